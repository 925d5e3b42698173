"""Round 2: residential subdivisions, their unit counts, single homes, and trail widths.

Held-out voices described residential plats, unit counts and trail widths in ways the
tuning packages never used. Every phrasing here was written for this test, in many
voices per class (word orders, synonyms, number words, tables, abbreviations, casing).
The false-fact guards matter more than the readings: "Lot 1", "one-story", "a
single-family home" as a type, outlots and removed homes are never a unit count.
"""

import pytest

from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts


def facts_of(*texts):
    return read_facts([page_from_text(t, file=f"doc{i}.pdf") for i, t in enumerate(texts)])


def value(text, name):
    return facts_of(text).value(name)


# -- project type: single-family subdivisions -----------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "The preliminary plat of Cedar Ridge consists of 24 lots.",
    "The plat creates 14 single-family lots and 2 outlots.",
    "The project will construct 14 detached single-family homes and a public street.",
    "Residential subdivision with fourteen (14) homesites and a stormwater pond.",
    "The development proposes 24 lots for single-family detached housing.",
    "Willow Bend is a 9-lot single family development.",
    "One (1) existing home will be removed and 8 new homes constructed.",
    "The applicant proposes a single-family residential subdivision on 12.3 acres.",
    "PROJECT TYPE: Residential plat",
    "The proposal is a single-family detached neighborhood with a cul-de-sac.",
    "The project will create rambler/villa homes on individual lots with private streets.",
    "Hidden Pines will subdivide the property into 16 residential lots.",
    "The project consists of platting 11 lots for new single family houses.",
    "A SINGLE FAMILY SUBDIVISION OF 20 LOTS IS PROPOSED.",
    "The developer proposes 18 new single-family homesites with a public street.",
])
def test_subdivision_phrasings(text):
    assert value(text, "project_type") == "single_family_subdivision"


@pytest.mark.parametrize("text", [
    "The project is the construction of a new single-family home on an existing lot.",
    "Tear-down and rebuild of a single-family residence on Lake Minnetonka.",
    "The owner proposes to demolish the existing house and construct a new single family dwelling.",
    "Construction of one new single-family house with attached garage and driveway.",
    "The project is a teardown/rebuild of a lakeshore home.",
])
def test_single_home_phrasings(text):
    assert value(text, "project_type") == "single_family_home"


# -- unit counts ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,n", [
    ("The preliminary plat of Cedar Ridge consists of 24 lots.", 24),
    ("The plat creates 14 single-family lots and 2 outlots.", 14),
    ("The project will construct 14 detached single-family homes and a public street.", 14),
    ("Residential subdivision with fourteen (14) homesites and a stormwater pond.", 14),
    ("The development proposes 24 lots for single-family detached housing.", 24),
    ("Number of lots: 24", 24),
    ("Residential units proposed: 24", 24),
    ("Proposed lots: 18", 18),
    ("DU: 36", 36),
    ("The building contains 36 dwelling units.", 36),
    ("Willow Bend is a 9-lot single family development.", 9),
    ("One (1) existing home will be removed and 8 new homes constructed.", 8),
    ("The plat will create twelve (12) single family lots.", 12),
    ("Total Lots: 31", 31),
    ("The subdivision includes 22 residential lots, 3 outlots and a public street.", 22),
    ("A 16-lot residential subdivision is proposed.", 16),
    ("The project consists of 1 dwelling unit.", 1),
    ("The owner will build one (1) single-family home.", 1),
    ("Single-family lots proposed: 27", 27),
])
def test_unit_counts(text, n):
    assert value(text, "dwelling_units") == n


@pytest.mark.parametrize("rows,n", [
    ("SITE DATA\nLots                24\nSite area           10.2 ac", 24),
    ("LAND USE SUMMARY\nSingle-family       18 units\nOutlots             2", 18),
    ("Proposed Lots | 15\nOutlots | 2\nGross area | 8.1 ac", 15),
    ("Number of homes:   12", 12),
    ("Dwelling Units (DU)     40", 40),
])
def test_unit_counts_in_tables(rows, n):
    assert value(rows, "dwelling_units") == n


@pytest.mark.parametrize("text", [
    "The project is the construction of a new single-family home on an existing lot.",
    "The property is Lot 1, Block 2, Cedar Ridge Addition.",
    "The new house is a one-story rambler with a walkout basement.",
    "Tear-down and rebuild of a single-family residence on Lot 1.",
    "The plat creates 2 outlots for stormwater ponds.",
    "Outlots: 2",
    "The site contains one existing home which will be removed.",
    "A single-family home will be constructed on the lot.",
    "The 1-story addition adds 400 square feet.",
    "Lot 1 Block 1",
    "Phase 1 includes grading of the site.",
    "The existing 3 homes will be demolished.",
    "Gross density 2.4 units/acre",
    "Maximum 4 units per building.",
    "Zoning allows up to 30 lots.",
])
def test_no_count_is_invented(text):
    assert value(text, "dwelling_units") is None


