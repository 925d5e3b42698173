"""A table of contents set at the top of a page that goes on with the report itself.

Why a reader of its own: a contents page names appendices it may not hold ("Appendix F - NPDES permit"),
so a page headed "Contents" is read for nothing. A short report often opens with its contents and
carries on with section 1 on the same page; skipping that page whole loses every fact of the report.
Here only the contents block is taken off: the heading and the short entry lines under it, up to the
first section heading that repeats an entry, or the first line of prose.
"""

from __future__ import annotations

import re

from extract.pdf.page import Page
from extract.words.lazy_compile import lazy_compile

_HEAD = lazy_compile(r"^\s*(?:table\s+of\s+contents|contents)\s*$", re.IGNORECASE)
_PROSE = lazy_compile(r"[.;:]\s*$|\s\w+,\s")


def _key(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", " ", text.lower()).strip()


def drop_contents_block(page: Page) -> Page:
    """The page without its contents block, where the report goes on below it; else the page as it is."""
    lines = page.lines
    head = next((i for i, l in enumerate(lines[:8]) if _HEAD.match(l.text)), None)
    if head is None:
        return page
    entries: set[str] = set()
    end = head + 1
    while end < len(lines):
        text = lines[end].text.strip()
        key = _key(text)
        if key and key in entries:
            break  # "1 Site data" again: the section itself begins
        if len(text) > 60 or _PROSE.search(text):
            break
        entries.add(key)
        end += 1
    rest = lines[end:]
    long_lines = [l for l in rest if len(l.text.strip()) >= 60]
    if len(entries) < 2 or len(long_lines) < 3:
        return page  # a contents page proper (or too little below it): left to the contents-page test
    return page.model_copy(update={"lines": lines[:head] + rest})


CONTENTS_HEAD = lazy_compile(r"table of contents|^contents$|list of (?:figures|tables|appendices)", re.IGNORECASE)
# a contents entry ends in its page ("Drainage ..... 4", "Appendix B ..... B-1"); a form's dot leader runs on to
# its answer ("Applicant ........ Lake Street Partners II LLC"), and a page of those is a form, not contents
CONTENTS_ENTRY = lazy_compile(r"(?:\.{3,}|…|\s{2,}|\t)\s*\d{1,3}\s*$|\.{4,}\s*(?:[A-Z]{0,2}-?\d{0,3}|[ivxlc]{1,6})\s*$")


def is_toc_page(page: Page) -> bool:
    lines = [l.text.strip() for l in page.lines]
    if any(CONTENTS_HEAD.search(l) for l in lines[:8]):
        return True
    entries = sum(1 for l in lines if CONTENTS_ENTRY.search(l))
    return entries >= 4 and entries >= len(lines) / 3
