"""Item (10), the computations, read from the model's own node table.

A report may print its routing model's summary under a plain, sentence-case head ("HydroCAD
summary", "HydroCAD output (summary)") that the title reader does not take for a heading: a
table with a Node column, rows named by the model's nodes (1S, 2P, EX-1, UDT-1) and their areas,
curve numbers or routed flows. That table is the model output, which is what item (10) asks
for. A node table with no model named above it may be a drainage-area list, and is not read.
"""

from __future__ import annotations

import re

from extract.exhibits.negation import deferred, negated
from extract.pdf.page import Line, Page
from extract.words.lazy_compile import lazy_compile

_I = re.IGNORECASE

_LATER = lazy_compile(r"\b(?:will|shall|would|to\s+be)\b", _I)
_MODEL = lazy_compile(r"\b(?:hydrocad|xp-?swmm|pcswmm|swmm|p8|icpr|tr-?20|tr-?55|wintr-?\d*|hec-?hms|stormcad|mids)\b", _I)
_NODE_HEAD = lazy_compile(r"^\s*nodes?(?:\s+(?:id|name|no\.?))?\s*$", _I)
_DATA_HEAD = lazy_compile(r"\b(?:area|cn|tc|q\s*\d*|peak|storage|inflow|outflow|routing|type|description|volume|elev\w*|cfs|tp|removal)\b", _I)
_NODE_ID = lazy_compile(r"^\s*(?:\d{1,3}[SPRL]\b|[A-Z]{1,4}-?\d{1,3}[A-Z]?\b)")
_NUMBER = lazy_compile(r"\d+(?:\.\d+)?")


def _cells(line: Line) -> list[str]:
    cells = [c.text.strip() for c in line.cells if c.text.strip()] if line.cells else []
    return cells or [p.strip() for p in line.text.split("\t") if p.strip()]


def model_node_table(page: Page) -> list[Line]:
    """The model's node table: a Node column head beside data heads, two or more node rows with figures,
    and the model named on the head or on the lines just above it."""
    lines = page.lines
    for i, line in enumerate(lines):
        cells = _cells(line)
        if len(cells) < 2 or not _NODE_HEAD.match(cells[0]) or not any(_DATA_HEAD.search(c) for c in cells[1:]):
            continue
        above = " ".join(l.text for l in lines[max(0, i - 3):i + 1])
        if not _MODEL.search(above) or deferred(above) or negated(above) or _LATER.search(above):
            continue
        rows = [r for r in lines[i + 1:i + 10] if (rc := _cells(r)) and len(rc) >= 2 and _NODE_ID.match(rc[0])
                and any(_NUMBER.search(c) for c in rc[1:])]
        if len(rows) >= 2:
            return [line, rows[0]]
    return []


_EVENT_COL = lazy_compile(r"^\s*(?:(?P<a>1|2|5|10|25|50|100)[- ]?(?:yr|year)\.?\s*(?P<s1>ex(?:isting|\.)?|pr(?:oposed|\.)?|pre|post)|"
                        r"(?P<s2>ex(?:isting|\.)?|pr(?:oposed|\.)?|pre|post)[- ]?(?:dev\.?\s*)?(?P<b>1|2|5|10|25|50|100)[- ]?(?:yr|year)\.?)\s*(?:\(cfs\))?\s*$", _I)
_NOT_RATES = lazy_compile(r"\b(?:levels?|elev\w*|stages?|hwls?|nwls?|depths?|velocit\w*)\b", _I)
_RATE_WORDS = lazy_compile(r"\b(?:peak|discharge|runoff|rates?|cfs|flows?)\b", _I)


def rate_comparison_table(page: Page) -> list[Line]:
    """Item (9)'s rate analysis as a table whose columns pair existing and proposed peaks by event
    ("1-yr EX | 1-yr PR | ... | 100-yr PR", "Pre 1-yr | Post 1-yr | ..."): all of the 1-, 10- and 100-year
    events on both sides, a row of figures under them, and the head or the lines above naming rates."""
    lines = page.lines
    for i, line in enumerate(lines):
        pairs: set[tuple[str, str]] = set()
        for c in _cells(line):
            m = _EVENT_COL.match(c)
            if m:
                side = (m.group("s1") or m.group("s2")).lower()
                pairs.add((m.group("a") or m.group("b"), "existing" if side.startswith(("ex", "pre")) else "proposed"))
        if not all((e, s) in pairs for e in ("1", "10", "100") for s in ("existing", "proposed")):
            continue
        above = " ".join(l.text for l in lines[max(0, i - 2):i + 1])
        if not _RATE_WORDS.search(above) or deferred(above) or _LATER.search(above) or _NOT_RATES.search(above):
            continue
        # a row of flows: six figures or more, not a row of elevations ("901.1 | 901.3 | ...")
        rows = [r for r in lines[i + 1:i + 8] if len(nums := [float(c) for c in _cells(r) if re.fullmatch(r"\d+(?:\.\d+)?", c)]) >= 6
                and sum(1 for n in nums if n >= 600) < len(nums) / 2]
        if rows and not negated(rows[0].text):
            return [line, rows[0]]
    return _events_across_table(lines) or _events_down_table(lines)


