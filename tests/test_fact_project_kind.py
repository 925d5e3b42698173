"""The project's kind (project_type): single-family home or subdivision, multi-unit residential, commercial,
industrial, institutional, mixed use or linear (road/trail) work.

The kind picks which Rule N paragraph applies, so a wrong kind decides the wrong paragraph. Near misses matter
most: a road named as an address, a use that stands there now or stood there before, a neighbour's use, a
zoning or guide-plan category, a project name that merely ends in a road's name, a phase built earlier or to
come - each must read no kind, or the project would be filed under a kind it is not."""

from __future__ import annotations

import pytest

from extract.layout.segments import Segment
from extract.propose.project_type import read_project_type, read_project_type_row
from extract.propose.quantities import read_sentence

from fact_helpers import fact_values, facts_of, kinds, kinds_with_narrative, seg, value


# -- project type ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,kind", [
    ("The project is a four-story, 142-unit apartment building with structured parking.", "multi_unit_residential"),
    ("Proposed is a senior living facility with 96 units and surface parking.", "multi_unit_residential"),
    ("The applicant will construct an assisted living facility with 64 units.", "multi_unit_residential"),
    ("Project: a three-story, 48-unit senior apartment building with underground parking.",
     "multi_unit_residential"),
    ("The project consists of the reconstruction of Xenium Lane from Highway 55 to 13th Avenue.", "linear"),
    ("This roadway reconstruction project includes new storm sewer and ditch grading.", "linear"),
    ("The work is street reconstruction including curb and gutter, sidewalk and storm sewer.", "linear"),
    ("The project involves the widening of TH 55 to four lanes between CSAH 19 and Hamel Road.", "linear"),
    ("MnDOT proposes widening Trunk Highway 7 to a four-lane divided roadway.", "linear"),
    ("The project reconstructs Vicksburg Lane between County Road 24 and 10th Avenue North.", "linear"),
    ("The project is a new 8,000-square-foot sanctuary addition to St. Mark's Lutheran Church.", "institutional"),
    ("The District proposes construction of a new elementary school with parking and bus loop.", "institutional"),
    ("The City will construct a new fire station on the site.", "institutional"),
    ("The project is a new public library and associated parking lot.", "institutional"),
    ("Three Rivers Park District proposes a new park pavilion, restroom building and parking area.",
     "institutional"),
    ("Type of project: Public road", "linear"),
    ("Project category: Institutional/Public", "institutional"),
    ("Project Type:   Roadway reconstruction", "linear"),
    ("PROJECT CATEGORY: Multi-family residential", "multi_unit_residential"),
    # project type
    ("Scope: Reconstruction of Minnetonka Boulevard from Hopkins Crossroad to Plymouth Road, including storm sewer.",
     "linear"),
    ("The proposed improvements consist of full reconstruction of 34th Avenue South.", "linear"),
    ("Hennepin County will reconstruct CSAH 3 (Lake Street) between Hiawatha Avenue and 28th Avenue.", "linear"),
    ("The project will widen Highway 55 from two lanes to four lanes.", "linear"),
    ("Proposed work: urban street reconstruction with curb and gutter and new storm sewer.", "linear"),
    ("ISD 276 proposes a new 2-story middle school addition and expanded parking.", "institutional"),
    ("The church is proposing a sanctuary expansion and new parking lot.", "institutional"),
    ("The project consists of a new 120-bed senior living facility.", "multi_unit_residential"),
    ("The development is a 5-story, 210-unit apartment building over one level of underground parking.",
     "multi_unit_residential"),
    ("Type of Project:  Road / Highway", "linear"),
    ("Project Type: Public / Institutional", "institutional"),
    ("Project category: Street reconstruction", "linear"),
    # project type in form rows
    ("Type of project:\tPublic road\tProject No.:\t2024-11", "linear"),
    ("Project category\tInstitutional / Public", "institutional"),
    ("Project Type:\tMulti-Family Residential\tSite Area:\t3.85 ac", "multi_unit_residential"),
    # the projects use in plain words
    ("Use: Multi-family apartments (one 5-story building)", "multi_unit_residential"),
    ("Use: Multi-family apartments", "multi_unit_residential"),
    ("Parameter\tValue\tSource\nUse\tMulti-family apartments (one 5-story building)\tArch. A0.01", "multi_unit_residential"),
    ("Land use is institutional (school).", "institutional"),
    ("The land use is commercial.", "commercial"),
    ("The proposed land use is institutional (a private school).", "institutional"),
    ("Because this is the reconstruction of a single-family home, we understand that Rule N does not require a permit.",
     "single_family_home"),
    ("This project is the reconstruction of a single-family home on Lot 7.", "single_family_home"),
    # the project's kind in a plain voice (a phase, "what we are building", a gerund's object)
    ("What we are building: a 6,800 sq ft fellowship hall addition on the east side of the sanctuary and an expanded "
     "north parking lot for our church campus at 4400 Williston Road.", "institutional"),
    ("What we are building: a new office building and 60 parking stalls.", "commercial"),
    ("Phase 2 is 7 single-family lots on 4.1 acres, about 1.7 units per acre.", "single_family_subdivision"),
    ("This phase will be 36 townhomes on a private drive.", "multi_unit_residential"),
    ("The project is a five-story multi-family apartment building with 142 units over structured parking, "
     "replacing a strip retail center.", "multi_unit_residential"),
    ("The project replaces the retail strip with a four-story apartment building.", "multi_unit_residential"),
    ("The project is a mixed-use building with ground-floor retail and 40 apartments above, replacing a bank.", "mixed_use"),
])
def test_the_kind_read_from_a_page(text, kind):
    assert value(text, "project_type") == kind


