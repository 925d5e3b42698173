"""Round 4: the facts that still decided the wrong Rule N paragraph on blind packages.

A sidewalk or trail inside a road project (N.2.E.4), the aggregate area of a common scheme
of development (N.2.G) and each pond's freeboard (N.5.3), in the many ways engineers write
them, and the near misses that must stay unread: a wrong "present" is worse than a miss.
Every case is written here in a voice of its own; the class is tested, never one sentence.
"""

import pytest

from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts


def facts_of(*texts):
    return read_facts([page_from_text(t, file=f"doc{i}.pdf") for i, t in enumerate(texts)])


def value(text, name):
    return facts_of(text).value(name)


def trail(*texts):
    return facts_of(*texts).value("sidewalk_trail")


# -- sidewalk / trail -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("The project includes a 10-foot bituminous trail separated from the curb by an 8' boulevard.",
     {"width_ft": 10, "buffer_ft": 8}),
    ("An 8-ft concrete sidewalk with a 5-foot grass boulevard on both sides will be built along the east side.",
     {"width_ft": 8, "buffer_ft": 5}),
    ("Trail width: 10 ft; turf buffer: 6 ft each side", {"width_ft": 10, "buffer_ft": 6}),
    ("A new multi-use path (10' wide) is proposed on the north side. A minimum 5' vegetated buffer is maintained "
     "on each side except at 4 driveway crossings (approx. 9% of the buffer area).",
     {"width_ft": 10, "buffer_ft": 5, "crossing_pct": 9}),
    ("The reconstruction adds 0.42 ac of trail.", {"area_ac": 0.42}),
    ("Trail summary\nTrail width\tBuffer\tCrossings\n10 ft\t5 ft\t8%", {"width_ft": 10, "buffer_ft": 5, "crossing_pct": 8}),
    ("TYPICAL SECTION\n10' TRAIL\t5' BLVD", {"width_ft": 10, "buffer_ft": 5}),
    ("A ten-foot trail with five-foot turf boulevards on each side is included.", {"width_ft": 10, "buffer_ft": 5}),
    ("The shared-use path is 10 feet wide and is flanked by 5-foot turf boulevards.", {"width_ft": 10, "buffer_ft": 5}),
    ("The trail is 8 feet wide and 2,640 feet long, with a 6-foot turf shoulder on each side.",
     {"width_ft": 8, "buffer_ft": 6}),
    ("The trail is 10 feet wide with a 5-foot turf boulevard on each side. Its 0.38 acres of bituminous surface are "
     "excluded from the net increase under Rule N.2.E.4; street and driveway crossings cover 12% of the required "
     "buffer area.", {"width_ft": 10, "buffer_ft": 5, "crossing_pct": 12, "area_ac": 0.38}),
    ("Trail: 10' bituminous, 6' turf boulevard each side, crossings 12% of buffer area",
     {"width_ft": 10, "buffer_ft": 6, "crossing_pct": 12}),
    ("A 10-foot-wide trail will be built with a six-foot grass boulevard between it and the curb and a 6-foot "
     "turf strip behind it.", {"width_ft": 10, "buffer_ft": 6}),
    ("New sidewalk: 6 ft wide concrete, boulevard 5 ft both sides.", {"width_ft": 6, "buffer_ft": 5}),
    ("The trail's impervious surface totals 0.42 acres.", {"area_ac": 0.42}),
    ("Trail impervious area\t0.42 ac", {"area_ac": 0.42}),
])
def test_trail_round4(text, expected):
    t = trail(text)
    assert t is not None
    for k, v in expected.items():
        assert t[k] == pytest.approx(v), k


@pytest.mark.parametrize("text", [
    "The City will construct a standalone paved trail connection between Louisiana Avenue and the regional trail.",
    "The project is a stand-alone 8-foot trail; no roadway work is included.",
])
def test_standalone_trail_round4(text):
    assert trail(text)["standalone"] is True


