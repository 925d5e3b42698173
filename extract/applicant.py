"""Whether the applicant is a public body (N.2.F surety exemption), from the applicant's name.

Only the name given against an "Applicant" label is read: a city named in an address or a
letterhead is not the applicant. A name that is neither recognisably public nor
recognisably private (a company form or a person's name) gives no fact.
"""

from __future__ import annotations

import re

from extract.candidate import LABELLED, LOOSE, PROSE, Candidate
from extract.segments import Segment, union
from rulen.models import Evidence

_LABEL = re.compile(
    r"^\s*(?:permit\s+)?(?:applicant|permittee|owner\s*/\s*applicant|applicant\s*/\s*owner|applicant'?s?\s+name|"
    r"name\s+of\s+applicant|applicant\s+\(owner\)|applicant'?s?\s+name\s+(?:and|&)\s+address)"
    r"(?:\s+name)?(?:\s*[:=\t]|\s{3,})\s*(?P<name>.+)$", re.IGNORECASE)

_PUBLIC = re.compile(
    r"\bcity of\b|\bcity\b\s*$|\bcounty\b|\btownship\b|\bmndot\b|minnesota department of|\bstate of minnesota\b|"
    r"\bschool district\b|\bisd\b|\bi\.s\.d\.|independent school district|\bpark (?:and recreation )?board\b|"
    r"\bwatershed district\b|\bmetropolitan council\b|\bmet council\b|\bdepartment of\b|\bu\.?s\.? army corps\b|"
    r"\bfederal\b|\bunited states\b|\bhousing and redevelopment authority\b|\bhra\b|\bport authority\b|"
    r"\bpublic works\b|\bengineering department\b|\bparks? (?:and recreation )?department\b|\bpublic schools\b|"
    r"\bpark district\b|\b(?:conservation|sanitary|sewer|water|lake improvement|watershed|park|school|library|hospital) district\b|\bauthority\b|\bcommission\b|\bboard\b|\bvillage of\b|\btown of\b|\bmunicipal\b|\buniversity of minnesota\b|\bmpca\b|\bdnr\b",
    re.IGNORECASE)
_PRIVATE = re.compile(
    r"\b(?:llc|l\.l\.c\.|inc|inc\.|incorporated|corp|corp\.|corporation|company|co\.|partners|partnership|lp|l\.p\.|llp|"
    r"ltd|holdings|properties|development|developers|homes|builders|construction|investments|group|trust|"
    r"associates|enterprises|ventures|realty|church|association|foundation)\b", re.IGNORECASE)
_PERSON = re.compile(r"^(?:mr\.?|mrs\.?|ms\.?|dr\.?)?\s*[A-Z][a-z]+(?:\s+[A-Z]\.?)?(?:\s+(?:and|&)\s+[A-Z][a-z]+)?\s+[A-Z][a-zA-Z'-]+$")


# the application form's applicant-type boxes; OCR often glues the X to its option ("XPublic entity")
_MARK = r"(?:\[\s*[xX✓✔■]\s*\]|\(\s*[xX✓✔]\s*\)|☒|☑|■|✔|✓|⊠|(?<![A-Za-z])[xX](?=\s*(?:public|private|government)))"
_END = r"(?=\s*(?:\(|$|[,;|\t/]|\s{2,}|\[|☐|□))"
_OPTION = re.compile(_MARK + r"\s*(?P<opt>public\s+(?:entity|agency|body|applicant|owner|sector)|public" + _END +
                     r"|government(?:al)?(?:\s+(?:unit|agency|entity|body))?|"
                     r"private\s+(?:applicant|party|entity|owner|developer|individual|company|sector)|private" + _END + r")",
                     re.IGNORECASE)


def read_applicant_type(seg: Segment) -> list[Candidate]:
    """"[ ] Private applicant  [X] Public entity (city, county, state or agency)": the checked one."""
    out = []
    for m in _OPTION.finditer(seg.text):
        value = not m.group("opt").lower().startswith("private")
        out.append(Candidate(name="applicant_public_entity", value=value, evidence=seg.evidence(), strength=LABELLED))
    return out


# "Public entity? No", "Is the applicant a public entity?  Yes", "Public agency (Y/N): N": the form's question
_QUESTION = re.compile(
    r"^\s*(?:\d{1,2}[.)]\s*)?(?:(?:is\s+)?(?:the\s+)?(?:applicant|owner|permittee)\s+(?:is\s+)?an?\s+)?public\s+"
    r"(?:entity|agency|body|applicant|owner)\s*(?:\?|\(\s*y(?:es)?\s*/\s*n(?:o)?\s*\)|:)\s*[:?]?(?P<tail>.*)$", re.IGNORECASE)
