"""Section 2 of Rule N: does a permit apply, under which paragraph, which sections, surety.

Each paragraph of the rule is one function below, next to the words it implements.
Boundaries are read as written: "two (2) acres or more" is ``>= 2``; "less than eight
(8)" is ``< 8``; "two (2) units or less per acre" is ``<= 2``; "more than two (2)" is ``> 2``.

How we read the paragraphs that need reading:

* **N.2.C / N.2.D and density.** A single-family subdivision at more than 2 units/acre is
  medium density (N.2.C) however dense it is; only *multi-unit* residential at 8 units/acre
  or more is N.2.D. Density is the stated density, else dwelling units / site area.
* **N.2.E.4 trails.** ``net_impervious_increase_ac`` is the whole project's increase as the
  documents state it. A sidewalk or trail no wider than 10 ft, with a pervious buffer of
  at least 5 ft on each side, whose crossings cover no more than 25% of the required buffer
  area, is left out: the engine subtracts its area itself and says so. A qualifying trail
  that is the whole project needs no permit (N.2.E.4). Crossings not stated count as none.
* **N.2.G common scheme.** Where an aggregate area of adjacent sites under common
  ownership is stated, the area thresholds use the larger of it and the site area.
* **N.2.H developed sites.** N.2.H does not change which paragraph or sections apply
  (those follow the site's size under A-E); it sets the extent the requirements are
  applied to: ``whole_site`` when the impervious area grows by 50% or more of the
  existing impervious area (the site is treated as if undeveloped), ``additional_only``
  below 50% (the criteria apply to the additional impervious surface and the altered
  area only). No existing impervious surface, or impervious figures that contradict
  each other: ``basis`` is null.
* **N.2.F surety** is owed for a permitted activity disturbing 5 acres or more, unless the
  applicant is a public body. An unknown disturbed area on a site under 5 acres cannot
  reach 5 acres; on a larger site it is a question for a reviewer, never a guess.

* **Density unknown** (a subdivision or multi-unit project with neither units nor density
  stated): the paragraph stays null, but where every paragraph the density could lead to
  gives the same answer — a single-family subdivision under 2 acres (no permit), one of
  2-5 acres (Section 3) or 20 acres or more (Sections 3-5), a multi-unit project of 8
  acres or more (Sections 3-5) — that answer is set: it is no guess.

Missing or contradictory facts give ``paragraph: null`` and a plain reason in
``needs_review``. ``permit_required`` is still true where every reading requires one
(N.2.D: "a permit is required ... for all development").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rulen.derive import Problem
from rulen.models import Applicability, Fact

SECTIONS: dict[str, list[int]] = {
    "N.2.A": [], "N.2.B": [], "N.2.C": [], "N.2.E": [], "N.2.E.4": [],
    "N.2.B.1": [3], "N.2.B.2": [3, 4], "N.2.B.3": [3, 4, 5],
    "N.2.C.1": [3], "N.2.C.2": [3, 4], "N.2.C.3": [3, 4, 5],
    "N.2.D.1": [3], "N.2.D.2": [3, 4], "N.2.D.3": [3, 4, 5],
    "N.2.E.1": [3], "N.2.E.2": [3, 4], "N.2.E.3": [3, 4, 5],
}  # fmt: skip

D_TYPES = ("commercial", "industrial", "institutional", "mixed_use")

# Which facts each kind of project is decided on: a contradiction in one of them blocks the decision.
DECIDING = {
    "single_family_home": {"project_type"},
    "single_family_subdivision": {"project_type", "site_area_ac", "dwelling_units", "density_du_per_ac", "common_scheme_area_ac"},
    "multi_unit_residential": {"project_type", "site_area_ac", "dwelling_units", "density_du_per_ac", "common_scheme_area_ac"},
    "linear": {"project_type", "site_area_ac", "net_impervious_increase_ac", "existing_impervious_ac",
               "proposed_impervious_ac", "sidewalk_trail", "common_scheme_area_ac"},
}  # fmt: skip
DECIDING.update({t: {"project_type", "site_area_ac", "common_scheme_area_ac"} for t in D_TYPES})


@dataclass
class _Decision:
    paragraph: str | None = None
    permit_required: bool | None = None
    sections: list[int] | None = None  # settled without a paragraph, when every reading agrees
    review: list[str] = field(default_factory=list)
    reasons: list[str] = field(default_factory=list)


def _num(facts: dict[str, Fact], name: str) -> float | None:
    fact = facts.get(name)
    value = None if fact is None else fact.value
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value)


def _value(facts: dict[str, Fact], name: str) -> Any:
    fact = facts.get(name)
    return None if fact is None else fact.value


def _threshold_area(facts: dict[str, Fact], d: _Decision) -> float | None:
    """N.2.G: adjacent sites under common ownership are considered in the aggregate."""
    site = _num(facts, "site_area_ac")
    common = _num(facts, "common_scheme_area_ac")
    if common is not None and (site is None or common > site):
        d.reasons.append(
            f"N.2.G: adjacent sites under common ownership are taken in aggregate: {common:g} ac"
            + ("" if site is None else f" (this site alone: {site:g} ac)")
        )
        return common
    if site is not None:
        d.reasons.append(f"Site area: {site:g} ac")
    return site


def _single_family_subdivision(area: float, d: _Decision) -> None:
    """N.2.B: subdivisions at two (2) units or less per acre."""
    if area < 2:
        d.paragraph, d.permit_required = "N.2.B", False
        d.reasons.append("N.2.B: a site of less than two acres at 2 units/acre or less needs no permit")
    elif area < 8:
        d.paragraph = "N.2.B.1"
    elif area < 20:
        d.paragraph = "N.2.B.2"
    else:
        d.paragraph = "N.2.B.3"


def _medium_density(area: float, d: _Decision) -> None:
    """N.2.C: single-family at more than 2 units/acre, or multi-unit at less than 8."""
    if area < 2:
        d.paragraph, d.permit_required = "N.2.C", False
        d.reasons.append("N.2.C: medium density residential on a site of less than two acres needs no permit")
    elif area < 5:
        d.paragraph = "N.2.C.1"
    elif area < 8:
        d.paragraph = "N.2.C.2"
    else:
        d.paragraph = "N.2.C.3"


def _commercial_and_high_density(area: float | None, d: _Decision) -> None:
    """N.2.D: a permit is always required; the site's size decides the sections."""
    d.permit_required = True
    if area is None:
        d.review.append("Site area is not stated: N.2.D requires a permit, but the sections that apply depend on the site area (0.5 and 8 acre thresholds).")
        return
    if area < 0.5:
        d.paragraph = "N.2.D.1"
    elif area < 8:
        d.paragraph = "N.2.D.2"
    else:
        d.paragraph = "N.2.D.3"


