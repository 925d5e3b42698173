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
