"""Classes of wording two outside authors (external4, external5) used for the facts that decide
applicability, which the fact reader missed. Kept as phrasing tables, one class per block.

Each class carries near-misses of the same shape that must stay unread: a false fact is the
worst error this tool can make.
"""

from __future__ import annotations

import pytest

from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts


def facts(text: str):
    return read_facts([page_from_text(text)])


def value(text: str, name: str):
    return facts(text).value(name)


# --- class 1: a land-cover table whose title names the condition it shows -------------------------

_AFTER = "Soils mapped by the NRCS Web Soil Survey are loams (HSG B)."


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
    got = facts(text).facts.get(name)
    if name == "existing_impervious_ac" and "Impervious Coverage" in text:
        assert got is not None and got.value == pytest.approx(0.62)  # the Pervious and Total rows stay out
    elif name == "proposed_impervious_ac" and "Hard cover" in text:
        assert got is not None and got.value == pytest.approx(12_400 / 43_560, abs=1e-4)  # the roof row stays out
    else:
        assert got is None


# --- class 2: the applicant described as public or private beside its name ------------------------

@pytest.mark.parametrize("text,expected", [
    ("The applicant is a private property owner.", False),
    ("The applicants are private homeowners; they are not a public entity.", False),
    ("Prepared for Hamel Ridge Development LLC, a private Minnesota limited liability company (not a public body).", False),
    ("Stieger Lake Land Co. LLC, a private developer, asks for a Rule N permit for the 2nd Addition.", False),
    ("Stieger Lake Land Co. LLC , a private  developer , asks for a Rule N permit .", False),  # OCR spacing
    ("NWBC Building 3 LLC is a private industrial developer.", False),
    ("The congregation is a private nonprofit religious corporation, not a government body.", False),
    ("Owner/developer: Lyman Lakes Homes, Inc. (private).", False),
    ("The applicant, Lakeview Preserve Partners LLC, is a private land developer.", False),
    ("The City of Wayzata, a municipal corporation, will reconstruct Lake Street East from Barry Avenue to Ferndale Road.", True),
    ("Prepared for the City of Shorewood (a Minnesota municipal corporation) by Barr Engineering Co., Minneapolis.", True),
    ("The applicant is Hennepin County, a public entity.", True),
    ("The applicant is the City of Edina, a municipal corporation.", True),
    ("The owner is a private limited liability company.", False),
    ("Owner: Glen Lake Montessori Academy, a private non-profit school", False),
    ("Applicant: Westwood Academy, a private school", False),
    ("Glen Lake Montessori Academy - Gymnasium and Classroom Addition Owner: Glen Lake Montessori Academy, a private "
     "non-profit school", False),
    ("On behalf of the City of Shorewood, the applicant and a public entity, we ask the District to confirm that the "
     "Smithtown Road Trail needs no stormwater permit.", True),
])
def test_the_applicant_described_public_or_private(text, expected):
    assert value(text, "applicant_public_entity") is expected


@pytest.mark.parametrize("text", [
    "If the applicant were a private developer, a surety would be required.",
    "The parcel to the north is owned by Smith Homes LLC, a private developer, and is not part of this work.",
    "Smith Homes LLC, a private developer, owns the lot to the east.",
    "Lakeside Homes LLC is a private developer that owns the parcel to the north.",
    "The adjacent owner is a private party, not a public body.",
    "Hennepin County, a public entity, maintains the storm sewer on CSAH 5.",
    "The City of Excelsior, a municipal corporation, will review the plans.",
    "Prepared by Barr Engineering Co., a private engineering firm.",
    "The road is a private drive.",
    "The owner of the adjacent parcel is a private company.",
    "On behalf of the neighbouring owner, a private company, we object to the grading.",
    "Drainage from the site crosses land whose owner: Acme LLC, a private company.",  # a lower-case owner mid-sentence
    "The owner is a private company.\nApplicant: City of Hopkins",  # the named applicant outranks the owner
    "The City of Minnetonka is a private developer.",  # a name and a description that disagree
    "Applicant is a governmental unit: \u2610 yes: \u2612 no\nApplicant: Southdale Health Properties LLC",
])
def test_descriptions_that_are_not_the_applicants(text):
    if "Southdale" in text:  # a form's unticked question is no description: the named LLC alone speaks
        assert value(text, "applicant_public_entity") is False
    elif "Hopkins" in text:
        assert value(text, "applicant_public_entity") is True
    else:
        assert value(text, "applicant_public_entity") is None


