"""Voices from the outside sets external9 (the archive), external10 (layout) and external11 (applicants
writing for themselves), read by class after each was measured blind. Each class has near misses that
must read nothing."""

import pytest

from extract.propose.applicant import read_applicant, read_applicant_row
from extract.propose.common_scheme import read_common_scheme
from extract.words.labels import classify_table_label
from extract.propose.lot_site import read_legal_site, read_lot_site
from extract.pdf.page import Cell, Line, Page
from extract.pdf.page_text import page_from_text
from extract.propose.project_type import read_project_type, read_project_type_row
from extract.propose.quantities import read_sentence
from extract.read_facts import read_facts
from extract.layout.segments import Segment, _LABEL_LINE, segment_page
from extract.propose.subject_total import read_bracket_side


def seg(text, labelled=False):
    return Segment(text, "f.pdf", 1, None, labelled=labelled)


def read(text, labelled=False):
    return [(c.name, c.value) for c in read_sentence(seg(text, labelled))]


def facts_of(text):
    return read_facts([page_from_text(text, file="report.pdf")])


# -- line joins and label lines ---------------------------------------------------------------------------
def test_a_word_broken_at_the_lines_end_is_one_word_again():
    text = ("Laketown Pines replaces a rural homestead on the west side of County Road 11 with 22 single-\n"
            "family detached lots on a new public street.\n")
    assert facts_of(text).value("project_type") == "single_family_subdivision"


def test_a_measures_adjective_and_a_figure_cut_from_its_unit_run_on():
    text = ("Pond 1 data: normal water level 958.0, 100-year high water level 961.3 (NAVD 88), a 10-foot\n"
            "safety bench at 10:1 and 2.0 feet of freeboard to the emergency overflow.\n")
    ponds = facts_of(text).value("ponds")
    assert ponds == [{"name": "Pond 1", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.0}]


@pytest.mark.parametrize("text, label", [("feet wide at 10:1; freeboard", False), ("Slope 3:1 max", False),
                                         ("Site area: 2.0 ac", True), ("Lot 1: 0.3 ac", True), ("HWL=951.3", True)])
def test_a_ratio_is_no_labels_colon(text, label):
    assert bool(_LABEL_LINE.match(text)) is label


def test_a_pond_named_as_its_paragraphs_label():
    text = ("North Pond: normal water 940.0, 100-year high water 944.1 (NGVD 1929). The safety bench is 8\n"
            "feet wide at 10:1; freeboard from the 100-year level to the top of the berm is 2.2 feet.\n")
    ponds = facts_of(text).value("ponds")
    assert ponds and ponds[0]["name"] == "North Pond" and ponds[0]["safety_bench_width_ft"] == 8.0


# -- tables --------------------------------------------------------------------------------------------
def test_a_unit_set_alone_over_a_table():
    text = "The site is an existing warehouse.\nAcres\nExisting impervious\t7.9\nProposed impervious\t8.6\nDisturbed area\t10.2\n"
    facts = facts_of(text)
    assert facts.value("existing_impervious_ac") == pytest.approx(7.9)
    assert facts.value("disturbed_area_ac") == pytest.approx(10.2)


def test_sq_ft_cells_and_a_kinds_aside():
    facts = facts_of("\tExisting\tProposed\nHard surface coverage\t6,120 sq ft\t8,940 sq ft\n")
    assert facts.value("existing_impervious_ac") == pytest.approx(6120 / 43560, rel=1e-3)
    assert classify_table_label("Impervious surface Existing (building, parking lot)") == "existing_impervious_ac"


def test_an_impervious_corner_over_a_net_increase_row():
    text = ("Impervious surface\tAcres\nExisting (building, parking lot)\t1.71\nProposed (building, drives, plaza)\t1.98\n"
            "Net increase\t0.27\n")
    facts = facts_of(text)
    assert facts.value("net_impervious_increase_ac") == pytest.approx(0.27)
    assert facts.value("proposed_impervious_ac") == pytest.approx(1.98)


def test_a_spreadsheets_unit_column():
    text = ("Item\tValue\tUnit\tSource / note\nSite area\t5.64\tac\tALTA survey 07/2025\nDisturbed area\t5.20\tac\tgrading limits\n"
            "Parent parcel (1987)\t12.30\tac\tremainder owned by the church\n")
    facts = facts_of(text)
    assert facts.value("site_area_ac") == pytest.approx(5.64) and facts.value("disturbed_area_ac") == pytest.approx(5.2)


