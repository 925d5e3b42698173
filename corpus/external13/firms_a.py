"""Packages 1-6 of external13, each written the way one Twin Cities firm writes its reports.

Every number a reviewer would take as a fact is drawn with its tag; everything else on the
page (floor areas, PIDs, 2-year rates, off-site areas, lot sizes) is a distractor on purpose.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external13.common import E, F, S, pe_notes, plans
from corpus.external13.kit import Report, Sheet, Style
from corpus.truth import Recorder


def p01_deephaven_residence(out: Path, rec: Recorder) -> list[str]:
    """A homeowner's engineer: short letter report for a lakeshore house (N.2.A). Scanned later."""
    rel = "Deephaven_Residence_SW_Letter.pdf"
    st = Style(font="Times-Roman", bold="Times-Bold", size=11, numbering="plain",
               footer="Birchwood Civil, LLC - Project 24-117")
    r = Report(out / rel, rel, rec, st)
    r.para("BIRCHWOOD CIVIL, LLC", bold=True, size=14)
    r.para("4120 Baker Road, Suite 2, Minnetonka, MN 55343  |  952-555-0148")
    r.para("May 14, 2024")
    r.para("Minnehaha Creek Watershed District, Permitting Program, 15320 Minnetonka Boulevard, Minnetonka, MN 55345")
    r.para("RE: Stormwater Management Summary - Residence Reconstruction, 19540 Lakeview Avenue, Deephaven (PID 19-117-22-41-0012)", bold=True)
    r.para("Dear Permit Reviewer:")
    r.para("On behalf of the owners, Mark and Julia Brennan, we submit this summary for the tear-down and reconstruction "
           "of the single-family home at the above address. The project is the reconstruction of a single-family home and its "
           "residential appurtenances (driveway, walks and a screened porch) on an existing lakeshore lot on Carsons Bay of Lake Minnetonka.",
           [F("project_type", "single_family_home")])
    r.para("The applicant is a private homeowner; no public entity is involved.", [F("applicant_public_entity", False)])
    r.heading("Site Data")
    r.table([["Item", "Value"],
             ["Lot area", "0.87 acres (37,900 sq ft)"],
             ["Existing impervious area", "0.14 acres"],
             ["Proposed impervious area", "0.21 acres"],
             ["Area disturbed by grading", "0.52 acres"],
             ["New home footprint / finished floor area", "3,120 sq ft / 4,850 sq ft"],
             ["Shoreline frontage", "118 ft"]], [230, 230],
            [F("site_area_ac", 0.87), F("existing_impervious_ac", 0.14), F("proposed_impervious_ac", 0.21),
             F("disturbed_area_ac", 0.52)])
    r.heading("Drainage")
    r.para("Roof drains will discharge to the lawn and to a vegetated swale along the west lot line, as they do today. "
           "Infiltration is not proposed: the lot's soils are dense clay loam, and the Brennans chose not to build a rain "
           "garden.", [F("infiltration_proposed", False)])
    r.para("The lowest opening of the new house (walkout door) is at elevation 934.1 ft, and the 100-year high water "
           "elevation of Lake Minnetonka is 931.5 ft. The ordinary high water level is 929.4 ft. Elevations are NGVD 29.",
           [F("lowest_opening_elev_ft", 934.1), F("hwl_100yr_elev_ft", 931.5), F("vertical_datum", "NGVD29")])
    r.para("Erosion control will consist of silt fence along the shoreline side, a rock construction entrance off Lakeview "
           "Avenue, and inlet protection at the street catch basin. Turf will be restored with sod within 7 days of final grade.")
    r.para("Because the project is the construction of a single-family home, we understand that a stormwater permit under "
           "Rule N is not required; the District's shoreline and erosion control rules are addressed in the separate application.")
    r.para("Sincerely,")
    r.signature(["Daniel Okafor, P.E.", "Birchwood Civil, LLC"])
    r.close()
    return [rel]


