"""Which phase of a phased development the package applies for, and that phase's own size.

Why a reader of its own: "Phase 2 is 6.1 acres" is the site in a package for Phase 2 and a
later part in a package for Phase 1. The sentence alone cannot tell; the package's title or
subject line can ("Carlson Business Park - Phase 2", "Re: Whitetail Ridge 2nd Addition - permit
application", "a Rule N permit for the second phase"). Only when the titles name exactly one
phase is a "Phase N ... is X acres" sentence read as this site, and then only for that N.
"""

from __future__ import annotations

import re

from extract.propose.candidate import PROSE, Candidate
from extract.words.numbers import word_value
from extract.words.negation import has_negation, is_rule_language
from extract.pdf.page import Page
from extract.layout.segments import Segment, split_sentences
from extract.words.units import stated_area
from extract.words.lazy_compile import lazy_compile

_ORDINAL = {"1": "1", "i": "1", "one": "1", "first": "1", "1st": "1",
            "2": "2", "ii": "2", "two": "2", "second": "2", "2nd": "2",
            "3": "3", "iii": "3", "three": "3", "third": "3", "3rd": "3",
            "4": "4", "iv": "4", "four": "4", "fourth": "4", "4th": "4"}
_N = r"(\d|i{1,3}|iv|one|two|three|four)"
_TITLE_PHASE = lazy_compile(r"\bphase\s+" + _N + r"\b|\b(1st|2nd|3rd|4th|first|second|third|fourth)\s+(?:addition|phase)\b",
                          re.IGNORECASE)
# a line that names what the document is about: its title lines, or a subject/project line
_SUBJECT_LINE = lazy_compile(r"^\W*(?:re|subject|project|project\s+name|regarding)\s*[:.]", re.IGNORECASE)
# "... a Rule N permit for the second phase of Whitetail Ridge", "this application is for Phase 2"
_APPLIES_FOR = lazy_compile(r"\b(?:permit|application|approval|submittal)\s+(?:is\s+)?for\s+(?:the\s+)?(?:phase\s+" + _N +
                          r"|(2nd|3rd|4th|second|third|fourth)\s+(?:phase|addition))\b|\bthis\s+(?:application|submittal|permit\s+"
                          r"application)\s+(?:is\s+for|covers)\s+(?:only\s+)?phase\s+" + _N + r"\b", re.IGNORECASE)


def _phases(text: str, rx: re.Pattern[str], titled: bool = False) -> set[str]:
    """The phases named; in a title, only a phase that ends it or goes on as a title does ("Laketown Cottages - Phase 2",
    "Phase 2 Stormwater Plan"), not one a wrapped sentence makes its subject ("Phase 1 (14 homes) was built in 2024")."""
    return {_ORDINAL[g.lower()] for m in rx.finditer(text) for g in m.groups() if g and g.lower() in _ORDINAL
            and not (titled and re.match(r"\s*(?:\(|\d|(?!(?:and|or|to|through|thru|&)\b)[a-z])", text[m.end():]))}


def applied_phase(first_pages: list[Page], texts: list[str]) -> str | None:
    """The one phase the package's titles or its "permit for ..." sentences name, else None."""
    found: set[str] = set()
    for page in first_pages:
        lines = [l.text for l in page.lines if l.text.strip()]
        heads = lines[:5] + [l for l in lines[:25] if _SUBJECT_LINE.match(l)]
        for line in heads:
            # (a note on a sheet naming the other phase in brackets - "LOT 1 (PHASE 1) ..." - is no title)
            if len(line) <= 160 and not has_negation(line) and not re.search(r"\(\s*phase\s+\w+\s*\)|;", line, re.IGNORECASE) \
                    and not line.rstrip().endswith("."):  # a title, not a sentence that names a phase
                found |= _phases(line, _TITLE_PHASE, titled=True)
    for text in texts:
        if not is_rule_language(text) and not has_negation(text):
            found |= _phases(text, _APPLIES_FOR)
    return found.pop() if len(found) == 1 else None


