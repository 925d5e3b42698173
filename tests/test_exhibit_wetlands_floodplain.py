"""Section 6 item (4), N.6.A.4: wetlands, shoreland and floodplain areas delineated (or found absent) for the site.

On a plan it is recognised from the drawn wetland edge or flood zone with its source or date, a wetland
labelled with its area and buffer, and a plan note that the site, campus, corridor or lot holds none;
in a report, from a sentence pointing at the sheet, figure or appendix that shows it, and from a
"none on site" row or sentence naming the inventories checked (NWI, DNR PWI, FEMA FIRM). The near
misses stay missing: a delineation still to come, "may be present", an impact statement, a floodplain
level used only for freeboard, a bare "none on site" with no source, and a checklist line.
"""

import pytest

from extract.exhibits.content import shows_wetlands

from exhibit_helpers import SHEET_36x24, cases, certified_sheet, found, on_grading_plan, set_sheet, titled_sheet


def contour_plan(note):
    """A 36 x 24 grading plan (contours, property line) carrying one note, numbered C2.0 OF 6."""
    return found(f"GRADING PLAN\nPROPERTY LINE\nEXISTING CONTOUR\n{note}\nSHEET C2.0\nOF 6", SHEET_36x24)


# ---- a plan's general note on the wetlands and floodplain ----
GRADING_PLAN_NOTES = [
    ("WETLANDS ARE NOT PRESENT WITHIN THE PROJECT LIMITS.", True, "wetlands-are-not-present-within-the"),
    ("NO WETLANDS ARE LOCATED ON OR NEAR THE PROJECT SITE.", True, "no-wetlands-are-located-on-or-near-the"),
    ("THE PROPERTY LIES ENTIRELY OUTSIDE THE 100-YEAR FLOODPLAIN AND SHORELAND DISTRICT.", True, "the-property-lies-entirely-outside-the-100"),
    ("THERE ARE NO WETLANDS OR FLOODPLAIN WITHIN THE PROJECT AREA.", True, "there-are-no-wetlands-or-floodplain-within"),
    ("THE PROJECT WILL HAVE NO IMPACT ON WETLANDS.", False, "the-project-will-have-no-impact-on"),
    ("WETLANDS ARE NOT YET DELINEATED ON THE PROJECT SITE.", False, "wetlands-are-not-yet-delineated-on-the"),
    # none on the site, or the delineated edge and floodplain limits with their source
    ("THE SITE IS NOT WITHIN THE 100-YEAR FLOODPLAIN AND CONTAINS NO WETLANDS.", True, "the-site-is-not-within-the-100-year"),
    ("NO WETLANDS OR FLOODPLAIN ARE PRESENT ON THE PROPERTY.", True, "no-wetlands-or-floodplain-are-present-on-the"),
    ("WETLAND EDGE PER DELINEATION BY KJOLHAUG ENVIRONMENTAL, MAY 2024 (SEE SHEET C1.0).", True, "wetland-edge-per-delineation-by-kjolhaug-environ"),
    ("DELINEATED WETLAND LIMITS AND 25' BUFFER SHOWN HEREON.", True, "delineated-wetland-limits-and-25-buffer-shown-he"),
    ("No wetlands were identified on or adjacent to the site during the field delineation.", True, "no-wetlands-were-identified-on-or-adjacent-to"),
    ("100-YEAR FLOODPLAIN LIMITS (EL. 912.0) SHOWN PER FEMA FIRM PANEL 27053C0335F.", True, "100-year-floodplain-limits-el-912-0-shown"),
    ("WETLANDS: NONE ON SITE.", True, "wetlands-none-on-site"),
    ("THERE ARE NO ON-SITE WETLANDS OR FLOODPLAINS.", True, "there-are-no-on-site-wetlands-or-floodplains"),
    ("WETLAND DELINEATED BY SATHRE-BERGQUIST, JUNE 2024; WETLAND EDGE FLAGGED AND SURVEYED.", True, "wetland-delineated-by-sathre-bergquist-june-2024"),
    # a delineation still to come, wetlands that may be present, a boundary not delineated
    ("WETLAND DELINEATION TO BE COMPLETED PRIOR TO FINAL PLAT.", False, "wetland-delineation-to-be-completed-prior-to-fin"),
    ("WETLANDS MAY BE PRESENT NEAR THE NORTH PROPERTY LINE.", False, "wetlands-may-be-present-near-the-north-property"),
    ("WETLAND BOUNDARY HAS NOT BEEN DELINEATED.", False, "wetland-boundary-has-not-been-delineated"),
]


