"""Two kinds of project genuinely claimed stay a conflict, not a pick: two documents each saying
"Project type" with a different kind, or a form with two boxes ticked. The reader gives no type and
records the conflict, so the package is asked about it instead of being checked under the wrong Rule N
paragraph.
"""

import pytest

from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts


def facts_of(*texts):
    """The facts read from one single-page document per text."""
    return read_facts([page_from_text(t, file=f"doc{i}.pdf") for i, t in enumerate(texts)])


CASES = [
    pytest.param(("Project type: Commercial",
                  "Project type: Linear (road reconstruction)"), id="two-documents-claim-two-types"),
    pytest.param(("Check all that apply:  [X] Commercial  [ ] Industrial  [X] Institutional",), id="two-boxes-ticked-on-a-form"),
]


@pytest.mark.parametrize("texts", CASES)
def test_two_kinds_claimed_are_a_conflict(texts):
    f = facts_of(*texts)
    assert f.value("project_type") is None
    assert f.facts["project_type"].conflict
