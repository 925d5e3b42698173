"""An impervious area named as a sentence's subject and totalled at its end, after a list of its parts.

Why a reader of its own: a writer who describes before counting puts the figure a long way from its
label ("Existing impervious surface is limited to the old nursery office, a greenhouse foundation and
a gravel yard, totaling 0.22 acres."). The quantity reader binds a figure to a label a few words
before it, and rightly refuses to reach across a list of things, any of which the figure could
measure. Here the sentence's own verb says whose total it is: "totaling" refers back to the subject.
Only an impervious subject with its side named, and no other area figure in between, counts.
"""

from __future__ import annotations

import re

from extract.propose.candidate import PROSE, Candidate
from extract.words.labels import HARD_SURFACE_KIND
from extract.words.negation import has_negation
from extract.layout.segments import Segment
from extract.words.units import stated_area
from extract.words.lazy_compile import lazy_compile

_SUBJECT = lazy_compile(
    r"^\W*(?:the\s+)?(?:site'?s\s+)?(?P<side>existing|current|proposed|post-?development|pre-?development|future)\s+"
    r"(?:impervious|hard)\s+(?:surfaces?|areas?|cover(?:age)?)\s+(?:is|are|will\s+be|consists?\s+of|comprises?|includes?|"
    r"is\s+limited\s+to|is\s+made\s+up\s+of|will\s+consist\s+of|will\s+include)\b", re.IGNORECASE)
_TOTAL = lazy_compile(r",\s*(?:totall?ing|for\s+a\s+total\s+of|which\s+totals?|in\s+all|altogether)\s+(?:approximately\s+|about\s+)?"
                    r"(?P<num>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(?P<unit>acres?|ac\.?|sf|s\.f\.|sq\.?\s*ft\.?|square\s+feet)"
                    r"(?![a-z])", re.IGNORECASE)
# a figure in acres or square feet, as the sentence-after patterns below spell it
_NUM_UNIT = r"(?P<num>\d[\d,]*(?:\.\d+)?)\s*(?P<unit>acres?|ac\b|sf\b|s\.f\.|sq\.?\s*ft\.?|square\s+feet)"
_AREA_FIGURE = lazy_compile(r"\d[\d,]*(?:\.\d+)?\s*-?\s*(?:acres?|ac\b|sf\b|s\.f\.|sq\.?\s*ft|square\s+feet)", re.IGNORECASE)
_SIDES = {"existing": "existing_impervious_ac", "current": "existing_impervious_ac",
          "predevelopment": "existing_impervious_ac", "pre-development": "existing_impervious_ac",
          "proposed": "proposed_impervious_ac", "postdevelopment": "proposed_impervious_ac",
          "post-development": "proposed_impervious_ac", "future": "proposed_impervious_ac"}


def read_subject_total(seg: Segment) -> list[Candidate]:
    """The impervious area of one side, from "<side> impervious surface is ..., totaling X acres"."""
    subject = _SUBJECT.match(seg.text)
    if subject is None:
        return []
    total = _TOTAL.search(seg.text, subject.end())
    if total is None or _AREA_FIGURE.search(seg.text[subject.end():total.start()]) \
            or has_negation(seg.text[:total.start()]):
        return []
    fact = _SIDES.get(subject.group("side").lower())
    if fact is None:
        return []
    acres, tolerance, unit = stated_area(total.group("num"), total.group("unit"))
    if acres < 0:
        return []
    return [Candidate(name=fact, value=round(acres, 4), evidence=seg.evidence(), strength=PROSE,
                      tolerance=tolerance, stated_in=unit)]


# "When finished there will be 1.27 acres of roofs, driveways and street.": hard surface named by its kinds, two or
# more, with the time the sentence opens with saying which side it is
_KIND = HARD_SURFACE_KIND
_KINDS_AREA = lazy_compile(rf"\b(?:about\s+|approximately\s+|roughly\s+)?(?P<num>\d{{1,3}}(?:,\d{{3}})+|\d+(?:\.\d+)?)\s*"
                         rf"(?P<unit>acres?|ac\.?|sf|s\.f\.|sq\.?\s*ft\.?|square\s+feet)\s+of\s+(?:new\s+)?"
                         rf"{_KIND}(?:\s*,\s*{_KIND})*\s*,?\s+(?:and|&)\s+{_KIND}\b", re.IGNORECASE)
_LEAD_SIDE = {
    "existing_impervious_ac": lazy_compile(r"^\W*(?:today|currently|at\s+present|presently|right\s+now|existing\s+conditions?\s*[:,])",
                                         re.IGNORECASE),
    "proposed_impervious_ac": lazy_compile(r"^\W*(?:when\s+(?:finished|complete|completed|built|done)|once\s+(?:built|complete|"
                                         r"completed|finished)|after\s+(?:construction|completion)|upon\s+completion|"
                                         r"proposed\s+conditions?\s*[:,])", re.IGNORECASE),
}


def read_kinds_area(seg: Segment) -> list[Candidate]:
    """One side's impervious area given as the kinds of hard surface it is made of."""
    m = _KINDS_AREA.search(seg.text)
    if m is None or has_negation(seg.text[:m.start()]):
        return []
    sides = [fact for fact, rx in _LEAD_SIDE.items() if rx.match(seg.text)]
    if len(sides) != 1 or re.search(r"\b(?:each|per|every|typical|removed|demolished|remain)\b", seg.text, re.IGNORECASE):
        return []
    acres, tolerance, unit = stated_area(m.group("num"), m.group("unit"))
    if acres <= 0:
        return []
    return [Candidate(name=sides[0], value=round(acres, 4), evidence=seg.evidence(), strength=PROSE,
                      tolerance=tolerance, stated_in=unit)]


