"""Attachments written by third parties: the MPCA coverage card, a city's review letter,
model output, boring logs, a maintenance agreement.

An appendix counts as an exhibit only where its own page is in the package; a line in an
index that names it proves nothing, so the tags live here, on the attachment's page.
"""

from __future__ import annotations

from corpus.external16.doc import Doc, X


def npdes_card(d: Doc, permit_no: str, project: str, owner: str, issued: str, acres: float) -> None:
    d.new_page()
    d.line("Minnesota Pollution Control Agency", bold=True, size=13)
    d.line("NPDES/SDS Construction Stormwater General Permit MNR100001 - Permit Coverage Card", bold=True)
    d.space(6)
    d.para(f"Permit coverage number: {permit_no}. Project: {project}. Owner: {owner.rstrip('.')}. Coverage effective: "
           f"{issued}. Acres to be disturbed: {acres:g}.", X("N.6.A.13"))
    d.para("This card must be posted at the project site. Coverage continues until a Notice of Termination is "
           "submitted to the MPCA.")


def city_letter(d: Doc, city: str, date: str, project: str, engineer: str, plan: str) -> None:
    d.new_page()
    d.line(f"City of {city} - Engineering Department", bold=True, size=13)
    d.line(date)
    d.space(6)
    d.line(f"Re: {project} - stormwater review")
    d.para(f"City staff have reviewed the grading, drainage and stormwater plans for {project}. The stormwater "
           f"design is consistent with the City's {plan}, and the City has no objection to the District's "
           f"permit. - {engineer}, City Engineer", X("N.6.A.11"))


def computations(d: Doc, title: str, rows: list[list[str]]) -> None:
    d.new_page()
    d.heading(title, X("N.6.A.10"))
    d.table(rows, [140] + [80] * (len(rows[0]) - 1), size=8)


def borings(d: Doc, firm: str, logs: list[tuple[str, str, str]]) -> None:
    d.new_page()
    d.heading(f"Geotechnical soil boring logs - {firm}", X("N.6.C"))
    d.table([["Boring", "Depth", "Soil description"]] + [list(r) for r in logs], [70, 70, 300], size=8)


def maintenance_agreement(d: Doc, owner: str, facilities: str) -> None:
    d.new_page()
    d.heading("Stormwater Facilities Maintenance Agreement (MCWD form)", X("N.6.B"))
    d.para(f"{owner} (the Owner) shall inspect and maintain {facilities} at least annually and after any "
           "rainfall over 2 inches, remove sediment when 50 percent of the sump or pool is filled, keep records "
           "for the District, and record this agreement with the Hennepin County Recorder before any "
           "land-altering activity.")
