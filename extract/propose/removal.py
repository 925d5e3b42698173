"""Phosphorus removal in a pollutant table: which cell is the site's annual total-phosphorus removal.

A water-quality table splits the fact across a row and a column ("Total Phosphorus" x
"Removal (%)", or "Site total" x "TP rem. (%)"). A cell counts only when the pooled words
name total phosphorus and a removal in percent, and nothing marks the figure as someone
else's: a rule's target, one device of many, a load in pounds, another pollutant. A table
of devices ("Device 1", "BMP 2", "Pond 1") gives each device's removal, not the site's, so
only its total row is read.
"""

from __future__ import annotations

import re
from extract.words.lazy_compile import lazy_compile

# "Total Phosphorus", "TP", "Phosphorus (TP)"; dissolved or particulate phosphorus is a part of it, not the total
_TP = lazy_compile(r"\b(?:total\s+)?phosphor(?:us|ous)\b|\bTP\b", re.IGNORECASE)
_TP_PART = lazy_compile(r"\b(?:dissolved|particulate|soluble|ortho\s*-?\s*phosphate|orthophosphate|srp)\b", re.IGNORECASE)
_REMOVAL = lazy_compile(r"\bremov(?:al|ed|es)?\b|\brem\.?(?!\w)|\breduction\b|\breduced\b|\befficiency\b|\bcapture\b",
                      re.IGNORECASE)
_PERCENT = lazy_compile(r"%|\bpercent\b|\bpct\.?(?!\w)", re.IGNORECASE)
# a standard to meet, not a result: "Required removal (%)", "Target", "MIDS goal", "NURP (%)"
_NOT_RESULT = lazy_compile(r"\brequire[ds]?\b|\brequirement\b|\btarget\b|\bgoal\b|\bstandard\b|\bminimum\b|\bmin\.?(?!\w)|"
                         r"\bcriteri(?:on|a)\b|\ballow(?:ed|able)\b|\bpermitted\b|\bthreshold\b|\bnurp\b|\brule\b|"
                         r"\bexisting\b|\bpre-?\s*(?:project|development)\b|\bfuture\b|\bphase\s+(?:2|ii|two|3)\b|"
                         r"\bload\b|\blbs?\b|\blb/", re.IGNORECASE)
# one device of many, named in the row label
_DEVICE_ROW = lazy_compile(r"\b(?:device|bmp|pond|basin|filter|swale|garden|trench|cell|structure|node|catchment|"
                         r"subcatchment|drainage\s+area|da)\s*[-#]?\s*\w*\d", re.IGNORECASE)
_TOTAL_ROW = lazy_compile(r"^\s*(?:(?:site|project|overall|net|grand|whole\s+site|entire\s+site|all\s+bmps?)\s*)?"
                        r"(?:total|overall|net|combined|sum)?\s*(?:site|project)?\s*(?:\([^)]{0,30}\))?\s*:?\s*$",
                        re.IGNORECASE)
# a caption that says the rows are the devices one by one and the site total is elsewhere
_PER_DEVICE_CAPTION = lazy_compile(r"\bindividual\b|\bper\s+(?:device|bmp|pond)\b|\bby\s+(?:device|bmp)\b|\beach\s+(?:device|bmp)\b",
                                 re.IGNORECASE)


def removal_cell(label: str, header: str, caption: str, cell: str, corner: str = "") -> float | None:
    """The site's annual TP removal (percent) if this cell states it, else None.

    ``label`` is the row's first cell, ``header`` the column's head, ``caption`` the table's title,
    ``corner`` the head over the row labels ("Phosphorus (TP)" over "Annual removal")."""
    words = f"{corner} {label} {header}"
    if not _TP.search(words) or _TP_PART.search(words) or not _REMOVAL.search(words):
        return None
    if not (_PERCENT.search(words) or _PERCENT.search(cell)) or _NOT_RESULT.search(words):
        return None
    if _other_pollutant(label, header) or _DEVICE_ROW.search(label) or _DEVICE_ROW.search(header):
        return None
    if _PER_DEVICE_CAPTION.search(caption):
        return None
    if _TP.search(header) and _REMOVAL.search(header) and not (_TP.search(label) or _REMOVAL.search(label)):
        # "TP rem. (%)" over rows of devices or of the site: only a total row is the site's
        if not label.strip() or not _TOTAL_ROW.match(label):
            return None
    m = re.fullmatch(r"\s*(\d{1,3}(?:\.\d+)?)\s*(?:%|percent)?\s*", cell)
    if not m:
        return None
    value = float(m.group(1))
    return value if 0 < value <= 100 else None


def _other_pollutant(label: str, header: str) -> bool:
    """"TSS" in the label under a "TP removal" header (or the other way round) names two pollutants: the
    cell is the one in the label, which is not phosphorus."""
    other = re.compile(r"\btss\b|\bsuspended\b|\bsediment\b|\bnitrogen\b|\btn\b|\bchloride\b|\bvolume\b", re.IGNORECASE)
    return bool(other.search(label) and not _TP.search(label) or other.search(header) and not _TP.search(header))
