"""Classes of wording two outside authors (external4, external5) used for the facts the criteria turn on.

Peak rates, phosphorus removal, ponds, the 100-year HWL and lowest opening: each class has
phrasings in several voices that must be read, and near-misses of the same shape that must
stay unread, since a false fact is the worst error.
"""

from __future__ import annotations

import pytest

from extract.pdf.page import Cell, Line, Page
from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts


def facts_of(text: str):
    return read_facts([page_from_text(text)])


def value(text: str, name: str):
    return facts_of(text).value(name)


def set_right(rows: list[list[str]], starts: list[float], title: str = "") -> Page:
    """A report table as typeset: heads set left at each column's start, figures set right a little
    short of the next column's start (so a figure's middle lies between two heads)."""
    lines: list[Line] = []
    top = 60.0
    if title:
        lines.append(Line(text=title, bbox=(75.0, top, 75.0 + 5 * len(title), top + 10), cells=[]))
        top += 14
    for r, row in enumerate(rows):
        cells = []
        for k, text in enumerate(row):
            w = (4.0 if r == 0 else 5.0) * len(text)  # a head's words are set narrower than its figures
            if r == 0 or k == 0:
                x0 = starts[k]
            else:
                right = starts[k + 1] - 7 if k + 1 < len(starts) else starts[k] + 83
                x0 = right - w
            cells.append(Cell(text=text, bbox=(x0, top, x0 + w, top + 10)))
        lines.append(Line(text="\t".join(row), bbox=(cells[0].bbox[0], top, cells[-1].bbox[2], top + 10), cells=cells))
        top += 14
    return Page(file="report.pdf", number=6, width=612, height=792, lines=lines)


STARTS4 = [75.0, 215.0, 305.0, 395.0]
EVENT_ROWS = [["Event", "Existing (cfs)", "Proposed (cfs)", "Change (cfs)"],
              ["1-year (2.49 in)", "3.1", "2.4", "-0.7"],
              ["2-year (2.87 in)", "4.3", "3.1", "-1.2"],
              ["10-year (4.26 in)", "9.8", "8.9", "-0.9"],
              ["100-year (7.41 in)", "21.6", "23.4", "+1.8"]]
EXPECTED = {"1": {"existing": 3.1, "proposed": 2.4}, "10": {"existing": 9.8, "proposed": 8.9},
            "100": {"existing": 21.6, "proposed": 23.4}}


def rates_of(page: Page):
    return read_facts([page]).value("peak_rates_cfs")


# ---------------------------------------------------------------- peak rates

def test_figures_set_right_between_heads_set_left_keep_their_columns():
    assert rates_of(set_right(EVENT_ROWS, STARTS4, "Table 4-2 Peak Discharge Summary at POA-1")) == EXPECTED


def test_two_figures_set_so_close_they_read_as_one_cell_are_split_under_their_heads():
    rows = [*EVENT_ROWS[:4], ["100-year (7.41 in)", "21.6", "23.4 +1.8"]]
    assert rates_of(set_right(rows, STARTS4, "Table 4-2 Peak Discharge Summary at POA-1")) == EXPECTED


def test_events_across_the_columns_with_figures_set_right():
    rows = [["Condition", "1-yr (cfs)", "2-yr (cfs)", "10-yr (cfs)", "100-yr (cfs)"],
            ["Existing", "7.2", "10.1", "16.4", "31.5"],
            ["Proposed", "7.6", "9.9", "15.9", "30.8"]]
    page = set_right(rows, [75.0, 180.0, 250.0, 320.0, 400.0], "Table 4-2 Peak Discharge Rates, Site Boundary (POA-1)")
    assert rates_of(page) == {"1": {"existing": 7.2, "proposed": 7.6}, "10": {"existing": 16.4, "proposed": 15.9},
                              "100": {"existing": 31.5, "proposed": 30.8}}


