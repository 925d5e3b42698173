"""Packages 7-12: a school district, a county highway department, a city street program,
two trail projects and a second-phase plat. Packages 11 and 12 are scanned at the desk."""

from __future__ import annotations

from pathlib import Path

from corpus.external27.doc import FULL, HALF, LETTER, Doc, exhibit as ex, fact as f, statement as st
from corpus.external27.packages_a import PE_MN
from corpus.external27.plans import PlanSet, Sheet, draw_plan_set
from corpus.truth import Recorder


def p07_school_district(out: Path, rec: Recorder) -> list[str]:
    """A school district's architect-engineer team: an application letter, a long report, full and half sets."""
    files = ["ISD276_MHS_Athletic_Improvements_MCWD_Application.pdf", "MHS_Stormwater_Report.pdf",
             "MHS_Civil_Full_Size.pdf", "MHS_Civil_Half_Size.pdf"]
    a = Doc(out, files[0], rec)
    a.para("Minnetonka Public Schools  -  Independent School District 276", size=12, font="Helvetica-Bold")
    a.para("5621 County Road 101, Minnetonka, MN 55345")
    a.para("November 4, 2026")
    a.para("Minnehaha Creek Watershed District permit application: Minnetonka High School Athletic and Parking "
           "Improvements.")
    a.para("The applicant is Independent School District No. 276, a public school district and political subdivision "
           "of the State of Minnesota. The project (an institutional use) replaces the stadium, adds a 420-stall "
           "parking lot and a 14,000 square foot activity building, and reconstructs the north access drive.",
           tags=[f("applicant_public_entity", True), f("project_type", "institutional")])
    a.para("Project area: 24.5 acres within the 42.3-acre campus parcel. Disturbed area: 6.8 acres.",
           tags=[f("site_area_ac", 24.5), f("disturbed_area_ac", 6.8)])
    a.para("Please direct questions to our engineer, Ruth Okonkwo, P.E., Meridian Civil Group, 612-555-0177.")
    a.signature(["Paul Bergstrom, Executive Director of Operations", "Minnetonka Public Schools"])
    a.save()
    r = Doc(out, files[1], rec, font="Times-Roman", bold="Times-Bold")
    r.footer = "Meridian Civil Group  |  Minnetonka High School Athletic & Parking Improvements"
    r.title("STORMWATER MANAGEMENT REPORT", 18, center=True)
    r.para("Minnetonka High School - Athletic and Parking Improvements - Minnetonka, Minnesota", size=12)
    r.para("Prepared for Independent School District 276 by Meridian Civil Group, November 3, 2026")
    r.signature(["I hereby certify that this report was prepared by me or under my direct supervision and that I am a",
                 "duly Licensed Professional Engineer under the laws of the State of Minnesota.",
                 "Ruth Okonkwo, P.E.   Reg. No. 50644   Date 11/3/2026"])
    r.heading("I. Introduction")
    r.para("The high school campus occupies 42.3 acres; the project limits cover 24.5 acres of it. The project drains "
           "to Minnehaha Creek through the City of Minnetonka storm sewer on County Road 101 and through the campus "
           "wetland (Wetland W-1, off the project limits to the south).")
    r.heading("II. Impervious Surface Summary")
    r.table([["Condition", "Impervious area (acres)"], ["Existing", "9.10"], ["Proposed", "10.30"],
             ["Net increase", "1.20"]], widths=[160, 160],
            row_tags={1: [f("existing_impervious_ac", 9.10)], 2: [f("proposed_impervious_ac", 10.30)],
                      3: [f("net_impervious_increase_ac", 1.20)]})
    r.para("The net increase is 13% of the existing impervious area. The synthetic turf field (2.1 acres) is modeled as "
           "impervious in both conditions.")
    r.heading("III. Existing and Proposed Drainage")
    r.para("Existing drainage areas EX-1 through EX-4 and proposed areas PR-1 through PR-5 are shown on the drainage "
           "maps (Sheets C501 and C502), including 6.4 acres of off-site residential area east of the campus that is "
           "tributary to EX-2 and is carried through the proposed storm sewer and NURP Pond A.", tags=[st("N.4.4")])
    r.para("No wetlands lie within the project limits; Wetland W-1 is south of the limits and is protected by a 25-foot "
           "buffer. The site is not landlocked. Infiltration is not proposed: the Braun borings show dense clay till "
           "and the campus is within a drinking water supply management area of high vulnerability.",
           tags=[f("landlocked", False), f("infiltration_proposed", False)])
    r.heading("IV. Rate Control")
    r.para("Routing in HydroCAD uses MSE 3 distribution, Atlas 14 depths (1-year 2.50\", 10-year 4.27\", 100-year "
           "7.45\"), with critical-duration events checked. NURP Pond A is built in the existing natural depression "
           "south of the parking lot.", tags=[st("N.4.2")])
    r.table([["Discharge point", "Event", "Existing Q (cfs)", "Proposed Q (cfs)"],
             ["DP-1 (CR 101)", "1-yr", "9.6", "8.8"], ["DP-1 (CR 101)", "10-yr", "24.3", "22.7"],
             ["DP-1 (CR 101)", "100-yr", "51.2", "48.4"]], widths=[120, 70, 110, 110],
            tags=[ex("N.6.A.9"), f("peak_rates_cfs", {"1": {"existing": 9.6, "proposed": 8.8},
                                                      "10": {"existing": 24.3, "proposed": 22.7},
                                                      "100": {"existing": 51.2, "proposed": 48.4}})])
    r.para("Wetland W-1 bounce is unchanged for the 1- and 10-year events and lowered 0.1 ft for the 100-year event; "
           "off-site water levels are not adversely affected during or after construction.", tags=[st("N.4.3")])
    r.para("NURP Pond A is above the 100-year flood elevation of Wetland W-1 and within a drainage easement "
           "that ISD 276 will record over the pond.", tags=[st("N.4.6")])
    r.para("The design conforms to the City of Minnetonka Water Resources Management Plan; City staff reviewed the "
           "plans at the October 14, 2026 development review meeting (minutes in Appendix D).", tags=[st("N.4.7")])
    r.para("The pond outfall to Wetland W-1 uses a riprap apron and a flared end section with trash guard to minimize "
           "erosion and scouring.", tags=[st("N.4.8"), st("N.5.4")])
    r.heading("V. Water Quality")
    r.para("P8 results: annual total phosphorus removal 63% across the project area (TSS 87%). The outlet structure has "
           "a submerged baffle that removes floatables for the 1-year event.",
           tags=[f("phosphorus_removal_pct", 63), st("N.5.2")])
    r.para("NURP Pond A: NWL 934.0; 100-yr HWL 936.8; top of berm/EOF 938.3 (1.5 ft freeboard). The safety bench is "
           "10 feet wide at 10:1 (H:V).",
           tags=[f("ponds", [{"name": "NURP Pond A", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10,
                              "freeboard_ft": 1.5}]), f("hwl_100yr_elev_ft", 936.8)])
    r.para("Lowest opening of the new activity building: 941.2.", tags=[f("lowest_opening_elev_ft", 941.2)])
    r.heading("VI. Best Management Practices")
    r.para("BMPs were chosen following Protecting Water Quality in Urban Areas (MPCA): site design keeps the parking "
           "lot inside the existing disturbed footprint; structural BMPs treat all new impervious surface.",
           tags=[st("N.3.0")])
    r.para("Permanent BMP list: NURP Pond A; two sump manholes with SAFL baffles; riprap apron; 25-ft wetland buffer; "
           "district-staff sweeping of lots each spring and fall.", tags=[st("N.3.2")])
    r.new_page()
    r.heading("Appendix A - HydroCAD and P8 Model Output")
    r.para("Routing diagram, subcatchment and pond reports, and P8 mass balance used to design Pond A and its outlet.",
           tags=[ex("N.6.A.10")])
    r.table([["Area", "Acres", "CN", "Tc (min)"], ["EX-1", "8.2", "84", "15"], ["EX-2 (incl. off-site)", "12.1", "76", "22"],
             ["PR-1", "9.0", "88", "10"], ["PR-2", "7.4", "80", "14"]], widths=[140, 60, 50, 70])
    r.heading("Appendix B - Geotechnical Borings")
    r.para("Braun Intertec B2606-211: nine borings, clay till below 2-4 ft of fill.", tags=[ex("N.6.C")])
    r.heading("Appendix C - MPCA NPDES Coverage")
    r.para("Construction Stormwater Permit coverage C00072030, Independent School District 276, issued 10/20/2026.",
           tags=[ex("N.6.A.13")])
    r.heading("Appendix D - City of Minnetonka Review")
    r.para("Development review meeting minutes, 10/14/2026: City engineering staff reviewed the grading, utility and "
           "stormwater plans and had no objection; plans conform to the City Water Resources Management Plan.",
           tags=[ex("N.6.A.11")])
    r.save()
    plans = PlanSet(
        project="MINNETONKA HIGH SCHOOL ATHLETIC & PARKING", firm="MERIDIAN CIVIL GROUP",
        firm_lines=["Minneapolis, MN", "612-555-0177"], certification=PE_MN,
        certifier="Ruth Okonkwo, P.E. Reg. No. 50644", date="11/03/2026", seed=707,
        sheets=[
            Sheet("C101", "EXISTING CONDITIONS", notes=[
                ("School district property lines (42.3-ac campus) and project limits (24.5 ac) shown.", [ex("N.6.A.1")]),
                ("Wetland W-1 delineated south of project limits; no floodplain or shoreland on campus.", [ex("N.6.A.4")]),
            ]),
            Sheet("C301", "GRADING PLAN", drawing="contours", notes=[
                ("Existing and proposed contours at 2 foot interval; NGVD 1929 datum.",
                 [ex("N.6.A.7"), f("contour_interval_ft", 2), f("vertical_datum", "NGVD29")]),
                ("NURP Pond A: NWL 934.0, 100-YR HWL 936.8. Wetland W-1 NWL 936.0.", [ex("N.6.A.6")]),
            ]),
            Sheet("C401", "STORM SEWER PLAN", drawing="pipes", notes=[
                ("Existing and proposed storm sewer location, alignment and elevations.", [ex("N.6.A.3")]),
                ("Drainage easement over NURP Pond A.", [ex("N.6.A.12")]),
            ]),
            Sheet("C501", "EXISTING DRAINAGE MAP", drawing="map", notes=[
                ("Existing subwatersheds EX-1 to EX-4 and the 6.4-ac off-site contributing area.", [ex("N.6.A.2")]),
            ]),
            Sheet("C502", "PROPOSED DRAINAGE MAP", drawing="map", notes=[("Proposed subwatersheds PR-1 to PR-5.", [])]),
            Sheet("C601", "STORM DETAILS", drawing="detail", notes=[
                ("Pond A outlet structure with submerged baffle; pond section; riprap; SAFL baffle manhole; per MnDOT "
                 "2506 and 2511 specifications.", [ex("N.6.A.8")]),
            ]),
        ])
    draw_plan_set(out, files[2], rec, plans, size=FULL, set_tag="plan_set.full_size")
    draw_plan_set(out, files[3], rec, plans, size=HALF, set_tag="plan_set.reduced", label="HALF SIZE")
    return files


