"""N.3.2 written as a list or a table: headings with items under them, tables with a BMP column.
Phrasings written here in several voices (report, memo, plan note in capitals, form, table);
each has a negative twin: a contents page, an unticked form line, erosion control, denied items."""

import pytest

from extract.pdf.page_text import page_from_text
from extract.propose.statement_lists import read_page_statements


def n32(text: str) -> bool:
    return "N.3.2" in read_page_statements(page_from_text(text, file="r.pdf"))


LISTS = [
    "Permanent BMPs\n• Wet sedimentation pond (Pond 1)\n• Two rain gardens along the north lot line",
    "4.2 Proposed Stormwater BMPs\n1. Infiltration basin IB-1\n2. Sump manholes with SAFL baffles at CBMH-3 and CBMH-7",
    "POST-CONSTRUCTION BMPS:\n- UNDERGROUND INFILTRATION CHAMBERS (STORMTECH MC-3500)\n- PERMEABLE PAVERS IN PARKING STALLS",
    "Table 3 - Summary of Permanent BMPs\nBMP\tTributary Area (ac)\tTP Removal (%)\nWet Pond P-1\t12.4\t60\nBioretention B-2\t1.1\t80",
    "Stormwater Management Features:\na) iron-enhanced sand filter bench\nb) vegetated swale to the pond",
    "List of Permanent BMPs\n(1) Biofiltration basin\n(2) Tree trenches along Main Street",
    "PERMANENT STORMWATER BMPS\n1. NURP POND WITH SKIMMER OUTLET",
    "BMP\tLocation\tSheet\nRain garden RG-1\tLot 4 rear yard\tC3.1\nHydrodynamic separator\tOutlet to creek\tC4.0",
]


@pytest.mark.parametrize("text", LISTS)
def test_lists_and_tables_of_permanent_bmps(text):
    assert n32(text)


NOT_LISTS = [
    "TABLE OF CONTENTS\nPermanent BMPs ........ 7\nRate Control ........ 9\nWater Quality ........ 11\nAppendices ........ 14",
    "☐ Permanent BMPs\n☐ Rate control calculations",
    "Temporary Erosion Control BMPs\n• Silt fence around the pond\n• Rock construction entrance",
    "Permanent BMPs\n• Rain garden - not proposed due to clay soils\n• Infiltration basin - not feasible",
    "Proposed BMPs: TBD\nThe design will be finalized after the geotechnical report.",
    "Permanent BMPs\nNone. The site drains to the regional pond built by the City in 2004 and no permanent practices are proposed on site.",
    "BMP\tStatus\nRain garden\tnot proposed",
]


@pytest.mark.parametrize("text", NOT_LISTS)
def test_no_list_of_permanent_bmps(text):
    assert not n32(text)


def test_evidence_points_at_heading_and_item():
    got = read_page_statements(page_from_text("Proposed BMPs\n• Wet pond P-1", file="r.pdf", number=3))["N.3.2"]
    assert got[0].page == 3 and "Proposed BMPs" in got[0].text and "Wet pond" in got[1].text


@pytest.mark.parametrize("text", [
    "4.0 BEST MANAGEMENT PRACTICES\nAn infiltration basin is proposed to meet the volume reduction goal.",
    "Best Management Practices\nA rain garden is planned for the back yard.",
])
def test_one_practice_in_prose_under_a_chapter_heading_is_no_list(text):
    assert not n32(text)


@pytest.mark.parametrize("text", [
    "Proposed Permanent BMPs\nWet pond P-1\nRain garden RG-2",
    "LIST OF PERMANENT BMPS\nINFILTRATION BASIN IB-1",
])
def test_bare_labels_under_an_explicit_list_heading(text):
    assert n32(text)
