"""Two false readings found at the end of the third session, each with its near misses.

A neighbour's opening named before the label ("The neighbour's lowest opening ... is 899.0") is not
the project's; a two-column table whose value column is the standard ("Item | Required") gives
the standard's figures, not the pond's.
"""

import pytest

from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts


def facts_of(text):
    return read_facts([page_from_text(text, file="r.pdf")])


@pytest.mark.parametrize("text", [
    "The neighbour's lowest opening (garage door) is 899.0.",
    "The neighbor's lowest opening is 899.0.",
    "The adjacent home's lowest opening is 899.0.",
    "The downstream neighbour's lowest opening is at 899.0.",
])
def test_a_neighbours_opening_named_first_is_not_ours(text):
    assert facts_of(text).value("lowest_opening_elev_ft") is None


@pytest.mark.parametrize("text,value", [
    ("The lowest opening (garage door) is 899.0.", 899.0),
    ("Our lowest opening (garage door) is 899.0.", 899.0),
    ("The new home's lowest opening is 903.5, 3.5 feet above the neighbour's pond HWL.", 903.5),
])
def test_our_opening_still_read(text, value):
    assert facts_of(text).value("lowest_opening_elev_ft") == value


@pytest.mark.parametrize("text", [
    "Pond 1\nItem\tRequired\nFreeboard\t2.0 ft\nSafety bench\t10 ft\n",
    "Pond design standards\tRequired\nFreeboard\t1.5 ft\n",
    "Criterion\tMCWD standard\nFreeboard\t2 ft\n",
    "Pond 1\nParameter\tMinimum\nSafety bench width\t10 ft\nFreeboard\t2 ft\n",
])
def test_a_standards_column_gives_no_pond(text):
    assert facts_of(text).value("ponds") is None


def test_a_provided_column_still_gives_the_pond():
    ponds = facts_of("Pond 1\nItem\tProvided\nFreeboard\t2.5 ft\nSafety bench\t10 ft\n").value("ponds")
    assert ponds and all(p["freeboard_ft"] == 2.5 and p["safety_bench_width_ft"] == 10.0 for p in ponds)


def test_a_long_data_label_does_not_run_on_into_the_next_line():
    """Only a describing label ("Scope:", "What we are building:") runs on to a lower-case next line;
    a pond's or a figure's label line keeps its value to itself."""
    from extract.layout.segments import _wraps_on
    from extract.pdf.page import Line

    nxt = Line(text="see the outlet detail on sheet C5.0 for the skimmer", bbox=(0, 20, 100, 30))
    assert not _wraps_on("Pond 1: 10-ft safety bench at 10:1 (H:V) with 2.0 ft of freeboard above the 100-year HWL", nxt)
    assert _wraps_on("What we are building: a 6,800 sq ft fellowship hall with a kitchen, classrooms and an expanded north",
                     Line(text="parking lot with 40 stalls", bbox=(0, 20, 100, 30)))


def test_a_long_prose_label_with_few_figures_runs_on():
    """A value of words with a figure or two is a sentence that wrapped; a value of many figures is data."""
    from extract.layout.segments import _wraps_on
    from extract.pdf.page import Line

    assert _wraps_on("Trail: an 8-foot bituminous trail bordered by a turf boulevard at least 5 feet wide on the north",
                     Line(text="side of the roadway from Oak Street to the park", bbox=(0, 20, 100, 30)))
    assert not _wraps_on("Pond 2: NWL 912.0, HWL 915.5, bench 10 ft at 10:1, freeboard 2.0 ft to the overflow",
                         Line(text="weir of the outlet structure", bbox=(0, 20, 100, 30)))
