"""Criterion statements two more outside authors (external4, external5) wrote in other words, as classes.

N.5.2 first, because it was a false "met": a SAFL baffle in a sump manhole or a hood on a catch basin
is no pond outlet removing floatables, even when a pond is named elsewhere in the same list. Then the
misses: a neighbour placed by compass that drains onto, across or under the project (N.4.4); the
MPCA manual "used" rather than "followed" (N.3.0); a receiving water's own 100-year level above which
the facility sits, and an easement the owner will grant over "it" (N.4.6); a named lake's 100-year
level "(968.9) is not raised" (N.4.3); outlets that "meet" the city plan's "requirement of no
increase" (N.4.7). Each class keeps near misses that must stay silent.
"""

import pytest

from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts
from extract.layout.segments import Segment
from extract.propose.statements import read_statements


def said(text: str) -> set[str]:
    return set(read_statements(Segment(text, "f.pdf", 1, None)))


def statements_of(text: str) -> set[str]:
    return set(read_facts([page_from_text(text, file="pkg.pdf")]).statements)


# ---- N.5.2: the floatables device must sit on the pond's outlet ----

@pytest.mark.parametrize("text", [
    "Permanent BMPs: Pond 2P (wet pond) with skimmer outlet; sump manhole SMH-3; native seed buffer on Outlot B.",
    "Pond 1 discharges through a skimmer hood on the outlet structure and Pond 2 through a baffle weir; both retain floatables through the 1-year event.",
    "The outlet structure has a skimmer that keeps floating trash in the pond during a 1-year storm.",
    "Skimmer structures on both pond outlets hold back floating debris for the 1-year storm.",
    "A SAFL Baffle in the sump and a hood (Snout) on the outlet pipe keep floating debris in the structure.",
    "OCS-2 carries a trash rack and skimmer plate that remove floatables from the basin outflow.",
])
def test_floatables_at_the_pond_outlet(text):
    assert "N.5.2" in said(text)


@pytest.mark.parametrize("text", [
    "The 12 sump catch basins and two SAFL baffles will be installed as part of the City's Lake Minnetonka protection program.",
    "The following permanent BMPs are proposed: • Wet detention pond with outlet control structure • Sump manholes with SAFL baffles • Native seed",
    "Wet pond with outlet control structure; sump manholes with SAFL baffles at CBMH-3 and CBMH-7.",
    "Catch basins have SNOUT hoods to trap floatables before the storm sewer.",
    "Each catch basin is hooded and has a 3-ft sump.",
])
def test_floatables_elsewhere_are_not_the_pond_outlet(text):
    assert "N.5.2" not in said(text)


# ---- N.4.4: a neighbour placed by compass or adjacency that reaches the project ----

@pytest.mark.parametrize("text", [
    "The 0.9-acre parking lot of the church to the north drains onto the site today and was included in both models and routed through UG-1.",
    "The 18-acre farm field to the north drains across the site and is included in the models; it is routed through Pond 1.",
    "The neighborhood to the west (about 7 acres of homes) drains onto our lot; I put it in both HydroCAD models and it passes through the North Pond.",
    "The 62-acre residential area north of Smithtown Road that crosses under the trail in three culverts is modelled and the culverts are extended, not resized.",
    "The adjacent cemetery sheet-flows onto the property and is accounted for in the proposed model.",
    "Yards east of Oak Lane drain into the corridor and are routed through the new swale.",
])
def test_neighbour_runon(text):
    assert "N.4.4" in said(text)


@pytest.mark.parametrize("text", [
    "Runoff from the site's parking lot to the north drains across the site to the pond and is routed through Pond 1.",
    "Runoff from the proposed parking lot to the north drains across the site and is routed through Pond 1.",
    "The roof to the east of the pond drains onto the site's infiltration basin and is modeled.",
    "The field to the north does not drain onto the site, so it is not included in the model.",
    "If the field to the north drains onto the site, it will be included in the model.",
])
def test_neighbour_runon_near_misses(text):
    assert "N.4.4" not in said(text)


# ---- N.3.0: the MPCA manual used ----

@pytest.mark.parametrize("text", [
    "The design uses the MPCA's Protecting Water Quality in Urban Areas practices: two wet ponds, a vegetated swale and preserved woodland.",
    "We followed the MPCA's Protecting Water Quality in Urban Areas: keep the wooded slope and collect the rest to one new wet pond.",
    "The BMPs apply the Minnesota Stormwater Manual's guidance for filtration basins.",
    "Site design used the MPCA Protecting Water Quality in Urban Areas manual to limit new pavement.",
    "We followed the MPCA's Protecting Water Quality in Urban Areas: keep the wooded slope to Gleason Lake creek, use",
    "Per the MPCA's Protecting Water Quality in Urban Areas and the City's Surface Water Management Plan, the project uses a narrower section "
    "where parking is not needed, sump manholes and the UG-36 gallery.",
    "The rain gardens were sized using the Minnesota Stormwater Manual.",
])
def test_manual_used(text):
    assert "N.3.0" in said(text)


