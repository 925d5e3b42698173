"""Each pond's freeboard (N.5.3) from prose that names several ponds, or says it as "EOF N ft above the HWL".

A sentence about two ponds ("Pond 1 provides 2.1 feet of freeboard and Pond 2 provides 2.5
feet") gives each figure to the pond it is said of: the pond named right after it ("2.2 ft at
Pond 1"), else the pond named before it with no other figure between. "Pond 1 and Pond 2 each
provide 2.0 feet" gives the figure to both. A figure said of no named pond is left unnamed, and
the pond reconciler gives it to a pond only when the package has just one.

Freeboard is read only where the words say freeboard, or say the emergency overflow sits a
height above the 100-year level; it is never computed from elevations in a table or a note,
since the document does not say those two elevations measure the freeboard.
"""

from __future__ import annotations

import re
from typing import Any

from extract.words.negation import is_rule_language, is_threshold
from extract.propose.pond_prose import holding_analysis, states_requirement
from extract.layout.segments import Segment
from extract.words.labels import POND_ID, POND_TAGGED
from extract.words.lazy_compile import lazy_compile

_NAME = lazy_compile(r"\b(" + POND_ID + r"\b|"
                   r"\b" + POND_TAGGED + r"\b|\b(?:North|South|East|West|NE|NW|SE|SW)\s+(?i:pond|basin)\b)")
_FT = r"(\d{1,2}(?:\.\d+)?)\s*(?:-\s*)?(?:feet|foot|ft\.?|'|’)"
_FREEBOARD = r"free\s?-?board"
_FIGURES = (
    # "2.1 feet of freeboard", "2.0' freeboard"
    lazy_compile(_FT + r"\s+(?:of\s+)?(?:total\s+)?" + _FREEBOARD, re.IGNORECASE),
    # "a freeboard of 2.0 feet", "freeboard is 2.2 ft", "Freeboard: Pond 1 - 2.0 ft" (read below)
    # "freeboard above the 100-year HWL is 2.0 feet"
    lazy_compile(_FREEBOARD + r"\s*(?:\([^)]*\)\s*)?(?:(?:above|over|to|from|at|for|between|provided|measured)\b"
               r"(?:[^.;:\d]|100\s*-?\s*(?:year|yr))*?\s+)?"
               r"(?:of|is|=|:|-|–|will\s+be|provided\s+(?:is|=)|provided:?|equals|measures)?\s*"
               r"(?:approximately\s+|about\s+|approx\.?\s+)?" + _FT, re.IGNORECASE),
)
# "the EOF is 2.0' above the HWL", "the emergency overflow is set 1.5 feet above the 100-year elevation"
_EOF_WORD = lazy_compile(r"\b(?:eofs?|emergency\s+(?:overflows?|over-flows?|spillways?)|overflow\s+(?:weirs?|spillways?|routes?))\b",
                       re.IGNORECASE)
_ABOVE_HWL = lazy_compile(_FT + r"\s+(?:higher\s+than|above)\s+(?:the\s+|its\s+|their\s+)?(?:pond['’]s\s+)?"
                        r"(?:(?:100|hundred)\s*-?\s*(?:year|yr)\.?\s*(?:(?:flood|storm|peak|water|high\s+water)\s+)?"
                        r"(?:hwl|elevation|elev\.?|level|water\s+(?:level|elevation|surface)|high\s+water(?:\s+level|\s+elevation)?)?|"
                        r"hwl|hwe|high\s+water(?:\s+level|\s+elevation)?|it)\b", re.IGNORECASE)
_HWL_NAMED = lazy_compile(r"\b(?:100\s*-?\s*(?:year|yr)|hwl|high\s+water)\b", re.IGNORECASE)
# the building's height over a pond is its separation, not the pond's freeboard
_BUILDING = lazy_compile(r"\b(?:lowest|low)\s+(?:\w+\s+)?(?:opening|floor|entry)|\b(?:homes?|houses?|buildings?|"
                       r"structures?|basements?|garages?|lfe|loe)\b", re.IGNORECASE)
_EACH = lazy_compile(r"^\s*(?:each|both|all)\b|^\s*(?:will\s+)?(?:each|both)\b", re.IGNORECASE)
_BOUND = lazy_compile(r"\b(?:minimum|min\.?|at\s+least|required|requires|require|must|shall|no\s+less\s+than)\s*(?:of\s+)?$",
                    re.IGNORECASE)


