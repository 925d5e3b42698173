"""Exhibits two more outside authors' packages (external4, external5) showed we missed, as classes.

Each class is a table of phrasings in different words that must be found, beside near misses that
must stay missing (a false "present" is the worst error): a pointer elsewhere, a promise, the rule's
own words read back, a checklist line with an empty box, a denial.

Classes: a plan sheet's general note saying in the firm's words what the sheet draws (ownership lines,
existing and proposed drainage areas, storm sewer alignment and inverts, a wetland note whose other
clause denies shoreland, the owner's property named); soils and permeability in two notes of one sheet;
the PE licence number wrapped to the line under "License No."; an 11 x 17 sheet known by its engineer's
certification; a letter-size certified sheet that says the property lines are drawn on it; a rate table
whose columns are "Now / After" or "Pre-Project / Post-Project"; the city's letter cited by date with its verdict; a long table caption.
"""

import pytest

from extract.exhibits.detect import detect_exhibits
from extract.pdf.page_text import page_from_text

LETTER = (612.0, 792.0)
FULL = (2592.0, 1728.0)
REDUCED = (1224.0, 792.0)

CERT = ("I hereby certify that this plan, specification, or report was\nprepared by me or under my direct supervision and that I am\n"
        "a duly Licensed Professional Engineer under the laws of the\nState of Minnesota. Karen L. Haugen, P.E. License No.\n47729")


def found(text, size=LETTER):
    return detect_exhibits([page_from_text(text, file="pkg.pdf", width=size[0], height=size[1])])


def sheet(note, title="GENERAL", size=FULL):
    """A sheet whose general notes column holds the note, with a certified title block."""
    return found(f"GENERAL NOTES\n{note}\n\n\n{CERT}\n{title}\nC-101", size)


# ---- N.6.A.1: the ownership lines in the firm's words ----

@pytest.mark.parametrize("note", [
    "Boundary of the property owned by Hamel Ridge Development LLC shown heavy dashed; adjoining parcels shown light.",
    "Right-of-way and City-owned trail corridor lines.",
    "Plat boundary and lands of Stieger Lake Land Co. LLC.",
    "Limits of ownership of the Anderson Family Trust shown bold.",
    "Parcel boundary and land owned by the applicant (PID 22-117-22-44-0007).",
    "County-owned right-of-way limits along CSAH 5.",
])
def test_ownership_lines_in_a_sheet_note(note):
    assert "N.6.A.1" in sheet(note)


@pytest.mark.parametrize("note", [
    "Property boundary to be surveyed prior to construction.",
    "Lands owned by the applicant will be shown on the final plat.",
    "☐ Property lines and lands owned by the applicant",
    "No property lines are shown on this sheet.",
    "Contractor shall protect all property corners and right-of-way lines.",
])
def test_ownership_near_misses(note):
    assert "N.6.A.1" not in sheet(note)


def test_rule_item_read_back_in_a_checklist_is_not_the_plan():
    assert "N.6.A.1" not in found("Section 6 checklist\n(1) Property lines and lands owned by the applicant\n(2) Drainage maps")


# ---- N.6.A.2: existing and proposed subwatersheds labelled in a note ----

@pytest.mark.parametrize("note", [
    "Existing and proposed drainage areas, including the 46-acre off-site subwatershed north of CR 24.",
    "Drainage area map: existing and proposed subcatchments and the 0.9-ac off-site area from the north.",
    "Existing and proposed drainage areas, including the Phase 1 off-site area.",
    "Pre- and post-development subwatersheds with the off-site area delineated.",
    "EXISTING AND PROPOSED DRAINAGE BASINS WITH THE 12-AC OFFSITE AREA",
    "Subcatchment boundaries for existing and proposed conditions, including off-site drainage from Hwy 7.",
])
def test_drainage_areas_in_a_sheet_note(note):
    assert "N.6.A.2" in sheet(note)


