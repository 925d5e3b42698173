"""Round 3 voices: every false present we could imagine for items (2), (8) and (12), and the
ways a city's review and a site's water levels are written that rounds 1-2 did not read.
Written here, not taken from any package; each class has its negative twin."""

import pytest

from extract.exhibits.detect import detect_exhibits
from extract.pdf.page_text import page_from_text

FULL = (2448.0, 1584.0)
LETTER = (612.0, 792.0)
SHEET = "\nSHEET C3.0\nSCALE 1\" = 30'"


def found(text, size=LETTER):
    return detect_exhibits([page_from_text(text, file="pkg.pdf", width=size[0], height=size[1])])


def sheet(body, title):
    return found(f"{body}\nSHEET TITLE\n{title}{SHEET}", FULL)


# ---- N.6.A.8: construction words on sheets that are not the facilities' construction plans ----

NOT_DETAILS = [
    ("GENERAL NOTES\n1. CONSTRUCT POND PER DETAIL 4/C8.0.\n2. INSTALL OUTLET CONTROL STRUCTURE OCS-1.", "GRADING AND DRAINAGE PLAN"),
    ("SPECIFICATIONS\n1. MNDOT STANDARD SPECIFICATIONS FOR CONSTRUCTION, 2020 EDITION.\n2. CITY ENGINEERING GUIDELINES.", "GRADING PLAN"),
    ("CITY STANDARD DETAILS\nSIDEWALK\nCURB AND GUTTER\nBITUMINOUS PAVEMENT SECTION", "STANDARD DETAILS"),
    ("SILT FENCE\nROCK CONSTRUCTION ENTRANCE\nINLET PROTECTION", "DETAILS"),
    ("CONCRETE SIDEWALK\nB612 CURB AND GUTTER\nPEDESTRIAN RAMP", "CIVIL DETAILS"),
    ("TRENCH BEDDING FOR WATERMAIN\nSANITARY SERVICE\nHYDRANT INSTALLATION", "UTILITY DETAILS"),
]


@pytest.mark.parametrize("body,title", NOT_DETAILS)
def test_sheets_without_the_facilities_details(body, title):
    assert "N.6.A.8" not in sheet(body, title)


DETAILS = [
    ("OUTLET CONTROL STRUCTURE\nSKIMMER\nEMERGENCY OVERFLOW WEIR", "DETAILS"),
    ("TYPICAL POND SECTION\nRIPRAP AT FLARED END SECTION", "CIVIL DETAILS"),
    ("CATCH BASIN MANHOLE\nINFILTRATION BASIN SECTION", "STANDARD DETAILS"),
    ("", "STORM SEWER DETAILS"),
    ("", "POND SECTIONS AND OUTLET DETAILS"),
]


@pytest.mark.parametrize("body,title", DETAILS)
def test_details_sheets_of_the_facilities(body, title):
    assert "N.6.A.8" in sheet(body, title)


NOT_DETAILS_REPORT = [
    "5.2 Plans and Specifications\nConstruction plans and specifications are included with this submittal.",
    "Plans and Specifications\nThe plans and specifications will be prepared by the contractor.",
    "Storm sewer shall be constructed in accordance with Section 33 41 00 of the project specifications.",
    "The outlet control structure is shown on the grading plan.",
]


@pytest.mark.parametrize("text", NOT_DETAILS_REPORT)
def test_reports_naming_specifications(text):
    assert "N.6.A.8" not in found(text)


def test_a_specification_document_itself():
    assert "N.6.A.8" in found("SECTION 33 46 00\nSUBDRAINAGE\nPART 1 - GENERAL\n1.01 SUMMARY")
    assert "N.6.A.8" in found("APPENDIX G - TECHNICAL SPECIFICATIONS\nSECTION 33 41 00 STORM UTILITY DRAINAGE PIPING")


# ---- N.6.A.2: drainage areas tabulated or described, not mapped ----

