"""Elevations: the lowest opening (lowest_opening_elev_ft) and the 100-year high water level it is set against
(hwl_100yr_elev_ft).

The margin between the two decides N.5.2. Near misses - a basin's or pond's own HWL, a lake's level named far
away, a neighbour's or an existing building's opening, a required minimum, a margin that does not fit the
level - must read nothing, so no margin is computed against the wrong water."""

from __future__ import annotations

import pytest

from extract.layout.segments import Segment
from extract.pdf.page import Line, Page
from extract.propose.candidate import WATER_BODY
from extract.propose.opening_pair import read_hwl_after_opening, read_hwl_before_opening, read_nearest_hwl, read_opening_of_own_homes
from extract.propose.quantities import read_sentence
from extract.propose.sheet_tables import read_sheet_openings

from fact_helpers import POND_LEVEL, fact_values, facts_of, read, read_dict, seg, value


def _plan_sheet(rows):
    lines = [Line(text=t, bbox=(78.0, 400.0 + 30 * i, 1400.0, 417.0 + 30 * i)) for i, t in enumerate(rows)]
    return Page(file="plans.pdf", number=3, width=2592, height=1728, lines=lines)


# ---------------------------------------------------------------- lowest opening and HWL
BUILDINGS = ("Low openings next to Biofiltration Basin B-1\n"
             "Building\tGarage floor\tLowest opening\tAdjacent 100-yr HWL (B-1)\n"
             "Bldg 1 (units 1-5)\t960.0\t960.4\t957.1\nBldg 2 (units 6-10)\t959.0\t959.4\t957.1\n"
             "Bldg 3 (units 11-14)\t958.2\t958.6\t957.1")


# -- the site's 100-year HWL is not a basin's -----------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "IB-7A: BOTTOM 949.0, 100-YR HWL 951.8; NO EXISTING WATER ELEVATIONS ON SITE.",
    "P-2: NWL 960.0, 100-YR HWL 963.1, EOF 964.6",
    "INFILTRATION BASIN 1: BOTTOM ELEV 940.0, HWL 943.5",
    # an hwl the margin does not prove is not read
    # the margin does not fit the elevation named
    "Lowest opening 951.3. The 100-year HWL of the lake is 931.5 in the 2019 study; the opening is 4.3 ft above it.",
    # no opening stated: nothing to check the margin against
    "Water stands at 947.0 at the rear yard in the 100-year event and the opening sits 4.3 feet above it.",
    # a margin that is another structure's: the overflow's height over the pond, in the opening's sentence
    "The pond's 100-year level is 946.0. The lowest opening is 951.3 and the EOF is 1.5 feet above the 100-year HWL.",
    # (a level two sentences before a margin that fits it exactly: tests/test_read_hwl_of_a_pond_alone.py)
    # the emergency overflow's height is a freeboard, not the opening's margin
    "Lowest opening 951.3. The pond's 100-year level is 947.0 and the EOF is 4.3 ft above it.",
])
def test_a_basin_note_states_no_site_hwl(text):
    assert value(text, "hwl_100yr_elev_ft") is None


@pytest.mark.parametrize("text,hwl", [
    pytest.param("The 100-year HWL adjacent to the building is 931.5.", 931.5, id="the-building"),
    pytest.param("The 100-year HWL adjacent to the gymnasium is 935.2", 935.2, id="a-named-building"),
])
def test_a_site_hwl_beside_the_building_is_still_read(text, hwl):
    assert value(text, "hwl_100yr_elev_ft") == hwl


def test_a_title_above_an_elevation_table_changes_nothing():
    rows = "Lot\tLowest opening\t100-yr HWL\nLot 1\t935.0\t931.5"
    for text in (rows, "Table 3 - Pond and building elevations\n" + rows):
        f = facts_of(text)
        assert (f.value("lowest_opening_elev_ft"), f.value("hwl_100yr_elev_ft")) == (935.0, 931.5)


