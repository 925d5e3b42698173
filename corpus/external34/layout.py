"""Sheet bodies from blocks: tables and note lists set in columns, line-work beside them.

A package says what its sheets carry (each table row and note line with its truth);
this module only decides where on the sheet they go.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

from corpus.external34.draw import Doc, Tag

Line = str | tuple[str, Sequence[Tag]]


@dataclass
class Table:
    title: str
    widths: Sequence[float]
    rows: Sequence[Sequence[str]]
    tags: dict[int, Sequence[Tag]] = field(default_factory=dict)
    title_tags: Sequence[Tag] = ()
    size: float = 8.5
    head: int = 1


@dataclass
class Notes:
    title: str
    lines: Sequence[Line]
    size: float = 8.5
    title_tags: Sequence[Tag] = ()


Art = Callable[[Doc, float, float, float, float], None]


def body(blocks: Sequence[Table | Notes], art: Art | None = None, col_w: float = 560,
         cols: int = 2) -> Callable[[Doc], None]:
    def draw(d: Doc) -> None:
        right = d.width - 36 - (300 if d.height > 0 and _right_block(d) else 0)
        bottom = d.height - 36 - (150 if not _right_block(d) else 0)
        x, y, col = 70.0, 80.0, 0
        for b in blocks:
            need = (len(b.rows) if isinstance(b, Table) else len(b.lines)) * b.size * 1.8 + 40
            if y + need > bottom - 20 and y > 80 and col + 1 < cols:
                col += 1
                x, y = 70.0 + col * col_w, 80.0
            if isinstance(b, Table):
                y = d.table(x, y, b.widths, b.rows, size=b.size, tags=b.tags, title=b.title, head=b.head,
                            title_tags=b.title_tags) + 22
            else:
                d.text(x, y, b.title, b.size + 1.5, bold=True, tags=b.title_tags)
                y = d.para(x, y + b.size + 8, list(b.lines), size=b.size, lead=b.size * 1.45) + 20
        if art is not None:
            ax = 70.0 + cols * col_w + 20
            art(d, ax, 90, right - ax - 40, bottom - 150)
    return draw


def _right_block(d: Doc) -> bool:
    return getattr(d, "block", "right") == "right"