def p08_county_road(out: Path, rec: Recorder) -> list[str]:
    """A county highway department's design memo: road plus a multi-use trail that qualifies under N.2.E.4."""
    files = ["CSAH16_McGinty_Rd_Drainage_Memo.pdf", "CSAH16_Plan_Set.pdf"]
    r = Doc(out, files[0], rec)
    r.para("HENNEPIN COUNTY  |  Transportation Project Delivery  |  Design Division", size=9, font="Helvetica-Bold")
    r.title("Drainage Design Memorandum - CSAH 16 (McGinty Road) Reconstruction")
    r.para("County Project No. 2215; City of Minnetonka; from Minnetonka Boulevard to I-494 (1.6 miles)")
    r.para("Applicant: Hennepin County, a political subdivision of the State of Minnesota.",
           tags=[f("applicant_public_entity", True)])
    r.heading("Scope")
    r.para("The project reconstructs the two-lane roadway with turn lanes, replaces storm sewer and culverts, and adds "
           "a multi-use trail on the north side. It is a linear road project.", tags=[f("project_type", "linear")])
    r.para("Total project area (construction limits): 7.8 acres; all 7.8 acres will be disturbed.",
           tags=[f("site_area_ac", 7.8), f("disturbed_area_ac", 7.8)])
    r.heading("Impervious surface")
    r.table([["", "Acres"], ["Existing impervious", "4.10"], ["Proposed impervious", "5.35"],
             ["Net increase (including trail)", "1.25"], ["New trail surface", "0.62"]], widths=[220, 80],
            row_tags={1: [f("existing_impervious_ac", 4.10)], 2: [f("proposed_impervious_ac", 5.35)],
                      3: [f("net_impervious_increase_ac", 1.25)]})
    r.para("The trail is 10 feet wide with a turf boulevard of at least 6 feet on each side. Driveway and street "
           "crossings cover 12% of the required buffer area. Trail surface: 0.62 acres.",
           tags=[f("sidewalk_trail", {"width_ft": 10, "buffer_ft": 6, "crossing_pct": 12, "area_ac": 0.62,
                                      "standalone": False})])
    r.para("Under Rule N, sidewalks and trails of 10 feet or less with pervious buffers of 5 feet on each side are "
           "excluded from the net increase; the roadway net increase is 0.63 acres.")
    r.heading("Stormwater BMPs")
    r.para("BMP selection follows the MPCA manual Protecting Water Quality in Urban Areas: narrowed lanes (11 ft), "
           "turf boulevards, and treatment of roadway runoff before discharge.", tags=[st("N.3.0")])
    r.para("Permanent BMPs: (1) two biofiltration swales at Sta. 24+00 and 51+50 with underdrains; (2) sump manholes "
           "with SAFL baffles at the three outlets; (3) riprap at all culvert outlets. Infiltration is not proposed "
           "because of the contaminated soils identified near the former rail crossing.",
           tags=[st("N.3.2"), f("infiltration_proposed", False)])
    r.heading("Hydrology")
    r.para("Peak discharge at the Gleason Lake Creek culvert (Sta. 40+10), MnDOT Drainage Manual methods, Atlas 14:")
    r.table([["Event", "Existing (cfs)", "Proposed (cfs)"], ["2-year", "6.8", "6.6"], ["1-year", "5.2", "5.0"],
             ["10-year", "12.4", "12.1"], ["100-year", "24.9", "24.3"], ["500-year", "33.0", "32.6"]],
            widths=[100, 110, 110],
            tags=[ex("N.6.A.9"), f("peak_rates_cfs", {"1": {"existing": 5.2, "proposed": 5.0},
                                                      "10": {"existing": 12.4, "proposed": 12.1},
                                                      "100": {"existing": 24.9, "proposed": 24.3}})])
    r.para("Drainage area to the culvert is 212 acres, mostly off-site residential land; the culvert is being "
           "replaced in kind (2 - 60\" RCP).")
    r.para("Prepared by: Samuel Vang, P.E., Hennepin County Transportation, November 6, 2026.")
    r.save()
    plans = PlanSet(
        project="CSAH 16 (McGINTY ROAD) RECONSTRUCTION", firm="HENNEPIN COUNTY",
        firm_lines=["Transportation Project Delivery", "1600 Prairie Drive, Medina MN"], certification=PE_MN,
        certifier="Samuel Vang, P.E.  Lic. No. 47765", date="11/06/2026", seed=808,
        sheets=[
            Sheet("1", "TITLE SHEET", notes=[("Project length 1.6 miles. S.A.P. 027-616-022.", [])]),
            Sheet("14", "DRAINAGE PLAN", drawing="pipes", notes=[
                ("Existing and proposed storm sewer, culverts, swales: location, alignment and elevations.",
                 [ex("N.6.A.3")]),
                ("Right-of-way and permanent easements shown.", []),
            ]),
            Sheet("22", "TRAIL TYPICAL SECTION", drawing="detail", notes=[
                ("10' bituminous trail, 6' min. turf boulevard each side.", []),
            ]),
        ])
    draw_plan_set(out, files[1], rec, plans, size=FULL, set_tag="plan_set.full_size")
    return files


