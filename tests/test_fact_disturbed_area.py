"""The disturbed area (disturbed_area_ac): land graded or disturbed by the work.

The disturbed area is one of the applicability thresholds. Near misses - land preserved or left undisturbed,
a rule's limit ("no more than 1 acre may be disturbed"), a building's share of a lot, a feature set off by
commas - must give no disturbed area."""

from __future__ import annotations

import pytest

from extract.propose.construction_limits import read_construction_limits
from extract.propose.quantities import read_sentence
from extract.words.labels import classify_table_label

from fact_helpers import facts_of, read_dict, seg, value


@pytest.mark.parametrize("text", [
    "Pond 2, 0.5 acres, will be excavated.",
    "The wetland, 0.3 acres, will not be disturbed.",
])
def test_a_feature_set_off_by_commas_is_not_the_disturbance(text: str) -> None:
    assert "disturbed_area_ac" not in read_dict(text)


def test_a_label_naming_both_the_project_area_and_the_grading():
    from extract.words.labels import classify_table_label
    assert classify_table_label("Grading limits / project area") is None
    assert classify_table_label("Grading limits") == "disturbed_area_ac"
    assert classify_table_label("Disturbed area (project area)") == "disturbed_area_ac"


@pytest.mark.parametrize("text", [
    "Each home covers 2,400 square feet of the lot.",
    "The house covers 2,400 square feet of the lot.",
    # areas that are not disturbed or not this projects
    "Approximately 10.50 acres of the site will be preserved.",
    "No more than 1 acre of the site may be disturbed without a permit.",
    "Approximately 2.1 acres of the site will not be disturbed.",
    "Approximately 2.1 acres of the site will remain undisturbed.",
    "Clearing and grading of more than 1 acre requires an NPDES permit.",
    "Clearing and grading will not begin before May 2027.",
])
def test_a_buildings_share_of_the_lot_is_no_disturbance(text):
    assert value(text, "disturbed_area_ac") is None


# --- class 10: the disturbed area said by its verb, by "clearing and grading", or within the right-of-way ---
@pytest.mark.parametrize("text,expected", [
    ("Approximately 10.50 acres of the site will be disturbed by grading.", 10.5),
    ("About 43,560 square feet of the lot will be disturbed.", 1.0),
    ("Clearing and grading covers 12.9 acres; the 1.7-acre woodlot on the west edge stays.", 12.9),
    ("Clearing/grading: 2.5 ac", 2.5),
    ("Land disturbance: approximately 4.2 acres within the right-of-way.", 4.2),
    ("Disturbed area: 1.4 acres within the right of way", 1.4),
])
def test_the_disturbed_area_in_plain_words(text, expected):
    assert value(text, "disturbed_area_ac") == pytest.approx(expected, abs=0.005)


def test_a_second_figure_within_the_right_of_way_is_a_part():
    f = facts_of("Land disturbance: 3.1 acres on site and 0.4 acres within the right-of-way.")
    assert f.value("disturbed_area_ac") == pytest.approx(3.1) and f.value("site_area_ac") is None


# -- construction limits are the project's area, loosely; never the disturbed area ---------------------------
@pytest.mark.parametrize("text, site, disturbed", [
    ("Construction limits: 2.3 ac, of which 1.9 ac disturbed", [2.3], [("disturbed_area_ac", 1.9)]),
    ("Construction limits are 1.6 acres and about 1.3 acres will be disturbed.", [1.6], [("disturbed_area_ac", 1.3)]),
    ("Disturbed area within the construction limits: 9.3 acres", [], [("disturbed_area_ac", 9.3)]),
    ("County right-of-way and construction limits (12.6 ac) shown; adjacent property lines.", [], []),
])
def test_construction_limits(text, site, disturbed):
    s = seg(text, labelled=":" in text)
    assert [c.value for c in read_construction_limits(s)] == site
    assert [(c.name, c.value) for c in read_sentence(s)] == disturbed


# -- disturbed area in several voices, read through the whole fact reader -------------------------------------
@pytest.mark.parametrize("text,acres", [
    pytest.param("Approximately 3.5 acres of land will be disturbed during construction.", 3.5, id="land-will-be-disturbed"),
    pytest.param("Limits of grading encompass 4.1 ac.", 4.1, id="limits-of-grading"),
    pytest.param("Of the 10.5-acre site, 2.3 acres will be disturbed.", 2.3, id="part-of-the-site-disturbed"),
])
def test_disturbed_area_in_several_voices(text, acres):
    assert value(text, "disturbed_area_ac") == pytest.approx(acres, rel=0.01)
