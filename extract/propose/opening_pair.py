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

from extract.propose.candidate import PROSE, Candidate
from extract.words.negation import has_negation, is_rule_language
from extract.layout.segments import Segment, split_sentences
from extract.words.lazy_compile import lazy_compile

_BUILDING_PART = {
    "building", "buildings", "home", "house", "garage", "parking", "underground", "tuck-under", "entry", "entrance",
    "door", "doors", "overhead", "walkout", "walk-out", "lookout", "basement", "window", "windows", "egress", "lobby",
    "ramp", "patio", "service", "loading", "dock", "level", "hall", "fellowship", "sanctuary", "school", "gym",
    "addition", "structure",
}
_JOINING = {"the", "a", "proposed", "new", "its", "at", "elev", "elev.", "el", "el.", "elevation", "is", "of", "-", "–"}
# whose opening it is, said just before the label: "the neighbour's lowest opening", "existing home: lowest opening"
_NOT_OURS_BEFORE = lazy_compile(r"\b(?:neighbou?r\S*|adjacent|adjoining|existing|off-?\s?site|future|phase|nearby|downstream)\W*"
                              r"(?:\S+\W+){0,3}$", re.IGNORECASE)
_ELEV = r"(?P<val>\d{3,4}(?:\.\d{1,2})?)(?!\d|\.\d|\s*(?:%|ac\b|acres?\b|sf\b|cfs\b|ft\b|feet\b|'|in\b))"
_OPENING = lazy_compile(r"\b(?:lowest|low)\s+(?:building\s+)?(?:(?P<part>dock|door|garage|window|entry|basement|walkout|walk-out|"
                      r"lookout|house|home|loading\s+dock)\s+)?openings?\s*(?:elevation|elev\.?)?\s*(?:[:=\-–]\s*)?"
                      r"(?:\((?P<aside>[^)]{0,40})\)\s*|,\s*(?P<appos>[^,;()\d]{1,40}),\s*)?(?P<desc>(?:[A-Za-z][\w.'-]*\s+){0,9}?)" + _ELEV, re.IGNORECASE)
_HWL = lazy_compile(r"\b100\s*-?\s*(?:yr|year)\.?\s+(?:hwl|high\s+water(?:\s+(?:level|elevation))?)\s*"
                  r"(?:(?:of|at|next\s+to|beside|near)\s+(?P<what>[^;:,.()]{1,70}?)\s*)?(?:[:=]\s*|is\s+|at\s+)?" + _ELEV,
                  re.IGNORECASE)
# the sentence speaks of the opening (read here or by the general reader) ...
_OPENING_NAMED = lazy_compile(r"\b(?:lowest|low)\s+(?:building\s+)?openings?\b[^;]{0,80}?\d{3,4}", re.IGNORECASE)
# ... and sets this HWL beside the building: "at the street low point next to the building"
_BESIDE_BUILDING = lazy_compile(r"\b(?:next\s+to|beside|adjacent\s+to|along)\s+the\s+(?:new\s+|proposed\s+)?(?:building|home|house)\b",
                              re.IGNORECASE)
# an HWL of a water this sentence does not set the building beside: a lake, creek or regional flood level
_FAR_WATER = lazy_compile(r"\b(?:lake|creek|river|regional|fema|floodplain|wetland|existing|off-?\s?site|neighbou?r)", re.IGNORECASE)
_REQUIRED = lazy_compile(r"\b(?:minimum|min\.?|required|requires?|must|shall|at\s+least|no\s+lower|not\s+less)\b", re.IGNORECASE)


def read_opening_pair(seg: Segment) -> list[Candidate]:
    """The lowest opening named by its part of the building, and the HWL the same sentence pairs with it."""
    if is_rule_language(seg.text) or has_negation(seg.text):
        return []
    out: list[Candidate] = []
    for clause in re.split(r";\s*", seg.text):
        m = _OPENING.search(clause)
        if not m:
            continue
        words = [w.lower().strip(",") for w in ((m.group("part") or "") + " " + (m.group("aside") or m.group("appos") or "")).split()
                 + m.group("desc").split()]
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
    parts = [seg.text[a:b] for a, b in split_sentences(seg.text)]
    first_opening = next((p for p in parts if _OPENING_NAMED.search(p)), seg.text)
    if not _HWL.search(first_opening):
        # "Addition lowest opening (classroom egress door): 962.4. West Pond 100-year HWL: 961.1.": one line, two
        # sentences; the second is the level the first is set against (as across two lines, read_hwl_after_opening)
        for before, after in zip(parts, parts[1:]):
            for c in read_hwl_after_opening(Segment(before, seg.file, seg.page, seg.bbox), Segment(after, seg.file, seg.page, seg.bbox)):
                out.append(c.model_copy(update={"evidence": seg.evidence()}))
        if any(c.name == "hwl_100yr_elev_ft" for c in out):
            return out
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


