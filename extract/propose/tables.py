"""Tables: an impervious summary, a rate-control table, a pond data table.

A table splits one label across a row and a column ("Existing" x "Impervious (SF)"), so a
value's label is the row's first cell pooled with its column header, and its unit comes
from the cell, the header or the caption - never assumed. Rate tables may run events down
the rows or across the columns; only the 1-, 10- and 100-year events are kept.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from extract.propose.candidate import LABELLED, Candidate, elevation_variant
from extract.words.labels import POND_ID, POND_TAGGED, classify_table_label
from extract.words.numbers import Number, parse_number
from extract.pdf.page import BBox, Line
from extract.layout.other_designs import REJECTED_HEAD
from extract.propose.removal import removal_cell
from extract.layout.segments import KEY_HEAD, VALUE_HEAD, TableBlock
from extract.words.units import SF_PER_ACRE, acres_tolerance, agree, stated_area, to_acres
from rulen.models import Evidence
from extract.words.lazy_compile import lazy_compile

EVENTS_KEPT = {"1", "10", "100"}
_EVENT = lazy_compile(r"\b(\d{1,3})\s*-?\s*(?:yr|year|yrs|years)\b", re.IGNORECASE)
_EVENT_WORD = {"one": "1", "two": "2", "five": "5", "ten": "10", "hundred": "100"}
_RATIO = lazy_compile(r"^(\d+(?:\.\d+)?)\s*(?:h)?\s*:\s*1\s*(?:v)?$", re.IGNORECASE)
_NOT_RATE = lazy_compile(r"volume|elev|hwl|nwl|depth|rainfall|ac-ft|acre-f|storage|velocity|tp |tss|lbs|\bin\b|inch|time|tc\b|cn\b", re.IGNORECASE)
_NOT_RATE_LABEL = lazy_compile(r"volume|elev|hwl|nwl|depth of|storage|velocity|ac-ft|acre-f|tss|\btp\b|lbs", re.IGNORECASE)
# an event column that names its storm's depth ("100-yr (7.41 in)"): the depth qualifies the event,
# the column's figures are still the rates the row label says
_EVENT_DEPTH = lazy_compile(r"\(\s*\d{1,2}(?:\.\d{1,2})?\s*(?:in(?:ches|\.)?|\"|”|'')\s*\)", re.IGNORECASE)
_RATE = lazy_compile(r"cfs|c\.\s?f\.\s?s|ft3/s|ft³/s|peak|discharge|runoff rate|flow rate|rate|\bq\b", re.IGNORECASE)
_UNIT_IN = [
    ("sf", lazy_compile(r"\b(?:sf|s\.f\.|sq\.?\s*ft\.?|square\s+feet|ft2|ft²)(?![a-z])", re.IGNORECASE)),
    ("ac", lazy_compile(r"\b(?:ac|acres?|ac\.)(?![a-z-])", re.IGNORECASE)),
    ("ha", lazy_compile(r"\b(?:ha|hectares?)\b", re.IGNORECASE)),
]


def _cells(line: Line) -> list[tuple[str, BBox | None]]:
    parts = [p.strip() for p in line.text.split("\t")]
    if line.cells and len(line.cells) == len(parts):
        return [(_acres_cell(c.text.strip()), c.bbox) for c in line.cells]
    return [(_acres_cell(p), None) for p in parts]


_SF = r"(?:sf|s\.f\.|sq\.?\s*ft\.?|square\s+feet)"
_AC = r"(?:ac|ac\.|acres?)"
# the second figure in brackets, or after "=" or "/" ("18,295 sf = 0.42 ac", "0.42 ac / 18,295 SF")
_TWIN_OPEN = r"(?:\(|=|/)"
_TWIN_CLOSE = r"\)?"
_SF_AC = lazy_compile(rf"^([\d,]+(?:\.\d+)?)\s*{_SF}\s*{_TWIN_OPEN}\s*(\d+(?:\.\d+)?)\s*{_AC}\s*{_TWIN_CLOSE}$|"
                    rf"^(\d+(?:\.\d+)?)\s*{_AC}\s*{_TWIN_OPEN}\s*([\d,]+(?:\.\d+)?)\s*{_SF}\s*{_TWIN_CLOSE}$", re.IGNORECASE)


def _acres_cell(text: str) -> str:
    """"179,467 SF (4.12 AC)": one area said twice; the acres part, kept only when both agree to rounding."""
    m = _SF_AC.match(text)
    if not m:
        return text
    sf, ac = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
    sqft, acres = float(sf.replace(",", "")), float(ac)
    if acres > 0 and abs(sqft / 43560 - acres) <= max(0.011, 0.01 * acres):
        return f"{ac} ac"
    return text


def _num(text: str) -> Number | None:
    t = text.strip()
    # "-0.05 (decrease)", "0.05 (reduction)": the change's direction in words; a minus sign written on it is kept
    words = re.match(r"^([-−]?\s*[\d.,]+)\s*(?:ac|acres|sf)?\s*\(\s*(decrease|reduction|increase|net\s+decrease|net\s+increase)\s*\)$",
                     t, re.IGNORECASE)
    if words:
        n = parse_number(words.group(1).replace("−", "-").lstrip("-").strip())
        negative = words.group(1).strip().startswith(("-", "−")) or "increase" not in words.group(2).lower()
        if n is None or (words.group(1).strip().startswith(("-", "−")) and "increase" in words.group(2).lower()):
            return None  # "-0.05 (increase)": the sign and the words disagree
        return Number(-n.value if negative and n.value else n.value, n.decimals)
    # "932.0 (UG-1)": the facility whose level it is, named after the figure
    t = re.sub(r"^([-−]?[\d.,]+)\s*\((?:pond|basin|ug|ib|wp|p)[\w\s-]{0,12}\)$", r"\1", t, flags=re.IGNORECASE)
    t = re.sub(r"\s*(?:cfs|ac|acres|sf|s\.f|sq\.?\s*ft|square\s+feet|ft|'|%)\.?$", "", t, flags=re.IGNORECASE)
    return parse_number(t)


def _unit_of_text(text: str) -> str | None:
    found = [u for u, rx in _UNIT_IN if rx.search(text)]
    return found[0] if len(found) == 1 else None


# a design discharge's own notation: "Q1 (cfs)", "Q100", "Q-10" (the event's return period in years)
_Q_EVENT = lazy_compile(r"(?<![\w.])Q\s?-?(\d{1,3})(?![\w.])")


def _caption_unit(caption: str) -> str | None:
    """The unit of a table whose only head is a unit set above its figures ("Acres", "Area (sf)")."""
    if re.fullmatch(r"\s*(?:area\s*)?\(?\s*(?:acres?|ac\.?|sf|s\.f\.|sq\.?\s*ft\.?|square\s+feet)\s*\)?\s*", caption or "",
                    re.IGNORECASE):
        return _unit_of_text(caption)
    return None


def _event(text: str) -> str | None:
    if re.search(r"\b(?:10|ten)[- ]day\b|\bsnow\s*melt\b|\bsnowmelt\b", text, re.IGNORECASE):
        return None  # "100-yr 10-day snowmelt": a runoff event of its own, not the 24-hour storm the rule compares
    m = _EVENT.search(text) or _Q_EVENT.search(text)
    if m:
        return str(int(m.group(1)))
    low = text.lower()
    for word, ev in _EVENT_WORD.items():
        if re.search(rf"\b{word}[\s-]+year\b", low):
            return ev
    return None


def _side(text: str) -> str | None:
    low = text.lower()
    # "Now | After", "Current | Future", "Without project | With project": the two sides in plain words
    ex = bool(re.search(r"\bexisting\b|\bexist\.?(?!\w)|\bpre\b|\bpre-|predevelop|\bex\.?(?!\w)|\bexg\b|before|"
                        r"\bnow\b|\btoday\b|\bcurrent(?:ly)?\b|\bwithout\s+(?:the\s+)?project\b", low))
    pr = bool(re.search(r"\bproposed\b|\bpost\b|\bpost-|postdevelop|\bprop\.?(?!\w)|\bpr\.?(?!\w)|\bpro\b|\bprop'd\b|"
                        r"after|future|\bwith\s+(?:the\s+)?project\b", low))
    if re.search(r"change|differ|increase|decrease|reduction|allowable|allowed|permitted|target", low):
        return None
    if ex and not pr:
        return "existing"
    if pr and not ex:
        return "proposed"
    return None


_EVENT_SIDE = lazy_compile(r"\d+\s*-?\s*(?:year|yr)\.?\s*(?:existing|proposed|ex\.?|pr\.?|pre|post)(?![a-z])", re.IGNORECASE)


def _split_run_together(head: list[tuple[str, BBox | None]], data: list[list[tuple[str, BBox | None]]]
                        ) -> list[tuple[str, BBox | None]]:
    """"1-Year Existing1-Year Proposed10-Year Existing ...": long column heads that ran together into one cell.

    Split only when the data rows have exactly as many cells as the heads then make, so every figure
    keeps its own head; the split heads lose their boxes and are matched by position."""
    widths = {len(r) for r in data}
    if len(widths) != 1 or not head:
        return head
    width = widths.pop()
    pieces: list[str] = []
    for text, _box in head:
        runs = _EVENT_SIDE.findall(text)
        if len(runs) >= 2 and not _EVENT_SIDE.sub("", text).strip():
            pieces.extend(r.strip() for r in runs)
        else:
            pieces.append(text)
    if len(pieces) == len(head):
        return head
    if len(pieces) == width - 1 and _event(pieces[0]) and all(r and _num(r[0][0]) is None for r in data):
        pieces = ["", *pieces]  # the heads sit over the figures only ("1-YR EX" first); the row labels' column has none
    if len(pieces) != width:
        return head
    return [(t, None) for t in pieces]




# a figure as a cell holds it: "23.4", "+1.8", "-0.7", "10:1", "10'"
_FIGURE = r"[+\-−±]?\d[\d,]*(?:\.\d+)?(?:\s*:\s*1)?'?"
_TWO_FIGURES = lazy_compile(rf"^({_FIGURE})\s+({_FIGURE})$")


def _split_merged(row: list[tuple[str, BBox | None]], heads: int) -> list[tuple[str, BBox | None]]:
    """"23.4 +1.8", "10 10:1": two columns' figures set so close they read as one cell.

    Split only where the row is then exactly as wide as its heads, one merged cell at most, so every
    figure lands under its own head; a row of some other width is left as it was."""
    if not heads or len(row) != heads - 1:
        return row
    merged = [i for i, (t, _) in enumerate(row) if i > 0 and _TWO_FIGURES.match(t.strip())]
    if len(merged) != 1:
        return row
    i = merged[0]
    text, box = row[i]
    m = _TWO_FIGURES.match(text.strip())
    a, b = m.group(1), m.group(2)
    boxes: tuple[BBox | None, BBox | None] = (None, None)
    if box is not None:
        cut = box[0] + (box[2] - box[0]) * (len(a) + 0.5) / max(len(text.strip()), 1)
        boxes = ((box[0], box[1], cut, box[3]), (cut, box[1], box[2], box[3]))
    return [*row[:i], (a, boxes[0]), (b, boxes[1]), *row[i + 1:]]


class _Grid:
    """A table block as header texts per column and data rows of (text, box) cells."""

    def __init__(self, block: TableBlock):
        rows = [_cells(l) for l in block.rows]
        self.lines = block.rows
        self.caption = " ".join(block.caption)
        first_data = next((i for i, r in enumerate(rows) if any(_num(t) or _LENGTH_CELL.match(t) or _SLOPE_HV.match(t)
                                                                for t, _ in r[1:])), len(rows))
        if rows and len(rows[0]) >= 2 and KEY_HEAD.match(rows[0][0][0]) and VALUE_HEAD.match(rows[0][1][0]):
            first_data = min(first_data, 1)  # "Item | Value | Note": a row of words under it is an item, not a header
        self.header_rows = [_split_run_together(h, rows[first_data:]) for h in rows[:first_data]]
        heads = max((len(h) for h in self.header_rows), default=0)
        self.data = [(l, _split_merged(r, heads)) for l, r in zip(block.rows[first_data:], rows[first_data:])]
        self.width = max((len(r) for r in rows), default=0)
        # the header cell over the row labels often names the whole table ("Impervious Area")
        first = self.header_rows[0] if self.header_rows else []
        self.corner = first[0][0] if len(first) >= 2 and _num(first[0][0]) is None else ""
        # a spreadsheet's "Unit" column ("Site area | 5.64 | ac | ALTA survey"): each row's unit in a cell of its own
        self.unit_col = next((k for k, (t, _) in enumerate(first) if re.fullmatch(r"\s*units?\s*", t, re.IGNORECASE)), None)

    def unit_of(self, row: list[tuple[str, BBox | None]]) -> str | None:
        """The row's unit from the table's unit column, where it has one."""
        if self.unit_col is None or self.unit_col >= len(row):
            return None
        cell = row[self.unit_col][0].strip()
        return _unit_of_text(cell) if re.fullmatch(r"(?:acres?|ac|sf|sq\.?\s*ft|ft|cfs|%|percent)\.?", cell, re.IGNORECASE) else None

    def header_for(self, row: list[tuple[str, BBox | None]], col: int) -> str:
        texts = []
        for h in self.header_rows:
            if not h:
                continue
            box = row[col][1]
            if box is not None and all(b is not None for _, b in h):
                cx = (box[0] + box[2]) / 2
                over = [c for c in h if c[1][0] <= cx <= c[1][2]]
                # (a last cell "1.4 cfs" that holds the units column's word too stands for two columns)
                merged_unit = bool(re.fullmatch(r"\s*(?:units?|unit\s+of\s+measure)\s*", h[-1][0], re.IGNORECASE)) \
                    and bool(re.match(r"\s*[-+]?[\d.,]+\s+[A-Za-z]", row[-1][0]))
                if not over and len(row) + (1 if merged_unit else 0) == len(h):
                    # a figure set right, between two heads set left ("Existing (cfs)" ... "3.1"): the row
                    # has one cell per head, so its place in the row names its column
                    best = h[col]
                else:
                    best = min(h, key=lambda c: 0 if c[1][0] <= cx <= c[1][2] else min(abs(c[1][0] - cx), abs(c[1][2] - cx)))
                k = h.index(best)
                if k > 0 and re.fullmatch(r"\s*(?:units?|unit\s+of\s+measure)\s*", best[0], re.IGNORECASE) \
                        and re.match(r"\s*[-+]?[\d.,]+\s+[A-Za-z]", row[col][0]):
                    # "1.4 cfs" under "Proposed | units": the figure and its unit run into one cell that reaches into
                    # the units column; the figure stands under the head before it
                    k -= 1
                    best = h[k]
                texts.append(best[0] if best[0].strip() or k <= 1 else _group_over(h, k))
            else:  # align from the right: headers often leave the label column empty
                k = col - (len(row) - len(h))
                if 0 <= k < len(h):
                    texts.append(h[k][0])
                    if not h[k][0].strip() and k > 1:
                        texts[-1] = _group_over(h, k)
        return " ".join(texts)


def _group_over(h: list[tuple[str, BBox | None]], k: int) -> str:
    """A blank header cell under a spanning group ("Existing Conditions" over three event columns):
    the group named by the nearest filled cell to its left, never the row-label column's."""
    j = k
    while j > 1 and not h[j][0].strip():
        j -= 1
    return h[j][0] if j >= 1 and h[j][0].strip() else ""


