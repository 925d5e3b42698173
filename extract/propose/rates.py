"""Peak discharge and pond data stated in prose rather than in a table.

"The 100-year peak discharge is reduced from 15.2 cfs to 12.9 cfs": the event is the
return period nearest before the rate, the side (existing / proposed) comes from
"from ... to" or the nearest existing/proposed word. Events other than 1, 10 and 100
years are read and then dropped, so a 2-year figure never lands on the 1-year key.
"""

from __future__ import annotations

import re
from typing import Any

from extract.words.negation import has_negation, is_rule_language, is_threshold
from extract.words.nlp import analyse
from extract.layout.segments import Segment
from rulen.models import Evidence
from extract.words.lazy_compile import lazy_compile

EVENTS_KEPT = {"1", "10", "100"}
_EX = {"existing", "pre", "predevelopment", "pre-development", "predeveloped", "pre-developed", "current", "currently",
       "ex", "ex.", "exist", "exist.", "exg", "exg."}
_PR = {"proposed", "post", "postdevelopment", "post-development", "postdeveloped", "post-developed", "future", "developed",
       "pr", "pr.", "prop", "prop.", "pro", "propsd"}
_EX_RX = r"(?:existing|pre(?:-?develop(?:ment|ed))?|ex\.?|exist\.?)"
_PR_RX = r"(?:proposed|post(?:-?develop(?:ment|ed))?|pr\.?|prop\.?)"
# "existing and proposed peak rates are 11.2 cfs and 10.4 cfs": the sides named together, the figures in order
_SIDE_PAIR = lazy_compile(rf"\b(?:(?P<ep>{_EX_RX})\s+(?:and|&|/|vs\.?|versus)\s+{_PR_RX}|"
                        rf"(?P<pe>{_PR_RX})\s+(?:and|&|/|vs\.?|versus)\s+{_EX_RX})\b", re.IGNORECASE)


_CFS_HINT = lazy_compile(r"cfs|c\.\s?f\.\s?s|ft3/s|ft³/s|cubic feet per second|cf/s|cu\.? ?ft\.?/s", re.IGNORECASE)


# rates of the model's parts, not of the site at its boundary: "Per-subcatchment peaks (proposed, 100-year): 1S roof
# 5.31 cfs; 2S parking 6.02 cfs", "Inflow = 1.61 cfs  Outflow = 1.61 cfs" of one node
_PART_RATES = lazy_compile(r"\b(?:per[- ]subcatchment|by\s+subcatchment|subcatchments?\s+\d|each\s+subcatchment|per[- ](?:node|inlet|"
                         r"structure|catch\s*basin)|inflow\s*=)", re.IGNORECASE)


def read_rates(seg: Segment) -> dict[str, dict[str, list[tuple[float, Evidence]]]]:
    if not _CFS_HINT.search(seg.text) or _PART_RATES.search(seg.text):
        return {}
    doc = analyse(seg.text)
    qtys = list(doc.spans["qty"])
    cfs = [q for q in qtys if q._.qty_unit == "cfs"]
    if not cfs:
        return {}
    # "from 7.5 to 5.9 cfs": the first figure of a from-to pair shares the second one's unit
    for q in list(cfs):
        k = qtys.index(q)
        if k >= 1 and q.start >= 1 and doc[q.start - 1].lower_ == "to":
            first = qtys[k - 1]
            if first._.qty_unit is None and first.start >= 1 and doc[first.start - 1].lower_ == "from" \
                    and first.end == q.start - 1:
                cfs.append(first)
    cfs.sort(key=lambda x: x.start)
    events = [q for q in qtys if q._.qty_unit == "yr"]
    if not events:
        return {}
    if "respectively" in seg.text.lower():
        return _respectively(seg, doc, qtys, events)
    out: dict[str, dict[str, list[tuple[float, Evidence]]]] = {}
    pair = _SIDE_PAIR.search(seg.text)
    if pair:
        paired = _paired(seg, doc, pair, cfs, events)
        if paired:
            return paired
    for i, q in enumerate(cfs):
        before = [e for e in events if e.end <= q.start]
        after = [e for e in events if e.start >= q.end and e.start - q.end <= 2]
        ev = max(before, key=lambda e: e.end) if before else (after[0] if after else None)
        if ev is None:
            continue
        event = str(int(ev._.qty_num.value))
        prev = doc[q.start - 1].lower_ if q.start > 0 else ""
        if _is_difference(doc, q):
            continue  # "exceeds existing by 1.4 cfs", "a reduction of 1.7 cfs": a change, not a rate
        side = None
        if prev == "from":
            side = "existing"
        elif prev == "to" and any(doc[c.start - 1].lower_ == "from" for c in cfs[:i] if c.start > 0):
            side = "proposed"
        elif prev == "to" and q.start >= 2 and _CHANGE_VERB.match(doc[q.start - 2].lower_) and i > 0:
            side = "proposed"  # "the existing 14.0 cfs peak will be reduced to 12.5 cfs"
        elif not pair:  # with the sides named as a pair, a side word near a figure says nothing of it
            side = _nearest_side(doc, q)
        if side is None or event not in EVENTS_KEPT:
            continue
        out.setdefault(event, {}).setdefault(side, []).append((q._.qty_num.value, seg.evidence()))
    return out


