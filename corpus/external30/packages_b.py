"""Packages 7-12 of external30: a private subdivision, a phased subdivision under common
ownership, a city park shelter, a private warehouse, a city street and sidewalk project,
and a lakeshore home rebuild. The tags beside the words are the truth."""

from __future__ import annotations

from pathlib import Path

from corpus.external30.kit import Doc, Sheet, TitleBlock, draw_plansets, ex, fact, package, rates_rows, st
from corpus.truth import Recorder

PE_MN = "I hereby certify that this plan was prepared by me or under my direct supervision and that I am a duly Licensed Professional Engineer under the laws of the State of Minnesota."


# ---------------------------------------------------------------------------------------------
@package("x30-07-victoria-wildflower-ridge", "text", 3007, "N.2.B.3 private subdivision, surety; freeboard 1.5 ft; no NPDES")
def victoria_subdivision(folder: Path):
    rec = Recorder()
    files = []
    r = Doc(rec, folder, "Wildflower_Ridge_Stormwater_Report.pdf", font="Times-Roman", bold="Times-Bold", size=11,
            header="Wildflower Ridge - Stormwater Management Report - Victoria, Minnesota",
            footer="Carver Lakes Engineering, LLC", numbering="{n}")
    r.title("WILDFLOWER RIDGE\nStormwater Management Report", 18)
    r.p("Developer: Lakeridge Land Company, LLC, 7800 Victoria Drive, Victoria, MN 55386 (private)\nEngineer: Carver Lakes "
        "Engineering, LLC\nSubmitted: February 2027", tags=[fact("applicant_public_entity", False)])
    r.h("Executive summary")
    r.p("Wildflower Ridge is a single-family residential subdivision of 31 lots on a 23.4-acre site north of Rolling Acres "
        "Road. The site is carved from a 61.0-acre parent parcel owned by the Anderson family trust; the remaining 37.6 acres "
        "stay in agriculture, are not owned by the developer and are not part of any planned development. Gross density: "
        "1.32 units per acre. Average lot size 0.41 acre (17,900 SF); smallest lot 0.28 acre.",
        tags=[fact("project_type", "single_family_subdivision"), fact("site_area_ac", 23.4), fact("dwelling_units", 31),
              fact("density_du_per_ac", 1.32), ex("N.6.D")])
    r.p("Grading will disturb 17.5 acres.", tags=[fact("disturbed_area_ac", 17.5)])
    r.table([["Impervious area", "Acres"], ["Existing (farmstead, driveway)", "0.21"], ["Proposed (streets, driveways, roofs)", "5.88"],
             ["Net increase", "5.67"]], [260, 90],
            tags=[fact("existing_impervious_ac", 0.21), fact("proposed_impervious_ac", 5.88), fact("net_impervious_increase_ac", 5.67), ex("N.6.E")])
    r.p("Rule N Section 2(B)(3) applies (a subdivision of 20 acres or more at two units per acre or less): Sections 3, 4 and 5.")
    r.h("Site conditions")
    r.p("The site is cropland and a farmstead draining south to Wassermann Lake through a ditch culvert under Rolling Acres "
        "Road. A delineated 0.8-acre wetland (Wetland A, Type 3) lies in the southeast corner and is preserved with a 20-foot "
        "buffer. About 11.2 acres of off-site farmland to the north drains onto the site and is routed around the lots in a "
        "swale to Pond 1; the model includes it.", tags=[st("N.4.4")])
    r.p("Soils are Hamel-Glencoe loams with a sandy outwash lens under the Pond 1 area. Infiltration is proposed: an "
        "infiltration bench in Pond 1 infiltrates the first 0.5 inch of runoff from the streets. Soil descriptions and "
        "permeability are in Appendix B.", tags=[fact("infiltration_proposed", True)])
    r.p("The receiving area is not landlocked.", tags=[fact("landlocked", False)])
    r.h("Best management practices")
    r.p("Site design clusters lots away from Wetland A and keeps street widths to 28 feet. Structural BMPs are a wet pond with "
        "an infiltration bench and sumped catch basins; non-structural BMPs are homeowner association sweeping and a "
        "fertilizer-free common area. All BMPs are consistent with the MPCA manual \"Protecting Water Quality in Urban Areas\".",
        tags=[st("N.3.0")])
    r.p("Permanent BMP list: Pond 1 (wet pond), infiltration bench on Pond 1, outlet OCS-1 with skimmer, 6 sump catch basins, "
        "riprap at FES-1 and FES-2, Wetland A buffer.", tags=[st("N.3.2")])
    r.new_page()
    r.h("Rate control")
    r.p("Pond 1 is placed in the existing natural low area in the southwest corner of the site. Pond 1 and OCS-1 were designed "
        "by reservoir routing in HydroCAD with 24-hour Atlas 14 events; the critical duration was checked.", tags=[st("N.4.2")])
    r.table(rates_rows([("1-year", 8.8, 6.1), ("2-year", 11.5, 8.0), ("10-year", 24.6, 19.9), ("100-year", 58.2, 51.7)],
                       ["Storm", "Existing cfs", "Proposed cfs", "Change"]), [90, 100, 100, 80],
            tags=[fact("peak_rates_cfs", {"1": {"existing": 8.8, "proposed": 6.1}, "10": {"existing": 24.6, "proposed": 19.9},
                                          "100": {"existing": 58.2, "proposed": 51.7}}), ex("N.6.A.9")])
    r.p("The project will not adversely affect off-site water levels during or after construction: rates to Wassermann Lake "
        "decrease and a temporary sediment basin holds construction runoff.", tags=[st("N.4.3")])
    r.p("Pond 1 is above the 100-year flood elevation of Wassermann Lake and is in Outlot A, covered by a drainage and utility "
        "easement to the City of Victoria.", tags=[st("N.4.6")])
    r.p("The design conforms to the City of Victoria Local Surface Water Management Plan; the City's review is in Appendix D.",
        tags=[st("N.4.7")])
    r.p("Outfalls FES-1 and FES-2 have riprap aprons and the pond overflow has a turf reinforcement mat to limit erosion and "
        "scouring.", tags=[st("N.4.8"), st("N.5.4")])
    r.h("Water quality")
    r.p("P8 modeling shows annual total phosphorus removal of 63% at the down-gradient site boundary.",
        tags=[fact("phosphorus_removal_pct", 63)])
    r.p("Pond 1: NWL 973.0; 100-year HWL 977.6; top of berm and EOF 979.1 (1.5 feet of freeboard); 10-foot safety bench at "
        "10:1. OCS-1 has a skimmer that removes floatables from the 1-year discharge.",
        tags=[fact("ponds", [{"name": "Pond 1", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 1.5}]),
              fact("hwl_100yr_elev_ft", 977.6), st("N.5.2")])
    r.p("Lowest opening elevations of lots adjacent to Pond 1 are at least 979.9.", tags=[fact("lowest_opening_elev_ft", 979.9)])
    r.p("NPDES: the developer will apply for MPCA Construction Stormwater Permit coverage before grading begins.")
    r.new_page()
    r.h("Appendix A - HydroCAD and P8 output")
    r.p("Hydrologic, hydraulic and water quality computations used to design Pond 1 and OCS-1.", tags=[ex("N.6.A.10")])
    r.h("Appendix B - Soils and geotechnical borings")
    r.p("NRCS soil map units, soil descriptions, permeability (sandy outwash 1.63 in/hr under Pond 1) and delineation in "
        "existing and proposed conditions; soil borings SB-1 to SB-9.", tags=[ex("N.6.A.5"), ex("N.6.C")])
    r.h("Appendix C - Wetland delineation report")
    r.p("Wetland A, Type 3, 0.8 ac, delineated June 2026; boundary approved by the LGU.")
    r.h("Appendix D - City of Victoria review")
    r.p("City of Victoria, January 25, 2027: the City has reviewed the preliminary plat and stormwater plans and finds them "
        "in conformance with the City's Local Surface Water Management Plan.", tags=[ex("N.6.A.11")])
    files.append(r.save())

    tb = TitleBlock("CARVER LAKES ENGINEERING, LLC", "450 W 78th St, Chanhassen, MN 55317", "WILDFLOWER RIDGE",
                    "LAKERIDGE LAND COMPANY, LLC", "Megan Tollefson", "53907", "02/03/2027", "CLE-2502", cert_words=PE_MN)
    sheets = [
        Sheet("1", "Cover", [("Vertical datum NGVD 1929; contours at 2 ft.", [fact("vertical_datum", "NGVD29"), fact("contour_interval_ft", 2)])]),
        Sheet("2", "Existing conditions", [("Boundary of the 23.4 ac Wildflower Ridge property and property lines shown; Wetland A delineated.", [ex("N.6.A.1"), ex("N.6.A.4")])]),
        Sheet("3", "Grading plan", [("Existing and proposed contours at two-foot intervals, NGVD 1929.", [ex("N.6.A.7")]),
                                    ("Pond 1 NWL 973.0 / HWL 977.6; Wetland A existing and proposed NWL 971.2 / HWL 974.0.", [ex("N.6.A.6")])], art="grading"),
        Sheet("4", "Drainage area maps", [("Existing and proposed on-site subwatersheds and 11.2 ac off-site drainage area.", [ex("N.6.A.2")])], art="drainage"),
        Sheet("5", "Storm sewer plan", [("Proposed storm sewer and Pond 1 location, alignment and inverts; no existing facilities. Drainage and utility easement over Outlot A.", [ex("N.6.A.3"), ex("N.6.A.12")])], art="pond"),
        Sheet("6", "Details", [("OCS-1 skimmer structure, infiltration bench and riprap details.", [ex("N.6.A.8")])], art="profile"),
    ]
    files += draw_plansets(rec, folder, sheets, tb, full_name="Wildflower_Ridge_Plans_22x34.pdf",
                           reduced_name="Wildflower_Ridge_Plans_11x17.pdf",
                           full_tags=[ex("plan_set.full_size")], reduced_tags=[ex("plan_set.reduced")])
    return rec, files


