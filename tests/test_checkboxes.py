"""Check-box answers: one mark vocabulary, the ticked option read wherever the box sits.

A form question whose boxes are all empty, or whose two opposite boxes are both ticked,
is no answer: reading "Landlocked basin? ☐ Yes ☒ No" as landlocked was a false fact, the
worst error this tool can make. Every line here was written for this test.
"""

import pytest

from extract.layout.checkboxes import column_answer, ticked_answer, ticked_options
from extract.pdf.page import Cell, Line
from extract.pdf.page_text import page_from_text
from extract.read_facts import read_facts


def facts_of(*texts):
    return read_facts([page_from_text(t, file=f"doc{i}.pdf") for i, t in enumerate(texts)])


# -- the reader on its own ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,answer", [
    ("Landlocked basin?  ☐ Yes  ☒ No", "no"),
    ("Landlocked basin?  [ ] Yes  [X] No", "no"),
    ("Landlocked basin?  Yes ☐  No ☒", "no"),
    ("Landlocked basin?  Yes: __  No: X", "no"),
    ("Landlocked basin?  ☒ No  ☐ Yes", "no"),
    ("Landlocked basin?  ☒ Yes  ☐ No", "yes"),
    ("Landlocked basin?  (X) Yes  ( ) No", "yes"),
    ("Landlocked basin?  Yes [x]  No [ ]", "yes"),
    ("Landlocked basin?  ☑ Yes  □ No", "yes"),
    ("Landlocked basin?  ✔ No", "no"),
    ("Landlocked basin?  Yes ___  No _X_", "no"),
    ("Landlocked basin?\n☐ Yes   ☒ No", "no"),
    ("Landlocked basin?  Yes ☐  No ☒  (if yes, attach the volume calculations)", "no"),
    ("☐ Yes ☐ No ☒ N/A", "n/a"),
    ("Landlocked basin?  ☐ Yes  ☐ No", None),
    ("Landlocked basin?  ☒ Yes  ☒ No", None),
    ("Landlocked basin?  Yes / No", None),
    ("Landlocked basin?", None),
    ("The site drains to a landlocked basin.", None),
    ("Project Type: ☒ Commercial ☐ Industrial", "Commercial"),
    ("Commercial [X]  Industrial [ ]", "Commercial"),
    ("Project Type:\tCommercial ☐\tIndustrial ☒", "Industrial"),
    ("Commercial: X   Industrial: __", "Commercial"),
])
def test_ticked_answer(text, answer):
    assert ticked_answer(text) == answer


@pytest.mark.parametrize("text,options", [
    ("Check all that apply:  [X] Commercial  [ ] Industrial  [X] Residential", ["Commercial", "Residential"]),
    ("☐ Commercial ☐ Industrial", []),
    ("Commercial ☒  Industrial ☐  Institutional ☒", ["Commercial", "Institutional"]),
    ("A 2 x 4 stud wall and a 3 X 5 card", []),
    ("", []),
])
def test_ticked_options(text, options):
    assert ticked_options(text) == options


def test_bad_input_is_no_answer():
    assert ticked_answer(None) is None  # type: ignore[arg-type]
    assert ticked_options(12) == []  # type: ignore[arg-type]


def _line(parts: list[tuple[float, str]], top: float) -> Line:
    cells = [Cell(text=t, bbox=(x, top, x + 5 * max(len(t), 1), top + 10)) for x, t in parts]
    return Line(text="\t".join(t for _, t in parts), bbox=(cells[0].bbox[0], top, cells[-1].bbox[2], top + 10),
                cells=cells)


def test_a_mark_in_a_yes_no_column():
    header = _line([(36, "Question"), (400, "Yes"), (450, "No")], 100)
    no = _line([(36, "Is the site tributary to a landlocked basin?"), (452, "X")], 114)
    yes = _line([(36, "Is infiltration proposed?"), (401, "X")], 128)
    none = _line([(36, "Is the site in a floodplain?")], 142)
    assert column_answer(header, no) == "no"
    assert column_answer(header, yes) == "yes"
    assert column_answer(header, none) is None


# -- the facts read from such forms -------------------------------------------------------------------------------
@pytest.mark.parametrize("text,flag", [
    ("Is the site tributary to a landlocked basin?  ☐ Yes  ☒ No", False),
    ("Landlocked basin?  [ ] Yes  [X] No", False),
    ("Is the project within a landlocked basin? Yes ☐ No ☒", False),
    ("Landlocked basin: Yes: __  No: X", False),
    ("Does the site drain to a landlocked basin?  ☒ No ☐ Yes", False),
    ("Is the site tributary to a landlocked basin?\n☐ Yes   ☒ No", False),
    ("Is the site tributary to a landlocked basin?  ☒ Yes  ☐ No", True),
    ("Landlocked basin?  Yes [X]  No [ ]", True),
    ("Is the site tributary to a landlocked basin?  ☐ Yes  ☐ No", None),
    ("Is the site tributary to a landlocked basin?  ☒ Yes  ☒ No", None),
    ("Is the site tributary to a landlocked basin?  Yes / No", None),
    ("Is the site tributary to a landlocked basin?  Yes ☐  No ☒  (if yes, provide the volume analysis)", False),
])
def test_landlocked_from_form_boxes(text, flag):
    assert facts_of(text).value("landlocked") is flag


