"""An industrial site told only in tables, a school district memo and a county road memo."""

from __future__ import annotations

from pathlib import Path

from corpus.external8.draw import ANSI_D, ARCH_D, Letter, Package, F, S, X
from corpus.external8.large import rate_table
from corpus.external8.plans import PlanSet, PondCallout, render
from corpus.truth import Truth


def medina_industrial(root: Path, seed: int) -> Truth:
    """A firm that puts every number in a table and writes almost no prose."""
    pkg = Package(root, "e8-07-medina-hamel-logistics", "text", seed,
                  "N.2.D.3 industrial 11.24 ac; TP 44%; freeboard 1.5 ft; 1-ft contours; private, surety")

    def head(d: Letter) -> None:
        d.at(72, 752, "HAMEL ROAD LOGISTICS CENTER - STORMWATER DATA TABLES", font="Courier-Bold", size=9)
        d.at(540, 752, f"SHEET {d.page}", font="Courier", size=9, right=True)
        d.y = 736

    rates = {"1": (5.4, 4.1), "10": (18.6, 15.2), "100": (41.7, 38.9)}
    d = Letter(pkg, "Hamel-Logistics-stormwater-tables.pdf", header=head, font="Courier", size=9.5)
    d.p("Ostlund Pedersen Engineers | Medina, MN | rev. 10/14/2025", size=8.5)
    d.table([["T1  PROJECT", ""],
             ["Use", "Industrial - warehouse / distribution"],
             ["Applicant", "Hamel Road Industrial LLC (private)"],
             ["Location", "Hamel Road & Arrowhead Drive, Medina"],
             ["PIDs", "02-118-23-31-0004, 02-118-23-31-0005"],
             ["Site area", "11.24 ac"],
             ["Building", "162,000 sf, FFE 991.0"],
             ["Disturbed area", "9.80 ac"]], [160, 308],
            tags={1: [F("project_type", "industrial")], 2: [F("applicant_public_entity", False)],
                  5: [F("site_area_ac", 11.24)], 7: [F("disturbed_area_ac", 9.8)]})
    d.table([["T2  IMPERVIOUS", "ac"],
             ["Existing (cropland)", "0.00"],
             ["Proposed", "7.46"],
             ["Net increase", "7.46"]], [300, 168],
            tags={1: [F("existing_impervious_ac", 0.0)], 2: [F("proposed_impervious_ac", 7.46)],
                  3: [F("net_impervious_increase_ac", 7.46)]}, aligns="lr")
    rate_table(d, rates, {"2": (7.9, 6.0), "50": (33.0, 29.8)}, caption="T3  PEAK DISCHARGE, SOUTH PROPERTY LINE",
               label="{} yr")
    d.table([["T4  WATER QUALITY (P8)", ""],
             ["TP removal, annual", "44 %"],
             ["TSS removal, annual", "78 %"],
             ["Tributary area to Pond 1", "14.3 ac (incl. off-site 3.1 ac)"]], [250, 218],
            tags={1: [F("phosphorus_removal_pct", 44.0)]})
    d.table([["T5  POND 1", ""],
             ["Normal water level", "984.0"],
             ["100-yr HWL", "987.8"],
             ["Safety bench", "10 ft @ 10:1"],
             ["Top of berm / freeboard", "989.3 / 1.5 ft"],
             ["Outlet", "OCS-1 with skimmer; floatables held for 1-yr event"],
             ["Lowest building opening", "991.0"]], [160, 308],
            tags={2: [F("hwl_100yr_elev_ft", 987.8)], 5: [S("N.5.2")], 6: [F("lowest_opening_elev_ft", 991.0)]})
    d.p("T6  BMPs - design reference: MPCA 'Protecting Water Quality in Urban Areas'", [S("N.3.0")],
        font="Courier-Bold", size=9, after=2)
    d.table([["BMP", "Type"],
             ["Pond 1 wet detention", "structural, permanent"],
             ["Sump manholes (3)", "structural, permanent"],
             ["Native seed on pond slopes, 1.4 ac", "site design, permanent"],
             ["Parking lot sweeping, quarterly", "non-structural"],
             ["Silt fence / inlet protection", "temporary"]], [310, 158],
            tags={0: [S("N.3.2")]})
    d.table([["T7  OTHER", ""],
             ["Off-site tributary area", "3.1 ac from Arrowhead Dr - in model, routed to Pond 1"],
             ["Infiltration", "not proposed (HSG D clay)"],
             ["Outfalls", "FES-1, FES-3: Class III riprap + energy dissipator"],
             ["NPDES", "C00070955 (coverage 9/22/2025)"],
             ["Contours / datum", "1 ft / NGVD 1929"]], [160, 308],
            tags={1: [S("N.4.4")], 2: [F("infiltration_proposed", False)], 3: [S("N.4.8"), S("N.5.4")],
                  4: [X("N.6.A.13")], 5: [F("contour_interval_ft", 1.0), F("vertical_datum", "NGVD29")]})
    d.newpage()
    d.table([["T8  HYDROCAD NODES (100-yr, 24-hr)", "Area ac", "Qin cfs", "Qout cfs", "Peak el."],
             ["1S off-site", "3.10", "7.2", "-", "-"],
             ["2S building + lot", "8.02", "44.8", "-", "-"],
             ["3S bypass", "3.22", "9.1", "9.1", "-"],
             ["1P Pond 1", "-", "52.0", "29.8", "987.8"]], [170, 70, 70, 70, 88],
            tags={0: [X("N.6.A.10")]})
    d.close()

    render(pkg, PlanSet(
        file="Hamel-Logistics-civil-24x36.pdf", size=ARCH_D, reduced="Hamel-Logistics-civil-11x17.pdf",
        firm=["OSTLUND PEDERSEN", "ENGINEERS", "Medina, MN"], project=["HAMEL ROAD LOGISTICS", "MEDINA, MN"],
        pe=("Anders T. Pedersen", "42690"), date="10/14/2025",
        words={"cover": "SITE DATA", "drainage": "DRAINAGE AREAS EX/PR"},
        numbers=["G-1", "C-1", "C-2", "C-3", "C-4", "C-5", "C-6"],
        site_rows=[("SITE", "11.24 AC", [F("site_area_ac", 11.24)]), ("BUILDING", "162,000 SF", []),
                   ("TRUCK COURTS / PARKING", "3.71 AC / 188 STALLS", []),
                   ("IMPERVIOUS EX / PR", "0.00 / 7.46 AC",
                    [F("existing_impervious_ac", 0.0), F("proposed_impervious_ac", 7.46)])],
        wetlands=("WETLAND W-1, 0.62 AC (MANAGE 3), DELINEATED 6/2025, 25 FT BUFFER", [X("N.6.A.4")]),
        drainage_map=(3.1, 11.24, 11.24),
        ponds=[PondCallout("POND 1", 984.0, 987.8, 10, 10, 1.5, 989.3)],
        contour_note=("CONTOURS AT 1 FT INTERVAL, NGVD 1929.", [F("contour_interval_ft", 1.0), F("vertical_datum", "NGVD29")]),
        opening=("WAREHOUSE", 991.0),
        storm_note=("STORM SEWER, POND 1, OCS-1: LOCATIONS AND INVERTS SHOWN.", [X("N.6.A.3")]),
        outfall_note=("CLASS III RIPRAP + ENERGY DISSIPATOR AT FES-1, FES-3.", []),
        easement_note=("DRAINAGE EASEMENT OVER POND 1 TO EL. 989.3 (DOC. NO. TBD).", [X("N.6.A.12")]),
        esc_lines=[("DISTURBED 9.80 AC", [F("disturbed_area_ac", 9.8)]), ("NPDES C00070955", [X("N.6.A.13")])],
        detail_lines=[("OCS-1: 72 IN. MH, 5 IN. ORIFICE 984.0, SKIMMER, WEIR 986.6. POND SECTION.", [X("N.6.A.8")])],
        base_elev=980))
    return pkg.truth()


