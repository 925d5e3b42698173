"""N.6.A.11 in prose: the municipality saying it has reviewed (or approved) the project.

Cities write this in many ways: "The City of Plymouth has reviewed the stormwater plan",
"City staff reviewed the plans on May 3", "These plans were reviewed by the City of Wayzata
Engineering Department", "Engineering staff for the City of Orono have completed their review".
The concept is a municipal actor, a finished act of review or approval, and the project or its
plans as the thing reviewed. A review still to come ("will be submitted to the City for review"),
denied ("has not yet reviewed"), pending or hedged shows nothing.
"""

from __future__ import annotations

import re

from extract.exhibits.negation import deferred, hedged, negated
from extract.words.lazy_compile import lazy_compile

_I = re.IGNORECASE

_ACTOR = (r"(?:(?:engineering|public\s+works|planning)\s+(?:staff|department|division)\s+(?:for|of|at)\s+the\s+)?"
          r"(?:(?:the\s+)?(?:city|township|municipality|village)(?:\s+of\s+(?-i:[A-Z])[\w.]*(?:\s+(?-i:[A-Z])[\w.]*){0,2})?(?:'s)?"
          r"(?:\s+(?:engineer(?:ing)?|staff|public\s+works|planning|council)(?:\s+(?:staff|department|division|commission))?)?|"
          # the municipality named first: "the Orono City Council", "Medina Township staff"
          r"(?:the\s+)?(?-i:[A-Z])[\w.]+(?:\s+(?-i:[A-Z])[\w.]+)?\s+(?:city|township|village)(?:'s)?\s+(?:council|engineer(?:ing)?|staff|planning\s+commission|board)"
          r"(?:\s+(?:staff|department|division))?|"
          # the city's own department by its name: "the Minneapolis Public Works Surface Water & Sewers Division"
          # (not a county's or the state's: "Hennepin County Public Works" reviewed no municipal plan)
          r"(?:the\s+)?(?-i:[A-Z])[\w.]+(?<!County)(?<!State)(?<!MnDOT)(?<!District)(?<!Watershed)(?<!Agency)(?<!Regional)\s+(?:public\s+works|engineering|planning)"
          r"(?:\s+(?:&\s+|and\s+)?(?-i:[A-Z])[\w.]*){0,4}?\s+(?:department|division|staff)|"
          # two or more cities at once: "Cities of Shorewood and Tonka Bay", "the cities of Edina, Hopkins and St. Louis Park"
          r"(?:the\s+|both\s+)?cities\s+of\s+(?-i:[A-Z])[\w.]*(?:\s+(?-i:[A-Z])[\w.]*){0,2}"
          r"(?:\s*,\s*(?-i:[A-Z])[\w.]*(?:\s+(?-i:[A-Z])[\w.]*){0,2})*\s*,?\s+(?:and|&)\s+(?-i:[A-Z])[\w.]*(?:\s+(?-i:[A-Z])[\w.]*){0,2}|"
          r"both\s+cities)")
_ACT = (r"(?:has\s+|have\s+|had\s+)?(?:already\s+|now\s+|formally\s+)?"
        r"(?:reviewed|approved|approves|accepts|has\s+accepted|accepted|recommended\s+approval\s+of|completed\s+(?:its|their|a|the)\s+(?:\w+\s+)?review|issued\s+(?:its\s+|their\s+|an?\s+|the\s+)?(?:\w+\s+){0,2}(?:review|approval|permit|comments)|signed\s+off\s+on|granted\s+(?:\w+\s+){0,2}approval)")
_OBJECT = r"(?:project|plans?|application|stormwater|submittal|design|grading|drainage|proposal|development|report|calculations|plat|site\s+plan|pud|layout|concept)"

# the municipality's finding that the project conforms to its plan: "The City of Edina has determined that the project conforms to its ..."
_FOUND = lazy_compile(rf"\b{_ACTOR}\s+(?:has\s+|have\s+)?(?:determined|found|confirmed|concluded|verified|stated|indicated|finds)\s+(?:that\s+)?(?:the\s+)?(?:\w+\s+){{0,2}}?{_OBJECT}\w*\s+"
                    r"(?:\w+\s+){0,2}?(?:conforms?|complies|comply|meets?|(?:(?:is|are)\s+)?consistent|(?:is|are)\s+in\s+(?:conformance|compliance))\b", _I)