# "Flood protection: the lowest opening (parking garage entrance) is at 903.1. The 100-year HWL of Minnehaha Creek
# at the site is 901.6.": the sentence right after the opening's, whose subject is a 100-year level, is the level the
# writer sets the opening against, whatever water it is of
_HWL_SUBJECT = lazy_compile(r"^\W*(?:the\s+)?(?:(?:adjacent|nearby|nearest)\s+)?(?:(?:pond|basin)\s+(?!100\b)[\w-]{1,6}(?:['’]s)?\s+"
                          # "West Pond 100-year HWL: 961.1", "Pond 100-yr HWL: 953.8": the pond beside the opening just named
                          r"|(?:(?-i:[A-Z][\w-]*)\s+)?(?:pond|basin)(?:['’]s)?\s+)?"
                          # "Lake Minnetonka 100-year flood elevation: 931.5": the water named before its level
                          r"(?:(?-i:(?:Lake|Creek|River|Bay)\s+[A-Z][\w'.-]*|[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,2}\s+"
                          r"(?:Lake|Creek|River|Bay|Wetland))(?:['’]s)?\s+)?"
                          r"(?:(?:projected|local|design)\s+)?100\s*-?\s*(?:yr|year)\.?\s+"
                          r"(?:hwl|high\s+water(?:\s+(?:level|elevation))?|flood\s+(?:level|elevation))\s*"
                          r"(?:(?:of|at|for|next\s+to|beside|near)\s+(?P<what>[^;:,.()\d]{1,60}?)\s+)?"
                          r"(?:(?:is|=|:)\s+|(?<=\w)\s+)(?:at\s+)?(?:elevation\s+|elev\.?\s+)?" + _ELEV + r"\s*\.?\s*$", re.IGNORECASE)


def read_hwl_after_opening(prev: Segment | None, seg: Segment) -> list[Candidate]:
    """The 100-year level stated alone in the sentence right after the one that states the lowest opening."""
    if prev is None or prev.file != seg.file or prev.page != seg.page or not _OPENING_NAMED.search(prev.text) \
            or _HWL.search(prev.text) or is_rule_language(seg.text) or has_negation(seg.text):
        return []
    m = _HWL_SUBJECT.match(seg.text)
    if m is None or _REQUIRED.search(seg.text) or re.search(r"\b(?:existing|former|off-?\s?site|neighbou?r\w*)\b",
                                                           m.group("what") or "", re.IGNORECASE):
        return []
    value = float(m.group("val"))
    if not 500 <= value <= 2500:
        return []
    return [Candidate(name="hwl_100yr_elev_ft", value=value, evidence=seg.evidence(), strength=PROSE,
                      tolerance=_tolerance(m.group("val")))]


# "The lowest opening of the homes next to the basin (lots 6 and 7) is set at 958.0": the project's own homes,
# placed by the water they face, then the figure; a neighbour's or an existing home is never read here
_OF_OWN_HOMES = lazy_compile(
    r"\b(?:lowest|low)\s+(?:building\s+)?openings?\s+(?:elevation\s+)?of\s+(?:the|all|any|each|every)\s+(?:new\s+|proposed\s+)?"
    r"(?:homes?|houses?|buildings?|units?|dwellings?|townhomes?|structures?)\s+"
    r"(?:(?:next\s+to|beside|along|near|facing|around|closest\s+to|nearest(?:\s+to)?)\s+(?:the\s+)?[\w\s-]{1,30}?\s*)?"
    r"(?:\([^)]{0,40}\)\s*)?(?:is|are|will\s+be)\s+(?:set\s+)?(?:at\s+)?(?:elevation\s+|elev\.?\s+)?" + _ELEV, re.IGNORECASE)


def read_opening_of_own_homes(seg: Segment) -> list[Candidate]:
    """The lowest opening stated of the project's own homes, wherever they stand on the site."""
    if is_rule_language(seg.text) or has_negation(seg.text):
        return []
    m = _OF_OWN_HOMES.search(seg.text)
    if m is None or _REQUIRED.search(seg.text[:m.end()]) or _NOT_OURS_BEFORE.search(seg.text[:m.start()]) \
            or re.search(r"\b(?:existing|neighbou?r\w*|adjacent|adjoining|off-?\s?site|former)\b", m.group(0), re.IGNORECASE):
        return []
    value = float(m.group("val"))
    if not 500 <= value <= 2500:
        return []
    return [Candidate(name="lowest_opening_elev_ft", value=value, evidence=seg.evidence(), strength=PROSE,
                      tolerance=_tolerance(m.group("val")), variant="opening")]


