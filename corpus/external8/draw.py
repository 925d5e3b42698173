"""Drawing kit for the external8 set: letters that flow, plan sheets with title blocks.

Every piece of text that states a fact, shows an exhibit or demonstrates a criterion is
drawn through one of these helpers with its tags, so the truth records the page it
actually landed on, never what a package merely meant to say.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, Callable, Iterable

from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

from corpus.truth import Location, Recorder, Truth, expected_for

IN = 72.0
ARCH_D = (36 * IN, 24 * IN)
ANSI_D = (34 * IN, 22 * IN)
TABLOID = (17 * IN, 11 * IN)
LETTER = letter

Tag = tuple[str, str, Any]


def F(name: str, value: Any) -> Tag:
    return ("fact", name, value)


def X(ident: str) -> Tag:
    return ("exhibit", ident, None)


def S(ident: str) -> Tag:
    return ("statement", ident, None)


class Package:
    """One package folder: its files, and the recorder that becomes its truth."""

    def __init__(self, root: Path, pid: str, kind: str, seed: int, scenario: str) -> None:
        self.dir = Path(root) / pid
        self.dir.mkdir(parents=True, exist_ok=True)
        self.id, self.kind, self.seed, self.scenario = pid, kind, seed, scenario
        self.rec = Recorder()
        self.files: list[str] = []
        self.rng = random.Random(seed)

    def add_file(self, name: str) -> Path:
        if name not in self.files:
            self.files.append(name)
        return self.dir / name

    def truth(self) -> Truth:
        truth = Truth(
            id=self.id, split="external8", kind=self.kind, seed=self.seed, scenario=self.scenario,
            facts=self.rec.facts, fact_locations=self.rec.fact_locations, conflicts=self.rec.conflicts,
            exhibits=self.rec.exhibits, statements=self.rec.statements, malformed=[], files=sorted(self.files),
        )
        truth.expected = expected_for(truth)
        return truth


class Letter:
    """A flowing letter-size document (letter, memo, report, appendix)."""

    def __init__(self, pkg: Package, name: str, *, font: str = "Helvetica", size: float = 10.5,
                 header: Callable[["Letter"], None] | None = None, margin: float = 72,
                 title: str = "", author: str = "") -> None:
        self.pkg, self.name = pkg, name
        self.c = canvas.Canvas(str(pkg.add_file(name)), pagesize=LETTER, invariant=1)
        if title:
            self.c.setTitle(title)
        if author:
            self.c.setAuthor(author)
        self.font, self.size, self.margin = font, size, margin
        self.bold = {"Helvetica": "Helvetica-Bold", "Times-Roman": "Times-Bold", "Courier": "Courier-Bold"}.get(font, font)
        self.header = header
        self.w, self.ph = LETTER
        self.page = 1
        self.y = 0.0
        self._start()

    # -- pages -----------------------------------------------------------------------------
    def _start(self) -> None:
        self.y = self.ph - self.margin
        if self.header:
            self.header(self)

    def newpage(self) -> None:
        self.c.showPage()
        self.page += 1
        self._start()

    def need(self, height: float) -> None:
        if self.y - height < self.margin - 10:
            self.newpage()

    def loc(self, text: str) -> Location:
        return Location(file=self.name, page=self.page, text=text[:160])

    def tag(self, tags: Iterable[Tag], text: str) -> None:
        self.pkg.rec.tag(list(tags), self.loc(text))

    # -- text ------------------------------------------------------------------------------
    def at(self, x: float, y: float, text: str, *, font: str | None = None, size: float | None = None,
           tags: Iterable[Tag] = (), right: bool = False, center: bool = False) -> None:
        self.c.setFont(font or self.font, size or self.size)
        if right:
            self.c.drawRightString(x, y, text)
        elif center:
            self.c.drawCentredString(x, y, text)
        else:
            self.c.drawString(x, y, text)
        self.tag(tags, text)

    def p(self, text: str, tags: Iterable[Tag] = (), *, font: str | None = None, size: float | None = None,
          indent: float = 0, after: float = 7, lead: float | None = None) -> None:
        font, size = font or self.font, size or self.size
        lead = lead or size * 1.32
        width = self.w - 2 * self.margin - indent
        lines = simpleSplit(text, font, size, width)
        self.need(lead * len(lines))
        self.c.setFont(font, size)
        for line in lines:
            self.y -= lead
            self.c.drawString(self.margin + indent, self.y, line)
        self.tag(tags, text)
        self.y -= after

    def h(self, text: str, *, size: float | None = None, after: float = 4, tags: Iterable[Tag] = ()) -> None:
        self.need(40)
        self.y -= 6
        self.p(text, tags, font=self.bold, size=size or self.size + 1, after=after)

    def bullets(self, items: list[tuple[str, list[Tag]] | str], *, mark: str = "-", indent: float = 14) -> None:
        for item in items:
            text, tags = (item, []) if isinstance(item, str) else item
            lines = simpleSplit(text, self.font, self.size, self.w - 2 * self.margin - indent - 12)
            lead = self.size * 1.3
            self.need(lead * len(lines))
            self.c.setFont(self.font, self.size)
            self.c.drawString(self.margin + indent, self.y - lead, mark)
            for line in lines:
                self.y -= lead
                self.c.drawString(self.margin + indent + 12, self.y, line)
            self.tag(tags, text)
            self.y -= 3
        self.y -= 4

    def gap(self, n: float = 10) -> None:
        self.y -= n

    def table(self, rows: list[list[str]], widths: list[float], *, tags: dict[int, list[Tag]] | None = None,
              size: float = 9, head: int = 1, caption: str = "", caption_tags: Iterable[Tag] = (),
              aligns: str = "") -> None:
        """A ruled table; ``tags`` maps a row index to the tags its words carry."""
        lead = size * 1.55
        self.need(lead * (len(rows) + (2 if caption else 0)) + 6)
        if caption:
            self.p(caption, caption_tags, font=self.bold, size=size + 0.5, after=3)
        x0 = self.margin
        total = sum(widths)
        top = self.y
        for i, row in enumerate(rows):
            font = self.bold if i < head else self.font
            self.c.setFont(font, size)
            x = x0
            for j, cell in enumerate(row):
                align = aligns[j] if j < len(aligns) else "l"
                if align == "r":
                    self.c.drawRightString(x + widths[j] - 4, self.y - lead + 4, cell)
                else:
                    self.c.drawString(x + 4, self.y - lead + 4, cell)
                x += widths[j]
            self.y -= lead
            self.c.setLineWidth(0.8 if i + 1 == head else 0.3)
            self.c.line(x0, self.y, x0 + total, self.y)
            if tags and i in tags:
                self.tag(tags[i], " | ".join(row))
        self.c.setLineWidth(0.5)
        self.c.line(x0, top, x0 + total, top)
        x = x0
        for wdt in [0.0] + widths:
            x += wdt
            self.c.line(x, top, x, self.y)
        self.y -= 10

    def close(self) -> None:
        self.c.showPage()
        self.c.save()


class Sheets:
    """A plan set: full size (recording) and, optionally, the same sheets reduced to 11x17.

    Sheets are drawing functions run once per set, so the reduced set is the same drawing,
    scaled, as real firms print it; only the full-size set records facts.
    """

    def __init__(self, pkg: Package, name: str, size: tuple[float, float], *, reduced: str | None = None) -> None:
        self.pkg, self.name, self.size, self.reduced = pkg, name, size, reduced
        self.fns: list[Callable[["Sheet"], None]] = []

    def add(self, fn: Callable[["Sheet"], None]) -> None:
        self.fns.append(fn)

    def render(self) -> None:
        self._render(self.name, self.size, 1.0, record=True)
        if self.reduced:
            scale = TABLOID[0] / self.size[0]
            self._render(self.reduced, TABLOID, scale, record=False)

    def _render(self, name: str, page: tuple[float, float], scale: float, record: bool) -> None:
        c = canvas.Canvas(str(self.pkg.add_file(name)), pagesize=page, invariant=1)
        for i, fn in enumerate(self.fns, start=1):
            c.saveState()
            c.scale(scale, scale)
            sheet = Sheet(self.pkg, c, name, i, self.size, record)
            fn(sheet)
            if not record and i == 1:
                self.pkg.rec.exhibit("plan_set.reduced", Location(file=name, page=1, text="reduced set, 11x17"))
            c.restoreState()
            c.showPage()
        c.save()


class Sheet:
    def __init__(self, pkg: Package, c: canvas.Canvas, name: str, page: int, size: tuple[float, float], record: bool) -> None:
        self.pkg, self.c, self.name, self.page, self.record = pkg, c, name, page, record
        self.w, self.h = size

    def tag(self, tags: Iterable[Tag], text: str) -> None:
        if self.record:
            self.pkg.rec.tag(list(tags), Location(file=self.name, page=self.page, text=text[:160]))

    def text(self, x: float, y: float, text: str, size: float = 14, *, bold: bool = False,
             tags: Iterable[Tag] = (), angle: float = 0, font: str = "Helvetica") -> None:
        c = self.c
        c.setFont(font + ("-Bold" if bold else "") if font == "Helvetica" else font, size)
        if angle:
            c.saveState()
            c.translate(x, y)
            c.rotate(angle)
            c.drawString(0, 0, text)
            c.restoreState()
        else:
            c.drawString(x, y, text)
        self.tag(tags, text)

    def block(self, x: float, y: float, title: str, lines: list[tuple[str, list[Tag]] | str], *,
              size: float = 12, width: float = 9 * IN, title_tags: Iterable[Tag] = ()) -> float:
        """A notes block; returns the y below it."""
        self.text(x, y, title, size + 2, bold=True, tags=title_tags)
        y -= (size + 2) * 1.6
        for item in lines:
            text, tags = (item, []) if isinstance(item, str) else item
            for k, line in enumerate(simpleSplit(text, "Helvetica", size, width)):
                self.c.setFont("Helvetica", size)
                self.c.drawString(x + (0 if k == 0 else 14), y, line)
                y -= size * 1.35
            self.tag(tags, text)
            y -= size * 0.4
        return y

    def grid(self, x: float, y: float, rows: list[list[str]], widths: list[float], *, size: float = 12,
             tags: dict[int, list[Tag]] | None = None, title: str = "", title_tags: Iterable[Tag] = ()) -> float:
        """A table drawn on a sheet (site data, pond data, rate tables)."""
        c = self.c
        if title:
            self.text(x, y + 8, title, size + 2, bold=True, tags=title_tags)
        lead = size * 1.7
        total = sum(widths)
        top = y
        for i, row in enumerate(rows):
            c.setFont("Helvetica-Bold" if i == 0 else "Helvetica", size)
            xx = x
            for j, cell in enumerate(row):
                c.drawString(xx + 5, y - lead + 5, cell)
                xx += widths[j]
            y -= lead
            c.setLineWidth(0.6)
            c.line(x, y, x + total, y)
            if tags and i in tags:
                self.tag(tags[i], " | ".join(row))
        c.line(x, top, x + total, top)
        xx = x
        for wdt in [0.0] + widths:
            xx += wdt
            c.line(xx, top, xx, y)
        return y - 10

    def frame(self, *, firm: list[str], project: list[str], title: str, number: str, of: int,
              date: str, pe: tuple[str, str] | None, tags: Iterable[Tag] = ()) -> None:
        """Border and a right-hand title block, as most Twin Cities firms draw them."""
        c, w, h = self.c, self.w, self.h
        c.setLineWidth(2.5)
        c.rect(0.5 * IN, 0.5 * IN, w - IN, h - IN)
        tb = w - 4.5 * IN
        c.line(tb, 0.5 * IN, tb, h - 0.5 * IN)
        y = h - 1.1 * IN
        for k, line in enumerate(firm):
            self.text(tb + 0.25 * IN, y, line, 18 if k == 0 else 11, bold=k == 0)
            y -= 24 if k == 0 else 15
        y -= 20
        c.setLineWidth(1)
        c.line(tb, y + 10, w - 0.5 * IN, y + 10)
        for k, line in enumerate(project):
            self.text(tb + 0.25 * IN, y - 8, line, 15 if k == 0 else 11, bold=k == 0)
            y -= 22 if k == 0 else 15
        y -= 30
        if pe:
            c.line(tb, y + 10, w - 0.5 * IN, y + 10)
            cert = ("I HEREBY CERTIFY THAT THIS PLAN, SPECIFICATION, OR REPORT WAS PREPARED BY ME OR UNDER MY "
                    "DIRECT SUPERVISION AND THAT I AM A DULY LICENSED PROFESSIONAL ENGINEER UNDER THE LAWS OF "
                    "THE STATE OF MINNESOTA.")
            yy = y - 8
            for line in simpleSplit(cert, "Helvetica", 8.5, 3.4 * IN):
                self.text(tb + 0.25 * IN, yy, line, 8.5)
                yy -= 11
            yy -= 14
            self.text(tb + 0.25 * IN, yy, f"/s/ {pe[0]}", 13, font="Times-Italic")
            c.line(tb + 0.25 * IN, yy - 4, w - 0.8 * IN, yy - 4)
            self.text(tb + 0.25 * IN, yy - 18, f"{pe[0]}, P.E.   LIC. NO. {pe[1]}   DATE {date}", 9)
            y = yy - 40
        c.line(tb, y, w - 0.5 * IN, y)
        self.text(tb + 0.25 * IN, 2.4 * IN, title, 17, bold=True, tags=tags)
        self.text(tb + 0.25 * IN, 1.5 * IN, number, 40, bold=True)
        self.text(tb + 2.6 * IN, 1.55 * IN, f"SHEET {self.page} OF {of}", 10)
        self.text(tb + 0.25 * IN, 0.9 * IN, f"ISSUED {date}", 10)
        # a certified sheet at full size is what Section 6(A) asks for: say where it is
        if pe:
            self.tag([("exhibit", "plan_set.pe_certified", None)], f"{pe[0]}, P.E. Lic. {pe[1]} certification")
        if self.w > TABLOID[0] + 1:
            self.tag([("exhibit", "plan_set.full_size", None)], f"sheet {number}, {self.w / IN:g} x {self.h / IN:g} in")

    # -- drawing ------------------------------------------------------------------------------
    def parcel(self, x: float, y: float, w: float, h: float, *, label: str = "PROPERTY LINE",
               tags: Iterable[Tag] = (), bearings: bool = True) -> None:
        c = self.c
        rng = random.Random(int(x + y + w))
        pts = [(x, y), (x + w, y + rng.uniform(-0.3, 0.3) * IN), (x + w * 0.93, y + h), (x + w * 0.08, y + h * 0.96)]
        c.setLineWidth(3)
        c.setDash([18, 6, 4, 6])
        path = c.beginPath()
        path.moveTo(*pts[0])
        for p in pts[1:]:
            path.lineTo(*p)
        path.close()
        c.drawPath(path)
        c.setDash()
        c.setLineWidth(1)
        self.text(x + 0.4 * IN, y + 0.2 * IN, label, 12, bold=True, tags=list(tags) + [("exhibit", "N.6.A.1", None)])
        if bearings:
            self.text(x + w * 0.3, y - 0.3 * IN, f"N89°{rng.randint(10, 59)}'{rng.randint(10, 59)}\"E  {rng.randint(300, 900)}.{rng.randint(10, 99)}", 10)

    def contours(self, x: float, y: float, w: float, h: float, base: int, step: int, n: int, *, major: int = 5) -> None:
        c = self.c
        rng = random.Random(base * 7 + n)
        for k in range(n):
            yy = y + h * (k + 0.5) / n
            elev = base + k * step
            c.setLineWidth(1.4 if elev % major == 0 else 0.5)
            c.setDash(6, 4) if k % 2 == 0 else c.setDash()
            wob = [rng.uniform(-0.5, 0.5) * IN for _ in range(4)]
            c.bezier(x, yy + wob[0], x + w / 3, yy + wob[1] + 0.6 * IN, x + 2 * w / 3, yy + wob[2] - 0.6 * IN, x + w, yy + wob[3])
            c.setDash()
            if elev % major == 0 or k % 3 == 0:
                c.setFont("Helvetica", 9)
                c.drawString(x + w * 0.52, yy + wob[2] * 0.3, str(elev))
        c.setLineWidth(1)

    def pond(self, x: float, y: float, rx: float, ry: float, label: str) -> None:
        c = self.c
        for k, f in enumerate((1.0, 0.8, 0.62, 0.45)):
            c.setLineWidth(1.8 if k == 1 else 0.7)
            c.ellipse(x - rx * f, y - ry * f, x + rx * f, y + ry * f)
        self.text(x - 0.5 * IN, y, label, 14, bold=True)

    def building(self, x: float, y: float, w: float, h: float, label: str, tags: Iterable[Tag] = ()) -> None:
        self.c.setLineWidth(2)
        self.c.rect(x, y, w, h)
        self.c.setLineWidth(0.3)
        self.c.line(x, y, x + w, y + h)
        self.c.line(x, y + h, x + w, y)
        self.c.setLineWidth(1)
        self.text(x + 0.2 * IN, y + h / 2 + 0.15 * IN, label, 12, bold=True, tags=tags)

    def leader(self, x0: float, y0: float, x1: float, y1: float, lines: list[tuple[str, list[Tag]] | str], size: float = 11) -> None:
        """A callout: a leader line from the drawing to a stack of text."""
        self.c.setLineWidth(0.8)
        self.c.line(x0, y0, x1, y1)
        self.c.circle(x0, y0, 3, fill=1)
        y = y1
        for item in lines:
            text, tags = (item, []) if isinstance(item, str) else item
            self.text(x1 + 4, y, text, size, tags=tags)
            y -= size * 1.35

    def pipe(self, pts: list[tuple[float, float]], label: str = "") -> None:
        self.c.setLineWidth(2.2)
        for a, b in zip(pts, pts[1:]):
            self.c.line(*a, *b)
        for p in pts:
            self.c.rect(p[0] - 5, p[1] - 5, 10, 10, fill=0)
        self.c.setLineWidth(1)
        if label:
            self.text(pts[0][0] + 8, pts[0][1] + 8, label, 10)
