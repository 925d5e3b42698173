"""Facts from the sixth outside set's phrasings, each class with near-misses beside it."""

from __future__ import annotations

import pytest

from extract.propose.applicant import read_applicant
from extract.propose.project_type import read_project_type
from extract.propose.quantities import read_sentence
from extract.layout.segments import Segment


def _types(text: str) -> list[str]:
    return [c.value for c in read_project_type(Segment(text=text, file="f.pdf", page=1, bbox=None))
            if c.name == "project_type"]


@pytest.mark.parametrize("text, expected", [
    ("Addition and Site Improvements, 5701 County Road 101, Minnetonka On behalf of our client, Independent "
     "School District No. 276, a public school district, we submit the enclosed permit application.", "institutional"),
    ("Re: Addition to the library at 4800 Trunk Highway 7; the project constructs a new reading room.", "institutional"),
    ("The church at 18500 County Road 6 proposes to construct a fellowship hall addition.", "institutional"),
    ("The owner proposes to build a new restaurant at 12001 County Road 19.", "commercial"),
])
def test_a_numbered_road_address_is_not_road_work(text, expected):
    # the address never reads as road work; what else is read must be the building's own kind
    assert set(_types(text)) <= {expected}


def test_the_school_at_a_county_road_address_is_institutional():
    assert _types("Addition and Site Improvements, 5701 County Road 101, Minnetonka On behalf of our client, "
                  "Independent School District No. 276, a public school district, we submit the enclosed "
                  "permit application.") == ["institutional"]


@pytest.mark.parametrize("text", [
    "The project reconstructs County Road 101 between Highway 7 and Excelsior Boulevard.",
    "Hennepin County proposes the reconstruction of County Road 19 with new trail.",
    "The city will reconstruct 1.2 miles of Trunk Highway 7 frontage road.",
])
def test_road_work_on_a_numbered_road_is_still_linear(text):
    assert _types(text)[:1] == ["linear"]


def _public(text: str) -> list[bool]:
    return [c.value for c in read_applicant(Segment(text=text, file="f.pdf", page=1, bbox=None))
            if c.name == "applicant_public_entity"]


@pytest.mark.parametrize("text, expected", [
    ("On behalf of our client, Independent School District No. 276, a public school district, we submit the "
     "enclosed permit application.", True),
    ("On behalf of my client, Hennepin County, I submit this application for the CSAH 19 work.", True),
    ("On behalf of our client, Lotus Row Partners LLC, a Minnesota limited liability company, we submit the "
     "attached permit application.", False),
    ("On behalf of the City of Orono, a statutory city, we are submitting the enclosed application.", True),
])
def test_the_client_an_application_is_submitted_for(text, expected):
    assert _public(text) == [expected]


@pytest.mark.parametrize("text", [
    "On behalf of our client, we submit the enclosed permit application.",
    "We are not submitting on behalf of our client, Independent School District No. 276, a public school "
    "district, we submit only comments on the application.",
    "If on behalf of our client, Hennepin County, we submit an application later, the fee applies.",
])
def test_no_public_reading_without_a_named_public_client(text):
    assert _public(text) == []  # no reading at all: neither public nor private


def test_a_client_named_like_a_person_reads_private_never_public():
    """"Ridgedale Pad" has the shape of a person's name, which the applicant reader takes as private
    (as it does for any person named as applicant); it is never read as a public body."""
    assert _public("On behalf of our client, Ridgedale Pad, we submit the enclosed permit application.") == [False]


@pytest.mark.parametrize("text, expected", [
    ("shop, 24 parking stalls and a double stacking lane. Owner/applicant: Ridgedale Pad LLC (private).", False),
    ("The pavilion replaces the old shelter. Owner/applicant: City of Deephaven.", True),
    ("Two buildings are proposed. Owner and applicant: Three Rivers Park District", True),
    ("A new wing is added. Owner/applicant: Lakeside Holdings LLC", False),
])
def test_an_owner_applicant_label_inside_a_sentence(text, expected):
    assert _public(text) == [expected]


@pytest.mark.parametrize("text", [
    "The owner/applicant shall provide a maintenance agreement.",
    "Adjacent owner/applicant of the 2019 permit was the City of Wayzata",
    "Owner/applicant signature block follows below",
])
def test_owner_applicant_words_that_are_not_a_label(text):
    assert _public(text) == []


def _site(text: str) -> list[float]:
    return [c.value for c in read_sentence(Segment(text=text, file="f.pdf", page=1, bbox=None))
            if c.name == "site_area_ac"]


@pytest.mark.parametrize("text", [
    "Deer Run Ridge (1st Addition, 13 lots on 7.48 acres, platted 2021 and built out in 2022-2023) lies "
    "immediately west and was developed by the same owner.",
    "The first phase, 20 single-family lots on 9.1 acres, was completed in 2019.",
    "Cedar Ridge (previous phase: 14 lots on 6.0 acres) drains to the same pond.",
    "The original addition of 9 homes on 3.3 acres, built in 2018, lies to the east.",
])
def test_an_earlier_phase_land_is_not_the_site(text):
    assert _site(text) == []


@pytest.mark.parametrize("text, expected", [
    ("The 2nd Addition plats 11 single-family lots on 6.24 acres.", 6.24),
    ("The project is a 31-lot plat on 11.20 acres.", 11.2),
    ("The second phase creates 18 single-family lots on 8.5 acres, to be built in 2027.", 8.5),
])
def test_the_phase_applied_for_still_gives_its_site(text, expected):
    assert _site(text) == [expected]


@pytest.mark.parametrize("text, expected", [
    ("The school property is 14.80 acres. Construction will disturb 9.6 acres.", 14.8),
    ("Our church parcel is 3.2 acres and drains north.", 3.2),
    ("The property (PID 24-117-22-33-0008) is 11.64 acres and is zoned I-1 Industrial.", 11.64),
    ("The site (PIN 12-345-67-89) is 2.75 acres.", 2.75),
])
def test_an_owner_kind_or_an_identifier_before_the_site_size(text, expected):
    assert _site(text) == [expected]


@pytest.mark.parametrize("text", [
    "The adjacent school property is 14.80 acres.",
    "The school gym is 1.2 acres.",
    "The property (Lot 3, 1.20 ac) is 11.64 acres.",
    "A neighbouring church parcel is 3.2 acres.",
])
def test_a_neighbour_or_a_part_still_gives_no_site(text):
    assert _site(text) == []


@pytest.mark.parametrize("text", [
    "The project replaces a vacant bank building with a 2,150 sf drive-through coffee shop and 24 stalls.",
    "The owner proposes to construct a new coffee shop with a drive-thru lane.",
    "The applicant will build a 3,000 sf fast-food restaurant pad.",
    "The project constructs a pharmacy with a drive-through window.",
])
def test_shops_named_by_their_trade_are_commercial(text):
    assert _types(text)[:1] == ["commercial"]


@pytest.mark.parametrize("text", [
    "The existing coffee shop will be demolished and the site left as turf.",
    "A former pharmacy on the lot is vacant.",
    "The project will not include any cafe or other retail space.",
])
def test_a_shop_that_is_old_or_not_built_names_no_type(text):
    assert _types(text) == []
