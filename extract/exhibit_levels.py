"""N.6.A.6 on a plan sheet, read clause by clause: a pond callout that also says what is absent.

Grading sheets label each basin in one run of short clauses: "POND 1: NWL 942.0 (EX NWL NONE),
100-YR HWL 945.6, EOF 946.6", "BASIN 1: NWL N/A (FILTRATION), 100-YR HWL 943.9", "POND A NWL 987.0
HWL 990.8; EX WETLAND NONE". Read as one sentence, the "NONE" or "N/A" in such a callout looks
like a negation of the whole note; read clause by clause, it is the sheet stating that a level
does not exist (a dry or filtration basin has no normal pool; the site had no water before), which
is exactly what the item asks the plans to account for.

So the rule here: the note gives a 100-year level with its elevation in a clause that is neither
denied, deferred nor the building's lowest-opening reference, AND it accounts for the normal level:
an elevation, or the normal level declared none / N/A / dry, or a dry basin's bottom beside an
explicit "no existing water" statement. A note with only a 100-year level, only a normal level,
"HWL TBD", or "NWL NONE, HWL NONE" shows no set of levels and stays missing.
"""

from __future__ import annotations

import re

from extract.exhibit_negation import deferred, negated
from extract.exhibit_water import HUNDRED, NORMAL, _HUNDRED_BARE, _has_level

_I = re.IGNORECASE

# clause breaks of a callout: ";" "," " / " and sentence ends (a decimal point is no break)
_BREAK = re.compile(r";|,(?!\d)|\s/\s|(?<!\d)\.(?!\d)|\.(?=\s)")
_PAREN = re.compile(r"\(([^()]{0,40})\)")
# the normal level declared absent: "NWL NONE", "NWL N/A (FILTRATION)", "NWL none (dry system)", "NWL: DRY"
_NORMAL_NONE = re.compile(rf"(?:{NORMAL.pattern})\s*[:=\-–]?\s*(?:none|n/?a|dry|not\s+applicable)\b|"
                          r"\bno\s+(?:normal|permanent)\s+(?:pool|water(?:\s+level)?)\b", _I)
# the site's existing water declared absent: "NO EXISTING WATER ELEVATIONS", "EX WETLAND NONE", "EX NWL NONE"
_NO_EXISTING = re.compile(r"\bno\s+existing\s+(?:water|wetlands?|ponds?|basins?|surface\s+water)\b|"
                          r"\bex(?:isting|\.)?\s+(?:wetland|water|pond|basin|nwl|n\.w\.l\.?)\s*[:=]?\s*(?:none|n/?a)\b", _I)
_BOTTOM = re.compile(r"\bbottom(?:\s+(?:elev(?:ation)?\.?|el\.?))?\s*[:=]?\s*(\d{3,4}(?:\.\d{1,2})?)\b", _I)
# a lowest-opening or freeboard clause quotes the 100-year level as the building's reference
_REFERENCE = re.compile(r"\b(?:lowest|low)\s+(?:floor|opening|entry)|\bopenings?\b|\bfreeboard\b|\blfe\b|\bbasement\b|\bgarage\s+floor", _I)
_LATER = re.compile(r"\b(?:tbd|to\s+be\s+(?:determined|confirmed|verified|set|established)|pending|unknown|will\s+be)\b", _I)


def _clauses(text: str) -> list[str]:
    """The callout's clauses, each parenthetical read as a clause of its own."""
    out: list[str] = []
    for part in _BREAK.split(text):
        inner = [m.group(1) for m in _PAREN.finditer(part)]
        core = _PAREN.sub(" ", part).strip()
        out.extend(p for p in [core, *inner] if p.strip())
    return out


def _denied(clause: str) -> bool:
    return deferred(clause) or bool(_LATER.search(clause)) or negated(clause)


def states_site_levels(text: str) -> bool:
    """One plan note or callout that gives the 100-year level and accounts for the normal level."""
    if _LATER.search(text) and not re.search(r"\d{3,4}\.\d", text):
        return False
    if _REFERENCE.search(text) and not _NORMAL_NONE.search(text) and not _has_level(NORMAL, text):
        return False
    clauses = _clauses(text)
    hundred = False
    normal = False
    bare = False
    for clause in clauses:
        if _REFERENCE.search(clause):
            continue
        if _has_level(NORMAL, clause) and not _denied(clause):
            normal = True
        if _has_level(HUNDRED, clause) and not _denied(clause):
            hundred = True
        elif _has_level(_HUNDRED_BARE, clause) and not _denied(clause):
            bare = True  # "100-YR 931.2" beside a normal level with its elevation
    if normal and bare:
        hundred = True
    if not hundred:
        return False
    if normal:
        return True
    if _NORMAL_NONE.search(text):
        return True  # "NWL NONE (DRY), 100-YR HWL 901.2": the basin has no normal pool, and the sheet says so
    return bool(_NO_EXISTING.search(text) and _BOTTOM.search(text))  # a dry basin's bottom, no water before
