"""Drawing kit for the external30 set: flowing documents and plan sheets that record their own truth.

Each drawing call that puts a fact, exhibit or statement on a page records it in the
package's :class:`~corpus.truth.Recorder` with the page it landed on, so the truth is what
the pages carry, never what the author meant to write.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Sequence

from reportlab.lib.pagesizes import letter
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas

from corpus.truth import Location, Recorder

Tag = tuple[str, str, Any]
FULL = (34 * 72, 22 * 72)  # ANSI D, landscape
REDUCED = (17 * 72, 11 * 72)  # 11 x 17, landscape


def fact(name: str, value: Any) -> Tag:
    return ("fact", name, value)


def ex(ident: str) -> Tag:
    return ("exhibit", ident, None)


def st(ident: str) -> Tag:
    return ("statement", ident, None)


def wrap(text: str, font: str, size: float, width: float) -> list[str]:
    """Greedy word wrap: documents of real firms break lines, and the extractor must cope."""
    lines: list[str] = []
    for para in text.split("\n"):
        words, line = para.split(), ""
        for w in words:
            trial = f"{line} {w}".strip()
            if stringWidth(trial, font, size) <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = w
        lines.append(line)
    return lines


class Doc:
    """A flowing document on letter paper with its author's fonts, header and footer."""

    def __init__(self, rec: Recorder, folder: Path, name: str, *, font: str = "Helvetica",
                 bold: str = "Helvetica-Bold", size: float = 10.0, margin: float = 60.0,
                 header: str = "", footer: str = "", pagesize: tuple[float, float] = letter,
                 numbering: str = "Page {n}") -> None:
        self.rec, self.name = rec, name
        self.path = Path(folder) / name
        self.c = canvas.Canvas(str(self.path), pagesize=pagesize, invariant=1)
        self.w, self.ph = pagesize
        self.font, self.bold, self.size, self.margin = font, bold, size, margin
        self.header, self.footer, self.numbering = header, footer, numbering
        self.page = 1
        self.y = self.ph - margin
        self._decorate()

    # -- page furniture -----------------------------------------------------------------------
    def _decorate(self) -> None:
        c = self.c
        if self.header:
            c.setFont(self.font, 8)
            c.drawString(self.margin, self.ph - 30, self.header)
            c.line(self.margin, self.ph - 34, self.w - self.margin, self.ph - 34)
        c.setFont(self.font, 8)
        if self.footer:
            c.drawString(self.margin, 30, self.footer)
        if self.numbering:
            c.drawRightString(self.w - self.margin, 30, self.numbering.format(n=self.page))
        self.y = self.ph - self.margin - (10 if self.header else 0)

    def new_page(self) -> None:
        self.c.showPage()
        self.page += 1
        self._decorate()

    def need(self, height: float) -> None:
        if self.y - height < self.margin + 10:
            self.new_page()

    def loc(self, text: str) -> Location:
        return Location(file=self.name, page=self.page, text=" ".join(text.split())[:240])

    def tag(self, tags: Sequence[Tag], text: str) -> None:
        if tags:
            self.rec.tag(list(tags), self.loc(text))

    # -- content ------------------------------------------------------------------------------
    def space(self, pts: float = 8) -> None:
        self.y -= pts

    def title(self, text: str, size: float = 16, tags: Sequence[Tag] = ()) -> None:
        self.need(size * 2)
        self.c.setFont(self.bold, size)
        for line in wrap(text, self.bold, size, self.w - 2 * self.margin):
            self.c.drawString(self.margin, self.y - size, line)
            self.y -= size * 1.3
        self.tag(tags, text)
        self.y -= 6

    def h(self, text: str, size: float | None = None, tags: Sequence[Tag] = ()) -> None:
        size = size or self.size + 2
        self.need(size * 3)
        self.y -= 4
        self.c.setFont(self.bold, size)
        self.c.drawString(self.margin, self.y - size, text)
        self.y -= size * 1.5
        self.tag(tags, text)

    def p(self, text: str, tags: Sequence[Tag] = (), indent: float = 0, size: float | None = None,
          font: str | None = None) -> None:
        size, font = size or self.size, font or self.font
        lines = wrap(text, font, size, self.w - 2 * self.margin - indent)
        lead = size * 1.3
        self.need(lead * len(lines) + 4)
        self.c.setFont(font, size)
        for line in lines:
            self.c.drawString(self.margin + indent, self.y - size, line)
            self.y -= lead
        self.y -= size * 0.6
        self.tag(tags, text)

    def bullets(self, items: Sequence[str], tags: Sequence[Tag] = (), mark: str = "\u2022") -> None:
        self.need(len(items) * self.size * 1.4)
        self.tag(tags, "; ".join(items))
        for item in items:
            lines = wrap(item, self.font, self.size, self.w - 2 * self.margin - 18)
            self.c.setFont(self.font, self.size)
            self.c.drawString(self.margin + 4, self.y - self.size, mark)
            for line in lines:
                self.c.drawString(self.margin + 18, self.y - self.size, line)
                self.y -= self.size * 1.3
        self.y -= 4

    def table(self, rows: Sequence[Sequence[str]], widths: Sequence[float], tags: Sequence[Tag] = (),
              size: float | None = None, header: bool = True, grid: bool = True) -> None:
        """A ruled table; it never splits across pages, as a reviewer would see it whole."""
        size = size or self.size - 1
        x0 = self.margin
        heights = []
        for row in rows:
            n = max(len(wrap(str(cell), self.font, size, w - 6)) for cell, w in zip(row, widths))
            heights.append(n * size * 1.25 + 5)
        self.need(sum(heights) + 6)
        top = self.y
        for i, (row, rh) in enumerate(zip(rows, heights)):
            font = self.bold if header and i == 0 else self.font
            x = x0
            for cell, w in zip(row, widths):
                yy = self.y - size - 2
                self.c.setFont(font, size)
                for line in wrap(str(cell), font, size, w - 6):
                    self.c.drawString(x + 3, yy, line)
                    yy -= size * 1.25
                x += w
            self.y -= rh
            if grid:
                self.c.line(x0, self.y, x0 + sum(widths), self.y)
        if grid:
            self.c.line(x0, top, x0 + sum(widths), top)
            x = x0
            for w in [0, *widths]:
                x += w
                self.c.line(x, top, x, self.y)
        self.y -= 8
        self.tag(tags, " | ".join(" ".join(map(str, r)) for r in rows))

    def field(self, label: str, value: str, tags: Sequence[Tag] = (), box: bool | None = None,
              width: float = 190) -> None:
        """A form line: label, then the filled-in value (optionally a check box before it)."""
        self.need(self.size * 1.8)
        c = self.c
        x = self.margin
        if box is not None:
            c.rect(x, self.y - self.size - 1, 8, 8)
            if box:
                c.setFont(self.bold, self.size)
                c.drawString(x + 1, self.y - self.size, "X")
            x += 14
        c.setFont(self.bold, self.size - 0.5)
        c.drawString(x, self.y - self.size, label)
        c.setFont("Courier", self.size)
        for i, line in enumerate(wrap(value, "Courier", self.size, self.w - self.margin - x - width)):
            c.drawString(x + width, self.y - self.size - i * self.size * 1.25, line)
            self.y -= self.size * 1.25 if i else 0
        c.line(x + width - 4, self.y - self.size - 3, self.w - self.margin, self.y - self.size - 3)
        self.y -= self.size * 1.8
        self.tag(tags, f"{label} {value}")

    def signature(self, lines: Sequence[str], tags: Sequence[Tag] = ()) -> None:
        self.need(len(lines) * self.size * 1.3 + 30)
        self.c.line(self.margin, self.y - 24, self.margin + 200, self.y - 24)
        self.y -= 30
        for line in lines:
            self.c.setFont(self.font, self.size)
            self.c.drawString(self.margin, self.y - self.size, line)
            self.y -= self.size * 1.3
        self.y -= 6
        self.tag(tags, " ".join(lines))

    def save(self) -> str:
        self.c.save()
        return self.name


