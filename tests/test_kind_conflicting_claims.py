"""Two kinds of project genuinely claimed stay a conflict, not a pick: two documents each saying
"Project type" with a different kind, or a form with two boxes ticked. The reader gives no type and
records the conflict, so the package is asked about it instead of being checked under the wrong Rule N
paragraph.
"""

import pytest

from kind_helpers import facts_of


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
