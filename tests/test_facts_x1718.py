"""Voices from external17 (forms, tables and plan-sheet callouts) and external18 (the paper archive), read by
class after each was measured blind. Each class has near misses that must read nothing."""

import pytest

from extract.words.public_names import public_name
from extract.pdf.page import Line, Page
from extract.pdf.page_text import page_from_text
from extract.propose.project_type import read_project_type
from extract.propose.quantities import read_sentence
from extract.read_facts import read_facts
from extract.layout.segments import Segment, segment_page
from extract.propose.sheet_tables import read_sheet_openings
from extract.propose.tables import _acre_twin


def seg(text, labelled=False):
    return Segment(text, "f.pdf", 1, None, labelled=labelled)


def read(text):
    return [(c.name, round(c.value, 3)) for c in read_sentence(seg(text))]


def facts_of(text):
    return read_facts([page_from_text(text, file="report.pdf")])


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


def test_a_two_row_head_is_not_split():
    text = ("Peak discharge rates\n\t1-yr\t\t10-yr\t\t100-yr\t\t\nDischarge point\tEX\tPR\tEX\tPR\tEX\tPR\tunit\n"
            "Outfall to creek (site boundary)\t3.62\t3.10\t7.48\t7.21\t8.64\t8.93\tcfs\n"
            "UG-1 peak stage\t-\t897.7\t-\t898.4\t-\t898.9\tft\n")
    assert facts_of(text).value("peak_rates_cfs") == {"1": {"existing": 3.62, "proposed": 3.1},
                                                      "10": {"existing": 7.48, "proposed": 7.21},
                                                      "100": {"existing": 8.64, "proposed": 8.93}}


@pytest.mark.parametrize("cell, read_as", [
    ("135,036 (3.10 ac)", "3.10 ac"), ("+18,295 (0.42 ac)", "+0.42 ac"),
    ("179,467 SF (5.12 AC)", "179,467 SF (5.12 AC)"),  # the two disagree: left as written, no area
])
def test_a_square_foot_cell_with_its_acres(cell, read_as):
    assert _acre_twin(cell) == read_as


def _sheet(rows):
    lines = [Line(text=t, bbox=(78.0, 400.0 + 30 * i, 1400.0, 417.0 + 30 * i)) for i, t in enumerate(rows)]
    return Page(file="plans.pdf", number=3, width=2592, height=1728, lines=lines)


def test_a_lowest_opening_schedule_on_a_plan_sheet():
    page = _sheet(["LOW OPENING SCHEDULE", "BUILDING\tLOWEST OPENING\tADJ. 100-YR HWL", "BLDG. A\t957.2\t955.8",
                   "BLDG. B\t959.0\t955.8"])
    got = read_sheet_openings(page)
    assert [(g["opening"], g["hwl"]) for g in got] == [(957.2, 955.8)]  # the row that stands least above its level
    assert read_sheet_openings(_sheet(["POND\tNWL\t100-YR HWL", "POND 1\t951.0\t955.8"])) == []


def test_an_adjacent_hwl_column_naming_its_basin():
    text = ("BUILDING ELEVATION TABLE\nBldg\tLowest floor (slab)\tLowest opening (garage door)\tAdj. 100-yr HWL (Basin 1)\n"
            "1\t929.8\t938.6\t937.0\n2\t930.2\t939.0\t937.0\n")
    facts = facts_of(text)
    assert (facts.value("lowest_opening_elev_ft"), facts.value("hwl_100yr_elev_ft")) == (938.6, 937.0)


def test_a_unit_alone_on_the_next_line_stays_with_its_figure():
    page = Page(file="r.pdf", number=1, width=612, height=792, lines=[
        Line(text="12' BIT. MULTI-USE TRAIL | 4' TURF BLVD (TYP.) | TRAIL AREA 0.90", bbox=(36, 50, 560, 62)),
        Line(text="AC", bbox=(36, 64, 52, 76))])
    segs, _ = segment_page(page)
    assert any(s.text.endswith("TRAIL AREA 0.90 AC") for s in segs)


