"""Voices from the outside sets external7 and external8, read by class after they were measured blind:
resubmittals that quote the District's comments, long descriptive prose, forms whose boxes wrap onto a
second row, tables of bare return periods, construction limits, flood levels of natural water at the
site, the project's own homes, plats and campuses, and generic pond heads. Each class has near misses
that must read nothing."""

import pytest

from extract.propose.construction_limits import read_construction_limits
from extract.propose.flags import read_infiltration
from extract.words.labels import classify_table_label
from extract.propose.opening_pair import read_hwl_after_opening, read_nearest_hwl, read_opening_of_own_homes
from extract.pdf.page_text import page_from_text
from extract.propose.project_type import read_project_type
from extract.propose.quantities import read_sentence
from extract.layout.quoted_comments import unquote_comments
from extract.propose.rates import read_pond_prose
from extract.read_facts import read_facts
from extract.choose.reconcile import merge_ponds
from extract.layout.segments import Segment
from extract.propose.subject_total import read_subject_total
from extract.propose.applicant import read_applicant


def seg(text, labelled=False):
    return Segment(text, "f.pdf", 1, None, labelled=labelled)


def read(text, labelled=False):
    return [(c.name, c.value) for c in read_sentence(seg(text, labelled))]


def facts_of(text):
    return read_facts([page_from_text(text, file="report.pdf")])


# -- a reviewer's quoted comment is not the design -------------------------------------------------------
@pytest.mark.parametrize("text", [
    '2. District: "The 100-year proposed rate (8.6 cfs) exceeds existing." Response: The outlet weir was raised 0.4 ft.',
    'Comment 2: "The 100-year proposed peak rate at the west property line (43.0 cfs) exceeds the existing rate."',
    'MCWD comment 3: “The P8 model reports 44% annual total phosphorus removal.” Response: see Section 6.',
])
def test_a_quoted_comment_is_set_aside(text):
    out = unquote_comments(seg(text)).text
    assert '"[comment quoted]"' in out and "cfs)" not in out and "44%" not in out


def test_a_quotation_not_attributed_to_a_reviewer_stays():
    text = 'The pond is called "Pond 1" on the plans.'
    assert unquote_comments(seg(text)).text == text


def test_a_response_letter_gives_the_current_rate_only():
    letter = ('2. District: "The 100-year proposed rate (8.6 cfs) exceeds existing." Response: The outlet weir was raised.\n'
              "The current 100-year proposed rate is 7.9 cfs against 8.1 cfs existing.\n")
    facts = facts_of(letter)
    assert "peak_rates_cfs" not in facts.facts or facts.facts["peak_rates_cfs"].conflict is None


# -- a sand filter bench is no safety bench; a figure far from its label measures something else ------
def test_a_filter_bench_and_a_far_street_width_are_no_safety_bench():
    text = ("peak-flow control: a 26-ft street section, preservation of the oak stand in Outlot B, Pond 1 with an "
            "iron-enhanced sand filter bench, and an HOA sweeping program.")
    assert read_pond_prose(seg(text)) is None


def test_a_safety_bench_stated_in_a_response_is_read():
    text = "Response: Added to Sheet C5.0: a 10-foot safety bench at 10:1 (H:V), and 2.4 ft of freeboard for Pond 1."
    found = read_pond_prose(seg(text))
    assert found["safety_bench_width_ft"] == 10.0 and found["freeboard_ft"] == 2.4 and found["name"] == "Pond 1"


# -- a building's floor area after "Project:" ------------------------------------------------------------
@pytest.mark.parametrize("text", ["Project: 11,600 sq. ft. retail/restaurant building",
                                  "Applicant: Bushaway Partners II LLC (private). Project: 11,600 sq. ft. retail/restaurant building"])
def test_a_floor_area_with_a_slashed_use_is_no_site_area(text):
    assert read(text, labelled=True) == []


def test_a_second_project_label_on_a_form_line_states_the_kind():
    text = "Applicant: Bushaway Partners II LLC (private). Project: 11,600 sq. ft. retail/restaurant building and parking"
    assert [c.value for c in read_project_type(seg(text, labelled=True))] == ["commercial"]
    assert read_project_type(seg("Owner: Jane Smith. Project: Cedar Lake Road Apartments", labelled=True)) == []


