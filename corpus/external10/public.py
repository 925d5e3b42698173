"""Packages 06-12: apartments, a clinic, an industrial park, a school, a county road, city streets, a trail.

Same discipline as :mod:`corpus.external10.residential`: a number is truth only where it
is tagged as it is drawn; the rest of the page (stationing, road lengths, floor areas,
2- and 50-year storms, per-node model output) is deliberate noise.
"""

from __future__ import annotations

from corpus.external10.kit import (
    LETTER, LETTER_LANDSCAPE, F, Package, S, Sheet, TitleBlock, X, plan_set,
)

NGVD = ("fact", "vertical_datum", "NGVD29")
C2 = ("fact", "contour_interval_ft", 2.0)


def _rates(r1: tuple[float, float], r10: tuple[float, float], r100: tuple[float, float]):
    return F("peak_rates_cfs", {"1": {"existing": r1[0], "proposed": r1[1]},
                                "10": {"existing": r10[0], "proposed": r10[1]},
                                "100": {"existing": r100[0], "proposed": r100[1]}})


# -- 06 ---------------------------------------------------------------------------------------------
def st_louis_park_apartments(pkg: Package) -> None:
    """An urban design firm: portrait narrative with a sidebar, a landscape rate page, full-size plans only."""
    d = pkg.doc("Wooddale_Station_Stormwater_Narrative.pdf", body=9.5,
                header="WOODDALE STATION APARTMENTS  \u2022  STORMWATER NARRATIVE  \u2022  MCWD SUBMITTAL 1",
                footer="Norr-Haskins Civil + Architecture  |  4200 Excelsior Blvd, St. Louis Park")
    d.sidebar("SITE DATA", [
        ("Site: 2.35 ac (102,366 sf)", [F("site_area_ac", 2.35)]),
        ("Units: 142 apartments (60.4 units/acre)", [F("dwelling_units", 142), F("density_du_per_ac", 60.4)]),
        "Building: 6 stories, 171,800 gsf",
        "Parking: 188 stalls (structured)",
        ("Impervious: 1.98 ac existing; 2.05 ac proposed", [F("existing_impervious_ac", 1.98), F("proposed_impervious_ac", 2.05)]),
        "Zoning: MX-TOD; PID 08-117-24-21-0037",
    ], width=150)
    d.para("Wooddale Station Apartments", font="Helvetica-Bold", size=18, after=4)
    d.para("The project redevelops a former auto dealership at Wooddale Avenue and Highway 7 into a "
           "142-unit multi-family apartment building over structured parking.",
           [F("project_type", "multi_unit_residential")])
    d.para("The applicant, Wooddale Station Partners LP, is a private developer; it is not a public entity.",
           [F("applicant_public_entity", False)])
    d.para("Impervious surface rises by only 0.07 acres, from 1.98 to 2.05 acres, because the dealership lot "
           "was almost entirely paved. The entire 2.35-acre site will be disturbed.",
           [F("net_impervious_increase_ac", 0.07), F("disturbed_area_ac", 2.35)])
    d.heading("Drainage and the creek", 11)
    d.para("The site drains east to Minnehaha Creek. The creek's normal water level is 891.3 and its "
           "100-year high water elevation is 896.2 (NGVD 1929); the 100-year floodplain along the east "
           "property line is delineated on Sheet C1.0. The creek is not landlocked.",
           [F("hwl_100yr_elev_ft", 896.2), NGVD, F("landlocked", False)])
    d.para("Infiltration is not proposed: the site lies over petroleum-impacted fill enrolled in the MPCA "
           "Voluntary Investigation and Cleanup program.", [F("infiltration_proposed", False)])
    d.para("The lowest opening of the building (garage entry) is at 903.0, 6.8 ft above the creek's "
           "100-year HWL.", [F("lowest_opening_elev_ft", 903.0)])
    d.heading("Rate control", 11)
    d.para("No natural low areas remain on this fully paved site, so detention is provided in underground "
           "chamber system UG-1 (bottom 896.5). Its outlet was designed by reservoir routing of the "
           "critical-duration 24-hour events.", [S("N.4.2")])
    d.para("UG-1 sits above the creek's projected 100-year flood elevation and within a drainage and utility "
           "easement granted to the City (Sheet C5.0).", [S("N.4.6")])
    d.para("1.4 acres of Wooddale Avenue and the alley drain onto the site; this tributary runoff is "
           "carried through UG-1 in both existing and proposed models.", [S("N.4.4")])
    d.para("The project will not raise water levels off the site during or after construction: the creek "
           "stage rises less than 0.01 ft in every event modelled.", [S("N.4.3")])
    d.para("The outfall to the creek has a concrete headwall and a Class IV riprap apron to minimize "
           "erosion and scour.", [S("N.4.8")])
    d.heading("BMPs", 11)
    d.para("BMPs are site design, structural and non-structural practices consistent with the MPCA manual "
           "\"Protecting Water Quality in Urban Areas\". Permanent BMPs: (1) UG-1 chambers with isolator row; "
           "(2) hydrodynamic separator SD-1; (3) green roof (4,100 sf); (4) weekly sweeping of the garage.",
           [S("N.3.0"), S("N.3.2")])
    d.heading("City review", 11)
    d.para("The City of St. Louis Park reviewed the plans (letter of 11/06/2025, attached) and found the "
           "quantity controls in conformance with the City's Surface Water Management Plan.",
           [S("N.4.7"), X("N.6.A.11")])
    d.new_page(size=LETTER_LANDSCAPE)
    d.heading("Table 2 - Peak discharge to Minnehaha Creek (HydroCAD 10.2, Atlas 14, 24-hr)", 12)
    d.table([2.8, 1, 1, 1, 1, 1, 1, 1, 1, 0.8],
            [[("", 1), ("2-yr", 2), ("1-yr", 2), ("10-yr", 2), ("100-yr", 2), ("", 1)],
             ["Discharge point", "EX", "PR", "EX", "PR", "EX", "PR", "EX", "PR", "unit"]],
            [["Outfall to creek (site boundary)", "4.41", "3.77", "3.62", "3.10", "7.48", "7.21", "8.64", "8.93", "cfs"],
             ["  of which Wooddale Ave tributary", "1.20", "1.20", "0.99", "0.99", "2.04", "2.04", "2.61", "2.61", "cfs"],
             ["UG-1 peak stage", "-", "897.9", "-", "897.7", "-", "898.4", "-", "898.9", "ft"]],
            row_tags={0: [_rates((3.62, 3.10), (7.48, 7.21), (8.64, 8.93)), X("N.6.A.9")]},
            notes=["Columns are in the order printed by the model export; the 2-year storm is shown for the City.",
                   "100-year: UG-1 overtops to the emergency weir; the outfall rate rises by 0.29 cfs. A larger "
                   "chamber row is being evaluated for resubmittal."], size=8.5)
    d.heading("HydroCAD node summary, proposed", 11)
    d.listing([
        ("Node        Type    1-yr out  10-yr out  100-yr out  Peak El(100)  Storage(100)", [X("N.6.A.10")]),
        "1S Roof      subcat   2.11      4.33       6.20         -             -",
        "2S Plaza     subcat   0.74      1.51       2.05         -             -",
        "3S Wooddale  subcat   0.99      2.04       2.61         -             -",
        "UG-1         pond     1.02      3.20       5.11       898.90       0.412 af",
        "OUT-1        link     3.10      7.21       8.93         -             -",
    ])
    d.new_page(size=LETTER)
    d.heading("City of St. Louis Park - review letter, November 6, 2025", 11)
    d.para("Engineering staff reviewed the Wooddale Station civil plans dated 10/20/2025. The stormwater "
           "design is in conformance with the City's Surface Water Management Plan. The private maintenance "
           "agreement will be required prior to the building permit.")
    d.heading("MPCA NPDES permit", 11)
    d.para("Construction stormwater permit coverage C00070951 was issued by the MPCA on 10/27/2025 for 2.35 "
           "acres of disturbance.", [X("N.6.A.13")])
    d.close()
    tb = TitleBlock("NORR-HASKINS CIVIL", ["4200 Excelsior Blvd, St. Louis Park MN"], "WOODDALE STATION APARTMENTS",
                    "WOODDALE STATION PARTNERS LP", "Priya Raman", "50418", "10/20/2025", base_elev=892)
    sheets = [
        Sheet("C1.0", "EXISTING CONDITIONS", [
            (0.1, 0.88, "PROPERTY LINE - LANDS OF WOODDALE STATION PARTNERS LP"),
            (0.7, 0.5, "100-YR FLOODPLAIN MINNEHAHA CREEK\nEL 896.2 (DELINEATED)\nNWL 891.3"),
            (0.2, 0.3, "EX 24\" RCP INV 893.40 TO CREEK")],
            ["EXISTING CONTOURS - 2 FT INTERVAL", "ELEVATION DATUM: NGVD 1929"],
            [X("N.6.A.1"), X("N.6.A.4"), X("N.6.A.3"), X("N.6.A.6"), NGVD, C2]),
        Sheet("C2.0", "DRAINAGE AREAS - EXISTING & PROPOSED", [
            (0.1, 0.8, "EX-1 1.62 AC  EX-2 0.73 AC"), (0.1, 0.6, "PR-1 ROOF 1.21 AC, PR-2 PLAZA 1.14 AC"),
            (0.6, 0.85, "OFFSITE: WOODDALE AVE & ALLEY 1.40 AC")], [], [X("N.6.A.2")]),
        Sheet("C3.0", "GRADING PLAN", [(0.3, 0.5, "GARAGE ENTRY LOWEST OPENING 903.0"),
                                       (0.7, 0.4, "UG-1 BOTTOM 896.5  100-YR STAGE 898.9")],
              ["PROPOSED CONTOURS 2' INTERVAL, NGVD 1929"], [NGVD, C2]),
        Sheet("C4.0", "STORM SEWER & UG-1 DETAILS", [
            (0.1, 0.8, "UG-1: 96 STORMTECH MC-3500 CHAMBERS, ISOLATOR ROW"),
            (0.1, 0.6, "OCS: 6\" ORIFICE 896.6, WEIR 898.6"), (0.1, 0.4, "HEADWALL + CLASS IV RIPRAP AT CREEK")],
            ["SPECIFICATIONS: SEE PROJECT MANUAL DIVISION 33 40 00."], [X("N.6.A.8"), X("N.6.A.3")], contours=0),
        Sheet("C5.0", "EASEMENTS", [(0.3, 0.5, "DRAINAGE & UTILITY EASEMENT OVER UG-1 (0.31 AC)")], [], [X("N.6.A.12")]),
    ]
    plan_set(pkg, "Wooddale_Station_Civil_Set.pdf", sheets, tb, reduced=False)


