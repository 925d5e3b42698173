"""N.6.A.11 in the municipality's own documents that are neither letters nor memos.

Cities leave their review in many shapes: an email printout sent from the city's mail domain
("From: J. Smith <jsmith@ci.wayzata.mn.us>"), a council resolution approving the plat or site
plan, a planning staff report recommending approval, a development review committee's comment
list, or a permit-status table whose row for the city reads "Approved 04/12/2024". Each is the
city speaking (or recorded as having acted); an applicant's email to the city, a status still
"pending", a report recommending the item be tabled, or a resolution of the watershed district
itself is not.
"""

from __future__ import annotations

import re

from extract.exhibits.negation import deferred, hedged, negated
from extract.words.lazy_compile import lazy_compile

_I = re.IGNORECASE

# a municipality's mail domain: "ci.<name>.mn.us", "cityof<name>.", "<name>city.", "<name>twp." / "township."
_CITY_MAIL = lazy_compile(r"@(?:[\w-]+\.)*?(?:ci\.[\w-]+\.[a-z]{2}\.us|cityof[\w-]+\.[a-z]{2,4}|[\w-]*(?:city|twp|township)[\w-]*\.(?:gov|org|us|com|net))\b|"
                        # a Minnesota city's own .gov domain ("eminnetonka.gov", "edinamn.gov"); the state's and the counties' are not a city's
                        r"@(?![\w.-]*\b(?:state|county|co|mn|usace|epa|fema|usda|nrcs)\.gov\b)(?![\w.-]*(?:county|state))[\w-]+(?:\.[\w-]+)?\.gov\b", _I)
_FROM = lazy_compile(r"^\s*from\s*:", _I)
_SUBJECT = lazy_compile(r"^\s*(?:re|subject|regarding)\s*:\s*.*\b(?:review|comments?|approv\w*|stormwater|storm\s+water|grading|drainage|plans?|permit|application|plat|site\s+plan)\b", _I)
_ASKING = lazy_compile(r"\b(?:request(?:ed|ing)?|for\s+(?:your|city)\s+review|submittal\s+to|please\s+review|attached\s+(?:are|is)\s+(?:the\s+)?(?:\w+\s+){0,3}for\s+your)\b", _I)
_NOT_YET = lazy_compile(r"\b(?:pending|not\s+yet|awaiting|tabled?|deny|denied|denial|will\s+(?:review|provide|send|issue)|have\s+not|has\s+not|incomplete)\b", _I)


def city_email_header(lines: list[str]) -> int | None:
    """The index of the "From:" line of an email printout sent from a municipality's mail domain about
    the project's plans, when nothing on the page says the review is still to come."""
    head = lines[:12]
    frm = next((i for i, t in enumerate(head) if _FROM.match(t) and _CITY_MAIL.search(t)), None)
    if frm is None:
        return None
    subject = [t for t in head if _SUBJECT.match(t)]
    if not subject or any(_ASKING.search(t) or deferred(t) for t in subject):
        return None
    body = " ".join(lines)
    if _NOT_YET.search(body) or _ASKING.search(body):
        return None
    return frm


