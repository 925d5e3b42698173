"""Pond and trail tables on plan sheets, read by the order of their column names.

On a sheet, a table sits in the notes column beside the title block: its header may be
cut off from its rows by a title-block line at the same height, long column names run
together ("BENCH WIDTH BENCH SLOPEFREEBOARD") and a title-block word trails a row
("... 2.5 FT  LOCATION"). The column names still come in order, and so do the values:
when a row holds exactly as many values as the header names columns, the n-th value is
the n-th column's. Any other count reads nothing; nothing is assigned by a value's look.
"""

from __future__ import annotations

import re
from typing import Any

from extract.pdf.page import Line, Page
from extract.words.units import to_acres
from rulen.models import Evidence
from extract.words.lazy_compile import lazy_compile

_POND_COLUMNS = lazy_compile(
    r"(?P<name>\bpond(?:\s+(?:id|name|no\.?))?\b|\bbasin(?:\s+(?:id|name))?\b)|"
    r"(?P<level>100\s*-?\s*yr\.?\s+hwl|hwl\s*\(\s*100\s*-?\s*(?:yr|year)\s*\)|100\s*-?\s*year\s+hwl|\bhwl\b|\bnwl\b|"
    r"normal\s+water(?:\s+level)?|high\s+water(?:\s+level)?|\beof\b|emergency\s+overflow|bottom(?:\s+elev\.?)?|"
    r"outlet(?:\s+elev\.?)?|volume|depth|area)|"
    r"(?P<width>(?:safety\s+)?bench\s+width|(?:safety\s+)?shelf\s+width)|"
    r"(?P<slope>(?:safety\s+)?bench\s+slope|shelf\s+slope)|"
    r"(?P<both>safety\s+bench|bench)|"
    r"(?P<freeboard>free\s?-?board)", re.IGNORECASE)
_TRAIL_COLUMNS = lazy_compile(
    r"(?P<width>(?:trail|sidewalk|path|walk)\s+width|\bwidth\b)|"
    r"(?P<buffer>(?:pervious\s+|turf\s+|grass\s+)?(?:buffer|boulevard|blvd)(?:\s+width)?(?:\s*\(\s*each\s+side\s*\))?)|"
    r"(?P<crossing>crossings?(?:\s*\(\s*%\s*\))?)|"
    r"(?P<area>(?:trail\s+|sidewalk\s+|impervious\s+)?area)|"
    r"(?P<other>\blength\b|\bsurface\b|\bmaterial\b|\bfacility\b|\bstation\b|\blocation\b)", re.IGNORECASE)
_POND_ROW = lazy_compile(r"^\s*((?:pond|basin)\s*(?:no\.?\s*|#\s*)?[\w-]{1,4}|[A-Z]{1,2}-(?:pond|basin)|"
                       r"(?:north|south|east|west)\s+(?:pond|basin))\s*$", re.IGNORECASE)
_VALUE = lazy_compile(r"^\s*(?:[±~]?\d[\d,]*(?:\.\d+)?\s*(?:ft\.?|feet|foot|'|’|%|ac\.?|acres?|sf|af|ac-ft|cf)?"
                    r"(?:\s*(?:wide|min\.?|(?:each|ea\.?)\s+side|both\s+sides|\(?\s*typ(?:ical|\.)?\s*\)?|\(\s*(?:each|ea\.?)\s+side\s*\)))?(?:\s*(?:@|at|/)\s*\d+(?:\.\d+)?\s*:\s*1)?|"
                    r"\d+(?:\.\d+)?\s*(?:h)?\s*:\s*1\s*(?:v)?|n/?a|-+|—)\s*$", re.IGNORECASE)
_LEN = lazy_compile(r"^\s*(\d+(?:\.\d+)?)\s*(?:-?\s*(?:ft\.?|feet|foot|'|’))?\s*(?:wide|min\.?|(?:each|ea\.?)\s+side|both\s+sides|"
                  r"\(?\s*typ(?:ical|\.)?\s*\)?|\(\s*(?:each|ea\.?)\s+side\s*\))?\s*$", re.IGNORECASE)
_RATIO = lazy_compile(r"^\s*(\d+(?:\.\d+)?)\s*(?:h)?\s*:\s*1\s*(?:v)?\s*$", re.IGNORECASE)
_BOTH = lazy_compile(r"^\s*(\d+(?:\.\d+)?)\s*(?:'|’|ft\.?|feet|-?foot)\s*(?:wide\s*)?(?:@|at|/|,)\s*(\d+(?:\.\d+)?)\s*(?:h)?\s*:\s*1\s*(?:v)?\s*$",
                   re.IGNORECASE)
_PCT = lazy_compile(r"^\s*(\d+(?:\.\d+)?)\s*%\s*$")
_AREA = lazy_compile(r"^\s*(\d[\d,]*(?:\.\d+)?)\s*(ac\.?|acres?|sf)\s*$", re.IGNORECASE)
_TRAIL_WORD = lazy_compile(r"\b(?:trail|sidewalk|multi-?use\s+path|shared-?use\s+path|path|walkway)s?\b", re.IGNORECASE)
_WATER = lazy_compile(r"\b(?:wetland|shoreland|shoreline|creek|stream|lake|river|riparian|pond)\b", re.IGNORECASE)