@pytest.mark.parametrize("text", [
    "The site is located at 4100 Xenium Lane, north of Highway 55.",
    "The parcel fronts on TH 55 and is accessed from Vicksburg Lane.",
    "Access to the site will be from County Road 24.",
    "The project includes reconstruction of the driveway onto Xenium Lane.",
    "The project is located on Vicksburg Lane north of TH 55.",
    "The pavilion at Lakeside Park is located 200 feet east of the site.",
    # road work not part of the project
    "Hennepin County plans to reconstruct CSAH 19 in 2027; this project is unrelated.",
    "The future reconstruction of Xenium Lane by the City is not part of this application.",
    # form rows name no type by their names
    "Project Name:\tXenium Lane Apartments\tProject No.:\t2024-11",
    "Project:\tCSAH 19 Reconstruction\tCity:\tMinnetonka",
    "Adjacent Land Use\tSchool\tZoning\tR-1",
    # uses that are not the project
    "Existing use: commercial (vacant warehouse)",
    "Adjacent land use is commercial.",
    "Land use to the north is institutional (church).",
    "Zoning: C-2 Commercial",
    "Use of this form: permit applicants",
    # near misses of the plain use stay unread
    "Because this is not the reconstruction of a single-family home, Rule N requires a permit.",
    "Existing land use is commercial.",
    "The land use is commercial to the north.",
    # kinds that are not this projects
    "Phase 1 is 14 single-family lots platted in 2019.",  # the phase already built
    "Phase 3 will be 40 townhomes in a future application.",  # a phase still to come
    "Phase 2 is 4.1 acres.",  # a size, no kind
    "What we are not building: a school.",
    "The neighbouring church is building a fellowship hall.",
])
def test_no_kind_from_locations_names_or_other_uses(text):
    assert value(text, "project_type") is None


def test_an_existing_land_use_row_is_no_type():
    text = "Land Use\tExisting\tProposed\nZoning\tIndustrial\tIndustrial\nExisting land use\tCommercial\tVacant"
    assert value(text, "project_type") is None


def test_a_plat_named_in_apposition_gives_its_kind():
    text = "We're asking for a Rule N permit for the second phase of Whitetail Ridge, a single-family\nsubdivision.\n"
    assert facts_of(text).value("project_type") == "single_family_subdivision"