@pytest.mark.parametrize("text,flag", [
    ("Is infiltration proposed?  ☐ Yes  ☒ No", False),
    ("Infiltration proposed:  [X] Yes  [ ] No", True),
    ("Will infiltration practices be used?  Yes: X  No: __", True),
    ("Infiltration practices proposed?  Yes ☐  No ☒", False),
    ("Infiltration proposed?  ☐ Yes  ☐ No", None),
    ("Infiltration proposed?  ☒ Yes  ☒ No", None),
    ("Is infiltration proposed?  Yes / No", None),
])
def test_infiltration_from_form_boxes(text, flag):
    assert facts_of(text).value("infiltration_proposed") is flag


@pytest.mark.parametrize("text,public", [
    ("Public entity?  Yes ☐  No ☒", False),
    ("Is the applicant a public entity?  ☒ No ☐ Yes", False),
    ("Applicant is a public entity:  Yes: __  No: X", False),
    ("Is the applicant a public entity?  ☒ Yes  ☐ No", True),
    ("Public entity?  ☐ Yes  ☐ No", None),
    ("Public entity?  ☒ Yes  ☒ No", None),
    ("Applicant type:  ☐ Private  ☐ Public entity", None),
    ("Applicant Type: Public ☐ Private ☒", False),
    ("Applicant category: ( ) Government (X) Private individual", False),
    ("Applicant type: Public [X]  Private [ ]", True),
    ("Applicant type:\tPublic ☐\tPrivate ☒", False),
    ("☒ Public road ☐ Private drive", None),  # a road's ownership, not the applicant's
])
def test_public_entity_from_form_boxes(text, public):
    assert facts_of(text).value("applicant_public_entity") is public


# -- the same facts said in prose beside the forms (round 5) ----------------------------------------------------
@pytest.mark.parametrize("text,name,expected", [
    ("Westwind Elementary School - Classroom Addition and Site Improvements Owner and applicant: Independent School "
     "District No. 278 (a public school district).", "applicant_public_entity", True),
    ("Owner and applicant: Lakeview Partners LLC", "applicant_public_entity", False),
    ("The engineer noted that the applicant: a city department, had not replied.", "applicant_public_entity", None),
    ("Filtration (not infiltration) is proposed; the basin has an impermeable liner because of clay soils.",
     "infiltration_proposed", False),
    ("Infiltration is proposed in Basin IB-2; soils are Hydrologic Soil Group B with permeability results attached.",
     "infiltration_proposed", True),
    ("Infiltration is proposed only if soil borings confirm permeable sand.", "infiltration_proposed", None),
    ("Outlet provided?  ☐ Yes  ☒ No", "landlocked", None),
])
def test_prose_beside_the_forms(text, name, expected):
    assert facts_of(text).value(name) is expected


def test_a_question_answered_on_the_line_below_cites_both_lines():
    f = facts_of("Is the site tributary to a landlocked basin?\n☐ Yes   ☒ No")
    fact = f.facts["landlocked"]
    assert fact.value is False
    ev = fact.evidence[0]
    assert "landlocked" in ev.text and "☒ No" in ev.text and ev.bbox is not None and ev.bbox[3] > 50


@pytest.mark.parametrize("text,name", [
    ("Is the site tributary to a landlocked basin?\n☐ Yes   ☐ No", "landlocked"),
    ("Is infiltration proposed?\n☒ Yes   ☒ No", "infiltration_proposed"),
    ("Public entity?\n☐ Yes ☐ No", "applicant_public_entity"),
    ("Is the site tributary to a landlocked basin?\nSee the drainage report, Section 4.", "landlocked"),
])
def test_an_unanswered_question_over_its_boxes_says_nothing(text, name):
    assert facts_of(text).value(name) is None


def test_a_public_entity_answered_below():
    assert facts_of("Is the applicant a public entity?\n☒ Yes  ☐ No").value("applicant_public_entity") is True


# -- several questions on one line; lines whose boxes could belong to either side ---------------------------------
@pytest.mark.parametrize("text,expected", [
    ("Landlocked basin? Yes ☒ No ☐ Infiltration proposed? Yes ☐ No ☒",
     {"landlocked": True, "infiltration_proposed": False}),
    ("Landlocked basin? ☐ Yes ☒ No Infiltration proposed? ☒ Yes ☐ No",
     {"landlocked": False, "infiltration_proposed": True}),
    ("Public entity? ☒ Yes ☐ No   Landlocked basin? ☐ Yes ☒ No",
     {"applicant_public_entity": True, "landlocked": False}),
])
def test_each_question_keeps_its_own_boxes(text, expected):
    f = facts_of(text)
    assert {k: f.value(k) for k in expected} == expected