def p09_edina_streets(out: Path, rec: Recorder) -> list[str]:
    """A city engineering department asks for a no-permit determination for street reconstruction."""
    files = ["Edina_Morningside_Street_Recon_Letter.pdf"]
    d = Doc(out, files[0], rec, font="Times-Roman", bold="Times-Bold")
    d.para("CITY OF EDINA - ENGINEERING DEPARTMENT", size=12, font="Times-Bold")
    d.para("7450 Metro Boulevard, Edina, MN 55439")
    d.para("September 18, 2026")
    d.para("To: Minnehaha Creek Watershed District, Permitting")
    d.para("Re: 2027 Morningside B Neighborhood Street Reconstruction (City Improvement No. BA-477)")
    d.para("The City of Edina, a municipal corporation, plans to reconstruct 1.9 miles of local residential streets in "
           "the Morningside neighborhood in 2027 (Grimes Avenue, France Avenue service drive, Kipling, Lynn and Oakdale "
           "Avenues, and W. 42nd and 43rd Streets). The work is a linear street reconstruction: full-depth pavement "
           "replacement, new concrete curb and gutter, spot storm sewer repairs, and watermain replacement.",
           tags=[f("applicant_public_entity", True), f("project_type", "linear")])
    d.para("The project area within the construction limits is 9.6 acres, and the estimated disturbed area is 6.1 "
           "acres.", tags=[f("site_area_ac", 9.6), f("disturbed_area_ac", 6.1)])
    d.table([["Impervious surface", "Acres"], ["Existing streets, curb and walks", "3.42"],
             ["Proposed streets, curb and walks", "3.38"], ["Net change", "-0.04 (decrease)"]], widths=[240, 120],
            row_tags={1: [f("existing_impervious_ac", 3.42)], 2: [f("proposed_impervious_ac", 3.38)],
                      3: [f("net_impervious_increase_ac", -0.04)]})
    d.para("Street widths are reduced from 30 to 28 feet on Kipling and Lynn Avenues, which offsets the new curb. "
           "Because the project creates no net increase in impervious surface, we understand no stormwater permit "
           "is required under Rule N. The City will apply for the District's erosion control permit separately.")
    d.para("Runoff continues to drain to Weber Pond and Minnehaha Creek through the existing storm sewer; the 2-year "
           "peak discharge to Weber Pond is unchanged at 31 cfs. No wetlands are affected.")
    d.para("Contact: Aaron Ness, P.E., Project Engineer, 952-555-0136.")
    d.signature(["Chad Millner, P.E.", "Director of Engineering, City of Edina"])
    d.save()
    return files


