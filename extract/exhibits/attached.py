"""A document the submittal says it encloses: "The executed maintenance agreement is attached as
Appendix E", "The City's review comments ... are included in Attachment 4".

A narrative that points at an enclosed document locates it, which is what Section 6 asks
("sufficient documentation of the locations within the submittal"). Only a finished state counts
(attached, enclosed, included, recorded); a document that "will be attached", is "not attached",
or is "to be provided" is not in the submittal.
"""

from __future__ import annotations

import re

from extract.exhibits.negation import deferred, hedged, negated
from extract.words.lazy_compile import lazy_compile

_I = re.IGNORECASE

_DOCS: dict[str, re.Pattern[str]] = {
    "N.6.B": lazy_compile(r"\b(?:maintenance|o\s*&\s*m|operations?\s+(?:and|&)\s+maintenance)\s+(?:\w+\s+)?(?:agreement|declaration|covenants?)\b|"
                        r"\bdeclaration\s+of\s+(?:\w+\s+){0,3}(?:maintenance|covenants?)\b", _I),
    "N.6.A.11": lazy_compile(r"\b(?:letter|memo(?:randum)?|comments?|approval|review|correspondence|email)\s+(?:\w+\s+){0,3}?from\s+the\s+(?:city|township|village|municipality)\b|"
                           r"\b(?:city|township|village|municipality|municipal)(?:\s+of\s+(?-i:[A-Z])\w+(?:\s+(?-i:[A-Z])\w+)?)?(?:'s)?\s+(?:engineer(?:ing)?(?:'s)?\s+)?"
                           r"(?:review\s+(?:letter|memo(?:randum)?|comments?)|approval(?:\s+letter)?|comment\s+letter|review|letter(?:\s+of\s+(?:approval|concurrence))?|memo(?:randum)?|correspondence)\b", _I),
}
_ENCLOSED = lazy_compile(r"\b(?:is|are|has\s+been|have\s+been|was|were)\s+(?:\w+\s+)?(?:attached|enclosed|included|appended|provided|recorded)\b|"
                       r"\b(?:see|refer\s+to)\s+(?:the\s+)?(?:attached|enclosed)\b", _I)
_LATER = lazy_compile(r"\b(?:will|shall|once|when|upon|after|pending|following|to\s+be|not\s+yet|forthcoming|expected|anticipated)\b", _I)


def attached_documents(sentence: str) -> list[str]:
    """Exhibit ids whose document the sentence says is enclosed in the submittal."""
    if not _ENCLOSED.search(sentence) or _LATER.search(sentence) or deferred(sentence) or hedged(sentence) or negated(sentence):
        return []
    return [ex_id for ex_id, rx in _DOCS.items() if rx.search(sentence)]
