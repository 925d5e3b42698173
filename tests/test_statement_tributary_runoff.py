"""N.4.4 stated: runoff tributary to the project from outside it (off-site area, upstream drainage area, a
neighbouring parcel, church lot, cemetery, school or farm field placed by compass or adjacency, a road's
right-of-way that drains across the site, homes across the street of a street project) is accommodated:
included in the model, routed through or around the facilities, counted in their sizing.

Near misses: on-site runoff (the site's own parking lot or roof, lots of the project itself, streets
being reconstructed by it, runoff leaving the site), off-site runoff denied, not included or only to be
evaluated, conditions, a heading alone, the rule quoted back.

Each row names the reader it goes through: `page`, the whole reader (read_facts over a page of the
text); `segment`, read_statements on one segment, as proposed; `settled`, read_statements on each
sentence then settle_n46 (the package-wide step that joins N.4.6's two parts).
"""

import pytest

from statement_helpers import page, segment, settled


CID = "N.4.4"


CASES = [
    # ---- stated: these demonstrate the criterion ----
    pytest.param(settled, "Runoff from 3.2 acres of off-site area east of the site is routed through the proposed pond.", True, id="offsite-area-routed-through-pond"),
    pytest.param(settled, "The upstream drainage area (4.1 ac) was included in the HydroCAD model.", True, id="upstream-drainage-area-in-model"),
    pytest.param(settled, "Off-site flows from the neighboring parcel are conveyed through the site in a 24-inch bypass pipe.", True, id="neighboring-parcel-bypass-pipe"),
    pytest.param(settled, "The analysis accounts for run-on from the adjacent county road.", True, id="run-on-from-county-road"),
    pytest.param(settled, "Tributary areas outside the property were modeled in both the existing and proposed conditions.", True, id="tributary-areas-outside-property-modeled"),
    pytest.param(page, "3.2 Off-site runoff from 3.6 acres of Lake Street enters the site at CB-40 and is routed through Pond 2 in the proposed model. 3.3 The site does not drain to a landlocked basin.", True, id="numbered-block-street-runoff-enters-site"),
    pytest.param(page, "The 4.2 acres of Eden Prairie Road right-of-way that drain across the campus today are routed through Pond 2 in the proposed model.", True, id="road-right-of-way-drains-across-campus"),
    pytest.param(page, "THE 58.4 ACRES UPSTREAM OF CULVERT C-3 ARE INCLUDED IN THE EXISTING AND PROPOSED MODELS; C-3 PASSES THE 100-YR FLOW WITHOUT RAISING THE HEADWATER.", True, id="capitals-acres-upstream-of-culvert"),
    pytest.param(page, "Runoff from the alley right-of-way that flows onto the site is collected and routed to UDT-1.", True, id="alley-right-of-way-flows-onto-site"),
    pytest.param(page, "The County Road 19 right-of-way drains across the property and is included in the proposed model.", True, id="county-road-right-of-way-drains-across"),
    pytest.param(page, "Runoff from 3.3 acres of Shorewood Oaks to the west enters the site and is counted in the Pond A drainage area in the models.", True, id="neighbourhood-to-the-west-counted"),
    pytest.param(page, "The 38 acres of residential area north of the street that drain into the new storm sewer are included in the model.", True, id="residential-area-across-the-street"),
    pytest.param(page, "Commercial lots east of the corridor drain to the trench and are accounted for in the sizing.", True, id="commercial-lots-east-of-corridor"),
    pytest.param(page, "Off-site runoff from the church parking lot is counted in the pond's drainage area.", True, id="church-parking-lot-counted"),
    pytest.param(page, "Neighbouring properties south of the road that drain to the new inlets are part of the model.", True, id="neighbours-south-of-road-in-model"),
    pytest.param(page, "Runoff from 0.5 acres of the adjacent cemetery drains to the site and is included in the analysis.", True, id="adjacent-cemetery-in-analysis"),
    pytest.param(page, "Runoff from the 6.4-acre residential neighborhood to the east is included in the analysis.", True, id="residential-neighborhood-to-the-east"),
    pytest.param(page, "The 12 acres of off-site area draining through the site were included in the HydroCAD model (subcatchment 10S).", True, id="offsite-area-through-site-hydrocad"),
    pytest.param(page, "Run-on from Xenium Lane is routed around the pond in a bypass pipe.", True, id="run-on-routed-around-pond"),
    pytest.param(page, "The 212-acre upstream drainage area is included in the model.", True, id="upstream-212-acres-in-model"),
    pytest.param(page, "Drainage from the neighboring property to the north (1.1 ac) enters the site and was modeled as subcatchment 3S.", True, id="neighboring-property-north-subcatchment"),
    pytest.param(page, "Water from the adjacent school property drains onto the site and is accounted for in the pond design.", True, id="adjacent-school-drains-onto-site"),
    pytest.param(page, "Stormwater from 3.2 acres of Highway 7 right-of-way enters the site at the west property line; this area is included in the existing and proposed models.", True, id="highway-right-of-way-enters-site"),
    pytest.param(page, "RUNOFF FROM THE ADJACENT PROPERTY TO THE EAST (0.8 AC) IS INCLUDED IN THE STORM SEWER DESIGN.", True, id="capitals-adjacent-property-to-the-east"),
    pytest.param(page, "The neighborhood east of the school (6.4 ac) drains to the site, and its runoff was included in the pond sizing.", True, id="neighborhood-east-of-school-pond-sizing"),
    pytest.param(page, "Stormwater runoff from the adjoining parcels to the west discharges onto the site and has been accommodated in the design of the conveyance system.", True, id="adjoining-parcels-accommodated"),
    pytest.param(page, "The analysis accounts for 31 acres draining from beyond the project limits.", True, id="acres-from-beyond-project-limits"),
    pytest.param(page, "Runoff from 2.3 acres of County Road 101 right-of-way tributary to the site is routed through Pond 1.", True, id="county-road-tributary-routed-through-pond"),
    pytest.param(page, "Drainage from 4.2 acres of neighboring properties to the south crosses the site in an existing swale that is included in the hydrologic model.", True, id="neighboring-properties-cross-in-swale"),
    pytest.param(page, "Run-off from the homes west of the site enters the site at the northwest corner and was accommodated in sizing the storm sewer.", True, id="homes-west-accommodated-in-storm-sewer"),
    pytest.param(page, "Flows from areas outside the project limits were included in the culvert analysis.", True, id="areas-outside-project-limits-culvert"),
    pytest.param(page, "Run-on from Xenium Lane passes through the site via the existing ditch, which is unchanged.", True, id="run-on-passes-through-existing-ditch"),
    pytest.param(page, "Stormwater from the west (Lot 5, 1.1 ac) sheet flows onto the site and is captured by the swale.", True, id="lot-to-the-west-sheet-flows-onto-site"),
    pytest.param(page, "The 3.4 acres draining to the site from the north were modeled as subcatchment OS-1.", True, id="acres-draining-from-the-north-modeled"),
    pytest.param(segment, "The 0.9-acre parking lot of the church to the north drains onto the site today and was included in both models and routed through UG-1.", True, id="church-lot-to-the-north-routed"),
    pytest.param(segment, "The 18-acre farm field to the north drains across the site and is included in the models; it is routed through Pond 1.", True, id="farm-field-drains-across-site"),
    pytest.param(segment, "The neighborhood to the west (about 7 acres of homes) drains onto our lot; I put it in both HydroCAD models and it passes through the North Pond.", True, id="neighborhood-drains-onto-our-lot"),
    pytest.param(segment, "The 62-acre residential area north of Smithtown Road that crosses under the trail in three culverts is modelled and the culverts are extended, not resized.", True, id="area-north-of-road-under-trail-culverts"),
    pytest.param(segment, "The adjacent cemetery sheet-flows onto the property and is accounted for in the proposed model.", True, id="cemetery-sheet-flows-onto-property"),
    pytest.param(segment, "Yards east of Oak Lane drain into the corridor and are routed through the new swale.", True, id="yards-east-drain-into-corridor"),
    # in other settings: a consultant's report, a homeowner's letter, a city engineer's memo, a road project, a plan note in capitals
    pytest.param(page, "Runoff from 2.3 acres of off-site area to the north drains through the site and is included in the HydroCAD model.", True, id="runoff-from-2-3-acres-of-off"),
    pytest.param(page, "The upstream drainage area (4.1 ac) was modeled as bypassing the pond.", True, id="the-upstream-drainage-area-4-1-ac"),
    pytest.param(page, "Run-on from the adjacent parking lot is conveyed by the new storm sewer.", True, id="run-on-from-the-adjacent-parking-lot"),
    pytest.param(page, "Tributary flows from Lakeview Drive are accounted for in the pond sizing.", True, id="tributary-flows-from-lakeview-drive-are-accounted"),
    pytest.param(page, "Offsite drainage entering the right-of-way was included in the hydrologic analysis.", True, id="offsite-drainage-entering-the-right-of-way"),
    pytest.param(page, "The 6.2-acre contributing watershed upstream of the culvert was modeled under both conditions.", True, id="the-6-2-acre-contributing-watershed-upstream"),
    # ---- near misses: these must not count ----
    pytest.param(settled, "Off-site runoff was not included in the model.", False, id="miss-offsite-not-included"),
    pytest.param(settled, "If off-site drainage is found, it will be accommodated in the final design.", False, id="miss-condition-if-found"),
    pytest.param(page, "Runoff from the parking lot drains across the site to the pond and is included in the model.", False, id="miss-site-parking-lot"),
    pytest.param(page, "No off-site runoff drains to the site.", False, id="miss-no-offsite-runoff"),
    pytest.param(page, "The street right-of-way drains away from the site and is not included in the model.", False, id="miss-right-of-way-drains-away"),
    pytest.param(page, "If the road right-of-way drains across the site, it will be routed to the pond.", False, id="miss-condition-if-right-of-way-drains"),
    pytest.param(page, "Roof runoff flows across the lawn and is captured by the rain garden.", False, id="miss-roof-runoff-across-lawn"),
    pytest.param(page, "Lots south of the street drain to the pond and are included in the model.", False, id="miss-lots-of-the-project"),
    pytest.param(page, "The residential area north of the street is not included in the model.", False, id="miss-area-across-street-not-included"),
    pytest.param(page, "Runoff from the site is counted in the Pond A drainage area.", False, id="miss-runoff-from-the-site"),
    pytest.param(page, "Runoff from the roof is counted in the rain garden sizing.", False, id="miss-runoff-from-the-roof"),
    pytest.param(page, "Off-site runoff will be evaluated during final design.", False, id="miss-offsite-evaluated-final-design"),
    pytest.param(page, "Runoff from the adjacent property is not included in the model.", False, id="miss-adjacent-property-not-included"),
    pytest.param(page, "Off-site drainage will be evaluated during final design.", False, id="miss-offsite-drainage-evaluated-later"),
    pytest.param(page, "Runoff tributary to the project shall be accommodated in the analyses and design.", False, id="miss-rule-quoted-back"),
    pytest.param(page, "If off-site flows are present, they will be routed around the pond.", False, id="miss-condition-if-present"),
    pytest.param(page, "Runoff from the site drains to the adjacent wetland and is included in the analysis.", False, id="miss-site-runoff-to-adjacent-wetland"),
    pytest.param(page, "Runoff from the parking lot is included in the analysis.", False, id="miss-parking-lot-in-analysis"),
    pytest.param(page, "Off-Site Drainage Areas", False, id="miss-heading-offsite-drainage-areas"),
    pytest.param(page, "The site does not receive run-on from adjacent properties.", False, id="miss-no-run-on-received"),
    pytest.param(page, "Runoff from the roof is routed to the adjacent rain garden.", False, id="miss-roof-to-adjacent-rain-garden"),
    pytest.param(page, "Runoff from the Oak Street right-of-way is treated in the new rain gardens and included in the model.", False, id="miss-street-projects-own-right-of-way"),
    pytest.param(page, "Runoff from the neighborhood streets being reconstructed is included in the HydroCAD model.", False, id="miss-streets-being-reconstructed"),
    pytest.param(page, "Runoff drains to the site low point and is routed through the pond.", False, id="miss-runoff-to-site-low-point"),
    pytest.param(page, "Runoff is discharged to the ditch beyond the site boundary, which was analyzed.", False, id="miss-runoff-leaving-the-site"),
    pytest.param(page, "Runoff from the lots to the south drains to Pond 2 and is included in the model.", False, id="miss-lots-to-the-south-of-project"),
    pytest.param(page, "Runoff from the parking lot is collected by catch basins.", False, id="miss-parking-lot-catch-basins"),
    pytest.param(page, "Runoff from the site is carried to the adjacent ditch.", False, id="miss-site-runoff-to-adjacent-ditch"),
    pytest.param(page, "Off-site runoff is not included in the analysis because none drains to the site.", False, id="miss-none-drains-to-site"),
    pytest.param(segment, "Runoff from the site's parking lot to the north drains across the site to the pond and is routed through Pond 1.", False, id="miss-site-parking-lot-to-the-north"),
    pytest.param(segment, "Runoff from the proposed parking lot to the north drains across the site and is routed through Pond 1.", False, id="miss-proposed-parking-lot-to-the-north"),
    pytest.param(segment, "The roof to the east of the pond drains onto the site's infiltration basin and is modeled.", False, id="miss-own-roof-to-the-east"),
    pytest.param(segment, "The field to the north does not drain onto the site, so it is not included in the model.", False, id="miss-field-does-not-drain-onto-site"),
    pytest.param(segment, "If the field to the north drains onto the site, it will be included in the model.", False, id="miss-condition-if-field-drains"),
    # ---- runoff of the land beside a corridor, named by its use and compass (and its near misses) ----
    pytest.param(segment, 'Runoff from the 14.6 acres of residential yards north of the trail that reaches the boulevard is included in subcatchment 2S in both conditions.', True, id='runoff-from-the-14-6-acres-of-residential'),
    pytest.param(segment, 'Drainage from the private homes east of the right-of-way is routed through the new storm sewer.', True, id='drainage-from-the-private-homes-east-of'),
    pytest.param(segment, 'Runoff from the commercial parcels south of the boulevard is accounted for in the HydroCAD model.', True, id='runoff-from-the-commercial-parcels-south'),
    pytest.param(segment, 'Flows from the neighboring backyards west of the path are conveyed by the swale.', True, id='flows-from-the-neighboring-backyards-west'),
    pytest.param(segment, 'Residential yards north of the trail are not included in the model.', False, id='residential-yards-north-of-the-trail-are'),
    pytest.param(segment, 'Runoff from the trail is included in subcatchment 2S.', False, id='runoff-from-the-trail-is-included-in'),
    pytest.param(segment, 'The trail north of the residential yards is included in subcatchment 2S.', False, id='the-trail-north-of-the-residential-yards'),
    pytest.param(segment, 'Residential yards north of the trail are screened by a fence.', False, id='residential-yards-north-of-the-trail-are-2'),
    # negated: demonstrates nothing (read here by the whole reader; the settled row above reads it sentence by sentence)
    pytest.param(page, "Off-site runoff was not included in the model.", False, id="miss-offsite-runoff-was-not-included-in-the-model"),
]


@pytest.mark.parametrize("read,text,shown", CASES)
def test_runoff_tributary_to_the_project_accommodated(read, text, shown):
    assert (CID in read(text)) is shown
