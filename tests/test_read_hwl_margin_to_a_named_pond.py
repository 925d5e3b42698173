"""The HWL an opening is set against, when the sentence names the pond and the pond's table gives its levels.

"Lowest opening of the warehouse (dock doors) is 1001.0, 2.8 feet over the Pond 1 100-year HWL", under a table
row "Pond 1 | 995.5 | 998.2 | 1000.7": the margin proves which of the row's levels the building faces
(1001.0 - 2.8 = 998.2). Without the proof nothing is read: another pond's row, a margin that fits no level, or a
pond whose name only begins the same ("Pond 10") give no HWL.
"""

import pytest

from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts

TABLE = "Table 6-1. Pond data\nPond\tNWL\t100-yr HWL\tOverflow\nPond 1\t995.5\t998.2\t1000.7\nPond 2\t990.0\t996.0\t997.5\n"


@pytest.mark.parametrize("text, want", [
    (TABLE + "Lowest opening of the warehouse (dock doors) is 1001.0, 2.8 feet over the Pond 1 100-year HWL.", 998.2),
    (TABLE + "The lowest opening is 999.0, 3.0 feet above the Pond 2 HWL.", 996.0),
    # near misses: the margin must prove the level
    (TABLE + "Lowest opening of the warehouse is 1001.0, 2.5 feet over the Pond 1 100-year HWL.", None),
    (TABLE + "Lowest opening of the warehouse is 1001.0, 2.8 feet over the Pond 2 100-year HWL.", None),
    (TABLE.replace("Pond 1\t", "Pond 10\t") + "Lowest opening is 1001.0, 2.8 feet over the Pond 1 100-year HWL.", None),
])
def test_margin_to_a_named_pond(text, want):
    assert read_facts([page_from_text(text, file="r.pdf")]).value("hwl_100yr_elev_ft") == want
