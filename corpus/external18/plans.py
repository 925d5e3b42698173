"""Plan sheets: linework that looks like a grading plan, a title block, and notes whose words
carry the Section 6 items. Sized by the page, so the same sheet serves the full-size set, the
11 x 17 reduced set and a letter-size copy in a scanned file.
"""

from __future__ import annotations

from corpus.external18.kit import Pdf, Tag


def _scale(pdf: Pdf) -> float:
    return max(pdf.w, pdf.h) / 1224.0


def plan_sheet(pdf: Pdf, *, firm: str, project: str, title: str, sheet: str, date: str,
               notes: list[tuple[str, tuple[Tag, ...]]], cert: tuple[str, tuple[Tag, ...]] | None = None,
               stamp: tuple[str, tuple[Tag, ...]] | None = None, contours: list[int] | None = None,
               pond: bool = True, font: str = "Helvetica") -> None:
    """Draw one sheet on the current page of ``pdf``; the caller turns the page."""
    c, w, h = pdf.c, pdf.w, pdf.h
    k = _scale(pdf)
    letter_page = max(w, h) < 800
    fs = 7.0 if letter_page else 8.0 * k
    m = 18 * k if not letter_page else 24
    c.setLineWidth(1.2)
    c.rect(m, m, w - 2 * m, h - 2 * m)
    # drawing area and title strip
    if letter_page:
        draw = (m + 6, h * 0.50, w - 2 * m - 12, h * 0.45 - m)
        notes_x, notes_top, notes_w = m + 10, h * 0.48, w - 2 * m - 20
        tb = (m, m, w - 2 * m, 92)
    else:
        draw = (m + 10, m + 120 * k, w * 0.62, h - 2 * m - 130 * k)
        notes_x, notes_top, notes_w = w * 0.66, h - m - 20 * k, w * 0.31
        tb = (m, m, w - 2 * m, 100 * k)
    dx, dy, dw, dh = draw
    c.setLineWidth(0.7)
    c.setDash(6 * k, 3 * k)
    c.rect(dx + dw * 0.05, dy + dh * 0.08, dw * 0.86, dh * 0.82)  # property line
    c.setDash()
    c.setLineWidth(0.4)
    levels = contours or [930, 932, 934, 936]
    for i, lev in enumerate(levels):
        yy = dy + dh * (0.2 + 0.17 * i)
        p = c.beginPath()
        p.moveTo(dx + dw * 0.08, yy)
        p.curveTo(dx + dw * 0.3, yy + dh * 0.08, dx + dw * 0.6, yy - dh * 0.07, dx + dw * 0.88, yy + dh * 0.03)
        c.drawPath(p)
        c.setFont(font, fs * 0.8)
        c.drawString(dx + dw * 0.45, yy + 2, str(lev))
    if pond:
        c.setLineWidth(0.8)
        c.ellipse(dx + dw * 0.58, dy + dh * 0.12, dx + dw * 0.84, dy + dh * 0.34)
        c.ellipse(dx + dw * 0.62, dy + dh * 0.16, dx + dw * 0.80, dy + dh * 0.30)
    c.setLineWidth(1)
    c.line(dx + dw * 0.95, dy + dh * 0.8, dx + dw * 0.95, dy + dh * 0.92)
    c.setFont(font, fs)
    c.drawString(dx + dw * 0.94, dy + dh * 0.93, "N")
    # notes
    y = notes_top
    for text, tags in notes:
        from reportlab.lib.utils import simpleSplit
        lines = simpleSplit(text, font, fs, notes_w)
        c.setFont(font, fs)
        for ln in lines:
            c.drawString(notes_x, y, ln)
            y -= fs * 1.3
        y -= fs * 0.4
        pdf.tag(text, *tags)
    # title block
    x0, y0, tw, th = tb
    c.setLineWidth(1)
    c.rect(x0, y0, tw, th)
    c.setFont(font + "-Bold" if "-" not in font else font, fs * 1.3)
    c.drawString(x0 + 8, y0 + th - fs * 1.6, firm)
    c.setFont(font, fs)
    c.drawString(x0 + 8, y0 + th - fs * 3.0, project)
    c.drawString(x0 + 8, y0 + th - fs * 4.3, f"{title}    SHEET {sheet}    DATE {date}")
    yy = y0 + th - fs * 5.6
    for part in (cert, stamp):
        if part is None:
            continue
        from reportlab.lib.utils import simpleSplit
        for ln in simpleSplit(part[0], font, fs * 0.9, tw - 16):
            c.setFont(font, fs * 0.9)
            c.drawString(x0 + 8, yy, ln)
            yy -= fs * 1.15
        pdf.tag(part[0], *part[1])