_CHANGE_COLUMN = lazy_compile(r"\b(?:change|net|difference|delta|increase|decrease|diff\.?)\b|[Δ+±]", re.IGNORECASE)
_TOTAL_ROW = lazy_compile(r"^\s*(?:(?:site|project|property|corridor)\s+total|total(?:\s+(?:site|project|property|discharge|offsite|off-site|"
                        r"leaving(?:\s+site)?))?|overall(?:\s+site)?|combined|sum|entire\s+site|whole\s+site|"
                        r"grand\s+total)\s*(?:\(\s*(?:site|project|property|all(?:\s+points)?|overall|(?:both|all)\s+[\w\s-]{0,30})\s*\))?\s*:?\s*$",
                        re.IGNORECASE)
# a discharge point named as where the whole site leaves ("Site outlet (DP-2)", "Down-gradient property boundary"):
# with no total row, its rate is the site's
_OUTLET_ROW = lazy_compile(r"\b(?:site|project|property)\s+(?:outlet|outfall|discharge\s+point|boundary)\b|"
                         r"\b(?:down-?\s?gradient|downstream)\s+(?:site\s+|property\s+|project\s+)?(?:boundary|property\s+line)\b",
                         re.IGNORECASE)


# the side words of a column header, so that the point it names is left: "Total Site EX" -> "Total Site"
_SIDE_WORDS = lazy_compile(r"\b(?:existing|exist\.?|ex\.?|pre|proposed|prop\.?|pr\.?|post|cfs|peak|rates?|\(\s*cfs\s*\))(?!\w)|[()]", re.IGNORECASE)


