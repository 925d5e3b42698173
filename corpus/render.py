"""Drawing flowing report pages (letter size) with reportlab, recording where things land.

Voices speak in blocks (headings, paragraphs, label/value lines, tables, check boxes);
:class:`DocWriter` lays them out top to bottom, breaks pages, and tells the
:class:`~corpus.truth.Recorder` the file and page of every tagged block, so the truth
points at the page a reviewer would open. Canvases are ``invariant`` so a seed always
gives the same bytes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable, Sequence

from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

from corpus.truth import Location, Recorder

Tag = tuple[str, str, Any]  # ("fact"|"exhibit"|"statement", id, value)


class DocWriter:
    """One PDF of letter (or other portrait) pages filled with flowing blocks."""

    def __init__(
        self,
        path: Path,
        rel: str,
        recorder: Recorder,
        *,
        pagesize: tuple[float, float] = letter,
        font: str = "Helvetica",
        bold: str = "Helvetica-Bold",
        size: float = 10.0,
        margin: float = 64.0,
        header: str = "",
        footer: str = "Page {n}",
    ) -> None:
        self.path = Path(path)
        self.rel = rel
        self.rec = recorder
        self.w, self.h = pagesize
        self.font, self.bold, self.size = font, bold, size
        self.margin = margin
        self.header, self.footer = header, footer
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.c = canvas.Canvas(str(self.path), pagesize=pagesize, invariant=1)
        self.page = 1
        self.y = self.h - margin
        self._fresh = True
        self._decorate()

    # -- page mechanics -------------------------------------------------------------
    def _decorate(self) -> None:
        c = self.c
        if self.header:
            c.setFont(self.font, 8)
            c.drawString(self.margin, self.h - 36, self.header)
            c.setLineWidth(0.5)
            c.line(self.margin, self.h - 40, self.w - self.margin, self.h - 40)
        if self.footer:
            c.setFont(self.font, 8)
            c.drawRightString(self.w - self.margin, 30, self.footer.format(n=self.page))

    def new_page(self) -> None:
        if self._fresh:
            return
        self.c.showPage()
        self.page += 1
        self.y = self.h - self.margin
        self._fresh = True
        self._decorate()

    def _need(self, height: float) -> None:
        if self.y - height < self.margin:
            self.new_page()

    def _where(self, text: str) -> Location:
        return Location(file=self.rel, page=self.page, text=" ".join(text.split())[:240])

    def _tag(self, tags: Iterable[Tag], text: str) -> None:
        tags = list(tags)
        if tags:
            self.rec.tag(tags, self._where(text))

    def space(self, pts: float = 8.0) -> None:
        self.y -= pts

    # -- blocks -----------------------------------------------------------------------
    def heading(self, text: str, level: int = 1, tags: Iterable[Tag] = ()) -> None:
        size = {1: self.size + 4, 2: self.size + 2, 3: self.size + 1}.get(level, self.size)
        self._need(size * 3)
        self.y -= size * 0.6
        self.c.setFont(self.bold, size)
        self.c.drawString(self.margin, self.y - size, text)
        self._tag(tags, text)
        self.y -= size * 1.8
        self._fresh = False

    def para(self, text: str, tags: Iterable[Tag] = (), indent: float = 0.0, size: float | None = None) -> None:
        size = size or self.size
        lead = size * 1.35
        width = self.w - 2 * self.margin - indent
        lines = simpleSplit(text, self.font, size, width)
        self._need(min(len(lines), 3) * lead)
        self._tag(tags, text)
        self.c.setFont(self.font, size)
        for line in lines:
            self._need(lead)
            self.c.setFont(self.font, size)
            self.c.drawString(self.margin + indent, self.y - size, line)
            self.y -= lead
            self._fresh = False
        self.y -= size * 0.6

    def bullets(self, items: Sequence[str], tags: Iterable[Tag] = (), mark: str = "\u2022") -> None:
        self._need(self.size * 2)
        self._tag(tags, "; ".join(items))
        for item in items:
            lines = simpleSplit(item, self.font, self.size, self.w - 2 * self.margin - 18)
            for i, line in enumerate(lines):
                self._need(self.size * 1.35)
                self.c.setFont(self.font, self.size)
                if i == 0:
                    self.c.drawString(self.margin + 4, self.y - self.size, mark)
                self.c.drawString(self.margin + 18, self.y - self.size, line)
                self.y -= self.size * 1.35
                self._fresh = False
        self.y -= self.size * 0.6

    def kv(self, label: str, value: str, tags: Iterable[Tag] = (), *, sep: str = ":", col: float | None = None,
           underline: bool = False) -> None:
        """A label and its value: on one run (``Label: value``) or in two columns (a form)."""
        lead = self.size * 1.6
        self._need(lead)
        self.c.setFont(self.font, self.size)
        if col is None:
            text = f"{label}{sep} {value}"
            self.c.drawString(self.margin, self.y - self.size, text)
        else:
            text = f"{label}{sep} {value}"
            self.c.drawString(self.margin, self.y - self.size, f"{label}{sep}")
            self.c.drawString(self.margin + col, self.y - self.size, value)
            if underline:
                self.c.setLineWidth(0.4)
                self.c.line(self.margin + col - 2, self.y - self.size - 2, self.w - self.margin, self.y - self.size - 2)
        self._tag(tags, text)
        self.y -= lead
        self._fresh = False

    def table(
        self,
        header: Sequence[str],
        rows: Sequence[Sequence[str]],
        *,
        widths: Sequence[float] | None = None,
        tags: Iterable[Tag] = (),
        grid: bool = True,
        title: str | None = None,
        font: str | None = None,
        size: float | None = None,
        row_tags: Sequence[Iterable[Tag]] | None = None,
    ) -> None:
        font = font or self.font
        size = size or (self.size - 1)
        total = self.w - 2 * self.margin
        n = len(header)
        widths = list(widths) if widths else [total / n] * n
        scale = total / sum(widths)
        widths = [w * scale for w in widths]
        lead = size * 1.7
        self._need(lead * (min(len(rows), 4) + 2 + (1 if title else 0)))
        if title:
            self.c.setFont(self.bold, size + 1)
            self.c.drawString(self.margin, self.y - size - 1, title)
            self.y -= lead
        all_text = " | ".join(header) + " / " + " / ".join(" | ".join(r) for r in rows)
        self._tag(tags, (title + ": " if title else "") + all_text)
        self._row(header, widths, self.bold, size, lead, grid, top=True)
        for i, row in enumerate(rows):
            self._need(lead)
            if row_tags is not None:
                self._tag(row_tags[i], " | ".join(row))
            self._row(row, widths, font, size, lead, grid)
        self.y -= size

    def _row(self, cells: Sequence[str], widths: Sequence[float], font: str, size: float, lead: float, grid: bool,
             top: bool = False) -> None:
        c = self.c
        x = self.margin
        c.setFont(font, size)
        if grid:
            c.setLineWidth(0.5)
            if top:
                c.line(self.margin, self.y, self.margin + sum(widths), self.y)
            c.line(self.margin, self.y - lead, self.margin + sum(widths), self.y - lead)
        for cell, w in zip(cells, widths):
            c.drawString(x + 4, self.y - lead + (lead - size) / 2 + 1.5, cell)
            if grid:
                c.line(x, self.y, x, self.y - lead)
            x += w
        if grid:
            c.line(x, self.y, x, self.y - lead)
        self.y -= lead
        self._fresh = False

    def checkboxes(self, options: Sequence[tuple[str, bool]], *, columns: int = 2, mark: str = "X",
                   tags: Iterable[Tag] = (), title: str | None = None) -> None:
        """Form check boxes; a checked box carries ``mark`` drawn inside (text) or a tick (``mark=''``)."""
        lead = self.size * 1.8
        rows = (len(options) + columns - 1) // columns
        self._need(lead * (rows + 1))
        if title:
            self.c.setFont(self.bold, self.size)
            self.c.drawString(self.margin, self.y - self.size, title)
            self.y -= lead
        self._tag(tags, "; ".join(t for t, on in options if on) or (title or ""))
        colw = (self.w - 2 * self.margin) / columns
        c = self.c
        for i, (text, on) in enumerate(options):
            r, k = divmod(i, columns)
            x = self.margin + k * colw
            y = self.y - r * lead
            c.setLineWidth(0.7)
            c.rect(x, y - self.size - 1, self.size, self.size)
            if on:
                if mark:
                    c.setFont("Helvetica-Bold", self.size - 1)
                    c.drawCentredString(x + self.size / 2, y - self.size + 1, mark)
                else:
                    c.setLineWidth(1.4)
                    c.line(x + 2, y - self.size / 2 - 1, x + self.size / 2, y - self.size + 1)
                    c.line(x + self.size / 2, y - self.size + 1, x + self.size + 2, y + 1)
            c.setFont(self.font, self.size)
            c.drawString(x + self.size + 6, y - self.size, text)
        self.y -= rows * lead + self.size * 0.5
        self._fresh = False

    def signature(self, name: str, title: str, date: str) -> None:
        self._need(self.size * 6)
        c = self.c
        self.y -= self.size * 2
        c.setLineWidth(0.5)
        c.line(self.margin, self.y, self.margin + 200, self.y)
        c.setFont(self.font, self.size)
        c.drawString(self.margin, self.y - self.size - 2, name)
        c.drawString(self.margin, self.y - 2 * self.size - 4, title)
        c.drawString(self.margin + 260, self.y - self.size - 2, date)
        self.y -= 3 * self.size + 8
        self._fresh = False

    def close(self) -> int:
        self.c.showPage()
        self.c.save()
        return self.page
