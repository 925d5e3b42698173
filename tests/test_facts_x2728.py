"""Voices from external27 (a week of larger firms' reports) and external28 (a week of small submittals), read by
class after both were measured blind. Each class has near misses."""

import pytest

from extract.propose.applied_phase import read_phase_site
from extract.propose.common_scheme import read_common_scheme
from extract.pdf.page_text import page_from_text
from extract.propose.project_type import read_project_type
from extract.propose.quantities import read_sentence
from extract.read_facts import read_facts
from extract.layout.segments import Segment


def seg(text, labelled=False):
    return Segment(text, "f.pdf", 1, None, labelled=labelled)


def read(text):
    return [(c.name, c.value) for c in read_sentence(seg(text))]


def facts(text):
    return read_facts([page_from_text(text, file="r.pdf")])


@pytest.mark.parametrize("text, want", [
    # the other side after a semicolon, with or without its verb
    ("Existing impervious on Lot 2 is zero (row crops); proposed is 2.90 acres.", [("proposed_impervious_ac", 2.9)]),
    ("Existing impervious is 0.5 acres; proposed is 2.90 acres.", [("existing_impervious_ac", 0.5), ("proposed_impervious_ac", 2.9)]),
    ("Existing impervious 0.09 acres; proposed 0.15 acres.", [("existing_impervious_ac", 0.09), ("proposed_impervious_ac", 0.15)]),
    # a model's parts size no site
    ("HydroCAD node summary: subcatchments 1S (off-site, 11.3 ac, CN 74), 2S (site south, 8.1 ac, CN 80).", []),
    # the project's limits over the owner's whole campus
    ("School district property lines (42.3-ac campus) and project limits (24.5 ac) shown.", [("site_area_ac", 24.5)]),
    # the lowest opening by the project's own pond; a neighbour's stays out
    ("The lowest building opening adjacent to the pond (Lot 4, lookout) is 991.0, which is 2.4 feet above the 100-year high "
     "water level.", [("lowest_opening_elev_ft", 991.0)]),
    ("The lowest opening of the adjacent house is 946.5.", []),
    # a roadway's net increase with the trail left out is the exemption's arithmetic
    ("Sidewalks and trails of 10 feet or less with pervious buffers of 5 feet on each side are excluded from the net increase; "
     "the roadway net increase is 0.63 acres.", []),
])
def test_sentences(text, want):
    assert read(text) == want


def test_taken_together_the_phases_are_the_aggregate_not_the_site():
    text = ("Taken together, Phases 1 and 2 cover 8.5 acres, and the stormwater design for Phase 2 is based on that 8.5-acre "
            "common development.")
    assert [(c.name, c.value) for c in read_common_scheme(seg(text))] == [("common_scheme_area_ac", 8.5)]
    assert read(text) == []


def test_the_applied_phases_size_inside_a_labelled_line():
    text = ("Applicant: Rolling Prairie Holdings LLC. Phase 2 is a 36,000 sq ft office-warehouse building. The Phase 2 site is "
            "4.6 acres.")
    assert [(c.name, c.value) for c in read_phase_site(seg(text, labelled=True), "2")] == [("site_area_ac", 4.6)]
    assert read_phase_site(seg(text, labelled=True), "1") == []


def test_a_phase_named_in_a_sentence_is_no_title():
    got = facts("Phase 1 will include 12 lots.\n")
    assert got.value("dwelling_units") is None


def test_stacked_spreadsheet_tables_are_read_apart():
    got = facts("Event\tEx Q cfs\tPr Q cfs\tDelta\n"
                "1YR\t2.60\t2.10\t-0.50\n"
                "10YR\t7.90\t6.40\t-1.50\n"
                "100YR\t18.30\t15.70\t-2.60\n"
                "Pond\tNWL\tHWL100\tFreeboard\tBench W\tBench H:V\n"
                "POND 2\t971.0\t973.6\t2.5\t10\t6:1\n"
                "Item\tPh 1\tPh 2\tTotal\n"
                "Area ac\t3.9\t4.6\t8.5\n"
                "Imperv ac\t2.4\t2.9\t5.3\n")
    pond = got.value("ponds")[0]
    assert (pond["safety_bench_width_ft"], pond["safety_bench_slope_h_per_v"], pond["freeboard_ft"]) == (10.0, 6.0, 2.5)
    assert got.value("site_area_ac") is None  # a phase table's columns are no site's


def test_a_design_criteria_section_states_the_standard():
    got = facts("2.2 Design Criteria\n"
                "MCWD Rule N and the City plan. Rate control for the 1-, 10- and 100-year events; 50% annual TP removal.\n"
                "2.3 Water Quality\n"
                "P8 modelling gives an annual total phosphorus removal of 46 percent for the site.\n")
    assert got.value("phosphorus_removal_pct") == 46.0


