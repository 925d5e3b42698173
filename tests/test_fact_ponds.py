"""Ponds (ponds): each pond's safety bench width and slope and its freeboard, from tables, prose, sheet notes
and columns.

Each pond's freeboard and bench decide N.5.3. Near misses - a standard for ponds, elevations the document does
not relate, a filter bench, a count of figures that does not match its ponds - must give no pond figure, and
two ponds must never fold into one."""

from __future__ import annotations

import pytest

from extract.choose.reconcile import merge_ponds
from extract.propose.freeboard import read_freeboards
from extract.propose.pond_prose import read_pond_prose
from extract.propose.rates import read_pond_prose
from extract.read_facts import read_facts

from fact_helpers import fact_values, facts_of, ponds, seg, sheet_facts, value, page_of, sheet_at_columns


TWO_PONDS = ("Pond\tNWL\tHWL\tBench width\tBench slope\n"
             "Pond 1\t900.0\t903.2\t10 ft\t10:1\n"
             "Pond 2\t910.5\t913.0\t12 ft\t10:1")


EOF_TABLE = ("Pond\tNWL\t100-yr HWL\tEOF\tBench width\tBench slope\n"
             "Pond 1\t900.0\t903.2\t905.3\t10 ft\t10:1\nPond 2\t910.5\t913.0\t915.5\t12 ft\t10:1")


POND_HEADS = [("Pond", (75, 98)), ("NWL", (135, 155)), ("100-yr HWL", (190, 240)), ("EOF", (260, 278)),
              ("Freeboard (ft)", (315, 374)), ("Bench width (ft)", (395, 463)), ("Bench slope", (485, 539))]


POND_1 = {"name": "Pond 1", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.1}


@pytest.mark.parametrize("prose,fb1,fb2", [
    ("Pond 1 provides 2.1 feet of freeboard. Pond 2 provides 2.5 feet of freeboard.", 2.1, 2.5),
    ("Freeboard: Pond 1 - 2.0 ft; Pond 2 - 2.5 ft", 2.0, 2.5),
    ("Pond 1 provides 2.1 feet of freeboard and Pond 2 provides 2.5 feet.", 2.1, 2.5),
    ("The EOF of Pond 1 is 2.0' above the HWL. The EOF of Pond 2 is 3.0' above the HWL.", 2.0, 3.0),
    ("The emergency overflow for Pond 1 is set 1.5 feet above the 100-year elevation, and for Pond 2 it is set "
     "2.0 feet above it.", 1.5, 2.0),
    ("Pond 1 has a freeboard of 2.0 feet; Pond 2 has a freeboard of 3.0 feet.", 2.0, 3.0),
    ("Pond 1 and Pond 2 each provide 2.0 feet of freeboard.", 2.0, 2.0),
    ("Freeboard is 2.2 ft at Pond 1 and 2.6 ft at Pond 2.", 2.2, 2.6),
])
def test_freeboard_of_two_ponds_in_prose(prose, fb1, fb2):
    got = ponds(TWO_PONDS, prose)
    assert got["Pond 1"]["freeboard_ft"] == pytest.approx(fb1)
    assert got["Pond 2"]["freeboard_ft"] == pytest.approx(fb2)


@pytest.mark.parametrize("table,slopes", [
    ("POND\tBENCH\tSLOPE\tFREEBOARD\nNURP Pond 1\t10 ft\t10:1\t2.0 ft\nNURP Pond 2\t10 ft\t6:1\t2.0 ft", [10.0, 6.0]),
    # a side slope is the pond's banks; a slope beside no bench column is not the bench's
    ("POND\tBENCH\tSIDE SLOPE\tFREEBOARD\nNURP Pond 1\t10 ft\t3:1\t2.0 ft", [None]),
    ("POND\tNWL\tSLOPE\tFREEBOARD\nNURP Pond 1\t905.0\t3:1\t2.0 ft", [None]),
])
def test_bare_slope_column_beside_the_bench(table, slopes):
    assert [p["safety_bench_slope_h_per_v"] for p in facts_of(table).value("ponds")] == slopes


@pytest.mark.parametrize("text,freeboard", [
    # a numbered item's label line whose last clause wraps onto the next line with its figure
    ("3.2 Pond EP-1: NWL 872.0, 100-year HWL 875.6; 10-foot safety bench at 10:1; freeboard to the park\n"
     "trail low point 1.5 feet.\n3.3 The outlet has a skimmer.", 1.5),
    # the next line goes on with no figure for it: nothing is borrowed
    ("3.2 Pond EP-1: NWL 872.0, 100-year HWL 875.6; 10-foot safety bench at 10:1; freeboard to the park\n"
     "trail is not part of this work.", None),
])
def test_freeboard_clause_wrapped_from_a_label_line(text, freeboard):
    (pond,) = facts_of(text).value("ponds")
    assert pond["freeboard_ft"] == (pytest.approx(freeboard) if freeboard is not None else None)


