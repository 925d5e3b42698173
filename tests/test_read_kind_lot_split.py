"""The kind of project said by what happens to its land: the parcel split into lots is a subdivision.

Review memos often say only why a rule is triggered: "the development triggers the rules, because the parcel is
being split into 3 or more lots". This project's own parcel made lots files it as a subdivision, loosely (a sentence
saying what is built on them outranks it). A condition, a rule's wording, someone else's parcel, a denial, or a
sentence naming another kind gives nothing.
"""

import pytest

from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts


def _kind(text: str):
    return read_facts([page_from_text(text, file="memo.pdf")]).value("project_type")


@pytest.mark.parametrize("text, want", [
    ("MCWD has told the City that the development triggers the rules, because the parcel is being split into 3 or "
     "more lots and impervious surface is increasing.", "single_family_subdivision"),
    ("The 12-acre parcel will be divided into four residential lots.", "single_family_subdivision"),
    ("The property is proposed to be subdivided into 6 lots.", "single_family_subdivision"),
    # near misses
    ("Parcels that are split into 3 or more lots require a permit.", None),
    ("If the parcel is split into 3 or more lots, a permit is needed.", None),
    ("The neighbouring parcel will be split into 4 lots.", None),
    ("The parcel will not be split into 4 lots; the existing home stays.", None),
    ("The parcel is being split into 4 lots for a townhome development of 24 units.", None),
])
def test_a_parcel_split_into_lots(text, want):
    assert _kind(text) == want
