"""Packages 7-12 of external13: industrial, school, phased subdivision, and three linear projects."""

from __future__ import annotations

from pathlib import Path

from corpus.external13.common import E, F, S, pe_notes, plans
from corpus.external13.kit import FULL_24x36, Report, Sheet, Style
from corpus.truth import Recorder


def p07_medina_industrial(out: Path, rec: Recorder) -> list[str]:
    """A form-driven firm: numbered data form, NAVD 88 plans, no reduced set, two ponds."""
    rel = "Hamel_Road_Logistics_SWMR.pdf"
    st = Style(font="Helvetica", bold="Helvetica-Bold", size=10, numbering="decimal",
               header="Hamel Road Logistics Center", footer="Crow River Engineering, PLLC")
    r = Report(out / rel, rel, rec, st)
    r.title(["Hamel Road Logistics Center", "Stormwater Management Report",
             "City of Medina, Minnesota", "Crow River Engineering, PLLC - Rogers, MN", "July 2024"], size=20, gap=30)
    r.heading("Permit Data Form")
    r.table([["No.", "Item", "Entry"],
             ["1", "Project type", "Industrial (warehouse / distribution)"],
             ["2", "Applicant", "Hamel Road Industrial LLC"],
             ["3", "Applicant is a public entity?", "No"],
             ["4", "Total project area (acres)", "14.20"],
             ["5", "Existing impervious (acres)", "0.42"],
             ["6", "Proposed impervious (acres)", "9.86"],
             ["7", "Net new impervious (acres)", "9.44"],
             ["8", "Disturbed area (acres)", "13.10"],
             ["9", "Building floor area (sf)", "248,000"],
             ["10", "Infiltration proposed?", "Yes - Infiltration Basin IB-1"],
             ["11", "Receiving water", "Painter Creek, to Lake Minnetonka and Minnehaha Creek"]],
            [36, 220, 210],
            [F("project_type", "industrial"), F("applicant_public_entity", False), F("site_area_ac", 14.2),
             F("existing_impervious_ac", 0.42), F("proposed_impervious_ac", 9.86), F("net_impervious_increase_ac", 9.44),
             F("disturbed_area_ac", 13.1), F("infiltration_proposed", True), E("N.6.D"), E("N.6.E")])
    r.para("Because the site exceeds eight acres, Sections 3, 4 and 5 of Rule N apply (paragraph D(3)). The disturbance "
           "exceeds five acres; the applicant will provide a performance bond following Board approval.")
    r.heading("Site Description")
    r.para("The 14.20-acre site (PID 12-118-23-33-0004, part of a 31.5-acre farm; the remaining 17.3 acres were sold to an "
           "unrelated party in 1989) lies south of Hamel Road and drains southwest to Painter Creek. A delineated Type 3 wetland "
           "(0.8 ac) in the southwest corner is preserved. There is no mapped floodplain or shoreland on the site.")
    r.para("Soils are mapped as Hayden loam and Angus loam (HSG B and C); the soils map and permeability data are Figure 4. "
           "The site is not landlocked.", [F("landlocked", False)])
    r.heading("Stormwater Design")
    r.para("Runoff is treated and detained in Pond 1 (wet pond) and Pond 2 (wet pond in the natural depression near the "
           "wetland), with Infiltration Basin IB-1 receiving roof runoff. Reservoir routing in HydroCAD with critical-duration "
           "Atlas 14 storms was used to design the ponds and outlets, and the existing depression was used for Pond 2.",
           [S("N.4.2")])
    r.para("An off-site area of 4.4 acres of Hamel Road and the adjacent parcel drains onto the site and is routed through "
           "Pond 1 in both models.", [S("N.4.4")])
    r.table([["Pond", "NWL", "100-yr HWL", "Bench width", "Bench slope", "Freeboard"],
             ["Pond 1", "1002.0", "1006.1", "10 ft", "10:1", "2.0 ft"],
             ["Pond 2", "1004.5", "1008.5", "10 ft", "12:1", "3.1 ft"]], [70, 60, 80, 80, 80, 80],
            [F("ponds", [{"name": "Pond 1", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 2.0},
                         {"name": "Pond 2", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 12, "freeboard_ft": 3.1}])])
    r.para("The building's lowest opening (the office entrance; the dock doors are 4 ft higher) is 1012.0 ft; the nearest pond, Pond 2, "
           "has a 100-year HWL of 1008.5 ft.", [F("lowest_opening_elev_ft", 1012.0), F("hwl_100yr_elev_ft", 1008.5)])
    r.para("Both ponds have skimmer outlets (a submerged baffle in the outlet structure) that hold back floatables for the "
           "1-year event.", [S("N.5.2")])
    r.para("Each pond outfall ends in a flared end section with a Class III riprap apron and a cobble energy dissipater; the "
           "outfalls of the rate and water quality facilities are thereby protected against erosion and scour.",
           [S("N.4.8"), S("N.5.4")])
    r.para("The ponds are above the 100-year flood elevation of the wetland and inside drainage and utility easements shown "
           "on Sheet C5.1.", [S("N.4.6")])
    r.para("Downstream water levels in Painter Creek and the wetland are not adversely affected during or after construction.",
           [S("N.4.3")])
    r.heading("Results")
    r.table([["Return period", "1-year", "2-year", "10-year", "100-year"],
             ["Existing (cfs)", "7.4", "9.6", "20.3", "47.0"],
             ["Proposed (cfs)", "3.9", "5.0", "12.8", "39.9"]], [110, 80, 80, 80, 80],
            [F("peak_rates_cfs", {"1": {"existing": 7.4, "proposed": 3.9}, "10": {"existing": 20.3, "proposed": 12.8},
                                  "100": {"existing": 47.0, "proposed": 39.9}}), E("N.6.A.9")])
    r.para("P8 results: annual TP removal 63% (required 50%); TSS removal 90%.", [F("phosphorus_removal_pct", 63)])
    r.heading("BMPs and Municipal Plan")
    r.para("BMPs were designed to the MPCA manual Protecting Water Quality in Urban Areas and the Minnesota Stormwater Manual. "
           "Permanent BMPs: Pond 1, Pond 2, Infiltration Basin IB-1, pretreatment forebays, riprap outfalls and the preserved "
           "wetland buffer.", [S("N.3.0"), S("N.3.2")])
    r.para("The City of Medina reviewed the plans on June 24, 2024 and confirmed conformance with the Medina Surface Water "
           "Management Plan (Appendix C).", [S("N.4.7")])
    r.heading("Appendices", level=2)
    r.bullets(["A - HydroCAD and P8 output", "B - Geotechnical report (soil borings)", "C - City of Medina letter",
               "D - NPDES permit coverage", "E - Draft maintenance agreement", "Figure 3 - Drainage area map",
               "Figure 4 - Soils map"])
    r.figure("Figure 3 - Existing and Proposed Drainage Areas", ["OFF-SITE OS-1 4.4 AC", "EX-1 9.1 AC", "EX-2 5.1 AC",
                                                                "P-1 TO POND 1 8.0 AC", "P-2 TO POND 2 5.4 AC"], [E("N.6.A.2")], seed=7)
    r.figure("Figure 4 - Soils Map (NRCS) and Permeability", ["HAYDEN LOAM (HSG B) 0.6-2.0 IN/HR", "ANGUS LOAM (HSG C) 0.2-0.6 IN/HR",
                                                           "IB-1 LOCATION: MEASURED 1.1 IN/HR (DRI TEST)"], [E("N.6.A.5")], seed=8)
    r.heading("Appendix A - HydroCAD and P8 Output", level=2)
    r.para("Routing diagrams, stage-storage-discharge tables for Pond 1, Pond 2 and IB-1, and P8 summary.", [E("N.6.A.10")])
    r.heading("Appendix B - Geotechnical Report", level=2)
    r.table([["Boring", "Surface elev", "Soils", "Water"], ["B-1", "1010.2", "SM/SP to 15 ft", "none"],
             ["B-2", "1006.8", "CL to 8 ft, SP below", "9 ft"]], [60, 80, 200, 80], [E("N.6.C")])
    r.new_page()
    r.heading("Appendix C - City of Medina Letter", level=2)
    r.para("The City has reviewed the Hamel Road Logistics Center grading and stormwater plans and finds them in conformance "
           "with the City of Medina Surface Water Management Plan.", [E("N.6.A.11")])
    r.heading("Appendix D - NPDES", level=2)
    r.para("NPDES/SDS Construction Stormwater permit coverage issued by the MPCA July 2, 2024, Permit C00070455.", [E("N.6.A.13")])
    r.heading("Appendix E - Draft Maintenance Agreement", level=2)
    r.para("Stormwater Facilities Maintenance Agreement between Hamel Road Industrial LLC and the Minnehaha Creek Watershed "
           "District for Pond 1, Pond 2, IB-1, outlet structures and outfalls: inspection annually, sediment removal when 50% of "
           "the sump is full, owner responsible; to be recorded with Hennepin County.", [E("N.6.B")])
    r.close()
    block = ["CROW RIVER ENGINEERING, PLLC", "Rogers, Minnesota", "HAMEL ROAD LOGISTICS CENTER", "Medina, MN", "CRE 24-15"]
    sheets = [
        Sheet("C0.0", "Cover Sheet", ["INDEX: C0.0 COVER, C1.0 EXISTING, C3.0 GRADING, C4.0 STORM, C5.0 DETAILS, C5.1 EASEMENTS"]
              + pe_notes("Marta Jelinek", "49930", "07/12/2024"), [E("plan_set.pe_certified")]),
        Sheet("C1.0", "Existing Conditions", ["PROPERTY BOUNDARY (LANDS OWNED BY APPLICANT)", "DELINEATED TYPE 3 WETLAND 0.8 AC",
                                              "EXISTING FIELD TILE AND 15\" CMP"], [E("N.6.A.1"), E("N.6.A.4")]),
        Sheet("C3.0", "Grading Plan", ["CONTOUR INTERVAL: 2 FEET", "VERTICAL DATUM: NAVD 88",
                                       "POND 1 NWL 1002.0 HWL 1006.1   POND 2 NWL 1004.5 HWL 1008.5"],
              [F("contour_interval_ft", 2), F("vertical_datum", "NAVD88"), E("N.6.A.6")]),
        Sheet("C4.0", "Storm Sewer Plan", ["PROPOSED STORM SEWER, RIM AND INVERTS", "EXISTING 15\" CMP TO BE REMOVED"],
              [E("N.6.A.3")]),
        Sheet("C5.0", "Pond and Outlet Details", ["OCS-1, OCS-2 SKIMMER DETAILS", "IB-1 SECTION", "SPECIFICATIONS: MNDOT 2021"],
              [E("N.6.A.8")]),
        Sheet("C5.1", "Easement Exhibit", ["DRAINAGE AND UTILITY EASEMENTS OVER POND 1, POND 2 AND IB-1"], [E("N.6.A.12")]),
    ]
    return [rel] + plans(out, rec, "hamel-road-logistics", block, sheets, reduced=False, seed=7)


