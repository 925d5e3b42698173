"""Exhibits written in the words of the sixth outside set: soils named by their boring classification
with a conductivity, and detail labels that close on where their specification lives."""

import pytest

from extract.exhibits.content import states_soils
from extract.exhibits.detect import detect_exhibits
from extract.pdf.page_text import page_from_text

FULL = (2448.0, 1584.0)
LETTER = (612.0, 792.0)
SHEET = "\nSHEET C8.0\nSCALE 1\" = 30'"


def found(text, size=FULL):
    return detect_exhibits([page_from_text(text, file="plans.pdf", number=1, width=size[0], height=size[1])])


# -- N.6.A.5: a soil given by its Unified classification, its permeability as "k =" ------------

@pytest.mark.parametrize("text", [
    "Soils: SP sand, permeability 0.8 in/hr, delineated at UG-1 and BR-1/BR-2 per borings SB-1 to SB-4.",
    "Soil boundaries: SP-SM sand (k = 1.6 in/hr) at IG-1; clay loam elsewhere, per borings.",
    "SM silty sand, infiltration rate 0.8 in/hr at the basin.",
    "CL lean clay; design infiltration rate 0.06 in/hr.",
    "SW well-graded sand (k = 2.4 in/hr) under the infiltration basin.",
])
def test_unified_classification_with_a_rate_is_the_soils(text):
    assert states_soils(text)


@pytest.mark.parametrize("text", [
    "Permeability 0.8 in/hr.",  # a rate with no soil
    "SP sand at IG-1.",  # a soil with no rate
    "k = 1.6 in/hr at IG-1.",
    "SP sand; permeability to be determined by field testing.",
    "SP sand, permeability 0.8 in/hr, will be confirmed by borings.",
    "SP sand, infiltration rate may be 0.8 in/hr.",
])
def test_a_soil_without_its_rate_or_a_rate_without_its_soil_is_not(text):
    assert not states_soils(text)


def test_classified_soil_note_on_a_plan_counts_and_in_a_report_does_not():
    note = "GENERAL NOTES\nSoil boundaries: SP-SM sand (k = 1.6 in/hr) at IG-1; clay loam elsewhere, per borings." + SHEET
    assert "N.6.A.5" in found(note)
    assert "N.6.A.5" not in found("The borings found SP-SM sand (k = 1.6 in/hr) at IG-1.", size=LETTER)


# -- N.6.A.8: a detail label that closes on its specification ----------------------------------

def sheet(body, title):
    return found(f"{body}\nSHEET TITLE\n{title}{SHEET}")


@pytest.mark.parametrize("body,title", [
    ("OCS-1 skimmer, pond bench section, riprap; specifications per Section 33 40 00.", "DETAILS"),
    ("OCS-1 skimmer structure, safety bench section, riprap apron; specifications per City of Victoria standard plates.", "DETAILS"),
    ("Outlet control structure and emergency overflow weir; construct per MnDOT 2506.", "CIVIL DETAILS"),
    ("Infiltration basin section, underdrain and cleanouts; materials per specifications.", "SITE DETAILS"),
])
def test_facility_label_with_a_specification_clause(body, title):
    assert "N.6.A.8" in sheet(body, title)


@pytest.mark.parametrize("body,title", [
    ("Outlet structure per City standard plate 410.", "DETAILS"),  # the facility itself points away
    ("See sheet C8 for pond sections; specifications per Section 33 40 00.", "DETAILS"),
    ("Curb and gutter, sidewalk section; specifications per City standard plates.", "SITE DETAILS"),
    ("Silt fence and inlet protection; install per MnDOT 2573.", "DETAILS"),
    ("Pond outlet per detail 3/C8.1; riprap per MnDOT 3601.", "DETAILS"),
])
def test_labels_that_only_point_at_the_facilities(body, title):
    assert "N.6.A.8" not in sheet(body, title)


# -- N.4.4: runoff from the land beside a corridor, named by its use and compass ----------------

def n44(text):
    from extract.layout.segments import Segment
    from extract.propose.statements import read_statements
    return "N.4.4" in read_statements(Segment(text, "report.pdf", 1, (0.0, 0.0, 10.0, 10.0)))


@pytest.mark.parametrize("text", [
    "Runoff from the 14.6 acres of residential yards north of the trail that reaches the boulevard is included in subcatchment 2S in both conditions.",
    "Drainage from the private homes east of the right-of-way is routed through the new storm sewer.",
    "Runoff from the commercial parcels south of the boulevard is accounted for in the HydroCAD model.",
    "Flows from the neighboring backyards west of the path are conveyed by the swale.",
])
def test_runoff_from_the_land_beside_the_corridor_is_accommodated(text):
    assert n44(text)


@pytest.mark.parametrize("text", [
    "Residential yards north of the trail are not included in the model.",
    "Runoff from the trail is included in subcatchment 2S.",
    "The trail north of the residential yards is included in subcatchment 2S.",
    "Residential yards north of the trail are screened by a fence.",
])
def test_the_corridor_alone_or_a_denial_is_not_n44(text):
    assert not n44(text)


# -- N.4.3: "no off-site water level rises": the level denied its change ------------------------

def n43(text):
    from extract.layout.segments import Segment
    from extract.propose.statements import read_statements
    return "N.4.3" in read_statements(Segment(text, "report.pdf", 1, (0.0, 0.0, 10.0, 10.0)))


