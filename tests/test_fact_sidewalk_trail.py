"""A sidewalk or trail (sidewalk_trail): its width, pervious buffer on each side, the crossings' share of the
buffer, its area and whether it stands alone (the N.2.E.4 exclusion).

Each measure can exclude the trail from the net increase, so near misses must read nothing: a buffer that
belongs to a wetland or creek, a one-sided boulevard, a rule's own thresholds restated, a street's or an
easement's width, an area of the corridor beside the trail, an alternative not chosen."""

from __future__ import annotations

import pytest

from extract.pdf.page_text import page_from_text
from extract.propose.trail import read_trail, read_trail_followup
from extract.read_facts import read_facts

from fact_helpers import fact_values, facts_of, seg, sheet_facts, trail_fact, trail_measures, trail_reading, value


# --- class 8: a trail's figures beside a plan's standard, the rule restated, a street named for a lake ---
_TRAIL_MEMO = ("The project constructs 4,030 feet of an 8-foot bituminous trail with a minimum 6-foot turf boulevard on "
               "both sides. {extra} The new trail surface adds approximately 0.74 acres of impervious surface.")


# -- sidewalk / trail fields ----------------------------------------------------------------------------------
@pytest.mark.parametrize("text,field,expected", [
    ("The 10-foot trail has 5-foot turf boulevards on each side.", "buffer_ft", 5.0),
    ("A 10' bituminous trail with a 5' grass boulevard on both sides.", "buffer_ft", 5.0),
    ("The 10-foot trail is separated from the road by a 5-foot turf boulevard. "
     "Driveway crossings cover 12% of the buffer area.", "crossing_pct", 12.0),
    ("The project constructs 0.42 acres of new trail, 10 feet wide.", "area_ac", 0.42),
    ("New trail impervious: 0.42 ac (10-ft wide bituminous trail)", "area_ac", 0.42),
    ("The City will pave 0.42 ac of new bituminous trail along the east side, 10 feet wide.", "area_ac", 0.42),
    ("About 18,300 sq. ft. of proposed 8-foot sidewalk is included.", "area_ac", 0.4201),
    # trail fields
    ("The trail will be 10 feet wide with a 5-foot grass boulevard on each side.", "buffer_ft", 5.0),
    ("8' concrete sidewalk; boulevard width 6' (turf).", "buffer_ft", 6.0),
    ("The 10-ft trail is separated from the curb by a 5 ft turf boulevard; driveway crossings make up "
     "about 12 percent of the buffer area.", "crossing_pct", 12.0),
    ("Driveway and street crossings occupy 12% of the pervious buffer along the 10-foot trail.", "crossing_pct", 12.0),
])
def test_a_trail_field_is_read(text, field, expected):
    trail = value(text, "sidewalk_trail")
    assert trail is not None and trail[field] == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    "The 10-foot trail runs through 2.1 acres of park land.",
    "The project includes 3.5 acres of trail corridor right-of-way; the trail is 10 feet wide.",
    "The 10-foot trail crosses 0.42 acres of existing wetland buffer.",
])
def test_areas_beside_a_trail_are_not_its_surface(text):
    trail = value(text, "sidewalk_trail")
    assert trail is None or trail.get("area_ac") is None


# -- a trail project described in a paragraph, compared field by field -------------------------------------
@pytest.mark.parametrize("texts,expected", [
    (["The project constructs a 10-foot bituminous trail along the west side of the corridor.",
      "The trail has 5-foot turf boulevards on each side.",
      "Driveway crossings cover 12% of the buffer area.",
      "The project creates 0.42 acres of new trail."],
     {"width_ft": 10.0, "buffer_ft": 5.0, "crossing_pct": 12.0, "area_ac": 0.42}),
    (["A ten-foot-wide multi-use trail is proposed with a 5' grass boulevard between the trail and the curb.",
      "Crossings (driveways and side streets) account for 12 percent of the boulevard buffer.",
      "New trail surface totals 0.42 ac."],
     {"width_ft": 10.0, "buffer_ft": 5.0, "crossing_pct": 12.0, "area_ac": 0.42}),
    (["Trail width: 10 ft", "Pervious buffer: 5 ft each side", "Driveway crossings: 12% of buffer",
      "Trail impervious area: 0.42 ac"],
     {"width_ft": 10.0, "buffer_ft": 5.0, "crossing_pct": 12.0, "area_ac": 0.42}),
])
def test_trail_paragraph_field_by_field(texts, expected):
    trail = value("\n".join(texts), "sidewalk_trail")
    assert trail is not None
    for field, want in expected.items():
        assert trail[field] == pytest.approx(want), field


