"""Page layout for the external10 set: flowing text in frames, columns, boxes, tables, listings.

The set's theme is layout, so the writer must place the same kind of words in very
different places (a sidebar, a merged-header spreadsheet, a landscape page, a monospaced
model listing). Every tagged element records, at the moment it is drawn, the file and
page it landed on: the truth is what the pages carry, never what a package meant to say.
Paragraphs and table rows are never split across frames, so a tag's page is exact.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Callable, Sequence

from reportlab.lib.pagesizes import landscape, letter
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from corpus.truth import Location, Recorder

Tag = tuple[str, str, Any]  # ("fact"|"exhibit"|"statement", id, value)
Tags = Sequence[Tag]

LETTER = letter
LETTER_LANDSCAPE = landscape(letter)
TABLOID = (17 * 72.0, 11 * 72.0)
ARCH_D = (36 * 72.0, 24 * 72.0)
ANSI_D = (34 * 72.0, 22 * 72.0)


def F(name: str, value: Any) -> Tag:
    return ("fact", name, value)


def X(ident: str) -> Tag:
    return ("exhibit", ident, None)


def S(ident: str) -> Tag:
    return ("statement", ident, None)


@dataclass
class Package:
    """One package folder and the recorder its pages write into."""

    id: str
    kind: str
    folder: Path
    rec: Recorder = field(default_factory=Recorder)
    files: list[str] = field(default_factory=list)

    def doc(self, name: str, **kw: Any) -> "Doc":
        self.files.append(name)
        return Doc(self, name, **kw)

    def mark(self, file: str, page: int, tags: Tags, text: str) -> None:
        if tags:
            self.rec.tag(list(tags), Location(file=file, page=page, text=" ".join(text.split())[:200]))


def wrap(text: str, font: str, size: float, width: float) -> list[str]:
    """Greedy word wrap by the font's real advance widths."""
    lines: list[str] = []
    for block in text.split("\n"):
        words, cur = block.split(), ""
        for w in words:
            trial = f"{cur} {w}" if cur else w
            if stringWidth(trial, font, size) <= width or not cur:
                cur = trial
            else:
                lines.append(cur)
                cur = w
        lines.append(cur)
    return lines


def _fit(text: str, font: str, size: float, width: float) -> float:
    """The font size at which ``text`` fits ``width``, as a spreadsheet's shrink-to-fit does."""
    w = stringWidth(text, font, size)
    return size if w <= width or w == 0 else max(4.0, size * width / w)


@dataclass
class Frame:
    x: float
    top: float
    width: float
    bottom: float
    y: float = 0.0

    def __post_init__(self) -> None:
        self.y = self.top


