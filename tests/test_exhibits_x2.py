"""Exhibits a second outside author's packages showed we missed, as classes of wording and layout.

Each table is written here to stand for a class (a reduced sheet numbered "3 / OF 6", a sheet titled
"STORM SEWER" that draws its pipes, a wetland labelled with its delineation date, a model's node table
under a sentence-case head, borings tabulated under a plain "Boring" head ...), with near misses that
must stay missing: negations, promises, pointers, tables of something else, the same words on a page
that shows nothing. A false "present" is the worst error, so each class has its near misses.
"""

import pytest

from extract.exhibits.detect import detect_exhibits
from extract.pdf.page_text import page_from_text

LETTER = (612.0, 792.0)
FULL = (2592.0, 1728.0)
REDUCED = (1224.0, 792.0)


def found(text, size=LETTER):
    return detect_exhibits([page_from_text(text, file="pkg.pdf", width=size[0], height=size[1])])


def sheet(body, title, number="C4", size=FULL):
    block = f"\nSHEET TITLE:\nN 89 41 12 E 412.36\t{title}\nSHEET NO.\n{number}\tOF 6"
    return found(f"NORTHGATE ENGINEERING\nPROPERTY LINE\n{body}{block}", size)


# ---- N.6.A: the reduced set, its sheets numbered within the set in the title block ----

@pytest.mark.parametrize("title_block", [
    "FIRM\tPROJECT\tEXISTING CONDITIONS\nMedina, MN\tS.P. 027\t3\nOF 6",
    "FIRM\tPROJECT\tGRADING PLAN\nPark\tPrint Name: P. Raman\tC300\nOF 5",
    "GRADING PLAN\nC3.0\tOF 4",
    "STORM SEWER PLAN\nSHEET 4 OF 9",
    "UTILITY PLAN\nC-5 OF 8",
])
def test_reduced_sheet_numbered_in_its_set(title_block):
    assert "plan_set.reduced" in found(f"NOTES\nContours at 2-ft interval\n{title_block}", REDUCED)


@pytest.mark.parametrize("text", [
    "Stormwater Management Report\nGrading Plan summary\nPage 3 of 6",  # a report page printed at 11x17
    "EXISTING CONDITIONS\nNarrative of the site\nPage 2 of 4",
    "Appendix C\nHydroCAD output\n3 of 6 pages",
])
def test_reduced_report_pages_are_no_plan_set(text):
    assert "plan_set.reduced" not in found(text, REDUCED)


# ---- N.6.A.3: a sheet titled by the storm sewer alone, or beside drainage, that draws it ----

PIPES = "CB-10\n15\" RCP @ 0.6%\nMH-11\n21\" RCP @ 0.5%\nOCS-1\n18\" RCP @ 0.5%\nFES-20"


@pytest.mark.parametrize("title,body", [
    ("STORM SEWER", PIPES),
    ("STORM", PIPES),
    ("STORM DRAINAGE", "CB-1\n12\" HDPE @ 1.0%\nFES-2"),
    ("STORM SEWER SYSTEM", "CBMH-3\n24\" RCP @ 0.40%\nOCS-2"),
    ("DRAINAGE & STORM SEWER", "EX-1 0.78 AC to Lake St\nAD-1\n10\" RCP @ 1.0%"),
    ("DRAINAGE AND STORM SEWER PLAN", "AREA 1 2.1 AC"),
])
def test_storm_sewer_sheets(title, body):
    assert "N.6.A.3" in sheet(body, title)


@pytest.mark.parametrize("title,body", [
    ("STORM SEWER", "1. ALL STORM SEWER PIPE SHALL BE RCP.\n2. CONTRACTOR TO VERIFY ELEVATIONS."),  # notes, nothing drawn
    ("STORM SEWER", "SMH-1\n8\" PVC SDR-35 @ 0.5%\nSMH-2"),  # sanitary drawn
    ("STORM", "CB-1\nINLET PROTECTION"),  # one structure, no pipe
    ("GRADING PLAN", PIPES.replace("RCP", "PIPE")),
])
def test_storm_titles_without_drawn_storm_sewer(title, body):
    assert "N.6.A.3" not in sheet(body, title)


# ---- N.6.A.8: details of the wider facility vocabulary under a generic DETAILS title ----

