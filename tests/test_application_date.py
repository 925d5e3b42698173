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
    (["Report date: March 2009"], "2009-03", "no day: a month, never padded to a day"),
    # months without a day: read at month precision
    (["STORMWATER MANAGEMENT PLAN", "June 2014"], "2014-06", "a cover's month"),
    (["Date: Sept. 2013"], "2013-09", "abbreviated with a stop"),
    (["Date: Sept 2013"], "2013-09", "abbreviated without"),
    (["Application submitted: SEPTEMBER, 2013"], "2013-09", "capitals and a comma"),
    (["DRAINAGE REPORT", "Jan. 2012"], "2012-01", "short month on a cover"),
    # near misses of months
    (["The pond may 2014 overflow"], None, "the verb may is no month"),
    (["Report date: 12 June 2014"], "2014-06-12", "a day in front: a full date, not a month"),
    (["Date: June 2014 through July 2015"], None, "a span is no date"),
    (["Revised June 2014"], None, "a revision's month"),
    (["NOAA Atlas 14, Volume 8, June 2013 rainfall depths"], None, "a rainfall source's month"),
    (["Date: Juneau 2014"], None, "not a month name"),
    (["Date: June 1914"], None, "out of range"),
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
    assert coerce("application_date", "2014-06") == "2014-06"  # month precision
    for bad in ("06/06/2014", "2014-6-6", "June 6, 2014", "2014-02-30", "2014-13", "2014-6", "2014"):
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


def test_a_full_date_beats_a_month_of_the_same_kind():
    assert _date(["REPORT", "June 2014"], ["Date: May 30, 2014"]) == "2014-05-30"
    assert _date(["Date: June 2014", "Date: June 12, 2014"]) == "2014-06-12"


@pytest.mark.parametrize("month, in_force", [
    ("2014-05", True),   # every day of May 2014 is before 2014-06-06
    ("2014-06", None),   # June 2014 straddles the day: a question, never a guess
    ("2014-07", False),
    ("2013-09", True),
    ("2015-01", False),
])
def test_a_month_decides_the_rule_only_when_the_whole_month_is_on_one_side(month: str, in_force: bool | None):
    reasons: list[str] = []
    review: list[str] = []
    assert rule_in_force(month, reasons, review) is in_force
    assert (LATER_RULE_REASON in " ".join(reasons)) is (in_force is False)
    assert bool(review) is (in_force is None)
    app = determine(facts_from_json({"project_type": "commercial", "site_area_ac": 3.2,
                                     "application_date": month})).applicability
    assert app.rule_in_force is in_force
    assert any("month only" in q and "2014-06-06" in q for q in app.needs_review) is (in_force is None)
    assert app.paragraph == "N.2.D.2"


def test_june_2014_read_from_a_cover_is_undecided_and_a_question():
    got = read_application_date(_pages(["STORMWATER MANAGEMENT PLAN", "Lakeview Flats", "June 2014"]))
    fact = got["application_date"]
    assert fact.value == "2014-06" and fact.evidence[0].text == "June 2014"
    app = determine(facts_from_json({"project_type": "commercial", "site_area_ac": 3.2,
                                     "application_date": fact.value})).applicability
    assert app.rule_in_force is None and any("month only" in q for q in app.needs_review)
