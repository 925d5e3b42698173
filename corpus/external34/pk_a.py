"""Packages 01-06: a home rebuild, subdivisions, and a St. Louis Park apartment building."""

from __future__ import annotations

from corpus.external34 import bodies as B
from corpus.external34.attach import hydrocad, npdes
from corpus.external34.draw import ANSI_D, ARCH_D, LETTER, ex, fa, st
from corpus.external34.layout import Notes, Table, body
from corpus.external34.pkg import Pkg
from corpus.external34.sheets34 import Firm, Sheet, plan_set

MN_CERT = ("I hereby certify that this plan, specification, or report was prepared",
           "by me or under my direct supervision and that I am a duly Licensed",
           "Professional Engineer under the laws of the State of Minnesota.")


def art(lots: int = 0, ponds: tuple[str, ...] = (), contour: tuple[int, int, bool] | None = None, scale: str = "1\" = 50'"):
    def draw(d, x, y, w, h):
        B.parcel(d, x, y, w * 0.9, h * 0.8, lots=lots, label="PROPERTY BOUNDARY")
        for i, name in enumerate(ponds):
            B.pond(d, x + w * (0.3 + 0.35 * i), y + h * 0.6, 110, 60, name)
        if contour:
            B.contours(d, x + 20, y + h * 0.4, w * 0.8, 4, contour[0], contour[1], contour[2])
        B.north(d, x + w * 0.9, y + 10, scale)
    return draw


# --------------------------------------------------------------------------- 01
def p01(pkg: Pkg) -> None:
    """Edina teardown/rebuild, one lot, a surveyor-engineer's two-page letter; scanned."""
    pkg.letter("5109_Halifax_Ave_S_MCWD_Submittal.pdf",
               ["NORDQUIST LAND SURVEYING & ENGINEERING, LLC",
                "7700 France Avenue South, Suite 230, Edina, MN 55435  |  952-555-0184"],
               [[
                   "March 4, 2026",
                   "",
                   "Minnehaha Creek Watershed District - Permitting",
                   "15320 Minnetonka Boulevard, Minnetonka, MN 55345",
                   "",
                   "RE:  5109 Halifax Avenue South, Edina  (PID 2802824330045)",
                   "",
                   "On behalf of the owners, Mark and Ellen Vossberg, we submit the survey and",
                   ("grading plan for the reconstruction of a single-family home on this lot. The",
                    [fa("project_type", "single_family_home")]),
                   "existing 1951 rambler will be removed and a new two-story home with an attached",
                   "garage built in its place. No other lots or parcels are part of the project.",
                   "",
                   "The erosion control plan (silt fence, rock entrance, inlet protection on the",
                   "two catch basins in Halifax Avenue) is on the attached sheet. Roof drains",
                   "discharge to a rain garden in the rear yard sized for the first 1.1 inches.",
                   "The lot drains east to the street; there is no wetland or floodplain on the lot.",
                   "",
                   "Please call with any questions.",
                   "",
                   "Sincerely,",
                   "",
                   "Daniel Nordquist, PLS",
               ], [
                   "SITE DATA - 5109 HALIFAX AVENUE SOUTH",
                   "",
                   ("Lot area .......................... 20,038 sq. ft.  (0.46 acres)",
                    [fa("site_area_ac", 0.46), ex("N.6.D")]),
                   "House footprint (proposed) ........ 2,610 sq. ft.",
                   "Gross floor area (proposed) ....... 4,480 sq. ft.",
                   ("Existing impervious ............... 3,480 sq. ft.  (0.08 ac)",
                    [fa("existing_impervious_ac", 0.08)]),
                   ("Proposed impervious ............... 4,792 sq. ft.  (0.11 ac)",
                    [fa("proposed_impervious_ac", 0.11)]),
                   ("Net new impervious ................ 1,312 sq. ft.  (0.03 ac)",
                    [fa("net_impervious_increase_ac", 0.03), ex("N.6.E")]),
                   ("Area disturbed by grading ......... 9,400 sq. ft.  (0.22 ac)",
                    [fa("disturbed_area_ac", 0.22)]),
                   "Lot coverage (City of Edina) ...... 23.9 %",
                   "",
                   "Lot 7, Block 2, COUNTRY CLUB DISTRICT FAIRWAY SECTION, Hennepin County",
                   "Existing garage floor 903.4;  proposed top of foundation 905.0",
                   "Rain garden bottom 900.5, overflow 901.5",
                   "",
                   "EROSION CONTROL NOTES",
                   "1. Install silt fence along the east and south lot lines before demolition.",
                   "2. Rock construction entrance at the existing driveway.",
                   "3. Restore disturbed areas with 4 in. topsoil and sod within 7 days of grading.",
               ]], font="Courier", size=9.5)


