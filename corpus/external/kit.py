"""Drawing kit for the external packages: report pages, forms, tables and plan sheets.

Every drawing call takes the truth tags the drawn words carry, so the truth is recorded
from what lands on a page (file, page, words) and never from an intention. Tags are
``("fact", name, value)``, ``("exhibit", id, None)`` or ``("statement", id, None)``.
"""

from __future__ import annotations

import math
import time
from pathlib import Path
from typing import Any, Iterable, Sequence

from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

from corpus.truth import Location, Recorder

Tag = tuple[str, str, Any]
Tags = Sequence[Tag]

LETTER = letter
TABLOID = (17 * 72, 11 * 72)  # 11x17 landscape: the reduced set
ARCH_D = (36 * 72, 24 * 72)  # 24x36 landscape
ANSI_D = (34 * 72, 22 * 72)  # 22x34 landscape

PE_CERT = ("I hereby certify that this plan, specification, or report was prepared by me or under my "
           "direct supervision and that I am a duly Licensed Professional Engineer under the laws of "
           "the State of Minnesota.")


def F(name: str, value: Any) -> Tag:
    return ("fact", name, value)


def X(ident: str) -> Tag:
    return ("exhibit", ident, None)


def S(ident: str) -> Tag:
    return ("statement", ident, None)


class Package:
    """One package folder being written: its files and the recorder of what they say."""

    def __init__(self, root: Path, ident: str) -> None:
        self.root = Path(root) / ident
        self.root.mkdir(parents=True, exist_ok=True)
        self.id = ident
        self.rec = Recorder()
        self.files: list[str] = []

    def doc(self, rel: str, size: tuple[float, float] = LETTER, font: str = "Helvetica",
            size_pt: float = 10.0) -> "Doc":
        self.files.append(rel)
        return Doc(self, rel, size, font, size_pt)

    def tag(self, tags: Tags, rel: str, page: int, text: str) -> None:
        if tags:
            self.rec.tag(list(tags), Location(file=rel, page=page, text=" ".join(text.split())[:300]))


