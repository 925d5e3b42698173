"""The kind of project (Rule N's own categories) read from where a package names it: prose ("will be
redeveloped for commercial use", "an institutional use (private K-8 school)"), labelled cells and lines
("Project type", "Land use", "Proposed use", "Nature of project"), and titles ("RECONSTRUCTION OF BAKER
ROAD", "COMMERCIAL DEVELOPMENT").

A false type decides the wrong Rule N paragraph, so the near misses must give no type at all: the
existing or previous use, the zoning or comprehensive-plan guidance, the land uses around the site, the
road a site takes access from or drains to, sheet titles naming that road, and the rule's own list of
categories. Every case was written for the test (none is copied from a package).
"""

import pytest

from kind_helpers import kind


CASES = [
    # ---- the project's own kind, named in prose, a cell, a label or a title ----
    pytest.param("The site will be redeveloped for commercial use.", "commercial", id="redeveloped-for-commercial-use"),
    pytest.param("The 2.4-acre parcel will be developed for industrial use.", "industrial", id="developed-for-industrial-use"),
    pytest.param("The property will be redeveloped for multi-family residential use.", "multi_unit_residential", id="redeveloped-for-multi-family-use"),
    pytest.param("The project is an institutional use (private K-8 school) with a gymnasium and parking.", "institutional", id="institutional-use-school-with-gym"),
    pytest.param("The owner proposes an institutional use (private K-8 school) on the former nursery site.", "institutional", id="owner-proposes-institutional-use"),
    pytest.param("The proposal is a mixed-use development with ground-floor retail and 40 apartments.", "mixed_use", id="mixed-use-retail-and-apartments"),
    pytest.param("Lakeview Commons is a mixed use development on 3.2 acres.", "mixed_use", id="named-mixed-use-development"),
    pytest.param("The applicant proposes a mixed use development at the corner of Main Street and 3rd Avenue.", "mixed_use", id="applicant-proposes-mixed-use"),
    pytest.param("Project type\tMulti-family apartment building", "multi_unit_residential", id="cell-project-type-multi-family"),
    pytest.param("Project Name\tLakeview Flats\nProject type\tMulti-family apartment building\nSite area\t2.10 acres", "multi_unit_residential", id="cells-project-type-among-other-rows"),
    pytest.param("Land use\tMulti-family residential", "multi_unit_residential", id="cell-land-use-multi-family"),
    pytest.param("Proposed use\tInstitutional", "institutional", id="cell-proposed-use-institutional"),
    pytest.param("Development type\tMixed use", "mixed_use", id="cell-development-type-mixed-use"),
    pytest.param("Proposed Land Use: Office/Commercial", "commercial", id="label-proposed-land-use-office-commercial"),
    pytest.param("PROPOSED LAND USE\tOFFICE/COMMERCIAL", "commercial", id="capitals-proposed-land-use-cell"),
    pytest.param("Existing use: vacant commercial\nProposed use: institutional (charter school)", "institutional", id="existing-then-proposed-use-lines"),
    pytest.param("COUNTY STATE AID HIGHWAY 101 RECONSTRUCTION", "linear", id="title-csah-reconstruction"),
    pytest.param("RECONSTRUCTION OF BAKER ROAD", "linear", id="title-capitals-road-reconstruction"),
    pytest.param("Reconstruction of Baker Road", "linear", id="title-road-reconstruction"),
    pytest.param("Development type: Mixed-Use (residential over retail)", "mixed_use", id="label-development-type-mixed-use-detail"),
    pytest.param("A mixed use development is proposed on the 2.3-acre site.", "mixed_use", id="mixed-use-development-is-proposed"),
    pytest.param("The Lofts at Excelsior is a four-story mixed-use building with 58 apartments and 6,000 sf of commercial space.", "mixed_use", id="mixed-use-building-apartments-and-commercial"),
    pytest.param("Existing use: vacant commercial\tProposed use: institutional", "institutional", id="existing-and-proposed-use-cells-one-line"),
    pytest.param("Stormwater Report for the Reconstruction of Ferndale Road", "linear", id="report-title-road-reconstruction"),
    pytest.param("DRAINAGE REPORT - WEST 62ND STREET RECONSTRUCTION", "linear", id="report-title-street-reconstruction"),
    pytest.param("Project Information\nProject type\tMulti-family apartment building\tParcel ID\t12-117-22-33-0001", "multi_unit_residential", id="project-information-cells"),
    pytest.param("Work: turn lanes, a signal and 0.62 miles of shoulder widening on Trunk Highway 7.", "linear", id="work-turn-lanes-shoulder-widening"),
    pytest.param("Applicant: MnDOT (State of Minnesota). Work: turn lanes and 0.62 miles of shoulder widening on Trunk\nHighway 7.", "linear", id="applicant-mndot-work-wrapped"),
    pytest.param("Owner: Lakeview Partners LLC. Scope: a 48-unit apartment building", "multi_unit_residential", id="scope-apartment-building"),
    pytest.param("CITY OF MINNETONKA\n2026 STREET RECONSTRUCTION PROJECT", "linear", id="city-street-reconstruction-project"),
    pytest.param("HENNEPIN COUNTY\nCOUNTY STATE AID HIGHWAY 101 RECONSTRUCTION\nFROM CSAH 6 TO WAYZATA BOULEVARD", "linear", id="county-highway-title-block"),
    pytest.param("Proposed Development: Multi-family residential (3 buildings, 144 units)", "multi_unit_residential", id="label-proposed-development-multi-family"),
    pytest.param("The proposed land use is institutional.", "institutional", id="proposed-land-use-is-institutional"),
    pytest.param("The parcel will be redeveloped for light industrial use with a 60,000 sf warehouse.", "industrial", id="light-industrial-warehouse"),
    pytest.param("Use Category: Institutional", "institutional", id="label-use-category"),
    pytest.param("Nature of project: commercial (retail building)", "commercial", id="label-nature-of-project"),
    pytest.param("Intended use: light industrial / warehouse", "industrial", id="label-intended-use"),
    pytest.param("COMMERCIAL DEVELOPMENT\nSTORMWATER MANAGEMENT PLAN", "commercial", id="title-commercial-development"),
    pytest.param("MIXED-USE REDEVELOPMENT - 50TH & FRANCE", "mixed_use", id="title-mixed-use-redevelopment"),
    # ---- near misses: the existing use, the zoning, the land around, the road a site sits on, the rule ----
    pytest.param("The site is zoned commercial.", None, id="miss-zoned-commercial"),
    pytest.param("Existing use: vacant commercial", None, id="miss-existing-use-label"),
    pytest.param("Existing Land Use: Industrial", None, id="miss-existing-land-use-label"),
    pytest.param("Surrounding land uses are commercial and multi-family residential.", None, id="miss-surrounding-land-uses"),
    pytest.param("Adjacent Land Use\tMulti-family residential", None, id="miss-adjacent-land-use-cell"),
    pytest.param("Zoning\tC-2 Commercial", None, id="miss-zoning-cell"),
    pytest.param("The site was previously used for commercial purposes.", None, id="miss-previously-used"),
    pytest.param("Comprehensive plan guidance: Mixed use", None, id="miss-comprehensive-plan-guidance"),
    pytest.param("\tExisting\tProposed\nLand use\tVacant commercial\t", None, id="miss-existing-column-only-filled"),
    pytest.param("Land Use\tExisting\tProposed\nZoning\tIndustrial\tIndustrial\nExisting land use\tCommercial\tVacant", None, id="miss-table-existing-rows-only"),
    pytest.param("Multi-family residential uses lie north of the site.", None, id="miss-neighbours-multi-family"),
    pytest.param("ACCESS FROM COUNTY STATE AID HIGHWAY 101", None, id="miss-access-from-highway"),
    pytest.param("HENNEPIN COUNTY ROAD 101 RIGHT OF WAY", None, id="miss-county-road-right-of-way"),
    pytest.param("Rule N applies to commercial, industrial, institutional and mixed use development.", None, id="miss-rule-quoted-back"),
    pytest.param("The site drains to the ditch along County State Aid Highway 101.", None, id="miss-drains-to-highway-ditch"),
    pytest.param("Zoning / Land Use\tExisting: C-1 Commercial\tGuided: Mixed Use", None, id="miss-zoning-and-guided-cells"),
    pytest.param("PROPOSED STORM SEWER IN COUNTY ROAD 101 RIGHT-OF-WAY", None, id="miss-storm-sewer-in-road-right-of-way"),
    pytest.param("Sheet C3.0 - GRADING PLAN - COUNTY STATE AID HIGHWAY 101", None, id="miss-sheet-title-names-highway"),
    pytest.param("The property is guided for mixed use in the comprehensive plan.", None, id="miss-guided-for-mixed-use"),
    pytest.param("Current use: office/warehouse", None, id="miss-current-use"),
    pytest.param("Previous use: Commercial (vacant since 2019)", None, id="miss-previous-use"),
    pytest.param("ZONING: C-3 GENERAL COMMERCIAL", None, id="miss-zoning-capitals"),
    pytest.param("The existing commercial building will be demolished.", None, id="miss-existing-building-demolished"),
    pytest.param("Drainage from the adjacent multi-family site enters from the east.", None, id="miss-drainage-from-adjacent-site"),
    pytest.param("Type of Use: Existing retail to remain", None, id="miss-existing-retail-to-remain"),
    pytest.param("Zoning\tExisting\tProposed\nDistrict\tR-1\tPUD", None, id="miss-zoning-table-pud"),
    pytest.param("The parcel is currently used as a commercial parking lot.", None, id="miss-currently-used-as-parking"),
    pytest.param("EXISTING COMMERCIAL BUILDING TO BE REMOVED", None, id="miss-existing-building-to-be-removed"),
    pytest.param("PROPOSED RIGHT TURN LANE ON COUNTY ROAD 101 (BY OTHERS)", None, id="miss-turn-lane-by-others"),
    pytest.param("Commercial Development Standards", None, id="miss-development-standards-heading"),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_the_kind_a_description_names(text, expected):
    got = kind(text)
    assert (got is None) if expected is None else (got == expected)