@pytest.mark.parametrize("text", [
    "Peak flow leaving the site at the south culvert\nStorm\tNow (cfs)\tAfter (cfs)\n1 year\t4.6\t3.9\n10 year\t11.8\t10.1\n"
    "100 year\t26.3\t24.8",
    "Peak discharge (cfs)\nEvent\tCurrent\tFuture\n1-yr\t4.6\t3.9\n10-yr\t11.8\t10.1\n100-yr\t26.3\t24.8",
    "Peak runoff rates (cfs)\nStorm\tWithout project\tWith project\n1 - yr (2.49 in)\t4.6\t3.9\n10 - yr (4.26 in)\t11.8\t10.1\n"
    "100 - yr (7.41 in)\t26.3\t24.8",
    "Peak Flow Comparison at the ROW line (cfs)\n1-YR EX\t1-YR PR\t10-YR EX\t10-YR PR\t100-YR EX 100-YR PR\n"
    "Peak (cfs)\t4.6\t3.9\t11.8\t10.1\t26.3\t24.8",
    "Table 2 - Peak rates (cfs)\nEvent\tRainfall (in)\tExisting\tProposed\n1-year\t2.49\t4.6\t3.9\n10-year\t4.26\t11.8\t10.1\n"
    "100-year\t7.41\t26.3\t24.8",
])
def test_sides_and_events_in_other_words(text):
    assert value(text, "peak_rates_cfs") == {"1": {"existing": 4.6, "proposed": 3.9}, "10": {"existing": 11.8, "proposed": 10.1},
                                             "100": {"existing": 26.3, "proposed": 24.8}}


def test_a_limit_to_meet_is_no_side_of_the_sites_discharge():
    rates = value("Peak discharge (cfs)\nStorm\tNow\tAllowable\n1 year\t4.6\t4.6\n10 year\t11.8\t11.8", "peak_rates_cfs")
    assert rates == {"1": {"existing": 4.6, "proposed": None}, "10": {"existing": 11.8, "proposed": None}}


@pytest.mark.parametrize("text", [
    # each subcatchment's flow in a model's node listing is not the site's discharge
    "Node\tDescription\tArea (ac)\t1-yr (cfs)\t10-yr (cfs)\t100-yr (cfs)\n1S\tSubcatchment 1\t1.99\t1.79\t4.18\t8.57",
    # the storm depths, not rates
    "Table 4-1 Atlas 14 Rainfall Depths\nEvent\tDepth (in)\n1-year\t2.49\n10-year\t4.26\n100-year\t7.41",
    # other events only
    "Peak discharge (cfs)\nStorm\tNow\tAfter\n2 year\t4.6\t3.9\n5 year\t8.8\t8.1",
    # "now" in a sentence about a neighbour's culvert is no table side
    "The culvert now carries 4.6 cfs in the 10-year event from the neighbouring parcel.",
])
def test_rates_that_are_not_the_sites(text):
    assert value(text, "peak_rates_cfs") is None


def test_a_row_already_as_wide_as_its_heads_is_not_split():
    rows = [["Event", "Existing (cfs)", "Proposed (cfs)"],
            ["1-year", "3.1", "2.4 1.8"]]  # one cell too many figures, but no head left for the second
    page = set_right([*rows], [75.0, 215.0, 305.0], "Peak discharge")
    assert (rates_of(page) or {}).get("1", {}).get("proposed") is None


# ---------------------------------------------------------------- phosphorus removal in tables

@pytest.mark.parametrize("text,expected", [
    ("Table 5-1 Annual Pollutant Removal (site total)\nPollutant\tLoad in (lb/yr)\tLoad out (lb/yr)\tRemoval (%)\n"
     "Total Suspended Solids\t1217\t183\t85\nTotal Phosphorus\t6.76\t2.84\t58", 58.0),
    ("APPENDIX B - P8 OUTPUT\nDevice\tTSS rem. (%)\tTP rem. (%)\nDevice 1\t74.5\t48.1\nDevice 2\t78.8\t47.7\n"
     "Site total\t81.0\t46.0", 46.0),
    ("Water quality summary\nMeasure\tTSS\tTP\nAnnual removal (%)\t85\t61", 61.0),
    ("MIDS calculator results\nParameter\tValue\nTP removal (%)\t63", 63.0),
    ("Pollutant\tPercent reduction\nTSS\t85 %\nTotal  Phosphorus\t57 %", 57.0),
    ("Phosphorus (TP)\tRequired (%)\tProvided (%)\nAnnual removal\t50\t54", 54.0),
    ("Overall removal efficiencies\nParticle Class\tTSS\tTP\nRemoval (%)\t87.4\t62.0", 62.0),
    ("Pollutant\tTotal load (lb/yr)\tLoad removed (lb/yr)\tPercent removal\nTotal Phosphorus (TP)\t7.9\t4.6\t58.2%", 58.2),
    ("Water quality\tRequired\tProvided\nTP removal (%)\t50\t58", 58.0),
])
def test_phosphorus_removal_in_a_pollutant_table(text, expected):
    assert value(text, "phosphorus_removal_pct") == expected


