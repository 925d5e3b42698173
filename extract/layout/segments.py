"""Pages cut into sentences and table blocks, each remembering where on the page it sits.

Prose wraps across lines, so a fact like "The site is approximately / 7.86 acres" must be
read from the joined lines; tables must not be joined, because their columns carry meaning.
A line with a wide gap (a TAB in ``Line.text``) belongs to a table block.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from extract.words.labels import HARD_SURFACE_KIND
from extract.pdf.page import BBox, Cell, Line, Page
from rulen.models import Evidence
from extract.words.lazy_compile import lazy_compile

_ABBREV = lazy_compile(
    r"(?:\b(?:no|nos|approx|co|inc|st|ave|rd|vs|etc|dr|mr|mrs|ms|hwy|cr|sq|cu|ft|ac|fig|sec|twp|rng|min|max|elev|el|e\.g|i\.e|u\.s|p\.e|lic|reg|conc|bit|bitum|asph|agg|pvmt|typ)\.|\b[A-Z]\.)$",
    re.IGNORECASE,
)
_END = lazy_compile(r"[.!?]$")
# a form field's name run in as a sentence: "Applicant.", "2. Project.", "Proposed use."
_MEASURE_FIELD = r"\s*(?:\d{1,2}[.)]\s*)?(?P<field>impervious(?:\s+(?:surfaces?|areas?|cover(?:age)?))?|hard\s*(?:cover|surfaces?))"
_RUN_IN_MEASURE = lazy_compile(_MEASURE_FIELD + r"\.\s*", re.IGNORECASE)
# "Impervious surface, from our survey of March 2026:" over "Existing road, aprons and hammerhead: 0.71 acre" /
# "Proposed ...: 1.02 acres": a measure's heading whose lines below each give one side of it
_MEASURE_OVER = lazy_compile(_MEASURE_FIELD + r"(?:\s*\([^()]{0,30}\)|,[^.:;]{0,50})?\s*:?\s*", re.IGNORECASE)
_SIDE_WORD = (r"(?:existing|proposed|net(?:\s+(?:change|increase|decrease))?|change|increase|"
              r"pre-?\s?(?:development|project|construction)|post-?\s?(?:development|project|construction))")
_SIDE_LINE = lazy_compile(r"\s*(?:[-•*]\s*)?(?:total\s+)?" + _SIDE_WORD + r"\b"
                        r"(?![^:=]*\b(?:impervious|pervious|hard\s*(?:cover|surface)|site|lot|parcel|disturb\w*|grad\w*)\b)[^:=]{0,60}[:=]",
                        re.IGNORECASE)
_RUN_IN_FIELD = lazy_compile(r"\s*(?:\d{1,2}[.)]\s*)?(?P<field>applicant|owner|permittee|project|project\s+type|proposed\s+use|"
                           r"land\s+use|type\s+of\s+project|location)\.\s*", re.IGNORECASE)
# a facility named by its letter ("Pond A.", "Outlot B.", "Appendix C."): no initial of a person's name
_TAG_END = lazy_compile(r"\b(?:pond|basin|outlot|lot|building|area|phase|appendix|exhibit|sheet|zone|cell|tract|parcel|wetland|"
                      r"alternative|option|figure|table|type|class|group|section|block|structure|unit|site)\s+[A-Z]\.$",
                      re.IGNORECASE)
_UNIT_END = lazy_compile(r"\d\s*(?:ac|sf|ft|cu\.?\s*ft|sq\.?\s*ft)\.$", re.IGNORECASE)


@dataclass
class Segment:
    """A sentence (or a labelled line) with its page and box."""

    text: str
    file: str
    page: int
    bbox: BBox | None
    labelled: bool = False  # "Label: value" form
    row: bool = False  # a two-cell row of a table block, restated as "label: value" (its table is read whole too)

    def evidence(self, text: str | None = None) -> Evidence:
        words = (text or self.text).strip()
        return Evidence(file=self.file, page=self.page, text=words[:400], bbox=self.bbox)


@dataclass
class TableBlock:
    """Consecutive lines with column gaps, plus the lines just above (a caption or title)."""

    file: str
    page: int
    rows: list[Line]
    caption: list[str] = field(default_factory=list)


def union(boxes: list[BBox]) -> BBox | None:
    if not boxes:
        return None
    return (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))


_MARKER = lazy_compile(r"^(?:\(?[0-9]{1,2}(?:\.[0-9]{1,2})*[.)]?|\(?[a-zA-Z][.)]|[•\uf0b7\uf0a7▪◦●\-–*])$")


def _is_table_line(line: Line) -> bool:
    return "\t" in line.text.strip()


def _unlist(line: Line) -> Line:
    """"2.<TAB>The project will disturb ...": a list item is prose; its marker is dropped."""
    parts = [p for p in line.text.split("\t") if p.strip()]
    if len(parts) == 2 and _MARKER.match(parts[0].strip()) and len(parts[1].split()) >= 4:
        return Line(text=parts[1].strip(), bbox=line.bbox, cells=line.cells[1:] if len(line.cells) == 2 else [])
    return line


# "PROJECT TYPE ........ Industrial (manufacturing building addition)": a form's label, its dot leader, its answer
# ("Existing road, aprons and hammerhead....30,930 sq. ft. (0.71 acre)": a figure with its unit is an answer too; a bare
# page number is a contents entry's)
_DOT_LEADER = lazy_compile(r"^(\s*[A-Za-z][\w ,./&()'-]{1,50}?)(?:\s*\.{4,}|\s+\.{3}(?=[\d,]))\s*(?=\S*[A-Za-z]|[\d,]*\d(?:\.\d+)?\s*[A-Za-z%(]|[\d,]*\.\d)")


_DATED_SUBJECT = lazy_compile(r"^\s*(?:January|February|March|April|May|June|July|August|September|October|November|December)"
                            r"\s+\d{1,2},\s+\d{4}\.?\s+(?=(?:re|subject|project)\s*:)", re.IGNORECASE)


def _undot(line: Line) -> Line:
    """A dot-leader line read as "label: answer" (a contents entry, whose answer is a bare page number, is left);
    a letter's date set before its subject line ("April 20, 2026. Re: CSAH 15 ...") is left off the subject."""
    if _DATED_SUBJECT.match(line.text) and "\t" not in line.text:
        return Line(text=_DATED_SUBJECT.sub("", line.text, count=1), bbox=line.bbox, cells=line.cells)
    if "\t" in line.text or not _DOT_LEADER.match(line.text):
        return line
    return Line(text=_DOT_LEADER.sub(lambda m: m.group(1).rstrip() + ": ", line.text, count=1), bbox=line.bbox, cells=line.cells)


# the header of a key/value table: "Item | Value | Note"
KEY_HEAD = lazy_compile(r"^\s*(?:item|parameter|description|category|attribute|field|characteristic)s?\s*$", re.IGNORECASE)
VALUE_HEAD = lazy_compile(r"^\s*(?:value|amount|data|information|entry|response|quantity)s?\s*$", re.IGNORECASE)

# a two-column table whose value column holds a standard, not the project's figures
_STANDARD_HEAD = lazy_compile(r"^\s*(?:required|requirements?|minimum|min\.?|maximum|max\.?|standards?|criteria|criterion|"
                            r"allowable|allowed|permitted|target|rule|district\s+(?:standard|requirement)s?|"
                            r"(?:mcwd|district|city|rule\s+n)\s+(?:standard|requirement|minimum|criteri(?:on|a))s?)\s*:?\s*$", re.IGNORECASE)