def test_density_stated():
    assert value("The plan has a gross density of 2.4 units/acre.", "density_du_per_ac") == pytest.approx(2.4)


# -- trails: width -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,w", [
    ("The project constructs a 10-foot wide bituminous trail along County Road 19.", 10),
    ("An 8' concrete sidewalk will be built on the east side of the street.", 8),
    ("Trail width: 10 ft", 10),
    ("The City will construct a ten (10) foot multi-use path with a 5-foot turf buffer.", 10),
    ("The new sidewalk is 6 feet wide with a 4 foot boulevard buffer.", 6),
    ("A 12 ft. wide shared-use path will connect the park to the school.", 12),
    ("The trail will be 8 feet in width.", 8),
    ("Sidewalk Width   5 ft", 5),
])
def test_trail_width(text, w):
    trail = value(text, "sidewalk_trail")
    assert trail is not None and trail["width_ft"] == w


def test_trail_width_in_a_table():
    rows = "TRAIL SUMMARY\nWidth | Buffer | Crossings\n10 ft | 5 ft | 8%"
    trail = value(rows, "sidewalk_trail")
    assert trail is not None and trail["width_ft"] == 10 and trail["buffer_ft"] == 5


def test_buffer_width_is_not_the_trail_width():
    trail = value("The trail has a 5-foot turf buffer on each side.", "sidewalk_trail")
    assert trail is not None and trail.get("width_ft") is None and trail["buffer_ft"] == 5


# -- more voices, written after the first run ------------------------------------------------------------------
@pytest.mark.parametrize("text,kind,n", [
    ("The Meadows at Lake Ann is a 42 lot single family development.", "single_family_subdivision", 42),
    ("Twenty-four (24) new single-family homes are proposed.", "single_family_subdivision", 24),
    ("The project will construct two (2) single-family homes.", "single_family_subdivision", 2),
    ("The developer intends to plat the property into 18 single family lots.", "single_family_subdivision", 18),
    ("Final plat of Birch Hollow: 11 lots for detached homes.", "single_family_subdivision", 11),
])
def test_type_and_count_together(text, kind, n):
    f = facts_of(text)
    assert f.value("project_type") == kind and f.value("dwelling_units") == n


@pytest.mark.parametrize("text", [
    "A new house will be constructed on the existing lot after the existing house is razed.",
    "The applicant proposes to construct a 2-story home on the lot.",
    "The owner will replace the existing lake home with a new single-family residence.",
    "The existing home will be torn down and a new home built.",
])
def test_more_single_homes(text):
    assert value(text, "project_type") == "single_family_home"


@pytest.mark.parametrize("text", [
    "The site is adjacent to the Cedar Ridge residential subdivision.",
    "Residential subdivision to the north of the site.",
    "The 8 existing homes will be removed.",
    "Single-family homes surround the site on three sides.",
    "The site is Lot 42 in a single family development.",
    "The property is Lot 1, Block 1 of the plat of Cedar Ridge, which has 24 lots.",
])
def test_no_subdivision_is_invented(text):
    assert value(text, "project_type") != "single_family_subdivision"


@pytest.mark.parametrize("text", [
    "Runoff is pretreated by one (1) hydrodynamic separator unit before the pond.",
    "The building has 1 rooftop unit.",
    "The project will construct a 3-story office building with 120 units of storage.",
    "Number of lots: 1",
    "The site consists of 1 lot.",
    "The plat creates 2 outlots.",
    "One new home will be constructed.",
])
def test_other_units_and_single_lots_are_no_count(text):
    assert value(text, "dwelling_units") is None


@pytest.mark.parametrize("text,w,b", [
    ("The sidewalk will be constructed at a width of 6 feet.", 6, None),
    ("The trail, ten feet in width, follows the creek.", 10, None),
    ("Trail Section: 10' Bit. Trail w/ 5' Turf Buffer", 10, 5),
    ("6' Conc. Sidewalk with 4' grass buffer", 6, 4),
    ("A width of 10 feet is proposed for the new trail.", 10, None),
    ("The buffer will be constructed at a width of 5 feet along the trail.", None, 5),
    ("The trail is bordered by a buffer, 5 feet in width.", None, 5),
])
def test_width_words_tie_the_number(text, w, b):
    trail = value(text, "sidewalk_trail")
    assert trail is not None and trail.get("width_ft") == w and trail.get("buffer_ft") == b