@pytest.mark.parametrize("text,standalone", [
    ("The project consists solely of a 10-foot trail; no other impervious surface is proposed.", True),
    ("This is a stand-alone trail project: a 10-foot bituminous trail with 5-foot buffers.", True),
    ("The project reconstructs CSAH 19 and adds a 10-foot trail along the east side.", False),
])
def test_trail_standalone(text, standalone):
    trail = value(text, "sidewalk_trail")
    assert trail is not None and trail["standalone"] is standalone


@pytest.mark.parametrize("text", [
    "The 10-foot trail has a 5-foot buffer; 12% of the site is wetland crossing area.",
    "The 10-foot trail has a 5-foot buffer. Impervious surface covers 12% of the site.",
])
def test_other_percentages_are_no_crossing_share(text):
    trail = value(text, "sidewalk_trail")
    assert trail is not None and trail["crossing_pct"] is None


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
    # trail measures in other voices
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
def test_trail_measures_read_from_a_page(text, expected):
    t = trail_fact(text)
    assert t is not None
    for k, v in expected.items():
        assert t[k] == pytest.approx(v), k


@pytest.mark.parametrize("text", [
    "The City will construct a standalone paved trail connection between Louisiana Avenue and the regional trail.",
    "The project is a stand-alone 8-foot trail; no roadway work is included.",
])
def test_a_standalone_trail(text):
    assert trail_fact(text)["standalone"] is True


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
    t = trail_fact(text)
    assert t is None or t[field] is None


@pytest.mark.parametrize("text", [
    "Sidewalks and trails of 10 feet or less with a 5-foot pervious buffer on each side are excluded under N.2.E.4.",
    "The roadway is 32 feet wide from face of curb to face of curb.",
    "The boulevard trees will be planted 40 feet on center.",
])
def test_no_trail_from_rules_or_roads(text):
    t = trail_fact(text)
    assert t is None or (t["width_ft"] is None and t["buffer_ft"] is None)


def test_trail_block_with_a_one_sided_buffer_reads_no_buffer():
    t = trail_fact("Proposed trail\nWidth: 10 ft\nBoulevard: 6 ft (street side only)")
    assert t["width_ft"] == 10 and t["buffer_ft"] is None


@pytest.mark.parametrize("text,expected", [
    ("A 10-foot shared use path with 5-foot boulevards on each side is proposed.", (10, 5)),
    ("A 10' multiuse path with 5' turf buffers on both sides is proposed.", (10, 5)),
    ("The path will be 10 feet wide with 5-foot grass buffers on both sides.", (10, 5)),
    ("A 10-ft bikeway with 5-ft turf boulevards on each side is included.", (10, 5)),
    ("The trail is 10 feet wide with 5 feet of pervious buffer on each side (10 feet of buffer in total).", (10, 5)),
])
def test_paths_by_other_names(text, expected):
    t = trail_fact(text)
    assert (t["width_ft"], t["buffer_ft"]) == expected


def test_an_area_said_as_the_trails_size():
    assert trail_fact("The 0.42 acre trail is excluded from the net increase.")["area_ac"] == pytest.approx(0.42)


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
    t = trail_fact(text)
    assert (t["width_ft"], t["buffer_ft"], t["crossing_pct"], t["area_ac"]) == (10, 5, 12, 0.42)


def test_a_list_item_that_is_no_surface_gives_no_width():
    t = trail_fact("The project includes a new trail:\n\u2022\t6-foot chain link fence along the back side\n"
              "\u2022\t5-foot turf boulevard on both sides")
    assert t["width_ft"] is None and t["buffer_ft"] == 5


@pytest.mark.parametrize("text,buffer", [
    ("The 10-foot trail is separated from the curb by an 8' boulevard and has a 5' turf strip behind it.", 5),
    ("A 10-foot trail with a 6-foot boulevard on the street side and a 5-foot grass strip on the other side.", 5),
])
def test_buffers_of_two_sides_give_the_narrower(text, buffer):
    t = trail_fact(text)
    assert t["width_ft"] == 10 and t["buffer_ft"] == buffer