@pytest.mark.parametrize("text, kind", [
    ("The use is commercial.", "commercial"),
    ("THE PROJECT ADDS DUAL LEFT-TURN LANES AND RIGHT-TURN LANES AT VINE HILL ROAD.", "linear"),
    ("Land use to the north is commercial.", None),
    ("The existing use is commercial.", None),
    # archive project kinds
    ("WILLOW GROVE TOWNHOMES IS 42 TOWNHOUSE UNITS IN 11 BUILDINGS ON A 6.3 AC. SITE.", "multi_unit_residential"),
    ("Creekside Lofts replaces a vacant warehouse with a four-story building of 64 apartment units.", "multi_unit_residential"),
    ("Ridgedale Business Park Building C is an office/warehouse (industrial) redevelopment of an 11.2 acre site.", "industrial"),
    ("Street widening with turn lanes and a 10 ft trail on Commerce Blvd.", "linear"),
    ("The 2nd Addition plats 8 single-family lots on 6.1 AC. (1.31 units/AC.) south of Lotus Lake.", "single_family_subdivision"),
    # near misses: hard surface counted by its kinds; a street's width; a garage replaced by a deck
    ("Proposed streets, drives and roofs total 1.42 AC. of impervious surface.", None),
    ("Lake Street is 2 lanes wide.", None),
    # project kinds
    ("Independent School District No. 276, a public school district, applies for a permit for a classroom addition, "
     "bus loop and parking reconstruction at Excelsior Elementary, 441 Oak Street, Excelsior.", "institutional"),
    ("The City applies for a permit for the reconstruction of Oak Street.", "linear"),
    ("The industrial site is 9.5 acres (PID 02-118-23-44-0007).", "industrial"),
    ("The school campus site is 9.20 acres.", "institutional"),
    ("The expansion adds a 62,000 sq ft warehouse wing and truck court, and replaces the 6-foot public sidewalk along "
     "Hamel Road in kind.", "industrial"),
    # near misses: the use that is there now or was there
    ("The existing commercial site is 2.1 acres.", None),
    ("The former industrial site is 4 acres.", None),
    # project kinds
    ("The preliminary plat has 22 single-family lots on 7.40 acres.", "single_family_subdivision"),
    ("Phase II adds 28 townhome units (multi-family, 4- to 6-unit buildings) on a 4.30 acre site.", "multi_unit_residential"),
    ("Phase 2 is a one-story medical office building (6,800 sq ft floor area) on a 0.42 acre commercial lot.", "commercial"),
    ("The site has an existing house and a barn.", None),
    # project kinds
    ("The vacant drive-through bank is replaced by a two-story commercial retail building of 18,400 square feet.", "commercial"),
    ("The existing retail strip is replaced by 40 apartments.", "multi_unit_residential"),
    ("The HRA will build 96 affordable rental units (three 32-unit buildings) and a tot lot.", "multi_unit_residential"),
    ("Galpin Lake Road Twinhomes", "multi_unit_residential"),
    ("Summit Place Apartments", "multi_unit_residential"),
    # a report's title names its project, the name closed by its kind ("... Townhomes"), and what the report is
    ("Oak Ridge Townhomes Stormwater Report", "multi_unit_residential"),
    # near misses: what is replaced names nothing built; a title whose name closes with no kind names none
    ("The bank is replaced by a parking lot.", None),
    ("Oak Ridge Stormwater Report", None),
    ("Stormwater Management Report", None),
    # project kinds
    ("Excelsior, Minnesota - mixed-use redevelopment (ground-floor retail, 24 apartments above).", "mixed_use"),
    ("The 2.1-mile project mills and overlays the existing pavement and removes a bypass lane.", "linear"),
    ("Edina Public Schools (Independent School District 273), a public school district, applies for the Valley View "
     "Middle School classroom addition (institutional).", "institutional"),
    ("The City of Excelsior plans the Lake Street trail, a stand-alone trail project.", "linear"),
    ("The Lakeview Residences replaces a former service station and a two-story office building with a five-story "
     "multi-family building of 112 apartment units.", "multi_unit_residential"),
    # near misses
    ("The site - formerly industrial development land - is vacant.", None),
    ("The plans show a new 6-foot sidewalk along the street.", None),
    ("The applicant applies for a variance from the setback.", None),
])
def test_kinds_read_from_a_sentence(text, kind):
    got = [c.value for c in read_project_type(seg(text))]
    assert got == ([] if kind is None else [kind])


