"""The site's size said as the land its owner holds here ("The church owns 9.3 acres here").

Why a reader of its own: a plain-spoken applicant states the site by what it owns at the place
of the work, with no "site area" label for the quantity reader to find. Only land held at
this place counts ("here", "at this location", "(one tax parcel ...)"); land the owner also
holds elsewhere, a neighbour's holding, or a parent company's total is no site.
"""

from __future__ import annotations

import re

from extract.propose.candidate import LOOSE, Candidate
from extract.layout.segments import Segment
from extract.words.units import acres_tolerance
from extract.words.lazy_compile import lazy_compile

_OWNS = lazy_compile(
    r"^\W*(?:the\s+|our\s+)?(?P<who>[A-Za-z][\w'&.-]*(?:\s+[\w'&.-]+){0,5}?)\s+(?:owns|holds|has)\s+"
    r"(?:a\s+total\s+of\s+|approximately\s+|about\s+|roughly\s+|nearly\s+)?(?P<num>\d{1,4}(?:\.\d{1,3})?)\s*"
    r"(?P<unit>acres?|ac\.?)(?!\w)\s*"
    r"(?:here\b|at\s+this\s+(?:site|location|address|campus)\b|on\s+this\s+site\b|"
    r"(?=\(\s*(?:one|a\s+single|1)\s+(?:tax\s+)?parcel\b))",
    re.IGNORECASE)
# a holder that is not the one building here, or a holding beyond this place
_OTHER_HOLDER = lazy_compile(r"\b(?:neighbou?r\w*|adjacent|adjoining|abutting|parent|also|former|previous|city|county|"
                           r"state|township)\b", re.IGNORECASE)
_HYPOTHETICAL = lazy_compile(r"\b(?:if|unless|whether|would|could|might)\b", re.IGNORECASE)


def read_owned_site(seg: Segment) -> list[Candidate]:
    """The site area, loosely, where the owner is said to hold so many acres at this place."""
    m = _OWNS.search(seg.text)
    if m is None or _OTHER_HOLDER.search(m.group("who")) or _HYPOTHETICAL.search(seg.text[:m.start("num")]):
        return []
    if re.search(r"\b(?:total|in\s+all|altogether|combined)\b|^\s*(?:for|as)\s+(?:the|a|an|its)\b",
                 seg.text[m.end():m.end() + 40], re.IGNORECASE):
        return []  # "owns 40 acres here in total across three phases", "... here for the water tower": not this site
    value = float(m.group("num"))
    if not 0 < value < 5000:
        return []
    decimals = len(m.group("num").split(".")[1]) if "." in m.group("num") else 0
    return [Candidate(name="site_area_ac", value=value, evidence=seg.evidence(), strength=LOOSE,
                      tolerance=acres_tolerance(value, decimals, "ac"), stated_in="ac")]
