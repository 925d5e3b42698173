"""Round 5: the rule's own project categories, said in other hands' words, and the forms that tick them.

Every case was written for this test (none is copied from a package). Each class has its
near misses beside it: the existing use, the zoning, the road a site sits on, a street
built inside a subdivision. A near miss must give no type at all (or keep a real conflict):
a false type decides the wrong Rule N paragraph.
"""

import pytest

from extract.pdf.page_text import page_from_text
from extract.propose.project_type import read_project_type_table
from extract.read_facts import read_facts
from extract.layout.segments import segment_page


def facts_of(*texts):
    return read_facts([page_from_text(t, file=f"doc{i}.pdf") for i, t in enumerate(texts)])


def kind(*texts):
    return facts_of(*texts).value("project_type")


# -- 1. the rule's categories in prose, cells and titles ----------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("The site will be redeveloped for commercial use.", "commercial"),
    ("The 2.4-acre parcel will be developed for industrial use.", "industrial"),
    ("The property will be redeveloped for multi-family residential use.", "multi_unit_residential"),
    ("The project is an institutional use (private K-8 school) with a gymnasium and parking.", "institutional"),
    ("The owner proposes an institutional use (private K-8 school) on the former nursery site.", "institutional"),
    ("The proposal is a mixed-use development with ground-floor retail and 40 apartments.", "mixed_use"),
    ("Lakeview Commons is a mixed use development on 3.2 acres.", "mixed_use"),
    ("The applicant proposes a mixed use development at the corner of Main Street and 3rd Avenue.", "mixed_use"),
    ("Project type\tMulti-family apartment building", "multi_unit_residential"),
    ("Project Name\tLakeview Flats\nProject type\tMulti-family apartment building\nSite area\t2.10 acres",
     "multi_unit_residential"),
    ("Land use\tMulti-family residential", "multi_unit_residential"),
    ("Proposed use\tInstitutional", "institutional"),
    ("Development type\tMixed use", "mixed_use"),
    ("Proposed Land Use: Office/Commercial", "commercial"),
    ("PROPOSED LAND USE\tOFFICE/COMMERCIAL", "commercial"),
    ("Existing use: vacant commercial\nProposed use: institutional (charter school)", "institutional"),
    ("COUNTY STATE AID HIGHWAY 101 RECONSTRUCTION", "linear"),
    ("RECONSTRUCTION OF BAKER ROAD", "linear"),
    ("Reconstruction of Baker Road", "linear"),
    ("Development type: Mixed-Use (residential over retail)", "mixed_use"),
    ("A mixed use development is proposed on the 2.3-acre site.", "mixed_use"),
    ("The Lofts at Excelsior is a four-story mixed-use building with 58 apartments and 6,000 sf of commercial space.",
     "mixed_use"),
    ("Existing use: vacant commercial\tProposed use: institutional", "institutional"),
    ("Stormwater Report for the Reconstruction of Ferndale Road", "linear"),
    ("DRAINAGE REPORT - WEST 62ND STREET RECONSTRUCTION", "linear"),
    ("Project Information\nProject type\tMulti-family apartment building\tParcel ID\t12-117-22-33-0001",
     "multi_unit_residential"),
    ("Work: turn lanes, a signal and 0.62 miles of shoulder widening on Trunk Highway 7.", "linear"),
    ("Applicant: MnDOT (State of Minnesota). Work: turn lanes and 0.62 miles of shoulder widening on Trunk\nHighway 7.",
     "linear"),
    ("Owner: Lakeview Partners LLC. Scope: a 48-unit apartment building", "multi_unit_residential"),
    ("CITY OF MINNETONKA\n2026 STREET RECONSTRUCTION PROJECT", "linear"),
    ("HENNEPIN COUNTY\nCOUNTY STATE AID HIGHWAY 101 RECONSTRUCTION\nFROM CSAH 6 TO WAYZATA BOULEVARD", "linear"),
    ("Proposed Development: Multi-family residential (3 buildings, 144 units)", "multi_unit_residential"),
    ("The proposed land use is institutional.", "institutional"),
    ("The parcel will be redeveloped for light industrial use with a 60,000 sf warehouse.", "industrial"),
    ("Use Category: Institutional", "institutional"),
    ("Nature of project: commercial (retail building)", "commercial"),
    ("Intended use: light industrial / warehouse", "industrial"),
    ("COMMERCIAL DEVELOPMENT\nSTORMWATER MANAGEMENT PLAN", "commercial"),
    ("MIXED-USE REDEVELOPMENT - 50TH & FRANCE", "mixed_use"),
])
def test_the_rules_categories(text, expected):
    assert kind(text) == expected


