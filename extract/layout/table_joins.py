"""A table whose head wrapped a cell onto a line of its own ("Top of" over "berm") is one table, not two.

The wrapped word stands alone on its line, so the line is no table row and the block of heads
is cut from the block of figures under them. They are joined back only when the figures sit
right under the heads, column for column (same count, left edges within a few points), so a
head never lends its words to another table's figures.
"""

from __future__ import annotations

import re
from dataclasses import replace

from extract.pdf.page import Line
from extract.layout.segments import TableBlock
from extract.words.lazy_compile import lazy_compile

_GAP = 30.0  # points between the heads' last line and the figures' first: one wrapped line at most
_ALIGN = 6.0


# a cell that is a figure ("912.0", "10 ft", "10:1", "2.4'"), not a head that holds one ("100-yr HWL")
_FIGURE_CELL = lazy_compile(r"\s*[~±]?\d[\d.,:]*\s*(?:ft\.?|feet|'|’|%|cfs|ac|sf)?\s*", re.IGNORECASE)


def _has_figures(line: Line) -> bool:
    return any(_FIGURE_CELL.fullmatch(c.text) for c in line.cells[1:])


def _aligned(head: Line, row: Line) -> bool:
    if not head.cells or len(head.cells) != len(row.cells):
        return False
    return all(abs(h.bbox[0] - r.bbox[0]) <= _ALIGN for h, r in zip(head.cells, row.cells))


def join_split_heads(tables: list[TableBlock]) -> list[TableBlock]:
    """The blocks of a page with each block of heads only joined to the block of figures right under it."""
    out: list[TableBlock] = []
    for block in tables:
        prev = out[-1] if out else None
        if prev is not None and prev.page == block.page and prev.file == block.file and prev.rows and block.rows \
                and not any(_has_figures(l) for l in prev.rows) and _has_figures(block.rows[0]) \
                and 0 <= block.rows[0].bbox[1] - prev.rows[-1].bbox[3] <= _GAP and _aligned(prev.rows[-1], block.rows[0]):
            out[-1] = replace(prev, rows=[*prev.rows, *block.rows])
            continue
        out.append(block)
    return out