# a first column of return periods written as bare numbers
_YEAR_HEAD = lazy_compile(r"^\s*(?:yrs?\.?|years?|return\s+(?:period|interval|frequency)|recurrence(?:\s+interval)?|"
                        r"(?:storm\s+)?(?:event|frequency)\s*\((?:yrs?|years?)\))\s*(?:\((?:yrs?|years?)\))?\s*$", re.IGNORECASE)

# the words by which a row's label itself names what its figures measure
_MEASURE_WORDS = lazy_compile(r"imperv|hard\s*(?:surface|cover)|hardcover|\bsite\b|\barea\b|\btotal|\bnet\b|\bparcel|"
                            r"\bproperty|\bproject|\bexisting|\bproposed|\bpre\b|\bpost\b|\bchange|\bincrease", re.IGNORECASE)


def _row_rank(label: str) -> int:
    """2 for the one total row, 1 for a point named as the site's outlet, 0 for any other point."""
    label = _strip_event(label)
    return 2 if _TOTAL_ROW.match(label) else (1 if _OUTLET_ROW.search(label) else 0)


def _evidence(block: TableBlock, line: Line, text: str) -> Evidence:
    return Evidence(file=block.file, page=block.page, text=text[:400], bbox=line.bbox)


_BOTH_SIDES = lazy_compile(r"\b(?:existing|before|pre(?:-?\s?(?:development|project|construction))?)\s*(?:and|&|/|vs\.?|versus|to)\s*"
                         r"(?:proposed|after|post(?:-?\s?(?:development|project|construction))?)\b", re.IGNORECASE)


