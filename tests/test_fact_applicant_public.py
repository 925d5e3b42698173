"""Whether the applicant is a public entity (applicant_public_entity): named on a form, described in prose
("a municipal corporation", "a private developer"), on a letterhead, or as the client an application is made for.

A public applicant changes what the rule asks (a surety, for one). Near misses - a city or county named
elsewhere, the applicant's engineer, a condition ("if the applicant were ..."), a developer or neighbour,
a table of adjacent owners - must read nothing, since a false "public" is worse than a miss."""

from __future__ import annotations

import pytest

from extract.layout.segments import Segment
from extract.propose.applicant import read_applicant, read_applicant_row
from extract.propose.applicant_self import read_self_description
from extract.propose.public_author import read_public_author
from extract.words.public_names import public_name

from fact_helpers import applicant_values, facts_of, seg, value


# -- a public body's own memo, or a report commissioned by it ------------------------------------------
def public_author(text, letterhead=None):
    return [c.value for c in read_public_author(Segment(text, "f.pdf", 1, None), letterhead)]


# -- applicant public entity ----------------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "Applicant: Hennepin County Transportation Department",
    "Applicant: Minnesota Department of Transportation (MnDOT) Metro District",
    "Applicant: City of Minnetonka Public Works",
    "Applicant: Three Rivers Park District",
    "Owner: Independent School District No. 276",
    "APPLICANT\nCity of Plymouth Engineering Department",
    "Applicant Name:\nHennepin County Public Works",
    "Permittee: City of Wayzata",
    "Public entity?  Yes",
    "Is the applicant a public entity? Yes",
    # public applicants
    "Applicant: Hennepin County Public Works - Transportation Project Delivery",
    "Applicant / Owner: MnDOT Metro District",
    "APPLICANT:  Minnesota Department of Transportation",
    "Applicant\nMinnehaha Creek Watershed District",
    "Property Owner: Minneapolis Park and Recreation Board",
    "Applicant: Wayzata Public Schools (ISD 284)",
    "Permit Applicant: City of St. Louis Park, Engineering Division",
    # public applicants in form layouts
    "Applicant:\tCity of Minnetonka\tPhone:\t952-939-8200",
    "Applicant Name    Three Rivers Park District",
    "Applicant Type:  [X] Public   [ ] Private",
    # a public applicant said in prose
    "The project is undertaken by Hennepin County, a public entity.",
    "The City of Victoria, a municipal corporation, is the applicant.",
    "The applicant, Three Rivers Park District, is a public agency.",
])
def test_public_applicants(text):
    assert value(text, "applicant_public_entity") is True


@pytest.mark.parametrize("text", [
    "Applicant: Lakeview Partners LLC",
    "Owner: Ryan Companies US, Inc.",
    "Public entity?  No",
])
def test_private_applicants_stay_private_or_absent(text):
    assert value(text, "applicant_public_entity") in (False, None)


# -- guards: nothing public, typed or sized without being said -----------------------------------------------
@pytest.mark.parametrize("text", [
    "Applicant: Lakeview Partners LLC\nThe site is located in the City of Minnetonka.",
    "Engineer: Bolton & Menk, Inc.\nCity Project No. 2024-07, City of Plymouth review",
    "Applicant: Oak Ridge Homes, Inc.\nThe plat will dedicate right-of-way to Hennepin County.",
    # tables and gaps name no public applicant by accident
    "Adjacent parcels\nPID\tOwner\tUse\n27-117-22-11-0001\tCity of Minnetonka\tPark\n27-117-22-11-0002\tHennepin County\tRoad",
    "Applicant\tEngineer\tSurveyor\nLakeview Partners LLC\tWSB\tDemarc",
    "Applicant   shall provide a financial surety.",
])
def test_a_city_or_county_named_elsewhere_is_not_the_applicant(text):
    assert value(text, "applicant_public_entity") is not True