def p02_orono_meadows(out: Path, rec: Recorder) -> list[str]:
    """Kuehn & Halvorsen: '1.0 INTRODUCTION' style, two-column site data table, Appendix tabs."""
    rel = "Orono_Meadows_Stormwater_Report.pdf"
    st = Style(numbering="decimal", header="Orono Meadows - Stormwater Management Report",
               footer="Kuehn & Halvorsen Engineering, Inc.")
    r = Report(out / rel, rel, rec, st)
    r.y -= 120
    r.title(["STORMWATER MANAGEMENT REPORT", "ORONO MEADOWS", "City of Orono, Hennepin County, Minnesota",
             "Prepared for: Orono Meadows Development, LLC", "Prepared by: Kuehn & Halvorsen Engineering, Inc., Plymouth, MN",
             "March 8, 2024  |  KHE Project No. 2311-04"])
    r.new_page()
    r.heading("Table of Contents", level=2)
    r.bullets(["1.0 Introduction", "2.0 Project Summary", "3.0 Existing Conditions", "4.0 Proposed Conditions",
               "5.0 Rate Control", "6.0 Best Management Practices", "7.0 Regulatory Review",
               "Appendix A - HydroCAD Output", "Appendix B - City of Orono Review Letter", "Appendix C - NPDES Permit Coverage"])
    r.heading("Project Team", level=2)
    r.table([["Role", "Firm / Contact"],
             ["Developer", "Orono Meadows Development, LLC - Peter Lindqvist"],
             ["Civil Engineer", "Kuehn & Halvorsen Engineering, Inc. - Sarah Kuehn, P.E."],
             ["Surveyor", "Lakeland Land Surveying - Tom Reyes, L.S."],
             ["Wetland Consultant", "Bluestem Ecological Services"]], [140, 320])
    r.new_page()
    r.heading("Introduction")
    r.para("Orono Meadows is a 24-lot single-family residential subdivision on the former Anderson farmstead at 2800 Old Crystal "
           "Bay Road North in the City of Orono. The plat creates 24 single-family lots, two outlots and a public street "
           "(Meadow Lane). This report documents compliance with MCWD Rule N.",
           [F("project_type", "single_family_subdivision"), F("dwelling_units", 24)])
    r.heading("Project Summary")
    r.table([["Site Data", ""],
             ["Total site area", "19.60 acres"],
             ["Number of lots", "24 single-family lots"],
             ["Gross density", "1.22 units per acre"],
             ["Average lot size", "0.58 acres (25,300 sf)"],
             ["Existing impervious surface", "0.35 acres"],
             ["Proposed impervious surface", "4.12 acres"],
             ["Net increase in impervious surface", "3.77 acres"],
             ["Area to be disturbed", "11.80 acres"],
             ["Parent parcel (PID 04-118-23-12-0003)", "42.3 acres"]], [240, 220],
            [F("site_area_ac", 19.6), F("density_du_per_ac", 1.22), F("existing_impervious_ac", 0.35),
             F("proposed_impervious_ac", 4.12), F("net_impervious_increase_ac", 3.77), F("disturbed_area_ac", 11.8),
             E("N.6.D"), E("N.6.E")])
    r.para("The remaining 22.7 acres of the parent parcel were conveyed to the Three Rivers Park District in 1994 and are not "
           "under common or related ownership with the developer.")
    r.para("The applicant, Orono Meadows Development, LLC, is a private developer and not a public entity. Because more than "
           "five acres will be disturbed, the developer will provide a performance bond to the District following Board approval.",
           [F("applicant_public_entity", False)])
    r.heading("Existing Conditions")
    r.para("The site is pasture and hayfield with the former farmhouse, barn and gravel drive. Runoff flows northwest to a "
           "Type 2 wetland on the north line and then to Long Lake Creek. An off-site area of 6.2 acres of large-lot residential "
           "land to the south drains through the site; this tributary runoff is routed through the proposed storm sewer and "
           "pond and is included in both the existing and proposed HydroCAD models.", [S("N.4.4")])
    r.para("Infiltration is not proposed due to the clay soils.",
           [F("infiltration_proposed", False)])
    r.para("The site is not landlocked; the receiving wetland outlets to Long Lake Creek.", [F("landlocked", False)])
    r.heading("Proposed Conditions")
    r.para("Runoff from the lots and Meadow Lane is collected in storm sewer and conveyed to Pond 1, a wet detention pond "
           "constructed in the natural low area at the north end of the site, next to the wetland. The pond and outlet were "
           "sized by reservoir routing in HydroCAD using the 24-hour critical-duration Atlas 14 events.", [S("N.4.2")])
    r.table([["Pond", "NWL (ft)", "100-yr HWL (ft)", "Safety bench", "Bench slope", "Freeboard to EOF"],
             ["Pond 1", "982.0", "986.4", "10 ft", "10:1", "2.5 ft"]], [70, 60, 90, 80, 70, 100],
            [F("ponds", [{"name": "Pond 1", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 2.5}]),
             F("hwl_100yr_elev_ft", 986.4)])
    r.para("The lowest opening of any house adjacent to Pond 1 (Lot 7, Block 1) is set at 989.2 ft, 2.8 ft above the pond's "
           "100-year HWL.", [F("lowest_opening_elev_ft", 989.2)])
    r.para("Pond 1 lies above the projected 100-year flood elevation of the wetland and entirely within a drainage and utility "
           "easement dedicated on the plat (Sheet C5.0).", [S("N.4.6")])
    r.heading("Rate Control")
    r.para("Peak discharge rates at the north property line were computed in HydroCAD (Appendix A).")
    r.table([["Event", "Existing (cfs)", "Proposed (cfs)", "Change"],
             ["2-year", "10.2", "6.3", "-3.9"],
             ["1-year", "6.8", "4.1", "-2.7"],
             ["10-year", "19.7", "14.2", "-5.5"],
             ["100-year", "44.1", "38.6", "-5.5"]], [90, 110, 110, 80],
            [F("peak_rates_cfs", {"1": {"existing": 6.8, "proposed": 4.1}, "10": {"existing": 19.7, "proposed": 14.2},
                                  "100": {"existing": 44.1, "proposed": 38.6}}), E("N.6.A.9")])
    r.para("The proposed pond reduces peak rates for all events, and the water level of the downstream wetland is not raised "
           "during or after construction; off-site water levels are therefore not adversely affected.", [S("N.4.3")])
    r.para("The pond outlet discharges through a 24-inch RCP flared end section with Class III riprap and a geotextile "
           "filter to dissipate energy and prevent erosion and scour at the wetland edge.", [S("N.4.8")])
    r.heading("Best Management Practices")
    r.para("BMPs were selected following the MPCA manual Protecting Water Quality in Urban Areas and the Minnesota Stormwater "
           "Manual: the street was narrowed to 28 feet, lots drain over turf before reaching the street, and the wetland buffer "
           "is preserved.", [S("N.3.0")])
    r.para("Permanent BMPs:", [S("N.3.2")])
    r.bullets(["Pond 1 wet detention pond with outlet control structure", "Wetland buffer strip, 25-ft average width",
               "Riprap energy dissipation at the pond outfall", "Native seeding on the outlots"])
    r.heading("Regulatory Review")
    r.para("The stormwater design conforms to the City of Orono Local Surface Water Management Plan (2018); the City Engineer's "
           "review letter is in Appendix B.", [S("N.4.7")])
    r.para("Sheets referenced: C1.0 Existing Conditions, C3.0 Grading, C4.0 Storm Sewer, C5.0 Pond Details and Easements. "
           "Soil borings were not performed for this report.")
    r.new_page()
    r.heading("Appendix A - HydroCAD Output", level=2)
    r.para("HydroCAD 10.20 routing summary, Atlas 14 MSE 3 24-hour events. Subcatchments 1S (8.4 ac), 2S (5.0 ac), OS-1 (6.2 ac "
           "off-site). Reach 1R, Pond 1P. Stage-storage-discharge tables and routing diagrams follow.", [E("N.6.A.10")])
    r.table([["Node", "Area (ac)", "CN", "Tc (min)", "1-yr Q (cfs)", "10-yr Q (cfs)", "100-yr Q (cfs)"],
             ["1S", "8.4", "78", "14.2", "3.1", "8.9", "19.4"],
             ["2S", "5.0", "74", "11.8", "1.6", "4.9", "11.2"],
             ["OS-1", "6.2", "71", "22.5", "1.1", "3.8", "9.6"]], [60, 60, 40, 60, 70, 75, 80])
    r.new_page()
    r.heading("Appendix B - City of Orono Review Letter", level=2)
    r.para("City of Orono, Engineering Department, February 21, 2024. The City has reviewed the preliminary plat and stormwater "
           "plans for Orono Meadows and finds the stormwater management design consistent with the City's Local Surface Water "
           "Management Plan.", [E("N.6.A.11")])
    r.new_page()
    r.heading("Appendix C - NPDES Permit Coverage", level=2)
    r.para("MPCA Construction Stormwater General Permit - Coverage Card. Permit No. C00067418, issued February 28, 2024 to "
           "Orono Meadows Development, LLC for the Orono Meadows project.", [E("N.6.A.13")])
    r.close()
    block = ["KUEHN & HALVORSEN ENGINEERING", "Plymouth, Minnesota", "ORONO MEADOWS", "City of Orono, MN",
             "KHE No. 2311-04", "Issued for Permit 03/08/2024"]
    sheets = [
        Sheet("C0.0", "Title Sheet", ["SHEET INDEX: C0.0 TITLE, C1.0 EXISTING CONDITIONS, C3.0 GRADING, C4.0 STORM SEWER,",
                                      "C5.0 POND DETAILS AND EASEMENTS"] + pe_notes("Sarah Kuehn", "44821", "03/08/2024"),
              [E("plan_set.pe_certified")]),
        Sheet("C1.0", "Existing Conditions", ["PROPERTY LINE / BOUNDARY OF LANDS OWNED BY APPLICANT (19.60 AC)",
                                              "DELINEATED TYPE 2 WETLAND - BOUNDARY FLAGGED BY BLUESTEM ECOLOGICAL 09/2023",
                                              "EXISTING 12\" CMP CULVERT UNDER FARM DRIVE, INV 981.6",
                                              "WETLAND NWL 981.8  100-YR HWL 985.9"],
              [E("N.6.A.1"), E("N.6.A.4")]),
        Sheet("C3.0", "Grading Plan", ["EXISTING AND PROPOSED CONTOURS AT 2-FOOT INTERVALS",
                                       "ELEVATIONS REFER TO NGVD 1929 DATUM",
                                       "POND 1: NWL 982.0, 100-YR HWL 986.4, EOF 988.9"],
              [F("contour_interval_ft", 2), F("vertical_datum", "NGVD29"), E("N.6.A.6")]),
        Sheet("C4.0", "Storm Sewer Plan", ["PROPOSED 15\"-24\" RCP STORM SEWER WITH RIM AND INVERT ELEVATIONS",
                                           "EXISTING 12\" CMP TO BE REMOVED", "OUTLET: 24\" RCP FES INV 982.0 WITH CL III RIPRAP"],
              [E("N.6.A.3")]),
        Sheet("C5.0", "Pond Details and Easements", ["OUTLET CONTROL STRUCTURE DETAIL (MH-1): 6\" ORIFICE AT 982.0, WEIR 984.6",
                                                     "SPECIFICATIONS: CITY OF ORONO STANDARD SPECS AND MNDOT 2501/2503",
                                                     "DRAINAGE AND UTILITY EASEMENT OVER POND 1 TO ELEV 988.9 (PER PLAT)"],
              [E("N.6.A.8"), E("N.6.A.12")]),
    ]
    return [rel] + plans(out, rec, "orono-meadows", block, sheets, seed=2)