@pytest.mark.parametrize("text,field", [
    # two facilities: whose width is whose is not said for one trail
    ("The project adds a 6-foot sidewalk on the east side and a 10-foot trail on the west side.", "width_ft"),
    # a buffer on one side only is no buffer on each side
    ("The 10-foot trail has a 6-foot boulevard on the street side only.", "buffer_ft"),
    ("The 10-foot trail has a 6-foot boulevard on the street side and abuts the back of the retaining wall on the "
     "other side.", "buffer_ft"),
    # a water buffer, an easement, a road's shoulders: not the trail's buffer
    ("A 10-foot trail is proposed. A 50-foot wetland buffer will be maintained.", "buffer_ft"),
    ("The roadway has 12-foot travel lanes and 8-foot shoulders; a 10-foot trail runs along the north side.",
     "buffer_ft"),
    ("A 20-foot drainage and utility easement runs along the trail.", "width_ft"),
    # areas of other things beside a trail
    ("The 2.5-acre corridor includes the trail and the street.", "area_ac"),
    ("The project disturbs 3.1 acres along the trail.", "area_ac"),
])
def test_trail_near_misses(text, field):
    t = trail(text)
    assert t is None or t[field] is None


@pytest.mark.parametrize("text", [
    "Sidewalks and trails of 10 feet or less with a 5-foot pervious buffer on each side are excluded under N.2.E.4.",
    "The roadway is 32 feet wide from face of curb to face of curb.",
    "The boulevard trees will be planted 40 feet on center.",
])
def test_no_trail_from_rules_or_roads(text):
    t = trail(text)
    assert t is None or (t["width_ft"] is None and t["buffer_ft"] is None)


# -- common scheme of development (N.2.G: the aggregate area, never a part of it or a parent parcel) ------------
@pytest.mark.parametrize("text,acres", [
    ("Together with the 3.2-acre Phase 1 constructed in 2019 by the same owner, the common plan of development "
     "totals 11.6 acres.", 11.6),
    ("Aggregate area of development under common ownership: 14.2 acres", 14.2),
    ("The adjacent parcel to the east (4.1 ac) is under related ownership and was developed in 2021; the combined "
     "area of the common scheme is 9.3 acres.", 9.3),
    ("Common scheme of development (cumulative since 1996): 12.5 ac", 12.5),
    ("Common ownership aggregate area\t10.4 ac", 10.4),
    ("This is Phase II of Cedar Ridge (Phase I: 5.0 acres); the total area under common ownership since Rule N "
     "took effect is 9.8 acres.", 9.8),
    ("The aggregate area of adjacent sites under common ownership is 21.0 acres.", 21.0),
    ("Including the adjacent parcel under common ownership (Lot 2, 4.1 ac, developed 2021), the total area of "
     "development is 8.6 acres.", 8.6),
    ("The site and the adjacent Lot 2, both owned by Smith Holdings, total 7.9 acres in aggregate.", 7.9),
    ("Cumulative development under the same ownership since 1996 totals 16.3 acres.", 16.3),
    ("Combined with the adjoining parcel owned by the applicant, the common scheme area is 9.40 acres.", 9.4),
    ("The site is part of a common scheme of development with the adjacent parcels under related ownership; "
     "the aggregate area of these sites is 9.40 acres.", 9.4),
])
def test_common_scheme_round4(text, acres):
    assert value(text, "common_scheme_area_ac") == pytest.approx(acres, rel=0.01)


@pytest.mark.parametrize("text", [
    "The 40-acre parent parcel is owned by the applicant.",
    "The site drains to an off-site area of 25 acres under common ownership.",
    "No adjacent land is under common ownership.",
    "The adjacent parcel (4.1 ac) is owned by others.",
    "Common areas (outlots) total 1.2 acres and will be owned by the homeowners association.",
    "The homeowners association will own the common open space (2.3 acres).",
    "The total site area is 4.5 acres.",
    "Adjacent sites under common or related ownership are considered in the aggregate under N.2.G.",
    "The adjacent parcel under common ownership (Lot 2, 4.1 ac, developed 2021) drains to the east.",
])
def test_common_scheme_near_misses(text):
    assert value(text, "common_scheme_area_ac") is None


# -- ponds: each pond's freeboard -------------------------------------------------------------------------------
def ponds(*texts):
    got = facts_of(*texts).value("ponds")
    return {p["name"]: p for p in got or []}


TWO_PONDS = ("Pond\tNWL\tHWL\tBench width\tBench slope\n"
             "Pond 1\t900.0\t903.2\t10 ft\t10:1\n"
             "Pond 2\t910.5\t913.0\t12 ft\t10:1")


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


