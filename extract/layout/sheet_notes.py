"""A plan sheet's numbered notes, put back together from the column they are drawn in.

Sheet notes wrap in a narrow column beside the drawing and the title block; line by line
they share their height with title-block words ("... TRAIL  PROJECT", "AREA = 0.42 AC.  Cedar
Ridge"), so the page's lines cut a note in pieces and glue foreign words to them. The note
column has one left edge: the cells that start there, from the NOTES heading down to the first
table row, are the notes' lines, and a number at the start of a line ("3.") begins a note.
"""

from __future__ import annotations

import re

from extract.pdf.page import Page
from extract.layout.segments import Segment, union
from extract.words.lazy_compile import lazy_compile

_HEADING = lazy_compile(r"^\s*(?:(?:general|grading|site|storm(?:water)?|drainage|erosion(?:\s+control)?|utility|paving|"
                      r"construction|plan|sheet)\s+)?notes\s*:?\s*$", re.IGNORECASE)
_NUMBERED = lazy_compile(r"^\s*\d{1,2}[.)]\s+")
_EDGE = 4.0  # points: a note's lines start at the column's edge, a table's first cell a few points in


def sheet_notes(page: Page) -> list[Segment]:
    """The notes of each NOTES column on the page, one Segment per numbered note."""
    out: list[Segment] = []
    lines = page.lines
    for i, line in enumerate(lines):
        head = next((c for c in line.cells if _HEADING.match(c.text)), None)
        if head is None:
            continue
        edge = head.bbox[0]
        notes: list[tuple[list[str], list]] = []
        for below in lines[i + 1:]:
            at_edge = [c for c in below.cells if abs(c.bbox[0] - edge) <= _EDGE and c.bbox[1] >= head.bbox[1]]
            if not at_edge:
                continue
            cell = at_edge[0]
            right = [c for c in below.cells if c.bbox[0] >= edge - 1]
            if len(right) >= 3 and not _NUMBERED.match(cell.text):
                break  # a table's row (a title-block word beside a note makes two cells, not three)
            if _NUMBERED.match(cell.text):
                notes.append(([cell.text.strip()], [cell.bbox]))
            elif notes:
                notes[-1][0].append(cell.text.strip())
                notes[-1][1].append(cell.bbox)
        for words, boxes in notes:
            text = re.sub(r"\s+", " ", " ".join(words)).strip()
            text = _NUMBERED.sub("", text)
            if len(text) > 8:
                out.append(Segment(text=text, file=page.file, page=page.number, bbox=union(boxes)))
    return out
