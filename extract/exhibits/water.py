"""N.6.A.6: the normal and the 100-year water elevations, shown together.

The item is the pair: a normal level (NWL, normal pool, permanent pool, OHW) and a 100-year
level (HWL, 100-yr high water, 100-year flood / base flood elevation), each with its
elevation. Both must sit in one note or sentence, or in one table (as columns or as rows):
a lowest-opening note that quotes only the 100-year HWL, or a lake's OHW mentioned in one
chapter and a building's HWL in another, do not show the water levels on the site.

Where they are shown. The rule lists what the certified plans must reflect, so a plan sheet's note
or table counts, and a report sentence that points at where the plans show the levels. A report's
own pond table or narrative ("Table 2. Pond summary: N-Pond NWL 920.4, 100-yr HWL 924.0") is the
analysis of the proposed pond, not the item: the item is the existing AND proposed, normal AND
100-year levels on the site. Decision: a report (or its computations) documents the item only when
it gives that whole set itself - a table with existing and proposed normal and 100-year columns,
or existing and proposed rows under normal and 100-year columns, or one sentence giving both levels
for the existing water and both for the proposed. HydroCAD's "Peak Elev=" lines and stage-storage
tables name no normal level and are never it.
"""

from __future__ import annotations

import re

from extract.exhibits.negation import deferred as is_deferred, negated as has_negation
from extract.exhibits.content import WHERE_SHOWN
from extract.pdf.page import Cell, Line, Page
from extract.words.lazy_compile import lazy_compile

_I = re.IGNORECASE

NORMAL = lazy_compile(
    r"\bn\.?\s?w\.?\s?[le]\b\.?|\bnormal\s+(?:water|pool|pond|lake|surface)(?:\s+(?:level|elevation|elev\.?|el\.?|surface))?|"
    r"\bnormal\s+(?:level|elevation)\b|\bnormal\s+w\.\s?l\b\.?|\bpermanent\s+pool(?:\s+(?:level|elevation|elev\.?|el\.?))?|"
    r"\bo\.?h\.?w\.?(?:l|m)?\b\.?|\bordinary\s+high\s+water(?:\s+(?:level|mark|elevation))?|\brun-?out\s+(?:elevation|elev\b\.?|el\b\.?)|"
    r"\bnormal(?=\s*[:=]?\s*(?:el\.?|elev\.?)?\s*\d{3,4}(?:\.\d{1,2})?\b)", _I)  # "NORMAL 905.0": the word with its elevation
HUNDRED = lazy_compile(
    r"\b100\s*-?\s*(?:year|yr)\.?(?:\s*,?\s*24\s*-?\s*(?:hour|hr))?\s*(?:\(?\s*(?:atlas\s*14|critical)\s*\)?\s*)?"
    r"(?:hwl|h\.w\.l\.?|w\.\s?l\.?|wl\b|hwe|h\.w\.e\.?|wsel|w\.s\.e\.l\.?|wse|w\.s\.e\.?|hw|high\s+water(?:\s+(?:level|elevation|elev\.?))?|flood(?:\s+(?:level|elevation|elev\.?|stage))?|"
    r"water\s+(?:level|elevation|surface(?:\s+elevation)?)|peak\s+(?:elevation|elev\.?|stage|water\s+(?:level|elevation))|"
    r"elevation|elev\.?|el\.?|stage|bounce|pool|level)|"
    r"\bh\.?\s?w\.?\s?[le]\b\.?|\bhigh\s+water\s+(?:level|elevation|elev\.?)|\bbase\s+flood\s+elevation|\bbfe\b|"
    r"\b1\s*%\s*(?:annual\s+chance\s+|a\.?c\.?\s+)?(?:flood\s+)?(?:elevation|elev\b\.?|el\b\.?|water\s+level)", _I)

