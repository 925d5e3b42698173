"""Every typed quantity a sentence states: areas, rates, elevations, lengths, percentages, counts, slopes, volumes.

Why a proposer with no phrase list: the phrase readers propose a value only where they know the
words that name its fact, so the reader's recall is bounded by their lists. This one proposes
every quantity whose unit (or, for an elevation, whose words) gives it a type, with the context
a chooser needs to judge it: the words before it in its clause (its label), a few words after,
and the cues that so often make a printed figure not the project's (a requirement or threshold,
a negation, another project). It decides nothing: a quantity is a candidate, never a fact.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from extract.layout.segments import Segment
from extract.propose.registry import reader
from extract.words.units import SF_PER_ACRE, ACRES_PER_HECTARE
from rulen.models import Evidence
from extract.words.lazy_compile import lazy_compile

Kind = Literal["area", "rate", "elevation", "length", "percent", "count", "slope", "volume"]

_NUM = r"(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+|\.\d+|\d+)"
# the unit words after a number, longest first; each maps to (kind, factor to the contract's unit)
_UNITS: tuple[tuple[str, Kind, float], ...] = (
    (r"cubic\s+feet\s+per\s+second|cfs|c\.f\.s\.|ft3/s|ft³/s|cf/s", "rate", 1.0),
    (r"acre[-\s]?f(?:ee|oo)?t|ac[-\s]?ft", "volume", 43_560.0),
    (r"cubic\s+(?:feet|foot|yards?)|cu\.?\s*ft\.?|cf|ft³|ft3|c\.?y\.?|cu\.?\s*yds?\.?", "volume", 1.0),
    (r"square\s+(?:feet|foot)|sq\.?\s*ft\.?|s\.f\.|sf|ft²|ft2", "area", 1 / SF_PER_ACRE),
    (r"hectares?|ha", "area", ACRES_PER_HECTARE),
    (r"acres?|ac\.?", "area", 1.0),
    (r"percent|per\s+cent|%", "percent", 1.0),
    (r"(?:dwelling\s+)?units?|lots|homes|townhomes|townhouses|apartments|condominiums|residences|dwellings|homesites", "count", 1.0),
    (r"(?:linear\s+)?(?:feet|foot|ft\.?|lf)(?:\s+wide|\s+deep|\s+long)?|'", "length", 1.0),
    (r"inch(?:es)?|in\.", "length", 1 / 12),
)
_TYPED = lazy_compile(_NUM + r"\s*-?\s*(?P<unit>" + "|".join(f"(?:{u})" for u, _, _ in _UNITS) + r")(?![A-Za-z0-9²³])",
                    re.IGNORECASE)
_SLOPE = lazy_compile(r"(?<![\d.:])(?P<run>\d{1,2}(?:\.\d)?)\s*:\s*1(?![\d.:])(?:\s*(?:h:v|\(h:v\)))?|(?<![\d.:])1\s*:\s*(?P<inv>\d{1,2})(?![\d.:])")
# an elevation written without a unit: "EL 912.5", "elevation of 905", "HWL = 934.2", "NWL 921.0"
_ELEVATION = lazy_compile(r"\b(?:el\.?|elev\.?|elevations?(?:\s+of)?|hwl|nwl|ohw|lfe|lowest\s+(?:floor|opening)|"
                        r"(?:high|normal)\s+water\s+(?:level|elevation)|water\s+level)(?:\s+(?:of|for|in|at)\s+(?:the\s+)?[a-z]+){0,2}"
                        r"\s*(?:=|:|is|at|of|was)?\s*"
                        r"(?:approximately\s+|about\s+)?(?P<num>\d{3,4}(?:\.\d{1,2})?)(?!\d|,\d)", re.IGNORECASE)
_CLAUSE = lazy_compile(r";\s|,\s+(?:and|but|while|whereas|which)\s|\.\s+(?=[A-Z])")
_REQUIREMENT = lazy_compile(r"\b(?:shall|must|required?|requirements?|minimum|maximum|at\s+least|no\s+(?:more|less)\s+than|"
                          r"less\s+than|more\s+than|greater\s+than|or\s+(?:more|greater|less)|exceed\w*|threshold|standard|"
                          r"criteri(?:a|on)|rule|allowed|permitted|up\s+to)\b", re.IGNORECASE)
_NEGATION = lazy_compile(r"\b(?:no|not|none|without|never|neither|nor)\b", re.IGNORECASE)
_OTHER = lazy_compile(r"\b(?:adjacent|adjoining|neighbou?r\w*|future|other|nearby|previous|prior|surrounding|off[-\s]?site|"
                    r"upstream|downstream|county\s+road|right[-\s]of[-\s]way|parent\s+parcel|remaining)\b", re.IGNORECASE)
LABEL_WORDS = 8


@dataclass(frozen=True)
class TypedQuantity:
    """One typed quantity and the context it sits in; ``value`` is in the contract's unit for its kind
    (acres, cfs, feet, percent, a count, horizontal run per unit rise, cubic feet)."""

    kind: Kind
    value: float
    written: str  # the number and unit as written
    label: str  # the clause's words before it (lower case, at most LABEL_WORDS)
    after: str  # the next few words
    requirement: bool
    negated: bool
    other_project: bool
    evidence: Evidence


def _number(raw: str) -> float:
    return float(raw.replace(",", ""))


def _context(text: str, start: int, end: int) -> tuple[str, str, str]:
    """The label (the clause's words before the quantity), the words after it, and the whole clause."""
    cuts = [m.end() for m in _CLAUSE.finditer(text, 0, start)]
    head = text[cuts[-1] if cuts else 0:start]
    words = re.findall(r"[A-Za-z][A-Za-z'-]*|\d+(?:[.,]\d+)*", head)
    label = " ".join(words[-LABEL_WORDS:]).lower()
    after = " ".join(re.findall(r"[A-Za-z][A-Za-z'-]*", text[end:end + 60])[:5]).lower()
    stop = _CLAUSE.search(text, end)
    return label, after, text[cuts[-1] if cuts else 0:stop.start() if stop else len(text)]


@reader("typed-quantity", fact="*", unit="pages", reads="every quantity a sentence states whose unit or words give its type",
        example="The pond's 100-year HWL is 934.2 and the outlet passes 3.1 cfs.")
def typed_quantities(seg: Segment) -> list[TypedQuantity]:
    """Every typed quantity of one sentence, in the order written."""
    text = seg.text
    found: list[tuple[int, int, Kind, float, str]] = []
    for m in _TYPED.finditer(text):
        unit = m.group("unit")
        kind, factor = next((k, f) for u, k, f in _UNITS if re.fullmatch(u, unit, re.IGNORECASE))
        value = _number(m.group("num")) * factor
        if kind == "length" and unit in ("'",) and "." not in m.group("num") and value >= 600:
            kind = "elevation"  # 912' is a level, not a length
        elif kind == "length" and value >= 600 and re.search(r"\b(?:el\.?|elev\w*|hwl|nwl|water|floor|opening)\b",
                                                              text[max(0, m.start() - 40):m.start()], re.IGNORECASE):
            kind = "elevation"
        found.append((m.start(), m.end(), kind, value, m.group(0)))
    for m in _ELEVATION.finditer(text):
        s = m.start("num")
        if not any(a <= s < b for a, b, *_ in found):
            found.append((s, m.end("num"), "elevation", _number(m.group("num")), m.group("num")))
    for m in _SLOPE.finditer(text):
        if not any(a <= m.start() < b for a, b, *_ in found):
            run = float(m.group("run")) if m.group("run") else float(m.group("inv"))
            found.append((m.start(), m.end(), "slope", run, m.group(0)))
    out = []
    for start, end, kind, value, written in sorted(found):
        label, after, clause = _context(text, start, end)
        out.append(TypedQuantity(kind=kind, value=round(value, 6), written=written.strip(), label=label, after=after,
                                 requirement=bool(_REQUIREMENT.search(clause)), negated=bool(_NEGATION.search(label)),
                                 other_project=bool(_OTHER.search(clause)), evidence=seg.evidence()))
    return out
