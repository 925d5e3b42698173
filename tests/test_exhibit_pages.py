"""Exhibits by page: a page that reads like an item no rule found keeps it from being claimed `missing`."""

from __future__ import annotations

import pytest

from extract.choose.exhibit_pages import ExhibitPageModel, PageText, page_features
from intake.train import NEVER_SET, _pick_threshold
from rulen.engine import determine
from rulen.facts import facts_from_json
from rulen.models import Evidence

_PLAN = PageText(file="plans.pdf", page=3, width=1224, height=792, text="GRADING PLAN existing contours proposed contours")
_MEMO = PageText(file="memo.pdf", page=1, width=612, height=792, text="The applicant proposes a restaurant.")
_MODEL = ExhibitPageModel(weights={"N.6.A.7": {"w:contours": 20.0, "sheet": 2.0}}, bias={"N.6.A.7": -6.0},
                        thresholds={"N.6.A.7": 0.9})


def test_a_plan_sheet_reads_like_its_item_and_a_memo_does_not() -> None:
    hints = _MODEL.hints([_PLAN, _MEMO], found=set())
    assert [(e.file, e.page) for e in hints["N.6.A.7"]] == [("plans.pdf", 3)]
    assert page_features(_PLAN)["sheet"] == 1.0 and page_features(_MEMO)["sheet"] == 0.0


def test_an_item_a_rule_found_asks_for_no_hint() -> None:
    assert _MODEL.hints([_PLAN], found={"N.6.A.7"}) == {}


def _decided(hints: dict) -> tuple:
    facts = facts_from_json({"project_type": "commercial", "site_area_ac": 9.5})
    det = determine(facts.model_copy(update={"exhibit_hints": hints}))
    return {e.id: e for e in det.exhibits}, {d.id: d.message for d in det.deficiencies}


def test_a_hinted_item_is_a_question_never_a_present() -> None:
    hint = [Evidence(file="plans.pdf", page=3, text="GRADING PLAN")]
    exhibits, owed = _decided({"N.6.A.7": hint})
    assert exhibits["N.6.A.7"].status == "undetermined" and "plans.pdf p. 3" in exhibits["N.6.A.7"].reason
    assert owed["N.6.A.7"].startswith("Confirm that plans.pdf p. 3 shows")  # still asked: no doubt hidden
    assert exhibits["N.6.A.8"].status == "missing" and owed["N.6.A.8"].startswith("Provide")  # no hint: missing


CUTS = [  # (claims: best page score, truly missing), expected cut
    ([(0.1, True), (0.2, True), (0.3, True)], NEVER_SET),  # every claim right: nothing to veto
    ([(0.9, False), (0.1, True), (0.2, True)], 0.9),  # the false one scores highest: veto it alone
    ([(0.5, False), (0.6, True), (0.1, True)], NEVER_SET),  # vetoing the false one costs a true one: not worth it
    ([(0.5, False), (0.45, False), (0.4, False), (0.6, True), (0.1, True)], 0.4),  # three false for one true: worth it
]


@pytest.mark.parametrize("claims, expect", CUTS)
def test_veto_cut_weighs_a_hidden_true_missing_twice(claims, expect) -> None:
    assert _pick_threshold(claims) == expect
