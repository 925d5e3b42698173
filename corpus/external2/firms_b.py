"""Packages 7-12: a check-box form, a formal numbered report in folders, a county road,
a landscape architect's trail letter, a subdivision draining to a landlocked basin, and
a mixed-use letter with no reduced set."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.pagesizes import letter

from corpus.external2.kit import ANSI_D, ARCH_D, TABLOID, Package, exhibit, fact, sqft, statement
from corpus.external2.plans import (
    X0, Y0, PlanSheet, TitleBlock, boundary, building, contour_field, detail_boxes, draw_set, drainage_panels,
    notes, pipes, pond_shape,
)


def p07_plymouth_form(root: Path) -> Package:
    """A small drive-through on a filled-in, check-box application form; BMP-only (N.2.D.1)."""
    pkg = Package(root, "x2-07-plymouth-coffee", seed=207, scenario="N.2.D.1 commercial under 0.5 ac, form with boxes")
    d = pkg.doc("MCWD_Application_Form_filled.pdf", letter)
    d.margin = 0.6 * 72
    d.y = d.size[1] - d.margin
    d.h("MINNEHAHA CREEK WATERSHED DISTRICT - PERMIT APPLICATION", 11)
    d.p("Section 1. Project information", 9, font="Helvetica-Bold")
    d.kv("Project name", "Bluff Street Coffee drive-through", size=9)
    d.kv("Street address / city", "3300 Vicksburg Lane N, Plymouth", size=9)
    d.kv("PIN", "27-118-22-43-0009", size=9)
    d.p("Section 2. Applicant", 9, font="Helvetica-Bold")
    d.kv("Name", "Bluff Street Coffee Co.", size=9)
    d.boxes("Applicant is:", [("Private individual/company", True), ("City, county, state or federal agency", False)],
            size=9, tags=[fact("applicant_public_entity", False)])
    d.p("Section 3. Rules that apply", 9, font="Helvetica-Bold")
    d.boxes("", [("Erosion Control", True), ("Floodplain", False), ("Wetland", False), ("Stormwater", True)], size=9)
    d.p("Section 4. Stormwater management", 9, font="Helvetica-Bold")
    d.boxes("Type of development:", [("Single family", False), ("Multi-family", False), ("Commercial/Industrial", True),
                                     ("Linear", False)], size=9, tags=[fact("project_type", "commercial")])
    d.kv("Site Area", f"{sqft(0.41)} ft\u00b2 (0.41 acres)", size=9, tags=[fact("site_area_ac", 0.41)])
    d.kv("Area to be disturbed", f"{sqft(0.39)} ft\u00b2", size=9, tags=[fact("disturbed_area_ac", 0.39)])
    d.kv("Existing impervious area", f"{sqft(0.18)} ft\u00b2", size=9, tags=[fact("existing_impervious_ac", 0.18)])
    d.kv("Proposed impervious area", f"{sqft(0.33)} ft\u00b2", size=9, tags=[fact("proposed_impervious_ac", 0.33)])
    d.boxes("Is infiltration proposed?", [("Yes", True), ("No", False)], size=9,
            tags=[fact("infiltration_proposed", True)])
    d.boxes("Does the site drain to a landlocked basin?", [("Yes", False), ("No", True)], size=9,
            tags=[fact("landlocked", False)])
    d.boxes("Full-size plan set attached?", [("Yes", False), ("No / not required", True)], size=9)
    d.p("Section 5. Signature: Grace Thao, Owner     Date: 05/02/2024", 9)

    d.new_page()
    d.h("Attachment 1 - BMP description (Form Section 4 continued)", 11)
    d.p("Prepared by Meridian Land Design (landscape architecture & civil), for Bluff Street Coffee Co.", 9)
    d.p("Following the MPCA manual Protecting Water Quality in Urban Areas, the layout keeps the stacking lane to the "
        "minimum the City allows, replaces the gravel lot's eroding edge with curb, and sends all parking lot runoff "
        "to an underground infiltration trench before it overflows to the Vicksburg Lane storm sewer.",
        tags=[statement("N.3.0")])
    d.p("Permanent BMPs:", 10, font="Helvetica-Bold")
    d.bullets([("Infiltration trench IT-1 (60 ft x 8 ft, clean washed rock, 1.1 in. of runoff from the lot)",
                [statement("N.3.2")]), "Pretreatment sump manhole with SNOUT hood", "Native plantings on the north slope"])
    d.p("Elevations (NAVD 88): 100-year high water elevation at the Vicksburg Lane low point next to the building "
        "947.0; lowest opening of the building (drive-through window sill) 951.3.",
        tags=[fact("vertical_datum", "NAVD88"), fact("hwl_100yr_elev_ft", 947.0), fact("lowest_opening_elev_ft", 951.3)])
    d.p("The building is 2,150 sq. ft.; the parent lot (Lot 2, Block 1, Vicksburg Commons) was platted at 2.3 acres "
        "and the remaining 1.89 acres are owned by Vicksburg Commons Partners, an unrelated party.")
    d.save()
    return pkg


def p08_wayzata_formal(root: Path) -> Package:
    """A formal numbered report from a large firm, delivered in folders; Pond 1 freeboard 1.5 ft."""
    pkg = Package(root, "x2-08-wayzata-retail", seed=208,
                  scenario="N.2.D.3 commercial redevelopment, additional_only, surety, freeboard 1.5 ft")
    a = pkg.doc("01_Application/MCWD_Permit_Application.pdf", letter)
    a.h("Permit Application - Minnehaha Creek Watershed District", 12)
    a.table([["Field", "Entry"], ["Project", "Wayzata Bay Center East redevelopment"], ["City", "Wayzata"],
             ["Applicant", "Bay Center East Holdings LLC (private)"], ["Land use", "Commercial retail / restaurant"],
             ["Project area", "9.40 acres"], ["Area of disturbance", "7.90 acres"]], widths=[1.5, 4],
            tags=[fact("applicant_public_entity", False), fact("project_type", "commercial"), fact("site_area_ac", 9.4),
                  fact("disturbed_area_ac", 7.9)])
    a.save()

    r = pkg.doc("02_SWMP/Stormwater_Management_Plan.pdf", letter)
    r.footer = "Westbrook Engineering Group  |  Wayzata Bay Center East  |  {page}"
    r.h("STORMWATER MANAGEMENT PLAN", 15, center=True)
    r.p("Wayzata Bay Center East  -  Wayzata, Minnesota  -  Westbrook Engineering Group project 0042117.00  -  April 2024", 9)
    r.h("1.0 Introduction", 11)
    r.p("1.1 The project redevelops the east half of Wayzata Bay Center: two retail buildings and a restaurant pad "
        "replace a 1960s strip mall. Total project area is 9.40 acres; the 1,310-foot private drive is rebuilt.")
    r.p("1.2 Impervious surfaces. Existing impervious area: 5.92 ac. Proposed impervious area: 7.05 ac. Net increase: "
        "1.13 ac (19% of the existing).", tags=[fact("existing_impervious_ac", 5.92), fact("proposed_impervious_ac", 7.05),
                                                fact("net_impervious_increase_ac", 1.13)])
    r.h("2.0 Best Management Practices", 11)
    r.p("2.1 BMPs follow the MPCA manual Protecting Water Quality in Urban Areas: two wet ponds, tree trenches along "
        "Lake Street, and snow storage away from the ponds.", tags=[statement("N.3.0")])
    r.p("2.2 Permanent BMPs: Pond 1; Pond 2; tree trenches TT-1 to TT-4; outlet structures OCS-1 and OCS-2 with "
        "skimmers; riprap at FES-1 and FES-2.", tags=[statement("N.3.2")])
    r.p("2.3 Infiltration is not proposed: the site lies in the City of Wayzata's Drinking Water Supply Management "
        "Area with high vulnerability.", tags=[fact("infiltration_proposed", False)])
    r.h("3.0 Water Quantity", 11)
    r.p("3.1 The ponds occupy the existing depression along the east property line; outlets were designed by "
        "reservoir routing of the critical-duration events (24-hour, confirmed against 6- and 12-hour).",
        tags=[statement("N.4.2")])
    r.p("3.2 Off-site runoff from 3.6 acres of Lake Street and the Wayzata Boulevard ramp enters the site at CB-40 "
        "and is routed through Pond 2 in the proposed model.", tags=[statement("N.4.4")])
    r.p("3.3 The site does not drain to a landlocked basin; it discharges to Lake Minnetonka (Wayzata Bay) through "
        "the city trunk storm sewer.", tags=[fact("landlocked", False)])
    r.table([["Discharge point", "Pre 1-yr", "Post 1-yr", "Pre 2-yr", "Post 2-yr", "Pre 10-yr", "Post 10-yr",
              "Pre 100-yr", "Post 100-yr"],
             ["DP-A (Lake St trunk)", "12.1", "9.0", "14.9", "11.3", "24.3", "19.2", "44.0", "38.7"],
             ["DP-B (east swale)", "3.4", "2.9", "4.1", "3.5", "6.6", "6.1", "11.8", "11.2"],
             ["Total Site", "15.5", "11.9", "19.0", "14.8", "30.9", "25.3", "55.8", "49.9"]], size=7.5,
            title="Table 3-1. Peak discharge rates (cfs)",
            tags=[fact("peak_rates_cfs", {"1": {"existing": 15.5, "proposed": 11.9}, "10": {"existing": 30.9, "proposed": 25.3},
                                           "100": {"existing": 55.8, "proposed": 49.9}})])
    r.p("3.4 Lower peak rates at both discharge points and construction-phase sediment basins mean that off-site "
        "water levels are not adversely affected during or after construction.", tags=[statement("N.4.3")])
    r.p("3.5 Ponds 1 and 2 are above the projected 100-year flood elevation of Wayzata Bay (931.5) and lie within "
        "drainage and utility easements (Sheet C-8).", tags=[statement("N.4.6")])
    r.p("3.6 The plan is in conformance with the City of Wayzata Local Surface Water Management Plan (2019), Section "
        "5.2, rate and volume standards.", tags=[statement("N.4.7"), exhibit("N.6.A.11")])
    r.p("3.7 Outfalls FES-1 and FES-2 discharge onto Class III riprap aprons with energy dissipation to minimize "
        "erosion and scouring.", tags=[statement("N.4.8"), statement("N.5.4")])
    r.h("4.0 Water Quality", 11)
    r.p("4.1 P8 modeling (Appendix B) shows 62% annual total phosphorus removal for the site.",
        tags=[fact("phosphorus_removal_pct", 62)])
    r.p("4.2 OCS-1 and OCS-2 carry skimmers that remove floatables for the 1-year event.", tags=[statement("N.5.2")])
    r.table([["", "Pond 1", "Pond 2"], ["Normal water level (NWL)", "940.0", "938.5"], ["100-yr HWL", "944.5", "943.0"],
             ["Emergency overflow (EOF)", "946.0", "945.0"], ["Safety bench", "10 ft wide @ 10:1", "10 ft wide @ 10:1"],
             ["Freeboard (100-yr HWL to EOF)", "1.5 ft", "2.0 ft"]], widths=[2.4, 1.6, 1.6],
            title="Table 4-1. Pond summary (NGVD 29)",
            tags=[fact("ponds", [{"name": "Pond 1", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10,
                                  "freeboard_ft": 1.5},
                                 {"name": "Pond 2", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10,
                                  "freeboard_ft": 2.0}]), exhibit("N.6.A.6"), fact("vertical_datum", "NGVD29")])
    r.p("4.3 Retail Building B faces Pond 1. Its lowest opening is 947.2, 2.7 ft above the 100-year HWL of 944.5 next "
        "to the building.", tags=[fact("lowest_opening_elev_ft", 947.2), fact("hwl_100yr_elev_ft", 944.5)])
    r.new_page()
    r.h("Appendix A - HydroCAD report (node listing)", 11)
    r.table([["Node", "Description", "Area (ac)", "CN"], ["10S", "EX to DP-A", "7.1", "91"], ["11S", "EX to DP-B", "2.3", "84"],
             ["20S", "PR to Pond 1", "4.4", "93"], ["21S", "PR to Pond 2 (incl. off-site 3.6 ac)", "7.9", "90"],
             ["1P", "Pond 1", "-", "-"], ["2P", "Pond 2", "-", "-"]], widths=[0.8, 3, 1, 0.7], tags=[exhibit("N.6.A.10")])
    r.h("Appendix B - P8 summary", 11)
    r.table([["Device", "TP load in (lb/yr)", "TP out (lb/yr)", "Removal"], ["Pond 1", "4.1", "1.5", "63%"],
             ["Pond 2", "6.3", "2.5", "60%"], ["Site total", "10.4", "4.0", "62%"]], widths=[1.5, 1.5, 1.5, 1])
    r.h("Appendix C - Geotechnical borings (Northern Technologies)", 11)
    r.table([["Boring", "Surface", "Profile", "Groundwater"], ["ST-1", "948.3", "Fill over sandy lean clay", "940.1"],
             ["ST-5", "945.0", "Silty sand over clay", "938.9"]], widths=[1, 1, 3, 1], tags=[exhibit("N.6.C")])
    r.h("Appendix D - NPDES", 11)
    r.p("MPCA construction stormwater permit coverage (NPDES/SDS MNR100001), permit C00072001, issued 3/28/2024 to "
        "Bay Center East Holdings LLC.", tags=[exhibit("N.6.A.13")])
    r.save()

    tb = TitleBlock("WESTBROOK ENGINEERING GROUP", ["7699 Anagram Drive", "Eden Prairie, MN"],
                    "Wayzata Bay Center East", "Kristin L. Aamodt", "45012", "04/12/2024")

    def c2(s):
        boundary(s)
        building(s, X0 + 300, Y0 + 700, 600, 300, "EX STRIP MALL")
        contour_field(s, 950, 2, 6, proposed=False)
        s.c.ellipse(X0 + 1150, Y0 + 300, X0 + 1500, Y0 + 450)
        s.text(X0 + 1160, Y0 + 370, "SHORELAND OVERLAY LIMIT / WETLAND W-2", 12, True)
        notes(s, "NOTES", ["No FEMA floodplain on site", "Boundary per ALTA 2023", "Elev. NGVD 29"])

    def c3(s):
        drainage_panels(s, ["10S 7.1 AC to DP-A", "11S 2.3 AC to DP-B"], ["20S 4.4 AC to Pond 1", "21S 7.9 AC to Pond 2"],
                        "OFF-SITE 3.6 AC: Lake St / Wayzata Blvd ramp, enters at CB-40")

    def c4(s):
        boundary(s)
        contour_field(s, 950, 2, 6)
        pond_shape(s, X0 + 250, Y0 + 300, "POND 1", ["NWL 940.0", "HWL 944.5", "EOF 946.0"])
        pond_shape(s, X0 + 950, Y0 + 300, "POND 2", ["NWL 938.5", "HWL 943.0", "EOF 945.0"])
        notes(s, "GRADING NOTES", ["Contour interval 2'", "Datum NGVD 1929", "Bldg B lowest opening 947.2"])

    def c5(s):
        boundary(s)
        pipes(s, [("CB-40", "MH-41", "24\"", "0.5%"), ("MH-41", "POND 2", "27\"", "0.4%"), ("OCS-2", "FES-2", "18\"", "1.0%")])
        notes(s, "STORM SEWER", ["OCS-1, OCS-2 skimmer structures", "FES-1, FES-2 Class III riprap"])

    def c6(s):
        detail_boxes(s, ["1 POND SECTION", "2 OCS WITH SKIMMER", "3 RIPRAP APRON", "4 TREE TRENCH", "5 EOF WEIR",
                         "6 CB-MH", "7 SILT FENCE", "8 INLET PROTECTION"])

    def c8(s):
        boundary(s)
        s.c.setDash(12, 6)
        s.c.rect(X0 + 230, Y0 + 280, 520, 300)
        s.c.rect(X0 + 930, Y0 + 280, 520, 300)
        s.c.setDash()
        notes(s, "DRAINAGE & UTILITY EASEMENTS", ["Over Ponds 1 and 2 and the EOF routes", "Per plat of Bay Center East"])

    sheets = [PlanSheet("C-2", "EXISTING CONDITIONS", c2, [exhibit("N.6.A.1"), exhibit("N.6.A.4")]),
              PlanSheet("C-3", "DRAINAGE AREA MAP", c3, [exhibit("N.6.A.2")]),
              PlanSheet("C-4", "GRADING PLAN", c4, [exhibit("N.6.A.7"), fact("contour_interval_ft", 2.0)]),
              PlanSheet("C-5", "STORM SEWER PLAN", c5, [exhibit("N.6.A.3")]),
              PlanSheet("C-6", "STORMWATER DETAILS", c6, [exhibit("N.6.A.8")]),
              PlanSheet("C-8", "EASEMENT PLAN", c8, [exhibit("N.6.A.12")])]
    full = pkg.doc("03_Plans/Full_Size_Plans.pdf", ARCH_D)
    draw_set(full, ARCH_D, sheets, tb, "plan_set.full_size", start_new_page=False)
    full.save()
    half = pkg.doc("03_Plans/Half_Size_Plans_11x17.pdf", TABLOID)
    draw_set(half, TABLOID, sheets, tb, "plan_set.reduced", start_new_page=False)
    half.save()
    return pkg


def p09_county_road(root: Path) -> Package:
    """A county highway reconstruction (public, 6.1 ac disturbed, no surety), MnDOT-style report."""
    pkg = Package(root, "x2-09-hennepin-csah-road", seed=209,
                  scenario="N.2.E.3 road, public applicant disturbing > 5 ac, no municipal plan statement")
    r = pkg.doc("CSAH15_Drainage_Report.pdf", letter, font="Courier")
    r.footer = "Hennepin County Transportation - SP 027-615-042 - Page {page}"
    r.h("DRAINAGE AND STORMWATER REPORT", 13, font="Courier-Bold")
    r.p("S.P. 027-615-042  COUNTY STATE AID HIGHWAY 15 (SHORELINE DRIVE) RECONSTRUCTION, FROM BRYANT LANE TO "
        "COMMERCE BOULEVARD, CITIES OF ORONO AND MOUND. PROJECT LENGTH 1.35 MILES.", 9)
    r.p("PREPARED FOR: HENNEPIN COUNTY TRANSPORTATION PROJECT DELIVERY (APPLICANT - A PUBLIC ENTITY)", 9,
        tags=[fact("applicant_public_entity", True)])
    r.p("A. PROJECT DESCRIPTION", 10, font="Courier-Bold")
    r.p("RECONSTRUCT 2-LANE RURAL SECTION TO 3-LANE URBAN SECTION WITH CURB AND GUTTER, NEW STORM SEWER AND TWO "
        "STORMWATER PONDS. NO SIDEWALK OR TRAIL IS INCLUDED IN THIS PROJECT (THE REGIONAL TRAIL WAS BUILT IN 2019).",
        9, tags=[fact("project_type", "linear")])
    r.table([["QUANTITY", "ACRES"], ["TOTAL PROJECT AREA (CONSTRUCTION LIMITS)", "6.80"],
             ["DISTURBED AREA", "6.10"], ["EXISTING IMPERVIOUS", "3.42"], ["PROPOSED IMPERVIOUS", "4.64"],
             ["NET INCREASE IN IMPERVIOUS", "1.22"], ["UPSTREAM DRAINAGE AREA TO CULVERT C-3", "58.4"]],
            widths=[4, 1.2], size=8.5,
            tags=[fact("site_area_ac", 6.8), fact("disturbed_area_ac", 6.1), fact("existing_impervious_ac", 3.42),
                  fact("proposed_impervious_ac", 4.64), fact("net_impervious_increase_ac", 1.22)])
    r.p("B. BMPS", 10, font="Courier-Bold")
    r.p("BMPS FOLLOW THE MPCA MANUAL PROTECTING WATER QUALITY IN URBAN AREAS AND THE MNDOT DRAINAGE MANUAL. "
        "PERMANENT BMPS: POND P-1, POND P-2, SUMP MANHOLES AT STA 112+40 AND 131+05, RIPRAP AT ALL OUTLETS, "
        "TURF ESTABLISHMENT OF ALL DITCH SLOPES.", 9, tags=[statement("N.3.0"), statement("N.3.2")])
    r.p("INFILTRATION IS NOT FEASIBLE DUE TO CLAY SOILS AND HIGH GROUNDWATER; NONE IS PROPOSED.", 9,
        tags=[fact("infiltration_proposed", False)])
    r.p("C. RATE CONTROL", 10, font="Courier-Bold")
    r.p("PONDS P-1 AND P-2 USE THE EXISTING LOW AREAS IN THE NORTH DITCH; OUTLETS DESIGNED BY RESERVOIR ROUTING "
        "(HYDROCAD, ATLAS 14, 24-HR CRITICAL DURATION).", 9, tags=[statement("N.4.2")])
    r.p("THE 58.4 ACRES UPSTREAM OF CULVERT C-3 ARE INCLUDED IN THE EXISTING AND PROPOSED MODELS; C-3 IS REPLACED IN "
        "KIND AND PASSES THE 100-YR FLOW WITHOUT RAISING THE HEADWATER.", 9, tags=[statement("N.4.4")])
    r.table([["OUTFALL", "EVENT", "EX (CFS)", "PR (CFS)"], ["OF-1 (LANGDON LAKE)", "1-YR", "6.2", "5.1"],
             ["OF-1 (LANGDON LAKE)", "10-YR", "14.8", "12.2"], ["OF-1 (LANGDON LAKE)", "100-YR", "31.5", "27.9"],
             ["OF-2 (DITCH TO LAKE MINNETONKA)", "1-YR", "2.5", "2.2"], ["OF-2 (DITCH TO LAKE MINNETONKA)", "10-YR", "6.1", "5.4"],
             ["OF-2 (DITCH TO LAKE MINNETONKA)", "100-YR", "12.9", "12.0"], ["PROJECT TOTAL", "1-YR", "8.7", "7.3"],
             ["PROJECT TOTAL", "10-YR", "20.9", "17.6"], ["PROJECT TOTAL", "100-YR", "44.4", "39.9"]],
            widths=[3, 1, 1, 1], size=8, title="TABLE C-1 PEAK DISCHARGE",
            tags=[fact("peak_rates_cfs", {"1": {"existing": 8.7, "proposed": 7.3}, "10": {"existing": 20.9, "proposed": 17.6},
                                           "100": {"existing": 44.4, "proposed": 39.9}})])
    r.p("EVERY OUTFALL PEAK IS REDUCED, SO WATER LEVELS OFF THE RIGHT OF WAY ARE NOT ADVERSELY AFFECTED DURING OR "
        "AFTER CONSTRUCTION; TRAFFIC-STAGE DRAINAGE IS MAINTAINED THROUGH TEMPORARY CULVERTS.", 9, tags=[statement("N.4.3")])
    r.p("PONDS P-1 AND P-2 ARE ABOVE THE 100-YEAR FLOOD ELEVATION OF LANGDON LAKE AND WITHIN THE PERMANENT DRAINAGE "
        "EASEMENTS SHOWN ON THE RIGHT OF WAY PLAT, SHEET 9.", 9, tags=[statement("N.4.6")])
    r.p("OUTLET PIPES END AT FLARED END SECTIONS ON CLASS III RIPRAP WITH GEOTEXTILE (MNDOT 3601) TO MINIMIZE EROSION "
        "AND SCOUR.", 9, tags=[statement("N.4.8"), statement("N.5.4")])
    r.p("D. WATER QUALITY", 10, font="Courier-Bold")
    r.p("MIDS CALCULATOR: PONDS P-1 AND P-2 REMOVE 54 PERCENT OF THE ANNUAL TOTAL PHOSPHORUS LOAD. SKIMMER BAFFLES "
        "IN OUTLET STRUCTURES REMOVE FLOATABLES FOR THE 1-YR EVENT.", 9,
        tags=[fact("phosphorus_removal_pct", 54), statement("N.5.2")])
    r.table([["POND", "NWL", "HWL", "BENCH", "BENCH SLOPE", "FREEBOARD"], ["P-1", "931.0", "934.6", "10 FT", "10H:1V", "2.0 FT"],
             ["P-2", "929.5", "932.4", "10 FT", "10H:1V", "3.0 FT"]], widths=[1, 1, 1, 1, 1.2, 1.2], size=8,
            title="TABLE D-1 POND DATA (NGVD 29 DATUM)",
            tags=[fact("ponds", [{"name": "P-1", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 2.0},
                                 {"name": "P-2", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 3.0}]),
                  exhibit("N.6.A.6"), fact("vertical_datum", "NGVD29")])
    r.new_page()
    r.p("APPENDIX 1 - HYDROCAD SUMMARY", 10, font="Courier-Bold")
    r.table([["NODE", "AREA", "TC", "Q100 IN", "Q100 OUT"], ["P-1", "9.7 AC", "14 MIN", "24.0", "14.6"],
             ["P-2", "4.1 AC", "11 MIN", "10.8", "6.9"], ["C-3 CULVERT", "58.4 AC", "52 MIN", "61.2", "61.2"]],
            widths=[1.5, 1, 1, 1, 1], size=8, tags=[exhibit("N.6.A.10")])
    r.p("APPENDIX 2 - MPCA NPDES PERMIT", 10, font="Courier-Bold")
    r.p("CONSTRUCTION STORMWATER PERMIT COVERAGE, NPDES/SDS GENERAL PERMIT MNR100001, PERMIT ID C00071990, PERMITTEE "
        "HENNEPIN COUNTY, ISSUED 03/11/2024.", 9, tags=[exhibit("N.6.A.13")])
    r.save()

    tb = TitleBlock("HENNEPIN COUNTY TRANSPORTATION", ["1600 Prairie Drive", "Medina, MN 55340"],
                    "CSAH 15 (Shoreline Dr) Reconstruction S.P. 027-615-042", "Alan J. Moberg", "40398", "03/01/2024",
                    block="bottom")

    def s3(s):
        boundary(s, "EXISTING RIGHT OF WAY / PROPERTY LINES")
        contour_field(s, 942, 2, 6, proposed=False)
        s.c.ellipse(X0 + 1100, Y0 + 300, X0 + 1450, Y0 + 450)
        s.text(X0 + 1110, Y0 + 370, "WETLAND W-3 (DELINEATED, NOT IMPACTED)", 12, True)
        notes(s, "NOTES", ["Contours: 2 ft interval", "Vertical datum NGVD 29", "Floodplain: Langdon Lake 100-yr 933.2"])

    def s4(s):
        drainage_panels(s, ["EX-A 7.9 AC to OF-1", "EX-B 3.3 AC to OF-2"], ["PR-A 9.7 AC to P-1", "PR-B 4.1 AC to P-2"],
                        "OFF-SITE: 58.4 AC upstream of culvert C-3")

    def s5(s):
        contour_field(s, 942, 2, 6)
        pond_shape(s, X0 + 250, Y0 + 300, "POND P-1", ["NWL 931.0", "HWL 934.6"])
        pond_shape(s, X0 + 950, Y0 + 300, "POND P-2", ["NWL 929.5", "HWL 932.4"])
        notes(s, "GRADING", ["2-foot contours", "NGVD 1929"])

    def s6(s):
        pipes(s, [("CB 112+40", "MH 113+00", "15\"", "0.6%"), ("MH 113+00", "P-1", "24\"", "0.5%"), ("P-1 OCS", "OF-1", "18\"", "0.8%")])
        notes(s, "DRAINAGE TABULATION", ["Sump MH at 112+40 and 131+05", "C-3: replace 48\" RCP in kind"])

    def s7(s):
        detail_boxes(s, ["POND SECTION", "OUTLET W/ SKIMMER BAFFLE", "RIPRAP (MNDOT 3601)", "SUMP MANHOLE"])

    def s9(s):
        boundary(s, "PROPOSED RIGHT OF WAY")
        s.c.setDash(12, 6)
        s.c.rect(X0 + 250, Y0 + 300, 450, 260)
        s.c.rect(X0 + 950, Y0 + 300, 450, 260)
        s.c.setDash()
        notes(s, "RIGHT OF WAY PLAT", ["Permanent drainage easement, Parcel 14 (Pond P-1)",
                                       "Permanent drainage easement, Parcel 22 (Pond P-2)"])

    sheets = [PlanSheet("3", "EXISTING CONDITIONS", s3, [exhibit("N.6.A.1"), exhibit("N.6.A.4")]),
              PlanSheet("4", "DRAINAGE AREA MAP", s4, [exhibit("N.6.A.2")]),
              PlanSheet("5", "GRADING & POND PLAN", s5, [exhibit("N.6.A.7"), fact("contour_interval_ft", 2.0)]),
              PlanSheet("6", "STORM SEWER PLAN", s6, [exhibit("N.6.A.3")]),
              PlanSheet("7", "DRAINAGE DETAILS", s7, [exhibit("N.6.A.8")]),
              PlanSheet("9", "RIGHT OF WAY PLAT", s9, [exhibit("N.6.A.12")])]
    full = pkg.doc("CSAH15_Plans_22x34.pdf", ANSI_D)
    draw_set(full, ANSI_D, sheets, tb, "plan_set.full_size", start_new_page=False)
    full.save()
    half = pkg.doc("CSAH15_Plans_11x17.pdf", TABLOID)
    draw_set(half, TABLOID, sheets, tb, "plan_set.reduced", start_new_page=False)
    half.save()
    return pkg


def p10_shorewood_trail(root: Path) -> Package:
    """A landscape architect's letter for a city trail with pervious buffers: N.2.E.4, no permit."""
    pkg = Package(root, "x2-10-shorewood-trail", seed=210, scenario="N.2.E.4 standalone trail, public applicant")
    d = pkg.doc("Trail_letter_to_MCWD.pdf", letter, font="Times-Roman")
    d.letterhead("PRAIRIE & SHORE LANDSCAPE ARCHITECTURE", ["Trail planning - ecological restoration - Victoria, Minnesota"], size=13)
    d.p("February 9, 2024")
    d.p("Minnehaha Creek Watershed District, Attn: Permitting\n15320 Minnetonka Boulevard, Minnetonka MN 55345")
    d.p("Re: Smithtown Road Trail - request for applicability determination", font="Times-Bold")
    d.p("Dear District staff: On behalf of the City of Shorewood, the applicant and a public entity, we ask the District "
        "to confirm that the Smithtown Road Trail needs no stormwater permit.",
        tags=[fact("applicant_public_entity", True)])
    d.p("The project is a stand-alone multi-use trail, 0.95 miles long, on the south side of Smithtown Road between "
        "Country Club Road and the LRT Regional Trail. Nothing else is built: the road itself is not touched.",
        tags=[fact("project_type", "linear")])
    d.p("The trail is 10 feet wide, bituminous, with a pervious turf-and-native-seed buffer at least 6 feet wide on "
        "each side along its whole length. It crosses one street and four driveways; these crossings cover 12 percent "
        "of the required buffer area. The new trail surface is 1.15 acres, which is also the net increase in "
        "impervious surface of the project.",
        tags=[fact("sidewalk_trail", {"width_ft": 10, "buffer_ft": 6, "crossing_pct": 12, "area_ac": 1.15, "standalone": True}),
              fact("net_impervious_increase_ac", 1.15)])
    d.p("The project area within the construction limits is 3.4 acres, of which about 2.9 acres will be disturbed "
        "(grading, boulevard restoration and the buffer seeding).",
        tags=[fact("site_area_ac", 3.4), fact("disturbed_area_ac", 2.9)])
    d.p("Although we read the rule as exempting the trail, the design still follows the MPCA manual Protecting Water "
        "Quality in Urban Areas: the trail sheds runoff across its buffers, the alignment avoids the two oak groves "
        "west of Eureka Road, and disturbed areas are seeded with a native short-grass mix and covered with "
        "erosion-control blanket.", tags=[statement("N.3.0")])
    d.p("Distances for reference: the trail begins 420 feet east of Country Club Road; the LRT trail connection is at "
        "station 50+10. The City's parcel for the Eureka Road trailhead (PID 32-117-23-44-0011) is 0.6 acres and is not "
        "part of this project.")
    d.p("Sincerely,\nAnna Kowalczyk, PLA, ASLA\nfor the City of Shorewood")
    d.save()
    return pkg


