"""Peak discharge rates (peak_rates_cfs) for the 1-, 10- and 100-year events, existing and proposed.

Rate control (N.4) turns on the site's total discharge, so a table by discharge point gives its total or the
point named as the site outlet. Near misses - per-subcatchment or per-node flows, rainfall depths, a limit to
meet, a difference of two rates, a snowmelt row, bare figures with no unit - must give no rate."""

from __future__ import annotations

import pytest

from extract.layout.segments import Segment, segment_page
from extract.pdf.page import Cell, Line, Page
from extract.propose.rates import read_rates
from extract.propose.tables import read_table
from extract.read_facts import read_facts

from fact_helpers import fact_values, facts_of, seg, value


# -- peak rates by discharge point ----------------------------------------------------------------------------
HEAD = "Table 2. Peak Discharge Rates (cfs)\nDischarge Point\tExisting 2-yr\tProposed 2-yr\tExisting 10-yr\tProposed 10-yr" \
       "\tExisting 100-yr\tProposed 100-yr\n"


NORTH = "North (DP-1)\t2.1\t1.4\t4.0\t2.9\t8.2\t6.1\n"


SOUTH = "South (DP-2)\t1.3\t0.9\t2.2\t1.8\t4.9\t3.7\n"


_RATE_COLS = (60.0, 200.0, 260.0, 320.0, 380.0, 440.0, 500.0)


def _rate_row(y: float, texts: list[str]) -> Line:
    cells = [Cell(text=t, bbox=(_RATE_COLS[i], y, _RATE_COLS[i] + 50, y + 9)) for i, t in enumerate(texts)]
    return Line(text="\t".join(texts), bbox=(cells[0].bbox[0], y, cells[-1].bbox[2], y + 9), cells=cells)


def _wrapped_cell(y: float, text: str) -> Line:
    return Line(text=text, bbox=(_RATE_COLS[0], y, _RATE_COLS[0] + 45, y + 9), cells=[Cell(text=text, bbox=(_RATE_COLS[0], y, _RATE_COLS[0] + 45, y + 9))])


def table_rates(lines: list[Line]) -> dict:
    page = Page(file="r.pdf", number=1, width=612, height=792, lines=lines)
    _, tables = segment_page(page)
    out: dict = {}
    for block in tables:
        _, rates, _ = read_table(block)
        for ev, sides in rates.items():
            for side, vals in sides.items():
                out.setdefault(ev, {})[side] = sorted({v for v, _ in vals})
    return out


_RATE_HEAD = ["Discharge", "Pre 1-yr", "Post 1-yr", "Pre 10-yr", "Post 10-yr", "Pre 100-yr", "Post 100-yr"]


def set_right(rows: list[list[str]], starts: list[float], title: str = "") -> Page:
    """A report table as typeset: heads set left at each column's start, figures set right a little
    short of the next column's start (so a figure's middle lies between two heads)."""
    lines: list[Line] = []
    top = 60.0
    if title:
        lines.append(Line(text=title, bbox=(75.0, top, 75.0 + 5 * len(title), top + 10), cells=[]))
        top += 14
    for r, row in enumerate(rows):
        cells = []
        for k, text in enumerate(row):
            w = (4.0 if r == 0 else 5.0) * len(text)  # a head's words are set narrower than its figures
            if r == 0 or k == 0:
                x0 = starts[k]
            else:
                right = starts[k + 1] - 7 if k + 1 < len(starts) else starts[k] + 83
                x0 = right - w
            cells.append(Cell(text=text, bbox=(x0, top, x0 + w, top + 10)))
        lines.append(Line(text="\t".join(row), bbox=(cells[0].bbox[0], top, cells[-1].bbox[2], top + 10), cells=cells))
        top += 14
    return Page(file="report.pdf", number=6, width=612, height=792, lines=lines)


STARTS4 = [75.0, 215.0, 305.0, 395.0]


