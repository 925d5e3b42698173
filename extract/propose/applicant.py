"""Whether the applicant is a public body (N.2.F surety exemption), from the applicant's name.

Only the name given against an "Applicant" label is read: a city named in an address or a
letterhead is not the applicant. A name that is neither recognisably public nor
recognisably private (a company form or a person's name) gives no fact.
"""

from __future__ import annotations

import re

from extract.propose.candidate import LABELLED, LOOSE, PROSE, Candidate
from extract.propose.flags import read_answer_below, read_form_row
from extract.layout.checkboxes import (answered_yes_no, has_boxes, offers_yes_no, ticked_answer, ticked_options,
                               until_next_question)
from extract.propose.applicant_self import read_self_description
from extract.words.public_names import public_name
from extract.layout.segments import Segment, union
from rulen.models import Evidence
from extract.words.lazy_compile import lazy_compile

_LABEL = lazy_compile(
    r"^\s*(?:permit\s+)?(?:applicant|permittee|owner\s*(?:/|and|&)\s*applicant|applicant\s*(?:/|and|&)\s*owner|applicant'?s?\s+name|"
    r"name\s+of\s+applicant|applicant\s+\(owner\)|applicant'?s?\s+name\s+(?:and|&)\s+address|who\s+is\s+(?:applying|the\s+applicant))"
    r"(?:\s+name)?(?:\s*[:=\t]|\s{3,})\s*(?P<name>.+)$", re.IGNORECASE)


# the application form's applicant-type options, ticked by :mod:`extract.layout.checkboxes`' one vocabulary
_OPTION = lazy_compile(r"^(?P<opt>public\s+(?:entity|agency|body|applicant|owner|sector)|public(?=\s*(?:\(|/|$))"
                     r"|government(?:al)?(?:\s+(?:unit|agency|entity|body))?(?=\W|$)|"
                     r"private\s+(?:applicant|party|entity|owner|developer|individual|company|sector)|private(?=\s*(?:\(|/|$)))",
                     re.IGNORECASE)
# OCR often glues the X to its option ("XPublic entity")
_FORM_MARKS = lazy_compile(r"[☐☒☑■□✓✔✗✘]|\[\s*[xX ]?\s*\]|\bX\s+(?:private|public)|/\s*(?:private|public)", re.IGNORECASE)
_GLUED = lazy_compile(r"(?<![A-Za-z])([xX])(?=(?:public|private|government))", re.IGNORECASE)


def read_applicant_type(seg: Segment) -> list[Candidate]:
    """"[ ] Private applicant  [X] Public entity (city, county, state or agency)": the ticked one."""
    out = []
    for label in ticked_options(_GLUED.sub(r"\1 ", seg.text)):
        m = _OPTION.match(label.strip())
        if m:
            value = not m.group("opt").lower().startswith("private")
            out.append(Candidate(name="applicant_public_entity", value=value, evidence=seg.evidence(),
                                 strength=LABELLED))
    return out


# "Public entity? No", "Is the applicant a public entity?  Yes", "Public agency (Y/N): N": the form's question
_QUESTION = lazy_compile(
    r"^\s*(?:\d{1,2}[.)]\s*)?(?:(?:is\s+)?(?:the\s+)?(?:applicant|owner|permittee)\s+(?:is\s+)?an?\s+)?public\s+"
    r"(?:entity|agency|body|applicant|owner)\s*(?:\?|\(\s*y(?:es)?\s*/\s*n(?:o)?\s*\)|:)\s*[:?]?(?P<tail>.*)$", re.IGNORECASE)
_ANSWER = lazy_compile(r"\b(yes|no|y|n)\b", re.IGNORECASE)


def _answer(tail: str) -> bool | None:
    """The answer after the question: a bare "No", or the one ticked of "[ ] Yes [X] No"."""
    ticked = answered_yes_no(tail)
    if ticked is not None:
        return ticked == "yes"
    if has_boxes(tail) or ticked_answer(tail) is not None or offers_yes_no(tail):
        return None  # a form left empty, or ticked twice, or "Yes / No" printed and not marked
    first = _ANSWER.search(tail)
    if first is None or tail[:first.start()].strip(" \t:-"):
        return None  # words before the answer: not a plain answer
    return first.group(1).lower().startswith("y")


