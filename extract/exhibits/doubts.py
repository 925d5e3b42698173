"""Statements that may or may not be the exhibit, where reviewers disagree: a question, never a `missing`.

Two items of Section 6 are read two ways by the authors whose packages we were given:

- N.6.A.4 asks for "a delineation of on-site wetlands ... (or a statement that there are none)".
  A report's bare "No wetlands, shoreland or floodplain areas were identified on the site" is that
  statement to some reviewers; to others it is narrative until the plans or an inventory back it.
- N.6.A.11 asks for "conformance with the municipal stormwater plan, or ... proof that the municipality
  reviewed the project". The applicant's own "The stormwater plan conforms to the City of Edina
  Comprehensive Water Resources Management Plan" is the conformance to some, and only a Section 4
  statement (N.4.7) to others.

Neither reading is safe to claim: `present` would be the worst error where the reviewer wants the
city's letter, `missing` costs the applicant a round where the statement is enough. So such a
sentence is a doubt: it keeps `missing` from being claimed and the report asks the reviewer,
quoting the sentence and its page (:func:`rulen.engine` turns it into an `undetermined` item).
"""

from __future__ import annotations

import re

from extract.exhibits.content import NO_WETLANDS, WETLAND_SHOWN
from extract.exhibits.negation import deferred, hedged, negated
from extract.words.lazy_compile import lazy_compile
from extract.words.negation import is_deferred

_I = re.IGNORECASE

# "conforms to the City of Edina Comprehensive Water Resources Management Plan", "is in conformance with the
# City of Wayzata Local Surface Water Management Plan", "the design conforms to both cities' local water plans"
_OWN_CONFORMANCE = lazy_compile(
    r"\b(?:conforms?|complies|comply|(?:is|are)\s+(?:in\s+(?:conformance|compliance)|consistent))\s+(?:to|with)\s+"
    r"(?:the\s+|both\s+|each\s+|their\s+|its\s+)?(?:(?:city|cities|township|village|municipal\w*|local)\b|(?-i:[A-Z])[\w.]+(?:'s)?\s+(?:local|city|comprehensive)\b)"
    r"[^.;]{0,90}?\b(?:water|stormwater|storm\s+water|surface\s+water|drainage)\b[^.;]{0,40}?\bplans?\b", _I)
# a rule, a checklist or a condition asking for it, not a package saying it
_ASKS = lazy_compile(r"\b(?:must|shall|should|required?|requires|if|whether|unless|demonstrate|documentation\s+of|submit)\b", _I)


def doubted_wetland_statement(sentence: str) -> bool:
    """A report's own finding on the site's wetlands, shoreland or floodplain (none there, or one delineated)
    that points at no plan and no inventory: the N.6.A.4 statement to some reviewers, narrative to others."""
    if is_deferred(sentence) or deferred(sentence) or hedged(sentence) or "?" in sentence or _ASKS.search(sentence):
        return False
    return bool(NO_WETLANDS.search(sentence) or WETLAND_SHOWN.search(sentence) and not negated(sentence))


def doubted_conformance(sentence: str) -> bool:
    """The applicant saying its plan conforms to the municipality's water plan (not the city saying so)."""
    if is_deferred(sentence) or deferred(sentence) or hedged(sentence) or negated(sentence) or "?" in sentence:
        return False
    return bool(_OWN_CONFORMANCE.search(sentence)) and not _ASKS.search(sentence) \
        and not re.search(r"\b(?:will|would|to\s+be)\b", sentence, _I)


def doubted_on_page(sentences: list[str], plan: bool) -> dict[str, int]:
    """Exhibit id -> the index of the first sentence on a report page that is a doubt for it."""
    out: dict[str, int] = {}
    if plan:
        return out  # a plan sheet's notes are read as the plans' exhibits by the detector itself
    for i, s in enumerate(sentences):
        if "N.6.A.4" not in out and doubted_wetland_statement(s):
            out["N.6.A.4"] = i
        if "N.6.A.11" not in out and doubted_conformance(s):
            out["N.6.A.11"] = i
    return out
