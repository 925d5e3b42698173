"""Which fact a sentence's figure measures: the sentence reader (read_sentence) across site, impervious,
disturbed, units, elevations and phosphorus, where several facts are said in one sentence.

Each row says what every figure of a sentence is; near misses - a model's parts, a neighbour's parcel, a
standard's figure, a figure inside a negated aside, an address's house number - must measure nothing."""

from __future__ import annotations

import pytest

from extract.propose.quantities import read_sentence

from fact_helpers import POND_LEVEL, facts_of, read, read3, read_dict, rounded, seg, value


@pytest.mark.parametrize("text,name,expected", [
    ("Under N.2.G, adjacent sites under common ownership must be considered in the aggregate; the aggregate area of "
     "this site and Lot 2 is 9.40 acres.", "common_scheme_area_ac", 9.4),
    ("A trail must be no wider than 10 feet to qualify, and the proposed trail is 8 feet wide with 5-foot turf "
     "boulevards on both sides.", "sidewalk_trail", {"width_ft": 8, "buffer_ft": 5}),
    ("Ponds shall provide 2 feet of freeboard; Pond 1 provides 2.5 feet of freeboard.", "ponds", 2.5),
])
def test_a_plain_clause_beside_a_rule_is_read(text, name, expected):
    got = facts_of(text).value(name)
    if name == "ponds":
        assert got[0]["freeboard_ft"] == pytest.approx(expected)
    elif isinstance(expected, dict):
        assert all(got[k] == v for k, v in expected.items())
    else:
        assert got == pytest.approx(expected)


def test_a_rule_clause_alone_is_still_not_read():
    f = facts_of("Ponds shall provide 2 feet of freeboard; trails must be no wider than 10 feet.")
    assert f.value("ponds") is None and f.value("sidewalk_trail") is None


