"""Words the recogniser glued together and the scan's gaps could not separate, split by spelling.

``extract.pdf.ocr_gaps`` puts back the spaces the pixels show; with tight word spacing the gap
between two words can be as narrow as one between letters, and "witha", "areais",
"of4.1" or "100-yearHWL" stay glued. This module splits such a token only when the token is
not a word itself and the split is unmistakable:

* letters glued to letters: the token is not in the English word list that the ``wordninja``
  package ships (126k words by frequency, from Wikipedia), the best split (``wordninja``)
  gives common words of 4+ letters besides at least one short function word ("a", "is",
  "the", "of"...). Glue between two content words is left alone on purpose: "stormwater",
  "raingarden", "bioretention" are not in the list and would otherwise become two words.
  Capitalised tokens (names: Anoka, Isanti, Edina) split only after a sentence-opening word.
* a function word glued to a number ("of4.1") or a number glued to a unit ("4.2acres",
  "4.26in"): a space goes between them; the digits are never touched.
* a lower-case word glued to an abbreviation in capitals after a number ("100-yearHWL"), or
  an abbreviation glued to a function word ("HWLis").

Only spaces are ever added, so a token's characters (and every digit) stay as read. Without
the word list installed nothing is split.
"""

from __future__ import annotations

import gzip
import re
from functools import lru_cache
from pathlib import Path
from extract.words.lazy_compile import lazy_compile

FUNCTION_WORDS = frozenset(
    "a an the of to in is at on and or for by with be as from are was will that this it no not per".split()
)
"""Short words that glue to their neighbours in OCR; a letters-only split needs one of them."""

OPENERS = frozenset("a an the this it no to in on at for".split())
"""Function words that open a sentence: a capitalised token splits only after one of them."""

COMMON_RANK = 30_000
"""Every other part of a split must be among this many most frequent words, and 4+ letters
long (a misread fragment such as "ition" must not become "it ion")."""

UNITS = frozenset("acres acre ac sf sq cfs units unit percent".split())
"""Units a number may be glued to ("4.2acres", "61,057sf"); ordinals (1st, 2nd) are not units."""

LENGTH_UNITS = frozenset("ft feet foot in inches lf cy".split())
"""Units split from a number only when it has decimals ("4.26in"): plan sheets themselves
write whole sizes glued ("18in", "5ft"), and a scan should read as its text layer would."""

_LETTERS = lazy_compile(r"^([(\[\"'“‘]*)([A-Za-z]+)([)\]\"'”’.,;:!?]*)$")
_WORD_NUMBER = lazy_compile(r"^([a-z]{2,5})(\d[\d.,]*)$")
_NUMBER_UNIT = lazy_compile(r"^(\d[\d,]*(?:\.\d+)?)([A-Za-z]{2,7})([.,;:)]*)$")
_WORD_ABBREV = lazy_compile(r"^(\d[\d.]*-[a-z]{3,})([A-Z]{2,}s?)([.,;:)]*)$")
_ABBREV_WORD = lazy_compile(r"^([A-Z]{2,})([a-z]{2,4})([.,;:)]*)$")


@lru_cache(maxsize=1)
def _ranks() -> dict[str, int] | None:
    """Word -> frequency rank from ``wordninja``'s list (None when it is not installed)."""
    try:
        import wordninja
    except ImportError:
        return None
    path = Path(wordninja.__file__).parent / "wordninja" / "wordninja_words.txt.gz"
    try:
        with gzip.open(path, "rt", encoding="utf-8") as fh:
            return {w.strip(): i for i, w in enumerate(fh) if w.strip()}
    except OSError:
        return None


def _split_letters(core: str, ranks: dict[str, int]) -> list[str] | None:
    """The parts of an all-letter token glued from words, or None to leave it whole."""
    lower = core.lower()
    if len(lower) < 4 or lower in ranks:
        return None
    capitalised = core[0].isupper()
    if not (core[1:].islower() and (core[0].islower() or capitalised)):
        return None  # mixed case: a name or a product (HydroCAD), not glue
    import wordninja

    parts = wordninja.split(lower)
    if len(parts) < 2 or "".join(parts) != lower:
        return None
    if not any(p in FUNCTION_WORDS for p in parts):
        return None
    for p in parts:
        if p in FUNCTION_WORDS:
            continue
        if len(p) < 4 or ranks.get(p, COMMON_RANK) >= COMMON_RANK:
            return None
    if capitalised and parts[0] not in OPENERS:
        return None
    if capitalised:
        parts[0] = parts[0][0].upper() + parts[0][1:]
    return parts


def split_token(token: str) -> str:
    """``token`` with spaces where it is unmistakably two or more glued words."""
    ranks = _ranks()
    if ranks is None or not token:
        return token
    m = _WORD_NUMBER.match(token)
    if m and m.group(1) in FUNCTION_WORDS:
        return f"{m.group(1)} {m.group(2)}"
    m = _NUMBER_UNIT.match(token)
    if m and (m.group(2).islower() or m.group(2).isupper()) and (
        m.group(2).lower() in UNITS or (m.group(2).lower() in LENGTH_UNITS and "." in m.group(1))
    ):
        return f"{m.group(1)} {m.group(2)}{m.group(3)}"
    m = _WORD_ABBREV.match(token)
    if m and m.group(1).split("-")[-1] in ranks:
        return f"{m.group(1)} {m.group(2)}{m.group(3)}"
    m = _ABBREV_WORD.match(token)
    if m and m.group(2) in FUNCTION_WORDS:
        return f"{m.group(1)} {m.group(2)}{m.group(3)}"
    m = _LETTERS.match(token)
    if m:
        parts = _split_letters(m.group(2), ranks)
        if parts:
            return m.group(1) + " ".join(parts) + m.group(3)
    return token


def split_glued(text: str) -> str:
    """``text`` with its glued tokens split (spacing between tokens kept as it was)."""
    return re.sub(r"\S+", lambda m: split_token(m.group(0)), text)
