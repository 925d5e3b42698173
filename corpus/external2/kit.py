"""Drawing helpers that record the truth where each word lands.

Every block that states a fact, shows an exhibit or makes a narrative statement is drawn
with its tags, so the truth file names the file and page a reviewer would point at; a
value that is never drawn can never become a "fact".
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable, Literal

from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from corpus.truth import Location, Recorder, Truth, expected_for, write_truth

INCH = 72.0
TABLOID = (17 * INCH, 11 * INCH)  # reduced set, landscape
ARCH_D = (36 * INCH, 24 * INCH)
ANSI_D = (34 * INCH, 22 * INCH)

Tag = tuple[str, str, Any]
_DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def _fonts() -> str:
    """A font with the ballot-box glyphs (☐ ☒) that filled-in forms use, if the machine has one."""
    try:
        pdfmetrics.getFont("DejaVu")
        return "DejaVu"
    except KeyError:
        pass
    if Path(_DEJAVU).exists():
        pdfmetrics.registerFont(TTFont("DejaVu", _DEJAVU))
        return "DejaVu"
    return "Helvetica"


class Truth2(Truth):
    """The corpus truth format, with this set's own split name."""

    split: Literal["external2"] = "external2"  # type: ignore[assignment]


def fact(name: str, value: Any) -> Tag:
    return ("fact", name, value)


def exhibit(ident: str) -> Tag:
    return ("exhibit", ident, None)


def statement(ident: str) -> Tag:
    return ("statement", ident, None)


class Package:
    """One permit package: its folder, its documents and the truth drawn so far."""

    def __init__(self, root: Path, pid: str, *, kind: Literal["text", "scanned"] = "text", seed: int = 0,
                 scenario: str = "") -> None:
        self.pid, self.kind, self.seed, self.scenario = pid, kind, seed, scenario
        self.dir = Path(root) / pid
        self.dir.mkdir(parents=True, exist_ok=True)
        self.rec = Recorder()
        self.files: list[str] = []

    def doc(self, rel: str, size: tuple[float, float] = letter, font: str = "Helvetica") -> "Doc":
        self.files.append(rel)
        return Doc(self, rel, size, font)

    def truth(self) -> Truth2:
        t = Truth2(id=self.pid, kind=self.kind, seed=self.seed, scenario=self.scenario,
                   facts=self.rec.facts, fact_locations=self.rec.fact_locations, conflicts=self.rec.conflicts,
                   exhibits=self.rec.exhibits, statements=self.rec.statements, files=sorted(self.files))
        t.expected = expected_for(t)
        return t

    def write_truth(self) -> Truth2:
        t = self.truth()
        write_truth(t, self.dir)
        return t