@pytest.mark.parametrize("text", [
    # each device's removal, the site total said to be elsewhere
    "APPENDIX B - P8 OUTPUT\nDevice / BMP results (individual; the site total is in Table 5-1)\n"
    "Device\tType\tFlow (ac-ft)\tTSS rem. (%)\tTP rem. (%)\nDevice 1\tSplitter\t4.13\t74.5\t48.1\nDevice 2\tPond\t2.56\t78.8\t47.7",
    # the rule's target, not the design's result
    "Pollutant\tMIDS target removal (%)\nTotal Suspended Solids\t80\nTotal Phosphorus\t50",
    # loads only: no removal stated
    "Pollutant\tLoad in (lb/yr)\tLoad out (lb/yr)\nTotal Phosphorus\t6.76\t2.84",
    # another pollutant's removal
    "Pollutant\tRemoval (%)\nTotal Suspended Solids\t85",
    # a part of the phosphorus, not its total
    "Pollutant\tRemoval (%)\nDissolved phosphorus\t30",
    # one pond among several
    "BMP\tTP removal (%)\nPond 1\t52\nPond 2\t48",
    # the existing condition's removal
    "Pollutant\tExisting removal (%)\nTotal Phosphorus\t12",
])
def test_tables_whose_phosphorus_figures_are_not_the_sites_removal(text):
    assert value(text, "phosphorus_removal_pct") is None


# ---------------------------------------------------------------- lowest opening and HWL

BUILDINGS = ("Low openings next to Biofiltration Basin B-1\n"
             "Building\tGarage floor\tLowest opening\tAdjacent 100-yr HWL (B-1)\n"
             "Bldg 1 (units 1-5)\t960.0\t960.4\t957.1\nBldg 2 (units 6-10)\t959.0\t959.4\t957.1\n"
             "Bldg 3 (units 11-14)\t958.2\t958.6\t957.1")


@pytest.mark.parametrize("text,opening", [
    (BUILDINGS, 958.6),
    ("Lot\tLow opening elev.\t100-yr HWL\nLot 1\t972.5\t969.2\nLot 2\t972.0\t969.2\nLot 3\t973.1\t969.2", 972.0),
    ("Unit\tLOE\nA\t897.4\nB\t897.0\nC\t898.2", 897.0),
    ("Building\tLowest opening\nNorth building\t931.0\nSouth building\t930.5", 930.5),
    ("Home\tLowest Opening (ft)\tHWL (ft)\nHome 1\t 921.0 \t917.5\nHome 2\t 922.4\t917.5", 921.0),
])
def test_the_lowest_of_the_projects_buildings_in_a_table_is_its_lowest_opening(text, opening):
    assert value(text, "lowest_opening_elev_ft") == opening


def test_the_buildings_table_gives_its_one_hwl_too():
    assert value(BUILDINGS, "hwl_100yr_elev_ft") == 957.1


@pytest.mark.parametrize("text", [
    # a building that is not the project's: its opening is no part of the minimum
    "Building\tLowest opening\nNew clinic\t931.0\nExisting house (to remain)\t928.4",
    "Building\tLowest opening\nProposed home\t931.0\nNeighbour to the east\t929.2",
    # a standard to meet among the rows
    "Building\tLowest opening\nProposed home\t931.0\nMinimum required\t929.5",
    # several HWLs: the lowest opening alone says nothing of the margin
    "Lot\tLowest opening\tHWL\nLot 1\t972.5\t969.2\nLot 2\t972.0\t971.1",
])
def test_building_tables_whose_rows_do_not_share_one_standard_stay_unsettled(text):
    assert value(text, "lowest_opening_elev_ft") is None


@pytest.mark.parametrize("text,opening", [
    ("Lowest opening: parking garage entry 897.0; 100-year HWL of UG-1 and the street ponding area 893.4.", 897.0),
    ("Lowest opening - walkout door at 897.0", 897.0),
    ("Low opening: garage entry elev. 897.0", 897.0),
    ("The lowest opening (garage entrance) is 897.0.", 897.0),
    ("LOWEST OPENING = BASEMENT WINDOW 897.0", 897.0),
    ("The 100-year high water level of the vault is 853.6; the lowest opening, the garage door, is at 857.0.", 857.0),
    ("Lowest opening, garage entry, 857.0", 857.0),
])
def test_a_lowest_opening_named_by_its_part_of_the_building(text, opening):
    assert value(text, "lowest_opening_elev_ft") == opening


