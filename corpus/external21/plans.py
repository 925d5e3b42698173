"""Plan sheets: a full-size (24" x 36" or 22" x 34") set and a reduced 11" x 17" set.

Each sheet carries a title block with the engineer's certification, a few drawn shapes
(so the page looks like a plan, not a memo) and the notes that state facts and exhibits.
Which sizes are drawn is the author's choice: a package "without a reduced set" simply
never calls :func:`plan_set` with the tabloid size.
"""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

from corpus.truth import Location, Recorder
from corpus.external21.writer import Tag, X

FULL_24x36 = (36 * 72.0, 24 * 72.0)
FULL_22x34 = (34 * 72.0, 22 * 72.0)
REDUCED_11x17 = (17 * 72.0, 11 * 72.0)

Sheet = tuple[str, str, Sequence[tuple[str, Sequence[Tag]]]]  # number, title, notes


def plan_set(root: Path, name: str, rec: Recorder, sheets: Sequence[Sheet], *, pagesize: tuple[float, float],
             firm: str, project: str, certification: str | None, date: str, font: str = "Helvetica") -> None:
    """Draw the sheets; tag plan_set.full_size / plan_set.reduced and (if certified) pe_certified."""
    w, h = pagesize
    scale = w / FULL_24x36[0]
    reduced = w <= REDUCED_11x17[0] + 1
    path = Path(root) / name
    path.parent.mkdir(parents=True, exist_ok=True)
    c = Canvas(str(path), pagesize=pagesize, invariant=1)
    c.setTitle(name)
    for page, (number, title, notes) in enumerate(sheets, start=1):
        m = 36 * scale
        c.setLineWidth(2 * scale)
        c.rect(m, m, w - 2 * m, h - 2 * m)
        tb_w = 300 * scale
        tb_x = w - m - tb_w
        c.line(tb_x, m, tb_x, h - m)
        # title block
        fs = max(6.0, 16 * scale)
        y = h - m - 30 * scale
        c.setFont(font + "-Bold" if font == "Helvetica" else font, fs * 1.2)
        for line in simpleSplit(firm, font, fs * 1.2, tb_w - 20 * scale):
            c.drawString(tb_x + 10 * scale, y, line)
            y -= fs * 1.6
        c.setFont(font, fs)
        for line in simpleSplit(project, font, fs, tb_w - 20 * scale):
            c.drawString(tb_x + 10 * scale, y, line)
            y -= fs * 1.4
        y -= fs
        cert_words = ""
        if certification:
            for line in simpleSplit(certification, font, fs * 0.8, tb_w - 20 * scale):
                c.setFont(font, fs * 0.8)
                c.drawString(tb_x + 10 * scale, y, line)
                y -= fs
            cert_words = certification
        c.setFont(font, fs)
        c.drawString(tb_x + 10 * scale, m + 80 * scale, f"DATE: {date}")
        c.setFont(font + "-Bold" if font == "Helvetica" else font, fs * 2)
        c.drawString(tb_x + 10 * scale, m + 40 * scale, f"SHEET {number}")
        c.setFont(font, fs * 1.1)
        c.drawString(tb_x + 10 * scale, m + 120 * scale, title)
        # a few plan shapes
        c.setLineWidth(1 * scale)
        c.rect(m + 400 * scale, h - m - 900 * scale, 700 * scale, 420 * scale)
        for k in range(6):
            c.bezier(m + 200 * scale, m + (300 + 90 * k) * scale, m + 900 * scale, m + (500 + 80 * k) * scale,
                     m + 1400 * scale, m + (200 + 70 * k) * scale, tb_x - 400 * scale, m + (420 + 85 * k) * scale)
        # sheet title and notes, in the lower-right of the drawing area
        nx = tb_x - 820 * scale
        ny = h - m - 60 * scale
        c.setFont(font + "-Bold" if font == "Helvetica" else font, fs * 1.6)
        c.drawString(m + 30 * scale, ny, title)
        ny -= fs * 2.5
        nfs = fs * 0.95
        for text, tags in notes:
            lines = simpleSplit(text, font, nfs, 790 * scale)
            if tags:
                rec.tag(list(tags), Location(file=name, page=page, text=text[:240]))
            c.setFont(font, nfs)
            for line in lines:
                c.drawString(nx, ny, line)
                ny -= nfs * 1.35
            ny -= nfs * 0.6
        loc = Location(file=name, page=page, text=f"{title} ({'11x17' if reduced else 'full size'})")
        rec.exhibit("plan_set.reduced" if reduced else "plan_set.full_size", loc)
        if cert_words:
            rec.exhibit("plan_set.pe_certified", Location(file=name, page=page, text=cert_words[:240]))
        c.showPage()
    c.save()


def cert(name: str, lic: int, date: str) -> str:
    return (f"I hereby certify that this plan, specification, or report was prepared by me or under my direct "
            f"supervision and that I am a duly Licensed Professional Engineer under the laws of the State of "
            f"Minnesota. {name}, P.E.  License No. {lic}  Date: {date}")


__all__ = ["plan_set", "cert", "FULL_24x36", "FULL_22x34", "REDUCED_11x17", "X"]
