"""Exhibits shown by content on plan sheets: water levels, soils, wetlands; sheet indexes; plan notes."""

import pytest

from extract.exhibits.content import shows_wetlands, states_soils
from extract.exhibits.notes import plan_notes
from extract.exhibits.water import states_both_levels
from extract.exhibits.detect import detect_exhibits
from extract.pdf.page import Cell, Line, Page
from extract.pdf.page_text import page_from_text

FULL = (2448.0, 1584.0)
LETTER = (612.0, 792.0)


def found(text, size=FULL):
    return detect_exhibits([page_from_text(text, file="plans.pdf", number=1, width=size[0], height=size[1])])


# -- N.6.A.6: normal and 100-year water elevations together ------------------------------------

@pytest.mark.parametrize("text", [
    "EXISTING DEPRESSION: NORMAL WATER ELEVATION 887.6 (EXISTING AND PROPOSED); 100-YEAR ELEVATION 889.4.",
    "POND 1: NWL = 905.0, 100-YR HWL = 908.4",
    "The pond has a normal water level of 905.0 and a 100-year high water level of 908.4.",
    "NWL 905.00' / HWL 908.40'",
    "Infiltration basin: normal pool elev. 931.5; 100-yr flood elevation 933.2 (Atlas 14)",
    "N.W.L. = 912.0  100 YR. H.W.L. = 914.6",
    "Lake OHW 929.4; base flood elevation 931.5",
    "PERMANENT POOL ELEVATION 950.5, 100-YEAR BOUNCE TO 953.0",
])
def test_both_levels_in_one_note(text):
    assert states_both_levels(text)


@pytest.mark.parametrize("text", [
    "LOWEST OPENING ELEVATION = 923.10. 100-YEAR HWL = 919.00.",  # only the 100-year level
    "NWL = 905.0",  # only the normal level
    "NWL and 100-year HWL to be determined during final design.",
    "The 100-year peak discharge is 12.4 cfs and the NWL is set by the outlet.",
    "Normal water level 100-year HWL",  # a header, no elevations
    "No NWL or HWL is established for the swale (NWL 905.0, HWL 906.2 are for Pond 2 off site).",
    "NWL = 905.0, 100-yr peak rate 1200 cfs",
])
def test_one_level_or_none_is_not_the_pair(text):
    assert not states_both_levels(text)


@pytest.mark.parametrize("table", [
    "POND WATER ELEVATIONS\nPOND\tNWL\t100-YR HWL\nN-POND\t946.6\t950.0",
    "Basin\tNormal Water Level (ft)\t100-Year High Water Level (ft)\tEOF\nP-1\t912.50\t915.75\t916.5",
    "Pond\tNormal Pool Elev.\t100-yr Flood Elev.\nWest Pond\t881.0\t883.9\nEast Pond\t880.5\t884.1",
])
def test_water_level_table_on_a_plan(table):
    got = found(table + "\nSHEET C3.0")
    assert "N.6.A.6" in got


def test_water_level_rows_on_a_plan():
    assert "N.6.A.6" in found("POND SUMMARY\tEXISTING\tPROPOSED\nNWL\t905.0\t905.0\n100-YR HWL\t908.4\t908.1\nSHEET C3.0")


def test_table_header_without_values_is_not_the_levels():
    assert "N.6.A.6" not in found("POND\tNWL\t100-YR HWL\nN-POND\tTBD\tTBD\nSHEET C3.0")


def test_water_levels_in_a_report_are_not_the_plan_item():
    report = "Pond\tNWL\t100-yr HWL\tBench width\nN-Pond\t920.4\t924.0\t10 ft"
    assert "N.6.A.6" not in found(report, size=LETTER)