@pytest.mark.parametrize("text", [
    "The City storm sewer has capacity for the 10-year flow, and no off-site water level rises during or after construction.",
    "No downstream water elevation increases as a result of the project.",
    "No neighboring property's flood stage changes during construction.",
    "No off-site high water level is raised by the project.",
])
def test_no_offsite_level_changes(text):
    assert n43(text)


@pytest.mark.parametrize("text", [
    "No off-site water level rises were analysed.",  # a noun, not the claim
    "No downstream water level rises more than 0.1 ft.",  # a cap, not "no rise"
    "No water level rises at the pond during the 2-year event.",  # the site's own pond
    "If no off-site water level rises, the outlet is adequate.",
    "No off-site water level data are available.",
])
def test_a_noun_a_cap_or_the_sites_own_level_is_not_n43(text):
    assert not n43(text)


# -- N.6.C: the borings counted, with what they found ---------------------------------------------

@pytest.mark.parametrize("text", [
    "Geotechnical borings (Granite Ridge Geotechnical, 9/2025), 12 borings; IG-1 area SP-SM sand, water at 18 ft.",
    "Six borings by Braun Intertec (2025) encountered silty sand (SM) to 15 ft.",
    "Eight soil borings were drilled in May 2025; they found sandy loam over lean clay.",
    "Twelve test borings: topsoil over poorly graded sand (SP) to 20 ft.",
])
def test_counted_borings_with_their_soils(text):
    from extract.exhibits.borings import states_counted_borings
    assert states_counted_borings(text)
    assert "N.6.C" in found(f"Attachment 2 - Geotechnical\n{text}", size=LETTER)


@pytest.mark.parametrize("text", [
    "12 borings are proposed at the pond in the sand area.",
    "Twelve borings will be drilled in the sand area.",
    "No borings were taken; soils are mapped as loamy sand.",
    "The geotechnical report (12 borings) is available on request.",
    "Twelve borings may be taken if sand is found.",
])
def test_promised_denied_or_soilless_borings_are_not_results(text):
    from extract.exhibits.borings import states_counted_borings
    assert not states_counted_borings(text)


# -- N.6.A.1: a plat's boundary named by its addition -------------------------------------------

@pytest.mark.parametrize("text", [
    "Boundary of 2nd Addition and of the adjoining Deer Run Ridge (1st Addition), both owned by Deer Run Development Co.",
    "Boundary of Lakeview Subdivision shown heavy dashed.",
    "Boundaries of Outlots A and B (owned by the HOA).",
    "Boundary of the Third Addition, owned by Hamel Ridge LLC.",
])
def test_addition_boundary_note(text):
    from extract.exhibits.sheet_words import note_property_lines
    assert note_property_lines(text)


@pytest.mark.parametrize("text", [
    "Boundary of 2nd Addition to be platted.",
    "See Sheet C1 for the boundary of the addition.",
    "Boundary of the addition not surveyed.",
    "Boundary of drainage area 2S.",
    "Contractor shall verify the boundary of the addition.",
])
def test_addition_boundary_promised_pointed_or_denied_is_not(text):
    from extract.exhibits.sheet_words import note_property_lines
    assert not note_property_lines(text)


# -- N.6.E: a net change written with its sign -----------------------------------------------------

@pytest.mark.parametrize("text", [
    "Net change in impervious surface: -0.12 acres (a decrease).",
    "Net change in impervious area = \u22120.05 ac",
    "Net change of impervious cover: \u2013 0.3 acres.",
    "Net increase in impervious surface: +0.40 acres.",
])
def test_signed_net_change_in_acres(text):
    from extract.exhibits.acreage import states_net_impervious
    assert states_net_impervious(text)


@pytest.mark.parametrize("text", [
    "Net change in impervious surface: -- (to be determined).",
    "Net change in impervious surface: -5,200 sf.",
    "Net change in runoff volume: -0.12 acre-ft.",
    "Net change in impervious surface: -0.12 acres?",
    "Net change in impervious surface: -0.12 acres may be achieved.",
])
def test_signed_figure_undetermined_in_feet_or_not_impervious_is_not(text):
    from extract.exhibits.acreage import states_net_impervious
    assert not states_net_impervious(text)


# -- N.6.A.4: a wetland labelled with its area and its buffer --------------------------------------

@pytest.mark.parametrize("text", [
    "Outlot B wetland (0.42 ac) with 25-ft buffer; no floodplain.",
    "Wetland W-1, 0.8 acres, 20-foot buffer.",
    "The 1.2-acre wetland and its 30-ft buffer.",
    "WETLAND (0.15 AC) - 16.5 FT BUFFER",
])
def test_wetland_with_area_and_buffer(text):
    from extract.exhibits.content import shows_wetlands
    assert shows_wetlands(text)


@pytest.mark.parametrize("text", [
    "No wetland buffer required.",
    "Wetland (0.42 ac) with 25-ft buffer to be delineated.",
    "25-ft buffer along the pond.",
    "Wetland credits (0.42 ac) purchased from the bank.",
    "No wetland (0.42 ac) with 25-ft buffer is on site.",
])
def test_buffer_alone_promised_or_denied_is_not_the_wetland(text):
    from extract.exhibits.content import shows_wetlands
    assert not shows_wetlands(text)
