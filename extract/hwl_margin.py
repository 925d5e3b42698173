"""The 100-year HWL a sentence sets the opening above ("... floods to 917.5 in the 100-year storm, so that is
the 100-year high water next to the building: the opening is 3.5 ft above it").

Such a sentence often names two 100-year levels (a lake's and the street's) and says which one
the building faces only by the margin. The margin is the check: an elevation of the sentence is
the HWL only where the package's lowest opening, less the stated margin, gives exactly it. No
opening, no HWL; two elevations that both fit (they would be equal) or none, no HWL.
"""

from __future__ import annotations

import re

from extract.segments import Segment
from rulen.facts import make_fact
from rulen.models import Evidence, Fact

_MARGIN = re.compile(r"\b(?:lowest\s+)?(?:building\s+)?opening\s+(?:is|sits|will\s+be|stands|lies)\s+(?:set\s+)?(?:at\s+least\s+)?"
                     r"(\d{1,2}(?:\.\d{1,2})?)\s*(?:ft\.?|feet|foot|'|’)\s+(?:above|over|higher\s+than)\s+"
                     r"(?:it|that|this|the\s+(?:local\s+)?(?:100\s*-?\s*(?:yr|year)\s+)?(?:hwl|high\s+water(?:\s+level)?|"
                     r"flood\s+(?:level|elevation)))\b", re.IGNORECASE)
_HUNDRED = re.compile(r"\b100\s*-?\s*(?:yr|year)\b|\bhwl\b|\bhigh\s+water\b", re.IGNORECASE)
_ELEV = re.compile(r"(?<![\d.])(\d{3,4}\.\d{1,2}|\d{3,4})(?![\d.]|\s*(?:%|ac\b|acres?|sf\b|cfs|ft\b|feet))")


def read_margin(seg: Segment) -> list[tuple[float, float, Evidence]]:
    """(elevation, margin, evidence) for each elevation of a sentence that sets the opening a margin above an HWL."""
    m = _MARGIN.search(seg.text)
    if not m or not _HUNDRED.search(seg.text):
        return []
    margin = float(m.group(1))
    out = []
    for e in _ELEV.finditer(seg.text[:m.start()]):
        value = float(e.group(1))
        if 500 <= value <= 2500:
            out.append((value, margin, seg.evidence()))
    return out


def settle_hwl(facts: dict[str, Fact], margins: list[tuple[float, float, Evidence]]) -> None:
    """Where no HWL is settled, the one elevation that the settled lowest opening less its stated margin gives."""
    opening = facts.get("lowest_opening_elev_ft")
    if "hwl_100yr_elev_ft" in facts or opening is None or not isinstance(opening.value, (int, float)) or not margins:
        return
    fits = [(v, ev) for v, d, ev in margins if abs(opening.value - d - v) <= 0.051]
    values = {v for v, _ in fits}
    if len(values) != 1:
        return
    value = values.pop()
    evidence = [ev for v, ev in fits][:2] + opening.evidence[:1]
    facts["hwl_100yr_elev_ft"] = make_fact("hwl_100yr_elev_ft", value, source="derived", evidence=evidence)