@pytest.mark.parametrize("note,present", cases(GRADING_PLAN_NOTES))
def test_wetland_notes_on_a_grading_plan(note, present):
    assert ("N.6.A.4" in on_grading_plan(f"GENERAL NOTES\n1. {note}")) is present


# ---- the wetland edge or flood zone drawn on a titled sheet, with its source ----
TITLED_SHEETS = [
    ("NOTES\n1. SITE IS NOT LOCATED WITHIN A FEMA FLOODPLAIN.", "EXISTING CONDITIONS", "C3.0", True, "site-is-not-located-within-a-fema"),
    ("NOTES\n1. ORDINARY HIGH WATER (OHW) LINE SHOWN PER DNR.", "EXISTING CONDITIONS", "C3.0", True, "ordinary-high-water-ohw-line-shown-per-dnr"),
    ("NOTES\n1. FLOOD ZONE AE BOUNDARY PER FIRM PANEL 27053C0329F", "EXISTING CONDITIONS", "C3.0", True, "flood-zone-ae-boundary-per-firm-panel"),
    ("NOTES\n1. WETLAND EDGE AS DELINEATED BY KJOLHAUG ENVIRONMENTAL, JUNE 2024", "EXISTING CONDITIONS", "C3.0", True, "wetland-edge-as-delineated-by-kjolhaug"),
    ("DELINEATED WETLAND EDGE (KES 5/2024)", "EXISTING CONDITIONS", "C2.0", True, "delineated-wetland-edge-kes-5-2024"),
    ("WETLAND A\nTYPE 2 WETLAND\nDELINEATED BY KJOLHAUG 6/12/2024", "EXISTING CONDITIONS", "C2.0", True, "wetland-a-type-2-wetland-delineated-by"),
    ("EDGE OF WETLAND", "EXISTING CONDITIONS", "C2.0", True, "edge-of-wetland"),
    ("APPROXIMATE FEMA ZONE AE LIMITS", "EXISTING CONDITIONS", "C2.0", True, "approximate-fema-zone-ae-limits"),
    ("FLOODPLAIN ELEV. 904.1 (FEMA)", "EXISTING CONDITIONS", "C2.0", True, "floodplain-elev-904-1-fema"),
    ("WL-1 WETLAND (MANAGE 2)", "EXISTING CONDITIONS", "C2.0", True, "wl-1-wetland-manage-2"),
    ("Wetland flagged by Westwood on 5/14/2024", "EXISTING CONDITIONS", "C2.0", True, "wetland-flagged-by-westwood-on-5-14-2024"),
    ("NO WETLAND DELINEATED BY OTHERS", "GRADING PLAN", "C3.0", False, "no-wetland-delineated-by-others"),
    ("WETLAND TO BE DELINEATED BY KES PRIOR TO FINAL PLAT", "GRADING PLAN", "C3.0", False, "wetland-to-be-delineated-by-kes-prior-to"),
    ("FLOODPLAIN ELEV. TBD", "GRADING PLAN", "C3.0", False, "floodplain-elev-tbd"),
    ("WETLAND TYPE 2 MAY BE PRESENT", "GRADING PLAN", "C3.0", False, "wetland-type-2-may-be-present"),
    ("LOWEST OPENING 1 FT ABOVE 100-YEAR FLOOD ELEV 904.1", "GRADING PLAN", "C3.0", False, "lowest-opening-1-ft-above-100-year-flood"),
]


@pytest.mark.parametrize("body,title,number,present", cases(TITLED_SHEETS))
def test_wetland_and_floodplain_limits_on_titled_sheets(body, title, number, present):
    assert ("N.6.A.4" in titled_sheet(body, title, number)) is present