def p03_chanhassen_villas(out: Path, rec: Recorder) -> list[str]:
    """Prairie Ridge Civil: bulleted 'Project Summary' up front, BMP-only narrative (N.2.C.1). Scanned later."""
    rel = "Chanhassen_Villas_SWMP.pdf"
    st = Style(font="Helvetica", bold="Helvetica-Bold", size=10.5, numbering="number",
               footer="Prairie Ridge Civil Engineers")
    r = Report(out / rel, rel, rec, st)
    r.title(["Stormwater Management Plan", "Minnewashta Villas - Chanhassen, Minnesota",
             "Prairie Ridge Civil Engineers, Chaska MN  |  April 2024"], size=17, gap=24)
    r.heading("Project Summary")
    r.bullets([("Project: Minnewashta Villas, a 13-lot single-family villa subdivision", [F("project_type", "single_family_subdivision"), F("dwelling_units", 13)]),
               ("Location: 6650 Minnewashta Parkway, City of Chanhassen, Carver County", []),
               ("Site area: 4.60 acres", [F("site_area_ac", 4.6), E("N.6.D")]),
               ("Density: 2.83 units per acre", [F("density_du_per_ac", 2.83)]),
               ("Existing impervious: 0.22 ac; proposed impervious: 1.64 ac", [F("existing_impervious_ac", 0.22), F("proposed_impervious_ac", 1.64), E("N.6.E")]),
               ("Land disturbance: 4.10 acres", [F("disturbed_area_ac", 4.1)]),
               ("Applicant: Galpin Villas Partners, LLC (private developer, not a public entity)", [F("applicant_public_entity", False)]),
               ("Builder's typical villa: 1,850 sf footprint on 6,500-9,200 sf lots", [])])
    r.heading("Applicable Requirements")
    r.para("With a density above two units per acre on a site between two and five acres, the project falls under MCWD Rule N "
           "paragraph C(1): only the Best Management Practices of Section 3 apply. No rate control or water quality modeling is "
           "required; a 2-year and 10-year check of the street inlets was done for the City only.")
    r.heading("Best Management Practices")
    r.para("The site plan limits new impervious surface with a 24-foot private street and shared driveways, keeps runoff on "
           "turf, and directs street runoff to an infiltration basin. These practices follow the MPCA manual Protecting Water "
           "Quality in Urban Areas and the Minnesota Stormwater Manual.", [S("N.3.0")])
    r.para("An infiltration basin is proposed on Outlot A to take the street runoff after pretreatment.", [F("infiltration_proposed", True)])
    r.para("Permanent BMPs proposed:", [S("N.3.2")])
    r.bullets(["Infiltration basin on Outlot A (1,940 sf bottom area) with pretreatment sump manhole",
               "Shared driveways serving Lots 3-4, 7-8 and 11-12", "Native prairie buffer along the wooded west slope",
               "Roof drains to rear-yard turf"])
    r.heading("Building Openings")
    r.para("The infiltration basin's 100-year high water elevation is 955.3 ft. The lowest opening of the villas next to the "
           "basin (Lot 5) is 958.0 ft, which is 2.7 ft above the HWL.",
           [F("hwl_100yr_elev_ft", 955.3), F("lowest_opening_elev_ft", 958.0)])
    r.heading("Other Items")
    r.para("No wetlands were identified on the site. The property is 1,400 feet from Lake Minnewashta and lies outside its floodplain; "
           "it is not in a shoreland district.", [E("N.6.A.4")])
    r.para("The receiving storm sewer in Minnewashta Parkway drains to Lake Minnewashta; the site is not landlocked.",
           [F("landlocked", False)])
    r.para("Erosion and sediment control follows the City of Chanhassen standard details; the MPCA construction permit will be "
           "obtained by the developer because more than one acre is disturbed.")
    r.signature(["Prepared by: Alicia Brandt, P.E.", "Prairie Ridge Civil Engineers", "MN License No. 51207"])
    r.close()
    return [rel]