# --------------------------------------------------------------------------- 02
def p02(pkg: Pkg) -> None:
    """Minnetonka 2nd addition of a phased plat: the aggregate with phase 1 governs (N.2.G)."""
    firm = Firm("LAKESHORE CIVIL GROUP, INC.", "1125 Excelsior Blvd, Hopkins, MN 55343\n952.555.0141  lakeshorecivil.com",
                "Kristin A. Haugen, P.E.", "48213", MN_CERT, block="bottom",
                revisions=(("1", "01/09/26", "CITY COMMENTS"), ("2", "02/20/26", "MCWD SUBMITTAL")))
    proj = ("RIDGEVIEW PONDS 2ND ADDITION", "MINNETONKA, MINNESOTA")
    pre = "RidgeviewPonds2nd"
    pkg.letter(f"{pre}_Cover_Letter.pdf", ["LAKESHORE CIVIL GROUP, INC.", "1125 Excelsior Blvd, Hopkins, MN 55343"], [[
        "February 20, 2026", "", "Minnehaha Creek Watershed District", "Attn: Permitting Program", "",
        "Re: Ridgeview Ponds 2nd Addition - Rule N application", "",
        "Enclosed for the District's review are two full-size (22x34) plan sets, one 11x17",
        "reduced set, the HydroCAD report, the MPCA permit coverage card and the City of",
        "Minnetonka staff review letter (attached). Site data, the stormwater pond data,",
        "drainage maps and the rate comparison are on the plan sheets as listed on sheet C0.0.",
        "",
        ("Best management practices follow the MPCA manual 'Protecting Water Quality in Urban",
         [st("N.3.0")]),
        "Areas': the lots are clustered to keep the wooded slope, roof runoff is routed over",
        "lawn, and a wet pond with a skimmed outlet treats the new street. The permanent",
        "BMPs are listed on sheet C0.0.",
        "", "Sincerely,", "", "Kristin A. Haugen, P.E.", "Lakeshore Civil Group, Inc.",
    ], [
        "ATTACHMENT A", "", "CITY OF MINNETONKA - ENGINEERING DIVISION", "14600 Minnetonka Blvd, Minnetonka, MN 55345",
        "", "January 23, 2026", "",
        ("Subject: Ridgeview Ponds 2nd Addition - staff review of grading and stormwater plans",
         [ex("N.6.A.11")]),
        "",
        "Engineering staff have reviewed the preliminary plat, grading and stormwater plans",
        ("dated 01/09/26. The stormwater design conforms with the City of Minnetonka Water",
         [st("N.4.7")]),
        "Resources Management Plan (2018) for rate control in the Purgatory Creek / Minnehaha",
        "Creek subdistrict, subject to MCWD approval. Comments 1-6 of our 12/15/25 letter",
        "have been addressed.", "", "Will Manchester, P.E., Civil Engineer",
    ]])
    lots = [("1", 28_410), ("1", 26_980), ("1", 30_115), ("1", 27_760), ("2", 29_440), ("2", 31_205)]
    cover = body([
        Table("SITE DATA", [300, 220], [
            ["ITEM", "VALUE"],
            ["PID (parent)", "28-117-22-33-0012"],
            ["Zoning / Guide plan", "R-1 / Low density residential"],
            ["Proposed use", "Single-family detached, 6 lots"],
            ["Gross site area (2nd Addition)", "4.12 AC"],
            ["Dwelling units", "6"],
            ["Gross density", "1.46 UNITS/AC"],
            ["Phase 1 - Ridgeview Ponds (rec. 2019, same owner)", "5.58 AC"],
            ["Aggregate, Phases 1 + 2 (adjacent, common owner)", "9.70 AC"],
            ["Right-of-way dedication", "0.61 AC"],
            ["Existing impervious", "0.21 AC"],
            ["Proposed impervious", "0.98 AC"],
            ["Net new impervious", "0.77 AC"],
            ["Disturbed area", "3.40 AC"],
        ], tags={4: [fa("site_area_ac", 4.12), ex("N.6.D")], 5: [fa("dwelling_units", 6)],
                 6: [fa("density_du_per_ac", 1.46)],
                 3: [fa("project_type", "single_family_subdivision")],
                 8: [fa("common_scheme_area_ac", 9.70)], 10: [fa("existing_impervious_ac", 0.21)],
                 11: [fa("proposed_impervious_ac", 0.98)], 12: [fa("net_impervious_increase_ac", 0.77), ex("N.6.E")],
                 13: [fa("disturbed_area_ac", 3.40)]}),
        Table("SHEET INDEX", [80, 300], [["SHEET", "TITLE"], ["C0.0", "COVER SHEET"], ["C1.0", "EXISTING CONDITIONS"],
                                         ["C2.0", "GRADING & EROSION CONTROL"], ["C3.0", "STORM SEWER & DETAILS"],
                                         ["C4.0", "DRAINAGE AREA MAPS"]]),
        Notes("PERMANENT STORMWATER BMPs", [
            ("1. Wet pond (Pond 1) with skimmer outlet structure OCS-1", [st("N.3.2")]),
            "2. Roof drains discharged to pervious lawn, all lots",
            "3. Preserved wooded slope, Outlot A (0.64 AC)",
            "4. Riprap energy dissipator at FES-2 outfall",
        ]),
    ], art=art(lots=6), col_w=600)
    existing = body([
        Notes("EXISTING CONDITIONS NOTES", [
            ("1. Property lines and lands owned by the applicant (Ridgeview Land Company, LLC) shown heavy dashed.", [ex("N.6.A.1")]),
            ("2. No wetlands were identified on site (wetland determination by Kjolhaug Env., 2025).", [ex("N.6.A.4")]),
            "3. Site is not within a shoreland overlay or FEMA floodplain (FIRM 27053C0341F).",
            ("4. Contour interval 2 feet.", [fa("contour_interval_ft", 2), ex("N.6.A.7")]),
            ("5. Elevations on NGVD 1929 datum (City benchmark 2707, el. 951.22).", [fa("vertical_datum", "NGVD29")]),
            "6. Topography by Lakeshore Civil Group, 09/2025.",
        ]),
        Table("LOT TABULATION", [50, 60, 90, 80], [["LOT", "BLOCK", "AREA (SF)", "AREA (AC)"]] +
              [[str(i + 1), b, f"{sf:,}", f"{sf / 43560:.2f}"] for i, (b, sf) in enumerate(lots)]),
    ], art=art(lots=6, contour=(952, 2, True)))
    grading = body([
        Table("POND 1 DATA", [220, 120], [
            ["ITEM", "ELEV."], ["Bottom", "931.0"], ["Normal water level (NWL)", "936.0"], ["2-yr HWL", "937.3"],
            ["100-yr HWL", "939.4"], ["Emergency overflow", "940.0"], ["Existing low area NWL (pre-project)", "935.5"],
        ], tags={2: [ex("N.6.A.6")], 4: [fa("hwl_100yr_elev_ft", 939.4)]}),
        Notes("GRADING NOTES", [
            ("1. Lowest opening of every new home: 941.5 minimum (2.1 ft above Pond 1 100-yr HWL 939.4).",
             [fa("lowest_opening_elev_ft", 941.5)]),
            "2. Proposed contours shown solid at 2-ft interval; existing dashed.",
            "3. Infiltration is not proposed due to clay soils (HSG D, Hayden-Lester loam).",
            ("   (no infiltration BMPs on this site)", [fa("infiltration_proposed", False)]),
            "4. Silt fence and bio-roll per detail 3/C3.0; rock entrance at Ridgeview Lane.",
            ("5. Drainage and utility easement dedicated on the plat over Pond 1 and all storm sewer.", [ex("N.6.A.12")]),
        ]),
    ], art=art(lots=6, ponds=("POND 1",), contour=(944, 2, False)))
    storm = body([
        Table("STORM SEWER SCHEDULE", [90, 90, 90, 90, 90], [
            ["STRUCTURE", "TYPE", "RIM", "INV", "PIPE"], ["CBMH-1", "48\" MH", "946.10", "941.20", "15\" RCP"],
            ["CB-2", "2x3 CB", "945.40", "941.90", "15\" RCP"], ["OCS-1", "60\" MH w/ skimmer", "940.50", "936.00", "18\" RCP"],
            ["FES-2", "18\" FES", "-", "934.80", "18\" RCP"]], tags={0: [ex("N.6.A.3")]}),
        Notes("DETAILS", [
            ("Detail 1: Outlet control structure OCS-1 (weir, skimmer baffle, trash rack).", [ex("N.6.A.8")]),
            "Detail 2: Pond section - 10:1 bench, 3:1 side slopes, 4 in. topsoil.",
            ("Detail 5: Riprap energy dissipator at FES-2, Class III, 12 ft x 8 ft, to prevent erosion and scour.",
             [st("N.4.8")]),
            "Specifications: City of Minnetonka Standard Specifications (2024), Sections 2501-2506.",
        ]),
    ], art=art(ponds=("POND 1",)))
    drainage = body([
        Table("PEAK DISCHARGE SUMMARY (CFS) - SITE OUTLET", [140, 100, 100], [
            ["EVENT", "EXISTING", "PROPOSED"], ["1-YEAR", "3.1", "2.6"], ["2-YEAR", "4.2", "3.5"],
            ["10-YEAR", "7.4", "6.2"], ["100-YEAR", "15.8", "13.9"]],
            tags={0: [ex("N.6.A.9")], 1: [fa("peak_rates_cfs", {"1": {"existing": 3.1, "proposed": 2.6},
                                                                 "10": {"existing": 7.4, "proposed": 6.2},
                                                                 "100": {"existing": 15.8, "proposed": 13.9}})]}),
        Table("SUBCATCHMENTS", [80, 90, 60], [["ID", "AREA AC", "CN"], ["EX-1", "3.02", "74"], ["EX-2", "1.10", "71"],
                                              ["OFF-1", "2.30", "76"], ["PR-1", "2.64", "83"], ["PR-2", "1.48", "72"]]),
        Notes("DRAINAGE NOTES", [
            ("Existing and proposed on-site subwatersheds and the off-site contributing area are delineated hereon.",
             [ex("N.6.A.2")]),
            ("Off-site runoff from 2.30 ac west of the site (OFF-1) is routed through Pond 1 and is included in the model.",
             [st("N.4.4")]),
            ("The site is not landlocked; Pond 1 outlets to the Ridgeview Ponds (Phase 1) storm system.",
             [fa("landlocked", False)]),
        ]),
    ], art=art(lots=6, ponds=("POND 1",)))
    sheets = [Sheet("C0.0", "Cover Sheet", cover), Sheet("C1.0", "Existing Conditions", existing),
              Sheet("C2.0", "Grading & Erosion Control", grading), Sheet("C3.0", "Storm Sewer & Details", storm),
              Sheet("C4.0", "Drainage Area Maps", drainage)]
    plan_set(pkg.rec, pkg.folder, f"{pre}_Civil_22x34.pdf", ANSI_D, firm, proj, sheets, "02/20/26",
             reduced_name=f"{pre}_Civil_11x17.pdf")
    hydrocad(pkg, f"{pre}_HydroCAD.pdf", "Ridgeview Ponds 2nd Addition",
             [("EX-1", 3.02, 74, 18.2), ("EX-2", 1.10, 71, 12.0), ("OFF-1", 2.30, 76, 21.5),
              ("PR-1", 2.64, 83, 10.0), ("PR-2", 1.48, 72, 12.4)],
             ["1P Pond 1: Peak Elev=939.4 (100-yr)  Storage=0.71 af  Inflow=17.2 cfs  Outflow=9.8 cfs",
              "1P Pond 1: Peak Elev=937.3 (2-yr)  Outflow=1.9 cfs"], "Lakeshore Civil Group")
    npdes(pkg, f"{pre}_MPCA_Coverage.pdf", "C00071542", "Ridgeview Ponds 2nd Addition",
          "Ridgeview Land Company, LLC", "Minnetonka", 3.40, "February 2, 2026")


