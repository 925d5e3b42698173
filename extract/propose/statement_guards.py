"""Sentences that carry a criterion's words but state nothing about this project.

A response-to-criteria report or a checklist restates Rule N's own sentence ("Outfall structures
shall incorporate designs to minimize erosion and scouring"); its words are the criterion's words,
so the word groups match, yet it demonstrates nothing. Such a sentence has the rule's modal and is
made mostly of the words of one clause of the rule. A plan note written with "shall" ("RIPRAP SHALL
BE PLACED AT ALL FLARED END SECTIONS PER CITY PLATE") is a construction instruction for this
project: its words are its own, not the rule's, so it passes. Also here: pointers to a manual
("Refer to the Minnesota Stormwater Manual"), promises for final design, and erosion described as
a problem seen on the ground rather than a design against it.
"""

from __future__ import annotations

import re
from functools import lru_cache
from extract.words.lazy_compile import lazy_compile

_I = re.IGNORECASE

_MODAL = lazy_compile(r"\b(?:shall|must|should|is\s+required|are\s+required|needs?\s+to|has\s+to|have\s+to|is\s+to\s+be|are\s+to\s+be)\b", _I)
_STOP = frozenset("""a an the and or of to in on at by for with from be is are was were will shall must should may
this that these those its it their all any each as per than into onto under over not no nor so such which who
rule project projects site""".split())


def _words(text: str) -> list[str]:
    out = []
    for w in re.findall(r"[a-z][a-z'-]+", text.lower()):
        w = w.replace("'s", "").rstrip("'")
        w = re.sub(r"(?:ing|ed|es|s)$", "", w) if len(w) > 4 else w
        if w not in _STOP and len(w) > 2:
            out.append(w)
    return out


@lru_cache(maxsize=1)
def _clause_words() -> tuple[frozenset[str], ...]:
    from rulen.clauses import registry  # the rule's own text, one set of words per clause
    return tuple(frozenset(_words(c.text)) for c in registry().values() if c.text)


def echoes_rule(text: str) -> bool:
    """The rule's modal, and at least three quarters of the content words from one clause of the rule."""
    if not _MODAL.search(text):
        return False
    words = _words(text)
    if len(words) < 3:
        return False
    best = max((sum(w in clause for w in words) for clause in _clause_words()), default=0)
    return best >= 3 and best / len(words) >= 0.75


# "Refer to the manual", "See Sheet C-4": the reader is sent elsewhere; nothing is claimed here.
_POINTER = lazy_compile(r"^\s*(?:please\s+)?(?:refer\s+to|see|consult|reference)\b", _I)
# "will follow the manual at final design": a promise, not a design in hand
_LATER = lazy_compile(r"\b(?:will|to\s+be|shall|would)\b[^.;]{0,80}?\b(?:(?:in|at|during|with)\s+(?:the\s+)?final\s+(?:design|engineering)|"
                    r"at\s+a\s+later\s+(?:date|stage|time)|later\s+in\s+design)\b|\b(?:in|at|during)\s+(?:the\s+)?final\s+design\b[^.;]{0,60}?\bwill\b", _I)
# "If needed, riprap will be placed": the thing waits on a condition
_IF = lazy_compile(r"\b(?:if|unless|should\s+(?:erosion|scour)|in\s+the\s+event|where\s+(?:required|needed|necessary)|as\s+needed)\b", _I)


def pointer(text: str) -> bool:
    return bool(_POINTER.match(text))


def later(text: str) -> bool:
    return bool(_LATER.search(text))


def conditional(text: str) -> bool:
    return bool(_IF.search(text))


# Erosion as a thing seen, not a thing designed against: "the channel shows erosion and scour".
_EROSION_SEEN = lazy_compile(r"\b(?:existing|observed|shows?|showing|evidence\s+of|signs?\s+of|severe|active|eroded|eroding|undercut\w*|"
                           r"has\s+(?:experienced|caused)|is\s+experiencing)\b(?:\s+[\w-]+){0,3}?\s+(?:erosion|scour\w*)|"
                           r"\b(?:erosion|scour\w*)\s+(?:\w+\s+){0,4}?(?:was|were|has\s+been|have\s+been)\s+(?:observed|noted|found|seen|reported)", _I)
_DEVICE = lazy_compile(r"rip[- ]?rap|energy dissipat|stilling basin|plunge pool|armou?r|turf reinforcement|\btrm\b|splash pad|impact basin|"
                     r"geotextile|cable[- ]concrete|articulated|gabion", _I)
_AGAINST = lazy_compile(r"\b(?:minimi[sz]\w*|prevent\w*|protect\w*|reduc\w*|control\w*|resist\w*|dissipat\w*|limit\w*|avoid\w*|against|stabili[sz]\w*|mitigat\w*)\b", _I)


def designs_against_erosion(text: str) -> bool:
    """A protective device is named, or the erosion words come with a word of protecting against them,
    and the sentence does not describe erosion already seen."""
    if _EROSION_SEEN.search(text) and not _AGAINST.search(text):
        return False
    return bool(_DEVICE.search(text) or _AGAINST.search(text))
