"""The freeboard of a landlocked basin's back-to-back analysis is not a pond's design freeboard.

"Back-to-back 100-year events were modeled: ... Basin 14 holds both events with 1.4 feet of freeboard to the
lowest adjacent ground" answers N.4.5 (holding capacity), while the pond table's "Freeboard 2.2 ft" answers
N.5.3. Read as the pond's, the 1.4 contradicts the 2.2 and the pond criterion goes undecided. A pond sentence
that only mentions a landlocked area, or gives a bench beside the analysis, still reads.
"""

import pytest

from extract.layout.segments import Segment
from extract.pdf.page_text import page_from_text
from extract.propose.pond_prose import read_pond_prose
from extract.read_facts import read_facts


def _read(text: str):
    reading = read_pond_prose(Segment(text=text, file="f.pdf", page=1, bbox=(0, 0, 1, 1)))
    if reading is None:
        return None
    return {k: reading.get(k) for k in ("safety_bench_width_ft", "freeboard_ft") if reading.get(k) is not None}


@pytest.mark.parametrize("text, want", [
    ("Back-to-back 100-year events were modeled: the runoff volume leaving the site does not increase (4.61 acre-feet "
     "existing, 4.58 acre-feet proposed) and Basin 14 holds both events with 1.4 feet of freeboard to the lowest "
     "adjacent ground.", None),
    ("For two consecutive 100-year storms the depression rises to 921.3, leaving 1.1 feet of freeboard to the "
     "nearest building.", None),
    # near misses: the pond's own design
    ("Pond 1 has a 10-foot safety bench at 10:1 and 2.0 feet of freeboard.", {"safety_bench_width_ft": 10.0, "freeboard_ft": 2.0}),
    ("Pond 1, which drains the landlocked area, has a 10-foot safety bench at 10:1 and 2.0 feet of freeboard.",
     {"safety_bench_width_ft": 10.0, "freeboard_ft": 2.0}),
])
def test_holding_analysis_freeboard_is_no_pond_design(text, want):
    assert _read(text) == want


def test_the_pond_table_keeps_its_freeboard_beside_the_analysis():
    """End to end: the analysis sentence and the pond's own data on one page give one pond, not a conflict."""
    text = ("Back-to-back 100-year events were modeled and Basin 14 holds both events with 1.4 feet of freeboard to "
            "the lowest adjacent ground.\nPond 1 has a 10-foot safety bench at 10:1 and 2.2 feet of freeboard.")
    ponds = read_facts([page_from_text(text, file="f.pdf")]).facts["ponds"]
    assert ponds.conflict is None
    assert [p["freeboard_ft"] for p in ponds.value] == [2.2]
