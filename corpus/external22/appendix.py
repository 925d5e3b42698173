"""Appendix pages a submittal actually encloses: model output, a city letter, an NPDES card, borings.

Why real pages: a table of contents that names an appendix is not the appendix; the truth
tags these pages, so an exhibit counts only when its document is in the package.
"""

from __future__ import annotations

from corpus.external22.doc import Doc, Tag, bold


def _start(d: Doc, title: str) -> None:
    d.new_page()
    d.text(title, font=bold(d.font), size=d.size + 3, gap=10)


def model_output(d: Doc, title: str, model: str, rows: list[list[str]], tags: list[Tag]) -> None:
    """Routing summary of a hydrologic model, per subcatchment and pond."""
    _start(d, title)
    d.text(f"{model} - summary of subcatchments, reaches and ponds; storage-indication routing.", tags)
    d.table(rows, [110] + [(d.w - 2 * d.margin - 110) / (len(rows[0]) - 1)] * (len(rows[0]) - 1))


def city_letter(d: Doc, title: str, city: str, who: str, date: str, body: str, tags: list[Tag]) -> None:
    _start(d, title)
    d.text(f"CITY OF {city.upper()} - ENGINEERING DEPARTMENT", font=bold(d.font))
    d.text(date)
    d.text(body, tags)
    d.signature([who, f"City of {city}"])


def npdes_card(d: Doc, title: str, permit: str, permittee: str, project: str, date: str, acres: str,
               tags: list[Tag]) -> None:
    _start(d, title)
    d.text("Minnesota Pollution Control Agency - Construction Stormwater General Permit MNR100001", tags,
           font=bold(d.font))
    d.table([["Permit coverage", permit], ["Permittee", permittee], ["Project", project],
             ["Coverage date", date], ["Acres to be disturbed", acres]], [170, 260])


def boring_logs(d: Doc, title: str, firm: str, rows: list[list[str]], tags: list[Tag]) -> None:
    _start(d, title)
    d.text(f"{firm} - Summary of soil borings (standard penetration test borings).", tags)
    d.table([["Boring", "Surface elev.", "Soil description", "Groundwater"]] + rows, [60, 80, 230, 90])
