"""Section 6 item (1), N.6.A.1: the property lines and the lands owned by the applicant, recognised on a plan.

A plan shows them when a sheet's note says in the firm's words what the sheet draws (ownership lines,
a plat's boundary named by its addition, a letter-size certified sheet saying its property lines are
drawn), and a capitalised property callout stands even when a stacked "NO ..." callout sits below it.
The near misses must stay missing, because a false "present" is the worst error: a promise, a pointer
at another sheet, a checklist line or the rule's own words read back, a denial, the same sentence in a
report, and a denial wrapped into the property note itself.
"""

import pytest

from extract.exhibits.notes import plan_notes
from extract.exhibits.sheet_words import note_property_lines
from extract.pdf.page_text import page_from_text

from exhibit_helpers import SHEET_36x24, cases, certified_sheet, found


SMALL_SHEET = ("Northwood Civil | Residence Reconstruction\nSHEET C1 - SITE, GRADING AND EROSION CONTROL PLAN\n{body}\n"
               "I hereby certify that this plan, specification, or report was prepared by me or under my direct supervision and that I am a duly\n"
               "Licensed Professional Engineer under the laws of the State of Minnesota.\nDaniel K. Rask, P.E. License No. 48211 Date April 18, 2025")


def stacked_plan(upper, lower, gap):
    """A 36 x 24 grading plan with two callouts, `gap` apart, between its title and its sheet number."""
    return found(f"GRADING PLAN\nEXISTING CONTOUR\n\n\n{upper}{gap}{lower}\n\n\nSHEET C2.0\nOF 6", SHEET_36x24)


# ---- the ownership lines in the firm's words, in a certified sheet's general notes ----
OWNERSHIP_NOTES = [
    ("Boundary of the property owned by Hamel Ridge Development LLC shown heavy dashed; adjoining parcels shown light.", True, "boundary-of-the-property-owned-by-hamel"),
    ("Right-of-way and City-owned trail corridor lines.", True, "right-of-way-and-city-owned-trail-corridor"),
    ("Plat boundary and lands of Stieger Lake Land Co. LLC.", True, "plat-boundary-and-lands-of-stieger-lake"),
    ("Limits of ownership of the Anderson Family Trust shown bold.", True, "limits-of-ownership-of-the-anderson-family"),
    ("Parcel boundary and land owned by the applicant (PID 22-117-22-44-0007).", True, "parcel-boundary-and-land-owned-by-the"),
    ("County-owned right-of-way limits along CSAH 5.", True, "county-owned-right-of-way-limits-along"),
    ("Property boundary to be surveyed prior to construction.", False, "property-boundary-to-be-surveyed-prior-to"),
    ("Lands owned by the applicant will be shown on the final plat.", False, "lands-owned-by-the-applicant-will-be-shown"),
    ("☐ Property lines and lands owned by the applicant", False, "property-lines-and-lands-owned-by-the"),
    ("No property lines are shown on this sheet.", False, "no-property-lines-are-shown-on-this-sheet"),
    ("Contractor shall protect all property corners and right-of-way lines.", False, "contractor-shall-protect-all-property"),
]


@pytest.mark.parametrize("note,present", cases(OWNERSHIP_NOTES))
def test_ownership_lines_in_a_certified_sheet_note(note, present):
    assert ("N.6.A.1" in certified_sheet(note)) is present


def test_rule_item_read_back_in_a_checklist_is_not_the_plan():
    assert "N.6.A.1" not in found("Section 6 checklist\n(1) Property lines and lands owned by the applicant\n(2) Drainage maps")


# ---- a letter-size certified sheet that says the property lines are drawn on it ----
LETTER_SIZE_SHEETS = [
    (SMALL_SHEET.format(body="Property lines and all lands owned by the applicant are shown heavy dashed; existing and proposed contours are shown."), True, "property-lines-and-all-lands-owned-by-the"),
    (SMALL_SHEET.format(body="The property boundary is shown as a heavy dashed line."), True, "the-property-boundary-is-shown-as-a-heavy"),
    (SMALL_SHEET.format(body="Lot lines from the recorded plat are drawn heavy."), True, "lot-lines-from-the-recorded-plat-are-drawn"),
    (SMALL_SHEET.format(body="Property corners and lines are depicted from the 2024 survey."), True, "property-corners-and-lines-are-depicted"),
    (SMALL_SHEET.format(body="Parcel lines are shown bold."), True, "parcel-lines-are-shown-bold"),
    (SMALL_SHEET.format(body="Property lines will be shown on the final survey."), False, "property-lines-will-be-shown-on-the-final"),
    (SMALL_SHEET.format(body="Property lines are shown on Sheet C2."), False, "property-lines-are-shown-on-sheet-c2"),
    (SMALL_SHEET.format(body="Property lines are not shown."), False, "property-lines-are-not-shown"),
    # the same sentence in a report, with no certified sheet head
    ("Stormwater Narrative\nProperty lines and all lands owned by the applicant are shown heavy dashed.", False, "stormwater-narrative-property-lines-and"),
]


@pytest.mark.parametrize("text,present", cases(LETTER_SIZE_SHEETS))
def test_property_lines_on_a_letter_size_certified_sheet(text, present):
    assert ("N.6.A.1" in found(text)) is present


