"""Classes of phrasing reported missing on voices the extractor never saw (described, not shown).

Every case here was written for this test in a voice of its own: other word orders, synonyms,
units, table layouts and capitalisation than the tuning packages use. The class is tested,
never one sentence.
"""

import pytest

from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts


def facts_of(*texts, files=None):
    files = files or [f"doc{i}.pdf" for i in range(len(texts))]
    return read_facts([page_from_text(t, file=f) for t, f in zip(texts, files)])


def value(text, name):
    return facts_of(text).value(name)


# -- project type: what is built wins over what was there ----------------------------------------------------
@pytest.mark.parametrize("text,kind", [
    ("The project redevelops a former bank site with a 142-unit apartment building.", "multi_unit_residential"),
    ("This application covers the redevelopment of a vacant restaurant parcel into 36 townhomes.",
     "multi_unit_residential"),
    ("The developer will replace the existing retail strip with a four-story senior housing building.",
     "multi_unit_residential"),
    ("The former gas station property is being redeveloped as a 58-unit condominium.", "multi_unit_residential"),
    ("PROJECT DESCRIPTION: Demolition of an existing office building and construction of a multifamily "
     "residential building with underground parking.", "multi_unit_residential"),
    ("The project converts the former car dealership lot into a multi-family development.",
     "multi_unit_residential"),
    ("The site of a former church will be redeveloped with 24 townhome units.", "multi_unit_residential"),
])
def test_the_thing_built_wins_over_what_was_there(text, kind):
    assert value(text, "project_type") == kind


@pytest.mark.parametrize("text,kind", [
    ("The project is a subdivision of 18 single-family lots on 11.20 acres (gross).", "single_family_subdivision"),
    ("Proposed is a residential plat of 22 single family lots with a new public street.", "single_family_subdivision"),
    ("The plat creates 14 lots for detached single-family homes.", "single_family_subdivision"),
    ("Meadow Ridge is a 31-lot single family residential development.", "single_family_subdivision"),
    ("The applicant proposes to subdivide the 9.6-acre parcel into 12 single-family residential lots.",
     "single_family_subdivision"),
    ("The development consists of 40 single-family detached homes on individual lots.",
     "single_family_subdivision"),
])
def test_single_family_subdivisions(text, kind):
    assert value(text, "project_type") == kind


@pytest.mark.parametrize("text", [
    "The project reconstructs 1.4 miles of CSAH 19 between TH 12 and Watertown Road.",
    "Hennepin County proposes the reconstruction of County State Aid Highway 101 from CR 6 to Wayzata Blvd.",
    "This permit application is for street and utility reconstruction on Oak Street and Elm Avenue.",
    "The City will mill and overlay 2.1 miles of residential streets in the Bayview neighborhood.",
    "The work is a mill and overlay of Lake Street with curb replacement.",
    "MnDOT TH 7 resurfacing and drainage improvements between Vinehill Road and CSAH 101.",
    "The project includes full-depth reclamation of Minnetonka Boulevard.",
    "The project constructs a new 10-foot trail along the south side of County Road 15.",
])
def test_road_and_trail_projects_are_linear(text):
    assert value(text, "project_type") == "linear"


def test_an_agency_letter_is_no_type_source_beside_the_form():
    form = "PROJECT DESCRIPTION\nThe project constructs a new church with parking lot and stormwater pond."
    letter = ("Minnesota Pollution Control Agency\nConstruction Stormwater General Permit coverage\n"
              "Dear Permittee: Your application for coverage for a linear project has been received.\n"
              "Project type: Linear")
    f = facts_of(form, letter, files=["narrative.pdf", "MPCA coverage letter.pdf"])
    assert f.value("project_type") == "institutional"
    assert f.facts["project_type"].conflict is None


def test_an_agency_letter_alone_may_still_state_the_type():
    letter = ("Minnesota Pollution Control Agency\nConstruction Stormwater General Permit coverage\n"
              "Project type: Commercial")
    f = facts_of(letter, files=["MPCA coverage letter.pdf"])
    assert f.value("project_type") == "commercial"


