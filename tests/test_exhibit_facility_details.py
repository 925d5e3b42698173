"""Section 6 item (8), N.6.A.8: the construction plans and specifications of the stormwater facilities.

Recognised from a details sheet that draws the facilities (outlet control structure, pond section,
infiltration basin, chambers, separators, filters, planters ...) whatever the sheet is called, a
detail label that closes on where its specification lives, and a specification document itself. The
near misses stay missing: details of other work (curb, sidewalk, erosion control, water main), a
callout or note that only points at a detail or a standard plate, a details title with nothing drawn,
a report's table of facility data, a report naming its specifications, and a SPECIFICATIONS heading
over general notes.
"""

import pytest

from exhibit_helpers import cases, found, on_grading_plan, over_sheet_number, set_sheet, titled_sheet


# ---- a sheet titled by its details ----
TITLES_OVER_THE_SHEET_NUMBER = [
    ("OUTLET CONTROL STRUCTURE DETAIL", True, "outlet-control-structure-detail"),
    ("STORMWATER DETAILS", True, "stormwater-details"),
    ("TYPICAL SECTION", False, "typical-section"),
    ("EROSION CONTROL DETAILS", False, "erosion-control-details"),
    ("SITE DETAILS", False, "site-details"),
    # detail, section and standard-plate titles, also with a space lost to OCR
    ("CIVIL DETAILS\nCATCH BASIN MANHOLE", True, "civil-details-catch-basin-manhole"),
    ("POND CROSS SECTION", True, "pond-cross-section"),
    ("INFILTRATION BASIN SECTION", True, "infiltration-basin-section"),
    ("TYPICAL POND SECTION", True, "typical-pond-section"),
    ("RAIN GARDEN DETAIL", True, "rain-garden-detail"),
    ("UNDERGROUND STORAGE DETAILS", True, "underground-storage-details"),
    ("STANDARD DETAIL PLATES\nPLATE 412 OUTLET CONTROL STRUCTURE", True, "standard-detail-plates-plate-412-outlet-control"),
    ("OUTLET CONTROLSTRUCTURE DETAIL", True, "outlet-controlstructure-detail"),
]


@pytest.mark.parametrize("title,present", cases(TITLES_OVER_THE_SHEET_NUMBER))
def test_detail_titles_over_the_sheet_number(title, present):
    assert ("N.6.A.8" in over_sheet_number(title)) is present


CALLOUTS_ON_A_GRADING_PLAN = [
    ("ALL WORK PER CITY STANDARD SPECIFICATIONS", False, "all-work-per-city-standard-specifications"),
    ("OUTLET STRUCTURE PER CITY STANDARD PLATE STO-407", False, "outlet-structure-per-city-standard-plate"),
    ("SEE OUTLET CONTROL STRUCTURE DETAIL", False, "see-outlet-control-structure-detail"),
    ("OCS-1 OUTLET CONTROL STRUCTURE", False, "ocs-1-outlet-control-structure"),
]


@pytest.mark.parametrize("title,present", cases(CALLOUTS_ON_A_GRADING_PLAN))
def test_callouts_and_standards_on_a_grading_plan_are_not_the_details(title, present):
    assert ("N.6.A.8" in on_grading_plan(title)) is present


# ---- a plan note naming the facilities' details or specifications as what the set holds ----
CONTENT_NOTES_ON_A_PLAN = [
    ("OUTLET STRUCTURE DETAIL, MNDOT SPEC 2503 / 2511.", True, "outlet-structure-detail-spec-number"),
    ("Outlet control structure details and specifications.", True, "ocs-details-and-specifications"),
    ("Pond and outlet details, special provisions.", True, "pond-details-special-provisions"),
    ("Pond 2 section, OCS-2, IB-1 section and specifications.", True, "pond-section-ocs-ib-specifications"),
    ("Chamber system, outlet control manhole and separator construction details and specifications.", True, "chamber-separator-details"),
    ("CONSTRUCT POND PER DETAIL 4/C8.0.", False, "construct-per-detail-elsewhere"),
    ("OCS-1 OUTLET CONTROL STRUCTURE DETAIL 3/C8.0.", False, "detail-callout-to-another-sheet"),
    ("Pond outlet details on sheet C8.", False, "details-on-another-sheet"),
    ("Silt fence and inlet protection details and specifications.", False, "erosion-control-details"),
    ("Curb and gutter details and specifications.", False, "other-work-details"),
    ("Pond details will be provided with the final plans.", False, "details-promised"),
    ("Outlet structure details by others.", False, "details-by-others"),
    ("POND 1 SECTION A-A.", False, "section-cut-label"),
    ("COVER STORM SEWER PLAN AND PROFILE POND DETAILS.", False, "sheet-titles-run-together"),
]


