"""Voices from external15 (linear projects) and external16 (phases, common schemes and additions), read by
class after each was measured blind. Each class has near misses that must read nothing."""

import pytest

from extract.propose.applicant import read_applicant
from extract.words.public_names import public_name
from extract.propose.applied_phase import applied_phase, read_phase_site
from extract.propose.flags import read_contour
from extract.propose.freeboard import read_freeboards
from extract.words.labels import classify_table_label
from extract.words.negation import has_negation
from extract.pdf.page import Line, Page
from extract.pdf.page_text import page_from_text
from extract.propose.project_type import read_project_type
from extract.propose.quantities import read_sentence
from extract.propose.rates import read_rates
from extract.read_facts import read_facts
from extract.layout.segments import Segment
from extract.propose.trail import read_trail


def seg(text, labelled=False):
    return Segment(text, "f.pdf", 1, None, labelled=labelled)


def read(text):
    return [(c.name, round(c.value, 3)) for c in read_sentence(seg(text))]


def facts_of(text):
    return read_facts([page_from_text(text, file="report.pdf")])


def trail(text):
    got = read_trail(seg(text)) or {}
    return {k: v for k, v in got.items() if k not in ("evidence",)}


# -- trails ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, want", [
    ("Four driveways cross the path; their pavement covers 3.2% of the buffer area.", {"crossing_pct": 3.2}),
    ("Path length 3,050 ft x 12 ft = 36,600 sq. ft. (0.84 acre) of new pavement.", {"area_ac": 0.84}),
    ("Behind the walk the turf buffer varies 3-8 ft; it narrows to 3 ft along the retaining wall.",
     {"buffer_ft": 3.0, "needs_trail": True}),
    ("The 8-ft trail has a turf buffer that varies from 5 to 9 feet on each side.", {"width_ft": 8.0, "buffer_ft": 5.0}),
    ("The trail has a 3-foot turf shoulder on each side rather than a 5-foot buffer.", {"buffer_ft": 3.0}),
    ("Pervious buffer: 8-ft turf boulevard between the back of curb and the trail, and 5-ft minimum turf buffer "
     "behind the trail.", {"buffer_ft": 5.0}),
    # near misses: a percentage of something else, rule language, a wetland's buffer narrowing
    ("The path is 3.2% of the buffer area.", {}),
    ("Driveways cross the trail; crossings may not exceed 25% of the buffer area.", {}),
    ("The wetland buffer narrows to 15 ft near the trail.", {}),
])
def test_trail_measures(text, want):
    assert trail(text) == want


# -- segments: headings, bylines, wrapped label lines ---------------------------------------------------
def _page(rows):
    lines = [Line(text=t, bbox=(36.0, 50.0 + 14 * i, 36.0 + w, 62.0 + 14 * i)) for i, (t, w) in enumerate(rows)]
    return Page(file="report.pdf", number=1, width=612, height=792, lines=lines)


def test_a_sentence_case_heading_is_kept_off_the_first_sentence():
    page = _page([("Site and proposal", 90),
                  ("Mainstreet Commons LLC, a private developer, proposes to redevelop three parcels into a", 520),
                  ("commercial retail and office building.", 220)])
    facts = read_facts([page])
    assert facts.value("applicant_public_entity") is False
    assert facts.value("project_type") == "commercial"


def test_a_dated_byline_is_kept_off_the_first_sentence():
    page = _page([("Stormwater narrative by Lakeside Surveying & Engineering, Inc., August 2025", 420),
                  ("Water Street Hardware, Inc., a privately held company, intends to expand its store.", 500)])
    assert read_facts([page]).value("applicant_public_entity") is False


@pytest.mark.parametrize("text, name, value", [
    ("Net new impervious surface: 0.84\nacre. Because the path is wider than 10 feet, a permit is needed.\n",
     "net_impervious_increase_ac", 0.84),
    ("Existing impervious surface within the construction limits: 232,610 sq. ft. (5.34 acres). Proposed\n"
     "impervious surface: 222,592 sq. ft. (5.11 acres).\n", "proposed_impervious_ac", 5.11),
    ("P8 Urban Catchment Model, 1959 rainfall year, evaluated at CV-3: annual total phosphorus removal for the net\n"
     "new impervious area is 56 percent.\n", "phosphorus_removal_pct", 56.0),
])
def test_label_lines_that_wrap(text, name, value):
    assert facts_of(text).value(name) == pytest.approx(value)


