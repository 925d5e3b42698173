"""Drawing tools shared by the twelve authors: a flowing page writer and a plan sheet.

Each call that puts words on a page may carry tags (fact / exhibit / statement); the tag is
recorded at the page the words land on, so the truth follows the pages, not an intention.
"""

from __future__ import annotations

import io
import random
from pathlib import Path
from typing import Any, Callable, Iterable

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter
from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import ImageReader, simpleSplit
from reportlab.pdfgen import canvas

from corpus.truth import Location, Recorder

Tag = tuple[str, str, Any]
LETTER = letter
TABLOID = (1224.0, 792.0)  # 11 x 17 landscape
ARCH_D = (2448.0, 1584.0)  # 22 x 34 landscape


def F(name: str, value: Any) -> Tag:
    return ("fact", name, value)


def X(ident: str) -> Tag:
    return ("exhibit", ident, None)


def S(ident: str) -> Tag:
    return ("statement", ident, None)


class Writer:
    """Flowing text on pages of one file; keeps the page number the truth needs."""

    def __init__(self, rec: Recorder, folder: Path, fname: str, *, font: str = "Helvetica",
                 size: float = 10, margin: float = 60, pagesize: tuple[float, float] = LETTER,
                 footer: str = "") -> None:
        self.rec, self.fname, self.font, self.size, self.margin = rec, fname, font, size, margin
        self.pw, self.ph = pagesize
        self.footer = footer
        self.c = canvas.Canvas(str(folder / fname), pagesize=pagesize, invariant=1)
        self.page = 1
        self.y = self.ph - margin
        self._drawn = False

    # -- bookkeeping ---------------------------------------------------------------------
    def tag(self, tags: Iterable[Tag], text: str) -> None:
        tags = list(tags)
        if tags:
            self.rec.tag(tags, Location(file=self.fname, page=self.page, text=text[:120]))

    def _foot(self) -> None:
        if self.footer:
            self.c.setFont(self.font, 7.5)
            self.c.drawString(self.margin, 30, f"{self.footer}    Page {self.page}")

    def new_page(self, pagesize: tuple[float, float] | None = None) -> None:
        self._foot()
        self.c.showPage()
        if pagesize:
            self.pw, self.ph = pagesize
            self.c.setPageSize(pagesize)
        self.page += 1
        self.y = self.ph - self.margin
        self._drawn = False

    def need(self, height: float) -> None:
        if self.y - height < self.margin + 10:
            self.new_page()

    # -- content ---------------------------------------------------------------------------
    def p(self, text: str, tags: Iterable[Tag] = (), *, size: float | None = None, font: str | None = None,
          indent: float = 0, lead: float = 1.3, after: float = 6) -> None:
        size, font = size or self.size, font or self.font
        lines = simpleSplit(text, font, size, self.pw - 2 * self.margin - indent)
        self.need(len(lines) * size * lead)
        self.tag(tags, text)
        self.c.setFont(font, size)
        for line in lines:
            self.c.drawString(self.margin + indent, self.y - size, line)
            self.y -= size * lead
        self.y -= after
        self._drawn = True

    def h(self, text: str, tags: Iterable[Tag] = (), *, size: float = 12.5, font: str | None = None) -> None:
        bold = font or (self.font + "-Bold" if self.font in ("Helvetica", "Courier") else "Times-Bold")
        self.need(size * 3)
        self.y -= 4
        self.p(text, tags, size=size, font=bold, after=4)

    def table(self, rows: list[list[str]], widths: list[float], tags: Iterable[Tag] = (), *,
              size: float | None = None, header: bool = True, grid: bool = True) -> None:
        size = size or self.size - 0.5
        row_h = size * 1.7
        self.need(row_h * min(len(rows), 4))
        self.tag(tags, " | ".join(rows[0]) + " / " + " | ".join(rows[1] if len(rows) > 1 else []))
        for i, row in enumerate(rows):
            if self.y - row_h < self.margin + 10:
                self.new_page()
            x = self.margin
            font = (self.font + "-Bold" if self.font in ("Helvetica", "Courier") else "Times-Bold") if (header and i == 0) else self.font
            self.c.setFont(font, size)
            for cell, wid in zip(row, widths):
                if grid:
                    self.c.rect(x, self.y - row_h, wid, row_h, stroke=1, fill=0)
                self.c.drawString(x + 3, self.y - row_h + size * 0.5, cell)
                x += wid
            self.y -= row_h
        self.y -= 8
        self._drawn = True

    def checkbox(self, label: str, checked: bool, tags: Iterable[Tag] = ()) -> None:
        self.need(self.size * 1.6)
        self.tag(tags, label)
        self.c.rect(self.margin, self.y - self.size, self.size, self.size)
        if checked:
            self.c.setFont("Helvetica-Bold", self.size)
            self.c.drawString(self.margin + 1.5, self.y - self.size + 1.5, "X")
        self.c.setFont(self.font, self.size)
        self.c.drawString(self.margin + self.size + 6, self.y - self.size + 1, label)
        self.y -= self.size * 1.7

    def gap(self, height: float = 10) -> None:
        self.y -= height

    def rule(self) -> None:
        self.c.line(self.margin, self.y, self.pw - self.margin, self.y)
        self.y -= 8

    def close(self) -> int:
        self._foot()
        self.c.showPage()
        self.c.save()
        return self.page