def test_wrapped_plan_note_is_read_whole():
    """A note wrapped over two lines beside the title block still gives both levels."""
    lines = [
        Line(text="3. EXISTING DEPRESSION: NORMAL WATER ELEVATION 887.6\tLOCATION", bbox=(1586, 100, 2300, 118),
             cells=[Cell(text="3. EXISTING DEPRESSION: NORMAL WATER ELEVATION 887.6", bbox=(1586, 100, 2050, 118)),
                    Cell(text="LOCATION", bbox=(2242, 102, 2300, 116))]),
        Line(text="(EXISTING AND PROPOSED); 100-YEAR ELEVATION 889.4.\tShorewood, MN", bbox=(1586, 120, 2330, 138),
             cells=[Cell(text="(EXISTING AND PROPOSED); 100-YEAR ELEVATION 889.4.", bbox=(1586, 120, 2030, 138)),
                    Cell(text="Shorewood, MN", bbox=(2242, 122, 2330, 136))]),
    ]
    page = Page(file="plans.pdf", number=2, width=2592, height=1728, lines=lines)
    texts = [n.text for n in plan_notes(page)]
    assert "EXISTING DEPRESSION: NORMAL WATER ELEVATION 887.6 (EXISTING AND PROPOSED); 100-YEAR ELEVATION 889.4." in texts
    assert "LOCATION Shorewood, MN" in texts
    assert "N.6.A.6" in detect_exhibits([page])


# -- N.6.A.5: soils named with their permeability ------------------------------------------------

@pytest.mark.parametrize("text", [
    "SOILS: HSG B LESTER LOAM, PERMEABILITY 0.6-2.0 IN/HR; SOIL DELINEATION SHOWN.",
    "Soils are Hubbard loamy sand (Hydrologic Soil Group A) with a design infiltration rate of 0.8 in/hr.",
    "HYDROLOGIC SOIL GROUP: C (KILKENNY CLAY LOAM), PERMEABILITY 0.2 TO 0.6 INCHES PER HOUR",
    "Type B soils; saturated hydraulic conductivity Ksat = 1.63 in/hr",
])
def test_soils_with_permeability(text):
    assert states_soils(text)


@pytest.mark.parametrize("text", [
    "Soils are mapped as Lester loam (hydrologic soil group B).",  # no permeability
    "Infiltration testing will be performed to confirm a rate of 0.8 in/hr in the Hubbard loamy sand.",
    "Infiltration rate of 0.45 in/hr is assumed for HSG C soils.",
    "The infiltration rate may be as low as 0.2 in/hr in the HSG D clay.",
])
def test_soils_named_only_or_hedged_do_not_count(text):
    assert not states_soils(text)


def test_soil_note_on_plans_counts_and_in_a_report_does_not():
    note = "GENERAL NOTES\n3. SOILS: HSG B LESTER LOAM, PERMEABILITY 0.6-2.0 IN/HR.\nSHEET C1.0"
    assert "N.6.A.5" in found(note)
    assert "N.6.A.5" not in found("Soils are HSG B Lester loam with a permeability of 0.6-2.0 in/hr.", size=LETTER)


def test_soil_table_on_plans():
    assert "N.6.A.5" in found("SOIL SUMMARY\nMap Unit\tHSG\tPermeability (in/hr)\nL25A Lester loam\tB\t0.6-2.0\nSHEET C1.0")


def test_boring_logs_are_the_geotechnical_item_not_the_soils_item():
    got = found("APPENDIX C - SOIL BORING LOGS", size=LETTER)
    assert "N.6.C" in got and "N.6.A.5" not in got


# -- N.6.A.4: wetlands delineated on the plans -------------------------------------------------

@pytest.mark.parametrize("text", [
    "WETLAND BOUNDARY DELINEATED AND SHOWN. FLOODPLAIN (ZONE AE) SHOWN PER FEMA FIRM.",
    "DELINEATED WETLAND EDGE (KJOLHAUG ENVIRONMENTAL, MAY 2024)",
    "100-YR FLOODPLAIN LIMITS PER FEMA FIRM PANEL 27053C0331F",
    "NO WETLANDS ON SITE.",
    "There are no wetlands or floodplain areas within the property.",
])
def test_wetland_notes(text):
    assert shows_wetlands(text)


@pytest.mark.parametrize("text", [
    "WETLAND DELINEATION TO BE COMPLETED PRIOR TO FINAL PLAT.",
    "No wetland boundary has been delineated.",
    "Wetlands may be present near the northeast corner.",
    "CONTRACTOR SHALL PROTECT ALL TREES.",
])
def test_wetland_notes_that_show_nothing(text):
    assert not shows_wetlands(text)


# -- sheet indexes ---------------------------------------------------------------------------------