def test_a_sidewalk_along_a_stores_frontage_is_no_linear_project():
    text = ("Mainstreet Commons LLC proposes to redevelop three parcels into a commercial retail and office building.\n"
            "A 6-ft concrete public sidewalk with a 5-ft boulevard will be rebuilt along the frontage as part of the site work.\n")
    facts = facts_of(text)
    assert facts.value("project_type") == "commercial"
    assert facts.value("sidewalk_trail") is None


def test_a_numbered_form_label_of_the_kind():
    assert [c.value for c in read_project_type(seg("3. Type of project: commercial (retail bakery) - 1,900 S.F. addition",
                                                   labelled=True))] == ["commercial"]


def test_a_pad_site_and_its_kind():
    text = ("This is a commercial building pad of 0.42 acres within a 2.7-acre plat; the other lots of the plat are owned by "
            "others and are not part of this application.")
    assert [c.value for c in read_project_type(seg(text))] == ["commercial"]
    assert [(c.name, c.value) for c in read_sentence(seg(text))] == [("site_area_ac", 0.42)]


def test_a_measure_sentence_names_no_kind():
    assert read_project_type(seg("About 0.45 acres will be disturbed, including the sidewalk connection in the boulevard.")) == []


# --- the kind said as the rule's category of use ---------------------------------------------------
@pytest.mark.parametrize("text, kind", [
    ("A two-story, 38,000 SF medical office building (commercial use) with 142 surface stalls replaces a vacant "
     "restaurant and its parking lot.", "commercial"),
    ("The campus is an institutional use; the whole 14.6-acre campus is the project site.", "institutional"),
    ("We write to describe the stormwater design of the Lake & Irving building: ground-floor retail with 64 "
     "apartments above, a mixed use development on a 0.78-acre corner lot.", "mixed_use"),
    ("The new clinic is a commercial use under the rule.", "commercial"),
    ("The proposed building will be a multi-family residential building of 48 units.", "multi_unit_residential"),
    ("Warehouse space (industrial use) of 60,000 SF is proposed.", "industrial"),
])
def test_use_category_is_read(text: str, kind: str) -> None:
    assert kinds(text) == [kind]


@pytest.mark.parametrize("text", [
    "The site is zoned for commercial use.",
    "The existing building is a commercial use and will be removed.",
    "The lot is adjacent to an institutional use (a church).",
    "The site was formerly a commercial use.",
    "North of the site is a mixed use development.",
    "The building is located next to a commercial development.",
    "Commercial uses are permitted in this district.",
    "The parcel is guided for mixed use development in the comprehensive plan.",
    "To the east, a commercial development.",
    # a shop that is old or not built names no type
    "The existing coffee shop will be demolished and the site left as turf.",
    "A former pharmacy on the lot is vacant.",
    "The project will not include any cafe or other retail space.",
])
def test_use_of_others_or_of_now_is_not_read(text: str) -> None:
    assert kinds(text) == []


# --- a summary table's row that opens with the kind ------------------------------------------------
@pytest.mark.parametrize("cells, kinds", [
    (["Development", "Multi-family apartment building", "6 stories, 182 units"], ["multi_unit_residential"]),
    (["Development", "Retail center and bank"], ["commercial"]),
    (["Development", "Townhome community of 38 units"], ["multi_unit_residential"]),
    (["Development", "Apartments"], ["multi_unit_residential"]),
    (["Project", "CSAH 19 Reconstruction"], []),
    (["Project", "Cedar Lake Road Apartments"], []),
    (["Project", "Hospital Road Reconstruction"], []),
    (["Development", "Glen Lake Apartments"], []),
])
def test_summary_row_led_by_its_kind(cells: list[str], kinds: list[str]) -> None:
    got = read_project_type_row(cells, seg(" ".join(cells), True))
    assert [c.value for c in got] == kinds


