"""Negation cues, and whether a cue governs a given phrase of a sentence.

"No wetlands are present on site" and "infiltration is not proposed" say the opposite of
their keywords; reading the keyword alone would produce a false "present". A cue negates
a phrase when it sits in the same clause, before it or right after it ("is not proposed").
"""

from __future__ import annotations

import re
from extract.words.lazy_compile import lazy_compile

NEGATION_CUES: tuple[str, ...] = (
    "not", "no", "none", "never", "without", "n't", "cannot", "can not", "neither", "nor",
    "not feasible", "infeasible", "not proposed", "not provided", "not included",
    "not applicable", "n/a", "na", "absent", "lack", "lacks", "lacking", "omitted",
    "was not", "were not", "is not", "are not", "does not", "do not", "did not", "will not",
    "has not", "have not", "nothing", "precluded", "prohibited", "unsuitable", "not suitable",
    "not possible", "not practicable", "not practical", "rather than", "instead of",
)

_CLAUSE_BREAK = lazy_compile(r"[;:]|,\s*(?:but|however|although|though|while|whereas)\b|\bbut\b|\bhowever\b|\bwhereas\b")

_NEG_RE = lazy_compile(
    # "No." / "NO. 4471208" before a number is the word "number", not a negation
    r"\b(?:not|no(?!\.\s*[A-Z]?-?\d)|none|never|without|cannot|neither|nor|infeasible|unsuitable|precluded|"
    r"prohibited|absent|lacks?|lacking|omitted|n/a)\b|n't\b",
    re.IGNORECASE,
)

# Future or conditional wording: the thing is not in hand yet.
_DEFERRED_RE = lazy_compile(
    r"\b(?:will be (?:obtained|submitted|provided|prepared|applied|recorded|executed|sought|secured|filed)|"
    r"to be (?:obtained|submitted|provided|prepared|recorded|executed|filed)|shall be (?:obtained|submitted)|"
    r"prior to construction|will apply|once (?:approved|obtained)|if required|upon approval|"
    r"has been requested|is pending|pending|forthcoming|to follow)\b",
    re.IGNORECASE,
)


def clause_around(sentence: str, start: int, end: int) -> str:
    """The clause of ``sentence`` holding the character span [start, end)."""
    left = 0
    for m in _CLAUSE_BREAK.finditer(sentence):
        if m.end() <= start:
            left = m.end()
        elif m.start() >= end:
            return sentence[left:m.start()]
    return sentence[left:]


def is_negated(sentence: str, start: int = 0, end: int | None = None) -> bool:
    """Whether the phrase at [start, end) of ``sentence`` is negated in its clause."""
    end = len(sentence) if end is None else end
    clause = clause_around(sentence, start, end)
    # "(it's a church, not a business)": an aside closed before the phrase negates only itself
    # (as does one that holds other figures but not the phrase: "is 12.5 acres (the lease area of 21 acres is not part of
    # the work)")
    phrase = sentence[start:end].strip()
    clause = re.sub(r"\([^()]*\)", lambda m: " " * len(m.group(0))
                    if not any(c.isdigit() for c in m.group(0)) or (phrase and phrase not in m.group(0)) else m.group(0), clause)
    return bool(_NEG_RE.search(clause))


def is_deferred(text: str) -> bool:
    """Whether the words say a thing will be done later rather than is done."""
    return bool(_DEFERRED_RE.search(text))


def has_negation(text: str) -> bool:
    return bool(_NEG_RE.search(text))


# Rule and guidance language: ordinances and design manuals state thresholds and options
# ("any development in excess of 40 acres shall ...") that are not facts of this project.
_RULE_START = lazy_compile(
    r"^\s*(?:\(?[a-z0-9]{1,3}[.)]\s*)*(?:if|any|all(?!\s+\d)|where|when|whenever|unless|for (?:all |any )?projects?|"
    r"(?:projects|developments|applicants|sites|parcels|properties)\s+(?:that|which|with|over|under|greater|less|larger|smaller|disturbing|creating|located|in|of)|"
    r"no person|in the event|should)\b",
    re.IGNORECASE)
