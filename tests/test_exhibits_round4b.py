"""Round 4b phrasing tables: present exhibits we used to report missing (N.6.A.6, N.6.A.11, N.6.B).

Written here from how civil firms and cities write, not taken from any package; each class has
near-misses that must stay missing (negations, promises, requests, a report table without a
plan sheet, a list or contents entry that only names the document). A false "present" is the
worst error the checker can make, so the near-miss tables are as long as the present ones.
"""

import pytest

from extract.exhibits.detect import detect_exhibits
from extract.pdf.page_text import page_from_text

LETTER = (612.0, 792.0)
FULL = (2592.0, 1728.0)
TITLE_BLOCK = "\nSHEET TITLE:\nGRADING AND DRAINAGE PLAN\nISSUED 03/14/2026\nC3.0"


def found(text, size=LETTER):
    return detect_exhibits([page_from_text(text, file="pkg.pdf", width=size[0], height=size[1])])


def on_sheet(body):
    return found(f"NORTHGATE ENGINEERING\nPROPERTY LINE\n{body}{TITLE_BLOCK}", FULL)


# ---- N.6.A.6: normal and 100-year water elevations shown on a plan sheet ----

LEVELS_ON_SHEET = [
    "POND 1: NWL 942.0 (EX NWL NONE), 100-YR HWL 945.6, EOF 946.6.",
    "BASIN 1: NWL N/A (FILTRATION), 100-YR HWL 943.9.",
    "POND A NWL 987.0 HWL 990.8; EX WETLAND NONE.",
    "BASIN 1: NWL NONE (DRY), 100-YR HWL 901.2. NO EXISTING WATER ELEVATIONS.",
    "POND 2: EX NWL NONE; PR NWL 960.0, 100-YR HWL 963.1.",
    "Existing and proposed normal water level and 100-yr HWL shown for UG-1: NWL none (dry system), 100-YR HWL 926.41.",
    "BASIN 1: BOTTOM 902.0 / NWL 905.0 / HWL 908.6 / EOF 910.0",
    "NWL=905.0\nHWL=908.6",
    "EL. 905.0 NWL\nEL. 908.6 100-YR HWL",
    "905.0' NORMAL WATER LEVEL\n908.6' 100-YEAR HIGH WATER",
    "POND DATA\nPOND\tBOTTOM\tPERMANENT POOL\t100-YR BOUNCE/HWL\tEOF\nP-1\t900.0\t905.0\t908.6\t910.0",
    "BASIN SUMMARY\nBASIN\tEX. NWL\tPROP. NWL\tEX. HWL\tPROP. HWL\nB-1\t902.3\t905.0\t904.1\t908.6",
    "POND ELEVATIONS\nPOND\tOUTLET ELEV.\t100-YR HWL\nNORTH\t905.00\t908.60",
    "POND ELEVATIONS\nPOND\tNORMAL WATER LEVEL\t100-YEAR HIGH WATER LEVEL\nPOND 1\t905.0 FT\t908.6 FT",
    "PERMANENT POOL ELEV = 905.00'\n100-YR BOUNCE = 908.60'",
    "HWL (100-YR) 908.6\nNWL 905.0",
    "GLEASON LAKE OHW 929.0, 100-YR 931.2.",
    "WETLAND NWL 906.1 (EX & PR); IB-1 BOTTOM 910.0, 100-YR HWL 912.4.",
    "NORMAL POOL EL. 905.0\n100 YEAR FLOOD EL. 908.6",
    "IB-7A: BOTTOM 949.0, 100-YR HWL 951.8; NO EXISTING WATER ELEVATIONS ON SITE.",
    "WATER ELEVATIONS\nPOND 1\tNWL 905.0\tHWL 908.6\nPOND 2\tNWL 903.5\tHWL 907.1",
]


# long column heads that ran together when the sheet was drawn: one head cell names both levels
MERGED_HEADS = [
    "POND DATA\nBASIN\tNORMAL WATER LEVEL 100-YEAR HIGH WATER EMERGENCY LEVEL OVERFLOW\nPOND 1\t905.0\t908.6\t909.6",
    "POND DATA\nPOND\tEXISTING NWL\tPROPOSED NWL EXISTING 100-YR HWL PROPOSED 100-YR HWL\nPOND 1\tN/A\t905.0\tN/A\t908.6",
    "WATER LEVELS\nWATER BODY\tNORMAL WATER ELEVATION (FT) 100-YEAR ELEVATION (FT)\nEXISTING WETLAND\t901.2\t903.4",
]
LEVELS_ON_SHEET += MERGED_HEADS


