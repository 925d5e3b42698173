"""Section 6 exhibits shown in many voices: title blocks, plan notes in capitals, report
headings, tables, a city's own memo. Written here, not taken from any package; each concept
also has its negated, deferred, contents-page or sheet-index form, which shows nothing."""

import pytest

from extract.exhibits.detect import detect_exhibits
from extract.pdf.page_text import page_from_text

FULL = (2448.0, 1584.0)  # 34 x 22 in
TABLOID = (1224.0, 792.0)  # 17 x 11 in
LETTER = (612.0, 792.0)
SHEET = "\nSHEET C3.0\nSCALE 1\" = 30'"


def found(text, size=LETTER):
    return detect_exhibits([page_from_text(text, file="pkg.pdf", width=size[0], height=size[1])])


CERTS = [
    "I certify that this plan was prepared by me or under my direct supervision and that I am a duly\nLicensed Professional Engineer under the laws of the State of Minnesota.\nJane Q. Doe, P.E.\nLicense No. 44556",
    "I HEREBY CERTIFY THAT THIS PLAN WAS PREPARED BY ME OR UNDER MY DIRECT SUPERVISION AND THAT I AM A DULY\nLICENSED PROFESSIONAL ENGINEER UNDER THE LAWS OF THE STATE OF MINNESOTA.\nREG. NO. 12345",
    "CERTIFIED BY: JOHN SMITH, P.E.\nLICENSED PROFESSIONAL ENGINEER, STATE OF MINNESOTA\nLIC. NO. 45678",
    "I hereby certify that this plan was prepared by me or under my direct supervision and that I am a\nduly Registered Professional Engineer under the laws of the State of Minnesota.\nPrinted Name: Ana Ruiz    Signature: ________\nDate: 3/4/2024    Registration Number: 53210",
    "Certification: I certify that this plan set was prepared by me and that I am a duly licensed Professional\nEngineer under the laws of the State of Minnesota.   MN PE #40117",
    "PROFESSIONAL ENGINEER CERTIFICATION\nI hereby certify that this plan was prepared by me or under my direct supervision and that I am a duly\nlicensed Professional Engineer under the laws of the State of Minnesota.\nMinnesota License 48813",
]


@pytest.mark.parametrize("cert", CERTS)
def test_pe_certification_in_many_title_blocks(cert):
    assert "plan_set.pe_certified" in found(f"STORM SEWER PLAN\n{cert}{SHEET}", FULL)


@pytest.mark.parametrize("cert", [
    "I hereby certify that this plan was prepared by me. Not a Licensed Professional Engineer in the State of Minnesota.",
    "PE certification will be provided with the final plans.",
])
def test_pe_certification_absent_or_deferred(cert):
    assert "plan_set.pe_certified" not in found(f"STORM SEWER PLAN\n{cert}{SHEET}", FULL)


TITLES = {
    "N.6.A.3": ["STORM SEWER PLAN AND PROFILE", "STORMWATER MANAGEMENT PLAN", "STORM DRAINAGE PLAN", "POND PLAN",
                "INFILTRATION BASIN PLAN", "STORMWATER BMP PLAN", "UNDERGROUND STORAGE SYSTEM LAYOUT",
                "GRADING, DRAINAGE & STORM SEWER PLAN", "PLAN & PROFILE - STORM SEWER"],
    "N.6.A.8": ["OUTLET CONTROL STRUCTURE DETAIL", "STORMWATER DETAILS", "CIVIL DETAILS\nCATCH BASIN MANHOLE", "POND CROSS SECTION",
                "INFILTRATION BASIN SECTION", "TYPICAL POND SECTION", "RAIN GARDEN DETAIL", "UNDERGROUND STORAGE DETAILS",
                "STANDARD DETAIL PLATES\nPLATE 412 OUTLET CONTROL STRUCTURE"],
    "N.6.A.12": ["DRAINAGE AND UTILITY EASEMENT EXHIBIT", "EASEMENT PLAN", "FLOWAGE EASEMENT EXHIBIT", "PONDING EASEMENT DESCRIPTION"],
}


@pytest.mark.parametrize("ex_id,title", [(k, t) for k, ts in TITLES.items() for t in ts])
def test_plan_sheet_titles_in_many_voices(ex_id, title):
    assert ex_id in found(title + SHEET, FULL)