# -- 07 ---------------------------------------------------------------------------------------------
def wayzata_dental(pkg: Package) -> None:
    """An architect's memo: call-out boxes carry the numbers, the prose barely repeats them."""
    d = pkg.doc("LakeStreetDental_MCWD_memo.pdf", font="Helvetica", body=10,
                footer="Studio Bergquist Architects  -  Wayzata")
    d.para("STUDIO BERGQUIST ARCHITECTS", font="Helvetica-Bold", size=15, after=0)
    d.para("Project memo 25-044   |   August 29, 2025", size=9, after=12)
    d.para("Subject: Lake Street Dental - new clinic building, 711 East Lake Street, Wayzata", font="Helvetica-Bold")
    d.para("We are replacing the existing one-story office and its small lot with a two-story commercial "
           "dental clinic with 18 surface parking stalls.", [F("project_type", "commercial")])
    d.box("SITE AREAS", [
        ("Parcel: 17,860 sq ft = 0.41 acre (PID 06-117-22-33-0041)", [F("site_area_ac", 0.41)]),
        ("Existing impervious: 5,227 sq ft (0.12 ac)", [F("existing_impervious_ac", 0.12)]),
        ("Proposed impervious: 14,375 sq ft (0.33 ac)", [F("proposed_impervious_ac", 0.33)]),
        ("Net new impervious: 9,148 sq ft (0.21 ac)", [F("net_impervious_increase_ac", 0.21)]),
        "Building floor area: 6,200 sq ft on two levels",
        ("Grading limits: entire parcel, 0.41 ac", [F("disturbed_area_ac", 0.41)]),
    ])
    d.para("The owner, Lake Street Dental Holdings LLC, is a private company (not a public body).",
           [F("applicant_public_entity", False)])
    d.box("FLOOD ELEVATIONS (NGVD 1929)", [
        ("Lake Minnetonka 100-year high water elevation: 931.5", [F("hwl_100yr_elev_ft", 931.5), NGVD]),
        "Lake Minnetonka ordinary high water: 929.4",
        ("Lowest opening, new building (lower-level door): 933.4", [F("lowest_opening_elev_ft", 933.4)]),
    ], shade=0.88)
    d.para("The lower level door sits 1.9 ft above the lake's 100-year level. We ask the District's guidance "
           "on whether a flood-proofed door would be acceptable.")
    d.heading("Stormwater BMPs", 12)
    d.para("Our BMPs use site design (a smaller paved footprint than the zoning maximum), structural and "
           "non-structural practices, all consistent with the MPCA manual \"Protecting Water Quality in Urban "
           "Areas\".", [S("N.3.0")])
    d.para("Permanent BMPs:", [S("N.3.2")], after=1)
    d.bullets([("Permeable pavers in the 18 parking stalls (2,950 sq ft) over a 12-inch stone reservoir that "
               "infiltrates into the sandy subgrade", [F("infiltration_proposed", True)]),
               "Roof drains to an underground infiltration gallery (6 chambers)",
               "Sump manhole with SNOUT hood before the street connection"], numbered=True)
    d.para("Questions: Ingrid Bergquist, AIA, 952-555-0178.", size=9)
    d.close()


