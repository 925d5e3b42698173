"""Drawing kit for the archive set: a page cursor that records truth where the words land.

Every fact, exhibit and statement is tagged on the very line that states it, so the truth
file can never claim a page says something it does not. The package's truth is the
corpus ``Recorder``'s; the expected determination is the rule engine's own answer on it.
"""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Any, Iterable

from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from corpus.truth import Location, Recorder, Truth, expected_for, write_truth

Tag = tuple[str, str, Any]


def F(name: str, value: Any) -> Tag:
    return ("fact", name, value)


def X(ident: str) -> Tag:
    return ("exhibit", ident, None)


def S(ident: str) -> Tag:
    return ("statement", ident, None)


class Doc:
    """One PDF file: a reportlab canvas with a top-down cursor and truth tagging."""

    def __init__(self, pkg: "Package", name: str, size: tuple[float, float] = letter) -> None:
        self.pkg, self.name, self.size = pkg, name, size
        path = pkg.dir / name
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self.c = canvas.Canvas(str(path), pagesize=size, invariant=1)
        self.c.setTitle(name.rsplit("/", 1)[-1])
        self.page = 1
        self.started = False
        self.y = size[1] - 60
        self.font, self.fsize, self.margin = "Courier", 10.0, 60.0

    # -- pages ---------------------------------------------------------------------------------
    def new_page(self, size: tuple[float, float] | None = None) -> None:
        if self.started:
            self.c.showPage()
            self.page += 1
        self.started = True
        if size:
            self.size = size
        self.c.setPageSize(self.size)
        self.y = self.size[1] - 60

    @property
    def width(self) -> float:
        return self.size[0]

    def tag(self, tags: Iterable[Tag], text: str = "") -> None:
        self.pkg.rec.tag(list(tags), Location(file=self.name, page=self.page, text=text[:200]))

    # -- text ------------------------------------------------------------------------------------
    def set(self, font: str | None = None, size: float | None = None, margin: float | None = None) -> None:
        self.font = font or self.font
        self.fsize = size or self.fsize
        self.margin = margin if margin is not None else self.margin

    def at(self, x: float, y: float, text: str, font: str | None = None, size: float | None = None,
           tags: Iterable[Tag] = (), align: str = "left") -> None:
        """Absolute placement (y from the top), for forms and title blocks."""
        self.c.setFont(font or self.font, size or self.fsize)
        yy = self.size[1] - y
        if align == "center":
            self.c.drawCentredString(x, yy, text)
        elif align == "right":
            self.c.drawRightString(x, yy, text)
        else:
            self.c.drawString(x, yy, text)
        self.tag(tags, text)

    def line(self, text: str = "", tags: Iterable[Tag] = (), font: str | None = None, size: float | None = None,
             indent: float = 0, gap: float | None = None, align: str = "left") -> None:
        font, size = font or self.font, size or self.fsize
        if text:
            self.c.setFont(font, size)
            x = self.margin + indent
            if align == "center":
                self.c.drawCentredString(self.width / 2, self.y, text)
            else:
                self.c.drawString(x, self.y, text)
        self.tag(tags, text)
        self.y -= gap if gap is not None else size * 1.35

    def para(self, text: str, tags: Iterable[Tag] = (), width: int | None = None, indent: float = 0,
             font: str | None = None, size: float | None = None, after: float = 0.6) -> None:
        """A wrapped paragraph; its tags land on the page where the paragraph starts."""
        font, size = font or self.font, size or self.fsize
        if width is None:
            char_w = size * (0.6 if font.startswith("Courier") else 0.5)
            width = int((self.width - 2 * self.margin - indent) / char_w)
        rows = textwrap.wrap(text, width) or [""]
        self.tag(tags, text)
        for row in rows:
            if self.y < 70:
                self.new_page()
            self.line(row, font=font, size=size, indent=indent)
        self.y -= size * after

    def rule(self, gap: float = 8) -> None:
        self.c.setLineWidth(0.6)
        self.c.line(self.margin, self.y + 6, self.width - self.margin, self.y + 6)
        self.y -= gap

    def table(self, rows: list[list[str]], widths: list[float], tags: list[Iterable[Tag]] | None = None,
              font: str | None = None, size: float | None = None, head_font: str | None = None,
              grid: bool = True) -> None:
        """Rows of cells; row i carries tags[i] (on the page it is drawn on)."""
        font, size = font or self.font, size or self.fsize
        h = size * 1.6
        x0 = self.margin
        for i, row in enumerate(rows):
            f = head_font if (i == 0 and head_font) else font
            self.c.setFont(f, size)
            x = x0
            for cell, w in zip(row, widths):
                self.c.drawString(x + 3, self.y, cell)
                x += w
            if grid:
                self.c.setLineWidth(0.4)
                self.c.rect(x0, self.y - size * 0.45, sum(widths), h, stroke=1, fill=0)
            if tags and i < len(tags):
                self.tag(tags[i], " | ".join(row))
            self.y -= h
        self.y -= size * 0.6

    def close(self) -> None:
        self.c.showPage()
        self.c.save()


class Package:
    """One permit package folder with its truth recorder."""

    def __init__(self, root: Path, pid: str, kind: str, seed: int, scenario: str) -> None:
        self.id, self.kind, self.seed, self.scenario = pid, kind, seed, scenario
        self.dir = Path(root) / pid
        self.dir.mkdir(parents=True, exist_ok=True)
        self.rec = Recorder()
        self.docs: list[Doc] = []
        self.scan_style = seed % len(SCAN_STYLES)

    def doc(self, name: str, size: tuple[float, float] = letter) -> Doc:
        d = Doc(self, name, size)
        self.docs.append(d)
        return d

    def truth(self) -> Truth:
        t = Truth(
            id=self.id, split="external9", kind=self.kind, seed=self.seed, scenario=self.scenario,
            facts=self.rec.facts, fact_locations=self.rec.fact_locations, conflicts=self.rec.conflicts,
            exhibits=self.rec.exhibits, statements=self.rec.statements, malformed=[],
            files=sorted(d.name for d in self.docs),
        )
        t.expected = expected_for(t)
        return t

    def finish(self) -> Truth:
        for d in self.docs:
            d.close()
        if self.kind == "scanned":
            from corpus.external9.scan import scan_pdf
            for i, d in enumerate(self.docs):
                scan_pdf(d.path, seed=self.seed * 31 + i, **SCAN_STYLES[self.scan_style])
        truth = self.truth()
        write_truth(truth, self.dir)
        return truth


# Four scan qualities: resolution, skew, noise, and one greyer photocopy.
SCAN_STYLES: list[dict[str, Any]] = [
    {"dpi": 300, "angle": 0.4, "noise": 6.0, "blur": 0.4, "grey": 0},
    {"dpi": 200, "angle": -1.1, "noise": 10.0, "blur": 0.6, "grey": 0},
    {"dpi": 250, "angle": 0.8, "noise": 8.0, "blur": 0.5, "grey": 38},
    {"dpi": 220, "angle": -0.6, "noise": 12.0, "blur": 0.7, "grey": 0},
]
