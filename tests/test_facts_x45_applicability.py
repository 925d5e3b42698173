"""Classes of wording two outside authors (external4, external5) used for the facts that decide
applicability, which the fact reader missed. Kept as phrasing tables, one class per block.

Each class carries near-misses of the same shape that must stay unread: a false fact is the
worst error this tool can make.
"""

from __future__ import annotations

import pytest

from extract.page_text import page_from_text
from extract.read_facts import read_facts


def facts(text: str):
    return read_facts([page_from_text(text)])


def value(text: str, name: str):
    return facts(text).value(name)


# --- class 1: a land-cover table whose title names the condition it shows -------------------------

_AFTER = "Soils mapped by the NRCS Web Soil Survey are loams (HSG B)."


@pytest.mark.parametrize("text,name,expected", [
    ("Table 2-1 Existing Land Cover\nCover type\tArea (sf)\tArea (ac)\nBuilding / roof\t3,920\t0.09\n"
     "Total impervious\t7,841\t0.18\nPervious (turf, woods)\t40,946\t0.94\n" + _AFTER, "existing_impervious_ac", 0.18),
    ("Table 3-1 Proposed Land Cover\nCover type\tArea (sf)\tArea (ac)\nBuilding / roof\t96,703\t2.22\n"
     "Total impervious\t193,406\t4.44\nNet increase in impervious\t58,370\t1.34\n" + _AFTER, "proposed_impervious_ac", 4.44),
    ("EXISTING CONDITIONS\nSurface\tAcres\nRoof\t0.40\nTotal impervious\t1.10\n" + _AFTER, "existing_impervious_ac", 1.10),
    ("Post-Development Land Cover\nSurface\tSquare feet\nRoof\t10,000\nTotal impervious\t43,560\n" + _AFTER,
     "proposed_impervious_ac", 1.0),
    ("Table  4   Proposed  Site  Cover\nCover type\tArea (ac)\nTotal impervious\t3.92\nOpen space\t6.58\n" + _AFTER,
     "proposed_impervious_ac", 3.92),
])
def test_a_tables_title_names_its_condition(text, name, expected):
    assert value(text, name) == pytest.approx(expected, abs=0.005)


@pytest.mark.parametrize("text,name", [
    # a title naming what is measured is not lent to rows that name their own cover
    ("Table 2. Impervious Coverage\nSurface\tExisting (ac)\tProposed (ac)\tChange (ac)\nImpervious\t0.62\t2.71\t+2.09\n"
     "Pervious\t3.23\t1.14\t-2.09\nTotal\t3.85\t3.85\t0.00\n" + _AFTER, "existing_impervious_ac"),
    ("Table 1 - Hard cover\nCover Type\tExisting (SF)\tProposed (SF)\nHouse / garage roof\t2,140\t5,880\n"
     "Driveway\t3,310\t4,120\nTotal impervious\t5,450\t12,400\n" + _AFTER, "proposed_impervious_ac"),
    # a drainage-area table under an "Existing" title: its subcatchments are no impervious area
    ("Table 2-2 Existing Drainage Areas\nSubcatchment\tArea (ac)\tCN\nEX-1\t1.61\t81\nEX-2\t0.58\t82\n" + _AFTER,
     "existing_impervious_ac"),
    # the title belongs to the table right after it, not to the next one
    ("Table 2-1 Existing Land Cover\nCover type\tArea (ac)\nRoof\t0.09\n" + _AFTER + "\n"
     "Cover type\tArea (ac)\nTotal impervious\t0.55\n" + _AFTER, "existing_impervious_ac"),
])
def test_titles_that_do_not_give_a_side(text, name):
    got = facts(text).facts.get(name)
    if name == "existing_impervious_ac" and "Impervious Coverage" in text:
        assert got is not None and got.value == pytest.approx(0.62)  # the Pervious and Total rows stay out
    elif name == "proposed_impervious_ac" and "Hard cover" in text:
        assert got is not None and got.value == pytest.approx(12_400 / 43_560, abs=1e-4)  # the roof row stays out
    else:
        assert got is None


# --- class 2: the applicant described as public or private beside its name ------------------------

@pytest.mark.parametrize("text,expected", [
    ("The applicant is a private property owner.", False),
    ("The applicants are private homeowners; they are not a public entity.", False),
    ("Prepared for Hamel Ridge Development LLC, a private Minnesota limited liability company (not a public body).", False),
    ("Stieger Lake Land Co. LLC, a private developer, asks for a Rule N permit for the 2nd Addition.", False),
    ("NWBC Building 3 LLC is a private industrial developer.", False),
    ("The congregation is a private nonprofit religious corporation, not a government body.", False),
    ("Owner/developer: Lyman Lakes Homes, Inc. (private).", False),
    ("The applicant, Lakeview Preserve Partners LLC, is a private land developer.", False),
    ("The City of Wayzata, a municipal corporation, will reconstruct Lake Street East from Barry Avenue to Ferndale Road.", True),
    ("Prepared for the City of Shorewood (a Minnesota municipal corporation) by Barr Engineering Co., Minneapolis.", True),
    ("The applicant is Hennepin County, a public entity.", True),
    ("The applicant is the City of Edina, a municipal corporation.", True),
])
def test_the_applicant_described_public_or_private(text, expected):
    assert value(text, "applicant_public_entity") is expected


@pytest.mark.parametrize("text", [
    "If the applicant were a private developer, a surety would be required.",
    "The parcel to the north is owned by Smith Homes LLC, a private developer, and is not part of this work.",
    "Smith Homes LLC, a private developer, owns the lot to the east.",
    "Lakeside Homes LLC is a private developer that owns the parcel to the north.",
    "The adjacent owner is a private party, not a public body.",
    "Hennepin County, a public entity, maintains the storm sewer on CSAH 5.",
    "The City of Excelsior, a municipal corporation, will review the plans.",
    "Prepared by Barr Engineering Co., a private engineering firm.",
    "The road is a private drive.",
    "The City of Minnetonka is a private developer.",  # a name and a description that disagree
    "Applicant is a governmental unit: \u2610 yes: \u2612 no\nApplicant: Southdale Health Properties LLC",
])
def test_descriptions_that_are_not_the_applicants(text):
    if "Southdale" in text:  # a form's unticked question is no description: the named LLC alone speaks
        assert value(text, "applicant_public_entity") is False
    else:
        assert value(text, "applicant_public_entity") is None