# -- 08 ---------------------------------------------------------------------------------------------
def medina_industrial(pkg: Package) -> None:
    """A national firm's two-column report, a landscape model appendix, NAVD 88 plans, TP short of 50%."""
    d = pkg.doc("HamelRoad_Logistics_SWMP.pdf", columns=2, body=9, font="Times-Roman", bold="Times-Bold",
                header="HAMEL ROAD LOGISTICS CENTER \u2014 STORMWATER MANAGEMENT PLAN \u2014 REV. A",
                footer="Westbrook-Carlisle Inc. \u00b7 Project 60731042")
    d.columns(1)
    d.para("Hamel Road Logistics Center", font="Times-Bold", size=20, after=0)
    d.para("City of Medina, Hennepin County \u00b7 Stormwater Management Plan \u00b7 January 2026", size=11, after=8)
    d.table([2.2, 1.0, 0.6, 2.2],
            [["Quantity", "Value", "Unit", "Remark"]],
            [["Site area (Lot 1, Block 1)", "14.62", "ac", "platted lot"],
             ["Existing impervious", "0.35", "ac", "farmstead"],
             ["Proposed impervious", "9.88", "ac", "building + truck courts"],
             ["Disturbed area", "13.9", "ac", "grading limits"],
             ["Building floor area", "212,400", "sf", "not an area input"],
             ["Off-site drainage area", "23.5", "ac", "bypassed, see 3.2"]],
            row_tags={0: [F("site_area_ac", 14.62)], 1: [F("existing_impervious_ac", 0.35)],
                      2: [F("proposed_impervious_ac", 9.88)], 3: [F("disturbed_area_ac", 13.9)]},
            title="Summary of key quantities", align="lrcl")
    d.columns(2)
    d.heading("1 Introduction", 11)
    d.para("Hamel Road Industrial LLC, a private developer, proposes an industrial warehouse and distribution "
           "building with truck courts and trailer parking on a vacant 14.62-acre lot.",
           [F("project_type", "industrial"), F("applicant_public_entity", False)])
    d.heading("2 Existing Site", 11)
    d.para("The lot is pasture and a former farmstead sloping north to a ditch along Hamel Road that is "
           "tributary to Painter Creek and then Jennings Bay of Lake Minnetonka.")
    d.para("Wetland WL-1 (Type 2, 0.61 ac) along the north line was delineated in 2025 and is shown on "
           "Sheet C-101. Hydric soils are mapped under it.")
    d.para("Infiltration is not proposed due to clay soils (Hamel loam and Glencoe clay loam, HSG C/D).",
           [F("infiltration_proposed", False)])
    d.heading("3 Rate Control", 11)
    d.para("3.1 Ponds North and South are placed in the site's two natural depressions, using the existing "
           "low areas for detention where feasible; outlets were designed with reservoir routing of the "
           "critical duration events (24-hour Atlas 14).", [S("N.4.2")])
    d.para("3.2 Runoff from 23.5 acres west of the site is tributary to it; it is accommodated by a 36-inch "
           "bypass pipe sized for the 100-year event and modelled in HydroCAD.", [S("N.4.4")])
    d.para("3.3 Downstream water levels are not adversely affected during or after construction: peak "
           "stage in the Hamel Road ditch drops in every event.", [S("N.4.3")])
    d.para("3.4 Both ponds lie above the 100-year flood elevation of Painter Creek and within drainage "
           "and utility easements dedicated on the plat.", [S("N.4.6")])
    d.para("3.5 The design conforms to the City of Medina Surface Water Management Plan (2018); the City "
           "reviewed it on 12/15/2025 (letter in Appendix B).", [S("N.4.7"), X("N.6.A.11")])
    d.para("3.6 Outlets discharge onto riprap aprons; the outfall to the ditch has a plunge pool to limit "
           "erosion and scour.", [S("N.4.8"), S("N.5.4")])
    d.para("3.7 The receiving ditch is not landlocked.", [F("landlocked", False)])
    d.heading("4 Water Quality", 11)
    d.para("4.1 P8 modelling gives an annual total phosphorus removal of 44% for the site. The shortfall "
           "against the 50% standard is discussed with staff; an iron-enhanced sand filter bench is under "
           "study.", [F("phosphorus_removal_pct", 44.0)])
    d.para("4.2 Pond safety benches are 10 ft wide at 10:1 (H:V). Freeboard above the 100-year level is 2.5 ft "
           "for Pond North and 2.0 ft for Pond South.",
           [F("ponds", [{"name": "Pond North", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                         "freeboard_ft": 2.5},
                        {"name": "Pond South", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                         "freeboard_ft": 2.0}])])
    d.para("4.3 Building openings: the lowest dock door is at 1,012.0, 3.6 ft above Pond South's 100-year "
           "HWL of 1,008.4 (the pond beside the building).",
           [F("lowest_opening_elev_ft", 1012.0), F("hwl_100yr_elev_ft", 1008.4)])
    d.heading("5 BMPs", 11)
    d.para("Site design, structural and non-structural BMPs follow the MPCA manual \"Protecting Water Quality "
           "in Urban Areas\".", [S("N.3.0")])
    d.para("Permanent BMPs:", [S("N.3.2")], after=1)
    d.bullets(["Pond North (wet)", "Pond South (wet)", "36-inch bypass with sump manhole",
               "Riprap aprons and plunge pool", "Native prairie on 2.1 ac of open space"], numbered=True)
    d.heading("6 Plans and Datum", 11)
    d.para("Plans are certified by a Minnesota professional engineer; full-size and 11x17 sets are "
           "provided. Elevations on all plans are NAVD 88 with contours at 2-foot intervals.",
           [F("vertical_datum", "NAVD88"), C2])
    d.para("MPCA NPDES construction stormwater coverage C00073302 was issued 01/08/2026 (Appendix C).",
           [X("N.6.A.13")])
    d.columns(1)
    d.table([2.6, 1, 1, 1, 1, 1, 1],
            [[("", 1), ("1-year", 2), ("10-year", 2), ("100-year", 2)],
             ["Discharge location", "Existing", "Proposed", "Existing", "Proposed", "Existing", "Proposed"]],
            [["North ditch (boundary)", "6.84", "4.12", "19.35", "14.20", "41.77", "38.05"]],
            row_tags={0: [_rates((6.84, 4.12), (19.35, 14.20), (41.77, 38.05)), X("N.6.A.9")]},
            title="Table 3-1. Site peak discharge (cfs)",
            notes=["Bypass flow from the 23.5-ac off-site area is excluded (equal in both conditions: "
                   "100-yr 52.3 cfs)."])
    d.new_page(size=LETTER_LANDSCAPE, columns=1)
    d.heading("Appendix A - HydroCAD and P8 output", 12)
    lines: list = [("HydroCAD 10.20  Node Listing  (proposed)   Type II 24-hr", [X("N.6.A.10")])]
    for ev, rain in (("1-YR", "2.49"), ("2-YR", "2.87"), ("10-YR", "4.26"), ("50-YR", "6.13"), ("100-YR", "7.44")):
        lines += [
            f"--- {ev} Rainfall={rain}\" ---",
            f"Subcat 1S Building roof  CN=98  Area=5.111 ac  Runoff= {float(rain) * 4.9:6.2f} cfs",
            f"Subcat 2S Truck courts   CN=98  Area=3.870 ac  Runoff= {float(rain) * 3.8:6.2f} cfs",
            f"Subcat 3S Open space     CN=74  Area=4.764 ac  Runoff= {float(rain) * 1.1:6.2f} cfs",
            f"Pond NP  North  Peak El= {1003.2 + float(rain) * 0.5:8.2f}'  Outflow= {float(rain) * 1.4:6.2f} cfs",
            f"Pond SP  South  Peak El= {1005.0 + float(rain) * 0.45:8.2f}'  Outflow= {float(rain) * 2.1:6.2f} cfs",
        ]
    lines += ["", "P8 v3.5  Net TP removal (site): 44.0 %   TSS removal: 81.3 %   Years: 1959-2018"]
    d.listing(lines)
    d.new_page(size=LETTER)
    d.heading("Appendix B - City of Medina review letter (12/15/2025)", 12)
    d.para("The City has reviewed the Hamel Road Logistics Center grading and stormwater plans and finds them "
           "consistent with the City's Surface Water Management Plan, subject to MCWD approval.")
    d.heading("Appendix C - NPDES coverage", 12)
    d.para("Permit C00073302 issued 01/08/2026 to Hamel Road Industrial LLC, 13.9 acres disturbed.")
    d.close()
    tb = TitleBlock("WESTBROOK-CARLISLE", ["701 Xenia Ave S, Golden Valley MN"], "HAMEL ROAD LOGISTICS CENTER",
                    "HAMEL ROAD INDUSTRIAL LLC", "Gregory A. Westbrook", "40988", "01/09/2026", base_elev=1000)
    navd = ("fact", "vertical_datum", "NAVD88")
    sheets = [
        Sheet("C-101", "EXISTING CONDITIONS", [
            (0.1, 0.88, "PROPERTY LINE - LOT 1 BLOCK 1 HAMEL ROAD BUSINESS PARK (OWNER: APPLICANT)"),
            (0.5, 0.8, "WETLAND WL-1 TYPE 2 0.61 AC (DELINEATED)"), (0.2, 0.3, "EX 30\" CMP INV 1001.60")],
            ["CONTOURS AT 2' INTERVALS", "VERTICAL DATUM: NAVD 88"], [X("N.6.A.1"), X("N.6.A.4"), X("N.6.A.3"), navd, C2]),
        Sheet("C-201", "DRAINAGE AREA MAPS", [
            (0.1, 0.8, "EXISTING: E1 9.40 AC, E2 5.22 AC"), (0.1, 0.6, "PROPOSED: 1S, 2S, 3S (14.62 AC)"),
            (0.55, 0.88, "OFFSITE OS-1 23.5 AC (BYPASS)")], [], [X("N.6.A.2")]),
        Sheet("C-301", "GRADING PLAN", [
            (0.3, 0.7, "POND NORTH NWL 1003.0 HWL 1006.9"), (0.6, 0.3, "POND SOUTH NWL 1005.0 HWL 1008.4"),
            (0.4, 0.5, "LOWEST DOCK DOOR 1012.0")], ["PROPOSED CONTOURS 2', NAVD 88"], [X("N.6.A.6"), navd, C2],
            ponds=[(0.33, 0.7, 0.1, 0.07), (0.63, 0.3, 0.1, 0.07)]),
        Sheet("C-401", "STORM SEWER PLAN & DETAILS", [
            (0.1, 0.8, "OCS-N 60\" MH ORIFICE 8\" @ 1003.0"), (0.1, 0.65, "OCS-S 60\" MH ORIFICE 10\" @ 1005.0"),
            (0.1, 0.5, "36\" RCP BYPASS 640 LF"), (0.1, 0.35, "POND SECTION: 10' BENCH @ 10:1")],
            ["SPECIFICATIONS: CITY OF MEDINA ENGINEERING STANDARDS."], [X("N.6.A.3"), X("N.6.A.8")], contours=0),
        Sheet("C-501", "EASEMENT EXHIBIT", [(0.3, 0.5, "DRAINAGE & UTILITY EASEMENTS OVER PONDS TO HWL + 1 FT")],
              [], [X("N.6.A.12")]),
    ]
    plan_set(pkg, "HamelRoad_C-sheets_full.pdf", sheets, tb, reduced=False)
    plan_set(pkg, "HamelRoad_C-sheets_11x17.pdf", sheets, tb, reduced=True)


