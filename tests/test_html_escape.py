"""Text from a PDF is untrusted: no rendering may turn it into live markup.

A package whose file names, words, fact values and messages carry HTML injections must
render as text in HTML (autoescaped) and in Markdown (whose viewers pass raw HTML through).
"""

from __future__ import annotations

import re
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt  # ships with rich

from reports.render import render
from rulen.models import (
    Applicability,
    CriterionStatus,
    Deficiency,
    Evidence,
    ExhibitStatus,
    Fact,
    FileEntry,
    PackageInfo,
    Report,
)

SCRIPT = "<script>alert(1)</script>"
IMG = '"><img src=x onerror=alert(2)>'
BAD = f"{SCRIPT} {IMG}"
FIXTURES = Path(__file__).parent / "fixtures" / "reports"


def hostile_report() -> Report:
    ev = Evidence(file=f"plans{BAD}.pdf", page=2, text=f"Site area {BAD} 6.2 ac")
    return Report(
        package=PackageInfo(
            name=f"Evil {BAD} Package",
            files=[FileEntry(path=f"{BAD}.pdf", pages=3, error=f"broken {BAD}")],
        ),
        facts={
            "vertical_datum": Fact(value=BAD, evidence=[ev]),
            "ponds": Fact(value=[{"name": BAD, "freeboard_ft": 1.5}], evidence=[ev]),
            "site_area_ac": Fact(value=None, unit="acres", evidence=[ev, ev], conflict=f"two values {BAD}"),
        },
        applicability=Applicability(
            permit_required=True,
            paragraph="N.2.D.2",
            sections=[3, 4],
            surety_required=False,
            needs_review=[f"look at {BAD}"],
            reasons=[f"because {BAD}"],
        ),
        exhibits=[ExhibitStatus(id="N.6.A.7", status="missing", evidence=[ev], reason=f"no {BAD}")],
        criteria=[
            CriterionStatus(
                id="N.4.1",
                status="unmet",
                evidence=[ev],
                reason=f"rates {BAD}",
                detail={"peak_rates_cfs": {"100": {"existing": 1.0, "proposed": 2.0}}, BAD: BAD},
            )
        ],
        deficiencies=[
            Deficiency(id="N.4.1", kind="criterion", message=f"fix {BAD}"),
            Deficiency(id=BAD, kind="fact", message=BAD),
        ],
    )


def test_html_has_no_live_tag_from_the_pdf() -> None:
    html = render(hostile_report(), "html")
    assert "<script" not in html.lower()
    assert "<img" not in html.lower()
    assert "onerror=alert(2)>" not in html  # the attribute cannot close a tag
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "&#34;&gt;&lt;img src=x onerror=alert(2)&gt;" in html
    # every text field reached the page, escaped
    for escaped in ("Evil &lt;script&gt;", "plans&lt;script&gt;", "broken &lt;script&gt;", "look at &lt;script&gt;",
                    "fix &lt;script&gt;", "two values &lt;script&gt;", "rates &lt;script&gt;"):
        assert escaped in html


def test_html_forbids_scripts_and_remote_loads_even_if_a_tag_slipped_through() -> None:
    html = render(hostile_report(), "html")
    assert "Content-Security-Policy" in html
    assert "default-src 'none'" in html


def test_markdown_has_no_live_tag_from_the_pdf() -> None:
    md = render(hostile_report(), "md")
    assert re.search(r"(?<!\\)<script", md) is None  # only the escaped form, \<script>
    assert re.search(r"(?<!\\)<img", md) is None
    assert "\\<script>alert(1)\\</script>" in md
    assert "Evil \\<script>" in md


def _md_to_html(md: str) -> str:
    """Markdown as a viewer that passes raw HTML through (GitHub-like) would show it."""
    return MarkdownIt("commonmark", {"html": True}).enable("table").render(md)


def test_markdown_viewed_as_html_has_no_live_tag() -> None:
    html = _md_to_html(render(hostile_report(), "md"))
    assert "<script" not in html
    assert "<img" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html


def test_text_prints_the_words_as_written() -> None:
    out = render(hostile_report(), "text", width=120)
    assert "fix <script>alert(1)</script>" in out


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("<>\"'&|`*_[]\\/\n ascriptimg=")), max_size=40))
def test_no_text_opens_a_tag(words: str) -> None:
    report = Report.model_validate_json((FIXTURES / "clean.json").read_text(encoding="utf-8"))
    report.package.name = words
    report.exhibits[0].evidence[0] = Evidence(file=words or "f", page=1, text=words)
    html = render(report, "html")
    md = render(report, "md")
    clean_html = render(Report.model_validate_json((FIXTURES / "clean.json").read_text(encoding="utf-8")), "html")
    assert html.count("<") == clean_html.count("<")  # not one tag more than the template writes
    assert re.search(r"(?<!\\)<[A-Za-z/!?]", md) is None
    rows = [line for line in md.splitlines() if line.startswith("| N.6.A |")]
    assert len(rows) == 1
    viewed = _md_to_html(md)
    assert "<script" not in viewed and "<img" not in viewed
    first_exhibit_table = viewed.split("<table>")[1]
    assert first_exhibit_table.count("<tr>") == 1 + len(report.exhibits)