class Doc:
    """A reportlab canvas with a cursor, word wrapping and truth tagging."""

    def __init__(self, pkg: Package, rel: str, size: tuple[float, float], font: str) -> None:
        self.pkg, self.rel = pkg, rel
        path = pkg.dir / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        self.c = Canvas(str(path), pagesize=size, invariant=1)
        self.size = size
        self.font, self.bold = font, ("Helvetica-Bold" if font == "Helvetica" else
                                      "Times-Bold" if font == "Times-Roman" else "Courier-Bold")
        self.box = _fonts()
        self.page = 1
        self.margin = 0.9 * INCH
        self.y = size[1] - self.margin
        self.footer: str | None = None

    # -- truth ------------------------------------------------------------------------------
    def tag(self, tags: Iterable[Tag], text: str = "") -> None:
        tags = list(tags)
        if tags:
            self.pkg.rec.tag(tags, Location(file=self.rel, page=self.page, text=text[:200]))

    # -- pages ------------------------------------------------------------------------------
    def new_page(self, size: tuple[float, float] | None = None) -> None:
        self._foot()
        self.c.showPage()
        if size:
            self.size = size
            self.c.setPageSize(size)
        self.page += 1
        self.y = self.size[1] - self.margin

    def _foot(self) -> None:
        if self.footer:
            self.c.setFont(self.font, 8)
            self.c.drawCentredString(self.size[0] / 2, 0.45 * INCH, self.footer.format(page=self.page))

    def need(self, height: float) -> None:
        if self.y - height < self.margin:
            self.new_page()

    def save(self) -> None:
        self._foot()
        self.c.showPage()
        self.c.save()

    # -- blocks -----------------------------------------------------------------------------
    @property
    def width(self) -> float:
        return self.size[0] - 2 * self.margin

    def h(self, text: str, size: float = 12, tags: Iterable[Tag] = (), gap: float = 6, font: str | None = None,
          center: bool = False) -> None:
        self.need(size * 2.2)
        self.y -= gap
        self.c.setFont(font or self.bold, size)
        if center:
            self.c.drawCentredString(self.size[0] / 2, self.y - size, text)
        else:
            self.c.drawString(self.margin, self.y - size, text)
        self.tag(tags, text)
        self.y -= size * 1.5

    def p(self, text: str, size: float = 10, tags: Iterable[Tag] = (), indent: float = 0, font: str | None = None,
          gap: float = 4, lead: float = 1.3) -> None:
        font = font or self.font
        lines = simpleSplit(text, font, size, self.width - indent)
        self.need(len(lines) * size * lead + gap)
        self.tag(tags, text)
        self.c.setFont(font, size)
        for line in lines:
            self.c.drawString(self.margin + indent, self.y - size, line)
            self.y -= size * lead
        self.y -= gap

    def bullets(self, items: list[str | tuple[str, Iterable[Tag]]], size: float = 10, mark: str = "\u2022") -> None:
        for item in items:
            text, tags = (item, ()) if isinstance(item, str) else item
            lines = simpleSplit(text, self.font, size, self.width - 18)
            self.need(len(lines) * size * 1.3 + 2)
            self.tag(tags, text)
            self.c.setFont(self.font, size)
            self.c.drawString(self.margin + 4, self.y - size, mark if mark != "\u2022" else "-")
            for line in lines:
                self.c.drawString(self.margin + 18, self.y - size, line)
                self.y -= size * 1.3
            self.y -= 2

    def kv(self, label: str, value: str, tags: Iterable[Tag] = (), size: float = 10, col: float = 2.6 * INCH) -> None:
        self.need(size * 1.8)
        self.c.setFont(self.bold, size)
        self.c.drawString(self.margin, self.y - size, label)
        self.c.setFont(self.font, size)
        self.c.drawString(self.margin + col, self.y - size, value)
        self.c.setLineWidth(0.3)
        self.c.line(self.margin + col - 2, self.y - size - 2, self.margin + self.width, self.y - size - 2)
        self.tag(tags, f"{label} {value}")
        self.y -= size * 1.8

    def boxes(self, label: str, options: list[tuple[str, bool]], tags: Iterable[Tag] = (), size: float = 10,
              style: Literal["glyph", "x"] = "glyph") -> None:
        """A form line of check boxes: '☒ Yes ☐ No' or '[X] Yes [ ] No'."""
        self.need(size * 1.9)
        self.c.setFont(self.font, size)
        self.c.drawString(self.margin, self.y - size, label)
        x = self.margin + pdfmetrics.stringWidth(label, self.font, size) + 10
        parts = []
        for text, on in options:
            if style == "glyph":
                mark = "\u2612" if on else "\u2610"
                self.c.setFont(self.box, size + 1)
                self.c.drawString(x, self.y - size, mark)
                x += size + 4
            else:
                mark = "[X]" if on else "[  ]"
                self.c.setFont("Courier-Bold", size)
                self.c.drawString(x, self.y - size, mark)
                x += pdfmetrics.stringWidth(mark, "Courier-Bold", size) + 3
            self.c.setFont(self.font, size)
            self.c.drawString(x, self.y - size, text)
            x += pdfmetrics.stringWidth(text, self.font, size) + 14
            parts.append(f"{mark} {text}")
        self.tag(tags, label + " " + " ".join(parts))
        self.y -= size * 1.9

    def table(self, rows: list[list[str]], widths: list[float] | None = None, tags: Iterable[Tag] = (),
              size: float = 9, header_rows: int = 1, x: float | None = None, grid: bool = True,
              title: str | None = None) -> None:
        """A ruled table; cells wrap. Drawn on one page (callers keep tables short)."""
        x0 = self.margin if x is None else x
        total = self.width - (x0 - self.margin)
        ncol = max(len(r) for r in rows)
        widths = widths or [total / ncol] * ncol
        scale = total / sum(widths)  # widths are proportions: a table spans the text width
        widths = [w * scale for w in widths]
        wrapped = [[simpleSplit(cell, self.bold if i < header_rows else self.font, size, w - 6)
                    for cell, w in zip(r, widths)] for i, r in enumerate(rows)]
        heights = [max(1, *(len(c) for c in r)) * size * 1.2 + 5 for r in wrapped]
        self.need(sum(heights) + (size * 2 if title else 0) + 6)
        if title:
            self.c.setFont(self.bold, size + 1)
            self.c.drawString(x0, self.y - size - 1, title)
            self.y -= size * 1.9
        self.tag(tags, (title or "") + " | " + " | ".join(" ".join(r) for r in rows[:3]))
        self.c.setLineWidth(0.5)
        for i, (r, hgt) in enumerate(zip(wrapped, heights)):
            cx = x0
            for cell, w in zip(r, widths):
                if grid:
                    self.c.rect(cx, self.y - hgt, w, hgt)
                self.c.setFont(self.bold if i < header_rows else self.font, size)
                ty = self.y - size - 2
                for line in cell:
                    self.c.drawString(cx + 3, ty, line)
                    ty -= size * 1.2
                cx += w
            if not grid and i == header_rows - 1:
                self.c.line(x0, self.y - hgt, x0 + sum(widths), self.y - hgt)
            self.y -= hgt
        self.y -= 8

    def space(self, pts: float = 8) -> None:
        self.y -= pts

    def letterhead(self, firm: str, lines: list[str], size: float = 15) -> None:
        self.c.setFont(self.bold, size)
        self.c.drawString(self.margin, self.y - size, firm)
        self.y -= size * 1.4
        self.c.setFont(self.font, 8)
        for line in lines:
            self.c.drawString(self.margin, self.y - 8, line)
            self.y -= 10
        self.c.setLineWidth(1.2)
        self.c.line(self.margin, self.y - 4, self.margin + self.width, self.y - 4)
        self.y -= 14


