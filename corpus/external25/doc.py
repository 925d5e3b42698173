"""A small page writer that records, as it draws, what each page truly says.

The truth of a package must come from the pages, not from a plan of them: every fact,
exhibit and statement is tagged at the moment its words are drawn, on the page they land
on. Pages are laid out by hand (no flowing layout engine) so the page of each tag is
certain; a block that does not fit starts a new page and is tagged there.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable

from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

from corpus.truth import Location, Recorder

Tag = tuple[str, str, Any]  # ("fact"|"exhibit"|"statement", id, value)

FULL_SIZE = (2592.0, 1728.0)  # 36 x 24 in, landscape
REDUCED = (1224.0, 792.0)  # 17 x 11 in, landscape


class Doc:
    """One PDF file of a package: text pages in one author's typeface and margins."""

    def __init__(self, folder: Path, name: str, rec: Recorder, *, font: str = "Helvetica",
                 size: float = 10.0, margin: float = 72.0, pagesize: tuple[float, float] = letter,
                 header: str = "", footer: str = "") -> None:
        self.name, self.rec = name, rec
        self.font, self.size, self.margin = font, size, margin
        self.bold = {"Helvetica": "Helvetica-Bold", "Times-Roman": "Times-Bold", "Courier": "Courier-Bold"}[font]
        self.w, self.h = pagesize
        self.header, self.footer = header, footer
        self.canvas = Canvas(str(folder / name), pagesize=pagesize, invariant=1)
        self.canvas.setTitle(name)
        self.page = 0
        self.y = 0.0
        self._open()

    def _open(self) -> None:
        self.page += 1
        self.y = self.h - self.margin
        if self.header:
            self.canvas.setFont(self.font, 8)
            self.canvas.drawString(self.margin, self.h - self.margin / 2, self.header)
        if self.footer:
            self.canvas.setFont(self.font, 8)
            self.canvas.drawRightString(self.w - self.margin, self.margin / 2, f"{self.footer} {self.page}")

    def new_page(self) -> None:
        self.canvas.showPage()
        self._open()

    def _room(self, need: float) -> None:
        if self.y - need < self.margin:
            self.new_page()

    def tag(self, tags: Iterable[Tag], text: str) -> None:
        self.rec.tag(list(tags), Location(file=self.name, page=self.page, text=text[:200]))

    def heading(self, text: str, size: float | None = None, tags: Iterable[Tag] = ()) -> None:
        size = size or self.size + 3
        self._room(size * 2.2)
        self.y -= size * 0.6
        self.canvas.setFont(self.bold, size)
        self.canvas.drawString(self.margin, self.y - size, text)
        self.y -= size * 1.8
        self.tag(tags, text)

    def para(self, text: str, tags: Iterable[Tag] = (), indent: float = 0.0, gap: float = 6.0) -> None:
        width = self.w - 2 * self.margin - indent
        lines = simpleSplit(text, self.font, self.size, width)
        lead = self.size * 1.3
        self._room(lead * min(len(lines), 4))
        self.tag(tags, text)
        for line in lines:
            self._room(lead)
            self.canvas.setFont(self.font, self.size)
            self.canvas.drawString(self.margin + indent, self.y - self.size, line)
            self.y -= lead
        self.y -= gap

    def table(self, rows: list[list[str]], widths: list[float], tags: Iterable[Tag] = (),
              text: str = "", bold_first: bool = True) -> None:
        """A ruled table; every row on one page (the whole table moves if it does not fit)."""
        lead = self.size * 1.5
        self._room(lead * len(rows) + 4)
        self.tag(tags, text or " | ".join(rows[0]))
        x0 = self.margin
        total = sum(widths)
        top = self.y + 2
        for i, row in enumerate(rows):
            self.canvas.setFont(self.bold if (i == 0 and bold_first) else self.font, self.size - 0.5)
            x = x0
            for cell, wdt in zip(row, widths):
                self.canvas.drawString(x + 3, self.y - self.size, cell)
                x += wdt
            self.canvas.line(x0, self.y - lead + 2, x0 + total, self.y - lead + 2)
            self.y -= lead
        self.canvas.line(x0, top, x0 + total, top)
        self.y -= 8

    def checkbox(self, label: str, checked: bool, tags: Iterable[Tag] = ()) -> None:
        self._room(self.size * 1.6)
        c = self.canvas
        c.rect(self.margin, self.y - self.size, self.size * 0.8, self.size * 0.8)
        if checked:
            c.setFont(self.bold, self.size)
            c.drawString(self.margin + 1.5, self.y - self.size + 1, "X")
        c.setFont(self.font, self.size)
        c.drawString(self.margin + self.size * 1.4, self.y - self.size, label)
        self.tag(tags, label)
        self.y -= self.size * 1.6

    def space(self, pts: float) -> None:
        self.y -= pts

    def save(self) -> int:
        self.canvas.showPage()
        self.canvas.save()
        return self.page


