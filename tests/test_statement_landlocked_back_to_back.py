"""N.4.5 stated: a landlocked receiving area was analysed for back-to-back (two consecutive) 100-year
events for holding capacity and freeboard. N.4.5 is weighed only where the landlocked fact is
established, so the analysis may be stated alone, without the word "landlocked".

Near misses: the rule quoted back ("will be used to analyze"), the site said not landlocked, the analysis
promised for final design or denied, the landlocked fact alone, a condition.

Every row goes through `page`, the whole reader (read_facts over a page of the text).
"""

import pytest

from statement_helpers import page


CID = "N.4.5"


CASES = [
    # ---- stated: these demonstrate the criterion ----
    pytest.param(page, "Because the receiving basin is landlocked, the runoff volume will not increase; the applicant owns the basin, and back-to-back 100-year events were analyzed for holding capacity and freeboard.", True, id="landlocked-basin-owned-and-analysed"),
    pytest.param(page, "The receiving area is landlocked and has no outlet; back-to-back 100-year events were modeled to confirm holding capacity.", True, id="landlocked-no-outlet-modeled"),
    pytest.param(page, "Back-to-back 100-year, 24-hour events were modeled for the closed depression; the HWL after the second event is 921.4.", True, id="closed-depression-back-to-back-hwl"),
    pytest.param(page, "The land-locked basin was analyzed for two consecutive 100-year events.", True, id="land-locked-two-consecutive-events"),
    pytest.param(page, "The holding capacity of the basin was checked for a 100-year event followed by a second 100-year event.", True, id="event-followed-by-a-second-event"),
    pytest.param(page, "Since the basin has no outlet, the runoff from back to back 100-year storms was routed into it to set the freeboard.", True, id="no-outlet-back-to-back-freeboard"),
    # ---- near misses: these must not count ----
    pytest.param(page, "The receiving basin is landlocked; back-to-back 100-year events were not analyzed.", False, id="miss-landlocked-not-analyzed"),
    pytest.param(page, "If the receiving area is landlocked, back-to-back 100-year runoff events will be used to analyze holding capacity.", False, id="miss-condition-if-landlocked"),
    pytest.param(page, "Back-to-back 100-year runoff events will be used to analyze holding capacity and freeboard for landlocked areas.", False, id="miss-rule-quoted-back"),
    pytest.param(page, "The site is not landlocked; a back-to-back analysis is not required.", False, id="miss-not-landlocked-not-required"),
    pytest.param(page, "Back-to-back 100-year events will be analyzed during final design.", False, id="miss-promise-final-design"),
    pytest.param(page, "The basin is landlocked.", False, id="miss-landlocked-fact-alone"),
    pytest.param(page, "If the receiving area were landlocked, two consecutive 100-year events would be modeled.", False, id="miss-condition-were-landlocked"),
]


@pytest.mark.parametrize("read,text,shown", CASES)
def test_landlocked_back_to_back_analysis(read, text, shown):
    assert (CID in read(text)) is shown