_ITEM_NUMBER = lazy_compile(r"^(?:\(?\d{1,2}[.)]|\(?[a-zA-Z]\))\s+(?=[A-Za-z])")
# (a ratio or a time, "10:1", "3:30", is no label's colon)
_LABEL_LINE = lazy_compile(r"^[^:=]{2,70}(?:(?<!\d)[:=]|[:=](?!\d))\s*\S")


_SIDE_OPENING = lazy_compile(r"(?:existing|proposed|net|total|pre|post|after|before|future|new|removed|reconstructed|and|or|but)\b",
                           re.IGNORECASE)


def _lend_measure(measure: str, line: str) -> str:
    """"Existing road, aprons and hammerhead: 0.71 acre" under "Impervious surface:" reads as "Existing impervious surface
    (road, aprons and hammerhead): 0.71 acre": the side, the measure, then what the line counts in it."""
    label, value = re.split(r"[:=]", line, maxsplit=1)
    side = _SIDE_LINE.match(label + ":")
    words = re.match(r"\s*(?:[-•*]\s*)?((?:total\s+)?(?:pre-?\s?|post-?\s?)?\S+(?:\s+(?:change|increase|decrease))?)(.*)$",
                     label, re.IGNORECASE)
    if side is None or words is None:
        return f"{measure} {line}"
    rest = words.group(2).strip(" ,-")
    return f"{words.group(1)} {measure}{f' ({rest})' if rest else ''}:{value}"


def _label_and_after(raw: str) -> tuple[str, str]:
    """A label line's own sentence, and what follows it on the line under another subject.

    "Impervious: existing 0.05 ac, proposed 0.78 ac. Disturbance 1.6 ac.": the label governs its sentence; read
    whole, the disturbance's 1.6 ac would meet the impervious figures. A next sentence that opens with a side
    ("Proposed 0.78 ac.") still belongs to the label.
    """
    spans = split_sentences(raw)
    for start, _ in spans[1:]:
        rest = raw[start:]
        if re.match(r"[A-Z][a-z]+\b", rest) and not _SIDE_OPENING.match(rest) and _UNIT_END.search(raw[:start].rstrip()):
            return raw[:start].rstrip(), rest
    return raw, ""


def split_sentences(text: str) -> list[tuple[int, int]]:
    """Character spans of the sentences of ``text`` (abbreviations and decimals kept whole)."""
    spans: list[tuple[int, int]] = []
    start = 0
    # (or a numbered item run on after the sentence: "... during or after construction. 3.5 Ponds 1 and 2 are ...")
    for m in re.finditer(r"[.!?][\"”’']?(?=\s+[A-Z(\"'“]|\s+\d{1,2}(?:\.\d{1,2}){0,2}\.?\s+[A-Z][a-z])", text):
        before = text[start:m.end()]
        if _UNIT_END.search(before) and (re.match(r"\s+[A-Z][a-z]+\b", text[m.end():])
                                         # in capitals only a word that opens a new item ends it: "2.05 AC. PROPOSED
                                         # IMPERVIOUS 3.23 AC."; "10 FT. SAFETY BENCH", "6.3 AC. SITE" go on
                                         or re.match(r"\s+(?:EXISTING|PROPOSED|NET|TOTAL|DISTURBED|DISTURBANCE|THE|THIS|"
                                                     r"IMPERVIOUS|GRADED|PROJECT|NEW|AREA|BUILDING|LOT|SITE\s+AREA)\b", text[m.end():])):
            pass  # "The project site is 4.40 ac. The development ...": a unit ends the sentence
        elif _TAG_END.search(before) and re.match(r"\s+(?:[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2}\s+(?:has|have|is|are|was|were|will|drains|flows|outlets|"
                                                 r"receives|lies|sits)|[A-Z][a-z]+\s+[a-z]|The|This|These|It|Its|We|Our|All|No|A|An)\b",
                                                 text[m.end():]):
            pass  # "... the water quality outlet of Pond A. Glen Lake has an outlet": a facility's letter ends the sentence
        elif _ABBREV.search(before) or re.fullmatch(r"\s*\(?\d{1,2}[.)]", before) \
                or re.fullmatch(r"\s*(?:(?:district|mcwd|staff|city|review)\s+)?comment\s+(?:no\.?\s*)?\d{1,3}[a-z]?\.", before,
                                re.IGNORECASE):
            continue  # an abbreviation, or a list item's number: "2. LOWEST OPENING ...", "Comment 2. "The grading ...""
        if m.group() == "?" and re.match(r"\s+(?:\[\s*[xX✓✔]?\s*\]\s*|[xX☐☒□■☑]\s*)?\(?(?:yes|no|n/a)\b", text[m.end():],
                                         re.IGNORECASE):
            continue  # a form's question keeps its answer: "Is the site landlocked? No"
        spans.append((start, m.end()))
        start = m.end()
    if text[start:].strip():
        spans.append((start, len(text)))
    out = []
    for s, e in spans:
        while s < e and text[s].isspace():
            s += 1
        if s < e:
            out.append((s, e))
    return out


# Plan sheets (tabloid and larger) set their notes as a column of prose beside the drawing
# and the title block; a text layer reads each visual row across all three, so a note's
# wrapped lines arrive glued to contour labels and title-block words. Letter and legal
# pages are left as they are.
_PLAN_MIN_SIDE = 700.0
_ANCHOR_TOL = 8.0
_NOTE_START = lazy_compile(r"^\(?\d{1,2}[.)]\s+\S")


def _prose_cell(text: str) -> bool:
    """Words of a sentence, not a table heading ("Safety Bench Width (ft)" is a heading)."""
    words = text.split()
    if sum(any(c.isalpha() for c in w) for w in words) < 0.6 * len(words):
        return False
    return len(words) >= 5 or len(words) >= 3 and (text.rstrip().endswith(".") or bool(_NOTE_START.match(text.strip())))


def _anchors(lines: list[Line]) -> list[float]:
    """Left edges shared by at least three prose runs: the page's prose columns."""
    xs = sorted(c.bbox[0] for l in lines for c in (l.cells or []) if _prose_cell(c.text))
    out: list[float] = []
    run: list[float] = []
    for x in xs + [float("inf")]:
        if run and x - run[0] > _ANCHOR_TOL:
            if len(run) >= 3:
                out.append(run[0])
            run = []
        run.append(x)
    return out


def _two_columns(page: Page, anchors: list[float]) -> bool:
    """A report page set in two columns: a second prose column starting near the middle of the page, beside the
    first on at least six lines (a letter-size page is otherwise read as one flow, so its tables keep their place)."""
    mid = [a for a in anchors if 0.35 * page.width < a < 0.75 * page.width]
    if not mid or min(anchors) > 0.25 * page.width:
        return False
    beside = 0
    for line in page.lines:
        cells = [c for c in (line.cells or []) if c.text.strip()]
        # beside the main column's prose, a second column of prose or a sidebar's notes ("Site: 2.35 ac ...")
        if len(cells) == 2 and abs(cells[1].bbox[0] - mid[0]) <= _ANCHOR_TOL and _prose_cell(cells[0].text) \
                and len(cells[0].text.split()) >= 5 and re.search(r"[A-Za-z]{3}", cells[1].text) and len(cells[1].text.split()) >= 2:
            beside += 1
    return beside >= 4


