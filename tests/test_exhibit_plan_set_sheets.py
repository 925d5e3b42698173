"""The plan set's own exhibits: a reduced (11 x 17) plan set (plan_set.reduced) and the engineer's certification
(plan_set.pe_certified).

A reduced page is a plan sheet when its title block numbers it within the set ("3 OF 6", "SHEET 4 OF
9", a "SHEET TITLE:" label over a bare sheet number) or when it carries the engineer's certification;
report pages printed at 11 x 17 ("Page 3 of 6"), a report figure, a label with no number, a number above
the label and an uncertified page with no plan title are not. The certification counts with its
licence number, even wrapped to the line under "License No." or far above the statement, and not with
a blank, a pending number or a date in its place.
"""

import pytest

from exhibit_helpers import CERT, SHEET_36x24, cases, found, over_sheet_number


REDUCED = (1224.0, 792.0)


# ---- a reduced page known as a plan sheet by its title block ----
REDUCED_PAGES = [
    # sheets numbered within the set in the title block
    ("NOTES\nContours at 2-ft interval\nFIRM\tPROJECT\tEXISTING CONDITIONS\nMedina, MN\tS.P. 027\t3\nOF 6", True, "firm-project-existing-conditions-medina-mn"),
    ("NOTES\nContours at 2-ft interval\nFIRM\tPROJECT\tGRADING PLAN\nPark\tPrint Name: P. Raman\tC300\nOF 5", True, "firm-project-grading-plan-park-print-name"),
    ("NOTES\nContours at 2-ft interval\nGRADING PLAN\nC3.0\tOF 4", True, "grading-plan-c3-0-of-4"),
    ("NOTES\nContours at 2-ft interval\nSTORM SEWER PLAN\nSHEET 4 OF 9", True, "storm-sewer-plan-sheet-4-of-9"),
    ("NOTES\nContours at 2-ft interval\nUTILITY PLAN\nC-5 OF 8", True, "utility-plan-c-5-of-8"),
    ("PROJECT:\nCSAH 61 RECONSTRUCTION\n\nSHEET TITLE:\n\nDRAINAGE AREA MAP\n\n30", True, "label-over-drainage-area-map-30"),
    ("PROJECT:\nCSAH 61 RECONSTRUCTION\n\nSHEET TITLE:\n\nSTORM SEWER PLAN AND PROFILE\n\n35", True, "label-over-storm-sewer-plan-and-profile-35"),
    ("PROJECT:\nCSAH 61 RECONSTRUCTION\n\nSHEET TITLE:\n\nTITLE SHEET - CP 2195\n\n1", True, "label-over-title-sheet-cp-2195-1"),
    ("PROJECT:\nCSAH 61 RECONSTRUCTION\n\nSHEET TITLE:\n\nGRADING PLAN\n\n12", True, "label-over-grading-plan-12"),
    ("PROJECT:\nCSAH 61 RECONSTRUCTION\n\nSHEET TITLE:\n\nEXISTING CONDITIONS\n\n4A", True, "label-over-existing-conditions-4a"),
    ("Stormwater Management Report\nGrading Plan summary\nPage 3 of 6", False, "stormwater-management-report-grading-plan"),  # a report page printed at 11x17
    ("EXISTING CONDITIONS\nNarrative of the site\nPage 2 of 4", False, "existing-conditions-narrative-of-the-site"),
    ("Appendix C\nHydroCAD output\n3 of 6 pages", False, "appendix-c-hydrocad-output-3-of-6-pages"),
    ("Figure 3\nDRAINAGE AREA MAP\n\n30", False, "figure-3-drainage-area-map-30"),  # a report figure: no title-block label
    ("SHEET TITLE:\n\nDRAINAGE AREA MAP", False, "sheet-title-drainage-area-map"),  # labelled, but no number
    ("30\nSHEET TITLE:\n\nDRAINAGE AREA MAP", False, "30-sheet-title-drainage-area-map"),  # the number sits above the label
    ("SHEET TITLE:\n\nDRAINAGE AREA MAP\n\nPage 30", False, "sheet-title-drainage-area-map-page-30"),  # a page footer, not a sheet number
    ("Sheet title: drainage memo\n\nStormwater narrative\n\n30", False, "sheet-title-drainage-memo-stormwater"),  # no plan title on the page
    ("GENERAL NOTES\nNo wetlands on the church property.\nSITE & BOUNDARY\n1", False, "uncertified-page-without-a-plan-title"),
    # a sheet title over a sheet number and a scale, in many title blocks
    ("TREE PRESERVATION PLAN\nSHEET L1.0\nSCALE 1\" = 30'", True, "tree-preservation-plan-sheet-l1-0-scale-1"),
    ("STORMWATER POLLUTION PREVENTION PLAN\nC-601\nSCALE: 1 INCH = 40 FEET", True, "stormwater-pollution-prevention-plan-c-601-scale"),
    ("PAVING AND STRIPING PLAN\nSHEET 4 OF 12\nGRAPHIC SCALE", True, "paving-and-striping-plan-sheet-4-of-12"),
    ("STORM SEWER PROFILES\nSW-2\nHORIZ. SCALE 1\"=50'  VERT. SCALE 1\"=5'", True, "storm-sewer-profiles-sw-2-horiz-scale-1"),
    ("TYPICAL SECTIONS\nSHEET NO. 3\n1\" = 20'", True, "typical-sections-sheet-no-3-1-20"),
    ("PRELIMINARY PLAT\nSHEET 2 OF 6\nSCALE IN FEET", True, "preliminary-plat-sheet-2-of-6-scale-in"),
]