def _figures(text: str) -> list[tuple[float, int, int]]:
    """(feet, start, end) of every freeboard figure in the sentence, in order."""
    found: dict[int, tuple[float, int, int]] = {}
    for rx in _FIGURES:
        for m in rx.finditer(text):
            found.setdefault(m.start(1), (float(m.group(1)), m.start(1), m.end(1)))
    if found:
        # "... 2.1 feet of freeboard and Pond 2 provides 2.5 feet", "2.2 ft at Pond 1 and 2.6 ft at Pond 2": the
        # figures that follow in parallel, with nothing between that makes them a bench, a slope or a depth
        last = max(f[2] for f in found.values())
        for m in re.finditer(_FT, text):
            if m.start(1) in found or m.start(1) < last:
                continue
            between = text[last:m.start(1)]
            if re.search(r"bench|shelf|ledge|slope|wide|width|deep|depth|long|length|above|below|elev|nwl|hwl|[;:]",
                         between + text[m.end():m.end() + 15], re.IGNORECASE):
                break
            found[m.start(1)] = (float(m.group(1)), m.start(1), m.end(1))
            last = m.end(1)
    if _EOF_WORD.search(text) and not _BUILDING.search(text):
        # "the emergency overflows are 2.0 ft (Pond 1) and 2.5 ft (Pond 2) above the HWL"
        par = re.search(r"((?:" + _FT + r"\s*\(\s*[^()]{1,20}\)\s*(?:,|and|&|,\s*and)?\s*){2,})(?:above|higher\s+than)\s+"
                        r"(?:the\s+)?(?:100|hundred|hwl|hwe|high\s+water)", text, re.IGNORECASE)
        if par:
            for m in re.finditer(_FT, par.group(1)):
                k = par.start(1) + m.start(1)
                found.setdefault(k, (float(m.group(1)), k, par.start(1) + m.end(1)))
        for m in _ABOVE_HWL.finditer(text):
            if m.group(0).lower().rstrip().endswith(" it") and not _HWL_NAMED.search(text[:m.start()]):
                continue  # "above it" with no 100-year level named before: "it" could be anything
            found.setdefault(m.start(1), (float(m.group(1)), m.start(1), m.end(1)))
    # "Freeboard: Pond 1 - 2.0 ft; Pond 2 - 2.5 ft": a freeboard label over a list of ponds and figures
    head = re.match(r"^\W*" + _FREEBOARD + r"\s*(?:\([^)]*\))?\s*[:=\-–]", text, re.IGNORECASE)
    if head:
        for m in re.finditer(_NAME.pattern + r"\s*[:=\-–]\s*" + _FT, text[head.end():]):
            start = head.end() + m.start(2)
            found.setdefault(start, (float(m.group(2)), start, head.end() + m.end(2)))
    return [found[k] for k in sorted(found)]


def _owners(text: str, names: list[re.Match], start: int, end: int, figures: list[tuple[float, int, int]]) -> list[str]:
    """The ponds a figure is said of: named right after it, else named before it with no other figure between."""
    after = text[end:end + 40]
    m = re.match(r"\s*(?:feet|foot|ft\.?|'|’)?\s*(?:of\s+freeboard\s+)?(?:is\s+provided\s+)?(?:at|for|in|of|on|within)\s+(?:the\s+)?"
                 + _NAME.pattern, after, re.IGNORECASE)
    if m:
        return [m.group(1)]
    m = re.match(r"\s*(?:feet|foot|ft\.?|'|’)?\s*\(\s*(?:at\s+|for\s+)?" + _NAME.pattern + r"\s*\)", after, re.IGNORECASE)
    if m:  # "2.0' (Pond 1), 2.5' (Pond 2)"
        return [m.group(1)]
    prev_fig = max((f[2] for f in figures if f[2] <= start), default=-1)
    before = [n for n in names if prev_fig <= n.start() and n.end() <= start]
    if not before:
        return []
    last = before[-1]
    # "Pond 1 and Pond 2 each provide 2.0 feet": the figure is each named pond's
    joined = [last]
    for n in reversed(before[:-1]):
        if re.fullmatch(r"\s*(?:,|and|&|,\s*and)\s*", text[n.end():joined[0].start()]):
            joined.insert(0, n)
        else:
            break
    if len(joined) > 1 and _EACH.match(text[last.end():start]):
        return [n.group(1) for n in joined]
    if len(joined) > 1 or re.search(r"\b(?:each|both|all)\s+ponds?\b", text[last.end():start], re.IGNORECASE):
        return []
    return [last.group(1)]


