"""More voices for the weakest facts: unit counts, project kinds, zero stated in words, pond
tables, rate prose and datum names. Each case was written for this test, not taken from a package."""

import pytest

from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts


def facts_of(text):
    return read_facts([page_from_text(text, file="pkg.pdf")])


def value(text, name):
    return facts_of(text).value(name)


# -- dwelling units -------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,units", [
    ("Number of Dwelling Units: 36", 36),
    ("Proposed units:\t48", 48),
    ("Total Units = 112", 112),
    ("The project will construct 3 buildings containing a total of 96 units.", 96),
    ("The 4 existing homes will be removed and 18 new townhomes constructed.", 18),
    ("Two existing houses will be demolished; the plat creates 9 lots.", 9),
    ("A total of 156 apartment units are proposed.", 156),
])
def test_dwelling_units(text, units):
    assert value(text, "dwelling_units") == units


@pytest.mark.parametrize("text", [
    "Maximum density allowed is 12 units per acre.",
    "Each unit will have a two-car garage and 300 parking stalls are provided.",
    "Ostrander Homes: July 2, 2026",
    "The site currently contains 3 existing homes.",
    "Zoning permits up to 40 units on the parcel.",
])
def test_counts_that_are_not_the_projects_units(text):
    assert value(text, "dwelling_units") is None
    assert value(text, "density_du_per_ac") is None


# -- a quantity used as an adjective measures the noun after it --------------------------------------------
@pytest.mark.parametrize("text", [
    "The project consists of a 12,000 square foot retail building with associated parking.",
    "The project includes a 4,500 sf parking lot expansion.",
    "The development adds an 18,000 square foot office building.",
])
def test_attributive_area_is_not_the_site(text):
    assert value(text, "site_area_ac") is None


# -- project kind ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,kind", [
    ("A mixed-use building with ground-floor retail and 60 apartments is proposed.", "mixed_use"),
    ("Construction of a four-story, 120-unit apartment building.", "multi_unit_residential"),
    ("Development of a 40,000 sf distribution center with truck docks.", "industrial"),
    ("The applicant proposes an office/warehouse building of 85,000 sf.", "industrial"),
    ("Redevelopment of the site as a three-story medical office building.", "commercial"),
])
def test_project_kind(text, kind):
    assert value(text, "project_type") == kind


# -- zero, said in words -----------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "The site is currently undeveloped with no impervious surface.",
    "There is no existing impervious surface on the site.",
    "The parcel is vacant and has no existing hard surface.",
])
def test_no_existing_impervious_is_zero(text):
    assert value(text, "existing_impervious_ac") == 0.0


@pytest.mark.parametrize("text", [
    "The project will not create any new impervious surface.",
    "No new impervious area is proposed.",
    "Impervious coverage will remain unchanged.",
])
def test_no_new_impervious_is_zero_net(text):
    assert value(text, "net_impervious_increase_ac") == 0.0


@pytest.mark.parametrize("text", [
    "No new impervious surface is allowed within the wetland buffer.",
    "If there is no existing impervious surface, the whole site is treated as new.",
    "The existing impervious surface on the site will be removed.",
])
def test_local_or_conditional_zero_is_nothing(text):
    f = facts_of(text)
    assert f.value("existing_impervious_ac") is None
    assert f.value("net_impervious_increase_ac") is None


def test_zero_existing_with_stated_proposed_derives_net():
    f = facts_of("The site is vacant with no existing impervious surface. Proposed impervious area is 1.40 acres.")
    assert f.value("existing_impervious_ac") == 0.0
    assert f.value("proposed_impervious_ac") == 1.4


# -- tables ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,ex,pr", [
    ("Impervious Area\tExisting\tProposed\nTotal\t0.44 ac\t0.61 ac", 0.44, 0.61),
    ("Impervious Surface (SF)\tPre\tPost\nSite Total\t19,166\t26,572", 0.44, 0.61),
])
def test_table_named_in_its_corner(text, ex, pr):
    f = facts_of(text)
    assert f.value("existing_impervious_ac") == pytest.approx(ex, rel=0.01)
    assert f.value("proposed_impervious_ac") == pytest.approx(pr, rel=0.01)