# -- a table's columns for this application and for the aggregate --------------------------------------
@pytest.mark.parametrize("text, fact", [
    ("Area (AC) Lot 2 (this application)", "site_area_ac"),
    ("Area (AC) Lots 1+2 aggregate", "common_scheme_area_ac"),
    ("Site area Combined (Phases 1 and 2)", "common_scheme_area_ac"),
    ("Net increase (AC) Lot 2 (this application)", None),
    ("Disturbed area (ac) Lots 1+2 aggregate", "disturbed_area_ac"),
    ("Plat area (limits of the preliminary plat)", "site_area_ac"),
    ("CAMPUS AREA", "site_area_ac"),
])
def test_columns_for_this_application_and_the_aggregate(text, fact):
    assert classify_table_label(text) == fact


# -- a density the project is compared with ------------------------------------------------------------
def test_a_compared_density_is_not_the_projects():
    text = ("Lot areas range from 7,800 to 11,400 square feet, which is why the density is 3.38 units per acre rather "
            "than the 1.5 to 2 units per acre typical of this part of Chanhassen.")
    assert read(text) == [("density_du_per_ac", 3.38)]


# -- phosphorus removal named right after the share --------------------------------------------------------
def test_a_share_of_the_annual_total_phosphorus_load():
    assert read("P8 shows Pond A removing 61% of the annual total phosphorus load.") == [("phosphorus_removal_pct", 61.0)]
    assert read("Pond A is 61% full of sediment, the total phosphorus load is high.") == []
    assert read("Rule N requires removal of 50% of the annual total phosphorus load.") == []


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


# -- lines that run on --------------------------------------------------------------------------------
def test_a_label_line_ending_on_of_runs_on_to_a_name():
    text = ("Building openings: the lowest opening in the plat (Lot 14 walkout) is 948.5, and the 100-year high water level of\n"
            "Pond A is 945.3.\n")
    facts = facts_of(text)
    assert facts.value("lowest_opening_elev_ft") == 948.5 and facts.value("hwl_100yr_elev_ft") == 945.3


def test_a_numbered_heading_in_sentence_case_is_not_joined_to_its_paragraph():
    text = ("1. What is proposed\nThe City of St. Louis Park will build an off-street multi-use trail along Wooddale Avenue.\n")
    assert facts_of(text).value("project_type") == "linear"


# -- an impervious subject totalled after a list, and a figure in a comma aside -----------------------
def test_a_subject_totalled_at_the_end():
    text = "Existing impervious surface is limited to the old nursery office, a greenhouse foundation and a gravel yard, totaling 0.22 acres."
    assert [(c.name, c.value) for c in read_subject_total(seg(text))] == [("existing_impervious_ac", 0.22)]
    assert read_subject_total(seg("Existing impervious surface is limited to the office (0.10 acres) and a yard, totaling 0.22 acres.")) == []


@pytest.mark.parametrize("text, expected", [
    ("Proposed impervious surface, with an assumed 3,200 square feet of roof and driveway per lot, is 2.64 acres.",
     [("proposed_impervious_ac", 2.64)]),
    ("The site, with the adjacent parcel, is 9.4 acres.", []),
    ("The site, with the 2.1-acre adjacent parcel, is 9.4 acres.", []),
])
def test_a_figure_in_a_comma_aside_does_not_take_the_subject(text, expected):
    assert read(text) == expected


# -- a form's project-type boxes that wrap onto a second row ---------------------------------------------
def test_the_ticked_type_on_the_boxes_second_row():
    form = ("4. Project type\tSingle-family home\tSingle-family subdivision\tMulti-family residential\tCommercial\n"
            "Industrial\tX Institutional\tMixed use\tRoad / street / trail\n5. Total site area (acres)\t18.4 acres\n")
    assert facts_of(form).value("project_type") == "institutional"


def test_a_row_with_fewer_than_three_types_is_no_type_question():
    from extract.propose.project_type import read_type_option_row
    row = Segment("Zoning\tX Commercial\tIndustrial", "f.pdf", 1, None, labelled=True)
    assert read_type_option_row(["Zoning", "X Commercial", "Industrial"], row) == []
    row = Segment("Industrial\tX Institutional\tMixed use", "f.pdf", 1, None, labelled=True)
    assert [c.value for c in read_type_option_row(["Industrial", "X Institutional", "Mixed use"], row)] == ["institutional"]