# -- the site's 100-year HWL is not a basin's -----------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "IB-7A: BOTTOM 949.0, 100-YR HWL 951.8; NO EXISTING WATER ELEVATIONS ON SITE.",
    "P-2: NWL 960.0, 100-YR HWL 963.1, EOF 964.6",
    "INFILTRATION BASIN 1: BOTTOM ELEV 940.0, HWL 943.5",
])
def test_a_basin_note_states_no_site_hwl(text):
    assert value(text, "hwl_100yr_elev_ft") is None


def test_a_site_hwl_beside_the_building_is_still_read():
    assert value("The 100-year HWL adjacent to the building is 931.5.", "hwl_100yr_elev_ft") == 931.5


# -- more voices, written after the first run ------------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("A 10-foot bituminous trail will be constructed along the north side of the road, separated from the back of "
     "curb by an 8-foot turf boulevard.", {"width_ft": 10, "buffer_ft": 8}),
    ("The trail will be 10' wide, with 5' of turf on each side.", {"width_ft": 10, "buffer_ft": 5}),
    ("The trail accounts for 0.50 acres of the new impervious surface.", {"area_ac": 0.5}),
    ("Trail area = 21,780 SF (0.50 AC)", {"area_ac": 0.5}),
    ("The trail covers 0.5 acres.", {"area_ac": 0.5}),
    ("Sidewalk/trail\nWidth: 10 ft\nBuffer: 5 ft (each side)\nCrossings: 12% of buffer\nImpervious area: 0.42 ac",
     {"width_ft": 10, "buffer_ft": 5, "crossing_pct": 12, "area_ac": 0.42}),
    ("The proposed trail measures 10 feet in width and is bordered on both sides by a 5-foot pervious (turf) buffer.",
     {"width_ft": 10, "buffer_ft": 5}),
])
def test_trail_more_voices(text, expected):
    t = trail(text)
    assert t is not None
    for k, v in expected.items():
        assert t[k] == pytest.approx(v), k


def test_trail_block_with_a_one_sided_buffer_reads_no_buffer():
    t = trail("Proposed trail\nWidth: 10 ft\nBoulevard: 6 ft (street side only)")
    assert t["width_ft"] == 10 and t["buffer_ft"] is None


@pytest.mark.parametrize("text", [
    "The applicant also owns the adjacent 7.9-acre parcel to the north, developed in 2021; together the sites total "
    "9.4 acres.",
    "Common scheme: this 1.5-acre site and the adjacent 7.9-acre parcel (same owner, developed 2019) = 9.4 acres "
    "aggregate.",
    "Under N.2.G, the site is considered together with the adjacent parcel under common ownership, for an aggregate "
    "of 9.4 acres.",
    "The common development area, including the previously developed parcel owned by the applicant, is 9.4 acres.",
    "Adjacent development by the same owner since 1996 brings the total to 9.4 acres.",
    "Site plus adjacent commonly-owned land: 9.4 acres",
    "The site is one of several adjacent parcels owned by Lakeview Partners; combined, they cover 9.4 acres.",
    "This project is Phase II of Cedar Ridge; Phase I (7.9 acres) was developed by the same owner in 2018. The "
    "combined area is 9.4 acres.",
    "Related-ownership parcels total 9.4 acres.",
    "Together with adjacent land under common ownership, the development area is 9.4 acres.",
])
def test_common_scheme_more_voices(text):
    f = facts_of(text)
    assert f.value("common_scheme_area_ac") == pytest.approx(9.4)
    assert f.value("site_area_ac") != pytest.approx(9.4)  # the aggregate is never taken for the site


@pytest.mark.parametrize("text", [
    "The site is owned by Lakeview Partners LLC. The total site area is 4.5 acres.",
    "No land adjacent to the site is under common ownership. The combined area of the two lots is 1.2 acres.",
    "The parent parcel under common ownership totals 40 acres.",
])
def test_common_scheme_more_near_misses(text):
    assert facts_of(text).value("common_scheme_area_ac") is None


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
def test_freeboard_more_voices(prose):
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