def _captions_a_table(line: Line, below: list[Line]) -> bool:
    """A short line with no stop at its end, right over a row of three or more short cells (a table's head)."""
    text = line.text.strip()
    if not text or text.endswith((".", ";", ",")) or len(text.split()) > 12 or not below:
        return False
    cells = [c for c in (below[0].cells or []) if c.text.strip()]
    return len(cells) >= 3 and not any(_prose_cell(c.text) for c in cells)


def _column_streams(page: Page) -> list[list[Line]]:
    """The page's lines as separate streams: the main flow, then one per prose column.

    A row is cut into its cells only when one of them sits at a prose column and is prose
    or continues the column's unfinished sentence; real table rows (short cells) stay whole.
    """
    anchors = _anchors(page.lines)
    if not anchors:
        return [page.lines]
    plan_sheet = min(page.width, page.height) >= _PLAN_MIN_SIDE
    if not plan_sheet and not _two_columns(page, anchors):
        return [page.lines]

    def anchor_of(x: float) -> int | None:
        return next((i for i, a in enumerate(anchors) if abs(x - a) <= _ANCHOR_TOL), None)

    flow: list[Line] = []
    columns: dict[int, list[Line]] = {}

    def aligned_below(i: int, rest: list) -> bool:
        """The next rows carry cells under each of these: a table's head row ("POND A | POND B" over its figures)."""
        xs = [c.bbox[0] for c in rest]
        for nxt in page.lines[i + 1:i + 4]:
            below = [c.bbox[0] for c in (nxt.cells or []) if c.text.strip()]
            if all(any(abs(x - b) <= _ANCHOR_TOL for b in below) for x in xs):
                return True
        return False

    for i_line, line in enumerate(page.lines):
        cells = [c for c in (line.cells or []) if c.text.strip()]
        if len(cells) <= 1:
            box = cells[0].bbox if cells else line.bbox
            k = anchor_of(box[0])
            if k is not None and not plan_sheet and _captions_a_table(line, page.lines[i_line + 1:i_line + 2]):
                # "Peak discharge summary (cfs) ..." over a report's full-width table: its caption stays with its rows
                # (a plan sheet's rows are the drawing's labels, whatever the note above them)
                k = None
            (columns.setdefault(k, []) if k is not None else flow).append(line)
            continue
        placed = [(anchor_of(c.bbox[0]), c) for c in cells]
        if re.match(r"\s*[-+(±~]?\s*\$?\d", cells[1].text) and len(cells[1].text.split()) <= 5 \
                and not cells[0].text.rstrip().endswith((".", ";")):
            # "Project area (right of way within construction limits) | 4.60": a label and its figure, a table row
            flow.append(line)
            continue
        pieces: set[int] = set()
        for i, (k, c) in enumerate(placed):
            if k is None:
                continue
            prev = columns.get(k)
            # (a heading above - "SITE DATA", "PEAK DISCHARGE SUMMARY (CFS) - SITE OUTLET" - leaves no sentence open: the
            # rows under it are a table; a capitalised note cut mid-way - "2. LOWEST OPENING ... HWL =" - does)
            open_sentence = bool(prev) and not prev[-1].text.rstrip().endswith((".", ":", ";")) \
                and (not prev[-1].text.isupper() or bool(_NOTE_START.match(prev[-1].text.strip()))
                     or prev[-1].text.rstrip().endswith(("=", ",", "-")) or bool(_DANGLING_END.search(prev[-1].text.rstrip())))
            if _prose_cell(c.text) or open_sentence or _NOTE_START.match(c.text.strip()):
                pieces.add(i)
        if not pieces and not (_prose_cell(cells[0].text) and cells[0].text.rstrip().endswith(".")):
            flow.append(line)
            continue
        # ("CLASS III RIPRAP ... TO MINIMIZE EROSION AND SCOUR. | Ridgedale Flats": a finished sentence is no row label)
        in_table = bool(flow) and len(flow[-1].cells or []) >= 2 and abs(flow[-1].cells[0].bbox[0] - cells[0].bbox[0]) <= _ANCHOR_TOL
        kept = [c for i, (_, c) in enumerate(placed) if i not in pieces]
        if 0 not in pieces and (len(kept) >= 3 or len(kept) == 2 and (in_table or aligned_below(i_line, kept))):
            # "Land use | Institutional - public school | WAYZATA PUBLIC SCHOOLS (ISD 284)" among a table's rows: the
            # title block's words go to their column; the label and its answer stay one row
            flow.append(Line(text="\t".join(c.text.strip() for c in kept), bbox=union([c.bbox for c in kept]) or line.bbox,
                             cells=kept))
            for i in sorted(pieces):
                k, c = placed[i]
                columns.setdefault(k, []).append(Line(text=c.text.strip(), bbox=c.bbox, cells=[c]))
            continue
        for k, c in placed:
            piece = Line(text=c.text.strip(), bbox=c.bbox, cells=[c])
            (columns.setdefault(k, []) if k is not None else flow).append(piece)
    return [flow] + [columns[k] for k in sorted(columns)]


def segment_page(page: Page) -> tuple[list[Segment], list[TableBlock]]:
    """Sentences and labelled lines of a page, and its table blocks."""
    segments: list[Segment] = []
    tables: list[TableBlock] = []
    for stream in _column_streams(page):
        s, t = _segment_lines(page, stream)
        segments.extend(s)
        tables.extend(t)
    return segments, tables


_BARE_QTY = lazy_compile(r"^[±~+]?\s*\d[\d,]*(?:\.\d+)?\s*(?:acres?|ac\.?|sf|s\.f\.|sq\.?\s*ft\.?|square feet|cfs|%|"
                       r"units|lots|feet|ft\.?)\s*(?:\([^)]*\))?\.?$", re.IGNORECASE)


def _dangling(text: str) -> bool:
    """A line that stops before its value ("100-YEAR HWL =", "Site area:") or mid-note."""
    t = text.rstrip()
    # a numbered heading ("2. Project Description") is short; a note cut mid-sentence is not
    return t.endswith(("=", ":")) or bool(_NOTE_START.match(t)) and len(t.split()) >= 6 \
        and not t.endswith((".", ";", ":", "!", "?"))


def _caption_over_value(prev: str, line: str) -> bool:
    """"PROJECT AREA" over "2.35 acres": a short label line and a bare quantity under it."""
    words = prev.split()
    return 1 <= len(words) <= 5 and not any(c.isdigit() for c in prev) and not prev.rstrip().endswith(".") \
        and bool(_BARE_QTY.match(line.strip()))


