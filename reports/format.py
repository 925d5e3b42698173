"""Words and numbers for people: the formatting shared by every rendering.

Kept apart from the view model so the rules of presentation (how a number, a fact value,
a location or a criterion's compared numbers read) are one small, testable place. Every
function takes whatever a report holds (``Any`` in ``Fact.value`` and ``detail``) and
never raises: a value of an unexpected shape falls back to its plain text.
"""

from __future__ import annotations

import math
import re
from typing import Any

from rulen.models import Evidence

_WS = re.compile(r"\s+")

# Unit names of FACT_SPECS as they read after a number.
_UNIT_WORDS = {
    "acres": "ac",
    "percent": "%",
    "count": "",
    "units/acre": "units/ac",
}

# Key suffixes of criterion detail / object fact keys and the unit they imply.
_KEY_UNITS = (
    ("_h_per_v", ":1 (H:V)"),
    ("_du_per_ac", "units/ac"),
    ("_pct", "%"),
    ("_cfs", "cfs"),
    ("_ac_ft", "ac-ft"),
    ("_ac", "ac"),
    ("_ft", "ft"),
)

_EVENT_KEYS = re.compile(r"^\d+(\.\d+)?$")

# Words for the keys the rule engine and the fact table use, where the key itself reads badly.
_KEY_WORDS = {
    "hwl_100yr_elev_ft": ("100-year high water elevation", "ft"),
    "lowest_opening_elev_ft": ("lowest opening elevation", "ft"),
    "phosphorus_removal_pct": ("phosphorus removal", "%"),
    "safety_bench_slope_h_per_v": ("safety bench slope", ":1 (H:V)"),
    "density_du_per_ac": ("density", "units/ac"),
}


def one_line(text: Any) -> str:
    """Whitespace runs (PDF line breaks, tabs) collapsed: every rendering shows text on one line."""
    return _WS.sub(" ", str(text)).strip()


def shorten(text: str, limit: int) -> str:
    """Cut at a word boundary with an ellipsis, so a long quotation still fits its column."""
    text = one_line(text)
    if len(text) <= limit:
        return text
    cut = text[: max(1, limit - 1)]
    space = cut.rfind(" ")
    if text[len(cut)] != " " and space > limit // 2:
        cut = cut[:space]
    return cut.rstrip(" ,;:") + "…"


def number(value: Any) -> str:
    """A number as an engineer writes it: no float noise, no trailing zeros, grouping from 10,000."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return one_line(value)
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)
    if float(value) == int(value) and abs(value) < 1e15:
        whole = int(value)
        return f"{whole:,}" if abs(whole) >= 10000 else str(whole)
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    if abs(value) >= 10000:
        head, _, tail = text.partition(".")
        text = f"{int(head):,}" + (f".{tail}" if tail else "")
    return text


def with_unit(value: Any, unit: str | None) -> str:
    """A value followed by its unit, e.g. ``7.86 ac``, ``42%``, ``10:1 (H:V)``."""
    text = number(value)
    word = _UNIT_WORDS.get(unit or "", unit or "")
    if not word:
        return text
    if word.startswith("%") or word.startswith(":"):
        return text + word
    return f"{text} {word}"


def key_unit(key: str) -> tuple[str, str]:
    """A detail key split into readable words and the unit its suffix implies."""
    if key in _KEY_WORDS:
        return _KEY_WORDS[key]
    for suffix, unit in _KEY_UNITS:
        if key.endswith(suffix):
            return humanise(key[: -len(suffix)]), unit
    return humanise(key), ""


def humanise(key: str) -> str:
    return one_line(str(key).replace("_", " "))


def location(ev: Evidence) -> str:
    """Where to look, the way Section 6 asks submittals to state it: ``file p. N``."""
    return f"{one_line(ev.file)} p. {ev.page}"


def event_line(event: str, rates: dict[str, Any], unit: str = "cfs") -> str:
    """One return period's comparison: ``100-year: 12.4 cfs existing → 11.8 cfs proposed``."""
    label = f"{event}-year" if _EVENT_KEYS.match(str(event)) else humanise(event)
    existing = rates.get("existing")
    proposed = rates.get("proposed")
    left = "not stated" if existing is None else with_unit(existing, unit)
    right = "not stated" if proposed is None else with_unit(proposed, unit)
    return f"{label}: {left} existing → {right} proposed"


