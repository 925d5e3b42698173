"""Narrative criteria read in many voices: a consultant's report, a homeowner's letter, a city
engineer's memo, a road project, a plan note in capitals. The phrasings are written here, not
taken from any package, so they test the concept rather than one firm's sentence."""

import pytest

from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts


def statements_of(text, size=(612, 792)):
    return set(read_facts([page_from_text(text, file="pkg.pdf", width=size[0], height=size[1])]).statements)


POSITIVE = {
    "N.3.0": [
        "Stormwater BMPs for the site were designed in accordance with the Minnesota Stormwater Manual.",
        "The proposed rain garden has been sized per the Minnesota Stormwater Manual (MPCA, current edition).",
        "Practices selected are consistent with Protecting Water Quality in Urban Areas (MPCA, 2000).",
        "The infiltration basin design is consistent with MPCA Minnesota Stormwater Manual criteria.",
        "Permanent stormwater treatment for the corridor was designed using the Minnesota Stormwater Manual design criteria.",
        "Our rain garden is built the way the MPCA stormwater manual describes, with a 12-inch ponding depth.",
        "BMP selection and sizing follow the guidance of the MPCA's Minnesota Stormwater Manual.",
    ],
    "N.3.2": [
        "Permanent BMPs for the project include a wet pond, two rain gardens and a sump manhole with a SAFL baffle.",
        "The stormwater management plan uses the following practices: an underground infiltration chamber system, a hydrodynamic separator, and pervious pavers.",
        "Proposed permanent stormwater BMPs: infiltration basin (Basin A), sump catch basins, and a pretreatment forebay.",
        "Permanent stormwater treatment BMPs consist of two infiltration basins and a dry swale along the west ditch.",
        "PERMANENT STORMWATER BMPS: WET POND (POND 1), RAIN GARDEN (RG-1), SUMP MANHOLE WITH SAFL BAFFLE.",
        "The post-construction stormwater management features are: a bioretention cell, an iron-enhanced sand filter bench and pervious pavement.",
        "The permanent stormwater practices proposed for the site are a biofiltration basin and a tree trench.",
    ],
    "N.4.2": [
        "Pond 1 was modeled in HydroCAD using storage-indication routing.",
        "Peak rates were computed with HydroCAD, routing each event through the pond's stage-storage-discharge relationship.",
        "The underground system was routed in HydroCAD for the 24-hour Atlas 14 MSE3 storms.",
        "Detention basin outflow was computed by the reservoir-routing method in HydroCAD 10.",
        "POND ROUTED FOR 1, 10 AND 100-YR 24-HR MSE3 EVENTS (SEE HYDROCAD REPORT).",
        "The existing depression is used for detention, and the outlet was sized by routing the 1-, 10- and 100-year events through it.",
        "A critical duration analysis showed that the 24-hour event governs the basin design.",
    ],
    "N.4.3": [
        "Off-site water levels will not be adversely affected during or after construction.",
        "There will be no increase in flood elevations downstream of the site.",
        "Downstream water levels will not be affected by the project.",
        "The project does not raise the high water level of the downstream wetland.",
        "The 100-year HWLs of adjacent basins are unchanged between existing and proposed conditions.",
        "THE PROPOSED GRADING RESULTS IN NO INCREASE IN THE OFF-SITE 100-YR HIGH WATER LEVEL.",
        "The culvert replacement will not increase the 100-year headwater or tailwater elevations on upstream or downstream properties.",
        "Our new patio will not raise water levels on the neighboring properties.",
    ],
    "N.4.4": [
        "Runoff from 2.3 acres of off-site area to the north drains through the site and is included in the HydroCAD model.",
        "The upstream drainage area (4.1 ac) was modeled as bypassing the pond.",
        "Run-on from the adjacent parking lot is conveyed by the new storm sewer.",
        "Tributary flows from Lakeview Drive are accounted for in the pond sizing.",
        "Offsite drainage entering the right-of-way was included in the hydrologic analysis.",
        "The 6.2-acre contributing watershed upstream of the culvert was modeled under both conditions.",
    ],
    "N.4.7": [
        "The design conforms to the City of Wayzata Local Surface Water Management Plan.",
        "Stormwater management for the site is consistent with the City's LSWMP.",
        "This project complies with Minnetonka's Surface Water Management Plan.",
        "The proposal meets the requirements of the city's comprehensive stormwater plan.",
        "STORMWATER DESIGN CONFORMS TO THE CITY OF ST. LOUIS PARK SURFACE WATER MANAGEMENT PLAN.",
        "Drainage design is consistent with the local water management plans of the Cities of Hopkins and Minnetonka.",
        "The plan is in accordance with the Edina Comprehensive Water Resources Management Plan.",
    ],
    "N.4.8": [
        "Riprap aprons are provided at all flared-end outlets to dissipate energy.",
        "Each outfall discharges onto a Class II riprap energy dissipator.",
        "The pond outlet pipe ends in a plunge pool lined with riprap to prevent scour.",
        "Scour protection (TRM and riprap) is placed at the culvert outlet.",
        "Outlets to the ditch are armored with Class III random riprap and geotextile fabric.",
        "INSTALL RIPRAP AT ALL FES OUTLETS TO PREVENT EROSION AND SCOUR.",
        "Energy dissipation at the outfall is provided by an impact-type stilling basin.",
    ],
    "N.5.2": [
        "The pond outlet structure includes a skimmer to retain floatables.",
        "A SAFL Baffle in the sump and a hood (Snout) on the outlet pipe keep floating debris in the structure.",
        "The outlet control structure has a baffle weir that holds back oil and floatable material up to the 1-year storm.",
        "Floatables are removed by a submerged reverse-slope outlet pipe from the pond.",
        "The pond outlet has a trash rack and a skimmer.",
        "THE OUTLET STRUCTURE IS EQUIPPED WITH A SKIMMER PLATE TO CAPTURE FLOATABLES.",
    ],
}