REPORT_HEADINGS = {
    "N.6.A.9": ["Peak Discharge Rates (cfs)", "Table 3: Existing and Proposed Peak Flows", "Summary of Peak Runoff Rates",
                "RATE CONTROL SUMMARY", "Discharge Rate Comparison", "Runoff Volume and Rate Analysis",
                "Table 2. Pre- vs. Post-Development Peak Discharge"],
    "N.6.A.11": ["City Review Letter", "City of Edina Engineering Review Comments", "Appendix F - Municipal Review",
                 "Attachment 3: City Engineer's Memorandum", "CITY APPROVAL LETTER"],
    "N.6.B": ["Stormwater Maintenance Agreement", "Operations and Maintenance Agreement", "APPENDIX G - O&M AGREEMENT",
              "Declaration of Covenants for Stormwater Maintenance", "Stormwater Facilities Maintenance Declaration",
              "Exhibit D: Maintenance Agreement"],
}


@pytest.mark.parametrize("ex_id,heading", [(k, t) for k, ts in REPORT_HEADINGS.items() for t in ts])
def test_report_headings_in_many_voices(ex_id, heading):
    assert ex_id in found(f"{heading}\nThe following pages contain the information.")


CITY_SENTENCES = [
    "The City of Plymouth has reviewed the stormwater plan and has no objections.",
    "City staff reviewed the grading and stormwater plans on May 3, 2024 and found them acceptable.",
    "These plans were reviewed by the City of Wayzata Engineering Department on April 12, 2024.",
    "The City Engineer has approved the stormwater management plan for the project.",
    "The City of Hopkins reviewed the project and confirmed that it conforms to the City's Local Surface Water Management Plan.",
    "Engineering staff for the City of Orono have completed their review of the project's stormwater plans.",
]


@pytest.mark.parametrize("text", CITY_SENTENCES)
def test_city_review_in_prose(text):
    assert "N.6.A.11" in found(text)


@pytest.mark.parametrize("text", [
    "The plans will be submitted to the City for review.",
    "The city has not yet reviewed the plans.",
    "City review is pending.",
    "The City may review the plans at a later date.",
    "Include documentation of conformance with the municipal plan, or that the municipality has reviewed the project.",
    "The applicant must provide evidence that the City has reviewed the stormwater plans.",
])
def test_city_review_not_yet(text):
    assert "N.6.A.11" not in found(text)


EASEMENT_NOTES = [
    "10' D&U ESMT (TYP.) PER PLAT",
    "FLOWAGE EASEMENT OVER OUTLOT B PER DOC. NO. 1234567.",
    "EXISTING 20' STORM SEWER EASEMENT PER DOC. 987654.",
    "DRAINAGE/UTILITY EASEMENT OVER POND 1 PER PLAT OF MAPLE RIDGE.",
    "EASEMENT FOR DRAINAGE AND PONDING PURPOSES PER DOC. 55012.",
    "ALL PONDS LIE WITHIN DRAINAGE & UTILITY EASEMENTS DEDICATED ON THE PLAT.",
]


@pytest.mark.parametrize("note", EASEMENT_NOTES)
def test_easement_plan_notes(note):
    assert "N.6.A.12" in found(f"GENERAL NOTES\n1. {note}\nGRADING PLAN{SHEET}", FULL)


@pytest.mark.parametrize("note", [
    "PONDING EASEMENT EXTENT TO BE DETERMINED WITH FINAL PLAT.",
    "NO EASEMENTS EXIST ON THE PROPERTY.",
])
def test_easement_notes_that_show_nothing(note):
    assert "N.6.A.12" not in found(f"GENERAL NOTES\n1. {note}\nGRADING PLAN{SHEET}", FULL)


LEVELS_ONE_NOTE = [
    "POND 1: NWL = 905.0, 100-YR HWL = 908.4",
    "NORMAL WATER LEVEL (NWL) 905.0; HIGH WATER LEVEL (100-YR) 908.4",
    "POND 2 NWL: EX. 950.5 / PROP. 950.5. 100-YR HWL: EX. 952.1 / PROP. 952.3.",
    "905.0 NWL / 908.4 HWL",
    "PERMANENT POOL EL. 905.0 - 100-YEAR FLOOD ELEVATION 908.4",
    "BASIN A NORMAL POOL ELEV 905.00 (NAVD 88), 100 YR HIGH WATER ELEV 908.40",
]


