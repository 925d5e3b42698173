"""Tables read whole by ``read_facts``: the land-use table and the Yes/No checklist.

The table readers are tested on their own in test_kind_land_use_table, test_kind_form_ticks and test_checkboxes;
these tests pin that the fact reader actually calls them on a page's table blocks.
"""

from __future__ import annotations

import pytest

from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts


@pytest.mark.parametrize("text,expected", [
    ("\tExisting\tProposed\nLand use\tVacant commercial\tInstitutional", "institutional"),
    ("Land Use\tExisting\tProposed\nZoning\tC-2\tC-2\nLand use\tParking lot\tMulti-family residential",
     "multi_unit_residential"),
])
def test_the_proposed_column_of_a_land_use_table_is_the_project_type(text, expected):
    facts = read_facts([page_from_text(text)])
    assert facts.value("project_type") == expected


def test_the_existing_column_is_never_the_project_type():
    facts = read_facts([page_from_text("\tExisting\tProposed\nLand use\tCommercial\t")])
    assert facts.value("project_type") is None


def test_a_yes_no_checklist_answers_its_questions():
    text = ("Item\tYes\tNo\n"
            "Is the site tributary to a landlocked basin?\t\tX\n"
            "Is infiltration proposed?\tX\t")
    facts = read_facts([page_from_text(text)])
    assert facts.value("landlocked") is False
    assert facts.value("infiltration_proposed") is True


def test_a_checklist_row_marked_in_both_columns_answers_nothing():
    facts = read_facts([page_from_text("Item\tYes\tNo\nIs the site tributary to a landlocked basin?\tX\tX")])
    assert facts.value("landlocked") is None
