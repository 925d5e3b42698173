"""The registry of proposers: one id, the fact it proposes, what it reads, an example.

Why a registry: a newcomer with a new phrasing asks "which reader reads this?". Each entry
answers it in one line (the shape of ``rulen/registry.py`` for the clauses, of spaCy's named
components): its id, the fact it proposes, the unit of text it reads (a sentence, a table, a
page, the package) and an example of the words it reads. ``tests/test_proposers.py`` runs every
sentence reader on its own example, so the examples stay true.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Literal

Reads = Literal["sentence", "pages"]


@dataclass(frozen=True)
class Reader:
    id: str
    fact: str
    reads: str
    example: str
    propose: Callable[..., Any] = field(compare=False)
    unit: Reads = "pages"


READERS: dict[str, Reader] = {}


def reader(ident: str, *, fact: str, reads: str, example: str,
           unit: Reads = "pages") -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register a proposer; an id registered twice is a programming error."""

    def wrap(fn: Callable[..., Any]) -> Callable[..., Any]:
        if ident in READERS:
            raise ValueError(f"reader {ident} registered twice")
        READERS[ident] = Reader(ident, fact, reads, example, fn, unit)
        return fn

    return wrap


def sentence_readers() -> tuple[Callable[..., Any], ...]:
    """The readers run on every sentence, in the order they were registered (their readings' order)."""
    return tuple(r.propose for r in READERS.values() if r.unit == "sentence")
