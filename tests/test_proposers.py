"""The proposers: the registry's entries are true (each sentence reader proposes its fact from its own
example), and the typed-quantity proposer types every quantity and marks the cues that make a printed
figure not the project's."""

from __future__ import annotations

import pytest

from extract.layout.segments import Segment
from extract.propose.registry import READERS, reader
from extract.propose.sentence_readers import SENTENCE_READERS
from extract.propose.typed_quantities import typed_quantities


def _seg(text: str) -> Segment:
    return Segment(text=text, file="report.pdf", page=3, bbox=None)


SENTENCE = [r for r in READERS.values() if r.unit == "sentence"]


def test_every_sentence_reader_is_registered_once_and_run() -> None:
    assert len(SENTENCE) >= 20
    assert SENTENCE_READERS == tuple(r.propose for r in SENTENCE)
    with pytest.raises(ValueError):
        reader(SENTENCE[0].id, fact="x", reads="x", example="x")(lambda s: [])


@pytest.mark.parametrize("entry", SENTENCE, ids=[r.id for r in SENTENCE])
def test_each_sentence_reader_proposes_its_fact_from_its_example(entry) -> None:
    found = entry.propose(_seg(entry.example))
    assert entry.fact in {c.name for c in found}
    assert all(c.evidence.page == 3 and c.evidence.file == "report.pdf" for c in found)


def test_every_entry_says_what_it_reads() -> None:
    for r in READERS.values():
        assert r.id and r.fact and len(r.reads) > 10 and r.example, r


# (sentence, the typed quantities expected as (kind, value) in order)
TYPED = [
    ("The pond's 100-year HWL is 934.2 and the outlet passes 3.1 cfs.", [("elevation", 934.2), ("rate", 3.1)]),
    ("Site area: 13.36 acres", [("area", 13.36)]),
    ("The lot is 17,860 square feet.", [("area", 0.41001)]),
    ("Impervious coverage is 64.5% against a 70 percent standard.", [("percent", 64.5), ("percent", 70.0)]),
    ("The plat creates 42 townhomes.", [("count", 42.0)]),
    ("Side slopes are 4:1 with a 10-foot bench.", [("slope", 4.0), ("length", 10.0)]),
    ("Live storage is 10,128 cubic feet (0.23 ac-ft).", [("volume", 10128.0), ("volume", 10018.8)]),
    ("Lowest floor elevation 936.5, 3.0 ft above the HWL.", [("elevation", 936.5), ("length", 3.0)]),
    ("The outlet invert is at EL 912.40.", [("elevation", 912.4)]),
    ("The trail is 10 feet wide and 0.4 miles long.", [("length", 10.0)]),  # miles carry no contract fact
    ("A seasonal high water table 28 inches down.", [("length", 2.33333)]),
    # near-misses: numbers with no type are not quantities
    ("Permit No. 20-190, PID 12.117.23.44, dated 2020.", []),
    ("See Sheet C-3 and Appendix 4.", []),
    ("Lot 1, Block 2 of the plat.", []),
]


@pytest.mark.parametrize("text,expected", TYPED, ids=[t[:40] for t, _ in TYPED])
def test_typed_quantities_are_typed_and_converted(text: str, expected: list[tuple[str, float]]) -> None:
    got = [(q.kind, q.value) for q in typed_quantities(_seg(text))]
    assert [k for k, _ in got] == [k for k, _ in expected]
    for (_, v), (_, w) in zip(got, expected):
        assert v == pytest.approx(w, rel=1e-3)


# (sentence, requirement, negated, other project): the cues the chooser weighs, and their near-misses
CUES = [
    ("A permit is required for more than 5,000 square feet of new impervious surface.", True, False, False),
    ("The project adds 5,000 square feet of new impervious surface.", False, False, False),
    ("Assume 7.42 acres of new impervious surface for future county road improvements.", False, False, True),
    ("The project's own new impervious surface is 7.42 acres.", False, False, False),
    ("No impervious area of 2.0 acres is proposed.", False, True, False),
    ("The impervious area is 2.0 acres.", False, False, False),
    ("The adjacent parcel is 6.2 acres.", False, False, True),
    ("The parcel is 6.2 acres.", False, False, False),
]