EVENT_ROWS = [["Event", "Existing (cfs)", "Proposed (cfs)", "Change (cfs)"],
              ["1-year (2.49 in)", "3.1", "2.4", "-0.7"],
              ["2-year (2.87 in)", "4.3", "3.1", "-1.2"],
              ["10-year (4.26 in)", "9.8", "8.9", "-0.9"],
              ["100-year (7.41 in)", "21.6", "23.4", "+1.8"]]


EXPECTED = {"1": {"existing": 3.1, "proposed": 2.4}, "10": {"existing": 9.8, "proposed": 8.9},
            "100": {"existing": 21.6, "proposed": 23.4}}


def rates_of(page: Page):
    return read_facts([page]).value("peak_rates_cfs")


# -- a difference of two rates is no rate --------------------------------------------------------------
def sentence_rates(text):
    return {k: {s: [v for v, _ in x] for s, x in d.items()} for k, d in read_rates(Segment(text, "f.pdf", 1, None)).items()}


@pytest.mark.parametrize("total", ["Site Total", "TOTAL", "Total (site)", "Total leaving site"])
def test_rate_table_by_point_uses_its_one_total(total):
    rates = value(HEAD + NORTH + SOUTH + f"{total}\t3.4\t2.3\t6.2\t4.7\t13.1\t9.8", "peak_rates_cfs")
    assert rates["100"] == {"existing": 13.1, "proposed": 9.8}
    assert rates["10"] == {"existing": 6.2, "proposed": 4.7}


@pytest.mark.parametrize("outlet", ["Site outlet (DP-2)", "DP-2 (site outlet)", "Down-gradient property boundary",
                                    "DP-2 - Downstream site boundary"])
def test_rate_table_by_point_uses_the_point_named_as_site_outlet(outlet):
    rates = value(HEAD + NORTH + f"{outlet}\t1.3\t0.9\t2.2\t1.8\t4.9\t3.7\n", "peak_rates_cfs")
    assert rates["100"] == {"existing": 4.9, "proposed": 3.7}


def test_rate_table_by_point_without_total_is_no_single_rate():
    rates = value(HEAD + NORTH + SOUTH, "peak_rates_cfs")
    assert rates is None or rates.get("100") not in ({"existing": 8.2, "proposed": 6.1},
                                                     {"existing": 4.9, "proposed": 3.7})


@pytest.mark.parametrize("table,ex,pr", [
    ("Peak discharge (cfs)\tExisting\tProposed\n100-yr, DP-1 (wetland)\t8.2\t6.1\n100-yr, DP-2 (site outlet)\t4.9\t3.7",
     4.9, 3.7),
    ("Location\tEvent\tExisting (cfs)\tProposed (cfs)\nNorth ditch\t100-year\t8.2\t6.1\nSouth ditch\t100-year\t4.9\t3.7\n"
     "Total site\t100-year\t13.1\t9.8", 13.1, 9.8),
])
def test_rate_tables_other_shapes(table, ex, pr):
    assert value(table, "peak_rates_cfs")["100"] == {"existing": ex, "proposed": pr}


def test_rate_heads_run_together_and_a_title_above_the_table():
    f = facts_of("Table 2 - Peak Discharge Rates (cfs)\n"
                 "Location\t1-Year Existing1-Year Proposed10-Year Existing10-Year Proposed 100-Year Existing 100-Year Proposed\n"
                 "North outlet\t4.1\t2.9\t9.9\t8.1\t19.5\t18.0\nSouth outlet\t3.5\t2.3\t8.5\t6.8\t16.5\t15.2\n"
                 "Total Site\t7.6\t5.2\t18.4\t14.9\t36.0\t33.2")
    assert f.value("peak_rates_cfs")["100"] == {"existing": 36.0, "proposed": 33.2}


def test_run_together_heads_that_do_not_fit_the_rows_are_not_split():
    f = facts_of("Peak Discharge Rates (cfs)\nLocation\t1-Year Existing1-Year Proposed\nNorth outlet\t4.1\t2.9\t9.9")
    assert f.value("peak_rates_cfs") is None