def test_a_project_row_with_a_kind_and_a_note():
    row = seg("x", labelled=True)
    assert [c.value for c in read_project_type_row(["Project", "townhomes", "Brown Road Townhomes: 32 units, 8 buildings"], row)] \
        == ["multi_unit_residential"]
    assert read_project_type_row(["Land use", "Vacant commercial", "Institutional"], row) == []


# -- sites, schemes and applicants in other words -------------------------------------------------------
def test_a_site_named_by_lot_and_plat():
    text = "The industrial site is Lot 1, Block 1, Hopkins Industrial Park 2nd Addition, 11.6 acres; the rest is owned by others."
    assert [c.value for c in read_legal_site(seg(text))] == [11.6]
    assert read_legal_site(seg("The adjacent site is Lot 2, Block 1, Hopkins Industrial Park 2nd Addition, 9.0 acres.")) == []


def test_a_lot_said_in_s_f():
    assert [round(c.value, 2) for c in read_lot_site(seg("The lot is 0.44 ac. (19,170 s.f.) - we checked the county site."))] == [0.44, 0.44]


@pytest.mark.parametrize("text, value", [
    ("Aggregate with the 1st Addition (common scheme, N.2.G): 12.71 acres", [12.71]),
    ("Because the sites are adjacent and under common ownership, the thresholds are applied to the combined 12.71 acres.", [12.71]),
    ("The combined 12.71 acres drain to Pond 1.", []),
])
def test_the_aggregate_in_other_words(text, value):
    assert [c.value for c in read_common_scheme(seg(text, labelled=":" in text))] == value


@pytest.mark.parametrize("text, value", [
    ("Northstar Logistics, Inc. (a private corporation) is the applicant and understands a bond will be required.", [False]),
    ("Applicant type: private developer.", [False]),
    ("Applicant type: [ ] private [X] public", [True]),
    ("Applicant type: Private / Public", []),
])
def test_applicant_standing_in_other_words(text, value):
    assert [c.value for c in read_applicant(seg(text, labelled=text.startswith("Applicant type")))] == value


def test_a_bare_standing_in_the_applicants_cell():
    assert [c.value for c in read_applicant_row(seg("Applicant\tprivate\tHollis Development Co., not a public entity", True))] == [False]


# -- figures the project's own or not ---------------------------------------------------------------------
@pytest.mark.parametrize("text, expected", [
    ("THE TRAIL IS NOT COUNTED IN THE NET INCREASE; THE ROADWAY ALONE ADDS 1.60 ACRES.", []),
    ("Imp. surface: exist. 1.30 ac. (56,630 s.f.).", [("existing_impervious_ac", 1.3)]),
])
def test_parts_and_abbreviations(text, expected):
    assert read(text, labelled=":" in text)[:1] == expected


def test_a_zero_site_area_is_never_read():
    facts = facts_of("Site area: 0.00 ac\nSite area: 6.84 acres\n")
    assert facts.value("site_area_ac") == pytest.approx(6.84)


def test_the_other_sides_figure_in_the_bracket():
    text = "New impervious surface: 1.96 acres (site was cropland, 0.00 ac existing)"
    assert [(c.name, c.value) for c in read_bracket_side(seg(text, True))] == [("existing_impervious_ac", 0.0)]
    facts = facts_of(text + "\n")
    assert facts.value("proposed_impervious_ac") == pytest.approx(1.96)


@pytest.mark.parametrize("text, kind", [
    ("The addition adds 38,500 square feet of floor area and a 120-stall parking lot to the school campus.", ["institutional"]),
    ("Existing and proposed drainage areas, incl. 0.2 ac off-site boulevard.", []),
    ("We are the architect for the building addition at the Lake Street Retail Center, a commercial (retail/restaurant) property.",
     ["commercial"]),
    ("The site is next to the Ridgedale Center, a commercial property.", []),
    ("The plat is designed to the MPCA manual: the street section is narrowed to 28 feet.", []),
])
def test_kinds_in_other_words(text, kind):
    assert [c.value for c in read_project_type(seg(text))] == kind


