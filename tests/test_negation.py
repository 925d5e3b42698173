"""Negation: what is denied, deferred or conditional is never read as present."""

import pytest

from extract.words.negation import clause_around, is_deferred, is_negated
from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts


def facts_of(*texts):
    return read_facts([page_from_text(t, file="n.pdf", number=i + 1) for i, t in enumerate(texts)])


def test_clause_scoping():
    s = "No wetlands are present on site, but a pond is proposed."
    assert is_negated(s, 0, 11)
    pos = s.index("pond")
    assert not is_negated(s, pos, pos + 4)
    assert "pond" in clause_around(s, pos, pos + 4)


@pytest.mark.parametrize("text", ["The NPDES permit will be obtained prior to construction.",
                                  "A maintenance agreement is to be recorded.",
                                  "Coverage has been requested."])
def test_deferred(text):
    assert is_deferred(text)


@pytest.mark.parametrize("text,value", [
    ("Infiltration is not proposed due to clay soils.", False),
    ("No infiltration is proposed.", False),
    ("Infiltration was evaluated but is not feasible due to contaminated soils.", False),
    ("An infiltration basin is proposed east of the building.", True),
    ("Runoff will be infiltrated in an underground infiltration chamber system.", True),
])
def test_infiltration(text, value):
    assert facts_of(text).value("infiltration_proposed") is value


@pytest.mark.parametrize("text", [
    "Infiltration rates of 0.8 in/hr were assumed for HSG B soils.",
    "If infiltration is proposed, soil borings are required.",
])
def test_infiltration_neutral(text):
    assert facts_of(text).value("infiltration_proposed") is None


def test_infiltration_both_ways_is_a_conflict():
    f = facts_of("An infiltration basin is proposed.", "Infiltration is not feasible on this site.")
    fact = f.facts["infiltration_proposed"]
    assert fact.value is None and fact.conflict and len(fact.evidence) == 2


@pytest.mark.parametrize("text,value", [
    ("The site is not landlocked.", False),
    ("The downstream wetland is landlocked.", True),
    ("Runoff drains to a landlocked basin with no outlet.", True),
])
def test_landlocked(text, value):
    assert facts_of(text).value("landlocked") is value


def test_landlocked_conditional_is_nothing():
    assert facts_of("If the receiving area is landlocked, back-to-back events apply.").value("landlocked") is None


@pytest.mark.parametrize("text,cid", [
    ("No riprap is proposed at the outlet.", "N.4.8"),
    ("Energy dissipation at the outfall was not provided.", "N.4.8"),
    ("The pond outlet does not include a skimmer.", "N.5.2"),
    ("If required, riprap will be placed at the outfall.", "N.4.8"),
    ("The project is not consistent with the City's local water management plan.", "N.4.7"),
])
def test_negated_statements_do_not_count(text, cid):
    assert cid not in facts_of(text).statements


@pytest.mark.parametrize("text,cid", [
    ("Riprap will be placed at the pond outlet to prevent erosion and scour.", "N.4.8"),
    ("The outlet structure includes a baffle skimmer to remove floatables for the 1-year event.", "N.5.2"),
    ("The project will have no adverse impact on off-site water levels.", "N.4.3"),
    ("Off-site runoff from the 4.2-acre tributary area was included in the HydroCAD model.", "N.4.4"),
    ("Detention was designed using reservoir routing of the critical-duration events.", "N.4.2"),
    ("Stormwater BMPs were designed in accordance with the MPCA Minnesota Stormwater Manual.", "N.3.0"),
    ("Permanent BMPs include a wet pond, a rain garden and sump catch basins.", "N.3.2"),
    ("The stormwater design conforms to the City of Edina Comprehensive Water Resources Management Plan.", "N.4.7"),
    ("Back-to-back 100-year events were analysed for the landlocked basin.", "N.4.5"),
])
def test_statements(text, cid):
    assert cid in facts_of(text).statements


def test_n46_needs_both_parts():
    one = facts_of("The pond is located above the 100-year flood elevation of Lake Minnetonka.")
    assert "N.4.6" not in one.statements
    both = facts_of("The pond is located above the 100-year flood elevation of Lake Minnetonka.",
                    "The pond is within a drainage and utility easement.")
    assert "N.4.6" in both.statements


# A staff report's or permit findings' voice: what the proposal "would" do if approved is what it does; a "would" that is
# a condition, a counterfactual, an obligation or someone else's project is not.
@pytest.mark.parametrize("text, name, value", [
    ("The project would turn an existing undeveloped lot into a commercial center with 8 retail buildings.",
     "project_type", "commercial"),
    ("The project would create 3.1 acres of new impervious surface.", "net_impervious_increase_ac", 3.1),
    ("The proposed development would construct 24 townhomes on a 6.2-acre site.", "site_area_ac", 6.2),
    # near misses
    ("If the parcel were split, the project would create 3.1 acres of new impervious surface.", "net_impervious_increase_ac", None),
    ("The project would need to treat 2.0 acres of new impervious surface.", "net_impervious_increase_ac", None),
    ("Without the pond, the development would create 3.1 acres of new impervious surface.", "net_impervious_increase_ac", None),
    ("A larger project would create 3.1 acres of new impervious surface.", "net_impervious_increase_ac", None),
    ("The project could create 3.1 acres of new impervious surface.", "net_impervious_increase_ac", None),
    ("The project would be required to treat 3.1 acres of new impervious surface.", "net_impervious_increase_ac", None),
])
def test_what_the_proposal_would_do(text, name, value):
    assert facts_of(text).value(name) == value


# "When the project is finished, ...": a time, the project's own end state, not a condition
@pytest.mark.parametrize("text, value", [
    ("When the project is finished, the site will have about 2.42 acres of new impervious surfaces, including the "
     "streets, parking lots and rooftops.", 2.42),
    ("Once the development is complete, the site will have 1.8 acres of new impervious surface.", 1.8),
    # near misses: any project's end, a modal, a condition inside
    ("When a project is finished, the site will have about 2.42 acres of new impervious surfaces.", None),
    ("When the project is finished, the site may have 2.42 acres of new impervious surfaces.", None),
    ("When the project is finished, if the pond is built, the site will have 2.42 acres of new impervious surfaces.", None),
])
def test_when_the_project_is_finished(text, value):
    assert facts_of(text).value("net_impervious_increase_ac") == value
