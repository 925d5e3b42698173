"""Section 6 exhibits, one parametrised case per row of ``data/exhibit_cases.json``.

Expected statuses come from the clause text: the plan set and items (1)-(13) only "if the
water quantity or water quality provisions ... apply"; soils only "for applications
proposing infiltration"; contours "at two-foot intervals, related to NGVD, 1929 datum";
rate analyses "if rate control requirements apply"; the NPDES permit "if required by the
MPCA" (one acre or more disturbed); the maintenance agreement "following Board approval";
soil borings "if available".
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rulen.clauses import EXHIBIT_IDS
from rulen.engine import determine
from rulen.facts import facts_from_json
from rulen.models import Determination, ExhibitStatus

CASES: list[dict[str, Any]] = json.loads(
    (Path(__file__).parent / "data" / "exhibit_cases.json").read_text("utf-8"))["cases"]


def _run(facts: dict[str, Any], exhibits: list[str] | dict[str, Any] | None = None) -> Determination:
    return determine(facts_from_json({**facts, "exhibits": exhibits or []}))


def _status(det: Determination, eid: str) -> ExhibitStatus:
    found = [e for e in det.exhibits if e.id == eid]
    assert len(found) == 1, f"{eid} appears {len(found)} times"
    return found[0]


def test_table_names_only_section_6_ids() -> None:
    assert len({c["id"] for c in CASES}) == len(CASES)
    named = {eid for c in CASES for eid in c["expect"]}
    assert named == set(EXHIBIT_IDS), set(EXHIBIT_IDS) - named  # every exhibit id is checked somewhere


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_exhibit(case: dict[str, Any]) -> None:
    det = _run(case["facts"], case["exhibits"])
    for eid, want in case["expect"].items():
        got = _status(det, eid)
        assert got.status == want, f"{case['why']}: {eid} is {got.status} ({got.reason})"
        if got.status == "present":
            assert got.evidence and all(e.file and e.page >= 1 for e in got.evidence), got
        owed = [d for d in det.deficiencies if d.id == eid]
        assert len(owed) == (1 if want == "missing" else 0), owed
        if owed:
            assert owed[0].kind == "exhibit" and eid in owed[0].message


def test_plan_set_evidence_points_at_each_part() -> None:
    page = lambda p, t: [{"file": "plans.pdf", "page": p, "text": t}]  # noqa: E731
    found = {"plan_set.pe_certified": page(1, "I hereby certify ... Minnesota"),
             "plan_set.full_size": page(2, "24 x 36"), "plan_set.reduced": page(3, "11 x 17")}
    got = _status(_run({"project_type": "commercial", "site_area_ac": 3}, found), "N.6.A")
    assert got.status == "present"
    assert sorted(e.page for e in got.evidence) == [1, 2, 3]


def test_missing_plan_set_says_which_part_is_absent() -> None:
    got = _status(_run({"project_type": "commercial", "site_area_ac": 3},
                       ["plan_set.pe_certified", "plan_set.full_size"]), "N.6.A")
    assert got.status == "missing" and "11 x 17" in got.reason and "full-size" not in got.reason


def test_derived_net_increase_carries_the_evidence_of_its_inputs() -> None:
    facts = {"project_type": "commercial", "site_area_ac": 3,
             "existing_impervious_ac": {"value": 1.0, "evidence": [{"file": "n.pdf", "page": 2, "text": "existing 1.0 ac"}]},
             "proposed_impervious_ac": {"value": 1.6, "evidence": [{"file": "n.pdf", "page": 3, "text": "proposed 1.6 ac"}]}}
    det = _run(facts)
    got = _status(det, "N.6.E")
    assert got.status == "present"
    assert {(e.page, e.text) for e in got.evidence} == {(2, "existing 1.0 ac"), (3, "proposed 1.6 ac")}
    assert det.facts_used["net_impervious_increase_ac"].source == "derived"
    assert det.facts_used["net_impervious_increase_ac"].value == pytest.approx(0.6)


def test_wrong_datum_is_reported_with_the_words_read() -> None:
    facts = {"project_type": "commercial", "site_area_ac": 3,
             "vertical_datum": {"value": "NAVD88", "evidence": [{"file": "p.pdf", "page": 5, "text": "ELEVATIONS NAVD 88"}]},
             "contour_interval_ft": 2}
    got = _status(_run(facts), "N.6.A.7")
    assert got.status == "missing" and "NAVD88" in got.reason
    assert any(e.text == "ELEVATIONS NAVD 88" for e in got.evidence)


def test_a_contour_interval_stated_two_ways_is_never_present() -> None:
    """external26: the plans keep 1-ft contours while another page says 2 ft; the exhibit waits for a reviewer."""
    facts = {"project_type": "commercial", "site_area_ac": 3, "vertical_datum": "NGVD29",
             "contour_interval_ft": {"value": None, "conflict": "1 ft (plans p.2) vs 2 ft (report p.3)",
                                     "evidence": [{"file": "plans.pdf", "page": 2, "text": "contours at 1-foot intervals"}]}}
    got = _status(_run(facts, {"N.6.A.7": [{"file": "plans.pdf", "page": 2, "text": "contours at 1-foot intervals"}]}), "N.6.A.7")
    assert got.status == "missing" and "stated two ways" in got.reason