def _join_wrapped_cells(lines: list[Line]) -> list[Line]:
    """A table row's first cell wrapped onto a line of its own ("DP-A (Lake" / "St trunk)", "Discharge" / "point").

    Left as a line of prose it would end the table and start another, so the header would be cut
    from its rows; it is glued back into the cell above it when it sits under that cell and the
    table goes on after it (or it closes the cell's parenthesis).
    """
    out: list[Line] = []
    for i, line in enumerate(lines):
        prev = out[-1] if out else None
        raw = line.text.strip()
        nxt = lines[i + 1] if i + 1 < len(lines) else None
        if prev is not None and raw and _is_table_line(prev) and not _is_table_line(line) and prev.cells \
                and len(raw.split()) <= 4 and len(raw) <= 30 and not raw.endswith((".", ":", ";", "?")) \
                and not prev.cells[0].text.rstrip().endswith((".", ":", ";", "?")) \
                and not any(ch.isdigit() for ch in raw) \
                and abs(line.bbox[0] - prev.cells[0].bbox[0]) <= _ANCHOR_TOL \
                and line.bbox[2] <= (prev.cells[1].bbox[0] if len(prev.cells) > 1 else prev.bbox[2]) \
                and 0 <= line.bbox[1] - prev.bbox[3] < max(prev.bbox[3] - prev.bbox[1], 4) * 1.2 \
                and (nxt is not None and _is_table_line(nxt) and raw[:1].islower()
                     # the cell's parenthesis closed on the next line: "DP-A (Lake" / "St trunk)"
                     or prev.cells[0].text.count("(") > prev.cells[0].text.count(")") and raw.endswith(")")
                     and "(" not in raw):
            first = prev.cells[0]
            cell = Cell(text=f"{first.text.rstrip()} {raw}", bbox=union([first.bbox, line.bbox]) or first.bbox)
            parts = prev.text.split("\t")
            parts[0] = f"{parts[0].rstrip()} {raw}"
            out[-1] = Line(text="\t".join(parts), bbox=union([prev.bbox, line.bbox]) or prev.bbox,
                           cells=[cell, *prev.cells[1:]])
            continue
        if prev is not None and raw and _is_table_line(prev) and not _is_table_line(line) and len(prev.cells) >= 2 \
                and raw[:1].islower() and not prev.cells[-1].text.rstrip().endswith((".", ":", ";", "?")) \
                and abs(line.bbox[0] - prev.cells[-1].bbox[0]) <= _ANCHOR_TOL \
                and -0.8 * (prev.bbox[3] - prev.bbox[1]) <= line.bbox[1] - prev.bbox[3] < max(prev.bbox[3] - prev.bbox[1], 4) * 1.2 \
                and (nxt is not None and _is_table_line(nxt) or _DANGLING_END.search(prev.cells[-1].text.rstrip())):
            # "Project | Commercial - replace 1970s bank building with" / "a one-story dental clinic": the answer wrapped
            last = prev.cells[-1]
            cell = Cell(text=f"{last.text.rstrip()} {raw}", bbox=union([last.bbox, line.bbox]) or last.bbox)
            out[-1] = Line(text=f"{prev.text.rstrip()} {raw}", bbox=union([prev.bbox, line.bbox]) or prev.bbox,
                           cells=[*prev.cells[:-1], cell])
            continue
        out.append(line)
    return out


def _join_dangling(lines: list[Line]) -> list[Line]:
    """Glue a value or a note's next words onto the line left hanging above them."""
    lines = _join_wrapped_cells(lines)
    out: list[Line] = []
    for line in lines:
        prev = out[-1] if out else None
        raw = line.text.strip()
        if (prev is not None and raw and not _is_table_line(line) and not _is_table_line(prev)
                and _caption_over_value(prev.text, raw)
                and 0 <= line.bbox[1] - prev.bbox[3] < max(prev.bbox[3] - prev.bbox[1], 4) * 1.2):
            box = union([prev.bbox, line.bbox]) or prev.bbox
            out[-1] = Line(text=prev.text.rstrip() + ": " + raw, bbox=box, cells=prev.cells + line.cells)
            continue
        if (prev is not None and raw and not _is_table_line(line) and not _is_table_line(prev) and _dangling(prev.text)
                # "3. Type of project: ..." over "4. Applicant: ...": the next numbered item is no wrapped words
                and not (_NOTE_START.match(raw) and _NOTE_START.match(prev.text.strip()))
                # "2. The trail and paragraph 2(E)(4)" over "The trail is 8 feet wide ...": a numbered heading, complete
                and not (_NUMBERED_HEADING.match(prev.text.strip()) and raw[:1].isupper()
                         and not _DANGLING_END.search(prev.text.strip()))
                and (raw[0].isdigit() or raw[0] in "(-$." or raw[0].islower()
                     or not _dangling_label(prev.text) and not _short_title(raw))
                and -0.8 * (prev.bbox[3] - prev.bbox[1]) <= line.bbox[1] - prev.bbox[3]
                < max(prev.bbox[3] - prev.bbox[1], 4) * 1.2  # OCR boxes of adjacent rows may overlap
                and abs(line.bbox[0] - prev.bbox[0]) <= 2 * _ANCHOR_TOL):
            box = union([prev.bbox, line.bbox]) or prev.bbox
            out[-1] = Line(text=prev.text.rstrip() + " " + raw, bbox=box, cells=prev.cells + line.cells)
            continue
        out.append(line)
    return out


_SIDE_TITLE = lazy_compile(r"\b(?:existing|proposed|pre-?\s?(?:development|project|construction)|"
                         r"post-?\s?(?:development|project|construction))\b", re.IGNORECASE)
_MEASURE_TITLE = lazy_compile(r"pervious|hard\s*(?:cover|surface)|coverage|\bcfs\b|peak|\brates?\b|discharge|runoff|pond|"
                            r"basin|elevation|phosph|\btp\b|volume|\bsummary\b|\bsite\s+data\b", re.IGNORECASE)


_UNIT_CAPTION = lazy_compile(r"\s*(?:area\s*)?\(?\s*(?:acres?|ac\.?|sf|s\.f\.|sq\.?\s*ft\.?|square\s+feet)\s*\)?\s*", re.IGNORECASE)


_UNIT_NOTE = lazy_compile(r"\s*(?:note\s*:\s*)?(?:all\s+)?(?:peak\s+)?(?:rates?|values|flows?|discharges?|figures|runoff\s+rates?)\s+"
                        r"(?:are\s+|shown\s+|given\s+|reported\s+)?(?:in|as)\s+cfs\b", re.IGNORECASE)


def side_title(text: str) -> bool:
    """"Table 2-1 Existing Land Cover": a title that says only which condition the table shows.

    Such a title over a land-cover table gives its "Total impervious" row the side its columns do
    not name. A title naming what is measured ("Impervious Coverage", "Hard cover") is kept off a
    table whose rows speak for themselves: its noun would be lent to every row ("Pervious", "Roof").
    """
    return bool(_SIDE_TITLE.search(text)) and not _MEASURE_TITLE.search(text)


_KIND_ROW = lazy_compile(r"^\W*(?:(?:new|existing|proposed|added|widened|public|private|concrete|bituminous|"
                       r"[\d.]+\s*(?:'|’|-?ft\.?|-?foot))\s+)*" + HARD_SURFACE_KIND + r"\b"
                       # a subtotal of kinds is a kind of hard surface too: "Subtotal, roadway"
                       r"|^\W*sub-?total\b", re.IGNORECASE)
_TOTAL_ROW = lazy_compile(r"^\W*(?:project\s+|site\s+|grand\s+|overall\s+)?totals?\b", re.IGNORECASE)


_IMPERVIOUS_TITLE = lazy_compile(r"\bimpervious\b|\bhard\s*(?:cover|surface)", re.IGNORECASE)


def _row_labels(block: list[Line]) -> list[str]:
    """The first cell of each row under a table's head."""
    return [l.text.split("\t")[0].strip() for l in block[1:]]


def _kinds_total_title(title: str, block: list[Line]) -> bool:
    """"2. Impervious surface" over rows of street, driveways and sidewalk and their total: every row is a kind of
    hard surface, so the title lends no noun a row does not already have, and the total is the impervious area."""
    if not _IMPERVIOUS_TITLE.search(title) or len(block) < 3:
        return False
    labels = _row_labels(block)
    kinds = labels
    while kinds and _TOTAL_ROW.match(kinds[-1]):
        kinds = kinds[:-1]  # ("Total" / "Total (acres)": the total said twice, in two units)
    return len(kinds) < len(labels) and len(kinds) >= 1 and all(_KIND_ROW.match(x) for x in kinds)