@pytest.mark.parametrize("labels", [
    "UDT-1 SECTION\tCISTERN\tSTORMWATER PLANTER\tHDS-1",
    "DROP MANHOLE\tCURB CUT",
    "UNDERGROUND DETENTION TANK SECTION",
    "FLOW-THROUGH PLANTER\tTRENCH DRAIN",
    "UGS-1 CHAMBER ROW",
])
def test_generic_details_of_stormwater_facilities(labels):
    assert "N.6.A.8" in sheet(labels, "DETAILS")


@pytest.mark.parametrize("labels", [
    "CONCRETE CURB AND GUTTER\tSIDEWALK SECTION\tPEDESTRIAN RAMP",
    "SPLASH PAD PLAY AREA\tBENCH\tBIKE RACK",
    "SILT FENCE\tROCK CONSTRUCTION ENTRANCE",
    "HYDRANT\tGATE VALVE\tSANITARY DROP CONNECTION",
    "FUEL STORAGE TANK PAD\tDUMPSTER ENCLOSURE",
])
def test_generic_details_of_other_work(labels):
    assert "N.6.A.8" not in sheet(labels, "DETAILS")


# ---- N.6.A.4: a wetland labelled with its delineation, a floodplain note with its level, none-on-site rows ----

@pytest.mark.parametrize("note", [
    "WETLAND (DELINEATED 6/14/2023)",
    "WETLAND W-3 (DELINEATED, NOT IMPACTED)",
    "WETLAND A - FLAGGED 5/2023 BY KES",
    "WETLAND 2: DELINEATED BY SWCA, JUNE 2024",
    "Floodplain: Langdon Lake 100-yr 933.2",
    "FLOODPLAIN - MINNEHAHA CREEK 100-YEAR ELEV 904.1",
])
def test_wetland_and_floodplain_labels(note):
    assert "N.6.A.4" in sheet(note, "EXISTING CONDITIONS", "C1")


@pytest.mark.parametrize("note", [
    "WETLAND (NOT DELINEATED)",
    "WETLAND (DELINEATION PENDING)",
    "WETLAND - TO BE DELINEATED PRIOR TO FINAL PLAT",
    "WETLAND MAY BE PRESENT (DELINEATED 2019?)",
    "Lowest opening 936.0, 2 ft above floodplain: Langdon Lake 933.2",
    "FLOODPLAIN: ZONE X 2023",
])
def test_wetland_labels_that_show_nothing(note):
    assert "N.6.A.4" not in sheet(note, "EXISTING CONDITIONS", "C1")


@pytest.mark.parametrize("row", [
    "Wetlands / shoreland / floodplain on site\tNone\tNWI, DNR PWI and FEMA FIRM",
    "Wetlands on site\tNone\tper NWI and county wetland inventory (NWI)",
    "Floodplain\tNone\tFEMA FIRM panel 27053C0329F",
    "Shoreland areas\tNone\tDNR PWI map checked",
    "Wetlands, floodplain\tNo\tNational Wetlands Inventory; FEMA Flood Insurance Rate Map",
])
def test_report_rows_finding_none_against_named_inventories(row):
    assert "N.6.A.4" in found(f"Project Summary\nItem\tValue\tNote\n{row}")


@pytest.mark.parametrize("row", [
    "Wetlands / shoreland / floodplain on site\tNone",  # no source: a bare remark
    "Wetlands on site\tNone\tfield review",
    "Wetlands on site\tTBD\tNWI to be checked",
    "Wetlands on site\tYes\tNWI",
    "Drainage areas\tNone\tFEMA FIRM",
])
def test_report_rows_that_are_not_the_item(row):
    assert "N.6.A.4" not in found(f"Project Summary\nItem\tValue\tNote\n{row}")


def test_no_wetlands_sentence_naming_the_inventories():
    assert "N.6.A.4" in found("Existing conditions\nNo wetlands are present on the site per the NWI and FEMA FIRM panel 27053C0329F.")
    assert "N.6.A.4" not in found("Existing conditions\nNo wetlands were identified on the site during the field review.")


# ---- N.6.C: boring results tabulated or summed up ----