# -- dwelling units ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,units", [
    ("The project redevelops a former bank site with a 142-unit apartment building.", 142),
    ("A four-story building with 96 senior apartments is proposed.", 96),
    ("The development includes 64 townhome units in 11 buildings.", 64),
    ("Construction of a 210-unit multifamily building with structured parking.", 210),
    ("The plan proposes 48 condominium units.", 48),
    ("Dwelling units\t142", 142),
    ("Residential Units: 75", 75),
    ("The project is a subdivision of 18 single-family lots on 11.20 acres (gross).", 18),
])
def test_unit_counts_in_descriptions(text, units):
    assert value(text, "dwelling_units") == units


@pytest.mark.parametrize("text", [
    "The building will have 142 parking stalls.",
    "The 3-story building has 4 elevators.",
    "Parking: 1.5 stalls per unit.",
])
def test_counts_of_other_things_are_not_units(text):
    assert value(text, "dwelling_units") is None


# -- site area -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,acres", [
    ("Project site (Lot 1, Block 1)\t3.85 ac", 3.85),
    ("The project is a subdivision of 18 single-family lots on 11.20 acres (gross).", 11.20),
    ("The parcel is 11.20 acres (gross), 9.8 acres net of right-of-way.", 11.20),
    ("Site area (gross)\t6.42 acres", 6.42),
    ("Total project area (Outlot A)\t2.10 AC", 2.10),
    ("The development occupies 7.5 gross acres.", 7.5),
])
def test_site_area_voices(text, acres):
    assert value(text, "site_area_ac") == pytest.approx(acres, abs=0.01)


# -- rate control ---------------------------------------------------------------------------------------------
def rates(*texts):
    return facts_of(*texts).value("peak_rates_cfs")


@pytest.mark.parametrize("table", [
    "Table 3. Peak discharge rates (cfs)\nLocation\t1-yr EX\t1-yr PR\t10-yr EX\t10-yr PR\t100-yr EX\t100-yr PR\nSite\t2.1\t1.8\t5.6\t4.9\t11.2\t10.4",
    "PEAK RUNOFF RATES\nPoint\t1-YR EX\t1-YR PR\t10-YR EX\t10-YR PR\t100-YR EX\t100-YR PR\nTotal\t2.1\t1.8\t5.6\t4.9\t11.2\t10.4",
    "Discharge Point\t1-Year Pre\t1-Year Post\t10-Year Pre\t10-Year Post\t100-Year Pre\t100-Year Post\n"
    "Site Total\t2.1\t1.8\t5.6\t4.9\t11.2\t10.4",
    "Rate (cfs)\tEx 1-yr\tPr 1-yr\tEx 10-yr\tPr 10-yr\tEx 100-yr\tPr 100-yr\nOverall\t2.1\t1.8\t5.6\t4.9\t11.2\t10.4",
])
def test_event_and_condition_paired_columns(table):
    r = rates(table)
    assert r["1"] == {"existing": 2.1, "proposed": 1.8}
    assert r["10"] == {"existing": 5.6, "proposed": 4.9}
    assert r["100"] == {"existing": 11.2, "proposed": 10.4}


@pytest.mark.parametrize("table", [
    "\tExisting Conditions\t\t\tProposed Conditions\nDischarge\t1-yr\t10-yr\t100-yr\t1-yr\t10-yr\t100-yr\n"
    "Site\t2.1\t5.6\t11.2\t1.8\t4.9\t10.4",
    "Runoff rate summary (cfs)\n\tEXISTING\t\t\tPROPOSED\nOutlet\t1 YR\t10 YR\t100 YR\t1 YR\t10 YR\t100 YR\nTotal\t2.1\t5.6\t11.2\t1.8\t4.9\t10.4",
])
def test_condition_column_groups(table):
    r = rates(table)
    assert r["1"] == {"existing": 2.1, "proposed": 1.8}
    assert r["100"] == {"existing": 11.2, "proposed": 10.4}