@pytest.mark.parametrize("text, want", [
    ("We'll grade about five and a half acres.", [("disturbed_area_ac", 5.5)]),
    ("The site is two and one-half acres.", [("site_area_ac", 2.5)]),
    ("The site is 2 1/2 acres.", [("site_area_ac", 2.5)]),
    ("All 7.2 acres will be disturbed.", [("disturbed_area_ac", 7.2)]),
    ("The corridor we're working in is 1.6 acres, all of which will be disturbed.", [("disturbed_area_ac", 1.6), ("site_area_ac", 1.6)]),
    ("Today the phase 2 land is a hay field with no hard surface at all.", [("existing_impervious_ac", 0.0)]),
    # near misses: an identifier before "and a half", rule language, none disturbed, a future state
    ("Pond 1 and a half acre of grass", []),
    ("All projects over 1 acre will be disturbed.", []),
    ("The parcel is 3 acres, none of which will be disturbed.", []),
    ("If the site is 2 acres, all of which will be disturbed, a permit is needed.", []),
    ("The site will have no impervious surface.", []),
    # sentences
    # lots joined into one site are no homes
    ("The development site is 3.90 acres (two platted lots combined).", [("site_area_ac", 3.9)]),
    ("Two lots will be merged into one parcel.", []),
    ("The plat creates 14 lots on 6.2 acres.", [("dwelling_units", 14), ("site_area_ac", 6.2)]),
    # the land a plat sits on, "of land lying north of ..."; land in an overlay or someone else's is not
    ("The plat is a single-family subdivision of nine (9) lots on 6.10 acres of land lying north of Ridgemount Avenue.",
     [("dwelling_units", 9), ("site_area_ac", 6.1)]),
    ("The plat is nine lots on 6.10 acres of land within the shoreland overlay.", [("dwelling_units", 9)]),
    ("The plat is nine lots on 6.10 acres of land owned by the city.", [("dwelling_units", 9)]),
    # the land divided is the site
    ("The 3rd Addition divides 1.70 acres into 3 single-family lots.", [("site_area_ac", 1.7), ("dwelling_units", 3)]),
    # a downstream wetland's HWL beside the new homes' opening is the HWL they face; alone it is the wetland's
    ("Building openings: the lowest opening of the three new homes is 1012.4; the 100-year high water elevation of the "
     "downstream wetland is 1008.9.",
     [("dwelling_units", 3), ("lowest_opening_elev_ft", 1012.4), ("hwl_100yr_elev_ft", 1008.9)]),
    ("The 100-year high water elevation of the downstream wetland is 1008.9.", [(POND_LEVEL, 1008.9)]),
    # a net increase with the trail taken out is the exemption's arithmetic, not the project's net
    ("After subtracting the trail under paragraph 2(E)(4), the net increase is 0.81 acres.", []),
    ("Before the trail is subtracted, the net increase in impervious surface for the project is 1.22 acres.",
     [("net_impervious_increase_ac", 1.22)]),
    # an appositive between the subject and its figure
    ("The project area, the full right-of-way from Lake Street to Wayzata Boulevard (2,140 feet), is 3.4 acres.",
     [("site_area_ac", 3.4)]),
    # (the appositive says which land the site is; the figure after the verb is still the site's)
    ("The site, the parcel north of the parent tract, is 12.3 acres.", [("site_area_ac", 12.3)]),
    ("The parent tract, north of the site, is 40 acres.", []),
    # sentences
    ("P8 results: annual TP removal for the campus drainage area is 44%.", [("phosphorus_removal_pct", 44.0)]),
    ("The TP removal for the off-site drainage area is 30%.", []),
    ("Lowest building opening on lots adjacent to 2P: 991.6.", [("lowest_opening_elev_ft", 991.6)]),
    ("Lowest opening of homes adjacent to the site: 991.6.", []),
    ("The lowest opening of the building, the parking garage entrance, is at elevation 936.5, five feet above the 100-year "
     "flood elevation.", [("lowest_opening_elev_ft", 936.5)]),
    # sentences
    # the other side after a semicolon, with or without its verb
    ("Existing impervious on Lot 2 is zero (row crops); proposed is 2.90 acres.",
     [("existing_impervious_ac", 0.0), ("proposed_impervious_ac", 2.9)]),
    ("Existing impervious is 0.5 acres; proposed is 2.90 acres.", [("existing_impervious_ac", 0.5), ("proposed_impervious_ac", 2.9)]),
    ("Existing impervious 0.09 acres; proposed 0.15 acres.", [("existing_impervious_ac", 0.09), ("proposed_impervious_ac", 0.15)]),
    # a model's parts size no site
    ("HydroCAD node summary: subcatchments 1S (off-site, 11.3 ac, CN 74), 2S (site south, 8.1 ac, CN 80).", []),
    # the project's limits over the owner's whole campus
    ("School district property lines (42.3-ac campus) and project limits (24.5 ac) shown.", [("site_area_ac", 24.5)]),
    # the lowest opening by the project's own pond; a neighbour's stays out
    ("The lowest building opening adjacent to the pond (Lot 4, lookout) is 991.0, which is 2.4 feet above the 100-year high "
     "water level.", [("lowest_opening_elev_ft", 991.0)]),
    ("The lowest opening of the adjacent house is 946.5.", []),
    # a roadway's net increase with the trail left out is the exemption's arithmetic
    ("Sidewalks and trails of 10 feet or less with pervious buffers of 5 feet on each side are excluded from the net increase; "
     "the roadway net increase is 0.63 acres.", []),
    # negations in asides
    # a negation inside an aside that holds other figures negates only the aside (external28)
    ("The school parcel is 12.5 acres (the district's adjoining Big Willow Park lease area of 21 acres is not part of the "
     "work).", [("site_area_ac", 12.5)]),
    ("No impervious surface is added (0.0 acres).", [("net_impervious_increase_ac", 0.0)]),
    # standards and removals
    # a sentence led by the standard's name states the standard (external23), one naming it in brackets the design
    ("Required by MCWD Rule N: 50% annual TP removal.", []),
    ("Phosphorus removal (required 50%): 62%.", [("phosphorus_removal_pct", 62.0)]),
    # what is removed is no existing total (external28)
    ("Existing impervious removed: 0.00 ac", []),
    ("Existing impervious: 0.40 ac", [("existing_impervious_ac", 0.4)]),
    # numbers that name, not count
    ("LOWEST OPENING, UNITS 12-19: 944.5", [("lowest_opening_elev_ft", 944.5)]),
    ("LOWEST OPENING (UNITS 12-19): 944.5", [("lowest_opening_elev_ft", 944.5)]),
    ("Units: 38", [("dwelling_units", 38)]),
    ("The site has 38 units on 6.4 acres.", [("dwelling_units", 38), ("site_area_ac", 6.4)]),
    # an address's house number and street
    ("The site at 441 Third Street, Excelsior is 12.4 acres.", [("site_area_ac", 12.4)]),
    ("The site at 7905 Laketown Road is 1.7 acres.", [("site_area_ac", 1.7)]),
    ("The Laketown Road right-of-way is 1.7 acres.", []),
    # homes a road serves are not the project's
    ("Heron Point Lane, a private road serving nine homes on Stubbs Bay.", []),
    ("The new street will serve 14 new single-family homes.", [("dwelling_units", 14)]),
    # a figure with its own noun neither blocks nor labels the next
    ("Impervious cover on the 11.2-acre parcel grows from 4.0 acres to 7.1 acres, a net increase of 3.1 acres.",
     [("site_area_ac", 11.2), ("existing_impervious_ac", 4.0), ("proposed_impervious_ac", 7.1), ("net_impervious_increase_ac", 3.1)]),
    ("The 11.2-acre parcel is zoned I-1.", [("site_area_ac", 11.2)]),
    ("The 45-acre business park has 12.0 acres of wetland.", []),
    # a plat's name, a date and a company are no building, no count
    ("Disturbed area, 2nd Addition: 3.9 acres.", [("disturbed_area_ac", 3.9)]),
    ("Lowest opening of the 2nd Addition homes: 944.2 (Lot 6, Block 1).", [("lowest_opening_elev_ft", 944.2)]),
    ("Impervious surface, 2nd Addition: existing 0.00 ac (vacant field); proposed 1.52 ac (street 0.61, driveways 0.33, "
     "roofs 0.58); net new impervious 1.52 ac.",
     [("existing_impervious_ac", 0.0), ("proposed_impervious_ac", 1.52), ("net_impervious_increase_ac", 1.52)]),
    ("The building addition is 12,000 sf.", []),
    ("Coverage letter: permit ID C00072488, issued February 4, 2027 to Bluff Creek Homes, Inc. for Pioneer Pass.", []),
    ("The plat has 24 homes, a 2.1-acre park and a pond.", [("dwelling_units", 24)]),
    # figures and what they measure
    ("The design limits new impervious surface (three lanes instead of four), preserves 1.9 acres of wooded slope, and "
     "uses structural BMPs.", []),
    ("The project disturbs 3.1 acres of wooded land.", [("disturbed_area_ac", 3.1)]),
    ("New impervious surface totals 1.9 acres of pavement.", [("net_impervious_increase_ac", 1.9)]),
    ("P8 modeling of the 1.45 acres of new impervious requiring treatment shows annual total phosphorus removal of 58%.",
     [("phosphorus_removal_pct", 58.0)]),
    ("The project creates 1.45 acres of new impervious surface.", [("net_impervious_increase_ac", 1.45)]),
    ("Street widening, new curb and gutter and a new sidewalk increase impervious surface from 2.45 acres to 3.63 acres.",
     [("existing_impervious_ac", 2.45), ("proposed_impervious_ac", 3.63)]),
    ("(B)(9) Lowest openings: Building C lookout windows 957.6; Pond 2 100-yr HWL 955.0.",
     [("lowest_opening_elev_ft", 957.6), ("hwl_100yr_elev_ft", 955.0)]),
    ("Lowest opening: the adjacent house 946.5", []),
    ("Their minimum low opening elevation is 988.1, 2.5 ft above the pond 100-yr HWL of 985.6.",
     [("lowest_opening_elev_ft", 988.1), ("hwl_100yr_elev_ft", 985.6)]),
    ("Min. low opening Lots 4-6: 988.1.", []),  # a plan's "minimum" without "their": read as what they must meet
    ("The minimum required lowest opening is 914.0.", []),
    ("City code minimum lowest opening: 914.0.", []),
    # scanned voices
    ("It is part of a larger 38.5-acre farm parcel; the remaining 32.4 acres were not purchased.", []),
    ("The 6.10-acre site is an old hay field north of Bavaria Road.", [("site_area_ac", 6.1)]),
    ("Properties served: 118 homes.", []),
    ("Lowest openings of the 12 homes: 918.0 minimum (Lot 9); Pond 2 100-yr HWL 915.1.",
     [("dwelling_units", 12), ("lowest_opening_elev_ft", 918.0), ("hwl_100yr_elev_ft", 915.1)]),
    ("Lowest opening of the house at 12 Oak: 946.5", []),
    ("Pheasant Hollow (1st Addition, 13.80 acres, 20 lots) was platted and built in 2021-2022 by the same developer.", []),
    ("Construction limits total 3.4 acres (project area).", [("site_area_ac", 3.4)]),
    ("Impervious surface is 1.2 acres (project area).", []),
    ("Density (units per acre): 1.32", [("density_du_per_ac", 1.32)]),
    ("Density (du/ac): 1.32", [("density_du_per_ac", 1.32)]),
    ("Density: 1.32", []),
    ("The 100-year flood elevation of Lake Minnetonka is 931.5, so the door is 4.9 feet above it.", [("hwl_100yr_elev_ft", 931.5)]),
    ("The 100-year HWL of the pond is 931.5 and the outlet pipe invert is 928.0.", [(POND_LEVEL, 931.5)]),
])
def test_which_fact_a_sentences_figure_measures(text, want):
    assert read(text) == want