@pytest.mark.parametrize("text, want", [
    ("Legal: Lot 4, Block 1, Brown's Bay Addition (parent plat of 1962, 14.6 ac, 11 lots).", []),
    ("The whole 1.9 acre site will be disturbed.", [("site_area_ac", 1.9), ("disturbed_area_ac", 1.9)]),
    ("New trail surface 0.71 AC.; total corridor 2.4 AC.; disturbed 1.6 AC.", [("site_area_ac", 2.4), ("disturbed_area_ac", 1.6)]),
    ("Impervious: exist. 0.35 AC.  prop. 4.90 AC.", [("existing_impervious_ac", 0.35), ("proposed_impervious_ac", 4.9)]),
    ("The creek corridor is 4 acres.", []),
])
def test_archive_sentences(text, want):
    assert read(text) == want


@pytest.mark.parametrize("text, kind", [
    ("WILLOW GROVE TOWNHOMES IS 42 TOWNHOUSE UNITS IN 11 BUILDINGS ON A 6.3 AC. SITE.", "multi_unit_residential"),
    ("Creekside Lofts replaces a vacant warehouse with a four-story building of 64 apartment units.", "multi_unit_residential"),
    ("Ridgedale Business Park Building C is an office/warehouse (industrial) redevelopment of an 11.2 acre site.", "industrial"),
    ("Street widening with turn lanes and a 10 ft trail on Commerce Blvd.", "linear"),
    ("The 2nd Addition plats 8 single-family lots on 6.1 AC. (1.31 units/AC.) south of Lotus Lake.", "single_family_subdivision"),
    # near misses: hard surface counted by its kinds; a street's width; a garage replaced by a deck
    ("Proposed streets, drives and roofs total 1.42 AC. of impervious surface.", None),
    ("Lake Street is 2 lanes wide.", None),
])
def test_archive_project_kinds(text, kind):
    got = [c.value for c in read_project_type(seg(text))]
    assert got == ([] if kind is None else [kind])


def test_a_numbered_form_label_of_the_kind():
    assert [c.value for c in read_project_type(seg("3. Type of project: commercial (retail bakery) - 1,900 S.F. addition",
                                                   labelled=True))] == ["commercial"]


@pytest.mark.parametrize("name, value", [("Pioneer Land Co. (private)", False), ("Acme Co.", False), ("City of Mound", True)])
def test_company_abbreviations(name, value):
    assert public_name(name) is value


def test_capitals_split_only_before_a_new_item():
    facts = facts_of("BASIN A: 10 FT. SAFETY BENCH AT 10:1, 2.0 FT. FREEBOARD ABOVE 100YR HWL.\n")
    assert facts.value("ponds") == [{"name": "Basin A", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                                     "freeboard_ft": 2.0}]
    facts = facts_of("EXISTING IMPERVIOUS 2.05 AC. PROPOSED IMPERVIOUS 3.23 AC. NET NEW IMPERVIOUS 1.18 AC.\n")
    assert (facts.value("existing_impervious_ac"), facts.value("proposed_impervious_ac")) == (2.05, 3.23)


def test_an_all_capitals_label_line_that_wraps():
    text = ("TRAIL: 8 FT WIDE, 6 FT TURF BUFFER EACH SIDE; DRIVEWAY AND STREET CROSSINGS\n"
            "COVER 12% OF THE BUFFER AREA; TRAIL AREA 0.55 AC.\n")
    trail = facts_of(text).value("sidewalk_trail")
    assert (trail["crossing_pct"], trail["area_ac"]) == (12.0, 0.55)


def test_numbered_form_items_are_not_glued_together():
    text = ("3. Type of project: commercial (retail bakery) - 1,900 S.F. addition\n4. Applicant: Olsen Properties LLC(private)\n"
            "5. Total site area: 17,860 S.F. = 0.41 AC.\n8. Lowest floor / opening elev.: 905.3 100 yr HWL (Minnehaha Cr.): 902.0\n")
    facts = facts_of(text)
    assert facts.value("project_type") == "commercial" and facts.value("applicant_public_entity") is False
    assert (facts.value("lowest_opening_elev_ft"), facts.value("hwl_100yr_elev_ft")) == (905.3, 902.0)