@pytest.mark.parametrize("table", [
    "Discharge Point\tEvent\tExisting (cfs)\tProposed (cfs)\nDP-1 North\t100-yr\t4.0\t3.0\n"
    "DP-2 South\t100-yr\t7.2\t6.5\nTotal Site\t100-yr\t11.2\t9.5",
    "Peak flows (cfs)\nPoint\t100-Year Existing\t100-Year Proposed\nNorth ditch\t4.0\t3.0\nWest swale\t7.2\t6.5\nSite Total\t11.2\t9.5",
    "Rate control\nLocation\t100-yr Ex\t100-yr Prop\nDP 1\t4.0\t3.0\nDP 2\t7.2\t6.5\nTOTAL\t11.2\t9.5",
])
def test_per_point_rows_use_the_total(table):
    r = rates(table)
    assert r["100"] == {"existing": 11.2, "proposed": 9.5}


@pytest.mark.parametrize("text,event,ex,pr", [
    ("The 100-year peak drops from 12.4 to 11.8 cfs.", "100", 12.4, 11.8),
    ("Under proposed conditions the 10-year peak discharge is reduced from 6.3 cfs to 5.1 cfs.", "10", 6.3, 5.1),
    ("For the 1-year event, runoff leaving the site decreases from 1.9 cfs (existing) to 1.2 cfs (proposed).",
     "1", 1.9, 1.2),
    ("The existing 100-yr peak rate of 14.0 cfs will be reduced to 12.5 cfs.", "100", 14.0, 12.5),
    ("Peak 10-year discharge: existing 4.4 cfs, proposed 3.9 cfs.", "10", 4.4, 3.9),
    ("The proposed 100-year rate (8.7 cfs) is below the existing rate (9.9 cfs).", "100", 9.9, 8.7),
])
def test_rates_in_prose(text, event, ex, pr):
    assert rates(text)[event] == {"existing": ex, "proposed": pr}


@pytest.mark.parametrize("extra", [
    "The proposed 100-year rate exceeds existing by 1.4 cfs at DP-2 but the total is reduced.",
    "At the north outlet the 100-year rate increases by 0.3 cfs.",
    "The 100-year peak is reduced by 1.7 cfs.",
])
def test_a_difference_is_no_rate(extra):
    table = "Event\tExisting (cfs)\tProposed (cfs)\n1-yr\t2.1\t1.8\n10-yr\t5.6\t4.9\n100-yr\t11.2\t10.4"
    f = facts_of(table + "\n" + extra)
    assert f.facts["peak_rates_cfs"].conflict is None
    assert f.value("peak_rates_cfs")["100"] == {"existing": 11.2, "proposed": 10.4}


# -- ponds ---------------------------------------------------------------------------------------------------
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


# -- trails ---------------------------------------------------------------------------------------------------
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


# -- applicant ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,public", [
    ("Public entity? No", False),
    ("Public entity?\tYes", True),
    ("Is the applicant a public entity? No", False),
    ("Applicant: Hennepin County Transportation", True),
    ("Owner: ISD 276", True),
    ("Applicant: Independent School District No. 284", True),
    ("Applicant Name:\tCity of Minnetonka Public Works", True),
    ("Applicant: Three Rivers Park District", True),
    ("Applicant: Lakeview Partners LLC", False),
    ("Applicant: Hennepin Crossing Apartments LLC", False),
])
def test_applicant_voices(text, public):
    assert value(text, "applicant_public_entity") is public


@pytest.mark.parametrize("text,public", [
    ("APPLICANT\nCity of Wayzata\n600 Rice Street East", True),
    ("Applicant:\nMinnehaha Holdings, LLC\n123 Main St", False),
    ("Applicant Name\nHennepin County Public Works\n1600 Prairie Drive", True),
])
def test_applicant_on_the_line_below_its_label(text, public):
    assert value(text, "applicant_public_entity") is public


# -- lowest opening versus low floor -------------------------------------------------------------------------
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


@pytest.mark.parametrize("text", [
    "The project is a subdivision of 18 single-family lots on 11.20 acres (gross).",
    "Each home sits on 0.3 acres.",
    "The pond on 0.5 acres will be expanded.",
])
def test_on_land_guard(text):
    acres = value(text, "site_area_ac")
    assert acres is None or acres == pytest.approx(11.2)