def test_a_short_label_inside_a_paragraph_is_read_as_labelled():
    text = "A classroom addition and a new stormwater pond. Land use: institutional (public school).\n"
    assert facts_of(text).value("project_type") == "institutional"


# -- sentences ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, want", [
    ("New impervious surface: 2,480 ft x 6 ft = 14,880 sq. ft. = 0.34 acre; this is the net increase.",
     [("net_impervious_increase_ac", 0.342), ("net_impervious_increase_ac", 0.34)]),
    ("The project results in a net decrease of 10,018 sq. ft. (0.23 acre) of impervious surface.",
     [("net_impervious_increase_ac", -0.23), ("net_impervious_increase_ac", -0.23)]),
    ("The entire project area, 4.6 acres, will be disturbed.", [("disturbed_area_ac", 4.6)]),
    ("The site consists of two tax parcels (PIDs 34-117-23-21-0019 and -0020) totaling 2.7 acres, both owned by the "
     "applicant.", [("site_area_ac", 2.7)]),
    ("The store, its parking and yard cover 0.90 acres of impervious surface today.", [("existing_impervious_ac", 0.9)]),
    ("Impervious: 0.05 ac existing (bituminous drive), 1.02 ac proposed.",
     [("existing_impervious_ac", 0.05), ("proposed_impervious_ac", 1.02)]),
    ("TOTAL PROJECT AREA ........ 3.9 AC AREA DISTURBED ........ 3.6 AC", [("site_area_ac", 3.9), ("disturbed_area_ac", 3.6)]),
    # near misses: a label after a dash is another's; the neighbour's parcel; storage lockers are no homes
    ("Site area 12.6 ac. (548,860 s.f.) - the school parcel.", [("site_area_ac", 12.6), ("site_area_ac", 12.6)]),
    ("The adjoining Hollis Auto parcel (Lot 1, Block 1; 7.6 ac) was developed in 2015.", []),
    ("Hollis Storage Partners LLC will build a self-storage building (96,000 sf gross floor area, 1,040 units).", []),
])
def test_sentences(text, want):
    assert read(text) == want


def test_the_other_side_said_in_the_sentence_after():
    text = ("The store, its parking and yard cover 0.90 acres of impervious surface today. After the expansion there\n"
            "will be 1.60 acres, an increase of 78 percent.\n")
    assert facts_of(text).value("proposed_impervious_ac") == 1.6
    near_miss = "The site is 3 acres today. After the expansion there will be 1.60 acres of lawn.\n"
    assert facts_of(near_miss).value("proposed_impervious_ac") is None


def test_rates_paired_per_event_after_the_sides():
    text = ("Peak discharge, existing versus proposed: 1-year 2.3 and 1.6 cfs; 10-year 5.5 and 4.7 cfs; "
            "100-year 10.9 and 10.1 cfs.")
    got = read_rates(seg(text))
    assert {k: {s: [v for v, _ in vv] for s, vv in d.items()} for k, d in got.items()} == {
        "1": {"existing": [2.3], "proposed": [1.6]}, "10": {"existing": [5.5], "proposed": [4.7]},
        "100": {"existing": [10.9], "proposed": [10.1]}}
    assert read_rates(seg("Existing and proposed peaks: 1-year 2.3 and 1.6 cfs; 10-year 5.5, 4.7 and 4.1 cfs.")) == {}


# -- applicant, project type, contours, negation, freeboard ---------------------------------------------
@pytest.mark.parametrize("name, value", [
    ("City of Minnetonka (municipal corporation)", True), ("City of Mound, a Minnesota municipal corporation", True),
    ("Acme Corporation", False), ("Lake Homes LLC (a municipal corporation)", False),
])
def test_a_public_bodys_legal_form(name, value):
    assert public_name(name) is value