def test_rates_paired_per_event_after_the_sides():
    text = ("Peak discharge, existing versus proposed: 1-year 2.3 and 1.6 cfs; 10-year 5.5 and 4.7 cfs; "
            "100-year 10.9 and 10.1 cfs.")
    got = read_rates(seg(text))
    assert {k: {s: [v for v, _ in vv] for s, vv in d.items()} for k, d in got.items()} == {
        "1": {"existing": [2.3], "proposed": [1.6]}, "10": {"existing": [5.5], "proposed": [4.7]},
        "100": {"existing": [10.9], "proposed": [10.1]}}
    assert read_rates(seg("Existing and proposed peaks: 1-year 2.3 and 1.6 cfs; 10-year 5.5, 4.7 and 4.1 cfs.")) == {}


def test_a_two_row_head_is_not_split():
    text = ("Peak discharge rates\n\t1-yr\t\t10-yr\t\t100-yr\t\t\nDischarge point\tEX\tPR\tEX\tPR\tEX\tPR\tunit\n"
            "Outfall to creek (site boundary)\t3.62\t3.10\t7.48\t7.21\t8.64\t8.93\tcfs\n"
            "UG-1 peak stage\t-\t897.7\t-\t898.4\t-\t898.9\tft\n")
    assert facts_of(text).value("peak_rates_cfs") == {"1": {"existing": 3.62, "proposed": 3.1},
                                                      "10": {"existing": 7.48, "proposed": 7.21},
                                                      "100": {"existing": 8.64, "proposed": 8.93}}


def test_a_rate_table_in_ocr_spacing_over_a_volume_table():
    text = ("EVENT\tEXISTING c. f.s.\tPROPOSED c. f. s.\n1 yr\t2.1\t1.6\n10 yr\t6.8\t5.9\n100 yr\t13.4\t14.1\n"
            "EVENT\tEXIST. VOL (AC-FT)\tPROP. VOL (AC-FT)\n1 yr\t0.21\t0.44\n10 yr\t0.78\t1.12\n")
    assert facts_of(text).value("peak_rates_cfs") == {"1": {"existing": 2.1, "proposed": 1.6},
                                                      "10": {"existing": 6.8, "proposed": 5.9},
                                                      "100": {"existing": 13.4, "proposed": 14.1}}


def test_a_total_row_named_for_all_its_points():
    text = ("Discharge point\tEvent\tExisting cfs\tProposed cfs\nTotal (both crossings)\t100-yr\t33.0\t31.6\n"
            "DP-1 culvert only\t100-yr\t19.4\t18.8\n")
    assert facts_of(text).value("peak_rates_cfs") == {"100": {"existing": 33.0, "proposed": 31.6}}


@pytest.mark.parametrize("lines", [
    # the header's first cell wrapped ("Discharge" / "point")
    [_rate_row(100, _RATE_HEAD), _wrapped_cell(110, "point"), _rate_row(122, ["DP-1", "4.1", "2.2", "8.3", "5.1", "15.2", "11.0"]),
     _rate_row(134, ["DP-2", "1.9", "1.6", "3.6", "3.2", "6.4", "6.1"]),
     _rate_row(146, ["Total Site", "6.0", "3.8", "11.9", "8.3", "21.6", "17.1"])],
    # a row's label wrapped ("DP-A (Lake" / "St trunk)")
    [_rate_row(100, _RATE_HEAD), _rate_row(112, ["DP-A (Lake", "4.1", "2.2", "8.3", "5.1", "15.2", "11.0"]), _wrapped_cell(122, "St trunk)"),
     _rate_row(134, ["DP-B", "1.9", "1.6", "3.6", "3.2", "6.4", "6.1"]),
     _rate_row(146, ["Project Total", "6.0", "3.8", "11.9", "8.3", "21.6", "17.1"])],
])
def test_wrapped_cells_keep_the_rate_table_whole(lines: list[Line]) -> None:
    assert table_rates(lines) == {"1": {"existing": [6.0], "proposed": [3.8]}, "10": {"existing": [11.9], "proposed": [8.3]},
                             "100": {"existing": [21.6], "proposed": [17.1]}}