def p08_wayzata_school(out: Path, rec: Recorder) -> list[str]:
    """A school-district consultant: 'Stormwater Narrative' with a figures list and sheet references; no NPDES."""
    rel = "Greenwood_Elementary_Addition_Stormwater_Narrative.pdf"
    st = Style(font="Times-Roman", bold="Times-Bold", size=11, numbering="number",
               header="ISD 284 - Greenwood Elementary Addition", footer="Lakeshore Civil Design")
    r = Report(out / rel, rel, rec, st)
    r.title(["Stormwater Narrative", "Greenwood Elementary School Addition and Parking Expansion",
             "Independent School District No. 284 (Wayzata Public Schools)", "Plymouth, Minnesota",
             "Lakeshore Civil Design, Inc. - February 2024"], size=18, gap=28)
    r.heading("Purpose")
    r.para("This narrative supports the MCWD permit application for a classroom addition, a new bus loop and an expanded "
           "staff parking lot at Greenwood Elementary, an institutional (public school) project.",
           [F("project_type", "institutional")])
    r.para("The applicant is Independent School District No. 284, a public school district and political subdivision of the "
           "State of Minnesota, i.e. a public entity; no surety is required of it.", [F("applicant_public_entity", True)])
    r.heading("Site Information")
    r.para("The school property is 7.60 acres (PID 26-118-22-11-0002). Existing impervious surfaces total 3.05 acres; after "
           "the project they will total 4.71 acres, a net increase of 1.66 acres. Construction will disturb 5.90 acres. The "
           "addition adds 18,400 sf of floor area to the existing 61,200 sf building.",
           [F("site_area_ac", 7.6), F("existing_impervious_ac", 3.05), F("proposed_impervious_ac", 4.71),
            F("net_impervious_increase_ac", 1.66), F("disturbed_area_ac", 5.9), E("N.6.D"), E("N.6.E")])
    r.para("The impervious area increases by more than 50 percent, so Rule N is applied to the whole site as if undeveloped.")
    r.heading("Drainage")
    r.para("The site drains east to the City of Plymouth storm sewer in Vicksburg Lane and on to Gleason Lake; 1.3 acres of the "
           "neighbouring church lot drain across the school site and are included in the HydroCAD models and conveyed through "
           "the new system.", [S("N.4.4")])
    r.para("Infiltration is not proposed due to clay soils and a perched water table; biofiltration with an "
           "underdrain is used instead.", [F("infiltration_proposed", False)])
    r.para("No wetlands, shoreland or floodplain exist on the school property (Sheet C1.01). The site is not landlocked.",
           [F("landlocked", False), E("N.6.A.4")])
    r.heading("Rate Control")
    r.para("The existing low area at the east ballfield was used for the biofiltration basin and underground storage; the "
           "outlets were designed by reservoir routing of the critical-duration 24-hour events.", [S("N.4.2")])
    r.table([["", "1-YR", "10-YR", "100-YR", "500-YR (info)"],
             ["EXISTING", "8.1 cfs", "17.6 cfs", "35.2 cfs", "49.8 cfs"],
             ["PROPOSED", "6.0 cfs", "15.1 cfs", "33.9 cfs", "50.6 cfs"]], [90, 80, 80, 80, 100],
            [F("peak_rates_cfs", {"1": {"existing": 8.1, "proposed": 6.0}, "10": {"existing": 17.6, "proposed": 15.1},
                                  "100": {"existing": 35.2, "proposed": 33.9}}), E("N.6.A.9")])
    r.para("Off-site water levels are not adversely affected during or after construction: discharge to the Vicksburg Lane "
           "storm sewer is reduced for all design events.", [S("N.4.3")])
    r.para("The biofiltration basin and underground storage are above the 100-year flood elevation and lie within a drainage "
           "and utility easement granted to the City (Sheet C3.02).", [S("N.4.6")])
    r.para("The basin overflow outfall has a riprap apron to minimize erosion and scour.", [S("N.4.8")])
    r.para("The 100-year HWL of the biofiltration basin is 996.8 ft; the lowest opening of the addition is 1001.5 ft.",
           [F("hwl_100yr_elev_ft", 996.8), F("lowest_opening_elev_ft", 1001.5)])
    r.heading("BMPs")
    r.para("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas. Permanent BMPs: (1) biofiltration basin with "
           "underdrain, (2) underground storage pipe gallery, (3) sump manholes, (4) tree trenches along the bus loop.",
           [S("N.3.0"), S("N.3.2")])
    r.heading("City Review")
    r.para("The City of Plymouth reviewed the plans (letter of January 30, 2024, Figure 5) and found them consistent with the "
           "Plymouth Surface Water Management Plan.", [S("N.4.7")])
    r.heading("Figures", level=2)
    r.bullets(["Figure 1 - Location", "Figure 2 - Existing Drainage Map", "Figure 3 - Proposed Drainage Map",
               "Figure 4 - HydroCAD Summary", "Figure 5 - City of Plymouth Review Letter"])
    r.figure("Figure 2 - Existing Drainage Map", ["EX-A 4.1 AC", "EX-B 3.5 AC", "OFF-SITE CHURCH LOT 1.3 AC"], [E("N.6.A.2")], seed=8)
    r.figure("Figure 3 - Proposed Drainage Map", ["PR-A TO BIOFILTRATION 5.2 AC", "PR-B UNDERGROUND 2.4 AC",
                                                 "OFF-SITE 1.3 AC ROUTED"], seed=9)
    r.heading("Figure 4 - HydroCAD Summary", level=2)
    r.para("HydroCAD 10.2 node summary and routing tables for the biofiltration basin and storage gallery, 1/2/10/100/500-year.",
           [E("N.6.A.10")])
    r.heading("Figure 5 - City of Plymouth Review Letter", level=2)
    r.para("January 30, 2024. The City of Plymouth Engineering Division has reviewed the Greenwood Elementary stormwater plans "
           "and finds them consistent with the City's Surface Water Management Plan.", [E("N.6.A.11")])
    r.close()
    block = ["LAKESHORE CIVIL DESIGN, INC.", "Wayzata, MN", "GREENWOOD ELEMENTARY ADDITION", "ISD 284 - Plymouth, MN"]
    sheets = [
        Sheet("C0.01", "Title Sheet", ["SHEETS: C0.01, C1.01 EXISTING/REMOVALS, C2.01 GRADING, C3.01 UTILITIES, C3.02 DETAILS"]
              + pe_notes("Kevin Thao", "50117", "02/09/2024"), [E("plan_set.pe_certified")]),
        Sheet("C1.01", "Existing Conditions and Removals", ["PROPERTY LINES - ISD 284 OWNERSHIP", "NO WETLANDS/FLOODPLAIN ON SITE",
                                                            "EXISTING STORM SEWER AND CATCH BASINS"], [E("N.6.A.1")]),
        Sheet("C2.01", "Grading and Drainage", ["2-FT CONTOURS, NGVD 1929", "BIOFILTRATION BASIN: NORMAL (OUTLET) 993.5, 100-YR HWL 996.8"],
              [F("contour_interval_ft", 2), F("vertical_datum", "NGVD29"), E("N.6.A.6")]),
        Sheet("C3.01", "Storm Utilities", ["PROPOSED STORM SEWER AND STORAGE GALLERY, INVERTS", "EXISTING 12\" RCP TO REMAIN"],
              [E("N.6.A.3")]),
        Sheet("C3.02", "Storm Details and Easement", ["BIOFILTRATION BASIN SECTION AND SPECIFICATIONS", "OUTLET STRUCTURE DETAIL",
                                                      "DRAINAGE & UTILITY EASEMENT TO CITY OF PLYMOUTH"], [E("N.6.A.8"), E("N.6.A.12")]),
    ]
    return [rel] + plans(out, rec, "greenwood-elementary", block, sheets, full=FULL_24x36, seed=8)