NOT_MAPS = [
    ("DRAINAGE AREAS TABLE\nAREA\tACRES\tCN\nDA-1\t1.20\t78", "STORM SEWER PLAN"),
    ("DRAINAGE AREA SUMMARY\nDA-1\t1.20 AC", "STORM SEWER PLAN"),
    ("LEGEND\nDRAINAGE AREA BOUNDARY\nPROPERTY LINE", "GRADING PLAN"),
    ("--- DRAINAGE AREA BOUNDARY\n--- PROPERTY LINE", "GRADING PLAN"),
    ("SUBWATERSHED DATA\nSUBWATERSHED\tAREA (AC)\n1S\t0.85", "STORM SEWER PLAN"),
]


@pytest.mark.parametrize("body,title", NOT_MAPS)
def test_drainage_tables_on_sheets_are_not_the_map(body, title):
    assert "N.6.A.2" not in sheet(body, title)


@pytest.mark.parametrize("text", [
    "Table 3 - Existing and Proposed Drainage Areas\nArea\tAcres\nDA-1\t1.2",
    "The site is divided into three drainage areas, as summarized in Table 2.",
    "Existing Drainage Area Summary\nSubcatchment 1S\t1.20 ac",
    "Area Listing (all nodes)\nArea (acres)\tCN\tDescription\n1.200\t98\tPaved parking, HSG B",
    "Subcatchment 1S: Drainage Area 1\nRunoff = 2.45 cfs @ 12.10 hrs",
])
def test_drainage_areas_described_in_a_report(text):
    assert "N.6.A.2" not in found(text)


@pytest.mark.parametrize("body,title", [
    ("", "DRAINAGE AREA MAP"), ("", "EXISTING AND PROPOSED SUBWATERSHEDS"), ("", "PROPOSED DRAINAGE AREAS"),
    ("", "POST-DEVELOPMENT DRAINAGE MAP"), ("", "SUBWATERSHED MAP"),
])
def test_drainage_maps(body, title):
    assert "N.6.A.2" in sheet(body, title)


def test_a_report_figure_of_drainage_areas():
    assert "N.6.A.2" in found("Figure 2 - Proposed Drainage Area Map")


# ---- N.6.A.12: an easement vacated or released holds no facility ----

@pytest.mark.parametrize("text", [
    "The existing drainage and utility easement over the former pond will be vacated.",
    "The existing 10-foot drainage easement along the east line is to be vacated with the plat.",
    "A flowage easement over Lot 3 was released in 2019 (Doc. No. 5512043).",
    "The stormwater easement over the old basin has been abandoned.",
])
def test_vacated_easements(text):
    assert "N.6.A.12" not in found(text)


@pytest.mark.parametrize("note", [
    "EXISTING D&U EASEMENT TO BE VACATED",
    "EX. DRAINAGE EASEMENT (VACATED PER DOC. NO. 1234567)",
])
def test_vacated_easements_on_plans(note):
    assert "N.6.A.12" not in sheet(f"NOTES\n1. {note}", "GRADING PLAN")


# ---- N.6.A.11: the city's review, in the many ways it is reported ----

CITY_REVIEWED = [
    "The City of Wayzata Engineering Department reviewed the plans on March 4, 2025 and has no objection.",
    "City comments dated February 12, 2025 have been addressed in the revised plans.",
    "The City approved the preliminary plat on January 6, 2025.",
    "The City Council approved the site plan and conditional use permit on April 1, 2024.",
    "City of Minnetonka staff reviewed the stormwater management plan and found it consistent with the City's Local Water Management Plan.",
    "The project was reviewed by the City Engineer on 5/2/2024.",
    "On May 2, 2024 the City of Excelsior issued its review letter for the project.",
    "Municipal review: City of Wayzata, reviewed 3/4/2025",
    "The City of Edina has determined that the project conforms to its Comprehensive Water Resources Management Plan.",
    "City engineering staff have reviewed and approved the grading and drainage plans.",
]