def p11_victoria_subdivision(root: Path) -> Package:
    """A 42-lot subdivision draining to a landlocked basin; the NPDES permit is only promised."""
    pkg = Package(root, "x2-11-victoria-subdivision", seed=211,
                  scenario="N.2.C.3 SF subdivision > 2 du/ac, landlocked, NPDES not included, surety")
    r = pkg.doc("Lakeview_Ridge_SWMP.pdf", letter)
    r.letterhead("LOUCKS-STYLE: TAMARACK LAND & WATER", ["Planning - Civil - Survey - 7200 Hemlock Lane, Maple Grove"], size=13)
    r.h("Lakeview Ridge - Stormwater Management Plan", 13)
    r.p("City of Victoria, Carver County.  Developer: Lakeview Ridge Development, Inc.  March 2024.", 9)
    r.h("Site Data", 11)
    r.kv("Gross site area", "16.10 acres", tags=[fact("site_area_ac", 16.1)])
    r.kv("Single-family lots", "42 (2.61 units/acre)", tags=[fact("project_type", "single_family_subdivision"),
                                                           fact("dwelling_units", 42), fact("density_du_per_ac", 2.61)])
    r.kv("Grading limits", "13.5 acres", tags=[fact("disturbed_area_ac", 13.5)])
    r.kv("Impervious - existing / proposed", "0.31 ac / 4.86 ac", tags=[fact("existing_impervious_ac", 0.31),
                                                                         fact("proposed_impervious_ac", 4.86)])
    r.kv("Public streets", "3,260 lineal feet, 28 ft wide")
    r.h("Stormwater narrative", 11)
    r.p("Best management practices follow the MPCA manual Protecting Water Quality in Urban Areas. Permanent BMPs are: "
        "Pond 1 (wet), Pond 2 (wet, with infiltration bench), outlet structures with skimmers, riprap outfalls, and "
        "a 30-foot native buffer around Basin 14.", tags=[statement("N.3.0"), statement("N.3.2")])
    r.p("Pond 2 discharges to Basin 14, a landlocked basin with no outlet; the receiving area is landlocked. The "
        "developer owns Basin 14 (Outlot C). Infiltration is proposed on the Pond 2 infiltration bench: 0.45 acre-feet "
        "per event in the sandy outwash soils (Appendix C), so the runoff volume to Basin 14 does not increase. "
        "Back-to-back 100-year events were routed: Basin 14 peaks at 978.9, 2.6 ft below the lowest adjacent opening "
        "and 1.1 ft below its natural overflow.", tags=[fact("landlocked", True), fact("infiltration_proposed", True),
                                                         statement("N.4.5")])
    r.p("Both ponds were placed in the natural low areas of the site and their outlets were designed by reservoir "
        "routing of the critical-duration events.", tags=[statement("N.4.2")])
    r.p("Off-site drainage from 5.2 acres north of Rolling Acres Road enters at the northwest corner and is carried "
        "through Pond 1 in the proposed model.", tags=[statement("N.4.4")])
    r.table([["Return period", "EX (cfs)", "PR (cfs)"], ["1-year", "4.9", "3.3"], ["2-year", "6.8", "4.5"],
             ["10-year", "16.2", "11.0"], ["100-year", "38.7", "30.2"]], widths=[2, 1.4, 1.4],
            title="Peak rates at the east property line",
            tags=[fact("peak_rates_cfs", {"1": {"existing": 4.9, "proposed": 3.3}, "10": {"existing": 16.2, "proposed": 11.0},
                                           "100": {"existing": 38.7, "proposed": 30.2}})])
    r.p("Off-site water levels are not adversely affected during or after construction: peaks fall at the east line "
        "and Basin 14's level is held by infiltration.", tags=[statement("N.4.3")])
    r.p("The ponds lie above the 100-year flood elevation of Basin 14 and within drainage and utility easements "
        "dedicated on the plat (sheet C8).", tags=[statement("N.4.6")])
    r.p("This plan conforms to the City of Victoria Local Surface Water Management Plan; see the City Engineer's "
        "letter, Appendix D.", tags=[statement("N.4.7")])
    r.p("Outlets end in flared end sections with riprap and geotextile to minimize erosion and scour; skimmers on "
        "both outlet structures remove floatables for the 1-year event.",
        tags=[statement("N.4.8"), statement("N.5.4"), statement("N.5.2")])
    r.p("P8 results: 58% annual total phosphorus removal.", tags=[fact("phosphorus_removal_pct", 58)])
    r.table([["Pond", "NWL", "100-yr HWL", "Safety bench", "Freeboard to low opening/EOF"],
             ["Pond 1", "978.0", "982.4", "10' @ 10:1", "2.0'"], ["Pond 2", "975.5", "979.2", "10' @ 10:1", "2.3'"]],
            widths=[1, 1, 1.2, 1.4, 2.2], title="Ponds (NGVD 29)",
            tags=[fact("ponds", [{"name": "Pond 1", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 2.0},
                                 {"name": "Pond 2", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 2.3}]),
                  exhibit("N.6.A.6"), fact("vertical_datum", "NGVD29")])
    r.p("The lowest opening of any house adjacent to Pond 1 is 984.9, 2.5 ft above Pond 1's 100-year HWL of 982.4.",
        tags=[fact("lowest_opening_elev_ft", 984.9), fact("hwl_100yr_elev_ft", 982.4)])
    r.p("An NPDES construction stormwater permit will be obtained from the MPCA prior to construction.")
    r.new_page()
    r.h("Appendix A - HydroCAD", 11)
    r.table([["Node", "Area", "Q100"], ["EX-1", "16.1 ac", "38.7 cfs"], ["OS-1 (off-site)", "5.2 ac", "9.1 cfs"],
             ["Pond 1", "-", "12.4 cfs out"], ["Pond 2", "-", "8.8 cfs out"], ["Basin 14 (2x100-yr)", "-", "peak 978.9"]],
            widths=[2, 1, 1.5], tags=[exhibit("N.6.A.10")])
    r.h("Appendix C - Soils", 11)
    r.p("Soil borings SB-1 to SB-8 (Haugo GeoTechnical): sandy outwash (SP, HSG A) under Pond 2, measured "
        "permeability 1.6 in/hr; loam till (CL-ML, HSG C) elsewhere. Soil types are delineated on sheet C2.",
        tags=[exhibit("N.6.A.5"), exhibit("N.6.C")])
    r.h("Appendix D - City of Victoria", 11)
    r.p("The City of Victoria has reviewed the Lakeview Ridge stormwater management plan and finds it in conformance "
        "with the City's Local Surface Water Management Plan. - City Engineer, March 12, 2024",
        tags=[exhibit("N.6.A.11")])
    r.save()

    tb = TitleBlock("TAMARACK LAND & WATER", ["Maple Grove, MN"], "Lakeview Ridge, Victoria", "Jeffrey S. Lindahl",
                    "46670", "03/15/2024")

    def c1(s):
        boundary(s, "BOUNDARY / PROPERTY LINE")
        contour_field(s, 992, 2, 8, proposed=False)
        s.c.ellipse(X0 + 1100, Y0 + 300, X0 + 1500, Y0 + 480)
        s.text(X0 + 1110, Y0 + 390, "BASIN 14 (WETLAND, DELINEATED) - LANDLOCKED", 12, True)
        notes(s, "NOTES", ["No floodplain on site", "2-ft contours NGVD 29"])

    def c2(s):
        drainage_panels(s, ["E1 11.0 AC to east line", "E2 5.1 AC to Basin 14"],
                        ["P1 9.4 AC to Pond 1", "P2 6.7 AC to Pond 2 -> Basin 14"], "OFF-SITE 5.2 AC north of Rolling Acres Rd")
        s.lines(X0 + 1900, Y0 + 600, ["SOILS: HSG A outwash under Pond 2", "HSG C till elsewhere"], size=13)

    def c4(s):
        contour_field(s, 992, 2, 8)
        pond_shape(s, X0 + 250, Y0 + 300, "POND 1", ["NWL 978.0", "HWL 982.4"])
        pond_shape(s, X0 + 950, Y0 + 300, "POND 2", ["NWL 975.5", "HWL 979.2", "INFILTRATION BENCH"])
        notes(s, "GRADING", ["Contour interval 2 feet", "NGVD 1929 datum"])

    def c5(s):
        pipes(s, [("CB-1", "MH-2", "15\"", "0.5%"), ("MH-2", "POND 1", "24\"", "0.5%"), ("OCS-1", "POND 2", "18\"", "0.5%")])
        notes(s, "STORM SEWER", ["OCS-1, OCS-2 with skimmers", "FES riprap typ."])

    def c6(s):
        detail_boxes(s, ["POND SECTION/BENCH", "OCS W/ SKIMMER", "RIPRAP", "INFILTRATION BENCH"])

    def c8(s):
        boundary(s)
        s.c.setDash(12, 6)
        s.c.rect(X0 + 230, Y0 + 280, 500, 300)
        s.c.rect(X0 + 930, Y0 + 280, 500, 300)
        s.c.setDash()
        notes(s, "PLAT EASEMENTS", ["Drainage & utility easements over Outlots A and B (ponds)", "Outlot C: Basin 14"])

    sheets = [PlanSheet("C1", "EXISTING CONDITIONS", c1, [exhibit("N.6.A.1"), exhibit("N.6.A.4")]),
              PlanSheet("C2", "DRAINAGE & SOILS MAP", c2, [exhibit("N.6.A.2")]),
              PlanSheet("C4", "GRADING PLAN", c4, [exhibit("N.6.A.7"), fact("contour_interval_ft", 2.0)]),
              PlanSheet("C5", "STORM SEWER", c5, [exhibit("N.6.A.3")]),
              PlanSheet("C6", "DETAILS", c6, [exhibit("N.6.A.8")]),
              PlanSheet("C8", "PRELIMINARY PLAT - EASEMENTS", c8, [exhibit("N.6.A.12")])]
    pl = pkg.doc("Lakeview_Ridge_Plans.pdf", ARCH_D)
    draw_set(pl, ARCH_D, sheets, tb, "plan_set.full_size", start_new_page=False)
    draw_set(pl, TABLOID, sheets, tb, "plan_set.reduced", start_new_page=True)
    pl.save()
    return pkg


