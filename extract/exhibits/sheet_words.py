"""Plan-sheet notes that say, in the firm's own words, what the sheet draws.

Some firms caption a sheet with a short note instead of a sheet title that names the item:
"Boundary of the property owned by Hamel Ridge Development LLC shown heavy dashed", "Existing and
proposed drainage areas, including the Phase 1 off-site area", "Proposed storm sewer alignment,
inverts; existing culvert under Stieger Lake Lane". On a certified plan sheet such a note is the
drawing's own label, so it shows the item. It does not when it points elsewhere ("see Sheet C4"),
promises ("to be surveyed"), denies ("no storm sewer is proposed"), instructs the contractor
("verify inverts"), or is the rule's own item read back. Each reader takes one note (or one clause
of a note split at semicolons) and answers for one item.
"""

from __future__ import annotations

import re

from extract.exhibits.negation import deferred, hedged, negated
from extract.layout.checkboxes import opens_unticked
from extract.words.lazy_compile import lazy_compile

_I = re.IGNORECASE

# a note that sends the reader to another sheet, a report or a standard, or that instructs the contractor
_POINTER = lazy_compile(r"\b(?:see|refer(?:\s+to)?|per|according\s+to|as\s+shown\s+on|shown\s+on\s+(?:sheet|the)|on\s+sheets?\s+[A-Z]{0,3}-?\d|"
                      r"in\s+the\s+(?:\w+\s+){0,2}(?:report|memo\w*|narrative|appendix)|by\s+others|under\s+separate)\b", _I)
_INSTRUCTION = lazy_compile(r"\b(?:contractor|shall|must|verify|field[- ]verify|protect|maintain(?:ed)?|should|required)\b", _I)
_CLAUSES = lazy_compile(r"\s*;\s*")
# the rule's own item, read back in a checklist or a response: "(1) Property lines and lands owned by the applicant"
_RULE_ITEM = lazy_compile(r"^\s*\(\s*\d{1,2}\s*\)|\bshowing\s+(?:the\s+)?following\b|\bapplicant\s*$", _I)


def _clauses(text: str) -> list[str]:
    return [c for c in _CLAUSES.split(text) if c and c.strip()]


def _plain(clause: str) -> bool:
    """A clause that states, rather than points, promises, denies or instructs."""
    return not (_POINTER.search(clause) or _INSTRUCTION.search(clause) or deferred(clause) or negated(clause)
                or hedged(clause) or opens_unticked(clause) or "?" in clause)


# Item (1): the property lines and the lands the applicant owns, in other words than "property lines"
_OWNED = lazy_compile(
    r"\bboundary\s+of\s+(?:the\s+)?(?:[\w'-]+\s+){0,2}?(?:property|parcel|site|lands?|lots?|tract|campus|plat)\b|"
    # a plat named by its addition: "Boundary of 2nd Addition and of the adjoining Deer Run Ridge (1st Addition)"
    r"\bboundar(?:y|ies)\s+of\s+(?:the\s+)?(?:[\w'-]+\s+){0,3}?(?:addition|subdivision|outlots?)\b|"
    r"\b(?:plat|ownership|parcel|property|tract)\s+(?:boundar(?:y|ies)|limits?|lines?)\b|\blimits?\s+of\s+(?:the\s+)?(?:ownership|property|plat)\b|"
    r"\blands?\s+(?:owned\s+by|of)\s+(?-i:[A-Z])|\b(?:land|property|parcels?|lands)\s+owned\s+by\b|"
    r"\b(?:right[- ]of[- ]way|r/?w|row)\s+(?:(?:and|&)\s+(?:[\w'-]+\s+){0,4}?)?lines?\b|"
    r"\b[\w.]+-owned\s+(?:[\w'-]+\s+){0,3}?(?:lines?|boundar(?:y|ies)|limits?|parcels?|property|corridor)\b", _I)