# ---- a wetland labelled with its delineation, a floodplain note with its level ----
EXISTING_CONDITIONS_LABELS = [
    ("WETLAND (DELINEATED 6/14/2023)", True, "wetland-delineated-6-14-2023"),
    ("WETLAND W-3 (DELINEATED, NOT IMPACTED)", True, "wetland-w-3-delineated-not-impacted"),
    ("WETLAND A - FLAGGED 5/2023 BY KES", True, "wetland-a-flagged-5-2023-by-kes"),
    ("WETLAND 2: DELINEATED BY SWCA, JUNE 2024", True, "wetland-2-delineated-by-swca-june-2024"),
    ("Floodplain: Langdon Lake 100-yr 933.2", True, "floodplain-langdon-lake-100-yr-933-2"),
    ("FLOODPLAIN - MINNEHAHA CREEK 100-YEAR ELEV 904.1", True, "floodplain-minnehaha-creek-100-year-elev"),
    # the wetland's id, then its class or where it lies, then "delineated"
    ("WETLAND 101-W1 DELINEATED (TYPE 3), BOUNDARY SHOWN.", True, "wetland-id-delineated-type"),
    ("WETLAND W-1 (TYPE 3) ALONG THE SOUTH LINE DELINEATED 2025; BOUNDARY SHOWN.", True, "wetland-id-class-place-delineated"),
    ("SHORELAND OF LAKE MINNETONKA AND WETLAND W-3 DELINEATED.", True, "shoreland-and-wetland-id-delineated"),
    ("WETLAND W-3 NOT DELINEATED", False, "wetland-id-not-delineated"),
    ("WETLAND W-3 WILL BE DELINEATED IN SPRING", False, "wetland-id-will-be-delineated"),
    ("WETLAND W-2 (TYPE 2) IS OFF SITE; NOT DELINEATED.", False, "wetland-id-off-site-not-delineated"),
    ("POND 3 DELINEATED", False, "pond-id-delineated"),
    # the note says the shoreland or floodplain is drawn here; not another sheet's, not to come, not denied
    ("Lake Minnetonka shoreland (1,000 ft) and floodplain below 931.5 shown; no wetland impacts (delineation 2024).", True, "shoreland-and-floodplain-shown"),
    ("SHORELAND DISTRICT SHOWN HATCHED", True, "shoreland-district-shown-hatched"),
    ("FLOODPLAIN SHOWN ON SHEET C2.", False, "floodplain-shown-on-another-sheet"),
    ("WETLANDS WILL BE SHOWN ON THE FINAL PLANS.", False, "wetlands-to-be-shown"),
    ("NO WETLANDS SHOWN.", False, "no-wetlands-shown"),
    ("WETLAND (NOT DELINEATED)", False, "wetland-not-delineated"),
    ("WETLAND (DELINEATION PENDING)", False, "wetland-delineation-pending"),
    ("WETLAND - TO BE DELINEATED PRIOR TO FINAL PLAT", False, "wetland-to-be-delineated-prior-to-final"),
    ("WETLAND MAY BE PRESENT (DELINEATED 2019?)", False, "wetland-may-be-present-delineated-2019"),
    ("Lowest opening 936.0, 2 ft above floodplain: Langdon Lake 933.2", False, "lowest-opening-936-0-2-ft-above-floodplain"),
    ("FLOODPLAIN: ZONE X 2023", False, "floodplain-zone-x-2023"),
]


@pytest.mark.parametrize("note,present", cases(EXISTING_CONDITIONS_LABELS))
def test_wetland_labels_on_an_existing_conditions_sheet(note, present):
    assert ("N.6.A.4" in set_sheet(note, "EXISTING CONDITIONS", "C1")) is present


# ---- a plan note that the campus / corridor / lot holds no wetland ----
NONE_ON_THE_PLAN = [
    ("NO WETLANDS, SHORELAND OR FLOODPLAIN ON CAMPUS", True, "no-wetlands-shoreland-or-floodplain-on"),
    ("NO WETLANDS OR FLOODPLAIN WITHIN THE CORRIDOR", True, "no-wetlands-or-floodplain-within-the"),
    ("NO WETLANDS EXIST ON THE LOT", True, "no-wetlands-exist-on-the-lot"),
    ("THERE ARE NO WETLANDS OR SHORELAND WITHIN THE PROJECT CORRIDOR", True, "there-are-no-wetlands-or-shoreland-within"),
    ("NO FLOODPLAIN OR WETLANDS ARE PRESENT ON THE TRACT", True, "no-floodplain-or-wetlands-are-present-on"),
    ("WETLANDS ON CAMPUS TO BE DELINEATED PRIOR TO CONSTRUCTION", False, "wetlands-on-campus-to-be-delineated-prior"),
    ("NO WETLAND IMPACTS PROPOSED", False, "no-wetland-impacts-proposed"),
    ("NO PARKING ON CAMPUS", False, "no-parking-on-campus"),
    ("WETLAND DELINEATION WITHIN THE CORRIDOR IS PENDING", False, "wetland-delineation-within-the-corridor-is"),
    ("NO FILL ON THE LOT", False, "no-fill-on-the-lot"),
]


