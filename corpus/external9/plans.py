"""Plan sheets the way 2005-2020 civil sets looked: border, title block, drawing, notes.

The drawing is schematic (property line, contours, pond, pipes) but every label on it is
a real label a reviewer would read; anything a sheet states for the truth is a note in the
notes column or the title block, tagged where it is drawn. The same sheet can be drawn
full size and reduced, so a package's two sets say the same thing.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable, Iterable

from corpus.external9.kit import Doc, Tag, X

ARCH_D = (2592.0, 1728.0)  # 24" x 36" landscape
FULL_22x34 = (2448.0, 1584.0)
TABLOID = (1224.0, 792.0)  # 11" x 17"
LETTER_LAND = (792.0, 612.0)

PE_TEXT = ("I HEREBY CERTIFY THAT THIS PLAN, SPECIFICATION, OR REPORT WAS PREPARED BY ME OR UNDER MY "
           "DIRECT SUPERVISION AND THAT I AM A DULY LICENSED PROFESSIONAL ENGINEER UNDER THE LAWS OF "
           "THE STATE OF MINNESOTA.")


@dataclass
class Firm:
    name: str
    city: str
    phone: str
    engineer: str
    reg_no: str


@dataclass
class Sheet:
    number: str
    title: str
    notes: list[tuple[str, Iterable[Tag]]] = field(default_factory=list)
    draw: Callable[[Doc, float, float, float, float, float], None] | None = None
    tags: list[Tag] = field(default_factory=list)  # what the whole sheet shows (exhibits)


def _wrap(text: str, width: int) -> list[str]:
    import textwrap
    return textwrap.wrap(text, width) or [""]


def draw_sheet(d: Doc, size: tuple[float, float], firm: Firm, project: str, city: str, date: str,
               sheet: Sheet, set_tag: Tag | None, certified: bool = True, stamp: str = "") -> None:
    """One sheet at ``size``; ``set_tag`` says which set (full size or reduced) it belongs to."""
    d.new_page(size)
    w, h = size
    k = w / 1224.0  # scale against an 11x17 sheet
    fk = max(k, 0.9)  # type on a letter-size copy cannot shrink below legibility
    c = d.c
    c.setLineWidth(1.2 * k)
    c.rect(18 * k, 18 * k, w - 36 * k, h - 36 * k)
    tb_x = w - 250 * k  # title block column
    c.line(tb_x, 18 * k, tb_x, h - 18 * k)
    if set_tag:
        d.tag([set_tag], sheet.title.upper())
    if sheet.tags:
        d.tag(sheet.tags, sheet.title.upper())
    # drawing area
    if sheet.draw:
        sheet.draw(d, 40 * k, 40 * k, tb_x - 60 * k, h - 80 * k, k)
    # notes column (inside the drawing area, right side)
    nx = tb_x - 330 * fk
    ny = 60 * k
    d.at(nx, ny, "NOTES:", font="Helvetica-Bold", size=9 * fk)
    ny += 14 * fk
    for text, tags in sheet.notes:
        rows = _wrap(text, 62)
        d.tag(list(tags), text)
        for row in rows:
            d.at(nx, ny, row, font="Helvetica", size=7.2 * fk)
            ny += 9.5 * fk
        ny += 4 * k
    # title block
    y = 40 * k
    name_size = min(10 * fk, 226 * k / (0.7 * len(firm.name)))
    d.at(tb_x + 12 * k, y, firm.name.upper(), font="Helvetica-Bold", size=name_size)
    d.at(tb_x + 12 * k, y + 12 * k, firm.city, font="Helvetica", size=7.5 * fk)
    d.at(tb_x + 12 * k, y + 22 * k, firm.phone, font="Helvetica", size=7.5 * fk)
    y = 110 * k
    d.at(tb_x + 12 * k, y, project.upper(), font="Helvetica-Bold", size=min(9 * fk, 226 * k / (0.7 * len(project))))
    d.at(tb_x + 12 * k, y + 12 * k, city.upper(), font="Helvetica", size=8 * fk)
    y = 170 * k
    if certified:
        rows = _wrap(PE_TEXT, int(226 * k / (6.2 * fk * 0.62)))
        for i, row in enumerate(rows):
            d.at(tb_x + 12 * k, y + i * 8.5 * fk, row, font="Helvetica", size=6.2 * fk)
        y += len(rows) * 8.5 * fk + 16 * k
        c.line(tb_x + 12 * k, h - y + 4 * k, w - 30 * k, h - y + 4 * k)
        d.at(tb_x + 12 * k, y + 8 * k, f"{firm.engineer}, P.E.", font="Helvetica", size=7.5 * fk,
             tags=[X("plan_set.pe_certified")])
        d.at(tb_x + 12 * k, y + 18 * k, f"DATE {date}   REG. NO. {firm.reg_no}", font="Helvetica", size=7.5 * fk)
        y += 40 * k
    if stamp:
        d.at(tb_x + 12 * k, y, stamp, font="Helvetica-Bold", size=8 * fk)
        y += 16 * k
    d.at(tb_x + 12 * k, h - 110 * k, sheet.title.upper(), font="Helvetica-Bold",
         size=min(9.5 * fk, 226 * k / (0.7 * len(sheet.title))))
    d.at(tb_x + 12 * k, h - 80 * k, f"DRAWN  {firm.engineer.split()[0][0]}{firm.engineer.split()[-1][0]}   CHECKED  --",
         font="Helvetica", size=7 * fk)
    d.at(w - 40 * k, h - 40 * k, sheet.number, font="Helvetica-Bold", size=18 * fk, align="right")


# -- schematic drawing pieces ------------------------------------------------------------------------
def contours(d: Doc, x: float, y: float, w: float, h: float, k: float, start: int, step: int, n: int,
             phase: float = 0.0, dashed: bool = False) -> None:
    """Wavy contour lines across the box, each labelled with its elevation."""
    c = d.c
    H = d.size[1]
    c.setLineWidth(0.5 * k)
    c.setDash(4 * k, 3 * k) if dashed else c.setDash()
    for i in range(n):
        yy = y + (i + 0.5) * h / n
        pts = []
        for j in range(41):
            xx = x + j * w / 40
            pts.append((xx, yy + 12 * k * math.sin(j / 6.0 + phase + i * 0.7)))
        p = c.beginPath()
        p.moveTo(pts[0][0], H - pts[0][1])
        for px, py in pts[1:]:
            p.lineTo(px, H - py)
        c.drawPath(p, stroke=1, fill=0)
        label = str(start + (n - 1 - i) * step)
        lx = x + ((i * 0.37 + phase) % 0.8 + 0.1) * w
        d.at(lx, yy - 2 * k, label, font="Helvetica", size=6 * k)
    c.setDash()


def boundary(d: Doc, x: float, y: float, w: float, h: float, k: float, label: str = "PROPERTY LINE") -> None:
    c = d.c
    H = d.size[1]
    c.setLineWidth(1.6 * k)
    c.setDash([14 * k, 4 * k, 3 * k, 4 * k])
    c.rect(x, H - y - h, w, h)
    c.setDash()
    d.at(x + 6 * k, y + 10 * k, label, font="Helvetica-Bold", size=7 * k)


def pond(d: Doc, cx: float, cy: float, rx: float, ry: float, k: float, labels: list[str]) -> None:
    c = d.c
    H = d.size[1]
    c.setLineWidth(1.0 * k)
    c.ellipse(cx - rx, H - cy - ry, cx + rx, H - cy + ry)
    c.setDash(3 * k, 2 * k)
    c.ellipse(cx - rx * 0.75, H - cy - ry * 0.7, cx + rx * 0.75, H - cy + ry * 0.7)
    c.setDash()
    for i, text in enumerate(labels):
        d.at(cx, cy - ry * 0.2 + i * 9 * k, text, font="Helvetica", size=6.5 * k, align="center")


def pipe(d: Doc, pts: list[tuple[float, float]], k: float, label: str = "") -> None:
    c = d.c
    H = d.size[1]
    c.setLineWidth(1.4 * k)
    for (x1, y1), (x2, y2) in zip(pts, pts[1:]):
        c.line(x1, H - y1, x2, H - y2)
    for x1, y1 in pts:
        c.circle(x1, H - y1, 3 * k)
    if label:
        mx = (pts[0][0] + pts[1][0]) / 2
        my = (pts[0][1] + pts[1][1]) / 2
        d.at(mx + 4 * k, my - 4 * k, label, font="Helvetica", size=6 * k)


def box_label(d: Doc, x: float, y: float, w: float, h: float, k: float, lines: list[str], dashed: bool = True) -> None:
    c = d.c
    H = d.size[1]
    c.setLineWidth(0.8 * k)
    if dashed:
        c.setDash(6 * k, 3 * k)
    c.rect(x, H - y - h, w, h)
    c.setDash()
    for i, text in enumerate(lines):
        fk = max(k, 0.9)
        d.at(x + w / 2, y + h / 2 - 4 * k + i * 9 * fk, text, font="Helvetica", size=6.5 * fk, align="center")


def site(*, low: int, step: int = 2, n: int = 6, existing: bool = True, proposed: bool = True,
         pond_labels: list[str] | None = None, pipe_label: str = "", boundary_label: str = "PROPERTY LINE",
         extra: list[str] | None = None) -> Callable[[Doc, float, float, float, float, float], None]:
    """A schematic site plan: boundary, existing (dashed) and proposed contours, pond, pipe."""

    def draw(d: Doc, x: float, y: float, w: float, h: float, k: float) -> None:
        dw = w - 340 * max(k, 0.9)  # leave the notes column clear
        boundary(d, x + 20 * k, y + 20 * k, dw - 40 * k, h - 40 * k, k, boundary_label)
        if existing:
            contours(d, x + 30 * k, y + 40 * k, dw - 60 * k, h - 80 * k, k, low, step, n, phase=0.3, dashed=True)
        if proposed:
            contours(d, x + 30 * k, y + 60 * k, dw - 60 * k, h - 120 * k, k, low, step, n - 1, phase=1.9)
        if pond_labels:
            pond(d, x + dw * 0.68, y + h * 0.62, dw * 0.14, h * 0.12, k, pond_labels)
        if pipe_label:
            pipe(d, [(x + dw * 0.2, y + h * 0.3), (x + dw * 0.45, y + h * 0.45), (x + dw * 0.6, y + h * 0.6)], k, pipe_label)
        for i, text in enumerate(extra or []):
            d.at(x + 40 * k, y + h - 60 * k + i * 10 * k, text, font="Helvetica", size=6.5 * max(k, 0.9))

    return draw


def plan_sets(pkg, firm: Firm, project: str, city: str, date: str, sheets: list[Sheet], *,
              full: tuple[str, tuple[float, float]] | None, reduced: tuple[str, tuple[float, float]] | None,
              certified: bool = True) -> None:
    """The same sheets as a full-size set and/or a reduced set, each its own file."""
    if full:
        d = pkg.doc(full[0], full[1])
        for s in sheets:
            draw_sheet(d, full[1], firm, project, city, date, s, X("plan_set.full_size"), certified=certified)
    if reduced:
        d = pkg.doc(reduced[0], reduced[1])
        for s in sheets:
            draw_sheet(d, reduced[1], firm, project, city, date, s, X("plan_set.reduced"), certified=certified,
                       stamp="HALF SIZE - REDUCED SET")


def drainage(areas: list[tuple[str, str]], offsite: tuple[str, str] | None = None,
             outlet: str = "OUTLET") -> Callable[[Doc, float, float, float, float, float], None]:
    """A drainage area map: the site cut into subareas by divides, the off-site area beside it."""

    def draw(d: Doc, x: float, y: float, w: float, h: float, k: float) -> None:
        dw = w - 340 * max(k, 0.9)
        fk = max(k, 0.9)
        site_x = x + (dw * 0.28 if offsite else 20 * k)
        site_w = x + dw - 20 * k - site_x
        boundary(d, site_x, y + 20 * k, site_w, h - 40 * k, k, "SITE BOUNDARY")
        n = len(areas)
        for i, (name, size) in enumerate(areas):
            top = y + 40 * k + i * (h - 80 * k) / n
            box_label(d, site_x + 14 * k, top, site_w - 28 * k, (h - 80 * k) / n - 10 * k, k,
                      [f"SUBAREA {name}", size, "DRAINAGE DIVIDE (DASHED)"])
        if offsite:
            box_label(d, x + 20 * k, y + 40 * k, dw * 0.28 - 40 * k, h * 0.5, k,
                      [offsite[0] if "OFF" in offsite[0] else f"OFF-SITE {offsite[0]}", offsite[1], "TRIBUTARY"])
        pipe(d, [(site_x + site_w * 0.5, y + h - 50 * k), (site_x + site_w * 0.5, y + h - 25 * k)], k)
        d.at(site_x + site_w * 0.5 + 8 * k, y + h - 30 * k, f"TO {outlet}", font="Helvetica-Bold", size=7 * fk)

    return draw
