"""Section 6 item (6), N.6.A.6: the normal and 100-year water elevations, existing and proposed, shown on the plans.

On a plan sheet the item is recognised from the pair of levels however it is spelled (NWL / HWL, NWE,
permanent pool and bounce, OHW and flood elevation, 1% annual chance), in a note, a callout, a pond
table headed by the event, or a table whose long column heads ran together; a dry basin stated as
having no normal level still gives the pair. In a report, the levels count only when the report points
at the plan that shows them or gives the whole set, existing and proposed. The near misses stay
missing: one level alone, a level still to be determined, rates or storage in place of elevations, a
legend with no figures, the lowest opening's freeboard, a model's peak stage, and the report's own
pond table or narrative of the proposed pond.
"""

import pytest

from exhibit_helpers import SHEET_36x24, cases, found, on_grading_plan, titled_sheet


def northgate_sheet(body):
    """A 36 x 24 sheet of a firm's set titled GRADING AND DRAINAGE PLAN (C3.0)."""
    return found(f"NORTHGATE ENGINEERING\nPROPERTY LINE\n{body}\nSHEET TITLE:\nGRADING AND DRAINAGE PLAN\nISSUED 03/14/2026\nC3.0", SHEET_36x24)


# ---- pond tables headed by the event, notes and separate callouts on a grading plan ----
GRADING_PLAN_BLOCKS = [
    ("POND DATA\nPOND\tNORMAL\t2-YR\t10-YR\t100-YR\nP-1\t905.0\t906.1\t907.0\t908.4", True, "pond-data-pond-normal-2-yr-10-yr-100-yr-p"),
    ("BASIN\tNWL\t100-YEAR (ATLAS 14)\nIB-1\t932.50\t935.75", True, "basin-nwl-100-year-atlas-14-ib-1-932-50"),
    ("WATER ELEVATIONS\nPERM. POOL\t881.0\n100-YR\t884.6", True, "water-elevations-perm-pool-881-0-100-yr"),
    ("POND\tRUNOUT\t1% ANNUAL CHANCE\nNORTH POND\t915.2\t918.0", True, "pond-runout-1-annual-chance-north-pond-915"),
    ("GENERAL NOTES\n1. POND 1 - NWL @ 905.0, HWL @ 908.4", True, "pond-1-nwl-905-0-hwl-908-4"),
    ("GENERAL NOTES\n1. NORMAL WATER ELEVATION ± 905.0 AND 100-YEAR HIGH WATER ELEVATION ± 908.4", True, "normal-water-elevation-905-0-and-100-year"),
    ("GENERAL NOTES\n1. BASIN B: NWL 930.0 / 100-YR 933.2", True, "basin-b-nwl-930-0-100-yr-933-2"),
    ("POND A\nNWL=905.0\n\n\nEL. 908.4 (100-YR)", True, "pond-a-nwl-905-0-el-908-4-100-yr"),
    ("NWL 931.0\n\n\n100-YR 934.6", True, "nwl-931-0-100-yr-934-6"),
    ("NWL 931.0\n\n\n100-YR PEAK 12.4 CFS", False, "nwl-931-0-100-yr-peak-12-4-cfs"),
    ("100-YR 934.6\n\n\nLOWEST OPENING 937.0", False, "100-yr-934-6-lowest-opening-937-0"),
    ("PEAK RATES (CFS)\nPOND\tNORMAL\t100-YR\nP-1\t0.0\t12.5", False, "peak-rates-cfs-pond-normal-100-yr-p-1-0-0"),  # rates, not elevations
    ("POND\t2-YR\t10-YR\t100-YR\nP-1\t906.1\t907.0\t908.4", False, "pond-2-yr-10-yr-100-yr-p-1-906-1-907-0-908"),  # no normal level
    ("POND\tNWL\t100-YR\nP-1\tTBD\tTBD", False, "pond-nwl-100-yr-p-1-tbd-tbd"),
    # both levels in one note, in one section or table, or written together as a pair
    ("GENERAL NOTES\n1. POND 1: NWL = 905.0, 100-YR HWL = 908.4", True, "general-notes-1-pond-1-nwl-905-0"),
    ("GENERAL NOTES\n1. NORMAL WATER LEVEL (NWL) 905.0; HIGH WATER LEVEL (100-YR) 908.4", True, "general-notes-1-normal-water-level-nwl-905"),
    ("GENERAL NOTES\n1. POND 2 NWL: EX. 950.5 / PROP. 950.5. 100-YR HWL: EX. 952.1 / PROP. 952.3.", True, "general-notes-1-pond-2-nwl-ex-950"),
    ("GENERAL NOTES\n1. 905.0 NWL / 908.4 HWL", True, "general-notes-1-905-0-nwl-908-4"),
    ("GENERAL NOTES\n1. PERMANENT POOL EL. 905.0 - 100-YEAR FLOOD ELEVATION 908.4", True, "general-notes-1-permanent-pool-el-905-0"),
    ("GENERAL NOTES\n1. BASIN A NORMAL POOL ELEV 905.00 (NAVD 88), 100 YR HIGH WATER ELEV 908.40", True, "general-notes-1-basin-a-normal-pool-elev"),
    ("POND 1 DATA\nNORMAL WATER LEVEL: 905.0\nHIGH WATER LEVEL (100-YR): 908.4", True, "pond-1-data-normal-water-level-905-0"),
    ("GENERAL NOTES\n4. POND NWL = 905.0.\n5. POND 100-YR HWL = 908.4.", True, "general-notes-4-pond-nwl-905-0-5"),
    ("POND SUMMARY\nNWL\t905.0\nBOTTOM\t901.0\n100-YR HWL\t908.4", True, "pond-summary-nwl-905-0-bottom-901-0"),
    ("POND\tNORMAL WATER EL.\t100-YR HIGH WATER EL.\nP-1\t905.0\t908.4", True, "pond-normal-water-el-100-yr-high-water"),
    ("GENERAL NOTES\n1. POND 1 NWL/HWL = 905.0/908.4", True, "general-notes-1-pond-1-nwl-hwl-905"),
    ("GENERAL NOTES\n1. NWL / 100-YR HWL: 905.0 / 908.4 (NAVD 88)", True, "general-notes-1-nwl-100-yr-hwl-905"),
    ("GENERAL NOTES\n1. INFILTRATION BASIN: NORMAL / 100-YEAR WATER LEVELS 905.0 / 908.4", True, "general-notes-1-infiltration-basin-normal-100-ye"),
    ("GENERAL NOTES\n1. EX. WETLAND OHW 903.2; 100-YR HWL 906.7", True, "general-notes-1-ex-wetland-ohw-903-2"),
    ("GENERAL NOTES\n1. N W L = 905.0   H W L (100 - YR) = 908.4", True, "general-notes-1-n-w-l-905-0"),
    # one level alone, the lowest opening beside the HWL, or levels still to be determined or not established
    ("GENERAL NOTES\n1. LOWEST OPENING ELEVATION = 910.5. 100-YEAR HWL = 908.4.", False, "general-notes-1-lowest-opening-elevation-910-5"),
    ("GENERAL NOTES\n1. NWL AND 100-YR HWL TO BE DETERMINED AT FINAL DESIGN.", False, "general-notes-1-nwl-and-100-yr-hwl"),
    ("GENERAL NOTES\n1. POND NWL = 905.0.", False, "general-notes-1-pond-nwl-905-0"),
    ("GENERAL NOTES\n1. POND 1 NWL/HWL = TBD", False, "general-notes-1-pond-1-nwl-hwl-tbd"),
    ("GENERAL NOTES\n1. NWL/HWL NOT ESTABLISHED FOR THE EXISTING DEPRESSION.", False, "general-notes-1-nwl-hwl-not-established-for"),
]


