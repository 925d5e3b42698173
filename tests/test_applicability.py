"""Section 2 of Rule N, one parametrised case per row of ``data/applicability_cases.json``.

The expected outcomes in the table were written from the rule text (and the readings
documented in ``rulen/applicability.py``), not copied from the engine: the table is an
independent check of the paragraph, sections, permit, surety and N.2.H basis.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rulen.engine import determine
from rulen.facts import facts_from_json
from rulen.models import Applicability

TABLE = json.loads((Path(__file__).parent / "data" / "applicability_cases.json").read_text("utf-8"))
CASES: list[dict[str, Any]] = TABLE["cases"]


def _decide(facts: dict[str, Any]) -> Applicability:
    return determine(facts_from_json(facts)).applicability


def test_table_is_large_and_well_formed() -> None:
    ids = [c["id"] for c in CASES]
    assert len(ids) >= 70
    assert len(ids) == len(set(ids)), "case ids must be unique"
    for case in CASES:
        assert case["why"].strip(), case["id"]
        assert set(case["expect"]) == {"paragraph", "sections", "permit_required", "surety_required", "basis", "needs_review"}


def test_table_covers_every_paragraph_of_section_2() -> None:
    decided = {c["expect"]["paragraph"] for c in CASES}
    for para in ("N.2.A", "N.2.B", "N.2.B.1", "N.2.B.2", "N.2.B.3", "N.2.C", "N.2.C.1", "N.2.C.2", "N.2.C.3",
                 "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E", "N.2.E.1", "N.2.E.2", "N.2.E.3", "N.2.E.4"):
        assert para in decided, f"no case decided under {para}"
    assert None in decided
    assert {c["expect"]["surety_required"] for c in CASES} == {True, False, None}
    assert {c["expect"]["basis"] for c in CASES} == {"whole_site", "additional_only", None}


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_applicability(case: dict[str, Any]) -> None:
    got = _decide(case["facts"])
    want = case["expect"]
    context = f"{case['why']}\nreasons: {got.reasons}\nneeds_review: {got.needs_review}"
    assert got.paragraph == want["paragraph"], context
    assert got.sections == want["sections"], context
    assert got.permit_required is want["permit_required"], context
    assert got.surety_required is want["surety_required"], context
    assert got.basis == want["basis"], context
    assert bool(got.needs_review) is want["needs_review"], context


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_every_decision_explains_itself(case: dict[str, Any]) -> None:
    """A reviewer reads ``reasons``: a decided paragraph is always named there."""
    got = _decide(case["facts"])
    assert got.sections == sorted(got.sections)
    if got.paragraph is not None:
        assert any(got.paragraph in r for r in got.reasons), got.reasons
    if got.permit_required is False:
        assert got.sections == []
        assert got.surety_required is False


def test_trail_exclusion_is_stated_in_the_reasons() -> None:
    """The contract: the engine subtracts a qualifying trail itself and says so."""
    got = _decide({"project_type": "linear", "site_area_ac": 6, "net_impervious_increase_ac": 1.3,
                   "sidewalk_trail": {"width_ft": 10, "buffer_ft": 5, "area_ac": 0.4}})
    assert any("0.4 ac" in r and "N.2.E.4" in r for r in got.reasons), got.reasons


def test_contradictory_facts_keep_both_values_as_evidence() -> None:
    """A Fact with a conflict reaches the report with every candidate's evidence intact."""
    evidence = [{"file": "a.pdf", "page": 1, "text": "9.5 acres"}, {"file": "a.pdf", "page": 4, "text": "7.2 acres"}]
    det = determine(facts_from_json({"project_type": "commercial",
                                     "site_area_ac": {"value": None, "conflict": "9.5 vs 7.2", "evidence": evidence}}))
    kept = det.facts_used["site_area_ac"]
    assert kept.value is None
    assert [e.text for e in kept.evidence] == ["9.5 acres", "7.2 acres"]
    assert any("9.5 vs 7.2" in r for r in det.applicability.needs_review)


def test_surety_owed_for_an_unstated_public_status_says_why() -> None:
    """N.2.F exempts public bodies; when the documents do not say the applicant is one, the surety
    stands and the reasons say that the exemption was not shown (a stated private applicant needs no such line)."""
    from rulen.engine import determine
    from rulen.facts import facts_from_json

    base = {"project_type": "commercial", "site_area_ac": 10, "disturbed_area_ac": 10, "statements": []}
    unstated = determine(facts_from_json(base)).applicability
    private = determine(facts_from_json({**base, "applicant_public_entity": False})).applicability
    public = determine(facts_from_json({**base, "applicant_public_entity": True})).applicability
    assert unstated.surety_required is True and any("not shown to be a public body" in r for r in unstated.reasons)
    assert private.surety_required is True and not any("not shown to be a public body" in r for r in private.reasons)
    assert public.surety_required is False


@pytest.mark.parametrize("trail, paragraph", [
    ({"width_ft": 12, "standalone": True, "area_ac": 0.7}, "N.2.E.1"),         # too wide: the buffer no longer matters
    ({"buffer_ft": 3, "standalone": True, "area_ac": 0.7}, "N.2.E.1"),         # too narrow a buffer: the width no longer matters
    ({"width_ft": 8, "crossing_pct": 30, "standalone": True, "area_ac": 0.7}, "N.2.E.1"),
    ({"width_ft": 8, "standalone": True, "area_ac": 0.7}, None),               # passes on width, buffer unknown: undecided
    ({"buffer_ft": 6, "standalone": True, "area_ac": 0.7}, None),
])
def test_one_failing_measure_settles_the_trail_exclusion(trail: dict[str, Any], paragraph: str | None) -> None:
    """N.2.E.4 needs all three measures to pass, so one that fails decides it even when another is unstated."""
    got = _decide({"project_type": "linear", "sidewalk_trail": trail})
    assert got.paragraph == paragraph
    if paragraph is None:
        assert any("N.2.E.4 cannot be applied" in r for r in got.needs_review)
    else:
        assert any("does not qualify" in r for r in got.reasons)


@pytest.mark.parametrize("net, paragraph", [
    (-0.15, "N.2.E"),   # no increase even with the sidewalk counted: leaving it out can only lower the net
    (0.0, "N.2.E"),
    (0.3, None),        # an increase: how much of it the sidewalk is decides the paragraph, so it stays undecided
])
def test_a_qualifying_trail_of_unstated_area_beside_a_net_decrease(net: float, paragraph: str | None) -> None:
    got = _decide({"project_type": "linear", "net_impervious_increase_ac": net,
                   "sidewalk_trail": {"width_ft": 5, "buffer_ft": 6, "crossing_pct": 20}})
    assert got.paragraph == paragraph
    if paragraph is None:
        assert any("its impervious area is not stated" in r for r in got.needs_review)
    else:
        assert got.permit_required is False