_SIDE_ROW = lazy_compile(r"\s*(?:" + _SIDE_WORD + r"|decrease|difference)\s*:?\s*", re.IGNORECASE)


def _sides_only_title(title: str, block: list[Line]) -> bool:
    """"IMPERVIOUS SURFACE (SF / AC)" over rows "Existing", "Proposed", "Net increase": the rows name only sides, so the
    title's measure is theirs; rows that name things of their own ("Roof", "Pervious") keep the title off."""
    if not _IMPERVIOUS_TITLE.search(title) or len(block) < 3:
        return False
    return all(_SIDE_ROW.fullmatch(x) for x in _row_labels(block))


def _short_title(text: str) -> bool:
    """"GRADING PLAN", "SHEET C3.0": a title under a note, not the note's next words."""
    t = text.strip()
    return len(t.split()) <= 4 and not t.endswith((".", ",", ";", ")"))


def _dangling_label(text: str) -> bool:
    """"Site area:" waits for a number; a note cut mid-sentence takes any words."""
    return text.rstrip().endswith(("=", ":"))


def _segment_lines(page: Page, lines: list[Line]) -> tuple[list[Segment], list[TableBlock]]:
    lines = _join_dangling(lines)
    segments: list[Segment] = []
    tables: list[TableBlock] = []
    para: list[Line] = []
    block: list[Line] = []
    recent: list[str] = []

    def flush_para() -> None:
        if not para:
            return
        run_in: set[int] = set()
        # a word broken at the line's end ("22 single-" / "family lots") is one word again, its hyphen kept
        text, offsets = "", []
        for l in para:
            part = l.text.strip()
            glue = "" if not text or (re.search(r"[A-Za-z]-$", text) and re.match(r"[a-z]", part)) else " "
            text += glue
            offsets.append((len(text), len(text) + len(part), l.bbox))
            text += part
        spans = split_sentences(text)
        k = 0
        while k + 1 < len(spans):
            # "1. Applicant. Hennepin County, a political subdivision ...": a field's name run in as a sentence of
            # its own heads the sentence after it, which is that field's value
            if _RUN_IN_FIELD.fullmatch(text[spans[k][0]:spans[k][1]]) \
                    and not re.search(_FINITE.pattern, text[spans[k + 1][0]:spans[k + 1][1]], re.IGNORECASE):
                # (only a value without a verb of its own: "WILLOW GROVE TOWNHOMES IS 42 TOWNHOUSE UNITS" reads as it is)
                spans[k:k + 2] = [(spans[k][0], spans[k + 1][1])]
                run_in.add(spans[k][0])
            k += 1
        measure: str | None = None  # "3. Impervious surface. Existing: 0.12 acres (...). Proposed: 1.71 acres (...)."
        for s, e in spans:
            boxes = [b for (a, z, b) in offsets if a < e and z > s]
            sentence = text[s:e]
            head = _RUN_IN_MEASURE.fullmatch(sentence)
            if head:
                measure = head.group("field")
                continue
            if measure and re.match(r"(?:existing|proposed|net(?:\s+(?:change|increase))?|change|increase)\s*[:=]", sentence,
                                    re.IGNORECASE):
                # each side said under a run-in heading of its measure is that measure's side
                segments.append(Segment(f"{measure} {sentence}", page.file, page.number, union(boxes), labelled=True))
                continue
            measure = None
            if s in run_in:
                head = _RUN_IN_FIELD.match(text[s:e])
                sentence = f"{head.group('field')}: {text[s + head.end():e].strip()}"
                segments.append(Segment(sentence, page.file, page.number, union(boxes), labelled=True))
                continue
            # "... and a new stormwater pond. Land use: institutional (public school).": a short label and its
            # value set as a sentence of a paragraph is a labelled line all the same
            short_label = len(sentence) < 90 and bool(_LABEL_LINE.match(sentence)) and s > 0 \
                and len(sentence.split(":", 1)[-1].split()) <= 6 and ":" in sentence
            segments.append(Segment(sentence, page.file, page.number, union(boxes), labelled=short_label))
        para.clear()

    def flush_block(side_titles_only: bool = False, note: str = "") -> None:
        if not block:
            return
        k = _second_head(block)
        if k is not None:  # two tables set one under the other: each is read under its own heads
            rest = block[k:]
            del block[k:]
            flush_block(side_titles_only)
            recent.clear()
            block.extend(rest)
            flush_block(side_titles_only)
            return
        block[:] = _drop_item_column(block)
        caption = [r for r in recent[-2:] if len(r) <= 90 and not r.endswith(".")]
        # "Revised Table 3 - Peak discharge ... (cfs)" / "REV 2, ... Supersedes Table 3 ..." / "24-hour MSE 3 distribution.":
        # a numbered table's title stays its caption over a note or two set between it and the table
        titled = [r for r in recent[-4:-2] if len(r) <= 120 and re.match(r"(?:revised\s+)?table\s+[\w.-]{1,6}\b", r, re.IGNORECASE)]
        if titled and not any(re.match(r"(?:revised\s+)?table\b", r, re.IGNORECASE) for r in caption):
            caption = titled[-1:] + caption
        # a table of bare figures under its heads ("Pre-Project | Post-Project" / "0.00 ac | 8.90 ac") has no row
        # label to which a title's noun could be wrongly lent: its title is the one thing saying what it measures
        bare = len(block) >= 2 and all(re.match(r"\s*[-+(±~]?\s*[$]?\d", l.text) for l in block[1:])
        if side_titles_only and not bare:
            # a unit set alone above the figures ("Acres") lends no noun, only the figures' unit
            caption = [r for r in caption if side_title(r) or _UNIT_CAPTION.fullmatch(r) or _kinds_total_title(r, block)
                       or _sides_only_title(r, block)]
        if _UNIT_NOTE.match(note):
            caption = caption + [note]  # "Rates in cfs at the Bluff Creek outfall.": a note under the table gives its unit
        tables.append(TableBlock(page.file, page.number, list(block), caption=caption))
        head = [c.strip() for c in block[0].text.split("\t") if c.strip()]
        keyed = len(head) == 3 and bool(KEY_HEAD.match(head[0]) and VALUE_HEAD.match(head[1]))
        if len(head) == 2 and _STANDARD_HEAD.match(head[1]):
            block.clear()  # "Item | Required": the rows are the standard's figures, not the design's
            return
        for l in block:  # a two-cell row is also a labelled line
            cells = [c for c in l.text.split("\t") if c.strip()]
            if keyed and len(cells) == 3 and l is not block[0]:
                cells = cells[:2]  # "Item | Value | Note": the note is an aside, the row is a label and its value
            if len(cells) == 2:
                # "4. Type of development | Commercial": a numbered form row; its number is no part of the label
                label = _ITEM_NUMBER.sub("", cells[0].strip()) or cells[0].strip()
                segments.append(Segment(f"{label.rstrip(':=')}: {cells[1].strip()}",
                                        page.file, page.number, l.bbox, labelled=True, row=True))
        block.clear()

    prev: Line | None = None
    last_label: Line | None = None  # the labelled line just read, whose value may wrap onto the next line
    measure_over: str | None = None  # the measure a heading just named, lent to the side lines under it
    for i, line in enumerate(lines):
        line = _undot(_unlist(line))
        raw = line.text.strip()
        if not _is_table_line(line) and block:
            # the table ends here: it takes its caption first, then the caption is spent (it belongs to the
            # table right after it, not to the next one)
            flush_block(side_titles_only=True, note=raw)
            recent.clear()
        over = _MEASURE_OVER.fullmatch(raw) if raw and not _is_table_line(line) else None
        if over:
            flush_para()
            segments.append(Segment(raw, page.file, page.number, line.bbox))
            measure_over = over.group("field")
            recent.append(raw)
            prev = None
            continue
        if raw and not (measure_over and _LABEL_LINE.match(raw) and _SIDE_LINE.match(raw)):
            measure_over = None
        if not raw:
            flush_para()
            flush_block()
            prev = None
            continue
        if _is_table_line(line):
            flush_para()
            block.append(line)
            prev = line
            continue
        flush_block()
        unit_alone = bool(para) and bool(re.fullmatch(r"(?:ac|acres?|sf|s\.f\.|ft|feet|cfs|%|percent)\.?", raw, re.IGNORECASE)) \
            and bool(re.search(r"\d$", para[-1].text.strip()))
        if unit_alone:  # "... TRAIL AREA 0.90" / "AC": the figure's unit wrapped onto a line of its own
            para.append(line)
            recent.append(raw)
            prev = line
            continue
        if (_looks_heading(raw) and len(raw.split()) <= 6 and not raw.endswith((".", ",", ";"))) or _title_case_heading(raw) \
                or _NUMBERED_HEADING.match(raw) and i + 1 < len(lines) and re.match(r"\s*[A-Z]", lines[i + 1].text) \
                or _sentence_case_heading(line, lines[i + 1] if i + 1 < len(lines) else None,
                                          not para or bool(_END.search(para[-1].text.strip()))) \
                or _subject_line(raw, lines[i + 1] if i + 1 < len(lines) else None,
                                 not para or bool(_END.search(para[-1].text.strip())) or _capitalised(para[-1].text)):
            flush_para()
            segments.append(Segment(raw, page.file, page.number, line.bbox))
            recent.append(raw)
            prev = None
            continue
        if not para and segments and segments[-1].labelled and last_label is lines[i - 1 if i else 0] \
                and re.match(r"[a-z][a-z ]{0,40}$", raw) and len(raw.split()) <= 3 and not _END.search(segments[-1].text):
            # "RE: 5 Bayview Place - stormwater and erosion control" / "narrative": the label's value wrapped;
            # left alone it would glue onto the next paragraph's first sentence
            last = segments[-1]
            segments[-1] = Segment(f"{last.text} {raw}", last.file, last.page, union([b for b in (last.bbox, line.bbox) if b]),
                                   labelled=True)
            last_label = None
            prev = None
            continue
        # "... and 5-ft minimum" / "turf buffer behind the trail. Crossings: 14 driveways ...": a line that carries on the
        # sentence above is no new label line, whatever label it goes on to hold
        carries_on = bool(para) and bool(re.match(r"[a-z]", raw)) and not _END.search(para[-1].text.strip())
        if _LABEL_LINE.match(raw) and len(raw) < 120 and (not raw.endswith(".") or re.search(r"\d\s*[A-Za-z]{1,5}\.$", raw)) \
                and not carries_on and not _wraps_on(raw, lines[i + 1] if i + 1 < len(lines) else None):
            flush_para()
            head, tail = _label_and_after(raw)
            if measure_over and _SIDE_LINE.match(head):
                head = _lend_measure(measure_over, head)
            else:
                measure_over = None
            segments.append(Segment(head, page.file, page.number, line.bbox, labelled=True))
            if tail:
                segments.append(Segment(tail, page.file, page.number, line.bbox))
            recent.append(raw)
            last_label = line
            prev = None
            continue
        if _LABEL_LINE.match(raw) and not carries_on and _wraps_on(raw, lines[i + 1] if i + 1 < len(lines) else None):
            flush_para()  # a labelled description that wraps starts its own paragraph
        gap_ok = prev is not None and (line.bbox[1] - prev.bbox[3]) < max(prev.bbox[3] - prev.bbox[1], 4) * 1.2
        if para and (_NOTE_START.match(raw) and _END.search(para[-1].text.strip())
                     or re.match(r"(?:Q|Question)\s*[.:)]\s+\S", raw)):
            flush_para()  # "2. LOWEST OPENING ..." after a finished note starts the next note; "Q. Who is applying?" too
        elif para and (not gap_ok or _END.search(para[-1].text.strip()) and _looks_heading(raw)):
            flush_para()
        elif para and _looks_heading(para[-1].text.strip()) and not _looks_heading(raw) \
                and (len(para[-1].text.split()) <= 8 or para[-1].bbox[2] - para[-1].bbox[0] < 0.7 * (line.bbox[2] - line.bbox[0])):
            flush_para()  # (an all-capitals paragraph's full-width lines are no headings, however capitalised)
        elif para and _ends_on_state(para[-1], line):
            flush_para()
        para.append(line)
        recent.append(raw)
        prev = line
    flush_para()
    flush_block()
    return segments, tables


