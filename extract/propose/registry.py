"""The registry of proposers: one id, the fact it proposes, what it reads, an example."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable


@dataclass(frozen=True)
class Reader:
    id: str
    fact: str
    reads: str
    example: str
    propose: Callable[..., Any] = field(compare=False)


READERS: dict[str, Reader] = {}


def reader(ident: str, *, fact: str, reads: str, example: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register a proposer; an id registered twice is a programming error."""

    def wrap(fn: Callable[..., Any]) -> Callable[..., Any]:
        if ident in READERS:
            raise ValueError(f"reader {ident} registered twice")
        READERS[ident] = Reader(ident, fact, reads, example, fn)
        return fn

    return wrap