@pytest.mark.parametrize("note,present", cases(NONE_ON_THE_PLAN))
def test_plan_note_that_campus_corridor_or_lot_has_no_wetland(note, present):
    assert ("N.6.A.4" in contour_plan(note)) is present


# ---- a wetland note read clause by clause, and the owner's property named ----
CERTIFIED_SHEET_NOTES = [
    ("Wetland W-3 (0.46 ac) delineated by Barr, 2026; no shoreland; FEMA Zone A at the Country Club Road culvert.", True, "wetland-w-3-0-46-ac-delineated-by-barr"),
    ("Stieger Lake shoreland (Natural Environment lake) and the 0.3-ac fringe wetland delineated along the south line.", True, "stieger-lake-shoreland-natural-environment"),
    ("No wetlands on the church property.", True, "no-wetlands-on-the-church-property"),
    ("No wetlands on the Smith property. The creek floodplain stays in the channel off our land.", True, "no-wetlands-on-the-smith-property-the"),
    ("Wetland A flagged in the field; no floodplain on site.", True, "wetland-a-flagged-in-the-field-no"),
    ("No wetlands within the trail corridor.", True, "no-wetlands-within-the-trail-corridor"),
    ("Wetland boundary to be delineated in spring; no floodplain.", False, "wetland-boundary-to-be-delineated-in"),
    ("Wetland delineation has not been done; floodplain unknown.", False, "wetland-delineation-has-not-been-done"),
    ("See Sheet C-1 for the wetland boundary.", False, "see-sheet-c-1-for-the-wetland-boundary"),
    ("☐ Wetlands, marshes, shoreland and floodplain areas", False, "wetlands-marshes-shoreland-and-floodplain"),
]


@pytest.mark.parametrize("note,present", cases(CERTIFIED_SHEET_NOTES))
def test_wetland_notes_on_a_certified_sheet(note, present):
    assert ("N.6.A.4" in certified_sheet(note)) is present


# ---- a report pointing at where the wetland or floodplain is shown, or naming the inventories ----
REPORT_TEXT = [
    ("No wetlands were identified within the project area; see the existing conditions survey (Sheet C1.0).", True, "no-wetlands-were-identified-within-the"),
    ("The wetland boundary delineated by Kjolhaug Environmental in May 2024 is shown on the plans.", True, "the-wetland-boundary-delineated-by"),
    ("The site lies outside the 100-year floodplain, as shown on the attached FEMA panel (Appendix B).", True, "the-site-lies-outside-the-100-year"),
    ("The wetland delineation report is included in Appendix C.", True, "the-wetland-delineation-report-is-included"),
    ("The floodplain of Gleason Lake is shown on the plans.", True, "the-floodplain-of-gleason-lake-is-shown-on"),
    ("The shoreland district boundary is shown on Sheet C1.", True, "the-shoreland-district-boundary-is-shown"),
    ("The 100-year floodplain of Minnehaha Creek is delineated on the Existing Conditions sheet.", True, "the-100-year-floodplain-of-minnehaha-creek"),
    ("Floodplain limits are depicted on the attached FIRMette.", True, "floodplain-limits-are-depicted-on-the"),
    ("Wetland W-3 lies within the project limits and is shown on Sheet C-2.", True, "wetland-w-3-lies-within-the-project-limits"),
    ("Existing conditions\nNo wetlands are present on the site per the NWI and FEMA FIRM panel 27053C0329F.", True, "no-wetlands-per-the-nwi-and-fema-firm"),
    ("No wetlands are present on the site.", False, "no-wetlands-are-present-on-the-site"),
    ("A wetland delineation will be completed and shown on the final plans.", False, "a-wetland-delineation-will-be-completed"),
    ("Wetlands may be present; see Sheet C1.0.", False, "wetlands-may-be-present-see-sheet-c1-0"),
    ("No wetlands were identified on the site.", False, "no-wetlands-were-identified-on-the-site"),  # a report's own remark, pointing nowhere
    ("The site may contain wetlands; a delineation will be completed this spring.", False, "the-site-may-contain-wetlands-a"),
    ("Wetlands are not known to exist on the site.", False, "wetlands-are-not-known-to-exist-on-the"),
    ("The floodplain will be shown on the final plans.", False, "the-floodplain-will-be-shown-on-the-final"),
    ("No floodplain is shown on the plans.", False, "no-floodplain-is-shown-on-the-plans"),
    ("The floodplain of Gleason Lake is described in Section 3.", False, "the-floodplain-of-gleason-lake-is"),
    ("No wetlands, shoreland or floodplain areas were identified on the site.", False, "no-wetlands-shoreland-or-floodplain-areas"),
    ("Existing conditions\nNo wetlands were identified on the site during the field review.", False, "no-wetlands-found-in-a-field-review"),
    # an earlier round's reading, kept: a report's bare "none on site" names nothing to check it against
    ("2. Site\nNo wetlands or floodplain exist within the corridor.", False, "none-in-the-corridor-without-a-source"),
    # a report sentence is not the plan's delineation
    ("Existing Conditions\nNo wetlands were identified on the site during the field review.", False, "existing-conditions-no-wetlands-were-identified"),
]


