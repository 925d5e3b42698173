"""Numbers as Minnesota engineers type them, to a value plus the precision it was stated at.

Precision matters because a value given in two units ("342,381 SF (7.86 AC)") is checked
against its twin only to the rounding the writer used; a number read with the wrong
precision would make a consistent pair look like a conflict, or hide a real one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from extract.words.lazy_compile import lazy_compile

WORD_NUMBERS: dict[str, float] = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90, "hundred": 100,
    "one-half": 0.5, "half": 0.5, "one-quarter": 0.25, "three-quarters": 0.75,
}

TENS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
ONES = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_COMPOUND = lazy_compile(rf"^({'|'.join(TENS)})\s*-\s*({'|'.join(ONES)})$", re.IGNORECASE)


def word_value(word: str) -> float | None:
    """"seven", "thirty-six": the value of a number written in words (up to ninety-nine), else None."""
    low = word.strip().lower()
    if low in WORD_NUMBERS:
        return float(WORD_NUMBERS[low])
    m = _COMPOUND.match(low)
    if m:
        return float(WORD_NUMBERS[m.group(1)] + WORD_NUMBERS[m.group(2)])
    return None


# Approximation marks carry no information for the value; they are stripped, not refused.
_APPROX = ("±", "+/-", "+-", "~", "≈", "approx.", "approx")

_FRACTION_WORDS = {"half": 0.5, "quarter": 0.25}
_GLYPHS = {"½": 0.5, "¼": 0.25, "¾": 0.75}
_SPOKEN_MIXED = lazy_compile(r"^(?:([a-z]+|\d+)\s+and\s+(?:a|one)|one)\s*-?\s*(half|quarter)$")
_DIGITS = lazy_compile(r"^(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?$")
_FRACTION = lazy_compile(r"^(\d+)\s*/\s*(\d+)$")
_MIXED = lazy_compile(r"^(\d+)[\s-]+(\d+)\s*/\s*(\d+)$")


@dataclass(frozen=True)
class Number:
    """A parsed number: ``decimals`` is how many places after the point were written."""

    value: float
    decimals: int = 0

    @property
    def tolerance(self) -> float:
        """Half a unit of the last written place: the rounding the writer may have done."""
        return 0.5 * 10 ** (-self.decimals)


def parse_number(text: str) -> Number | None:
    """The number a token or short phrase states, or None if it is not one number.

    Accepts "1,234.5", ".92", "±33,032", "~2.1", "1/2", "1 1/2", "two", "two (2)",
    "one-half (1/2)". A word and a parenthesised digit that disagree are refused.
    """
    raw = text.strip()
    if not raw:
        return None
    paren = re.match(r"^([A-Za-z-]+)\s*\(\s*([\d./ ]+)\s*\)$", raw)
    if paren:
        word = word_value(paren.group(1))
        digit = parse_number(paren.group(2))
        if word is None or digit is None or abs(word - digit.value) > 1e-9:
            return None
        return digit
    low = raw.lower()
    for mark in _APPROX:
        if low.startswith(mark):
            return parse_number(raw[len(mark):])
    if raw.startswith("+") and raw[1:2].isdigit():
        return parse_number(raw[1:])  # "+0.62 ac": an increase written with its sign
    word = word_value(low)
    if word is not None:
        return Number(word, 0)
    spoken = _SPOKEN_MIXED.match(low)
    if spoken:  # "five and a half", "two and one - half", "one-half"
        whole = word_value(spoken.group(1)) if spoken.group(1) and not spoken.group(1).isdigit() else (
            float(spoken.group(1)) if spoken.group(1) else 0.0)
        if whole is not None:
            return Number(whole + _FRACTION_WORDS[spoken.group(2)], 2)
    glyph = re.match(r"^(\d*)\s*([½¼¾])$", raw)
    if glyph:  # "2½"
        return Number((float(glyph.group(1)) if glyph.group(1) else 0.0) + _GLYPHS[glyph.group(2)], 2)
    m = _MIXED.match(raw)
    if m and int(m.group(3)) != 0:
        return Number(int(m.group(1)) + int(m.group(2)) / int(m.group(3)), 2)
    m = _FRACTION.match(raw)
    if m:
        den = int(m.group(2))
        if den == 0:
            return None
        return Number(int(m.group(1)) / den, 2)
    if raw.endswith(".") and raw[:-1] and raw[:-1][-1].isdigit():
        raw = raw[:-1]  # sentence-final period
    if not _DIGITS.match(raw) or not any(c.isdigit() for c in raw):
        return None
    decimals = len(raw.split(".", 1)[1]) if "." in raw else 0
    try:
        return Number(float(raw.replace(",", "")), decimals)
    except ValueError:
        return None


NUMBER_RE = lazy_compile(
    r"(?<![\w.-])(?:±|\+/-|~)?\s?(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+|\.\d+|\d+)(?![\w])"
)


def find_numbers(text: str) -> list[tuple[Number, int, int]]:
    """Every plain numeral in ``text`` with its character span; for table cells."""
    out: list[tuple[Number, int, int]] = []
    for m in NUMBER_RE.finditer(text):
        num = parse_number(m.group(0))
        if num is not None:
            out.append((num, m.start(), m.end()))
    return out
