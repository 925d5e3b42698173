"""N.4.4 in a neighbour's words: runoff from beside the project that reaches it, placed by compass or
adjacency rather than called "off-site": "the 18-acre farm field to the north drains across the site",
"the neighborhood to the west drains onto our lot", "the residential area north of Smithtown Road that
crosses under the trail". The site's own runoff moving across the site ("runoff from the site's parking
lot drains across the site to the pond", "the proposed roof drains onto the site's basin") is no
tributary area, so a sentence naming an on-site or proposed source before the verb is not read.
"""

from __future__ import annotations

import re
from extract.words.lazy_compile import lazy_compile

_I = re.IGNORECASE

_VERB = r"(?:drains?|draining|flows?|flowing|runs?|crosses|crossing|enters?|entering|sheet[- ]flows?)"
_ON_SITE_SOURCE = lazy_compile(rf"^(?![^.;]*\b(?:site['’]s|on[- ]?site|onsite|proposed|new|our\s+(?:roof|parking|building|driveway|lot['’]s))\b[^.;]*?\b{_VERB}\b)", _I)
NEIGHBOUR_RUNON = lazy_compile(
    rf"{_ON_SITE_SOURCE.pattern}.*?"
    r"(?:\bto\s+the\s+(?:north|south|east|west)\w*|\b(?:north|south|east|west)\w*\s+of\s+(?!the\s+(?:site|project|property|pond|building|basin)\b)[^,.;]{1,40}?|"
    r"\badjacent\b|\bneighbou?r\w*|\bupland\b|\bupstream\b)"
    rf"[^.;]{{0,60}}?\b{_VERB}\s+(?:onto|into|across|through|over|under|beneath)\s+"
    r"(?:the|our|this)\s+(?:project\s+)?(?:site|property|lot|parcel|campus|corridor|trail|road|street|tract)\b(?!['’]s)", _I | re.DOTALL)
