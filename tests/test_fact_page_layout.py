"""How a page is cut into the sentences and labelled lines facts are read from: headings, bylines, subject
lines, running headers, contents blocks, wrapped label lines and words, capitals, columns.

A heading glued to the first sentence, or a label line cut from its value, changes which fact a figure is read
as; near misses keep a contents entry's page number, a ratio's colon or a person's initial from being read as
structure."""

from __future__ import annotations

import pytest

from extract.exhibits.detect import detect_exhibits, is_toc_page
from extract.layout.contents_block import drop_contents_block
from extract.layout.segments import _LABEL_LINE, segment_page, split_sentences
from extract.pdf.page import Cell, Line, Page
from extract.pdf.page_text import page_from_text
from extract.propose.flags import read_landlocked
from extract.propose.quantities import read_sentence
from extract.read_facts import read_facts

from fact_helpers import facts_of, seg, trail_reading, value, page_of, sheet_at_columns


# -- segments: headings, bylines, wrapped label lines ---------------------------------------------------
def _report_page(rows):
    lines = [Line(text=t, bbox=(36.0, 50.0 + 14 * i, 36.0 + w, 62.0 + 14 * i)) for i, (t, w) in enumerate(rows)]
    return Page(file="report.pdf", number=1, width=612, height=792, lines=lines)


_RATE_COLS = (60.0, 200.0, 260.0, 320.0, 380.0, 440.0, 500.0)


def _rate_row(y: float, texts: list[str]) -> Line:
    cells = [Cell(text=t, bbox=(_RATE_COLS[i], y, _RATE_COLS[i] + 50, y + 9)) for i, t in enumerate(texts)]
    return Line(text="\t".join(texts), bbox=(cells[0].bbox[0], y, cells[-1].bbox[2], y + 9), cells=cells)


def _wrapped_cell(y: float, text: str) -> Line:
    return Line(text=text, bbox=(_RATE_COLS[0], y, _RATE_COLS[0] + 45, y + 9), cells=[Cell(text=text, bbox=(_RATE_COLS[0], y, _RATE_COLS[0] + 45, y + 9))])


_RATE_HEAD = ["Discharge", "Pre 1-yr", "Post 1-yr", "Pre 10-yr", "Post 10-yr", "Pre 100-yr", "Post 100-yr"]


REPORT_WITH_CONTENTS = """Water Street Flats - Stormwater Management Plan
Contents
1 Site data
2 Rate control
Appendix F - NPDES permit
1 Site data
Site area: 1.90 ac
Runoff tributary to the project from 0.6 ac of Water Street is accommodated in the design of the system.
Water levels off site (Lake Minnetonka, Excelsior Bay) are not adversely affected during or after construction.
The receiving water is not landlocked; it drains to Excelsior Bay through the city storm sewer system.
"""


def test_a_sentence_case_heading_is_kept_off_the_first_sentence():
    page = _report_page([("Site and proposal", 90),
                  ("Mainstreet Commons LLC, a private developer, proposes to redevelop three parcels into a", 520),
                  ("commercial retail and office building.", 220)])
    facts = read_facts([page])
    assert facts.value("applicant_public_entity") is False
    assert facts.value("project_type") == "commercial"


def test_a_dated_byline_is_kept_off_the_first_sentence():
    page = _report_page([("Stormwater narrative by Lakeside Surveying & Engineering, Inc., August 2025", 420),
                  ("Water Street Hardware, Inc., a privately held company, intends to expand its store.", 500)])
    assert read_facts([page]).value("applicant_public_entity") is False


@pytest.mark.parametrize("text, name, value", [
    ("Net new impervious surface: 0.84\nacre. Because the path is wider than 10 feet, a permit is needed.\n",
     "net_impervious_increase_ac", 0.84),
    ("Existing impervious surface within the construction limits: 232,610 sq. ft. (5.34 acres). Proposed\n"
     "impervious surface: 222,592 sq. ft. (5.11 acres).\n", "proposed_impervious_ac", 5.11),
    ("P8 Urban Catchment Model, 1959 rainfall year, evaluated at CV-3: annual total phosphorus removal for the net\n"
     "new impervious area is 56 percent.\n", "phosphorus_removal_pct", 56.0),
])
def test_label_lines_that_wrap(text, name, value):
    assert facts_of(text).value(name) == pytest.approx(value)


