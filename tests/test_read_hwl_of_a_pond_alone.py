"""A pond's or basin's own 100-year HWL, with no building said beside it: a candidate and a question, not a guess.

The contract's HWL is the level the new buildings' openings are set above. Where a package states
only a pond's level, the truth of most authors takes it as that level, but not of all (a road
project's basin, a townhome site whose openings are never given). So the reader proposes the
level marked as the pond's own (``variant == WATER_BODY``); the rules never set the fact from it
alone; the chooser sets it only where its own kind of decision ("inferred") reaches 99% out of
fold, and otherwise leaves a question with the level and its page. Where the package's own
arithmetic ties the pond's level to the openings (opening less a stated margin gives exactly it),
the level is set, derived, citing both sentences. The cases run with the "inferred" stratum unsafe and
safe, so they hold whatever a later `rulen train` measures; one test holds the committed model to its own
thresholds.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from extract.choose.model import NEVER, default_model, stratum
from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts
from rulen.engine import determine
from rulen.facts import make_fact
from rulen.models import Facts

POND = ("Pond 1: NWL 985.0, 100-year HWL 988.6, emergency overflow 991.0.\n"
        "Runoff from the rear yards drains to the pond through a swale.\n")


def _model(inferred: float):
    """The committed chooser with the "inferred" stratum's threshold set: NEVER (not yet shown safe out of
    fold) or 0.0 (shown safe); the rest of the model as trained."""
    model = default_model()
    return replace(model, thresholds=tuple((k, inferred if k == "inferred" else v) for k, v in model.thresholds))


OPENING = POND + "The lowest opening of the new homes is 991.6."
MARGIN_FITS = POND + "The lowest opening of the new homes is 991.0, which is 2.4 feet above the 100-year high water level."
MARGIN_OFF = POND + "The lowest opening of the new homes is 991.0, which is 2.0 feet above the 100-year high water level."
MARGIN_ELSE = POND + "The lowest opening of the new homes is 991.0, which is 2.4 feet above the street."
BESIDE = (POND + "The 100-year HWL next to the new building is 989.1.\nRunoff from the rear yards drains to the pond.\n"
          "The lowest opening is 992.0.")
TWO_PONDS = ("Pond 1: NWL 985.0, 100-year HWL 988.6. Pond 2: NWL 982.0, 100-year HWL 984.1.\n"
             "Runoff from the rear yards drains to the ponds.\nThe lowest opening of the new homes is 991.6.")


# each row: the text; (value, source, asked) while the "inferred" stratum is not shown safe; the value once it is
@pytest.mark.parametrize("text, value, source, asked, value_once_safe", [
    # the pond's level alone, no opening: a question either way ("inferred_alone" is its own, unsafe, kind)
    (POND, None, None, [988.6], None),
    # beside a stated opening: a question until the stratum is shown safe, then set
    (OPENING, None, None, [988.6], 988.6),
    # the opening less the stated margin is exactly the pond's level: the package ties them; set, derived
    (MARGIN_FITS, 988.6, "derived", [], 988.6),
    # near misses: a margin that does not give the pond's level; a margin above something else
    (MARGIN_OFF, None, None, [988.6], 988.6),
    (MARGIN_ELSE, None, None, [988.6], 988.6),
    # a level stated beside the building outranks the pond's own
    (BESIDE, 989.1, "extracted", [], 989.1),
    # a lake's level beside an opening is a water's own level like a pond's
    ("Lake Minnetonka's 100-year flood level is 931.5.\nLowest opening: 937.0.\n", None, None, [931.5], 931.5),
    # the lake's level two sentences before a margin ("above the flood elevation", no 100-year words): too far
    # for the margin to tie them, so it is the water's own level, asked until the stratum is shown safe
    ("The 100-year flood elevation of the lake is 931.5. Elevations are NGVD 29. The lowest opening is 934.6, "
     "3.1 feet above the flood elevation.", None, None, [931.5], 931.5),
    # near miss: the package's own margin sets the opening above another level (951.3 - 4.3 = 947.0): the lake's
    # level is no candidate at all, safe stratum or not
    ("Lowest opening 951.3. The 100-year HWL of the lake is 931.5 in the 2019 study; the opening is 4.3 ft above it.",
     None, None, None, None),
    # two ponds' levels and nothing to choose between them: both are asked, however safe one pond's level is
    (TWO_PONDS, None, None, [984.1, 988.6], None),
])
def test_a_ponds_own_level(text: str, value: float | None, source: str | None, asked: list[float] | None,
                           value_once_safe: float | None) -> None:
    pages = [page_from_text(text, file="report.pdf")]
    fact = read_facts(pages, model=_model(NEVER)).facts.get("hwl_100yr_elev_ft")
    if asked is None:  # nothing to ask: not read at all
        assert fact is None and read_facts(pages, model=_model(0.0)).facts.get("hwl_100yr_elev_ft") is None
        return
    assert fact is not None
    assert fact.value == (pytest.approx(value) if value is not None else None)
    if source:
        assert fact.source == source
    assert sorted(c.value for c in fact.candidates) == asked
    if asked:
        assert "pond's or basin's own level" in fact.conflict
        assert all(c.evidence and c.evidence[0].page == 1 and 0 < c.confidence < 1 for c in fact.candidates)
    safe = read_facts(pages, model=_model(0.0)).facts.get("hwl_100yr_elev_ft")
    assert safe.value == (pytest.approx(value_once_safe) if value_once_safe is not None else None)


def test_the_committed_model_sets_a_ponds_level_only_as_its_stratum_allows() -> None:
    """Whatever `rulen train` measured: set beside an opening iff its confidence clears the "inferred" threshold."""
    model = default_model()
    fact = read_facts([page_from_text(OPENING, file="report.pdf")], model=model).facts["hwl_100yr_elev_ft"]
    if fact.value is not None:
        assert fact.confidence >= model.threshold("inferred")
    else:
        assert fact.candidates and fact.candidates[0].confidence < model.threshold("inferred")
    alone = read_facts([page_from_text(POND, file="report.pdf")], model=model).facts["hwl_100yr_elev_ft"]
    assert alone.value is None or model.threshold("inferred_alone") <= alone.confidence


def test_the_derived_level_cites_the_pond_and_the_margin() -> None:
    fact = read_facts([page_from_text(MARGIN_FITS, file="report.pdf")]).facts["hwl_100yr_elev_ft"]
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
    read = read_facts([page], model=_model(NEVER))
    facts = dict(read.facts)
    facts.update({"project_type": make_fact("project_type", "commercial"), "site_area_ac": make_fact("site_area_ac", 3.0)})
    report = determine(Facts(facts=facts, exhibits=read.exhibits, statements=read.statements))
    n49 = next(c for c in report.criteria if c.id == "N.4.9")
    assert n49.status == "not_demonstrated"
    assert "100-year high water elevation is a question (988.6 ft, swmp.pdf p. 1?)" in n49.reason
    assert "3 ft above the HWL 988.6 ft, so this would be met" in n49.reason
    asks = [d for d in report.deficiencies if d.id == "hwl_100yr_elev_ft"]
    assert asks and "988.6 ft (swmp.pdf p. 1" in asks[0].message and "beside the new buildings" in asks[0].message
