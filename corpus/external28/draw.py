"""Drawing helpers for the external28 set: a page cursor that records truth as it writes.

Every fact, exhibit and statement is tagged on the line that carries it, so the truth
is what a page really says (``corpus.truth.Recorder``), never what a plan intended.
Canvases are built with ``invariant=1`` so two builds give the same bytes.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, Iterable

from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

from corpus.truth import Location, Recorder

Tag = tuple[str, str, Any]
LETTER = letter
TABLOID = (17 * 72, 11 * 72)  # 11 x 17 landscape, the "reduced" set
ARCH_D = (36 * 72, 24 * 72)  # 24 x 36 landscape, a "full-size" set
ANSI_D = (34 * 72, 22 * 72)


def F(name: str, value: Any) -> Tag:
    return ("fact", name, value)


def X(ident: str) -> Tag:
    return ("exhibit", ident, None)


def S(ident: str) -> Tag:
    return ("statement", ident, None)


class Doc:
    """One PDF file of a package, written top to bottom like a typed letter or report."""

    def __init__(self, pkg: "Package", name: str, size: tuple[float, float] = LETTER,
                 font: str = "Helvetica", margin: float = 72) -> None:
        self.pkg, self.name, self.size = pkg, name, size
        self.font, self.margin = font, margin
        self.path = pkg.out / name
        self.c = Canvas(str(self.path), pagesize=size, invariant=1)
        self.c.setTitle(name)
        self.page = 1
        self.y = size[1] - margin
        pkg.files.append(name)

    # -- truth ---------------------------------------------------------------------------------
    def tag(self, tags: Iterable[Tag], text: str = "") -> None:
        tags = list(tags)
        if tags:
            self.pkg.rec.tag(tags, Location(file=self.name, page=self.page, text=text[:200]))

    # -- layout --------------------------------------------------------------------------------
    def new_page(self) -> None:
        self.c.showPage()
        self.page += 1
        self.y = self.size[1] - self.margin

    def _room(self, need: float) -> None:
        if self.y - need < self.margin * 0.8:
            self.new_page()

    def line(self, text: str, size: float = 10, bold: bool = False, x: float | None = None,
             tags: Iterable[Tag] = (), gap: float | None = None, font: str | None = None) -> None:
        self._room(size + 4)
        f = font or self.font
        self.c.setFont(_bold(f) if bold else f, size)
        self.c.drawString(self.margin if x is None else x, self.y, text)
        self.tag(tags, text)
        self.y -= gap if gap is not None else size * 1.35

    def para(self, text: str, size: float = 10, tags: Iterable[Tag] = (), indent: float = 0,
             after: float = 6, font: str | None = None) -> None:
        f = font or self.font
        width = self.size[0] - 2 * self.margin - indent
        lines = simpleSplit(text, f, size, width)
        self._room(min(len(lines), 4) * size * 1.3)
        self.tag(tags, text)
        for ln in lines:
            self._room(size * 1.3)
            self.c.setFont(f, size)
            self.c.drawString(self.margin + indent, self.y, ln)
            self.y -= size * 1.3
        self.y -= after

    def space(self, h: float = 8) -> None:
        self.y -= h

    def table(self, rows: list[list[str]], widths: list[float], size: float = 9,
              tags: Iterable[Tag] = (), header: bool = True, grid: bool = True, x: float | None = None) -> None:
        x0 = self.margin if x is None else x
        h = size * 1.6
        self._room(h * min(len(rows), 6))
        self.tag(tags, " | ".join(" ".join(r) for r in rows[:4]))
        for i, row in enumerate(rows):
            self._room(h)
            xx = x0
            for cell, w in zip(row, widths):
                self.c.setFont(_bold(self.font) if header and i == 0 else self.font, size)
                self.c.drawString(xx + 3, self.y - size - 1, cell)
                if grid:
                    self.c.rect(xx, self.y - h, w, h, stroke=1, fill=0)
                xx += w
            self.y -= h
        self.y -= size + 8  # the next baseline clears the last row

    def field(self, label: str, value: str, tags: Iterable[Tag] = (), size: float = 9.5,
              label_w: float = 190) -> None:
        """A filled-in form row: printed label, typed answer on an underline."""
        self._room(size + 8)
        self.c.setFont(self.font, size)
        self.c.drawString(self.margin, self.y, label)
        self.c.setFont("Courier", size + 0.5)
        self.c.drawString(self.margin + label_w, self.y, value)
        self.c.setLineWidth(0.4)
        self.c.line(self.margin + label_w - 2, self.y - 2, self.size[0] - self.margin, self.y - 2)
        self.tag(tags, f"{label} {value}")
        self.y -= size * 1.9

    def checkbox(self, label: str, checked: bool, x: float | None = None, size: float = 9.5,
                 tags: Iterable[Tag] = (), newline: bool = True) -> None:
        xx = self.margin if x is None else x
        self.c.rect(xx, self.y - 1, 8, 8)
        if checked:
            self.c.setFont("Helvetica-Bold", 9)
            self.c.drawString(xx + 1.2, self.y, "X")
        self.c.setFont(self.font, size)
        self.c.drawString(xx + 13, self.y, label)
        self.tag(tags, label)
        if newline:
            self.y -= size * 1.7

    def save(self) -> None:
        self.c.showPage()
        self.c.save()


def _bold(font: str) -> str:
    return {"Helvetica": "Helvetica-Bold", "Times-Roman": "Times-Bold", "Courier": "Courier-Bold"}.get(font, font)


class Sheet:
    """A plan sheet: border, title block, and linework drawn from a seed."""

    def __init__(self, doc: Doc, title: str, number: str, firm: str, project: str,
                 cert: str | None, seed: int, tags: Iterable[Tag] = ()) -> None:
        self.doc, self.c = doc, doc.c
        w, h = doc.size
        self.k = w / (36 * 72)  # scale text with the sheet so the reduced set reads the same
        c, k = self.c, self.k
        c.setLineWidth(1.2)
        c.rect(20 * k, 20 * k, w - 40 * k, h - 40 * k)
        tb_x = w - 300 * k
        c.rect(tb_x, 20 * k, 280 * k, h - 40 * k)
        c.setFont("Helvetica-Bold", 14 * k)
        c.drawString(tb_x + 12 * k, h - 60 * k, firm)
        c.setFont("Helvetica", 10 * k)
        c.drawString(tb_x + 12 * k, h - 80 * k, project)
        c.setFont("Helvetica-Bold", 16 * k)
        c.drawString(tb_x + 12 * k, 140 * k, title)
        c.setFont("Helvetica-Bold", 30 * k)
        c.drawString(tb_x + 12 * k, 60 * k, number)
        if cert:
            yy = 420 * k
            for ln in simpleSplit(cert, "Helvetica", 8 * k, 255 * k):
                c.setFont("Helvetica", 8 * k)
                c.drawString(tb_x + 12 * k, yy, ln)
                yy -= 10 * k
        doc.tag(tags, f"{number} {title}")
        rnd = random.Random(seed)
        c.setLineWidth(0.5)
        for i in range(14):  # contour-ish polylines
            y0 = 150 * k + i * (h - 300 * k) / 14
            p = c.beginPath()
            p.moveTo(80 * k, y0)
            for j in range(1, 12):
                p.lineTo(80 * k + j * (tb_x - 160 * k) / 11, y0 + rnd.uniform(-25, 25) * k)
            c.drawPath(p)
        c.setLineWidth(1.5)
        c.setDash(12 * k, 4 * k)
        c.rect(120 * k, 110 * k, tb_x - 260 * k, h - 230 * k)  # property line
        c.setDash()

    def note(self, x: float, y: float, text: str, size: float = 11, tags: Iterable[Tag] = (),
             bold: bool = False) -> None:
        k = self.k
        font = "Helvetica-Bold" if bold else "Helvetica"
        width = self.c.stringWidth(text, font, size * k)
        self.c.setFillGray(1)  # drafters mask linework behind their notes
        self.c.rect(x * k - 2 * k, y * k - 3 * k, width + 4 * k, size * k * 1.25, stroke=0, fill=1)
        self.c.setFillGray(0)
        self.c.setFont(font, size * k)
        self.c.drawString(x * k, y * k, text)
        self.doc.tag(tags, text)

    def notes(self, x: float, y: float, lines: list[tuple[str, list[Tag]]], size: float = 11) -> None:
        for i, (text, tags) in enumerate(lines):
            self.note(x, y - i * size * 1.5, text, size, tags)


class Package:
    """One package folder: its files, its recorder, its kind."""

    def __init__(self, root: Path, pid: str, kind: str, seed: int, scenario: str) -> None:
        self.pid, self.kind, self.seed, self.scenario = pid, kind, seed, scenario
        self.out = Path(root) / pid
        self.out.mkdir(parents=True, exist_ok=True)
        self.rec = Recorder()
        self.files: list[str] = []

    def doc(self, name: str, size: tuple[float, float] = LETTER, font: str = "Helvetica",
            margin: float = 72) -> Doc:
        return Doc(self, name, size, font, margin)
