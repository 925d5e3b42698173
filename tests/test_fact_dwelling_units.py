"""Dwelling units and density (dwelling_units, density_du_per_ac).

Counts and densities sort residential projects between Rule N paragraphs. Near misses - lots named by number,
lots of an earlier phase, a density alone, a guided density band - must count no homes."""

from __future__ import annotations

import pytest


from fact_helpers import facts_of, read, read_dict


# --- lots named by number, or counted as the parcel's, are no dwelling count ---------------------
@pytest.mark.parametrize("text", [
    "Lots 2-4: other owners.",
    "Lots 2-4 are under separate ownership.",
    "Lots 5 through 9 back onto the wetland.",
    "Parcels 2, 3 and 4 are owned by others.",
    "Lot 1 is 1.84 acres; it is one of four lots platted from a 6.9-acre parent parcel in 2019.",
    "The site is one of 12 lots in the plat.",
    "Three of the 24 lots drain to the pond.",
])
def test_lot_numbers_and_parts_count_no_homes(text: str) -> None:
    assert "dwelling_units" not in read_dict(text, True)
    assert "dwelling_units" not in read_dict(text, False)


@pytest.mark.parametrize("text, n", [
    ("The plat creates 24 lots.", 24),
    ("Number of lots: 18", 18),
    ("Lots: 24", 24),
    ("Dwelling units / density: 182 units / 63.9 units per acre", 182),
    ("The project has 40 units, or 12 units per acre.", 40),
])
def test_counts_still_read(text: str, n: int) -> None:
    assert read_dict(text, True)["dwelling_units"] == n


def test_density_alone_is_no_count() -> None:
    assert "dwelling_units" not in read_dict("Density: 182 units / 63.9 units per acre", True)


def test_a_phase_named_in_a_sentence_is_no_title():
    got = facts_of("Phase 1 will include 12 lots.\n")
    assert got.value("dwelling_units") is None


# -- a density the project is compared with ------------------------------------------------------------
def test_a_compared_density_is_not_the_projects():
    text = ("Lot areas range from 7,800 to 11,400 square feet, which is why the density is 3.38 units per acre rather "
            "than the 1.5 to 2 units per acre typical of this part of Chanhassen.")
    assert read(text) == [("density_du_per_ac", 3.38)]


def test_a_column_given_for_information_is_skipped():
    table = "Quantity\t2nd Addition\t1st Addition (info)\nLots\t9\t21\nSite area (ac)\t6.80\t14.9\n"
    facts = facts_of(table)
    assert facts.value("dwelling_units") == 9
