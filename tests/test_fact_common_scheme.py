"""The aggregate area of a common scheme of development (common_scheme_area_ac, N.2.G) and the phase an
application is made for (its own site and homes).

The aggregate, not the site, can trigger the rule; it must never be taken for the site, and a parent parcel, a
neighbour's land, one owned part alone or an ownership word without a figure must give no aggregate."""

from __future__ import annotations

import pytest

from extract.pdf.page import Line, Page
from extract.pdf.page_text import page_from_text
from extract.propose.applied_phase import applied_phase, read_phase_site
from extract.propose.common_scheme import read_common_scheme
from extract.read_facts import read_facts
from extract.words.labels import classify_table_label

from fact_helpers import fact_values, facts_of, kinds_with_narrative, read, seg, value


# -- phases and the common scheme -------------------------------------------------------------------------
def _title_page(title):
    return Page(file="r.pdf", number=1, width=612, height=792,
                lines=[Line(text=title, bbox=(36, 50, 400, 62)), Line(text="1. Project Summary", bbox=(36, 70, 200, 82))])


# -- common scheme of development (N.2.G: the aggregate area, never a part of it or a parent parcel) ------------
@pytest.mark.parametrize("text,acres", [
    ("Together with the 3.2-acre Phase 1 constructed in 2019 by the same owner, the common plan of development "
     "totals 11.6 acres.", 11.6),
    ("Aggregate area of development under common ownership: 14.2 acres", 14.2),
    ("The adjacent parcel to the east (4.1 ac) is under related ownership and was developed in 2021; the combined "
     "area of the common scheme is 9.3 acres.", 9.3),
    ("Common scheme of development (cumulative since 1996): 12.5 ac", 12.5),
    ("Common ownership aggregate area\t10.4 ac", 10.4),
    ("This is Phase II of Cedar Ridge (Phase I: 5.0 acres); the total area under common ownership since Rule N "
     "took effect is 9.8 acres.", 9.8),
    ("The aggregate area of adjacent sites under common ownership is 21.0 acres.", 21.0),
    ("Including the adjacent parcel under common ownership (Lot 2, 4.1 ac, developed 2021), the total area of "
     "development is 8.6 acres.", 8.6),
    ("The site and the adjacent Lot 2, both owned by Smith Holdings, total 7.9 acres in aggregate.", 7.9),
    ("Cumulative development under the same ownership since 1996 totals 16.3 acres.", 16.3),
    ("Combined with the adjoining parcel owned by the applicant, the common scheme area is 9.40 acres.", 9.4),
    ("The site is part of a common scheme of development with the adjacent parcels under related ownership; "
     "the aggregate area of these sites is 9.40 acres.", 9.4),
])
def test_the_aggregate_of_a_common_scheme_is_read(text, acres):
    assert value(text, "common_scheme_area_ac") == pytest.approx(acres, rel=0.01)


@pytest.mark.parametrize("text", [
    "The 40-acre parent parcel is owned by the applicant.",
    "The site drains to an off-site area of 25 acres under common ownership.",
    "No adjacent land is under common ownership.",
    "The adjacent parcel (4.1 ac) is owned by others.",
    "Common areas (outlots) total 1.2 acres and will be owned by the homeowners association.",
    "The homeowners association will own the common open space (2.3 acres).",
    "The total site area is 4.5 acres.",
    "Adjacent sites under common or related ownership are considered in the aggregate under N.2.G.",
    "The adjacent parcel under common ownership (Lot 2, 4.1 ac, developed 2021) drains to the east.",
    # a part of the scheme is not the aggregate
    "Adjacent parcel under common ownership:\t7.9 ac (developed 2019)",
    "Phase 1 (same owner): 5.0 acres",
])
def test_common_scheme_near_misses(text):
    assert value(text, "common_scheme_area_ac") is None


@pytest.mark.parametrize("text", [
    "The applicant also owns the adjacent 7.9-acre parcel to the north, developed in 2021; together the sites total "
    "9.4 acres.",
    "Common scheme: this 1.5-acre site and the adjacent 7.9-acre parcel (same owner, developed 2019) = 9.4 acres "
    "aggregate.",
    "Under N.2.G, the site is considered together with the adjacent parcel under common ownership, for an aggregate "
    "of 9.4 acres.",
    "The common development area, including the previously developed parcel owned by the applicant, is 9.4 acres.",
    "Adjacent development by the same owner since 1996 brings the total to 9.4 acres.",
    "Site plus adjacent commonly-owned land: 9.4 acres",
    "The site is one of several adjacent parcels owned by Lakeview Partners; combined, they cover 9.4 acres.",
    "This project is Phase II of Cedar Ridge; Phase I (7.9 acres) was developed by the same owner in 2018. The "
    "combined area is 9.4 acres.",
    "Related-ownership parcels total 9.4 acres.",
    "Together with adjacent land under common ownership, the development area is 9.4 acres.",
])
def test_the_aggregate_is_never_taken_for_the_site(text):
    f = facts_of(text)
    assert f.value("common_scheme_area_ac") == pytest.approx(9.4)
    assert f.value("site_area_ac") != pytest.approx(9.4)  # the aggregate is never taken for the site