def _trail_qualifies(trail: dict[str, Any], d: _Decision) -> bool | None:
    """N.2.E.4: <= 10 ft wide, >= 5 ft pervious buffer each side, crossings <= 25% of the buffer."""
    width, buffer, crossing = trail.get("width_ft"), trail.get("buffer_ft"), trail.get("crossing_pct")
    fails = [f"{width:g} ft wide (over 10 ft)" if width is not None and width > 10 else "",
             f"a buffer of {buffer:g} ft (under 5 ft)" if buffer is not None and buffer < 5 else "",
             f"crossings {crossing:g}% of the buffer (over 25%)" if crossing is not None and crossing > 25 else ""]
    if any(fails) and (width is None or buffer is None):
        # one measure that fails the test settles it, whatever the unstated others are
        d.reasons.append("N.2.E.4: sidewalk/trail " + "; ".join(f for f in fails if f)
                         + " — does not qualify for the exclusion")
        return False
    if width is None or buffer is None:
        d.review.append("A sidewalk or trail is described, but its width or pervious buffer is not stated: N.2.E.4 cannot be applied.")
        return None
    # crossings unstated are taken as none: the reason says so, so a reviewer can see what was assumed
    crossing_words = "no crossings stated" if crossing is None else f"crossings {crossing:g}% of the buffer"
    crossing = 0.0 if crossing is None else crossing
    ok = width <= 10 and buffer >= 5 and crossing <= 25
    d.reasons.append(
        f"N.2.E.4: trail {width:g} ft wide, buffer {buffer:g} ft each side, {crossing_words}"
        + (" — qualifies for the exclusion" if ok else " — does not qualify for the exclusion")
    )
    return ok


