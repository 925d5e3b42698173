"""Voices from the seventh session: the scans of external15, 21–28 opened with OCR, and the blind sets external29
(small firms' memos), external30 (public agencies), external31 (packages split over many files) and external32 (more
scans), read by class after each was measured blind. Each class has near misses."""

import pytest

from extract.propose.applied_phase import applied_phase, read_phase_site
from extract.pdf.page_text import page_from_text
from extract.propose.project_type import read_narrative, read_project_type
from extract.propose.quantities import read_sentence
from extract.read_facts import read_facts
from extract.layout.segments import Segment, segment_page


def seg(text, labelled=False, row=False):
    return Segment(text, "f.pdf", 1, None, labelled=labelled, row=row)


def read(text, labelled=False):
    return [(c.name, c.value) for c in read_sentence(seg(text, labelled))]


def facts(text):
    return {k: v.value for k, v in read_facts([page_from_text(text, file="r.pdf")]).facts.items()}


def kinds(text, labelled=False, row=False):
    s = seg(text, labelled, row)
    return sorted({c.value for c in read_project_type(s)} | ({c.value for c in read_narrative(s)} if not labelled else set()))


# -- a form of dot leaders is a form, not a contents page ----------------------------------------------------------
def test_a_form_set_with_dot_leaders_is_read():
    got = facts("PERMIT APPLICATION SUMMARY - WALKER & LAKE FLATS\n"
                "Applicant ........ Lake Street Partners II LLC\n"
                "Program .......... 38 apartments and 6,000 sf of retail, five stories (mixed use)\n"
                "Site area ........ 0.46 acres (20,038 sf)\n"
                "Impervious ....... existing 0.41 ac / proposed 0.40 ac\n"
                "Disturbance ...... 0.46 ac\n")
    assert got["site_area_ac"] == 0.46 and got["existing_impervious_ac"] == 0.41 and got["disturbed_area_ac"] == 0.46


def test_a_contents_page_is_still_a_contents_page():
    from extract.exhibits.detect import is_toc_page
    toc = page_from_text("Introduction ........ 1\nSite description ........ 2\nRate control ........ 4\n"
                         "Appendix A - HydroCAD ........ A-1\nAppendix B - NPDES permit ........ B-1\n", file="r.pdf")
    assert is_toc_page(toc)
    form = page_from_text("Applicant ........ Lake Street Partners II LLC\nLocation ......... 3801 Walker Street\n"
                          "Site area ........ 0.46 acres (20,038 sf)\nDisturbance ...... 0.46 ac\n", file="r.pdf")
    assert not is_toc_page(form)


# -- a label line's own sentence, and the sentence after it ------------------------------------------------------
@pytest.mark.parametrize("text, want", [
    ("Impervious: existing 0.05 ac (farm lane), proposed 0.78 ac. Disturbance 1.6 ac.",
     {"existing_impervious_ac": 0.05, "proposed_impervious_ac": 0.78, "disturbed_area_ac": 1.6}),
    # a next sentence that opens with a side still belongs to the label
    ("Impervious: existing 0.05 ac. Proposed 0.78 ac.", {"existing_impervious_ac": 0.05, "proposed_impervious_ac": 0.78}),
    ("Site area: 4.40 ac. The site drains north.", {"site_area_ac": 4.4}),
])
def test_a_label_governs_only_its_own_sentence(text, want):
    got = facts(text)
    assert {k: got.get(k) for k in want} == want


# -- a byline ends its paragraph -----------------------------------------------------------------------------------
def test_a_byline_ending_on_its_state_is_no_part_of_the_next_sentence():
    segs, _ = segment_page(page_from_text(
        "Laketown Cottages - Phase 2\nSubmitted by Laketown Cottage Partners II, LLC (applicant), Victoria, Minnesota\n"
        "Phase 2 builds twelve detached single-family cottage homes around a shared green on 1.7 acres at\n"
        "7905 Laketown Road.", file="r.pdf"))
    assert any(s.text.startswith("Phase 2 builds twelve") for s in segs)