@pytest.mark.parametrize("note,present", cases(CONTENT_NOTES_ON_A_PLAN))
def test_content_notes_naming_the_details(note, present):
    assert ("N.6.A.8" in on_grading_plan(note)) is present


TITLED_SHEETS = [
    ("OUTLET CONTROL STRUCTURE\nSKIMMER\nEMERGENCY OVERFLOW WEIR", "DETAILS", "C3.0", True, "outlet-control-structure-skimmer-emergency"),
    ("TYPICAL POND SECTION\nRIPRAP AT FLARED END SECTION", "CIVIL DETAILS", "C3.0", True, "typical-pond-section-riprap-at-flared-end"),
    ("CATCH BASIN MANHOLE\nINFILTRATION BASIN SECTION", "STANDARD DETAILS", "C3.0", True, "catch-basin-manhole-infiltration-basin"),
    ("", "STORM SEWER DETAILS", "C3.0", True, "storm-sewer-details"),
    ("", "POND SECTIONS AND OUTLET DETAILS", "C3.0", True, "pond-sections-and-outlet-details"),
    # the facilities drawn on a detail sheet, whatever the sheet is called
    ("HYDRODYNAMIC SEPARATOR\nNOT TO SCALE", "DETAILS", "C8.0", True, "hydrodynamic-separator-not-to-scale"),
    ("SAFL BAFFLE IN SUMP MANHOLE\nN.T.S.", "SITE DETAILS", "C8.0", True, "safl-baffle-in-sump-manhole-n-t-s-site"),
    ("IRON-ENHANCED SAND FILTER SECTION", "CIVIL DETAILS", "C8.0", True, "iron-enhanced-sand-filter-section-civil"),
    ("TREE TRENCH SECTION\nSTRUCTURAL SOIL", "DETAILS", "C8.0", True, "tree-trench-section-structural-soil"),
    ("PERVIOUS PAVEMENT SECTION\nCHOKER COURSE\nRESERVOIR COURSE", "DETAILS", "C8.0", True, "pervious-pavement-section-choker-course"),
    ("STORMTECH MC-3500 CHAMBER SYSTEM CROSS SECTION", "SITE DETAILS", "C8.0", True, "stormtech-mc-3500-chamber-system-cross"),
    ("POND SECTION A-A\nNWL 905.0\nHWL 908.6", "DETAILS (1 OF 3)", "C8.0", True, "pond-section-a-a-nwl-905-0-hwl-908-6"),
    ("OCS-1 ELEVATION VIEW\nSKIMMER", "DETAILS 2 OF 3", "C8.0", True, "ocs-1-elevation-view-skimmer-details-2-of"),
    ("RAIN GARDEN PLANTING SECTION", "DETAIL SHEET", "C8.0", True, "rain-garden-planting-section-detail-sheet"),
    ("FILTRATION BENCH TYPICAL SECTION", "MISCELLANEOUS DETAILS", "C8.0", True, "filtration-bench-typical-section"),
    ("INFILTRATION TRENCH", "DETAILS & SECTIONS", "C8.0", True, "infiltration-trench-details-sections"),
    # a detail label that closes on its specification
    ("OCS-1 skimmer, pond bench section, riprap; specifications per Section 33 40 00.", "DETAILS", "C8.0", True, "ocs-1-skimmer-pond-bench-section-riprap"),
    ("OCS-1 skimmer structure, safety bench section, riprap apron; specifications per City of Victoria standard plates.", "DETAILS", "C8.0", True, "ocs-1-skimmer-structure-safety-bench"),
    ("Outlet control structure and emergency overflow weir; construct per MnDOT 2506.", "CIVIL DETAILS", "C8.0", True, "outlet-control-structure-and-emergency"),
    ("Infiltration basin section, underdrain and cleanouts; materials per specifications.", "SITE DETAILS", "C8.0", True, "infiltration-basin-section-underdrain-and"),
    # construction words on sheets that are not the facilities' construction plans
    ("GENERAL NOTES\n1. CONSTRUCT POND PER DETAIL 4/C8.0.\n2. INSTALL OUTLET CONTROL STRUCTURE OCS-1.", "GRADING AND DRAINAGE PLAN", "C3.0", False, "general-notes-1-construct-pond-per-detail"),
    ("SPECIFICATIONS\n1. MNDOT STANDARD SPECIFICATIONS FOR CONSTRUCTION, 2020 EDITION.\n2. CITY ENGINEERING GUIDELINES.", "GRADING PLAN", "C3.0", False, "specifications-1-mndot-standard"),
    ("CITY STANDARD DETAILS\nSIDEWALK\nCURB AND GUTTER\nBITUMINOUS PAVEMENT SECTION", "STANDARD DETAILS", "C3.0", False, "city-standard-details-sidewalk-curb-and"),
    ("SILT FENCE\nROCK CONSTRUCTION ENTRANCE\nINLET PROTECTION", "DETAILS", "C3.0", False, "silt-fence-rock-construction-entrance"),
    ("CONCRETE SIDEWALK\nB612 CURB AND GUTTER\nPEDESTRIAN RAMP", "CIVIL DETAILS", "C3.0", False, "concrete-sidewalk-b612-curb-and-gutter"),
    ("TRENCH BEDDING FOR WATERMAIN\nSANITARY SERVICE\nHYDRANT INSTALLATION", "UTILITY DETAILS", "C3.0", False, "trench-bedding-for-watermain-sanitary"),
    ("OCS-1 OUTLET CONTROL STRUCTURE DETAIL 3/C8.0\nPOND 1", "GRADING PLAN", "C3.0", False, "ocs-1-outlet-control-structure-detail-3-c8"),
    ("POND SECTION 2/C8.1", "GRADING PLAN", "C3.0", False, "pond-section-2-c8-1-grading-plan"),
    ("INFILTRATION BASIN DETAIL - 4 / C-801", "STORM SEWER PLAN", "C3.0", False, "infiltration-basin-detail-4-c-801-storm"),
    ("SPECIFICATIONS\n1.25 ACRES DISTURBED\nMNDOT 2020 EDITION", "GRADING PLAN", "C3.0", False, "specifications-heading-beside-an-area-figure"),
    ("GENERAL NOTES\n1. CONSTRUCT POND PER DETAIL 4/C8.0.\n2. SEE DETAIL SHEET FOR OUTLET CONTROL STRUCTURE.", "GRADING PLAN", "C8.0", False, "general-notes-1-construct-pond-per-detail-2"),
    ("POND 1\nNWL 905.0\nHWL 908.6\nOCS-1 SEE DETAIL", "GRADING AND DRAINAGE PLAN", "C8.0", False, "pond-1-nwl-905-0-hwl-908-6-ocs-1-see"),
    ("CONSTRUCT PER CITY STANDARD PLATE 3006\nCBMH-1 RIM 910.2 INV 905.1", "STORM SEWER PLAN", "C8.0", False, "construct-per-city-standard-plate-3006"),
    ("1S\tSubcat\n2P\tPond\n3R\tReach", "HYDROCAD ROUTING DIAGRAM", "C8.0", False, "1s-subcat-2p-pond-3r-reach-hydrocad"),
    ("SILT FENCE\nBIO ROLL", "SITE DETAILS", "C8.0", False, "silt-fence-bio-roll-site-details"),
    ("CURB AND GUTTER\nSIDEWALK SECTION", "SITE DETAILS", "C8.0", False, "curb-and-gutter-sidewalk-section-site"),
    ("", "DETAILS (1 OF 3)", "C8.0", False, "details-1-of-3"),
    ("POND 1\nNWL 905.0\nHWL 908.6", "GRADING DETAILS", "C8.0", False, "pond-1-nwl-905-0-hwl-908-6-grading-details"),
    ("Outlet structure per City standard plate 410.", "DETAILS", "C8.0", False, "outlet-structure-per-city-standard-plate"),  # the facility itself points away
    ("See sheet C8 for pond sections; specifications per Section 33 40 00.", "DETAILS", "C8.0", False, "see-sheet-c8-for-pond-sections"),
    ("Curb and gutter, sidewalk section; specifications per City standard plates.", "SITE DETAILS", "C8.0", False, "curb-and-gutter-sidewalk-section"),
    ("Silt fence and inlet protection; install per MnDOT 2573.", "DETAILS", "C8.0", False, "silt-fence-and-inlet-protection-install"),
    ("Pond outlet per detail 3/C8.1; riprap per MnDOT 3601.", "DETAILS", "C8.0", False, "pond-outlet-per-detail-3-c8-1-riprap-per"),
]