@pytest.mark.parametrize("block", [
    "Boring\tSurface elev.\t0-2 ft\t2-9 ft\nB-1\t922.4\tTopsoil\tLean clay CL\nB-4\t915.1\tTopsoil\tLean clay CL",
    "Boring\tSurface\tProfile\tGroundwater\nST-1\t948.3\tFill over sandy lean clay\t940.1",
    "Boring\tElev.\tProfile\nSB-1\t941.2\t0-1 topsoil; 1-16 lean clay CL",
    "Boring No.\tDepth\tSoil\tBlows/ft\nB-2\t0-5\tSM\t12",
    "Soil Boring\tDepth to water\tSoils\nTB-3\t9 ft\tsandy outwash (SP)",
])
def test_boring_tables(block):
    assert "N.6.C" in found(f"Results\n{block}")


@pytest.mark.parametrize("sentence", [
    "Soil borings SB-1 to SB-8 (Haugo GeoTechnical): sandy outwash (SP, HSG A) under Pond 2; loam till elsewhere.",
    "Borings B-1 to B-6 (Attachment B) found lean clay (CL) to 14 ft.",
    "Borings B-1 to B-4 show silty clay (HSG D) with perched water at 6 feet; infiltration is not proposed.",
    "Borings B-1 and B-2 encountered fill over sandy lean clay.",
    "Geotechnical borings ST-1 through ST-5 revealed silty sand over clay.",
])
def test_boring_results_in_a_sentence(sentence):
    assert "N.6.C" in found(f"Soils\n{sentence}")


@pytest.mark.parametrize("text", [
    "Soils\nSoil borings will be taken at B-1 to B-4 before final design.",
    "Soils\nNo soil borings were taken on the site.",
    "Soils\nInfiltration is not feasible due to clay soils and is not proposed.",
    "Drainage areas\nArea\tAcres\tCN\nB-1\t2.1\t78",
    "Boring\tStatus\nB-1\tnot drilled",
    "Soils\nBorings B-1 to B-3 may show clay; results are pending.",
    "Soils\nBorings B-1 to B-4 are proposed in the sand area.",
])
def test_no_boring_results(text):
    assert "N.6.C" not in found(text)


# ---- N.6.A.10: the routing model's node table under a sentence-case head ----

@pytest.mark.parametrize("block", [
    "HydroCAD summary\nNode\tArea\tQ100 in\tQ100 out\n1S Existing lot\t0.78 ac\t8.9\t-\n2S Proposed roof+plaza\t0.73 ac\t8.1\t-",
    "HydroCAD output (summary)\nNode\tArea\tCN\tTc\tQ100\n1S Existing site\t1.84 ac\t79\t10.0 min\t7.41 cfs\n2S Proposed to basin\t1.52 ac\t92\t6.0 min\t9.80 cfs",
    "Model results (XP-SWMM)\nNode\tPeak inflow\tPeak stage\nP-1\t24.0\t934.6\nP-2\t10.8\t932.4",
    "P8 results\nNode\tTP removal\nPond 1\t63%\n1P\t60\n2P\t58",
    "Routing results - HydroCAD 10.2\nNode ID\tStorage\tOutflow\n1P\t1.9 ac-ft\t9.8 cfs\n2P\t2.4 ac-ft\t24.1 cfs",
])
def test_model_node_tables(block):
    assert "N.6.A.10" in found(f"Report\n{block}")


@pytest.mark.parametrize("block", [
    "Drainage areas\nNode\tArea\tCN\nEX-1\t2.05\t80\nEX-2\t0.80\t74",  # no model named: a list of areas
    "HydroCAD summary\nNode\tArea\nEX-1\t2.05",  # one row
    "HydroCAD will be used\nNode\tArea\tCN\n1S\t2.0\t80\n2S\t1.0\t75",  # a promise
    "HydroCAD summary\nStructure\tRim\tInvert\nCB-1\t910.2\t905.1\nCB-2\t909.8\t904.9",
])
def test_tables_that_are_not_model_output(block):
    assert "N.6.A.10" not in found(f"Report\n{block}")


# ---- N.6.A.9: existing and proposed peaks by event, side by side in columns ----