def _cells(line: Line) -> list[str]:
    return [c.strip() for c in line.text.split("\t") if c.strip()]


def _columns(rx: re.Pattern[str], text: str) -> list[str]:
    """The column kinds a header names, in order ("POND NWL 100-YR HWL BENCH WIDTH ..." -> name, level, ...)."""
    return [m.lastgroup or "" for m in rx.finditer(text.replace("\t", "  "))]


def _values(line: Line) -> list[str]:
    """A row's value cells, with title-block words trailing it dropped."""
    cells = _cells(line)
    while cells and not _VALUE.match(cells[-1]):
        cells.pop()
    return cells


def _ev(page: Page, line: Line, text: str | None = None) -> Evidence:
    return Evidence(file=page.file, page=page.number, text=(text or line.text.replace("\t", " | "))[:300], bbox=line.bbox)


def read_sheet_ponds(page: Page) -> list[dict[str, Any]]:
    """Pond readings (name, bench width and slope, freeboard) from header-and-rows tables matched by order."""
    out: list[dict[str, Any]] = []
    lines = page.lines
    for i, head in enumerate(lines):
        low = head.text.lower()
        if not (re.search(r"free\s?-?board|bench", low) and re.search(r"\bpond|\bbasin", low)):
            continue
        cols = _columns(_POND_COLUMNS, head.text)
        if not cols or cols[0] != "name" or not any(c in ("width", "slope", "both", "freeboard") for c in cols):
            continue
        for line in lines[i + 1:i + 9]:
            cells = _cells(line)
            if not cells or not _POND_ROW.match(cells[0]):
                continue
            row = _values(line)
            if len(row) != len(cols):
                continue
            name = re.sub(r"\s+", " ", row[0]).title()
            found: dict[str, Any] = {}
            for kind, cell in zip(cols[1:], row[1:]):
                if kind == "width" and (m := _LEN.match(cell)):
                    found["safety_bench_width_ft"] = float(m.group(1))
                elif kind == "slope" and (m := _RATIO.match(cell)):
                    found["safety_bench_slope_h_per_v"] = float(m.group(1))
                elif kind == "both" and (m := _BOTH.match(cell)):
                    found["safety_bench_width_ft"], found["safety_bench_slope_h_per_v"] = float(m.group(1)), float(m.group(2))
                elif kind == "both" and (m := _LEN.match(cell)):
                    found["safety_bench_width_ft"] = float(m.group(1))
                elif kind == "freeboard" and (m := _LEN.match(cell)) and 0 <= float(m.group(1)) <= 15:
                    found["freeboard_ft"] = float(m.group(1))
            if found:
                out.append({"name": name, **found, "evidence": [_ev(page, head), _ev(page, line)]})
    return out


def read_sheet_trails(page: Page) -> list[dict[str, Any]]:
    """Trail readings (width, buffer, crossings, area) from a header line over a value line, matched by order.

    The header, or a title within the two lines above it, must name the trail or sidewalk; a water
    body's buffer never counts."""
    out: list[dict[str, Any]] = []
    lines = page.lines
    for i, head in enumerate(lines):
        context = " ".join(l.text for l in lines[max(0, i - 2):i + 1])
        if not re.search(r"buffer|boulevard|blvd|crossing", head.text, re.IGNORECASE) or _WATER.search(context) \
                or any(_VALUE.match(c) for c in _cells(head)):
            continue
        cols = _columns(_TRAIL_COLUMNS, head.text)
        if len(cols) < 2:
            continue
        for line in lines[i + 1:i + 3]:
            row = _values(line)
            # the table names the trail: its title or header, or the row's own label ("TRAIL | 10 FT | 5 FT")
            if len(row) != len(cols) or not (_TRAIL_WORD.search(context) or _TRAIL_WORD.search(row[0])):
                continue
            found: dict[str, Any] = {}
            for kind, cell in zip(cols, row):
                if kind == "width" and (m := _LEN.match(cell)) and re.search(r"[a-z'’]", cell, re.IGNORECASE) \
                        and 0 < float(m.group(1)) <= 30:
                    found["width_ft"] = float(m.group(1))
                elif kind == "buffer" and (m := _LEN.match(cell)) and 0 < float(m.group(1)) <= 50:
                    found["buffer_ft"] = float(m.group(1))
                elif kind == "crossing" and (m := _PCT.match(cell)):
                    found["crossing_pct"] = float(m.group(1))
                elif kind == "area" and (m := _AREA.match(cell)):
                    unit = "ac" if m.group(2).lower().startswith("ac") else "sf"
                    acres = to_acres(float(m.group(1).replace(",", "")), unit)
                    if acres is not None and 0 < acres < 50:
                        found["area_ac"] = round(acres, 4)
            if found:
                out.append({**found, "evidence": [_ev(page, head), _ev(page, line)]})
            break
    return out