@pytest.mark.parametrize("table", [
    "Pond\tNWL\tHWL\tBench\tFreeboard (ft)\nPond 1\t900.0\t903.2\t10' @ 10:1\t2.1\nPond 2\t910.5\t913.0\t10' @ 10:1\t2.5",
    "Pond\tNWL\t100-yr HWL\tEOF\tFreeboard\nPond 1\t900.0\t903.2\t905.3\t2.1 ft\nPond 2\t910.5\t913.0\t915.5\t2.5 ft",
    "Pond summary\tPond 1\tPond 2\nNWL\t900.0\t910.5\nSafety bench\t10 ft at 10:1\t10 ft at 10:1\nFreeboard\t2.1 ft\t2.5 ft",
    "Pond\tSafety bench\tFreeboard to EOF\nPond 1\t10' wide @ 10:1\t2.1'\nPond 2\t10' wide @ 10:1\t2.5'",
])
def test_freeboard_columns(table):
    got = ponds(table)
    assert got["Pond 1"]["freeboard_ft"] == pytest.approx(2.1)
    assert got["Pond 2"]["freeboard_ft"] == pytest.approx(2.5)


def test_one_pond_freeboard_said_as_eof_above_hwl():
    got = ponds("Pond 1 has a 10-foot safety bench at 10:1. The emergency overflow is set 1.5 feet above the "
                "100-year elevation.")
    assert got["Pond 1"]["freeboard_ft"] == pytest.approx(1.5)


@pytest.mark.parametrize("prose", [
    "A freeboard of at least 2 feet above the 100-year HWL is required for each pond.",
    "Both ponds have an EOF; EOF elevations are 905.3 and 915.5.",
    "The lowest floor of each home is at least 2.0 feet above the HWL of the adjacent pond.",
    "The Pond 1 outlet is 2.0 feet above the NWL.",
    "The EOF of Pond 1 is at 905.3; the HWL is 903.2.",
    "Freeboard will be provided.",
])
def test_freeboard_near_misses(prose):
    got = ponds(TWO_PONDS, prose)
    assert got["Pond 1"].get("freeboard_ft") is None and got["Pond 2"].get("freeboard_ft") is None


def test_table_with_eof_but_no_freeboard_column_computes_nothing():
    got = ponds("Pond\tNWL\tHWL\tEOF\tBench\nPond 1\t900.0\t903.2\t905.3\t10 ft\nPond 2\t910.5\t913.0\t915.5\t10 ft")
    assert got["Pond 1"]["safety_bench_width_ft"] == 10
    assert got["Pond 1"].get("freeboard_ft") is None and got["Pond 2"].get("freeboard_ft") is None


def test_bench_width_and_slope_in_one_column():
    got = ponds("Pond\tNWL\tHWL\tEOF\tBench width / slope\tFreeboard\nPond 2\t960.0\t963.1\t964.6\t10 ft / 10:1\t1.5 ft")
    assert got["Pond 2"]["safety_bench_width_ft"] == 10 and got["Pond 2"]["safety_bench_slope_h_per_v"] == 10
    assert got["Pond 2"]["freeboard_ft"] == pytest.approx(1.5)


@pytest.mark.parametrize("prose", [
    "Freeboard above the 100-year HWL is 2.0 feet for Pond 1 and 2.5 feet for Pond 2.",
    "Freeboard (EOF minus 100-yr HWL): Pond 1 = 2.0 ft, Pond 2 = 2.5 ft.",
    "The emergency overflows are 2.0 ft (Pond 1) and 2.5 ft (Pond 2) above the HWL.",
    "Freeboard provided: 2.0' (Pond 1), 2.5' (Pond 2)",
    "Pond 1 has 2.0 feet of freeboard, while Pond 2 has 2.5 feet.",
    "Pond 1 - NWL 900.0, HWL 903.2, 10' bench at 10:1, EOF 2.0' above HWL.\n"
    "Pond 2 - NWL 910.5, HWL 913.0, 12' bench at 10:1, EOF 2.5' above HWL.",
    "Pond 1\nNWL 900.0, HWL 903.2, 10-ft safety bench at 10:1, freeboard 2.0 ft\nPond 2\n"
    "NWL 910.5, HWL 913.0, 12-ft safety bench at 10:1, freeboard 2.5 ft",
])
def test_freeboard_of_two_ponds_in_lists_and_notes(prose):
    got = ponds(TWO_PONDS, prose)
    assert got["Pond 1"]["freeboard_ft"] == pytest.approx(2.0)
    assert got["Pond 2"]["freeboard_ft"] == pytest.approx(2.5)