class Sheet:
    """Plan sheets of a plan set: drawn linework, notes and a title block, one sheet a page."""

    def __init__(self, folder: Path, name: str, rec: Recorder, *, pagesize: tuple[float, float],
                 firm: str, project: str, engineer: str, license_no: str, date: str,
                 certify: bool = True, font: str = "Helvetica") -> None:
        self.name, self.rec = name, rec
        self.w, self.h = pagesize
        self.k = self.w / FULL_SIZE[0]  # scale of everything drawn
        self.firm, self.project, self.engineer, self.license_no, self.date = firm, project, engineer, license_no, date
        self.certify, self.font = certify, font
        self.canvas = Canvas(str(folder / name), pagesize=pagesize, invariant=1)
        self.canvas.setTitle(name)
        self.page = 0

    def tag(self, tags: Iterable[Tag], text: str) -> None:
        self.rec.tag(list(tags), Location(file=self.name, page=self.page, text=text[:200]))

    def sheet(self, number: str, title: str, notes: list[tuple[str, list[Tag]]],
              labels: list[str], seed: int, sheet_tags: Iterable[Tag] = ()) -> None:
        """One sheet: schematic linework with ``labels`` on it, ``notes`` in a column, a title block."""
        self.page += 1
        c, k = self.canvas, self.k
        c.setLineWidth(2 * k)
        c.rect(36 * k, 36 * k, self.w - 72 * k, self.h - 72 * k)
        tb_x = self.w - 430 * k
        c.rect(tb_x, 36 * k, 394 * k, self.h - 72 * k)
        # linework: a parcel outline, a building pad, contour-like curves, deterministic per seed
        c.setLineWidth(1.2 * k)
        px, py, pw, ph = 140 * k, 200 * k, 1300 * k, 1200 * k
        c.setDash(18 * k, 6 * k)
        c.rect(px, py, pw, ph)
        c.setDash()
        for i in range(9):
            off = (seed * 37 + i * 113) % 400
            c.bezier(px, py + 120 * k * i + off * k * 0.1, px + 400 * k, py + 120 * k * i + 90 * k,
                     px + 900 * k, py + 120 * k * i - 60 * k, px + pw, py + 120 * k * i + off * k * 0.05)
        c.rect(px + 420 * k, py + 520 * k, 360 * k, 240 * k)
        c.setFont(self.font, 22 * k)
        for i, label in enumerate(labels):
            c.drawString(px + 60 * k + (i % 2) * 620 * k, py + ph - 80 * k - (i // 2) * 150 * k, label)
        # notes column
        nx = px + pw + 80 * k
        ny = self.h - 120 * k
        c.setFont(self.font + "-Bold" if self.font == "Helvetica" else self.font, 26 * k)
        c.drawString(nx, ny, "NOTES")
        ny -= 44 * k
        c.setFont(self.font, 19 * k)
        width = tb_x - nx - 40 * k
        for text, tags in notes:
            for line in simpleSplit(text, self.font, 19 * k, width):
                c.drawString(nx, ny, line)
                ny -= 26 * k
            ny -= 14 * k
            self.tag(tags, text)
        # title block
        y = self.h - 110 * k
        c.setFont("Helvetica-Bold", 26 * k)
        for line in simpleSplit(self.firm, "Helvetica-Bold", 26 * k, 350 * k):
            c.drawString(tb_x + 20 * k, y, line)
            y -= 34 * k
        c.setFont("Helvetica", 20 * k)
        y -= 26 * k
        for line in simpleSplit(self.project, "Helvetica", 20 * k, 350 * k):
            c.drawString(tb_x + 20 * k, y, line)
            y -= 28 * k
        cert = ("I hereby certify that this plan, specification, or report was prepared by me or under my "
                "direct supervision and that I am a duly Licensed Professional Engineer under the laws of "
                f"the State of Minnesota. {self.engineer}, P.E.  License No. {self.license_no}  Date: {self.date}")
        y = 620 * k
        if self.certify:
            c.setFont("Helvetica", 15 * k)
            for line in simpleSplit(cert, "Helvetica", 15 * k, 350 * k):
                c.drawString(tb_x + 20 * k, y, line)
                y -= 20 * k
        c.setFont("Helvetica-Bold", 40 * k)
        c.drawString(tb_x + 20 * k, 200 * k, number)
        c.setFont("Helvetica", 22 * k)
        for i, line in enumerate(simpleSplit(title, "Helvetica", 22 * k, 350 * k)):
            c.drawString(tb_x + 20 * k, 150 * k - i * 28 * k, line)
        self.tag(sheet_tags, f"{number} {title}")
        c.showPage()

    def save(self) -> int:
        self.canvas.save()
        return self.page
