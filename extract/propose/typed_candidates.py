"""The generic proposer's quantities as readings of the facts no phrase reader read.

Why only those facts: where a phrase reader proposed a value, its words already said which fact it
is, and the chooser weighs the readers' readings against each other. Where none did, the fact's
value may still be on the page in words no list holds ("the parcel in question comprises 13.36
acres"): a typed quantity whose label speaks of the fact is proposed, with the weakest strength
(``TYPED``), and the chooser decides, from its context, whether it is sure, whether to ask, or
whether it is nothing. The map below is of the fact's own nouns only; which of several such
figures is the project's is the chooser's question, not this module's.
"""

from __future__ import annotations

import re

from extract.propose.candidate import Candidate
from extract.propose.typed_quantities import TypedQuantity

TYPED = 0  # weaker than any phrase reader's reading (LOOSE = 1)

_IMPERVIOUS = r"\b(?:impervious|hard\s*(?:surface|cover)|paved|pavement)\b"
# fact -> (the quantity's kind, words its label must hold, words its label must not hold)
_FACTS: dict[str, tuple[str, str, str | None]] = {
    "site_area_ac": ("area", r"\b(?:site|parcel|property|lot|project\s+area|total\s+area|acreage)\b",
                     _IMPERVIOUS + r"|\b(?:disturb\w*|graded|grading|drain\w*|watershed|wetland|pond|basin|buffer)\b"),
    "existing_impervious_ac": ("area", rf"(?=.*{_IMPERVIOUS})(?=.*\b(?:existing|pre|current|currently|today|before)\b)",
                               r"\b(?:proposed|post|new|net|increase|added|additional|future|after)\b"),
    "proposed_impervious_ac": ("area", rf"(?=.*{_IMPERVIOUS})(?=.*\b(?:proposed|post|after|when\s+complete\w*)\b)",
                               r"\b(?:existing|pre|net|increase|added|additional|removed|current)\b"),
    "net_impervious_increase_ac": ("area", _IMPERVIOUS + r".*\b(?:net|increase|new|added|additional)\b|"
                                   r"\b(?:net|increase|new|added|additional)\b.*" + _IMPERVIOUS, r"\b(?:existing|removed)\b"),
    "disturbed_area_ac": ("area", r"\b(?:disturb\w*|graded|grading|land\s+disturbance)\b", None),
    "dwelling_units": ("count", r".", r"\b(?:per|each|parking|stalls?|spaces?)\b"),
    "hwl_100yr_elev_ft": ("elevation", r"\b(?:hwl|high\s+water|100\s*year|100\s*yr)\b", r"\b(?:floor|opening|lfe|outlet|invert|eof|overflow)\b"),
    "lowest_opening_elev_ft": ("elevation", r"\b(?:lowest|low\s+floor|opening|lfe|low\s+entry)\b", None),
    "phosphorus_removal_pct": ("percent", r"\b(?:phosphorus|tp)\b", r"\b(?:tss|sediment|solids|impervious|coverage)\b"),
    "contour_interval_ft": ("length", r"\bcontours?\b", None),
}


def typed_candidates(quantities: list[TypedQuantity], read: set[str]) -> list[Candidate]:
    """Readings, from the typed quantities, of the facts not in ``read`` (the facts a phrase reader read)."""
    out: list[Candidate] = []
    for name, (kind, want, refuse) in _FACTS.items():
        if name in read:
            continue
        for q in quantities:
            # what names the figure: the words before it, and the noun after it ("0.35 acres of new impervious")
            named = q.label + (" " + q.after if q.after.startswith("of ") else "")
            if q.kind != kind or q.value < 0 or not re.search(want, named, re.IGNORECASE):
                continue
            if refuse and re.search(refuse, named, re.IGNORECASE):
                continue
            if kind == "count" and (q.value != int(q.value) or not 1 <= q.value <= 5000):
                continue
            out.append(Candidate(name=name, value=int(q.value) if kind == "count" else round(q.value, 4),
                                 evidence=q.evidence, strength=TYPED, tolerance=0.005 if kind == "area" else 0.05))
    return out