@pytest.mark.parametrize("total", ["Project Total", "PROJECT TOTAL", "Site total", "Property total", "Total"])
def test_total_rows_by_any_name_are_the_sites(total: str) -> None:
    lines = [_rate_row(100, _RATE_HEAD), _rate_row(112, ["OF-1", "4.1", "2.2", "8.3", "5.1", "15.2", "11.0"]),
             _rate_row(124, ["OF-2", "1.9", "1.6", "3.6", "3.2", "6.4", "6.1"]),
             _rate_row(136, [total, "6.0", "3.8", "11.9", "8.3", "21.6", "17.1"])]
    assert table_rates(lines)["1"] == {"existing": [6.0], "proposed": [3.8]}


def test_points_without_a_total_stay_several_values() -> None:
    lines = [_rate_row(100, _RATE_HEAD), _rate_row(112, ["OF-1", "4.1", "2.2", "8.3", "5.1", "15.2", "11.0"]),
             _rate_row(124, ["OF-2", "1.9", "1.6", "3.6", "3.2", "6.4", "6.1"])]
    assert table_rates(lines)["1"] == {"existing": [1.9, 4.1], "proposed": [1.6, 2.2]}


def test_per_subcatchment_rates_are_no_site_rates():
    assert read_rates(seg("Per-subcatchment peaks (proposed, 100-year): 1S roof 5.31 cfs; 2S parking 6.02 cfs.")) == {}
    assert set(read_rates(seg("The 100-year peak drops from 14.1 cfs to 12.0 cfs."))) == {"100"}


def test_a_snowmelt_row_is_no_24_hour_event():
    got = facts_of("Event\tExisting (cfs)\tProposed (cfs)\n"
                "1-yr 24-hr\t11.2\t9.8\n"
                "10-yr 24-hr\t24.5\t21.0\n"
                "100-yr 24-hr\t47.9\t44.6\n"
                "100-yr 10-day snowmelt\t9.1\t9.0\n")
    assert got.value("peak_rates_cfs")["100"] == {"existing": 47.9, "proposed": 44.6}


def test_a_note_under_a_table_gives_its_unit():
    table = ("Pond 100 occupies the natural low area.\nEvent\tExisting\tProposed\t+/-\n1-yr\t4.4\t4.1\t-0.3\n"
             "10-yr\t11.6\t10.8\t-0.8\n100-yr\t25.3\t24.0\t-1.3\n")
    got = fact_values(table + "Rates in cfs at the Bluff Creek outfall.")
    assert got["peak_rates_cfs"]["100"] == {"existing": 25.3, "proposed": 24.0}
    # without the note, bare figures under "Event" name no rate
    got = fact_values(table + "The outlet is a 12-inch orifice.")
    assert "peak_rates_cfs" not in got


# ---------------------------------------------------------------- peak rates
def test_figures_set_right_between_heads_set_left_keep_their_columns():
    assert rates_of(set_right(EVENT_ROWS, STARTS4, "Table 4-2 Peak Discharge Summary at POA-1")) == EXPECTED


def test_two_figures_set_so_close_they_read_as_one_cell_are_split_under_their_heads():
    rows = [*EVENT_ROWS[:4], ["100-year (7.41 in)", "21.6", "23.4 +1.8"]]
    assert rates_of(set_right(rows, STARTS4, "Table 4-2 Peak Discharge Summary at POA-1")) == EXPECTED


def test_events_across_the_columns_with_figures_set_right():
    rows = [["Condition", "1-yr (cfs)", "2-yr (cfs)", "10-yr (cfs)", "100-yr (cfs)"],
            ["Existing", "7.2", "10.1", "16.4", "31.5"],
            ["Proposed", "7.6", "9.9", "15.9", "30.8"]]
    page = set_right(rows, [75.0, 180.0, 250.0, 320.0, 400.0], "Table 4-2 Peak Discharge Rates, Site Boundary (POA-1)")
    assert rates_of(page) == {"1": {"existing": 7.2, "proposed": 7.6}, "10": {"existing": 16.4, "proposed": 15.9},
                              "100": {"existing": 31.5, "proposed": 30.8}}