# an elevation: a plausible Minnesota ground or water elevation in feet
_ELEV = lazy_compile(r"(?<![\d.])(\d{3,4}(?:\.\d{1,2})?)(?![\d.]*\s*(?:cfs|ac|acres?|sf|cf|in\b|%|hrs?\b|min|af|ac-ft|cu))", _I)
_BETWEEN_OK = lazy_compile(r"^[\s:=~≈(),'\"/@±.…-]*(?:(?:is|at|of|=|:|elev(?:ation)?\.?|el\.?|approx(?:imately|\.)?|about|set\s+at|will\s+be|are|be|existing|proposed|"
                         r"ex\.?|exist\.?|prop\.?|ft|feet|ngvd|navd|\(\w*\)|and|to|an|equals?|elevation\s+of|for|in|the|(?:pond|basin|wetland|depression)\s*[-#]?\s*[a-z0-9]{1,3}\b)[\s:=~≈(),'\"/@±.…-]*)*$", _I)
# a parenthetical after the term names it again or gives its event or datum ("(NWL)", "(100-YR)", "(NAVD 88)")
_HUNDRED_BARE = lazy_compile(r"\b100\s*-?\s*(?:year|yr)\b\.?", _I)
_PAREN = lazy_compile(r"\((?!\s*(?:el\.?|elev\.?)?\s*[±~]?(?:[6-9]\d{2}|1\d{3})(?:\.\d{1,2})?\s*(?:'|ft\.?)?\s*\))[^()]{0,20}\)")  # "(905.0)" is the elevation itself
_LO, _HI = 600.0, 2000.0


def _elevation_after(text: str, end: int) -> bool:
    """A term followed closely by an elevation ("NWL = 905.0", "normal water level of 905", "HWL (100-YR): 908.4")."""
    window = _PAREN.sub(lambda m: " " * len(m.group(0)), text[end:end + 48])
    for m in _ELEV.finditer(window):
        if not _BETWEEN_OK.match(window[:m.start()]):
            return False
        return _LO <= float(m.group(1)) <= _HI
    return False


_BEFORE = lazy_compile(r"(?<![\d.])(\d{3,4}(?:\.\d{1,2})?)\s*(?:'|ft\.?|feet)?\s*[(=:\-–]?\s*$", _I)


def _elevation_before(text: str, start: int) -> bool:
    """A callout written number first ("905.0 NWL", "EL. 908.4 (100-YR HWL)")."""
    m = _BEFORE.search(text[max(0, start - 16):start])
    return bool(m) and _LO <= float(m.group(1)) <= _HI


def _has_level(rx: re.Pattern[str], text: str) -> bool:
    return any(_elevation_after(text, m.end()) or _elevation_before(text, m.start()) for m in rx.finditer(text))


_SHOWN = lazy_compile(r"\b(?:shown|labell?ed|indicated|noted|identified|depicted)\b", _I)
_BOTH_NAMED = lazy_compile(r"\bnormal\s+(?:and|&)\s+100[- ]?(?:year|yr)\.?\s+(?:high\s+)?water\s+(?:levels?|elevations?)", _I)


# the pair written together: "NWL/HWL = 905.0/908.4", "NORMAL / 100-YEAR WATER LEVELS 905.0 / 908.4"
_PAIR = lazy_compile(
    rf"(?:{NORMAL.pattern}|\bnormal)\s*(?:/|and|&)\s*(?:{HUNDRED.pattern}|\b100\s*-?\s*(?:year|yr)\.?)(?:\s+(?:high\s+)?water)?(?:\s+(?:levels?|elevations?|elevs?\.?))?"
    r"\s*(?:\([^()]{0,20}\))?\s*[=:]?\s*(\d{3,4}(?:\.\d{1,2})?)\s*(?:/|and|&)\s*(\d{3,4}(?:\.\d{1,2})?)", _I)


def _pair(text: str) -> bool:
    m = _PAIR.search(text)
    return bool(m) and all(_LO <= float(v) <= _HI for v in m.groups()[-2:])