_TRAIL_TITLE = lazy_compile(r"\b(?:trail|sidewalk|path|walkway)s?\b.*\b(?:data|summary|information|table|details?|dimensions|"
                          r"n\.?\s*2\.?\s*e\.?\s*4)\b|\bn\.?\s*2\.?\s*e\.?\s*4\b", re.IGNORECASE)


def read_sheet_trail_pairs(page: Page) -> list[dict[str, Any]]:
    """A trail table set out as label and value rows under its title ("TRAIL DATA" / "BUFFER (EACH SIDE) | 5 FT").

    Only the rows right under a title that names the trail count, up to the first row whose label is
    no trail field; a title-block word beside a row is dropped like any trailing non-value."""
    out: list[dict[str, Any]] = []
    lines = page.lines
    for i, title in enumerate(lines):
        head = _cells(title)
        if not head or not _TRAIL_TITLE.search(head[0]) or _WATER.search(head[0]):
            continue
        found: dict[str, Any] = {}
        evidence = [_ev(page, title, head[0])]
        for line in lines[i + 1:i + 9]:
            cells = _cells(line)  # label, value, then perhaps a title-block word
            if len(cells) < 2:
                if found:
                    break
                continue
            label, cell = cells[0], cells[1]
            kinds = _columns(_TRAIL_COLUMNS, label)
            if len(kinds) != 1 or kinds[0] == "other" or _VALUE.match(label):
                break
            kind = kinds[0]
            if kind == "width" and (m := _LEN.match(cell)) and 0 < float(m.group(1)) <= 30:
                found.setdefault("width_ft", float(m.group(1)))
            elif kind == "buffer" and (m := _LEN.match(cell)) and 0 < float(m.group(1)) <= 50:
                found.setdefault("buffer_ft", float(m.group(1)))
            elif kind == "crossing" and (m := re.match(r"^\s*(\d+(?:\.\d+)?)\s*%", cell)):
                found.setdefault("crossing_pct", float(m.group(1)))
            elif kind == "area" and (m := _AREA.match(cell)):
                acres = to_acres(float(m.group(1).replace(",", "")), "ac" if m.group(2).lower().startswith("ac") else "sf")
                if acres is not None and 0 < acres < 50:
                    found.setdefault("area_ac", round(acres, 4))
            else:
                continue
            evidence.append(_ev(page, line))
        if found:
            out.append({**found, "evidence": evidence})
    return out


_OPENING_COLUMNS = lazy_compile(
    r"(?P<name>\bbuilding\b|\bbldg\.?|\bstructure\b|\bunit\b|\blot\b|\bhome\b)|"
    r"(?P<opening>low(?:est)?\s+(?:floor\s+(?:or|/)\s+)?(?:building\s+)?opening(?:\s+elev\.?(?:ation)?)?|\bloe\b|\blfe\b|"
    r"low(?:est)?\s+floor(?:\s+elev\.?(?:ation)?)?)|"
    r"(?P<hwl>(?:adj\.?\s+|adjacent\s+)?100\s*-?\s*(?:yr|year)\.?\s+(?:hwl|high\s+water(?:\s+(?:level|elev\.?(?:ation)?))?|"
    r"flood\s+elev\.?(?:ation)?)|(?:adj\.?\s+|adjacent\s+)?\bhwl\b)|"
    r"(?P<other>\bmargin\b|\bseparation\b|\bfreeboard\b|\bdifference\b|\bcomplies\b|\bok\b)", re.IGNORECASE)
_ELEV_CELL = lazy_compile(r"^\s*(\d{3,4}(?:\.\d{1,2})?)\s*(?:ft\.?|')?\s*$")


def read_sheet_openings(page: Page) -> list[dict[str, Any]]:
    """A lowest-opening schedule ("BUILDING | LOWEST OPENING | ADJ. 100-YR HWL" over "PROPOSED BLDG. | 957.2 | 955.8").

    Each row pairs a building's lowest opening with the level beside it. With several rows, the row whose
    opening stands least above its level is the one N.4.9 turns on, so that pair is returned, both from one row.
    """
    lines = page.lines
    for i, head in enumerate(lines):
        cols = _columns(_OPENING_COLUMNS, head.text)
        if not cols or cols[0] != "name" or "opening" not in cols or "hwl" not in cols:
            continue
        pairs: list[tuple[float, float, Line]] = []
        for line in lines[i + 1:i + 12]:
            cells = _cells(line)
            if not cells:
                continue
            if _ELEV_CELL.match(cells[0]) or len(cells) != len(cols):
                if pairs:
                    break
                continue
            values = dict(zip(cols[1:], cells[1:]))
            o, h = _ELEV_CELL.match(values.get("opening", "")), _ELEV_CELL.match(values.get("hwl", ""))
            if o and h and 500 <= float(o.group(1)) <= 2500 and 500 <= float(h.group(1)) <= 2500:
                pairs.append((float(o.group(1)), float(h.group(1)), line))
        if pairs:
            opening, hwl, line = min(pairs, key=lambda p: p[0] - p[1])
            return [{"opening": opening, "hwl": hwl, "evidence": [_ev(page, head), _ev(page, line)]}]
    return []
