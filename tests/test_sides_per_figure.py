"""Each figure takes its own side (existing / proposed / net) in a sentence that states two sides of one thing.

Outside authors write "1.48 acres today and will be 1.55 acres": time words, not "existing"/"proposed",
and both in one window. The side is a property of each figure, from the cue nearest to it. The
near-misses are figures of something else, or sentences with no figure at all: they must stay unread
(or keep their own reading), because a false fact is the worst error.
"""

from __future__ import annotations

import pytest

from extract.pdf.page_text import page_from_text
from extract.propose.quantities import read_sentence
from extract.read_facts import read_facts
from extract.layout.segments import Segment

AREA = {"existing_impervious_ac", "proposed_impervious_ac", "net_impervious_increase_ac", "site_area_ac",
        "disturbed_area_ac", "common_scheme_area_ac"}
EX, PR, NET = "existing_impervious_ac", "proposed_impervious_ac", "net_impervious_increase_ac"
SF = 43560.0


def areas(text: str, labelled: bool = False) -> set[tuple[str, float]]:
    """The area readings of one sentence, rounded to 0.001 acre."""
    seg = Segment(text, "f.pdf", 1, None, labelled)
    return {(c.name, round(c.value, 3)) for c in read_sentence(seg) if c.name in AREA}


def ac(sf: float) -> float:
    return round(sf / SF, 3)


@pytest.mark.parametrize("text,expected", [
    # prose, time words after the figure and a future verb before the next
    ("Impervious area is 1.48 acres today and will be 1.55 acres.", {(EX, 1.48), (PR, 1.55)}),
    ("Impervious surface currently totals 0.91 acres and will total 1.20 acres after construction.",
     {(EX, 0.91), (PR, 1.2)}),
    ("Impervious surfaces, currently 0.33 acres, will total 0.47 acres once constructed.", {(EX, 0.33), (PR, 0.47)}),
    ("Impervious area 0.60 ac currently, rising to 0.72 ac.", {(EX, 0.6), (PR, 0.72)}),
    # a label line with the sides after each figure
    ("Hard surface: 0.91 acres now, 1.20 acres when complete.", {(EX, 0.91), (PR, 1.2)}),
    ("Impervious area: 0.91 ac existing; 1.20 ac proposed", {(EX, 0.91), (PR, 1.2)}),
    ("Impervious area: 0.91 ac pre-project; 1.20 ac post-construction.", {(EX, 0.91), (PR, 1.2)}),
    ("Impervious coverage now 0.44 ac, future 0.58 ac.", {(EX, 0.44), (PR, 0.58)}),
    # a label line with the sides before each figure, and "the project" as a time, not the site
    ("Hard surfaces before the project: 0.25 acres, after the project: 0.31 acres.", {(EX, 0.25), (PR, 0.31)}),
    ("Hard surface at present: 18,300 square feet; upon completion: 21,100 square feet.",
     {(EX, ac(18300)), (PR, ac(21100))}),
    # parentheses
    ("The impervious area (0.62 ac today) will be 0.80 ac upon completion.", {(EX, 0.62), (PR, 0.8)}),
    ("Impervious area is 0.75 acres (existing) and 0.90 acres (proposed).", {(EX, 0.75), (PR, 0.9)}),
    # semicolons between the two sides
    ("Impervious surface as it stands is 0.40 acres; after redevelopment it will be 0.52 acres.",
     {(EX, 0.4), (PR, 0.52)}),
    ("Impervious area today is 2.10 acres; post-development 2.45 acres, adding 0.35 acres.",
     {(EX, 2.1), (PR, 2.45), (NET, 0.35)}),
    ("Impervious surfaces: existing farmhouse and drive 0.18 ac; proposed streets, driveways and roofs 2.94 ac.",
     {(EX, 0.18), (PR, 2.94)}),
    # arrows and from-to
    ("Impervious: 0.91 ac → 1.20 ac", {(EX, 0.91), (PR, 1.2)}),
    ("Impervious cover will increase from 0.91 acres to 1.20 acres (a net increase of 0.29 acres).",
     {(EX, 0.91), (PR, 1.2), (NET, 0.29)}),
    ("Impervious surfaces increasing from 39,640 square feet to 52,270 square feet (a net increase of 12,630 square feet).",
     {(EX, ac(39640)), (PR, ac(52270)), (NET, ac(12630))}),
    # square feet, a verb other than "be"
    ("Hard cover presently covers 22,500 sq ft and will cover 26,000 sq ft at build-out.",
     {(EX, ac(22500)), (PR, ac(26000))}),
    # the net stated after the proposed figure, its sign from its own words
    ("counting the street, the driveways and an assumed 4,500 square feet of rooftop per lot, the impervious area "
     "will be 1.21 acres, an increase of 0.83 acres.", {(PR, 1.21), (NET, 0.83)}),
    ("The impervious area will be 3.05 acres when completed, an increase of 1.10 acres.", {(PR, 3.05), (NET, 1.1)}),
    ("Impervious area is 1.55 acres today and will be 1.48 acres, a decrease of 0.07 acres.",
     {(EX, 1.55), (PR, 1.48), (NET, -0.07)}),
    ("Impervious area, 0.91 ac before construction, will be 1.20 ac after construction, a net increase of 0.29 ac.",
     {(EX, 0.91), (PR, 1.2), (NET, 0.29)}),
    # a place after the label says where, the figure is still the impervious area's
    ("Impervious area on the site totals 0.45 acres today and will total 0.61 acres after the project, creating "
     "0.16 acres of new impervious surface.", {(EX, 0.45), (PR, 0.61), (NET, 0.16)}),
])
def test_each_figure_takes_its_own_side(text, expected):
    assert areas(text) == expected


