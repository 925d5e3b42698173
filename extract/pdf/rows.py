"""Runs of text with boxes, grouped into the visual rows (``Line``) the fact readers see.

The text layer and OCR both end here, so a table read from a scan splits into cells by the
same rule as a born-digital one: runs on one row are sorted left to right, joined with a
space when the gap is word-sized, and start a new cell (a TAB in ``Line.text``) when the
gap is wider than about two average character widths (a column boundary).
"""

from __future__ import annotations

from dataclasses import dataclass

from extract.pdf.page import Cell, Line

TAB_GAP_CHARS = 2.0
"""A gap wider than this many average character widths is a column boundary."""

GLUE_GAP_CHARS = 0.1
"""A gap narrower than this joins two runs with no space (a word split by a font change)."""


@dataclass
class Run:
    """A piece of text on one baseline with its box in points (origin top-left).

    ``shown`` is the box to report when the box used for grouping differs from it: OCR of
    a tilted scan groups rows on de-rotated boxes but reports where the words really are.
    """

    text: str
    x0: float
    top: float
    x1: float
    bottom: float
    char_width: float
    shown: tuple[float, float, float, float] | None = None

    @property
    def height(self) -> float:
        return max(self.bottom - self.top, 0.01)

    @property
    def center(self) -> float:
        return (self.top + self.bottom) / 2


def runs_to_lines(runs: list[Run]) -> list[Line]:
    """Visual rows of ``runs``, top to bottom, each split into cells at wide gaps."""
    rows = _group_rows([r for r in runs if r.text.strip()])
    rows.sort(key=lambda row: (round(min(r.top for r in row), 1), min(r.x0 for r in row)))
    return [_row_line(row) for row in rows]


def _group_rows(runs: list[Run]) -> list[list[Run]]:
    """Runs whose vertical bands overlap by half the smaller height share a row.

    Each row keeps the band of its first (anchor) run, so a superscript or a tall
    neighbour cannot chain two text rows into one.
    """
    runs = sorted(runs, key=lambda r: (r.center, r.x0))
    rows: list[tuple[float, float, list[Run]]] = []
    for run in runs:
        placed = False
        for idx in range(len(rows) - 1, max(-1, len(rows) - 8), -1):
            top, bottom, members = rows[idx]
            overlap = min(bottom, run.bottom) - max(top, run.top)
            if overlap >= 0.5 * min(bottom - top, run.height):
                members.append(run)
                placed = True
                break
            if bottom < run.top:
                break
        if not placed:
            rows.append((run.top, run.bottom, [run]))
    return [members for _, _, members in rows]


def _row_line(row: list[Run]) -> Line:
    row.sort(key=lambda r: r.x0)
    widths = sorted(r.char_width for r in row if r.char_width > 0)
    cw = widths[len(widths) // 2] if widths else 5.0
    cells: list[list[Run]] = [[row[0]]]
    texts: list[str] = [row[0].text.strip()]
    for run in row[1:]:
        prev = cells[-1][-1]
        gap = run.x0 - max(r.x1 for r in cells[-1])
        text = run.text.strip()
        if gap > TAB_GAP_CHARS * cw:
            cells.append([run])
            texts.append(text)
        else:
            sep = "" if abs(gap) < GLUE_GAP_CHARS * cw and not prev.text.endswith(" ") else " "
            cells[-1].append(run)
            texts[-1] = f"{texts[-1]}{sep}{text}"
    out_cells = [Cell(text=t, bbox=_union(c)) for t, c in zip(texts, cells)]
    return Line(text="\t".join(texts), bbox=_union(row), cells=out_cells)


def _union(runs: list[Run]) -> tuple[float, float, float, float]:
    boxes = [r.shown or (r.x0, r.top, r.x1, r.bottom) for r in runs]
    return (
        round(min(b[0] for b in boxes), 2),
        round(min(b[1] for b in boxes), 2),
        round(max(b[2] for b in boxes), 2),
        round(max(b[3] for b in boxes), 2),
    )


def single_line(runs: list[Run]) -> Line:
    """One line of already-ordered runs (rotated text): kept as read, one cell."""
    text = " ".join(r.text.strip() for r in runs if r.text.strip())
    box = _union(runs)
    return Line(text=text, bbox=box, cells=[Cell(text=text, bbox=box)])
