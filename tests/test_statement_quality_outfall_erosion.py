"""N.5.4 stated: the outfall of a water quality facility (wet / NURP pond, filtration or infiltration
basin, bioretention, sand filter) is designed to minimise erosion and scouring: riprap, energy
dissipation, turf reinforcement mat, cabled concrete mat.

Outfalls named generally demonstrate N.4.8 but not N.5.4, which needs the quality facility's outfall:
those, culvert and storm sewer outfalls, a skimmer baffle, erosion observed, denials, promises,
conditions, headings and the rule quoted back must stay silent.

Each row names the reader it goes through: `page`, the whole reader (read_facts over a page of the
text); `settled`, read_statements on each sentence then settle_n46 (the package-wide step that joins
N.4.6's two parts).
"""

import pytest

from statement_helpers import page, settled


CID = "N.5.4"


CASES = [
    # ---- stated: these demonstrate the criterion ----
    pytest.param(settled, "Riprap is placed at the outlet of the water quality pond to prevent scour.", True, id="water-quality-pond-outlet-riprap"),
    pytest.param(settled, "The filtration basin outfall is protected with a Class III riprap apron.", True, id="filtration-basin-riprap-apron"),
    pytest.param(settled, "Energy dissipation is provided at the outfall from the NURP pond.", True, id="nurp-pond-energy-dissipation"),
    pytest.param(settled, "The biofiltration basin overflow discharges onto a turf reinforcement mat to prevent erosion.", True, id="biofiltration-overflow-trm"),
    pytest.param(page, "The water quality pond outfall is designed to minimize erosion and scouring.", True, id="water-quality-pond-outfall-designed"),
    pytest.param(page, "Riprap is placed at the outlet of the filtration basin to prevent scour.", True, id="filtration-basin-outlet-riprap"),
    pytest.param(page, "The wet pond's outlet pipe ends at a flared end section with Class III riprap and geotextile fabric.", True, id="wet-pond-fes-with-riprap"),
    pytest.param(page, "Each bioretention overflow discharges onto a riprap splash pad.", True, id="bioretention-overflow-splash-pad"),
    pytest.param(page, "Pond outfalls have riprap and energy dissipation to minimize erosion and scour.", True, id="pond-outfalls-riprap-and-dissipation"),
    pytest.param(page, "The NURP pond outlet is protected with riprap.", True, id="nurp-pond-outlet-riprap"),
    pytest.param(page, "Scour protection is provided at the outlet of the infiltration basin overflow.", True, id="infiltration-basin-overflow-scour-protection"),
    pytest.param(page, "The iron-enhanced sand filter drains to a riprap-lined outfall.", True, id="sand-filter-riprap-lined-outfall"),
    pytest.param(page, "Riprap is provided at the wet pond outlet to prevent erosion.", True, id="wet-pond-outlet-riprap"),
    pytest.param(page, "The outfall from the biofiltration basin is armored with cabled concrete mat.", True, id="biofiltration-cabled-concrete-mat"),
    pytest.param(page, "The pond's outlet discharges via a 15-inch RCP to a riprap-lined channel.", True, id="pond-outlet-riprap-lined-channel"),
    pytest.param(page, "The filtration basin overflow is lined with turf reinforcement mat to prevent erosion.", True, id="filtration-overflow-trm"),
    pytest.param(page, "Riprap energy dissipators are provided at the pond inlet and outlet pipes.", True, id="pond-inlet-and-outlet-dissipators"),
    # ---- near misses: these must not count ----
    pytest.param(settled, "Riprap is not proposed at the pond outlet.", False, id="miss-riprap-not-proposed"),
    pytest.param(settled, "Outfall structures shall incorporate designs to minimize erosion and scouring.", False, id="miss-rule-quoted-back-general"),
    # outfalls named generally demonstrate N.4.8 but do not say the quality facility's outfall is meant
    pytest.param(page, "All outfalls have riprap and energy dissipation to minimize erosion and scour.", False, id="miss-all-outfalls-general"),
    pytest.param(page, "The outlet pipe discharges onto a riprap energy dissipater designed to minimize erosion and scouring of the receiving channel.", False, id="miss-outlet-pipe-general"),
    pytest.param(page, "Outfall structures include riprap aprons to minimize erosion and scouring.", False, id="miss-outfall-structures-general"),
    pytest.param(page, "Energy dissipation (riprap) is provided at all FES outlets.", False, id="miss-all-fes-outlets-general"),
    pytest.param(page, "Each outlet has a riprap apron sized per MnDOT Standard Plate 3133.", False, id="miss-each-outlet-general"),
    pytest.param(page, "Culvert outlets have riprap and energy dissipation to prevent erosion and scour.", False, id="miss-culvert-outlets"),
    pytest.param(page, "Quality control facility outfall structures shall incorporate designs to minimize erosion and scouring.", False, id="miss-rule-quoted-back"),
    pytest.param(page, "No energy dissipation is proposed at the pond outlet.", False, id="miss-no-dissipation-at-pond-outlet"),
    pytest.param(page, "The storm sewer outfall to the creek has a riprap apron.", False, id="miss-storm-sewer-outfall"),
    pytest.param(page, "Riprap at the pond outlet will be addressed in final design.", False, id="miss-final-design"),
    pytest.param(page, "If needed, riprap will be placed at the filtration basin outlet.", False, id="miss-condition-if-needed"),
    pytest.param(page, "Pond Outlet Erosion Protection", False, id="miss-heading"),
    pytest.param(page, "The pond outlet structure has a skimmer baffle.", False, id="miss-skimmer-baffle"),
    pytest.param(page, "Existing erosion at the pond outfall was observed during the site visit.", False, id="miss-erosion-observed"),
    pytest.param(page, "The culvert outfalls have riprap to minimize scour.", False, id="miss-culvert-outfalls"),
    pytest.param(page, "Storm sewer outfalls to the wetland have riprap aprons.", False, id="miss-storm-sewer-outfalls-to-wetland"),
]


@pytest.mark.parametrize("read,text,shown", CASES)
def test_quality_facility_outfalls_designed_against_erosion(read, text, shown):
    assert (CID in read(text)) is shown