# ---- a plat's boundary named by its addition (the note reader itself) ----
ADDITION_BOUNDARIES = [
    ("Boundary of 2nd Addition and of the adjoining Deer Run Ridge (1st Addition), both owned by Deer Run Development Co.", True, "boundary-of-2nd-addition-and-of-the"),
    ("Boundary of Lakeview Subdivision shown heavy dashed.", True, "boundary-of-lakeview-subdivision-shown"),
    ("Boundaries of Outlots A and B (owned by the HOA).", True, "boundaries-of-outlots-a-and-b-owned-by-the"),
    ("Boundary of the Third Addition, owned by Hamel Ridge LLC.", True, "boundary-of-the-third-addition-owned-by"),
    ("Boundary of 2nd Addition to be platted.", False, "boundary-of-2nd-addition-to-be-platted"),
    ("See Sheet C1 for the boundary of the addition.", False, "see-sheet-c1-for-the-boundary-of-the"),
    ("Boundary of the addition not surveyed.", False, "boundary-of-the-addition-not-surveyed"),
    ("Boundary of drainage area 2S.", False, "boundary-of-drainage-area-2s"),
    ("Contractor shall verify the boundary of the addition.", False, "contractor-shall-verify-the-boundary-of"),
]


@pytest.mark.parametrize("text,present", cases(ADDITION_BOUNDARIES))
def test_plat_boundary_named_by_its_addition(text, present):
    assert bool(note_property_lines(text)) is present


# ---- a property-line callout over a stacked "NO ..." callout ----
# Two capitalised callouts stacked a blank line apart are two notes: the lower one's denial must not reach
# the upper. A note that runs on, or lines set tight as one wrapped note, stay one note, so a denial inside
# them still counts.
STACKED_CALLOUTS = [
    ("PROPERTY LINES - CAMPUS OWNED BY SOUTHVIEW ACADEMY", "NO WETLANDS, SHORELAND OR FLOODPLAIN ON CAMPUS", "\n\n", True, "property-lines-campus-owned-by-southview"),
    ("EXISTING PROPERTY LINE PER COUNTY RECORDS", "NO FLOODPLAIN ON SITE", "\n\n", True, "existing-property-line-per-county-records"),
    ("PARCEL BOUNDARY - LOT 7, BLOCK 2, EXCELSIOR BAY ADDITION", "NO WETLANDS WITHIN 500 FEET", "\n\n", True, "parcel-boundary-lot-7-block-2-excelsior"),
    ("LOT LINES PER RECORDED PLAT", "NO SHORELAND OVERLAY ON THE LOT", "\n\n", True, "lot-lines-per-recorded-plat-no-shoreland"),
    ("LANDS OWNED BY THE CITY OF EDINA", "NONE OF THE SITE LIES IN FLOODPLAIN", "\n\n", True, "lands-owned-by-the-city-of-edina-none-of"),
    # the upper line runs on: one note wrapped across a blank line, its denial stands
    ("PROPERTY LINES SHOWN ARE FROM COUNTY GIS AND HAVE", "NO SURVEY BASIS", "\n\n", False, "property-lines-shown-are-from-county-gis"),
    ("PROPERTY LINES AND EASEMENTS:", "NO BOUNDARY SURVEY AVAILABLE", "\n\n", False, "property-lines-and-easements-no-boundary"),
    ("PROPERTY LINES OF THE", "NO SURVEY WERE LOCATED", "\n\n", False, "property-lines-of-the-no-survey-were"),
    # set tight, the two lines are one wrapped note
    ("PROPERTY LINES NOT LOCATED;", "NO WETLANDS ON CAMPUS", "\n", False, "property-lines-not-located-no-wetlands-on"),
    ("PROPERTY LINES - CAMPUS OWNED BY SOUTHVIEW ACADEMY", "NO WETLANDS, SHORELAND OR FLOODPLAIN ON CAMPUS", "\n", False, "property-lines-campus-owned-by-southview-2"),
    # mixed case is prose, not a stacked callout
    ("Property lines per county GIS", "No survey was performed", "\n\n", False, "property-lines-per-county-gis-no-survey"),
    # the denial sits in the property callout itself
    ("NO PROPERTY LINES SHOWN", "NO WETLANDS ON CAMPUS", "\n\n", False, "no-property-lines-shown-no-wetlands-on"),
]


@pytest.mark.parametrize("upper,lower,gap,present", cases(STACKED_CALLOUTS))
def test_property_callout_and_the_callout_below_it(upper, lower, gap, present):
    assert ("N.6.A.1" in stacked_plan(upper, lower, gap)) is present


def test_the_split_leaves_each_callout_whole():
    page = page_from_text("PROPERTY LINES - CAMPUS OWNED BY SOUTHVIEW ACADEMY\n\nNO WETLANDS, SHORELAND OR FLOODPLAIN ON CAMPUS",
                          width=SHEET_36x24[0], height=SHEET_36x24[1])
    assert [n.text for n in plan_notes(page)] == ["PROPERTY LINES - CAMPUS OWNED BY SOUTHVIEW ACADEMY",
                                                  "NO WETLANDS, SHORELAND OR FLOODPLAIN ON CAMPUS"]