# -- plan sheets ------------------------------------------------------------------------------
class Sheet:
    """What one plan sheet shows; drawn once at full size and once reduced to 11 x 17."""

    def __init__(self, number: str, title: str, notes: Sequence[tuple[str, Sequence[Tag]]] = (),
                 art: str = "plan", table: Sequence[Sequence[str]] | None = None,
                 tags: Sequence[Tag] = ()) -> None:
        self.number, self.title, self.notes = number, title, list(notes)
        self.art, self.table, self.tags = art, table, list(tags)


class TitleBlock:
    def __init__(self, firm: str, address: str, project: str, client: str, engineer: str,
                 license_no: str, date: str, job: str, cert_words: str | None = None) -> None:
        self.firm, self.address, self.project, self.client = firm, address, project, client
        self.engineer, self.license_no, self.date, self.job = engineer, license_no, date, job
        self.cert_words = cert_words or (
            "I hereby certify that this plan, specification, or report was prepared by me or under my "
            "direct supervision and that I am a duly Licensed Professional Engineer under the laws of "
            "the State of Minnesota.")


def _art(c: canvas.Canvas, kind: str, x: float, y: float, w: float, h: float, seed: int) -> None:
    """Line work that looks like a plan: parcels, contours, a street, a pond or a profile grid."""
    c.saveState()
    c.setLineWidth(0.6)
    c.rect(x + 40, y + 40, w - 80, h - 80)
    if kind in ("plan", "grading", "drainage"):
        for i in range(7 if kind != "plan" else 3):
            yy = y + 120 + i * (h - 240) / 7 + (seed % 5) * 6
            path = c.beginPath()
            path.moveTo(x + 60, yy)
            for k in range(1, 9):
                path.lineTo(x + 60 + k * (w - 120) / 8, yy + ((k * 37 + seed + i * 11) % 41) - 20)
            c.setDash(6, 4) if i % 2 else c.setDash()
            c.drawPath(path)
        c.setDash()
        c.rect(x + w * 0.35, y + h * 0.4, w * 0.22, h * 0.2)
    if kind in ("pond", "drainage", "grading"):
        c.ellipse(x + w * 0.62, y + h * 0.15, x + w * 0.88, y + h * 0.38)
        c.ellipse(x + w * 0.65, y + h * 0.18, x + w * 0.85, y + h * 0.35)
    if kind in ("street", "profile"):
        c.line(x + 60, y + h * 0.5 - 40, x + w - 60, y + h * 0.5 - 40)
        c.line(x + 60, y + h * 0.5 + 40, x + w - 60, y + h * 0.5 + 40)
        c.setDash(12, 8)
        c.line(x + 60, y + h * 0.5, x + w - 60, y + h * 0.5)
        c.setDash()
        if kind == "profile":
            for k in range(12):
                c.line(x + 60 + k * (w - 120) / 11, y + 60, x + 60 + k * (w - 120) / 11, y + h * 0.35)
    c.restoreState()