@pytest.mark.parametrize("text,requirement,negated,other", CUES, ids=[t[:40] for t, *_ in CUES])
def test_typed_quantities_carry_the_cues_of_other_figures(text: str, requirement: bool, negated: bool, other: bool) -> None:
    (q,) = typed_quantities(_seg(text))
    assert (q.requirement, q.negated, q.other_project) == (requirement, negated, other)
    assert q.evidence.text.startswith(text[:30])


def test_a_quantity_keeps_its_label_words() -> None:
    q = typed_quantities(_seg("Existing conditions: the impervious surface totals 1.25 acres; proposed 1.60 acres."))
    assert "impervious surface totals" in q[0].label and "existing" not in q[1].label and "proposed" in q[1].label


from extract.propose.typed_candidates import TYPED, typed_candidates  # noqa: E402

# (sentence, facts already read by a phrase reader, the (fact, value) readings expected from its typed quantities)
TYPED_READINGS = [
    ("The parcel in question comprises 13.36 acres.", set(), [("site_area_ac", 13.36)]),
    ("The parcel in question comprises 13.36 acres.", {"site_area_ac"}, []),  # a phrase reader spoke: it holds
    ("About 2.1 acres of the watershed drain to the pond.", set(), []),  # a drainage area is no site
    ("Post-construction impervious cover comes to 1.60 acres.", set(), [("proposed_impervious_ac", 1.6)]),
    ("Impervious cover before the work: 1.25 acres of existing pavement.", set(), [("existing_impervious_ac", 1.25)]),
    ("The plan adds 0.35 acres of new impervious surface.", set(), [("net_impervious_increase_ac", 0.35)]),
    ("Grading will disturb 3.4 acres.", set(), [("disturbed_area_ac", 3.4)]),
    ("The concept shows 710 dwelling units.", set(), [("dwelling_units", 710)]),
    ("The lot offers 2.5 parking stalls per unit.", set(), []),  # not a count of homes
    ("The 100-year HWL of the basin is 934.2.", set(), [("hwl_100yr_elev_ft", 934.2)]),
    ("The outlet invert of the 100-year structure is EL 912.4.", set(), []),  # an invert is no water level
    ("Lowest floor elevation 936.5.", set(), [("lowest_opening_elev_ft", 936.5)]),
    ("The filter removes 62 percent of total phosphorus.", set(), [("phosphorus_removal_pct", 62.0)]),
    ("The filter removes 85 percent of TSS.", set(), []),
    ("Contours are drawn every 2 feet.", set(), [("contour_interval_ft", 2.0)]),
]


@pytest.mark.parametrize("text,read,expected", TYPED_READINGS, ids=[f"{t[:36]}|{sorted(r)}" for t, r, _ in TYPED_READINGS])
def test_typed_quantities_become_readings_only_of_facts_no_phrase_reader_read(text, read, expected) -> None:
    got = typed_candidates(typed_quantities(_seg(text)), read)
    assert [(c.name, c.value) for c in got] == [(n, pytest.approx(v)) for n, v in expected]
    assert all(c.strength == TYPED and c.evidence.page == 3 for c in got)


def test_typed_readings_stay_out_of_the_chooser_until_measured_safe() -> None:
    from extract.read_facts import TYPED_READINGS, chooser_groups, propose
    from extract.pdf.page_text import page_from_text

    proposal = propose([page_from_text("The disturbed footprint measures 2.4 acres.", file="report.pdf", number=2)])
    assert TYPED_READINGS is False and "disturbed_area_ac" not in chooser_groups(proposal)
    assert "disturbed_area_ac" in chooser_groups(proposal, typed=True)  # no phrase reader reads a "footprint"