@pytest.mark.parametrize("text,expected", [
    ("A 10-foot shared use path with 5-foot boulevards on each side is proposed.", (10, 5)),
    ("A 10' multiuse path with 5' turf buffers on both sides is proposed.", (10, 5)),
    ("The path will be 10 feet wide with 5-foot grass buffers on both sides.", (10, 5)),
    ("A 10-ft bikeway with 5-ft turf boulevards on each side is included.", (10, 5)),
    ("The trail is 10 feet wide with 5 feet of pervious buffer on each side (10 feet of buffer in total).", (10, 5)),
])
def test_paths_by_other_names(text, expected):
    t = trail(text)
    assert (t["width_ft"], t["buffer_ft"]) == expected


def test_an_area_said_as_the_trails_size():
    assert trail("The 0.42 acre trail is excluded from the net increase.")["area_ac"] == pytest.approx(0.42)


# -- layouts: form lines run on under a table, key/value columns, list items under an introducing sentence ------
def test_freeboard_form_lines_under_a_pond_table_name_their_pond():
    got = ponds("Pond\tNWL\t100-yr HWL\tBench width\tBench slope\nPond 1\t900.0\t903.2\t10 ft\t10:1\n"
                "Pond 2\t910.5\t913.0\t12 ft\t10:1\nFreeboard, Pond 1:\t2.0 ft\nFreeboard, Pond 2:\t2.5 ft")
    assert set(got) == {"Pond 1", "Pond 2"}
    assert (got["Pond 1"]["safety_bench_width_ft"], got["Pond 1"]["freeboard_ft"]) == (10, 2.0)
    assert (got["Pond 2"]["safety_bench_width_ft"], got["Pond 2"]["freeboard_ft"]) == (12, 2.5)


@pytest.mark.parametrize("text", [
    "Sidewalk / trail (N.2.E.4)\nFacility\tWidth\tPervious buffer\tCrossings\tArea\n"
    "Multi-use trail\t10 ft\t5 ft each side\t12%\t0.42 ac",
    "The project reconstructs County Road 19 and adds a trail.\nTrail width:\t10 ft\nBuffer (each side):\t5 ft\n"
    "Crossings:\t12% of buffer area\nTrail area:\t0.42 ac",
    "The project includes a new trail along the north side of County Road 19:\n\u2022\t10-foot bituminous surface\n"
    "\u2022\t5-foot turf boulevard on both sides\n\u2022\tdriveway crossings cover 12% of the buffer\n"
    "\u2022\t0.42 acres of new trail pavement",
])
def test_trail_layouts(text):
    t = trail(text)
    assert (t["width_ft"], t["buffer_ft"], t["crossing_pct"], t["area_ac"]) == (10, 5, 12, 0.42)


def test_a_list_item_that_is_no_surface_gives_no_width():
    t = trail("The project includes a new trail:\n\u2022\t6-foot chain link fence along the back side\n"
              "\u2022\t5-foot turf boulevard on both sides")
    assert t["width_ft"] is None and t["buffer_ft"] == 5


def test_aggregate_beside_its_parts_in_a_form():
    f = facts_of("Site area:\t1.5 ac\nAdjacent parcel under common ownership:\t7.9 ac (developed 2019)\n"
                 "Aggregate area (N.2.G):\t9.4 ac")
    assert f.value("common_scheme_area_ac") == pytest.approx(9.4) and f.value("site_area_ac") == pytest.approx(1.5)


@pytest.mark.parametrize("text", [
    "Adjacent parcel under common ownership:\t7.9 ac (developed 2019)",
    "Phase 1 (same owner): 5.0 acres",
])
def test_a_part_of_the_scheme_is_not_the_aggregate(text):
    assert value(text, "common_scheme_area_ac") is None


@pytest.mark.parametrize("text,buffer", [
    ("The 10-foot trail is separated from the curb by an 8' boulevard and has a 5' turf strip behind it.", 5),
    ("A 10-foot trail with a 6-foot boulevard on the street side and a 5-foot grass strip on the other side.", 5),
])
def test_buffers_of_two_sides_give_the_narrower(text, buffer):
    t = trail(text)
    assert t["width_ft"] == 10 and t["buffer_ft"] == buffer


def test_two_trails_with_two_buffers_stay_a_conflict():
    f = facts_of("A 6-foot sidewalk with 5-foot boulevards runs on the east side and a 10-foot trail with 8-foot "
                 "boulevards on the west side.")
    assert f.value("sidewalk_trail") is None and f.facts["sidewalk_trail"].conflict


