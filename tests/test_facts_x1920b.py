"""Second round on external19 (trails argued in words) and external20 (common schemes argued in words):
classes read after the first round, each with near misses that must read nothing (or the other thing)."""

import pytest

from extract.propose.applicant_self import read_self_description
from extract.propose.applied_phase import read_phase_site
from extract.pdf.page_text import page_from_text
from extract.propose.project_type import read_project_type
from extract.propose.quantities import read_sentence
from extract.read_facts import read_facts
from extract.layout.segments import Segment
from extract.propose.trail import read_trail, read_trail_followup


def seg(text):
    return Segment(text, "f.pdf", 1, None)


def read(text):
    return [(c.name, c.value) for c in read_sentence(seg(text))]


def facts(text):
    return read_facts([page_from_text(text, file="r.pdf")])


@pytest.mark.parametrize("text, want", [
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
    ("The 100-year high water elevation of the downstream wetland is 1008.9.", []),
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
])
def test_sentences(text, want):
    assert read(text) == want


@pytest.mark.parametrize("text, kind", [
    ("Independent School District No. 276, a public school district, applies for a permit for a classroom addition, "
     "bus loop and parking reconstruction at Excelsior Elementary, 441 Oak Street, Excelsior.", "institutional"),
    ("The City applies for a permit for the reconstruction of Oak Street.", "linear"),
    ("The industrial site is 9.5 acres (PID 02-118-23-44-0007).", "industrial"),
    ("The school campus site is 9.20 acres.", "institutional"),
    ("The expansion adds a 62,000 sq ft warehouse wing and truck court, and replaces the 6-foot public sidewalk along "
     "Hamel Road in kind.", "industrial"),
    # near misses: the use that is there now or was there
    ("The existing commercial site is 2.1 acres.", None),
    ("The former industrial site is 4 acres.", None),
])
def test_project_kinds(text, kind):
    got = [c.value for c in read_project_type(seg(text))]
    assert got == ([] if kind is None else [kind])


def test_the_applied_phase_counts_its_homes_and_no_other_phase_does():
    text = "Phase II adds 28 townhome units (multi-family, 4- to 6-unit buildings) on a 4.30 acre site."
    assert [(c.name, c.value) for c in read_phase_site(seg(text), "2")] == [("dwelling_units", 28)]
    assert read_phase_site(seg(text), "1") == []
    assert read_phase_site(seg(text), None) == []


@pytest.mark.parametrize("text, public", [
    ("The applicant is a private trust.", False),
    ("The owner is a private LLC.", False),
    ("The City of Excelsior, a Minnesota statutory city, is the applicant.", True),
    ("Carver County, a Minnesota county, applies for the permit.", True),
    ("John Smith, a city resident, applies for a permit.", None),
])
def test_the_applicant_described(text, public):
    got = [c.value for c in read_self_description(seg(text))]
    assert got == ([] if public is None else [public])


def test_a_letters_subject_line_is_kept_off_the_first_sentence():
    text = ("Glen Lake Clinic - Phase 2 Medical Office, 14600 Excelsior Boulevard, Minnetonka\n"
            "Phase 2 is a one-story medical office building (6,800 sq ft floor area) with 31 parking stalls on a 0.42 acre\n"
            "commercial lot.\n")
    assert facts(text).value("project_type") == "commercial"


def test_a_numbered_heading_with_a_rule_reference_is_kept_off_the_sentence_under_it():
    text = ("2. The trail and paragraph 2(E)(4)\n"
            "The trail is 8 feet wide throughout. Its surface area is 0.41 acres.\n")
    trail = facts(text).value("sidewalk_trail")
    assert trail["width_ft"] == 8.0 and trail["area_ac"] == 0.41


def test_the_level_said_right_after_the_opening_wins_over_a_basins_level_before_it():
    text = ("Pond E-1: proposed NWL 930.5, 100-year HWL 934.2. IB-1: 100-year HWL 936.0.\n"
            "Lowest floor/opening elevations of new buildings: lowest opening 939.0. Adjacent 100-year HWL 934.2.\n")
    assert facts(text).value("hwl_100yr_elev_ft") == 934.2


def trail(text):
    got = read_trail(seg(text))
    return None if got is None else {k: v for k, v in got.items() if k != "evidence"}


@pytest.mark.parametrize("text, want", [
    # a width in brackets after the driveways is the driveways'
    ("The trail crosses four residential driveways (12 to 16 feet wide) and one street (Cedar Lake Road, 36 feet curb to curb).",
     None),
    ("The trail along the street will be 10 feet wide.", {"width_ft": 10.0}),
    ("The trail, which runs beside the parking lot, is 8 feet wide.", {"width_ft": 8.0}),
    # "no less than 5 feet" is a buffer's floor, not a contrast and not an upper bound
    ("On the street side the trail is separated from the curb by a turf boulevard no less than 5 feet wide (it widens to "
     "9 feet near Barry Avenue).", {"buffer_ft": 5.0}),
    ("The trail has a turf buffer of less than 5 feet on each side.", None),
])
def test_trail_sentences(text, want):
    assert trail(text) == want


def test_crossings_share_from_the_two_areas_stated():
    before = seg("Crossings: 14 driveway aprons and two street intersections pass through the buffer.")
    areas = seg("Their area within the buffer is 1,150 square feet, against a required buffer area of 12,400 square feet on "
                "the two sides.")
    assert read_trail_followup(before, areas)["crossing_pct"] == 9.27
    # "their" must point back to crossings
    assert read_trail_followup(seg("The pond has two cells."), areas) is None


def test_a_sentence_begun_with_a_capitalised_name_is_no_subject_line():
    """external3: "Per the MPCA's Protecting Water Quality in Urban Areas and the City's Surface Water" / "Management
    Plan, the project uses ..." is one sentence; read whole, it states N.3.0."""
    got = facts("3. BMPs\n"
                "Per the MPCA's Protecting Water Quality in Urban Areas and the City's Surface Water\n"
                "Management Plan, the project uses a narrower section where parking is not needed, sump manholes and a gallery.\n")
    assert "N.3.0" in got.statements