def read_table(block: TableBlock) -> tuple[list[Candidate], dict[str, dict[str, list[tuple[float, Evidence]]]], list[dict[str, Any]]]:
    """Area candidates, peak rates {event: {side: [(cfs, ev)]}} and ponds read from one table."""
    grid = _Grid(block)
    areas: list[Candidate] = []
    rates: dict[str, dict[str, list[tuple[float, Evidence]]]] = {}
    ponds: list[dict[str, Any]] = []
    all_headers = " ".join(t for h in grid.header_rows for t, _ in h)
    context = f"{grid.caption} {all_headers}"
    pond_table = bool(re.search(r"bench|freeboard|safety (?:shelf|ledge)", context + " " + " ".join(r[0][0] for _, r in grid.data if r), re.IGNORECASE))
    if pond_table:
        ponds = _ponds(grid, block)
    else:
        areas.extend(_elevations(grid, block, all_headers))
    rate_rows: list[tuple[int, str, str, float, Evidence]] = []
    row_labels = [r[0][0].strip().lower() for _, r in grid.data if r]
    # a model's node listing ("Node | Area | CN | Q100": 1S, 2S, 1P ...) gives each subcatchment's and
    # pond's flow, not the site's discharge at its down-gradient boundary: its rates are no site rates
    node_listing = bool(re.match(r"\s*(?:node|subcatchment|hydrocad\s+node)s?\b", all_headers, re.IGNORECASE))
    land_cover = any("impervious" in l for l in row_labels) and any(
        re.search(r"\bpervious\b|green\s*space|open\s*space|lawn|turf|landscap", l) and "impervious" not in l
        for l in row_labels)
    single_lot = not any(re.search(r"\blots?\s*\d|\b(?:minimum|min\.?|average|avg\.?|typical|each|per|smallest|largest)\b", l)
                         for l in row_labels + [grid.caption.lower(), all_headers.lower()])
    part_rows: list[tuple[bool, bool, list[Candidate]]] = []
    year_column = bool(grid.data) and bool(_YEAR_HEAD.match(grid.header_for(grid.data[0][1], 0) or ""))
    for line, row in grid.data:
        label = row[0][0] if row and _num(row[0][0]) is None else ""
        if any(_side(grid.header_for(row, c)) for c in range(1, len(row))):
            # "Sidewalk (new) | 0.00 | 0.38" under "Existing | Proposed": the columns give the sides; the row's
            # "(new)" says what the surface is, it makes no column the net change
            label = re.sub(r"\(\s*(?:new|existing|proposed|removed|replaced|widened|added)\s*\)", " ", label, flags=re.IGNORECASE)
        if not label and row and year_column and re.fullmatch(r"\s*(?:1|2|5|10|25|50|100|200|500)\s*", row[0][0]):
            label = f"{row[0][0].strip()}-year"  # "Yr | Ex cfs | Pr cfs" over "1 | 5.6 | 3.2": the event's years, bare
        row_text = line.text.replace("\t", " | ")
        row_areas: list[tuple[int, Candidate, Number, str | None]] = []
        # an event written in a cell of its own ("DP-1 | 100-yr | 4.0 | 3.0") names the row's event
        row_event = " ".join(t for c, (t, _) in enumerate(row) if c > 0 and _num(t) is None and _event(t))
        for col, (text, _box) in enumerate(row):
            if col == 0 and label:
                continue
            text = _acre_twin(text)
            num = _num(text)
            if num is None:
                continue
            header = grid.header_for(row, col)
            if REJECTED_HEAD.search(header):
                continue  # "Concept 1 (rejected)": a column for a design that will not be built
            combined = f"{label} {header}"
            event = _event(combined) or (_event(row_event) if row_event and _side(header) else None)
            if event is not None:
                row_unit = row[grid.unit_col][0].strip().lower() if grid.unit_col is not None and grid.unit_col < len(row) else ""
                if row_unit and not row_unit.startswith("cfs") or re.match(r"\s*(?:of\s+which|incl(?:uding|\.)?)\b", label, re.I):
                    continue  # "UG-1 peak stage | ... | ft": not a rate; "of which Wooddale Ave tributary": a part of one
                # (the unit may sit in the row's other cell: "1-yr | 2.9 | 1.4 cfs" under "Existing | Proposed | units")
                row_cfs = " cfs" if re.search(r"\d\s*cfs\b", row_text, re.IGNORECASE) and re.search(r"\bunits?\b", all_headers, re.IGNORECASE) else ""
                if not node_listing and _RATE.search(f"{context} {combined} {text}{row_cfs}") and not _NOT_RATE.search(_EVENT_DEPTH.sub("", header)) \
                        and not _NOT_RATE_LABEL.search(label):
                    side = _side(header) or _side(combined)
                    if side and event in EVENTS_KEPT:
                        rate_rows.append((max(_row_rank(label), _row_rank(_SIDE_WORDS.sub(" ", header))), event, side, num.value,
                                          _evidence(block, line, f"{grid.caption} | {all_headers} | {row_text}".strip(" |"))))
                continue
            if pond_table or node_listing:
                continue  # (a model's node listing: "Site | 1.8 | 90 | ..." is a subcatchment's area, not the site's)
            removal = removal_cell(label, header, grid.caption, text, grid.corner)
            if removal is not None:  # "Total Phosphorus" x "Removal (%)"
                areas.append(Candidate(name="phosphorus_removal_pct", value=removal, strength=LABELLED, tolerance=num.tolerance,
                                       evidence=_evidence(block, line, f"{grid.caption} | {all_headers} | {row_text}".strip(" |"))))
                continue
            fact = classify_table_label(combined)
            if fact is None and _UNITS_ROW.search(label) and not _DENSITY.search(f"{combined} {text}") \
                    and _side(header) != "existing" and num.decimals == 0 and re.fullmatch(r"[\d,]+", text.strip()) \
                    and not re.search(r"\b(?:existing|removed|demolished|future|phase\s+(?:2|ii))\b", combined, re.IGNORECASE):
                # "Dwelling units | 0 | 36" under "Existing | Proposed": the proposed count
                if int(num.value) == 1 and re.search(r"\blots\b", label, re.IGNORECASE):
                    continue  # one lot holds one building of any kind: it counts no homes
                areas.append(Candidate(name="dwelling_units", value=int(num.value), strength=LABELLED,
                                       evidence=_evidence(block, line, f"{all_headers} | {row_text}".strip(" |"))))
                continue
            if fact is None and grid.caption:  # "Impervious Surface Summary" over "Net Increase"
                # ("Hard surface, before and after": both sides named, so each column says its own)
                fact = classify_table_label(f"{_BOTH_SIDES.sub(' ', grid.caption)} {combined}")
            if fact is None and re.fullmatch(r"\s*(?:net\s+)?(?:increase|change|difference)\s*:?\s*", label, re.IGNORECASE) \
                    and any("impervious" in l for l in row_labels):
                # "Existing impervious (...) | 0.05" / "Proposed impervious (...) | 0.14" / "Net increase | 0.09": the rows above
                # name the measure the bare "Net increase" is a change of
                fact = classify_table_label(f"impervious {combined}")
            if fact is None and land_cover and _TOTAL_ROW.match(label) and not _CHANGE_COLUMN.search(header):
                # the total of a land-cover breakdown (impervious + pervious) is the site; its "Change"
                # column is the site's change (0.00), not its area
                fact = "site_area_ac"
            if fact is None and single_lot and re.fullmatch(r"\s*(?:total\s+)?lot\s+(?:area|size)\s*:?\s*", label,
                                                           re.IGNORECASE):
                fact = "site_area_ac"  # a site-data table's one "Lot area" is the site's
            if fact is None and grid.corner and re.match(r"\s*(?:existing|proposed|pre|post|net\b|change|increase)\b", label, re.IGNORECASE):
                # "Impervious surface within project limits" over "Existing pavement, curb and driveway aprons"
                fact = classify_table_label(f"{grid.corner} {combined}")
            if fact is None and grid.corner and re.fullmatch(r"(?:(?:site\s+|grand\s+)?(?:total|sum|overall)s?|area|acres|acreage)"
                                                   r"(?:\s*\(\s*(?:ac|acres|sf|sq\.?\s*ft\.?)\s*\))?:?|", label.strip().lower()):
                fact = classify_table_label(f"{grid.corner} {combined}")  # "Impervious Area | Existing" over "Total'
            if fact is None:
                continue
            # ("Total (acres) | 0.14 | 0.19" under "Existing (sq ft)": the row says its own unit)
            said = re.search(r"\((?:acres?|ac\.?|sf|sq\.?\s*ft\.?|square\s+feet)\)", label, re.IGNORECASE)
            unit = _unit_of_text(text) or (_unit_of_text(said.group(0)) if said else None) or grid.unit_of(row) or _unit_of_text(header) or _unit_of_text(label) \
                or _unit_of_text(grid.corner) or _caption_unit(grid.caption)
            row_areas.append((col, Candidate(name=fact, value=None, evidence=_evidence(block, line, f"{all_headers} | {row_text}".strip(" |")),
                                             strength=LABELLED), num, unit))
        settled = _settle_units(row_areas, grid.caption)
        # a row whose label names no measure ("Morningside Rd", "PR-1A" under "EX imperv. (ac)") is one part
        header_only = not _MEASURE_WORDS.search(label)
        part_rows.append((bool(label) and bool(_TOTAL_ROW.match(label)), header_only, settled))
    # rows of parts (per street, per subcatchment) that get their fact from the column head alone: with a
    # total row the total is the site's; without one, two or more such rows are parts and none is the site's
    totalled = {c.name for is_total, _, cands in part_rows if is_total for c in cands}
    parts = Counter(name for is_total, header_only, cands in part_rows if header_only and not is_total
                    for name in {c.name for c in cands})
    for is_total, header_only, cands in part_rows:
        areas.extend(c for c in cands if is_total or not header_only or (c.name not in totalled and parts[c.name] <= 1))
    # rows per discharge point with a total row: the total is the site's rate, the points are its parts;
    # without one, a point named as the site's outlet stands for the site; otherwise every point stays a conflict
    top = max((rank for rank, *_ in rate_rows), default=0)
    if top:
        rate_rows = [r for r in rate_rows if r[0] == top]
    for _total, event, side, val, ev in rate_rows:
        rates.setdefault(event, {}).setdefault(side, []).append((val, ev))
    return areas, rates, ponds