def p04_victoria_townhomes(out: Path, rec: Recorder) -> list[str]:
    """Westwood-style 'Section 1 - Executive Summary' narrative; stats in prose; safety bench too narrow."""
    rel = "Victoria_Townhomes_Stormwater_Management_Report.pdf"
    st = Style(font="Times-Roman", bold="Times-Bold", size=11, numbering="section",
               header="Laketown Townhomes | Stormwater Management Report", footer="Carver Lakes Engineering Group")
    r = Report(out / rel, rel, rec, st)
    r.y -= 150
    r.title(["Laketown Townhomes", "Stormwater Management Report", "City of Victoria, Minnesota",
             "Carver Lakes Engineering Group, Inc.", "January 2024"], size=24, gap=36)
    r.new_page()
    r.heading("Executive Summary")
    r.para("Laketown Townhomes is a multi-family residential development of 52 townhome units in 13 four-unit buildings on "
           "an 8.90-acre site at 1710 Rolling Acres Road in the City of Victoria. The resulting density is 5.84 units per acre.",
           [F("project_type", "multi_unit_residential"), F("dwelling_units", 52), F("site_area_ac", 8.9),
            F("density_du_per_ac", 5.84), E("N.6.D")])
    r.para("The existing site is a former horse farm with 0.18 acres of impervious surface (barn, arena and gravel). After "
           "development the impervious surface will total 3.96 acres, a net increase of 3.78 acres. Grading will disturb "
           "8.20 acres.", [F("existing_impervious_ac", 0.18), F("proposed_impervious_ac", 3.96),
                           F("net_impervious_increase_ac", 3.78), F("disturbed_area_ac", 8.2), E("N.6.E")])
    r.para("The applicant, Laketown Residential Partners, LLC, is a private company; a performance bond will be furnished "
           "following Board approval.", [F("applicant_public_entity", False)])
    r.para("Under MCWD Rule N paragraph C(3) (medium density, eight acres or more), Sections 3, 4 and 5 apply.")
    r.heading("Existing Site")
    r.para("The site slopes east toward a DNR public water wetland (Wetland 10-0218W) across Rolling Acres Road. A 2.4-acre "
           "wetland fringe on the east side of the site was delineated in 2023 and is shown on Sheet C2.1. The site is not in a "
           "mapped floodplain or shoreland district. Existing drainage areas are shown on Figure 2.")
    r.para("Runoff from 3.1 acres of Rolling Acres Road right-of-way and the neighbouring hobby farm enters the site from the "
           "west; this off-site runoff is carried in a bypass pipe around the NURP pond and is accounted for in the model.",
           [S("N.4.4")])
    r.para("Infiltration is not proposed because of the site's clay soils.",
           [F("infiltration_proposed", False)])
    r.heading("Stormwater Management Approach")
    r.para("Stormwater is managed by NURP Pond A in the existing depression at the east edge of the site. The pond was "
           "designed with reservoir routing (HydroCAD) using critical-duration 24-hour rainfall events.", [S("N.4.2")])
    r.para("NURP Pond A is located outside the projected 100-year flood elevation of the wetland and within a drainage and "
           "utility easement dedicated on the plat.", [S("N.4.6")])
    r.para("The pond discharges to the wetland through a 21-inch RCP with a riprap apron and energy-dissipating plunge "
           "pool, which minimizes erosion and scouring at the outfall of this water quality and rate control facility.",
           [S("N.4.8"), S("N.5.4")])
    r.para("The outlet structure has a baffle weir (skimmer) in front of the orifice that retains floatables for events up "
           "to and including the 1-year storm.", [S("N.5.2")])
    r.para("The project will not affect water levels off site during or after construction; the wetland's 100-year level "
           "is unchanged at 968.7 ft.", [S("N.4.3")])
    r.para("The receiving wetland outlets to Wassermann Lake and is not landlocked.", [F("landlocked", False)])
    r.heading("Rate Control")
    r.para("Peak flows leaving the east property line for the critical 24-hour storms (Atlas 14) are: 1-year, 4.9 cfs existing "
           "and 3.2 cfs proposed; 10-year, 13.8 cfs existing and 9.7 cfs proposed; 100-year, 31.5 cfs existing and 26.0 cfs "
           "proposed. The 5-year event (9.9 cfs existing) was also checked for the City.",
           [F("peak_rates_cfs", {"1": {"existing": 4.9, "proposed": 3.2}, "10": {"existing": 13.8, "proposed": 9.7},
                                 "100": {"existing": 31.5, "proposed": 26.0}}), E("N.6.A.9")])
    r.heading("Water Quality")
    r.para("P8 modeling of the site with NURP Pond A gives an annual total phosphorus removal of 61%, above the 50% required. "
           "Total suspended solids removal is 88%.", [F("phosphorus_removal_pct", 61)])
    r.para("NURP Pond A: normal water level 966.0, 100-year HWL 970.9. The pond has an 8-foot safety bench at 10:1 and 2.2 feet "
           "of freeboard between the 100-year level and the emergency overflow.",
           [F("ponds", [{"name": "NURP Pond A", "safety_bench_width_ft": 8, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 2.2}]),
            F("hwl_100yr_elev_ft", 970.9)])
    r.para("The lowest building opening next to the pond (Building 9) is 973.6 ft.", [F("lowest_opening_elev_ft", 973.6)])
    r.heading("Best Management Practices")
    r.para("Site design BMPs follow the MPCA manual Protecting Water Quality in Urban Areas: clustered buildings, 26-foot private "
           "drives and preserved wetland buffers.", [S("N.3.0")])
    r.para("The permanent BMPs are NURP Pond A, the skimmer outlet structure, riprap outfall protection, a 30-foot wetland "
           "buffer with native seed, and sump catch basins at the pond inlets.", [S("N.3.2")])
    r.heading("Municipal Coordination and Permits")
    r.para("The stormwater plan conforms to the City of Victoria Local Water Management Plan; the City's staff review memo "
           "of December 12, 2023 is attached as Exhibit 6.", [S("N.4.7")])
    r.heading("Figures and Exhibits", level=2)
    r.bullets(["Figure 1 - Site Location", "Figure 2 - Existing Drainage Areas", "Figure 3 - Proposed Drainage Areas",
               "Exhibit 4 - HydroCAD and P8 Output", "Exhibit 5 - NPDES Coverage", "Exhibit 6 - City of Victoria Review Memo",
               "Exhibit 7 - Geotechnical Borings (Braun Intertec)"])
    r.figure("Figure 2 - Existing Drainage Areas", ["EX-1 ON-SITE 6.4 AC", "EX-2 ON-SITE 2.5 AC",
                                                   "OFF-SITE OS-1 3.1 AC (ROLLING ACRES RD)", "DISCHARGE POINT: EAST PROPERTY LINE"],
             [E("N.6.A.2")], seed=4)
    r.figure("Figure 3 - Proposed Drainage Areas", ["PR-1 TO NURP POND A 7.1 AC", "PR-2 UNTREATED 1.8 AC",
                                                   "OFF-SITE OS-1 3.1 AC BYPASS"], seed=5)
    r.heading("Exhibit 4 - HydroCAD and P8 Output", level=2)
    r.para("HydroCAD routing reports for the 1-, 2-, 5-, 10- and 100-year events and the P8 v3.5 output (1955-2004 "
           "Minneapolis precipitation) used to size NURP Pond A.", [E("N.6.A.10")])
    r.new_page()
    r.heading("Exhibit 5 - NPDES Coverage", level=2)
    r.para("MPCA NPDES/SDS Construction Stormwater Permit, coverage granted December 29, 2023, Permit No. C00066102, "
           "Laketown Townhomes.", [E("N.6.A.13")])
    r.heading("Exhibit 6 - City of Victoria Review Memo", level=2)
    r.para("The City Engineer has reviewed the Laketown Townhomes stormwater plan and finds it conforms to the City's Local "
           "Water Management Plan.", [E("N.6.A.11")])
    r.new_page()
    r.heading("Exhibit 7 - Geotechnical Borings", level=2)
    r.table([["Boring", "Depth (ft)", "Soil", "Groundwater"],
             ["SB-1", "0-14", "Lean clay (CL)", "not encountered"],
             ["SB-2", "0-16", "Clayey sand (SC) over lean clay", "11.5 ft"],
             ["SB-3", "0-12", "Lean clay (CL)", "not encountered"]], [60, 70, 200, 100], [E("N.6.C")])
    r.close()
    block = ["CARVER LAKES ENGINEERING GROUP", "Waconia, Minnesota", "LAKETOWN TOWNHOMES", "Victoria, MN",
             "Project 23-088"]
    sheets = [
        Sheet("C1.0", "Cover Sheet", ["SHEET LIST: C1.0 COVER, C2.1 EXISTING CONDITIONS, C3.1 GRADING, C4.1 UTILITIES,",
                                      "C4.2 POND DETAILS"] + pe_notes("Rachel Voss", "47710", "01/19/2024"),
              [E("plan_set.pe_certified")]),
        Sheet("C2.1", "Existing Conditions", ["PROPERTY BOUNDARY - LANDS OWNED BY APPLICANT", "DELINEATED WETLAND BOUNDARY (2023)",
                                              "WETLAND NWL 966.1, 100-YR HWL 968.7", "EXISTING 18\" CMP CULVERT UNDER ROLLING ACRES RD"],
              [E("N.6.A.1"), E("N.6.A.4")]),
        Sheet("C3.1", "Grading Plan", ["CONTOURS SHOWN AT 2 FT INTERVAL (EXISTING DASHED, PROPOSED SOLID)", "DATUM: NGVD 1929",
                                       "NURP POND A NWL 966.0 HWL 970.9"],
              [F("contour_interval_ft", 2), F("vertical_datum", "NGVD29"), E("N.6.A.6")]),
        Sheet("C4.1", "Storm Sewer and Utilities", ["PROPOSED STORM SEWER 12\"-30\" RCP, RIM/INV LABELED",
                                                    "EXISTING 18\" CMP TO REMAIN", "DRAINAGE & UTILITY EASEMENT OVER NURP POND A"],
              [E("N.6.A.3"), E("N.6.A.12")]),
        Sheet("C4.2", "Pond Details", ["OCS-1 OUTLET STRUCTURE WITH BAFFLE WEIR DETAIL", "POND SECTION: 8' BENCH AT 10:1",
                                       "RIPRAP APRON DETAIL", "SPECIFICATIONS PER CITY OF VICTORIA STANDARDS"],
              [E("N.6.A.8")]),
    ]
    return [rel] + plans(out, rec, "laketown-townhomes", block, sheets, seed=4)