@pytest.mark.parametrize("text, want", [
    ("The project is an institutional (school) addition of 32,000 S.F. with parking on the 14.6 acre school site.",
     [("site_area_ac", 14.6)]),
    ("The school is 14.6 acres from the lake.", []),
    ("The land is a former hay field; existing impervious surface is none (0.00 AC.).", [("existing_impervious_ac", 0.0)]),
    ("Existing impervious surface within the project limits: 4.12 acres", [("existing_impervious_ac", 4.12)]),
])
def test_more_archive_sentences(text, want):
    assert read(text) == want


def test_a_rate_table_in_ocr_spacing_over_a_volume_table():
    text = ("EVENT\tEXISTING c. f.s.\tPROPOSED c. f. s.\n1 yr\t2.1\t1.6\n10 yr\t6.8\t5.9\n100 yr\t13.4\t14.1\n"
            "EVENT\tEXIST. VOL (AC-FT)\tPROP. VOL (AC-FT)\n1 yr\t0.21\t0.44\n10 yr\t0.78\t1.12\n")
    assert facts_of(text).value("peak_rates_cfs") == {"1": {"existing": 2.1, "proposed": 1.6},
                                                      "10": {"existing": 6.8, "proposed": 5.9},
                                                      "100": {"existing": 13.4, "proposed": 14.1}}


def test_an_old_letters_opening_datum_and_margin():
    text = ("The lowest floor (walkout)opening is at elevation 934.5NGVD. The 100 yr\n"
            "high water elevation of Lake Minnetonka is 931.5, so the walkout sits 3.0 feet above it.\n")
    facts = facts_of(text)
    assert (facts.value("lowest_opening_elev_ft"), facts.value("hwl_100yr_elev_ft"), facts.value("vertical_datum")) == \
        (934.5, 931.5, "NGVD29")


def test_contours_with_a_bare_interval():
    assert facts_of("Existing and proposed contours, 2 ft, NGVD.\n").value("contour_interval_ft") == 2.0
    assert facts_of("Existing contours, 2 ft north of the wall, are shown.\n").value("contour_interval_ft") is None


def test_a_conclusion_that_restates_the_trail_test_reads_no_figures():
    text = ("Crossings (2 driveways, Lynwood Blvd): 12 % of buffer\n"
            "As the trail is no wider than 10 feet, keeps a 5-foot pervious buffer on both sides and its crossings cover well\n"
            "under 25 percent of the buffer, the City understands that no District stormwater permit is required.\n")
    trail = facts_of("The City will build a stand-alone trail. Trail width: 10 ft\n" + text).value("sidewalk_trail")
    assert trail["crossing_pct"] == 12.0


def test_a_total_row_named_for_all_its_points():
    text = ("Discharge point\tEvent\tExisting cfs\tProposed cfs\nTotal (both crossings)\t100-yr\t33.0\t31.6\n"
            "DP-1 culvert only\t100-yr\t19.4\t18.8\n")
    assert facts_of(text).value("peak_rates_cfs") == {"100": {"existing": 33.0, "proposed": 31.6}}


def test_a_trails_area_listed_after_its_label():
    from extract.propose.trail import read_trail
    got = read_trail(seg("Trail: 10 ft wide, 0.7 ac, with a pervious (turf) buffer of 5 ft on each side."))
    assert got["area_ac"] == 0.7
    got = read_trail(seg("Trail: 10 ft wide along a 4.2 ac corridor, with 5 ft buffers each side."))
    assert "area_ac" not in got


def test_a_ponds_freeboard_above_its_level_is_not_the_facility_above_the_flood_level():
    from extract.propose.statements import read_statements
    assert read_statements(seg("Pond P-1: 10 ft safety bench at 10:1, freeboard 1.5 ft above the 100 yr HWL 953.4.")) == {}
    got = read_statements(seg("Pond 1 is above the 100-year flood elevation of the creek and within a drainage easement."))
    assert set(got) == {"N.4.6:above", "N.4.6:easement"}
