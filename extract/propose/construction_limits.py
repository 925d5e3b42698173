"""The area inside the construction limits, read loosely as the project's area.

Why a reader of its own: road and trail writers give their project's size as its construction
limits ("Construction limits: 2.3 ac, of which 1.9 ac disturbed", "Construction limits are 1.6 acres
and about 1.3 acres will be disturbed"); N.2.E turns on that "total project area". The limits are
not the disturbed area: the writers go on to say how much of them is disturbed. Elsewhere (a plat, a
campus) the limits may be less than the parcel, so the reading is loose: any site area stated as such
outranks it.
"""

from __future__ import annotations

import re

from extract.propose.candidate import LOOSE, Candidate
from extract.words.negation import has_negation, is_rule_language
from extract.layout.segments import Segment
from extract.words.units import stated_area
from extract.words.lazy_compile import lazy_compile

_LIMITS = lazy_compile(
    r"(?:^|[.;]\s+|\bthe\s+)(?:project\s+area\s+within\s+the\s+)?construction\s+limits?\s*(?:\([^)]{0,40}\)\s*)?"
    # "The construction limits for the whole program total 9.6 acres": whose limits, said between
    r"(?:for\s+(?:the\s+)?(?:whole\s+|entire\s+)?(?:program|project|corridor|work)\s+)?"
    r"(?:[:=]|are|is|cover|covers|total|totals|encompass|encompasses|of|measure|measures)\s+(?:approximately\s+|about\s+|roughly\s+)?"
    r"(?P<num>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(?P<unit>acres?|ac\.?|sf|s\.f\.|sq\.?\s*ft\.?|square\s+feet)(?![a-z])",
    re.IGNORECASE)


def read_construction_limits(seg: Segment) -> list[Candidate]:
    """The site area, loosely, from the area the construction limits are said to cover."""
    m = _LIMITS.search(seg.text)
    if m is None or is_rule_language(seg.text) or has_negation(seg.text[:m.end()]) \
            or re.search(r"\b(?:within|inside|in|of|outside)\s*$", seg.text[:m.start() + 1].rstrip(" th").rstrip(), re.IGNORECASE) \
            or re.search(r"\b(?:disturb\w*|graded|grading|impervious)\b", seg.text[max(0, m.start() - 40):m.start() + 1], re.IGNORECASE):
        return []  # "Disturbed area within the construction limits: 9.3 acres": a part of them, named first
    acres, tolerance, unit = stated_area(m.group("num"), m.group("unit"))
    if not 0 < acres < 500:
        return []
    return [Candidate(name="site_area_ac", value=round(acres, 4), evidence=seg.evidence(), strength=LOOSE,
                      tolerance=tolerance, stated_in=unit)]
