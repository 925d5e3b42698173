"""Plan sheets: landscape engineering sheets with a title block, drawn full size or reduced.

A reduced set is the same drawing scaled onto 11x17 paper, as firms print them, so the
words on a reduced sheet are the words of the full-size sheet.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Sequence

from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

from corpus.truth import Location, Recorder

SIZES = {"24x36": (36 * 72.0, 24 * 72.0), "22x34": (34 * 72.0, 22 * 72.0), "11x17": (17 * 72.0, 11 * 72.0),
         "letter": (11 * 72.0, 8.5 * 72.0)}

PE_TEXT = ("I hereby certify that this plan, specification, or report was prepared by me or under my direct "
           "supervision and that I am a duly Licensed Professional Engineer under the laws of the State of Minnesota.")

Tag = tuple[str, str, Any]


@dataclass
class Sheet:
    number: str
    title: str
    notes: list[str] = field(default_factory=list)
    labels: list[str] = field(default_factory=list)  # words placed on the drawing itself
    tags: list[Tag] = field(default_factory=list)
    table: list[list[str]] = field(default_factory=list)


@dataclass
class TitleBlock:
    firm: str
    firm_lines: list[str]
    project: str
    city: str
    client: str
    date: str
    engineer: str | None  # None: the sheets carry no certification
    license_no: str = ""
    job_no: str = ""


def draw_set(path: str, rel: str, rec: Recorder, sheets: Sequence[Sheet], tb: TitleBlock, size: str,
             base: str = "24x36", set_tags: Sequence[Tag] = (), font: str = "Helvetica") -> int:
    """Draw ``sheets`` at ``size``; the drawing is laid out at ``base`` and scaled when smaller."""
    bw, bh = SIZES[base]
    pw, ph = SIZES[size]
    k = min(pw / bw, ph / bh)
    c = Canvas(path, pagesize=(pw, ph))
    for n, sheet in enumerate(sheets, start=1):
        c.saveState()
        c.scale(k, k)
        _sheet(c, sheet, tb, bw, bh, font, n, len(sheets))
        c.restoreState()
        loc = Location(file=rel, page=n, text=f"{sheet.number} {sheet.title}")
        if sheet.tags:
            rec.tag(list(sheet.tags), loc)
        if set_tags:
            rec.tag(list(set_tags), loc)
        c.showPage()
    c.save()
    return len(sheets)


def _sheet(c: Canvas, s: Sheet, tb: TitleBlock, w: float, h: float, font: str, n: int, total: int) -> None:
    bold = font + "-Bold" if font in ("Helvetica", "Courier") else "Times-Bold"
    m = 36
    c.setLineWidth(2)
    c.rect(m, m, w - 2 * m, h - 2 * m)
    tbw = 330
    tx = w - m - tbw
    c.line(tx, m, tx, h - m)
    # title block, top to bottom
    y = h - m - 40
    c.setFont(bold, 26)
    c.drawString(tx + 14, y, tb.firm)
    c.setFont(font, 11)
    for line in tb.firm_lines:
        y -= 16
        c.drawString(tx + 14, y, line)
    y -= 40
    c.setFont(bold, 15)
    for line in simpleSplit(tb.project, bold, 15, tbw - 28):
        c.drawString(tx + 14, y, line)
        y -= 19
    c.setFont(font, 12)
    c.drawString(tx + 14, y, tb.city)
    y -= 18
    c.drawString(tx + 14, y, "CLIENT: " + tb.client)
    y -= 40
    if tb.engineer:
        c.setFont(font, 9.5)
        for line in simpleSplit(PE_TEXT, font, 9.5, tbw - 28):
            c.drawString(tx + 14, y, line)
            y -= 12
        y -= 20
        c.line(tx + 14, y + 8, tx + tbw - 20, y + 8)
        c.setFont(font, 11)
        c.drawString(tx + 14, y - 6, tb.engineer)
        c.drawString(tx + 14, y - 22, f"Date: {tb.date}    License No. {tb.license_no}")
        y -= 60
    c.setFont(font, 10)
    c.drawString(tx + 14, y, f"PROJECT NO. {tb.job_no}")
    c.drawString(tx + 14, y - 14, f"ISSUED FOR: CITY / WATERSHED SUBMITTAL  {tb.date}")
    c.setFont(bold, 22)
    for i, line in enumerate(simpleSplit(s.title, bold, 22, tbw - 28)):
        c.drawString(tx + 14, m + 130 - 26 * i, line)
    c.setFont(bold, 44)
    c.drawString(tx + 14, m + 40, s.number)
    c.setFont(font, 9)
    c.drawRightString(tx + tbw - 14, m + 14, f"SHEET {n} OF {total}")
    # drawing area: schematic linework and labels
    _linework(c, m + 40, m + 40, tx - 60, h - m - 40, seed=n)
    c.setFont(font, 13)
    for i, label in enumerate(s.labels):
        lx = m + 120 + (i % 3) * ((tx - m - 400) / 3)
        ly = h - m - 260 - (i // 3) * 150
        c.drawString(lx, ly, label)
    # notes column down the left of the title block
    ny = h - m - 60
    nx = tx - 560
    if s.notes:
        c.setFont(bold, 14)
        c.drawString(nx, ny, "NOTES:")
        ny -= 22
        c.setFont(font, 11)
        for i, note in enumerate(s.notes, start=1):
            for j, line in enumerate(simpleSplit(f"{i}. {note}", font, 11, 520)):
                c.drawString(nx + (0 if j == 0 else 16), ny, line)
                ny -= 14
            ny -= 6
    if s.table:
        ty = max(ny - 30, m + 300)
        ty = min(ty, h - m - 400)
        cols = len(s.table[0])
        cw = min(150, 900 / cols)
        tx0 = m + 80
        for r, row in enumerate(s.table):
            c.setFont(bold if r == 0 else font, 11)
            for j, cell in enumerate(row):
                c.drawString(tx0 + j * cw, ty - r * 16, str(cell))
        c.setLineWidth(0.8)
        c.rect(tx0 - 6, ty - len(s.table) * 16 + 8, cw * cols + 6, len(s.table) * 16 + 6)


def _linework(c: Canvas, x0: float, y0: float, x1: float, y1: float, seed: int) -> None:
    """Lot lines and wavy contour lines: enough drawing that a sheet looks like a sheet."""
    c.setLineWidth(0.6)
    cx, cy = (x0 + x1) / 2 - 200, (y0 + y1) / 2
    for k in range(7):
        r = 120 + 60 * k
        path = c.beginPath()
        for i in range(0, 361, 8):
            a = math.radians(i)
            rr = r * (1 + 0.12 * math.sin(3 * a + seed + k))
            px, py = cx + rr * math.cos(a) * 1.6, cy + rr * math.sin(a) * 0.8
            (path.moveTo if i == 0 else path.lineTo)(px, py)
        c.drawPath(path)
    c.setLineWidth(2.2)
    c.setDash(18, 6)
    c.rect(x0 + 60, y0 + 60, (x1 - x0) * 0.62, (y1 - y0) * 0.7)
    c.setDash()
