"""The general notes of a plan sheet, rebuilt as whole notes.

On a plan sheet a numbered note wraps over several lines inside its own column, while the
title block beside it sits on the same visual rows ("2. NO WETLANDS, SHORELAND OR ... ON
THE <gap> PROJECT"). Reading rows as sentences cuts every note in half and glues it to the
title block, so the note's meaning ("... EXIST ON THE SITE.") is lost. Here cells are
regrouped by the column they start in, wrapped lines are joined, and the column text is cut
at note numbers, so each note can be read as the sentence it is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from extract.pdf.page import BBox, Cell, Page
from extract.layout.segments import split_sentences, union
from extract.words.lazy_compile import lazy_compile

_X_TOL = 6.0  # wrapped lines of one note start at the same x
_NOTE_NO = lazy_compile(r"(?:(?<=\s)|^)\(?\d{1,2}[.)]\s+(?=[A-Z(\"'])")


@dataclass(frozen=True)
class Note:
    text: str
    bbox: BBox | None


def _cells(page: Page) -> list[Cell]:
    out: list[Cell] = []
    for line in page.lines:
        parts = [c for c in line.cells if c.text.strip()] if line.cells else []
        if not parts and line.text.strip():
            parts = [Cell(text=line.text, bbox=line.bbox)]
        out.extend(parts)
    return out


def _columns(cells: list[Cell]) -> list[list[Cell]]:
    """Cells that start at the same x, each column top to bottom."""
    cols: list[list[Cell]] = []
    for cell in sorted(cells, key=lambda c: (c.bbox[0], c.bbox[1])):
        for col in cols:
            if abs(col[0].bbox[0] - cell.bbox[0]) <= _X_TOL:
                col.append(cell)
                break
        else:
            cols.append([cell])
    return [sorted(col, key=lambda c: c.bbox[1]) for col in cols]


# a line that ends mid-phrase carries on below it, however far the next line sits
_RUNS_ON = lazy_compile(r"(?:[,;:&/(-]|\b(?:and|or|nor|the|a|an|of|to|in|on|at|by|for|with|from|within|is|are|was|were|be|been|has|have|had|"
                      r"not|no|shall|will|may|per|as|that|which|than|its|their|this|these|any|all)\.?)\s*$", re.IGNORECASE)
# "POND A", "OUTLOT B", "ZONE A": a thing's letter closes the line, no article that runs on
_LETTER_NAME = lazy_compile(r"\b(?:pond|basin|outlot|lot|wetland|area|parcel|tract|block|building|bldg\.?|phase|appendix|exhibit|"
                          r"sheet|zone|structure|outfall|site|tank|system)\s+(?-i:[A-Z])\s*$", re.IGNORECASE)


def _runs_on(text: str) -> bool:
    return bool(_RUNS_ON.search(text)) and not _LETTER_NAME.search(text)


# a stacked callout that opens by denying something: "NO WETLANDS, SHORELAND OR FLOODPLAIN ON CAMPUS"
_DENIAL_OPENS = lazy_compile(r"^\s*(?:NO\s+[A-Z]{3,}|NONE\b)")


def _new_callout(above: str, below: str) -> bool:
    """Two capitalised callouts stacked a blank line apart: the lower one opening with "NO <THING>" is a
    note of its own, so its denial must not reach back into the callout above ("PROPERTY LINES - CAMPUS
    OWNED BY ..." over "NO WETLANDS ..."). The upper line must stand complete; one that runs on ("... AND
    HAVE" over "NO SURVEY") is one note wrapped across a blank line and stays joined."""
    return bool(above.strip()) and above.upper() == above and not _runs_on(above) and bool(_DENIAL_OPENS.match(below))


def _blocks(col: list[Cell]) -> list[list[Cell]]:
    """Runs of a column with no more than a blank line between them."""
    blocks: list[list[Cell]] = []
    for cell in col:
        if blocks:
            prev = blocks[-1][-1]
            height = max(prev.bbox[3] - prev.bbox[1], 4.0)
            gap = cell.bbox[1] - prev.bbox[3]
            if gap <= 1.8 * height and not (gap >= 0.6 * height and _new_callout(prev.text, cell.text)):
                blocks[-1].append(cell)
                continue
        blocks.append([cell])
    return blocks


def plan_notes(page: Page) -> list[Note]:
    """Each numbered note (or free-standing sentence) of the page's columns, joined across its wrapped lines."""
    notes: list[Note] = []
    for col in _columns(_cells(page)):
        for block in _blocks(col):
            text = ""
            spans: list[tuple[int, int, BBox]] = []
            for cell in block:
                t = " ".join(cell.text.split())
                if text:
                    text += " "
                spans.append((len(text), len(text) + len(t), cell.bbox))
                text += t
            starts = [m.start() for m in _NOTE_NO.finditer(text)] or [0]
            if starts[0] != 0:
                starts.insert(0, 0)
            for s, e in zip(starts, starts[1:] + [len(text)]):
                piece = text[s:e].strip()
                if not piece:
                    continue
                boxes = [b for a, z, b in spans if a < e and z > s]
                notes.append(Note(_NOTE_NO.sub("", piece, count=1).strip() if _NOTE_NO.match(piece) else piece, union(boxes)))
    return notes


def note_sentences(page: Page) -> list[Note]:
    """The notes cut into sentences as well, so one-sentence readers see each on its own."""
    out: list[Note] = []
    for note in plan_notes(page):
        out.append(note)
        spans = split_sentences(note.text)
        if len(spans) > 1:
            out.extend(Note(note.text[s:e], note.bbox) for s, e in spans)
    return out


_LEGEND = lazy_compile(r"^\s*(?:(?:site|plan|symbol|line|drawing)\s+)?legend\s*:?\s*$|^\s*symbols?\s*(?:legend|key)?\s*:?\s*$", re.IGNORECASE)


def legend_regions(page: Page, width: float = 420.0) -> list[BBox]:
    """Where the page's legends sit. A legend lists the symbols a firm draws with, often its whole
    standard set; an entry there ("WETLAND BOUNDARY") shows the symbol, not that the thing is drawn."""
    regions: list[BBox] = []
    cells = sorted(_cells(page), key=lambda c: (c.bbox[1], c.bbox[0]))
    for head in cells:
        if not _LEGEND.match(head.text):
            continue
        x0, x1 = head.bbox[0] - 12.0, head.bbox[0] + width
        bottom = head.bbox[3]
        height = max(head.bbox[3] - head.bbox[1], 4.0)
        for cell in cells:
            if cell.bbox[1] < head.bbox[3] or not (x0 <= cell.bbox[0] <= x1):
                continue
            if cell.bbox[1] - bottom > 2.5 * height:
                break
            bottom = max(bottom, cell.bbox[3])
        regions.append((x0, head.bbox[1], x1, bottom))
    return regions


def inside(box: BBox | None, regions: list[BBox]) -> bool:
    if box is None:
        return False
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    return any(r[0] <= box[0] <= r[2] and r[1] <= cy <= r[3] and cx <= r[2] + 400 for r in regions)


# a line that opens by denying, deferring or qualifying what the line above says belongs to it
_QUALIFIES = lazy_compile(r"^\s*(?:not\b(?!\s+for\s+(?:construction|bidding|recording))|no\b|none\b|tbd\b|to\s+be\b|will\b|pending\b|n/a\b|[(-]\s*(?:not|tbd|to\s+be|pending|future|by\s+others)\b)", re.IGNORECASE)


def label_lines(page: Page) -> list[Note]:
    """The lines of a stacked block of labels that each stand complete: "SHORELAND ... SHOWN HATCHED; NO WETLANDS
    ON SITE" over "LAKE MINNETONKA OHW 929.4 (NORMAL); 100-YR 931.5 - EXISTING AND PROPOSED". Joined as one note,
    the denial of the first reaches the second. A line stands alone only when neither it nor the line above runs
    on ("... AND", "TO BE") and the line below does not qualify it ("NOT FINAL", "TBD")."""
    out: list[Note] = []
    for col in _columns(_cells(page)):
        for block in _blocks(col):
            if len(block) < 2:
                continue
            for k, cell in enumerate(block):
                text = " ".join(cell.text.split())
                above = block[k - 1].text if k else ""
                below = block[k + 1].text if k + 1 < len(block) else ""
                if _runs_on(text) or (above and _runs_on(above)) or (below and _QUALIFIES.match(below)):
                    continue
                out.append(Note(text, cell.bbox))
    return out


def runs_on(text: str) -> bool:
    """Whether a line ends mid-phrase ("... TO BE", "... AND"): its note goes on below it, so it says nothing alone."""
    return _runs_on(text)


def qualified_in(text: str, notes: list[str]) -> bool:
    """Whether a row is, within its whole note, followed by words that deny or defer it ("POND 1 NWL 905.0,
    100-YR HWL 908.6" over "NOT FINAL - TO BE CONFIRMED")."""
    t = " ".join(text.split())
    for note in notes:
        at = note.find(t)
        if at >= 0 and _QUALIFIES.match(note[at + len(t):]):
            return True
    return False
