"""The drawing kit: write lines on reportlab pages and record, on the page they land, the
facts, exhibits and statements the words carry.

Truth comes from what is drawn, never from a plan of the package, so a number that never
reaches a page can never become a "fact" of the truth file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

from corpus.truth import Location, Recorder

Tag = tuple[str, str, Any]

LETTER = letter
TABLOID = (1224.0, 792.0)  # 17 x 11 in, landscape: the reduced set
FULL = (2448.0, 1584.0)  # 34 x 22 in, landscape: the full-size set


def F(name: str, value: Any) -> Tag:
    return ("fact", name, value)


def X(ident: str) -> Tag:
    return ("exhibit", ident, None)


def S(ident: str) -> Tag:
    return ("statement", ident, None)


class Package:
    """One submittal being written: its folder, its files and the truth gathered so far."""

    def __init__(self, out: Path, pid: str, kind: str, seed: int, scenario: str) -> None:
        self.dir = Path(out) / pid
        self.dir.mkdir(parents=True, exist_ok=True)
        self.id, self.kind, self.seed, self.scenario = pid, kind, seed, scenario
        self.rec = Recorder()
        self.files: list[str] = []

    def pdf(self, rel: str, pagesize: tuple[float, float] = LETTER, font: str = "Courier", size: float = 10.5) -> "Pdf":
        self.files.append(rel)
        return Pdf(self, rel, pagesize, font, size)


class Pdf:
    """A flowing writer: lines go down the page; a full page starts the next one."""

    def __init__(self, pkg: Package, rel: str, pagesize: tuple[float, float], font: str, size: float) -> None:
        self.pkg, self.rel = pkg, rel
        path = pkg.dir / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self.c = canvas.Canvas(str(path), pagesize=pagesize, invariant=1)
        self.w, self.h = pagesize
        self.left, self.right, self.top, self.bottom = 72.0, pagesize[0] - 72.0, pagesize[1] - 66.0, 60.0
        self.fontname, self.size = font, size
        self.page = 1
        self.y = self.top
        self.header: str | None = None

    # -- recording -------------------------------------------------------------------------
    def tag(self, text: str, *tags: Tag) -> None:
        if tags:
            self.pkg.rec.tag(list(tags), Location(file=self.rel, page=self.page, text=text[:200]))

    # -- layout ----------------------------------------------------------------------------
    def set_font(self, font: str, size: float) -> None:
        self.fontname, self.size = font, size

    def _room(self, need: float) -> None:
        if self.y - need < self.bottom:
            self.new_page()

    def new_page(self) -> None:
        self.c.showPage()
        self.page += 1
        self.y = self.top
        if self.header:
            self.c.setFont("Courier", 8)
            self.c.drawString(self.left - 36, self.h - 24, self.header.replace("{page}", str(self.page)))

    def start(self, header: str | None = None) -> None:
        """A fax header or running line on every page, the first included."""
        self.header = header
        if header:
            self.c.setFont("Courier", 8)
            self.c.drawString(self.left - 36, self.h - 24, header.replace("{page}", "1"))

    def line(self, text: str, *tags: Tag, font: str | None = None, size: float | None = None,
             x: float | None = None, center: bool = False) -> None:
        fn, sz = font or self.fontname, size or self.size
        self._room(sz * 1.35)
        self.c.setFont(fn, sz)
        if center:
            self.c.drawCentredString(self.w / 2, self.y, text)
        else:
            self.c.drawString(self.left if x is None else x, self.y, text)
        self.tag(text, *tags)
        self.y -= sz * 1.35

    def para(self, text: str, *tags: Tag, font: str | None = None, size: float | None = None,
             indent: float = 0.0) -> None:
        """A wrapped paragraph, kept on one page so its tags name the page it is read on."""
        fn, sz = font or self.fontname, size or self.size
        lines = simpleSplit(text, fn, sz, self.right - self.left - indent)
        self._room(sz * 1.35 * len(lines))
        self.c.setFont(fn, sz)
        for ln in lines:
            self.c.drawString(self.left + indent, self.y, ln)
            self.y -= sz * 1.35
        self.tag(text, *tags)
        self.y -= sz * 0.5

    def gap(self, n: float = 1.0) -> None:
        self.y -= self.size * 1.35 * n

    def rule(self) -> None:
        self._room(8)
        self.c.setLineWidth(0.6)
        self.c.line(self.left, self.y + 4, self.right, self.y + 4)
        self.y -= 8

    def table(self, rows: list[list[str]], widths: list[float], *tags: Tag, font: str | None = None,
              size: float | None = None, grid: bool = True) -> None:
        """A ruled table, kept on one page; tags name the page the table is on."""
        fn, sz = font or self.fontname, size or self.size
        rh = sz * 1.6
        self._room(rh * len(rows) + 4)
        x0 = self.left
        top = self.y + sz
        for r, row in enumerate(rows):
            x = x0
            self.c.setFont(fn, sz)
            for cell, wd in zip(row, widths):
                self.c.drawString(x + 3, self.y, cell)
                x += wd
            self.y -= rh
        if grid:
            self.c.setLineWidth(0.5)
            bottom = self.y + sz
            self.c.rect(x0, bottom, sum(widths), top - bottom + 2)
            self.c.line(x0, top - rh + 2, x0 + sum(widths), top - rh + 2)
            x = x0
            for wd in widths[:-1]:
                x += wd
                self.c.line(x, bottom, x, top + 2)
        self.tag(" | ".join(" ".join(r) for r in rows), *tags)
        self.y -= sz * 0.8

    def box(self, x: float, y: float, w: float, h: float) -> None:
        self.c.setLineWidth(0.8)
        self.c.rect(x, y, w, h)

    def save(self) -> Path:
        self.c.showPage()
        self.c.save()
        return self.path
