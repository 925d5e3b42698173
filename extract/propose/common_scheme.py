"""The aggregate area of a common scheme of development (N.2.G), said in the words engineers use.

The fact is the aggregate: this site together with the adjacent development under common or
related ownership since Rule N took effect. Writers seldom say "common scheme"; they say "by
the same owner ... the common plan totals 11.6 acres", "both owned by Smith Holdings, total
7.9 acres in aggregate", "cumulative development under the same ownership since 1996 totals
16.3 acres". A figure is read only when the sentence both names the shared ownership (or the
common plan) and says the figure is a total of it; the adjacent part alone ("the adjacent
parcel under common ownership (4.1 ac)") is kept apart as a part, never as the aggregate, and
a parent parcel or an off-site drainage area is never either.
"""

from __future__ import annotations

import re
from typing import Any

from extract.propose.candidate import PROSE, Candidate
from extract.words.negation import is_negated, is_rule_language
from extract.layout.segments import Segment
from extract.words.units import acres_tolerance, to_acres
from extract.words.lazy_compile import lazy_compile

_OWNERSHIP = lazy_compile(
    r"\b(?:common|related|same|joint|affiliated|shared)[\s-]+(?:or\s+related\s+)?(?:ownership|owners?|developer|applicant)\b"
    r"|\bcommon[\s-]+(?:scheme|plan)\b|\bcommon\s+development\b|\bboth\s+owned\s+by\b|\bowned\s+by\s+the\s+(?:same|applicant)\b"
    r"|\b(?:also|likewise)\s+owned\s+by\b|\bunder\s+(?:common|related|the\s+same)\b|\bcommonly[\s-]+owned\b"
    r"|\b(?:also|likewise)\s+owns?\b|\bowns?\s+(?:the\s+)?(?:adjacent|adjoining|neighbou?ring)\b"
    r"|\b(?:adjacent|adjoining|neighbou?ring)\s+(?:\w+\s+){0,2}?(?:parcels?|properties|lots?|sites?|land)\s+(?:also\s+)?owned\s+by\b"
    r"|\b(?:owner|applicant|developer)\s+(?:previously\s+|also\s+|has\s+|had\s+)*(?:developed|built|platted|owns|constructed)\b"
    r"|\brelated\s+(?:parcels?|properties|lots?|sites?|land|entit(?:y|ies))\b"
    r"|\b(?:owner|applicant|developer)['’]s\s+(?:own\s+)?(?:adjacent|adjoining|abutting|neighbou?ring|other|existing)\b"
    # the rule's own measure: "all development on the site since Rule N took effect"
    r"|\ball\s+(?:the\s+)?development\s+(?:that\s+has\s+occurred\s+)?(?:on|of)\s+the\s+(?:site|property|parcel)\s+since\b"
    r"|\bsince\s+(?:rule\s+n|the\s+rule)\s+took\s+effect\b"
    # "Taken in the aggregate under N.2.G, the development totals 10.50 acres"
    r"|\b(?:taken|considered|viewed)\s+(?:together\s+)?in\s+the\s+aggregate\b|\bunder\s+(?:rule\s+n\s+)?(?:section\s+)?n?\.?\s*2\s*\.?\s*\(?g\)?\b",
    re.IGNORECASE)
_NUM = r"(\d[\d,]*(?:\.\d+)?)\s*-?\s*(acres?|ac\.?|sf|square\s+feet|s\.f\.)(?![a-z])"
_LEAD = r"(?:approximately|approx\.?|about|roughly|a\s+total\s+of|±|\+/-|~)?\s*"
# "the total area under common ownership ... is 9.8 acres", "the combined area of the common scheme is 9.3 acres"
_TOTAL_OF = lazy_compile(r"\b(?:total|aggregate|combined|cumulative|overall)\s+(?P<what>(?:area|acreage|size|extent|development)\b"
                       r"(?:[^.;()\d]|(?<=\s)\d{1,3}[A-Za-z]?(?=[\s,]))" r"{0,70}?(?:\([^()]{0,60}\)\s*)?)(?:\b(?:is|are|was|of|totals?|equals|comes\s+to|amounts\s+to|"
                       r"measures)\b|:|=|(?<=\s))\s*" + _LEAD + _NUM, re.IGNORECASE)