@pytest.mark.parametrize("text", [
    "The site is owned by Lakeview Partners LLC. The total site area is 4.5 acres.",
    "No land adjacent to the site is under common ownership. The combined area of the two lots is 1.2 acres.",
    "The parent parcel under common ownership totals 40 acres.",
    # no aggregate without this site and one owned part
    "Site area: 1.5 ac\nThe adjacent parcel (4.1 ac) is owned by others.",
    "Site area: 1.5 ac\nThe 40-acre parent parcel is under common ownership.",
    "Site area: 1.5 ac\nNo adjacent land is under common ownership (the adjacent parcel is 4.1 ac).",
    "The adjacent parcel under common ownership (Lot 2, 4.1 ac, developed 2021) drains to the east.",  # no site area
    "Site area: 1.5 ac\nThe adjacent parcels under common ownership are Lot 2 (4.1 ac) and Lot 3 (2.2 ac).",
])
def test_no_aggregate_from_an_owner_a_parent_parcel_or_one_part(text):
    assert facts_of(text).value("common_scheme_area_ac") is None


def test_aggregate_beside_its_parts_in_a_form():
    f = facts_of("Site area:\t1.5 ac\nAdjacent parcel under common ownership:\t7.9 ac (developed 2019)\n"
                 "Aggregate area (N.2.G):\t9.4 ac")
    assert f.value("common_scheme_area_ac") == pytest.approx(9.4) and f.value("site_area_ac") == pytest.approx(1.5)


def test_parts_in_asides_beside_their_total():
    f = facts_of("COMMON SCHEME OF DEVELOPMENT (N.2.G): THIS SITE (1.5 AC) AND THE ADJACENT LOT 2 (7.9 AC), BOTH OWNED "
                 "BY LAKEVIEW LLC, TOTAL 9.4 AC.")
    assert f.value("common_scheme_area_ac") == pytest.approx(9.4)


# -- the aggregate from its parts, where only the other part is sized -------------------------------------------
@pytest.mark.parametrize("text,acres", [
    ("The site is 4.5 acres. The adjacent parcel under common ownership (Lot 2, 4.1 ac, developed 2021) drains to "
     "the east.", 8.6),
    ("The project site is 4.40 acres. This is Phase II of Cedar Ridge (Phase I: 5.0 acres, 2018).", 9.4),
    ("Site area: 1.5 ac\nAdjacent parcel under common ownership: 7.9 ac", 9.4),
    ("Site area: 1.5 ac\nThe applicant also owns the adjacent 7.9-acre parcel to the north, developed in 2019.", 9.4),
])
def test_aggregate_derived_from_this_site_and_the_other_part(text, acres):
    f = facts_of(text)
    fact = f.facts["common_scheme_area_ac"]
    assert fact.value == pytest.approx(acres) and fact.source == "derived" and len(fact.evidence) >= 2


def test_a_stated_aggregate_wins_over_the_sum():
    f = facts_of("Site area: 1.5 ac\nAdjacent parcel under common ownership: 7.9 ac\nAggregate area: 9.4 ac")
    assert f.facts["common_scheme_area_ac"].source == "extracted"


@pytest.mark.parametrize("text", [
    "Site area: 1.50 ac\nAggregate acreage: 9.40",
    "Site area: 1.50 ac\nCumulative area (N.2.G): 9.40 ac",
    "Site area: 1.50 ac\nOverall development area (all phases, same owner): 9.40 acres",
    "Lakeview LLC has developed 9.40 acres of adjacent land, including this site, since 1997.",
    "The site and the abutting parcel are owned by the same entity; combined area 9.40 ac.",
    "The project (1.50 ac) is the second phase of Lakeview Commons. Including Phase 1, constructed in 2019 by the "
    "same developer, 9.40 acres have been developed under a common plan since Rule N took effect.",
])
def test_common_scheme_labels_and_owners_words(text):
    f = facts_of(text)
    assert f.value("common_scheme_area_ac") == pytest.approx(9.4)
    assert f.value("site_area_ac") in (None, pytest.approx(1.5))