# -- return periods as bare numbers ------------------------------------------------------------------------
def test_a_table_of_bare_return_periods():
    table = "Yr\tEx cfs\tPr cfs\tD\n1\t5.6\t3.2\t-2.40\n2\t7.1\t4.0\t-3.10\n10\t14.1\t9.9\t-4.20\n100\t29.8\t24.0\t-5.80\n"
    assert facts_of(table).value("peak_rates_cfs") == {"1": {"existing": 5.6, "proposed": 3.2},
                                                       "10": {"existing": 14.1, "proposed": 9.9},
                                                       "100": {"existing": 29.8, "proposed": 24.0}}


def test_bare_numbers_under_another_head_are_no_events():
    table = "Lot\tEx cfs\tPr cfs\n1\t5.6\t3.2\n10\t14.1\t9.9\n100\t29.8\t24.0\n"
    assert facts_of(table).value("peak_rates_cfs") is None


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


def test_a_stated_site_area_outranks_the_construction_limits():
    text = "Site area: 7.10 acres\nConstruction limits are 6.3 acres.\n"
    assert facts_of(text).value("site_area_ac") == pytest.approx(7.1)


# -- the level the opening is set against ---------------------------------------------------------------
def test_the_level_in_the_sentence_after_the_opening():
    prev = seg("Flood protection: the lowest opening (parking garage entrance) is at 903.1.")
    assert [c.value for c in read_hwl_after_opening(prev, seg("The 100-year HWL of Minnehaha Creek at the site is 901.6."))] == [901.6]
    assert read_hwl_after_opening(seg("The site is flat."), seg("The 100-year HWL of Minnehaha Creek at the site is 901.6.")) == []
    assert read_hwl_after_opening(prev, seg("The minimum 100-year HWL is 901.6.")) == []


def test_the_nearest_level():
    text = "The nearest 100-year high water elevation is that of Lake Minnetonka (Excelsior Bay), 931.5, far below the building."
    assert [c.value for c in read_nearest_hwl(seg(text))] == [931.5]


def test_a_flood_level_of_natural_water_at_the_site():
    text = ("The south edge of the property lies in the FEMA Zone AE floodplain of Minnehaha Creek, whose 100-year flood "
            "elevation here is 895.5.")
    assert read(text) == [("hwl_100yr_elev_ft", 895.5)]
    assert read("Lake Minnetonka's 100-year flood elevation is 931.5.") == []


# -- the lowest opening of the project's own homes ------------------------------------------------------
@pytest.mark.parametrize("text, value", [
    ("The lowest opening of the homes next to the basin (lots 6 and 7) is set at 958.0.", [958.0]),
    ("The lowest opening of the new buildings is 958.0.", [958.0]),
    ("The lowest opening of the existing homes next to the pond is 958.0.", []),
    ("The lowest opening of all homes must be at least 958.0.", []),
])
def test_the_opening_of_the_projects_own_homes(text, value):
    assert [c.value for c in read_opening_of_own_homes(seg(text))] == value


def test_a_lowest_proposed_building_opening():
    assert read("Lowest proposed building opening is 961.0.") == [("lowest_opening_elev_ft", 961.0)]


# -- plats, submittals for a count of homes, additions, campuses -------------------------------------------
@pytest.mark.parametrize("text, kind", [
    ("Lakeside Reserve plats fifteen single-family lots and one outlot on the west side of Rolling Acres Road.", ["single_family_subdivision"]),
    ("The plat is designed to the MPCA manual: the street section is narrowed to 28 feet.", []),
    ("We are submitting, for Lotus Ridge Phase II LLC, the stormwater plan for twelve townhome units in three buildings.",
     ["multi_unit_residential"]),
    ("The stormwater plan for the existing 12 apartments was approved in 2010.", []),
    ("The owner, Bay Mercantile LLC, will add a two-story, 2,900 square foot retail and office wing to its existing building.",
     ["commercial"]),
    ("Proposal: 48 for-sale townhome units in 9 buildings", ["multi_unit_residential"]),
])
def test_kinds_in_other_words(text, kind):
    assert [c.value for c in read_project_type(seg(text, labelled=text.startswith("Proposal:")))] == kind