# "Lakeview LLC has developed 9.40 acres of adjacent land, including this site, since 1997"
_DEVELOPED = lazy_compile(r"\b(?:has|have|had)\s+(?:previously\s+|now\s+)?developed\s+(?:a\s+total\s+of\s+)?" + _NUM +
                        r"\s+of\s+(?:adjacent|adjoining|contiguous|related|neighbou?ring)\b[^.;]{0,60}?\bincluding\s+(?:this|the\s+"
                        r"(?:subject|project))\s+(?:site|parcel|property|project)", re.IGNORECASE)
# "the common plan of development totals 11.6 acres", "..., both owned by Smith Holdings, total 7.9 acres"
_TOTALS = lazy_compile(r"\b(?:totals?|totaling|totalling|total\s+(?:of\s+)?|aggregates?\s+to|combine\s+to|sum\s+to|"
                     r"amount\s+to|comes?\s+to|(?:brings?|bringing|raises?)\s+the\s+(?:total|aggregate)(?:\s+area)?\s+to|"
                     r"combined,?\s+(?:they|these|the\s+\w+)\s+(?:cover|total|comprise|encompass|measure)s?|"
                     r"(?:for|to)\s+an?\s+(?:aggregate|total|combined)(?:\s+area)?\s+of)\s*" + _LEAD + _NUM, re.IGNORECASE)
# "Together with adjacent land under common ownership, the development area is 9.4 acres"
# "Taken together, Phases 1 and 2 cover 8.5 acres, ... that 8.5-acre common development": the parts named jointly, then sized
_TAKEN_TOGETHER = lazy_compile(r"^\W*(?:taken|considered|viewed)\s+together\s*,\s*[^.;]{0,80}?\b(?:cover|covers|total|totals|comprise|"
                             r"comprises|measure|measures|encompass|encompasses|are|is)\s+" + _LEAD + _NUM, re.IGNORECASE)
_TOGETHER = lazy_compile(r"^\W*(?:together\s+with|including|combined\s+with|when\s+combined\s+with|with)\b[^.;]{0,160}?,\s*"
                       r"(?:the\s+)?[^.;,\d]{0,60}?\b(?:is|are|totals?|of|measures|comes\s+to|covers?|:|=)\s*" + _LEAD + _NUM,
                       re.IGNORECASE)
# "Including Phase 1, constructed in 2019 by the same developer, 9.40 acres have been developed under a common plan"
_INCLUDING_DONE = lazy_compile(r"^\W*(?:including|together\s+with|combined\s+with|counting)\b[^.;]{0,160}?,\s*(?:a\s+total\s+of\s+)?"
                             + _NUM + r"\s+(?:have|has|are|is|were|was)\s+(?:been\s+|now\s+)?(?:developed|built|constructed|"
                             r"platted|improved|in\s+development)\b", re.IGNORECASE)
# "Site plus adjacent commonly-owned land: 9.4 acres", "this site and the adjacent parcel (same owner) = 9.4 acres"
_SUM_LABEL = lazy_compile(r"\b(?:plus|\+|and\s+the\s+adjacent|and\s+adjacent|together|combined|including|aggregated?\s+with)\b(?:[^.;:=]|\.(?=\w)){0,120}?"
                        r"(?:[:=]|\bis\b)\s*" + _LEAD + _NUM, re.IGNORECASE)