@pytest.mark.parametrize("text, kind", [
    ("Use: industrial - two office/warehouse buildings (142,000 and 96,500 sq ft) with truck courts.", "industrial"),
    ("The site will be redeveloped for commercial use.", "commercial"),
    ("The project is a teardown/rebuild of a lakeshore home.", "single_family_home"),
    ("Land use: Vacant commercial", None),
])
def test_project_kinds(text, kind):
    got = [c.value for c in read_project_type(seg(text))]
    assert got[:1] == ([] if kind is None else [kind])


def test_an_hwl_of_the_pond_said_right_after_the_opening():
    got = facts("Building finished floor / lowest opening: 975.0. Pond 2 100-year HWL: 973.6.\n")
    assert (got.value("lowest_opening_elev_ft"), got.value("hwl_100yr_elev_ft")) == (975.0, 973.6)


def test_a_row_of_counts_is_no_second_table_head():
    """external2: "Dwelling units / density | 182 units / 63.9 units per acre" is a row of the summary, not a head."""
    got = facts("Item\tValue\tNote\n"
                "Total Parcel Area\t2.85 acres\t124,146 SF\n"
                "Dwelling units / density\t182 units / 63.9 units per acre\n"
                "Existing impervious\t2.31 acres\tformer bank + surface lot\n"
                "Proposed impervious\t2.49 acres\n"
                "Infiltration proposed\tNo\tcontaminated fill (MPCA VIC site)\n")
    assert got.value("infiltration_proposed") is False


@pytest.mark.parametrize("text, want", [
    # a negation inside an aside that holds other figures negates only the aside (external28)
    ("The school parcel is 12.5 acres (the district's adjoining Big Willow Park lease area of 21 acres is not part of the "
     "work).", [("site_area_ac", 12.5)]),
    ("No impervious surface is added (0.0 acres).", [("net_impervious_increase_ac", 0.0)]),
])
def test_negations_in_asides(text, want):
    assert read(text) == want


def test_a_labelled_lines_second_sentence_wraps_onto_a_figure():
    got = facts("Applicant: Hennepin County (Transportation Project Delivery). The project reconstructs 1.4 miles of CSAH\n"
                "112 as a two-lane urban section with turn lanes and a median.\n")
    assert got.value("project_type") == "linear"


@pytest.mark.parametrize("text, want", [
    # a sentence led by the standard's name states the standard (external23), one naming it in brackets the design
    ("Required by MCWD Rule N: 50% annual TP removal.", []),
    ("Phosphorus removal (required 50%): 62%.", [("phosphorus_removal_pct", 62.0)]),
    # what is removed is no existing total (external28)
    ("Existing impervious removed: 0.00 ac", []),
    ("Existing impervious: 0.40 ac", [("existing_impervious_ac", 0.4)]),
])
def test_standards_and_removals(text, want):
    assert read(text) == want


@pytest.mark.parametrize("text, shown", [
    # an outlet "to Lost Lake" is where rates are reported, no detention outlet designed (an external27 scan's false met)
    ("HydroCAD, Atlas 14 Type II 24-hour events, at the outlet to Lost Lake:", False),
    ("The pond outlet was sized for the Atlas 14 24-hour events.", True),
])
def test_routing_and_critical_events(text, shown):
    from extract.propose.statements import read_statements
    assert ("N.4.2" in read_statements(seg(text))) is shown


@pytest.mark.parametrize("text, want", [
    # each side's buffer said with its side; the narrowest counts (external28)
    ("Along most of its length it sits 3 feet behind the back of curb, so the turf buffer on the street side is 3 feet; the "
     "buffer on the north side is 5 feet or more.", 3.0),
    ("The turf buffer on the street side is 6 feet.", None),  # one side only
    # water named for another reason does not make the shoulder the water's (external23)
    ("Because of retaining walls along Lake Minnetonka's Halsted Bay, the turf shoulder is 4 feet on each side.", 4.0),
    ("A 50-foot buffer to the wetland is kept on each side.", None),
])
def test_buffers_said_by_side(text, want):
    from extract.propose.trail import read_trail
    got = read_trail(seg(text))
    assert (got or {}).get("buffer_ft") == want


@pytest.mark.parametrize("text, kind", [
    ("Project: Coffee shop with drive-thru (2,150 sf building)", "commercial"),
    ("Project: Cedar Lake Road Apartments", None),  # a name, capitalised word by word
])
def test_a_project_row_in_sentence_case_describes(text, kind):
    got = [c.value for c in read_project_type(seg(text, labelled=True))]
    assert got == ([] if kind is None else [kind])
