"""The pages every long stormwater report carries whatever the project: erosion control,
construction sequence, maintenance, references, and the model printouts of the appendix.

They add length and distractor numbers (2-, 5- and 50-year rates, subcatchment rows,
rainfall depths) without stating any contract fact except the outlet rates a caller passes
in, which the printout repeats exactly as the report's own table states them.
"""

from __future__ import annotations

from corpus.external12.doc import Report, Tag

RAIN = {"1": 2.49, "2": 2.87, "5": 3.55, "10": 4.20, "50": 5.94, "100": 7.47}  # Atlas 14, 24-hr MSE3


def erosion_control(r: Report, variant: int) -> None:
    r.h2("Erosion and Sediment Control")
    if variant % 2 == 0:
        r.p("Perimeter silt fence and biologs will be installed along all down-gradient limits before any grading "
            "begins. A rock construction entrance will be maintained at each access point, and streets will be swept "
            "as needed and at least weekly during active hauling. Inlet protection will be placed in every existing "
            "and proposed catch basin within 200 feet of the work. Disturbed soils not actively worked for 7 days "
            "will be stabilized with seed and mulch or erosion control blanket.")
        r.p("Temporary sediment basins are not needed for the drainage areas involved; where more than 10 acres drain "
            "to a common location the contractor will size a temporary basin at 1,800 cubic feet per acre drained.")
    else:
        r.p("The SWPPP in the plan set governs. In brief: install perimeter control (silt fence, sediment logs) and "
            "the stabilized exit first; protect inlets; stockpiles to have perimeter control and be kept 50 feet from "
            "curb lines; stabilize exposed soils within 7 days; restore permanent turf with 6 inches of topsoil and "
            "MnDOT seed mix 25-131 or sod. Inspections weekly and within 24 hours of a 0.5-inch rainfall.")


def sequence(r: Report, phases: list[str]) -> None:
    r.h2("Construction Sequence")
    r.bullets(phases)


def maintenance(r: Report, owner: str, variant: int) -> None:
    r.h2("Operation and Maintenance")
    if variant % 2 == 0:
        r.p(f"{owner} will own and maintain the permanent stormwater facilities. Structures will be inspected twice "
            "a year (spring and fall) and after any rainfall over 2 inches; sumps cleaned when half full; accumulated "
            "sediment removed from forebays when it reduces the permanent pool depth by 25 percent; outlet trash "
            "racks cleared of debris; turf and native vegetation mowed or burned per the planting plan.")
    else:
        r.p(f"Responsible party: {owner}. Inspection frequency: quarterly for the first two years, then semi-annual. "
            "Typical tasks: remove trash and floatables, check outlet control structure and skimmer, inspect riprap "
            "at outfalls for displacement, remove sediment from sump structures, repair eroded side slopes.")


def references(r: Report, extra: list[str]) -> None:
    r.h1("References")
    r.bullets(["Minnehaha Creek Watershed District Rules (Rule N, Stormwater Management), as amended.",
               "Minnesota Pollution Control Agency, Protecting Water Quality in Urban Areas (March 2000 revision) "
               "and the Minnesota Stormwater Manual (online).",
               "NOAA Atlas 14, Volume 8, Precipitation-Frequency Atlas of the United States (2013).",
               "USDA-NRCS Web Soil Survey, Hennepin and Carver Counties."] + extra)


def rainfall_table(r: Report) -> None:
    rows = [["Return period", "24-hr depth (in)", "Distribution"]]
    rows += [[f"{k}-year", f"{v:.2f}", "MSE 3"] for k, v in RAIN.items()]
    r.table(rows, caption="Rainfall depths (NOAA Atlas 14)", widths=[1.6, 1.6, 1.6])


