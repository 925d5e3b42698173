"""Plan sheets in the manner of one firm: border, title block, certification, revisions.

Each firm places its title block its own way (a strip down the right edge or a band
along the bottom) and words its certification its own way; the body of a sheet is
drawn by the package, in full-size coordinates.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Sequence

from corpus.truth import Location, Recorder
from corpus.external34.draw import TABLOID, Doc, ex

Body = Callable[[Doc], None]


@dataclass(frozen=True)
class Firm:
    name: str
    address: str
    engineer: str
    license_no: str
    cert: tuple[str, ...]
    block: str = "right"  # "right" strip or "bottom" band
    font: str = "Helvetica"
    certified: bool = True
    revisions: tuple[tuple[str, str, str], ...] = field(default=())


@dataclass(frozen=True)
class Sheet:
    number: str
    title: str
    body: Body


def _title_block(d: Doc, firm: Firm, project: Sequence[str], sheet: Sheet, n: int, of: int, date: str,
                 first: bool) -> None:
    w, h = d.width, d.height
    d.rect(36, 36, w - 72, h - 72, 1.6)
    cert_tags = [ex("plan_set.pe_certified")] if (firm.certified and first) else []
    if firm.block == "right":
        x = w - 36 - 300
        d.rect(x, 36, 300, h - 72, 1.2)
        y = d.para(x + 12, 70, [firm.name], size=min(16.0, 440.0 / max(len(firm.name), 1)), bold=True)
        y = d.para(x + 12, y + 4, list(firm.address.split("\n")), size=9)
        d.hline(x, x + 300, y + 10)
        y = d.para(x + 12, y + 34, list(project), size=11, bold=True)
        d.hline(x, x + 300, y + 10)
        y += 30
        if firm.certified:
            y = d.para(x + 12, y, [(line, cert_tags if i == 0 else ()) for i, line in enumerate(firm.cert)], size=7.5)
            y = d.para(x + 12, y + 26, ["_______________________________", firm.engineer,
                                         f"Date: {date}     Lic. No. {firm.license_no}"], size=8.5)
        else:
            y = d.para(x + 12, y, ["PRELIMINARY", "NOT FOR CONSTRUCTION"], size=12, bold=True)
        d.hline(x, x + 300, y + 10)
        y = d.para(x + 12, y + 30, ["REVISIONS"], size=9, bold=True)
        for rev in firm.revisions:
            y = d.para(x + 12, y, ["   ".join(rev)], size=8)
        d.hline(x, x + 300, h - 250)
        d.text(x + 12, h - 215, sheet.title.upper(), 13, bold=True)
        d.text(x + 12, h - 120, sheet.number, 40, bold=True)
        d.text(x + 170, h - 120, f"{n} OF {of}", 12)
    else:
        y0 = h - 36 - 150
        d.rect(36, y0, w - 72, 150, 1.2)
        d.para(52, y0 + 30, [firm.name], size=18, bold=True)
        d.para(52, y0 + 52, list(firm.address.split("\n")), size=9)
        d.para(400, y0 + 30, list(project), size=12, bold=True)
        if firm.certified:
            d.para(800, y0 + 24, [(line, cert_tags if i == 0 else ()) for i, line in enumerate(firm.cert)], size=7.5)
            d.para(800, y0 + 90, [f"{firm.engineer}   Reg. No. {firm.license_no}   Date {date}"], size=8.5)
        else:
            d.para(800, y0 + 40, ["PRELIMINARY - NOT FOR CONSTRUCTION"], size=12, bold=True)
        d.para(1300, y0 + 24, ["REV  DATE      DESCRIPTION"] + ["  ".join(r) for r in firm.revisions], size=8)
        d.text(w - 560, y0 + 60, sheet.title.upper(), 14, bold=True)
        d.text(w - 200, y0 + 80, sheet.number, 36, bold=True)
        d.text(w - 200, y0 + 110, f"SHEET {n} OF {of}", 10)


def plan_set(rec: Recorder, folder: Path, name: str, size: tuple[float, float], firm: Firm,
             project: Sequence[str], sheets: Sequence[Sheet], date: str,
             reduced_name: str | None = None) -> None:
    """The full-size set (recorded) and, if asked, the same sheets reduced to 11 x 17."""
    runs = [(name, size, True, 1.0)]
    if reduced_name:
        runs.append((reduced_name, TABLOID, False, min(TABLOID[0] / size[0], TABLOID[1] / size[1])))
    for fname, page_size, record, scale in runs:
        d = Doc(rec, folder, fname, page_size, record=record, scale=scale)
        d.font = firm.font
        d.block = firm.block  # type: ignore[attr-defined]
        for i, sheet in enumerate(sheets):
            d.new_page()
            _title_block(d, firm, project, sheet, i + 1, len(sheets), date, first=i == 0)
            sheet.body(d)
        d.save()
        if record:
            rec.exhibit("plan_set.full_size", Location(file=fname, page=1, text=f"{sheets[0].title} (full-size sheet)"))
        else:
            rec.exhibit("plan_set.reduced", Location(file=fname, page=1, text=f"{sheets[0].title} (11x17 reduced set)"))
