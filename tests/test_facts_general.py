"""Classes of phrasing the fact readers must handle, each in several voices written for this test.

Plan-sheet notes beside a title block, the building's HWL versus a pond's, contour
intervals, parenthetical asides, trail widths versus buffers, landlocked basins said
without the word, thresholds that are not quantities, form check boxes and answers, and
the spacing OCR leaves inside numbers.
"""

import pytest

from extract.pdf.page import Cell, Line, Page
from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts
from extract.pdf.scan_text import tidy_numbers
from extract.layout.segments import segment_page

PLAN = (1224, 792)  # an 11x17 sheet, in points


def facts_of(*texts, size=(612, 792), ocr=False):
    pages = [page_from_text(t, file="pkg.pdf", number=i + 1, width=size[0], height=size[1], ocr=ocr)
             for i, t in enumerate(texts)]
    return read_facts(pages)


def value(text, name, **kw):
    return facts_of(text, **kw).value(name)


# -- plan sheets: a notes column read across the drawing and the title block --------------------------
def _row(top, *cells):
    """One text-layer row: (x0, words) per cell, 9 pt tall."""
    cs = [Cell(text=t, bbox=(x, top, x + 5.0 * len(t), top + 9)) for x, t in cells]
    return Line(text="\t".join(c.text for c in cs) if len(cs) > 1 else cs[0].text,
                bbox=(cs[0].bbox[0], top, cs[-1].bbox[2], top + 9), cells=cs)


def plan_page(rows, width=1224.0, height=792.0):
    lines = [_row(top, *cells) for top, cells in rows]
    return Page(file="plans.pdf", number=2, width=width, height=height, lines=lines)


NOTES_X, TITLE_X = 720.0, 1030.0

SHEET = [
    (27, [(NOTES_X, "GENERAL NOTES"), (TITLE_X, "Acme Civil Engineers, Inc.")]),
    (46, [(NOTES_X, "1. CONTRACTOR SHALL VERIFY ALL EXISTING UTILITIES PRIOR TO"), (TITLE_X, "Wayzata, MN 55391")]),
    (56, [(NOTES_X, "CONSTRUCTION."), (TITLE_X, "(763) 555-0100")]),
    (70, [(120.0, "934"), (NOTES_X, "2. ALL ELEVATIONS REFER TO NAVD 88. CONTOURS ARE SHOWN AT ONE")]),
    (80, [(NOTES_X, "FOOT INTERVALS."), (TITLE_X, "PROJECT")]),
    (94, [(NOTES_X, "3. LOW FLOOR OF THE NEW GARAGE = 931.20; ADJACENT 100-YR HWL =")]),
    (104, [(NOTES_X, "928.45."), (TITLE_X, "Maple Court Townhomes")]),
    (118, [(NOTES_X, "4. INFILTRATION BASIN B: NWL 925.0, 100-YR HIGH WATER LEVEL"), (TITLE_X, "CLIENT")]),
    (128, [(NOTES_X, "926.80 (EXISTING AND PROPOSED)."), (TITLE_X, "Maple Court LLC")]),
    (140, [(TITLE_X, "I hereby certify that this plan, specification, or report")]),
    (150, [(TITLE_X, "was prepared by me or under my direct supervision")]),
]


def test_plan_notes_read_as_sentences_not_rows():
    segs, _ = segment_page(plan_page(SHEET))
    texts = [s.text for s in segs]
    assert any("CONTOURS ARE SHOWN AT ONE FOOT INTERVALS." in t for t in texts)
    assert any("ADJACENT 100-YR HWL = 928.45." in t for t in texts)
    assert not any("PROJECT" in t and "FOOT" in t for t in texts)  # the title block stays out of the note


def test_plan_notes_give_the_building_hwl_and_not_the_basins():
    f = read_facts([plan_page(SHEET)])
    assert f.value("contour_interval_ft") == 1.0
    assert f.value("vertical_datum") == "NAVD88"
    assert f.value("lowest_opening_elev_ft") == 931.2
    assert f.value("hwl_100yr_elev_ft") == 928.45


def test_letter_pages_are_not_cut_into_columns():
    rows = [(40 + 12 * i, [(72.0, f"Item {i} description of the work to be done"), (400.0, f"{i}.0 ac")])
            for i in range(4)]
    segs, tables = segment_page(plan_page(rows, width=612, height=792))
    assert tables and len(tables[0].rows) == 4


