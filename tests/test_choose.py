"""The chooser: grouping readings, their features, calibrated decisions, questions, and deterministic training."""

from __future__ import annotations

import json
from typing import Any

import pytest

from extract.propose.candidate import LABELLED, LOOSE, PROSE, Candidate
from extract.choose.decide import choose
from extract.choose.features import INDEX, NAMES, describe
from extract.choose.groups import group_candidates
from extract.choose.model import STRATA, ChooserModel, default_model
from extract.read_facts import Proposal
from intake.train import ReadPackage, _threshold, fit, write_model
from rulen.engine import determine
from rulen.models import Evidence, Fact, Facts


def _cand(name: str, value: Any, text: str = "", strength: int = PROSE, page: int = 1, file: str = "a.pdf") -> Candidate:
    return Candidate(name=name, value=value, evidence=Evidence(file=file, page=page, text=text or f"{name} {value}"),
                     strength=strength)


def test_what_the_words_settle_is_settled_before_the_model() -> None:
    loose = group_candidates([_cand("site_area_ac", 3.2, strength=LABELLED), _cand("site_area_ac", 40.0, strength=LOOSE)])
    assert [g.value for g in loose["site_area_ac"]] == [3.2]  # a loose mention beside a labelled figure
    zero = group_candidates([_cand("site_area_ac", 0.0), _cand("site_area_ac", 2.5)])
    assert [g.value for g in zero["site_area_ac"]] == [2.5]  # no site measures nothing
    floor = [Candidate(name="lowest_opening_elev_ft", value=931.0, variant="floor", evidence=Evidence(file="a", page=1, text="low floor")),
             Candidate(name="lowest_opening_elev_ft", value=932.4, variant="opening", evidence=Evidence(file="a", page=1, text="opening"))]
    assert [g.value for g in group_candidates(floor)["lowest_opening_elev_ft"]] == [932.4]
    fixed = [_cand("site_area_ac", 7.8), _cand("site_area_ac", 8.3).model_copy(update={"revised": True})]
    assert [g.value for g in group_candidates(fixed)["site_area_ac"]] == [8.3]


def test_readings_group_by_value_within_rounding() -> None:
    groups = group_candidates([_cand("site_area_ac", 3.2), _cand("site_area_ac", 3.21, page=2),
                               _cand("site_area_ac", 13.4), _cand("ponds", [1])])
    assert list(groups) == ["site_area_ac"]  # structured facts are their readers' to merge
    assert [len(g.members) for g in groups["site_area_ac"]] == [2, 1]


CONSISTENCY = [  # (fact, value, other facts, expected feature: +1 consistent, -1 inconsistent, 0 cannot tell)
    ("net_impervious_increase_ac", 1.0, {"existing_impervious_ac": 2.0, "proposed_impervious_ac": 3.0}, 1),
    ("net_impervious_increase_ac", 3.0, {"existing_impervious_ac": 2.0, "proposed_impervious_ac": 3.0}, -1),
    ("net_impervious_increase_ac", 1.0, {"existing_impervious_ac": 2.0}, 0),  # near miss: a side unknown
    ("proposed_impervious_ac", 3.0, {"existing_impervious_ac": 2.0, "net_impervious_increase_ac": 1.0}, 1),
    ("density_du_per_ac", 4.0, {"dwelling_units": 20, "site_area_ac": 5.0}, 1),
    ("density_du_per_ac", 8.0, {"dwelling_units": 20, "site_area_ac": 5.0}, -1),
    ("site_area_ac", 1.0, {"proposed_impervious_ac": 3.0}, -1),  # more impervious than the site holds
    ("site_area_ac", 5.0, {"proposed_impervious_ac": 3.0}, 0),
]


@pytest.mark.parametrize("name, value, others, expect", CONSISTENCY)
def test_arithmetic_consistency_feature(name: str, value: float, others: dict, expect: int) -> None:
    x = describe(group_candidates([_cand(name, value)])[name], None, False, others)[0]
    assert (x[INDEX["consistent"]] - x[INDEX["inconsistent"]]) == expect


CUES = [  # (sentence, cue that must be seen, cue that must not)
    ("A minimum of 2 acres is required by the rule.", "requirement", "other_site"),
    ("The adjacent parcel is 12 acres.", "other_site", "requirement"),
    ("The site is approximately 4.2 acres.", "approx", "negation"),
    ("No wetlands; the site is 4.2 acres.", "negation", "approx"),
]


@pytest.mark.parametrize("text, seen, unseen", CUES)
def test_sentence_cues(text: str, seen: str, unseen: str) -> None:
    x = describe(group_candidates([_cand("site_area_ac", 4.2, text=text)])["site_area_ac"], None, False, {})[0]
    assert x[INDEX[f"cue={seen}"]] == 1.0 and x[INDEX[f"cue={unseen}"]] == 0.0


def _model(weights: dict[str, float], intercept: float, threshold: float = 0.9) -> ChooserModel:
    coef = [weights.get(n, 0.0) for n in NAMES]
    return ChooserModel(names=tuple(NAMES), coef=tuple(coef), intercept=intercept, calib_x=(), calib_y=(),
                        thresholds=(("agree", threshold), ("easy", threshold), ("open", threshold)))