# -- unit counts that must not be misread -------------------------------------------------------------------
@pytest.mark.parametrize("text,units", [
    ("The project will provide one hundred forty-two units.", None),  # a compound we do not add up: nothing
    ("The project has 142 1- and 2-bedroom units.", None),
    ("The project consists of 60 senior apartments and 82 market-rate apartments.", None),
    ("The project consists of 60 senior apartments and 82 market-rate apartments, a total of 142 units.", 142),
    ("The project proposes 12 twin homes (24 units).", 24),
    ("The project provides 142 dwellings.", 142),
    ("Forty units are proposed in two buildings.", 40),
])
def test_unit_count_parts_words_and_bedrooms(text, units):
    assert value(text, "dwelling_units") == units


@pytest.mark.parametrize("text,units", [
    ("Proposed residential units: thirty-six (36)", 36),
    ("The plat creates twenty-three (23) single-family lots.", 23),
    ("Twenty-four townhomes are proposed.", 24),
    ("Proposed residential units: thirty-six (35)", None),  # words and digits disagree: refused
    ("Units\tExisting\tProposed\nDwelling units\t0\t36", 36),
    ("Item\tQuantity\nDwelling units\t36", 36),
    ("Lot count: 23", 23),
    ("Lot: 1, Block: 2", None),
    ("BMP\tUnits\nChambers\t24", None),
])
def test_unit_counts_in_words_and_tables(text, units):
    assert value(text, "dwelling_units") == units


@pytest.mark.parametrize("text,public", [
    ("PUBLIC ENTITY?  NO", False),
    ("Public Entity (Yes/No): No", False),
    ("Is applicant a public entity?  [ ] Yes  [X] No", False),
    ("Public entity?  [X] Yes  [ ] No", True),
    ("Public entity? ☐ Yes ☒ No", False),
    ("Applicant is a public entity: Yes", True),
    ("Public entity? X No", False),
    ("Public entity? Yes X No", False),
    ("Public entity? [ ] Yes [ ] No", None),
])
def test_public_entity_question_answers(text, public):
    assert value(text, "applicant_public_entity") is public


@pytest.mark.parametrize("text,ex,pr", [
    ("For the 100-year storm, existing and proposed peak rates are 11.2 cfs and 10.4 cfs.", 11.2, 10.4),
    ("Proposed vs existing 100-yr rates: 10.4 cfs vs 11.2 cfs.", 11.2, 10.4),
    ("100-YR: EX 11.2 CFS, PR 10.4 CFS", 11.2, 10.4),
    ("Existing and proposed conditions were modeled in HydroCAD; the 100-year peak decreases from 11.2 to 10.4 cfs.",
     11.2, 10.4),
    ("Rate control (cfs)\nScenario\t1-yr\t10-yr\t100-yr\nPre-development\t2.1\t5.6\t11.2\nPost-development\t1.8\t4.9\t10.4",
     11.2, 10.4),
    ("Peak rates\nEX 1-yr\t2.1\nPR 1-yr\t1.8\nEX 100-yr\t11.2\nPR 100-yr\t10.4", 11.2, 10.4),
])
def test_rate_side_voices(text, ex, pr):
    assert rates(text)["100"] == {"existing": ex, "proposed": pr}


def test_sides_named_as_a_pair_never_take_a_figure_by_nearness():
    r = rates("The existing and proposed 100-year rates are 11.2 and 10.4 cfs.")
    assert r is None or r.get("100", {}).get("proposed") in (None, 10.4) and r.get("100", {}).get("existing") in (None, 11.2)


@pytest.mark.parametrize("text,kind", [
    ("The church proposes to expand its parking lot and construct a new fellowship hall.", "institutional"),
    ("The project is the expansion of an existing elementary school.", "institutional"),
    ("The project is located along Highway 7 and consists of a new 4,000 sf bank.", "commercial"),
    ("The project involves expansion of the existing warehouse by 40,000 sf.", "industrial"),
    ("Project description: new parking lot for the existing church.", "institutional"),
    ("The project includes demolition of the existing office building and construction of 24 townhomes.",
     "multi_unit_residential"),
    ("The applicant will construct an addition to the existing bank.", "commercial"),
    ("Project: Lakeview Townhomes", None),  # a project's name is no statement of its kind
    ("Project Name: Lake Street Reconstruction", None),
])
def test_existing_use_that_stays_and_location_words(text, kind):
    assert value(text, "project_type") == kind


