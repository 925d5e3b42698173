"""Round 4 voices: maintenance plans that bind someone, and a city's review left as an email,
a resolution, a staff report, a review committee's list or a status table. Written here, not
taken from any package; each class has its negative twin."""

import pytest

from extract.exhibits.detect import detect_exhibits
from extract.pdf.page_text import page_from_text

LETTER = (612.0, 792.0)


def found(text, size=LETTER):
    return detect_exhibits([page_from_text(text, file="pkg.pdf", width=size[0], height=size[1])])


# ---- N.6.B: the agreement, declaration or binding maintenance plan itself ----

MAINTENANCE = [
    "STORMWATER MAINTENANCE AGREEMENT\nThis Agreement is made this 4th day of March, 2025, by and between the City of Minnetonka and Lakeview Partners LLC (Owner).\nThe Owner shall inspect and maintain the stormwater facilities.",
    "Stormwater Facilities Maintenance Agreement\nThis agreement is entered into between the District and the Owner.\nThe Owner agrees to maintain the facilities at its own cost.",
    "DECLARATION OF COVENANTS FOR MAINTENANCE OF STORMWATER FACILITIES\nThis Declaration is made by Oak Ridge Holdings, LLC (Declarant).\nThe Declarant shall maintain the stormwater facilities described in Exhibit A.",
    "Operation and Maintenance Plan\nResponsible party: Oakwood Homeowners Association\nThe Association agrees to perform the maintenance listed below.",
    "LONG-TERM MAINTENANCE PLAN\nStormwater Facilities - Hilltop Commons\nResponsible Party: Hilltop Commons Owners Association, its successors and assigns\nInspection Frequency: Annually",
    "Inspection and Maintenance Schedule\nFacility\tTask\tFrequency\nInfiltration basin\tRemove sediment\tAnnually\nThe Owner, its successors and assigns, shall be responsible for the inspection and maintenance below.",
    "AGREEMENT FOR MAINTENANCE OF PRIVATE STORMWATER FACILITIES\nTHIS AGREEMENT is made by and between the City of Wayzata (City) and Birch Lane LLC (Owner).",
    "STORMWATER BMP MAINTENANCE AND INSPECTION PLAN\nThe owner, its successors and assigns, shall maintain the BMPs according to this plan, recorded against the property.",
    "Maintenance Plan for Stormwater Facilities\nThe Owner agrees to perform the maintenance listed below. This plan shall be recorded with Hennepin County.",
    "Post-Construction Stormwater Maintenance Plan\nResponsible Party: Maple Grove Senior Living LLC, its successors and assigns\nThe responsible party agrees to inspect the facilities annually.",
    "O&M SCHEDULE\nThe Declarant covenants that the pond and outlet will be inspected each spring.",
]


@pytest.mark.parametrize("text", MAINTENANCE)
def test_maintenance_documents(text):
    assert "N.6.B" in found(text)


NOT_MAINTENANCE = [
    "4. Maintenance\nA stormwater maintenance agreement will be submitted following Board approval.",
    "Appendices:\nA. HydroCAD\nB. Stormwater Maintenance Agreement\nC. Soil Borings",
    "Operation and Maintenance Plan\nSediment shall be removed from the forebay when half full. Inspect the outlet annually.",
    "Long-Term Maintenance Plan\nInspect the infiltration basin twice a year and after large storms.",
    "Inspection and Maintenance Schedule\nFacility\tTask\tFrequency\nPond\tRemove sediment\t5 years",
    "LONG-TERM MAINTENANCE PLAN\nThe owner will enter into a maintenance agreement with the City once the permit is issued.",
    "The maintenance agreement will be recorded prior to the issuance of the permit.",
]


@pytest.mark.parametrize("text", NOT_MAINTENANCE)
def test_maintenance_chores_promises_and_lists(text):
    assert "N.6.B" not in found(text)


# ---- N.6.A.11: the city's review in its other documents ----

CITY = [
    "From: John Smith <jsmith@ci.wayzata.mn.us>\nSent: Tuesday, May 7, 2024 3:12 PM\nTo: Jane Doe\nSubject: RE: Lakeview stormwater plans\nJane, the City has no further comments on the stormwater plans.",
    "From: Amy Lee <alee@cityofplymouth.org>\nTo: Ben Ortiz\nSubject: Grading and drainage review - Oak Glen\nBen, engineering comments on the grading plan are below.",
    "From: R. Hanson <rhanson@medinatwp.us>\nSubject: Preliminary plat review\nThe township engineer's comments are listed below.",
    "CITY OF MOUND\nSTAFF REPORT\nTo: Planning Commission\nSubject: Preliminary Plat - Harbor View\nStaff recommends approval of the preliminary plat subject to the conditions below.",
    "CITY COUNCIL RESOLUTION NO. 2024-18\nA RESOLUTION APPROVING THE PRELIMINARY PLAT OF WOODLAND RIDGE\nBE IT RESOLVED by the City Council of the City of Orono.",
    "RESOLUTION NO. 24-031\nCITY OF EXCELSIOR\nRESOLUTION APPROVING SITE PLAN FOR 22 WATER STREET",
    "Agency\tStatus\tDate\nCity of Minnetonka\tApproved\t04/12/2024\nMCWD\tPending\t",
    "Permit\tAgency\tApproval\nCity Engineering\tReviewed\tMarch 3, 2025",
    "Development Review Committee Comments\nCity of Eden Prairie\nDate: June 3, 2024\n1. Storm sewer: provide inverts at CBMH-3.",
]


