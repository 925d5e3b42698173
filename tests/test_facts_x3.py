"""Classes of wording a third outside author used that the fact reader missed (kept as tables).

Each class carries near-misses that must stay unread: a false fact is the worst error.
"""

from __future__ import annotations

import pytest

from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts


def value(text: str, name: str):
    return read_facts([page_from_text(text)]).value(name)


@pytest.mark.parametrize("text,expected", [
    ("Use: Multi-family apartments (one 5-story building)", "multi_unit_residential"),
    ("Use: Multi-family apartments", "multi_unit_residential"),
    ("Parameter\tValue\tSource\nUse\tMulti-family apartments (one 5-story building)\tArch. A0.01", "multi_unit_residential"),
    ("Land use is institutional (school).", "institutional"),
    ("The land use is commercial.", "commercial"),
    ("The proposed land use is institutional (a private school).", "institutional"),
    ("Because this is the reconstruction of a single-family home, we understand that Rule N does not require a permit.",
     "single_family_home"),
    ("This project is the reconstruction of a single-family home on Lot 7.", "single_family_home"),
])
def test_the_projects_use_in_plain_words(text, expected):
    assert value(text, "project_type") == expected


@pytest.mark.parametrize("text", [
    "Existing use: commercial (vacant warehouse)",
    "Adjacent land use is commercial.",
    "Land use to the north is institutional (church).",
    "Zoning: C-2 Commercial",
    "Use of this form: permit applicants",
])
def test_uses_that_are_not_the_project(text):
    assert value(text, "project_type") is None


@pytest.mark.parametrize("text", [
    "The project is undertaken by Hennepin County, a public entity.",
    "The City of Victoria, a municipal corporation, is the applicant.",
    "The applicant, Three Rivers Park District, is a public agency.",
])
def test_a_public_applicant_said_in_prose(text):
    assert value(text, "applicant_public_entity") is True


@pytest.mark.parametrize("text", [
    "The District will not require a performance bond from cities, counties or the state.",
    "If the applicant were a public entity, no surety would be required.",
    "Stormwater from Hennepin County right-of-way enters the site.",
])
def test_public_bodies_named_otherwise_are_no_applicant(text):
    assert value(text, "applicant_public_entity") is None


def test_the_rules_own_threshold_is_no_crossing_share():
    text = ("Trail width\t10 ft\nBuffer (each side)\t6 ft\n"
            "Crossings (driveways, Old Crystal Bay Rd) as share of buffer area\t9%\n"
            "Because the trail is 10 feet wide with a 5-foot buffer on each side and its crossings cover less than "
            "25% of the buffer area, the District's stormwater rule does not require a permit.")
    trail = value(text, "sidewalk_trail")
    assert trail is not None and trail.get("crossing_pct") == 9.0


@pytest.mark.parametrize("text", [
    "The project is not undertaken by Hennepin County, a public entity.",
    "The project is undertaken by Acme Homes LLC, a public entity.",
    "The applicant, Bob Smith, is a public agency.",
    "If the work were sponsored by Hennepin County, a public entity, no surety would be needed.",
])
def test_a_public_applicant_in_prose_needs_a_public_name_and_a_plain_statement(text):
    assert value(text, "applicant_public_entity") is None


@pytest.mark.parametrize("text", [
    "Because this is not the reconstruction of a single-family home, Rule N requires a permit.",
    "Existing land use is commercial.",
    "The land use is commercial to the north.",
])
def test_near_misses_of_the_plain_use_stay_unread(text):
    assert value(text, "project_type") is None


def test_a_trail_bound_in_a_no_permit_conclusion_is_no_measurement():
    text = ("Because the trail is no wider than 10 feet and its crossings cover less than 25% of the buffer area, "
            "the District's stormwater rule does not require a permit.")
    trail = value(text, "sidewalk_trail")
    assert trail is None or trail.get("crossing_pct") is None


@pytest.mark.parametrize("text,expected", [
    ("This is a street project of the City of St. Louis Park (a public applicant).", True),
    ("Southview Academy, a private K-12 school; the Owner is not a public entity.", False),
    ("The applicant is not a public entity.", False),
])
def test_the_applicant_said_public_or_not(text, expected):
    assert value(text, "applicant_public_entity") is expected


def test_a_conditional_not_public_is_unread():
    assert value("If the applicant is not a public entity, a surety is required.", "applicant_public_entity") is None


def test_a_sentence_with_a_colon_that_wraps_is_read_whole():
    from extract.pdf.page import Line, Page
    lines = [Line(text="The project is a new paved regional trail, and only a trail: no road, parking or building work is",
                  bbox=(36, 100, 560, 112)),
             Line(text="included. It runs 1.7 miles along the former rail grade.", bbox=(36, 114, 400, 126))]
    page = Page(file="n.pdf", number=1, width=612, height=792, lines=lines)
    assert read_facts([page]).value("project_type") == "linear"


def test_a_labels_wrapped_word_stays_with_its_label():
    from extract.pdf.page import Line, Page
    lines = [Line(text="RE: 5 Bayview Place - stormwater and erosion control", bbox=(36, 100, 400, 112)),
             Line(text="narrative", bbox=(36, 114, 100, 126)),
             Line(text="The owners intend to remove the existing cabin and build a new single-family residence on the lot.",
                  bbox=(36, 128, 560, 140))]
    page = Page(file="m.pdf", number=1, width=612, height=792, lines=lines)
    assert read_facts([page]).value("project_type") == "single_family_home"


@pytest.mark.parametrize("text,name,expected", [
    ("Item\tSq. ft.\tAcres\nExisting hard cover (cabin, garage)\t3,920\t0.09", "existing_impervious_ac", 0.09),
    ("Grading will disturb approximately 12,400 square feet of the lot, all of it inside the silt fence.",
     "disturbed_area_ac", 0.2847),
])
def test_hard_cover_rows_and_a_part_of_the_lot(text, name, expected):
    assert value(text, name) == expected


@pytest.mark.parametrize("text", [
    "Each home covers 2,400 square feet of the lot.",
    "The house covers 2,400 square feet of the lot.",
])
def test_a_buildings_share_of_the_lot_is_no_disturbance(text):
    assert value(text, "disturbed_area_ac") is None


def test_a_labelled_line_that_runs_on_is_read_whole():
    from extract.pdf.page import Line, Page
    lines = [Line(text="1.01 OWNER: Southview Academy, an independent (private, non-profit) K-12 school; the Owner is",
                  bbox=(36, 100, 560, 112)),
             Line(text="not a public entity.", bbox=(36, 114, 140, 126))]
    page = Page(file="s.pdf", number=1, width=612, height=792, lines=lines)
    assert read_facts([page]).value("applicant_public_entity") is False


@pytest.mark.parametrize("text,expected", [
    ("The permeable paver patio (2,100 sq. ft.) has an open-graded stone base and is designed to infiltrate.", True),
    ("The existing pond is designed to infiltrate.", None),
    ("If the basin is designed to infiltrate, soils must be tested.", None),
])
def test_a_practice_designed_to_infiltrate(text, expected):
    assert value(text, "infiltration_proposed") is expected


@pytest.mark.parametrize("text,expected", [
    ("On behalf of Vicksburg Crossing Development LLC we submit the enclosed application for a retail center.", False),
    ("On behalf of the City of Wayzata, we submit the attached permit application.", True),
    ("On behalf of the District, we thank you for your application.", None),
    ("On behalf of Acme Holdings LLC we are not submitting an application.", None),
])
def test_the_one_an_application_is_submitted_for(text, expected):
    assert value(text, "applicant_public_entity") is expected