def states_both_levels(text: str) -> bool:
    """One note or sentence that gives both the normal and the 100-year elevation.

    A plan note may also say the pair is drawn ("NWL AND 100-YR HWL SHOWN FOR ALL PONDS"),
    as sheets state other shown items; that counts only as a plan note (the caller's choice).
    """
    if is_deferred(text) or re.search(r"\b(?:no|not|none|without|n/a|tbd|to be determined)\b", text, _I):
        return False
    if _has_level(NORMAL, text) and (_has_level(HUNDRED, text) or _has_level(_HUNDRED_BARE, text)) or _pair(text):
        return True  # beside a normal level with its elevation, a bare "100-YR 908.4" is the 100-year level
    named = bool(_BOTH_NAMED.search(text)) or bool(NORMAL.search(text) and HUNDRED.search(text))
    return named and bool(_SHOWN.search(text))


def _row_cells(line: Line) -> list[Cell]:
    if line.cells:
        return [c for c in line.cells if c.text.strip()]
    return [Cell(text=t, bbox=line.bbox) for t in line.text.split("\t") if t.strip()]


def _is_elev(text: str) -> bool:
    """A cell holding one elevation: "905.0", "905.0'", "EL. 905.0", "905.0 FT (NAVD88)", "±905"."""
    m = re.fullmatch(r"\s*(?:(?:el|elev|elevation)\.?\s*[:=]?\s*)?[±~]?\s*(\d{3,4}(?:\.\d{1,2})?)\s*(?:'|ft\.?|feet)?\s*(?:\(\s*(?:ngvd|navd)[\s\w-]*\))?\s*", text, _I)
    return bool(m) and _LO <= float(m.group(1)) <= _HI


def _overlaps(a: Cell, b: Cell) -> bool:
    return min(a.bbox[2], b.bbox[2]) - max(a.bbox[0], b.bbox[0]) > -8.0


# a table header may name the event alone ("POND | NORMAL | 2-YR | 10-YR | 100-YR"): under it an
# elevation (600-2000 ft) is the water level of that event, not its rate
_NORMAL_HEAD = lazy_compile(r"^\s*(?:normal|nwl|n\.w\.l\.?|perm(?:anent|\.)?\s*pool|run-?out|ohw[lm]?)\b", _I)
_HUNDRED_HEAD = lazy_compile(r"^\s*(?:100\s*-?\s*(?:year|yr)\.?|1\s*%(?:\s*annual\s*chance)?)(?:\s*,?\s*24\s*-?\s*(?:hour|hr))?\s*(?:\([^()]{0,20}\))?\s*$", _I)


def _is_normal_head(text: str) -> bool:
    return bool(NORMAL.search(text) or _NORMAL_HEAD.match(text)) and not (HUNDRED.search(text) or _HUNDRED_HEAD.match(text))


# On a plan sheet's pond table the normal level may be headed by what sets it: the outlet (or control)
# elevation of a wet pond. Only beside a 100-year column of the same table, and only on a sheet.
_OUTLET_HEAD = lazy_compile(r"^\s*(?:(?:primary|principal|low(?:est)?)\s+)?(?:outlet|control|overflow\s+weir|weir|orifice)\s+(?:invert\s+)?(?:elev(?:ation)?\.?|el\.?|invert)\s*(?:\([^()]{0,12}\))?\s*$", _I)


def _is_sheet_normal_head(text: str) -> bool:
    return _is_normal_head(text) or bool(_OUTLET_HEAD.match(text))


def _is_hundred_head(text: str) -> bool:
    return bool(HUNDRED.search(text) or _HUNDRED_HEAD.match(text)) and not NORMAL.search(text)


def _column_table(lines: list[Line], i: int) -> list[Line]:
    """A header row naming a normal-level column and a 100-year column, and a row with elevations under both."""
    head = _row_cells(lines[i])
    if len(head) < 2:
        return []
    normal = [c for c in head if _is_sheet_normal_head(c.text)]
    high = [c for c in head if _is_hundred_head(c.text)]
    if not normal or not high:
        return []
    for row in lines[i + 1:i + 12]:
        cells = _row_cells(row)
        if has_negation(row.text) or not cells:
            continue
        under_n = [c for c in cells if _is_elev(c.text) and any(_overlaps(c, h) for h in normal)]
        under_h = [c for c in cells if _is_elev(c.text) and any(_overlaps(c, h) for h in high)]
        if under_n and under_h and under_n[0] is not under_h[0]:
            return [lines[i], row]
    return []


