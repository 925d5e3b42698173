"""Many readings of a fact into one Fact: agreement merges, disagreement is kept as a conflict.

Nothing here picks between two different values. Readings of the strongest kind present
decide (a labelled line or table over a loose "the site is about ..."); if they disagree,
the Fact's value is None, ``conflict`` names both values and where each was read, and all
of them stay in the evidence. The impervious triple is cross-checked (existing + net =
proposed); a failing check is flagged, never "fixed".
"""

from __future__ import annotations

import re
from typing import Any

from extract.propose.candidate import LOOSE, WATER_BODY, Candidate
from extract.words.units import agree
from rulen.facts import FACT_SPECS, make_fact
from rulen.models import Evidence, Fact
from extract.words.lazy_compile import lazy_compile

MAX_EVIDENCE = 5
_REL = 0.015


def _where(ev: Evidence) -> str:
    return f"{ev.file} p.{ev.page}"


def _fmt(name: str, value: Any) -> str:
    unit = FACT_SPECS[name].unit
    if isinstance(value, float):
        text = f"{value:.4f}".rstrip("0").rstrip(".")
    else:
        text = str(value)
    short = {"acres": "ac", "percent": "%", "count": "", "units/acre": "du/ac"}.get(unit or "", unit or "")
    return f"{text} {short}".strip()


def dedupe_evidence(evidence: list[Evidence]) -> list[Evidence]:
    out: list[Evidence] = []
    seen = set()
    for e in evidence:
        key = (e.file, e.page, e.bbox) if e.bbox is not None else (e.file, e.page, e.text)
        if key not in seen:
            seen.add(key)
            out.append(e)
    return out[:MAX_EVIDENCE]


# Areas restated in another unit or rounding agree within 1.5 %; an elevation or a percentage
# agrees only within the rounding it was written with (912.3 and 915.0 are two different HWLs).
_RELATIVE = {"site_area_ac", "existing_impervious_ac", "proposed_impervious_ac", "net_impervious_increase_ac",
             "disturbed_area_ac", "common_scheme_area_ac", "density_du_per_ac"}


def same_reading(a: Candidate, b: Candidate) -> bool:
    if isinstance(a.value, float) or isinstance(b.value, float):
        try:
            return agree(float(a.value), a.tolerance, float(b.value), b.tolerance,
                         rel=_REL if a.name in _RELATIVE else 0.0)
        except (TypeError, ValueError):
            return False
    return a.value == b.value


def best_value(group: list[Candidate]) -> Any:
    """The most precisely stated value of an agreeing group, preferring one written in acres."""
    first = group[0].value
    if not isinstance(first, float):
        return first
    direct = [c for c in group if c.stated_in in (None, "ac")]
    pool = direct or group
    best = min(pool, key=lambda c: c.tolerance if c.tolerance else 1.0)
    value = best.value
    return round(value, 4) if best.stated_in not in (None, "ac") else value


def admissible(name: str, cands: list[Candidate]) -> list[Candidate]:
    """The readings that can be this fact at all (what the writer's words rule out is dropped)."""
    if name in ("site_area_ac", "common_scheme_area_ac", "disturbed_area_ac"):
        # "(site was cropland, 0.00 ac existing)": no site, scheme or disturbance measures nothing; a zero read for
        # one is another figure's
        cands = [c for c in cands if c.conflict or not isinstance(c.value, (int, float)) or c.value > 0]
    if name == "net_impervious_increase_ac" and any(isinstance(c.value, (int, float)) and c.value < 0 for c in cands):
        # "creates no net increase" (read as 0) beside "Net change: -0.05 (decrease)": "no increase" says "not more",
        # which the stated decrease bears out; the decrease says how much
        cands = [c for c in cands if not (c.value == 0 and _NO_INCREASE.search(c.evidence.text))]
    if name == "lowest_opening_elev_ft" and any(c.variant == "opening" for c in cands):
        # a stated lowest opening outranks a lowest floor: they are two different elevations
        cands = [c for c in cands if c.variant != "floor"]
    if name == "hwl_100yr_elev_ft" and any(c.variant != WATER_BODY for c in cands):
        # a level stated beside the buildings outranks a pond's or basin's own: they are two different levels
        cands = [c for c in cands if c.variant != WATER_BODY]
    return cands


def strongest(cands: list[Candidate]) -> list[Candidate]:
    """The readings of the strongest kind present: a labelled or prose reading outweighs a loose mention."""
    if not cands:
        return cands
    top = max(c.strength for c in cands)
    return [c for c in cands if c.strength == top or (top > LOOSE and c.strength > LOOSE)]