# --- class 3: the project's kind in a plain voice (a phase, "what we are building", a gerund's object) ---

@pytest.mark.parametrize("text,expected", [
    ("What we are building: a 6,800 sq ft fellowship hall addition on the east side of the sanctuary and an expanded "
     "north parking lot for our church campus at 4400 Williston Road.", "institutional"),
    ("What we are building: a new office building and 60 parking stalls.", "commercial"),
    ("Phase 2 is 7 single-family lots on 4.1 acres, about 1.7 units per acre.", "single_family_subdivision"),
    ("This phase will be 36 townhomes on a private drive.", "multi_unit_residential"),
    ("The project is a five-story multi-family apartment building with 142 units over structured parking, "
     "replacing a strip retail center.", "multi_unit_residential"),
    ("The project replaces the retail strip with a four-story apartment building.", "multi_unit_residential"),
    ("The project is a mixed-use building with ground-floor retail and 40 apartments above, replacing a bank.", "mixed_use"),
])
def test_the_projects_kind_in_plain_words(text, expected):
    assert value(text, "project_type") == expected


@pytest.mark.parametrize("text", [
    "Phase 1 is 14 single-family lots platted in 2019.",  # the phase already built
    "Phase 3 will be 40 townhomes in a future application.",  # a phase still to come
    "Phase 2 is 4.1 acres.",  # a size, no kind
    "What we are not building: a school.",
    "The neighbouring church is building a fellowship hall.",
])
def test_kinds_that_are_not_this_projects(text):
    assert value(text, "project_type") is None


# --- class 4: a trail's crossings and area said beside other words ---------------------------------

def trail(text: str) -> dict | None:
    return value(text, "sidewalk_trail")


@pytest.mark.parametrize("text,key,expected", [
    ("A new 6-foot concrete sidewalk (0.21 acre, all of the new impervious surface) is built with a 6-foot turf "
     "boulevard on both sides.", "area_ac", 0.21),
    ("The new trail (9,150 sf, the only new hard surface) runs along the lake.", "area_ac", 0.21),
    ("The City will build a 12-foot wide bituminous trail with 5-foot turf shoulders on each side. "
     "Driveway crossings cover about 9 percent of the shoulder area.", "crossing_pct", 9),
    ("A 10-foot trail with 5-foot turf strips on both sides. Crossings take up 12% of the turf strips.", "crossing_pct", 12),
    ("A 10-foot trail is built.\nQuantity\tAcres\nTotal project area\t3.4\nNet increase in impervious surface (trail)\t1.21",
     "area_ac", 1.21),
    ("A 10-foot trail is built.\nItem\tArea (ac)\nNew impervious (sidewalk)\t0.33", "area_ac", 0.33),
])
def test_a_trails_crossings_and_area(text, key, expected):
    got = trail(text)
    assert got is not None and got[key] == pytest.approx(expected, abs=0.005)


@pytest.mark.parametrize("text,key", [
    ("A new sidewalk (0.40 acre, within the existing right-of-way) is built with a 6-foot boulevard.", "area_ac"),
    ("The 8-foot trail (0.50 ac, existing) will be overlaid.", "area_ac"),
    ("A 10-foot trail is built. Driveway crossings cover about 9 percent of the paved shoulder.", "crossing_pct"),
    ("A 10-foot trail is built.\nQuantity\tAcres\nNet increase in impervious surface (trail and parking)\t1.50",
     "area_ac"),
    ("A 10-foot trail is built.\nQuantity\tAcres\nExisting impervious (trail)\t0.30", "area_ac"),
])
def test_areas_and_shares_that_are_not_the_trails(text, key):
    got = trail(text) or {}
    assert got.get(key) is None


# --- class 5: a long labelled value that wraps onto the next line is read whole -----------------

@pytest.mark.parametrize("text,name,expected", [
    ("What we are building: a 6,800 sq ft fellowship hall addition on the east side of the sanctuary and an expanded north\n"
     "parking lot (from 142 to 231 stalls) for our church campus at 4400 Williston Road.", "project_type", "institutional"),
    ("Our plan in short: we will take down the old barn and build fourteen new single-family homes on the\n"
     "north field with a cul-de-sac.", "project_type", "single_family_subdivision"),
])
def test_a_wrapped_labelled_value_is_one_sentence(text, name, expected):
    assert value(text, name) == expected