def draw_plansets(rec: Recorder, folder: Path, sheets: Sequence[Sheet], tb: TitleBlock, *,
                  full_name: str | None, reduced_name: str | None, seal: bool = True,
                  full_tags: Sequence[Tag] = (), reduced_tags: Sequence[Tag] = ()) -> list[str]:
    """The plan set at 22 x 34 and at 11 x 17 (either may be left out); returns file names."""
    out = []
    for name, size, extra in ((full_name, FULL, full_tags), (reduced_name, REDUCED, reduced_tags)):
        if not name:
            continue
        c = canvas.Canvas(str(Path(folder) / name), pagesize=size, invariant=1)
        s = size[0] / FULL[0]
        for page, sh in enumerate(sheets, start=1):
            c.saveState()
            c.scale(s, s)
            _sheet(c, sh, tb, seal, page)
            c.restoreState()
            loc = Location(file=name, page=page, text=f"{sh.number} {sh.title}")
            tags = list(sh.tags) + [t for note, ts in sh.notes for t in ts]
            if page == 1:
                tags += list(extra)
                if seal:
                    tags.append(ex("plan_set.pe_certified"))
            for kind, ident, value in tags:
                where = Location(file=name, page=page, text=_tag_text(sh, ident) or loc.text)
                rec.tag([(kind, ident, value)], where)
            c.showPage()
        c.save()
        out.append(name)
    return out


def _tag_text(sh: Sheet, ident: str) -> str:
    for note, ts in sh.notes:
        if any(t[1] == ident for t in ts):
            return note[:240]
    return ""


