"""Exhibits shown by their content rather than by a title: soils, wetlands, city review.

A plan note "SOILS: HSG B LESTER LOAM, PERMEABILITY 0.6-2.0 IN/HR" is the soil information
N.6.A.5 asks for; a report's "soils are mapped as Lester loam" names the soil but gives no
permeability, so it is not. Item (4) is something the plans show: a delineated wetland or
floodplain boundary, or the plans' own statement that there are none. A report chapter
describing existing conditions is not that delineation.
"""

from __future__ import annotations

import re

from extract.exhibits.negation import deferred as is_deferred, hedged, negated as has_negation
from extract.layout.checkboxes import opens_unticked
from extract.pdf.page import Line, Page
from extract.words.lazy_compile import lazy_compile

_I = re.IGNORECASE

SOIL_ID = lazy_compile(
    r"\bhsg\s*[:=-]?\s*[abcd](?:/[abcd])?\b|\bhydrologic\s+soils?\s+groups?\s*[:=(-]?\s*[abcd]\b|\b(?:type|group)\s+[abcd]\s+soils?\b|"
    r"\b[a-z]{3,}\s+(?:(?:very\s+)?(?:fine|loamy|sandy|silty|clayey|gravelly|coarse|mucky)\s+)*(?:loam|sand|silt\s+loam|clay\s+loam|muck|loamy\s+sand)s?\b|"
    # a boring's Unified classification before its texture: "SP sand", "SP-SM sand", "SM silty sand", "CL lean clay"
    r"\b(?-i:(?:SP|SW|SM|SC|GP|GW|GM|GC|ML|CL|MH|CH|OL|OH)(?:-(?:SP|SW|SM|SC|GP|GW|GM|GC|ML|CL))?)\s+(?:(?:poorly[- ]graded|well[- ]graded|silty|clayey|lean|fat|fine|medium|coarse|sandy|gravelly)\s+){0,2}(?:sand|gravel|silt|clay)s?\b", _I)
PERMEABILITY = lazy_compile(
    r"(?:\b(?:permeability|(?:design\s+|measured\s+|field\s+)?infiltration\s+rates?|(?:saturated\s+)?hydraulic\s+conductivity|k\s*sat)\b|(?<![\w.])k\s*(?==))"
    r"[^.;]{0,30}?\d+(?:\.\d+)?(?:\s*(?:-|–|to)\s*\d+(?:\.\d+)?)?\s*(?:in(?:ches|\.)?\s*/\s*h(?:ou)?r\b|in(?:ches)?\s+per\s+hour|iph\b|in/h\b)", _I)

