"""A pond's or basin's own 100-year HWL, with no building said beside it: a candidate and a question, not a guess.

The contract's HWL is the level the new buildings' openings are set above. Where a package states
only a pond's level, the truth of most authors takes it as that level, but not of all (a road
project's basin, a townhome site whose openings are never given). So the reader proposes the
level marked as the pond's own (``variant == WATER_BODY``); the rules never set the fact from it
alone; the chooser sets it only where its own kind of decision ("inferred") reaches 99% out of
fold, and otherwise leaves a question with the level and its page. Where the package's own
arithmetic ties the pond's level to the openings (opening less a stated margin gives exactly it),
the level is set, derived, citing both sentences.
"""

from __future__ import annotations

import pytest

from extract.choose.model import stratum
from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts
from rulen.engine import determine
from rulen.facts import make_fact
from rulen.models import Facts

from fact_helpers import facts_of

POND = ("Pond 1: NWL 985.0, 100-year HWL 988.6, emergency overflow 991.0.\n"
        "Runoff from the rear yards drains to the pond through a swale.\n")


@pytest.mark.parametrize("text, value, source, asked", [
    # the pond's level alone: a question with the level, whether or not an opening is stated
    (POND, None, None, [988.6]),
    (POND + "The lowest opening of the new homes is 991.6.", None, None, [988.6]),
    # the opening less the stated margin is exactly the pond's level: the package ties them; set, derived
    (POND + "The lowest opening of the new homes is 991.0, which is 2.4 feet above the 100-year high water level.",
     988.6, "derived", []),
    # near misses: a margin that does not give the pond's level; a margin above something else
    (POND + "The lowest opening of the new homes is 991.0, which is 2.0 feet above the 100-year high water level.",
     None, None, [988.6]),
    (POND + "The lowest opening of the new homes is 991.0, which is 2.4 feet above the street.", None, None, [988.6]),
    # a level stated beside the building outranks the pond's own
    (POND + "The 100-year HWL next to the new building is 989.1.\nRunoff from the rear yards drains to the pond.\n"
     "The lowest opening is 992.0.", 989.1, "extracted", []),
    # two ponds' levels and nothing to choose between them: both are asked
    ("Pond 1: NWL 985.0, 100-year HWL 988.6. Pond 2: NWL 982.0, 100-year HWL 984.1.\n"
     "Runoff from the rear yards drains to the ponds.\nThe lowest opening of the new homes is 991.6.",
     None, None, [984.1, 988.6]),
])
def test_a_ponds_own_level(text: str, value: float | None, source: str | None, asked: list[float]) -> None:
    fact = facts_of(text).facts.get("hwl_100yr_elev_ft")
    assert fact is not None
    assert fact.value == (pytest.approx(value) if value is not None else None)
    if source:
        assert fact.source == source
    assert sorted(c.value for c in fact.candidates) == asked
    if asked:
        assert "pond's or basin's own level" in fact.conflict
        assert all(c.evidence and c.evidence[0].page == 1 and 0 < c.confidence < 1 for c in fact.candidates)


def test_the_derived_level_cites_the_pond_and_the_margin() -> None:
    text = POND + "The lowest opening of the new homes is 991.0, which is 2.4 feet above the 100-year high water level."
    fact = facts_of(text).facts["hwl_100yr_elev_ft"]
    words = [e.text for e in fact.evidence]
    assert any("Pond 1" in w for w in words) and any("2.4 feet above" in w for w in words)
    assert len(words) == len(set(words))


@pytest.mark.parametrize("inferred, paired, want", [
    (True, True, "inferred"),
    (True, False, "inferred_alone"),
    (False, True, "easy"),
])
def test_a_ponds_level_is_its_own_kind_of_decision(inferred: bool, paired: bool, want: str) -> None:
    assert stratum(1, False, False, inferred=inferred, paired=paired) == want
    assert stratum(2, False, False, inferred=inferred, paired=paired) == "open"  # values compete: never "inferred"


def test_the_criterion_says_what_the_question_would_decide() -> None:
    """N.4.9 is not demonstrated while the HWL is a question, and its reason says what the likeliest answer gives."""
    page = page_from_text(POND + "The lowest opening of the new homes is 991.6.", file="swmp.pdf")
    read = read_facts([page])
    facts = dict(read.facts)
    facts.update({"project_type": make_fact("project_type", "commercial"), "site_area_ac": make_fact("site_area_ac", 3.0)})
    report = determine(Facts(facts=facts, exhibits=read.exhibits, statements=read.statements))
    n49 = next(c for c in report.criteria if c.id == "N.4.9")
    assert n49.status == "not_demonstrated"
    assert "100-year high water elevation is a question (988.6 ft, swmp.pdf p. 1?)" in n49.reason
    assert "3 ft above the HWL 988.6 ft, so this would be met" in n49.reason
    asks = [d for d in report.deficiencies if d.id == "hwl_100yr_elev_ft"]
    assert asks and "988.6 ft (swmp.pdf p. 1" in asks[0].message and "beside the new buildings" in asks[0].message