@pytest.mark.parametrize("body", LEVELS_ON_SHEET)
def test_levels_on_a_plan_sheet(body):
    assert "N.6.A.6" in on_sheet(body)


NOT_LEVELS_ON_SHEET = [
    "2. LOWEST OPENING ELEVATION = 917.20. 100-YEAR HWL = 915.10",
    "NWL AND HWL TO BE DETERMINED",
    "WATER ELEVATIONS NOT SHOWN",
    "NO NWL OR HWL SHOWN ON THIS SHEET",
    "LEGEND\nNWL\nHWL\nEOF",
    "POND 1: 100-YR HWL 908.6",
    "POND 1: NWL 905.0",
    "MSE 3 24-HR 100-YR RAINFALL = 7.44 IN\nNWL",
    "POND 1: BOTTOM 902.0, EOF 910.0",
    "POND 1: NWL 905.0, HWL TBD",
    "POND 1: NWL NONE, HWL NONE",
    "100-YR HWL AND NWL WILL BE SHOWN ON FINAL PLANS",
    "POND 1: NWL NONE (DRY); HWL TO BE DETERMINED",
    "NO PONDS OR WATER BODIES ON SITE",
    "POND 1 PEAK ELEV = 908.6 (HYDROCAD)",
    "POND DATA\nBASIN\tNORMAL WATER LEVEL 100-YEAR HIGH WATER\nPOND 1\tTBD\tTBD",
    "POND DATA\nBASIN\tNORMAL WATER LEVEL 100-YEAR HIGH WATER\nPOND 1\tN/A\t908.6",
    "2. LOWEST OPENING ELEVATION = 883.60. 100-YEAR HWL =\n881.10.\n942",
    "LEGEND\nNWL\t100-YR HWL\n936\t938",
]


@pytest.mark.parametrize("body", NOT_LEVELS_ON_SHEET)
def test_no_levels_on_a_plan_sheet(body):
    assert "N.6.A.6" not in on_sheet(body)


NOT_LEVELS_REPORT = [
    "Table 2. Pond summary\nPond\tNWL\t100-yr HWL\tBench width\nP-1\t905.0\t908.6\t10",
    "The pond has an NWL of 905.0 and a 100-year HWL of 908.6.",
    "The NWL and 100-year HWL are summarized in Table 2.",
    "Basin 1 has no normal pool (dry); its 100-year HWL is 901.2.",
]


@pytest.mark.parametrize("text", NOT_LEVELS_REPORT)
def test_report_tables_and_narrative_are_not_the_plans(text):
    assert "N.6.A.6" not in found(text)


# ---- N.6.A.11: the municipality's review or conformance documentation ----

CITY_REVIEWED = [
    "City of Wayzata\n600 Rice Street East\nMarch 4, 2025\nRE: Birch Lane Preliminary Plat Review\nDear Mr. Olson:\nThe City has completed its review of the preliminary plat and grading plans.",
    "The City of Minnetonka reviewed the plans on March 4, 2025 and has no objection to the project.",
    "City staff comments dated February 12, 2025 have been addressed in the revised plans.",
    "The preliminary plat was approved by the City Council on April 8, 2025.",
    "Municipal review: City of Wayzata, reviewed 3/4/2025",
    "Local Government Unit approval: City of Excelsior, approved 2/10/2025",
    "From: Jane Smith <jsmith@eminnetonka.gov>\nSent: May 2, 2025\nSubject: RE: Ridgeview stormwater plan review\nWe have reviewed the stormwater plan and have no further comments.",
    "The City Engineer reviewed the stormwater management plan on 5/2/2025 and found it consistent with the City's Local Surface Water Management Plan.",
    "City approval: Site plan approved by the Planning Commission on 6/11/2025.",
    "The City has no objection to the proposed stormwater management plan (letter dated May 5, 2025).",
    "The City of Shorewood reviewed the project for conformance with its Local Surface Water Management Plan on 4/22/2025 and found it consistent.",
    "City review comments (dated 3/14/2025) were received and have been incorporated into the plans.",
    "Consistency with the City of Wayzata LSWMP was confirmed by City staff in their review letter dated April 2, 2025.",
    "Local Government Unit approval: City of Mound, 04/12/2025",
    "City staff have reviewed the stormwater management plan and grading plans for the above project, and the City has no objection to the Watershed District permit.",
    "CITY OF EDINA\nENGINEERING DEPARTMENT\nMEMORANDUM\nTO: Minnehaha Creek Watershed District\nFROM: Chad Millner, City Engineer\nRE: Grandview Commons - Grading and Stormwater Plan Review",
    "The site plan was approved by the Orono City Council on May 13, 2025 (Resolution 7521).",
    "The City of Excelsior Engineering Department has reviewed and approved the grading and drainage plans.",
]