_INNER_LABEL = lazy_compile(r"(?<=[\s.;])(?-i:Applicant|APPLICANT|Owner and applicant|Owner/Applicant|OWNER/APPLICANT|"
                          r"Owner and Applicant|OWNER AND APPLICANT|Owner/applicant|Owner and applicant|Permit applicant|Permittee)\s*:\s*"
                          r"(?P<name>[^.;:]+)")
# an owner stands for the applicant only where no applicant is named (LOOSE loses to a labelled applicant);
# a developer does not: the one who builds is not said to be the one who applies
_OWNER = lazy_compile(r"^\s*(?:(?:property\s+|fee\s+|land\s*|site\s+)?owner)(?:'?s)?(?:\s*/\s*developer)?(?:\s+name)?\s*[:=\t]\s*"
                    r"(?P<name>.+)$", re.IGNORECASE)
_BARE_LABEL = lazy_compile(
    r"^\s*(?:permit\s+)?(?:applicant|owner\s*/\s*applicant|applicant\s*/\s*owner|applicant'?s?\s+name|name\s+of\s+applicant|"
    r"applicant\s+\(owner\)|permittee)(?:\s+name)?(?:\s+(?:information|info\.?|contact(?:\s+information)?))?\s*:?\s*$",
    re.IGNORECASE)
_NAME_LINE = lazy_compile(r"^\s*(?:name|organi[sz]ation|entity|company|agency)\s*[:=\t]\s*(?P<name>.+)$", re.IGNORECASE)


# "... for the City of Minnetonka (applicant, a municipality)", "Hennepin County (the "Applicant")"
_NAMED_APPLICANT = lazy_compile(r"(?P<name>(?:[A-Z][\w.&'-]*|of|the)(?:\s+(?:[A-Z][\w.&'-]*|of|the|No\.|\d+)){0,7})\s*"
                              r"\(\s*(?:[^(),]{0,40},\s*)?(?:the\s+|a\s+public\s+)?[\"“”']?applicant\b", re.IGNORECASE)


def _name(n: int) -> str:
    return rf"(?P<name{n}>(?-i:[A-Z][\w.&'-]*)(?:\s+(?:(?-i:[A-Z][\w.&'-]*)|of|the|No\.|\d+)){{0,7}})"


_SELF_PUBLIC = r"(?:a|an)\s+(?:public\s+(?:entity|agency|body)|municipal\s+corporation|municipality|political\s+subdivision)\b"
# the applicant said in prose to be a public body, the body named beside it: "The project is undertaken by
# Hennepin County, a public entity", "The City of Victoria, a municipal corporation, is the applicant",
# "The applicant, Three Rivers Park District, is a public agency", "the City of Shorewood, the applicant and a
# public entity". Only the affirmative, with the body's own name public, counts ("If the applicant were a
# public entity ..." names none).
_PROSE_PUBLIC = lazy_compile(
    r"\b(?:undertaken|sponsored|proposed|led)\s+by\s+(?:the\s+)?" + _name(1) + r",\s+" + _SELF_PUBLIC
    + r"|^(?:the\s+)?" + _name(2) + r",\s+" + _SELF_PUBLIC + r"[^,;]{0,40},\s+is\s+the\s+(?:permit\s+)?applicant\b"
    + r"|\bthe\s+applicant,\s+(?:the\s+)?" + _name(3) + r",\s+is\s+" + _SELF_PUBLIC
    + r"|(?:^|\b(?:by|for|from)\s+)(?:the\s+)?" + _name(4) + r",\s+the\s+applicant\s+and\s+" + _SELF_PUBLIC
    # "Three Rivers Park District (the Park District), a public agency and special park district of the State of Minnesota,
    # intends to build a new paved regional trail": the public body that does the work
    + r"|^(?:the\s+)?" + _name(8) + r"(?:\s*\([^()]{0,40}\))?,\s+" + _SELF_PUBLIC + r"[^;]{0,80}?,\s+(?:intends|proposes|plans|"
    r"is\s+proposing|is\s+planning)\s+to\s+(?:build|construct|reconstruct|rebuild|replace|expand|improve|extend|install)\b",
    re.IGNORECASE)


# "the Owner is not a public entity": said plainly of the applicant (or of the owner, who stands for it loosely)
_NOT_PUBLIC = lazy_compile(r"\bthe\s+(?P<who>applicant|owner|permittee)\s+is\s+not\s+an?\s+(?:public\s+(?:entity|agency|body)|"
                         r"governmental\s+(?:unit|entity|body))\b", re.IGNORECASE)