def _rates(pairs: dict[str, tuple[float, float]]) -> dict[str, dict[str, float]]:
    return {k: {"existing": e, "proposed": p} for k, (e, p) in pairs.items()}


# --------------------------------------------------------------------------- 03
def p03(pkg: Pkg) -> None:
    """Victoria, 34 lots on 22.5 ac (N.2.B.3): a narrow pond bench, 46% TP removal, no NPDES card."""
    firm = Firm("PRAIRIE RIDGE ENGINEERING & SURVEYING", "2950 Arboretum Blvd, Suite 4\nVictoria, MN 55386\n(952) 555-0170",
                "Thomas R. Lindgren, PE", "41877",
                ("I HEREBY CERTIFY THAT THIS PLAN WAS PREPARED BY ME OR UNDER",
                 "MY DIRECT SUPERVISION AND THAT I AM A DULY LICENSED PROFESSIONAL",
                 "ENGINEER UNDER THE LAWS OF THE STATE OF MINNESOTA."),
                block="right", font="Times-Roman",
                revisions=(("A", "11/14/25", "PRELIM PLAT"), ("B", "01/30/26", "FINAL PLAT / MCWD")))
    proj = ("WILD ROSE PRESERVE", "CITY OF VICTORIA", "CARVER COUNTY, MN", "PROJECT NO. 25-118")
    pre = "WildRosePreserve"
    pkg.letter(f"{pre}_Transmittal.pdf", ["PRAIRIE RIDGE ENGINEERING & SURVEYING", "2950 Arboretum Blvd, Victoria, MN 55386"], [[
        "TRANSMITTAL MEMORANDUM", "", "To: Minnehaha Creek Watershed District", "From: Tom Lindgren, PE",
        "Date: January 30, 2026", "Re: Wild Rose Preserve - MCWD stormwater permit application", "",
        "Enclosed: 24x36 construction plans (2 sets), 11x17 reduced set, stormwater",
        "computations (HydroCAD / P8), City of Victoria Resolution 2025-88.", "",
        ("Site design BMPs, structural BMPs (two wet ponds) and non-structural BMPs (street",
         [st("N.3.0")]),
        "sweeping, homeowner education) are used consistent with the MPCA manual Protecting",
        "Water Quality in Urban Areas. All data requested by Rule N is shown on the plans;",
        "see the Rule N index on sheet 1.",
    ], [
        "CITY OF VICTORIA - RESOLUTION NO. 2025-88", "",
        ("A RESOLUTION APPROVING THE PRELIMINARY PLAT, GRADING AND STORMWATER PLANS", [ex("N.6.A.11")]),
        "FOR WILD ROSE PRESERVE", "",
        "WHEREAS the City Engineer has reviewed the stormwater management plan and finds it",
        ("consistent with the City of Victoria Local Surface Water Management Plan (2019);", [st("N.4.7")]),
        "NOW THEREFORE the City Council approves the preliminary plat, subject to MCWD permit.",
        "", "Adopted by the City Council of the City of Victoria this 9th day of December, 2025.",
    ]])
    rates = _rates({"1": (5.8, 4.1), "10": (14.2, 11.0), "100": (31.5, 27.3)})
    cover = body([
        Table("PROJECT DATA", [280, 170], [
            ["DESCRIPTION", "QUANTITY"], ["Parent parcel (PID 05.0116100)", "41.30 AC"],
            ["Plat area (this application)", "22.50 AC"], ["Land use", "Single family residential"],
            ["Number of lots", "34"], ["Density", "1.51 units/ac"], ["Outlots (A-C)", "3.84 AC"],
            ["Existing impervious (farmstead)", "0.35 AC"], ["Proposed impervious", "5.80 AC"],
            ["Net increase in impervious", "5.45 AC"], ["Land disturbance", "17.80 AC"],
            ["Street length (Wild Rose Lane, Briar Ct)", "3,420 LF"]],
            tags={2: [fa("site_area_ac", 22.50), ex("N.6.D")], 3: [fa("project_type", "single_family_subdivision")],
                  4: [fa("dwelling_units", 34)], 5: [fa("density_du_per_ac", 1.51)],
                  7: [fa("existing_impervious_ac", 0.35)], 8: [fa("proposed_impervious_ac", 5.80)],
                  9: [fa("net_impervious_increase_ac", 5.45), ex("N.6.E")], 10: [fa("disturbed_area_ac", 17.80)]}),
        Table("SHEET INDEX", [60, 280], [["NO.", "SHEET"], ["1", "TITLE SHEET"], ["2", "EXISTING CONDITIONS & REMOVALS"],
                                         ["3", "GRADING PLAN"], ["4", "STORM SEWER PLAN"], ["5", "STORMWATER DETAILS"],
                                         ["6", "DRAINAGE AREA MAPS"]]),
        Notes("PERMANENT BMP LIST", [
            ("Pond A and Pond B (wet detention, NURP design)", [st("N.3.2")]),
            "Skimmer structures OCS-A and OCS-B", "Riprap outfalls FES-A2, FES-B2",
            "Wetland 1 buffer (30 ft average, native seed)", "Street sweeping (City of Victoria, spring and fall)"]),
    ], art=art(lots=12), col_w=520)
    existing = body([
        Notes("LEGEND / NOTES", [
            ("Heavy dashed line: property line / plat boundary; lands owned by applicant (Lennar Corp.) hatched.",
             [ex("N.6.A.1")]),
            ("Wetland 1 (Type 3, 0.42 ac) delineated by Kjolhaug Environmental 6/2025; boundary approved (WCA).",
             [ex("N.6.A.4")]),
            "No FEMA floodplain on site (Zone X). Shoreland: none.",
            ("Existing contours at 2 ft interval, NGVD 29 datum.", [fa("contour_interval_ft", 2), fa("vertical_datum", "NGVD29"),
                                                                   ex("N.6.A.7")]),
            "Remove farmstead buildings, 2 wells (seal per MDH) and septic system.",
        ]),
        Table("SOIL BORINGS (Braun Intertec, 8/2025)", [70, 110, 200], [
            ["BORING", "GROUND EL.", "SOILS"], ["SB-1", "981.4", "0-3 ft topsoil; sandy lean clay (CL)"],
            ["SB-2", "976.9", "lean clay (CL); water at 9.5 ft"], ["SB-3", "972.2", "clayey sand (SC)"],
            ["SB-4", "979.0", "lean clay (CL)"]], title_tags=[ex("N.6.C")]),
    ], art=art(lots=12, contour=(982, 2, True)), col_w=620)
    grading = body([
        Table("POND DATA", [150, 80, 80], [
            ["", "POND A", "POND B"], ["Bottom el.", "958.0", "962.0"], ["Normal water level", "962.0", "966.0"],
            ["100-yr HWL", "965.1", "969.4"], ["Top of berm", "967.4", "972.0"], ["Freeboard above HWL", "2.3 ft", "2.6 ft"],
            ["Safety bench width", "8 ft", "10 ft"], ["Safety bench slope", "10:1", "10:1"], ["Existing low area el.", "961.5", "965.2"]],
            tags={2: [ex("N.6.A.6")],
                  5: [fa("ponds", [{"name": "Pond A", "safety_bench_width_ft": 8, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 2.3},
                                   {"name": "Pond B", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 2.6}])]}),
        Notes("GRADING NOTES", [
            "Proposed contours at 2 ft interval (solid). All elevations NGVD 29.",
            ("Infiltration is not proposed: HSG C/D soils and groundwater at 9.5 ft (SB-2).", [fa("infiltration_proposed", False)]),
            "Lowest floor elevations per lot are listed on the plat grading table.",
            ("Ponds A and B and the Wetland 1 buffer lie within drainage and utility easements dedicated on the plat.",
             [ex("N.6.A.12")]),
            ("Ponds are graded into the existing natural low areas; outlets sized by reservoir routing of critical-duration events.",
             [st("N.4.2")]),
        ]),
    ], art=art(lots=12, ponds=("POND A", "POND B"), contour=(970, 2, False)), col_w=560)
    storm = body([
        Table("STRUCTURE TABLE", [80, 120, 70, 70], [
            ["STR", "TYPE", "RIM", "INV"], ["MH-1", "48\" MH", "978.3", "972.1"], ["OCS-A", "60\" skimmer MH", "965.6", "962.0"],
            ["FES-A2", "24\" FES", "-", "955.9"], ["OCS-B", "60\" skimmer MH", "969.9", "966.0"]], title_tags=[ex("N.6.A.3")]),
        Notes("STORMWATER DETAILS", [
            ("Outlet control structures OCS-A and OCS-B: weir wall, skimmer baffle (floatables retained through the 1-yr event).",
             [ex("N.6.A.8"), st("N.5.2")]),
            ("Pond outfalls FES-A2 and FES-B2: Class III riprap aprons with geotextile, to minimize erosion and scouring.",
             [st("N.4.8"), st("N.5.4")]),
            "Pond typical section: 8 ft bench at Pond A per City standard plate STO-12 modified.",
        ]),
    ], art=art(ponds=("POND A", "POND B")), col_w=560)
    drainage = body([
        Table("RUNOFF RATE SUMMARY (CFS) AT SOUTH PROPERTY LINE", [100, 90, 90], [
            ["STORM", "EXISTING", "PROPOSED"], ["1 YR", "5.8", "4.1"], ["10 YR", "14.2", "11.0"],
            ["50 YR", "24.1", "20.9"], ["100 YR", "31.5", "27.3"]],
            tags={0: [ex("N.6.A.9")], 1: [fa("peak_rates_cfs", rates)]}),
        Table("WATER QUALITY (P8)", [220, 100], [
            ["", "TP (lb/yr)"], ["Load, proposed without BMPs", "14.8"], ["Load removed, Ponds A + B", "6.8"],
            ["Annual TP removal", "46%"]], tags={3: [fa("phosphorus_removal_pct", 46)]}),
        Notes("DRAINAGE MAP NOTES", [
            ("Existing subwatersheds E1-E4, proposed subwatersheds P1-P6 and off-site area OS-1 (11.2 ac) shown.",
             [ex("N.6.A.2")]),
        ]),
    ], art=art(lots=12, ponds=("POND A", "POND B")), col_w=560)
    sheets = [Sheet("1", "Title Sheet", cover), Sheet("2", "Existing Conditions", existing), Sheet("3", "Grading Plan", grading),
              Sheet("4", "Storm Sewer / Details", storm), Sheet("5", "Drainage Area Maps", drainage)]
    plan_set(pkg.rec, pkg.folder, f"{pre}_Plans_24x36.pdf", ARCH_D, firm, proj, sheets, "01/30/26",
             reduced_name=f"{pre}_Plans_11x17.pdf")
    hydrocad(pkg, f"{pre}_Stormwater_Computations.pdf", "Wild Rose Preserve - HydroCAD / P8",
             [("E1", 9.8, 72, 31.0), ("E2", 7.1, 70, 24.5), ("OS-1", 11.2, 74, 38.0), ("P1", 6.2, 81, 12.0),
              ("P2", 5.4, 80, 14.1)],
             ["PA Pond A: 100-yr Peak El=965.1  Inflow=41.0 cfs  Primary=19.3 cfs",
              "PB Pond B: 100-yr Peak El=969.4  Inflow=22.6 cfs  Primary=9.1 cfs",
              "P8 v3.5: 1 yr of record (1959), TP removal 46% (Ponds A+B in series)"], "Prairie Ridge Engineering")


