"""Pages as data, drawn with reportlab, recording where each truth item lands.

A package is described as documents of pages of blocks; each block carries the truth tags
it demonstrates, and the recorder notes the file and page it was actually drawn on, so the
truth can never name a page that does not carry the words.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from reportlab.lib.pagesizes import letter
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen import canvas

from corpus.truth import Location, Recorder

Tag = tuple[str, str, Any]  # ("fact"|"exhibit"|"statement", id, value)

ARCH_D = (2448.0, 1584.0)  # 34 x 22 in, landscape: a full-size sheet
TABLOID = (1224.0, 792.0)  # 17 x 11 in, landscape: the reduced set


@dataclass
class Block:
    kind: str  # "h" heading, "p" paragraph, "t" table, "gap"
    text: str = ""
    rows: list[list[str]] = field(default_factory=list)
    tags: list[Tag] = field(default_factory=list)
    widths: list[float] = field(default_factory=list)


def h(text: str, *tags: Tag) -> Block:
    return Block("h", text, tags=list(tags))


def p(text: str, *tags: Tag) -> Block:
    return Block("p", text, tags=list(tags))


def t(rows: list[list[str]], *tags: Tag, widths: list[float] | None = None) -> Block:
    return Block("t", rows=rows, tags=list(tags), widths=widths or [])


def fact(name: str, value: Any) -> Tag:
    return ("fact", name, value)


def ex(ident: str) -> Tag:
    return ("exhibit", ident, None)


def st(ident: str) -> Tag:
    return ("statement", ident, None)


@dataclass
class Style:
    """An author's hand: typeface, size, margins and the running header they use."""

    font: str = "Helvetica"
    bold: str = "Helvetica-Bold"
    size: float = 10.0
    margin: float = 72.0
    header: str = ""
    footer: str = ""
    rule_under_heading: bool = False


@dataclass
class Page:
    blocks: list[Block]
    sheet: dict[str, str] | None = None  # plan sheet title block: number, title, firm, cert


@dataclass
class Doc:
    name: str
    pages: list[Page]
    style: Style = field(default_factory=Style)
    size: str = "letter"  # "letter" | "full" (ARCH D sheets) | "reduced" (11x17 sheets)


def _excerpt(block: Block) -> str:
    text = block.text or " | ".join(" ".join(r) for r in block.rows)
    return " ".join(text.split())[:160]


def _draw_text_page(c: canvas.Canvas, page: Page, style: Style, number: int, total: int,
                    rec: Recorder, where: str) -> None:
    width, height = letter
    m = style.margin
    y = height - m
    if style.header:
        c.setFont(style.font, style.size - 2)
        c.drawString(m, height - m / 2, style.header)
    for block in page.blocks:
        loc = Location(file=where, page=number, text=_excerpt(block))
        if block.kind == "h":
            c.setFont(style.bold, style.size + 1.5)
            for line in simpleSplit(block.text, style.bold, style.size + 1.5, width - 2 * m):
                y -= style.size + 5
                c.drawString(m, y, line)
            if style.rule_under_heading:
                c.line(m, y - 3, width - m, y - 3)
            y -= 6
        elif block.kind == "p":
            c.setFont(style.font, style.size)
            for para in block.text.split("\n"):
                for line in simpleSplit(para, style.font, style.size, width - 2 * m) or [""]:
                    y -= style.size + 3
                    c.drawString(m, y, line)
            y -= style.size * 0.8
        elif block.kind == "t":
            cols = len(block.rows[0])
            widths = block.widths or [(width - 2 * m) / cols] * cols
            size = style.size - 1
            for i, row in enumerate(block.rows):
                y -= size + 6
                x = m
                c.setFont(style.bold if i == 0 else style.font, size)
                for cell, w in zip(row, widths):
                    c.drawString(x + 2, y + 2, cell)
                    x += w
                c.line(m, y - 1, m + sum(widths), y - 1)
            y -= size
        if y < m * 0.75:
            raise RuntimeError(f"{where} page {number} overflows")
        rec.tag(block.tags, loc)
    if style.footer or total > 1:
        c.setFont(style.font, style.size - 2)
        c.drawCentredString(width / 2, m / 2, f"{style.footer}  Page {number} of {total}".strip())