def test_the_hwl_stated_beside_the_opening_is_read_with_it():
    text = "Lowest opening: parking garage entry 897.0; 100-year HWL of UG-1 and the street ponding area 893.4."
    assert value(text, "hwl_100yr_elev_ft") == 893.4


@pytest.mark.parametrize("text", [
    "Lowest opening: neighbouring house 899.0",
    "Lowest opening: minimum 895.4 (2 ft above HWL)",
    "Lowest opening: existing garage 894.0",
    "The neighbour's lowest opening (garage door) is 899.0.",
    "Lowest opening: garage door must be at least 895.4",
    "The lowest opening, the neighbour's garage door, is at 857.0.",
    "The lowest opening, required by code, is at 857.0.",
])
def test_openings_of_other_buildings_or_standards_are_not_read_by_their_part(text):
    from extract.propose.opening_pair import read_opening_pair
    from extract.layout.segments import Segment

    assert read_opening_pair(Segment(text, "memo.pdf", 1, None)) == []


@pytest.mark.parametrize("text", [
    "Lowest opening: garage entry 897.0; Lake Minnetonka 100-year high water 931.5.",
    "Lowest opening: garage entry 897.0; the 100-year HWL of the regional floodplain is 899.5.",
    "Lowest opening: garage entry 897.0; the minimum 100-year HWL separation is 2 ft above 893.4.",
])
def test_a_far_water_or_a_standard_beside_the_opening_is_no_hwl(text):
    from extract.propose.opening_pair import read_opening_pair
    from extract.layout.segments import Segment

    assert [c.name for c in read_opening_pair(Segment(text, "memo.pdf", 1, None))] == ["lowest_opening_elev_ft"]


@pytest.mark.parametrize("text", [
    "Elevations (NAVD 88): 100-year high water elevation at the Vicksburg Lane low point next to the building 947.0; "
    "lowest opening of the building (drive-through window sill) 951.3.",
    "The 100-year HWL next to the building is 947.0; the lowest opening is 951.3.",
    "100-YR HWL BESIDE THE HOME 947.0; LOWEST OPENING 951.3",
    "Lowest opening: garage entry 951.3; 100-year high water level 947.0.",
    "The 100-year high water elevation adjacent to the new building is 947.0, and its lowest opening is 951.3.",
])
def test_an_hwl_said_to_be_beside_the_building_pairs_with_its_opening(text):
    facts = facts_of(text)
    assert facts.value("hwl_100yr_elev_ft") == 947.0
    assert facts.value("lowest_opening_elev_ft") == 951.3


@pytest.mark.parametrize("text", [
    "The 100-year HWL next to the neighbouring building is 947.0; the lowest opening is 951.3.",
    "The 100-year HWL of the regional floodplain next to the building is 947.0; the lowest opening is 951.3.",
    "The 100-year HWL next to the building is 947.0.",  # no opening stated: nothing pairs the HWL with the building
])
def test_an_hwl_beside_another_building_or_with_no_opening_is_not_paired(text):
    from extract.propose.opening_pair import read_opening_pair
    from extract.layout.segments import Segment

    assert [c for c in read_opening_pair(Segment(text, "memo.pdf", 1, None)) if c.name == "hwl_100yr_elev_ft"] == []


# ---------------------------------------------------------------- ponds

def page_of(rows: list[list[tuple[str, tuple[float, float]]]], top: float = 331.0) -> Page:
    """A page whose table cells sit where a typeset report put them: (text, (x0, x1)) per cell."""
    lines = []
    for r, row in enumerate(rows):
        y = top + 14 * r
        cells = [Cell(text=t, bbox=(x0, y, x1, y + 11)) for t, (x0, x1) in row]
        lines.append(Line(text="\t".join(t for t, _ in row) if len(row) > 1 else row[0][0],
                          bbox=(cells[0].bbox[0], y, cells[-1].bbox[2], y + 11), cells=cells if len(row) > 1 else []))
    return Page(file="report.pdf", number=6, width=612, height=792, lines=lines)