def _is_rates(value: Any) -> bool:
    return isinstance(value, dict) and bool(value) and set(value) <= {"existing", "proposed"}


def _event_sort(key: Any) -> tuple[int, float, str]:
    text = str(key)
    return (0, float(text), text) if _EVENT_KEYS.match(text) else (1, 0.0, text)


def pond_line(pond: Any) -> str:
    """One pond's bench and freeboard, in the order N.5.3 states them."""
    if not isinstance(pond, dict):
        return one_line(pond)
    name = one_line(pond.get("name") or "pond")
    parts = []
    for key, value in pond.items():
        if key == "name":
            continue
        words, unit = key_unit(str(key))
        parts.append(f"{words} {scalar(value, unit)}")
    return f"{name}: " + (", ".join(parts) if parts else "no figures stated")


def scalar(value: Any, unit: str = "") -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "not stated"
    if isinstance(value, (int, float)):
        return with_unit(value, unit or None)
    if isinstance(value, (list, tuple)):
        return ", ".join(scalar(v, unit) for v in value) or "none"
    if isinstance(value, dict):
        return "; ".join(f"{humanise(k)} {scalar(v, unit)}" for k, v in value.items()) or "none"
    return one_line(value)


def value_lines(key: str, value: Any, unit: str = "") -> list[str]:
    """Readable lines for one keyed value of a fact or a criterion's detail.

    Peak rates (a mapping of return periods to existing/proposed) read one event per line;
    ponds one pond per line; anything else as ``words: value unit``.
    """
    words, key_u = key_unit(key)
    unit = key_u or unit
    if isinstance(value, dict) and value and all(_is_rates(v) for v in value.values()):
        return [event_line(str(k), value[k], unit or "cfs") for k in sorted(value, key=_event_sort)]
    if _is_rates(value):
        return [event_line(str(key), value, unit or "cfs")]
    if isinstance(value, list) and value and all(isinstance(p, dict) for p in value):
        return [pond_line(p) for p in value]
    return [f"{words}: {scalar(value, unit)}"]


def detail_lines(detail: Any) -> list[str]:
    """The numbers a criterion compared, one readable line each."""
    if not isinstance(detail, dict):
        return [] if detail in (None, "", [], {}) else [one_line(detail)]
    if detail and all(_is_rates(v) for v in detail.values()):
        return [event_line(str(k), detail[k]) for k in sorted(detail, key=_event_sort)]
    lines: list[str] = []
    for key, value in detail.items():
        lines.extend(value_lines(str(key), value))
    return lines


def fact_value_lines(name: str, value: Any, unit: str | None) -> list[str]:
    """A fact's value with its unit: one line, or one per event / pond for the object facts."""
    if value is None:
        return []
    if isinstance(value, bool):
        return ["yes" if value else "no"]
    if isinstance(value, (int, float)):
        return [with_unit(value, unit)]
    if isinstance(value, dict) and value and all(_is_rates(v) for v in value.values()):
        rate_unit = _UNIT_WORDS.get(unit or "", unit or "") or "cfs"
        return [event_line(str(k), value[k], rate_unit) for k in sorted(value, key=_event_sort)]
    if isinstance(value, list) and all(isinstance(p, dict) for p in value):
        return [pond_line(p) for p in value] or ["none"]
    if isinstance(value, dict):
        parts = []
        for key, val in value.items():
            words, key_u = key_unit(str(key))
            parts.append(f"{words} {scalar(val, key_u)}")
        return [", ".join(parts) or "none"]
    text = one_line(value)
    word = _UNIT_WORDS.get(unit or "", unit or "")
    return [f"{text} {word}" if word and isinstance(value, str) and _looks_numeric(text) else text]


def fact_value(name: str, value: Any, unit: str | None) -> str:
    """A fact's value on one line (several lines joined with ``; ``)."""
    return "; ".join(fact_value_lines(name, value, unit))


def readable_clause(text: str) -> str:
    """Clause short texts write ``>=`` and ``<=``; people read ``≥`` and ``≤``."""
    return text.replace(">=", "≥").replace("<=", "≤")


def _looks_numeric(text: str) -> bool:
    try:
        float(text.replace(",", ""))
    except ValueError:
        return False
    return True