def test_an_existing_walk_that_goes_is_not_the_new_trails_width():
    t = trail("The existing 6-foot sidewalk will be removed and replaced with a 10-foot trail with 5-foot boulevards "
              "on both sides.")
    assert t["width_ft"] == 10 and t["buffer_ft"] == 5


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


def test_parts_in_asides_beside_their_total():
    f = facts_of("COMMON SCHEME OF DEVELOPMENT (N.2.G): THIS SITE (1.5 AC) AND THE ADJACENT LOT 2 (7.9 AC), BOTH OWNED "
                 "BY LAKEVIEW LLC, TOTAL 9.4 AC.")
    assert f.value("common_scheme_area_ac") == pytest.approx(9.4)


@pytest.mark.parametrize("cell,fb", [("2.1 feet", 2.1), ("2.1 ft (min.)", 2.1), ("2.1' to EOF", 2.1), ("2.1-ft", 2.1)])
def test_freeboard_cells_in_words(cell, fb):
    got = ponds(f"Pond\tBench width\tBench slope\tFreeboard\nPond 1\t10 feet\t10:1 (H:V)\t{cell}\n"
                f"Pond 2\t12 feet\t10:1 (H:V)\t2.5 feet")
    assert got["Pond 1"]["freeboard_ft"] == pytest.approx(fb) and got["Pond 2"]["freeboard_ft"] == pytest.approx(2.5)
    assert got["Pond 1"]["safety_bench_width_ft"] == 10 and got["Pond 1"]["safety_bench_slope_h_per_v"] == 10


EOF_TABLE = ("Pond\tNWL\t100-yr HWL\tEOF\tBench width\tBench slope\n"
             "Pond 1\t900.0\t903.2\t905.3\t10 ft\t10:1\nPond 2\t910.5\t913.0\t915.5\t12 ft\t10:1")


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


# -- plan sheets: tables beside the title block, notes wrapped around it --------------------------------------
def sheet_facts(text):
    return read_facts([page_from_text(text, file="plans.pdf", width=1224.0, height=792.0)])


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


def test_sheet_trail_table_cut_off_from_its_values():
    f = sheet_facts("TRAIL DATA (N.2.E.4)\nTRAIL WIDTH\tBUFFER (EACH SIDE) CROSSINGS\tTRAIL AREA\tPROJECT\n"
                    "10 FT\t5 FT\t12%\t0.42 AC")
    t = f.value("sidewalk_trail")
    assert (t["width_ft"], t["buffer_ft"], t["crossing_pct"], t["area_ac"]) == (10, 5, 12, 0.42)


def test_sheet_wetland_buffer_table_is_no_trail():
    f = sheet_facts("WETLAND BUFFER TABLE\nWETLAND\tBUFFER WIDTH\tCROSSINGS\nW-1\t25 FT\t0%")
    assert f.value("sidewalk_trail") is None


def test_sheet_note_about_a_pond_wrapped_onto_the_next_line():
    f = sheet_facts("Pond\tBench width\nPond 1\t10 ft\nPond 2\t12 ft\n"
                    "1. POND 1: NWL 900.0, 100-YR HWL 903.2, FREEBOARD 2.0 FT.\n"
                    "2. POND 2: NWL 910.5, 100-YR HWL 913.0, 12 FT SAFETY BENCH\tCedar Ridge\nAT 10:1, FREEBOARD 2.5 FT.")
    got = {p["name"]: p for p in f.value("ponds")}
    assert got["Pond 1"]["freeboard_ft"] == 2.0 and got["Pond 2"]["freeboard_ft"] == 2.5


# -- the aggregate from its parts, where only the other part is sized -------------------------------------------
@pytest.mark.parametrize("text,acres", [
    ("The site is 4.5 acres. The adjacent parcel under common ownership (Lot 2, 4.1 ac, developed 2021) drains to "
     "the east.", 8.6),
    ("The project site is 4.40 acres. This is Phase II of Cedar Ridge (Phase I: 5.0 acres, 2018).", 9.4),
    ("Site area: 1.5 ac\nAdjacent parcel under common ownership: 7.9 ac", 9.4),
    ("Site area: 1.5 ac\nThe applicant also owns the adjacent 7.9-acre parcel to the north, developed in 2019.", 9.4),
])
def test_aggregate_derived_from_this_site_and_the_other_part(text, acres):
    f = facts_of(text)
    fact = f.facts["common_scheme_area_ac"]
    assert fact.value == pytest.approx(acres) and fact.source == "derived" and len(fact.evidence) >= 2