_UNITS_ROW = lazy_compile(r"^\s*(?:(?:number|no\.?|#|total|proposed|new)\s+(?:of\s+)?)*(?:dwelling|residential|housing|"
                        r"apartment|townhome|condominium)\s+units?\s*(?:\(\s*(?:du|#|count)\s*\))?\s*:?\s*$|"
                        r"^\s*(?:number\s+of\s+)?(?:dus?|d\.u\.)\s*$|"
                        # "Lots | 1 | 24", "Single-family lots | 31": lots counted as homes (never "Lot", "Outlots")
                        r"^\s*(?:(?:number|no\.?|#|total|proposed|new)\s+(?:of\s+)?)*(?:single[- ]family\s+|residential\s+|"
                        r"buildable\s+)?(?:lots|homes|homesites)\s*:?\s*$", re.IGNORECASE)
_DENSITY = lazy_compile(r"per\s+acre|/\s*ac|\bdensity\b|du/|upa\b", re.IGNORECASE)


def _strip_event(label: str) -> str:
    return re.sub(r"\(?\b\d{1,3}\s*-?\s*(?:yr|year|yrs|years)\b\)?", " ", label, flags=re.IGNORECASE).strip(" -:|")


_LOW_OPENING = lazy_compile(r"\blow(?:est)?\s+(?:\w+\s+)?(?:opening|floor|entry)|\blfe\b|\bloe\b", re.IGNORECASE)
_HWL = lazy_compile(r"\bhwl\b|high\s*water|\b100[- ]?(?:yr|year)\b[^|]*\b(?:elev|level|hw)", re.IGNORECASE)
_WATER_ROW = lazy_compile(r"\b(?:pond|basin|wetland|depression|lake|bmp|infiltration|filtration|rain garden|storage)\b",
                        re.IGNORECASE)


_TWIN_CELL = lazy_compile(r"^\s*([+−-]?)\s*([\d,]+(?:\.\d+)?)\s*(?:sf|s\.f\.|sq\.?\s*ft\.?)?\s*\(\s*([\d,]*\.?\d+)\s*(ac\.?|acres?)\s*\)\s*$",
                        re.IGNORECASE)


def _acre_twin(text: str) -> str:
    """"135,036 (3.10 ac)": a square-foot figure with its acres in brackets is read as the acres, which carry their
    unit, where the two agree; two that disagree ("179,467 SF (5.12 AC)") stay as written and give no area."""
    m = _TWIN_CELL.match(text)
    if m is None or not agree(*stated_area(m.group(2), "sf")[:2], *stated_area(m.group(3), "ac")[:2]):
        return text
    return f"{m.group(1).replace('−', '-')}{m.group(3)} ac"