def test_corner_name_does_not_reach_part_rows():
    f = facts_of("Impervious Area\tExisting\tProposed\nParking\t0.20 ac\t0.35 ac\nBuilding\t0.10 ac\t0.12 ac")
    assert f.value("existing_impervious_ac") is None and f.value("proposed_impervious_ac") is None


def test_pond_table_bench_width_and_slope_in_one_cell():
    f = facts_of("Basin\tNWL\tHWL\tBench\tFreeboard\nNorth Pond\t910.0\t913.5\t10' @ 10:1\t2.0'\n"
                 "South Pond\t905.5\t908.0\t12 ft @ 10:1\t1.5'")
    ponds = {p["name"]: p for p in f.value("ponds")}
    assert ponds["North Pond"]["safety_bench_width_ft"] == 10 and ponds["North Pond"]["safety_bench_slope_h_per_v"] == 10
    assert ponds["South Pond"]["safety_bench_width_ft"] == 12 and ponds["South Pond"]["freeboard_ft"] == 1.5
    assert f.value("hwl_100yr_elev_ft") is None


# -- rates and datum -----------------------------------------------------------------------------------------
def test_rate_prose_unit_written_once_per_pair():
    rates = value("The 100-year peak discharge decreases from 15.0 cfs to 12.2 cfs; the 10-year from 7.5 to "
                  "5.9 cfs; and the 1-year from 3.2 to 2.1 cfs.", "peak_rates_cfs")
    assert rates["10"] == {"existing": 7.5, "proposed": 5.9}
    assert rates["1"] == {"existing": 3.2, "proposed": 2.1}


@pytest.mark.parametrize("text,datum", [
    ("All elevations are on the North American Vertical Datum of 1988.", "NAVD88"),
    ("Elevations reference the National Geodetic Vertical Datum of 1929.", "NGVD29"),
    ("Vertical datum: North American Vertical Datum 1988 (NAVD 88)", "NAVD88"),
])
def test_datum_spelled_out(text, datum):
    assert value(text, "vertical_datum") == datum


# -- more area voices --------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,name,acres", [
    ("Pre-project impervious: 1.1 ac; post-project impervious: 1.9 ac", "proposed_impervious_ac", 1.9),
    ("Pre-project impervious: 1.1 ac; post-project impervious: 1.9 ac", "existing_impervious_ac", 1.1),
    ("Impervious coverage increases by 0.8 acres.", "net_impervious_increase_ac", 0.8),
    ("New impervious surface created: 34,848 SF", "net_impervious_increase_ac", 0.8),
    ("Hard cover: existing 0.30 ac", "existing_impervious_ac", 0.30),
    ("The redevelopment reduces impervious area from 3.1 to 2.8 acres.", "existing_impervious_ac", 3.1),
    ("The redevelopment reduces impervious area from 3.1 to 2.8 acres.", "proposed_impervious_ac", 2.8),
    ("Approximately 3.5 acres of land will be disturbed during construction.", "disturbed_area_ac", 3.5),
    ("Limits of grading encompass 4.1 ac.", "disturbed_area_ac", 4.1),
    ("Of the 10.5-acre site, 2.3 acres will be disturbed.", "site_area_ac", 10.5),
    ("Of the 10.5-acre site, 2.3 acres will be disturbed.", "disturbed_area_ac", 2.3),
    ("The subject property encompasses roughly 11.42 acres of land in the City of Wayzata.", "site_area_ac", 11.42),
])
def test_area_voices(text, name, acres):
    assert value(text, name) == pytest.approx(acres, rel=0.01)


@pytest.mark.parametrize("text,name", [
    ("The site contains 3.2 acres of wetland.", "site_area_ac"),
    ("About 2.1 acres of the site lie in the floodplain.", "site_area_ac"),
    ("Approximately 1.5 acres of land in the floodplain will be disturbed.", "site_area_ac"),
])
def test_parts_of_the_site_are_not_its_size(text, name):
    assert value(text, name) is None


