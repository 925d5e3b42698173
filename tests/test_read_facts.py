"""read_facts end to end: a whole package, conflicts, derived values, project type, applicant,
and odd input. The last section holds the "unseen voice" sentences written after the code."""

import pickle

import pytest

from extract.pdf.page import Line, Page
from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts
from rulen.models import Facts


def facts_of(*texts, size=(612, 792)):
    pages = [page_from_text(t, file="pkg.pdf", number=i + 1, width=size[0], height=size[1]) for i, t in enumerate(texts)]
    return read_facts(pages)


NARRATIVE = """STORMWATER MANAGEMENT PLAN
Project Description
The project consists of construction of a 48-unit apartment building
with underground parking on a 2.35-acre site. The site is located
1.2 miles north of Lake Minnetonka (PID 12-117-22-33-0004).
Total Site Area: 102,366 SF (2.35 AC)
Applicant: Lakeview Partners LLC
Existing impervious area is 0.85 acres and proposed impervious area is 1.62 acres.
All elevations are on NGVD 1929 datum. Infiltration is not proposed due to clay soils.
The 100-year HWL of Pond 1 is 912.3 and the lowest floor elevation is 915.5.
Riprap will be placed at the pond outlet to prevent erosion and scour."""

RATES = """Peak Discharge Rates (cfs)
Event\tExisting\tProposed
1-Year\t2.41\t1.98
2-Year\t3.10\t2.50
10-Year\t6.83\t5.12
100-Year\t15.2\t12.9"""


def test_package_end_to_end():
    pages = [page_from_text(NARRATIVE, file="narrative.pdf", number=1),
             page_from_text(RATES, file="narrative.pdf", number=2),
             page_from_text("GRADING AND DRAINAGE PLAN\nSHEET C3\n2-FT CONTOURS", file="plans.pdf", number=1,
                            width=2448, height=1584)]
    f = read_facts(pages)
    assert f.value("site_area_ac") == 2.35
    assert f.value("dwelling_units") == 48
    assert f.value("project_type") == "multi_unit_residential"
    assert f.value("applicant_public_entity") is False
    assert f.value("existing_impervious_ac") == 0.85
    assert f.value("proposed_impervious_ac") == 1.62
    assert f.value("vertical_datum") == "NGVD29"
    assert f.value("infiltration_proposed") is False
    assert f.value("hwl_100yr_elev_ft") == 912.3
    assert f.value("lowest_opening_elev_ft") == 915.5
    assert f.value("contour_interval_ft") == 2.0
    assert f.value("peak_rates_cfs")["100"] == {"existing": 15.2, "proposed": 12.9}
    net = f.facts["net_impervious_increase_ac"]
    assert net.source == "derived" and net.value == pytest.approx(0.77)
    density = f.facts["density_du_per_ac"]
    assert density.source == "derived" and density.value == pytest.approx(48 / 2.35, rel=1e-3)
    assert "N.4.8" in f.statements and "N.5.4" in f.statements
    # which sheet titles show N.6.A.3 (stormwater facilities) is the exhibit detector's rule, tested in test_exhibit_*
    assert {"N.6.D", "N.6.A.7", "N.6.A.9", "plan_set.full_size"} <= set(f.exhibits)
    assert "N.6.E" not in f.exhibits  # the net increase was derived, not stated
    rate_ev = f.evidence("peak_rates_cfs")[0]
    assert (rate_ev.file, rate_ev.page) == ("narrative.pdf", 2)


def test_two_site_areas_are_a_conflict_with_both_evidence():
    f = facts_of("Total Site Area: 7.86 acres", "Project Area: 8.12 acres")
    fact = f.facts["site_area_ac"]
    assert fact.value is None
    assert "7.86" in fact.conflict and "8.12" in fact.conflict and "p.1" in fact.conflict and "p.2" in fact.conflict
    assert {e.page for e in fact.evidence} == {1, 2}


def test_same_value_many_times_is_one_fact_with_capped_evidence():
    f = facts_of(*[f"Total Site Area: 7.86 acres (page {i})" for i in range(8)])
    fact = f.facts["site_area_ac"]
    assert fact.value == 7.86 and fact.conflict is None
    assert 1 < len(fact.evidence) <= 5


