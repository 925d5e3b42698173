"""N.5.2 asks that pond outlets remove floatables. A skimmer, hood or baffle is that only where it
sits on a pond's outlet: a SAFL baffle in a sump manhole or a hood on a catch basin treats street
runoff before it reaches any pond, and says nothing of the pond outlet. So the floatables device and
the pond or its outlet must be named in the same item of a list, the same clause of a sentence, and
a catch basin is no basin of a pond.
"""

from __future__ import annotations

import re
from extract.words.lazy_compile import lazy_compile

_I = re.IGNORECASE

DEVICE = lazy_compile(r"skimmer|baffle|snout|trash rack|submerged (?:inlet|outlet|pipe)|hooded|\bhoods?\b|reverse[- ]slope pipe|"
                    r"(?:remov\w*|retain\w*|captur\w*|trap\w*|skim\w*) (?:of )?(?:the )?floatables?|floatables? (?:removal|are removed|will be removed|control)", _I)
# the pond or its outlet: "basin" of a catch basin, a manhole or a sump is not one
POND_OUTLET = lazy_compile(r"\bponds?\b|\boutlets?\b|\bstructures?\b|(?<!catch )(?<!catch\s\s)\bbasins?\b|\bcontrol\b|\bocs\b|\bocs-?\d|\bweirs?\b", _I)
# the items of a list and the clauses of a sentence, each read on its own
_ITEMS = lazy_compile(r"\s*[•\uf0b7\uf0a7▪◦●;]\s*|(?<=[.!?])\s+(?=[A-Z(])")


# upkeep of a device ("outlet trash racks cleared of debris", "skimmers inspected twice a year") is maintenance, not
# the design's showing that the outlet removes floatables for a one-year event
_UPKEEP = lazy_compile(r"\b(?:clear(?:ed|ing)?|clean(?:ed|ing)?|inspect(?:ed|ion|ing)?|maintain(?:ed)?|maintenance|repair(?:ed)?|"
                     r"replac(?:ed|ing)|mow(?:ed|ing)?|removed\s+from\s+forebays|when\s+(?:half\s+)?full)\b", _I)


def floatables_at_pond(text: str) -> bool:
    """Some item or clause names a floatables device together with a pond, its outlet or its structure."""
    return any(DEVICE.search(item) and POND_OUTLET.search(item) and not _UPKEEP.search(item)
               for item in _ITEMS.split(text) if item and item.strip())
