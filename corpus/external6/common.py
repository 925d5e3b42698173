"""Shorthand for tags, and the few papers every author attaches in their own words.

The tag helpers exist so a package module reads like the document it draws: a sentence,
then what a reviewer would take from it.
"""

from __future__ import annotations

from typing import Any

from corpus.external6.doc import Doc, Tag


def F(name: str, value: Any) -> Tag:
    """A contract fact the sentence states."""
    return ("fact", name, value)


def E(ident: str) -> Tag:
    """A Section 6 exhibit (or plan-set part) the page is."""
    return ("exhibit", ident, None)


def S(ident: str) -> Tag:
    """A narrative criterion the sentence demonstrates."""
    return ("statement", ident, None)


def ac(sqft: float) -> float:
    """Acres from square feet, rounded as the documents print them."""
    return round(sqft / 43560, 2)


def npdes_letter(d: Doc, permittee: str, project: str, coverage: str, issued: str, acres: float) -> None:
    """The MPCA's coverage notice: what N.6.A.13 asks for is this paper, not a promise to apply."""
    d.new_page()
    d.h1("Minnesota Pollution Control Agency", 13)
    d.p("520 Lafayette Road North | St. Paul, Minnesota 55155-4194 | 651-296-6300", size=8)
    d.gap(6)
    d.p(f"{issued}", size=9)
    d.p(f"{permittee}", size=9)
    d.p("RE: Construction Stormwater General Permit Coverage", font=d.bold,
        tags=[E("N.6.A.13")])
    d.table([["Permit number", "MNR100001"], ["Coverage ID", coverage], ["Project name", project],
             ["Acres to be disturbed", f"{acres:g}"], ["Date of coverage", issued]],
            [160, 300], header=0, size=9, tags=[F("disturbed_area_ac", acres)])
    d.p("Your application for coverage under the National Pollutant Discharge Elimination System / State "
        "Disposal System (NPDES/SDS) Construction Stormwater General Permit has been received and coverage "
        "is granted as of the date shown above. Keep this notice and the Stormwater Pollution Prevention "
        "Plan (SWPPP) on site. Submit a Notice of Termination within 30 days after final stabilization.", size=9)
    d.p("Stormwater Program, Municipal Division", size=9)