# "On behalf of Vicksburg Crossing Development LLC we submit the enclosed application": the one the
# application is submitted for is the applicant; its name says public or private
# "On behalf of our client, Independent School District No. 276, a public school district, we submit ..."
_ON_BEHALF = lazy_compile(r"\bon\s+behalf\s+of\s+(?:(?:our|my)\s+client,?\s+)?(?:the\s+)?" + _name(5)
                        + r"(?:,\s+(?:a|an)\s+[\w\s-]{1,40}?)?,?\s+(?:we|i)\s+(?:hereby\s+)?"
                        r"(?:submit|enclose|are\s+submitting|am\s+submitting|transmit)\w*\s+(?:the\s+|this\s+|an?\s+|our\s+)?"
                        r"(?:enclosed\s+|attached\s+)?(?:\w+\s+){0,2}?application\b", re.IGNORECASE)


# "Hennepin County is the applicant.", "The applicant is the City of Edina.": the applicant named plainly, its
# standing read from the name alone (a name that says neither public nor private reads nothing)
_IS_THE_APPLICANT = lazy_compile(
    r"(?:^|(?<=[.;:]\s))\s*(?:the\s+)?" + _name(6) + r"(?:,\s+(?:a|an)\s+[^,;]{1,50},)?\s+(?:is|will\s+be|is\s+listed\s+as)\s+the\s+"
    r"(?:permit\s+)?applicant\b(?!['’]|\s+(?:for|of)\b)"
    r"|(?:^|(?<=[.;:]\s))\s*the\s+(?:permit\s+)?applicant\s+(?:is|will\s+be)\s+(?:the\s+)?" + _name(7) + r"\s*(?:[.;,]|$)",
    re.IGNORECASE)


def read_public_prose(seg: Segment) -> list[Candidate]:
    """A public applicant said in a sentence (see ``_PROSE_PUBLIC``): the body's name must itself be public.

    "The Owner is not a public entity" says the opposite plainly; an owner counts only loosely, below
    any applicant named.
    """
    behalf = _ON_BEHALF.search(seg.text)
    if behalf and not re.search(r"\b(?:not|if|unless|whether)\b", seg.text[:behalf.end()], re.IGNORECASE):
        value = public_name(behalf.group("name5"))
        if value is not None:
            return [Candidate(name="applicant_public_entity", value=value, evidence=seg.evidence(), strength=PROSE)]
    plain = _IS_THE_APPLICANT.search(seg.text)
    if plain and not re.search(r"\b(?:not|if|unless|whether|were|would|should|could)\b|n't", seg.text[:plain.end()],
                               re.IGNORECASE):
        name = plain.group("name6") or plain.group("name7")
        value = public_name(re.sub(r"^the\s+", "", name, flags=re.IGNORECASE))
        if value is not None:
            return [Candidate(name="applicant_public_entity", value=value, evidence=seg.evidence(), strength=PROSE)]
    neg = _NOT_PUBLIC.search(seg.text)
    if neg and not re.search(r"\b(?:if|unless|whether)\b", seg.text[:neg.start()], re.IGNORECASE):
        strength = PROSE if neg.group("who").lower() != "owner" else LOOSE
        return [Candidate(name="applicant_public_entity", value=False, evidence=seg.evidence(), strength=strength)]
    m = _PROSE_PUBLIC.search(seg.text)
    if m is None or re.search(r"\b(?:not|never|no|if|unless|were|would|should|could|whether)\b|n't",
                              seg.text[:m.end()], re.IGNORECASE):
        return []  # "is not undertaken by ...", "if the work were sponsored by ...": no statement of who applies
    name = next((g for k, g in m.groupdict().items() if g and k.startswith("name")), None)
    if name is None or public_name(re.sub(r"^the\s+", "", name, flags=re.IGNORECASE)) is not True:
        return []
    return [Candidate(name="applicant_public_entity", value=True, evidence=seg.evidence(), strength=PROSE)]




# "Applicant type: private developer", "Type of applicant: public entity": the type written out, not ticked
_TYPE_WRITTEN = lazy_compile(r"^\W*(?:applicant\s+type|type\s+of\s+applicant|applicant\s+category)\s*[:\t]\s*"
                           r"(?P<kind>(?:a\s+)?(?:private|public|governmental|government))\b", re.IGNORECASE)