@pytest.mark.parametrize("block,present", cases(GRADING_PLAN_BLOCKS))
def test_levels_on_a_grading_plan(block, present):
    assert ("N.6.A.6" in on_grading_plan(block)) is present


# ---- the levels spelled other ways on a sheet titled GRADING PLAN ----
TITLED_GRADING_PLANS = [
    ("NOTES\n1. POND 1: NWE = 905.0, HWE (100-YR) = 908.4", True, "pond-1-nwe-905-0-hwe-100-yr-908-4"),
    ("NOTES\n1. NORMAL WATER ELEV. 905.0 / 100 YR. H.W.L. 908.4", True, "normal-water-elev-905-0-100-yr-h-w-l-908-4"),
    ("NOTES\n1. NWL 905.0   100-YR WSE 908.4", True, "nwl-905-0-100-yr-wse-908-4"),
    ("NOTES\n1. NORMAL POOL ELEV = 905.0; 100-YEAR HIGH WATER ELEVATION = 908.4", True, "normal-pool-elev-905-0-100-year-high-water"),
    ("NOTES\n1. HWL (100 YR) = 908.4, NWL = 905.0", True, "hwl-100-yr-908-4-nwl-905-0"),
    ("NOTES\n1. EXISTING WETLAND: OHW 905.0, 100-YR FLOOD EL. 908.4", True, "existing-wetland-ohw-905-0-100-yr-flood-el"),
    ("NOTES\n1. N W L = 905.0  1 0 0 - Y R  H W L = 908.4", True, "n-w-l-905-0-1-0-0-y-r-h-w-l-908-4"),
    ("NOTES\n1. POND P-1 NORMAL WATER LEVEL 905.00 100-YR PEAK ELEVATION 908.40", True, "pond-p-1-normal-water-level-905-00-100-yr"),
    ("BASIN\tNWE\tHWE\nIB-1\t932.50\t935.75", True, "basin-nwe-hwe-ib-1-932-50-935-75"),
    ("POND\tNORMAL WATER SURFACE\t100-YR WSE\nP-1\t905.0\t908.4", True, "pond-normal-water-surface-100-yr-wse-p-1"),
    ("POND\tNWL\t100-YR HWL\tEOF\nEXISTING\t905.0\t908.8\t909.5\nPROPOSED\t905.0\t908.4\t909.5", True, "pond-nwl-100-yr-hwl-eof-existing-905-0-908"),
    ("POND\tNORMAL W.L.\t100 YR. W.L.\nP-1\t905.0\t908.4", True, "pond-normal-w-l-100-yr-w-l-p-1-905-0-908-4"),
    ("NOTES\n1. THE PERMANENT POOL ELEVATION OF POND A IS 905.0 AND THE 100-YEAR BOUNCE IS 908.4.", True, "notes-1-the-permanent-pool-elevation-of"),
    ("NOTES\n1. EXISTING BASIN - NWL: 887.3', 100-YR: 889.6'", True, "notes-1-existing-basin-nwl-887-3-100-yr"),
    ("P-1\nNWL=905.0\n100 YR HWL=908.4", True, "p-1-nwl-905-0-100-yr-hwl-908-4"),
    ("PERMANENT POOL EL. 905.0\n1% AC FLOOD EL. 908.6", True, "permanent-pool-and-one-percent-flood"),
    ("NOTES\n1. INFILTRATION BASIN BOTTOM 904.0, 100-YR HWL 907.2, EOF 907.8", False, "notes-1-infiltration-basin-bottom-904-0"),  # a dry basin's bottom is no normal level
    ("NOTES\n1. 100-YR HWL = 908.4\n2. LOWEST OPENING = 910.5", False, "notes-1-100-yr-hwl-908-4-2-lowest-opening"),
    ("NOTES\n1. THE NWL OF POND A IS TO BE DETERMINED; 100-YR HWL 908.4.", False, "notes-1-the-nwl-of-pond-a-is-to-be"),
    ("NOTES\n1. NORMAL WATER LEVEL OF POND A WILL BE SET AT FINAL DESIGN. 100-YEAR HWL 908.4", False, "notes-1-normal-water-level-of-pond-a-will"),
]


