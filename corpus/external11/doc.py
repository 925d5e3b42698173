"""A small page writer that records, as it draws, where each fact, exhibit and statement lands.

The truth of a package must be what its pages say, so every tag is attached to the very
line drawn, on the page it landed on; nothing is recorded from the scenario alone.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable

from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

from corpus.truth import Location, Recorder

Tag = tuple[str, str, Any]


def fact(name: str, value: Any) -> Tag:
    return ("fact", name, value)


def exhibit(ident: str) -> Tag:
    return ("exhibit", ident, None)


def statement(ident: str) -> Tag:
    return ("statement", ident, None)


class Package:
    """One permit package: its folder, its files and the recorder of what they state."""

    def __init__(self, out: Path, pid: str, scenario: str, kind: str = "text") -> None:
        self.id, self.scenario, self.kind = pid, scenario, kind
        self.folder = Path(out) / pid
        self.folder.mkdir(parents=True, exist_ok=True)
        self.rec = Recorder()
        self.files: list[str] = []

    def doc(self, name: str, size: tuple[float, float] = letter, font: str = "Helvetica",
            fsize: float = 10.0, margin: float = 54.0) -> "Doc":
        self.files.append(name)
        return Doc(self, name, size, font, fsize, margin)


class Doc:
    """Flowing text, tables and free drawing on one PDF; pages break by themselves."""

    def __init__(self, pkg: Package, name: str, size: tuple[float, float], font: str, fsize: float,
                 margin: float) -> None:
        self.pkg, self.name = pkg, name
        self.w, self.h = size
        self.font, self.fsize, self.margin = font, fsize, margin
        self.c = Canvas(str(pkg.folder / name), pagesize=size, invariant=1)
        self.c.setTitle(name)
        self.page = 1
        self.y = self.h - margin
        self.c.setFont(font, fsize)

    # -- recording -------------------------------------------------------------------------
    def tag(self, tags: Iterable[Tag], text: str) -> None:
        where = Location(file=self.name, page=self.page, text=text[:240])
        self.pkg.rec.tag(list(tags), where)

    # -- flow ------------------------------------------------------------------------------
    def new_page(self) -> None:
        self.c.showPage()
        self.page += 1
        self.y = self.h - self.margin
        self.c.setFont(self.font, self.fsize)

    def _room(self, height: float) -> None:
        if self.y - height < self.margin:
            self.new_page()

    def line(self, text: str, tags: Iterable[Tag] = (), *, bold: bool = False, size: float | None = None,
             indent: float = 0.0, font: str | None = None, lead: float = 1.3) -> None:
        size = size or self.fsize
        face = font or (self.font + "-Bold" if bold and self.font == "Helvetica" else
                        "Times-Bold" if bold and self.font == "Times-Roman" else
                        "Courier-Bold" if bold and self.font == "Courier" else self.font)
        width = self.w - 2 * self.margin - indent
        rows = simpleSplit(text, face, size, width) or [""]
        self._room(len(rows) * size * lead)
        tags = list(tags)
        if tags:
            self.tag(tags, text)
        self.c.setFont(face, size)
        for row in rows:
            self.y -= size * lead
            self.c.drawString(self.margin + indent, self.y, row)
        self.c.setFont(self.font, self.fsize)

    def gap(self, h: float = 8.0) -> None:
        self.y -= h

    def rule(self) -> None:
        self._room(6)
        self.y -= 4
        self.c.line(self.margin, self.y, self.w - self.margin, self.y)
        self.y -= 4

    def table(self, rows: list[list[str]], widths: list[float], tags: dict[int, list[Tag]] | None = None,
              *, header: bool = True, size: float | None = None) -> None:
        """A ruled table; ``tags`` maps a row index to what that row states."""
        size = size or self.fsize - 1
        height = size * 1.7
        tags = tags or {}
        for i, row in enumerate(rows):
            self._room(height)
            top = self.y
            self.y -= height
            x = self.margin
            face = self.font + "-Bold" if header and i == 0 and self.font == "Helvetica" else self.font
            self.c.setFont(face, size)
            for cell, w in zip(row, widths):
                self.c.rect(x, self.y, w, height, stroke=1, fill=0)
                self.c.drawString(x + 3, self.y + size * 0.5, cell)
                x += w
            del top
            if i in tags:
                self.tag(tags[i], " | ".join(row))
        self.c.setFont(self.font, self.fsize)
        self.y -= 4

    def save(self) -> None:
        self.c.save()


def plan_sheet(doc: Doc, number: str, title: str, notes: list[tuple[str, list[Tag]]], firm: list[str],
               cert: list[tuple[str, list[Tag]]] | None = None, seed: int = 0) -> None:
    """One plan sheet: border, a schematic drawing, general notes and a title block.

    Text scales with the sheet, so the same sheet is drawn on the full-size and the reduced set.
    """
    c, w, h = doc.c, doc.w, doc.h
    k = w / 1224.0  # 1.0 on an 11x17 sheet
    c.setLineWidth(1.2 * k)
    c.rect(18 * k, 18 * k, w - 36 * k, h - 36 * k)
    tb_x = w - 250 * k
    c.line(tb_x, 18 * k, tb_x, h - 18 * k)
    # schematic drawing: a parcel and a few wavy contour lines
    c.setLineWidth(0.6 * k)
    px, py = 60 * k, 330 * k
    c.setDash(6 * k, 3 * k)
    c.rect(px, py, 520 * k, 380 * k)
    c.setDash()
    for i in range(6):
        yy = py + 40 * k + i * 55 * k + (seed % 7) * k
        p = c.beginPath()
        p.moveTo(px + 10 * k, yy)
        for j in range(1, 11):
            p.lineTo(px + 10 * k + j * 50 * k, yy + ((j + i + seed) % 3 - 1) * 9 * k)
        c.drawPath(p)
    # notes to the right of the drawing
    x = 620 * k
    y = h - 70 * k
    c.setFont("Helvetica-Bold", 11 * k)
    c.drawString(x, y, "NOTES:")
    for text, tags in notes:
        c.setFont("Helvetica", 8.5 * k)
        for row in simpleSplit(text, "Helvetica", 8.5 * k, tb_x - x - 20 * k):
            y -= 11 * k
            c.drawString(x, y, row)
        if tags:
            doc.tag(tags, text)
        y -= 5 * k
    # title block
    y = h - 60 * k
    c.setFont("Helvetica-Bold", 10 * k)
    for row in firm:
        c.drawString(tb_x + 10 * k, y, row)
        y -= 13 * k
        c.setFont("Helvetica", 8 * k)
    y -= 20 * k
    for text, tags in cert or []:
        c.setFont("Helvetica", 7 * k)
        for row in simpleSplit(text, "Helvetica", 7 * k, 225 * k):
            c.drawString(tb_x + 10 * k, y, row)
            y -= 9 * k
        if tags:
            doc.tag(tags, text)
        y -= 4 * k
    c.setFont("Helvetica-Bold", 13 * k)
    c.drawString(tb_x + 10 * k, 90 * k, title[:34])
    c.setFont("Helvetica-Bold", 30 * k)
    c.drawString(tb_x + 10 * k, 40 * k, number)
