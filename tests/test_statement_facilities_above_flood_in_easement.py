"""N.4.6 stated: the rate control facility is above the projected 100-year flood elevation (of the site, a
named lake, creek or wetland, FEMA's base flood elevation, "outside the floodplain") and within a
drainage, utility, flowage or ponding easement (dedicated, recorded, on an outlot, to be dedicated on the
plat, granted over "it"). The facility may be named only by its tag (UG-1, IB-1, Pond 19-1), and the two
parts may be said in separate sentences; `settled` rows check that settle_n46 joins them.

Near misses: either part alone, easements to be determined / negotiated / requested / if required, the
facility below or partly within the floodplain, a house or lowest floor above the flood level instead of
the facility, no easement, the rule quoted back, the clause's heading.

Each row names the reader it goes through: `page`, the whole reader (read_facts over a page of the
text); `settled`, read_statements on each sentence then settle_n46 (the package-wide step that joins
N.4.6's two parts).
"""

import pytest

from statement_helpers import page, settled


CID = "N.4.6"


CASES = [
    # ---- stated: these demonstrate the criterion ----
    pytest.param(settled, ("The pond is above the 100-year flood elevation of Lake Minnetonka.", "Drainage and utility easements will be dedicated over the pond on the final plat."), True, id="two-sentences-lake-level-and-plat-easements"),
    pytest.param(settled, ("The pond will be constructed within a proposed drainage and utility easement and lies outside the 100-year floodplain.",), True, id="one-sentence-proposed-easement-outside-floodplain"),
    pytest.param(settled, ("Outlot A, which contains the pond, will be dedicated as a drainage and utility easement.", "None of the stormwater facilities are within the 100-year floodplain."), True, id="outlot-easement-and-none-in-floodplain"),
    pytest.param(settled, ("The infiltration basin lies outside FEMA Zone AE.", "A flowage easement covers the basin up to its HWL."), True, id="outside-fema-zone-and-flowage-easement"),
    pytest.param(settled, ("The rate control pond is set above the regional 100-yr flood elevation (931.5) and is encumbered by a drainage easement per the plat.",), True, id="regional-level-with-figure-plat-easement"),
    pytest.param(settled, ("Both basins are located outside the Minnehaha Creek 100-year floodplain.", "The basins will be placed within D&U easements to be dedicated with the plat."), True, id="creek-floodplain-and-d-and-u-easements-to-be-dedicated"),
    pytest.param(page, "Pond A is located above the site's projected 100-year flood elevation and entirely inside a drainage and utility easement on Outlot B.", True, id="site-projected-level-easement-on-outlot"),
    pytest.param(page, "Pond NW is above the 100-year flood elevation and within a drainage and utility easement to be dedicated on the plat.", True, id="easement-to-be-dedicated-on-plat"),
    pytest.param(page, "The basin sits above the project's projected 100-year flood elevation, within a drainage easement.", True, id="project-projected-level-drainage-easement"),
    pytest.param(page, "The infiltration basin is above the 100-year flood elevation and inside a drainage and utility easement that will be dedicated with the final plat.", True, id="easement-dedicated-with-final-plat"),
    pytest.param(page, "Basin 2 lies above the property's 100-year flood elevation and within a drainage easement over Outlot A.", True, id="property-level-easement-over-outlot"),
    pytest.param(page, "UG-1 lies above the projected 100-year flood elevation and within a drainage and utility easement dedicated on the plat.", True, id="tag-only-ug-1"),
    pytest.param(page, "IB-1 is above the 100-year flood elevation of Minnehaha Creek and within a drainage easement.", True, id="tag-only-ib-1-creek-level"),
    pytest.param(page, "Pond 19-1 is above the 100-year flood elevation of Gleason Lake and in County right-of-way and a drainage easement.", True, id="tag-only-pond-in-county-right-of-way"),
    pytest.param(page, "The pond is located outside the floodplain, above the 100-year flood elevation of 912.0, within a drainage and utility easement dedicated on the plat.", True, id="outside-floodplain-level-with-figure"),
    pytest.param(page, "Basin P-2 sits above the regional 100-yr flood level of Lake Minnetonka (930.4) and inside a flowage easement recorded with the plat.", True, id="regional-level-of-lake-flowage-easement"),
    pytest.param(page, "The underground chambers are above the 100-year flood elevation. A drainage and utility easement covers the chamber system.", True, id="two-sentences-chambers"),
    pytest.param(page, "RG-1 and RG-2 are outside the 100-year floodplain and lie within drainage and utility easements shown on the preliminary plat.", True, id="rain-gardens-outside-floodplain-preliminary-plat"),
    pytest.param(page, "Stormwater facility SWF-1 is located above the projected 100-year flood elevation (887.5) and is encumbered by a drainage and utility easement.", True, id="swf-level-with-figure-encumbered"),
    pytest.param(page, "All rate control facilities are above the projected 100-year flood elevation and are within drainage, utility or flowage easements.", True, id="all-rate-control-facilities"),
    pytest.param(page, "THE POND IS ABOVE THE 100-YR FLOOD ELEVATION AND WITHIN A DRAINAGE & UTILITY EASEMENT.", True, id="capitals-d-and-u-easement"),
    pytest.param(page, "The ponds are above the 100-year flood elevation of Purgatory Creek and within drainage and flowage easements.", True, id="creek-level-drainage-and-flowage-easements"),
    pytest.param(page, "Drainage easement for Pond 19-1 per County ROW plat No. 1902.\n\nPond 19-1 is above the 100-year flood elevation of Gleason Lake.", True, id="easement-paragraph-before-level-paragraph"),
    pytest.param(page, "Drainage and utility easement over UG-1 per plat.\n\nUG-1 lies above the projected 100-year flood elevation.", True, id="easement-per-plat-before-level"),
    pytest.param(page, "Both ponds lie above the FEMA base flood elevation and sit in drainage and utility easements on Outlot A.", True, id="fema-base-flood-elevation"),
    pytest.param(page, "Filtration basin FB-2 is above the 1% annual chance flood elevation of Long Lake and lies within a drainage, utility and ponding easement.", True, id="one-percent-annual-chance-ponding-easement"),
    pytest.param(page, "A 20-foot drainage and utility easement will be dedicated over RG-3 on the final plat.\n\nRG-3 sits outside the 100-year floodplain.", True, id="easement-paragraph-then-outside-floodplain"),
    pytest.param(page, "The underground vault (UV-1) is located above the projected 100-year flood elevation and inside drainage and utility easements over Outlot B.", True, id="tag-only-vault-in-easements-over-outlot"),
    pytest.param(page, "Rate control is provided by Pond 1, which is above the regional flood level and within a D&U easement.", True, id="rate-control-pond-regional-level-d-and-u"),
    pytest.param(page, "The pond is above the creek's 100-year flood level and we will grant the City a drainage and utility easement over it.", True, id="grant-easement-over-it"),
    pytest.param(page, "DB-1 lies above the wetland's 100-year elevation and inside the City's drainage and utility easement.", True, id="wetland-level-citys-easement"),
    pytest.param(page, "The basin sits above Stieger Lake's 100-year level and within a drainage and utility easement on Outlot B.", True, id="named-lake-level-easement-on-outlot"),
    pytest.param(page, "Pond 3 is higher than the river's 100-year flood elevation and the owner will convey a drainage easement over it.", True, id="owner-will-convey-easement-over-it"),
    pytest.param(page, "The rain garden lies above the Minnehaha Creek 100-year stage and inside a drainage and utility easement.", True, id="creek-100-year-stage"),
    # both parts (above the flood level, in an easement) in one section, in other words
    pytest.param(page, "The pond lies outside the 100-year floodplain and within a drainage and utility easement.", True, id="the-pond-lies-outside-the-100-year"),
    pytest.param(page, "Pond 1 bottom (890.0) is above the 100-yr HWL of Lake Nokomis (885.2).\nThe pond is covered by a drainage and utility easement dedicated on the plat.", True, id="pond-1-bottom-890-0-is-above"),
    pytest.param(page, "The infiltration basin is located above the FEMA base flood elevation (BFE 912.0) and within a 30-ft D&U easement.", True, id="the-infiltration-basin-is-located-above-the"),
    pytest.param(page, "POND 2 IS ABOVE THE 100-YEAR FLOOD ELEVATION AND LIES WITHIN A DRAINAGE & UTILITY EASEMENT PER PLAT.", True, id="pond-2-is-above-the-100-year"),
    pytest.param(page, "The stormwater facilities are not within the floodplain of Minnehaha Creek.\nThey sit entirely inside Outlot A, which is encumbered by a drainage and utility easement.", True, id="the-stormwater-facilities-are-not-within-the"),
    pytest.param(page, "The filtration basins are above the 100-year flood stage of the creek and within permanent drainage easements acquired for the project.", True, id="the-filtration-basins-are-above-the-100"),
    # the easement written the other way round (the easement covers the pond)
    pytest.param(page, "The pond is above the 100-year flood elevation of the creek. A drainage and utility easement covers the entire pond.", True, id="the-pond-is-above-the-100-year"),
    pytest.param(page, "Basin A sits outside the floodplain, and D&U easements are dedicated over all stormwater ponds on the plat.", True, id="basin-a-sits-outside-the-floodplain-and"),
    # ---- near misses: these must not count ----
    pytest.param(settled, ("The pond is above the 100-year flood elevation.", "Easements over the pond will be determined with the final plat."), False, id="miss-easement-to-be-determined-with-plat"),
    pytest.param(settled, ("The pond is above the 100-year flood elevation.", "If required, a drainage easement will be dedicated over the pond."), False, id="miss-easement-if-required"),
    pytest.param(settled, ("The pond is above the 100-year flood elevation.", "The pond will not be within a drainage easement."), False, id="miss-not-within-an-easement"),
    pytest.param(settled, ("The house is above the 100-year flood elevation.", "Drainage easements will be dedicated over the pond."), False, id="miss-house-above-level"),
    pytest.param(settled, ("The pond lies within the 100-year floodplain.", "Drainage easements will be dedicated over the pond."), False, id="miss-pond-within-floodplain"),
    pytest.param(settled, ("Rate control facilities shall be above the projected 100-year flood elevation and within drainage easements.",), False, id="miss-rule-quoted-back-one-sentence"),
    pytest.param(page, "Pond NW is above the 100-year flood elevation and within a drainage and utility easement to be determined.", False, id="miss-easement-to-be-determined"),
    pytest.param(page, "The pond will be above the 100-year flood elevation and within an easement to be dedicated on the plat, if feasible.", False, id="miss-if-feasible"),
    pytest.param(page, "Homes north of the site are above the site's projected 100-year flood elevation.", False, id="miss-homes-above-level"),
    pytest.param(page, "The pond is not above the site's projected 100-year flood elevation.", False, id="miss-pond-not-above-level"),
    pytest.param(page, "Rate control facilities shall be above the projected 100-year flood elevation and within easements.", False, id="miss-rule-quoted-back-within-easements"),
    pytest.param(page, "Rate control facilities shall be located above the projected 100-year flood elevation and within drainage, utility or flowage easements.", False, id="miss-rule-quoted-back-flowage"),
    pytest.param(page, "The pond is above the 100-year flood elevation; easements will be determined during final design.", False, id="miss-easements-at-final-design"),
    pytest.param(page, "The pond is within a drainage and utility easement.", False, id="miss-easement-without-level"),
    pytest.param(page, "The pond is below the 100-year flood elevation of the creek and within a drainage easement.", False, id="miss-pond-below-level"),
    pytest.param(page, "If required, a drainage easement will be obtained over the pond, which lies above the 100-year flood elevation.", False, id="miss-condition-if-required-easement"),
    pytest.param(page, "No drainage easement is proposed over the basin, which sits above the 100-year flood elevation.", False, id="miss-no-easement-proposed"),
    pytest.param(page, "The lowest floor of the building is above the 100-year flood elevation and the pond is within a drainage easement.", False, id="miss-lowest-floor-above-level"),
    pytest.param(page, "Easement dedication over the pond may be requested by the City; the pond is above the 100-year flood elevation.", False, id="miss-easement-may-be-requested"),
    pytest.param(page, "N.4.6 Rate Control Facilities Above Flood Elevation And Within Easements", False, id="miss-clause-heading"),
    pytest.param(page, "The pond is partially within the 100-year floodplain and within a drainage easement.", False, id="miss-partially-within-floodplain"),
    pytest.param(page, "All elevations are NGVD29 and above the 100-year flood elevation of the lake.\n\nA drainage easement is shown over the existing ditch.", False, id="miss-elevations-above-easement-over-ditch"),
    pytest.param(page, "Drainage and utility easements shall be dedicated over all stormwater facilities located above the 100-year flood elevation.", False, id="miss-rule-easements-shall-be-dedicated"),
    pytest.param(page, "RG-3 is within the 100-year floodplain and a drainage easement.", False, id="miss-within-floodplain-and-easement"),
    pytest.param(page, "The lowest floor is above the regional flood level. The pond lies within a drainage easement.", False, id="miss-lowest-floor-then-pond-easement"),
    pytest.param(page, "The pond is above the creek's 100-year flood level; an easement may be requested if needed.", False, id="miss-easement-may-be-requested-if-needed"),
    pytest.param(page, "The pond is above the creek's 100-year flood level and an easement will be negotiated with the City.", False, id="miss-easement-to-be-negotiated"),
    pytest.param(page, "The house is above the lake's 100-year level and inside a drainage and utility easement.", False, id="miss-house-in-easement"),
    pytest.param(page, "The pond is below the creek's 100-year flood level and within a drainage and utility easement.", False, id="miss-below-creek-level"),
    # one part alone, or the facility on the wrong side of the flood level, is not enough
    pytest.param(page, "The pond is within the 100-year floodplain and within a drainage and utility easement.", False, id="miss-the-pond-is-within-the-100-year"),
    pytest.param(page, "The pond is above the 100-year flood elevation of the creek.", False, id="miss-the-pond-is-above-the-100-year"),
    pytest.param(page, "Basin is outside the regulatory floodplain. A drainage easement over the basin may be needed if the City requires one.", False, id="miss-basin-is-outside-the-regulatory-floodplain-a"),
    # an easement still to be negotiated; BMPs to be determined at final design
    pytest.param(page, "The pond is above the 100-year flood elevation. Drainage easements over the pond will be negotiated with the neighbor.", False, id="miss-the-pond-is-above-the-100-year-2"),
    pytest.param(page, "Stormwater management will be provided by BMPs to be determined at final design.", False, id="miss-stormwater-management-will-be-provided-by-bmps"),
    # a building above the flood level is not the pond (nor a building above the pond's level)
    pytest.param(page, "The lowest floor of the house is above the 100-year flood elevation.\nThe pond lies within a drainage and utility easement.", False, id="miss-the-lowest-floor-of-the-house-is"),
    pytest.param(page, "The lowest floor of the house is above the 100-year flood elevation of the pond.\nThe pond lies within a drainage and utility easement.", False, id="miss-the-lowest-floor-of-the-house-is-2"),
    pytest.param(page, "The lowest opening of the structure is above the 100-year HWL.\nThe pond lies within a drainage and utility easement.", False, id="miss-the-lowest-opening-of-the-structure-is"),
]


@pytest.mark.parametrize("read,text,shown", CASES)
def test_facility_above_flood_elevation_and_in_easement(read, text, shown):
    assert (CID in read(text)) is shown