def test_sheet_index_lists_sheets_it_does_not_hold_them():
    cover = ("SHEET INDEX\nSHEET\tTITLE\nC1.0\tEXISTING CONDITIONS\nC3.0\tGRADING PLAN\nC4.0\tSTORM SEWER PLAN\n"
             "C5.0\tDRAINAGE AREA MAP\nC7.0\tDETAILS\nSHEET TITLE\nCOVER SHEET\nC0.0")
    got = found(cover)
    assert not ({"N.6.A.2", "N.6.A.3", "N.6.A.8"} & set(got))


def test_sheet_index_without_a_heading_is_still_an_index():
    cover = "C4.0\tSTORM SEWER AND UTILITY PLAN\nC5.0\tDRAINAGE AREA MAP\nCOVER SHEET\nC0.0"
    assert not ({"N.6.A.2", "N.6.A.3"} & set(found(cover)))


def test_title_block_with_number_and_title_on_one_row_counts():
    assert "N.6.A.3" in found("NOTES\n1. ALL PIPE SHALL BE RCP.\nC4.0\tSTORM SEWER PLAN")


def test_title_wrapped_over_two_lines_of_the_title_block():
    assert "N.6.A.2" in found("SHEET TITLE\nPROPOSED DRAINAGE\nAREA MAP\nC5.0")


# -- NPDES: a note that the contractor comply with the permit is no permit -------------------------

@pytest.mark.parametrize("text", [
    "2. THE CONTRACTOR SHALL COMPLY WITH THE NPDES PERMIT SWPPP REQUIREMENTS.",
    "NPDES PERMIT: CONTRACTOR TO OBTAIN",
    "SWPPP / NPDES NOTES",
])
def test_npdes_notes_are_not_the_permit(text):
    assert "N.6.A.13" not in found(text)


def test_permit_appendix_with_a_deferral_in_other_words_is_not_the_permit():
    page = "APPENDIX E - NPDES PERMIT COVERAGE\nThe contractor will apply for coverage under the MPCA general permit prior to construction."
    assert "N.6.A.13" not in found(page, size=LETTER)
    assert "N.6.A.13" in found("APPENDIX E - NPDES PERMIT COVERAGE\nPermit No. C00071234", size=LETTER)


@pytest.mark.parametrize("license_line", ["License No. 45123", "Lic. #45123", "Registration Number: 45123", "MN License 45123"])
def test_pe_certification_license_spellings(license_line):
    text = ("I hereby certify that this plan was prepared by me or under my direct supervision\n"
            "and that I am a duly Licensed Professional Engineer under the laws of the State of Minnesota.\n"
            f"Jane Q. Engineer\n{license_line}")
    assert "plan_set.pe_certified" in found(text)


def test_an_agreement_with_its_own_recording_clause_is_still_the_agreement():
    page = ("APPENDIX D - STORMWATER MAINTENANCE AGREEMENT\n"
            "This Maintenance Agreement is made by the Owner in favor of the Watershed District. The Owner shall not\n"
            "alter the ponds, and this agreement shall be recorded with Hennepin County before any land-altering activity.")
    assert "N.6.B" in found(page, size=LETTER)


def test_permit_number_abbreviation_is_not_a_negation():
    assert "N.6.A.13" in found("MPCA Construction Stormwater Permit\nPermit No. C00012345  Coverage effective 4/2/2024", size=LETTER)


# -- property lines and easements read from whole notes --------------------------------------------

@pytest.mark.parametrize("note", [
    "1. PROPERTY LINES AND LANDS OWNED BY THE APPLICANT ARE SHOWN PER BOUNDARY SURVEY.",
    "PROPERTY LINE (TYP.)",
    "Parcel boundaries shown per ALTA survey by Sunde Land Surveying.",
    "LANDS OWNED BY THE APPLICANT ARE OUTLINED IN BOLD.",
])
def test_property_lines_on_plans(note):
    assert "N.6.A.1" in found(f"NOTES\n{note}\nSHEET C1.0")


@pytest.mark.parametrize("note", [
    "1. PROPERTY LINES ARE NOT SHOWN ON THIS SHEET.",
    "2. PROPERTY LINES TO BE VERIFIED BY SURVEY PRIOR TO FINAL PLAT.",
    "3. SURVEY PERFORMED BY EGAN FIELD LAND SURVEYING, JULY 2025.",
])
def test_property_line_notes_that_show_none(note):
    assert "N.6.A.1" not in found(f"NOTES\n{note}\nSHEET TITLE\nEXISTING CONDITIONS\nC1.0")


