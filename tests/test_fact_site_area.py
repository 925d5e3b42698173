"""The site area (site_area_ac): the project's own land, said as a total, a lot, a parcel, a plat, a campus,
the construction or project limits, or land the owner holds here.

Area thresholds decide applicability, so only the project's land counts. Near misses - a neighbour's parcel, a
parent parcel, an earlier phase, a lot kept by the seller, a place that only qualifies another label
("within the project limits"), a zero or negative figure - must give no site area."""

from __future__ import annotations

import pytest

from extract.layout.segments import Segment
from extract.pdf.page_text import page_from_text
from extract.propose.construction_limits import read_construction_limits
from extract.propose.lot_site import read_legal_site, read_lot_site
from extract.propose.quantities import read_sentence
from extract.read_facts import read_facts
from extract.words.labels import classify_table_label

from fact_helpers import facts_of, read, seg, site_values, value


# -- site area ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,acres", [
    ("Total project area = 7.80 acres", 7.80),
    ("The project limits encompass 7.80 acres, mostly right-of-way.", 7.80),
    ("The area within the project limits is 7.80 acres.", 7.80),
    ("Total area within the project limits: 7.80 ac", 7.80),
    ("Right-of-way area within the project limits = 7.80 acres", 7.80),
    ("Site:   167,706 SF (3.85 AC)", 3.85),
    ("Site Area    167,706 SF (3.85 AC)", 3.85),
    ("Site: 3.85 acres (167,706 SF)", 3.85),
    # more phrasings of the site area
    ("Construction limits / project area: 7.80 ac", 7.80),
    ("PROJECT AREA (WITHIN CONSTRUCTION LIMITS) = 7.80 AC", 7.80),
    ("Total Project Area\t339,768 SF\t7.80 AC", 7.80),
    ("The total project area is approximately 7.8 acres.", 7.8),
    # site area cells with both units
    ("Site Area\t167,706 SF (3.85 AC)", 3.85),
    ("Parcel Area:\t167,706 sq. ft. (3.85 acres)", 3.85),
    ("Total Site Area    3.85 AC (167,706 SF)", 3.85),
    # the site said as the land its owner holds here
    ("The church owns 9.3 acres here (one tax parcel, 22-117-22-44-0007).", 9.3),
    ("The school district owns 12.5 acres at this location.", 12.5),
    ("Our congregation owns about 4 acres (one tax parcel, PID 12-117-22-11-0003).", 4.0),
    ("The owner holds 2.25 acres on this site.", 2.25),
    ("Lakeside Partners LLC owns 7.10 ac here.", 7.10),

    pytest.param("The subject property encompasses roughly 11.42 acres of land in the City of Wayzata.", 11.42,
                 id="subject-property-encompasses"),
    pytest.param("Of the 10.5-acre site, 2.3 acres will be disturbed.", 10.5, id="of-the-n-acre-site"),
    pytest.param("PROJECT AREA\n2.35 acres", 2.35, id="caption-over-its-value"),
])
def test_the_site_area_is_read(text, acres):
    assert value(text, "site_area_ac") == pytest.approx(acres)


@pytest.mark.parametrize("text", [
    "Existing impervious surface within the project limits: 4.12 acres",
    "Impervious surface within the project limits = 4.80 ac",
    "Disturbed area within the construction limits: 9.3 acres",
    "Impervious area in the right-of-way within the project limits: 4.80 ac",
    # land held elsewhere or by others is no site
    "The church also owns 3 acres here across the street.",
    "The neighbour owns 5 acres here.",
    "The developer owns 40 acres in the township.",
    "The parent company owns 120 acres here in total across three phases.",
    "If the church owns 9.3 acres here, the rule applies.",
    "The church owns 2 acres here for the parsonage.",
    "The City owns 2 acres here.",
    # lots that are not the site
    "Each lot is 0.35 acres.",
    "Minimum lot area: 15,000 sf",
    "Lot 3 measures 0.4 acre.",
    "The neighbouring lot measures 0.6 acre.",
    "The typical lot is 0.3 acres.",
    "The lot measures 16,550 sq. ft. (0.48 acre).",  # two units that disagree
    "The lot area required by zoning is 15,000 sf.",
    "LOT DATA\nLot 1 area\t0.32 ac\nLot area\t0.30 ac",  # a table of lots is read whole, by the table reader

    # a quantity used as an adjective measures the noun after it
    pytest.param("The project consists of a 12,000 square foot retail building with associated parking.", id="attributive-building"),
    pytest.param("The project includes a 4,500 sf parking lot expansion.", id="attributive-parking-lot"),
    pytest.param("The development adds an 18,000 square foot office building.", id="attributive-office"),
    # parts of the site are not its size
    pytest.param("The site contains 3.2 acres of wetland.", id="wetland-part"),
    pytest.param("About 2.1 acres of the site lie in the floodplain.", id="floodplain-part"),
    pytest.param("Approximately 1.5 acres of land in the floodplain will be disturbed.", id="disturbed-floodplain-part"),
    # a caption over a number without a unit
    pytest.param("PROJECT AREA\nSheet 3", id="caption-over-no-unit"),
])
def test_no_site_from_a_qualified_label_others_land_or_a_lot(text):
    assert value(text, "site_area_ac") is None


