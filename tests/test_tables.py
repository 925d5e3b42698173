"""Tables: impervious summaries, rate-control tables in both orientations, pond data tables."""

import pytest

from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts


def facts_of(text):
    return read_facts([page_from_text(text, file="swmp.pdf", number=7)])


def test_impervious_summary_with_unit_headers():
    f = facts_of(
        "Table 1. Impervious Surface Summary\n"
        "\tArea (SF)\tArea (AC)\n"
        "Existing Impervious\t53,579\t1.23\n"
        "Proposed Impervious\t91,912\t2.11\n"
        "Net Increase\t38,333\t0.88")
    assert f.value("existing_impervious_ac") == pytest.approx(1.23)
    assert f.value("proposed_impervious_ac") == pytest.approx(2.11)
    assert f.value("net_impervious_increase_ac") == pytest.approx(0.88)
    assert f.facts["net_impervious_increase_ac"].source == "extracted"
    assert "N.6.E" in f.exhibits


def test_unitless_pair_proves_its_units():
    f = facts_of("Existing Impervious\t1.23\t53,579\nProposed Impervious\t2.11\t91,912")
    assert f.value("existing_impervious_ac") == pytest.approx(1.23)
    assert f.value("proposed_impervious_ac") == pytest.approx(2.11)


def test_unitless_single_number_is_not_read():
    f = facts_of("Existing Impervious\t1.23\tgood\nProposed Impervious\t2.11\tgood")
    assert f.value("existing_impervious_ac") is None


def test_columns_existing_proposed():
    f = facts_of("\tExisting\tProposed\tChange\nImpervious Area (ac)\t1.23\t2.11\t0.88")
    assert f.value("existing_impervious_ac") == pytest.approx(1.23)
    assert f.value("proposed_impervious_ac") == pytest.approx(2.11)
    assert f.value("net_impervious_increase_ac") == pytest.approx(0.88)


def test_row_that_disagrees_with_itself_is_a_conflict():
    f = facts_of("\tSF\tAC\nExisting Impervious\t53,579\t1.53")
    fact = f.facts["existing_impervious_ac"]
    assert fact.value is None and fact.conflict


def test_rate_table_events_down_rows_ignores_2_year():
    f = facts_of(
        "Table 3 - Peak Discharge Rates (cfs)\n"
        "Event\tExisting\tProposed\n"
        "1-Year\t2.41\t1.98\n"
        "2-Year\t3.10\t2.50\n"
        "10-Year\t6.83\t5.12\n"
        "100-Year\t15.2\t12.9")
    assert f.value("peak_rates_cfs") == {
        "1": {"existing": 2.41, "proposed": 1.98},
        "10": {"existing": 6.83, "proposed": 5.12},
        "100": {"existing": 15.2, "proposed": 12.9},
    }
    assert "N.6.A.9" in f.exhibits


def test_rate_table_events_across_columns():
    f = facts_of(
        "Peak rate summary\n"
        "\t1-yr\t2-yr\t5-yr\t10-yr\t100-yr\n"
        "Existing (cfs)\t2.4\t3.1\t4.4\t6.8\t15.2\n"
        "Proposed (cfs)\t1.9\t2.5\t3.9\t5.1\t12.9")
    assert f.value("peak_rates_cfs") == {
        "1": {"existing": 2.4, "proposed": 1.9},
        "10": {"existing": 6.8, "proposed": 5.1},
        "100": {"existing": 15.2, "proposed": 12.9},
    }


def test_missing_event_stays_missing():
    f = facts_of("Peak Discharge (cfs)\nEvent\tExisting\tProposed\n10-Year\t6.83\t5.12")
    assert set(f.value("peak_rates_cfs")) == {"10"}


def test_volume_table_is_not_a_rate_table():
    f = facts_of("Runoff Volume (ac-ft)\nEvent\tExisting\tProposed\n10-Year\t0.83\t0.92")
    assert f.value("peak_rates_cfs") is None


def test_pond_table_ponds_down_rows():
    f = facts_of(
        "Pond Data\n"
        "Pond\tBench Width (ft)\tBench Slope\tFreeboard (ft)\n"
        "Pond 1\t10\t10:1\t2.0\n"
        "Pond 2\t12\t10H:1V\t1.5")
    ponds = {p["name"]: p for p in f.value("ponds")}
    assert ponds["Pond 1"]["safety_bench_width_ft"] == 10
    assert ponds["Pond 1"]["safety_bench_slope_h_per_v"] == 10
    assert ponds["Pond 2"]["freeboard_ft"] == 1.5


def test_pond_table_fields_down_rows():
    f = facts_of(
        "Pond Design Summary\n"
        "\tPond A\tPond B\n"
        "Safety Bench Width (ft)\t10\t8\n"
        "Bench Slope (H:V)\t10:1\t6:1\n"
        "Freeboard (ft)\t2.0\t1.5")
    ponds = {p["name"]: p for p in f.value("ponds")}
    assert ponds["Pond B"]["safety_bench_width_ft"] == 8
    assert ponds["Pond B"]["safety_bench_slope_h_per_v"] == 6
    assert ponds["Pond A"]["freeboard_ft"] == 2.0


def test_pond_prose():
    f = facts_of("Pond 1 includes a 10-foot wide safety bench at 10:1 and 2.0 feet of freeboard above the 100-year HWL.")
    assert f.value("ponds") == [{"name": "Pond 1", "safety_bench_width_ft": 10.0,
                                 "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.0}]


def test_table_on_contents_page_is_ignored():
    f = facts_of("TABLE OF CONTENTS\nExisting Impervious\t1.23\t53,579")
    assert f.value("existing_impervious_ac") is None