_ANSWER = re.compile(r"\b(yes|no|y|n)\b", re.IGNORECASE)
_TICK = re.compile(r"(?:\[\s*[xX✓✔■]\s*\]|\(\s*[xX✓✔]\s*\)|☒|☑|■|✔|✓|⊠|(?<![A-Za-z])[xX](?![A-Za-z]))\s*$")
_ANY_BOX = re.compile(r"\[\s*\]|\(\s*\)|☐|□|\[\s*[xX✓✔■]\s*\]|☒|☑|(?<![A-Za-z])[xX](?![A-Za-z])")


def _answer(tail: str) -> bool | None:
    """The answer after the question: a bare "No", or the one ticked of "[ ] Yes [X] No"."""
    options = list(_ANSWER.finditer(tail))
    if not options:
        return None
    if not _ANY_BOX.search(tail):
        first = options[0]
        if tail[:first.start()].strip(" \t:-"):
            return None  # words before the answer: not a plain answer
        return first.group(1).lower().startswith("y")
    ticked = {o.group(1).lower()[0] for o in options if _TICK.search(tail[max(0, o.start() - 6):o.start()])}
    return (ticked == {"y"}) if len(ticked) == 1 else None


# an owner stands for the applicant only where no applicant is named (LOOSE loses to a labelled applicant)
_OWNER = re.compile(r"^\s*(?:(?:property\s+|fee\s+|land\s*|site\s+)?owner|developer)(?:'?s)?(?:\s+name)?\s*[:=\t]\s*"
                    r"(?P<name>.+)$", re.IGNORECASE)
_BARE_LABEL = re.compile(
    r"^\s*(?:permit\s+)?(?:applicant|owner\s*/\s*applicant|applicant\s*/\s*owner|applicant'?s?\s+name|name\s+of\s+applicant|"
    r"applicant\s+\(owner\)|permittee)(?:\s+name)?(?:\s+(?:information|info\.?|contact(?:\s+information)?))?\s*:?\s*$",
    re.IGNORECASE)
_NAME_LINE = re.compile(r"^\s*(?:name|organi[sz]ation|entity|company|agency)\s*[:=\t]\s*(?P<name>.+)$", re.IGNORECASE)


# "... for the City of Minnetonka (applicant, a municipality)", "Hennepin County (the "Applicant")"
_NAMED_APPLICANT = re.compile(r"(?P<name>(?:[A-Z][\w.&'-]*|of|the)(?:\s+(?:[A-Z][\w.&'-]*|of|the|No\.|\d+)){0,7})\s*"
                              r"\(\s*(?:the\s+)?[\"“”']?applicant\b", re.IGNORECASE)


def _public(name: str) -> bool | None:
    """True for a public body's name, False for a company's or a person's, None when the name says neither."""
    name = re.split(r"\s{2,}|\t|,\s*(?:attn|c/o)|\s+(?:address|phone|email|contact)\s*:", name.strip(),
                    flags=re.IGNORECASE)[0].strip(" :")
    if not name or len(name) > 120:
        return None
    if _PUBLIC.search(name) and not _PRIVATE.search(name.replace("Development Authority", "")):
        return True
    if _PRIVATE.search(name) or _PERSON.match(name):
        return False
    return None


def read_applicant(seg: Segment) -> list[Candidate]:
    boxes = read_applicant_type(seg)
    if boxes:
        return boxes
    q = _QUESTION.match(seg.text)
    if q:
        answer = _answer(q.group("tail"))
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
        m = _NAMED_APPLICANT.search(text)
        strength = PROSE
    if not m:
        return []
    value = _public(m.group("name"))
    if value is None:
        return []
    return [Candidate(name="applicant_public_entity", value=value, evidence=seg.evidence(), strength=strength)]


def read_applicant_below(label: Segment, seg: Segment) -> list[Candidate]:
    """A form that sets the applicant's name on the line under its label ("APPLICANT" / "City of Wayzata")."""
    if not _BARE_LABEL.match(label.text) or seg.page != label.page:
        return []
    named = _NAME_LINE.match(seg.text)  # "Applicant Information" / "Name: City of Wayzata"
    if seg.labelled and not named:
        return []
    value = _public(named.group("name") if named else seg.text)
    if value is None:
        return []
    boxes = [b for b in (label.bbox, seg.bbox) if b is not None]
    ev = Evidence(file=seg.file, page=seg.page, text=f"{label.text.strip()} {seg.text.strip()}"[:400],
                  bbox=union(boxes) if boxes else None)
    return [Candidate(name="applicant_public_entity", value=value, evidence=ev, strength=LABELLED)]


def read_applicant_row(seg: Segment) -> list[Candidate]:
    """A form laid out as a table row ("Applicant: | City of Minnetonka | Phone: | ..."): only the applicant's
    own label or the public-entity question counts here, never a bare owner (tables list neighbours' owners)."""
    boxes = read_applicant_type(seg)
    if boxes:
        return boxes
    if _QUESTION.match(seg.text):
        return read_applicant(seg)
    text = seg.text.replace("\t", ": ", 1) if "\t" in seg.text else seg.text
    return read_applicant(seg) if _LABEL.match(text) else []
