"""Resubmittals: a corrected or revised figure holds over the one it replaces; a reviewer's quoted comment is
not the design.

Where the package does not say which figure holds, two figures stay a contradiction for a reviewer; a quoted
comment's figure must never be read as the applicant's."""

from __future__ import annotations

import pytest

from extract.choose.reconcile import is_revision, mark_revisions, merge
from extract.layout.quoted_comments import unquote_comments
from extract.layout.segments import Segment, split_sentences
from extract.pdf.page_text import page_from_text
from extract.propose.candidate import Candidate
from extract.read_facts import read_facts
from rulen.models import Evidence

from fact_helpers import facts_of, seg, value


def cand(name, value, text, file="a.pdf"):
    return Candidate(name=name, value=value, evidence=Evidence(file=file, page=1, text=text))


def settled(*cands):
    return merge(cands[0].name, mark_revisions(list(cands)))


def test_a_correction_holds_over_the_figure_it_replaces():
    fact = settled(cand("site_area_ac", 7.8, "The site is 7.8 acres of a 21.5-acre parent parcel."),
                   cand("site_area_ac", 7.8, "The site area was misstated as 7.8 acres; the correct site area is 8.3 acres.", "b.pdf"),
                   cand("site_area_ac", 8.3, "The site area was misstated as 7.8 acres; the correct site area is 8.3 acres.", "b.pdf"))
    assert fact.value == 8.3 and fact.conflict is None


def test_an_error_named_is_dropped_and_the_correct_figure_kept():
    fact = settled(cand("net_impervious_increase_ac", 0.12, "Net increase: 0.12 acres."),
                   cand("net_impervious_increase_ac", 0.12, "The 0.12-acre net increase was an error carried over."),
                   cand("net_impervious_increase_ac", -0.04, "The correct figure is a net decrease of 0.04 acres."))
    assert fact.value == -0.04


def test_without_a_word_of_which_holds_two_figures_stay_a_contradiction():
    fact = settled(cand("site_area_ac", 7.8, "The site is 7.8 acres."), cand("site_area_ac", 8.3, "Site area: 8.3 acres", "b.pdf"))
    assert fact.value is None and "two values" in fact.conflict


def test_two_corrections_that_disagree_stay_a_contradiction():
    fact = settled(cand("site_area_ac", 8.3, "The correct site area is 8.3 acres."),
                   cand("site_area_ac", 8.5, "The site area has been revised to 8.5 acres.", "b.pdf"))
    assert fact.value is None


@pytest.mark.parametrize("text, revised", [
    ("Revised Table 3 - Peak discharge at the south property line (cfs) | Event Existing Proposed | 1-year | 2.9 | 2.6", True),
    ("The correct lot area is 0.62 acres per the certificate of survey.", True),
    ("REV 2 - 03/14/2026 - revised pond grading", True),
    ("Table 3. Peak discharge at the south property line (cfs) - ORIGINAL | 1-year | 2.9 | 3.0", False),
    ("This revision supersedes the earlier plan; the superseded table is kept for reference.", False),
    ("The site is 7.8 acres.", False),
])
def test_what_says_it_is_a_revision(text, revised):
    assert is_revision(text) is revised


def test_a_revised_table_holds_over_the_original():
    text = ("Table 3. Peak discharge at the south property line (cfs) - ORIGINAL\n"
            "Event\tExisting\tProposed\n"
            "1-year\t2.9\t3.0\n"
            "10-year\t8.1\t8.4\n"
            "100-year\t16.3\t17.1\n"
            "\n"
            "Revised Table 3 - Peak discharge at the south property line (cfs)\n"
            "REV 2, March 14, 2026. Supersedes Table 3 of the January 9, 2026 plan. HydroCAD 10.2, Atlas 14,\n"
            "24-hour MSE 3 distribution.\n"
            "\n"
            "Event\tRain (in)\tExisting\tProposed\tChange\n"
            "1-year\t2.49\t2.9\t2.6\t-0.3\n"
            "10-year\t4.26\t8.1\t7.4\t-0.7\n"
            "100-year\t7.41\t16.3\t15.8\t-0.5\n")
    rates = read_facts([page_from_text(text, file="r.pdf")]).value("peak_rates_cfs")
    assert {e: rates[e]["proposed"] for e in ("1", "10", "100")} == {"1": 2.6, "10": 7.4, "100": 15.8}


def test_a_quoted_comment_after_its_number_is_the_districts():
    text = 'Comment 2. "The grading plans show 1-foot contours; N.6.A.7 asks for 2-foot contours on NGVD 1929." Response: ok.'
    first = [text[s:e] for s, e in split_sentences(text)][0]
    assert unquote_comments(Segment(first, "f.pdf", 1, None)).text == 'Comment 2. "[comment quoted]"'


def test_a_correction_begun_at_a_labelled_lines_end():
    got = read_facts([page_from_text(
        "Net increase: 0.12 acres.\n"
        "City response: The 0.12-acre net increase was an error carried over from the 2024 project. The correct\n"
        "figure is a net decrease of 0.04 acres (net change -0.04 ac).\n", file="r.pdf")])
    assert got.value("net_impervious_increase_ac") == -0.04


def test_the_width_an_original_submittal_showed_is_replaced():
    from extract.propose.trail import read_trail
    text = ("Trail section (REVISED): the original submittal showed a 10-foot trail. At the City Council's direction the "
            "trail is now 12 feet wide to meet the Three Rivers Park District regional trail standard.")
    assert read_trail(Segment(text, "f.pdf", 1, None, labelled=True))["width_ft"] == 12.0


# -- a reviewer's quoted comment is not the design -------------------------------------------------------
@pytest.mark.parametrize("text", [
    '2. District: "The 100-year proposed rate (8.6 cfs) exceeds existing." Response: The outlet weir was raised 0.4 ft.',
    'Comment 2: "The 100-year proposed peak rate at the west property line (43.0 cfs) exceeds the existing rate."',
    'MCWD comment 3: “The P8 model reports 44% annual total phosphorus removal.” Response: see Section 6.',
])
def test_a_quoted_comment_is_set_aside(text):
    out = unquote_comments(seg(text)).text
    assert '"[comment quoted]"' in out and "cfs)" not in out and "44%" not in out


def test_a_quotation_not_attributed_to_a_reviewer_stays():
    text = 'The pond is called "Pond 1" on the plans.'
    assert unquote_comments(seg(text)).text == text


def test_a_response_letter_gives_the_current_rate_only():
    letter = ('2. District: "The 100-year proposed rate (8.6 cfs) exceeds existing." Response: The outlet weir was raised.\n'
              "The current 100-year proposed rate is 7.9 cfs against 8.1 cfs existing.\n")
    facts = facts_of(letter)
    assert "peak_rates_cfs" not in facts.facts or facts.facts["peak_rates_cfs"].conflict is None
