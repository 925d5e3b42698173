"""Plan sheets: large landscape pages with a title block, a drawing, notes and a PE block.

Sheets are drawn in one design frame (36" x 24" landscape, in points) and scaled onto the
real page (24x36, 22x34 or the reduced 11x17 set), so the full-size and reduced sets
carry the same words at different sizes, as a printer's reduction would.
"""

from __future__ import annotations

import math
import random
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field
from reportlab.pdfgen import canvas

from corpus.truth import Location, Recorder

DESIGN = (2592.0, 1728.0)  # 36 x 24 inches
SIZES = {"24x36": (2592.0, 1728.0), "22x34": (2448.0, 1584.0), "11x17": (1224.0, 792.0)}


class SheetNote(BaseModel):
    text: str
    tags: list[tuple[str, str, Any]] = Field(default_factory=list)


class SheetTable(BaseModel):
    title: str
    header: list[str]
    rows: list[list[str]]
    tags: list[tuple[str, str, Any]] = Field(default_factory=list)


class PECert(BaseModel):
    text: str
    name: str
    license_label: str
    license_no: str
    date: str


class Sheet(BaseModel):
    number: str
    title: str
    drawing: str = "site"  # site | grading | storm | drainage | details | erosion | cover
    notes_title: str = "NOTES"
    notes: list[SheetNote] = Field(default_factory=list)
    labels: list[SheetNote] = Field(default_factory=list, description="words placed on the drawing")
    tables: list[SheetTable] = Field(default_factory=list)
    tags: list[tuple[str, str, Any]] = Field(default_factory=list, description="what the sheet as a whole shows")
    contour_interval: float = 2.0


class TitleBlock(BaseModel):
    firm: str
    firm_lines: list[str]
    project: str
    location: str
    client: str
    date: str
    job_no: str
    layout: str = "right"  # right strip or bottom strip
    pe: PECert | None = None


def draw_plan_set(path: Path, rel: str, rec: Recorder, sheets: list[Sheet], tb: TitleBlock, size: str,
                  rng: random.Random, set_tag: str | None) -> int:
    """Write a plan set; returns its page count. ``set_tag`` = plan_set.full_size / plan_set.reduced."""
    w, h = SIZES[size]
    path.parent.mkdir(parents=True, exist_ok=True)
    c = canvas.Canvas(str(path), pagesize=(w, h), invariant=1)
    scale = min(w / DESIGN[0], h / DESIGN[1])
    for i, sheet in enumerate(sheets, start=1):
        where = Location(file=rel, page=i, text=f"{sheet.number} {sheet.title}")
        if set_tag and i == 1:
            rec.exhibit(set_tag, Location(file=rel, page=1, text=f"{sheet.number} {sheet.title}"))
        c.saveState()
        c.scale(scale, scale)
        _draw_sheet(c, sheet, tb, rec, where, random.Random(rng.random() + i))
        c.restoreState()
        c.showPage()
    c.save()
    return len(sheets)


def _draw_sheet(c: canvas.Canvas, sheet: Sheet, tb: TitleBlock, rec: Recorder, where: Location,
                rng: random.Random) -> None:
    W, H = DESIGN
    c.setLineWidth(3)
    c.rect(36, 36, W - 72, H - 72)
    if tb.layout == "right":
        tbx, tby, tbw, tbh = W - 36 - 330, 36, 330, H - 72
        draw_area = (60, 60, tbx - 20, H - 60)
    else:
        tbx, tby, tbw, tbh = 36, 36, W - 72, 250
        draw_area = (60, tby + tbh + 20, W - 60, H - 60)
    c.setLineWidth(2)
    c.rect(tbx, tby, tbw, tbh)
    _title_block(c, sheet, tb, rec, where, tbx, tby, tbw, tbh)
    rec.tag(sheet.tags, where)
    x0, y0, x1, y1 = draw_area
    notes_w = 620
    _drawing(c, sheet, rng, rec, where, (x0, y0 + 40, x1 - notes_w - 40, y1))
    # notes column at the right of the drawing area
    nx, ny = x1 - notes_w, y1 - 20
    c.setFont("Helvetica-Bold", 22)
    c.drawString(nx, ny, sheet.notes_title)
    ny -= 36
    for k, note in enumerate(sheet.notes, start=1):
        lines = _wrap(f"{k}. {note.text}", 58)
        rec.tag(note.tags, where.model_copy(update={"text": note.text[:240]}))
        c.setFont("Helvetica", 16)
        for line in lines:
            c.drawString(nx, ny, line)
            ny -= 22
        ny -= 8
    for table in sheet.tables:
        ny -= 16
        rec.tag(table.tags, where.model_copy(update={"text": table.title}))
        c.setFont("Helvetica-Bold", 17)
        c.drawString(nx, ny, table.title)
        ny -= 30
        colw = notes_w / max(1, len(table.header))
        c.setLineWidth(1)
        for r, row in enumerate([table.header] + table.rows):
            c.setFont("Helvetica-Bold" if r == 0 else "Helvetica", 14)
            for k, cell in enumerate(row):
                c.drawString(nx + k * colw + 4, ny + 6, cell)
                c.rect(nx + k * colw, ny, colw, 26)
            ny -= 26