@pytest.mark.parametrize("rows,w,b,c", [
    ("Proposed Trail\nWidth (ft)\tBuffer (ft)\tCrossings (%)\n10\t5\t12", 10, 5, 12),
    ("SIDEWALK DATA\nSidewalk Width | Boulevard Buffer Width | Driveway Crossings\n5' | 6' | 10%", 5, 6, 10),
    ("Trail width\tBuffer width\n8 ft\t3 ft", 8, 3, None),
])
def test_trail_tables(rows, w, b, c):
    trail = value(rows, "sidewalk_trail")
    assert trail is not None and trail.get("width_ft") == w and trail.get("buffer_ft") == b \
        and trail.get("crossing_pct") == c


@pytest.mark.parametrize("rows", [
    "WETLAND BUFFER SUMMARY\nWetland | Buffer Width | Width of Vegetation\nW-1 | 30 ft | 20 ft",
    "DRIVEWAY SUMMARY\nWidth | Length\n24 ft | 120 ft",
    "Width | Buffer\n10 | 5",
])
def test_tables_that_are_no_trail(rows):
    """A wetland's buffer, a driveway's width, and bare numbers under a header with no trail named."""
    trail = value(rows, "sidewalk_trail")
    assert trail is None or trail.get("width_ft") is None


def test_a_header_joined_to_its_values_is_not_read_across():
    """Wide gaps lost: "Trail width  Buffer width 8 ft  3 ft" must not give the buffer the trail's 8 ft."""
    trail = value("Trail width    Buffer width\n8 ft    3 ft", "sidewalk_trail")
    assert trail is None or trail.get("buffer_ft") in (None, 3)


@pytest.mark.parametrize("part", [
    "Phase 1 will include 12 lots.",
    "The first phase consists of 10 homes.",
    "8 lots drain to Pond 2.",
    "Runoff from 18 of the lots drains to the infiltration basin.",
    "Six (6) walkout lots back onto the wetland.",
    "14 lots are located in Block 2.",
    "The remaining 9 homes will be built in 2027.",
])
def test_a_part_of_the_homes_does_not_contradict_the_total(part):
    f = facts_of("The preliminary plat includes 24 single-family lots, 2 outlots and public streets. " + part)
    assert f.value("dwelling_units") == 24


# -- the whole of a phased development is the common scheme ---------------------------------------------------
@pytest.mark.parametrize("text,ac", [
    ("This plat is the second addition of the Cedar Ridge development; the overall development, including the "
     "first addition, is 38.6 acres.", 38.6),
    ("Phase 2 of the 38.6-acre Cedar Ridge development adds 14 lots.", 38.6),
    ("All phases combined: 38.6 ac", 38.6),
    ("The entire development area (all phases) covers approximately 52 acres.", 52.0),
    ("This phase is 12.1 acres; the total project area with future phases is 1,742,400 square feet.", 40.0),
])
def test_phased_whole_is_the_common_scheme(text, ac):
    f = facts_of(text)
    assert f.value("common_scheme_area_ac") == pytest.approx(ac, abs=0.01)
    assert f.value("site_area_ac") != pytest.approx(ac, abs=0.01)


@pytest.mark.parametrize("text", [
    "The overall site is 12.4 acres.",
    "The entire project area is 3.2 acres.",
    "The total development area is 8.0 acres and no phasing is planned.",
])
def test_no_common_scheme_without_phases(text):
    assert value(text, "common_scheme_area_ac") is None


@pytest.mark.parametrize("rows,n", [
    ("\tExisting\tProposed\nLots\t1\t24", 24),
    ("LOT TABULATION\nSingle Family Lots\t31\nOutlots\t4\nTotal\t35", 31),
    ("Number of Lots\t24", 24),
    ("\tExisting\tProposed\nHomes\t0\t12", 12),
])
def test_lot_rows_in_tab_tables(rows, n):
    assert value(rows, "dwelling_units") == n


@pytest.mark.parametrize("rows", [
    "\tExisting\tProposed\nLots\t1\t1",
    "Outlots\t2",
    "Lot\tArea (sf)\n1\t12,000\n2\t14,000",
])
def test_lot_rows_that_count_no_homes(rows):
    assert value(rows, "dwelling_units") is None


@pytest.mark.parametrize("text,n", [
    ("The project includes 36 villas and 12 twin homes (60 units total).", 60),
    ("The plan shows 20 villas and 16 twin homes (36 homes in total).", 36),
])
def test_parts_with_their_total_in_parentheses(text, n):
    assert value(text, "dwelling_units") == n


def test_a_plat_named_across_its_verb():
    text = "The subdivision will consist of 18 lots for single-family homes, with lot sizes averaging 15,000 sf."
    assert value(text, "project_type") == "single_family_subdivision"


