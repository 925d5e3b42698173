"""What every voice shares: the package context, names and the ways numbers are written.

Voices differ in words and layouts; they share these mechanics so the truth is recorded
the same way whichever firm "wrote" the package.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from corpus.spec import PackageSpec

SF_PER_AC = 43560.0

CITIES = [
    ("Minnetonka", "55345"), ("Wayzata", "55391"), ("Edina", "55424"), ("Hopkins", "55343"),
    ("St. Louis Park", "55416"), ("Excelsior", "55331"), ("Shorewood", "55331"), ("Victoria", "55386"),
    ("Chanhassen", "55317"), ("Minneapolis", "55410"), ("Orono", "55356"), ("Mound", "55364"),
    ("Deephaven", "55391"), ("Richfield", "55423"), ("Medina", "55340"), ("Independence", "55359"),
]
STREETS = [
    "Excelsior Boulevard", "Minnetonka Boulevard", "Wayzata Boulevard", "County Road 101", "Shady Oak Road",
    "Highway 7", "Lake Street", "Vernon Avenue", "Baker Road", "Smetana Road", "Co. Rd. 19", "Tonkawa Road",
    "Grays Bay Boulevard", "Old Shakopee Road", "Bren Road East", "Louisiana Avenue South",
]
SURNAMES = ["Lindqvist", "Ostrander", "Halvorsen", "Nguyen", "Kowalski", "Brandt", "Okafor", "Sundberg",
            "Rasmussen", "Delgado", "Whitcomb", "Thorsen", "Abdi", "Pietrowski", "Engstrom", "Marsh"]
FIRSTNAMES = ["Erik", "Karin", "Joel", "Maria", "Tom", "Anh", "Ingrid", "David", "Sara", "Peter", "Amina", "Lars"]
PROJECT_WORDS = {
    "single_family_home": ["Residence", "Home Rebuild", "Lakeshore Residence"],
    "single_family_subdivision": ["Estates", "Woods Addition", "Ridge Subdivision", "Preserve"],
    "multi_unit_residential": ["Apartments", "Townhomes", "Senior Living", "Flats"],
    "commercial": ["Retail Center", "Office Building", "Auto Dealership", "Bank Branch", "Medical Office"],
    "industrial": ["Distribution Center", "Manufacturing Addition", "Warehouse Expansion"],
    "institutional": ["Elementary School Addition", "Church Parking Expansion", "Fire Station No. 2"],
    "mixed_use": ["Mixed-Use Redevelopment", "Village Center", "Station Commons"],
    "linear": ["Street Reconstruction", "Trail Connection", "Road Improvements", "Sidewalk Gap Project"],
}
PUBLIC_APPLICANTS = ["City of {city}", "Hennepin County Transportation", "Hennepin County Public Works",
                     "Minnesota Department of Transportation", "{city} Public Works Department"]
PRIVATE_APPLICANTS = ["{name} Development LLC", "{name} Properties, Inc.", "{name} Homes", "{name} Holdings LLC",
                      "{first} and {first2} {name}", "North Shore {name} Partners"]


@dataclass
class Ctx:
    """One package being written: the spec, its random stream and its invented particulars."""

    spec: PackageSpec
    rng: random.Random
    scanned: bool
    city: str = ""
    zipcode: str = ""
    street: str = ""
    address: str = ""
    project_name: str = ""
    applicant: str = ""
    engineer: str = ""
    license_no: str = ""
    pid: str = ""
    date: str = ""
    month_year: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def make(cls, spec: PackageSpec, rng: random.Random) -> "Ctx":
        city, zipcode = rng.choice(CITIES)
        street = rng.choice(STREETS)
        name = rng.choice(SURNAMES)
        first, first2 = rng.sample(FIRSTNAMES, 2)
        if spec.project_name:
            project = spec.project_name
        else:
            project = f"{rng.choice([name, street.split()[0], city.split()[-1], 'Cedar', 'Birch', 'Lakeview'])} " \
                      f"{rng.choice(PROJECT_WORDS.get(spec.project_type, ['Project']))}"
        if spec.applicant_public:
            applicant = rng.choice(PUBLIC_APPLICANTS).format(city=city)
        else:
            applicant = rng.choice(PRIVATE_APPLICANTS).format(name=name, first=first, first2=first2)
        month = rng.choice(["January", "February", "March", "April", "May", "June", "July", "August",
                            "September", "October", "November"])
        year = rng.choice([2024, 2025, 2026])
        day = rng.randint(1, 28)
        return cls(
            spec=spec, rng=rng, scanned=spec.kind == "scanned", city=city, zipcode=zipcode, street=street,
            address=f"{rng.randint(100, 19999)} {street}", project_name=project, applicant=applicant,
            engineer=f"{rng.choice(FIRSTNAMES)} {rng.choice('ABCDEFGHJKLMNPRSTW')}. {rng.choice(SURNAMES)}, P.E.",
            license_no=str(rng.randint(20000, 59999)),
            pid=f"{rng.randint(10, 36):02d}-{rng.randint(116, 118)}-{rng.randint(21, 24)}-{rng.randint(11, 44)}-{rng.randint(1, 99):04d}",
            date=f"{month} {day}, {year}", month_year=f"{month} {year}",
        )

    def has(self, exhibit: str) -> bool:
        return exhibit not in self.spec.omit_exhibits

    def says(self, statement: str) -> bool:
        return statement not in self.spec.omit_statements

    @property
    def rate_control(self) -> bool:
        return 4 in self.spec.sections_hint and self.spec.peak_rates is not None

    @property
    def water_quality(self) -> bool:
        return 5 in self.spec.sections_hint


def fmt_num(x: float, decimals: int = 2) -> str:
    return f"{x:,.{decimals}f}"


def sq_ft(ac: float) -> int:
    return int(round(ac * SF_PER_AC))


def area(ac: float, style: str) -> str:
    """An area in acres written the way a given engineer writes it."""
    sf = sq_ft(ac)
    return {
        "acres": f"{ac:.2f} acres",
        "ac": f"{ac:.2f} ac",
        "AC": f"{ac:.2f} AC",
        "Acres": f"{ac:.2f} Acres",
        "SF": f"{sf:,} SF",
        "sqft": f"{sf:,} sq. ft.",
        "square feet": f"{sf:,} square feet",
        "SF_AC": f"{sf:,} SF ({ac:.2f} AC)",
        "ac_sf": f"{ac:.2f} acres ({sf:,} sq. ft.)",
    }[style]


def area_value(ac: float, style: str) -> float:
    """The value in acres a careful reader gets back from :func:`area` (truth in contract units)."""
    if style in ("SF", "sqft", "square feet"):
        return round(sq_ft(ac) / SF_PER_AC, 6)
    return round(ac, 2)


def fact(name: str, value: Any) -> tuple[str, str, Any]:
    return ("fact", name, value)


def ex(ident: str) -> tuple[str, str, Any]:
    return ("exhibit", ident, None)


def st(ident: str) -> tuple[str, str, Any]:
    return ("statement", ident, None)


def peak_rates_value(spec: PackageSpec) -> dict[str, dict[str, float]] | None:
    if spec.peak_rates is None:
        return None
    return {e: {"existing": v[0], "proposed": v[1]} for e, v in spec.peak_rates.items() if e in ("1", "10", "100")}


def ponds_value(spec: PackageSpec) -> list[dict[str, Any]]:
    return [
        {"name": p.name, "safety_bench_width_ft": p.safety_bench_width_ft,
         "safety_bench_slope_h_per_v": p.safety_bench_slope_h_per_v, "freeboard_ft": p.freeboard_ft}
        for p in spec.ponds
    ]


def trail_value(spec: PackageSpec) -> dict[str, Any] | None:
    t = spec.sidewalk_trail
    return None if t is None else t.model_dump()


def distractor_rates(rng: random.Random, rates: dict[str, tuple[float, float]]) -> dict[str, tuple[float, float]]:
    """2- and 5-year rows, between the 1- and 10-year ones, sometimes with a proposed increase."""
    lo = rates.get("1", (1.0, 0.9))
    hi = rates.get("10", (4.0, 3.6))
    two = (round((lo[0] * 2 + hi[0]) / 3, 2), round((lo[1] * 2 + hi[1]) / 3 * rng.choice([0.9, 1.15]), 2))
    five = (round((lo[0] + hi[0] * 2) / 3, 2), round((lo[1] + hi[1] * 2) / 3 * rng.choice([0.92, 1.1]), 2))
    return {"2": two, "5": five}