_CHANGE_VERB = lazy_compile(r"^(?:reduc|decreas|lower|drop|fall|fell|cut|increas|ris|rose|go|goes|went|chang|limit|restrict|"
                          r"attenuat|control)\w*$")
_DIFF_WORDS = {"increase", "increases", "increased", "decrease", "decreases", "decreased", "reduction", "reductions",
               "reduced", "reduces", "difference", "change", "exceeds", "exceed", "exceeding", "lowered", "raised",
               "drop", "drops", "net", "delta", "δ"}


def _is_difference(doc, q) -> bool:
    """A figure that measures a change between two rates ("reduced by 1.7 cfs", "an increase of 0.3 cfs")."""
    prev = [t.lower_ for t in doc[max(0, q.start - 3): q.start]]
    if prev and prev[-1] == "by":
        return True
    if len(prev) >= 2 and prev[-1] == "of" and prev[-2] in _DIFF_WORDS:
        return True
    after = [t.lower_ for t in doc[q.end: q.end + 3]]
    if after[:1] and after[0] in ("more", "less", "higher", "lower", "greater") and "than" in after[1:3]:
        return True
    # "0.75 cfs over existing", "0.4 cfs below the existing rate", "0.3 cfs under pre-development"
    return bool(after[:1] and after[0] in ("over", "above", "below", "under", "beyond")
                and re.match(r"(?:the\s+)?(?:existing|pre\b|pre-|predevelop|current|allowable|proposed|post\b|post-)",
                             doc[q.end + 1:].text if q.end + 1 <= len(doc) else "", re.IGNORECASE))


def _respectively(seg: Segment, doc, qtys: list, events: list) -> dict:
    """"Proposed 1-, 10- and 100-year rates are 1.8, 4.9 and 10.4 cfs, respectively": events and figures
    in the same order, on the one side the sentence names. Any mismatch in counts reads nothing."""
    words = {t.lower_ for t in doc}
    ex, pr = bool(words & _EX), bool(words & _PR)
    if ex == pr:
        return {}
    last_event = max(e.end for e in events)
    figures = [q for q in qtys if q.start >= last_event and q._.qty_unit in (None, "cfs")]
    if len(figures) != len(events) or not figures or figures[-1]._.qty_unit != "cfs" \
            or any(q._.qty_unit == "cfs" for q in qtys if q.start < last_event):
        return {}
    side = "existing" if ex else "proposed"
    out: dict = {}
    for e, q in zip(events, figures):
        event = str(int(e._.qty_num.value))
        if event in EVENTS_KEPT:
            out.setdefault(event, {}).setdefault(side, []).append((q._.qty_num.value, seg.evidence()))
    return out


def _paired(seg: Segment, doc, pair: re.Match, cfs: list, events: list) -> dict:
    """Sides named as a pair take the two figures after them in the same order; anything else is unread."""
    after = [q for q in cfs if q.start_char >= pair.end()]
    evs = {str(int(e._.qty_num.value)) for e in events}
    if len(evs) > 1:
        return _paired_per_event(seg, doc, pair, events)
    if len(after) != 2 or len(cfs) != 2 or len(evs) != 1 or any(_is_difference(doc, q) for q in after):
        return {}
    event = evs.pop()
    if event not in EVENTS_KEPT:
        return {}
    sides = ("existing", "proposed") if pair.group("ep") else ("proposed", "existing")
    return {event: {side: [(q._.qty_num.value, seg.evidence())] for side, q in zip(sides, after)}}


