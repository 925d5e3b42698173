"""A road named where the project is, or among the hard surfaces it builds, is not its kind (issue 14).

"A commercial plat where Elm Street meets Oak Lane" locates the project at a corner; "new impervious area
as buildings, parking lots and roadways" lists the parts of the hard surface. Neither is a road project.
"""

import pytest

from extract.layout.segments import Segment
from extract.propose.project_type import read_project_type
from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts


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


@pytest.mark.parametrize("text, want", [
    # the streets first in a list of the hard surfaces: a part of the impervious area, no road work
    ("When the project is finished, the site will have about 2.42 acres of new impervious surfaces, including the "
     "streets, parking lots and rooftops.", None),
    # near misses: road work on streets listed with their parts is still linear
    ("The project reconstructs the streets, sidewalks and driveways of the Elm Park neighborhood.", "linear"),
    ("The city will reconstruct 1.2 miles of streets, curbs and sidewalks.", "linear"),
])
def test_streets_listed_among_the_hard_surfaces(text, want):
    assert read_facts([page_from_text(text)]).value("project_type") == want