WETLAND_SHOWN = lazy_compile(
    r"\b(?:wetlands?|floodplains?|flood\s+plains?|shoreland)\s+(?:(?:boundary|boundaries|edge|limits?|line|delineation|buffer)\b|\(?\s*zone\s+a)|"
    r"\bdelineated\s+(?:wetlands?|wetland\s+(?:edge|boundary))|"
    r"\b(?:o\.?h\.?w\.?(?:l|m)?|ordinary\s+high\s+water(?:\s+(?:level|mark|elevation))?)\s*(?:\([^()]{0,8}\)\s*)?(?:line|limits?|boundary|contour)\b|\b(?:fema|firm)\s+(?:flood\s*plain|floodplain|flood\s+zone)|"
    # the drawn wetland or floodplain in other words: its edge, its delineator, its class, the flood zone or floodplain elevation
    r"\bedge\s+of\s+(?:the\s+)?(?:delineated\s+|existing\s+)?wetlands?\b|\bwetlands?\b[^.;]{0,40}?\b(?:delineated|flagged|surveyed)\s+(?:by|on|in|along|at|within|across|around)\b|"
    # a wetland labelled with its area and its buffer: "Outlot B wetland (0.42 ac) with 25-ft buffer", "the 1.2-acre wetland and its 30-ft buffer"
    r"\bwetlands?\b[^.;]{0,30}?\b\d*\.?\d+\s*-?\s*(?:ac\b|acres?\b)[^.;]{0,20}?\b\d+(?:\.\d+)?\s*-?\s*(?:ft|foot|feet|')\.?\s*-?\s*(?:wide\s+)?buffer\b|"
    r"\b\d*\.?\d+\s*-?\s*(?:ac|acre)\b\s+wetlands?\b[^.;]{0,20}?\b\d+(?:\.\d+)?\s*-?\s*(?:ft|foot|feet|')\.?\s*-?\s*(?:wide\s+)?buffer\b|"
    r"\b(?:type\s+[1-8]\s+wetland|wetland\s*(?:type\s+[1-8]\b|\(?\s*manage\s*[1-3]\b)|manage\s*[1-3]\s+wetland)|"
    r"\bfema\s+(?:flood\s+)?zone\s+a[eoh]?\b|\bzone\s+a[eoh]?\s+(?:limits?|boundary|line)\b|"
    # a wetland's label carrying its delineation: "WETLAND (DELINEATED 6/14/2023)", "WETLAND W-3 (DELINEATED, NOT IMPACTED)", "WETLAND A - FLAGGED 5/2023"
    r"\bwetlands?(?:\s+(?:no\.\s*)?[A-Z]{0,3}-?\d{1,3}[A-Z]?|\s+[A-Z])?\s*(?:\(|[-–:,]\s*)\s*(?:as\s+)?(?:delineated|flagged|field[- ]located|surveyed)\b|"
    # a wetland named by its id, then (after its class or a place) "delineated": "WETLAND 101-W1 DELINEATED (TYPE 3)",
    # "WETLAND W-1 (TYPE 3) ALONG THE SOUTH LINE DELINEATED 2025", "... AND WETLAND W-3 DELINEATED"
    r"\bwetlands?\s+(?:no\.\s*)?(?=[A-Z]{0,4}-?\d)[A-Z0-9]{1,5}(?:-[A-Z0-9]{1,5}){0,2}\b\s*(?:\([^()]{0,20}\)\s*)?"
    r"(?:(?:along|at|on|in|near)\s+(?:the\s+)?(?:[\w-]+\s+){1,3}?)?(?:was\s+|is\s+)?(?:delineated|flagged|field[- ]located)\b", _I)
# the floodplain's elevation drawn on the plan ("FLOODPLAIN ELEV. 904.1 (FEMA)"); a lowest-opening note quoting it is the building's reference
_FLOOD_ELEV = lazy_compile(r"\b(?:flood\s*plain|100[- ]?(?:year|yr)\s+flood(?:\s*plain)?)\s+(?:elev(?:ation)?\.?|el\.?)\s*[=:]?\s*\d{3,4}(?:\.\d{1,2})?\b|"
                         # a floodplain note naming the water and its level: "Floodplain: Langdon Lake 100-yr 933.2"
                         r"\bflood\s*plain\s*[:=\-–]\s*(?:(?-i:[A-Z])[\w.'-]*\s+){0,4}?(?:100[- ]?(?:yr|year)\s+)?(?:(?:flood\s+)?(?:elev(?:ation)?\.?|el\.?)\s*[=:]?\s*\d{3,4}(?:\.\d{1,2})?|\d{3,4}\.\d{1,2})\b", _I)