_RULE_MODAL = lazy_compile(r"\b(?:shall|must|should|may|might|could|would|recommends?|recommended|encouraged|is required to|are required to|have to|has to|needs? to)\b",
                         re.IGNORECASE)


_COMPLETION_LEAD = lazy_compile(r"(?:when|once|after)\s+(?:the|this|our)\s+(?:proposed\s+)?(?:project|development|work|"
                              r"construction|redevelopment|subdivision|building)\s+(?:is|has\s+been|will\s+be|are)\s+"
                              r"(?:finished|complete|completed|built(?:\s+out)?|done|constructed)\s*,\s*", re.IGNORECASE)
_LEAD = lazy_compile(r"^[\W\d_]*(?:[A-Z][\w ]{0,25}:\s*)?[\W_]*")


def is_rule_language(sentence: str, allow_shall: bool = False) -> bool:
    """Whether a sentence states a rule, an option or a condition rather than what this project does."""
    body = sentence[_LEAD.match(sentence).end():]
    if done := _COMPLETION_LEAD.match(body):
        # "When the project is finished, the site will have about 2.42 acres of new impervious surfaces": a time, the
        # project's own end state, not a condition
        sentence = body = body[done.end():]
    if _RULE_START.search(sentence) or _RULE_START.search(body):
        return True
    for m in _RULE_MODAL.finditer(sentence):
        if allow_shall and m.group(0).lower() in ("shall", "must"):
            continue
        if m.group(0).lower() == "would" and _proposal_would(sentence, m.start()):
            continue
        return True
    return False


# A staff report's or permit findings' voice says what the proposal *would* do if approved: "The project would turn
# an existing undeveloped 40-acre lot into a commercial center". The subject is this project, the verb says what it
# builds, and nothing in the sentence makes it a condition or a counterfactual.
_PROPOSAL_SUBJECT = lazy_compile(r"\b(?:the|this)\s+(?:proposed\s+)?(?:project|development|redevelopment|proposal|plan|"
                               r"site\s+plan|plat|subdivision|application|applicant)\s+(?:also\s+)?$", re.IGNORECASE)
_COUNTERFACTUAL = lazy_compile(r"\b(?:if|unless|whether|otherwise|without|instead|alternatively|had|were|else|absent|"
                             r"in\s+lieu|rather\s+than)\b", re.IGNORECASE)
_WOULD_OBLIGATION = lazy_compile(r"\s+(?:not\s+)?(?:need|have|be\s+required|be\s+necessary|require|like|prefer|"
                               r"be\s+(?:allowed|permitted|expected)|exceed|trigger|qualify|meet|satisfy|comply)\b",
                               re.IGNORECASE)


def _proposal_would(sentence: str, at: int) -> bool:
    """Whether the "would" at ``at`` is the findings' voice for what this proposal does (see _PROPOSAL_SUBJECT)."""
    return bool(_PROPOSAL_SUBJECT.search(sentence[:at]) and not _COUNTERFACTUAL.search(sentence)
                and not _WOULD_OBLIGATION.match(sentence[at + len("would"):]))


_COMPARISON_BEFORE = lazy_compile(
    r"\b(?:in excess of|more than|less than|greater than|fewer than|at least|at most|over|under|above|exceeds?|exceeding|"
    r"up to|no more than|not to exceed|minimum(?: of)?|maximum(?: of)?|min\.|max\.|threshold(?: of)?|below|"
    r"between|from 0 to|ranging from|range from|ranges from|from\s+0\s+(?:\w+\s+)?to)\s*[±~]?\s*$", re.IGNORECASE)
_COMPARISON_AFTER = lazy_compile(r"^\s*(?:[a-z%.'-]+\s+){0,2}(?:or (?:more|fewer|less|greater|larger|smaller|higher|lower|above|below)|and (?:above|up|over|larger|higher))\b",
                               re.IGNORECASE)


def is_threshold(sentence: str, start: int, end: int) -> bool:
    """Whether the quantity at [start, end) is a threshold ("more than 2000 square feet", "4 or fewer units")."""
    return bool(_COMPARISON_BEFORE.search(sentence[max(0, start - 30):start]) or _COMPARISON_AFTER.search(sentence[end:end + 40]))