# the municipality's approval and its letter, named in a caption or said on its letterhead
CITY_APPROVED = [
    "APPENDIX F - LETTER OF APPROVAL, CITY OF EDINA",
    "Appendix F: City of Edina Letter",
    "Approval Letter - City of Edina",
    "CITY OF EDINA\nMay 2, 2024\nDear Ms. Olson:\nThe City of Edina approves the stormwater management plan for Lakeview Flats, subject to the conditions below.",
    "Letter from the City of Edina approving the stormwater plan (May 2, 2024)",
    "City approval letter dated May 2, 2024 (Appendix F)",
    "Municipal approval: City of Edina letter dated May 2, 2024",
    "The City's letter of approval (May 2, 2024) is enclosed.",
    "Approval of the City of Edina: letter dated May 2, 2024, attached as Appendix F.",
    "The City of Edina, by letter dated May 2, 2024, approved the stormwater management plan.",
    "Edina City Engineer approval letter, May 2, 2024",
    "CITY OF EDINA\nENGINEERING DEPARTMENT\nMay 2, 2024\nRE: Lakeview Flats - Stormwater Plan Approval\nDear Mr. Smith:\n"
    "This letter confirms that the stormwater management plan meets the requirements of the City's Local Surface Water Management Plan. The plan is approved.",
    "CITY OF EDINA\nMay 2, 2024\nTo: Minnehaha Creek Watershed District\nRe: Lakeview Flats\n"
    "The City of Edina approves the project's stormwater management as consistent with the City's Surface Water Management Plan.",
]
CITY_REVIEWED += CITY_APPROVED


@pytest.mark.parametrize("text", CITY_REVIEWED)
def test_city_review_documented(text):
    assert "N.6.A.11" in found(text)


NOT_CITY_REVIEWED = [
    "The plans have been submitted to the City for review.",
    "We are awaiting City comments on the grading plan.",
    "The design conforms to the City of Orono Local Surface Water Management Plan.",
    "The project conforms to the City's Comprehensive Stormwater Plan.",
    "Consistency with the City of Wayzata LSWMP: the project meets the City's rate and volume standards.",
    "City review: pending",
    "Municipal review: ________",
    "The City will review the plans after the District permit is issued.",
    "City approval is anticipated in June 2025.",
    "Westwood Professional Services\nMay 2, 2025\nCity of Wayzata\nAttn: City Engineer\nRE: Birch Lane - Request for Plan Review\nPlease review the enclosed plans.",
    "The City of Excelsior has not yet reviewed the project.",
    "A copy of this report has been sent to the City of Mound.",
    "Local Government Unit approval: to be obtained",
    "Has the municipality reviewed the project?\tNo",
    "Documentation that the municipality has reviewed the project shall be submitted.",
    "City Council approval of the final plat is scheduled for June 10, 2025.",
    "The City's preliminary plat review is underway; comments are expected in May.",
    "Letter to the City of Edina requesting approval of the grading plan (May 2, 2024)",
    "City approval letter: pending",
    "City of Edina approval letter - to be provided",
    "Approval letter from the City of Edina is anticipated in June.",
    "Appendices:\nE. Maintenance Agreement\nF. City of Edina Letter",
    "City Approval\nHas the city approved the project?",
    "CITY OF EDINA\nMay 2, 2024\nThe City of Edina will approve the plans once the District permit is issued.",
    "Westwood Professional Services\nMay 2, 2024\nCity of Edina\nRE: Request for approval of the stormwater plan\nWe request that the City approve the plans.",
    "☐ City approval letter",
    "7.0 PERMITS AND MUNICIPAL APPROVALS\nCity of Edina building permit: pending.",
    "Municipal Approvals",
    "City Approvals Required",
    "City Approval Process",
    "Letter to City of Edina",
    "Memo to City Engineer re: plan submittal",
    "City Council resolution (anticipated July 2024)",
    "Comments from the City of Edina will be addressed in final plans.",
    "City of Edina Letter of Credit - Grading Security",
]


@pytest.mark.parametrize("text", NOT_CITY_REVIEWED)
def test_city_review_not_documented(text):
    assert "N.6.A.11" not in found(text)


# ---- N.6.B: the maintenance agreement itself, signed or draft ----

