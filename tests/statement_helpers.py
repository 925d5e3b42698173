"""Shared helpers for the statement-family tests (tests/test_statement_<criterion>.py).

Each helper is one reader a CASES row names, run on one text, giving the criteria it finds stated:
`page`, the whole reader (read_facts over a page of the text); `segment`, read_statements on one
segment, as proposed; `settled`, read_statements on each sentence then settle_n46 (the package-wide
step that joins N.4.6's two parts).
"""

from __future__ import annotations

from extract.layout.segments import Segment
from extract.pdf.page_text import page_from_text
from extract.propose.statements import read_statements, settle_n46
from extract.read_facts import read_facts


def page(text: str) -> set[str]:
    """The criteria the whole reader (read_facts) finds stated on a page of this text."""
    return set(read_facts([page_from_text(text, file="pkg.pdf")]).statements)


def segment(text: str) -> set[str]:
    """The criteria read_statements finds in one segment of this text, as proposed (not settled)."""
    return set(read_statements(Segment(text, "pkg.pdf", 1, None)))


def settled(sentences: str | tuple[str, ...]) -> set[str]:
    """The criteria read_statements finds in these sentences (one segment each), after settle_n46."""
    out: dict = {}
    for s in (sentences,) if isinstance(sentences, str) else sentences:
        for k, v in read_statements(Segment(s, "pkg.pdf", 1, None)).items():
            out.setdefault(k, []).extend(v)
    settle_n46(out)
    return set(out)