def test_a_public_school_district_expanding_its_school():
    text = "Independent School District No. 276, a public school district, is expanding Clear Springs Elementary."
    assert [c.value for c in read_applicant(seg(text))] == [True]
    assert [c.value for c in read_applicant(seg("Southview Academy, a private school, is expanding its gym."))] == [False]


@pytest.mark.parametrize("text, expected", [
    ("The campus building is 120,000 sf.", []),
    ("Paved and roofed area: 0.31 ac existing, 0.36 ac proposed.", [("existing_impervious_ac", 0.31), ("proposed_impervious_ac", 0.36)]),
])
def test_campus_and_paved_and_roofed_area(text, expected):
    assert read(text, labelled=":" in text.split(".")[0]) == expected


def test_a_trail_that_is_the_whole_project():
    text = ("Project type: trail\nThe Park District proposes a paved connector trail. The project consists solely of this trail: "
            "no road, parking lot or building is part of it.\nTrail width: 10 ft\nPervious buffer each side: 5 ft\n")
    assert facts_of(text).value("sidewalk_trail")["standalone"] is True


# -- generic pond heads ----------------------------------------------------------------------------------
def test_a_generic_head_joins_the_one_named_pond():
    fact = merge_ponds([{"name": "Pond 1", "freeboard_ft": 1.5, "evidence": []},
                        {"name": "column 1", "safety_bench_width_ft": 10.0, "evidence": []}])
    assert [p["name"] for p in fact.value] == ["Pond 1"] and fact.value[0]["safety_bench_width_ft"] == 10.0


def test_a_generic_head_with_new_figures_beside_two_ponds_is_kept_unnamed():
    readings = [{"name": "Provided", "freeboard_ft": 1.0, "evidence": []}, {"name": "Pond 1", "freeboard_ft": 2.0, "evidence": []},
                {"name": "Pond 2", "freeboard_ft": 2.5, "evidence": []}]
    assert sorted(p["name"] for p in merge_ponds(readings).value) == ["", "Pond 1", "Pond 2"]
    readings[0]["freeboard_ft"] = 2.0
    assert sorted(p["name"] for p in merge_ponds(readings).value) == ["Pond 1", "Pond 2"]


# -- scanned voices of external6-8 (read through OCR, here as their text) -----------------------------------
def test_a_table_under_an_impervious_corner_with_a_worded_decrease():
    from extract.propose.tables import _num
    assert _num("-0.05 (decrease)").value == -0.05 and _num("0.05 (decrease)").value == -0.05
    assert _num("0.05 (increase)").value == 0.05 and _num("-0.05 (increase)") is None


def test_no_net_increase_gives_way_to_a_stated_decrease():
    text = ("Project type: street reconstruction\nNet change in impervious surface: -0.05 acres (a decrease).\n"
            "Because the project creates no net increase in impervious surface, no permit is required.\n")
    fact = facts_of(text).facts["net_impervious_increase_ac"]
    assert fact.value == pytest.approx(-0.05) and fact.conflict is None


@pytest.mark.parametrize("text, expected", [
    ("Project limits cover 6.1 acres of right-of-way.", [("site_area_ac", 6.1)]),
    ("The site includes 0.3 acres of right-of-way.", []),
    ("0.3 acres of right-of-way will be disturbed.", []),
])
def test_a_road_projects_area_of_right_of_way(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Hard cover is 4,790 square feet (0.11 acres) today and will be 6,970 square feet (0.16 acres) after construction.",
     [("existing_impervious_ac", pytest.approx(0.11, abs=0.001)), ("proposed_impervious_ac", pytest.approx(0.16, abs=0.001))]),
    ("Hard cover is 0.11 acres today and 2.1 acres of the site drain east.", [("existing_impervious_ac", 0.11)]),
])
def test_today_and_will_be_across_a_twin(text, expected):
    assert read(text) == expected


def test_hard_cover_on_the_one_lot():
    found = dict(read("Hard cover on the lot today is 4,790 square feet (0.11 acres); after construction it will be "
                      "6,970 square feet (0.16 acres), or 18.6 percent of the lot area."))
    assert found["existing_impervious_ac"] == pytest.approx(0.11, abs=0.001)
    assert found["proposed_impervious_ac"] == pytest.approx(0.16, abs=0.001)
    assert read("Impervious surface on each lot is 4,000 sf.") == []
    assert read("Parent parcel (not part of project): 38.40 ac", labelled=True) == []
