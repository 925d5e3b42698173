"""Forms and summary tables that state several facts at once: numbered form items, dot leaders, question
and answer lines, key/value tables with note or unit columns, plan-sheet site data tables, cells giving one area
twice, table labels naming this application or the aggregate.

A form's item number, a second table's heads or a title block beside the table must not shift a value to the
wrong fact; a cell whose two units disagree gives no area."""

from __future__ import annotations

import pytest

from extract.layout.segments import segment_page
from extract.pdf.page import Cell, Line, Page
from extract.propose.tables import _acre_twin, read_table
from extract.read_facts import read_facts
from extract.words.labels import classify_table_label

from fact_helpers import fact_values, facts_of


# -- plan sheets: a site data table beside the title block (external34) ----------------------------------------------
def _sheet_at_columns(rows):
    """A 36x24 sheet: label and value cells at fixed columns, a title block far right."""
    from extract.pdf.page import Cell, Line, Page
    lines = []
    y = 70.0
    for cells in rows:
        cs = [Cell(text=t, bbox=(x, y, x + 6.0 * len(t), y + 10)) for x, t in cells]
        lines.append(Line(text="\t".join(t for _, t in cells), bbox=(cs[0].bbox[0], y, cs[-1].bbox[2], y + 10), cells=cs))
        y += 15
    return Page(file="c1.pdf", number=1, width=2592.0, height=1728.0, lines=lines)


def test_a_forms_item_numbers_are_no_labels():
    text = ("Q\tQuestion\tAnswer\n1\tApplicant\tHwy 55 Industrial Partners LLC\n4\tSite area (this parcel)\t5.60 ac\n"
            "5\tArea disturbed\t5.2 ac\n7\tProposed impervious\t3.85 ac\n")
    facts = facts_of(text)
    assert (facts.value("site_area_ac"), facts.value("disturbed_area_ac"), facts.value("proposed_impervious_ac")) == (5.6, 5.2, 3.85)


def test_a_second_table_under_a_forms_rows_reads_under_its_own_heads():
    text = ("Applicant\tRidgedale Flats Owner LLC\nPublic entity?\tNo\nDevelopment type\tMulti-family residential\n"
            "SITE DATA\tUNITS\tVALUE\nGross site area\tac\t4.60\nExisting impervious\tac\t0.95\nProposed impervious\tac\t2.88\n")
    facts = facts_of(text)
    assert (facts.value("site_area_ac"), facts.value("existing_impervious_ac")) == (4.6, 0.95)


@pytest.mark.parametrize("cell, read_as", [
    ("135,036 (3.10 ac)", "3.10 ac"), ("+18,295 (0.42 ac)", "+0.42 ac"),
    ("179,467 SF (5.12 AC)", "179,467 SF (5.12 AC)"),  # the two disagree: left as written, no area
])
def test_a_square_foot_cell_with_its_acres(cell, read_as):
    assert _acre_twin(cell) == read_as


def test_numbered_form_items_are_not_glued_together():
    text = ("3. Type of project: commercial (retail bakery) - 1,900 S.F. addition\n4. Applicant: Olsen Properties LLC(private)\n"
            "5. Total site area: 17,860 S.F. = 0.41 AC.\n8. Lowest floor / opening elev.: 905.3 100 yr HWL (Minnehaha Cr.): 902.0\n")
    facts = facts_of(text)
    assert facts.value("project_type") == "commercial" and facts.value("applicant_public_entity") is False
    assert (facts.value("lowest_opening_elev_ft"), facts.value("hwl_100yr_elev_ft")) == (905.3, 902.0)


@pytest.mark.parametrize("head", [["Item", "Value", "Note"], ["Parameter", "Value", "Notes"], ["Description", "Amount", "Remarks"]])
def test_key_value_table_with_a_note_column(head: list[str]) -> None:
    cols = (60.0, 250.0, 400.0)

    def row(y: float, texts: list[str]) -> Line:
        cells = [Cell(text=t, bbox=(cols[i], y, cols[i] + 100, y + 9)) for i, t in enumerate(texts)]
        return Line(text="\t".join(texts), bbox=(60.0, y, cells[-1].bbox[2], y + 9), cells=cells)

    lines = [row(100, head), row(112, ["Development", "Multi-family apartment building", "6 stories"]),
             row(124, ["Area of Disturbance", "2.78 acres", "incl. work in ROW"]),
             row(136, ["Infiltration proposed", "No", "contaminated fill"])]
    segs, tables = segment_page(Page(file="r.pdf", number=1, width=612, height=792, lines=lines))
    areas, _, _ = read_table(tables[0])
    assert [(c.name, c.value) for c in areas] == [("disturbed_area_ac", 2.78)]
    assert "Infiltration proposed: No" in [s.text for s in segs if s.labelled]


def test_run_in_fields_head_the_sentence_after_them():
    got = facts_of("1. Applicant. Hennepin County, a political subdivision of the State of Minnesota (public entity).\n"
                "2. Project. A new off-road bituminous trail along County Road 15 from Brown Road to the city limit, 1.6 miles.\n")
    assert got.value("applicant_public_entity") is True
    assert got.value("project_type") == "linear"