def test_two_trails_with_two_buffers_stay_a_conflict():
    f = facts_of("A 6-foot sidewalk with 5-foot boulevards runs on the east side and a 10-foot trail with 8-foot "
                 "boulevards on the west side.")
    assert f.value("sidewalk_trail") is None and f.facts["sidewalk_trail"].conflict


def test_an_existing_walk_that_goes_is_not_the_new_trails_width():
    t = trail_fact("The existing 6-foot sidewalk will be removed and replaced with a 10-foot trail with 5-foot boulevards "
              "on both sides.")
    assert t["width_ft"] == 10 and t["buffer_ft"] == 5


def test_sheet_trail_table_cut_off_from_its_values():
    f = sheet_facts("TRAIL DATA (N.2.E.4)\nTRAIL WIDTH\tBUFFER (EACH SIDE) CROSSINGS\tTRAIL AREA\tPROJECT\n"
                    "10 FT\t5 FT\t12%\t0.42 AC")
    t = f.value("sidewalk_trail")
    assert (t["width_ft"], t["buffer_ft"], t["crossing_pct"], t["area_ac"]) == (10, 5, 12, 0.42)


def test_sheet_wetland_buffer_table_is_no_trail():
    f = sheet_facts("WETLAND BUFFER TABLE\nWETLAND\tBUFFER WIDTH\tCROSSINGS\nW-1\t25 FT\t0%")
    assert f.value("sidewalk_trail") is None


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


def test_buffer_said_as_green_space_and_a_bare_trail_area():
    t = trail_fact("The 10-foot trail has 5-foot green space on both sides.")
    assert t["buffer_ft"] == 5
    assert trail_fact("Trail: 0.42 ac")["area_ac"] == pytest.approx(0.42)


@pytest.mark.parametrize("text", [
    "TYPICAL SECTION\nEX. 6' CONC. WALK TO BE REMOVED\t10' BIT. TRAIL\t5' BLVD (TYP.)",
    "REMOVE 6' CONC WALK; CONSTRUCT 10' BITUMINOUS TRAIL WITH 5' TURF BLVD EACH SIDE",
])
def test_walks_that_go_on_a_sheet_are_not_the_trail(text):
    t = sheet_facts(text).value("sidewalk_trail")
    assert t is not None and t["width_ft"] == 10 and t["buffer_ft"] == 5


def test_trail_area_in_an_aside():
    assert trail_fact("PROPOSED 10' TRAIL (0.42 AC)")["area_ac"] == pytest.approx(0.42)


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


@pytest.mark.parametrize("text, want", [
    ("The trail is twelve feet wide, with a four-foot mowed shoulder on each side before the creek corridor vegetation.",
     {"width_ft": 12.0, "buffer_ft": 4.0}),
    ("The 8-foot trail along Minnehaha Creek has 6-foot turf buffers on each side.", {"width_ft": 8.0, "buffer_ft": 6.0}),
    ("The 10-foot trail has 5-ft grass strips on each side; no fill is placed in the creek.",
     {"width_ft": 10.0, "buffer_ft": 5.0}),
    # a buffer tied to water is the water's, not the trail's
    ("The trail is 10 feet wide with a 50-foot wetland buffer.", {"width_ft": 10.0}),
    ("The 8-ft trail runs inside the 25-ft buffer to the creek.", {"width_ft": 8.0}),
    ("Trail 10 ft wide; the creek's 50-ft buffer is untouched.", {"width_ft": 10.0}),
    # a label line after a sentence on the same line
    ("Street and driveway crossings cover 18% of that buffer. Trail surface: 0.9 acre.",
     {"crossing_pct": 18.0, "area_ac": 0.9, "needs_trail": None}),
])
def test_trail_measures_and_buffers_that_belong_to_water(text, want):
    got = read_trail(seg(text)) or {}
    for k, v in want.items():
        if v is not None:
            assert got.get(k) == v, (k, got)
    assert not {"width_ft", "buffer_ft", "area_ac", "crossing_pct"} - set(want) & set(got), got


def test_a_trails_area_said_with_it():
    text = ("The trail is twelve feet wide, to carry bikes and walkers both ways.\nIt adds 0.7 acre of pavement.\n")
    assert facts_of(text).value("sidewalk_trail")["area_ac"] == 0.7


