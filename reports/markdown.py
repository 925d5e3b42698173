"""Markdown escaping: text from a PDF must not change the shape of the letter.

Applied to every ``{{ }}`` output of the Markdown templates (the environment's
``finalize``), so no field can be forgotten. It folds line breaks (a newline would end
a table row), escapes ``|`` (a cell border), the emphasis, code and link characters,
and a ``<`` that would open raw HTML, which most Markdown viewers pass through live.
"""

from __future__ import annotations

import re
from typing import Any

from reports.format import one_line

_PUNCT = re.compile(r"([\\`*\[\]|~])")
_TAG_OPEN = re.compile(r"<(?=[A-Za-z/!?])")
_EDGE_UNDERSCORE = re.compile(r"(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])")


def md_escape(value: Any) -> str:
    if value is None:
        return ""
    text = one_line(value)
    text = _PUNCT.sub(r"\\\1", text)
    text = _TAG_OPEN.sub(r"\\<", text)
    return _EDGE_UNDERSCORE.sub(r"\\_", text)
