"""Plan-sheet bodies as lists of blocks, so each firm's sheets read differently but draw alike.

A block is ``P(text, tags)`` (a note), ``T(header, rows, ...)`` (a site-data or structure
table) or ``S(lots)`` (line work). ``body(...)`` turns blocks into a sheet-drawing function
that :class:`~corpus.external7.doc.PlanSet` calls once for the full-size and once for the
reduced print.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from corpus.external7.doc import Doc, Tag, sketch_lots


@dataclass
class P:
    text: str
    tags: Sequence[Tag] = ()
    bold: bool = False
    size: float = 15


@dataclass
class T:
    header: Sequence[str]
    rows: Sequence[Sequence[str]]
    widths: Sequence[float] | None = None
    title: str = ""
    tags: Sequence[Tag] = ()
    row_tags: dict[int, Sequence[Tag]] = field(default_factory=dict)


@dataclass
class S:
    lots: int
    label: str = "LOT"
    height: float = 430


def body(*blocks: Any) -> Callable[[Doc], None]:
    def draw(d: Doc) -> None:
        for b in blocks:
            if isinstance(b, P):
                d.para(b.text, tags=b.tags, size=b.size, bold=b.bold)
            elif isinstance(b, T):
                d.table(b.header, b.rows, b.widths, tags=b.tags, size=14, title=b.title, row_tags=b.row_tags or None)
            elif isinstance(b, S):
                w = (d.right - d.left) * 0.9
                sketch_lots(d, d.left + 10, d.y - b.height, w, b.height - 10, b.lots, b.label)
                d.y -= b.height + 10
            else:  # pragma: no cover - a programming error in a builder
                raise TypeError(b)
    return draw