# --- road titles with the road's name in parentheses -----------------------------------------------
@pytest.mark.parametrize("text", [
    "S.P. 027-615-042 COUNTY STATE AID HIGHWAY 15 (SHORELINE DRIVE) RECONSTRUCTION, FROM BRYANT LANE TO COMMERCE "
    "BOULEVARD, CITIES OF ORONO AND MOUND.",
    "CSAH 19 (Watertown Road) Reconstruction",
    "County Road 101 (Bushaway Rd) improvements are proposed by the county.",
    "TH 7 (Excelsior Blvd) resurfacing",
    "CSAH 15 (Shoreline Dr) Reconstruction",
])
def test_road_title_with_aside(text: str) -> None:
    assert kinds(text) == ["linear"]


def test_a_site_beside_the_road_is_not_road_work() -> None:
    assert kinds("The apartment site is on CSAH 15 (Shoreline Dr) near its reconstruction.") == []


@pytest.mark.parametrize("text, labelled, kind", [
    ("Land use for Rule N purposes: institutional (municipal utility facility).", False, "institutional"),
    ("Rule N category: institutional (county public works facility).", True, "institutional"),
    ("What land use is it: Commercial: the building serves a for-profit golf business.", True, "commercial"),
    # near miss: what stands there now
    ("Land use: Vacant commercial", True, None),
])
def test_the_kind_under_its_many_labels(text, labelled, kind):
    got = [c.value for c in read_project_type(seg(text, labelled))]
    assert got == ([] if kind is None else [kind])


@pytest.mark.parametrize("text, kind", [
    # what goes away, joined by "and the construction of a new ...", is followed by what is built (external22)
    ("On behalf of our clients we submit the enclosed information for the removal of the existing 1948 rambler and the "
     "construction of a new single-family home with an attached three-stall garage on the same lot.", "single_family_home"),
    # two things replaced, joined by "and a", are both what goes away (external24)
    ("The Lakeview Residences replaces a former service station and a two-story office building with a five-story "
     "multi-family building of 112 apartment units.", "multi_unit_residential"),
])
def test_what_goes_away_and_what_is_built(text, kind):
    assert [c.value for c in read_project_type(seg(text))] == [kind]


@pytest.mark.parametrize("text, kind", [
    ("Use: industrial - two office/warehouse buildings (142,000 and 96,500 sq ft) with truck courts.", "industrial"),
    ("The site will be redeveloped for commercial use.", "commercial"),
    ("The project is a teardown/rebuild of a lakeshore home.", "single_family_home"),
    ("Land use: Vacant commercial", None),
])
def test_the_first_kind_read_is_the_projects(text, kind):
    got = [c.value for c in read_project_type(seg(text))]
    assert got[:1] == ([] if kind is None else [kind])


def test_a_labelled_lines_second_sentence_wraps_onto_a_figure():
    got = facts_of("Applicant: Hennepin County (Transportation Project Delivery). The project reconstructs 1.4 miles of CSAH\n"
                "112 as a two-lane urban section with turn lanes and a median.\n")
    assert got.value("project_type") == "linear"


@pytest.mark.parametrize("text, kind", [
    ("Project: Coffee shop with drive-thru (2,150 sf building)", "commercial"),
    ("Project: Cedar Lake Road Apartments", None),  # a name, capitalised word by word
])
def test_a_project_row_in_sentence_case_describes(text, kind):
    got = [c.value for c in read_project_type(seg(text, labelled=True))]
    assert got == ([] if kind is None else [kind])


def test_the_kind_named_with_the_site_and_its_address():
    assert kinds_with_narrative("The school site at 441 Third Street, Excelsior is 12.4 acres.") == ["institutional"]
    assert kinds_with_narrative("The school site is 12.4 acres.") == ["institutional"]


