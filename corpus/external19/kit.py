"""A small page writer that records the truth while it draws.

Each block of words is drawn and, in the same call, tagged with what it states (a fact,
an exhibit, a narrative statement), so the truth can only ever hold what some page
actually carries: the page number recorded is the page the words landed on.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from reportlab.lib.pagesizes import letter
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from corpus.truth import Location, Recorder

Tag = tuple[str, str, Any]


def F(name: str, value: Any) -> Tag:
    """A fact the words state."""
    return ("fact", name, value)


def X(ident: str) -> Tag:
    """A Section 6 exhibit (or plan-set part) the page is."""
    return ("exhibit", ident, None)


def S(ident: str) -> Tag:
    """A narrative criterion the words demonstrate."""
    return ("statement", ident, None)


BOLD = {"Times-Roman": "Times-Bold", "Courier": "Courier-Bold", "Helvetica": "Helvetica-Bold"}

LETTER = letter  # 612 x 792
TABLOID = (1224.0, 792.0)  # 11 x 17 landscape, the reduced set
ARCH_D = (2592.0, 1728.0)  # 24 x 36 landscape, the full-size set


def wrap(text: str, font: str, pt: float, width: float) -> list[str]:
    """Greedy word wrap by measured string width, so no font runs past the margin."""
    lines: list[str] = []
    cur = ""
    for word in text.split():
        trial = f"{cur} {word}" if cur else word
        if cur and stringWidth(trial, font, pt) > width:
            lines.append(cur)
            cur = word
        else:
            cur = trial
    return lines + [cur] if cur else lines or [""]


class Doc:
    """One PDF of a package, drawn top to bottom with a cursor; tags go to the recorder."""

    def __init__(self, root: Path, rel: str, rec: Recorder, size: tuple[float, float] = LETTER,
                 font: str = "Helvetica", size_pt: float = 10.5, margin: float = 64) -> None:
        self.rel, self.rec, self.size = rel, rec, size
        path = Path(root) / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self.c = Canvas(str(path), pagesize=size, invariant=1)
        self.font, self.pt, self.margin = font, size_pt, margin
        self.bold_font = BOLD.get(font, font + "-Bold")
        self.page = 1
        self.y = size[1] - margin
        self._header: str | None = None

    # -- bookkeeping -------------------------------------------------------------------
    def tag(self, tags: list[Tag] | None, text: str) -> None:
        if tags:
            self.rec.tag(tags, Location(file=self.rel, page=self.page, text=text[:200]))

    def running_header(self, text: str) -> None:
        self._header = text
        self._draw_header()

    def _draw_header(self) -> None:
        if self._header:
            self.c.setFont(self.font, 7.5)
            self.c.drawString(self.margin, self.size[1] - 34, self._header)
            self.c.drawRightString(self.size[0] - self.margin, self.size[1] - 34, f"Page {self.page}")

    def new_page(self) -> None:
        self.c.showPage()
        self.page += 1
        self.y = self.size[1] - self.margin
        self._draw_header()

    def need(self, height: float) -> None:
        if self.y - height < self.margin:
            self.new_page()

    # -- blocks ------------------------------------------------------------------------
    def line(self, text: str, *, bold: bool = False, size: float | None = None, indent: float = 0,
             tags: list[Tag] | None = None, gap: float = 1.35) -> None:
        pt = size or self.pt
        self.need(pt * gap)
        self.c.setFont(self.bold_font if bold else self.font, pt)
        self.c.drawString(self.margin + indent, self.y - pt, text)
        self.y -= pt * gap
        self.tag(tags, text)

    def para(self, text: str, *, tags: list[Tag] | None = None, indent: float = 0, bold: bool = False,
             size: float | None = None, after: float = 6) -> None:
        pt = size or self.pt
        usable = self.size[0] - 2 * self.margin - indent
        lines = wrap(text, self.bold_font if bold else self.font, pt, usable)
        self.need(pt * 1.35 * min(len(lines), 3))
        self.tag(tags, text)  # tagged on the page where the paragraph starts
        for ln in lines:
            self.line(ln, bold=bold, size=pt, indent=indent)
        self.y -= after

    def heading(self, text: str, *, size: float | None = None, tags: list[Tag] | None = None) -> None:
        self.y -= 4
        self.need((size or self.pt + 2) * 3)
        self.line(text, bold=True, size=size or self.pt + 2, tags=tags)
        self.y -= 2

    def table(self, rows: list[list[str]], widths: list[float], *, tags: list[Tag] | None = None,
              header: bool = True, size: float | None = None) -> None:
        """A ruled table; ``widths`` are fractions of the text width."""
        pt = size or self.pt - 1
        row_h = pt * 1.7
        usable = self.size[0] - 2 * self.margin
        self.need(row_h * min(len(rows), 4))
        self.tag(tags, " | ".join(" ".join(r) for r in rows[:3]))
        for i, row in enumerate(rows):
            self.need(row_h)
            x = self.margin
            self.c.setFont(self.bold_font if header and i == 0 else self.font, pt)
            for cell, frac in zip(row, widths):
                self.c.drawString(x + 3, self.y - pt - 2, cell)
                x += frac * usable
            self.c.line(self.margin, self.y - row_h, self.margin + usable, self.y - row_h)
            self.y -= row_h
        self.y -= 8

    def rule(self) -> None:
        self.c.line(self.margin, self.y, self.size[0] - self.margin, self.y)
        self.y -= 8

    def gap(self, pts: float) -> None:
        self.y -= pts

    def save(self) -> None:
        self.c.showPage()
        self.c.save()


def sheet(doc: Doc, number: str, title: str, firm: str, project: str, notes: list[tuple[str, list[Tag] | None]],
          *, cert: str | None = None, cert_tags: list[Tag] | None = None, first: bool = False) -> None:
    """One plan sheet: a border, a title block at the right, a drawing field with notes."""
    if not first:
        doc.new_page()
    w, h = doc.size
    s = w / 2592.0  # scale the layout to the sheet size
    c = doc.c
    c.setLineWidth(2 * s)
    c.rect(36 * s, 36 * s, w - 72 * s, h - 72 * s)
    tb_x = w - 560 * s
    c.rect(tb_x, 36 * s, 524 * s, h - 72 * s)
    c.setFont("Helvetica-Bold", 26 * s)
    c.drawString(tb_x + 20 * s, h - 110 * s, firm)
    c.setFont("Helvetica", 18 * s)
    c.drawString(tb_x + 20 * s, h - 150 * s, project)
    c.setFont("Helvetica-Bold", 22 * s)
    c.drawString(tb_x + 20 * s, 200 * s, title)
    c.setFont("Helvetica-Bold", 64 * s)
    c.drawString(tb_x + 20 * s, 90 * s, number)
    if cert:
        lines = wrap(cert, "Helvetica", 15 * s, 480 * s)
        c.setFont("Helvetica", 15 * s)
        y = h - 260 * s
        for ln in lines:
            c.drawString(tb_x + 20 * s, y, ln)
            y -= 20 * s
        doc.tag(cert_tags, cert)
    # drawing field: a few schematic lines so the sheet is not blank
    c.setLineWidth(1 * s)
    for k in range(6):
        c.line(200 * s, (400 + 120 * k) * s, (1500 + 60 * k) * s, (520 + 100 * k) * s)
    y = h - 120 * s
    for text, tags in notes:
        for ln in wrap(text, "Helvetica", 19 * s, tb_x - 200 * s):
            c.setFont("Helvetica", 19 * s)
            c.drawString(120 * s, y, ln)
            y -= 26 * s
        y -= 12 * s
        doc.tag(tags, text)