def _row_table(lines: list[Line], i: int) -> list[Line]:
    """Rows labelled with the level ("NWL | 905.0 | 905.0", "100-yr HWL | 908.4 | 908.9") near each other."""
    first = _row_cells(lines[i])
    if len(first) < 2 or not _is_normal_head(first[0].text):
        return []
    if not any(_is_elev(c.text) for c in first[1:]) or has_negation(lines[i].text):
        return []
    for row in lines[max(0, i - 6):i + 7]:
        cells = _row_cells(row)
        if len(cells) >= 2 and _is_hundred_head(cells[0].text) \
                and any(_is_elev(c.text) for c in cells[1:]) and not has_negation(row.text):
            return [lines[i], row]
    return []


def water_level_tables(page: Page) -> list[Line]:
    """The header (or first) row and one filled row of a table of normal and 100-year levels."""
    lines = page.lines
    for i in range(len(lines)):
        hit = _column_table(lines, i) or _row_table(lines, i)
        if hit:
            return hit
    return []


# A lowest-opening or freeboard note quotes the 100-year level as the building's reference,
# not as a water level of the site's own basins.
_REFERENCE = lazy_compile(r"\b(?:lowest|low)\s+(?:floor|opening|entry)|\bopenings?\b|\bfreeboard\b|\blfe\b|\bbasement\b|\bgarage\s+floor", _I)


def levels_across_notes(notes: list[tuple[str, Line]]) -> list[Line]:
    """The normal level in one note of a sheet and the 100-year level in another ("4. POND NWL = 905.0."
    "5. POND 100-YR HWL = 908.4."): one sheet shows both, as a table would. Notes that are the
    building's lowest-opening reference, or that are negated or deferred, do not count."""
    normal = high = None
    for text, line in notes:
        if is_deferred(text) or has_negation(text) or _REFERENCE.search(text):
            continue
        if normal is None and _has_level(NORMAL, text):
            normal = line
        if high is None and (_has_level(HUNDRED, text) or _has_level(_HUNDRED_BARE, text)):
            high = line  # on a sheet that also gives the normal level, "100-YR 908.4" is the 100-year level
    return [normal, high] if normal is not None and high is not None else []


def states_levels_in_report(text: str) -> bool:
    """A report sentence naming the normal and the 100-year levels of the site's water and pointing at where
    the submittal shows them ("The NWL (905.0) and 100-year HWL (908.4) of each pond are shown on Sheet C3").
    A report's own narrative or pond table is its analysis, not the plans' exhibit."""
    if is_deferred(text) or re.search(r"\b(?:no|not|none|without|n/a|tbd|to be determined|if|may|assumed)\b", text, _I):
        return False
    named = _has_level(NORMAL, text) and _has_level(HUNDRED, text) or _pair(text) or bool(_BOTH_NAMED.search(text)) \
        or bool(NORMAL.search(text) and HUNDRED.search(text))
    return named and bool(WHERE_SHOWN.search(text))


_EXIST = lazy_compile(r"\bex(?:ist(?:ing)?|\.)?\b|\bpre[- ]?(?:development|developed|project|construction)?\b", _I)
_PROP = lazy_compile(r"\bprop(?:osed|\.)?\b|\bpost[- ]?(?:development|developed|project|construction)?\b", _I)
_CONDITION_WORD = lazy_compile(r"\b(?:existing|proposed|pre[- ]?(?:development|developed)|post[- ]?(?:development|developed))\b", _I)


def _under(cells: list[Cell], heads: list[Cell]) -> list[Cell]:
    return [c for c in cells if _is_elev(c.text) and any(_overlaps(c, h) for h in heads)]