_DESCRIBING = lazy_compile(r"\b(?:scope|description|purpose|summary|overview|narrative|work|nature|proposal|proposed (?:work|project|use))\b")


# "The project is a new paved regional trail, and only a trail: no road ... is" / "included.": a sentence
# with a colon in it, not a label; its subject and verb stand before the colon
_SENTENCE_LABEL = lazy_compile(r"^(?:the|this|our|its)\s+(?:[\w-]+\s+){0,3}(?:is|are|will|includes?|consists?)\s+\S+(?:\s+\S+){2,}")


# a line that stops on a word no sentence ends with runs on to the next line
_DANGLING_END = lazy_compile(r"[,;]?\s\b(?:is|are|was|were|will|be|been|being|has|have|not|the|an?|of|and|or|to|for|with|by|than|at|"
                           r"from|into|approximately|about)$"
                           # "..., a 10-foot" over "safety bench at 10:1": a measure's adjective waits for its noun
                           r"|\s\d+(?:\.\d+)?-(?:foot|feet|ft|inch|acre|year|yr)$"
                           # "... 947.0; lowest" over "opening of the building ... 951.3.": a label cut by the wrap
                           r"|[.;]\s+(?i:lowest|low)$")


def _ends_on_state(last: Line, line: Line) -> bool:
    """"Submitted by Laketown Cottage Partners II, LLC (applicant), Victoria, Minnesota" over "Phase 2 builds twelve
    homes ...": a byline or an address ended its paragraph, though it has no stop; glued on, it would open the next
    sentence."""
    text = last.text.strip()
    if "\t" in text or "\t" in line.text or _DANGLING_END.search(text) or text.endswith((",", ":", "-", "(", "&")):
        return False
    if not re.match(r"[A-Z]", line.text.strip()) or len(text.split()) < 3:
        return False
    # an address or a byline ends on its state (a short line alone is no sign: a numbered heading's words run on into
    # the sentence under it, and readers of rejected alternatives read them together)
    return bool(re.search(r",\s*(?:Minnesota|MN)(?:\s+\d{5}(?:-\d{4})?)?$", text))


