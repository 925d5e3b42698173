"""The kind of project when streets are named beside it: a public or private street, street
construction, an access or frontage road or a trail built as part of a subdivision, an apartment, a
retail or restaurant site or a school adds no linear type, and a memo naming many streets keeps the kind
it describes. The other way round, a road project keeps its linear kind beside the commercial properties
and homes along it. Either way no conflict is raised: a false conflict leaves the project without a type.
"""

import pytest

from kind_helpers import facts_of


CASES = [
    # ---- a street built inside a subdivision or a site adds no linear type ----
    pytest.param(("The plat of Cedar Ridge creates 24 single-family lots.",
                  "The project also includes a new public street, Cedar Ridge Court, and a stormwater pond."), "single_family_subdivision", id="plat-with-new-public-street"),
    pytest.param(("The project is a residential subdivision of 18 single-family lots.",
                  "A new public street will be constructed within the subdivision."), "single_family_subdivision", id="subdivision-street-within"),
    pytest.param(("The project is a residential subdivision of 18 single-family lots.",
                  "Street construction includes curb and gutter, storm sewer and a cul-de-sac."), "single_family_subdivision", id="subdivision-street-construction"),
    pytest.param(("The project constructs a 62-unit apartment building.",
                  "The project includes a new private street and surface parking."), "multi_unit_residential", id="apartments-private-street"),
    pytest.param(("The project constructs a 12,000 square foot retail building.",
                  "Site work includes the construction of a new access road to the building."), "commercial", id="retail-access-road"),
    # ---- a memo naming many streets keeps the kind it describes ----
    pytest.param(("PROJECT NARRATIVE\nThe Preserve at Cedar Ridge is a residential subdivision of 24 single-family lots on 11.2 acres.",
                  "Street A will be constructed as a 28-foot urban section with curb and gutter.",
                  "Access will be from County Road 19.",
                  "Streets and utilities will be constructed in the first phase.",
                  "Public street improvements include a cul-de-sac and sidewalk along Street A."), "single_family_subdivision", id="subdivision-memo-many-streets"),
    pytest.param(("The applicant proposes a 9,000 sf restaurant with a drive-through.",
                  "Frontage road reconstruction along the site is included in the project."), "commercial", id="restaurant-frontage-road"),
    pytest.param(("The school district proposes a 2-story classroom addition to Westwind Elementary.",
                  "The project also includes a new trail along the east property line."), "institutional", id="school-addition-trail"),
    # road projects keep their kind beside the uses along them
    pytest.param(("The City of Wayzata proposes to reconstruct Lake Street East between Ferndale Road and Barry Avenue.",
                  "The adjacent commercial properties will keep their accesses.",
                  "The project includes new sidewalk on both sides."), "linear", id="city-reconstructs-street-businesses-along"),
    pytest.param(("Hennepin County will reconstruct CSAH 101 from CSAH 6 to TH 12.",
                  "Several single-family homes along the corridor will have driveways reconstructed."), "linear", id="county-reconstructs-highway-homes-along"),
    pytest.param(("2026 STREET AND UTILITY IMPROVEMENTS",
                  "The City will reconstruct 1.8 miles of residential streets in the Bayview neighborhood."), "linear", id="street-and-utility-improvements"),
]


@pytest.mark.parametrize("texts,expected", CASES)
def test_streets_beside_the_project_keep_its_kind(texts, expected):
    f = facts_of(*texts)
    assert f.value("project_type") == expected
    assert f.facts["project_type"].conflict is None