def test_site_area_qualified_by_construction_limits_is_the_site():
    assert value("Total project area within the construction limits: 7.80 ac", "site_area_ac") == pytest.approx(7.80)


# -- tables -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("label, fact", [
    ("Total site (Lots 1-3, Block 1, Knollwood Crossing) Acres", "site_area_ac"),
    ("Project site (A-C) Area (ac)", "site_area_ac"), ("Total area", "site_area_ac"),
    ("Pond area (ac)", None), ("Wetland (A-C) acres", None), ("Total", None),
    # a land declared the site, whatever it is called
    ("MARINA PARCEL (PIDS 18-117-23-12-0003/0004) = SITE", "site_area_ac"), ("Church campus - site", "site_area_ac"),
    ("OFF-SITE AREA = SITE", None), ("IMPERVIOUS = SITE", None), ("Lot 3 - site", None),
])
def test_site_rows(label, fact):
    assert classify_table_label(label) == fact


def test_construction_limits_for_the_whole_program():
    from extract.propose.construction_limits import read_construction_limits
    got = read_construction_limits(seg("The construction limits for the whole program total 9.6 acres, of which approximately "
                                       "6.8 acres will be disturbed."))
    assert [c.value for c in got] == [9.6]


@pytest.mark.parametrize("text, want", [
    ("Bayview Retail Partners LLC will replace a 1970s retail building with a new retail building on its 0.38 acre lot.",
     [("site_area_ac", 0.38)]),
    ("Phase 2 is a one-story medical office building with 31 parking stalls on a 0.42 acre commercial lot.",
     [("site_area_ac", 0.42)]),
    ("Lakeshore Commercial Properties LLC proposes a two-story retail building with a rear parking lot on a 0.41-acre lot "
     "that is now a gravel lot.", [("site_area_ac", 0.41)]),
    # near misses: a lot next door, a house on its lot with no work said, land someone else owns
    ("The City proposes a rain garden on a 0.3 acre lot it owns across the street.", []),
    ("The applicant proposes to build on a 0.6 acre lot owned by the neighbor.", []),
    ("Overflow parking is on a 0.4 acre lot next door.", []),
    ("The house sits on a 0.5 acre lot.", []),
    ("A 2.30 acre parcel owned by Mr. Brekke's brother lies across Water Street, a public street.", []),
    ("The 6.1 acre parcel owned by the applicant is zoned R-1.", [("site_area_ac", 6.1)]),
    ("The 2.10 acre parcel east of the plat is owned by the parent company and was graded for four homes in 2023.", []),
    ("Taken in the aggregate under N.2.G, the development totals 10.50 acres.", []),
    # the land the work is done in, named by the work
    ("The corridor we're working in is 1.6 acres.", [("site_area_ac", 1.6)]),
    ("The area the City will be working within covers 2.3 acres.", [("site_area_ac", 2.3)]),
    ("The area we are working in drains to Pond 2, which is 1.6 acres.", []),
    ("The corridor we are working in must not exceed 1 acre.", []),
    ("The corridor we are not working in is 1.6 acres.", []),
    # a road projects area of right of way
    ("Project limits cover 6.1 acres of right-of-way.", [("site_area_ac", 6.1)]),
    ("The site includes 0.3 acres of right-of-way.", []),
    ("0.3 acres of right-of-way will be disturbed.", []),
])
def test_the_projects_lot_or_parcel_is_the_site(text, want):
    assert read(text) == want


def test_a_node_listings_subcatchment_is_not_the_site():
    text = ("Node\tArea (ac)\tCN\t1-yr\t2-yr\t10-yr\t100-yr\n"
            "Roof\t1.1\t98\t3.1\t3.6\t5.9\t10.3\n"
            "Site\t1.8\t90\t4.6\t5.4\t8.8\t16.1\n"
            "The site is 2.9 acres and is currently a vacant retail strip.\n")
    assert facts_of(text).value("site_area_ac") == 2.9


def test_a_contents_entrys_page_number_is_no_answer():
    got = facts_of("Site area ........................ 3\nRate control ..................... 4\n")
    assert got.value("site_area_ac") is None


@pytest.mark.parametrize("text, want", [
    ("The plat is 24.0 acres of a 61-acre parent farm (PID 04-118-24-33-0002).", [("site_area_ac", 24.0)]),
    ("The plat is 24.0 acres.", [("site_area_ac", 24.0)]),
    ("The parent plat is 61 acres.", []),
])
def test_the_land_platted_is_the_site(text, want):
    from extract.propose.quantities import read_sentence
    assert [(c.name, c.value) for c in read_sentence(Segment(text, "f.pdf", 1, None))] == want