def test_plan_table_rows_stay_whole():
    rows = SHEET + [(300, [(NOTES_X, "POND"), (NOTES_X + 60, "NWL"), (NOTES_X + 120, "100-YR HWL")]),
                    (312, [(NOTES_X, "P1"), (NOTES_X + 60, "905.0"), (NOTES_X + 120, "908.4")])]
    _, tables = segment_page(plan_page(rows))
    assert any(len(t.rows) == 2 and "905.0" in t.rows[1].text for t in tables)


# -- the 100-year HWL next to the buildings, not a pond's --------------------------------------------------
@pytest.mark.parametrize("text,lo,hwl", [
    ("Lowest floor elevation (LFE) = 921.5; 100-yr HWL adjacent to the building = 918.2", 921.5, 918.2),
    ("The proposed home's lowest opening (912.0) is 2.0 feet above the 100-year high water level of 910.0.",
     912.0, 910.0),
    ("LOWEST OPENING:\t944.0\n100-YEAR HIGH WATER:\t941.3", 944.0, 941.3),
    ("Low opening elev. 1003.4 / 100 yr HWL 1000.9 (NAVD 88)", 1003.4, 1000.9),
])
def test_building_hwl_with_its_opening(text, lo, hwl):
    f = facts_of(text)
    assert f.value("lowest_opening_elev_ft") == pytest.approx(lo)
    assert f.value("hwl_100yr_elev_ft") == pytest.approx(hwl)


@pytest.mark.parametrize("text", [
    "Pond 1: NWL 905.0, 100-yr HWL 908.4",
    "Infiltration basin HWL = 911.2",
    "The wetland's 100-year HWL is 899.5.",
    "EXISTING DEPRESSION: NORMAL WATER ELEVATION 950.5; 100-YEAR ELEVATION 952.3.",
    "Pond\tNWL\t100-yr HWL\tFreeboard\nP1\t905.0\t908.4\t1.5",
    "The rain garden's 100-yr high water elevation is 917.6 ft.",
])
def test_water_body_hwl_is_not_the_fact(text):
    assert value(text, "hwl_100yr_elev_ft") is None


# -- contour interval ----------------------------------------------------------------------------------
@pytest.mark.parametrize("text,interval", [
    ("Contours shown at 1-foot intervals.", 1.0),
    ("2' CONTOUR INTERVAL", 2.0),
    ("Topography: 2-ft contours (NAVD 88)", 2.0),
    ("CONTOUR INTERVAL = 2 FEET", 2.0),
    ("Existing contours are drawn every 2 feet.", 2.0),
    ("CONTOURS @ 1' INTERVALS", 1.0),
    ("Proposed contours at 0.5-foot intervals.", 0.5),
    ("EXISTING AND PROPOSED CONTOURS SHOWN AT 2-FOOT INTERVALS.", 2.0),
    ("Contour intervals are 1 ft.", 1.0),
])
def test_contour_interval(text, interval):
    assert value(text, "contour_interval_ft") == interval


@pytest.mark.parametrize("text", [
    "Match existing contours at the property line 5 feet from the curb.",
    "Do not grade within 10 feet of existing contours along the wetland.",
    "Spot elevations are shown every 50 feet.",
])
def test_contour_words_without_an_interval(text):
    assert value(text, "contour_interval_ft") is None


# -- a parenthetical list of parts is not the label --------------------------------------------------------
@pytest.mark.parametrize("text,name,acres", [
    ("Existing impervious surface (roof, drive, and patio) totals 4,356 sf.", "existing_impervious_ac", 0.1),
    ("Proposed impervious area (including the new building and parking lot) is 1.25 acres.",
     "proposed_impervious_ac", 1.25),
    ("The existing hardcover (house, garage and driveway) is 0.21 ac.", "existing_impervious_ac", 0.21),
    ("Existing impervious surfaces (building, parking and walks) total 0.62 acres.", "existing_impervious_ac", 0.62),
])
def test_parenthetical_parts(text, name, acres):
    assert value(text, name) == pytest.approx(acres, rel=0.01)


def test_a_quantity_inside_parentheses_keeps_its_own_label():
    f = facts_of("The building (12,500 sf) sits on a 2.0-acre site.")
    assert f.value("site_area_ac") == 2.0


@pytest.mark.parametrize("text,ex,pr", [
    ("Existing impervious: 1.2 AC Proposed impervious: 2.1 AC", 1.2, 2.1),
    ("Existing Impervious = 0.45 ac   Proposed Impervious = 0.80 ac", 0.45, 0.80),
])
def test_fields_run_together_on_one_line(text, ex, pr):
    f = facts_of(text)
    assert f.value("existing_impervious_ac") == ex
    assert f.value("proposed_impervious_ac") == pr


