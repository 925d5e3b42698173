"""The packages with full plan sets: a plat, townhomes in a common scheme, apartments, an
industrial site, a school campus and a county road.

Each narrative is its own author's: an engineering report with numbered sections, a civil
firm's letter, a developer's plan under its own capital headings, a firm that writes only
tables, a school district memo and a county transportation memo.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external8.draw import ANSI_D, ARCH_D, Letter, Package, Tag, F, S, X
from corpus.external8.plans import PlanSet, PondCallout, render
from corpus.truth import Truth

RATES = dict[str, tuple[float, float]]


def _rates_fact(rates: RATES) -> dict:
    return {k: {"existing": rates[k][0], "proposed": rates[k][1]} for k in ("1", "10", "100")}


def rate_table(d: Letter, rates: RATES, extra: RATES, *, caption: str, unit: str = "cfs",
               label: str = "{}-year", tags: list[Tag] | None = None) -> None:
    """A rate table with the 1/10/100 rows and distractor events, in return-period order."""
    events = sorted({**rates, **extra}, key=float)
    rows = [["Event", f"Existing ({unit})", f"Proposed ({unit})", "Change"]]
    for e in events:
        ex, pr = (rates.get(e) or extra[e])
        rows.append([label.format(e), f"{ex:.1f}", f"{pr:.1f}", f"{pr - ex:+.1f}"])
    d.table(rows, [120, 110, 110, 90], caption=caption,
            caption_tags=[F("peak_rates_cfs", _rates_fact(rates)), X("N.6.A.9")] + (tags or []), aligns="lrrr")


# ------------------------------------------------------------------------------------------------
def minnetrista_plat(root: Path, seed: int) -> Truth:
    pkg = Package(root, "e8-02-minnetrista-halverson-ridge", "text", seed,
                  "N.2.B.3 low-density plat 21.5 ac; 100-yr rate up; bench 8 ft; private, surety")

    def head(d: Letter) -> None:
        d.at(72, 750, "Halverson Ridge  |  Stormwater Management Plan", size=8)
        d.at(540, 750, "Westwood Ridge Engineering", size=8, right=True)
        d.at(540, 40, f"{d.page}", size=8, right=True)
        d.y = 728

    rates = {"1": (4.1, 3.2), "10": (14.8, 12.9), "100": (31.6, 33.4)}
    d = Letter(pkg, "Halverson-Ridge-SWMP.pdf", font="Times-Roman", size=11, header=head)
    d.p("STORMWATER MANAGEMENT PLAN", font="Times-Bold", size=18)
    d.p("Halverson Ridge - City of Minnetrista, Hennepin County, Minnesota", size=13)
    d.p("Prepared for Halverson Land Company by Westwood Ridge Engineering, Inc.  |  July 21, 2025")
    d.h("1.0  Introduction")
    d.p("Halverson Land Company, a private developer, proposes Halverson Ridge, a residential subdivision of 34 "
        "single-family lots on County Road 110 West.", [F("applicant_public_entity", False),
                                                        F("project_type", "single_family_subdivision"),
                                                        F("dwelling_units", 34)])
    d.p("The plat covers 21.5 acres, for a gross density of 1.58 units per acre. It is carved from a 38.2-acre "
        "parent parcel (PID 12-117-24-33-0001); the 16.7 acres north of the ravine stay with the Schultz family, "
        "who are not related to the applicant, and are not part of this development.",
        [F("site_area_ac", 21.5), F("density_du_per_ac", 1.58)])
    d.h("2.0  Existing conditions")
    d.p("The site is cropland and a farmstead with 0.38 acres of roofs, gravel drive and concrete. It drains "
        "southeast to a wetland complex that outlets to Lake Minnetrista. A 12.4-acre area of farmland west of the "
        "site drains across it. Soils are Le Sueur and Cordova clay loams (hydrologic soil group C).",
        [F("existing_impervious_ac", 0.38)])
    d.p("One wetland (Wetland A, 0.84 acres, a Manage 2 wetland) was delineated by Westwood Ridge in May 2025; "
        "no floodplain or shoreland area lies on the site. The delineation is shown on sheet C1.0.")
    d.h("3.0  Proposed development")
    d.p("Streets, driveways, roofs and walks will total 6.02 acres of impervious surface. Mass grading will "
        "disturb 18.2 acres; the remainder is the wetland, its buffer and the tree preservation area.",
        [F("proposed_impervious_ac", 6.02), F("disturbed_area_ac", 18.2)])
    d.p("Infiltration is not proposed due to the clay soils; volume is managed by the wet pond and by "
        "respreading topsoil.", [F("infiltration_proposed", False)])
    d.h("4.0  Rate control")
    d.p("Pond 1 is built in the existing low area at the southeast corner, the natural place where the farm "
        "drains today. The pond and its outlet were sized with HydroCAD reservoir routing of 24-hour MSE 3 "
        "events; the 6-, 12- and 24-hour durations were checked and the 24-hour storm is critical.", [S("N.4.2")])
    d.p("The 12.4-acre off-site area to the west is included in the existing and proposed models and is "
        "carried through the site in a 30-inch pipe to Pond 1.", [S("N.4.4")])
    rate_table(d, rates, {"2": (6.0, 4.7), "50": (26.2, 27.0)}, caption="Table 1. Peak discharge to Wetland A (cfs)")
    d.p("The proposed 100-year peak is 1.8 cfs above existing because the emergency overflow engages; the "
        "outlet will be revised before final plat.")
    d.p("Water levels downstream: the routing shows the Wetland A bounce changes by less than 0.1 foot, and "
        "construction sequencing keeps the existing culvert under County Road 110 open, so off-site water "
        "levels are not affected during or after construction.", [S("N.4.3")])
    d.p("Pond 1 lies above the projected 100-year flood elevation of Wetland A and is entirely within a drainage "
        "and utility easement dedicated on the plat.", [S("N.4.6")])
    d.p("The receiving wetland is not landlocked; it outlets through the County Road 110 culvert.",
        [F("landlocked", False)])
    d.p("The stormwater design conforms to the City of Minnetrista Local Surface Water Management Plan (2018), "
        "whose rate targets for the Lake Minnetrista subwatershed it follows; the City's review letter is "
        "Appendix C.", [S("N.4.7")])
    d.p("Both the pond outfall and the pipe outlet into the pond end in Class III riprap aprons on geotextile, "
        "sized for the 100-year outlet velocity, to prevent erosion and scour.", [S("N.4.8")])
    d.h("5.0  Water quality")
    d.p("A P8 model of the developed site gives 61 percent annual removal of total phosphorus and 88 percent of "
        "total suspended solids.", [F("phosphorus_removal_pct", 61.0)])
    d.p("The outlet structure of Pond 1 has a submerged baffle (skimmer) that holds back floatables for flows up "
        "to the 1-year event.", [S("N.5.2")])
    d.p("The riprap aprons at the pond inlet and outlet serve the water quality pond as well and keep its "
        "outfall from scouring.", [S("N.5.4")])
    d.p("Pond 1 has a normal water level of 968.0 and a 100-year high water level of 972.4. Its safety bench is "
        "8 feet wide at 10:1, and the berm at 974.5 gives 2.1 feet of freeboard. The lowest openings of the homes "
        "on lots 9-14 next to the pond are at 975.0.",
        [F("hwl_100yr_elev_ft", 972.4), F("lowest_opening_elev_ft", 975.0)])
    d.h("6.0  Best management practices")
    d.p("The BMPs follow the MPCA manual Protecting Water Quality in Urban Areas: clustering the lots to save "
        "the wooded ravine, 28-foot streets, a wet pond, sump catch basins and a 40-foot native buffer on "
        "Wetland A.", [S("N.3.0")])
    d.bullets(["Permanent BMPs:", ("Pond 1 (wet detention, 1.1 ac-ft dead storage); sump catch basins CB-2, CB-7, "
                                   "CB-11; native buffer on Wetland A; riprap aprons at FES-1 and FES-4.",
                                   [S("N.3.2")])])
    d.h("7.0  Permits")
    d.p("The MPCA issued NPDES construction stormwater permit coverage (C00071824) on June 30, 2025; the "
        "coverage card is Appendix D.")
    d.newpage()
    d.p("APPENDIX A - HydroCAD routing summary", font="Times-Bold", size=13,
        tags=[X("N.6.A.10")])
    d.table([["Node", "Description", "Area (ac)", "Peak in 100-yr", "Peak el."],
             ["1S", "Off-site west", "12.40", "19.8 cfs", "-"],
             ["2S", "Lots and streets to pond", "17.90", "41.2 cfs", "-"],
             ["3S", "Rear yards bypass", "3.60", "6.1 cfs", "-"],
             ["P1", "Pond 1", "-", "27.3 cfs out", "972.4"]], [50, 180, 70, 90, 78])
    d.p("P8 v3.5 run: pond permanent pool 1.1 ac-ft, dead storage based on total tributary area 33.9 ac.")
    d.newpage()
    d.p("APPENDIX C - City of Minnetrista review", font="Times-Bold", size=13)
    d.p("City of Minnetrista Engineering, 7701 County Road 110 West. June 12, 2025. Re: Halverson Ridge "
        "preliminary plat. The City has reviewed the grading, utility and stormwater plans and finds the stormwater "
        "design consistent with the City's Local Surface Water Management Plan, subject to the comments on outlet "
        "details below. - Paul Dressler, P.E., City Engineer", [X("N.6.A.11")])
    d.newpage()
    d.p("APPENDIX D - NPDES coverage", font="Times-Bold", size=13)
    d.p("Minnesota Pollution Control Agency. Construction Stormwater General Permit MNR100001 - coverage "
        "notification. Permit ID C00071824. Project: Halverson Ridge, Minnetrista. Coverage effective 06/30/2025.",
        [X("N.6.A.13")])
    d.close()

    render(pkg, PlanSet(
        file="Halverson-Ridge-plans-24x36.pdf", size=ARCH_D, reduced="Halverson-Ridge-plans-11x17.pdf",
        firm=["WESTWOOD RIDGE", "ENGINEERING, INC.", "Wayzata, Minnesota"],
        project=["HALVERSON RIDGE", "MINNETRISTA, MN", "HALVERSON LAND COMPANY"],
        pe=("Ingrid S. Fahlstrom", "47719"), date="07/21/2025",
        site_rows=[("GROSS SITE AREA", "21.50 AC", [F("site_area_ac", 21.5)]),
                   ("PARENT PARCEL (PID 12-117-24-33-0001)", "38.20 AC", []),
                   ("SINGLE-FAMILY LOTS", "34", [F("dwelling_units", 34)]),
                   ("GROSS DENSITY", "1.58 UNITS/AC", [F("density_du_per_ac", 1.58)]),
                   ("IMPERVIOUS - EXISTING / PROPOSED", "0.38 AC / 6.02 AC",
                    [F("existing_impervious_ac", 0.38), F("proposed_impervious_ac", 6.02)]),
                   ("ZONING", "R-1A / PUD", [])],
        wetlands=("WETLAND A (MANAGE 2), 0.84 AC, DELINEATED MAY 2025 - WETLAND BOUNDARY FLAGS SURVEYED",
                  [X("N.6.A.4")]),
        drainage_map=(12.4, 21.5, 21.5),
        ponds=[PondCallout("POND 1", 968.0, 972.4, 8, 10, 2.1, 974.5)],
        contour_note=("CONTOUR INTERVAL 2 FT (EXISTING AND PROPOSED). DATUM: NGVD 1929.",
                      [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29")]),
        opening=("LOTS 9-14", 975.0),
        storm_note=("EXISTING 24 IN. CMP UNDER CR 110 TO REMAIN. PROPOSED RCP STORM SEWER, POND 1 AND OCS-1 SHOWN "
                    "WITH RIM AND INVERT ELEVATIONS.", [X("N.6.A.3")]),
        outfall_note=("FES-1 AND FES-4: CLASS III RIPRAP APRON, 18 IN. THICK ON TYPE 4 GEOTEXTILE.", []),
        easement_note=("DRAINAGE & UTILITY EASEMENT OVER POND 1 TO ELEVATION 974.5 - DEDICATED ON PLAT.",
                       [X("N.6.A.12")]),
        esc_lines=[("TOTAL DISTURBED AREA: 18.2 AC", [F("disturbed_area_ac", 18.2)]),
                   ("MPCA NPDES PERMIT NO. C00071824 - SWPPP NARRATIVE IN PROJECT MANUAL", [X("N.6.A.13")]),
                   "SILT FENCE, ROCK CONSTRUCTION ENTRANCE, INLET PROTECTION, TEMPORARY SEDIMENT BASIN IN POND 1."],
        detail_lines=[("OUTLET CONTROL STRUCTURE OCS-1: 60 IN. MH, 4 IN. ORIFICE AT 968.0, WEIR WALL AT 971.2, "
                       "SKIMMER BAFFLE. POND GRADING SECTION WITH BENCH, FREEBOARD AND LINER SPEC 02 66 00.",
                       [X("N.6.A.8")])],
        general_notes=["EXISTING UTILITIES SHOWN FROM GOPHER STATE ONE CALL TICKET 251120334.",
                       "TREE PRESERVATION PER CITY CODE 1100.42."],
        base_elev=960))
    return pkg.truth()


# ------------------------------------------------------------------------------------------------
def chanhassen_townhomes(root: Path, seed: int) -> Truth:
    pkg = Package(root, "e8-04-chanhassen-bluff-creek-ph2", "text", seed,
                  "N.2.C.2 via N.2.G common scheme (1.82 ac phase, 5.72 ac aggregate); NPDES, wetlands, computations missing")

    def head(d: Letter) -> None:
        d.at(72, 748, "PRAIRIE LINE CIVIL", font="Helvetica-Bold", size=12)
        d.at(72, 736, "Civil Engineering  *  Land Surveying  *  Chanhassen, MN", size=8)
        d.y = 712

    d = Letter(pkg, "Bluff-Creek-Ph2-cover-letter.pdf", header=head, size=10.5)
    d.p("September 5, 2025")
    d.p("Minnehaha Creek Watershed District\nAttn: Permitting")
    d.p("Re: Bluff Creek Townhomes 2nd Addition - Rule N stormwater submittal", font=d.bold)
    d.p("We are submitting, for Lotus Ridge Phase II LLC, the stormwater plan for twelve townhome units in three "
        "four-unit buildings on Lot 1, Block 1 of the 2nd Addition.",
        [F("project_type", "multi_unit_residential"), F("dwelling_units", 12)])
    d.p("The property is 1.82 acres. It adjoins Bluff Creek Townhomes (1st Addition, 3.90 acres and 22 units, built "
        "in 2016-2017 by Lotus Ridge Partners LLC). The two owners have the same principals, both phases were "
        "developed after Rule N took effect, and we have treated them as one common scheme of development: 5.72 "
        "acres in aggregate.", [F("site_area_ac", 1.82), F("common_scheme_area_ac", 5.72)])
    d.p("The lot is vacant turf today (0.00 acres of impervious surface). Buildings, private drive, guest parking "
        "and walks will add 0.81 acres of impervious surface. Grading will disturb 1.64 acres.",
        [F("existing_impervious_ac", 0.0), F("proposed_impervious_ac", 0.81), F("net_impervious_increase_ac", 0.81),
         F("disturbed_area_ac", 1.64)])
    d.p("Stormwater approach. We followed the MPCA manual Protecting Water Quality in Urban Areas: the drive is "
        "shared to keep paving down, roof leaders discharge to turf, and runoff is collected in a wet pond at the "
        "southeast corner before leaving the site.", [S("N.3.0")])
    d.p("Permanent BMPs are the wet pond (Pond P1) with its outlet structure, two sump catch basins, and the "
        "riprap outfall apron.", [S("N.3.2")])
    d.p("Pond P1 sits in the site's existing low spot. Its outlet was designed by reservoir routing in HydroCAD "
        "using the 24-hour critical-duration Atlas 14 events.", [S("N.4.2")])
    rate_table(d, {"1": (1.9, 1.4), "10": (5.2, 4.3), "100": (10.8, 9.6)}, {"2": (2.6, 2.0)},
               caption="Peak discharge at the east property line")
    d.p("The pond discharges to the existing City storm sewer in Bluff Creek Drive at a lower rate than today, so "
        "water levels downstream in the Bluff Creek Drive system are not raised during or after construction.",
        [S("N.4.3")])
    d.p("Pond P1 is above the 100-year flood elevation of Bluff Creek and lies in a drainage and utility easement "
        "shown on the plat.", [S("N.4.6")])
    d.p("The plan conforms to the City of Chanhassen Surface Water Management Plan; the City's engineering "
        "review memo is enclosed.", [S("N.4.7")])
    d.p("The pond outfall pipe ends in a riprap apron with geotextile to dissipate energy and prevent scour.",
        [S("N.4.8")])
    d.p("Infiltration is not proposed due to clay soils (Hayden clay loam, HSG C). The site is not landlocked; it "
        "drains to Bluff Creek through the City system.", [F("infiltration_proposed", False), F("landlocked", False)])
    d.p("The HydroCAD model files are available on request. The contractor will obtain NPDES construction "
        "stormwater permit coverage before mobilizing.")
    d.p("Sincerely,\nDerek Sandvik, P.E., Prairie Line Civil")
    d.newpage()
    d.p("CITY OF CHANHASSEN - ENGINEERING DEPARTMENT", font=d.bold)
    d.p("Memorandum, August 19, 2025. To: Prairie Line Civil. Subject: Bluff Creek Townhomes 2nd Addition - "
        "grading and stormwater review. Staff reviewed the plans dated 8/1/2025. The stormwater pond and outlet are "
        "consistent with the City's Surface Water Management Plan; minor comments on erosion control are attached. "
        "- Erik Henricksen, Project Engineer", [X("N.6.A.11")])
    d.close()

    render(pkg, PlanSet(
        file="Bluff-Creek-Ph2-plans-22x34.pdf", size=ANSI_D, reduced="Bluff-Creek-Ph2-plans-half-size.pdf",
        firm=["PRAIRIE LINE CIVIL", "Chanhassen, MN"], project=["BLUFF CREEK TOWNHOMES 2ND ADDN", "CHANHASSEN, MN"],
        pe=("Derek J. Sandvik", "50264"), date="09/05/2025",
        words={"cover": "TITLE SHEET", "grading": "GRADING, DRAINAGE & EROSION", "storm": "UTILITY PLAN",
               "esc": "SWPPP NOTES", "drainage": "DRAINAGE MAP", "existing": "EXISTING SITE"},
        numbers=["1", "2", "3", "4", "5", "6", "7"],
        site_rows=[("LOT AREA (LOT 1, BLOCK 1)", "79,280 SF (1.82 AC)", [F("site_area_ac", 1.82)]),
                   ("UNITS", "12 (3 BLDGS X 4)", [F("dwelling_units", 12)]),
                   ("BUILDING FOOTPRINTS", "16,400 SF", []),
                   ("HARD SURFACE PROPOSED", "0.81 AC", [F("proposed_impervious_ac", 0.81)])],
        drainage_map=(0.9, 1.82, 1.82),
        ponds=[PondCallout("POND P1", 902.0, 905.1, 10, 10, 2.3, 907.4)],
        contour_note=("2' CONTOURS. ELEVATION DATUM NGVD 29.",
                      [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29")]),
        opening=("BLDG 3", 907.8),
        storm_note=("PROPOSED STORM: CB-1 TO CB-4, 12-15 IN. RCP TO POND P1; OCS-1 TO EX. CITY MH 14 (INV 898.3).",
                    [X("N.6.A.3")]),
        outfall_note=("FES-2: CLASS II RIPRAP, 8 CY, WITH GEOTEXTILE.", []),
        easement_note=("DRAINAGE & UTILITY EASEMENT OVER POND P1 PER PLAT.", [X("N.6.A.12")]),
        esc_lines=[("DISTURBED AREA 1.64 AC", [F("disturbed_area_ac", 1.64)]),
                   "CONTRACTOR SHALL APPLY FOR MPCA NPDES PERMIT COVERAGE PRIOR TO CONSTRUCTION.",
                   "SILT FENCE, BIOROLLS AT CURB, INLET PROTECTION."],
        detail_lines=[("OCS-1 DETAIL: 48 IN. MH, 3 IN. ORIFICE AT 902.0, OVERFLOW 904.3. POND SECTION, BENCH AND "
                       "LINER NOTES.", [X("N.6.A.8")])],
        base_elev=896))
    return pkg.truth()


# ------------------------------------------------------------------------------------------------
def hopkins_apartments(root: Path, seed: int) -> Truth:
    pkg = Package(root, "e8-05-hopkins-eighth-ave-flats", "text", seed,
                  "N.2.D.2 high-density 96 units redevelopment <50%; opening 1.3 ft; NAVD 88")

    def head(d: Letter) -> None:
        d.at(72, 752, "EIGHTH AVENUE FLATS", font="Helvetica-Bold", size=9)
        d.at(540, 752, "Stormwater Narrative", size=9, right=True)
        d.y = 730

    rates = {"1": (6.8, 5.9), "10": (14.2, 12.7), "100": (25.9, 23.1)}
    d = Letter(pkg, "Eighth-Ave-Flats-stormwater-narrative.pdf", header=head, size=10.5)
    d.p("PROJECT SNAPSHOT", font=d.bold, size=13)
    d.p("Eighth Avenue Flats is a 96-unit apartment building with structured parking, proposed by Northstar "
        "Residential Partners on the former Hopkins Auto Center property at 720 Excelsior Avenue East in Hopkins.",
        [F("project_type", "multi_unit_residential"), F("dwelling_units", 96)])
    d.p("THE PROPERTY", font=d.bold, size=13)
    d.p("The property is 2.91 acres, which puts the density at 33 units per acre. Nearly all of it is paved or "
        "roofed today: 2.38 acres of impervious surface. The new building, drive and courtyard bring that to 2.62 "
        "acres, a net increase of 0.24 acres. The whole property (2.91 acres) will be disturbed.",
        [F("site_area_ac", 2.91), F("density_du_per_ac", 33.0), F("existing_impervious_ac", 2.38),
         F("proposed_impervious_ac", 2.62), F("net_impervious_increase_ac", 0.24), F("disturbed_area_ac", 2.91)])
    d.p("The south edge of the property lies in the FEMA Zone AE floodplain of Minnehaha Creek, whose 100-year "
        "flood elevation here is 895.5.", [F("hwl_100yr_elev_ft", 895.5)])
    d.p("HOW WE HANDLE RAIN", font=d.bold, size=13)
    d.p("Following the MPCA manual Protecting Water Quality in Urban Areas, we reduce paving with a green roof "
        "over the amenity deck, send roof water to an underground chamber system, and sweep the garage and drive "
        "monthly.", [S("N.3.0")])
    d.p("Permanent BMPs: (a) 186-chamber StormTech SC-740 detention system with isolator row, (b) 3,100 sf "
        "extensive green roof, (c) two hydrodynamic separators, (d) riprap at the creek outfall.", [S("N.3.2")])
    d.p("Infiltration is not proposed due to soil contamination: the site is enrolled in the MPCA Voluntary "
        "Investigation and Cleanup program.", [F("infiltration_proposed", False)])
    d.p("No natural low areas exist on this fully paved site, so detention is provided underground; the chamber "
        "system and its outlet were designed by reservoir routing in HydroCAD of the critical-duration 1-, 10- "
        "and 100-year events.", [S("N.4.2")])
    d.p("About 0.6 acres of Eighth Avenue drains onto the property today; that runoff is included in the model "
        "and routed through the chambers.", [S("N.4.4")])
    rate_table(d, rates, {"2": (8.1, 7.0), "5": (10.9, 9.6)}, caption="PEAK RATES TO MINNEHAHA CREEK")
    d.p("Lower peaks and an unchanged outfall mean creek levels are not raised, during construction (a "
        "temporary sediment basin holds runoff) or after.", [S("N.4.3")])
    d.p("The City of Hopkins reviewed the plan against its Local Water Management Plan; its letter is attached, "
        "and the chamber system meets the City plan's rate and volume standards.", [S("N.4.7")])
    d.p("The 24-inch outfall to the creek ends at a riprap energy dissipator with a concrete apron so the bank "
        "does not scour.", [S("N.4.8")])
    d.p("BUILDING ELEVATIONS", font=d.bold, size=13)
    d.p("The lowest opening of the building is the parking garage entrance on Eighth Avenue at 896.8; residential "
        "floors start at 908.0.", [F("lowest_opening_elev_ft", 896.8)])
    d.p("PERMITS AND PAPERWORK", font=d.bold, size=13)
    d.p("NPDES construction stormwater coverage was issued by the MPCA on August 8, 2025 (permit C00072210); the "
        "notice is attached. Geotechnical borings by American Engineering Testing (ten borings, report 25-0117) are "
        "attached.")
    d.newpage()
    d.p("ATTACHMENT 1 - CITY OF HOPKINS REVIEW LETTER", font=d.bold)
    d.p("City of Hopkins Public Works, 1010 First Street South. July 30, 2025. The City's engineering staff have "
        "reviewed the Eighth Avenue Flats grading and stormwater plans and find them in conformance with the Hopkins "
        "Local Water Management Plan. - Nate Stanley, City Engineer", [X("N.6.A.11")])
    d.p("ATTACHMENT 2 - MPCA NPDES COVERAGE NOTICE", font=d.bold)
    d.p("Construction Stormwater General Permit coverage, Permit ID C00072210, Eighth Avenue Flats, Hopkins, "
        "effective 08/08/2025.", [X("N.6.A.13")])
    d.p("ATTACHMENT 3 - SOIL BORING LOGS (AET REPORT 25-0117)", font=d.bold)
    d.table([["Boring", "Surface", "Fill depth", "Native soils", "Water"],
             ["B-1", "897.2", "6 ft", "sand (SP)", "889.0"], ["B-2", "898.0", "8 ft", "silty sand (SM)", "888.7"],
             ["B-3", "897.6", "4 ft", "sand (SP)", "889.2"]], [60, 70, 70, 150, 80], tags={0: [X("N.6.C")]})
    d.p("ATTACHMENT 4 - HYDROCAD SUMMARY", font=d.bold, tags=[X("N.6.A.10")])
    d.table([["Node", "Area", "100-yr in", "100-yr out", "Storage used"],
             ["UG-1 chambers", "2.45 ac", "31.8 cfs", "19.6 cfs", "0.92 ac-ft"],
             ["DA-2 bypass", "0.46 ac", "3.5 cfs", "3.5 cfs", "-"]], [110, 70, 80, 80, 80])
    d.close()

    render(pkg, PlanSet(
        file="Eighth-Ave-Flats-civil-24x36.pdf", size=ARCH_D, reduced="Eighth-Ave-Flats-civil-11x17.pdf",
        firm=["LINDEN CIVIL ASSOCIATES", "Planning  Civil  Landscape", "Maple Grove, MN"],
        project=["EIGHTH AVENUE FLATS", "HOPKINS, MN", "NORTHSTAR RESIDENTIAL"],
        pe=("Priya N. Raman", "53318"), date="08/15/2025",
        words={"cover": "CIVIL COVER", "existing": "EXISTING CONDITIONS & REMOVALS", "grading": "GRADING PLAN",
               "storm": "STORM SEWER & UNDERGROUND SYSTEM", "esc": "SWPPP", "details": "CHAMBER DETAILS"},
        numbers=["C000", "C100", "C150", "C300", "C400", "C500", "C600"],
        site_rows=[("SITE AREA", "2.91 AC", [F("site_area_ac", 2.91)]),
                   ("DWELLING UNITS", "96", [F("dwelling_units", 96)]),
                   ("GROSS FLOOR AREA", "118,400 SF", []),
                   ("IMPERVIOUS EXIST. / PROP. / NET", "2.38 / 2.62 / +0.24 AC",
                    [F("existing_impervious_ac", 2.38), F("proposed_impervious_ac", 2.62),
                     F("net_impervious_increase_ac", 0.24)]),
                   ("PARKING STALLS", "131", [])],
        wetlands=("FEMA ZONE AE FLOODPLAIN OF MINNEHAHA CREEK (BFE 895.5) DELINEATED. CREEK NORMAL WATER 891.2, "
                  "100-YR 895.5 - EXISTING AND PROPOSED (UNCHANGED). NO WETLANDS ON SITE.",
                  [X("N.6.A.4"), X("N.6.A.6"), F("hwl_100yr_elev_ft", 895.5)]),
        drainage_map=(0.6, 2.91, 2.91),
        contour_note=("CONTOUR INTERVAL 2 FT. ALL ELEVATIONS NAVD 88.",
                      [F("contour_interval_ft", 2.0), F("vertical_datum", "NAVD88")]),
        opening=("GARAGE ENTRY", 896.8),
        storm_note=("EXISTING STORM TO BE REMOVED SHOWN ON C100. PROPOSED: UG-1 SC-740 CHAMBERS, INV 889.5, OCS-1, "
                    "24 IN. RCP TO CREEK, ALL RIMS AND INVERTS LABELED.", [X("N.6.A.3")]),
        outfall_note=("24 IN. FES WITH CLASS IV RIPRAP ENERGY DISSIPATOR AND CONCRETE APRON.", []),
        easement_note=("DRAINAGE & UTILITY EASEMENT OVER UG-1 AND OUTFALL PIPE TO BE DEDICATED TO THE CITY.",
                       [X("N.6.A.12")]),
        esc_lines=[("LAND DISTURBANCE: 2.91 AC", [F("disturbed_area_ac", 2.91)]),
                   ("NPDES PERMIT C00072210", [X("N.6.A.13")]),
                   "TEMPORARY SEDIMENT BASIN IN NE PARKING AREA UNTIL UG-1 IS ONLINE."],
        detail_lines=[("STORMTECH SC-740 CHAMBER SECTION, ISOLATOR ROW, INSPECTION PORT; OCS-1 WITH 6 IN. ORIFICE "
                       "AND 36 IN. WEIR; SPEC SECTION 33 46 00.", [X("N.6.A.8")])],
        base_elev=890))
    return pkg.truth()