@pytest.mark.parametrize("note", LEVELS_ONE_NOTE)
def test_water_levels_in_one_note(note):
    assert "N.6.A.6" in found(f"GENERAL NOTES\n1. {note}\nGRADING PLAN{SHEET}", FULL)


LEVELS_SPLIT = [
    "POND 1 DATA\nNORMAL WATER LEVEL: 905.0\nHIGH WATER LEVEL (100-YR): 908.4",
    "GENERAL NOTES\n4. POND NWL = 905.0.\n5. POND 100-YR HWL = 908.4.",
    "POND SUMMARY\nNWL\t905.0\nBOTTOM\t901.0\n100-YR HWL\t908.4",
    "POND\tNORMAL WATER EL.\t100-YR HIGH WATER EL.\nP-1\t905.0\t908.4",
]


@pytest.mark.parametrize("block", LEVELS_SPLIT)
def test_water_levels_in_one_section_or_table(block):
    assert "N.6.A.6" in found(f"{block}\nGRADING PLAN{SHEET}", FULL)


@pytest.mark.parametrize("block", [
    "GENERAL NOTES\n1. LOWEST OPENING ELEVATION = 910.5. 100-YEAR HWL = 908.4.",
    "GENERAL NOTES\n1. NWL AND 100-YR HWL TO BE DETERMINED AT FINAL DESIGN.",
    "GENERAL NOTES\n1. POND NWL = 905.0.",
])
def test_water_levels_half_or_deferred(block):
    assert "N.6.A.6" not in found(f"{block}\nGRADING PLAN{SHEET}", FULL)


def test_report_pond_table_is_not_the_plan_exhibit():
    assert "N.6.A.6" not in found("Table 4. Pond data\nPond\tNWL\t100-yr HWL\nP-1\t905.0\t908.4\nThe pond is shown on the plans.")


@pytest.mark.parametrize("text", [
    "TABLE OF CONTENTS\nStormwater Maintenance Agreement ........ 12\nCity Review Letter ........ 14\nRate Control Summary ........ 6\nStorm Sewer Plan ........ 9",
    "SHEET INDEX\nC1.0\tEXISTING CONDITIONS\nC4.0\tSTORM SEWER PLAN\nC7.0\tDETAILS\nC8.0\tDRAINAGE AND UTILITY EASEMENT EXHIBIT",
])
def test_contents_and_indexes_show_nothing(text):
    got = found(text)
    assert not ({"N.6.B", "N.6.A.11", "N.6.A.9", "N.6.A.3", "N.6.A.8", "N.6.A.12"} & set(got))


@pytest.mark.parametrize("text,ex_id", [
    ("A stormwater maintenance agreement will be executed following Board approval.", "N.6.B"),
    ("Stormwater Maintenance Agreement\nThe owner will enter into a maintenance agreement with the District after approval.", "N.6.B"),
    ("Rate Control Analysis\nThe rate control analysis will be submitted with the final plans.", "N.6.A.9"),
    ("Construction details will be provided with the final construction plans.", "N.6.A.8"),
])
def test_deferred_items_are_absent(text, ex_id):
    assert ex_id not in found(text)


WETLAND_NOTES = [
    "THE SITE IS NOT WITHIN THE 100-YEAR FLOODPLAIN AND CONTAINS NO WETLANDS.",
    "NO WETLANDS OR FLOODPLAIN ARE PRESENT ON THE PROPERTY.",
    "WETLAND EDGE PER DELINEATION BY KJOLHAUG ENVIRONMENTAL, MAY 2024 (SEE SHEET C1.0).",
    "DELINEATED WETLAND LIMITS AND 25' BUFFER SHOWN HEREON.",
    "No wetlands were identified on or adjacent to the site during the field delineation.",
    "100-YEAR FLOODPLAIN LIMITS (EL. 912.0) SHOWN PER FEMA FIRM PANEL 27053C0335F.",
]


@pytest.mark.parametrize("note", WETLAND_NOTES)
def test_wetland_and_floodplain_plan_notes(note):
    assert "N.6.A.4" in found(f"GENERAL NOTES\n1. {note}\nGRADING PLAN{SHEET}", FULL)


@pytest.mark.parametrize("note", [
    "WETLAND DELINEATION TO BE COMPLETED PRIOR TO FINAL PLAT.",
    "WETLANDS MAY BE PRESENT NEAR THE NORTH PROPERTY LINE.",
    "WETLAND BOUNDARY HAS NOT BEEN DELINEATED.",
])
def test_wetland_notes_that_show_nothing(note):
    assert "N.6.A.4" not in found(f"GENERAL NOTES\n1. {note}\nGRADING PLAN{SHEET}", FULL)


