"""Small helpers the twelve firms share: tag constructors and the plan-set pair.

Kept apart from the firms so each firm module reads as its own document and nothing else.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from corpus.external13.kit import FULL_22x34, REDUCED_11x17, Sheet, Tag, plan_set
from corpus.truth import Recorder


def F(name: str, value: Any) -> Tag:
    return ("fact", name, value)


def E(ident: str) -> Tag:
    return ("exhibit", ident, None)


def S(ident: str) -> Tag:
    return ("statement", ident, None)


def pe_notes(name: str, license_no: str, date: str) -> list[str]:
    return [
        "I HEREBY CERTIFY THAT THIS PLAN, SPECIFICATION, OR REPORT WAS PREPARED BY ME OR UNDER MY",
        "DIRECT SUPERVISION AND THAT I AM A DULY LICENSED PROFESSIONAL ENGINEER UNDER THE LAWS",
        "OF THE STATE OF MINNESOTA.",
        f"SIGNATURE: /s/ {name}     PRINTED NAME: {name}, P.E.",
        f"DATE: {date}     LICENSE NO. {license_no}",
    ]


def plans(out: Path, rec: Recorder, stem: str, block: list[str], sheets: list[Sheet], *, full=FULL_22x34,
          reduced: bool = True, seed: int = 0) -> list[str]:
    """The full-size set (truth recorded on it) and, unless left out, the 11x17 reduced copy."""
    files = []
    rel = f"plans/{stem}-full-size.pdf"
    plan_set(out / rel, rel, rec, full, sheets, block, set_tags=[E("plan_set.full_size")], seed=seed)
    files.append(rel)
    if reduced:
        rel_r = f"plans/{stem}-11x17.pdf"
        plan_set(out / rel_r, rel_r, rec, REDUCED_11x17, sheets, block, set_tags=[E("plan_set.reduced")],
                 seed=seed, record_sheets=False)
        files.append(rel_r)
    return files