_BUILDING_REF = lazy_compile(r"\b(?:lowest|low)\s+(?:floor|opening|entry)|\bopenings?\b|\bfreeboard\b|\blfe\b|\bbasement\b|\babove\b", _I)
_PLACE = r"(?:(?:(?-i:[A-Z])[\w'-]*\s+|church\s+|school\s+|city\s+|trail\s+|road\s+|owner'?s\s+|applicant'?s\s+){0,2}?(?:project\s+(?:site|area|limits|boundary|parcel|corridor)|site|property|parcel|campus|corridor|lot|tract|development\s+(?:site|area)|work\s+(?:area|limits)))\b"
NO_WETLANDS = lazy_compile(
    r"\b(?:there\s+are\s+no|no)\s+(?:\w+\s+){0,2}(?:wetlands?|floodplains?|shoreland)(?:\s*(?:,|or|and|/)\s*(?:\w+\s+)?(?:wetlands?|floodplains?|flood\s+plains?|shoreland|marsh(?:es)?))*(?:\s+areas?)?\s+"
    r"(?:are|is|were|was|exist|exists)?\s*(?:present|located|identified|found|delineated|mapped)?\s*(?:on|within|on\s+or\s+adjacent\s+to)\s+(?:the\s+)?(?:project\s+)?(?:site|property|parcel|campus|corridor|lot|tract)\b"
    r"|\b(?:wetlands?|floodplains?|shoreland|marsh(?:es)?)\s*(?:areas?\s*)?[:=-]\s*none\b"
    r"|\bno\s+(?:on[- ]?site|delineated|jurisdictional|mapped|regulated|existing)\s+(?:wetlands?|floodplains?|shoreland)"
    r"|\b(?:site|property|parcel)\b[^.;]{0,60}?\b(?:does\s+not\s+contain|contains\s+no|has\s+no|is\s+free\s+of)\s+(?:\w+\s+){0,2}(?:wetlands?|floodplains?|shoreland)"
    # the same absence in other orders and places: "wetlands are not present within the project area",
    # "no wetlands are located on or near the project limits", "the site lies outside the 100-year floodplain"
    rf"|\b(?:there\s+are\s+no|no)\s+(?:\w+\s+){{0,2}}(?:wetlands?|floodplains?|shoreland)\b[^.;]{{0,60}}?\b(?:on|within|in|at)\s+(?:or\s+(?:near|adjacent\s+to)\s+)?(?:the\s+)?{_PLACE}"
    rf"|\b(?:wetlands?|floodplains?|shoreland(?:\s+areas?)?)\s+(?:are|is|were|was|do|does)\s+not\s+(?:present|located|found|identified|mapped|exist)\b[^.;]{{0,40}}?\b(?:on|within|in|at)\s+(?:the\s+)?{_PLACE}"
    rf"|\b{_PLACE}\s+(?:\w+\s+){{0,3}}?(?:is|lies|are)\s+not\s+(?:located\s+)?(?:with)?in\s+(?:a|the|any)\s+(?:[\w%-]+\s+){{0,3}}?(?:floodplain|flood\s+plain|flood\s+zone|shoreland)"
    rf"|\b{_PLACE}\s+(?:\w+\s+){{0,3}}?(?:is|lies|are|sits)\s+(?:entirely\s+|completely\s+|wholly\s+)?(?:outside|out)\s+(?:of\s+)?(?:the\s+|any\s+)?(?:[\w%-]+\s+){{0,3}}?(?:floodplain|flood\s+plain|flood\s+zone|shoreland)", _I)


_SOILS_SHOWN = lazy_compile(r"\b(?:soils?\s+(?:types?|boundar(?:y|ies)|delineation|map\s+units?|groups?)|hydrologic\s+soil\s+groups?|hsg)\b[^.]{0,80}\bpermeabilit(?:y|ies)\b"
                          r"[^.]{0,60}\b(?:shown|labell?ed|indicated|noted|identified|delineated)\b", _I)


def states_soils(text: str) -> bool:
    """A soil named (series or hydrologic group) with its permeability as a rate, or a plan note that
    the soil groups and their permeabilities are drawn."""
    if is_deferred(text) or hedged(text):
        return False
    perm = PERMEABILITY.search(text)
    if perm and SOIL_ID.search(text) and not has_negation(text[:perm.end()]):
        return True
    return bool(_SOILS_SHOWN.search(text)) and not has_negation(text)