def test_it_after_a_street_is_no_trails_area():
    text = "The trail and the new street are built together.\nIt adds 0.7 acre of pavement.\n"
    trail = facts_of(text).value("sidewalk_trail")
    assert trail is None or trail.get("area_ac") is None


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
    # trail measures
    ("The existing 8-foot trail is widened to a 12-foot paved width, with 2-foot aggregate shoulders.", {"width_ft": 12.0}),
    ("Turf and native-seed buffers of 6 to 9 feet are kept on each side beyond the shoulders.",
     {"buffer_ft": 6.0, "needs_trail": True}),
    ("A turf buffer of at least 5 ft is provided on both sides except from STA 31+20 to 33+60, where a retaining wall "
     "reduces the back buffer to 2 ft.", {"buffer_ft": 2.0, "needs_trail": True}),
    ("The trail is 10 ft wide from STA 10+00 to 25+00, then 8 ft to STA 41+50. Trail pavement totals 1.12 acres.",
     {"width_ft": 10.0, "area_ac": 1.12}),
    ("Along Shady Oak Road the trail sits behind a 7-foot boulevard on the street side and 5 feet of turf behind it.",
     {"buffer_ft": 5.0}),
    # near misses: an existing width that goes; two facilities; a one-sided range; lawn crossed
    ("The existing 6-foot sidewalk will be removed.", {}),
    ("A 6-foot sidewalk on the east side and a 10-foot trail on the west side.", {"conflict": "width: 6 ft vs 10 ft"}),
    ("Buffer: a turf boulevard of 6 to 8 feet lies between the curb and the walk.", {}),
])
def test_trail_measures(text, want):
    assert trail_measures(text) == want


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


def test_an_all_capitals_label_line_that_wraps():
    text = ("TRAIL: 8 FT WIDE, 6 FT TURF BUFFER EACH SIDE; DRIVEWAY AND STREET CROSSINGS\n"
            "COVER 12% OF THE BUFFER AREA; TRAIL AREA 0.55 AC.\n")
    trail = facts_of(text).value("sidewalk_trail")
    assert (trail["crossing_pct"], trail["area_ac"]) == (12.0, 0.55)


def test_a_conclusion_that_restates_the_trail_test_reads_no_figures():
    text = ("Crossings (2 driveways, Lynwood Blvd): 12 % of buffer\n"
            "As the trail is no wider than 10 feet, keeps a 5-foot pervious buffer on both sides and its crossings cover well\n"
            "under 25 percent of the buffer, the City understands that no District stormwater permit is required.\n")
    trail = facts_of("The City will build a stand-alone trail. Trail width: 10 ft\n" + text).value("sidewalk_trail")
    assert trail["crossing_pct"] == 12.0


def test_a_trails_area_listed_after_its_label():
    from extract.propose.trail import read_trail
    got = read_trail(seg("Trail: 10 ft wide, 0.7 ac, with a pervious (turf) buffer of 5 ft on each side."))
    assert got["area_ac"] == 0.7
    got = read_trail(seg("Trail: 10 ft wide along a 4.2 ac corridor, with 5 ft buffers each side."))
    assert "area_ac" not in got


def test_an_existing_width_in_a_tables_aside_is_not_the_new_trails():
    assert trail_measures("Existing impervious (8-ft trail, plazas): 2.10 acres", labelled=True) == {}


def test_its_surface_area_said_after_the_trail():
    text = "The trail is 8 feet wide throughout. Its surface area is 0.41 acres.\n"
    assert read_facts([page_from_text(text, file="r.pdf")]).value("sidewalk_trail")["area_ac"] == 0.41


@pytest.mark.parametrize("text, want", [
    # a width in brackets after the driveways is the driveways'
    ("The trail crosses four residential driveways (12 to 16 feet wide) and one street (Cedar Lake Road, 36 feet curb to curb).",
     None),
    ("The trail along the street will be 10 feet wide.", {"width_ft": 10.0}),
    ("The trail, which runs beside the parking lot, is 8 feet wide.", {"width_ft": 8.0}),
    # "no less than 5 feet" is a buffer's floor, not a contrast and not an upper bound
    ("On the street side the trail is separated from the curb by a turf boulevard no less than 5 feet wide (it widens to "
     "9 feet near Barry Avenue).", {"buffer_ft": 5.0}),
    ("The trail has a turf buffer of less than 5 feet on each side.", None),
])
def test_trail_sentences(text, want):
    assert trail_reading(text) == want