# a review stamp or sign-off line: "REVIEWED AND APPROVED BY THE CITY OF ORONO ENGINEERING DEPARTMENT - 06/14/2024"
_STAMP = lazy_compile(rf"^\s*(?:reviewed|approved|accepted)(?:\s+(?:and|&)\s+(?:reviewed|approved|accepted))?(?:\s+for\s+(?:\w+\s+){{0,3}}?)?\s*by\s*:?\s+{_ACTOR}(?=\W)(?![\s:]*_)", _I)
_ACTIVE = lazy_compile(rf"\b{_ACTOR}(?:\s*,(?:[^,.;]{{0,60}},){{1,2}})?\s+{_ACT}\b(?:\W+\w+){{0,8}}?\W+{_OBJECT}", _I)  # "The City, by letter dated May 2, 2024, approved ..."
_PASSIVE = lazy_compile(rf"\b{_OBJECT}\w*\s+(?:\w+\s+){{0,3}}?(?:(?:was|were|has\s+been|have\s+been)\s+(?:\w+\s+)?)?(?:reviewed|approved)(?:\s+and\s+(?:reviewed|approved|accepted))?\s+(?:by|with)\s+{_ACTOR}\b", _I)
# the project receiving the city's approval or comments, or the city's comments answered: both mean the city has reviewed it
_RECEIVED = lazy_compile(rf"\b(?:received|obtained|was\s+granted|has\s+been\s+granted)\s+(?:\w+\s+){{0,3}}?(?:approval|comments|review|sign-?off)\s+(?:\w+\s+){{0,3}}?from\s+{_ACTOR}\b|"
                       rf"\b{_ACTOR}\s+(?:review\s+)?comments\s+(?:[^.;]{{0,40}}?\s)?(?:have\s+been|were|are|has\s+been)\s+(?:\w+\s+)?(?:addressed|incorporated|resolved|responded\s+to)\b|"
                       rf"\b(?:addressed|incorporated|resolved|responded\s+to)\s+(?:all\s+)?(?:of\s+)?{_ACTOR}\s+(?:review\s+)?comments\b|"
                       rf"\b(?:review\s+)?comments\s+(?:\w+\s+){{0,2}}from\s+{_ACTOR}\b[^.;]{{0,40}}?\b(?:have\s+been|were|are|has\s+been)\s+(?:\w+\s+)?(?:addressed|incorporated|resolved|responded\s+to)\b", _I)
# the rule or a checklist asking for the item: "documentation ... that the municipality has reviewed the project"
_ASKED = lazy_compile(r"\b(?:documentation|document(?:ing)?\s+that|evidence\s+that|or\s+that\s+the|whether\s+the|submit|submits|provide\w*|requires?|required|must|shall)\b", _I)
_NOT_YET = lazy_compile(r"\b(?:pending|not\s+yet|awaiting|upon|once|after\s+the\s+city|prior\s+to|will|shall|to\s+be)\b", _I)


_NO_OBJECTION = lazy_compile(r"\b(?:has|have|had|with|raised|noted)\s+no\s+(?:further\s+)?(?:objections?|concerns?|comments?|issues?)\b", _I)
# the verdict of a finished review, said by the municipality: "The City has no objection to the proposed stormwater plan"
_NO_OBJECTION_ACT = lazy_compile(rf"\b{_ACTOR}\s+(?:has|have|had|raised|expressed|noted|indicated)\s+no\s+(?:further\s+)?(?:objections?|concerns?|comments?|issues?)\s+"
                               rf"(?:to|with|on|regarding|about|concerning)\s+(?:the\s+)?(?:\w+\s+){{0,4}}?{_OBJECT}", _I)
# the conformance finding credited to the municipality: "Consistency with the City's LSWMP was confirmed by City staff"
_FOUND_BY = lazy_compile(rf"\b(?:consisten\w+|conformance|conformity|compliance)\b[^.;]{{0,100}}?\b(?:was|were|has\s+been|have\s+been|is)\s+(?:\w+\s+)?"
                       rf"(?:confirmed|verified|determined|found|documented|acknowledged|concurred\s+with|approved)\s+by\s+{_ACTOR}\b", _I)


# the municipality's letter or memo cited by its date with its verdict: "City of Medina Engineer's letter (Sept. 30, 2026):
# the stormwater design conforms to the Medina Local Surface Water Management Plan"
_DATE = (r"(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}/\d{1,2}/\d{2,4}|"
         r"\d{4}-\d{2}-\d{2}|\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{4})")