class Doc:
    """A flowing document: frames fill top to bottom, then the next frame, then a new page."""

    def __init__(self, pkg: Package, name: str, *, size: tuple[float, float] = LETTER, margin: float = 54,
                 font: str = "Helvetica", bold: str = "Helvetica-Bold", body: float = 10,
                 header: str = "", footer: str = "", columns: int = 1, gap: float = 18,
                 decorate: Callable[["Doc"], None] | None = None) -> None:
        self.pkg, self.name = pkg, name
        self.c = Canvas(str(pkg.folder / name), pagesize=size, invariant=1)
        self.c.setTitle(name)
        self.c.setAuthor("")
        self.size, self.margin, self.font, self.bold, self.body = size, margin, font, bold, body
        self.header, self.footer, self.gap, self.decorate = header, footer, gap, decorate
        self.ncols = columns
        self.page = 1
        self._start_page()

    # -- pages and frames --------------------------------------------------------------------------
    def _start_page(self) -> None:
        w, h = self.size
        top = h - self.margin - (16 if self.header else 0)
        self.frames = self._columns(self.ncols, top)
        self.fi = 0
        if self.header:
            self.c.setFont(self.font, 7.5)
            self.c.setFillGray(0.35)
            self.c.drawString(self.margin, h - self.margin + 4, self.header)
            self.c.line(self.margin, h - self.margin, w - self.margin, h - self.margin)
            self.c.setFillGray(0)
        if self.footer or True:
            self.c.setFont(self.font, 7.5)
            self.c.setFillGray(0.35)
            self.c.drawString(self.margin, self.margin - 24, self.footer)
            self.c.drawRightString(w - self.margin, self.margin - 24, f"Page {self.page}")
            self.c.setFillGray(0)
        if self.decorate:
            self.decorate(self)

    def _columns(self, n: int, top: float) -> list[Frame]:
        w, _ = self.size
        usable = w - 2 * self.margin
        cw = (usable - (n - 1) * self.gap) / n
        return [Frame(self.margin + i * (cw + self.gap), top, cw, self.margin) for i in range(n)]

    @property
    def fr(self) -> Frame:
        return self.frames[self.fi]

    def new_page(self, size: tuple[float, float] | None = None, columns: int | None = None) -> None:
        self.c.showPage()
        if size is not None:
            self.size = size
            self.c.setPageSize(size)
        if columns is not None:
            self.ncols = columns
        self.page += 1
        self._start_page()

    def columns(self, n: int) -> None:
        """Switch the number of columns below everything drawn so far on this page."""
        y = min(f.y for f in self.frames[: self.fi + 1]) if self.frames else self.size[1] - self.margin
        self.ncols = n
        self.frames = self._columns(n, y - 4)
        self.fi = 0

    def _need(self, height: float) -> None:
        while self.fr.y - height < self.fr.bottom:
            if self.fi + 1 < len(self.frames):
                self.fi += 1
            else:
                self.new_page()
                return

    def space(self, h: float = 6) -> None:
        self.fr.y -= h

    def mark(self, tags: Tags, text: str) -> None:
        self.pkg.mark(self.name, self.page, tags, text)

    # -- text --------------------------------------------------------------------------------------
    def para(self, text: str, tags: Tags = (), *, size: float | None = None, font: str | None = None,
             indent: float = 0, lead: float = 1.25, after: float = 5, gray: float = 0) -> None:
        size = size or self.body
        font = font or self.font
        lines = wrap(text, font, size, self.fr.width - indent)
        self._need(len(lines) * size * lead)
        fr = self.fr
        self.c.setFont(font, size)
        self.c.setFillGray(gray)
        for ln in lines:
            fr.y -= size * lead
            self.c.drawString(fr.x + indent, fr.y + size * 0.25, ln)
        self.c.setFillGray(0)
        fr.y -= after
        self.mark(tags, text)

    def heading(self, text: str, size: float = 12, tags: Tags = (), rule: bool = False) -> None:
        self._need(size * 3)
        self.space(size * 0.4)
        self.para(text, tags, size=size, font=self.bold, after=3)
        if rule:
            self.c.line(self.fr.x, self.fr.y + 1, self.fr.x + self.fr.width, self.fr.y + 1)
            self.space(4)

    def bullets(self, items: Sequence[str | tuple[str, Tags]], *, numbered: bool = False, start: int = 1,
                size: float | None = None, symbol: str = "\u2022") -> None:
        size = size or self.body
        for i, item in enumerate(items):
            text, tags = (item, ()) if isinstance(item, str) else item
            label = f"{start + i}." if numbered else symbol
            lines = wrap(text, self.font, size, self.fr.width - 18)
            self._need(len(lines) * size * 1.25)
            fr = self.fr
            self.c.setFont(self.font, size)
            fr.y -= size * 1.25
            self.c.drawString(fr.x + 2, fr.y + size * 0.25, label)
            self.c.drawString(fr.x + 18, fr.y + size * 0.25, lines[0])
            for ln in lines[1:]:
                fr.y -= size * 1.25
                self.c.drawString(fr.x + 18, fr.y + size * 0.25, ln)
            fr.y -= 2.5
            self.mark(tags, text)
        self.space(3)

    def box(self, title: str, items: Sequence[str | tuple[str, Tags]], *, shade: float = 0.92,
            size: float = 9, width: float | None = None) -> None:
        """A call-out box inside the current frame: a title bar and its lines."""
        width = width or self.fr.width
        entries = [((it, ()) if isinstance(it, str) else it) for it in items]
        wrapped = [(wrap(t, self.font, size, width - 14), tags, t) for t, tags in entries]
        height = 20 + sum(len(w) * size * 1.3 + 2 for w, _, _ in wrapped) + 8
        self._need(height)
        fr = self.fr
        c = self.c
        c.setFillGray(shade)
        c.rect(fr.x, fr.y - height, width, height, stroke=1, fill=1)
        c.setFillGray(0.2)
        c.rect(fr.x, fr.y - 16, width, 16, stroke=0, fill=1)
        c.setFillGray(1)
        c.setFont(self.bold, size + 0.5)
        c.drawString(fr.x + 6, fr.y - 12, title)
        c.setFillGray(0)
        y = fr.y - 20
        c.setFont(self.font, size)
        for lines, tags, text in wrapped:
            for ln in lines:
                y -= size * 1.3
                c.drawString(fr.x + 7, y + 2, ln)
            y -= 2
            self.mark(tags, text)
        fr.y -= height + 8

    def sidebar(self, title: str, items: Sequence[str | tuple[str, Tags]], *, width: float = 160,
                size: float = 8.5) -> None:
        """A shaded strip down the right edge of this page; the frames of this page narrow to leave it."""
        w, h = self.size
        x = w - self.margin - width
        top = self.frames[0].top
        c = self.c
        c.setFillGray(0.93)
        c.rect(x, self.margin, width, top - self.margin, stroke=0, fill=1)
        c.setFillGray(0)
        c.setFont(self.bold, size + 1.5)
        y = top - 16
        c.drawString(x + 8, y, title)
        y -= 6
        c.setFont(self.font, size)
        for it in items:
            text, tags = (it, ()) if isinstance(it, str) else it
            for ln in wrap(text, self.font, size, width - 16):
                y -= size * 1.3
                c.drawString(x + 8, y, ln)
            y -= 5
            self.mark(tags, text)
        for f in self.frames:
            overlap = f.x + f.width - (x - 12)
            if overlap > 0:
                f.width -= overlap

    # -- tables ------------------------------------------------------------------------------------
    def table(self, widths: Sequence[float], head: Sequence[Sequence[tuple[str, int] | str]],
              rows: Sequence[Sequence[str]], *, row_tags: dict[int, Tags] | None = None, title: str = "",
              title_tags: Tags = (), notes: Sequence[str | tuple[str, Tags]] = (), size: float = 8,
              grid: bool = True, shade_head: float = 0.85, align: str = "lrrrrrrrrrrr",
              continued: str = "(continued)", bold_rows: Sequence[int] = ()) -> None:
        """A spreadsheet: header rows with merged cells (``(text, span)``), body rows, footnotes.

        Rows that run past the frame continue on the next page under a repeated header and
        the title marked ``continued``.
        """
        row_tags = row_tags or {}
        total = sum(widths)
        scale = self.fr.width / total
        cw = [w * scale for w in widths]
        rh = size * 1.7

        def draw_title(suffix: str = "") -> None:
            if title:
                self.para(title + suffix, title_tags if not suffix else (), font=self.bold, size=size + 1.5, after=2)

        def draw_head() -> None:
            fr = self.fr
            for hrow in head:
                fr.y -= rh
                x = fr.x
                ci = 0
                for cell in hrow:
                    text, span = (cell, 1) if isinstance(cell, str) else cell
                    w = sum(cw[ci: ci + span])
                    self.c.setFillGray(shade_head)
                    self.c.rect(x, fr.y, w, rh, stroke=1 if grid else 0, fill=1)
                    self.c.setFillGray(0)
                    self.c.setFont(self.bold, _fit(text, self.bold, size, w - 4))
                    self.c.drawCentredString(x + w / 2, fr.y + rh * 0.3, text)
                    x += w
                    ci += span

        self._need((len(head) + 2) * rh + (size * 3 if title else 0))
        draw_title()
        draw_head()
        for ri, row in enumerate(rows):
            if self.fr.y - rh < self.fr.bottom:
                self._need(10_000)  # force a new frame or page
                draw_title(" " + continued if title else "")
                draw_head()
            fr = self.fr
            fr.y -= rh
            x = fr.x
            font = self.bold if ri in bold_rows else self.font
            for ci, text in enumerate(row):
                if grid:
                    self.c.rect(x, fr.y, cw[ci], rh, stroke=1, fill=0)
                self.c.setFont(font, _fit(text, font, size, cw[ci] - 6))
                a = align[ci] if ci < len(align) else "r"
                if a == "l":
                    self.c.drawString(x + 3, fr.y + rh * 0.3, text)
                elif a == "c":
                    self.c.drawCentredString(x + cw[ci] / 2, fr.y + rh * 0.3, text)
                else:
                    self.c.drawRightString(x + cw[ci] - 3, fr.y + rh * 0.3, text)
                x += cw[ci]
            if ri in row_tags:
                self.mark(row_tags[ri], " ".join(row))
        self.space(4)
        for n in notes:
            text, tags = (n, ()) if isinstance(n, str) else n
            self.para(text, tags, size=size - 0.5, after=1, gray=0.15)
        self.space(6)

    def listing(self, lines: Sequence[str | tuple[str, Tags]], *, size: float = 7.5) -> None:
        """Model output in a fixed-width font, as a program prints it; continues across pages."""
        for it in lines:
            text, tags = (it, ()) if isinstance(it, str) else it
            self._need(size * 1.2)
            fr = self.fr
            fr.y -= size * 1.2
            self.c.setFont("Courier", size)
            self.c.drawString(fr.x, fr.y + 1, text)
            self.mark(tags, text)

    def close(self) -> None:
        self.c.showPage()
        self.c.save()


