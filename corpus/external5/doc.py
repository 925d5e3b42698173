"""A flowing letter-size report writer that records on which page each tagged thing landed.

Truth must come from the page a reviewer would read, so every tagged paragraph or table is
kept whole on one page (a page break is taken first when it would not fit) and its tags are
recorded against that page.
"""

from __future__ import annotations

from typing import Any, Sequence

from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

from corpus.truth import Location, Recorder

Tag = tuple[str, str, Any]


class Style:
    """One author's typographic habits: fonts, heading form, header/footer wording."""

    def __init__(self, body: str = "Helvetica", bold: str = "Helvetica-Bold", size: float = 10.0,
                 heading: str = "{num}.0 {title}", header: str = "", footer: str = "Page {page}",
                 rule: bool = True) -> None:
        self.body, self.bold, self.size = body, bold, size
        self.heading, self.header, self.footer, self.rule = heading, header, footer, rule


class Doc:
    """Letter pages drawn top to bottom; ``tags`` land on the page the block is drawn on."""

    def __init__(self, path: str, rel: str, rec: Recorder, style: Style, pagesize=letter) -> None:
        self.c = Canvas(path, pagesize=pagesize)
        self.rel, self.rec, self.s = rel, rec, style
        self.w, self.h = pagesize
        self.margin = 72.0
        self.page = 1
        self.y = self.h - self.margin
        self._fresh = True
        self._decorate()

    # -- page handling ----------------------------------------------------------------------------
    def _decorate(self) -> None:
        c = self.c
        c.setFont(self.s.body, 8)
        if self.s.header:
            c.drawString(self.margin, self.h - 40, self.s.header)
            if self.s.rule:
                c.line(self.margin, self.h - 44, self.w - self.margin, self.h - 44)
        c.drawRightString(self.w - self.margin, 36, self.s.footer.format(page=self.page))

    def new_page(self) -> None:
        self.c.showPage()
        self.page += 1
        self.y = self.h - self.margin
        self._fresh = True
        self._decorate()

    def need(self, height: float) -> None:
        if self.y - height < self.margin and not self._fresh:
            self.new_page()

    def tag(self, tags: Sequence[Tag], text: str = "") -> None:
        if tags:
            self.rec.tag(list(tags), Location(file=self.rel, page=self.page, text=text[:200]))

    # -- blocks ------------------------------------------------------------------------------------
    def heading(self, num: Any, title: str, size: float = 13) -> None:
        self.need(50)
        self.y -= 8
        self.c.setFont(self.s.bold, size)
        self.c.drawString(self.margin, self.y, self.s.heading.format(num=num, title=title))
        self.y -= size + 8
        self._fresh = False

    def sub(self, text: str) -> None:
        self.need(40)
        self.c.setFont(self.s.bold, self.s.size + 0.5)
        self.c.drawString(self.margin, self.y, text)
        self.y -= self.s.size + 7
        self._fresh = False

    def para(self, text: str, tags: Sequence[Tag] = (), indent: float = 0, size: float | None = None,
             font: str | None = None) -> None:
        size = size or self.s.size
        font = font or self.s.body
        lines = simpleSplit(text, font, size, self.w - 2 * self.margin - indent)
        lead = size * 1.3
        self.need(lead * len(lines) + 6)
        self.tag(tags, text)
        self.c.setFont(font, size)
        for line in lines:
            self.c.drawString(self.margin + indent, self.y, line)
            self.y -= lead
        self.y -= 6
        self._fresh = False

    def bullets(self, items: Sequence[str], tags: Sequence[Tag] = ()) -> None:
        self.need(14 * min(len(items), 4))
        self.tag(tags, "; ".join(items))
        for item in items:
            self.para("\u2022  " + item, indent=14)

    def table(self, rows: Sequence[Sequence[Any]], widths: Sequence[float], tags: Sequence[Tag] = (),
              title: str = "", size: float | None = None, grid: bool = True) -> None:
        """A ruled table kept on one page; the first row is the header."""
        size = size or self.s.size - 1
        lead = size * 1.55
        self.need(lead * (len(rows) + (2 if title else 1)) + 8)
        text = " | ".join(str(x) for r in rows for x in r)
        self.tag(tags, (title + " " + text).strip())
        c = self.c
        if title:
            c.setFont(self.s.bold, size + 0.5)
            c.drawString(self.margin, self.y, title)
            self.y -= lead
        x0 = self.margin
        total = sum(widths)
        top = self.y + size
        for i, row in enumerate(rows):
            c.setFont(self.s.bold if i == 0 else self.s.body, size)
            x = x0
            for cell, wd in zip(row, widths):
                s = str(cell)
                if i > 0 and _numeric(s) and wd < 110:
                    c.drawRightString(x + wd - 4, self.y, s)
                else:
                    c.drawString(x + 3, self.y, s)
                x += wd
            self.y -= lead
            if grid and i == 0:
                c.line(x0, self.y + lead - size * 0.45, x0 + total, self.y + lead - size * 0.45)
        if grid:
            c.rect(x0, self.y + lead - size * 0.45, total, top - (self.y + lead - size * 0.45) + 2, stroke=1, fill=0)
        self.y -= 10
        self._fresh = False

    def spacer(self, h: float = 10) -> None:
        self.y -= h

    def save(self) -> int:
        self.c.showPage()
        self.c.save()
        return self.page


def _numeric(s: str) -> bool:
    t = s.replace(",", "").replace(".", "").replace("-", "").replace("%", "").strip()
    return t.isdigit()
