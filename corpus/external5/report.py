"""The stormwater management report: the long letter-size document every package carries.

Sections follow the habit of Twin Cities consultants (introduction, existing, proposed,
rate control, water quality, rule compliance, appendices). Facts are tagged where they are
written; distractor numbers (parent parcel, off-site area, 2/5/50-year events, per-node
flows, lot areas, PIDs) are written untagged because a reviewer would not take them.
"""

from __future__ import annotations

import random
from typing import Any

from corpus.external5.doc import Doc
from corpus.external5.spec import Pkg
from rulen.facts import coerce
from corpus.external5.plans import PE_TEXT

ATLAS14 = [("1-year", 2.49), ("2-year", 2.87), ("5-year", 3.56), ("10-year", 4.26), ("50-year", 6.11),
           ("100-year", 7.41)]
SF = 43560.0


def F(name: str, value: Any) -> tuple[str, str, Any]:
    """A fact tag, its value in contract form (e.g. "NGVD 1929" is recorded as NGVD29)."""
    return ("fact", name, coerce(name, value))


def E(ident: str) -> tuple[str, str, Any]:
    return ("exhibit", ident, None)


def S(ident: str) -> tuple[str, str, Any]:
    return ("statement", ident, None)


def ac(x: float) -> str:
    return f"{x:.2f}"


def sqft(x: float) -> str:
    return f"{round(x * SF):,}"


def write_report(d: Doc, p: Pkg) -> None:
    rnd = random.Random(p.seed)
    v = p.seed % 3  # which of three phrasings this author uses
    _cover(d, p)
    _toc(d, p)
    _intro(d, p, v, rnd)
    _existing(d, p, v, rnd)
    _proposed(d, p, v, rnd)
    _rate(d, p, v, rnd)
    _quality(d, p, v, rnd)
    _summary(d, p)
    _appendices(d, p, rnd)


# -- front matter -----------------------------------------------------------------------------------
def _cover(d: Doc, p: Pkg) -> None:
    d.spacer(60)
    d.para("STORMWATER MANAGEMENT REPORT", size=22, font=d.s.bold)
    d.para(p.project, size=16, font=d.s.bold)
    d.para(p.city + ", Minnesota", size=13)
    d.spacer(30)
    d.para(f"Prepared for: {p.applicant}", size=11)
    d.para(f"Prepared by: {p.firm.name}, " + ", ".join(p.firm.lines), size=11)
    d.para(f"Date: {p.date}", size=11)
    d.spacer(60)
    d.para(PE_TEXT, size=9.5)
    d.para(f"{p.firm.engineer}, P.E.      Date: {p.date}      License No. {p.firm.license_no}", size=10)
    d.new_page()


def _toc(d: Doc, p: Pkg) -> None:
    d.para("TABLE OF CONTENTS", size=14, font=d.s.bold)
    rows = [["Section", "Title", "Page"], ["1.0", "Introduction", "3"], ["2.0", "Existing Conditions", "3"],
            ["3.0", "Proposed Conditions", "4"], ["4.0", "Rate Control", "5"], ["5.0", "Water Quality", "6"],
            ["6.0", "Rule Compliance Summary", "7"]]
    apps = ["Appendix A - HydroCAD Output"] if p.peaks else []
    if p.tp_pct is not None:
        apps.append(f"Appendix B - {p.tp_model} Model Output")
    if "N.6.C" in p.exhibits:
        apps.append("Appendix C - Geotechnical Boring Logs")
    if "N.6.A.13" in p.exhibits:
        apps.append("Appendix D - NPDES Construction Stormwater Permit Coverage")
    if "N.6.A.11" in p.exhibits and p.notes.get("city_letter"):
        apps.append("Appendix E - City Review Correspondence")
    if "N.6.B" in p.exhibits:
        apps.append("Appendix F - Stormwater Maintenance Agreement")
    d.table(rows, [60, 300, 50], grid=False)
    for a in apps:
        d.para(a, indent=20)
    d.para("List of Tables: Table 2-1 Existing Land Cover; Table 2-2 Existing Drainage Areas; Table 3-1 Proposed "
           "Land Cover; Table 3-2 Proposed Drainage Areas; Table 4-1 Atlas 14 Rainfall Depths; Table 4-2 Peak "
           "Discharge Summary; Table 4-3 Pond Data; Table 5-1 Pollutant Removal.")
    d.new_page()


