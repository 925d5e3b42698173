"""Narrative statements: lists, callouts, and whose outfall a sentence speaks of."""

import pytest

from extract.read_facts import read_facts
from extract.pdf.page_text import page_from_text
from extract.layout.segments import Segment
from extract.propose.statements import read_statements


def ids(text):
    return set(read_statements(Segment(text, "report.pdf", 1, (0.0, 0.0, 10.0, 10.0))))


def statements_of(text, size=(612, 792)):
    return set(read_facts([page_from_text(text, file="pkg.pdf", width=size[0], height=size[1])]).statements)


@pytest.mark.parametrize("text", [
    "The permanent BMPs are listed below: • Sump manholes with SAFL baffles • Native seeding Infiltration is not proposed due to the tight clay soils.",
    "Permanent stormwater BMPs include: ● wet detention pond ● rain garden. No underground storage is proposed.",
    "The following permanent best management practices are proposed: ▪ iron-enhanced sand filter ▪ bioretention basin",
])
def test_bmp_list_glued_to_a_negated_sentence_still_lists_the_bmps(text):
    assert "N.3.2" in ids(text)


def test_bmp_list_in_a_report_page():
    page = ("4.0 PERMANENT BMPS\nThe permanent BMPs are listed below:\n• Sump manholes with SAFL baffles\n• Native seeding\n"
            "Infiltration is not proposed due to the tight clay soils.")
    assert "N.3.2" in statements_of(page)


@pytest.mark.parametrize("text", [
    "RIPRAP AT FLARED END SECTION - CLASS III, 18\" THICK.",
    "Outlet riprap apron (Class II)",
    "FES WITH RIPRAP AND GEOTEXTILE",
])
def test_callouts_label_a_drawn_thing_and_demonstrate_nothing(text):
    assert "N.4.8" not in ids(text)


@pytest.mark.parametrize("text", [
    "CLASS II RIPRAP SHALL BE PLACED AT ALL FLARED END SECTIONS PER CITY DETAIL.",
    "Outfall structures include riprap aprons to minimize erosion and scouring.",
    "Energy dissipation is provided at each outlet with a riprap apron.",
    "All outfalls are protected with Class III riprap to prevent scour.",
    "INSTALL RIPRAP AT ALL STORM SEWER OUTLETS.",
])
def test_outfall_statements_with_a_verb(text):
    assert "N.4.8" in ids(text)


@pytest.mark.parametrize("text", [
    "The water quality pond outfall is designed to minimize erosion and scouring.",
    "The outlet of the biofiltration basin is armored with riprap to prevent scour.",
    "Filtration basin outlets include a riprap apron to minimize erosion.",
])
def test_a_quality_facility_outfall_is_n54_not_every_outfall(text):
    got = ids(text)
    assert "N.5.4" in got and "N.4.8" not in got


def test_a_pond_outfall_speaks_for_both_sections():
    got = ids("The pond outfall includes a riprap apron to minimize erosion and scour.")
    assert {"N.4.8", "N.5.4"} <= got


@pytest.mark.parametrize("text,cid", [
    ("No riprap is proposed at the outfall.", "N.4.8"),
    ("The permanent BMPs will be determined during final design.", "N.3.2"),
    ("Riprap may be placed at the outlet if required.", "N.4.8"),
])
def test_negated_or_optional_statements_still_demonstrate_nothing(text, cid):
    assert cid not in ids(text)


@pytest.mark.parametrize("text,cid", [
    ("Rule N requires that the project not adversely affect off-site water levels.", "N.4.3"),
    ("The District requires outfall structures to be protected with riprap to prevent scour.", "N.4.8"),
    ("Rate control ponds must be above the 100-year flood elevation and within drainage and utility easements.", "N.4.6"),
    ("☐ The project will not adversely affect off-site water levels during or after construction.", "N.4.3"),
    ("[ ] Outfall structures include riprap aprons to minimize erosion and scouring.", "N.4.8"),
    ("The project should not adversely affect downstream water levels.", "N.4.3"),
])
def test_restated_rules_unticked_boxes_and_hedges_demonstrate_nothing(text, cid):
    assert cid not in statements_of(text)


@pytest.mark.parametrize("text,cid", [
    ("The design meets the District requirement that off-site water levels not be adversely affected.", "N.4.3"),
    ("The project will not raise the high water level of the downstream wetland.", "N.4.3"),
    ("There will be no increase in downstream flood elevations.", "N.4.3"),
    ("A baffle weir on the outlet structure retains floatables.", "N.5.2"),
    ("The underground chambers were routed in HydroCAD to determine peak outflow.", "N.4.2"),
    ("The project meets the requirements of the City of Wayzata local water plan.", "N.4.7"),
    ("Permanent stormwater management features: wet pond; underground chamber system.", "N.3.2"),
    ("BMPs: infiltration basin, sump catch basins.", "N.3.2"),
])
def test_other_voices_of_the_criteria(text, cid):
    assert cid in statements_of(text)


def test_n46_with_hwl_wording_and_easement():
    text = "Stormwater facilities are located above the 100-yr HWL of Lake Minnetonka and within drainage easements."
    assert "N.4.6" in statements_of(text)


@pytest.mark.parametrize("text", ["BMPs: None proposed.", "Permanent BMPs: to be determined.", "Permanent BMPs: ________"])
def test_empty_or_negated_bmp_labels(text):
    assert "N.3.2" not in statements_of(text)


@pytest.mark.parametrize("text", [
    "The City has reviewed the grading, drainage and stormwater plans and finds them consistent with the City's Local Surface Water Management Plan.",
    "City of Edina Engineering staff reviewed the plans and found them in conformance with the City's water resources management plan.",
    "The City Engineer has determined that the project complies with the local surface water management plan.",
])
def test_the_citys_own_finding_is_its_review_not_the_applicants_n47(text):
    assert "N.4.7" not in ids(text)


def test_the_applicants_conformance_statement_is_n47():
    assert "N.4.7" in ids("The stormwater design conforms to the City of Hopkins Local Surface Water Management Plan.")
