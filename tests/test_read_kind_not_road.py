"""A road named where the project is, or among the hard surfaces it builds, is not its kind (issue 14).

"A commercial plat where Elm Street meets Oak Lane" locates the project at a corner; "new impervious area
as buildings, parking lots and roadways" lists the parts of the hard surface. Neither is a road project.
"""

import pytest

from extract.layout.segments import Segment
from extract.propose.project_type import read_project_type


def _kinds(text: str) -> list[str]:
    return [c.value for c in read_project_type(Segment(text=text, file="f.pdf", page=1, bbox=(0, 0, 1, 1)))]


@pytest.mark.parametrize("text", [
    "Site: a retail development project where Hilltop Road meets Birch Avenue, in the northwest quadrant.",
    "The proposed development lies where County Road 14 crosses the rail line.",
    "The development will create roughly 12 acres of new impervious surface as roofs, parking lots and streets.",
    "The project adds 3.4 acres of impervious area including buildings, drives and roadways.",
])
def test_roads_that_only_locate_or_compose_are_no_kind(text):
    assert "linear" not in _kinds(text)


@pytest.mark.parametrize("text", [
    "The project will reconstruct 1.2 miles of County Road 9 and replace its culverts.",
    "The project includes reconstruction of Maple Street and new sidewalks on both sides.",
    "The city proposes to construct a new street and trail along the lake.",
])
def test_road_projects_are_still_linear(text):
    assert _kinds(text) == ["linear"]
