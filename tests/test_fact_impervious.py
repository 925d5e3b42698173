"""Impervious area: existing, proposed and the net increase (existing_impervious_ac, proposed_impervious_ac,
net_impervious_increase_ac), in sentences, labelled lines, slash pairs and tables.

The net increase decides whether Rule N applies at all, and its sign matters: a decrease is a negative net,
never a false increase. Near misses - per-street or subcatchment rows, one kind of surface alone, a figure
after the trail is subtracted, a title lent to rows that name their own cover - must read nothing."""

from __future__ import annotations

import pytest

from extract.propose.subject_total import read_bracket_side, read_subject_total
from extract.words.labels import classify_table_label

from fact_helpers import fact_values, facts_of, read, read3, read_dict, seg, value


# --- class 1: a land-cover table whose title names the condition it shows -------------------------
_AFTER = "Soils mapped by the NRCS Web Soil Survey are loams (HSG B)."


# --- class 6: "no net increase" beside figures that decrease ---------------------------------------
_DECREASE_TABLE = ("\tPre-Project\tPost-Project\nImpervious (acres)\t2.48\t2.31\nTotal project area (acres)\t4.6\t4.6\n"
                   "The street is rebuilt within the right-of-way.")


# -- rows of parts under a total row --------------------------------------------------------------------
STREETS = ("Street\tLength (ft)\tEX imperv. (ac)\tPR imperv. (ac)\nMorningside Rd\t2,640\t1.02\t0.98\n"
           "Scott Terrace\t1,320\t0.48\t0.47\nGrimes Ave\t2,110\t0.79\t0.75\n{total}")


# -- impervious -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,name,acres", [
    ("Existing impervious surface: 2.14 ac", "existing_impervious_ac", 2.14),
    ("Impervious area (existing) = 2.14 acres", "existing_impervious_ac", 2.14),
    ("Proposed impervious = 3.02 ac", "proposed_impervious_ac", 3.02),
    ("Impervious surface, proposed: 131,551 SF (3.02 AC)", "proposed_impervious_ac", 3.02),
    # impervious road voices
    ("Existing impervious surface within the project limits: 4.12 acres", "existing_impervious_ac", 4.12),
    ("Proposed impervious surface within the project limits: 4.80 acres", "proposed_impervious_ac", 4.80),
    ("Impervious Surface\tExisting\tProposed\nArea (ac)\t4.12\t4.80", "existing_impervious_ac", 4.12),
    ("Impervious Surface\tExisting\tProposed\nArea (ac)\t4.12\t4.80", "proposed_impervious_ac", 4.80),
    ("Impervious area\tExisting\tProposed\nTotal\t179,467 SF (4.12 AC)\t209,088 SF (4.80 AC)",
     "proposed_impervious_ac", 4.80),
    ("Post-construction impervious area = 4.80 ac", "proposed_impervious_ac", 4.80),
    ("Pre-construction impervious area = 4.12 ac", "existing_impervious_ac", 4.12),

    pytest.param("Pre-project impervious: 1.1 ac; post-project impervious: 1.9 ac", "proposed_impervious_ac", 1.9, id="post-project-label"),
    pytest.param("Pre-project impervious: 1.1 ac; post-project impervious: 1.9 ac", "existing_impervious_ac", 1.1, id="pre-project-label"),
    pytest.param("Impervious coverage increases by 0.8 acres.", "net_impervious_increase_ac", 0.8, id="coverage-increases-by"),
    pytest.param("New impervious surface created: 34,848 SF", "net_impervious_increase_ac", 0.8, id="new-surface-created-sf"),
    pytest.param("Hard cover: existing 0.30 ac", "existing_impervious_ac", 0.30, id="hard-cover-existing"),
    pytest.param("The redevelopment reduces impervious area from 3.1 to 2.8 acres.", "existing_impervious_ac", 3.1, id="reduces-from"),
    pytest.param("The redevelopment reduces impervious area from 3.1 to 2.8 acres.", "proposed_impervious_ac", 2.8, id="reduces-to"),
    pytest.param("Net new impervious: +0.62 ac", "net_impervious_increase_ac", 0.62, id="net-new-plus-sign"),
])
def test_impervious_by_side_is_read(text, name, acres):
    assert value(text, name) == pytest.approx(acres)


def test_a_cell_whose_two_units_disagree_gives_no_area():
    text = "Impervious area\tExisting\tProposed\nTotal\t179,467 SF (5.12 AC)\t209,088 SF (4.80 AC)"
    assert value(text, "existing_impervious_ac") is None


def test_the_other_side_said_in_the_sentence_after():
    text = ("The store, its parking and yard cover 0.90 acres of impervious surface today. After the expansion there\n"
            "will be 1.60 acres, an increase of 78 percent.\n")
    assert facts_of(text).value("proposed_impervious_ac") == 1.6
    near_miss = "The site is 3 acres today. After the expansion there will be 1.60 acres of lawn.\n"
    assert facts_of(near_miss).value("proposed_impervious_ac") is None


def test_a_table_of_hard_surface_kinds_keeps_its_impervious_title():
    text = ("2. Impervious surface\n"
            "\tExisting (ac)\tProposed (ac)\tChange (ac)\n"
            "Street pavement and curb\t3.52\t4.23\t+0.71\n"
            "Driveway aprons in ROW\t0.44\t0.54\t+0.10\n"
            "New 5-ft sidewalk\t0.00\t0.41\t+0.41\n"
            "Project total\t3.96\t5.18\t+1.22\n"
            "The net increase is carried to Section 3.\n")
    facts = facts_of(text)
    assert (facts.value("existing_impervious_ac"), facts.value("proposed_impervious_ac")) == (3.96, 5.18)