# -- 1.0 ---------------------------------------------------------------------------------------------
def _intro(d: Doc, p: Pkg, v: int, rnd: random.Random) -> None:
    d.heading(1, "INTRODUCTION")
    d.para(f"{p.firm.name} has prepared this report on behalf of {p.applicant} to describe the stormwater "
           f"management design for {p.project} in the {('City of ' + p.city) if 'County' not in p.city else p.city}. "
           f"The report supports applications to the City and to the Minnehaha Creek Watershed District (MCWD) "
           f"under the District's stormwater rule (Rule N).")
    d.para(f"The project is {p.type_words}.", tags=[F("project_type", p.project_type)])
    d.para(p.public_words, tags=[F("applicant_public_entity", p.applicant_public)])
    if v == 1 and p.existing_imp is not None and p.proposed_imp is not None:
        rows = [["Project summary", "Value"], ["Total site area", f"{ac(p.site_area_ac)} ac"]]
        tags = [F("site_area_ac", p.site_area_ac), F("existing_impervious_ac", p.existing_imp),
                F("proposed_impervious_ac", p.proposed_imp)]
        if p.disturbed_ac is not None:
            rows.append(["Disturbed area", f"{ac(p.disturbed_ac)} ac"])
            tags.append(F("disturbed_area_ac", p.disturbed_ac))
        rows += [["Existing impervious", f"{ac(p.existing_imp)} ac"], ["Proposed impervious", f"{ac(p.proposed_imp)} ac"]]
        if p.parent_area_ac:
            rows.append(["Parent parcel (not part of project)", f"{ac(p.parent_area_ac)} ac"])
        d.table(rows, [220, 110], title="Table 1-1  Project Summary", tags=tags)
    if p.pids:
        d.para("The property consists of Hennepin County parcels (PID) " + ", ".join(p.pids) + ".")
    if p.parent_area_ac:
        d.para(f"The parent parcel as platted totals {ac(p.parent_area_ac)} acres; only the portion described below "
               f"is part of this application.")
    forms = [f"The project site encompasses {ac(p.site_area_ac)} acres.",
             f"Total project area: {ac(p.site_area_ac)} ac ({sqft(p.site_area_ac)} sq. ft.).",
             f"The site is approximately {sqft(p.site_area_ac)} square feet ({ac(p.site_area_ac)} acres) in size."]
    d.para(forms[v], tags=[F("site_area_ac", p.site_area_ac)])
    if p.disturbed_ac is not None:
        forms = [f"Land disturbance (clearing, grading and excavation) will total {ac(p.disturbed_ac)} acres.",
                 f"Disturbed area = {ac(p.disturbed_ac)} acres.",
                 f"Approximately {ac(p.disturbed_ac)} acres of the site will be disturbed by grading."]
        d.para(forms[v], tags=[F("disturbed_area_ac", p.disturbed_ac)])
    if p.units is not None:
        tags = [F("dwelling_units", p.units)]
        text = f"The development includes {p.units} dwelling units"
        if p.state_density:
            dens = round(p.units / p.site_area_ac, 2)
            tags.append(F("density_du_per_ac", dens))
            text += f", a gross density of {dens:.2f} units per acre"
        d.para(text + ".", tags=tags)
    if p.common_scheme_ac is not None:
        d.para(p.common_scheme_text, tags=[F("common_scheme_area_ac", p.common_scheme_ac)])
    d.para(f"Runoff from the site ultimately reaches {p.receiving}. Design storms, methods and criteria follow "
           f"MCWD Rule N, the City's local surface water management plan and the Minnesota Stormwater Manual. The "
           f"survey was completed {rnd.choice(['March 14', 'April 2', 'May 21', 'October 9'])}, "
           f"{rnd.choice([2023, 2024])}.")


# -- 2.0 ---------------------------------------------------------------------------------------------
def _cover_rows(total: float, imp: float, rnd: random.Random, labels: list[str]) -> list[list[str]]:
    parts = [0.5, 0.35, 0.15]
    rows = []
    left = imp
    for i, lab in enumerate(labels):
        a = round(imp * parts[i], 2) if i < len(labels) - 1 else round(left, 2)
        left -= a
        rows.append([lab, sqft(a), ac(a)])
    return rows


