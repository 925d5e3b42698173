"""Impervious surface that another work creates is not the project's increase (issue 14).

A reviewer's condition that the project's design "counts on" new hard surface built by a county's
or city's road improvements beside the site names that road's impervious area; it must not become
the project's net increase or its proposed impervious area.
"""

import pytest

from extract.layout.segments import Segment
from extract.propose.quantities import read_sentence


def _areas(text: str) -> dict[str, list[float]]:
    out: dict[str, list[float]] = {}
    for c in read_sentence(Segment(text=text, file="f.pdf", page=1, bbox=(0, 0, 1, 1))):
        out.setdefault(c.name, []).append(c.value)
    return out


_IMPERVIOUS = ("net_impervious_increase_ac", "proposed_impervious_ac")


@pytest.mark.parametrize("text", [
    "The pond sizing assumes 3.15 acres of new impervious surface to be created by the county's reconstruction of Main Avenue.",
    "Runoff calculations include 1.8 acres of additional impervious area being built by future improvements to Elm Street.",
    "The district notes the basin relies on 4.6 acres of new impervious surface created by roadway widening along Highway 12.",
    "Storage was sized for 2.2 acres of new impervious cover built by others.",
])
def test_impervious_of_another_work_is_not_read(text):
    got = _areas(text)
    assert not any(got.get(name) for name in _IMPERVIOUS), got


@pytest.mark.parametrize("text, want", [
    ("The project will create 2.4 acres of new impervious surface.", 2.4),
    ("The net increase in impervious area is 1.35 acres.", 1.35),
    ("The development adds 3.1 acres of new impervious surface for the buildings and parking.", 3.1),
])
def test_the_projects_own_increase_is_still_read(text, want):
    got = _areas(text)
    assert any(abs(v - want) < 1e-6 for name in _IMPERVIOUS for v in got.get(name, [])), got