def revised_over_replaced(groups: list[list[Candidate]]) -> list[list[Candidate]]:
    """"The site area was misstated as 7.8 acres; the correct site area is 8.3 acres": the package itself says
    which figure holds; the superseded one is no contradiction."""
    fixed = [g for g in groups if any(c.revised for c in g)]
    return fixed if len(groups) > 1 and len(fixed) == 1 else groups


def settled_groups(readings: list[Candidate]) -> list[list[Candidate]]:
    """Readings grouped by value (within the writer's rounding), a superseded figure's group dropped."""
    groups: list[list[Candidate]] = []
    for c in readings:
        for g in groups:
            if same_reading(g[0], c):
                g.append(c)
                break
        else:
            groups.append([c])
    return revised_over_replaced(groups)


def merge(name: str, cands: list[Candidate]) -> Fact | None:
    """One Fact from all readings of ``name``; None when there are none."""
    cands = admissible(name, cands)
    if not cands or all(c.variant == WATER_BODY for c in cands):
        return None  # a pond's own HWL alone: whether it is the one the openings face is the chooser's or the reviewer's
    broken = [c for c in cands if c.conflict]
    if broken:
        return Fact(value=None, unit=FACT_SPECS[name].unit, evidence=dedupe_evidence([c.evidence for c in cands]),
                    conflict=broken[0].conflict)
    pool = strongest(cands)
    groups = settled_groups(pool)
    if len(groups) > 1:
        parts = [f"{_fmt(name, g[0].value)} ({_where(g[0].evidence)})" for g in groups[:4]]
        head = "two values" if len(groups) == 2 else f"{len(groups)} values"
        return Fact(value=None, unit=FACT_SPECS[name].unit, conflict=f"{head}: " + " vs ".join(parts),
                    evidence=dedupe_evidence([g[0].evidence for g in groups] + [c.evidence for c in pool]))
    group = groups[0]
    try:
        return make_fact(name, best_value(group), evidence=dedupe_evidence([c.evidence for c in group]))
    except ValueError as exc:
        return Fact(value=None, unit=FACT_SPECS[name].unit, conflict=f"unreadable value: {exc}",
                    evidence=dedupe_evidence([c.evidence for c in group]))


# a correction or revision said in so many words: "the correct site area is", "was misstated as", "Revised Table 3",
# "REV 2", "supersedes Table 3 of the January 9 plan", "has been revised to"
REVISION = lazy_compile(r"\b(?:the\s+)?correct(?:ed)?\s+(?:[\w-]+\s+){0,3}?(?:is|are|=|:)|\bwas\s+(?:misstated|mis-stated|incorrect|"
                      r"wrong|in\s+error|an?\s+(?:error|mistake|typo))\b|\b(?:has|have)\s+been\s+(?:revised|corrected|updated)\b|\brevised\s+to\b|"
                      r"\bsupersed(?:es|ed|ing)\b|\brevised\s+(?:table|appendix|figure|sheet|value|figure|area|rates?|"
                      r"narrative|hydrocad|computations?)\b|\bREV\.?\s*\d\b|\berrata\b|\bshould\s+read\b", re.IGNORECASE)


def is_revision(text: str) -> bool:
    """Whether the words say they are the corrected or revised figure (and not the original they replace)."""
    return bool(REVISION.search(text)) and not re.search(r"\bsuperseded\b|-\s*ORIGINAL\b", text)


# "was misstated as 7.8 acres", "instead of 0.58 acres": the figure a correction replaces
_REPLACED = lazy_compile(r"\b(?:misstated|mis-stated|incorrectly\s+(?:stated|given|shown)|given|shown|stated)\s+as\s+(\d[\d,]*(?:\.\d+)?)|"
                       r"\b(\d[\d,]*(?:\.\d+)?)[-\s]*(?:acres?|ac\.?|sf|cfs|ft|%)?[\w\s-]{0,30}?\swas\s+(?:an?\s+)?(?:error|mistake|typo|"
                       r"incorrect|wrong|misstated)\b|"
                       r"\b(?:instead\s+of|rather\s+than|replacing|not)\s+(?:the\s+)?(\d[\d,]*(?:\.\d+)?)", re.IGNORECASE)


def mark_revisions(cands: list[Candidate]) -> list[Candidate]:
    """Each reading said as a correction or revision marked so; the figure a correction names as replaced is dropped."""
    out: list[Candidate] = []
    for c in cands:
        text = c.evidence.text
        if not is_revision(text):
            out.append(c)
            continue
        replaced = {float(g.replace(",", "")) for m in _REPLACED.finditer(text) for g in m.groups() if g}
        if isinstance(c.value, (int, float)) and not isinstance(c.value, bool) \
                and any(abs(c.value - r) <= max(0.005, 0.01 * abs(r)) for r in replaced):
            continue  # "misstated as 7.8 acres": the wrong figure, named only to be replaced
        out.append(c.model_copy(update={"revised": True}))
    return out


