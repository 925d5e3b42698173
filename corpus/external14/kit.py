"""Drawing pages while recording what each page states, so the truth is what was drawn.

A fact, exhibit or statement counts only when the words carrying it are put on a page
through :meth:`Pdf.text` (or a table/sheet helper) with its tag; nothing is recorded from
intentions alone.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable

from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

from corpus.truth import Location, Recorder

Tag = tuple[str, str, Any]
LETTER = letter
FULL = (2448.0, 1584.0)  # 34 x 22 in, landscape
HALF = (1224.0, 792.0)  # 17 x 11 in, landscape


def F(name: str, value: Any) -> Tag:
    return ("fact", name, value)


def X(ident: str) -> Tag:
    return ("exhibit", ident, None)


def S(ident: str) -> Tag:
    return ("statement", ident, None)


class Package:
    """One package folder: its files, its recorder, its kind."""

    def __init__(self, out: Path, pid: str, kind: str = "text") -> None:
        self.id, self.kind = pid, kind
        self.dir = Path(out) / pid
        self.dir.mkdir(parents=True, exist_ok=True)
        self.rec = Recorder()
        self.files: list[str] = []

    def pdf(self, name: str, size: tuple[float, float] = LETTER) -> "Pdf":
        self.files.append(name)
        return Pdf(self, name, size)


class Pdf:
    """A reportlab canvas that records tags at the page where their words land."""

    def __init__(self, pkg: Package, name: str, size: tuple[float, float]) -> None:
        self.pkg, self.name, self.size = pkg, name, size
        self.c = Canvas(str(pkg.dir / name), pagesize=size, invariant=1)
        self.c.setTitle(name)
        self.page = 1
        self.y = size[1] - 72

    def record(self, tags: Iterable[Tag], words: str) -> None:
        self.pkg.rec.tag(list(tags), Location(file=self.name, page=self.page, text=words[:160]))

    def new_page(self, size: tuple[float, float] | None = None) -> None:
        self.c.showPage()
        if size:
            self.size = size
            self.c.setPageSize(size)
        self.page += 1
        self.y = self.size[1] - 72

    def text(self, words: str, tags: Iterable[Tag] = (), size: float = 10.5, font: str = "Helvetica",
             x: float = 72, width: float | None = None, gap: float = 6) -> None:
        width = width or self.size[0] - x - 72
        self.c.setFont(font, size)
        for line in simpleSplit(words, font, size, width):
            self.c.drawString(x, self.y, line)
            self.y -= size * 1.3
        self.y -= gap
        self.record(tags, words)

    def bold(self, words: str, tags: Iterable[Tag] = (), size: float = 11) -> None:
        self.text(words, tags, size=size, font="Helvetica-Bold")

    def row(self, cells: list[str], xs: list[float], tags: Iterable[Tag] = (), size: float = 10,
            font: str = "Helvetica") -> None:
        self.c.setFont(font, size)
        for cell, x in zip(cells, xs):
            self.c.drawString(x, self.y, cell)
        self.y -= size * 1.5
        self.record(tags, "  ".join(cells))

    def field(self, label: str, value: str, tags: Iterable[Tag] = ()) -> None:
        """A filled-in form line: the label printed, the answer in a box beside it."""
        self.c.setFont("Helvetica", 9.5)
        self.c.drawString(72, self.y, label)
        self.c.rect(300, self.y - 4, 240, 15, stroke=1, fill=0)
        self.c.setFont("Courier", 10)
        self.c.drawString(305, self.y, value)
        self.y -= 21
        self.record(tags, f"{label} {value}")

    def close(self) -> None:
        self.c.showPage()
        self.c.save()


CERT = ("I hereby certify that this plan, specification, or report was prepared by me or under my "
        "direct supervision and that I am a duly Licensed Professional Engineer under the laws of the "
        "State of Minnesota.")


def sheet(pdf: Pdf, number: str, title: str, project: str, firm: str, engineer: str, license_no: str,
          notes: list[tuple[str, list[Tag]]], first: bool = False, scale: float = 1.0,
          pond: bool = False) -> None:
    """One plan sheet drawn on a 34x22 grid; ``scale`` 0.5 gives the 11x17 reduced sheet."""
    c = pdf.c
    c.saveState()
    c.scale(scale, scale)
    w, h = FULL
    c.setLineWidth(2)
    c.rect(36, 36, w - 72, h - 72)
    c.rect(w - 360, 36, 324, h - 72)
    # linework: a parcel, a building pad, a pond: enough to look like a sheet
    c.setLineWidth(1)
    c.setDash(18, 6)
    c.rect(980, 300, 1000, 900)
    c.setDash()
    c.rect(1250, 700, 380, 260)
    if pond:
        c.ellipse(1500, 360, 1900, 600)
        c.ellipse(1560, 400, 1840, 560)
    c.restoreState()
    s = scale
    # title block (right strip)
    pdf.c.setFont("Helvetica-Bold", 22 * s)
    pdf.c.drawString((w - 345) * s, (h - 90) * s, firm[:24])
    pdf.c.setFont("Helvetica", 16 * s)
    pdf.c.drawString((w - 345) * s, (h - 120) * s, project[:30])
    pdf.y = (h - 170) * s
    if first:
        pdf.text(CERT, [X("plan_set.pe_certified")], size=12 * s, x=(w - 345) * s, width=300 * s, gap=4)
    else:
        pdf.text(CERT, [], size=12 * s, x=(w - 345) * s, width=300 * s, gap=4)
    pdf.text(f"{engineer}, P.E.   Lic. No. {license_no}", [], size=13 * s, x=(w - 345) * s, width=300 * s)
    pdf.c.setFont("Helvetica-Bold", 40 * s)
    pdf.c.drawString((w - 345) * s, 90 * s, number)
    pdf.c.setFont("Helvetica-Bold", 18 * s)
    pdf.c.drawString((w - 345) * s, 150 * s, title[:26])
    # notes column (left)
    pdf.y = (h - 90) * s
    pdf.text(title.upper(), [], size=20 * s, font="Helvetica-Bold", x=70 * s, width=820 * s)
    for words, tags in notes:
        pdf.text(words, tags, size=14 * s, x=70 * s, width=820 * s, gap=8 * s)


def plan_sets(pkg: Package, sheets: list[dict[str, Any]], project: str, firm: str, engineer: str,
              license_no: str, reduced: bool = True) -> None:
    """The full-size set (34x22) and, unless left out, the 11x17 reduced set of the same sheets."""
    variants = [("plans-full-size.pdf", FULL, 1.0, "plan_set.full_size")]
    if reduced:
        variants.append(("plans-11x17.pdf", HALF, 0.5, "plan_set.reduced"))
    for name, size, scale, part in variants:
        pdf = pkg.pdf(name, size)
        for i, sh in enumerate(sheets):
            if i:
                pdf.new_page()
            sheet(pdf, sh["number"], sh["title"], project, firm, engineer, license_no, sh["notes"],
                  first=(i == 0), scale=scale, pond=sh.get("pond", False))
            if i == 0:
                size_words = "34 x 22" if scale == 1.0 else "17 x 11 (reduced)"
                pdf.c.setFont("Helvetica", 12 * scale)
                pdf.c.drawString((size[0] / scale - 345) * scale, 200 * scale, f"SHEET SIZE {size_words}")
                pdf.record([X(part)], f"SHEET SIZE {size_words}")
        pdf.close()
