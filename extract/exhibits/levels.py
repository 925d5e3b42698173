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

from extract.exhibits.negation import deferred, negated
from extract.exhibits.notes import inside
from extract.exhibits.water import _is_elev, _row_cells, HUNDRED, NORMAL, _HUNDRED_BARE, _has_level
from extract.words.lazy_compile import lazy_compile

_I = re.IGNORECASE

# clause breaks of a callout: ";" "," " / " and sentence ends (a decimal point is no break, nor the point
# of an abbreviation: "elev. 896.0", "exist. low area HWL")
_ABBREV = r"(?<!\belev)(?<!\bel)(?<!\bex)(?<!\bexist)(?<!\bapprox)(?<!\bprop)(?<!\bno)(?<!\bft)"
_BREAK = lazy_compile(rf";|,(?!\d)|\s/\s|(?<!\d){_ABBREV}\.(?!\d)|{_ABBREV}\.(?=\s)", _I)
# a parenthetical that only names the level ("bottom (normal) 985.0", "EL. 905.0 (NWL)") reads as its words
_TERM_ONLY = lazy_compile(r"^\s*(?:normal|nwl|n\.w\.l\.?|hwl|h\.w\.l\.?|100\s*-?\s*(?:yr|year)\.?(?:\s+hwl)?)\s*$", _I)
_PAREN = lazy_compile(r"\(([^()]{0,40})\)")
# the normal level declared absent: "NWL NONE", "NWL N/A (FILTRATION)", "NWL none (dry system)", "NWL: DRY"
_NORMAL_NONE = lazy_compile(rf"(?:{NORMAL.pattern})\s*[:=\-–]?\s*(?:none|n/?a|dry|not\s+applicable)\b|"
                          r"\bno\s+(?:normal|permanent)\s+(?:pool|water(?:\s+level)?)\b|\bno\s+(?:nwl|n\.w\.l\b\.?)|"
                          r"\bdry\s+(?:basin|pond|system|bottom|detention(?:\s+(?:basin|pond))?)\b", _I)
# "NWL 905.0 (NO CHANGE)", "... IS 905.0 AND WILL NOT CHANGE": the level kept, not denied
_KEPT = lazy_compile(r"\bno\s+change\b|\bunchanged\b|\b(?:will|shall|does|is|are)\s+not\s+(?:be\s+)?(?:change[ds]?|altered|affected|modified|raised|lowered)\b|"
                   r"\bnot\s+(?:be\s+)?(?:changed|altered|affected|modified)\b", _I)
# beside a normal level with its elevation, "HIGH WATER 908.6" is the 100-year level (as "100-YR 908.6" is)
_HIGH_BARE = lazy_compile(rf"{_HUNDRED_BARE.pattern}|\bhigh\s+water\b", _I)
# the site's existing water declared absent: "NO EXISTING WATER ELEVATIONS", "EX WETLAND NONE", "EX NWL NONE"
_NO_EXISTING = lazy_compile(r"\bno\s+existing\s+(?:water|wetlands?|ponds?|basins?|surface\s+water)\b|"
                          # "Existing: no ponding": the existing side's water said to be none
                          r"\bexisting\s*(?:conditions?)?\s*[:=-]\s*no\s+(?:ponding|standing\s+water|water|wetlands?|ponds?|pool)\b|"
                          # "No standing water on site today": the site as it is, not a drawdown requirement ("... after 48 hours")
                          r"\bno\s+(?:standing|open|surface)\s+water\s+(?:(?:is\s+)?on\s+(?:the\s+)?site|exists?|today|at\s+present|currently)\b(?![^.;]{0,30}\b(?:after|within|beyond|longer)\b)|"
                          r"\bex(?:isting|\.)?\s+(?:wetland|water|pond|basin|nwl|n\.w\.l\.?)\s*[:=]?\s*(?:none|n/?a)\b", _I)
_BOTTOM = lazy_compile(r"\bbottom(?:\s+(?:elev(?:ation)?\.?|el\.?))?\s*[:=]?\s*(\d{3,4}(?:\.\d{1,2})?)\b", _I)
# a lowest-opening or freeboard clause quotes the 100-year level as the building's reference
_REFERENCE = lazy_compile(r"\b(?:lowest|low)\s+(?:floor|opening|entry)|\bopenings?\b|\bfreeboard\b|\blfe\b|\bbasement\b|\bgarage\s+floor", _I)
_LATER = lazy_compile(r"\b(?:tbd|to\s+be\s+(?:determined|confirmed|verified|set|established)|pending|unknown|will\s+be)\b", _I)


