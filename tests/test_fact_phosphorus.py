"""Phosphorus removal (phosphorus_removal_pct): the design's annual total phosphorus removal.

Near misses - the rule's required removal, one device among several, another pollutant, a part of the
phosphorus, an off-site area's removal - must give no removal, or a required 50% would read as met."""

from __future__ import annotations

import pytest


from fact_helpers import facts_of, read, value


def test_a_design_criteria_section_states_the_standard():
    got = facts_of("2.2 Design Criteria\n"
                "MCWD Rule N and the City plan. Rate control for the 1-, 10- and 100-year events; 50% annual TP removal.\n"
                "2.3 Water Quality\n"
                "P8 modelling gives an annual total phosphorus removal of 46 percent for the site.\n")
    assert got.value("phosphorus_removal_pct") == 46.0


# ---------------------------------------------------------------- phosphorus removal in tables
@pytest.mark.parametrize("text,expected", [
    ("Table 5-1 Annual Pollutant Removal (site total)\nPollutant\tLoad in (lb/yr)\tLoad out (lb/yr)\tRemoval (%)\n"
     "Total Suspended Solids\t1217\t183\t85\nTotal Phosphorus\t6.76\t2.84\t58", 58.0),
    ("APPENDIX B - P8 OUTPUT\nDevice\tTSS rem. (%)\tTP rem. (%)\nDevice 1\t74.5\t48.1\nDevice 2\t78.8\t47.7\n"
     "Site total\t81.0\t46.0", 46.0),
    ("Water quality summary\nMeasure\tTSS\tTP\nAnnual removal (%)\t85\t61", 61.0),
    ("MIDS calculator results\nParameter\tValue\nTP removal (%)\t63", 63.0),
    ("Pollutant\tPercent reduction\nTSS\t85 %\nTotal  Phosphorus\t57 %", 57.0),
    ("Phosphorus (TP)\tRequired (%)\tProvided (%)\nAnnual removal\t50\t54", 54.0),
    ("Overall removal efficiencies\nParticle Class\tTSS\tTP\nRemoval (%)\t87.4\t62.0", 62.0),
    ("Pollutant\tTotal load (lb/yr)\tLoad removed (lb/yr)\tPercent removal\nTotal Phosphorus (TP)\t7.9\t4.6\t58.2%", 58.2),
    ("Water quality\tRequired\tProvided\nTP removal (%)\t50\t58", 58.0),
])
def test_phosphorus_removal_in_a_pollutant_table(text, expected):
    assert value(text, "phosphorus_removal_pct") == expected


@pytest.mark.parametrize("text", [
    # each device's removal, the site total said to be elsewhere
    "APPENDIX B - P8 OUTPUT\nDevice / BMP results (individual; the site total is in Table 5-1)\n"
    "Device\tType\tFlow (ac-ft)\tTSS rem. (%)\tTP rem. (%)\nDevice 1\tSplitter\t4.13\t74.5\t48.1\nDevice 2\tPond\t2.56\t78.8\t47.7",
    # the rule's target, not the design's result
    "Pollutant\tMIDS target removal (%)\nTotal Suspended Solids\t80\nTotal Phosphorus\t50",
    # loads only: no removal stated
    "Pollutant\tLoad in (lb/yr)\tLoad out (lb/yr)\nTotal Phosphorus\t6.76\t2.84",
    # another pollutant's removal
    "Pollutant\tRemoval (%)\nTotal Suspended Solids\t85",
    # a part of the phosphorus, not its total
    "Pollutant\tRemoval (%)\nDissolved phosphorus\t30",
    # one pond among several
    "BMP\tTP removal (%)\nPond 1\t52\nPond 2\t48",
    # the existing condition's removal
    "Pollutant\tExisting removal (%)\nTotal Phosphorus\t12",
])
def test_tables_whose_phosphorus_figures_are_not_the_sites_removal(text):
    assert value(text, "phosphorus_removal_pct") is None


# -- phosphorus removal named right after the share --------------------------------------------------------
def test_a_share_of_the_annual_total_phosphorus_load():
    assert read("P8 shows Pond A removing 61% of the annual total phosphorus load.") == [("phosphorus_removal_pct", 61.0)]
    assert read("Pond A is 61% full of sediment, the total phosphorus load is high.") == []
    assert read("Rule N requires removal of 50% of the annual total phosphorus load.") == []


# -- a required figure beside the design's ------------------------------------------------------------------
@pytest.mark.parametrize("text,expected", [
    pytest.param("TP removal: 60% (required), 64% (provided)", 64.0, id="required-then-provided-in-brackets"),
    pytest.param("Required TP removal 60%; provided 64%.", 64.0, id="required-then-provided"),
    pytest.param("The BMPs remove 71% of annual total phosphorus, exceeding the required 60%.", 71.0, id="exceeding-the-required"),
])
def test_the_provided_removal_beside_the_required(text, expected):
    assert value(text, "phosphorus_removal_pct") == expected