@pytest.mark.parametrize("text,options", [
    ("Project Type ☐ Residential ☒ Commercial", ["Commercial"]),
    ("Land use ☐ Residential ☒ Commercial", ["Commercial"]),
    # an option with no box at one end or the other: which box is whose cannot be told
    ("Residential ☐ Commercial ☒ Industrial", []),
    ("Commercial [X] Industrial [ ] Other", []),
    ("Yes ☒ No ☐ (attach the calculations)", ["Yes"]),
])
def test_boxes_between_words_on_both_ends(text, options):
    assert ticked_options(text) == options


def test_a_checklist_table_with_yes_and_no_columns():
    from extract.propose.flags import read_yes_no_table
    from extract.layout.segments import segment_page
    text = ("Item\tYes\tNo\n"
            "Is the site tributary to a landlocked basin?\t\tX\n"
            "Is infiltration proposed?\tX\t\n"
            "Is the applicant a public entity?\tX\t")
    _, blocks = segment_page(page_from_text(text))
    found = {c.name: c.value for b in blocks for c in read_yes_no_table(b)}
    assert found == {"landlocked": False, "infiltration_proposed": True, "applicant_public_entity": True}
    # the rows alone, without their header, must not be read as answers
    f = facts_of(text)
    assert f.value("landlocked") in (None, False) and f.value("infiltration_proposed") in (None, True)


def test_a_checklist_row_marked_twice_or_not_at_all_says_nothing():
    from extract.propose.flags import read_yes_no_table
    from extract.layout.segments import segment_page
    text = "Item\tYes\tNo\nLandlocked basin?\tX\tX\nInfiltration proposed?\t\t"
    _, blocks = segment_page(page_from_text(text))
    assert [c for b in blocks for c in read_yes_no_table(b)] == []


@pytest.mark.parametrize("text", [
    "Infiltration testing performed?  ☒ Yes  ☐ No",
    "Infiltration prohibited?  Yes",
    "Landlocked basin analysis attached?  ☒ Yes  ☐ No",
    "Infiltration testing performed?\n☒ Yes  ☐ No",
])
def test_a_form_question_about_something_else_answers_nothing(text):
    f = facts_of(text)
    assert f.value("infiltration_proposed") is None and f.value("landlocked") is None


def test_a_checklist_answers_only_its_own_questions():
    from extract.propose.flags import read_yes_no_table
    from extract.layout.segments import segment_page
    text = "Item\tYes\tNo\nInfiltration testing performed?\tX\t\nLandlocked basin (Y/N)?\t\tX"
    _, blocks = segment_page(page_from_text(text))
    assert {c.name: c.value for b in blocks for c in read_yes_no_table(b)} == {"landlocked": False}