def test_a_heading_gives_way_to_a_described_kind():
    heading = "CSAH 101 RECONSTRUCTION - TRINITY CHURCH"
    body = "The project consists of a new 12,000 sf church with parking and a biofiltration basin."
    f = facts_of(heading + "\n\n" + body)
    assert f.value("project_type") == "institutional"
    assert f.facts["project_type"].conflict is None


@pytest.mark.parametrize("text,kind", [
    ("The project is located on CSAH 19 and consists of a new 60-unit apartment building.", "multi_unit_residential"),
    ("Located at the corner of Highway 7 and Main Street, the project will construct a bank.", "commercial"),
    ("The site is accessed from County Road 15; the owner will construct a new clinic.", "commercial"),
])
def test_roads_named_as_location_are_not_the_kind(text, kind):
    assert value(text, "project_type") == kind


def test_a_heading_against_an_agency_letter_is_a_conflict_not_a_pick():
    heading = "CSAH 101 RECONSTRUCTION - TRINITY CHURCH"
    letter = ("Minnesota Pollution Control Agency\nConstruction Stormwater General Permit coverage\n"
              "Project type: Institutional")
    f = facts_of(heading, letter, files=["narrative.pdf", "MPCA coverage letter.pdf"])
    assert f.value("project_type") is None
    assert f.facts["project_type"].conflict


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


@pytest.mark.parametrize("text", [
    "The site is part of a larger common plan of development totaling 12.5 acres.",
    "Aggregate common-scheme area\t12.5 ac",
    "The larger common plan encompasses 12.5 acres.",
    "Common plan of development\t12.5 acres",
    "Contiguous parcels under common ownership total 12.5 acres.",
])
def test_common_scheme_voices(text):
    f = facts_of(text)
    assert f.value("common_scheme_area_ac") == pytest.approx(12.5)
    assert f.value("site_area_ac") is None


@pytest.mark.parametrize("text,acres", [
    ("The site comprises Lots 1-3, Block 2, totaling 3.85 acres.", 3.85),
    ("The property measures approximately 167,706 square feet (3.85 acres).", 3.85),
    ("Project Site Area ......... 3.85 acres", 3.85),
    ("Acreage of project\t3.85", 3.85),
    ("Each lot is 0.3 acres.", None),
])
def test_more_site_area_voices(text, acres):
    got = value(text, "site_area_ac")
    assert got == (pytest.approx(acres, abs=0.01) if acres is not None else None)


@pytest.mark.parametrize("text,public", [
    ("Permittee: Hennepin County", True),
    ("Applicant Information\nName: City of Wayzata\nAddress: 600 Rice St", True),
    ("Developer: Lakeview Partners LLC", None),  # a developer is not said to be the applicant
    ("Applicant's Name and Address: City of Excelsior, 339 Third St", True),
    ("Applicant: Lakeview Partners LLC\nOwner: City of Hopkins", False),  # the applicant outranks the owner
    ("Engineer Information\nName: Westwood Professional Services, Inc.", None),  # the engineer is not the applicant
])
def test_applicant_labels_and_blocks(text, public):
    assert value(text, "applicant_public_entity") is public


@pytest.mark.parametrize("text,kind", [
    ("Project type (check one):  ☐ Commercial  ☒ Multi-family residential  ☐ Linear", "multi_unit_residential"),
    ("Commercial [ ]   Industrial [ ]   Institutional [X]", "institutional"),
    ("Type of Project\tLinear - roadway", "linear"),
    ("Project type: Residential (multi-family)", "multi_unit_residential"),
    ("Proposed land use: Senior housing", "multi_unit_residential"),
    ("Existing land use: Commercial", None),
    ("Project type: Residential", None),  # which kind of residential is not said
])
def test_form_answers_for_the_kind(text, kind):
    assert value(text, "project_type") == kind


