"""Drawing kit for the external31 packages: prose pages and plan sheets that record their own truth.

Every sentence that states a fact, shows an exhibit or demonstrates a criterion is drawn
with its tags, and the tags are recorded with the file and page the words actually landed
on. So the truth can never claim something no page says.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Sequence

from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas

from corpus.truth import Location, Recorder

Tag = tuple[str, str, Any]
FULL_24x36 = (36 * 72.0, 24 * 72.0)
FULL_22x34 = (34 * 72.0, 22 * 72.0)
HALF_11x17 = (17 * 72.0, 11 * 72.0)
SQFT_PER_AC = 43560.0


def F(name: str, value: Any) -> Tag:
    return ("fact", name, value)


def X(ident: str) -> Tag:
    return ("exhibit", ident, None)


def S(ident: str) -> Tag:
    return ("statement", ident, None)


def sqft(acres: float) -> str:
    """Acres written in square feet, as surveyors write them (the truth keeps acres)."""
    return f"{round(acres * SQFT_PER_AC):,}"


class Package:
    """One permit package: a folder of PDFs and the recorder of what they state."""

    def __init__(self, root: Path, ident: str, kind: str = "text") -> None:
        self.id = ident
        self.kind = kind
        self.dir = Path(root) / ident
        self.dir.mkdir(parents=True, exist_ok=True)
        self.rec = Recorder()
        self.files: list[str] = []

    def doc(self, name: str, **kw: Any) -> "Doc":
        self.files.append(name)
        return Doc(self, name, **kw)

    def plans(self, name: str, size: tuple[float, float], **kw: Any) -> "PlanSet":
        self.files.append(name)
        return PlanSet(self, name, size, **kw)


class Doc:
    """A letter-size report, form or letter drawn top to bottom, page breaks as needed."""

    def __init__(self, pkg: Package, name: str, header: str = "", footer: str = "", font: str = "Helvetica",
                 size: float = 10.0, margin: float = 60.0) -> None:
        self.pkg, self.name = pkg, name
        self.c = canvas.Canvas(str(pkg.dir / name), pagesize=letter, invariant=1)
        self.c.setTitle(name.rsplit(".", 1)[0].replace("_", " "))
        self.w, self.ph = letter
        self.header, self.footer, self.font, self.size, self.margin = header, footer, font, size, margin
        self.bold = {"Times-Roman": "Times-Bold"}.get(font, font + "-Bold")
        self.page = 1
        self.y = 0.0
        self._start_page()

    # -- page furniture ----------------------------------------------------------------------
    def _start_page(self) -> None:
        self.y = self.ph - self.margin
        if self.header:
            self.c.setFont(self.font, 8)
            self.c.drawString(self.margin, self.ph - 36, self.header)
            self.c.line(self.margin, self.ph - 40, self.w - self.margin, self.ph - 40)

    def _end_page(self) -> None:
        self.c.setFont(self.font, 8)
        if self.footer:
            self.c.drawString(self.margin, 30, self.footer)
        self.c.drawRightString(self.w - self.margin, 30, f"Page {self.page}")
        self.c.showPage()

    def newpage(self) -> None:
        self._end_page()
        self.page += 1
        self._start_page()

    def _room(self, height: float) -> None:
        if self.y - height < 60:
            self.newpage()

    def _record(self, tags: Sequence[Tag], text: str) -> None:
        if tags:
            self.pkg.rec.tag(list(tags), Location(file=self.name, page=self.page, text=text[:160]))

    # -- content -----------------------------------------------------------------------------------
    def title(self, text: str, size: float = 15, tags: Sequence[Tag] = ()) -> None:
        self._room(size * 2)
        self.c.setFont(self.bold, size)
        for line in simpleSplit(text, self.bold, size, self.w - 2 * self.margin):
            self.c.drawString(self.margin, self.y - size, line)
            self.y -= size * 1.3
        self.y -= 6
        self._record(tags, text)

    def h(self, text: str, tags: Sequence[Tag] = ()) -> None:
        self._room(40)
        self.y -= 6
        self.c.setFont(self.bold, self.size + 1.5)
        self.c.drawString(self.margin, self.y - self.size, text)
        self.y -= self.size * 1.9
        self._record(tags, text)

    def p(self, text: str, tags: Sequence[Tag] = (), indent: float = 0.0, bold: bool = False) -> None:
        font = (self.bold if bold else self.font)
        lines = simpleSplit(text, font, self.size, self.w - 2 * self.margin - indent)
        self._room(len(lines) * self.size * 1.35 + 4)
        self.c.setFont(font, self.size)
        for line in lines:
            self.c.drawString(self.margin + indent, self.y - self.size, line)
            self.y -= self.size * 1.35
        self.y -= self.size * 0.6
        self._record(tags, text)

    def bullets(self, items: Sequence[str], tags: Sequence[Tag] = ()) -> None:
        self._room(min(len(items), 4) * self.size * 1.4)
        for i, item in enumerate(items):
            self.p("\u2022  " + item, indent=12)
            if i == 0:  # the list is cited where it starts
                self._record(tags, "; ".join(items))

    def field(self, label: str, value: str, tags: Sequence[Tag] = (), width: float = 210) -> None:
        """A form line: label on the left, the applicant's entry in a box on the right."""
        lines = simpleSplit(value, "Courier", self.size, self.w - 2 * self.margin - width - 8)
        height = max(1, len(lines)) * self.size * 1.3 + 6
        self._room(height)
        self.c.setFont(self.font, self.size - 0.5)
        self.c.drawString(self.margin, self.y - self.size, label)
        self.c.rect(self.margin + width, self.y - height + 2, self.w - 2 * self.margin - width, height - 2)
        self.c.setFont("Courier", self.size)
        yy = self.y - self.size
        for line in lines:
            self.c.drawString(self.margin + width + 4, yy, line)
            yy -= self.size * 1.3
        self.y -= height + 3
        self._record(tags, f"{label} {value}")

    def check(self, label: str, checked: bool, tags: Sequence[Tag] = ()) -> None:
        self._room(16)
        self.c.rect(self.margin, self.y - 10, 9, 9)
        if checked:
            self.c.setFont("Helvetica-Bold", 9)
            self.c.drawString(self.margin + 1.5, self.y - 8.5, "X")
        self.c.setFont(self.font, self.size - 0.5)
        self.c.drawString(self.margin + 16, self.y - 9, label)
        self.y -= 15
        self._record(tags, ("[X] " if checked else "[ ] ") + label)

    def table(self, header: Sequence[str], rows: Sequence[Sequence[str]], widths: Sequence[float] | None = None,
              tags: Sequence[Tag] = (), caption: str = "") -> None:
        """A ruled table; kept on one page so its tags point at the page that carries it."""
        n = len(header)
        avail = self.w - 2 * self.margin
        widths = list(widths) if widths else [avail / n] * n
        scale = avail / sum(widths)
        widths = [w * scale for w in widths]
        rh = self.size * 1.5
        self._room((len(rows) + 1) * rh + (20 if caption else 6))
        if caption:
            self.c.setFont(self.bold, self.size)
            self.c.drawString(self.margin, self.y - self.size, caption)
            self.y -= self.size * 1.6
        top = self.y
        for r, row in enumerate([list(header)] + [list(x) for x in rows]):
            x = self.margin
            self.c.setFont((self.bold if r == 0 else self.font), self.size - 1)
            for i, cell in enumerate(row):
                font, size = (self.bold if r == 0 else self.font), self.size - 1
                while size > 6 and stringWidth(str(cell), font, size) > widths[i] - 6:
                    size -= 0.5  # shrink to fit the cell, as a spreadsheet printout does
                self.c.setFont(font, size)
                self.c.drawString(x + 3, self.y - rh + 4, str(cell))
                x += widths[i]
            self.y -= rh
            self.c.line(self.margin, self.y, self.margin + avail, self.y)
        self.c.rect(self.margin, self.y, avail, top - self.y)
        x = self.margin
        for wdt in widths[:-1]:
            x += wdt
            self.c.line(x, top, x, self.y)
        self.y -= 10
        self._record(tags, caption or " | ".join(header))

    def signature(self, lines: Sequence[str], tags: Sequence[Tag] = ()) -> None:
        self._room(len(lines) * 13 + 30)
        self.y -= 18
        self.c.line(self.margin, self.y, self.margin + 200, self.y)
        self.y -= 4
        self.c.setFont(self.font, self.size - 0.5)
        for line in lines:
            self.c.drawString(self.margin, self.y - self.size, line)
            self.y -= 12.5
        self.y -= 6
        self._record(tags, " ".join(lines))

    def gap(self, pts: float = 8) -> None:
        self.y -= pts

    def close(self) -> None:
        self._end_page()
        self.c.save()