def read_freeboards(seg: Segment) -> list[dict[str, Any]]:
    """Pond readings ``{"name", "freeboard_ft", "evidence"}``, one per pond a freeboard figure is said of."""
    text = seg.text
    if not re.search(_FREEBOARD + r"|\beof\b|emergency\s+(?:overflow|spillway)|overflow", text, re.IGNORECASE):
        return []
    if not seg.labelled and (is_rule_language(text) or states_requirement(text)):
        return []
    if holding_analysis(text):
        return []  # "Basin 14 holds both events with 1.4 feet of freeboard to the lowest adjacent ground"
    figures = _figures(text)
    names = list(_NAME.finditer(text))
    paired = _respectively(text, names, seg)
    if paired is not None:
        return paired
    if not figures:
        return []
    out: list[dict[str, Any]] = []  # two figures for one pond both stay: the reconciler flags them
    unnamed: list[float] = []
    for value, start, end in figures:
        if not 0 < value <= 10 or _BOUND.search(text[max(0, start - 25):start]) or is_threshold(text, start, end):
            continue
        owners = _owners(text, names, start, end, figures) if names else []
        if names and not owners:
            continue  # said of several ponds at once, or of which one is not clear
        if not owners:
            unnamed.append(value)
            continue
        for name in owners:
            name = re.sub(r"\s+", " ", name.strip().rstrip(".")).title()
            out.append({"name": name, "freeboard_ft": value, "evidence": [seg.evidence()]})
    out.extend({"name": "", "freeboard_ft": v, "evidence": [seg.evidence()]} for v in unnamed)
    return out


_FIG_LIST = lazy_compile(r"(\d{1,2}(?:\.\d+)?)(?:\s*(?:feet|foot|ft\.?|'|’))?(?=\s*(?:,|and|&|\bft\b|feet|'|’|of|\s|$))", re.IGNORECASE)


def _respectively(text: str, names: list[re.Match], seg: Segment) -> list[dict[str, Any]] | None:
    """"Pond 1 and Pond 2 provide 2.0 and 2.5 feet of freeboard, respectively": names and figures in order.

    Read only when the sentence says "respectively", speaks of freeboard, and names exactly as many ponds
    as it gives figures after the last name; any mismatch reads nothing."""
    if not re.search(r"\brespectively\b", text, re.IGNORECASE) or not re.search(_FREEBOARD, text, re.IGNORECASE) \
            or len(names) < 2:
        return None
    tail = text[names[-1].end():]
    cut = re.search(r"\brespectively\b", tail, re.IGNORECASE)
    tail = tail[:cut.start()] if cut else tail
    # "2.0' and 2.5' above the 100-year HWL": the level the heights are measured from is no figure of theirs
    tail = re.sub(r"\b(?:above|over)\s+(?:the\s+|its\s+|their\s+)?(?:100\s*-?\s*(?:year|yr)\.?\s*)?(?:hwl|high\s+water"
                  r"(?:\s+level|\s+elevation)?|(?:water\s+)?(?:elevation|level)s?)\b", " ", tail, flags=re.IGNORECASE)
    if re.search(r"bench|shelf|slope|elev|nwl|hwl|:\s*1\b", tail, re.IGNORECASE):
        return []
    figs = [float(m.group(1)) for m in re.finditer(r"(?<![\d.])(\d{1,2}(?:\.\d+)?)(?![\d.]|\s*-?\s*(?:year|yr|%))", tail)]
    if len(figs) != len(names) or not all(0 < v <= 10 for v in figs) or not re.search(r"feet|foot|ft|'|’", tail):
        return []
    return [{"name": re.sub(r"\s+", " ", n.group(1).strip()).title(), "freeboard_ft": v, "evidence": [seg.evidence()]}
            for n, v in zip(names, figs)]


# "Freeboard is measured from the 100-year HWL to the EOF", "the EOF provides 2 ft of freeboard above the HWL"
_RELATES = lazy_compile(r"(?=.*" + _FREEBOARD + r")(?=.*(?:\beof\b|emergency\s+(?:overflow|spillway)|overflow))"
                      r"(?=.*(?:\bhwl\b|high\s+water|100\s*-?\s*(?:year|yr)))", re.IGNORECASE | re.DOTALL)


def relates_freeboard(seg: Segment) -> bool:
    """Whether a sentence says the freeboard is the emergency overflow's height over the 100-year level
    (a statement of this project, not the rule's requirement)."""
    return bool(_RELATES.match(seg.text)) and (seg.labelled or not is_rule_language(seg.text))


def derive_freeboards(readings: list[dict[str, Any]], relation: Any) -> list[dict[str, Any]]:
    """Freeboard = EOF - HWL for each pond whose table gives both and states no freeboard of its own,
    only when ``relation`` (the evidence of a sentence relating the two) is given."""
    if relation is None:
        return []
    stated = {_key(r.get("name", "")) for r in readings if r.get("freeboard_ft") is not None}
    out = []
    for r in readings:
        hwl, eof = r.get("_hwl"), r.get("_eof")
        if hwl is None or eof is None or not r.get("name") or _key(r["name"]) in stated:
            continue
        fb = round(eof - hwl, 2)
        if 0 < fb <= 10:
            out.append({"name": r["name"], "freeboard_ft": fb, "evidence": [*r.get("evidence", [])[:2], relation]})
            stated.add(_key(r["name"]))
    return out


def _key(name: str) -> str:
    return re.sub(r"[\s\-_.:#]+|\bno\b", "", name.lower())