@pytest.mark.parametrize("text", CITY)
def test_city_review_documents(text):
    assert "N.6.A.11" in found(text)


NOT_CITY = [
    "From: Jane Doe <jdoe@westwoodps.com>\nTo: John Smith <jsmith@ci.wayzata.mn.us>\nSubject: Lakeview stormwater plans\nJohn, attached are the plans for your review.",
    "From: John Smith <jsmith@ci.wayzata.mn.us>\nSubject: Lakeview stormwater plans\nWe have not yet reviewed the plans; we will send comments next week.",
    "Agency\tStatus\tDate\nCity of Minnetonka\tPending\t\nMCWD\tSubmitted\t04/12/2024",
    "Agency\tStatus\nCity of Minnetonka\tUnder review",
    "The plans will be submitted to the City Council for approval of the preliminary plat.",
    "Municipal Review\nHas the city reviewed the stormwater plan?\tNo",
    "City Approval\nHas the city approved the project?",
    "A Planning Commission hearing is scheduled for June 4, 2024.",
    "STAFF REPORT\nCITY OF MOUND\nStaff recommends that the application be tabled pending revised plans.",
    "MINNEHAHA CREEK WATERSHED DISTRICT\nRESOLUTION NO. 24-050\nRESOLUTION APPROVING THE PERMIT APPLICATION OF THE CITY OF WAYZATA",
    "Development Review Committee Comments\nComments will be provided by the City of Eden Prairie after the hearing.",
]


@pytest.mark.parametrize("text", NOT_CITY)
def test_not_the_city_review(text):
    assert "N.6.A.11" not in found(text)


# ---- N.6.A.8: the facilities drawn on a detail sheet, whatever the sheet is called ----

FULL = (2448.0, 1584.0)
SHEET = "\nSHEET C8.0\nSCALE 1\" = 30'"


def sheet(body, title):
    return found(f"{body}\nSHEET TITLE\n{title}{SHEET}", FULL)


FACILITY_DETAILS = [
    ("HYDRODYNAMIC SEPARATOR\nNOT TO SCALE", "DETAILS"),
    ("SAFL BAFFLE IN SUMP MANHOLE\nN.T.S.", "SITE DETAILS"),
    ("IRON-ENHANCED SAND FILTER SECTION", "CIVIL DETAILS"),
    ("TREE TRENCH SECTION\nSTRUCTURAL SOIL", "DETAILS"),
    ("PERVIOUS PAVEMENT SECTION\nCHOKER COURSE\nRESERVOIR COURSE", "DETAILS"),
    ("STORMTECH MC-3500 CHAMBER SYSTEM CROSS SECTION", "SITE DETAILS"),
    ("POND SECTION A-A\nNWL 905.0\nHWL 908.6", "DETAILS (1 OF 3)"),
    ("OCS-1 ELEVATION VIEW\nSKIMMER", "DETAILS 2 OF 3"),
    ("RAIN GARDEN PLANTING SECTION", "DETAIL SHEET"),
    ("FILTRATION BENCH TYPICAL SECTION", "MISCELLANEOUS DETAILS"),
    ("INFILTRATION TRENCH", "DETAILS & SECTIONS"),
]


@pytest.mark.parametrize("body,title", FACILITY_DETAILS)
def test_facility_details_on_detail_sheets(body, title):
    assert "N.6.A.8" in sheet(body, title)


NOT_FACILITY_DETAILS = [
    ("GENERAL NOTES\n1. CONSTRUCT POND PER DETAIL 4/C8.0.\n2. SEE DETAIL SHEET FOR OUTLET CONTROL STRUCTURE.", "GRADING PLAN"),
    ("POND 1\nNWL 905.0\nHWL 908.6\nOCS-1 SEE DETAIL", "GRADING AND DRAINAGE PLAN"),
    ("CONSTRUCT PER CITY STANDARD PLATE 3006\nCBMH-1 RIM 910.2 INV 905.1", "STORM SEWER PLAN"),
    ("1S\tSubcat\n2P\tPond\n3R\tReach", "HYDROCAD ROUTING DIAGRAM"),
    ("SILT FENCE\nBIO ROLL", "SITE DETAILS"),
    ("CURB AND GUTTER\nSIDEWALK SECTION", "SITE DETAILS"),
    ("", "DETAILS (1 OF 3)"),
    ("POND 1\nNWL 905.0\nHWL 908.6", "GRADING DETAILS"),
]


