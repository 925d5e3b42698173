"""Derived facts and contradictions (``rulen.derive``).

Derivation is arithmetic on stated facts, marked ``derived`` and carrying its inputs'
evidence; a disagreement among stated facts is returned, never settled by picking one.
"""

from __future__ import annotations

from typing import Any

import pytest

from rulen.derive import close, complete
from rulen.facts import facts_from_json
from rulen.models import Fact


def _complete(raw: dict[str, Any]) -> tuple[dict[str, Fact], list[str]]:
    facts, problems = complete(facts_from_json(raw))
    return facts, [msg for _, msg in problems]


def _stated(value: float, text: str, page: int = 1) -> dict[str, Any]:
    return {"value": value, "evidence": [{"file": "calc.pdf", "page": page, "text": text}]}


def test_net_increase_from_existing_and_proposed() -> None:
    facts, problems = _complete({"existing_impervious_ac": _stated(2.0, "existing 2.0 ac", 3),
                                 "proposed_impervious_ac": _stated(3.25, "proposed 3.25 ac", 4)})
    net = facts["net_impervious_increase_ac"]
    assert net.value == pytest.approx(1.25) and net.source == "derived" and net.unit == "acres"
    assert [(e.page, e.text) for e in net.evidence] == [(3, "existing 2.0 ac"), (4, "proposed 3.25 ac")]
    assert problems == []


def test_a_decrease_is_a_negative_net_increase() -> None:
    facts, _ = _complete({"existing_impervious_ac": 2.0, "proposed_impervious_ac": 1.5})
    assert facts["net_impervious_increase_ac"].value == pytest.approx(-0.5)


def test_proposed_from_existing_and_net() -> None:
    facts, problems = _complete({"existing_impervious_ac": 2.0, "net_impervious_increase_ac": 0.5})
    assert facts["proposed_impervious_ac"].value == pytest.approx(2.5)
    assert facts["proposed_impervious_ac"].source == "derived"
    assert problems == []


def test_existing_from_proposed_and_net() -> None:
    facts, _ = _complete({"proposed_impervious_ac": 4.0, "net_impervious_increase_ac": 1.5})
    assert facts["existing_impervious_ac"].value == pytest.approx(2.5)
    assert facts["existing_impervious_ac"].source == "derived"


def test_stated_facts_are_never_overwritten() -> None:
    facts, _ = _complete({"existing_impervious_ac": 2.0, "proposed_impervious_ac": 3.0, "net_impervious_increase_ac": 1.0})
    assert all(facts[n].source == "override" for n in ("existing_impervious_ac", "proposed_impervious_ac", "net_impervious_increase_ac"))


def test_nothing_derived_from_one_figure() -> None:
    facts, problems = _complete({"existing_impervious_ac": 2.0, "dwelling_units": 12})
    assert set(facts) == {"existing_impervious_ac", "dwelling_units"}
    assert problems == []


@pytest.mark.parametrize(("existing", "net", "proposed"), [
    (2.0, 1.0, 3.01),  # 2-decimal rounding
    (2.0, 1.01, 3.0),
    (100.0, 1.0, 101.0),
    (0.0, 0.35, 0.35),
])
def test_impervious_figures_that_agree(existing: float, net: float, proposed: float) -> None:
    _, problems = _complete({"existing_impervious_ac": existing, "net_impervious_increase_ac": net,
                             "proposed_impervious_ac": proposed})
    assert problems == []


@pytest.mark.parametrize(("existing", "net", "proposed"), [
    (1.0, 1.0, 3.0),
    (2.0, 2.0, 2.5),
    (100.0, 0.5, 101.5),  # the totals are within 1.5% but the increases are 0.5 vs 1.5 ac
    (10.0, 0.9, 11.1),  # 0.9 vs 1.1 ac: N.2.E.1 vs N.2.E.2
])
def test_impervious_figures_that_contradict(existing: float, net: float, proposed: float) -> None:
    facts, problems = complete(facts_from_json({"existing_impervious_ac": existing, "net_impervious_increase_ac": net,
                                                "proposed_impervious_ac": proposed}))
    assert len(problems) == 1
    names, msg = problems[0]
    assert names == {"existing_impervious_ac", "proposed_impervious_ac", "net_impervious_increase_ac"}
    assert f"{net:g}" in msg and f"{proposed:g}" in msg
    # both readings stay as they were stated: nothing is picked
    assert facts["net_impervious_increase_ac"].value == net and facts["proposed_impervious_ac"].value == proposed


def test_density_from_units_and_area() -> None:
    facts, problems = _complete({"dwelling_units": _stated(40, "40 units"), "site_area_ac": _stated(5, "5.0 acres", 2)})
    density = facts["density_du_per_ac"]
    assert density.value == 8.0 and density.source == "derived" and density.unit == "units/acre"
    assert {e.text for e in density.evidence} == {"40 units", "5.0 acres"}
    assert problems == []


def test_no_density_from_a_zero_area() -> None:
    facts, problems = _complete({"dwelling_units": 4, "site_area_ac": 0})
    assert "density_du_per_ac" not in facts
    assert problems == []


def test_stated_density_that_agrees_within_rounding() -> None:
    _, problems = _complete({"dwelling_units": 23, "site_area_ac": 7.0, "density_du_per_ac": 3.3})
    assert problems == []


def test_stated_density_that_contradicts() -> None:
    facts, problems = complete(facts_from_json({"dwelling_units": 10, "site_area_ac": 2, "density_du_per_ac": 2}))
    assert [names for names, _ in problems] == [frozenset({"density_du_per_ac", "dwelling_units", "site_area_ac"})]
    assert facts["density_du_per_ac"].value == 2


def test_a_fact_with_a_conflict_is_a_problem_with_its_own_name() -> None:
    evidence = [{"file": "a.pdf", "page": 1, "text": "9.5 acres"}, {"file": "a.pdf", "page": 4, "text": "7.2 acres"}]
    facts, problems = complete(facts_from_json({"site_area_ac": {"value": None, "conflict": "9.5 vs 7.2 ac", "evidence": evidence},
                                                "dwelling_units": 20}))
    assert problems == [(frozenset({"site_area_ac"}), "site area ac: 9.5 vs 7.2 ac")]
    assert "density_du_per_ac" not in facts  # nothing is derived from an unsettled area
    assert len(facts["site_area_ac"].evidence) == 2


@pytest.mark.parametrize(("a", "b", "same"), [
    (1.0, 1.0, True), (1.0, 1.011, True), (1.0, 1.02, False), (0.0, 0.011, True), (0.0, 0.012, False),
    (10.0, 10.15, True), (10.0, 10.2, False), (-1.0, 1.0, False),
])
def test_close(a: float, b: float, same: bool) -> None:
    assert close(a, b) is same
    assert close(b, a) is same