# what a wetland label may say of the work beside it: "NOT IMPACTED", "NO FILL" speak of the project, not of the wetland's presence
_NO_IMPACT = lazy_compile(r"\b(?:not|no)\s+(?:to\s+be\s+)?(?:impacted|impacts?|disturbed|disturbance|filled|fill|affected|altered)\b", _I)


_SEE = lazy_compile(r"^\s*(?:\d{1,2}[.)]\s*)?(?:see|refer\s+to|reference)\b", _I)


# a plan note that says the wetland, shoreland or floodplain is drawn on it: "Lake Minnetonka shoreland (1,000 ft) and
# floodplain below 931.5 shown" ("... shown on Sheet C2" points at another sheet)
_SHOWN_HERE = lazy_compile(r"\b(?:wetlands?|floodplains?|flood\s+plains?|shoreland)\b(?:[^.;]|\.(?=\d)){0,60}?\b(?:shown|drawn|hatched|delineated|depicted)\b"
                         r"(?!\s+(?:on|in)\s+(?:sheets?\b|the\s+(?:\w+\s+){0,2}(?:plans?|sheet|report|appendix)|appendix|figure))", _I)


def shows_wetlands(text: str) -> bool:
    """A plan note or legend that delineates wetland, floodplain or shoreland, or says the site has none."""
    if is_deferred(text) or hedged(text) or _SEE.match(text) or opens_unticked(text):
        return False  # "See Sheet C-1 for the wetland boundary" points at another sheet
    if NO_WETLANDS.search(text):
        return True
    # each clause of a note on its own: "Wetland W-3 delineated by Barr; no shoreland; FEMA Zone A at the culvert"
    # shows the wetland though another clause denies the shoreland
    for clause in [text] + ([c for c in re.split(r"\s*;\s*", text) if c.strip()] if ";" in text else []):
        shown = WETLAND_SHOWN.search(clause) or _FLOOD_ELEV.search(clause) and not _BUILDING_REF.search(clause) or _SHOWN_HERE.search(clause)
        if shown and not has_negation(_NO_IMPACT.sub(" ", clause)):
            return True
    return False


# the mapped inventories a "none on site" finding is checked against: the finding names where it can be verified (a
# field review names no document, and stays a bare remark)
_CHECKED_SOURCES = lazy_compile(r"\b(?:nwi|national\s+wetlands?\s+inventory|(?:dnr\s+)?pwi|public\s+waters?\s+inventory|fema|firm(?:ette)?|"
                              r"flood\s+insurance\s+rate\s+map|firm\s+panel)\b", _I)
_WATER_LABEL = lazy_compile(r"^\s*(?:(?:on[- ]?site\s+)?(?:wetlands?|floodplains?|flood\s*plain|shoreland(?:\s+areas?)?|marsh(?:es)?)(?:\s*(?:/|,|and|or|&)\s*)?){1,4}"
                          r"(?:\s*areas?)?(?:\s+(?:on|within)\s+(?:the\s+)?(?:site|property|parcel|project(?:\s+area)?))?\s*:?\s*$", _I)
_NONE_VALUE = lazy_compile(r"^\s*(?:none|no|none\s+(?:on\s+site|present|identified|found|mapped))\.?\s*$", _I)


def none_row(cells: list[str], after: str = "") -> bool:
    """A report table's row finding no wetland, shoreland or floodplain on the site and naming the inventories
    checked ("Wetlands / shoreland / floodplain on site | None | NWI, DNR PWI and FEMA FIRM checked"). Without a
    source it is a bare remark, as a report sentence pointing nowhere is."""
    if len(cells) < 2 or not _WATER_LABEL.match(cells[0]) or not _NONE_VALUE.match(cells[1]):
        return False
    rest = " ".join(cells[2:] + [after])
    return bool(_CHECKED_SOURCES.search(rest)) and not is_deferred(rest) and not hedged(rest)