def test_a_short_label_keeps_its_own_line():
    # a form's short value does not swallow the next line's words
    f = facts("Applicant: Lakeside Homes LLC\nproject narrative follows on the next page in full detail for the reviewer")
    assert f.value("applicant_public_entity") is False


# --- class 6: "no net increase" beside figures that decrease ---------------------------------------

_DECREASE_TABLE = ("\tPre-Project\tPost-Project\nImpervious (acres)\t2.48\t2.31\nTotal project area (acres)\t4.6\t4.6\n"
                   "The street is rebuilt within the right-of-way.")


@pytest.mark.parametrize("sentence", [
    "Because there is no net increase in impervious surface, the City understands a permit is not required.",
    "The project creates no new impervious surface.",
    "The reconstruction will not add any new impervious surface.",
    "There will be no additional impervious surface.",
    "There will be zero new impervious surface.",
])
def test_no_net_increase_beside_a_decrease_takes_the_figures_net(sentence):
    f = facts(sentence + "\n" + _DECREASE_TABLE)
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
    net = facts(sentence + "\n" + table).facts.get("net_impervious_increase_ac")
    assert net is not None
    if "2.31\t2.31" in table:
        assert net.value == 0 and net.conflict is None
    else:
        assert net.value is None and net.conflict


# --- class 7: the site said as the land its owner holds here ----------------------------------------

@pytest.mark.parametrize("text,expected", [
    ("The church owns 9.3 acres here (one tax parcel, 22-117-22-44-0007).", 9.3),
    ("The school district owns 12.5 acres at this location.", 12.5),
    ("Our congregation owns about 4 acres (one tax parcel, PID 12-117-22-11-0003).", 4.0),
    ("The owner holds 2.25 acres on this site.", 2.25),
    ("Lakeside Partners LLC owns 7.10 ac here.", 7.10),
])
def test_the_land_held_here_is_the_site(text, expected):
    assert value(text, "site_area_ac") == pytest.approx(expected)


@pytest.mark.parametrize("text", [
    "The church also owns 3 acres here across the street.",
    "The neighbour owns 5 acres here.",
    "The developer owns 40 acres in the township.",
    "The parent company owns 120 acres here in total across three phases.",
    "If the church owns 9.3 acres here, the rule applies.",
    "The church owns 2 acres here for the parsonage.",
    "The City owns 2 acres here.",
])
def test_land_held_elsewhere_or_by_others_is_no_site(text):
    assert value(text, "site_area_ac") is None


def test_a_stated_site_area_outranks_the_land_held():
    f = facts("Site area: 8.1 acres\nThe church owns 9.3 acres here (one tax parcel, 22-117-22-44-0007).")
    assert f.value("site_area_ac") == pytest.approx(8.1)


# --- class 8: a trail's figures beside a plan's standard, the rule restated, a street named for a lake ---

_TRAIL_MEMO = ("The project constructs 4,030 feet of an 8-foot bituminous trail with a minimum 6-foot turf boulevard on "
               "both sides. {extra} The new trail surface adds approximately 0.74 acres of impervious surface.")


@pytest.mark.parametrize("extra", [
    "The 2016 Trail Improvement Plan calls for 10-foot trails; the width was reduced to 8 feet on this segment.",
    "The City's trail standard requires 10-foot trails, and this segment is a variance.",
    "Our design guide recommends 12-foot trails.",
    "We ask the District to confirm that, as a trail no wider than 10 feet with a pervious buffer of at least 5 feet "
    "on each side, this segment does not require a Rule N permit.",
    "The master plan shows 10-foot trails with 5-foot boulevards in later phases.",
])
def test_a_plans_standard_or_the_rule_restated_leaves_the_trail_alone(extra):
    t = trail(_TRAIL_MEMO.format(extra=extra))
    assert t is not None and (t["width_ft"], t["buffer_ft"], t["area_ac"]) == (8, 6, 0.74)