# -- kinds --------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, want", [
    ("Proposed drainage areas and off-site area from Manitou Road (1.9 ac).", []),
    ("Existing / proposed drainage areas and off-site area from Manitou Road.", []),
    ("The City proposed to reconstruct Manitou Road.", ["linear"]),
    ("The marina is a commercial property of 9.20 acres on Lake Minnetonka; 3.30 acres will be disturbed.", ["commercial"]),
    ("The site is a commercial property to be redeveloped as apartments.", ["multi_unit_residential"]),
    # kinds of other land and street names
    ("Runoff from 164 acres of off-site residential and commercial land west of the corridor enters the County storm "
     "sewer at four points; this tributary area is included in the HydroCAD model.", []),
    ("Runoff from the neighboring commercial property is included in the model.", []),
    ("The project is a new commercial building.", ["commercial"]),
    ("Study Point A discharges to the Mill Street storm sewer, which has capacity for the proposed rates.", []),
    ("The City will mill and overlay Mill Street.", ["linear"]),
    ("Proposed is a senior living facility with 96 units and surface parking.", ["multi_unit_residential"]),
])
def test_kinds_in_sentences(text, want):
    assert kinds_with_narrative(text) == want


@pytest.mark.parametrize("text, want", [
    ("Project: Commercial - replace 1970s bank building with a one-story dental clinic", ["commercial"]),
    ("Project: Commercial", ["commercial"]),
    ("Project: Industrial Park Road Reconstruction", []),
    ("Type: Industrial (warehouse / distribution)", ["industrial"]),
    ("Type: Wet pond", []),
    ("Soil type: B", []),
])
def test_kinds_on_form_rows(text, want):
    assert kinds_with_narrative(text, labelled=True, row=True) == want


def test_a_building_row_says_the_kind():
    assert kinds_with_narrative("Building: 62,000 sq ft office/warehouse replacing two older shop buildings (18,500 sq ft).",
                 labelled=True) == ["industrial"]
    assert kinds_with_narrative("Building: existing 4,100 SF + addition 2,100 SF = 6,200 SF", labelled=True) == []


def test_a_trail_alone_is_linear_work():
    got = fact_values("The trail is a linear project and is the entire project: no roadway, parking or building work is included.\n"
                "It is a 10-foot wide bituminous trail; the pervious buffer is 6 feet on each side.")
    assert got["project_type"] == "linear" and got["sidewalk_trail"]["standalone"] is True
    got = fact_values("The trail is 10 feet wide with 6-foot buffers on each side.")
    assert "project_type" not in got


@pytest.mark.parametrize("text, expected", [
    ("Addition and Site Improvements, 5701 County Road 101, Minnetonka On behalf of our client, Independent "
     "School District No. 276, a public school district, we submit the enclosed permit application.", "institutional"),
    ("Re: Addition to the library at 4800 Trunk Highway 7; the project constructs a new reading room.", "institutional"),
    ("The church at 18500 County Road 6 proposes to construct a fellowship hall addition.", "institutional"),
    ("The owner proposes to build a new restaurant at 12001 County Road 19.", "commercial"),
])
def test_a_numbered_road_address_is_not_road_work(text, expected):
    # the address never reads as road work; what else is read must be the building's own kind
    assert set(kinds(text)) <= {expected}


def test_the_school_at_a_county_road_address_is_institutional():
    assert kinds("Addition and Site Improvements, 5701 County Road 101, Minnetonka On behalf of our client, "
                  "Independent School District No. 276, a public school district, we submit the enclosed "
                  "permit application.") == ["institutional"]


@pytest.mark.parametrize("text", [
    "The project reconstructs County Road 101 between Highway 7 and Excelsior Boulevard.",
    "Hennepin County proposes the reconstruction of County Road 19 with new trail.",
    "The city will reconstruct 1.2 miles of Trunk Highway 7 frontage road.",
])
def test_road_work_on_a_numbered_road_is_still_linear(text):
    assert kinds(text)[:1] == ["linear"]


@pytest.mark.parametrize("text", [
    "The project replaces a vacant bank building with a 2,150 sf drive-through coffee shop and 24 stalls.",
    "The owner proposes to construct a new coffee shop with a drive-thru lane.",
    "The applicant will build a 3,000 sf fast-food restaurant pad.",
    "The project constructs a pharmacy with a drive-through window.",
])
def test_shops_named_by_their_trade_are_commercial(text):
    assert kinds(text)[:1] == ["commercial"]


# -- "Proposal:" describes the project ------------------------------------------------------------------
@pytest.mark.parametrize("text, kind", [("Proposal: 48 for-sale townhome units in 9 buildings", "multi_unit_residential"),
                                        ("Proposal: a new 12,000 sf clinic", "commercial")])
