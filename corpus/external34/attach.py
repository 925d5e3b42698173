"""Attachments that travel with a plan set: model printouts and the MPCA permit coverage.

Each author's printout is its own; these two are what the software and the agency
print, so they look alike from firm to firm (as they do in life).
"""

from __future__ import annotations

from typing import Sequence

from corpus.external34.draw import ex, fa
from corpus.external34.pkg import Pkg


def hydrocad(pkg: Pkg, name: str, project: str, subcats: Sequence[tuple[str, float, int, float]],
             nodes: Sequence[str], prepared_by: str) -> None:
    """A HydroCAD-style printout: subcatchment listing and node routing summary (N.6.A.10)."""
    d = pkg.doc(name, font="Courier")
    d.new_page()
    d.text(60, 60, f"{project}", 10, bold=True)
    d.text(60, 74, f"Prepared by {prepared_by}      HydroCAD(R) 10.20-3c  s/n 04417", 8)
    d.text(60, 96, "Hydrologic and hydraulic computations - Atlas 14 MSE 3 24-hr rainfall", 9,
           tags=[ex("N.6.A.10")])
    d.text(60, 110, "Rainfall events: 1-yr 2.49 in, 2-yr 2.87 in, 10-yr 4.27 in, 100-yr 7.41 in", 8)
    y = d.table(60, 130, [90, 90, 60, 90], [["Subcat", "Area (ac)", "CN", "Tc (min)"]] +
                [[s, f"{a:.2f}", str(cn), f"{tc:.1f}"] for s, a, cn, tc in subcats], size=8,
                title="Area Listing (all nodes)")
    y = d.para(60, y + 16, ["Node Routing Summary (reservoir routing, Stor-Ind method)"], size=9, bold=True)
    d.para(60, y, list(nodes), size=8)
    d.save()


def npdes(pkg: Pkg, name: str, permit_no: str, project: str, owner: str, city: str,
          acres: float, issued: str) -> None:
    """The MPCA's construction stormwater coverage notice (N.6.A.13)."""
    d = pkg.doc(name)
    d.new_page()
    d.text(72, 60, "MINNESOTA POLLUTION CONTROL AGENCY", 13, bold=True)
    d.text(72, 76, "520 Lafayette Road North, St. Paul, MN 55155", 8.5)
    d.text(72, 110, "NPDES/SDS Construction Stormwater General Permit - Coverage Card", 11, bold=True,
           tags=[ex("N.6.A.13")])
    d.para(72, 140, [f"Permit No.: {permit_no}", f"Project: {project}", f"Owner: {owner}",
                     f"Location: {city}, Hennepin/Carver County, Minnesota",
                     (f"Acres to be disturbed (as entered by the permittee): {acres:.2f}",
                      [fa("disturbed_area_ac", acres)]),
                     f"Coverage effective: {issued}",
                     "Receiving water: Minnehaha Creek watershed (see application for named waters)",
                     "", "This card must be posted at the site with the SWPPP.",
                     "Coverage under the permit does not relieve the permittee of local, watershed",
                     "district or other permits."], size=10, lead=15)
    d.save()