# -- sentences ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, want", [
    ("New impervious surface: 2,480 ft x 6 ft = 14,880 sq. ft. = 0.34 acre; this is the net increase.",
     [("net_impervious_increase_ac", 0.342), ("net_impervious_increase_ac", 0.34)]),
    ("The project results in a net decrease of 10,018 sq. ft. (0.23 acre) of impervious surface.",
     [("net_impervious_increase_ac", -0.23), ("net_impervious_increase_ac", -0.23)]),
    ("The entire project area, 4.6 acres, will be disturbed.", [("disturbed_area_ac", 4.6)]),
    ("The site consists of two tax parcels (PIDs 34-117-23-21-0019 and -0020) totaling 2.7 acres, both owned by the "
     "applicant.", [("site_area_ac", 2.7)]),
    ("The store, its parking and yard cover 0.90 acres of impervious surface today.", [("existing_impervious_ac", 0.9)]),
    ("Impervious: 0.05 ac existing (bituminous drive), 1.02 ac proposed.",
     [("existing_impervious_ac", 0.05), ("proposed_impervious_ac", 1.02)]),
    ("TOTAL PROJECT AREA ........ 3.9 AC AREA DISTURBED ........ 3.6 AC", [("site_area_ac", 3.9), ("disturbed_area_ac", 3.6)]),
    # near misses: a label after a dash is another's; the neighbour's parcel; storage lockers are no homes
    ("Site area 12.6 ac. (548,860 s.f.) - the school parcel.", [("site_area_ac", 12.6), ("site_area_ac", 12.6)]),
    ("The adjoining Hollis Auto parcel (Lot 1, Block 1; 7.6 ac) was developed in 2015.", []),
    ("Hollis Storage Partners LLC will build a self-storage building (96,000 sf gross floor area, 1,040 units).", []),
    # more sentences
    ("Existing impervious on the 3rd Addition parcel: 0.00 ac (row crops).", [("existing_impervious_ac", 0.0)]),
    ("Existing impervious 0.09 acres; proposed 0.15 acres.", [("existing_impervious_ac", 0.09), ("proposed_impervious_ac", 0.15)]),
    ("Existing impervious 0.09 acres; proposed 0.15 acres of lawn.", [("existing_impervious_ac", 0.09)]),
    ("The 2nd Addition plats 8 lots on 6.2 acres.", [("dwelling_units", 8), ("site_area_ac", 6.2)]),
    # archive sentences
    ("Legal: Lot 4, Block 1, Brown's Bay Addition (parent plat of 1962, 14.6 ac, 11 lots).", []),
    ("The whole 1.9 acre site will be disturbed.", [("site_area_ac", 1.9), ("disturbed_area_ac", 1.9)]),
    ("New trail surface 0.71 AC.; total corridor 2.4 AC.; disturbed 1.6 AC.", [("site_area_ac", 2.4), ("disturbed_area_ac", 1.6)]),
    ("Impervious: exist. 0.35 AC.  prop. 4.90 AC.", [("existing_impervious_ac", 0.35), ("proposed_impervious_ac", 4.9)]),
    ("The creek corridor is 4 acres.", []),
])
def test_sentence_figures_to_three_places(text, want):
    assert read3(text) == want


