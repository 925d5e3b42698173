"""Drawing with a memory: every line put on a page can say which truth it carries.

A package's truth is recorded while its pages are drawn, so the truth file holds only
what some page really says, at the page it says it on.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable, Sequence

from reportlab.pdfgen import canvas

from corpus.truth import Location, Recorder

Tag = tuple[str, str, Any]

ARCH_D = (36 * 72.0, 24 * 72.0)     # 24 x 36 in, landscape
ANSI_D = (34 * 72.0, 22 * 72.0)     # 22 x 34 in, landscape
TABLOID = (17 * 72.0, 11 * 72.0)    # 11 x 17 in, landscape
LETTER = (8.5 * 72.0, 11 * 72.0)


def ex(ident: str) -> Tag:
    return ("exhibit", ident, None)


def st(ident: str) -> Tag:
    return ("statement", ident, None)


def fa(name: str, value: Any) -> Tag:
    return ("fact", name, value)


class Doc:
    """One PDF file; coordinates are measured from the top-left corner, in points.

    ``record`` False draws without recording, for the reduced copy of a plan set whose
    facts are already recorded from the full-size sheets.
    """

    def __init__(self, rec: Recorder, folder: Path, name: str, size: tuple[float, float],
                 record: bool = True, scale: float = 1.0) -> None:
        self.rec, self.name, self.size, self.record, self.scale = rec, name, size, record, scale
        self.c = canvas.Canvas(str(folder / name), pagesize=size, invariant=1)
        self.c.setTitle(name)
        self.page = 0
        self.font = "Helvetica"

    def new_page(self) -> None:
        if self.page:
            self.c.showPage()
        self.page += 1
        if self.scale != 1.0:
            self.c.scale(self.scale, self.scale)

    @property
    def width(self) -> float:
        return self.size[0] / self.scale

    @property
    def height(self) -> float:
        return self.size[1] / self.scale

    def tag(self, tags: Iterable[Tag], text: str) -> None:
        if self.record and tags:
            self.rec.tag(list(tags), Location(file=self.name, page=self.page, text=text[:200]))

    def text(self, x: float, y: float, s: str, size: float = 9, bold: bool = False,
             tags: Iterable[Tag] = (), font: str | None = None) -> None:
        base = font or self.font
        name = base + ("-Bold" if bold else "") if base in ("Helvetica", "Courier") else base
        if base == "Times-Roman" and bold:
            name = "Times-Bold"
        self.c.setFont(name, size)
        self.c.drawString(x, self.height - y, s)
        self.tag(tags, s)

    def para(self, x: float, y: float, lines: Sequence[str | tuple[str, Sequence[Tag]]], size: float = 9,
             lead: float | None = None, bold: bool = False) -> float:
        lead = lead or size * 1.35
        for item in lines:
            s, tags = (item, ()) if isinstance(item, str) else item
            self.text(x, y, s, size, bold=bold, tags=tags)
            y += lead
        return y

    def rect(self, x: float, y: float, w: float, h: float, width: float = 0.8) -> None:
        self.c.setLineWidth(width)
        self.c.rect(x, self.height - y - h, w, h)

    def hline(self, x0: float, x1: float, y: float, width: float = 0.5) -> None:
        self.c.setLineWidth(width)
        self.c.line(x0, self.height - y, x1, self.height - y)

    def table(self, x: float, y: float, widths: Sequence[float], rows: Sequence[Sequence[str]],
              size: float = 8, tags: dict[int, Sequence[Tag]] | None = None, head: int = 1,
              title: str = "", title_tags: Sequence[Tag] = ()) -> float:
        """A ruled table; ``tags`` maps a row index to the truth that row carries."""
        tags = tags or {}
        if title:
            self.text(x, y, title, size + 1.5, bold=True, tags=title_tags)
            y += size + 6
        rowh = size * 1.8
        total = sum(widths)
        self.hline(x, x + total, y, 0.9)
        for i, row in enumerate(rows):
            cx = x
            for j, cell in enumerate(row):
                self.text(cx + 3, y + rowh - size * 0.55, cell, size, bold=i < head)
                cx += widths[j]
            self.tag(tags.get(i, ()), " | ".join(row))
            y += rowh
            self.hline(x, x + total, y, 0.9 if i + 1 == head else 0.4)
        self.c.setLineWidth(0.6)
        cx = x
        top = self.height - (y - rowh * len(rows))
        for w in [0, *widths]:
            cx += w
            self.c.line(cx, top, cx, self.height - y)
        return y + 6

    def save(self) -> None:
        self.c.showPage()
        self.c.save()