# "The nearest 100-year high water elevation is that of Lake Minnetonka (Excelsior Bay), 931.5": the level the writer
# names as the one nearest the building, whatever water it is of
_NEAREST_HWL = lazy_compile(r"\b(?:the\s+)?nearest\s+100\s*-?\s*(?:yr|year)\.?\s+(?:hwl|high\s+water(?:\s+(?:level|elevation))?|"
                          r"flood\s+(?:level|elevation))\s+(?:to\s+the\s+(?:building|home|house|addition)\s+)?(?:is|=|:)\s+"
                          r"(?:that\s+of\s+[^,;.\d]{1,60}?(?:\([^)]{0,40}\))?\s*,?\s*)?(?:at\s+)?(?:elevation\s+|elev\.?\s+)?" + _ELEV,
                          re.IGNORECASE)


def read_nearest_hwl(seg: Segment) -> list[Candidate]:
    """The 100-year level a sentence names as the nearest one."""
    if is_rule_language(seg.text) or has_negation(seg.text):
        return []
    m = _NEAREST_HWL.search(seg.text)
    if m is None or _REQUIRED.search(seg.text[:m.end()]):
        return []
    value = float(m.group("val"))
    if not 500 <= value <= 2500:
        return []
    return [Candidate(name="hwl_100yr_elev_ft", value=value, evidence=seg.evidence(), strength=PROSE,
                      tolerance=_tolerance(m.group("val")))]


# "The chambers' 100-year high water level is 910.5. The new classroom wing's lowest door is 912.0.",
# "East Pond: NWL 948.0, HWL 951.9; ... / Finished floor and lowest dock opening: 957.0.": the opening stated right
# after a sentence whose one 100-year level is of the project's own pond or practice is set against that level
_ANY_HWL = lazy_compile(r"(?:\b100\s*-?\s*(?:yr|year)\.?\s+(?:hwl|high\s+water(?:\s+(?:level|elevation))?|flood\s+(?:level|elevation)|"
                      r"(?:water\s+)?level|elevation|elev\.?)|\bhwl\b|\bhigh\s+water\s+(?:level|elevation))"
                      r"(?P<mid>(?:[^;:.\d(]|\([^()]{0,30}\)){0,60}?)\s*(?:[:=]\s*|\bis\s+|\bat\s+|\(\s*|\s)" + _ELEV, re.IGNORECASE)
_OPENING_STATED = lazy_compile(r"(?:\b(?:lowest|low)\s+(?:[\w'’-]+\s+){0,3}?(?:openings?|floors?|doors?|entr(?:y|ies|ance)|windows?)\b|"
                             r"\b(?:finished|first)\s+floor\b)[^;]{0,60}?\d{3,4}"
                             # "Building FFE 902.0 = lowest opening (dock doors)": the figure said first, then named
                             r"|\b(?:ffe|f\.f\.e\.?|finished\s+floor(?:\s+elev(?:ation|\.)?)?)\s*(?:=|:|is|of|at)?\s*\d{3,4}(?:\.\d+)?"
                             r"\s*(?:=|is)\s*(?:the\s+)?lowest\s+opening", re.IGNORECASE)


def read_hwl_before_opening(prev: Segment | None, seg: Segment) -> list[Candidate]:
    """The one 100-year level of the sentence right before the one that states the lowest opening."""
    if prev is None or prev.file != seg.file or prev.page != seg.page or not _OPENING_STATED.search(seg.text) \
            or re.search(r"\b100\s*-?\s*(?:yr|year)\b|\bhwl\b|\bhigh\s+water\b|\bflood\b", seg.text, re.IGNORECASE) \
            or is_rule_language(prev.text) or is_rule_language(seg.text) \
            or has_negation(prev.text) or _REQUIRED.search(prev.text) or _FAR_WATER.search(prev.text):
        return []
    values = {m.group("val") for m in _ANY_HWL.finditer(prev.text)}
    if len(values) != 1:
        return []  # two levels (two ponds, existing and proposed): which one the opening faces is not said
    raw = values.pop()
    value = float(raw)
    if not 500 <= value <= 2500:
        return []
    return [Candidate(name="hwl_100yr_elev_ft", value=value, evidence=prev.evidence(), strength=PROSE,
                      tolerance=_tolerance(raw))]
