"""A pond sentence that quotes a standard is not the pond's design.

"The District requires a 10-foot safety bench at 10:1 and 1.5 feet of freeboard" has the
shape of a pond's data but states what every pond must have; read as this project's pond it
would make a false "met". The pond readers' sentences pass through :func:`states_requirement`
first: a sentence that requires, and says nothing the project provides, gives no pond.
"""

from __future__ import annotations

import re
from typing import Any

from extract.propose.rates import read_pond_prose as _read_pond_prose
from extract.layout.segments import Segment

_REQUIRES = re.compile(r"\b(?:requires?|required|requirements?|mandates?|mandated|calls?\s+for|must|shall|"
                       r"minimums?|standards?|criteria|at\s+least|goals?|targets?|guidelines?)\b", re.IGNORECASE)
# the sentence says what the project's pond has: then its figures are the design's, even beside a standard
_PROVIDES = re.compile(r"\b(?:provides?|provided|providing|proposed|designed|has|have|having|includes?|included|including|"
                       r"exceeds?|exceeding|meets?|meeting|achieves?|built|constructed|features?|set\s+at|is\s+set|"
                       r"are\s+set|gives?)\b", re.IGNORECASE)


def states_requirement(text: str) -> bool:
    """The sentence states a requirement for ponds and nothing a pond of this project provides."""
    return bool(_REQUIRES.search(text)) and not _PROVIDES.search(text)


def read_pond_prose(seg: Segment) -> dict[str, Any] | None:
    """:func:`extract.propose.rates.read_pond_prose`, but never from a sentence that only quotes a standard."""
    if states_requirement(seg.text):
        return None
    return _read_pond_prose(seg)