# ---------------------------------------------------------------------------------------------
@package("x30-08-chanhassen-pioneer-pass-2nd", "text", 3008, "N.2.C.3 via common scheme; bench 8 ft; 1-ft contours")
def chanhassen_phase2(folder: Path):
    rec = Recorder()
    files = []
    r = Doc(rec, folder, "Pioneer_Pass_2nd_Addition_SWMP.pdf", font="Helvetica", size=10,
            header="Pioneer Pass 2nd Addition | Stormwater Management Plan", numbering="Page {n}")
    r.title("Pioneer Pass 2nd Addition - Stormwater Management Plan", 15)
    r.p("Owner/Developer: Bluff Creek Homes, Inc. (private)\nCity: Chanhassen, Carver County\nEngineer: Westwind Civil Group",
        tags=[fact("applicant_public_entity", False)])
    r.h("Project summary")
    r.p("The 2nd Addition creates 13 single-family lots on 4.30 acres immediately east of Pioneer Pass (1st Addition). "
        "Density is 3.02 units per acre.", tags=[fact("project_type", "single_family_subdivision"), fact("site_area_ac", 4.3),
                                                  fact("dwelling_units", 13), fact("density_du_per_ac", 3.02), ex("N.6.D")])
    r.p("Common scheme: Bluff Creek Homes developed the adjacent 4.80-acre 1st Addition (platted 2021, MCWD permit "
        "21-118) and owns both parcels, so under Rule N Section 2(G) the two phases are considered in aggregate: 9.10 acres. "
        "At a density above 2 units per acre and 8 acres or more, Rule N 2(C)(3) applies: Sections 3, 4 and 5.",
        tags=[fact("common_scheme_area_ac", 9.1)])
    r.p("Disturbed area, 2nd Addition: 3.9 acres.", tags=[fact("disturbed_area_ac", 3.9)])
    r.p("Impervious surface, 2nd Addition: existing 0.00 ac (vacant field); proposed 1.52 ac (street 0.61, driveways 0.33, "
        "roofs 0.58); net new impervious 1.52 ac.", tags=[fact("existing_impervious_ac", 0.0), fact("proposed_impervious_ac", 1.52),
                                                         fact("net_impervious_increase_ac", 1.52), ex("N.6.E")])
    r.h("Existing conditions")
    r.p("The site slopes south to the 1st Addition pond (Pond 100) and then to Bluff Creek. No wetlands were found on the "
        "2nd Addition site. The site is not landlocked. Infiltration is not proposed: soils are HSG D clay with perched "
        "groundwater.", tags=[fact("landlocked", False), fact("infiltration_proposed", False)])
    r.p("About 2.6 acres of the neighboring Lyman Boulevard right-of-way drains across the site; that area is included in "
        "the model and picked up by the new storm sewer.", tags=[st("N.4.4")])
    r.h("BMPs")
    r.p("BMPs include site design (reduced street width, preserved tree row on the east line), structural BMPs (Pond 100 "
        "expansion, sump catch basins) and non-structural BMPs (HOA sweeping, erosion control) consistent with the MPCA manual "
        "Protecting Water Quality in Urban Areas.", tags=[st("N.3.0")])
    r.p("Permanent BMPs: expanded Pond 100; OCS-100 with baffle; two sump catch basins; riprap at FES-21.", tags=[st("N.3.2")])
    r.new_page()
    r.h("Rate control")
    r.p("Pond 100 occupies the natural low area between the phases and is expanded rather than building a new pond. The "
        "pond and outlet were designed by reservoir routing of 24-hour critical-duration events in HydroCAD.", tags=[st("N.4.2")])
    r.table(rates_rows([("1-yr", 4.4, 4.1), ("5-yr", 8.9, 8.3), ("10-yr", 11.6, 10.8), ("100-yr", 25.3, 24.0)],
                       ["Event", "Existing", "Proposed", "+/-"]), [90, 90, 90, 80],
            tags=[fact("peak_rates_cfs", {"1": {"existing": 4.4, "proposed": 4.1}, "10": {"existing": 11.6, "proposed": 10.8},
                                          "100": {"existing": 25.3, "proposed": 24.0}}), ex("N.6.A.9")])
    r.p("Rates in cfs at the Bluff Creek outfall (combined 1st and 2nd Additions).")
    r.p("Off-site water levels are not adversely affected during or after construction; Bluff Creek levels are unchanged "
        "because peak rates decrease.", tags=[st("N.4.3")])
    r.p("Pond 100 is above the Bluff Creek 100-year flood elevation and inside Outlot B, dedicated as drainage and utility "
        "easement.", tags=[st("N.4.6")])
    r.p("The design conforms to the Chanhassen Surface Water Management Plan (City review letter attached).", tags=[st("N.4.7")])
    r.p("The Pond 100 outfall to Bluff Creek has a riprap energy dissipater to minimize erosion and scouring.",
        tags=[st("N.4.8"), st("N.5.4")])
    r.h("Water quality")
    r.p("P8: annual total phosphorus removal 54%.", tags=[fact("phosphorus_removal_pct", 54)])
    r.p("Pond 100 (expanded): NWL 938.5, HWL 941.8, berm 944.0 (freeboard 2.2 ft); safety bench 8 feet wide at 10:1 "
        "because the pond is tight against the 1st Addition lots. OCS-100 baffle removes floatables for the 1-year event.",
        tags=[fact("ponds", [{"name": "Pond 100", "safety_bench_width_ft": 8, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 2.2}]),
              fact("hwl_100yr_elev_ft", 941.8), st("N.5.2")])
    r.p("Lowest opening of the 2nd Addition homes: 944.2 (Lot 6, Block 1).", tags=[fact("lowest_opening_elev_ft", 944.2)])
    r.new_page()
    r.h("Attachment 1 - HydroCAD and P8 computations")
    r.p("Hydrologic, hydraulic and water quality computations used to design the Pond 100 expansion and OCS-100.",
        tags=[ex("N.6.A.10")])
    r.table([["Node", "Peak in (cfs)", "Peak out (cfs)", "Peak elev.", "Storage (ac-ft)"],
             ["Pond 100, 1-yr", "9.8", "4.1", "939.4", "0.61"], ["Pond 100, 10-yr", "21.7", "10.8", "940.6", "1.32"],
             ["Pond 100, 100-yr", "44.0", "24.0", "941.8", "2.48"]], [110, 80, 80, 80, 90])
    r.p("P8 v3.5: TP load to Pond 100 2.31 lb/yr; TP removed 1.25 lb/yr.")
    r.h("Attachment 2 - City of Chanhassen review letter")
    r.p("City of Chanhassen Engineering, February 2, 2027: the City has reviewed the Pioneer Pass 2nd Addition grading and "
        "stormwater plans and finds that they conform to the City's Surface Water Management Plan.", tags=[ex("N.6.A.11")])
    r.h("Attachment 3 - NPDES construction stormwater permit")
    r.p("MPCA Construction Stormwater General Permit coverage letter: permit ID C00072488, issued February 4, 2027 to "
        "Bluff Creek Homes, Inc. for Pioneer Pass 2nd Addition.", tags=[ex("N.6.A.13")])
    files.append(r.save())

    tb = TitleBlock("WESTWIND CIVIL GROUP", "7900 Market Blvd, Chanhassen, MN 55317", "PIONEER PASS 2ND ADDITION",
                    "BLUFF CREEK HOMES, INC.", "Tomas Lindqvist", "49021", "02/06/2027", "WW-118", cert_words=PE_MN)
    sheets = [
        Sheet("C1", "Existing conditions / property", [("Plat boundary, property lines and lands owned by Bluff Creek Homes shown. No wetlands, floodplain or shoreland.", [ex("N.6.A.1"), ex("N.6.A.4")])]),
        Sheet("C2", "Grading plan", [("Contours at 1-foot intervals. Datum NGVD 1929.", [fact("contour_interval_ft", 1), fact("vertical_datum", "NGVD29")]),
                                     ("Pond 100 existing NWL 938.5 / HWL 942.3; proposed NWL 938.5 / HWL 941.8.", [ex("N.6.A.6")])], art="grading"),
        Sheet("C3", "Drainage areas", [("Existing and proposed subwatersheds and the 2.6 ac off-site Lyman Blvd area.", [ex("N.6.A.2")])], art="drainage"),
        Sheet("C4", "Storm sewer and Pond 100", [("Existing and proposed storm sewer and Pond 100 with elevations; Outlot B drainage and utility easement.", [ex("N.6.A.3"), ex("N.6.A.12")])], art="pond"),
        Sheet("C5", "Details and specifications", [("OCS-100, baffle, riprap dissipater details and specifications.", [ex("N.6.A.8")])], art="profile"),
    ]
    files += draw_plansets(rec, folder, sheets, tb, full_name="PP2_Plans_Full.pdf", reduced_name="PP2_Plans_Half.pdf",
                           full_tags=[ex("plan_set.full_size")], reduced_tags=[ex("plan_set.reduced")])
    return rec, files