PE_CERT = ("I hereby certify that this plan, specification, or report was prepared by me or under my direct "
           "supervision and that I am a duly Licensed Professional Engineer under the laws of the State of Minnesota.")


class Sheet:
    """A plan sheet drawn in sheet units (a 36 x 24 in. frame), scaled onto any paper size.

    The same sheet function draws the full-size set and the 11x17 reduced set, as plotting a
    set at half scale does; only the paper changes.
    """

    FRAME = (36 * INCH, 24 * INCH)

    def __init__(self, doc: Doc, paper: tuple[float, float]) -> None:
        self.doc, self.c = doc, doc.c
        self.scale = min(paper[0] / self.FRAME[0], paper[1] / self.FRAME[1])

    def begin(self) -> None:
        self.c.saveState()
        self.c.scale(self.scale, self.scale)

    def end(self) -> None:
        self.c.restoreState()

    def text(self, x: float, y: float, s: str, size: float = 14, bold: bool = False, tags: Iterable[Tag] = ()) -> None:
        self.c.setFont("Helvetica-Bold" if bold else "Helvetica", size)
        self.c.drawString(x, y, s)
        self.doc.tag(tags, s)

    def lines(self, x: float, y: float, rows: list[str], size: float = 13, tags: Iterable[Tag] = (),
              bold_first: bool = False) -> float:
        self.doc.tag(tags, " ".join(rows))
        for i, r in enumerate(rows):
            self.c.setFont("Helvetica-Bold" if (bold_first and i == 0) else "Helvetica", size)
            self.c.drawString(x, y, r)
            y -= size * 1.35
        return y

    def grid(self, x: float, y: float, rows: list[list[str]], widths: list[float], size: float = 12,
             tags: Iterable[Tag] = ()) -> float:
        self.doc.tag(tags, " | ".join(" ".join(r) for r in rows[:3]))
        h = size * 1.7
        self.c.setLineWidth(1)
        for i, r in enumerate(rows):
            cx = x
            for cell, w in zip(r, widths):
                self.c.rect(cx, y - h, w, h)
                self.c.setFont("Helvetica-Bold" if i == 0 else "Helvetica", size)
                self.c.drawString(cx + 4, y - h + size * 0.5, cell)
                cx += w
            y -= h
        return y - 10

    def frame(self, firm: str, firm_lines: list[str], project: str, title: str, number: str, of: str,
              engineer: str, license_no: str, date: str, cert_tags: Iterable[Tag] = (),
              block: Literal["right", "bottom"] = "right") -> None:
        """Border and title block with the engineer's certification, as firms plot them."""
        W, H = self.FRAME
        c = self.c
        c.setLineWidth(3)
        c.rect(36, 36, W - 72, H - 72)
        if block == "right":
            bx, bw = W - 36 - 4.2 * INCH, 4.2 * INCH
            c.line(bx, 36, bx, H - 36)
            y = H - 80
            y = self.lines(bx + 14, y, [firm] + firm_lines, size=16, bold_first=True)
            y -= 30
            y = self.lines(bx + 14, y, ["PROJECT:"] + _wrap(project, 30), size=14, bold_first=True)
            y -= 30
            cert = _wrap(PE_CERT, 42)
            self.lines(bx + 14, y, cert + ["", f"{engineer}", f"Date: {date}   License No. {license_no}"],
                       size=11, tags=cert_tags)
            self.text(bx + 14, 330, "SHEET TITLE:", 13, True)
            yy = 305
            for t in _wrap(title, 24):
                self.text(bx + 14, yy, t, 20, True)
                yy -= 24
            self.text(bx + 14, 110, "SHEET NO.", 12, True)
            self.text(bx + 14, 62, number, 40, True)
            self.text(bx + 200, 62, f"{of}", 14)
        else:
            by = 36 + 2.6 * INCH
            c.line(36, by, W - 36, by)
            self.lines(60, by - 30, [firm] + firm_lines, size=16, bold_first=True)
            self.lines(8 * INCH, by - 30, ["PROJECT"] + _wrap(project, 40), size=15, bold_first=True)
            cert = _wrap(PE_CERT, 70)
            self.lines(15 * INCH, by - 30, cert + [f"Print Name: {engineer}", f"Date: {date}  Lic. No. {license_no}"],
                       size=11, tags=cert_tags)
            self.text(25 * INCH, by - 60, title, 22, True)
            self.text(32 * INCH, by - 90, number, 44, True)
            self.text(32 * INCH, by - 120, of, 12)

    def contours(self, x: float, y: float, w: float, h: float, start: int, step: int, n: int, dashed: bool,
                 label_every: int = 1) -> None:
        """Wavy contour lines with elevation labels (existing dashed, proposed solid)."""
        c = self.c
        c.setLineWidth(1.2 if not dashed else 0.8)
        c.setDash(8, 6) if dashed else c.setDash()
        for i in range(n):
            yy = y + h - (i + 0.5) * h / n
            p = c.beginPath()
            p.moveTo(x, yy)
            p.curveTo(x + w * 0.3, yy + 25, x + w * 0.6, yy - 25, x + w, yy + 8)
            c.drawPath(p)
            if i % label_every == 0:
                c.setFont("Helvetica", 10)
                c.drawString(x + w * 0.45 + (30 if dashed else 0), yy + 4, str(start - i * step))
        c.setDash()


def _wrap(text: str, n: int) -> list[str]:
    out, line = [], ""
    for word in text.split():
        if len(line) + len(word) + 1 > n and line:
            out.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    if line:
        out.append(line)
    return out


def sqft(acres: float) -> str:
    """An area in acres written in square feet, as most plan sheets do."""
    return f"{round(acres * 43560):,}"
