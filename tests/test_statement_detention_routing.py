"""N.4.2 stated: detention and its outlets designed by reservoir routing of the critical-duration events
(stage-storage-discharge routing), also when the statement sits in one of several numbered paragraphs
run together into one block ("3.1 ... 3.2 ...") beside a negated paragraph about something else.

Near misses: routing promised for final design, a numbered block that only mentions the depression,
the rule quoted back, a condition, and routing denied.

Every row goes through `page`, the whole reader (read_facts over a page of the text).
"""

import pytest

from statement_helpers import page


CID = "N.4.2"


CASES = [
    # ---- stated: these demonstrate the criterion ----
    pytest.param(page, "3.1 The ponds occupy the existing depression; outlets were designed by reservoir routing of the critical-duration events. 3.2 The site does not drain to a landlocked basin.", True, id="numbered-block-routing-beside-not-landlocked"),
    pytest.param(page, "2.4 The basin was sized by reservoir routing in HydroCAD. 2.5 No infiltration is proposed.", True, id="numbered-block-reservoir-routing-in-hydrocad"),
    pytest.param(page, "4.1 Detention is provided in the existing low area and its outlet was designed by reservoir routing. 4.2 There is no landlocked basin.", True, id="numbered-block-low-area-and-routing"),
    pytest.param(page, "1.2 Outlets were designed by routing the critical-duration events through the pond. 1.3 The pond will not be drained.", True, id="numbered-block-critical-duration-routing"),
    pytest.param(page, "5.1 Stage-storage-discharge routing set the outlet sizes. 5.2 No pumping is proposed.", True, id="numbered-block-stage-storage-discharge"),
    # in other settings: a consultant's report, a homeowner's letter, a city engineer's memo, a road project, a plan note in capitals
    pytest.param(page, "Pond 1 was modeled in HydroCAD using storage-indication routing.", True, id="pond-1-was-modeled-in-hydrocad-using"),
    pytest.param(page, "Peak rates were computed with HydroCAD, routing each event through the pond's stage-storage-discharge relationship.", True, id="peak-rates-were-computed-with-hydrocad-routing"),
    pytest.param(page, "The underground system was routed in HydroCAD for the 24-hour Atlas 14 MSE3 storms.", True, id="the-underground-system-was-routed-in-hydrocad"),
    pytest.param(page, "Detention basin outflow was computed by the reservoir-routing method in HydroCAD 10.", True, id="detention-basin-outflow-was-computed-by-the"),
    pytest.param(page, "POND ROUTED FOR 1, 10 AND 100-YR 24-HR MSE3 EVENTS (SEE HYDROCAD REPORT).", True, id="pond-routed-for-1-10-and-100"),
    pytest.param(page, "The existing depression is used for detention, and the outlet was sized by routing the 1-, 10- and 100-year events through it.", True, id="the-existing-depression-is-used-for-detention"),
    pytest.param(page, "A critical duration analysis showed that the 24-hour event governs the basin design.", True, id="a-critical-duration-analysis-showed-that-the"),
    # plan notes in capitals, outlet hoods and baffles, design specifications
    pytest.param(page, "The pond was designed using HydroCAD reservoir routing of the Atlas 14 24-hour MSE3 events.", True, id="the-pond-was-designed-using-hydrocad-reservoir"),
    # routing said with the verb 'route'; a hood or baffle weir on the outlet
    pytest.param(page, "HydroCAD was used to route the 100-year event through Pond 2.", True, id="hydrocad-was-used-to-route-the-100"),
    pytest.param(page, "We route all three design storms through the underground chambers.", True, id="we-route-all-three-design-storms-through"),
    # routing named by the model and the design storms the outlet was sized for
    pytest.param(page, "The wet pond was modeled in HydroCAD for the 1-, 10- and 100-year events to size its outlet.", True, id="the-wet-pond-was-modeled-in-hydrocad"),
    pytest.param(page, "Basin outflows were analyzed with XP-SWMM under existing and proposed conditions.", True, id="basin-outflows-were-analyzed-with-xp-swmm"),
    pytest.param(page, "The detention pond and its outlet were designed for the Atlas 14, 24-hour MSE3 rainfall events.", True, id="the-detention-pond-and-its-outlet-were"),
    pytest.param(page, "POND OUTLET SIZED FOR ATLAS 14 24-HR MSE 3 STORMS, 1, 10 AND 100-YEAR.", True, id="pond-outlet-sized-for-atlas-14-24"),
    # ---- near misses: these must not count ----
    pytest.param(page, "3.1 Routing of the critical-duration events will be done during final design. 3.2 The site is not landlocked.", False, id="miss-routing-at-final-design"),
    pytest.param(page, "3.1 The ponds occupy the existing depression. 3.2 The site does not drain to a landlocked basin.", False, id="miss-depression-without-routing"),
    pytest.param(page, "Reservoir routing shall be used to design detention and outlets.", False, id="miss-rule-shall-be-used"),
    pytest.param(page, "If required, reservoir routing will be performed.", False, id="miss-condition-if-required"),
    pytest.param(page, "No reservoir routing was performed; the outlet was sized by rational method.", False, id="miss-no-routing-rational-method"),
    # negated, deferred, or the rule quoted back: demonstrates nothing
    pytest.param(page, "Routing was not performed, since no ponds are proposed.", False, id="miss-routing-was-not-performed-since-no-ponds"),
    pytest.param(page, "The storm sewer was sized using the rational method.", False, id="miss-the-storm-sewer-was-sized-using-the"),
    # a model named without a routed facility (pipes sized, a table of depths, a model not used)
    pytest.param(page, "HydroCAD was not used; the rational method sized the pipes.", False, id="miss-hydrocad-was-not-used-the-rational-method"),
    pytest.param(page, "The storm sewer pipes were sized in HydroCAD for the 10-year event.", False, id="miss-the-storm-sewer-pipes-were-sized-in"),
    pytest.param(page, "Atlas 14 precipitation depths are listed in Table 1.", False, id="miss-atlas-14-precipitation-depths-are-listed-in"),
]


@pytest.mark.parametrize("read,text,shown", CASES)
def test_detention_designed_by_reservoir_routing(read, text, shown):
    assert (CID in read(text)) is shown