def test_a_typed_form_pdf_read_through_its_text_layer(tmp_path):
    """The boxes as a PDF text layer gives them: cells split on wide gaps, an answer on the line below."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    from extract.pdf.reader import read_pdf
    from extract.pdf.source import ReceivedFile

    pdfmetrics.registerFont(TTFont("DejaVu", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
    path = tmp_path / "form.pdf"
    c = canvas.Canvas(str(path), pagesize=(612, 792))
    c.setFont("DejaVu", 10)
    rows = [
        [(50, "MCWD PERMIT APPLICATION - STORMWATER")],
        [(50, "Project Type:"), (160, "☐ Commercial"), (250, "☐ Industrial"), (340, "☒ Institutional"),
         (440, "☐ Residential")],
        [(50, "Applicant is a public entity?"), (300, "☐ Yes"), (360, "☒ No")],
        [(50, "Is the site tributary to a landlocked basin?"), (300, "Yes ☐"), (360, "No ☒")],
        [(50, "Is infiltration proposed?")],
        [(300, "☒ Yes"), (360, "☐ No")],
    ]
    for i, row in enumerate(rows):
        for x, words in row:
            c.drawString(x, 740 - 16 * i, words)
    c.showPage()
    c.save()
    _, pages = read_pdf(ReceivedFile(name="form.pdf", path=str(path)), ocr=False)
    f = read_facts(pages)
    assert {k: f.value(k) for k in ("project_type", "applicant_public_entity", "landlocked", "infiltration_proposed")} \
        == {"project_type": "institutional", "applicant_public_entity": False, "landlocked": False,
            "infiltration_proposed": True}
    assert all(e.file == "form.pdf" and e.page == 1 and e.bbox for n in f.facts for e in f.facts[n].evidence)


@pytest.mark.parametrize("text,options", [
    ("■ Commercial  ■ Residential  ■ Institutional", []),  # a land-use map's legend swatches
    ("■ PROPOSED RETAIL BUILDING", []),
    ("Project Type: ■ Mixed use □ Commercial", ["Mixed use"]),  # beside an empty box, a filled one is ticked
])
def test_filled_squares_alone_are_legends_not_answers(text, options):
    assert ticked_options(text) == options


def test_a_legend_names_no_type_and_a_bulleted_sentence_still_does():
    assert facts_of("LEGEND\n■ Commercial  ■ Residential  ■ Institutional").value("project_type") is None
    assert facts_of("■ The project constructs a 48-unit apartment building.").value("project_type") \
        == "multi_unit_residential"


@pytest.mark.parametrize("text,ft", [
    ("Contours on the plans are at 2-foot intervals.", 2.0),
    ("Contours of the existing pond bottom, the new bench and the outlet at 2 ft below normal water.", None),
])
def test_contour_interval_a_few_words_from_its_figure(text, ft):
    assert facts_of(text).value("contour_interval_ft") == ft


# -- properties: no input raises; an empty form never answers; one ticked box always does -------------------------
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_EMPTY = ["☐", "□", "[ ]", "( )", "○"]
_TICK = ["☒", "☑", "[X]", "[x]", "(X)", "✔", "⊠"]


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=200))
def test_any_text_reads_without_raising(text):
    answer = ticked_answer(text)
    assert answer is None or isinstance(answer, str)
    assert isinstance(ticked_options(text), list)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(["Yes", "No", "N/A", "Commercial", "Industrial"]), min_size=1, max_size=4, unique=True),
       st.lists(st.sampled_from(_EMPTY), min_size=4, max_size=4), st.booleans())
def test_an_empty_form_never_answers(labels, boxes, box_first):
    parts = [f"{b} {l}" if box_first else f"{l} {b}" for b, l in zip(boxes, labels)]
    assert ticked_answer("Question?  " + "  ".join(parts)) is None


@settings(max_examples=150, deadline=None)
@given(st.permutations(["Yes", "No", "N/A"]), st.integers(0, 2), st.sampled_from(_TICK), st.sampled_from(_EMPTY),
       st.booleans())
def test_one_ticked_box_is_the_answer(labels, which, tick, empty, box_first):
    parts = []
    for i, label in enumerate(labels):
        box = tick if i == which else empty
        parts.append(f"{box} {label}" if box_first else f"{label} {box}")
    assert ticked_answer("Is the site tributary to a landlocked basin?  " + "  ".join(parts)) == labels[which].lower()


@pytest.mark.parametrize("text,name,expected", [
    ("Is the site within a landlocked basin? No – the site drains to Minnehaha Creek.", "landlocked", False),
    ("Is the site within a landlocked basin? No, the site drains to the creek.", "landlocked", False),
    ("Is the site tributary to a landlocked basin? Yes; see the volume analysis in Appendix D.", "landlocked", True),
    ("Is infiltration proposed? Yes, an infiltration basin (see Sheet C4).", "infiltration_proposed", True),
    ("Is infiltration proposed? No - clay soils (HSG D).", "infiltration_proposed", False),
    ("Infiltration proposed: Yes (Basin 2)", "infiltration_proposed", True),
    ("Landlocked basin: N/A", "landlocked", None),
    ("Landlocked basin? ☐ Yes ☐ No ☒ N/A", "landlocked", None),
])
def test_a_written_answer_followed_by_its_reason(text, name, expected):
    assert facts_of(text).value(name) is expected


@pytest.mark.parametrize("text,ticked", [
    # the last option wrapped to the next line: the field's name opens the line, so boxes precede options
    ("Land use: \u2610 Single-family home \u2612 Single-family subdivision \u2610 Multi-family \u2610", ["Single-family subdivision"]),
    ("Project type: \u2610 Single-family home \u2612 Single-family subdivision \u2610", ["Single-family subdivision"]),
    ("Type of development: [ ] Residential [X] Commercial [ ]", ["Commercial"]),
    # a colon before every box is the box-after layout
    ("Commercial: X  Industrial: __", ["Commercial"]),
    ("Yes: \u2612 No: \u2610", ["Yes"]),
])
def test_a_field_name_before_boxes_with_a_wrapped_last_option(text, ticked):
    assert ticked_options(text) == ticked


def test_an_unticked_single_family_box_is_never_the_project_type():
    """A false N.2.A is a false "no permit": the worst answer the tool can give."""
    f = facts_of("Land use: \u2610 Single-family home \u2612 Single-family subdivision \u2610 Multi-family \u2610\n"
                 "Commercial \u2610 Other")
    assert f.value("project_type") != "single_family_home"
