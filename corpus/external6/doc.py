"""Drawing pages while recording, on the very page drawn, what each sentence tells a reviewer.

A package's truth must be what its pages say, so nothing is recorded apart from drawing:
every paragraph, table or plan note that carries a fact, an exhibit or a statement is
tagged as it is laid down, and the tag lands on the page the words landed on.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable, Sequence

from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

from corpus.truth import Location, Recorder

Tag = tuple[str, str, Any]
TABLOID = (17 * 72, 11 * 72)
ARCH_D = (36 * 72, 24 * 72)
ANSI_D = (34 * 72, 22 * 72)

PE_CERT = ("I hereby certify that this plan, specification, or report was prepared by me or under my "
           "direct supervision and that I am a duly Licensed Professional Engineer under the laws of "
           "the State of Minnesota.")


class Package:
    """One permit package: its folder, its files and the recorder of what they state."""

    def __init__(self, pid: str, out: Path, kind: str = "text", seed: int = 0, scenario: str = "") -> None:
        self.id, self.kind, self.seed, self.scenario = pid, kind, seed, scenario
        self.dir = Path(out) / pid
        self.dir.mkdir(parents=True, exist_ok=True)
        self.rec = Recorder()
        self.files: list[str] = []

    def doc(self, name: str, pagesize: tuple[float, float] = letter, **style: Any) -> "Doc":
        self.files.append(name)
        return Doc(self, name, pagesize, **style)


class Doc:
    """A flowing document on a reportlab canvas; text wraps, pages break by themselves."""

    def __init__(self, pkg: Package, name: str, pagesize: tuple[float, float], *, font: str = "Helvetica",
                 bold: str = "Helvetica-Bold", size: float = 10, margin: float = 60,
                 footer: str = "", header: str = "") -> None:
        self.pkg, self.name = pkg, name
        self.w, self.h = pagesize
        self.font, self.bold, self.size, self.margin = font, bold, size, margin
        self.footer, self.header = footer, header
        self.c = Canvas(str(pkg.dir / name), pagesize=pagesize, invariant=1)
        self.c.setTitle(name)
        self.page = 1
        self.y = self.h - margin
        self._decorate()

    # -- recording ------------------------------------------------------------------------------
    def tag(self, tags: Iterable[Tag], text: str = "") -> None:
        self.pkg.rec.tag(list(tags), Location(file=self.name, page=self.page, text=text[:200]))

    # -- page furniture -------------------------------------------------------------------------
    def _decorate(self) -> None:
        c = self.c
        if self.header:
            c.setFont(self.font, 8)
            c.drawString(self.margin, self.h - 30, self.header)
        if self.footer:
            c.setFont(self.font, 8)
            c.drawString(self.margin, 28, self.footer)
            c.drawRightString(self.w - self.margin, 28, f"Page {self.page}")

    def new_page(self) -> None:
        self.c.showPage()
        self.page += 1
        self.y = self.h - self.margin
        self._decorate()

    def need(self, height: float) -> None:
        if self.y - height < self.margin + 10:
            self.new_page()

    def gap(self, pts: float = 8) -> None:
        self.y -= pts

    # -- text -------------------------------------------------------------------------------------
    def h1(self, text: str, size: float = 14, tags: Sequence[Tag] = (), center: bool = False) -> None:
        self.need(size * 2.2)
        self.c.setFont(self.bold, size)
        if center:
            self.c.drawCentredString(self.w / 2, self.y - size, text)
        else:
            self.c.drawString(self.margin, self.y - size, text)
        self.tag(tags, text) if tags else None
        self.y -= size * 1.9

    def p(self, text: str, tags: Sequence[Tag] = (), size: float | None = None, indent: float = 0,
          font: str | None = None, after: float = 6) -> None:
        size = size or self.size
        font = font or self.font
        width = self.w - 2 * self.margin - indent
        lines = simpleSplit(text, font, size, width)
        lead = size * 1.3
        self.need(min(len(lines), 3) * lead)
        if tags:
            self.tag(tags, text)
        self.c.setFont(font, size)
        for line in lines:
            self.need(lead)
            self.c.setFont(font, size)
            self.c.drawString(self.margin + indent, self.y - size, line)
            self.y -= lead
        self.y -= after

    def bullets(self, items: Sequence[str], tags: Sequence[Tag] = (), mark: str = "\u2022") -> None:
        if tags:
            self.need(self.size * 3)
            self.tag(tags, " ".join(items))
        for item in items:
            self.need(self.size * 1.4)
            self.c.setFont(self.font, self.size)
            self.c.drawString(self.margin + 8, self.y - self.size, mark)
            self.p(item, indent=22, after=2)

    def table(self, rows: Sequence[Sequence[str]], widths: Sequence[float], tags: Sequence[Tag] = (),
              header: int = 1, size: float = 9, grid: bool = True, title: str = "") -> None:
        lead = size * 1.55
        self.need(lead * (len(rows) + (2 if title else 1)))
        if title:
            self.c.setFont(self.bold, size + 1)
            self.c.drawString(self.margin, self.y - size, title)
            self.y -= lead * 1.3
        if tags:
            self.tag(tags, title + " " + " | ".join(" ".join(r) for r in rows[:4]))
        x0 = self.margin
        total = sum(widths)
        top = self.y
        for i, row in enumerate(rows):
            self.c.setFont(self.bold if i < header else self.font, size)
            x = x0
            for cell, wd in zip(row, widths):
                self.c.drawString(x + 3, self.y - size - 1, str(cell))
                x += wd
            self.y -= lead
            if grid or i == header - 1:
                self.c.setLineWidth(0.4)
                self.c.line(x0, self.y, x0 + total, self.y)
        if grid:
            self.c.line(x0, top, x0 + total, top)
            x = x0
            for wd in list(widths) + [0]:
                self.c.line(x, top, x, self.y)
                x += wd
        self.y -= 10

    def checkbox(self, ticked: bool, text: str, tags: Sequence[Tag] = ()) -> None:
        self.need(self.size * 1.6)
        s = self.size
        self.c.rect(self.margin + 4, self.y - s, s * 0.9, s * 0.9)
        if ticked:
            self.c.setFont(self.bold, s)
            self.c.drawString(self.margin + 5.5, self.y - s + 1, "X")
        if tags:
            self.tag(tags, text)
        self.p(text, indent=22, after=3)

    def signature(self, lines: Sequence[str], tags: Sequence[Tag] = ()) -> None:
        self.need(80)
        self.gap(18)
        self.c.line(self.margin, self.y, self.margin + 200, self.y)
        self.gap(4)
        for i, line in enumerate(lines):
            self.p(line, tags=tags if i == 0 else (), after=0)
        self.gap(8)

    def save(self) -> None:
        self.c.showPage()
        self.c.save()


class PlanSet:
    """Sheets of a plan set: a drawing field, general notes and a title block with the firm's seal."""

    def __init__(self, pkg: Package, name: str, pagesize: tuple[float, float], firm: list[str], project: str,
                 engineer: str | None, license_no: str = "", date: str = "", tags_first: Sequence[Tag] = (),
                 layout: str = "side") -> None:
        self.doc = pkg.doc(name, pagesize, margin=36)
        self.firm, self.project, self.engineer, self.license_no, self.date = firm, project, engineer, license_no, date
        self.count = 0
        self.scale = pagesize[0] / ARCH_D[0]
        self._first_tags = list(tags_first)
        self.layout = layout

    def sheet(self, number: str, title: str, notes: Sequence[tuple[str, Sequence[Tag]]], drawing: str = "",
              tags: Sequence[Tag] = (), contours: tuple[float, float] | None = None) -> None:
        """One sheet; ``contours`` = (lowest elevation, interval) labels the sketched contour lines."""
        d = self.doc
        if self.count:
            d.new_page()
        self.count += 1
        c, s = d.c, self.scale
        w, h = d.w, d.h
        c.setLineWidth(1.2 * s)
        c.rect(18 * s, 18 * s, w - 36 * s, h - 36 * s)
        if self.layout == "bottom":
            field = self._bottom_block(number, title)
        else:
            field = self._side_block(number, title)
        if self.count == 1 and self._first_tags:
            d.tag(self._first_tags, f"{number} {title}")
        if tags:
            d.tag(tags, f"{number} {title}")
        fx0, fy0, fx1, fy1 = field
        # drawing field: a loose sketch of the site with the label of what the sheet shows
        c.setLineWidth(0.6 * s)
        c.setDash(6 * s, 4 * s)
        c.rect(fx0 + 40 * s, fy0 + 260 * s, (fx1 - fx0) * 0.7, (fy1 - fy0 - 260 * s) * 0.8)
        c.setDash()
        for k in range(6):
            off = k * 38 * s
            p = c.beginPath()
            p.moveTo(fx0 + 20 * s, fy0 + 300 * s + off)
            p.curveTo(fx0 + 300 * s, fy0 + 380 * s + off, fx0 + 700 * s, fy0 + 240 * s + off,
                      fx1 - 80 * s, fy0 + 340 * s + off)
            c.drawPath(p)
            if contours:
                c.setFont("Helvetica", 7 * s)
                c.drawString(fx0 + 420 * s, fy0 + 300 * s + off + 12 * s, f"{contours[0] + k * contours[1]:g}")
        if drawing:
            c.setFont("Helvetica-Bold", 16 * s)
            c.drawCentredString((fx0 + fx1) / 2, fy1 - 20 * s, drawing)
        # notes in the lower part of the drawing field
        saved = d.margin, d.w
        d.y = fy0 + 220 * s
        d.margin = fx0 + 10 * s
        d.w = 0.62 * (fx1 - fx0) + 2 * d.margin
        for text, ntags in notes:
            d.p(text, tags=ntags, size=9 * s, after=3 * s)
        d.margin, d.w = saved

    def _cert(self, x: float, y: float, width: float) -> float:
        """The engineer's certification and signature; returns the y below it."""
        c, s, d = self.doc.c, self.scale, self.doc
        c.setFont("Helvetica", 7.5 * s)
        if self.count == 1:
            d.tag([("exhibit", "plan_set.pe_certified", None)], PE_CERT)
        for line in simpleSplit(PE_CERT, "Helvetica", 7.5 * s, width):
            c.drawString(x, y, line)
            y -= 9.5 * s
        y -= 14 * s
        c.setFont("Helvetica-Oblique", 10 * s)
        c.drawString(x, y, f"/s/ {self.engineer}")
        y -= 12 * s
        c.setFont("Helvetica", 8 * s)
        c.drawString(x, y, f"{self.engineer}, P.E.")
        y -= 10 * s
        c.drawString(x, y, f"Date: {self.date}   Lic. No. {self.license_no}")
        return y - 20 * s

    def _side_block(self, number: str, title: str) -> tuple[float, float, float, float]:
        c, s = self.doc.c, self.scale
        w, h = self.doc.w, self.doc.h
        tb = 250 * s
        c.line(w - 18 * s - tb, 18 * s, w - 18 * s - tb, h - 18 * s)
        x = w - 18 * s - tb + 10 * s
        y = h - 40 * s
        c.setFont("Helvetica-Bold", 14 * s)
        c.drawString(x, y, self.firm[0])
        y -= 18 * s
        c.setFont("Helvetica", 9 * s)
        for line in self.firm[1:]:
            c.drawString(x, y, line)
            y -= 12 * s
        y -= 20 * s
        c.setFont("Helvetica-Bold", 11 * s)
        for line in simpleSplit(self.project, "Helvetica-Bold", 11 * s, tb - 20 * s):
            c.drawString(x, y, line)
            y -= 14 * s
        y -= 16 * s
        if self.engineer:
            self._cert(x, y, tb - 20 * s)
        c.setFont("Helvetica", 8 * s)
        c.drawString(x, 90 * s, f"ISSUE: {self.date}")
        c.setFont("Helvetica-Bold", 12 * s)
        for i, line in enumerate(simpleSplit(title.upper(), "Helvetica-Bold", 12 * s, tb - 20 * s)):
            c.drawString(x, 70 * s - i * 14 * s, line)
        c.setFont("Helvetica-Bold", 26 * s)
        c.drawRightString(w - 30 * s, 30 * s, number)
        return 50 * s, 40 * s, w - tb - 60 * s, h - 60 * s

    def _bottom_block(self, number: str, title: str) -> tuple[float, float, float, float]:
        """The strip title block many public agencies and older firms use, across the sheet's foot."""
        c, s = self.doc.c, self.scale
        w = self.doc.w
        top = 170 * s
        c.line(18 * s, top, w - 18 * s, top)
        cols = [18 * s, w * 0.25, w * 0.5, w * 0.78, w - 18 * s]
        for x in cols[1:-1]:
            c.line(x, 18 * s, x, top)
        y = top - 24 * s
        c.setFont("Helvetica-Bold", 14 * s)
        c.drawString(cols[0] + 10 * s, y, self.firm[0])
        c.setFont("Helvetica", 9 * s)
        for line in self.firm[1:]:
            y -= 13 * s
            c.drawString(cols[0] + 10 * s, y, line)
        c.setFont("Helvetica-Bold", 11 * s)
        y = top - 24 * s
        for line in simpleSplit(self.project, "Helvetica-Bold", 11 * s, cols[2] - cols[1] - 20 * s):
            c.drawString(cols[1] + 10 * s, y, line)
            y -= 14 * s
        c.setFont("Helvetica", 8 * s)
        c.drawString(cols[1] + 10 * s, 30 * s, f"DATE: {self.date}")
        if self.engineer:
            self._cert(cols[2] + 10 * s, top - 20 * s, cols[3] - cols[2] - 20 * s)
        c.setFont("Helvetica-Bold", 12 * s)
        for i, line in enumerate(simpleSplit(title.upper(), "Helvetica-Bold", 12 * s, cols[4] - cols[3] - 20 * s)):
            c.drawString(cols[3] + 10 * s, top - 30 * s - i * 14 * s, line)
        c.setFont("Helvetica-Bold", 30 * s)
        c.drawRightString(w - 30 * s, 34 * s, f"SHEET {number}")
        return 50 * s, top + 10 * s, w - 50 * s, self.doc.h - 60 * s

    def save(self) -> None:
        self.doc.save()