def merge_rates(readings: list[dict[str, dict[str, list[tuple[float, Evidence]]]]]) -> Fact | None:
    """Peak rates by event and side; one event/side read with two values makes the fact a conflict."""
    table: dict[str, dict[str, list[tuple[float, Evidence]]]] = {}
    for r in readings:
        for event, sides in r.items():
            for side, vals in sides.items():
                table.setdefault(event, {}).setdefault(side, []).extend(vals)
    if not table:
        return None
    value: dict[str, dict[str, float | None]] = {}
    evidence: list[Evidence] = []
    conflicts: list[str] = []
    for event in sorted(table, key=float):
        value[event] = {"existing": None, "proposed": None}
        for side, vals in table[event].items():
            distinct = []
            for v, ev in vals:
                if not any(abs(v - d) <= max(0.005, _REL * max(abs(v), abs(d))) for d, _ in distinct):
                    distinct.append((v, ev))
                evidence.append(ev)
            fixed = [(v, ev) for v, ev in distinct if is_revision(ev.text)]
            if len(distinct) > 1 and fixed and len({round(v, 3) for v, _ in fixed}) == 1:
                distinct = fixed  # "Revised Table 3 ... supersedes Table 3": the revised table's rate holds
            if len(distinct) > 1:
                conflicts.append(f"{event}-year {side}: " + " vs ".join(f"{v:g} cfs ({_where(e)})" for v, e in distinct[:3]))
            value[event][side] = distinct[0][0]
    if conflicts:
        return Fact(value=None, unit="cfs", conflict="; ".join(conflicts), evidence=dedupe_evidence(evidence))
    return make_fact("peak_rates_cfs", value, evidence=dedupe_evidence(evidence))


_POND_FILLER = lazy_compile(r"\b(?:the|proposed|new|wet|dry|stormwater|storm\s+water|detention|retention|nurp|"
                          r"sedimentation|infiltration|no\.?|number)\b|#", re.IGNORECASE)


# "Pond 100 (expanded)", "Pond 2 (existing, to be enlarged)": a note on the pond's state, not its name
_POND_STATE = lazy_compile(r"\s*\((?:[\w\s,-]*\b)?(?:expanded|existing|proposed|new|modified|enlarged|retrofit(?:ted)?|"
                         r"reconstructed|wet|dry|regional|to\s+be\s+\w+)\b[\w\s,-]*\)\s*$", re.IGNORECASE)


def _pond_name(name: str) -> str:
    """A pond's name without a note on its state in brackets at the end."""
    return _POND_STATE.sub("", name).strip() or name


# a table column's or row's generic head standing where a pond's name would ("column 1", "Provided", "Design"):
# no name at all, so the reading joins the one named pond or, beside several, none
_GENERIC_POND = lazy_compile(r"^\s*(?:column\s*\d+|provided|proposed|design(?:ed)?|values?|actual|as\s+designed|"
                           r"pond|basin|item|data|\d+)\s*$", re.IGNORECASE)


def _pond_key(name: str) -> str:
    """One key for one pond however it is spelled: "POND 1", "Pond No. 1", "Wet Pond #1" -> "pond1"."""
    if _GENERIC_POND.match(name or ""):
        return ""
    key = _POND_FILLER.sub(" ", _pond_name(name).lower())
    return re.sub(r"[\s\-_.:]+", "", key)