def _paired_per_event(seg: Segment, doc, pair: re.Match, events: list) -> dict:
    """"existing versus proposed: 1-year 2.3 and 1.6 cfs; 10-year 5.5 and 4.7 cfs; ...": after the pair of sides,
    each event with exactly two figures, in the pair's order. Any event with more or fewer reads nothing at all."""
    sides = ("existing", "proposed") if pair.group("ep") else ("proposed", "existing")
    qtys = [q for q in doc.spans["qty"] if q.start_char >= pair.end() and q._.qty_unit in (None, "cfs")]
    later = sorted((e for e in events if e.start_char >= pair.end()), key=lambda e: e.start)
    if len(later) < 2 or any(e.start_char < pair.end() for e in events):
        return {}
    out: dict = {}
    for k, e in enumerate(later):
        end = later[k + 1].start if k + 1 < len(later) else len(doc)
        figs = [q for q in qtys if e.end <= q.start < end]
        if len(figs) != 2 or figs[-1]._.qty_unit != "cfs" or any(_is_difference(doc, q) for q in figs):
            return {}
        event = str(int(e._.qty_num.value))
        if event in EVENTS_KEPT:
            for side, q in zip(sides, figs):
                out.setdefault(event, {}).setdefault(side, []).append((q._.qty_num.value, seg.evidence()))
    return out


def _nearest_side(doc, q) -> str | None:
    """The existing/proposed word nearest before the rate, else right after it; but a side word set right after
    the rate and closed by a break is the rate's own ("1-year, 4.9 cfs existing and 3.2 cfs proposed; ...")."""
    if q.end < len(doc) and doc[q.end].lower_ in _EX | _PR:
        nxt = doc[q.end + 1] if q.end + 1 < len(doc) else None
        if nxt is None or nxt.text in (",", ";", ".", ")") or nxt.lower_ in ("and", "conditions", "condition"):
            return "existing" if doc[q.end].lower_ in _EX else "proposed"
    inside = False  # a side word in a closed bracket before the figure is that bracket's: "13.9 cfs (existing) and 12.1 cfs"
    for t in reversed(doc[max(0, q.start - 10): q.start]):
        if t.text in (")", "("):
            inside = t.text == ")"
            continue
        if inside:
            continue
        if t.i >= 2 and doc[t.i - 1].text == "-" and doc[t.i - 2].lower_ in ("pre", "post"):
            # "Pre-developed", split by the tokenizer: the prefix is the side, "developed" is not "proposed"
            return "existing" if doc[t.i - 2].lower_ == "pre" else "proposed"
        if t.lower_ in _EX:
            return "existing"
        if t.lower_ in _PR:
            return "proposed"
        if t._.unit == "cfs":
            break
    for t in doc[q.end: q.end + 2]:
        if t.lower_ in _EX or t.lower_ in _PR:
            side = "existing" if t.lower_ in _EX else "proposed"
            if _names_the_aside(doc, q, t):
                # "100-yr 14.6 cfs (existing 13.9 cfs)": the side word is the aside's own figure's; the figure it
                # stands beside is the other side, the one the aside is compared with
                return "proposed" if side == "existing" else "existing"
            return side
    return None


def _names_the_aside(doc, q, side_word) -> bool:
    """Whether ``side_word`` opens a bracket right after ``q`` that holds a rate of its own."""
    if side_word.i != q.end + 1 or doc[q.end].text != "(":
        return False
    for t in doc[side_word.i + 1: side_word.i + 6]:
        if t.text == ")":
            return False
        if t._.unit == "cfs" or t._.is_num and t.i + 1 < len(doc) and doc[t.i + 1]._.unit == "cfs":
            return True
    return False


_POND_NAME = lazy_compile(r"\b((?i:pond|basin)\s+(?:(?i:no)\.\s*|#\s*)?(?:\d+(?:-\d+)?[A-Za-z]?|[A-Z]{1,4}-?\d*)\b|"
                        r"\b[A-Z]{1,2}-(?i:pond|basin)\b)")