@pytest.mark.parametrize("text,expected", [
    ("Pre-developed 10-yr peak flow: 5.60 cfs. Post-developed 10-yr peak flow: 4.90 cfs.",
     {"10": {"existing": 5.6, "proposed": 4.9}}),
    ("Post-developed 100-yr peak flow: 10.40 cfs. Pre-developed 100-yr peak flow: 11.20 cfs.",
     {"100": {"existing": 11.2, "proposed": 10.4}}),
    ("Existing 100-year Runoff = 11.20 cfs @ 12.15 hrs, Volume = 0.9 af\n"
     "Proposed 100-year Runoff = 10.40 cfs @ 12.20 hrs, Volume = 1.1 af", {"100": {"existing": 11.2, "proposed": 10.4}}),
    ("Proposed 1-yr, 10-yr and 100-yr discharges are 1.8, 4.9 and 10.4 cfs respectively.",
     {"1": {"existing": None, "proposed": 1.8}, "10": {"existing": None, "proposed": 4.9},
      "100": {"existing": None, "proposed": 10.4}}),
    ("Proposed 1-yr and 10-yr discharges are 1.8, 4.9 and 10.4 cfs respectively.", None),
])
def test_hyphenated_sides_and_respectively(text, expected):
    assert rates(text) == expected


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


def test_cfs_spelled_with_periods():
    assert rates("The 100-year peak decreases from 12.4 c.f.s. to 11.8 c.f.s.")["100"] == {"existing": 12.4,
                                                                                          "proposed": 11.8}


@pytest.mark.parametrize("text,kind", [
    ("The building will include ground-floor retail space and 40 apartments above.", "mixed_use"),
    ("The project will construct a 5-story building with 120 apartments over 8,000 sf of commercial space.",
     "mixed_use"),
    ("A 4-story building with first-floor restaurants and 36 condominiums is proposed.", "mixed_use"),
    ("The project will construct a 60-unit apartment building with a leasing office and fitness center.",
     "multi_unit_residential"),
    ("The project will replace the existing retail center with a 90-unit apartment building.",
     "multi_unit_residential"),
    ("The project will construct two new warehouses.", "industrial"),
])
def test_homes_over_shops_are_mixed_use(text, kind):
    assert value(text, "project_type") == kind


@pytest.mark.parametrize("text,kind", [
    ("The project will not include any retail space.", None),
    ("No commercial uses are proposed; the project is 24 townhomes.", "multi_unit_residential"),
    ("The site is bordered by County Road 19 to the north and a church to the east.", None),
    ("The proposed project is adjacent to Highway 7.", None),
    ("The proposed pond will be constructed north of the existing warehouse.", None),
    ("The property is zoned multi-family residential.", None),
])
def test_kinds_not_built_are_nothing(text, kind):
    assert value(text, "project_type") == kind


def test_a_geotechnical_report_does_not_type_the_project_beside_the_narrative():
    narrative = "The project will construct a 3-story building with ground-floor retail and 30 apartments."
    geotech = ("GEOTECHNICAL EVALUATION REPORT\nProposed Development\n"
               "We understand the project consists of a new commercial building with surface parking.")
    f = facts_of(narrative, geotech, files=["narrative.pdf", "geotech.pdf"])
    assert f.value("project_type") == "mixed_use"


@pytest.mark.parametrize("table,acres", [
    ("Land Cover Summary\t\tExisting (ac)\tProposed (ac)\nImpervious\t\t1.20\t2.10\nPervious\t\t2.65\t1.75\n"
     "Total\t\t3.85\t3.85", 3.85),
    ("SITE DATA\nLOT AREA\t3.85 AC\nBUILDING FOOTPRINT\t25,000 SF", 3.85),
    ("SITE DATA\nLot size\t167,706 SF\nBuilding\t25,000 SF", 3.85),
    ("LOT DATA\nLot 1 area\t0.32 ac\nLot area\t0.30 ac", None),  # one of several lots
    ("ZONING\nMinimum lot area\t0.25 ac\nLot area\t0.30 ac", None),
    ("Impervious Summary\tExisting (ac)\tProposed (ac)\nBuilding\t0.50\t0.90\nPavement\t0.70\t1.20\n"
     "Total\t1.20\t2.10", None),  # a total of impervious parts is no site area
])
def test_site_area_from_land_cover_totals_and_site_data(table, acres):
    got = value(table, "site_area_ac")
    assert got == (pytest.approx(acres, abs=0.01) if acres is not None else None)