# -- 09 ---------------------------------------------------------------------------------------------
def minnetonka_school(pkg: Package) -> None:
    """A school district's consultant: summary bullets, two-column body, spreadsheet land cover, 1-ft contours."""
    d = pkg.doc("ClearSprings_Elementary_Stormwater.pdf", body=9.5,
                header="Minnetonka Public Schools - Clear Springs Elementary Addition - Stormwater Report",
                footer="Anderberg Engineering for ISD 276")
    d.para("Clear Springs Elementary - Classroom Addition and Site Improvements", font="Helvetica-Bold", size=16)
    d.para("Stormwater Management Report, Minnehaha Creek Watershed District submittal, February 2026", after=8)
    d.heading("Summary", 12, rule=True)
    d.bullets([
        ("Applicant: Independent School District No. 276 (Minnetonka Public Schools), a public school district.",
         [F("applicant_public_entity", True)]),
        ("Institutional use (public elementary school) on a 7.62-acre campus.",
         [F("project_type", "institutional"), F("site_area_ac", 7.62)]),
        ("Impervious: 3.94 ac existing, 4.71 ac proposed (+0.77 ac, 19.5%).",
         [F("existing_impervious_ac", 3.94), F("proposed_impervious_ac", 4.71), F("net_impervious_increase_ac", 0.77)]),
        ("Land disturbance: 5.83 ac.", [F("disturbed_area_ac", 5.83)]),
        ("Peak rates reduced for the 1-, 10- and 100-year storms; underground infiltration under the play field.",
         [F("infiltration_proposed", True)]),
        "School enrollment 640; building gross floor area 84,300 sf after the 16,900 sf addition.",
    ])
    d.columns(2)
    d.heading("Existing site", 11)
    d.para("The campus at 5400 Clear Spring Road drains north to a wetland basin (MCWD-delineated, Manage 2) "
           "whose 100-year high water elevation is 942.7. The wetland boundary is shown on Sheet C1.1.",
           [F("hwl_100yr_elev_ft", 942.7)])
    d.para("The receiving wetland outlets to Minnehaha Creek through a city culvert; it is not landlocked.",
           [F("landlocked", False)])
    d.para("Soils are Hayden loam and Dundas silt loam. Borings B-1 to B-8 (Appendix D) found sand at 6-9 ft "
           "under the play field; measured infiltration rate 0.8 in/hr.")
    d.heading("Proposed stormwater system", 11)
    d.para("The low area of the existing play field is used for detention where feasible: a 1.9 ac-ft "
           "underground infiltration and detention system (UIS-1) is placed under it. Outlets were designed "
           "by reservoir routing of critical-duration events.", [S("N.4.2")])
    d.para("Runoff from 0.9 acres of Clear Spring Road that enters the campus is routed to UIS-1 and "
           "included in the models.", [S("N.4.4")])
    d.para("Water levels off site will not be adversely affected during or after construction: the wetland's "
           "100-year level is unchanged at 942.7.", [S("N.4.3")])
    d.para("UIS-1 is above the 100-year flood elevation of the wetland and within a drainage and utility "
           "easement granted to the City of Minnetonka.", [S("N.4.6")])
    d.para("The City of Minnetonka reviewed the project and found it consistent with the City's Water "
           "Resources Management Plan (email of 01/22/2026, Appendix E).", [S("N.4.7"), X("N.6.A.11")])
    d.para("The outlet to the wetland has a flared end section with a Class III riprap apron to minimize "
           "erosion and scouring.", [S("N.4.8")])
    d.para("The lowest opening of the addition is 946.0, 3.3 ft above the wetland's 100-year HWL.",
           [F("lowest_opening_elev_ft", 946.0)])
    d.heading("BMPs", 11)
    d.para("BMPs (site design, structural and non-structural) follow the MPCA manual \"Protecting Water "
           "Quality in Urban Areas\". The permanent BMPs are listed in Table 3.", [S("N.3.0")])
    d.columns(1)
    d.table([0.5, 3, 1.3, 1.2],
            [["No.", "Permanent BMP", "Location", "Area (ac)"]],
            [["1", "Underground infiltration system UIS-1", "play field", "1.92"],
             ["2", "Biofiltration basin BF-1", "bus loop", "0.64"],
             ["3", "Tree trench (12 trees)", "parking lot", "0.38"],
             ["4", "Sump manholes with SAFL baffles (2)", "inlets", "-"]],
            row_tags={0: [S("N.3.2")]}, title="Table 3. Permanent BMPs", align="llll")
    d.table([2.2, 1, 1, 1, 1, 1, 1],
            [[("", 1), ("1-yr", 2), ("10-yr", 2), ("100-yr", 2)], ["", "EX", "PR", "EX", "PR", "EX", "PR"]],
            [["To wetland (cfs)", "5.10", "4.66", "12.94", "11.80", "24.31", "23.95"],
             ["Volume (ac-ft)", "0.61", "0.44", "1.36", "1.18", "2.71", "2.55"]],
            row_tags={0: [_rates((5.10, 4.66), (12.94, 11.80), (24.31, 23.95)), X("N.6.A.9")]},
            title="Table 4. Rates and volumes at the down-gradient boundary")
    d.table([2, 1, 1, 1, 1],
            [[("Soil unit", 1), ("Identification", 2), ("Permeability", 1), ("Condition", 1)],
             ["", "Symbol", "HSG", "in/hr", ""]],
            [["Hayden loam", "L22C", "B", "0.80", "existing & proposed"],
             ["Dundas silt loam", "L27A", "C", "0.20", "existing; cut under addition"],
             ["Urban land", "U1A", "D", "0.06", "existing building pad"]],
            title="Table 5. Site soils (delineated on Sheet C1.2)", title_tags=[X("N.6.A.5")])
    d.new_page()
    d.heading("Appendix C - Hydrologic computations", 11)
    d.listing([
        ("HydroCAD 10.2  Summary for Pond UIS-1: Underground infiltration system", [X("N.6.A.10")]),
        "Inflow Area = 4.880 ac, 71.2% Impervious",
        "1-yr:   Inflow= 9.77 cfs  Outflow= 2.01 cfs (Discarded 0.09, Primary 1.92)  Peak El= 938.41'",
        "10-yr:  Inflow= 19.62 cfs Outflow= 6.44 cfs (Discarded 0.09, Primary 6.35)  Peak El= 939.76'",
        "100-yr: Inflow= 36.10 cfs Outflow= 14.02 cfs (Discarded 0.09, Primary 13.93) Peak El= 941.02'",
        "Discarded: 0.800 in/hr Exfiltration over Surface area",
    ])
    d.heading("Appendix D - Geotechnical soil borings (summary)", 11)
    d.table([1, 1, 3.6, 1],
            [["Boring", "Surface", "Strata", "Water"]],
            [["B-1", "944.1", "0-2 topsoil; 2-7 CL; 7-20 SP sand", "dry"],
             ["B-2", "943.6", "0-1 topsoil; 1-6 CL; 6-20 SP", "dry"],
             ["B-5", "945.9", "0-3 fill; 3-9 ML; 9-20 SP-SM", "dry"],
             ["B-8", "946.4", "0-1 topsoil; 1-20 CL lean clay", "17 ft"]],
            title="Braun Intertec report B2600127, January 2026", title_tags=[X("N.6.C")], align="lrlc")
    d.heading("Appendix E - City of Minnetonka email (01/22/2026)", 11)
    d.para("\"We have reviewed the Clear Springs site plans; the stormwater design meets the City's Water "
           "Resources Management Plan.\" - Leslie Yetka, Natural Resources Manager")
    d.heading("Appendix F - NPDES and maintenance", 11)
    d.para("MPCA construction stormwater permit coverage C00074105 was issued 02/02/2026 (5.83 ac).",
           [X("N.6.A.13")])
    d.heading("Appendix G - Stormwater Facilities Maintenance Agreement (draft)", 11)
    d.para("This Stormwater Facilities Maintenance Agreement is made between Independent School District "
           "No. 276 and the Minnehaha Creek Watershed District for UIS-1, BF-1, the tree trench, the outlet "
           "structure and the sump manholes. Methods: inspection each spring and fall, sediment removal at "
           "50% of sump depth. Responsible party: ISD 276 Facilities Department. To be recorded with "
           "Hennepin County.", [X("N.6.B")])
    d.close()
    tb = TitleBlock("ANDERBERG ENGINEERING", ["3030 Harbor Lane, Plymouth MN"], "CLEAR SPRINGS ELEMENTARY ADDITION",
                    "ISD 276 MINNETONKA PUBLIC SCHOOLS", "Karin Anderberg", "45577", "02/06/2026", base_elev=938)
    c1 = ("fact", "contour_interval_ft", 1.0)
    sheets = [
        Sheet("C1.1", "EXISTING CONDITIONS", [
            (0.1, 0.88, "PROPERTY LINE - ISD 276 (7.62 AC)"), (0.6, 0.85, "WETLAND BOUNDARY (MANAGE 2)\nNWL 940.1  100-YR HWL 942.7"),
            (0.2, 0.3, "EX 15\" RCP INV 939.20")],
            ["CONTOURS SHOWN AT 1-FOOT INTERVALS", "DATUM NGVD 1929"], [X("N.6.A.1"), X("N.6.A.4"), X("N.6.A.3"), X("N.6.A.6"), NGVD, c1]),
        Sheet("C1.2", "SOILS & BORING LOCATIONS", [
            (0.2, 0.7, "L22C HAYDEN LOAM (HSG B, 0.80 IN/HR)"), (0.5, 0.4, "L27A DUNDAS SILT LOAM (HSG C)"),
            (0.7, 0.6, "B-1..B-8")], [], [X("N.6.A.5")]),
        Sheet("C2.1", "DRAINAGE MAPS", [
            (0.1, 0.8, "EXISTING E1-E4 (7.62 AC)"), (0.1, 0.6, "PROPOSED P1-P5"), (0.6, 0.88, "OFFSITE CLEAR SPRING RD 0.9 AC")],
            [], [X("N.6.A.2")]),
        Sheet("C3.1", "GRADING PLAN", [(0.3, 0.5, "ADDITION FFE 946.0"), (0.6, 0.3, "BF-1 BOTTOM 943.5")],
              ["1' CONTOURS, NGVD 1929"], [NGVD, c1]),
        Sheet("C4.1", "STORM SEWER & UIS-1 DETAILS", [
            (0.1, 0.8, "UIS-1: 84\" CMP PERFORATED, 410 LF, BOTTOM 936.0"), (0.1, 0.6, "OCS: 8\" ORIFICE 937.5, WEIR 940.2"),
            (0.1, 0.4, "DRAINAGE & UTILITY EASEMENT OVER UIS-1 (CITY OF MINNETONKA)")],
            ["SPECIFICATIONS: PROJECT MANUAL SECTION 33 46 00."], [X("N.6.A.3"), X("N.6.A.8"), X("N.6.A.12")], contours=0),
    ]
    plan_set(pkg, "ClearSprings_CivilPlans_FullSize.pdf", sheets, tb, reduced=False)
    plan_set(pkg, "ClearSprings_CivilPlans_Reduced.pdf", sheets, tb, reduced=True)