def test_a_dot_leader_form_line_and_an_unchanged_building():
    got = facts_of("PROJECT TYPE ........ Industrial (manufacturing building addition)\n"
                "APPLICANT ........... North American Fabrication Inc. (private)\n"
                "Structure\tLowest opening\t100-yr HWL\tDifference\n"
                "Addition - dock door\t987.8\t986.0\t1.8 ft\n"
                "Existing bldg (no change)\t989.5\t986.0\t3.5 ft\n")
    assert got.value("project_type") == "industrial"
    assert got.value("applicant_public_entity") is False
    assert got.value("lowest_opening_elev_ft") == 987.8


def test_questions_and_answers_each_on_their_line():
    got = facts_of("Rule N submittal in question-and-answer form\n"
                "Q. Who is applying? A. Wild Meadow Golf Club, Inc., a privately owned daily-fee golf course.\n"
                "Q. What land use is it? A. Commercial: the building serves a for-profit golf business.\n")
    assert got.value("applicant_public_entity") is False
    assert got.value("project_type") == "commercial"


def test_stacked_spreadsheet_tables_are_read_apart():
    got = facts_of("Event\tEx Q cfs\tPr Q cfs\tDelta\n"
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


def test_a_row_of_counts_is_no_second_table_head():
    """external2: "Dwelling units / density | 182 units / 63.9 units per acre" is a row of the summary, not a head."""
    got = facts_of("Item\tValue\tNote\n"
                "Total Parcel Area\t2.85 acres\t124,146 SF\n"
                "Dwelling units / density\t182 units / 63.9 units per acre\n"
                "Existing impervious\t2.31 acres\tformer bank + surface lot\n"
                "Proposed impervious\t2.49 acres\n"
                "Infiltration proposed\tNo\tcontaminated fill (MPCA VIC site)\n")
    assert got.value("infiltration_proposed") is False


# -- a form of dot leaders is a form, not a contents page ----------------------------------------------------------
def test_a_form_set_with_dot_leaders_is_read():
    got = fact_values("PERMIT APPLICATION SUMMARY - WALKER & LAKE FLATS\n"
                "Applicant ........ Lake Street Partners II LLC\n"
                "Program .......... 38 apartments and 6,000 sf of retail, five stories (mixed use)\n"
                "Site area ........ 0.46 acres (20,038 sf)\n"
                "Impervious ....... existing 0.41 ac / proposed 0.40 ac\n"
                "Disturbance ...... 0.46 ac\n")
    assert got["site_area_ac"] == 0.46 and got["existing_impervious_ac"] == 0.41 and got["disturbed_area_ac"] == 0.46


def test_a_site_data_table_on_a_plan_sheet_is_read_as_rows():
    page = _sheet_at_columns([
        [(70, "SITE DATA")],
        [(73, "Lot area"), (274, "16,553 SF (0.38 AC)")],
        [(73, "Proposed use"), (274, "Commercial - dental clinic"), (2300, "SCALE 1:20")],
        [(73, "Existing impervious"), (274, "5,227 SF (0.12 AC)")],
        [(73, "Proposed impervious"), (274, "13,504 SF (0.31 AC)")],
        [(73, "Project area (right of way within construction limits)"), (274, "0.38")],
        [(73, "Disturbed area"), (274, "16,553 SF (0.38 AC)")],
        [(73, "Land use"), (274, "Institutional - public school"), (2000, "WAYZATA PUBLIC SCHOOLS (ISD 284) MAIN CAMPUS")],
        [(73, "Parking"), (274, "19 stalls")],
        [(73, "All work shall follow the city standard plates."), (2000, "I hereby certify that this plan was prepared by me")],
        [(73, "Silt fence shall be installed before any grading."), (2000, "or under my direct supervision and that I am a duly")],
        [(73, "Inlet protection stays until the turf is established."), (2000, "Licensed Professional Engineer under the laws.")],
    ])
    segs, _ = segment_page(page)
    texts = [s.text for s in segs]
    assert "Existing impervious: 5,227 SF (0.12 AC)" in texts and "Lot area: 16,553 SF (0.38 AC)" in texts
    assert "Land use: Institutional - public school" in texts  # the title block's words go to their own column
    got = {k: v.value for k, v in read_facts([page]).facts.items()}
    assert got["existing_impervious_ac"] == 0.12 and got["proposed_impervious_ac"] == 0.31


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


# -- tables --------------------------------------------------------------------------------------------
def test_a_unit_set_alone_over_a_table():
    text = "The site is an existing warehouse.\nAcres\nExisting impervious\t7.9\nProposed impervious\t8.6\nDisturbed area\t10.2\n"
    facts = facts_of(text)
    assert facts.value("existing_impervious_ac") == pytest.approx(7.9)
    assert facts.value("disturbed_area_ac") == pytest.approx(10.2)


def test_a_spreadsheets_unit_column():
    text = ("Item\tValue\tUnit\tSource / note\nSite area\t5.64\tac\tALTA survey 07/2025\nDisturbed area\t5.20\tac\tgrading limits\n"
            "Parent parcel (1987)\t12.30\tac\tremainder owned by the church\n")
    facts = facts_of(text)
    assert facts.value("site_area_ac") == pytest.approx(5.64) and facts.value("disturbed_area_ac") == pytest.approx(5.2)
