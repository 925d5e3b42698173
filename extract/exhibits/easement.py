"""Item (12): easements dedicated to stormwater, read from what a plan note or a report sentence says.

The item is the delineation of the drainage, utility, flowage or ponding easements that hold the
stormwater facilities. Plans draw them ("PROPOSED 10' D&U ESMT", "FLOWAGE EASEMENT OVER OUTLOT B");
on a plan sheet an easement still to be dedicated on the plat is evidence all the same, since the
sheet shows where it goes. A report sentence counts only where it points to where the easement is
drawn or made (a sheet, an exhibit, a recorded document); "within an easement dedicated on the
plat" in a narrative describes the design, and the plat is not in the package. What shows nothing:
a denial ("no easements exist"), a hedge ("if required by the City"), an easement whose extent is
still undecided ("to be determined", "will be negotiated"), and the rule's own request quoted back
("delineation of flowage easements ... shall be provided").
"""

from __future__ import annotations

import re

from extract.exhibits.negation import hedged, negated
from extract.words.negation import is_deferred
from extract.words.lazy_compile import lazy_compile

_I = re.IGNORECASE

_KIND = (r"(?:drainage\s*(?:and|&|/)\s*utility|utility\s*(?:and|&|/)\s*drainage|d\s?&\s?u|d/u|flowage|ponding|stormwater|storm\s*water|"
         r"storm\s+sewer|drainage|pond(?:ing)?\s+(?:and|&)\s+drainage)")
EASEMENT = lazy_compile(rf"\b{_KIND}\s+(?:[\w']+\s+)?(?:easements?|esmts?\.?)(?![\w])|"
                      r"\beasements?\s+for\s+(?:\w+\s+(?:and|&)\s+)?(?:drainage|ponding|flowage|storm\s*water|storm\s+sewer)\b", _I)
# what the sentence does with the easement: it exists, is drawn, is (or will be) dedicated, holds a facility
_STATE = lazy_compile(r"\b(?:dedicat\w+|shown|depicted|delineated|drawn|labell?ed|provided|granted|recorded|platted|conveyed|"
                    r"exist(?:s|ing)?|per\s+(?:the\s+)?(?:[\w/-]+\s+){0,3}?(?:plat|doc\w*|document)|doc\.?\s*(?:no\.?\s*)?\d|over|covers?|covering|encompass\w*|"
                    # "Drainage easement for Pond 19-1": the easement named for the facility it holds
                    r"for\s+(?:the\s+|each\s+|both\s+)?(?:ponds?|basins?|outlots?|bmps?|rain\s+gardens?|(?-i:[A-Z]{1,5})-?\d{1,3}[A-Z]?\b|(?:pond|basin)\s+\w+)|"
                    r"encumber\w*|around|surround\w*|within|contain\w*|proposed|prop\.?|typ\.?|located|lies|lie)\b|\b\d+\s*(?:'|ft|foot|feet)(?![\w])", _I)
# the extent or the grant itself still undecided, or the rule asking for the item
_UNSETTLED = lazy_compile(r"\b(?:to\s+be\s+(?:determined|negotiated|acquired|obtained|finali[sz]ed|evaluated)|will\s+be\s+(?:determined|negotiated|acquired|obtained|sought|requested|evaluated)|"
                        r"tbd|if\s+(?:required|needed|necessary)|as\s+(?:required|needed)|may\s+be|might|could|should|shall|must|requires?|required|"
                        r"delineation\s+of|documentation|submit\w*)\b", _I)


# an easement given up holds no facility: "to be vacated", "released in 2019", "has been abandoned"
_VACATED = lazy_compile(r"\b(?:vacat\w*|releas\w*|abandon\w*|relinquish\w*|terminat\w*|extinguish\w*|rescind\w*)\b", _I)


def vacated(text: str) -> bool:
    """Whether the easement the text names is vacated, released or abandoned."""
    return bool(_VACATED.search(text))


def states_easement(text: str) -> bool:
    """A note or sentence showing, granting or dedicating a drainage/utility/flowage/ponding easement.

    A clause after a semicolon is a statement of its own: "The North Basin lies within a drainage and utility
    easement; no county or judicial ditch crosses the site" denies the ditch, not the easement."""
    if _states_easement(text):
        return True
    return ";" in text and any(_states_easement(part) for part in text.split(";"))


def _states_easement(text: str) -> bool:
    if not EASEMENT.search(text) or not _STATE.search(text) or vacated(text):
        return False
    plain = re.sub(r"\bpreliminary\s+(?=plat|plan)", "", text, flags=_I)  # the preliminary plat is a document, not a hedge
    if _UNSETTLED.search(plain) or hedged(plain) or negated(plain) or "?" in plain:
        return False
    # a deferral of something other than the easement's dedication ("grading to be completed later") hides nothing
    # here, but a deferral that is not a dedication still leaves the easement undecided
    if is_deferred(text) and not re.search(r"\b(?:dedicat\w+|record\w*|plat\w*|grant\w*|convey\w*)\b", text, _I):
        return False
    return True


# In a report the easement must be tied to the stormwater: a flowage, ponding or stormwater easement
# is so by its kind; a drainage and utility easement only when it holds a facility ("over the pond").
# "D&U easements will be dedicated on the final plat" may be only the plat's lot-line strips.
_STORMWATER_KIND = lazy_compile(r"\b(?:flowage|ponding|storm\s*water|storm\s+sewer)\s+(?:[\w']+\s+)?(?:easements?|esmts?)", _I)
_FACILITY = lazy_compile(r"\b(?:ponds?|basins?|facilit(?:y|ies)|bmps?|storm\s+sewers?|outlots?|rain\s+gardens?|infiltration|filtration|bioretention|"
                       r"chambers?|swales?|outlets?|outfalls?|trenches|vaults?|hwl|high\s+water|100[- ]year)\b", _I)


# and it must say where the easement is drawn or made: a sheet, a recorded document, a grant. "The pond lies within
# a drainage and utility easement" describes the design, and so does "... dedicated on the plat" in a report: the
# plat is not in the package, and the plans may still omit the easement (a false "present" is the worst error).
_WHERE = lazy_compile(r"\b(?:shown|depicted|drawn|delineated|labell?ed)\s+on\s+(?:the\s+)?(?:preliminary\s+|final\s+)?plats?\b|\bsheets?\b|\bplans?\b|\bdrawings?\b|\bsurvey\b|\bexhibit\b|\bappendix\b|\battachment\b|\bfigure\b|"
                    r"\bdoc(?:ument)?\.?\s*(?:no\.?|#|number)|\brecorded\b|\bgranted\b|\bconveyed\s+to\s+the\s+(?:city|county|district|watershed|township|association|hoa)\b|\bdeclaration\b|\bagreement\b", _I)


def report_states_easement(text: str) -> bool:
    """A report sentence stating a stormwater easement, or a drainage and utility easement over a facility,
    and where it is made or shown."""
    return states_easement(text) and bool(_STORMWATER_KIND.search(text) or _FACILITY.search(text)) and bool(_WHERE.search(text))