_NUM = r"(?:approximately\s+|about\s+|roughly\s+)?(?P<num>\d[\d,]*(?:\.\d+)?)\s*(?P<unit>acres?|ac\b\.?|sf\b|s\.f\.|square\s+feet)"
_PHASE_SIZE = lazy_compile(r"^\W*(?:the\s+)?(?:phase\s+" + _N + r"|(1st|2nd|3rd|4th|first|second|third|fourth)\s+(?:phase|addition))"
                         r"(?:\s+(?:parcel|site|plat|area|property|land|project|lot))?\s+(?:is|covers|comprises|contains|totals|"
                         r"encompasses|measures|will\s+(?:be|cover))\s+" + _NUM, re.IGNORECASE)
_LOTS = lazy_compile(r"\b(?:and\s+)?(?:will\s+(?:have|include|contain)|has|includes|contains)\s+(?P<n>\d{1,3})\s+(?:new\s+)?"
                   r"(?:single[- ]family\s+)?(?:lots|homes|homesites|units|dwellings)\b", re.IGNORECASE)


_COUNT_WORDS = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
                "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty")
# "Phase II adds 28 townhome units (...) on a 4.30 acre site": the applied phase's homes, counted first
_PHASE_HOMES = lazy_compile(r"^\W*(?:the\s+)?(?:phase\s+" + _N + r"|(1st|2nd|3rd|4th|first|second|third|fourth)\s+(?:phase|addition))"
                          r"\s+(?:adds|will\s+add|includes|will\s+include|consists\s+of|comprises|is|will\s+be|creates|will\s+create|"
                          r"builds|will\s+build|constructs|will\s+construct)\s+"
                          r"(?P<n>\d{1,3}|" + "|".join(_COUNT_WORDS) + r")\s+(?:new\s+)?(?:(?:single[- ]family|townhome|townhouse|twinhome|"
                          r"apartment|condominium|senior|detached|attached|residential|dwelling|cottage|villa|patio)\s+){0,3}"
                          r"(?:lots|homes|homesites|units|dwellings|townhomes|townhouses|apartments)\b", re.IGNORECASE)


def read_phase_site(seg: Segment, phase: str | None) -> list[Candidate]:
    """"Phase 2 is 6.1 acres and will have 7 single-family lots": the applied phase's area (and homes) as this site's.
    A labelled line may carry the sentence after its label ("Applicant: ... LLC. ... The Phase 2 site is 4.6 acres.")."""
    if phase is None:
        return []
    out: list[Candidate] = []
    for start, end in split_sentences(seg.text):
        part = seg.text[start:end]
        out += _read_phase_sentence(Segment(part, seg.file, seg.page, seg.bbox), phase, seg)
    return out


def _read_phase_sentence(seg: Segment, phase: str, whole: Segment) -> list[Candidate]:
    if has_negation(seg.text) or is_rule_language(seg.text):
        return []
    homes = _PHASE_HOMES.match(seg.text)
    if homes is not None and _ORDINAL.get(next(g for g in homes.groups()[:2] if g).lower()) == phase:
        n = homes.group("n")
        count = int(n) if n.isdigit() else int(word_value(n) or 0)
        return [Candidate(name="dwelling_units", value=count, evidence=whole.evidence(), strength=PROSE)] if count else []
    m = _PHASE_SIZE.match(seg.text)
    if m is None:
        return []
    said = next(g for g in m.groups()[:2] if g)
    if _ORDINAL.get(said.lower()) != phase:
        return []  # another phase: a part of the scheme, never this site
    acres, tol, unit = stated_area(m.group("num"), m.group("unit"))
    if not acres:
        return []
    out = [Candidate(name="site_area_ac", value=acres, evidence=whole.evidence(), strength=PROSE, tolerance=tol, stated_in=unit)]
    lots = _LOTS.search(seg.text, m.end())
    if lots:
        out.append(Candidate(name="dwelling_units", value=int(lots.group("n")), evidence=whole.evidence(), strength=PROSE))
    return out
