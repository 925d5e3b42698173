"""A small page writer that records, as it draws, where each true item lands.

Truth comes from the drawing itself: a fact, exhibit or statement is recorded only by the
call that puts its words on a page, with that page's 1-based number. That keeps the
ground truth honest when a page break moves text, which a hand-kept table would not.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, Sequence

from reportlab.lib.pagesizes import letter
from reportlab.pdfgen.canvas import Canvas

from corpus.truth import Location, Recorder

Tag = tuple[str, str, Any]  # ("fact"|"exhibit"|"statement", id, value)


def F(name: str, value: Any) -> Tag:
    return ("fact", name, value)


def X(ident: str) -> Tag:
    return ("exhibit", ident, None)


def S(ident: str) -> Tag:
    return ("statement", ident, None)


class Doc:
    """One PDF of a package, written top-down like a word processor would.

    ``style`` picks fonts and sizes so each author looks like a different office.
    """

    def __init__(self, path: Path, rel: str, rec: Recorder, *, size=letter, font="Helvetica",
                 bold="Helvetica-Bold", body=10.5, margin=72, leading=1.35) -> None:
        self.rel, self.rec, self.size = rel, rec, size
        self.font, self.bold, self.body, self.margin, self.lead = font, bold, body, margin, leading
        self.c = Canvas(str(path), pagesize=size, invariant=1)
        self.c.setTitle(rel)
        self.page = 1
        self.y = size[1] - margin
        self.header: str | None = None

    # -- layout -----------------------------------------------------------------------
    def _start(self) -> None:
        if self.header:
            self.c.setFont(self.font, 8)
            self.c.drawString(self.margin, self.size[1] - 40, self.header)
            self.c.drawRightString(self.size[0] - self.margin, self.size[1] - 40, f"Page {self.page}")

    def new_page(self) -> None:
        self.c.showPage()
        self.page += 1
        self.y = self.size[1] - self.margin
        self._start()

    def need(self, h: float) -> None:
        if self.y - h < self.margin:
            self.new_page()

    def space(self, h: float = 8) -> None:
        self.y -= h

    def tag(self, tags: Sequence[Tag], text: str) -> None:
        if tags:
            self.rec.tag(list(tags), Location(file=self.rel, page=self.page, text=text[:200]))

    # -- text -------------------------------------------------------------------------
    def _wrap(self, text: str, font: str, size: float, width: float) -> list[str]:
        words, lines, cur = text.split(), [], ""
        for w in words:
            trial = (cur + " " + w).strip()
            if self.c.stringWidth(trial, font, size) <= width:
                cur = trial
            else:
                if cur:
                    lines.append(cur)
                cur = w
        if cur:
            lines.append(cur)
        return lines or [""]

    def para(self, text: str, tags: Sequence[Tag] = (), *, size: float | None = None, font: str | None = None,
             indent: float = 0, after: float = 6) -> None:
        size = size or self.body
        font = font or self.font
        width = self.size[0] - 2 * self.margin - indent
        lines = self._wrap(text, font, size, width)
        self.need(size * self.lead * min(len(lines), 3))
        self.tag(tags, text)
        for line in lines:
            self.need(size * self.lead)
            self.c.setFont(font, size)
            self.c.drawString(self.margin + indent, self.y - size, line)
            self.y -= size * self.lead
        self.y -= after

    def heading(self, text: str, size: float = 12, tags: Sequence[Tag] = (), underline: bool = False) -> None:
        self.need(size * 3)
        self.y -= 4
        self.tag(tags, text)
        self.c.setFont(self.bold, size)
        self.c.drawString(self.margin, self.y - size, text)
        if underline:
            w = self.c.stringWidth(text, self.bold, size)
            self.c.line(self.margin, self.y - size - 2, self.margin + w, self.y - size - 2)
        self.y -= size * 1.6

    def center(self, text: str, size: float = 14, bold: bool = True) -> None:
        self.need(size * 2)
        self.c.setFont(self.bold if bold else self.font, size)
        self.c.drawCentredString(self.size[0] / 2, self.y - size, text)
        self.y -= size * 1.5

    def bullets(self, items: Sequence[str], tags: Sequence[Tag] = (), mark: str = "\u2022") -> None:
        first = True
        for item in items:
            self.need(self.body * 2)
            if first:
                self.tag(tags, "; ".join(items))
                first = False
            self.c.setFont(self.font, self.body)
            self.c.drawString(self.margin + 10, self.y - self.body, mark)
            self.para(item, indent=24, after=2)
        self.y -= 4

    def table(self, rows: Sequence[Sequence[str]], widths: Sequence[float], tags: Sequence[Tag] = (),
              size: float = 9.5, header: bool = True, grid: bool = True, row_tags: dict[int, Sequence[Tag]] | None = None) -> None:
        """Ruled tables, because engineers' tables are ruled and the scan must keep the lines."""
        h = size * 1.9
        self.need(h * min(len(rows), 4))
        self.tag(tags, " | ".join(rows[0]))
        x0 = self.margin
        for i, row in enumerate(rows):
            self.need(h)
            if row_tags and i in row_tags:
                self.tag(row_tags[i], " | ".join(row))
            x = x0
            font = self.bold if (header and i == 0) else self.font
            self.c.setFont(font, size)
            for cell, w in zip(row, widths):
                self.c.drawString(x + 3, self.y - size - 3, cell)
                if grid:
                    self.c.rect(x, self.y - h, w, h, stroke=1, fill=0)
                x += w
            if not grid and header and i == 0:
                self.c.line(x0, self.y - h, x, self.y - h)
            self.y -= h
        self.y -= 8

    def kv(self, pairs: Sequence[tuple[str, str, Sequence[Tag]]], label_w: float = 190, size: float | None = None) -> None:
        size = size or self.body
        for label, value, tags in pairs:
            self.need(size * 1.6)
            self.tag(tags, f"{label} {value}")
            self.c.setFont(self.bold, size)
            self.c.drawString(self.margin, self.y - size, label)
            self.c.setFont(self.font, size)
            self.c.drawString(self.margin + label_w, self.y - size, value)
            self.y -= size * 1.6

    def hand(self, x: float, y_top: float, text: str, tags: Sequence[Tag] = (), size: float = 12, seed: int = 0) -> None:
        """Hand-filled entry: a slanted face, each letter jittered, as a pen would leave it."""
        rnd = random.Random(hash_text(text) + seed)
        self.tag(tags, text)
        self.c.setFillColorRGB(0.05, 0.1, 0.35)
        cx = x
        for ch in text:
            self.c.saveState()
            self.c.translate(cx, y_top - size + rnd.uniform(-0.8, 0.8))
            self.c.rotate(rnd.uniform(-4, 4))
            self.c.setFont("Helvetica-Oblique", size * rnd.uniform(0.95, 1.06))
            self.c.drawString(0, 0, ch)
            self.c.restoreState()
            cx += self.c.stringWidth(ch, "Helvetica-Oblique", size) * 1.04
        self.c.setFillColorRGB(0, 0, 0)

    def save(self) -> int:
        self.c.showPage()
        self.c.save()
        return self.page


def hash_text(text: str) -> int:
    """A stable hash (Python's str hash is salted per process, which would break determinism)."""
    h = 7
    for ch in text:
        h = (h * 31 + ord(ch)) % 1_000_003
    return h
