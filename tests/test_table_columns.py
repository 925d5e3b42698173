"""Rate and land-cover tables whose columns carry more than a side: an event column naming its storm
depth ("100-yr (7.41 in)"), discharge points as column pairs with a "Total Site" pair, a land-cover
total row with a "Change" column. Near misses stay unread: a rainfall row or column is no rate, an
elevation table under depth-named events is no rate, points with no total stay a conflict."""

import pytest

from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts


def facts_of(text):
    return read_facts([page_from_text(text, file="report.pdf")])


RATES = {"1": {"existing": 3.12, "proposed": 2.41}, "10": {"existing": 7.88, "proposed": 6.1},
         "100": {"existing": 15.4, "proposed": 13.92}}


@pytest.mark.parametrize("table", [
    "Table 3. Peak Discharge Rates at Site Boundary (Atlas 14, MSE3)\nCondition\t1-yr (2.48 in)\t2-yr (2.87 in)\t10-yr (4.27 in)\t100-yr (7.41 in)\n"
    "Pre (cfs)\t3.12\t4.05\t7.88\t15.40\nPost (cfs)\t2.41\t3.02\t6.10\t13.92\n",
    "Storm Event\t1-yr (2.48\")\t10-yr (4.27\")\t100-yr (7.41\")\nExisting Peak (cfs)\t3.12\t7.88\t15.40\nProposed Peak (cfs)\t2.41\t6.10\t13.92\n",
    "Peak flows\nEvent\t1-year (2.5 inches)\t10-year (4.3 inches)\t100-year (7.4 inches)\nExisting (cfs)\t3.12\t7.88\t15.40\nProposed (cfs)\t2.41\t6.10\t13.92\n",
    "Storm Event\t1-yr\t10-yr\t100-yr\nRainfall depth (in)\t2.48\t4.27\t7.41\nExisting Peak (cfs)\t3.12\t7.88\t15.40\nProposed Peak (cfs)\t2.41\t6.10\t13.92\n",
    "Event\tRainfall (in)\tExisting (cfs)\tProposed (cfs)\n1-yr\t2.48\t3.12\t2.41\n10-yr\t4.27\t7.88\t6.10\n100-yr\t7.41\t15.40\t13.92\n",
])
def test_event_columns_that_name_their_depth_are_rates(table):
    assert facts_of(table).value("peak_rates_cfs") == RATES


def test_depth_named_events_over_elevations_are_no_rates():
    table = "Storm\t1-yr (2.48 in)\t10-yr (4.27 in)\t100-yr (7.41 in)\nExisting HWL (ft)\t931.2\t932.0\t933.1\nProposed HWL (ft)\t930.2\t931.0\t932.1\n"
    assert facts_of(table).value("peak_rates_cfs") is None


POINTS = ("Table 4. Peak Rates (cfs), EX vs PR, by Discharge Point\nEvent\tDP-1 EX\tDP-1 PR\tDP-2 EX\tDP-2 PR{total_head}\n"
          "1-yr\t2.60\t1.85\t1.50\t1.10{t1}\n2-yr\t3.40\t2.40\t1.90\t1.40{t2}\n10-yr\t7.10\t5.20\t4.10\t3.20{t10}\n100-yr\t15.70\t12.40\t8.90\t7.50{t100}\n")


@pytest.mark.parametrize("head", ["\tTotal Site EX\tTotal Site PR", "\tSite Total Pre\tSite Total Post", "\tTotal EX (cfs)\tTotal PR (cfs)"])
def test_a_total_column_pair_is_the_sites_rate(head):
    table = POINTS.format(total_head=head, t1="\t4.10\t2.95", t2="\t5.30\t3.80", t10="\t11.20\t8.40", t100="\t24.60\t19.90")
    assert facts_of(table).value("peak_rates_cfs") == {"1": {"existing": 4.1, "proposed": 2.95},
                                                       "10": {"existing": 11.2, "proposed": 8.4},
                                                       "100": {"existing": 24.6, "proposed": 19.9}}


def test_points_without_a_total_stay_a_conflict():
    table = POINTS.format(total_head="", t1="", t2="", t10="", t100="")
    facts = facts_of(table)
    assert facts.value("peak_rates_cfs") is None
    assert facts.facts["peak_rates_cfs"].conflict


@pytest.mark.parametrize("change_head", ["Change (ac)", "Net Change", "Difference (ac)", "Increase (ac)"])
def test_land_cover_total_row_change_column_is_no_site_area(change_head):
    table = (f"Surface\tExisting (ac)\tProposed (ac)\t{change_head}\nImpervious\t0.62\t2.71\t2.09\n"
             "Pervious (turf, landscape)\t3.23\t1.14\t-2.09\nTotal\t3.85\t3.85\t0.00\n")
    facts = facts_of(table)
    assert facts.value("site_area_ac") == pytest.approx(3.85)
    assert not facts.facts["site_area_ac"].conflict


@pytest.mark.parametrize("table,expected", [
    ("Item\tAcres\nProject Limits\t7.80\nDisturbed area\t7.10\n", 7.8),
    ("Item\tQuantity\nProject limits\t7.8 ac\n", 7.8),
    ("Item\tAcres\nSite acreage\t7.80\n", 7.8),
    ("Item\tAcres\nConstruction limits\t7.80\n", None),          # the disturbed area's word, not the site's
    ("Item\tValue\nProject limits\tTH 12 to CSAH 15\nLength\t1.4 miles\n", None),  # the limits as places
    ("Watershed\tAcres\nTotal acreage\t212\n", None),           # a watershed's total
])
def test_a_roads_project_limits_row_is_its_area(table, expected):
    got = facts_of(table).value("site_area_ac")
    assert got == (pytest.approx(expected) if expected is not None else None)