def test_pond_headings_end_at_the_next_section():
    got = ponds(TWO_PONDS, "POND 2 (WET POND)\nNWL 910.5\nRate Control\nThe emergency overflow is set 1.5 feet above "
                           "the 100-year elevation.")
    assert got["Pond 2"].get("freeboard_ft") is None and got["Pond 1"].get("freeboard_ft") is None


@pytest.mark.parametrize("header", ["EOF above HWL (ft)", "HWL to EOF (ft)", "EOF - 100-yr HWL", "Free board (ft)",
                                    "Emergency overflow above 100-year HWL"])
def test_freeboard_column_said_as_eof_over_hwl(header):
    got = ponds(f"Pond\tNWL\tBench width\t{header}\nPond 1\t900.0\t10 ft\t2.1\nPond 2\t910.5\t12 ft\t2.5")
    assert got["Pond 1"]["freeboard_ft"] == pytest.approx(2.1) and got["Pond 2"]["freeboard_ft"] == pytest.approx(2.5)


@pytest.mark.parametrize("header", ["EOF", "EOF elev.", "100-yr HWL", "Emergency overflow elevation"])
def test_elevation_columns_are_no_freeboard(header):
    got = ponds(f"Pond\tNWL\tBench width\t{header}\nPond 1\t900.0\t10 ft\t905.3\nPond 2\t910.5\t12 ft\t915.5")
    assert got["Pond 1"].get("freeboard_ft") is None and got["Pond 2"].get("freeboard_ft") is None


# -- layouts: form lines run on under a table, key/value columns, list items under an introducing sentence ------
def test_freeboard_form_lines_under_a_pond_table_name_their_pond():
    got = ponds("Pond\tNWL\t100-yr HWL\tBench width\tBench slope\nPond 1\t900.0\t903.2\t10 ft\t10:1\n"
                "Pond 2\t910.5\t913.0\t12 ft\t10:1\nFreeboard, Pond 1:\t2.0 ft\nFreeboard, Pond 2:\t2.5 ft")
    assert set(got) == {"Pond 1", "Pond 2"}
    assert (got["Pond 1"]["safety_bench_width_ft"], got["Pond 1"]["freeboard_ft"]) == (10, 2.0)
    assert (got["Pond 2"]["safety_bench_width_ft"], got["Pond 2"]["freeboard_ft"]) == (12, 2.5)


@pytest.mark.parametrize("prose", [
    "Pond 1 and Pond 2 provide 2.0 and 2.5 feet of freeboard, respectively.",
    "Freeboard at Pond 1 and Pond 2 is 2.0 ft and 2.5 ft, respectively.",
    "The EOFs of Pond 1 and Pond 2 are 2.0' and 2.5' above the 100-year HWL, respectively, which is the freeboard.",
])
def test_freeboard_respectively(prose):
    got = ponds(TWO_PONDS, prose)
    assert got["Pond 1"]["freeboard_ft"] == pytest.approx(2.0) and got["Pond 2"]["freeboard_ft"] == pytest.approx(2.5)


def test_respectively_with_a_count_mismatch_reads_nothing():
    got = ponds(TWO_PONDS, "Pond 1 and Pond 2 provide 2.0, 2.5 and 3.0 feet of freeboard, respectively.")
    assert got["Pond 1"].get("freeboard_ft") is None and got["Pond 2"].get("freeboard_ft") is None


@pytest.mark.parametrize("cell,fb", [("2.1 feet", 2.1), ("2.1 ft (min.)", 2.1), ("2.1' to EOF", 2.1), ("2.1-ft", 2.1)])
def test_freeboard_cells_in_words(cell, fb):
    got = ponds(f"Pond\tBench width\tBench slope\tFreeboard\nPond 1\t10 feet\t10:1 (H:V)\t{cell}\n"
                f"Pond 2\t12 feet\t10:1 (H:V)\t2.5 feet")
    assert got["Pond 1"]["freeboard_ft"] == pytest.approx(fb) and got["Pond 2"]["freeboard_ft"] == pytest.approx(2.5)
    assert got["Pond 1"]["safety_bench_width_ft"] == 10 and got["Pond 1"]["safety_bench_slope_h_per_v"] == 10