# -- elevations in a building table --------------------------------------------------------------------------
def test_building_table_pairs_opening_and_hwl():
    f = facts_of("Building\tLowest Opening\tAdjacent 100-yr HWL\tSeparation\nBuilding A\t932.5\t929.1\t3.4")
    assert f.value("lowest_opening_elev_ft") == 932.5
    assert f.value("hwl_100yr_elev_ft") == 929.1


@pytest.mark.parametrize("text", [
    "Pond\tNWL\t100-yr HWL\nPond 1\t905.0\t908.4",
    "Basin\tBottom\tHWL\tEOF\nInfiltration Basin\t901.0\t903.5\t904.0",
])
def test_pond_level_tables_give_no_building_hwl(text):
    assert value(text, "hwl_100yr_elev_ft") is None


def test_two_buildings_with_different_openings_are_a_conflict():
    f = facts_of("Building\tLowest Floor Elev.\nBuilding A\t932.5\nBuilding B\t934.0")
    fact = f.facts["lowest_opening_elev_ft"]
    assert fact.value is None and fact.conflict


# -- infiltration named by what runoff does ----------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "Stormwater will be treated by an infiltration basin sized for 1.1 inches of runoff.",
    "Roof runoff is routed to an underground infiltration gallery.",
])
def test_infiltration_by_routing(text):
    assert value(text, "infiltration_proposed") is True


# -- two documents, two sizes: kept as a conflict, never settled by which one looks more formal --------------------
@pytest.mark.parametrize("prose", [
    "The project site is 4.40 ac. The development will include 32 dwelling units.",
    "The subject property comprises 4.40 acres.",
    "The site totals approximately 4.40 acres (191,664 sf).",
])
def test_form_and_narrative_disagree(prose):
    pages = [page_from_text("Total site area: 4.00 AC", file="form.pdf"), page_from_text(prose, file="plan.pdf")]
    f = read_facts(pages)
    fact = f.facts["site_area_ac"]
    assert fact.value is None and fact.conflict
    assert "N.6.D" in f.exhibits  # the size is stated in acres; which size is the conflict's business


@pytest.mark.parametrize("text,n", [
    ("The project site is 4.40 ac. The development will include 32 dwelling units.", 2),
    ("The lot is 2.0 ac. (87,120 sf) in size.", 1),
    ("Disturbed area is 12,000 sf. Runoff drains east.", 2),
])
def test_a_unit_abbreviation_can_end_a_sentence(text, n):
    from extract.layout.segments import split_sentences
    assert len(split_sentences(text)) == n


# -- a required figure beside the design's ------------------------------------------------------------------
@pytest.mark.parametrize("text,name,expected", [
    ("The minimum required lowest opening is 914.0; the proposed lowest opening is 915.2.",
     "lowest_opening_elev_ft", 915.2),
    ("TP removal: 60% (required), 64% (provided)", "phosphorus_removal_pct", 64.0),
    ("Required TP removal 60%; provided 64%.", "phosphorus_removal_pct", 64.0),
    ("The BMPs remove 71% of annual total phosphorus, exceeding the required 60%.", "phosphorus_removal_pct", 71.0),
])
def test_required_and_provided(text, name, expected):
    assert value(text, name) == expected


@pytest.mark.parametrize("text,name,expected", [
    ("Low entry elevation = 921.0", "lowest_opening_elev_ft", 921.0),
    ("Net new impervious: +0.62 ac", "net_impervious_increase_ac", 0.62),
    ("PROJECT AREA\n2.35 acres", "site_area_ac", 2.35),
    ("Vertical Datum: NAVD88 (converted from NGVD29 by subtracting 0.14 ft)", "vertical_datum", "NAVD88"),
    ("TP removal: 60% (required), 64% (provided)", "phosphorus_removal_pct", 64.0),
])
def test_labels_and_values_in_odd_places(text, name, expected):
    assert value(text, name) == expected