def p05_slp_apartments(out: Path, rec: Recorder) -> list[str]:
    """Urban infill firm: roman-numeral sections, a 'site statistics' table, underground chambers; 100-yr rate up."""
    rel = "Wooddale_Flats_Stormwater_Report.pdf"
    st = Style(font="Helvetica", bold="Helvetica-Bold", size=10, numbering="roman",
               header="WOODDALE FLATS  -  STORMWATER MANAGEMENT REPORT", footer="Metro Civil Partners")
    r = Report(out / rel, rel, rec, st)
    r.title(["WOODDALE FLATS", "Stormwater Management Report", "4400 Excelsior Boulevard, St. Louis Park, MN",
             "Prepared by Metro Civil Partners, Minneapolis", "June 3, 2024"], size=22, gap=32)
    r.heading("Project team", level=2)
    r.para("Owner/Applicant: Wooddale Flats Owner LLC (a private developer; not a public entity). Architect: Studio North. "
           "Civil: Metro Civil Partners (Jon Lindgren, P.E.). Geotechnical: Braun Intertec.",
           [F("applicant_public_entity", False)])
    r.heading("Project description")
    r.para("The project redevelops a strip retail center and its parking lot into a six-story apartment building with 168 "
           "dwelling units, structured parking and a courtyard.", [F("project_type", "multi_unit_residential"), F("dwelling_units", 168)])
    r.table([["SITE STATISTICS", "", ""],
             ["Site area", "169,880 sf", "3.90 ac"],
             ["Existing impervious", "139,830 sf", "3.21 ac"],
             ["Proposed impervious", "147,230 sf", "3.38 ac"],
             ["Disturbed area", "169,880 sf", "3.90 ac"],
             ["Building gross floor area", "214,600 sf", "-"],
             ["Dwelling units / density", "168", "43.1 du/ac"]], [170, 120, 120],
            [F("site_area_ac", 3.9), F("existing_impervious_ac", 3.21), F("proposed_impervious_ac", 3.38),
             F("disturbed_area_ac", 3.9), F("density_du_per_ac", 43.1), E("N.6.D"), E("N.6.E")])
    r.para("As a multi-unit residential development above eight units per acre on a site between one-half and eight acres, "
           "Rule N paragraph D(2) applies: Sections 3 and 4. The impervious area increases by less than 50 percent, so the "
           "requirements apply to the additional impervious surface.")
    r.heading("Existing conditions")
    r.para("The site drains to the Excelsior Boulevard storm sewer and then to Minnehaha Creek. There are no wetlands, "
           "shoreland or floodplain areas on the site (see Sheet C1.1).", [E("N.6.A.4")])
    r.para("Runoff from 0.6 acres of the adjacent alley enters the site and is included in the HydroCAD model and routed "
           "through the underground system.", [S("N.4.4")])
    r.heading("Proposed stormwater management")
    r.para("An underground filtration chamber system (StormTech MC-3500, 640 lf) under the courtyard stores and filters "
           "runoff. Infiltration is not proposed because of contaminated fill identified in the Phase II ESA.",
           [F("infiltration_proposed", False)])
    r.para("There is no natural low area on this fully developed site; the chamber system and its outlet were designed by "
           "reservoir routing of the critical-duration Atlas 14 events.", [S("N.4.2")])
    r.para("The chamber system lies above the 100-year flood elevation and within a private drainage and utility easement "
           "granted to the City (Sheet C4.2).", [S("N.4.6")])
    r.para("The system outlets to the existing Excelsior Boulevard storm sewer; water levels off site are not affected "
           "during or after construction.", [S("N.4.3")])
    r.heading("Rate control results")
    r.table([["Storm event", "Existing peak (cfs)", "Proposed peak (cfs)"],
             ["1-yr (2.49 in)", "5.7", "4.2"],
             ["2-yr (2.86 in)", "6.8", "5.1"],
             ["10-yr (4.27 in)", "10.9", "9.8"],
             ["100-yr (7.42 in)", "16.2", "16.9"]], [140, 140, 140],
            [F("peak_rates_cfs", {"1": {"existing": 5.7, "proposed": 4.2}, "10": {"existing": 10.9, "proposed": 9.8},
                                  "100": {"existing": 16.2, "proposed": 16.9}}), E("N.6.A.9")])
    r.para("The 100-year proposed peak exceeds the existing by 0.7 cfs because the chamber overflow weir was held at 903.0 "
           "to keep the building's garage ramp dry; the owner asks the District to consider this.")
    r.heading("Building protection")
    r.para("The 100-year HWL of the chamber system is 902.1 ft (NGVD 29). The lowest opening, the garage entry, is at "
           "905.5 ft.", [F("hwl_100yr_elev_ft", 902.1), F("lowest_opening_elev_ft", 905.5), F("vertical_datum", "NGVD29")])
    r.heading("Best management practices")
    r.para("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas; the list of permanent BMPs is: underground "
           "filtration chambers with isolator row, sump manholes with SAFL baffles, a green roof on 6,200 sf of the amenity deck, "
           "and courtyard planters.", [S("N.3.0"), S("N.3.2")])
    r.para("The outlet pipe to the public storm sewer connects to an existing manhole; there is no open outfall, and the "
           "connection manhole has a concrete bench to prevent scour.", [S("N.4.8")])
    r.heading("Conformance and permits")
    r.para("The design conforms to the City of St. Louis Park Surface Water Management Plan; the City's engineering review "
           "comments dated May 20, 2024 are in Appendix D.", [S("N.4.7")])
    r.para("Appendix A - HydroCAD report; Appendix B - Drainage maps; Appendix C - NPDES; Appendix D - City review.")
    r.new_page()
    r.heading("Appendix A - HydroCAD Report", level=2)
    r.para("Node listing, stage-storage-discharge table for the chamber system and routing results for the 1, 2, 10 and "
           "100-year events.", [E("N.6.A.10")])
    r.figure("Appendix B - Existing and Proposed Drainage Area Map",
             ["EX DA-1 3.90 AC TO EXCELSIOR BLVD", "OFF-SITE ALLEY 0.6 AC", "PR DA-1 3.41 AC TO CHAMBERS", "PR DA-2 0.49 AC BYPASS"],
             [E("N.6.A.2")], seed=5)
    r.heading("Appendix C - NPDES", level=2)
    r.para("MPCA Construction Stormwater Permit coverage, Permit No. C00069931, effective May 28, 2024.", [E("N.6.A.13")])
    r.heading("Appendix D - City Review", level=2)
    r.para("City of St. Louis Park Engineering: the stormwater plan has been reviewed and conforms to the City's Surface "
           "Water Management Plan, subject to the attached comments.", [E("N.6.A.11")])
    r.close()
    block = ["METRO CIVIL PARTNERS", "Minneapolis, MN", "WOODDALE FLATS", "St. Louis Park, MN", "MCP 24-031"]
    sheets = [
        Sheet("C0.1", "Cover", ["SHEETS: C0.1, C1.1 EXISTING CONDITIONS, C3.1 GRADING, C4.1 STORM, C4.2 DETAILS"]
              + pe_notes("Jon Lindgren", "52288", "06/03/2024"), [E("plan_set.pe_certified")]),
        Sheet("C1.1", "Existing Conditions", ["PROPERTY LINE (LANDS OF APPLICANT, PID 07-117-21-44-0031)",
                                              "NO WETLANDS, SHORELAND OR FLOODPLAIN ON SITE", "EXISTING CATCH BASINS AND 15\" RCP"],
              [E("N.6.A.1"), E("N.6.A.4")]),
        Sheet("C3.1", "Grading Plan", ["2' CONTOURS, NGVD 29 DATUM", "CHAMBER SYSTEM: NORMAL (OUTLET) 899.5, 100-YR HWL 902.1"],
              [F("contour_interval_ft", 2), F("vertical_datum", "NGVD29"), E("N.6.A.6")]),
        Sheet("C4.1", "Storm Sewer Plan", ["PROPOSED STORM SEWER AND CHAMBER SYSTEM, RIM/INV ELEVATIONS",
                                           "EXISTING 15\" RCP TO BE ABANDONED", "PRIVATE DRAINAGE & UTILITY EASEMENT OVER CHAMBERS"],
              [E("N.6.A.3"), E("N.6.A.12")]),
        Sheet("C4.2", "Storm Details", ["STORMTECH MC-3500 SECTION AND ISOLATOR ROW", "OUTLET CONTROL MANHOLE DETAIL",
                                        "SPECIFICATION SECTION 33 46 00"], [E("N.6.A.8")]),
    ]
    return [rel] + plans(out, rec, "wooddale-flats", block, sheets, seed=5)


