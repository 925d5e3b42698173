"""Section 6 item (2), N.6.A.2: the drainage area maps, existing and proposed, recognised in a package.

A drainage map is present on a sheet titled for it (DRAINAGE AREA MAP, SUBWATERSHED MAP, PROPOSED
DRAINAGE AREAS ...), in a report figure captioned as the map, or in a certified sheet's note saying in
the firm's words that it draws the existing and proposed drainage areas. What only describes, lists,
tabulates or points at drainage areas is no map and must stay missing: an area table or legend on a
sheet, a report's area summary or model listing, a model's routing schematic, a title naming one basin
or a map "by others", a note pointing at another sheet, a promise, a checklist line.
"""

import pytest

from exhibit_helpers import cases, certified_sheet, found, on_grading_plan, over_sheet_number, titled_sheet


# ---- a sheet titled by the map ----
TITLES_OVER_THE_SHEET_NUMBER = [
    ("PROPOSED DRAINAGE AREA MAP", True, "proposed-drainage-area-map"),
    ("POST-DEVELOPMENT DRAINAGE AREAS", True, "post-development-drainage-areas"),
    # a title whose space was lost to OCR
    ("DRAINAGEAREA MAP", True, "drainagearea-map"),
]


@pytest.mark.parametrize("title,present", cases(TITLES_OVER_THE_SHEET_NUMBER))
def test_drainage_map_titles_over_the_sheet_number(title, present):
    assert ("N.6.A.2" in over_sheet_number(title)) is present


TITLES_BESIDE_A_GRADING_PLAN = [
    ("PROPOSED DRAINAGE BASIN", False, "proposed-drainage-basin"),
    ("EXISTING DRAINAGE AREA MAP BY OTHERS", False, "existing-drainage-area-map-by-others"),
]


@pytest.mark.parametrize("title,present", cases(TITLES_BESIDE_A_GRADING_PLAN))
def test_a_basin_or_a_map_by_others_named_on_a_grading_plan(title, present):
    assert ("N.6.A.2" in on_grading_plan(title)) is present


TITLED_SHEETS = [
    ("", "DRAINAGE AREA MAP", True, "drainage-area-map"),
    ("", "EXISTING AND PROPOSED SUBWATERSHEDS", True, "existing-and-proposed-subwatersheds"),
    ("", "PROPOSED DRAINAGE AREAS", True, "proposed-drainage-areas"),
    ("", "POST-DEVELOPMENT DRAINAGE MAP", True, "post-development-drainage-map"),
    ("", "SUBWATERSHED MAP", True, "subwatershed-map"),
    # drainage areas tabulated, or only named in a legend, on a sheet that is not the map
    ("DRAINAGE AREAS TABLE\nAREA\tACRES\tCN\nDA-1\t1.20\t78", "STORM SEWER PLAN", False, "drainage-areas-table-area-acres-cn-da-1-1"),
    ("DRAINAGE AREA SUMMARY\nDA-1\t1.20 AC", "STORM SEWER PLAN", False, "drainage-area-summary-da-1-1-20-ac-storm"),
    ("LEGEND\nDRAINAGE AREA BOUNDARY\nPROPERTY LINE", "GRADING PLAN", False, "legend-drainage-area-boundary-property"),
    ("--- DRAINAGE AREA BOUNDARY\n--- PROPERTY LINE", "GRADING PLAN", False, "drainage-area-boundary-property-line"),
    ("SUBWATERSHED DATA\nSUBWATERSHED\tAREA (AC)\n1S\t0.85", "STORM SEWER PLAN", False, "subwatershed-data-subwatershed-area-ac-1s"),
]


@pytest.mark.parametrize("body,title,present", cases(TITLED_SHEETS))
def test_drainage_maps_on_titled_sheets(body, title, present):
    assert ("N.6.A.2" in titled_sheet(body, title)) is present


# ---- a report's figure of the map, beside reports that only describe the areas ----
REPORT_TEXT = [
    ("Figure 2 - Proposed Drainage Area Map", True, "report-figure-of-the-drainage-area-map"),
    # drainage areas described or tabulated in a report, not mapped
    ("Table 3 - Existing and Proposed Drainage Areas\nArea\tAcres\nDA-1\t1.2", False, "table-3-existing-and-proposed-drainage"),
    ("The site is divided into three drainage areas, as summarized in Table 2.", False, "the-site-is-divided-into-three-drainage"),
    ("Existing Drainage Area Summary\nSubcatchment 1S\t1.20 ac", False, "existing-drainage-area-summary"),
    ("Area Listing (all nodes)\nArea (acres)\tCN\tDescription\n1.200\t98\tPaved parking, HSG B", False, "area-listing-all-nodes-area-acres-cn"),
    ("Subcatchment 1S: Drainage Area 1\nRunoff = 2.45 cfs @ 12.10 hrs", False, "subcatchment-1s-drainage-area-1-runoff-2"),
    # a model's routing schematic is not the drainage map
    ("Routing Diagram for Post-Development Drainage Areas\nSubcat Reach Pond Link", False, "routing-diagram-for-post-development"),
    ("HydroCAD Schematic - Existing Subwatersheds", False, "hydrocad-schematic-existing-subwatersheds"),
]


@pytest.mark.parametrize("text,present", cases(REPORT_TEXT))
def test_drainage_areas_in_a_report(text, present):
    assert ("N.6.A.2" in found(text)) is present


# ---- existing and proposed subwatersheds labelled in a certified sheet's note ----
CERTIFIED_SHEET_NOTES = [
    ("Existing and proposed drainage areas, including the 46-acre off-site subwatershed north of CR 24.", True, "existing-and-proposed-drainage-areas"),
    ("Drainage area map: existing and proposed subcatchments and the 0.9-ac off-site area from the north.", True, "drainage-area-map-existing-and-proposed"),
    ("Existing and proposed drainage areas, including the Phase 1 off-site area.", True, "existing-and-proposed-drainage-areas-2"),
    ("Pre- and post-development subwatersheds with the off-site area delineated.", True, "pre-and-post-development-subwatersheds"),
    ("EXISTING AND PROPOSED DRAINAGE BASINS WITH THE 12-AC OFFSITE AREA", True, "existing-and-proposed-drainage-basins-with"),
    ("Subcatchment boundaries for existing and proposed conditions, including off-site drainage from Hwy 7.", True, "subcatchment-boundaries-for-existing-and"),
    ("See Sheet C-2 for existing and proposed drainage areas.", False, "see-sheet-c-2-for-existing-and-proposed"),
    ("Existing and proposed drainage areas will be delineated at final design.", False, "existing-and-proposed-drainage-areas-will"),
    ("Existing and proposed drainage areas are tabulated in the stormwater report.", False, "existing-and-proposed-drainage-areas-are"),
    ("Existing drainage patterns shall be maintained.", False, "existing-drainage-patterns-shall-be"),
    ("☐ Existing and proposed drainage areas", False, "existing-and-proposed-drainage-areas-3"),
    ("No existing or proposed drainage areas are shown.", False, "no-existing-or-proposed-drainage-areas-are"),
]


@pytest.mark.parametrize("note,present", cases(CERTIFIED_SHEET_NOTES))
def test_drainage_areas_in_a_certified_sheet_note(note, present):
    assert ("N.6.A.2" in certified_sheet(note)) is present