@pytest.mark.parametrize("text,present", cases(REDUCED_PAGES))
def test_reduced_plan_sheet(text, present):
    assert ("plan_set.reduced" in found(text, REDUCED)) is present


CERTIFIED_REDUCED_SHEETS = [
    ("SITE & BOUNDARY\n1", True, "site-boundary-1"),
    ("STORM SEWER\n3", True, "storm-sewer-3"),
    ("COVER\n1 of 5", True, "cover-1-of-5"),
    ("GRADING & DRAINAGE\n2", True, "grading-drainage-2"),
    ("DETAILS\n5", True, "details-5"),
]


@pytest.mark.parametrize("title,present", cases(CERTIFIED_REDUCED_SHEETS))
def test_reduced_sheet_known_by_its_certification(title, present):
    assert ("plan_set.reduced" in found(f"GENERAL NOTES\nNo wetlands on the church property.\n{CERT}\n{title}", REDUCED)) is present


# ---- the licence number wrapped under "License No." ----
LICENCE_NUMBERS = [
    (CERT, True, "i-hereby-certify-that-this-plan"),
    (CERT.replace("License No.\n47729", "Lic. No.\n47729"), True, "i-hereby-certify-that-this-plan-2"),
    (CERT.replace("License No.\n47729", "License Number:\n47729"), True, "i-hereby-certify-that-this-plan-3"),
    (CERT.replace("License No.\n47729", "Registration No.\n# 47729"), True, "i-hereby-certify-that-this-plan-4"),
    (CERT.replace("License No.\n47729", "Reg. #\n47729"), True, "i-hereby-certify-that-this-plan-5"),
    (CERT.replace("47729", "______"), False, "i-hereby-certify-that-this-plan-6"),
    (CERT.replace("47729", "(pending)"), False, "i-hereby-certify-that-this-plan-7"),
    (CERT.replace("License No.\n47729", "License No.\nDate: 6/2/2026"), False, "i-hereby-certify-that-this-plan-8"),
]


@pytest.mark.parametrize("block,present", cases(LICENCE_NUMBERS))
def test_licence_number_under_the_certification(block, present):
    assert ("plan_set.pe_certified" in found(f"GENERAL NOTES\n2-foot contours.\n{block}\nCOVER\nC0.01", SHEET_36x24)) is present


def test_certification_with_license_far_above_the_statement():
    block = ("LICENSE NO. 44123\nDATE 05/01/2024\nDRAWN BY JQ\nCHECKED BY AR\nPROJECT 24-118\nREVISIONS\n"
             "I HEREBY CERTIFY THAT THIS PLAN WAS PREPARED BY ME OR UNDER MY DIRECT SUPERVISION AND THAT I AM A DULY\n"
             "LICENSED PROFESSIONAL ENGINEER UNDER THE LAWS OF THE STATE OF MINNESOTA.")
    assert "plan_set.pe_certified" in over_sheet_number(f"STORM SEWER PLAN\n{block}")


# ---- a report page on a landscape letter page is not a reduced plan sheet ----
LANDSCAPE_REPORT_PAGES = [
    ("Stormwater Management Report\nPrepared for the City of Hopkins\nPage B-3", False, "stormwater-management-report-prepared-for-the-ci"),
    ("Appendix B-3\nHydroCAD output follows.", False, "appendix-b-3-hydrocad-output-follows"),
]


@pytest.mark.parametrize("text,present", cases(LANDSCAPE_REPORT_PAGES))
def test_report_pages_are_not_a_reduced_plan_set(text, present):
    assert ("plan_set.reduced" in found(text, (792.0, 612.0))) is present