@pytest.mark.parametrize("note", [
    "See Sheet C-2 for existing and proposed drainage areas.",
    "Existing and proposed drainage areas will be delineated at final design.",
    "Existing and proposed drainage areas are tabulated in the stormwater report.",
    "Existing drainage patterns shall be maintained.",
    "☐ Existing and proposed drainage areas",
    "No existing or proposed drainage areas are shown.",
])
def test_drainage_area_near_misses(note):
    assert "N.6.A.2" not in sheet(note)


# ---- N.6.A.3: the storm sewer's alignment and inverts labelled in a note ----

@pytest.mark.parametrize("note", [
    "Proposed storm sewer alignment and inverts; existing field tile to be abandoned.",
    "Existing and proposed storm sewer with pipe alignment, sizes and inverts; existing 24-inch CMP to remain.",
    "Existing and new storm pipes with inverts and the south culvert.",
    "Existing culverts and proposed swales, DB-1 and extensions with inverts.",
    "Proposed storm sewer alignment, inverts; existing culvert under Stieger Lake Lane.",
    "STORM DRAINS: LOCATION AND INVERTS OF ALL NEW PIPES",
])
def test_storm_alignment_in_a_sheet_note(note):
    assert "N.6.A.3" in sheet(note)


@pytest.mark.parametrize("note", [
    "Contractor shall field verify existing storm sewer inverts before construction.",
    "See Sheet C4.0 for storm sewer alignment and inverts.",
    "Storm sewer inverts to be determined in final design.",
    "No storm sewer is proposed; existing culverts will not be altered.",
    "Sanitary sewer alignment and inverts.",
    'OUTLET CONTROL STRUCTURE OCS-1: 48" MANHOLE WITH WEIR WALL, INV. AND RIM AS SHOWN.',
])
def test_storm_alignment_near_misses(note):
    assert "N.6.A.3" not in sheet(note)


# ---- N.6.A.4: a wetland note read clause by clause, and the owner's property named ----

@pytest.mark.parametrize("note", [
    "Wetland W-3 (0.46 ac) delineated by Barr, 2026; no shoreland; FEMA Zone A at the Country Club Road culvert.",
    "Stieger Lake shoreland (Natural Environment lake) and the 0.3-ac fringe wetland delineated along the south line.",
    "No wetlands on the church property.",
    "No wetlands on the Smith property. The creek floodplain stays in the channel off our land.",
    "Wetland A flagged in the field; no floodplain on site.",
    "No wetlands within the trail corridor.",
])
def test_wetland_notes(note):
    assert "N.6.A.4" in sheet(note)


@pytest.mark.parametrize("note", [
    "Wetland boundary to be delineated in spring; no floodplain.",
    "Wetland delineation has not been done; floodplain unknown.",
    "See Sheet C-1 for the wetland boundary.",
    "☐ Wetlands, marshes, shoreland and floodplain areas",
])
def test_wetland_note_near_misses(note):
    assert "N.6.A.4" not in sheet(note)


# ---- N.6.A.5: the soils in one note and their permeability in the next ----

@pytest.mark.parametrize("notes", [
    "1. SITE SOILS IDENTIFIED AND DELINEATED: SANDY LOAM (HSG B) OVER LOAMY SAND.\n2. MEASURED PERMEABILITY (DOUBLE-RING) 0.8 IN/HR.",
    "1. SOILS: HSG A, ZIMMERMAN FINE SAND.\n2. DESIGN INFILTRATION RATE 1.63 IN/HR PER MN STORMWATER MANUAL.",
    "1. Soils mapped as Hayden loam (HSG B).\n2. Field infiltration rate 0.45 in/hr at IB-1.",
    "1. NRCS SOIL: LESTER LOAM, HYDROLOGIC SOIL GROUP B.\n2. SATURATED HYDRAULIC CONDUCTIVITY 0.6 IN/HR (DOUBLE-RING).",
    "1. Site soils are Dundas silt loam (HSG C/D).\n2. Measured permeability 0.2 in/hr.",
])
def test_soils_across_two_notes(notes):
    assert "N.6.A.5" in sheet(notes, "SOILS AND INFILTRATION")


