"""Plan sheets as a civil firm issues them: a full-size set and the same sheets reduced to 11x17.

Sheets are drawn in inches on a 36" x 24" (ARCH D) sheet; the reduced set scales the same
drawing onto 17" x 11", so both sets say exactly the same thing. Drawings are schematic
(boundary, contours, pond, pipes) with the notes and tables a reviewer reads; each sheet
carries the truth tags of what it shows, recorded with its page in each file.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from reportlab.lib import colors
from reportlab.lib.units import inch
from reportlab.pdfgen.canvas import Canvas

from corpus.external12.doc import Tag
from corpus.truth import Location

FULL = (36 * inch, 24 * inch)
REDUCED = (17 * inch, 11 * inch)


@dataclass
class Sheet:
    number: str
    title: str
    notes: list[str] = field(default_factory=list)
    tags: list[Tag] = field(default_factory=list)
    drawing: str = "site"  # site | drainage | pond | details | cover | profile
    labels: list[str] = field(default_factory=list)  # words placed on the drawing itself
    table: list[list[str]] = field(default_factory=list)


@dataclass
class PlanSet:
    firm: str
    project: str
    city: str
    job_no: str
    date: str
    engineer: str
    license_no: str
    sheets: list[Sheet]
    certify: bool = True
    font: str = "Helvetica"


def _text(c: Canvas, x: float, y: float, s: str, size: float = 11, font: str = "Helvetica") -> None:
    c.setFont(font, size)
    c.drawString(x * inch, y * inch, s)


def _title_block(c: Canvas, ps: PlanSet, sh: Sheet, index: int, count: int) -> None:
    c.setLineWidth(2)
    c.rect(0.5 * inch, 0.5 * inch, 35 * inch, 23 * inch)
    c.rect(31.5 * inch, 0.5 * inch, 4 * inch, 23 * inch)
    f = ps.font
    _text(c, 31.7, 22.8, ps.firm, 13, f + "-Bold")
    _text(c, 31.7, 22.4, "Civil Engineering | Surveying", 9, f)
    _text(c, 31.7, 20.9, ps.project, 11, f + "-Bold")
    _text(c, 31.7, 20.5, ps.city + ", Minnesota", 10, f)
    _text(c, 31.7, 19.6, f"Project No. {ps.job_no}", 9, f)
    _text(c, 31.7, 19.25, f"Issued: {ps.date}", 9, f)
    _text(c, 31.7, 18.9, "Revisions: none", 9, f)
    if ps.certify:
        lines = ["I hereby certify that this plan, specification", "or report was prepared by me or under my",
                 "direct supervision and that I am a duly", "Licensed Professional Engineer under the",
                 "laws of the State of Minnesota.", "", f"{ps.engineer}, P.E.", f"License No. {ps.license_no}",
                 f"Date: {ps.date}"]
        for i, line in enumerate(lines):
            _text(c, 31.7, 17.9 - 0.3 * i, line, 9, f)
    _text(c, 31.7, 3.2, sh.title.upper(), 12, f + "-Bold")
    _text(c, 31.7, 1.6, sh.number, 30, f + "-Bold")
    _text(c, 31.7, 0.9, f"Sheet {index} of {count}", 9, f)


def _contours(c: Canvas, base: int, n: int, step: int, x0: float, y0: float, w: float, h: float) -> None:
    c.setLineWidth(0.6)
    c.setStrokeColor(colors.HexColor("#777777"))
    for i in range(n):
        pts = []
        for k in range(0, 41):
            x = x0 + w * k / 40
            y = y0 + h * (i + 0.5) / n + 0.35 * math.sin(k / 5.0 + i)
            pts.append((x * inch, y * inch))
        p = c.beginPath()
        p.moveTo(*pts[0])
        for q in pts[1:]:
            p.lineTo(*q)
        c.drawPath(p)
        _text(c, x0 + w * (0.1 + 0.07 * (i % 5)), y0 + h * (i + 0.5) / n + 0.1, str(base + step * i), 8)
    c.setStrokeColor(colors.black)


def _drawing(c: Canvas, sh: Sheet, font: str) -> None:
    if sh.drawing == "cover":
        return
    c.setLineWidth(2.2)
    c.setDash(18, 6)
    c.rect(3 * inch, 8 * inch, 18 * inch, 13 * inch)  # property boundary
    c.setDash()
    if sh.drawing in ("site", "pond", "drainage"):
        _contours(c, 940, 7, 2, 3.2, 8.2, 17.6, 12.6)
    if sh.drawing == "drainage":
        c.setLineWidth(1.5)
        c.setDash(4, 4)
        c.line(11 * inch, 8 * inch, 11 * inch, 21 * inch)
        c.line(3 * inch, 14 * inch, 21 * inch, 14 * inch)
        c.setDash()
    if sh.drawing == "pond":
        c.setLineWidth(1.5)
        c.ellipse(13 * inch, 9 * inch, 19.5 * inch, 13 * inch)
        c.ellipse(13.8 * inch, 9.6 * inch, 18.7 * inch, 12.4 * inch)
    if sh.drawing in ("site", "pond"):
        c.setLineWidth(1.2)
        c.line(5 * inch, 18 * inch, 16 * inch, 11 * inch)
    if sh.drawing == "details":
        for i in range(3):
            c.rect((3 + 6 * i) * inch, 12 * inch, 5 * inch, 6 * inch)
    if sh.drawing == "profile":
        c.setLineWidth(1)
        c.grid([3 * inch + i * inch for i in range(19)], [9 * inch + j * inch for j in range(12)])
        c.setLineWidth(2)
        c.line(3 * inch, 13 * inch, 21 * inch, 15.5 * inch)
    for i, label in enumerate(sh.labels):
        _text(c, 4 + (i % 2) * 8.5, 19.8 - 1.2 * (i // 2), label, 11, font)


def _notes(c: Canvas, sh: Sheet, font: str) -> None:
    x, y = 22.0, 22.6
    if sh.notes:
        _text(c, x, y, "NOTES:", 12, font + "-Bold")
        y -= 0.45
        for line in sh.notes:
            _text(c, x, y, line, 10, font)
            y -= 0.36
    if sh.table:
        y -= 0.3
        for row in sh.table:
            for j, cell in enumerate(row):
                _text(c, x + 2.2 * j if j else x, y, cell, 9.5, font + ("-Bold" if row is sh.table[0] else ""))
            y -= 0.32


def _draw_set(ps: PlanSet, path: Path, size: tuple[float, float], file_rel: str) -> list[tuple[list[Tag], Location]]:
    c = Canvas(str(path), pagesize=size, invariant=1)
    c.setTitle(ps.project)
    scale = min(size[0] / FULL[0], size[1] / FULL[1])
    out = []
    for i, sh in enumerate(ps.sheets, start=1):
        c.saveState()
        c.scale(scale, scale)
        _title_block(c, ps, sh, i, len(ps.sheets))
        _drawing(c, sh, ps.font)
        _notes(c, sh, ps.font)
        c.restoreState()
        c.showPage()
        if sh.tags:
            out.append((sh.tags, Location(file=file_rel, page=i, text=f"{sh.number} {sh.title.upper()}")))
    c.save()
    return out


def build_plans(ps: PlanSet, folder: Path, full_name: str | None, reduced_name: str | None) -> list[tuple[list[Tag], Location]]:
    """Write the full-size and/or reduced sets; tags include plan_set.full_size / .reduced on page 1."""
    events: list[tuple[list[Tag], Location]] = []
    for name, size, part in ((full_name, FULL, "plan_set.full_size"), (reduced_name, REDUCED, "plan_set.reduced")):
        if not name:
            continue
        got = _draw_set(ps, folder / name, size, name)
        events.append(([("exhibit", part, None)], Location(file=name, page=1, text=f"{ps.sheets[0].number} {ps.sheets[0].title.upper()}")))
        if ps.certify:
            events.append(([("exhibit", "plan_set.pe_certified", None)],
                           Location(file=name, page=1, text=f"{ps.engineer}, P.E. License No. {ps.license_no}")))
        events += got
    return events


def sheet_index(sheets: list[Sheet]) -> list[str]:
    return [f"{s.number}   {s.title}" for s in sheets]


def tag_all(*events: Any) -> list[Any]:
    return [e for group in events for e in group]
