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
    # ---- near misses: these must not count ----
    pytest.param(page, "3.1 Routing of the critical-duration events will be done during final design. 3.2 The site is not landlocked.", False, id="miss-routing-at-final-design"),
    pytest.param(page, "3.1 The ponds occupy the existing depression. 3.2 The site does not drain to a landlocked basin.", False, id="miss-depression-without-routing"),
    pytest.param(page, "Reservoir routing shall be used to design detention and outlets.", False, id="miss-rule-shall-be-used"),
    pytest.param(page, "If required, reservoir routing will be performed.", False, id="miss-condition-if-required"),
    pytest.param(page, "No reservoir routing was performed; the outlet was sized by rational method.", False, id="miss-no-routing-rational-method"),
]


@pytest.mark.parametrize("read,text,shown", CASES)
def test_detention_designed_by_reservoir_routing(read, text, shown):
    assert (CID in read(text)) is shown