@pytest.mark.parametrize("text, hwl, opening", [
    ("The chambers' 100-year high water level is 910.5. The new classroom wing's lowest door is 912.0.\n", 910.5, 912.0),
    ("East Pond: NWL 948.0, HWL 951.9; 2.1 feet of freeboard to the top of berm.\n"
     "Finished floor and lowest dock opening: 957.0.\n", 951.9, 957.0),
    ("100-year HWL of Pond 2 (the controlling level) is 975.2; the lowest house opening is 978.0.\n", 975.2, 978.0),
    # near misses: two levels before the opening, a lake's level, a required level
    ("Pond 1 HWL 951.9, Pond 2 HWL 953.0.\nLowest opening: 957.0.\n", None, 957.0),
    # (a lake's level alone beside an opening is a pond's own level: tests/test_read_hwl_of_a_pond_alone.py)
    ("The City requires openings at least 2 feet above the pond's 100-year level of 940.0.\nLowest opening: 943.0.\n",
     None, 943.0),
])
def test_the_level_an_opening_is_set_against(text, hwl, opening):
    facts = facts_of(text)
    assert facts.value("hwl_100yr_elev_ft") == hwl
    assert facts.value("lowest_opening_elev_ft") == opening


def test_a_lakes_flood_level_named_before_it_after_the_opening():
    text = "Lowest floor and lowest opening of the new home: 936.0. Lake Minnetonka 100-year flood elevation: 931.5.\n"
    facts = facts_of(text)
    assert (facts.value("lowest_opening_elev_ft"), facts.value("hwl_100yr_elev_ft")) == (936.0, 931.5)


def test_a_lowest_opening_schedule_on_a_plan_sheet():
    page = _plan_sheet(["LOW OPENING SCHEDULE", "BUILDING\tLOWEST OPENING\tADJ. 100-YR HWL", "BLDG. A\t957.2\t955.8",
                   "BLDG. B\t959.0\t955.8"])
    got = read_sheet_openings(page)
    assert [(g["opening"], g["hwl"]) for g in got] == [(957.2, 955.8)]  # the row that stands least above its level
    assert read_sheet_openings(_plan_sheet(["POND\tNWL\t100-YR HWL", "POND 1\t951.0\t955.8"])) == []


def test_an_adjacent_hwl_column_naming_its_basin():
    text = ("BUILDING ELEVATION TABLE\nBldg\tLowest floor (slab)\tLowest opening (garage door)\tAdj. 100-yr HWL (Basin 1)\n"
            "1\t929.8\t938.6\t937.0\n2\t930.2\t939.0\t937.0\n")
    facts = facts_of(text)
    assert (facts.value("lowest_opening_elev_ft"), facts.value("hwl_100yr_elev_ft")) == (938.6, 937.0)


def test_an_old_letters_opening_datum_and_margin():
    text = ("The lowest floor (walkout)opening is at elevation 934.5NGVD. The 100 yr\n"
            "high water elevation of Lake Minnetonka is 931.5, so the walkout sits 3.0 feet above it.\n")
    facts = facts_of(text)
    assert (facts.value("lowest_opening_elev_ft"), facts.value("hwl_100yr_elev_ft"), facts.value("vertical_datum")) == \
        (934.5, 931.5, "NGVD29")


def test_the_level_said_right_after_the_opening_wins_over_a_basins_level_before_it():
    text = ("Pond E-1: proposed NWL 930.5, 100-year HWL 934.2. IB-1: 100-year HWL 936.0.\n"
            "Lowest floor/opening elevations of new buildings: lowest opening 939.0. Adjacent 100-year HWL 934.2.\n")
    assert facts_of(text).value("hwl_100yr_elev_ft") == 934.2


# --- several ponds' HWLs in one row; the one beside the building named in the text -----------------
@pytest.mark.parametrize("text", [
    "HWL 944.5: HWL 943.0",
    "100-YR HWL 935.2 | 100-YR HWL 931.0",
    "HWL 982.4   HWL 979.2",
    "100-year HWL 912.0: 100-year HWL 910.5",
])
def test_one_label_across_columns_is_no_building_level(text: str) -> None:
    got = read_dict(text, True)
    assert "hwl_100yr_elev_ft" not in got and "lowest_opening_elev_ft" not in got


@pytest.mark.parametrize("text, hwl", [
    ("The gymnasium's lowest opening is 938.0; the 100-year high water elevation adjacent to the gymnasium is 935.2 "
     "(Pond 1).", 935.2),
    ("The 100-year HWL next to the new building is 905.1.", 905.1),
    ("Its lowest opening is 947.2, 2.7 ft above the 100-year HWL of 944.5 next to the building.", 944.5),
    ("The 100-year high water level adjacent to the house is 921.4.", 921.4),
    ("The lowest opening of any house adjacent to Pond 1 is 984.9, 2.5 ft above Pond 1's 100-year HWL of 982.4.", 982.4),
])
def test_hwl_beside_the_building(text: str, hwl: float) -> None:
    assert read_dict(text)["hwl_100yr_elev_ft"] == pytest.approx(hwl)