def p10_victoria_trail(out: Path, rec: Recorder) -> list[str]:
    """A city's consultant describes a stand-alone trail that fits the N.2.E.4 exclusion."""
    files = ["Victoria_Trail_Project_Summary.pdf", "Victoria_Trail_Plans_11x17.pdf"]
    r = Doc(out, files[0], rec)
    r.title("Project Summary - Stieger Lake Lane Trail", 15)
    r.para("City of Victoria  |  Prepared by Lakeland Engineering Associates  |  October 28, 2026")
    r.table([["Applicant", "City of Victoria (municipal corporation)"],
             ["Project type", "Trail (linear)"],
             ["Location", "Stieger Lake Lane, Rolling Acres Road to 82nd Street"],
             ["Trail length", "6,350 ft (1.2 miles)"],
             ["Disturbed area", "3.4 ac"]], widths=[130, 320], header=False,
            row_tags={0: [f("applicant_public_entity", True)], 1: [f("project_type", "linear")],
                      4: [f("disturbed_area_ac", 3.4)]})
    r.heading("Description")
    r.para("The City will construct a stand-alone 10-foot-wide bituminous trail; no roadway work is included. A "
           "pervious turf buffer of 6 feet is provided on each side of the trail for its full length. Driveway and "
           "street crossings occupy 7% of the required buffer area. The new trail surface totals 1.46 acres.",
           tags=[f("sidewalk_trail", {"width_ft": 10, "buffer_ft": 6, "crossing_pct": 7, "area_ac": 1.46,
                                      "standalone": True})])
    r.para("Drainage sheets off the trail onto the turf buffers; the ditch along Stieger Lake Lane is regraded but not "
           "piped. Two 18-inch culverts under driveways are extended. No wetlands are filled; the trail stays outside "
           "the Stieger Lake shoreland impact zone.")
    r.para("Because the trail is 10 feet wide or less with pervious buffers of at least 5 feet on each side, the City "
           "believes it is excluded from Rule N stormwater requirements under N.2.E.4. An erosion control plan "
           "(silt fence, bio-rolls, and turf establishment within 7 days) is included on Sheet 4.")
    r.save()
    plans = PlanSet(
        project="STIEGER LAKE LANE TRAIL - VICTORIA", firm="LAKELAND ENGINEERING",
        firm_lines=["Associates, Inc.", "Waconia, Minnesota"], certification=PE_MN,
        certifier="Megan Fischer, PE  License 49930", date="10/28/2026", seed=1010,
        sheets=[
            Sheet("1", "TITLE SHEET", notes=[("Trail length 6,350 LF.", [])]),
            Sheet("2", "TYPICAL SECTIONS", drawing="detail", notes=[
                ("10' bituminous trail; 6' turf buffer each side; 2% cross slope.", [])]),
            Sheet("3", "TRAIL PLAN", notes=[("Culvert extensions at Sta. 12+40 and 31+05.", [])]),
            Sheet("4", "EROSION CONTROL PLAN", notes=[("Silt fence and bio-rolls per City standard plates.", [])]),
        ])
    draw_plan_set(out, files[1], rec, plans, size=HALF, set_tag="plan_set.reduced")
    return files


