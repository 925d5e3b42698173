"""Yes/no and named facts stated in words: vertical datum, infiltration, landlocked.

Each reading keeps its polarity: "infiltration is not feasible due to clay soils" is
evidence for False, not for True; a conditional ("if the basin were landlocked") is
evidence for nothing. Both polarities in one package become a conflict downstream.
"""

from __future__ import annotations

import re

from extract.propose.candidate import LABELLED, PROSE, Candidate
from extract.layout.checkboxes import (answered_yes_no, column_answer, has_boxes, has_marks, offers_yes_no, ticked_answer,
                               until_next_question)
from extract.words.negation import is_negated, is_rule_language
from extract.layout.segments import Segment, TableBlock, union
from rulen.models import Evidence
from extract.words.lazy_compile import lazy_compile

_DATUM = lazy_compile(
    r"(?<![A-Za-z])(NGVD|NAVD)\s*(?:of\s*)?[-\s]?\s*(19)?(29|88)\b|(?<![A-Za-z])(NGVD|NAVD)\b(?!\s*[-\s]?\d)", re.IGNORECASE)
_DATUM_CONVERT = lazy_compile(r"convert|conversion|subtract|add\s+\d|to obtain|equivalent|=\s*NAVD|=\s*NGVD|differ", re.IGNORECASE)


_DATUM_LONG = lazy_compile(r"\b(national\s+geodetic|north\s+american)\s+vertical\s+datum\s*(?:of\s*)?[-,]?\s*(?:19)?(29|88)?\b",
                         re.IGNORECASE)


def read_datum(seg: Segment) -> list[Candidate]:
    """The vertical datum named; a sentence converting between datums names none of them."""
    stated = re.search(r"\bdatum\s*[:=]\s*(NGVD|NAVD)\s*[-\s]?\s*(?:19)?(29|88)\b", seg.text, re.IGNORECASE)
    if stated:  # "Vertical Datum: NAVD88 (converted from NGVD29 ...)": the label names the plans' datum
        return [Candidate(name="vertical_datum", value=f"{stated.group(1).upper()}{stated.group(2)}",
                          evidence=seg.evidence(), strength=LABELLED)]
    found = set()
    for m in _DATUM_LONG.finditer(seg.text):
        found.add("NGVD29" if m.group(1).lower().startswith("national") else "NAVD88")
    for m in _DATUM.finditer(seg.text):
        name = (m.group(1) or m.group(4)).upper()
        year = m.group(3)
        if year is None:
            year = "29" if name == "NGVD" else "88"
        found.add(f"{name}{year}")
    if not found or len(found) > 1 and _DATUM_CONVERT.search(seg.text):
        return []
    if len(found) > 1 or _DATUM_CONVERT.search(seg.text):
        return []
    value = found.pop()
    strength = LABELLED if seg.labelled or re.search(r"datum|elevations?\s+(?:are|shown|based|referenced)", seg.text, re.IGNORECASE) else PROSE
    return [Candidate(name="vertical_datum", value=value, evidence=seg.evidence(), strength=strength)]