# --- the project's own homes named by the water they stand beside: the water is no label of the figure ----------
@pytest.mark.parametrize("text, want", [
    ("The lowest opening of any house adjacent to Pond 1 is 984.9, 2.5 ft above Pond 1's 100-year HWL of 982.4.", 984.9),
    ("The lowest opening of any new house adjacent to the pond is 982.5, which is 4.1 feet above the 100-year HWL.", 982.5),
    ("The lowest opening of the homes next to the stormwater pond is 951.2.", 951.2),
    ("The lowest opening of the building adjacent to Basin B-2 is 903.0.", 903.0),
    # near misses: someone else's homes by the pond, homes beside the site, a neighbour's lot by the wetland
    ("The lowest opening of the existing homes adjacent to the pond is 960.0.", None),
    ("The lowest openings of the adjacent homes are 960.0.", None),
    ("The lowest opening of the homes adjacent to the site is 960.0.", None),
    ("The lowest opening of the house adjacent to the wetland on the neighbouring lot is 960.0.", None),
    # the building whose opening it is, after a label that ends before "opening"; a comparison after the figure
    ("The finished floor and lowest door opening of the new building is 931.2 ft.", 931.2),
    ("The only new building is a restroom bldg; its lowest opening is 951.0 vs Pond 1 HWL 948.1.", 951.0),
    ("The lowest opening is 951.0 versus the pond HWL of 948.1.", 951.0),
    ("The lowest door opening of the adjacent building is 931.2 ft.", None),
    ("The lowest door opening of the existing building is 931.2 ft.", None),
])
def test_the_lowest_opening_of_homes_by_their_pond(text: str, want: float | None) -> None:
    assert read_dict(text).get("lowest_opening_elev_ft") == (pytest.approx(want) if want is not None else None)


@pytest.mark.parametrize("text", [
    "The 100-yr HWL adjacent to Pond 1 is 912.3.",
    "Pond 2 HWL 943.0, NWL 938.5, EOF 945.0.",
])
def test_a_ponds_own_hwl_is_not_the_buildings(text: str) -> None:
    """Read, but marked as the pond's own level: the rules never set the fact from it alone."""
    readings = [c for c in read_sentence(seg(text)) if c.name == "hwl_100yr_elev_ft"]
    assert readings and all(c.variant == WATER_BODY for c in readings)
    assert facts_of(text).value("hwl_100yr_elev_ft") is None


def test_an_hwl_in_brackets_before_the_opening():
    before = seg("WP-A: safety bench 10 ft at 10:1; freeboard from the 100-year level (958.3) to the top of berm is 1.8 ft.")
    assert [c.value for c in read_hwl_before_opening(before, seg("Lowest opening of the buildings is 960.5."))] == [958.3]
    opening_named_after = seg("Building FFE 902.0 = lowest opening (dock doors).")
    pond = seg("Pond 1: NWL 896.0, 100-yr HWL 900.6, bench 10 ft @ 10:1, 2.5 ft freeboard.")
    assert [c.value for c in read_hwl_before_opening(pond, opening_named_after)] == [900.6]


def test_a_facilitys_tag_after_a_level_in_a_building_table():
    got = facts_of("Building\tLowest opening (ft)\tAdjacent 100-yr HWL (ft)\tSeparation (ft)\n"
                "Retail/office building\t934.0\t932.0 (UG-1)\t2.0\n")
    assert (got.value("lowest_opening_elev_ft"), got.value("hwl_100yr_elev_ft")) == (934.0, 932.0)


def test_a_margin_in_words_gives_the_level():
    got = facts_of("UG-1 (bottom 936.0) sits above the Lake Minnetonka 100-year flood elevation of 931.5 and within a drainage and "
                "utility easement.\n"
                "The lowest opening of the building, the parking garage entrance, is at elevation 936.5, five feet above the\n"
                "100-year flood elevation.\n")
    assert got.value("hwl_100yr_elev_ft") == 931.5


def test_an_hwl_named_with_its_pond_in_brackets_before_the_opening():
    got = facts_of("The 100-year high water elevation of the adjacent storm pond (Wayzata Pond WP-7) is 931.8. The control "
                "building's lowest opening (door threshold) is at elevation 934.5, 2.7 ft above it.\n")
    assert (got.value("hwl_100yr_elev_ft"), got.value("lowest_opening_elev_ft")) == (931.8, 934.5)