def p12_minneapolis_letter(root: Path) -> Package:
    """A mixed-use infill whose narrative is a letter; full-size plans only, no reduced set."""
    pkg = Package(root, "x2-12-minneapolis-mixed-use", seed=212,
                  scenario="N.2.D.2 mixed use, net decrease, no reduced set, several exhibits missing")
    d = pkg.doc("Stormwater_Letter_Lake_and_Irving.pdf", letter, font="Times-Roman")
    d.letterhead("NORDHAUS ARCHITECTURE + ENGINEERING", ["2400 Hennepin Avenue, Minneapolis MN 55405"], size=13)
    d.p("April 19, 2024")
    d.p("To the Minnehaha Creek Watershed District:")
    d.p("Re: Lake & Irving mixed-use building, 1400 West Lake Street, Minneapolis", font="Times-Bold")
    d.p("We write to describe the stormwater design of the Lake & Irving building: ground-floor retail with 64 "
        "apartments above, a mixed use development on a 0.78-acre corner lot in the Uptown area. The whole lot, 0.78 "
        "acres, will be disturbed.", tags=[fact("project_type", "mixed_use"), fact("site_area_ac", 0.78),
                                          fact("disturbed_area_ac", 0.78), fact("dwelling_units", 64)])
    d.p("Today the lot is 0.74 acres of building and parking. After construction it will have 0.70 acres of hard "
        "surface, a net decrease of 0.04 acres, because the plaza along Irving Avenue is planted.",
        tags=[fact("existing_impervious_ac", 0.74), fact("proposed_impervious_ac", 0.70),
              fact("net_impervious_increase_ac", -0.04)])
    d.p("Our BMPs follow the MPCA manual Protecting Water Quality in Urban Areas: a 9,000-gallon cistern for "
        "irrigation reuse, an underground detention tank (UDT-1) and planted stormwater planters at the plaza. "
        "The permanent BMPs are the cistern, UDT-1, the three plaza planters and the hydrodynamic separator HDS-1.",
        tags=[statement("N.3.0"), statement("N.3.2")])
    d.p("Infiltration is not feasible: the lot is underlain by contaminated urban fill, so no infiltration is "
        "proposed.", tags=[fact("infiltration_proposed", False)])
    d.p("Runoff from the alley (0.05 acres) enters the site and is routed to UDT-1 in the model.",
        tags=[statement("N.4.4")])
    d.table([["Event", "Pre (cfs)", "Post (cfs)"], ["1-year", "2.3", "1.1"], ["10-year", "4.6", "2.4"],
             ["100-year", "8.9", "6.0"]], widths=[1.5, 1.2, 1.2], title="Peak discharge to the Lake Street storm sewer",
            tags=[fact("peak_rates_cfs", {"1": {"existing": 2.3, "proposed": 1.1}, "10": {"existing": 4.6, "proposed": 2.4},
                                           "100": {"existing": 8.9, "proposed": 6.0}})])
    d.p("Because the peaks fall and UDT-1 discharges at a metered rate, the project does not adversely affect water "
        "levels off the site during or after construction.", tags=[statement("N.4.3")])
    d.p("UDT-1 discharges into an existing manhole through a drop connection, and the planter overflows land on "
        "cobble splash pads to prevent erosion and scour.", tags=[statement("N.4.8")])
    d.p("Elevations are NGVD 29. The 100-year high water elevation next to the building (Lake Street low point) is "
        "838.9; the lowest opening (retail entry threshold) is 842.3.",
        tags=[fact("vertical_datum", "NGVD29"), fact("hwl_100yr_elev_ft", 838.9), fact("lowest_opening_elev_ft", 842.3)])
    d.p("Enclosed are the full-size civil sheets C1-C4 and the HydroCAD summary. Sincerely, Lena Nordhaus, PE")
    d.new_page()
    d.h("HydroCAD summary", 11, font="Times-Bold")
    d.table([["Node", "Area", "Q100 in", "Q100 out"], ["1S Existing lot", "0.78 ac", "8.9", "-"],
             ["2S Proposed roof+plaza", "0.73 ac", "8.1", "-"], ["3S Alley", "0.05 ac", "0.6", "-"], ["UDT-1", "-", "8.7", "5.4"]],
            widths=[2, 1, 1, 1], tags=[exhibit("N.6.A.10")])
    d.save()

    tb = TitleBlock("NORDHAUS A+E", ["2400 Hennepin Ave", "Minneapolis, MN"], "Lake & Irving Mixed Use, Minneapolis",
                    "Lena M. Nordhaus", "50718", "04/19/2024")

    def c1(s):
        boundary(s)
        building(s, X0 + 400, Y0 + 500, 700, 450, "EX BUILDING & PARKING")
        contour_field(s, 846, 2, 5, proposed=False)
        notes(s, "SURVEY", ["Elevations NGVD 29", "Lot area 0.78 ac"])

    def c2(s):
        boundary(s)
        building(s, X0 + 350, Y0 + 450, 900, 550, "MIXED USE BLDG  FFE 842.5")
        contour_field(s, 846, 2, 5)
        notes(s, "GRADING", ["Contour interval 2 ft", "Datum NGVD 1929", "Lowest opening 842.3"])

    def c3(s):
        drainage_panels(s, ["EX-1 0.78 AC to Lake St"], ["PR-1 0.73 AC to UDT-1", "ALLEY 0.05 AC to UDT-1"],
                        "OFF-SITE: alley 0.05 AC")
        pipes(s, [("AD-1", "UDT-1", "10\"", "1.0%"), ("UDT-1", "HDS-1", "12\"", "0.5%"), ("HDS-1", "EX MH", "12\"", "0.5%")])

    def c4(s):
        detail_boxes(s, ["UDT-1 SECTION", "CISTERN", "STORMWATER PLANTER", "HDS-1", "DROP CONNECTION"])

    sheets = [PlanSheet("C1", "EXISTING CONDITIONS", c1, [exhibit("N.6.A.1")]),
              PlanSheet("C2", "GRADING PLAN", c2, [exhibit("N.6.A.7"), fact("contour_interval_ft", 2.0)]),
              PlanSheet("C3", "DRAINAGE & STORM SEWER", c3, [exhibit("N.6.A.2"), exhibit("N.6.A.3")]),
              PlanSheet("C4", "DETAILS", c4, [exhibit("N.6.A.8")])]
    pl = pkg.doc("Civil_Sheets_24x36.pdf", ARCH_D)
    draw_set(pl, ARCH_D, sheets, tb, "plan_set.full_size", start_new_page=False)
    pl.save()
    return pkg


BUILDERS = [p07_plymouth_form, p08_wayzata_formal, p09_county_road, p10_shorewood_trail, p11_victoria_subdivision,
            p12_minneapolis_letter]