def test_report_sentence_is_not_the_plan_delineation():
    assert "N.6.A.4" not in found("Existing Conditions\nNo wetlands were identified on the site during the field review.")


MAINTENANCE = [
    "Declaration of Covenants, Conditions and Restrictions for Stormwater Facilities",
    "STORMWATER MANAGEMENT FACILITIES MAINTENANCE AND INSPECTION AGREEMENT",
    "Agreement for the Maintenance of Stormwater Facilities",
    "Appendix H - Stormwater Maintenance Covenant",
    "Operation and Maintenance Plan\nThe Owner agrees to inspect and maintain the pond, outlet structure and rain gardens, and this obligation binds its successors and assigns.",
    "O&M PLAN\nThe Association is the responsible party and shall inspect the infiltration basin each spring; this declaration is recorded against the property.",
]


@pytest.mark.parametrize("text", MAINTENANCE)
def test_maintenance_agreement_in_many_voices(text):
    assert "N.6.B" in found(text if "\n" in text else f"{text}\nThis agreement is made by and between the parties.")


@pytest.mark.parametrize("text", [
    "Operation and Maintenance Plan\nInspect the pond annually and remove sediment when the forebay is half full.",
    "A maintenance agreement will be recorded after Board approval.",
    "Maintenance Agreement\nTo be submitted following Board approval.",
])
def test_maintenance_not_an_agreement_or_not_yet(text):
    assert "N.6.B" not in found(text)


REDUCED_SHEETS = [
    "TREE PRESERVATION PLAN\nSHEET L1.0\nSCALE 1\" = 30'",
    "STORMWATER POLLUTION PREVENTION PLAN\nC-601\nSCALE: 1 INCH = 40 FEET",
    "PAVING AND STRIPING PLAN\nSHEET 4 OF 12\nGRAPHIC SCALE",
    "STORM SEWER PROFILES\nSW-2\nHORIZ. SCALE 1\"=50'  VERT. SCALE 1\"=5'",
    "TYPICAL SECTIONS\nSHEET NO. 3\n1\" = 20'",
    "PRELIMINARY PLAT\nSHEET 2 OF 6\nSCALE IN FEET",
]


@pytest.mark.parametrize("sheet", REDUCED_SHEETS)
def test_reduced_plan_sheets_in_many_title_blocks(sheet):
    assert "plan_set.reduced" in found(sheet, TABLOID)


@pytest.mark.parametrize("text", [
    "Stormwater Management Report\nPrepared for the City of Hopkins\nPage B-3",
    "Appendix B-3\nHydroCAD output follows.",
])
def test_report_pages_are_not_a_reduced_plan_set(text):
    assert "plan_set.reduced" not in found(text, (792.0, 612.0))


@pytest.mark.parametrize("block", [
    "STORM SEWER STRUCTURE SCHEDULE\nSTRUCTURE\tRIM\tINVERT\nCBMH-1\t910.25\t905.10",
    "STRUCTURE TABLE\nSTR. NO.\tRIM ELEV.\tINV. IN\tINV. OUT\nOCS-1\t908.50\t904.00\t903.90",
    "STORM STRUCTURE DATA\nNAME\tTYPE\tRIM EL\tINV EL\nFES-3\t27\" RCP APRON\t-\t901.40",
])
def test_structure_schedule_shows_location_and_elevation(block):
    assert "N.6.A.3" in found(f"{block}\nGRADING PLAN{SHEET}", FULL)


def test_sanitary_structure_table_is_not_storm():
    block = "SANITARY MANHOLE SCHEDULE\nSTRUCTURE\tRIM\tINVERT\nSMH-1\t910.25\t899.10"
    assert "N.6.A.3" not in found(f"{block}\nSANITARY SEWER AND WATERMAIN PLAN{SHEET}", FULL)


@pytest.mark.parametrize("note", [
    "EASEMENTS: 10' DRAINAGE AND UTILITY ALONG ALL LOT LINES, AND OVER OUTLOT A.",
    "COUNTY DITCH NO. 12 RIGHT-OF-WAY AND EASEMENT SHOWN PER HENNEPIN COUNTY RECORDS.",
    "EXISTING FLOWAGE ESMT. PER DOC. NO. 2245871 OVER POND AREA.",
])
def test_more_easement_notes(note):
    assert "N.6.A.12" in found(f"GENERAL NOTES\n1. {note}\nGRADING PLAN{SHEET}", FULL)


