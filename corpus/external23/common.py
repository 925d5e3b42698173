"""Pieces several authors share: the certification sentence, HydroCAD-style pages, plan sets.

Shared here only where real firms share them (the Minnesota PE certification is statutory
wording; HydroCAD prints the same layout for everyone). Wording that differs by author stays
in the author's own module.
"""

from __future__ import annotations

from typing import Sequence

from corpus.external23.doc import FULL, TABLOID, Doc, E, Pkg, Tag
from corpus.external23.sheets import Sheet, TitleBlock, draw_set


def cert(name: str, lic: str) -> str:
    return ("I hereby certify that this plan, specification, or report was prepared by me or under my "
            "direct supervision and that I am a duly Licensed Professional Engineer under the laws of "
            f"the State of Minnesota. {name}, P.E.  License No. {lic}")


def plan_set(pkg: Pkg, stem: str, sheets: Sequence[Sheet], tb: TitleBlock, reduced: bool = True,
             full: bool = True) -> None:
    """The full-size set and (when submitted) the 11x17 reduction of the same sheets."""
    certified = [E("plan_set.pe_certified")] if tb.cert else []
    if full:
        d = pkg.doc(f"{stem}_full.pdf", FULL, margin=18 * FULL[0] / 1224)
        draw_set(d, sheets, tb, set_tags=[E("plan_set.full_size")], cert_tags=certified)
        d.save()
    if reduced:
        d = pkg.doc(f"{stem}_11x17.pdf", TABLOID, margin=18)
        draw_set(d, sheets, tb, set_tags=[E("plan_set.reduced")], cert_tags=certified)
        d.save()


def hydrocad_summary(d: Doc, node: str, label: str, events: Sequence[tuple[str, str, float, float]],
                     tags: Sequence[Tag] = ()) -> None:
    """HydroCAD's per-node listing: one line per storm with rainfall, peak, time."""
    d.text(f"Summary for {node}: {label}", font="Courier-Bold", size=9, tags=tags)
    for name, rain, inflow, outflow in events:
        d.text(f"  {name:<10} Rainfall={rain:<6} Inflow = {inflow:6.2f} cfs   Outflow = {outflow:6.2f} cfs",
               font="Courier", size=8.5)
    d.gap(4)


ATLAS14 = [("1-year", "2.49"), ("2-year", "2.85"), ("5-year", "3.53"), ("10-year", "4.17"),
           ("50-year", "6.13"), ("100-year", "7.41")]
