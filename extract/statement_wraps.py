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

from extract.page import Line, Page
from extract.segments import Segment, union
from rulen.models import Evidence

_LABEL = re.compile(r"^[^:=\t]{2,70}[:=]\s*\S")
_ENDED = re.compile(r"[.!?]\s*[\"')\]]?\s*$")


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


def wrapped_labels(page: Page) -> list[Segment]:
    """Each labelled line that runs on, joined with the lines that carry it on (at most three)."""
    out: list[Segment] = []
    lines = page.lines
    for i, line in enumerate(lines):
        raw = line.text.strip()
        if "\t" in line.text or not _LABEL.match(raw) or _ENDED.search(raw) or len(raw.split()) < 4 or not raw[0].isupper():
            continue
        head = ""
        if i > 0 and _continues(lines[i - 1], line):
            # the middle of a sentence that started on the line above: read whole already, unless the line above
            # ended one sentence and began this one ("... Urban Areas. Permanent" over "BMPs are: Pond 1 ...")
            tail = re.split(r"(?<=[.!?])\s+", lines[i - 1].text.strip())
            if len(tail) < 2 or not tail[-1][:1].isupper() or len(tail[-1].split()) > 4:
                continue
            head = tail[-1] + " "
        parts = [line]
        for nxt in lines[i + 1:i + 4]:
            if not _carries_on(parts[-1], nxt):
                break
            parts.append(nxt)
            if _ENDED.search(nxt.text.strip()):
                break
        if len(parts) > 1 or head:
            text = head + " ".join(p.text.strip() for p in parts)
            boxes = [p.bbox for p in parts] + ([lines[i - 1].bbox] if head else [])
            out.append(Segment(text, page.file, page.number, union(boxes)))
    return out


def read_wrapped(page: Page, read) -> dict[str, list[Evidence]]:  # read: Segment -> dict[str, list[Evidence]]
    found: dict[str, list[Evidence]] = {}
    for seg in wrapped_labels(page):
        for cid, evs in read(seg).items():
            found.setdefault(cid, []).extend(evs)
    return found