# "WP-A: safety bench 10 ft at 10:1; ...": the pond's tag as the sentence's label
_TAG_LABEL = lazy_compile(r"^\s*([A-Z]{1,4}-[A-Z0-9]{1,3})\s*:")
# "freeboard from the 100-year level (958.3) to the top of berm is 1.8 ft": the two levels named, then the freeboard
_FREEBOARD_SPAN = lazy_compile(r"\bfreeboard\s+(?:from|between)\s+(?:[^;.]|\.(?=\d)){0,80}?\s(?:is|=|of)\s+(\d+(?:\.\d+)?)\s*(?:ft\b|feet\b|')",
                             re.IGNORECASE)
_RATIO_VH = lazy_compile(r"\b1\s*v?\s*:\s*(\d+(?:\.\d+)?)\s*h\b|\b1\s*:\s*(?=\d)(\d+(?:\.\d+)?)\s*\(?\s*v\s*:\s*h\b", re.IGNORECASE)
_RATIO = lazy_compile(r"\b(\d+(?:\.\d+)?)\s*(?:h)?\s*:\s*1\s*(?:v)?\b", re.IGNORECASE)


def read_pond_prose(seg: Segment) -> dict[str, Any] | None:
    """One pond's bench width, bench slope and freeboard from one sentence, if stated."""
    low = seg.text.lower()
    # a safety shelf or ledge is the safety bench by another name
    low = re.sub(r"\bsafety\s+(?:shelf|ledge)\b", "safety bench", low)
    if "bench" not in low and "freeboard" not in low or is_rule_language(seg.text) or has_negation(seg.text):
        return None
    # an aquatic (or maintenance) bench is another ledge of the pond: only the safety bench's figures count
    bench_text = seg.text
    if re.search(r"\b(?:aquatic|maintenance|littoral|vegetated|planting|filter|sand|media|infiltration|iron[- ]enhanced)\s+bench",
                 seg.text, re.IGNORECASE):
        safety = re.search(r"safety\s+bench[^;.]*", seg.text, re.IGNORECASE)
        bench_text = safety.group(0) if safety else ""
    doc = analyse(seg.text)
    found: dict[str, Any] = {}
    labels = [l for l in doc.spans["label"] if l.label_ in ("bench_width", "bench_slope", "freeboard")]
    span = re.search(re.escape(bench_text), seg.text) if bench_text else None
    for q in doc.spans["qty"]:
        if q._.qty_unit != "ft" or not labels:
            continue
        if any(w in {t.lower_ for t in doc[max(0, q.start - 4): q.end + 2]} for w in ("minimum", "least", "required", "requires", "min", "min.")) \
                or is_threshold(seg.text, q.start_char, q.end_char):
            continue
        lab = min(labels, key=lambda l: min(abs(l.start - q.end), abs(q.start - l.end)))
        if min(abs(lab.start - q.end), abs(q.start - lab.end)) > 8:
            continue  # "a 26-ft street section, ... a sand filter bench": a figure far from the label measures something else
        if lab.label_ == "bench_width" and "safety_bench_width_ft" not in found \
                and span is not None and span.start() <= q.start_char < span.end():
            found["safety_bench_width_ft"] = q._.qty_num.value
        elif lab.label_ == "freeboard" and "freeboard_ft" not in found:
            found["freeboard_ft"] = q._.qty_num.value
    span_fb = _FREEBOARD_SPAN.search(seg.text)
    if "freeboard_ft" not in found and span_fb and not is_threshold(seg.text, span_fb.start(1), span_fb.end(1)):
        found["freeboard_ft"] = float(span_fb.group(1))
    if "bench" in low:
        m = _RATIO.search(bench_text) or _RATIO_VH.search(bench_text)
        if m and "minimum" not in bench_text.lower()[max(0, m.start() - 25): m.start()]:
            found["safety_bench_slope_h_per_v"] = float(next(g for g in m.groups() if g))
    if not found:
        return None
    names = {m.group(1).strip().rstrip(".").title() for m in _POND_NAME.finditer(seg.text)}
    tag = _TAG_LABEL.match(seg.text)
    if not names and tag:
        names = {tag.group(1)}
    found["name"] = names.pop() if len(names) == 1 else ""
    found["evidence"] = [seg.evidence()]
    return found