def _sheet(c: canvas.Canvas, sh: Sheet, tb: TitleBlock, seal: bool, page: int) -> None:
    W, H = FULL
    c.setLineWidth(2)
    c.rect(36, 36, W - 72, H - 72)
    # title block strip at the right
    bx = W - 36 - 330
    c.rect(bx, 36, 330, H - 72)
    c.setFont("Helvetica-Bold", 20)
    y = H - 80
    for line in wrap(tb.firm, "Helvetica-Bold", 20, 300):
        c.drawString(bx + 14, y, line)
        y -= 24
    c.setFont("Helvetica", 12)
    for line in wrap(tb.address, "Helvetica", 12, 300):
        c.drawString(bx + 14, y, line)
        y -= 15
    y -= 20
    c.setFont("Helvetica-Bold", 15)
    for line in wrap(tb.project, "Helvetica-Bold", 15, 300):
        c.drawString(bx + 14, y, line)
        y -= 19
    c.setFont("Helvetica", 12)
    for line in wrap(tb.client, "Helvetica", 12, 300):
        c.drawString(bx + 14, y, line)
        y -= 15
    if seal:
        y -= 20
        c.setFont("Helvetica", 10)
        for line in wrap(tb.cert_words, "Helvetica", 10, 300):
            c.drawString(bx + 14, y, line)
            y -= 12.5
        y -= 24
        c.line(bx + 14, y, bx + 300, y)
        y -= 14
        c.drawString(bx + 14, y, f"{tb.engineer}, P.E.")
        y -= 13
        c.drawString(bx + 14, y, f"Date: {tb.date}    License No. {tb.license_no}")
    c.setFont("Helvetica", 11)
    c.drawString(bx + 14, 230, f"Project No. {tb.job}")
    c.drawString(bx + 14, 214, f"Issued: {tb.date}")
    c.setFont("Helvetica-Bold", 16)
    for i, line in enumerate(wrap(sh.title.upper(), "Helvetica-Bold", 16, 300)):
        c.drawString(bx + 14, 170 - i * 19, line)
    c.setFont("Helvetica-Bold", 40)
    c.drawString(bx + 14, 64, sh.number)
    # drawing field and notes
    c.setLineWidth(0.8)
    notes_w = 620 if sh.notes or sh.table else 0
    _art(c, sh.art, 50, 50, bx - 60 - notes_w, H - 100, page * 13)
    nx = bx - notes_w
    ny = H - 70
    if sh.table:
        cols = len(sh.table[0])
        cw = (notes_w - 30) / cols
        c.setFont("Helvetica-Bold", 11)
        for r, row in enumerate(sh.table):
            c.setFont("Helvetica-Bold" if r == 0 else "Helvetica", 11)
            for k, cell in enumerate(row):
                c.drawString(nx + 4 + k * cw, ny, str(cell)[:int(cw / 6)])
            ny -= 16
        ny -= 14
    if sh.notes:
        c.setFont("Helvetica-Bold", 13)
        c.drawString(nx, ny, "NOTES:")
        ny -= 18
        c.setFont("Helvetica", 11)
        for i, (note, _tags) in enumerate(sh.notes, start=1):
            for j, line in enumerate(wrap(f"{i}. {note}", "Helvetica", 11, notes_w - 30)):
                c.drawString(nx + (0 if j == 0 else 14), ny, line)
                ny -= 14
            ny -= 5


Builder = Callable[[Path], tuple[Recorder, list[str], dict[str, Any]]]


def package(ident: str, kind: str, seed: int, scenario: str):
    """Mark a drawing function as one package of the set, with how it is delivered."""

    def wrap_fn(fn):
        fn.meta = {"id": ident, "kind": kind, "seed": seed, "scenario": scenario}
        return fn

    return wrap_fn


def rates_rows(rows: Sequence[tuple[str, float | None, float | None]], head: Sequence[str]) -> list[list[str]]:
    out = [list(head)]
    for event, e, p in rows:
        out.append([event, "-" if e is None else f"{e:.1f}", "-" if p is None else f"{p:.1f}",
                    "-" if e is None or p is None else f"{p - e:+.1f}"])
    return out