# ---------------------------------------------------------------------------------------------
@package("x30-09-edina-park-shelter", "text", 3009, "N.2.D.1 city park shelter; opening 1.5 ft above HWL")
def edina_shelter(folder: Path):
    rec = Recorder()
    files = []
    d = Doc(rec, folder, "Countryside_Park_Shelter_MCWD_Submittal.pdf", font="Helvetica", size=10,
            header="City of Edina - Parks & Recreation | Countryside Park Shelter and Parking Improvements",
            footer="Prepared with Tallgrass Landscape Architecture + Civil", numbering="{n}")
    d.title("Stormwater Narrative - Countryside Park Shelter", 15)
    d.p("Applicant: City of Edina, 4801 West 50th Street, Edina (public entity). Project manager: Lena Marsh, Parks "
        "Project Manager.", tags=[fact("applicant_public_entity", True)])
    d.p("Project: replace the 1970s park shelter with a 1,850 SF shelter with restrooms, and reconstruct the adjacent parking "
        "lot. Land use: institutional (public park facility).", tags=[fact("project_type", "institutional")])
    d.table([["Item", "Value"], ["Project area (limits of work)", "0.38 ac"], ["Parking stalls (existing = proposed)", "34"],
             ["Disturbed area", "0.36 ac"], ["Existing impervious in project area", "0.21 ac"],
             ["Proposed impervious in project area", "0.29 ac"], ["New impervious", "0.08 ac"]], [260, 120],
            tags=[fact("site_area_ac", 0.38), fact("disturbed_area_ac", 0.36), fact("existing_impervious_ac", 0.21),
                  fact("proposed_impervious_ac", 0.29), fact("net_impervious_increase_ac", 0.08), ex("N.6.D"), ex("N.6.E")])
    d.p("The project area is under half an acre, so only the BMP requirements of Rule N Section 3 apply.")
    d.h("BMPs")
    d.p("Site design: the new shelter sits on the old footprint and the lot is restriped to the same 34 stalls. Structural: "
        "a 600 SF rain garden (lined, underdrained; no infiltration) and a sump manhole. Non-structural: sweeping twice a year "
        "by Edina Public Works. BMPs follow the MPCA manual Protecting Water Quality in Urban Areas.", tags=[st("N.3.0")])
    d.p("Permanent BMPs: rain garden RG-1 (underdrained), sump manhole STMH-2 with baffle, native plantings on the slope "
        "north of the shelter.", tags=[st("N.3.2")])
    d.p("Infiltration is not proposed because the rain garden sits over a sewer corridor.", tags=[fact("infiltration_proposed", False)])
    d.h("Building openings")
    d.p("The shelter's lowest opening (restroom door threshold) is 901.4. The 100-year high water elevation of the adjacent "
        "Countryside Park ponding area is 899.9 (City of Edina Comprehensive Water Resources Management Plan).",
        tags=[fact("lowest_opening_elev_ft", 901.4), fact("hwl_100yr_elev_ft", 899.9)])
    d.p("The ponding area's normal water level is 896.5. The 10-year level is 898.7.")
    files.append(d.save())
    tb = TitleBlock("TALLGRASS LANDSCAPE ARCHITECTURE + CIVIL", "2400 W 66th St, Edina, MN 55435",
                    "COUNTRYSIDE PARK SHELTER AND PARKING", "CITY OF EDINA", "Joel Amundsen", "46630", "01/30/2027", "TG-0931",
                    cert_words=PE_MN)
    sheets = [Sheet("C-1", "Site, grading and utility plan",
                    [("Shelter finished floor 901.6; restroom door threshold 901.4.", [fact("lowest_opening_elev_ft", 901.4)]),
                     ("Contours at 1 foot; elevations NAVD 88 (City datum).", [fact("contour_interval_ft", 1), fact("vertical_datum", "NAVD88")])],
                    art="grading")]
    files += draw_plansets(rec, folder, sheets, tb, full_name=None, reduced_name="Countryside_Park_C-1_11x17.pdf",
                           reduced_tags=[ex("plan_set.reduced")])
    return rec, files


