"""Drawing tools shared by the twelve firms of external13: report pages, plan sheets, scans.

Every firm's content is its own (``firms.py``); this module only lays text out and, while
drawing, tells the :class:`~corpus.truth.Recorder` on which page each tagged line landed,
so the truth is what the pages carry, never what a firm meant to write.
"""

from __future__ import annotations

import io
import random
import time
from pathlib import Path
from typing import Any, Iterable

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter
from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

from corpus.truth import Location, Recorder

Tag = tuple[str, str, Any]  # ("fact" | "exhibit" | "statement", id, value)

FULL_22x34 = (34 * 72.0, 22 * 72.0)
FULL_24x36 = (36 * 72.0, 24 * 72.0)
REDUCED_11x17 = (17 * 72.0, 11 * 72.0)


class Style:
    """A firm's house style: fonts, heading numbering and running header."""

    def __init__(self, font: str = "Helvetica", bold: str = "Helvetica-Bold", size: float = 10.5,
                 numbering: str = "decimal", header: str = "", footer: str = "", margin: float = 72.0):
        self.font, self.bold, self.size = font, bold, size
        self.numbering, self.header, self.footer, self.margin = numbering, header, footer, margin


_ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]


class Report:
    """A flowing document (report, letter, appendix) on letter-size pages."""

    def __init__(self, path: Path, rel: str, rec: Recorder, style: Style, pagesize=letter):
        self.path, self.rel, self.rec, self.st = path, rel, rec, style
        self.w, self.h = pagesize
        path.parent.mkdir(parents=True, exist_ok=True)
        self.c = canvas.Canvas(str(path), pagesize=pagesize, invariant=1)
        self.page = 1
        self.section = 0
        self.y = self.h - style.margin
        self._decorate()

    # -- page handling --------------------------------------------------------------------------
    def _decorate(self) -> None:
        st = self.st
        if st.header:
            self.c.setFont(st.font, 8)
            self.c.drawString(st.margin, self.h - 36, st.header)
            self.c.line(st.margin, self.h - 40, self.w - st.margin, self.h - 40)
        self.c.setFont(st.font, 8)
        foot = f"{st.footer}    Page {self.page}" if st.footer else f"Page {self.page}"
        self.c.drawRightString(self.w - st.margin, 30, foot)

    def new_page(self) -> None:
        self.c.showPage()
        self.page += 1
        self.y = self.h - self.st.margin
        self._decorate()

    def need(self, height: float) -> None:
        if self.y - height < self.st.margin:
            self.new_page()

    def record(self, tags: Iterable[Tag], text: str) -> None:
        self.rec.tag(list(tags), Location(file=self.rel, page=self.page, text=text[:120]))

    # -- content ----------------------------------------------------------------------------------
    def title(self, lines: list[str], size: float = 20, gap: float = 30) -> None:
        for i, line in enumerate(lines):
            self.c.setFont(self.st.bold if i == 0 else self.st.font, size if i == 0 else size * 0.6)
            self.c.drawCentredString(self.w / 2, self.y, line)
            self.y -= gap if i == 0 else size * 0.9
        self.y -= 10

    def heading(self, text: str, level: int = 1) -> None:
        if level == 1:
            self.section += 1
            n = self.section
            label = {
                "decimal": f"{n}.0  {text.upper()}",
                "section": f"Section {n} - {text}",
                "roman": f"{_ROMAN[n - 1]}. {text.upper()}",
                "plain": text.upper(),
                "number": f"{n}. {text}",
            }[self.st.numbering]
        else:
            label = text
        size = self.st.size + (3 if level == 1 else 1)
        self.need(size * 3)
        self.y -= 6
        self.c.setFont(self.st.bold, size)
        self.c.drawString(self.st.margin, self.y, label)
        self.y -= size * 1.6

    def para(self, text: str, tags: Iterable[Tag] = (), indent: float = 0, bold: bool = False,
             size: float | None = None) -> None:
        size = size or self.st.size
        font = self.st.bold if bold else self.st.font
        width = self.w - 2 * self.st.margin - indent
        lines = simpleSplit(text, font, size, width)
        lead = size * 1.35
        tags = list(tags)
        for i, line in enumerate(lines):
            self.need(lead)
            if i == 0 and tags:
                self.record(tags, text)
            self.c.setFont(font, size)
            self.c.drawString(self.st.margin + indent, self.y, line)
            self.y -= lead
        self.y -= size * 0.6

    def bullets(self, items: list[str | tuple[str, list[Tag]]], mark: str = "-") -> None:
        for item in items:
            text, tags = (item, []) if isinstance(item, str) else item
            self.need(self.st.size * 1.4)
            self.c.setFont(self.st.font, self.st.size)
            self.c.drawString(self.st.margin + 10, self.y, mark)
            self.para(text, tags, indent=24)
            self.y += self.st.size * 0.35

    def table(self, rows: list[list[str]], widths: list[float], tags: Iterable[Tag] = (),
              header: bool = True, grid: bool = True, size: float | None = None) -> None:
        size = size or self.st.size - 1
        lead = size * 1.6
        self.need(lead * min(len(rows), 6))
        self.record(list(tags), " | ".join(rows[0]))
        x0 = self.st.margin
        for r, row in enumerate(rows):
            cells = [simpleSplit(cell, self.st.font, size, w - 6) or [""] for cell, w in zip(row, widths)]
            height = lead * max(len(c) for c in cells)
            self.need(height)
            top = self.y + size
            x = x0
            for cell, w in zip(cells, widths):
                self.c.setFont(self.st.bold if (header and r == 0) else self.st.font, size)
                yy = self.y
                for line in cell:
                    self.c.drawString(x + 3, yy, line)
                    yy -= lead
                if grid:
                    self.c.rect(x, top - height, w, height)
                x += w
            if not grid and header and r == 0:
                self.c.line(x0, top - height, x0 + sum(widths), top - height)
            self.y -= height
        self.y -= 10

    def signature(self, lines: list[str], tags: Iterable[Tag] = ()) -> None:
        self.need(90)
        self.y -= 20
        self.c.line(self.st.margin, self.y, self.st.margin + 200, self.y)
        self.y -= 14
        for i, line in enumerate(lines):
            if i == 0:
                self.record(tags, " ".join(lines))
            self.c.setFont(self.st.font, self.st.size - 1)
            self.c.drawString(self.st.margin, self.y, line)
            self.y -= self.st.size * 1.3
        self.y -= 8

    def figure(self, caption: str, labels: list[str], tags: Iterable[Tag] = (), shapes: int = 5,
               seed: int = 0) -> None:
        """A map-like figure on its own page: outlines with labels, a caption below."""
        if self.y < self.h - self.st.margin - 1:  # the current page has content
            self.new_page()
        m = self.st.margin
        rng = random.Random(seed)
        self.c.rect(m, 140, self.w - 2 * m, self.h - 140 - m)
        for _ in range(shapes):
            pts = [(rng.uniform(m + 20, self.w - m - 20), rng.uniform(170, self.h - m - 20)) for _ in range(5)]
            path = self.c.beginPath()
            path.moveTo(*pts[0])
            for p in pts[1:]:
                path.lineTo(*p)
            path.close()
            self.c.setDash(4, 3)
            self.c.drawPath(path)
            self.c.setDash()
        for i, label in enumerate(labels):
            self.c.setFont(self.st.font, 8)
            self.c.drawString(m + 30 + (i % 2) * 200, self.h - m - 40 - (i // 2) * 46 - (i % 2) * 20, label)
        self.c.setFont(self.st.bold, 11)
        self.c.drawCentredString(self.w / 2, 116, caption)
        self.record(list(tags), caption)
        self.y = self.st.margin - 1  # whatever comes next starts a new page

    def close(self) -> int:
        self.c.showPage()
        self.c.save()
        return self.page


class Sheet:
    """One plan sheet: number, title, note lines drawn on it, and what it shows."""

    def __init__(self, number: str, title: str, notes: list[str], tags: list[Tag] | None = None):
        self.number, self.title, self.notes, self.tags = number, title, notes, tags or []


def plan_set(path: Path, rel: str, rec: Recorder | None, size: tuple[float, float], sheets: list[Sheet],
             block: list[str], set_tags: list[Tag] = (), seed: int = 0, record_sheets: bool = True) -> int:
    """A set of plan sheets with a title block on the right; tags recorded per sheet."""
    path.parent.mkdir(parents=True, exist_ok=True)
    w, h = size
    s = w / (34 * 72.0)  # scale of the text to the sheet
    c = canvas.Canvas(str(path), pagesize=size, invariant=1)
    rng = random.Random(seed)
    for page, sheet in enumerate(sheets, start=1):
        c.setLineWidth(1.2 * s)
        c.rect(24 * s, 24 * s, w - 48 * s, h - 48 * s)
        tb = w - 24 * s - 230 * s
        c.line(tb, 24 * s, tb, h - 24 * s)
        y = h - 60 * s
        for i, line in enumerate(block):
            c.setFont("Helvetica-Bold" if i == 0 else "Helvetica", (11 if i == 0 else 8.5) * s)
            c.drawString(tb + 10 * s, y, line)
            y -= 15 * s
        c.setFont("Helvetica-Bold", 16 * s)
        c.drawString(tb + 10 * s, 110 * s, sheet.title[:28])
        if len(sheet.title) > 28:
            c.drawString(tb + 10 * s, 90 * s, sheet.title[28:56])
        c.setFont("Helvetica-Bold", 30 * s)
        c.drawString(tb + 10 * s, 44 * s, sheet.number)
        # linework
        c.setLineWidth(0.6 * s)
        for _ in range(7):
            x1, y1 = rng.uniform(60 * s, tb - 60 * s), rng.uniform(60 * s, h - 60 * s)
            c.line(x1, y1, x1 + rng.uniform(-300, 300) * s, y1 + rng.uniform(-200, 200) * s)
        for _ in range(3):
            c.circle(rng.uniform(200 * s, tb - 200 * s), rng.uniform(200 * s, h - 200 * s), rng.uniform(30, 120) * s)
        y = h - 80 * s
        for note in sheet.notes:
            c.setFont("Helvetica", 11 * s)
            c.drawString(70 * s, y, note)
            y -= 20 * s
        if rec is not None:
            tags = (list(set_tags) if page == 1 else []) + (sheet.tags if record_sheets else [])
            if tags:
                rec.tag(tags, Location(file=rel, page=page, text=f"{sheet.number} {sheet.title}"))
        c.showPage()
    c.save()
    return len(sheets)


def scan(src: Path, dst: Path, seed: int, dpi: int = 200) -> int:
    """Rasterise letter pages, tilt and dirty them, and write an image-only PDF in place of ``src``."""
    rng = random.Random(seed)
    pdf = pdfium.PdfDocument(str(src))
    images = []
    try:
        for page in pdf:
            img = page.render(scale=dpi / 72.0, grayscale=True).to_pil().convert("L")
            page.close()
            img = img.rotate(rng.choice([-1, 1]) * rng.uniform(0.3, 1.0), resample=Image.BICUBIC, fillcolor=255)
            img = img.filter(ImageFilter.GaussianBlur(radius=rng.uniform(0.3, 0.6)))
            arr = np.asarray(img, dtype=np.int16)
            noise = np.random.default_rng(rng.randrange(1 << 30)).normal(0, rng.uniform(3, 7), arr.shape)
            img = Image.fromarray(np.clip(arr + noise - 6, 0, 255).astype(np.uint8), mode="L")
            images.append(img)
    finally:
        pdf.close()
    out = io.BytesIO()
    stamp = time.gmtime(1717243200)  # a fixed date: Pillow would stamp "now" and break determinism
    images[0].save(out, format="PDF", resolution=float(dpi), save_all=True, append_images=images[1:],
                   creationDate=stamp, modDate=stamp)
    dst.write_bytes(out.getvalue())
    return len(images)
