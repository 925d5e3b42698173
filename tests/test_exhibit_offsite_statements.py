"""Section 4 statements read beside the exhibits: N.4.4 (runoff from neighbouring land is accommodated) and
N.4.3 (no off-site water level rises).

These are statement readings (extract.propose.statements), not Section 6 exhibits; they came with the
sixth outside set's exhibit cases and sit here, with their near misses, until they join the statement
tests. N.4.4 is read from runoff of the land beside a corridor, named by its use and compass; the
corridor's own runoff, a denial, or the neighbours named without their runoff are not it. N.4.3 is read
from the off-site level denied its change; a noun ("rises were analysed"), a cap, the site's own pond,
a condition and missing data are not it.
"""

import pytest

from extract.layout.segments import Segment
from extract.propose.statements import read_statements


def statements(text):
    return read_statements(Segment(text, "report.pdf", 1, (0.0, 0.0, 10.0, 10.0)))


def cases(table):
    return [pytest.param(*row[:-1], id=row[-1]) for row in table]


NEIGHBOURING_RUNOFF = [
    ("Runoff from the 14.6 acres of residential yards north of the trail that reaches the boulevard is included in subcatchment 2S in both conditions.", True, "runoff-from-the-14-6-acres-of-residential"),
    ("Drainage from the private homes east of the right-of-way is routed through the new storm sewer.", True, "drainage-from-the-private-homes-east-of"),
    ("Runoff from the commercial parcels south of the boulevard is accounted for in the HydroCAD model.", True, "runoff-from-the-commercial-parcels-south"),
    ("Flows from the neighboring backyards west of the path are conveyed by the swale.", True, "flows-from-the-neighboring-backyards-west"),
    ("Residential yards north of the trail are not included in the model.", False, "residential-yards-north-of-the-trail-are"),
    ("Runoff from the trail is included in subcatchment 2S.", False, "runoff-from-the-trail-is-included-in"),
    ("The trail north of the residential yards is included in subcatchment 2S.", False, "the-trail-north-of-the-residential-yards"),
    ("Residential yards north of the trail are screened by a fence.", False, "residential-yards-north-of-the-trail-are-2"),
]


@pytest.mark.parametrize("text,present", cases(NEIGHBOURING_RUNOFF))
def test_runoff_from_the_land_beside_the_corridor_n44(text, present):
    assert ("N.4.4" in statements(text)) is present


NO_OFFSITE_RISE = [
    ("The City storm sewer has capacity for the 10-year flow, and no off-site water level rises during or after construction.", True, "the-city-storm-sewer-has-capacity-for-the"),
    ("No downstream water elevation increases as a result of the project.", True, "no-downstream-water-elevation-increases-as"),
    ("No neighboring property's flood stage changes during construction.", True, "no-neighboring-property-s-flood-stage"),
    ("No off-site high water level is raised by the project.", True, "no-off-site-high-water-level-is-raised-by"),
    ("No off-site water level rises were analysed.", False, "no-off-site-water-level-rises-were"),  # a noun, not the claim
    ("No downstream water level rises more than 0.1 ft.", False, "no-downstream-water-level-rises-more-than"),  # a cap, not "no rise"
    ("No water level rises at the pond during the 2-year event.", False, "no-water-level-rises-at-the-pond-during"),  # the site's own pond
    ("If no off-site water level rises, the outlet is adequate.", False, "if-no-off-site-water-level-rises-the"),
    ("No off-site water level data are available.", False, "no-off-site-water-level-data-are-available"),
]


@pytest.mark.parametrize("text,present", cases(NO_OFFSITE_RISE))
def test_no_offsite_water_level_rises_n43(text, present):
    assert ("N.4.3" in statements(text)) is present