@pytest.mark.parametrize("text, value", [
    ("Hennepin County is the applicant.", True),
    ("The City of St. Louis Park is the applicant. This is a trail-only project.", True),
    ("The applicant is the City of Edina.", True),
    ("The applicant is Lakeview Homes LLC.", False),
    # near misses: a condition, a negation, the applicant's engineer, a name that says neither
    ("If the City of Edina is the applicant, no surety is needed.", None),
    ("The City of Edina is not the applicant.", None),
    ("Hennepin County is the applicant's engineer of record.", None),
    ("Bolton & Menk is the applicant for the county.", None),
    ("The applicant is the owner.", None),
    # the applicant said in a bracket
    ("The City of Victoria (a statutory city, the applicant) will widen 82nd Street.", True),
    ("Lake Homes LLC (a builder, not the applicant) will build.", None),
    # the applicant with an appositive
    ("The City of Excelsior, a Minnesota statutory city, is the applicant.", True),
    ("The City of Minnetonka, a municipal corporation, is the applicant and will own and maintain the improvement.", True),
    ("Lake Homes LLC, a builder, is not the applicant.", None),
])
def test_the_applicant_named_plainly(text, value):
    got = [c.value for c in read_applicant(seg(text))]
    assert got == ([] if value is None else [value])


# -- applicant, project type, contours, negation, freeboard ---------------------------------------------
@pytest.mark.parametrize("name, value", [
    ("City of Minnetonka (municipal corporation)", True),
    ("City of Mound, a Minnesota municipal corporation", True),
    ("Acme Corporation", False),
    ("Lake Homes LLC (a municipal corporation)", False),
    # company abbreviations
    ("Pioneer Land Co. (private)", False),
    ("Acme Co.", False),
    ("City of Mound", True),
    # public names
    ("Carver County Community Development Agency", True),
    ("Edina Economic Development Authority", True),
    ("County Road Development LLC", False),
])
def test_a_public_bodys_legal_form(name, value):
    assert public_name(name) is value


def test_a_school_district_with_its_other_name_in_brackets():
    text = ("Independent School District No. 277 (Westonka Public Schools) is a public school district and a political "
            "subdivision of the State of Minnesota.")
    assert [c.value for c in read_applicant(seg(text))] == [True]


@pytest.mark.parametrize("text, public", [
    ("The applicant is a private trust.", False),
    ("The owner is a private LLC.", False),
    ("The City of Excelsior, a Minnesota statutory city, is the applicant.", True),
    ("Carver County, a Minnesota county, applies for the permit.", True),
    ("John Smith, a city resident, applies for a permit.", None),
])
def test_the_applicant_described(text, public):
    got = [c.value for c in read_self_description(seg(text))]
    assert got == ([] if public is None else [public])


# --- a developer is not the applicant ---------------------------------------------------------------
@pytest.mark.parametrize("text, value", [
    ("Developer: Lakeview Ridge Development, Inc.", None),
    ("Developer's name: Acme Homes LLC", None),
    ("Applicant: Lakeview Ridge Development, Inc.", False),
    ("Owner: City of Victoria", True),
    ("Applicant: City of Shorewood", True),
])
def test_only_an_applicant_or_owner_names_the_applicant(text: str, value: bool | None) -> None:
    got = [c.value for c in read_applicant(seg(text, True))]
    assert got == ([] if value is None else [value])


def test_a_public_body_with_an_adverb_before_its_verb():
    text = "The City of Minnetonka, a public entity, will fully reconstruct 1.9 miles of local streets."
    assert [c.value for c in read_self_description(seg(text))] == [True]


def test_a_public_body_described_in_brackets_then_its_work():
    text = "The City of Mound (a municipal corporation) will tear out the dead-end stub of Shoreline Lane."
    assert [c.value for c in read_self_description(seg(text))] == [True]
    assert [c.value for c in read_applicant(seg("Who is applying: Acme Marina Holdings LLC", labelled=True))] == [False]


def test_a_public_body_doing_the_work():
    from extract.propose.applicant import read_public_prose
    yes = seg("Three Rivers Park District (the Park District), a public agency and special park district of the State of "
              "Minnesota, intends to build a new paved regional trail connection.")
    assert [c.value for c in read_public_prose(yes)] == [True]
    assert read_public_prose(seg("Lakeview Homes LLC, a public agency, intends to build homes.")) == []