@pytest.mark.parametrize("relation", [
    "Freeboard is measured from the 100-year HWL to the EOF.",
    "The EOF of each pond provides the freeboard above its 100-year HWL.",
])
def test_freeboard_from_eof_and_hwl_where_the_document_relates_them(relation):
    got = ponds(EOF_TABLE, relation)
    assert got["Pond 1"]["freeboard_ft"] == pytest.approx(2.1) and got["Pond 2"]["freeboard_ft"] == pytest.approx(2.5)


@pytest.mark.parametrize("other", [
    "",
    "Ponds must provide at least 2 feet of freeboard between the 100-year HWL and the EOF.",
    "The EOF routes overflow to the street.",
])
def test_no_freeboard_from_elevations_the_document_does_not_relate(other):
    got = ponds(EOF_TABLE, other) if other else ponds(EOF_TABLE)
    assert got["Pond 1"].get("freeboard_ft") is None and got["Pond 2"].get("freeboard_ft") is None


def test_a_stated_freeboard_is_never_replaced_by_a_derived_one():
    got = ponds(EOF_TABLE, "Freeboard is measured from the 100-year HWL to the EOF. Pond 1 provides 2.0 feet of "
                           "freeboard.")
    assert got["Pond 1"]["freeboard_ft"] == pytest.approx(2.0) and got["Pond 2"]["freeboard_ft"] == pytest.approx(2.5)


def test_sheet_pond_table_cut_off_from_its_rows_by_the_title_block():
    f = sheet_facts("POND DATA\nPOND\tNWL\t100-YR HWL\tBENCH WIDTH BENCH SLOPEFREEBOARD\tPROJECT\nCedar Ridge\n"
                    "POND 1\t900.0\t903.2\t10 FT\t10:1\t2.0 FT\nPOND 2\t910.5\t913.0\t12 FT\t10:1\t2.5 FT\tLOCATION")
    got = {p["name"]: p for p in f.value("ponds")}
    assert (got["Pond 1"]["safety_bench_width_ft"], got["Pond 1"]["safety_bench_slope_h_per_v"],
            got["Pond 1"]["freeboard_ft"]) == (10, 10, 2.0)
    assert got["Pond 2"]["freeboard_ft"] == 2.5


def test_sheet_pond_row_with_a_missing_cell_reads_nothing():
    f = sheet_facts("POND\tNWL\t100-YR HWL\tBENCH WIDTH\tBENCH SLOPE\tFREEBOARD\nCedar Ridge\n"
                    "POND 1\t900.0\t903.2\t10 FT\t2.0 FT")
    got = {p["name"]: p for p in f.value("ponds") or []}
    assert got.get("Pond 1", {}).get("freeboard_ft") is None


def test_sheet_note_about_a_pond_wrapped_onto_the_next_line():
    f = sheet_facts("Pond\tBench width\nPond 1\t10 ft\nPond 2\t12 ft\n"
                    "1. POND 1: NWL 900.0, 100-YR HWL 903.2, FREEBOARD 2.0 FT.\n"
                    "2. POND 2: NWL 910.5, 100-YR HWL 913.0, 12 FT SAFETY BENCH\tCedar Ridge\nAT 10:1, FREEBOARD 2.5 FT.")
    got = {p["name"]: p for p in f.value("ponds")}
    assert got["Pond 1"]["freeboard_ft"] == 2.0 and got["Pond 2"]["freeboard_ft"] == 2.5


def test_bench_width_and_slope_in_one_cell_with_ponds_across():
    got = ponds("Pond Summary\n\tPond North\tPond South\nNWL\t878.0\t876.5\nSafety bench\t10 ft at 10:1\t12 ft at 10:1\n"
                "Freeboard\t2.5 ft\t2.0 ft")
    assert (got["Pond North"]["safety_bench_width_ft"], got["Pond North"]["safety_bench_slope_h_per_v"]) == (10, 10)
    assert got["Pond South"]["safety_bench_width_ft"] == 12 and got["Pond South"]["freeboard_ft"] == 2.0


def test_a_plans_freeboard_goal_is_no_ponds_freeboard():
    assert read_freeboards(seg("The design conforms to the City Plan: rate control and the Plan's 2-foot freeboard goal "
                               "were checked.")) == []