NEGATIVE = {
    "N.3.0": [
        "BMPs are not designed per the Minnesota Stormwater Manual.",
        "Rule N requires BMPs consistent with the MPCA manual Protecting Water Quality in Urban Areas.",
        "Coverage under the MPCA construction stormwater permit will be obtained before grading.",
    ],
    "N.3.2": [
        "No permanent BMPs are proposed for this project.",
        "Rule N requires a list of all permanent BMPs.",
        "3.2 Permanent BMPs",
    ],
    "N.4.2": [
        "Routing was not performed, since no ponds are proposed.",
        "The storm sewer was sized using the rational method.",
    ],
    "N.4.3": [
        "The project will increase off-site water levels by 0.3 feet.",
        "Off-site water levels have not been evaluated.",
        "The applicant must demonstrate no adverse impact on off-site water levels.",
        "If the pond is not built, off-site water levels may rise.",
    ],
    "N.4.4": [
        "Off-site runoff was not included in the model.",
    ],
    "N.4.7": [
        "The design conforms to the MCWD Watershed Management Plan.",
        "Conformance with the City's local water management plan has not been evaluated.",
        "Rule N requires conformance with approved municipal stormwater management plans.",
    ],
    "N.4.8": [
        "Riprap is not proposed at the outlet.",
        "If erosion occurs at the outfall, riprap may be added.",
        "Outlet riprap apron (Class II)",
    ],
    "N.5.2": [
        "No skimmer is provided on the pond outlet.",
        "A skimmer may be added to the outlet structure if needed.",
    ],
}


@pytest.mark.parametrize("cid,text", [(c, t) for c, ts in POSITIVE.items() for t in ts])
def test_concept_in_many_voices(cid, text):
    assert cid in statements_of(text)


@pytest.mark.parametrize("cid,text", [(c, t) for c, ts in NEGATIVE.items() for t in ts])
def test_negated_deferred_or_quoted_rule_demonstrates_nothing(cid, text):
    assert cid not in statements_of(text)