@pytest.mark.parametrize("notes", [
    "1. SITE SOILS: SANDY LOAM (HSG B).\n2. PERMEABILITY TO BE TESTED PRIOR TO CONSTRUCTION.",
    "1. SOILS: LESTER LOAM.\n2. NO INFILTRATION IS PROPOSED.",
    "1. DESIGN INFILTRATION RATE 0.45 IN/HR.\n2. CONTRACTOR SHALL PROTECT THE BASIN FROM COMPACTION.",
])
def test_soils_across_notes_near_misses(notes):
    assert "N.6.A.5" not in sheet(notes, "SOILS AND INFILTRATION")


def test_soils_in_two_report_sentences_are_not_the_plan_exhibit():
    text = "Site soils are Hayden loam (HSG B).\nThe design infiltration rate is 0.45 in/hr."
    assert "N.6.A.5" not in found(text)


# ---- N.6.A: the licence number wrapped under "License No.", and the reduced sheet known by its certification ----

@pytest.mark.parametrize("block", [
    CERT,
    CERT.replace("License No.\n47729", "Lic. No.\n47729"),
    CERT.replace("License No.\n47729", "License Number:\n47729"),
    CERT.replace("License No.\n47729", "Registration No.\n# 47729"),
    CERT.replace("License No.\n47729", "Reg. #\n47729"),
])
def test_licence_number_on_the_next_line(block):
    assert "plan_set.pe_certified" in found(f"GENERAL NOTES\n2-foot contours.\n{block}\nCOVER\nC0.01", FULL)


@pytest.mark.parametrize("block", [
    CERT.replace("47729", "______"),
    CERT.replace("47729", "(pending)"),
    CERT.replace("License No.\n47729", "License No.\nDate: 6/2/2026"),
])
def test_licence_near_misses(block):
    assert "plan_set.pe_certified" not in found(f"GENERAL NOTES\n2-foot contours.\n{block}\nCOVER\nC0.01", FULL)


@pytest.mark.parametrize("title", ["SITE & BOUNDARY\n1", "STORM SEWER\n3", "COVER\n1 of 5", "GRADING & DRAINAGE\n2", "DETAILS\n5"])
def test_reduced_sheet_known_by_its_certification(title):
    assert "plan_set.reduced" in found(f"GENERAL NOTES\nNo wetlands on the church property.\n{CERT}\n{title}", REDUCED)


def test_uncertified_reduced_page_without_a_plan_title_is_no_plan_sheet():
    assert "plan_set.reduced" not in found("GENERAL NOTES\nNo wetlands on the church property.\nSITE & BOUNDARY\n1", REDUCED)


# ---- N.6.A.1 on a letter-size certified sheet ----

SMALL_SHEET = ("Northwood Civil | Residence Reconstruction\nSHEET C1 - SITE, GRADING AND EROSION CONTROL PLAN\n{body}\n"
               "I hereby certify that this plan, specification, or report was prepared by me or under my direct supervision and that I am a duly\n"
               "Licensed Professional Engineer under the laws of the State of Minnesota.\nDaniel K. Rask, P.E. License No. 48211 Date April 18, 2025")


@pytest.mark.parametrize("body", [
    "Property lines and all lands owned by the applicant are shown heavy dashed; existing and proposed contours are shown.",
    "The property boundary is shown as a heavy dashed line.",
    "Lot lines from the recorded plat are drawn heavy.",
    "Property corners and lines are depicted from the 2024 survey.",
    "Parcel lines are shown bold.",
])
def test_letter_size_certified_sheet_showing_property_lines(body):
    assert "N.6.A.1" in found(SMALL_SHEET.format(body=body))