@pytest.mark.parametrize("body,title", NOT_FACILITY_DETAILS)
def test_sheets_that_only_point_at_or_label_the_facilities(body, title):
    assert "N.6.A.8" not in sheet(body, title)


NOT_DETAILS_REPORT = [
    "Table 3 - Pond Details\nPond\tNWL\tHWL\nP-1\t905.0\t908.6",
    "Pond Details\nPond\tNWL\tHWL\tVolume\nP-1\t905.0\t908.6\t1.2",
    "Basin Details\nBasin\tBottom\tArea (sf)\nIB-1\t902.5\t3,400",
]


@pytest.mark.parametrize("text", NOT_DETAILS_REPORT)
def test_report_tables_of_facility_data(text):
    assert "N.6.A.8" not in found(text)


# ---- N.6.A.6: the whole set, existing and proposed, in more report shapes ----

LEVELS_REPORT = [
    "Pond 1 will have a normal water level of 905.0 and a 100-year HWL of 908.6 (see the Grading Plan, Sheet C3.0).",
    "Existing conditions: NWL 902.3, 100-yr HWL 904.1. Proposed conditions: NWL 905.0, 100-yr HWL 908.6.",
    "Pond\tCondition\tNWL (ft)\t100-Yr HWL (ft)\nP1\tExisting\t902.3\t904.1\nP1\tProposed\t905.0\t908.6",
    "Stage\tExisting\tProposed\nNormal Water Level\t902.3\t905.0\n100-Year HWL\t904.1\t908.6",
    "Water Level\tPre-Development\tPost-Development\nNWL\t902.3\t905.0\n100-yr\t904.1\t908.6",
]


@pytest.mark.parametrize("text", LEVELS_REPORT)
def test_report_gives_existing_and_proposed_levels(text):
    assert "N.6.A.6" in found(text)


NOT_LEVELS_REPORT = [
    "Pond 1 has a normal water level of 905.0 and a 100-year HWL of 908.6.",
    "Existing conditions: NWL 902.3, 100-yr HWL 904.1. Proposed conditions: NWL to be determined.",
    "Stage\tExisting\tProposed\nNormal Water Level\t902.3\t905.0\nPeak Rate (cfs)\t4.1\t3.6",
    "Stage\tExisting\tProposed\n100-Year HWL\t904.1\t908.6",
    "The lowest opening of 910.5 is 2 feet above the 100-year HWL of 908.6; see the Grading Plan.",
]


@pytest.mark.parametrize("text", NOT_LEVELS_REPORT)
def test_report_levels_incomplete_or_referenced(text):
    assert "N.6.A.6" not in found(text)


def test_permanent_pool_and_one_percent_flood_on_a_sheet():
    text = "PERMANENT POOL EL. 905.0\n1% AC FLOOD EL. 908.6\nSHEET TITLE\nGRADING PLAN\nSHEET C3.0\nSCALE 1\" = 30'"
    assert "N.6.A.6" in found(text, FULL)


# ---- N.6.A.4: the drawn wetland or floodplain in other words ----

WETLAND_NOTES = [
    "DELINEATED WETLAND EDGE (KES 5/2024)",
    "WETLAND A\nTYPE 2 WETLAND\nDELINEATED BY KJOLHAUG 6/12/2024",
    "EDGE OF WETLAND",
    "APPROXIMATE FEMA ZONE AE LIMITS",
    "FLOODPLAIN ELEV. 904.1 (FEMA)",
    "WL-1 WETLAND (MANAGE 2)",
    "Wetland flagged by Westwood on 5/14/2024",
]


@pytest.mark.parametrize("body", WETLAND_NOTES)
def test_wetland_drawn_in_other_words(body):
    text = f"{body}\nSHEET TITLE\nEXISTING CONDITIONS\nSHEET C2.0\nSCALE 1\" = 30'"
    assert "N.6.A.4" in found(text, FULL)


NOT_WETLAND_NOTES = [
    "NO WETLAND DELINEATED BY OTHERS",
    "WETLAND TO BE DELINEATED BY KES PRIOR TO FINAL PLAT",
    "FLOODPLAIN ELEV. TBD",
    "WETLAND TYPE 2 MAY BE PRESENT",
    "LOWEST OPENING 1 FT ABOVE 100-YEAR FLOOD ELEV 904.1",
]


@pytest.mark.parametrize("body", NOT_WETLAND_NOTES)
def test_wetland_words_that_draw_nothing(body):
    text = f"{body}\nSHEET TITLE\nGRADING PLAN\nSHEET C3.0\nSCALE 1\" = 30'"
    assert "N.6.A.4" not in found(text, FULL)