# --------------------------------------------------------------------------- 04
def p04(pkg: Pkg) -> None:
    """Plymouth, 18 lots on 6.2 ac (N.2.C.2): 100-yr rate up, NAVD 88, no drainage map."""
    firm = Firm("CEDAR LAKE ENGINEERING", "3100 Fernbrook Lane N, Plymouth MN 55447\n763-555-0119",
                "Aaron J. Pettis, P.E.", "53390",
                ("I hereby certify that this plan was prepared by me or under my direct",
                 "supervision and that I am a duly Licensed Professional Engineer",
                 "under the laws of the State of Minnesota."), block="right",
                revisions=(("1", "10/02/25", "PRELIMINARY"), ("2", "12/12/25", "CITY COMMENTS")))
    proj = ("FERNBROOK WOODS", "PLYMOUTH, MINNESOTA", "CLE PROJECT 2511")
    pre = "FernbrookWoods"
    pkg.letter(f"{pre}_Letter.pdf", ["Cedar Lake Engineering", "3100 Fernbrook Lane N, Plymouth MN 55447"], [[
        "December 12, 2025", "", "MCWD Permitting", "15320 Minnetonka Blvd.", "Minnetonka, MN 55345", "",
        "RE: Fernbrook Woods - Rule N submittal", "",
        "Attached are the civil plans (full size and 11x17), the HydroCAD model, the MPCA",
        "permit card and the City of Plymouth review memo. Project data is tabulated on",
        "sheet C1. The subdivision replaces one large-lot home with 18 single-family lots.",
        "", "Aaron Pettis, P.E.",
    ], [
        "CITY OF PLYMOUTH - ENGINEERING DEPARTMENT MEMO", "",
        ("To: Cedar Lake Engineering   Re: Fernbrook Woods plan review   Date: 11/18/2025", [ex("N.6.A.11")]),
        "", "The City has reviewed the grading, utility and stormwater plans. Comments:",
        "1. Provide emergency overflow elevation for Pond 1 on sheet C3.",
        "2. Rear yard drainage swales between Lots 4-7 to be 2% minimum.",
        "3. MCWD permit required before grading.", "", "Derek Asche, Water Resources Engineer",
    ]])
    rates = _rates({"1": (2.4, 1.9), "10": (6.8, 5.9), "100": (13.9, 14.6)})
    cover = body([
        Table("SITE DATA", [260, 150], [
            ["", ""], ["Zoning", "RSF-2"], ["Gross site area", "6.20 acres"], ["Lots (single family)", "18"],
            ["Gross density", "2.90 units/acre"], ["Existing impervious", "0.40 acres"], ["Proposed impervious", "2.05 acres"],
            ["Disturbed area", "5.60 acres"], ["Existing house (to be removed), floor area", "3,150 sf"]],
            tags={2: [fa("site_area_ac", 6.20), ex("N.6.D")], 3: [fa("project_type", "single_family_subdivision"), fa("dwelling_units", 18)],
                  4: [fa("density_du_per_ac", 2.90)], 5: [fa("existing_impervious_ac", 0.40)],
                  6: [fa("proposed_impervious_ac", 2.05), ex("N.6.E")], 7: [fa("disturbed_area_ac", 5.60)]}),
        Table("SHEET INDEX", [60, 260], [["C1", "COVER / SITE DATA"], ["C2", "EXISTING CONDITIONS"], ["C3", "GRADING PLAN"],
                                         ["C4", "UTILITY PLAN"], ["C5", "DETAILS"], ["C6", "SWPPP"]], head=0),
        Notes("GENERAL NOTES", [
            ("Elevations are on NAVD 88 datum (Hennepin County benchmark HC-2741, el. 984.62).",
             [fa("vertical_datum", "NAVD88")]),
            ("Contour interval: 2 feet.", [fa("contour_interval_ft", 2)]),
            "Boundary and topographic survey by Cedar Lake Engineering, 8/2025.",
        ]),
        Notes("PERMANENT BMPs", [
            ("- Pond 1 (wet pond) with outlet structure", [st("N.3.2")]),
            "- Rain gardens, Lots 9 and 10 (no underdrain)", "- Reduced street width (28 ft back-to-back)"]),
    ], art=art(lots=9), col_w=520)
    existing = body([
        Notes("EXISTING CONDITIONS", [
            ("Property line and lands owned by applicant (Fernbrook Woods LLC) shown bold.", [ex("N.6.A.1")]),
            ("No wetlands, floodplain or shoreland areas exist on the site.", [ex("N.6.A.4")]),
            "Existing house, garage and pool to be removed. PID 11-118-22-41-0007.",
        ]),
    ], art=art(contour=(984, 2, True)))
    grading = body([
        Table("POND 1", [200, 100], [["", "ELEV (NAVD 88)"], ["Normal water level", "962.5"], ["100-year HWL", "965.8"],
                                     ["EOF", "966.5"], ["Existing wet area, NWL", "962.0"]],
              tags={1: [ex("N.6.A.6")], 2: [fa("hwl_100yr_elev_ft", 965.8)]}),
        Notes("GRADING NOTES", [
            ("Minimum lowest opening elevation, all lots: 968.0", [fa("lowest_opening_elev_ft", 968.0)]),
            ("Rain gardens on Lots 9-10 infiltrate the 1.1 in. volume; soils are HSG B sandy loam.", [fa("infiltration_proposed", True)]),
            ("Soil report: Northern Technologies, borings B-1 to B-4 (sandy loam, SM, infiltration rate 0.45 in/hr), shown at the rain gardens.",
             [ex("N.6.A.5"), ex("N.6.C")]),
            ("Pond 1 and rain gardens within drainage & utility easements on the plat.", [ex("N.6.A.12")]),
        ]),
    ], art=art(lots=9, ponds=("POND 1",), contour=(968, 2, False)))
    util = body([
        Table("STORM STRUCTURES", [80, 110, 70, 70], [["NO.", "TYPE", "RIM", "INV"], ["CB-1", "2x3", "970.2", "966.8"],
                                                       ["OCS-1", "48\" MH weir", "965.9", "962.5"], ["FES-3", "15\" FES", "-", "960.1"]],
              title_tags=[ex("N.6.A.3")]),
        Table("PEAK RATE COMPARISON (cfs)", [90, 80, 80], [["Event", "Existing", "Proposed"], ["1-yr", "2.4", "1.9"],
                                                           ["10-yr", "6.8", "5.9"], ["100-yr", "13.9", "14.6"]],
              tags={0: [ex("N.6.A.9")], 1: [fa("peak_rates_cfs", rates)]}),
    ], art=art(ponds=("POND 1",)))
    details = body([Notes("STORMWATER DETAILS", [
        ("OCS-1 outlet structure, rain garden section, FES riprap apron: see details 4-9.", [ex("N.6.A.8")]),
        ("FES-3 riprap apron (Class II) minimizes erosion and scour at the outfall.", [st("N.4.8")]),
        "City of Plymouth standard plates STRM-01 through STRM-14 apply."])])
    sheets = [Sheet("C1", "Cover", cover), Sheet("C2", "Existing Conditions", existing), Sheet("C3", "Grading", grading),
              Sheet("C4", "Utility Plan", util), Sheet("C5", "Details", details)]
    plan_set(pkg.rec, pkg.folder, f"{pre}_Civil_Plans.pdf", ANSI_D, firm, proj, sheets, "12/12/25",
             reduced_name=f"{pre}_Civil_Plans_11x17.pdf")
    hydrocad(pkg, f"{pre}_HydroCAD.pdf", "Fernbrook Woods",
             [("1S", 3.9, 68, 15.0), ("2S", 2.3, 74, 11.0), ("3S", 0.9, 80, 6.0)],
             ["1P Pond 1: 100-yr Peak El=965.8 (NAVD 88)  Outflow=10.2 cfs",
              "Link DP-1: 100-yr 14.6 cfs (existing 13.9 cfs)"], "Cedar Lake Engineering")
    npdes(pkg, f"{pre}_NPDES.pdf", "C00069902", "Fernbrook Woods", "Fernbrook Woods LLC", "Plymouth", 5.60, "November 24, 2025")