# "New impervious surface: 1.96 acres (site was cropland, 0.00 ac existing)": the other side's figure in the
# bracket after an impervious line's own figure, named by its side word right after it
_BRACKET_SIDE = lazy_compile(r"^\W*(?:[\w-]+\s+){0,3}(?:impervious|hard)\s+(?:surfaces?|areas?|cover(?:age)?)\s*[:=]\s*[\d.,]+\s*"
                           r"(?:acres?|ac\.?|sf|sq\.?\s*ft\.?)\s*\([^()]*?\b(?P<num>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*"
                           r"(?P<unit>acres?|ac\.?|sf|sq\.?\s*ft\.?)\s+(?P<side>existing|proposed)\s*\)", re.IGNORECASE)


def read_bracket_side(seg: Segment) -> list[Candidate]:
    """The existing (or proposed) impervious area given in brackets after the line's own figure."""
    m = _BRACKET_SIDE.match(seg.text)
    if m is None:
        return []
    acres, tolerance, unit = stated_area(m.group("num"), m.group("unit"))
    if acres < 0:
        return []
    fact = "existing_impervious_ac" if m.group("side").lower() == "existing" else "proposed_impervious_ac"
    return [Candidate(name=fact, value=round(acres, 4), evidence=seg.evidence(), strength=PROSE,
                      tolerance=tolerance, stated_in=unit)]


# "The store, its parking and yard cover 0.90 acres of impervious surface today. After the expansion there will be
# 1.60 acres, an increase of 78 percent.": the figure of the sentence after, whose subject is only a time to come,
# is the same surface after the work
_AFTER_THEN = lazy_compile(r"^\W*(?:after|when|once|upon)\b[^.;,]{0,40},?\s*(?:there\s+will\s+be|it\s+will\s+(?:be|total|cover)|"
                         r"the\s+total\s+will\s+be|this\s+(?:will\s+)?(?:becomes?|grows?|increases?|rises?)\s+to)\s+"
                         r"(?:about\s+|approximately\s+|roughly\s+)?" + _NUM_UNIT + r"(?![^.;]*\b(?:of|in)\s+(?:the\s+)?(?:site|lawn|turf|green|open|pervious)\b)",
                         re.IGNORECASE)


# "After build-out (street, driveways, 8 houses at 3,500 sf of roof each): 1.95 acres.": the time as the line's label
_AFTER_LABEL = lazy_compile(r"^\W*(?:after|at|upon|when)\s+(?:build[- ]?out|completion|construction|development|the\s+(?:work|project))"
                          r"\s*(?:\([^()]*\))?\s*[:=]\s*(?:about\s+|approximately\s+)?" + _NUM_UNIT + r"\.?\s*$", re.IGNORECASE)


def read_side_followup(prev: Segment | None, seg: Segment, prev_found: list[Candidate]) -> list[Candidate]:
    """The proposed impervious area said after the sentence that gave the existing one, with no subject of its own."""
    if prev is None or prev.file != seg.file or has_negation(seg.text):
        return []
    sides = {c.name for c in prev_found if c.name.endswith("impervious_ac") or c.name == "net_impervious_increase_ac"}
    led = _SIDE_LED.match(seg.text)
    if led is not None and sides & {"existing_impervious_ac", "proposed_impervious_ac"}:
        # "Imp. surface: exist. 1.30 ac. ... Prop. 1.52 ac. (66,210 s.f.). Net incr. = 0.22 ac.": a note's lines cut
        # at its abbreviations' periods; each line after the first is led by its side alone
        net = led.group("side").lower().startswith("net")
        fact = "net_impervious_increase_ac" if net else "proposed_impervious_ac"
        # a net follows either side's line once; a proposed side only a line that gave the existing side alone
        if fact in sides or not net and sides != {"existing_impervious_ac"}:
            return []
        acres, tol, unit = stated_area(led.group("num"), led.group("unit"))
        return [Candidate(name=fact, value=acres, evidence=seg.evidence(), strength=PROSE, tolerance=tol, stated_in=unit)]
    if sides != {"existing_impervious_ac"}:
        return []
    m = _AFTER_THEN.match(seg.text) or _AFTER_LABEL.match(seg.text)
    if m is None:
        return []
    acres, tol, unit = stated_area(m.group("num"), m.group("unit"))
    if not acres:
        return []
    return [Candidate(name="proposed_impervious_ac", value=acres, evidence=seg.evidence(), strength=PROSE, tolerance=tol,
                      stated_in=unit)]


_SIDE_LED = lazy_compile(r"^\W*(?P<side>prop(?:osed)?\.?|net(?:\s+(?:incr(?:ease)?\.?|increase|change))?)\s*[:=]?\s*\+?"
                         + _NUM_UNIT + r"\.?(?:\s*\([^()]*\))?\s*\.?\s*$", re.IGNORECASE)


def read_side_after_semicolon(seg: Segment, found: list[Candidate]) -> list[Candidate]:
    """"Existing impervious ... totals 0.09 acres; after construction it will be 0.13 acres": the clause after the
    semicolon gives the other side, as the sentence after would."""
    if ";" not in seg.text:
        return []
    head, tail = seg.text.rsplit(";", 1)
    clause = Segment(tail.strip(), seg.file, seg.page, seg.bbox)
    out = read_side_followup(Segment(head, seg.file, seg.page, seg.bbox), clause, found)
    return [c.model_copy(update={"evidence": seg.evidence()}) for c in out]

