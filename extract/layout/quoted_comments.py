"""A reviewer's comment quoted in a response letter is the reviewer's words, not the design's.

Why a reader of its own: a resubmittal answers the District comment by comment, and each comment is
repeated before its answer ("2. District: "The 100-year proposed rate (8.6 cfs) exceeds existing."
Response: ... The current 100-year proposed rate is 7.9 cfs"). The quoted figure is the one the
revision replaced; read as a fact it would contradict the current design and leave the rate
undecided. The quotation is set aside (shown as "[comment quoted]") before any fact is read; the
response that follows is read as usual.
"""

from __future__ import annotations

import re
from dataclasses import replace

from extract.layout.segments import Segment
from extract.words.lazy_compile import lazy_compile

# "District:", "MCWD comment 3:", "Comment 2:", "Reviewer:", "Staff comment:" followed by a quotation
_WHO = (r"(?:(?:the\s+)?(?:district|mcwd|watershed\s+district|reviewer|review\s+engineer|staff|city)(?:'s)?"
        r"(?:\s+(?:comment|review\s+comment|note))?|(?:review\s+)?comment)(?:\s+(?:no\.?\s*)?\d+[a-z]?)?")
_OPEN = r"[\"“]"
_QUOTED = lazy_compile(rf"(?:^|(?<=[\s.;(]))(?P<who>{_WHO})\s*[:.-]\s*(?P<quote>{_OPEN}[^\"”]*(?:[\"”]|$))", re.IGNORECASE)
PLACEHOLDER = '"[comment quoted]"'


def unquote_comments(seg: Segment) -> Segment:
    """The segment with each quoted reviewer's comment replaced by a placeholder (the same segment if none)."""
    if '"' not in seg.text and "“" not in seg.text:
        return seg
    text = _QUOTED.sub(lambda m: m.group(0)[:m.start("quote") - m.start()] + PLACEHOLDER, seg.text)
    return seg if text == seg.text else replace(seg, text=text)
