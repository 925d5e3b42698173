"""A sentence that runs over a page break, read whole on the page it starts on.

Why: a report's paragraph does not stop for the page. "Peak flows leaving the east property line ... are:
1-year, 4.9 cfs" ends one page, and "existing and 3.2 cfs proposed; 10-year, ..." opens the next under
the running head. Read page by page, neither half says anything: the first has one figure and no side,
the second has figures and no subject. Every reader works on one page, so the join is made here, once:
the words of the next page up to the end of the sentence are carried to the last line of the page it
starts on, and taken off the next page (the evidence is the page where the sentence starts).

A break is joined only when it is plainly one sentence: same file, consecutive letter or legal pages,
the last body line of the first page is prose that does not end a sentence, and the first body line of
the next page, past its running head, goes on in lower case. Running heads and feet are the lines a
file repeats on its pages (digits aside) and "Page 2" lines; plan sheets and table rows are never joined.
"""

from __future__ import annotations

import re
from collections import Counter

from extract.layout.segments import _PLAN_MIN_SIDE, split_sentences
from extract.pdf.page import Cell, Line, Page
from extract.words.lazy_compile import lazy_compile

_PAGE_NO = lazy_compile(r"^\s*(?:page\s+\d+(?:\s+of\s+\d+)?|\d{1,3}|-\s*\d{1,3}\s*-)\s*$|\bpage\s+\d+(?:\s+of\s+\d+)?\s*$", re.IGNORECASE)
_ENDS_SENTENCE = lazy_compile(r"[.!?:;][\"”’')\]]?\s*$")
_GOES_ON = lazy_compile(r"^\s*[a-z]")


def _sheet(page: Page) -> bool:
    """Tabloid and larger (the short side past a letter page's): a plan sheet's notes, no running prose."""
    return min(page.width, page.height) > _PLAN_MIN_SIDE


def _key(text: str) -> str:
    return re.sub(r"\d+", "#", re.sub(r"\s+", " ", text.strip().lower()))


def _furniture(pages: list[Page]) -> set[str]:
    """The running heads and feet of one file: the lines (digits aside) on more than one of its pages."""
    seen = Counter(k for p in pages for k in {_key(l.text) for l in p.lines})
    return {k for k, n in seen.items() if n > 1 and k}


def _body(page: Page, furniture: set[str]) -> list[int]:
    return [i for i, l in enumerate(page.lines)
            if l.text.strip() and _key(l.text) not in furniture and not _PAGE_NO.search(l.text)]


def _prose(line: Line) -> bool:
    return "\t" not in line.text and len(line.text.strip()) >= 25


def _with_text(line: Line, text: str) -> Line:
    """The line with new words, one run of prose in its own box."""
    return line.model_copy(update={"text": text, "cells": [Cell(text=text, bbox=line.bbox)] if line.cells else []})


def join_page_breaks(pages: list[Page]) -> list[Page]:
    """The pages with each sentence that runs over a break carried whole to the page it starts on."""
    out = list(pages)
    by_file: dict[str, list[Page]] = {}
    for p in out:
        by_file.setdefault(p.file, []).append(p)
    furniture = {f: _furniture(ps) for f, ps in by_file.items()}
    for i in range(len(out) - 1):
        a, b = out[i], out[i + 1]
        if a.file != b.file or b.number != a.number + 1 or _sheet(a) or _sheet(b):
            continue
        body_a, body_b = _body(a, furniture[a.file]), _body(b, furniture[b.file])
        if not body_a or not body_b:
            continue
        tail, head = a.lines[body_a[-1]], b.lines[body_b[0]]
        if not _prose(tail) or _ENDS_SENTENCE.search(tail.text) or not _GOES_ON.match(head.text) or "\t" in head.text:
            continue
        # the next page's words up to the end of the sentence (it may wrap over a line or two)
        run = [j for j in body_b[:4] if "\t" not in b.lines[j].text]
        taken: list[int] = []
        text, spans = "", []
        for j in run:
            if taken and j != taken[-1] + 1:
                break
            taken.append(j)
            text = " ".join(b.lines[k].text.strip() for k in taken)
            spans = split_sentences(text)
            if len(spans) > 1 or _ENDS_SENTENCE.search(text):
                break
        end = spans[0][1] if spans else len(text)
        if len(spans) == 1 and not _ENDS_SENTENCE.search(text):
            continue  # no end of the sentence in sight: a list or a table goes on, leave both pages as they are
        carried, rest = text[:end].strip(), text[end:].strip()
        joined = _with_text(tail, f"{tail.text.rstrip()} {carried}")
        lines_a = [*a.lines[:body_a[-1]], joined, *a.lines[body_a[-1] + 1:]]
        kept = [_with_text(b.lines[taken[-1]], rest)] if rest else []
        lines_b = [*b.lines[:taken[0]], *kept, *b.lines[taken[-1] + 1:]]
        out[i] = a.model_copy(update={"lines": lines_a})
        out[i + 1] = b.model_copy(update={"lines": lines_b})
    return out