_N = r"(\d+(?:\.\d+)?|one|two|five|half)"
_FT = r"\s*(?:-|\s)?\s*(?:ft\.?|foot|feet|')"
_CONTOUR = lazy_compile(
    r"\b" + _N + _FT + r"\s*(?:-|\s)?\s*(?:topographic\s+|topo\s+|elevation\s+)?contours?\b"
    r"|contour\s+intervals?\s*(?:of|is|are|was|=|:|shown\s+(?:is|as|at)|used\s+(?:is|was))?\s*" + _N + _FT +
    # "contours shown at 2-foot intervals", "CONTOURS @ 1' INTERVALS", "contours are drawn every 2 feet"
    r"|contours?\s+(?:\w+\s+){0,4}?(?:at|@|every|of)\s+(?:an?\s+)?" + _N + _FT + r"(?:\s*(?:-|\s)?\s*(?:intervals?|increments?|spacing))?"
    # "2-foot contour intervals", "1 ft. interval contours"
    r"|\b" + _N + _FT + r"\s*(?:-|\s)?\s*(?:contour\s+)?intervals?\b(?=[^.]{0,40}\bcontour)"
    r"|\b" + _N + _FT + r"\s*(?:-|\s)?\s*contour\s+intervals?\b"
    # "EXISTING AND PROPOSED CONTOURS, 2-FT INTERVAL": the interval set after the contours it spaces
    r"|\bcontours?\s*[,;(:=]\s*" + _N + _FT + r"\s*(?:-|\s)?\s*(?:intervals?|increments?|spacing)\b"
    # "Existing and proposed contours, 2 ft, NGVD.": the interval alone between commas after the contours
    r"|\bcontours?\s*,\s*" + _N + _FT + r"\s*(?=[,.;]|$)",
    re.IGNORECASE)
_WORDS = {"one": 1.0, "two": 2.0, "five": 5.0, "half": 0.5}


def read_contour(seg: Segment) -> list[Candidate]:
    out = []
    for m in _CONTOUR.finditer(seg.text):
        raw = next(g for g in m.groups() if g)
        value = _WORDS.get(raw.lower()) if raw.lower() in _WORDS else float(raw)
        if value and 0 < value <= 10 and not is_negated(seg.text, m.start(), m.end()):
            out.append(Candidate(name="contour_interval_ft", value=value, evidence=seg.evidence(),
                                 strength=LABELLED if seg.labelled else PROSE))
    return out


_INFIL = lazy_compile(r"\binfiltrat\w*", re.IGNORECASE)
_PROPOSE = lazy_compile(
    r"\b(?:propos\w*|will (?:be )?(?:provide|construct|install|include|infiltrate|use)\w*|design(?:ed)?|"
    r"provid\w*|includ\w*|construct\w*|utiliz\w*|feasible|is planned|are planned|consist\w*|incorporat\w*|"
    r"(?:routed|directed|conveyed|treated|captured|discharged|drains?|piped|sized)\s+(?:to|by|into|in|for))\b",
    re.IGNORECASE)
_NOT_FEASIBLE = lazy_compile(
    r"\b(?:not (?:be )?(?:proposed|feasible|practical|practicable|possible|provided|included|planned|used|allowed|recommended|suitable|appropriate)|"
    r"infeasible|no infiltration|precluded|prohibited|unsuitable|is not|are not|will not|cannot|can not)\b",
    re.IGNORECASE)
_STRONG_DENIAL = lazy_compile(
    r"\b(?:not (?:be )?(?:proposed|feasible|practical|practicable|possible|planned|recommended|suitable)|infeasible|"
    r"unsuitable for infiltration|precluded|prohibited|ruled out|not (?:viable|pursued))\b", re.IGNORECASE)
_CONDITIONAL = lazy_compile(r"\b(?:if|unless|where|whether|should|would|could|may|when)\b", re.IGNORECASE)
_GENERIC_INFIL = lazy_compile(r"infiltration (?:rate|rates|capacity|testing|test|tests|potential|feasibility)|"
                            r"double[- ]ring|permeability|hydrologic soil group|mids (?:calculator|performance goal)",
                            re.IGNORECASE)


_SET_ASIDE = lazy_compile(r"\(\s*not\s+infiltration\s*\)|,\s*not\s+infiltration\s*,", re.IGNORECASE)
_STATED = lazy_compile(r"^\s*(?:stormwater\s+|runoff\s+)?infiltration\s+(?:is|will\s+be)\s+(?:proposed|provided|planned)\b",
                     re.IGNORECASE)
_INSTEAD = lazy_compile(r"\b(?:rather than|instead of|in lieu of|in place of|as an alternative to)\s+(?:\w+\s+){0,2}infiltrat",
                      re.IGNORECASE)