@pytest.mark.parametrize("text, want", [
    ("The project is an institutional (school) addition of 32,000 S.F. with parking on the 14.6 acre school site.",
     [("site_area_ac", 14.6)]),
    ("The school is 14.6 acres from the lake.", []),
    ("The land is a former hay field; existing impervious surface is none (0.00 AC.).", [("existing_impervious_ac", 0.0)]),
    ("Existing impervious surface within the project limits: 4.12 acres", [("existing_impervious_ac", 4.12)]),
])
def test_a_school_site_and_impervious_said_as_none(text, want):
    assert read3(text) == want


# --- a net decrease is a negative net increase (proposed minus existing) ---------------------------
@pytest.mark.parametrize("text, value", [
    ("After construction it will have 0.70 acres of hard surface, a net decrease of 0.04 acres.", -0.04),
    ("The project reduces impervious surface by 0.12 acres.", -0.12),
    ("Net impervious decrease: 0.25 ac", -0.25),
    ("Impervious area will decrease by 0.3 acres.", -0.3),
    ("There is a net reduction in impervious area of 4,356 sf.", -0.1),
    ("The net increase in impervious area is 0.40 acres.", 0.4),
    ("Impervious surface will increase by 0.2 acres.", 0.2),
    ("New impervious surface: 0.5 ac", 0.5),
])
def test_net_change_keeps_its_sign(text: str, value: float) -> None:
    assert read_dict(text)["net_impervious_increase_ac"] == pytest.approx(value, abs=0.001)


def test_a_decrease_written_from_to_is_two_sides_not_a_net() -> None:
    assert read_dict("Impervious will be reduced from 0.74 to 0.70 acres.") == {
        "existing_impervious_ac": 0.74, "proposed_impervious_ac": 0.7}


def test_increase_and_decrease_of_one_figure_is_not_read() -> None:
    assert "net_impervious_increase_ac" not in read_dict("The net increase or decrease in impervious is 0.3 acres.")


# --- "existing / proposed: a / b": each figure takes its side in the order written ----------------
@pytest.mark.parametrize("text, existing, proposed", [
    ("Impervious - existing / proposed: 0.31 ac / 4.86 ac", 0.31, 4.86),
    ("Impervious area (pre / post): 0.5 ac / 0.9 ac", 0.5, 0.9),
    ("Hard cover, proposed/existing: 2.0 ac / 1.5 ac", 1.5, 2.0),
    ("Impervious (ex. / prop.): 12,000 sf / 20,000 sf", 0.275, 0.459),
    ("Impervious surface before/after: 1.10 ac / 1.60 ac", 1.1, 1.6),
])
def test_slash_pairs_take_their_sides(text: str, existing: float, proposed: float) -> None:
    for labelled in (False, True):
        got = read_dict(text, labelled)
        assert got["existing_impervious_ac"] == pytest.approx(existing, abs=0.001)
        assert got["proposed_impervious_ac"] == pytest.approx(proposed, abs=0.001)


@pytest.mark.parametrize("text", [
    "Site area - existing / proposed: 3.0 ac / 3.0 ac",
    "Disturbed area existing / proposed: 1.0 / 2.0 ac",
])
def test_slash_pairs_of_other_areas_are_not_split_by_guesswork(text: str) -> None:
    got = read_dict(text, True)
    assert "proposed_impervious_ac" not in got and "existing_impervious_ac" not in got
    assert "site_area_ac" not in got and "disturbed_area_ac" not in got


def test_a_run_in_measure_heading_gives_each_side_its_measure():
    got = facts_of("3. Impervious surface. Existing: 0.12 acres (farm drive and machine shed). Proposed: 1.71 acres (buildings,\n"
                "private drive, guest parking). Land disturbance is 3.9 acres.\n")
    assert (got.value("existing_impervious_ac"), got.value("proposed_impervious_ac")) == (0.12, 1.71)


def test_the_other_side_after_a_semicolon():
    got = facts_of("Existing impervious surface on the lot (house, detached garage, driveway and walks) totals 0.09 acres; after "
                "construction it will be 0.13 acres.\n")
    assert (got.value("existing_impervious_ac"), got.value("proposed_impervious_ac")) == (0.09, 0.13)


def test_a_bracket_left_open_at_the_lines_end_wraps_the_label():
    got = facts_of("Existing impervious (demolished annex building and parking): 2.6 acres. Proposed impervious (streets,\n"
                "homes, driveways): 5.9 acres. Grading will disturb 17.8 acres.\n")
    assert got.value("proposed_impervious_ac") == 5.9


def test_a_time_label_after_the_existing_side_gives_the_proposed_side():
    got = facts_of("Farmstead impervious today (house, barn, shed, and the compacted gravel yard counted as impervious): 0.31\n"
                "acres.\n"
                "After build-out (street, driveways, 8 houses at 3,500 sf of roof each): 1.95 acres.\n")
    assert (got.value("existing_impervious_ac"), got.value("proposed_impervious_ac")) == (0.31, 1.95)


@pytest.mark.parametrize("label, fact", [
    ("Existing impervious (old building, slab, walk) Acres", "existing_impervious_ac"),
    ("Proposed impervious (building, drive, pads) Acres", "proposed_impervious_ac"),
    ("Existing (building, parking lot) Acres", None),
])
def test_a_kinds_aside_names_no_other_thing(label, fact):
    assert classify_table_label(label) == fact