def test_sf_and_acre_statements_of_one_area_agree():
    f = facts_of("Total Site Area: 342,381 SF", "The site is 7.86 acres.")
    assert f.value("site_area_ac") == pytest.approx(7.86)


def test_labelled_statement_beats_loose_prose():
    f = facts_of("Total Site Area: 7.86 acres", "The site is roughly 8 acres.")
    assert f.value("site_area_ac") == 7.86


def test_impervious_triple_that_does_not_add_up_is_flagged():
    f = facts_of("Existing impervious area: 1.23 ac", "Proposed impervious area: 2.11 ac", "Net increase in impervious: 1.20 ac")
    flagged = [n for n in ("existing_impervious_ac", "proposed_impervious_ac", "net_impervious_increase_ac")
               if f.facts[n].conflict]
    assert flagged  # never silently fixed
    for n in flagged:
        assert f.facts[n].value is None


def test_impervious_triple_that_adds_up_stands():
    f = facts_of("Existing impervious area: 1.23 ac", "Proposed impervious area: 2.11 ac", "Net increase in impervious: 0.88 ac")
    assert f.value("net_impervious_increase_ac") == 0.88
    assert f.facts["net_impervious_increase_ac"].source == "extracted"
    assert "N.6.E" in f.exhibits


@pytest.mark.parametrize("text,kind", [
    ("[X] Commercial  [ ] Industrial  [ ] Institutional", "commercial"),
    ("☐ Commercial ☒ Multi-family ☐ Linear", "multi_unit_residential"),
    ("■ Mixed Use   □ Commercial", "mixed_use"),
    ("X  Linear project", "linear"),
    ("The project includes the reconstruction of 1.2 miles of County Road 19.", "linear"),
    ("The project proposes a single-family residential subdivision of 24 lots.", "single_family_subdivision"),
    ("A new elementary school is proposed on the north parcel.", "institutional"),
    ("The applicant proposes to construct 18 townhomes.", "multi_unit_residential"),
    ("Construction of a 120,000 sf office warehouse is proposed.", "industrial"),
    ("The project will construct a two-story retail building.", "commercial"),
])
def test_project_type(text, kind):
    assert facts_of(text).value("project_type") == kind


def test_unchecked_boxes_and_existing_use_do_not_count():
    assert facts_of("[ ] Commercial   ☐ Industrial").value("project_type") is None
    assert facts_of("The existing site is a commercial building which will be demolished.").value("project_type") is None


def test_two_checked_types_or_form_vs_narrative_is_a_conflict():
    two = facts_of("[X] Commercial  [X] Industrial")
    assert two.value("project_type") is None and two.facts["project_type"].conflict
    mixed = facts_of("[X] Commercial", "The project consists of construction of 30 townhomes.")
    assert mixed.value("project_type") is None and mixed.facts["project_type"].conflict


@pytest.mark.parametrize("text,public", [
    ("Applicant: City of Edina", True),
    ("Applicant: Hennepin County Public Works", True),
    ("Applicant Name: Minnesota Department of Transportation", True),
    ("Applicant: Independent School District No. 276", True),
    ("Applicant: Three Rivers Park District", True),
    ("Applicant: Lakeview Partners LLC", False),
    ("Applicant: Opus Development Company", False),
    ("Applicant: John Smith", False),
])
def test_applicant(text, public):
    assert facts_of(text).value("applicant_public_entity") is public


def test_no_applicant_is_absent():
    assert "applicant_public_entity" not in facts_of("Prepared by: Acme Engineering, Inc.").facts


def test_trail_facts():
    f = facts_of("The project consists of construction of a 10-foot wide bituminous trail with a 5-foot grass buffer on each side.")
    assert f.value("sidewalk_trail") == {"width_ft": 10.0, "buffer_ft": 5.0, "crossing_pct": None,
                                         "area_ac": None, "standalone": True}


