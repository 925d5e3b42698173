"""Designs that are not the one applied for: rejected alternatives and withdrawn or denied earlier proposals.

Why a reader of its own: long reports weigh alternatives ("A. Concept 1 - 14 lots with public cul-de-sac
(rejected)") and tell the site's history ("A 2016 concept for the whole 14.2 acres (28 lots) was
withdrawn"; "A 2019 proposal by another developer for 44 senior apartments was denied"). Their figures
are real figures of designs that will not be built; read as facts they contradict the selected design
and leave the decision to a reviewer, or worse, decide it. A sentence about such a design reads no fact;
an alternative marked rejected keeps its name, so the sentences that name it later read none either.
"""

from __future__ import annotations

import re
from extract.words.lazy_compile import lazy_compile

_ALT_NAME = r"(?:concept|alternative|alt\.|option|scheme|layout|plan)\s+(?:[A-D]|\d{1,2}|one|two|three)\b"
_REJECTED = r"(?:rejected|not\s+selected|not\s+chosen|not\s+preferred|not\s+recommended|dismissed|eliminated|discarded|withdrawn|" \
            r"abandoned|set\s+aside|not\s+carried\s+forward|not\s+pursued|not\s+submitted|not\s+proposed)"
# "A. Concept 1 - 14 lots with public cul-de-sac (rejected)", "Alternative B was rejected because ..."
_ALT_REJECTED = lazy_compile(rf"\b(?P<name>{_ALT_NAME})(?:[^.;]|\.(?=\d)){{0,80}}?(?:\(\s*{_REJECTED}\s*\)|\b(?:was|were|is|has\s+been)\s+{_REJECTED})",
                           re.IGNORECASE)
_ALT_SELECTED = lazy_compile(rf"\b(?P<name>{_ALT_NAME})(?:[^.;]|\.(?=\d)){{0,80}}?(?:\(\s*(?:selected|preferred|recommended|chosen)\s*\)|"
                           r"\b(?:was|is|has\s+been)\s+(?:selected|chosen|adopted|recommended)|\bis\s+the\s+design\s+submitted)",
                           re.IGNORECASE)
# "A 2016 concept for the whole 14.2 acres (28 lots) was withdrawn", "a 2019 proposal ... was denied by the City"
_OTHER_PROPOSAL = lazy_compile(r"\b(?:concept|proposal|plan|application|design|scheme|submittal)\b(?:[^.;]|\.(?=\d)){0,160}?\b(?:was|were|has\s+been|had\s+been)\s+"
                             r"(?:withdrawn|denied|rejected|abandoned|dropped|superseded|never\s+(?:built|recorded|constructed)|"
                             r"not\s+(?:approved|built|pursued|constructed|recorded))\b"
                             # "... that report is superseded", "figures, given here for reference only, were: ..."
                             r"|\b(?:is|was|are|were|has\s+been|have\s+been)\s+superseded\b|\bfor\s+reference\s+only\b"
                             # "Case HRLC-OPT2-IESF (not submitted): TP removal 61.3 %": a model run of a design not applied for
                             r"|\(\s*not\s+(?:submitted|proposed|selected|chosen|built|part\s+of\s+this\s+(?:application|submittal|permit))\s*\)"
                             r"|\bbut\s+(?:was|were)\s+never\s+(?:built|recorded|constructed)\b"
                             # "MCWD Permit 02-117 covered the 2002 gymnasium addition; it listed a site area of 7.9 acres"
                             r"|\b(?:(?:mcwd|district)\s+)?permit\s+(?:no\.?\s*)?\d{2,4}-\d{1,4}\b(?:[^.]|\.(?=\d)){0,160}?"
                             r"\b(?:covered|listed|approved|showed|allowed)\b",
                             re.IGNORECASE)
# a table's column for a rejected alternative ("Concept 1 (rejected) | Concept 2 (selected)")
# (and a column given "for information" only, as an earlier phase's: "1st Addition (info)")
REJECTED_HEAD = lazy_compile(rf"\(\s*{_REJECTED}\s*\)|\b{_REJECTED}\b|\bfor\s+(?:reference|information)\b|\(\s*info(?:rmation)?\.?\s*\)|"
                           r"\bsuperseded\b|\boriginal\s+(?:permit|plan)\b", re.IGNORECASE)


def _key(name: str) -> str:
    return re.sub(r"\s+", " ", name.strip().lower())


class OtherDesigns:
    """Remembers the alternatives a package rejects and judges each sentence against them."""

    def __init__(self) -> None:
        self.rejected: set[str] = set()

    def about_other_design(self, text: str) -> bool:
        """Whether the sentence is about a design not applied for (and so reads no fact)."""
        selected = {_key(m.group("name")) for m in _ALT_SELECTED.finditer(text)}
        marked = {_key(m.group("name")) for m in _ALT_REJECTED.finditer(text)} - selected
        self.rejected |= marked
        if marked or _OTHER_PROPOSAL.search(text):
            return True
        named = {_key(m.group("name")) for m in re.finditer(rf"\b(?P<name>{_ALT_NAME})", text, re.IGNORECASE)}
        return bool(named) and named <= self.rejected