def test_crossings_share_from_the_two_areas_stated():
    before = seg("Crossings: 14 driveway aprons and two street intersections pass through the buffer.")
    areas = seg("Their area within the buffer is 1,150 square feet, against a required buffer area of 12,400 square feet on "
                "the two sides.")
    assert read_trail_followup(before, areas)["crossing_pct"] == 9.27
    # "their" must point back to crossings
    assert read_trail_followup(seg("The pond has two cells."), areas) is None


def test_the_rules_test_restated_with_the_paragraphs_number_gives_no_buffer():
    text = ("Because the trail is no wider than 10 feet and has a pervious buffer of at least 5 feet on each side, with "
            "crossings well under 25 percent of the buffer, we believe no District permit is needed under paragraph 2(E)(4).")
    got = read_trail(seg(text))
    assert got is None or "buffer_ft" not in got


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


# -- a design weighed and not chosen ---------------------------------------------------------------------------------
def test_trail_alternatives_not_chosen():
    from extract.propose.trail import read_trail
    assert read_trail(seg("4.1 Alternative 1 - 10-foot trail")) is None
    assert read_trail(seg("A 10-foot trail with 5-foot buffers (1.01 acres of pavement) would have met the Rule N trail "
                          "exemption.")) is None
    got = read_trail(seg("The selected design is a 12-foot bituminous trail with 5-foot turf buffers on both sides."))
    assert got is not None and got.get("width_ft") == 12.0


def test_trail_figures_that_are_not_the_trails():
    from extract.propose.trail import read_trail
    got = read_trail(seg("Its area is 0.48 acre and it is included in the net increase because a 3-foot boulevard does not "
                         "provide the 5-foot buffer of Rule N 2(E)(4)."))
    assert got["buffer_ft"] == 3.0  # the boulevard's own 3 feet; the rule's 5 feet is no buffer of this sidewalk
    got = read_trail(seg("Street widening and a new sidewalk increase impervious surface from 2.45 acres to 3.63 acres."))
    assert got is None or got.get("area_ac") is None
    got = read_trail(seg("The sidewalk is 6 feet wide with a 6-foot turf boulevard on each side; its area is 13,504 sq ft (0.31 ac)."))
    assert got["area_ac"] == pytest.approx(0.31, abs=0.005) and got["width_ft"] == 6.0


def test_its_area_after_a_sidewalk_placed_on_a_named_street():
    got = fact_values("The new concrete sidewalk on the north side of Homedale Road is 5 ft wide, with a 6.5-ft turf boulevard "
                "between curb and walk and at least 6.5 ft of lawn behind it. Its area is 0.26 acres.")
    assert got["sidewalk_trail"]["area_ac"] == 0.26
    # a sidewalk built with a road: its area is not told apart
    got = fact_values("The new sidewalk and the road widening are 5 ft and 4 ft wide. Its area is 0.26 acres.")
    assert (got.get("sidewalk_trail") or {}).get("area_ac") is None


def test_the_rules_own_threshold_is_no_crossing_share():
    text = ("Trail width\t10 ft\nBuffer (each side)\t6 ft\n"
            "Crossings (driveways, Old Crystal Bay Rd) as share of buffer area\t9%\n"
            "Because the trail is 10 feet wide with a 5-foot buffer on each side and its crossings cover less than "
            "25% of the buffer area, the District's stormwater rule does not require a permit.")
    trail = value(text, "sidewalk_trail")
    assert trail is not None and trail.get("crossing_pct") == 9.0


def test_a_trail_bound_in_a_no_permit_conclusion_is_no_measurement():
    text = ("Because the trail is no wider than 10 feet and its crossings cover less than 25% of the buffer area, "
            "the District's stormwater rule does not require a permit.")
    trail = value(text, "sidewalk_trail")
    assert trail is None or trail.get("crossing_pct") is None