@pytest.mark.parametrize("body,title,number,present", cases(TITLED_SHEETS))
def test_facility_details_on_titled_sheets(body, title, number, present):
    assert ("N.6.A.8" in titled_sheet(body, title, number)) is present


# ---- details of the wider facility vocabulary under a generic DETAILS title ----
GENERIC_DETAILS_SHEETS = [
    ("UDT-1 SECTION\tCISTERN\tSTORMWATER PLANTER\tHDS-1", True, "udt-1-section-cistern-stormwater-planter"),
    ("DROP MANHOLE\tCURB CUT", True, "drop-manhole-curb-cut"),
    ("UNDERGROUND DETENTION TANK SECTION", True, "underground-detention-tank-section"),
    ("FLOW-THROUGH PLANTER\tTRENCH DRAIN", True, "flow-through-planter-trench-drain"),
    ("UGS-1 CHAMBER ROW", True, "ugs-1-chamber-row"),
    ("CONCRETE CURB AND GUTTER\tSIDEWALK SECTION\tPEDESTRIAN RAMP", False, "concrete-curb-and-gutter-sidewalk-section"),
    ("SPLASH PAD PLAY AREA\tBENCH\tBIKE RACK", False, "splash-pad-play-area-bench-bike-rack"),
    ("SILT FENCE\tROCK CONSTRUCTION ENTRANCE", False, "silt-fence-rock-construction-entrance"),
    ("HYDRANT\tGATE VALVE\tSANITARY DROP CONNECTION", False, "hydrant-gate-valve-sanitary-drop"),
    ("FUEL STORAGE TANK PAD\tDUMPSTER ENCLOSURE", False, "fuel-storage-tank-pad-dumpster-enclosure"),
]