def test_certification_with_license_above_the_statement():
    block = ("LIC. NO. 40771   DATE 06/02/2024\nI HEREBY CERTIFY THAT THIS PLAN WAS PREPARED BY ME OR UNDER MY DIRECT SUPERVISION\n"
             "AND THAT I AM A DULY LICENSED PROFESSIONAL ENGINEER UNDER THE LAWS OF THE STATE OF MINNESOTA.")
    assert "plan_set.pe_certified" in found(f"UTILITY PLAN\n{block}{SHEET}", FULL)


@pytest.mark.parametrize("text,ex_id", [
    ("The executed stormwater maintenance agreement is attached as Appendix E.", "N.6.B"),
    ("A signed Declaration of Maintenance Covenants for the pond has been recorded and is included with this submittal.", "N.6.B"),
    ("The recorded O&M agreement (Doc. No. 5512043) is enclosed.", "N.6.B"),
    ("A letter from the City of Hopkins confirming its review of the stormwater plan is attached as Appendix D.", "N.6.A.11"),
    ("The City's review comments dated May 3, 2024 are included in Attachment 4.", "N.6.A.11"),
    ("Approval from the Township of Minnetrista is enclosed.", "N.6.A.11"),
])
def test_the_document_said_to_be_attached(text, ex_id):
    assert ex_id in found(text)


@pytest.mark.parametrize("text,ex_id", [
    ("The stormwater maintenance agreement will be attached once executed.", "N.6.B"),
    ("A maintenance agreement is not attached; it is due following Board approval.", "N.6.B"),
    ("A letter from the City will be provided when its review is complete.", "N.6.A.11"),
    ("Appendix D - City Review Letter (to be provided)", "N.6.A.11"),
])
def test_the_document_promised_or_denied(text, ex_id):
    assert ex_id not in found(text)


@pytest.mark.parametrize("note", [
    "WETLANDS: NONE ON SITE.",
    "THERE ARE NO ON-SITE WETLANDS OR FLOODPLAINS.",
    "WETLAND DELINEATED BY SATHRE-BERGQUIST, JUNE 2024; WETLAND EDGE FLAGGED AND SURVEYED.",
])
def test_wetland_notes_other_voices(note):
    assert "N.6.A.4" in found(f"GENERAL NOTES\n1. {note}\nGRADING PLAN{SHEET}", FULL)


@pytest.mark.parametrize("text", [
    "☐ Stormwater maintenance agreement is attached",
    "Is the City's review letter attached? Yes / No",
    "[ ] The City of Edina has reviewed the project.",
])
def test_unticked_boxes_and_questions_show_nothing(text):
    got = found(text)
    assert "N.6.B" not in got and "N.6.A.11" not in got


def test_rule_n_quoted_back_shows_no_exhibit():
    """The rule's own list of exhibits, quoted in a report, is no exhibit."""
    import glob
    import re
    text = open(glob.glob("/work/shared/rule-n/000_*.txt")[0]).read()
    clauses = [s.strip() for s in re.split(r"(?<=[.;:])\s+|\n", text) if len(s.strip()) > 20]
    shown = {s: {k for k in found(s) if not k.startswith("plan_set")} for s in clauses}
    assert {s: ids for s, ids in shown.items() if ids} == {}


@pytest.mark.parametrize("text,ex_id", [
    ("Rate Control Analysis\nRate control is not required for this project because Section 4 does not apply.", "N.6.A.9"),
    ("Peak Discharge Rates\nA rate analysis was not prepared, as the site is under one acre.", "N.6.A.9"),
    ("Maintenance Agreement\nNot applicable: no stormwater facilities are proposed.", "N.6.B"),
    ("City Review\nThe City of Mound has not reviewed this application.", "N.6.A.11"),
])
def test_a_heading_whose_chapter_says_none(text, ex_id):
    assert ex_id not in found(text)


@pytest.mark.parametrize("block", [
    "4. STORM SEWER SHOWN WITH PIPE SIZE, MATERIAL, SLOPE, RIM AND INVERT ELEVATIONS.",
    "CBMH-2\nRIM 910.25\nINV 905.10\n125 LF 15\" RCP @ 0.50%\nFES-1 INV 904.48",
    "OCS-1 (OUTLET CONTROL STRUCTURE)\nRIM=908.50  INV OUT=903.90\n48 LF 18\" HDPE @ 1.00% TO FES-3",
])
def test_storm_sewer_drawn_with_its_elevations(block):
    assert "N.6.A.3" in found(f"{block}\nGRADING PLAN{SHEET}", FULL)


