"""Lots are counted as homes only where they are lots for homes (issue 14).

A property split or re-platted into lots that hold a church, a school or a city's building, or a
public body's parcel re-platted with no word of homes, counts lots, not dwelling units: the fact
stays unset rather than take the lots for homes.
"""

import pytest

from extract.layout.segments import Segment
from extract.propose.quantities import read_sentence


def _units(text: str) -> list[int]:
    return [c.value for c in read_sentence(Segment(text=text, file="f.pdf", page=1, bbox=(0, 0, 1, 1)))
            if c.name == "dwelling_units"]


@pytest.mark.parametrize("text", [
    "The plat divides the parcel into three lots: a 40.2 acre lot for the school and two smaller lots kept by the seller.",
    "The proposal subdivides the land into two lots, one holding the existing chapel and one for the new fellowship hall.",
    "This re-plat combines two county owned parcels into five (5) lots and dedicates right-of-way for the frontage road.",
    "The site is split into four lots for the retail center and its outparcels.",
    "The owner will replat the property into 2 parcels, the north parcel keeping the fire station.",
])
def test_lots_of_another_use_are_no_homes(text):
    assert _units(text) == []


@pytest.mark.parametrize("text, want", [
    ("The preliminary plat of Willow Bend consists of 18 lots.", 18),
    ("The city-owned parcel will be platted into 9 single-family lots.", 9),
    ("The subdivision creates 14 new homes on 6.2 acres.", 14),
    ("The developer will subdivide the farm into 22 lots for detached homes.", 22),
])
def test_lots_for_homes_still_count(text, want):
    assert _units(text) == [want]