@pytest.mark.parametrize("text,expected", [
    ("A new 8-foot trail with 6-foot turf boulevards. Two driveway crossings and the Cedar Lake Road crossing interrupt "
     "the boulevard; together they take up about 6 percent of the required buffer area.", 6),
    ("A new 8-foot trail with 6-foot turf boulevards. Crossings at Lake Street West take up 4 percent of the buffer.", 4),
])
def test_crossings_beside_a_street_named_for_water(text, expected):
    assert trail(text)["crossing_pct"] == expected


@pytest.mark.parametrize("text", [
    "A new 8-foot trail with 6-foot turf boulevards. Crossings take up 6 percent of the lake buffer along the trail.",
    "A new 8-foot trail with 6-foot turf boulevards. Docks cross 6 percent of the Cedar Lake shoreland buffer.",
])
def test_a_water_bodys_buffer_is_no_trail_buffer(text):
    assert trail(text).get("crossing_pct") is None


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


@pytest.mark.parametrize("text", [
    "Each lot is 0.35 acres.",
    "Minimum lot area: 15,000 sf",
    "Lot 3 measures 0.4 acre.",
    "The neighbouring lot measures 0.6 acre.",
    "The typical lot is 0.3 acres.",
    "The lot measures 16,550 sq. ft. (0.48 acre).",  # two units that disagree
    "The lot area required by zoning is 15,000 sf.",
    "LOT DATA\nLot 1 area\t0.32 ac\nLot area\t0.30 ac",  # a table of lots is read whole, by the table reader
])
def test_lots_that_are_not_the_site(text):
    assert value(text, "site_area_ac") is None


def test_a_stated_site_area_outranks_the_lot():
    assert value("Site area: 0.62 acres\nLot area: 17,860 square feet (0.41 acre).", "site_area_ac") == pytest.approx(0.62)


# --- class 10: the disturbed area said by its verb, by "clearing and grading", or within the right-of-way ---

@pytest.mark.parametrize("text,expected", [
    ("Approximately 10.50 acres of the site will be disturbed by grading.", 10.5),
    ("About 43,560 square feet of the lot will be disturbed.", 1.0),
    ("Clearing and grading covers 12.9 acres; the 1.7-acre woodlot on the west edge stays.", 12.9),
    ("Clearing/grading: 2.5 ac", 2.5),
    ("Land disturbance: approximately 4.2 acres within the right-of-way.", 4.2),
    ("Disturbed area: 1.4 acres within the right of way", 1.4),
])
def test_the_disturbed_area_in_plain_words(text, expected):
    assert value(text, "disturbed_area_ac") == pytest.approx(expected, abs=0.005)


@pytest.mark.parametrize("text", [
    "Approximately 10.50 acres of the site will be preserved.",
    "No more than 1 acre of the site may be disturbed without a permit.",
    "Approximately 2.1 acres of the site will not be disturbed.",
    "Approximately 2.1 acres of the site will remain undisturbed.",
    "Clearing and grading of more than 1 acre requires an NPDES permit.",
    "Clearing and grading will not begin before May 2027.",
])
def test_areas_that_are_not_disturbed_or_not_this_projects(text):
    assert value(text, "disturbed_area_ac") is None


def test_a_second_figure_within_the_right_of_way_is_a_part():
    f = facts("Land disturbance: 3.1 acres on site and 0.4 acres within the right-of-way.")
    assert f.value("disturbed_area_ac") == pytest.approx(3.1) and f.value("site_area_ac") is None


@pytest.mark.parametrize("text,name,expected", [
    ("The new trail surface is 1.15 acres, which is also the net increase in impervious surface of the project.",
     "net_impervious_increase_ac", 1.15),
    ("The new parking lot is 0.8 acres, which is the net increase in impervious surface.", "net_impervious_increase_ac", 0.8),
    ("Grading covers 2.2 acres, which is the disturbed area for the permit.", "disturbed_area_ac", 2.2),
])
def test_a_figure_named_again_after_it(text, name, expected):
    assert value(text, name) == pytest.approx(expected)


@pytest.mark.parametrize("text,name", [
    ("The trail is 1.15 acres, which is less than the disturbed area.", "disturbed_area_ac"),
    ("The pond is 0.4 acres, which is the wetland buffer.", "site_area_ac"),
    ("The trail is 1.15 acres, which is also the trail's share of impervious area.", "proposed_impervious_ac"),
])
def test_a_relative_clause_that_does_not_name_the_same_thing(text, name):
    assert value(text, name) is None