@pytest.mark.parametrize("text", [
    "Peak flow leaving the site at the south culvert\nStorm\tNow (cfs)\tAfter (cfs)\n1 year\t4.6\t3.9\n10 year\t11.8\t10.1\n"
    "100 year\t26.3\t24.8",
    "Peak discharge (cfs)\nEvent\tCurrent\tFuture\n1-yr\t4.6\t3.9\n10-yr\t11.8\t10.1\n100-yr\t26.3\t24.8",
    "Peak runoff rates (cfs)\nStorm\tWithout project\tWith project\n1 - yr (2.49 in)\t4.6\t3.9\n10 - yr (4.26 in)\t11.8\t10.1\n"
    "100 - yr (7.41 in)\t26.3\t24.8",
    "Peak Flow Comparison at the ROW line (cfs)\n1-YR EX\t1-YR PR\t10-YR EX\t10-YR PR\t100-YR EX 100-YR PR\n"
    "Peak (cfs)\t4.6\t3.9\t11.8\t10.1\t26.3\t24.8",
    "Table 2 - Peak rates (cfs)\nEvent\tRainfall (in)\tExisting\tProposed\n1-year\t2.49\t4.6\t3.9\n10-year\t4.26\t11.8\t10.1\n"
    "100-year\t7.41\t26.3\t24.8",
])
def test_sides_and_events_in_other_words(text):
    assert value(text, "peak_rates_cfs") == {"1": {"existing": 4.6, "proposed": 3.9}, "10": {"existing": 11.8, "proposed": 10.1},
                                             "100": {"existing": 26.3, "proposed": 24.8}}


def test_a_limit_to_meet_is_no_side_of_the_sites_discharge():
    rates = value("Peak discharge (cfs)\nStorm\tNow\tAllowable\n1 year\t4.6\t4.6\n10 year\t11.8\t11.8", "peak_rates_cfs")
    assert rates == {"1": {"existing": 4.6, "proposed": None}, "10": {"existing": 11.8, "proposed": None}}


@pytest.mark.parametrize("text", [
    # each subcatchment's flow in a model's node listing is not the site's discharge
    "Node\tDescription\tArea (ac)\t1-yr (cfs)\t10-yr (cfs)\t100-yr (cfs)\n1S\tSubcatchment 1\t1.99\t1.79\t4.18\t8.57",
    # the storm depths, not rates
    "Table 4-1 Atlas 14 Rainfall Depths\nEvent\tDepth (in)\n1-year\t2.49\n10-year\t4.26\n100-year\t7.41",
    # other events only
    "Peak discharge (cfs)\nStorm\tNow\tAfter\n2 year\t4.6\t3.9\n5 year\t8.8\t8.1",
    # "now" in a sentence about a neighbour's culvert is no table side
    "The culvert now carries 4.6 cfs in the 10-year event from the neighbouring parcel.",
])
def test_rates_that_are_not_the_sites(text):
    assert value(text, "peak_rates_cfs") is None


def test_a_row_already_as_wide_as_its_heads_is_not_split():
    rows = [["Event", "Existing (cfs)", "Proposed (cfs)"],
            ["1-year", "3.1", "2.4 1.8"]]  # one cell too many figures, but no head left for the second
    page = set_right([*rows], [75.0, 215.0, 305.0], "Peak discharge")
    assert (rates_of(page) or {}).get("1", {}).get("proposed") is None