def test_a_bare_net_increase_row_under_impervious_rows():
    got = facts_of("\tSquare feet\tAcres\n"
                "Existing impervious (old building, slab, walk)\t2,178\t0.05\n"
                "Proposed impervious (building, drive, pads)\t6,098\t0.14\n"
                "Net increase\t3,920\t0.09\n")
    assert got.value("net_impervious_increase_ac") == 0.09


def test_a_net_increase_row_without_impervious_rows_is_not_read():
    got = facts_of("\tAcres\nSite\t2.1\nNet increase\t0.3\n")
    assert got.value("net_impervious_increase_ac") is None


# -- a label line's own sentence, and the sentence after it ------------------------------------------------------
@pytest.mark.parametrize("text, want", [
    ("Impervious: existing 0.05 ac (farm lane), proposed 0.78 ac. Disturbance 1.6 ac.",
     {"existing_impervious_ac": 0.05, "proposed_impervious_ac": 0.78, "disturbed_area_ac": 1.6}),
    # a next sentence that opens with a side still belongs to the label
    ("Impervious: existing 0.05 ac. Proposed 0.78 ac.", {"existing_impervious_ac": 0.05, "proposed_impervious_ac": 0.78}),
    ("Site area: 4.40 ac. The site drains north.", {"site_area_ac": 4.4}),
    # a measure's heading over its side lines
    ("Impervious surface:\nExisting: 0.71 acre\nProposed: 1.02 acres",
     {"existing_impervious_ac": 0.71, "proposed_impervious_ac": 1.02}),
    ("Hard cover\nPre-development: 0.71 acre\nPost-development: 1.02 acres",
     {"existing_impervious_ac": 0.71, "proposed_impervious_ac": 1.02}),
    ("Impervious surface, from our survey of March 2026:\nExisting road, aprons and hammerhead....30,930 sq. ft. (0.71 acre)\n"
     "Proposed road, aprons and turnaround .... 44,430 sq. ft. (1.02 acres)\nThere are no sidewalks or trails.",
     {"existing_impervious_ac": 0.71, "proposed_impervious_ac": 1.02}),
    # a line that names another measure ends the heading's reach
    ("Impervious surface\nExisting site area: 2.0 acres\nProposed: 1.02 acres", {"site_area_ac": 2.0, "proposed_impervious_ac": None}),
])
def test_a_label_governs_only_its_own_sentence(text, want):
    got = fact_values(text)
    assert {k: got.get(k) for k in want} == want


# -- tables ------------------------------------------------------------------------------------------------------
def test_a_title_naming_both_sides_leaves_the_columns_to_say_which():
    got = fact_values("Hard surface, before and after:\nITEM\tBEFORE (SF)\tAFTER (SF)\nHouse\t2,410\t3,520\nDriveway\t1,380\t1,610\n"
                "Patio\t0\t640\nWalks/steps\t378\t328\nTOTAL\t4,792\t6,098\nThat is 1,306 sq ft more hard surface than today.")
    assert got["existing_impervious_ac"] == pytest.approx(0.11, abs=0.005)
    assert got["proposed_impervious_ac"] == pytest.approx(0.14, abs=0.005)


def test_a_total_said_twice_in_two_units():
    got = fact_values("Impervious surface summary\nTable 1 - Impervious surfaces on the lot\n"
                "Surface\tExisting (sq ft)\tProposed (sq ft)\nHouse / garage\t2,940\t3,870\nDriveway\t2,410\t3,020\n"
                "Patio / walks\t748\t1,386\nTotal\t6,098\t8,276\nTotal (acres)\t0.14\t0.19\n")
    assert got["existing_impervious_ac"] == pytest.approx(0.14, abs=0.001)
    assert got["proposed_impervious_ac"] == pytest.approx(0.19, abs=0.001)


def test_a_title_lent_to_rows_that_name_only_sides():
    got = fact_values("IMPERVIOUS SURFACE (SF / AC)\n\n\tSF\tAC\nExisting\t12,630\t0.29\nProposed\t14,370\t0.33\n"
                "Net increase\t1,740\t0.04\nThe site drains to the lake.")
    assert got["existing_impervious_ac"] == pytest.approx(0.29, abs=0.001)
    assert got["proposed_impervious_ac"] == pytest.approx(0.33, abs=0.001)
    # rows that name things of their own keep a measure title off
    got = fact_values("IMPERVIOUS SURFACE SUMMARY\nItem\tExisting\tProposed\nPervious\t2.10\t1.80\nRoof\t0.30\t0.50\nThe site drains.")
    assert "existing_impervious_ac" not in got


def test_a_unit_head_starts_a_second_table():
    got = fact_values("Applicant\tBirchwood Townhomes LLC\nDwelling units\t36 (nine 4-unit buildings)\nSite area\t3.90 ac\n"
                "Density\t9.2 units/ac\nAreas\tacres\nDisturbance\t3.70\nImpervious, existing (house, barn, drive)\t0.45\n"
                "Impervious, proposed\t2.05\nNet new impervious\t1.60\nThe property was one large-lot homestead.")
    assert (got["disturbed_area_ac"], got["existing_impervious_ac"], got["proposed_impervious_ac"]) == (3.7, 0.45, 2.05)


