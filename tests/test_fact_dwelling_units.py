"""Dwelling units and density (dwelling_units, density_du_per_ac).

Counts and densities sort residential projects between Rule N paragraphs. Near misses - lots named by number,
lots of an earlier phase, a density alone, a guided density band - must count no homes."""

from __future__ import annotations

import pytest


from fact_helpers import facts_of, read, read_dict, value


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


# -- unit counts in several voices, read through the whole fact reader ---------------------------------------
@pytest.mark.parametrize("text,units", [
    pytest.param("Number of Dwelling Units: 36", 36, id="label-colon"),
    pytest.param("Proposed units:\t48", 48, id="label-tab"),
    pytest.param("Total Units = 112", 112, id="label-equals"),
    pytest.param("The project will construct 3 buildings containing a total of 96 units.", 96, id="units-in-buildings"),
    pytest.param("The 4 existing homes will be removed and 18 new townhomes constructed.", 18, id="new-beside-removed"),
    pytest.param("Two existing houses will be demolished; the plat creates 9 lots.", 9, id="lots-beside-demolished"),
    pytest.param("A total of 156 apartment units are proposed.", 156, id="apartment-units"),
    # the lots of a subdivision are its units
    pytest.param("Proposed 18-lot single-family residential subdivision.", 18, id="n-lot-subdivision"),
    pytest.param("The applicant proposes a 24-lot plat.", 24, id="n-lot-plat"),
])
def test_dwelling_units_in_several_voices(text, units):
    assert value(text, "dwelling_units") == units


@pytest.mark.parametrize("text", [
    pytest.param("Maximum density allowed is 12 units per acre.", id="allowed-density"),
    pytest.param("Each unit will have a two-car garage and 300 parking stalls are provided.", id="parking-stalls"),
    pytest.param("Ostrander Homes: July 2, 2026", id="a-date"),
    pytest.param("The site currently contains 3 existing homes.", id="existing-homes"),
    pytest.param("Zoning permits up to 40 units on the parcel.", id="zoning-permits"),
])
def test_counts_that_are_not_the_projects_units(text):
    assert value(text, "dwelling_units") is None
    assert value(text, "density_du_per_ac") is None


def test_a_lot_is_not_a_unit_elsewhere():
    assert value("The home sits on a 1-lot parcel with a 0.5-acre lot size.", "dwelling_units") is None


# -- unit counts in descriptions, words and tables, and counts of other things -------------------------------
@pytest.mark.parametrize("text,units", [
    ("The project redevelops a former bank site with a 142-unit apartment building.", 142),
    ("A four-story building with 96 senior apartments is proposed.", 96),
    ("The development includes 64 townhome units in 11 buildings.", 64),
    ("Construction of a 210-unit multifamily building with structured parking.", 210),
    ("The plan proposes 48 condominium units.", 48),
    ("Dwelling units\t142", 142),
    ("Residential Units: 75", 75),
    ("The project is a subdivision of 18 single-family lots on 11.20 acres (gross).", 18),
])
def test_unit_counts_in_descriptions(text, units):
    assert value(text, "dwelling_units") == units


@pytest.mark.parametrize("text", [
    "The building will have 142 parking stalls.",
    "The 3-story building has 4 elevators.",
    "Parking: 1.5 stalls per unit.",
])
def test_counts_of_other_things_are_not_units(text):
    assert value(text, "dwelling_units") is None


@pytest.mark.parametrize("text,units", [
    ("The project will provide one hundred forty-two units.", None),  # a compound we do not add up: nothing
    ("The project has 142 1- and 2-bedroom units.", None),
    ("The project consists of 60 senior apartments and 82 market-rate apartments.", None),
    ("The project consists of 60 senior apartments and 82 market-rate apartments, a total of 142 units.", 142),
    ("The project proposes 12 twin homes (24 units).", 24),
    ("The project provides 142 dwellings.", 142),
    ("Forty units are proposed in two buildings.", 40),
])
def test_unit_count_parts_words_and_bedrooms(text, units):
    assert value(text, "dwelling_units") == units


@pytest.mark.parametrize("text,units", [
    ("Proposed residential units: thirty-six (36)", 36),
    ("The plat creates twenty-three (23) single-family lots.", 23),
    ("Twenty-four townhomes are proposed.", 24),
    ("Proposed residential units: thirty-six (35)", None),  # words and digits disagree: refused
    ("Units\tExisting\tProposed\nDwelling units\t0\t36", 36),
    ("Item\tQuantity\nDwelling units\t36", 36),
    ("Lot count: 23", 23),
    ("Lot: 1, Block: 2", None),
    ("BMP\tUnits\nChambers\t24", None),
])
def test_unit_counts_in_words_and_tables(text, units):
    assert value(text, "dwelling_units") == units
