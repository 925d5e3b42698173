"""Words the fact readers rely on: numbers and fractions said in words, "no" before a number, a worded
increase or decrease in a cell.

A misread number or negation flips a fact; "No. 5 pond" is a number, not a negation."""

from __future__ import annotations

import pytest

from extract.words.negation import has_negation
from extract.words.numbers import parse_number

from fact_helpers import value


@pytest.mark.parametrize("text, value", [
    ("five and a half", 5.5), ("two and one-half", 2.5), ("two and one - half", 2.5), ("one-half", 0.5),
    ("one half", 0.5), ("2 1/2", 2.5), ("2½", 2.5), ("3 and a quarter", 3.25),
])
def test_fractions_in_words_and_glyphs(text, value):
    assert parse_number(text).value == pytest.approx(value)


@pytest.mark.parametrize("text, negated", [
    ("PERMIT NO. 4471208 OVER THE PIPE", False), ("No. 5 pond", False),
    ("No wetlands are present.", True), ("There is no 100-year flooding", True),
])
def test_no_before_a_number_is_the_word_number(text, negated):
    assert has_negation(text) is negated


def test_a_table_under_an_impervious_corner_with_a_worded_decrease():
    from extract.propose.tables import _num
    assert _num("-0.05 (decrease)").value == -0.05 and _num("0.05 (decrease)").value == -0.05
    assert _num("0.05 (increase)").value == 0.05 and _num("-0.05 (increase)") is None
