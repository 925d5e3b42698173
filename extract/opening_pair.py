"""A lowest opening named by the part of the building it is ("Lowest opening: parking garage entry 897.0"),
and the 100-year HWL stated beside it in the same sentence.

Writers put the opening's place between the label and its elevation; the general reader then
loses the label. Here the words between may only be words for a part of a building (garage,
entry, door, window ...): any other word ("neighbouring", "existing", "minimum") leaves the
figure unread. The HWL is read only from a sentence that also states the opening, because a
pond's HWL on its own says nothing of the buildings set above it.
"""

from __future__ import annotations

import re

from extract.candidate import PROSE, Candidate
from extract.negation import has_negation, is_rule_language
from extract.segments import Segment

_BUILDING_PART = {
    "building", "buildings", "home", "house", "garage", "parking", "underground", "tuck-under", "entry", "entrance",
    "door", "doors", "overhead", "walkout", "walk-out", "lookout", "basement", "window", "windows", "egress", "lobby",
    "ramp", "patio", "service", "loading", "dock", "level", "hall", "fellowship", "sanctuary", "school", "gym",
    "addition", "structure",
}
_JOINING = {"the", "a", "proposed", "new", "its", "at", "elev", "elev.", "el", "el.", "elevation", "is", "of", "-", "–"}
# whose opening it is, said just before the label: "the neighbour's lowest opening", "existing home: lowest opening"
_NOT_OURS_BEFORE = re.compile(r"\b(?:neighbou?r\S*|adjacent|adjoining|existing|off-?\s?site|future|phase|nearby|downstream)\W*"
                              r"(?:\S+\W+){0,3}$", re.IGNORECASE)
_ELEV = r"(?P<val>\d{3,4}(?:\.\d{1,2})?)(?!\d|\.\d|\s*(?:%|ac\b|acres?\b|sf\b|cfs\b|ft\b|feet\b|'|in\b))"
_OPENING = re.compile(r"\b(?:lowest|low)\s+(?:building\s+)?openings?\s*(?:elevation|elev\.?)?\s*(?:[:=\-–]\s*)?"
                      r"(?:\((?P<aside>[^)]{0,40})\)\s*|,\s*(?P<appos>[^,;()\d]{1,40}),\s*)?(?P<desc>(?:[A-Za-z][\w.'-]*\s+){0,6}?)" + _ELEV, re.IGNORECASE)
_HWL = re.compile(r"\b100\s*-?\s*(?:yr|year)\.?\s+(?:hwl|high\s+water(?:\s+(?:level|elevation))?)\s*"
                  r"(?:(?:of|at|next\s+to|beside|near)\s+(?P<what>[^;:,.()]{1,70}?)\s*)?(?:[:=]\s*|is\s+|at\s+)?" + _ELEV,
                  re.IGNORECASE)
# the sentence speaks of the opening (read here or by the general reader) ...
_OPENING_NAMED = re.compile(r"\b(?:lowest|low)\s+(?:building\s+)?openings?\b[^;]{0,80}?\d{3,4}", re.IGNORECASE)
# ... and sets this HWL beside the building: "at the street low point next to the building"
_BESIDE_BUILDING = re.compile(r"\b(?:next\s+to|beside|adjacent\s+to|along)\s+the\s+(?:new\s+|proposed\s+)?(?:building|home|house)\b",
                              re.IGNORECASE)
# an HWL of a water this sentence does not set the building beside: a lake, creek or regional flood level
_FAR_WATER = re.compile(r"\b(?:lake|creek|river|regional|fema|floodplain|wetland|existing|off-?\s?site|neighbou?r)", re.IGNORECASE)
_REQUIRED = re.compile(r"\b(?:minimum|min\.?|required|requires?|must|shall|at\s+least|no\s+lower|not\s+less)\b", re.IGNORECASE)


def read_opening_pair(seg: Segment) -> list[Candidate]:
    """The lowest opening named by its part of the building, and the HWL the same sentence pairs with it."""
    if is_rule_language(seg.text) or has_negation(seg.text):
        return []
    out: list[Candidate] = []
    for clause in re.split(r";\s*", seg.text):
        m = _OPENING.search(clause)
        if not m:
            continue
        words = [w.lower().strip(",") for w in (m.group("aside") or m.group("appos") or "").split() + m.group("desc").split()]
        if not any(w in _BUILDING_PART for w in words) or any(w not in _BUILDING_PART | _JOINING for w in words) \
                or _REQUIRED.search(clause[:m.end()]) or _NOT_OURS_BEFORE.search(clause[:m.start()]):
            continue  # no place named (the general reader reads that) or a word for something else
        value = float(m.group("val"))
        if 500 <= value <= 2500:
            out.append(Candidate(name="lowest_opening_elev_ft", value=value, evidence=seg.evidence(), strength=PROSE,
                                 tolerance=_tolerance(m.group("val")), variant="opening"))
    named = bool(_OPENING_NAMED.search(seg.text))
    if not out and not named:
        return []
    for h in _HWL.finditer(seg.text):
        what = h.group("what") or ""
        if not out and not _BESIDE_BUILDING.search(h.group(0)):
            continue  # the opening read elsewhere: only an HWL said to be beside the building pairs with it
        # the words of its own clause before it: "Lake Minnetonka 100-year high water 931.5"
        before = re.split(r"[;,(]", seg.text[:h.start()])[-1]
        if _FAR_WATER.search(what) or _FAR_WATER.search(before) or _REQUIRED.search(before + what):
            continue
        value = float(h.group("val"))
        if 500 <= value <= 2500:
            out.append(Candidate(name="hwl_100yr_elev_ft", value=value, evidence=seg.evidence(), strength=PROSE,
                                 tolerance=_tolerance(h.group("val"))))
    return out


def _tolerance(text: str) -> float:
    decimals = len(text.split(".")[1]) if "." in text else 0
    return 0.5 * 10 ** -decimals