# -- the phase applied for, its homes in words ---------------------------------------------------------------------
def test_the_applied_phase_builds_its_homes():
    page = page_from_text("Laketown Cottages - Phase 2\nSubmitted by X LLC, Victoria, Minnesota\n"
                          "Phase 2 builds twelve detached single-family cottage homes on 1.7 acres at\n7905 Laketown Road.\n"
                          "Phase 1 (Laketown Cottages, 14 homes on the adjoining 2.6 acres to the east) was built in 2024 by\n",
                          file="r.pdf")
    assert applied_phase([page], []) == "2"  # the wrapped sentences' phases are no titles
    got = read_phase_site(seg("Phase 2 builds twelve detached single-family cottage homes on 1.7 acres."), "2")
    assert [(c.name, c.value) for c in got] == [("dwelling_units", 12)]
    assert read_phase_site(seg("Phase 1 builds twelve detached homes."), "2") == []
    assert kinds("Phase 2 builds twelve detached single-family cottage homes around a shared green.") == ["single_family_subdivision"]


def test_a_title_naming_two_phases_names_none():
    page = page_from_text("Phase 1 and Phase 2 Master Plan\n1. Project Summary", file="r.pdf")
    assert applied_phase([page], []) is None


# -- numbers that name, not count ----------------------------------------------------------------------------------
@pytest.mark.parametrize("text, want", [
    ("LOWEST OPENING, UNITS 12-19: 944.5", [("lowest_opening_elev_ft", 944.5)]),
    ("LOWEST OPENING (UNITS 12-19): 944.5", [("lowest_opening_elev_ft", 944.5)]),
    ("Units: 38", [("dwelling_units", 38)]),
    ("The site has 38 units on 6.4 acres.", [("dwelling_units", 38), ("site_area_ac", 6.4)]),
    # an address's house number and street
    ("The site at 441 Third Street, Excelsior is 12.4 acres.", [("site_area_ac", 12.4)]),
    ("The site at 7905 Laketown Road is 1.7 acres.", [("site_area_ac", 1.7)]),
    ("The Laketown Road right-of-way is 1.7 acres.", []),
    # homes a road serves are not the project's
    ("Heron Point Lane, a private road serving nine homes on Stubbs Bay.", []),
    ("The new street will serve 14 new single-family homes.", [("dwelling_units", 14)]),
])
def test_numbers_that_name_are_no_counts(text, want):
    assert read(text) == want


def test_the_kind_named_with_the_site_and_its_address():
    assert kinds("The school site at 441 Third Street, Excelsior is 12.4 acres.") == ["institutional"]
    assert kinds("The school site is 12.4 acres.") == ["institutional"]


# -- a measure's heading over its side lines -----------------------------------------------------------------------
@pytest.mark.parametrize("text, want", [
    ("Impervious surface:\nExisting: 0.71 acre\nProposed: 1.02 acres",
     {"existing_impervious_ac": 0.71, "proposed_impervious_ac": 1.02}),
    ("Hard cover\nPre-development: 0.71 acre\nPost-development: 1.02 acres",
     {"existing_impervious_ac": 0.71, "proposed_impervious_ac": 1.02}),
    ("Impervious surface, from our survey of March 2026:\nExisting road, aprons and hammerhead....30,930 sq. ft. (0.71 acre)\n"
     "Proposed road, aprons and turnaround .... 44,430 sq. ft. (1.02 acres)\nThere are no sidewalks or trails.",
     {"existing_impervious_ac": 0.71, "proposed_impervious_ac": 1.02}),
    # a line that names another measure ends the heading's reach
    ("Impervious surface\nExisting site area: 2.0 acres\nProposed: 1.02 acres", {"site_area_ac": 2.0, "proposed_impervious_ac": None}),
])
def test_a_measure_heading_lends_its_noun_to_the_side_lines(text, want):
    got = facts(text)
    assert {k: got.get(k) for k in want} == want


def test_a_contents_entry_is_not_a_dot_leader_answer():
    segs, _ = segment_page(page_from_text("Drainage ........ 4\nRate control ........ 12", file="r.pdf"))
    assert not any(":" in s.text for s in segs)


# -- tables ------------------------------------------------------------------------------------------------------
def test_a_title_naming_both_sides_leaves_the_columns_to_say_which():
    got = facts("Hard surface, before and after:\nITEM\tBEFORE (SF)\tAFTER (SF)\nHouse\t2,410\t3,520\nDriveway\t1,380\t1,610\n"
                "Patio\t0\t640\nWalks/steps\t378\t328\nTOTAL\t4,792\t6,098\nThat is 1,306 sq ft more hard surface than today.")
    assert got["existing_impervious_ac"] == pytest.approx(0.11, abs=0.005)
    assert got["proposed_impervious_ac"] == pytest.approx(0.14, abs=0.005)


