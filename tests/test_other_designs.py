"""Rejected alternatives, withdrawn or denied earlier proposals, superseded reports and earlier permits read no
facts (external12's long reports); the selected design and this application's own permit still do."""

import pytest

from extract.layout.other_designs import REJECTED_HEAD, OtherDesigns
from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts
from extract.propose.statement_floatables import floatables_at_pond


@pytest.mark.parametrize("text", [
    "A. Concept 1 - 14 lots with public cul-de-sac (rejected) Concept 1 platted 14 lots (2.05 units per acre).",
    "A 2016 concept for the whole 14.2 acres (28 lots) was withdrawn before any District application.",
    "A 2019 proposal by another developer for 44 senior apartments on 5.9 acres was denied by the City.",
    "A 2021 feasibility report assumed an 8-foot trail with 0.81 acres of pavement; that report is superseded.",
    "The 2009 permit figures, given here for reference only, were: site area 12.4 acres, 2.96 acres impervious.",
    "A 9-lot plat (Lotus Woods) was approved by the City in 2008 on 5.1 acres of this land but was never recorded.",
    "MCWD Permit 02-117 covered the 2002 gymnasium addition; it listed a site area of 7.9 acres and 2.8 acres of impervious.",
    "Case HRLC-OPT2-IESF (not submitted): TP removal 61.3 %",
    "Option 3 (iron-enhanced sand filter) was not submitted; its P8 run removed 61 percent.",
    "Scenario B (not part of this application): 3.4 acres of new pavement.",
])
def test_sentences_about_other_designs(text):
    assert OtherDesigns().about_other_design(text) is True


@pytest.mark.parametrize("text", [
    "B. Concept 2 - 11 lots on a private drive (SELECTED) Concept 2 is the design submitted with this application.",
    "The plan was approved by the City in 2025.",
    "This application (MCWD Permit 25-301) covers 1.9 acres.",
    "Eureka Ridge is a subdivision of 11 lots on 6.84 acres.",
    # near misses: what is submitted, and a document said to be missing, are not other designs
    "Case HRLC-OPT2 (submitted design): TP removal 44 %",
    "The P8 model of the selected design (Option 2, Pond 1 without the sand filter) shows 44 percent removal.",
])
def test_sentences_about_the_design_applied_for(text):
    assert OtherDesigns().about_other_design(text) is False


def test_a_rejected_alternative_stays_rejected_when_named_again():
    others = OtherDesigns()
    assert others.about_other_design("Alternative A (rejected) routed all runoff to the west.")
    assert others.about_other_design("Alternative A had 14 lots on a public street.")
    assert not others.about_other_design("Alternative B has 11 lots.")


def test_a_package_reads_the_selected_design_only():
    text = ("Eureka Ridge is a single-family subdivision of 11 lots on a 6.84-acre site.\n"
            "A. Concept 1 - 14 lots with public cul-de-sac (rejected). Concept 1 platted 14 lots on 6.84 acres.\n"
            "A 2016 concept for the whole 14.2 acres (28 lots) was withdrawn before any District application.\n")
    facts = read_facts([page_from_text(text, file="report.pdf")])
    assert facts.value("dwelling_units") == 11 and facts.facts["dwelling_units"].conflict is None


def test_a_table_column_for_a_rejected_concept_is_skipped():
    assert REJECTED_HEAD.search("Concept 1 (rejected)") and not REJECTED_HEAD.search("Concept 2 (selected)")
    table = "Item\tConcept 1 (rejected)\tConcept 2 (selected)\nLots\t14\t11\nSite area (ac)\t6.84\t6.84\n"
    facts = read_facts([page_from_text(table, file="report.pdf")])
    assert facts.value("dwelling_units") == 11


def test_upkeep_of_an_outlet_device_is_no_floatables_design():
    assert not floatables_at_pond("Structures will be inspected twice a year; outlet trash racks cleared of debris.")
    assert floatables_at_pond("OCS-2 has a skimmer that removes floatables for the 1-year event before discharge.")