@pytest.mark.parametrize("text,name,expected", [
    ("Table 2-1 Existing Land Cover\nCover type\tArea (sf)\tArea (ac)\nBuilding / roof\t3,920\t0.09\n"
     "Total impervious\t7,841\t0.18\nPervious (turf, woods)\t40,946\t0.94\n" + _AFTER, "existing_impervious_ac", 0.18),
    ("Table 3-1 Proposed Land Cover\nCover type\tArea (sf)\tArea (ac)\nBuilding / roof\t96,703\t2.22\n"
     "Total impervious\t193,406\t4.44\nNet increase in impervious\t58,370\t1.34\n" + _AFTER, "proposed_impervious_ac", 4.44),
    ("EXISTING CONDITIONS\nSurface\tAcres\nRoof\t0.40\nTotal impervious\t1.10\n" + _AFTER, "existing_impervious_ac", 1.10),
    ("Post-Development Land Cover\nSurface\tSquare feet\nRoof\t10,000\nTotal impervious\t43,560\n" + _AFTER,
     "proposed_impervious_ac", 1.0),
    ("Table  4   Proposed  Site  Cover\nCover type\tArea (ac)\nTotal impervious\t3.92\nOpen space\t6.58\n" + _AFTER,
     "proposed_impervious_ac", 3.92),
    # a table of bare figures under side heads: its title is what the figures measure
    ("Impervious surface\nPre-Project\tPost-Project\tChange\n0.00 ac\t8.90 ac\t+8.90 ac\n" + _AFTER,
     "net_impervious_increase_ac", 8.9),
    ("Impervious surface\nPre-Project\tPost-Project\tChange\n0.00 ac\t8.90 ac\t+8.90 ac\n" + _AFTER,
     "existing_impervious_ac", 0.0),
])
def test_a_tables_title_names_its_condition(text, name, expected):
    assert value(text, name) == pytest.approx(expected, abs=0.005)


@pytest.mark.parametrize("text,name", [
    # a title naming what is measured is not lent to rows that name their own cover
    ("Table 2. Impervious Coverage\nSurface\tExisting (ac)\tProposed (ac)\tChange (ac)\nImpervious\t0.62\t2.71\t+2.09\n"
     "Pervious\t3.23\t1.14\t-2.09\nTotal\t3.85\t3.85\t0.00\n" + _AFTER, "existing_impervious_ac"),
    ("Table 1 - Hard cover\nCover Type\tExisting (SF)\tProposed (SF)\nHouse / garage roof\t2,140\t5,880\n"
     "Driveway\t3,310\t4,120\nTotal impervious\t5,450\t12,400\n" + _AFTER, "proposed_impervious_ac"),
    # a drainage-area table under an "Existing" title: its subcatchments are no impervious area
    ("Table 2-2 Existing Drainage Areas\nSubcatchment\tArea (ac)\tCN\nEX-1\t1.61\t81\nEX-2\t0.58\t82\n" + _AFTER,
     "existing_impervious_ac"),
    # a bare-figure table under a title that measures something else
    ("Wetland buffer\nPre-Project\tPost-Project\n0.40 ac\t0.40 ac\n" + _AFTER, "existing_impervious_ac"),
    ("Disturbed area\nPhase 1\tPhase 2\n3.10 ac\t4.20 ac\n" + _AFTER, "existing_impervious_ac"),
    # the title belongs to the table right after it, not to the next one
    ("Table 2-1 Existing Land Cover\nCover type\tArea (ac)\nRoof\t0.09\n" + _AFTER + "\n"
     "Cover type\tArea (ac)\nTotal impervious\t0.55\n" + _AFTER, "existing_impervious_ac"),
])
def test_titles_that_do_not_give_a_side(text, name):
    got = facts_of(text).facts.get(name)
    if name == "existing_impervious_ac" and "Impervious Coverage" in text:
        assert got is not None and got.value == pytest.approx(0.62)  # the Pervious and Total rows stay out
    elif name == "proposed_impervious_ac" and "Hard cover" in text:
        assert got is not None and got.value == pytest.approx(12_400 / 43_560, abs=1e-4)  # the roof row stays out
    else:
        assert got is None


@pytest.mark.parametrize("sentence", [
    "Because there is no net increase in impervious surface, the City understands a permit is not required.",
    "The project creates no new impervious surface.",
    "The reconstruction will not add any new impervious surface.",
    "There will be no additional impervious surface.",
    "There will be zero new impervious surface.",
])
def test_no_net_increase_beside_a_decrease_takes_the_figures_net(sentence):
    f = facts_of(sentence + "\n" + _DECREASE_TABLE)
    net = f.facts["net_impervious_increase_ac"]
    assert net.conflict is None and net.value == pytest.approx(-0.17)
    assert any(e.text == sentence for e in net.evidence)  # the statement stays in the evidence


@pytest.mark.parametrize("sentence,table", [
    # a net stated as a figure that the table contradicts stays a contradiction
    ("Net change in impervious: 0.00 ac.", _DECREASE_TABLE),
    # "no net increase" beside figures that increase is a contradiction, not a decrease
    ("There is no net increase in impervious surface.",
     "\tPre-Project\tPost-Project\nImpervious (acres)\t2.31\t2.48\nThe street is rebuilt within the right-of-way."),
    # "remains unchanged" beside figures that decrease says something else than they do
    ("Impervious surface will remain the same.", _DECREASE_TABLE),
    # figures equal to a rounding: nothing to settle, the stated zero stands
    ("There is no net increase in impervious surface.",
     "\tPre-Project\tPost-Project\nImpervious (acres)\t2.31\t2.31\nThe street is rebuilt within the right-of-way."),
])
def test_a_stated_net_that_the_figures_do_not_bear_out(sentence, table):
    net = facts_of(sentence + "\n" + table).facts.get("net_impervious_increase_ac")
    assert net is not None
    if "2.31\t2.31" in table:
        assert net.value == 0 and net.conflict is None
    else:
        assert net.value is None and net.conflict