def sheet(wr: Writer, *, number: str, title: str, firm: str, project: str, notes: list[tuple[str, list[Tag]]],
          draw: Callable[[canvas.Canvas, float, float, float, float], None] | None = None,
          cert: tuple[str, list[Tag]] | None = None, stamp: str = "", first: bool = False,
          pagesize: tuple[float, float] | None = None) -> None:
    """One plan sheet: border, drawing area, notes column and title block."""
    if not first:
        wr.new_page(pagesize)
    c, W, H = wr.c, wr.pw, wr.ph
    k = W / 1224.0 if W > H else W / 612.0 * 0.55  # text scale
    fs = max(6.0, 7.5 * k) if W > H else 7.2
    m = 18 * k
    c.setLineWidth(1.2 * k)
    c.rect(m, m, W - 2 * m, H - 2 * m)
    tb_w = W * 0.2 if W > H else W - 2 * m
    if W > H:
        tb_x, area = W - m - tb_w, (m + 6 * k, m + 6 * k, W - tb_w - 3 * m, H - 2 * m - 12 * k)
        c.line(tb_x, m, tb_x, H - m)
        ty = H - m - 20 * k
        tx = tb_x + 8 * k
        col_w = tb_w - 16 * k
    else:
        tb_h = H * 0.3
        area = (m + 6, m + tb_h + 6, W - 2 * m - 12, H - 2 * m - tb_h - 12)
        c.line(m, m + tb_h, W - m, m + tb_h)
        ty = m + tb_h - 14
        tx = m + 8
        col_w = W - 2 * m - 16
    if draw:
        c.saveState()
        draw(c, *area)
        c.restoreState()

    def put(text: str, size: float, font: str = "Helvetica", tags: list[Tag] | None = None) -> None:
        nonlocal ty
        if tags:
            wr.tag(tags, text)
        c.setFont(font, size)
        for line in simpleSplit(text, font, size, col_w):
            c.drawString(tx, ty, line)
            ty -= size * 1.25
        ty -= size * 0.4

    put(firm, fs * 1.3, "Helvetica-Bold")
    put(project, fs * 1.1, "Helvetica-Bold")
    put(f"SHEET {number}: {title}", fs * 1.2, "Helvetica-Bold")
    if stamp:
        put(stamp, fs)
    for text, tags in notes:
        put(text, fs, tags=tags)
    if cert:
        put(cert[0], fs, "Helvetica-Oblique", tags=cert[1])
    wr._drawn = True


def site_drawing(seed: int, *, pond: bool = True, contours: int = 7, label0: int = 940, step: int = 2,
                 road: bool = False) -> Callable[[canvas.Canvas, float, float, float, float], None]:
    """A plausible plan view: boundary, contours, a pond, a street; numbers are elevations only."""
    rng = random.Random(seed)

    def draw(c: canvas.Canvas, x: float, y: float, w: float, h: float) -> None:
        c.setLineWidth(1.4)
        c.setDash(8, 3)
        pts = [(x + w * 0.08, y + h * 0.12), (x + w * 0.9, y + h * 0.1), (x + w * 0.86, y + h * 0.88), (x + w * 0.12, y + h * 0.9)]
        p = c.beginPath()
        p.moveTo(*pts[0])
        for q in pts[1:]:
            p.lineTo(*q)
        p.close()
        c.drawPath(p)
        c.setDash()
        c.setLineWidth(0.5)
        fs = max(5.0, h / 90)
        for i in range(contours):
            yy = y + h * (0.18 + 0.1 * i) + rng.uniform(-4, 4)
            p = c.beginPath()
            p.moveTo(x + w * 0.1, yy)
            p.curveTo(x + w * 0.35, yy + rng.uniform(-h * 0.05, h * 0.05), x + w * 0.6, yy + rng.uniform(-h * 0.05, h * 0.05), x + w * 0.88, yy)
            c.drawPath(p)
            c.setFont("Helvetica", fs)
            c.drawString(x + w * 0.5, yy + 2, str(label0 + step * (contours - i)))
        if pond:
            c.setLineWidth(1)
            c.ellipse(x + w * 0.55, y + h * 0.18, x + w * 0.78, y + h * 0.36)
            c.ellipse(x + w * 0.58, y + h * 0.21, x + w * 0.75, y + h * 0.33)
        if road:
            c.setLineWidth(1)
            c.line(x + w * 0.02, y + h * 0.05, x + w * 0.98, y + h * 0.05)
            c.line(x + w * 0.02, y + h * 0.02, x + w * 0.98, y + h * 0.02)

    return draw


def scan(src: Path, dst: Path, seed: int, dpi: int = 200) -> int:
    """Print-and-scan: rasterise, tilt 0.3-1 degree, blur and noise, write an image-only PDF."""
    rng = random.Random(seed)
    pdf = pdfium.PdfDocument(str(src))
    pages: list[tuple[Image.Image, float, float]] = []
    try:
        for page in pdf:
            w, h = page.get_size()
            img = page.render(scale=dpi / 72.0, grayscale=True).to_pil().convert("L")
            page.close()
            img = img.rotate(rng.choice([-1, 1]) * rng.uniform(0.3, 1.0), resample=Image.BICUBIC, fillcolor=255)
            img = img.filter(ImageFilter.GaussianBlur(radius=rng.uniform(0.3, 0.7)))
            arr = np.asarray(img, dtype=np.int16)
            noise = np.random.default_rng(rng.randrange(1 << 30)).normal(0, rng.uniform(3, 7), arr.shape)
            arr = np.clip(arr + noise - rng.uniform(0, 10), 0, 255).astype(np.uint8)
            pages.append((Image.fromarray(arr, mode="L"), w, h))
    finally:
        pdf.close()
    c = canvas.Canvas(str(dst), pagesize=(pages[0][1], pages[0][2]), invariant=1)
    for img, w, h in pages:
        c.setPageSize((w, h))
        buf = io.BytesIO()
        img.save(buf, format="JPEG", quality=72)
        buf.seek(0)
        c.drawImage(ImageReader(buf), 0, 0, width=w, height=h)
        c.showPage()
    c.save()
    return len(pages)
