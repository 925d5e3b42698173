"""Voices from external23 (criteria and exhibits shown as computations and plans show them) and external24 (recent
packages as scans), read by class after both were measured blind. Each class has near misses."""

import pytest

from extract.layout.contents_block import drop_contents_block
from extract.exhibits.detect import detect_exhibits, is_toc_page
from extract.pdf.page_text import page_from_text
from extract.propose.pond_prose import read_pond_prose
from extract.propose.project_type import read_project_type
from extract.propose.quantities import read_sentence
from extract.propose.rates import read_rates
from extract.read_facts import read_facts
from extract.layout.segments import Segment


def seg(text, labelled=False):
    return Segment(text, "f.pdf", 1, None, labelled=labelled)


def read(text, labelled=False):
    return [(c.name, c.value) for c in read_sentence(seg(text, labelled))]


def facts(text, width=612.0, height=792.0):
    return read_facts([page_from_text(text, file="r.pdf", width=width, height=height)])


REPORT_WITH_CONTENTS = """Water Street Flats - Stormwater Management Plan
Contents
1 Site data
2 Rate control
Appendix F - NPDES permit
1 Site data
Site area: 1.90 ac
Runoff tributary to the project from 0.6 ac of Water Street is accommodated in the design of the system.
Water levels off site (Lake Minnetonka, Excelsior Bay) are not adversely affected during or after construction.
The receiving water is not landlocked; it drains to Excelsior Bay through the city storm sewer system.
"""


def test_a_contents_block_atop_a_report_page_is_set_aside_and_the_report_read():
    page = page_from_text(REPORT_WITH_CONTENTS, file="r.pdf")
    assert is_toc_page(page)  # as a whole the page starts with contents ...
    kept = drop_contents_block(page)
    assert not is_toc_page(kept) and "Appendix F - NPDES permit" not in kept.text
    got = read_facts([page])
    assert got.value("site_area_ac") == 1.9 and got.value("landlocked") is False
    # ... and the appendix only its contents name is no exhibit
    assert "N.6.A.13" not in detect_exhibits([kept])


def test_a_contents_page_proper_is_left_whole():
    page = page_from_text("Table of Contents\n1 Introduction\n2 Site data\n3 Rate control\nAppendix A - Borings\n", file="t.pdf")
    assert drop_contents_block(page) is page


@pytest.mark.parametrize("text, want", [
    ("P8 results: annual TP removal for the campus drainage area is 44%.", [("phosphorus_removal_pct", 44.0)]),
    ("The TP removal for the off-site drainage area is 30%.", []),
    ("Lowest building opening on lots adjacent to 2P: 991.6.", [("lowest_opening_elev_ft", 991.6)]),
    ("Lowest opening of homes adjacent to the site: 991.6.", []),
    ("The lowest opening of the building, the parking garage entrance, is at elevation 936.5, five feet above the 100-year "
     "flood elevation.", [("lowest_opening_elev_ft", 936.5)]),
])
def test_sentences(text, want):
    assert read(text) == want


@pytest.mark.parametrize("text, want", [
    ("Required by MCWD Rule N: 50% annual TP removal.", []),
    ("Minimum freeboard: 2 ft", []),
    ("TP removal: 50.6%", [("phosphorus_removal_pct", 50.6)]),
])
def test_labelled_lines(text, want):
    assert read(text, labelled=True) == want


@pytest.mark.parametrize("text, kind", [
    ("Excelsior, Minnesota - mixed-use redevelopment (ground-floor retail, 24 apartments above).", "mixed_use"),
    ("The 2.1-mile project mills and overlays the existing pavement and removes a bypass lane.", "linear"),
    ("Edina Public Schools (Independent School District 273), a public school district, applies for the Valley View "
     "Middle School classroom addition (institutional).", "institutional"),
    ("The City of Excelsior plans the Lake Street trail, a stand-alone trail project.", "linear"),
    ("The Lakeview Residences replaces a former service station and a two-story office building with a five-story "
     "multi-family building of 112 apartment units.", "multi_unit_residential"),
    # near misses
    ("The site - formerly industrial development land - is vacant.", None),
    ("The plans show a new 6-foot sidewalk along the street.", None),
    ("The applicant applies for a variance from the setback.", None),
])
def test_project_kinds(text, kind):
    got = [c.value for c in read_project_type(seg(text))]
    assert got == ([] if kind is None else [kind])


def test_per_subcatchment_rates_are_no_site_rates():
    assert read_rates(seg("Per-subcatchment peaks (proposed, 100-year): 1S roof 5.31 cfs; 2S parking 6.02 cfs.")) == {}
    assert set(read_rates(seg("The 100-year peak drops from 14.1 cfs to 12.0 cfs."))) == {"100"}


def test_a_snowmelt_row_is_no_24_hour_event():
    got = facts("Event\tExisting (cfs)\tProposed (cfs)\n"
                "1-yr 24-hr\t11.2\t9.8\n"
                "10-yr 24-hr\t24.5\t21.0\n"
                "100-yr 24-hr\t47.9\t44.6\n"
                "100-yr 10-day snowmelt\t9.1\t9.0\n")
    assert got.value("peak_rates_cfs")["100"] == {"existing": 47.9, "proposed": 44.6}


def test_a_one_pond_table_under_its_title():
    got = facts("Pond 1P\n"
                "NWL\t100-yr HWL\tEOF / top\tFreeboard\tBench\n"
                "945.0\t949.5\t951.4\t1.9 ft\t10 ft @ 10:1\n")
    ponds = got.value("ponds")
    assert [p["name"] for p in ponds] == ["Pond 1P"] and ponds[0]["freeboard_ft"] == 1.9


def test_a_dot_leader_form_line_and_an_unchanged_building():
    got = facts("PROJECT TYPE ........ Industrial (manufacturing building addition)\n"
                "APPLICANT ........... North American Fabrication Inc. (private)\n"
                "Structure\tLowest opening\t100-yr HWL\tDifference\n"
                "Addition - dock door\t987.8\t986.0\t1.8 ft\n"
                "Existing bldg (no change)\t989.5\t986.0\t3.5 ft\n")
    assert got.value("project_type") == "industrial"
    assert got.value("applicant_public_entity") is False
    assert got.value("lowest_opening_elev_ft") == 987.8


def test_a_contents_entrys_page_number_is_no_answer():
    got = facts("Site area ........................ 3\nRate control ..................... 4\n")
    assert got.value("site_area_ac") is None


def test_a_facilitys_tag_after_a_level_in_a_building_table():
    got = facts("Building\tLowest opening (ft)\tAdjacent 100-yr HWL (ft)\tSeparation (ft)\n"
                "Retail/office building\t934.0\t932.0 (UG-1)\t2.0\n")
    assert (got.value("lowest_opening_elev_ft"), got.value("hwl_100yr_elev_ft")) == (934.0, 932.0)


def test_a_margin_in_words_gives_the_level():
    got = facts("UG-1 (bottom 936.0) sits above the Lake Minnetonka 100-year flood elevation of 931.5 and within a drainage and "
                "utility easement.\n"
                "The lowest opening of the building, the parking garage entrance, is at elevation 936.5, five feet above the\n"
                "100-year flood elevation.\n")
    assert got.value("hwl_100yr_elev_ft") == 931.5


def test_a_freeboard_between_two_named_levels():
    got = read_pond_prose(seg("WP-A: safety bench 10 ft at 10:1; freeboard from the 100-year level (958.3) to the top of berm "
                              "is 1.8 ft."))
    assert got["freeboard_ft"] == 1.8 and got["name"] == "WP-A"