# -- plan sheets -------------------------------------------------------------------------------------
@dataclass
class Sheet:
    number: str
    title: str
    labels: list[tuple[float, float, str]]  # x, y as fractions of the drawing area, text
    notes: list[str]
    tags: list[Tag]
    ponds: list[tuple[float, float, float, float]] = field(default_factory=list)  # cx, cy, rx, ry fractions
    contours: int = 6
    parcel: bool = True
    contour_start: float = 0.0  # elevation of the lowest contour; labels drawn when set
    contour_step: float = 2.0


@dataclass
class TitleBlock:
    firm: str
    firm_lines: list[str]
    project: str
    client: str
    engineer: str | None  # None: the sheets carry no certification
    license_no: str = ""
    date: str = ""
    base_elev: float = 0.0  # lowest contour label on sheets whose notes speak of contours


CERT = ("I hereby certify that this plan, specification, or report was prepared by me or under my direct "
        "supervision and that I am a duly Licensed Professional Engineer under the laws of the State of Minnesota.")


def _draw_sheet(c: Canvas, sheet: Sheet, tb: TitleBlock, k: float, index: int, count: int) -> str:
    """Draws one sheet in 34 x 22 inch units scaled by ``k``; returns the words that matter most."""
    W, H = 34 * 72 * k, 22 * 72 * k
    m = 36 * k
    c.setLineWidth(1.5 * k)
    c.rect(m, m, W - 2 * m, H - 2 * m)
    tbw = 300 * k
    tbx = W - m - tbw
    c.line(tbx, m, tbx, H - m)
    # title block
    y = H - m - 30 * k
    c.setFont("Helvetica-Bold", 16 * k)
    c.drawString(tbx + 12 * k, y, tb.firm)
    c.setFont("Helvetica", 9 * k)
    for ln in tb.firm_lines:
        y -= 12 * k
        c.drawString(tbx + 12 * k, y, ln)
    y -= 30 * k
    c.setFont("Helvetica-Bold", 12 * k)
    for ln in wrap(tb.project, "Helvetica-Bold", 12, 270):
        c.drawString(tbx + 12 * k, y, ln)
        y -= 15 * k
    c.setFont("Helvetica", 9 * k)
    c.drawString(tbx + 12 * k, y, tb.client)
    y -= 40 * k
    if tb.engineer:
        c.setFont("Helvetica", 8 * k)
        for ln in wrap(CERT, "Helvetica", 8, 272):
            c.drawString(tbx + 12 * k, y, ln)
            y -= 10 * k
        y -= 22 * k
        c.line(tbx + 12 * k, y + 10 * k, tbx + 280 * k, y + 10 * k)
        c.drawString(tbx + 12 * k, y, f"{tb.engineer}, P.E.")
        y -= 11 * k
        c.drawString(tbx + 12 * k, y, f"Date: {tb.date}    License No. {tb.license_no}")
        y -= 11 * k
    c.setFont("Helvetica-Bold", 14 * k)
    c.drawString(tbx + 12 * k, m + 110 * k, sheet.title)
    c.setFont("Helvetica-Bold", 30 * k)
    c.drawString(tbx + 12 * k, m + 50 * k, sheet.number)
    c.setFont("Helvetica", 8 * k)
    c.drawString(tbx + 160 * k, m + 50 * k, f"SHEET {index} OF {count}")
    # drawing area
    ax0, ay0, ax1, ay1 = m + 20 * k, m + 140 * k, tbx - 20 * k, H - m - 20 * k
    aw, ah = ax1 - ax0, ay1 - ay0
    c.setLineWidth(0.6 * k)
    if sheet.parcel:
        c.setDash(12 * k, 4 * k)
        c.rect(ax0 + aw * 0.08, ay0 + ah * 0.1, aw * 0.8, ah * 0.8)
        c.setDash()
    c.setStrokeGray(0.55)
    for i in range(sheet.contours):
        p = c.beginPath()
        y0 = ay0 + ah * (0.15 + 0.7 * i / max(1, sheet.contours))
        p.moveTo(ax0 + aw * 0.1, y0)
        p.curveTo(ax0 + aw * 0.35, y0 + ah * 0.08, ax0 + aw * 0.6, y0 - ah * 0.06, ax0 + aw * 0.86, y0 + ah * 0.03)
        c.drawPath(p)
        if sheet.contour_start:
            c.setFont("Helvetica", 7 * k)
            c.setFillGray(0.4)
            c.drawString(ax0 + aw * 0.2, y0 + ah * 0.045, f"{sheet.contour_start + i * sheet.contour_step:g}")
            c.setFillGray(0)
    c.setStrokeGray(0)
    for cx, cy, rx, ry in sheet.ponds:
        c.ellipse(ax0 + aw * (cx - rx), ay0 + ah * (cy - ry), ax0 + aw * (cx + rx), ay0 + ah * (cy + ry))
        c.ellipse(ax0 + aw * (cx - rx * 0.7), ay0 + ah * (cy - ry * 0.7), ax0 + aw * (cx + rx * 0.7), ay0 + ah * (cy + ry * 0.7))
    c.setFont("Helvetica", 10 * k)
    for fx, fy, text in sheet.labels:
        yy = ay0 + ah * fy
        for ln in text.split("\n"):
            c.drawString(ax0 + aw * fx, yy, ln)
            yy -= 12 * k
    # notes block
    ny = m + 120 * k
    nx = ax0
    c.setFont("Helvetica-Bold", 10 * k)
    c.drawString(nx, ny, "NOTES:")
    c.setFont("Helvetica", 9 * k)
    col = 0
    for i, note in enumerate(sheet.notes, 1):
        ny -= 11 * k
        if ny < m + 8 * k:
            col += 1
            ny = m + 109 * k
        c.drawString(nx + col * 620 * k, ny, f"{i}. {note}")
    words = " ".join([sheet.title] + [t for _, _, t in sheet.labels] + sheet.notes)
    return words


def plan_set(pkg: Package, name: str, sheets: Sequence[Sheet], tb: TitleBlock, *, reduced: bool,
             extra_tags: Tags = ()) -> None:
    """A plan set in one file: 34 x 22 in sheets, or the same sheets reduced to 17 x 11 in."""
    k = 0.5 if reduced else 1.0
    pkg.files.append(name)
    c = Canvas(str(pkg.folder / name), pagesize=(34 * 72 * k, 22 * 72 * k), invariant=1)
    c.setTitle(name)
    for i, sh in enumerate(sheets, 1):
        if not sh.contour_start and tb.base_elev and any("CONTOUR" in n for n in sh.notes):
            step = next((v for kind, name, v in sh.tags if name == "contour_interval_ft"), 2.0)
            sh = replace(sh, contour_start=tb.base_elev, contour_step=step)
        words = _draw_sheet(c, sh, tb, k, i, len(sheets))
        tags = list(sh.tags) + list(extra_tags)
        if tb.engineer:
            tags.append(X("plan_set.pe_certified"))
        tags.append(X("plan_set.reduced" if reduced else "plan_set.full_size"))
        pkg.mark(name, i, tags, words)
        c.showPage()
    c.save()