def test_a_total_said_twice_in_two_units():
    got = facts("Impervious surface summary\nTable 1 - Impervious surfaces on the lot\n"
                "Surface\tExisting (sq ft)\tProposed (sq ft)\nHouse / garage\t2,940\t3,870\nDriveway\t2,410\t3,020\n"
                "Patio / walks\t748\t1,386\nTotal\t6,098\t8,276\nTotal (acres)\t0.14\t0.19\n")
    assert got["existing_impervious_ac"] == pytest.approx(0.14, abs=0.001)
    assert got["proposed_impervious_ac"] == pytest.approx(0.19, abs=0.001)


# -- kinds --------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, want", [
    ("Proposed drainage areas and off-site area from Manitou Road (1.9 ac).", []),
    ("Existing / proposed drainage areas and off-site area from Manitou Road.", []),
    ("The City proposed to reconstruct Manitou Road.", ["linear"]),
    ("The marina is a commercial property of 9.20 acres on Lake Minnetonka; 3.30 acres will be disturbed.", ["commercial"]),
    ("The site is a commercial property to be redeveloped as apartments.", ["multi_unit_residential"]),
])
def test_kinds_in_sentences(text, want):
    assert kinds(text) == want


@pytest.mark.parametrize("text, want", [
    ("Project: Commercial - replace 1970s bank building with a one-story dental clinic", ["commercial"]),
    ("Project: Commercial", ["commercial"]),
    ("Project: Industrial Park Road Reconstruction", []),
    ("Type: Industrial (warehouse / distribution)", ["industrial"]),
    ("Type: Wet pond", []),
    ("Soil type: B", []),
])
def test_kinds_on_form_rows(text, want):
    assert kinds(text, labelled=True, row=True) == want


def test_a_form_answer_wrapped_under_its_cell():
    text = "Applicant\tLSD Properties LLC\nProject\tCommercial - replace 1970s bank building with"
    page = page_from_text(text, file="r.pdf")
    # the wrapped words sit under the answer's cell
    from extract.pdf.page import Line
    answer = page.lines[1].cells[-1]
    wrapped = Line(text="a one-story dental clinic", bbox=(answer.bbox[0], page.lines[1].bbox[3] + 2, answer.bbox[0] + 150,
                                                          page.lines[1].bbox[3] + 14), cells=[])
    nxt = page_from_text("Site area\t17,860 sf / 0.41 ac", file="r.pdf").lines[0]
    nxt = nxt.model_copy(update={"bbox": (nxt.bbox[0], wrapped.bbox[3] + 2, nxt.bbox[2], wrapped.bbox[3] + 14)})
    page = page.model_copy(update={"lines": page.lines + [wrapped, nxt]})
    segs, _ = segment_page(page)
    assert any(s.text == "Project: Commercial - replace 1970s bank building with a one-story dental clinic" for s in segs)


# -- a figure with its own noun neither blocks nor labels the next ----------------------------------------------------
@pytest.mark.parametrize("text, want", [
    ("Impervious cover on the 11.2-acre parcel grows from 4.0 acres to 7.1 acres, a net increase of 3.1 acres.",
     [("site_area_ac", 11.2), ("existing_impervious_ac", 4.0), ("proposed_impervious_ac", 7.1), ("net_impervious_increase_ac", 3.1)]),
    ("The 11.2-acre parcel is zoned I-1.", [("site_area_ac", 11.2)]),
    ("The 45-acre business park has 12.0 acres of wetland.", []),
])
def test_an_adjectival_figure_and_its_noun(text, want):
    assert read(text) == want