def test_odd_input_never_raises():
    weird = Page(file="x.pdf", number=1, width=0, height=0, lines=[
        Line(text="", bbox=(0, 0, 0, 0)), Line(text="\t\t\t", bbox=(0, 0, 0, 0)),
        Line(text="%%%% ±± ~~ 1/0 (2) two (3) acres", bbox=(0, 0, 0, 0)), Line(text="\x00\ufffd" * 50, bbox=(0, 0, 0, 0)),
        Line(text="Site Area:\t", bbox=(0, 0, 0, 0)), Line(text="Event\tExisting\n100-Year\t", bbox=(0, 0, 0, 0)),
    ])
    f = read_facts([weird])
    assert isinstance(f, Facts)
    assert read_facts([]) == Facts()


def test_output_is_picklable_and_validates():
    f = facts_of(NARRATIVE, RATES)
    assert pickle.loads(pickle.dumps(f)) == f
    assert Facts.model_validate_json(f.model_dump_json()) == f


# ---------------------------------------------------------------------------------------------
# Unseen voices. Written after the extractor was finished and run once before any change:
# first run 59 of 61 passed ("Site Acreage:<TAB>3.07" with the unit only in the label, and
# "a landlocked basin with no outlet" read as negated). Both were then fixed in the code.
# ---------------------------------------------------------------------------------------------

UNSEEN_VALUES = [
    ("The subject property encompasses roughly 11.42 acres of land in the City of Wayzata.", "site_area_ac", 11.42),
    ("Project Area = 4.6 Ac.", "site_area_ac", 4.6),
    ("The parcel totals ±218,700 square feet.", "site_area_ac", 218700 / 43560),
    ("Site Acreage:\t3.07", "site_area_ac", 3.07),
    ("Under existing conditions the site contains 0.64 acres of hard surface (parking and rooftop).", "existing_impervious_ac", 0.64),
    ("Post-development impervious coverage will total 2.9 acres.", "proposed_impervious_ac", 2.9),
    ("This results in a net increase of 1.35 acres of impervious surface.", "net_impervious_increase_ac", 1.35),
    ("The redevelopment creates 0.41 ac of new impervious area.", "net_impervious_increase_ac", 0.41),
    ("Grading activities will disturb approximately 6.8 acres.", "disturbed_area_ac", 6.8),
    ("Total Disturbed Area: 5.25 AC", "disturbed_area_ac", 5.25),
    ("The development includes 36 townhome units.", "dwelling_units", 36),
    ("Number of Units:\t112", "dwelling_units", 112),
    ("Annual TP removal predicted by P8 is 58 percent.", "phosphorus_removal_pct", 58.0),
    ("The P8 model estimates a total phosphorus reduction of 61% at the site outlet.", "phosphorus_removal_pct", 61.0),
    ("Lowest Opening Elevation:\t927.40", "lowest_opening_elev_ft", 927.4),
    ("The low opening of the proposed building is set at elevation 931.0.", "lowest_opening_elev_ft", 931.0),
    ("The 100-yr high water elevation next to the building is 924.6 ft.", "hwl_100yr_elev_ft", 924.6),
    ("100-Year HWL = 918.25", "hwl_100yr_elev_ft", 918.25),
    ("Elevations shown are based on NGVD29.", "vertical_datum", "NGVD29"),
    ("Benchmark elevations reference the NAVD 1988 vertical datum.", "vertical_datum", "NAVD88"),
    ("Topography is shown with one-foot contours.", "contour_interval_ft", 1.0),
    ("Existing and proposed contours are shown at a 2' interval.", "contour_interval_ft", 2.0),
    ("An underground infiltration gallery is proposed beneath the parking lot.", "infiltration_proposed", True),
    ("Due to high groundwater, infiltration is not feasible on this site.", "infiltration_proposed", False),
    ("The receiving wetland is a landlocked basin with no outlet.", "landlocked", True),
    ("The downstream wetland is not landlocked; it outlets to Minnehaha Creek.", "landlocked", False),
    ("Applicant:\tCity of Minnetonka", "applicant_public_entity", True),
    ("Applicant: Hennepin County Transportation Department", "applicant_public_entity", True),
    ("Applicant: Ryan Companies US, Inc.", "applicant_public_entity", False),
    ("☒ Institutional   ☐ Commercial   ☐ Industrial", "project_type", "institutional"),
    ("The project involves the construction of a 65,000 square foot warehouse and distribution facility.", "project_type", "industrial"),
    ("The City proposes the reconstruction of Excelsior Boulevard between Lake Street and CSAH 20.", "project_type", "linear"),
    ("The proposed project is a 52-unit senior housing development.", "project_type", "multi_unit_residential"),
]


