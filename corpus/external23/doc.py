"""A small page writer that records, while drawing, where each fact, exhibit and statement lands.

Every author in this set draws through :class:`Doc`, so the truth file can never claim a
fact that no page carries: the tag is recorded on the page the words are drawn on.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any, Iterable, Sequence

from reportlab.lib.pagesizes import letter
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas

from corpus.truth import Location, Recorder

Tag = tuple[str, str, Any]
LETTER = letter
TABLOID = (1224.0, 792.0)  # 17 x 11 in, landscape: the reduced set
FULL = (2592.0, 1728.0)  # 36 x 24 in, landscape: the full-size set


def F(name: str, value: Any) -> Tag:
    return ("fact", name, value)


def E(ident: str) -> Tag:
    return ("exhibit", ident, None)


def S(ident: str) -> Tag:
    return ("statement", ident, None)


class Pkg:
    """One package folder: its files and the recorder of what they state."""

    def __init__(self, root: Path, pid: str) -> None:
        self.dir = Path(root) / pid
        if self.dir.exists():  # a rebuild starts clean, so no stale file joins the package
            shutil.rmtree(self.dir)
        self.dir.mkdir(parents=True, exist_ok=True)
        self.id = pid
        self.rec = Recorder()
        self.files: list[str] = []

    def doc(self, name: str, pagesize: tuple[float, float] = LETTER, font: str = "Helvetica",
            size: float = 10.0, margin: float = 54.0) -> "Doc":
        self.files.append(name)
        return Doc(self, name, pagesize, font, size, margin)


class Doc:
    """Flowing text and tables on reportlab pages, top to bottom, with truth tags."""

    def __init__(self, pkg: Pkg, name: str, pagesize: tuple[float, float], font: str, size: float,
                 margin: float) -> None:
        self.pkg, self.name = pkg, name
        self.w, self.h = pagesize
        self.font, self.size, self.margin = font, size, margin
        path = pkg.dir / name
        path.parent.mkdir(parents=True, exist_ok=True)
        self.c = canvas.Canvas(str(path), pagesize=pagesize, invariant=1)
        self.c.setTitle(name)
        self.page = 1
        self.y = self.h - margin
        self.footer: str | None = None

    # -- truth -------------------------------------------------------------------------------
    def tag(self, tags: Iterable[Tag], text: str) -> None:
        tags = list(tags)
        if tags:
            self.pkg.rec.tag(tags, Location(file=self.name, page=self.page, text=text[:240]))

    # -- layout ------------------------------------------------------------------------------
    def new_page(self) -> None:
        if self.footer:
            self.c.setFont(self.font, max(7.0, self.size - 2))
            self.c.drawString(self.margin, self.margin / 2, f"{self.footer}   Page {self.page}")
        self.c.showPage()
        self.page += 1
        self.y = self.h - self.margin

    def need(self, height: float) -> None:
        if self.y - height < self.margin:
            self.new_page()

    def gap(self, h: float = 6.0) -> None:
        self.y -= h

    def text(self, s: str, tags: Sequence[Tag] = (), size: float | None = None, font: str | None = None,
             indent: float = 0.0, x: float | None = None, width: float | None = None) -> None:
        size = size or self.size
        font = font or self.font
        left = (self.margin if x is None else x) + indent
        avail = (width or (self.w - self.margin - left))
        lines = _wrap(s, font, size, avail)
        self.need(size * 1.3)
        self.tag(tags, s)
        for ln in lines:
            self.need(size * 1.3)
            self.c.setFont(font, size)
            self.c.drawString(left, self.y - size, ln)
            self.y -= size * 1.3

    def heading(self, s: str, size: float | None = None, tags: Sequence[Tag] = ()) -> None:
        self.gap(4)
        self.text(s, tags=tags, size=size or self.size + 3, font=_bold(self.font))
        self.gap(2)

    def table(self, headers: Sequence[str], rows: Sequence[Sequence[Any]], widths: Sequence[float] | None = None,
              row_tags: dict[int, Sequence[Tag]] | None = None, size: float | None = None,
              tags: Sequence[Tag] = (), x: float | None = None, repeat_header: bool = True) -> None:
        """Rows may run onto the next page; the header is repeated there, as printers do."""
        size = size or self.size - 1
        left = self.margin if x is None else x
        total = self.w - self.margin - left
        widths = list(widths or [total / len(headers)] * len(headers))
        scale = total / sum(widths) if sum(widths) > total else 1.0
        widths = [w * scale for w in widths]
        lh = size * 1.45

        def draw_row(cells: Sequence[Any], bold: bool = False) -> None:
            cx = left
            self.c.setFont(_bold(self.font) if bold else self.font, size)
            for cell, w in zip(cells, widths):
                self.c.drawString(cx + 2, self.y - size, _fit(str(cell), self.c._fontname, size, w - 4))
                cx += w
            self.c.setLineWidth(0.4)
            self.c.line(left, self.y - lh + 2, left + sum(widths), self.y - lh + 2)
            self.y -= lh

        self.need(lh * 2)
        self.tag(tags, " | ".join(headers))
        draw_row(headers, bold=True)
        for i, row in enumerate(rows):
            if self.y - lh < self.margin:
                self.new_page()
                if repeat_header:
                    draw_row(headers, bold=True)
            self.tag((row_tags or {}).get(i, ()), " | ".join(str(c) for c in row))
            draw_row(row)
        self.gap(4)

    def box(self, x: float, y: float, w: float, h: float) -> None:
        self.c.setLineWidth(0.8)
        self.c.rect(x, y, w, h)

    def save(self) -> None:
        if self.footer:
            self.c.setFont(self.font, max(7.0, self.size - 2))
            self.c.drawString(self.margin, self.margin / 2, f"{self.footer}   Page {self.page}")
        self.c.showPage()
        self.c.save()


def _bold(font: str) -> str:
    return {"Helvetica": "Helvetica-Bold", "Times-Roman": "Times-Bold", "Courier": "Courier-Bold"}.get(font, font)


def _fit(s: str, font: str, size: float, width: float) -> str:
    while s and stringWidth(s, font, size) > width:
        s = s[:-1]
    return s


def _wrap(s: str, font: str, size: float, width: float) -> list[str]:
    out: list[str] = []
    line = ""
    for word in s.split(" "):
        trial = f"{line} {word}" if line else word
        if stringWidth(trial, font, size) <= width or not line:
            line = trial
        else:
            out.append(line)
            line = word
    out.append(line)
    return out