def test_a_short_label_inside_a_paragraph_is_read_as_labelled():
    text = "A classroom addition and a new stormwater pond. Land use: institutional (public school).\n"
    assert facts_of(text).value("project_type") == "institutional"


def test_an_all_capitals_paragraph_is_one_paragraph():
    page = _report_page([("PHASE 1 (HAMEL CREEK PRESERVE, 15.1 ACRES, 22 LOTS) WAS PLATTED AND BUILT BY", 433),
                  ("TAMARACK LAND COMPANY IN 2018 UNDER MCWD PERMIT 18-066 AND ADJOINS PHASE 2 ON THE", 462),
                  ("EAST.", 30)])
    facts = read_facts([page])
    assert facts.value("dwelling_units") is None  # the 22 lots are the earlier phase's


def test_a_unit_alone_on_the_next_line_stays_with_its_figure():
    page = Page(file="r.pdf", number=1, width=612, height=792, lines=[
        Line(text="12' BIT. MULTI-USE TRAIL | 4' TURF BLVD (TYP.) | TRAIL AREA 0.90", bbox=(36, 50, 560, 62)),
        Line(text="AC", bbox=(36, 64, 52, 76))])
    segs, _ = segment_page(page)
    assert any(s.text.endswith("TRAIL AREA 0.90 AC") for s in segs)


def test_capitals_split_only_before_a_new_item():
    facts = facts_of("BASIN A: 10 FT. SAFETY BENCH AT 10:1, 2.0 FT. FREEBOARD ABOVE 100YR HWL.\n")
    assert facts.value("ponds") == [{"name": "Basin A", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                                     "freeboard_ft": 2.0}]
    facts = facts_of("EXISTING IMPERVIOUS 2.05 AC. PROPOSED IMPERVIOUS 3.23 AC. NET NEW IMPERVIOUS 1.18 AC.\n")
    assert (facts.value("existing_impervious_ac"), facts.value("proposed_impervious_ac")) == (2.05, 3.23)


def test_a_letters_subject_line_is_kept_off_the_first_sentence():
    text = ("Glen Lake Clinic - Phase 2 Medical Office, 14600 Excelsior Boulevard, Minnetonka\n"
            "Phase 2 is a one-story medical office building (6,800 sq ft floor area) with 31 parking stalls on a 0.42 acre\n"
            "commercial lot.\n")
    assert facts_of(text).value("project_type") == "commercial"


def test_a_numbered_heading_with_a_rule_reference_is_kept_off_the_sentence_under_it():
    text = ("2. The trail and paragraph 2(E)(4)\n"
            "The trail is 8 feet wide throughout. Its surface area is 0.41 acres.\n")
    trail_reading = facts_of(text).value("sidewalk_trail")
    assert trail_reading["width_ft"] == 8.0 and trail_reading["area_ac"] == 0.41


def test_a_line_of_prose_after_a_table_is_not_glued_in() -> None:
    lines = [_rate_row(100, _RATE_HEAD), _rate_row(112, ["Total", "6.0", "3.8", "11.9", "8.3", "21.6", "17.1"]),
             _wrapped_cell(122, "Notes follow")]
    page = Page(file="r.pdf", number=1, width=612, height=792, lines=lines)
    _, tables = segment_page(page)
    assert tables[0].rows[-1].cells[0].text == "Total"


def test_a_title_block_name_between_header_and_rows_is_not_a_wrapped_cell() -> None:
    lines = [_rate_row(100, _RATE_HEAD), _wrapped_cell(110, "Cedar Ridge"), _rate_row(122, ["Total", "6.0", "3.8", "11.9", "8.3", "21.6", "17.1"])]
    page = Page(file="r.pdf", number=1, width=612, height=792, lines=lines)
    _, tables = segment_page(page)
    assert all("Cedar" not in l.text for t in tables for l in t.rows)


def test_a_question_under_a_form_row_is_not_a_wrapped_cell() -> None:
    lines = [_rate_row(100, ["Is the site tributary to a landlocked basin?", "Yes", "No"]),
             _wrapped_cell(110, "Is infiltration proposed?"), _rate_row(122, ["", "Yes", "No"])]
    page = Page(file="r.pdf", number=1, width=612, height=792, lines=lines)
    _, tables = segment_page(page)
    assert all("infiltration" not in l.text for t in tables for l in t.rows[:1])


