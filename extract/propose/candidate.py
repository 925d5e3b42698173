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

# the variant of a 100-year HWL stated for a pond, basin or wetland, with no building beside it
WATER_BODY = "water_body"


class Candidate(BaseModel):
    model_config = ConfigDict(frozen=True)

    name: str
    value: Any
    evidence: Evidence
    strength: int = PROSE
    tolerance: float = 0.0  # absolute, in the fact's unit: the rounding the writer used
    stated_in: str | None = None  # unit as written ("ac", "sf", ...), for N.6.D / N.6.E
    conflict: str | None = None  # set when the reading contradicts itself (e.g. sf vs ac twin)
    # what exactly the label named, where a fact has a preferred and a fallback label: a lowest
    # opening is "opening"; a lowest floor ("low floor 931.0") is "floor" and counts only when no
    # opening is stated, since a walk-out's floor and its lowest opening are two different things
    # an HWL is "water_body" where it is stated for a pond, basin or wetland with no building beside it
    # (:data:`WATER_BODY`): the rules never set the fact from such a level alone; the chooser may, where
    # its confidence out of fold says so, or asks the reviewer whether it is the level the openings face
    variant: str | None = None
    # said as the corrected or revised figure ("the correct site area is 8.3 acres", a table that "supersedes Table 3"):
    # where it disagrees with a figure the package states elsewhere, the correction is the one the writer stands by
    revised: bool = False


_FLOOR = r"floor|\blfe\b|\blevel\b"
_OPENING = r"opening|entry|door|window|\bloe\b|exposed"


def elevation_variant(label_text: str) -> str | None:
    """"floor" for a floor label, "opening" for an opening label, None when the label says neither."""
    import re

    low = label_text.lower()
    if re.search(_OPENING, low):
        return "opening"
    if re.search(_FLOOR, low):
        return "floor"
    return None
