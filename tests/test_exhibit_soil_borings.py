"""Section 6 item C, N.6.C: the soil boring results, tabulated or summed up, in the package.

Recognised from a boring table (boring ids with elevations, profiles, groundwater) under a plain
"Boring" head, and from a sentence giving the borings (by id range or by count) with what they found.
Borings only promised, proposed, denied, hedged or still pending, a report merely offered on request,
and an area table whose ids look like borings are no results and must stay missing.
"""

import pytest

from extract.exhibits.borings import states_counted_borings

from exhibit_helpers import cases, found


# ---- boring results tabulated or summed up ----
REPORT_TEXT = [
    ("Results\nBoring\tSurface elev.\t0-2 ft\t2-9 ft\nB-1\t922.4\tTopsoil\tLean clay CL\nB-4\t915.1\tTopsoil\tLean clay CL", True, "table-boring-surface-elev-0-2-ft-2-9-ft-b"),
    ("Results\nBoring\tSurface\tProfile\tGroundwater\nST-1\t948.3\tFill over sandy lean clay\t940.1", True, "table-boring-surface-profile-groundwater"),
    ("Results\nBoring\tElev.\tProfile\nSB-1\t941.2\t0-1 topsoil; 1-16 lean clay CL", True, "table-boring-elev-profile-sb-1-941-2-0-1"),
    ("Results\nBoring No.\tDepth\tSoil\tBlows/ft\nB-2\t0-5\tSM\t12", True, "table-boring-no-depth-soil-blows-ft-b-2-0"),
    ("Results\nSoil Boring\tDepth to water\tSoils\nTB-3\t9 ft\tsandy outwash (SP)", True, "table-soil-boring-depth-to-water-soils-tb"),
    ("Soils\nSoil borings SB-1 to SB-8 (Haugo GeoTechnical): sandy outwash (SP, HSG A) under Pond 2; loam till elsewhere.", True, "soil-borings-sb-1-to-sb-8-haugo"),
    ("Soils\nBorings B-1 to B-6 (Attachment B) found lean clay (CL) to 14 ft.", True, "borings-b-1-to-b-6-attachment-b-found-lean"),
    ("Soils\nBorings B-1 to B-4 show silty clay (HSG D) with perched water at 6 feet; infiltration is not proposed.", True, "borings-b-1-to-b-4-show-silty-clay-hsg-d"),
    ("Soils\nBorings B-1 and B-2 encountered fill over sandy lean clay.", True, "borings-b-1-and-b-2-encountered-fill-over"),
    ("Soils\nGeotechnical borings ST-1 through ST-5 revealed silty sand over clay.", True, "geotechnical-borings-st-1-through-st-5"),
    ("Soils\nSoil borings will be taken at B-1 to B-4 before final design.", False, "soils-soil-borings-will-be-taken-at-b-1-to"),
    ("Soils\nNo soil borings were taken on the site.", False, "soils-no-soil-borings-were-taken-on-the"),
    ("Soils\nInfiltration is not feasible due to clay soils and is not proposed.", False, "soils-infiltration-is-not-feasible-due-to"),
    ("Drainage areas\nArea\tAcres\tCN\nB-1\t2.1\t78", False, "drainage-areas-area-acres-cn-b-1-2-1-78"),
    ("Boring\tStatus\nB-1\tnot drilled", False, "boring-status-b-1-not-drilled"),
    ("Soils\nBorings B-1 to B-3 may show clay; results are pending.", False, "soils-borings-b-1-to-b-3-may-show-clay"),
    ("Soils\nBorings B-1 to B-4 are proposed in the sand area.", False, "soils-borings-b-1-to-b-4-are-proposed-in"),
]


@pytest.mark.parametrize("text,present", cases(REPORT_TEXT))
def test_boring_results_in_a_report(text, present):
    assert ("N.6.C" in found(text)) is present


# ---- the borings counted, with what they found ----
COUNTED_BORINGS = [
    ("Geotechnical borings (Granite Ridge Geotechnical, 9/2025), 12 borings; IG-1 area SP-SM sand, water at 18 ft.", True, "geotechnical-borings-granite-ridge"),
    ("Six borings by Braun Intertec (2025) encountered silty sand (SM) to 15 ft.", True, "six-borings-by-braun-intertec-2025"),
    ("Eight soil borings were drilled in May 2025; they found sandy loam over lean clay.", True, "eight-soil-borings-were-drilled-in-may"),
    ("Twelve test borings: topsoil over poorly graded sand (SP) to 20 ft.", True, "twelve-test-borings-topsoil-over-poorly"),
    ("12 borings are proposed at the pond in the sand area.", False, "12-borings-are-proposed-at-the-pond-in-the"),
    ("Twelve borings will be drilled in the sand area.", False, "twelve-borings-will-be-drilled-in-the-sand"),
    ("No borings were taken; soils are mapped as loamy sand.", False, "no-borings-were-taken-soils-are-mapped-as"),
    ("The geotechnical report (12 borings) is available on request.", False, "the-geotechnical-report-12-borings-is"),
    ("Twelve borings may be taken if sand is found.", False, "twelve-borings-may-be-taken-if-sand-is"),
]


@pytest.mark.parametrize("text,present", cases(COUNTED_BORINGS))
def test_counted_borings_with_what_they_found(text, present):
    assert bool(states_counted_borings(text)) is present
    if present:
        assert "N.6.C" in found(f"Attachment 2 - Geotechnical\n{text}")
