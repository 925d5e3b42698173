"""Drawing pages and recording, on the very page drawn, what each line states.

Every line that states a fact, shows an exhibit or demonstrates a narrative criterion is
drawn through :class:`Doc` with its tags, so the truth can only hold what some page
carries. Canvases are built with ``invariant=1`` so the same build gives the same bytes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable

from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

from corpus.truth import Location, Recorder

Tag = tuple[str, str, Any]
LETTER = letter
TABLOID = (17 * 72.0, 11 * 72.0)  # 11 x 17 landscape: the reduced set
ARCH_D = (36 * 72.0, 24 * 72.0)  # 24 x 36 landscape: the full-size set
ANSI_D = (34 * 72.0, 22 * 72.0)  # 22 x 34 landscape


def F(name: str, value: Any) -> Tag:
    return ("fact", name, value)


def X(ident: str) -> Tag:
    return ("exhibit", ident, None)


def S(ident: str) -> Tag:
    return ("statement", ident, None)


class Doc:
    """One PDF file of a package: a cursor that writes lines and records their tags."""

    def __init__(self, rec: Recorder, folder: Path, name: str, pagesize: tuple[float, float] = LETTER,
                 font: str = "Helvetica", size: float = 10.0, margin: float = 64.0,
                 header: str = "", footer: str = "") -> None:
        self.rec, self.name, self.pagesize = rec, name, pagesize
        self.font, self.bold = font, {"Helvetica": "Helvetica-Bold", "Times-Roman": "Times-Bold",
                                      "Courier": "Courier-Bold"}.get(font, "Helvetica-Bold")
        self.size, self.margin = size, margin
        self.c = Canvas(str(folder / name), pagesize=pagesize, invariant=1)
        self.c.setTitle(name)
        self.page = 1
        self.y = pagesize[1] - margin
        self.header, self.footer = header, footer
        self._decorate()

    # -- recording -------------------------------------------------------------------------------
    def tag(self, text: str, tags: Iterable[Tag]) -> None:
        tags = list(tags)
        if tags:
            self.rec.tag(tags, Location(file=self.name, page=self.page, text=text[:240]))

    # -- pages -------------------------------------------------------------------------------------
    def _decorate(self) -> None:
        w, h = self.pagesize
        if self.header:
            self.c.setFont(self.font, 8)
            self.c.drawString(self.margin, h - 30, self.header)
        if self.footer:
            self.c.setFont(self.font, 8)
            self.c.drawCentredString(w / 2, 28, self.footer.replace("{page}", str(self.page)))

    def new_page(self) -> None:
        self.c.showPage()
        self.page += 1
        self.y = self.pagesize[1] - self.margin
        self._decorate()

    def need(self, height: float) -> None:
        if self.y - height < self.margin:
            self.new_page()

    def space(self, pts: float = 6) -> None:
        self.y -= pts

    # -- text ----------------------------------------------------------------------------------------
    def line(self, text: str, *tags: Tag, bold: bool = False, size: float | None = None, x: float | None = None,
             center: bool = False) -> None:
        size = size or self.size
        self.need(size * 1.4)
        self.c.setFont(self.bold if bold else self.font, size)
        if center:
            self.c.drawCentredString(self.pagesize[0] / 2, self.y, text)
        else:
            self.c.drawString(self.margin if x is None else x, self.y, text)
        self.tag(text, tags)
        self.y -= size * 1.4

    def para(self, text: str, *tags: Tag, size: float | None = None, bold: bool = False, indent: float = 0) -> None:
        """A wrapped paragraph; its tags are recorded on the page where it starts."""
        size = size or self.size
        width = self.pagesize[0] - 2 * self.margin - indent
        lines = simpleSplit(text, self.bold if bold else self.font, size, width)
        self.need(size * 1.35 * min(len(lines), 3))
        self.tag(text, tags)
        for ln in lines:
            self.need(size * 1.35)
            self.c.setFont(self.bold if bold else self.font, size)
            self.c.drawString(self.margin + indent, self.y, ln)
            self.y -= size * 1.35
        self.y -= size * 0.5

    def heading(self, text: str, *tags: Tag, size: float | None = None) -> None:
        self.space(4)
        self.line(text, *tags, bold=True, size=size or self.size + 2)
        self.space(2)

    def table(self, rows: list[list[str]], widths: list[float], tags: list[list[Tag]] | None = None,
              size: float | None = None, header: bool = True, grid: bool = True) -> None:
        """Rows of cells; ``tags[i]`` are recorded with row ``i``'s text on the row's page."""
        size = size or self.size - 1
        step = size * 1.6
        x0 = self.margin
        for i, row in enumerate(rows):
            self.need(step)
            x = x0
            font = self.bold if header and i == 0 else self.font
            self.c.setFont(font, size)
            for cell, w in zip(row, widths):
                self.c.drawString(x + 3, self.y, cell)
                x += w
            if grid:
                self.c.setLineWidth(0.4)
                self.c.rect(x0, self.y - size * 0.5, sum(widths), step, stroke=1, fill=0)
            if tags and i < len(tags) and tags[i]:
                self.tag(" | ".join(row), tags[i])
            self.y -= step
        self.y -= size * 0.6

    def save(self) -> str:
        self.c.save()
        return self.name
