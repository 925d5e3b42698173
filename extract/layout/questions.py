"""An answer read together with its question ("Q: How much gets graded?" / "A: approx. 3.4 ac.").

Why: applicants who write for themselves answer questions, on a form or in a letter, and the
answer alone ("A: approx. 3.4 ac. (Phase 2 only).") says nothing of what it measures. Read as
"How much gets graded: approx. 3.4 ac.", the question is the answer's label, as a form's field is.
"""

from __future__ import annotations

import re
from dataclasses import replace

from extract.layout.segments import Segment
from extract.words.lazy_compile import lazy_compile

_QUESTION = lazy_compile(r"^\W*(?:q|question)\s*[:.)]\s*(?P<q>[^?]{2,120})\?\s*$", re.IGNORECASE)
_ANSWER = lazy_compile(r"^\W*(?:a|answer)\s*[:.)]\s*(?P<a>\S.*)$", re.IGNORECASE | re.DOTALL)
# "Q: Phosphorus? A: P8 shows 62% ...": question and answer on one line
_BOTH = lazy_compile(r"^\W*(?:q|question)\s*[:.)]\s*(?P<q>[^?]{2,120})\?\s*(?:a|answer)\s*[:.)]\s*(?P<a>\S.*)$", re.IGNORECASE | re.DOTALL)


def answer_with_question(prev: Segment | None, seg: Segment) -> Segment:
    """The answer as "question: answer", labelled, where the segment is an answer to the question before it."""
    both = _BOTH.match(seg.text)
    if both:
        return replace(seg, text=f"{both.group('q').strip()}: {both.group('a').strip()}", labelled=True)
    answer = _ANSWER.match(seg.text)
    question = _QUESTION.match(prev.text) if prev is not None and prev.file == seg.file and prev.page == seg.page else None
    if answer is None or question is None:
        return seg
    return replace(seg, text=f"{question.group('q').strip()}: {answer.group('a').strip()}", labelled=True)
