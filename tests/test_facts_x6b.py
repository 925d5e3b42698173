"""Voices from the outside set external6, read by class after it was measured blind: a cell that gives
one area twice ("18,295 sf = 0.42 ac"), per-street rows under a total row, short column heads ("EX
imperv."), a minus sign on a net change, a public body's own memo or commissioned report, a
"Proposal:" line, a difference of two rates, the lowest opening of "any new home", a pond's state in
brackets after its name, a trail's "of which" sub-row. Near misses assert that nothing is read."""

import pytest

from extract.pdf.page_text import page_from_text
from extract.propose.rates import read_rates
from extract.read_facts import read_facts
from extract.choose.reconcile import merge_ponds
from extract.layout.segments import Segment
from extract.propose.quantities import read_sentence
from extract.propose.project_type import read_project_type
from extract.propose.public_author import read_public_author


def facts_of(text, file="report.pdf"):
    return read_facts([page_from_text(text, file=file)])


def read(text, labelled=False):
    return [(c.name, c.value) for c in read_sentence(Segment(text, "f.pdf", 1, None, labelled=labelled))]


# -- one area said twice in one cell ------------------------------------------------------------------
@pytest.mark.parametrize("cell", ["18,295 sf = 0.42 ac", "0.42 ac = 18,295 sf", "18,295 SF / 0.42 AC", "18,295 sf (0.42 ac)"])
def test_a_cell_giving_one_area_twice_is_read_once(cell):
    table = f"SITE DATA\nLot area\t{cell}\nImpervious - existing\t14,375 sf = 0.33 ac\nImpervious - proposed\t15,680 sf = 0.36 ac\n"
    facts = facts_of(table)
    assert facts.value("site_area_ac") == pytest.approx(0.42)
    assert facts.value("existing_impervious_ac") == pytest.approx(0.33)
    assert facts.value("proposed_impervious_ac") == pytest.approx(0.36)


def test_a_cell_whose_two_areas_disagree_is_not_read():
    table = "SITE DATA\nLot area\t18,295 sf = 0.82 ac\nImpervious - existing\t0.33 ac\n"
    assert facts_of(table).value("site_area_ac") is None


# -- rows of parts under a total row --------------------------------------------------------------------
STREETS = ("Street\tLength (ft)\tEX imperv. (ac)\tPR imperv. (ac)\nMorningside Rd\t2,640\t1.02\t0.98\n"
           "Scott Terrace\t1,320\t0.48\t0.47\nGrimes Ave\t2,110\t0.79\t0.75\n{total}")


def test_per_street_rows_under_a_total_row_give_the_total():
    facts = facts_of(STREETS.format(total="TOTAL\t6,070\t2.29\t2.20\n"))
    assert facts.value("existing_impervious_ac") == pytest.approx(2.29)
    assert facts.value("proposed_impervious_ac") == pytest.approx(2.20)


def test_per_street_rows_without_a_total_are_parts_and_no_site_figure():
    facts = facts_of(STREETS.format(total=""))
    assert facts.value("existing_impervious_ac") is None and "existing_impervious_ac" not in facts.facts
    assert facts.value("proposed_impervious_ac") is None and "proposed_impervious_ac" not in facts.facts


def test_subcatchment_rows_named_pr_are_no_proposed_side():
    table = ("Table 3-2 Proposed Drainage Areas\nSubcatchment\tArea (ac)\tCN\tImperv. (ac)\tRouted to\n"
             "PR-1A\t0.24\t71\t0.25\tPOA-1\nPR-2\t1.93\t85\t0.57\tPOA-1\nPR-3\t0.21\t93\t0.26\tPOA-1\n")
    facts = facts_of(table)
    assert "proposed_impervious_ac" not in facts.facts and "existing_impervious_ac" not in facts.facts


def test_a_single_row_under_a_side_head_is_still_read():
    facts = facts_of("Street\tEX imperv. (ac)\tPR imperv. (ac)\nMorningside Rd\t1.02\t0.98\n")
    assert facts.value("existing_impervious_ac") == pytest.approx(1.02)
    assert facts.value("proposed_impervious_ac") == pytest.approx(0.98)