def test_a_school_district_with_its_other_name_in_brackets():
    text = ("Independent School District No. 277 (Westonka Public Schools) is a public school district and a political "
            "subdivision of the State of Minnesota.")
    assert [c.value for c in read_applicant(seg(text))] == [True]


@pytest.mark.parametrize("text, kind", [
    ("The use is commercial.", "commercial"),
    ("THE PROJECT ADDS DUAL LEFT-TURN LANES AND RIGHT-TURN LANES AT VINE HILL ROAD.", "linear"),
    ("Land use to the north is commercial.", None),
    ("The existing use is commercial.", None),
])
def test_project_kinds(text, kind):
    got = [c.value for c in read_project_type(seg(text))]
    assert got == ([] if kind is None else [kind])


def test_a_sidewalk_along_a_stores_frontage_is_no_linear_project():
    text = ("Mainstreet Commons LLC proposes to redevelop three parcels into a commercial retail and office building.\n"
            "A 6-ft concrete public sidewalk with a 5-ft boulevard will be rebuilt along the frontage as part of the site work.\n")
    facts = facts_of(text)
    assert facts.value("project_type") == "commercial"
    assert facts.value("sidewalk_trail") is None


def test_contours_with_their_interval_after_a_comma():
    assert [c.value for c in read_contour(seg("EXISTING AND PROPOSED CONTOURS, 2-FT INTERVAL."))] == [2.0]


@pytest.mark.parametrize("text, negated", [
    ("PERMIT NO. 4471208 OVER THE PIPE", False), ("No. 5 pond", False),
    ("No wetlands are present.", True), ("There is no 100-year flooding", True),
])
def test_no_before_a_number_is_the_word_number(text, negated):
    assert has_negation(text) is negated


def test_a_plans_freeboard_goal_is_no_ponds_freeboard():
    assert read_freeboards(seg("The design conforms to the City Plan: rate control and the Plan's 2-foot freeboard goal "
                               "were checked.")) == []


# -- tables -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("label, fact", [
    ("Total site (Lots 1-3, Block 1, Knollwood Crossing) Acres", "site_area_ac"),
    ("Project site (A-C) Area (ac)", "site_area_ac"), ("Total area", "site_area_ac"),
    ("Pond area (ac)", None), ("Wetland (A-C) acres", None), ("Total", None),
])
def test_site_rows(label, fact):
    assert classify_table_label(label) == fact


def test_a_table_of_hard_surface_kinds_keeps_its_impervious_title():
    text = ("2. Impervious surface\n"
            "\tExisting (ac)\tProposed (ac)\tChange (ac)\n"
            "Street pavement and curb\t3.52\t4.23\t+0.71\n"
            "Driveway aprons in ROW\t0.44\t0.54\t+0.10\n"
            "New 5-ft sidewalk\t0.00\t0.41\t+0.41\n"
            "Project total\t3.96\t5.18\t+1.22\n"
            "The net increase is carried to Section 3.\n")
    facts = facts_of(text)
    assert (facts.value("existing_impervious_ac"), facts.value("proposed_impervious_ac")) == (3.96, 5.18)


# -- phases and the common scheme -------------------------------------------------------------------------
def _title_page(title):
    return Page(file="r.pdf", number=1, width=612, height=792,
                lines=[Line(text=title, bbox=(36, 50, 400, 62)), Line(text="1. Project Summary", bbox=(36, 70, 200, 82))])


def test_the_phase_the_package_applies_for():
    assert applied_phase([_title_page("Carlson Business Park - Phase 2 (Carlson Business Park 2nd Addition)")], []) == "2"
    assert applied_phase([_title_page("Stormwater Report")], ["We ask for a Rule N permit for the second phase of Whitetail Ridge."]) == "2"
    assert applied_phase([_title_page("Phase 1 and Phase 2 Master Plan")], []) is None  # two phases: which is not said
    got = read_phase_site(seg("Phase 2 is 6.1 acres and will have 7 single-family lots."), "2")
    assert [(c.name, c.value) for c in got] == [("site_area_ac", 6.1), ("dwelling_units", 7)]
    assert read_phase_site(seg("Phase 2 is 6.1 acres and will have 7 single-family lots."), "1") == []
    assert read_phase_site(seg("Phase 2 is 6.1 acres."), None) == []