@pytest.mark.parametrize("text,key,expected", [
    ("A new 6-foot concrete sidewalk (0.21 acre, all of the new impervious surface) is built with a 6-foot turf "
     "boulevard on both sides.", "area_ac", 0.21),
    ("The new trail (9,150 sf, the only new hard surface) runs along the lake.", "area_ac", 0.21),
    ("The City will build a 12-foot wide bituminous trail with 5-foot turf shoulders on each side. "
     "Driveway crossings cover about 9 percent of the shoulder area.", "crossing_pct", 9),
    ("A 10-foot trail with 5-foot turf strips on both sides. Crossings take up 12% of the turf strips.", "crossing_pct", 12),
    ("A 10-foot trail is built.\nQuantity\tAcres\nTotal project area\t3.4\nNet increase in impervious surface (trail)\t1.21",
     "area_ac", 1.21),
    ("A 10-foot trail is built.\nItem\tArea (ac)\nNew impervious (sidewalk)\t0.33", "area_ac", 0.33),
])
def test_a_trails_crossings_and_area(text, key, expected):
    got = trail_fact(text)
    assert got is not None and got[key] == pytest.approx(expected, abs=0.005)


@pytest.mark.parametrize("text,key", [
    ("A new sidewalk (0.40 acre, within the existing right-of-way) is built with a 6-foot boulevard.", "area_ac"),
    ("The 8-foot trail (0.50 ac, existing) will be overlaid.", "area_ac"),
    ("A 10-foot trail is built. Driveway crossings cover about 9 percent of the paved shoulder.", "crossing_pct"),
    ("A 10-foot trail is built.\nQuantity\tAcres\nNet increase in impervious surface (trail and parking)\t1.50",
     "area_ac"),
    ("A 10-foot trail is built.\nQuantity\tAcres\nExisting impervious (trail)\t0.30", "area_ac"),
])
def test_areas_and_shares_that_are_not_the_trails(text, key):
    got = trail_fact(text) or {}
    assert got.get(key) is None


@pytest.mark.parametrize("extra", [
    "The 2016 Trail Improvement Plan calls for 10-foot trails; the width was reduced to 8 feet on this segment.",
    "The City's trail standard requires 10-foot trails, and this segment is a variance.",
    "Our design guide recommends 12-foot trails.",
    "We ask the District to confirm that, as a trail no wider than 10 feet with a pervious buffer of at least 5 feet "
    "on each side, this segment does not require a Rule N permit.",
    "The master plan shows 10-foot trails with 5-foot boulevards in later phases.",
])
def test_a_plans_standard_or_the_rule_restated_leaves_the_trail_alone(extra):
    t = trail_fact(_TRAIL_MEMO.format(extra=extra))
    assert t is not None and (t["width_ft"], t["buffer_ft"], t["area_ac"]) == (8, 6, 0.74)


@pytest.mark.parametrize("text,expected", [
    ("A new 8-foot trail with 6-foot turf boulevards. Two driveway crossings and the Cedar Lake Road crossing interrupt "
     "the boulevard; together they take up about 6 percent of the required buffer area.", 6),
    ("A new 8-foot trail with 6-foot turf boulevards. Crossings at Lake Street West take up 4 percent of the buffer.", 4),
])
def test_crossings_beside_a_street_named_for_water(text, expected):
    assert trail_fact(text)["crossing_pct"] == expected


@pytest.mark.parametrize("text", [
    "A new 8-foot trail with 6-foot turf boulevards. Crossings take up 6 percent of the lake buffer along the trail.",
    "A new 8-foot trail with 6-foot turf boulevards. Docks cross 6 percent of the Cedar Lake shoreland buffer.",
])
def test_a_water_bodys_buffer_is_no_trail_buffer(text):
    assert trail_fact(text).get("crossing_pct") is None


# -- a trail's share of the net increase as a sub-row ---------------------------------------------------
def test_an_of_which_trail_row_is_the_trails_area():
    table = ("Project type: county highway reconstruction\n"
             "Trail: a 10-foot bituminous multi-use trail with turf boulevards at least 6 feet wide on each side.\n"
             "Area summary\nQuantity\tAcres\nNet increase in impervious\t1.74\n  of which multi-use trail\t0.82\n")
    trail = facts_of(table).value("sidewalk_trail")
    assert trail["area_ac"] == pytest.approx(0.82)
    assert facts_of(table).value("net_impervious_increase_ac") == pytest.approx(1.74)


def test_a_trail_that_is_the_whole_project():
    text = ("Project type: trail\nThe Park District proposes a paved connector trail. The project consists solely of this trail: "
            "no road, parking lot or building is part of it.\nTrail width: 10 ft\nPervious buffer each side: 5 ft\n")
    assert facts_of(text).value("sidewalk_trail")["standalone"] is True