# -- 10 ---------------------------------------------------------------------------------------------
def hennepin_county_road(pkg: Package) -> None:
    """A county highway department: a long station-by-station table that carries over pages."""
    d = pkg.doc("CSAH110_Stormwater_Memo.pdf", body=9.5, font="Helvetica",
                header="HENNEPIN COUNTY  Transportation Project Delivery  -  CSAH 110 (Bartlett Blvd) Reconstruction",
                footer="County Project 2201  |  S.P. 027-710-014")
    d.para("Stormwater Design Memorandum", font="Helvetica-Bold", size=16, after=2)
    d.para("CSAH 110 from CSAH 15 (Shoreline Dr) to Tuxedo Blvd, Cities of Mound and Minnetrista. "
           "Length 1.62 miles. March 2026.", after=8)
    d.box("At a glance", [
        ("Applicant: Hennepin County, a public body (no surety).", [F("applicant_public_entity", True)]),
        ("Road reconstruction with a new multi-use trail on the lake side.", [F("project_type", "linear")]),
        ("Total project area: 6.48 ac (construction limits).", [F("site_area_ac", 6.48)]),
        ("Impervious: 3.12 ac existing; 4.57 ac proposed; net increase 1.45 ac (includes the trail).",
         [F("existing_impervious_ac", 3.12), F("proposed_impervious_ac", 4.57), F("net_impervious_increase_ac", 1.45)]),
        ("Disturbed area: 7.1 ac including temporary easements.", [F("disturbed_area_ac", 7.1)]),
    ])
    d.heading("1. Trail", 12)
    d.para("The new trail is 10 feet wide bituminous with a 3-foot turf boulevard on each side, squeezed by "
           "the right-of-way at the lake. Driveway and street crossings cover 22 percent of the buffer area. "
           "Trail surface: 0.41 acres.",
           [F("sidewalk_trail", {"width_ft": 10.0, "buffer_ft": 3.0, "crossing_pct": 22.0, "area_ac": 0.41,
                                 "standalone": False})])
    d.para("Because the buffer is narrower than 5 feet, the trail is counted in the net increase.", size=9)
    d.heading("2. Drainage by segment", 12)
    rows, ex_cents, pr_cents = [], [], []
    for i in range(44):
        ex_cents.append(5 + (i * 7) % 5)
        pr_cents.append(8 + (i * 5) % 6)
    ex_cents[-1] += 312 - sum(ex_cents)
    pr_cents[-1] += 457 - sum(pr_cents)
    for i in range(44):
        a, b = 10000 + i * 195, 10000 + (i + 1) * 195  # 44 segments over the 1.62 miles
        rows.append([f"{a // 100}+{a % 100:02d} to {b // 100}+{b % 100:02d}", ["L", "R"][i % 2],
                     f"{ex_cents[i] / 100:.2f}", f"{pr_cents[i] / 100:.2f}", f"{1.2 + (i * 13) % 17 / 10:.1f}",
                     f"{2.0 + (i * 11) % 23 / 10:.1f}", ["CB", "CBMH", "FES", "Ditch"][i % 4]])
    rows.append(["Total", "", "3.12", "4.57", "", "", ""])
    d.table([2.2, 0.6, 1, 1, 1, 1, 1],
            [[("Segment", 2), ("Impervious (ac)", 2), ("10-yr Q (cfs)", 2), ("", 1)],
             ["Station", "Side", "Exist.", "Prop.", "Exist.", "Prop.", "Inlet"]],
            rows, title="Table 2. Drainage areas and inlet flows by segment", bold_rows=[44],
            notes=["Segment values are for inlet spacing; the totals match the figures at the top of this memo."], align="lcrrrrc")
    d.heading("3. Rate control and water quality", 12)
    d.table([2.6, 1, 1, 1, 1, 1, 1],
            [[("", 1), ("1-year", 2), ("10-year", 2), ("100-year", 2)],
             ["Project outlet (to Lake Minnetonka)", "Exist.", "Prop.", "Exist.", "Prop.", "Exist.", "Prop."]],
            [["Total peak discharge, cfs", "3.88", "3.41", "10.12", "9.33", "20.55", "19.87"]],
            row_tags={0: [_rates((3.88, 3.41), (10.12, 9.33), (20.55, 19.87)), X("N.6.A.9")]},
            title="Table 3. Peak discharge, whole project")
    d.para("Pond P-1 occupies the natural low area east of Tuxedo Blvd, used for detention where feasible; "
           "the outlet was sized by reservoir routing of critical-duration events (HydroCAD).", [S("N.4.2")])
    d.para("Runoff from 11.3 acres of residential area uphill of the road is accommodated in the storm sewer "
           "and pond design.", [S("N.4.4")])
    d.para("Lake and wetland levels off the right-of-way are not adversely affected during or after "
           "construction.", [S("N.4.3")])
    d.para("P-1 lies above the lake's 100-year flood elevation (931.5) and within a County drainage easement.",
           [S("N.4.6")])
    d.para("P8 results: annual TP removal 55% of the load from the treated area.", [F("phosphorus_removal_pct", 55.0)])
    d.para("Pond P-1: 8-foot safety bench at 10:1; 2.0 ft of freeboard above the 100-year pond level "
           "(HWL 934.2). The bench is limited by the right-of-way.",
           [F("ponds", [{"name": "Pond P-1", "safety_bench_width_ft": 8.0, "safety_bench_slope_h_per_v": 10.0,
                         "freeboard_ft": 2.0}])])
    d.para("The P-1 outlet has a skimmer plate that removes floatables for the 1-year event; its outfall and "
           "the three lake outfalls have riprap and energy dissipation to minimize erosion and scour.",
           [S("N.5.2"), S("N.5.4"), S("N.4.8")])
    d.para("Infiltration is not proposed due to clay soils and shallow groundwater. Lake Minnetonka is not "
           "landlocked.", [F("infiltration_proposed", False), F("landlocked", False)])
    d.heading("4. BMPs", 12)
    d.para("Site design, structural and non-structural BMPs per the MPCA manual \"Protecting Water Quality in "
           "Urban Areas\" are used throughout.", [S("N.3.0")])
    d.para("Permanent BMPs:", [S("N.3.2")], after=1)
    d.bullets(["Wet pond P-1 with skimmer", "Two hydrodynamic separators (Sta. 112 and 168)",
               "Riprap energy dissipators at three lake outfalls", "Turf boulevards"], numbered=True)
    d.heading("5. Municipal review, permits", 12)
    d.para("The Cities of Mound and Minnetrista granted municipal consent (resolutions 26-014 and 2026-09) "
           "after reviewing the layout and drainage; the design conforms to both cities' local water plans.",
           [S("N.4.7"), X("N.6.A.11")])
    d.para("MPCA NPDES construction stormwater permit coverage C00074877 was issued 03/02/2026.", [X("N.6.A.13")])
    d.new_page(size=LETTER_LANDSCAPE)
    d.heading("Attachment - HydroCAD and P8 summary", 11)
    d.listing([
        ("Node   Description                 1-yr Q   2-yr Q  10-yr Q  100-yr Q  Peak El(100)", [X("N.6.A.10")]),
        "S1     Sta 100-130 road            0.88     1.05     2.31     4.66       -",
        "S2     Sta 130-170 road            1.12     1.30     2.94     5.90       -",
        "OS1    Uphill residential 11.3 ac  2.90     3.71     8.80    19.02       -",
        "P-1    Wet pond                    1.40     1.77     4.05     8.12     934.20",
        "OUT    Project outlet              3.41     4.02     9.33    19.87       -",
        "P8: TP in 14.1 lb/yr, out 6.3 lb/yr, removal 55%",
    ])
    d.close()
    tb = TitleBlock("HENNEPIN COUNTY", ["Transportation Project Delivery", "1600 Prairie Dr, Medina MN"],
                    "CSAH 110 RECONSTRUCTION", "HENNEPIN COUNTY", "Luis A. Ferrer", "47310", "03/04/2026", base_elev=930)
    sheets = [
        Sheet("D1", "RIGHT-OF-WAY & EXISTING CONDITIONS", [
            (0.1, 0.88, "EXISTING R/W AND COUNTY-OWNED PARCELS (SEE PLAT 27)"),
            (0.5, 0.25, "LAKE MINNETONKA 100-YR FLOODPLAIN EL 931.5 / SHORELAND DISTRICT"),
            (0.2, 0.6, "EX 18\" RCP OUTFALLS (3)")],
            ["CONTOURS 2-FT INTERVAL", "NGVD 29 DATUM"], [X("N.6.A.1"), X("N.6.A.4"), X("N.6.A.3"), NGVD, C2]),
        Sheet("D2", "DRAINAGE AREA MAP", [(0.1, 0.8, "EXISTING AND PROPOSED SUBAREAS S1-S9"),
                                         (0.6, 0.88, "OFFSITE OS1 11.3 AC")], [], [X("N.6.A.2")]),
        Sheet("D3", "STORM SEWER & POND P-1", [
            (0.4, 0.5, "POND P-1  NWL 931.9  100-YR HWL 934.2"), (0.1, 0.8, "OCS P-1 SKIMMER, 6\" ORIFICE"),
            (0.1, 0.3, "P-1 SECTION: 8' BENCH @ 10:1 (R/W LIMITED)")],
            ["SPECIFICATIONS: MNDOT 2021 STANDARD SPECIFICATIONS AND COUNTY SPECIAL PROVISIONS."],
            [X("N.6.A.3"), X("N.6.A.6"), X("N.6.A.8")], ponds=[(0.45, 0.5, 0.1, 0.07)]),
        Sheet("D4", "EASEMENTS", [(0.3, 0.5, "PERMANENT DRAINAGE EASEMENT OVER POND P-1 (0.44 AC)")], [], [X("N.6.A.12")]),
    ]
    plan_set(pkg, "CSAH110_drainage_plans_full.pdf", sheets, tb, reduced=False)
    plan_set(pkg, "CSAH110_drainage_plans_11x17.pdf", sheets, tb, reduced=True)


