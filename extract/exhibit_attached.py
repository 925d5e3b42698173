"""A document the submittal says it encloses: "The executed maintenance agreement is attached as
Appendix E", "The City's review comments ... are included in Attachment 4".

A narrative that points at an enclosed document locates it, which is what Section 6 asks
("sufficient documentation of the locations within the submittal"). Only a finished state counts
(attached, enclosed, included, recorded); a document that "will be attached", is "not attached",
or is "to be provided" is not in the submittal.
"""

from __future__ import annotations

import re

from extract.exhibit_negation import deferred, hedged, negated

_I = re.IGNORECASE

_DOCS: dict[str, re.Pattern[str]] = {
    "N.6.B": re.compile(r"\b(?:maintenance|o\s*&\s*m|operations?\s+(?:and|&)\s+maintenance)\s+(?:\w+\s+)?(?:agreement|declaration|covenants?)\b|"
                        r"\bdeclaration\s+of\s+(?:\w+\s+){0,3}(?:maintenance|covenants?)\b", _I),
    "N.6.A.11": re.compile(r"\b(?:letter|memo(?:randum)?|comments?|approval|review|correspondence|email)\s+(?:\w+\s+){0,3}?from\s+the\s+(?:city|township|village|municipality)\b|"
                           r"\b(?:city|township|village|municipality|municipal)(?:\s+of\s+(?-i:[A-Z])\w+(?:\s+(?-i:[A-Z])\w+)?)?(?:'s)?\s+(?:engineer(?:ing)?(?:'s)?\s+)?"
                           r"(?:review\s+(?:letter|memo(?:randum)?|comments?)|approval(?:\s+letter)?|comment\s+letter|review|letter(?:\s+of\s+(?:approval|concurrence))?|memo(?:randum)?|correspondence)\b", _I),
}
_ENCLOSED = re.compile(r"\b(?:is|are|has\s+been|have\s+been|was|were)\s+(?:\w+\s+)?(?:attached|enclosed|included|appended|provided|recorded)\b|"
                       r"\b(?:see|refer\s+to)\s+(?:the\s+)?(?:attached|enclosed)\b", _I)
_LATER = re.compile(r"\b(?:will|shall|once|when|upon|after|pending|following|to\s+be|not\s+yet|forthcoming|expected|anticipated)\b", _I)


def attached_documents(sentence: str) -> list[str]:
    """Exhibit ids whose document the sentence says is enclosed in the submittal."""
    if not _ENCLOSED.search(sentence) or _LATER.search(sentence) or deferred(sentence) or hedged(sentence) or negated(sentence):
        return []
    return [ex_id for ex_id, rx in _DOCS.items() if rx.search(sentence)]


# A report's own list of what it encloses, when the documents are reports and computations rather than plan
# drawings: "Attachments: HydroCAD report and drawdown computations; geotechnical report (8 borings)",
# "Appendix G: HydroCAD and MIDS computations.", "Enclosed: ... the HydroCAD and MIDS printouts", or an
# "Appendices" heading over "• A - HydroCAD node listings". The list locates each document in the
# submittal, as a sentence saying it is attached does. Drawings (drainage maps, details) must be on the
# certified plans, so a list naming them shows nothing (see exhibits.py); nor does a pointer ("see
# Appendix A"), a contents entry with its page number, or an entry still to come or left out.
_LIST_OPEN = re.compile(r"^\s*(?:attachments?|enclosures?|enclosed|attached|appendices|supporting\s+documents)\s*:\s*(?=\S)", _I)
_APPENDIX_ITEM = re.compile(r"^\s*(?:[•·▪◦‣*-]\s*)?(?:(?:appendix|attachment|exhibit)\s+)?[A-Z0-9]{1,3}\s*[:\-–—]\s*(?=[A-Za-z])", _I)
_CAPTIONED = re.compile(r"^\s*(?:appendix|attachment|exhibit)\s+[A-Z0-9]{1,3}\s*[:\-–—]\s*(?=[A-Za-z])", _I)
_LISTED: dict[str, re.Pattern[str]] = {
    "N.6.A.10": re.compile(r"\b(?:hydrocad|xp-?swmm|pc-?swmm|swmm|p8|mids|hec-?hms|tr-?20|tr-?55|icpr|stormcad)\b[^;]{0,60}?"
                           r"\b(?:reports?|output|printouts?|computations?|calculations?|model(?:ing|s)?|listings?|results|summar(?:y|ies)|runs?|files?|input)\b|"
                           r"\b(?:hydrologic|hydraulic|water\s+quality|stormwater|drainage|storm\s+sewer|culvert|infiltration|drawdown|routing)\s+(?:[\w/]+\s+){0,2}?"
                           r"(?:computations|calculations|model\s+(?:output|results))\b|\bmodel\s+output\b", _I),
    "N.6.C": re.compile(r"\bgeotechnical\s+(?:(?:evaluation|exploration|engineering)\s+)?(?:report|evaluation|exploration|investigation|borings?|data)\b|"
                        r"\bsoil\s+borings?\b|\bboring\s+logs?\b", _I),
    "N.6.A.13": re.compile(r"\bnpdes\b[^;]{0,60}?\bpermit\b|\bconstruction\s+storm\s*water\s+(?:general\s+)?permit\s+(?:coverage|card|letter)|\bpermit\s+coverage\b", _I),
}
_POINTS = re.compile(r"\b(?:see|refer\s+to|under\s+separate\s+cover|bound\s+separately|to\s+follow|not\s+(?:included|attached|enclosed))\b", _I)
_PAGE_NO = re.compile(r"(?:\.{3,}|…|\s{2,}|\t)\s*\d{1,3}\s*$|\s\d{1,3}\s*$")
_ITEM_SPLIT = re.compile(r"\s*;\s*|,\s+(?:and\s+)?(?=(?:the|our|a|an)\s)|(?<=[.])\s+(?=(?:appendix|attachment|exhibit)\s)", _I)


def _listed_ids(items: list[str]) -> list[str]:
    out: list[str] = []
    for item in items:
        if not item.strip() or _POINTS.search(item) or _LATER.search(item) or deferred(item) or hedged(item) or negated(item) \
                or "?" in item or _PAGE_NO.search(item.strip()):
            continue
        out += [ex_id for ex_id, rx in _LISTED.items() if rx.search(item) and ex_id not in out]
    return out


def listed_enclosures(sentence: str) -> list[str]:
    """Exhibit ids of reports and computations the sentence lists as enclosed: an "Attachments:" or "Enclosed:"
    list, or appendix captions run into the text ("Appendix G: HydroCAD and MIDS computations.")."""
    out: list[str] = []
    for piece in re.split(r"(?<=[.])\s+(?=(?:appendix|attachment|exhibit)\s+[A-Z0-9]{1,3}\s*[:\-–—])", sentence, flags=_I):
        opened = _LIST_OPEN.match(piece) or _CAPTIONED.match(piece)
        if not opened:
            continue
        out += [i for i in _listed_ids(_ITEM_SPLIT.split(piece[opened.end():])) if i not in out]
    return out


def listed_entry(line: str) -> list[str]:
    """Exhibit ids of one entry under an "Appendices" or "Attachments" heading ("• A - HydroCAD node listings")."""
    m = _APPENDIX_ITEM.match(line)
    return _listed_ids([line[m.end():]]) if m else []
