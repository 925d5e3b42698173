"""A lot split off and kept as it is, is not the site (issue 14).

"The plat splits the land into two lots: a 30.1 acre lot for the new school and a 4.4 acre parcel that keeps the
existing house": the kept lot is the seller's; only the project's lot is a site area. A site that keeps
something of its own ("a parcel that keeps its existing access") is still the site.
"""

import pytest

from extract.layout.segments import Segment
from extract.propose.quantities import read_sentence


def _sites(text: str) -> list[float]:
    return [c.value for c in read_sentence(Segment(text=text, file="f.pdf", page=1, bbox=(0, 0, 1, 1)))
            if c.name == "site_area_ac"]


@pytest.mark.parametrize("text, want", [
    ("The plat splits the land into two lots: a 30.1 acre parcel for the new school, and a 4.4 acre parcel that "
     "keeps the existing house.", [30.1]),
    ("The property is divided into a 15.6 acre parcel for the chapel and a 2.0 acre parcel which will retain the existing "
     "farmstead.",
     [15.6]),
    ("The land is divided into a 9.8 acre parcel for the clinic and a 1.2 acre parcel that will remain with the seller.",
     [9.8]),
])
def test_the_kept_lot_is_not_the_site(text, want):
    assert _sites(text) == want


@pytest.mark.parametrize("text, want", [
    ("The site is a 5.2 acre parcel that keeps its existing access to Main Street.", [5.2]),
    ("The site is a 6.7 acre parcel that holds the existing church, which will be expanded.", [6.7]),
    ("The project site is a 4.3 acre parcel.", [4.3]),
])
def test_the_site_is_still_read(text, want):
    assert _sites(text) == want


# the lot the project makes into what it builds is the site; a lot someone else converts, or a lot named only as where
# something sits, is not
@pytest.mark.parametrize("text, want", [
    ("The project would turn an existing undeveloped 40-acre lot into a commercial center with 8 retail buildings.", [40.0]),
    ("The project will develop a 12.5-acre lot as a business park.", [12.5]),
    ("We will convert the vacant 3.2-acre lot into a parking ramp.", [3.2]),
    # near misses
    ("The neighbour will turn a 40-acre lot into a commercial center.", []),
    ("The project would turn the 40-acre lot next door into a park.", []),
])
def test_the_lot_turned_into_the_project_is_the_site(text, want):
    assert _sites(text) == want
