"""Civil plan sets: the same sheets drawn full size and, where the applicant sent one, reduced.

Exhibits are tagged on the sheet where they are drawn; the full-size set is drawn first, so
that is where the truth points, as a reviewer would cite it.
"""

from __future__ import annotations

from corpus.external11.doc import Package, Tag, exhibit, plan_sheet

FULL_22x34 = (34 * 72.0, 22 * 72.0)
FULL_24x36 = (36 * 72.0, 24 * 72.0)
REDUCED_11x17 = (17 * 72.0, 11 * 72.0)

Sheet = tuple[str, str, list[tuple[str, list[Tag]]]]


def plan_set(pkg: Package, name: str, size: tuple[float, float], sheets: list[Sheet], firm: list[str],
             cert: list[tuple[str, list[Tag]]], part: str, seed: int = 0) -> None:
    """Draw a plan set; ``part`` is ``plan_set.full_size`` or ``plan_set.reduced``."""
    doc = pkg.doc(name, size=size)
    inches = f'{size[1] / 72:g}" x {size[0] / 72:g}"'
    words = (f"FULL SIZE SHEET {inches}" if part == "plan_set.full_size"
             else f"REDUCED SET {inches} - HALF SCALE")
    k = size[0] / 1224.0
    for i, (number, title, notes) in enumerate(sheets):
        if i:
            doc.new_page()
        plan_sheet(doc, number, title, notes, firm, cert, seed=seed + i)
        doc.c.setFont("Helvetica", 7 * k)
        doc.c.drawString(size[0] - 240 * k, 120 * k, words)
        if i == 0:
            doc.tag([exhibit(part)], words)
    doc.save()
