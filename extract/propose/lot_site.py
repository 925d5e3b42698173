"""The site's size said as the one lot's ("Lot area: 17,860 square feet (0.41 acre)", "The lot measures ...").

Why a reader of its own: the quantity reader treats "lot" as a distractor, rightly, because in a
subdivision a lot is a part of the site. For a single-lot project (a home, a storefront) the
writer states the site as "the lot", singular and definite. Only that voice counts: a lot named
by its number, each or a typical lot, a minimum, a neighbour's lot, or lots in the plural measure
a part or a rule, not this site. The reading is loose: any stated site area outranks it.
"""

from __future__ import annotations

import re

from extract.propose.candidate import LOOSE, Candidate
from extract.layout.segments import Segment
from extract.words.units import stated_area
from extract.words.lazy_compile import lazy_compile

_NUM = r"(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)"
_UNIT = r"(acres?|ac\.?|sq\.?\s*ft\.?|square\s+feet|s\.f\.|sf|ft²|ft2)(?![a-z])"
_FIGURE = rf"(?:approximately\s+|approx\.?\s+|about\s+|roughly\s+|±\s*)?{_NUM}\s*{_UNIT}"
_TWIN = rf"(?:\s*\(\s*(?:approximately\s+|approx\.?\s+|about\s+|±\s*)?{_NUM}\s*{_UNIT}\s*\))?"
_LABELLED = lazy_compile(rf"^\W*(?:total\s+|gross\s+|existing\s+)?lot\s+(?:area|size)\s*[:=\t]\s*{_FIGURE}{_TWIN}\s*\.?\s*$",
                       re.IGNORECASE)
_PROSE = lazy_compile(rf"^\W*(?:the|this|our)\s+(?:subject\s+|existing\s+|whole\s+|entire\s+)?lot\s+(?:measures|is|totals|"
                    rf"covers|contains|encompasses|comprises|has\s+an\s+area\s+of)\s+{_FIGURE}{_TWIN}", re.IGNORECASE)
# a lot that is a part, a rule, or someone else's
_NOT_THIS = lazy_compile(r"\b(?:each|every|per|minimum|min\.|maximum|average|typical|smallest|largest|remaining|"
                       r"neighbou?r\w*|adjacent|adjoining|abutting|required|requires?|zoning|lots|outlots?|"
                       r"lot\s+\d+|if|unless|would)\b", re.IGNORECASE)


def _acres(num: str, unit: str) -> tuple[float, float] | None:
    acres, tolerance, _ = stated_area(num, unit)
    return (acres, tolerance) if 0 < acres < 200 else None


def read_lot_site(seg: Segment) -> list[Candidate]:
    """The site area, loosely, where the one lot's size is stated (both figures where a twin is given)."""
    if seg.row:
        return []  # a table's "Lot area" row is judged with its table, which shows whether it holds other lots
    text = seg.text.strip()
    m = _LABELLED.match(text) or _PROSE.match(text)
    if m is None or _NOT_THIS.search(text[:m.start(1)]) or _NOT_THIS.search(text[m.end():]):
        return []
    out: list[Candidate] = []
    for num, unit in ((m.group(1), m.group(2)), (m.group(3), m.group(4))):
        if num is None:
            continue
        read = _acres(num, unit)
        if read is None:
            return []
        out.append(Candidate(name="site_area_ac", value=round(read[0], 4), evidence=seg.evidence(), strength=LOOSE,
                             tolerance=read[1], stated_in="ac" if unit.lower().startswith("ac") else "sf"))
    if len(out) == 2 and abs(out[0].value - out[1].value) > out[0].tolerance + out[1].tolerance:
        return []  # a lot said in two units that disagree: nothing sure
    return out


# "The industrial site is Lot 1, Block 1, Hopkins Industrial Park 2nd Addition, 11.6 acres; the remaining lots of the
# 38-acre plat are owned by others": the site named by its legal description, its size set after it
_LEGAL_SITE = lazy_compile(
    r"\b(?:the\s+)?(?:[\w-]+\s+)?(?:site|property|parcel|project\s+site)\s+is\s+(?:all\s+of\s+)?(?:Lot|Outlot)\s+\w{1,4},?\s+"
    r"(?:Block\s+\w{1,4},?\s+)?(?:[A-Z0-9][\w.&'-]*\s+){1,8}?(?:Addition|Plat|Park|Subdivision|Estates|Acres)\s*,\s*"
    r"(?:approximately\s+|about\s+)?" + _NUM + r"\s*" + _UNIT, re.IGNORECASE)


def read_legal_site(seg: Segment) -> list[Candidate]:
    """The site area where the site is named by its lot and plat and its size follows in apposition."""
    m = _LEGAL_SITE.search(seg.text)
    subject = m.group(0).split(" is ", 1)[0] if m else ""
    if m is None or re.search(r"\b(?:adjacent|adjoining|abutting|neighbou?r\w*|other|remaining|previous|first|phase|each|"
                              r"typical|minimum)\b", subject + " " + seg.text[:m.start()][-30:], re.IGNORECASE):
        return []
    read = _acres(m.group(1), m.group(2))
    if read is None:
        return []
    return [Candidate(name="site_area_ac", value=round(read[0], 4), evidence=seg.evidence(), strength=LOOSE,
                      tolerance=read[1], stated_in="ac" if m.group(2).lower().startswith("ac") else "sf")]


# "Campus: 14.3 acres.", "CAMPUS AREA: 14.30 AC": a school's or church's campus given as the site, on a line of its
# own (in prose, "the work area within the 38-acre school campus" is the larger land, not the site)
_CAMPUS_LINE = lazy_compile(r"^\W*(?:(?:school|church)\s+)?campus(?:\s+area)?\s*[:=]\s*(?:approximately\s+|about\s+)?"
                          + _NUM + r"\s*" + _UNIT, re.IGNORECASE)


def read_campus_site(seg: Segment) -> list[Candidate]:
    """The site area, loosely, from a line that gives the campus's size."""
    m = _CAMPUS_LINE.match(seg.text)
    if m is None:
        return []
    read = _acres(m.group(1), m.group(2))
    if read is None:
        return []
    return [Candidate(name="site_area_ac", value=round(read[0], 4), evidence=seg.evidence(), strength=LOOSE,
                      tolerance=read[1], stated_in="ac" if m.group(2).lower().startswith("ac") else "sf")]