# -- a plat's name, a date and a company are no building, no count ---------------------------------------------------
@pytest.mark.parametrize("text, want", [
    ("Disturbed area, 2nd Addition: 3.9 acres.", [("disturbed_area_ac", 3.9)]),
    ("Lowest opening of the 2nd Addition homes: 944.2 (Lot 6, Block 1).", [("lowest_opening_elev_ft", 944.2)]),
    ("Impervious surface, 2nd Addition: existing 0.00 ac (vacant field); proposed 1.52 ac (street 0.61, driveways 0.33, "
     "roofs 0.58); net new impervious 1.52 ac.",
     [("existing_impervious_ac", 0.0), ("proposed_impervious_ac", 1.52), ("net_impervious_increase_ac", 1.52)]),
    ("The building addition is 12,000 sf.", []),
    ("Coverage letter: permit ID C00072488, issued February 4, 2027 to Bluff Creek Homes, Inc. for Pioneer Pass.", []),
    ("The plat has 24 homes, a 2.1-acre park and a pond.", [("dwelling_units", 24)]),
])
def test_names_and_dates_are_no_measures(text, want):
    assert read(text) == want


def test_the_aggregate_after_a_colon():
    from extract.propose.common_scheme import read_common_scheme
    text = ("Common scheme: Bluff Creek Homes developed the adjacent 4.80-acre 1st Addition (platted 2021) and owns both "
            "parcels, so under Rule N Section 2(G) the two phases are considered in aggregate: 9.10 acres.")
    assert [(c.name, c.value) for c in read_common_scheme(seg(text))] == [("common_scheme_area_ac", 9.1)]
    # no word of ownership: no scheme
    assert read_common_scheme(seg("The two drainage areas are considered in aggregate: 9.10 acres.")) == []


def test_a_note_under_a_table_gives_its_unit():
    table = ("Pond 100 occupies the natural low area.\nEvent\tExisting\tProposed\t+/-\n1-yr\t4.4\t4.1\t-0.3\n"
             "10-yr\t11.6\t10.8\t-0.8\n100-yr\t25.3\t24.0\t-1.3\n")
    got = facts(table + "Rates in cfs at the Bluff Creek outfall.")
    assert got["peak_rates_cfs"]["100"] == {"existing": 25.3, "proposed": 24.0}
    # without the note, bare figures under "Event" name no rate
    got = facts(table + "The outlet is a 12-inch orifice.")
    assert "peak_rates_cfs" not in got


# -- a design weighed and not chosen ---------------------------------------------------------------------------------
def test_trail_alternatives_not_chosen():
    from extract.propose.trail import read_trail
    assert read_trail(seg("4.1 Alternative 1 - 10-foot trail")) is None
    assert read_trail(seg("A 10-foot trail with 5-foot buffers (1.01 acres of pavement) would have met the Rule N trail "
                          "exemption.")) is None
    got = read_trail(seg("The selected design is a 12-foot bituminous trail with 5-foot turf buffers on both sides."))
    assert got is not None and got.get("width_ft") == 12.0


# -- second batch: external29–32 text packages ----------------------------------------------------------------------
@pytest.mark.parametrize("text, want", [
    ("Runoff from 164 acres of off-site residential and commercial land west of the corridor enters the County storm "
     "sewer at four points; this tributary area is included in the HydroCAD model.", []),
    ("Runoff from the neighboring commercial property is included in the model.", []),
    ("The project is a new commercial building.", ["commercial"]),
    ("Study Point A discharges to the Mill Street storm sewer, which has capacity for the proposed rates.", []),
    ("The City will mill and overlay Mill Street.", ["linear"]),
    ("Proposed is a senior living facility with 96 units and surface parking.", ["multi_unit_residential"]),
])
def test_kinds_of_other_land_and_street_names(text, want):
    assert kinds(text) == want