def _existing(d: Doc, p: Pkg, v: int, rnd: random.Random) -> None:
    d.heading(2, "EXISTING CONDITIONS")
    default = ("The site is currently developed as described below and drains by overland flow and storm sewer to "
               "the public system." if (p.existing_imp or 0) >= 0.2 else
               "The site is open land (cropland, old field and a wooded ravine) that drains by overland flow toward "
               "the low area described below.")
    d.para(p.notes.get("existing_text", default))
    if p.existing_imp is not None:
        rows = [["Cover type", "Area (sf)", "Area (ac)"]]
        if p.existing_imp > 0:
            rows += _cover_rows(p.site_area_ac, p.existing_imp, rnd, ["Building / roof", "Pavement", "Walks and patios"])
        rows.append(["Total impervious", sqft(p.existing_imp), ac(p.existing_imp)])
        perv = p.site_area_ac - p.existing_imp
        rows.append(["Pervious (turf, woods)", sqft(perv), ac(perv)])
        d.table(rows, [190, 100, 80], title="Table 2-1  Existing Land Cover",
                tags=[F("existing_impervious_ac", p.existing_imp)])
    d.para(f"Soils mapped by the NRCS Web Soil Survey are {p.soils}. "
           + ("Borings are summarized in Appendix C." if "N.6.C" in p.exhibits else ""))
    if p.notes.get("wetland_text"):
        d.para(p.notes["wetland_text"])
    rows = [["Subcatchment", "Area (ac)", "CN", "Tc (min)", "Outlet"]]
    for i in range(rnd.randint(5, 8)):
        rows.append([f"EX-{i + 1}", f"{rnd.uniform(0.2, 2.4):.2f}", str(rnd.randint(61, 92)), f"{rnd.uniform(6, 24):.1f}",
                     rnd.choice(["POA-1", "CB 101", "Street", "Wetland"])])
    d.table(rows, [90, 70, 50, 60, 90], title="Table 2-2  Existing Drainage Areas")
    if p.offsite_ac:
        tags = [S("N.4.4")] if "N.4.4" in p.statements else []
        d.para(f"An off-site area of {ac(p.offsite_ac)} acres drains onto the property from the "
               f"{rnd.choice(['west', 'north', 'south'])}. "
               + ("This tributary runoff is routed through the proposed system and is included in the HydroCAD model "
                  "and in sizing the pond outlet, so it is accommodated in the analyses and design." if tags else
                  "It enters the street system upstream of the site."), tags=tags)


# -- 3.0 ---------------------------------------------------------------------------------------------
def _proposed(d: Doc, p: Pkg, v: int, rnd: random.Random) -> None:
    d.heading(3, "PROPOSED CONDITIONS")
    d.para(p.notes.get("proposed_text", "The project is described in the plan set that accompanies this report."))
    if p.proposed_imp is not None:
        rows = [["Cover type", "Area (sf)", "Area (ac)"]]
        rows += _cover_rows(p.site_area_ac, p.proposed_imp, rnd, ["Building / roof", "Pavement", "Walks and patios"])
        rows.append(["Total impervious", sqft(p.proposed_imp), ac(p.proposed_imp)])
        tags = [F("proposed_impervious_ac", p.proposed_imp)]
        if p.state_net and p.existing_imp is not None:
            net = round(p.proposed_imp - p.existing_imp, 2)
            rows.append(["Net increase in impervious", sqft(net), ac(net)])
            tags.append(F("net_impervious_increase_ac", net))
        d.table(rows, [190, 100, 80], title="Table 3-1  Proposed Land Cover", tags=tags)
    if p.trail:
        d.para(p.trail_text, tags=[F("sidewalk_trail", p.trail)])
    if "N.3.2" in p.statements:
        bmps = p.notes.get("bmps", ["Wet detention pond with outlet control structure", "Sump manholes with SAFL baffles",
                                    "Native seed and turf establishment"])
        d.para("The following permanent BMPs are proposed:", tags=[S("N.3.2")])
        d.bullets(bmps)
    if "N.3.0" in p.statements:
        d.para("Best management practices were selected through site design (limiting new impervious surface and "
               "preserving the wooded slope), structural practices and non-structural practices, consistent with the "
               "MPCA manual 'Protecting Water Quality in Urban Areas' and the Minnesota Stormwater Manual.",
               tags=[S("N.3.0")])
    if p.infiltration is True:
        d.para("Infiltration is proposed: a surface infiltration basin sized for 1.1 inches of runoff from new "
               "impervious surface. Soil identification, description and measured permeability are shown on the "
               "soils sheet of the plans.", tags=[F("infiltration_proposed", True)])
    elif p.infiltration is False:
        d.para("Infiltration is not proposed due to the tight clay subsoils and seasonal high groundwater found in "
               "the borings; filtration and wet ponding are used instead.", tags=[F("infiltration_proposed", False)])
    if p.units and p.project_type == "single_family_subdivision":
        rows = [["Lot / Block", "Lot area (sf)", "Building pad (sf)"]]
        for i in range(min(p.units, 10)):
            rows.append([f"Lot {i + 1}, Block 1", f"{rnd.randint(15000, 42000):,}", f"{rnd.randint(2400, 4200):,}"])
        d.table(rows, [110, 100, 110], title="Table 3-3  Lot Summary (first lots shown; see plat for all)")
    rows = [["Subcatchment", "Area (ac)", "CN", "Imperv. (ac)", "Routed to"]]
    for i in range(rnd.randint(6, 10)):
        rows.append([f"PR-{i + 1}{'A' if i % 3 == 0 else ''}", f"{rnd.uniform(0.15, 2.1):.2f}", str(rnd.randint(61, 98)),
                     f"{rnd.uniform(0.0, 1.2):.2f}", rnd.choice(["Pond 1", "CBMH 4", "POA-1", "Basin A"])])
    d.table(rows, [90, 70, 50, 70, 90], title="Table 3-2  Proposed Drainage Areas")