def read_applicant(seg: Segment) -> list[Candidate]:
    boxes = read_applicant_type(seg)
    if boxes:
        return boxes
    written = _TYPE_WRITTEN.match(seg.text)
    if written and not _FORM_MARKS.search(seg.text):
        return [Candidate(name="applicant_public_entity", value="private" not in written.group("kind").lower(),
                          evidence=seg.evidence(), strength=LABELLED)]
    q = _QUESTION.match(seg.text)
    if q:
        answer = _answer(until_next_question(q.group("tail")))
        if answer is None:
            return []
        return [Candidate(name="applicant_public_entity", value=answer, evidence=seg.evidence(), strength=LABELLED)]
    text = seg.text.replace("\t", ": ", 1) if "\t" in seg.text else seg.text
    m = _LABEL.match(text)
    strength = LABELLED
    if not m:
        m = _OWNER.match(text)
        strength = LOOSE
    if not m:
        # "Westwind Elementary - Classroom Addition  Owner and applicant: ISD No. 278": a title glued
        # before the form's label; the label must be written as a label (capitalised, with its colon)
        m = _INNER_LABEL.search(text)
        strength = LABELLED
    if not m:
        m = _NAMED_APPLICANT.search(text)
        strength = PROSE
    if not m:
        return read_public_prose(seg) or read_self_description(seg)
    value = public_name(m.group("name"))
    if value is None:
        return read_self_description(seg)  # "Owner: Glen Lake Montessori Academy, a private non-profit school"
    return [Candidate(name="applicant_public_entity", value=value, evidence=seg.evidence(), strength=strength)]


def read_applicant_below(label: Segment, seg: Segment) -> list[Candidate]:
    """A form that sets the applicant's name on the line under its label ("APPLICANT" / "City of Wayzata").

    The same pair of lines may be a yes/no question over its boxes ("Public entity?" / "☐ Yes ☒ No",
    "Landlocked basin?" / "☒ No"); those answers are read here too, because this is the one reader
    handed a line together with the line above it (see :func:`extract.propose.flags.read_answer_below`).
    """
    below = _answer_below(label, seg)
    if below:
        return below
    if not _BARE_LABEL.match(label.text) or seg.page != label.page:
        return []
    named = _NAME_LINE.match(seg.text)  # "Applicant Information" / "Name: City of Wayzata"
    if seg.labelled and not named:
        return []
    value = public_name(named.group("name") if named else seg.text)
    if value is None:
        return []
    boxes = [b for b in (label.bbox, seg.bbox) if b is not None]
    ev = Evidence(file=seg.file, page=seg.page, text=f"{label.text.strip()} {seg.text.strip()}"[:400],
                  bbox=union(boxes) if boxes else None)
    return [Candidate(name="applicant_public_entity", value=value, evidence=ev, strength=LABELLED)]


def read_applicant_row(seg: Segment) -> list[Candidate]:
    """A form laid out as a table row ("Applicant: | City of Minnetonka | Phone: | ..."): only the applicant's
    own label or the public-entity question counts here, never a bare owner (tables list neighbours' owners).

    The form's other yes/no rows ("Landlocked basin? | Yes ☐ | No ☒") are read here too, as this is the
    reader handed every table row (see :func:`extract.propose.flags.read_form_row`).
    """
    return read_applicant_row_only(seg) + read_form_row(seg)


def read_applicant_row_only(seg: Segment) -> list[Candidate]:
    """The applicant's own label or the public-entity question of a table row."""
    boxes = read_applicant_type(seg)
    if boxes:
        return boxes
    if _QUESTION.match(seg.text):
        return read_applicant(seg)
    text = seg.text.replace("\t", ": ", 1) if "\t" in seg.text else seg.text
    return read_applicant(seg) if _LABEL.match(text) else []


def _answer_below(question: Segment, seg: Segment) -> list[Candidate]:
    """A yes/no question on one line and its ticked box on the next."""
    if seg.page != question.page or seg.file != question.file:
        return []
    if _QUESTION.match(question.text) and not _QUESTION.match(question.text).group("tail").strip():
        answer = answered_yes_no(seg.text) if re.fullmatch(r"[\s\W_]*(?:(?:yes|no|[xX])[\s\W_]*)+", seg.text,
                                                              re.IGNORECASE) else None
        if answer is None:
            return []
        boxes = [b for b in (question.bbox, seg.bbox) if b is not None]
        ev = Evidence(file=seg.file, page=seg.page, text=f"{question.text.strip()} {seg.text.strip()}"[:400],
                      bbox=union(boxes) if boxes else None)
        return [Candidate(name="applicant_public_entity", value=answer == "yes", evidence=ev, strength=LABELLED)]
    return read_answer_below(question, seg)