# -- 11 ---------------------------------------------------------------------------------------------
def edina_streets(pkg: Package) -> None:
    """A city engineer's memo, printed and scanned: a street table and a net decrease."""
    d = pkg.doc("Edina_Morningside_2026_streets.pdf", font="Times-Roman", bold="Times-Bold", body=11,
                footer="City of Edina Engineering Department")
    d.para("CITY OF EDINA - ENGINEERING", font="Times-Bold", size=14, after=1)
    d.para("7450 Metro Boulevard, Edina, MN 55439", size=9, after=10)
    d.para("To: MCWD Permitting    Date: January 12, 2026\nRe: 2026 Morningside Neighborhood Street "
           "Reconstruction (ENG 26-3)", after=8)
    d.para("The City of Edina, a public body, will reconstruct 2.1 miles of residential streets in the "
           "Morningside neighborhood.", [F("applicant_public_entity", True), F("project_type", "linear")])
    d.table([2.4, 1, 1, 1, 1],
            [["Street", "Length (ft)", "Width ex. (ft)", "Width pr. (ft)", "Sidewalk"]],
            [["W 42nd St", "2,310", "32", "28", "new, N side"], ["Grimes Ave", "1,480", "30", "28", "-"],
             ["Branson St", "1,120", "30", "27", "-"], ["Lynn Ave", "1,905", "32", "28", "new, E side"],
             ["Morningside Rd", "2,700", "34", "30", "existing"], ["Oakdale Ave", "1,570", "30", "27", "-"]],
            title="Streets in the project", align="lrrrl")
    d.para("The project area (right-of-way within the construction limits) is 9.86 acres, of which 8.4 acres "
           "will be disturbed.", [F("site_area_ac", 9.86), F("disturbed_area_ac", 8.4)])
    d.para("Narrowing the streets more than offsets the new sidewalk: impervious surface goes from 4.12 acres "
           "to 3.97 acres, a net decrease of 0.15 acres.",
           [F("existing_impervious_ac", 4.12), F("proposed_impervious_ac", 3.97), F("net_impervious_increase_ac", -0.15)])
    d.para("The new sidewalk is 5 feet wide with a 6-foot grass boulevard on each side; driveway crossings "
           "take up 20 percent of that buffer. Its area is 0.18 acres.",
           [F("sidewalk_trail", {"width_ft": 5.0, "buffer_ft": 6.0, "crossing_pct": 20.0, "area_ac": 0.18,
                                 "standalone": False})])
    d.para("With no net increase in impervious surface we understand no District stormwater permit is "
           "needed; the erosion control permit application is sent separately.")
    d.para("Sincerely,\n\nChad Millner, P.E., Director of Engineering", after=0)
    d.close()