# -- 4.0 ---------------------------------------------------------------------------------------------
STMT = {
    "N.4.2": ("The existing depression in the {corner} corner of the site, a natural low area, is used for detention. "
              "Reservoir routing in HydroCAD with the critical-duration (24-hour) events was used to design the "
              "detention area and its outlet."),
    "N.4.3": ("The project will not adversely affect water levels off the site during or after construction: "
              "off-site HWLs are unchanged and temporary sediment basins discharge at or below existing rates."),
    "N.4.6": ("Rate control facilities are located above the projected 100-year flood elevation for the site and "
              "within drainage and utility easements dedicated on the plat."),
    "N.4.7": ("The water quantity control facilities conform with the approved {city} Local Surface Water Management "
              "Plan."),
    "N.4.8": ("Outfall structures incorporate riprap aprons with geotextile and energy dissipation to minimize "
              "erosion and scouring."),
    "N.5.2": ("The pond outlet structure includes a submerged skimmer baffle that removes floatables from runoff "
              "before discharge for the 1-year event."),
    "N.5.4": ("The water quality pond outfall is designed to minimize erosion and scouring: a flared end section "
              "with Class III riprap on filter fabric discharges to a stabilized channel."),
}


def _stmt(d: Doc, p: Pkg, ident: str) -> None:
    if ident in p.statements:
        d.para(STMT[ident].format(corner=p.notes.get("corner", "northeast"), city=p.notes.get("lswmp", p.city)),
               tags=[S(ident)])


