"""The date of the application (else of the report): the date that decides which District rule was in force.

Archived packages span Rule N and the rules that replaced it (2014-06-06, then 2024), so each
package is dated from its own words, with evidence:

1. a date labelled as the application's: "Application date 04/12/2011", "Date of application:",
   "Date submitted", "Submittal date", "Received: ...", "This application was submitted on ...";
2. a report's or form's own date: "Date: March 3, 2009", "Report date", "Dated", "Prepared
   May 5, 2010", "Issue date" — on the first pages of a file only (a date deep in a report
   is the date of something else);
3. a date standing alone on a line of a file's first page: a report's cover date.

Other dates are never taken: a permit's expiry, a rule's effective or adoption date, a Board
meeting or hearing, a survey, soil borings, an approval, a revision or print date, a storm or
construction date. A line naming any of them is passed over, whatever its label.

Precision: a full date (day, month, year) is the fact as ``YYYY-MM-DD``; a month alone ("June
2014", "Sept. 2013", "SEPTEMBER, 2013") is the fact as ``YYYY-MM`` (ISO 8601's month precision,
never padded to a day: the value's form is its precision). A month decides the rule in force
when the whole month lies on one side of 2014-06-06; June 2014 straddles it and leaves the
question to a reviewer (``rulen.applicability.rule_in_force``). A year alone is never read.

The strongest kind of reading wins; within it a full date beats a month; among the rest, the
first file's first page.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from extract.pdf.page import Page
from rulen.facts import make_fact
from rulen.models import Evidence, Fact
from extract.words.lazy_compile import lazy_compile

APPLICATION, REPORT, COVER = 3, 2, 1

FIRST_PAGES = 3
"""A report's own date (kinds 2 and 3) is read on a file's first pages only."""

_MONTHS = {m: i for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
     "november", "december"], start=1)}
_MONTH_RE = (r"(?P<mon>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
             r"sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?")
_DAY = r"(?P<day>[0-3]?\d)(?:st|nd|rd|th)?"
_YEAR = r"(?P<year>(?:19|20)\d\d)"

_MONTH_ONLY = lazy_compile(
    r"(?<![\w/.-])(?P<mon>(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|"
    r"Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?|JAN(?:UARY)?|FEB(?:RUARY)?|MAR(?:CH)?|"
    r"APR(?:IL)?|MAY|JUNE?|JULY?|AUG(?:UST)?|SEPT?(?:EMBER)?|OCT(?:OBER)?|NOV(?:EMBER)?|DEC(?:EMBER)?)"
    r"\.?,?\s+(?P<year>(?:19|20)\d\d)\b(?![/.-]\d)"
)
"""A month and year with no day: capitalised ("June 2014", "Sept. 2013", "JUNE 2014"), so the verb in
"may 2014 ..." is not a month; never right after a day or a number ("12 June 2014" is a full date)."""

_DATE_FORMS = [
    lazy_compile(rf"\b{_MONTH_RE}\s+{_DAY},?\s+{_YEAR}\b", re.IGNORECASE),  # March 3, 2009
    lazy_compile(rf"\b{_DAY}\s+{_MONTH_RE},?\s+{_YEAR}\b", re.IGNORECASE),  # 3 March 2009
    lazy_compile(r"\b(?P<m>[01]?\d)[/.-](?P<d>[0-3]?\d)[/.-](?P<y>(?:19|20)?\d\d)\b"),  # 04/12/2011, 4/12/11
    lazy_compile(r"\b(?P<Y>(?:19|20)\d\d)-(?P<M>[01]\d)-(?P<D>[0-3]\d)\b"),  # 2011-04-12
]

_NOT_APPLICATION = lazy_compile(
    r"expir|effective|adopt|amend|meeting|hearing|board|council|minutes|survey|boring|drill|soil|"
    r"approv|revis|rev\.|print|plot|storm\s+event|rainfall|precip|construct|start|begin|complet|anticipat|"
    r"inspect|photo|aerial|flown|sampl|test|model\s+run|valid|until|through|deadline|due\b|hold|"
    r"recorded|record\s+date|closing|installed|built|replaced|supersed|rule\s+n\b|rules?\b",
    re.IGNORECASE,
)
"""Words on a line that make its date some other thing's date."""

_APPLICATION_LABEL = lazy_compile(
    r"(?:date\s+of\s+(?:the\s+)?application|application\s+(?:date|received|submitted|filed|made)|"
    r"date\s+(?:submitted|received|filed)|submitt(?:al|ed)(?:\s+date|\s+on)?|received(?:\s+on)?|filed\s+on|"
    r"application\s+(?:was\s+)?(?:submitted|made|filed)\s+on)\W*$",
    re.IGNORECASE,
)
_REPORT_LABEL = lazy_compile(
    r"^\W*(?:(?:report|issue|document|submission|form)\s+date|date\s+of\s+(?:the\s+)?report|dated|"
    r"prepared(?:\s+on)?|date)\W*$",
    re.IGNORECASE,
)
"""The report's own date: the label right before the date, and nothing else of the line before it (a
form's "Date:" field, not "date of the survey")."""

