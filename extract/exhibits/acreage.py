"""Item (E), the net increase in impervious surface in acres, as a sentence states it.

The fact reader settles the number (and may leave it unsettled when the trail exclusion or two
documents disagree); the exhibit asks only that the submittal document the net change in acres.
"The new trail surface is 1.15 acres, which is also the net increase in impervious surface" and
"a net decrease of 0.04 acres" document it; a drainage area, a disturbed area, or an increase
in square feet only do not, nor does an increase still "to be determined".
"""

from __future__ import annotations

import re

from extract.exhibits.negation import deferred, hedged, negated
from extract.words.lazy_compile import lazy_compile

_I = re.IGNORECASE

_ACRES = r"\d*\.?\d+\s*(?:-?\s*acres?|ac\.?)(?![\w])"
_NET = r"net\s+(?:(?:increase|decrease|change|gain|addition)\s+(?:in|of)\s+(?:\w+\s+){0,2}?impervious(?:\s+(?:surfaces?|area|cover(?:age)?))?|new\s+impervious(?:\s+(?:surfaces?|area|cover(?:age)?))?)"
_STATED = lazy_compile(rf"\b{_NET}\b(?:\s+(?:for|on|of|at|across)\s+(?:the\s+)?(?:site|project|property|lot|parcel|development))?"
                     rf"\s*(?:(?:is|was|of|totals?|equals?|will\s+be)\s+|[:=(\u2013-]\s*)?(?:approximately\s+|about\s+|[+\-\u2212\u2013]\s*)?{_ACRES}|"
                     rf"{_ACRES}[^.;]{{0,60}}?\b(?:is|was|are|as|be)\s+(?:also\s+|therefore\s+)?(?:the\s+)?{_NET}\b|"
                     rf"\bnet\s+(?:increase|decrease)\s+of\s+{_ACRES}", _I)
_NOT_IT = lazy_compile(r"\b(?:drainage|disturb\w*|graded|tributary|watershed)\s+area\b", _I)


def states_net_impervious(sentence: str) -> bool:
    """The net change in impervious surface stated in acres."""
    m = _STATED.search(sentence)
    if not m or deferred(sentence) or hedged(sentence) or "?" in sentence:
        return False
    if re.search(r"\bnet\s+(?:increase|decrease)\s+of\b", m.group(0), _I):
        # "a net decrease of 0.04 acres" of what? of the hard or impervious surface named beside it, not of runoff
        near = sentence[max(0, m.start() - 60):m.end() + 30]
        if not re.search(r"impervious|hard\s+surface", near, _I) or re.match(r"\s*(?:of\s+)?(?:runoff|volume|storage|flow|water)", sentence[m.end():], _I):
            return False
    return not _NOT_IT.search(m.group(0)) and not negated(m.group(0))
