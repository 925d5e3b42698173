"""Plan sets as a civil firm issues them: a full-size set and, where sent, an 11x17 reduction.

Why one helper: the sheets' geometry is not what is measured; the words on them are, and
those (sheet titles, notes, seal text) are passed in by each author's own module.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from corpus.external22.doc import Doc, Package, Tag, plan_sheet

FULL = (34 * 72.0, 22 * 72.0)
REDUCED = (17 * 72.0, 11 * 72.0)


@dataclass
class Sheet:
    number: str
    title: str
    notes: list[tuple[str, list[Tag]] | str] = field(default_factory=list)
    tags: list[Tag] = field(default_factory=list)


def plan_set(pkg: Package, name: str, sheets: list[Sheet], *, firm: str, engineer: str, license_no: str,
             project: str, size: str = "full") -> None:
    """Draw the sheets; tag the set's size and PE seal on its first sheet only."""
    doc = Doc(pkg, name, pagesize=FULL if size == "full" else REDUCED)
    pkg.files.append(name)
    part = "plan_set.full_size" if size == "full" else "plan_set.reduced"
    for i, sh in enumerate(sheets):
        if i:
            doc.new_page()
        first = i == 0
        plan_sheet(doc, sh.number, sh.title, sh.notes, firm=firm, engineer=engineer, license_no=license_no,
                   project=project,
                   cert_tags=[("exhibit", "plan_set.pe_certified", True)] if first else [],
                   sheet_tags=([("exhibit", part, True)] if first else []) + list(sh.tags))
    doc.save()
