"""A page writer that records, while drawing, which fact/exhibit/statement landed where.

The truth of a package is taken from what was drawn (via :class:`corpus.truth.Recorder`),
so a value that never reaches a page can never become a "fact" of the truth file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Sequence

from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

from corpus.truth import Location, Recorder

Tag = tuple[str, str, Any]  # ("fact"|"exhibit"|"statement", id, value)

SQFT_PER_AC = 43560.0


def sf(acres: float) -> int:
    """Square feet of an area given in acres, as an author would print it."""
    return int(round(acres * SQFT_PER_AC))


def F(name: str, value: Any) -> Tag:
    return ("fact", name, value)


def X(ident: str) -> Tag:
    return ("exhibit", ident, None)


def S(ident: str) -> Tag:
    return ("statement", ident, None)


class Writer:
    """One PDF file drawn top to bottom; each block may carry tags for the truth."""

    def __init__(self, root: Path, name: str, rec: Recorder, *, pagesize: tuple[float, float] = letter,
                 font: str = "Helvetica", size: float = 10.0, margin: float = 72.0,
                 header: str = "", footer: str = "", draw_to: str | None = None) -> None:
        self.name, self.rec, self.pagesize = name, rec, pagesize
        self.font, self.size, self.margin = font, size, margin
        self.header, self.footer = header, footer
        path = Path(root) / (draw_to or name)  # a scan is drawn elsewhere, then imaged under ``name``
        path.parent.mkdir(parents=True, exist_ok=True)
        self.canvas = Canvas(str(path), pagesize=pagesize, invariant=1)
        self.canvas.setTitle(name)
        self.page = 1
        self._start_page()

    # -- layout ---------------------------------------------------------------------------
    @property
    def width(self) -> float:
        return self.pagesize[0] - 2 * self.margin

    def _start_page(self) -> None:
        self.y = self.pagesize[1] - self.margin
        c = self.canvas
        if self.header:
            c.setFont(self.font, 8)
            c.drawString(self.margin, self.pagesize[1] - self.margin / 2, self.header)
        if self.footer:
            c.setFont(self.font, 8)
            c.drawString(self.margin, self.margin / 2, f"{self.footer}   Page {self.page}")

    def new_page(self) -> None:
        self.canvas.showPage()
        self.page += 1
        self._start_page()

    def _room(self, height: float) -> None:
        if self.y - height < self.margin:
            self.new_page()

    def _tag(self, tags: Sequence[Tag], text: str) -> None:
        if tags:
            self.rec.tag(list(tags), Location(file=self.name, page=self.page, text=text[:240]))

    # -- blocks ---------------------------------------------------------------------------
    def heading(self, text: str, size: float | None = None, tags: Sequence[Tag] = (), gap: float = 6) -> None:
        size = size or self.size + 3
        self._room(size * 2.5)
        self.y -= size + gap
        self.canvas.setFont(_bold(self.font), size)
        self.canvas.drawString(self.margin, self.y, text)
        self.y -= size * 0.5
        self._tag(tags, text)

    def para(self, text: str, tags: Sequence[Tag] = (), indent: float = 0, size: float | None = None,
             gap: float = 5) -> None:
        size = size or self.size
        lines = simpleSplit(text, self.font, size, self.width - indent)
        lead = size * 1.3
        self._room(min(len(lines), 3) * lead + gap)
        self.y -= gap
        self._tag(tags, text)  # recorded on the page where the block starts
        self.canvas.setFont(self.font, size)
        for line in lines:
            if self.y - lead < self.margin:
                self.new_page()
                self.canvas.setFont(self.font, size)
            self.y -= lead
            self.canvas.drawString(self.margin + indent, self.y, line)

    def bullets(self, items: Sequence[str], tags: Sequence[Tag] = (), mark: str = "-") -> None:
        self._tag(tags, "; ".join(items))
        for item in items:
            self.para(f"{mark} {item}", indent=12, gap=1)

    def table(self, rows: Sequence[Sequence[str]], widths: Sequence[float], tags: Sequence[Tag] = (),
              size: float | None = None, rule: bool = True) -> None:
        size = size or self.size - 1
        lead = size * 1.5
        self._room(lead * min(len(rows), 4) + 8)
        self.y -= 6
        self._tag(tags, " | ".join(" ".join(r) for r in rows[:4]))
        c = self.canvas
        for i, row in enumerate(rows):
            if self.y - lead < self.margin:
                self.new_page()
            self.y -= lead
            x = self.margin
            c.setFont(_bold(self.font) if i == 0 else self.font, size)
            for col, (cell, w) in enumerate(zip(row, widths)):
                numeric = cell[:1].isdigit() or (cell[:1] in ("-", "+", "(") and any(ch.isdigit() for ch in cell))
                if col > 0 and numeric:
                    c.drawRightString(x + w - 4, self.y, cell)
                else:
                    c.drawString(x + 2, self.y, cell)
                x += w
            if rule and i == 0:
                c.line(self.margin, self.y - 3, self.margin + sum(widths), self.y - 3)

    def space(self, points: float) -> None:
        self.y -= points

    def close(self) -> None:
        self.canvas.showPage()
        self.canvas.save()


def _bold(font: str) -> str:
    return {"Helvetica": "Helvetica-Bold", "Times-Roman": "Times-Bold", "Courier": "Courier-Bold"}.get(font, font)
