"""Plan sets: a full-size (24 x 36) set and, where the author sent one, the 11 x 17 reduction.

The full-size set is drawn first, so an item shown on both sets is located on the
full-size sheet; the reduced set only adds the evidence that a reduction was submitted.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from corpus.external19.kit import ARCH_D, TABLOID, Doc, Tag, sheet
from corpus.truth import Recorder

PE_CERT = ("I hereby certify that this plan, specification or report was prepared by me or under my direct "
           "supervision and that I am a duly Licensed Professional Engineer under the laws of the State of "
           "Minnesota. {name}, P.E.  License No. {lic}  Date: {date}")


@dataclass
class Sheet:
    number: str
    title: str
    notes: list[tuple[str, list[Tag] | None]] = field(default_factory=list)


def plan_sets(root: Path, rec: Recorder, folder: str, firm: str, project: str, sheets: list[Sheet], *,
              engineer: str, lic: str, date: str, reduced: bool, certified: bool = True) -> None:
    cert = PE_CERT.format(name=engineer, lic=lic, date=date) if certified else None
    full = Doc(root, f"{folder}/{project_slug(project)}_plans_full.pdf", rec, size=ARCH_D)
    for i, sh in enumerate(sheets):
        notes = list(sh.notes)
        if i == 0:
            notes.insert(0, ("FULL-SIZE SET, 24\" x 36\" -- ISSUED FOR PERMIT", [("exhibit", "plan_set.full_size", None)]))
        sheet(full, sh.number, sh.title, firm, project, notes, first=(i == 0),
              cert=cert if i == 0 else None,
              cert_tags=[("exhibit", "plan_set.pe_certified", None)] if certified else None)
    full.save()
    if not reduced:
        return
    half = Doc(root, f"{folder}/{project_slug(project)}_plans_11x17.pdf", rec, size=TABLOID)
    for i, sh in enumerate(sheets):
        notes: list[tuple[str, list[Tag] | None]] = [(t, None) for t, _ in sh.notes]
        if i == 0:
            notes.insert(0, ("REDUCED SET -- 11\" x 17\" (HALF SCALE) -- ISSUED FOR PERMIT",
                             [("exhibit", "plan_set.reduced", None)]))
        sheet(half, sh.number, sh.title, firm, project, notes, first=(i == 0), cert=cert if i == 0 else None)
    half.save()


def project_slug(name: str) -> str:
    keep = "".join(ch if ch.isalnum() else "_" for ch in name.lower())
    return "_".join(p for p in keep.split("_") if p)[:40]
