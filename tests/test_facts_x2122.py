"""Voices from external21 (redevelopment, impervious figures argued in words) and external22 (residential projects
and who applies), read by class after both were measured blind. Each class has near misses."""

import pytest

from extract.words.public_names import public_name
from extract.propose.applicant_self import read_self_description
from extract.propose.flags import read_landlocked
from extract.propose.opening_pair import read_hwl_before_opening
from extract.pdf.page_text import page_from_text
from extract.propose.pond_prose import read_pond_prose
from extract.propose.project_type import read_project_type
from extract.propose.quantities import read_sentence
from extract.read_facts import read_facts
from extract.layout.segments import Segment, split_sentences


def seg(text, labelled=False):
    return Segment(text, "f.pdf", 1, None, labelled=labelled)


def read(text):
    return [(c.name, c.value) for c in read_sentence(seg(text))]


def rounded(pairs):
    return [(n, round(v, 2) if isinstance(v, float) else v) for n, v in pairs]


def facts(text):
    return read_facts([page_from_text(text, file="r.pdf")])


@pytest.mark.parametrize("text, want", [
    # a decrease said with "falls by" is negative, never a false increase
    ("We remove 0.42 acres of pavement and add 0.26 acres of new roof and walks, so impervious area falls by 0.16 acres, "
     "to 35,284 sq. ft.", [("net_impervious_increase_ac", -0.16)]),
    ("Impervious surface drops by 0.16 acres.", [("net_impervious_increase_ac", -0.16)]),
    ("Impervious area increases by 0.2 acres.", [("net_impervious_increase_ac", 0.2)]),
    # the hard surface counted by its kinds after the label; one kind alone is no total
    ("Existing impervious: 42,253 sq. ft. of roof, canopy, drive lanes and parking.", [("existing_impervious_ac", 0.97)]),
    ("Existing impervious: 2,400 sf of roof.", []),
    ("The existing site has 42,253 sq. ft. of roof, drives and parking.", []),
    # the time right after a label with an aside of kinds
    ("Farmstead impervious today (house, barn, shed, and the compacted gravel yard counted as impervious): 0.31 acres.",
     [("existing_impervious_ac", 0.31)]),
    # each figure with its side word after it
    ("Impervious surface: 0.90 acres existing (parking lot) and 2.10 acres proposed. Total disturbed area 3.3 acres.",
     [("existing_impervious_ac", 0.9), ("proposed_impervious_ac", 2.1), ("disturbed_area_ac", 3.3)]),
    # the sum that closes a sentence is its subject's
    ("Land disturbance is limited to the parking lot and addition footprint, 1.60 acres in all.", [("disturbed_area_ac", 1.6)]),
    # an ", including ...," aside names parts of the subject
    ("The area to be graded, including the foundation excavation and the driveway, is 0.31 acres.", [("disturbed_area_ac", 0.31)]),
    # someone else's parcel
    ("The parcel is 6.10 ac; the sister parcel to the west (4.4 ac) belongs to an unrelated owner.", [("site_area_ac", 6.1)]),
    ("The 6.1 acre parcel belongs to the applicant.", [("site_area_ac", 6.1)]),
    # a figure equated with the label after it; an elevation after "lot" is no lot number
    ("Building FFE 902.0 = lowest opening (dock doors).", [("lowest_opening_elev_ft", 902.0)]),
    ("Lowest opening on any lot 973.9.", [("lowest_opening_elev_ft", 973.9)]),
    ("The lowest opening of the adjacent Building 4 is a walkout at 946.5.", [("lowest_opening_elev_ft", 946.5)]),
    ("The lowest opening of the adjacent house is 946.5.", []),
    # a hypothetical aside states nothing of the design
    ("MIDS calculator: 47% annual TP removal for the reconstructed area (the 2-year event alone would give 62%, but Rule N "
     "asks for the annual average).", [("phosphorus_removal_pct", 47.0)]),
    ("The site is 2.0 acres (it would be 3.1 acres if the outlot were included).", [("site_area_ac", 2.0)]),
    # counts: floor areas in a range, units per building, a count of buildings
    ("Units are 1,650-1,900 sf with two-car garages.", []),
    ("The developer proposes 24 townhome units in six 4-unit buildings on 4.1 acres.",
     [("dwelling_units", 24), ("site_area_ac", 4.1)]),
    ("The developer will construct a 48-unit apartment building.", [("dwelling_units", 48)]),
    ("The HRA will build 96 affordable rental units (three 32-unit buildings) and a tot lot on the former Pentagon Park "
     "office parcels, 6.8 acres in all.", [("dwelling_units", 96)]),
    # a guided density band is no project density
    ("Wayzata's comprehensive plan guides this area High Density Residential (12-30 units/acre).", []),
    ("Density is 18.8 units per acre on the project site.", [("density_du_per_ac", 18.8)]),
])
def test_sentences(text, want):
    assert rounded(read(text)) == want