def p11_mound_trail(out: Path, rec: Recorder) -> list[str]:
    """A small city's submittal, scanned at the counter: a wide trail that does not qualify."""
    files = ["Mound_Lost_Lake_Greenway_Submittal.pdf", "Mound_Greenway_Plans_Reduced.pdf"]
    r = Doc(out, files[0], rec)
    r.para("CITY OF MOUND", size=14, font="Helvetica-Bold")
    r.para("2415 Wilshire Boulevard, Mound, MN 55364")
    r.title("Lost Lake Greenway Trail - Stormwater Submittal", 13)
    r.para("Date: 10/19/2026.  Applicant: City of Mound (public entity).  Engineer: Bolton Creekside Engineers.",
           tags=[f("applicant_public_entity", True)])
    r.heading("Project Data")
    r.table([["Item", "Value"], ["Project type", "Linear - stand-alone trail"], ["Project area", "3.1 acres"],
             ["Trail width", "12 feet (bituminous)"], ["Shoulder/buffer", "4 feet aggregate each side"],
             ["Existing impervious", "0.20 acres (gravel path)"], ["Proposed impervious", "1.55 acres"],
             ["Net new impervious", "1.35 acres"], ["Disturbed area", "2.9 acres"],
             ["Trail length", "4,900 feet"]], widths=[170, 250],
            row_tags={1: [f("project_type", "linear")], 2: [f("site_area_ac", 3.1)],
                      3: [f("sidewalk_trail", {"width_ft": 12, "buffer_ft": 4, "standalone": True, "area_ac": 1.35})],
                      5: [f("existing_impervious_ac", 0.20)], 6: [f("proposed_impervious_ac", 1.55)],
                      7: [f("net_impervious_increase_ac", 1.35)], 8: [f("disturbed_area_ac", 2.9)]})
    r.para("The 12-foot trail surface adds 1.35 acres of new impervious surface; the trail does not meet the Rule N "
           "sidewalk/trail exclusion, so rate control is provided.")
    r.heading("Rate Control")
    r.para("HydroCAD, Atlas 14 Type II 24-hour events, at the outlet to Lost Lake:")
    r.table([["Event", "Existing cfs", "Proposed cfs"], ["1-yr", "1.9", "1.7"], ["10-yr", "5.1", "4.8"],
             ["100-yr", "10.6", "10.2"]], widths=[90, 100, 100],
            tags=[ex("N.6.A.9"), f("peak_rates_cfs", {"1": {"existing": 1.9, "proposed": 1.7},
                                                      "10": {"existing": 5.1, "proposed": 4.8},
                                                      "100": {"existing": 10.6, "proposed": 10.2}})])
    r.para("Two dry swales with check dams provide the detention. Lost Lake water levels are not changed by the "
           "project during or after construction.", tags=[st("N.4.3")])
    r.para("Outfalls to Lost Lake have riprap aprons to minimize erosion and scouring.", tags=[st("N.4.8")])
    r.para("The project follows the City of Mound Local Water Management Plan (2018), which the City adopted and "
           "the District approved.", tags=[st("N.4.7")])
    r.heading("BMPs")
    r.para("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas. Permanent BMPs: two dry swales with "
           "check dams; riprap aprons; native seeding of all disturbed areas.", tags=[st("N.3.0"), st("N.3.2")])
    r.para("No infiltration is proposed. The receiving water (Lost Lake) is not landlocked.",
           tags=[f("infiltration_proposed", False), f("landlocked", False)])
    r.heading("Attachments")
    r.para("MPCA construction stormwater permit coverage: C00072651, issued 10/12/2026 to the City of Mound.",
           tags=[ex("N.6.A.13")])
    r.para("City Engineer memorandum, 10/15/2026: the Lost Lake Greenway stormwater design was reviewed by the City "
           "Engineer and conforms to the City of Mound Local Water Management Plan.", tags=[ex("N.6.A.11")])
    r.para("HydroCAD report: subcatchments TR-1 (1.8 ac, CN 80) and TR-2 (1.3 ac, CN 78), dry swale routing and "
           "check dam rating tables.", tags=[ex("N.6.A.10")])
    r.save()
    plans = PlanSet(
        project="LOST LAKE GREENWAY TRAIL - MOUND", firm="BOLTON CREEKSIDE",
        firm_lines=["Engineers", "Spring Park, MN"], certification=PE_MN,
        certifier="Greg Hallman, PE  #44107", date="10/19/2026", seed=1111,
        sheets=[
            Sheet("G1", "EXISTING CONDITIONS", notes=[
                ("City-owned greenway parcel boundaries shown.", [ex("N.6.A.1")]),
                ("Lost Lake shoreland and floodplain limits shown; no wetlands impacted.", [ex("N.6.A.4")]),
            ]),
            Sheet("C1", "GRADING PLAN", drawing="contours", notes=[
                ("Contours at 1-foot intervals, NGVD 29.",
                 [f("contour_interval_ft", 1), f("vertical_datum", "NGVD29")]),
                ("Dry swales DS-1 and DS-2 with check dams; location and elevations shown.", [ex("N.6.A.3")]),
            ]),
            Sheet("C2", "DRAINAGE AREAS", drawing="map", notes=[
                ("Existing and proposed on-site subwatersheds TR-1 and TR-2; no off-site area drains to the trail.",
                 [ex("N.6.A.2")]),
            ]),
            Sheet("C3", "DETAILS", drawing="detail", notes=[
                ("Check dam, riprap apron and swale section details.", [ex("N.6.A.8")]),
            ]),
        ])
    draw_plan_set(out, files[1], rec, plans, size=LETTER[::-1], set_tag="plan_set.reduced",
                  label="REDUCED - NOT TO SCALE")
    return files


