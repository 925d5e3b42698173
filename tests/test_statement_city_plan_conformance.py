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
]


@pytest.mark.parametrize("read,text,shown", CASES)
def test_conforms_to_the_city_water_plan(read, text, shown):
    assert (CID in read(text)) is shown