@pytest.mark.parametrize("text, want", [
    ("WP-A: safety bench 10 ft at 10:1; freeboard from the 100-year level (958.3) to the top of berm is 1.8 ft.",
     {"safety_bench_width_ft": 10.0, "freeboard_ft": 1.8, "safety_bench_slope_h_per_v": 10.0, "name": "WP-A"}),
    ("Freeboard between the HWL and the top of berm must be at least 2 ft.", None),
])
def test_pond_sentences(text, want):
    got = read_pond_prose(seg(text))
    assert (None if got is None else {k: v for k, v in got.items() if k != "evidence"}) == want


def test_a_one_pond_table_under_its_title():
    got = facts_of("Pond 1P\n"
                "NWL\t100-yr HWL\tEOF / top\tFreeboard\tBench\n"
                "945.0\t949.5\t951.4\t1.9 ft\t10 ft @ 10:1\n")
    ponds = got.value("ponds")
    assert [p["name"] for p in ponds] == ["Pond 1P"] and ponds[0]["freeboard_ft"] == 1.9


def test_a_freeboard_between_two_named_levels():
    got = read_pond_prose(seg("WP-A: safety bench 10 ft at 10:1; freeboard from the 100-year level (958.3) to the top of berm "
                              "is 1.8 ft."))
    assert got["freeboard_ft"] == 1.8 and got["name"] == "WP-A"


def test_a_pond_tag_with_a_dash():
    got = fact_values("Pond 61-2: NWL 905.0, HWL 910.6, top of berm 912.9. Safety bench 10 ft wide at 10:1.")
    assert [p["name"] for p in got["ponds"]] == ["Pond 61-2"]


def test_a_pond_label_with_its_kind_before_it():
    got = fact_values("NURP Pond A: normal water level 966.0, 100-year HWL 970.9. The pond has an 8-foot safety bench at\n"
                "10:1 and 2.2 feet of freeboard between the 100-year level and the emergency overflow.")
    assert [(p["name"].lower(), p["safety_bench_width_ft"], p["freeboard_ft"]) for p in got["ponds"]] == [("nurp pond a", 8.0, 2.2)]


def test_two_pond_columns_stay_two_ponds():
    got = fact_values("POND DATA\n\tValue\tValue\nFreeboard above HWL\t2.3 ft\t2.6 ft\nSafety bench width\t8 ft\t10 ft\n"
                "Safety bench slope\t10:1\t10:1")
    assert sorted(p["safety_bench_width_ft"] for p in got["ponds"]) == [8.0, 10.0]
    got = fact_values("POND DATA\n\tPOND A\tPOND B\nFreeboard above HWL\t2.3 ft\t2.6 ft\nSafety bench width\t8 ft\t10 ft")
    assert sorted((p["name"], p["safety_bench_width_ft"]) for p in got["ponds"]) == [("POND A", 8.0), ("POND B", 10.0)]


def test_a_pond_table_head_beside_the_title_block():
    page = sheet_at_columns([
        [(70, "POND DATA"), (2268, "2950 Arboretum Blvd, Suite 4")],
        [(223, "POND A"), (303, "POND B"), (2268, "Victoria, MN 55386")],
        [(73, "Bottom el."), (223, "958.0"), (303, "962.0")],
        [(73, "Freeboard above HWL"), (223, "2.3 ft"), (303, "2.6 ft")],
        [(73, "Safety bench width"), (223, "8 ft"), (303, "10 ft")],
        [(73, "All work shall follow the city standard plates."), (2268, "I hereby certify that this plan was prepared by me")],
        [(73, "Silt fence shall be installed before any grading."), (2268, "or under my direct supervision and that I am a duly")],
        [(73, "Inlet protection stays until the turf is established."), (2268, "Licensed Professional Engineer under the laws.")],
    ])
    ponds = read_facts([page]).facts["ponds"].value
    assert sorted(p["safety_bench_width_ft"] for p in ponds) == [8.0, 10.0]


def test_a_bench_width_and_slope_set_close_enough_to_read_as_one_cell():
    page = page_of([POND_HEADS, [("Pond 1", (75, 104)), ("955.0", (160, 183)), ("958.6", (230, 253)), ("960.7", (285, 308)),
                                 ("2.1", (375, 388)), ("10 10:1", (468, 503))]])
    assert read_facts([page]).value("ponds") == [POND_1]