@pytest.mark.parametrize("text, want", [
    ("The design limits new impervious surface (three lanes instead of four), preserves 1.9 acres of wooded slope, and "
     "uses structural BMPs.", []),
    ("The project disturbs 3.1 acres of wooded land.", [("disturbed_area_ac", 3.1)]),
    ("New impervious surface totals 1.9 acres of pavement.", [("net_impervious_increase_ac", 1.9)]),
    ("P8 modeling of the 1.45 acres of new impervious requiring treatment shows annual total phosphorus removal of 58%.",
     [("phosphorus_removal_pct", 58.0)]),
    ("The project creates 1.45 acres of new impervious surface.", [("net_impervious_increase_ac", 1.45)]),
    ("Street widening, new curb and gutter and a new sidewalk increase impervious surface from 2.45 acres to 3.63 acres.",
     [("existing_impervious_ac", 2.45), ("proposed_impervious_ac", 3.63)]),
    ("(B)(9) Lowest openings: Building C lookout windows 957.6; Pond 2 100-yr HWL 955.0.",
     [("lowest_opening_elev_ft", 957.6), ("hwl_100yr_elev_ft", 955.0)]),
    ("Lowest opening: the adjacent house 946.5", []),
    ("Their minimum low opening elevation is 988.1, 2.5 ft above the pond 100-yr HWL of 985.6.",
     [("lowest_opening_elev_ft", 988.1), ("hwl_100yr_elev_ft", 985.6)]),
    ("Min. low opening Lots 4-6: 988.1.", []),  # a plan's "minimum" without "their": read as what they must meet
    ("The minimum required lowest opening is 914.0.", []),
    ("City code minimum lowest opening: 914.0.", []),
])
def test_figures_and_what_they_measure(text, want):
    assert read(text) == want


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
    got = facts("The new concrete sidewalk on the north side of Homedale Road is 5 ft wide, with a 6.5-ft turf boulevard "
                "between curb and walk and at least 6.5 ft of lawn behind it. Its area is 0.26 acres.")
    assert got["sidewalk_trail"]["area_ac"] == 0.26
    # a sidewalk built with a road: its area is not told apart
    got = facts("The new sidewalk and the road widening are 5 ft and 4 ft wide. Its area is 0.26 acres.")
    assert (got.get("sidewalk_trail") or {}).get("area_ac") is None


def test_a_pond_tag_with_a_dash():
    got = facts("Pond 61-2: NWL 905.0, HWL 910.6, top of berm 912.9. Safety bench 10 ft wide at 10:1.")
    assert [p["name"] for p in got["ponds"]] == ["Pond 61-2"]


def test_a_title_lent_to_rows_that_name_only_sides():
    got = facts("IMPERVIOUS SURFACE (SF / AC)\n\n\tSF\tAC\nExisting\t12,630\t0.29\nProposed\t14,370\t0.33\n"
                "Net increase\t1,740\t0.04\nThe site drains to the lake.")
    assert got["existing_impervious_ac"] == pytest.approx(0.29, abs=0.001)
    assert got["proposed_impervious_ac"] == pytest.approx(0.33, abs=0.001)
    # rows that name things of their own keep a measure title off
    got = facts("IMPERVIOUS SURFACE SUMMARY\nItem\tExisting\tProposed\nPervious\t2.10\t1.80\nRoof\t0.30\t0.50\nThe site drains.")
    assert "existing_impervious_ac" not in got


def test_a_unit_head_starts_a_second_table():
    got = facts("Applicant\tBirchwood Townhomes LLC\nDwelling units\t36 (nine 4-unit buildings)\nSite area\t3.90 ac\n"
                "Density\t9.2 units/ac\nAreas\tacres\nDisturbance\t3.70\nImpervious, existing (house, barn, drive)\t0.45\n"
                "Impervious, proposed\t2.05\nNet new impervious\t1.60\nThe property was one large-lot homestead.")
    assert (got["disturbed_area_ac"], got["existing_impervious_ac"], got["proposed_impervious_ac"]) == (3.7, 0.45, 2.05)


def test_together_the_phases_after_the_ownership_sentence():
    got = facts("Common scheme: Phase 1 (16 units on 2.90 acres, built 2021) is adjacent and was developed by the same owner, "
                "Eureka Land Co., after Rule N took effect. Together the phases are 6.00 acres, and we have applied Rule N to "
                "that aggregate.")
    assert got["common_scheme_area_ac"] == 6.0
    assert "common_scheme_area_ac" not in facts("The site drains east. Together the phases are 6.00 acres.")