def test_per_street_rows_under_a_total_row_give_the_total():
    facts = facts_of(STREETS.format(total="TOTAL\t6,070\t2.29\t2.20\n"))
    assert facts.value("existing_impervious_ac") == pytest.approx(2.29)
    assert facts.value("proposed_impervious_ac") == pytest.approx(2.20)


def test_per_street_rows_without_a_total_are_parts_and_no_site_figure():
    facts = facts_of(STREETS.format(total=""))
    assert facts.value("existing_impervious_ac") is None and "existing_impervious_ac" not in facts.facts
    assert facts.value("proposed_impervious_ac") is None and "proposed_impervious_ac" not in facts.facts


def test_subcatchment_rows_named_pr_are_no_proposed_side():
    table = ("Table 3-2 Proposed Drainage Areas\nSubcatchment\tArea (ac)\tCN\tImperv. (ac)\tRouted to\n"
             "PR-1A\t0.24\t71\t0.25\tPOA-1\nPR-2\t1.93\t85\t0.57\tPOA-1\nPR-3\t0.21\t93\t0.26\tPOA-1\n")
    facts = facts_of(table)
    assert "proposed_impervious_ac" not in facts.facts and "existing_impervious_ac" not in facts.facts


def test_a_single_row_under_a_side_head_is_still_read():
    facts = facts_of("Street\tEX imperv. (ac)\tPR imperv. (ac)\nMorningside Rd\t1.02\t0.98\n")
    assert facts.value("existing_impervious_ac") == pytest.approx(1.02)
    assert facts.value("proposed_impervious_ac") == pytest.approx(0.98)


@pytest.mark.parametrize("head, fact", [("EX imperv. (ac)", "existing_impervious_ac"), ("PR imperv. (ac)", "proposed_impervious_ac"),
                                        ("Exist. impervious (ac)", "existing_impervious_ac"),
                                        ("Prop. impervious (ac)", "proposed_impervious_ac")])
def test_short_column_heads_name_the_side(head, fact):
    facts = facts_of(f"Area\t{head}\nSite total\t3.41\n")
    assert facts.value(fact) == pytest.approx(3.41)


def test_an_imperv_head_with_both_sides_names_no_side():
    facts = facts_of("Area\tEX/PR imperv. (ac)\nSite total\t3.41\n")
    assert facts.value("existing_impervious_ac") is None and facts.value("proposed_impervious_ac") is None


# -- a minus sign on a net change -----------------------------------------------------------------------
@pytest.mark.parametrize("text, value", [
    ("Net change in impervious surface: -0.12 acres (a decrease).", -0.12),
    ("Net change in impervious surface: - 0.12 acres.", -0.12),
    ("Net change in impervious: −0.12 ac", -0.12),
    ("Net impervious increase: -0.12 acres", -0.12),
    ("Net decrease in impervious: -0.12 ac", -0.12),
    ("Net change in impervious surface: 0.12 acres.", 0.12),
    ("Net new impervious - 0.03 ac", 0.03),  # a dash between label and value, no colon: a separator
])
def test_a_minus_sign_on_the_net_change_is_its_sign(text, value):
    assert read(text, labelled=":" in text) == [("net_impervious_increase_ac", pytest.approx(value))]


def test_a_net_decrease_keeps_its_sign_through_the_engine():
    facts = facts_of("Project type: street reconstruction\nProject area: 11.6 acres\n"
                     "Net change in impervious surface: -0.12 acres (a decrease).\n")
    assert facts.value("net_impervious_increase_ac") == pytest.approx(-0.12)


# -- an impervious subject totalled after a list, and a figure in a comma aside -----------------------
def test_a_subject_totalled_at_the_end():
    text = "Existing impervious surface is limited to the old nursery office, a greenhouse foundation and a gravel yard, totaling 0.22 acres."
    assert [(c.name, c.value) for c in read_subject_total(seg(text))] == [("existing_impervious_ac", 0.22)]
    assert read_subject_total(seg("Existing impervious surface is limited to the office (0.10 acres) and a yard, totaling 0.22 acres.")) == []


@pytest.mark.parametrize("text, expected", [
    ("Proposed impervious surface, with an assumed 3,200 square feet of roof and driveway per lot, is 2.64 acres.",
     [("proposed_impervious_ac", 2.64)]),
    ("The site, with the adjacent parcel, is 9.4 acres.", []),
    ("The site, with the 2.1-acre adjacent parcel, is 9.4 acres.", []),
    # today and will be across a twin
    ("Hard cover is 4,790 square feet (0.11 acres) today and will be 6,970 square feet (0.16 acres) after construction.",
     [("existing_impervious_ac", pytest.approx(0.11, abs=0.001)), ("proposed_impervious_ac", pytest.approx(0.16, abs=0.001))]),
    ("Hard cover is 0.11 acres today and 2.1 acres of the site drain east.", [("existing_impervious_ac", 0.11)]),
])
def test_a_figure_in_a_comma_aside_does_not_take_the_subject(text, expected):
    assert read(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("The campus building is 120,000 sf.", []),
    ("Paved and roofed area: 0.31 ac existing, 0.36 ac proposed.", [("existing_impervious_ac", 0.31), ("proposed_impervious_ac", 0.36)]),
])
def test_campus_and_paved_and_roofed_area(text, expected):
    assert read(text, labelled=":" in text.split(".")[0]) == expected