def test_negation_on_the_wrapped_line_of_a_note_is_seen():
    lines = [Line(text="1. PROPERTY LINES SHOWN HEREON ARE", bbox=(100, 100, 400, 114), cells=[Cell(text="1. PROPERTY LINES SHOWN HEREON ARE", bbox=(100, 100, 400, 114))]),
             Line(text="NOT BASED ON A BOUNDARY SURVEY.", bbox=(100, 116, 380, 130), cells=[Cell(text="NOT BASED ON A BOUNDARY SURVEY.", bbox=(100, 116, 380, 130))])]
    page = Page(file="plans.pdf", number=1, width=2448, height=1584, lines=lines)
    assert "N.6.A.1" not in detect_exhibits([page])


@pytest.mark.parametrize("note,present", [
    ("DRAINAGE AND UTILITY EASEMENTS OVER ALL PONDS AND STORM SEWER PER PLAT.", True),
    ("10' D&U EASEMENT (TYP.)", True),
    ("EXISTING FLOWAGE EASEMENT DOC. NO. 1234567", True),
    # the plans draw where a proposed easement goes; dedication on the plat is how such easements are made
    ("PROPOSED DRAINAGE AND UTILITY EASEMENT", True),
    ("DRAINAGE EASEMENTS TO BE DEDICATED ON THE FINAL PLAT.", True),
    ("DRAINAGE EASEMENT LOCATION TO BE DETERMINED.", False),
    ("NO DRAINAGE EASEMENTS EXIST ON THIS PROPERTY.", False),
])
def test_easements_on_plans(note, present):
    assert ("N.6.A.12" in found(f"NOTES\n{note}\nSHEET C3.0")) is present


@pytest.mark.parametrize("heading,ex_id", [
    ("APPENDIX B - STORMWATER MODELING RESULTS", "N.6.A.10"),
    ("Appendix C: Water Quality Model Output", "N.6.A.10"),
    ("APPENDIX F - CITY ENGINEER REVIEW LETTER", "N.6.A.11"),
    ("City of Hopkins Review Comments", "N.6.A.11"),
])
def test_appendix_headings_of_other_voices(heading, ex_id):
    assert ex_id in found(f"{heading}\nThe pages that follow hold the document.", size=LETTER)


def test_certification_needs_minnesota_in_the_certification_not_the_client_name():
    text = ("CLIENT\nMinnesota Department of Transportation\nI hereby certify that this plan was prepared by me and that I am a duly\n"
            "Licensed Professional Engineer under the laws of the State of Wisconsin.\nLicense No. 45123")
    assert "plan_set.pe_certified" not in found(text)


def test_a_certified_report_is_not_a_certified_plan_set():
    text = ("I hereby certify that this plan, specification, or report was prepared by me or under my direct supervision\n"
            "and that I am a duly Licensed Professional Engineer under the laws of the State of Minnesota.\nLicense No. 45123")
    assert "plan_set.pe_certified" not in found("STORMWATER MANAGEMENT REPORT\n" + text, size=LETTER)


def test_a_sentence_naming_the_models_is_not_their_output():
    assert "N.6.A.10" not in found("Water quality was\nevaluated with P8 and the MIDS calculator.", size=LETTER)
    assert "N.6.A.10" in found("MIDS Calculator Version 3\nPerformance goal: 1.1 inches", size=LETTER)
    assert "N.6.A.10" in found("P8 Urban Catchment Model, Version 3.5\nCase: Proposed", size=LETTER)


@pytest.mark.parametrize("note,present", [
    ("4. NORMAL AND 100-YEAR WATER ELEVATIONS SHOWN FOR ALL PONDS AND DEPRESSIONS.", True),
    ("NWL AND 100-YR HWL LABELED ON EACH BASIN.", True),
    ("NWL AND 100-YR HWL TO BE SHOWN ON THE FINAL PLANS.", False),
    ("100-YEAR HWL SHOWN FOR THE POND.", False),  # the normal level is not named
    ("NWL AND HWL ARE NOT SHOWN.", False),
])
def test_plan_note_saying_the_levels_are_drawn(note, present):
    assert ("N.6.A.6" in found(f"NOTES\n{note}\nSHEET C3.0")) is present


