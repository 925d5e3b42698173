"""Spaces the recogniser dropped, put back where the scan itself shows a gap between words.

The recogniser reads a whole text box at once and sometimes leaves out the space between two
words ("builda new home", "4.2acres", "100-yearHWL"); the fact readers then miss the words.
The pixels still hold the answer: between two words the crop is blank for a good part of the
text height, between two letters of a word it is not. So a space is inserted only where

* the crop has a blank stretch (no ink across the text band) wider than ``SPACE_GAP`` of the
  band's height, and wider than ``LINE_FRACTION`` of the spaces the recogniser did keep on
  that box (a wide monospaced table font then does not split at its wide letter gaps);
* that blank stretch is not already explained by a space in the text (each kept space claims
  the blank stretch nearest to it first);
* it falls between two characters the recogniser placed on either side of it (the CTC
  column of each character, scaled to the crop, says where the character was read);
* the two characters are not both part of a number, and the left one is not an opening mark
  nor the right one a closing mark (no "61, 057", "2 .35", "( PID", "site ."): digits are
  never touched, only spaces are ever added.

Where anything needed is missing (no columns, a character count that does not match the
columns, a blank crop) the text is returned as it was read.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

SPACE_GAP = 0.35
"""Blank width, as a share of the text band height, from which a gap can be a word space.
Measured on degraded scans of corpus pages: kept spaces sit at 0.35-0.9, letter gaps inside
words below 0.25, except beside narrow glyphs (l, 1, punctuation) at 0.25-0.45."""

LINE_FRACTION = 0.6
"""With 2+ kept spaces on a box, a new space needs this share of their median blank width."""

MIN_GAP = 0.35
"""With 2+ kept spaces on a box, the least blank width (share of band height) a new one needs."""

NARROW_EXTRA = 0.15
"""Extra height share a gap beside a narrow glyph must have (its side bearings look blank)."""

_NUMERIC = set("0123456789.,")
_NO_SPACE_AFTER = set("([{/-'\"$#@&_’‘“")
_NO_SPACE_BEFORE = set(")]}.,;:!?%/-'\"_’”°")
_NARROW = set("1lIij!|.,:;'")


@dataclass(frozen=True)
class Reading:
    """What the recogniser says about one box: its text and where each character was read.

    ``cols`` holds the CTC column of every non-space character of ``text`` in order;
    ``span`` is how many columns the crop's own width covers (the batch pads crops).
    """

    text: str
    cols: tuple[int, ...]
    span: float


def text_band(crop: np.ndarray) -> tuple[np.ndarray, int] | None:
    """Which columns of ``crop`` hold ink, and the height of its core text band.

    The core band (the rows that carry a real share of the ink: about the x-height) is the
    scale every gap is measured against; it does not depend on which letters the box holds.
    """
    if crop.ndim == 3:
        crop = cv2.cvtColor(crop, cv2.COLOR_RGB2GRAY)
    if crop.size == 0 or crop.shape[0] < 4 or crop.shape[1] < 4:
        return None
    if int(crop.max()) - int(crop.min()) < 40:
        return None  # no contrast: nothing to measure
    _, ink = cv2.threshold(np.ascontiguousarray(crop), 0, 1, cv2.THRESH_BINARY_INV + cv2.THRESH_OTSU)
    rows = ink.sum(axis=1)
    core = np.flatnonzero(rows > 0.15 * rows.max())
    if core.size == 0:
        return None
    height = int(core[-1]) + 1 - int(core[0])
    if height < 4:
        return None
    # blanks are looked for over ascenders and descenders too (a T's bar, a y's tail), but
    # not in rows with only a speck of ink (a neighbour line's descender clipped in)
    reach = np.flatnonzero(rows > 0.03 * rows.max())
    top, bottom = int(reach[0]), int(reach[-1]) + 1
    return ink[top:bottom].sum(axis=0) > 0, height


def blank_runs(ink_cols: np.ndarray, start: float, end: float) -> list[tuple[int, int]]:
    """Runs ``(x0, x1)`` (x1 exclusive) of inkless columns lying between ``start`` and ``end``."""
    lo, hi = max(int(start), 0), min(int(np.ceil(end)) + 1, ink_cols.size)
    runs = []
    x = lo
    while x < hi:
        if ink_cols[x]:
            x += 1
            continue
        x0 = x
        while x < hi and not ink_cols[x]:
            x += 1
        if x0 > lo and x < hi:  # bounded by ink on both sides: between characters
            runs.append((x0, x))
    return runs


def may_split(left: str, right: str) -> bool:
    """Whether a space may go between ``left`` and ``right`` (never inside a number)."""
    if left in _NUMERIC and right in _NUMERIC:
        return False
    if left in _NO_SPACE_AFTER or right in _NO_SPACE_BEFORE:
        return False
    return left.isalnum() or right.isalnum()  # not inside a run of dots or dashes


def restore_spaces(reading: Reading, crop: np.ndarray) -> str:
    """``reading.text`` with a space added wherever the crop shows an unexplained word gap."""
    text = reading.text
    chars = [i for i, ch in enumerate(text) if not ch.isspace()]
    if len(chars) < 2 or len(chars) != len(reading.cols) or reading.span <= 0:
        return text
    band = text_band(crop)
    if band is None:
        return text
    ink_cols, height = band
    width = crop.shape[1]
    xs = [(c + 0.5) / reading.span * width for c in reading.cols]
    if any(b <= a for a, b in zip(xs, xs[1:])):
        return text  # columns out of order: no trustworthy positions
    runs = [r for r in blank_runs(ink_cols, xs[0], xs[-1]) if r[1] - r[0] >= 0.2 * height]
    centers = [(r[0] + r[1]) / 2 for r in runs]

    # every space the recogniser kept claims the blank run nearest to it
    claimed: set[int] = set()
    kept_widths = []
    for k in range(len(chars) - 1):
        if chars[k + 1] == chars[k] + 1 or not runs:
            continue
        mid = (xs[k] + xs[k + 1]) / 2
        free = [j for j in range(len(runs)) if j not in claimed]
        if not free:
            break
        j = min(free, key=lambda j: abs(centers[j] - mid))
        if abs(centers[j] - mid) <= max(xs[k + 1] - xs[k], 0.5 * height):
            claimed.add(j)
            kept_widths.append(runs[j][1] - runs[j][0])
    threshold = SPACE_GAP * height
    if len(kept_widths) >= 2:
        threshold = max(MIN_GAP * height, LINE_FRACTION * float(np.median(kept_widths)))

    inserts: set[int] = set()  # index into ``text`` before which a space goes
    for j, (x0, x1) in enumerate(runs):
        if j in claimed:
            continue
        k = next((k for k in range(len(chars) - 1) if xs[k] < centers[j] < xs[k + 1]), None)
        if k is None or chars[k + 1] != chars[k] + 1:
            continue  # outside the characters, or already spaced
        left, right = text[chars[k]], text[chars[k + 1]]
        need = threshold + (NARROW_EXTRA * height if left in _NARROW or right in _NARROW else 0.0)
        if x1 - x0 >= need and may_split(left, right):
            inserts.add(chars[k + 1])
    if not inserts:
        return text
    return "".join((" " + ch) if i in inserts else ch for i, ch in enumerate(text))