def _linear(facts: dict[str, Fact], d: _Decision) -> None:
    """N.2.E: roads, streets, highways, sidewalks and trails, by net impervious increase."""
    trail = _value(facts, "sidewalk_trail")
    net = _num(facts, "net_impervious_increase_ac")
    if isinstance(trail, dict):
        qualifies = _trail_qualifies(trail, d)
        if qualifies is None:
            return
        if qualifies and trail.get("standalone"):
            d.paragraph, d.permit_required = "N.2.E.4", False
            return
        if qualifies:
            area = trail.get("area_ac")
            if area is None and net is not None and net <= 0:
                # leaving the trail's area out can only lower a net that is already no increase: the outcome stands
                d.reasons.append("N.2.E.4: the qualifying sidewalk/trail's area is not stated, but the net increase is "
                                 f"{net:g} ac even with it counted")
                area = 0.0
            if area is None:
                d.review.append("The sidewalk/trail qualifies for the N.2.E.4 exclusion but its impervious area is not stated, so it cannot be left out of the net increase.")
                return
            if net is None:
                d.review.append("The net increase in impervious surface is not stated (N.2.E).")
                return
            d.reasons.append(f"N.2.E.4: {area:g} ac of qualifying sidewalk/trail left out of the net increase of {net:g} ac")
            net = net - area
        elif trail.get("standalone") and net is None and trail.get("area_ac") is not None:
            net = float(trail["area_ac"])
    if net is None:
        d.review.append("The net increase in impervious surface is not stated: N.2.E decides by it.")
        return
    d.reasons.append(f"Net increase in impervious surface considered: {net:g} ac")
    if net <= 0:
        d.paragraph, d.permit_required = "N.2.E", False
        d.reasons.append("N.2.E: no net increase in impervious surface, no permit")
        return
    d.permit_required = True
    if net < 1:
        d.paragraph = "N.2.E.1"
        return
    area = _threshold_area(facts, d)
    if area is None:
        d.review.append("Total project area is not stated: with a net increase of 1 acre or more, N.2.E.2 or N.2.E.3 depends on it (5 acre threshold).")
        return
    d.paragraph = "N.2.E.2" if area < 5 else "N.2.E.3"


def _density(facts: dict[str, Fact], d: _Decision) -> float | None:
    density = _num(facts, "density_du_per_ac")
    if density is None:
        d.review.append("Density is unknown: neither units per acre nor the number of dwelling units and site area are stated.")
    else:
        d.reasons.append(f"Density: {density:.2f} units/acre")
    return density


def _paragraph(facts: dict[str, Fact], d: _Decision) -> None:
    ptype = _value(facts, "project_type")
    if ptype is None:
        d.review.append("The project type is not stated (single-family home, subdivision, multi-unit, commercial, industrial, institutional, mixed use or linear).")
        return
    d.reasons.append(f"Project type: {ptype.replace('_', ' ')}")
    if ptype == "single_family_home":
        d.paragraph, d.permit_required = "N.2.A", False
        d.reasons.append("N.2.A: construction or reconstruction of a single-family home needs no permit")
        return
    if ptype == "linear":
        _linear(facts, d)
        return
    if ptype in D_TYPES:
        _commercial_and_high_density(_threshold_area(facts, d), d)
        return
    density = _density(facts, d)
    if ptype == "multi_unit_residential" and density is not None and density >= 8:
        d.reasons.append("N.2.D: multi-unit residential at 8 units/acre or more")
        _commercial_and_high_density(_threshold_area(facts, d), d)
        return
    area = _threshold_area(facts, d)
    if area is None:
        d.review.append("The site area is not stated: the paragraph of N.2.B or N.2.C depends on it.")
        return
    if density is None:
        _without_density(ptype, area, d)
        return
    if ptype == "single_family_subdivision" and density <= 2:
        _single_family_subdivision(area, d)
    else:
        _medium_density(area, d)


def _without_density(ptype: str, area: float, d: _Decision) -> None:
    """Density unknown: the paragraph stays open, but where every paragraph the density could
    lead to gives the same answer (e.g. any single-family subdivision under 2 acres needs no
    permit; one of 20 acres or more owes Sections 3, 4 and 5), that answer is no guess."""
    readings = []
    routes = [_single_family_subdivision, _medium_density] if ptype == "single_family_subdivision" \
        else [_medium_density, _commercial_and_high_density]
    for route in routes:
        trial = _Decision()
        route(area, trial)
        permit = trial.permit_required if trial.permit_required is not None else bool(SECTIONS.get(trial.paragraph or "", []))
        readings.append((trial.paragraph, permit, SECTIONS.get(trial.paragraph or "", [])))
    if len({(p, tuple(sec)) for _, p, sec in readings}) == 1:
        _, d.permit_required, sections = readings[0]
        d.sections = list(sections)
        d.reasons.append(
            f"Density unknown, but {' and '.join(p for p, _, _ in readings)} agree on a {area:g}-acre site: "
            + (f"Sections {', '.join(map(str, sections))}" if sections else "no permit"))


IMPERVIOUS = {"existing_impervious_ac", "proposed_impervious_ac", "net_impervious_increase_ac"}


def _basis(facts: dict[str, Fact], reasons: list[str], problems: list[Problem]) -> str | None:
    """N.2.H: impervious area increased by 50% or more → whole site; less → additional only.

    Contradictory impervious figures give no basis: picking one of them would be a guess.
    """
    existing = _num(facts, "existing_impervious_ac")
    net = _num(facts, "net_impervious_increase_ac")
    if existing is None or existing <= 0 or net is None:
        return None
    if any(names & IMPERVIOUS for names, _ in problems):
        reasons.append("N.2.H: the impervious figures contradict each other, so the basis is left to a reviewer")
        return None
    ratio = net / existing
    basis = "whole_site" if ratio >= 0.5 else "additional_only"
    reasons.append(
        f"N.2.H: impervious area {'increases' if ratio >= 0 else 'decreases'} by {abs(ratio):.0%} of the existing {existing:g} ac — "
        + ("requirements apply to the whole site as if undeveloped" if basis == "whole_site"
           else "requirements apply to the additional impervious surface and altered area only")
    )
    return basis