# --- a figure set off by commas, land named after its size ---------------------------------------
@pytest.mark.parametrize("text, name, value", [
    ("The whole lot, 0.78 acres, will be disturbed.", "disturbed_area_ac", 0.78),
    ("The entire site, 2.4 acres, will be graded.", "disturbed_area_ac", 2.4),
    ("A mixed use development on a 0.78-acre corner lot in the Uptown area.", "site_area_ac", 0.78),
    ("The apartments sit on a 3-acre parcel.", "site_area_ac", 3.0),
])
def test_apposition_and_land_after_its_size(text: str, name: str, value: float) -> None:
    assert read_dict(text)[name] == pytest.approx(value)


@pytest.mark.parametrize("text, want", [
    # a decrease said with "falls by" is negative, never a false increase
    ("We remove 0.42 acres of pavement and add 0.26 acres of new roof and walks, so impervious area falls by 0.16 acres, "
     "to 35,284 sq. ft.", [("net_impervious_increase_ac", -0.16)]),
    ("Impervious surface drops by 0.16 acres.", [("net_impervious_increase_ac", -0.16)]),
    ("Impervious area increases by 0.2 acres.", [("net_impervious_increase_ac", 0.2)]),
    # the hard surface counted by its kinds, after a label or without one; one kind alone is no total
    ("Existing impervious: 42,253 sq. ft. of roof, canopy, drive lanes and parking.", [("existing_impervious_ac", 0.97)]),
    ("Existing impervious: 2,400 sf of roof.", []),
    ("The existing site has 42,253 sq. ft. of roof, drives and parking.", [("existing_impervious_ac", 0.97)]),
    # the time right after a label with an aside of kinds
    ("Farmstead impervious today (house, barn, shed, and the compacted gravel yard counted as impervious): 0.31 acres.",
     [("existing_impervious_ac", 0.31)]),
    # each figure with its side word after it
    ("Impervious surface: 0.90 acres existing (parking lot) and 2.10 acres proposed. Total disturbed area 3.3 acres.",
     [("existing_impervious_ac", 0.9), ("proposed_impervious_ac", 2.1), ("disturbed_area_ac", 3.3)]),
    # the sum that closes a sentence is its subject's
    ("Land disturbance is limited to the parking lot and addition footprint, 1.60 acres in all.", [("disturbed_area_ac", 1.6)]),
    # an ", including ...," aside names parts of the subject
    ("The area to be graded, including the foundation excavation and the driveway, is 0.31 acres.", [("disturbed_area_ac", 0.31)]),
    # someone else's parcel
    ("The parcel is 6.10 ac; the sister parcel to the west (4.4 ac) belongs to an unrelated owner.", [("site_area_ac", 6.1)]),
    ("The 6.1 acre parcel belongs to the applicant.", [("site_area_ac", 6.1)]),
    # a figure equated with the label after it; an elevation after "lot" is no lot number
    ("Building FFE 902.0 = lowest opening (dock doors).", [("lowest_opening_elev_ft", 902.0)]),
    ("Lowest opening on any lot 973.9.", [("lowest_opening_elev_ft", 973.9)]),
    ("The lowest opening of the adjacent Building 4 is a walkout at 946.5.", [("lowest_opening_elev_ft", 946.5)]),
    ("The lowest opening of the adjacent house is 946.5.", []),
    # a hypothetical aside states nothing of the design
    ("MIDS calculator: 47% annual TP removal for the reconstructed area (the 2-year event alone would give 62%, but Rule N "
     "asks for the annual average).", [("phosphorus_removal_pct", 47.0)]),
    ("The site is 2.0 acres (it would be 3.1 acres if the outlot were included).", [("site_area_ac", 2.0)]),
    # counts: floor areas in a range, units per building, a count of buildings
    ("Units are 1,650-1,900 sf with two-car garages.", []),
    ("The developer proposes 24 townhome units in six 4-unit buildings on 4.1 acres.",
     [("dwelling_units", 24), ("site_area_ac", 4.1)]),
    ("The developer will construct a 48-unit apartment building.", [("dwelling_units", 48)]),
    ("The HRA will build 96 affordable rental units (three 32-unit buildings) and a tot lot on the former Pentagon Park "
     "office parcels, 6.8 acres in all.", [("dwelling_units", 96)]),
    # a guided density band is no project density
    ("Wayzata's comprehensive plan guides this area High Density Residential (12-30 units/acre).", []),
    ("Density is 18.8 units per acre on the project site.", [("density_du_per_ac", 18.8)]),
])
def test_sentence_figures_to_two_places(text, want):
    assert rounded(read(text)) == want


