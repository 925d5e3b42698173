"""Plan sheets: a border, a title block with the engineer's certification, notes and a sketch.

The same sheet list is drawn twice, full size (36 x 24 in) and reduced (17 x 11 in), because
that is how a submitted plan set arrives: two copies of one set, at two scales.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable, Sequence

from corpus.external23.doc import Doc, Tag


@dataclass
class Sheet:
    number: str
    title: str
    notes: list[tuple[str, Sequence[Tag]]] = field(default_factory=list)
    sketch: str = "contours"  # contours | pond | profile | none
    table: tuple[list[str], list[list[str]], dict[int, Sequence[Tag]]] | None = None
    tags: Sequence[Tag] = ()  # tags for the sheet as a whole (recorded with its title)


@dataclass
class TitleBlock:
    firm: str
    project: str
    city: str
    cert: str | None  # the certification sentence, None when the sheet is unsigned
    date: str
    extra: list[str] = field(default_factory=list)


def draw_set(doc: Doc, sheets: Sequence[Sheet], tb: TitleBlock, set_tags: Sequence[Tag] = (),
             cert_tags: Sequence[Tag] = ()) -> None:
    """One sheet per page; ``set_tags`` go with the first title block, ``cert_tags`` with the seal."""
    k = doc.w / 1224.0
    for i, sh in enumerate(sheets):
        if i:
            doc.new_page()
        _frame(doc, sh, tb, k, set_tags if i == 0 else (), cert_tags if i == 0 else ())
        area_w = doc.w * 0.78 - 40 * k
        doc.y = doc.h - 40 * k
        doc.text(sh.title.upper(), tags=sh.tags, size=14 * k, font="Helvetica-Bold", x=30 * k, width=area_w)
        doc.gap(6 * k)
        for note, tags in sh.notes:
            doc.text(note, tags=tags, size=7.5 * k, x=30 * k, width=area_w * 0.55)
            doc.gap(2 * k)
        if sh.table:
            headers, rows, row_tags = sh.table
            doc.gap(4 * k)
            left = 30 * k
            saved = doc.margin
            doc.margin = 30 * k
            doc.table(headers, rows, row_tags=row_tags, size=7 * k, x=left,
                      widths=[area_w * 0.55 / len(headers)] * len(headers))
            doc.margin = saved
        _sketch(doc, sh.sketch, k, x0=30 * k + area_w * 0.58, y0=60 * k, w=area_w * 0.40, h=doc.h * 0.75)


def _frame(doc: Doc, sh: Sheet, tb: TitleBlock, k: float, set_tags: Sequence[Tag], cert_tags: Sequence[Tag]) -> None:
    c = doc.c
    c.setLineWidth(1.5 * k)
    c.rect(18 * k, 18 * k, doc.w - 36 * k, doc.h - 36 * k)
    bx = doc.w * 0.80
    c.line(bx, 18 * k, bx, doc.h - 18 * k)
    saved_y = doc.y
    doc.y = doc.h - 30 * k
    width = doc.w - bx - 30 * k
    doc.text(tb.firm, tags=set_tags, size=9 * k, font="Helvetica-Bold", x=bx + 8 * k, width=width)
    for line in (tb.project, tb.city, *tb.extra, f"Date: {tb.date}"):
        doc.text(line, size=7 * k, x=bx + 8 * k, width=width)
    doc.gap(20 * k)
    if tb.cert:
        doc.text(tb.cert, tags=cert_tags, size=6.5 * k, x=bx + 8 * k, width=width)
    doc.y = 120 * k
    doc.text(sh.title, size=9 * k, font="Helvetica-Bold", x=bx + 8 * k, width=width)
    doc.text(f"SHEET {sh.number}", size=16 * k, font="Helvetica-Bold", x=bx + 8 * k, width=width)
    doc.y = saved_y


def _sketch(doc: Doc, kind: str, k: float, x0: float, y0: float, w: float, h: float) -> None:
    c = doc.c
    c.setLineWidth(0.6 * k)
    if kind == "contours":
        for j in range(9):
            pts = [(x0 + t * w / 40, y0 + h * (0.1 + j * 0.1) + 12 * k * math.sin(t / 5.0 + j)) for t in range(41)]
            for a, b in zip(pts, pts[1:]):
                c.line(a[0], a[1], b[0], b[1])
        c.rect(x0 + w * 0.3, y0 + h * 0.35, w * 0.3, h * 0.2)
    elif kind == "pond":
        for r in (0.45, 0.36, 0.27, 0.18):
            c.ellipse(x0 + w * (0.5 - r), y0 + h * (0.5 - r * 0.7), x0 + w * (0.5 + r), y0 + h * (0.5 + r * 0.7))
    elif kind == "profile":
        pts = [(x0 + t * w / 30, y0 + h * 0.4 + 30 * k * math.cos(t / 4.0)) for t in range(31)]
        for a, b in zip(pts, pts[1:]):
            c.line(a[0], a[1], b[0], b[1])
        c.line(x0, y0 + h * 0.3, x0 + w, y0 + h * 0.3)


def section_sketch(doc: Doc, x: float, y: float, w: float, h: float, labels: Sequence[str], size: float) -> None:
    """A pond cross-section: side slopes, bench, normal water and HWL lines, with callouts."""
    c = doc.c
    c.setLineWidth(0.8)
    pts = [(x, y + h), (x + w * 0.2, y + h * 0.55), (x + w * 0.32, y + h * 0.5), (x + w * 0.45, y),
           (x + w * 0.55, y), (x + w * 0.68, y + h * 0.5), (x + w * 0.8, y + h * 0.55), (x + w, y + h)]
    for a, b in zip(pts, pts[1:]):
        c.line(a[0], a[1], b[0], b[1])
    c.setDash(4, 3)
    c.line(x + w * 0.1, y + h * 0.75, x + w * 0.9, y + h * 0.75)
    c.line(x + w * 0.25, y + h * 0.5, x + w * 0.75, y + h * 0.5)
    c.setDash()
    c.setFont("Helvetica", size)
    for i, lab in enumerate(labels):
        c.drawString(x + w + 8, y + h - i * size * 1.4, lab)


Drawer = Callable[[Doc], None]