def hydrocad_printout(r: Report, title: str, condition: str, subcats: list[tuple[str, float, int, float]],
                      outlet: str, rates: dict[str, float], tags: list[Tag] | None = None) -> None:
    """One condition's HydroCAD-style printout: subcatchment listing then the outlet summary by event.

    ``subcats`` are (name, area ac, CN, Tc min); ``rates`` the outlet peaks for all six events.
    """
    lines = [f"{title}", f"Prepared by model run {condition.upper()}   HydroCAD(R) 10.20  s/n 04512", "",
             "Area Listing (all nodes)", "   Area(ac)   CN   Tc(min)  Description"]
    total = 0.0
    for name, area, cn, tc in subcats:
        total += area
        lines.append(f"   {area:8.3f}   {cn:2d}   {tc:6.1f}   {name}")
    lines.append(f"   {total:8.3f}        TOTAL AREA (includes off-site)")
    lines.append("")
    for ev in ("1", "2", "5", "10", "50", "100"):
        lines.append(f"MSE3 24-hr  {ev}-yr Rainfall={RAIN[ev]:.2f}\"  Link {outlet}")
        lines.append(f"   Inflow = {rates[ev] * 1.18:6.2f} cfs   Primary = {rates[ev]:6.2f} cfs   Volume= {rates[ev] * 0.061:.3f} af")
    r.mono(lines, tags)


def subcatchment_table(r: Report, caption: str, rows: list[tuple[str, float, float, int]]) -> None:
    body = [["Subarea", "Area (ac)", "Impervious (ac)", "CN"]]
    body += [[n, f"{a:.2f}", f"{i:.2f}", str(cn)] for n, a, i, cn in rows]
    r.table(body, caption=caption, widths=[1.8, 1.2, 1.4, 0.8])


def regulatory(r: Report, city: str, variant: int, county: str = "Hennepin") -> None:
    """The agencies and rules a report cites; no project figures."""
    if variant % 3 == 2:
        r.h1("Permits and Reviews")
        r.p(f"This plan is submitted to the Minnehaha Creek Watershed District under its stormwater (Rule N) and "
            f"erosion control (Rule B) rules. The City of {city} reviews grading and utilities; the Minnesota "
            "Pollution Control Agency administers construction stormwater coverage; no DNR public waters permit "
            "is expected. Designs follow the District rules, City standards and the Minnesota Stormwater Manual.")
        return
    r.h1("Regulatory Setting")
    r.p(f"The site lies in the Minnehaha Creek Watershed District (MCWD) and the City of {city}. Permits and "
        "reviews anticipated for the project are listed below; dates are targets, not commitments.")
    rows = [["Agency", "Approval", "Status"], ["MCWD", "Stormwater Management (Rule N); Erosion Control (Rule B)", "This application"],
            [f"City of {city}", "Grading / site plan review", "Submitted"], ["MPCA", "NPDES/SDS Construction Stormwater", "See text"],
            ["MN DNR", "Public waters work permit", "Not needed"]]
    if variant % 2:
        rows.append([f"{county} County", "Right-of-way permit", "If needed"])
    r.table(rows, caption="Permits and approvals", widths=[1.4, 3.2, 1.5])
    r.p("Design standards: MCWD Rules N and B; the City's engineering design standards; MnDOT Standard "
        "Specifications for Construction (2020 edition); the Minnesota Stormwater Manual.")


def limitations(r: Report, firm: str, variant: int = 0) -> None:
    if variant % 2:
        r.h1("Statement of Limitations")
        r.p(f"{firm} relied on the boundary and topographic survey, the geotechnical data and public mapping cited in "
            "this document. Hydrologic results are planning-level estimates under the stated rainfall. Historical "
            "figures are quoted as they appear in the source documents.")
        return
    r.h1("Limitations")
    r.p(f"This report was prepared by {firm} for the use of the applicant and the reviewing agencies. Conclusions are "
        "based on the survey, soil borings and mapping available at the date of the report. Conditions between "
        "borings may differ. Model results depend on the rainfall and land-cover assumptions stated; they are design "
        "estimates, not predictions of any one storm.")
    r.p("Figures quoted from earlier reports and permits are reproduced as published and were not re-verified, except "
        "where this report says so.")
