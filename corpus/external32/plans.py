"""A plan set drawn at one paper size: the same sheets serve the full-size and reduced sets."""

from __future__ import annotations

from typing import Any

from corpus.external32.kit import Tag, sheet
from corpus.external32.package import Pkg


def plan_set(pkg: Pkg, fname: str, pagesize: tuple[float, float], *, firm: str, project: str,
             sheets: list[dict[str, Any]], cert: tuple[str, list[Tag]] | None, size_note: tuple[str, list[Tag]],
             tag_items: bool = True) -> None:
    """Draw ``sheets`` into ``fname``. Exhibit tags of the notes are kept only when ``tag_items``
    (the second set repeats the first; the truth keeps the first place anyway)."""
    wr = pkg.writer(fname, pagesize=pagesize)
    for i, sh in enumerate(sheets):
        notes = [(t, tags if tag_items else [x for x in tags if x[0] == "fact"]) for t, tags in sh["notes"]]
        if i == 0:
            notes = [size_note] + notes
        sheet(wr, number=sh["number"], title=sh["title"], firm=firm, project=project, notes=notes,
              draw=sh.get("draw"), cert=cert, stamp=sh.get("stamp", ""), first=(i == 0))
    wr.close()