def _wraps_on(raw: str, nxt: Line | None) -> bool:
    """"Scope: full-depth reconstruction of ... with new" over "curb and gutter ...": a labelled
    sentence that runs on to the next line is prose, read whole, not a label: value line."""
    if nxt is None or "\t" in raw or "\t" in nxt.text:
        return False  # a table's cells, or nothing below: no wrap
    label = raw.split(":", 1)[0].strip().lower()
    following = nxt.text.strip()
    value_words = len(raw.split(":", 1)[-1].split())
    open_end = not _END.search(raw) and not raw.rstrip().endswith((":", ";", ","))
    if re.search(r"\s\d+(?:\.\d+)?$", raw) \
            and re.match(r"(?:feet|foot|ft\b|acres?\b|percent\b|cfs\b|inches\b|square\s+feet)", following) \
            and (value_words >= 6
                 # "Net new impervious surface: 0.84" / "acre. Because ...": the unit and a stop, then the next sentence
                 or re.match(r"(?:feet|ft|acres?|percent|cfs|square\s+feet)\s*[.;,)]", following)):
        return True  # "... The safety bench is 8" / "feet wide at 10:1 ...": a figure cut from its unit
    if _DANGLING_END.search(raw) \
            and (re.match(r"[a-z]", following)
                 # "... the rear service door at" / "936.4. The 100-year ...": the figure the preposition waits for
                 or re.match(r"\d", following) and re.search(r"\b(?:at|of|is|are|was|to|from|by|approximately|about|than)$", raw)
                 or re.search(r"\b(?:of|the|an?|to|for|with|by|than)$", raw)
                 and re.match(r"[A-Z][\w-]*\s+(?:[A-Z0-9][\w-]*\s+)?(?:is|are|was|were|will|has|have|at|of)\b", following)
                 # "Scope: a new 6-foot sidewalk ... from Vicksburg Lane to the" / "Birchview Elementary entrance, ...":
                 # an article or preposition never ends a value, whatever the next line starts with
                 or re.search(r"\b(?:the|an?|to\s+the|of\s+the|from\s+the)$", raw) and not _LABEL_LINE.match(following)) \
            and value_words >= 6:
        # ("... the 100-year high water level of" / "Pond A is 945.3.": a name after a dangling "of" goes on too)
        return True  # "OWNER: Southview Academy, a private school; the Owner is" / "not a public entity."
    if open_end and value_words >= 6 \
            and re.match(r"\d[\d.,]*(?:\s*(?:-|–|to)\s*\d[\d.,]*)?\s*(?:ft\b|feet\b|foot\b|'|acres?\b|ac\b|sf\b|%|percent\b|cfs\b)",
                         following):
        return True  # "Buffer: a turf boulevard ... the turf buffer varies" / "3-8 ft; it narrows ...": the figure goes on
    if raw.isupper() and following.isupper() and open_end and len(following) >= 20 \
            and not _LABEL_LINE.match(following) and value_words >= 6:
        return True  # all capitals: "... DRIVEWAY AND STREET CROSSINGS" / "COVER 12% OF THE BUFFER AREA": case cannot tell, the stop can
    if re.search(r"[.;]\s+[A-Z][a-z]+(?:\s+[a-z]+){0,3}$", raw) and re.match(r"[a-z]", following):
        return True  # "... (5.34 acres). Proposed" / "impervious surface: 222,592 sq. ft.": a sentence begun at the line's end
    if raw.count("(") > raw.count(")") and re.match(r"[^()]*\)", following):
        return True  # "... 2.6 acres. Proposed impervious (streets," / "homes, driveways): 5.9 acres.": a bracket left open
    if raw.rstrip().endswith(";") and re.match(r"[a-z]", following) and not _LABEL_LINE.match(following) and value_words >= 6:
        return True  # "Pond 2: safety bench 10 ft wide at 10:1;" / "freeboard 1.5 ft ...": the list goes on
    if open_end and ";" in raw.split(":", 1)[-1] and re.match(r"[a-z]", following) and not _LABEL_LINE.match(following) \
            and not re.search(r"\d", raw.rsplit(";", 1)[-1]) and re.search(r"\d", following) and value_words >= 6:
        return True  # "...; 10-foot safety bench at 10:1; freeboard to the park" / "trail low point 1.5 feet.": the last clause waits for its figure
    if open_end and re.match(r"[a-z]", following) \
            and value_words >= (5 if not _LABEL_LINE.match(following) else 10) \
            and (_DESCRIBING.search(label) or re.match(r"(?:what|who|where|how|why)\b", label)
                 or len(re.findall(r"\d+(?:[.,:]\d+)*", raw.split(":", 1)[-1])) <= 2):
        return True  # "What we are building: a 6,800 sq ft fellowship hall ... an expanded north" / "parking lot ...":
        # a long value cut mid-phrase goes on under it
    if open_end and (":" not in nxt.text[:40] or re.match(r"[a-z]", following)):
        # "Flood protection: ... is at 903.1. The 100-year HWL of Minnehaha" / "Creek at the site is 901.6.": a
        # second sentence begun in the value and cut by the wrap goes on, whatever the case of the next word
        tail = re.split(r"[.;]\s+(?=[A-Z])", raw.split(":", 1)[-1])
        if len(tail) > 1 and len(tail[-1].split()) >= 4 and re.match(r"[A-Z][a-z]+\s+[a-z]|[a-z]|\d+\s+[a-z]", following):
            return True
    value = raw.split(":", 1)[-1].strip()
    if open_end and value_words >= 8 and _SENTENCE_VALUE.match(value) and _FINITE.search(value) \
            and not _LABEL_LINE.match(following) and not _NOTE_START.match(following):
        return True  # "Findings: 1. The project would turn ... into a commercial center with a Target" / "Super Store and
        # 8 retail buildings.": a section's label over its first item, a whole sentence cut by the wrap at a name
    if _END.search(raw) or not (_DESCRIBING.search(label) or _SENTENCE_LABEL.match(label)):
        return False
    return bool(following) and following[0].islower() and len(raw.split()) >= 6


# a value that opens a sentence with its subject (after a list item's number): "1. The project would ...", "We propose"
_SENTENCE_VALUE = lazy_compile(r"(?:\(?\d{1,2}[.)]\s+|\(?[a-z][.)]\s+)?(?:The|This|These|Our|We|It|Its|An?)\s+[a-z]")


_SMALL = {"and", "of", "the", "for", "to", "a", "an", "in", "on", "with", "&", "or", "at", "by"}


# "1. What is proposed", "4.2 Rate control": a numbered heading in sentence case, short, with no stop or colon
# (a rule's reference may close it: "2. The trail and paragraph 2(E)(4)", "3. Compliance with N.3.2")
_NUMBERED_HEADING = lazy_compile(r"^\s*(?:(?i:sec\.?|section|part|article)\s*)?\d{1,2}(?:\.\d{1,2})*\.?\s+[A-Z][a-z]+(?:[ -](?:[a-z/&]+|\d{1,2}(?:\([A-Za-z0-9]{1,3}\))+|"
                               r"N\.\d(?:\.[A-Z0-9]{1,2})*)){0,5}\s*$")


_HEAD_WORDS = lazy_compile(r"\b(?:value|units?|existing|proposed|item|description|quantity|area|acres|sf|notes?|data)\b", re.IGNORECASE)


_FIGURE_CELL = lazy_compile(r"^\s*[-+±~]?\s*\$?[\d.,]+\s*(?:%|cfs|ac|acres|sf|ft|')?\s*$", re.IGNORECASE)
# the heads of a pond table, a rate table or a phase table: "Pond | NWL | HWL100 | Freeboard", "Item | Ph 1 | Ph 2 | Total"
_TABLE_HEAD_WORDS = lazy_compile(r"\b(?:pond|nwl|hwl\w*|freeboard|bench|event|storm|ph(?:ase)?|total|existing|proposed|elev\w*)\b",
                               re.IGNORECASE)