def note_property_lines(text: str) -> bool:
    """A plan note that labels the property or ownership lines drawn on the sheet."""
    if _RULE_ITEM.search(text):
        return False
    return any(_OWNED.search(c) and _plain(c) and not _NOT_YET_PLATTED.search(c) for c in _clauses(text))


# a plat still to be made draws no boundary yet: "Boundary of 2nd Addition to be platted"
_NOT_YET_PLATTED = lazy_compile(r"\b(?:to\s+be|will\s+be|not\s+yet)\s+(?:platted|subdivided|replatted|recorded|surveyed|established)\b", _I)


# Item (2): the subwatersheds, existing and proposed, as a note beside the drawn boundaries
_AREAS = lazy_compile(r"\b(?:drainage\s+(?:areas|basins|sub-?areas|districts|boundaries)|drainage\s+area\s+(?:map|boundaries)|"
                    r"sub-?(?:watersheds?|catchments?|basins)|catchments|subwatershed\s+boundaries|watershed\s+boundaries)\b", _I)
_BOTH_SIDES = lazy_compile(r"\b(?:existing|pre(?:[- ]?(?:development|developed|project|construction))?)\b[^.;]{0,60}?\b(?:and|&|/|vs\.?|versus)\s+"
                         r"(?:the\s+)?(?:proposed|post(?:[- ]?(?:development|developed|project|construction))?)\b|"
                         r"\bpre-?\s*(?:and|&|/)\s*post-?\s*(?:development|developed|project|construction)\b", _I)
_TABULATED = lazy_compile(r"\b(?:tables?|tabulat\w*|summary|summari[sz]ed|listed|computations?|calculations?|schedule)\b", _I)


def note_drainage_areas(text: str) -> bool:
    """A plan note that labels the existing and proposed subwatersheds drawn on the sheet."""
    if _RULE_ITEM.search(text) or _TABULATED.search(text):
        return False
    body = text.split(":", 1)[1] if re.match(r"^\s*drainage\s+area\s+maps?\s*:", text, _I) else text
    return bool(_AREAS.search(text) and _BOTH_SIDES.search(body) and _plain(text.split(";")[0]))


# Item (3): the storm sewer or the facilities drawn with their alignment, location or elevations
# the system, not one structure: a detail's "OCS-1: 48" MANHOLE, INV. AND RIM AS SHOWN" draws the structure (item 8)
_FACILITY = lazy_compile(r"\b(?:storm\s+(?:sewers?|pipes?|drains?|drainage\s+system|laterals?)|stormwater\s+(?:pipes?|facilities|system|conveyance)|culverts?|swales?|"
                       r"storm\s+sewer\s+(?:system|network|pipes?))\b", _I)
_WHERE = lazy_compile(r"\b(?:inverts?|alignments?|invert\s+elevations?|(?:pipe\s+)?sizes?\s+(?:and|&)\s+slopes?|locations?\s+(?:and|&)\s+(?:elevations?|inverts?|alignments?))\b", _I)
_OTHER_UTILITY = lazy_compile(r"\b(?:sanitary|water\s*main|watermain|gas|electric|fiber|hydrant)\b", _I)


def note_storm_alignment(text: str) -> bool:
    """A plan note that labels the storm sewer or facilities drawn with their alignment or elevations."""
    if _RULE_ITEM.search(text):
        return False
    return any(_FACILITY.search(c) and _WHERE.search(c) and not _OTHER_UTILITY.search(c) and _plain(c) for c in _clauses(text))


