"""A small drawing kit for the external29 packages: pages that record what they state.

Every sentence, table row or plan note that carries a fact, an exhibit or a narrative
statement is drawn together with its tags, so the truth file is written from the pages
actually drawn (``corpus.truth.Recorder``), never from an outline of intent.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, Iterable

from reportlab.lib.pagesizes import letter
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from corpus.truth import Location, Recorder

Tag = tuple[str, str, Any]
FULL_SIZE = (36 * 72, 24 * 72)  # 24" x 36" sheets
HALF_SIZE = (17 * 72, 11 * 72)  # 11" x 17" reduced sheets


def F(name: str, value: Any) -> Tag:
    return ("fact", name, value)


def X(ident: str) -> Tag:
    return ("exhibit", ident, None)


def S(ident: str) -> Tag:
    return ("statement", ident, None)


class Package:
    """One permit package: its folder, its recorder and the files written so far."""

    def __init__(self, out: Path, pid: str, kind: str = "text", seed: int = 0) -> None:
        self.dir = Path(out) / pid
        self.dir.mkdir(parents=True, exist_ok=True)
        self.id, self.kind, self.seed = pid, kind, seed
        self.rec = Recorder()
        self.files: list[str] = []

    def doc(self, name: str, **kw: Any) -> "Doc":
        self.files.append(name)
        return Doc(self, name, **kw)


def _wrap(text: str, font: str, size: float, width: float) -> list[str]:
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split():
            trial = f"{line} {word}".strip()
            if stringWidth(trial, font, size) <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


class Doc:
    """A PDF being written top to bottom, with automatic page breaks and tag recording."""

    def __init__(self, pkg: Package, name: str, size: tuple[float, float] = letter,
                 font: str = "Helvetica", bold: str = "Helvetica-Bold", margin: float = 60,
                 header: str = "", footer: str = "") -> None:
        self.pkg, self.name = pkg, name
        self.size, self.font, self.bold, self.margin = size, font, bold, margin
        self.header, self.footer = header, footer
        self.c = Canvas(str(pkg.dir / name), pagesize=size, invariant=1)
        self.c.setTitle(Path(name).stem)
        self.pageno = 0
        self.y = 0.0
        self._open = False
        self.new_page()

    # -- pages --------------------------------------------------------------------------------------
    def new_page(self, size: tuple[float, float] | None = None) -> None:
        if self._open:
            self._finish_page()
        if size:
            self.size = size
        self.c.setPageSize(self.size)
        self.pageno += 1
        self._open = True
        self.y = self.size[1] - self.margin
        if self.header:
            self.c.setFont(self.font, 8)
            self.c.drawString(self.margin, self.size[1] - 30, self.header)
            self.c.line(self.margin, self.size[1] - 34, self.size[0] - self.margin, self.size[1] - 34)

    def _finish_page(self) -> None:
        if self.footer:
            self.c.setFont(self.font, 8)
            self.c.drawString(self.margin, 30, self.footer)
            self.c.drawRightString(self.size[0] - self.margin, 30, f"Page {self.pageno}")
        self.c.showPage()

    def save(self) -> None:
        self._finish_page()
        self._open = False
        self.c.save()

    def need(self, height: float) -> None:
        if self.y - height < self.margin + 20:
            self.new_page()

    def tag(self, tags: Iterable[Tag], text: str) -> None:
        tags = list(tags)
        if tags:
            self.pkg.rec.tag(tags, Location(file=self.name, page=self.pageno, text=text[:200]))

    # -- text ---------------------------------------------------------------------------------------
    def para(self, text: str, size: float = 10, tags: Iterable[Tag] = (), bold: bool = False,
             indent: float = 0, lead: float | None = None, after: float = 6) -> None:
        font = self.bold if bold else self.font
        lead = lead or size * 1.3
        width = self.size[0] - 2 * self.margin - indent
        lines = _wrap(text, font, size, width)
        self.need(lead * min(len(lines), 3))
        self.tag(tags, text)
        for line in lines:
            self.need(lead)
            self.c.setFont(font, size)
            self.c.drawString(self.margin + indent, self.y - size, line)
            self.y -= lead
        self.y -= after

    def heading(self, text: str, size: float = 12, tags: Iterable[Tag] = (), underline: bool = False) -> None:
        self.need(size * 3)
        self.y -= 4
        self.para(text, size=size, bold=True, tags=tags, after=4)
        if underline:
            self.c.line(self.margin, self.y + 2, self.size[0] - self.margin, self.y + 2)
            self.y -= 4

    def center(self, text: str, size: float = 14, bold: bool = True, tags: Iterable[Tag] = ()) -> None:
        self.need(size * 1.6)
        self.tag(tags, text)
        self.c.setFont(self.bold if bold else self.font, size)
        self.c.drawCentredString(self.size[0] / 2, self.y - size, text)
        self.y -= size * 1.6

    def kv(self, label: str, value: str, tags: Iterable[Tag] = (), width: float = 190, size: float = 10) -> None:
        """A form line: label on the left, the entry on the right (terse, as applicants fill them)."""
        lines = _wrap(value, self.font, size, self.size[0] - 2 * self.margin - width)
        self.need(size * 1.5 * len(lines))
        self.tag(tags, f"{label} {value}")
        self.c.setFont(self.bold, size)
        self.c.drawString(self.margin, self.y - size, label)
        self.c.setFont(self.font, size)
        for line in lines:
            self.c.drawString(self.margin + width, self.y - size, line)
            self.c.line(self.margin + width - 4, self.y - size - 3, self.size[0] - self.margin, self.y - size - 3)
            self.y -= size * 1.55

    def check(self, options: list[tuple[str, bool]], label: str = "", tags: Iterable[Tag] = (), size: float = 9.5) -> None:
        """A row of form check boxes; the checked ones drawn with an X."""
        self.need(size * 2)
        x = self.margin
        text = label + " " + "  ".join(("[X] " if on else "[ ] ") + o for o, on in options)
        self.tag(tags, text)
        self.c.setFont(self.bold, size)
        if label:
            self.c.drawString(x, self.y - size, label)
            x += stringWidth(label, self.bold, size) + 8
        self.c.setFont(self.font, size)
        for opt, on in options:
            self.c.rect(x, self.y - size - 1, size, size)
            if on:
                self.c.drawString(x + 1.5, self.y - size + 0.5, "X")
            x += size + 4
            self.c.drawString(x, self.y - size, opt)
            x += stringWidth(opt, self.font, size) + 14
            if x > self.size[0] - self.margin - 80:
                x = self.margin + 20
                self.y -= size * 1.6
        self.y -= size * 1.9

    def table(self, rows: list[list[str]], widths: list[float], tags: Iterable[Tag] = (),
              size: float = 9, header: bool = True, grid: bool = True,
              row_tags: dict[int, Iterable[Tag]] | None = None, font: str | None = None) -> None:
        """A table; ``tags`` belong to the whole table, ``row_tags`` to single rows."""
        lead = size * 1.6
        self.need(lead * min(len(rows), 4))
        self.tag(tags, " | ".join(" ".join(r) for r in rows[:4]))
        for i, row in enumerate(rows):
            self.need(lead)
            if row_tags and i in row_tags:
                self.tag(row_tags[i], " ".join(row))
            x = self.margin
            f = self.bold if (header and i == 0) else (font or self.font)
            self.c.setFont(f, size)
            for cell, w in zip(row, widths):
                self.c.drawString(x + 3, self.y - size - 2, cell)
                if grid:
                    self.c.rect(x, self.y - lead, w, lead)
                x += w
            self.y -= lead
        self.y -= 8

    def rule(self) -> None:
        self.c.line(self.margin, self.y, self.size[0] - self.margin, self.y)
        self.y -= 8

    def space(self, h: float = 10) -> None:
        self.y -= h

    def signature(self, lines: list[str], tags: Iterable[Tag] = ()) -> None:
        self.need(90)
        self.tag(tags, " ".join(lines))
        self.c.line(self.margin, self.y - 30, self.margin + 200, self.y - 30)
        self.y -= 34
        for line in lines:
            self.c.setFont(self.font, 9)
            self.c.drawString(self.margin, self.y - 9, line)
            self.y -= 12
        self.y -= 6


def sheet(doc: Doc, *, number: str, title: str, firm: list[str], project: str,
          notes: list[tuple[str, Iterable[Tag]]], cert: list[str] | None, cert_tags: Iterable[Tag] = (),
          sheet_tags: Iterable[Tag] = (), seed: int = 0, size: tuple[float, float] = FULL_SIZE,
          first: bool = False) -> None:
    """One plan sheet: border, a sketch of linework, a notes block and the title block.

    The plan view is line art only (lots, a road, contours); the words a reviewer reads
    are in the notes and the title block, where real sheets put them.
    """
    if not first:
        doc.new_page(size)
    c = doc.c
    w, h = size
    k = w / FULL_SIZE[0]  # scale: the reduced set is the same sheet at half size
    c.setLineWidth(1.5 * k)
    c.rect(20 * k, 20 * k, w - 40 * k, h - 40 * k)
    tb_x = w - 230 * k
    c.rect(tb_x, 20 * k, 210 * k, h - 40 * k)
    c.setLineWidth(0.5 * k)
    rnd = random.Random(seed)
    # line art: a parcel, some lot lines, contours
    px0, py0, px1, py1 = 80 * k, 140 * k, tb_x - 520 * k, h - 90 * k
    c.rect(px0, py0, px1 - px0, py1 - py0)
    for i in range(rnd.randint(3, 7)):
        x = px0 + (px1 - px0) * (i + 1) / 8
        c.line(x, py0, x, py0 + (py1 - py0) * rnd.uniform(0.3, 0.6))
    c.setDash(6 * k, 4 * k)
    for i in range(8):
        y0 = py0 + (py1 - py0) * (i + 1) / 10
        p = c.beginPath()
        p.moveTo(px0, y0)
        for j in range(1, 9):
            p.lineTo(px0 + (px1 - px0) * j / 8, y0 + rnd.uniform(-18, 18) * k)
        c.drawPath(p)
    c.setDash()
    # notes block
    nx = tb_x - 490 * k
    ny = h - 70 * k
    size_pt = 11 * k
    c.setFont(doc.bold, 13 * k)
    c.drawString(nx, ny, "NOTES")
    ny -= 20 * k
    for text, tags in notes:
        lines = _wrap(text, doc.font, size_pt, 460 * k)
        doc.tag(tags, text)
        c.setFont(doc.font, size_pt)
        for line in lines:
            c.drawString(nx, ny, line)
            ny -= size_pt * 1.35
        ny -= 5 * k
    # title block
    ty = h - 60 * k
    c.setFont(doc.bold, 12 * k)
    for line in firm:
        c.drawString(tb_x + 10 * k, ty, line)
        ty -= 15 * k
        c.setFont(doc.font, 9 * k)
    ty -= 20 * k
    c.setFont(doc.bold, 11 * k)
    for line in _wrap(project, doc.bold, 11 * k, 190 * k):
        c.drawString(tb_x + 10 * k, ty, line)
        ty -= 14 * k
    if cert:
        ty -= 30 * k
        doc.tag(cert_tags, " ".join(cert))
        c.setFont(doc.font, 7.5 * k)
        for line in cert:
            for sub in _wrap(line, doc.font, 7.5 * k, 190 * k):
                c.drawString(tb_x + 10 * k, ty, sub)
                ty -= 10 * k
    doc.tag(sheet_tags, f"{number} {title}")
    c.setFont(doc.bold, 12 * k)
    for i, line in enumerate(_wrap(title, doc.bold, 12 * k, 190 * k)):
        c.drawString(tb_x + 10 * k, 120 * k - i * 15 * k, line)
    c.setFont(doc.bold, 30 * k)
    c.drawString(tb_x + 10 * k, 40 * k, number)


def plan_set(pkg: Package, name: str, size: tuple[float, float], sheets: list[dict[str, Any]],
             common: dict[str, Any], set_tag: str) -> None:
    """Write a plan set (full size or reduced): the same sheets, with the set's own tag on sheet 1."""
    doc = pkg.doc(name, size=size, margin=30)
    for i, sh in enumerate(sheets):
        kw = {**common, **sh}
        tags = list(kw.pop("sheet_tags", []))
        if i == 0:
            tags.append(X(set_tag))
        sheet(doc, size=size, first=(i == 0), sheet_tags=tags, seed=pkg.seed * 100 + i, **kw)
    doc.save()