# "? No", "(Y/N): N", "? No – the site drains to the creek", "? Yes, see Sheet C4": the answer, then at most its reason
_PLAIN_ANSWER = lazy_compile(r"^[?:=\-\t]\s*[:\-]?\s*\(?(yes|no|y|n)\)?\.?\s*$|^[?:=\-\t]\s*[:\-]?\s*\(?(yes|no)\)?\s*[.,;:–—(-]",
                           re.IGNORECASE)


def form_answer(question_end: str) -> bool | None | str:
    """The answer a form gives after its question (``question_end`` starts at its "?" or ":").

    True/False for one ticked Yes or No (or a plain "? No"); None when the form is there but
    answers nothing (all boxes empty, both ticked, "Yes / No" printed and left unmarked);
    "prose" when the words after it are no form, so the sentence is read as prose.
    """
    answer = answered_yes_no(question_end)
    if answer is not None:
        return answer == "yes"
    plain = _PLAIN_ANSWER.match(question_end)
    if plain:
        return (plain.group(1) or plain.group(2)).lower().startswith("y")
    if has_boxes(question_end) or offers_yes_no(question_end) or has_marks(question_end):
        return None  # a mark whose column or option is not on this line ("Landlocked basin?: X") says nothing
    return "prose"


def _form(text: str, start: int, shape: re.Pattern[str]) -> bool | None | str:
    """The answer to the question that starts at ``start`` (the fact's own word), read after its "?" or ":".

    Only a question of the fact's own ``shape`` is answered ("Landlocked basin?", "Is infiltration
    proposed?"); a form question about something else ("Infiltration testing performed? ☒ Yes",
    "Landlocked basin analysis attached? ☒ Yes") answers nothing about the fact.
    """
    q = re.search(r"[?:]", text[start:])
    if q is None:
        if not (has_boxes(text) or offers_yes_no(text)):
            return "prose"
        first = re.search(r"[\[(☐☒☑■✔✓⊠✗□○_]|\b(?:yes|no)\b", text[start:], re.IGNORECASE)
        question, region = text[start:start + (first.start() if first else 0)], text[start:]
    else:
        question, region = text[start:start + q.start()], until_next_question(text[start + q.start():])
    answer = form_answer(region)
    if answer == "prose" or shape.fullmatch(question.strip()):
        return answer
    return None


# the questions a form asks about each fact, from the fact's own word up to the "?" or ":"
_LANDLOCKED_Q = lazy_compile(r"land[- ]?locked(?:\s+(?:basins?|areas?|depressions?|watersheds?|lakes?|wetlands?|ponds?|"
                           r"receiving\s+(?:waters?|areas?)|sub-?watersheds?))?(?:\s*\([^)]*\))?(?:\s*\(\s*y(?:es)?\s*/\s*"
                           r"n(?:o)?\s*\))?", re.IGNORECASE)
_INFILTRATION_Q = lazy_compile(r"infiltrat\w*(?:\s+(?:practices?|bmps?|basins?|systems?|facilit(?:y|ies)|features?|trenches?|"
                             r"galler(?:y|ies)|chambers?))?(?:\s+(?:is|are|will\s+be|be|being))?(?:\s+(?:proposed|provided|"
                             r"planned|used|included|utili[sz]ed|incorporated))?(?:\s+(?:for|on|at|in)\s+(?:this|the)\s+"
                             r"(?:project|site))?(?:\s*\(\s*y(?:es)?\s*/\s*n(?:o)?\s*\))?", re.IGNORECASE)


# "..., infiltration is not proposed; ...": a main clause that denies it outright, whatever reasons lead up to it
_PLAIN_DENIAL = lazy_compile(r"(?:^|[,;:]\s+|\.\s+)(?P<clause>(?:therefore\s+|so\s+|thus\s+)?infiltration\s+(?:is|was|will)\s+not\s+"
                           r"(?:be\s+)?(?:proposed|planned|used|provided|feasible|practical|practicable)\b)", re.IGNORECASE)


