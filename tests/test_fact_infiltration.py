"""Whether infiltration is proposed (infiltration_proposed).

Near misses - an existing or regional basin, a condition ("if soils allow"), a soil legend saying a soil is not
used for infiltration, a list of BMPs beside the word - must read nothing or the denial."""

from __future__ import annotations

import pytest

from extract.propose.flags import read_infiltration

from fact_helpers import seg, value


# -- infiltration ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,flag", [
    ("Infiltration is not feasible due to clay soils.", False),
    ("Due to clay soils, infiltration is infeasible on this site.", False),
    ("Infiltration was determined to be not feasible because of high groundwater.", False),
    ("An infiltration basin will treat runoff from the parking lot.", True),
    ("Runoff is routed to an underground infiltration system beneath the parking lot.", True),
    ("The proposed infiltration basin provides 1.1 inches of volume retention.", True),
    ("The underground infiltration chambers will capture the first inch of runoff.", True),
    ("Infiltration trenches along the rear yards will receive roof drainage.", True),
    # infiltration
    ("Infiltration is not proposed due to contaminated soils.", False),
    ("Because of clay soils (HSG D), infiltration is not feasible; a filtration basin is proposed instead.", False),
    ("Soils on site are clay loam; infiltration was therefore ruled out.", False),
    ("Stormwater will be infiltrated in a bioinfiltration basin in the northeast corner.", True),
    # infiltration
    ("Infiltration: Not feasible (HSG D soils)", False),
    ("No infiltration practices are proposed because of shallow bedrock.", False),
    ("A 2,400 cf infiltration trench will capture roof runoff from the sanctuary addition.", True),
    # a practice designed to infiltrate
    ("The permeable paver patio (2,100 sq. ft.) has an open-graded stone base and is designed to infiltrate.", True),
    ("The existing pond is designed to infiltrate.", None),
    ("If the basin is designed to infiltrate, soils must be tested.", None),

    # infiltration named by what runoff does
    pytest.param("Stormwater will be treated by an infiltration basin sized for 1.1 inches of runoff.", True, id="treated-by-basin"),
    pytest.param("Roof runoff is routed to an underground infiltration gallery.", True, id="routed-to-gallery"),
    # infiltration chosen or set aside
    pytest.param("Soils are HSG D; therefore, filtration rather than infiltration is proposed.", False, id="filtration-rather-than"),
    pytest.param("A biofiltration basin with an underdrain is proposed in lieu of infiltration.", False, id="in-lieu-of"),
    pytest.param("Infiltration was evaluated but is not proposed because of HSG D soils.", False, id="evaluated-not-proposed"),
    pytest.param("An infiltration basin rather than a filtration basin is proposed.", True, id="infiltration-rather-than-filtration"),
    pytest.param("The proposed infiltration basin will capture the first 1.1 inches of runoff.", True, id="proposed-basin-captures"),
])
def test_infiltration_proposed_or_ruled_out(text, flag):
    assert value(text, "infiltration_proposed") is flag


@pytest.mark.parametrize("text", [
    "The existing infiltration basin will treat runoff from the neighbouring lots.",
    "The City's regional infiltration basin will receive runoff from the site.",
    "If soils allow, an infiltration basin will treat the parking lot runoff.",
    "An infiltration basin will not be used because of clay soils.",
])
def test_infiltration_not_the_projects_or_not_planned(text):
    assert value(text, "infiltration_proposed") is not True


# -- infiltration denied in a main clause, and a soil legend ---------------------------------------------
@pytest.mark.parametrize("text, value", [
    ("Because the Glencoe unit occupies the low ground where any infiltration facility would naturally go, and because the "
     "borings found mottled clay at 3.5 feet there, infiltration is not proposed; the soils cannot accept it.", [False]),
    ("If the soils are clay, infiltration is not proposed.", []),
    ("Where groundwater is shallow, infiltration is not used.", []),
    ("CW - CORDOVA CLAY LOAM, HSG C/D, NOT USED FOR INFILTRATION.", []),
    ("Infiltration is not proposed due to clay soils (Hayden clay loam, HSG C).", [False]),
])
def test_infiltration_denials_and_soil_legends(text, value):
    assert [c.value for c in read_infiltration(seg(text))] == value


def test_a_bulleted_list_item_is_read_alone_for_infiltration():
    from extract.propose.flags import read_infiltration
    text = ("Permanent BMPs: • Infiltration basin (north end) with pretreatment sump manhole • Rain gardens at Lots 1 and 9 "
            "• Native seed mix No wetlands were identified on the property, and the site is not in the shoreland district.")
    assert read_infiltration(seg(text)) == []
    assert [c.value for c in read_infiltration(seg("BMPs: • No infiltration is proposed • Rain gardens"))] == [False]