def _title_block(c: canvas.Canvas, sheet: Sheet, tb: TitleBlock, rec: Recorder, where: Location,
                 x: float, y: float, w: float, h: float) -> None:
    if tb.layout == "right":
        cy = y + h - 40
        c.setFont("Helvetica-Bold", 19)
        c.drawString(x + 16, cy, tb.firm)
        cy -= 26
        c.setFont("Helvetica", 13)
        for line in tb.firm_lines:
            c.drawString(x + 16, cy, line)
            cy -= 17
        cy -= 30
        for label, value in (("PROJECT", tb.project), ("LOCATION", tb.location), ("CLIENT", tb.client)):
            c.setFont("Helvetica", 11)
            c.drawString(x + 16, cy, label)
            cy -= 20
            c.setFont("Helvetica-Bold", 16)
            for line in _wrap(value, 30):
                c.drawString(x + 16, cy, line)
                cy -= 20
            cy -= 14
        if tb.pe is not None:
            cy -= 10
            c.setLineWidth(1)
            c.line(x, cy + 14, x + w, cy + 14)
            c.setFont("Helvetica", 12)
            for line in _wrap(tb.pe.text, 44):
                c.drawString(x + 16, cy, line)
                cy -= 16
            cy -= 24
            c.setFont("Helvetica-Oblique", 20)
            c.drawString(x + 16, cy, tb.pe.name)
            c.line(x + 16, cy - 4, x + w - 16, cy - 4)
            cy -= 22
            c.setFont("Helvetica", 12)
            c.drawString(x + 16, cy, f"{tb.pe.name}")
            cy -= 16
            c.drawString(x + 16, cy, f"Date: {tb.pe.date}    {tb.pe.license_label} {tb.pe.license_no}")
            rec.exhibit("plan_set.pe_certified", where.model_copy(update={"text": tb.pe.text[:200]}))
            cy -= 20
        c.setLineWidth(1)
        c.line(x, y + 190, x + w, y + 190)
        c.setFont("Helvetica", 11)
        c.drawString(x + 16, y + 170, f"ISSUE DATE {tb.date}      JOB NO. {tb.job_no}")
        c.drawString(x + 16, y + 150, "SHEET TITLE")
        c.setFont("Helvetica-Bold", 18)
        ty = y + 126
        for line in _wrap(sheet.title, 26):
            c.drawString(x + 16, ty, line)
            ty -= 22
        c.setFont("Helvetica-Bold", 48)
        c.drawString(x + 16, y + 20, sheet.number)
    else:
        cols = [x, x + 520, x + 1180, x + 1700, x + w]
        for cx in cols[1:-1]:
            c.line(cx, y, cx, y + h)
        c.setFont("Helvetica-Bold", 26)
        c.drawString(cols[0] + 20, y + h - 50, tb.firm)
        c.setFont("Helvetica", 13)
        ly = y + h - 74
        for line in tb.firm_lines:
            c.drawString(cols[0] + 20, ly, line)
            ly -= 17
        c.setFont("Helvetica-Bold", 18)
        c.drawString(cols[1] + 20, y + h - 46, tb.project)
        c.setFont("Helvetica", 14)
        c.drawString(cols[1] + 20, y + h - 70, tb.location)
        c.drawString(cols[1] + 20, y + h - 92, f"Prepared for: {tb.client}")
        c.drawString(cols[1] + 20, y + 30, f"Date {tb.date}   Project No. {tb.job_no}")
        if tb.pe is not None:
            py = y + h - 30
            c.setFont("Helvetica", 12)
            for line in _wrap(tb.pe.text, 64):
                c.drawString(cols[2] + 16, py, line)
                py -= 15
            py -= 18
            c.setFont("Helvetica-Oblique", 18)
            c.drawString(cols[2] + 16, py, tb.pe.name)
            py -= 20
            c.setFont("Helvetica", 12)
            c.drawString(cols[2] + 16, py, f"{tb.pe.name}   Date {tb.pe.date}   {tb.pe.license_label} {tb.pe.license_no}")
            rec.exhibit("plan_set.pe_certified", where.model_copy(update={"text": tb.pe.text[:200]}))
        c.setFont("Helvetica-Bold", 20)
        ty = y + h - 50
        for line in _wrap(sheet.title, 30):
            c.drawString(cols[3] + 20, ty, line)
            ty -= 24
        c.setFont("Helvetica-Bold", 60)
        c.drawString(cols[3] + 20, y + 30, sheet.number)


