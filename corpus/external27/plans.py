"""Plan sheets: a title block, a schematic drawing and the notes that carry the facts.

The drawing is linework only (lot lines, contours, pipes); whatever a reviewer reads off a
sheet is written in its notes or labels, which is where the tags sit. The same sheets are
drawn at full size and reduced, so each set is a real page size a reviewer can measure.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path

from corpus.external27.doc import FULL, Doc, Tag, exhibit
from corpus.truth import Recorder


@dataclass
class Sheet:
    number: str
    title: str
    notes: list[tuple[str, list[Tag]]] = field(default_factory=list)
    labels: list[tuple[str, list[Tag]]] = field(default_factory=list)  # written on the drawing
    drawing: str = "site"  # site | contours | pipes | detail | map


@dataclass
class PlanSet:
    project: str
    firm: str
    firm_lines: list[str]
    sheets: list[Sheet]
    certification: str | None  # the PE statement, or None for an unsigned set
    certifier: str = ""
    date: str = ""
    seed: int = 0


def _drawing(c, sheet: Sheet, box: tuple[float, float, float, float], rng: random.Random, k: float) -> None:
    x0, y0, x1, y1 = box
    c.setLineWidth(0.6 * k)
    # property boundary
    pts = [(x0 + (x1 - x0) * a, y0 + (y1 - y0) * b) for a, b in ((0.08, 0.12), (0.9, 0.1), (0.86, 0.88), (0.12, 0.9))]
    c.setDash([8 * k, 3 * k, 2 * k, 3 * k])
    for (ax, ay), (bx, by) in zip(pts, pts[1:] + pts[:1]):
        c.line(ax, ay, bx, by)
    c.setDash()
    if sheet.drawing in ("contours", "map", "site"):
        for i in range(9 if sheet.drawing == "contours" else 5):
            yy = y0 + (y1 - y0) * (0.15 + 0.08 * i)
            path = c.beginPath()
            path.moveTo(x0 + 20 * k, yy)
            for j in range(1, 9):
                path.lineTo(x0 + (x1 - x0) * j / 8, yy + rng.uniform(-14, 14) * k)
            c.drawPath(path, stroke=1, fill=0)
    if sheet.drawing in ("pipes", "site"):
        c.setLineWidth(1.4 * k)
        for _ in range(4):
            ax, ay = rng.uniform(x0 + 40 * k, x1 - 40 * k), rng.uniform(y0 + 40 * k, y1 - 40 * k)
            c.line(ax, ay, ax + rng.uniform(-160, 160) * k, ay + rng.uniform(-90, 90) * k)
            c.circle(ax, ay, 5 * k)
    if sheet.drawing == "detail":
        c.rect(x0 + 60 * k, y0 + 80 * k, 180 * k, 240 * k)
        c.rect(x0 + 320 * k, y0 + 80 * k, 260 * k, 120 * k)
    if sheet.drawing == "map":
        c.setLineWidth(1.2 * k)
        c.setDash([14 * k, 6 * k])
        c.line(x0 + (x1 - x0) * 0.5, y0 + 30 * k, x0 + (x1 - x0) * 0.45, y1 - 30 * k)
        c.setDash()


def draw_plan_set(out_dir: Path, rel: str, rec: Recorder, plans: PlanSet, size=FULL,
                  set_tag: str | None = None, label: str = "") -> None:
    """Every sheet of ``plans`` on pages of ``size``; ``set_tag`` names the plan_set part it is."""
    doc = Doc(out_dir, rel, rec, size=size)
    w, h = size
    k = w / FULL[0]
    kt = max(k, 0.55)  # a letter-size set keeps its lettering legible: the sheet is re-laid, not shrunk
    rng = random.Random(plans.seed)
    for n, sheet in enumerate(plans.sheets):
        if n:
            doc.new_page()
        c = doc.c
        c.setLineWidth(2 * k)
        c.rect(18 * k, 18 * k, w - 36 * k, h - 36 * k)
        tb = w - 300 * kt  # title block on the right
        c.line(tb, 18 * k, tb, h - 18 * k)
        _drawing(c, sheet, (40 * kt, 40 * kt, tb - 640 * kt, h - 60 * kt), rng, k)
        # title block
        y = h - 60 * kt
        c.setFont("Helvetica-Bold", 16 * kt)
        c.drawString(tb + 14 * kt, y, plans.firm)
        y -= 22 * kt
        c.setFont("Helvetica", 11 * kt)
        for line in plans.firm_lines:
            c.drawString(tb + 14 * kt, y, line)
            y -= 14 * kt
        y -= 20 * kt
        c.setFont("Helvetica-Bold", 12 * kt)
        c.drawString(tb + 14 * kt, y, plans.project[:34])
        if len(plans.project) > 34:
            y -= 17 * kt
            c.drawString(tb + 14 * kt, y, plans.project[34:68])
        y -= 30 * kt
        if label:
            c.setFont("Helvetica-Bold", 11 * kt)
            c.drawString(tb + 14 * kt, y, label)
            y -= 20 * kt
        if set_tag and n == 0:
            doc.tag([exhibit(set_tag)], f"{plans.project} plan set {label}".strip())
        if plans.certification:
            c.setFont("Helvetica", 8.5 * kt)
            words = plans.certification.split()
            line = ""
            for word in words:
                if len(line) + len(word) > 52:
                    c.drawString(tb + 14 * kt, y, line)
                    y -= 11 * kt
                    line = ""
                line += word + " "
            c.drawString(tb + 14 * kt, y, line)
            y -= 24 * kt
            c.line(tb + 14 * kt, y, tb + 250 * kt, y)
            y -= 12 * kt
            c.drawString(tb + 14 * kt, y, plans.certifier)
            y -= 20 * kt
            if n == 0:
                doc.tag([exhibit("plan_set.pe_certified")], plans.certification)
        c.setFont("Helvetica", 10 * kt)
        c.drawString(tb + 14 * kt, 120 * kt, f"DATE: {plans.date}")
        c.setFont("Helvetica-Bold", 16 * kt)
        c.drawString(tb + 14 * kt, 90 * kt, sheet.title[:30])
        c.setFont("Helvetica-Bold", 30 * kt)
        c.drawString(tb + 14 * kt, 40 * kt, sheet.number)
        # labels on the drawing
        ly = h - 90 * kt
        for text, tags in sheet.labels:
            c.setFont("Helvetica-Bold", 11 * kt)
            c.drawString(80 * kt + rng.uniform(0, 300) * kt, ly, text)
            doc.tag(tags, text)
            ly -= 90 * kt
        # notes column
        nx = tb - 620 * kt
        doc.y = h - 60 * kt
        c.setFont("Helvetica-Bold", 14 * kt)
        c.drawString(nx, doc.y, "NOTES")
        doc.y -= 22 * kt
        for i, (text, tags) in enumerate(sheet.notes, 1):
            _note(doc, nx, 600 * kt, f"{i}. {text}", tags, 10.5 * kt)
    doc.save()


def _note(doc: Doc, x: float, width: float, text: str, tags: list[Tag], size: float) -> None:
    from reportlab.lib.utils import simpleSplit

    doc.tag(tags, text)
    doc.c.setFont("Helvetica", size)
    for line in simpleSplit(text, "Helvetica", size, width):
        doc.c.drawString(x, doc.y, line)
        doc.y -= size * 1.3
    doc.y -= size * 0.6