@pytest.mark.parametrize("text, want", [
    # an appositive holding the fact's own label keeps it (external9); one holding a thing is set aside (external24)
    ("The garage entrance, the lowest opening of the new building, is at 891.4.", [("lowest_opening_elev_ft", 891.4)]),
    ("The lowest opening of the building, the parking garage entrance, is at elevation 936.5.", [("lowest_opening_elev_ft", 936.5)]),
])
def test_appositives(text, want):
    assert [(c.name, c.value) for c in read_sentence(seg(text))] == want


def test_an_hwl_of_the_pond_said_right_after_the_opening():
    got = facts_of("Building finished floor / lowest opening: 975.0. Pond 2 100-year HWL: 973.6.\n")
    assert (got.value("lowest_opening_elev_ft"), got.value("hwl_100yr_elev_ft")) == (975.0, 973.6)


def test_a_value_cut_after_its_preposition():
    got = fact_values("Openings: the lowest opening of the addition is the rear service door at\n936.4. The 100-year flood elevation "
                "of Lake Minnetonka is 931.5, so the door\nis 4.9 ft above it.")
    assert got["lowest_opening_elev_ft"] == 936.4 and got["hwl_100yr_elev_ft"] == 931.5


def test_the_hwl_in_the_sentence_after_the_opening_on_one_line():
    from extract.propose.opening_pair import read_opening_pair
    def hwl(text):
        return [c.value for c in read_opening_pair(seg(text)) if c.name == "hwl_100yr_elev_ft"]
    assert hwl("Addition lowest opening (classroom egress door): 962.4. West Pond 100-year HWL: 961.1.") == [961.1]
    assert hwl("Lowest opening of any unit: 957.0 (Building 7 lookout window). Pond 100-yr HWL: 953.8.") == [953.8]
    assert hwl("The lowest opening is 962.4. The existing 100-year HWL is 961.1.") == []  # an existing level: not the design's


def test_an_opening_named_by_its_part_after_several_words():
    from extract.propose.opening_pair import read_opening_pair
    assert [c.value for c in read_opening_pair(seg("The lowest opening of the building is the parking garage entry at 897.8."))] \
        == [897.8]
    assert read_opening_pair(seg("The lowest opening of the neighbouring building is the garage entry at 897.8.")) == []


