"""Drawing kit for the external15 packages: a cursor over reportlab pages that records truth.

Every fact, exhibit and statement is tagged on the page where its words are drawn, so the
truth file can only hold what some page actually carries (never what a scenario intended).
"""

from __future__ import annotations

import io
import random
import time
from pathlib import Path
from typing import Any

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter
from reportlab.lib.pagesizes import letter
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas

from corpus.truth import Location, Recorder

Tag = tuple[str, str, Any]
FULL = (2448.0, 1584.0)  # 34" x 22" (ANSI D), landscape
REDUCED = (1224.0, 792.0)  # 17" x 11"


def fact(name: str, value: Any) -> Tag:
    return ("fact", name, value)


def ex(ident: str) -> Tag:
    return ("exhibit", ident, None)


def st(ident: str) -> Tag:
    return ("statement", ident, None)


class Doc:
    """One PDF file of a package, written top to bottom with a text cursor."""

    def __init__(self, root: Path, rel: str, rec: Recorder, pagesize: tuple[float, float] = letter,
                 margin: float = 60, font: str = "Helvetica", size: float = 10) -> None:
        self.path = Path(root) / rel
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.rel, self.rec, self.margin = rel, rec, margin
        self.base_font, self.base_size = font, size
        self.c = canvas.Canvas(str(self.path), pagesize=pagesize, invariant=1)
        self.size = pagesize
        self.page = 0
        self.y = 0.0
        self._dirty = False

    # -- pages ---------------------------------------------------------------------------
    def new_page(self, pagesize: tuple[float, float] | None = None) -> None:
        if self.page:
            self.c.showPage()
        if pagesize:
            self.size = pagesize
        self.c.setPageSize(self.size)
        self.page += 1
        self.y = self.size[1] - self.margin
        self._dirty = True

    def need(self, height: float) -> None:
        if not self.page or self.y - height < self.margin:
            self.new_page()

    def tag(self, tags: list[Tag], text: str = "") -> None:
        self.rec.tag(list(tags), Location(file=self.rel, page=self.page, text=text[:200]))

    # -- text ------------------------------------------------------------------------------
    def at(self, x: float, y: float, text: str, size: float | None = None, font: str | None = None,
           tags: list[Tag] = ()) -> None:
        """Absolute text, ``y`` measured from the top of the page (plan sheets, forms)."""
        self.c.setFont(font or self.base_font, size or self.base_size)
        self.c.drawString(x, self.size[1] - y, text)
        if tags:
            self.tag(tags, text)

    def line(self, text: str, size: float | None = None, font: str | None = None, indent: float = 0,
             tags: list[Tag] = (), gap: float = 1.35) -> None:
        size = size or self.base_size
        self.need(size * gap)
        self.c.setFont(font or self.base_font, size)
        self.c.drawString(self.margin + indent, self.y - size, text)
        self.y -= size * gap
        if tags:
            self.tag(tags, text)

    def para(self, text: str, size: float | None = None, font: str | None = None, indent: float = 0,
             tags: list[Tag] = (), after: float = 6) -> None:
        size = size or self.base_size
        font = font or self.base_font
        width = self.size[0] - 2 * self.margin - indent
        lines, cur = [], ""
        for word in text.split():
            trial = f"{cur} {word}".strip()
            if stringWidth(trial, font, size) > width and cur:
                lines.append(cur)
                cur = word
            else:
                cur = trial
        if cur:
            lines.append(cur)
        self.need(len(lines) * size * 1.35)
        if tags:
            self.tag(tags, text)
        for ln in lines:
            self.line(ln, size, font, indent)
        self.y -= after

    def heading(self, text: str, size: float = 12, tags: list[Tag] = ()) -> None:
        self.need(size * 3)
        self.y -= size * 0.4
        self.line(text, size, "Helvetica-Bold", tags=tags)
        self.y -= 2

    def space(self, h: float) -> None:
        self.y -= h

    def table(self, rows: list[list[str]], widths: list[float], size: float = 9,
              tags: list[Tag] = (), header: bool = True, x0: float | None = None) -> None:
        """A ruled table; the first row is bold when ``header``."""
        row_h = size * 1.7
        self.need(row_h * len(rows) + 4)
        if tags:
            self.tag(tags, " | ".join(" ".join(r) for r in rows[:3]))
        x0 = self.margin if x0 is None else x0
        total = sum(widths)
        self.c.setLineWidth(0.5)
        top = self.y
        for i, row in enumerate(rows):
            self.c.setFont("Helvetica-Bold" if header and i == 0 else self.base_font, size)
            x = x0
            for cell, w in zip(row, widths):
                self.c.drawString(x + 3, self.y - size * 1.25, cell)
                x += w
            self.c.line(x0, self.y, x0 + total, self.y)
            self.y -= row_h
        self.c.line(x0, self.y, x0 + total, self.y)
        x = x0
        for w in widths + [0]:
            self.c.line(x, top, x, self.y)
            x += w
        self.y -= 8

    def rect(self, x: float, y: float, w: float, h: float, width: float = 1.0) -> None:
        self.c.setLineWidth(width)
        self.c.rect(x, self.size[1] - y - h, w, h)

    def polyline(self, pts: list[tuple[float, float]], width: float = 1.0, dash: list[float] | None = None) -> None:
        self.c.setLineWidth(width)
        self.c.setDash(*(dash or []))
        p = self.c.beginPath()
        p.moveTo(pts[0][0], self.size[1] - pts[0][1])
        for x, y in pts[1:]:
            p.lineTo(x, self.size[1] - y)
        self.c.drawPath(p)
        self.c.setDash()

    def certify(self, engineer: str, license_no: str, date: str) -> None:
        """The signature block engineers put on a report, so its analyses are PE-certified like the plans."""
        self.para("I hereby certify that this report was prepared by me or under my direct supervision and that I am "
                  "a duly Licensed Professional Engineer under the laws of the State of Minnesota.", size=9)
        self.line(f"{engineer}, P.E.    License No. {license_no}    Date: {date}", 9)
        self.space(6)

    def save(self) -> str:
        self.c.save()
        return self.rel


def scan(src: Path, dst: Path, seed: int, dpi: int = 200) -> None:
    """Rasterise ``src`` and write an image-only PDF with Pillow: tilted 0.3-1 deg, noisy, soft."""
    rng = random.Random(seed)
    pdf = pdfium.PdfDocument(str(src))
    images: list[Image.Image] = []
    try:
        for page in pdf:
            img = page.render(scale=dpi / 72.0, grayscale=True).to_pil().convert("L")
            page.close()
            angle = rng.choice([-1, 1]) * rng.uniform(0.3, 1.0)
            img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            img = img.filter(ImageFilter.GaussianBlur(radius=rng.uniform(0.3, 0.6)))
            arr = np.asarray(img, dtype=np.int16)
            noise = np.random.default_rng(rng.randrange(1 << 30)).normal(0, rng.uniform(3, 7), arr.shape)
            arr = np.clip(arr + noise - rng.uniform(0, 8), 0, 255).astype(np.uint8)
            images.append(Image.fromarray(arr, mode="L"))
    finally:
        pdf.close()
    dst.parent.mkdir(parents=True, exist_ok=True)
    buf = io.BytesIO()
    stamp = time.gmtime(1767225600)  # 2026-01-01, fixed, so a rebuild is byte-identical
    images[0].save(buf, format="PDF", resolution=float(dpi), save_all=True, append_images=images[1:],
                   creationDate=stamp, modDate=stamp)
    dst.write_bytes(buf.getvalue())