def _second_head(block: list[Line]) -> int | None:
    """"Applicant | Ridgedale Flats Owner LLC" rows, then "SITE DATA | UNITS | VALUE" over "Gross site area | ac | 4.60":
    a row of heads (no figure, head words, a different number of cells) with rows of its own width under it."""
    widths = [len([c for c in l.text.split("\t") if c.strip()]) for l in block]
    first = block[0].text.split("\t")[0].strip().lower()
    for k in range(2, len(block) - 1):
        # "EVENT | EXIST. VOL (AC-FT) | PROP. VOL (AC-FT)" under a rate table's rows: the first head said again
        if first and block[k].text.split("\t")[0].strip().lower() == first and not re.search(r"\d", block[k].text):
            return k
    for k in range(2, len(block) - 2):
        # "Storm | Existing | Proposed" rows, then "Drainage area | Acres | To" over "EX-1 farmstead | 2.75": a row of
        # heads in two or more cells, no figure, between rows of figures, starts a table of its own
        cells = [c.strip() for c in block[k].text.split("\t") if c.strip()]
        if len(cells) >= 2 and not any(_FIGURE_CELL.match(c) for c in cells) \
                and not re.search(r"(?<![A-Za-z\d])\d+[.,]\d+|(?<![A-Za-z\d])\d{2,}(?![A-Za-z\d])", block[k].text) \
                and (sum(bool(_HEAD_WORDS.search(c) or _TABLE_HEAD_WORDS.search(c)) for c in cells) >= 2
                     # "Areas | acres" under a form's rows: a heading and the unit of the figures below it
                     or len(cells) == 2 and bool(_UNIT_CAPTION.fullmatch(cells[1]))) \
                and re.search(r"\d", block[k - 1].text) and all(re.search(r"\d", l.text) for l in block[k + 1:k + 3]):
            return k
    for k in range(2, len(block) - 1):
        text = block[k].text
        if any(w != 2 for w in widths[:k]):
            return None  # only a form's label-and-answer rows above; a table's own heads may come in two rows
        if widths[k] != widths[k - 1] and widths[k] >= 2 and not re.search(r"\d", text) and _HEAD_WORDS.search(text) \
                and widths[k + 1] == widths[k] and all(w == widths[k] for w in widths[k + 1:k + 3]):
            return k
    return None


def _drop_item_column(block: list[Line]) -> list[Line]:
    """"Q | Question | Answer" over "4 | Site area (this parcel) | 5.60 ac": a form's item numbers are no labels.

    The numbers would stand where each row's label belongs; without them the question is the label."""
    rows = [l.text.split("\t") for l in block]
    if len(block) < 3 or any(len(r) < 3 for r in rows) \
            or not re.fullmatch(r"\s*(?:q|#|no\.?|item|ref\.?|line)?\s*", rows[0][0], re.IGNORECASE) \
            or not all(re.fullmatch(r"\s*\d{1,2}[.)]?\s*", r[0]) for r in rows[1:]):
        return block
    return [Line(text="\t".join(r[1:]), bbox=l.bbox, cells=l.cells[1:] if len(l.cells) == len(r) else l.cells)
            for l, r in zip(block, rows)]


def _sentence_case_heading(line: Line, nxt: Line | None, para_ended: bool) -> bool:
    """"Site and proposal" over a paragraph: a short line with no figure or stop, after a finished sentence,
    over a full line that starts a sentence. Left in the paragraph it glues onto the first sentence's subject."""
    raw = line.text.strip()
    core = re.sub(r"\s+(?:\d{1,2}(?:\([A-Za-z0-9]{1,3}\))+|N\.\d(?:\.[A-Z0-9]{1,2})*)$", "", raw)  # "... paragraph 2(E)(4)"
    words = core.split()
    if para_ended and nxt is not None and re.search(r"\b(?:19|20)\d\d$", raw) and re.match(r"\s*[A-Z][a-z]", nxt.text) \
            and not re.search(r"\b(?:in|of|since|from|on|to|by|until|through|dated)\s+(?:\w+\s+)?(?:\d{1,2},?\s+)?(?:19|20)\d\d$",
                              raw, re.IGNORECASE):
        return True  # "Stormwater narrative by Lakeside Surveying & Engineering, Inc., August 2025": a byline, dated
    if not para_ended or nxt is None or not 1 <= len(words) <= 5 or len(raw) > 45 or not raw[:1].isupper() \
            or re.search(r"\d|[.,;:!?)\]]$|:", core) or not re.match(r"\s*[A-Z]", nxt.text):
        return False
    return (line.bbox[2] - line.bbox[0]) < 0.5 * (nxt.bbox[2] - nxt.bbox[0])


def _title_case_heading(text: str) -> bool:
    """"Project Description", "4.2 Rate Control": short, every word capitalised, no end stop."""
    if len(text) > 60 or text.endswith((".", ",", ";")) or ":" in text:
        return False
    words = re.findall(r"[A-Za-z][A-Za-z'/-]*", text)
    if not 1 <= len(words) <= 7:
        return False
    return all(w[0].isupper() or w.lower() in _SMALL for w in words) and words[0][0].isupper()


_FINITE = lazy_compile(r"\b(?:is|are|was|were|will|would|has|have|had|includes?|proposes?|consists?|involves?|"
                     r"comprises?|adds?|replaces?|requests?|applies|plans|submits?)\b")


def _every_word_capitalised(text: str) -> bool:
    """Three words or more, each capitalised but for the small ones ("of", "and", "the")."""
    words = re.findall(r"[A-Za-z][A-Za-z'/.-]*", text)
    return len(words) >= 3 and all(w[0].isupper() or w.lower() in _SMALL for w in words)


def _capitalised(text: str) -> bool:
    """A title's line: every word capitalised, no stop ("City of Victoria | Stieger Lake Lane Trail Connection")."""
    return not _END.search(text.strip()) and _every_word_capitalised(text)


def _subject_line(raw: str, nxt: Line | None, para_ended: bool) -> bool:
    """"Glen Lake Clinic - Phase 2 Medical Office, 14600 Excelsior Boulevard, Minnetonka" over "Phase 2 is a ...":
    a letter's subject, every word capitalised and no verb, over a line whose sentence has its verb at once.
    Left in the paragraph it becomes the subject of the first sentence and hides its kind."""
    if not para_ended or nxt is None or len(raw) > 110 or raw.endswith((".", ",", ";", ":")) or _FINITE.search(raw):
        return False
    if not _every_word_capitalised(raw):
        return False
    if re.match(r"(?:per|in|on|for|to|with|by|at|from|under|as|since|because|if|when)\b", raw, re.IGNORECASE):
        return False  # "Per the MPCA's Protecting Water Quality in Urban Areas and ...": a sentence begun, no title
    head = nxt.text.strip()
    first = head.split()[:2]
    if len(first) == 2 and all(w[:1].isupper() for w in first) \
            and first[0] not in ("The", "This", "These", "Our", "We", "It", "Its", "A", "An", "Their", "Phase"):
        return False  # "... the City's Surface Water" / "Management Plan, the project uses ...": the name runs on
    return bool(re.match(r"[A-Z]", head)) and bool(_FINITE.search(" ".join(head.split()[:12])))


def _looks_heading(text: str) -> bool:
    letters = [c for c in text if c.isalpha()]
    return bool(letters) and len(text) < 80 and sum(c.isupper() for c in letters) / len(letters) > 0.8