def test_a_stand_alone_walking_trail_and_its_area_said_plainly():
    text = ("Work: new stand-alone bituminous walking trail (no road work) from Minnetonka Blvd to Northome park.\n"
            "Trail summary: 8 ft wide, turf buffer 6 ft on each side, two driveway crossings covering approx. 9% of the "
            "required buffer area, trail area 0.42 ac.\n")
    trail = facts_of(text).value("sidewalk_trail")
    assert trail["standalone"] is True and trail["area_ac"] == pytest.approx(0.42)


def test_a_rule_test_sentence_gives_the_trails_area_only():
    from extract.propose.trail import read_trail
    found = read_trail(seg("Because the trail is no wider than 10 feet with pervious buffers of 5 feet or more, paragraph E(4) "
                           "excludes its 0.52 acres from the net increase."))
    assert found["area_ac"] == 0.52 and "width_ft" not in found and "buffer_ft" not in found
    assert read_trail(seg("Because crossings exceed 25 percent of the buffer, the paragraph E(4) exemption does not apply.")) is None


def test_a_turf_strip_on_each_side_is_the_buffer():
    from extract.propose.trail import read_trail
    found = read_trail(seg("A turf and native-grass strip of at least 5 feet is kept on each side."))
    assert found["buffer_ft"] == 5.0
    assert read_trail(seg("A grass strip 6 feet wide separates the parking lot from the street.")) is None


# -- trail width, buffer, area, standalone and crossings in other voices --------------------------------------
@pytest.mark.parametrize("text,width,buffer", [
    ("The project is a 10-foot bituminous trail with 6-foot turf boulevards on each side.", 10, 6),
    ("A 10' wide bituminous trail with 6' grass buffers on both sides is proposed.", 10, 6),
    ("The trail is 10 ft wide and has a 6 ft grass buffer on each side.", 10, 6),
    ("Proposed 12-ft multi-use trail; 5-ft turf boulevard each side.", 12, 5),
    ("The 8-foot concrete sidewalk is separated from the curb by a 6-foot grass boulevard.", 8, 6),
    ("The project consists of a 10 foot wide paved trail with grassed buffers 6 feet wide on either side.", 10, 6),
])
def test_trail_width_and_buffer(text, width, buffer):
    t = value(text, "sidewalk_trail")
    assert t["width_ft"] == width and t["buffer_ft"] == buffer


@pytest.mark.parametrize("text", [
    "The trail is the entire project; no other work is proposed.",
    "This is a standalone trail project along the creek.",
    "The project consists solely of a 10-foot trail.",
    "The trail is the only improvement proposed.",
])
def test_standalone_trail_voices(text):
    assert value(text, "sidewalk_trail")["standalone"] is True


@pytest.mark.parametrize("text,acres", [
    ("The trail adds 0.42 acres of impervious surface.", 0.42),
    ("Trail impervious area: 18,300 sf", 18300 / 43560),
    ("New trail surface totals 0.42 ac.", 0.42),
])
def test_trail_area_voices(text, acres):
    assert value(text, "sidewalk_trail")["area_ac"] == pytest.approx(acres, rel=0.01)


@pytest.mark.parametrize("text,field,expected", [
    ("About 10% of the buffer is crossed by driveways and streets.", "crossing_pct", 10.0),
    ("Driveway and street crossings interrupt 10 percent of the buffer.", "crossing_pct", 10.0),
    ("Buffer crossings: 10%", "crossing_pct", 10.0),
    ("Impervious area of the new trail: 0.80 acres", "area_ac", 0.8),
    ("Trail impervious surface = 34,848 sf.", "area_ac", 0.8),
    ("This is a trail-only project.", "standalone", True),
])
def test_trail_details_beside_a_described_trail(text, field, expected):
    base = "The project constructs a 10-foot bituminous trail with 5-foot turf buffers on each side. "
    t = value(base + text, "sidewalk_trail")
    assert t[field] == pytest.approx(expected, rel=0.01)
    assert (t["width_ft"], t["buffer_ft"]) == (10, 5)


def test_a_wetland_buffer_percentage_is_no_crossing():
    t = value("A 10-foot trail is proposed. About 10% of the wetland buffer is crossed by the trail.", "sidewalk_trail")
    assert t["crossing_pct"] is None