# "7.9 acres in aggregate", "9.4 acres combined", "16.3 acres in total"
# "the District's thresholds are applied to the combined 12.71 acres": the figure named as the whole
_THE_COMBINED = lazy_compile(r"\bthe\s+(?:combined|aggregate|cumulative)\s+" + _LEAD + _NUM, re.IGNORECASE)
# "Considering all development on the site since Rule N took effect, the aggregate is 3.9 acres"
_AGGREGATE_IS = lazy_compile(r"\bthe\s+(?:aggregate|combined\s+total|cumulative\s+total)\s+(?:is|was|totals|comes\s+to|=)\s*" + _LEAD + _NUM,
                           re.IGNORECASE)
_IN_AGGREGATE = lazy_compile(_NUM + r"\s+(?:in\s+(?:the\s+)?aggregate|in\s+total|combined|altogether|in\s+all|aggregate|total)\b",
                           re.IGNORECASE)
# "under N.2.G the two are considered in aggregate (9.40 acres)"
_AGGREGATE_ASIDE = lazy_compile(r"\b(?:in\s+(?:the\s+)?aggregate|combined|in\s+total)\s*\(\s*" + _LEAD + _NUM + r"\s*\)", re.IGNORECASE)
# "... so under Rule N Section 2(G) the two phases are considered in aggregate: 9.10 acres"
_AGGREGATE_COLON = lazy_compile(r"\bin\s+(?:the\s+)?aggregate\s*[:=]\s*" + _LEAD + _NUM, re.IGNORECASE)
_NOT_OURS = lazy_compile(r"\b(?:parent|off-?\s?site|tributary|upstream|drainage\s+area|watershed|subwatershed|catchment|"
                       r"contributing|drains?|common\s+(?:areas?|open\s+space|space|elements?|lots?))\b", re.IGNORECASE)
_SUBJECT_PLACES = lazy_compile(r"\b(?:sites|parcels|properties|lots|phases|development|developments|scheme|plan|ownership|"
                             r"together|combined|including|and\s+the\s+adjacent|adjoining|adjacent)\b", re.IGNORECASE)


# the site itself said to be made of parcels: their total is the site's area, the owner's name only says whose it is
_SITE_OF_PARCELS = lazy_compile(r"^\W*(?:the\s+)?(?:project\s+|subject\s+|development\s+)?(?:site|property)\s+(?:consists\s+of|comprises|"
                              r"is\s+made\s+up\s+of|is\s+composed\s+of|includes|encompasses|covers)\s+(?:two|three|four|\d)\s+"
                              r"(?:\w+\s+)?(?:parcels|lots|properties)\b", re.IGNORECASE)


def owned_in_common(text: str) -> bool:
    """Whether the words speak of land under common or related ownership."""
    return bool(_OWNERSHIP.search(text))


def not_the_scheme(text: str) -> bool:
    """Words that make an area some other land: a parent parcel, an off-site or drainage area, HOA common areas."""
    return bool(_NOT_OURS.search(text))


_PART = lazy_compile(r"\b(?:adjacent|adjoining|abutting|neighbou?ring|other|previous|prior|earlier|first)\s+(?:[\w-]+\s+){0,2}?"
                   r"(?:parcels?|lots?|propert(?:y|ies)|sites?|phases?|additions?|land|tracts?|developments?)\b|"
                   r"\blot\s+\d+\b|\bphase\s+(?:1|i|one)\b", re.IGNORECASE)
_WHOLE = lazy_compile(r"\b(?:aggregate|total|totals|combined|cumulative|overall|sum|together|in\s+all|scheme|plan|all\s+phases|"
                    r"including|plus)\b", re.IGNORECASE)


def a_part_of_the_scheme(text: str) -> bool:
    """"Adjacent parcel under common ownership: 7.9 ac": the words name one part of the scheme, not its whole."""
    return bool(_PART.search(text)) and not _WHOLE.search(text)


def a_part_in_parentheses(text: str, pos: int) -> bool:
    """"this site (1.5 AC) and the adjacent Lot 2 (7.9 AC) ... total 9.4 AC": a figure in an aside sizes the part
    named before it, unless the aside itself says it is the whole ("(9.4 ac in aggregate)")."""
    if not _inside_parentheses(text, pos):
        return False
    close = text.find(")", pos)
    aside = text[text.rfind("(", 0, pos):close if close >= 0 else len(text)]
    return not _WHOLE.search(aside)