@pytest.mark.parametrize("text", [
    "Site area: 1.5 ac\nThe adjacent parcel (4.1 ac) is owned by others.",
    "Site area: 1.5 ac\nThe 40-acre parent parcel is under common ownership.",
    "Site area: 1.5 ac\nNo adjacent land is under common ownership (the adjacent parcel is 4.1 ac).",
    "The adjacent parcel under common ownership (Lot 2, 4.1 ac, developed 2021) drains to the east.",  # no site area
    "Site area: 1.5 ac\nThe adjacent parcels under common ownership are Lot 2 (4.1 ac) and Lot 3 (2.2 ac).",
])
def test_no_aggregate_without_this_site_and_one_owned_part(text):
    assert facts_of(text).value("common_scheme_area_ac") is None


def test_a_stated_aggregate_wins_over_the_sum():
    f = facts_of("Site area: 1.5 ac\nAdjacent parcel under common ownership: 7.9 ac\nAggregate area: 9.4 ac")
    assert f.facts["common_scheme_area_ac"].source == "extracted"


def test_sheet_note_cut_by_title_block_words_is_put_back_together():
    f = sheet_facts("NOTES\tAcme Engineering\n"
                    "1. PROPOSED 10' BITUMINOUS TRAIL WITH 5' TURF BOULEVARD\tPROJECT\n"
                    "EACH SIDE. DRIVEWAY CROSSINGS = 12% OF BUFFER AREA. TRAIL\tCedar Ridge\n"
                    "AREA = 0.42 AC.\tLOCATION")
    t = f.value("sidewalk_trail")
    assert (t["width_ft"], t["buffer_ft"], t["crossing_pct"], t["area_ac"]) == (10, 5, 12, 0.42)


def test_sheet_notes_end_at_a_table():
    f = sheet_facts("NOTES\tAcme Engineering\n1. POND 1 FREEBOARD 2.0 FT.\n"
                    "WETLAND\tBUFFER WIDTH\tAVERAGE\nW-1\t25 FT\t30 FT")
    assert f.value("sidewalk_trail") is None


@pytest.mark.parametrize("text", [
    "Site area: 1.50 ac\nAggregate acreage: 9.40",
    "Site area: 1.50 ac\nCumulative area (N.2.G): 9.40 ac",
    "Site area: 1.50 ac\nOverall development area (all phases, same owner): 9.40 acres",
    "Lakeview LLC has developed 9.40 acres of adjacent land, including this site, since 1997.",
    "The site and the abutting parcel are owned by the same entity; combined area 9.40 ac.",
    "The project (1.50 ac) is the second phase of Lakeview Commons. Including Phase 1, constructed in 2019 by the "
    "same developer, 9.40 acres have been developed under a common plan since Rule N took effect.",
])
def test_common_scheme_labels_and_owners_words(text):
    f = facts_of(text)
    assert f.value("common_scheme_area_ac") == pytest.approx(9.4)
    assert f.value("site_area_ac") in (None, pytest.approx(1.5))


def test_common_scheme_in_a_form_row():
    f = facts_of("Project area\t1.50 ac\nCommon scheme (N.2.G)\tYes; adjacent Lot 2 (7.90 ac) under common ownership")
    assert f.value("common_scheme_area_ac") == pytest.approx(9.4)


@pytest.mark.parametrize("text,name,expected", [
    ("Under N.2.G, adjacent sites under common ownership must be considered in the aggregate; the aggregate area of "
     "this site and Lot 2 is 9.40 acres.", "common_scheme_area_ac", 9.4),
    ("A trail must be no wider than 10 feet to qualify, and the proposed trail is 8 feet wide with 5-foot turf "
     "boulevards on both sides.", "sidewalk_trail", {"width_ft": 8, "buffer_ft": 5}),
    ("Ponds shall provide 2 feet of freeboard; Pond 1 provides 2.5 feet of freeboard.", "ponds", 2.5),
])
def test_a_plain_clause_beside_a_rule_is_read(text, name, expected):
    got = facts_of(text).value(name)
    if name == "ponds":
        assert got[0]["freeboard_ft"] == pytest.approx(expected)
    elif isinstance(expected, dict):
        assert all(got[k] == v for k, v in expected.items())
    else:
        assert got == pytest.approx(expected)