def _draw_sheet(c: canvas.Canvas, page: Page, style: Style, number: int, rec: Recorder, where: str,
                scale: float, seed: int, record: bool) -> None:
    """A plan sheet drawn at full size, scaled down for the reduced set."""
    c.saveState()
    c.scale(scale, scale)
    W, H = ARCH_D
    sheet = page.sheet or {}
    c.setLineWidth(2)
    c.rect(36, 36, W - 72, H - 72)
    c.rect(W - 396, 36, 360, H - 72)
    rnd = random.Random(seed)
    c.setLineWidth(0.6)
    for _ in range(40):  # linework standing in for the drawing
        x0, y0 = rnd.uniform(400, W - 800), rnd.uniform(760, H - 280)
        c.line(x0, y0, x0 + rnd.uniform(-300, 300), y0 + rnd.uniform(-200, 200))
    for _ in range(8):
        c.circle(rnd.uniform(200, W - 900), rnd.uniform(600, H - 200), rnd.uniform(20, 90))
    tb = [sheet.get("firm", ""), sheet.get("project", ""), "", sheet.get("title", ""),
          f"SHEET {sheet.get('number', '')}", sheet.get("date", "")]
    y = H - 120
    for i, line in enumerate(tb):
        c.setFont(style.bold if i in (0, 3, 4) else style.font, 22 if i in (3, 4) else 16)
        c.drawString(W - 380, y, line)
        y -= 34
    if sheet.get("cert"):
        c.setFont(style.font, 13)
        yy = 300
        for line in simpleSplit(sheet["cert"], style.font, 13, 330):
            c.drawString(W - 380, yy, line)
            yy -= 17
    y = 460
    for block in page.blocks:
        size = 22 if block.kind == "h" else 17
        font = style.bold if block.kind == "h" else style.font
        c.setFont(font, size)
        if block.kind == "t":
            for i, row in enumerate(block.rows):
                c.setFont(style.bold if i == 0 else style.font, 16)
                for j, cell in enumerate(row):
                    c.drawString(90 + j * 250, y, cell)
                y -= 22
        else:
            for line in simpleSplit(block.text, font, size, W - 560):
                c.drawString(90, y, line)
                y -= size + 6
        y -= 8
        if y < 60:
            raise RuntimeError(f"{where} sheet {number} overflows")
        if record:
            rec.tag(block.tags, Location(file=where, page=number, text=_excerpt(block)))
    c.restoreState()


def render(doc: Doc, out_dir: Path, rec: Recorder, rel: str, seed: int, record_sheets: bool = True,
           extra_first_page_tags: list[Tag] | None = None) -> Path:
    """Draw one document; ``invariant`` keeps the bytes the same on every build."""
    path = out_dir / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    size = {"letter": letter, "full": ARCH_D, "reduced": TABLOID}[doc.size]
    c = canvas.Canvas(str(path), pagesize=size, invariant=1)
    c.setTitle(doc.name)
    c.setAuthor(doc.style.footer or "applicant")
    total = len(doc.pages)
    for i, page in enumerate(doc.pages, start=1):
        if i == 1 and extra_first_page_tags:
            rec.tag(extra_first_page_tags, Location(file=rel, page=1, text=doc.name))
        if doc.size == "letter":
            _draw_text_page(c, page, doc.style, i, total, rec, rel)
        else:
            scale = 1.0 if doc.size == "full" else TABLOID[0] / ARCH_D[0]
            _draw_sheet(c, page, doc.style, i, rec, rel, scale, seed + i, record_sheets)
        c.showPage()
    c.save()
    return path