# a soil map's legend entry ("CW - CORDOVA CLAY LOAM, HSG C/D, NOT USED FOR INFILTRATION"): one unit's use, not the plan's
_SOIL_LEGEND = lazy_compile(r"^\W*[A-Z0-9]{1,5}\s*[-–:]\s*[A-Za-z][^.;]*\b(?:hsg|hydrologic\s+soil\s+group|loam|clay|sand|silt|till|muck)\b",
                          re.IGNORECASE)


def read_infiltration(seg: Segment) -> list[Candidate]:
    items = [i for i in re.split(r"\s*[•▪●]\s*", seg.text) if i.strip()]
    if len(items) > 1:
        # "Permanent BMPs: • Infiltration basin (north end) • Rain gardens ... No wetlands were identified": each item
        # of a bulleted list is read alone, so a negation in one item says nothing of another
        for item in items:
            found = read_infiltration(Segment(item, seg.file, seg.page, seg.bbox, labelled=seg.labelled))
            if found:
                return [c.model_copy(update={"evidence": seg.evidence()}) for c in found]
        return []
    if _SOIL_LEGEND.match(seg.text) and not re.search(r"\b(?:is|are|will\s+be)\s+(?:not\s+)?proposed\b", seg.text, re.IGNORECASE):
        return []
    denial = _PLAIN_DENIAL.search(seg.text)
    if denial and not re.search(r"\b(?:if|unless|whether|where)\b", denial.group("clause"), re.IGNORECASE) \
            and not re.search(r"\b(?:if|unless|whether)\b|^\W*(?:where|when)\b", seg.text[:denial.start("clause")], re.IGNORECASE):
        return [Candidate(name="infiltration_proposed", value=False, evidence=seg.evidence(), strength=PROSE)]
    if not _INFIL.search(seg.text) or is_rule_language(seg.text, allow_shall=True):
        return []
    turn = list(re.finditer(r"(?:,|;)\s*(?:but|however|although)\s+", seg.text[:_INFIL.search(seg.text).start()], re.IGNORECASE))
    if turn and len(seg.text) - turn[-1].end() > 20:
        # "We have not prepared rate modeling for that reason, but the infiltration basin is sized for one inch":
        # the clause after "but" says what is done; a "not" before it is about something else
        tail = Segment(seg.text[turn[-1].end():], seg.file, seg.page, seg.bbox, labelled=seg.labelled)
        return [c.model_copy(update={"evidence": seg.evidence()}) for c in read_infiltration(tail)]
    text = seg.text
    m = _INFIL.search(text)
    answer = _form(text, m.start(), _INFILTRATION_Q)
    if answer != "prose":
        # "Is infiltration proposed?  ☐ Yes  ☒ No": the ticked box is the answer; no box ticked, none
        if answer is None:
            return []
        return [Candidate(name="infiltration_proposed", value=answer, evidence=seg.evidence(), strength=LABELLED)]
    if _SET_ASIDE.search(text):
        # "Filtration (not infiltration) is proposed": infiltration is named only to be set aside
        return [Candidate(name="infiltration_proposed", value=False, evidence=seg.evidence(), strength=PROSE)]
    if _INSTEAD.search(text) and not re.search(r"infiltrat\w*\s+(?:\w+\s+){0,2}(?:rather than|instead of|in lieu of|in place of)",
                                               text, re.IGNORECASE):
        # "filtration rather than infiltration is proposed": infiltration is what was set aside
        return [Candidate(name="infiltration_proposed", value=False, evidence=seg.evidence(), strength=PROSE)]
    if _NOT_FEASIBLE.search(text) and is_negated(text, m.start(), m.end()) or _STRONG_DENIAL.search(text) or \
            re.search(r"\bno\s+(?:\w+\s+){0,2}infiltrat", text, re.IGNORECASE):
        return [Candidate(name="infiltration_proposed", value=False, evidence=seg.evidence(), strength=PROSE)]
    if _STATED.match(text) and not _CONDITIONAL.search(text) and not has_proposal_negated(text):
        # "Infiltration is proposed in IB-7A; soils are ... permeability ...": said outright, first
        return [Candidate(name="infiltration_proposed", value=True, evidence=seg.evidence(), strength=PROSE)]
    if _CONDITIONAL.search(text) or _GENERIC_INFIL.search(text) and not re.search(r"basin|trench|gallery|bmp|practice|system|chamber", text, re.IGNORECASE):
        return []
    if _PROPOSE.search(text) and not has_proposal_negated(text) and _PRACTICE.search(text):
        return [Candidate(name="infiltration_proposed", value=True, evidence=seg.evidence(), strength=PROSE)]
    designed = _DESIGNED.search(text)
    if designed and not has_proposal_negated(text) and not _NOT_OURS_NOW.search(text[:designed.start()]):
        # "The permeable paver patio ... is designed to infiltrate": a practice of this work, designed so
        return [Candidate(name="infiltration_proposed", value=True, evidence=seg.evidence(), strength=PROSE)]
    if _WILL_SERVE.search(text) and not has_proposal_negated(text) and not _EXISTING_PRACTICE.search(text):
        # "an infiltration basin will treat runoff ...": the practice, subject of a future verb, is planned
        return [Candidate(name="infiltration_proposed", value=True, evidence=seg.evidence(), strength=PROSE)]
    return []


