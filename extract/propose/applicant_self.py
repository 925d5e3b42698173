"""The applicant described in prose as public or private, by the words set beside its name.

Why a reader of its own: the surety exemption (N.2.F) turns on who applies, and writers say it
in a description rather than a form ("The City of Wayzata, a municipal corporation, will
reconstruct ...", "The applicants are private homeowners", "Prepared for Hamel Ridge Development
LLC, a private Minnesota limited liability company (not a public body)"). Only a description tied
to the one who applies counts: the applicant itself, the body a report is prepared for, the body
that asks for the permit or undertakes the work. A neighbour, a parcel's former owner, or a
hypothetical ("if the applicant were a public entity") says nothing of this applicant.
"""

from __future__ import annotations

import re

from extract.propose.candidate import LOOSE, PROSE, Candidate
from extract.words.public_names import public_name
from extract.layout.segments import Segment
from extract.words.lazy_compile import lazy_compile

_PUBLIC_DESC = (r"(?:a|an)\s+(?:minnesota\s+|home[- ]rule\s+|statutory\s+|local\s+)*(?:public\s+(?:entity|agency|body|"
                r"corporation|authority|school\s+district)|(?:independent\s+)?school\s+district|municipal\s+corporation|"
                r"(?:statutory|home[- ]rule(?:\s+charter)?|charter)\s+city|(?<=minnesota\s)(?:city|county|municipality)\b|municipality|political\s+subdivision|body\s+politic|"
                r"unit\s+of\s+(?:local\s+)?government|governmental\s+(?:unit|entity|body|agency)|government\s+(?:body|agency|entity))")
_PRIVATE_DESC = (r"(?:an?\s+)?private(?:ly[- ](?:owned|held))?\s+(?:[a-z-]+\s+){0,4}?(?:developer|owner|homeowner|"
                 r"property\s+owner|landowner|company|corporation|entity|party|applicant|individual|person|builder|"
                 r"business|firm|organi[sz]ation|partnership|nonprofit|non-profit|family|citizen|school|academy|church|"
                 r"college|university|hospital|club|association|foundation|trust|llc|estate|cooperative|co-op)s?\b")
_NOT_PUBLIC = r"\bnot\s+an?\s+(?:public|government(?:al)?)\s+(?:entity|agency|body|unit)\b"
# an organisation's name, as capitalised words (with "of", "the", "No." and numbers inside it)
_NAME = r"(?-i:[A-Z][\w.&'-]*)(?:,?\s+(?:(?-i:[A-Z][\w.&'-]*)|of|the|No\.|\d+))*?"
_DESC = rf"(?P<desc>{_PUBLIC_DESC}|{_PRIVATE_DESC})"
_START = r"(?:^|(?<=[.;:]\s))\s*"
# words that make the sentence something other than a plain statement of who applies
_HYPOTHETICAL = lazy_compile(r"\b(?:if|unless|whether|were|would|should|could|may|might)\b", re.IGNORECASE)
_FORM_QUESTION = lazy_compile(r"[☐☒☑■□✓✔✗✘]|\[\s*[xX ]?\s*\]")
# a body described beside some other land than the project's: a neighbour, a former owner
_ELSEWHERE = lazy_compile(r"\b(?:adjacent|adjoining|abutting|neighbou?r\w*|next\s+door|former|previous|prior\s+owner|"
                        r"(?:to|on)\s+the\s+(?:north|south|east|west)|(?:north|south|east|west)\s+of\s+the\s+site)\b",
                        re.IGNORECASE)
_AGENT_VERB = (r"(?:(?:will|shall|is\s+proposing\s+to|proposes\s+to|plans\s+to|intends\s+to|is\s+seeking\s+to)\s+)?"
               r"(?:(?:fully|partially|completely|now|also|hereby|jointly)\s+)?"
               r"(?:asks?|applies|apply|requests?|seeks?|submits?|(?:re)?constructs?|builds?|rebuilds?|(?:re)?develops?|"
               r"replaces?|expands?|tear\s+out|tears\s+out|remov(?:e|es)|demolish(?:es)?|mills?|overlays?|restores?|is\s+expanding|is\s+(?:re)?building|is\s+(?:re)?constructing|is\s+replacing|undertakes?|proposes?|owns?\s+and\s+(?:is\s+)?(?:develop|build)\w*|is\s+the\s+(?:permit\s+)?applicant)\b")