@pytest.mark.parametrize("text", [
    "The District will not require a performance bond from cities, counties or the state.",
    "If the applicant were a public entity, no surety would be required.",
    "Stormwater from Hennepin County right-of-way enters the site.",
    # a public applicant in prose needs a public name and a plain statement
    "The project is not undertaken by Hennepin County, a public entity.",
    "The project is undertaken by Acme Homes LLC, a public entity.",
    "The applicant, Bob Smith, is a public agency.",
    "If the work were sponsored by Hennepin County, a public entity, no surety would be needed.",
])
def test_public_bodies_named_otherwise_are_no_applicant(text):
    assert value(text, "applicant_public_entity") is None


@pytest.mark.parametrize("text,expected", [
    ("This is a street project of the City of St. Louis Park (a public applicant).", True),
    ("Southview Academy, a private K-12 school; the Owner is not a public entity.", False),
    ("The applicant is not a public entity.", False),
    # the one an application is submitted for
    ("On behalf of Vicksburg Crossing Development LLC we submit the enclosed application for a retail center.", False),
    ("On behalf of the City of Wayzata, we submit the attached permit application.", True),
    ("On behalf of the District, we thank you for your application.", None),
    ("On behalf of Acme Holdings LLC we are not submitting an application.", None),
    # the applicant described as public or private beside its name
    ("The applicant is a private property owner.", False),
    ("The applicants are private homeowners; they are not a public entity.", False),
    ("Prepared for Hamel Ridge Development LLC, a private Minnesota limited liability company (not a public body).", False),
    ("Stieger Lake Land Co. LLC, a private developer, asks for a Rule N permit for the 2nd Addition.", False),
    ("Stieger Lake Land Co. LLC , a private  developer , asks for a Rule N permit .", False),  # OCR spacing
    ("NWBC Building 3 LLC is a private industrial developer.", False),
    ("The congregation is a private nonprofit religious corporation, not a government body.", False),
    ("Owner/developer: Lyman Lakes Homes, Inc. (private).", False),
    ("The applicant, Lakeview Preserve Partners LLC, is a private land developer.", False),
    ("The City of Wayzata, a municipal corporation, will reconstruct Lake Street East from Barry Avenue to Ferndale Road.", True),
    ("Prepared for the City of Shorewood (a Minnesota municipal corporation) by Barr Engineering Co., Minneapolis.", True),
    ("The applicant is Hennepin County, a public entity.", True),
    ("The applicant is the City of Edina, a municipal corporation.", True),
    ("The owner is a private limited liability company.", False),
    ("Owner: Glen Lake Montessori Academy, a private non-profit school", False),
    ("Applicant: Westwood Academy, a private school", False),
    ("Glen Lake Montessori Academy - Gymnasium and Classroom Addition Owner: Glen Lake Montessori Academy, a private "
     "non-profit school", False),
    ("On behalf of the City of Shorewood, the applicant and a public entity, we ask the District to confirm that the "
     "Smithtown Road Trail needs no stormwater permit.", True),
])
def test_the_applicant_said_public_or_not(text, expected):
    assert value(text, "applicant_public_entity") is expected


def test_a_conditional_not_public_is_unread():
    assert value("If the applicant is not a public entity, a surety is required.", "applicant_public_entity") is None


@pytest.mark.parametrize("text", [
    "If the applicant were a private developer, a surety would be required.",
    "The parcel to the north is owned by Smith Homes LLC, a private developer, and is not part of this work.",
    "Smith Homes LLC, a private developer, owns the lot to the east.",
    "Lakeside Homes LLC is a private developer that owns the parcel to the north.",
    "The adjacent owner is a private party, not a public body.",
    "Hennepin County, a public entity, maintains the storm sewer on CSAH 5.",
    "The City of Excelsior, a municipal corporation, will review the plans.",
    "Prepared by Barr Engineering Co., a private engineering firm.",
    "The road is a private drive.",
    "The owner of the adjacent parcel is a private company.",
    "On behalf of the neighbouring owner, a private company, we object to the grading.",
    "Drainage from the site crosses land whose owner: Acme LLC, a private company.",  # a lower-case owner mid-sentence
    "The owner is a private company.\nApplicant: City of Hopkins",  # the named applicant outranks the owner
    "The City of Minnetonka is a private developer.",  # a name and a description that disagree
    "Applicant is a governmental unit: \u2610 yes: \u2612 no\nApplicant: Southdale Health Properties LLC",
])
def test_descriptions_that_are_not_the_applicants(text):
    if "Southdale" in text:  # a form's unticked question is no description: the named LLC alone speaks
        assert value(text, "applicant_public_entity") is False
    elif "Hopkins" in text:
        assert value(text, "applicant_public_entity") is True
    else:
        assert value(text, "applicant_public_entity") is None