@pytest.mark.parametrize("head, fact", [("EX imperv. (ac)", "existing_impervious_ac"), ("PR imperv. (ac)", "proposed_impervious_ac"),
                                        ("Exist. impervious (ac)", "existing_impervious_ac"),
                                        ("Prop. impervious (ac)", "proposed_impervious_ac")])
def test_short_column_heads_name_the_side(head, fact):
    facts = facts_of(f"Area\t{head}\nSite total\t3.41\n")
    assert facts.value(fact) == pytest.approx(3.41)


def test_an_imperv_head_with_both_sides_names_no_side():
    facts = facts_of("Area\tEX/PR imperv. (ac)\nSite total\t3.41\n")
    assert facts.value("existing_impervious_ac") is None and facts.value("proposed_impervious_ac") is None


# -- a minus sign on a net change -----------------------------------------------------------------------
@pytest.mark.parametrize("text, value", [
    ("Net change in impervious surface: -0.12 acres (a decrease).", -0.12),
    ("Net change in impervious surface: - 0.12 acres.", -0.12),
    ("Net change in impervious: −0.12 ac", -0.12),
    ("Net impervious increase: -0.12 acres", -0.12),
    ("Net decrease in impervious: -0.12 ac", -0.12),
    ("Net change in impervious surface: 0.12 acres.", 0.12),
    ("Net new impervious - 0.03 ac", 0.03),  # a dash between label and value, no colon: a separator
])
def test_a_minus_sign_on_the_net_change_is_its_sign(text, value):
    assert read(text, labelled=":" in text) == [("net_impervious_increase_ac", pytest.approx(value))]


@pytest.mark.parametrize("text", ["Existing impervious: -0.33 ac", "Site area: -4.2 acres"])
def test_a_minus_sign_on_an_area_that_cannot_be_negative_reads_nothing(text):
    assert read(text, labelled=True) == []


def test_a_net_decrease_keeps_its_sign_through_the_engine():
    facts = facts_of("Project type: street reconstruction\nProject area: 11.6 acres\n"
                     "Net change in impervious surface: -0.12 acres (a decrease).\n")
    assert facts.value("net_impervious_increase_ac") == pytest.approx(-0.12)


# -- a public body's own memo, or a report commissioned by it ------------------------------------------
def _public(text, letterhead=None):
    return [c.value for c in read_public_author(Segment(text, "f.pdf", 1, None), letterhead)]


@pytest.mark.parametrize("text", [
    "Stormwater Management Report prepared for the City of St. Louis Park",
    "The City of St. Louis Park will build a 12-foot-wide concrete multi-use trail.",
    "Hennepin County proposes to reconstruct CSAH 19 from TH 7 to Smithtown Road.",
    "Three Rivers Park District plans to construct a regional trail connection.",
])
def test_a_public_body_named_as_doing_the_work_or_commissioning_the_report(text):
    assert _public(text) == [True]


@pytest.mark.parametrize("text", [
    "Prepared for: Lakeview Flats Owner LLC",  # a company a report is prepared for may not be the applicant
    "Ridgeview Homes, Inc. will build 24 homes.",  # a company that builds may be the contractor
    "If the City of Edina were to reconstruct the street, Rule N would apply.",
    "The City of Wayzata will not reconstruct the street this year.",
    "The City will reconstruct 1.7 miles of local streets.",  # no letterhead: which city is not said
])
def test_no_public_author_is_read_from_near_misses(text):
    assert _public(text) == []


def test_the_city_on_its_own_letterhead_is_the_public_applicant():
    assert _public("The City will reconstruct 1.7 miles of local streets.", letterhead="CITY OF EDINA") == [True]
    assert _public("The County will reconstruct 1.7 miles of local streets.", letterhead="CITY OF EDINA") == []


def test_a_memo_on_city_letterhead_reads_public_through_the_package():
    memo = ("CITY OF EDINA\nEngineering Department | 7450 Metro Boulevard, Edina, MN 55439\n"
            "To: Minnehaha Creek Watershed District\n"
            "The City will reconstruct 1.7 miles of local streets in the Morningside neighborhood.\n")
    assert facts_of(memo, file="memo.pdf").value("applicant_public_entity") is True