@pytest.mark.parametrize("text, want", [
    ("Required by MCWD Rule N: 50% annual TP removal.", []),
    ("Minimum freeboard: 2 ft", []),
    ("TP removal: 50.6%", [("phosphorus_removal_pct", 50.6)]),
])
def test_labelled_lines(text, want):
    assert read(text, labelled=True) == want


@pytest.mark.parametrize("text, want", [
    ("Runoff from off site: The 0.8 acres of cart path and rough north of the yard that drain onto the project are included "
     "in the HydroCAD model.", []),
    ("How big is the project: The project area is 1.90 acres; grading disturbs 1.75 acres.",
     [("site_area_ac", 1.9), ("disturbed_area_ac", 1.75)]),
    ("The addition is a 3-story, 42-unit assisted living wing with memory care, joined to the existing 86-unit building: 128 "
     "dwelling units in all on the 4.90-acre site, a density of 26.1 units per acre.",
     [("site_area_ac", 4.9), ("density_du_per_ac", 26.1), ("dwelling_units", 128)]),
])
def test_labelled_answers(text, want):
    assert [(c.name, c.value) for c in read_sentence(seg(text, labelled=True))] == want


@pytest.mark.parametrize("text,name,expected", [
    ("Item\tSq. ft.\tAcres\nExisting hard cover (cabin, garage)\t3,920\t0.09", "existing_impervious_ac", 0.09),
    ("Grading will disturb approximately 12,400 square feet of the lot, all of it inside the silt fence.",
     "disturbed_area_ac", 0.2847),
])
def test_hard_cover_rows_and_a_part_of_the_lot(text, name, expected):
    assert value(text, name) == expected


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


@pytest.mark.parametrize("text", ["Existing impervious: -0.33 ac", "Site area: -4.2 acres"])
def test_a_minus_sign_on_an_area_that_cannot_be_negative_reads_nothing(text):
    assert read(text, labelled=True) == []
