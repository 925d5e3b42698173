"""Section 6 item (9), N.6.A.9: the existing and proposed peak runoff rates for the 1-, 10- and 100-year events.

Recognised from a rate table in any layout: events down the side with existing and proposed columns
(in any words: Now / After, Pre-Project / Post-Project, Current / Future), existing and proposed peaks
side by side for each event, or events across the head with one row per condition. The near misses
stay missing: only one condition, no 100-year event, water levels or volumes by event instead of
rates, figures still to be computed, and a table title followed by a promise.
"""

import pytest

from exhibit_helpers import cases, found


# ---- existing and proposed peaks by event, side by side in columns ----
RATE_COLUMNS_BY_EVENT = [
    ("Peak discharge (cfs), HydroCAD\nDischarge point\t1-yr EX\t1-yr PR\t10-yr EX\t10-yr PR\t100-yr EX\t100-yr PR\nDP-1\t4.1\t2.2\t8.3\t5.1\t15.2\t11.0", True, "peak-discharge-cfs-hydrocad-discharge"),
    ("Peak rates\nOutfall\tPre 1-yr\tPost 1-yr\tPre 10-yr\tPost 10-yr\tPre 100-yr\tPost 100-yr\nOF-1\t6.2\t5.1\t14.8\t12.2\t31.5\t27.9", True, "peak-rates-outfall-pre-1-yr-post-1-yr-pre"),
    ("Runoff rates (cfs)\nPoint\tEX 1-YR\tPR 1-YR\tEX 10-YR\tPR 10-YR\tEX 100-YR\tPR 100-YR\nSite\t1.1\t0.9\t3.3\t2.8\t7.4\t7.0", True, "runoff-rates-cfs-point-ex-1-yr-pr-1-yr-ex"),
    ("Discharge summary\nLocation\tExisting 1-year\tProposed 1-year\tExisting 10-year\tProposed 10-year\tExisting 100-year\tProposed 100-year\nA\t1\t1\t2\t2\t3\t3", True, "discharge-summary-location-existing-1-year"),
    ("Peak flow comparison (cfs)\nDP\t1-yr Pre\t1-yr Post\t2-yr Pre\t2-yr Post\t10-yr Pre\t10-yr Post\t100-yr Pre\t100-yr Post\nDP-A\t12.1\t9.0\t14.9\t11.3\t24.3\t19.2\t44.0\t38.7", True, "peak-flow-comparison-cfs-dp-1-yr-pre-1-yr"),
    ("Peak discharge (cfs)\nPoint\t1-yr EX\t1-yr PR\t10-yr EX\t10-yr PR\nDP-1\t4.1\t2.2\t8.3\t5.1", False, "peak-discharge-cfs-point-1-yr-ex-1-yr-pr"),  # no 100-year
    ("Peak discharge (cfs)\nPoint\t1-yr PR\t10-yr PR\t100-yr PR\nDP-1\t2.2\t5.1\t11.0", False, "peak-discharge-cfs-point-1-yr-pr-10-yr-pr"),  # proposed only
    ("Pond levels\nPond\t1-yr EX\t1-yr PR\t10-yr EX\t10-yr PR\t100-yr EX\t100-yr PR\nP-1\t901.1\t901.3\t902.2\t902.5\t903.0\t903.4", False, "pond-levels-pond-1-yr-ex-1-yr-pr-10-yr-ex"),
    ("Peak discharge (cfs)\nPoint\t1-yr EX\t1-yr PR\t10-yr EX\t10-yr PR\t100-yr EX\t100-yr PR\nDP-1\tTBD\tTBD", False, "peak-discharge-cfs-point-1-yr-ex-1-yr-pr-2"),
]


@pytest.mark.parametrize("block,present", cases(RATE_COLUMNS_BY_EVENT))
def test_existing_and_proposed_columns_for_each_event(block, present):
    assert ("N.6.A.9" in found(f"Rate control\n{block}")) is present