# ---------------------------------------------------------------------------------------------
@package("x30-10-medina-warehouse", "text", 3010, "N.2.D.3 private industrial on vacant land; bench 8:1; surety")
def medina_warehouse(folder: Path):
    rec = Recorder()
    files = []
    f = Doc(rec, folder, "Hamel_Road_Logistics_Permit_Application.pdf", size=10, header="MCWD Permit Application",
            numbering="{n}")
    f.title("Minnehaha Creek Watershed District - Permit Application", 14)
    f.field("Project name", "Hamel Road Logistics Center")
    f.field("Location", "Hamel Road at Arrowhead Drive, Medina")
    f.field("PIDs", "02-118-23-33-0004, 02-118-23-33-0005")
    f.field("Applicant", "Hamel Road Logistics LLC")
    f.field("Public entity", "No", box=False, tags=[fact("applicant_public_entity", False)])
    f.field("Project type", "Industrial (warehouse / distribution)", tags=[fact("project_type", "industrial")])
    f.field("Site area", "9.6 acres", tags=[fact("site_area_ac", 9.6), ex("N.6.D")])
    f.field("Area disturbed", "8.7 acres", tags=[fact("disturbed_area_ac", 8.7)])
    f.field("Existing impervious", "0.00 acres (cropland)", tags=[fact("existing_impervious_ac", 0.0)])
    f.field("Proposed impervious", "6.41 acres", tags=[fact("proposed_impervious_ac", 6.41)])
    f.field("Net increase", "6.41 acres", tags=[fact("net_impervious_increase_ac", 6.41), ex("N.6.E")])
    f.field("Building", "112,000 SF; 18 dock doors; 146 stalls")
    f.field("Engineer", "Prairie Point Engineering - Sam Olufemi, P.E.")
    files.append(f.save())

    r = Doc(rec, folder, "Hamel_Road_Logistics_Stormwater_Report.pdf", font="Times-Roman", bold="Times-Bold", size=11,
            header="Hamel Road Logistics Center - Stormwater Report", footer="Prairie Point Engineering", numbering="{n}")
    r.title("Stormwater Report", 16)
    r.h("Introduction")
    r.p("The 9.6-acre site is cropland with no existing impervious surface. An industrial warehouse is proposed. Rule N "
        "2(D)(3) applies (site of 8 acres or more): Sections 3, 4 and 5. The applicant is a private company and 8.7 acres will "
        "be disturbed, so a surety is expected.")
    r.p("Runoff from the site flows south to Long Lake Creek. The site is not landlocked. There are no wetlands on the site; "
        "the nearest wetland is 450 feet south, across Hamel Road. Infiltration is not proposed: soils are HSG D clay loam "
        "(see boring logs).", tags=[fact("landlocked", False), fact("infiltration_proposed", False)])
    r.p("Approximately 6.8 acres of farmland west of the site drains onto it; the west swale carries this off-site runoff to "
        "the pond and the model includes it.", tags=[st("N.4.4")])
    r.h("BMPs")
    r.p("BMPs: site design (compact truck court, 1.9 acres of native prairie retained), structural BMPs (NURP wet pond, "
        "sump manholes, riprap) and non-structural BMPs (sweeping, salt management plan), per the MPCA manual \"Protecting "
        "Water Quality in Urban Areas\".", tags=[st("N.3.0")])
    r.p("Permanent BMPs: Pond P1; outlet OCS-1 with skimmer; 3 sump manholes; riprap at FES-3; native prairie buffer.",
        tags=[st("N.3.2")])
    r.h("Rate control")
    r.p("Pond P1 is located in the site's natural low area (southeast corner). Its outlet was designed by reservoir routing "
        "using HydroCAD with Atlas 14 critical-duration events.", tags=[st("N.4.2")])
    r.table(rates_rows([("1-year", 6.2, 4.1), ("10-year", 15.8, 12.9), ("100-year", 31.7, 28.8)],
                       ["Event", "Existing (cfs)", "Proposed (cfs)", "Change"]), [100, 100, 100, 80],
            tags=[fact("peak_rates_cfs", {"1": {"existing": 6.2, "proposed": 4.1}, "10": {"existing": 15.8, "proposed": 12.9},
                                          "100": {"existing": 31.7, "proposed": 28.8}}), ex("N.6.A.9")])
    r.p("Water levels off site are not adversely affected during or after construction because discharge rates decrease and "
        "a sediment basin operates during grading.", tags=[st("N.4.3")])
    r.p("Pond P1 lies above the 100-year flood elevation and within a drainage and utility easement granted to the City of "
        "Medina.", tags=[st("N.4.6")])
    r.p("The plan conforms to the City of Medina Local Surface Water Management Plan.", tags=[st("N.4.7")])
    r.p("All outfalls have riprap with geotextile to minimize erosion and scour, including the pond outfall.",
        tags=[st("N.4.8"), st("N.5.4")])
    r.h("Water quality")
    r.p("P8 shows 61% annual total phosphorus removal.", tags=[fact("phosphorus_removal_pct", 61)])
    r.p("Pond P1: NWL 982.0, 100-yr HWL 986.3, top of berm 988.8 (2.5 ft freeboard). Safety bench 10 feet wide at 8:1 "
        "(H:V). The skimmer on OCS-1 removes floatables for the 1-year event.",
        tags=[fact("ponds", [{"name": "Pond P1", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 8, "freeboard_ft": 2.5}]),
              fact("hwl_100yr_elev_ft", 986.3), st("N.5.2")])
    r.p("Lowest building opening (dock door sill): 989.0.", tags=[fact("lowest_opening_elev_ft", 989.0)])
    r.new_page()
    r.h("Appendix A - HydroCAD and P8 computations")
    r.p("Hydrologic, hydraulic and water quality computations used to design Pond P1 and OCS-1.", tags=[ex("N.6.A.10")])
    r.table([["Subcatchment", "Area (ac)", "CN", "Tc (min)"], ["1S existing", "9.6", "78", "31"], ["OS-1 off-site", "6.8", "79", "38"],
             ["2S proposed", "9.6", "92", "10"]], [120, 80, 60, 80])
    r.h("Appendix B - City of Medina review")
    r.p("City of Medina letter, January 12, 2027: the City has reviewed the project and finds it consistent with its Local "
        "Surface Water Management Plan.", tags=[ex("N.6.A.11")])
    r.h("Appendix C - NPDES permit")
    r.p("MPCA NPDES Construction Stormwater Permit coverage card, permit ID C00071904, issued January 9, 2027 to Hamel Road "
        "Logistics LLC.", tags=[ex("N.6.A.13")])
    r.new_page()
    r.h("Appendix D - Geotechnical soil borings")
    r.p("Soil boring logs SB-1 to SB-8 (December 2026): lean clay (CL) to 20 ft; groundwater at 11 ft in SB-6.", tags=[ex("N.6.C")])
    r.h("Appendix E - Maintenance agreement (draft)")
    r.p("Draft stormwater facilities maintenance agreement on the MCWD form for Pond P1, OCS-1, sump manholes and outfalls: "
        "the owner inspects annually, removes sediment when the pond loses 25% of its permanent pool, and records the "
        "agreement with Hennepin County before grading.", tags=[ex("N.6.B")])
    files.append(r.save())

    tb = TitleBlock("PRAIRIE POINT ENGINEERING", "3500 Vicksburg Ln N, Plymouth, MN 55447", "HAMEL ROAD LOGISTICS CENTER",
                    "HAMEL ROAD LOGISTICS LLC", "Sam Olufemi", "50118", "01/18/2027", "PPE-7721", cert_words=PE_MN)
    sheets = [
        Sheet("C100", "Existing conditions", [("Property lines of both parcels owned by the applicant; no wetlands, floodplain or shoreland on site.", [ex("N.6.A.1"), ex("N.6.A.4")])]),
        Sheet("C200", "Grading plan", [("Existing and proposed contours, 2-foot interval. Datum: NGVD 1929.", [fact("contour_interval_ft", 2), fact("vertical_datum", "NGVD29"), ex("N.6.A.7")]),
                                       ("Pond P1: proposed NWL 982.0, HWL 986.3. Existing low area: no normal water; 100-yr level 983.1.", [ex("N.6.A.6")])], art="grading"),
        Sheet("C300", "Storm sewer plan", [("Proposed storm sewer, Pond P1 and OCS-1 with elevations; easement over Pond P1.", [ex("N.6.A.3"), ex("N.6.A.12")])], art="pond"),
        Sheet("C400", "Drainage maps", [("Existing and proposed subwatersheds and 6.8 ac off-site drainage area.", [ex("N.6.A.2")])], art="drainage"),
        Sheet("C500", "Details", [("OCS-1, skimmer, pond section with safety bench, riprap details.", [ex("N.6.A.8")])], art="profile"),
    ]
    files += draw_plansets(rec, folder, sheets, tb, full_name="HRL_Civil_Plans_22x34.pdf", reduced_name="HRL_Civil_Plans_11x17.pdf",
                           full_tags=[ex("plan_set.full_size")], reduced_tags=[ex("plan_set.reduced")])
    return rec, files


