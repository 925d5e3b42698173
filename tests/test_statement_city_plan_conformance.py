"""N.4.7 stated: the water quantity design follows, adheres to, is in keeping with, is consistent with or
meets the municipality's approved surface water / water resources management plan (named or "the
City's"), including outlets that meet the plan's "requirement of no increase".

Near misses: negations, the watershed district's rules or the MPCA manual rather than the city plan, the
plan's requirement merely quoted, the city's own review, conformance to be confirmed later, conditions.

Each row names the reader it goes through: `page`, the whole reader (read_facts over a page of the
text); `segment`, read_statements on one segment, as proposed.
"""

import pytest

from statement_helpers import page, segment


CID = "N.4.7"


CASES = [
    # ---- stated: these demonstrate the criterion ----
    pytest.param(page, "The design follows the City of Minnetonka Water Resources Management Plan (2018) and its rate control standards.", True, id="follows-named-city-plan"),
    pytest.param(page, "The stormwater design adheres to the City of Wayzata Surface Water Management Plan.", True, id="adheres-to-named-city-plan"),
    pytest.param(page, "The project follows the City's local surface water management plan for rate control.", True, id="follows-the-citys-local-plan"),
    pytest.param(page, "Rate control is in keeping with the City of Plymouth Surface Water Management Plan.", True, id="in-keeping-with-named-city-plan"),
    pytest.param(page, "The plan follows the Edina Comprehensive Water Resource Management Plan requirements.", True, id="follows-plan-requirements"),
    pytest.param(segment, "The City of Medina Local Surface Water Management Plan (2018) rate and volume standards were also applied; the pond outlets meet the City plan's requirement of no increase in peak discharge to the Long Lake Creek tributary ditches.", True, id="outlets-meet-plan-requirement-of-no-increase"),
    pytest.param(segment, "The pond outlets meet the Medina Local Surface Water Management Plan standard for no increase in peak discharge.", True, id="outlets-meet-plan-standard"),
    pytest.param(segment, "The outlets meet the City of Victoria Local Surface Water Management Plan's rate criteria.", True, id="outlets-meet-plan-rate-criteria"),
    pytest.param(segment, "The City of Wayzata Local Surface Water Management Plan criteria are met.", True, id="plan-criteria-are-met"),
    pytest.param(segment, "The design is consistent with the City's Local Surface Water Management Plan policy of no net increase in runoff volume.", True, id="consistent-with-plan-policy"),
    # in other settings: a consultant's report, a homeowner's letter, a city engineer's memo, a road project, a plan note in capitals
    pytest.param(page, "The design conforms to the City of Wayzata Local Surface Water Management Plan.", True, id="the-design-conforms-to-the-city-of"),
    pytest.param(page, "Stormwater management for the site is consistent with the City's LSWMP.", True, id="stormwater-management-for-the-site-is-consistent"),
    pytest.param(page, "This project complies with Minnetonka's Surface Water Management Plan.", True, id="this-project-complies-with-minnetonka-s-surface"),
    pytest.param(page, "The proposal meets the requirements of the city's comprehensive stormwater plan.", True, id="the-proposal-meets-the-requirements-of-the"),
    pytest.param(page, "STORMWATER DESIGN CONFORMS TO THE CITY OF ST. LOUIS PARK SURFACE WATER MANAGEMENT PLAN.", True, id="stormwater-design-conforms-to-the-city-of"),
    pytest.param(page, "Drainage design is consistent with the local water management plans of the Cities of Hopkins and Minnetonka.", True, id="drainage-design-is-consistent-with-the-local"),
    pytest.param(page, "The plan is in accordance with the Edina Comprehensive Water Resources Management Plan.", True, id="the-plan-is-in-accordance-with-the"),
    # a response-to-criteria line that names the rule's section before stating it
    pytest.param(page, "Rule N 4.7: the design meets the City of Orono Local Surface Water Management Plan.", True, id="rule-n-4-7-the-design-meets"),
    # ---- near misses: these must not count ----
    pytest.param(page, "The design does not follow the City of Minnetonka Water Resources Management Plan.", False, id="miss-does-not-follow"),
    pytest.param(page, "The project follows the MCWD rules.", False, id="miss-watershed-district-rules"),
    pytest.param(page, "The design follows the MPCA manual for BMP sizing.", False, id="miss-mpca-manual"),
    pytest.param(page, "If the City requires, the design may follow the City's surface water management plan.", False, id="miss-condition-if-city-requires"),
    pytest.param(page, "Conformance with the City's surface water management plan is not demonstrated.", False, id="miss-not-demonstrated"),
    pytest.param(segment, "The design does not meet the City plan's requirement of no increase in peak discharge.", False, id="miss-does-not-meet-requirement"),
    pytest.param(segment, "The City's Local Surface Water Management Plan requires no increase in peak discharge.", False, id="miss-plan-requirement-quoted"),
    pytest.param(segment, "The City of Medina has reviewed the plans and finds them consistent with its Local Surface Water Management Plan.", False, id="miss-citys-own-review"),
    pytest.param(segment, "Conformance with the City's Local Surface Water Management Plan will be confirmed at final design.", False, id="miss-confirmed-at-final-design"),
    # negated, deferred, or the rule quoted back: demonstrates nothing
    pytest.param(page, "The design conforms to the MCWD Watershed Management Plan.", False, id="miss-the-design-conforms-to-the-mcwd-watershed"),
    pytest.param(page, "Conformance with the City's local water management plan has not been evaluated.", False, id="miss-conformance-with-the-city-s-local-water"),
    pytest.param(page, "Rule N requires conformance with approved municipal stormwater management plans.", False, id="miss-rule-n-requires-conformance-with-approved-municipal"),
    # another agency's plan (county, watershed district) is not the city's
    pytest.param(page, "The project complies with the Hennepin County Water Management Plan and local zoning.", False, id="miss-the-project-complies-with-the-hennepin-county"),
    pytest.param(page, "The design is consistent with the MCWD Watershed Management Plan and local ordinances.", False, id="miss-the-design-is-consistent-with-the-mcwd"),
]


@pytest.mark.parametrize("read,text,shown", CASES)
def test_conforms_to_the_city_water_plan(read, text, shown):
    assert (CID in read(text)) is shown
