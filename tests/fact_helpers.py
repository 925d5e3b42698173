"""Shared helpers for the fact-family tests (tests/test_fact_*.py).

Each helper is a short way to run one reader on one phrasing: a sentence as a Segment, a page of text
through the whole fact reader, or one reader's output put in a shape a data table can compare.
"""

from __future__ import annotations

from extract.layout.segments import Segment
from extract.pdf.page import Cell, Line, Page
from extract.pdf.page_text import page_from_text
from extract.propose.applicant import read_applicant
from extract.propose.project_type import read_narrative, read_project_type
from extract.propose.quantities import read_sentence
from extract.propose.candidate import WATER_BODY
from extract.propose.trail import read_trail
from extract.read_facts import read_facts


def seg(text: str, labelled: bool = False, row: bool = False, file: str = "f.pdf") -> Segment:
    """One sentence (or labelled line) on page 1 of a file, with no box."""
    return Segment(text, file, 1, None, labelled=labelled, row=row)


# -- the sentence reader ---------------------------------------------------------------------------------------
POND_LEVEL = "hwl_100yr_elev_ft@pond"  # how read() names a pond's or basin's own HWL (the rules never set it alone)


def _name(c) -> str:
    return POND_LEVEL if c.variant == WATER_BODY else c.name


def read(text: str, labelled: bool = False) -> list[tuple[str, object]]:
    """(fact, value) for every quantity read_sentence finds, in order; a pond's own HWL named POND_LEVEL."""
    return [(_name(c), c.value) for c in read_sentence(seg(text, labelled))]


def read3(text: str, labelled: bool = False) -> list[tuple[str, object]]:
    """As read(), each value rounded to 3 places (a computed acreage compared by its written digits)."""
    return [(_name(c), round(c.value, 3)) for c in read_sentence(seg(text, labelled))]


def read_dict(text: str, labelled: bool = False) -> dict[str, object]:
    """{fact: value} of read_sentence, floats rounded to 3 places (the last reading of a fact wins)."""
    return {_name(c): round(c.value, 3) if isinstance(c.value, float) else c.value
            for c in read_sentence(seg(text, labelled))}


def rounded(pairs, digits: int = 2):
    """(fact, value) pairs with float values rounded."""
    return [(n, round(v, digits) if isinstance(v, float) else v) for n, v in pairs]


def site_values(text: str) -> list[float]:
    """The site areas read_sentence finds in a sentence."""
    return [c.value for c in read_sentence(seg(text)) if c.name == "site_area_ac"]


# -- kinds and applicants ----------------------------------------------------------------------------------------
def kinds(text: str, labelled: bool = False) -> list[str]:
    """The project kinds read_project_type finds in a sentence, in order."""
    return [c.value for c in read_project_type(seg(text, labelled)) if c.name == "project_type"]


def kinds_with_narrative(text: str, labelled: bool = False, row: bool = False) -> list[str]:
    """The kinds of read_project_type and (for prose) read_narrative together, sorted, each once."""
    s = seg(text, labelled, row)
    return sorted({c.value for c in read_project_type(s)} | ({c.value for c in read_narrative(s)} if not labelled else set()))


def applicant_values(text: str, labelled: bool = False) -> list[bool]:
    """The public (True) / private (False) readings read_applicant makes of a sentence."""
    return [c.value for c in read_applicant(seg(text, labelled)) if c.name == "applicant_public_entity"]


# -- the whole fact reader ---------------------------------------------------------------------------------------
def facts_of(*texts: str, file: str = "report.pdf", files: list[str] | None = None, width: float = 612.0,
             height: float = 792.0):
    """read_facts over one page per text (one text: `file`; several: doc0.pdf, doc1.pdf, ...; or the `files` given)."""
    files = files or ([file] if len(texts) == 1 else [f"doc{i}.pdf" for i in range(len(texts))])
    return read_facts([page_from_text(t, file=f, width=width, height=height) for t, f in zip(texts, files)])


def value(text: str, name: str):
    """The settled value of one fact read from one page of text."""
    return facts_of(text).value(name)


def fact_values(text: str) -> dict[str, object]:
    """{fact: settled value} for every fact read from one page of text."""
    return {k: v.value for k, v in facts_of(text, file="r.pdf").facts.items()}


# -- trails ------------------------------------------------------------------------------------------------------
def trail_fact(*texts: str):
    """The settled sidewalk_trail fact of the pages."""
    return facts_of(*texts).value("sidewalk_trail")


def trail_measures(text: str, labelled: bool = False) -> dict:
    """read_trail's measures of one sentence without their evidence ({} when it reads nothing)."""
    got = read_trail(seg(text, labelled)) or {}
    return {k: v for k, v in got.items() if k != "evidence"}


def trail_reading(text: str) -> dict | None:
    """read_trail's measures of one sentence without their evidence (None when it reads nothing)."""
    got = read_trail(seg(text))
    return None if got is None else {k: v for k, v in got.items() if k != "evidence"}


def ponds(*texts: str) -> dict[str, dict]:
    """The settled ponds of the pages, by name."""
    got = facts_of(*texts).value("ponds")
    return {p["name"]: p for p in got or []}


def sheet_facts(text: str):
    """read_facts over one plan sheet (a 17x11 page) of text."""
    return read_facts([page_from_text(text, file="plans.pdf", width=1224.0, height=792.0)])


def sheet_at_columns(rows):
    """A 36x24 sheet: label and value cells at fixed columns, a title block far right."""
    lines = []
    y = 70.0
    for cells in rows:
        cs = [Cell(text=t, bbox=(x, y, x + 6.0 * len(t), y + 10)) for x, t in cells]
        lines.append(Line(text="\t".join(t for _, t in cells), bbox=(cs[0].bbox[0], y, cs[-1].bbox[2], y + 10), cells=cs))
        y += 15
    return Page(file="c1.pdf", number=1, width=2592.0, height=1728.0, lines=lines)


def page_of(rows: list[list[tuple[str, tuple[float, float]]]], top: float = 331.0) -> Page:
    """A page whose table cells sit where a typeset report put them: (text, (x0, x1)) per cell."""
    lines = []
    for r, row in enumerate(rows):
        y = top + 14 * r
        cells = [Cell(text=t, bbox=(x0, y, x1, y + 11)) for t, (x0, x1) in row]
        lines.append(Line(text="\t".join(t for t, _ in row) if len(row) > 1 else row[0][0],
                          bbox=(cells[0].bbox[0], y, cells[-1].bbox[2], y + 11), cells=cells if len(row) > 1 else []))
    return Page(file="report.pdf", number=6, width=612, height=792, lines=lines)
