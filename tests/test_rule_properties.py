"""Properties of the whole engine over arbitrary valid facts (hypothesis).

The tables test chosen points; these test that the engine's promises hold everywhere:
it never raises, it names every clause once, it never reports a finding without evidence,
deficiencies match findings one to one, its output fits the published JSON Schema, a
public applicant never owes surety, and a bigger site never needs fewer sections.
"""

from __future__ import annotations

from typing import Any

import jsonschema
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulen.clauses import CRITERION_IDS, EXHIBIT_IDS
from rulen.engine import determine
from rulen.facts import PROJECT_TYPES, facts_from_json
from rulen.models import Determination, PackageInfo, Report, report_json_schema

PROPERTY_SETTINGS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
VALIDATOR = jsonschema.Draft202012Validator(report_json_schema())
BOUNDARIES = [0, 0.49, 0.5, 0.99, 1, 1.99, 2, 4.99, 5, 7.99, 8, 19.99, 20]


def acres(max_value: float = 200) -> st.SearchStrategy[float]:
    """Areas that hit the rule's thresholds often, and anything in between."""
    return st.one_of(st.sampled_from(BOUNDARIES),
                     st.floats(0, max_value, allow_nan=False, allow_infinity=False))


def maybe(strategy: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    return st.one_of(st.none(), strategy)


elevations = st.floats(800, 1000, allow_nan=False, allow_infinity=False)
rates = st.dictionaries(
    st.sampled_from(["1", "10", "100", "2"]),
    st.fixed_dictionaries({}, optional={"existing": st.floats(0, 500), "proposed": st.floats(0, 500)}),
    max_size=4,
)
ponds = st.lists(st.fixed_dictionaries({"name": st.sampled_from(["P1", "P2", "NW pond"])}, optional={
    "safety_bench_width_ft": st.sampled_from([0, 8, 9.9, 10, 12]),
    "safety_bench_slope_h_per_v": st.sampled_from([3, 9, 10, 12]),
    "freeboard_ft": st.sampled_from([0, 1.9, 2, 3]),
}), max_size=3)
trail = st.fixed_dictionaries({}, optional={
    "width_ft": st.sampled_from([6, 10, 10.5, 14]),
    "buffer_ft": st.sampled_from([0, 4.9, 5, 8]),
    "crossing_pct": st.sampled_from([0, 25, 26, 80]),
    "area_ac": acres(5),
    "standalone": st.booleans(),
})
EVIDENCE = [{"file": "a.pdf", "page": 1, "text": "first reading"}, {"file": "b.pdf", "page": 3, "text": "second reading"}]
conflict = st.just({"value": None, "conflict": "two different values", "evidence": EVIDENCE})

FACT_VALUES: dict[str, st.SearchStrategy[Any]] = {
    "project_type": st.one_of(st.sampled_from(PROJECT_TYPES), conflict),
    "site_area_ac": st.one_of(acres(), conflict),
    "dwelling_units": st.integers(0, 3000),
    "density_du_per_ac": st.one_of(st.sampled_from([1.5, 2, 2.01, 7.99, 8, 10]), st.floats(0, 60)),
    "existing_impervious_ac": acres(100),
    "proposed_impervious_ac": acres(100),
    "net_impervious_increase_ac": st.one_of(acres(50), st.floats(-10, 0)),
    "disturbed_area_ac": st.one_of(acres(), conflict),
    "applicant_public_entity": st.booleans(),
    "common_scheme_area_ac": acres(300),
    "infiltration_proposed": st.booleans(),
    "landlocked": st.booleans(),
    "phosphorus_removal_pct": st.one_of(st.sampled_from([49.9, 50]), st.floats(0, 100)),
    "peak_rates_cfs": rates,
    "lowest_opening_elev_ft": elevations,
    "hwl_100yr_elev_ft": elevations,
    "ponds": ponds,
    "vertical_datum": st.sampled_from(["NGVD29", "NAVD88", "local datum"]),
    "contour_interval_ft": st.sampled_from([0.5, 1, 2, 5]),
    "sidewalk_trail": trail,
}
EXHIBIT_KEYS = list(EXHIBIT_IDS) + ["plan_set.pe_certified", "plan_set.full_size", "plan_set.reduced"]

FOUND = {
    "exhibits": st.lists(st.sampled_from(EXHIBIT_KEYS), unique=True),
    "statements": st.lists(st.sampled_from(list(CRITERION_IDS)), unique=True),
}
DECIDING = ("project_type", "site_area_ac", "density_du_per_ac", "dwelling_units", "proposed_impervious_ac")
# Anything at all (often undecided: missing or contradictory facts) ...
any_facts = st.fixed_dictionaries({}, optional={**FACT_VALUES, **FOUND})
# ... and applications whose paragraph the facts usually settle, so decided paths get exercised too.
decidable_facts = st.fixed_dictionaries(
    {"project_type": st.sampled_from(PROJECT_TYPES), "site_area_ac": acres(),
     "density_du_per_ac": FACT_VALUES["density_du_per_ac"]},
    optional={**{k: v for k, v in FACT_VALUES.items() if k not in DECIDING}, **FOUND},
)
raw_facts = st.one_of(any_facts, decidable_facts)


def _determine(raw: dict[str, Any]) -> Determination:
    return determine(facts_from_json(raw))


@PROPERTY_SETTINGS
@given(raw_facts)
def test_every_clause_is_checked_exactly_once(raw: dict[str, Any]) -> None:
    det = _determine(raw)
    assert [e.id for e in det.exhibits] == list(EXHIBIT_IDS)
    assert [c.id for c in det.criteria] == list(CRITERION_IDS)


@PROPERTY_SETTINGS
@given(raw_facts)
def test_every_positive_or_negative_finding_carries_evidence(raw: dict[str, Any]) -> None:
    det = _determine(raw)
    findings = [(e.id, e.status, e.evidence) for e in det.exhibits if e.status == "present"]
    findings += [(c.id, c.status, c.evidence) for c in det.criteria if c.status in ("met", "unmet")]
    for cid, status, evidence in findings:
        assert evidence, f"{cid} is {status} without evidence"
        assert all(e.file and e.page >= 1 for e in evidence), (cid, evidence)


@PROPERTY_SETTINGS
@given(raw_facts)
def test_deficiencies_match_findings_one_to_one(raw: dict[str, Any]) -> None:
    det = _determine(raw)
    owed = sorted([("exhibit", e.id) for e in det.exhibits if e.status == "missing"]
                  + [("criterion", c.id) for c in det.criteria if c.status in ("unmet", "not_demonstrated")])
    assert sorted((d.kind, d.id) for d in det.deficiencies if d.kind != "fact") == owed
    undecided = det.applicability.paragraph is None and det.applicability.permit_required is not False \
        and not det.applicability.sections
    # an undecided package leads with the questions that decide it; a decided one asks none
    assert any(d.kind == "fact" for d in det.deficiencies) == undecided
    assert not any(s.status == "undetermined" for s in [*det.exhibits, *det.criteria]) or undecided
    assert all(d.message.strip() for d in det.deficiencies)


@PROPERTY_SETTINGS
@given(raw_facts)
def test_report_validates_against_the_published_schema(raw: dict[str, Any]) -> None:
    report = Report.build(PackageInfo(name="p"), _determine(raw))
    errors = sorted(VALIDATOR.iter_errors(report.model_dump(mode="json")), key=str)
    assert not errors, errors[0].message


@PROPERTY_SETTINGS
@given(raw_facts)
def test_applicability_is_internally_consistent(raw: dict[str, Any]) -> None:
    app = _determine(raw).applicability
    assert app.sections == sorted(set(app.sections))
    if app.permit_required is False:
        assert app.sections == [] and app.surety_required is False
    if app.paragraph is None:
        assert app.needs_review, "an undecided paragraph must say why"
        if app.sections:  # settled without a paragraph only where every possible paragraph agrees
            assert any(r.startswith("Density unknown") for r in app.reasons)
    if app.surety_required is None:
        assert app.needs_review


@PROPERTY_SETTINGS
@given(raw_facts)
def test_a_public_applicant_never_owes_surety(raw: dict[str, Any]) -> None:
    app = _determine({**raw, "applicant_public_entity": True}).applicability
    assert app.surety_required is False


# --- monotone in site size, within one category -----------------------------------------

CATEGORIES = st.one_of(
    st.builds(lambda d: {"project_type": "single_family_subdivision", "density_du_per_ac": d},
              st.sampled_from([0.5, 2, 2.01, 6, 10, 30])),
    st.builds(lambda d: {"project_type": "multi_unit_residential", "density_du_per_ac": d},
              st.sampled_from([1, 7.99, 8, 25])),
    st.builds(lambda t: {"project_type": t}, st.sampled_from(["commercial", "industrial", "institutional", "mixed_use"])),
    st.builds(lambda n: {"project_type": "linear", "net_impervious_increase_ac": n}, st.sampled_from([-1, 0, 0.5, 0.99, 1, 3])),
)


@PROPERTY_SETTINGS
@given(CATEGORIES, acres(), acres(), st.one_of(st.just({}), st.builds(lambda c: {"common_scheme_area_ac": c}, acres(300))))
def test_a_larger_site_never_drops_a_section(category: dict[str, Any], a: float, b: float, common: dict[str, Any]) -> None:
    small, large = sorted((a, b))
    got_small = _determine({**category, **common, "site_area_ac": small}).applicability
    got_large = _determine({**category, **common, "site_area_ac": large}).applicability
    assert got_small.paragraph and got_large.paragraph, (got_small.needs_review, got_large.needs_review)
    assert set(got_small.sections) <= set(got_large.sections), (got_small.paragraph, got_large.paragraph)
    if got_small.permit_required:
        assert got_large.permit_required


@PROPERTY_SETTINGS
@given(st.builds(lambda d: {"project_type": "multi_unit_residential", "density_du_per_ac": d}, st.floats(0, 60)),
       acres())
def test_higher_density_never_drops_a_section_for_multi_unit(category: dict[str, Any], area: float) -> None:
    """N.2.C and N.2.D at the same size: D's thresholds (0.5, 8 ac) never ask less than C's (2, 5, 8 ac)."""
    low = _determine({**category, "site_area_ac": area}).applicability
    high = _determine({**category, "density_du_per_ac": max(8.0, category["density_du_per_ac"]), "site_area_ac": area}).applicability
    assert set(low.sections) <= set(high.sections)