def p09_minnetrista_phase2(out: Path, rec: Recorder) -> list[str]:
    """A compliance-matrix firm: Rule N item / response / location; phase 2 of a common scheme; low TP; 1-ft contours."""
    rel = "Halsted_Bay_Estates_2nd_Addition_Rule_N_Submittal.pdf"
    st = Style(font="Helvetica", bold="Helvetica-Bold", size=9.5, numbering="plain",
               header="Halsted Bay Estates 2nd Addition", footer="Westlake Engineering & Surveying")
    r = Report(out / rel, rel, rec, st)
    r.title(["Halsted Bay Estates 2nd Addition", "Rule N Stormwater Submittal", "City of Minnetrista",
             "Westlake Engineering & Surveying - August 2024"], size=18, gap=26)
    r.heading("Background")
    r.para("The 2nd Addition is a 9-lot single-family subdivision on 6.80 acres. It adjoins Halsted Bay Estates (1st Addition, "
           "21 lots, 14.9 acres), platted in 2019 by the same developer, Halsted Bay Land Co. Together the two phases are "
           "21.70 acres of development under common ownership since Rule N took effect.",
           [F("project_type", "single_family_subdivision"), F("dwelling_units", 9), F("site_area_ac", 6.8),
            F("common_scheme_area_ac", 21.7), E("N.6.D")])
    r.para("Applicant: Halsted Bay Land Co., a private developer (not a public entity). A surety will be posted following Board "
           "approval.", [F("applicant_public_entity", False)])
    r.heading("Site Numbers")
    r.table([["Quantity", "2nd Addition", "1st Addition (info)"],
             ["Area", "6.80 ac", "14.90 ac"],
             ["Lots", "9", "21"],
             ["Existing impervious", "0.06 ac", "-"],
             ["Proposed impervious", "1.92 ac", "3.41 ac (built)"],
             ["Disturbed", "5.60 ac", "-"]], [150, 130, 150],
            [F("existing_impervious_ac", 0.06), F("proposed_impervious_ac", 1.92), F("disturbed_area_ac", 5.6), E("N.6.E")])
    r.heading("Rule N Compliance Matrix")
    r.table([["Rule N item", "Response", "Where"],
             ["Sec. 3 BMPs", "BMPs per MPCA manual Protecting Water Quality in Urban Areas: narrow street, turf swales, pond.", "Narrative"],
             ["Sec. 3 BMP list", "Permanent BMPs: Pond 2P, outlet skimmer, riprap outfall, 20-ft native buffer.", "Narrative"],
             ["4(1) Rates", "Reduced for 1, 10, 100-yr", "Table 2"],
             ["4(2) Detention", "Pond 2P in existing low area; HydroCAD reservoir routing, critical-duration events", "App. A"],
             ["4(3) Off-site levels", "No adverse effect on off-site water levels during or after construction", "Narrative"],
             ["4(4) Tributary runoff", "2.7 ac off-site from Co. Rd. 110 routed through Pond 2P and modeled", "Fig. 2"],
             ["4(5) Landlocked", "Site is not landlocked; drains to Halsted Bay", "-"],
             ["4(6) Facility location", "Pond 2P above the 100-yr flood elevation, inside drainage and utility easement", "Sheet 5"],
             ["4(7) City plan", "Conforms to Minnetrista Local Water Plan; city letter", "App. C"],
             ["4(8)/5(4) Outfalls", "Riprap apron and plunge pool at Pond 2P outfall to minimize erosion and scour", "Sheet 6"],
             ["5(2) Floatables", "Skimmer on OCS removes floatables for the 1-yr event", "Sheet 6"]],
            [110, 270, 70],
            [S("N.3.0"), S("N.3.2"), S("N.4.2"), S("N.4.3"), S("N.4.4"), F("landlocked", False), S("N.4.6"), S("N.4.7"),
             S("N.4.8"), S("N.5.4"), S("N.5.2")])
    r.para("Infiltration is not proposed due to clay soils.", [F("infiltration_proposed", False)])
    r.heading("Table 2 - Peak Rates at the Halsted Bay Outfall")
    r.table([["Event", "Ex Q (cfs)", "Pr Q (cfs)"], ["1-yr", "2.6", "1.9"], ["5-yr", "5.2", "3.8"],
             ["10-yr", "7.9", "5.6"], ["50-yr", "14.1", "11.0"], ["100-yr", "17.4", "14.2"]], [80, 90, 90],
            [F("peak_rates_cfs", {"1": {"existing": 2.6, "proposed": 1.9}, "10": {"existing": 7.9, "proposed": 5.6},
                                  "100": {"existing": 17.4, "proposed": 14.2}}), E("N.6.A.9")])
    r.heading("Water Quality")
    r.para("Because the phases together exceed 20 acres, Section 5 applies. MIDS calculator results for the 2nd Addition: "
           "annual TP removal 44%. The developer proposes to make up the shortfall with a cash contribution to the City's Halsted "
           "Bay alum program.", [F("phosphorus_removal_pct", 44)])
    r.para("Pond 2P: NWL 940.5, 100-year HWL 944.8, safety bench 10 ft wide at 10:1, freeboard 2.0 ft to the overflow.",
           [F("ponds", [{"name": "Pond 2P", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 2.0}]),
            F("hwl_100yr_elev_ft", 944.8)])
    r.para("Lowest opening of homes on Lots 4-6, Block 1, next to the pond: 947.5 ft.", [F("lowest_opening_elev_ft", 947.5)])
    r.figure("Figure 2 - Drainage Areas (Existing and Proposed, with Off-site)", ["OS-1 2.7 AC CO RD 110", "EX-1 6.8 AC",
                                                                                 "PR-1 TO POND 2P 5.5 AC", "PR-2 1.3 AC"], [E("N.6.A.2")], seed=9)
    r.heading("Appendix A - HydroCAD and MIDS", level=2)
    r.para("HydroCAD routing report for Pond 2P (1, 5, 10, 50, 100-yr) and MIDS calculator worksheets.", [E("N.6.A.10")])
    r.heading("Appendix B - NPDES", level=2)
    r.para("MPCA construction stormwater permit coverage card: Permit C00071120, Halsted Bay Estates 2nd Addition.", [E("N.6.A.13")])
    r.heading("Appendix C - City of Minnetrista", level=2)
    r.para("The City of Minnetrista has reviewed the 2nd Addition stormwater plan and finds it conforms with the City's Local "
           "Water Management Plan.", [E("N.6.A.11")])
    r.close()
    block = ["WESTLAKE ENGINEERING & SURVEYING", "Mound, Minnesota", "HALSTED BAY ESTATES 2ND ADDITION", "Minnetrista, MN"]
    sheets = [
        Sheet("1", "Cover", ["SHEET 1 COVER, 2 EXISTING, 3 PRELIM PLAT, 4 GRADING, 5 UTILITIES, 6 DETAILS"]
              + pe_notes("Brian Sundquist", "43388", "08/02/2024"), [E("plan_set.pe_certified")]),
        Sheet("2", "Existing Conditions", ["BOUNDARY OF LANDS OWNED BY HALSTED BAY LAND CO.", "NO WETLANDS IDENTIFIED ON SITE",
                                           "SHORELAND DISTRICT OF HALSTED BAY (1000 FT) - SHOWN", "NO FLOODPLAIN ON SITE"],
              [E("N.6.A.1"), E("N.6.A.4")]),
        Sheet("4", "Grading Plan", ["EXISTING AND PROPOSED CONTOURS AT 1-FOOT INTERVALS", "DATUM NGVD 1929",
                                    "POND 2P NWL 940.5 / HWL 944.8"],
              [F("contour_interval_ft", 1), F("vertical_datum", "NGVD29"), E("N.6.A.6")]),
        Sheet("5", "Utility Plan", ["PROPOSED STORM SEWER WITH INVERTS", "EXISTING 18\" CULVERT UNDER CO RD 110",
                                    "DRAINAGE AND UTILITY EASEMENT OVER POND 2P"], [E("N.6.A.3"), E("N.6.A.12")]),
        Sheet("6", "Details", ["OCS WITH SKIMMER, RIPRAP APRON, POND SECTION", "CITY OF MINNETRISTA STANDARD SPECIFICATIONS"],
              [E("N.6.A.8")]),
    ]
    return [rel] + plans(out, rec, "halsted-bay-2nd", block, sheets, seed=9)