def existing_and_proposed_tables(page: Page) -> list[Line]:
    """A report table giving normal and 100-year levels for existing and for proposed conditions: as
    four columns ("Existing NWL | Existing 100-yr HWL | Proposed NWL | Proposed 100-yr HWL") or as
    existing and proposed rows under normal and 100-year columns."""
    lines = page.lines
    for i, line in enumerate(lines):
        head = _row_cells(line)
        normal = [c for c in head if _is_normal_head(c.text)]
        high = [c for c in head if _is_hundred_head(c.text)]
        if not normal or not high:
            continue
        if all(any(rx.search(c.text) for c in normal) and any(rx.search(c.text) for c in high) for rx in (_EXIST, _PROP)):
            for row in lines[i + 1:i + 10]:
                cells = _row_cells(row)
                if has_negation(row.text) or is_deferred(row.text):
                    continue
                got = [[c for c in heads if _under(cells, [c])] for heads in (
                    [h for h in normal if _EXIST.search(h.text)], [h for h in high if _EXIST.search(h.text)],
                    [h for h in normal if _PROP.search(h.text)], [h for h in high if _PROP.search(h.text)])]
                if all(got):
                    return [line, row]
        rows: dict[str, Line] = {}
        for row in lines[i + 1:i + 10]:
            cells = _row_cells(row)
            if not cells or has_negation(row.text) or is_deferred(row.text):
                continue
            if not (_under(cells[1:], normal) and _under(cells[1:], high)):
                continue
            # the condition may label the row or sit in its own column ("P1 | Existing | 902.3 | 904.1")
            labels = [cells[0].text] + [c.text for c in cells[1:] if _CONDITION_CELL.match(c.text)]
            for label in labels:
                if _EXIST.match(label.strip()) or re.match(r"^\s*pre", label, _I):
                    rows.setdefault("existing", row)
                    break
                if _PROP.match(label.strip()) or re.match(r"^\s*post", label, _I):
                    rows.setdefault("proposed", row)
                    break
        if len(rows) == 2:
            return [line, rows["existing"], rows["proposed"]]
    return _transposed_table(lines)


_CONDITION_CELL = lazy_compile(r"^\s*(?:existing|ex\.?|exist\.?|proposed|prop\.?|pre|post)(?:[- ]?(?:development|developed|project|construction|conditions?))?\s*$", _I)


def _transposed_table(lines: list[Line]) -> list[Line]:
    """Existing and proposed as columns, the levels as rows ("Stage | Existing | Proposed", "Normal Water
    Level | 902.3 | 905.0", "100-Year HWL | 904.1 | 908.6"): both levels given under both conditions."""
    for i, line in enumerate(lines):
        head = _row_cells(line)
        ex = [c for c in head if _CONDITION_CELL.match(c.text) and re.match(r"\s*(?:ex|pre)", c.text, _I)]
        pr = [c for c in head if _CONDITION_CELL.match(c.text) and re.match(r"\s*(?:prop|post)", c.text, _I)]
        if not ex or not pr:
            continue
        got: dict[str, Line] = {}
        for row in lines[i + 1:i + 10]:
            cells = _row_cells(row)
            if len(cells) < 3 or has_negation(row.text) or is_deferred(row.text):
                continue
            if not (_under(cells[1:], ex) and _under(cells[1:], pr)):
                continue
            if _is_normal_head(cells[0].text):
                got.setdefault("normal", row)
            elif _is_hundred_head(cells[0].text):
                got.setdefault("hundred", row)
        if len(got) == 2:
            return [line, got["normal"], got["hundred"]]
    return []


def states_existing_and_proposed(text: str) -> bool:
    """One sentence giving the normal and the 100-year level for the existing water and for the proposed
    ("The existing depression has an NWL of 905.0 and a 100-year HWL of 909.8; the proposed pond will
    have an NWL of 905.0 and a 100-year HWL of 908.4")."""
    if is_deferred(text) or re.search(r"\b(?:no|not|none|without|n/a|tbd|to be determined|if|may|assumed)\b", text, _I):
        return False
    marks = list(_CONDITION_WORD.finditer(text))
    kinds: set[str] = set()
    for k, m in enumerate(marks):
        part = text[m.start():marks[k + 1].start() if k + 1 < len(marks) else len(text)]
        if _has_level(NORMAL, part) and (_has_level(HUNDRED, part) or _has_level(_HUNDRED_BARE, part)):
            kinds.add("existing" if re.match(r"ex|pre", m.group(0), _I) else "proposed")
    return kinds == {"existing", "proposed"}