# ---------------------------------------------------------------------------------------------
@package("x30-11-mound-lost-lake-streets", "text", 3011, "N.2.E.2 street + sidewalk failing N.2.E.4; 10-yr rate up")
def mound_streets(folder: Path):
    rec = Recorder()
    files = []
    r = Doc(rec, folder, "Mound_2027_Street_Utility_Sidewalk_SW_Memo.pdf", font="Helvetica", size=10,
            header="HARBOR LANE ENGINEERING  |  City of Mound Project PW-27-01", numbering="{n}")
    r.title("Stormwater Memorandum - 2027 Lost Lake Area Street, Utility and Sidewalk Improvements", 14)
    r.p("Prepared for the City of Mound (applicant; a municipal corporation and public body). Harbor Lane Engineering, "
        "city engineer of record. March 2027.", tags=[fact("applicant_public_entity", True)])
    r.h("What is being built")
    r.p("Full reconstruction of Lost Lake Road, Commerce Boulevard (south segment) and Auditor's Road, with new watermain, "
        "storm sewer and a new sidewalk along Lost Lake Road. This is a linear project within City right-of-way.",
        tags=[fact("project_type", "linear")])
    r.table([["Item", "Quantity"], ["Total project area", "4.6 acres"], ["Limits of disturbance", "4.1 acres"],
             ["Existing impervious", "2.10 acres"], ["Proposed impervious", "3.22 acres"],
             ["Net increase in impervious surface", "1.12 acres"], ["Street length", "3,240 ft"],
             ["Watermain", "2,950 LF of 8-inch"]], [250, 140],
            tags=[fact("site_area_ac", 4.6), fact("disturbed_area_ac", 4.1), fact("existing_impervious_ac", 2.10),
                  fact("proposed_impervious_ac", 3.22), fact("net_impervious_increase_ac", 1.12), ex("N.6.D"), ex("N.6.E")])
    r.p("The new sidewalk is 6 feet wide with a 3-foot grass boulevard between sidewalk and curb (right-of-way is tight near "
        "Lost Lake). Its area is 0.48 acre and it is included in the net increase above because a 3-foot boulevard does not "
        "provide the 5-foot buffer of Rule N 2(E)(4).",
        tags=[fact("sidewalk_trail", {"width_ft": 6, "buffer_ft": 3, "area_ac": 0.48, "standalone": False})])
    r.p("With a net increase over one acre and a project area under five acres, Sections 3 and 4 apply.")
    r.h("Site conditions")
    r.p("Lost Lake (DNR public water) is north of the project. The Lost Lake shoreland district and 100-year floodplain "
        "(elev. 931.5) are delineated on sheet C-3; no wetlands are within the work limits. Infiltration is not proposed: "
        "groundwater is within 3 feet of the surface near Lost Lake.",
        tags=[fact("infiltration_proposed", False), fact("hwl_100yr_elev_ft", 931.5)])
    r.p("No ponds are proposed; rate control uses an underground pipe gallery.", tags=[fact("ponds", [])])
    r.h("BMPs")
    r.p("Site design keeps the street at 26 feet; structural BMPs include the pipe gallery and sump structures; "
        "non-structural BMPs include sweeping. All follow the MPCA manual Protecting Water Quality in Urban Areas.",
        tags=[st("N.3.0")])
    r.p("Permanent BMPs: 48-inch pipe gallery (410 LF); two sump manholes with SAFL baffles; riprap at the Lost Lake "
        "outfall.", tags=[st("N.3.2")])
    r.new_page()
    r.h("Rate control")
    r.p("No natural low area is available within the right-of-way; the pipe gallery and its weir outlet were designed by "
        "reservoir routing in XPSWMM with critical-duration Atlas 14 events.", tags=[st("N.4.2")])
    r.table(rates_rows([("1-yr", 2.4, 2.2), ("2-yr", 3.3, 3.1), ("10-yr", 6.1, 6.5), ("100-yr", 12.8, 12.1)],
                       ["Event", "Existing", "Proposed", "Change"]), [90, 90, 90, 80],
            tags=[fact("peak_rates_cfs", {"1": {"existing": 2.4, "proposed": 2.2}, "10": {"existing": 6.1, "proposed": 6.5},
                                          "100": {"existing": 12.8, "proposed": 12.1}}), ex("N.6.A.9")])
    r.p("Rates in cfs to Lost Lake. The 10-year rate rises 0.4 cfs because the weir controls the 100-year event.")
    r.p("Lost Lake levels are not adversely affected during or after construction; the lake's 100-year level does not change "
        "and temporary pumping is discharged through a filter bag.", tags=[st("N.4.3")])
    r.p("Runoff from 7.3 acres of residential area south of Auditor's Road enters the new storm sewer and is included in the "
        "XPSWMM model.", tags=[st("N.4.4")])
    r.p("The pipe gallery is above the 100-year flood elevation (931.5) and within City right-of-way and drainage easements.",
        tags=[st("N.4.6")])
    r.p("The design conforms to the City of Mound Surface Water Management Plan.", tags=[st("N.4.7")])
    r.p("The Lost Lake outfall has a riprap apron and a concrete energy dissipater to minimize erosion and scouring.",
        tags=[st("N.4.8")])
    r.p("Attachments: 1 - XPSWMM computations; 2 - NPDES permit coverage; 3 - City engineering review memo.")
    r.new_page()
    r.h("Attachment 1 - XPSWMM model results")
    r.p("Hydrologic and hydraulic computations used to design the pipe gallery and weir outlet (1-, 2-, 10- and 100-year "
        "events, existing and proposed).", tags=[ex("N.6.A.10")])
    r.table([["Link / node", "Q10 (cfs)", "Q100 (cfs)", "HGL100"], ["Gallery outlet weir", "6.5", "12.1", "933.9"],
             ["Trunk to Lost Lake", "9.8", "18.4", "932.6"], ["Auditor's Rd inflow (off-site)", "4.0", "8.3", "936.1"]],
            [150, 80, 80, 80])
    r.h("Attachment 2 - NPDES permit coverage")
    r.p("MPCA Construction Stormwater General Permit coverage, permit ID C00072655, issued February 27, 2027 to the City of "
        "Mound for project PW-27-01.", tags=[ex("N.6.A.13")])
    r.h("Attachment 3 - City engineering review")
    r.p("Memo from the Mound Public Works Director, March 3, 2027: the project has been reviewed by City staff and conforms "
        "to the City of Mound Surface Water Management Plan.", tags=[ex("N.6.A.11")])
    files.append(r.save())

    tb = TitleBlock("HARBOR LANE ENGINEERING", "5341 Maywood Rd, Mound, MN 55364", "2027 LOST LAKE AREA STREET, UTILITY AND SIDEWALK IMPROVEMENTS",
                    "CITY OF MOUND", "Erin Castellano", "52370", "03/01/2027", "HL-27-01", cert_words=PE_MN)
    sheets = [
        Sheet("C-1", "Title sheet", [("All elevations NGVD 1929. Contour interval 2 feet.", [fact("vertical_datum", "NGVD29"), fact("contour_interval_ft", 2)])], art="street"),
        Sheet("C-2", "Right-of-way and property lines", [("Existing right-of-way, property lines and City-owned parcels; drainage easements shown.", [ex("N.6.A.1"), ex("N.6.A.12")])], art="street"),
        Sheet("C-3", "Existing conditions, shoreland and floodplain", [("Lost Lake shoreland and 100-yr floodplain (931.5) delineated; no wetlands in work limits. Lost Lake OHW 929.4.", [ex("N.6.A.4")]),
                                                                         ("Lost Lake normal water 929.4 and 100-yr 931.5, existing and proposed (unchanged).", [ex("N.6.A.6"), fact("hwl_100yr_elev_ft", 931.5)])], art="plan"),
        Sheet("C-4", "Drainage areas", [("Existing and proposed drainage areas and 7.3 ac off-site area south of Auditor's Road.", [ex("N.6.A.2")])], art="drainage"),
        Sheet("C-5", "Storm sewer plan and profile", [("Existing and proposed storm sewer, pipe gallery, weir structure with inverts.", [ex("N.6.A.3")]),
                                                     ("Existing and proposed contours at 2 ft.", [ex("N.6.A.7")])], art="profile"),
        Sheet("C-6", "Storm details", [("Pipe gallery, weir structure, sump manhole and riprap details; special provisions.", [ex("N.6.A.8")])], art="profile"),
    ]
    files += draw_plansets(rec, folder, sheets, tb, full_name="Mound_PW-27-01_Plans_22x34.pdf", reduced_name="Mound_PW-27-01_Plans_11x17.pdf",
                           full_tags=[ex("plan_set.full_size")], reduced_tags=[ex("plan_set.reduced")])
    return rec, files