@pytest.mark.parametrize("text,expected", [
    # the second figure measures another thing: only the first is read
    ("Impervious area is 1.48 acres today and the building will be 12,000 sf.", {(EX, 1.48)}),
    ("Impervious area is 1.48 acres today and the pond will treat 3.2 acres.", {(EX, 1.48)}),
    ("Impervious area is 1.48 acres today and 7.6 acres drain onto the site.", {(EX, 1.48)}),
    ("Impervious area currently 0.5 acres; the parent parcel will be 12 acres after the plat.", {(EX, 0.5)}),
    ("Impervious area is 1.2 ac today; the future phase will add 0.9 ac.", {(EX, 1.2)}),
    ("Impervious surfaces: existing 0.18 ac; proposed building 2.94 ac.", {(EX, 0.18)}),
    ("Impervious coverage is 0.8 acres today and will be 0.9 acres, and the wetland buffer will be 0.3 acres.",
     {(EX, 0.8), (PR, 0.9)}),
    # figures of other things, with time words beside them
    ("An off-site area of 7.6 acres drains onto the site today.", set()),
    ("The parent parcel will be 40 acres after the plat.", set()),
    ("The building will be 12,000 sf after construction.", set()),
    ("Impervious area will be 2.0 acres in a future phase.", set()),
    ("Impervious area of the parent parcel is 5.0 acres today and will be 6.1 acres.", set()),
    # no figure, or a threshold: nothing invented
    ("Impervious area will not change.", set()),
    ("0.5 acres is the threshold for impervious area.", set()),
    # "the project" adds something unnamed: neither the site's size nor a net of impervious
    ("Impervious surface currently measures 15,000 sf and the project adds 4,200 sf.", {(EX, ac(15000))}),
    # a figure with no side of its own is not given the other figure's side
    ("Impervious area is 1.48 acres and will be 1.55 acres after the project.", {(PR, 1.55)}),
    ("Impervious area is 1.48 acres, and the existing parking lot will be removed.", set()),
    ("Impervious area on the site totals 0.45 acres.", set()),
    # a verb after a figure speaks of the figure, it gives no side: what is removed is neither total
    ("Impervious area of 1.0 acre will be removed.", set()),
    ("Impervious area is 1.2 acres increasing to 1.5 acres.", {(PR, 1.5)}),
    # a side-specific label is not carried to a figure of the other side
    ("The existing impervious area is 1.48 acres today and will be 1.55 acres.", {(EX, 1.48)}),
    # the disturbed area and the site area keep their readings beside time words
    ("Disturbed area will be 1.9 acres and the site is 3.2 acres today.",
     {("disturbed_area_ac", 1.9), ("site_area_ac", 3.2)}),
    ("The site is 3.2 acres today.", {("site_area_ac", 3.2)}),
])
def test_near_misses_stay_unread_or_keep_their_reading(text, expected):
    assert areas(text) == expected


def test_each_reading_quotes_its_sentence():
    text = "Impervious area is 1.48 acres today and will be 1.55 acres."
    cands = read_sentence(Segment(text, "pkg.pdf", 3, None))
    assert {c.name for c in cands} == {EX, PR}
    assert all(c.evidence.file == "pkg.pdf" and c.evidence.page == 3 and c.evidence.text == text for c in cands)


@pytest.mark.parametrize("text,expected", [
    ("Hard surface: 0.91 acres now, 1.20 acres when complete.", {(EX, 0.91), (PR, 1.2)}),
    ("Impervious area: 0.91 ac pre-project; 1.20 ac post-construction.", {(EX, 0.91), (PR, 1.2)}),
    ("Hard surfaces before the project: 0.25 acres, after the project: 0.31 acres.", {(EX, 0.25), (PR, 0.31)}),
    ("Impervious: 0.91 ac → 1.20 ac", {(EX, 0.91), (PR, 1.2)}),
    ("Impervious surfaces: existing 0.18 ac; proposed building 2.94 ac.", {(EX, 0.18)}),
])
def test_label_lines_read_alike_when_marked_as_labelled(text, expected):
    assert areas(text, labelled=True) == expected


def test_a_page_in_one_outside_voice_gives_all_three_facts():
    page = page_from_text("Stormwater narrative\n"
                          "The site is 2.40 acres. Impervious area is 1.48 acres today and will be 1.55 acres after "
                          "construction, an increase of 0.07 acres.\n")
    facts = read_facts([page])
    assert facts.value(EX) == pytest.approx(1.48)
    assert facts.value(PR) == pytest.approx(1.55)
    assert facts.value(NET) == pytest.approx(0.07)
    assert facts.value("site_area_ac") == pytest.approx(2.40)