# -- two columns -------------------------------------------------------------------------------------------
def test_a_two_column_page_is_read_column_by_column():
    left = ["The 2nd Addition replats Outlot B into", "11 lots for detached single-family homes along an",
            "extension of Marigold Lane. The site slopes", "3-6% to the southeast toward a tributary",
            "of Painter Creek and is mostly cropland", "with a farm field road along the north line.",
            "Soils are Lester and Le Sueur loams."]
    right = ["The outlet discharges through a flared end", "section onto a 12-ft Class III riprap apron",
             "to prevent erosion and scour at the outfall.", "Pond 2P: normal water level 958.0 and the",
             "100-year HWL is 961.6; the pond has a safety", "bench 10 feet wide at 10:1 and freeboard",
             "of 2.4 feet to the emergency overflow."]
    lines = []
    for i, (a, b) in enumerate(zip(left, right)):
        y = 100 + 14 * i
        lines.append(Line(text=f"{a}\t{b}", bbox=(72.0, y, 540.0, y + 11),
                          cells=[Cell(text=a, bbox=(72.0, y, 290.0, y + 11)), Cell(text=b, bbox=(310.0, y, 540.0, y + 11))]))
    page = Page(file="report.pdf", number=1, width=612.0, height=792.0, lines=lines)
    texts = [s.text for s in segment_page(page)[0]]
    assert any(t.startswith("The 2nd Addition replats Outlot B into 11 lots for detached single-family homes") for t in texts)
    assert any("Pond 2P: normal water level 958.0" in t for t in texts)


# -- some of the homes, and the lot that says where the opening is (external12) -------------------------------
def test_a_range_of_openings_for_some_lots_is_not_the_lowest():
    assert read("Lots 1-6 and 8-11 have lowest openings between 952.0 and 961.5.") == []
    assert read("Lowest floor elevations range from 981.0 to 994.5.") == [("lowest_opening_elev_ft", 981.0)]


def test_the_lot_named_where_the_opening_is():
    assert read("The lowest opening of the new homes is the Lot 7 lookout window at 948.6.") == [("lowest_opening_elev_ft", 948.6)]
    assert read("The lowest opening of the neighbor's home is the Lot 7 lookout window at 948.6.") == []


# -- applicants writing for themselves (external11) -----------------------------------------------------------
def test_an_answer_is_read_with_its_question():
    from extract.layout.questions import answer_with_question
    joined = answer_with_question(seg("Q: How much gets graded?"), seg("A: approx. 3.4 ac. (Phase 2 only)."))
    assert joined.text == "How much gets graded: approx. 3.4 ac. (Phase 2 only)." and joined.labelled
    assert [(c.name, c.value) for c in read_sentence(joined)] == [("disturbed_area_ac", 3.4)]
    both = answer_with_question(None, seg("Q: Phosphorus? A: P8 shows 62% annual TP removal for the combined ponds."))
    assert [(c.name, c.value) for c in read_sentence(both)] == [("phosphorus_removal_pct", 62.0)]
    assert answer_with_question(seg("The pond is wet."), seg("A: 3.4 ac.")).text == "A: 3.4 ac."


def test_what_is_it_answered_with_the_kind():
    text = "What is it: 22 townhome units (multi-unit residential, 5 buildings of 4-5 units) on 3.6 ac."
    assert [c.value for c in read_project_type(seg(text, labelled=True))] == ["multi_unit_residential"]


def test_a_negation_inside_an_aside_negates_only_the_aside():
    assert read("The church is an institutional use (it's a church, not a business) and our whole parcel is 0.44 ac.") \
        == [("site_area_ac", 0.44)]
    assert read("The site is not 0.44 acres.") == []


def test_the_phases_together():
    from extract.propose.phased import read_phased_whole
    text = "Together the two phases are 8.5 ac. under common/related ownership, so we treat it as one common scheme."
    assert [c.value for c in read_phased_whole(seg(text))] == [8.5]
    assert read_phased_whole(seg("The two phases are served by one pond.")) == []


def test_a_stand_alone_walking_trail_and_its_area_said_plainly():
    text = ("Work: new stand-alone bituminous walking trail (no road work) from Minnetonka Blvd to Northome park.\n"
            "Trail summary: 8 ft wide, turf buffer 6 ft on each side, two driveway crossings covering approx. 9% of the "
            "required buffer area, trail area 0.42 ac.\n")
    trail = facts_of(text).value("sidewalk_trail")
    assert trail["standalone"] is True and trail["area_ac"] == pytest.approx(0.42)


# -- a memo's plain statements (external10) -------------------------------------------------------------------
@pytest.mark.parametrize("text, kind", [
    ("We are replacing the existing one-story office and its small lot with a two-story commercial dental clinic.", ["commercial"]),
    ("Institutional use (public elementary school) on a 7.62-acre campus.", ["institutional"]),
    ("Commercial use of the adjacent parcel is zoned.", []),
    ("We are pleased to submit this report.", []),
])
def test_memo_kinds(text, kind):
    assert [c.value for c in read_project_type(seg(text))] == kind