@pytest.mark.parametrize("text", CITY_REVIEWED)
def test_city_review_reported(text):
    assert "N.6.A.11" in found(text)


CITY_CAPTIONS = [
    "APPENDIX F - MUNICIPAL REVIEW\nThe plans were reviewed.",
    "ATTACHMENT 6: CITY OF EDINA REVIEW LETTER",
    "EXHIBIT F - CITY CORRESPONDENCE",
    "APPENDIX F - LOCAL GOVERNMENT REVIEW",
    "APPENDIX F - CITY APPROVAL",
    "APPENDIX F: CITY ENGINEER COMMENTS",
]


@pytest.mark.parametrize("text", CITY_CAPTIONS)
def test_city_review_captions(text):
    assert "N.6.A.11" in found(text)


CITY_NOT_REVIEWED = [
    "The plans will be submitted to the City of Wayzata for review.",
    "City review is pending.",
    "The applicant has requested review by the City Engineer.",
    "The City will review the plans prior to issuing a building permit.",
    "The project must be reviewed by the City before construction.",
    "Documentation that the municipality has reviewed the project shall be provided.",
    "The City has not yet reviewed the plans.",
    "The project is located in the City of Victoria.",
    "An NPDES construction stormwater permit will be obtained from the MPCA; the City of Mound building permit will follow.",
    "City approval is anticipated in June 2025.",
    "Municipal review: pending",
    "Municipal review: ______",
    "APPENDIX F - CITY REVIEW (TO BE PROVIDED)",
]


@pytest.mark.parametrize("text", CITY_NOT_REVIEWED)
def test_city_review_not_reported(text):
    assert "N.6.A.11" not in found(text)


# ---- N.6.A.6: the levels spelled other ways on the plans ----

PLAN_LEVELS = [
    "POND 1: NWE = 905.0, HWE (100-YR) = 908.4",
    "NORMAL WATER ELEV. 905.0 / 100 YR. H.W.L. 908.4",
    "NWL 905.0   100-YR WSE 908.4",
    "NORMAL POOL ELEV = 905.0; 100-YEAR HIGH WATER ELEVATION = 908.4",
    "HWL (100 YR) = 908.4, NWL = 905.0",
    "EXISTING WETLAND: OHW 905.0, 100-YR FLOOD EL. 908.4",
    "N W L = 905.0  1 0 0 - Y R  H W L = 908.4",
    "POND P-1 NORMAL WATER LEVEL 905.00 100-YR PEAK ELEVATION 908.40",
]


@pytest.mark.parametrize("note", PLAN_LEVELS)
def test_levels_on_plans(note):
    assert "N.6.A.6" in sheet(f"NOTES\n1. {note}", "GRADING PLAN")


PLAN_LEVEL_TABLES = [
    "BASIN\tNWE\tHWE\nIB-1\t932.50\t935.75",
    "POND\tNORMAL WATER SURFACE\t100-YR WSE\nP-1\t905.0\t908.4",
    "POND\tNWL\t100-YR HWL\tEOF\nEXISTING\t905.0\t908.8\t909.5\nPROPOSED\t905.0\t908.4\t909.5",
]


@pytest.mark.parametrize("block", PLAN_LEVEL_TABLES)
def test_level_tables_on_plans(block):
    assert "N.6.A.6" in sheet(block, "GRADING PLAN")


# In a report, a pond table or a narrative of the proposed pond's levels is the analysis behind the plans.
# It documents the item only when it gives the whole of it: existing and proposed, normal and 100-year.
REPORT_LEVELS = [
    "Table 4 - Water Surface Elevations\nBasin\tExisting NWL\tExisting 100-yr HWL\tProposed NWL\tProposed 100-yr HWL\nPond 1\t905.0\t909.8\t905.0\t908.4",
    "Table 4 - Water Surface Elevations\nCondition\tNWL\t100-YR HWL\nExisting\t905.0\t909.8\nProposed\t905.0\t908.4",
    "The existing depression has a normal water level of 905.0 and a 100-year HWL of 909.8; the proposed pond will have an NWL of 905.0 and a 100-year HWL of 908.4.",
]


