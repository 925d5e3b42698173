"""Plan sheets: linework, callouts, general notes and a title block with the PE signature.

A plan sheet carries its facts as callouts and notes, the way civil sheets do. Sizes are
chosen so text stays legible after the sheet is reduced (a sheet meant to be scanned onto
letter paper keeps its smallest text at 11 pt or more on 11 x 17).
"""

from __future__ import annotations

import math
import random
from typing import Sequence

from corpus.external24.kit import Doc, Tag

CERT = ("I hereby certify that this plan, specification, or report was prepared by me or under my "
        "direct supervision and that I am a duly Licensed Professional Engineer under the laws of "
        "the State of Minnesota.")


def sheet(doc: Doc, *, seed: int, title: str, number: str, firm: str, project: str, engineer: str,
          license_no: str, date: str, callouts: Sequence[tuple[str, Sequence[Tag]]] = (),
          notes: Sequence[tuple[str, Sequence[Tag]]] = (), cert_tags: Sequence[Tag] = (),
          title_tags: Sequence[Tag] = (), text: float = 11, contours: bool = True, pond: bool = False,
          floor: float = 0) -> None:
    """Draw one sheet filling the current page of ``doc`` (a page sized for plans).

    ``floor`` is the smallest type size on the sheet: a sheet that will be copied onto letter
    paper (reduced to about 63%) needs 11.5 pt to stay near 7 pt after the reduction.
    """
    def sz(v: float) -> float:
        return max(v, floor)

    c, (W, H) = doc.c, doc.size
    rnd = random.Random(seed)
    m = 24
    c.setLineWidth(1.5)
    c.rect(m, m, W - 2 * m, H - 2 * m)
    tb_w = max(W * 0.2, 190)
    tbx = W - m - tb_w
    c.line(tbx, m, tbx, H - m)
    draw_w, draw_h = tbx - m, H - 2 * m
    # linework: a property boundary and contours
    c.setLineWidth(0.6)
    pts = [(m + draw_w * fx, m + draw_h * fy) for fx, fy in ((0.08, 0.12), (0.9, 0.1), (0.93, 0.55), (0.62, 0.9), (0.1, 0.85))]
    c.setDash(8, 3)
    for (x1, y1), (x2, y2) in zip(pts, pts[1:] + pts[:1]):
        c.line(x1, y1, x2, y2)
    c.setDash()
    if contours:
        c.setStrokeGray(0.55)
        for k in range(7):
            base = m + draw_h * (0.18 + 0.1 * k)
            path = c.beginPath()
            path.moveTo(m + draw_w * 0.1, base)
            for s in range(1, 21):
                x = m + draw_w * (0.1 + 0.04 * s)
                path.lineTo(x, base + 14 * math.sin(s / 3 + k + rnd.random() * 0.3))
            c.drawPath(path, stroke=1, fill=0)
        c.setStrokeGray(0)
    if pond:
        c.ellipse(m + draw_w * 0.55, m + draw_h * 0.2, m + draw_w * 0.8, m + draw_h * 0.38)
        c.ellipse(m + draw_w * 0.58, m + draw_h * 0.23, m + draw_w * 0.77, m + draw_h * 0.35)
    # callouts, in a band across the drawing
    y = H - m - 20
    for txt, tags in callouts:
        doc.tag(tags, txt)
        c.setFont("Helvetica-Bold", text)
        for line in _lines(doc, txt, "Helvetica-Bold", text, draw_w * 0.55):
            lw = c.stringWidth(line, "Helvetica-Bold", text)
            c.setFillGray(1)
            c.rect(m + draw_w * 0.06 - 3, y - text * 1.3, lw + 6, text * 1.3, stroke=0, fill=1)
            c.setFillGray(0)
            c.drawString(m + draw_w * 0.06, y - text, line)
            y -= text * 1.3
        y -= sz(text * 0.8)
    # notes column in the title block strip
    ny = H - m - 16
    c.setFont("Helvetica-Bold", text)
    c.drawString(tbx + 8, ny - text, "GENERAL NOTES")
    ny -= text * 1.8
    for i, (txt, tags) in enumerate(notes, 1):
        doc.tag(tags, txt)
        c.setFont("Helvetica", sz(text * 0.9))
        for j, line in enumerate(_lines(doc, f"{i}. {txt}", "Helvetica", sz(text * 0.9), tb_w - 16)):
            c.drawString(tbx + 8, ny - text, line)
            ny -= text * 1.15
        ny -= sz(text * 0.5)
    # title block (bottom of the strip)
    by = m + 8
    c.setFont("Helvetica", sz(text * 0.8))
    cert_lines = _lines(doc, CERT, "Helvetica", sz(text * 0.8), tb_w - 16)
    block = []
    for txt, font, size in ((firm, "Helvetica-Bold", sz(text * 1.1)), (project, "Helvetica-Bold", text),
                            (title, "Helvetica-Bold", text), (f"DATE: {date}", "Helvetica", sz(text * 0.85))):
        block += [(ln, font, size) for ln in _lines(doc, txt, font, size, tb_w - 16)]
    rows = [(ln, "Helvetica", sz(text * 0.8)) for ln in cert_lines]
    rows += [(f"{engineer}, P.E.", "Helvetica-Oblique", text), (f"Date: {date}   License No. {license_no}", "Helvetica", sz(text * 0.8))]
    yy = by + 12 + sum(r[2] * 1.25 for r in rows + block) + text * 3
    c.line(tbx, yy + 6, W - m, yy + 6)
    doc.tag(title_tags, title)
    for txt, font, size in block:
        c.setFont(font, size)
        c.drawString(tbx + 8, yy - size, txt)
        yy -= size * 1.35
    yy -= sz(text * 0.8)
    doc.tag(cert_tags, CERT)
    for txt, font, size in rows:
        c.setFont(font, size)
        c.drawString(tbx + 8, yy - size, txt)
        yy -= size * 1.25
    c.setFont("Helvetica-Bold", text * 2)
    c.drawRightString(W - m - 8, by + 4, number)


def _lines(doc: Doc, text: str, font: str, size: float, width: float) -> list[str]:
    return doc._wrap(text, font, size, width)