# -- 12 ---------------------------------------------------------------------------------------------
def mound_trail(pkg: Package) -> None:
    """A city parks memo with a typical-section table: a standalone trail with full buffers."""
    d = pkg.doc("Mound_LostLake_Greenway_trail.pdf", body=10,
                header="CITY OF MOUND - PARKS & PUBLIC WORKS", footer="Lost Lake Greenway Trail - MCWD notice")
    d.para("Lost Lake Greenway Trail - project notice to MCWD", font="Helvetica-Bold", size=15, after=6)
    d.para("The City of Mound (a public body) will build a stand-alone paved trail from Commerce Boulevard "
           "to the Lost Lake shore. The trail is the entire project; no road work is included.",
           [F("applicant_public_entity", True), F("project_type", "linear")])
    d.box("Typical section (Sta. 0+00 to 22+60)", [
        ("Trail width: 10 ft bituminous", []),
        ("Pervious buffer: 5 ft turf each side", []),
        "Aggregate base 6 in; bituminous 3 in",
    ])
    d.mark([F("sidewalk_trail", {"width_ft": 10.0, "buffer_ft": 5.0, "crossing_pct": 12.0, "area_ac": 0.52,
                                 "standalone": True})],
           "Trail width: 10 ft bituminous Pervious buffer: 5 ft turf each side")
    d.table([2.5, 1, 0.6],
            [["Quantity", "Value", "Unit"]],
            [["Project area", "1.94", "ac"], ["Trail length", "2,260", "ft"], ["Trail surface", "0.52", "ac"],
             ["Existing impervious (driveway aprons, kept)", "0.05", "ac"], ["Impervious after", "0.57", "ac"],
             ["Net increase", "0.52", "ac"], ["Disturbed", "1.60", "ac"],
             ["Crossings (2 driveways, Lynwood Blvd)", "12", "% of buffer"]],
            row_tags={0: [F("site_area_ac", 1.94)], 3: [F("existing_impervious_ac", 0.05)],
                      4: [F("proposed_impervious_ac", 0.57)], 5: [F("net_impervious_increase_ac", 0.52)],
                      6: [F("disturbed_area_ac", 1.6)]},
            title="Quantities", align="lrl")
    d.para("As the trail is no wider than 10 feet, keeps a 5-foot pervious buffer on both sides and its "
           "crossings cover well under 25 percent of the buffer, the City understands that no District "
           "stormwater permit is required (Rule N, 2(E)(4)).")
    d.close()