@pytest.mark.parametrize("text", REPORT_LEVELS)
def test_report_gives_existing_and_proposed_levels(text):
    assert "N.6.A.6" in found(text)


NOT_REPORT_LEVELS = [
    "Table 2. Pond summary\nPond\tNWL\t100-yr HWL\tBench width\nN-Pond\t920.4\t924.0\t10 ft",
    "The pond has a normal water level (NWL) of 905.0 and a 100-year high water level (HWL) of 908.6.",
    "Pond 1P: N-Pond Peak Elev=924.12' Inflow=12.65 cfs Outflow=4.46 cfs",
    "Elevation\tSurf.Area\tStorage\n(feet)\t(sq-ft)\t(cubic-feet)\n905.00\t1,200\t0",
    "The lowest opening is 911.0, 2.6 feet above the existing 100-year HWL of 908.4 and the proposed NWL of 905.0.",
    "Existing and proposed normal and 100-year water elevations will be shown on the final plans.",
    "Table 4 - Water Surface Elevations\nCondition\tNWL\t100-YR HWL\nExisting\tN/A\tN/A\nProposed\t905.0\t908.4",
]


@pytest.mark.parametrize("text", NOT_REPORT_LEVELS)
def test_report_pond_tables_alone(text):
    assert "N.6.A.6" not in found(text)


# ---- second batch: references, document lists, schematic diagrams, more city voices ----

@pytest.mark.parametrize("body,title", [
    ("OCS-1 OUTLET CONTROL STRUCTURE DETAIL 3/C8.0\nPOND 1", "GRADING PLAN"),
    ("POND SECTION 2/C8.1", "GRADING PLAN"),
    ("INFILTRATION BASIN DETAIL - 4 / C-801", "STORM SEWER PLAN"),
])
def test_callouts_that_point_at_a_detail(body, title):
    assert "N.6.A.8" not in sheet(body, title)


@pytest.mark.parametrize("text", [
    "Appendix H - Construction Details (bound separately)",
    "The following documents are enclosed:\n• Drainage Area Maps\n• Construction Details\n• HydroCAD Output",
    "Enclosures:\n- Drainage Area Maps\n- Pond Details",
    "Enclosed: Drainage Area Maps, Construction Details",
])
def test_lists_of_documents_are_not_the_documents(text):
    got = found(text)
    assert "N.6.A.2" not in got and "N.6.A.8" not in got


@pytest.mark.parametrize("text", [
    "Routing Diagram for Post-Development Drainage Areas\nSubcat Reach Pond Link",
    "HydroCAD Schematic - Existing Subwatersheds",
])
def test_model_schematics_are_not_the_drainage_map(text):
    assert "N.6.A.2" not in found(text)


@pytest.mark.parametrize("text", [
    "The pond lies within a drainage and utility easement.",
    "Stormwater runoff will be conveyed through the drainage easement to the pond.",
])
def test_report_easements_that_point_nowhere(text):
    assert "N.6.A.12" not in found(text)


@pytest.mark.parametrize("text", [
    "The City finds the plans consistent with its Local Surface Water Management Plan.",
    "City staff recommended approval of the preliminary plat, which the Council granted on June 3, 2024.",
    "Plans reviewed and approved by the City Engineer on 4/2/2024.",
    "REVIEWED AND APPROVED BY THE CITY OF ORONO ENGINEERING DEPARTMENT - 06/14/2024",
    "APPENDIX F - LETTER FROM THE CITY OF WAYZATA",
    "APPENDIX F - MUNICIPAL CONSISTENCY DETERMINATION",
    "APPENDIX F - CITY CONCURRENCE",
    "Attachment 5 - City Engineer Memo",
])
def test_more_city_review_voices(text):
    assert "N.6.A.11" in found(text)


