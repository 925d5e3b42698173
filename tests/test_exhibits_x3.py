"""Exhibits a third outside author's packages showed we missed, as classes of layout and wording.

Each class stands with its near misses that must stay missing, because a false "present" is the
worst error: a rate table turned on its side (events across the head, one row per condition), a
plan's note that the campus, corridor or lot has no wetland, and a city letter whose letterhead names
its office or sits under a compiled submittal's running head.
"""

import pytest

from extract.exhibits.detect import detect_exhibits
from extract.pdf.page_text import page_from_text

LETTER = (612.0, 792.0)
FULL = (2592.0, 1728.0)


def found(text, size=LETTER):
    return detect_exhibits([page_from_text(text, file="pkg.pdf", width=size[0], height=size[1])])


# ---- N.6.A.9: events across the head, existing and proposed as rows ----

@pytest.mark.parametrize("table", [
    "Design discharges at the outlet:\n\tQ1 (cfs)\tQ2 (cfs)\tQ10 (cfs)\tQ50 (cfs)\tQ100 (cfs)\nEX\t8.6\t10.4\t17.9\t27.5\t33.0\nPR\t8.1\t9.9\t16.8\t26.1\t31.4",
    "Peak discharge rates (cfs)\nCondition\t1-yr\t10-yr\t100-yr\nExisting\t3.1\t7.4\t14.2\nProposed\t1.4\t5.0\t12.9",
    "Peak runoff rates\n\t1-year\t10-year\t100-year\nPre-development\t2.2\t4.9\t9.9\nPost-development\t2.0\t4.1\t9.0",
    "Table 3. Flows at DP-1 (cfs)\n\tQ1\tQ10\tQ100\nExisting conditions\t4.0\t9.0\t15.5\nProposed conditions\t3.9\t8.7\t15.1",
    "Discharge summary\n\tQ-1 (cfs)\tQ-10 (cfs)\tQ-100 (cfs)\nPre\t1.0\t2.0\t3.0\nPost\t0.9\t1.8\t2.9",
])
def test_rate_table_with_events_across_the_head(table):
    assert "N.6.A.9" in found(table)


@pytest.mark.parametrize("table", [
    # only the existing peaks
    "Peak discharge rates (cfs)\n\t1-yr\t10-yr\t100-yr\nExisting\t3.1\t7.4\t14.2",
    # water levels by event are no rates
    "Pond water levels\n\t1-yr\t10-yr\t100-yr\nExisting\t901.2\t902.0\t903.1\nProposed\t901.0\t901.9\t903.0",
    # volumes by event, no flow named
    "Runoff volume (ac-ft)\n\t1-yr\t10-yr\t100-yr\nExisting\t0.3\t0.7\t1.2\nProposed\t0.2\t0.6\t1.1",
    # the 100-year event is not in the table
    "Peak discharge rates (cfs)\n\t1-yr\t2-yr\t10-yr\nExisting\t3.1\t4.0\t7.4\nProposed\t1.4\t2.2\t5.0",
    # rates still to be computed
    "Peak discharge rates (cfs) will be provided with final design\n\t1-yr\t10-yr\t100-yr\nExisting\t-\t-\t-\nProposed\t-\t-\t-",
])
def test_rate_table_near_misses(table):
    assert "N.6.A.9" not in found(table)


# ---- N.6.A.4: a plan note that the campus / corridor / lot holds no wetland ----

def plan(note):
    return found(f"GRADING PLAN\nPROPERTY LINE\nEXISTING CONTOUR\n{note}\nSHEET C2.0\nOF 6", FULL)


@pytest.mark.parametrize("note", [
    "NO WETLANDS, SHORELAND OR FLOODPLAIN ON CAMPUS",
    "NO WETLANDS OR FLOODPLAIN WITHIN THE CORRIDOR",
    "NO WETLANDS EXIST ON THE LOT",
    "THERE ARE NO WETLANDS OR SHORELAND WITHIN THE PROJECT CORRIDOR",
    "NO FLOODPLAIN OR WETLANDS ARE PRESENT ON THE TRACT",
])
def test_plan_note_no_wetlands_on_campus_corridor_lot(note):
    assert "N.6.A.4" in plan(note)


@pytest.mark.parametrize("note", [
    "WETLANDS ON CAMPUS TO BE DELINEATED PRIOR TO CONSTRUCTION",
    "NO WETLAND IMPACTS PROPOSED",
    "NO PARKING ON CAMPUS",
    "WETLAND DELINEATION WITHIN THE CORRIDOR IS PENDING",
    "NO FILL ON THE LOT",
])
def test_plan_note_near_misses(note):
    assert "N.6.A.4" not in plan(note)


def test_report_sentence_without_a_source_stays_a_remark():
    # an earlier round's reading, kept: a report's bare "none on site" names nothing to check it against
    assert "N.6.A.4" not in found("2. Site\nNo wetlands or floodplain exist within the corridor.")


# ---- N.6.A.11: the city's letter, its letterhead naming the office ----

@pytest.mark.parametrize("head", [
    "CITY OF HOPKINS - PUBLIC WORKS",
    "City of Edina | Engineering Department",
    "CITY OF WAYZATA - CITY HALL",
    "City of Plymouth, Community Development",
    "Summit Design-Build Co. | Submittal SUB-C-014 | Blake Road Flats    Page 7\nCITY OF HOPKINS - PUBLIC WORKS",
])
def test_city_letterhead_naming_its_office(head):
    body = "1010 First Street South. July 30, 2025. Staff reviewed the stormwater plan for Blake Road Flats. The plan conforms to the City plan."
    assert "N.6.A.11" in found(f"{head}\n{body}")


@pytest.mark.parametrize("text", [
    # the applicant's letter to the city: the firm's letterhead first
    "Summit Design-Build Co.\nCITY OF HOPKINS - PUBLIC WORKS\n1010 First Street South. We request that staff review the stormwater plan.",
    # the city's letterhead, the review still to come
    "CITY OF HOPKINS - PUBLIC WORKS\nStaff will review the stormwater plan for Blake Road Flats when it is submitted.",
    # the city named with something that is not its office
    "CITY OF HOPKINS - STORMWATER PLAN SUBMITTAL\nOur team reviewed the stormwater plan for Blake Road Flats.",
    # a running head, then the firm's letterhead
    "Submittal SUB-C-014    Page 7\nSummit Design-Build Co.\nTo: City of Hopkins\nWe reviewed the stormwater plan.",
    # the city's letterhead, a request
    "City of Edina | Engineering Department\nPlease review the stormwater plan and send comments.",
])
def test_city_letterhead_near_misses(text):
    assert "N.6.A.11" not in found(text)
