"""What the chooser knows of a group of readings: a fixed vector of named features.

Features describe the context a value was read in, never the value's words themselves, so
what is learned carries to authors not seen: which fact it is; how many readings, files and
pages agree; how strongly it was labelled (a labelled line or table cell, a prose mention, a
loose one); whether the package calls it revised; where it sits (page, first page); cue words
of its sentences (requirement, negation, comparison, another site or project, totals, the
site's own words, approximation); whether the rule-based reconciliation would have set it;
how many other values compete; whether it is arithmetically consistent with the other
facts (existing + net = proposed, density = units / area); and whether it is a pond's or basin's
own HWL (no building said beside it), and if so whether a lowest opening is stated to face it.
"""

from __future__ import annotations

import math
import re
from typing import Any

from extract.propose.candidate import LABELLED, LOOSE, PROSE, WATER_BODY
from extract.choose.groups import SCALAR_FACTS, ValueGroup
from extract.words.units import agree
from extract.words.lazy_compile import lazy_compile

_CUES: dict[str, re.Pattern[str]] = {
    "requirement": lazy_compile(r"\b(?:must|shall|required?|requires|minimum|maximum|at\s+least|no\s+more\s+than|"
                              r"threshold|standard|criteri\w*|rule|ordinance|allow\w*)\b", re.I),
    "negation": lazy_compile(r"\b(?:no|not|none|without|never)\b|n't\b", re.I),
    "comparison": lazy_compile(r"\b(?:than|under|over|exceed\w*|below|above|less|more|greater)\b", re.I),
    "other_site": lazy_compile(r"\b(?:adjacent|neighbou?ring|parent|previous|prior|former|future|offsite|off-site|"
                             r"other|outlot|right[- ]of[- ]way|watershed|drainage\s+area|subcatchment)\b", re.I),
    "total": lazy_compile(r"\b(?:total|overall|entire|whole|gross|aggregate|combined)\b", re.I),
    "own_site": lazy_compile(r"\b(?:site|project|parcel|property|lot|development)\b", re.I),
    "approx": lazy_compile(r"\b(?:approx\w*|about|roughly|around|nearly|some)\b|~", re.I),
    "proposed": lazy_compile(r"\b(?:proposed|post|after|new|future)\b", re.I),
    "existing": lazy_compile(r"\b(?:existing|pre|before|current)\b", re.I),
    "option": lazy_compile(r"[☐☑■□]|\[\s?[xX ]?\s?\]|\bcheck\s+(?:one|all)\b|\bselect\b", re.I),
    "question": lazy_compile(r"\?"),
    "table": lazy_compile(r"\t"),
}

NAMES: list[str] = (
    [f"fact={n}" for n in SCALAR_FACTS]
    + ["log_readings", "log_files", "log_pages", "strength_labelled", "strength_prose", "strength_loose",
       "share_labelled", "top_strength", "best_by_strength_count", "sole_value", "log_competitors", "revised",
       "log_first_page", "on_first_page", "share_of_readings", "rule_choice", "rule_conflict",
       "consistent", "inconsistent", "share_water_body", "water_body_opening_stated"]
    + [f"cue={k}" for k in _CUES]
    + [f"cue_share={k}" for k in _CUES]
)
INDEX = {n: i for i, n in enumerate(NAMES)}


def _num(v: Any) -> float | None:
    return float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else None


def _consistency(name: str, value: Any, settled: dict[str, Any]) -> int:
    """+1 where the value makes the facts' arithmetic hold, -1 where it breaks it, 0 where it cannot tell."""
    v = _num(value)
    if v is None:
        return 0
    ex, pr, net = (_num(settled.get(n)) for n in ("existing_impervious_ac", "proposed_impervious_ac",
                                                  "net_impervious_increase_ac"))
    units, area, dens = (_num(settled.get(n)) for n in ("dwelling_units", "site_area_ac", "density_du_per_ac"))
    trio = {"existing_impervious_ac": (pr, net, lambda p, n: p - n), "proposed_impervious_ac": (ex, net, lambda e, n: e + n),
            "net_impervious_increase_ac": (pr, ex, lambda p, e: p - e)}
    if name in trio:
        a, b, f = trio[name]
        if a is None or b is None:
            return 0
        return 1 if agree(v, 0.0, f(a, b), 0.0, rel=0.02) or abs(v - f(a, b)) <= 0.011 else -1
    if name == "density_du_per_ac" and units is not None and area:
        return 1 if abs(units / area - v) <= max(0.05, 0.03 * v) else -1
    if name == "site_area_ac":
        out = 0
        if pr is not None:
            out = -1 if pr > v * 1.02 + 0.011 else out  # more impervious than site
        if units is not None and dens is not None and v:
            out = 1 if abs(units / v - dens) <= max(0.05, 0.03 * dens) else -1
        return out
    return 0