@pytest.mark.parametrize("text", [
    "Reviewed by: City of ____________  Date: ________",
    "APPROVED BY THE CITY OF ORONO: ____________________",
    "City staff will recommend approval of the preliminary plat.",
    "The City finds that additional information is needed before the plans can be found consistent.",
    "The plans have been prepared to be consistent with the City's Local Water Management Plan.",
])
def test_more_city_review_not_reported(text):
    assert "N.6.A.11" not in found(text)


# ---- third batch: the storm sewer and the wetland limits drawn in other notations ----

@pytest.mark.parametrize("body", [
    "CB-1\nRIM=905.20\nINV=901.50\n98 LF 15-IN. RCP @ 1.00%",
    "CBMH 101 RIM 912.40 INV 908.10\nCBMH 102 RIM 911.90 INV 907.60",
    "STRUCTURE\tTOP ELEV\tINV. ELEV\nCB-1\t905.20\t901.50",
    "FES-1 INV 899.50\n42 LF 15 IN RCP @ 0.50%\nOCS-1",
])
def test_storm_sewer_drawn(body):
    assert "N.6.A.3" in sheet(body, "GRADING AND DRAINAGE PLAN")


@pytest.mark.parametrize("body", [
    "SMH-1\nRIM=905.20\nINV=895.50\n120 LF 8\" PVC SDR 35 @ 0.40%",
    "WATERMAIN\nHYD-1 TOP NUT 910.5\n8\" DIP",
    "CB-1 INLET PROTECTION",
])
def test_not_the_storm_sewer(body):
    assert "N.6.A.3" not in sheet(body, "GRADING AND DRAINAGE PLAN")


@pytest.mark.parametrize("text", [
    "The proposed storm sewer layout is shown on the Utility Plan (Sheet C5.0).",
    "Storm sewer pipe sizes and inverts are provided on Sheet C4.1.",
    "Pond locations and outlet elevations are shown on the Grading Plan.",
])
def test_report_points_at_storm_sheet(text):
    assert "N.6.A.3" in found(text)


@pytest.mark.parametrize("text", [
    "Storm sewer will be designed during final engineering.",
    "The storm sewer layout is not shown on the plans.",
    "Sanitary sewer layout is shown on Sheet C5.0.",
])
def test_report_not_pointing_at_storm(text):
    assert "N.6.A.3" not in found(text)


@pytest.mark.parametrize("note", [
    "SITE IS NOT LOCATED WITHIN A FEMA FLOODPLAIN.",
    "ORDINARY HIGH WATER (OHW) LINE SHOWN PER DNR.",
    "FLOOD ZONE AE BOUNDARY PER FIRM PANEL 27053C0329F",
    "WETLAND EDGE AS DELINEATED BY KJOLHAUG ENVIRONMENTAL, JUNE 2024",
])
def test_wetland_floodplain_limits_on_plans(note):
    assert "N.6.A.4" in sheet(f"NOTES\n1. {note}", "EXISTING CONDITIONS")


@pytest.mark.parametrize("text", [
    "No wetlands were identified on the site.",  # a report's own remark, pointing nowhere
    "The site may contain wetlands; a delineation will be completed this spring.",
    "Wetlands are not known to exist on the site.",
])
def test_report_wetland_remarks(text):
    assert "N.6.A.4" not in found(text)


@pytest.mark.parametrize("block", [
    "POND\tNORMAL W.L.\t100 YR. W.L.\nP-1\t905.0\t908.4",
    "NOTES\n1. THE PERMANENT POOL ELEVATION OF POND A IS 905.0 AND THE 100-YEAR BOUNCE IS 908.4.",
    "NOTES\n1. EXISTING BASIN - NWL: 887.3', 100-YR: 889.6'",
    "P-1\nNWL=905.0\n100 YR HWL=908.4",
])
def test_more_level_spellings_on_plans(block):
    assert "N.6.A.6" in sheet(block, "GRADING PLAN")