# Item (8): the facilities' construction details or specifications, named by a note as what the set holds.
# A stormwater facility drawn (the vocabulary a details sheet is read by, kept here so every reader shares it):
FACILITY_DRAWN = lazy_compile(r"\bponds?\b|\boutlet\s+(?:control\s+)?structure|\bcontrol\s+structure|\bocs\b|\bweirs?\b|\bskimmer|\bcatch\s*basin|\bcbmh\b|"
                             r"\bstorm\s+(?:sewer|manhole|structure|pipe|drain)|\bflared\s+end|\bfes\b|\briprap|\binfiltration|\bfiltration|\bbioretention|\bbiofiltration|"
                             r"\brain\s+garden|\bchambers?\b|\bforebay|\borifice|\bemergency\s+overflow|\bunderdrain|\bsump\b|"
                             r"\b(?:hydrodynamic\s+)?separators?\b|\bIB\s*-\s*\d{1,2}[A-Z]?\b|\bbaffle|\bsand\s+filter|\btree\s+(?:trench|box)|\b(?:pervious|permeable|porous)\s+(?:pavement|pavers?|concrete|asphalt)|"
                             r"\bstormtech\b|\bcultec\b|\bswales?\b|\bstorage\s+(?:system|vault)|\b(?:stormwater|storm\s+water|underground|detention|rainwater)\s+storage\s+tanks?|\b(?:infiltration|filtration)\s+(?:bench|trench|basin)|"
                             # the wider vocabulary of underground and building-side facilities: cisterns, planters, detention tanks, separators, drop structures
                             r"\bcisterns?\b|\b(?:stormwater|storm\s+water|flow[- ]through|infiltration|filtration)\s+planters?\b|"
                             r"\b(?:underground\s+(?:detention|retention|storage|infiltration)|detention|retention|infiltration)\s+(?:tanks?|vaults?|chambers?|pipes?|galler(?:y|ies))\b|"
                             r"\b(?:UDT|UGS|UGD|HDS|SAFL|CDS)\s*-?\s*\d{0,3}\b|\bdrop\s+(?:manhole|connection|structure|inlet)s?\b|\bflow\s+splitter", _I)
EROSION_LINE = lazy_compile(r"\binlet\s+protection|\bsilt\s+fence|\berosion|\bsediment\s+(?:control|log)|\bconstruction\s+(?:entrance|exit)|\bbio-?rolls?|\bwattles?|"
                           r"\bsanitary|\bwater\s*main|\bhydrant", _I)
# the construction documents of a facility: its details, its specifications, a specification's number
_DETAIL_DOC = lazy_compile(r"\b(?:details?|specifications|specs?\.?\s+\d{3,4}|special\s+provisions)\b", _I)
# a callout naming the detail and the sheet it is drawn on ("DETAIL 3/C8.0", "SHEET C8"): it points there
_SHEET_REF = lazy_compile(r"(?<![\w/])\d{1,2}\s*/\s*[A-Z]{1,3}-?\d{1,3}(?:\.\d{1,2})?\b|\bsheets?\s+[A-Z]{0,3}-?\d", _I)
# a sheet index read as one note ("SHEET INDEX C1.0 EXISTING CONDITIONS ... C7.0 DETAILS") lists sheets, it is no label
# (its titles run together as one line: "COVER STORM SEWER PLAN AND PROFILE CONSTRUCTION DETAILS")
_SHEET_LIST = lazy_compile(r"(?-i:\b[A-Z]{1,2}-?\d{1,3}\.\d{1,2}\b)|\b(?:sheet\s+)?index\b|\bsheet\s+list\b|\blist\s+of\s+drawings\b|"
                         r"\b(?:plan|profile|cover|map|title)\b", _I)


def note_facility_details(text: str) -> bool:
    """A plan note naming the stormwater facilities' construction details or specifications as what the set
    holds ("OUTLET STRUCTURE DETAIL, MNDOT SPEC 2503 / 2511", "Pond 2 section, OCS-2, IB-1 section and
    specifications"), written as a note (it closes on its stop). A note that points at another sheet or a standard ("per detail 4/C8.0", "see ..."),
    promises, or names only erosion-control or other utilities' details shows none."""
    if not text.rstrip().endswith(".") or _RULE_ITEM.search(text) or _SHEET_LIST.search(text):
        return False
    return any(_DETAIL_DOC.search(c) and FACILITY_DRAWN.search(c) and not EROSION_LINE.search(c) and not _SHEET_REF.search(c)
               and _plain(c) for c in _clauses(text))