def soil_table(page: Page) -> list[Line]:
    """A table with a soil group column and a permeability / infiltration-rate column, and a filled row."""
    lines = page.lines
    for i, line in enumerate(lines):
        cells = [c for c in line.text.split("\t") if c.strip()]
        if len(cells) < 2:
            continue
        group = any(re.search(r"\bhsg\b|hydrologic\s+soil\s+group|soil\s+group", c, _I) for c in cells)
        rate = any(re.search(r"permeability|infiltration\s+rate|k\s*sat|hydraulic\s+conductivity", c, _I) for c in cells)
        if not (group and rate):
            continue
        for row in lines[i + 1:i + 8]:
            rc = [c.strip() for c in row.text.split("\t") if c.strip()]
            if any(re.fullmatch(r"[ABCD](?:/[ABCD])?", c) for c in rc) and any(re.search(r"\d+(?:\.\d+)?", c) for c in rc) \
                    and not has_negation(row.text):
                return [line, row]
    return []


# where a report says the delineation is drawn or enclosed: "shown on Sheet C2", "see Figure 3",
# "the delineation report is included in Appendix D"
WHERE_SHOWN = lazy_compile(
    r"\b(?:shown|depicted|identified|delineated|mapped|located|labell?ed|indicated)\s+(?:\w+\s+){0,2}?(?:on|in)\s+(?:the\s+)?(?:attached\s+|enclosed\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:plans?|plan\s+set|sheets?|figures?|fig\.|exhibits?|drawings?|survey|appendix|attachment|existing\s+conditions|panel|firmette|firm)\b|"
    r"\b(?:see|refer\s+to)\s+(?:the\s+)?(?:attached\s+)?(?:sheet|figure|fig\.|exhibit|appendix|attachment|plans?|drawings?|existing\s+conditions)\b|"
    r"\b(?:see|refer\s+to)\s+(?:the\s+)?(?:attached\s+|enclosed\s+)?(?:(?-i:[A-Z])[\w&-]*\s+){1,3}(?:plans?|sheets?|drawings?)\b|"
    r"\bdelineation\s+(?:report|memo\w*|letter)\b[^.;]{0,60}\b(?:attached|enclosed|included|appended|provided\s+in)\b|"
    r"\b(?:wetland\s+)?delineation\s+(?:was|has\s+been)\s+(?:completed|performed|conducted)\s+by\b|\b(?:lgu|wca|trp)\b[^.;]{0,60}\b(?:approv|concurr|accept)\w*", _I)


def report_wetlands(text: str) -> bool:
    """A report sentence that delineates wetland/floodplain/shoreland limits (or says there are none) and
    points at where the submittal shows it, or at the completed delineation itself. A bare narrative
    remark ("a delineated wetland lies along the south line") places nothing in the submittal."""
    if is_deferred(text) or hedged(text) or "?" in text:
        return False
    if not (NO_WETLANDS.search(text) or (WETLAND_SHOWN.search(text) or re.search(r"\b(?:wetlands?|flood\s*plains?|shoreland)\b", text, _I)) and not has_negation(text)):
        return False
    # "No wetlands are on the site per the NWI and FEMA FIRM panel 27053C0329F": a finding checked against named inventories
    return bool(WHERE_SHOWN.search(text) or NO_WETLANDS.search(text) and _CHECKED_SOURCES.search(text))


def soils_across_notes(notes: list[str]) -> tuple[int, int] | None:
    """On one plan sheet, a note naming the site's soils and another giving their permeability as a rate
    ("1. SITE SOILS IDENTIFIED AND DELINEATED: SANDY LOAM (HSG B)" / "2. MEASURED PERMEABILITY 0.8 IN/HR"):
    together they are the soil information item (5) asks for, as one note carrying both would be.
    Returns the indexes of the two notes."""
    def plain(t: str) -> bool:
        return not (is_deferred(t) or hedged(t) or has_negation(t))
    ids = [i for i, t in enumerate(notes) if SOIL_ID.search(t) and plain(t)]
    rates = [i for i, t in enumerate(notes) if PERMEABILITY.search(t) and plain(t)]
    return (ids[0], rates[0]) if ids and rates else None