@pytest.mark.parametrize("block", [
    "NOTES\n1. INFILTRATION BASIN BOTTOM 904.0, 100-YR HWL 907.2, EOF 907.8",  # a dry basin's bottom is no normal level
    "NOTES\n1. 100-YR HWL = 908.4\n2. LOWEST OPENING = 910.5",
    "NOTES\n1. THE NWL OF POND A IS TO BE DETERMINED; 100-YR HWL 908.4.",
    "NOTES\n1. NORMAL WATER LEVEL OF POND A WILL BE SET AT FINAL DESIGN. 100-YEAR HWL 908.4",
])
def test_one_level_only_on_plans(block):
    assert "N.6.A.6" not in sheet(block, "GRADING PLAN")


# ---- a letter or memo on the city's letterhead, in the city's own first person ----

CITY_LETTERS = [
    "CITY OF WAYZATA\n600 Rice Street East\nMay 2, 2024\nRE: Baker Estates\nWe have reviewed the grading and drainage plans for Baker Estates and have no further comments.",
    "City of Orono\nEngineering Department\nJune 3, 2024\nDear Mr. Smith:\nStaff has completed its review of the stormwater management plan and finds it acceptable.",
    "CITY OF EXCELSIOR\nMEMORANDUM\nTO: Planning Commission\nFROM: Engineering Department\nRE: Lake Street Townhomes - Stormwater Review\nThe plans are acceptable.",
    "City of Minnetonka\nMay 2, 2024\nOur review of the submitted plans found them consistent with the City's Surface Water Management Plan.",
]


@pytest.mark.parametrize("text", CITY_LETTERS)
def test_letters_on_city_letterhead(text):
    assert "N.6.A.11" in found(text)


NOT_CITY_LETTERS = [
    # the applicant's engineer writing to the city
    "Sterling Civil Engineering\nMay 2, 2024\nCity of Wayzata\nAttn: City Engineer\nWe have reviewed the City's comments and revised the plans.",
    "May 2, 2024\nCity of Wayzata\n600 Rice Street East\nDear City Engineer:\nWe have reviewed the plans and request the City's review.",
    # a city letterhead, but the review still to come or about something else
    "CITY OF WAYZATA\nMay 2, 2024\nWe will review the plans once the revised submittal is received.",
    "CITY OF WAYZATA\nMay 2, 2024\nWe have received your application; it is incomplete and has not been reviewed.",
    "CITY OF WAYZATA\nMEMORANDUM\nFROM: Engineering Department\nRE: Request for plan submittal\nPlease submit plans.",
]


@pytest.mark.parametrize("text", NOT_CITY_LETTERS)
def test_letters_that_are_not_the_citys_review(text):
    assert "N.6.A.11" not in found(text)


# ---- the applicant's own claim of conformance is its Section 4 statement (N.4.7), not the city's document ----

APPLICANT_CONFORMS = [
    "The design conforms to the City of Richfield Local Surface Water Management Plan.",
    "Consistency with the City of Wayzata Local Water Management Plan: the project meets the City's LWMP requirements for rate, volume and water quality.",
    "The proposed stormwater management system is consistent with the City's Surface Water Management Plan (2018).",
    "This project complies with the Minnetonka Water Resources Management Plan.",
    "The design will conform to the City of Richfield Local Surface Water Management Plan.",
    "Projects must demonstrate conformance with the municipal stormwater plan.",
    "Documentation of conformance with the municipal stormwater plan.",
]


@pytest.mark.parametrize("text", APPLICANT_CONFORMS)
def test_applicants_conformance_is_not_the_citys_documentation(text):
    assert "N.6.A.11" not in found(text)


def test_the_citys_own_finding_of_conformance_is():
    assert "N.6.A.11" in found("The City of Edina has determined that the project conforms to its Comprehensive Water Resources Management Plan.")


def test_a_specifications_heading_beside_an_area_figure_is_no_specification():
    assert "N.6.A.8" not in sheet("SPECIFICATIONS\n1.25 ACRES DISTURBED\nMNDOT 2020 EDITION", "GRADING PLAN")