def test_a_proposal_line_states_the_kind(text, kind):
    assert [c.value for c in read_project_type(Segment(text, "f.pdf", 1, None, labelled=True))] == [kind]


@pytest.mark.parametrize("text", ["Proposal: Lotus Row Townhomes", "Proposal: remove the existing church"])
def test_a_proposal_line_that_names_or_removes_states_no_kind(text):
    assert read_project_type(Segment(text, "f.pdf", 1, None, labelled=True)) == []


def test_a_second_project_label_on_a_form_line_states_the_kind():
    text = "Applicant: Bushaway Partners II LLC (private). Project: 11,600 sq. ft. retail/restaurant building and parking"
    assert [c.value for c in read_project_type(seg(text, labelled=True))] == ["commercial"]
    assert read_project_type(seg("Owner: Jane Smith. Project: Cedar Lake Road Apartments", labelled=True)) == []


# -- a form's project-type boxes that wrap onto a second row ---------------------------------------------
def test_the_ticked_type_on_the_boxes_second_row():
    form = ("4. Project type\tSingle-family home\tSingle-family subdivision\tMulti-family residential\tCommercial\n"
            "Industrial\tX Institutional\tMixed use\tRoad / street / trail\n5. Total site area (acres)\t18.4 acres\n")
    assert facts_of(form).value("project_type") == "institutional"


def test_a_row_with_fewer_than_three_types_is_no_type_question():
    from extract.propose.project_type import read_type_option_row
    row = Segment("Zoning\tX Commercial\tIndustrial", "f.pdf", 1, None, labelled=True)
    assert read_type_option_row(["Zoning", "X Commercial", "Industrial"], row) == []
    row = Segment("Industrial\tX Institutional\tMixed use", "f.pdf", 1, None, labelled=True)
    assert [c.value for c in read_type_option_row(["Industrial", "X Institutional", "Mixed use"], row)] == ["institutional"]


# -- plats, submittals for a count of homes, additions, campuses -------------------------------------------
@pytest.mark.parametrize("text, kind", [
    ("Lakeside Reserve plats fifteen single-family lots and one outlot on the west side of Rolling Acres Road.", ["single_family_subdivision"]),
    ("The plat is designed to the MPCA manual: the street section is narrowed to 28 feet.", []),
    ("We are submitting, for Lotus Ridge Phase II LLC, the stormwater plan for twelve townhome units in three buildings.",
     ["multi_unit_residential"]),
    ("The stormwater plan for the existing 12 apartments was approved in 2010.", []),
    ("The owner, Bay Mercantile LLC, will add a two-story, 2,900 square foot retail and office wing to its existing building.",
     ["commercial"]),
    ("Proposal: 48 for-sale townhome units in 9 buildings", ["multi_unit_residential"]),
])
def test_kinds_of_plats_submittals_and_additions(text, kind):
    assert [c.value for c in read_project_type(seg(text, labelled=text.startswith("Proposal:")))] == kind


def test_a_project_row_with_a_kind_and_a_note():
    row = seg("x", labelled=True)
    assert [c.value for c in read_project_type_row(["Project", "townhomes", "Brown Road Townhomes: 32 units, 8 buildings"], row)] \
        == ["multi_unit_residential"]
    assert read_project_type_row(["Land use", "Vacant commercial", "Institutional"], row) == []


@pytest.mark.parametrize("text, kind", [
    ("The addition adds 38,500 square feet of floor area and a 120-stall parking lot to the school campus.", ["institutional"]),
    ("Existing and proposed drainage areas, incl. 0.2 ac off-site boulevard.", []),
    ("We are the architect for the building addition at the Lake Street Retail Center, a commercial (retail/restaurant) property.",
     ["commercial"]),
    ("The site is next to the Ridgedale Center, a commercial property.", []),
    ("The plat is designed to the MPCA manual: the street section is narrowed to 28 feet.", []),
    # memo kinds
    ("We are replacing the existing one-story office and its small lot with a two-story commercial dental clinic.", ["commercial"]),
    ("Institutional use (public elementary school) on a 7.62-acre campus.", ["institutional"]),
    ("Commercial use of the adjacent parcel is zoned.", []),
    ("We are pleased to submit this report.", []),
])
def test_kinds_of_campuses_additions_and_properties(text, kind):
    assert [c.value for c in read_project_type(seg(text))] == kind