def test_a_head_wrapped_onto_a_line_of_its_own_does_not_cut_the_table():
    heads = [("Pond", (68, 90)), ("NWL", (140, 160)), ("100-yr HWL", (197, 247)), ("Top of", (269, 297)),
             ("Safety bench", (327, 383)), ("Bench slope", (406, 460)), ("Freeboard", (478, 522))]
    page = page_of([heads, [("berm", (269, 291))],
                    [("Pond A", (68, 97)), ("912.0", (140, 162)), ("915.6", (197, 220)), ("918.0", (269, 292)),
                     ("10 ft", (327, 345)), ("10:1", (406, 424)), ("2.4 ft", (478, 498))]])
    assert read_facts([page]).value("ponds") == [{"name": "Pond A", "safety_bench_width_ft": 10.0,
                                                  "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.4}]


@pytest.mark.parametrize("text,pond", [
    ("Pond NW\tValue\nNWL\t988.0\n100-year HWL\t992.3\nSafety bench\t10 feet, 10:1 slope\nFreeboard (HWL to EOF)\t2.0 feet",
     {"name": "Pond NW", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.0}),
    ("Pond 1\tRequired\tProvided\nSafety bench width\t10 ft\t12 ft\nBench slope\t10:1\t10:1\nFreeboard\t1.5 ft\t2.0 ft",
     {"name": "Pond 1", "safety_bench_width_ft": 12.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.0}),
    ("Pond 1 has a normal water level of 996.0 and a 100-year HWL of 1000.0; it provides a 8-foot safety bench at 10:1 and "
     "2.5 feet of freeboard to the emergency overflow at 1002.5.",
     {"name": "Pond 1", "safety_bench_width_ft": 8.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.5}),
    ("Pond\tSafety bench\tFreeboard (ft)\nMCWD minimum\t10' @ 10:1\t1.5\nPond 1\t12' @ 10:1\t2.0",
     {"name": "Pond 1", "safety_bench_width_ft": 12.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.0}),
    ("POND 2: SAFETY BENCH 10 FT @ 10:1, FREEBOARD 2.0 FT",
     {"name": "Pond 2", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.0}),
    ("Pond 1 provides a 12-foot safety bench at 10:1 and 2.0 feet of freeboard, exceeding the District minimum.",
     {"name": "Pond 1", "safety_bench_width_ft": 12.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.0}),
])
def test_a_ponds_bench_and_freeboard_in_several_voices(text, pond):
    assert value(text, "ponds") == [pond]


@pytest.mark.parametrize("text", [
    "The District requires a 10-foot safety bench at 10:1 and 1.5 feet of freeboard.",
    "Rule N requires a 10-foot safety bench at 10:1 and 1.5 feet of freeboard.",
    "MCWD standards call for a 10-foot bench at 10:1 and 1.5 feet of freeboard.",
    "Pond\tSafety bench\tFreeboard (ft)\nMCWD minimum\t10' @ 10:1\t1.5",
    "An aquatic bench 10 feet wide at 10:1 rings Pond 1.",
    # a two-column table whose value column is the standard gives the standard's figures, not the pond's
    pytest.param("Pond 1\nItem\tRequired\nFreeboard\t2.0 ft\nSafety bench\t10 ft\n", id="item-required-column"),
    pytest.param("Pond design standards\tRequired\nFreeboard\t1.5 ft\n", id="design-standards-required-column"),
    pytest.param("Criterion\tMCWD standard\nFreeboard\t2 ft\n", id="mcwd-standard-column"),
    pytest.param("Pond 1\nParameter\tMinimum\nSafety bench width\t10 ft\nFreeboard\t2 ft\n", id="parameter-minimum-column"),
])
def test_a_standard_for_ponds_is_no_pond(text):
    assert value(text, "ponds") is None


def test_a_provided_column_still_gives_the_pond():
    got = value("Pond 1\nItem\tProvided\nFreeboard\t2.5 ft\nSafety bench\t10 ft\n", "ponds")
    assert got and all(p["freeboard_ft"] == 2.5 and p["safety_bench_width_ft"] == 10.0 for p in got)


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


# -- a sand filter bench is no safety bench; a figure far from its label measures something else ------
def test_a_filter_bench_and_a_far_street_width_are_no_safety_bench():
    text = ("peak-flow control: a 26-ft street section, preservation of the oak stand in Outlot B, Pond 1 with an "
            "iron-enhanced sand filter bench, and an HOA sweeping program.")
    assert read_pond_prose(seg(text)) is None


def test_a_safety_bench_stated_in_a_response_is_read():
    text = "Response: Added to Sheet C5.0: a 10-foot safety bench at 10:1 (H:V), and 2.4 ft of freeboard for Pond 1."
    found = read_pond_prose(seg(text))
    assert found["safety_bench_width_ft"] == 10.0 and found["freeboard_ft"] == 2.4 and found["name"] == "Pond 1"


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


def test_a_measures_adjective_and_a_figure_cut_from_its_unit_run_on():
    text = ("Pond 1 data: normal water level 958.0, 100-year high water level 961.3 (NAVD 88), a 10-foot\n"
            "safety bench at 10:1 and 2.0 feet of freeboard to the emergency overflow.\n")
    ponds = facts_of(text).value("ponds")
    assert ponds == [{"name": "Pond 1", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.0}]


def test_a_pond_named_as_its_paragraphs_label():
    text = ("North Pond: normal water 940.0, 100-year high water 944.1 (NGVD 1929). The safety bench is 8\n"
            "feet wide at 10:1; freeboard from the 100-year level to the top of the berm is 2.2 feet.\n")
    ponds = facts_of(text).value("ponds")
    assert ponds and ponds[0]["name"] == "North Pond" and ponds[0]["safety_bench_width_ft"] == 8.0


def test_each_pond_of_a_line_is_read_on_its_own():
    text = ("Ponds: Pond 1: safety bench 10 ft wide at 10:1; freeboard 2.0 ft. Pond 2: safety bench 10 ft wide at 10:1;\n"
            "freeboard 1.5 ft (berm held low to match the trail grade).\n")
    facts = facts_of(text)
    ponds = {p["name"]: p for p in facts.value("ponds")}
    assert ponds["Pond 1"]["freeboard_ft"] == 2.0 and ponds["Pond 2"]["freeboard_ft"] == 1.5
    assert facts.value("sidewalk_trail") is None  # a pond's bench width is no trail's


# -- a pond table with bench width and slope in one cell ---------------------------------------------------------
def test_pond_table_bench_width_and_slope_in_one_cell():
    f = facts_of("Basin\tNWL\tHWL\tBench\tFreeboard\nNorth Pond\t910.0\t913.5\t10' @ 10:1\t2.0'\n"
                 "South Pond\t905.5\t908.0\t12 ft @ 10:1\t1.5'")
    got = {p["name"]: p for p in f.value("ponds")}
    assert got["North Pond"]["safety_bench_width_ft"] == 10 and got["North Pond"]["safety_bench_slope_h_per_v"] == 10
    assert got["South Pond"]["safety_bench_width_ft"] == 12 and got["South Pond"]["freeboard_ft"] == 1.5
    assert f.value("hwl_100yr_elev_ft") is None


# -- ponds in prose ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,width,slope,freeboard", [
    pytest.param("Pond 1 has a 10' safety bench at a 10:1 slope. Freeboard between the HWL and the EOF is 1.5 feet.",
                 10, 10, 1.5, id="two-sentences"),
    pytest.param("The NW Pond will have a 12-ft wide safety bench sloped at 10H:1V and provides 2 ft of freeboard.",
                 12, 10, 2.0, id="h-v-slope"),
    pytest.param("Pond A: aquatic bench 10 ft wide at 10:1; safety bench 8 ft wide at 6:1; freeboard 1.0 ft.",
                 8, 6, 1.0, id="aquatic-bench-beside-safety-bench"),
    pytest.param("Wet Pond P-3: Bench 10' @ 10:1, Freeboard 1.5'", 10, 10, 1.5, id="label-at-sign"),
    pytest.param("Safety bench: 10 ft at 1:10 (V:H); freeboard 2 ft", 10, 10, 2.0, id="v-h-slope"),
])
def test_pond_prose(text, width, slope, freeboard):
    got = facts_of(text).value("ponds")
    assert len(got) == 1
    p = got[0]
    assert (p["safety_bench_width_ft"], p["safety_bench_slope_h_per_v"], p["freeboard_ft"]) == (width, slope, freeboard)