@pytest.mark.parametrize("text,present", cases(REPORT_TEXT))
def test_report_sentences_about_wetlands_and_floodplain(text, present):
    assert ("N.6.A.4" in found(text)) is present


INVENTORY_ROWS = [
    ("Wetlands / shoreland / floodplain on site\tNone\tNWI, DNR PWI and FEMA FIRM", True, "wetlands-shoreland-floodplain-on-site-none"),
    ("Wetlands on site\tNone\tper NWI and county wetland inventory (NWI)", True, "wetlands-on-site-none-per-nwi-and-county"),
    ("Floodplain\tNone\tFEMA FIRM panel 27053C0329F", True, "floodplain-none-fema-firm-panel"),
    ("Shoreland areas\tNone\tDNR PWI map checked", True, "shoreland-areas-none-dnr-pwi-map-checked"),
    ("Wetlands, floodplain\tNo\tNational Wetlands Inventory; FEMA Flood Insurance Rate Map", True, "wetlands-floodplain-no-national-wetlands"),
    ("Wetlands / shoreland / floodplain on site\tNone", False, "wetlands-shoreland-floodplain-on-site-none-2"),  # no source: a bare remark
    ("Wetlands on site\tNone\tfield review", False, "wetlands-on-site-none-field-review"),
    ("Wetlands on site\tTBD\tNWI to be checked", False, "wetlands-on-site-tbd-nwi-to-be-checked"),
    ("Wetlands on site\tYes\tNWI", False, "wetlands-on-site-yes-nwi"),
    ("Drainage areas\tNone\tFEMA FIRM", False, "drainage-areas-none-fema-firm"),
]


@pytest.mark.parametrize("row,present", cases(INVENTORY_ROWS))
def test_report_rows_finding_none_against_named_inventories(row, present):
    assert ("N.6.A.4" in found(f"Project Summary\nItem\tValue\tNote\n{row}")) is present


# ---- a wetland labelled with its area and its buffer (the content reader itself) ----
AREA_AND_BUFFER = [
    ("Outlot B wetland (0.42 ac) with 25-ft buffer; no floodplain.", True, "outlot-b-wetland-0-42-ac-with-25-ft-buffer"),
    ("Wetland W-1, 0.8 acres, 20-foot buffer.", True, "wetland-w-1-0-8-acres-20-foot-buffer"),
    ("The 1.2-acre wetland and its 30-ft buffer.", True, "the-1-2-acre-wetland-and-its-30-ft-buffer"),
    ("WETLAND (0.15 AC) - 16.5 FT BUFFER", True, "wetland-0-15-ac-16-5-ft-buffer"),
    ("No wetland buffer required.", False, "no-wetland-buffer-required"),
    ("Wetland (0.42 ac) with 25-ft buffer to be delineated.", False, "wetland-0-42-ac-with-25-ft-buffer-to-be"),
    ("25-ft buffer along the pond.", False, "25-ft-buffer-along-the-pond"),
    ("Wetland credits (0.42 ac) purchased from the bank.", False, "wetland-credits-0-42-ac-purchased-from-the"),
    ("No wetland (0.42 ac) with 25-ft buffer is on site.", False, "no-wetland-0-42-ac-with-25-ft-buffer-is-on"),
]


@pytest.mark.parametrize("text,present", cases(AREA_AND_BUFFER))
def test_wetland_labelled_with_its_area_and_buffer(text, present):
    assert bool(shows_wetlands(text)) is present
