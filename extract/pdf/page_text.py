"""Pages built from plain text, one Line per text line, cells split on TAB.

For tests and for callers holding text rather than a PDF (e.g. a pasted narrative);
boxes are synthetic but consistent (top-to-bottom, 14 pt a line) so evidence stays
well-formed.
"""

from __future__ import annotations

from extract.pdf.page import Cell, Line, Page

LINE_HEIGHT = 14.0
CHAR_WIDTH = 5.0
COLUMN_WIDTH = 160.0


def page_from_text(text: str, file: str = "doc.pdf", number: int = 1, width: float = 612.0,
                   height: float = 792.0, ocr: bool = False) -> Page:
    lines: list[Line] = []
    for i, raw in enumerate(text.split("\n")):
        top = 36.0 + i * LINE_HEIGHT
        cells: list[Cell] = []
        parts = raw.split("\t")
        x = 36.0
        for col, part in enumerate(parts):
            # a table's columns line up: TAB-separated parts sit on a fixed column grid
            x = 36.0 + col * COLUMN_WIDTH if len(parts) > 1 else 36.0
            w = max(len(part), 1) * CHAR_WIDTH
            cells.append(Cell(text=part, bbox=(x, top, x + w, top + LINE_HEIGHT - 2)))
        right = max(c.bbox[2] for c in cells)
        lines.append(Line(text=raw, bbox=(36.0, top, right, top + LINE_HEIGHT - 2), cells=cells))
    return Page(file=file, number=number, width=width, height=height, ocr=ocr, lines=lines)