_FORMS: tuple[tuple[re.Pattern[str], int], ...] = (
    # "The applicant is a private property owner." / "The applicants are private homeowners; they are not ..."
    # / "The applicant is Hennepin County, a public entity."
    (lazy_compile(_START + rf"(?:the\s+)?(?:permit\s+)?applicants?(?:,\s+(?:the\s+)?(?P<name>{_NAME}),)?\s+(?:is|are)\s+"
                rf"(?:(?:the\s+)?(?P<name_b>{_NAME}),\s+)?{_DESC}",
                re.IGNORECASE), PROSE),
    # "Stieger Lake Land Co. LLC, a private developer, asks for a Rule N permit"
    # / "The City of Wayzata, a municipal corporation, will reconstruct Lake Street East"
    (lazy_compile(_START + rf"(?:the\s+)?(?P<name>{_NAME})(?:\s*\([^()]{{1,60}}\))?,\s+{_DESC}[^,;()]{{0,50}}(?:\([^()]{{0,30}}\))?,\s+"
                rf"{_AGENT_VERB}",
                re.IGNORECASE), PROSE),
    # "The City of Mound (a municipal corporation) will tear out the dead-end stub": the description in brackets, then the work
    (lazy_compile(_START + rf"(?:the\s+)?(?P<name>{_NAME})\s*\(\s*{_DESC}\s*\)\s*,?\s+{_AGENT_VERB}", re.IGNORECASE), PROSE),
    # "Northstar Logistics, Inc. (a private corporation) is the applicant": the description in brackets
    (lazy_compile(_START + rf"(?:the\s+)?(?P<name>{_NAME})\s*\(\s*{_DESC}\s*\)\s*,?\s+(?:is|are)\s+the\s+(?:permit\s+)?applicants?\b",
                re.IGNORECASE), PROSE),
    # "Prepared for Hamel Ridge Development LLC, a private Minnesota ..." / "Prepared for the City of Shorewood (a ...)"
    (lazy_compile(rf"\bprepared\s+for\s*:?\s+(?:the\s+)?(?P<name>{_NAME})\s*(?:,\s*|\(\s*){_DESC}", re.IGNORECASE), LOOSE),
    # "NWBC Building 3 LLC is a private industrial developer." (the name is the sentence's subject)
    # (its other name may stand in brackets: "Independent School District No. 277 (Westonka Public Schools) is a ...")
    (_NAME_IS := lazy_compile(_START + rf"(?:the\s+)?(?P<name>{_NAME})(?:\s*\([^()]{{1,60}}\))?\s+(?:is|are)\s+{_DESC}",
                            re.IGNORECASE), PROSE),
    # "On behalf of the City of Shorewood, the applicant and a public entity, we ask ...": the body written for
    (lazy_compile(rf"\bon\s+behalf\s+of\s+(?:the\s+)?(?P<name>{_NAME}),\s+(?:the\s+(?:permit\s+)?applicant\s+and\s+|"
                rf"the\s+(?:permit\s+)?applicant,\s+)?{_DESC}", re.IGNORECASE), PROSE),
    # "Owner: Glen Lake Montessori Academy, a private non-profit school": a form's name with its description
    (lazy_compile(rf"^\W*(?:applicant|permittee|owner\s*/\s*applicant|applicant\s*/\s*owner)\s*[:\t]\s*(?P<name>{_NAME}),?\s+"
                rf"{_DESC}", re.IGNORECASE), PROSE),
    # (a title may stand glued before the label: "... Classroom Addition Owner: ...", the label then capitalised)
    (lazy_compile(rf"(?:^\W*(?:property\s+|site\s+)?owner|(?<=\s)(?-i:Owner|OWNER))\s*[:\t]\s*(?P<name>{_NAME}),?\s+{_DESC}",
                re.IGNORECASE), LOOSE),
    # "The owner is a private limited liability company.": the owner stands for the applicant loosely, below any
    # applicant named (an owner "of the adjacent parcel" is caught as land elsewhere)
    (lazy_compile(_START + rf"(?:the\s+)?(?:property\s+|site\s+|land\s*)?owner\s+is\s+{_DESC}", re.IGNORECASE), LOOSE),
    # "The congregation is a private nonprofit religious corporation, not a government body.": a generic
    # subject counts only with the contrast drawn, which is what makes it a statement of the surety standing
    (lazy_compile(_START + r"(?:the\s+|our\s+)?(?:owners?|permittee|congregation|church|parish|school|client|we)\s+(?:is|are)\s+"
                + _DESC + r"[^.;]{0,60}?,?\s*(?:and\s+)?" + _NOT_PUBLIC, re.IGNORECASE), LOOSE),
)


def read_self_description(seg: Segment) -> list[Candidate]:
    """The applicant's standing, public (True) or private (False), where its description says it."""
    # OCR spacing ("LLC , a private developer ,") is closed up before the forms are matched
    text = re.sub(r"\(\s+", "(", re.sub(r"\s+([,;:.)])", r"\1", re.sub(r"[ \u00a0]{2,}", " ", seg.text)))
    for pattern, strength in _FORMS:
        m = pattern.search(text)
        if m is None or _HYPOTHETICAL.search(text[:m.end()]) or _ELSEWHERE.search(text):
            continue
        if _FORM_QUESTION.search(text) or re.match(r"\s*(?:[:?]|\(?\s*y(?:es)?\s*/\s*n)", text[m.end():], re.IGNORECASE):
            continue  # "Applicant is a governmental unit:  ☐ yes ☒ no": a form's question, read by the form readers
        desc = m.group("desc")
        value = not re.match(r"(?:an?\s+)?private", desc, re.IGNORECASE)
        if value and re.search(r"\bnot\s+$", text[:m.start("desc")], re.IGNORECASE):
            continue  # "... not a public entity" is the other reader's plain negative
        names = [n for k, n in m.groupdict().items() if k.startswith("name") and n]
        by_name = [public_name(re.sub(r"^the\s+", "", n, flags=re.IGNORECASE)) for n in names]
        if any(b is not None and b != value for b in by_name):
            return []  # a name and a description that disagree say nothing sure
        if pattern is _NAME_IS and None in by_name:
            return []  # "The parcel is a private ...": the subject must itself be an organisation's name
        return [Candidate(name="applicant_public_entity", value=value, evidence=seg.evidence(), strength=strength)]
    return []