def test_a_sure_reading_is_set_with_its_confidence() -> None:
    groups = group_candidates([_cand("site_area_ac", 3.2, strength=LABELLED)])
    facts = choose({}, groups, _model({"strength_labelled": 10.0}, -2.0))
    assert facts["site_area_ac"].value == 3.2 and facts["site_area_ac"].confidence >= 0.9
    assert facts["site_area_ac"].evidence[0].page == 1


def test_an_unsure_fact_becomes_a_question_with_candidates_and_pages() -> None:
    groups = group_candidates([_cand("site_area_ac", 1.4, page=2, strength=LABELLED),
                               _cand("site_area_ac", 13.36, page=1, strength=PROSE)])
    facts = choose({}, groups, _model({"strength_labelled": 1.0}, 0.0))
    fact = facts["site_area_ac"]
    assert fact.value is None and [c.value for c in fact.candidates] == [1.4, 13.36]
    assert fact.candidates[0].confidence > fact.candidates[1].confidence
    assert "1.4 ac (a.pdf p. 2) or 13.36 ac (a.pdf p. 1)?" in fact.conflict
    det = determine(Facts(facts={**facts, "project_type": Fact(value="commercial")}))
    asked = [d for d in det.deficiencies if d.kind == "fact"]
    assert [d.id for d in asked] == ["site_area_ac"] and "p. 2" in asked[0].message
    # undecided: the plan exhibits wait on the answer; no letter of missing plans
    assert not [d for d in det.deficiencies if d.id.startswith("N.6.A")]


def test_a_reading_below_the_floor_is_no_question() -> None:
    groups = group_candidates([_cand("phosphorus_removal_pct", 60.0)])
    assert "phosphorus_removal_pct" not in choose({}, groups, _model({}, -8.0))


def test_a_contradiction_is_never_dropped_for_a_low_score() -> None:
    groups = group_candidates([_cand("net_impervious_increase_ac", 0.0)])
    rule = {"net_impervious_increase_ac": Fact(value=None, conflict="existing + net is not the proposed")}
    assert choose(rule, groups, _model({}, -8.0))["net_impervious_increase_ac"].conflict


def test_a_derived_fact_is_left_to_the_engine() -> None:
    groups = group_candidates([_cand("density_du_per_ac", 9.0)])
    derived = {"density_du_per_ac": Fact(value=4.0, source="derived")}
    assert choose(derived, groups, _model({}, 8.0))["density_du_per_ac"].value == 4.0


THRESHOLDS = [  # (decisions: confidence, right), target, expected threshold
    ([(0.99, True)] * 40 + [(0.9, True)] * 10 + [(0.8, False)] * 5, 0.99, 0.9),
    ([(0.99, True)] * 40 + [(0.9, False)] * 10 + [(0.8, True)] * 5, 0.99, 0.99),
    ([(0.99, True)] * 20, 0.99, 1.0 + 1e-9),  # 20 right of 20 shows no 99%: too few to set anything
    ([(0.99, False)] * 40, 0.99, 1.0 + 1e-9),  # never right: nothing is ever set
]


@pytest.mark.parametrize("decisions, target, expect", THRESHOLDS)
def test_threshold_is_the_lowest_confidence_meeting_the_target(decisions, target, expect) -> None:
    assert _threshold(decisions, target) == pytest.approx(expect)


def _package(author: str, i: int) -> ReadPackage:
    true_area = 2.0 + i
    cands = [_cand("site_area_ac", true_area, "Site area: %s ac" % true_area, LABELLED),
             _cand("site_area_ac", 40.0 + i, "the parent parcel is about %s acres" % (40 + i), PROSE, page=2)]
    return ReadPackage(path=f"/x/{author}/{i}", truth={"split": author, "facts": {"site_area_ac": true_area}},
                       files=[], proposal=Proposal(facts=Facts(), groups=group_candidates(cands)))


def test_training_is_deterministic_and_learns_the_label_over_the_loose_figure(tmp_path) -> None:
    packages = [_package(a, i) for a in ("one", "two", "three", "four", "five", "six") for i in range(6)]
    a, b = fit(packages), fit(list(packages))
    write_model(a, tmp_path / "a.json")
    write_model(b, tmp_path / "b.json")
    assert (tmp_path / "a.json").read_bytes() == (tmp_path / "b.json").read_bytes()
    g = packages[0].proposal.groups["site_area_ac"]
    x = describe(g, None, False, {})
    assert a.confidence(x[0]) > a.confidence(x[1])


def test_the_committed_model_loads_and_speaks_the_current_features() -> None:
    model = default_model()
    assert model is not None and list(model.names) == NAMES
    assert 0.0 < model.set_threshold <= 1.0 and {k for k, _ in model.thresholds} == set(STRATA)
    data = json.loads(json.dumps(model.to_json()))
    assert ChooserModel.from_json(data) == model


def test_by_author_scores_each_group_on_models_trained_without_it() -> None:
    from intake.train import by_author

    packages = [_package(a, i) for a in ("one", "two", "three") for i in range(4)]
    result = by_author(packages)
    assert [g["group"] for g in result["groups"]] == ["one", "three", "two"]
    row = result["groups"][0]
    assert {"group", "packages", "paragraph", "facts", "exhibits", "missing_precision", "missing_recall", "criteria",
            "unmet_recall", "false_present", "false_met"} <= set(row)
    assert row["packages"] == 4 and row["facts"] is not None
    assert set(result["mean"]) >= {"paragraph", "facts"} and set(result["worst"]) >= {"paragraph", "facts"}