def _rate(d: Doc, p: Pkg, v: int, rnd: random.Random) -> None:
    d.heading(4, "RATE CONTROL")
    d.table([["Event", "24-hr depth (in)"]] + [[e, f"{x:.2f}"] for e, x in ATLAS14], [120, 110],
            title="Table 4-1  NOAA Atlas 14 Rainfall Depths (MSE 3 distribution)")
    if not p.peaks:
        d.para(p.notes.get("no_rate_text", "Rate control modelling was not performed for this project."))
    else:
        d.para("Runoff was modelled in HydroCAD 10.2 using the SCS TR-20 method with Atlas 14 depths. Rates are "
               "compared at the down-gradient site boundary (POA-1).")
        _stmt(d, p, "N.4.2")
        q2 = p.notes.get("q2", (round(p.peaks["1"][0] * 1.4, 1), round(p.peaks["1"][1] * 1.3, 1)))
        rates = {k: {"existing": a, "proposed": b} for k, (a, b) in p.peaks.items()}
        if v == 2:
            order = [("1", p.peaks["1"]), ("2", q2), ("10", p.peaks["10"]), ("100", p.peaks["100"])]
            rows = [["Condition"] + [f"{ev}-yr (cfs)" for ev, _ in order],
                    ["Existing"] + [f"{q[0]:.1f}" for _, q in order],
                    ["Proposed"] + [f"{q[1]:.1f}" for _, q in order]]
            d.table(rows, [110, 75, 75, 75, 75], title="Table 4-2  Peak Discharge Rates, Site Boundary (POA-1)",
                    tags=[F("peak_rates_cfs", rates), E("N.6.A.9")])
        else:
            rows = [["Event", "Existing (cfs)", "Proposed (cfs)", "Change (cfs)"]]
            for ev, depth in (("1", 2.49), ("2", 2.87), ("10", 4.26), ("100", 7.41)):
                ex, pr = q2 if ev == "2" else p.peaks[ev]
                rows.append([f"{ev}-year ({depth:.2f} in)", f"{ex:.1f}", f"{pr:.1f}", f"{pr - ex:+.1f}"])
            d.table(rows, [140, 90, 90, 90], title="Table 4-2  Peak Discharge Summary at POA-1 (site boundary)",
                    tags=[F("peak_rates_cfs", rates), E("N.6.A.9")])
        for ident in ("N.4.3", "N.4.6", "N.4.7", "N.4.8"):
            _stmt(d, p, ident)
    if p.landlocked is False:
        d.para(f"The site is not landlocked; it discharges to {p.receiving} through the municipal storm sewer.",
               tags=[F("landlocked", False)])
    if p.ponds and v == 0:
        ponds = [{"name": pd.name, "safety_bench_width_ft": pd.bench_w, "safety_bench_slope_h_per_v": pd.bench_slope,
                  "freeboard_ft": pd.freeboard} for pd in p.ponds]
        text = " ".join(
            f"{pd.name} has a normal water level of {pd.nwl:.1f} and a 100-year HWL of {pd.hwl:.1f}; it provides a "
            f"{pd.bench_w:.0f}-foot safety bench at {pd.bench_slope:.0f}:1 and {pd.freeboard:.1f} feet of freeboard "
            f"to the emergency overflow at {pd.hwl + pd.freeboard:.1f}." for pd in p.ponds)
        d.para(text, tags=[F("ponds", ponds), E("N.6.A.6")])
    elif p.ponds:
        rows = [["Pond", "NWL", "100-yr HWL", "EOF", "Freeboard (ft)", "Bench width (ft)", "Bench slope"]]
        for pd in p.ponds:
            rows.append([pd.name, f"{pd.nwl:.1f}", f"{pd.hwl:.1f}", f"{pd.hwl + pd.freeboard:.1f}",
                         f"{pd.freeboard:.1f}", f"{pd.bench_w:.0f}", f"{pd.bench_slope:.0f}:1"])
        ponds = [{"name": pd.name, "safety_bench_width_ft": pd.bench_w, "safety_bench_slope_h_per_v": pd.bench_slope,
                  "freeboard_ft": pd.freeboard} for pd in p.ponds]
        d.table(rows, [60, 55, 70, 55, 80, 90, 70], title="Table 4-3  Pond Data (elevations in feet)",
                tags=[F("ponds", ponds), E("N.6.A.6")])
    if p.ponds:
        pd = p.ponds[0]
        rows = [["Elevation", "Area (sf)", "Storage (cf)"]]
        for i in range(7):
            el = pd.nwl - 3 + i
            rows.append([f"{el:.1f}", f"{6000 + 2100 * i:,}", f"{max(0, 7400 * (i - 2)):,}"])
        d.table(rows, [80, 80, 90], title=f"Stage-storage, {pd.name} (dead storage {pd.dead_storage_cf:,} cf)")
    if p.lowest_opening is not None and p.bldg_hwl is not None:
        gap = p.lowest_opening - p.bldg_hwl
        d.para(f"The lowest opening of the proposed building(s) is at elevation {p.lowest_opening:.1f}; the adjacent "
               f"100-year high water level is {p.bldg_hwl:.1f}, a separation of {gap:.1f} ft.",
               tags=[F("lowest_opening_elev_ft", p.lowest_opening), F("hwl_100yr_elev_ft", p.bldg_hwl)])


