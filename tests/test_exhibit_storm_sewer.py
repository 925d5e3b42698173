"""Section 6 item (3), N.6.A.3: the storm sewer (alignment, structures, inverts) shown on the plans.

It is recognised from storm structure callouts with rims, inverts and pipe slopes on a plan, a sheet
titled for the storm sewer (alone or beside another work) that draws its pipes, a certified sheet's
note labelling the alignment and inverts, and a report sentence pointing at the sheet that shows it.
The near misses stay missing: sanitary or water main callouts, a structure with no pipe, notes that
draw nothing, a storm title on a report heading or a sheet of other utilities, a promise or a denial,
and a note pointing at another sheet.
"""

import pytest

from exhibit_helpers import SHEET_36x24, cases, certified_sheet, found, on_grading_plan, over_sheet_number, set_sheet, titled_sheet


def northgate_title(title, number):
    """A 36 x 24 sheet holding only its title block."""
    return found(f"NORTHGATE ENGINEERING\nSHEET TITLE:\n{title}\nISSUED 03/14/2026\n{number}", SHEET_36x24)


PIPES = "CB-10\n15\" RCP @ 0.6%\nMH-11\n21\" RCP @ 0.5%\nOCS-1\n18\" RCP @ 0.5%\nFES-20"


# ---- storm structures called out with rim, invert and pipe ----
CALLOUTS_ON_A_GRADING_PLAN = [
    ("CB-1\nRIM 905.20\nINVERT OUT 901.10\n15\" RCP @ 0.50%", True, "cb-1-rim-905-20-invert-out-901-10-15-rcp-0"),
    ("INLET 3\nTOP 912.40\nIE 908.00\nINLET 4\nIE 907.55", True, "inlet-3-top-912-40-ie-908-00-inlet-4-ie"),
    ("OCS-1\nCASTING 910.25\nINV. IN 905.00\n18-INCH HDPE S=1.0%", True, "ocs-1-casting-910-25-inv-in-905-00-18-inch"),
    ("SMH-1\nRIM 905.20 SANITARY\nINV 898.00 SANITARY\n8\" PVC SDR-35 @ 0.40% SANITARY", False, "sanitary-callouts-are-not-storm"),
    # a structure schedule, or the storm sewer drawn with its rims, inverts, sizes and slopes
    ("STORM SEWER STRUCTURE SCHEDULE\nSTRUCTURE\tRIM\tINVERT\nCBMH-1\t910.25\t905.10", True, "storm-sewer-structure-schedule-structure-rim-inv"),
    ("STRUCTURE TABLE\nSTR. NO.\tRIM ELEV.\tINV. IN\tINV. OUT\nOCS-1\t908.50\t904.00\t903.90", True, "structure-table-str-no-rim-elev-inv-in"),
    ("STORM STRUCTURE DATA\nNAME\tTYPE\tRIM EL\tINV EL\nFES-3\t27\" RCP APRON\t-\t901.40", True, "storm-structure-data-name-type-rim-el-inv"),
    ("4. STORM SEWER SHOWN WITH PIPE SIZE, MATERIAL, SLOPE, RIM AND INVERT ELEVATIONS.", True, "4-storm-sewer-shown-with-pipe-size-material"),
    ("CBMH-2\nRIM 910.25\nINV 905.10\n125 LF 15\" RCP @ 0.50%\nFES-1 INV 904.48", True, "cbmh-2-rim-910-25-inv-905-10"),
    ("OCS-1 (OUTLET CONTROL STRUCTURE)\nRIM=908.50  INV OUT=903.90\n48 LF 18\" HDPE @ 1.00% TO FES-3", True, "ocs-1-outlet-control-structure-rim-908-50"),
]


@pytest.mark.parametrize("block,present", cases(CALLOUTS_ON_A_GRADING_PLAN))
def test_storm_callouts_on_a_grading_plan(block, present):
    assert ("N.6.A.3" in on_grading_plan(block)) is present


