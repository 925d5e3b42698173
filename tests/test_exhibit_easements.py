"""Section 6 item (12), N.6.A.12: the delineation of flowage, drainage or utility easements dedicated to stormwater management.

Recognised from an easement drawn or noted on a plan (proposed, per plat, to an elevation, named for
the facility it holds with its plat or document number), and from a report stating that a facility
lies within a recorded or granted easement shown on the plat or a sheet. The near misses stay missing:
an easement only to be dedicated on a plat not in the package, one that may be required or is still
to be negotiated, a denial or a question, the rule's words read back, standard lot-line easements, an
easement that points nowhere, and one vacated, released or abandoned.
"""

import pytest

from exhibit_helpers import cases, certified_sheet, found, on_grading_plan, over_sheet_number, titled_sheet


REPORT_TEXT = [
    ("The infiltration basin lies within a 20-foot drainage and utility easement shown on the preliminary plat.", True, "the-infiltration-basin-lies-within-a-20"),
    ("A flowage easement up to the 100-year HWL has been granted to the City over Outlot A.", True, "a-flowage-easement-up-to-the-100-year-hwl"),
    ("Ponding easements are provided over all three basins (see Sheet C2.0).", True, "ponding-easements-are-provided-over-all"),
    ("The underground chambers sit within an existing storm sewer easement recorded as Doc. No. 4455102.", True, "the-underground-chambers-sit-within-an"),
    # a narrative's dedication on a plat that is not in the package delineates nothing (external23: the author's plans
    # left the easement out, and only the report said "within an easement dedicated on the plat")
    ("Drainage and utility easements will be dedicated over the pond and its outlet on the final plat.", False, "drainage-and-utility-easements-will-be"),
    ("Stormwater facilities will be placed in D&U easements to be dedicated with the plat.", False, "stormwater-facilities-will-be-placed-in-d"),
    ("UG-1 lies above the projected 100-year flood elevation and within a drainage and utility easement dedicated on the plat.", False, "ug-1-lies-above-the-projected-100-year"),
    # easements possible, undetermined, denied, asked about or required
    ("Drainage easements may be required by the City if the pond is expanded.", False, "drainage-easements-may-be-required-by-the"),
    ("The need for a flowage easement will be determined during final design.", False, "the-need-for-a-flowage-easement-will-be"),
    ("No drainage or utility easements exist on the property.", False, "no-drainage-or-utility-easements-exist-on"),
    ("Delineation of flowage, drainage or utility easements dedicated to stormwater management shall be provided.", False, "delineation-of-flowage-drainage-or-utility"),
    ("Is a drainage easement proposed over the pond?", False, "is-a-drainage-easement-proposed-over-the"),
    ("A drainage easement over the neighbor's yard will be negotiated before construction.", False, "a-drainage-easement-over-the-neighbor-s"),
    # lot-line easements are not the stormwater easements
    ("Drainage and utility easements will be dedicated on the final plat.", False, "drainage-and-utility-easements-will-be-2"),
    ("Standard 10-foot drainage and utility easements are provided along all lot lines.", False, "standard-10-foot-drainage-and-utility"),
    # an easement that points nowhere
    ("The pond lies within a drainage and utility easement.", False, "the-pond-lies-within-a-drainage-and"),
    ("Stormwater runoff will be conveyed through the drainage easement to the pond.", False, "stormwater-runoff-will-be-conveyed-through"),
    # an easement vacated or released holds no facility
    ("The existing drainage and utility easement over the former pond will be vacated.", False, "the-existing-drainage-and-utility-easement"),
    ("The existing 10-foot drainage easement along the east line is to be vacated with the plat.", False, "the-existing-10-foot-drainage-easement"),
    ("A flowage easement over Lot 3 was released in 2019 (Doc. No. 5512043).", False, "a-flowage-easement-over-lot-3-was-released"),
    ("The stormwater easement over the old basin has been abandoned.", False, "the-stormwater-easement-over-the-old-basin"),
]


@pytest.mark.parametrize("text,present", cases(REPORT_TEXT))
def test_easements_in_a_report(text, present):
    assert ("N.6.A.12" in found(text)) is present