@pytest.mark.parametrize("block,present", cases(TITLED_GRADING_PLANS))
def test_levels_on_a_titled_grading_plan(block, present):
    assert ("N.6.A.6" in titled_sheet(block, "GRADING PLAN")) is present


# ---- normal and 100-year water elevations on a firm's grading and drainage plan ----
GRADING_AND_DRAINAGE_SHEETS = [
    ("POND 1: NWL 942.0 (EX NWL NONE), 100-YR HWL 945.6, EOF 946.6.", True, "pond-1-nwl-942-0-ex-nwl-none-100-yr-hwl"),
    ("BASIN 1: NWL N/A (FILTRATION), 100-YR HWL 943.9.", True, "basin-1-nwl-n-a-filtration-100-yr-hwl-943"),
    ("POND A NWL 987.0 HWL 990.8; EX WETLAND NONE.", True, "pond-a-nwl-987-0-hwl-990-8-ex-wetland-none"),
    ("BASIN 1: NWL NONE (DRY), 100-YR HWL 901.2. NO EXISTING WATER ELEVATIONS.", True, "basin-1-nwl-none-dry-100-yr-hwl-901-2-no"),
    ("POND 2: EX NWL NONE; PR NWL 960.0, 100-YR HWL 963.1.", True, "pond-2-ex-nwl-none-pr-nwl-960-0-100-yr-hwl"),
    ("Existing and proposed normal water level and 100-yr HWL shown for UG-1: NWL none (dry system), 100-YR HWL 926.41.", True, "existing-and-proposed-normal-water-level"),
    ("BASIN 1: BOTTOM 902.0 / NWL 905.0 / HWL 908.6 / EOF 910.0", True, "basin-1-bottom-902-0-nwl-905-0-hwl-908-6"),
    ("NWL=905.0\nHWL=908.6", True, "nwl-905-0-hwl-908-6"),
    ("EL. 905.0 NWL\nEL. 908.6 100-YR HWL", True, "el-905-0-nwl-el-908-6-100-yr-hwl"),
    ("905.0' NORMAL WATER LEVEL\n908.6' 100-YEAR HIGH WATER", True, "905-0-normal-water-level-908-6-100-year"),
    ("POND DATA\nPOND\tBOTTOM\tPERMANENT POOL\t100-YR BOUNCE/HWL\tEOF\nP-1\t900.0\t905.0\t908.6\t910.0", True, "pond-data-pond-bottom-permanent-pool-100"),
    ("BASIN SUMMARY\nBASIN\tEX. NWL\tPROP. NWL\tEX. HWL\tPROP. HWL\nB-1\t902.3\t905.0\t904.1\t908.6", True, "basin-summary-basin-ex-nwl-prop-nwl-ex-hwl"),
    ("POND ELEVATIONS\nPOND\tOUTLET ELEV.\t100-YR HWL\nNORTH\t905.00\t908.60", True, "pond-elevations-pond-outlet-elev-100-yr"),
    ("POND ELEVATIONS\nPOND\tNORMAL WATER LEVEL\t100-YEAR HIGH WATER LEVEL\nPOND 1\t905.0 FT\t908.6 FT", True, "pond-elevations-pond-normal-water-level"),
    ("PERMANENT POOL ELEV = 905.00'\n100-YR BOUNCE = 908.60'", True, "permanent-pool-elev-905-00-100-yr-bounce"),
    ("HWL (100-YR) 908.6\nNWL 905.0", True, "hwl-100-yr-908-6-nwl-905-0"),
    ("GLEASON LAKE OHW 929.0, 100-YR 931.2.", True, "gleason-lake-ohw-929-0-100-yr-931-2"),
    ("WETLAND NWL 906.1 (EX & PR); IB-1 BOTTOM 910.0, 100-YR HWL 912.4.", True, "wetland-nwl-906-1-ex-pr-ib-1-bottom-910-0"),
    ("NORMAL POOL EL. 905.0\n100 YEAR FLOOD EL. 908.6", True, "normal-pool-el-905-0-100-year-flood-el-908"),
    ("IB-7A: BOTTOM 949.0, 100-YR HWL 951.8; NO EXISTING WATER ELEVATIONS ON SITE.", True, "ib-7a-bottom-949-0-100-yr-hwl-951-8-no"),
    ("WATER ELEVATIONS\nPOND 1\tNWL 905.0\tHWL 908.6\nPOND 2\tNWL 903.5\tHWL 907.1", True, "water-elevations-pond-1-nwl-905-0-hwl-908"),
    # long column heads that ran together when the sheet was drawn: one head cell names both levels
    ("POND DATA\nBASIN\tNORMAL WATER LEVEL 100-YEAR HIGH WATER EMERGENCY LEVEL OVERFLOW\nPOND 1\t905.0\t908.6\t909.6", True, "pond-data-basin-normal-water-level-100"),
    ("POND DATA\nPOND\tEXISTING NWL\tPROPOSED NWL EXISTING 100-YR HWL PROPOSED 100-YR HWL\nPOND 1\tN/A\t905.0\tN/A\t908.6", True, "pond-data-pond-existing-nwl-proposed-nwl"),
    ("WATER LEVELS\nWATER BODY\tNORMAL WATER ELEVATION (FT) 100-YEAR ELEVATION (FT)\nEXISTING WETLAND\t901.2\t903.4", True, "water-levels-water-body-normal-water"),
    # "100-yr level" is the 100-year water level; a dry system or a site without water accounts for the normal one
    ("TANK 100-YR LEVEL 893.1. NO NORMAL WATER LEVEL (TANK DRAINS DRY).", True, "tank-100-yr-level-no-normal-water-level"),
    ("CHAMBER SYSTEM 100-YEAR LEVEL 910.5; RAIN GARDENS HAVE NO NORMAL POOL.", True, "chamber-100-year-level-no-normal-pool"),
    ("BASIN: BOTTOM 947.0, 100-YR HWL 951.3. NO STANDING WATER ON SITE TODAY.", True, "basin-bottom-hwl-no-standing-water-on-site"),
    ("BASIN: BOTTOM 947.0, 100-YR HWL 951.3. NO STANDING WATER ON SITE 48 HOURS AFTER THE STORM.", False, "basin-bottom-hwl-drawdown-requirement"),
    ("TANK 100-YR LEVEL 893.1.", False, "tank-100-yr-level-alone"),
    ("Existing: no ponding. Proposed IB-1: bottom 955.0 (dry), 100-yr HWL 957.0", True, "existing-no-ponding-dry-bottom"),
    ("Existing: no ponding. Proposed IB-1: 100-yr HWL 957.0", False, "existing-no-ponding-no-bottom"),
    ("Existing: no survey. Proposed IB-1: bottom 955.0, 100-yr HWL 957.0", False, "existing-no-survey"),
    # stacked labels each complete: the denial in one does not reach the next; a row cut mid-phrase or qualified below is no label
    ("SHORELAND OF LAKE MINNETONKA SHOWN HATCHED; NO WETLANDS ON SITE\nLAKE MINNETONKA OHW 929.4 (NORMAL); 100-YR 931.5 - EXISTING AND PROPOSED\n"
     "EX. 18 IN RCP TO BE REMOVED", True, "stacked-labels-denial-above"),
    ("POND 1 NWL 905.0, 100-YR HWL 908.6\nNOT FINAL - TO BE CONFIRMED", False, "levels-qualified-on-the-line-below"),
    ("POND 1 NWL 905.0, 100-YR HWL 908.6 TO BE\nDETERMINED AT FINAL DESIGN", False, "levels-row-cut-mid-phrase"),
    ("CHAMBER 100-YR LEVEL TBD; NO NORMAL POOL.", False, "chamber-100-yr-level-tbd"),
    # a parenthetical is one clause however many commas it holds; an abbreviation's point ends no clause;
    # a parenthetical that only names the level reads as its words; "dry bottom" says there is no normal pool
    ("UG-1 (DRY SYSTEM, NO PERMANENT POOL): 100-YR HWL 929.4; OUTLET INVERT 924.0.", True, "paren-with-comma-dry-system"),
    ("UG-1 (NO PERMANENT POOL, HWL TBD): OUTLET INVERT 924.0.", False, "paren-with-comma-hwl-tbd"),
    ("CHAMBER NORMAL (OUTLET INVERT) ELEV. 896.0 AND 100-YR HWL 899.6", True, "normal-elev-abbreviation-point"),
    ("CHAMBER NORMAL (OUTLET INVERT) ELEV. TBD AND 100-YR HWL 899.6", False, "normal-elev-abbreviation-tbd"),
    ("DB-1 BOTTOM (NORMAL) 985.0 / 100-YR 988.6", True, "bottom-paren-normal-then-100-yr"),
    ("DB-1 BOTTOM (NORMAL) 985.0 / OUTLET 986.0", False, "bottom-paren-normal-no-100-yr"),
    ("BIOFILTRATION BASIN DRY BOTTOM 951.0; 100-YR HWL 955.2.", True, "dry-bottom-and-hwl"),
    ("BIOFILTRATION BASIN DRY BOTTOM 951.0.", False, "dry-bottom-alone"),
    ("2. LOWEST OPENING ELEVATION = 917.20. 100-YEAR HWL = 915.10", False, "2-lowest-opening-elevation-917-20-100-year"),
    ("NWL AND HWL TO BE DETERMINED", False, "nwl-and-hwl-to-be-determined"),
    ("WATER ELEVATIONS NOT SHOWN", False, "water-elevations-not-shown"),
    ("NO NWL OR HWL SHOWN ON THIS SHEET", False, "no-nwl-or-hwl-shown-on-this-sheet"),
    ("LEGEND\nNWL\nHWL\nEOF", False, "legend-nwl-hwl-eof"),
    ("POND 1: 100-YR HWL 908.6", False, "pond-1-100-yr-hwl-908-6"),
    ("POND 1: NWL 905.0", False, "pond-1-nwl-905-0"),
    ("MSE 3 24-HR 100-YR RAINFALL = 7.44 IN\nNWL", False, "mse-3-24-hr-100-yr-rainfall-7-44-in-nwl"),
    ("POND 1: BOTTOM 902.0, EOF 910.0", False, "pond-1-bottom-902-0-eof-910-0"),
    ("POND 1: NWL 905.0, HWL TBD", False, "pond-1-nwl-905-0-hwl-tbd"),
    ("POND 1: NWL NONE, HWL NONE", False, "pond-1-nwl-none-hwl-none"),
    ("100-YR HWL AND NWL WILL BE SHOWN ON FINAL PLANS", False, "100-yr-hwl-and-nwl-will-be-shown-on-final"),
    ("POND 1: NWL NONE (DRY); HWL TO BE DETERMINED", False, "pond-1-nwl-none-dry-hwl-to-be-determined"),
    ("NO PONDS OR WATER BODIES ON SITE", False, "no-ponds-or-water-bodies-on-site"),
    ("POND 1 PEAK ELEV = 908.6 (HYDROCAD)", False, "pond-1-peak-elev-908-6-hydrocad"),
    ("POND DATA\nBASIN\tNORMAL WATER LEVEL 100-YEAR HIGH WATER\nPOND 1\tTBD\tTBD", False, "pond-data-basin-normal-water-level-100-2"),
    ("POND DATA\nBASIN\tNORMAL WATER LEVEL 100-YEAR HIGH WATER\nPOND 1\tN/A\t908.6", False, "pond-data-basin-normal-water-level-100-3"),
    ("2. LOWEST OPENING ELEVATION = 883.60. 100-YEAR HWL =\n881.10.\n942", False, "2-lowest-opening-elevation-883-60-100-year"),
    ("LEGEND\nNWL\t100-YR HWL\n936\t938", False, "legend-nwl-100-yr-hwl-936-938"),
]