@pytest.mark.parametrize("text,name,expected", UNSEEN_VALUES)
def test_unseen_value(text, name, expected):
    v = facts_of(text).value(name)
    if isinstance(expected, float):
        assert v == pytest.approx(expected, rel=0.01)
    else:
        assert v == expected


UNSEEN_ABSENT = [
    ("The site is part of a 42.8-acre parent parcel.", "site_area_ac"),
    ("Approximately 96 acres of off-site drainage area is tributary to the site.", "site_area_ac"),
    ("The proposed 18,400 sf retail building will front Highway 7.", "site_area_ac"),
    ("The site is located approximately 0.8 miles west of Lake Harriet.", "site_area_ac"),
    ("PID: 26-117-23-41-0012", "site_area_ac"),
    ("Section 14, Township 117, Range 22", "site_area_ac"),
    ("Individual lots range from 0.28 to 0.46 acres.", "site_area_ac"),
    ("The 2-year peak rate decreases from 4.2 cfs to 3.1 cfs.", "peak_rates_cfs"),
    ("Rule N requires a minimum of 50% phosphorus removal.", "phosphorus_removal_pct"),
    ("The ponds achieve 85% TSS removal.", "phosphorus_removal_pct"),
    ("[ ] Commercial   [ ] Industrial", "project_type"),
    ("The watershed draining to the creek covers 3.2 square miles.", "site_area_ac"),
    ("Sheet 4 of 12", "dwelling_units"),
    # a pond's or basin's HWL is a property of the pond, not the HWL the buildings are set above
    ("The 100-yr high water elevation in the basin is 924.6 ft.", "hwl_100yr_elev_ft"),
    ("The basin's 100-year flood elevation is 896.8 (NGVD 29).", "hwl_100yr_elev_ft"),
    ("BASIN 100-YR HWL: 941.72", "hwl_100yr_elev_ft"),
    ("The 100-year HWL of Pond 1 is 912.3.", "hwl_100yr_elev_ft"),
]


@pytest.mark.parametrize("text,name", UNSEEN_ABSENT)
def test_unseen_absent(text, name):
    assert facts_of(text).value(name) is None


def test_unseen_no_infiltration_practices():
    assert facts_of("No infiltration practices are included in this design.").value("infiltration_proposed") is not True


def test_unseen_rates_prose():
    f = facts_of("For the 10-year storm, the proposed peak discharge of 7.4 cfs is less than the existing 9.8 cfs.")
    assert f.value("peak_rates_cfs") == {"10": {"existing": 9.8, "proposed": 7.4}}


def test_unseen_rate_table_columns():
    f = facts_of("Table 4: Runoff Rate Comparison (CFS)\nCondition\t2-YR\t1-YR\t10-YR\t100-YR\n"
                 "Pre-Developed\t3.3\t2.6\t7.1\t16.0\nPost-Developed\t2.9\t2.2\t6.0\t14.1")
    assert f.value("peak_rates_cfs") == {"1": {"existing": 2.6, "proposed": 2.2},
                                         "10": {"existing": 7.1, "proposed": 6.0},
                                         "100": {"existing": 16.0, "proposed": 14.1}}


def test_unseen_impervious_table_transposed():
    f = facts_of("Impervious Surface Summary\n\tExisting\tProposed\tNet Change\nImpervious (SF)\t27,878\t61,420\t33,542")
    assert f.value("existing_impervious_ac") == pytest.approx(0.64, abs=0.005)
    assert f.value("proposed_impervious_ac") == pytest.approx(1.41, abs=0.005)
    assert f.value("net_impervious_increase_ac") == pytest.approx(0.77, abs=0.005)


def test_unseen_dual_unit_mismatch():
    f = facts_of("Site Area: 342,381 SF (8.50 AC)")
    assert f.value("site_area_ac") is None and f.facts["site_area_ac"].conflict