def describe(groups: list[ValueGroup], rule_value: Any, rule_conflict: bool,
             settled: dict[str, Any]) -> list[list[float]]:
    """One feature vector per group of one fact (``settled``: the other facts as the rules read them)."""
    if not groups:
        return []
    total = sum(len(g.members) for g in groups)
    top = max(c.strength for g in groups for c in g.members)
    key = [(max(c.strength for c in g.members), len(g.members)) for g in groups]
    best = max(key)
    rows = []
    for g, k in zip(groups, key):
        x = [0.0] * len(NAMES)
        members = g.members
        strengths = [c.strength for c in members]
        x[INDEX[f"fact={g.name}"]] = 1.0
        x[INDEX["log_readings"]] = math.log1p(len(members))
        x[INDEX["log_files"]] = math.log1p(len({c.evidence.file for c in members}))
        x[INDEX["log_pages"]] = math.log1p(len({(c.evidence.file, c.evidence.page) for c in members}))
        x[INDEX["strength_labelled"]] = float(LABELLED in strengths)
        x[INDEX["strength_prose"]] = float(PROSE in strengths and LABELLED not in strengths)
        x[INDEX["strength_loose"]] = float(max(strengths) <= LOOSE)
        x[INDEX["share_labelled"]] = strengths.count(LABELLED) / len(strengths)
        x[INDEX["top_strength"]] = float(max(strengths) == top)
        x[INDEX["best_by_strength_count"]] = float(k == best and key.count(best) == 1)
        x[INDEX["sole_value"]] = float(len(groups) == 1)
        x[INDEX["log_competitors"]] = math.log1p(len(groups) - 1)
        x[INDEX["revised"]] = float(any(c.revised for c in members))
        first = min(c.evidence.page for c in members)
        x[INDEX["log_first_page"]] = math.log1p(first - 1)
        x[INDEX["on_first_page"]] = float(first == 1)
        x[INDEX["share_of_readings"]] = len(members) / total
        same_as_rule = rule_value is not None and any(same_value(c.value, rule_value) for c in members)
        x[INDEX["rule_choice"]] = float(same_as_rule)
        x[INDEX["rule_conflict"]] = float(rule_conflict)
        cons = _consistency(g.name, g.value, settled)
        x[INDEX["consistent"]] = float(cons > 0)
        x[INDEX["inconsistent"]] = float(cons < 0)
        # a pond's or basin's own HWL, no building said beside it: whether such a level is the one the openings
        # face is for the model to learn from the truth, not for a rule to assume
        x[INDEX["share_water_body"]] = sum(c.variant == WATER_BODY for c in members) / len(members)
        # a pond's level beside a stated lowest opening is likely the one the openings are measured against;
        # with no opening stated it is often only the pond's own figure
        x[INDEX["water_body_opening_stated"]] = x[INDEX["share_water_body"]] * float(opening_stated(settled))
        texts = [c.evidence.text or "" for c in members]
        for cue, pat in _CUES.items():
            hits = sum(bool(pat.search(t)) for t in texts)
            x[INDEX[f"cue={cue}"]] = float(hits > 0)
            x[INDEX[f"cue_share={cue}"]] = hits / len(texts)
        rows.append(x)
    return rows


def pond_own(group: ValueGroup) -> bool:
    """Every reading of the group is a pond's or basin's own level (no building said beside it)."""
    return all(c.variant == WATER_BODY for c in group.members)


def opening_stated(settled: dict[str, Any]) -> bool:
    """The rules settled a lowest opening: the fact a pond's level would be checked against (N.4.9)."""
    return settled.get("lowest_opening_elev_ft") is not None


def same_value(a: Any, b: Any) -> bool:
    fa, fb = _num(a), _num(b)
    if fa is not None and fb is not None:
        return abs(fa - fb) <= max(0.011, 0.015 * max(abs(fa), abs(fb)))
    return a == b