def _clause_start(text: str, pos: int) -> int:
    """Where the clause holding ``pos`` begins (after a semicolon, or the sentence start)."""
    cut = max(text.rfind(";", 0, pos), text.rfind(". ", 0, pos))
    return cut + 1 if cut >= 0 else 0


def _inside_parentheses(text: str, pos: int) -> bool:
    return text.rfind("(", 0, pos) > text.rfind(")", 0, pos)


def read_common_scheme(seg: Segment, owner_context: str = "") -> list[Candidate]:
    """The aggregate area of the common scheme, where the sentence says both whose and that it is a total.

    ``owner_context`` is the rest of a sentence this clause was cut from ("Adjacent sites under common
    ownership must be considered together; the aggregate area ... is 9.4 acres"): it may name the owners."""
    text = seg.text
    ctx = _OWNERSHIP.search(owner_context) if owner_context else None
    if ctx is not None and is_negated(owner_context, ctx.start(), ctx.end()):
        ctx = None
    if not seg.labelled and is_rule_language(text):
        return []
    done = _DEVELOPED.search(text)
    if done and not _NOT_OURS.search(text):
        return _candidates(seg, [(done, 1)])
    own = _OWNERSHIP.search(text)
    if own is None and ctx is None:
        return []
    if _SITE_OF_PARCELS.search(text):
        return []  # "The site consists of two tax parcels ... totaling 2.7 acres, both owned by the applicant": one site
    if own is not None and is_negated(text, own.start(), own.end()) \
            and not re.search(r"\bno\s+other\b", text, re.IGNORECASE):
        return []  # "No adjacent land is under common ownership"
    found: list[tuple[re.Match, int]] = []
    for rx, group in ((_TOTAL_OF, 2), (_TOTALS, 1), (_IN_AGGREGATE, 1), (_TOGETHER, 1), (_SUM_LABEL, 1),
                      (_INCLUDING_DONE, 1), (_AGGREGATE_ASIDE, 1), (_THE_COMBINED, 1), (_AGGREGATE_IS, 1), (_TAKEN_TOGETHER, 1),
                      (_AGGREGATE_COLON, 1)):
        for m in rx.finditer(text):
            start = m.start(group)
            if _inside_parentheses(text, start) and rx is not _AGGREGATE_ASIDE:
                continue  # "(Lot 2, 4.1 ac, developed 2021)": a part named in an aside
            clause = text[_clause_start(text, m.start()):start]
            if rx is _TOTAL_OF:
                what = m.group("what")
                # "the total site area is 4.5 acres" is the site, not the scheme; "...owned by the same entity;
                # combined area 9.40 ac" totals what the sentence just said is shared
                if not _SUBJECT_PLACES.search(what) and not _OWNERSHIP.search(what) \
                        and not _OWNERSHIP.search(clause) and ctx is None \
                        and not (re.match(r"combined|aggregate|cumulative", m.group(0), re.IGNORECASE)
                                 and _OWNERSHIP.search(text[:m.start()])):
                    continue
            elif rx is _TOGETHER or rx is _SUM_LABEL or rx is _INCLUDING_DONE or rx is _THE_COMBINED or rx is _AGGREGATE_IS \
                    or rx is _TAKEN_TOGETHER:
                if not _OWNERSHIP.search(text) and ctx is None:
                    continue  # the shared ownership must be what is added together
            elif not (_OWNERSHIP.search(clause) or _SUBJECT_PLACES.search(clause) or ctx is not None):
                continue  # the subject that totals must be the shared land, not a site or a building
            if _NOT_OURS.search(text[max(0, start - 60):m.end()]):
                continue
            found.append((m, group))
    return _candidates(seg, found)