def test_a_stated_site_area_outranks_the_land_held():
    f = facts_of("Site area: 8.1 acres\nThe church owns 9.3 acres here (one tax parcel, 22-117-22-44-0007).")
    assert f.value("site_area_ac") == pytest.approx(8.1)


# --- class 9: the one lot of a single-lot project is the site ---------------------------------------
@pytest.mark.parametrize("text,expected", [
    ("Lot area: 17,860 square feet (0.41 acre).", 0.41),
    ("The lot measures 16,550 sq. ft. (0.38 acre).", 0.3799),
    ("The lot is 0.52 acres.", 0.52),
    ("Lot size: 21,780 sf", 0.5),
    ("Our lot covers about 1.2 acres.", 1.2),
])
def test_the_one_lot_is_the_site(text, expected):
    assert value(text, "site_area_ac") == pytest.approx(expected, abs=0.006)


def test_a_stated_site_area_outranks_the_lot():
    assert value("Site area: 0.62 acres\nLot area: 17,860 square feet (0.41 acre).", "site_area_ac") == pytest.approx(0.62)


@pytest.mark.parametrize("text", [
    "Deer Run Ridge (1st Addition, 13 lots on 7.48 acres, platted 2021 and built out in 2022-2023) lies "
    "immediately west and was developed by the same owner.",
    "The first phase, 20 single-family lots on 9.1 acres, was completed in 2019.",
    "Cedar Ridge (previous phase: 14 lots on 6.0 acres) drains to the same pond.",
    "The original addition of 9 homes on 3.3 acres, built in 2018, lies to the east.",
    # a neighbour or a part still gives no site
    "The adjacent school property is 14.80 acres.",
    "The school gym is 1.2 acres.",
    "The property (Lot 3, 1.20 ac) is 11.64 acres.",
    "A neighbouring church parcel is 3.2 acres.",
])
def test_an_earlier_phase_land_is_not_the_site(text):
    assert site_values(text) == []


@pytest.mark.parametrize("text, expected", [
    ("The 2nd Addition plats 11 single-family lots on 6.24 acres.", 6.24),
    ("The project is a 31-lot plat on 11.20 acres.", 11.2),
    ("The second phase creates 18 single-family lots on 8.5 acres, to be built in 2027.", 8.5),
    # an owner kind or an identifier before the site size
    ("The school property is 14.80 acres. Construction will disturb 9.6 acres.", 14.8),
    ("Our church parcel is 3.2 acres and drains north.", 3.2),
    ("The property (PID 24-117-22-33-0008) is 11.64 acres and is zoned I-1 Industrial.", 11.64),
    ("The site (PIN 12-345-67-89) is 2.75 acres.", 2.75),
])
def test_the_phase_applied_for_still_gives_its_site(text, expected):
    assert site_values(text) == [expected]


# -- a building's floor area after "Project:" ------------------------------------------------------------
@pytest.mark.parametrize("text", ["Project: 11,600 sq. ft. retail/restaurant building",
                                  "Applicant: Bushaway Partners II LLC (private). Project: 11,600 sq. ft. retail/restaurant building"])
def test_a_floor_area_with_a_slashed_use_is_no_site_area(text):
    assert read(text, labelled=True) == []


def test_a_stated_site_area_outranks_the_construction_limits():
    text = "Site area: 7.10 acres\nConstruction limits are 6.3 acres.\n"
    assert facts_of(text).value("site_area_ac") == pytest.approx(7.1)


# -- sites, schemes and applicants in other words -------------------------------------------------------
def test_a_site_named_by_lot_and_plat():
    text = "The industrial site is Lot 1, Block 1, Hopkins Industrial Park 2nd Addition, 11.6 acres; the rest is owned by others."
    assert [c.value for c in read_legal_site(seg(text))] == [11.6]
    assert read_legal_site(seg("The adjacent site is Lot 2, Block 1, Hopkins Industrial Park 2nd Addition, 9.0 acres.")) == []


def test_a_lot_said_in_s_f():
    assert [round(c.value, 2) for c in read_lot_site(seg("The lot is 0.44 ac. (19,170 s.f.) - we checked the county site."))] == [0.44, 0.44]


def test_a_zero_site_area_is_never_read():
    facts = facts_of("Site area: 0.00 ac\nSite area: 6.84 acres\n")
    assert facts.value("site_area_ac") == pytest.approx(6.84)


def test_a_negation_inside_an_aside_negates_only_the_aside():
    assert read("The church is an institutional use (it's a church, not a business) and our whole parcel is 0.44 ac.") \
        == [("site_area_ac", 0.44)]
    assert read("The site is not 0.44 acres.") == []


