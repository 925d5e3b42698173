"""Agency road packages: a county highway report, a MnDOT-style layout, a city's phased corridor.

Hennepin County counts lane-miles and then totals them in acres, and nets out nothing itself:
its trail qualifies under N.2.E.4, so the rule (not the author) leaves it out. MnDOT's turn lanes
raise the 100-year peak and the packet has no NPDES coverage. Victoria's phase 2 is small alone but
joins phase 1 under N.2.G, and its pond is short of bench and freeboard.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external15.kit import Doc, ex, fact, st
from corpus.external15.plans import PlanMeta, Sheet, plan_sets
from corpus.truth import Recorder


def hennepin_csah101(root: Path, rec: Recorder) -> list[str]:
    r = Doc(root, "CSAH101/1_MCWD_Application_and_Stormwater_Report.pdf", rec, size=10)
    r.new_page()
    r.line("HENNEPIN COUNTY", 15, "Helvetica-Bold")
    r.line("Transportation Project Delivery  -  1600 Prairie Drive, Medina, MN 55340", 9)
    r.space(10)
    r.line("CSAH 101 (Bushaway Road) Reconstruction", 13, "Helvetica-Bold")
    r.line("From TH 12 to CSAH 5 (Minnetonka Boulevard)  -  Wayzata, Woodland and Minnetonka")
    r.line("County Project No. 1202   |   S.A.P. 027-701-011   |   Construction 2027   |   Report date 01/15/2026")
    r.space(6)
    r.certify("Maria L. Brandt", "44128", "01/15/2026")
    r.heading("1.0  PROJECT SUMMARY", 11)
    r.para("Applicant: Hennepin County, a political subdivision of the State of Minnesota, acting through its "
           "Transportation Department.", tags=[fact("applicant_public_entity", True)])
    r.para("CSAH 101 is a two-lane rural county highway (24-ft driving lanes plus 4-ft paved shoulders, ADT 9,800) "
           "within a 66-ft to 100-ft right-of-way. The project reconstructs and widens 1.38 miles of the corridor "
           "to a three-lane urban section (40 ft face-to-face with concrete curb and gutter) and adds a new "
           "10-foot bituminous multi-use trail on the west side from STA 112+40 to STA 168+60.",
           tags=[fact("project_type", "linear")])
    r.para("Total project area (construction limits): 12.6 acres. Disturbed area: 11.8 acres.",
           tags=[fact("site_area_ac", 12.6), ex("N.6.D"), fact("disturbed_area_ac", 11.8)])
    r.heading("2.0  IMPERVIOUS SURFACE", 11)
    rows = [["Component", "Existing", "Proposed"],
            ["Mainline 1.38 mi x 32 ft (exist.) / x 40 ft (prop.)", "5.35 ac", "6.69 ac"],
            ["Turn lanes, side-street returns, driveways", "0.96 ac", "1.07 ac"],
            ["Multi-use trail 5,620 LF x 10 ft", "0.00 ac", "1.29 ac"],
            ["TOTAL IMPERVIOUS", "6.31 ac", "9.05 ac"]]
    r.table(rows, [250, 90, 90], tags=[fact("existing_impervious_ac", 6.31), fact("proposed_impervious_ac", 9.05)])
    r.para("Net increase in impervious surface: 2.74 acres (this figure includes the 1.29-acre trail).",
           tags=[fact("net_impervious_increase_ac", 2.74), ex("N.6.E")])
    r.para("Trail: 10-ft width. Pervious buffer: 8-ft turf boulevard between the back of curb and the trail, and "
           "5-ft minimum turf buffer behind the trail. Crossings: 14 driveways and 3 side streets cross the trail; "
           "their pavement within the buffer is 6,180 sq. ft., 11.0 percent of the required 56,200 sq. ft. buffer "
           "(2 sides x 5 ft x 5,620 LF).",
           tags=[fact("sidewalk_trail", {"width_ft": 10.0, "buffer_ft": 5.0, "crossing_pct": 11.0,
                                         "area_ac": 1.29, "standalone": False})])
    r.heading("3.0  BEST MANAGEMENT PRACTICES (RULE N SECTION 3)", 11)
    r.para("The County designs its BMPs to the MPCA manual \"Protecting Water Quality in Urban Areas\" and the "
           "Minnesota Stormwater Manual. New impervious surface is limited to the 11-ft lanes the safety analysis "
           "requires; turf boulevards and swales maintain infiltration where soils allow; two wet ponds provide "
           "peak-flow control and limit pollutant discharge to Gray's Bay.", tags=[st("N.3.0")])
    r.para("Permanent BMPs: wet pond 101-A (STA 121+00 Rt); wet pond 101-B (STA 158+50 Lt); skimmer outlet "
           "structures at both ponds; 2 sump manholes with SAFL baffles; riprap outfall aprons; turf boulevards.",
           tags=[st("N.3.2")])
    r.para("Infiltration is not proposed: borings SB-1 to SB-9 show lean clay (CL) to 15 ft.",
           tags=[fact("infiltration_proposed", False)])
    r.new_page()
    r.heading("4.0  RATE CONTROL (SECTION 4)", 11)
    r.para("HydroCAD 10.2, Atlas 14 rainfall, MSE 3 24-hour distribution (found to be the critical duration) at the "
           "down-gradient boundary, culvert CV-3 under CSAH 101 at STA 171+20.")
    rows = [["Event", "Existing Q (cfs)", "Proposed Q (cfs)"],
            ["1-yr", "18.4", "16.9"], ["2-yr", "24.0", "22.1"], ["10-yr", "39.7", "35.2"],
            ["50-yr", "60.2", "57.0"], ["100-yr", "71.3", "66.8"]]
    r.table(rows, [90, 120, 120], tags=[ex("N.6.A.9"), fact("peak_rates_cfs", {
        "1": {"existing": 18.4, "proposed": 16.9}, "10": {"existing": 39.7, "proposed": 35.2},
        "100": {"existing": 71.3, "proposed": 66.8}})])
    r.para("Pond 101-A is built in the existing natural depression west of STA 121; detention volumes and outlets "
           "were designed by reservoir routing of the critical-duration events.", tags=[st("N.4.2")])
    r.para("Off-site water levels are not adversely affected during or after construction: the 100-year elevation "
           "of the wetland downstream of CV-3 falls from 933.4 to 933.1.", tags=[st("N.4.3")])
    r.para("Runoff tributary to the project, 86 acres of off-site drainage area (mainly residential), is routed "
           "through the ponds' overflow and the culverts in the model.", tags=[st("N.4.4")])
    r.para("Both ponds lie above the projected 100-year flood elevation of Gray's Bay (930.4) and within "
           "County right-of-way and drainage easements shown on sheet 4.", tags=[st("N.4.6")])
    r.para("The design conforms to the approved stormwater management plans of the Cities of Wayzata and "
           "Minnetonka; both cities' review letters are in the Appendices.", tags=[st("N.4.7"), ex("N.6.A.11")])
    r.para("Outfalls from both ponds discharge onto Class III riprap aprons with geotextile, sized for the 100-year "
           "outlet velocity, to minimize erosion and scouring.", tags=[st("N.4.8")])
    r.para("The receiving water is not landlocked.", tags=[fact("landlocked", False)])
    r.heading("5.0  WATER QUALITY (SECTION 5)", 11)
    r.para("P8 Urban Catchment Model, 1959 rainfall year, evaluated at CV-3: annual total phosphorus removal for "
           "the net new impervious area is 56 percent.", tags=[fact("phosphorus_removal_pct", 56.0)])
    rows = [["Pond", "NWL", "100-yr HWL", "Top of berm", "Freeboard", "Safety bench"],
            ["101-A", "934.0", "936.6", "939.0", "2.4 ft", "10 ft @ 10:1"],
            ["101-B", "932.5", "934.9", "938.0", "3.1 ft", "12 ft @ 10:1"]]
    r.table(rows, [50, 60, 75, 80, 70, 100], tags=[fact("ponds", [
        {"name": "101-A", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.4},
        {"name": "101-B", "safety_bench_width_ft": 12.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 3.1}])])
    r.para("Pond outlets are skimmer structures (baffle plate 12 in. below NWL) that hold back floatables for the "
           "1-year event.", tags=[st("N.5.2")])
    r.para("Water quality pond outfalls use the same riprap aprons with energy dissipation to minimize erosion and "
           "scouring.", tags=[st("N.5.4")])
    r.para("Elevations in this report and on the plans are NAVD 88.")
    r.heading("6.0  EXHIBIT LOCATIONS", 11)
    r.para("Plans (full-size 22x34 and reduced 11x17 sets), certified by a Minnesota professional engineer: files 2 "
           "and 3. Computations, city letters, NPDES coverage, soil borings and maintenance agreement: file 4.")
    files = [r.save()]
    meta = PlanMeta(office="HENNEPIN COUNTY TRANSPORTATION", project="CSAH 101 (BUSHAWAY ROAD) RECONSTRUCTION",
                    location="WAYZATA / WOODLAND / MINNETONKA", engineer="Maria L. Brandt", license_no="44128",
                    date="01/15/2026", layout="bottom", project_no="C.P. 1202  S.A.P. 027-701-011")
    sheets = [
        Sheet("1", "Title Sheet", [("INDEX: 1 TITLE  2 EXISTING  3 GRADING & DRAINAGE  4 DRAINAGE AREAS  "
                                    "5 POND & STORM DETAILS. LENGTH 1.38 MI.", [])], "road"),
        Sheet("2", "Existing Conditions", [
            ("EXISTING RIGHT-OF-WAY, PROPERTY LINES AND COUNTY-OWNED PARCELS (HATCHED)", [ex("N.6.A.1")]),
            ("WETLAND W-2 DELINEATED BY KJOLHAUG ENV. 08/2025; FEMA ZONE AE FLOODPLAIN LIMIT (EL. 930.4) AND "
             "SHORELAND DISTRICT BOUNDARY SHOWN", [ex("N.6.A.4")]),
        ], "road"),
        Sheet("3", "Grading and Drainage Plan", [
            ("EXISTING AND PROPOSED STORM SEWER, CULVERTS CV-1 TO CV-3, PONDS 101-A AND 101-B WITH ALIGNMENT AND "
             "INVERT ELEVATIONS", [ex("N.6.A.3")]),
            ("EXISTING AND PROPOSED CONTOURS, 2-FT INTERVAL. VERTICAL DATUM: NAVD 88.",
             [ex("N.6.A.7"), fact("contour_interval_ft", 2.0), fact("vertical_datum", "NAVD88")]),
            ("POND 101-A NWL 934.0 / HWL 936.6; POND 101-B NWL 932.5 / HWL 934.9; WETLAND W-2 EXISTING NWL 931.6, "
             "100-YR 933.4 EXISTING / 933.1 PROPOSED", [ex("N.6.A.6")]),
            ("DRAINAGE AND FLOWAGE EASEMENTS FOR PONDS 101-A AND 101-B (DOC. NO. 5012234)", [ex("N.6.A.12")]),
        ], "road"),
        Sheet("4", "Drainage Area Maps", [
            ("EXISTING AND PROPOSED ON-SITE SUBWATERSHEDS AND THE 86-AC OFF-SITE CONTRIBUTING SUBWATERSHED",
             [ex("N.6.A.2")]),
        ], "drainage"),
        Sheet("5", "Pond and Storm Sewer Details", [
            ("POND SECTIONS, SKIMMER OUTLET STRUCTURES, RIPRAP APRONS; SPECIFICATIONS PER MnDOT 2501, 2503, 2511 AND "
             "COUNTY SPECIAL PROVISIONS", [ex("N.6.A.8")]),
        ], "pond"),
    ]
    files += plan_sets(root, "CSAH101/2_Plans_Full_Size_22x34.pdf", "CSAH101/3_Plans_Reduced_11x17.pdf", rec, meta, sheets)
    a = Doc(root, "CSAH101/4_Appendices.pdf", rec, size=10)
    a.new_page()
    a.heading("APPENDIX A - HYDROLOGIC, HYDRAULIC AND WATER QUALITY COMPUTATIONS")
    a.para("HydroCAD node listing, 23 subcatchments (1S-23S, 0.2 to 14.1 ac each), pond stage-storage-discharge "
           "tables, culvert rating curves and P8 output used to design ponds 101-A and 101-B.", tags=[ex("N.6.A.10")])
    a.heading("APPENDIX B - CITY REVIEW")
    a.para("City of Wayzata (12/04/2025) and City of Minnetonka (12/11/2025): the cities have reviewed the CSAH 101 "
           "plans and find them consistent with their local surface water management plans.")
    a.heading("APPENDIX C - NPDES")
    a.para("MPCA NPDES/SDS Construction Stormwater Permit coverage, permit no. C00070917, issued 01/06/2026.",
           tags=[ex("N.6.A.13")])
    a.heading("APPENDIX D - GEOTECHNICAL")
    a.para("Soil boring logs SB-1 through SB-9 (Braun Intertec, 2025).", tags=[ex("N.6.C")])
    a.heading("APPENDIX E - MAINTENANCE")
    a.para("Stormwater facilities maintenance agreement between Hennepin County and MCWD for ponds 101-A and 101-B, "
           "their outlet structures, culverts and outfalls: inspection yearly, sediment removal when 50% of "
           "the sump is filled; the County Transportation Operations Division is responsible.", tags=[ex("N.6.B")])
    files.append(a.save())
    return files


def mndot_th7(root: Path, rec: Recorder) -> list[str]:
    r = Doc(root, "SP2706-243_Drainage_Report.pdf", rec, font="Courier", size=9.5)
    r.new_page()
    r.line("MINNESOTA DEPARTMENT OF TRANSPORTATION - METRO DISTRICT HYDRAULICS", 11, "Courier-Bold")
    r.line("DRAINAGE DESIGN REPORT", 11, "Courier-Bold")
    r.line("S.P. 2706-243   T.H. 7 AT VINE HILL ROAD (CSAH 19 TO OLD MARKET RD)   SHOREWOOD / MINNETONKA")
    r.line("PROJECT: ADDED TURN LANES AND SIGNAL REBUILD     LETTING: 06/2026     DATE: 11/20/2025")
    r.space(8)
    r.certify("Thomas J. Vue", "47302", "11/20/2025")
    r.line("1. GENERAL", 10, "Courier-Bold")
    r.para("APPLICANT: STATE OF MINNESOTA, DEPARTMENT OF TRANSPORTATION (A STATE AGENCY).",
           tags=[fact("applicant_public_entity", True)])
    r.para("T.H. 7 IS A FOUR-LANE DIVIDED EXPRESSWAY (AADT 32,500, POSTED 55 MPH). THE PROJECT ADDS DUAL LEFT-TURN "
           "LANES AND RIGHT-TURN LANES AT VINE HILL ROAD, STA 412+00 TO 431+50, AND REBUILDS THE SIGNAL.",
           tags=[fact("project_type", "linear")])
    r.para("TOTAL PROJECT AREA ........ 3.9 AC      AREA DISTURBED ........ 3.6 AC",
           tags=[fact("site_area_ac", 3.9), ex("N.6.D"), fact("disturbed_area_ac", 3.6)])
    r.line("2. IMPERVIOUS SURFACE", 10, "Courier-Bold")
    rows = [["ITEM", "LANE-MI", "WIDTH", "AREA (AC)"],
            ["ADDED TURN LANES", "0.74", "12 FT", "1.08"],
            ["WIDENED SHOULDERS", "0.21", "4 FT", "0.10"],
            ["TOTAL ADDED", "", "", "1.18"]]
    r.table(rows, [170, 70, 60, 80], size=9)
    r.para("EXISTING IMPERVIOUS 2.05 AC. PROPOSED IMPERVIOUS 3.23 AC. NET NEW IMPERVIOUS 1.18 AC.",
           tags=[fact("existing_impervious_ac", 2.05), fact("proposed_impervious_ac", 3.23),
                 fact("net_impervious_increase_ac", 1.18), ex("N.6.E")])
    r.para("NO SIDEWALK OR TRAIL WORK IS INCLUDED (THE EXISTING LRT REGIONAL TRAIL UNDERPASS IS NOT AFFECTED).")
    r.line("3. BMPS", 10, "Courier-Bold")
    r.para("BMPS FOLLOW THE MPCA MANUAL PROTECTING WATER QUALITY IN URBAN AREAS AND THE MNDOT DRAINAGE MANUAL: "
           "TURN LANE LENGTHS HELD TO THE MINIMUM STORAGE REQUIRED TO LIMIT NEW PAVEMENT; RUNOFF ROUTED TO "
           "INFILTRATION BASIN IB-1 TO ENHANCE INFILTRATION; DRY POND DP-1 FOR PEAK FLOW CONTROL; GRIT CHAMBER TO "
           "LIMIT SEDIMENT AND PHOSPHORUS DISCHARGE.", tags=[st("N.3.0")])
    r.para("PERMANENT BMPS: INFILTRATION BASIN IB-1; DRY POND DP-1 WITH OUTLET STRUCTURE; GRIT CHAMBER GC-1; "
           "RIPRAP AT OUTLETS; NATIVE SEED ON ALL SLOPES.", tags=[st("N.3.2")])
    r.para("INFILTRATION IS PROPOSED AT IB-1 (SEE SOILS, SHEET 4 OF THE LAYOUT).",
           tags=[fact("infiltration_proposed", True)])
    r.new_page()
    r.line("4. RATE CONTROL", 10, "Courier-Bold")
    r.para("MODEL: HYDROCAD, ATLAS 14, 24-HR MSE 3 (CRITICAL). DISCHARGE POINT: 36-IN RCP UNDER VINE HILL ROAD.")
    rows = [["EVENT", "EXISTING CFS", "PROPOSED CFS"], ["1-YR", "9.8", "8.7"], ["2-YR", "12.5", "11.2"],
            ["10-YR", "24.1", "22.6"], ["100-YR", "52.6", "53.4"]]
    r.table(rows, [90, 110, 110], tags=[ex("N.6.A.9"), fact("peak_rates_cfs", {
        "1": {"existing": 9.8, "proposed": 8.7}, "10": {"existing": 24.1, "proposed": 22.6},
        "100": {"existing": 52.6, "proposed": 53.4}})])
    r.para("NOTE: THE 100-YR PROPOSED RATE EXCEEDS EXISTING BY 0.8 CFS; DP-1 OVERFLOW WEIR TO BE REVISED AT FINAL "
           "DESIGN.")
    r.para("DP-1 OCCUPIES THE NATURAL LOW AREA IN THE NE QUADRANT; IB-1 AND DP-1 WERE DESIGNED BY RESERVOIR ROUTING "
           "OF CRITICAL DURATION EVENTS.", tags=[st("N.4.2")])
    r.para("NO ADVERSE EFFECT ON OFF-SITE WATER LEVELS DURING OR AFTER CONSTRUCTION: WETLAND 7-3 100-YR LEVEL "
           "UNCHANGED AT 948.3.", tags=[st("N.4.3")])
    r.para("OFF-SITE DRAINAGE AREA OF 41 AC NORTH OF T.H. 7 IS INCLUDED IN THE MODEL AND THE CULVERT SIZING.",
           tags=[st("N.4.4")])
    r.para("IB-1 AND DP-1 ARE ABOVE THE PROJECTED 100-YR FLOOD ELEVATION AND ENTIRELY WITHIN TRUNK HIGHWAY "
           "RIGHT OF WAY AND DRAINAGE EASEMENT.", tags=[st("N.4.6")])
    r.para("CONFORMS TO THE CITY OF SHOREWOOD LOCAL SURFACE WATER MANAGEMENT PLAN; CITY REVIEW LETTER 10/30/2025 "
           "IS ATTACHED.", tags=[st("N.4.7"), ex("N.6.A.11")])
    r.para("OUTLETS HAVE RIPRAP ENERGY DISSIPATORS (CLASS III) TO MINIMIZE EROSION AND SCOUR.", tags=[st("N.4.8")])
    r.para("THE SITE IS NOT LANDLOCKED.", tags=[fact("landlocked", False)])
    r.line("5. ATTACHMENTS", 10, "Courier-Bold")
    r.para("A. HYDROCAD AND INFILTRATION COMPUTATIONS (IB-1 DRAWDOWN 31 HR, DESIGN RATE 0.45 IN/HR); SUBCATCHMENT "
           "TABLE 10 ROWS.", tags=[ex("N.6.A.10")])
    r.para("B. CITY OF SHOREWOOD LETTER.  C. SOIL BORINGS T-1 TO T-6 (MNDOT FOUNDATIONS).", tags=[ex("N.6.C")])
    r.para("D. COOPERATIVE MAINTENANCE AGREEMENT NO. 1034812 (MNDOT / CITY OF SHOREWOOD) FOR IB-1, DP-1, GC-1, "
           "CULVERTS AND OUTFALLS, STATING INSPECTION SCHEDULE AND RESPONSIBLE PARTY.", tags=[ex("N.6.B")])
    files = [r.save()]
    meta = PlanMeta(office="MINNESOTA DEPARTMENT OF TRANSPORTATION", project="T.H. 7 AT VINE HILL ROAD",
                    location="SHOREWOOD / MINNETONKA, HENNEPIN COUNTY", engineer="Thomas J. Vue", license_no="47302",
                    date="11/20/2025", layout="bottom", project_no="S.P. 2706-243")
    sheets = [
        Sheet("1", "Layout - Title and Index", [("LAYOUT NO. 1C  STA 412+00 TO 431+50", [])], "road"),
        Sheet("2", "Right of Way and Drainage", [
            ("EXISTING AND PROPOSED TRUNK HIGHWAY RIGHT OF WAY, PARCEL LINES AND STATE-OWNED LAND", [ex("N.6.A.1")]),
            ("WETLAND 7-3 DELINEATED 2025 (TYPE 3); NO FLOODPLAIN WITHIN PROJECT", [ex("N.6.A.4")]),
            ("EXISTING AND PROPOSED CULVERTS, STORM SEWER, IB-1, DP-1, GC-1 WITH INVERTS", [ex("N.6.A.3")]),
            ("DRAINAGE EASEMENT FOR DP-1 (PARCEL 212)", [ex("N.6.A.12")]),
        ], "road"),
        Sheet("3", "Drainage Area Map", [
            ("EXISTING AND PROPOSED SUBWATERSHEDS ON SITE AND 41-AC OFF-SITE CONTRIBUTING AREA", [ex("N.6.A.2")]),
        ], "drainage"),
        Sheet("4", "Grading, Soils and Water Elevations", [
            ("CONTOURS EXISTING AND PROPOSED AT 2 FT INTERVALS, NGVD 1929 DATUM",
             [ex("N.6.A.7"), fact("contour_interval_ft", 2.0), fact("vertical_datum", "NGVD29")]),
            ("SOILS: 1) KILKENNY LOAM, 0.2-0.6 IN/HR; 2) HAMEL LOAM; 3) UDORTHENTS (FILL). IB-1 AREA: SANDY LOAM, "
             "MEASURED 0.45 IN/HR. EXISTING AND PROPOSED SOIL LIMITS DELINEATED.", [ex("N.6.A.5")]),
            ("IB-1 BOTTOM 951.0, 100-YR HWL 953.2; DP-1 NORMAL (DRY) 949.0, 100-YR HWL 951.6; WETLAND 7-3 NWL 945.6 "
             "EXIST./PROP., 100-YR 948.3", [ex("N.6.A.6")]),
        ], "pond"),
        Sheet("5", "Drainage Details", [
            ("IB-1 AND DP-1 SECTIONS, OUTLET STRUCTURE, GRIT CHAMBER; MNDOT SPEC. 2451, 2503, 2511, 2573",
             [ex("N.6.A.8")]),
        ], "details"),
    ]
    files += plan_sets(root, "SP2706-243_Layout_FULL.pdf", "SP2706-243_Layout_11x17.pdf", rec, meta, sheets)
    return files


def victoria_phase2(root: Path, rec: Recorder) -> list[str]:
    r = Doc(root, "Victoria_82nd_St_Phase2_Stormwater_Plan.pdf", rec, font="Helvetica", size=10)
    r.new_page()
    r.line("PRAIRIE LAKES ENGINEERING", 14, "Helvetica-Bold")
    r.line("for the City of Victoria, Minnesota", 10)
    r.space(8)
    r.line("82nd Street / Rolling Acres Road Corridor - Phase 2", 13, "Helvetica-Bold")
    r.line("Stormwater Management Plan for MCWD Rule N   -   City Project 2026-07   -   April 2026")
    r.space(6)
    r.certify("Anna K. Lindqvist", "49015", "04/06/2026")
    r.heading("Project", 11)
    r.para("The City of Victoria (a statutory city, the applicant) will widen 82nd Street from Rolling Acres Road "
           "east 2,950 feet (STA 50+00 to 79+50) from a 22-ft rural road to a 36-ft urban collector with curb and "
           "gutter. The right-of-way is 80 feet. Pavement: 4 in. bituminous over 12 in. aggregate base.",
           tags=[fact("applicant_public_entity", True), fact("project_type", "linear")])
    r.para("Phase 2 project area: 3.8 acres; 3.5 acres will be disturbed.",
           tags=[fact("site_area_ac", 3.8), ex("N.6.D"), fact("disturbed_area_ac", 3.5)])
    r.para("Common scheme of development. Phase 1 of the corridor (Rolling Acres Road, 2.6 acres, built in 2022 "
           "under MCWD permit 22-041) adjoins Phase 2 to the west and lies in the same City-owned right-of-way. "
           "Under Rule N Section 2(G) the phases are considered in the aggregate: 6.4 acres.",
           tags=[fact("common_scheme_area_ac", 6.4)])
    r.para("Impervious surface: existing 1.05 ac; proposed 2.71 ac; net increase 1.66 ac. No sidewalk or trail is "
           "part of Phase 2.", tags=[fact("existing_impervious_ac", 1.05), fact("proposed_impervious_ac", 2.71),
                                     fact("net_impervious_increase_ac", 1.66), ex("N.6.E")])
    r.heading("BMPs", 11)
    r.para("The City's BMPs follow the MPCA's Protecting Water Quality in Urban Areas: the 36-ft section is the "
           "narrowest that meets State Aid standards (limiting impervious surface); ditch bottoms are kept as "
           "grassed swales for infiltration; wet pond P-2 controls peak flow and removes pollutants.",
           tags=[st("N.3.0")])
    r.para("List of permanent BMPs: wet pond P-2; outlet structure OS-2 with skimmer; grassed swales (1,100 LF); "
           "riprap outfall at Wassermann Lake channel.", tags=[st("N.3.2")])
    r.para("Infiltration is not proposed due to clay soils (Lester-Kilkenny complex).",
           tags=[fact("infiltration_proposed", False)])
    r.heading("Rate control", 11)
    rows = [["Return period", "Existing (cfs)", "Proposed (cfs)"], ["1-year", "4.1", "3.2"],
            ["5-year", "7.0", "6.1"], ["10-year", "9.6", "8.8"], ["100-year", "18.7", "17.9"]]
    r.table(rows, [100, 110, 110], tags=[ex("N.6.A.9"), fact("peak_rates_cfs", {
        "1": {"existing": 4.1, "proposed": 3.2}, "10": {"existing": 9.6, "proposed": 8.8},
        "100": {"existing": 18.7, "proposed": 17.9}})])
    r.new_page()
    r.para("P-2 is excavated in the existing natural low area south of STA 66+00, and was designed by reservoir "
           "routing of 24-hour critical-duration events in HydroCAD.", tags=[st("N.4.2")])
    r.para("Water levels off the site will not be adversely affected during or after construction; the downstream "
           "channel's 100-yr stage is unchanged.", tags=[st("N.4.3")])
    r.para("The 23-acre off-site drainage area north of 82nd Street, tributary to the project, is included in the "
           "analysis and in the sizing of P-2.", tags=[st("N.4.4")])
    r.para("P-2 lies above the projected 100-year flood elevation of Wassermann Lake and within a drainage and "
           "utility easement.", tags=[st("N.4.6")])
    r.para("Conforms to the approved City of Victoria Local Surface Water Management Plan (2019); City Engineer's "
           "conformance memo attached.", tags=[st("N.4.7"), ex("N.6.A.11")])
    r.para("Outfall to the channel is on a riprap apron with filter fabric to minimize erosion and scouring.",
           tags=[st("N.4.8"), st("N.5.4")])
    r.para("The receiving area is not landlocked.", tags=[fact("landlocked", False)])
    r.heading("Water quality", 11)
    r.para("MIDS calculator: P-2 removes 54% of the annual total phosphorus load.",
           tags=[fact("phosphorus_removal_pct", 54.0)])
    r.para("Pond P-2: normal water level 968.0, 100-year HWL 971.4, top of berm 973.0, giving 1.6 feet of "
           "freeboard. Safety bench 8 feet wide at 10:1.", tags=[fact("ponds", [
               {"name": "P-2", "safety_bench_width_ft": 8.0, "safety_bench_slope_h_per_v": 10.0,
                "freeboard_ft": 1.6}])])
    r.para("OS-2 has a skimmer that retains floatables for the 1-year event.", tags=[st("N.5.2")])
    r.heading("Attachments", 11)
    r.para("HydroCAD and MIDS output used to design P-2 (14 pages).", tags=[ex("N.6.A.10")])
    r.para("MPCA construction stormwater (NPDES) permit coverage C00072210, issued 03/30/2026.", tags=[ex("N.6.A.13")])
    r.para("Maintenance agreement, City of Victoria and MCWD, for P-2, OS-2, culverts and outfall: schedule and "
           "City Public Works responsibility.", tags=[ex("N.6.B")])
    files = [r.save()]
    meta = PlanMeta(office="PRAIRIE LAKES ENGINEERING", project="82ND STREET CORRIDOR - PHASE 2",
                    location="CITY OF VICTORIA, CARVER COUNTY, MN", engineer="Anna K. Lindqvist", license_no="49015",
                    date="04/06/2026", layout="right", project_no="CITY PROJECT 2026-07")
    sheets = [
        Sheet("1", "Cover", [("82ND STREET STA 50+00 TO 79+50  (2,950 LF)", [])], "road"),
        Sheet("2", "Existing Conditions", [
            ("PROPERTY LINES, RIGHT-OF-WAY AND CITY-OWNED LAND", [ex("N.6.A.1")]),
            ("WETLAND WL-4 EDGE (DELINEATED 2025) AND WASSERMANN LAKE SHORELAND LIMIT", [ex("N.6.A.4")]),
        ], "road"),
        Sheet("3", "Grading and Storm Sewer", [
            ("EXISTING AND PROPOSED CULVERTS, STORM SEWER AND POND P-2 WITH ALIGNMENT AND ELEVATIONS", [ex("N.6.A.3")]),
            ("2' CONTOURS EXISTING AND PROPOSED (NGVD 29)",
             [ex("N.6.A.7"), fact("contour_interval_ft", 2.0), fact("vertical_datum", "NGVD29")]),
            ("P-2 NWL 968.0 / 100-YR HWL 971.4; WL-4 NWL 966.2 / 100-YR 969.0 EXISTING AND PROPOSED", [ex("N.6.A.6")]),
            ("DRAINAGE AND UTILITY EASEMENT OVER P-2", [ex("N.6.A.12")]),
        ], "pond"),
        Sheet("4", "Drainage Areas", [
            ("DRAINAGE MAP: OFF-SITE 23 AC, EXISTING AND PROPOSED ON-SITE SUBWATERSHEDS", [ex("N.6.A.2")]),
        ], "drainage"),
        Sheet("5", "Pond Details", [("P-2 CROSS SECTIONS, OS-2 SKIMMER STRUCTURE, RIPRAP; CITY SPECIFICATIONS",
                                     [ex("N.6.A.8")])], "pond"),
    ]
    files += plan_sets(root, "Plans/Victoria_Ph2_Full.pdf", "Plans/Victoria_Ph2_Half.pdf", rec, meta, sheets)
    return files
