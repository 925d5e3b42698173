"""A sidewalk or trail's width, pervious buffer and crossings (N.2.E.4), from prose.

Only what is stated is filled in; ``standalone`` is set only when the words say the
trail is the whole project, because the model's default (False) would otherwise be
mistaken for a reading.
"""

from __future__ import annotations

import re
from typing import Any

from extract.nlp import analyse
from extract.segments import Segment

_TRAIL = re.compile(r"\b(?:trail|sidewalk|multi[- ]use path|shared[- ]use path|bike path|walkway|pathway)s?\b", re.IGNORECASE)
_STANDALONE = re.compile(r"\b(?:project|work)\s+(?:consists?|is|involves|includes only)\s+(?:of\s+)?(?:the\s+)?(?:construction|installation|reconstruction)?\s*(?:of\s+)?(?:a|an|the)?\s*(?:new\s+)?(?:\d+(?:\.\d+)?[- ](?:foot|ft|')[- ]wide\s+)?(?:bituminous\s+|concrete\s+|paved\s+)?(?:multi[- ]use\s+|shared[- ]use\s+)?(?:trail|sidewalk|path)\b", re.IGNORECASE)


def read_trail(seg: Segment) -> dict[str, Any] | None:
    if not _TRAIL.search(seg.text):
        return None
    doc = analyse(seg.text)
    found: dict[str, Any] = {}
    labels = [l for l in doc.spans["label"] if l.label_ in ("sidewalk_width", "buffer", "crossing")]
    for q in doc.spans["qty"]:
        if q._.qty_num is None or not labels:
            continue
        unit = q._.qty_unit
        near = min(labels, key=lambda l: min(abs(l.start - q.end), abs(q.start - l.end)))
        around = " ".join(t.lower_ for t in doc[max(0, q.start - 3): q.end + 3])
        if unit == "ft" and near.label_ == "buffer" and "buffer_ft" not in found:
            found["buffer_ft"] = q._.qty_num.value
        elif unit == "ft" and near.label_ == "sidewalk_width" and ("wide" in around or "width" in around) and "width_ft" not in found:
            found["width_ft"] = q._.qty_num.value
        elif unit == "pct" and near.label_ == "crossing" and "crossing_pct" not in found:
            found["crossing_pct"] = q._.qty_num.value
    if _STANDALONE.search(seg.text):
        found["standalone"] = True
    if not found:
        return None
    found["evidence"] = [seg.evidence()]
    return found