@pytest.mark.parametrize("text, expected", [
    ("On behalf of our client, Independent School District No. 276, a public school district, we submit the "
     "enclosed permit application.", True),
    ("On behalf of my client, Hennepin County, I submit this application for the CSAH 19 work.", True),
    ("On behalf of our client, Lotus Row Partners LLC, a Minnesota limited liability company, we submit the "
     "attached permit application.", False),
    ("On behalf of the City of Orono, a statutory city, we are submitting the enclosed application.", True),
    # an owner applicant label inside a sentence
    ("shop, 24 parking stalls and a double stacking lane. Owner/applicant: Ridgedale Pad LLC (private).", False),
    ("The pavilion replaces the old shelter. Owner/applicant: City of Deephaven.", True),
    ("Two buildings are proposed. Owner and applicant: Three Rivers Park District", True),
    ("A new wing is added. Owner/applicant: Lakeside Holdings LLC", False),
])
def test_the_client_an_application_is_submitted_for(text, expected):
    assert applicant_values(text) == [expected]


@pytest.mark.parametrize("text", [
    "On behalf of our client, we submit the enclosed permit application.",
    "We are not submitting on behalf of our client, Independent School District No. 276, a public school "
    "district, we submit only comments on the application.",
    "If on behalf of our client, Hennepin County, we submit an application later, the fee applies.",
    # owner applicant words that are not a label
    "The owner/applicant shall provide a maintenance agreement.",
    "Adjacent owner/applicant of the 2019 permit was the City of Wayzata",
    "Owner/applicant signature block follows below",
])
def test_no_public_reading_without_a_named_public_client(text):
    assert applicant_values(text) == []  # no reading at all: neither public nor private


def test_a_client_named_like_a_person_reads_private_never_public():
    """"Ridgedale Pad" has the shape of a person's name, which the applicant reader takes as private
    (as it does for any person named as applicant); it is never read as a public body."""
    assert applicant_values("On behalf of our client, Ridgedale Pad, we submit the enclosed permit application.") == [False]


@pytest.mark.parametrize("text", [
    "Stormwater Management Report prepared for the City of St. Louis Park",
    "The City of St. Louis Park will build a 12-foot-wide concrete multi-use trail.",
    "Hennepin County proposes to reconstruct CSAH 19 from TH 7 to Smithtown Road.",
    "Three Rivers Park District plans to construct a regional trail connection.",
])
def test_a_public_body_named_as_doing_the_work_or_commissioning_the_report(text):
    assert public_author(text) == [True]


@pytest.mark.parametrize("text", [
    "Prepared for: Lakeview Flats Owner LLC",  # a company a report is prepared for may not be the applicant
    "Ridgeview Homes, Inc. will build 24 homes.",  # a company that builds may be the contractor
    "If the City of Edina were to reconstruct the street, Rule N would apply.",
    "The City of Wayzata will not reconstruct the street this year.",
    "The City will reconstruct 1.7 miles of local streets.",  # no letterhead: which city is not said
])
def test_no_public_author_is_read_from_near_misses(text):
    assert public_author(text) == []


def test_the_city_on_its_own_letterhead_is_the_public_applicant():
    assert public_author("The City will reconstruct 1.7 miles of local streets.", letterhead="CITY OF EDINA") == [True]
    assert public_author("The County will reconstruct 1.7 miles of local streets.", letterhead="CITY OF EDINA") == []


