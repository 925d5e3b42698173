"""N.6.A.11 as the municipality's approval and its letter: captions and the letter's own words.

Where a city approves rather than "reviews", the package carries its letter, and the report or
the appendix names it in a caption: "Approval Letter - City of Edina", "Appendix F: City of Edina
Letter", "Letter from the City of Edina approving the stormwater plan (May 2, 2024)", "Edina City
Engineer approval letter, May 2, 2024". The concept is a municipal actor and a document of its
act (letter, memo, approval, resolution, correspondence) in one short line. A letter TO the city,
a request for its approval, or an approval still to come is not it.

On the city's letterhead the letter speaks for itself: "The plan is approved", "This letter
confirms that the stormwater management plan meets the requirements of the City's Local Surface
Water Management Plan", "The City of Edina approves the project's stormwater management".
"""

from __future__ import annotations

import re

from extract.layout.checkboxes import opens_unticked
from extract.exhibits.negation import deferred, hedged, negated
from extract.words.lazy_compile import lazy_compile

_I = re.IGNORECASE

_CITY = (r"(?:(?:the\s+)?(?:city|township|village|municipality|municipal)(?:\s+of\s+(?-i:[A-Z])[\w.]*(?:\s+(?-i:[A-Z])[\w.]*)?)?"
         r"|(?-i:[A-Z])[\w.]+(?:\s+(?-i:[A-Z])[\w.]+)?\s+(?:city|township)(?=\s+(?:engineer|council|staff|planning|public)))(?:'s)?")
_DOC = r"(?:letters?|memo(?:randum|s)?|approvals?|resolutions?|correspondence|concurrence|sign-?off|e-?mails?|findings)"
# "City of Edina Letter", "Approval Letter - City of Edina", "Letter of Approval, City of Edina", "Edina City Engineer approval letter"
_CAPTION = lazy_compile(rf"\b{_CITY}(?:\s+(?:engineer(?:ing)?(?:\s+department)?|staff|council|planning(?:\s+commission)?|public\s+works))?(?:'s)?\s+(?:\w+\s+)?{_DOC}\b|"
                      rf"\b{_DOC}(?:\s+of\s+approval)?\s*(?:[-–—:,]\s*|\s+from\s+|\s+(?:issued\s+)?by\s+)(?:\w+\s+){{0,2}}?{_CITY}\b|"
                      rf"\b(?:approval|concurrence)\s+of\s+{_CITY}\b", _I)
_STRONG_DOC = lazy_compile(r"\b(?:letters?|memo(?:randum|s)?|resolutions?|correspondence|concurrence|sign-?off|e-?mails?|findings)\b", _I)
_DATED = lazy_compile(r"\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}\b", _I)
# documents of a city that are no review of the project: financial security, templates, addresses
_NOT_REVIEW = lazy_compile(r"\bletters?\s+of\s+credit\b|\btemplate\b|\bletterhead\b|\be-?mail\s+address\b|\bform\s+letter\b", _I)
_TO_CITY = lazy_compile(r"\b(?:to|for|attn:?|attention:?)\s+(?:the\s+)?(?:city|township|village|municipality)\b|\brequest\w*\b|\bsubmitt\w*\b|\bapplication\s+for\b", _I)
_NOT_DONE = lazy_compile(r"\b(?:pending|not\s+yet|awaiting|anticipated|expected|will|shall|to\s+be|tbd|n/a|requested|forthcoming|once|upon|after|prior\s+to|scheduled)\b", _I)


def city_caption(line: str) -> bool:
    """A short line naming the municipality's letter, memo or approval of the project."""
    t = " ".join(line.replace("\t", " ").split())
    if not t or len(t) > 120 or opens_unticked(t) or "?" in t:
        return False
    if not _CAPTION.search(t) or _TO_CITY.search(t) or _NOT_REVIEW.search(t):
        return False
    if not _STRONG_DOC.search(t) and not _DATED.search(t):
        return False  # "Municipal Approvals", "City Approval Process": a chapter about approvals, not the city's document
    plain = re.sub(r"\bpreliminary\s+(?=plat|plan|pud|site)", "", t, flags=_I)
    return not (_NOT_DONE.search(plain) or negated(plain) or deferred(plain) or hedged(plain))


# the letter's own verdict, read only on the municipality's letterhead
_VERDICT = lazy_compile(r"\b(?:is|are)\s+(?:hereby\s+)?approved\b|\b(?:hereby\s+approves?|approves)\b|\bgrants?\s+(?:its\s+|final\s+|preliminary\s+)?approval\b|"
                      r"\bthis\s+letter\s+(?:confirms|certifies|serves\s+as\s+(?:the\s+city'?s\s+)?(?:approval|confirmation))\b|"
                      r"\b(?:meets?|satisf(?:y|ies)|complies\s+with|conforms?\s+to|(?:is|are)\s+consistent\s+with)\s+(?:all\s+)?(?:of\s+)?(?:the\s+)?(?:requirements\s+of\s+)?(?:the\s+)?(?:city'?s|our|its)\s+"
                      r"(?:\w+\s+){0,4}?(?:plan|standards|requirements|ordinance)\b", _I)
_ASKING = lazy_compile(r"\b(?:request\w*|please|ask\w*|seek\w*|we\s+(?:would|respectfully))\b", _I)
_LETTERHEAD = lazy_compile(r"^\s*(?:the\s+)?(?:city|township|village)\s+of\s+(?-i:[A-Z])[\w.]*(?:\s+(?-i:[A-Z])[\w.]*){0,2}\s*$", _I)
_ABOUT = lazy_compile(r"\b(?:plans?|project|stormwater|grading|drainage|plat|site|development|design|submittal|application|proposal|report)\b", _I)


def letterhead_approval(sentence: str) -> bool:
    """A sentence of the city's own letter giving its approval or finding of conformance."""
    m = _VERDICT.search(sentence)
    if m is None or not _ABOUT.search(sentence):
        return False
    head = re.sub(r"\bpreliminary\s+(?=plat|plan|pud|site)", "", sentence[:m.end() + 40], flags=_I)
    return not (_NOT_DONE.search(head) or _ASKING.search(sentence) or negated(head) or deferred(head) or hedged(head) or "?" in sentence)


def letterhead(lines: list[str]) -> bool:
    """The page opens with the municipality's name (its first or second line): the city's own paper.
    An applicant's letter opens with the firm and names the city only in the address block below."""
    return any(_LETTERHEAD.match(t) for t in lines[:2])
