"""The whole of a phased development (the common scheme, N.2.G), from prose about its phases.

A plat that is one phase or one addition of a larger development is judged against the
whole development's area. Engineers rarely say "common scheme"; they write "the overall
development, including the first addition, is 38.6 acres" or "Phase 2 of the 38.6-acre
Cedar Ridge development". Such an area is read only when the sentence itself speaks of
phases or additions, so a single-phase project's "overall site" is never taken for it.
"""

from __future__ import annotations

import re

from extract.propose.candidate import PROSE, Candidate
from extract.words.negation import is_rule_language
from extract.layout.segments import Segment
from extract.words.units import acres_tolerance, to_acres
from extract.words.lazy_compile import lazy_compile

_PHASED = lazy_compile(r"\b(?:phases?|additions?|stages?|build[- ]?out|future\s+development)\b", re.IGNORECASE)
_NUM = r"(\d[\d,]*(?:\.\d+)?)\s*-?\s*(acres?|ac\.?|sf|square\s+feet|s\.f\.)"
_WHOLE = r"(?:overall|entire|whole|full|total|combined)\s+(?:[\w'-]+\s+){0,3}?(?:development|project|plat|site|property|subdivision|area)"
_PATTERNS = (
    # "the overall development, including the first addition, is 38.6 acres"
    lazy_compile(r"\b" + _WHOLE + r"\b[^.;]{0,80}?\b(?:is|are|totals?|totaling|covers?|covering|encompass(?:es|ing)?|"
               r"comprises?|of|contains?|consists?\s+of|measures?)\s+(?:approximately\s+|about\s+|roughly\s+)?" + _NUM,
               re.IGNORECASE),
    # "Together the two phases are 8.5 ac.", "both additions together total 12.7 acres"
    lazy_compile(r"\b(?:the\s+)?(?:two|three|four|both|all)\s+(?:phases|additions|stages)(?:\s+together|\s+combined)?\s+"
               r"(?:are|total|totals|cover|comprise|measure|come\s+to)\s+(?:approximately\s+|about\s+)?" + _NUM, re.IGNORECASE),
    # "all phases total 38.6 acres", "all phases combined: 38.6 ac"
    lazy_compile(r"\ball\s+(?:\w+\s+)?(?:phases|additions|stages)\b(?:\s+combined)?\s*(?::|=|total(?:ing)?|cover(?:ing)?|"
               r"encompass(?:ing)?|(?:is|are)|of)\s+(?:approximately\s+|about\s+)?" + _NUM, re.IGNORECASE),
    # "Phase 2 of the 38.6-acre Cedar Ridge development"
    lazy_compile(r"\b(?:phase|addition|stage)\s+(?:\w+\s+)?of\s+(?:the|a|an)\s+(?:larger\s+|overall\s+)?" + _NUM +
               r"\s+(?:[\w'-]+\s+){0,4}?(?:development|subdivision|project|plat|neighborhood|community)\b", re.IGNORECASE),
)
_UNIT = {"acre": "ac", "acres": "ac", "ac": "ac", "ac.": "ac", "sf": "sf", "s.f.": "sf"}


def read_phased_whole(seg: Segment) -> list[Candidate]:
    """The common-scheme area stated as the whole of a phased development."""
    text = seg.text
    if not _PHASED.search(text) or not seg.labelled and is_rule_language(text):
        return []
    for rx in _PATTERNS:
        m = rx.search(text)
        if m is None:
            continue
        raw, unit_word = m.group(1), re.sub(r"\s+", " ", m.group(2).lower())
        unit = _UNIT.get(unit_word, "sf" if "square" in unit_word else None)
        if unit is None:
            continue
        value = float(raw.replace(",", ""))
        decimals = len(raw.split(".")[1]) if "." in raw else 0
        acres = to_acres(value, unit)
        if acres is None or acres <= 0:
            continue
        return [Candidate(name="common_scheme_area_ac", value=acres, evidence=seg.evidence(), strength=PROSE,
                          tolerance=acres_tolerance(value, decimals, unit), stated_in=unit)]
    return []