class Doc:
    """A flowing document: headings, paragraphs, label/value forms and ruled tables."""

    def __init__(self, pkg: Package, rel: str, size: tuple[float, float], font: str, size_pt: float) -> None:
        self.pkg, self.rel, self.size = pkg, rel, size
        path = pkg.root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        self.c = canvas.Canvas(str(path), pagesize=size, invariant=1)
        self.font, self.bold = font, _bold(font)
        self.pt = size_pt
        self.page = 1
        self.margin = 54.0
        self.header: str | None = None
        self.y = size[1] - self.margin
        self._started = False
        self._start_page()

    # -- pages -------------------------------------------------------------------------------------
    def _start_page(self) -> None:
        self.y = self.size[1] - self.margin
        if self.header:
            self.c.setFont(self.font, 8)
            self.c.drawString(self.margin, self.size[1] - 30, self.header)
            self.c.drawRightString(self.size[0] - self.margin, 30, f"Page {self.page}")

    def new_page(self) -> None:
        self.c.showPage()
        self.page += 1
        self._start_page()

    def need(self, height: float) -> None:
        if self.y - height < self.margin:
            self.new_page()

    def tag(self, tags: Tags, text: str, page: int | None = None) -> None:
        self.pkg.tag(tags, self.rel, page or self.page, text)

    # -- flowing text --------------------------------------------------------------------------------
    def h(self, text: str, level: int = 1, tags: Tags = ()) -> None:
        size = {1: self.pt + 5, 2: self.pt + 2, 3: self.pt}[level]
        self.need(size * 2.4)
        self.y -= size * 0.8
        self.c.setFont(self.bold, size)
        self.c.drawString(self.margin, self.y, text)
        self.y -= size * 1.1
        self.tag(tags, text)

    def p(self, text: str, tags: Tags = (), indent: float = 0.0, bold: bool = False) -> None:
        width = self.size[0] - 2 * self.margin - indent
        lines = simpleSplit(text, self.bold if bold else self.font, self.pt, width)
        lead = self.pt * 1.3
        self.need(lead * min(len(lines), 3))
        first_page = self.page
        for line in lines:
            self.need(lead)
            self.c.setFont(self.bold if bold else self.font, self.pt)
            self.c.drawString(self.margin + indent, self.y - self.pt, line)
            self.y -= lead
        self.y -= self.pt * 0.5
        self.tag(tags, text, first_page)

    def bullets(self, items: Iterable[str | tuple[str, Tags]], mark: str = "\u2022") -> None:
        for item in items:
            text, tags = (item, ()) if isinstance(item, str) else item
            self.need(self.pt * 1.4)
            self.c.setFont(self.font, self.pt)
            self.c.drawString(self.margin + 6, self.y - self.pt, mark)
            self.p(text, tags, indent=20)

    def kv(self, rows: Sequence[tuple[str, str, Tags]], label_w: float = 200.0, box: bool = False) -> None:
        """Form rows: a label, its filled-in value; the tags belong to the row."""
        lead = self.pt * 1.7
        for label, value, tags in rows:
            lines = simpleSplit(value, self.font, self.pt, self.size[0] - 2 * self.margin - label_w - 8) or [""]
            self.need(lead * len(lines))
            self.c.setFont(self.bold, self.pt)
            self.c.drawString(self.margin, self.y - self.pt, label)
            self.c.setFont(self.font, self.pt)
            top = self.y
            for line in lines:
                self.c.drawString(self.margin + label_w, self.y - self.pt, line)
                self.y -= lead
            if box:
                self.c.setLineWidth(0.4)
                self.c.rect(self.margin + label_w - 4, self.y + 2, self.size[0] - 2 * self.margin - label_w + 4,
                            top - self.y - 2)
            self.tag(tags, f"{label} {value}")

    def table(self, header: Sequence[str], rows: Sequence[Sequence[str]], tags: Tags = (),
              widths: Sequence[float] | None = None, title: str | None = None,
              row_tags: Sequence[Tags] | None = None) -> None:
        """A ruled table. ``tags`` belong to the whole table (recorded with its text)."""
        ncol = len(header)
        avail = self.size[0] - 2 * self.margin
        widths = list(widths) if widths else [avail / ncol] * ncol
        lead = self.pt * 1.6
        self.need(lead * (len(rows) + 2 + (1 if title else 0)))
        if title:
            self.c.setFont(self.bold, self.pt)
            self.c.drawString(self.margin, self.y - self.pt, title)
            self.y -= lead
        top = self.y
        for r, row in enumerate([list(header)] + [list(x) for x in rows]):
            x = self.margin
            self.c.setFont(self.bold if r == 0 else self.font, self.pt - (0.5 if r == 0 else 0))
            for i, cell in enumerate(row):
                self.c.drawString(x + 3, self.y - self.pt - 1, str(cell))
                x += widths[i]
            self.y -= lead
            self.c.setLineWidth(0.8 if r == 0 else 0.3)
            self.c.line(self.margin, self.y, self.margin + sum(widths), self.y)
            if r > 0 and row_tags and row_tags[r - 1]:
                self.tag(row_tags[r - 1], " | ".join(row))
        self.c.setLineWidth(0.8)
        self.c.rect(self.margin, self.y, sum(widths), top - self.y)
        x = self.margin
        for w in widths[:-1]:
            x += w
            self.c.setLineWidth(0.3)
            self.c.line(x, self.y, x, top)
        self.y -= self.pt
        text = (title + ": " if title else "") + " | ".join(header) + " / " + " / ".join(" | ".join(r) for r in rows)
        self.tag(tags, text)

    def check(self, label: str, options: Sequence[tuple[str, bool]], tags: Tags = ()) -> None:
        """A form's check-box line: ``[X] Commercial  [ ] Residential``."""
        text = label + "  " + "   ".join(f"[{'X' if on else ' '}] {name}" for name, on in options)
        self.p(text, tags)

    def signature(self, lines: Sequence[str]) -> None:
        self.need(60)
        self.y -= 20
        self.c.line(self.margin, self.y, self.margin + 220, self.y)
        self.y -= 4
        for line in lines:
            self.c.setFont(self.font, self.pt - 1)
            self.c.drawString(self.margin, self.y - self.pt, line)
            self.y -= self.pt * 1.3

    def close(self) -> None:
        self.c.showPage()
        self.c.save()


