"""The usual civil sheet list (cover, existing conditions, drainage maps, grading, storm sewer,
details, easements, SWPPP), filled with one project's notes.

A package passes a :class:`Site` of its numbers; a sheet it leaves out of ``omit`` is simply
not in the set (and its exhibit is then absent from the truth).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from corpus.external12.package import E, F
from corpus.external12.plans import Sheet


@dataclass
class Site:
    owner: str
    pid: str
    wetland: str  # one line about wetland / floodplain / shoreland
    pond: str | None  # pond name, or None
    nwl: float | None
    hwl: float | None
    existing_water: str  # existing normal / 100-year water elevation line
    datum: str  # words as printed, e.g. "NGVD 1929"
    datum_value: str  # contract value, "NGVD29" | "NAVD88"
    contour: float
    pipes: list[str] = field(default_factory=list)
    easement: str = ""
    soils: list[str] = field(default_factory=list)
    npdes_note: str = ""
    omit: tuple[str, ...] = ()
    extra_fact_tags: dict[str, list] = field(default_factory=dict)


def civil_sheets(s: Site, prefix: str = "C") -> list[Sheet]:
    interval = f"{s.contour:g}"
    contour_tags = [F("vertical_datum", s.datum_value), F("contour_interval_ft", s.contour)]
    if s.datum_value == "NGVD29" and s.contour == 2:
        contour_tags.append(E("N.6.A.7"))
    sheets: list[Sheet] = []
    sheets.append(Sheet(f"{prefix}1.0", "Existing Conditions and Boundary", labels=[
        "PROPERTY LINE (BOUNDARY OF LANDS OWNED BY APPLICANT)", f"OWNER: {s.owner}", f"PID {s.pid}", s.wetland],
        notes=["Boundary and topography by field survey.", f"Elevations: {s.datum} datum.",
               f"Existing contours shown at {interval}-foot interval.", s.existing_water],
        tags=[E("N.6.A.1"), E("N.6.A.4")] + contour_tags))
    if "drainage" not in s.omit:
        sheets.append(Sheet(f"{prefix}2.0", "Drainage Area Maps", drawing="drainage", labels=[
            "EXISTING DRAINAGE AREAS (LEFT)", "PROPOSED DRAINAGE AREAS (RIGHT)", "OFF-SITE AREA OS-1 (TRIBUTARY)",
            "DRAINAGE DIVIDE"], notes=["Subwatershed boundaries: existing and proposed on-site,", "and the off-site area draining onto the site.",
                                       "Areas are tabulated in the stormwater report."], tags=[E("N.6.A.2")]))
    pond_notes = [] if s.pond is None else [f"{s.pond}: NWL {s.nwl:.1f}, 100-YR HWL {s.hwl:.1f}"]
    sheets.append(Sheet(f"{prefix}3.0", "Grading Plan", drawing="pond" if s.pond else "site", labels=[
        "PROPOSED CONTOUR", "EXISTING CONTOUR (DASHED)"] + pond_notes,
        notes=[f"Proposed and existing contours at {interval}-foot interval, {s.datum} datum.", s.existing_water] + pond_notes,
        tags=contour_tags + [E("N.6.A.6")]))
    sheets.append(Sheet(f"{prefix}4.0", "Storm Sewer Plan", drawing="site", labels=s.pipes[:4],
                        notes=["Existing and proposed storm sewer: location, alignment, inverts."] + s.pipes,
                        tags=[E("N.6.A.3")]))
    sheets.append(Sheet(f"{prefix}5.0", "Stormwater Details and Specifications", drawing="details", labels=[
        "OUTLET CONTROL STRUCTURE", "RIPRAP AT FLARED END SECTION", "SKIMMER / BAFFLE"],
        notes=["Construction of stormwater facilities per MnDOT 2503, 2506 and 2511 and the", "City Engineering Standards.",
               "Riprap Class III with geotextile at every outfall."], tags=[E("N.6.A.8")]))
    if s.soils:
        sheets.append(Sheet(f"{prefix}5.1", "Soils Plan", drawing="site", labels=["SOIL MAP UNIT BOUNDARY"],
                            notes=s.soils, tags=[E("N.6.A.5")]))
    if "easement" not in s.omit:
        sheets.append(Sheet(f"{prefix}6.0", "Easement Exhibit", drawing="site", labels=[
            "DRAINAGE AND UTILITY EASEMENT (HATCHED)"], notes=[s.easement], tags=[E("N.6.A.12")]))
    sheets.append(Sheet(f"{prefix}7.0", "SWPPP", drawing="site", labels=["SILT FENCE", "ROCK CONSTRUCTION ENTRANCE"],
                        notes=["Stormwater Pollution Prevention Plan narrative:", "perimeter control, inlet protection,",
                               "stabilization within 7 days.", s.npdes_note]))
    index = ["SHEET INDEX"] + [f"{sh.number}  {sh.title}" for sh in sheets]
    return [Sheet(f"{prefix}0.0", "Cover Sheet", drawing="cover", notes=index)] + sheets