# -- sidewalks and trails ----------------------------------------------------------------------------------
def trail(*texts):
    return facts_of(*texts).value("sidewalk_trail")


@pytest.mark.parametrize("text,width,buffer", [
    ("The project consists only of an 8-foot bituminous trail with 3-foot turf buffers on both sides.", 8, 3),
    ("A 10' wide concrete sidewalk with a 6' grass boulevard on each side is proposed along the county road.", 10, 6),
    ("Trail width: 10 ft\nBuffer width: 5 ft each side", 10, 5),
    ("The 5-foot buffer on each side of the 10-foot trail is seeded.", 10, 5),
    ("The trail is 10 feet wide with a 5-foot pervious buffer.", 10, 5),
    ("A pervious buffer of 4 feet lies on each side of the 12-ft multi-use trail.", 12, 4),
])
def test_trail_width_and_buffer_are_not_swapped(text, width, buffer):
    t = trail(text)
    assert t["width_ft"] == width and t["buffer_ft"] == buffer


@pytest.mark.parametrize("text", [
    "The project consists only of an 8-foot bituminous trail with 3-foot turf buffers on both sides.",
    "The project is a 10-foot wide multi-use trail connecting two parks.",
    "The work is limited to a new 6-foot concrete sidewalk.",
    "This is a stand-alone trail project.",
    "The project consists solely of a 12-foot wide bituminous trail with a pervious turf buffer of 5 feet.",
])
def test_standalone_trail(text):
    assert trail(text)["standalone"] is True


@pytest.mark.parametrize("text", [
    "The project includes a 6-foot wide trail.",
    "The project consists of street reconstruction and a new 10-foot trail.",
    "The project proposes reconstruction of the street and trail corridor at 1200 Main Street.",
    "The project consists of a 10-foot trail along with a new parking lot.",
])
def test_not_standalone(text):
    t = trail(text)
    assert t is None or t["standalone"] is False


def test_crossings_and_area_beside_a_trail():
    t = trail("An 8-foot trail is proposed. Driveway crossings cover 12 percent of the required buffer area. "
              "The trail impervious area is 0.35 acres.")
    assert t["width_ft"] == 8 and t["crossing_pct"] == 12 and t["area_ac"] == pytest.approx(0.35)


@pytest.mark.parametrize("text,acres", [
    ("The new trail adds 0.35 acres of impervious surface.", 0.35),
    ("The impervious area of the sidewalk is 8,712 sf.", 0.2),
])
def test_trail_area(text, acres):
    assert trail(text)["area_ac"] == pytest.approx(acres, rel=0.01)


@pytest.mark.parametrize("text", [
    "Driveway crossings cover 12 percent of the required buffer area.",
    "Buffer width: 5 ft each side",
    "A 10-foot trail is proposed. The wetland buffer width is 25 feet.",
    "The trail corridor impervious area is part of the 6.5-acre project site.",
])
def test_no_trail_reading_without_a_trail(text):
    t = trail(text)
    assert t is None or (t["buffer_ft"] is None and t["crossing_pct"] is None and t["area_ac"] is None)


# -- thresholds are not quantities -----------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "Land disturbance of one acre or more requires an NPDES construction stormwater permit.",
    "Because the project disturbs more than 1 acre, a SWPPP is required.",
    "Disturbance of 1 acre or more: Yes",
    "Projects disturbing 50 acres or more need MPCA review.",
])
def test_disturbance_threshold_is_not_the_area(text):
    assert value(text, "disturbed_area_ac") is None


@pytest.mark.parametrize("text,acres", [
    ("The project will disturb approximately 1.8 acres, exceeding the one-acre threshold.", 1.8),
    ("Projects that disturb one acre or more need a permit. The project will disturb 2.3 acres.", 2.3),
])
def test_disturbed_area_beside_a_threshold(text, acres):
    assert value(text, "disturbed_area_ac") == acres


# -- landlocked, said with or without the word ------------------------------------------------------------------
@pytest.mark.parametrize("text,landlocked", [
    ("The site drains to a depression with no natural or constructed outlet (a landlocked basin).", True),
    ("Runoff drains to a closed depression that has no natural or constructed outlet.", True),
    ("The receiving wetland has no positive outlet.", True),
    ("The low area does not have an outlet and is considered landlocked.", True),
    ("The site is not landlocked; it outlets to Minnehaha Creek via storm sewer.", False),
    ("Is the site tributary to a landlocked basin? No", False),
    ("Is the project within a landlocked subwatershed? Yes", True),
    ("Landlocked basin:\tYes", True),
])
def test_landlocked(text, landlocked):
    assert value(text, "landlocked") is landlocked