def test_signed_decrease_is_never_read_as_an_increase():
    assert value("Net change in impervious: -0.30 ac", "net_impervious_increase_ac") in (None, -0.30)


def test_a_caption_over_a_number_without_unit_is_nothing():
    f = facts_of("PROJECT AREA\nSheet 3")
    assert f.value("site_area_ac") is None


# -- ponds in prose ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,width,slope,freeboard", [
    ("Pond 1 has a 10' safety bench at a 10:1 slope. Freeboard between the HWL and the EOF is 1.5 feet.", 10, 10, 1.5),
    ("The NW Pond will have a 12-ft wide safety bench sloped at 10H:1V and provides 2 ft of freeboard.", 12, 10, 2.0),
    ("Pond A: aquatic bench 10 ft wide at 10:1; safety bench 8 ft wide at 6:1; freeboard 1.0 ft.", 8, 6, 1.0),
    ("Wet Pond P-3: Bench 10' @ 10:1, Freeboard 1.5'", 10, 10, 1.5),
    ("Safety bench: 10 ft at 1:10 (V:H); freeboard 2 ft", 10, 10, 2.0),
])
def test_pond_prose(text, width, slope, freeboard):
    ponds = facts_of(text).value("ponds")
    assert len(ponds) == 1
    p = ponds[0]
    assert (p["safety_bench_width_ft"], p["safety_bench_slope_h_per_v"], p["freeboard_ft"]) == (width, slope, freeboard)


def test_an_aquatic_bench_alone_is_no_safety_bench():
    ponds = facts_of("The pond has a 10-foot aquatic bench at 10:1 below the normal water level.").value("ponds")
    assert ponds is None or all(p["safety_bench_width_ft"] is None and p["safety_bench_slope_h_per_v"] is None
                                for p in ponds)


@pytest.mark.parametrize("text,proposed", [
    ("Soils are HSG D; therefore, filtration rather than infiltration is proposed.", False),
    ("A biofiltration basin with an underdrain is proposed in lieu of infiltration.", False),
    ("Infiltration was evaluated but is not proposed because of HSG D soils.", False),
    ("An infiltration basin rather than a filtration basin is proposed.", True),
    ("The proposed infiltration basin will capture the first 1.1 inches of runoff.", True),
])
def test_infiltration_chosen_or_set_aside(text, proposed):
    assert value(text, "infiltration_proposed") is proposed


@pytest.mark.parametrize("text,kind", [
    ("The project includes construction of a new public street to serve 24 single-family lots.",
     "single_family_subdivision"),
    ("The applicant proposes to demolish the existing home and construct a new single-family home.",
     "single_family_home"),
    ("The existing office will be razed and the owner will construct a 60-unit apartment building.",
     "multi_unit_residential"),
    ("The project consists of the reconstruction of Vine Hill Road, including sidewalks and storm sewer.", "linear"),
])
def test_project_kind_behind_infrastructure_and_demolition(text, kind):
    assert value(text, "project_type") == kind


def test_a_street_serving_an_unnamed_development_is_no_kind():
    assert value("The project includes construction of a new street to serve the proposed development.",
                 "project_type") is None


def test_adjectival_site_size_disagreeing_with_the_form_is_a_conflict():
    pages = [page_from_text("Total site area: 4.00 AC", file="form.pdf"),
             page_from_text("The 4.40-acre site is located at the corner of Main Street and 2nd Avenue.", file="r.pdf")]
    fact = read_facts(pages).facts["site_area_ac"]
    assert fact.value is None and fact.conflict


@pytest.mark.parametrize("text,units", [
    ("Proposed 18-lot single-family residential subdivision.", 18),
    ("The applicant proposes a 24-lot plat.", 24),
])
def test_lots_of_a_subdivision_are_its_units(text, units):
    assert value(text, "dwelling_units") == units


def test_a_lot_is_not_a_unit_elsewhere():
    assert value("The home sits on a 1-lot parcel with a 0.5-acre lot size.", "dwelling_units") is None