N46_POSITIVE = [
    "The pond lies outside the 100-year floodplain and within a drainage and utility easement.",
    "Pond 1 bottom (890.0) is above the 100-yr HWL of Lake Nokomis (885.2).\nThe pond is covered by a drainage and utility easement dedicated on the plat.",
    "The infiltration basin is located above the FEMA base flood elevation (BFE 912.0) and within a 30-ft D&U easement.",
    "POND 2 IS ABOVE THE 100-YEAR FLOOD ELEVATION AND LIES WITHIN A DRAINAGE & UTILITY EASEMENT PER PLAT.",
    "The stormwater facilities are not within the floodplain of Minnehaha Creek.\nThey sit entirely inside Outlot A, which is encumbered by a drainage and utility easement.",
    "The filtration basins are above the 100-year flood stage of the creek and within permanent drainage easements acquired for the project.",
]
N46_NEGATIVE = [
    "The pond is within the 100-year floodplain and within a drainage and utility easement.",
    "The pond is above the 100-year flood elevation of the creek.",
    "Basin is outside the regulatory floodplain. A drainage easement over the basin may be needed if the City requires one.",
]


@pytest.mark.parametrize("text", N46_POSITIVE)
def test_n46_both_parts_in_a_section(text):
    assert "N.4.6" in statements_of(text)


@pytest.mark.parametrize("text", N46_NEGATIVE)
def test_n46_one_part_or_the_wrong_side_is_not_enough(text):
    assert "N.4.6" not in statements_of(text)


MORE_POSITIVE = {
    "N.4.8": [
        "RIPRAP ENERGY DISSIPATOR WILL BE INSTALLED AT THE POND OUTFALL TO PREVENT SCOURING.",
        "The 18-inch outlet discharges to a plunge pool to dissipate energy before flow reaches the creek.",
    ],
    "N.5.2": [
        "Pond 1 outlet: a baffle weir skims floatables and oils before water leaves the pond.",
        "The outlet structure has a SAFL Baffle and SNOUT hood to trap floatable debris.",
    ],
    "N.3.0": [
        "The filtration basin was designed to the specifications of the Minnesota Stormwater Manual.",
    ],
    "N.4.2": [
        "The pond was designed using HydroCAD reservoir routing of the Atlas 14 24-hour MSE3 events.",
    ],
}


@pytest.mark.parametrize("cid,text", [(c, t) for c, ts in MORE_POSITIVE.items() for t in ts])
def test_more_voices(cid, text):
    assert cid in statements_of(text)


@pytest.mark.parametrize("text", [
    "4.0 PERMANENT BMPS ........ 7\n5.0 RATE CONTROL ........ 9\n6.0 WATER QUALITY ........ 11\n7.0 MAINTENANCE ........ 12",
])
def test_contents_page_states_nothing(text):
    assert not statements_of(text)


ROUND_FOUR = {
    "N.3.0": [
        "BMPs were sized using the methods of the state stormwater manual published by the MPCA.",
        "The rain gardens follow the MN Stormwater Manual guidance for bioretention.",
    ],
    "N.3.2": [
        "Stormwater management for the site is provided by a wet pond, two rain gardens and an underground filtration vault.",
        "Water quality treatment will be achieved with an iron-enhanced sand filter bench and a hydrodynamic separator.",
    ],
    "N.4.8": [
        "A rock apron with geotextile is placed at the culvert outlet to prevent scour.",
    ],
}


@pytest.mark.parametrize("cid,text", [(c, t) for c, ts in ROUND_FOUR.items() for t in ts])
def test_round_four_voices(cid, text):
    assert cid in statements_of(text)


@pytest.mark.parametrize("text", [
    "The pond is above the 100-year flood elevation of the creek. A drainage and utility easement covers the entire pond.",
    "Basin A sits outside the floodplain, and D&U easements are dedicated over all stormwater ponds on the plat.",
])
def test_n46_easement_written_the_other_way_round(text):
    assert "N.4.6" in statements_of(text)


@pytest.mark.parametrize("text", [
    "The pond is above the 100-year flood elevation. Drainage easements over the pond will be negotiated with the neighbor.",
    "Stormwater management will be provided by BMPs to be determined at final design.",
])
def test_round_four_negatives(text):
    got = statements_of(text)
    assert "N.4.6" not in got and "N.3.2" not in got