def p06_excelsior_retail(out: Path, rec: Recorder) -> list[str]:
    """A small-site memo: commercial under 1/2 acre (N.2.D.1); opening under 2 ft; no BMP list."""
    rel = "Water_Street_Retail_Stormwater_Memo.pdf"
    st = Style(font="Courier", bold="Courier-Bold", size=10, numbering="plain", footer="Hennepin Site Engineering")
    r = Report(out / rel, rel, rec, st)
    r.para("MEMORANDUM", bold=True, size=14)
    r.table([["TO:", "Minnehaha Creek Watershed District - Permits"],
             ["FROM:", "Luis Ortega, P.E., Hennepin Site Engineering"],
             ["DATE:", "September 9, 2024"],
             ["RE:", "Water Street Retail - 216 Water Street, Excelsior - Stormwater"]], [70, 380], grid=False, header=False)
    r.heading("Project")
    r.para("Redevelopment of a 0.41-acre commercial lot (17,860 sf) at 216 Water Street in downtown Excelsior: the existing "
           "two-story building is replaced by a one-story retail and coffee shop building of 6,400 sf with a 14-stall lot.",
           [F("project_type", "commercial"), F("site_area_ac", 0.41), E("N.6.D")])
    r.para("Existing impervious area is 0.33 acres; proposed impervious area is 0.36 acres, a net increase of 0.03 acres "
           "(1,310 sf). The entire 0.41-acre lot will be disturbed.",
           [F("existing_impervious_ac", 0.33), F("proposed_impervious_ac", 0.36), F("net_impervious_increase_ac", 0.03),
            F("disturbed_area_ac", 0.41), E("N.6.E")])
    r.para("The owner, Water Street Holdings LLC, is a private entity.", [F("applicant_public_entity", False)])
    r.heading("Rule N Applicability")
    r.para("Commercial redevelopment on a site under one-half acre: Rule N paragraph D(1), Best Management Practices only.")
    r.heading("BMPs")
    r.para("Runoff from the roof and the new parking lot is routed through a 420 sf vegetated filtration strip along the "
           "alley before entering the Water Street storm sewer, and parking is kept to the City minimum. These practices follow "
           "the MPCA manual Protecting Water Quality in Urban Areas.", [S("N.3.0")])
    r.para("Permanent BMP list: (1) the vegetated filtration strip along the alley; (2) a sump catch basin with a SAFL "
           "baffle at the parking lot low point.", [S("N.3.2")])
    r.para("Infiltration is not proposed: the lot is underlain by fill over clay and is within 50 feet of a water main.",
           [F("infiltration_proposed", False)])
    r.heading("Building Elevations")
    r.para("The Lake Minnetonka 100-year flood elevation at this location is 929.6 ft. The finished floor and lowest "
           "door opening of the new building is 931.2 ft.", [F("hwl_100yr_elev_ft", 929.6), F("lowest_opening_elev_ft", 931.2)])
    r.para("The floor matches the adjoining sidewalk grade on Water Street, which the City required for accessibility.")
    r.para("Attachments: site plan (Sheet C2), grading and erosion control plan (Sheet C3).")
    r.signature(["Luis Ortega, P.E.", "Hennepin Site Engineering"])
    r.close()
    return [rel]
