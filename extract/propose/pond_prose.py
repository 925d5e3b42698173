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
from extract.words.lazy_compile import lazy_compile

_REQUIRES = lazy_compile(r"\b(?:requires?|required|requirements?|mandates?|mandated|calls?\s+for|must|shall|"
                       r"minimums?|standards?|criteria|at\s+least|goals?|targets?|guidelines?)\b", re.IGNORECASE)
# the sentence says what the project's pond has: then its figures are the design's, even beside a standard
_PROVIDES = lazy_compile(r"\b(?:provides?|provided|providing|proposed|designed|has|have|having|includes?|included|including|"
                       r"exceeds?|exceeding|meets?|meeting|achieves?|built|constructed|features?|set\s+at|is\s+set|"
                       r"are\s+set|gives?)\b", re.IGNORECASE)


def states_requirement(text: str) -> bool:
    """The sentence states a requirement for ponds and nothing a pond of this project provides."""
    return bool(_REQUIRES.search(text)) and not _PROVIDES.search(text)


# the back-to-back 100-year analysis of a landlocked basin (N.4.5): "Basin 14 holds both events with 1.4 feet of
# freeboard to the lowest adjacent ground" measures the basin's holding capacity, not a pond's design freeboard
_BACK_TO_BACK = lazy_compile(r"\bback[- ]to[- ]back\b|\b(?:two|2)\s+consecutive\s+100[- ]?(?:yr|year)\b|"
                           r"\bholds?\s+both\s+(?:events|storms)\b", re.IGNORECASE)


def holding_analysis(text: str) -> bool:
    """The sentence reports a landlocked basin's back-to-back holding analysis (its freeboard is N.4.5's)."""
    return bool(_BACK_TO_BACK.search(text))


def read_pond_prose(seg: Segment) -> dict[str, Any] | None:
    """:func:`extract.propose.rates.read_pond_prose`, but never from a sentence that only quotes a standard,
    and without the freeboard of a back-to-back holding analysis (a bench in the same sentence still counts)."""
    if states_requirement(seg.text):
        return None
    reading = _read_pond_prose(seg)
    if reading is not None and reading.get("freeboard_ft") is not None and holding_analysis(seg.text):
        reading = {k: v for k, v in reading.items() if k != "freeboard_ft"}
        if reading.get("safety_bench_width_ft") is None and reading.get("safety_bench_slope_h_per_v") is None:
            return None
    return reading