_CITED = lazy_compile(rf"\b{_ACTOR}(?:'s)?\s+(?:review\s+|conformance\s+|approval\s+|comment\s+)?(?:letter|memo(?:randum)?|comments?|e-?mail)\s*"
                    rf"(?:\(\s*|,\s*|\s+)(?:dated\s+|of\s+)?{_DATE}\s*\)?\s*[:,;\-–—]\s*(?:[\w'-]+\s+){{0,10}}?"
                    r"(?:conforms?|complies|comply|(?:is|are)\s+consistent|(?:is|are)\s+in\s+(?:conformance|compliance)|approved|approves|accepts|has\s+no\s+objection)\b", _I)


def asks_for_review(sentence: str) -> bool:
    """Rule or checklist wording that asks for the city's review rather than reporting it."""
    return bool(_ASKED.search(sentence))


def city_reviewed(sentence: str) -> bool:
    """Whether one sentence says the municipality has reviewed or approved the project."""
    if not (_ACTIVE.search(sentence) or _PASSIVE.search(sentence) or _RECEIVED.search(sentence) or _FOUND.search(sentence)
            or _NO_OBJECTION_ACT.search(sentence) or _FOUND_BY.search(sentence) or _CITED.search(sentence)
            or _STAMP.search(sentence) and not re.search(r"_{3,}", sentence)):
        return False
    plain = re.sub(r"\bpreliminary\s+(?=plat|plan|pud|site)", "", sentence, flags=_I)
    plain = _NO_OBJECTION.sub("accepts", plain)  # "has no objection" is the review's verdict, not a denial  # a preliminary plat is a document, not a hedge
    return not (deferred(plain) or hedged(plain) or negated(plain) or _NOT_YET.search(plain) or _ASKED.search(plain))


_FROM_CITY = lazy_compile(r"^\s*from\s*:\s*.*\b(?:city|township|village|municipality)\b", _I)
_ABOUT_REVIEW = lazy_compile(r"^\s*(?:re|subject|regarding)\s*:\s*.*\b(?:review|comments?|approval|stormwater|storm\s+water|grading|drainage|plans?|permit|application)\b", _I)
_REQUEST = lazy_compile(r"\b(?:request|requested|submittal\s+to)\b", _I)


def city_memo_header(lines: list[str]) -> int | None:
    """The index of the "FROM:" line of a memo or letter header from the municipality about the
    project's plans or review; a memo to the city, or about something else, is not it."""
    head = lines[:15]
    frm = next((i for i, t in enumerate(head) if _FROM_CITY.match(t)), None)
    if frm is None:
        return None
    about = [t for t in head if _ABOUT_REVIEW.match(t)]
    if not about or any(_REQUEST.search(t) or deferred(t) or negated(t) for t in about):
        return None
    return frm


# A form's field for the municipality's review, filled in: "City review: approved 5/1/2024",
# "Municipal approval status - Complete". A blank, "pending", "N/A" or "no" field shows nothing.
_FIELD = lazy_compile(r"^\s*(?:[☒☑✔✓xX]\s+)?(?:city|municipal(?:ity)?|township|local\s+(?:government(?:\s+unit)?|unit\s+of\s+government)|lgu)(?:\s*\(lgu\))?(?:'s)?\s+(?:plan\s+|stormwater\s+|engineering\s+|site\s+plan\s+|plat\s+)?"
                    r"(?:review|approval|sign-?off)s?(?:\s+(?:status|date|received|completed|obtained))?\s*(?:\?\s*)?[:\-–]\s*(?P<value>\S.*)$", _I)
_FILLED = lazy_compile(r"^\s*(?:yes|approved|complete(?:d)?|received|granted|obtained|issued|done)\b|^\s*\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b|"
                     r"^\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}", _I)
# "City of Wayzata, reviewed 3/4/2025": the value names the city first, then the finished act with its date
_DATE = r"(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b)"
_DONE_IN_VALUE = lazy_compile(rf"\b(?:reviewed|approved|completed|granted|issued|signed)\b[^.;]{{0,50}}?{_DATE}|"
                            # "City of Mound, 04/12/2025": the approving municipality and the date of its act
                            rf"^\s*(?:the\s+)?(?:city|township|village)\s+of\s+(?-i:[A-Z])[\w.]*(?:\s+(?-i:[A-Z])[\w.]*)?\s*(?:[,;:\-–]|\s+(?:letter|memo|resolution|approval)\b)\s*(?:on\s+|dated\s+|of\s+)?{_DATE}", _I)