@pytest.mark.parametrize("body,present", cases(GRADING_AND_DRAINAGE_SHEETS))
def test_levels_on_a_grading_and_drainage_sheet(body, present):
    assert ("N.6.A.6" in northgate_sheet(body)) is present


# ---- a report: a pointer at the plan, or the whole set existing and proposed ----
REPORT_TEXT = [
    # a report sentence pointing at the plan that shows the levels
    ("The normal water level (905.0) and the 100-year high water level (908.4) of each pond are shown on Sheet C3.0.", True, "the-normal-water-level-905-0-and-the-100"),
    ("Normal and 100-year water elevations for all basins are labelled on the grading plan.", True, "normal-and-100-year-water-elevations-for"),
    # In a report, a pond table or a narrative of the proposed pond's levels is the analysis behind the plans.
    # It documents the item only when it gives the whole of it: existing and proposed, normal and 100-year.
    ("Table 4 - Water Surface Elevations\nBasin\tExisting NWL\tExisting 100-yr HWL\tProposed NWL\tProposed 100-yr HWL\nPond 1\t905.0\t909.8\t905.0\t908.4", True, "table-4-water-surface-elevations-basin"),
    ("Table 4 - Water Surface Elevations\nCondition\tNWL\t100-YR HWL\nExisting\t905.0\t909.8\nProposed\t905.0\t908.4", True, "table-4-water-surface-elevations-condition"),
    ("The existing depression has a normal water level of 905.0 and a 100-year HWL of 909.8; the proposed pond will have an NWL of 905.0 and a 100-year HWL of 908.4.", True, "the-existing-depression-has-a-normal-water"),
    ("Pond 1 will have a normal water level of 905.0 and a 100-year HWL of 908.6 (see the Grading Plan, Sheet C3.0).", True, "pond-1-will-have-a-normal-water-level-of"),
    ("Existing conditions: NWL 902.3, 100-yr HWL 904.1. Proposed conditions: NWL 905.0, 100-yr HWL 908.6.", True, "existing-conditions-nwl-902-3-100-yr-hwl"),
    ("Pond\tCondition\tNWL (ft)\t100-Yr HWL (ft)\nP1\tExisting\t902.3\t904.1\nP1\tProposed\t905.0\t908.6", True, "pond-condition-nwl-ft-100-yr-hwl-ft-p1"),
    ("Stage\tExisting\tProposed\nNormal Water Level\t902.3\t905.0\n100-Year HWL\t904.1\t908.6", True, "stage-existing-proposed-normal-water-level"),
    ("Water Level\tPre-Development\tPost-Development\nNWL\t902.3\t905.0\n100-yr\t904.1\t908.6", True, "water-level-pre-development-post"),
    ("Pond 1 has a normal water level of 905.0 and a 100-year HWL of 908.4.", False, "pond-1-has-a-normal-water-level-of-905-0"),  # the analysis, not the plans
    ("The lowest opening is 910.5, two feet above the 100-year HWL of 908.4 shown on the plans.", False, "the-lowest-opening-is-910-5-two-feet-above"),
    ("Table 2. Pond summary\nPond\tNWL\t100-yr HWL\tBench width\nN-Pond\t920.4\t924.0\t10 ft", False, "table-2-pond-summary-pond-nwl-100-yr-hwl"),
    ("The pond has a normal water level (NWL) of 905.0 and a 100-year high water level (HWL) of 908.6.", False, "the-pond-has-a-normal-water-level-nwl-of"),
    ("Pond 1P: N-Pond Peak Elev=924.12' Inflow=12.65 cfs Outflow=4.46 cfs", False, "pond-1p-n-pond-peak-elev-924-12-inflow-12"),
    ("Elevation\tSurf.Area\tStorage\n(feet)\t(sq-ft)\t(cubic-feet)\n905.00\t1,200\t0", False, "elevation-surf-area-storage-feet-sq-ft"),
    ("The lowest opening is 911.0, 2.6 feet above the existing 100-year HWL of 908.4 and the proposed NWL of 905.0.", False, "the-lowest-opening-is-911-0-2-6-feet-above"),
    ("Existing and proposed normal and 100-year water elevations will be shown on the final plans.", False, "existing-and-proposed-normal-and-100-year"),
    ("Table 4 - Water Surface Elevations\nCondition\tNWL\t100-YR HWL\nExisting\tN/A\tN/A\nProposed\t905.0\t908.4", False, "table-4-water-surface-elevations-condition-2"),
    ("Pond 1 has a normal water level of 905.0 and a 100-year HWL of 908.6.", False, "pond-1-has-a-normal-water-level-of-905-0-2"),
    ("Existing conditions: NWL 902.3, 100-yr HWL 904.1. Proposed conditions: NWL to be determined.", False, "existing-conditions-nwl-902-3-100-yr-hwl-2"),
    ("Stage\tExisting\tProposed\nNormal Water Level\t902.3\t905.0\nPeak Rate (cfs)\t4.1\t3.6", False, "stage-existing-proposed-normal-water-level-2"),
    ("Stage\tExisting\tProposed\n100-Year HWL\t904.1\t908.6", False, "stage-existing-proposed-100-year-hwl-904-1"),
    ("The lowest opening of 910.5 is 2 feet above the 100-year HWL of 908.6; see the Grading Plan.", False, "the-lowest-opening-of-910-5-is-2-feet"),
    ("Table 2. Pond summary\nPond\tNWL\t100-yr HWL\tBench width\nP-1\t905.0\t908.6\t10", False, "table-2-pond-summary-pond-nwl-100-yr-hwl-2"),
    ("The pond has an NWL of 905.0 and a 100-year HWL of 908.6.", False, "the-pond-has-an-nwl-of-905-0-and-a-100"),
    ("The NWL and 100-year HWL are summarized in Table 2.", False, "the-nwl-and-100-year-hwl-are-summarized-in"),
    ("Basin 1 has no normal pool (dry); its 100-year HWL is 901.2.", False, "basin-1-has-no-normal-pool-dry-its-100"),
    # the report's own pond table is not the plan exhibit
    ("Table 4. Pond data\nPond\tNWL\t100-yr HWL\nP-1\t905.0\t908.4\nThe pond is shown on the plans.", False, "table-4-pond-data-pond-nwl-100-yr"),
]


@pytest.mark.parametrize("text,present", cases(REPORT_TEXT))
def test_levels_in_a_report(text, present):
    assert ("N.6.A.6" in found(text)) is present