class Sheet:
    """What one plan sheet shows: a title, drawn linework keywords and the notes, with their tags."""

    def __init__(self, number: str, title: str, notes: Sequence[tuple[str, Sequence[Tag]]] = (),
                 draw: str = "site", labels: Sequence[str] = ()) -> None:
        self.number, self.title, self.notes, self.draw, self.labels = number, title, list(notes), draw, list(labels)


class PlanSet:
    """A civil plan set at one paper size: border, title block, linework and notes on each sheet."""

    def __init__(self, pkg: Package, name: str, size: tuple[float, float], firm: str, project: str,
                 city: str, certification: str | None, date: str, scale_note: str = "",
                 engineer: bool = True) -> None:
        self.pkg, self.name, self.size = pkg, name, size
        self.firm, self.project, self.city, self.cert, self.date = firm, project, city, certification, date
        self.scale_note = scale_note
        self.engineer = engineer  # a land surveyor's certificate is not a PE certification
        self.c = canvas.Canvas(str(pkg.dir / name), pagesize=size, invariant=1)
        self.page = 0

    def _loc(self, text: str) -> Location:
        return Location(file=self.name, page=self.page, text=text[:160])

    def sheet(self, sh: Sheet, sheet_tags: Sequence[Tag] = (), index: Sequence[Sheet] = ()) -> None:
        self.page += 1
        c = self.c
        w, h = self.size
        k = w / (36 * 72.0)  # everything scales with the paper, as a reduced print does
        c.setLineWidth(max(0.4, 1.2 * k))
        c.rect(30 * k, 30 * k, w - 60 * k, h - 60 * k)
        tb_w = 300 * k
        tb_x = w - 30 * k - tb_w
        c.line(tb_x, 30 * k, tb_x, h - 30 * k)
        fs = max(4.5, 13 * k)
        c.setFont("Helvetica-Bold", fs * 1.3)
        c.drawString(tb_x + 10 * k, h - 70 * k, self.firm)
        c.setFont("Helvetica", fs)
        yy = h - 100 * k
        for line in simpleSplit(self.project, "Helvetica", fs, tb_w - 20 * k) + [self.city, self.date]:
            c.drawString(tb_x + 10 * k, yy, line)
            yy -= fs * 1.4
        if self.cert:
            yy -= fs
            c.setFont("Helvetica", fs * 0.85)
            for line in simpleSplit(self.cert, "Helvetica", fs * 0.85, tb_w - 20 * k):
                c.drawString(tb_x + 10 * k, yy, line)
                yy -= fs * 1.15
            if self.engineer:
                self.pkg.rec.tag([X("plan_set.pe_certified")], self._loc(self.cert))
        c.setFont("Helvetica-Bold", fs * 2.2)
        c.drawString(tb_x + 10 * k, 60 * k, sh.number)
        c.setFont("Helvetica-Bold", fs * 1.1)
        for i, line in enumerate(simpleSplit(sh.title, "Helvetica-Bold", fs * 1.1, tb_w - 20 * k)):
            c.drawString(tb_x + 10 * k, 130 * k - i * fs * 1.3, line)
        if self.scale_note:
            c.setFont("Helvetica", fs * 0.8)
            c.drawString(tb_x + 10 * k, 100 * k, self.scale_note)
        self._linework(sh, k, tb_x)
        # notes column
        c.setFont("Helvetica", fs)
        nx, ny = 60 * k, h - 70 * k
        c.setFont("Helvetica-Bold", fs * 1.1)
        c.drawString(nx, ny, "NOTES:")
        ny -= fs * 1.6
        c.setFont("Helvetica", fs)
        for text, tags in sh.notes:
            for line in simpleSplit(text, "Helvetica", fs, 760 * k):
                c.drawString(nx, ny, line)
                ny -= fs * 1.3
            ny -= fs * 0.5
            if tags:
                self.pkg.rec.tag(list(tags), self._loc(text))
        if index:
            ny -= fs
            c.setFont("Helvetica-Bold", fs * 1.1)
            c.drawString(nx, ny, "SHEET INDEX")
            ny -= fs * 1.5
            c.setFont("Helvetica", fs)
            for other in index:
                c.drawString(nx, ny, f"{other.number:8s} {other.title}")
                ny -= fs * 1.3
        if sheet_tags:
            self.pkg.rec.tag(list(sheet_tags), self._loc(sh.title))
        c.showPage()

    def _linework(self, sh: Sheet, k: float, right: float) -> None:
        """Plausible linework: a parcel, contours, a pond or road, with labels where the drawing has them."""
        c = self.c
        w, h = self.size
        x0, y0, x1, y1 = 900 * k, 120 * k, right - 60 * k, h - 120 * k
        c.setLineWidth(max(0.5, 2 * k))
        c.setDash(12 * k, 4 * k)
        c.rect(x0, y0, x1 - x0, y1 - y0)
        c.setDash()
        c.setLineWidth(max(0.3, 0.8 * k))
        if sh.draw in ("site", "grading", "drainage"):
            for i in range(7):
                p = c.beginPath()
                yy = y0 + (i + 1) * (y1 - y0) / 8
                p.moveTo(x0, yy)
                p.curveTo(x0 + (x1 - x0) * 0.3, yy + 60 * k, x0 + (x1 - x0) * 0.6, yy - 50 * k, x1, yy + 20 * k)
                c.drawPath(p)
            if sh.draw == "grading":
                c.ellipse(x0 + (x1 - x0) * 0.55, y0 + 80 * k, x0 + (x1 - x0) * 0.85, y0 + 260 * k)
                c.ellipse(x0 + (x1 - x0) * 0.6, y0 + 110 * k, x0 + (x1 - x0) * 0.8, y0 + 230 * k)
            if sh.draw == "drainage":
                c.setDash(3 * k, 3 * k)
                c.line((x0 + x1) / 2, y0, (x0 + x1) / 2 + 80 * k, y1)
                c.line(x0, (y0 + y1) / 2, x1, (y0 + y1) / 2 - 60 * k)
                c.setDash()
        elif sh.draw == "road":
            c.line(x0, (y0 + y1) / 2 - 60 * k, x1, (y0 + y1) / 2 - 60 * k)
            c.line(x0, (y0 + y1) / 2 + 60 * k, x1, (y0 + y1) / 2 + 60 * k)
            c.setDash(20 * k, 10 * k)
            c.line(x0, (y0 + y1) / 2, x1, (y0 + y1) / 2)
            c.setDash()
        elif sh.draw == "detail":
            for i in range(3):
                bx = x0 + 40 * k + i * (x1 - x0) / 3
                c.rect(bx, y0 + 200 * k, (x1 - x0) / 3 - 80 * k, 300 * k)
        c.setFont("Helvetica", max(4.5, 11 * k))
        for i, label in enumerate(sh.labels):
            c.drawString(x0 + 30 * k, y1 - 40 * k - i * 26 * k, label)

    def close(self) -> None:
        self.c.save()


def write_sets(pkg: Package, sheets: Sequence[tuple[Sheet, Sequence[Tag]]], full: tuple[str, tuple[float, float]] | None,
               reduced: tuple[str, tuple[float, float]] | None, **kw: Any) -> None:
    """The same sheets at full size and reduced, as firms upload them: two files."""
    for spec, part in ((full, "plan_set.full_size"), (reduced, "plan_set.reduced")):
        if spec is None:
            continue
        ps = pkg.plans(spec[0], spec[1], **kw)
        for i, (sh, tags) in enumerate(sheets):
            ps.sheet(sh, list(tags) + ([X(part)] if i == 0 else []), index=[s for s, _ in sheets] if i == 0 else ())
        ps.close()