GRADING_AND_DRAINAGE_SHEETS = [
    ("CB-1\nRIM=905.20\nINV=901.50\n98 LF 15-IN. RCP @ 1.00%", True, "cb-1-rim-905-20-inv-901-50-98-lf-15-in-rcp"),
    ("CBMH 101 RIM 912.40 INV 908.10\nCBMH 102 RIM 911.90 INV 907.60", True, "cbmh-101-rim-912-40-inv-908-10-cbmh-102"),
    ("STRUCTURE\tTOP ELEV\tINV. ELEV\nCB-1\t905.20\t901.50", True, "structure-top-elev-inv-elev-cb-1-905-20"),
    ("FES-1 INV 899.50\n42 LF 15 IN RCP @ 0.50%\nOCS-1", True, "fes-1-inv-899-50-42-lf-15-in-rcp-0-50-ocs"),
    ("SMH-1\nRIM=905.20\nINV=895.50\n120 LF 8\" PVC SDR 35 @ 0.40%", False, "smh-1-rim-905-20-inv-895-50-120-lf-8-pvc"),
    ("WATERMAIN\nHYD-1 TOP NUT 910.5\n8\" DIP", False, "watermain-hyd-1-top-nut-910-5-8-dip"),
    ("CB-1 INLET PROTECTION", False, "cb-1-inlet-protection"),
]


@pytest.mark.parametrize("body,present", cases(GRADING_AND_DRAINAGE_SHEETS))
def test_storm_sewer_drawn_on_a_grading_and_drainage_plan(body, present):
    assert ("N.6.A.3" in titled_sheet(body, "GRADING AND DRAINAGE PLAN")) is present


# ---- a sheet titled by the storm sewer alone, or beside drainage, that draws it ----
STORM_SHEET_TITLES = [
    ("STORM SEWER", PIPES, True, "storm-sewer-cb-10-15-rcp-0-6-mh-11-21-rcp"),
    ("STORM", PIPES, True, "storm-cb-10-15-rcp-0-6-mh-11-21-rcp-0-5"),
    ("STORM DRAINAGE", "CB-1\n12\" HDPE @ 1.0%\nFES-2", True, "storm-drainage-cb-1-12-hdpe-1-0-fes-2"),
    ("STORM SEWER SYSTEM", "CBMH-3\n24\" RCP @ 0.40%\nOCS-2", True, "storm-sewer-system-cbmh-3-24-rcp-0-40-ocs"),
    ("DRAINAGE & STORM SEWER", "EX-1 0.78 AC to Lake St\nAD-1\n10\" RCP @ 1.0%", True, "drainage-storm-sewer-ex-1-0-78-ac-to-lake"),
    ("DRAINAGE AND STORM SEWER PLAN", "AREA 1 2.1 AC", True, "drainage-and-storm-sewer-plan-area-1-2-1"),
    ("STORM SEWER", "1. ALL STORM SEWER PIPE SHALL BE RCP.\n2. CONTRACTOR TO VERIFY ELEVATIONS.", False, "storm-sewer-1-all-storm-sewer-pipe-shall"),  # notes, nothing drawn
    ("STORM SEWER", "SMH-1\n8\" PVC SDR-35 @ 0.5%\nSMH-2", False, "storm-sewer-smh-1-8-pvc-sdr-35-0-5-smh-2"),  # sanitary drawn
    ("STORM", "CB-1\nINLET PROTECTION", False, "storm-cb-1-inlet-protection"),  # one structure, no pipe
    ("GRADING PLAN", PIPES.replace("RCP", "PIPE"), False, "grading-plan-cb-10-15-pipe-0-6-mh-11-21"),
]


@pytest.mark.parametrize("title,body,present", cases(STORM_SHEET_TITLES))
def test_sheet_titled_for_the_storm_sewer_that_draws_it(title, body, present):
    assert ("N.6.A.3" in set_sheet(body, title)) is present


