"""Voices from external14 (brevity and plain language), read by class after it was measured blind:
the applicant named plainly, fractions in words, "all of which will be disturbed", a trail's area said
with "it", buffers that belong to water, the level an opening is set against in the sentence before.
Each class has near misses that must read nothing."""

import pytest

from extract.propose.applicant import read_applicant
from extract.words.numbers import parse_number
from extract.pdf.page_text import page_from_text
from extract.propose.quantities import read_sentence
from extract.read_facts import read_facts
from extract.layout.segments import Segment
from extract.propose.trail import read_trail


def seg(text, labelled=False):
    return Segment(text, "f.pdf", 1, None, labelled=labelled)


def read(text):
    return [(c.name, c.value) for c in read_sentence(seg(text))]


def facts_of(text):
    return read_facts([page_from_text(text, file="report.pdf")])


@pytest.mark.parametrize("text, value", [
    ("Hennepin County is the applicant.", True),
    ("The City of St. Louis Park is the applicant. This is a trail-only project.", True),
    ("The applicant is the City of Edina.", True),
    ("The applicant is Lakeview Homes LLC.", False),
    # near misses: a condition, a negation, the applicant's engineer, a name that says neither
    ("If the City of Edina is the applicant, no surety is needed.", None),
    ("The City of Edina is not the applicant.", None),
    ("Hennepin County is the applicant's engineer of record.", None),
    ("Bolton & Menk is the applicant for the county.", None),
    ("The applicant is the owner.", None),
])
def test_the_applicant_named_plainly(text, value):
    got = [c.value for c in read_applicant(seg(text))]
    assert got == ([] if value is None else [value])


@pytest.mark.parametrize("text, value", [
    ("five and a half", 5.5), ("two and one-half", 2.5), ("two and one - half", 2.5), ("one-half", 0.5),
    ("one half", 0.5), ("2 1/2", 2.5), ("2½", 2.5), ("3 and a quarter", 3.25),
])
def test_fractions_in_words_and_glyphs(text, value):
    assert parse_number(text).value == pytest.approx(value)


@pytest.mark.parametrize("text, want", [
    ("We'll grade about five and a half acres.", [("disturbed_area_ac", 5.5)]),
    ("The site is two and one-half acres.", [("site_area_ac", 2.5)]),
    ("The site is 2 1/2 acres.", [("site_area_ac", 2.5)]),
    ("All 7.2 acres will be disturbed.", [("disturbed_area_ac", 7.2)]),
    ("The corridor we're working in is 1.6 acres, all of which will be disturbed.", [("disturbed_area_ac", 1.6)]),
    ("Today the phase 2 land is a hay field with no hard surface at all.", [("existing_impervious_ac", 0.0)]),
    # near misses: an identifier before "and a half", rule language, none disturbed, a future state
    ("Pond 1 and a half acre of grass", []),
    ("All projects over 1 acre will be disturbed.", []),
    ("The parcel is 3 acres, none of which will be disturbed.", []),
    ("If the site is 2 acres, all of which will be disturbed, a permit is needed.", []),
    ("The site will have no impervious surface.", []),
])
def test_plain_sentences(text, want):
    assert read(text) == want


@pytest.mark.parametrize("text, want", [
    ("The trail is twelve feet wide, with a four-foot mowed shoulder on each side before the creek corridor vegetation.",
     {"width_ft": 12.0, "buffer_ft": 4.0}),
    ("The 8-foot trail along Minnehaha Creek has 6-foot turf buffers on each side.", {"width_ft": 8.0, "buffer_ft": 6.0}),
    ("The 10-foot trail has 5-ft grass strips on each side; no fill is placed in the creek.",
     {"width_ft": 10.0, "buffer_ft": 5.0}),
    # a buffer tied to water is the water's, not the trail's
    ("The trail is 10 feet wide with a 50-foot wetland buffer.", {"width_ft": 10.0}),
    ("The 8-ft trail runs inside the 25-ft buffer to the creek.", {"width_ft": 8.0}),
    ("Trail 10 ft wide; the creek's 50-ft buffer is untouched.", {"width_ft": 10.0}),
    # a label line after a sentence on the same line
    ("Street and driveway crossings cover 18% of that buffer. Trail surface: 0.9 acre.",
     {"crossing_pct": 18.0, "area_ac": 0.9, "needs_trail": None}),
])
def test_trail_measures(text, want):
    got = read_trail(seg(text)) or {}
    for k, v in want.items():
        if v is not None:
            assert got.get(k) == v, (k, got)
    assert not {"width_ft", "buffer_ft", "area_ac", "crossing_pct"} - set(want) & set(got), got


def test_a_trails_area_said_with_it():
    text = ("The trail is twelve feet wide, to carry bikes and walkers both ways.\nIt adds 0.7 acre of pavement.\n")
    assert facts_of(text).value("sidewalk_trail")["area_ac"] == 0.7


def test_it_after_a_street_is_no_trails_area():
    text = "The trail and the new street are built together.\nIt adds 0.7 acre of pavement.\n"
    trail = facts_of(text).value("sidewalk_trail")
    assert trail is None or trail.get("area_ac") is None


@pytest.mark.parametrize("text, hwl, opening", [
    ("The chambers' 100-year high water level is 910.5. The new classroom wing's lowest door is 912.0.\n", 910.5, 912.0),
    ("East Pond: NWL 948.0, HWL 951.9; 2.1 feet of freeboard to the top of berm.\n"
     "Finished floor and lowest dock opening: 957.0.\n", 951.9, 957.0),
    ("100-year HWL of Pond 2 (the controlling level) is 975.2; the lowest house opening is 978.0.\n", 975.2, 978.0),
    # near misses: two levels before the opening, a lake's level, a required level
    ("Pond 1 HWL 951.9, Pond 2 HWL 953.0.\nLowest opening: 957.0.\n", None, 957.0),
    ("Lake Minnetonka's 100-year flood level is 931.5.\nLowest opening: 937.0.\n", None, 937.0),
    ("The City requires openings at least 2 feet above the pond's 100-year level of 940.0.\nLowest opening: 943.0.\n",
     None, 943.0),
])
def test_the_level_an_opening_is_set_against(text, hwl, opening):
    facts = facts_of(text)
    assert facts.value("hwl_100yr_elev_ft") == hwl
    assert facts.value("lowest_opening_elev_ft") == opening


def test_a_plat_named_in_apposition_gives_its_kind():
    text = "We're asking for a Rule N permit for the second phase of Whitetail Ridge, a single-family\nsubdivision.\n"
    assert facts_of(text).value("project_type") == "single_family_subdivision"