def test_a_rule_clause_alone_is_still_not_read():
    f = facts_of("Ponds shall provide 2 feet of freeboard; trails must be no wider than 10 feet.")
    assert f.value("ponds") is None and f.value("sidewalk_trail") is None


@pytest.mark.parametrize("table,acres", [
    ("Impervious surface\tArea (ac)\nRoadway\t1.20\nTrail\t0.42\nTotal\t1.62", 0.42),
    ("Surface\tExisting\tProposed\nRoadway\t1.10 ac\t1.20 ac\nSidewalk/trail\t0.00 ac\t0.42 ac", 0.42),
    ("Impervious breakdown\tArea\nBituminous trail (excluded, N.2.E.4)\t18,295 sf", 0.42),
])
def test_trail_row_of_an_impervious_table(table, acres):
    f = facts_of("A 10-foot trail with 5-foot boulevards on both sides is proposed.\n", table)
    assert f.value("sidewalk_trail")["area_ac"] == pytest.approx(acres, rel=0.01)


@pytest.mark.parametrize("table", [
    "Surface\tExisting\tProposed\nTrail\t0.10 ac\t0.42 ac\nRoad\t1.0 ac\t1.2 ac",  # the proposed column: 0.42
    "Surface\tArea\nTrail and street\t1.62 ac",
    "Surface\tArea\nTrail corridor\t2.50 ac",
])
def test_trail_rows_that_are_not_the_trail_alone(table):
    t = facts_of("A 10-foot trail with 5-foot boulevards on both sides is proposed.\n", table).value("sidewalk_trail")
    assert t["area_ac"] in (None, pytest.approx(0.42))


def test_more_buffer_words():
    t = trail("The 10-foot trail has 5-foot green space on both sides.")
    assert t["buffer_ft"] == 5
    assert trail("Trail: 0.42 ac")["area_ac"] == pytest.approx(0.42)


@pytest.mark.parametrize("text", [
    "TYPICAL SECTION\nEX. 6' CONC. WALK TO BE REMOVED\t10' BIT. TRAIL\t5' BLVD (TYP.)",
    "REMOVE 6' CONC WALK; CONSTRUCT 10' BITUMINOUS TRAIL WITH 5' TURF BLVD EACH SIDE",
])
def test_walks_that_go_on_a_sheet_are_not_the_trail(text):
    t = sheet_facts(text).value("sidewalk_trail")
    assert t is not None and t["width_ft"] == 10 and t["buffer_ft"] == 5


def test_trail_area_in_an_aside():
    assert trail("PROPOSED 10' TRAIL (0.42 AC)")["area_ac"] == pytest.approx(0.42)


@pytest.mark.parametrize("text", [
    "Site area\t1.50 ac\nRelated parcels (same owner)\tLot 2, Block 1 - 7.90 ac (developed 2019)",
    "Site area\t1.50 ac\nAdjacent development under common ownership since 1/1/1997\t7.90 ac",
    "Site area is 1.50 acres. The owner previously developed the adjacent 7.90-acre Lot 2 (2019); under N.2.G the "
    "two are considered in aggregate (9.40 acres).",
])
def test_common_scheme_form_rows_and_owner_words(text):
    f = facts_of(text)
    assert f.value("common_scheme_area_ac") == pytest.approx(9.4) and f.value("site_area_ac") == pytest.approx(1.5)


def test_one_trail_area_said_in_two_units_is_no_conflict():
    f = facts_of("The trail impervious area is 0.38 acres.", "Impervious surface\tArea (sf)\nTrail\t16,500")
    assert f.value("sidewalk_trail")["area_ac"] == pytest.approx(0.38)
    assert any("16,500" in e.text for e in f.facts["sidewalk_trail"].evidence)  # both readings were made


def test_two_trail_areas_stay_a_conflict():
    f = facts_of("The trail impervious area is 0.38 acres.", "The trail impervious area is 0.52 acres.")
    assert f.value("sidewalk_trail") is None and "area_ac" in f.facts["sidewalk_trail"].conflict