_ELEV_ONLY = lazy_compile(r"^\s*(?:el\.?|elev\.?)?\s*[±~]?(?:[6-9]\d{2}|1\d{3})(?:\.\d{1,2})?\s*(?:'|ft\.?)?\s*$", _I)
# within one clause the elevation may follow the term at a distance ("THE NORMAL WATER LEVEL OF THE EXISTING
# WETLAND AND THE PROPOSED POND IS 905.0", "HWL - 100 YEAR EVENT: 908.6"), as long as no other figure
# and no other level term stands between them
_EVENT = lazy_compile(r"\b(?:100|1\s*%)\s*-?\s*(?:year|yr)\.?(?:\s*,?\s*24\s*-?\s*(?:hour|hr))?(?:\s+(?:event|storm|flood))?|\(\s*100\s*\)|\batlas\s*14\b", _I)
_CLAUSE_ELEV = lazy_compile(r"(?<![\d.])(\d{3,4}(?:\.\d{1,2})?)(?![\d.])")


def _clause_level(rx: re.Pattern[str], clause: str) -> bool:
    if _has_level(rx, clause):
        return True
    for m in rx.finditer(clause):
        rest = clause[m.end():m.end() + 90]
        e = _CLAUSE_ELEV.search(rest)
        if e is None or not 600.0 <= float(e.group(1)) <= 2000.0:
            continue
        between = _EVENT.sub(" ", rest[:e.start()])
        if re.search(r"\d", between) or NORMAL.search(between) or HUNDRED.search(between) or _REFERENCE.search(between):
            continue
        if re.search(r"\b(?:cfs|ac|acres?|sf|cf|cu|%)\b", rest[e.end():e.end() + 6], _I):
            continue
        return True
    return False


def _split_outside_parens(text: str) -> list[str]:
    """The callout cut at its breaks, a parenthetical kept whole ("UG-1 (dry system, no permanent pool): ...")."""
    parts, start, depth = [], 0, 0
    breaks = {m.start(): m.end() for m in _BREAK.finditer(text)}
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth = max(0, depth - 1)
        elif depth == 0 and i in breaks:
            parts.append(text[start:i])
            start = i = breaks[i]
            continue
        i += 1
    parts.append(text[start:])
    return parts


def _clauses(text: str) -> list[str]:
    """The callout's clauses, each worded parenthetical ("(EX NWL NONE)") read as a clause of its own;
    a parenthetical that is only an elevation ("NWL (905.0)") stays with its term."""
    out: list[str] = []
    text = _PAREN.sub(lambda m: f" {m.group(1)} " if _TERM_ONLY.match(m.group(1)) else m.group(0), text)
    for part in _split_outside_parens(text):
        inner = [m.group(1) for m in _PAREN.finditer(part) if not _ELEV_ONLY.match(m.group(1))]
        core = _PAREN.sub(lambda m: m.group(0) if _ELEV_ONLY.match(m.group(1)) else " ", part).strip()
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
    text = _KEPT.sub("same", text)
    clauses = _clauses(text)
    hundred = False
    normal = False
    bare = False
    for clause in clauses:
        if _REFERENCE.search(clause):
            continue
        if _clause_level(NORMAL, clause) and not _denied(clause):
            normal = True
        if _clause_level(HUNDRED, clause) and not _denied(clause):
            hundred = True
        elif _clause_level(_HIGH_BARE, clause) and not _denied(clause):
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


# A sheet's pond table whose long column heads ran into each other: "BASIN | NORMAL WATER LEVEL 100-YEAR
# HIGH WATER EMERGENCY LEVEL OVERFLOW" reads as one cell, so no elevation sits under a head of its own.
# The table still names both levels in its head row, and a row under it gives the elevations.
_HEAD_NOISE = lazy_compile(r"\b(?:100|1\s*%|24)\s*-?\s*(?:year|yr|hour|hr)\b\.?|\(\s*(?:ft|feet|navd\s*88|ngvd\s*29)\s*\)", _I)


def _is_head_row(text: str) -> bool:
    if _REFERENCE.search(text) or deferred(text) or negated(text):
        return False
    if re.search(r"\d", _HEAD_NOISE.sub(" ", text)):
        return False  # a head names columns; a line with figures is a note or a row
    return bool(NORMAL.search(text) or re.search(r"\bnormal\b", text, _I)) and bool(HUNDRED.search(text) or re.search(r"\b100\s*-?\s*(?:year|yr)\b", text, _I))


def _elevation_cells(line) -> int:
    return sum(1 for c in _row_cells(line) if _is_elev(c.text))


def merged_head_table(lines: list, legends: list | None = None) -> list:
    """The head row naming the normal and the 100-year level, and the first row under it with two elevations."""
    for i, line in enumerate(lines):
        if not _is_head_row(line.text.replace("\t", " ")):
            continue  # (the heads may have run into one cell)
        if legends and inside(line.bbox, legends):
            continue  # a legend lists symbols; figures under it are contour labels
        for row in lines[i + 1:i + 8]:
            if _is_head_row(row.text.replace("\t", " ")):
                break
            if _elevation_cells(row) >= 2 and not deferred(row.text):
                return [line, row]
    return []
