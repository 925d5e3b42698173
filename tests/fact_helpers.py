"""Shared helpers for the fact-family tests (tests/test_fact_*.py).

Each helper is a short way to run one reader on one phrasing: a sentence as a Segment, a page of text
through the whole fact reader, or one reader's output put in a shape a data table can compare.
"""

from __future__ import annotations

from extract.layout.segments import Segment
from extract.pdf.page_text import page_from_text
from extract.propose.applicant import read_applicant
from extract.propose.project_type import read_narrative, read_project_type
from extract.propose.quantities import read_sentence
from extract.propose.trail import read_trail
from extract.read_facts import read_facts


def seg(text: str, labelled: bool = False, row: bool = False, file: str = "f.pdf") -> Segment:
    """One sentence (or labelled line) on page 1 of a file, with no box."""
    return Segment(text, file, 1, None, labelled=labelled, row=row)


# -- the sentence reader ---------------------------------------------------------------------------------------
def read(text: str, labelled: bool = False) -> list[tuple[str, object]]:
    """(fact, value) for every quantity read_sentence finds, in order."""
    return [(c.name, c.value) for c in read_sentence(seg(text, labelled))]


def read3(text: str, labelled: bool = False) -> list[tuple[str, object]]:
    """As read(), each value rounded to 3 places (a computed acreage compared by its written digits)."""
    return [(c.name, round(c.value, 3)) for c in read_sentence(seg(text, labelled))]


def read_dict(text: str, labelled: bool = False) -> dict[str, object]:
    """{fact: value} of read_sentence, floats rounded to 3 places (the last reading of a fact wins)."""
    return {c.name: round(c.value, 3) if isinstance(c.value, float) else c.value
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