# -- 5.0 ---------------------------------------------------------------------------------------------
def _quality(d: Doc, p: Pkg, v: int, rnd: random.Random) -> None:
    d.heading(5, "WATER QUALITY")
    if p.tp_pct is None:
        d.para(p.notes.get("no_wq_text", "Water quality treatment is provided by the BMPs listed in Section 3."))
    else:
        d.para(f"Annual pollutant removal was computed with the {p.tp_model} model for the site draining to POA-1.")
        load = round(rnd.uniform(3, 12), 2)
        rows = [["Pollutant", "Load in (lb/yr)", "Load out (lb/yr)", "Removal (%)"],
                ["Total Suspended Solids", f"{load * 180:.0f}", f"{load * 180 * (1 - p.tss_pct / 100):.0f}", f"{p.tss_pct:.0f}"],
                ["Total Phosphorus", f"{load:.2f}", f"{load * (1 - p.tp_pct / 100):.2f}", f"{p.tp_pct:.0f}"]]
        d.table(rows, [150, 90, 90, 80], title="Table 5-1  Annual Pollutant Removal (site total)",
                tags=[F("phosphorus_removal_pct", p.tp_pct)])
    _stmt(d, p, "N.5.2")
    _stmt(d, p, "N.5.4")


# -- 6.0 ---------------------------------------------------------------------------------------------
WHERE = {"N.6.A.1": "Sheet C1.0 Existing Conditions", "N.6.A.2": "Sheet C1.1 Drainage Area Maps",
         "N.6.A.3": "Sheet C3.0 Storm Sewer Plan", "N.6.A.4": "Sheet C1.0 Existing Conditions",
         "N.6.A.5": "Sheet C5.0 Soils", "N.6.A.6": "Sheet C2.0 Grading Plan", "N.6.A.7": "Sheet C2.0 Grading Plan",
         "N.6.A.8": "Sheet C4.0 Stormwater Details", "N.6.A.9": "Report Table 4-2",
         "N.6.A.10": "Appendices A and B", "N.6.A.11": "Report Section 6.0 / Appendix E",
         "N.6.A.12": "Sheet V1.0 Easements", "N.6.A.13": "Appendix D", "N.6.B": "Appendix F", "N.6.C": "Appendix C"}


def _summary(d: Doc, p: Pkg) -> None:
    d.heading(6, "RULE COMPLIANCE SUMMARY")
    d.para("The table below lists where each submittal item requested by MCWD Rule N Section 6 is found.")
    rows = [["Rule N item", "Location in submittal"]] + [[k, WHERE[k]] for k in sorted(p.exhibits) if k in WHERE]
    d.table(rows, [120, 300])
    if "N.6.A.11" in p.exhibits and not p.notes.get("city_letter"):
        plan = p.notes.get("lswmp", f"City of {p.city} Local Surface Water Management Plan")
        d.sub("6.1 Conformance with the Municipal Stormwater Management Plan")
        rows = [[f"{plan} standard", "How the project conforms"],
                ["Rate control, 1/10/100-yr, no increase", "Table 4-2"],
                ["Water quality, NURP pond or equivalent", "Section 5.0, Appendix B"],
                ["Low floor 2 ft above 100-yr HWL", "Section 4.0"],
                ["Erosion control per city standards", "SWPPP sheet"]]
        d.table(rows, [250, 170], title=f"Table 6-1  Conformance with the {plan}", tags=[E("N.6.A.11")])
    if p.notes.get("summary_extra"):
        d.para(p.notes["summary_extra"])


