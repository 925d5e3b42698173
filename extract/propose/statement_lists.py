"""N.3.2 from a page's lists and tables: the permanent BMPs written as a list rather than a sentence.

Firms list their BMPs under a heading ("Permanent BMPs", "Table 2 - Proposed Stormwater BMPs",
"POST-CONSTRUCTION BMPS:") followed by bullets, numbered items or table rows, or as a table whose
column is headed "BMP" ("BMP | Drainage Area | TP Removal"). The prose reader sees one sentence at a
time, so a heading with no verb and the items under it never reach it. The concept here: a heading
or column that names the permanent (or proposed, or post-construction) BMPs, and at least one item
under it that names a permanent practice. What shows nothing: a contents page, an unticked checklist
line, construction-phase erosion control, a heading with nothing under it (a form's blank), and
items that are denied or deferred ("rain garden - not proposed", "TBD").
"""

from __future__ import annotations

import re

from extract.layout.checkboxes import opens_unticked
from extract.exhibits.negation import deferred
from extract.words.negation import has_negation
from extract.layout.contents_block import is_toc_page
from extract.pdf.page import Line, Page
from extract.layout.wraps import read_wrapped
from extract.propose.statements import read_statements
from rulen.models import Evidence
from extract.words.lazy_compile import lazy_compile

_I = re.IGNORECASE

_BMP_WORDS = r"(?:bmps?|best\s+management\s+practices|stormwater\s+(?:management\s+|treatment\s+)?(?:features|facilities|practices|measures))"
_HEAD = lazy_compile(
    r"^\s*(?:(?:table|section|figure)\s+\d+(?:\.\d+)?\w?\s*[:.\-–—]?\s*|\d+(?:\.\d+)*\.?\s+|[A-Z]\.\s+)?"
    r"(?:summary\s+of\s+(?:the\s+)?|list\s+of\s+(?:all\s+)?(?:the\s+)?|schedule\s+of\s+)?(?:(?:permanent|proposed|post[- ]?construction|final)\s+)*"
    rf"(?:storm\s*water\s+)?{_BMP_WORDS}(?:\s+(?:summary|list|table|schedule|proposed|provided|included))?\s*[:.]?\s*$", _I)
# a sentence introducing the list and ending on its colon: "The permanent BMPs are:", "The following post-construction BMPs are proposed:"
_INTRO = lazy_compile(rf"^\s*(?:the\s+)?(?:following\s+)?(?:(?:permanent|proposed|post[- ]?construction|final)\s+)+(?:storm\s*water\s+)?{_BMP_WORDS}\s+"
                    r"(?:for\s+(?:the\s+|this\s+)?(?:project|site|development)\s+)?(?:are|include|includes|consist\s+of|will\s+be|are\s+proposed|proposed\s+are)\s*:\s*$", _I)
_EXPLICIT = lazy_compile(r"\b(?:permanent|proposed|post[- ]?construction|list|summary|schedule|table)\b", _I)
_VERBISH = lazy_compile(r"\b(?:is|are|was|were|will|be|has|have|proposed\s+to|provides?|includes?)\b", _I)
_TEMPORARY = lazy_compile(r"\b(?:temporary|erosion|sediment\s+control|construction[- ]phase|during\s+construction|swppp)\b", _I)
_ITEM = lazy_compile(r"^\s*(?:[•\uf0b7\uf0a7▪◦●*–-]|\(?\d{1,2}[.)]|\(?[a-z][.)])\s*", _I)
_BMP_KIND = lazy_compile(
    r"\b(?:(?:wet|dry|detention|retention|sedimentation|nurp|stormwater|storm\s+water)\s+(?:ponds?|basins?)|ponds?|rain\s+gardens?|"
    r"infiltration\s+(?:basins?|trench\w*|areas?|systems?|galler\w*|chambers?|beds?)|(?:bio)?filtration\s+(?:basins?|areas?|systems?|cells?)|"
    r"bioretention|biofiltration|(?:vegetated\s+|grass\w*\s+|bio)?swales?|underground\s+(?:storage|detention|infiltration|chambers?|systems?|vaults?)|"
    r"sump\s+(?:manholes?|structures?|catch\s+basins?)|hydrodynamic\s+separators?|(?:permeable|pervious|porous)\s+(?:interlocking\s+)?(?:concrete\s+)?pav\w+|tree\s+trench\w*|"
    r"(?:storm\s*water|flow[- ]through|infiltration|filtration)\s+planters?|"
    r"green\s+roofs?|(?:iron[- ]enhanced\s+)?sand\s+filters?|filter\s+strips?|stormwater\s+reuse|cisterns?|native\s+(?:seeding|plantings?|vegetation))\b", _I)
