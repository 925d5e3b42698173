"""A calibration table read back: the isotonic fit's breakpoints, interpolated linearly, clipped at the ends.

``rulen train`` stores an ``IsotonicRegression``'s thresholds (score → precision measured out of
fold); the chooser and the kind classifier both read them through :func:`calibrated`.
"""

from __future__ import annotations

from bisect import bisect_right


def calibrated(xs: tuple[float, ...], ys: tuple[float, ...], s: float) -> float:
    """The calibrated value of score ``s`` (``s`` itself where no table was fitted)."""
    if not xs:
        return s
    if s <= xs[0]:
        return ys[0]
    if s >= xs[-1]:
        return ys[-1]
    hi = bisect_right(xs, s)
    lo = hi - 1
    span = xs[hi] - xs[lo]
    t = 0.0 if span <= 0 else (s - xs[lo]) / span
    return ys[lo] + t * (ys[hi] - ys[lo])
