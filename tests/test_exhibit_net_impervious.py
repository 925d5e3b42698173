"""Section 6 item E, N.6.E: the net change in impervious surface, stated in acres.

Recognised from a report sentence giving the net increase or decrease in acres, including a figure
written with its sign (+, -, the minus sign or a dash). A figure still to be determined, given in square
feet, hedged or questioned, "no net increase", an acreage of the site or of runoff volume, and a
change of something other than impervious surface stay missing.
"""

import pytest

from extract.exhibits.acreage import states_net_impervious

from exhibit_helpers import cases, found


REPORT_SENTENCES = [
    ("The new trail surface is 1.15 acres, which is also the net increase in impervious surface of the project.", True, "the-new-trail-surface-is-1-15-acres-which"),
    ("After construction it will have 0.70 acres of hard surface, a net decrease of 0.04 acres of impervious surface.", True, "after-construction-it-will-have-0-70-acres"),
    ("Net increase in impervious surface: 1.22 acres.", True, "net-increase-in-impervious-surface-1-22"),
    ("The net increase in impervious area is 0.18 ac.", True, "the-net-increase-in-impervious-area-is-0"),
    ("The project adds 2.26 acres of net new impervious surface; the net new impervious is 2.26 ac.", True, "the-project-adds-2-26-acres-of-net-new"),
    ("The net increase in impervious surface is to be determined.", False, "the-net-increase-in-impervious-surface-is"),
    ("The net increase in impervious surface is 3,049 sq. ft.", False, "the-net-increase-in-impervious-surface-is-2"),
    ("There is no net increase in impervious surface.", False, "there-is-no-net-increase-in-impervious"),
    ("The drainage area is 1.2 acres with a net increase of 0.3 acres of runoff volume.", False, "the-drainage-area-is-1-2-acres-with-a-net"),
    ("The net increase in impervious surface may be about 0.5 acres.", False, "the-net-increase-in-impervious-surface-may"),
    ("The net increase in impervious surface over the 2.0 acres site is small.", False, "the-net-increase-in-impervious-surface"),
]


@pytest.mark.parametrize("sentence,present", cases(REPORT_SENTENCES))
def test_net_impervious_in_acres_in_a_report(sentence, present):
    assert ("N.6.E" in found(f"Impervious surfaces\n{sentence}")) is present


# ---- a net change written with its sign (the acreage reader itself) ----
SIGNED_FIGURES = [
    ("Net change in impervious surface: -0.12 acres (a decrease).", True, "net-change-in-impervious-surface-0-12"),
    ("Net change in impervious area = \u22120.05 ac", True, "net-change-in-impervious-area-0-05-ac"),
    ("Net change of impervious cover: \u2013 0.3 acres.", True, "net-change-of-impervious-cover-0-3-acres"),
    ("Net increase in impervious surface: +0.40 acres.", True, "net-increase-in-impervious-surface-0-40"),
    ("Net change in impervious surface: -- (to be determined).", False, "net-change-in-impervious-surface-to-be"),
    ("Net change in impervious surface: -5,200 sf.", False, "net-change-in-impervious-surface-5-200-sf"),
    ("Net change in runoff volume: -0.12 acre-ft.", False, "net-change-in-runoff-volume-0-12-acre-ft"),
    ("Net change in impervious surface: -0.12 acres?", False, "net-change-in-impervious-surface-0-12-2"),
    ("Net change in impervious surface: -0.12 acres may be achieved.", False, "net-change-in-impervious-surface-0-12-3"),
]


@pytest.mark.parametrize("text,present", cases(SIGNED_FIGURES))
def test_signed_net_change_in_acres(text, present):
    assert bool(states_net_impervious(text)) is present
