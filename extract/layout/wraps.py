"""Labelled sentences that wrap onto the next line, read whole.

"Best management practices: widths were held ...; BMPs follow" over "the MPCA's "Protecting Water
Quality in Urban Areas"." The segmenter keeps a "Label: value" line by itself (forms are read that
way), so the sentence's claim and its object land in two segments and neither demonstrates the
criterion. Here a labelled line that does not end its sentence and is followed by a line that
carries on in lower case is joined to it and read as one sentence. Only the label lines are joined:
ordinary wrapped prose already reaches the reader whole.
"""

from __future__ import annotations

import re

from extract.pdf.page import Line, Page
from extract.layout.segments import Segment, segment_page, union
from rulen.models import Evidence
from extract.words.lazy_compile import lazy_compile

_LABEL = lazy_compile(r"^[^:=\t]{2,70}[:=]\s*\S")
_ENDED = lazy_compile(r"[.!?]\s*[\"')\]]?\s*$")


def _carries_on(prev: Line, nxt: Line) -> bool:
    text = nxt.text.strip()
    if not text or "\t" in nxt.text or _LABEL.match(text) and not text[0].islower():
        return False
    gap = nxt.bbox[1] - prev.bbox[3]
    height = max(prev.bbox[3] - prev.bbox[1], 4.0)
    return (text[0].islower() or text[0] in "\"'(") and gap < height * 1.2


def _continues(prev: Line, line: Line) -> bool:
    """The line above is close prose (not a heading) that has not ended its sentence: this line goes on with it."""
    text = prev.text.strip()
    if len(text.split()) < 8:
        return False
    gap = line.bbox[1] - prev.bbox[3]
    return bool(text) and "\t" not in prev.text and not _ENDED.search(text) and not text.endswith(":") \
        and gap < max(prev.bbox[3] - prev.bbox[1], 4.0) * 1.2


def _sentence_above(lines: list[Line], i: int) -> tuple[str, list[Line]] | None:
    """The start of the sentence that runs into line i from the lines above (at most three), or None when
    it began further up than that. The segmenter cuts before a "Label:" line, so this is the only place the
    sentence can be read whole ("BMPs follow the MPCA manual ... and the Minnesota" over "Stormwater
    Manual: the street is kept to 28 feet ...")."""
    above: list[Line] = []
    j = i
    while j > 0 and _continues(lines[j - 1], lines[j]) and len(above) < 3:
        j -= 1
        above.insert(0, lines[j])
        tail = re.split(r"(?<=[.!?])\s+", lines[j].text.strip())
        if len(tail) > 1 and tail[-1][:1].isupper():
            return " ".join([tail[-1]] + [l.text.strip() for l in above[1:]]), above
        if lines[j].text.strip()[:1].isupper() and (j == 0 or not _continues(lines[j - 1], lines[j])):
            return " ".join(l.text.strip() for l in above), above
    return None


def _squash(text: str) -> str:
    return " ".join(text.split())


def _read_whole(page: Page, prev: Line, line: Line) -> bool:
    """Whether the segmenter already joined the line above to this one (it does when the line above stops
    on a word no sentence ends with): then the sentence reaches the reader whole and is not read twice."""
    seam = _squash(prev.text)[-25:] + " " + _squash(line.text)[:25]
    return any(seam in _squash(seg.text) for seg in segment_page(page)[0])


def wrapped_labels(page: Page, *, from_above: bool = False) -> list[Segment]:
    """Each labelled line that runs on, joined with the lines that carry it on (at most three). With
    from_above, instead each sentence that began on the lines above and runs through a "Label:" line,
    read from its start: the label line alone is the middle of a sentence, never a label of its own."""
    out: list[Segment] = []
    lines = page.lines
    for i, line in enumerate(lines):
        raw = line.text.strip()
        runs_in = i > 0 and _continues(lines[i - 1], line)
        if "\t" in line.text or not _LABEL.match(raw) or len(raw.split()) < 4 or runs_in != from_above:
            continue
        head, before = "", []
        if runs_in:
            start = _sentence_above(lines, i)
            if start is None or _read_whole(page, lines[i - 1], line):
                continue
            head, before = start[0] + " ", start[1]
        elif _ENDED.search(raw) or not raw[0].isupper():
            continue
        parts = [line]
        if not _ENDED.search(raw):
            for nxt in lines[i + 1:i + 4]:
                if not _carries_on(parts[-1], nxt):
                    break
                parts.append(nxt)
                if _ENDED.search(nxt.text.strip()):
                    break
        if len(parts) > 1 or head:
            text = head + " ".join(p.text.strip() for p in parts)
            boxes = [p.bbox for p in before + parts]
            out.append(Segment(text, page.file, page.number, union(boxes)))
    return out


def read_wrapped(page: Page, read) -> dict[str, list[Evidence]]:  # read: Segment -> dict[str, list[Evidence]]
    found: dict[str, list[Evidence]] = {}
    for seg in wrapped_labels(page) + wrapped_labels(page, from_above=True):
        for cid, evs in read(seg).items():
            found.setdefault(cid, []).extend(evs)
    return found