def test_unseen_statements():
    assert "N.4.8" in facts_of("Class III riprap with geotextile fabric will be installed at all flared-end outlets "
                               "to dissipate energy and prevent scour.").statements
    assert "N.4.8" not in facts_of("No riprap or energy dissipation is proposed at the outlet.").statements
    assert "N.4.3" in facts_of("The project will not adversely impact water levels on adjacent off-site properties.").statements
    assert "N.5.2" in facts_of("The outlet structure includes a baffle weir skimmer to retain floatables during the 1-year event.").statements


def test_unseen_exhibits():
    assert "N.6.A.13" not in facts_of("NPDES PERMIT\nThe contractor will obtain coverage under the MPCA NPDES "
                                      "construction stormwater permit prior to construction.").exhibits
    sheet = facts_of("PROPOSED DRAINAGE AREA MAP\nSHEET C4.1\nSCALE 1\" = 50'", size=(2448, 1584))
    assert {"N.6.A.2", "plan_set.full_size"} <= set(sheet.exhibits)


# ---------------------------------------------------------------------------------------------
# Unseen voices, round 2: written after the round-1 fixes and run once before any change:
# first run 39 of 44 passed. Failures then fixed: "two tax parcels totaling 3.48 acres" (a word
# number blocked the label), "impervious surfaces will cover 4.75 acres of the site" (read as the
# site area!), "7.1 acres will be graded" (label after an auxiliary), "1,002.5 or higher" (a
# threshold), "the 1,245-acre ... subwatershed" (read as the site area).
# ---------------------------------------------------------------------------------------------
UNSEEN2_VALUES = [
    ("The overall project limits encompass 9.3 acres, all of which lie within the MCWD.", "site_area_ac", 9.3),
    ("The property consists of two tax parcels totaling 3.48 acres.", "site_area_ac", 3.48),
    # a site-data table's one "Lot Area" row is the site's (tables.read_table's single-lot rule), here in s.f.
    ("SITE DATA\nLot Area:\t152,460 s.f.", "site_area_ac", 3.5),
    ("Gross site area ......... 6.02 ac", "site_area_ac", 6.02),
    ("The site has roughly 2.4 acres of existing impervious surfaces, consisting of a parking lot and an abandoned building.", "existing_impervious_ac", 2.4),
    ("After construction, impervious surfaces will cover 4.75 acres of the site.", "proposed_impervious_ac", 4.75),
    ("Impervious area will increase by 0.62 acres.", "net_impervious_increase_ac", 0.62),
    ("Approximately 7.1 acres will be graded as part of this project.", "disturbed_area_ac", 7.1),
    ("Land disturbance: 12.6 acres", "disturbed_area_ac", 12.6),
    ("The preliminary plat includes 31 lots for single-family homes.", "dwelling_units", 31),
    ("The building will contain 210 apartment units.", "dwelling_units", 210),
    ("The BMPs provide an annual total phosphorus removal efficiency of 64%.", "phosphorus_removal_pct", 64.0),
    ("TP Removal:\t54%", "phosphorus_removal_pct", 54.0),
    ("Low floor elevations of the new homes are set at 1,002.5 or higher.", "lowest_opening_elev_ft", None),  # "or higher": threshold
    ("The 100-year flood elevation at the house is 896.8 (NGVD 29).", "hwl_100yr_elev_ft", 896.8),
    ("LOWEST OPENING = 905.60", "lowest_opening_elev_ft", 905.6),
    ("Datum: NGVD 1929", "vertical_datum", "NGVD29"),
    ("CONTOUR INTERVAL = 2 FEET", "contour_interval_ft", 2.0),
    ("Stormwater will be infiltrated through a bioretention basin with an underdrain.", "infiltration_proposed", True),
    ("Infiltration practices are not proposed because the site is a potential stormwater hotspot.", "infiltration_proposed", False),
    ("The stormwater pond discharges to a landlocked depression west of the site.", "landlocked", True),
    ("Applicant / Owner:\tMinneapolis Park and Recreation Board", "applicant_public_entity", True),
    ("Applicant:\tOrchard Ridge Homes, LLC", "applicant_public_entity", False),
    ("Applicant: Mary and Tom Johnson", "applicant_public_entity", False),
    ("Type of Development:\t[ ] Residential  [x] Commercial  [ ] Road", "project_type", "commercial"),
    ("The work consists of a mill and overlay of 2.3 miles of CSAH 101 with new turn lanes.", "project_type", "linear"),
    ("Proposed use: Medical office building with surface parking.", "project_type", "commercial"),
    ("The project will redevelop the site into a mixed-use building with ground-floor retail and 85 apartments.", "project_type", "mixed_use"),
]

