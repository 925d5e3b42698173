"""Whether a name is a public body's, a company's or a person's: the one judge every applicant reader asks.

Why a module of its own: the form readers (:mod:`extract.propose.applicant`), the prose that describes the
applicant (:mod:`extract.propose.applicant_self`) and the public author of a report
(:mod:`extract.propose.public_author`) all turn a name into a standing the same way (N.2.F).
"""

from __future__ import annotations

import re
from extract.words.lazy_compile import lazy_compile

_PUBLIC = lazy_compile(
    r"\bcity of\b|\bcity\b\s*$|\bcounty\b|\btownship\b|\bmndot\b|minnesota department of|\bstate of minnesota\b|"
    r"\bschool district\b|\bisd\b|\bi\.s\.d\.|independent school district|\bpark (?:and recreation )?board\b|"
    r"\bwatershed district\b|\bmetropolitan council\b|\bmet council\b|\bdepartment of\b|\bu\.?s\.? army corps\b|"
    r"\bfederal\b|\bunited states\b|\bhousing and redevelopment authority\b|\bhra\b|\bport authority\b|"
    r"\bpublic works\b|\bengineering department\b|\bparks? (?:and recreation )?department\b|\bpublic schools\b|"
    r"\bpark district\b|\b(?:conservation|sanitary|sewer|water|lake improvement|watershed|park|school|library|hospital) district\b|\bauthority\b|\bcommission\b|\bboard\b|\bvillage of\b|\btown of\b|\bmunicipal\b|\buniversity of minnesota\b|\bmpca\b|\bdnr\b",
    re.IGNORECASE)
_PRIVATE = lazy_compile(
    r"\b(?:llc|l\.l\.c\.|inc|inc\.|incorporated|corp|corp\.|corporation|company|co\.|partners|partnership|lp|l\.p\.|llp|"
    r"ltd|holdings|properties|development|developers|homes|builders|construction|investments|group|trust|"
    r"associates|enterprises|ventures|realty|church|association|foundation)(?!\w)", re.IGNORECASE)
_PERSON = lazy_compile(r"^(?:mr\.?|mrs\.?|ms\.?|dr\.?)?\s*[A-Z][a-z]+(?:\s+[A-Z]\.?)?(?:\s+(?:and|&)\s+[A-Z][a-z]+)?\s+[A-Z][a-zA-Z'-]+$")

_PUBLIC_FORM = lazy_compile(r"\b(?:(?:a|an)\s+)?(?:minnesota\s+)?(?:municipal|public|political)\s+(?:corporation|subdivision|body)\b|"
                          r"\bbody\s+(?:corporate\s+and\s+)?politic\b|\bbody\s+corporate\b", re.IGNORECASE)


def public_name(name: str) -> bool | None:
    """True for a public body's name, False for a company's or a person's, None when the name says neither."""
    name = re.split(r"\s{2,}|\t|,\s*(?:attn|c/o)|\s+(?:address|phone|email|contact)\s*:", name.strip(),
                    flags=re.IGNORECASE)[0].strip(" :")
    if not name or len(name) > 120:
        return None
    bare = re.fullmatch(r"(?:an?\s+)?(?P<kind>private|public)(?:\s+(?:entity|applicant|party|owner|developer|agency|body|sector))?",
                        name, re.IGNORECASE)
    if bare:  # "Applicant | private | ...": the standing written in place of a name
        return bare.group("kind").lower() == "public"
    # "City of Minnetonka (municipal corporation)": a public body's own legal form is no company's
    plain = _PUBLIC_FORM.sub(" ", name)
    if plain != name and not _PRIVATE.search(plain):
        return True
    # ("Carver County Community Development Agency": a public agency's name says "development" too)
    if _PUBLIC.search(name) and not _PRIVATE.search(re.sub(r"\b(?:community\s+|economic\s+)?development\s+(?:agency|authority)\b",
                                                             " ", name, flags=re.IGNORECASE)):
        return True
    if _PRIVATE.search(name) or _PERSON.match(name):
        return False
    return None