def _drawing(c: canvas.Canvas, sheet: Sheet, rng: random.Random, rec: Recorder, where: Location,
             box: tuple[float, float, float, float]) -> None:
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    rx, ry = (x1 - x0) * 0.38, (y1 - y0) * 0.38
    if sheet.drawing == "details":
        _details(c, box, rng)
    else:
        # property line: an irregular polygon, dash-dot
        pts = []
        for k in range(6):
            a = 2 * math.pi * k / 6 + rng.uniform(-0.2, 0.2)
            pts.append((cx + rx * math.cos(a) * rng.uniform(0.85, 1.0), cy + ry * math.sin(a) * rng.uniform(0.85, 1.0)))
        c.setLineWidth(3)
        c.setDash(30, 8)
        p = c.beginPath()
        p.moveTo(*pts[0])
        for q in pts[1:]:
            p.lineTo(*q)
        p.close()
        c.drawPath(p)
        c.setDash()
        # contours
        base = rng.choice([896, 904, 912, 918, 926, 934])
        step = sheet.contour_interval if sheet.drawing in ("site", "grading", "drainage") else 0
        if step:
            c.setLineWidth(0.8)
            for k in range(9):
                yy = y0 + (y1 - y0) * (k + 1) / 10
                ph = rng.uniform(0, 6)
                p = c.beginPath()
                p.moveTo(x0, yy)
                for s in range(1, 41):
                    xx = x0 + (x1 - x0) * s / 40
                    p.lineTo(xx, yy + 26 * math.sin(s / 5 + ph))
                c.drawPath(p)
                c.setFont("Helvetica", 12)
                elev = base + k * step
                c.drawString(x0 + 40 + 90 * (k % 3), yy + 4, f"{elev:g}")
        if sheet.drawing in ("grading", "storm", "drainage"):
            # a pond and some pipes
            c.setLineWidth(2)
            c.ellipse(cx + rx * 0.2, cy - ry * 0.6, cx + rx * 0.7, cy - ry * 0.2)
            c.setLineWidth(1.5)
            for k in range(4):
                c.line(cx - rx * 0.6 + k * 60, cy + ry * 0.5, cx + rx * 0.4, cy - ry * 0.4)
        if sheet.drawing in ("site", "grading", "erosion"):
            c.setLineWidth(2)
            c.rect(cx - rx * 0.35, cy - ry * 0.1, rx * 0.5, ry * 0.45)
    # labels on the drawing
    for k, lab in enumerate(sheet.labels):
        rec.tag(lab.tags, where.model_copy(update={"text": lab.text[:240]}))
        c.setFont("Helvetica-Bold", 16)
        lx = x0 + 80 + (k % 2) * (x1 - x0) * 0.45
        ly = y1 - 60 - (k // 2) * 40
        c.drawString(lx, ly, lab.text)
    # north arrow and scale bar
    c.setLineWidth(2)
    c.line(x1 - 60, y0 + 60, x1 - 60, y0 + 160)
    c.line(x1 - 60, y0 + 160, x1 - 75, y0 + 135)
    c.line(x1 - 60, y0 + 160, x1 - 45, y0 + 135)
    c.setFont("Helvetica-Bold", 18)
    c.drawString(x1 - 66, y0 + 168, "N")
    c.setFont("Helvetica", 12)
    c.drawString(x0 + 10, y0 + 10, f"SCALE 1\" = {rng.choice([20, 30, 40, 50])}'")


def _details(c: canvas.Canvas, box: tuple[float, float, float, float], rng: random.Random) -> None:
    x0, y0, x1, y1 = box
    c.setLineWidth(1.5)
    for k in range(4):
        bx = x0 + 40 + (k % 2) * (x1 - x0) / 2
        by = y0 + 40 + (k // 2) * (y1 - y0) / 2
        bw, bh = (x1 - x0) / 2 - 80, (y1 - y0) / 2 - 100
        c.rect(bx, by + 40, bw, bh)
        c.rect(bx + bw * 0.3, by + 60, bw * 0.2, bh * 0.7)
        c.line(bx, by + 40 + bh * 0.5, bx + bw, by + 40 + bh * 0.5)


def _wrap(text: str, width: int) -> list[str]:
    out: list[str] = []
    line = ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            out.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    if line:
        out.append(line)
    return out
