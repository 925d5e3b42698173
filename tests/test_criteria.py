"""Criteria of Sections 3-5, one test table per clause id (as ruff tests one rule per fixture).

Each table lives in ``data/criteria_cases.json``; the expected statuses were written from
the clause text: "at least 50 percent" is ``>= 50``, "no steeper than 10:1 (H:V)" is
``H:V >= 10``, "a minimum of two feet above" is ``margin >= 2``, "shall not increase" lets
an equal rate pass. A criterion whose section does not apply is ``not_applicable``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rulen.clauses import CRITERION_IDS
from rulen.engine import determine
from rulen.facts import facts_from_json
from rulen.models import CriterionStatus, Determination

DATA = json.loads((Path(__file__).parent / "data" / "criteria_cases.json").read_text("utf-8"))
TABLES: dict[str, list[dict[str, Any]]] = DATA["tables"]
NARRATIVE: dict[str, int] = DATA["narrative"]

ALL = {"project_type": "commercial", "site_area_ac": 10, "disturbed_area_ac": 10}  # N.2.D.3
OFF_FOR_SECTION = {  # an application under which the section does not apply
    3: {"project_type": "single_family_home"},
    4: {"project_type": "commercial", "site_area_ac": 0.3},  # N.2.D.1
    5: {"project_type": "commercial", "site_area_ac": 3},  # N.2.D.2
}


def _run(facts: dict[str, Any], statements: list[str] | None = None) -> Determination:
    return determine(facts_from_json({**facts, "statements": statements or []}))


def _status(det: Determination, cid: str) -> CriterionStatus:
    found = [c for c in det.criteria if c.id == cid]
    assert len(found) == 1, f"{cid} appears {len(found)} times"
    return found[0]


def _check(cid: str, case: dict[str, Any]) -> None:
    det = _run(case["facts"], case["statements"])
    got = _status(det, cid)
    assert got.status == case["expect"], f"{case['why']}: {got.status} ({got.reason})"
    if got.status in ("met", "unmet"):
        assert got.evidence and all(e.file and e.page >= 1 for e in got.evidence), got
    owed = [d for d in det.deficiencies if d.id == cid]
    if got.status in ("unmet", "not_demonstrated"):
        assert len(owed) == 1 and owed[0].kind == "criterion" and cid in owed[0].message
    else:
        assert owed == []


def _table(cid: str) -> Any:
    rows = TABLES[cid]
    return pytest.mark.parametrize("case", rows, ids=[r["id"] for r in rows])


def test_every_criterion_has_a_table() -> None:
    assert set(TABLES) | set(NARRATIVE) == set(CRITERION_IDS)
    assert not set(TABLES) & set(NARRATIVE)


@_table("N.3.1")
def test_n_3_1_openings_bmp_only(case: dict[str, Any]) -> None:
    _check("N.3.1", case)


@_table("N.4.1")
def test_n_4_1_peak_rates(case: dict[str, Any]) -> None:
    _check("N.4.1", case)


@_table("N.4.5")
def test_n_4_5_landlocked(case: dict[str, Any]) -> None:
    _check("N.4.5", case)


@_table("N.4.9")
def test_n_4_9_openings(case: dict[str, Any]) -> None:
    _check("N.4.9", case)


@_table("N.5.1")
def test_n_5_1_phosphorus(case: dict[str, Any]) -> None:
    _check("N.5.1", case)


@_table("N.5.3")
def test_n_5_3_ponds(case: dict[str, Any]) -> None:
    _check("N.5.3", case)


@_table("N.5.5")
def test_n_5_5_openings(case: dict[str, Any]) -> None:
    _check("N.5.5", case)


def test_n_4_1_detail_shows_the_numbers_compared() -> None:
    rates = {"1": {"existing": 5, "proposed": 4}, "10": {"existing": 12, "proposed": 13}, "100": {"existing": 30, "proposed": 25}}
    got = _status(_run({**ALL, "peak_rates_cfs": rates}), "N.4.1")
    assert got.detail["10"] == {"existing": 12.0, "proposed": 13.0}
    assert "10-year" in got.reason and "1-year" not in got.reason and "100-year" not in got.reason


def test_n_5_3_names_the_bad_pond() -> None:
    ponds = [{"name": "North", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 2},
             {"name": "South", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 4, "freeboard_ft": 2}]
    got = _status(_run({**ALL, "ponds": ponds}), "N.5.3")
    assert got.status == "unmet" and "South" in got.reason and "North" not in got.reason


NARRATIVE_IDS = sorted(NARRATIVE)


@pytest.mark.parametrize("cid", NARRATIVE_IDS)
def test_narrative_met_with_a_statement(cid: str) -> None:
    got = _status(_run(ALL, [cid]), cid)
    assert got.status == "met"
    assert got.evidence and all(e.file and e.page >= 1 for e in got.evidence)


@pytest.mark.parametrize("cid", NARRATIVE_IDS)
def test_narrative_not_demonstrated_without_one(cid: str) -> None:
    others = [i for i in NARRATIVE_IDS if i != cid]  # another clause's statement proves nothing here
    det = _run(ALL, others)
    assert _status(det, cid).status == "not_demonstrated"
    assert [d.kind for d in det.deficiencies if d.id == cid] == ["criterion"]


@pytest.mark.parametrize("cid", NARRATIVE_IDS)
def test_narrative_not_applicable_when_its_section_does_not_apply(cid: str) -> None:
    det = _run(OFF_FOR_SECTION[NARRATIVE[cid]], [cid])
    assert _status(det, cid).status == "not_applicable"
    assert not [d for d in det.deficiencies if d.id == cid]


@pytest.mark.parametrize("cid", NARRATIVE_IDS)
def test_narrative_conditional_while_applicability_is_undecided(cid: str) -> None:
    """Undecided applicability: a criterion wanted only if a section applies is conditional, not a deficiency."""
    det = _run({"site_area_ac": 3})
    got = _status(det, cid)
    assert got.status == "undetermined" and "Needed if" in got.reason
    assert not [d for d in det.deficiencies if d.id == cid]
    assert [d.id for d in det.deficiencies if d.kind == "fact"] == ["project_type"]


# a permit is sure (N.2.D: commercial) but the site area, which picks the sections, is not stated:
# Section 3 applies whatever the answer, Sections 4-5 only if the site is large enough
@pytest.mark.parametrize("cid, expect", [("N.3.0", "not_demonstrated"), ("N.3.2", "not_demonstrated"),
                                         ("N.4.2", "undetermined"), ("N.5.2", "undetermined")])
def test_sure_permit_keeps_section_3_wanting(cid: str, expect: str) -> None:
    det = _run({"project_type": "commercial"})
    assert det.applicability.permit_required is True and det.applicability.paragraph is None
    assert _status(det, cid).status == expect
    assert bool([d for d in det.deficiencies if d.id == cid]) == (expect == "not_demonstrated")
    assert [d.id for d in det.deficiencies if d.kind == "fact"] == ["site_area_ac"]


@pytest.mark.parametrize("cid", list(CRITERION_IDS))
def test_no_permit_means_every_criterion_not_applicable(cid: str) -> None:
    det = _run({"project_type": "linear", "net_impervious_increase_ac": 0}, list(NARRATIVE))
    assert _status(det, cid).status == "not_applicable"
    assert det.deficiencies == []