def test_no_net_increase_gives_way_to_a_stated_decrease():
    text = ("Project type: street reconstruction\nNet change in impervious surface: -0.05 acres (a decrease).\n"
            "Because the project creates no net increase in impervious surface, no permit is required.\n")
    fact = facts_of(text).facts["net_impervious_increase_ac"]
    assert fact.value == pytest.approx(-0.05) and fact.conflict is None


def test_hard_cover_on_the_one_lot():
    found = dict(read("Hard cover on the lot today is 4,790 square feet (0.11 acres); after construction it will be "
                      "6,970 square feet (0.16 acres), or 18.6 percent of the lot area."))
    assert found["existing_impervious_ac"] == pytest.approx(0.11, abs=0.001)
    assert found["proposed_impervious_ac"] == pytest.approx(0.16, abs=0.001)
    assert read("Impervious surface on each lot is 4,000 sf.") == []
    assert read("Parent parcel (not part of project): 38.40 ac", labelled=True) == []


def test_sq_ft_cells_and_a_kinds_aside():
    facts = facts_of("\tExisting\tProposed\nHard surface coverage\t6,120 sq ft\t8,940 sq ft\n")
    assert facts.value("existing_impervious_ac") == pytest.approx(6120 / 43560, rel=1e-3)
    assert classify_table_label("Impervious surface Existing (building, parking lot)") == "existing_impervious_ac"


def test_an_impervious_corner_over_a_net_increase_row():
    text = ("Impervious surface\tAcres\nExisting (building, parking lot)\t1.71\nProposed (building, drives, plaza)\t1.98\n"
            "Net increase\t0.27\n")
    facts = facts_of(text)
    assert facts.value("net_impervious_increase_ac") == pytest.approx(0.27)
    assert facts.value("proposed_impervious_ac") == pytest.approx(1.98)


# -- figures the project's own or not ---------------------------------------------------------------------
@pytest.mark.parametrize("text, expected", [
    ("THE TRAIL IS NOT COUNTED IN THE NET INCREASE; THE ROADWAY ALONE ADDS 1.60 ACRES.", []),
    ("Imp. surface: exist. 1.30 ac. (56,630 s.f.).", [("existing_impervious_ac", 1.3)]),
])
def test_parts_and_abbreviations(text, expected):
    assert read(text, labelled=":" in text)[:1] == expected


def test_the_other_sides_figure_in_the_bracket():
    text = "New impervious surface: 1.96 acres (site was cropland, 0.00 ac existing)"
    assert [(c.name, c.value) for c in read_bracket_side(seg(text, True))] == [("existing_impervious_ac", 0.0)]
    facts = facts_of(text + "\n")
    assert facts.value("proposed_impervious_ac") == pytest.approx(1.96)


def test_what_is_left_after_an_exclusion_is_no_net_increase():
    assert read("Under Rule N paragraph E(4) it is excluded from the net increase, leaving 1.12 acres.") == []


# -- each clause of a sentence keeps its own side ----------------------------------------------------------------
def test_a_figure_after_a_semicolon_takes_its_own_clauses_label():
    text = "Today 13,240 ft² of it is roof and asphalt; after the work, hard surface will total 12,105 ft²."
    assert value(text, "proposed_impervious_ac") == pytest.approx(12105 / 43560, abs=1e-4)
    # the roof is a part of the existing hard surface, not a side this reader may name
    assert value(text, "existing_impervious_ac") is None


@pytest.mark.parametrize("text,name,expected", [
    pytest.param("Existing impervious is 0.30 ac; the hard surface will be 0.5 ac.", "existing_impervious_ac", 0.30, id="first-clause-existing"),
    pytest.param("Existing impervious is 0.30 ac; the hard surface will be 0.5 ac.", "proposed_impervious_ac", 0.5, id="second-clause-proposed"),
])
def test_both_clauses_keep_their_own_sides(text, name, expected):
    assert value(text, name) == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    pytest.param("There are 0.30 ac of existing buildings; hard surface totals 0.5 ac.", id="existing-buildings-then-hard-surface"),
    pytest.param("Existing conditions are shown on C1.0; the pond area is 0.4 ac.", id="existing-conditions-then-pond-area"),
    # an aside naming both sides gives no side
    pytest.param("The site (existing and proposed conditions) totals 0.38 acres of hard surface.", id="aside-naming-both-sides"),
])
def test_a_clause_without_a_side_gives_no_impervious(text):
    for name in ("existing_impervious_ac", "proposed_impervious_ac"):
        assert value(text, name) is None


@pytest.mark.parametrize("text", [
    pytest.param("Hard cover: existing 6,850 sq ft; proposed 8,120 sq ft (21.7% of the lot, below the", id="semicolon-cut-line"),
    pytest.param("Hard cover: existing 6,850 sq ft, proposed 8,120 sq ft", id="comma"),
])
def test_the_second_side_of_a_labelled_pair_shares_its_label(text):
    assert value(text, "existing_impervious_ac") == pytest.approx(6850 / 43560, abs=1e-4)
    assert value(text, "proposed_impervious_ac") == pytest.approx(8120 / 43560, abs=1e-4)


@pytest.mark.parametrize("text", [
    pytest.param("Hard cover: existing 6,850 sq ft; proposed lot 8,120 sq ft", id="proposed-lot"),
    pytest.param("Hard cover: existing 6,850 sq ft; existing 8,120 sq ft", id="existing-twice"),
])
def test_a_second_figure_that_is_not_the_other_side_is_not_read(text):
    assert value(text, "proposed_impervious_ac") is None