@pytest.mark.parametrize("text", [
    SMALL_SHEET.format(body="Property lines will be shown on the final survey."),
    SMALL_SHEET.format(body="Property lines are shown on Sheet C2."),
    SMALL_SHEET.format(body="Property lines are not shown."),
    # the same sentence in a report, with no certified sheet head
    "Stormwater Narrative\nProperty lines and all lands owned by the applicant are shown heavy dashed.",
])
def test_letter_size_sheet_near_misses(text):
    assert "N.6.A.1" not in found(text)


# ---- N.6.A.9: events down the side, columns in other words ----

@pytest.mark.parametrize("table", [
    "Peak flow leaving the site at the south culvert\nStorm\tNow (cfs)\tAfter (cfs)\n1 year\t4.6\t3.9\n10 year\t11.8\t10.1\n100 year\t26.3\t24.8",
    "Peak rates (cfs)\nStorm Event\tPre-Project\tPost-Project\tChange\n1-yr\t6.8\t5.9\t-0.9\n10-yr\t13.2\t12.7\t-0.5\n100-yr\t24.1\t25.3\t+1.2",
    "Table 4.1 - Peak discharge\nEvent\tRainfall (in)\tExisting (cfs)\tProposed (cfs)\n1-year\t2.49\t8.9\t6.2\n10-year\t4.26\t29.6\t21.5\n100-year\t7.41\t71.8\t58.3",
    "Discharge at DP-1\nEvent\tBefore\tAfter\n1-yr\t1.1\t0.9\n10-yr\t2.2\t2.0\n100-yr\t4.4\t4.1",
    "Runoff rates (cfs)\nFrequency\tCurrent\tFuture\n1-year\t3.0\t2.5\n2-year\t3.5\t3.0\n10-year\t6.0\t5.0\n100-year\t12.0\t11.0",
])
def test_rate_table_events_down(table):
    assert "N.6.A.9" in found(table)


@pytest.mark.parametrize("table", [
    "Pond levels\nEvent\tExisting\tProposed\n1-year\t901.2\t901.0\n10-year\t902.0\t901.9\n100-year\t903.1\t903.0",
    "Runoff volume (ac-ft)\nEvent\tExisting\tProposed\n1-year\t1.2\t1.0\n10-year\t2.0\t1.9\n100-year\t3.1\t3.0",
    "Peak rates (cfs)\nEvent\tExisting\tProposed\n1-year\t1.2\t1.0\n10-year\t2.0\t1.9",
    "Peak rates (cfs) will be provided\nEvent\tExisting\tProposed\n1-year\t1.2\t1.0\n10-year\t2.0\t1.9\n100-year\t3.1\t3.0",
])
def test_rate_table_events_down_near_misses(table):
    assert "N.6.A.9" not in found(table)


# ---- N.6.A.10 and N.6.C: a report's own list of what it encloses stays a list (the kept reading) ----
# external4's author counts "Attachments: HydroCAD report ..." as the computations; the project's reading
# (tests/test_exhibits_content.py: a list of appendices is not the appendices) is kept until the rule's
# "locations within the submittal" is decided to cover a list of documents the submittal does not hold.

@pytest.mark.parametrize("text", [
    "Attachments: HydroCAD report and infiltration/drawdown computations; geotechnical report (American Engineering Testing, 8 borings).",
    "Appendix G: HydroCAD and MIDS computations. Appendix H: Geotechnical borings (Haugo GeoTechnical, 9 borings).",
    "Appendix A: XPSWMM model output and culvert computations. Appendix B: MPCA NPDES construction stormwater",
    "Enclosed: the plan set (full size and 11x17), the HydroCAD and MIDS printouts, and our permit card.",
    "See Appendix A for the HydroCAD output.",
    "Appendix A: HydroCAD output (to be provided with final plans).",
    "☐ Attachments: HydroCAD computations; geotechnical report",
    "Runoff was modeled with HydroCAD (SCS TR-20 method) using NOAA Atlas 14 precipitation depths.",
])
def test_lists_and_pointers_are_not_the_computations(text):
    got = found(text)
    assert "N.6.A.10" not in got and "N.6.C" not in got