def test_an_aquatic_bench_alone_is_no_safety_bench():
    got = facts_of("The pond has a 10-foot aquatic bench at 10:1 below the normal water level.").value("ponds")
    assert got is None or all(p["safety_bench_width_ft"] is None and p["safety_bench_slope_h_per_v"] is None
                              for p in got)


# -- bench and freeboard in other voices: cells, notes, tables, prose; one pond spelled two ways --------------
@pytest.mark.parametrize("cell", ["10 ft / 10:1", "10 ft at 10:1", "10' bench @ 10H:1V", "10 FT @ 10:1", "10'/10:1",
                                  "10 feet, 10H:1V"])
def test_bench_cells(cell):
    f = facts_of(f"Pond\tNWL\tHWL\tSafety Bench\tFreeboard\nPond 1\t910.0\t913.5\t{cell}\t1.5 ft")
    p = f.value("ponds")[0]
    assert p["safety_bench_width_ft"] == 10 and p["safety_bench_slope_h_per_v"] == 10


@pytest.mark.parametrize("text,freeboard", [
    ("POND 2: NWL 958.0, 100-YR HWL 963.1, EOF 965.2, FREEBOARD 2.1 FT", 2.1),
    ("Pond 2 - NWL 958.0; 100-yr HWL 963.1; emergency overflow 965.2; freeboard = 2.1'", 2.1),
    ("POND 2: NWL 958.0, 100-YR HWL 963.1, EOF 965.2", None),
    ("Basin B: HWL 963.1, top of berm 965.0", None),
])
def test_pond_notes_state_freeboard_only_when_stated(text, freeboard):
    ponds = value(text, "ponds")
    if freeboard is None:
        assert ponds is None or all(p["freeboard_ft"] is None for p in ponds)
    else:
        assert ponds[0]["freeboard_ft"] == freeboard