_MUNICIPAL = lazy_compile(r"\b(?:city|township|village)\s+(?:of\s+[A-Z]|council|planning|engineer|staff)|\b[A-Z][a-z]+\s+(?:city|township)\s+(?:council|board)\b", _I)
_DISTRICT = lazy_compile(r"\bwatershed\s+district\b|\bboard\s+of\s+managers\b|\bmcwd\b", _I)
_OBJECT = r"(?:(?:preliminary|final)\s+)?(?:plat|site\s+plan|plans?|pud|planned\s+unit\s+development|development|project|grading|stormwater|subdivision|conditional\s+use\s+permit|cup|variance|application)"
# "RESOLUTION NO. 2024-18 ... A RESOLUTION APPROVING THE PRELIMINARY PLAT OF ..."
_RESOLUTION = lazy_compile(rf"\bresolution\b[^.;]{{0,80}}?\bapprov(?:ing|es|ed)\s+(?:the\s+|a\s+)?(?:\w+\s+){{0,2}}?{_OBJECT}\b", _I)
# "STAFF REPORT" with "Staff recommends approval of the preliminary plat"
_STAFF_REPORT = lazy_compile(r"^\s*(?:planning\s+|engineering\s+)?staff\s+report\b|^\s*(?:request\s+for\s+)?council\s+action\b", _I)
_RECOMMENDS = lazy_compile(rf"\b(?:staff|the\s+planning\s+commission|planning\s+commission|engineering)\s+(?:\w+\s+)?recommends?\s+approval\s+of\s+(?:the\s+)?(?:\w+\s+){{0,3}}?{_OBJECT}", _I)
# "Development Review Committee Comments", "Site Plan Review Comments" dated, from the city
_DRC = lazy_compile(r"^\s*(?:development|site\s+plan|plan|engineering|technical)\s+review\s+(?:committee|team)?\s*(?:comments|memo(?:randum)?|findings)\b", _I)
_DATED = lazy_compile(r"\bdate[d]?\s*:?\s*(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2})", _I)


def _plain(line: str) -> bool:
    """Neither denied, deferred nor hedged ("preliminary plat" names a document, it is no hedge)."""
    t = re.sub(r"\bpreliminary\s+(?=plat|plan|pud|site)", "", line, flags=_I)
    return not (negated(t) or deferred(t) or hedged(t))


def city_document(lines: list[str]) -> int | None:
    """The index of the line that makes the page a municipality's own act on the project: a council
    resolution approving the plat or plan, a staff report recommending approval, or a dated review
    committee's comment list, on a page that names the municipality and not the watershed district."""
    text = " ".join(lines)
    if not _MUNICIPAL.search(text) or _DISTRICT.search(text):
        return None
    if _NOT_YET.search(text):
        return None
    for i, t in enumerate(lines):
        if _RESOLUTION.search(t) and _plain(t):
            return i
    if any(_STAFF_REPORT.match(t) for t in lines[:10]):
        for i, t in enumerate(lines):
            if _RECOMMENDS.search(t) and _plain(t):
                return i
    for i, t in enumerate(lines[:10]):
        if _DRC.match(t) and _DATED.search(text):
            return i
    return None


_ROW_CITY = lazy_compile(r"^\s*(?:(?:the\s+)?city\s+of\s+[A-Z][\w.]*(?:\s+[A-Z][\w.]*){0,2}|[A-Z][\w.]*(?:\s+[A-Z][\w.]*)?\s+township|"
                       r"(?:city|township|municipal(?:ity)?)(?:\s+(?:council|engineering|planning|engineer|staff))?(?:\s+(?:review|approval))?)\s*$", _I)
_DONE = lazy_compile(r"^\s*(?:approved|reviewed|complete(?:d)?|granted|issued|received|obtained|yes)\b", _I)
_UNDONE = lazy_compile(r"\b(?:pending|submitted|tbd|n/?a|not|no|awaiting|requested|anticipated|expected|will|to\s+be|under\s+review|in\s+review)\b|_{3,}", _I)
_STATUS_HEAD = lazy_compile(r"\b(?:status|approval|action|review)\b", _I)


def agency_status_row(rows: list[list[str]]) -> int | None:
    """The index of a table row (cells) naming the municipality with a finished status ("City of
    Minnetonka | Approved | 04/12/2024") below a header that has a status / approval column."""
    for i, cells in enumerate(rows):
        if len(cells) < 2 or not _ROW_CITY.match(cells[0]):
            continue
        if not any(_STATUS_HEAD.search(" ".join(h)) and len(h) >= 2 for h in rows[max(0, i - 8):i]):
            continue
        rest = cells[1:]
        if any(_DONE.match(c) for c in rest) and not any(_UNDONE.search(c) for c in rest):
            return i
    return None
