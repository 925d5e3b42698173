"""Plan sets and appendix pages shared by the firms: the parts every package draws its own way.

A plan set is drawn once per size (full, then reduced) from the same sheet list, so the
reduced set really is the full set scaled; the exhibit tags land on the full set first.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from corpus.external3.kit import Doc, Tag, plan_sketch, title_block
from corpus.truth import Recorder


def F(name: str, value: Any) -> Tag:
    return ("fact", name, value)


def E(ident: str) -> Tag:
    return ("exhibit", ident, None)


def S(ident: str) -> Tag:
    return ("statement", ident, None)


@dataclass
class Sheet:
    number: str
    title: str
    labels: list[tuple[str, list[Tag] | None]]


@dataclass
class Firm:
    name: str
    address: str
    engineer: str | None
    license_no: str | None


def draw_plans(root: Path, rel: str, rec: Recorder, size: tuple[float, float], firm: Firm, project: str,
               date: str, sheets: list[Sheet], set_tag: str | None, seed: int = 0,
               stamp: str = "") -> Doc:
    """One plan-set file; ``set_tag`` is plan_set.full_size / plan_set.reduced (None: neither)."""
    doc = Doc(root, rel, rec, size=size, margin=30)
    if size[0] < 1000:  # letter-size sheets of a photocopied set: as large as the page allows
        scale = 0.6
    else:
        scale = size[0] / (36 * 72) if size[0] < 30 * 72 else size[0] / (34 * 72) * 0.95
        scale = min(scale, 1.0)
    for i, sheet in enumerate(sheets):
        if i:
            doc.new_page()
        cert_tags = [E("plan_set.pe_certified")] if firm.engineer else None
        if i == 0 and set_tag:
            cert_tags = (cert_tags or []) + [E(set_tag)]
        title_block(doc, firm.name, firm.address, project, sheet.number, sheet.title, firm.engineer,
                    firm.license_no, date, tags=cert_tags if i == 0 else None, scale=scale)
        if stamp:
            doc.at(40 * scale, 40 * scale, stamp, size=14 * scale, bold=True)
        plan_sketch(doc, sheet.labels, scale=scale, seed=seed + i)
    doc.save()
    return doc


def sheet_index(doc: Doc, sheets: list[Sheet]) -> None:
    doc.table([["Sheet", "Title"]] + [[s.number, s.title] for s in sheets], [70, 330], size=9)


def npdes_letter(doc: Doc, permittee: str, project: str, permit_no: str, date: str, acres_text: str) -> None:
    """The MPCA's coverage letter, as it is bound into appendices."""
    doc.new_page()
    doc.text("Minnesota Pollution Control Agency", size=13, bold=True, tags=[E("N.6.A.13")])
    doc.text("520 Lafayette Road North | St. Paul, Minnesota 55155-4194 | 651-296-6300")
    doc.text(date)
    doc.text(f"{permittee}")
    doc.text(f"RE: Construction Stormwater General Permit Coverage - Permit No. MNR100001, Permit ID {permit_no}. "
             f"Project: {project}.")
    doc.text("Dear Permittee: Your application for coverage under the National Pollutant Discharge Elimination "
             "System / State Disposal System (NPDES/SDS) Construction Stormwater General Permit has been received "
             f"and coverage is granted as of the date of this letter. Acres disturbed reported on the application: "
             f"{acres_text}. Keep a copy of this letter and the SWPPP on site.")
    doc.text("Sincerely, Stormwater Program, Municipal Division")


def boring_logs(doc: Doc, geo_firm: str, borings: list[tuple[str, str, str]], note: str) -> None:
    doc.new_page()
    doc.text(f"{geo_firm} - LOG OF TEST BORINGS", size=13, bold=True, tags=[E("N.6.C")])
    doc.text("Geotechnical evaluation, standard penetration test borings (ASTM D1586).")
    doc.table([["Boring", "Surface Elev.", "Soil profile (top down)"]] + [list(b) for b in borings],
              [60, 80, 350], size=8.5)
    doc.text(note)


def hydrocad_listing(doc: Doc, nodes: list[tuple[str, str, str, str]], tags: list[Tag] | None = None,
                     routing_note: bool = True) -> None:
    """A HydroCAD node listing: subcatchments, ponds and reaches with their areas and peaks.

    ``routing_note=False`` leaves out the "Pond routing by ..." line where a package is meant
    not to demonstrate reservoir routing (N.4.2), so the truth is not left to taste."""
    doc.new_page()
    doc.text("HydroCAD(R) 10.20 - Node Listing and Routing Summary", size=12, bold=True,
             tags=tags if tags is not None else [E("N.6.A.10")])
    doc.text("Runoff by SCS TR-20 method, UH=SCS, Weighted-CN. "
             + ("Reach routing by Dyn-Stor-Ind method. Pond routing by Dyn-Stor-Ind method. " if routing_note else "")
             + "Atlas 14 rainfall, MSE 3 distribution.")
    doc.table([["Node", "Description", "Area", "Peak (100-yr)"]] + [list(n) for n in nodes],
              [60, 230, 80, 100], size=8.5)


def maintenance_agreement(doc: Doc, owner: str, facilities: str, county: str) -> None:
    doc.new_page()
    doc.text("STORMWATER FACILITIES MAINTENANCE AGREEMENT", size=13, bold=True, tags=[E("N.6.B")])
    doc.text(f"This Agreement is made between {owner} (\"Owner\") and the Minnehaha Creek Watershed District "
             f"(\"District\"). The Owner shall inspect and maintain {facilities} in perpetuity, remove accumulated "
             f"sediment, and keep records of inspections. This Agreement shall be recorded with the {county} "
             "Recorder before any land-altering activity begins and runs with the land.")
    doc.text("Owner: ______________________    District: ______________________")
