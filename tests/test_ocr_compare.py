"""The OCR engines' benchmark scores what it says: edits to the closest stretch of the page, numbers read exactly."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scripts.ocr_compare import number_found, numbers_in, recorded_pages, score, substring_distance


@pytest.mark.parametrize("pattern, text, edits", [
    ("abc", "xxabcxx", 0),
    ("abc", "xxabxx", 1),
    ("abcd", "zzzz", 4),
    ("", "anything", 0),
    ("abc", "", 3),
    ("4.00 acres", "Parcel size 4,00 acres (174,240 sq. ft.)", 1),
    ("Site area", "Sile  area", 2),
])
def test_substring_distance(pattern: str, text: str, edits: int):
    assert substring_distance(pattern, text) == edits


def test_numbers_are_found_whole_or_not_at_all():
    assert numbers_in("Parcel size (gross) 4.00 acres (174,240 sq. ft.), 2014,") == ["4.00", "174,240", "2014"]
    assert number_found("4.00", "is 4.00 acres") and number_found("174,240", "(174,240 sq")
    assert not number_found("4.0", "4.00")  # a digit more is another number
    assert not number_found("240", "174,240") and not number_found("4.00", "14.00")
    assert number_found("2014", "June 2014.")


def test_score_counts_characters_and_numbers():
    got = score(["Site area 3.2 acres", "Volume 1,250 cf"], "Site area 3.2 acres\nVolume 1,260 cf")
    assert got == {"chars": 34, "chars_right": 33, "numbers": 2, "numbers_right": 1}


def test_recorded_pages_are_the_scanned_packages_located_texts(tmp_path: Path):
    for name, kind in (("a", "scanned"), ("b", "text")):
        (tmp_path / "set1" / name).mkdir(parents=True)
        (tmp_path / "set1" / name / "rulen-truth.json").write_text(json.dumps({
            "kind": kind,
            "fact_locations": {"site_area_ac": [{"file": "x.pdf", "page": 1, "text": "Site area | 3.2 acres"}]},
            "exhibits": {"N.6.D": {"file": "x.pdf", "page": 2, "text": "Sheet C-1"}},
            "statements": {},
        }))
    pages = recorded_pages(tmp_path, packages=5, max_pages=5)
    assert [(p["package"], p["page"], p["texts"]) for p in pages] == [
        ("a", 1, ["Site area", "3.2 acres"]), ("a", 2, ["Sheet C-1"])]