@pytest.mark.parametrize("text, expected", [
    ("The 100-year proposed rate is 0.75 cfs over existing because the overflow weir engages.", {}),
    ("The 100-year proposed rate is 16.95 cfs, 0.75 cfs above existing.", {"100": {"proposed": [16.95]}}),
    ("The 100-year proposed rate is 16.95 cfs, 0.75 cfs above the existing rate of 16.20 cfs.",
     {"100": {"proposed": [16.95], "existing": [16.2]}}),
    ("The 10-year rate is 0.4 cfs below pre-development.", {}),
])
def test_a_difference_over_or_under_existing_is_no_rate(text, expected):
    assert sentence_rates(text) == expected


# -- return periods as bare numbers ------------------------------------------------------------------------
def test_a_table_of_bare_return_periods():
    table = "Yr\tEx cfs\tPr cfs\tD\n1\t5.6\t3.2\t-2.40\n2\t7.1\t4.0\t-3.10\n10\t14.1\t9.9\t-4.20\n100\t29.8\t24.0\t-5.80\n"
    assert facts_of(table).value("peak_rates_cfs") == {"1": {"existing": 5.6, "proposed": 3.2},
                                                       "10": {"existing": 14.1, "proposed": 9.9},
                                                       "100": {"existing": 29.8, "proposed": 24.0}}


def test_bare_numbers_under_another_head_are_no_events():
    table = "Lot\tEx cfs\tPr cfs\n1\t5.6\t3.2\n10\t14.1\t9.9\n100\t29.8\t24.0\n"
    assert facts_of(table).value("peak_rates_cfs") is None


def test_rate_prose_unit_written_once_per_pair():
    rates = value("The 100-year peak discharge decreases from 15.0 cfs to 12.2 cfs; the 10-year from 7.5 to "
                  "5.9 cfs; and the 1-year from 3.2 to 2.1 cfs.", "peak_rates_cfs")
    assert rates["10"] == {"existing": 7.5, "proposed": 5.9}
    assert rates["1"] == {"existing": 3.2, "proposed": 2.1}


# -- rate control in other voices: paired columns, column groups, per-point rows, prose ------------------------
def rates(*texts):
    return facts_of(*texts).value("peak_rates_cfs")


@pytest.mark.parametrize("table", [
    "Table 3. Peak discharge rates (cfs)\nLocation\t1-yr EX\t1-yr PR\t10-yr EX\t10-yr PR\t100-yr EX\t100-yr PR\nSite\t2.1\t1.8\t5.6\t4.9\t11.2\t10.4",
    "PEAK RUNOFF RATES\nPoint\t1-YR EX\t1-YR PR\t10-YR EX\t10-YR PR\t100-YR EX\t100-YR PR\nTotal\t2.1\t1.8\t5.6\t4.9\t11.2\t10.4",
    "Discharge Point\t1-Year Pre\t1-Year Post\t10-Year Pre\t10-Year Post\t100-Year Pre\t100-Year Post\n"
    "Site Total\t2.1\t1.8\t5.6\t4.9\t11.2\t10.4",
    "Rate (cfs)\tEx 1-yr\tPr 1-yr\tEx 10-yr\tPr 10-yr\tEx 100-yr\tPr 100-yr\nOverall\t2.1\t1.8\t5.6\t4.9\t11.2\t10.4",
])
def test_event_and_condition_paired_columns(table):
    r = rates(table)
    assert r["1"] == {"existing": 2.1, "proposed": 1.8}
    assert r["10"] == {"existing": 5.6, "proposed": 4.9}
    assert r["100"] == {"existing": 11.2, "proposed": 10.4}


@pytest.mark.parametrize("table", [
    "\tExisting Conditions\t\t\tProposed Conditions\nDischarge\t1-yr\t10-yr\t100-yr\t1-yr\t10-yr\t100-yr\n"
    "Site\t2.1\t5.6\t11.2\t1.8\t4.9\t10.4",
    "Runoff rate summary (cfs)\n\tEXISTING\t\t\tPROPOSED\nOutlet\t1 YR\t10 YR\t100 YR\t1 YR\t10 YR\t100 YR\nTotal\t2.1\t5.6\t11.2\t1.8\t4.9\t10.4",
])
def test_condition_column_groups(table):
    r = rates(table)
    assert r["1"] == {"existing": 2.1, "proposed": 1.8}
    assert r["100"] == {"existing": 11.2, "proposed": 10.4}


