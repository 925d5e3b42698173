"""Drawing pages while recording, at the page they land on, what each one states.

A package's truth must come from the pages, not from a plan of them: every fact, exhibit and
statement is tagged on the paragraph, table row or plan note that carries it, and the
:class:`~corpus.truth.Recorder` keeps the file and 1-based page where it was drawn.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable

from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

from corpus.truth import Location, Recorder

Tag = tuple[str, str, Any]

FULL = (36 * 72, 24 * 72)  # ARCH D landscape, a full-size plan sheet
HALF = (17 * 72, 11 * 72)  # 11 x 17, the reduced set
LETTER = letter


def fact(name: str, value: Any) -> Tag:
    return ("fact", name, value)


def exhibit(ident: str) -> Tag:
    return ("exhibit", ident, None)


def statement(ident: str) -> Tag:
    return ("statement", ident, None)


class Doc:
    """One PDF file of a package, written top to bottom with automatic page breaks."""

    def __init__(self, out_dir: Path, rel: str, recorder: Recorder, size=LETTER,
                 font: str = "Helvetica", bold: str = "Helvetica-Bold", margin: float = 72) -> None:
        self.rel = rel
        self.rec = recorder
        path = Path(out_dir) / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        self.c = canvas.Canvas(str(path), pagesize=size, invariant=1)
        self.c.setTitle(Path(rel).stem.replace("_", " "))
        self.size = size
        self.font, self.bold, self.margin = font, bold, margin
        self.page = 1
        self.y = size[1] - margin
        self.footer = ""

    # -- pages -------------------------------------------------------------------------------
    def new_page(self, size=None) -> None:
        self._finish_page()
        self.c.showPage()
        if size is not None:
            self.size = size
            self.c.setPageSize(size)
        self.page += 1
        self.y = self.size[1] - self.margin

    def _finish_page(self) -> None:
        if self.footer:
            self.c.setFont(self.font, 8)
            self.c.drawString(self.margin, 36, self.footer)
            self.c.drawRightString(self.size[0] - self.margin, 36, f"Page {self.page}")

    def tag(self, tags: Iterable[Tag], text: str) -> None:
        tags = list(tags)
        if tags:
            self.rec.tag(tags, Location(file=self.rel, page=self.page, text=text[:200]))

    def _room(self, needed: float) -> None:
        if self.y - needed < self.margin:
            self.new_page()

    # -- text --------------------------------------------------------------------------------
    def title(self, text: str, size: float = 16, tags: Iterable[Tag] = (), center: bool = False) -> None:
        self._room(size * 2)
        self.c.setFont(self.bold, size)
        if center:
            self.c.drawCentredString(self.size[0] / 2, self.y, text)
        else:
            self.c.drawString(self.margin, self.y, text)
        self.tag(tags, text)
        self.y -= size * 1.6

    def heading(self, text: str, size: float = 12, tags: Iterable[Tag] = ()) -> None:
        self._room(size * 4)
        self.y -= size * 0.4
        self.c.setFont(self.bold, size)
        self.c.drawString(self.margin, self.y, text)
        self.tag(tags, text)
        self.y -= size * 1.5

    def para(self, text: str, tags: Iterable[Tag] = (), size: float = 10, indent: float = 0,
             font: str | None = None) -> None:
        font = font or self.font
        width = self.size[0] - 2 * self.margin - indent
        lines = simpleSplit(text, font, size, width)
        lead = size * 1.35
        self._room(lead * min(len(lines), 40))
        self.tag(tags, text)
        self.c.setFont(font, size)
        for line in lines:
            if self.y < self.margin:
                self.new_page()
                self.c.setFont(font, size)
            self.c.drawString(self.margin + indent, self.y, line)
            self.y -= lead
        self.y -= size * 0.5

    def bullets(self, items: list[tuple[str, list[Tag]] | str], size: float = 10) -> None:
        for item in items:
            text, tags = (item, []) if isinstance(item, str) else item
            self.para("\u2022  " + text, tags=tags, size=size, indent=14)

    def table(self, rows: list[list[str]], widths: list[float], row_tags: dict[int, list[Tag]] | None = None,
              size: float = 9, header: bool = True, tags: Iterable[Tag] = ()) -> None:
        """A ruled table; ``row_tags`` tag the page of a given row (0 = header)."""
        row_tags = row_tags or {}
        lead = size * 1.7
        self._room(lead * min(len(rows), 12))
        self.tag(tags, " | ".join(rows[0]))
        x0 = self.margin
        for i, row in enumerate(rows):
            if self.y - lead < self.margin:
                self.new_page()
            font = self.bold if header and i == 0 else self.font
            self.c.setFont(font, size)
            x = x0
            for cell, w in zip(row, widths):
                self.c.drawString(x + 3, self.y - size, cell)
                x += w
            self.c.setLineWidth(0.4)
            self.c.line(x0, self.y - lead + 2, x0 + sum(widths), self.y - lead + 2)
            self.tag(row_tags.get(i, []), " | ".join(row))
            self.y -= lead
        self.y -= size * 1.8

    def space(self, pts: float = 8) -> None:
        self.y -= pts

    def signature(self, lines: list[str], tags: Iterable[Tag] = (), size: float = 10) -> None:
        self._room(size * 1.4 * (len(lines) + 3))
        self.y -= size * 2
        self.c.line(self.margin, self.y, self.margin + 200, self.y)
        self.y -= size * 1.3
        self.tag(tags, " ".join(lines))
        self.c.setFont(self.font, size)
        for line in lines:
            self.c.drawString(self.margin, self.y, line)
            self.y -= size * 1.35

    def save(self) -> None:
        self._finish_page()
        self.c.save()
