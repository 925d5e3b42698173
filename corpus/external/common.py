"""Pieces many firms attach in their own words: agency letters, model listings, boring logs.

Each takes the firm's wording as arguments, so two packages never share a voice by accident.
"""

from __future__ import annotations

from typing import Sequence

from corpus.external.kit import ARCH_D, TABLOID, Doc, Package, PlanSet, Tags, X


def npdes_letter(d: Doc, project: str, permittee: str, permit_no: str, date: str, acres: str) -> None:
    """The MPCA's coverage notice: the N.6.A.13 exhibit is the letter itself."""
    d.new_page()
    d.p("MINNESOTA POLLUTION CONTROL AGENCY", bold=True)
    d.p("520 Lafayette Road North | St. Paul, Minnesota 55155-4194")
    d.p(date)
    d.p(f"RE: Coverage under the NPDES/SDS Construction Stormwater General Permit, Permit No. MNR100001 - "
        f"Construction Stormwater Permit coverage {permit_no}", tags=[X("N.6.A.13")])
    d.p(f"Dear {permittee}:")
    d.p(f"Your application for coverage under the General Permit for the project \"{project}\" has been received "
        f"and coverage is effective as of the date of this letter. The application reports {acres} of soil "
        f"disturbance. Keep this notice and the SWPPP on site until the Notice of Termination is filed.")
    d.signature(["Stormwater Program, Industrial Division"])


def hydrocad_listing(d: Doc, nodes: Sequence[tuple[str, str, str, str]], storm: str, tags: Tags = ()) -> None:
    """A HydroCAD node listing: model output is the N.6.A.10 computations exhibit."""
    d.new_page()
    d.p(f"HydroCAD(R) 10.20-4b  s/n 01234  (c) 2023 HydroCAD Software Solutions LLC    {storm}", tags=tags)
    d.table(["Node", "Description", "Peak (cfs)", "Elev / Volume"], [list(n) for n in nodes],
            widths=[70, 230, 90, 110], title="Node Listing")
    d.p("Runoff by SCS TR-20 method, UH=SCS, Weighted-CN. Reach routing by Dyn-Stor-Ind method. "
        "Pond routing by Dyn-Stor-Ind method. Time span=0.00-72.00 hrs, dt=0.01 hrs.")


def boring_logs(d: Doc, firm: str, borings: Sequence[tuple[str, str, str, str]], tags: Tags = ()) -> None:
    d.new_page()
    d.h(f"LOG OF BORING - {firm}", 2, tags=tags)
    d.table(["Boring", "Surface Elev.", "Soil Description (ASTM D2488)", "Groundwater"], [list(b) for b in borings],
            widths=[60, 80, 260, 100])
    d.p("Borings advanced with 3 1/4\" ID hollow-stem auger; SPT per ASTM D1586. Water levels observed while drilling.")


def maintenance_agreement(d: Doc, owner: str, facilities: str, tags: Tags = ()) -> None:
    d.new_page()
    d.h("STORMWATER MANAGEMENT FACILITIES MAINTENANCE AGREEMENT", 2, tags=tags)
    d.p(f"This Agreement is made by {owner} (\"Owner\") in favor of the Minnehaha Creek Watershed District. "
        f"The Owner shall inspect and maintain {facilities} in perpetuity, shall remove accumulated sediment "
        f"when the treatment capacity falls below design, and shall record this Agreement against the property "
        f"with the County Recorder prior to any land-altering activity.")
    d.signature(["Owner", "Minnehaha Creek Watershed District"])


def city_letter(d: Doc, city: str, project: str, date: str, tags: Tags = ()) -> None:
    d.new_page()
    d.p(f"CITY OF {city.upper()} | Engineering Department", bold=True)
    d.p(date)
    d.p(f"RE: {project} - Stormwater Review")
    d.p(f"City staff have reviewed the stormwater management plan and grading plans for the above project. "
        f"The proposed stormwater management is consistent with the City of {city} Surface Water Management "
        f"Plan (Local Water Management Plan), and the City has no objection to the Watershed District permit.",
        tags=tags)
    d.signature([f"City Engineer, City of {city}"])


def plan_sets(pkg: Package, stem: str, firm: Sequence[str], project: str, eng: tuple[str, str] | None, date: str,
              sheets: Sequence[dict], full: tuple[float, float] | None = ARCH_D, reduced: bool = True,
              tb_style: int = 0) -> None:
    """The same sheets on a full-size set and, if the firm sent one, on an 11x17 reduced set."""
    sizes: list[tuple[str, tuple[float, float], str]] = []
    if full:
        sizes.append((f"{stem}.pdf", full, "plan_set.full_size"))
    if reduced:
        sizes.append((f"{stem}_11x17.pdf", TABLOID, "plan_set.reduced"))
    for rel, size, part in sizes:
        ps = PlanSet(pkg, rel, size, firm, project, eng, date, tb_style)
        for i, sh in enumerate(sheets):
            tags = list(sh.get("tags", ()))
            if i == 0:
                tags.append(X(part))
                if eng:
                    tags.append(X("plan_set.pe_certified"))
            ps.sheet(sh["number"], sh["title"], notes=sh.get("notes", ()), tags=tags, drawing=sh.get("drawing", "site"),
                     labels=sh.get("labels", ()), contours=sh.get("contours"))
        ps.close()