# ---------------------------------------------------------------------------------------------
@package("x30-12-deephaven-home-rebuild", "text", 3012, "N.2.A single-family home rebuild on Lake Minnetonka")
def deephaven_home(folder: Path):
    rec = Recorder()
    d = Doc(rec, folder, "Deephaven_Residence_Stormwater_Letter.pdf", font="Times-Roman", bold="Times-Bold", size=11,
            header="Shoreline Civil Consulting, LLC - 200 Water St, Excelsior, MN 55331", numbering="")
    d.p("January 28, 2027")
    d.p("Minnehaha Creek Watershed District\n15320 Minnetonka Boulevard, Minnetonka, MN 55345")
    d.p("Re: 18450 Cottagewood Road, Deephaven - Lindahl residence reconstruction (PID 20-117-22-43-0016)", font="Times-Bold")
    d.p("On behalf of the homeowners, Eric and Sonja Lindahl, we submit the enclosed grading plan for the reconstruction of "
        "their single-family home. The existing 1948 house will be removed and a new single-family home with an attached "
        "garage built on the same lot.", tags=[fact("project_type", "single_family_home"), fact("applicant_public_entity", False)])
    d.p("The lot is 0.74 acre. Impervious surface increases from 0.11 acre to 0.16 acre (house, driveway, patio). Grading "
        "will disturb 0.50 acre.", tags=[fact("site_area_ac", 0.74), fact("existing_impervious_ac", 0.11),
                                           fact("proposed_impervious_ac", 0.16), fact("disturbed_area_ac", 0.5),
                                           ex("N.6.D"), ex("N.6.E")])
    d.p("The lowest opening of the new home is 933.5, which is 2.0 feet above the Lake Minnetonka 100-year high water "
        "elevation of 931.5 (OHW 929.4).", tags=[fact("lowest_opening_elev_ft", 933.5), fact("hwl_100yr_elev_ft", 931.5)])
    d.p("Roof drains are directed to a 300 SF rain garden east of the garage. No wetlands are on the lot. We understand that "
        "Rule N does not require a stormwater permit for the construction or reconstruction of a single-family home; the "
        "shoreline, erosion control and floodplain rules are addressed in the separate application for Rules B and D.")
    d.p("Sincerely,")
    d.signature(["Marta Kowalczyk, P.E.", "Shoreline Civil Consulting, LLC"])
    return rec, [d.save()]


PACKAGES_B = [victoria_subdivision, chanhassen_phase2, edina_shelter, medina_warehouse, mound_streets, deephaven_home]
