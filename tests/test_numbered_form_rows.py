"""A form whose rows are numbered ("4. Type of development | Commercial"): the item number is no
part of the label, so the row reads as the same label without it. Near misses: a number that is
the value's own ("2. | 0.38 acres" has no label), a decimal that opens a label cell."""

import pytest

from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts


def facts_of(text):
    return read_facts([page_from_text(text, file="form.pdf")])


@pytest.mark.parametrize("row,name,value", [
    ("4. Type of development\tCommercial", "project_type", "commercial"),
    ("4)\u00a0Type of development\tCommercial", "project_type", "commercial"),
    ("(4) Type of project\tInstitutional (school)", "project_type", "institutional"),
    ("b) Proposed land use\tIndustrial", "project_type", "industrial"),
    ("12. Project type\tMulti-family residential", "project_type", "multi_unit_residential"),
    ("5. Site area\t16,553 SF / 0.38 acres", "site_area_ac", 0.38),
])
def test_numbered_row_reads_as_its_label(row, name, value):
    got = facts_of("MCWD PERMIT APPLICATION\n1. Project name\tBluff Street Coffee\n" + row).value(name)
    assert got == pytest.approx(value) if isinstance(value, float) else got == value


@pytest.mark.parametrize("row", [
    "4. Project name\tCommercial Avenue Townhomes",     # a name is no kind, numbered or not
    "4. Zoning\tCommercial",                           # the zoning is not the project
    "4. Existing land use\tCommercial",                # what stands there now
])
def test_numbered_near_misses_stay_unread(row):
    assert facts_of("MCWD PERMIT APPLICATION\n" + row).value("project_type") is None
