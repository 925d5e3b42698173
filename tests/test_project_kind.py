"""The kind of project from the package's own description: the proposer, the classifier, the decision."""

from __future__ import annotations

import pytest

from extract.choose.kind import KindModel, default_kind_model, features
from extract.choose.kind_decide import kind_from_description
from extract.pdf.page import Line, Page
from extract.propose import READERS
from extract.propose.description import description_lines
from rulen.models import Evidence, Fact


def _page(number: int, *lines: str, file: str = "swmp.pdf") -> Page:
    return Page(file=file, number=number, width=612, height=792,
                lines=[Line(text=t, bbox=(72, 72 + 14 * i, 400, 84 + 14 * i)) for i, t in enumerate(lines)])


def test_description_reads_title_lines_and_lines_about_the_project_on_the_first_pages() -> None:
    body = ["x"] * 12
    pages = [_page(1, "Stormwater Management Report", "Higher Ground Childcare", *body,
                   "The project proposes a 9,800 sf childcare building."),
             _page(2, "Rainfall depths are from Atlas 14.", "The proposed parking lot drains east."),
             _page(3, "The project includes a new bank.")]
    pages[0].lines.append(Line(text="☐ Commercial ☐ Industrial ☒ Institutional", bbox=(72, 300, 400, 312)))  # past the first pages: not the description
    texts = [t for t, _ in description_lines(pages)]
    assert texts[:2] == ["Stormwater Management Report", "Higher Ground Childcare"]
    assert "The project proposes a 9,800 sf childcare building." in texts
    assert "The proposed parking lot drains east." in texts
    assert "Rainfall depths are from Atlas 14." not in texts  # a page-2 line about nothing built
    assert "The project includes a new bank." not in texts
    assert not any("Industrial" in t for t in texts)  # a form's printed options describe no project
    assert READERS["description"].fact == "project_type"


def test_word_pieces_let_related_words_meet() -> None:
    a, b = features("Cafe"), features("Cafeterias")
    assert set(a) & set(b)  # "cafe" meets "cafeterias" through their word pieces
    assert not set(features("warehouse")) & set(features("school"))


def _kinds(weights: dict[str, tuple[float, ...]], threshold: float = 0.5) -> KindModel:
    return KindModel(kinds=("commercial", "institutional"), weights=weights, bias=(0.0, 0.0), calib_x=(), calib_y=(),
                     set_threshold=threshold, ask_floor=0.34)


_LINES = [("Pleasant Valley Elementary School addition", Evidence(file="a.pdf", page=1, text="Pleasant Valley")),
          ("Stormwater Management Plan", Evidence(file="a.pdf", page=1, text="Stormwater Management Plan")),
          ("Prepared by a firm", Evidence(file="a.pdf", page=1, text="Prepared by a firm"))]


def test_a_sure_kind_is_set_with_its_line_as_evidence() -> None:
    model = _kinds({"w:school": (0.0, 30.0)})
    fact = kind_from_description({}, _LINES, model)["project_type"]
    assert fact.value == "institutional" and fact.evidence[0].file == "a.pdf" and fact.confidence >= 0.5


def test_an_unsure_kind_is_a_question_not_a_value() -> None:
    model = _kinds({"w:school": (0.0, 0.2)}, threshold=0.99)
    fact = kind_from_description({}, _LINES, model)["project_type"]
    assert fact.value is None and fact.candidates and fact.candidates[0].value == "institutional"
    assert "not sure enough" in fact.conflict


def test_a_stated_kind_is_never_overruled() -> None:
    model = _kinds({"w:school": (0.0, 30.0)})
    stated = {"project_type": Fact(value="commercial", evidence=[])}
    assert kind_from_description(stated, _LINES, model)["project_type"].value == "commercial"
    hand = {"project_type": Fact(value=None, source="override")}
    assert kind_from_description(hand, _LINES, model)["project_type"].source == "override"
    disputed = {"project_type": Fact(value=None, conflict="two values: commercial vs industrial")}
    assert kind_from_description(disputed, _LINES, model)["project_type"].conflict.startswith("two values")
    assert "project_type" not in kind_from_description({}, _LINES[:2], model)  # two lines describe no project


# The committed classifier on descriptions in words no phrase list of ours holds; its top kind
# (not whether it is sure enough to set it) is what these check.
KINDS = [
    ("Proposed veterinary clinic and kennel", "commercial"),
    ("New funeral home and parking lot", "commercial"),
    ("Religious organization worship center expansion", "institutional"),
    ("Elementary school classroom addition", "institutional"),
    ("Warehouse and distribution facility with truck docks", "industrial"),
    ("Highway and street reconstruction with new storm sewer", "linear"),
]


@pytest.mark.parametrize("text, kind", KINDS)
def test_committed_classifier_reads_kinds_from_the_public_classification(text: str, kind: str) -> None:
    model = default_kind_model()
    assert model is not None
    assert model.best(text)[0] == kind
