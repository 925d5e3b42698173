"""The kind of project from a typed form's tick boxes: the option whose box is ticked (☒ ☑ ■ ✔ ⊠ [X] (X)
or "X" after a colon), with the box before or after its label, on the label's line or the next, in tab
cells or running text. A form with no box ticked names no kind; its printed options are no description.
"""

import pytest

from kind_helpers import kind


CASES = [
    # ---- one box ticked: its option is the kind ----
    pytest.param("Project Type: ☒ Commercial ☐ Industrial ☐ Institutional ☐ Residential", "commercial", id="box-before-option-commercial"),
    pytest.param("Type of Development (check one):  ☐ Residential  ☒ Institutional  ☐ Commercial", "institutional", id="check-one-institutional"),
    pytest.param("Type of Development (check one)\n☐ Residential  ☐ Commercial  ☒ Institutional", "institutional", id="check-one-options-on-next-line"),
    pytest.param("Commercial [X]  Industrial [ ]  Institutional [ ]", "commercial", id="brackets-after-options"),
    pytest.param("Project Type:\tCommercial ☐\tIndustrial ☒\tInstitutional ☐", "industrial", id="box-after-option-tab-cells"),
    pytest.param("☐ Single-family home ☐ Subdivision ☒ Multi-family ☐ Commercial", "multi_unit_residential", id="multi-family-among-options"),
    pytest.param("Type of project: ( ) Residential (X) Linear / road ( ) Commercial", "linear", id="parentheses-linear-road"),
    pytest.param("Project Type: ■ Mixed use □ Commercial", "mixed_use", id="filled-square-mixed-use"),
    pytest.param("Project Type: ✔ Linear (road/trail)  ☐ Other", "linear", id="check-mark-linear"),
    pytest.param("Project type: ⊠ Institutional ☐ Other: ____", "institutional", id="crossed-box-institutional"),
    pytest.param("Check all that apply:  [X] Commercial  [ ] Industrial  [ ] Residential", "commercial", id="check-all-that-apply-one-ticked"),
    pytest.param("Land use: ☐ Residential ☑ Commercial ☐ Industrial", "commercial", id="ballot-box-with-check"),
    pytest.param("Commercial: X   Industrial: __   Institutional: __", "commercial", id="x-after-colon"),
    pytest.param("Project Type: Commercial [ ] Industrial [ ] Institutional [X] Residential [ ]", "institutional", id="brackets-after-options-institutional"),
    pytest.param("Type of Development: Residential ☐ Commercial ☐ Mixed Use ☒", "mixed_use", id="box-after-option-mixed-use"),
    # ---- near misses: a form with no box ticked names no kind ----
    pytest.param("Project Type: ☐ Commercial ☐ Industrial ☐ Institutional ☐ Residential", None, id="miss-no-box-ticked"),
    pytest.param("Type of Development (check one):  [ ] Residential  [ ] Commercial  [ ] Institutional", None, id="miss-no-brackets-ticked"),
    pytest.param("Commercial [ ]  Industrial [ ]  Institutional [ ]", None, id="miss-no-brackets-ticked-after-options"),
    pytest.param("Project Type: Commercial ☐ Industrial ☐ Institutional ☐", None, id="miss-no-box-ticked-after-options"),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_the_ticked_box_names_the_kind(text, expected):
    got = kind(text)
    assert (got is None) if expected is None else (got == expected)
