"""A small page writer that records, as it draws, where each fact, exhibit and statement lands.

The truth of a package must come from what the pages carry, so every paragraph, table row
or plan note that states something Rule N cares about is drawn together with its tags,
and the tag is recorded at the page the words actually fell on.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

from corpus.truth import Location, Recorder

Tag = tuple  # ("fact", name, value) | ("exhibit", id) | ("statement", id)

TABLOID = (11 * 72, 17 * 72)
LEDGER = (17 * 72, 11 * 72)
ARCH_D = (36 * 72, 24 * 72)
ANSI_D = (34 * 72, 22 * 72)


def fact(name: str, value: Any) -> Tag:
    return ("fact", name, value)


def exhibit(ident: str) -> Tag:
    return ("exhibit", ident, None)


def statement(ident: str) -> Tag:
    return ("statement", ident, None)


class Doc:
    """One PDF file of a package: flowing text pages, tables and plan sheets.

    ``font``/``bold`` and ``header`` give each author their own look; the page a tag lands
    on is the page the first line of its words was drawn on.
    """

    def __init__(self, pkg: "Package", name: str, *, size: tuple[float, float] = letter,
                 font: str = "Helvetica", bold: str = "Helvetica-Bold", body: float = 10.0,
                 margin: float = 72, header: str = "", footer: str = "") -> None:
        self.pkg, self.name = pkg, name
        self.path = pkg.root / name
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.c = canvas.Canvas(str(self.path), pagesize=size, invariant=1)
        self.size, self.font, self.bold, self.body, self.margin = size, font, bold, body, margin
        self.header, self.footer = header, footer
        self.page = 1
        self.y = 0.0
        self._fresh = True
        self._start_page()
        pkg.files.append(name)

    # ---- page mechanics -------------------------------------------------------------
    def _start_page(self) -> None:
        w, h = self.size
        self.y = h - self.margin
        if self.header:
            self.c.setFont(self.font, 8)
            self.c.drawString(self.margin, h - self.margin / 2, self.header)
        if self.footer:
            self.c.setFont(self.font, 8)
            self.c.drawRightString(w - self.margin, self.margin / 2, f"{self.footer} {self.page}")
        self._fresh = True

    def new_page(self, size: tuple[float, float] | None = None) -> None:
        self.c.showPage()
        if size is not None:
            self.size = size
            self.c.setPageSize(size)
        self.page += 1
        self._start_page()

    def _need(self, height: float) -> None:
        if self.y - height < self.margin and not self._fresh:
            self.new_page()

    def _record(self, tags: tuple[Tag, ...], text: str) -> None:
        where = Location(file=self.name, page=self.page, text=text[:200])
        self.pkg.rec.tag([(t[0], t[1], t[2] if len(t) > 2 else None) for t in tags], where)

    # ---- content ----------------------------------------------------------------------
    def h(self, text: str, size: float = 13, *tags: Tag, gap: float = 6) -> None:
        self._need(size * 2.4)
        self.c.setFont(self.bold, size)
        self.c.drawString(self.margin, self.y - size, text)
        self._record(tags, text)
        self.y -= size * 1.4 + gap
        self._fresh = False

    def p(self, text: str, *tags: Tag, size: float | None = None, indent: float = 0,
          font: str | None = None, gap: float = 6) -> None:
        size = size or self.body
        font = font or self.font
        width = self.size[0] - 2 * self.margin - indent
        lines = simpleSplit(text, font, size, width) or [""]
        lead = size * 1.3
        self._need(lead * min(len(lines), 3))
        self._record(tags, text)
        self.c.setFont(font, size)
        for line in lines:
            if self.y - lead < self.margin:
                self.new_page()
                self.c.setFont(font, size)
            self.c.drawString(self.margin + indent, self.y - size, line)
            self.y -= lead
        self.y -= gap
        self._fresh = False

    def table(self, rows: list[list[str]], widths: list[float], *tags: Tag, size: float = 9,
              header_rows: int = 1, grid: bool = True) -> None:
        lead = size * 1.6
        self._need(lead * min(len(rows), 4))
        self._record(tags, " | ".join(" ".join(r) for r in rows)[:200])
        x0 = self.margin
        for i, row in enumerate(rows):
            if self.y - lead < self.margin:
                self.new_page()
            self.c.setFont(self.bold if i < header_rows else self.font, size)
            x = x0
            for cell, w in zip(row, widths):
                self.c.drawString(x + 3, self.y - size - 2, cell)
                if grid:
                    self.c.rect(x, self.y - lead, w, lead, stroke=1, fill=0)
                x += w
            self.y -= lead
        self.y -= 8
        self._fresh = False

    def gap(self, points: float) -> None:
        self.y -= points

    def save(self) -> None:
        self.c.showPage()
        self.c.save()

    # ---- plan sheets ------------------------------------------------------------------
    def sheet(self, number: str, title: str, notes: list[tuple[str, tuple[Tag, ...]]], *,
              firm: str, project: str, revs: list[str] = (), pe: str | None = None,
              first: bool = False, stamp_tags: tuple[Tag, ...] = (), size: float = 11) -> None:
        """A drawn plan sheet: border, notes, revision block and title block with the PE stamp."""
        if not first:
            self.new_page()
        w, h = self.size
        c = self.c
        c.rect(24, 24, w - 48, h - 48)
        tb_w = min(260.0, w * 0.28)
        c.rect(w - 24 - tb_w, 24, tb_w, h - 48)
        tx = w - 24 - tb_w + 10
        c.setFont(self.bold, 10)
        c.drawString(tx, h - 50, firm)
        c.setFont(self.font, 8)
        for i, line in enumerate(simpleSplit(project, self.font, 8, tb_w - 20)):
            c.drawString(tx, h - 66 - 10 * i, line)
        c.setFont(self.bold, 9)
        c.drawString(tx, h - 120, "REVISIONS")
        c.setFont(self.font, 7)
        for i, rev in enumerate(revs):
            c.drawString(tx, h - 134 - 10 * i, rev)
        ty = 200
        if pe:
            c.setFont(self.font, 6.5)
            for i, line in enumerate(simpleSplit(pe, self.font, 6.5, tb_w - 20)):
                c.drawString(tx, ty + 70 - 8 * i, line)
            self._record(stamp_tags, pe)
        c.setFont(self.bold, 14)
        c.drawString(tx, 60, number)
        c.setFont(self.bold, 9)
        for i, line in enumerate(simpleSplit(title, self.bold, 9, tb_w - 20)):
            c.drawString(tx, 110 - 11 * i, line)
        # the drawing field: a few schematic strokes, then the notes
        c.setLineWidth(0.4)
        fx1 = w - 24 - tb_w - 20
        for k in range(6):
            c.line(60 + 30 * k, 120 + 25 * k, fx1 - 40 * k, h * 0.45 - 12 * k)
        c.setLineWidth(1)
        y = h - 60
        width = fx1 - 60
        c.setFont(self.bold, size + 2)
        c.drawString(60, y, title.upper())
        y -= size * 2.4
        for text, tags in notes:
            lines = simpleSplit(text, self.font, size, width * 0.6)
            self._record(tags, text)
            c.setFont(self.font, size)
            for line in lines:
                c.drawString(60, y, line)
                y -= size * 1.3
            y -= size * 0.6


class Package:
    """The files of one package and the recorder their pages feed."""

    def __init__(self, out: Path, ident: str, kind: str, seed: int, scenario: str) -> None:
        self.root = Path(out) / ident
        if self.root.exists():  # a rebuild starts clean, so no stale file survives in a package
            shutil.rmtree(self.root)
        self.root.mkdir(parents=True)
        self.id, self.kind, self.seed, self.scenario = ident, kind, seed, scenario
        self.rec = Recorder()
        self.files: list[str] = []

    def doc(self, name: str, **kw: Any) -> Doc:
        return Doc(self, name, **kw)