# ---- a PE's certification in a sheet's title block (also with the licence number above it); one denied or deferred ----
PE_CERTIFIED_TITLE_BLOCKS = [
    ("STORM SEWER PLAN", "I certify that this plan was prepared by me or under my direct supervision and that I am a duly\nLicensed Professional Engineer under the laws of the State of Minnesota.\nJane Q. Doe, P.E.\nLicense No. 44556", True, "licensed-pe-with-name-and-licence-no"),
    ("STORM SEWER PLAN", "I HEREBY CERTIFY THAT THIS PLAN WAS PREPARED BY ME OR UNDER MY DIRECT SUPERVISION AND THAT I AM A DULY\nLICENSED PROFESSIONAL ENGINEER UNDER THE LAWS OF THE STATE OF MINNESOTA.\nREG. NO. 12345", True, "capitals-with-reg-no"),
    ("STORM SEWER PLAN", "CERTIFIED BY: JOHN SMITH, P.E.\nLICENSED PROFESSIONAL ENGINEER, STATE OF MINNESOTA\nLIC. NO. 45678", True, "certified-by-john-smith-p-e-licensed-professiona"),
    ("STORM SEWER PLAN", "I hereby certify that this plan was prepared by me or under my direct supervision and that I am a\nduly Registered Professional Engineer under the laws of the State of Minnesota.\nPrinted Name: Ana Ruiz    Signature: ________\nDate: 3/4/2024    Registration Number: 53210", True, "registered-pe-with-printed-name-and-number"),
    ("STORM SEWER PLAN", "Certification: I certify that this plan set was prepared by me and that I am a duly licensed Professional\nEngineer under the laws of the State of Minnesota.   MN PE #40117", True, "certification-i-certify-that-this-plan-set-was"),
    ("STORM SEWER PLAN", "PROFESSIONAL ENGINEER CERTIFICATION\nI hereby certify that this plan was prepared by me or under my direct supervision and that I am a duly\nlicensed Professional Engineer under the laws of the State of Minnesota.\nMinnesota License 48813", True, "professional-engineer-certification-i-hereby-cer"),
    ("UTILITY PLAN", "LIC. NO. 40771   DATE 06/02/2024\nI HEREBY CERTIFY THAT THIS PLAN WAS PREPARED BY ME OR UNDER MY DIRECT SUPERVISION\nAND THAT I AM A DULY LICENSED PROFESSIONAL ENGINEER UNDER THE LAWS OF THE STATE OF MINNESOTA.", True, "licence-number-above-the-statement"),
    # not licensed, or the certification deferred to the final plans
    ("STORM SEWER PLAN", "I hereby certify that this plan was prepared by me. Not a Licensed Professional Engineer in the State of Minnesota.", False, "certified-but-not-a-licensed-pe"),
    ("STORM SEWER PLAN", "PE certification will be provided with the final plans.", False, "certification-deferred-to-final-plans"),
]


@pytest.mark.parametrize("title,cert,present", cases(PE_CERTIFIED_TITLE_BLOCKS))
def test_pe_certification_in_a_title_block(title, cert, present):
    assert ("plan_set.pe_certified" in over_sheet_number(f"{title}\n{cert}")) is present


# ---- the statement down the title block's column, beside the drawing's labels on the same rows ----
def _column_block(rows: list[tuple[str, str]]) -> str:
    """Rows of (a drawing label in the sheet's first column, a line of the title block's column)."""
    return "\n".join(f"{label}\t{block}" for label, block in rows)


_STATEMENT = [
    "I hereby certify that this plan was prepared by me or under",
    "my direct supervision and that I am a duly Licensed",
    "Professional Engineer under the laws of the State of",
]
TITLE_BLOCK_COLUMNS = [
    # the drawing's street names sit between "the State of" and "Minnesota" when whole rows are joined
    ([("LOUISIANA AVE", "Minnesota. Signature: /s/ Thomas Vang"), ("W 36TH ST", "Date: 02/14/2025 License #: 44716")],
     True, "labels-between-state-of-and-minnesota"),
    ([("EX. CMP", "Minnesota. J. Peterson 43981")], True, "signed-name-and-number-without-a-label"),
    ([("C2.0", "Minnesota. Ellen Marsh, PE 48812")], True, "name-comma-pe-and-number"),
    ([("POND 1", "Minnesota. Jorge Alvarez, P.E. License"), ("", "No. 49108 Date: 11/20/2025")], True, "licence-wrapped-after-its-label"),
    ([("HAMEL ROAD", "Minnesota. Erik J. Lund, P.E. License No."), ("LOCATION MAP", "48213. Date 04/11/2025")], True,
     "number-on-the-next-row-after-a-drawing-label"),
    # near misses: no licence number at all, a zip code, a parcel number in the drawing's column
    ([("LOUISIANA AVE", "Minnesota. Signature: /s/ Thomas Vang")], False, "signed-with-no-number"),
    ([("EX. CMP", "Minnesota. Eden Prairie 55344")], False, "a-zip-code-is-no-licence"),
    ([("PID 650241", "Minnesota. Signature: ________")], False, "a-parcel-number-beside-the-statement"),
]


@pytest.mark.parametrize("rows,present", cases(TITLE_BLOCK_COLUMNS))
def test_pe_certification_read_down_its_own_column(rows, present):
    block = _column_block([("", s) for s in _STATEMENT] + rows)
    assert ("plan_set.pe_certified" in over_sheet_number(block)) is present
