"""Plan sets drawn twice, full size and reduced, from one list of sheets.

A sheet is (title, number, notes); notes are (x, y, text, tags) in full-size points,
scaled onto whichever paper the set is printed on.
"""

from __future__ import annotations



from corpus.external28.draw import Doc, F, Package, Sheet, Tag, X

Note = tuple[float, float, str, list[Tag]]
SheetSpec = tuple[str, str, list[Note]]


def plan_set(pkg: Package, name: str, size: tuple[float, float], sheets: list[SheetSpec], firm: str,
             project: str, cert: str, part: str, seed: int) -> Doc:
    """Draw ``sheets`` into ``name``; ``part`` is plan_set.full_size or plan_set.reduced."""
    doc = pkg.doc(name, size=size, margin=30)
    for i, (title, number, notes) in enumerate(sheets):
        if i:
            doc.new_page()
        tags: list[Tag] = [X("plan_set.pe_certified")] if cert else []
        if i == 0:
            tags.append(X(part))
        sheet = Sheet(doc, title, number, firm, project, cert, seed + i, tags)
        for x, y, text, ntags in notes:
            sheet.note(x, y, text, 11, ntags)
    doc.save()
    return doc


def pe_cert(name: str, lic: str, date: str) -> str:
    return (f"I hereby certify that this plan, specification, or report was prepared by me or under my "
            f"direct supervision and that I am a duly Licensed Professional Engineer under the laws of the "
            f"State of Minnesota. {name}  License No. {lic}  Date: {date}")


def rates_rows(rates: dict[str, tuple[float, float]], extra: dict[str, tuple[float, float]] | None = None,
               label: str = "{}-Year") -> list[list[str]]:
    """Rows of a peak-rate table; ``extra`` events are distractors outside 1/10/100."""
    rows = []
    events = {**rates, **(extra or {})}
    for ev in sorted(events, key=float):
        e, p = events[ev]
        rows.append([label.format(ev), f"{e:.2f}", f"{p:.2f}", f"{p - e:+.2f}"])
    return rows


def rates_fact(rates: dict[str, tuple[float, float]]) -> Tag:
    return F("peak_rates_cfs", {k: {"existing": v[0], "proposed": v[1]} for k, v in rates.items()})