@pytest.mark.parametrize("labels,present", cases(GENERIC_DETAILS_SHEETS))
def test_generic_details_sheet(labels, present):
    assert ("N.6.A.8" in set_sheet(labels, "DETAILS")) is present


# ---- a specification document itself, beside reports that only name or tabulate the facilities ----
REPORT_TEXT = [
    ("SECTION 33 46 00\nSUBDRAINAGE\nPART 1 - GENERAL\n1.01 SUMMARY", True, "specification-section-itself"),
    ("APPENDIX G - TECHNICAL SPECIFICATIONS\nSECTION 33 41 00 STORM UTILITY DRAINAGE PIPING", True, "technical-specifications-appendix"),
    ("5.2 Plans and Specifications\nConstruction plans and specifications are included with this submittal.", False, "5-2-plans-and-specifications-construction"),
    ("Plans and Specifications\nThe plans and specifications will be prepared by the contractor.", False, "plans-and-specifications-the-plans-and"),
    ("Storm sewer shall be constructed in accordance with Section 33 41 00 of the project specifications.", False, "storm-sewer-shall-be-constructed-in"),
    ("The outlet control structure is shown on the grading plan.", False, "the-outlet-control-structure-is-shown-on"),
    ("Table 3 - Pond Details\nPond\tNWL\tHWL\nP-1\t905.0\t908.6", False, "table-3-pond-details-pond-nwl-hwl-p-1-905"),
    ("Pond Details\nPond\tNWL\tHWL\tVolume\nP-1\t905.0\t908.6\t1.2", False, "pond-details-pond-nwl-hwl-volume-p-1-905-0"),
    ("Basin Details\nBasin\tBottom\tArea (sf)\nIB-1\t902.5\t3,400", False, "basin-details-basin-bottom-area-sf-ib-1"),
    # a project manual's storm drainage specifications; details only promised with the final plans
    ("PROJECT MANUAL - STORM DRAINAGE SPECIFICATIONS\nPART 1 GENERAL", True, "project-manual-storm-drainage-specifications-par"),
    ("SECTION 33 41 00 STORM UTILITY DRAINAGE PIPING\nPART 1 GENERAL", True, "section-33-41-00-storm-utility-drainage-piping"),
    ("Construction details will be provided with the final construction plans.", False, "construction-details-will-be-provided-with-the-f"),
]


@pytest.mark.parametrize("text,present", cases(REPORT_TEXT))
def test_specifications_and_facility_data_in_a_report(text, present):
    assert ("N.6.A.8" in found(text)) is present