@pytest.mark.parametrize("note,present", [
    ("SOIL TYPES, HYDROLOGIC SOIL GROUPS AND PERMEABILITIES ARE SHOWN.", True),
    ("HSG BOUNDARIES AND PERMEABILITY RATES LABELED.", True),
    ("SOIL TYPES AND PERMEABILITY TO BE CONFIRMED BY INFILTRATION TESTING.", False),
    ("SOIL TYPES SHOWN.", False),  # no permeability
])
def test_plan_note_saying_the_soils_are_drawn(note, present):
    assert ("N.6.A.5" in found(f"NOTES\n{note}\nSHEET C1.0")) is present


def test_a_list_of_appendices_is_not_the_appendices():
    page = ("7.0 APPENDICES\nThe following appendices accompany this report:\nAppendix A - Drainage Area Maps\n"
            "Appendix B - HydroCAD Output\nAppendix C - Geotechnical Report\nAppendix D - Stormwater Maintenance Agreement")
    assert not ({"N.6.A.2", "N.6.A.10", "N.6.C", "N.6.B"} & set(found(page, size=LETTER)))


def test_an_appendix_opening_with_its_caption_and_body_counts():
    page = "APPENDIX D - STORMWATER MAINTENANCE AGREEMENT\nThis agreement is made by the Owner in favor of the District."
    assert "N.6.B" in found(page, size=LETTER)


@pytest.mark.parametrize("text,both", [
    ("POND 2: 905.0 NWL / 908.4 100-YR HWL", True),
    ("EL. 912.0 (NWL); EL. 915.5 (100-YR HWL)", True),
    ("100-YR HWL 908.4; TOP OF BERM 910.0", False),
])
def test_callouts_written_number_first(text, both):
    assert states_both_levels(text) is both


@pytest.mark.parametrize("heading,ex_id", [
    ("3.1 Existing Drainage Patterns", "N.6.A.2"),
    ("PROPOSED DRAINAGE", "N.6.A.2"),
    ("Wetlands and Floodplain", "N.6.A.4"),
    ("Drainage and Utility Easements", "N.6.A.12"),
])
def test_report_chapters_about_a_drawn_item_are_not_the_drawing(heading, ex_id):
    assert ex_id not in found(f"{heading}\nRunoff from the site drains north to the city storm sewer.", size=LETTER)


@pytest.mark.parametrize("heading,ex_id", [
    ("Figure 3 - Proposed Drainage Areas", "N.6.A.2"),
    ("Existing and Proposed Drainage Area Maps", "N.6.A.2"),
    ("Wetland Delineation Report", "N.6.A.4"),
    ("Drainage and Utility Easement Exhibit", "N.6.A.12"),
])
def test_report_headings_naming_the_drawing_count(heading, ex_id):
    assert ex_id in found(f"{heading}\nPrepared by the engineer.", size=LETTER)


def test_legend_entries_are_symbols_not_drawn_items():
    sheet = ("LEGEND\n— — —\tPROPERTY LINE\n· · ·\tWETLAND BOUNDARY\n- - -\tDRAINAGE AND UTILITY EASEMENT\n"
             "\n\n\n\nSHEET TITLE\nGRADING PLAN\nC3.0")
    got = found(sheet)
    assert not ({"N.6.A.1", "N.6.A.4", "N.6.A.12"} & set(got))


def test_the_same_words_outside_a_legend_still_count():
    sheet = "NOTES\n1. WETLAND BOUNDARY DELINEATED BY KJOLHAUG ENVIRONMENTAL, JUNE 2024.\nSHEET TITLE\nEXISTING CONDITIONS\nC1.0"
    assert "N.6.A.4" in found(sheet)


def test_sheet_index_written_as_single_runs():
    cover = "SHEET INDEX\nC1.0 EXISTING CONDITIONS\nC4.0 STORM SEWER PLAN\nC5.0 DRAINAGE AREA MAP\nC7.0 DETAILS\nCOVER SHEET"
    assert not ({"N.6.A.2", "N.6.A.3", "N.6.A.8"} & set(found(cover)))
    assert "N.6.A.3" in found("NOTES\n1. ALL PIPE SHALL BE RCP.\nC4.0 STORM SEWER PLAN")
