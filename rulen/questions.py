"""The question a report puts to the reviewer about one fact: what is wanted, the readings found, their pages.

A fact the reader could not settle (not found, contradicted, or read without enough
confidence to set it) becomes a Deficiency of kind ``fact`` whose ``id`` is the fact's name.
The message names the candidates with their pages, most likely first, so the reviewer
answers with one ``--fact NAME=VALUE`` ("site area: 1.4 ac (swmp.pdf p. 2) or 13.36 ac
(form.pdf p. 1)?").
"""

from __future__ import annotations

from typing import Any

from rulen.facts import FACT_SPECS
from rulen.models import Deficiency, Evidence, Fact

_WORDS = {
    "project_type": "the kind of project (single-family home, subdivision, multi-unit, commercial, industrial, "
                    "institutional, mixed use or linear)",
    "site_area_ac": "the site area",
    "dwelling_units": "the number of dwelling units",
    "density_du_per_ac": "the density (units per acre)",
    "existing_impervious_ac": "the existing impervious area",
    "proposed_impervious_ac": "the proposed impervious area",
    "net_impervious_increase_ac": "the net increase in impervious area",
    "disturbed_area_ac": "the disturbed area",
    "applicant_public_entity": "whether the applicant is a public body",
    "common_scheme_area_ac": "the aggregate area of adjacent sites under common ownership",
    "sidewalk_trail": "the sidewalk or trail's width, pervious buffer and area",
    "hwl_100yr_elev_ft": "the 100-year high water elevation beside the new buildings",
    "lowest_opening_elev_ft": "the lowest door or window opening of the new buildings",
}
_SHORT = {"acres": "ac", "units/acre": "du/ac", "percent": "%", "count": "", "ft": "ft"}


def describe(name: str) -> str:
    return _WORDS.get(name, name.replace("_", " "))


def show_value(name: str, value: Any) -> str:
    """A value as a reviewer reads it: "1.4 ac", "commercial"."""
    unit = FACT_SPECS[name].unit if name in FACT_SPECS else None
    if isinstance(value, float):
        text = f"{value:.4f}".rstrip("0").rstrip(".")
    elif isinstance(value, str):
        text = value.replace("_", " ")
    else:
        text = str(value)
    return f"{text} {_SHORT.get(unit or '', unit or '')}".strip()


def where(evidence: list[Evidence]) -> str:
    return ", ".join(f"{e.file} p. {e.page}" for e in evidence[:2]) or "no page"


def fact_question(name: str, fact: Fact | None) -> Deficiency:
    """The question for one fact; its candidates (or contradicting readings) with their pages."""
    what = describe(name)
    if fact is not None and fact.candidates:
        choices = " or ".join(f"{show_value(name, c.value)} ({where(c.evidence)}, {c.confidence:.0%} sure)"
                              for c in fact.candidates[:3])
        message = (f"Confirm {what}: {choices}? The reader was not sure enough to set it; "
                   f"answer with --fact {name}=VALUE.")
    elif fact is not None and fact.conflict:
        message = f"Settle {what}: the documents disagree ({fact.conflict}); answer with --fact {name}=VALUE."
    else:
        message = f"State {what}: no document of the package states it; answer with --fact {name}=VALUE."
    return Deficiency(id=name, kind="fact", message=message)


def contradiction_question(name: str, problem: str) -> Deficiency:
    """A stated fact that disagrees with others ("existing 2 ac + net 1 ac is not the proposed 4 ac")."""
    return Deficiency(id=name, kind="fact",
                      message=f"Check {describe(name)}: {problem}; correct it with --fact {name}=VALUE.")