def test_common_scheme_in_a_form_row():
    f = facts_of("Project area\t1.50 ac\nCommon scheme (N.2.G)\tYes; adjacent Lot 2 (7.90 ac) under common ownership")
    assert f.value("common_scheme_area_ac") == pytest.approx(9.4)


@pytest.mark.parametrize("text", [
    "Site area\t1.50 ac\nRelated parcels (same owner)\tLot 2, Block 1 - 7.90 ac (developed 2019)",
    "Site area\t1.50 ac\nAdjacent development under common ownership since 1/1/1997\t7.90 ac",
    "Site area is 1.50 acres. The owner previously developed the adjacent 7.90-acre Lot 2 (2019); under N.2.G the "
    "two are considered in aggregate (9.40 acres).",
])
def test_common_scheme_form_rows_and_owner_words(text):
    f = facts_of(text)
    assert f.value("common_scheme_area_ac") == pytest.approx(9.4) and f.value("site_area_ac") == pytest.approx(1.5)


@pytest.mark.parametrize("text,expected", [
    ("Site area: 3.00 ac\nThe applicant's adjacent 5.6-acre retail center was built in 2019 by the same owner.", 8.6),
    ("Site area: 3.00 ac\nThe owner's adjacent 5.6-acre office development (2018) is part of a common plan.", 8.6),
    ("Site area: 3.00 ac\nThe adjacent 5.6-acre retail center is owned by others.", None),
])
def test_commercial_neighbours_of_the_same_owner(text, expected):
    got = facts_of(text).value("common_scheme_area_ac")
    assert got == (pytest.approx(expected) if expected else None)


def test_the_phase_the_package_applies_for():
    assert applied_phase([_title_page("Carlson Business Park - Phase 2 (Carlson Business Park 2nd Addition)")], []) == "2"
    assert applied_phase([_title_page("Stormwater Report")], ["We ask for a Rule N permit for the second phase of Whitetail Ridge."]) == "2"
    assert applied_phase([_title_page("Phase 1 and Phase 2 Master Plan")], []) is None  # two phases: which is not said
    got = read_phase_site(seg("Phase 2 is 6.1 acres and will have 7 single-family lots."), "2")
    assert [(c.name, c.value) for c in got] == [("site_area_ac", 6.1), ("dwelling_units", 7)]
    assert read_phase_site(seg("Phase 2 is 6.1 acres and will have 7 single-family lots."), "1") == []
    assert read_phase_site(seg("Phase 2 is 6.1 acres."), None) == []


@pytest.mark.parametrize("text, value", [
    ("Considering all development on the site since Rule N took effect, the aggregate is 3.9 acres.", 3.9),
    ("The site consists of two tax parcels totaling 2.7 acres, both owned by the applicant.", None),
])
def test_common_scheme_sentences(text, value):
    assert facts_of(text + "\n").value("common_scheme_area_ac") == value


def test_the_applied_phase_counts_its_homes_and_no_other_phase_does():
    text = "Phase II adds 28 townhome units (multi-family, 4- to 6-unit buildings) on a 4.30 acre site."
    assert [(c.name, c.value) for c in read_phase_site(seg(text), "2")] == [("dwelling_units", 28)]
    assert read_phase_site(seg(text), "1") == []
    assert read_phase_site(seg(text), None) == []


def test_the_aggregate_under_the_rules_own_words():
    assert [c.value for c in read_common_scheme(seg("Taken in the aggregate under N.2.G, the development totals 10.50 acres."))] == [10.5]


def test_a_quoted_sentence_ends_at_its_closing_quote():
    text = ('"The 1.60 acre parcel to the south was sold in 2020 and is no longer under common ownership." Consistent with '
            "staff's finding, we state the common scheme area as 9.50 acres (7.40 + 2.10).\n")
    assert read_facts([page_from_text(text, file="r.pdf")]).value("common_scheme_area_ac") == 9.5


def test_taken_together_the_phases_are_the_aggregate_not_the_site():
    text = ("Taken together, Phases 1 and 2 cover 8.5 acres, and the stormwater design for Phase 2 is based on that 8.5-acre "
            "common development.")
    assert [(c.name, c.value) for c in read_common_scheme(seg(text))] == [("common_scheme_area_ac", 8.5)]
    assert read(text) == []


def test_the_applied_phases_size_inside_a_labelled_line():
    text = ("Applicant: Rolling Prairie Holdings LLC. Phase 2 is a 36,000 sq ft office-warehouse building. The Phase 2 site is "
            "4.6 acres.")
    assert [(c.name, c.value) for c in read_phase_site(seg(text, labelled=True), "2")] == [("site_area_ac", 4.6)]
    assert read_phase_site(seg(text, labelled=True), "1") == []


