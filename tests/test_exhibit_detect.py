"""Exhibit detectors: a title, heading or the document itself counts; a mention does not."""

import pytest

from extract.exhibits.detect import detect_exhibits, is_title_line
from extract.pdf.page_text import page_from_text

FULL = (2448.0, 1584.0)  # 34 x 22 in, landscape
TABLOID = (1224.0, 792.0)  # 17 x 11 in
LETTER = (612.0, 792.0)


def found(text, size=LETTER, number=1):
    return detect_exhibits([page_from_text(text, file="pkg.pdf", number=number, width=size[0], height=size[1])])


@pytest.mark.parametrize("title,ex_id", [
    ("BOUNDARY AND TOPOGRAPHIC SURVEY", "N.6.A.1"),
    ("CERTIFICATE OF SURVEY", "N.6.A.1"),
    ("DRAINAGE AREA MAP", "N.6.A.2"),
    ("EXISTING / PROPOSED DRAINAGE AREAS", "N.6.A.2"),
    ("STORM SEWER PLAN", "N.6.A.3"),
    ("STORM SEWER AND UTILITY PLAN", "N.6.A.3"),
    ("UTILITY PLAN", "N.6.A.3"),
    ("WETLAND DELINEATION", "N.6.A.4"),
    ("DETAILS\nOUTLET CONTROL STRUCTURE", "N.6.A.8"),  # a generic details title counts where the sheet draws a facility
    ("STORM SEWER DETAILS", "N.6.A.8"),
    ("DRAINAGE AND UTILITY EASEMENT EXHIBIT", "N.6.A.12"),
])
def test_plan_sheet_titles(title, ex_id):
    got = found(f"{title}\nSHEET C3.0\nSCALE 1\" = 30'", size=FULL)
    assert ex_id in got
    assert got[ex_id][0].page == 1


@pytest.mark.parametrize("title,ex_id", [
    ("EXISTING CONDITIONS", "N.6.A.1"),  # a sheet can be titled so and still omit the property lines
    ("TOPOGRAPHIC SURVEY", "N.6.A.1"),
    ("GRADING AND DRAINAGE PLAN", "N.6.A.3"),  # grading, not the storm sewer's alignment and inverts
    ("DRAINAGE PLAN", "N.6.A.3"),
])
def test_sheet_titles_that_do_not_promise_the_item(title, ex_id):
    assert ex_id not in found(f"{title}\nSHEET C3.0\nSCALE 1\" = 30'", size=FULL)


@pytest.mark.parametrize("heading,ex_id", [
    ("Appendix C: HydroCAD Output", "N.6.A.10"),
    ("APPENDIX D - P8 MODEL RESULTS", "N.6.A.10"),
    ("Appendix E  Geotechnical Evaluation Report", "N.6.C"),
    ("Stormwater Maintenance Agreement", "N.6.B"),
    ("4.2 Rate Control Analysis", "N.6.A.9"),
    ("Existing vs. Proposed Peak Discharge Rates", "N.6.A.9"),
    ("Table 2 - Pre/Post Development Runoff Comparison", "N.6.A.9"),
    ("Soil Survey Map", "N.6.A.5"),
])
def test_report_headings(heading, ex_id):
    assert ex_id in found(f"{heading}\nThe following pages contain the information.")


def test_hydrocad_output_itself():
    page = ("Proposed Conditions   Type II 24-hr 100-Year Rainfall=7.40\"\n"
            "Prepared by Acme Engineering\n"
            "HydroCAD® 10.20-4a s/n 01234 © 2023 HydroCAD Software Solutions LLC\n"
            "Runoff = 12.91 cfs @ 12.13 hrs, Volume= 0.912 af")
    got = found(page)
    # model output is the computations (10); the rate analysis (9) compares existing and proposed rates
    assert "N.6.A.10" in got and "N.6.A.9" not in got


@pytest.mark.parametrize("heading,ex_id", [
    ("4.2 Rate Control", "N.6.A.9"),  # a chapter topic, not the analysis (a rate table or model output is)
    ("Volume Control", "N.6.A.9"),
    ("Appendix B - HydroCAD Output", "N.6.A.9"),  # the model output is item (10)
    ("Hydrologic Calculations", "N.6.A.9"),
    ("5.3 NPDES Construction Stormwater Permit", "N.6.A.13"),  # a chapter about the permit, not the permit
])
def test_chapter_topics_are_not_the_document(heading, ex_id):
    assert ex_id not in found(f"{heading}\nThe project disturbs more than one acre of land.")