@pytest.mark.parametrize("text", [
    "Is the site tributary to a landlocked basin?",
    "If the basin has no outlet, the applicant must show the 100-year back-to-back event is contained.",
    "The pond has no outlet pipe; it overflows to the storm sewer on Main Street.",
])
def test_landlocked_unstated(text):
    assert value(text, "landlocked") is not True


# -- the application form's land-use boxes -------------------------------------------------------------------------
@pytest.mark.parametrize("text,kind", [
    ("(X) Commercial  ( ) Residential  ( ) Industrial", "commercial"),
    ("( ) Residential (X) Commercial ( ) Industrial", "commercial"),
    ("( x ) Multi-family residential   (  ) Commercial", "multi_unit_residential"),
    ("X Road, street, sidewalk or trail", "linear"),
    ("☒ Commercial ☐ Residential", "commercial"),
    ("[ ] Commercial [X] Institutional", "institutional"),
])
def test_form_boxes(text, kind):
    assert value(text, "project_type") == kind


def test_no_box_checked_is_no_type():
    assert value("( ) Commercial ( ) Residential ( ) Industrial", "project_type") is None


# -- OCR spacing inside numbers ------------------------------------------------------------------------------------
@pytest.mark.parametrize("raw,tidy", [
    ("Total site area 61, 057 sf", "Total site area 61,057 sf"),
    ("Site Area : 2 .35 ac", "Site Area : 2.35 ac"),
    ("Total Site Area: 3. 5 acres", "Total Site Area: 3.5 acres"),
    ("1, 234, 567 SF", "1,234,567 SF"),
    ("Ponds 1, 2 and 3", "Ponds 1, 2 and 3"),  # a list, not a number
    ("See notes 2. 35 trees will be removed", "See notes 2. 35 trees will be removed"),  # no unit: left alone
])
def test_tidy_numbers_only_removes_spaces(raw, tidy):
    assert tidy_numbers(raw) == tidy


@pytest.mark.parametrize("text,acres", [
    ("Site area: 12.45acres", 12.45),
    ("Total site area 61, 057 sf", 61057 / 43560),
    ("Site Area : 2 .35 ac", 2.35),
])
def test_ocr_spacing(text, acres):
    assert value(text, "site_area_ac", ocr=True) == pytest.approx(acres, rel=1e-3)


def test_ocr_misread_twin_is_a_conflict_not_a_fact():
    # 61,057 sf is 1.40 ac; an OCR'd "7.40" beside it cannot both be right
    f = facts_of("Total site area: 61, 057 sf (7.40 ac)", ocr=True)
    fact = f.facts.get("site_area_ac")
    assert fact is not None and fact.value is None and fact.conflict


def test_scanned_plan_notes_whose_row_boxes_overlap():
    # OCR boxes of a note's two rows overlap by a few points; the note is still one sentence
    rows = [(27, [(NOTES_X, "NOTES"), (TITLE_X, "Acme Civil Engineers, Inc.")]),
            (40, [(NOTES_X, "1. CONTRACTOR SHALL VERIFY ALL EXISTING UTILITIES PRIOR TO"), (TITLE_X, "Wayzata, MN")]),
            (52, [(NOTES_X, "CONSTRUCTION."), (TITLE_X, "PROJECT")]),
            (64, [(NOTES_X, "2. EXISTING DEPRESSION: NORMAL WATER ELEVATION 901.5")]),
            (70, [(NOTES_X, "(EXISTING AND PROPOSED); 100-YEAR ELEVATION 903.3."), (TITLE_X, "CLIENT")]),
            (82, [(TITLE_X, "I hereby certify that this plan, specification, or report")])]
    page = plan_page(rows).model_copy(update={"ocr": True})
    segs, _ = segment_page(page)
    assert any("901.5 (EXISTING AND PROPOSED); 100-YEAR ELEVATION 903.3." in s.text for s in segs)
    assert read_facts([page]).value("hwl_100yr_elev_ft") is None


@pytest.mark.parametrize("text,public", [
    ("Applicant type:\n[ ] Private applicant   [X] Public entity (city, county, state or agency)", True),
    ("X Private applicant\tPublic entity (city, county, state or agency)", False),
    ("Private applicant\tXPublic entity (city, county, state or agency)", True),  # OCR glued the mark
    ("☒ Governmental unit ☐ Private party", True),
    ("Applicant name:\tMinnetonka Public Works Department", True),
])
def test_applicant_kind(text, public):
    assert value(text, "applicant_public_entity") is public