@pytest.mark.parametrize("table", [
    "Discharge Point\tEvent\tExisting (cfs)\tProposed (cfs)\nDP-1 North\t100-yr\t4.0\t3.0\n"
    "DP-2 South\t100-yr\t7.2\t6.5\nTotal Site\t100-yr\t11.2\t9.5",
    "Peak flows (cfs)\nPoint\t100-Year Existing\t100-Year Proposed\nNorth ditch\t4.0\t3.0\nWest swale\t7.2\t6.5\nSite Total\t11.2\t9.5",
    "Rate control\nLocation\t100-yr Ex\t100-yr Prop\nDP 1\t4.0\t3.0\nDP 2\t7.2\t6.5\nTOTAL\t11.2\t9.5",
])
def test_per_point_rows_use_the_total(table):
    r = rates(table)
    assert r["100"] == {"existing": 11.2, "proposed": 9.5}


@pytest.mark.parametrize("text,event,ex,pr", [
    ("The 100-year peak drops from 12.4 to 11.8 cfs.", "100", 12.4, 11.8),
    ("Under proposed conditions the 10-year peak discharge is reduced from 6.3 cfs to 5.1 cfs.", "10", 6.3, 5.1),
    ("For the 1-year event, runoff leaving the site decreases from 1.9 cfs (existing) to 1.2 cfs (proposed).",
     "1", 1.9, 1.2),
    ("The existing 100-yr peak rate of 14.0 cfs will be reduced to 12.5 cfs.", "100", 14.0, 12.5),
    ("Peak 10-year discharge: existing 4.4 cfs, proposed 3.9 cfs.", "10", 4.4, 3.9),
    ("The proposed 100-year rate (8.7 cfs) is below the existing rate (9.9 cfs).", "100", 9.9, 8.7),
    # the side word set right after each figure is its own, though the pair before it names the other side
    ("Peak flows are: 1-year, 4.9 cfs existing and 3.2 cfs proposed; 10-year, 13.8 cfs existing and 9.7 cfs proposed.",
     "10", 13.8, 9.7),
    ("Peak flows are: 1-year, 4.9 cfs existing and 3.2 cfs proposed; 10-year, 13.8 cfs existing and 9.7 cfs proposed.",
     "1", 4.9, 3.2),
    ("The 100-year peak is 14.6 cfs (existing 13.9 cfs).", "100", 13.9, 14.6),
])
def test_rates_in_prose(text, event, ex, pr):
    assert rates(text)[event] == {"existing": ex, "proposed": pr}


@pytest.mark.parametrize("extra", [
    "The proposed 100-year rate exceeds existing by 1.4 cfs at DP-2 but the total is reduced.",
    "At the north outlet the 100-year rate increases by 0.3 cfs.",
    "The 100-year peak is reduced by 1.7 cfs.",
])
def test_a_difference_is_no_rate(extra):
    table = "Event\tExisting (cfs)\tProposed (cfs)\n1-yr\t2.1\t1.8\n10-yr\t5.6\t4.9\n100-yr\t11.2\t10.4"
    f = facts_of(table + "\n" + extra)
    assert f.facts["peak_rates_cfs"].conflict is None
    assert f.value("peak_rates_cfs")["100"] == {"existing": 11.2, "proposed": 10.4}


