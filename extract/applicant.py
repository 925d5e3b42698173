"""Whether the applicant is a public body (N.2.F surety exemption), from the applicant's name.

Only the name given against an "Applicant" label is read: a city named in an address or a
letterhead is not the applicant. A name that is neither recognisably public nor
recognisably private (a company form or a person's name) gives no fact.
"""

from __future__ import annotations

import re

from extract.candidate import LABELLED, Candidate
from extract.segments import Segment

_LABEL = re.compile(
    r"^\s*(?:permit\s+)?(?:applicant|owner\s*/\s*applicant|applicant\s*/\s*owner|applicant'?s?\s+name|name\s+of\s+applicant|applicant\s+\(owner\))"
    r"(?:\s+name)?\s*[:=\t]\s*(?P<name>.+)$", re.IGNORECASE)

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


def read_applicant(seg: Segment) -> list[Candidate]:
    boxes = read_applicant_type(seg)
    if boxes:
        return boxes
    m = _LABEL.match(seg.text.replace("\t", ": ", 1) if "\t" in seg.text else seg.text)
    if not m:
        return []
    name = re.split(r"\s{2,}|\t|,\s*(?:attn|c/o)|\s+(?:address|phone|email|contact)\s*:", m.group("name").strip(), flags=re.IGNORECASE)[0].strip(" :")
    if not name or len(name) > 120:
        return []
    if _PUBLIC.search(name) and not _PRIVATE.search(name.replace("Development Authority", "")):
        value = True
    elif _PRIVATE.search(name) or _PERSON.match(name):
        value = False
    else:
        return []
    return [Candidate(name="applicant_public_entity", value=value, evidence=seg.evidence(), strength=LABELLED)]