def test_a_memo_on_city_letterhead_reads_public_through_the_package():
    memo = ("CITY OF EDINA\nEngineering Department | 7450 Metro Boulevard, Edina, MN 55439\n"
            "To: Minnehaha Creek Watershed District\n"
            "The City will reconstruct 1.7 miles of local streets in the Morningside neighborhood.\n")
    assert facts_of(memo, file="memo.pdf").value("applicant_public_entity") is True


def test_a_consultants_letterhead_is_no_public_body():
    memo = ("NORTHGATE ENGINEERING\n1200 Main Street\nThe City will reconstruct 1.7 miles of local streets.\n")
    assert facts_of(memo, file="memo.pdf").value("applicant_public_entity") is None


def test_a_public_school_district_expanding_its_school():
    text = "Independent School District No. 276, a public school district, is expanding Clear Springs Elementary."
    assert [c.value for c in read_applicant(seg(text))] == [True]
    assert [c.value for c in read_applicant(seg("Southview Academy, a private school, is expanding its gym."))] == [False]


@pytest.mark.parametrize("text, value", [
    ("Northstar Logistics, Inc. (a private corporation) is the applicant and understands a bond will be required.", [False]),
    ("Applicant type: private developer.", [False]),
    ("Applicant type: [ ] private [X] public", [True]),
    ("Applicant type: Private / Public", []),
])
def test_applicant_standing_in_other_words(text, value):
    assert [c.value for c in read_applicant(seg(text, labelled=text.startswith("Applicant type")))] == value


def test_a_bare_standing_in_the_applicants_cell():
    assert [c.value for c in read_applicant_row(seg("Applicant\tprivate\tHollis Development Co., not a public entity", True))] == [False]


# -- the applicant in other voices: labels, blocks, the line below, the public-entity question -------------------
@pytest.mark.parametrize("text,public", [
    ("Public entity? No", False),
    ("Public entity?\tYes", True),
    ("Is the applicant a public entity? No", False),
    ("Applicant: Hennepin County Transportation", True),
    ("Owner: ISD 276", True),
    ("Applicant: Independent School District No. 284", True),
    ("Applicant Name:\tCity of Minnetonka Public Works", True),
    ("Applicant: Three Rivers Park District", True),
    ("Applicant: Lakeview Partners LLC", False),
    ("Applicant: Hennepin Crossing Apartments LLC", False),
])
def test_applicant_voices(text, public):
    assert value(text, "applicant_public_entity") is public


@pytest.mark.parametrize("text,public", [
    ("APPLICANT\nCity of Wayzata\n600 Rice Street East", True),
    ("Applicant:\nMinnehaha Holdings, LLC\n123 Main St", False),
    ("Applicant Name\nHennepin County Public Works\n1600 Prairie Drive", True),
])
def test_applicant_on_the_line_below_its_label(text, public):
    assert value(text, "applicant_public_entity") is public


@pytest.mark.parametrize("text,public", [
    ("PUBLIC ENTITY?  NO", False),
    ("Public Entity (Yes/No): No", False),
    ("Is applicant a public entity?  [ ] Yes  [X] No", False),
    ("Public entity?  [X] Yes  [ ] No", True),
    ("Public entity? ☐ Yes ☒ No", False),
    ("Applicant is a public entity: Yes", True),
    ("Public entity? X No", False),
    ("Public entity? Yes X No", False),
    ("Public entity? [ ] Yes [ ] No", None),
])
def test_public_entity_question_answers(text, public):
    assert value(text, "applicant_public_entity") is public


@pytest.mark.parametrize("text,public", [
    ("Permittee: Hennepin County", True),
    ("Applicant Information\nName: City of Wayzata\nAddress: 600 Rice St", True),
    ("Developer: Lakeview Partners LLC", None),  # a developer is not said to be the applicant
    ("Applicant's Name and Address: City of Excelsior, 339 Third St", True),
    ("Applicant: Lakeview Partners LLC\nOwner: City of Hopkins", False),  # the applicant outranks the owner
    ("Engineer Information\nName: Westwood Professional Services, Inc.", None),  # the engineer is not the applicant
])
def test_applicant_labels_and_blocks(text, public):
    assert value(text, "applicant_public_entity") is public
