"""One reading of one fact, before the readings are reconciled into a Fact."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict

from rulen.models import Evidence

# How much a reading is worth: a labelled line or table cell beats a prose mention of a
# specific label, which beats a loose mention with a generic label ("the site is ...").
LABELLED = 3
PROSE = 2
LOOSE = 1


class Candidate(BaseModel):
    model_config = ConfigDict(frozen=True)

    name: str
    value: Any
    evidence: Evidence
    strength: int = PROSE
    tolerance: float = 0.0  # absolute, in the fact's unit: the rounding the writer used
    stated_in: str | None = None  # unit as written ("ac", "sf", ...), for N.6.D / N.6.E
    conflict: str | None = None  # set when the reading contradicts itself (e.g. sf vs ac twin)