_COLUMN = lazy_compile(r"^\s*(?:(?:permanent|proposed)\s+)?(?:bmps?|best\s+management\s+practices?|bmp\s+(?:type|name|description|id)|practice|(?:treatment\s+)?facility(?:\s+type)?|"
                     r"stormwater\s+(?:bmp|feature|facility|practice))\s*$", _I)
_NOT_THERE = lazy_compile(r"\b(?:n/a|none|tbd|to\s+be\s+determined|not\s+(?:proposed|provided|used|included|required|feasible))\b", _I)


def _cells(line: Line) -> list[str]:
    cells = [c.text.strip() for c in line.cells if c.text.strip()] if line.cells else []
    return cells or [p.strip() for p in line.text.split("\t") if p.strip()]


def _is_toc(page: Page) -> bool:
    return is_toc_page(page)  # the contents-page test the exhibit readers use


def _good_item(text: str) -> bool:
    return bool(_BMP_KIND.search(text)) and not (_NOT_THERE.search(text) or has_negation(text) or deferred(text) or _TEMPORARY.search(text))


def _ev(page: Page, line: Line, text: str | None = None) -> Evidence:
    return Evidence(file=page.file, page=page.number, text=(text or line.text.replace("\t", " ")).strip()[:300], bbox=line.bbox)


def _listed_under_heading(page: Page) -> list[Evidence]:
    lines = page.lines
    for i, line in enumerate(lines):
        head = _cells(line)[0] if _cells(line) else ""
        if not (_HEAD.match(head) or _INTRO.match(head)) or _TEMPORARY.search(head) or opens_unticked(line.text) or deferred(line.text) or has_negation(line.text):
            continue
        if re.search(r"\.{3,}|…|\s\d{1,3}\s*$", line.text):
            continue  # a contents entry with its page number
        for row in lines[i + 1:i + 13]:
            text = row.text.strip()
            if not text:
                continue
            if _HEAD.match(text) is None and not _ITEM.match(text) and len(_cells(row)) < 2 and len(text.split()) > 12:
                break  # prose after the heading: the list, if any, has ended
            # an item is a bullet, a numbered entry or a table row; a bare short label (its bullet lost in the
            # text layer) only under a heading that says it lists the permanent BMPs. A sentence under a
            # chapter heading ("An infiltration basin is proposed.") is prose about one practice, not the list.
            label = _EXPLICIT.search(head) and not text.rstrip().endswith(".") and len(text.split()) <= 8 and not _VERBISH.search(text)
            if _good_item(text) and (_ITEM.match(text) or len(_cells(row)) >= 2 or label):
                return [_ev(page, line, head), _ev(page, row)]
            if re.match(r"^\s*(?:\d+(?:\.\d+)*\.?\s+)?[A-Z][A-Z &/-]{3,}$", text) and not _BMP_KIND.search(text):
                break  # the next chapter's heading
    return []


def _bmp_column_table(page: Page) -> list[Evidence]:
    lines = page.lines
    for i, line in enumerate(lines):
        cells = line.cells if line.cells else []
        heads = [c for c in cells if _COLUMN.match(c.text)]
        if not heads or len([c for c in cells if c.text.strip()]) < 2:
            continue
        context = " ".join(l.text for l in lines[max(0, i - 2):i + 1])
        if _TEMPORARY.search(context) or opens_unticked(line.text):
            continue
        col = heads[0]
        for row in lines[i + 1:i + 10]:
            under = [c for c in row.cells if c.text.strip() and min(c.bbox[2], col.bbox[2]) - max(c.bbox[0], col.bbox[0]) > -8.0]
            if any(_good_item(c.text) for c in under) and not has_negation(row.text):
                return [_ev(page, line), _ev(page, row)]
    return []


def read_page_statements(page: Page) -> dict[str, list[Evidence]]:
    """Criterion ids a page's lists and tables demonstrate (N.3.2, the list of permanent BMPs), and
    what its labelled sentences that wrap onto the next line demonstrate once read whole."""
    if _is_toc(page):
        return {}
    out = read_wrapped(page, read_statements)
    found = _listed_under_heading(page) or _bmp_column_table(page)
    if found:
        out.setdefault("N.3.2", []).extend(found)
    return out