_WILL_SERVE = lazy_compile(
    r"\binfiltrat\w*\s+(?:\w+\s+){0,2}?(?:basins?|trench(?:es)?|galler(?:y|ies)|systems?|chambers?|bmps?|practices?|"
    r"facilit(?:y|ies)|beds?|swales?|cells?)\s+(?:\w+\s+){0,4}?will\s+(?:be\s+used\s+to\s+)?"
    r"(?:treat|manage|capture|retain|store|receive|collect|hold|serve|handle|accept|reduce|control)\w*\b",
    re.IGNORECASE)
_DESIGNED = lazy_compile(r"\b(?:is|are|will\s+be|has\s+been|have\s+been)\s+designed\s+to\s+infiltrate\b", re.IGNORECASE)
# a practice that is there now, a neighbour's, or a question: not this work's design
_NOT_OURS_NOW = lazy_compile(r"\b(?:existing|current(?:ly)?|former(?:ly)?|adjacent|neighbou?ring|off-?site|regional|city's|"
                           r"county's|if|whether|not|no|unless)\b", re.IGNORECASE)
_EXISTING_PRACTICE = lazy_compile(r"\b(?:existing|current|former|adjacent|neighbou?ring|off-?site|regional|city's|city)\s+"
                                r"(?:\w+\s+){0,1}infiltrat", re.IGNORECASE)


def has_proposal_negated(text: str) -> bool:
    return bool(_NOT_FEASIBLE.search(text))


_PRACTICE = lazy_compile(
    r"infiltrat\w*\s+(?:\w+\s+){0,2}(?:basins?|trench(?:es)?|galler(?:y|ies)|systems?|chambers?|bmps?|practices?|features?|"
    r"facilit(?:y|ies)|areas?|beds?|swales?|cells?)|(?:underground|surface)\s+infiltration|will (?:be )?infiltrat\w*|"
    r"(?:to|and) infiltrate (?:the |stormwater|runoff)|infiltration (?:is|are|will be) (?:proposed|provided|planned)|"
    r"provides? infiltration|proposed infiltration", re.IGNORECASE)