_REPORT_PREPARED = lazy_compile(r"\b(?:prepared|dated)\b(?:\s+\w+){0,6}\s*\W*$", re.IGNORECASE)


_CELL_CUT = lazy_compile(r"\t|\s{3,}|;|\.\s+(?=[A-Z])")
"""Where one cell (or sentence) of a line ends and the next begins."""


@dataclass(frozen=True)
class DateReading:
    value: str
    kind: int
    evidence: Evidence


def parse_dates(text: str, *, months: bool = False) -> list[tuple[str, int, int]]:
    """(ISO date, start, end) of every full calendar date written in ``text``, left to right;
    with ``months``, also every month written without a day, as ``YYYY-MM``."""
    found: list[tuple[str, int, int]] = []
    taken: list[tuple[int, int]] = []
    for form in _DATE_FORMS:
        for m in form.finditer(text):
            if any(a < m.end() and m.start() < b for a, b in taken):
                continue
            iso = _iso(m)
            if iso:
                found.append((iso, m.start(), m.end()))
                taken.append((m.start(), m.end()))
    if months:
        for m in _MONTH_ONLY.finditer(text):
            if any(a < m.end() and m.start() < b for a, b in taken):
                continue
            if re.search(r"\d\s*(?:st|nd|rd|th)?\W{0,2}$", text[:m.start()]):
                continue  # "12 June 2014" cut oddly, "3. June 2014": a day may be in front
            iso = _iso_month(m.group("mon"), int(m.group("year")))
            if iso:
                found.append((iso, m.start(), m.end()))
                taken.append((m.start(), m.end()))
    return sorted(found, key=lambda f: f[1])


def _iso_month(mon: str, year: int) -> str | None:
    key = mon.lower().rstrip(".")[:3]
    month = next((v for k, v in _MONTHS.items() if k.startswith(key)), None)
    return f"{year:04d}-{month:02d}" if month and 1950 <= year <= 2035 else None


def _iso(m: re.Match) -> str | None:
    g = m.groupdict()
    try:
        if g.get("mon"):
            month = next(v for k, v in _MONTHS.items() if k.startswith(g["mon"].lower().rstrip(".")[:3]))
            day, year = int(g["day"]), int(g["year"])
        elif g.get("Y"):
            year, month, day = int(g["Y"]), int(g["M"]), int(g["D"])
        else:
            month, day, year = int(g["m"]), int(g["d"]), int(g["y"])
            if year < 100:
                year += 2000 if year <= 40 else 1900
        date = dt.date(year, month, day)
    except (ValueError, StopIteration):
        return None
    return date.isoformat() if 1950 <= date.year <= 2035 else None


def _kind(before: str, after: str, page_number: int, alone: bool) -> int | None:
    """What a date is, from the words between it and the dates on either side of it on its line:
    the application's, the report's, a cover's, or another thing's (None)."""
    cells = _CELL_CUT.split(before)
    head = cells[-1][-80:]  # the date's own label: its cell, or its sentence
    if len(cells) > 1 and not re.search(r"[A-Za-z]", head):
        head = cells[-2][-80:]  # a form's "Label:<tab>value": the label is the cell before
    tail = _CELL_CUT.split(after)[0][:30]
    if _NOT_APPLICATION.search(head) or _NOT_APPLICATION.search(tail):
        return None
    if _APPLICATION_LABEL.search(head):
        return APPLICATION
    if page_number > FIRST_PAGES:
        return None
    if _REPORT_LABEL.search(head) or _REPORT_PREPARED.search(head):
        return REPORT
    if alone and page_number == 1:
        return COVER
    return None


def read_page_dates(page: Page) -> list[DateReading]:
    """Every application or report date one page states, with the line it stands on."""
    out: list[DateReading] = []
    for line in page.lines:
        text = line.text
        dates = parse_dates(text, months=True)
        for k, (iso, start, end) in enumerate(dates):
            before = text[dates[k - 1][2] if k else 0:start]
            after = text[end:dates[k + 1][1] if k + 1 < len(dates) else len(text)]
            alone = len(dates) == 1 and not re.search(r"[A-Za-z0-9]", before + after)
            kind = _kind(before, after, page.number, alone)
            if kind is not None:
                out.append(DateReading(iso, kind, Evidence(file=page.file, page=page.number, text=text[:300],
                                                           bbox=line.bbox)))
    return out


def read_application_date(pages: list[Page]) -> dict[str, Fact]:
    """``{"application_date": Fact}`` from the strongest date reading of the package, or ``{}``."""
    readings = [r for p in pages for r in read_page_dates(p)]
    if not readings:
        return {}
    order = {f: i for i, f in enumerate(dict.fromkeys(p.file for p in pages))}
    best = max(r.kind for r in readings)
    readings = [r for r in readings if r.kind == best]
    if any(len(r.value) == 10 for r in readings):
        readings = [r for r in readings if len(r.value) == 10]  # a full date beats a month of the same kind
    chosen = min(readings, key=lambda r: (order.get(r.evidence.file, 0), r.evidence.page))
    same = [r.evidence for r in readings if r.value == chosen.value]
    return {"application_date": make_fact("application_date", chosen.value, evidence=[chosen.evidence, *same[1:3]])}