# the same comparison turned on its side: the events across the head ("Q1 (cfs) | Q10 (cfs) | Q100 (cfs)",
# "1-yr | 10-yr | 100-yr") and a row for each condition under it ("EX | 8.6 | ...", "Proposed | 8.1 | ...")
_EVENT_HEAD = lazy_compile(r"^\s*(?:q\s*[-_]?\s*(?P<q>1|2|5|10|25|50|100)(?:\s*[-_]?\s*(?:yr|year))?|(?P<e>1|2|5|10|25|50|100)[- ]?(?:yr|year)\.?)\s*(?:\((?P<u>cfs)\)|(?P<u2>cfs))?\s*$", _I)
_CONDITION_ROW = lazy_compile(r"^\s*(?:(?P<ex>ex(?:ist(?:ing)?)?\.?|pre(?:[- ]?(?:development|developed|project))?)|(?P<pr>pr(?:op(?:osed)?)?\.?|post(?:[- ]?(?:development|developed|project))?))(?:\s+(?:conditions?|peak|rate|\(cfs\)))?\s*$", _I)


def _events_across_table(lines: list[Line]) -> list[Line]:
    """Events across the head, named as flows (cfs on the head or the lines just above), an existing row
    and a proposed row under it, each with a figure for every event; elevations are no flows."""
    for i, line in enumerate(lines):
        events: set[str] = set()
        cfs = False
        for c in _cells(line):
            m = _EVENT_HEAD.match(c)
            if m:
                events.add(m.group("q") or m.group("e"))
                cfs = cfs or bool(m.group("u") or m.group("u2") or m.group("q"))
        if not {"1", "10", "100"} <= events:
            continue
        above = " ".join(l.text for l in lines[max(0, i - 2):i + 1])
        if not (cfs and _RATE_WORDS.search(above)) and not re.search(r"\b(?:peak|discharge|runoff)\s+(?:rates?|flows?)|\bcfs\b", above, _I) \
                and not (_RATE_WORDS.search(above) and not _VOLUME.search(above)):
            continue  # ("Q: Rates? A: see table" over "| 1 yr | ... | 100 yr": the rates named just above, no unit)
        if deferred(above) or _LATER.search(above) or _NOT_RATES.search(above):
            continue
        sides: dict[str, Line] = {}
        for r in lines[i + 1:i + 5]:
            rc = _cells(r)
            m = _CONDITION_ROW.match(rc[0]) if rc else None
            nums = [float(c) for c in rc[1:] if re.fullmatch(r"\d+(?:\.\d+)?", c)]
            if not m or len(nums) < len(events) or any(n >= 600 for n in nums) or negated(r.text):
                continue
            sides.setdefault("existing" if m.group("ex") else "proposed", r)
        if len(sides) == 2:
            return [line, sides["existing"], sides["proposed"]]
    return []


# the comparison with the events down the side and a column per condition, whatever the columns are called:
# "Event | Existing (cfs) | Proposed (cfs)", "Storm | Now (cfs) | After (cfs)", "Storm Event | Pre-Project | Post-Project | Change"
_EXISTING_HEAD = lazy_compile(r"^\s*(?:ex(?:ist(?:ing)?)?\.?|pre(?:[- ]?(?:development|developed|project|construction))?|now|today|current|before)"
                            r"(?:\s+(?:conditions?|peak|rates?|flows?|q))?\s*(?:\(cfs\)|cfs)?\s*$", _I)
_PROPOSED_HEAD = lazy_compile(r"^\s*(?:pr(?:op(?:osed)?)?\.?|post(?:[- ]?(?:development|developed|project|construction))?|after|future|built|developed)"
                            r"(?:\s+(?:conditions?|peak|rates?|flows?|q))?\s*(?:\(cfs\)|cfs)?\s*$", _I)
_EVENT_ROW = lazy_compile(r"^\s*(?P<e>1|2|5|10|25|50|100|500)[- ]?(?:yr|year)\b", _I)
_VOLUME = lazy_compile(r"\b(?:ac-?ft|acre[- ]feet|cu\.?\s*ft|cubic|volumes?)\b", _I)


def _events_down_table(lines: list[Line]) -> list[Line]:
    """A head with an existing column and a proposed column, flows named on the head or just above it, and
    rows for the 1-, 10- and 100-year events each giving both figures; elevations and volumes are no flows."""
    for i, line in enumerate(lines):
        cells = _cells(line)
        ex = next((k for k, c in enumerate(cells) if _EXISTING_HEAD.match(c)), None)
        pr = next((k for k, c in enumerate(cells) if _PROPOSED_HEAD.match(c)), None)
        if ex is None or pr is None or ex == 0 or pr == 0:
            continue
        above = " ".join(l.text for l in lines[max(0, i - 2):i + 1])
        if not re.search(r"\bcfs\b|\b(?:peak|discharge|runoff)\b|\bflows?\b", above, _I):
            continue
        if deferred(above) or _LATER.search(above) or _NOT_RATES.search(above) or _VOLUME.search(above):
            continue
        seen: dict[str, Line] = {}
        for r in lines[i + 1:i + 9]:
            rc = _cells(r)
            m = _EVENT_ROW.match(rc[0]) if rc else None
            if not m or len(rc) <= max(ex, pr) or len(rc) > len(cells) + 2 or negated(r.text):
                continue  # (a title block beside the table may add a cell or two to a row: "... | Lic. No. 50418")
            try:
                a, b = float(rc[ex].replace(",", "")), float(rc[pr].replace(",", ""))
            except ValueError:
                continue
            if a < 600 and b < 600:
                seen.setdefault(m.group("e"), r)
        if {"1", "10", "100"} <= seen.keys():
            return [line, seen["1"], seen["100"]]
    return []
