"""Unit names as written on plans and in reports, and the conversions to the contract's units.

Areas are always reported in acres; the district's rule thresholds are in acres and a
square-foot figure read as acres would be a forty-thousand-fold error, so a unit that is
not recognised leaves the quantity unit-less rather than assumed.
"""

from __future__ import annotations

SF_PER_ACRE = 43_560.0
ACRES_PER_HECTARE = 2.4710538

# canonical unit -> spellings (compared lower-case, after spaCy tokenisation)
UNIT_SPELLINGS: dict[str, tuple[str, ...]] = {
    "ac": ("acres", "acre", "ac", "ac.", "ac's", "a.c.", "acs"),
    "sf": (
        "sf", "s.f.", "s.f", "sq. ft.", "sq. ft", "sq ft", "sq.ft.", "sq.ft", "sqft",
        "square feet", "square foot", "square-feet", "ft²", "ft2", "sq . ft .", "sq . ft",
        "ft^2", "s . f .",
    ),
    "ha": ("ha", "hectares", "hectare"),
    "sqmi": ("sq. mi.", "sq mi", "square miles", "square mile", "mi²", "mi2"),
    "cfs": ("cfs", "c.f.s.", "ft³/s", "ft3/s", "cubic feet per second", "cu. ft./sec", "cf/s"),
    "ft": ("ft", "ft.", "feet", "foot", "'", "’", "-ft", "-foot", "lf", "l.f."),
    "in": ("in.", "inches", "inch", '"'),
    "mi": ("miles", "mile", "mi", "mi."),
    "pct": ("%", "percent", "pct", "per cent"),
    "du_per_ac": (
        "units per acre", "units/acre", "units / acre", "du/ac", "du / ac", "du/acre",
        "du / acre", "dwelling units per acre", "units/ac", "units / ac", "upa",
        "lots per acre", "homes per acre",
    ),
    "units": ("units", "unit", "dwelling units", "dwelling unit", "du", "apartments", "homes",
              "townhomes", "townhouses", "lots", "condominiums", "condos", "residences", "dwellings", "dus",
              "rowhomes", "rowhouses", "twinhomes", "houses", "homesites", "home sites", "villas"),
    "yr": ("year", "yr", "years", "yrs", "yr.", "-yr", "-year"),
    "acft": ("ac-ft", "acre-feet", "acre-ft", "acre feet", "af", "ac - ft", "acre - feet", "acre - ft"),
    "cf": ("cf", "cu. ft.", "cubic feet", "cu ft", "ft³", "ft3"),
    "lb": ("lbs", "lb", "lbs/yr", "pounds"),
}

AREA_UNITS = {"ac", "sf", "ha"}

_LOOKUP: dict[str, str] = {
    spelling: unit for unit, spellings in UNIT_SPELLINGS.items() for spelling in spellings
}


def unit_of(text: str) -> str | None:
    """The canonical unit a spelling names, or None."""
    key = " ".join(text.lower().split())
    return _LOOKUP.get(key) or _LOOKUP.get(key.rstrip("."))


def to_acres(value: float, unit: str) -> float | None:
    """An area in acres, or None when ``unit`` is not an area unit."""
    if unit == "ac":
        return value
    if unit == "sf":
        return value / SF_PER_ACRE
    if unit == "ha":
        return value * ACRES_PER_HECTARE
    return None


def acres_tolerance(value: float, decimals: int, unit: str) -> float:
    """How far an area in acres may be from its twin given the rounding it was written with."""
    half = 0.5 * 10 ** (-decimals)
    converted = to_acres(half, unit) or 0.0
    return converted


def stated_area(raw: str, unit_word: str) -> tuple[float, float, str]:
    """An area written as digits and an acre or square-foot word ("18,295", "s.f."): (acres, tolerance, "ac" | "sf").

    The tolerance is the rounding the writer used, in acres, so two statements of one area can be compared.
    """
    unit = "ac" if unit_word.strip().lower().startswith("ac") else "sf"
    value = float(raw.replace(",", ""))
    decimals = len(raw.split(".")[1]) if "." in raw else 0
    return to_acres(value, unit) or 0.0, acres_tolerance(value, decimals, unit), unit


def agree(a_ac: float, a_tol: float, b_ac: float, b_tol: float, rel: float = 0.015) -> bool:
    """Whether two statements of one area agree: within rounding, or within ``rel`` of each other."""
    diff = abs(a_ac - b_ac)
    if diff <= a_tol + b_tol + 1e-9:
        return True
    scale = max(abs(a_ac), abs(b_ac), 1e-12)
    return diff / scale <= rel