def p12_victoria_phase2(out: Path, rec: Recorder) -> list[str]:
    """A developer's engineer submits a second phase; the common scheme sets the threshold. Scanned."""
    files = ["Wassermann_Ridge_2nd_Addition_Stormwater.pdf", "Wassermann_Ridge_2nd_Reduced_Plans.pdf"]
    r = Doc(out, files[0], rec, font="Times-Roman", bold="Times-Bold")
    r.title("WASSERMANN RIDGE 2ND ADDITION", 15, center=True)
    r.para("Stormwater Management Plan  -  City of Victoria, Carver County  -  Prepared by Pioneer Trail Engineering",
           size=10)
    r.para("Submitted October 30, 2026 for WR Land Company II, LLC")
    r.heading("1. Project Overview")
    r.para("The 2nd Addition plats 8 single-family lots on 4.8 acres east of Wassermann Ridge (1st Addition). "
           "Lots average 0.45 acres.",
           tags=[f("project_type", "single_family_subdivision"), f("dwelling_units", 8), f("site_area_ac", 4.8)])
    r.para("Common scheme of development: the 1st Addition (5.6 acres, platted in 2021 by Wassermann Ridge Development, "
           "LLC) adjoins this site, and both LLCs have the same principals. The two phases total 10.4 acres, developed "
           "since Rule N took effect, and are submitted as one common scheme of development.",
           tags=[f("common_scheme_area_ac", 10.4)])
    r.para("Disturbed area for the 2nd Addition: 4.1 acres. Applicant WR Land Company II, LLC is a private developer.",
           tags=[f("disturbed_area_ac", 4.1), f("applicant_public_entity", False)])
    r.para("Impervious surface: existing 0.05 acres; proposed 1.46 acres.",
           tags=[f("existing_impervious_ac", 0.05), f("proposed_impervious_ac", 1.46)])
    r.heading("2. Hydrology")
    r.para("The site drains to Lake Wassermann, which outlets to Six Mile Creek; the receiving area is not "
           "landlocked. No wetlands were identified on the 2nd Addition.",
           tags=[f("landlocked", False)])
    r.para("Peak rates at the east property line, HydroCAD Atlas 14:")
    r.table([["Storm", "Existing (cfs)", "Proposed (cfs)"], ["1-year", "1.42", "1.18"], ["2-year", "1.96", "1.55"],
             ["10-year", "4.36", "3.97"], ["100-year", "9.88", "9.41"]], widths=[100, 110, 110],
            tags=[ex("N.6.A.9"), f("peak_rates_cfs", {"1": {"existing": 1.42, "proposed": 1.18},
                                                      "10": {"existing": 4.36, "proposed": 3.97},
                                                      "100": {"existing": 9.88, "proposed": 9.41}})])
    r.para("Pond 2 uses the natural depression at the east line and was designed by reservoir routing of the critical "
           "duration events.", tags=[st("N.4.2")])
    r.para("Pond 2: NWL 962.0; 100-yr HWL 965.3; EOF 967.4 (2.1 ft freeboard); 10 ft bench at 10:1. Lowest opening of "
           "adjacent lots: 968.0.",
           tags=[f("ponds", [{"name": "Pond 2", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10,
                              "freeboard_ft": 2.1}]),
                 f("hwl_100yr_elev_ft", 965.3), f("lowest_opening_elev_ft", 968.0)])
    r.para("Pond 2 lies above the 100-year flood elevation of Lake Wassermann and within a drainage and utility easement "
           "on Outlot A.", tags=[st("N.4.6")])
    r.para("Outfall FES-5 has a riprap apron to minimize erosion and scouring.", tags=[st("N.4.8")])
    r.heading("3. BMPs")
    r.para("BMPs follow the MPCA Protecting Water Quality in Urban Areas manual. Permanent BMPs: Pond 2 (wet pond); "
           "riprap at FES-5; 20-ft native buffer around Pond 2. Infiltration is not proposed (HSG D soils).",
           tags=[st("N.3.0"), st("N.3.2"), f("infiltration_proposed", False)])
    r.heading("4. Permits")
    r.para("NPDES/SDS construction stormwater permit coverage C00072377 (MPCA) issued 10/22/2026 for 4.1 acres.",
           tags=[ex("N.6.A.13")])
    r.para("HydroCAD output for the 2nd Addition (subcatchments 10S-14S, Pond 2P) follows.", tags=[ex("N.6.A.10")])
    r.table([["Node", "Area (ac)", "CN"], ["10S", "1.2", "78"], ["11S", "0.9", "80"], ["12S", "1.4", "76"],
             ["13S", "0.8", "74"], ["14S", "0.5", "74"]], widths=[80, 80, 60])
    r.save()
    plans = PlanSet(
        project="WASSERMANN RIDGE 2ND ADDITION - VICTORIA", firm="PIONEER TRAIL ENG.",
        firm_lines=["Chaska, MN"], certification=PE_MN, certifier="Lena Sorensen, P.E. Lic. 52218",
        date="10/30/2026", seed=1212,
        sheets=[
            Sheet("1", "EXISTING CONDITIONS", notes=[
                ("Boundary of the 4.8-ac 2nd Addition owned by the applicant; 1st Addition shown for reference.",
                 [ex("N.6.A.1")]),
                ("No wetlands, floodplain or shoreland on site.", [ex("N.6.A.4")]),
            ]),
            Sheet("2", "GRADING PLAN", drawing="contours", notes=[
                ("2-ft contours, existing and proposed. NGVD 29 datum.",
                 [ex("N.6.A.7"), f("contour_interval_ft", 2), f("vertical_datum", "NGVD29")]),
                ("Pond 2 NWL 962.0, HWL 965.3.", [ex("N.6.A.6")]),
            ]),
            Sheet("3", "STORM SEWER & DRAINAGE AREAS", drawing="pipes", notes=[
                ("Storm sewer location, alignment and inverts; drainage and utility easement over Outlot A.",
                 [ex("N.6.A.3"), ex("N.6.A.12")]),
                ("Existing and proposed on-site drainage areas and the off-site area from the 1st Addition (2.3 ac).",
                 [ex("N.6.A.2")]),
            ]),
            Sheet("4", "POND DETAILS", drawing="detail", notes=[
                ("Pond 2 outlet structure, section with safety bench, FES and riprap details.", [ex("N.6.A.8")]),
            ]),
        ])
    draw_plan_set(out, files[1], rec, plans, size=LETTER[::-1], set_tag="plan_set.reduced",
                  label="REDUCED SET")
    return files


PACKAGES_B = [
    ("x27-07-minnetonka-school", "text", "N.2.D.3 public; freeboard 1.5 ft; <50% increase", p07_school_district),
    ("x27-08-county-road-trail", "text", "N.2.E.1 after N.2.E.4 trail exclusion; public", p08_county_road),
    ("x27-09-edina-streets", "text", "N.2.E no net increase", p09_edina_streets),
    ("x27-10-victoria-trail", "text", "N.2.E.4 stand-alone trail exempt", p10_victoria_trail),
    ("x27-11-mound-trail-scan", "scanned", "N.2.E.2 wide trail; 1-ft contours; no full-size set", p11_mound_trail),
    ("x27-12-victoria-phase2-scan", "scanned", "N.2.G common scheme -> N.2.B.2", p12_victoria_phase2),
]