# --------------------------------------------------------------------------- 05
def p05(pkg: Pkg) -> None:
    """Deephaven, 9 lots on 3.4 ac (N.2.C.1): Section 3 only, a short plan set, no reduced set needed."""
    firm = Firm("MINNETONKA ENGINEERING ASSOCIATES", "19900 Highway 7, Shorewood, MN 55331  952-555-0102",
                "Paul D. Sorensen, P.E.", "26641", MN_CERT, block="bottom",
                revisions=(("0", "2/06/26", "ISSUED FOR PERMIT"),))
    proj = ("CARSON'S BAY VILLAS", "DEEPHAVEN, MN")
    pre = "CarsonsBayVillas"
    pkg.letter(f"{pre}_Cover.pdf", ["MINNETONKA ENGINEERING ASSOCIATES", "19900 Highway 7, Shorewood, MN 55331"], [[
        "February 6, 2026", "", "Minnehaha Creek Watershed District", "", "RE: Carson's Bay Villas, Deephaven", "",
        "Please find enclosed the grading and stormwater plans for Carson's Bay Villas, nine",
        "single-family villa lots on Vine Hill Road. Site data and the BMP list are on sheet C-1.",
        "",
        ("The plan uses BMPs consistent with the MPCA 'Protecting Water Quality in Urban Areas'",
         [st("N.3.0")]),
        "manual: a shared driveway limits new impervious surface, two rain gardens capture roof",
        "runoff, and erosion control follows the MPCA manual during construction.", "",
        "Regards,", "Paul Sorensen, P.E.",
    ]])
    cover = body([
        Table("SITE DATA", [240, 150], [
            ["", ""], ["Total site area", "3.40 ac"], ["Proposed lots (single-family)", "9"], ["Density", "2.65 u/ac"],
            ["Existing impervious", "0.28 ac"], ["Proposed impervious", "1.02 ac"], ["Net new impervious", "0.74 ac"],
            ["Area of disturbance", "2.90 ac"], ["Lake Minnetonka OHW (Carson's Bay)", "929.4"]],
            head=0, tags={1: [fa("site_area_ac", 3.40), ex("N.6.D")], 2: [fa("project_type", "single_family_subdivision"),
                                                                           fa("dwelling_units", 9)],
                          3: [fa("density_du_per_ac", 2.65)], 4: [fa("existing_impervious_ac", 0.28)],
                          5: [fa("proposed_impervious_ac", 1.02)], 6: [fa("net_impervious_increase_ac", 0.74), ex("N.6.E")],
                          7: [fa("disturbed_area_ac", 2.90)]}),
        Notes("PERMANENT BMPs", [
            ("1. Rain garden RG-1 (Lots 1-4 roofs), 2. Rain garden RG-2 (Lots 5-9 roofs),", [st("N.3.2")]),
            "3. Shared driveway (20 ft) serving Lots 3-6, 4. Native buffer along Carson's Bay, 25 ft min."]),
        Notes("BUILDING ELEVATIONS", [
            ("Lowest opening, all villas: 934.0 minimum", [fa("lowest_opening_elev_ft", 934.0)]),
            ("100-yr flood elevation, Lake Minnetonka: 931.5", [fa("hwl_100yr_elev_ft", 931.5)]),
            "Garage floors 934.5 to 938.0"]),
    ], art=art(lots=9), col_w=560)
    grading = body([Notes("GRADING & EROSION CONTROL", [
        ("Contours at 2 ft; elevations NGVD 1929.", [fa("contour_interval_ft", 2), fa("vertical_datum", "NGVD29"),
                                                    ex("N.6.A.7")]),
        "Silt fence at the lake side before any grading; no work below elevation 931.5.",
        ("Rain gardens are underdrained filtration basins; infiltration is not proposed (clay loam).",
         [fa("infiltration_proposed", False)]),
        "Rock entrance at Vine Hill Road; street sweeping as needed.",
    ])], art=art(lots=9, contour=(940, 2, False)))
    sheets = [Sheet("C-1", "Cover & Site Data", cover), Sheet("C-2", "Grading & Erosion Control", grading)]
    plan_set(pkg.rec, pkg.folder, f"{pre}_Plans.pdf", ARCH_D, firm, proj, sheets, "2/06/26")


