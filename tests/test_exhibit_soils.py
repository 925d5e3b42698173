"""Section 6 item (5), N.6.A.5: the site's soils and their permeability, shown on the plans.

Recognised from a plan's notes naming the soil (series, HSG or Unified classification) with its
permeability or infiltration rate, even across two numbered notes, and from a report sentence that
points at the sheet showing them. The report's own statement of the soils is the analysis, not the
plan exhibit, and stays missing, as do a soil with no rate, a rate with no soil, and a rate still to be
tested or only hedged.
"""

import pytest

from extract.exhibits.content import states_soils

from exhibit_helpers import cases, certified_sheet, found, over_sheet_number


REPORT_TEXT = [
    ("Soils are Hydrologic Soil Group B loam with a design infiltration rate of 0.45 in/hr, as shown on Sheet C2.0.", True, "soils-are-hydrologic-soil-group-b-loam"),
    ("HSG C soils (permeability 0.2-0.6 in/hr) are mapped on the existing conditions plan.", True, "hsg-c-soils-permeability-0-2-0-6-in-hr-are"),
    ("Soils are Lester loam, HSG B, with an infiltration rate of 0.45 in/hr.", False, "soils-are-lester-loam-hsg-b-with-an"),  # the report's own analysis
    ("Soil types and infiltration rates will be shown on the final plans after borings at 0.5 in/hr.", False, "soil-types-and-infiltration-rates-will-be"),
    ("Site soils are Hayden loam (HSG B).\nThe design infiltration rate is 0.45 in/hr.", False, "soils-in-two-report-sentences"),
    ("The borings found SP-SM sand (k = 1.6 in/hr) at IG-1.", False, "classified-soil-in-a-report"),
]


@pytest.mark.parametrize("text,present", cases(REPORT_TEXT))
def test_report_soils_count_only_pointing_at_the_plans(text, present):
    assert ("N.6.A.5" in found(text)) is present


# ---- the soils in one note and their permeability in the next ----
TWO_NOTES = [
    ("1. SITE SOILS IDENTIFIED AND DELINEATED: SANDY LOAM (HSG B) OVER LOAMY SAND.\n2. MEASURED PERMEABILITY (DOUBLE-RING) 0.8 IN/HR.", True, "1-site-soils-identified-and-delineated"),
    ("1. SOILS: HSG A, ZIMMERMAN FINE SAND.\n2. DESIGN INFILTRATION RATE 1.63 IN/HR PER MN STORMWATER MANUAL.", True, "1-soils-hsg-a-zimmerman-fine-sand-2-design"),
    ("1. Soils mapped as Hayden loam (HSG B).\n2. Field infiltration rate 0.45 in/hr at IB-1.", True, "1-soils-mapped-as-hayden-loam-hsg-b-2"),
    ("1. NRCS SOIL: LESTER LOAM, HYDROLOGIC SOIL GROUP B.\n2. SATURATED HYDRAULIC CONDUCTIVITY 0.6 IN/HR (DOUBLE-RING).", True, "1-nrcs-soil-lester-loam-hydrologic-soil"),
    ("1. Site soils are Dundas silt loam (HSG C/D).\n2. Measured permeability 0.2 in/hr.", True, "1-site-soils-are-dundas-silt-loam-hsg-c-d"),
    ("1. SITE SOILS: SANDY LOAM (HSG B).\n2. PERMEABILITY TO BE TESTED PRIOR TO CONSTRUCTION.", False, "1-site-soils-sandy-loam-hsg-b-2"),
    ("1. SOILS: LESTER LOAM.\n2. NO INFILTRATION IS PROPOSED.", False, "1-soils-lester-loam-2-no-infiltration-is"),
    ("1. DESIGN INFILTRATION RATE 0.45 IN/HR.\n2. CONTRACTOR SHALL PROTECT THE BASIN FROM COMPACTION.", False, "1-design-infiltration-rate-0-45-in-hr-2"),
]


@pytest.mark.parametrize("notes,present", cases(TWO_NOTES))
def test_soils_across_two_notes_of_a_certified_sheet(notes, present):
    assert ("N.6.A.5" in certified_sheet(notes, "SOILS AND INFILTRATION")) is present


def test_classified_soil_note_on_a_plan_counts():
    note = "GENERAL NOTES\nSoil boundaries: SP-SM sand (k = 1.6 in/hr) at IG-1; clay loam elsewhere, per borings."
    assert "N.6.A.5" in over_sheet_number(note, "C8.0")


# ---- a soil given by its Unified classification, its permeability as "k =" (the content reader itself) ----
CLASSIFIED_SOILS = [
    ("Soils: SP sand, permeability 0.8 in/hr, delineated at UG-1 and BR-1/BR-2 per borings SB-1 to SB-4.", True, "soils-sp-sand-permeability-0-8-in-hr"),
    ("Soil boundaries: SP-SM sand (k = 1.6 in/hr) at IG-1; clay loam elsewhere, per borings.", True, "soil-boundaries-sp-sm-sand-k-1-6-in-hr-at"),
    ("SM silty sand, infiltration rate 0.8 in/hr at the basin.", True, "sm-silty-sand-infiltration-rate-0-8-in-hr"),
    ("CL lean clay; design infiltration rate 0.06 in/hr.", True, "cl-lean-clay-design-infiltration-rate-0-06"),
    ("SW well-graded sand (k = 2.4 in/hr) under the infiltration basin.", True, "sw-well-graded-sand-k-2-4-in-hr-under-the"),
    ("Permeability 0.8 in/hr.", False, "permeability-0-8-in-hr"),  # a rate with no soil
    ("SP sand at IG-1.", False, "sp-sand-at-ig-1"),  # a soil with no rate
    ("k = 1.6 in/hr at IG-1.", False, "k-1-6-in-hr-at-ig-1"),
    ("SP sand; permeability to be determined by field testing.", False, "sp-sand-permeability-to-be-determined-by"),
    ("SP sand, permeability 0.8 in/hr, will be confirmed by borings.", False, "sp-sand-permeability-0-8-in-hr-will-be"),
    ("SP sand, infiltration rate may be 0.8 in/hr.", False, "sp-sand-infiltration-rate-may-be-0-8-in-hr"),
]


@pytest.mark.parametrize("text,present", cases(CLASSIFIED_SOILS))
def test_unified_classification_with_its_rate(text, present):
    assert bool(states_soils(text)) is present