def test_an_aside_does_not_push_the_side_word_out_of_reach():
    text = "The existing farmstead (house, barn, gravel drive) totals 0.38 acres of hard surface."
    assert value(text, "existing_impervious_ac") == 0.38
    assert value(text, "proposed_impervious_ac") is None


# -- zero, said in words -----------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    pytest.param("The site is currently undeveloped with no impervious surface.", id="undeveloped"),
    pytest.param("There is no existing impervious surface on the site.", id="no-existing"),
    pytest.param("The parcel is vacant and has no existing hard surface.", id="vacant-no-hard-surface"),
])
def test_no_existing_impervious_is_zero(text):
    assert value(text, "existing_impervious_ac") == 0.0


# the figure's own label between it and its side word: "0.35 ac. imp. today", "3.05 ac impervious proposed"
@pytest.mark.parametrize("text,ex,pr", [
    pytest.param("The exist. site is a farmstead: 0.35 ac. imp. today (house, barns), 3.05 ac. imp. proposed (streets, roofs).",
                 0.35, 3.05, id="abbreviated-label-then-side"),
    pytest.param("Hard cover is 0.90 ac impervious existing and 2.10 ac impervious proposed.", 0.90, 2.10, id="label-then-side"),
    pytest.param("Lot 3 drains 0.35 ac. imp. to the street.", None, None, id="label-with-no-side-after"),
])
def test_a_label_between_the_figure_and_its_side(text, ex, pr):
    assert (value(text, "existing_impervious_ac"), value(text, "proposed_impervious_ac")) == (ex, pr)


# the whole site undeveloped today, with no figure: nothing built, so no hard cover; a stated figure wins
@pytest.mark.parametrize("text,want", [
    pytest.param("The project would turn an existing undeveloped 40-acre lot into a commercial center.", 0.0, id="turns-undeveloped-lot"),
    pytest.param("The site is currently undeveloped farmland.", 0.0, id="site-is-undeveloped"),
    pytest.param("The project site is unimproved and drains to the east.", 0.0, id="unimproved"),
    pytest.param("The site is undeveloped. Existing impervious area is 0.12 acres.", 0.12, id="stated-figure-wins"),
    pytest.param("The undeveloped portion of the site will remain as open space.", None, id="a-portion"),
    pytest.param("Phase 2 is undeveloped farmland.", None, id="a-phase"),
    pytest.param("Because impervious surface increases by more than 50%, the site is treated as if undeveloped.", None,
                 id="treated-as-if"),
    pytest.param("The lots north of the site were undeveloped.", None, id="others-in-the-past"),
    pytest.param("The undeveloped lot to the north drains onto the site.", None, id="a-neighbouring-lot"),
    pytest.param("An adjacent undeveloped parcel drains across the site.", None, id="adjacent-parcel"),
    pytest.param("The site is undeveloped except for a gravel drive.", None, id="except-a-drive"),
    pytest.param("The site is undeveloped with an old barn and a gravel drive.", None, id="with-a-barn"),
    pytest.param("If the site is undeveloped, existing impervious is zero.", None, id="conditional"),
])
def test_an_undeveloped_site_has_no_existing_impervious(text, want):
    assert value(text, "existing_impervious_ac") == want


def test_an_undeveloped_site_makes_the_new_impervious_all_there_will_be():
    f = facts_of("The project would turn an existing undeveloped 40-acre lot into a commercial center. "
                 "The project will create about 29 acres of new impervious area as buildings, parking lots and roadways.")
    assert (f.value("existing_impervious_ac"), f.value("net_impervious_increase_ac"), f.value("proposed_impervious_ac")) \
        == (0.0, 29.0, 29.0)


@pytest.mark.parametrize("text", [
    pytest.param("The project will not create any new impervious surface.", id="will-not-create"),
    pytest.param("No new impervious area is proposed.", id="none-proposed"),
    pytest.param("Impervious coverage will remain unchanged.", id="unchanged"),
])
def test_no_new_impervious_is_zero_net(text):
    assert value(text, "net_impervious_increase_ac") == 0.0


@pytest.mark.parametrize("text", [
    pytest.param("No new impervious surface is allowed within the wetland buffer.", id="local-zero"),
    pytest.param("If there is no existing impervious surface, the whole site is treated as new.", id="conditional-zero"),
    pytest.param("The existing impervious surface on the site will be removed.", id="removed-is-no-zero"),
])
def test_local_or_conditional_zero_is_nothing(text):
    f = facts_of(text)
    assert f.value("existing_impervious_ac") is None
    assert f.value("net_impervious_increase_ac") is None


def test_zero_existing_with_stated_proposed_derives_net():
    f = facts_of("The site is vacant with no existing impervious surface. Proposed impervious area is 1.40 acres.")
    assert f.value("existing_impervious_ac") == 0.0
    assert f.value("proposed_impervious_ac") == 1.4


# -- a table named in its corner ------------------------------------------------------------------------------
@pytest.mark.parametrize("text,ex,pr", [
    pytest.param("Impervious Area\tExisting\tProposed\nTotal\t0.44 ac\t0.61 ac", 0.44, 0.61, id="acres"),
    pytest.param("Impervious Surface (SF)\tPre\tPost\nSite Total\t19,166\t26,572", 0.44, 0.61, id="square-feet-pre-post"),
])
def test_table_named_in_its_corner(text, ex, pr):
    f = facts_of(text)
    assert f.value("existing_impervious_ac") == pytest.approx(ex, rel=0.01)
    assert f.value("proposed_impervious_ac") == pytest.approx(pr, rel=0.01)


