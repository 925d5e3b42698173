"""A tiny page writer that records, as it draws, where each truth item landed.

Why: the truth must come from the pages actually drawn, never from intentions, so every
line that carries a fact, exhibit or statement is tagged at the moment it is placed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable

from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

from corpus.truth import Location, Recorder

Tag = tuple[str, str, Any]


def bold(font: str) -> str:
    """The bold face of a standard font (Times-Roman has no plain 'Times' face)."""
    family = font.split("-")[0]
    return f"{family}-Bold"


class Package:
    """One package folder: its files, and the recorder shared by all of them."""

    def __init__(self, root: Path, pid: str, kind: str = "text") -> None:
        self.id, self.kind = pid, kind
        self.dir = Path(root) / pid
        self.dir.mkdir(parents=True, exist_ok=True)
        self.rec = Recorder()
        self.files: list[str] = []

    def doc(self, name: str, **kw: Any) -> "Doc":
        self.files.append(name)
        return Doc(self, name, **kw)


class Doc:
    """Flowing text on fixed-size pages; ``tags`` are recorded on the page the text lands on."""

    def __init__(self, pkg: Package, name: str, pagesize: tuple[float, float] = letter,
                 font: str = "Helvetica", size: float = 10.0, margin: float = 60.0,
                 header: str = "", footer: str = "") -> None:
        self.pkg, self.name = pkg, name
        self.w, self.h = pagesize
        self.font, self.size, self.margin = font, size, margin
        self.header, self.footer = header, footer
        self.c = canvas.Canvas(str(pkg.dir / name), pagesize=pagesize, invariant=1)
        self.page = 1
        self._start_page()

    # -- page flow -------------------------------------------------------------------
    def _start_page(self) -> None:
        self.y = self.h - self.margin
        if self.header:
            self.c.setFont(self.font, self.size - 2)
            self.c.drawString(self.margin, self.h - self.margin / 2, self.header)
        if self.footer:
            self.c.setFont(self.font, self.size - 2)
            self.c.drawString(self.margin, self.margin / 2, f"{self.footer}  Page {self.page}")

    def new_page(self) -> None:
        self.c.showPage()
        self.page += 1
        self._start_page()

    def _room(self, height: float) -> None:
        if self.y - height < self.margin:
            self.new_page()

    def tag(self, tags: Iterable[Tag], text: str) -> None:
        self.pkg.rec.tag(list(tags), Location(file=self.name, page=self.page, text=text[:240]))

    # -- content -----------------------------------------------------------------------
    def text(self, s: str, tags: Iterable[Tag] = (), font: str | None = None, size: float | None = None,
             indent: float = 0.0, gap: float = 5.0) -> None:
        font, size = font or self.font, size or self.size
        lines = simpleSplit(s, font, size, self.w - 2 * self.margin - indent)
        lead = size * 1.3
        self._room(lead * min(len(lines), 3))
        self.tag(tags, s)
        self.c.setFont(font, size)
        for line in lines:
            self._room(lead)
            self.c.setFont(font, size)
            self.c.drawString(self.margin + indent, self.y - size, line)
            self.y -= lead
        self.y -= gap

    def heading(self, s: str, size: float | None = None, font: str | None = None, tags: Iterable[Tag] = ()) -> None:
        self.y -= 4
        self.text(s, tags, font=font or bold(self.font), size=size or self.size + 2, gap=6)

    def bullets(self, items: list[tuple[str, list[Tag]] | str], mark: str = "\u2022") -> None:
        for item in items:
            s, tags = (item, []) if isinstance(item, str) else item
            self.text(f"{mark} {s}", tags, indent=12, gap=2)
        self.y -= 4

    def table(self, rows: list[list[str]], widths: list[float], tags: Iterable[Tag] = (),
              row_tags: dict[int, list[Tag]] | None = None, size: float | None = None, grid: bool = True) -> None:
        size = size or self.size - 1
        lead = size * 1.6
        self._room(lead * min(len(rows), 4))
        self.tag(tags, " | ".join(rows[0]))
        x0 = self.margin
        for i, row in enumerate(rows):
            self._room(lead)
            if row_tags and i in row_tags:
                self.tag(row_tags[i], " ".join(row))
            self.c.setFont(bold(self.font) if i == 0 else self.font, size)
            x = x0
            for cell, wdt in zip(row, widths):
                self.c.drawString(x + 3, self.y - size - 2, cell)
                if grid:
                    self.c.rect(x, self.y - lead, wdt, lead)
                x += wdt
            self.y -= lead
        self.y -= 8

    def signature(self, lines: list[str], tags: Iterable[Tag] = ()) -> None:
        self.y -= 14
        self._room(14 * len(lines) + 20)
        self.c.line(self.margin, self.y, self.margin + 180, self.y)
        self.y -= 4
        self.tag(tags, " ".join(lines))
        for ln in lines:
            self.c.setFont(self.font, self.size)
            self.c.drawString(self.margin, self.y - self.size, ln)
            self.y -= self.size * 1.3

    def save(self) -> None:
        self.c.showPage()
        self.c.save()


def plan_sheet(doc: Doc, number: str, title: str, notes: list[tuple[str, list[Tag]] | str],
               firm: str, engineer: str, license_no: str, project: str, cert_tags: Iterable[Tag] = (),
               sheet_tags: Iterable[Tag] = ()) -> None:
    """A plan sheet: border, a schematic, general notes, and a title block with the PE seal text.

    Why a seal text block: on a real sheet the certification is words in the title block,
    which is what a reviewer reads to decide a set is PE-certified.
    """
    c, w, h = doc.c, doc.w, doc.h
    m = 36
    c.setLineWidth(1.5)
    c.rect(m, m, w - 2 * m, h - 2 * m)
    tb = min(260.0, w * 0.22)
    c.rect(w - m - tb, m, tb, h - 2 * m)
    # schematic: lot lines, a building footprint, a pond ellipse
    c.setLineWidth(0.6)
    c.setDash(6, 3)
    c.rect(m + 40, h * 0.35, (w - tb) * 0.55, h * 0.5)
    c.setDash()
    c.rect(m + 120, h * 0.55, (w - tb) * 0.2, h * 0.12)
    c.ellipse(m + 80, h * 0.38, m + 80 + (w - tb) * 0.18, h * 0.38 + h * 0.1)
    fs = 9 if w > 1000 else 7
    doc.y = h * 0.32
    x_notes = m + 30
    doc.tag(sheet_tags, f"{number} {title}")
    c.setFont("Helvetica-Bold", fs + 2)
    c.drawString(x_notes, doc.y, "NOTES:")
    y = doc.y - (fs + 6)
    for n in notes:
        s, tags = (n, []) if isinstance(n, str) else n
        doc.tag(tags, s)
        for line in simpleSplit(s, "Helvetica", fs, (w - tb) - 2 * m - 60):
            c.setFont("Helvetica", fs)
            c.drawString(x_notes, y, line)
            y -= fs * 1.35
    # title block
    tx = w - m - tb + 8
    ty = h - m - 20
    for s, f in ((firm, "Helvetica-Bold"), (project, "Helvetica"), ("", "Helvetica")):
        for line in simpleSplit(s, f, fs + 1, tb - 16):
            c.setFont(f, fs + 1)
            c.drawString(tx, ty, line)
            ty -= (fs + 1) * 1.4
    cert = (f"I hereby certify that this plan, specification, or report was prepared by me or under my "
            f"direct supervision and that I am a duly Licensed Professional Engineer under the laws of "
            f"the State of Minnesota. {engineer}, P.E.  License No. {license_no}")
    doc.tag(cert_tags, cert)
    for line in simpleSplit(cert, "Helvetica", fs - 1, tb - 16):
        c.setFont("Helvetica", fs - 1)
        c.drawString(tx, ty, line)
        ty -= (fs - 1) * 1.35
    c.setFont("Helvetica-Bold", fs + 6)
    c.drawString(tx, m + 40, number)
    c.setFont("Helvetica", fs + 1)
    for i, line in enumerate(simpleSplit(title, "Helvetica", fs + 1, tb - 16)):
        c.drawString(tx, m + 80 - i * (fs + 3), line)