# ---- a rate table turned either way ----
RATE_TABLES = [
    # events across the head, existing and proposed as rows
    ("Design discharges at the outlet:\n\tQ1 (cfs)\tQ2 (cfs)\tQ10 (cfs)\tQ50 (cfs)\tQ100 (cfs)\nEX\t8.6\t10.4\t17.9\t27.5\t33.0\nPR\t8.1\t9.9\t16.8\t26.1\t31.4", True, "design-discharges-at-the-outlet-q1-cfs-q2"),
    ("Peak discharge rates (cfs)\nCondition\t1-yr\t10-yr\t100-yr\nExisting\t3.1\t7.4\t14.2\nProposed\t1.4\t5.0\t12.9", True, "peak-discharge-rates-cfs-condition-1-yr-10"),
    ("Peak runoff rates\n\t1-year\t10-year\t100-year\nPre-development\t2.2\t4.9\t9.9\nPost-development\t2.0\t4.1\t9.0", True, "peak-runoff-rates-1-year-10-year-100-year"),
    ("Table 3. Flows at DP-1 (cfs)\n\tQ1\tQ10\tQ100\nExisting conditions\t4.0\t9.0\t15.5\nProposed conditions\t3.9\t8.7\t15.1", True, "table-3-flows-at-dp-1-cfs-q1-q10-q100"),
    ("Discharge summary\n\tQ-1 (cfs)\tQ-10 (cfs)\tQ-100 (cfs)\nPre\t1.0\t2.0\t3.0\nPost\t0.9\t1.8\t2.9", True, "discharge-summary-q-1-cfs-q-10-cfs-q-100"),
    # events down the side, columns in other words
    ("Peak flow leaving the site at the south culvert\nStorm\tNow (cfs)\tAfter (cfs)\n1 year\t4.6\t3.9\n10 year\t11.8\t10.1\n100 year\t26.3\t24.8", True, "peak-flow-leaving-the-site-at-the-south"),
    ("Peak rates (cfs)\nStorm Event\tPre-Project\tPost-Project\tChange\n1-yr\t6.8\t5.9\t-0.9\n10-yr\t13.2\t12.7\t-0.5\n100-yr\t24.1\t25.3\t+1.2", True, "peak-rates-cfs-storm-event-pre-project"),
    ("Table 4.1 - Peak discharge\nEvent\tRainfall (in)\tExisting (cfs)\tProposed (cfs)\n1-year\t2.49\t8.9\t6.2\n10-year\t4.26\t29.6\t21.5\n100-year\t7.41\t71.8\t58.3", True, "table-4-1-peak-discharge-event-rainfall-in"),
    ("Discharge at DP-1\nEvent\tBefore\tAfter\n1-yr\t1.1\t0.9\n10-yr\t2.2\t2.0\n100-yr\t4.4\t4.1", True, "discharge-at-dp-1-event-before-after-1-yr"),
    ("Runoff rates (cfs)\nFrequency\tCurrent\tFuture\n1-year\t3.0\t2.5\n2-year\t3.5\t3.0\n10-year\t6.0\t5.0\n100-year\t12.0\t11.0", True, "runoff-rates-cfs-frequency-current-future"),
    # a rate table's title is not denied by the next numbered clause
    (("3.0 Water Quantity\nTable 3-1. Peak discharge rates (cfs)\nDischarge\tPre 1-yr\tPost 1-yr\n"
     "Total Site\t15.5\t11.9\n3.4 Lower peak rates mean that off-site water levels are not adversely affected."), True, "table-title-not-denied-by-the-next-clause"),
    # the rates named just above a table without a unit; a title block's cells beside the rows
    ("Q: Rates? A: see table (HydroCAD, 24-hr Atlas 14).\n\t1 yr\t2 yr\t10 yr\t100 yr\nexist.\t3.1\t4.2\t9.0\t21.7\nprop.\t1.9\t2.5\t6.2\t17.3", True, "rates-named-above-no-unit"),
    ("PEAK RATES TO MONTEREY DRIVE (CFS)\n______\nEVENT\tEX.\tPROP.\tLena M. Ortiz, PE\n1-YR\t6.1\t4.0\tDate: 01/26/26\tLic. No. 50418\n10-YR\t11.9\t9.2\n100-YR\t21.3\t18.7", True, "title-block-cells-beside-the-rows"),
    ("Q: Volumes? A: see table (runoff volume, ac-ft).\n\t1 yr\t10 yr\t100 yr\nexist.\t0.3\t0.7\t1.2\nprop.\t0.2\t0.6\t1.1", False, "volumes-named-above-no-unit"),
    ("Q: Levels? A: see table.\n\t1 yr\t10 yr\t100 yr\nexist.\t3.1\t9.0\t21.7\nprop.\t1.9\t6.2\t17.3", False, "nothing-named-above-no-unit"),
    # only the existing peaks
    ("Peak discharge rates (cfs)\n\t1-yr\t10-yr\t100-yr\nExisting\t3.1\t7.4\t14.2", False, "peak-discharge-rates-cfs-1-yr-10-yr-100-yr"),
    # water levels by event are no rates
    ("Pond water levels\n\t1-yr\t10-yr\t100-yr\nExisting\t901.2\t902.0\t903.1\nProposed\t901.0\t901.9\t903.0", False, "pond-water-levels-1-yr-10-yr-100-yr"),
    # volumes by event, no flow named
    ("Runoff volume (ac-ft)\n\t1-yr\t10-yr\t100-yr\nExisting\t0.3\t0.7\t1.2\nProposed\t0.2\t0.6\t1.1", False, "runoff-volume-ac-ft-1-yr-10-yr-100-yr"),
    # the 100-year event is not in the table
    ("Peak discharge rates (cfs)\n\t1-yr\t2-yr\t10-yr\nExisting\t3.1\t4.0\t7.4\nProposed\t1.4\t2.2\t5.0", False, "peak-discharge-rates-cfs-1-yr-2-yr-10-yr"),
    # rates still to be computed
    ("Peak discharge rates (cfs) will be provided with final design\n\t1-yr\t10-yr\t100-yr\nExisting\t-\t-\t-\nProposed\t-\t-\t-", False, "peak-discharge-rates-cfs-will-be-provided"),
    ("Pond levels\nEvent\tExisting\tProposed\n1-year\t901.2\t901.0\n10-year\t902.0\t901.9\n100-year\t903.1\t903.0", False, "pond-levels-event-existing-proposed-1-year"),
    ("Runoff volume (ac-ft)\nEvent\tExisting\tProposed\n1-year\t1.2\t1.0\n10-year\t2.0\t1.9\n100-year\t3.1\t3.0", False, "runoff-volume-ac-ft-event-existing"),
    ("Peak rates (cfs)\nEvent\tExisting\tProposed\n1-year\t1.2\t1.0\n10-year\t2.0\t1.9", False, "peak-rates-cfs-event-existing-proposed-1"),
    ("Peak rates (cfs) will be provided\nEvent\tExisting\tProposed\n1-year\t1.2\t1.0\n10-year\t2.0\t1.9\n100-year\t3.1\t3.0", False, "peak-rates-cfs-will-be-provided-event"),
    ("Table 3-1. Peak discharge rates (cfs)\nA rate analysis will be provided with the final plans.", False, "table-title-then-a-promise"),
    # a report heading that names the rate comparison, over the pages that hold it
    ("Peak Discharge Rates (cfs)\nThe following pages contain the information.", True, "peak-discharge-rates-cfs-the-following-pages-con"),
    ("Table 3: Existing and Proposed Peak Flows\nThe following pages contain the information.", True, "table-3-existing-and-proposed-peak-flows-the"),
    ("Summary of Peak Runoff Rates\nThe following pages contain the information.", True, "summary-of-peak-runoff-rates-the-following-pages"),
    ("RATE CONTROL SUMMARY\nThe following pages contain the information.", True, "rate-control-summary-the-following-pages-contain"),
    ("Discharge Rate Comparison\nThe following pages contain the information.", True, "discharge-rate-comparison-the-following-pages-co"),
    ("Runoff Volume and Rate Analysis\nThe following pages contain the information.", True, "runoff-volume-and-rate-analysis-the-following-pa"),
    ("Table 2. Pre- vs. Post-Development Peak Discharge\nThe following pages contain the information.", True, "table-2-pre-vs-post-development-peak-discharge"),
    # a heading whose chapter defers the analysis or says none was needed
    ("Rate Control Analysis\nThe rate control analysis will be submitted with the final plans.", False, "rate-control-analysis-the-rate-control-analysis"),
    ("Rate Control Analysis\nRate control is not required for this project because Section 4 does not apply.", False, "rate-control-analysis-rate-control-is-not-requir"),
    ("Peak Discharge Rates\nA rate analysis was not prepared, as the site is under one acre.", False, "peak-discharge-rates-a-rate-analysis-was-not"),
]


@pytest.mark.parametrize("table,present", cases(RATE_TABLES))
def test_rate_tables_in_a_report(table, present):
    assert ("N.6.A.9" in found(table)) is present