def p10_edina_street(out: Path, rec: Recorder) -> list[str]:
    """A city's own engineering report: numbered paragraphs, a new sidewalk excluded under N.2.E.4, pond freeboard short."""
    rel = "Edina_2025_Street_Reconstruction_Stormwater_Report.pdf"
    st = Style(font="Times-Roman", bold="Times-Bold", size=11, numbering="decimal",
               header="City of Edina - Engineering Department", footer="Morningside B Reconstruction")
    r = Report(out / rel, rel, rec, st)
    r.title(["Morningside B Neighborhood Street Reconstruction", "Stormwater Management Report",
             "City of Edina Engineering Department with Southdale Water Resources, Inc.", "November 2024"], size=17, gap=26)
    r.heading("Project")
    r.para("1.1 The City of Edina will reconstruct 1.9 miles of residential streets (Grimes, Branson, Curve and 42nd Street "
           "West), replace curb, storm sewer and water main, and add a 6-foot concrete sidewalk along Grimes Avenue. This is a "
           "public road and street project.", [F("project_type", "linear")])
    r.para("1.2 The applicant is the City of Edina, a municipal corporation and public entity.", [F("applicant_public_entity", True)])
    r.para("1.3 Total project area (construction limits) is 5.60 acres. Existing impervious surface is 2.31 acres and proposed "
           "is 3.79 acres, for a net increase of 1.48 acres, mostly from widening to the 28-foot City standard, the sidewalk and "
           "new driveway aprons. Grading will disturb 5.30 acres.",
           [F("site_area_ac", 5.6), F("existing_impervious_ac", 2.31), F("proposed_impervious_ac", 3.79),
            F("net_impervious_increase_ac", 1.48), F("disturbed_area_ac", 5.3), E("N.6.D"), E("N.6.E")])
    r.para("1.4 The new sidewalk is 6 feet wide with a turf boulevard of 5 feet on each side; driveway and street crossings "
           "cover 18 percent of the required boulevard buffer area. The sidewalk's impervious area is 0.36 acres. Under Rule N "
           "paragraph E(4) it is excluded from the net increase, leaving 1.12 acres; with a project area above five acres, "
           "Sections 3, 4 and 5 apply (paragraph E(3)).",
           [F("sidewalk_trail", {"width_ft": 6, "buffer_ft": 5, "crossing_pct": 18, "area_ac": 0.36, "standalone": False})])
    r.heading("Drainage and Design")
    r.para("2.1 The neighborhood drains to Pond EP-1 in Weber Park and then to Minnehaha Creek. The pond is expanded within "
           "the park's existing natural low area; the pond and outlet were sized by reservoir routing of critical-duration "
           "Atlas 14 events in XPSWMM.", [S("N.4.2")])
    r.para("2.2 Runoff from 38 acres of upstream residential lots reaches the project's storm sewer; it is included in the "
           "XPSWMM model and the pipes are sized for it.", [S("N.4.4")])
    r.para("2.3 Infiltration is not proposed; soils are compacted urban fill over clay. The receiving area is not landlocked.",
           [F("infiltration_proposed", False), F("landlocked", False)])
    r.para("2.4 Pond EP-1 lies above the creek's projected 100-year flood elevation on City park land, within a City drainage "
           "and utility easement (Sheet C-7).", [S("N.4.6")])
    r.para("2.5 Water levels off the project area, including Minnehaha Creek and the yards along Branson Street, are not "
           "adversely affected during or after construction.", [S("N.4.3")])
    r.table([["Storm", "Existing Q (cfs)", "Proposed Q (cfs)"], ["1-year", "9.8", "9.1"], ["10-year", "23.5", "22.7"],
             ["100-year", "51.2", "49.0"]], [100, 120, 120],
            [F("peak_rates_cfs", {"1": {"existing": 9.8, "proposed": 9.1}, "10": {"existing": 23.5, "proposed": 22.7},
                                  "100": {"existing": 51.2, "proposed": 49.0}}), E("N.6.A.9")])
    r.heading("Water Quality")
    r.para("3.1 P8 modeling shows annual total phosphorus removal of 52% for the treated increase.", [F("phosphorus_removal_pct", 52)])
    r.para("3.2 Pond EP-1: NWL 872.0, 100-year HWL 875.6; 10-foot safety bench at 10:1; freeboard to the park trail low point "
           "1.5 feet.", [F("hwl_100yr_elev_ft", 875.6), F("ponds", [{"name": "Pond EP-1", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10,
                                       "freeboard_ft": 1.5}])])
    r.para("3.3 The EP-1 outlet has a submerged inlet (skimmer) so floatables are removed for the 1-year event.", [S("N.5.2")])
    r.para("3.4 The pond outfall to Minnehaha Creek and the street outfalls to the pond have riprap and energy dissipation to "
           "minimize erosion and scour, for both the rate control and the water quality function.", [S("N.4.8"), S("N.5.4")])
    r.heading("BMPs and Plan Conformance")
    r.para("4.1 BMPs follow the MPCA manual Protecting Water Quality in Urban Areas. Permanent BMPs: Pond EP-1 expansion, sump "
           "catch basins, two hydrodynamic separators, and boulevard tree trenches.", [S("N.3.0"), S("N.3.2")])
    r.para("4.2 The project conforms to the City of Edina Comprehensive Water Resources Management Plan (2018); the Water "
           "Resources Coordinator's conformance memo is Attachment 3.", [S("N.4.7")])
    r.heading("Attachments", level=2)
    r.bullets(["Attachment 1 - Drainage area maps", "Attachment 2 - XPSWMM and P8 output", "Attachment 3 - Conformance memo",
               "Attachment 4 - NPDES permit"])
    r.para("The attachments are bound separately (Edina_Morningside_B_Attachments.pdf).")
    r.close()
    rel2 = "Edina_Morningside_B_Attachments.pdf"
    r = Report(out / rel2, rel2, rec, Style(font="Times-Roman", bold="Times-Bold", size=11, numbering="plain",
                                            footer="Morningside B - Attachments"))
    r.title(["Attachments 1-4", "Morningside B Stormwater Management Report"], size=16, gap=24)
    r.figure("Attachment 1 - Drainage Area Maps (Existing / Proposed / Upstream)", ["UPSTREAM 38 AC", "EX SUBAREAS A-F",
                                                                                   "PR SUBAREAS A-G TO EP-1"], [E("N.6.A.2")], seed=10)
    r.heading("Attachment 2 - XPSWMM and P8 Output", level=2)
    r.para("Model schematics, node tables (2, 10, 100-yr HGL), pond routing and P8 summary.", [E("N.6.A.10")])
    r.heading("Attachment 3 - Conformance Memo", level=2)
    r.para("Edina Water Resources Coordinator: the Morningside B stormwater design conforms to the Comprehensive Water "
           "Resources Management Plan.", [E("N.6.A.11")])
    r.heading("Attachment 4 - NPDES", level=2)
    r.para("MPCA construction stormwater permit coverage: Permit C00072004, City of Edina, Morningside B.", [E("N.6.A.13")])
    r.close()
    block = ["CITY OF EDINA ENGINEERING", "7450 Metro Blvd, Edina MN", "MORNINGSIDE B RECONSTRUCTION", "City Project BA-482"]
    sheets = [
        Sheet("C-1", "Title Sheet", ["INDEX: C-1 TITLE, C-2 EXISTING, C-4 GRADING, C-5 STORM, C-6 DETAILS, C-7 POND EP-1"]
              + pe_notes("Aaron Ivey", "45566", "11/04/2024"), [E("plan_set.pe_certified")]),
        Sheet("C-2", "Existing Conditions", ["RIGHT-OF-WAY LINES AND PARK PROPERTY (CITY OWNED)", "NO WETLANDS IN PROJECT LIMITS",
                                             "MINNEHAHA CREEK FLOODPLAIN LIMIT SHOWN AT WEBER PARK"], [E("N.6.A.1"), E("N.6.A.4")]),
        Sheet("C-4", "Grading", ["2-FOOT CONTOURS", "NGVD 29 VERTICAL DATUM", "POND EP-1 NWL 872.0 HWL 875.6"],
              [F("contour_interval_ft", 2), F("vertical_datum", "NGVD29"), F("hwl_100yr_elev_ft", 875.6), E("N.6.A.6")]),
        Sheet("C-5", "Storm Sewer", ["EXISTING AND PROPOSED STORM SEWER, RIM/INV"], [E("N.6.A.3")]),
        Sheet("C-6", "Details", ["SKIMMER STRUCTURE, HYDRODYNAMIC SEPARATOR, RIPRAP", "SPECIFICATIONS: CITY OF EDINA 2025"],
              [E("N.6.A.8")]),
        Sheet("C-7", "Pond EP-1", ["DRAINAGE AND UTILITY EASEMENT LIMITS", "POND SECTION: 10' BENCH AT 10:1"], [E("N.6.A.12")]),
    ]
    return [rel, rel2] + plans(out, rec, "morningside-b", block, sheets, seed=10)


