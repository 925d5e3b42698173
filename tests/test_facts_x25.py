"""Voices from external25 (project kinds and applicants off the beaten path: lift stations, park shelters, golf
maintenance, salt sheds, marinas), read by class after the set was measured blind. Each class has near misses."""

import pytest

from extract.propose.applicant import read_applicant
from extract.propose.applicant_self import read_self_description
from extract.words.labels import classify_table_label
from extract.pdf.page_text import page_from_text
from extract.propose.project_type import read_project_type
from extract.propose.quantities import read_sentence
from extract.read_facts import read_facts
from extract.layout.segments import Segment
from extract.propose.trail import read_trail


def seg(text, labelled=False):
    return Segment(text, "f.pdf", 1, None, labelled=labelled)


def facts(text):
    return read_facts([page_from_text(text, file="r.pdf")])


@pytest.mark.parametrize("text, labelled, kind", [
    ("Land use for Rule N purposes: institutional (municipal utility facility).", False, "institutional"),
    ("Rule N category: institutional (county public works facility).", True, "institutional"),
    ("What land use is it: Commercial: the building serves a for-profit golf business.", True, "commercial"),
    # near miss: what stands there now
    ("Land use: Vacant commercial", True, None),
])
def test_the_kind_under_its_many_labels(text, labelled, kind):
    got = [c.value for c in read_project_type(seg(text, labelled))]
    assert got == ([] if kind is None else [kind])


@pytest.mark.parametrize("label, fact", [
    ("Existing impervious (old building, slab, walk) Acres", "existing_impervious_ac"),
    ("Proposed impervious (building, drive, pads) Acres", "proposed_impervious_ac"),
    ("Existing (building, parking lot) Acres", None),
])
def test_a_kinds_aside_names_no_other_thing(label, fact):
    assert classify_table_label(label) == fact


def test_a_bare_net_increase_row_under_impervious_rows():
    got = facts("\tSquare feet\tAcres\n"
                "Existing impervious (old building, slab, walk)\t2,178\t0.05\n"
                "Proposed impervious (building, drive, pads)\t6,098\t0.14\n"
                "Net increase\t3,920\t0.09\n")
    assert got.value("net_impervious_increase_ac") == 0.09


def test_a_net_increase_row_without_impervious_rows_is_not_read():
    got = facts("\tAcres\nSite\t2.1\nNet increase\t0.3\n")
    assert got.value("net_impervious_increase_ac") is None


@pytest.mark.parametrize("text, want", [
    ("Runoff from off site: The 0.8 acres of cart path and rough north of the yard that drain onto the project are included "
     "in the HydroCAD model.", []),
    ("How big is the project: The project area is 1.90 acres; grading disturbs 1.75 acres.",
     [("site_area_ac", 1.9), ("disturbed_area_ac", 1.75)]),
    ("The addition is a 3-story, 42-unit assisted living wing with memory care, joined to the existing 86-unit building: 128 "
     "dwelling units in all on the 4.90-acre site, a density of 26.1 units per acre.",
     [("site_area_ac", 4.9), ("density_du_per_ac", 26.1), ("dwelling_units", 128)]),
])
def test_labelled_answers(text, want):
    assert [(c.name, c.value) for c in read_sentence(seg(text, labelled=True))] == want


def test_questions_and_answers_each_on_their_line():
    got = facts("Rule N submittal in question-and-answer form\n"
                "Q. Who is applying? A. Wild Meadow Golf Club, Inc., a privately owned daily-fee golf course.\n"
                "Q. What land use is it? A. Commercial: the building serves a for-profit golf business.\n")
    assert got.value("applicant_public_entity") is False
    assert got.value("project_type") == "commercial"


def test_a_public_body_described_in_brackets_then_its_work():
    text = "The City of Mound (a municipal corporation) will tear out the dead-end stub of Shoreline Lane."
    assert [c.value for c in read_self_description(seg(text))] == [True]
    assert [c.value for c in read_applicant(seg("Who is applying: Acme Marina Holdings LLC", labelled=True))] == [False]


def test_the_rules_test_restated_with_the_paragraphs_number_gives_no_buffer():
    text = ("Because the trail is no wider than 10 feet and has a pervious buffer of at least 5 feet on each side, with "
            "crossings well under 25 percent of the buffer, we believe no District permit is needed under paragraph 2(E)(4).")
    got = read_trail(seg(text))
    assert got is None or "buffer_ft" not in got


def test_an_hwl_named_with_its_pond_in_brackets_before_the_opening():
    got = facts("The 100-year high water elevation of the adjacent storm pond (Wayzata Pond WP-7) is 931.8. The control "
                "building's lowest opening (door threshold) is at elevation 934.5, 2.7 ft above it.\n")
    assert (got.value("hwl_100yr_elev_ft"), got.value("lowest_opening_elev_ft")) == (931.8, 934.5)


@pytest.mark.parametrize("text, want", [
    # an appositive holding the fact's own label keeps it (external9); one holding a thing is set aside (external24)
    ("The garage entrance, the lowest opening of the new building, is at 891.4.", [("lowest_opening_elev_ft", 891.4)]),
    ("The lowest opening of the building, the parking garage entrance, is at elevation 936.5.", [("lowest_opening_elev_ft", 936.5)]),
])
def test_appositives(text, want):
    assert [(c.name, c.value) for c in read_sentence(seg(text))] == want


@pytest.mark.parametrize("text, kind", [
    # what goes away, joined by "and the construction of a new ...", is followed by what is built (external22)
    ("On behalf of our clients we submit the enclosed information for the removal of the existing 1948 rambler and the "
     "construction of a new single-family home with an attached three-stall garage on the same lot.", "single_family_home"),
    # two things replaced, joined by "and a", are both what goes away (external24)
    ("The Lakeview Residences replaces a former service station and a two-story office building with a five-story "
     "multi-family building of 112 apartment units.", "multi_unit_residential"),
])
def test_what_goes_away_and_what_is_built(text, kind):
    assert [c.value for c in read_project_type(seg(text))] == [kind]
