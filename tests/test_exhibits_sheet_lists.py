"""A list of sheets names drawings; it does not hold them (a false present is the worst error).

A cover sheet or a narrative often lists the plan sheets as numbered items, one or several
to a line. None of those entries is the drawing: the sheet must be in the package itself.
"""

from __future__ import annotations

import pytest

from extract.exhibits.detect import detect_exhibits
from extract.pdf.page_text import page_from_text

LETTER, PLAN = (612, 792), (2592, 1728)
INDEX = ("SHEET INDEX\n1. C-001 COVER SHEET\n2. C-101 EXISTING CONDITIONS\n"
         "3. C-201 GRADING, DRAINAGE & UTILITY PLAN 4. C-301 PRE & POST SUBWATERSHED MAP\n"
         "5. C-401 STORMWATER POLLUTION PREVENTION PLAN 6. C-501 CIVIL DETAILS AND SPECIFICATIONS\nC-001\nCOVER SHEET")


def found(text: str, size: tuple[float, float]) -> dict:
    return detect_exhibits([page_from_text(text, file="pkg.pdf", width=size[0], height=size[1])])


@pytest.mark.parametrize("size", [LETTER, PLAN])
@pytest.mark.parametrize("text", [
    INDEX,
    INDEX.replace("SHEET INDEX\n", ""),  # no heading: the numbered entries alone
    "4. C-301 PRE & POST SUBWATERSHED MAP\n6. C-501 CIVIL DETAILS AND SPECIFICATIONS",
    "3. C-201 GRADING, DRAINAGE & UTILITY PLAN 4. C-301 PRE & POST SUBWATERSHED MAP",
])
@pytest.mark.parametrize("ident", ["N.6.A.2", "N.6.A.8"])
def test_numbered_sheet_entries_are_an_index_not_the_sheets(text, size, ident):
    assert ident not in found(text, size)


@pytest.mark.parametrize("size", [LETTER, PLAN])
def test_the_map_sheet_itself_still_counts(size):
    assert "N.6.A.2" in found("PRE & POST SUBWATERSHED MAP\nDRAINAGE AREA 1S 2.1 AC\nC-301", size)


# A sheet index that numbers its sheets plainly, with ranges ("3-11  STREET & UTILITY PLANS"), on a
# title sheet whose file holds only the first sheets: the entries name sheets that are not here.
PLAIN_INDEX = "SHEET INDEX\n1\tTITLE SHEET\n2\tSTORMWATER SUMMARY\n3-11\tSTREET & UTILITY PLANS\n12-14\tDETAILS\nSHEET 1 OF 2"


@pytest.mark.parametrize("size", [LETTER, PLAN])
@pytest.mark.parametrize("text, ident", [
    (PLAIN_INDEX, "N.6.A.8"),
    (PLAIN_INDEX, "N.6.A.3"),
    (PLAIN_INDEX.replace("3-11", "3 – 11").replace("12-14", "12"), "N.6.A.8"),
    ("LIST OF DRAWINGS\n1\tCOVER\n2\tSTORM SEWER PLAN AND PROFILE\n3\tCONSTRUCTION DETAILS", "N.6.A.8"),
])
def test_plainly_numbered_index_entries_are_not_the_sheets(text, size, ident):
    assert ident not in found(text, size)


@pytest.mark.parametrize("size", [LETTER, PLAN])
def test_a_numbered_table_without_an_index_heading_is_not_an_index(size):
    # near miss: a details sheet's own numbered schedule, no sheet index heading above it
    text = "CONSTRUCTION DETAILS\n1\tCATCH BASIN DETAIL\n2\tOUTLET STRUCTURE DETAIL"
    assert "N.6.A.8" in found(text, size)