def minnetonka_school(root: Path, seed: int) -> Truth:
    """A school district facilities memo; the consultant's sheets lack a drainage area map."""
    pkg = Package(root, "e8-08-isd276-clear-springs", "text", seed,
                  "N.2.D.3 institutional redevelopment >=50%, public (no surety), bench 6:1, no drainage map")

    def head(d: Letter) -> None:
        d.at(72, 750, "Minnetonka Public Schools  |  ISD 276", font="Helvetica-Bold", size=11)
        d.at(72, 738, "Operations & Facilities  -  5621 County Road 101, Minnetonka MN 55345", size=8)
        d.y = 716

    rates = {"1": (9.4, 8.8), "10": (24.1, 21.7), "100": (47.5, 44.0)}
    d = Letter(pkg, "ISD276-facilities-memo.pdf", header=head, size=10.5)
    d.p("MEMO", font=d.bold, size=14)
    d.p("To: Minnehaha Creek Watershed District     From: Director of Facilities     Date: October 20, 2025")
    d.p("Re: Clear Springs Elementary addition and site improvements", font=d.bold)
    d.p("Independent School District No. 276, a public school district, is expanding Clear Springs Elementary "
        "with a 42,000 square foot classroom and gym addition, a new bus loop and a rebuilt staff lot. The "
        "school building will total 186,000 square feet.",
        [F("applicant_public_entity", True), F("project_type", "institutional")])
    d.p("Campus: 14.3 acres. Impervious surface goes from 5.6 acres to 8.9 acres, a net increase of 3.3 acres. "
        "Construction will disturb 6.2 acres over two summers.",
        [F("site_area_ac", 14.3), F("existing_impervious_ac", 5.6), F("proposed_impervious_ac", 8.9),
         F("net_impervious_increase_ac", 3.3), F("disturbed_area_ac", 6.2)])
    d.p("Our engineer's summary of the stormwater design follows. Plans are attached in full size and 11x17.")
    d.h("Stormwater design (summary by Bergstrom Water Engineers)")
    d.p("BMPs per the MPCA manual Protecting Water Quality in Urban Areas: the North Pond, two sump structures with "
        "baffles, disconnected roof drains to turf, and a salt management plan for the bus loop.", [S("N.3.0")])
    d.p("Permanent BMPs: North Pond (wet); sump structures STMH-4 and STMH-9; riprap at FES-2 and the pond outfall; "
        "native buffer around the pond.", [S("N.3.2")])
    d.p("The North Pond enlarges the natural depression north of the ball fields. The pond and outlet were designed "
        "by reservoir routing (HydroCAD, Atlas 14, 24-hour critical duration).", [S("N.4.2")])
    rate_table(d, rates, {"2": (12.6, 11.8)}, caption="Peak rates leaving the campus (cfs)")
    d.p("Peaks go down at the campus outlet and the downstream Covington Road storm sewer sees no rise in water "
        "level during or after construction; a temporary basin is used during the work.", [S("N.4.3")])
    d.p("The North Pond is above the 100-year flood elevation of the downstream wetland and is inside a drainage "
        "and utility easement granted to the City of Minnetonka.", [S("N.4.6")])
    d.p("The design conforms to the City of Minnetonka Water Resources Management Plan; the City's review letter "
        "is attached.", [S("N.4.7")])
    d.p("Outlets of the pond and storm sewer have riprap aprons and an impact-type energy dissipater at FES-2 to "
        "limit erosion and scour, both for rate control and for the water quality outfall.", [S("N.4.8"), S("N.5.4")])
    d.p("P8 shows 56 percent annual total phosphorus removal. The pond outlet has a skimmer that removes floatables "
        "for the 1-year event.", [F("phosphorus_removal_pct", 56.0), S("N.5.2")])
    d.p("Infiltration is not proposed due to clay soils found in the borings (attached). The site is not "
        "landlocked; it outlets to the City storm sewer and on to Minnehaha Creek.",
        [F("infiltration_proposed", False), F("landlocked", False)])
    d.p("As a public school district, ISD 276 understands that no performance surety is required.")
    d.newpage()
    d.p("ATTACHMENT A - City of Minnetonka review", font=d.bold)
    d.p("City of Minnetonka Engineering, September 30, 2025. We have reviewed the Clear Springs Elementary site and "
        "stormwater plans. The stormwater management is consistent with the City's Water Resources Management Plan. "
        "- Will Manchester, P.E., Water Resources Engineer", [X("N.6.A.11")])
    d.p("ATTACHMENT B - Geotechnical borings (Braun Intertec B2509871)", font=d.bold)
    d.table([["Boring", "Elev.", "Soils", "Water"], ["ST-1", "948.1", "lean clay (CL)", "none"],
             ["ST-2", "946.4", "lean clay (CL) over sand", "939.0"], ["ST-3", "951.0", "fill over clay", "none"]],
            [70, 70, 220, 80], tags={0: [X("N.6.C")]})
    d.p("ATTACHMENT C - HydroCAD and P8 output (summary pages)", font=d.bold, tags=[X("N.6.A.10")])
    d.table([["Node", "100-yr in", "100-yr out", "Peak elev."], ["North Pond", "61.2 cfs", "40.3 cfs", "943.7"],
             ["P8 device 1", "TP in 9.8 lb/yr", "TP out 4.3 lb/yr", "56%"]], [120, 110, 110, 100])
    d.close()

    render(pkg, PlanSet(
        file="Clear-Springs-site-civil-full.pdf", size=ARCH_D, reduced="Clear-Springs-site-civil-11x17.pdf",
        firm=["BERGSTROM WATER", "ENGINEERS", "Hopkins, MN"],
        project=["CLEAR SPRINGS ELEMENTARY", "ADDITION & SITE", "MINNETONKA, MN", "ISD 276"],
        pe=("Helena M. Bergstrom", "46105"), date="10/20/2025",
        words={"existing": "EXISTING CONDITIONS / DEMOLITION", "grading": "GRADING & NORTH POND",
               "storm": "STORM SEWER", "esc": "SWPPP / EROSION CONTROL", "details": "POND & OUTLET DETAILS"},
        numbers=["C0.01", "C1.01", "C2.01", "C3.01", "C4.01", "C5.01"],
        site_rows=[("CAMPUS AREA", "14.30 AC", [F("site_area_ac", 14.3)]),
                   ("BUILDING (EXIST. 144,000 SF + ADDN 42,000 SF)", "186,000 SF", []),
                   ("HARD COVER EXISTING", "5.60 AC", [F("existing_impervious_ac", 5.6)]),
                   ("HARD COVER PROPOSED", "8.90 AC", [F("proposed_impervious_ac", 8.9)]),
                   ("NET NEW HARD COVER", "3.30 AC", [F("net_impervious_increase_ac", 3.3)])],
        wetlands=("WETLAND 1 (0.35 AC) DELINEATED BY SITE CONSULTANTS 5/2025; NO FLOODPLAIN ON CAMPUS.",
                  [X("N.6.A.4")]),
        ponds=[PondCallout("NORTH POND", 940.0, 943.7, 10, 6, 2.5, 946.2)],
        contour_note=("2-FOOT CONTOURS, NGVD 1929 DATUM.", [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29")]),
        opening=("ADDITION", 948.0),
        storm_note=("EXISTING AND PROPOSED STORM SEWER AND NORTH POND WITH INVERTS; EX. PIPES TO BE ABANDONED DASHED.",
                    [X("N.6.A.3")]),
        outfall_note=("RIPRAP APRONS, IMPACT DISSIPATER AT FES-2.", []),
        easement_note=("DRAINAGE & UTILITY EASEMENT TO CITY OVER NORTH POND (DOC. 10877342).", [X("N.6.A.12")]),
        esc_lines=[("DISTURBANCE: 6.2 AC (PHASE 1 3.9 AC, PHASE 2 2.3 AC)", [F("disturbed_area_ac", 6.2)]),
                   ("MPCA CSW PERMIT C00073301 ISSUED 9/29/2025", [X("N.6.A.13")])],
        detail_lines=[("NORTH POND SECTION: BENCH 10 FT AT 6:1, NWL 940.0; OCS-2 WITH SKIMMER, 6 IN. ORIFICE; "
                       "RIPRAP SPEC.", [X("N.6.A.8")])],
        base_elev=936))
    return pkg.truth()


def orono_county_road(root: Path, seed: int) -> Truth:
    """A county transportation memo with a 22x34 set and no reduced copy."""
    pkg = Package(root, "e8-09-hennepin-csah15-orono", "text", seed,
                  "N.2.E.3 county road net +1.42 ac, 8.6 ac; public no surety; no reduced set; no floatables")

    def head(d: Letter) -> None:
        d.at(72, 750, "HENNEPIN COUNTY", font="Times-Bold", size=13)
        d.at(72, 737, "Transportation Project Delivery  |  1600 Prairie Drive, Medina MN 55340", font="Times-Roman", size=8.5)
        d.at(306, 36, f"- {d.page} -", font="Times-Roman", size=8, center=True)
        d.y = 716

    rates = {"1": (3.6, 3.1), "10": (9.8, 8.7), "100": (18.9, 16.8)}
    d = Letter(pkg, "HC-CSAH15-stormwater-memo.pdf", header=head, font="Times-Roman", size=11)
    d.p("MEMORANDUM", font="Times-Bold", size=13)
    d.p("To: MCWD Permitting Program | From: Water Resources Unit, Hennepin County Transportation | "
        "Date: 11/12/2025 | Re: CSAH 15 (Shoreline Drive) reconstruction, Orono - County Project 2186")
    d.p("Scope. Hennepin County will reconstruct 1.9 miles of CSAH 15 between County Road 19 and Brown Road in "
        "Orono, adding left-turn lanes and paved shoulders. This is a public road project of the County.",
        [F("project_type", "linear"), F("applicant_public_entity", True)])
    d.p("Areas. Total project area 8.6 acres (right-of-way and easements). Impervious: existing 4.12 acres, "
        "proposed 5.54 acres, net increase 1.42 acres. Disturbed area 8.1 acres.",
        [F("site_area_ac", 8.6), F("existing_impervious_ac", 4.12), F("proposed_impervious_ac", 5.54),
         F("net_impervious_increase_ac", 1.42), F("disturbed_area_ac", 8.1)])
    d.p("With a net increase of one acre or more on a project area of five acres or more, Sections 3, 4 and 5 of "
        "Rule N apply to the increase. As a county, no surety is required.")
    d.p("BMPs. Designed to the MPCA manual Protecting Water Quality in Urban Areas: a new wet pond (Pond A), "
        "grass ditches on the rural segment, sump manholes, and reduced lane widths where possible.", [S("N.3.0")])
    d.p("Permanent BMPs: Pond A; 1,300 ft of grass swale; sump manholes at STA 42+10 and 61+75; riprap at three "
        "outfalls.", [S("N.3.2")])
    d.p("Rate control. Pond A uses the existing low area south of the Brown Road intersection. Pond A and its "
        "outlet were sized by reservoir routing of 24-hour critical-duration events in XP-SWMM.", [S("N.4.2")])
    d.p("Runoff from 46 acres of residential area north of the road crosses the corridor in existing culverts; it "
        "is included in the model, and the culverts are replaced at the same size.", [S("N.4.4")])
    rate_table(d, rates, {"2": (4.9, 4.3), "50": (15.6, 14.1)}, caption="Peak discharge at Lake Minnetonka outfalls (cfs)")
    d.p("Water levels of Lake Minnetonka and the wetlands along the corridor are not affected during or after "
        "construction: culverts keep their sizes and inverts, and staging keeps existing drainage open.",
        [S("N.4.3")])
    d.p("Pond A is above the lake's 100-year flood elevation and within a permanent drainage easement the County "
        "is acquiring.", [S("N.4.6")])
    d.p("The City of Orono has reviewed the plans and finds them consistent with its Local Surface Water "
        "Management Plan (letter attached).", [S("N.4.7")])
    d.p("All three outfalls have riprap and energy dissipation at the lake and wetland to prevent scouring; this "
        "includes the water quality outfall from Pond A.", [S("N.4.8"), S("N.5.4")])
    d.p("Water quality. P8 shows 52 percent annual total phosphorus removal for the new impervious surface.",
        [F("phosphorus_removal_pct", 52.0)])
    d.p("Infiltration is not proposed: the corridor soils are clay and the groundwater is high.",
        [F("infiltration_proposed", False)])
    d.p("Enclosed: plan sheets (22x34), City of Orono letter, NPDES coverage, XP-SWMM and P8 summary.")
    d.newpage()
    d.p("City of Orono - Public Works. October 28, 2025. Orono staff have reviewed the CSAH 15 drainage design; it "
        "is consistent with the City's Local Surface Water Management Plan. - City Engineer", [X("N.6.A.11")])
    d.p("MPCA Construction Stormwater permit coverage: Permit ID C00073522, Hennepin County CSAH 15, Orono, "
        "effective 10/31/2025.", [X("N.6.A.13")])
    d.p("Model summary (XP-SWMM / P8):", font="Times-Bold", tags=[X("N.6.A.10")])
    d.table([["Node", "Drainage ac", "100-yr in", "100-yr out", "Peak el."], ["Pond A", "11.2", "22.4", "9.7", "934.6"],
             ["Culvert C-3", "46.0", "38.1", "38.1", "-"]], [100, 90, 80, 80, 90])
    d.close()

    render(pkg, PlanSet(
        file="CSAH15-plans-22x34.pdf", size=ANSI_D, reduced=None,
        firm=["HENNEPIN COUNTY", "TRANSPORTATION", "PROJECT DELIVERY"], project=["CSAH 15 (SHORELINE DR)", "ORONO, MN", "C.P. 2186"],
        pe=("Rachel D. Ojanen", "49931"), date="11/12/2025",
        words={"cover": "TITLE SHEET", "existing": "EXISTING CONDITIONS & R/W", "drainage": "DRAINAGE AREA MAP",
               "grading": "POND A GRADING", "storm": "DRAINAGE PLAN", "esc": "TEMP. EROSION CONTROL",
               "details": "DRAINAGE DETAILS"},
        numbers=["1", "2", "3", "4", "5", "6", "7"],
        site_rows=[("PROJECT LENGTH", "1.9 MI", []), ("PROJECT AREA", "8.6 AC", [F("site_area_ac", 8.6)]),
                   ("NET NEW IMPERVIOUS", "1.42 AC", [F("net_impervious_increase_ac", 1.42)]),
                   ("ADT 2045", "14,800", [])],
        wetlands=("WETLANDS W-2, W-5 DELINEATED (2024); LAKE MINNETONKA SHORELAND DISTRICT LIMIT SHOWN.", [X("N.6.A.4")]),
        drainage_map=(46.0, 8.6, 8.6),
        ponds=[PondCallout("POND A", 931.0, 934.6, 10, 10, 2.0, 936.6)],
        contour_note=("CONTOUR INTERVAL 2 FT; ELEVATIONS ON NGVD29.", [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29")]),
        storm_note=("EXISTING CULVERTS C-1 TO C-4 (TO BE REPLACED IN KIND) AND PROPOSED STORM SEWER, POND A: "
                    "LOCATIONS, INVERTS.", [X("N.6.A.3")]),
        outfall_note=("RIPRAP CLASS III AND ENERGY DISSIPATION AT OUTFALLS 1-3.", []),
        easement_note=("PERMANENT DRAINAGE EASEMENT OVER POND A (PARCEL 14) TO EL. 936.6.", [X("N.6.A.12")]),
        esc_lines=[("AREA DISTURBED 8.1 AC", [F("disturbed_area_ac", 8.1)]),
                   ("MPCA PERMIT C00073522", [X("N.6.A.13")])],
        detail_lines=[("POND A OUTLET: 48 IN. MH, 4 IN. ORIFICE AT 931.0, WEIR 933.2. SPECIAL PROVISION S-41.",
                       [X("N.6.A.8")])],
        base_elev=928))
    return pkg.truth()
