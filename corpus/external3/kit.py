"""A small page-drawing kit that records the truth while it draws.

Every element that states a fact, shows an exhibit or makes a narrative statement is
drawn with ``tags``; the tag is recorded at the page where the words actually landed
(after any page break), so the truth can never point at a page that does not carry it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from reportlab.lib.pagesizes import letter
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from corpus.truth import Location, Recorder

Tag = tuple[str, str, Any]  # ("fact" | "exhibit" | "statement", id, value)

_DEJAVU = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
_DEJAVU_B = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")


def _fonts() -> tuple[str, str, bool]:
    """DejaVu draws the ballot-box glyphs of a filled-in form; without it, '[X]' stands in."""
    if _DEJAVU.exists() and _DEJAVU_B.exists():
        if "DJ" not in pdfmetrics.getRegisteredFontNames():
            pdfmetrics.registerFont(TTFont("DJ", str(_DEJAVU)))
            pdfmetrics.registerFont(TTFont("DJB", str(_DEJAVU_B)))
        return "DJ", "DJB", True
    return "Helvetica", "Helvetica-Bold", False


FONT, BOLD, BOXES = _fonts()
CHECKED = "\u2612" if BOXES else "[X]"
UNCHECKED = "\u2610" if BOXES else "[ ]"

SHEET_22x34 = (34 * 72, 22 * 72)
SHEET_24x36 = (36 * 72, 24 * 72)
SHEET_11x17 = (17 * 72, 11 * 72)

PE_CERT = ("I hereby certify that this plan, specification, or report was prepared by me or under my direct "
           "supervision and that I am a duly Licensed Professional Engineer under the laws of the State of Minnesota.")


def wrap(text: str, font: str, size: float, width: float) -> list[str]:
    out: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = word if not line else f"{line} {word}"
            if pdfmetrics.stringWidth(trial, font, size) <= width or not line:
                line = trial
            else:
                out.append(line)
                line = word
        out.append(line)
    return out


@dataclass
class Doc:
    """One PDF file of a package: a flowing text cursor plus free drawing for plan sheets."""

    root: Path
    rel: str
    rec: Recorder
    size: tuple[float, float] = letter
    margin: float = 60
    header: str = ""
    page: int = 1
    canvas: Canvas = field(init=False)
    y: float = field(init=False)

    def __post_init__(self) -> None:
        path = self.root / self.rel
        path.parent.mkdir(parents=True, exist_ok=True)
        self.canvas = Canvas(str(path), pagesize=self.size, invariant=1)
        self.canvas.setTitle(Path(self.rel).stem)
        self._top()

    # -- pages -----------------------------------------------------------------------------
    @property
    def width(self) -> float:
        return self.size[0] - 2 * self.margin

    def _top(self) -> None:
        self.y = self.size[1] - self.margin
        if self.header:
            self.canvas.setFont(FONT, 7.5)
            self.canvas.drawString(self.margin, self.size[1] - 30, self.header)
            self.canvas.drawRightString(self.size[0] - self.margin, self.size[1] - 30, f"Page {self.page}")

    def new_page(self, size: tuple[float, float] | None = None) -> None:
        self.canvas.showPage()
        if size is not None:
            self.size = size
            self.canvas.setPageSize(size)
        self.page += 1
        self._top()

    def need(self, height: float) -> None:
        if self.y - height < self.margin:
            self.new_page()

    def record(self, tags: list[Tag] | None, text: str) -> None:
        if tags:
            self.rec.tag(tags, Location(file=self.rel, page=self.page, text=text[:160]))

    def save(self) -> None:
        self.canvas.showPage()
        self.canvas.save()

    # -- flowing text ----------------------------------------------------------------------
    def text(self, text: str, size: float = 10, bold: bool = False, tags: list[Tag] | None = None,
             indent: float = 0, gap: float = 5, lead: float = 1.3) -> None:
        font = BOLD if bold else FONT
        lines = wrap(text, font, size, self.width - indent)
        self.need(size * lead * min(len(lines), 3))
        self.record(tags, text)
        self.canvas.setFont(font, size)
        for line in lines:
            self.need(size * lead)
            self.canvas.setFont(font, size)
            self.canvas.drawString(self.margin + indent, self.y - size, line)
            self.y -= size * lead
        self.y -= gap

    def heading(self, text: str, size: float = 12.5, tags: list[Tag] | None = None) -> None:
        self.need(size * 4)
        self.y -= 4
        self.text(text, size=size, bold=True, tags=tags, gap=4)

    def bullets(self, items: list[str], mark: str = "\u2022", size: float = 10,
                tags: list[Tag] | None = None) -> None:
        self.need(size * 3)
        self.record(tags, "; ".join(items))
        for item in items:
            lines = wrap(item, FONT, size, self.width - 18)
            self.need(size * 1.3 * len(lines))
            self.canvas.setFont(FONT, size)
            self.canvas.drawString(self.margin + 4, self.y - size, mark)
            for line in lines:
                self.canvas.drawString(self.margin + 18, self.y - size, line)
                self.y -= size * 1.3
            self.y -= 2
        self.y -= 4

    def table(self, rows: list[list[str]], widths: list[float], size: float = 9, header: bool = True,
              tags: list[Tag] | None = None, grid: bool = True, x0: float | None = None) -> None:
        """A ruled table; the first row is a bold header when ``header``."""
        row_h = size * 1.9
        x0 = self.margin if x0 is None else x0
        self.need(row_h * min(len(rows), 4))
        self.record(tags, " | ".join(rows[0]) + (" ... " + " | ".join(rows[1]) if len(rows) > 1 else ""))
        for r, row in enumerate(rows):
            self.need(row_h)
            x = x0
            font = BOLD if header and r == 0 else FONT
            for c, cell in enumerate(row):
                self.canvas.setFont(font, size)
                self.canvas.drawString(x + 3, self.y - size * 1.35, cell)
                if grid:
                    self.canvas.rect(x, self.y - row_h, widths[c], row_h, stroke=1, fill=0)
                x += widths[c]
            self.y -= row_h
        self.y -= 8

    def checkbox(self, label: str, checked: bool, size: float = 10, tags: list[Tag] | None = None,
                 indent: float = 0) -> None:
        self.text(f"{CHECKED if checked else UNCHECKED}  {label}", size=size, tags=tags, indent=indent, gap=2)

    def field_line(self, label: str, value: str, size: float = 10, tags: list[Tag] | None = None) -> None:
        """A form field: label, then the typed-in value on an underline."""
        self.need(size * 2)
        self.record(tags, f"{label} {value}")
        c = self.canvas
        c.setFont(BOLD, size - 1)
        c.drawString(self.margin, self.y - size, label)
        lw = pdfmetrics.stringWidth(label, BOLD, size - 1) + 8
        c.setFont(FONT, size)
        c.drawString(self.margin + lw + 4, self.y - size, value)
        c.line(self.margin + lw, self.y - size - 2, self.margin + self.width, self.y - size - 2)
        self.y -= size * 1.9

    # -- free drawing (plan sheets) ----------------------------------------------------------
    def at(self, x: float, y: float, text: str, size: float = 9, bold: bool = False,
           tags: list[Tag] | None = None) -> None:
        self.record(tags, text)
        self.canvas.setFont(BOLD if bold else FONT, size)
        self.canvas.drawString(x, y, text)


def title_block(doc: Doc, firm: str, firm_addr: str, project: str, sheet_no: str, sheet_title: str,
                engineer: str | None, license_no: str | None, date: str, tags: list[Tag] | None = None,
                scale: float = 1.0) -> None:
    """A right-hand title block as plan sheets carry it; certification only when an engineer signs."""
    c = doc.canvas
    w, h = doc.size
    doc.record(tags, f"{PE_CERT} {engineer} License No. {license_no}" if engineer else f"{firm} {sheet_no} {sheet_title}")
    bw = 230 * scale
    x = w - bw - 18 * scale
    c.rect(18 * scale, 18 * scale, w - 36 * scale, h - 36 * scale)
    c.rect(x, 18 * scale, bw, h - 36 * scale)
    s = 8 * scale
    y = h - 50 * scale
    for i, line in enumerate(wrap(firm, BOLD, s * 1.6, bw - 16 * scale)):
        doc.at(x + 8 * scale, y - i * s * 1.9, line, size=s * 1.6, bold=True)
    y -= i * s * 1.9
    for line in wrap(firm_addr, FONT, s, bw - 16 * scale):
        y -= s * 1.4
        doc.at(x + 8 * scale, y, line, size=s)
    y -= s * 4
    doc.at(x + 8 * scale, y, "PROJECT:", size=s, bold=True)
    for line in wrap(project, FONT, s * 1.2, bw - 16 * scale):
        y -= s * 1.6
        doc.at(x + 8 * scale, y, line, size=s * 1.2)
    if engineer:
        y -= s * 4
        cert = PE_CERT
        lines = wrap(cert, FONT, s * 0.9, bw - 16 * scale)
        for line in lines:
            y -= s * 1.2
            doc.at(x + 8 * scale, y, line, size=s * 0.9)
        y -= s * 3
        doc.at(x + 8 * scale, y, f"{engineer}, P.E.", size=s * 1.1)
        y -= s * 1.5
        doc.at(x + 8 * scale, y, f"Date: {date}    License No. {license_no}", size=s)
    doc.at(x + 8 * scale, 120 * scale, "SHEET TITLE:", size=s, bold=True)
    for i, line in enumerate(wrap(sheet_title, BOLD, s * 1.4, bw - 16 * scale)):
        doc.at(x + 8 * scale, (104 - i * 13) * scale, line, size=s * 1.4, bold=True)
    doc.at(x + 8 * scale, 40 * scale, sheet_no, size=s * 3, bold=True)


def plan_sketch(doc: Doc, labels: list[tuple[str, list[Tag] | None]], scale: float = 1.0, seed: int = 0) -> None:
    """A schematic plan view: a parcel outline, a building, a pond and the sheet's callouts."""
    c = doc.canvas
    w, h = doc.size
    x0, y0 = 90 * scale, 140 * scale
    pw, ph = w - 480 * scale, h - 300 * scale
    c.setLineWidth(1.5 * scale)
    c.setDash(12 * scale, 4 * scale)
    c.rect(x0, y0, pw, ph)
    c.setDash()
    c.setLineWidth(0.6 * scale)
    c.rect(x0 + pw * 0.15, y0 + ph * 0.45, pw * 0.35, ph * 0.3)
    c.ellipse(x0 + pw * 0.62, y0 + ph * 0.1, x0 + pw * 0.88, y0 + ph * 0.35)
    for i in range(6):
        off = (i + seed % 3) * 18 * scale
        c.bezier(x0 + off, y0 + ph * 0.05, x0 + pw * 0.3 + off, y0 + ph * 0.4, x0 + pw * 0.6 - off,
                 y0 + ph * 0.2, x0 + pw - off, y0 + ph * 0.9)
    y = y0 + ph - 24 * scale
    for text, tags in labels:
        for line in wrap(text, FONT, 11 * scale, pw * 0.44):
            doc.at(x0 + pw * 0.52, y, line, size=11 * scale, tags=tags)
            tags = None
            y -= 15 * scale
        y -= 6 * scale
