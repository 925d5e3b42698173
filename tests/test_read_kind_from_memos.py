"""The kind of project said in plain words: a name closed by its kind, in a title or a memo's subject (issue 14).

Review memos and reports often name the project only by its name ("Maple Hill Childcare", "Riverside
Elementary School ... Site Plan Review") in a title or a RE:/Subject:/Reference: line. The name's head noun
files it under a kind; a name that closes with no kind ("Deer Run", "Robinson Property"), a road's work, or a
name naming two kinds gives nothing.
"""

import pytest

from extract.layout.segments import Segment
from extract.propose.project_type import read_project_type


def _kinds(text: str, labelled: bool = False) -> list[str]:
    seg = Segment(text=text, file="f.pdf", page=1, bbox=(0, 0, 1, 1), labelled=labelled)
    return [c.value for c in read_project_type(seg)]


@pytest.mark.parametrize("title, want", [
    ("Little Oaks Childcare", "institutional"),
    ("Sunrise Early Learning Center", "institutional"),
    ("Hilltop Middle School", "institutional"),
    ("St. Anne Church", "institutional"),
    ("Cedar Point Professional Center", "commercial"),
    ("Lakeview Office Center", "commercial"),
    ("Bistro Verde", "commercial"),
    ("Northgate Business Park", "industrial"),
    ("Summit Place Apartments", "multi_unit_residential"),
    ("Prairie Bluff Elementary Final Plat", "institutional"),
    ("#7 - Westwood Middle School Final Plat", "institutional"),
    ("Item 3 - Grace Lutheran Church Parking Expansion", "institutional"),
])
def test_a_title_closed_by_its_kind(title, want):
    assert _kinds(title) == [want]


@pytest.mark.parametrize("line, want", [
    ("RE: Birchwood High School Parking Lot Expansion -- Woodbury, Minnesota", "institutional"),
    ("Subject: Proposed 4410 Oak Ridge Road Subdivision Preliminary Plan Review by the District", "single_family_subdivision"),
    ("Reference: Grace Fellowship Church request for Conditional Use Permit", "institutional"),
    ("Re: Westfield Medical Clinic Stormwater Management Plan", "commercial"),
    ("Subject: Kiddie Academy Site Plan Review", "institutional"),
])
def test_a_memo_subject_names_the_kind(line, want):
    assert _kinds(line) == [want]
    assert _kinds(line, labelled=True) == [want]


@pytest.mark.parametrize("line", [
    "Re: Deer Run Stormwater Management Review - Project No. 2031-118",
    "Re: Johnson Property Concept Plan",
    "Subject: Comments on the Highway 5 corridor study near Eastview High School",
    "Subject: Meeting minutes of the Planning Commission",
])
def test_subjects_that_name_no_kind(line):
    assert _kinds(line) == []


@pytest.mark.parametrize("line, not_this", [
    ("RE: Main Street Reconstruction", "single_family_subdivision"),
    ("Re: Riverside Industrial Park Subdivision Final Plat", "single_family_subdivision"),
    ("Re: Elm Creek Commercial Subdivision", "single_family_subdivision"),
])
def test_subjects_whose_name_says_another_kind(line, not_this):
    assert not_this not in _kinds(line)


@pytest.mark.parametrize("title, not_this", [
    ("Cafe Avenue Reconstruction", "commercial"),
    ("Stormwater Management Report", None),
    ("Deer Run", None),
    ("Minnehaha Creek Bank", None),
    ("#5 - Minutes of the June meeting", None),
    ("#2 - Oak Street Reconstruction", "institutional"),
    ("Highway 12 School Crossing Improvements", "institutional"),
])
def test_titles_that_name_no_kind(title, not_this):
    got = _kinds(title)
    assert (not_this not in got) if not_this else got == []


@pytest.mark.parametrize("text, want", [
    ("The owner seeks a conditional use permit for a contractor's yard on the north parcel.", ["industrial"]),
    ("The applicant requests an interim use permit for a childcare center in the vacant storefront.", ["institutional"]),
    ("The subject property, which includes 9.4 acres, lies in the Downtown Mixed Use (DMU) Zoning District.", []),
    ("The parcel includes 3.1 acres and sits within the General Commercial zone.", []),
])
def test_plain_words_in_prose(text, want):
    assert _kinds(text) == want


@pytest.mark.parametrize("line, want", [
    ("Project Location: A retail development project where Oak Street meets 5th Avenue, Hopkins, MN.", ["commercial"]),
    ("Project site: an industrial building on Lot 3 of the Eastgate plat", ["industrial"]),
    ("Project Location: the existing industrial building at 900 Main Street", []),
    ("Project Location: Lot 2, Block 1, Pine Ridge Commercial Park", []),
    ("Project Location: 14250 County Road 6, Plymouth", []),
])
def test_a_location_field_that_says_what_the_project_is(line, want):
    assert _kinds(line) == want
    assert _kinds(line, labelled=True) == want


@pytest.mark.parametrize("title, want", [
    ("Correspondence on the review of a subdivision (continued)", ["single_family_subdivision"]),
    ("Permit application for a new elementary school", ["institutional"]),
    ("Review of a commercial subdivision", ["commercial"]),
    # near misses: a rule reviewed, a request with no kind, a body's report
    ("Review of the subdivision ordinance", []),
    ("Application for a variance", []),
    ("Report of the Planning Commission", []),
])
def test_a_title_says_what_the_document_reviews(title, want):
    assert _kinds(title) == want
