"""A public body shown as the one whose project it is, where no form names the applicant.

Why a reader of its own: cities, counties and school districts rarely fill in a form for their own
work. They write a memo on their letterhead ("CITY OF EDINA / Engineering Department ... The City
will reconstruct 1.7 miles of local streets"), or their consultant titles the report "prepared for
the City of St. Louis Park" and writes "The City of St. Louis Park will build a trail". Each says who
undertakes the work, and the surety exemption (N.2.F) turns on exactly that. The readings are loose:
any applicant named on a form or in a sentence outranks them.

Only a public body's own name counts: a company that "will build" may be the contractor, and a
company a report is "prepared for" may be the owner, the buyer or the builder rather than the one who
applies. A city or county that commissions a report on its own public work is the one who applies.
"""

from __future__ import annotations

import re

from extract.words.public_names import public_name
from extract.propose.candidate import LOOSE, Candidate
from extract.pdf.page import Page
from extract.layout.segments import Segment
from extract.words.lazy_compile import lazy_compile

# a public body's capitalised name ("City of St. Louis Park", "Hennepin County", "Three Rivers Park District")
_NAME = r"(?P<name>(?-i:[A-Z][\w.&'-]*)(?:\s+(?:(?-i:[A-Z][\w.&'-]*)|of|No\.|\d+)){0,7})"
_WORK_VERB = (r"(?:(?:proposes|is\s+proposing|plans|is\s+planning)\s+(?:a|an|the)\s+(?:new\s+)?|(?:will|shall|plans\s+to|proposes\s+to|intends\s+to|is\s+proposing\s+to|is\s+planning\s+to)\s+"
              r"(?:build|construct|reconstruct|rebuild|replace|install|resurface|widen|extend|expand|improve|"
              r"undertake|develop|redevelop|repave|realign)|is\s+(?:building|constructing|reconstructing|rebuilding|replacing|"
              r"installing|resurfacing|widening|extending|expanding|improving|undertaking|developing|repaving))\b")
# "The City of Minnetrista, the applicant, is building ...": the body named the applicant, set off by commas
_APPLICANT_ASIDE = r"(?:\s*,\s*(?:the|as)\s+(?:permit\s+)?applicant\s*,)?"
# "The City of St. Louis Park will build ...": the body named, then its work
_NAMED_WORK = lazy_compile(rf"(?:^|(?<=[.;:]\s))\s*(?:the\s+)?{_NAME}{_APPLICANT_ASIDE}\s+{_WORK_VERB}", re.IGNORECASE)
# "Stormwater Management Report prepared for the City of St. Louis Park"
_PREPARED_FOR = lazy_compile(rf"\b(?:prepared|written)\s+for\s*:?\s+(?:the\s+)?{_NAME}", re.IGNORECASE)
# "The City will reconstruct ...": the body by its kind only, on the body's own letterhead
_OWN_WORK = lazy_compile(rf"(?:^|(?<=[.;:]\s))\s*the\s+(?P<kind>city|county|district|township|village|board|authority)\s+"
                       rf"{_WORK_VERB}", re.IGNORECASE)
_HEAD_BODY = lazy_compile(r"^\s*(?P<body>(?:city|county|village|town(?:ship)?)\s+of\s+[A-Z][\w .'-]{1,40}|"
                        r"[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,4}\s+(?:county|school\s+district|park\s+district|"
                        r"watershed\s+district))\s*(?:[|,–-].*)?$", re.IGNORECASE)
_BARE_KIND = lazy_compile(r"^(?:city|county|district|township|village|board|authority|state)$", re.IGNORECASE)
_UNSURE = lazy_compile(r"\b(?:not|never|no|if|unless|whether|were|would|could|might|may)\b|n't", re.IGNORECASE)


def letterhead_body(page: Page) -> str | None:
    """The public body whose letterhead heads a file's first page ("CITY OF EDINA"), or None."""
    for line in page.lines[:3]:
        m = _HEAD_BODY.match(line.text.replace("\t", " "))
        if m and public_name(m.group("body")) is True:
            return m.group("body").strip()
    return None


def read_public_author(seg: Segment, letterhead: str | None = None) -> list[Candidate]:
    """The applicant's public or private standing from who the work or the report is said to be for."""
    m = _PREPARED_FOR.search(seg.text)
    if m and not _UNSURE.search(seg.text[:m.end()]) and public_name(m.group("name")) is True:
        return [_candidate(True, seg)]
    m = _NAMED_WORK.search(seg.text)
    if m and not _UNSURE.search(seg.text[:m.end()]) and not _BARE_KIND.match(m.group("name")) \
            and public_name(m.group("name")) is True:  # "The City will ..." names no body: only its letterhead does
        return [_candidate(True, seg)]
    m = _OWN_WORK.search(seg.text)
    if m and letterhead and m.group("kind").lower() in letterhead.lower() and not _UNSURE.search(seg.text[:m.end()]):
        return [_candidate(True, seg)]
    return []


def _candidate(value: bool, seg: Segment) -> Candidate:
    return Candidate(name="applicant_public_entity", value=value, evidence=seg.evidence(), strength=LOOSE)