@pytest.mark.parametrize("text, value", [
    ("Considering all development on the site since Rule N took effect, the aggregate is 3.9 acres.", 3.9),
    ("The site consists of two tax parcels totaling 2.7 acres, both owned by the applicant.", None),
])
def test_common_scheme_sentences(text, value):
    assert facts_of(text + "\n").value("common_scheme_area_ac") == value


# -- the second round of external15/16 classes ------------------------------------------------------------
@pytest.mark.parametrize("text, want", [
    ("Trail: width / pervious buffer each side: 10 ft / 6 ft", {"width_ft": 10.0, "buffer_ft": 6.0}),
    ("Typical section: 28 ft street, 6 ft boulevard, 10 ft bituminous trail, 6 ft turf.", {"buffer_ft": 6.0, "width_ft": 10.0}),
    # near misses: lawn the trail crosses; a street's width before a trail named later
    ("The 8-ft trail crosses 40 ft of lawn.", {"width_ft": 8.0}),
    ("The street keeps its 28-foot width; the increase comes from the trail and two turn lanes.", {}),
])
def test_trail_callouts(text, want):
    got = read_trail(seg(text, labelled=True)) or {}
    assert {k: v for k, v in got.items() if k != "evidence"} == want


def test_an_impervious_total_that_includes_the_trail_is_not_the_trails_area():
    text = "Proposed impervious (includes trail): 4.40 ac\nTrail impervious area: 0.52 ac\n"
    assert facts_of(text).value("sidewalk_trail")["area_ac"] == 0.52


def test_an_all_capitals_paragraph_is_one_paragraph():
    page = _page([("PHASE 1 (HAMEL CREEK PRESERVE, 15.1 ACRES, 22 LOTS) WAS PLATTED AND BUILT BY", 433),
                  ("TAMARACK LAND COMPANY IN 2018 UNDER MCWD PERMIT 18-066 AND ADJOINS PHASE 2 ON THE", 462),
                  ("EAST.", 30)])
    facts = read_facts([page])
    assert facts.value("dwelling_units") is None  # the 22 lots are the earlier phase's


@pytest.mark.parametrize("text, want", [
    ("Existing impervious on the 3rd Addition parcel: 0.00 ac (row crops).", [("existing_impervious_ac", 0.0)]),
    ("Existing impervious 0.09 acres; proposed 0.15 acres.", [("existing_impervious_ac", 0.09), ("proposed_impervious_ac", 0.15)]),
    ("Existing impervious 0.09 acres; proposed 0.15 acres of lawn.", [("existing_impervious_ac", 0.09)]),
    ("The 2nd Addition plats 8 lots on 6.2 acres.", [("dwelling_units", 8), ("site_area_ac", 6.2)]),
])
def test_more_sentences(text, want):
    assert read(text) == want


def test_construction_limits_for_the_whole_program():
    from extract.propose.construction_limits import read_construction_limits
    got = read_construction_limits(seg("The construction limits for the whole program total 9.6 acres, of which approximately "
                                       "6.8 acres will be disturbed."))
    assert [c.value for c in got] == [9.6]


@pytest.mark.parametrize("text, value", [
    ("The City of Victoria (a statutory city, the applicant) will widen 82nd Street.", True),
    ("Lake Homes LLC (a builder, not the applicant) will build.", None),
])
def test_the_applicant_said_in_a_bracket(text, value):
    got = [c.value for c in read_applicant(seg(text))]
    assert got == ([] if value is None else [value])


def test_contours_after_a_colon():
    assert [c.value for c in read_contour(seg("CONTOURS: 2-FOOT INTERVAL, NGVD 29", labelled=True))] == [2.0]


def test_a_lakes_flood_level_named_before_it_after_the_opening():
    text = "Lowest floor and lowest opening of the new home: 936.0. Lake Minnetonka 100-year flood elevation: 931.5.\n"
    facts = facts_of(text)
    assert (facts.value("lowest_opening_elev_ft"), facts.value("hwl_100yr_elev_ft")) == (936.0, 931.5)