def _same_figures(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Whether every figure ``a`` states is stated alike by ``b``."""
    fields = [f for f in ("safety_bench_width_ft", "safety_bench_slope_h_per_v", "freeboard_ft") if a.get(f) is not None]
    return bool(fields) and all(b.get(f) is not None and abs(a[f] - b[f]) <= 1e-6 for f in fields)


def merge_ponds(readings: list[dict[str, Any]]) -> Fact | None:
    ponds: dict[str, dict[str, Any]] = {}
    evidence: list[Evidence] = []
    conflicts: list[str] = []
    shown: dict[str, str] = {}
    for r in readings:
        if r.get("name") and _pond_key(r["name"]):
            shown.setdefault(_pond_key(r["name"]), _pond_name(r["name"]))  # the first spelling read is the one reported
    for r in readings:
        if not any(r.get(f) is not None for f in ("safety_bench_width_ft", "safety_bench_slope_h_per_v", "freeboard_ft")):
            continue  # a row with only its levels (kept for a stated freeboard relation) is no pond reading
        key = _pond_key(r.get("name") or "")
        if not key and len(shown) == 1:
            key = next(iter(shown))
        elif not key and len(shown) > 1:
            evidence.extend(r.get("evidence", []))
            if any(_same_figures(r, other) for other in readings if other.get("name") and _pond_key(other["name"])):
                continue  # "the pond has a 10-foot bench" beside two named ponds, as one of them has: nothing new
            key = "?"  # figures no named pond has: kept as a pond of their own, unnamed, so a failing one is not lost
        name = shown.get(key, "")
        p = ponds.setdefault(key, {"name": name})
        for field in ("safety_bench_width_ft", "safety_bench_slope_h_per_v", "freeboard_ft"):
            if field in r and r[field] is not None:
                if field in p and abs(p[field] - r[field]) > 1e-6:
                    conflicts.append(f"{name or 'pond'} {field}: {p[field]:g} vs {r[field]:g}")
                p.setdefault(field, r[field])
        evidence.extend(r.get("evidence", []))
    if not ponds:
        return None
    if conflicts:
        return Fact(value=None, conflict="; ".join(conflicts), evidence=dedupe_evidence(evidence))
    return make_fact("ponds", list(ponds.values()), evidence=dedupe_evidence(evidence))


_NO_INCREASE = lazy_compile(r"\b(?:no|zero)\s+(?:net\s+)?(?:increase|new|additional|added|gain)\b|"
                          r"\b(?:does|will)\s+not\s+(?:create|add|increase)\b", re.IGNORECASE)


def cross_check_impervious(facts: dict[str, Fact], strength: dict[str, int]) -> None:
    """existing + net = proposed within 1.5%; derive net when it is not stated."""
    ex, pr, net = (facts.get(n) for n in ("existing_impervious_ac", "proposed_impervious_ac", "net_impervious_increase_ac"))
    ok = lambda f: f is not None and f.value is not None  # noqa: E731
    if ok(ex) and ok(net) and pr is None and ex.value == 0:
        # "0.00 ac existing" and "1.96 acres new": with nothing there before, what is added is all there will be
        facts["proposed_impervious_ac"] = make_fact(
            "proposed_impervious_ac", net.value, source="derived", evidence=dedupe_evidence(ex.evidence[:2] + net.evidence[:2]))
        return
    if ok(ex) and ok(pr) and not ok(net) and net is None:
        value = round(pr.value - ex.value, 4)
        facts["net_impervious_increase_ac"] = make_fact(
            "net_impervious_increase_ac", value, source="derived", evidence=dedupe_evidence(ex.evidence[:2] + pr.evidence[:2]))
        return
    if not (ok(ex) and ok(pr) and ok(net)):
        return
    if net.value == 0 and pr.value < ex.value - 0.005 and net.evidence \
            and all(_NO_INCREASE.search(e.text) for e in net.evidence):
        # "there is no net increase in impervious surface" beside figures that decrease: the sentence says
        # "not more", which the figures bear out, and they say how much less; the net is theirs
        facts["net_impervious_increase_ac"] = make_fact(
            "net_impervious_increase_ac", round(pr.value - ex.value, 4), source="derived",
            evidence=dedupe_evidence(net.evidence[:1] + ex.evidence[:2] + pr.evidence[:2]))
        return
    total = ex.value + net.value
    if abs(total - pr.value) <= max(0.015 * max(abs(pr.value), 1e-9), 0.005):
        return
    names = ["existing_impervious_ac", "proposed_impervious_ac", "net_impervious_increase_ac"]
    weakest = min(strength.get(n, 0) for n in names)
    flagged = [n for n in names if strength.get(n, 0) == weakest]
    if len(flagged) != 1:
        flagged = names
    msg = (f"existing ({_fmt(names[0], ex.value)}) + net increase ({_fmt(names[2], net.value)}) "
           f"does not equal proposed ({_fmt(names[1], pr.value)})")
    evidence = dedupe_evidence(ex.evidence[:2] + pr.evidence[:2] + net.evidence[:2])
    for n in flagged:
        facts[n] = Fact(value=None, unit="acres", conflict=msg, evidence=evidence)


def derive_density(facts: dict[str, Fact]) -> None:
    units, site = facts.get("dwelling_units"), facts.get("site_area_ac")
    if "density_du_per_ac" in facts or units is None or site is None:
        return
    if units.value is None or site.value is None or site.value <= 0:
        return
    facts["density_du_per_ac"] = make_fact(
        "density_du_per_ac", round(units.value / site.value, 3), source="derived",
        evidence=dedupe_evidence(units.evidence[:2] + site.evidence[:2]))