@pytest.mark.parametrize("block", [
    "SMH-2\nRIM 910.25\nINV 899.10\n220 LF 8\" PVC SDR 35 @ 0.40%",
    "4. STORM SEWER INVERTS TO BE VERIFIED AND SHOWN ON FINAL PLANS.",
])
def test_sanitary_or_deferred_storm_is_not_item_three(block):
    assert "N.6.A.3" not in found(f"{block}\nSANITARY SEWER PLAN{SHEET}", FULL)


@pytest.mark.parametrize("text", [
    "MEMORANDUM\nTO: Permit Coordinator, MCWD\nFROM: Robert Lind, P.E., City Engineer, City of Wayzata\nRE: Stormwater review - 123 Lake Street\nDATE: May 3, 2024",
    "City of Excelsior Engineering Memorandum\nThe grading plan dated April 2 was examined.",
    "To: Minnehaha Creek Watershed District\nFrom: Township of Minnetrista Public Works\nSubject: Grading and drainage plan comments, Lot 4 Block 2",
])
def test_city_memo_headers(text):
    assert "N.6.A.11" in found(text)


@pytest.mark.parametrize("text", [
    "MEMORANDUM\nTO: City Engineer, City of Wayzata\nFROM: Jane Doe, P.E., Westwood\nRE: Stormwater review request - 123 Lake Street",
    "FROM: City of Hopkins\nRE: Utility billing",
])
def test_memo_to_the_city_or_about_something_else(text):
    assert "N.6.A.11" not in found(text)


@pytest.mark.parametrize("note", [
    "POND 1 NWL/HWL = 905.0/908.4",
    "NWL / 100-YR HWL: 905.0 / 908.4 (NAVD 88)",
    "INFILTRATION BASIN: NORMAL / 100-YEAR WATER LEVELS 905.0 / 908.4",
    "EX. WETLAND OHW 903.2; 100-YR HWL 906.7",
    "N W L = 905.0   H W L (100 - YR) = 908.4",
])
def test_water_level_pairs_written_together(note):
    assert "N.6.A.6" in found(f"GENERAL NOTES\n1. {note}\nGRADING PLAN{SHEET}", FULL)


@pytest.mark.parametrize("note", [
    "POND 1 NWL/HWL = TBD",
    "NWL/HWL NOT ESTABLISHED FOR THE EXISTING DEPRESSION.",
])
def test_water_level_pairs_without_values(note):
    assert "N.6.A.6" not in found(f"GENERAL NOTES\n1. {note}\nGRADING PLAN{SHEET}", FULL)


@pytest.mark.parametrize("text", [
    "APPENDICES\nA. Drainage Area Maps\nB. HydroCAD Output\nC. Stormwater Maintenance Agreement\nD. City Review Letter",
    "Attachments:\n1. Rate Control Summary\n2. Maintenance Agreement\n3. City Approval Letter",
    "Enclosures: Stormwater Maintenance Agreement; City Review Letter",
])
def test_a_list_of_what_is_attached_is_not_the_attachment(text):
    got = found(text + "\nThe stormwater report follows.")
    assert not ({"N.6.B", "N.6.A.11", "N.6.A.9"} & set(got))


@pytest.mark.parametrize("title,ex_id", [
    ("STORMSEWER PLAN", "N.6.A.3"),
    ("DRAINAGEAREA MAP", "N.6.A.2"),
    ("STORMWATER MAINTENANCEAGREEMENT", "N.6.B"),
    ("OUTLET CONTROLSTRUCTURE DETAIL", "N.6.A.8"),
])
def test_titles_with_ocr_lost_spaces(title, ex_id):
    assert ex_id in found(title + SHEET, FULL)


@pytest.mark.parametrize("title,ex_id", [
    ("PROJECT MANUAL - STORM DRAINAGE SPECIFICATIONS", "N.6.A.8"),
    ("SECTION 33 41 00 STORM UTILITY DRAINAGE PIPING", "N.6.A.8"),
])
def test_specifications(title, ex_id):
    assert ex_id in found(f"{title}\nPART 1 GENERAL")
