"""Pieces several firms share because the world shares them: the District's application form
and the look of model printouts (HydroCAD, P8). What an applicant writes in them differs.
"""

from __future__ import annotations

from typing import Iterable

from corpus.external29.kit import Doc, Package, Tag

TYPES = ["Single-family home", "Residential subdivision", "Multi-family", "Commercial",
         "Industrial", "Institutional", "Road / street / trail", "Other"]

Entry = tuple[str, Iterable[Tag]]


def application_form(pkg: Package, name: str, *, project: str, location: str, city: str, pid: str,
                     applicant: str, agent: str, ptype: str | None, type_tags: Iterable[Tag] = (),
                     public: bool | None = None, fields: list[tuple[str, Entry]] = (),
                     rules: tuple[str, ...] = ("B", "N"), date: str = "", signer: str = "",
                     description: Entry = ("", ())) -> Doc:
    """The MCWD permit application, filled in tersely. Returns the open Doc (caller saves)."""
    d = pkg.doc(name, margin=50)
    d.center("MINNEHAHA CREEK WATERSHED DISTRICT", 13)
    d.center("Permit Application", 12)
    d.para("15320 Minnetonka Blvd., Minnetonka, MN 55345  -  Submit with fee and all exhibits", size=8)
    d.rule()
    d.heading("1. Project", 10)
    d.kv("Project name:", project)
    d.kv("Location / address:", location)
    d.kv("City:", city)
    d.kv("PID(s):", pid)
    d.heading("2. Applicant", 10)
    d.kv("Applicant / owner:", applicant)
    if public is not None:
        d.check([("Yes", public), ("No", not public)],
                label="Is the applicant a public entity (city, county, school district, state)?",
                tags=[("fact", "applicant_public_entity", public)])
    d.kv("Authorized agent / engineer:", agent)
    d.heading("3. Project type (check one)", 10)
    d.check([(t, t == ptype) for t in TYPES[:4]], tags=type_tags if ptype in TYPES[:4] else ())
    d.check([(t, t == ptype) for t in TYPES[4:]], tags=type_tags if ptype in TYPES[4:] else ())
    d.heading("4. Project data", 10)
    for label, (value, tags) in fields:
        d.kv(label, value, tags=tags, width=230)
    d.heading("5. District rules that apply (check all)", 10)
    d.check([(f"{r} - {t}", r in rules) for r, t in
             (("B", "Erosion Control"), ("C", "Floodplain"), ("D", "Wetland"), ("N", "Stormwater"))])
    text, tags = description
    if text:
        d.heading("6. Brief description of work", 10)
        d.para(text, size=9.5, tags=tags)
    d.space(10)
    d.signature([f"Signature of applicant or agent: {signer}", f"Date: {date}"])
    return d


def hydrocad_summary(d: Doc, title: str, rows: list[tuple[str, str, float, int, list[float]]],
                     events: list[str], tags_by_row: dict[int, Iterable[Tag]] | None = None,
                     note: str = "", banner: str | None = None) -> None:
    """A HydroCAD 'Node listing' style printout: node, description, area, CN, peak cfs by event."""
    d.para(title + "   (peak flows Qp in cfs)", size=9, bold=True, after=2)
    d.para(banner or "HydroCAD(R) 10.00 s/n 0xxxx  (c) HydroCAD Software Solutions LLC  -  MSE 24-hr 3 (Atlas 14)",
           size=7.5, after=4)
    head = ["Node", "Description", "Area(ac)", "CN"] + [f"{e}-yr Qp" for e in events]
    body = [[n, desc, f"{a:.2f}", str(cn) if cn else "-"] + [f"{v:.2f}" for v in vals]
            for n, desc, a, cn, vals in rows]
    room = d.size[0] - 2 * d.margin - 250
    widths = [42, 130, 48, 30] + [min(62.0, room / len(events))] * len(events)
    d.table([head] + body, widths, size=7.5, grid=False, font="Courier",
            row_tags={i + 1: t for i, t in (tags_by_row or {}).items()})
    if note:
        d.para(note, size=7.5)