AGREEMENTS = [
    "STORMWATER MAINTENANCE AGREEMENT\nThe Owner shall inspect and maintain the stormwater facilities.",
    "OPERATION & MAINTENANCE DECLARATION (DRAFT)\nBirch Lane LLC, Declarant",
    "DECLARATION OF COVENANTS AND MAINTENANCE OBLIGATIONS FOR STORMWATER FACILITIES",
    "STORMWATER FACILITIES OPERATION AND MAINTENANCE AGREEMENT",
    "MCWD MAINTENANCE AGREEMENT FORM (COMPLETED)",
    "O&M AGREEMENT\nParties: Birch Lane LLC and Minnehaha Creek Watershed District",
    "PRIVATE STORMWATER FACILITY MAINTENANCE COVENANT",
    "Appendix E - Operation and Maintenance Agreement",
    "Attachment 4: Stormwater Facility Maintenance Covenant",
    "EXHIBIT C\nDRAFT STORMWATER MAINTENANCE AGREEMENT",
    "TAB 6 - MAINTENANCE AGREEMENT",
    "THIS AGREEMENT is made this 3rd day of May, 2025, by and between Birch Lane LLC (\"Owner\") and the Minnehaha Creek Watershed District (\"District\").\n"
    "WHEREAS, the Owner is constructing stormwater facilities on the Property;\n"
    "NOW, THEREFORE, the Owner shall inspect and maintain the stormwater facilities at its own expense.",
    "THIS DECLARATION is made as of June 1, 2025 by Oak Ridge Holdings, LLC (\"Declarant\").\n"
    "WHEREAS, Declarant owns the real property described in Exhibit A;\n"
    "Declarant shall maintain the ponds, outlet structures and culverts in good working order.",
    "MAINTENANCE AGREEMENT\nfor\nBirch Lane Stormwater Facilities\nPrepared for the Minnehaha Creek Watershed District",
    "Agreement for Operation and Maintenance of Stormwater Management Facilities",
    "DECLARATION OF STORMWATER MAINTENANCE COVENANTS",
    "STORMWATER BMP MAINTENANCE AGREEMENT (UNSIGNED DRAFT)",
    "DECLARATION OF COVENANTS, CONDITIONS AND RESTRICTIONS\nThe Declarant shall maintain the stormwater pond and outlet structure.",
    "COVENANT FOR MAINTENANCE OF STORMWATER FACILITIES",
    "Appendix E - Declaration (Stormwater Facilities)",
    "APPENDIX E - COVENANT\nThe owner covenants to maintain the pond, outlet structure and all other stormwater facilities.",
    "DECLARATION\nThe undersigned, Birch Lane LLC, as owner of the property, hereby declares that the stormwater facilities shall be inspected and maintained by the owner and its successors.",
    "Declarant hereby covenants, for itself and its successors and assigns, to inspect, maintain and repair the stormwater facilities.",
    "APPENDIX E - DECLARATION OF COVENANTS\nDeclarant: Birch Lane LLC\nThe Declarant, its successors and assigns, will inspect, clean and repair the stormwater facilities.",
    "DECLARATION OF COVENANTS\nThe Owner is obligated to maintain the stormwater management system in good working order.",
    "RESTRICTIVE COVENANT\nOwner undertakes to maintain the infiltration basin.\nDeclarant will record this Declaration with Hennepin County following Board approval.",
    "DECLARATION\nResponsibility for maintaining the pond and outlet structure rests with the Owner and its successors.",
    "DECLARATION OF COVENANTS\nThe Declarant shall record this Declaration with Hennepin County prior to construction. The Owner shall maintain the stormwater facilities.",
    "STORMWATER MAINTENANCE AGREEMENT\nThis agreement will be recorded with Hennepin County before any land-altering activity.\nThe Owner shall maintain the stormwater facilities.",
    "APPENDIX E - STORMWATER MAINTENANCE AGREEMENT\nFacility\tTask\tFrequency (per yr)\nPond 1\tInspect outlet\t2\nPond 1\tRemove sediment\t1\nSump manholes\tClean\t1\nRaingarden\tWeed\t4",
    "Stormwater Management Facilities Maintenance and Access Agreement",
]


@pytest.mark.parametrize("text", AGREEMENTS)
def test_maintenance_agreement_in_the_package(text):
    assert "N.6.B" in found(text)