@pytest.mark.parametrize("text, expected", [
    ("Lowest opening, new building (lower-level door): 933.4", [("lowest_opening_elev_ft", 933.4)]),
    ("Lowest opening, existing building: 933.4", []),
])
def test_an_opening_label_qualified_after_a_comma(text, expected):
    assert read(text, labelled=True) == expected


def test_a_doors_margin_over_a_level_named_lines_above():
    text = ("FLOOD ELEVATIONS (NGVD 1929)\nLake Minnetonka 100-year high water elevation: 931.5\n"
            "Lake Minnetonka ordinary high water: 929.4\nLowest opening, new building (lower-level door): 933.4\n"
            "The lower level door sits 1.9 ft above the lake's 100-year level.\n")
    facts = facts_of(text)
    assert facts.value("lowest_opening_elev_ft") == 933.4 and facts.value("hwl_100yr_elev_ft") == 931.5


# -- ponds listed on one line (external14) ----------------------------------------------------------------------
def test_each_pond_of_a_line_is_read_on_its_own():
    text = ("Ponds: Pond 1: safety bench 10 ft wide at 10:1; freeboard 2.0 ft. Pond 2: safety bench 10 ft wide at 10:1;\n"
            "freeboard 1.5 ft (berm held low to match the trail grade).\n")
    facts = facts_of(text)
    ponds = {p["name"]: p for p in facts.value("ponds")}
    assert ponds["Pond 1"]["freeboard_ft"] == 2.0 and ponds["Pond 2"]["freeboard_ft"] == 1.5
    assert facts.value("sidewalk_trail") is None  # a pond's bench width is no trail's


# -- campuses, exclusions and columns for information (external13/14) -----------------------------------------
def test_a_campus_line_is_the_site_and_a_campus_in_prose_is_not():
    from extract.propose.lot_site import read_campus_site
    assert [c.value for c in read_campus_site(seg("Campus: 14.3 acres.", True))] == [14.3]
    assert read("Project size: 7.6 acres (the work area within the 38-acre school campus).", labelled=True) == [("site_area_ac", 7.6)]


def test_what_is_left_after_an_exclusion_is_no_net_increase():
    assert read("Under Rule N paragraph E(4) it is excluded from the net increase, leaving 1.12 acres.") == []


def test_a_column_given_for_information_is_skipped():
    table = "Quantity\t2nd Addition\t1st Addition (info)\nLots\t9\t21\nSite area (ac)\t6.80\t14.9\n"
    facts = facts_of(table)
    assert facts.value("dwelling_units") == 9


def test_a_rule_test_sentence_gives_the_trails_area_only():
    from extract.propose.trail import read_trail
    found = read_trail(seg("Because the trail is no wider than 10 feet with pervious buffers of 5 feet or more, paragraph E(4) "
                           "excludes its 0.52 acres from the net increase."))
    assert found["area_ac"] == 0.52 and "width_ft" not in found and "buffer_ft" not in found
    assert read_trail(seg("Because crossings exceed 25 percent of the buffer, the paragraph E(4) exemption does not apply.")) is None


def test_a_line_ending_on_will_be_runs_on():
    text = "Project size: 7.6 acres (the work area within the 38-acre school campus). About 6.2 acres will be\ndisturbed.\n"
    facts = facts_of(text)
    assert facts.value("site_area_ac") == pytest.approx(7.6) and facts.value("disturbed_area_ac") == pytest.approx(6.2)


def test_the_larger_land_the_work_lies_within_is_not_the_site():
    assert read("The work area lies within the 38-acre school campus.") == []
    assert read("The school campus is an institutional site of 14.2 acres.") == [("site_area_ac", 14.2)]


# -- scans of external6, after the E(4) rule-test change -------------------------------------------------------
def test_a_turf_strip_on_each_side_is_the_buffer():
    from extract.propose.trail import read_trail
    found = read_trail(seg("A turf and native-grass strip of at least 5 feet is kept on each side."))
    assert found["buffer_ft"] == 5.0
    assert read_trail(seg("A grass strip 6 feet wide separates the parking lot from the street.")) is None


def test_a_bulleted_list_item_is_read_alone_for_infiltration():
    from extract.propose.flags import read_infiltration
    text = ("Permanent BMPs: • Infiltration basin (north end) with pretreatment sump manhole • Rain gardens at Lots 1 and 9 "
            "• Native seed mix No wetlands were identified on the property, and the site is not in the shoreland district.")
    assert read_infiltration(seg(text)) == []
    assert [c.value for c in read_infiltration(seg("BMPs: • No infiltration is proposed • Rain gardens"))] == [False]