# -- third batch: the scans of external29–32 -------------------------------------------------------------------------
@pytest.mark.parametrize("text, want", [
    ("It is part of a larger 38.5-acre farm parcel; the remaining 32.4 acres were not purchased.", []),
    ("The 6.10-acre site is an old hay field north of Bavaria Road.", [("site_area_ac", 6.1)]),
    ("Properties served: 118 homes.", []),
    ("Lowest openings of the 12 homes: 918.0 minimum (Lot 9); Pond 2 100-yr HWL 915.1.",
     [("dwelling_units", 12), ("lowest_opening_elev_ft", 918.0), ("hwl_100yr_elev_ft", 915.1)]),
    ("Lowest opening of the house at 12 Oak: 946.5", []),
    ("Pheasant Hollow (1st Addition, 13.80 acres, 20 lots) was platted and built in 2021-2022 by the same developer.", []),
    ("Construction limits total 3.4 acres (project area).", [("site_area_ac", 3.4)]),
    ("Impervious surface is 1.2 acres (project area).", []),
    ("Density (units per acre): 1.32", [("density_du_per_ac", 1.32)]),
    ("Density (du/ac): 1.32", [("density_du_per_ac", 1.32)]),
    ("Density: 1.32", []),
    ("The 100-year flood elevation of Lake Minnetonka is 931.5, so the door is 4.9 feet above it.", [("hwl_100yr_elev_ft", 931.5)]),
    ("The 100-year HWL of the pond is 931.5 and the outlet pipe invert is 928.0.", []),
])
def test_scanned_voices(text, want):
    assert read(text) == want


def test_a_label_naming_both_the_project_area_and_the_grading():
    from extract.words.labels import classify_table_label
    assert classify_table_label("Grading limits / project area") is None
    assert classify_table_label("Grading limits") == "disturbed_area_ac"
    assert classify_table_label("Disturbed area (project area)") == "disturbed_area_ac"


def test_a_building_row_says_the_kind():
    assert kinds("Building: 62,000 sq ft office/warehouse replacing two older shop buildings (18,500 sq ft).",
                 labelled=True) == ["industrial"]
    assert kinds("Building: existing 4,100 SF + addition 2,100 SF = 6,200 SF", labelled=True) == []


def test_a_trail_alone_is_linear_work():
    got = facts("The trail is a linear project and is the entire project: no roadway, parking or building work is included.\n"
                "It is a 10-foot wide bituminous trail; the pervious buffer is 6 feet on each side.")
    assert got["project_type"] == "linear" and got["sidewalk_trail"]["standalone"] is True
    got = facts("The trail is 10 feet wide with 6-foot buffers on each side.")
    assert "project_type" not in got


def test_a_public_body_doing_the_work():
    from extract.propose.applicant import read_public_prose
    yes = seg("Three Rivers Park District (the Park District), a public agency and special park district of the State of "
              "Minnesota, intends to build a new paved regional trail connection.")
    assert [c.value for c in read_public_prose(yes)] == [True]
    assert read_public_prose(seg("Lakeview Homes LLC, a public agency, intends to build homes.")) == []


def test_a_value_cut_after_its_preposition():
    got = facts("Openings: the lowest opening of the addition is the rear service door at\n936.4. The 100-year flood elevation "
                "of Lake Minnetonka is 931.5, so the door\nis 4.9 ft above it.")
    assert got["lowest_opening_elev_ft"] == 936.4 and got["hwl_100yr_elev_ft"] == 931.5


def test_the_hwl_in_the_sentence_after_the_opening_on_one_line():
    from extract.propose.opening_pair import read_opening_pair
    def hwl(text):
        return [c.value for c in read_opening_pair(seg(text)) if c.name == "hwl_100yr_elev_ft"]
    assert hwl("Addition lowest opening (classroom egress door): 962.4. West Pond 100-year HWL: 961.1.") == [961.1]
    assert hwl("Lowest opening of any unit: 957.0 (Building 7 lookout window). Pond 100-yr HWL: 953.8.") == [953.8]
    assert hwl("The lowest opening is 962.4. The existing 100-year HWL is 961.1.") == []  # an existing level: not the design's


def test_a_pond_label_with_its_kind_before_it():
    got = facts("NURP Pond A: normal water level 966.0, 100-year HWL 970.9. The pond has an 8-foot safety bench at\n"
                "10:1 and 2.2 feet of freeboard between the 100-year level and the emergency overflow.")
    assert [(p["name"].lower(), p["safety_bench_width_ft"], p["freeboard_ft"]) for p in got["ponds"]] == [("nurp pond a", 8.0, 2.2)]


