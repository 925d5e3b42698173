"""A tiny page writer that records, as it draws, where each fact, exhibit and statement lands.

Pagination is explicit (a block never splits across pages), so the page recorded for a
block is the page it is printed on; that is what lets the truth cite pages exactly.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Sequence

from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

from corpus.truth import Location, Recorder

Tag = tuple[str, str, Any]
INCH = 72.0
FULL_SIZE = (34 * INCH, 22 * INCH)  # ANSI D, landscape
REDUCED = (17 * INCH, 11 * INCH)  # 11 x 17, landscape


def fact(name: str, value: Any) -> Tag:
    return ("fact", name, value)


def exhibit(ident: str) -> Tag:
    return ("exhibit", ident, None)


def statement(ident: str) -> Tag:
    return ("statement", ident, None)


class Doc:
    """One PDF file of a package; ``scale`` < 1 draws a reduced copy of a full-size layout."""

    def __init__(self, root: Path, rel: str, rec: Recorder, *, size: tuple[float, float] = letter,
                 scale: float = 1.0, margin: float = 54, font: str = "Helvetica",
                 header: str = "", footer: str = "") -> None:
        path = Path(root) / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        self.rel, self.rec, self.scale = rel, rec, scale
        self.c = canvas.Canvas(str(path), pagesize=size, invariant=1, pageCompression=1)
        self.c.setTitle(Path(rel).stem)
        self.c.setAuthor("")
        self.w, self.h = size[0] / scale, size[1] / scale
        self.margin, self.font, self.bold = margin, font, font + "-Bold" if font == "Helvetica" else font
        if font == "Times-Roman":
            self.bold = "Times-Bold"
        if font == "Courier":
            self.bold = "Courier-Bold"
        self.header, self.footer = header, footer
        self.page = 1
        self.left, self.right = margin, self.w - margin
        self._start_page()

    # -- page furniture -----------------------------------------------------------------------------
    def _start_page(self) -> None:
        if self.scale != 1.0:
            self.c.scale(self.scale, self.scale)
        self.y = self.h - self.margin
        if self.header:
            self.c.setFont(self.font, 8)
            self.c.drawString(self.margin, self.h - self.margin / 2, self.header)
            self.c.drawRightString(self.w - self.margin, self.h - self.margin / 2, f"Page {self.page}")
        if self.footer:
            self.c.setFont(self.font, 7)
            self.c.drawString(self.margin, self.margin / 2, self.footer)

    def new_page(self) -> None:
        self.c.showPage()
        self.page += 1
        self.left, self.right = self.margin, self.w - self.margin
        self._start_page()

    def save(self) -> None:
        self.c.save()

    def loc(self, text: str) -> Location:
        return Location(file=self.rel, page=self.page, text=" ".join(text.split())[:200])

    def tag(self, tags: Sequence[Tag], text: str) -> None:
        if tags:
            self.rec.tag(list(tags), self.loc(text))

    def _room(self, height: float) -> None:
        if self.y - height < self.margin:
            self.new_page()

    def column(self, left: float, right: float, top: float | None = None) -> None:
        """Plan sheets lay text out in columns; this moves the flow into one."""
        self.left, self.right = left, right
        self.y = self.h - self.margin if top is None else top

    # -- blocks ---------------------------------------------------------------------------------------
    def gap(self, h: float = 8) -> None:
        self.y -= h

    def heading(self, text: str, size: float = 13, tags: Sequence[Tag] = (), center: bool = False) -> None:
        self._room(size * 2)
        self.c.setFont(self.bold, size)
        if center:
            self.c.drawCentredString((self.left + self.right) / 2, self.y - size, text)
        else:
            self.c.drawString(self.left, self.y - size, text)
        self.y -= size * 1.6
        self.tag(tags, text)

    def para(self, text: str, tags: Sequence[Tag] = (), size: float = 10, indent: float = 0,
             bold: bool = False, lead: float = 1.3) -> None:
        font = self.bold if bold else self.font
        lines = simpleSplit(text, font, size, self.right - self.left - indent)
        self._room(len(lines) * size * lead + 2)
        self.c.setFont(font, size)
        for line in lines:
            self.c.drawString(self.left + indent, self.y - size, line)
            self.y -= size * lead
        self.y -= size * 0.5
        self.tag(tags, text)

    def lines(self, rows: Sequence[str], size: float = 10, tags: Sequence[Tag] = ()) -> None:
        """Short lines kept together (an address block, a signature)."""
        self._room(len(rows) * size * 1.25 + 2)
        self.c.setFont(self.font, size)
        for row in rows:
            self.c.drawString(self.left, self.y - size, row)
            self.y -= size * 1.25
        self.y -= size * 0.5
        self.tag(tags, " ".join(rows))

    def table(self, header: Sequence[str], rows: Sequence[Sequence[str]], widths: Sequence[float] | None = None,
              tags: Sequence[Tag] = (), size: float = 9, title: str = "", row_tags: dict[int, Sequence[Tag]] | None = None) -> None:
        total = self.right - self.left
        widths = list(widths) if widths else [total / len(header)] * len(header)
        scale = total / sum(widths) if sum(widths) > total else 1.0
        widths = [w * scale for w in widths]
        rh = size * 1.7
        height = rh * (len(rows) + 1) + (size * 1.8 if title else 0)
        self._room(height + 4)
        if title:
            self.c.setFont(self.bold, size + 1)
            self.c.drawString(self.left, self.y - size, title)
            self.y -= size * 1.8
        self.c.setLineWidth(0.6)
        for r, row in enumerate([list(header)] + [list(x) for x in rows]):
            x = self.left
            font = self.bold if r == 0 else self.font
            for cell, w in zip(row, widths):
                self.c.rect(x, self.y - rh, w, rh)
                fit = size  # a long header shrinks to its cell rather than running into the next
                while fit > 4 and self.c.stringWidth(str(cell), font, fit) > w - 5:
                    fit -= 0.5
                self.c.setFont(font, fit)
                self.c.drawString(x + 3, self.y - rh + size * 0.55, str(cell))
                x += w
            self.y -= rh
            if row_tags and r - 1 in row_tags:
                self.tag(row_tags[r - 1], " | ".join(map(str, row)))
        self.y -= 6
        self.tag(tags, (title + " " if title else "") + " | ".join(header))

    def field(self, label: str, value: str, tags: Sequence[Tag] = (), size: float = 9, label_w: float = 190) -> None:
        """A form box: printed label, a typed-in value (or nothing, when left blank)."""
        h = size * 2.2
        self._room(h + 2)
        self.c.setFont(self.font, size - 1)
        self.c.drawString(self.left, self.y - h + size * 0.8, label)
        self.c.setLineWidth(0.5)
        self.c.rect(self.left + label_w, self.y - h + 2, self.right - self.left - label_w, h - 4)
        if value:
            self.c.setFont("Courier", size + 1)
            self.c.drawString(self.left + label_w + 4, self.y - h + size * 0.8, value)
        self.y -= h
        self.tag(tags, f"{label} {value}")

    def checks(self, label: str, options: Sequence[tuple[str, bool]], tags: Sequence[Tag] = (), size: float = 9) -> None:
        """A row of check boxes; the checked ones carry an X typed in the box."""
        self._room(size * 2.4)
        self.c.setFont(self.font, size - 1)
        self.c.drawString(self.left, self.y - size * 1.3, label)
        x = self.left + min(190, 7 * len(label) + 10)
        for text, on in options:
            self.c.rect(x, self.y - size * 1.5, size, size)
            if on:
                self.c.setFont("Courier-Bold", size + 1)
                self.c.drawString(x + 1.5, self.y - size * 1.35, "X")
            self.c.setFont(self.font, size - 1)
            self.c.drawString(x + size + 4, self.y - size * 1.3, text)
            x += size + 12 + self.c.stringWidth(text, self.font, size - 1)
            if x > self.right - 60:
                x = self.left + 190
                self.y -= size * 1.8
        self.y -= size * 2.4
        chosen = ", ".join(t for t, on in options if on)
        self.tag(tags, f"{label} [X] {chosen}")

    def rule_line(self) -> None:
        self.c.setLineWidth(0.8)
        self.c.line(self.left, self.y, self.right, self.y)
        self.y -= 6


class PlanSet:
    """Plan sheets drawn once and printed twice: full size and reduced to 11 x 17.

    A sheet is a function ``draw(doc)`` that lays out its body; the frame and the title
    block (with the engineer's certification) are drawn here, on every sheet.
    """

    def __init__(self, firm: str, project: str, engineer: str, license_no: str, date: str,
                 city: str, certify: bool = True) -> None:
        self.firm, self.project, self.engineer, self.license_no = firm, project, engineer, license_no
        self.date, self.city, self.certify = date, city, certify
        self.sheets: list[tuple[str, str, Any]] = []

    def sheet(self, number: str, title: str, draw: Any) -> None:
        self.sheets.append((number, title, draw))

    def _title_block(self, d: Doc, number: str, title: str) -> None:
        c = d.c
        x0 = d.w - 5.2 * INCH
        c.setLineWidth(2)
        c.rect(0.5 * INCH, 0.5 * INCH, d.w - INCH, d.h - INCH)
        c.line(x0, 0.5 * INCH, x0, d.h - 0.5 * INCH)
        fit = 20.0
        while c.stringWidth(self.firm, d.bold, fit) > 4.3 * INCH:
            fit -= 1
        c.setFont(d.bold, fit)
        c.drawString(x0 + 14, d.h - 1.3 * INCH, self.firm)
        c.setFont(d.font, 14)
        y = d.h - 2.2 * INCH
        for row in (self.project, self.city + ", Minnesota", "", title.upper()):
            c.drawString(x0 + 14, y, row)
            y -= 22
        if self.certify:
            y -= 30
            cert = ("I hereby certify that this plan, specification, or report was prepared by me or under my "
                    "direct supervision and that I am a duly Licensed Professional Engineer under the laws of "
                    "the State of Minnesota.")
            c.setFont(d.font, 11)
            for line in simpleSplit(cert, d.font, 11, 4.3 * INCH):
                c.drawString(x0 + 14, y, line)
                y -= 14
            y -= 12
            c.setFont("Times-Italic", 16)
            c.drawString(x0 + 14, y, self.engineer)
            y -= 20
            c.setFont(d.font, 11)
            c.drawString(x0 + 14, y, f"{self.engineer}, P.E.")
            c.drawString(x0 + 14, y - 14, f"Date: {self.date}   License No. {self.license_no}")
        c.setFont(d.bold, 40)
        c.drawString(x0 + 14, 1.0 * INCH, number)
        c.setFont(d.font, 11)
        c.drawString(x0 + 14, 1.75 * INCH, f"Sheet {number} of the {self.project} plan set")

    def print(self, root: Path, rel: str, rec: Recorder, *, reduced: bool, exhibits_first: Sequence[Tag] = ()) -> Doc:
        size, scale = (REDUCED, 0.5) if reduced else (FULL_SIZE, 1.0)
        d = Doc(root, rel, rec, size=size, scale=scale, margin=0.9 * INCH)
        part = exhibit("plan_set.reduced") if reduced else exhibit("plan_set.full_size")
        for i, (number, title, draw) in enumerate(self.sheets):
            if i:
                d.new_page()
            self._title_block(d, number, title)
            marks = [part] + ([exhibit("plan_set.pe_certified")] if self.certify else [])
            d.tag(marks + (list(exhibits_first) if i == 0 else []), f"{number} {title} {self.engineer} License No. {self.license_no}")
            d.column(0.9 * INCH, d.w - 5.6 * INCH)
            d.heading(title.upper(), size=22)
            draw(d)
        d.save()
        return d


def sketch_lots(d: Doc, x: float, y: float, w: float, h: float, lots: int, label: str = "LOT") -> None:
    """Line work only (lot lines and a few contour arcs): plans are not blank paper."""
    c = d.c
    c.setLineWidth(1.5)
    c.rect(x, y, w, h)
    c.setLineWidth(0.6)
    cols = max(1, min(lots, 6))
    rows = max(1, -(-lots // cols))
    for i in range(lots):
        cx, cy = x + (i % cols) * w / cols, y + h - (i // cols + 1) * h / rows
        c.rect(cx, cy, w / cols, h / rows)
        c.setFont(d.font, 10)
        c.drawString(cx + 6, cy + 6, f"{label} {i + 1}")
    c.setDash(6, 4)
    for k in range(4):
        p = c.beginPath()
        p.moveTo(x, y + h * (0.2 + 0.18 * k))
        p.curveTo(x + w * 0.3, y + h * (0.35 + 0.18 * k), x + w * 0.6, y + h * (0.05 + 0.18 * k), x + w, y + h * (0.25 + 0.18 * k))
        c.drawPath(p)
    c.setDash()