def test_a_facilitys_letter_ends_its_sentence_but_a_persons_initial_does_not():
    text = "This includes the outlet of Pond A. Glen Lake has an outlet; the receiving area is not landlocked."
    spans = [text[s:e] for s, e in split_sentences(text)]
    assert spans == ["This includes the outlet of Pond A.", "Glen Lake has an outlet; the receiving area is not landlocked."]
    assert [c.value for c in read_landlocked(seg(spans[1]))] == [False]
    person = "Prepared by John A. Smith for the city."
    assert [person[s:e] for s, e in split_sentences(person)] == [person]


def test_a_contents_block_atop_a_report_page_is_set_aside_and_the_report_read():
    page = page_from_text(REPORT_WITH_CONTENTS, file="r.pdf")
    assert is_toc_page(page)  # as a whole the page starts with contents ...
    kept = drop_contents_block(page)
    assert not is_toc_page(kept) and "Appendix F - NPDES permit" not in kept.text
    got = read_facts([page])
    assert got.value("site_area_ac") == 1.9 and got.value("landlocked") is False
    # ... and the appendix only its contents name is no exhibit
    assert "N.6.A.13" not in detect_exhibits([kept])


def test_a_contents_page_proper_is_left_whole():
    page = page_from_text("Table of Contents\n1 Introduction\n2 Site data\n3 Rate control\nAppendix A - Borings\n", file="t.pdf")
    assert drop_contents_block(page) is page


def test_a_title_under_a_running_header_is_kept_off_the_first_sentence():
    got = read_facts([page_from_text(
        "City of Victoria | Stieger Lake Lane Regional Trail Connection | MCWD Permit Resubmittal\n"
        "Stieger Lake Lane Trail Connection - Stormwater Narrative (Revised March 11, 2026)\n"
        "The City of Victoria, a municipal corporation, proposes a standalone paved trail from Steiger Lake Lane to\n"
        "the Lake Minnetonka LRT Regional Trail, 0.8 miles.\n", file="r.pdf")])
    assert got.value("applicant_public_entity") is True


def test_a_contents_page_is_still_a_contents_page():
    from extract.exhibits.detect import is_toc_page
    toc = page_from_text("Introduction ........ 1\nSite description ........ 2\nRate control ........ 4\n"
                         "Appendix A - HydroCAD ........ A-1\nAppendix B - NPDES permit ........ B-1\n", file="r.pdf")
    assert is_toc_page(toc)
    form = page_from_text("Applicant ........ Lake Street Partners II LLC\nLocation ......... 3801 Walker Street\n"
                          "Site area ........ 0.46 acres (20,038 sf)\nDisturbance ...... 0.46 ac\n", file="r.pdf")
    assert not is_toc_page(form)


# -- a byline ends its paragraph -----------------------------------------------------------------------------------
def test_a_byline_ending_on_its_state_is_no_part_of_the_next_sentence():
    segs, _ = segment_page(page_from_text(
        "Laketown Cottages - Phase 2\nSubmitted by Laketown Cottage Partners II, LLC (applicant), Victoria, Minnesota\n"
        "Phase 2 builds twelve detached single-family cottage homes around a shared green on 1.7 acres at\n"
        "7905 Laketown Road.", file="r.pdf"))
    assert any(s.text.startswith("Phase 2 builds twelve") for s in segs)


def test_a_contents_entry_is_not_a_dot_leader_answer():
    segs, _ = segment_page(page_from_text("Drainage ........ 4\nRate control ........ 12", file="r.pdf"))
    assert not any(":" in s.text for s in segs)


def test_a_form_answer_wrapped_under_its_cell():
    text = "Applicant\tLSD Properties LLC\nProject\tCommercial - replace 1970s bank building with"
    page = page_from_text(text, file="r.pdf")
    # the wrapped words sit under the answer's cell
    from extract.pdf.page import Line
    answer = page.lines[1].cells[-1]
    wrapped = Line(text="a one-story dental clinic", bbox=(answer.bbox[0], page.lines[1].bbox[3] + 2, answer.bbox[0] + 150,
                                                          page.lines[1].bbox[3] + 14), cells=[])
    nxt = page_from_text("Site area\t17,860 sf / 0.41 ac", file="r.pdf").lines[0]
    nxt = nxt.model_copy(update={"bbox": (nxt.bbox[0], wrapped.bbox[3] + 2, nxt.bbox[2], wrapped.bbox[3] + 14)})
    page = page.model_copy(update={"lines": page.lines + [wrapped, nxt]})
    segs, _ = segment_page(page)
    assert any(s.text == "Project: Commercial - replace 1970s bank building with a one-story dental clinic" for s in segs)