# -- plan sheets: a site data table beside the title block (external34) ----------------------------------------------
def _sheet(rows):
    """A 36x24 sheet: label and value cells at fixed columns, a title block far right."""
    from extract.pdf.page import Cell, Line, Page
    lines = []
    y = 70.0
    for cells in rows:
        cs = [Cell(text=t, bbox=(x, y, x + 6.0 * len(t), y + 10)) for x, t in cells]
        lines.append(Line(text="\t".join(t for _, t in cells), bbox=(cs[0].bbox[0], y, cs[-1].bbox[2], y + 10), cells=cs))
        y += 15
    return Page(file="c1.pdf", number=1, width=2592.0, height=1728.0, lines=lines)


def test_a_site_data_table_on_a_plan_sheet_is_read_as_rows():
    page = _sheet([
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


def test_a_table_label_naming_the_common_owner():
    from extract.words.labels import classify_table_label
    assert classify_table_label("Aggregate, Phases 1 + 2 (adjacent, common owner)") == "common_scheme_area_ac"
    assert classify_table_label("Phase 1 - Ridgeview Ponds (rec. 2019, same owner)") is None
    assert classify_table_label("Lot 3 (same owner)") is None


def test_aggregate_after_the_ownership_sentence_with_the_rule_named():
    got = facts("Common scheme: Phase 1 (3.55 acres, built 2019) is adjacent and owned by Lyman Commons I LLC, an affiliate of "
                "the applicant. Under Rule N paragraph 2(G) the adjacent sites are considered in aggregate: 9.10 acres, so "
                "Sections 3, 4 and 5 apply.")
    assert got["common_scheme_area_ac"] == 9.1


def test_an_opening_named_by_its_part_after_several_words():
    from extract.propose.opening_pair import read_opening_pair
    assert [c.value for c in read_opening_pair(seg("The lowest opening of the building is the parking garage entry at 897.8."))] \
        == [897.8]
    assert read_opening_pair(seg("The lowest opening of the neighbouring building is the garage entry at 897.8.")) == []


def test_a_plan_note_and_the_title_block_beside_it():
    page = _sheet([
        [(73, "CLASS III RIPRAP WITH GEOTEXTILE AT ALL OUTFALLS TO MINIMIZE EROSION AND SCOUR."), (2000, "Ridgedale Flats")],
        [(73, "All work shall follow the city standard plates."), (2000, "I hereby certify that this plan was prepared by me")],
        [(73, "Silt fence shall be installed before any grading."), (2000, "or under my direct supervision and that I am a duly")],
        [(73, "Inlet protection stays until the turf is established."), (2000, "Licensed Professional Engineer under the laws.")],
    ])
    texts = [s.text for s in segment_page(page)[0]]
    assert "CLASS III RIPRAP WITH GEOTEXTILE AT ALL OUTFALLS TO MINIMIZE EROSION AND SCOUR." in texts


# -- two ponds in two columns never fold into one (a false "met" on external34) ---------------------------------------
def test_two_pond_columns_stay_two_ponds():
    got = facts("POND DATA\n\tValue\tValue\nFreeboard above HWL\t2.3 ft\t2.6 ft\nSafety bench width\t8 ft\t10 ft\n"
                "Safety bench slope\t10:1\t10:1")
    assert sorted(p["safety_bench_width_ft"] for p in got["ponds"]) == [8.0, 10.0]
    got = facts("POND DATA\n\tPOND A\tPOND B\nFreeboard above HWL\t2.3 ft\t2.6 ft\nSafety bench width\t8 ft\t10 ft")
    assert sorted((p["name"], p["safety_bench_width_ft"]) for p in got["ponds"]) == [("POND A", 8.0), ("POND B", 10.0)]


def test_a_pond_table_head_beside_the_title_block():
    page = _sheet([
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


def test_run_on_routed_through_a_pond_is_no_routing_design():
    from extract.propose.statements import read_statements
    def ids(text):
        return sorted(read_statements(seg(text)))
    assert ids("Off-site runoff from 2.30 ac west of the site (OFF-1) is routed through Pond 1 and is included in the model.") \
        == ["N.4.4"]
    assert ids("Off-site runoff is routed through Pond 1 in the HydroCAD model of the critical-duration events.") == ["N.4.2", "N.4.4"]
    assert ids("Runoff is routed through Pond 1 for the 1-, 10- and 100-year critical events.") == ["N.4.2"]