def _surety(facts: dict[str, Fact], permit_required: bool | None, review: list[str], reasons: list[str]) -> bool | None:
    """N.2.F: surety for disturbance of five (5) or more acres, unless a public body applies."""
    if permit_required is False:
        return False
    if _value(facts, "applicant_public_entity") is True:
        reasons.append("N.2.F: no surety is required of a public body")
        return False
    disturbed = _num(facts, "disturbed_area_ac")
    if disturbed is not None:
        owed = disturbed >= 5
        reasons.append(f"N.2.F: {disturbed:g} ac disturbed — surety {'required' if owed else 'not required'}")
        if owed and _value(facts, "applicant_public_entity") is None:
            # the exemption is the applicant's to show: unstated, the surety stands, and the report says why
            reasons.append("N.2.F: the applicant is not shown to be a public body (a public body owes no surety)")
        return owed
    sizes = [v for v in (_num(facts, "site_area_ac"), _num(facts, "common_scheme_area_ac")) if v is not None]
    if sizes and max(sizes) < 5:
        reasons.append("N.2.F: the disturbed area is not stated, but the site is under 5 acres — no surety")
        return False
    review.append("The disturbed area is not stated: surety (N.2.F) is required if 5 acres or more are disturbed.")
    return None


RULE_N_REPLACED = "2014-06-06"
"""The District's 2014 stormwater rule took effect on this day: a package dated on it or later
was filed under that rule, not Rule N (and that rule was itself replaced in 2024)."""

LATER_RULE_REASON = "filed under a later rule: Rule N findings shown for reference"


def rule_in_force(date: Any, reasons: list[str], review: list[str] | None = None) -> bool | None:
    """Whether Rule N was the rule in force on the package's date (ISO text); None with no date.

    The first day under the new rule is its effective date, 2014-06-06: 2014-06-05 is
    Rule N's last day. ISO dates compare as text. A month alone (``YYYY-MM``, read with no
    day) decides only when the whole month is on one side: June 2014 straddles the day, so
    it is None and a question for ``review`` (a reviewer finds the day), never a guess.
    """
    if not isinstance(date, str) or len(date) not in (7, 10):
        return None
    if len(date) == 7:
        month = RULE_N_REPLACED[:7]
        if date == month:
            if review is not None:
                review.append(f"Dated {date} (month only): the District's 2014 rules took effect {RULE_N_REPLACED}, "
                              f"within that month, so whether Rule N was in force depends on the day; "
                              f"a reviewer must find the application's full date.")
            return None
        if date > month:
            reasons.append(f"Dated {date} (month only), after {RULE_N_REPLACED} when the District's 2014 rules "
                           f"replaced Rule N: {LATER_RULE_REASON}.")
            return False
        return True
    if date >= RULE_N_REPLACED:
        reasons.append(f"Dated {date}, on or after {RULE_N_REPLACED} when the District's 2014 rules replaced Rule N: "
                       f"{LATER_RULE_REASON}.")
        return False
    return True


def decide(facts: dict[str, Fact], problems: list[Problem]) -> Applicability:
    """Section 2 for one set of (completed) facts."""
    d = _Decision()
    ptype = _value(facts, "project_type")
    deciding = DECIDING.get(ptype, {"project_type"}) if ptype else {"project_type"}
    blocking = [msg for names, msg in problems if names & deciding]
    d.review.extend(msg for _, msg in problems)
    if blocking:
        d.reasons.append("The facts that decide applicability contradict each other; a reviewer must settle them.")
        if ptype in D_TYPES and not any("project_type" in names for names, _ in problems):
            d.permit_required = True  # N.2.D: "a permit is required" whatever the contradicted size
    else:
        _paragraph(facts, d)
    if d.paragraph and d.permit_required is None:
        d.permit_required = bool(SECTIONS[d.paragraph])
    if d.paragraph:
        d.reasons.append(f"Decided under {d.paragraph}")
    basis = _basis(facts, d.reasons, problems)
    surety = _surety(facts, d.permit_required, d.review, d.reasons)
    in_force = rule_in_force(_value(facts, "application_date"), d.reasons, d.review)
    return Applicability(
        rule_in_force=in_force,
        permit_required=d.permit_required,
        paragraph=d.paragraph,
        sections=list(SECTIONS[d.paragraph]) if d.paragraph else list(d.sections or []),
        surety_required=surety,
        basis=basis,
        needs_review=d.review,
        reasons=d.reasons,
    )
