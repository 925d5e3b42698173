"""Statements reviewers read two ways as an exhibit become a question, never `present` and never `missing`.

N.6.A.4: a report's own "no wetlands on the site" (or "a wetland was delineated") pointing at no plan
and no inventory. N.6.A.11: the applicant saying its plan conforms to the city's water plan. Near
misses (the rule asking for it, a plan still to come, a denial, another agency's manual) are no doubt.
"""

from __future__ import annotations

import pytest

from extract.pdf.page_text import page_from_text
from extract.read_facts import propose, read_facts
from rulen.engine import determine

DOUBTS = [
    ("N.6.A.4", "No wetlands, shoreland or floodplain areas were identified on the site.", True, "none-on-site"),
    ("N.6.A.4", "No wetlands or floodplain exist within the corridor.", True, "none-in-the-corridor"),
    ("N.6.A.4", "A Type 3 wetland (0.9 ac) in the ravine was delineated and is preserved with a buffer.", True, "one-delineated"),
    ("N.6.A.4", "Applicants must show wetlands on the site or state that there are none.", False, "the-rule-asking"),
    ("N.6.A.4", "A wetland delineation will be completed this spring.", False, "still-to-come"),
    ("N.6.A.4", "Wetlands may be present on the site.", False, "hedged"),
    ("N.6.A.11", "The stormwater plan conforms to the City of Edina Comprehensive Water Resources Management Plan.", True,
     "conforms-to-the-city-plan"),
    ("N.6.A.11", "The plan is in conformance with the City of Wayzata Local Surface Water Management Plan (2019).", True,
     "in-conformance-with"),
    ("N.6.A.11", "The design conforms to both cities' local water plans.", True, "both-cities"),
    ("N.6.A.11", "The project must conform to the City's Local Surface Water Management Plan.", False, "must-conform"),
    ("N.6.A.11", "The design will conform to the City of Edina Water Resources Management Plan.", False, "will-conform"),
    ("N.6.A.11", "The plan does not conform to the City's surface water plan.", False, "denied"),
    ("N.6.A.11", "The pond conforms to the MPCA stormwater manual.", False, "another-agencys-manual"),
]


@pytest.mark.parametrize("item,sentence,doubt", [pytest.param(*r[:-1], id=r[-1]) for r in DOUBTS])
def test_a_statement_read_two_ways_is_a_doubt(item: str, sentence: str, doubt: bool) -> None:
    proposal = propose([page_from_text(f"Stormwater Management Plan\n\n{sentence}\n", file="report.pdf")])
    assert item not in proposal.facts.exhibits  # never `present` on such a sentence
    said = proposal.doubts.get(item, [])
    assert bool(said and sentence[:40] in said[0].text) is doubt


def test_a_doubt_is_asked_not_reported_missing() -> None:
    text = ("Stormwater Management Plan\n\nThe project is a commercial building on a 3.2-acre site. Existing impervious "
            "area is 0.4 acres; proposed impervious area is 2.1 acres. Grading will disturb 3.0 acres.\n"
            "The stormwater plan conforms to the City of Edina Comprehensive Water Resources Management Plan.\n")
    det = determine(read_facts([page_from_text(text, file="report.pdf")]))
    assert 4 in det.applicability.sections
    status = {e.id: e for e in det.exhibits}["N.6.A.11"]
    assert status.status == "undetermined" and "report.pdf p. 1" in status.reason
    question = next(d for d in det.deficiencies if d.id == "N.6.A.11")
    assert question.message.startswith("Confirm that report.pdf p. 1 shows")