@pytest.mark.parametrize("text,ex_id", [
    ("Maintenance Agreement\nThe owner will enter into a maintenance agreement with the District.", "N.6.B"),
    ("City Review\nThe City will review the grading plans next month.", "N.6.A.11"),
    ("GEOTECHNICAL EVALUATION\nSoil borings will be completed by Braun Intertec.", "N.6.C"),
])
def test_chapter_saying_the_item_is_still_to_come(text, ex_id):
    assert ex_id not in found(text)


def test_boring_log_itself():
    assert "N.6.C" in found("LOG OF BORING B-3\nDepth (ft)  Description  Blows/ft\n0-2 Topsoil, black, moist 6")


def test_npdes_coverage_letter_counts():
    got = found("Construction Stormwater Permit Coverage\nYour permit number is C00071234.\nPermit No. C00071234 coverage date 5/1/2024")
    assert "N.6.A.13" in got


@pytest.mark.parametrize("text,ex_id", [
    ("NPDES Permit\nAn NPDES construction stormwater permit will be obtained prior to construction.", "N.6.A.13"),
    ("The contractor shall obtain NPDES permit coverage.", "N.6.A.13"),
    ("A drainage area map was not included with this submittal.", "N.6.A.2"),
    ("A maintenance agreement will be executed following Board approval.", "N.6.B"),
    ("Soil borings have not been completed for this site.", "N.6.C"),
    ("See the drainage area map in Appendix B.", "N.6.A.2"),
])
def test_mentions_do_not_count(text, ex_id):
    assert ex_id not in found(text)


def test_table_of_contents_is_not_presence():
    toc = ("TABLE OF CONTENTS\n"
           "1. Introduction .......... 1\n"
           "2. Drainage Area Map .......... 4\n"
           "Appendix A  Geotechnical Report .......... 12\n"
           "Appendix B  HydroCAD Output .......... 20\n"
           "Appendix C  Maintenance Agreement .......... 31")
    assert found(toc) == {}


def test_toc_entry_line_is_not_a_title():
    assert not is_title_line("Drainage Area Map ........ 4", plan_sheet=False)
    assert is_title_line("DRAINAGE AREA MAP", plan_sheet=False)
    assert not is_title_line("The drainage area map shows the subwatersheds.", plan_sheet=False)


def test_pe_certification():
    text = ("I hereby certify that this plan, specification, or report was prepared by me or under my direct\n"
            "supervision and that I am a duly Licensed Professional Engineer under the laws of the State of Minnesota.\n"
            "Jane Q. Engineer, P.E.\n"
            "License No. 45123    Date: 03/14/2024")
    got = found(text, size=FULL)
    assert "plan_set.pe_certified" in got


def test_certification_of_another_state_or_unsigned_does_not_count():
    wisconsin = ("I hereby certify that this plan was prepared by me and that I am a duly Licensed\n"
                 "Professional Engineer under the laws of the State of Wisconsin.\nLicense No. 45123")
    assert "plan_set.pe_certified" not in found(wisconsin, size=FULL)
    no_number = ("I hereby certify that this plan was prepared by me and that I am a duly Licensed\n"
                 "Professional Engineer under the laws of the State of Minnesota.\nSignature: ________")
    assert "plan_set.pe_certified" not in found(no_number, size=FULL)


def test_full_size_and_reduced_sets():
    assert "plan_set.full_size" in found("GRADING PLAN\nSHEET C2", size=FULL)
    assert "plan_set.full_size" in found("GRADING PLAN\nSHEET C2", size=(1584.0, 2448.0))
    assert "plan_set.full_size" in found("GRADING PLAN\nSHEET C2", size=(1728.0, 2592.0))  # 24 x 36
    reduced = found("GRADING PLAN\nSHEET C2\nSCALE 1\" = 60'", size=TABLOID)
    assert "plan_set.reduced" in reduced and "plan_set.full_size" not in reduced
    assert "plan_set.reduced" not in found("Stormwater Management Report\nPrepared for the City", size=LETTER)


def test_water_levels_and_contours():
    got = found("POND 1\nNWL = 905.0\n100-YR HWL = 908.4\nEXISTING CONTOUR\nPROPOSED CONTOUR\n2-FT CONTOURS, NGVD 1929", size=FULL)
    assert "N.6.A.6" in got and "N.6.A.7" in got