@pytest.mark.parametrize("text", [
    "The site is zoned commercial.",
    "Existing use: vacant commercial",
    "Existing Land Use: Industrial",
    "Surrounding land uses are commercial and multi-family residential.",
    "Adjacent Land Use\tMulti-family residential",
    "Zoning\tC-2 Commercial",
    "The site was previously used for commercial purposes.",
    "Comprehensive plan guidance: Mixed use",
    "\tExisting\tProposed\nLand use\tVacant commercial\t",
    "Land Use\tExisting\tProposed\nZoning\tIndustrial\tIndustrial\nExisting land use\tCommercial\tVacant",
    "Multi-family residential uses lie north of the site.",
    "ACCESS FROM COUNTY STATE AID HIGHWAY 101",
    "HENNEPIN COUNTY ROAD 101 RIGHT OF WAY",
    "Rule N applies to commercial, industrial, institutional and mixed use development.",
    "The site drains to the ditch along County State Aid Highway 101.",
    "Zoning / Land Use\tExisting: C-1 Commercial\tGuided: Mixed Use",
    "PROPOSED STORM SEWER IN COUNTY ROAD 101 RIGHT-OF-WAY",
    "Sheet C3.0 - GRADING PLAN - COUNTY STATE AID HIGHWAY 101",
    "The property is guided for mixed use in the comprehensive plan.",
    "Current use: office/warehouse",
    "Previous use: Commercial (vacant since 2019)",
    "ZONING: C-3 GENERAL COMMERCIAL",
    "The existing commercial building will be demolished.",
    "Drainage from the adjacent multi-family site enters from the east.",
    "Type of Use: Existing retail to remain",
    "Zoning\tExisting\tProposed\nDistrict\tR-1\tPUD",
    "The parcel is currently used as a commercial parking lot.",
    "EXISTING COMMERCIAL BUILDING TO BE REMOVED",
    "PROPOSED RIGHT TURN LANE ON COUNTY ROAD 101 (BY OTHERS)",
    "Commercial Development Standards",
])
def test_existing_uses_zoning_and_places_name_no_type(text):
    assert kind(text) is None


TABLES = [
    ("\tExisting\tProposed\nLand use\tVacant commercial\tInstitutional", "institutional"),
    ("Land Use\tExisting\tProposed\nZoning\tC-2\tC-2\nLand use\tParking lot\tMulti-family residential",
     "multi_unit_residential"),
    ("Zoning / Land Use\tExisting\tProposed\nZoning\tI-1\tC-3\nLand use\tVacant industrial\tOffice/Commercial",
     "commercial"),
    ("Site Data\tExisting Conditions\tProposed Conditions\nUse\tSingle-family home\tInstitutional (church)",
     "institutional"),
]


@pytest.mark.parametrize("text,expected", TABLES)
def test_a_land_use_table_reads_the_proposed_column(text, expected):
    page = page_from_text(text)
    _, blocks = segment_page(page)
    found = {c.value for b in blocks for c in read_project_type_table(b)}
    assert found == {expected}


@pytest.mark.parametrize("text,expected", TABLES)
def test_a_land_use_table_row_alone_never_reads_the_existing_column(text, expected):
    # the row reader cannot see the header: it must not take the existing column for the project
    assert kind(text) in (None, expected)


@pytest.mark.parametrize("text", [
    "\tExisting\tProposed\nZoning\tC-2 Commercial\tC-2 Commercial",
    "Land use\tCommercial\tInstitutional",  # no header: which column is which is not said
    "Land Use\tExisting\tProposed\nZoning\tIndustrial\tIndustrial\nExisting land use\tCommercial\tVacant",
])
def test_land_use_tables_without_a_proposed_use_give_none(text):
    _, blocks = segment_page(page_from_text(text))
    assert [c for b in blocks for c in read_project_type_table(b)] == []
    assert kind(text) is None


def test_an_existing_column_alone_is_not_read_as_the_proposed_one():
    _, blocks = segment_page(page_from_text("\tExisting\tProposed\nLand use\tCommercial\t"))
    assert [c for b in blocks for c in read_project_type_table(b)] == []


# -- 2. a street built inside a subdivision or a site is not a linear project ---------------------------------
@pytest.mark.parametrize("texts,expected", [
    (("The plat of Cedar Ridge creates 24 single-family lots.",
      "The project also includes a new public street, Cedar Ridge Court, and a stormwater pond."),
     "single_family_subdivision"),
    (("The project is a residential subdivision of 18 single-family lots.",
      "A new public street will be constructed within the subdivision."),
     "single_family_subdivision"),
    (("The project is a residential subdivision of 18 single-family lots.",
      "Street construction includes curb and gutter, storm sewer and a cul-de-sac."),
     "single_family_subdivision"),
    (("The project constructs a 62-unit apartment building.",
      "The project includes a new private street and surface parking."),
     "multi_unit_residential"),
    (("The project constructs a 12,000 square foot retail building.",
      "Site work includes the construction of a new access road to the building."),
     "commercial"),
])
def test_a_street_inside_the_project_adds_no_linear_type(texts, expected):
    f = facts_of(*texts)
    assert f.value("project_type") == expected
    assert f.facts["project_type"].conflict is None