def test_corner_name_does_not_reach_part_rows():
    f = facts_of("Impervious Area\tExisting\tProposed\nParking\t0.20 ac\t0.35 ac\nBuilding\t0.10 ac\t0.12 ac")
    assert f.value("existing_impervious_ac") is None and f.value("proposed_impervious_ac") is None


def test_signed_decrease_is_never_read_as_an_increase():
    assert value("Net change in impervious: -0.30 ac", "net_impervious_increase_ac") in (None, -0.30)


# -- hard surface said by its kinds, its abbreviations, or what it is -------------------------------------------
@pytest.mark.parametrize("text,want", [
    pytest.param("Almost all of it is paved today: 2.05 acres of roof and parking.",
                 {"existing_impervious_ac": 2.05}, id="kinds-list-today"),
    pytest.param("After construction there will be 2.18 acres of roofs, drives and patios.",
                 {"proposed_impervious_ac": 2.18}, id="kinds-list-after"),
    pytest.param("Right now 13,070 sq ft is building and pavement (0.30 ac).",
                 {"existing_impervious_ac": 0.30}, id="figure-is-kinds"),
    pytest.param("The trail adds 0.7 acre of pavement.", {"net_impervious_increase_ac": 0.7}, id="adds-pavement"),
    pytest.param("Existing hard surface is an old gravel and asphalt storage yard of 0.6 acre.",
                 {"existing_impervious_ac": 0.6}, id="surface-is-a-thing-of"),
    pytest.param("Imp.: exist. 4.1 ac. / prop. 5.0 ac. / net +0.9 ac. (22%).",
                 {"existing_impervious_ac": 4.1, "proposed_impervious_ac": 5.0, "net_impervious_increase_ac": 0.9},
                 id="abbreviated-sides"),
    pytest.param("Imp. surface: exist. 1.30 ac. (56,630 s.f.) - old mall roof & parking. Prop. 1.52 ac. (66,210 s.f.). Net incr. = 0.22 ac.",
                 {"existing_impervious_ac": 1.30, "proposed_impervious_ac": 1.52, "net_impervious_increase_ac": 0.22},
                 id="abbreviated-lines"),
    pytest.param("Proposed impervious surface, including the public street, driveways and an assumed 4,000 sf of roof "
                 "per lot, totals 2.48 acres.", {"proposed_impervious_ac": 2.48}, id="aside-with-its-own-list"),
    pytest.param("Existing impervious on Lot 2 is zero (row crops); proposed is 2.90 acres.",
                 {"existing_impervious_ac": 0.0, "proposed_impervious_ac": 2.90}, id="zero-in-words"),
    pytest.param("There is no existing impervious surface (0.00 ac). Roofs, the private drive, guest parking and sidewalks "
                 "total 2.02 acres when complete.", {"existing_impervious_ac": 0.0, "proposed_impervious_ac": 2.02,
                                                     "net_impervious_increase_ac": 2.02}, id="kinds-total-a-figure"),
    pytest.param("Proposed buildings and parking will total 3.1 acres.", {"proposed_impervious_ac": 3.1}, id="kinds-will-total"),
    pytest.param("The new roof, driveway and patio will come to about 6,500 square feet.", {"proposed_impervious_ac": 0.15},
                 id="new-kinds-will-come-to"),
    pytest.param("Today the cabin, shed and gravel drive cover about 2,900 square feet.", {"existing_impervious_ac": 0.07},
                 id="kinds-of-buildings-today"),
    pytest.param("The old cabin, shed and gravel drive covered about 2,900 square feet. The new roof, driveway and patio will "
                 "come to about 6,500 square feet.", {"existing_impervious_ac": 0.07, "proposed_impervious_ac": 0.15},
                 id="old-kinds-covered-then-new-kinds"),
    # near misses: one house's share, what is taken away, one kind alone, a thing the hard surface drains to
    pytest.param("In the model the roofs and parking totaled 2.1 acres after the work.", {"proposed_impervious_ac": 2.1},
                 id="past-tense-of-a-model-is-no-existing"),
    pytest.param("Roofs and driveways on each lot total 4,000 sf.", {}, id="kinds-total-each-lots-share"),
    pytest.param("Proposed roofs and parking to be removed total 0.5 acres.", {}, id="kinds-total-what-is-removed"),
    pytest.param("The proposed building covers 1.2 acres.", {}, id="one-kind-covers"),
    pytest.param("Each home has 3,500 sf of roof and driveway.", {}, id="one-homes-share"),
    pytest.param("The project removes 0.4 acres of roofs and parking.", {}, id="taken-away"),
    pytest.param("The new building has 0.4 acres of roof.", {}, id="one-kind-alone"),
    pytest.param("Existing impervious surface is drained to a pond of 0.6 acre.", {}, id="drains-to-a-thing"),
    pytest.param("Prop. 1.52 ac. (66,210 s.f.).", {}, id="side-line-with-nothing-before"),
])
def test_hard_surface_by_its_kinds_and_abbreviations(text, want):
    got = {k: v for k, v in fact_values(text).items()
           if k in ("existing_impervious_ac", "proposed_impervious_ac", "net_impervious_increase_ac") and v is not None}
    got = {k: round(v, 2) for k, v in got.items()}
    # the net the engine would derive is not the reader's: compare only what the text states, where it states it
    assert {k: v for k, v in got.items() if k in want or k != "net_impervious_increase_ac"} == want
