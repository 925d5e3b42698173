"""Line-work that makes a sheet look like a sheet: parcels, lots, ponds, north arrows.

None of it carries truth; the words on a sheet do.
"""

from __future__ import annotations

from typing import Sequence

from corpus.external34.draw import Doc


def parcel(d: Doc, x: float, y: float, w: float, h: float, lots: int = 0, label: str = "") -> None:
    """A boundary (heavy dash) with lots drawn as a row of rectangles along the top."""
    d.c.setDash(18, 6)
    d.rect(x, y, w, h, 2.2)
    d.c.setDash()
    if lots:
        lw = w / lots
        for i in range(lots):
            d.rect(x + i * lw, y, lw, h * 0.35, 0.6)
            d.text(x + i * lw + lw / 2 - 10, y + h * 0.18, f"{i + 1}", 11)
    if label:
        d.text(x + 10, y + h - 14, label, 9)


def pond(d: Doc, cx: float, cy: float, rx: float, ry: float, label: str) -> None:
    for k in (1.0, 0.8, 0.6):
        d.c.setLineWidth(0.7)
        d.c.ellipse(cx - rx * k, d.height - cy - ry * k, cx + rx * k, d.height - cy + ry * k)
    d.text(cx - 30, cy + 4, label, 10, bold=True)


def contours(d: Doc, x: float, y: float, w: float, n: int, start: int, step: int, dashed: bool) -> None:
    """Wavy contour lines labelled with their elevations."""
    for i in range(n):
        yy = y + i * 38
        if dashed:
            d.c.setDash(6, 4)
        d.c.setLineWidth(0.4)
        p = d.c.beginPath()
        p.moveTo(x, d.height - yy)
        p.curveTo(x + w * 0.3, d.height - yy - 20, x + w * 0.6, d.height - yy + 20, x + w, d.height - yy)
        d.c.drawPath(p)
        d.c.setDash()
        d.text(x + w * 0.45, yy - 3, str(start - i * step), 7)


def north(d: Doc, x: float, y: float, scale: str) -> None:
    p = d.c.beginPath()
    p.moveTo(x, d.height - y)
    p.lineTo(x + 14, d.height - y - 40)
    p.lineTo(x + 28, d.height - y)
    p.close()
    d.c.setLineWidth(1)
    d.c.drawPath(p, fill=1)
    d.text(x + 8, y + 14, "N", 12, bold=True)
    d.text(x - 20, y + 32, scale, 8)


def lot_table(d: Doc, x: float, y: float, lots: Sequence[tuple[str, int]], title: str = "LOT TABULATION") -> float:
    rows = [["LOT", "BLOCK", "AREA (SF)", "AREA (AC)"]]
    rows += [[str(i + 1), blk, f"{sf:,}", f"{sf / 43560:.2f}"] for i, (blk, sf) in enumerate(lots)]
    return d.table(x, y, [50, 60, 90, 80], rows, size=8, title=title)