_LANDLOCK = lazy_compile(r"\bland[- ]?locked\b", re.IGNORECASE)
# "no natural or constructed outlet", "no positive outlet", "does not have an outlet": a landlocked basin, said
# without the word
_NO_OUTLET = lazy_compile(
    r"\b(?:no|without(?:\s+an?)?|lacks?(?:\s+an?)?|(?:does|do|has|have)\s+not\s+(?:have\s+)?(?:an?|any))\s+"
    r"(?:(?:natural|constructed|positive|surface|gravity|piped|outflow|physical|overland|existing)\s+(?:or\s+|and\s+|/\s*)?){0,3}"
    r"(?:outlets?|outfalls?|outflow)\b", re.IGNORECASE)
_CLOSED = lazy_compile(r"\b(?:basins?|depressions?|wetlands?|ponds?|areas?|sites?|watersheds?|lakes?|low\s*points?|"
                     r"drains?|drainage|runoff|flows?|discharges?)\b", re.IGNORECASE)
_ANSWER = lazy_compile(r"\?\s*[:\-]?\s*\(?(yes|no|y|n)\)?\s*$|[:=\t]\s*\(?(yes|no|y|n)\)?\.?\s*$", re.IGNORECASE)


def read_landlocked(seg: Segment) -> list[Candidate]:
    text = seg.text
    m = _LANDLOCK.search(text)
    if m:
        form = _form(text, m.start(), _LANDLOCKED_Q)
        if form != "prose":
            # "Landlocked basin?  ☐ Yes  ☒ No" is False; an unticked or doubly ticked form says nothing
            if form is None:
                return []
            return [Candidate(name="landlocked", value=form, evidence=seg.evidence(), strength=LABELLED)]
    elif has_boxes(text) or offers_yes_no(text):
        return []  # a form line about something else ("Outlet provided? ☐ Yes ☒ No") is no prose about outlets
    answer = _ANSWER.search(text)
    if m and answer and answer.start() > m.start():
        # a form's question and its answer: "Is the site tributary to a landlocked basin? No"
        yes = (answer.group(1) or answer.group(2)).lower().startswith("y")
        return [Candidate(name="landlocked", value=yes, evidence=seg.evidence(), strength=LABELLED)]
    if is_rule_language(text) or text.rstrip().endswith("?"):
        return []  # a question unanswered states nothing
    outlet = _NO_OUTLET.search(text)
    if outlet and _CLOSED.search(text) and not re.search(
            r"\b(?:if|unless|whether|should|would|where|when)\b", text[:outlet.start()], re.IGNORECASE) \
            and not re.search(r"\b(?:not|never)\s+(?:\w+\s+){0,2}land[- ]?locked", text, re.IGNORECASE) \
            and not re.search(r"emergency overflow|overflows? to|outlets? to|discharges? to|drains? to (?:the )?"
                              r"(?:storm|creek|lake|river|ditch|channel|sewer)", text[outlet.end():], re.IGNORECASE):
        return [Candidate(name="landlocked", value=True, evidence=seg.evidence(), strength=PROSE)]
    if not m:
        return []
    if re.search(r"\b(?:if|unless|whether|should|would|where)\b", text[:m.start()], re.IGNORECASE):
        return []
    if re.search(r"rule|section|requirement|criteria|n\.4\.5|apply|applies", text, re.IGNORECASE) and not re.search(
            r"\b(?:site|basin|area|wetland|depression|pond|project|property)\b[^.]{0,40}\b(?:is|are)\b", text, re.IGNORECASE):
        return []
    # only a cue before the word negates it: "a landlocked basin with no outlet" is landlocked
    value = not is_negated(text[:m.end()], m.start(), m.end())
    if value and not re.search(r"\b(?:is|are|was|be|considered|drains? to|discharges? to|within|a|the)\b[^.]{0,30}land[- ]?locked", text, re.IGNORECASE):
        return []
    return [Candidate(name="landlocked", value=value, evidence=seg.evidence(), strength=PROSE)]


_QUESTIONS = (("landlocked", _LANDLOCK, _LANDLOCKED_Q), ("infiltration_proposed", _INFIL, _INFILTRATION_Q))