def test_a_plan_note_and_the_title_block_beside_it():
    page = sheet_at_columns([
        [(73, "CLASS III RIPRAP WITH GEOTEXTILE AT ALL OUTFALLS TO MINIMIZE EROSION AND SCOUR."), (2000, "Ridgedale Flats")],
        [(73, "All work shall follow the city standard plates."), (2000, "I hereby certify that this plan was prepared by me")],
        [(73, "Silt fence shall be installed before any grading."), (2000, "or under my direct supervision and that I am a duly")],
        [(73, "Inlet protection stays until the turf is established."), (2000, "Licensed Professional Engineer under the laws.")],
    ])
    texts = [s.text for s in segment_page(page)[0]]
    assert "CLASS III RIPRAP WITH GEOTEXTILE AT ALL OUTFALLS TO MINIMIZE EROSION AND SCOUR." in texts


def test_a_sentence_with_a_colon_that_wraps_is_read_whole():
    from extract.pdf.page import Line, Page
    lines = [Line(text="The project is a new paved regional trail, and only a trail: no road, parking or building work is",
                  bbox=(36, 100, 560, 112)),
             Line(text="included. It runs 1.7 miles along the former rail grade.", bbox=(36, 114, 400, 126))]
    page = Page(file="n.pdf", number=1, width=612, height=792, lines=lines)
    assert read_facts([page]).value("project_type") == "linear"


def test_a_labels_wrapped_word_stays_with_its_label():
    from extract.pdf.page import Line, Page
    lines = [Line(text="RE: 5 Bayview Place - stormwater and erosion control", bbox=(36, 100, 400, 112)),
             Line(text="narrative", bbox=(36, 114, 100, 126)),
             Line(text="The owners intend to remove the existing cabin and build a new single-family residence on the lot.",
                  bbox=(36, 128, 560, 140))]
    page = Page(file="m.pdf", number=1, width=612, height=792, lines=lines)
    assert read_facts([page]).value("project_type") == "single_family_home"


def test_a_labelled_line_that_runs_on_is_read_whole():
    from extract.pdf.page import Line, Page
    lines = [Line(text="1.01 OWNER: Southview Academy, an independent (private, non-profit) K-12 school; the Owner is",
                  bbox=(36, 100, 560, 112)),
             Line(text="not a public entity.", bbox=(36, 114, 140, 126))]
    page = Page(file="s.pdf", number=1, width=612, height=792, lines=lines)
    assert read_facts([page]).value("applicant_public_entity") is False


# --- class 5: a long labelled value that wraps onto the next line is read whole -----------------
@pytest.mark.parametrize("text,name,expected", [
    ("What we are building: a 6,800 sq ft fellowship hall addition on the east side of the sanctuary and an expanded north\n"
     "parking lot (from 142 to 231 stalls) for our church campus at 4400 Williston Road.", "project_type", "institutional"),
    ("Our plan in short: we will take down the old barn and build fourteen new single-family homes on the\n"
     "north field with a cul-de-sac.", "project_type", "single_family_subdivision"),
])
def test_a_wrapped_labelled_value_is_one_sentence(text, name, expected):
    assert value(text, name) == expected


# Only a describing label ("Scope:", "What we are building:") runs on to a lower-case next line; a pond's or a
# figure's label line keeps its value to itself. A value of words with a figure or two is a sentence that
# wrapped; a value of many figures is data.
@pytest.mark.parametrize("label_line,next_line,wraps", [
    pytest.param("What we are building: a 6,800 sq ft fellowship hall with a kitchen, classrooms and an expanded north",
                 "parking lot with 40 stalls", True, id="describing-label-runs-on"),
    pytest.param("Trail: an 8-foot bituminous trail bordered by a turf boulevard at least 5 feet wide on the north",
                 "side of the roadway from Oak Street to the park", True, id="prose-label-few-figures-runs-on"),
    pytest.param("Pond 1: 10-ft safety bench at 10:1 (H:V) with 2.0 ft of freeboard above the 100-year HWL",
                 "see the outlet detail on sheet C5.0 for the skimmer", False, id="pond-data-label-keeps-its-line"),
    pytest.param("Pond 2: NWL 912.0, HWL 915.5, bench 10 ft at 10:1, freeboard 2.0 ft to the overflow",
                 "weir of the outlet structure", False, id="many-figures-label-keeps-its-line"),
])
def test_a_long_label_line_runs_on_only_when_it_is_prose(label_line, next_line, wraps):
    from extract.layout.segments import _wraps_on

    assert _wraps_on(label_line, Line(text=next_line, bbox=(0, 20, 100, 30))) is wraps