def p11_shorewood_road(out: Path, rec: Recorder) -> list[str]:
    """A consultant's letter for a city: street narrowing plus an 8-ft trail; no net increase once the trail is excluded."""
    rel = "Shorewood_Smithtown_Road_Rule_N_Letter.pdf"
    st = Style(font="Helvetica", bold="Helvetica-Bold", size=10.5, numbering="plain", footer="Tonka Bay Engineering Associates")
    r = Report(out / rel, rel, rec, st)
    r.para("TONKA BAY ENGINEERING ASSOCIATES", bold=True, size=13)
    r.para("October 1, 2024")
    r.para("Minnehaha Creek Watershed District - Permitting")
    r.para("Re: Smithtown Road Reconstruction and Trail, City of Shorewood - Rule N applicability", bold=True)
    r.para("On behalf of the City of Shorewood (the applicant, a public entity), we submit this letter on the applicability of "
           "Rule N to the reconstruction of Smithtown Road from Country Club Road to Eureka Road, a public street project.",
           [F("applicant_public_entity", True), F("project_type", "linear")])
    r.heading("Project quantities")
    r.table([["Quantity", "Acres"], ["Project area (construction limits)", "3.40"], ["Existing impervious", "1.92"],
             ["Proposed impervious (incl. trail)", "2.23"], ["Net change, whole project", "+0.31"],
             ["Trail impervious area", "0.52"], ["Disturbed area", "3.10"]], [260, 100],
            [F("site_area_ac", 3.4), F("existing_impervious_ac", 1.92), F("proposed_impervious_ac", 2.23),
             F("net_impervious_increase_ac", 0.31), F("disturbed_area_ac", 3.1), E("N.6.D"), E("N.6.E")])
    r.para("The roadway is narrowed from 32 feet to 26 feet. An 8-foot bituminous trail is added on the north side with a "
           "pervious turf buffer at least 6 feet wide on each side. Driveway and side-street crossings interrupt 9 percent of "
           "the required buffer area.",
           [F("sidewalk_trail", {"width_ft": 8, "buffer_ft": 6, "crossing_pct": 9, "area_ac": 0.52, "standalone": False})])
    r.heading("Applicability")
    r.para("Because the trail is no wider than 10 feet with pervious buffers of 5 feet or more, paragraph E(4) excludes its "
           "0.52 acres from the net increase. The street itself then reduces impervious surface by 0.21 acres, so the project "
           "has no net increase and, under paragraph E, no permit is required.")
    r.para("The 2-year peak rate to the Smithtown Bay outfall drops from 6.1 to 5.8 cfs. Infiltration is not proposed. "
           "Erosion control will follow the City's standard plates.", [F("infiltration_proposed", False)])
    r.para("Please call with any questions.")
    r.signature(["Greta Holm, P.E.", "Tonka Bay Engineering Associates, for the City of Shorewood"])
    r.close()
    return [rel]


