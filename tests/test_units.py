"""Unit spellings, conversions to acres, and the two-unit cross-check."""

import pytest

from extract.words.nlp import analyse
from extract.words.units import ACRES_PER_HECTARE, SF_PER_ACRE, agree, to_acres, unit_of


@pytest.mark.parametrize("spelling,unit", [
    ("acres", "ac"), ("AC", "ac"), ("Ac.", "ac"), ("acre", "ac"),
    ("SF", "sf"), ("sf", "sf"), ("S.F.", "sf"), ("sq. ft.", "sf"), ("sq ft", "sf"), ("square feet", "sf"),
    ("ft²", "sf"), ("ft2", "sf"), ("ha", "ha"), ("hectares", "ha"),
    ("cfs", "cfs"), ("CFS", "cfs"), ("ft³/s", "cfs"),
    ("ft", "ft"), ("feet", "ft"), ("'", "ft"), ("%", "pct"), ("percent", "pct"),
])
def test_spellings(spelling, unit):
    assert unit_of(spelling) == unit


def test_unknown_unit_is_none():
    assert unit_of("furlongs") is None


def test_conversions():
    assert to_acres(43_560, "sf") == pytest.approx(1.0)
    assert to_acres(1, "ha") == pytest.approx(ACRES_PER_HECTARE)
    assert to_acres(2.5, "ac") == 2.5
    assert to_acres(5, "cfs") is None
    assert SF_PER_ACRE == 43_560


def test_agree_within_rounding_and_within_one_and_a_half_percent():
    assert agree(342_381 / SF_PER_ACRE, 0.5 / SF_PER_ACRE, 7.86, 0.005)
    assert agree(7.86, 0.005, 7.95, 0.005)  # 1.1 %
    assert not agree(7.86, 0.005, 8.12, 0.005)  # 3.2 %


@pytest.mark.parametrize("text,value,unit", [
    ("342,381 SF", 342381, "sf"),
    ("7.86 AC", 7.86, "ac"),
    ("5.2ac", 5.2, "ac"),
    ("12,500sf", 12500, "sf"),
    ("±33,032 sq. ft.", 33032, "sf"),
    ("two (2) acres", 2, "ac"),
    ("a 7.86-acre site", 7.86, "ac"),
    ("0.8 ha", 0.8, "ha"),
    ("12.4 cfs", 12.4, "cfs"),
    ("15.2 ft³/s", 15.2, "cfs"),
    ("62%", 62, "pct"),
    ("915.5'", 915.5, "ft"),
    ("10 feet", 10, "ft"),
    ("6.2 units per acre", 6.2, "du_per_ac"),
    ("100-year", 100, "yr"),
    ("2.1 ft2", 2.1, "sf"),
])
def test_quantity_spans(text, value, unit):
    doc = analyse(text)
    qtys = list(doc.spans["qty"])
    assert len(qtys) == 1
    assert qtys[0]._.qty_num.value == pytest.approx(value)
    assert qtys[0]._.qty_unit == unit


def test_identifier_numbers_are_not_quantities():
    doc = analyse("Pond 1 outlets to Lot 3")
    assert list(doc.spans["qty"]) == []