@pytest.mark.parametrize("block", [
    "Peak discharge (cfs), HydroCAD\nDischarge point\t1-yr EX\t1-yr PR\t10-yr EX\t10-yr PR\t100-yr EX\t100-yr PR\nDP-1\t4.1\t2.2\t8.3\t5.1\t15.2\t11.0",
    "Peak rates\nOutfall\tPre 1-yr\tPost 1-yr\tPre 10-yr\tPost 10-yr\tPre 100-yr\tPost 100-yr\nOF-1\t6.2\t5.1\t14.8\t12.2\t31.5\t27.9",
    "Runoff rates (cfs)\nPoint\tEX 1-YR\tPR 1-YR\tEX 10-YR\tPR 10-YR\tEX 100-YR\tPR 100-YR\nSite\t1.1\t0.9\t3.3\t2.8\t7.4\t7.0",
    "Discharge summary\nLocation\tExisting 1-year\tProposed 1-year\tExisting 10-year\tProposed 10-year\tExisting 100-year\tProposed 100-year\nA\t1\t1\t2\t2\t3\t3",
    "Peak flow comparison (cfs)\nDP\t1-yr Pre\t1-yr Post\t2-yr Pre\t2-yr Post\t10-yr Pre\t10-yr Post\t100-yr Pre\t100-yr Post\nDP-A\t12.1\t9.0\t14.9\t11.3\t24.3\t19.2\t44.0\t38.7",
])
def test_rate_columns_by_event(block):
    assert "N.6.A.9" in found(f"Rate control\n{block}")


@pytest.mark.parametrize("block", [
    "Peak discharge (cfs)\nPoint\t1-yr EX\t1-yr PR\t10-yr EX\t10-yr PR\nDP-1\t4.1\t2.2\t8.3\t5.1",  # no 100-year
    "Peak discharge (cfs)\nPoint\t1-yr PR\t10-yr PR\t100-yr PR\nDP-1\t2.2\t5.1\t11.0",  # proposed only
    "Pond levels\nPond\t1-yr EX\t1-yr PR\t10-yr EX\t10-yr PR\t100-yr EX\t100-yr PR\nP-1\t901.1\t901.3\t902.2\t902.5\t903.0\t903.4",
    "Peak discharge (cfs)\nPoint\t1-yr EX\t1-yr PR\t10-yr EX\t10-yr PR\t100-yr EX\t100-yr PR\nDP-1\tTBD\tTBD",
])
def test_tables_that_are_not_the_rate_analysis(block):
    assert "N.6.A.9" not in found(f"Rate control\n{block}")


def test_a_rate_table_title_is_not_denied_by_the_next_numbered_clause():
    text = ("3.0 Water Quantity\nTable 3-1. Peak discharge rates (cfs)\nDischarge\tPre 1-yr\tPost 1-yr\n"
            "Total Site\t15.5\t11.9\n3.4 Lower peak rates mean that off-site water levels are not adversely affected.")
    assert "N.6.A.9" in found(text)
    assert "N.6.A.9" not in found("Table 3-1. Peak discharge rates (cfs)\nA rate analysis will be provided with the final plans.")


# ---- N.6.E: the net change in impervious surface stated in acres ----

@pytest.mark.parametrize("sentence", [
    "The new trail surface is 1.15 acres, which is also the net increase in impervious surface of the project.",
    "After construction it will have 0.70 acres of hard surface, a net decrease of 0.04 acres of impervious surface.",
    "Net increase in impervious surface: 1.22 acres.",
    "The net increase in impervious area is 0.18 ac.",
    "The project adds 2.26 acres of net new impervious surface; the net new impervious is 2.26 ac.",
])
def test_net_impervious_in_acres(sentence):
    assert "N.6.E" in found(f"Impervious surfaces\n{sentence}")


@pytest.mark.parametrize("sentence", [
    "The net increase in impervious surface is to be determined.",
    "The net increase in impervious surface is 3,049 sq. ft.",
    "There is no net increase in impervious surface.",
    "The drainage area is 1.2 acres with a net increase of 0.3 acres of runoff volume.",
    "The net increase in impervious surface may be about 0.5 acres.",
    "The net increase in impervious surface over the 2.0 acres site is small.",
])
def test_no_net_impervious_stated(sentence):
    assert "N.6.E" not in found(f"Impervious surfaces\n{sentence}")