_UNFILLED = lazy_compile(r"\b(?:no|not|pending|tbd|n/?a|none|awaiting|anticipated|expected|will|to\s+be|requested|submitted)\b|_{3,}", _I)


def city_form_field(line: str) -> bool:
    """A form line reporting the municipality's review or approval as done."""
    m = _FIELD.match(line)
    if not m:
        return False
    value = m.group("value")
    done = _FILLED.match(value) or _DONE_IN_VALUE.search(value)
    return bool(done) and not _UNFILLED.search(value)


# A letter or memo on the municipality's letterhead speaks for it in the first person: "We have reviewed
# the grading plans", "Staff has completed its review", "Our review of the plans found ...". The
# letterhead is the page's opening line naming the city; an applicant's letter to the city carries the
# firm's letterhead and names the city only in the address block, after the date, a "To:" or "Attn:".
# the city's office may follow its name on the letterhead: "CITY OF HOPKINS - PUBLIC WORKS", "City of Edina | Engineering Department"
_LETTERHEAD = lazy_compile(r"^\s*(?:the\s+)?(?:city|township|village)\s+of\s+(?-i:[A-Z])[\w.]*(?:\s+(?-i:[A-Z])[\w.]*){0,2}?"
                         r"(?:\s*[-–—|,:]\s*(?:(?:the\s+)?(?:public\s+works|engineering|planning|community\s+development|city\s+engineer(?:'s\s+office)?)"
                         r"(?:\s+(?:department|division|dept\.?|office))?|city\s+hall))?\s*$", _I)
# a compiled submittal's running head above the page's own letterhead: "Firm | Submittal SUB-C-014 | Project   Page 7"
_RUNNING_HEAD = lazy_compile(r"\bpage\s+\d+(?:\s+of\s+\d+)?\s*$", _I)
_OWN_REVIEW = lazy_compile(rf"\b(?:we|i|(?:city\s+|engineering\s+)?staff|our\s+(?:office|staff|department))\s+(?:have\s+|has\s+|had\s+)?"
                         rf"(?:reviewed|completed\s+(?:its|our|their|a|the)\s+(?:\w+\s+)?review\s+of)\s+(?:the\s+)?(?:\w+\s+){{0,4}}?{_OBJECT}|"
                         rf"\bour\s+review\s+of\s+(?:the\s+)?(?:\w+\s+){{0,3}}?{_OBJECT}\w*\s+(?:\w+\s+){{0,2}}?(?:found|finds|shows|indicates|confirms)\b", _I)
_ANSWERING = lazy_compile(r"\b(?:comments|request|requirements|standards|ordinance|rules)\b", _I)
_FROM_OFFICE = lazy_compile(r"^\s*from\s*:\s*.*\b(?:engineer(?:ing)?|public\s+works|planning|community\s+development|staff)\b", _I)


def on_city_letterhead(lines: list[str]) -> bool:
    """The page opens with the municipality's name as its letterhead (one of its first three lines)."""
    return any(_LETTERHEAD.match(t) for t in [t for t in lines if t.strip() and not _RUNNING_HEAD.search(t)][:3])


def city_letter(lines: list[str], sentences: list[str]) -> int | str | None:
    """On the city's letterhead, the memo header from its engineering office about the plans (the line
    index), or the letter's sentence saying the city's staff has reviewed the project."""
    if not on_city_letterhead(lines):
        return None
    head = lines[:15]
    frm = next((i for i, t in enumerate(head) if _FROM_OFFICE.match(t)), None)
    if frm is not None:
        about = [t for t in head if _ABOUT_REVIEW.match(t)]
        if about and not any(_REQUEST.search(t) or deferred(t) or negated(t) for t in about):
            return frm
    for sentence in sentences:
        m = _OWN_REVIEW.search(sentence)
        if m is None:
            continue
        if _ANSWERING.search(sentence[m.start():m.end()]):
            continue  # "we have reviewed the comments" answers the city; it is no review by it
        plain = _NO_OBJECTION.sub("accepts", sentence)
        if not (deferred(plain) or hedged(plain) or negated(plain) or _NOT_YET.search(plain) or _ASKED.search(plain) or _REQUEST.search(plain)):
            return sentence
    return None