# ---- N.6.A.11: the city's letter cited by its date with its verdict; a long conformance caption ----

@pytest.mark.parametrize("text", [
    "City of Medina Engineer's letter (Sept. 30, 2026): the stormwater design conforms to the Medina Local Surface Water Management Plan.",
    "City of Wayzata review memo dated 4/2/2026 - the grading and drainage plan is consistent with the City's LSWMP.",
    "City Engineer's letter, May 3, 2026: the stormwater plan complies with the local plan.",
    "Table 6-1 Conformance with the City of St. Louis Park Local Surface Water Management Plan",
    "Table 6-1 Conformance with the City of Edina Comprehensive Water Resource Management Plan (2018)",
])
def test_city_letter_cited_and_long_captions(text):
    assert "N.6.A.11" in found(text)


@pytest.mark.parametrize("text", [
    "City of Medina Engineer's letter (pending): the design conforms to the LSWMP.",
    "City of Medina Engineer's letter (Sept. 30, 2026) requested revisions to the pond outlet.",
    "Our letter to the City of Medina (Sept. 30, 2026): the design conforms to the Medina LSWMP.",
    "City of Medina Engineer's letter (Sept. 30, 2026): the design does not conform to the LSWMP.",
])
def test_city_letter_near_misses(text):
    assert "N.6.A.11" not in found(text)


def test_city_letter_note_on_a_plan_sheet():
    note = "City of Medina Engineer's letter (Sept. 30, 2026): the stormwater design conforms to the Medina Local Surface Water Management Plan."
    assert "N.6.A.11" in sheet(note, "CITY PLAN CONFORMANCE")


# ---- N.6.A.12: an easement named for the facility it holds, its plat cited by number ----

@pytest.mark.parametrize("note", [
    "Drainage easement for Pond 19-1 per County ROW plat No. 1902.",
    "Drainage easement for Pond A.",
    "Flowage easement for the basin, recorded as Doc. No. 5512043.",
    "Drainage and utility easements per recorded plat Doc. No. 5512043.",
    "Ponding easement for IB-2 per the Woodland Ridge plat.",
])
def test_easement_for_its_facility(note):
    assert "N.6.A.12" in sheet(note)


@pytest.mark.parametrize("note", [
    "Drainage easement for Pond 2 to be determined.",
    "No drainage easement for Pond 2 is proposed.",
    "A drainage easement for the pond may be required.",
    "Drainage easement for Pond 2 to be vacated.",
])
def test_easement_for_its_facility_near_misses(note):
    assert "N.6.A.12" not in sheet(note)


# ---- N.6.A.4: a report pointing at where the floodplain or shoreland is drawn ----

@pytest.mark.parametrize("text", [
    "The floodplain of Gleason Lake is shown on the plans.",
    "The shoreland district boundary is shown on Sheet C1.",
    "The 100-year floodplain of Minnehaha Creek is delineated on the Existing Conditions sheet.",
    "Floodplain limits are depicted on the attached FIRMette.",
    "Wetland W-3 lies within the project limits and is shown on Sheet C-2.",
])
def test_report_points_at_the_drawn_floodplain(text):
    assert "N.6.A.4" in found(text)


@pytest.mark.parametrize("text", [
    "The floodplain will be shown on the final plans.",
    "No floodplain is shown on the plans.",
    "The floodplain of Gleason Lake is described in Section 3.",
    "No wetlands, shoreland or floodplain areas were identified on the site.",
])
def test_report_floodplain_near_misses(text):
    assert "N.6.A.4" not in found(text)