# -- the phase applied for, its homes in words ---------------------------------------------------------------------
def test_the_applied_phase_builds_its_homes():
    page = page_from_text("Laketown Cottages - Phase 2\nSubmitted by X LLC, Victoria, Minnesota\n"
                          "Phase 2 builds twelve detached single-family cottage homes on 1.7 acres at\n7905 Laketown Road.\n"
                          "Phase 1 (Laketown Cottages, 14 homes on the adjoining 2.6 acres to the east) was built in 2024 by\n",
                          file="r.pdf")
    assert applied_phase([page], []) == "2"  # the wrapped sentences' phases are no titles
    got = read_phase_site(seg("Phase 2 builds twelve detached single-family cottage homes on 1.7 acres."), "2")
    assert [(c.name, c.value) for c in got] == [("dwelling_units", 12)]
    assert read_phase_site(seg("Phase 1 builds twelve detached homes."), "2") == []
    assert kinds_with_narrative("Phase 2 builds twelve detached single-family cottage homes around a shared green.") == ["single_family_subdivision"]


def test_a_title_naming_two_phases_names_none():
    page = page_from_text("Phase 1 and Phase 2 Master Plan\n1. Project Summary", file="r.pdf")
    assert applied_phase([page], []) is None


def test_the_aggregate_after_a_colon():
    from extract.propose.common_scheme import read_common_scheme
    text = ("Common scheme: Bluff Creek Homes developed the adjacent 4.80-acre 1st Addition (platted 2021) and owns both "
            "parcels, so under Rule N Section 2(G) the two phases are considered in aggregate: 9.10 acres.")
    assert [(c.name, c.value) for c in read_common_scheme(seg(text))] == [("common_scheme_area_ac", 9.1)]
    # no word of ownership: no scheme
    assert read_common_scheme(seg("The two drainage areas are considered in aggregate: 9.10 acres.")) == []


def test_together_the_phases_after_the_ownership_sentence():
    got = fact_values("Common scheme: Phase 1 (16 units on 2.90 acres, built 2021) is adjacent and was developed by the same owner, "
                "Eureka Land Co., after Rule N took effect. Together the phases are 6.00 acres, and we have applied Rule N to "
                "that aggregate.")
    assert got["common_scheme_area_ac"] == 6.0
    assert "common_scheme_area_ac" not in fact_values("The site drains east. Together the phases are 6.00 acres.")


def test_a_table_label_naming_the_common_owner():
    from extract.words.labels import classify_table_label
    assert classify_table_label("Aggregate, Phases 1 + 2 (adjacent, common owner)") == "common_scheme_area_ac"
    assert classify_table_label("Phase 1 - Ridgeview Ponds (rec. 2019, same owner)") is None
    assert classify_table_label("Lot 3 (same owner)") is None


def test_aggregate_after_the_ownership_sentence_with_the_rule_named():
    got = fact_values("Common scheme: Phase 1 (3.55 acres, built 2019) is adjacent and owned by Lyman Commons I LLC, an affiliate of "
                "the applicant. Under Rule N paragraph 2(G) the adjacent sites are considered in aggregate: 9.10 acres, so "
                "Sections 3, 4 and 5 apply.")
    assert got["common_scheme_area_ac"] == 9.1


@pytest.mark.parametrize("text, value", [
    ("Aggregate with the 1st Addition (common scheme, N.2.G): 12.71 acres", [12.71]),
    ("Because the sites are adjacent and under common ownership, the thresholds are applied to the combined 12.71 acres.", [12.71]),
    ("The combined 12.71 acres drain to Pond 1.", []),
])
def test_the_aggregate_in_other_words(text, value):
    assert [c.value for c in read_common_scheme(seg(text, labelled=":" in text))] == value


def test_the_phases_together():
    from extract.propose.phased import read_phased_whole
    text = "Together the two phases are 8.5 ac. under common/related ownership, so we treat it as one common scheme."
    assert [c.value for c in read_phased_whole(seg(text))] == [8.5]
    assert read_phased_whole(seg("The two phases are served by one pond.")) == []


# -- the aggregate of a common scheme in other voices -------------------------------------------------------
@pytest.mark.parametrize("text", [
    "The site is part of a larger common plan of development totaling 12.5 acres.",
    "Aggregate common-scheme area\t12.5 ac",
    "The larger common plan encompasses 12.5 acres.",
    "Common plan of development\t12.5 acres",
    "Contiguous parcels under common ownership total 12.5 acres.",
])
def test_common_scheme_voices(text):
    f = facts_of(text)
    assert f.value("common_scheme_area_ac") == pytest.approx(12.5)
    assert f.value("site_area_ac") is None