@pytest.mark.parametrize("text", [
    "The wet pond was modeled in HydroCAD for the 1-, 10- and 100-year events to size its outlet.",
    "Basin outflows were analyzed with XP-SWMM under existing and proposed conditions.",
    "The detention pond and its outlet were designed for the Atlas 14, 24-hour MSE3 rainfall events.",
    "POND OUTLET SIZED FOR ATLAS 14 24-HR MSE 3 STORMS, 1, 10 AND 100-YEAR.",
])
def test_n42_routing_by_model_and_design_storm(text):
    assert "N.4.2" in statements_of(text)


@pytest.mark.parametrize("text", [
    "HydroCAD was not used; the rational method sized the pipes.",
    "The storm sewer pipes were sized in HydroCAD for the 10-year event.",
    "Atlas 14 precipitation depths are listed in Table 1.",
])
def test_n42_model_without_a_routed_facility(text):
    assert "N.4.2" not in statements_of(text)


def test_rule_n_quoted_back_demonstrates_nothing():
    """Every clause of the rule's own text, as a response-to-criteria report quotes it, states nothing."""
    import glob
    import re
    source = glob.glob("/work/shared/rule-n/000_*.txt")
    assert source, "the rule text is part of the shared project files"
    text = open(source[0]).read()
    clauses = [s.strip() for s in re.split(r"(?<=[.;:])\s+|\n", text) if len(s.strip()) > 20]
    quoted = {s: statements_of(s) for s in clauses}
    assert {s: ids for s, ids in quoted.items() if ids} == {}


@pytest.mark.parametrize("text", [
    "The proposed erosion control measures are silt fence, inlet protection and a rock construction entrance.",
    "Proposed temporary BMPs include silt fence and inlet protection during construction.",
    "Proposed stormwater facilities are shown on Sheet C4.0.",
    "The proposed BMPs are described in Section 5.",
])
def test_temporary_measures_and_pointers_are_no_bmp_list(text):
    assert "N.3.2" not in statements_of(text)


@pytest.mark.parametrize("text", [
    "Downstream flooding has been reported by neighbors, and the project will not change the pond outlet.",
    "The project does not increase impervious area, but downstream water levels rise by 0.1 ft.",
])
def test_n43_words_that_do_not_belong_together(text):
    assert "N.4.3" not in statements_of(text)


def test_n46_the_building_above_the_flood_is_not_the_pond():
    text = "The lowest floor of the house is above the 100-year flood elevation.\nThe pond lies within a drainage and utility easement."
    assert "N.4.6" not in statements_of(text)


@pytest.mark.parametrize("text", [
    "The lowest floor of the house is above the 100-year flood elevation of the pond.\nThe pond lies within a drainage and utility easement.",
    "The lowest opening of the structure is above the 100-year HWL.\nThe pond lies within a drainage and utility easement.",
])
def test_n46_a_building_above_the_pond_level_is_not_the_facility(text):
    assert "N.4.6" not in statements_of(text)


@pytest.mark.parametrize("cid,text", [
    ("N.4.2", "HydroCAD was used to route the 100-year event through Pond 2."),
    ("N.4.2", "We route all three design storms through the underground chambers."),
    ("N.5.2", "The pond outlet structure has a hood over the low-flow orifice to hold back floatables."),
    ("N.5.2", "A baffle weir inside the outlet control structure keeps floating trash in the pond."),
])
def test_route_verbs_and_outlet_hoods(cid, text):
    assert cid in statements_of(text)


@pytest.mark.parametrize("text", [
    "The project complies with the Hennepin County Water Management Plan and local zoning.",
    "The design is consistent with the MCWD Watershed Management Plan and local ordinances.",
])
def test_n47_other_agencies_plans(text):
    assert "N.4.7" not in statements_of(text)


@pytest.mark.parametrize("cid,text", [
    ("N.4.7", "Rule N 4.7: the design meets the City of Orono Local Surface Water Management Plan."),
    ("N.3.0", "In response to Rule N Section 3, the BMPs were designed in accordance with the Minnesota Stormwater Manual."),
])
def test_response_to_criteria_that_names_the_rule(cid, text):
    assert cid in statements_of(text)
