"""Voices from external19 (sidewalks and trails, the N.2.E(4) test argued in words), read by class after it
was measured blind. Each class has near misses that must read nothing."""

import pytest

from extract.propose.applicant import read_applicant
from extract.pdf.page_text import page_from_text
from extract.propose.project_type import read_project_type
from extract.propose.quantities import read_sentence
from extract.read_facts import read_facts
from extract.layout.segments import Segment
from extract.propose.trail import read_trail


def seg(text, labelled=False):
    return Segment(text, "f.pdf", 1, None, labelled=labelled)


def trail(text, labelled=False):
    got = read_trail(seg(text, labelled)) or {}
    return {k: v for k, v in got.items() if k != "evidence"}


@pytest.mark.parametrize("text, want", [
    ("The existing 8-foot trail is widened to a 12-foot paved width, with 2-foot aggregate shoulders.", {"width_ft": 12.0}),
    ("Turf and native-seed buffers of 6 to 9 feet are kept on each side beyond the shoulders.",
     {"buffer_ft": 6.0, "needs_trail": True}),
    ("A turf buffer of at least 5 ft is provided on both sides except from STA 31+20 to 33+60, where a retaining wall "
     "reduces the back buffer to 2 ft.", {"buffer_ft": 2.0, "needs_trail": True}),
    ("The trail is 10 ft wide from STA 10+00 to 25+00, then 8 ft to STA 41+50. Trail pavement totals 1.12 acres.",
     {"width_ft": 10.0, "area_ac": 1.12}),
    ("Along Shady Oak Road the trail sits behind a 7-foot boulevard on the street side and 5 feet of turf behind it.",
     {"buffer_ft": 5.0}),
    # near misses: an existing width that goes; two facilities; a one-sided range; lawn crossed
    ("The existing 6-foot sidewalk will be removed.", {}),
    ("A 6-foot sidewalk on the east side and a 10-foot trail on the west side.", {"conflict": "width: 6 ft vs 10 ft"}),
    ("Buffer: a turf boulevard of 6 to 8 feet lies between the curb and the walk.", {}),
])
def test_trail_measures(text, want):
    assert trail(text) == want


def test_an_existing_width_in_a_tables_aside_is_not_the_new_trails():
    assert trail("Existing impervious (8-ft trail, plazas): 2.10 acres", labelled=True) == {}


def test_its_surface_area_said_after_the_trail():
    text = "The trail is 8 feet wide throughout. Its surface area is 0.41 acres.\n"
    assert read_facts([page_from_text(text, file="r.pdf")]).value("sidewalk_trail")["area_ac"] == 0.41


@pytest.mark.parametrize("text, value", [
    ("The City of Excelsior, a Minnesota statutory city, is the applicant.", True),
    ("The City of Minnetonka, a municipal corporation, is the applicant and will own and maintain the improvement.", True),
    ("Lake Homes LLC, a builder, is not the applicant.", None),
])
def test_the_applicant_with_an_appositive(text, value):
    got = [c.value for c in read_applicant(seg(text))]
    assert got == ([] if value is None else [value])


def test_a_pad_site_and_its_kind():
    text = ("This is a commercial building pad of 0.42 acres within a 2.7-acre plat; the other lots of the plat are owned by "
            "others and are not part of this application.")
    assert [c.value for c in read_project_type(seg(text))] == ["commercial"]
    assert [(c.name, c.value) for c in read_sentence(seg(text))] == [("site_area_ac", 0.42)]


def test_a_measure_sentence_names_no_kind():
    assert read_project_type(seg("About 0.45 acres will be disturbed, including the sidewalk connection in the boulevard.")) == []
