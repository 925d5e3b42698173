"""A site's size as it once was is not its size now.

"The office building was built in 1974 on what was then a 3.05-acre parcel; 0.14 acres were taken for
right-of-way in 1989": a history section gives the land as it was before a taking or a split, and the site
is what is left ("The property is 2.91 acres"). Read as the site, the old size contradicts the density the
report states and leaves the paragraph undecided. A site that was bought, platted or zoned in the past is
still its size now; only a marker of the past standing right before the figure sets it aside.
"""

import pytest

from extract.layout.segments import Segment
from extract.propose.quantities import read_sentence


def _sites(text: str) -> list[float]:
    return [c.value for c in read_sentence(Segment(text=text, file="f.pdf", page=1, bbox=(0, 0, 1, 1)))
            if c.name == "site_area_ac"]


@pytest.mark.parametrize("text, want", [
    ("The office building was built in 1974 on what was then a 3.05-acre parcel; 0.14 acres along Excelsior "
     "Boulevard were taken for right-of-way in 1989.", []),
    ("The parcel was originally 12.4 acres, before the north outlot was sold.", []),
    ("The lot, formerly a 1.9-acre farmstead, was split in 2004.", []),
    # near misses: the past tells when, not what size
    ("The property is 2.91 acres.", [2.91]),
    ("The 3.05-acre parcel was purchased by the applicant in 2019.", [3.05]),
    ("The site, originally platted in 1974, is 3.05 acres.", [3.05]),
    ("The site was rezoned in 2020 and is 3.05 acres in size.", [3.05]),
])
def test_past_size_is_not_the_site(text: str, want: list[float]) -> None:
    assert _sites(text) == want