# ---- a sheet title that names the storm sewer beside another work (and not other utilities) ----
COMPOUND_TITLES = [
    ("UTILITY AND STORM PLAN", "C4.0", True, "utility-and-storm-plan"),
    ("GRADING AND STORM SEWER", "C4.0", True, "grading-and-storm-sewer"),
    ("STREET AND STORM SEWER PLAN", "C4.0", True, "street-and-storm-sewer-plan"),
    ("STORM AND SANITARY SEWER PLAN", "C4.0", True, "storm-and-sanitary-sewer-plan"),
    ("GRADING AND DRAINAGE PLAN", "C3.0", False, "grading-and-drainage-plan-title-alone"),
    ("SANITARY SEWER AND WATERMAIN PLAN", "C4.0", False, "sanitary-and-watermain-plan"),
]


@pytest.mark.parametrize("title,number,present", cases(COMPOUND_TITLES))
def test_storm_named_in_a_compound_sheet_title(title, number, present):
    assert ("N.6.A.3" in northgate_title(title, number)) is present


# ---- a report sentence pointing at the sheet that shows the storm sewer ----
REPORT_POINTERS = [
    ("Storm sewer alignment, rim and invert elevations are shown on Sheet C4.0.", True, "storm-sewer-alignment-rim-and-invert"),
    ("The location and outlet elevations of the pond are labelled on the grading plan.", True, "the-location-and-outlet-elevations-of-the"),
    ("Storm sewer pipe slopes and inverts are indicated on the utility plan sheets.", True, "storm-sewer-pipe-slopes-and-inverts-are"),
    ("Storm sewer inverts will be shown on the final plans.", False, "storm-sewer-inverts-will-be-shown-on-the"),
    ("Sanitary sewer and water main alignments are shown on Sheet C5.0.", False, "sanitary-sewer-and-water-main-alignments"),
    ("The storm sewer was sized for the 10-year event.", False, "the-storm-sewer-was-sized-for-the-10-year"),
    ("The proposed storm sewer layout is shown on the Utility Plan (Sheet C5.0).", True, "the-proposed-storm-sewer-layout-is-shown"),
    ("Storm sewer pipe sizes and inverts are provided on Sheet C4.1.", True, "storm-sewer-pipe-sizes-and-inverts-are"),
    ("Pond locations and outlet elevations are shown on the Grading Plan.", True, "pond-locations-and-outlet-elevations-are"),
    ("Storm sewer will be designed during final engineering.", False, "storm-sewer-will-be-designed-during-final"),
    ("The storm sewer layout is not shown on the plans.", False, "the-storm-sewer-layout-is-not-shown-on-the"),
    ("Sanitary sewer layout is shown on Sheet C5.0.", False, "sanitary-sewer-layout-is-shown-on-sheet-c5"),
    # a compound storm title counts only on a sheet, not as a report's heading
    ("4.2 Utility and Storm Plan\nThe storm sewer will be designed later.", False, "compound-storm-title-as-a-report-heading"),
]


@pytest.mark.parametrize("text,present", cases(REPORT_POINTERS))
def test_report_points_at_the_storm_sewer_sheet(text, present):
    assert ("N.6.A.3" in found(text)) is present