def test_a_short_label_keeps_its_own_line():
    # a form's short value does not swallow the next line's words
    f = facts_of("Applicant: Lakeside Homes LLC\nproject narrative follows on the next page in full detail for the reviewer")
    assert f.value("applicant_public_entity") is False


def test_heads_over_figures_that_do_not_line_up_stay_apart():
    from extract.layout.segments import TableBlock
    from extract.layout.table_joins import join_split_heads

    heads = page_of([[("Pond", (68, 90)), ("NWL", (140, 160)), ("Freeboard", (197, 247))]]).lines
    other = page_of([[("Lot 1", (68, 97)), ("912.0", (110, 132)), ("2.4", (300, 320))]], top=350).lines
    blocks = [TableBlock("report.pdf", 6, heads), TableBlock("report.pdf", 6, other)]
    assert len(join_split_heads(blocks)) == 2
    far = page_of([[("Pond A", (68, 97)), ("912.0", (140, 162)), ("2.4", (197, 220))]], top=500).lines
    assert len(join_split_heads([blocks[0], TableBlock("report.pdf", 6, far)])) == 2


# -- lines that run on --------------------------------------------------------------------------------
def test_a_label_line_ending_on_of_runs_on_to_a_name():
    text = ("Building openings: the lowest opening in the plat (Lot 14 walkout) is 948.5, and the 100-year high water level of\n"
            "Pond A is 945.3.\n")
    facts = facts_of(text)
    assert facts.value("lowest_opening_elev_ft") == 948.5 and facts.value("hwl_100yr_elev_ft") == 945.3


def test_a_numbered_heading_in_sentence_case_is_not_joined_to_its_paragraph():
    text = ("1. What is proposed\nThe City of St. Louis Park will build an off-street multi-use trail along Wooddale Avenue.\n")
    assert facts_of(text).value("project_type") == "linear"


# -- line joins and label lines ---------------------------------------------------------------------------
def test_a_word_broken_at_the_lines_end_is_one_word_again():
    text = ("Laketown Pines replaces a rural homestead on the west side of County Road 11 with 22 single-\n"
            "family detached lots on a new public street.\n")
    assert facts_of(text).value("project_type") == "single_family_subdivision"


@pytest.mark.parametrize("text, label", [("feet wide at 10:1; freeboard", False), ("Slope 3:1 max", False),
                                         ("Site area: 2.0 ac", True), ("Lot 1: 0.3 ac", True), ("HWL=951.3", True)])
def test_a_ratio_is_no_labels_colon(text, label):
    assert bool(_LABEL_LINE.match(text)) is label


# -- two columns -------------------------------------------------------------------------------------------
def test_a_two_column_page_is_read_column_by_column():
    left = ["The 2nd Addition replats Outlot B into", "11 lots for detached single-family homes along an",
            "extension of Marigold Lane. The site slopes", "3-6% to the southeast toward a tributary",
            "of Painter Creek and is mostly cropland", "with a farm field road along the north line.",
            "Soils are Lester and Le Sueur loams."]
    right = ["The outlet discharges through a flared end", "section onto a 12-ft Class III riprap apron",
             "to prevent erosion and scour at the outfall.", "Pond 2P: normal water level 958.0 and the",
             "100-year HWL is 961.6; the pond has a safety", "bench 10 feet wide at 10:1 and freeboard",
             "of 2.4 feet to the emergency overflow."]
    lines = []
    for i, (a, b) in enumerate(zip(left, right)):
        y = 100 + 14 * i
        lines.append(Line(text=f"{a}\t{b}", bbox=(72.0, y, 540.0, y + 11),
                          cells=[Cell(text=a, bbox=(72.0, y, 290.0, y + 11)), Cell(text=b, bbox=(310.0, y, 540.0, y + 11))]))
    page = Page(file="report.pdf", number=1, width=612.0, height=792.0, lines=lines)
    texts = [s.text for s in segment_page(page)[0]]
    assert any(t.startswith("The 2nd Addition replats Outlot B into 11 lots for detached single-family homes") for t in texts)
    assert any("Pond 2P: normal water level 958.0" in t for t in texts)


