"""Design discharges written Q1, Q10, Q100: the event is the subscript (a rate table with events as columns)."""

from __future__ import annotations

import pytest

from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts

WANT = {"1": {"existing": 8.6, "proposed": 8.1}, "10": {"existing": 17.9, "proposed": 16.8},
        "100": {"existing": 33.0, "proposed": 31.4}}


@pytest.mark.parametrize("text", [
    "\tQ1 (cfs)\tQ2 (cfs)\tQ10 (cfs)\tQ50 (cfs)\tQ100 (cfs)\nEX\t8.6\t10.4\t17.9\t27.5\t33.0\nPR\t8.1\t9.9\t16.8\t26.1\t31.4",
    "\tQ1 (cfs)\tQ2 (cfs)\tQ10 (cfs)\tQ50 (cfs)\tQ100 (cfs)\nExisting\t8.6\t10.4\t17.9\t27.5\t33.0\nProposed\t8.1\t9.9\t16.8\t26.1\t31.4",
    "Condition\tQ1\tQ10\tQ100\nExisting (cfs)\t8.6\t17.9\t33.0\nProposed (cfs)\t8.1\t16.8\t31.4",
    "Peak discharge (cfs)\tQ-1\tQ-10\tQ-100\nPre-development\t8.6\t17.9\t33.0\nPost-development\t8.1\t16.8\t31.4",
])
def test_q_notation_columns(text):
    fact = read_facts([page_from_text(text)]).facts.get("peak_rates_cfs")
    assert fact is not None and fact.value == WANT


@pytest.mark.parametrize("text", [
    "Quarter\tQ1\tQ2\nRevenue\t8.6\t17.9",  # no rate, no sides
    "\tQ1\tQ10\tQ100\nRainfall depth (in)\t2.5\t4.2\t7.4",  # depths, not discharges
])
def test_q_columns_that_are_no_rates(text):
    assert read_facts([page_from_text(text)]).facts.get("peak_rates_cfs") is None


@pytest.mark.parametrize("text", [
    "Node\tArea\tCN\tTc\tQ100\n1S Existing site\t1.84 ac\t79\t10.0 min\t7.41 cfs\n2S Proposed to basin\t1.52 ac\t92\t6.0 min\t9.80 cfs\n"
    "3S Proposed bypass\t0.32 ac\t74\t6.0 min\t1.12 cfs",
    "Node\tDescription\tArea\tPeak (100-yr)\nEX-1\tExisting site\t6.48 ac\t14.60 cfs\nPR-1\tTo Pond A\t5.10 ac\t15.2 cfs",
])
def test_a_model_node_listing_gives_no_site_rates(text):
    """Each node's flow (a subcatchment into a basin, a bypass) is not the site's discharge."""
    assert read_facts([page_from_text(text)]).facts.get("peak_rates_cfs") is None