GRADING_PLAN_NOTES = [
    ("PROPOSED 10' D&U ESMT", True, "proposed-10-d-u-esmt"),
    ("PROP. DRAINAGE & UTILITY EASEMENT OVER POND (TO BE DEDICATED ON PLAT)", True, "prop-drainage-utility-easement-over-pond"),
    ("FLOWAGE ESMT. TO ELEV. 912.5", True, "flowage-esmt-to-elev-912-5"),
    ("DRAINAGE AND UTILITY EASEMENT PER PLAT (TYP)", True, "drainage-and-utility-easement-per-plat-typ"),
    # easements noted per plat or document, over an outlot or a pond, for drainage and ponding
    ("10' D&U ESMT (TYP.) PER PLAT", True, "10-d-u-esmt-typ-per-plat"),
    ("FLOWAGE EASEMENT OVER OUTLOT B PER DOC. NO. 1234567.", True, "flowage-easement-over-outlot-b-per-doc-no"),
    ("EXISTING 20' STORM SEWER EASEMENT PER DOC. 987654.", True, "existing-20-storm-sewer-easement-per-doc-987654"),
    ("DRAINAGE/UTILITY EASEMENT OVER POND 1 PER PLAT OF MAPLE RIDGE.", True, "drainage-utility-easement-over-pond-1-per-plat"),
    ("EASEMENT FOR DRAINAGE AND PONDING PURPOSES PER DOC. 55012.", True, "easement-for-drainage-and-ponding-purposes-per-d"),
    ("ALL PONDS LIE WITHIN DRAINAGE & UTILITY EASEMENTS DEDICATED ON THE PLAT.", True, "all-ponds-lie-within-drainage-utility-easements"),
    ("EASEMENTS: 10' DRAINAGE AND UTILITY ALONG ALL LOT LINES, AND OVER OUTLOT A.", True, "easements-10-drainage-and-utility-along-all-lot"),
    ("COUNTY DITCH NO. 12 RIGHT-OF-WAY AND EASEMENT SHOWN PER HENNEPIN COUNTY RECORDS.", True, "county-ditch-no-12-right-of-way-and"),
    ("EXISTING FLOWAGE ESMT. PER DOC. NO. 2245871 OVER POND AREA.", True, "existing-flowage-esmt-per-doc-no-2245871-over"),
    # an easement still to be determined, or none on the property
    ("PONDING EASEMENT EXTENT TO BE DETERMINED WITH FINAL PLAT.", False, "ponding-easement-extent-to-be-determined-with-fi"),
    ("NO EASEMENTS EXIST ON THE PROPERTY.", False, "no-easements-exist-on-the-property"),
    # a semicolon's clause is its own statement: the denial of something else does not deny the easement
    ("The North Basin lies within a drainage and utility easement; no county or judicial ditch crosses the site.", True,
     "easement-then-another-things-denial"),
    ("No drainage easement is shown; the pond lies in the right-of-way.", False, "easement-denied-then-another-clause"),
    ("The pond lies in the right-of-way; no drainage easement is proposed.", False, "another-clause-then-easement-denied"),
]


@pytest.mark.parametrize("note,present", cases(GRADING_PLAN_NOTES))
def test_easements_noted_on_a_grading_plan(note, present):
    assert ("N.6.A.12" in on_grading_plan(f"GENERAL NOTES\n1. {note}")) is present


VACATED_ON_PLANS = [
    ("EXISTING D&U EASEMENT TO BE VACATED", False, "existing-d-u-easement-to-be-vacated"),
    ("EX. DRAINAGE EASEMENT (VACATED PER DOC. NO. 1234567)", False, "ex-drainage-easement-vacated-per-doc-no"),
]


@pytest.mark.parametrize("note,present", cases(VACATED_ON_PLANS))
def test_vacated_easements_on_a_titled_grading_plan(note, present):
    assert ("N.6.A.12" in titled_sheet(f"NOTES\n1. {note}", "GRADING PLAN")) is present


# ---- an easement named for the facility it holds, its plat cited by number ----
CERTIFIED_SHEET_NOTES = [
    ("Drainage easement for Pond 19-1 per County ROW plat No. 1902.", True, "drainage-easement-for-pond-19-1-per-county"),
    ("Drainage easement for Pond A.", True, "drainage-easement-for-pond-a"),
    ("Flowage easement for the basin, recorded as Doc. No. 5512043.", True, "flowage-easement-for-the-basin-recorded-as"),
    ("Drainage and utility easements per recorded plat Doc. No. 5512043.", True, "drainage-and-utility-easements-per"),
    ("Ponding easement for IB-2 per the Woodland Ridge plat.", True, "ponding-easement-for-ib-2-per-the-woodland"),
    ("Drainage easement for Pond 2 to be determined.", False, "drainage-easement-for-pond-2-to-be"),
    ("No drainage easement for Pond 2 is proposed.", False, "no-drainage-easement-for-pond-2-is"),
    ("A drainage easement for the pond may be required.", False, "a-drainage-easement-for-the-pond-may-be"),
    ("Drainage easement for Pond 2 to be vacated.", False, "drainage-easement-for-pond-2-to-be-vacated"),
]


@pytest.mark.parametrize("note,present", cases(CERTIFIED_SHEET_NOTES))
def test_easement_named_for_its_facility(note, present):
    assert ("N.6.A.12" in certified_sheet(note)) is present


# ---- an easement exhibit titled over the sheet number ----
TITLES_OVER_THE_SHEET_NUMBER = [
    ("DRAINAGE AND UTILITY EASEMENT EXHIBIT", True, "drainage-and-utility-easement-exhibit"),
    ("EASEMENT PLAN", True, "easement-plan"),
    ("FLOWAGE EASEMENT EXHIBIT", True, "flowage-easement-exhibit"),
    ("PONDING EASEMENT DESCRIPTION", True, "ponding-easement-description"),
]


@pytest.mark.parametrize("title,present", cases(TITLES_OVER_THE_SHEET_NUMBER))
def test_easement_exhibit_titles_over_the_sheet_number(title, present):
    assert ("N.6.A.12" in over_sheet_number(title)) is present


# ---- stacked label lines: each complete line is its own label; a line below that qualifies it belongs to it ----
STACKED_LABELS = [
    ("EXISTING AND PROPOSED RIGHT OF WAY (HENNEPIN COUNTY); PERMANENT DRAINAGE EASEMENT AT POND A\n"
     "WETLAND W-1 (TYPE 2, 0.3 AC) DELINEATED SOUTH OF STA 52+00 - NO IMPACT", True, "easement-label-over-a-wetland-label"),
    ("PERMANENT DRAINAGE EASEMENT AT POND A\nNOT YET GRANTED - TO BE DETERMINED", False, "easement-label-qualified-below"),
    ("UG SYSTEM IN 20-FT DRAINAGE AND UTILITY EASEMENT TO THE CITY\n(DOC. NO. 9812440).", True, "easement-label-over-its-document-number"),
]


@pytest.mark.parametrize("block,present", cases(STACKED_LABELS))
def test_easement_in_stacked_labels(block, present):
    assert ("N.6.A.12" in on_grading_plan(block)) is present