@pytest.mark.parametrize("text,opening", [
    (BUILDINGS, 958.6),
    ("Lot\tLow opening elev.\t100-yr HWL\nLot 1\t972.5\t969.2\nLot 2\t972.0\t969.2\nLot 3\t973.1\t969.2", 972.0),
    ("Unit\tLOE\nA\t897.4\nB\t897.0\nC\t898.2", 897.0),
    ("Building\tLowest opening\nNorth building\t931.0\nSouth building\t930.5", 930.5),
    ("Home\tLowest Opening (ft)\tHWL (ft)\nHome 1\t 921.0 \t917.5\nHome 2\t 922.4\t917.5", 921.0),
    # a lowest opening named by its part of the building
    ("Lowest opening: parking garage entry 897.0; 100-year HWL of UG-1 and the street ponding area 893.4.", 897.0),
    ("Lowest opening - walkout door at 897.0", 897.0),
    ("Low opening: garage entry elev. 897.0", 897.0),
    ("The lowest opening (garage entrance) is 897.0.", 897.0),
    ("LOWEST OPENING = BASEMENT WINDOW 897.0", 897.0),
    ("The 100-year high water level of the vault is 853.6; the lowest opening, the garage door, is at 857.0.", 857.0),
    ("Lowest opening, garage entry, 857.0", 857.0),
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


def test_a_required_margin_is_no_stated_one():
    from extract.propose.hwl_margin import read_margin
    from extract.layout.segments import Segment

    assert read_margin(Segment("The opening must be 2 ft above the 100-year HWL of 947.0.", "memo.pdf", 1, None)) == []


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
    assert read("Lake Minnetonka's 100-year flood elevation is 931.5.") == [(POND_LEVEL, 931.5)]


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


def test_a_range_of_openings_for_some_lots_is_not_the_lowest():
    assert read("Lots 1-6 and 8-11 have lowest openings between 952.0 and 961.5.") == []
    assert read("Lowest floor elevations range from 981.0 to 994.5.") == [("lowest_opening_elev_ft", 981.0)]


def test_the_lot_named_where_the_opening_is():
    assert read("The lowest opening of the new homes is the Lot 7 lookout window at 948.6.") == [("lowest_opening_elev_ft", 948.6)]
    assert read("The lowest opening of the neighbor's home is the Lot 7 lookout window at 948.6.") == []


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


# -- the lowest opening of a named building, read through the whole fact reader ------------------------------
@pytest.mark.parametrize("text,expected", [
    pytest.param("3.04 Lowest opening of the field house (east service door): 887.5, 2.8 ft above the P-1 100-year HWL.",
                 887.5, id="numbered-label-door-aside"),
    pytest.param("Lowest opening of the field house (east door) is 887.5", 887.5, id="named-building-door-aside"),
    pytest.param("Lowest opening of the new field house: 887.5", 887.5, id="new-named-building"),
    pytest.param("Lowest opening of the field house is 887.5", 887.5, id="named-building-is"),
    pytest.param("Lowest opening of the building: 887.5", 887.5, id="the-building"),
    # every lot's opening, with the plan's minimum only in an aside
    pytest.param("The lowest opening of every lot (minimum lowest opening elevation on the grading plan) is 947.0, "
                 "which is 2.4 feet above the Pond 1 100-year HWL of 944.6.", 947.0, id="every-lot-minimum-in-aside"),
    # the design's own floor for its openings
    pytest.param("The lowest openings of the six new homes will be set at 968.0 or higher, which is at least 3.2 feet "
                 "above that high water level.", 968.0, id="own-homes-or-higher"),
    # a labelled line whose last sentence wraps is read whole
    pytest.param("Elevations (NAVD 88): 100-year high water elevation at the Vicksburg Lane low point next to the building 947.0; "
                 "lowest\nopening of the building (drive-through window sill) 951.3.", 951.3, id="wrapped-label-line-window-sill"),
    pytest.param("Minnehaha Creek at the site: normal water 890.2, 100-year flood elevation 893.4 (FEMA). Lowest\n"
                 "opening of the building (parking garage entrance) 899.8; first floor 901.0.", 899.8, id="wrapped-label-line-garage"),
    # a neighbour named in the sentence is not the subject of our opening
    pytest.param("The lowest opening (garage door) is 899.0.", 899.0, id="our-opening-door-aside"),
    pytest.param("Our lowest opening (garage door) is 899.0.", 899.0, id="our-opening-said-ours"),
    pytest.param("The new home's lowest opening is 903.5, 3.5 feet above the neighbour's pond HWL.", 903.5,
                 id="new-homes-opening-beside-neighbours-hwl"),
])
def test_the_projects_lowest_opening_is_read(text, expected):
    assert value(text, "lowest_opening_elev_ft") == expected


@pytest.mark.parametrize("text", [
    # another building's opening
    pytest.param("Lowest opening of the neighbor's house: 880.0", id="neighbors-house"),
    pytest.param("Lowest opening of the existing house: 880.0", id="existing-house"),
    pytest.param("Lowest opening of the adjacent field house: 880.0", id="adjacent-field-house"),
    pytest.param("Lowest opening of the Smith family house to the north: 880.0", id="family-house-to-the-north"),
    pytest.param("The minimum lowest opening of the field house is 887.5", id="minimum-of-field-house"),
    pytest.param("Lowest opening of the building at 123 Main: 887.5", id="building-at-an-address"),
    # required and neighbouring openings
    pytest.param("The lowest opening of every lot (minimum required by the city) is 947.0.", id="every-lot-required-aside"),
    pytest.param("The minimum lowest opening of every lot is 947.0.", id="minimum-of-every-lot"),
    pytest.param("The lowest opening of every lot must be at least 947.0.", id="every-lot-must-be-at-least"),
    pytest.param("The lowest opening of every lot shall be 947.0", id="every-lot-shall-be"),
    pytest.param("The lowest opening (required) is 947.0", id="required-aside"),
    pytest.param("Lowest opening of the adjacent lot: 950.0", id="adjacent-lot"),
    pytest.param("Lowest opening of the adjacent house: 950.0", id="adjacent-house"),
    # a named building's floor is not its opening
    pytest.param("Lowest floor elevation of the anchor store: 951.0.", id="anchor-store-floor"),
    pytest.param("Low floor of the field house: 887.5", id="field-house-low-floor"),
    # a wrapped opening that is not the project's
    pytest.param("Elevations: 100-year HWL of Pond 1 is 947.0; lowest\nopening of the neighbor's house 951.3.", id="wrapped-neighbors-house"),
    pytest.param("Elevations: pond HWL 947.0; lowest\nopening required by the city 951.3.", id="wrapped-required-by-city"),
    # openings at or above a required or foreign figure
    pytest.param("The lowest openings of the neighbouring homes are 960.0 or higher.", id="neighbouring-homes-or-higher"),
    pytest.param("The lowest openings of the neighbouring homes are 960.0.", id="neighbouring-homes"),
    pytest.param("Lowest openings of the homes must be 968.0 or higher", id="homes-must-be-or-higher"),
    pytest.param("The minimum lowest opening is 968.0 or higher", id="minimum-or-higher"),
    pytest.param("Lowest opening shall be set at 968.0 or higher.", id="shall-be-or-higher"),
    pytest.param("The lowest floor will be 968.0 or higher.", id="lowest-floor-or-higher"),
    # a neighbour's opening named before the label is not ours
    pytest.param("The neighbour's lowest opening (garage door) is 899.0.", id="neighbours-opening-first-door-aside"),
    pytest.param("The neighbor's lowest opening is 899.0.", id="neighbors-opening-first"),
    pytest.param("The adjacent home's lowest opening is 899.0.", id="adjacent-homes-opening-first"),
    pytest.param("The downstream neighbour's lowest opening is at 899.0.", id="downstream-neighbours-opening-first"),
])
def test_an_opening_not_the_projects_or_only_required_is_not_read(text):
    assert value(text, "lowest_opening_elev_ft") is None


# -- elevations in a building table --------------------------------------------------------------------------
def test_building_table_pairs_opening_and_hwl():
    f = facts_of("Building\tLowest Opening\tAdjacent 100-yr HWL\tSeparation\nBuilding A\t932.5\t929.1\t3.4")
    assert f.value("lowest_opening_elev_ft") == 932.5
    assert f.value("hwl_100yr_elev_ft") == 929.1


@pytest.mark.parametrize("text", [
    pytest.param("Pond\tNWL\t100-yr HWL\nPond 1\t905.0\t908.4", id="pond-table"),
    pytest.param("Basin\tBottom\tHWL\tEOF\nInfiltration Basin\t901.0\t903.5\t904.0", id="basin-table"),
])
def test_pond_level_tables_give_no_building_hwl(text):
    assert value(text, "hwl_100yr_elev_ft") is None


def test_two_buildings_with_different_openings_are_a_conflict():
    f = facts_of("Building\tLowest Floor Elev.\nBuilding A\t932.5\nBuilding B\t934.0")
    fact = f.facts["lowest_opening_elev_ft"]
    assert fact.value is None and fact.conflict


@pytest.mark.parametrize("text,expected", [
    # a required figure beside the design's
    pytest.param("The minimum required lowest opening is 914.0; the proposed lowest opening is 915.2.", 915.2,
                 id="required-then-proposed"),
    pytest.param("Low entry elevation = 921.0", 921.0, id="low-entry-equals"),
])
def test_the_opening_in_odd_labels_and_beside_a_requirement(text, expected):
    assert value(text, "lowest_opening_elev_ft") == expected


# -- lowest opening versus low floor --------------------------------------------------------------------------
@pytest.mark.parametrize("text,elev", [
    ("Low floor 931.0. Lowest opening 932.4.", 932.4),
    ("Building A: low floor elevation 931.0, lowest opening 932.4", 932.4),
    ("Lowest floor elevation = 931.0\nLow opening elevation = 932.4", 932.4),
    ("LOWEST FLOOR 931.0  LOWEST OPENING 932.4", 932.4),
    ("The lowest floor elevation is 931.0.", 931.0),
])
def test_lowest_opening_preferred_over_low_floor(text, elev):
    f = facts_of(text)
    assert f.value("lowest_opening_elev_ft") == elev
    assert f.facts["lowest_opening_elev_ft"].conflict is None


@pytest.mark.parametrize("text,elev", [
    ("LFE = 931.0  LOE = 932.4", 932.4),
    ("Garage floor 933.5, lowest opening 932.4", 932.4),
    ("Building\tLow Floor\tLowest Opening\tHWL\nHouse\t931.0\t932.4\t928.0", 932.4),
    ("Lowest floor 931.0 (walkout), lowest opening 932.4", 932.4),
    ("LFE 931.0", 931.0),  # no opening stated: the floor is the lowest the documents give
])
def test_opening_over_floor_in_more_layouts(text, elev):
    f = facts_of(text)
    assert f.value("lowest_opening_elev_ft") == elev
