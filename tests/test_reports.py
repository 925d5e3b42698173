"""The four renderings of a report, checked against hand-made fixture reports.

Golden files: every fixture in ``tests/fixtures/reports/`` is rendered in every format and
compared with ``tests/golden/<fixture>.<ext>`` (ext: txt, json, html, md). After an
intended change of a rendering, regenerate them and review the diff before committing:

    RULEN_UPDATE_GOLDEN=1 python -m pytest tests/test_reports.py -q
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from rich.cells import cell_len

from reports.format import detail_lines, event_line, fact_value, number, shorten
from reports.render import FORMATS, render
from reports.view import build_view
from rulen.clauses import CRITERION_IDS, EXHIBIT_IDS
from rulen.models import Deficiency, Evidence, Fact, Report

HERE = Path(__file__).parent
FIXTURES = HERE / "fixtures" / "reports"
GOLDEN = HERE / "golden"
EXT = {"text": "txt", "json": "json", "html": "html", "md": "md"}
NAMES = sorted(p.stem for p in FIXTURES.glob("*.json"))
ANSI = re.compile(r"\x1b\[")


def load(name: str) -> Report:
    return Report.model_validate_json((FIXTURES / f"{name}.json").read_text(encoding="utf-8"))


def test_the_five_fixtures_exist() -> None:
    assert NAMES == ["clean", "file_error_review", "missing_exhibits", "no_permit", "unmet_criteria"]


@pytest.mark.parametrize("name", NAMES)
def test_fixture_follows_the_contract(name: str) -> None:
    report = load(name)
    assert sorted(e.id for e in report.exhibits) == sorted(EXHIBIT_IDS)
    assert sorted(c.id for c in report.criteria) == sorted(CRITERION_IDS)
    for item in [*report.exhibits, *report.criteria]:
        if item.status in ("present", "met", "unmet"):
            assert item.evidence, f"{item.id} is {item.status} without evidence"
    wanted = {e.id for e in report.exhibits if e.status == "missing"}
    wanted |= {c.id for c in report.criteria if c.status in ("unmet", "not_demonstrated")}
    assert wanted <= {d.id for d in report.deficiencies}


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("name", NAMES)
def test_golden(name: str, fmt: str) -> None:
    out = render(load(name), fmt)  # type: ignore[arg-type]
    path = GOLDEN / f"{name}.{EXT[fmt]}"
    if os.environ.get("RULEN_UPDATE_GOLDEN") == "1":
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(out, encoding="utf-8")
    assert path.exists(), f"missing golden file {path}; run with RULEN_UPDATE_GOLDEN=1"
    assert out == path.read_text(encoding="utf-8")


@pytest.mark.parametrize("name", NAMES)
def test_json_is_the_contract(name: str) -> None:
    report = load(name)
    out = render(report, "json")
    assert out == report.model_dump_json(indent=2)
    assert Report.model_validate_json(out) == report


def test_unknown_format_is_refused_with_the_choices() -> None:
    with pytest.raises(ValueError, match="text, json, html, md"):
        render(load("clean"), "pdf")  # type: ignore[arg-type]


# ---- terminal text


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("width", [80, 60])
def test_text_fits_the_width_and_has_no_escape_codes(name: str, width: int) -> None:
    out = render(load(name), "text", width=width)
    assert not ANSI.search(out)
    too_wide = [line for line in out.splitlines() if cell_len(line) > width]
    assert too_wide == []


def test_text_has_no_escape_codes_even_when_the_environment_forces_colour(monkeypatch) -> None:
    monkeypatch.setenv("FORCE_COLOR", "1")
    monkeypatch.setenv("TERM", "xterm-256color")
    assert not ANSI.search(render(load("unmet_criteria"), "text", color=False))


def test_text_uses_colour_when_asked() -> None:
    out = render(load("unmet_criteria"), "text", color=True)
    assert ANSI.search(out)
    plain = ANSI.sub("", out)
    assert "unmet" in plain


def test_text_summary_of_unmet_criteria() -> None:
    out = render(load("unmet_criteria"), "text")
    assert out.startswith("Rule N stormwater review — Cedar Ridge Business Park\n")
    assert "Permit required under N.2.D.3" in out
    assert "Result: 4 deficiencies found" in out
    assert "Criteria: 11 met, 3 unmet, 1 not demonstrated, 2 not applicable" in out
    assert "100-year: 24.6 cfs existing → 27.9 cfs proposed" in out
    assert "CRITERIA UNMET OR NOT DEMONSTRATED (4)" in out
    # the deficiencies read in the order of the rule, whatever order the report lists them in
    positions = [out.index(f"{n}.   {cid}") for n, cid in enumerate(["N.4.1", "N.4.8", "N.5.1", "N.5.3"], 1)]
    assert positions == sorted(positions)


def test_text_summary_of_missing_exhibits_and_file_errors() -> None:
    out = render(load("missing_exhibits"), "text")
    assert "EXHIBITS MISSING (4)" in out
    for cid in ("N.6.A.2", "N.6.A.7", "N.6.A.11", "N.6.A.13"):
        assert cid in out
    out = render(load("file_error_review"), "text")
    assert "FILE ERRORS (1)" in out
    assert "Oak_Street_Appendix_B.pdf: encrypted PDF" in out
    assert "NEEDS REVIEW (3)" in out


def test_text_shortens_long_evidence() -> None:
    report = load("unmet_criteria")
    long_words = "peak discharge " * 60
    crit = [c for c in report.criteria if c.id == "N.4.1"][0]
    crit.evidence[0] = Evidence(file="r.pdf", page=2, text=long_words)
    out = render(report, "text")
    assert "peak discharge peak discharge" in out
    assert long_words.strip() not in " ".join(out.split())
    assert "…" in out


def test_markup_like_pdf_text_is_printed_as_written() -> None:
    report = load("unmet_criteria")
    report.deficiencies[0] = Deficiency(id="N.5.3", kind="criterion", message="[bold red]raise[/] the berm")
    out = render(report, "text", color=True)
    assert "[bold red]raise[/] the berm" in ANSI.sub("", out)


# ---- the view model


def test_verdicts() -> None:
    clean = build_view(load("clean")).verdict
    assert clean.state == "required"
    assert clean.line.startswith("Permit required under N.2.D.2 (0.5 ac ≤ site < 8 ac: Sections 3 and 4)")
    assert "Sections 3 (BMPs), 4 (Water quantity) apply" in clean.line
    assert "No surety (N.2.F)" in clean.line
    assert "whole site" in clean.basis
    none = build_view(load("no_permit")).verdict
    assert none.state == "not_required"
    assert none.line.startswith("No permit required under N.2.A (Single-family home")
    assert none.sections == []
    review = build_view(load("file_error_review")).verdict
    assert review.surety == "Surety not decided (N.2.F)"


def test_undecided_applicability_says_so() -> None:
    report = load("file_error_review")
    report.applicability.permit_required = None
    report.applicability.paragraph = None
    report.applicability.sections = []
    verdict = build_view(report).verdict
    assert verdict.state == "undetermined"
    assert "do not decide" in verdict.line
    assert "Permit required" not in verdict.line


def test_deficiency_carries_what_clause_and_why() -> None:
    view = build_view(load("unmet_criteria"))
    first = view.deficiencies[0]
    assert (first.number, first.id, first.kind) == (1, "N.4.1", "criterion")
    assert first.section == "Section 4 — Water quantity"
    assert first.what.startswith("Revise the rate control")
    assert "shall not increase the peak rate" in first.clause_text
    assert first.why == "the 100-year proposed peak rate exceeds the existing rate"
    assert first.numbers[-1] == "100-year: 24.6 cfs existing → 27.9 cfs proposed"
    assert first.evidence[0].location == "Cedar_Ridge_Stormwater_Report.pdf p. 11"


def test_fact_deficiency_and_conflict() -> None:
    view = build_view(load("file_error_review"))
    fact_def = [d for d in view.deficiencies if d.kind == "fact"][0]
    assert fact_def.id == "disturbed_area_ac"
    assert fact_def.clause_text == ""
    assert fact_def.why.startswith("two values: 5.4 ac")
    assert len(fact_def.evidence) == 2
    row = [f for f in view.facts if f.name == "disturbed_area_ac"][0]
    assert row.value == "not settled"
    assert row.conflict.startswith("two values")
    assert any(item.startswith("disturbed_area_ac: two values") for item in view.needs_review)


def test_unknown_ids_do_not_break_a_rendering() -> None:
    report = load("clean")
    report.deficiencies.append(Deficiency(id="N.9.Z", kind="exhibit", message="something else"))
    report.facts["not_a_fact"] = Fact(value={"odd": [1, None, True]}, unit="furlongs")
    for fmt in FORMATS:
        assert "N.9.Z" in render(report, fmt)  # type: ignore[arg-type]
    row = [f for f in build_view(report).facts if f.name == "not_a_fact"][0]
    assert row.value == "odd 1, not stated, yes"


def test_exhibit_rows_give_status_and_locations() -> None:
    view = build_view(load("missing_exhibits"))
    assert [e.id for e in view.exhibits] == list(EXHIBIT_IDS)
    by_id = {e.id: e for e in view.exhibits}
    assert by_id["N.6.A.2"].status_label == "missing"
    assert by_id["N.6.A.5"].status_label == "not required"
    assert by_id["N.6.B"].status_label == "deferred"
    assert by_id["N.6.C"].status_label == "optional"
    assert by_id["N.6.A.7"].locations == ["Birchwood_Townhomes_Submittal.pdf p. 31"]
    assert [c.label for c in view.exhibit_counts] == ["present", "missing", "not required", "deferred", "optional"]


def test_fact_rows_mark_the_reviewer_and_derived_values() -> None:
    view = build_view(load("missing_exhibits"))
    by_name = {f.name: f for f in view.facts}
    assert by_name["applicant_public_entity"].source_label == "set by reviewer"
    assert by_name["applicant_public_entity"].value == "no"
    assert by_name["density_du_per_ac"].source_label == "derived"
    assert by_name["site_area_ac"].value == "9.4 ac"
    assert by_name["phosphorus_removal_pct"].value == "61%"
    assert by_name["site_area_ac"].evidence[0].quote == "Total site area: 409,464 sq. ft. (9.40 ac)"
    html = render(load("missing_exhibits"), "html")
    assert "set by reviewer" in html
    md = render(load("missing_exhibits"), "md")
    assert "| applicant_public_entity | no | set by reviewer |" in md


# ---- formatting


def test_numbers_read_as_an_engineer_writes_them() -> None:
    assert number(12.0) == "12"
    assert number(0.1 + 0.2) == "0.3"
    assert number(342381) == "342,381"
    assert number(12345.678) == "12,345.678"
    assert number(7.86) == "7.86"
    assert number(True) == "True"


def test_detail_lines() -> None:
    rates = {"100": {"existing": 12.4, "proposed": 11.8}, "1": {"existing": 2, "proposed": None}}
    assert detail_lines({"peak_rates_cfs": rates}) == [
        "1-year: 2 cfs existing → not stated proposed",
        "100-year: 12.4 cfs existing → 11.8 cfs proposed",
    ]
    assert detail_lines(rates)[1] == event_line("100", rates["100"])
    assert detail_lines({"phosphorus_removal_pct": 42, "required_pct": 50}) == [
        "phosphorus removal: 42%",
        "required: 50%",
    ]
    assert detail_lines({"ponds": [{"name": "Pond 1", "freeboard_ft": 1.5}]}) == ["Pond 1: freeboard 1.5 ft"]
    assert detail_lines("odd") == ["odd"]
    assert detail_lines({}) == []


def test_fact_values() -> None:
    assert fact_value("site_area_ac", 6.2, "acres") == "6.2 ac"
    assert fact_value("dwelling_units", 52, "count") == "52"
    assert fact_value("landlocked", False, None) == "no"
    assert fact_value("vertical_datum", "NGVD29", None) == "NGVD29"
    assert fact_value("site_area_ac", None, "acres") == ""


def test_shorten_cuts_at_a_word() -> None:
    assert shorten("a  b\nc", 10) == "a b c"
    cut = shorten("the quick brown fox jumps over the lazy dog", 20)
    assert cut == "the quick brown fox…"
    assert len(cut) <= 20


# ---- HTML and Markdown shape


@pytest.mark.parametrize("name", NAMES)
def test_html_is_self_contained_and_printable(name: str) -> None:
    html = render(load(name), "html")
    for external in ("http://", "https://", "<link", "<script", "<img", "@import", "url(", "src="):
        assert external not in html
    assert "@media print" in html
    assert "break-before: page" in html
    order = [html.index(h) for h in ("Deficiencies (", "Exhibit index", "Criteria (Sections", "Facts read", ">Files<")]
    assert order == sorted(order)
    assert html.index('class="verdict') < order[0]


def test_html_shows_needs_review_only_when_needed() -> None:
    assert "Needs review" not in render(load("clean"), "html")
    html = render(load("file_error_review"), "html")
    assert "Needs review (3)" in html
    assert html.index("Needs review") < html.index("Deficiencies (")


def test_html_status_has_words_not_only_colour() -> None:
    html = render(load("missing_exhibits"), "html")
    assert '<span class="badge s-missing">missing</span>' in html
    assert '<span class="badge s-not_required">not required</span>' in html
    assert '<li class="loc">Birchwood_Townhomes_Submittal.pdf p. 31</li>' in html


def test_markdown_is_a_comment_letter() -> None:
    md = render(load("unmet_criteria"), "md")
    assert md.startswith("# Re: Rule N stormwater review — Cedar Ridge Business Park\n")
    assert "1. **Revise the rate control" in md
    assert "    - Clause N.4.1 (Section 4 — Water quantity): “(1) Development on a site" in md
    assert "| N.6.A.1 | Property lines and lands owned by the applicant. | present | Cedar_Ridge_Civil_Plans.pdf p. 4 |  |" in md
    assert md.index("## Comments") < md.index("## Exhibit index") < md.index("## Criteria")


def _cells(row: str) -> int:
    return len(re.split(r"(?<!\\)\|", row)) - 2


def test_markdown_tables_survive_pipes_and_newlines() -> None:
    report = load("clean")
    report.package.files[0].path = "a|b\nc.pdf"
    report.exhibits[1].evidence[0] = Evidence(file="x|y.pdf", page=3, text="line one\nline | two")
    report.facts["site_area_ac"].evidence[0] = Evidence(file="s.pdf", page=1, text="A | B\r\n| C |")
    md = render(report, "md")
    for table in re.findall(r"(?:^\|.*\n)+", md, flags=re.M):
        rows = table.splitlines()
        assert {_cells(r) for r in rows} == {_cells(rows[0])}, table
    assert "x\\|y.pdf p. 3" in md
    assert "a\\|b c.pdf" in md


def test_an_empty_report_renders_in_every_format() -> None:
    """What ``rulen evaluate`` prints when the facts decide nothing and no file was read."""
    from rulen.models import Applicability

    report = Report(applicability=Applicability(), exhibits=[], criteria=[], deficiencies=[])
    text = render(report, "text")
    assert "Permit requirement not decided" in text
    assert "Exhibits: none listed" in text
    html = render(report, "html")
    assert "(unnamed package)" in html
    assert "No files: the facts were given directly." in html
    md = render(report, "md")
    assert "No comments can be made until" in md
    assert "No facts were found in the submittal." in md


def test_why_is_not_repeated_when_the_message_already_says_it() -> None:
    report = load("unmet_criteria")
    reason = [c for c in report.criteria if c.id == "N.4.8"][0].reason
    report.deficiencies[2] = Deficiency(id="N.4.8", kind="criterion", message=f"Show outfall protection. {reason}. (N.4.8)")
    d = [d for d in build_view(report).deficiencies if d.id == "N.4.8"][0]
    assert d.why == ""
    assert reason in d.what
