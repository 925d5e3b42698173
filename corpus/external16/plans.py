"""Plan sheets: a full-size set and its 11 x 17 reduction, drawn from one description.

Firms issue the same sheets twice (full size and reduced); drawing both from one
:class:`PlanSet` keeps them identical, the way a plotter would. Exhibits are recorded on
the first set drawn (the full-size one), facts on both.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path

from reportlab.lib.utils import simpleSplit

from corpus.external16.doc import Doc, Tag, X
from corpus.truth import Recorder

BASE_W = 2592.0  # drawing units: a 36 x 24 inch sheet in points


@dataclass
class Sheet:
    number: str
    title: str
    notes: list[tuple[str, list[Tag]]] = field(default_factory=list)
    labels: list[tuple[str, list[Tag]]] = field(default_factory=list)
    pond: bool = False
    buildings: int = 1
    contours: int = 6


@dataclass
class PlanSet:
    firm: str
    firm_address: str
    project: str
    client: str
    engineer: str
    license_no: str
    cert_date: str
    sheets: list[Sheet]
    certified: bool = True
    font: str = "Helvetica"


CERT = ("I hereby certify that this plan, specification, or report was prepared by me or under my direct "
        "supervision and that I am a duly Licensed Professional Engineer under the laws of the State of Minnesota.")


def draw_plan_set(rec: Recorder, folder: Path, name: str, pagesize: tuple[float, float], plans: PlanSet,
                  size_tag: str) -> str:
    """One PDF holding every sheet of ``plans`` at ``pagesize``; ``size_tag`` is the plan_set part it shows."""
    doc = Doc(rec, folder, name, pagesize=pagesize, font=plans.font, margin=20)
    for i, sheet in enumerate(plans.sheets):
        if i:
            doc.new_page()
        _sheet(doc, plans, sheet, i + 1, size_tag if i == 0 else None)
    return doc.save()


def _wrapped(doc: Doc, text: str, x: float, y: float, width: float, size: float, tags: list[Tag],
             bold: bool = False) -> float:
    font = doc.bold if bold else doc.font
    lines = simpleSplit(text, font, size, width)
    doc.tag(text, tags)
    doc.c.setFont(font, size)
    for ln in lines:
        doc.c.drawString(x, y, ln)
        y -= size * 1.3
    return y - size * 0.4


def _sheet(doc: Doc, plans: PlanSet, sheet: Sheet, index: int, size_tag: str | None) -> None:
    w, h = doc.pagesize
    s = w / BASE_W
    c = doc.c
    c.setLineWidth(2 * s)
    c.rect(36 * s, 36 * s, w - 72 * s, h - 72 * s)
    tx = w - 420 * s
    c.line(tx, 36 * s, tx, h - 36 * s)
    # title block, top to bottom
    y = h - 80 * s
    y = _wrapped(doc, plans.firm, tx + 16 * s, y, 340 * s, 22 * s, [], bold=True)
    y = _wrapped(doc, plans.firm_address, tx + 16 * s, y, 340 * s, 12 * s, [])
    y -= 20 * s
    y = _wrapped(doc, plans.project, tx + 16 * s, y, 340 * s, 18 * s, [], bold=True)
    y = _wrapped(doc, f"Prepared for: {plans.client}", tx + 16 * s, y, 340 * s, 12 * s, [])
    y -= 30 * s
    if plans.certified:
        y = _wrapped(doc, CERT, tx + 16 * s, y, 340 * s, 11 * s,
                     [X("plan_set.pe_certified")] if size_tag == "plan_set.full_size" else [])
        y = _wrapped(doc, f"{plans.engineer}, P.E.   License No. {plans.license_no}   Date: {plans.cert_date}",
                     tx + 16 * s, y - 10 * s, 340 * s, 11 * s, [])
    else:
        y = _wrapped(doc, "PRELIMINARY - NOT FOR CONSTRUCTION", tx + 16 * s, y, 340 * s, 16 * s, [], bold=True)
    # sheet identity at the bottom of the strip
    _wrapped(doc, sheet.title, tx + 16 * s, 200 * s, 340 * s, 18 * s, [], bold=True)
    c.setFont(doc.bold, 48 * s)
    c.drawString(tx + 16 * s, 100 * s, sheet.number)
    c.setFont(doc.font, 12 * s)
    c.drawString(tx + 200 * s, 100 * s, f"Sheet {index} of {len(plans.sheets)}")
    if size_tag:
        doc.tag(sheet.title, [X(size_tag)])
    # notes column
    nx = w - 900 * s
    c.setLineWidth(1 * s)
    c.line(nx - 12 * s, 36 * s, nx - 12 * s, h - 36 * s)
    y = h - 80 * s
    c.setFont(doc.bold, 16 * s)
    c.drawString(nx, y, "NOTES")
    y -= 28 * s
    for text, tags in sheet.notes:
        y = _wrapped(doc, text, nx, y, 450 * s, 13 * s, tags)
    _drawing(doc, sheet, s, nx - 40 * s)


def _drawing(doc: Doc, sheet: Sheet, s: float, right: float) -> None:
    """A schematic site: property line, contours, buildings, a pond; labels tagged where drawn."""
    c = doc.c
    h = doc.pagesize[1]
    x0, y0, x1, y1 = 90 * s, 110 * s, right, h - 110 * s
    c.setDash(12 * s, 6 * s)
    c.setLineWidth(2 * s)
    c.rect(x0, y0, x1 - x0, y1 - y0)
    c.setDash()
    c.setLineWidth(0.8 * s)
    for k in range(sheet.contours):
        yy = y0 + (k + 1) * (y1 - y0) / (sheet.contours + 1)
        pts = [(x0 + t * (x1 - x0) / 40, yy + 25 * s * math.sin(t / 5 + k)) for t in range(41)]
        p = c.beginPath()
        p.moveTo(*pts[0])
        for q in pts[1:]:
            p.lineTo(*q)
        c.drawPath(p)
    c.setLineWidth(1.6 * s)
    for b in range(sheet.buildings):
        c.rect(x0 + (120 + 330 * b) * s, y1 - 420 * s, 260 * s, 200 * s)
    if sheet.pond:
        c.ellipse(x1 - 520 * s, y0 + 80 * s, x1 - 140 * s, y0 + 330 * s)
        c.ellipse(x1 - 480 * s, y0 + 110 * s, x1 - 180 * s, y0 + 300 * s)
    y = y0 + 60 * s
    for text, tags in sheet.labels:
        doc.tag(text, tags)
        c.setFont(doc.font, 12 * s)
        c.drawString(x0 + 40 * s, y, text)
        y += 22 * s