NOT_AGREEMENTS = [
    "A stormwater maintenance agreement will be executed following Board approval.",
    "The maintenance agreement is to be recorded prior to construction.",
    "Appendices:\nA. HydroCAD Output\nE. Maintenance Agreement\nF. City Review",
    "Maintenance agreement: to be provided after Board approval",
    "Operation and Maintenance Plan\nInspect the pond annually and remove sediment when half full.",
    "The owner will enter into a maintenance agreement with the District.",
    "Maintenance Agreement - not included; will be submitted following Board approval.",
    "No maintenance agreement is required as no stormwater facilities are proposed.",
    "☐ Maintenance agreement",
    "A maintenance agreement will be required as a condition of the permit.",
    "A maintenance agreement shall be submitted following Board approval for all ponds, outlet structures and culverts.",
    "Maintenance agreement (pending)",
    "Exhibit C - Maintenance Agreement (to follow)",
    "THIS AGREEMENT is made by and between the Owner and the Contractor for the construction of the building.\nThe Contractor shall provide all labor and materials.",
    "The District's maintenance agreement template is available on its website.",
    "4.2 Maintenance Declaration\nA declaration will be recorded following Board approval.",
    "Maintenance Declaration\nThe owner will record a maintenance declaration with the County following Board approval.",
    "STORMWATER DECLARATION\nDraft - to be executed following Board approval",
    "The owner will record a declaration of covenants for maintenance of the stormwater facilities following Board approval.",
    "A maintenance covenant will be recorded following Board approval.",
    "Stormwater Maintenance Agreement\nThe agreement will be recorded prior to construction.",
    "Section 8. Maintenance\nThe property owner shall be responsible for maintaining the stormwater pond. A maintenance agreement will be executed following Board approval.",
    "DRAINAGE AND UTILITY EASEMENT AGREEMENT\nGrantor grants to the City a perpetual easement for drainage and utility purposes.",
    "CITY OF EDINA\nRESOLUTION NO. 2024-18\nWHEREAS, Birch Lane LLC has applied for approval of a preliminary plat;\n"
    "NOW, THEREFORE, BE IT RESOLVED that the plat is approved on condition that the developer shall maintain the stormwater pond.",
]


@pytest.mark.parametrize("text", NOT_AGREEMENTS)
def test_maintenance_agreement_not_in_the_package(text):
    assert "N.6.B" not in found(text)


def test_contents_entry_points_at_a_page_that_holds_the_agreement():
    toc = page_from_text("TABLE OF CONTENTS\n1. Introduction ........ 1\n2. Rate Control ........ 3\nAppendix E - Maintenance Agreement ........ 22",
                         file="pkg.pdf", number=1)
    body = page_from_text("THIS AGREEMENT is made this 3rd day of May, 2025, by and between Birch Lane LLC (Owner) and the Minnehaha Creek Watershed District.\n"
                          "The Owner shall inspect, maintain and repair the stormwater facilities described herein.", file="pkg.pdf", number=22)
    got = detect_exhibits([toc, body])
    assert "N.6.B" in got
    assert all(e.page == 22 for e in got["N.6.B"])


def test_contents_entry_alone_is_not_the_agreement():
    toc = page_from_text("TABLE OF CONTENTS\n1. Introduction ........ 1\n2. Rate Control ........ 3\nAppendix E - Maintenance Agreement ........ 22",
                         file="pkg.pdf", number=1)
    assert "N.6.B" not in detect_exhibits([toc])


# ---- N.6.A.3: a sheet title that names the storm sewer beside another work ----

STORM_TITLES = ["UTILITY AND STORM PLAN", "GRADING AND STORM SEWER", "STREET AND STORM SEWER PLAN", "STORM AND SANITARY SEWER PLAN"]


@pytest.mark.parametrize("title", STORM_TITLES)
def test_storm_named_in_a_compound_sheet_title(title):
    assert "N.6.A.3" in found(f"NORTHGATE ENGINEERING\nSHEET TITLE:\n{title}\nISSUED 03/14/2026\nC4.0", FULL)


def test_compound_storm_titles_only_on_sheets_and_not_other_utilities():
    assert "N.6.A.3" not in found("4.2 Utility and Storm Plan\nThe storm sewer will be designed later.")
    assert "N.6.A.3" not in found("NORTHGATE ENGINEERING\nSHEET TITLE:\nGRADING AND DRAINAGE PLAN\nISSUED 03/14/2026\nC3.0", FULL)
    assert "N.6.A.3" not in found("NORTHGATE ENGINEERING\nSHEET TITLE:\nSANITARY SEWER AND WATERMAIN PLAN\nISSUED 03/14/2026\nC4.0", FULL)