@pytest.mark.parametrize("text,ex,pr", [
    ("For the 100-year storm, existing and proposed peak rates are 11.2 cfs and 10.4 cfs.", 11.2, 10.4),
    ("Proposed vs existing 100-yr rates: 10.4 cfs vs 11.2 cfs.", 11.2, 10.4),
    ("100-YR: EX 11.2 CFS, PR 10.4 CFS", 11.2, 10.4),
    ("Existing and proposed conditions were modeled in HydroCAD; the 100-year peak decreases from 11.2 to 10.4 cfs.",
     11.2, 10.4),
    ("Rate control (cfs)\nScenario\t1-yr\t10-yr\t100-yr\nPre-development\t2.1\t5.6\t11.2\nPost-development\t1.8\t4.9\t10.4",
     11.2, 10.4),
    ("Peak rates\nEX 1-yr\t2.1\nPR 1-yr\t1.8\nEX 100-yr\t11.2\nPR 100-yr\t10.4", 11.2, 10.4),
])
def test_rate_side_voices(text, ex, pr):
    assert rates(text)["100"] == {"existing": ex, "proposed": pr}


def test_sides_named_as_a_pair_never_take_a_figure_by_nearness():
    r = rates("The existing and proposed 100-year rates are 11.2 and 10.4 cfs.")
    assert r is None or r.get("100", {}).get("proposed") in (None, 10.4) and r.get("100", {}).get("existing") in (None, 11.2)


@pytest.mark.parametrize("text,expected", [
    ("Pre-developed 10-yr peak flow: 5.60 cfs. Post-developed 10-yr peak flow: 4.90 cfs.",
     {"10": {"existing": 5.6, "proposed": 4.9}}),
    ("Post-developed 100-yr peak flow: 10.40 cfs. Pre-developed 100-yr peak flow: 11.20 cfs.",
     {"100": {"existing": 11.2, "proposed": 10.4}}),
    ("Existing 100-year Runoff = 11.20 cfs @ 12.15 hrs, Volume = 0.9 af\n"
     "Proposed 100-year Runoff = 10.40 cfs @ 12.20 hrs, Volume = 1.1 af", {"100": {"existing": 11.2, "proposed": 10.4}}),
    ("Proposed 1-yr, 10-yr and 100-yr discharges are 1.8, 4.9 and 10.4 cfs respectively.",
     {"1": {"existing": None, "proposed": 1.8}, "10": {"existing": None, "proposed": 4.9},
      "100": {"existing": None, "proposed": 10.4}}),
    ("Proposed 1-yr and 10-yr discharges are 1.8, 4.9 and 10.4 cfs respectively.", None),
])
def test_hyphenated_sides_and_respectively(text, expected):
    assert rates(text) == expected


def test_cfs_spelled_with_periods():
    assert rates("The 100-year peak decreases from 12.4 c.f.s. to 11.8 c.f.s.")["100"] == {"existing": 12.4,
                                                                                          "proposed": 11.8}


# -- a rate beside a bracketed aside that names the other side --------------------------------------------------
@pytest.mark.parametrize("text,want", [
    pytest.param("Link DP-1: 100-yr 14.6 cfs (existing 13.9 cfs)", {"existing": 13.9, "proposed": 14.6}, id="aside-names-existing"),
    pytest.param("The 100-year rate at DP-1 is 12.0 cfs (proposed 10.5 cfs).", {"existing": 12.0, "proposed": 10.5},
                 id="aside-names-proposed"),
    pytest.param("The 100-year proposed rate is 14.6 cfs (existing: 13.9 cfs).", {"existing": 13.9, "proposed": 14.6},
                 id="both-sides-named"),
    # near misses: the bracket labels the figure itself, no figure of its own inside
    pytest.param("The 100-year rate is 13.9 cfs (existing) and 12.1 cfs (proposed).", {"existing": 13.9, "proposed": 12.1},
                 id="bracket-labels-its-figure"),
    pytest.param("The 100-year rate is 13.9 cfs (existing conditions).", {"existing": 13.9, "proposed": None}, id="bracket-of-words"),
    pytest.param("The existing (2024) 100-year rate is 13.9 cfs and the proposed rate is 12.1 cfs.",
                 {"existing": 13.9, "proposed": 12.1}, id="a-year-in-brackets-after-the-side-word"),
])
def test_a_rate_beside_an_aside_of_the_other_side(text, want):
    assert value(text, "peak_rates_cfs")["100"] == want
