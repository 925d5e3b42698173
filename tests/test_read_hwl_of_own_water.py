"""The 100-year high water level next to the new buildings, when it is a natural water's level on the project's own land.

The contract's HWL is the one the new buildings are set above. A subdivision graded around its own wetland states
that wetland's HWL ("the wetland inside our proposed subdivision, which is at 942.8"): that is the level its lots
sit above. A stormwater pond's HWL is a property of the pond, and a wetland off the site is someone else's water.
"""

import pytest

from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts


def _hwl(text: str):
    return read_facts([page_from_text(text, file="letter.pdf")]).value("hwl_100yr_elev_ft")


@pytest.mark.parametrize("text, want", [
    ("Both elevations are above the HWL of the wetland inside our proposed subdivision, which is at 942.8.", 942.8),
    ("The City's consultant has already set the HWL of the wetland on our site at 942.8.", 942.8),
    ("The creek's 100-year high water level at the site is 903.2.", 903.2),
    # near misses: a wetland off the site, a stormwater pond on it, a wetland named with no place
    ("The HWL of the wetland north of the site is at 942.8.", None),
    ("The HWL of the stormwater pond inside our proposed subdivision is 942.8.", None),
    ("The HWL of the wetland is 942.8.", None),
])
def test_hwl_of_the_projects_own_water(text, want):
    assert _hwl(text) == want