def _bold(font: str) -> str:
    return {"Helvetica": "Helvetica-Bold", "Times-Roman": "Times-Bold", "Courier": "Courier-Bold"}.get(font, font)


# -- plan sheets -----------------------------------------------------------------------------------------
class PlanSet:
    """A plan set drawn on one sheet size; each sheet has a title block on the right edge."""

    def __init__(self, pkg: Package, rel: str, size: tuple[float, float], firm: Sequence[str], project: str,
                 engineer: tuple[str, str] | None, date: str, tb_style: int = 0) -> None:
        self.pkg, self.rel, self.size = pkg, rel, size
        path = pkg.root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        pkg.files.append(rel)
        self.c = canvas.Canvas(str(path), pagesize=size, invariant=1)
        self.firm, self.project, self.engineer, self.date, self.tb_style = list(firm), project, engineer, date, tb_style
        self.k = size[0] / ARCH_D[0]  # scale: the reduced set is the same sheet, smaller
        self.page = 0

    def sheet(self, number: str, title: str, notes: Sequence[tuple[str, Tags]] = (), tags: Tags = (),
              drawing: str = "site", labels: Sequence[tuple[str, Tags]] = (), contours: tuple[float, float] | None = None) -> None:
        """One sheet: a drawing area, general notes in a column, the title block at right."""
        self.page += 1
        c, k, (W, H) = self.c, self.k, self.size
        tb_w = 4.2 * 72 * k
        c.setLineWidth(1.5 * k)
        c.rect(18 * k, 18 * k, W - 36 * k, H - 36 * k)
        c.line(W - 18 * k - tb_w, 18 * k, W - 18 * k - tb_w, H - 18 * k)
        self._drawing(drawing, contours, W - tb_w - 36 * k, H, labels)
        # notes column
        x, y = 40 * k, H * 0.36
        fs = 11 * k
        for text, ntags in notes:
            lines = simpleSplit(text, "Helvetica", fs, W * 0.42)
            c.setFont("Helvetica", fs)
            for line in lines:
                c.drawString(x, y, line)
                y -= fs * 1.3
            y -= fs * 0.6
            self.pkg.tag(ntags, self.rel, self.page, text)
        self._title_block(number, title, W - 18 * k - tb_w, tb_w, H)
        self.pkg.tag(tags, self.rel, self.page, f"{number} {title}")
        c.showPage()

    def _drawing(self, kind: str, contours: tuple[float, float] | None, right: float, H: float,
                 labels: Sequence[tuple[str, Tags]]) -> None:
        c, k = self.c, self.k
        x0, y0, x1, y1 = 60 * k, H * 0.42, right - 40 * k, H - 60 * k
        c.setLineWidth(2.2 * k)
        c.setDash(18 * k, 6 * k)
        c.rect(x0, y0, x1 - x0, y1 - y0)  # property line
        c.line(x1 - 260 * k, y0 - 22 * k, x1 - 200 * k, y0 - 22 * k)
        c.setDash()
        c.setFont("Helvetica", 9 * k)
        c.drawString(x1 - 190 * k, y0 - 25 * k, "PROPERTY LINE")
        c.setLineWidth(0.6 * k)
        if contours:
            low, step = contours
            for i in range(7):
                pts = []
                for j in range(40):
                    px = x0 + (x1 - x0) * j / 39
                    py = y0 + (y1 - y0) * (0.12 + 0.12 * i) + 18 * k * math.sin(j / 5 + i)
                    pts.append((px, py))
                p = c.beginPath()
                p.moveTo(*pts[0])
                for q in pts[1:]:
                    p.lineTo(*q)
                c.drawPath(p)
                c.setFont("Helvetica", 8 * k)
                c.drawString(pts[20][0], pts[20][1] + 3 * k, f"{low + step * i:.0f}")
        if kind in ("pond", "storm"):
            c.ellipse(x0 + (x1 - x0) * 0.6, y0 + 30 * k, x0 + (x1 - x0) * 0.9, y0 + (y1 - y0) * 0.4)
        if kind == "storm":
            c.setLineWidth(1.4 * k)
            c.line(x0 + 40 * k, y1 - 50 * k, x0 + (x1 - x0) * 0.6, y0 + 60 * k)
        if kind == "road":
            c.setLineWidth(1.2 * k)
            c.line(x0, (y0 + y1) / 2 - 30 * k, x1, (y0 + y1) / 2 - 30 * k)
            c.line(x0, (y0 + y1) / 2 + 30 * k, x1, (y0 + y1) / 2 + 30 * k)
        y = y1 - 24 * k
        for text, ltags in labels:
            c.setFont("Helvetica-Bold", 10 * k)
            c.drawString(x0 + 20 * k, y, text)
            y -= 16 * k
            self.pkg.tag(ltags, self.rel, self.page, text)

    def _title_block(self, number: str, title: str, x: float, w: float, H: float) -> None:
        c, k = self.c, self.k
        y = H - 50 * k
        c.setFont("Helvetica-Bold", 16 * k)
        for line in self.firm[:1]:
            c.drawString(x + 12 * k, y, line)
            y -= 20 * k
        c.setFont("Helvetica", 9 * k)
        for line in self.firm[1:]:
            c.drawString(x + 12 * k, y, line)
            y -= 12 * k
        y -= 20 * k
        c.setFont("Helvetica-Bold", 12 * k)
        for line in simpleSplit(self.project, "Helvetica-Bold", 12 * k, w - 24 * k):
            c.drawString(x + 12 * k, y, line)
            y -= 15 * k
        if self.engineer:
            y -= 20 * k
            c.setFont("Helvetica", 8 * k)
            for line in simpleSplit(PE_CERT, "Helvetica", 8 * k, w - 24 * k):
                c.drawString(x + 12 * k, y, line)
                y -= 10 * k
            y -= 18 * k
            c.line(x + 12 * k, y, x + w - 20 * k, y)
            y -= 11 * k
            name, lic = self.engineer
            c.drawString(x + 12 * k, y, name)
            y -= 11 * k
            c.drawString(x + 12 * k, y, f"Date: {self.date}    License No. {lic}")
            y -= 11 * k
        c.setFont("Helvetica", 9 * k)
        c.drawString(x + 12 * k, 150 * k, "SHEET TITLE:" if self.tb_style == 0 else "DRAWING")
        c.setFont("Helvetica-Bold", 13 * k)
        for i, line in enumerate(simpleSplit(title.upper(), "Helvetica-Bold", 13 * k, w - 24 * k)[:3]):
            c.drawString(x + 12 * k, 134 * k - i * 15 * k, line)
        c.setFont("Helvetica-Bold", 30 * k)
        c.drawString(x + 12 * k, 40 * k, number)
        c.setFont("Helvetica", 8 * k)
        c.drawString(x + 12 * k, 80 * k, f"ISSUED {self.date}")

    def close(self) -> None:
        self.c.save()


# -- scans -----------------------------------------------------------------------------------------------
def scan(pdf: Path, out: Path, seed: int, dpi: int = 200) -> None:
    """An image-only copy of a letter-size PDF: rendered, tilted, speckled, re-saved."""
    import numpy as np
    import pypdfium2 as pdfium
    from PIL import Image

    rng = np.random.default_rng(seed)
    doc = pdfium.PdfDocument(str(pdf))
    images = []
    for i in range(len(doc)):
        img = doc[i].render(scale=dpi / 72).to_pil().convert("L")
        angle = float(rng.uniform(0.5, 1.0)) * (1 if i % 2 == 0 else -1)
        img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
        arr = np.asarray(img).astype(np.int16)
        arr = arr + rng.normal(0, 9, arr.shape).astype(np.int16)
        speck = rng.random(arr.shape) < 0.0006
        arr[speck] = 40
        images.append(Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8)))
    doc.close()
    stamp = time.struct_time((2026, 9, 1, 12, 0, 0, 1, 244, 0))  # fixed, so builds are byte-identical
    images[0].save(str(out), "PDF", resolution=float(dpi), save_all=True, append_images=images[1:],
                   creationDate=stamp, modDate=stamp)