@pytest.mark.parametrize("text,w,b", [
    ("Construct 8 FT. CONCRETE WALK", 8, None),
    ("The 6' concrete walk has a 4' turf boulevard.", 6, 4),
    ("The City proposes an eight-foot wide bituminous trail along Shady Oak Road.", 8, None),
    ("The proposed sidewalk will be 6 ft in width, with a 6 ft boulevard.", 6, 6),
])
def test_more_trail_voices(text, w, b):
    trail = value(text, "sidewalk_trail")
    assert trail is not None and trail.get("width_ft") == w and trail.get("buffer_ft") == b


def test_the_trail_as_a_yardstick_is_not_measured():
    text = "A pervious buffer at least one-half the width of the trail (5 feet) is provided on both sides."
    trail = value(text, "sidewalk_trail")
    assert trail is None or trail.get("width_ft") is None


def test_a_flow_path_is_no_trail():
    assert value("Runoff follows a flow path of 300 feet to the pond.", "sidewalk_trail") is None


@pytest.mark.parametrize("text", ["Number of units: 1", "Tenant space: 1 unit", "Units\t1", "Treatment units: 1"])
def test_a_lone_unit_is_no_home_unless_said(text):
    assert value(text, "dwelling_units") is None


@pytest.mark.parametrize("text", ["The development will include 1 dwelling unit.", "Number of dwelling units:   1",
                                  "DU: 1", "The owner will build one (1) single-family home.",
                                  "Residential units: 1"])
def test_a_lone_home_said_as_a_count(text):
    assert value(text, "dwelling_units") == 1


@pytest.mark.parametrize("text,kind", [
    ("Cedar Ridge 2nd Addition will create 14 new residential lots.", "single_family_subdivision"),
    ("The proposed development consists of 12 single-family residential units.", "single_family_subdivision"),
    ("Lennar is proposing a 96-unit single-family development.", "single_family_subdivision"),
    ("The project includes 40 detached villa homes.", "single_family_subdivision"),
    ("The new single-family neighborhood will include 30 homes.", "single_family_subdivision"),
    ("The project will construct 18 detached townhomes.", "multi_unit_residential"),
    ("The project will construct 18 single family attached townhomes.", "multi_unit_residential"),
    ("The project will construct a 1-unit single-family home.", "single_family_home"),
])
def test_residential_kinds_in_more_voices(text, kind):
    assert value(text, "project_type") == kind


def test_a_neighbouring_subdivision_is_not_the_project():
    assert value("The site is surrounded by a single-family residential neighborhood.", "project_type") is None


@pytest.mark.parametrize("text,kind", [
    ("Project Category: Subdivision", "single_family_subdivision"),
    ("Project type: Plat", "single_family_subdivision"),
    ("Project Type: Preliminary Plat / Residential", "single_family_subdivision"),
    ("Type of Project: New residential subdivision", "single_family_subdivision"),
    ("Project type: Commercial subdivision", "commercial"),
    ("Project type: Plat of survey", None),
    ("Project: Subdivision", None),
])
def test_type_fields_answered_with_the_plat(text, kind):
    assert value(text, "project_type") == kind


# -- the homes a subdivision will hold are not a one-home project ----------------------------------------------
@pytest.mark.parametrize("other", [
    "Each lot will be developed with a new single-family home by the builder.",
    "The builder will construct a single-family home on each lot after the streets are complete.",
    "Typical lot: a single family house with a 3-car garage and driveway.",
    "Future home construction will be completed by individual builders.",
    "Construction of single-family homes on the lots will follow the plat.",
])
def test_homes_of_a_subdivision_do_not_contradict_it(other):
    f = facts_of("The project is a residential subdivision of 24 single-family lots on 12.4 acres.", other)
    assert f.value("project_type") == "single_family_subdivision"


@pytest.mark.parametrize("text,kind", [
    ("Construction of single-family homes on 24 lots.", "single_family_subdivision"),
    ("The development will include single-family homes, a park and a pond.", "single_family_subdivision"),
    ("The owner will construct single-family homes.", None),
])
def test_plural_homes(text, kind):
    assert value(text, "project_type") == kind


@pytest.mark.parametrize("text", ["One (1) single-family home will be built on each lot.",
                                  "The lots will each contain 1 home.", "Every lot holds 1 dwelling unit."])
def test_one_home_per_lot_is_no_count(text):
    assert value(text, "dwelling_units") is None


@pytest.mark.parametrize("text,w", [
    ("A new bituminous trail will follow the creek. It will be 10 feet wide.", 10),
    ("The city will build a multi-use path to the school. This path will have a width of 12 feet.", 12),
    ("The street will be reconstructed with a new trail. It will be 32 feet wide.", None),
    ("The trail connects the park to the school. It is 300 feet long.", None),
    ("The sidewalk connects to the trail. The driveway will be 24 feet wide.", None),
])
def test_width_said_of_the_trail_just_named(text, w):
    trail = value(text, "sidewalk_trail")
    assert (trail or {}).get("width_ft") == w
