"""The kind of project read from a land-use table with Existing and Proposed columns: the table reader
(read_project_type_table on the page's blocks) takes the Proposed column, never the Existing one, and
gives nothing when no proposed use is filled in, the proposed row only repeats the zoning, or there is
no header to say which column is which. The row reader, which cannot see the header, must never take
the Existing column for the project: it gives the proposed kind or nothing.
"""

import pytest

from extract.layout.segments import segment_page
from extract.pdf.page_text import page_from_text
from extract.propose.project_type import read_project_type_table

from kind_helpers import kind


def table_kinds(text: str) -> set[str]:
    """Every kind the table reader proposes from the page's blocks."""
    _, blocks = segment_page(page_from_text(text))
    return {c.value for b in blocks for c in read_project_type_table(b)}


TABLES = [
    # ---- the proposed column is the project's kind ----
    pytest.param("\tExisting\tProposed\nLand use\tVacant commercial\tInstitutional", "institutional", id="vacant-commercial-to-institutional"),
    pytest.param("Land Use\tExisting\tProposed\nZoning\tC-2\tC-2\nLand use\tParking lot\tMulti-family residential", "multi_unit_residential", id="parking-lot-to-multi-family"),
    pytest.param("Zoning / Land Use\tExisting\tProposed\nZoning\tI-1\tC-3\nLand use\tVacant industrial\tOffice/Commercial", "commercial", id="industrial-to-office-commercial"),
    pytest.param("Site Data\tExisting Conditions\tProposed Conditions\nUse\tSingle-family home\tInstitutional (church)", "institutional", id="home-to-church"),
    # ---- no proposed use: nothing to read ----
    pytest.param("\tExisting\tProposed\nZoning\tC-2 Commercial\tC-2 Commercial", None, id="miss-zoning-same-in-both-columns"),
    # no header: which column is which is not said
    pytest.param("Land use\tCommercial\tInstitutional", None, id="miss-no-header"),
    pytest.param("Land Use\tExisting\tProposed\nZoning\tIndustrial\tIndustrial\nExisting land use\tCommercial\tVacant", None, id="miss-existing-rows-only"),
]

# an Existing column alone is checked by the table reader only
EXISTING_ONLY = [
    pytest.param("\tExisting\tProposed\nLand use\tCommercial\t", None, id="miss-existing-column-alone"),
]


@pytest.mark.parametrize("text,expected", TABLES + EXISTING_ONLY)
def test_the_table_reader_reads_the_proposed_column(text, expected):
    assert table_kinds(text) == ({expected} if expected else set())


@pytest.mark.parametrize("text,expected", TABLES)
def test_the_row_reader_never_reads_the_existing_column(text, expected):
    # the row reader cannot see the header: it must not take the existing column for the project
    assert kind(text) in (None, expected)