def _two_column_page_over(rows: list[list[tuple[str, float]]]) -> Page:
    """The two-column page above, then full-width rows of (text, left x) cells under it."""
    left = ["The 2nd Addition replats Outlot B into", "11 lots for detached single-family homes along an",
            "extension of Marigold Lane. The site slopes", "3-6% to the southeast toward a tributary",
            "of Painter Creek and is mostly cropland", "with a farm field road along the north line."]
    right = ["The outlet discharges through a flared end", "section onto a 12-ft Class III riprap apron",
             "to prevent erosion and scour at the outfall.", "Pond 2P has a safety bench 10 feet wide",
             "at 10:1 and freeboard of 2.4 feet to the", "emergency overflow of the pond outlet."]
    lines = []
    for i, (a, b) in enumerate(zip(left, right)):
        y = 100 + 14 * i
        lines.append(Line(text=f"{a}\t{b}", bbox=(72.0, y, 540.0, y + 11),
                          cells=[Cell(text=a, bbox=(72.0, y, 290.0, y + 11)), Cell(text=b, bbox=(310.0, y, 540.0, y + 11))]))
    for j, row in enumerate(rows):
        y = 200 + 14 * j
        cells = [Cell(text=t, bbox=(x, y, x + 6 * len(t), y + 11)) for t, x in row]
        lines.append(Line(text="\t".join(t for t, _ in row), bbox=(72.0, y, 540.0, y + 11), cells=cells))
    return Page(file="report.pdf", number=1, width=612.0, height=792.0, lines=lines)


@pytest.mark.parametrize("caption,read", [
    pytest.param("Peak discharge summary (cfs) at the west property line", True, id="caption-stays-with-its-table"),
    pytest.param("The rates below are from the HydroCAD model of the site.", False, id="a-sentence-is-no-caption"),
])
def test_a_full_width_table_under_two_columns_keeps_its_caption(caption, read):
    rows = [[(caption, 72.0)], [("Storm", 72.0), ("Existing", 230.0), ("Proposed", 330.0), ("Change", 430.0)],
            [("1-yr", 72.0), ("2.10", 230.0), ("1.95", 330.0), ("-0.15", 430.0)],
            [("10-yr", 72.0), ("6.80", 230.0), ("6.45", 330.0), ("-0.35", 430.0)],
            [("100-yr", 72.0), ("14.2", 230.0), ("15.1", 330.0), ("+0.9", 430.0)]]
    rates = read_facts([_two_column_page_over(rows)]).value("peak_rates_cfs")
    assert (rates == {"1": {"existing": 2.1, "proposed": 1.95}, "10": {"existing": 6.8, "proposed": 6.45},
                      "100": {"existing": 14.2, "proposed": 15.1}}) is read


def test_an_answer_is_read_with_its_question():
    from extract.layout.questions import answer_with_question
    joined = answer_with_question(seg("Q: How much gets graded?"), seg("A: approx. 3.4 ac. (Phase 2 only)."))
    assert joined.text == "How much gets graded: approx. 3.4 ac. (Phase 2 only)." and joined.labelled
    assert [(c.name, c.value) for c in read_sentence(joined)] == [("disturbed_area_ac", 3.4)]
    both = answer_with_question(None, seg("Q: Phosphorus? A: P8 shows 62% annual TP removal for the combined ponds."))
    assert [(c.name, c.value) for c in read_sentence(both)] == [("phosphorus_removal_pct", 62.0)]
    assert answer_with_question(seg("The pond is wet."), seg("A: 3.4 ac.")).text == "A: 3.4 ac."


def test_a_line_ending_on_will_be_runs_on():
    text = "Project size: 7.6 acres (the work area within the 38-acre school campus). About 6.2 acres will be\ndisturbed.\n"
    facts = facts_of(text)
    assert facts.value("site_area_ac") == pytest.approx(7.6) and facts.value("disturbed_area_ac") == pytest.approx(6.2)


