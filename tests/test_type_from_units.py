"""A package that says "single-family" without saying whether it is one home or a subdivision:
the unit count gives the scale (N.2.A for one home, N.2.B/C for two or more)."""

from __future__ import annotations

import pytest

from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts


@pytest.mark.parametrize("text,units,kind", [
    ("Land use: Single-family residential\nNumber of dwelling units: 14", 14, "single_family_subdivision"),
    ("Zoning: R-1 Single Family\nThe project will create 9 new dwelling units.", 9, "single_family_subdivision"),
    ("Proposed use: single family detached\nTotal dwelling units: 1", 1, "single_family_home"),
])
def test_single_family_scale_from_unit_count(text: str, units: int, kind: str):
    facts = read_facts([page_from_text(text, file="application.pdf")])
    assert facts.facts["dwelling_units"].value == units
    fact = facts.facts["project_type"]
    assert fact.value == kind
    assert fact.source == "derived"
    assert {e.file for e in fact.evidence} == {"application.pdf"}


@pytest.mark.parametrize("text", [
    "Land use: Single-family residential",  # no count: the scale is unknown, so no type
    "The site is not a single-family development.\nNumber of dwelling units: 14",  # negated
    "Number of dwelling units: 14",  # no kind named
])
def test_no_type_without_both_pieces(text: str):
    facts = read_facts([page_from_text(text, file="a.pdf")])
    assert "project_type" not in facts.facts


def test_a_stated_type_is_never_replaced():
    text = "Project type: [X] Multi-family residential\nThe building holds 48 dwelling units.\nAdjacent to single-family homes."
    facts = read_facts([page_from_text(text, file="a.pdf")])
    assert facts.facts["project_type"].value == "multi_unit_residential"


def test_a_labelled_description_that_wraps_is_read_whole():
    text = ("City of Minnetonka - 2027 Street and Utility Improvements\n"
            "Scope: full-depth reconstruction of 0.9 miles of residential streets (Oak Ridge Road, Elm Lane) with new\n"
            "curb and gutter and storm sewer.\n"
            "Project Limits\t3.20 acres")
    facts = read_facts([page_from_text(text, file="narrative.pdf")])
    assert facts.facts["project_type"].value == "linear"
    assert facts.facts["site_area_ac"].value == 3.2


@pytest.mark.parametrize("text,kind", [
    ("The church (an institutional use) proposes a gathering space addition on its property at 630 Rice Street.", "institutional"),
    ("The project is located at 14067 Minnetonka Boulevard and consists of a new retail building.", "commercial"),
    ("The project reconstructs Rice Street between 3rd Avenue and 5th Avenue.", "linear"),
])
def test_a_street_address_is_not_road_work(text: str, kind: str):
    assert read_facts([page_from_text(text)]).facts["project_type"].value == kind


@pytest.mark.parametrize("text,kind", [
    ("Development\t38 townhome units in 7 buildings (multi-family)", "multi_unit_residential"),
    ("Project: a new 48-unit apartment building", "multi_unit_residential"),
    ("Project: Cedar Lake Road Apartments", None),  # a name, not a description
    ("Development: Oak Ridge Townhomes", None),
])
def test_a_project_label_describes_only_with_a_count_or_article(text: str, kind: str | None):
    fact = read_facts([page_from_text(text)]).facts.get("project_type")
    assert (fact.value if fact else None) == kind


@pytest.mark.parametrize("text,public", [
    ("Prepared by Bergstrom & Mack Engineers for the City of Minnetonka (applicant, a municipality)", True),
    ('This plan was prepared for Hennepin County (the "Applicant") by WSB.', True),
    ("Prepared for Lakeview Flats LLC (applicant).", False),
    ("Contact the City of Edina (not the applicant) for utility locates.", None),
])
def test_an_applicant_named_in_a_parenthesis(text: str, public: bool | None):
    fact = read_facts([page_from_text(text)]).facts.get("applicant_public_entity")
    assert (fact.value if fact else None) is public
