"""Negation and deferral as the exhibit detectors read them.

"Permit No. C00071234" and "License No. 45123" carry the word "No" as an abbreviation of
"number"; read as a negation it would deny the very document that proves the item. And a
plan note promises work in words the narrative readers rarely meet ("WETLAND DELINEATION TO
BE COMPLETED PRIOR TO FINAL PLAT"), which shows nothing yet.
"""

from __future__ import annotations

import re

from extract.words.negation import has_negation, is_deferred
from extract.words.lazy_compile import lazy_compile

_NUMBER_ABBR = lazy_compile(r"\bno\s?\.\s*(?=[#:]?\s*[A-Z]{0,3}-?\d)|\bno\.?\s*(?=#)", re.IGNORECASE)
_MORE_DEFERRED = lazy_compile(
    r"\b(?:to be|will be|shall be)\s+(?:completed|delineated|determined|performed|confirmed|verified|done|conducted|"
    r"prepared|submitted|obtained|provided|recorded|executed|dedicated|finali[sz]ed|updated|revised|shown|labell?ed|added|included|surveyed|tested)\b|"
    r"\bprior to final (?:plat|design|approval)\b|\bat a later date\b|\bin the future\b|\bunder separate cover\b|"
    r"\b(?:tbd|to be determined|not yet)\b", re.IGNORECASE)
# "May 2024" is a month, not a hedge
_HEDGE = lazy_compile(r"\b(?:appears?|likely|believed|assumed|might|not known|unknown|preliminary|if|approximate(?:ly)? located)\b|\bmay\b(?!\s+\d)",
                    re.IGNORECASE)


def negated(text: str) -> bool:
    return has_negation(_NUMBER_ABBR.sub(" ", text))


def deferred(text: str) -> bool:
    return is_deferred(text) or bool(_MORE_DEFERRED.search(text))


def hedged(text: str) -> bool:
    return bool(_HEDGE.search(text))