def test_only_one_of_the_water_levels_is_not_enough():
    assert "N.6.A.6" not in found("100-YR HWL = 908.4", size=FULL)


@pytest.mark.parametrize("text,ex_id", [
    ("The City of Edina has reviewed the proposed stormwater plan.", "N.6.A.11"),
    ("The City Engineer of Wayzata has reviewed the grading plans.", "N.6.A.11"),
])
def test_sentences_that_are_the_item(text, ex_id):
    assert ex_id in found(text)


def test_applicants_own_conformance_claim_is_a_statement_not_the_citys_documentation():
    assert "N.6.A.11" not in found("The design conforms with the City of Wayzata Local Surface Water Management Plan.")


@pytest.mark.parametrize("note", [
    "No wetlands were identified on or adjacent to the site.",
    "There are no wetlands, floodplain or shoreland areas on the site.",
    "3. NO WETLANDS, SHORELAND OR FLOODPLAIN AREAS EXIST ON THE SITE.",
    "THE SITE CONTAINS NO WETLANDS OR FLOODPLAIN.",
])
def test_no_wetlands_stated_on_the_plans_is_the_item(note):
    assert "N.6.A.4" in found(f"GENERAL NOTES\n{note}\nSHEET C1.0", size=FULL)


def test_no_wetlands_in_a_report_chapter_is_narrative_not_the_plan_item():
    assert "N.6.A.4" not in found("Existing Conditions\nNo wetlands, shoreland or floodplain areas exist on site.")


@pytest.mark.parametrize("text,ex_id", [
    ("No wetlands appear to be present on the site.", "N.6.A.4"),
    ("Wetlands are present on the site.", "N.6.A.4"),  # a mention is not a delineation
    ("The City will review the plans.", "N.6.A.11"),
])
def test_hedged_or_future_sentences_do_not_count(text, ex_id):
    assert ex_id not in found(text)


@pytest.mark.parametrize("text", [
    "Appendix B contains the HydroCAD output.",
    "Appendix A – Drainage Area Maps 6",
    "See Appendix C for the geotechnical report",
])
def test_references_to_appendices_are_not_the_appendix(text):
    assert not ({"N.6.A.2", "N.6.A.10", "N.6.C"} & set(found(text)))


@pytest.mark.parametrize("note,present", [
    ("1. CONTOURS 2-FT INTERVAL\n2. NGVD 29 DATUM", True),
    ("CONTOURS AT 2 FT, NGVD 1929", True),
    ("EXISTING CONTOURS (1')", True),
    ("NO CONTOURS SHOWN", False),
    ("CONTOURS 2-FT INTERVAL NOT SHOWN ON THIS SHEET", False),
])
def test_contour_interval_said_after_the_word(note, present):
    assert ("N.6.A.7" in found(f"{note}\nGRADING PLAN\nSHEET C3.0", size=FULL)) is present


def test_contours_in_a_report_are_not_contours_on_plans():
    assert "N.6.A.7" not in found("Mapping used in the analysis was based on LiDAR with 1-ft contour intervals.")


@pytest.mark.parametrize("text,ex_id", [
    ("Appendix A\tDrainage Area Maps", "N.6.A.2"),
    ("STORM SEWER PLANS", "N.6.A.3"),
])
def test_plural_titles(text, ex_id):
    assert ex_id in found(text + "\nSHEET C5.0", size=FULL)


def test_title_words_inside_longer_words_do_not_count():
    assert "N.6.A.3" not in found("UTILITY PLANNING NOTES\nSHEET C5.0", size=FULL)


def test_titles_with_wide_spacing():
    assert "N.6.A.3" in found("STORM  SEWER   PLAN\nSHEET C4.0", size=FULL)
    assert "N.6.A.6" in found("NOTES\n1. NWL  =  905.0 ,  100-YR   HWL = 908.4\nSHEET C3.0", size=FULL)


@pytest.mark.parametrize("heading", [
    "Attachment E - MPCA Construction Stormwater Permit Coverage Card",
    "Construction Stormwater General Permit Authorization",
    "NPDES/SDS Construction Stormwater Permit Coverage",
])
def test_npdes_permit_headings_of_other_voices(heading):
    assert "N.6.A.13" in found(f"{heading}\nIssued to the Owner.")
