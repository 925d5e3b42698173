"""Which sheets an author's plan set holds, and the words on each: notes where firms put them.

A sheet carries an exhibit tag only when the sheet really shows the item; the datum and
contour notes are the facts a reviewer reads for N.6.A.7.
"""

from __future__ import annotations

from corpus.external5.plans import Sheet
from corpus.external5.report import E, F
from corpus.external5.spec import Pkg


def _datum_note(p: Pkg) -> tuple[list[str], list]:
    notes, tags = [], []
    if p.datum:
        notes.append(f"ALL ELEVATIONS SHOWN ARE ON THE {p.datum} VERTICAL DATUM.")
        tags.append(F("vertical_datum", p.datum))
    if p.contour:
        notes.append(f"CONTOUR INTERVAL = {p.contour:g} FOOT" + ("" if p.contour == 1 else "") +
                     f" ({'EXISTING DASHED, PROPOSED SOLID'}).")
        tags.append(F("contour_interval_ft", p.contour))
    return notes, tags


def plan_sheets(p: Pkg) -> list[Sheet]:
    has = set(p.exhibits)
    index = [["SHEET", "TITLE"], ["C0.0", "COVER SHEET"], ["C1.0", "EXISTING CONDITIONS AND REMOVALS"]]
    sheets: list[Sheet] = []
    dnotes, dtags = _datum_note(p)
    drainage = "N.6.A.2" in has
    if drainage:
        index.append(["C1.1", "DRAINAGE AREA MAPS"])
    index.append(["C2.0", "GRADING PLAN"])
    if "N.6.A.3" in has:
        index.append(["C3.0", "STORM SEWER PLAN"])
    if "N.6.A.8" in has:
        index.append(["C4.0", "STORMWATER DETAILS"])
    if "N.6.A.5" in has:
        index.append(["C5.0", "SOILS AND INFILTRATION"])
    index.append(["C6.0", "SWPPP"])
    if "N.6.A.12" in has:
        index.append(["V1.0", "PRELIMINARY PLAT / EASEMENTS"])
    sheets.append(Sheet("C0.0", "COVER SHEET", notes=[
        f"PROJECT LOCATION: {p.city.upper()}, HENNEPIN/CARVER COUNTY, MINNESOTA.",
        "CONTRACTOR SHALL NOTIFY GOPHER STATE ONE CALL (651-454-0002) 48 HOURS PRIOR TO EXCAVATION.",
        "BENCHMARK: TOP NUT HYDRANT AT SOUTHEAST CORNER OF SITE."] + dnotes,
        labels=["SHEET INDEX (SEE TABLE)", "VICINITY MAP - NOT TO SCALE"], table=index, tags=dtags))
    ex_tags = [E("N.6.A.1")]
    ex_notes = ["BOUNDARY AND TOPOGRAPHIC SURVEY PREPARED BY A LICENSED LAND SURVEYOR."]
    labels = ["PROPERTY LINE (TYP.)", "LANDS OWNED BY APPLICANT", "EXISTING 12\" RCP"]
    ex_notes.append("PROPERTY LINES AND ALL LANDS OWNED BY THE APPLICANT ARE SHOWN HEAVY DASHED.")
    if "N.6.A.4" in has:
        ex_notes.append(p.notes.get("wetland_sheet", "WETLAND BOUNDARY DELINEATED AND SHOWN; 100-YEAR FLOODPLAIN "
                                                       "AND SHORELAND OVERLAY BOUNDARY SHOWN PER FEMA FIRM."))
        ex_tags.append(E("N.6.A.4"))
        labels.append("DELINEATED WETLAND EDGE")
    sheets.append(Sheet("C1.0", "EXISTING CONDITIONS AND REMOVALS", notes=ex_notes, labels=labels, tags=ex_tags))
    if drainage:
        sheets.append(Sheet("C1.1", "DRAINAGE AREA MAPS", notes=[
            "EXISTING AND PROPOSED ON-SITE SUBWATERSHEDS ARE DELINEATED WITH HYDROCAD NODE LABELS.",
            "OFF-SITE CONTRIBUTING SUBWATERSHED (OS-1) SHOWN ON INSET."],
            labels=["EXISTING DRAINAGE AREA MAP", "PROPOSED DRAINAGE AREA MAP", "OS-1 OFF-SITE", "EX-1", "PR-1A"],
            tags=[E("N.6.A.2")]))
    g_tags = list(dtags) + ([E("N.6.A.7")] if p.contour and p.datum else [])
    g_notes = list(dnotes)
    if "N.6.A.6" in has and p.ponds:
        g_notes += [f"{pd.name.upper()}: EXISTING NWL N/A, PROPOSED NWL {pd.nwl:.1f}, 100-YR HWL {pd.hwl:.1f}."
                    for pd in p.ponds]
        g_tags.append(E("N.6.A.6"))
    elif "N.6.A.6" in has and p.notes.get("wl_note"):
        g_notes.append(p.notes["wl_note"])
        g_tags.append(E("N.6.A.6"))
    if p.lowest_opening is not None:
        g_notes.append(f"LOWEST OPENING ELEVATIONS (LO) SHOWN AT EACH BUILDING; MINIMUM LO = {p.lowest_opening:.1f}.")
    sheets.append(Sheet("C2.0", "GRADING PLAN", notes=g_notes, labels=["EOF", "HWL", "NWL", "2% MIN."], tags=g_tags))
    if "N.6.A.3" in has:
        sheets.append(Sheet("C3.0", "STORM SEWER PLAN", notes=[
            "EXISTING AND PROPOSED STORM SEWER SHOWN WITH INVERT ELEVATIONS AND PIPE SIZES.",
            "ALL STORM SEWER PIPE SHALL BE RCP CLASS 5 UNLESS NOTED."],
            labels=["CBMH 1 RIM 931.20 INV 926.40", "FES 3 INV 912.00", "OCS 1"], tags=[E("N.6.A.3")]))
    if "N.6.A.8" in has:
        sheets.append(Sheet("C4.0", "STORMWATER DETAILS", notes=[
            "OUTLET CONTROL STRUCTURE, POND SECTION WITH SAFETY BENCH, RIPRAP APRON AND SKIMMER DETAILS.",
            "SPECIFICATIONS: MNDOT 2573, 2503 AND CITY ENGINEERING STANDARDS APPLY."],
            labels=["POND CROSS SECTION", "OCS DETAIL", "RIPRAP DETAIL"], tags=[E("N.6.A.8")]))
    if "N.6.A.5" in has:
        sheets.append(Sheet("C5.0", "SOILS AND INFILTRATION", notes=[
            "SITE SOILS IDENTIFIED AND DELINEATED: SANDY LOAM (HSG B) OVER LOAMY SAND.",
            "MEASURED PERMEABILITY (DOUBLE-RING) 0.8 IN/HR; DESIGN RATE 0.45 IN/HR PER MN STORMWATER MANUAL.",
            "EXISTING AND PROPOSED AS-DEVELOPED SOIL CONDITIONS SHOWN."], labels=["SOIL BOUNDARY", "INFILTRATION BASIN"],
            tags=[E("N.6.A.5")]))
    sheets.append(Sheet("C6.0", "SWPPP", notes=[p.notes.get("swppp_note", "SEE SWPPP NARRATIVE; INSPECTIONS WEEKLY "
                                                                           "AND WITHIN 24 HOURS OF 0.5 IN RAIN.")],
                        labels=["SILT FENCE", "ROCK ENTRANCE", "INLET PROTECTION"]))
    if "N.6.A.12" in has:
        sheets.append(Sheet("V1.0", "PRELIMINARY PLAT / EASEMENTS", notes=[
            "DRAINAGE AND UTILITY EASEMENTS DEDICATED OVER ALL PONDS TO THE 100-YEAR HWL AND OVER STORM SEWER.",
            "FLOWAGE EASEMENT SHOWN HATCHED."], labels=["DRAINAGE & UTILITY EASEMENT", "FLOWAGE EASEMENT"],
            tags=[E("N.6.A.12")]))
    return sheets
