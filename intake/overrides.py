"""A reviewer's corrections: ``--fact NAME=VALUE`` parsed, checked and turned into facts.

Kept apart from the pipeline so a typo is refused before any PDF is opened.
"""

from __future__ import annotations

from collections.abc import Sequence

from rulen.facts import FACT_SPECS, coerce
from rulen.models import Evidence, Fact


def parse_overrides(items: Sequence[str]) -> dict[str, str]:
    """``NAME=VALUE`` pairs from the command line; ``ValueError`` names the bad one."""
    out: dict[str, str] = {}
    for item in items:
        name, sep, value = item.partition("=")
        name = name.strip()
        if not sep or not name:
            raise ValueError(f"--fact expects NAME=VALUE, got {item!r}")
        if name not in FACT_SPECS:
            raise ValueError(f"--fact {name}: unknown fact; known facts: {', '.join(FACT_SPECS)}")
        coerce(name, value.strip())  # refuse a value that does not parse, before any work
        out[name] = value.strip()
    return out


def override_fact(name: str, raw: str, replaced: Fact | None) -> Fact:
    evidence = [Evidence(file="(set by reviewer)", page=1, text=f"--fact {name}={raw}")]
    if replaced is not None:
        evidence += replaced.evidence[:3]  # keep what the documents said, for the record
    return Fact(value=coerce(name, raw), unit=FACT_SPECS[name].unit, source="override", evidence=evidence,
                confidence=1.0)
