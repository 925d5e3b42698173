"""The application date, and the rule in force on it: dates of other things are never the application's."""

from __future__ import annotations

import pytest

from extract.propose.application_date import read_application_date
from extract.pdf.page import Line, Page
from rulen.applicability import LATER_RULE_REASON, rule_in_force
from rulen.engine import determine
from rulen.facts import coerce, facts_from_json


def _pages(*pages: list[str]) -> list[Page]:
    out = []
    for n, texts in enumerate(pages, start=1):
        lines = [Line(text=t, bbox=(72.0, 72.0 + 14 * i, 500.0, 84.0 + 14 * i)) for i, t in enumerate(texts)]
        out.append(Page(file="application.pdf", number=n, width=612, height=792, lines=lines))
    return out


def _date(*pages: list[str]) -> str | None:
    got = read_application_date(_pages(*pages))
    return got["application_date"].value if got else None


# (lines of page 1, expected ISO date or None, why)
CASES = [
    (["Date: March 3, 2009"], "2009-03-03", "a form's Date field"),
    (["Application date 04/12/2011"], "2011-04-12", "labelled, US numeric"),
    (["Date of Application:\t4/12/11"], "2011-04-12", "two-digit year"),
    (["MCWD Permit Application", "Date submitted: 2012-05-02"], "2012-05-02", "ISO"),
    (["This application was submitted on May 2nd, 2012 by the City."], "2012-05-02", "in prose"),
    (["STORMWATER MANAGEMENT REPORT", "Oakwood Commons", "June 12, 2013"], "2013-06-12", "a report's cover date"),
    (["Prepared by Acme Engineering", "Report date: 12 January 2010"], "2010-01-12", "day month year"),
    (["Project: Lake Street Reconstruction\tDate: 3/3/2009"], "2009-03-03", "another cell's words do not matter"),
    (["RECEIVED APR 15 2011"], "2011-04-15", "a district's received stamp"),
    # near misses: dates of other things
    (["Permit expires: June 1, 2015"], None, "permit expiry"),
    (["Expiration date 06/01/2015"], None, "permit expiry, labelled date"),
    (["Rule N effective date: January 1, 2008"], None, "a rule's effective date"),
    (["The District's rules took effect June 6, 2014."], None, "rule effective date in prose"),
    (["Board of Managers meeting: May 22, 2014"], None, "meeting date"),
    (["Public hearing date: 04/10/2013"], None, "hearing date"),
    (["Survey date: 10/02/2012"], None, "survey date"),
    (["Topographic survey performed October 2, 2012"], None, "survey in prose"),
    (["Soil borings drilled 8/14/2012"], None, "boring date"),
    (["Approved by MCWD: 07/01/2013"], None, "approval date"),
    (["Revised: 09/15/2013"], None, "revision date"),
    (["Construction start: May 1, 2013"], None, "construction date"),
    (["The July 23, 1987 storm event was used for calibration."], None, "a storm's date"),
    (["Report date: March 2009"], None, "no day: not a full date, never guessed"),
    (["Date: 13/45/2009"], None, "not a calendar date"),
]


@pytest.mark.parametrize("lines, expected, why", CASES, ids=[c[2] for c in CASES])
def test_application_date_table(lines: list[str], expected: str | None, why: str):
    assert _date(lines) == expected, why


def test_the_application_label_beats_the_report_and_cover_dates():
    got = read_application_date(_pages(
        ["DRAINAGE REPORT", "February 20, 2014", "Date: February 21, 2014"],
        ["Permit application", "Application date: June 9, 2014", "Survey date: June 1, 2014"],
    ))
    fact = got["application_date"]
    assert fact.value == "2014-06-09" and fact.source == "extracted"
    assert fact.evidence[0].page == 2 and "Application date" in fact.evidence[0].text


def test_report_date_deep_in_a_report_is_not_its_date():
    assert _date([], [], [], ["Date: March 3, 2009"]) is None
    assert _date([], [], [], ["Application date: March 3, 2009"]) == "2009-03-03"


def test_fact_parses_only_iso_dates():
    assert coerce("application_date", "2014-06-06") == "2014-06-06"
    for bad in ("06/06/2014", "2014-6-6", "June 6, 2014", "2014-02-30"):
        with pytest.raises(ValueError):
            coerce("application_date", bad)


@pytest.mark.parametrize("date, in_force", [
    ("2014-06-05", True),   # Rule N's last day
    ("2014-06-06", False),  # the 2014 rules' effective date: the first day under them
    ("2014-06-07", False),
    ("2009-03-03", True),
    (None, None),
])
def test_rule_in_force_at_the_boundary(date: str | None, in_force: bool | None):
    reasons: list[str] = []
    assert rule_in_force(date, reasons) is in_force
    assert (LATER_RULE_REASON in " ".join(reasons)) is (in_force is False)
    facts = {"project_type": "commercial", "site_area_ac": 3.2}
    if date:
        facts["application_date"] = date
    app = determine(facts_from_json(facts)).applicability
    assert app.rule_in_force is in_force
    assert app.paragraph == "N.2.D.2"  # the Rule N findings are still there, for reference