# --------------------------------------------------------------------------- 06
def p06(pkg: Pkg) -> None:
    """St. Louis Park, 180 apartments on 3.1 ac (N.2.D.2, additional only): low opening 1.5 ft, 1-ft contours, no 11x17."""
    firm = Firm("TWIN CITIES SITE DESIGN, LLC", "800 Washington Ave N, Suite 300\nMinneapolis, MN 55401\n612-555-0166",
                "Lena M. Ortiz, PE", "50418", MN_CERT, block="right",
                revisions=(("1", "12/01/25", "SITE PLAN REVIEW"), ("2", "01/26/26", "PERMIT SET")))
    proj = ("THE MONTEREY AT EXCELSIOR", "3900 EXCELSIOR BLVD", "ST. LOUIS PARK, MN")
    pre = "Monterey_Excelsior"
    pkg.letter(f"{pre}_Narrative.pdf", ["TWIN CITIES SITE DESIGN, LLC", "800 Washington Ave N, Minneapolis"], [[
        "January 26, 2026", "", "MCWD Permit Application - The Monterey at Excelsior", "",
        "The project redevelops a strip retail center and its parking lot into a six-story,",
        "180-unit apartment building with two levels of underground parking. Stormwater is",
        "managed by an underground chamber system (rate control) with a hydrodynamic",
        "separator upstream. Existing drainage sheet-flows to Monterey Drive.", "",
        ("BMPs are consistent with the MPCA manual Protecting Water Quality in Urban Areas;",
         [st("N.3.0")]),
        "the permanent BMPs are listed on sheet C2.0.", "",
        ("The 100-year level at the Monterey Drive low point is not raised by the project, so", [st("N.4.3")]),
        "off-site water levels are not affected during or after construction.", "",
        "Enclosures: civil plan set (24x36), HydroCAD report, MPCA permit, City review letter.",
    ], [
        "CITY OF ST. LOUIS PARK - ENGINEERING", "5005 Minnetonka Blvd, St. Louis Park, MN 55416", "",
        ("January 12, 2026 - Stormwater review, The Monterey at Excelsior", [ex("N.6.A.11")]),
        "", "The City has reviewed the stormwater management plan. The design is consistent",
        ("with the City of St. Louis Park Surface Water Management Plan (2018).", [st("N.4.7")]),
        "", "Phillip Elkin, Senior Engineering Project Manager",
    ]])
    rates = _rates({"1": (6.1, 4.0), "10": (11.9, 9.2), "100": (21.3, 18.7)})
    cover = body([
        Table("PROJECT SUMMARY", [260, 140], [
            ["ITEM", "AMOUNT"], ["Site area", "3.10 AC (135,036 SF)"], ["Use", "Multi-family apartment"],
            ["Dwelling units", "180"], ["Density", "58.1 DU/AC"], ["Building footprint", "61,200 SF"],
            ["Gross floor area", "212,400 SF"], ["Parking stalls (structured / surface)", "232 / 18"],
            ["Disturbed area", "3.10 AC"]],
            tags={1: [fa("site_area_ac", 3.10), ex("N.6.D")], 2: [fa("project_type", "multi_unit_residential")],
                  3: [fa("dwelling_units", 180)], 4: [fa("density_du_per_ac", 58.1)], 8: [fa("disturbed_area_ac", 3.10)]}),
        Table("SHEET INDEX", [70, 260], [["C0.0", "TITLE SHEET"], ["C1.0", "EXISTING CONDITIONS"], ["C2.0", "SITE PLAN"],
                                         ["C3.0", "GRADING & DRAINAGE"], ["C4.0", "STORM SEWER & DETAILS"]], head=0),
    ], art=art(), col_w=520)
    existing = body([
        Notes("EXISTING CONDITIONS NOTES", [
            ("Property lines and lands owned by the applicant (Monterey Excelsior Partners LLC) shown heavy.", [ex("N.6.A.1")]),
            ("No wetlands exist on the site. Not in shoreland. FEMA Zone X (no floodplain).", [ex("N.6.A.4")]),
            ("Existing contours at 1-foot interval; elevations on NGVD 29.",
             [fa("contour_interval_ft", 1), fa("vertical_datum", "NGVD29")]),
            "Existing retail building 24,800 SF to be removed.",
        ]),
    ], art=art(contour=(902, 1, True)))
    site = body([
        Table("IMPERVIOUS SURFACE SUMMARY", [200, 100, 100], [
            ["", "EXISTING", "PROPOSED"], ["Building", "0.57 AC", "1.40 AC"], ["Pavement / walks", "1.85 AC", "1.31 AC"],
            ["Total impervious", "2.42 AC", "2.71 AC"], ["Net increase", "", "0.29 AC"], ["Pervious", "0.68 AC", "0.39 AC"]],
            tags={3: [fa("existing_impervious_ac", 2.42), fa("proposed_impervious_ac", 2.71)],
                  4: [fa("net_impervious_increase_ac", 0.29), ex("N.6.E")]}),
        Notes("PERMANENT STORMWATER BMPs", [
            ("1. Underground chamber system UGS-1 (StormTech MC-3500, 86 chambers)", [st("N.3.2")]),
            "2. Hydrodynamic separator HDS-1 upstream of UGS-1", "3. Green roof terrace, 0.11 AC",
            "4. Planted boulevards along Excelsior Blvd"]),
    ], art=art())
    grading = body([
        Table("WATER ELEVATIONS", [260, 120], [
            ["", "ELEV."], ["Existing: no standing water on site (sheet flow to Monterey Dr.)", "-"],
            ["Proposed UGS-1 normal water (outlet invert)", "894.5"], ["Proposed UGS-1 100-year HWL", "898.0"]],
            tags={2: [ex("N.6.A.6")], 3: [fa("hwl_100yr_elev_ft", 898.0)]}),
        Notes("BUILDING / GRADING NOTES", [
            ("Lowest opening (garage entrance, Monterey Dr.): 899.5", [fa("lowest_opening_elev_ft", 899.5)]),
            "First floor 905.0. Proposed contours at 1-ft interval.",
            "Infiltration is not proposed: contaminated fill (MPCA VIC site) - no infiltration allowed.",
            ("   (chamber system is lined)", [fa("infiltration_proposed", False)]),
            ("UGS-1 lies within a recorded private stormwater easement in favor of the City.", [ex("N.6.A.12")]),
        ]),
        Table("PEAK RATES TO MONTEREY DRIVE (CFS)", [90, 80, 80], [["EVENT", "EX.", "PROP."], ["1-YR", "6.1", "4.0"],
                                                                   ["10-YR", "11.9", "9.2"], ["100-YR", "21.3", "18.7"]],
              tags={0: [ex("N.6.A.9")], 1: [fa("peak_rates_cfs", rates)]}),
        Notes("DRAINAGE AREAS", [("Existing and proposed drainage areas on site and the off-site area (0.6 AC from Excelsior Blvd) shown in inset.",
                                  [ex("N.6.A.2")])]),
    ], art=art(contour=(900, 1, False)), col_w=560)
    storm = body([
        Table("STORM SEWER", [80, 130, 70, 70], [["STR", "TYPE", "RIM", "INV"], ["CB-1", "2x3", "902.1", "897.8"],
                                                  ["HDS-1", "CDS 2015", "901.9", "896.4"], ["OCS-1", "48\" MH orifice", "900.6", "894.5"]],
              title_tags=[ex("N.6.A.3")]),
        Notes("DETAILS", [("UGS-1 chamber layout, isolator row, OCS-1 orifice plate and HDS-1 details per manufacturer's specifications.",
                           [ex("N.6.A.8")])]),
    ], art=art())
    sheets = [Sheet("C0.0", "Title Sheet", cover), Sheet("C1.0", "Existing Conditions", existing), Sheet("C2.0", "Site Plan", site),
              Sheet("C3.0", "Grading & Drainage", grading), Sheet("C4.0", "Storm Sewer & Details", storm)]
    plan_set(pkg.rec, pkg.folder, f"{pre}_Civil_24x36.pdf", ARCH_D, firm, proj, sheets, "01/26/26")
    hydrocad(pkg, f"{pre}_HydroCAD.pdf", "The Monterey at Excelsior",
             [("EX-1", 3.10, 91, 6.0), ("OFF-1", 0.60, 95, 5.0), ("PR-1", 2.48, 93, 5.0), ("PR-2", 0.62, 80, 6.0)],
             ["UGS-1: 100-yr Peak El=898.0  Storage=0.58 af  Outflow=12.4 cfs"], "Twin Cities Site Design")
    npdes(pkg, f"{pre}_MPCA_Permit.pdf", "C00072218", "The Monterey at Excelsior", "Monterey Excelsior Partners LLC",
          "St. Louis Park", 3.10, "January 15, 2026")