def _elevations(grid: _Grid, block: TableBlock, all_headers: str) -> list[Candidate]:
    """A building table's lowest opening, and the HWL beside it when the same table pairs them.

    A table of ponds' water levels (no lowest-opening column, or rows naming ponds) gives nothing.
    """
    if not _LOW_OPENING.search(all_headers):
        return []
    out: list[Candidate] = []
    labels = [row[0][0] if row and _num(row[0][0]) is None else "" for _, row in grid.data]
    unchanged = {i for i, l in enumerate(labels) if _UNCHANGED_BUILDING.search(l)}
    if unchanged and _lower_than_new(grid, unchanged):
        unchanged = set()  # an unchanged building lower than the new one: N.3.1 may still turn on it; the rows stay apart
    for i, (line, row) in enumerate(grid.data):
        label = labels[i]
        if _WATER_ROW.search(label) or i in unchanged and len(unchanged) < len(labels):
            continue  # (an existing building left as it is, beside the new one, is not what is built)
        for col, (text, _box) in enumerate(row):
            if col == 0 and label:
                continue
            header = grid.header_for(row, col)
            name = ("lowest_opening_elev_ft" if _LOW_OPENING.search(header) else
                    # "Adj. 100-yr HWL (Basin 1)": the level said to be the one beside the building, whichever basin's
                    "hwl_100yr_elev_ft" if _HWL.search(header) and (not _WATER_ROW.search(header)
                                                                     or re.match(r"\s*(?:adj\.?|adjacent)\s", header, re.IGNORECASE))
                    else None)
            num = _num(text)
            if name is None or num is None or not 500.0 <= num.value <= 2500.0:
                continue
            ev = _evidence(block, line, f"{all_headers} | {line.text.replace(chr(9), ' | ')}".strip(" |"))
            variant = elevation_variant(header) if name == "lowest_opening_elev_ft" else None
            out.append(Candidate(name=name, value=num.value, evidence=ev, strength=LABELLED, tolerance=num.tolerance,
                                 variant=variant))
    return _lowest_of_buildings(out, [row[0][0] if row else "" for i, (_, row) in enumerate(grid.data)
                                      if not (i in unchanged and len(unchanged) < len(labels))])


# a row that is not one of the project's new buildings: a neighbour's, an existing one, a standard to meet
_NOT_NEW_BUILDING = lazy_compile(r"\b(?:existing|neighbou?r(?:ing)?|adjacent|adjoining|off-?\s?site|removed|demolished|"
                               r"required|requirement|minimum|min\.?|allowed|allowable|standard|future|phase\s+(?:2|3|ii|iii))\b",
                               re.IGNORECASE)


_UNCHANGED_BUILDING = lazy_compile(r"\bexisting\b[^|]*\((?:no\s+change|unchanged|to\s+remain|not\s+altered)\)|"
                                 r"\bexisting\b[^|]*\b(?:to\s+remain|unchanged|no\s+change)\b", re.IGNORECASE)


def _lower_than_new(grid: _Grid, unchanged: set[int]) -> bool:
    """Whether an unchanged building's figure in the table is lower than every new building's."""
    def figures(rows: list[int]) -> list[float]:
        return [n.value for i in rows for text, _ in grid.data[i][1][1:] if (n := _num(text)) is not None and 500 <= n.value <= 2500]
    old = figures(sorted(unchanged))
    new = figures([i for i in range(len(grid.data)) if i not in unchanged])
    return bool(old) and bool(new) and min(old) < min(new)


def _lowest_of_buildings(cands: list[Candidate], labels: list[str]) -> list[Candidate]:
    """A table of the project's buildings, one lowest opening each: the lowest of them is the project's.

    Only where every row is a building of this project (none an existing, neighbouring or required
    one) and the table gives one 100-year HWL for all of them: with several HWLs the lowest opening
    alone says nothing of the margin, and the rows stay a conflict. An existing building left as it is
    ("Existing bldg (no change)") beside the new one is not what is built: :func:`_elevations` sets its row aside."""
    openings = [c for c in cands if c.name == "lowest_opening_elev_ft" and c.variant != "floor"]
    if len({c.value for c in openings}) < 2 or any(_NOT_NEW_BUILDING.search(l) for l in labels):
        return cands
    hwls = {c.value for c in cands if c.name == "hwl_100yr_elev_ft"}
    if len(hwls) > 1:
        return cands
    low = min(openings, key=lambda c: c.value)
    return [c for c in cands if c not in openings or c is low]


def _settle_units(row_areas: list[tuple[int, Candidate, Number, str | None]], caption: str) -> list[Candidate]:
    """Give each area cell its unit; two unit-less cells that are sf and ac of each other prove theirs."""
    out: list[Candidate] = []
    by_fact: dict[str, list[tuple[Candidate, Number, str | None]]] = {}
    for _, cand, num, unit in row_areas:
        by_fact.setdefault(cand.name, []).append((cand, num, unit))
    cap_unit = _unit_of_text(caption)
    for fact, cells in by_fact.items():
        if len(cells) == 2 and cells[0][2] is None and cells[1][2] is None:
            (c1, n1, _), (c2, n2, _) = cells
            small, big = (n1, n2) if n1.value < n2.value else (n2, n1)
            if agree(small.value, 0.5 * 10 ** -small.decimals, big.value / SF_PER_ACRE, 0.5 * 10 ** -big.decimals / SF_PER_ACRE):
                cells = [(c1, small, "ac"), (c2, big, "sf")]
        if len(cells) == 1 and cells[0][2] is None and cap_unit:
            cells = [(cells[0][0], cells[0][1], cap_unit)]
        read = []
        for cand, num, unit in cells:
            if unit is None:
                continue
            read.append(cand.model_copy(update={
                "value": to_acres(num.value, unit),
                "tolerance": acres_tolerance(num.value, num.decimals, unit), "stated_in": unit}))
        if len(read) == 2 and not agree(read[0].value, read[0].tolerance, read[1].value, read[1].tolerance):
            msg = f"one row states {fact} two ways that disagree ({read[0].value:.3f} ac vs {read[1].value:.3f} ac)"
            read = [c.model_copy(update={"conflict": msg}) for c in read]
        out.extend(read)
    return out


_RATIO_VH = lazy_compile(r"^1\s*v\s*:\s*(\d+(?:\.\d+)?)\s*h$|^1\s*:\s*(\d+(?:\.\d+)?)\s*\(?\s*v\s*:\s*h\s*\)?$", re.IGNORECASE)


# "2.0 feet", "2.1 ft (min.)", "10-foot", "2.0' to EOF", "10 ft wide": a length with the words a cell adds to it
_LENGTH_CELL = lazy_compile(r"^\s*[±~≈]?\s*(\d+(?:\.\d+)?)\s*(?:-?\s*(?:ft\.?|feet|foot|'|’))?\s*"
                          r"(?:\(?\s*(?:min\.?|minimum|typ\.?|typical|wide|provided|to\s+(?:the\s+)?eof|each\s+side|"
                          r"above\s+(?:the\s+)?(?:100\s*-?\s*(?:yr|year)\.?\s+)?(?:hwl|high\s+water(?:\s+level)?))\s*\)?)?"
                          r"\s*\*?\s*$", re.IGNORECASE)
_SLOPE_HV = lazy_compile(r"^\s*(\d+(?:\.\d+)?)\s*(?:h)?\s*:\s*1\s*(?:v)?\s*(?:\(\s*h\s*:\s*v\s*\))?\s*(?:max\.?|or\s+flatter)?\s*$",
                       re.IGNORECASE)