POND_HEADS = [("Pond", (75, 98)), ("NWL", (135, 155)), ("100-yr HWL", (190, 240)), ("EOF", (260, 278)),
              ("Freeboard (ft)", (315, 374)), ("Bench width (ft)", (395, 463)), ("Bench slope", (485, 539))]
POND_1 = {"name": "Pond 1", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.1}


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
])
def test_a_standard_for_ponds_is_no_pond(text):
    assert value(text, "ponds") is None


def test_heads_over_figures_that_do_not_line_up_stay_apart():
    from extract.layout.segments import TableBlock
    from extract.layout.table_joins import join_split_heads

    heads = page_of([[("Pond", (68, 90)), ("NWL", (140, 160)), ("Freeboard", (197, 247))]]).lines
    other = page_of([[("Lot 1", (68, 97)), ("912.0", (110, 132)), ("2.4", (300, 320))]], top=350).lines
    blocks = [TableBlock("report.pdf", 6, heads), TableBlock("report.pdf", 6, other)]
    assert len(join_split_heads(blocks)) == 2
    far = page_of([[("Pond A", (68, 97)), ("912.0", (140, 162)), ("2.4", (197, 220))]], top=500).lines
    assert len(join_split_heads([blocks[0], TableBlock("report.pdf", 6, far)])) == 2


# ---------------------------------------------------------------- the HWL the opening is set a margin above

@pytest.mark.parametrize("text,hwl", [
    ("The fellowship hall's lowest opening is 921.0. The North Pond's 100-year level is 909.3, but the street low point just "
     "north of the hall floods to 917.5 in the 100-year storm, so that is the 100-year high water next to the building: "
     "the opening is 3.5 ft above it.", 917.5),
    ("Lowest opening of the addition: 944.8. The 100-year HWL of Lake Minnetonka is 931.5, and the local 100-year HWL in "
     "the street is 940.1 (Atlas 14); the opening is 4.7 ft above it.", 940.1),
    ("Lowest opening: 951.3\nWater stands at 947.0 at the rear yard in the 100-year event and the opening sits 4.3 feet "
     "above it.", 947.0),
    ("Lowest opening elevation 951.3. Water ponds to 947.0 in the 100-year event at the curb, and the opening will be "
     "4.3 feet higher than that.", 947.0),
    ("LOWEST OPENING 951.3\nLAKE 100-YR 931.5, STREET 100-YR 947.0; OPENING IS 4.3' ABOVE THE HWL", 947.0),
    ("The 100-year flood elevation of Lake Minnetonka is 931.5. The lowest floor (basement slab) is at 933.6 and the lowest "
     "opening (walkout door sill) is at 934.6, 3.1 feet above the 100-year flood elevation.", 931.5),
    ("The 100-year high water level of the off-site wetland basin east of the road is 964.8. The lowest openings of the six "
     "new homes will be set at 968.0 or higher, which is at least 3.2 feet above that high water level.", 964.8),
])
def test_the_hwl_the_opening_is_said_to_stand_a_margin_above(text, hwl):
    assert value(text, "hwl_100yr_elev_ft") == hwl


@pytest.mark.parametrize("text", [
    # the margin does not fit the elevation named
    "Lowest opening 951.3. The 100-year HWL of the lake is 931.5 in the 2019 study; the opening is 4.3 ft above it.",
    # no opening stated: nothing to check the margin against
    "Water stands at 947.0 at the rear yard in the 100-year event and the opening sits 4.3 feet above it.",
    # a margin that is another structure's: the overflow's height over the pond, in the opening's sentence
    "The pond's 100-year level is 946.0. The lowest opening is 951.3 and the EOF is 1.5 feet above the 100-year HWL.",
    # the level named two sentences before the margin is too far to be the one it speaks of
    "The 100-year flood elevation of the lake is 931.5. Elevations are NGVD 29. The lowest opening is 934.6, "
    "3.1 feet above the flood elevation.",
    # the emergency overflow's height is a freeboard, not the opening's margin
    "Lowest opening 951.3. The pond's 100-year level is 947.0 and the EOF is 4.3 ft above it.",
])
def test_an_hwl_the_margin_does_not_prove_is_not_read(text):
    assert value(text, "hwl_100yr_elev_ft") is None


def test_a_required_margin_is_no_stated_one():
    from extract.propose.hwl_margin import read_margin
    from extract.layout.segments import Segment

    assert read_margin(Segment("The opening must be 2 ft above the 100-year HWL of 947.0.", "memo.pdf", 1, None)) == []
