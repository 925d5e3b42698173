"""The number grammar: every form an engineer types, and what must not parse."""

import pytest
from hypothesis import given, strategies as st

from extract.words.numbers import Number, find_numbers, parse_number


@pytest.mark.parametrize("text,value,decimals", [
    ("1,234.5", 1234.5, 1),
    ("342,381", 342381.0, 0),
    (".92", 0.92, 2),
    ("0.92", 0.92, 2),
    ("±33,032", 33032.0, 0),
    ("+/-2.5", 2.5, 1),
    ("~2.1", 2.1, 1),
    ("≈7.86", 7.86, 2),
    ("two", 2.0, 0),
    ("Twenty", 20.0, 0),
    ("two (2)", 2.0, 0),
    ("eight (8)", 8.0, 0),
    ("one-half (1/2)", 0.5, 2),
    ("1/2", 0.5, 2),
    ("1 1/2", 1.5, 2),
    ("7.", 7.0, 0),
    ("1,000,000", 1_000_000.0, 0),
])
def test_forms(text, value, decimals):
    num = parse_number(text)
    assert num is not None
    assert num.value == pytest.approx(value)
    assert num.decimals == decimals


@pytest.mark.parametrize("text", ["", "acres", "12-117-22", "two (3)", "1/0", "1,23", "12a", "N/A", "--"])
def test_refused(text):
    assert parse_number(text) is None


def test_tolerance_follows_written_precision():
    assert Number(7.86, 2).tolerance == pytest.approx(0.005)
    assert Number(342381, 0).tolerance == pytest.approx(0.5)


def test_find_numbers_skips_identifiers_glued_to_letters():
    found = [n.value for n, _, _ in find_numbers("Area 1.23 ac, 53,579 sf and C3 sheet")]
    assert found == [1.23, 53579.0]


@given(st.floats(min_value=0, max_value=1e7, allow_nan=False).map(lambda x: round(x, 2)))
def test_round_trip_with_thousands_separators(x):
    text = f"{x:,.2f}"
    assert parse_number(text).value == pytest.approx(x)
