"""Texts that state no criterion at all: a contents page (section titles with page numbers) and the rule's own
text quoted back clause by clause, as a response-to-criteria report quotes it. Neither demonstrates any
narrative criterion, so every row asks that the whole reader (`page`) finds none stated.
"""

import glob
import re

import pytest

from statement_helpers import page


CASES = [
    pytest.param("4.0 PERMANENT BMPS ........ 7\n5.0 RATE CONTROL ........ 9\n6.0 WATER QUALITY ........ 11\n7.0 MAINTENANCE ........ 12",
                 id="contents-page-section-titles"),
]


@pytest.mark.parametrize("text", CASES)
def test_states_no_criterion(text):
    assert not page(text)


def test_rule_n_quoted_back_demonstrates_nothing():
    """Every clause of the rule's own text, as a response-to-criteria report quotes it, states nothing."""
    source = glob.glob("/work/shared/rule-n/000_*.txt")
    assert source, "the rule text is part of the shared project files"
    text = open(source[0]).read()
    clauses = [s.strip() for s in re.split(r"(?<=[.;:])\s+|\n", text) if len(s.strip()) > 20]
    quoted = {s: page(s) for s in clauses}
    assert {s: ids for s, ids in quoted.items() if ids} == {}