@pytest.mark.parametrize("text,name,expected", UNSEEN2_VALUES)
def test_unseen2_value(text, name, expected):
    v = facts_of(text).value(name)
    if isinstance(expected, float):
        assert v == pytest.approx(expected, rel=0.01)
    else:
        assert v == expected

UNSEEN2_ABSENT = [
    ("The site lies within the 1,245-acre Minnehaha Creek subwatershed MC-12.", "site_area_ac"),
    ("Runoff from 14.5 acres of upstream residential area crosses the site.", "site_area_ac"),
    ("The new 6,200 sq. ft. clinic will be served by a 40-stall parking lot.", "site_area_ac"),
    ("Outlot A (0.85 ac) will be deeded to the City.", "site_area_ac"),
    ("The 5-year event peak discharge is 4.4 cfs existing and 3.9 cfs proposed.", "peak_rates_cfs"),
    ("The MCWD requires 50 percent removal of total phosphorus.", "phosphorus_removal_pct"),
    ("Lot 7, Block 2, Orchard Ridge Addition, Hennepin County", "dwelling_units"),
    ("Permit Application No. 23-0457", "dwelling_units"),
    ("The project is 0.6 miles of trail.", "site_area_ac"),
]

@pytest.mark.parametrize("text,name", UNSEEN2_ABSENT)
def test_unseen2_absent(text, name):
    assert facts_of(text).value(name) is None

def test_unseen2_rates_table_with_node_labels():
    f = facts_of("Table 2. Peak Flow Summary at Discharge Point 1 (cfs)\n\tAtlas 14 1-Year\tAtlas 14 10-Year\tAtlas 14 100-Year\nExisting Conditions\t3.22\t8.45\t19.80\nProposed Conditions\t2.10\t6.90\t17.35")
    assert f.value("peak_rates_cfs") == {"1": {"existing": 3.22, "proposed": 2.10}, "10": {"existing": 8.45, "proposed": 6.90}, "100": {"existing": 19.80, "proposed": 17.35}}

def test_unseen2_rates_prose_two_sentences():
    f = facts_of("The existing 100-year peak discharge leaving the site is 22.4 cfs. Under proposed conditions the 100-year peak discharge is 18.9 cfs.")
    assert f.value("peak_rates_cfs") == {"100": {"existing": 22.4, "proposed": 18.9}}

def test_unseen2_impervious_table_acres_col():
    f = facts_of("Land Cover\tExisting (ac)\tProposed (ac)\nImpervious\t1.88\t2.64\nPervious\t3.12\t2.36")
    assert f.value("existing_impervious_ac") == pytest.approx(1.88)
    assert f.value("proposed_impervious_ac") == pytest.approx(2.64)

def test_unseen2_pond_prose_multiple_sentences():
    f = facts_of("The NURP pond has a 10 ft wide safety bench. Freeboard of 2.5 feet is provided above the 100-year HWL.")
    ponds = f.value("ponds")
    assert ponds and ponds[0]["safety_bench_width_ft"] == 10 and ponds[0]["freeboard_ft"] == 2.5

def test_unseen2_conflict_units():
    f = facts_of("Number of Units: 48", "The building contains 52 units.")
    assert f.value("dwelling_units") is None and f.facts["dwelling_units"].conflict

def test_unseen2_statements_varied():
    assert "N.4.4" in facts_of("Runoff from the 3.5-acre off-site area to the north is routed through the site storm sewer and was accounted for in the pond design.").statements
    assert "N.3.2" in facts_of("The following permanent stormwater BMPs are proposed: wet pond, infiltration basin, and sump manholes.").statements
    assert "N.4.7" in facts_of("The stormwater management design is consistent with the City of Minnetonka Water Resources Management Plan.").statements
    assert "N.4.8" in facts_of("A concrete energy dissipater and riprap apron are provided at the pond outfall.").statements
    assert "N.3.0" not in facts_of("MPCA guidance was not followed for this design.").statements

