"""Appendix pages bound behind a narrative: the NPDES coverage letter, the model output,
the city's review letter, the boring logs.

A narrative that says "see Appendix B" proves nothing by itself; a reviewer turns to
Appendix B. So the exhibit is tagged on the appendix page, where the item really is,
and the sentence that points to it carries no tag.
"""

from __future__ import annotations

from corpus.external19.kit import Doc
from corpus.external19.kit import X


def npdes(d: Doc, label: str, permittee: str, project: str, permit_no: str, issued: str) -> None:
    d.new_page()
    d.heading(f"{label} -- MPCA NPDES/SDS CONSTRUCTION STORMWATER PERMIT COVERAGE")
    d.line("Minnesota Pollution Control Agency, 520 Lafayette Road North, St. Paul, MN 55155", bold=True)
    d.para(f"Notice of coverage under the NPDES/SDS Construction Stormwater General Permit MNR100001. "
           f"Permittee: {permittee}. Project: {project}. Permit number: {permit_no}. Coverage effective "
           f"{issued}. Keep this letter and the SWPPP on site.", tags=[X("N.6.A.13")])


def calcs(d: Doc, label: str, model: str, rows: list[list[str]]) -> None:
    d.new_page()
    d.heading(f"{label} -- HYDROLOGIC, HYDRAULIC AND WATER QUALITY COMPUTATIONS")
    d.para(f"{model} input and output used to design the stormwater facilities: subcatchment data, stage-"
           "storage-discharge tables, outlet rating curves and reservoir routing reports for each event.",
           tags=[X("N.6.A.10")])
    d.table([["Subcatchment", "Area (ac)", "CN", "Tc (min)"]] + rows, [0.4, 0.2, 0.2, 0.2])


def city_letter(d: Doc, label: str, city: str, plan: str, project: str, date: str) -> None:
    d.new_page()
    d.heading(f"{label} -- MUNICIPAL REVIEW")
    d.line(f"{city.upper()} -- ENGINEERING", bold=True)
    d.line(date)
    d.para(f"Re: {project}. The City has reviewed the stormwater design and finds that it conforms to the "
           f"{plan}. The City has no objection to the District's permit.", tags=[X("N.6.A.11")])
    d.line("City Engineer")


def borings(d: Doc, label: str, rows: list[list[str]]) -> None:
    d.new_page()
    d.heading(f"{label} -- GEOTECHNICAL SOIL BORING LOGS")
    d.para("Standard penetration test borings; logs summarized below with groundwater observations.",
           tags=[X("N.6.C")])
    d.table([["Boring", "Depth (ft)", "Soil", "Groundwater"]] + rows, [0.25, 0.25, 0.25, 0.25])