@pytest.mark.parametrize("text", [
    "PEDESTRIAN FACILITIES\nFACILITY\tWIDTH\tBOULEVARD\tCROSSINGS\tAREA\tJOB NO. 2026-01\nTRAIL\t10 FT\t5 FT EA. SIDE\t12%\t0.42 AC",
    "TRAIL SUMMARY\tISSUE DATE 2026-05-01\nWIDTH\tBOULEVARD (EACH SIDE)\tCROSSINGS\tTRAIL AREA\n10 FT\t5 FT (TYP.)\t12%\t0.42 AC",
])
def test_sheet_trail_tables_in_other_layouts(text):
    t = sheet_facts(text).value("sidewalk_trail")
    assert (t["width_ft"], t["buffer_ft"], t["crossing_pct"], t["area_ac"]) == (10, 5, 12, 0.42)


def test_sheet_trail_table_of_label_and_value_rows():
    t = sheet_facts("TRAIL DATA (N.2.E.4)\tAcme Engineering\nTRAIL WIDTH\t10 FT\tPROJECT\nBUFFER (EACH SIDE)\t5 FT\n"
                    "DRIVEWAY CROSSINGS\t12% OF BUFFER\tCedar Ridge\nTRAIL AREA\t0.42 AC").value("sidewalk_trail")
    assert (t["width_ft"], t["buffer_ft"], t["crossing_pct"], t["area_ac"]) == (10, 5, 12, 0.42)


def test_label_rows_under_a_wetland_title_are_no_trail():
    assert sheet_facts("WETLAND BUFFER DATA\nBUFFER WIDTH\t25 FT\nCROSSINGS\t0%").value("sidewalk_trail") is None


def test_rate_heads_run_together_and_a_title_above_the_table():
    f = facts_of("Table 2 - Peak Discharge Rates (cfs)\n"
                 "Location\t1-Year Existing1-Year Proposed10-Year Existing10-Year Proposed 100-Year Existing 100-Year Proposed\n"
                 "North outlet\t4.1\t2.9\t9.9\t8.1\t19.5\t18.0\nSouth outlet\t3.5\t2.3\t8.5\t6.8\t16.5\t15.2\n"
                 "Total Site\t7.6\t5.2\t18.4\t14.9\t36.0\t33.2")
    assert f.value("peak_rates_cfs")["100"] == {"existing": 36.0, "proposed": 33.2}


def test_run_together_heads_that_do_not_fit_the_rows_are_not_split():
    f = facts_of("Peak Discharge Rates (cfs)\nLocation\t1-Year Existing1-Year Proposed\nNorth outlet\t4.1\t2.9\t9.9")
    assert f.value("peak_rates_cfs") is None


def test_bench_width_and_slope_in_one_cell_with_ponds_across():
    got = ponds("Pond Summary\n\tPond North\tPond South\nNWL\t878.0\t876.5\nSafety bench\t10 ft at 10:1\t12 ft at 10:1\n"
                "Freeboard\t2.5 ft\t2.0 ft")
    assert (got["Pond North"]["safety_bench_width_ft"], got["Pond North"]["safety_bench_slope_h_per_v"]) == (10, 10)
    assert got["Pond South"]["safety_bench_width_ft"] == 12 and got["Pond South"]["freeboard_ft"] == 2.0


def test_a_title_above_an_elevation_table_changes_nothing():
    rows = "Lot\tLowest opening\t100-yr HWL\nLot 1\t935.0\t931.5"
    for text in (rows, "Table 3 - Pond and building elevations\n" + rows):
        f = facts_of(text)
        assert (f.value("lowest_opening_elev_ft"), f.value("hwl_100yr_elev_ft")) == (935.0, 931.5)


@pytest.mark.parametrize("text,expected", [
    ("Site area: 3.00 ac\nThe applicant's adjacent 5.6-acre retail center was built in 2019 by the same owner.", 8.6),
    ("Site area: 3.00 ac\nThe owner's adjacent 5.6-acre office development (2018) is part of a common plan.", 8.6),
    ("Site area: 3.00 ac\nThe adjacent 5.6-acre retail center is owned by others.", None),
])
def test_commercial_neighbours_of_the_same_owner(text, expected):
    got = facts_of(text).value("common_scheme_area_ac")
    assert got == (pytest.approx(expected) if expected else None)