@pytest.mark.parametrize("text", [
    "The project uses the MPCA construction stormwater permit's erosion controls.",
    "BMPs should use the MPCA's Protecting Water Quality in Urban Areas practices.",
    "The design does not use the Minnesota Stormwater Manual.",
    "If infiltration is used, the Minnesota Stormwater Manual will be applied.",
    "The MPCA's Protecting Water Quality in Urban Areas requires that new impervious surface be limited.",
    "Per the MPCA's Protecting Water Quality in Urban Areas, BMPs are not proposed where parking is not needed.",
    "The project does not follow the MPCA's Protecting Water Quality in Urban Areas where infiltration is not required.",
])
def test_manual_near_misses(text):
    assert "N.3.0" not in said(text)


# ---- N.4.6: above a receiving water's 100-year level, and an easement granted over "it" ----

@pytest.mark.parametrize("text", [
    "The pond is above the creek's 100-year flood level and we will grant the City a drainage and utility easement over it.",
    "DB-1 lies above the wetland's 100-year elevation and inside the City's drainage and utility easement.",
    "The basin sits above Stieger Lake's 100-year level and within a drainage and utility easement on Outlot B.",
    "Pond 3 is higher than the river's 100-year flood elevation and the owner will convey a drainage easement over it.",
    "The rain garden lies above the Minnehaha Creek 100-year stage and inside a drainage and utility easement.",
])
def test_facility_above_and_in_easement(text):
    assert "N.4.6" in statements_of(text)


@pytest.mark.parametrize("text", [
    "The pond is above the creek's 100-year flood level; an easement may be requested if needed.",
    "The pond is above the creek's 100-year flood level and an easement will be negotiated with the City.",
    "The house is above the lake's 100-year level and inside a drainage and utility easement.",
    "The pond is below the creek's 100-year flood level and within a drainage and utility easement.",
])
def test_facility_above_and_in_easement_near_misses(text):
    assert "N.4.6" not in statements_of(text)


# ---- N.4.3: a named receiving water's level, with its figure, not raised ----

@pytest.mark.parametrize("text", [
    "Stieger Lake's 100-year level (968.9) is not raised; the outlet discharges at the existing rate.",
    "The Minnehaha Creek 100-year elevation (852.3) will not be increased by the project.",
    "Lake Minnetonka's 100-yr flood level (931.5) is not changed.",
    "Gleason Creek's 100-year stage (912.0) is not raised during or after construction.",
    "Downstream water levels are not raised: the Long Lake Creek culvert headwater is 971.2 in both conditions.",
])
def test_receiving_water_level_not_raised(text):
    assert "N.4.3" in said(text)


@pytest.mark.parametrize("text", [
    "Pond 1's 100-year level (912.4) is not raised.",
    "Stieger Lake's 100-year level (968.9) may be raised slightly.",
    "If Stieger Lake's 100-year level (968.9) is not raised, no further analysis is needed.",
    "Stieger Lake's 100-year level is 968.9.",
])
def test_receiving_water_level_near_misses(text):
    assert "N.4.3" not in said(text)


# ---- N.4.7: "meet" the city plan's standard of no increase ----

@pytest.mark.parametrize("text", [
    "The City of Medina Local Surface Water Management Plan (2018) rate and volume standards were also applied; "
    "the pond outlets meet the City plan's requirement of no increase in peak discharge to the Long Lake Creek tributary ditches.",
    "The pond outlets meet the Medina Local Surface Water Management Plan standard for no increase in peak discharge.",
    "The outlets meet the City of Victoria Local Surface Water Management Plan's rate criteria.",
    "The City of Wayzata Local Surface Water Management Plan criteria are met.",
    "The design is consistent with the City's Local Surface Water Management Plan policy of no net increase in runoff volume.",
])
def test_city_plan_standard_met(text):
    assert "N.4.7" in said(text)


@pytest.mark.parametrize("text", [
    "The design does not meet the City plan's requirement of no increase in peak discharge.",
    "The City's Local Surface Water Management Plan requires no increase in peak discharge.",
    "The City of Medina has reviewed the plans and finds them consistent with its Local Surface Water Management Plan.",
    "Conformance with the City's Local Surface Water Management Plan will be confirmed at final design.",
])
def test_city_plan_near_misses(text):
    assert "N.4.7" not in said(text)


# ---- N.3.2: a sentence introducing the list on its colon, the items under it ----

@pytest.mark.parametrize("text", [
    "The permanent BMPs are:\n-   Permeable interlocking concrete paver patio with 12-inch stone reservoir\n-   Roof-drain stormwater planter (180 ft2) with underdrain",
    "The following permanent stormwater BMPs are proposed:\n• Wet pond (Pond 1)\n• Sump manholes",
    "Permanent BMPs for the project include:\n1. Infiltration basin IB-1\n2. Rain garden RG-2",
    "The post-construction BMPs will be:\n- Tree trenches along Lake Street",
    "The proposed BMPs are:\n- Bioretention cell B-1",
])
def test_list_introduced_by_a_sentence(text):
    assert "N.3.2" in statements_of(text)


@pytest.mark.parametrize("text", [
    "The permanent BMPs are:\n- TBD",
    "The temporary BMPs are:\n- Silt fence\n- Rock construction entrance",
    "☐ The permanent BMPs are:\n- Rain garden",
    "The permanent BMPs are:\n- Rain garden - not proposed",
])
def test_list_introduced_by_a_sentence_near_misses(text):
    assert "N.3.2" not in statements_of(text)
