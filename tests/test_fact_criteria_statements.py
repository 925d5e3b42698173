"""Criteria statements (read_statements): sentences that state how a criterion is met (N.3.0, N.4.2, N.4.4,
N.4.6).

Near misses - a pond's freeboard above its own level, an outlet named only as where rates are reported, off-site
runoff routed through a pond - must state no other criterion, or a criterion would read as met."""

from __future__ import annotations

import pytest


from fact_helpers import facts_of, seg


def test_a_ponds_freeboard_above_its_level_is_not_the_facility_above_the_flood_level():
    from extract.propose.statements import read_statements
    assert read_statements(seg("Pond P-1: 10 ft safety bench at 10:1, freeboard 1.5 ft above the 100 yr HWL 953.4.")) == {}
    got = read_statements(seg("Pond 1 is above the 100-year flood elevation of the creek and within a drainage easement."))
    assert set(got) == {"N.4.6:above", "N.4.6:easement"}


def test_a_sentence_begun_with_a_capitalised_name_is_no_subject_line():
    """external3: "Per the MPCA's Protecting Water Quality in Urban Areas and the City's Surface Water" / "Management
    Plan, the project uses ..." is one sentence; read whole, it states N.3.0."""
    got = facts_of("3. BMPs\n"
                "Per the MPCA's Protecting Water Quality in Urban Areas and the City's Surface Water\n"
                "Management Plan, the project uses a narrower section where parking is not needed, sump manholes and a gallery.\n")
    assert "N.3.0" in got.statements


@pytest.mark.parametrize("text, shown", [
    # an outlet "to Lost Lake" is where rates are reported, no detention outlet designed (an external27 scan's false met)
    ("HydroCAD, Atlas 14 Type II 24-hour events, at the outlet to Lost Lake:", False),
    ("The pond outlet was sized for the Atlas 14 24-hour events.", True),
])
def test_routing_and_critical_events(text, shown):
    from extract.propose.statements import read_statements
    assert ("N.4.2" in read_statements(seg(text))) is shown


def test_run_on_routed_through_a_pond_is_no_routing_design():
    from extract.propose.statements import read_statements
    def ids(text):
        return sorted(read_statements(seg(text)))
    assert ids("Off-site runoff from 2.30 ac west of the site (OFF-1) is routed through Pond 1 and is included in the model.") \
        == ["N.4.4"]
    assert ids("Off-site runoff is routed through Pond 1 in the HydroCAD model of the critical-duration events.") == ["N.4.2", "N.4.4"]
    assert ids("Runoff is routed through Pond 1 for the 1-, 10- and 100-year critical events.") == ["N.4.2"]