def test_a_campus_line_is_the_site_and_a_campus_in_prose_is_not():
    from extract.propose.lot_site import read_campus_site
    assert [c.value for c in read_campus_site(seg("Campus: 14.3 acres.", True))] == [14.3]
    assert read("Project size: 7.6 acres (the work area within the 38-acre school campus).", labelled=True) == [("site_area_ac", 7.6)]


def test_the_larger_land_the_work_lies_within_is_not_the_site():
    assert read("The work area lies within the 38-acre school campus.") == []
    assert read("The school campus is an institutional site of 14.2 acres.") == [("site_area_ac", 14.2)]


# -- two documents, two sizes: kept as a conflict, never settled by which one looks more formal --------------------
@pytest.mark.parametrize("prose", [
    pytest.param("The project site is 4.40 ac. The development will include 32 dwelling units.", id="project-site-is"),
    pytest.param("The subject property comprises 4.40 acres.", id="subject-property-comprises"),
    pytest.param("The site totals approximately 4.40 acres (191,664 sf).", id="site-totals-both-units"),
])
def test_form_and_narrative_disagree(prose):
    pages = [page_from_text("Total site area: 4.00 AC", file="form.pdf"), page_from_text(prose, file="plan.pdf")]
    f = read_facts(pages)
    fact = f.facts["site_area_ac"]
    assert fact.value is None and fact.conflict
    assert "N.6.D" in f.exhibits  # the size is stated in acres; which size is the conflict's business


def test_adjectival_site_size_disagreeing_with_the_form_is_a_conflict():
    pages = [page_from_text("Total site area: 4.00 AC", file="form.pdf"),
             page_from_text("The 4.40-acre site is located at the corner of Main Street and 2nd Avenue.", file="r.pdf")]
    fact = read_facts(pages).facts["site_area_ac"]
    assert fact.value is None and fact.conflict


# -- site area in other voices: gross acres, lots and blocks, land-cover totals and site data --------------------
@pytest.mark.parametrize("text,acres", [
    ("Project site (Lot 1, Block 1)\t3.85 ac", 3.85),
    ("The project is a subdivision of 18 single-family lots on 11.20 acres (gross).", 11.20),
    ("The parcel is 11.20 acres (gross), 9.8 acres net of right-of-way.", 11.20),
    ("Site area (gross)\t6.42 acres", 6.42),
    ("Total project area (Outlot A)\t2.10 AC", 2.10),
    ("The development occupies 7.5 gross acres.", 7.5),
])
def test_site_area_voices(text, acres):
    assert value(text, "site_area_ac") == pytest.approx(acres, abs=0.01)


@pytest.mark.parametrize("text", [
    "The project is a subdivision of 18 single-family lots on 11.20 acres (gross).",
    "Each home sits on 0.3 acres.",
    "The pond on 0.5 acres will be expanded.",
])
def test_on_land_guard(text):
    acres = value(text, "site_area_ac")
    assert acres is None or acres == pytest.approx(11.2)


@pytest.mark.parametrize("text,acres", [
    ("The site comprises Lots 1-3, Block 2, totaling 3.85 acres.", 3.85),
    ("The property measures approximately 167,706 square feet (3.85 acres).", 3.85),
    ("Project Site Area ......... 3.85 acres", 3.85),
    ("Acreage of project\t3.85", 3.85),
    ("Each lot is 0.3 acres.", None),
])
def test_more_site_area_voices(text, acres):
    got = value(text, "site_area_ac")
    assert got == (pytest.approx(acres, abs=0.01) if acres is not None else None)


@pytest.mark.parametrize("table,acres", [
    ("Land Cover Summary\t\tExisting (ac)\tProposed (ac)\nImpervious\t\t1.20\t2.10\nPervious\t\t2.65\t1.75\n"
     "Total\t\t3.85\t3.85", 3.85),
    ("SITE DATA\nLOT AREA\t3.85 AC\nBUILDING FOOTPRINT\t25,000 SF", 3.85),
    ("SITE DATA\nLot size\t167,706 SF\nBuilding\t25,000 SF", 3.85),
    ("LOT DATA\nLot 1 area\t0.32 ac\nLot area\t0.30 ac", None),  # one of several lots
    ("ZONING\nMinimum lot area\t0.25 ac\nLot area\t0.30 ac", None),
    ("Impervious Summary\tExisting (ac)\tProposed (ac)\nBuilding\t0.50\t0.90\nPavement\t0.70\t1.20\n"
     "Total\t1.20\t2.10", None),  # a total of impervious parts is no site area
])
def test_site_area_from_land_cover_totals_and_site_data(table, acres):
    got = value(table, "site_area_ac")
    assert got == (pytest.approx(acres, abs=0.01) if acres is not None else None)