def _pond_value(field: str, text: str) -> float | None:
    if field == "safety_bench_slope_h_per_v":
        m = _SLOPE_HV.match(text.strip())
        if m:  # "10:1 (H:V)", "10H:1V", "10:1 max."
            return float(m.group(1))
        m = _RATIO.match(text.strip())
        if m:
            return float(m.group(1))
        m = _RATIO_VH.match(text.strip())  # "1V:10H", "1:10 (V:H)": the run is the second figure
        if m:
            return float(m.group(1) or m.group(2))
        if ":" in text:
            return None  # a ratio written some other way is not read as its first figure
        num = _num(text)
        return num.value if num is not None and num.value >= 1 else None
    if field == "safety_bench_width_ft" and ":" in text:
        return None  # "10:1" under a bare "Bench" header is its slope, not its width
    m = _LENGTH_CELL.match(text)
    num = Number(float(m.group(1)), 0) if m else _num(text)
    if field == "freeboard_ft" and num is not None and not 0 <= num.value <= 15:
        return None  # an elevation in a freeboard column ("EOF 946.6") is not a height
    return None if num is None else num.value


_BENCH_WORD = r"\b(?:bench|shelf|ledge)\b"
_OTHER_BENCH = lazy_compile(r"\b(?:aquatic|littoral|maintenance|vegetated|planting|emergent)\b", re.IGNORECASE)


# a standard beside the design: "Required", "Minimum freeboard", "District standard"
_STANDARD = lazy_compile(r"\b(?:required|requirements?|minimum|min\.?|standards?|criteria|allowable|district|rule)(?!\w)", re.IGNORECASE)
_DESIGN = lazy_compile(r"\b(?:provided|proposed|design|designed|actual)\b", re.IGNORECASE)


def _is_standard(text: str) -> bool:
    return bool(_STANDARD.search(text)) and not _DESIGN.search(text)


def _field(text: str) -> str | None:
    low = text.lower()
    if _is_standard(text):
        return None
    if re.search(r"free\s?-?\s?board", low):
        return "freeboard_ft"
    # "EOF above HWL (ft)", "HWL to EOF", "EOF - 100-yr HWL": the overflow's height over the 100-year level
    # is the freeboard by its definition; a column of the EOF's elevation alone is not
    if re.search(r"\beof\b|emergency\s+(?:overflow|spillway)|\boverflow\b", low) \
            and re.search(r"\bhwl\b|high\s+water|100\s*-?\s*(?:yr|year)", low) \
            and re.search(r"\babove\b|\bover\b|\bminus\b|\bto\b|\bless\b|\s[-–−]\s|\bheight\b|\bdifference\b|δ", low):
        return "freeboard_ft"
    if not re.search(_BENCH_WORD, low) or _OTHER_BENCH.search(low):
        return None
    if re.search(r"slope|grade|h:v|v:h|ratio", low):
        return "safety_bench_slope_h_per_v"
    if "width" in low or "wide" in low or "(ft)" in low or re.search(r"(?:^|safety\s+)(?:bench|shelf|ledge)\s*(?:w\.?)?\s*$", low.strip()):
        return "safety_bench_width_ft"
    return None


_BENCH_CELL = lazy_compile(r"^(\d+(?:\.\d+)?)\s*(?:'|ft\.?|feet|foot|-?foot|-?ft\.?)\s*(?:wide\s*)?(?:(?:safety\s+)?bench\s*)?"
                         r"(?:wide\s*)?(?:@|at|,|/|x|with|;)\s*(\d+(?:\.\d+)?)\s*(?:h)?\s*:\s*1\s*(?:v)?(?:\s*(?:slope|max\.?))?$",
                         re.IGNORECASE)


_POND_CAPTION = lazy_compile(r"^\W*(" + POND_ID + r"|" + POND_TAGGED + r")"
                           r"\s*(?:\([^)]{0,30}\))?\s*:?\s*$")


_POND_IN_LABEL = lazy_compile(r"\b(" + POND_ID + r"|" + POND_TAGGED + r")\b")


def _caption_pond(block: TableBlock, width: int) -> str:
    """A one-pond table whose column header sits on the line above it ("Pond 1" over "Freeboard (ft)  1.5")."""
    if width != 2 or not block.caption:
        return ""
    m = _POND_CAPTION.match(block.caption[-1].strip())
    return re.sub(r"\s+", " ", m.group(1)).title() if m else ""


_VALUE_WORD = lazy_compile(r"^\s*(?:value|values|design|proposed|provided|data|amount|elev(?:ation)?s?|ft|feet|\(ft\))\s*$",
                         re.IGNORECASE)


def _column_ponds(grid: _Grid, block: TableBlock, row: list[tuple[str, BBox | None]]) -> dict[int, str | None]:
    """The pond each column of figures speaks of (see ``_one_column_pond``); two columns that would name the same pond
    (a head lost, or garbled into one) stay two ponds: folded into one, the last column's figures would hide the
    first's, and a short bench in it would pass unseen."""
    names = {col: _one_column_pond(grid, block, row, col) for col in range(1, len(row))}
    counts = Counter(n for n in names.values() if n is not None)
    return {col: f"{n} (column {col})" if n is not None and counts[n] > 1 else n for col, n in names.items()}


def _one_column_pond(grid: _Grid, block: TableBlock, row: list[tuple[str, BBox | None]], col: int) -> str | None:
    """The pond a column of figures speaks of: its head, unless the head is only a word for "the figures"
    ("Pond NW | Value"): then the pond named over the row labels, or above the table."""
    head = grid.header_for(row, col).strip()
    if _is_standard(head):
        return None  # the column of a standard to meet is no pond
    if head and not _VALUE_WORD.match(head):
        return head
    corner = _POND_IN_LABEL.search(grid.corner) if grid.corner else None
    heads = [t for t, _ in grid.header_rows[0][1:]] if grid.header_rows else []
    if corner and len([h for h in heads if not _is_standard(h)]) == 1:  # one column of the pond's own figures
        word, _, ident = re.sub(r"\s+", " ", corner.group(1)).partition(" ")
        return f"{word.title()} {ident.upper()}".strip()  # "Pond NW", not "Pond Nw"
    return head or _caption_pond(block, len(row)) or f"column {col}"