# -- appendices ---------------------------------------------------------------------------------------
def _appendices(d: Doc, p: Pkg, rnd: random.Random) -> None:
    if p.peaks:
        d.new_page()
        d.para("APPENDIX A - HYDROCAD OUTPUT", size=13, font=d.s.bold, tags=[E("N.6.A.10")])
        rows = [["Node", "Description", "Area (ac)", "1-yr (cfs)", "10-yr (cfs)", "100-yr (cfs)"]]
        for i in range(rnd.randint(9, 13)):
            a = rnd.uniform(0.2, 2.5)
            rows.append([f"{i + 1}S", f"Subcatchment {i + 1}", f"{a:.2f}", f"{a * 0.9:.2f}", f"{a * 2.1:.2f}", f"{a * 4.3:.2f}"])
        for j, pd in enumerate(p.ponds):
            rows.append([f"{j + 1}P", pd.name + " (peak elev " + f"{pd.hwl:.2f})", "", f"{rnd.uniform(0.3, 1):.2f}",
                         f"{rnd.uniform(1, 3):.2f}", f"{rnd.uniform(3, 8):.2f}"])
        d.table(rows, [45, 150, 60, 60, 65, 65], title="Node Listing - Proposed Conditions (Routing: Dyn-Stor-Ind)",
                size=8)
        d.para("Time span 0.00-72.00 hrs, dt 0.01 hrs; runoff by SCS TR-20; reach routing by Stor-Ind+Trans.", size=8)
    if p.tp_pct is not None:
        d.new_page()
        tag = [] if p.peaks else [E("N.6.A.10")]
        d.para(f"APPENDIX B - {p.tp_model} OUTPUT", size=13, font=d.s.bold, tags=tag)
        if p.tp_model == "MIDS":
            rows = [["BMP", "Type", "Watershed (ac)", "TP in (lb)", "TP out (lb)"]]
            for i in range(rnd.randint(3, 5)):
                rows.append([f"BMP {i + 1}", rnd.choice(["Wet pond", "Biofiltration", "Sump/SAFL", "Swale"]),
                             f"{rnd.uniform(0.3, 3):.2f}", f"{rnd.uniform(0.5, 3):.2f}", f"{rnd.uniform(0.1, 1.2):.2f}"])
        else:
            rows = [["Device", "Type", "Flow (ac-ft)", "TSS rem. (%)", "TP rem. (%)"]]
            for i in range(rnd.randint(3, 5)):
                rows.append([f"Device {i + 1}", rnd.choice(["Pond", "Pipe", "Splitter"]), f"{rnd.uniform(1, 9):.2f}",
                             f"{rnd.uniform(40, 90):.1f}", f"{rnd.uniform(20, 70):.1f}"])
        d.table(rows, [70, 100, 90, 80, 80], title="Device / BMP results (individual; the site total is in Table 5-1)",
                size=8)
    if "N.6.C" in p.exhibits:
        d.new_page()
        d.para("APPENDIX C - GEOTECHNICAL BORING LOGS", size=13, font=d.s.bold, tags=[E("N.6.C")])
        d.para("Standard penetration test borings (ASTM D1586) drilled by a subconsultant; groundwater observations "
               "at completion.")
        rows = [["Boring", "Surface el.", "Depth (ft)", "Soil", "N (bpf)", "Water"]]
        for i in range(6):
            rows.append([f"SB-{i + 1}", f"{rnd.uniform(900, 960):.1f}", f"{rnd.choice([15, 20, 25])}",
                         rnd.choice(["Lean clay (CL)", "Clayey sand (SC)", "Poorly graded sand (SP)", "Fill"]),
                         str(rnd.randint(4, 30)), rnd.choice(["None", "at 12.5 ft", "at 9 ft"])])
        d.table(rows, [50, 70, 60, 140, 50, 70], size=8)
    if "N.6.A.13" in p.exhibits:
        d.new_page()
        d.para("APPENDIX D - NPDES CONSTRUCTION STORMWATER PERMIT COVERAGE", size=13, font=d.s.bold,
               tags=[E("N.6.A.13")])
        d.para("Minnesota Pollution Control Agency - General Permit MNR100001, Authorization to Discharge Stormwater "
               "Associated with Construction Activity under the NPDES/SDS Program. Permit coverage card.")
        d.table([["Permit ID", f"C000{rnd.randint(10000, 99999)}"], ["Project", p.project],
                 ["Coverage effective", p.notes.get("npdes_date", "June 3, 2024")], ["Owner", p.applicant]],
                [140, 300], grid=True)
    elif p.notes.get("npdes_pending"):
        d.para(p.notes["npdes_pending"])
    if "N.6.A.11" in p.exhibits and p.notes.get("city_letter"):
        d.new_page()
        d.para("APPENDIX E - CITY REVIEW CORRESPONDENCE", size=13, font=d.s.bold, tags=[E("N.6.A.11")])
        d.para(p.notes["city_letter"])
    if "N.6.B" in p.exhibits:
        d.new_page()
        d.para("APPENDIX F - STORMWATER MAINTENANCE AGREEMENT", size=13, font=d.s.bold, tags=[E("N.6.B")])
        d.para("Campbell Knutson, Professional Association - Attorneys at Law")
        d.para(f"Re: Stormwater Facilities Maintenance Agreement, {p.project}. Enclosed is the maintenance agreement "
               "between the owner and the Minnehaha Creek Watershed District on the District's form. It names the "
               "owner as the party responsible for inspecting and maintaining the pond, the outlet structure, culverts "
               "and outfalls, sets an annual inspection schedule and sediment removal when 50% of the sump is filled, "
               "and will be recorded with the Hennepin County Recorder before any land-altering activity.")
