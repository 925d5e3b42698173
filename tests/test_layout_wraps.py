"""A sentence wrapped onto the next line is read whole, whatever its next line starts with (layout).

A section's label over its first numbered item ("Findings:" over "1. The project would turn ... with a Target" /
"Super Store and 8 retail buildings.") is a whole sentence cut by the wrap at a name, not a "Label: value" field; a
form's field whose value is a name or a figure stays a field, and the next field or item is never glued on.
"""

import pytest

from extract.layout.segments import segment_page
from extract.pdf.page_text import page_from_text


def _segments(text: str) -> list[str]:
    return [s.text for s in segment_page(page_from_text(text))[0]]


@pytest.mark.parametrize("text, whole", [
    ("Findings:\n1. The project would turn an existing undeveloped lot into a commercial center with a Target\n"
     "Super Store and 8 retail buildings.",
     "The project would turn an existing undeveloped lot into a commercial center with a Target Super Store and 8 "
     "retail buildings."),
    ("Summary: The applicant proposes to build a clinic and a parking lot next to the Glen Lake\nPark Reserve boundary.",
     "Summary: The applicant proposes to build a clinic and a parking lot next to the Glen Lake Park Reserve boundary."),
])
def test_a_sentence_cut_at_a_name_is_read_whole(text, whole):
    assert any(whole in s for s in _segments(text))


@pytest.mark.parametrize("text, kept", [
    # near misses: a field whose value is a name, and the next field; a numbered item under another
    ("Applicant: The Robert Johnson Family Trust of Excelsior\nProject Engineer: Westwood Professional Services",
     "Project Engineer: Westwood Professional Services"),
    ("Findings:\n1. The project would build a clinic on the north side of the existing parking lot at the school\n"
     "2. The storm water plan includes one pond.", "2. The storm water plan includes one pond."),
])
def test_the_next_field_or_item_stays_apart(text, kept):
    assert kept in _segments(text)