def _ponds(grid: _Grid, block: TableBlock) -> list[dict[str, Any]]:
    ponds: dict[str, dict[str, Any]] = {}
    # "Freeboard, Pond 1:  2.0 ft": a row that names its own pond and field (form lines run on under a table)
    own_rows = {i for i, (_, r) in enumerate(grid.data) if r and _field(r[0][0]) and _POND_IN_LABEL.search(r[0][0])}
    for i in sorted(own_rows):
        line, row = grid.data[i]
        field = _field(row[0][0])
        values = [v for v in (_pond_value(field, c[0]) for c in row[1:]) if v is not None]
        if len(values) == 1:
            name = re.sub(r"\s+", " ", _POND_IN_LABEL.search(row[0][0]).group(1)).title()
            p = ponds.setdefault(name, {"name": name, "evidence": []})
            p[field] = values[0]
            p["evidence"].append(_evidence(block, line, line.text.replace("\t", " | ")))
    header_fields = [_field(c[0]) for h in grid.header_rows for c in h]
    row_fields = {i: _field(r[0][0]) for i, (_, r) in enumerate(grid.data) if r and i not in own_rows}
    if any(row_fields.values()) and not any(header_fields):  # fields down the rows, ponds across the columns
        for i, (line, row) in enumerate(grid.data):
            field = row_fields.get(i)
            names = _column_ponds(grid, block, row)
            if field in (None, "safety_bench_width_ft") and row and re.search(_BENCH_WORD, row[0][0], re.IGNORECASE) \
                    and not _OTHER_BENCH.search(row[0][0]) and any(_BENCH_CELL.match(c[0].strip()) for c in row[1:]):
                for col in range(1, len(row)):  # "Safety bench | 10 ft at 10:1 | 10 ft at 10:1": width and slope per pond
                    both = _BENCH_CELL.match(row[col][0].strip())
                    if both:
                        name = names[col]
                        if name is None:
                            continue
                        p = ponds.setdefault(name, {"name": name, "evidence": []})
                        p["safety_bench_width_ft"], p["safety_bench_slope_h_per_v"] = float(both.group(1)), float(both.group(2))
                        p["evidence"].append(_evidence(block, line, line.text.replace("\t", " | ")))
                continue
            if not field:
                kind = _level(row[0][0]) if row and i not in own_rows else None
                for col in range(1, len(row)) if kind else ():
                    name = names[col]
                    if name is None:
                        continue
                    _keep_level(ponds, name, kind, row[col][0], _evidence(block, line, line.text.replace("\t", " | ")))
                continue
            for col in range(1, len(row)):
                name = names[col]
                if name is None:
                    continue
                value = _pond_value(field, row[col][0])
                if value is not None:
                    p = ponds.setdefault(name, {"name": name, "evidence": []})
                    p[field] = value
                    p["evidence"].append(_evidence(block, line, line.text.replace("\t", " | ")))
    else:  # ponds down the rows
        for i, (line, row) in enumerate(grid.data):
            if i in own_rows:
                continue
            name = row[0][0].strip()
            if _is_standard(name):
                continue  # "Required | 10 ft | 10:1 | 1.5 ft": the standard's row is no pond
            first = 1
            if _num(name) is not None:
                # "Pond 1P" over "NWL | 100-yr HWL | ... | Freeboard" / "945.0 | 949.5 | ... | 1.9 ft": a one-pond table
                # under its title; the first cell is a level, not the pond's name
                m = _POND_CAPTION.match(block.caption[-1].strip()) if block.caption else None
                name, first = (re.sub(r"\s+", " ", m.group(1)).title() if m else ""), 0
            for col in range(first, len(row)):
                header = grid.header_for(row, col)
                field = _field(header) or _bench_slope_beside(grid, row, col)
                if field in (None, "safety_bench_width_ft", "safety_bench_slope_h_per_v") and not _is_standard(header) \
                        and re.search(_BENCH_WORD, header, re.IGNORECASE) \
                        and not _OTHER_BENCH.search(header) and _BENCH_CELL.match(row[col][0].strip()):
                    both = _BENCH_CELL.match(row[col][0].strip())  # "10' @ 10:1": width and slope in one cell
                    if both:
                        p = ponds.setdefault(name, {"name": name, "evidence": []})
                        p["safety_bench_width_ft"] = float(both.group(1))
                        p["safety_bench_slope_h_per_v"] = float(both.group(2))
                        p["evidence"].append(_evidence(block, line, line.text.replace("\t", " | ")))
                    continue
                value = _pond_value(field, row[col][0]) if field else None
                if value is not None:
                    p = ponds.setdefault(name, {"name": name, "evidence": []})
                    p[field] = value
                    p["evidence"].append(_evidence(block, line, line.text.replace("\t", " | ")))
                elif field is None:
                    _keep_level(ponds, name, _level(header), row[col][0], _evidence(block, line, line.text.replace("\t", " | ")))
    return list(ponds.values())


def _bench_slope_beside(grid: _Grid, row: list[tuple[str, BBox | None]], col: int) -> str | None:
    """"POND | BENCH | SLOPE | FREEBOARD": a bare slope column right after the bench's is the bench's slope (a "side
    slope" column is the pond's own banks, and stays unread)."""
    if col < 1 or not re.fullmatch(r"\s*slope\s*(?:\(\s*h\s*[:/]\s*v\s*\))?\s*", grid.header_for(row, col), re.IGNORECASE):
        return None
    before = grid.header_for(row, col - 1)
    return "safety_bench_slope_h_per_v" if _field(before) == "safety_bench_width_ft" else None


def _level(header: str) -> str | None:
    """"_hwl" for a 100-year high water column, "_eof" for an emergency overflow's elevation, else None."""
    low = header.lower()
    if re.search(r"\beof\b|emergency\s+(?:overflow|spillway)|overflow\s+(?:elev|el\b)", low):
        return None if re.search(r"\bhwl\b|high\s+water|100", low) else "_eof"
    if re.search(r"\bhwl\b|\bhwe\b|high\s+water", low) and not re.search(r"\bnwl\b|normal|\b(?:2|10|1)\s*-?\s*(?:yr|year)\b", low):
        return "_hwl"
    return None


def _keep_level(ponds: dict[str, dict[str, Any]], name: str, kind: str | None, cell: str, ev: Evidence) -> None:
    """A pond's HWL or EOF elevation, kept aside: freeboard is derived from them only where the document
    says its freeboard is the EOF's height over the HWL (see :mod:`extract.propose.freeboard`)."""
    if kind is None or not name:
        return
    num = _num(cell)
    if num is None or not 500 <= num.value <= 2500:
        return
    p = ponds.setdefault(name, {"name": name, "evidence": []})
    p[kind] = num.value
    if ev not in p["evidence"]:
        p["evidence"].append(ev)