def test_what_is_it_answered_with_the_kind():
    text = "What is it: 22 townhome units (multi-unit residential, 5 buildings of 4-5 units) on 3.6 ac."
    assert [c.value for c in read_project_type(seg(text, labelled=True))] == ["multi_unit_residential"]


# -- kinds in several voices, read through the whole fact reader ---------------------------------------------
@pytest.mark.parametrize("text,kind", [
    pytest.param("A mixed-use building with ground-floor retail and 60 apartments is proposed.", "mixed_use", id="mixed-use"),
    pytest.param("Construction of a four-story, 120-unit apartment building.", "multi_unit_residential", id="apartment-building"),
    pytest.param("Development of a 40,000 sf distribution center with truck docks.", "industrial", id="distribution-center"),
    pytest.param("The applicant proposes an office/warehouse building of 85,000 sf.", "industrial", id="office-warehouse"),
    pytest.param("Redevelopment of the site as a three-story medical office building.", "commercial", id="medical-office"),
    # the kind behind the infrastructure and the demolition
    pytest.param("The project includes construction of a new public street to serve 24 single-family lots.",
                 "single_family_subdivision", id="street-serving-lots"),
    pytest.param("The applicant proposes to demolish the existing home and construct a new single-family home.",
                 "single_family_home", id="demolish-and-rebuild-home"),
    pytest.param("The existing office will be razed and the owner will construct a 60-unit apartment building.",
                 "multi_unit_residential", id="raze-office-build-apartments"),
    pytest.param("The project consists of the reconstruction of Vine Hill Road, including sidewalks and storm sewer.",
                 "linear", id="road-reconstruction"),
])
def test_project_kind_in_several_voices(text, kind):
    assert value(text, "project_type") == kind


def test_a_street_serving_an_unnamed_development_is_no_kind():
    assert value("The project includes construction of a new street to serve the proposed development.",
                 "project_type") is None


# -- what is built wins over what was there; roads named as a place are no kind ----------------------------
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


@pytest.mark.parametrize("text,kind", [
    ("The project is located on CSAH 19 and consists of a new 60-unit apartment building.", "multi_unit_residential"),
    ("Located at the corner of Highway 7 and Main Street, the project will construct a bank.", "commercial"),
    ("The site is accessed from County Road 15; the owner will construct a new clinic.", "commercial"),
])
def test_roads_named_as_location_are_not_the_kind(text, kind):
    assert value(text, "project_type") == kind


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


# -- which document states the kind: an agency letter, a heading, a geotechnical report ----------------------
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


def test_a_heading_gives_way_to_a_described_kind():
    heading = "CSAH 101 RECONSTRUCTION - TRINITY CHURCH"
    body = "The project consists of a new 12,000 sf church with parking and a biofiltration basin."
    f = facts_of(heading + "\n\n" + body)
    assert f.value("project_type") == "institutional"
    assert f.facts["project_type"].conflict is None


def test_a_heading_against_an_agency_letter_is_a_conflict_not_a_pick():
    heading = "CSAH 101 RECONSTRUCTION - TRINITY CHURCH"
    letter = ("Minnesota Pollution Control Agency\nConstruction Stormwater General Permit coverage\n"
              "Project type: Institutional")
    f = facts_of(heading, letter, files=["narrative.pdf", "MPCA coverage letter.pdf"])
    assert f.value("project_type") is None
    assert f.facts["project_type"].conflict


def test_a_geotechnical_report_does_not_type_the_project_beside_the_narrative():
    narrative = "The project will construct a 3-story building with ground-floor retail and 30 apartments."
    geotech = ("GEOTECHNICAL EVALUATION REPORT\nProposed Development\n"
               "We understand the project consists of a new commercial building with surface parking.")
    f = facts_of(narrative, geotech, files=["narrative.pdf", "geotech.pdf"])
    assert f.value("project_type") == "mixed_use"