def _candidates(seg: Segment, found: list[tuple[re.Match, int]]) -> list[Candidate]:
    out: list[Candidate] = []
    seen: set[int] = set()
    for m, group in found:
        if m.start(group) in seen:
            continue
        seen.add(m.start(group))
        raw, unit_word = m.group(group), re.sub(r"[\s.]+", "", m.group(group + 1).lower())
        unit = "ac" if unit_word.startswith("ac") else "sf"
        value = float(raw.replace(",", ""))
        acres = to_acres(value, unit)
        if acres is None or acres <= 0:
            continue
        decimals = len(raw.split(".")[1]) if "." in raw else 0
        out.append(Candidate(name="common_scheme_area_ac", value=acres, evidence=seg.evidence(), strength=PROSE,
                             tolerance=acres_tolerance(value, decimals, unit), stated_in=unit))
    return out


_FOLLOW = lazy_compile(r"^\W*(?:the\s+)?(?:combined|aggregate|cumulative)\s+(?:area|acreage|total|size)\b[^.;\d]{0,40}?"
                     r"\b(?:is|are|totals?|of|comes\s+to|measures|:|=)\s*" + _LEAD + _NUM +
                     r"|^\W*(?:together|combined|in\s+(?:the\s+)?aggregate),?\s+(?:they|these|the\s+(?:two\s+|three\s+)?"
                     r"(?:sites|parcels|properties|phases|developments|additions|plats))\s+(?:(?:total|cover|comprise|encompass|measure)s?|are)\s*"
                     + _LEAD + _NUM
                     # "Under Rule N paragraph 2(G) the adjacent sites are considered in aggregate: 9.10 acres"
                     + r"|^[^.;]{0,80}?\b(?:considered|taken|evaluated|reviewed)\s+(?:together\s+)?in\s+(?:the\s+)?aggregate\s*[:=]?\s*"
                     + _LEAD + _NUM, re.IGNORECASE)


def read_common_scheme_followup(prev: Segment, seg: Segment) -> list[Candidate]:
    """"Phase I (7.9 acres) was developed by the same owner in 2018. The combined area is 9.4 acres.": the
    total said in the sentence right after the one naming the shared ownership."""
    m = _FOLLOW.match(seg.text)
    own = _OWNERSHIP.search(prev.text)
    if m is None or own is None or is_negated(prev.text, own.start(), own.end()) or is_rule_language(prev.text) \
            or _OWNERSHIP.search(seg.text) or _NOT_OURS.search(seg.text):
        return []
    group = next(g for g in (1, 3, 5) if m.group(g))
    raw, unit_word = m.group(group), re.sub(r"[\s.]+", "", m.group(group + 1).lower())
    unit = "ac" if unit_word.startswith("ac") else "sf"
    value = float(raw.replace(",", ""))
    acres = to_acres(value, unit)
    if acres is None or acres <= 0:
        return []
    decimals = len(raw.split(".")[1]) if "." in raw else 0
    ev = seg.evidence()
    return [Candidate(name="common_scheme_area_ac", value=acres, evidence=ev, strength=PROSE,
                      tolerance=acres_tolerance(value, decimals, unit), stated_in=unit)]


_PART_NOUN = (r"related\s+(?:parcels?|propert(?:y|ies)|lots?|sites?|land)|(?:parcels?|land)\s+(?:under|in)\s+(?:common|the\s+same)\s+"
              r"ownership|"
              r"(?:adjacent|adjoining|abutting|neighbou?ring|contiguous)\s+(?:[\w-]+\s+){0,2}?(?:parcels?|lots?|propert(?:y|ies)|"
              r"sites?|land|tracts?|developments?)(?:\s+\d{1,3}[A-Z]?\b)?(?:\s+to\s+the\s+(?:north|south|east|west))?"
              r"(?:\s*\((?:lot|outlot|pid)[^)]{0,20}\))?"
              r"|phase\s+(?:1|i|one)\b|(?:first|earlier|previous|prior)\s+phase")