def _asks(word: re.Pattern[str], shape: re.Pattern[str], question: str) -> bool:
    """The question is the fact's own: its word, then only the words of the fact's shape, then "?" or ":"."""
    m = word.search(question)
    if m is None or is_rule_language(question):
        return False
    end = re.search(r"[?:]", question[m.start():])
    return bool(shape.fullmatch(question[m.start():m.start() + end.start() if end else len(question)].strip()))


def read_answer_below(question: Segment, seg: Segment) -> list[Candidate]:
    """"Is the site tributary to a landlocked basin?" over "☐ Yes   ☒ No": the answer on the next line.

    Only a line that is nothing but the boxes answers the question just above it (same page);
    an unticked or doubly ticked line answers nothing.
    """
    if seg.page != question.page or seg.file != question.file or not question.text.rstrip().endswith(("?", ":")):
        return []
    if not re.fullmatch(r"[\s\W_]*(?:(?:yes|no|n/?a|[xX])[\s\W_]*)+", seg.text, re.IGNORECASE) or not has_boxes(seg.text) \
            and ticked_answer(seg.text) is None:
        return []
    for name, word, shape in _QUESTIONS:
        if _asks(word, shape, question.text):
            answer = answered_yes_no(seg.text)
            if answer is None:
                return []
            boxes = [b for b in (question.bbox, seg.bbox) if b is not None]
            ev = Evidence(file=seg.file, page=seg.page, text=f"{question.text.strip()} {seg.text.strip()}"[:400],
                          bbox=union(boxes) if boxes else None)
            return [Candidate(name=name, value=answer == "yes", evidence=ev, strength=LABELLED)]
    return []


_PUBLIC_Q = lazy_compile(r"public\s+(?:entity|agency|body)(?:\s*\(\s*y(?:es)?\s*/\s*n(?:o)?\s*\))?", re.IGNORECASE)
_TABLE_QUESTIONS = _QUESTIONS + (("applicant_public_entity", lazy_compile(r"\bpublic\s+(?:entity|agency|body)\b", re.I),
                                  _PUBLIC_Q),)


def read_yes_no_table(block: TableBlock) -> list[Candidate]:
    """A checklist table with Yes and No columns: "Landlocked basin? |   | X" under "| Yes | No".

    The header row names the columns; a question row's mark counts for the column it stands
    under (:func:`extract.layout.checkboxes.column_answer`). A row marked in both, or in neither, says nothing.
    """
    out: list[Candidate] = []
    try:
        header = next((l for l in block.rows if {c.text.strip().lower() for c in l.cells} >= {"yes", "no"}), None)
        if header is None:
            return []
        for line in block.rows:
            if line is header or not line.cells:
                continue
            question = line.cells[0].text
            for name, word, shape in _TABLE_QUESTIONS:
                if _asks(word, shape, question):
                    answer = column_answer(header, line)
                    if answer is not None:
                        out.append(Candidate(name=name, value=answer == "yes", strength=LABELLED,
                                             evidence=Evidence(file=block.file, page=block.page,
                                                               text=line.text[:300], bbox=line.bbox)))
                    break
    except Exception:  # an odd table is no reading
        return []
    return out


def read_form_row(seg: Segment) -> list[Candidate]:
    """A yes/no question laid out as a table row ("Landlocked basin? | Yes ☐ | No ☒"): its ticked answer.

    Only the form's answer is read from a row, never prose; a row about anything else reads nothing.
    """
    out: list[Candidate] = []
    text = seg.text.replace("\t", "  ")
    for name, word, shape in _QUESTIONS:
        m = word.search(text)
        if m is None or is_rule_language(text):
            continue
        answer = _form(text, m.start(), shape)
        if isinstance(answer, bool):
            out.append(Candidate(name=name, value=answer, evidence=seg.evidence(), strength=LABELLED))
    return out