def test_unseen2_exhibits_varied():
    f = facts_of("APPENDIX F\nOPERATIONS AND MAINTENANCE AGREEMENT\nThis Agreement is made by and between the City and Owner.")
    assert "N.6.B" in f.exhibits
    g = facts_of("Wetlands\nNo wetlands appear to be present on the site.")
    assert "N.6.A.4" not in g.exhibits  # hedged (changed after round 2: a definite "none" statement counts)
    h = facts_of("SOIL BORING LOCATION MAP\nSHEET C1.2", size=(2592, 1728))
    assert "N.6.C" in h.exhibits or "N.6.A.5" in h.exhibits


def test_two_hwls_close_together_are_still_two_values():
    f = facts_of("The 100-year HWL is 912.3.", "100-Year HWL = 915.0")
    assert f.value("hwl_100yr_elev_ft") is None and f.facts["hwl_100yr_elev_ft"].conflict


def test_hwl_restated_with_other_precision_agrees():
    f = facts_of("The 100-year HWL is 912.3.", "100-Year HWL = 912.30")
    assert f.value("hwl_100yr_elev_ft") == 912.3


def test_lowest_of_a_stated_range_of_floors():
    f = facts_of("Lowest floor elevations range from 981.0 to 994.5.")
    assert f.value("lowest_opening_elev_ft") == 981.0


# ---------------------------------------------------------------------------------------------
# Unseen voices, round 3 (plan notes, forms, quirky tables): run once before any change:
# first run 37 of 40 passed. Fixed after: "Lake Minnetonka Conservation District" as a public
# applicant, "This application covers construction of a new office building" (no project word),
# "Phase 2 (future) will include 40 additional units" (a future phase read as the unit count).
# ---------------------------------------------------------------------------------------------
UNSEEN3_VALUES = [
    ("SITE AREA = 2.87 ACRES (125,017 SQ. FT.)", "site_area_ac", 2.87),
    ("TOTAL PARCEL AREA\t1.94 AC", "site_area_ac", 1.94),
    ("The ±5.5 acre site is bounded by Shady Oak Road to the east.", "site_area_ac", 5.5),
    ("The project site measures approximately 0.92 acres.", "site_area_ac", 0.92),
    ("EXISTING HARDCOVER: 38,115 SF", "existing_impervious_ac", 38115 / 43560),
    ("PROPOSED HARDCOVER: 45,202 SF", "proposed_impervious_ac", 45202 / 43560),
    ("Net new impervious = 0.16 acres", "net_impervious_increase_ac", 0.16),
    ("Disturbed area: 2.3 ac", "disturbed_area_ac", 2.3),
    ("Total area of disturbance is 31,400 sq ft.", "disturbed_area_ac", 31400 / 43560),
    ("Twelve (12) townhome units are proposed.", "dwelling_units", 12),
    ("Proposed Density:\t9.4 du/ac", "density_du_per_ac", 9.4),
    ("The treatment train achieves 60.5% TP removal based on MIDS calculator results.", "phosphorus_removal_pct", 60.5),
    ("LOWEST FLOOR ELEV. = 948.0", "lowest_opening_elev_ft", 948.0),
    ("The lowest opening of the garage is at 944.10 feet.", "lowest_opening_elev_ft", 944.1),
    ("BUILDING 100-YR HWL: 941.72", "hwl_100yr_elev_ft", 941.72),
    ("Elevations are referenced to NGVD 29.", "vertical_datum", "NGVD29"),
    ("Topographic survey with 1-foot contour intervals was provided by Sathre-Bergquist.", "contour_interval_ft", 1.0),
    ("The proposed iron-enhanced sand filter and infiltration trench will treat runoff from the parking lot.", "infiltration_proposed", True),
    ("Applicant:\tThe Lake Minnetonka Conservation District", "applicant_public_entity", True),
    ("Applicant:\tSt. Therese Church of Deephaven", "applicant_public_entity", False),
    ("☐ Residential ☐ Commercial ☒ Industrial ☐ Public/Institutional", "project_type", "industrial"),
    ("This application covers construction of a new 3-story office building and associated parking.", "project_type", "commercial"),
    ("The project is the full reconstruction of 1.6 miles of Minnetonka Boulevard, including storm sewer.", "project_type", "linear"),
    ("The project consists of a 64-bed assisted living facility.", "project_type", "multi_unit_residential"),
]