def test_a_consultants_letterhead_is_no_public_body():
    memo = ("NORTHGATE ENGINEERING\n1200 Main Street\nThe City will reconstruct 1.7 miles of local streets.\n")
    assert facts_of(memo, file="memo.pdf").value("applicant_public_entity") is None


# -- "Proposal:" describes the project ------------------------------------------------------------------
@pytest.mark.parametrize("text, kind", [("Proposal: 48 for-sale townhome units in 9 buildings", "multi_unit_residential"),
                                        ("Proposal: a new 12,000 sf clinic", "commercial")])
def test_a_proposal_line_states_the_kind(text, kind):
    assert [c.value for c in read_project_type(Segment(text, "f.pdf", 1, None, labelled=True))] == [kind]


@pytest.mark.parametrize("text", ["Proposal: Lotus Row Townhomes", "Proposal: remove the existing church"])
def test_a_proposal_line_that_names_or_removes_states_no_kind(text):
    assert read_project_type(Segment(text, "f.pdf", 1, None, labelled=True)) == []


# -- a difference of two rates is no rate --------------------------------------------------------------
def _rates(text):
    return {k: {s: [v for v, _ in x] for s, x in d.items()} for k, d in read_rates(Segment(text, "f.pdf", 1, None)).items()}


@pytest.mark.parametrize("text, expected", [
    ("The 100-year proposed rate is 0.75 cfs over existing because the overflow weir engages.", {}),
    ("The 100-year proposed rate is 16.95 cfs, 0.75 cfs above existing.", {"100": {"proposed": [16.95]}}),
    ("The 100-year proposed rate is 16.95 cfs, 0.75 cfs above the existing rate of 16.20 cfs.",
     {"100": {"proposed": [16.95], "existing": [16.2]}}),
    ("The 10-year rate is 0.4 cfs below pre-development.", {}),
])
def test_a_difference_over_or_under_existing_is_no_rate(text, expected):
    assert _rates(text) == expected


# -- the lowest opening of the project's own homes ------------------------------------------------------
@pytest.mark.parametrize("text", [
    "The lowest opening of any new home is the walkout at Lot 3, Block 1, elevation 1000.2.",
    "The lowest opening of all new homes is 1000.2.",
])
def test_the_lowest_opening_of_the_projects_own_homes(text):
    assert read(text) == [("lowest_opening_elev_ft", 1000.2)]


@pytest.mark.parametrize("text", [
    "The lowest opening of the neighboring home is 1000.2.",
    "The lowest opening of the existing home is 1000.2.",
    "The lowest opening of the home next door is 1000.2.",
    "The lowest opening of the house across the street is 1000.2.",
])
def test_the_lowest_opening_of_another_building_is_not_read(text):
    assert read(text) == []


# -- a pond's state in brackets is no part of its name ---------------------------------------------------
def test_a_ponds_state_in_brackets_joins_it_to_its_plain_name():
    fact = merge_ponds([{"name": "Pond 100 (expanded)", "freeboard_ft": 2.3, "evidence": []},
                        {"name": "Pond 100", "safety_bench_width_ft": 10.0, "evidence": []}])
    assert fact.value == [{"name": "Pond 100", "freeboard_ft": 2.3, "safety_bench_width_ft": 10.0,
                           "safety_bench_slope_h_per_v": None}]


def test_a_bracketed_identifier_stays_part_of_the_name():
    fact = merge_ponds([{"name": "Pond 1 (P-1)", "freeboard_ft": 2.3, "evidence": []},
                        {"name": "Pond 2 (wet)", "freeboard_ft": 1.5, "evidence": []}])
    assert [p["name"] for p in fact.value] == ["Pond 1 (P-1)", "Pond 2"]


# -- a trail's share of the net increase as a sub-row ---------------------------------------------------
def test_an_of_which_trail_row_is_the_trails_area():
    table = ("Project type: county highway reconstruction\n"
             "Trail: a 10-foot bituminous multi-use trail with turf boulevards at least 6 feet wide on each side.\n"
             "Area summary\nQuantity\tAcres\nNet increase in impervious\t1.74\n  of which multi-use trail\t0.82\n")
    trail = facts_of(table).value("sidewalk_trail")
    assert trail["area_ac"] == pytest.approx(0.82)
    assert facts_of(table).value("net_impervious_increase_ac") == pytest.approx(1.74)
