"""Plan sheets in several offices' layouts, drawn at full size (22x34) and reduced (11x17).

Both sizes come from one description of the sheets, scaled, so the reduced set always says
what the full set says; truth recorded from the full set is found first (first location wins).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from corpus.external15.kit import Doc, Tag, ex
from corpus.truth import Recorder

CERT = ("I HEREBY CERTIFY THAT THIS PLAN, SPECIFICATION, OR REPORT WAS PREPARED BY ME OR UNDER MY "
        "DIRECT SUPERVISION AND THAT I AM A DULY LICENSED PROFESSIONAL ENGINEER UNDER THE LAWS OF "
        "THE STATE OF MINNESOTA.")


@dataclass
class Sheet:
    number: str
    title: str
    notes: list[tuple[str, list[Tag]]] = field(default_factory=list)
    drawing: str = "road"  # road | site | pond | drainage | details


@dataclass
class PlanMeta:
    office: str
    project: str
    location: str
    engineer: str
    license_no: str
    date: str
    layout: str = "right"  # right strip (consultants) or bottom strip (agencies)
    project_no: str = ""


def _wrap(text: str, n: int) -> list[str]:
    out, cur = [], ""
    for w in text.split():
        if len(cur) + len(w) + 1 > n and cur:
            out.append(cur)
            cur = w
        else:
            cur = f"{cur} {w}".strip()
    return out + ([cur] if cur else [])


def _drawing(d: Doc, kind: str, s: float, x0: float, y0: float, w: float, h: float) -> None:
    """A schematic picture: enough linework that the sheet looks like a plan, no words of truth."""
    if kind in ("road", "drainage"):
        mid = y0 + h * 0.55
        d.polyline([(x0 + 40 * s, mid), (x0 + w - 40 * s, mid - 60 * s)], 2 * s)
        d.polyline([(x0 + 40 * s, mid - 40 * s), (x0 + w - 40 * s, mid - 100 * s)], 1 * s)
        d.polyline([(x0 + 40 * s, mid + 40 * s), (x0 + w - 40 * s, mid - 20 * s)], 1 * s)
        for i in range(8):
            x = x0 + 60 * s + i * (w - 120 * s) / 7
            d.at(x, mid - 50 * s - i * 60 * s / 7 + 70 * s, f"STA {10 + i * 5}+00", 10 * s)
        if kind == "drainage":
            d.polyline([(x0 + 80 * s, y0 + 80 * s), (x0 + w * 0.4, y0 + 60 * s), (x0 + w * 0.45, y0 + h - 80 * s),
                        (x0 + 90 * s, y0 + h - 60 * s), (x0 + 80 * s, y0 + 80 * s)], 1.5 * s, [12 * s, 6 * s])
    elif kind == "site":
        d.rect(x0 + w * 0.2, y0 + h * 0.25, w * 0.35, h * 0.3, 2 * s)
        d.rect(x0 + w * 0.1, y0 + h * 0.1, w * 0.8, h * 0.8, 1 * s)
    elif kind == "pond":
        pts = [(x0 + w * 0.3, y0 + h * 0.3), (x0 + w * 0.7, y0 + h * 0.28), (x0 + w * 0.75, y0 + h * 0.6),
               (x0 + w * 0.35, y0 + h * 0.65), (x0 + w * 0.3, y0 + h * 0.3)]
        d.polyline(pts, 2 * s)
    else:
        for i in range(3):
            d.rect(x0 + 60 * s + i * w * 0.3, y0 + h * 0.45, w * 0.25, h * 0.3, 1 * s)


def draw_set(root: Path, rel: str, rec: Recorder, meta: PlanMeta, sheets: list[Sheet], full: bool) -> str:
    size = (2448.0, 1584.0) if full else (1224.0, 792.0)
    s = size[0] / 2448.0
    d = Doc(root, rel, rec, pagesize=size, margin=40 * s)
    for i, sh in enumerate(sheets):
        d.new_page(size)
        W, H = size
        d.rect(30 * s, 30 * s, W - 60 * s, H - 60 * s, 2 * s)
        if meta.layout == "right":
            tb_x, tb_y, tb_w, tb_h = W - 420 * s, 30 * s, 390 * s, H - 60 * s
            area = (60 * s, 60 * s, W - 520 * s, H - 120 * s)
        else:
            tb_x, tb_y, tb_w, tb_h = 30 * s, H - 300 * s, W - 60 * s, 270 * s
            area = (60 * s, 60 * s, W - 120 * s, H - 400 * s)
        d.rect(tb_x, tb_y, tb_w, tb_h, 1.5 * s)
        size_note = "FULL SIZE SHEET 22\" x 34\"" if full else "REDUCED SET - 11\" x 17\" (HALF SCALE)"
        block = [(meta.office, 18), (meta.project, 16), (meta.location, 13)]
        if meta.project_no:
            block.append((meta.project_no, 13))
        block += [(f"SHEET {sh.number}: {sh.title}", 16), (f"SHEET {i + 1} OF {len(sheets)}", 13), (size_note, 12),
                  (f"DATE: {meta.date}", 12)]
        tx, ty = tb_x + 16 * s, tb_y + 36 * s
        if meta.layout == "right":
            for text, fs in block:
                for ln in _wrap(text, 34):
                    d.at(tx, ty, ln, fs * s, "Helvetica-Bold" if fs >= 16 else "Helvetica")
                    ty += fs * 1.5 * s
            ty += 20 * s
            cert_lines = _wrap(CERT, 48)
        else:
            col = 0
            for text, fs in block:
                d.at(tx + col * 560 * s, ty, text, fs * s, "Helvetica-Bold" if fs >= 16 else "Helvetica")
                ty += fs * 1.6 * s
                if ty > tb_y + tb_h - 30 * s:
                    col, ty = col + 1, tb_y + 36 * s
            tx, ty = tb_x + 1240 * s, tb_y + 36 * s
            cert_lines = _wrap(CERT, 80)
        cert_tags = [ex("plan_set.pe_certified")] if i == 0 else []
        for ln in cert_lines:
            d.at(tx, ty, ln, 10 * s)
            ty += 14 * s
        d.at(tx, ty + 20 * s, f"{meta.engineer}, P.E.", 13 * s, "Helvetica-Bold")
        d.at(tx, ty + 40 * s, f"DATE: {meta.date}   LIC. NO. {meta.license_no}", 11 * s, tags=cert_tags)
        if i == 0:
            d.tag([ex("plan_set.full_size" if full else "plan_set.reduced")], size_note)
        d.at(area[0] + 10 * s, area[1] + 20 * s, sh.title.upper(), 24 * s, "Helvetica-Bold")
        ny = area[1] + 60 * s
        for text, tags in sh.notes:
            for j, ln in enumerate(_wrap(text, 95)):
                d.at(area[0] + 10 * s, ny, ln, 13 * s, tags=tags if j == 0 else ())
                ny += 18 * s
            ny += 8 * s
        top = max(ny + 20 * s, area[1] + area[3] * 0.45)
        _drawing(d, sh.drawing, s, area[0], top, area[2], area[1] + area[3] - top)
    return d.save()


def plan_sets(root: Path, full_rel: str, reduced_rel: str | None, rec: Recorder, meta: PlanMeta,
              sheets: list[Sheet]) -> list[str]:
    files = [draw_set(root, full_rel, rec, meta, sheets, True)]
    if reduced_rel:
        files.append(draw_set(root, reduced_rel, rec, meta, sheets, False))
    return files