# ---- the storm sewer's alignment and inverts labelled in a certified sheet's note ----
CERTIFIED_SHEET_NOTES = [
    ("Proposed storm sewer alignment and inverts; existing field tile to be abandoned.", True, "proposed-storm-sewer-alignment-and-inverts"),
    ("Existing and proposed storm sewer with pipe alignment, sizes and inverts; existing 24-inch CMP to remain.", True, "existing-and-proposed-storm-sewer-with"),
    ("Existing and new storm pipes with inverts and the south culvert.", True, "existing-and-new-storm-pipes-with-inverts"),
    ("Existing culverts and proposed swales, DB-1 and extensions with inverts.", True, "existing-culverts-and-proposed-swales-db-1"),
    ("Proposed storm sewer alignment, inverts; existing culvert under Stieger Lake Lane.", True, "proposed-storm-sewer-alignment-inverts"),
    ("STORM DRAINS: LOCATION AND INVERTS OF ALL NEW PIPES", True, "storm-drains-location-and-inverts-of-all"),
    ("Contractor shall field verify existing storm sewer inverts before construction.", False, "contractor-shall-field-verify-existing"),
    ("See Sheet C4.0 for storm sewer alignment and inverts.", False, "see-sheet-c4-0-for-storm-sewer-alignment"),
    ("Storm sewer inverts to be determined in final design.", False, "storm-sewer-inverts-to-be-determined-in"),
    ("No storm sewer is proposed; existing culverts will not be altered.", False, "no-storm-sewer-is-proposed-existing"),
    ("Sanitary sewer alignment and inverts.", False, "sanitary-sewer-alignment-and-inverts"),
    ('OUTLET CONTROL STRUCTURE OCS-1: 48" MANHOLE WITH WEIR WALL, INV. AND RIM AS SHOWN.', False, "outlet-control-structure-ocs-1-48-manhole"),
]


@pytest.mark.parametrize("note,present", cases(CERTIFIED_SHEET_NOTES))
def test_storm_alignment_in_a_certified_sheet_note(note, present):
    assert ("N.6.A.3" in certified_sheet(note)) is present


# ---- storm sewer sheet titles over the sheet number (also with a space lost to OCR) ----
TITLES_OVER_THE_SHEET_NUMBER = [
    ("STORM SEWER PLAN AND PROFILE", True, "storm-sewer-plan-and-profile"),
    ("STORMWATER MANAGEMENT PLAN", True, "stormwater-management-plan"),
    ("STORM DRAINAGE PLAN", True, "storm-drainage-plan"),
    ("POND PLAN", True, "pond-plan"),
    ("INFILTRATION BASIN PLAN", True, "infiltration-basin-plan"),
    ("STORMWATER BMP PLAN", True, "stormwater-bmp-plan"),
    ("UNDERGROUND STORAGE SYSTEM LAYOUT", True, "underground-storage-system-layout"),
    ("GRADING, DRAINAGE & STORM SEWER PLAN", True, "grading-drainage-storm-sewer-plan"),
    ("PLAN & PROFILE - STORM SEWER", True, "plan-profile-storm-sewer"),
    ("STORMSEWER PLAN", True, "stormsewer-plan"),
]


@pytest.mark.parametrize("title,present", cases(TITLES_OVER_THE_SHEET_NUMBER))
def test_storm_sewer_titles_over_the_sheet_number(title, present):
    assert ("N.6.A.3" in over_sheet_number(title)) is present


# ---- a sanitary structure table or sewer, or storm inverts still to be shown, on a sanitary sheet ----
SANITARY_OR_DEFERRED = [
    ("SANITARY MANHOLE SCHEDULE\nSTRUCTURE\tRIM\tINVERT\nSMH-1\t910.25\t899.10", "SANITARY SEWER AND WATERMAIN PLAN", False, "sanitary-manhole-schedule-structure-rim-invert-s"),
    ("SMH-2\nRIM 910.25\nINV 899.10\n220 LF 8\" PVC SDR 35 @ 0.40%", "SANITARY SEWER PLAN", False, "smh-2-rim-910-25-inv-899-10"),
    ("4. STORM SEWER INVERTS TO BE VERIFIED AND SHOWN ON FINAL PLANS.", "SANITARY SEWER PLAN", False, "4-storm-sewer-inverts-to-be-verified-and"),
]


@pytest.mark.parametrize("block,title,present", cases(SANITARY_OR_DEFERRED))
def test_sanitary_or_deferred_storm_is_not_item_three(block, title, present):
    assert ("N.6.A.3" in over_sheet_number(f"{block}\n{title}")) is present