@pytest.mark.parametrize("text,name,expected", UNSEEN3_VALUES)
def test_unseen3_value(text, name, expected):
    v = facts_of(text).value(name)
    if isinstance(expected, float):
        assert v == pytest.approx(expected, rel=0.01)
    else:
        assert v == expected

UNSEEN3_ABSENT = [
    ("LOT 4 AREA = 14,250 SF", "site_area_ac"),
    ("Drainage Area 3 (12.7 ac) flows to CB-4.", "site_area_ac"),
    ("The proposed 22,000-square-foot addition will replace the existing gymnasium.", "site_area_ac"),
    ("Subwatershed MCWD-12 covers 412 acres.", "site_area_ac"),
    ("Outlot B, 3.1 acres, will be dedicated to the City as park.", "site_area_ac"),
    ("The 25-year peak rate is 11.9 cfs existing and 10.1 cfs proposed.", "peak_rates_cfs"),
    ("Projects disturbing one acre or more require MPCA permit coverage.", "disturbed_area_ac"),
    ("Page 12 of 88", "dwelling_units"),
    ("Phase 2 (future) will include 40 additional units, subject to separate approval.", "dwelling_units_not_40"),
]

@pytest.mark.parametrize("text,name", UNSEEN3_ABSENT)
def test_unseen3_absent(text, name):
    f = facts_of(text)
    if name == "dwelling_units_not_40":
        assert f.value("dwelling_units") != 40
    else:
        assert f.value(name) is None

def test_unseen3_table_hardcover_with_percent_column():
    f = facts_of("Hardcover Summary\n\tArea (SF)\t% of Site\nExisting Hardcover\t38,115\t30.5%\nProposed Hardcover\t45,202\t36.2%")
    assert f.value("existing_impervious_ac") == pytest.approx(38115 / 43560, rel=0.001)
    assert f.value("proposed_impervious_ac") == pytest.approx(45202 / 43560, rel=0.001)

def test_unseen3_rate_table_with_two_points():
    f = facts_of("Table 3: Proposed Rate Control (cfs)\nStorm Event\tExisting\tProposed\nAtlas 14 1-yr\t1.21\t0.84\nAtlas 14 10-yr\t3.95\t2.02\nAtlas 14 100-yr\t9.80\t6.11")
    assert f.value("peak_rates_cfs") == {"1": {"existing": 1.21, "proposed": 0.84}, "10": {"existing": 3.95, "proposed": 2.02}, "100": {"existing": 9.80, "proposed": 6.11}}

def test_unseen3_pond_table_with_units_in_cells():
    f = facts_of("Pond\tNWL\tHWL\tBench Width\tFreeboard\nNURP 1\t930.0\t933.4\t10 ft\t2.1 ft")
    ponds = f.value("ponds")
    assert ponds and ponds[0]["name"] == "NURP 1" and ponds[0]["safety_bench_width_ft"] == 10 and ponds[0]["freeboard_ft"] == 2.1

def test_unseen3_statements_plan_notes():
    f = facts_of("OUTLET CONTROL STRUCTURE SHALL INCLUDE A BAFFLE WEIR FOR SKIMMING FLOATABLES\nCLASS II RIPRAP SHALL BE PLACED AT ALL FLARED END SECTIONS PER CITY DETAIL", size=(2448, 1584))
    assert "N.5.2" in f.statements and "N.4.8" in f.statements

def test_unseen3_statement_n46_easements():
    f = facts_of("All stormwater ponds are located above the 100-year flood elevation of Long Lake and within drainage and utility easements dedicated on the plat.")
    assert "N.4.6" in f.statements

def test_unseen3_exhibit_geotech_cover():
    f = facts_of("GEOTECHNICAL EVALUATION REPORT\nProposed Townhome Development\nPrepared by Braun Intertec Corporation")
    assert "N.6.C" in f.exhibits

def test_unseen3_exhibit_easement_toc_mention_not_counted():
    f = facts_of("Drainage and utility easements will be dedicated on the final plat.")
    assert "N.6.A.12" not in f.exhibits
