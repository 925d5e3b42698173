"""N.4.8 stated: outfall structures incorporate designs that minimise erosion and scouring: riprap aprons,
energy dissipaters, impact or stilling basins, splash pads, turf reinforcement mat on an overflow,
armoured culvert outlets, also as plan notes in capitals and also when a negated clause about something
else sits beside the demonstrating one ("no open-channel outfall is created, and ...").

Near misses: riprap at a basin inlet, riprap denied, promised "if required" or "if velocities exceed",
outfall protection left to final design or "to be determined", an unprotected or unmodified outfall,
erosion described as a problem, headings, the rule quoted back or asked for. (Riprap to be installed
"as shown in the final plans" is a design shown, and counts.)

Every row goes through `page`, the whole reader (read_facts over a page of the text).
"""

import pytest

from statement_helpers import page


CID = "N.4.8"


CASES = [
    # ---- stated: these demonstrate the criterion ----
    pytest.param(page, "The DP-1 connection enters the existing manhole with a drop structure; no open-channel outfall is created, and the DP-2 curb outlet has a concrete splash pad to prevent erosion and scour.", True, id="drop-structure-beside-no-outfall-splash-pad"),
    pytest.param(page, "No new outfall is built; the existing outlet receives a riprap apron to minimize erosion.", True, id="no-new-outfall-existing-outlet-riprap"),
    pytest.param(page, "There is no open ditch, and the outlet pipe ends at a flared end section with riprap.", True, id="no-open-ditch-fes-with-riprap"),
    pytest.param(page, "3.6 The plan conforms to the City plan. 3.7 Outfalls FES-1 and FES-2 discharge onto riprap aprons with energy dissipation to minimize erosion and scouring.", True, id="numbered-block-riprap-aprons"),
    pytest.param(page, "The pond does not overflow to the street; the emergency overflow is armored with turf reinforcement mat to prevent scour.", True, id="no-street-overflow-trm-overflow"),
    pytest.param(page, "All outfalls have riprap and energy dissipation to minimize erosion and scour.", True, id="all-outfalls-riprap-and-dissipation"),
    pytest.param(page, "Energy dissipation (riprap) is provided at all FES outlets.", True, id="dissipation-at-all-fes-outlets"),
    pytest.param(page, "Class III riprap with geotextile fabric is placed at the pond outfall.", True, id="class-iii-riprap-at-pond-outfall"),
    pytest.param(page, "The outlet pipe discharges onto a riprap energy dissipater designed to minimize erosion and scouring of the receiving channel.", True, id="riprap-energy-dissipater"),
    pytest.param(page, "Scour protection is provided at each flared end section.", True, id="scour-protection-each-fes"),
    pytest.param(page, "Each culvert outlet is armored with Class II riprap.", True, id="culvert-outlet-armored"),
    pytest.param(page, "The 24-inch storm sewer outfall to the creek ends in an impact basin to dissipate energy.", True, id="impact-basin-dissipates-energy"),
    pytest.param(page, "RIPRAP WITH GEOTEXTILE FABRIC SHALL BE PLACED AT ALL FLARED END SECTIONS PER CITY STANDARD PLATE STRM-12.", True, id="capitals-plan-note-riprap-shall-be-placed"),
    pytest.param(page, "Outfalls from the pond are protected by riprap aprons sized per MnDOT standards.", True, id="pond-outfalls-riprap-aprons"),
    pytest.param(page, "Turf reinforcement mat is installed on the emergency overflow to prevent erosion.", True, id="trm-on-emergency-overflow"),
    pytest.param(page, "The emergency spillway is lined with riprap.", True, id="spillway-lined-with-riprap"),
    pytest.param(page, "Erosion at the discharge point is minimized by a riprap splash pad.", True, id="riprap-splash-pad"),
    pytest.param(page, "Storm sewer discharges into the wetland through a flared end section with riprap.", True, id="discharge-through-fes-with-riprap"),
    pytest.param(page, "Riprap aprons with filter fabric are installed at each flared end section to dissipate energy.", True, id="riprap-aprons-each-fes"),
    pytest.param(page, "The pond outfall pipe discharges to a stilling basin before entering the ravine.", True, id="stilling-basin-before-ravine"),
    pytest.param(page, "All storm sewer outlets discharge onto Class III riprap to prevent scour.", True, id="all-outlets-onto-riprap"),
    pytest.param(page, "Riprap will be installed at the outfall as shown in the final plans.", True, id="riprap-as-shown-in-final-plans"),
    # in other settings: a consultant's report, a homeowner's letter, a city engineer's memo, a road project, a plan note in capitals
    pytest.param(page, "Riprap aprons are provided at all flared-end outlets to dissipate energy.", True, id="riprap-aprons-are-provided-at-all-flared"),
    pytest.param(page, "Each outfall discharges onto a Class II riprap energy dissipator.", True, id="each-outfall-discharges-onto-a-class-ii"),
    pytest.param(page, "The pond outlet pipe ends in a plunge pool lined with riprap to prevent scour.", True, id="the-pond-outlet-pipe-ends-in-a"),
    pytest.param(page, "Scour protection (TRM and riprap) is placed at the culvert outlet.", True, id="scour-protection-trm-and-riprap-is-placed"),
    pytest.param(page, "Outlets to the ditch are armored with Class III random riprap and geotextile fabric.", True, id="outlets-to-the-ditch-are-armored-with"),
    pytest.param(page, "INSTALL RIPRAP AT ALL FES OUTLETS TO PREVENT EROSION AND SCOUR.", True, id="install-riprap-at-all-fes-outlets-to"),
    pytest.param(page, "Energy dissipation at the outfall is provided by an impact-type stilling basin.", True, id="energy-dissipation-at-the-outfall-is-provided"),
    # plan notes in capitals, outlet hoods and baffles, design specifications
    pytest.param(page, "RIPRAP ENERGY DISSIPATOR WILL BE INSTALLED AT THE POND OUTFALL TO PREVENT SCOURING.", True, id="riprap-energy-dissipator-will-be-installed-at"),
    pytest.param(page, "The 18-inch outlet discharges to a plunge pool to dissipate energy before flow reaches the creek.", True, id="the-18-inch-outlet-discharges-to-a"),
    # the manual, the practices and the outlet protection named in other words
    pytest.param(page, "A rock apron with geotextile is placed at the culvert outlet to prevent scour.", True, id="a-rock-apron-with-geotextile-is-placed"),
    # ---- near misses: these must not count ----
    pytest.param(page, "Riprap is placed at the basin inlet FES-1 to protect the inflow.", False, id="miss-riprap-at-basin-inlet"),
    pytest.param(page, "No riprap is proposed at the outfall; the outlet discharges to the existing manhole.", False, id="miss-no-riprap-at-outfall-manhole"),
    pytest.param(page, "If velocities exceed 6 fps, riprap will be placed at the outlet; the pond is a wet pond.", False, id="miss-condition-if-velocities-exceed"),
    pytest.param(page, "The outfall is not protected, and the outlet pipe discharges to the swale.", False, id="miss-outfall-not-protected"),
    pytest.param(page, "Outfall structures shall incorporate designs to minimize erosion and scouring.", False, id="miss-rule-quoted-back"),
    pytest.param(page, "No riprap is proposed at the outfall.", False, id="miss-no-riprap-proposed"),
    pytest.param(page, "Riprap will be added at the outlet if required.", False, id="miss-if-required"),
    pytest.param(page, "Outfall protection will be addressed in final design.", False, id="miss-final-design"),
    pytest.param(page, "(8) Outfall structures shall incorporate designs to minimize erosion and scouring.", False, id="miss-numbered-rule-quoted-back"),
    pytest.param(page, "Outfall Protection", False, id="miss-heading-outfall-protection"),
    pytest.param(page, "Riprap may be needed at the outlet to prevent scour.", False, id="miss-riprap-may-be-needed"),
    pytest.param(page, "The outfall is an existing structure and is not being modified; no energy dissipation is provided.", False, id="miss-existing-outfall-no-dissipation"),
    pytest.param(page, "Provide documentation that outfall structures minimize erosion and scouring.", False, id="miss-provide-documentation"),
    pytest.param(page, "The receiving channel downstream of the existing outfall shows erosion and scour.", False, id="miss-erosion-described-as-a-problem"),
    pytest.param(page, "Erosion was observed at the existing outfall during the site visit and will be repaired if needed.", False, id="miss-erosion-observed-repair-if-needed"),
    pytest.param(page, "Riprap could be added at the outlet should scour occur.", False, id="miss-could-be-added-should-scour-occur"),
    pytest.param(page, "Outlet protection: to be determined.", False, id="miss-to-be-determined"),
    pytest.param(page, "An energy dissipator is not required at the outfall because velocities are low.", False, id="miss-dissipator-not-required"),
    # negated, deferred, or the rule quoted back: demonstrates nothing
    pytest.param(page, "Riprap is not proposed at the outlet.", False, id="miss-riprap-is-not-proposed-at-the-outlet"),
    pytest.param(page, "If erosion occurs at the outfall, riprap may be added.", False, id="miss-if-erosion-occurs-at-the-outfall-riprap"),
    pytest.param(page, "Outlet riprap apron (Class II)", False, id="miss-outlet-riprap-apron-class-ii"),
]


@pytest.mark.parametrize("read,text,shown", CASES)
def test_outfalls_designed_against_erosion(read, text, shown):
    assert (CID in read(text)) is shown
