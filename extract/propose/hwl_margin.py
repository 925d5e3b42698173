"""The 100-year HWL a sentence sets the opening above ("... floods to 917.5 in the 100-year storm, so that is
the 100-year high water next to the building: the opening is 3.5 ft above it").

Such a sentence often names two 100-year levels (a lake's and the street's) and says which one
the building faces only by the margin. The margin is the check: an elevation of the sentence is
the HWL only where the package's lowest opening, less the stated margin, gives exactly it. No
opening, no HWL; two elevations that both fit (they would be equal) or none, no HWL.
"""

from __future__ import annotations

import re

from extract.layout.segments import Segment
from extract.propose.candidate import WATER_BODY, Candidate
from extract.pdf.page import Page
from rulen.facts import make_fact
from rulen.models import Evidence, Fact
from extract.words.lazy_compile import lazy_compile

_MARGIN = lazy_compile(r"\b(?:lowest\s+)?(?:building\s+)?(?:opening|walk-?out|(?:lower[- ]level\s+|walkout\s+|garage\s+)?door|window|entry)\s+"
                     r"(?:is|sits|will\s+be|stands|lies)\s+(?:set\s+)?(?:at\s+least\s+)?"
                     r"(\d{1,2}(?:\.\d{1,2})?)\s*(?:ft\.?|feet|foot|'|’)\s+(?:above|over|higher\s+than)\s+"
                     r"(?:it|that|this|the\s+(?:local\s+)?(?:[\w-]+'s\s+)?(?:100\s*-?\s*(?:yr|year)\s+)?(?:hwl|high\s+water(?:\s+level)?|"
                     r"flood\s+(?:level|elevation)|level)|the\s+[\w-]+'s\s+100\s*-?\s*(?:yr|year)\s+(?:level|hwl|high\s+water|flood))\b",
                     re.IGNORECASE)
# "the lowest opening (walkout door sill) is at 934.6, 3.1 feet above the 100-year flood elevation", "... which is
# at least 3.2 feet above that high water level": the margin said in a sentence about the opening
_WORD_FEET = {"two": 2.0, "three": 3.0, "four": 4.0, "five": 5.0, "six": 6.0, "seven": 7.0, "eight": 8.0, "nine": 9.0, "ten": 10.0}
_MARGIN_AFTER = lazy_compile(r"(?:\bat\s+least\s+)?(\d{1,2}(?:\.\d{1,2})?|\b(?:two|three|four|five|six|seven|eight|nine|ten))\s*"
                           r"(?:ft\.?|feet|foot|'|’)\s+(?:above|over|higher\s+than)\s+"
                           r"(?:it|that|this|the|its)\s*(?:local\s+)?"
                           # "2.8 feet over the Pond 1 100-year HWL": the water named before its level
                           r"(?:(?P<water>(?:pond|basin|wetland|bmp|ib|wp)[\s#-]*[\w-]{1,6})\s+)?"
                           r"(?:100\s*-?\s*(?:yr|year)\s+)?(?:hwl|high\s+water(?:\s+level)?|"
                           r"flood\s*(?:level|elevation)|water\s+level)\b", re.IGNORECASE)
_OPENING_WORD = lazy_compile(r"\b(?:lowest|low)\s+(?:building\s+)?openings?\b", re.IGNORECASE)
_HUNDRED = lazy_compile(r"\b100\s*-?\s*(?:yr|year)\b|\bhwl\b|\bhigh\s+water\b", re.IGNORECASE)
_ELEV = lazy_compile(r"(?<![\d.])(\d{3,4}\.\d{1,2}|\d{3,4})(?!\d|\.\d|\s*(?:%|ac\b|acres?|sf\b|cfs|ft\b|feet))")


def _feet(m: re.Match[str]) -> float:
    """The margin's feet, in figures or in words ("2.4", "three")."""
    return _WORD_FEET.get(m.group(1).lower()) or float(m.group(1))


def _margin(text: str) -> re.Match[str] | None:
    m = _MARGIN.search(text)
    if m:
        return m
    return _MARGIN_AFTER.search(text) if _OPENING_WORD.search(text) else None


