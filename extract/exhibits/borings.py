"""Item (C), the geotechnical soil boring results, read from the results themselves.

A report rarely titles its borings the way a geotechnical firm does ("Log of Boring"); an
outside author tabulates them under a plain head ("Boring | Surface elev. | 0-2 ft | 2-9 ft")
with one row per boring (B-1, SB-2, ST-5) giving the soils found, or sums them up in a sentence
naming the borings and what they found ("Borings B-1 to B-6 found lean clay (CL) to 14 ft").
Either is the result. A promise of borings, a statement that none were taken, or a table of
drainage areas whose rows happen to be named B-1 is not.
"""

from __future__ import annotations

import re

from extract.exhibits.negation import deferred, hedged, negated
from extract.pdf.page import Line, Page
from extract.words.lazy_compile import lazy_compile

_I = re.IGNORECASE

_BORING_HEAD = lazy_compile(r"^\s*(?:soil\s+|test\s+)?borings?(?:\s+(?:no\.?|number|id|#|location))?\s*$", _I)
_BORING_ID = lazy_compile(r"^\s*(?:SB|B|ST|TB|BH|GB|P|MW|HA)\s*-?\s*\d{1,3}[A-Z]?\b")
# what a boring finds: soil words, a USCS group symbol, fill, groundwater
_SOIL_FOUND = lazy_compile(r"\b(?:clay|sand|silt|loam|gravel|topsoil|fill|till|outwash|peat|muck|bedrock|organic|"
                         r"(?-i:CL|CH|ML|MH|SM|SC|SP|SW|GP|GW|GM|GC|OL|OH|PT|CL-ML|SP-SM|SM-SC))\b|\bblows?\b|\bN-?value", _I)
_SENTENCE = lazy_compile(r"\b(?:soil\s+|geotechnical\s+|test\s+)?borings?\s+(?:\(?[A-Z]{0,2}\s*-?\s*\d{1,3}\)?\s*(?:(?:to|through|thru|-|–|and|,)\s*(?:[A-Z]{1,2}\s*-?\s*)?\d{1,3}\s*)*)"
                       r"(?:\([^()]{0,60}\)\s*)?[:,]?\s*(?:\w+\s+){0,3}?(?:found|show(?:s|ed)?|encountered|indicate[sd]?|revealed|reported|consist\w*|"
                       r"(?:sandy|silty|clayey|lean|fat|loam\w*|organic)\b|sand\b|clay\b|silt\b|fill\b|topsoil\b)", _I)


# borings still to be drilled: "Borings B-1 to B-4 are proposed in the sand area"
_PLANNED = lazy_compile(r"\b(?:proposed|planned|will|shall|to\s+be|scheduled|recommended|expected)\b", _I)


def _cells(line: Line) -> list[str]:
    cells = [c.text.strip() for c in line.cells if c.text.strip()] if line.cells else []
    return cells or [p.strip() for p in line.text.split("\t") if p.strip()]


def boring_table(page: Page) -> list[Line]:
    """A table headed by a Boring column whose rows name borings and the soils they found."""
    lines = page.lines
    for i, line in enumerate(lines):
        cells = _cells(line)
        if len(cells) < 2 or not _BORING_HEAD.match(cells[0]):
            continue
        rows = [r for r in lines[i + 1:i + 8] if (rc := _cells(r)) and len(rc) >= 2 and _BORING_ID.match(rc[0])
                and _SOIL_FOUND.search(" ".join(rc[1:])) and not negated(r.text)]
        if rows:
            return [line, rows[0]]
    return []


def states_boring_results(sentence: str) -> bool:
    """A sentence naming the borings by number and what they found ("Soil borings SB-1 to SB-8 (Haugo
    GeoTechnical): sandy outwash (SP, HSG A) under Pond 2")."""
    if deferred(sentence) or hedged(sentence) or "?" in sentence:
        return False
    m = _SENTENCE.search(sentence)
    if not m or not re.search(r"\d", m.group(0)) or not _SOIL_FOUND.search(sentence[m.start():]):
        return False
    start = sentence.rfind(";", 0, m.start()) + 1
    end = sentence.find(";", m.end())
    clause = sentence[start:end if end >= 0 else len(sentence)]  # the borings' own clause, not "infiltration is not proposed" after it
    return not negated(sentence[:m.end()]) and not _PLANNED.search(clause)


# the borings counted rather than numbered: "Geotechnical borings (Granite Ridge, 9/2025), 12 borings; SP-SM sand"
_COUNTED = lazy_compile(r"\b(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s+"
                      r"(?:soil\s+|test\s+|geotechnical\s+|hand\s+auger\s+|standard\s+penetration\s+(?:test\s+)?)?borings\b", _I)


def states_counted_borings(sentence: str) -> bool:
    """A sentence counting the borings taken and saying what they found ("Six borings by Braun Intertec
    encountered silty sand (SM) to 15 ft"). The count is what makes them taken: a promise ("12 borings
    will be drilled"), a denial, or a count with no soil named is not the result."""
    if deferred(sentence) or hedged(sentence) or "?" in sentence:
        return False
    m = _COUNTED.search(sentence)
    if not m or not _SOIL_FOUND.search(sentence[m.start():]):
        return False
    return not negated(sentence) and not _PLANNED.search(sentence)