@pytest.mark.parametrize("texts,expected", [
    (("PROJECT NARRATIVE\nThe Preserve at Cedar Ridge is a residential subdivision of 24 single-family lots on 11.2 acres.",
      "Street A will be constructed as a 28-foot urban section with curb and gutter.",
      "Access will be from County Road 19.",
      "Streets and utilities will be constructed in the first phase.",
      "Public street improvements include a cul-de-sac and sidewalk along Street A."), "single_family_subdivision"),
    (("The applicant proposes a 9,000 sf restaurant with a drive-through.",
      "Frontage road reconstruction along the site is included in the project."), "commercial"),
    (("The school district proposes a 2-story classroom addition to Westwind Elementary.",
      "The project also includes a new trail along the east property line."), "institutional"),
    # road projects keep their kind beside the uses along them
    (("The City of Wayzata proposes to reconstruct Lake Street East between Ferndale Road and Barry Avenue.",
      "The adjacent commercial properties will keep their accesses.",
      "The project includes new sidewalk on both sides."), "linear"),
    (("Hennepin County will reconstruct CSAH 101 from CSAH 6 to TH 12.",
      "Several single-family homes along the corridor will have driveways reconstructed."), "linear"),
    (("2026 STREET AND UTILITY IMPROVEMENTS",
      "The City will reconstruct 1.8 miles of residential streets in the Bayview neighborhood."), "linear"),
])
def test_a_memo_with_many_streets_keeps_its_own_kind(texts, expected):
    f = facts_of(*texts)
    assert f.value("project_type") == expected
    assert f.facts["project_type"].conflict is None


def test_two_types_genuinely_claimed_stay_a_conflict():
    f = facts_of("Project type: Commercial", "Project type: Linear (road reconstruction)")
    assert f.value("project_type") is None
    assert f.facts["project_type"].conflict


# -- 4. typed forms: the box ticked, before or after its label --------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("Project Type: ☒ Commercial ☐ Industrial ☐ Institutional ☐ Residential", "commercial"),
    ("Type of Development (check one):  ☐ Residential  ☒ Institutional  ☐ Commercial", "institutional"),
    ("Type of Development (check one)\n☐ Residential  ☐ Commercial  ☒ Institutional", "institutional"),
    ("Commercial [X]  Industrial [ ]  Institutional [ ]", "commercial"),
    ("Project Type:\tCommercial ☐\tIndustrial ☒\tInstitutional ☐", "industrial"),
    ("☐ Single-family home ☐ Subdivision ☒ Multi-family ☐ Commercial", "multi_unit_residential"),
    ("Type of project: ( ) Residential (X) Linear / road ( ) Commercial", "linear"),
    ("Project Type: ■ Mixed use □ Commercial", "mixed_use"),
    ("Project Type: ✔ Linear (road/trail)  ☐ Other", "linear"),
    ("Project type: ⊠ Institutional ☐ Other: ____", "institutional"),
    ("Check all that apply:  [X] Commercial  [ ] Industrial  [ ] Residential", "commercial"),
    ("Land use: ☐ Residential ☑ Commercial ☐ Industrial", "commercial"),
    ("Commercial: X   Industrial: __   Institutional: __", "commercial"),
    ("Project Type: Commercial [ ] Industrial [ ] Institutional [X] Residential [ ]", "institutional"),
    ("Type of Development: Residential ☐ Commercial ☐ Mixed Use ☒", "mixed_use"),
])
def test_typed_form_boxes(text, expected):
    assert kind(text) == expected


@pytest.mark.parametrize("text", [
    "Project Type: ☐ Commercial ☐ Industrial ☐ Institutional ☐ Residential",
    "Type of Development (check one):  [ ] Residential  [ ] Commercial  [ ] Institutional",
    "Commercial [ ]  Industrial [ ]  Institutional [ ]",
    "Project Type: Commercial ☐ Industrial ☐ Institutional ☐",
])
def test_an_unticked_form_is_no_type(text):
    assert kind(text) is None


def test_two_types_ticked_are_a_conflict_not_a_pick():
    f = facts_of("Check all that apply:  [X] Commercial  [ ] Industrial  [X] Institutional")
    assert f.value("project_type") is None
    assert f.facts["project_type"].conflict