# -- a unit abbreviation can end a sentence -----------------------------------------------------------------------
@pytest.mark.parametrize("text,n", [
    pytest.param("The project site is 4.40 ac. The development will include 32 dwelling units.", 2, id="ac-ends-sentence"),
    pytest.param("The lot is 2.0 ac. (87,120 sf) in size.", 1, id="ac-before-bracket-does-not"),
    pytest.param("Disturbed area is 12,000 sf. Runoff drains east.", 2, id="sf-ends-sentence"),
])
def test_a_unit_abbreviation_can_end_a_sentence(text, n):
    assert len(split_sentences(text)) == n


# -- numbered items run on in one paragraph -----------------------------------------------------------------------
@pytest.mark.parametrize("text,n", [
    pytest.param("Off-site levels are not affected. 3.5 Ponds 1 and 2 lie within easements. 3.6 The plan is in conformance "
                 "with the City plan.", 3, id="decimal-item-numbers"),
    pytest.param("The outlet is restored. 2. The grading limits are staked.", 2, id="item-number-with-period"),
    # near misses: a figure with its unit is no item number (left to the sentence it is in), nor is an abbreviation's
    pytest.param("Pond 2 drains east. 3.5 acres drain to it.", 1, id="a-figure-with-its-unit-is-no-item"),
    pytest.param("The bench is approx. 3.4 Feet wide.", 1, id="abbreviation-keeps-its-figure"),
    pytest.param("See Permit No. 24 Conditions for details.", 1, id="number-abbreviation"),
])
def test_numbered_items_run_on_are_sentences_of_their_own(text, n):
    assert len(split_sentences(text)) == n


# -- a sentence that runs over a page break ----------------------------------------------------------------
_HEAD, _FOOT = "Laketown Townhomes | Stormwater Management Report", "Carver Lakes Engineering Group\tPage {n}"
_OPENS = "Peak flows leaving the east property line for the critical storms are: 1-year, 4.9 cfs"
_GOES_ON = "existing and 3.2 cfs proposed; 100-year, 31.5 cfs existing\nand 26.0 cfs proposed. The 5-year event was also checked."


def _two_pages(first_end: str, second_start: str, width: float = 612.0, height: float = 792.0) -> list[Page]:
    one = page_from_text(f"{_HEAD}\nSection 4 - Rate Control\n{first_end}\n{_FOOT.format(n=1)}", file="r.pdf", number=1,
                         width=width, height=height)
    two = page_from_text(f"{_HEAD}\n{second_start}\nSection 5 - Water Quality\n{_FOOT.format(n=2)}", file="r.pdf", number=2,
                         width=width, height=height)
    return [one, two]


def test_a_sentence_over_a_page_break_is_read_whole_where_it_starts():
    from extract.layout.page_breaks import join_page_breaks
    one, two = join_page_breaks(_two_pages(_OPENS, _GOES_ON))
    assert any(l.text.endswith("4.9 cfs existing and 3.2 cfs proposed; 100-year, 31.5 cfs existing and 26.0 cfs proposed.")
               for l in one.lines)
    assert [l.text for l in two.lines][:2] == [_HEAD, "The 5-year event was also checked."]
    rates = read_facts(_two_pages(_OPENS, _GOES_ON)).facts["peak_rates_cfs"]
    assert rates.value == {"1": {"existing": 4.9, "proposed": 3.2}, "100": {"existing": 31.5, "proposed": 26.0}}
    assert rates.evidence[0].page == 1


@pytest.mark.parametrize("first_end,second_start,size", [
    pytest.param(_OPENS + ".", _GOES_ON, (612.0, 792.0), id="first-page-ends-its-sentence"),
    pytest.param(_OPENS, "Existing and 3.2 cfs proposed.", (612.0, 792.0), id="next-page-opens-a-sentence"),
    pytest.param(_OPENS, "existing\t3.2\tproposed", (612.0, 792.0), id="next-page-opens-a-table"),
    pytest.param(_OPENS, _GOES_ON, (2448.0, 1584.0), id="plan-sheets"),
])
def test_page_breaks_left_as_they_are(first_end, second_start, size):
    from extract.layout.page_breaks import join_page_breaks
    pages = _two_pages(first_end, second_start, *size)
    assert [p.text for p in join_page_breaks(pages)] == [p.text for p in pages]