# "the adjacent parcel under common ownership (Lot 2, 4.1 ac, developed 2021)", "Phase I: 5.0 acres",
# "the adjacent 7.9-acre parcel, also owned by the applicant"
_PART_AREA = lazy_compile(
    r"\b(?P<p1>" + _PART_NOUN + r")[^.;()\d]{0,60}?\(\s*(?:[^()]{0,30}?,\s*)?" + _LEAD + _NUM + r"[^()]{0,40}\)"
    r"|\b(?P<p2>phase\s+(?:1|i|one))\s*(?:\(|:|=|-|–|,|was|is|covers|covered|of)\s*" + _LEAD + _NUM
    + r"|\b(?:adjacent|adjoining|abutting|neighbou?ring|contiguous)\s+" + _LEAD + r"(?P<n3>\d[\d,]*(?:\.\d+)?)\s*-?\s*(?P<u3>acres?|ac\.?)"
    r"(?![a-z])\s+(?:[\w-]+\s+){0,2}?(?:parcels?|lots?|propert(?:y|ies)|sites?|tract|cent(?:er|re)|development|"
    r"building|facility|campus|project|phase)\b"
    r"|\b(?P<p4>" + _PART_NOUN + r")(?:[^.;:=\d]|\d{1,2}/\d{1,2}/\d{2,4}|(?<=since\s)\d{4}|(?<=in\s)\d{4}){0,60}?[:=]\s*"
    r"(?:(?:lot|block|outlot|parcel)\s+\w+\s*[,\-–]?\s*){0,3}" + _LEAD +
    r"(?P<n4>\d[\d,]*(?:\.\d+)?)\s*-?\s*(?P<u4>acres?|ac\.?|sf)(?![a-z])",
    re.IGNORECASE)
_NOT_A_PART = lazy_compile(r"\b(?:parent|off-?\s?site|tributary|upstream|drainage\s+area|watershed|subwatershed|catchment|"
                         r"contributing|common\s+(?:areas?|open\s+space|space|elements?|lots?))\b", re.IGNORECASE)
_PHASED_SELF = lazy_compile(r"\bphase\s+(?:2|ii|two|3|iii|three)\b", re.IGNORECASE)


def read_scheme_part(seg: Segment) -> list[tuple[float, Any]]:
    """The area of the one other part of a common scheme (an adjacent parcel under the same ownership, or the
    development's first phase), as (acres, evidence); the aggregate is this site plus it (see read_facts).

    Read only where the sentence ties the part to the shared ownership, or this project is a later phase of
    the same development; a parent parcel, an off-site drainage area or land owned by others is never a part."""
    text = seg.text
    if not seg.labelled and is_rule_language(text) or _NOT_A_PART.search(text) \
            or re.search(r"\bowned\s+by\s+others\b|\bdifferent\s+owner|\bunrelated\b", text, re.IGNORECASE):
        return []
    own = _OWNERSHIP.search(text)
    if own is not None and is_negated(text, own.start(), own.end()):
        return []
    out: list[tuple[float, Any]] = []
    for m in _PART_AREA.finditer(text):
        noun = m.group("p1") or m.group("p4") or ""
        phase = bool(m.group("p2")) or bool(re.match(r"phase|first|earlier|previous|prior", noun, re.I))
        if not (own or phase and _PHASED_SELF.search(text)):
            continue
        raw = m.group(2) if m.group("p1") else m.group(5) if m.group("p2") else m.group("n4") if m.group("p4") else m.group("n3")
        unit_word = m.group(3) if m.group("p1") else m.group(6) if m.group("p2") else m.group("u4") if m.group("p4") \
            else m.group("u3")
        if raw is None or unit_word is None:
            continue
        unit = "ac" if unit_word.lower().startswith("ac") else "sf"
        acres = to_acres(float(raw.replace(",", "")), unit)
        if acres is not None and acres > 0:
            out.append((round(acres, 4), seg.evidence()))
    return out
