"""Item (3): the location, alignment and elevation of the stormwater facilities, read from what
a plan sheet draws rather than from its title.

Firms title their sheets many ways ("GRADING AND DRAINAGE", "CIVIL SITE PLAN"), but a sheet that
draws the storm sewer labels it: structures by name (CBMH-2, FES-1, OCS-1) with rim and invert
elevations, pipes with length, size, material and slope ("125 LF 15" RCP @ 0.50%"), or a structure
schedule with rim and invert columns. A note may also say so ("STORM SEWER SHOWN WITH ... INVERT
ELEVATIONS"). Sanitary sewer and water main are drawn the same way and are not the item.
"""

from __future__ import annotations

import re

from extract.exhibits.negation import deferred, negated
from extract.pdf.page import Cell, Line, Page
from extract.words.lazy_compile import lazy_compile

_I = re.IGNORECASE

_STORM_LABEL = lazy_compile(r"\b(?:CBMH|CB|STMH|ST-?MH|STM|STS|FES|OCS|OS|CS|CBDI|DCB|RD|INLET|EOF)\s*(?:NO\.\s*|#\s*)?-?\s*\d{1,3}[A-Z]?\b")
_ELEV_CALLOUT = lazy_compile(r"\b(?:RIM|TOP|CASTING|INV(?:ERT)?\.?(?:\s*(?:IN|OUT|[NSEW]{1,2}))?|I\.?E\.?(?:\s*(?:IN|OUT|[NSEW]{1,2}))?)\s*(?:EL\.?|ELEV\.?)?\s*[=:@]?\s*\d{3,4}\.\d{1,2}\b", _I)
_PIPE = lazy_compile(r"\b\d+(?:\.\d+)?\s*(?:LF|L\.F\.|FT|')\s*(?:OF\s+)?[-–]?\s*\d{1,2}\s*(?:\"|''|-?\s*IN\.?|-INCH|INCH)\s*(?:RCP|HDPE|CMP|CPP|PP|DIP|N-12|ADS|PVC)\b|"
                   # size, material and slope without a length: "15\" RCP @ 0.50%", "18-INCH HDPE S=1.0%"
                   r"\b\d{1,2}\s*(?:\"|''|-?\s*IN\.?|-INCH|INCH)\s*(?:RCP|HDPE|CMP|CPP|PP|DIP|N-12|ADS|PVC)\b[^%]{0,12}?(?:@|\bAT\b|\bS\s*=)\s*\d+(?:\.\d+)?\s*%", _I)
_SANITARY = lazy_compile(r"\bSMH\s*-?\s*\d|\bsanitary\b|\bSDR\s*-?\s*\d|\bwater\s*main\b|\bwatermain\b|\bhydrant\b|\bgate\s+valve\b", _I)

_SHOWN_NOTE = lazy_compile(
    r"\b(?:storm\s+sewers?|storm\s+pipes?|storm\s+drain\w*|stormwater\s+(?:facilities|pipes?|structures?|system)|outlet\s+structures?|ponds?)\b"
    r"[^.]{0,80}\b(?:shown|labell?ed|indicated|depicted|noted|provided|detailed)\b", _I)
_WHERE_WORDS = lazy_compile(r"\b(?:inverts?|rims?|elevations?|slopes?|alignments?|locations?|grades?|layouts?|routing|(?:pipe\s+)?sizes?|profiles?)\b", _I)

_RIM = lazy_compile(r"\brim\b|\btop\s+(?:elev\w*|el\.?|of\s+casting)|\bcasting\b", _I)
_INV = lazy_compile(r"\binv(?:ert)?\b\.?", _I)
_ELEV_CELL = lazy_compile(r"^\s*\d{3,4}\.\d{1,2}\s*$")


def _cells(line: Line) -> list[str]:
    cells = [c.text for c in line.cells if c.text.strip()] if line.cells else []
    return cells or [p for p in line.text.split("\t") if p.strip()]


def shows_storm_note(text: str) -> bool:
    """A plan note saying the storm sewer is drawn with its elevations or alignment."""
    return bool(_SHOWN_NOTE.search(text) and _WHERE_WORDS.search(text)) and not deferred(text) and not negated(text)


def storm_callouts(page: Page) -> list[Line]:
    """Storm structures labelled with rim or invert elevations, beside a pipe callout or a second
    structure: the drawn storm sewer. A sheet of sanitary structures only is not it."""
    labels = [l for l in page.lines if _STORM_LABEL.search(l.text)]
    elevs = [l for l in page.lines if _ELEV_CALLOUT.search(l.text) and not _SANITARY.search(l.text)]
    pipes = [l for l in page.lines if _PIPE.search(l.text) and not _SANITARY.search(l.text)]
    distinct = {m.group(0).replace(" ", "").replace("-", "") for l in labels for m in _STORM_LABEL.finditer(l.text)}
    if labels and elevs and (pipes or len(distinct) >= 2):
        return [labels[0], elevs[0]] + pipes[:1]
    return []


def draws_storm_pipes(page: Page) -> bool:
    """Storm pipes called out by size, material and slope among two or more named storm structures
    (CB-10, OCS-1, FES-20): the drawn storm sewer's alignment, even where rims and inverts are left to a
    schedule or profile. Sanitary sewer and water main are drawn the same way and do not count."""
    pipes = [l for l in page.lines if _PIPE.search(l.text) and not _SANITARY.search(l.text)]
    distinct = {m.group(0).replace(" ", "").replace("-", "") for l in page.lines if not _SANITARY.search(l.text)
                for m in _STORM_LABEL.finditer(l.text)}
    return bool(pipes) and len(distinct) >= 2


def structure_schedule(page: Page) -> list[Line]:
    """A storm structure table: a header naming rim and invert elevations, and a row that gives them."""
    lines = page.lines
    for i, line in enumerate(lines):
        cells = _cells(line)
        if len(cells) < 2 or not any(_RIM.search(c) for c in cells) or not any(_INV.search(c) for c in cells):
            continue
        context = " ".join(l.text for l in lines[max(0, i - 3):i + 1])
        if _SANITARY.search(context):
            continue
        for row in lines[i + 1:i + 6]:
            rc = _cells(row)
            if any(_ELEV_CELL.match(c) for c in rc) and not _SANITARY.search(row.text) and not negated(row.text):
                return [line, row]
    return []


_REPORT_POINTER = lazy_compile(r"\b(?:shown|depicted|labell?ed|indicated|detailed|provided)\s+(?:\w+\s+){0,2}?(?:on|in)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:plans?|plan\s+set|sheets?|drawings?|profiles?)\b|"
                             r"\b(?:see|refer\s+to)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:sheets?|plans?|drawings?)\b", _I)


def report_points_at_storm(text: str) -> bool:
    """A report sentence saying the storm sewer or facilities are drawn with their location, alignment
    or elevations on a named sheet or the plans ("Storm sewer alignment, rims and inverts are shown on
    Sheet C4.0"). A sentence about sanitary sewer or water main, or a promise, is not it."""
    return bool(_SHOWN_NOTE.search(text) and _WHERE_WORDS.search(text) and _REPORT_POINTER.search(text)) \
        and not _SANITARY.search(text) and not deferred(text) and not negated(text) and "?" not in text