@pytest.mark.parametrize("text, kind", [
    ("The vacant drive-through bank is replaced by a two-story commercial retail building of 18,400 square feet.", "commercial"),
    ("The existing retail strip is replaced by 40 apartments.", "multi_unit_residential"),
    ("The HRA will build 96 affordable rental units (three 32-unit buildings) and a tot lot.", "multi_unit_residential"),
    ("Galpin Lake Road Twinhomes", "multi_unit_residential"),
    ("Summit Place Apartments", "multi_unit_residential"),
    # a report's title names its project, the name closed by its kind ("... Townhomes"), and what the report is
    ("Oak Ridge Townhomes Stormwater Report", "multi_unit_residential"),
    # near misses: what is replaced names nothing built; a title whose name closes with no kind names none
    ("The bank is replaced by a parking lot.", None),
    ("Oak Ridge Stormwater Report", None),
    ("Stormwater Management Report", None),
])
def test_project_kinds(text, kind):
    got = [c.value for c in read_project_type(seg(text))]
    assert got == ([] if kind is None else [kind])


@pytest.mark.parametrize("name, public", [
    ("Carver County Community Development Agency", True),
    ("Edina Economic Development Authority", True),
    ("County Road Development LLC", False),
])
def test_public_names(name, public):
    assert public_name(name) is public


def test_a_public_body_with_an_adverb_before_its_verb():
    text = "The City of Minnetonka, a public entity, will fully reconstruct 1.9 miles of local streets."
    assert [c.value for c in read_self_description(seg(text))] == [True]


def test_a_facilitys_letter_ends_its_sentence_but_a_persons_initial_does_not():
    text = "This includes the outlet of Pond A. Glen Lake has an outlet; the receiving area is not landlocked."
    spans = [text[s:e] for s, e in split_sentences(text)]
    assert spans == ["This includes the outlet of Pond A.", "Glen Lake has an outlet; the receiving area is not landlocked."]
    assert [c.value for c in read_landlocked(seg(spans[1]))] == [False]
    person = "Prepared by John A. Smith for the city."
    assert [person[s:e] for s, e in split_sentences(person)] == [person]


def test_run_in_fields_head_the_sentence_after_them():
    got = facts("1. Applicant. Hennepin County, a political subdivision of the State of Minnesota (public entity).\n"
                "2. Project. A new off-road bituminous trail along County Road 15 from Brown Road to the city limit, 1.6 miles.\n")
    assert got.value("applicant_public_entity") is True
    assert got.value("project_type") == "linear"


def test_a_run_in_measure_heading_gives_each_side_its_measure():
    got = facts("3. Impervious surface. Existing: 0.12 acres (farm drive and machine shed). Proposed: 1.71 acres (buildings,\n"
                "private drive, guest parking). Land disturbance is 3.9 acres.\n")
    assert (got.value("existing_impervious_ac"), got.value("proposed_impervious_ac")) == (0.12, 1.71)


def test_the_other_side_after_a_semicolon():
    got = facts("Existing impervious surface on the lot (house, detached garage, driveway and walks) totals 0.09 acres; after "
                "construction it will be 0.13 acres.\n")
    assert (got.value("existing_impervious_ac"), got.value("proposed_impervious_ac")) == (0.09, 0.13)


def test_a_bracket_left_open_at_the_lines_end_wraps_the_label():
    got = facts("Existing impervious (demolished annex building and parking): 2.6 acres. Proposed impervious (streets,\n"
                "homes, driveways): 5.9 acres. Grading will disturb 17.8 acres.\n")
    assert got.value("proposed_impervious_ac") == 5.9


def test_a_time_label_after_the_existing_side_gives_the_proposed_side():
    got = facts("Farmstead impervious today (house, barn, shed, and the compacted gravel yard counted as impervious): 0.31\n"
                "acres.\n"
                "After build-out (street, driveways, 8 houses at 3,500 sf of roof each): 1.95 acres.\n")
    assert (got.value("existing_impervious_ac"), got.value("proposed_impervious_ac")) == (0.31, 1.95)


def test_an_hwl_in_brackets_before_the_opening():
    before = seg("WP-A: safety bench 10 ft at 10:1; freeboard from the 100-year level (958.3) to the top of berm is 1.8 ft.")
    assert [c.value for c in read_hwl_before_opening(before, seg("Lowest opening of the buildings is 960.5."))] == [958.3]
    opening_named_after = seg("Building FFE 902.0 = lowest opening (dock doors).")
    pond = seg("Pond 1: NWL 896.0, 100-yr HWL 900.6, bench 10 ft @ 10:1, 2.5 ft freeboard.")
    assert [c.value for c in read_hwl_before_opening(pond, opening_named_after)] == [900.6]


@pytest.mark.parametrize("text, want", [
    ("WP-A: safety bench 10 ft at 10:1; freeboard from the 100-year level (958.3) to the top of berm is 1.8 ft.",
     {"safety_bench_width_ft": 10.0, "freeboard_ft": 1.8, "safety_bench_slope_h_per_v": 10.0, "name": "WP-A"}),
    ("Freeboard between the HWL and the top of berm must be at least 2 ft.", None),
])
def test_pond_sentences(text, want):
    got = read_pond_prose(seg(text))
    assert (None if got is None else {k: v for k, v in got.items() if k != "evidence"}) == want


def test_a_node_listings_subcatchment_is_not_the_site():
    text = ("Node\tArea (ac)\tCN\t1-yr\t2-yr\t10-yr\t100-yr\n"
            "Roof\t1.1\t98\t3.1\t3.6\t5.9\t10.3\n"
            "Site\t1.8\t90\t4.6\t5.4\t8.8\t16.1\n"
            "The site is 2.9 acres and is currently a vacant retail strip.\n")
    assert facts(text).value("site_area_ac") == 2.9
