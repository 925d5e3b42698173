"""Drawing pages and recording, as each line lands, what it states (the truth).

A fact, exhibit or statement enters the truth only through the page that draws it, so the
truth cannot claim what no page says. Pages are plain reportlab canvases with
``invariant=1`` so the same build gives the same bytes.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from reportlab.lib.pagesizes import letter, landscape
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

from corpus.truth import Location, Recorder, Truth, expected_for, write_truth

Tag = tuple[str, str, Any]
FULL = (36 * 72, 24 * 72)  # ARCH D, landscape: the full-size plan set
HALF = landscape((11 * 72, 17 * 72))  # 17 x 11: the reduced set
LETTER = letter


def F(name: str, value: Any) -> Tag:
    return ("fact", name, value)


def X(ident: str) -> Tag:
    return ("exhibit", ident, None)


def S(ident: str) -> Tag:
    return ("statement", ident, None)


def sf(square_feet: float) -> float:
    """Acres from square feet, as a reviewer converts them (43,560 sf to the acre)."""
    return round(square_feet / 43560.0, 4)


class Doc:
    """One PDF file of a package: a cursor that writes lines top to bottom, page by page."""

    def __init__(self, pkg: "Pkg", name: str, size: tuple[float, float] = LETTER, header: str = "") -> None:
        self.pkg, self.name, self.size, self.header = pkg, name, size, header
        self.buf = io.BytesIO()
        self.c = Canvas(self.buf, pagesize=size, invariant=1)
        self.page = 1
        self.margin = 60.0
        self._start_page()

    # -- layout ---------------------------------------------------------------------------------------
    def _start_page(self) -> None:
        self.y = self.size[1] - self.margin
        if self.header:
            self.c.setFont("Helvetica", 8)
            self.c.drawString(self.margin, self.size[1] - 30, self.header)
            self.c.drawRightString(self.size[0] - self.margin, 30, f"Page {self.page}")

    def new_page(self) -> None:
        self.c.showPage()
        self.page += 1
        self._start_page()

    def _need(self, height: float) -> None:
        if self.y - height < self.margin:
            self.new_page()

    def record(self, tags: tuple[Tag, ...], text: str) -> None:
        where = Location(file=self.name, page=self.page, text=" ".join(text.split())[:160])
        self.pkg.rec.tag(list(tags), where)

    def gap(self, h: float = 8) -> None:
        self.y -= h

    def heading(self, text: str, *tags: Tag, size: float = 13, font: str = "Helvetica-Bold") -> None:
        self._need(size * 2.2)
        self.y -= size * 0.6
        self.c.setFont(font, size)
        self.c.drawString(self.margin, self.y - size, text)
        self.y -= size * 1.6
        self.record(tags, text)

    def para(self, text: str, *tags: Tag, size: float = 10, font: str = "Times-Roman", indent: float = 0) -> None:
        width = self.size[0] - 2 * self.margin - indent
        lines = simpleSplit(text, font, size, width)
        lead = size * 1.3
        self._need(min(len(lines), 3) * lead)
        if tags:
            self.record(tags, text)
        self.c.setFont(font, size)
        for line in lines:
            self._need(lead)
            self.c.setFont(font, size)
            self.c.drawString(self.margin + indent, self.y - size, line)
            self.y -= lead
        self.y -= size * 0.5

    def bullets(self, items: list[str], *tags: Tag, size: float = 10, mark: str = "\u2022") -> None:
        if tags:
            self.record(tags, "; ".join(items))
        for item in items:
            self.para(f"{mark} {item}", size=size, indent=12)

    def kv(self, label: str, value: str, *tags: Tag, size: float = 10, col: float = 190) -> None:
        self._need(size * 1.5)
        self.record(tags, f"{label} {value}")
        self.c.setFont("Helvetica-Bold", size)
        self.c.drawString(self.margin, self.y - size, label)
        self.c.setFont("Helvetica", size)
        lines = simpleSplit(value, "Helvetica", size, self.size[0] - 2 * self.margin - col)
        for i, line in enumerate(lines or [""]):
            self.c.drawString(self.margin + col, self.y - size, line)
            self.y -= size * 1.35
        self.y -= 2

    def table(self, headers: list[str], rows: list[list[str]], *tags: Tag, widths: list[float] | None = None,
              size: float = 9, title: str = "") -> None:
        if title:
            self.heading(title, size=10)
        total = self.size[0] - 2 * self.margin
        widths = widths or [total / len(headers)] * len(headers)
        scale = total / sum(widths)
        widths = [w * scale for w in widths]
        row_h = size * 1.8
        self._need(row_h * (len(rows) + 1) + 4)
        self.record(tags, " | ".join(headers) + " / " + " / ".join(" | ".join(r) for r in rows))
        x0 = self.margin
        for r, row in enumerate([headers] + rows):
            x = x0
            self.c.setFont("Helvetica-Bold" if r == 0 else "Helvetica", size)
            for w, cell in zip(widths, row):
                self.c.rect(x, self.y - row_h, w, row_h, stroke=1, fill=0)
                self.c.drawString(x + 3, self.y - row_h + size * 0.55, cell)
                x += w
            self.y -= row_h
        self.y -= 8

    def signature(self, lines: list[str], *tags: Tag) -> None:
        self.gap(10)
        self._need(14 * len(lines) + 20)
        self.c.line(self.margin, self.y - 4, self.margin + 200, self.y - 4)
        self.y -= 10
        for line in lines:
            self.para(line, size=10, font="Helvetica")
        if tags:
            self.record(tags, " ".join(lines))

    def appendix(self, title: str, lines: list[str]) -> None:
        """An enclosure the narrative points to, reproduced on its own page so it is really in the submittal."""
        self.new_page()
        self.heading(title, size=12)
        for line in lines:
            self.para(line, size=10, font="Courier")

    def save(self) -> bytes:
        self.c.showPage()
        self.c.save()
        data = self.buf.getvalue()
        self.pkg.pdfs[self.name] = data
        return data


class PlanSet:
    """A certified plan set drawn twice: full size (ARCH D) and reduced (11 x 17).

    Each sheet is a list of notes with their tags; the title block carries the firm, the
    sheet title and, when ``certified``, the Minnesota PE certification.
    """

    def __init__(self, pkg: "Pkg", base: str, firm: str, project: str, city: str, engineer: str, license_no: str,
                 certified: bool = True) -> None:
        self.pkg, self.base, self.firm, self.project, self.city = pkg, base, firm, project, city
        self.engineer, self.license_no, self.certified = engineer, license_no, certified
        self.sheets: list[tuple[str, str, list[tuple[str, tuple[Tag, ...]]]]] = []

    def sheet(self, number: str, title: str, notes: list[tuple[str, tuple[Tag, ...]] | str]) -> None:
        self.sheets.append((number, title, [(n, ()) if isinstance(n, str) else n for n in notes]))

    def draw(self, full: str | None, reduced: str | None) -> None:
        for name, size, part in ((full, FULL, "plan_set.full_size"), (reduced, HALF, "plan_set.reduced")):
            if name:
                self._draw(name, size, part)

    def _draw(self, name: str, size: tuple[float, float], part: str) -> None:
        doc = Doc(self.pkg, name, size)
        k = size[0] / FULL[0]
        c = doc.c
        for i, (number, title, notes) in enumerate(self.sheets):
            if i:
                doc.new_page()
            w, h = size
            c.setLineWidth(2 * k)
            c.rect(36 * k, 36 * k, w - 72 * k, h - 72 * k)
            tb_x = w - 560 * k
            c.rect(tb_x, 36 * k, 524 * k, h - 72 * k)
            # linework standing in for the drawing: contours and a lot boundary
            c.setLineWidth(1 * k)
            for j in range(9):
                c.bezier(90 * k, (300 + 120 * j) * k, 600 * k, (420 + 110 * j) * k, 1200 * k, (200 + 130 * j) * k,
                         1900 * k, (340 + 118 * j) * k)
            c.setDash(12 * k, 6 * k)
            c.rect(160 * k, 180 * k, 1640 * k, 1300 * k)
            c.setDash()
            fs = 22 * k
            c.setFont("Helvetica-Bold", 30 * k)
            c.drawString(tb_x + 20 * k, h - 110 * k, self.firm)
            c.setFont("Helvetica", fs)
            c.drawString(tb_x + 20 * k, h - 150 * k, self.project)
            c.drawString(tb_x + 20 * k, h - 180 * k, self.city + ", Minnesota")
            y = h - 260 * k
            doc.record((X(part),) if i == 0 else (), f"{title} sheet {number}")
            if self.certified:
                cert = (f"I hereby certify that this plan, specification, or report was prepared by me or under my "
                        f"direct supervision and that I am a duly Licensed Professional Engineer under the laws of "
                        f"the State of Minnesota. {self.engineer}, P.E.  License No. {self.license_no}")
                for line in simpleSplit(cert, "Helvetica", fs * 0.8, 480 * k):
                    c.setFont("Helvetica", fs * 0.8)
                    c.drawString(tb_x + 20 * k, y, line)
                    y -= fs
                if i == 0:
                    doc.record((X("plan_set.pe_certified"),), cert)
            c.setFont("Helvetica-Bold", 34 * k)
            c.drawString(tb_x + 20 * k, 200 * k, title)
            c.setFont("Helvetica-Bold", 60 * k)
            c.drawString(tb_x + 20 * k, 100 * k, number)
            # notes column, left of the title block
            ny = h - 120 * k
            nx = tb_x - 700 * k
            c.setFillColorRGB(1, 1, 1)
            c.rect(nx - 10 * k, 60 * k, 690 * k, h - 140 * k, stroke=0, fill=1)
            c.setFillColorRGB(0, 0, 0)
            c.setFont("Helvetica-Bold", fs)
            c.drawString(nx, ny, "GENERAL NOTES")
            ny -= fs * 1.8
            for text, tags in notes:
                if tags:
                    doc.record(tags, text)
                for line in simpleSplit(text, "Helvetica", fs, 660 * k):
                    c.setFont("Helvetica", fs)
                    c.drawString(nx, ny, line)
                    ny -= fs * 1.3
                ny -= fs * 0.6
        doc.save()


class Pkg:
    """A package being written: its files, in order, and the truth recorded from their pages."""

    def __init__(self, pid: str, kind: str = "text", seed: int = 0, scenario: str = "") -> None:
        self.pid, self.kind, self.seed, self.scenario = pid, kind, seed, scenario
        self.rec = Recorder()
        self.pdfs: dict[str, bytes] = {}

    def doc(self, name: str, size: tuple[float, float] = LETTER, header: str = "") -> Doc:
        return Doc(self, name, size, header)

    def plans(self, **kw: Any) -> PlanSet:
        return PlanSet(self, **kw)

    def write(self, out: Path) -> Truth:
        from corpus.external4.scan import scan_pdf

        folder = Path(out) / self.pid
        folder.mkdir(parents=True, exist_ok=True)
        for name, data in self.pdfs.items():
            if self.kind == "scanned":
                data = scan_pdf(data, seed=self.seed + sum(map(ord, name)))
            (folder / name).write_bytes(data)
        truth = Truth(id=self.pid, split="external4", kind=self.kind, seed=self.seed, scenario=self.scenario,
                      facts=self.rec.facts, fact_locations=self.rec.fact_locations, conflicts=self.rec.conflicts,
                      exhibits=self.rec.exhibits, statements=self.rec.statements, malformed=[],
                      files=sorted(self.pdfs))
        truth.expected = expected_for(truth)
        write_truth(truth, folder)
        return truth
