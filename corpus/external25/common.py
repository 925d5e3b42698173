"""Shorthands shared by the twelve authors: tags, and a plan set drawn full size and reduced."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from corpus.external25.doc import FULL_SIZE, REDUCED, Sheet, Tag
from corpus.truth import Recorder


def F(name: str, value: Any) -> Tag:
    return ("fact", name, value)


def E(ident: str) -> Tag:
    return ("exhibit", ident, None)


def S(ident: str) -> Tag:
    return ("statement", ident, None)


@dataclass
class Built:
    """One package as drawn: its recorder, its files, and how it is delivered."""

    rec: Recorder
    files: list[str]
    kind: str = "text"
    scenario: str = ""
    scan: list[str] = field(default_factory=list)


SheetSpec = tuple[str, str, list[tuple[str, list[Tag]]], list[str], list[Tag]]


def plan_set(folder: Path, rec: Recorder, base: str, *, firm: str, project: str, engineer: str,
             license_no: str, date: str, sheets: list[SheetSpec], full: bool = True,
             reduced: bool = True, certify: bool = True, seed: int = 1) -> list[str]:
    """The plan set as the engineer issues it: a full-size file and an 11x17 file.

    The full-size set is drawn first so an item shown on both is cited on the full set.
    """
    files = []
    for wanted, size, suffix, part in ((full, FULL_SIZE, "", "plan_set.full_size"),
                                       (reduced, REDUCED, "-11x17", "plan_set.reduced")):
        if not wanted:
            continue
        name = f"{base}{suffix}.pdf"
        sh = Sheet(folder, name, rec, pagesize=size, firm=firm, project=project, engineer=engineer,
                   license_no=license_no, date=date, certify=certify)
        for i, (number, title, notes, labels, tags) in enumerate(sheets):
            extra: list[Tag] = []
            if i == 0:
                extra.append(("exhibit", part, None))
                if certify:
                    extra.append(("exhibit", "plan_set.pe_certified", None))
            sh.sheet(number, title, notes, labels, seed + i, list(tags) + extra)
        sh.save()
        files.append(name)
    return files
