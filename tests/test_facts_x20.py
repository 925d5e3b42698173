"""Voices from external20 (common schemes argued in words), read by class after it was measured blind.
Each class has near misses that must read nothing."""

import pytest

from extract.propose.common_scheme import read_common_scheme
from extract.pdf.page_text import page_from_text
from extract.propose.project_type import read_project_type
from extract.propose.quantities import read_sentence
from extract.read_facts import read_facts
from extract.layout.segments import Segment


def seg(text):
    return Segment(text, "f.pdf", 1, None)


def read(text):
    return [(c.name, c.value) for c in read_sentence(seg(text))]


@pytest.mark.parametrize("text, want", [
    ("Bayview Retail Partners LLC will replace a 1970s retail building with a new retail building on its 0.38 acre lot.",
     [("site_area_ac", 0.38)]),
    ("Phase 2 is a one-story medical office building with 31 parking stalls on a 0.42 acre commercial lot.",
     [("site_area_ac", 0.42)]),
    # near misses: a lot next door, a house on its lot with no work said, land someone else owns
    ("Overflow parking is on a 0.4 acre lot next door.", []),
    ("The house sits on a 0.5 acre lot.", []),
    ("A 2.30 acre parcel owned by Mr. Brekke's brother lies across Water Street, a public street.", []),
    ("The 6.1 acre parcel owned by the applicant is zoned R-1.", [("site_area_ac", 6.1)]),
    ("The 2.10 acre parcel east of the plat is owned by the parent company and was graded for four homes in 2023.", []),
    ("Taken in the aggregate under N.2.G, the development totals 10.50 acres.", []),
])
def test_sentences(text, want):
    assert read(text) == want


def test_the_aggregate_under_the_rules_own_words():
    assert [c.value for c in read_common_scheme(seg("Taken in the aggregate under N.2.G, the development totals 10.50 acres."))] == [10.5]


@pytest.mark.parametrize("text, kind", [
    ("The preliminary plat has 22 single-family lots on 7.40 acres.", "single_family_subdivision"),
    ("Phase II adds 28 townhome units (multi-family, 4- to 6-unit buildings) on a 4.30 acre site.", "multi_unit_residential"),
    ("Phase 2 is a one-story medical office building (6,800 sq ft floor area) on a 0.42 acre commercial lot.", "commercial"),
    ("The site has an existing house and a barn.", None),
])
def test_project_kinds(text, kind):
    got = [c.value for c in read_project_type(seg(text))]
    assert got == ([] if kind is None else [kind])


def test_a_quoted_sentence_ends_at_its_closing_quote():
    text = ('"The 1.60 acre parcel to the south was sold in 2020 and is no longer under common ownership." Consistent with '
            "staff's finding, we state the common scheme area as 9.50 acres (7.40 + 2.10).\n")
    assert read_facts([page_from_text(text, file="r.pdf")]).value("common_scheme_area_ac") == 9.5