def p12_minnetonka_trail(out: Path, rec: Recorder) -> list[str]:
    """A parks-and-trails consultant: standalone 10-ft trail whose crossings exceed 25% of the buffer; 10-yr rate up."""
    rel = "Minnetonka_Big_Willow_Trail_Stormwater_Report.pdf"
    st = Style(font="Helvetica", bold="Helvetica-Bold", size=10, numbering="section",
               header="Big Willow Park Connector Trail", footer="Greenway Trails Engineering")
    r = Report(out / rel, rel, rec, st)
    r.title(["Big Willow Park Connector Trail", "Stormwater Management Report", "City of Minnetonka",
             "Greenway Trails Engineering, St. Paul  |  March 2025"], size=18, gap=28)
    r.heading("Overview")
    r.para("The City of Minnetonka (a public entity and the applicant) will build a 10-foot-wide bituminous trail, 1.6 miles "
           "long, from Big Willow Park to the Minnetonka Civic Center. The project consists solely of the trail and its "
           "grading, drainage swales and culverts.", [F("applicant_public_entity", True), F("project_type", "linear")])
    r.bullets([("Trail width: 10 ft; pervious buffer: 5 ft each side",
                [F("sidewalk_trail", {"width_ft": 10, "buffer_ft": 5, "crossing_pct": 31, "area_ac": 1.94, "standalone": True})]),
               ("Street and driveway crossings: 31 percent of the required buffer area", []),
               ("Trail impervious area: 1.94 acres", []),
               ("Total project area: 4.30 acres", [F("site_area_ac", 4.3), E("N.6.D")]),
               ("Existing impervious (old sidewalk segments removed): 0.21 ac; proposed impervious: 1.94 ac", [F("existing_impervious_ac", 0.21), F("proposed_impervious_ac", 1.94)]),
               ("Net increase in impervious surface: 1.73 acres", [F("net_impervious_increase_ac", 1.73), E("N.6.E")]),
               ("Disturbed area: 4.10 acres", [F("disturbed_area_ac", 4.1)])])
    r.para("Because crossings exceed 25 percent of the buffer, the paragraph E(4) exemption does not apply. With a net increase "
           "over one acre on a project area under five acres, Sections 3 and 4 apply (paragraph E(2)).")
    r.heading("Drainage")
    r.para("The trail drains to grass swales and three culverts under the trail; runoff from 52 acres of upland residential "
           "area crosses the corridor and is included in the HydroCAD model; culverts are sized to pass it.", [S("N.4.4")])
    r.para("Infiltration is not proposed because of high groundwater near Minnehaha Creek. The receiving wetland is not landlocked.",
           [F("infiltration_proposed", False), F("landlocked", False)])
    r.para("Wetlands along Minnehaha Creek are delineated on Sheet C2 (Type 2 and 3 wetlands, boundaries flagged "
           "by Bluestem Ecological Services, 2024); the trail avoids them.", [E("N.6.A.4")])
    r.para("Water levels off site are not adversely affected; culvert capacities are unchanged or increased.", [S("N.4.3")])
    r.para("All culvert outlets receive riprap aprons to minimize erosion and scour.", [S("N.4.8")])
    r.para("The swales and culverts lie above the projected 100-year flood elevation and within the City's trail and drainage "
           "easements shown on Sheet C5.", [S("N.4.6")])
    r.heading("Rate Control")
    r.table([["Event", "Existing peak", "Proposed peak"], ["1-yr", "2.2 cfs", "2.1 cfs"], ["2-yr", "2.7 cfs", "2.7 cfs"],
             ["10-yr", "3.8 cfs", "4.1 cfs"], ["100-yr", "8.4 cfs", "8.2 cfs"]], [100, 120, 120],
            [F("peak_rates_cfs", {"1": {"existing": 2.2, "proposed": 2.1}, "10": {"existing": 3.8, "proposed": 4.1},
                                  "100": {"existing": 8.4, "proposed": 8.2}}), E("N.6.A.9")])
    r.heading("BMPs")
    r.para("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas. Permanent BMPs: vegetated swales, two rock check "
           "dams, native seeding of the buffers.", [S("N.3.0"), S("N.3.2")])
    r.para("The trail conforms to the City of Minnetonka Water Resources Management Plan; see the City's review memo "
           "(Appendix 2).", [S("N.4.7")])
    r.figure("Appendix 1 - Drainage Maps (existing, proposed, off-site)", ["UPLAND OFF-SITE 52 AC", "TRAIL SUBAREAS T1-T6"],
             [E("N.6.A.2")], seed=12)
    r.heading("Appendix 2 - City Review Memo", level=2)
    r.para("City of Minnetonka Natural Resources: the trail's drainage design was reviewed and conforms to the Water Resources "
           "Management Plan.", [E("N.6.A.11")])
    r.heading("Appendix 3 - HydroCAD", level=2)
    r.para("Culvert and swale capacity computations, 1/2/10/100-year hydrographs.", [E("N.6.A.10")])
    r.heading("Appendix 4 - NPDES", level=2)
    r.para("MPCA construction stormwater permit coverage, Permit C00073311, Big Willow Park Connector Trail.", [E("N.6.A.13")])
    r.close()
    block = ["GREENWAY TRAILS ENGINEERING", "St. Paul, MN", "LONE LAKE PARK CONNECTOR TRAIL", "City of Minnetonka"]
    sheets = [
        Sheet("C1", "Title", ["INDEX: C1 TITLE, C2 EXISTING, C3 GRADING, C4 DRAINAGE, C5 EASEMENTS"]
              + pe_notes("Nadia Farouk", "53902", "03/10/2025"), [E("plan_set.pe_certified")]),
        Sheet("C2", "Existing Conditions", ["CITY PARK AND RIGHT-OF-WAY LIMITS (LANDS OF APPLICANT)", "DELINEATED WETLANDS (2024)",
                                            "EXISTING CULVERTS CV-1 TO CV-3 WITH INVERTS"], [E("N.6.A.1")]),
        Sheet("C3", "Grading", ["2 FT CONTOURS, NGVD 1929", "WETLAND NWL 892.4 / 100-YR HWL 894.9"],
              [F("contour_interval_ft", 2), F("vertical_datum", "NGVD29"), F("hwl_100yr_elev_ft", 894.9), E("N.6.A.6")]),
        Sheet("C4", "Drainage", ["PROPOSED SWALES AND CULVERTS, INVERTS", "CULVERT AND RIPRAP DETAILS, MNDOT SPECS"],
              [E("N.6.A.3"), E("N.6.A.8")]),
        Sheet("C5", "Easements", ["TRAIL, DRAINAGE AND UTILITY EASEMENTS"], [E("N.6.A.12")]),
    ]
    return [rel] + plans(out, rec, "big-willow-trail", block, sheets, seed=12)