def test_applicant_type_unchecked_is_nothing():
    assert value("[ ] Private applicant   [ ] Public entity", "applicant_public_entity") is None


@pytest.mark.parametrize("text,kind", [
    ("( ) Commercial (X) Public road / linear ( ) Other", "linear"),
    ("Commercial [X]   Residential [ ]   Industrial [ ]", "commercial"),
    ("Residential [ ]   Commercial [ ]   Industrial [X]", "industrial"),
    ("X\tCommercial", "commercial"),
    ("Commercial: X", "commercial"),
    ("LAND USE: ( ) Residential-single family (X) Residential-multiple family ( ) Commercial", "multi_unit_residential"),
    ("[x]Commercial [ ]Industrial", "commercial"),
])
def test_form_box_layouts(text, kind):
    assert value(text, "project_type") == kind


@pytest.mark.parametrize("text", [
    "(X) Other: parking lot expansion",
    "Commercial ( ) Industrial ( )",
    "Commercial [ ]   Residential [ ]",
])
def test_form_with_no_type_checked(text):
    assert value(text, "project_type") is None


def test_a_public_road_box_is_not_a_public_applicant():
    assert value("( ) Commercial (X) Public road / linear ( ) Other", "applicant_public_entity") is None


def test_pond_table_on_a_plan_sheet_keeps_its_header():
    rows = SHEET + [
        (400, [(60.0, "Pond"), (140.0, "Normal Water Level"), (260.0, "Safety Bench Width (ft)"),
               (400.0, "Bench Slope (H:V)"), (520.0, "Freeboard (ft)")]),
        (412, [(60.0, "P-1"), (140.0, "905.0"), (260.0, "10"), (400.0, "10:1"), (520.0, "2.0")]),
        (424, [(60.0, "P-2"), (140.0, "911.5"), (260.0, "12"), (400.0, "10:1"), (520.0, "1.5")]),
    ]
    ponds = {p["name"]: p for p in read_facts([plan_page(rows)]).value("ponds")}
    assert ponds["P-1"]["safety_bench_width_ft"] == 10 and ponds["P-2"]["freeboard_ft"] == 1.5


@pytest.mark.parametrize("text,name", [
    ("Projects that create one acre or more of new impervious surface must provide rate control.",
     "net_impervious_increase_ac"),
    ("The site is less than one acre in size.", "site_area_ac"),
    ("The project will disturb less than 1 acre.", "disturbed_area_ac"),
    ("Total disturbance will exceed 1.0 acre.", "disturbed_area_ac"),
    ("The project creates more than 5,000 sf of new impervious surface.", "net_impervious_increase_ac"),
    ("Sites over 40 acres require a traffic study.", "site_area_ac"),
    ("If the project consisted solely of a trail, N.2.E.4 would apply.", "sidewalk_trail"),
])
def test_bounds_and_thresholds_are_not_values(text, name):
    assert value(text, name) is None


@pytest.mark.parametrize("text,lo,hwl", [
    ("LOWEST FLOOR = 897.70 (MIN. 2.0' ABOVE 100-YR HWL 895.70)", 897.7, 895.7),
    ("BUILDING LOWEST OPENING ELEV. 945.5 - 100 YR. HWL 942.1 - SEPARATION 3.4 FT", 945.5, 942.1),
    ("Garage floor 933.0, lowest opening 933.0; the 100-year high water level of the adjacent basin is 930.2.",
     933.0, 930.2),
])
def test_plan_note_elevation_pairs(text, lo, hwl):
    f = facts_of(text)
    assert f.value("lowest_opening_elev_ft") == lo and f.value("hwl_100yr_elev_ft") == hwl


def test_numbered_heading_is_not_glued_to_its_paragraph():
    segs, _ = segment_page(page_from_text("2. Project Description\nThe project consists of a 48-unit apartment building."))
    assert any(s.text.startswith("The project consists") for s in segs)


def test_a_sheet_title_under_a_note_stays_out_of_it():
    page = page_from_text("GENERAL NOTES\n1. NORMAL WATER LEVEL (NWL) 905.0; HIGH WATER LEVEL (100-YR) 908.4\n"
                          "GRADING PLAN\nSHEET C3.0", width=2448, height=1584)
    texts = [s.text for s in segment_page(page)[0]]
    assert "GRADING PLAN" in texts and "SHEET C3.0" in texts
