"""The clause registry: every id of ``shared/rule-n/CLAUSES.md``, and nothing else.

Each clause carries its section, the short text of CLAUSES.md and the sentence of
the rule it comes from (``clauses.json``, built from the rule text). Code anywhere
in the project names a clause through :func:`clause`, which refuses an id the
registry does not know, so no module can invent one.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources

from pydantic import BaseModel, ConfigDict


class Clause(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: str
    section: int  # 2-6; 0 for the procedural clauses outside the numbered sections
    short: str
    text: str


@cache
def registry() -> dict[str, Clause]:
    raw = json.loads(resources.files("rulen").joinpath("clauses.json").read_text("utf-8"))
    return {c["id"]: Clause(**c) for c in raw}


def clause(clause_id: str) -> Clause:
    try:
        return registry()[clause_id]
    except KeyError:
        raise KeyError(f"unknown Rule N clause id {clause_id!r}") from None


def ids_of_section(section: int) -> list[str]:
    """Clause ids of one section, in the order of the rule."""
    return [c.id for c in registry().values() if c.section == section]


EXHIBIT_IDS: tuple[str, ...] = tuple(ids_of_section(6))
CRITERION_IDS: tuple[str, ...] = tuple(ids_of_section(3) + ids_of_section(4) + ids_of_section(5))
