"""Spacing that OCR puts inside numbers, taken out again before the fact readers see a scan.

A scanned "61,057 sf" often comes back as "61, 057 sf", and "2.35 ac" as "2 .35 ac" or
"2. 35 ac". Only spaces are removed, and only inside a number that a unit follows, so no
digit is ever added, dropped or changed: a misread digit stays misread, and is left to the
cross-checks (sf against acres, existing + net = proposed) to expose.
"""

from __future__ import annotations

import re

from extract.pdf.page import Cell, Line, Page
from extract.words.lazy_compile import lazy_compile

_UNIT = r"(?=\s*(?:sf|s\.f\.|sq\.?\s*ft|square|ac\b|ac\.|acres?|cfs|ft\b|feet|foot|%|percent|units?|lots?|du\b))"
_THOUSANDS = lazy_compile(r"(?<![\d.])(\d{1,3})\s*,\s+(\d{3})(?!\d)" + r"(?=(?:,\s*\d{3})*(?:\.\d+)?\s*(?:sf|s\.f\.|sq|square|cfs|acres?|ac\b|ft|feet|units?|lots?))",
                        re.IGNORECASE)
_POINT = lazy_compile(r"(?<![\d.,])(\d+)(?:\s+\.\s*|\.\s+)(\d+)(?![\d.])" + _UNIT, re.IGNORECASE)


# OCR drops the space between a word and a figure: "total2.4 acres", "about0.35acre", "Total: 2single-family lots".
# Only a lower-case word of three letters or more is parted from a figure, so identifiers ("P8", "C3.0", "2S", "1P",
# "NURP50", "C00071502") stay as they are; no character is added but the space
_WORD_FIGURE = lazy_compile(r"(?<=[a-z]{3})(?=\d)|(?<=\d)(?=(?:acres?|ac\b|sq\b|square|sf\b|feet|ft\b|single|units?|lots?|homes?|"
                          r"cfs|percent|miles?)\b)")


_STRAY_STOP = lazy_compile(r"(?<!www)(?<=[a-z]{3})\.(?=[a-z]+\s)(?!(?:org|com|gov|net|edu|us|mn|pdf|dwg)\b)")
_GLUED_ARTICLE = lazy_compile(r"\b(The|This|That|These|Our|Its|Their)(?=[A-Z][a-z]{2,})")


def tidy_numbers(text: str) -> str:
    """"61, 057 sf" -> "61,057 sf"; "2 .35 ac" / "2. 35 ac" -> "2.35 ac"; "total2.4" -> "total 2.4"; else as it was."""
    prev = None
    while prev != text:
        prev = text
        text = _THOUSANDS.sub(r"\1,\2", text)
    text = _WORD_FIGURE.sub(" ", text)
    text = _GLUED_ARTICLE.sub(r"\1 ", text)  # "TheTrust is a private applicant": an article run into its noun
    text = _STRAY_STOP.sub(". ", text)  # "re-platted and built.a new home": the space OCR lost after a stop (or a speck)
    return _POINT.sub(r"\1.\2", text)


def tidy_page(page: Page) -> Page:
    """A scanned page with its numbers' stray spaces removed (born-digital pages are returned as they are)."""
    if not page.ocr:
        return page
    lines = [Line(text=tidy_numbers(l.text), bbox=l.bbox,
                  cells=[Cell(text=tidy_numbers(c.text), bbox=c.bbox) for c in l.cells]) for l in page.lines]
    return page.model_copy(update={"lines": lines})