@pytest.mark.parametrize("table", [
    "Pond\tSafety Shelf Width (ft)\tShelf Slope (H:V)\tFreeboard (ft)\nPond 1\t10\t10:1\t1.5",
    "Basin\tSafety Bench (ft)\tBench Slope\tFreeboard\nPond 1\t10'\t10H:1V\t1.5'",
    "BASIN ID\tSAFETY BENCH WIDTH\tSAFETY BENCH SLOPE\tFREEBOARD\nPond 1\t10 FT\t1V:10H\t1.5 FT",
    "Pond\tAquatic Bench\tSafety Bench\tFreeboard\nPond 1\t8 ft @ 6:1\t10 ft @ 10:1\t1.5 ft",
    "\tPond 1\nSafety bench width (ft)\t10\nSafety bench slope\t10:1\nFreeboard (ft)\t1.5",
    "Parameter\tPond 1\nSafety ledge width\t10 ft\nSafety ledge slope\t10H:1V\nFreeboard\t1.5 ft",
])
def test_pond_table_voices(table):
    p = value(table, "ponds")[0]
    assert (p["safety_bench_width_ft"], p["safety_bench_slope_h_per_v"], p["freeboard_ft"]) == (10, 10, 1.5)


def test_one_pond_spelled_two_ways_is_one_pond():
    f = facts_of("Pond\tNWL\tHWL\tBench Width (ft)\tBench Slope\nPond 1\t910.0\t913.5\t10\t10:1",
                 "POND 1: NWL 910.0, 100-YR HWL 913.5, EOF 915.0, FREEBOARD 1.5 FT")
    ponds = f.value("ponds")
    assert len(ponds) == 1
    assert (ponds[0]["name"], ponds[0]["safety_bench_width_ft"], ponds[0]["freeboard_ft"]) == ("Pond 1", 10, 1.5)


def test_an_unnamed_pond_sentence_beside_two_named_ponds_is_not_a_third_pond():
    f = facts_of("Pond\tBench Width (ft)\tBench Slope\tFreeboard (ft)\nN-Pond\t10\t10:1\t2.0\nS-Pond\t8\t10:1\t3.0",
                 "The pond has a 10-foot safety bench at 10:1.")
    assert len(f.value("ponds")) == 2


@pytest.mark.parametrize("text,name", [
    ("The N-Pond has a 10-foot safety bench at 10:1 and 2 feet of freeboard.", "N-Pond"),
    ("Pond #2 provides a 10' safety bench at 10H:1V; freeboard is 2.0 ft.", "Pond #2"),
])
def test_pond_names_in_prose(text, name):
    ponds = value(text, "ponds")
    assert len(ponds) == 1 and ponds[0]["name"] == name


@pytest.mark.parametrize("text,width,slope", [
    ("The pond's safety shelf is 10 feet wide at 10H:1V.", 10, 10),
    ("Pond 2 safety ledge: 10 ft wide, 10:1", 10, 10),
    ("SAFETY BENCH: 10' WIDE @ 10:1 MAX SLOPE", 10, 10),
    ("Pond 1 includes a 10 ft wide, 10:1 safety bench.", 10, 10),
])
def test_bench_prose_voices(text, width, slope):
    p = value(text, "ponds")[0]
    assert (p["safety_bench_width_ft"], p["safety_bench_slope_h_per_v"]) == (width, slope)