def read_margin(seg: Segment, prev: Segment | list[Segment] | None = None,
                page: Page | None = None) -> list[tuple[float, float, list[Evidence]]]:
    """(elevation, margin, evidence) for each elevation a sentence that sets the opening a margin above an HWL
    could mean: those before the margin in it, and those of the sentence before it that names a 100-year level
    ("The 100-year flood elevation of Lake Minnetonka is 931.5. The lowest opening ... 3.1 feet above the
    100-year flood elevation.")."""
    m = _margin(seg.text)
    if not m:
        return []
    margin = _feet(m)
    out = []
    sources = [(seg.text[:m.start()], seg)]
    # the sentence before, or (a list) the few lines before on the page: "Lake Minnetonka 100-year high water
    # elevation: 931.5" / "Ordinary high water: 929.4" / "Lowest opening ...: 933.4" / "The door sits 1.9 ft above ..."
    before = prev if isinstance(prev, list) else [prev] if prev is not None else []
    # the sentence just before counts; one further up only across a list of labelled lines (a flood-elevation
    # block), never across prose, where a level two sentences up is too far to be the one the margin speaks of
    for k, p in enumerate(reversed(before)):
        if k > 0 and not all(q.labelled for q in before[len(before) - k:]):
            break
        if p.file == seg.file and p.page == seg.page and _HUNDRED.search(p.text):
            sources.append((p.text, p))
    water = m.groupdict().get("water")
    extra: list[tuple[str, Evidence]] = []
    if water and page is not None and page.file == seg.file and page.number == seg.page:
        # "... 2.8 feet over the Pond 1 100-year HWL" below a pond table's row "Pond 1 | 995.5 | 998.2 | 1000.7": the
        # page's lines that name the same water hold its levels (the margin picks the one, or none)
        name = re.compile(r"\b" + r"[\s#-]*".join(map(re.escape, re.split(r"[\s#-]+", water.strip()))) + r"(?![\w.])",
                          re.IGNORECASE)
        extra = [(line.text, Evidence(file=page.file, page=page.number, text=line.text.replace("\t", " | ")[:300],
                                      bbox=line.bbox))
                 for line in page.lines if name.search(line.text) and not _margin(line.text)
                 and (seg.bbox is None or line.bbox[1] < seg.bbox[1])]
    if not any(_HUNDRED.search(t) for t, _ in sources) and not _HUNDRED.search(seg.text):
        return []
    # the evidence: the words naming the level, then the sentence stating the margin
    found = [(text, [seg.evidence()] if where is seg else [where.evidence(), seg.evidence()]) for text, where in sources]
    found += [(text, [ev, seg.evidence()]) for text, ev in extra]
    for text, evidence in found:
        for e in _ELEV.finditer(text):
            value = float(e.group(1))
            if 500 <= value <= 2500:
                out.append((value, margin, evidence))
    return out


def stated_margin(seg: Segment) -> list[tuple[float, Evidence]]:
    """The margin a sentence sets the opening above a 100-year level by, with the sentence ("... is 991.0,
    which is 2.4 feet above the 100-year high water level"), whatever elevations it names."""
    m = _margin(seg.text)
    if not m or not _HUNDRED.search(seg.text[m.start():]):
        return []
    return [(_feet(m), seg.evidence())]


def settle_hwl(facts: dict[str, Fact], margins: list[tuple[float, float, list[Evidence]]],
               pond_levels: list[tuple[float, Evidence]] = (), stated: list[tuple[float, Evidence]] = ()) -> None:
    """Where no HWL is settled, the one elevation that the settled lowest opening less its stated margin gives:
    an elevation of the margin's own sentences, or else a pond's or basin's stated 100-year level
    (``pond_levels``) that the opening less a stated margin (``stated``) gives exactly; the arithmetic shows
    that pond's level is the one the openings are set above."""
    opening = facts.get("lowest_opening_elev_ft")
    if "hwl_100yr_elev_ft" in facts or opening is None or not isinstance(opening.value, (int, float)):
        return
    fits = [(v, ev) for v, d, ev in margins if abs(opening.value - d - v) <= 0.051]
    if not fits:
        fits = [(v, [ev, sev]) for v, ev in pond_levels for d, sev in stated if abs(opening.value - d - v) <= 0.051]
    values = {v for v, _ in fits}
    if len(values) != 1:
        return
    value = values.pop()
    seen: set[tuple[str, int, str]] = set()
    evidence = [e for e in [e for _, evs in fits for e in evs][:3] + opening.evidence[:1]
                if (e.file, e.page, e.text) not in seen and not seen.add((e.file, e.page, e.text))]
    facts["hwl_100yr_elev_ft"] = make_fact("hwl_100yr_elev_ft", value, source="derived", evidence=evidence)


def drop_misfit_levels(cands: list[Candidate], facts: dict[str, Fact],
                       margins: list[tuple[float, float, list[Evidence]]]) -> list[Candidate]:
    """A pond's or lake's own level that the package's own margin rules out is no candidate for the chooser:
    "Lowest opening 951.3. The 100-year HWL of the lake is 931.5 ...; the opening is 4.3 ft above it" sets the
    opening above some other level (947.0), not the lake's."""
    opening = facts.get("lowest_opening_elev_ft")
    if opening is None or not isinstance(opening.value, (int, float)) or not margins:
        return cands
    misfit = {v for v, d, _ in margins if abs(opening.value - d - v) > 0.051}
    fitting = {v for v, d, _ in margins if abs(opening.value - d - v) <= 0.051}
    return [c for c in cands if not (c.name == "hwl_100yr_elev_ft" and c.variant == WATER_BODY
                                     and c.value in misfit and c.value not in fitting)]
