"""Packages 1-6: a homeowner's engineer, three land developers' consultants, a small retail
client and an industrial owner. Each function draws one package and returns its files."""

from __future__ import annotations

from pathlib import Path

from corpus.external27.doc import FULL, HALF, LETTER, Doc, exhibit as ex, fact as f, statement as st
from corpus.external27.plans import PlanSet, Sheet, draw_plan_set
from corpus.truth import Recorder

PE_MN = ("I hereby certify that this plan, specification, or report was prepared by me or under my direct "
         "supervision and that I am a duly Licensed Professional Engineer under the laws of the State of Minnesota.")


def p01_orono_home(out: Path, rec: Recorder) -> list[str]:
    """A homeowner's civil engineer writes a two-page letter for a tear-down and rebuild."""
    d = Doc(out, "Watershed_Permit_Inquiry_Letter.pdf", rec, font="Times-Roman", bold="Times-Bold")
    d.para("Halvorsen Civil Consulting, LLC  |  2245 Shadywood Road, Orono, MN 55356  |  (952) 555-0148", size=9)
    d.para("October 14, 2026")
    d.para("Minnehaha Creek Watershed District, Permitting Program, 15320 Minnetonka Boulevard, Minnetonka, MN 55345")
    d.para("RE: 1840 Bayside Lane, Orono - Reconstruction of single-family residence (PID 18-117-23-31-0007)")
    d.para("Dear Permitting Staff:")
    d.para("On behalf of the owners, Mark and Julie Tessmer, we are submitting this letter and the enclosed certificate "
           "of survey for the demolition of the existing 1962 rambler and the construction of a new single-family "
           "home with an attached three-stall garage, driveway and patio at the above address.",
           tags=[f("project_type", "single_family_home")])
    d.para("The lot is 1.12 acres (48,787 square feet) and lies on the Tanager Lake side of Bayside Lane. "
           "Existing impervious surface (house, detached garage, gravel drive and walks) totals 0.09 acres; after "
           "construction the impervious surface will be 0.21 acres. Grading will be limited to the building pad, "
           "drive and rear yard, a disturbed area of approximately 0.38 acres.",
           tags=[f("site_area_ac", 1.12), f("existing_impervious_ac", 0.09), f("proposed_impervious_ac", 0.21),
                 f("disturbed_area_ac", 0.38)])
    d.para("No wetlands were identified on the lot during our site visit of September 22, 2026, and the work is outside "
           "the shoreland setback of Tanager Lake (ordinary high water 929.4). The new finished floor is 947.5 and the "
           "basement walkout is 938.0. Roof drains will discharge to a rock-lined rain garden in the rear yard.")
    d.para("The house on the neighboring parcel at 1836 Bayside Lane (0.86 acres) is owned by unrelated parties and is "
           "not part of this work. Silt fence and a rock construction entrance will be installed before demolition.")
    d.para("We understand that construction or reconstruction of a single-family home does not require a District "
           "stormwater permit, and we would appreciate written confirmation. Erosion control and shoreland items are being "
           "addressed separately with the City of Orono under building permit B26-0419.")
    d.para("Sincerely,")
    d.signature(["Karin Halvorsen, P.E.", "Halvorsen Civil Consulting, LLC"])
    d.save()
    plans = PlanSet(
        project="TESSMER RESIDENCE - 1840 BAYSIDE LANE, ORONO", firm="HALVORSEN CIVIL",
        firm_lines=["Orono, Minnesota", "(952) 555-0148"], certification=None, date="10/09/2026", seed=101,
        sheets=[Sheet("1 of 1", "CERTIFICATE OF SURVEY", drawing="site", notes=[
            ("Property lines shown are per the recorded plat of Bayside Addition, Lot 7, Block 2. Lot area = 48,787 sq. ft.",
             [ex("N.6.A.1")]),
            ("Proposed house footprint 3,420 sq. ft.; garage 880 sq. ft.; driveway 1,610 sq. ft.", []),
            ("Bearings are based on the Hennepin County coordinate system. Surveyed September 2026.", []),
            ("Rain garden: 420 sq. ft., 12-inch ponding depth, rock inlet apron.", []),
        ], labels=[("LOT 7, BLOCK 2", []), ("BAYSIDE LANE", []), ("FFE 947.5", [])])])
    draw_plan_set(out, "Certificate_of_Survey.pdf", rec, plans, size=HALF)
    return ["Watershed_Permit_Inquiry_Letter.pdf", "Certificate_of_Survey.pdf"]


def p02_medina_subdivision(out: Path, rec: Recorder) -> list[str]:
    """A mid-size consulting firm's full stormwater management plan for a rural-residential plat."""
    files = ["01_Permit_Application.pdf", "02_Stormwater_Management_Plan.pdf", "03_Plans_Full_Size.pdf",
             "04_Plans_11x17.pdf"]
    a = Doc(out, files[0], rec)
    a.title("MCWD PERMIT APPLICATION", center=True)
    a.para("Minnehaha Creek Watershed District - Application for Permit", size=11, font="Helvetica-Bold")
    a.table([["Item", "Response"],
             ["Project name", "Hamel Road Preserve"],
             ["Project location", "4180 Hamel Road, City of Medina, Hennepin County"],
             ["Applicant", "Hamel Road Preserve, LLC (Jeff Lindqvist, Manager)"],
             ["Applicant type", "Private"],
             ["Engineer", "Northstar Land Engineering, Inc., Maple Grove"],
             ["Rules applicable", "Erosion Control (B), Stormwater Management (N)"],
             ["Type of development", "Single-family residential subdivision"],
             ["Total site area", "14.6 acres"],
             ["Number of lots / dwelling units", "22"],
             ["Area to be disturbed", "9.8 acres"],
             ["Property identification numbers", "03-118-23-41-0002, 03-118-23-41-0003"]],
            widths=[190, 280], row_tags={
                4: [f("applicant_public_entity", False)],
                7: [f("project_type", "single_family_subdivision")],
                8: [f("site_area_ac", 14.6)], 9: [f("dwelling_units", 22)], 10: [f("disturbed_area_ac", 9.8)]})
    a.para("The applicant acknowledges that a surety may be required following Board approval. The applicant's "
           "signature below authorizes District staff to enter the property for inspection.")
    a.signature(["Jeff Lindqvist, Manager, Hamel Road Preserve, LLC", "Date: 9/30/2026"])
    a.save()

    r = Doc(out, files[1], rec)
    r.footer = "Hamel Road Preserve - Stormwater Management Plan - Northstar Land Engineering"
    r.title("HAMEL ROAD PRESERVE", 20, center=True)
    r.title("Stormwater Management Plan", 14, center=True)
    r.para("Medina, Minnesota  -  Prepared for Hamel Road Preserve, LLC  -  September 29, 2026  -  NLE Project 26-114")
    r.signature(["Tomas Reyes, P.E.  License No. 48812", "Northstar Land Engineering, Inc."])
    r.heading("TABLE OF CONTENTS")
    for line in ["1.0 Project Summary", "2.0 Existing Conditions", "3.0 Proposed Conditions",
                 "4.0 Rate Control", "5.0 Best Management Practices", "6.0 Rule N Conformance Summary",
                 "Appendix A - HydroCAD Reports", "Appendix B - Geotechnical Soil Borings",
                 "Appendix C - City of Medina Review"]:
        r.para(line, indent=20)
    r.new_page()
    r.heading("1.0 PROJECT SUMMARY")
    r.para("Hamel Road Preserve is a 22-lot single-family residential subdivision on 14.6 acres north of Hamel Road. "
           "The plat creates lots of 0.42 to 0.71 acres served by a new public street (Preserve Court, 1,240 lineal feet) "
           "and a stormwater pond in Outlot A. The gross density is 1.51 units per acre. The parent parcel held by the "
           "seller totals 38.2 acres; the remaining 23.6 acres (Outlot B) stay in agricultural use and are not part of "
           "this application.",
           tags=[f("density_du_per_ac", 1.51)])
    r.para("Impervious surface: existing 0.34 acres (farmstead drive and outbuildings); proposed 3.62 acres "
           "(street, driveways and an assumed 6,000 sq. ft. per lot of roof and patio). Net increase 3.28 acres.",
           tags=[f("existing_impervious_ac", 0.34), f("proposed_impervious_ac", 3.62), f("net_impervious_increase_ac", 3.28)])
    r.heading("2.0 EXISTING CONDITIONS")
    r.para("The site is cropland and pasture sloping south to a culvert under Hamel Road that discharges to the "
           "Long Lake Creek system. An off-site area of 11.3 acres north of the site drains across it and is included in "
           "the existing and proposed models. Soils are Lester-Kilkenny loams (Hydrologic Soil Group C) over clay loam "
           "till. The receiving area is not landlocked.", tags=[f("landlocked", False)])
    r.para("A wetland delineation by Kjolhaug Environmental (June 2026) found no wetlands on the site. The site is not "
           "within a FEMA floodplain or shoreland overlay district.")
    r.heading("3.0 PROPOSED CONDITIONS")
    r.para("Runoff from the street and the fronts of the lots is collected by storm sewer and routed to Pond P-1 in "
           "Outlot A, which uses the existing natural depression at the south property line. Rear yards of Lots 1-6 "
           "drain overland to the same pond. Infiltration is not proposed due to the clay loam soils; the borings in "
           "Appendix B found no sand layers within 10 feet.", tags=[f("infiltration_proposed", False)])
    r.para("Pond P-1: normal water level 985.0, 100-year high water level 988.6, emergency overflow 991.0 (2.4 feet of "
           "freeboard). A 10-foot safety bench at 10:1 is provided one foot below the NWL. Outlet: 15-inch RCP with a "
           "4-inch orifice and skimmer structure.",
           tags=[f("ponds", [{"name": "P-1", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 2.4}]),
                 f("hwl_100yr_elev_ft", 988.6)])
    r.para("The lowest building opening adjacent to the pond (Lot 4, lookout) is 991.0, which is 2.4 feet above the "
           "100-year high water level.", tags=[f("lowest_opening_elev_ft", 991.0)])
    r.heading("4.0 RATE CONTROL")
    r.para("Peak rates were computed with HydroCAD 10.2 (SCS TR-20, Type II, 24-hour, Atlas 14 depths: 1-yr 2.49 in, "
           "2-yr 2.87 in, 10-yr 4.26 in, 100-yr 7.44 in) at the Hamel Road culvert, the down-gradient boundary. The "
           "detention design uses reservoir routing of the critical-duration events, and the existing natural low area is "
           "used for the pond.", tags=[st("N.4.2")])
    r.table([["Event", "Existing (cfs)", "Proposed (cfs)", "Change"],
             ["1-year", "4.12", "3.05", "-1.07"], ["2-year", "5.40", "4.10", "-1.30"],
             ["10-year", "11.6", "9.84", "-1.76"], ["100-year", "27.3", "24.9", "-2.40"]],
            widths=[100, 110, 110, 80],
            tags=[ex("N.6.A.9"), f("peak_rates_cfs", {"1": {"existing": 4.12, "proposed": 3.05},
                                                      "10": {"existing": 11.6, "proposed": 9.84},
                                                      "100": {"existing": 27.3, "proposed": 24.9}})])
    r.para("Because proposed peak rates are below existing rates at the culvert for all events, water levels "
           "downstream of Hamel Road will not be adversely affected during or after construction; temporary sediment "
           "basins will hold construction-phase runoff.", tags=[st("N.4.3")])
    r.para("The 11.3-acre off-site drainage area north of the site is routed through the site storm sewer and Pond P-1 "
           "in the proposed model, so tributary runoff is accommodated in the analyses and design.", tags=[st("N.4.4")])
    r.para("Pond P-1 lies above the 100-year flood elevation of the creek system and is located entirely within a "
           "drainage and utility easement dedicated on the plat over Outlot A.", tags=[st("N.4.6")])
    r.para("The pond outfall to the Hamel Road ditch has a Class III riprap apron with geotextile (18 ft long) to "
           "minimize erosion and scouring.", tags=[st("N.4.8")])
    r.heading("5.0 BEST MANAGEMENT PRACTICES")
    r.para("BMPs were selected following the MPCA manual Protecting Water Quality in Urban Areas: site design limits "
           "impervious surface with a 28-foot street section and clustered lots; structural and non-structural BMPs "
           "are listed below.", tags=[st("N.3.0")])
    r.para("Permanent BMPs:", tags=[st("N.3.2")])
    r.bullets(["Wet detention pond P-1 with skimmer outlet", "Riprap outlet apron at the Hamel Road ditch",
               "Native seed buffer (30 ft) around Pond P-1", "Street sweeping by the City of Medina (twice yearly)"])
    r.heading("6.0 RULE N CONFORMANCE SUMMARY")
    r.para("The project conforms to the City of Medina Local Surface Water Management Plan (2019) rate and volume "
           "standards; the City's review letter of September 12, 2026 is in Appendix C.", tags=[st("N.4.7")])
    r.table([["Rule N item", "Where found"],
             ["Property lines", "Sheet C1.0"], ["Drainage maps", "Sheets C5.0 and C5.1"],
             ["Storm sewer", "Sheet C4.0"], ["Contours (2-ft, NGVD 29)", "Sheet C3.0"],
             ["Pond details", "Sheet C6.0"], ["Rate analyses", "Section 4 and Appendix A"],
             ["Soil borings", "Appendix B"]], widths=[200, 200])
    r.new_page()
    r.heading("APPENDIX A - HYDROCAD REPORTS")
    r.para("HydroCAD node summary: subcatchments 1S (off-site, 11.3 ac, CN 74), 2S (site south, 8.1 ac, CN 79), "
           "3S (site north, 6.5 ac, CN 77); pond 1P routing with stage-storage and outlet rating tables; "
           "reach 1R Hamel Road culvert.", tags=[ex("N.6.A.10")])
    r.table([["Node", "Area (ac)", "CN", "100-yr peak (cfs)", "Tc (min)"],
             ["1S", "11.3", "74", "21.8", "34.2"], ["2S", "8.1", "79", "17.0", "12.5"],
             ["3S", "6.5", "77", "13.1", "14.0"], ["1P (outflow)", "-", "-", "6.2", "-"]],
            widths=[90, 70, 50, 110, 70])
    r.new_page()
    r.heading("APPENDIX B - GEOTECHNICAL SOIL BORINGS")
    r.para("Braun Intertec report B2609-044, August 2026: six standard penetration borings (SB-1 to SB-6) to 15 to 20 "
           "feet. Topsoil 10 to 18 inches over lean clay (CL) and sandy lean clay till. Groundwater was not observed "
           "during drilling.", tags=[ex("N.6.C")])
    r.new_page()
    r.heading("APPENDIX C - CITY OF MEDINA REVIEW")
    r.para("City of Medina, Public Works - September 12, 2026. Re: Hamel Road Preserve preliminary plat. City staff "
           "have reviewed the grading, drainage and stormwater plans and find them consistent with the City's Local "
           "Surface Water Management Plan, subject to the comments in the attached memo dated 9/12/2026.",
           tags=[ex("N.6.A.11")])
    r.save()

    plans = PlanSet(
        project="HAMEL ROAD PRESERVE - MEDINA, MN", firm="NORTHSTAR LAND ENG.",
        firm_lines=["7600 Boone Ave N, Maple Grove MN", "763-555-0190"], certification=PE_MN,
        certifier="Tomas Reyes, P.E.  Lic. No. 48812", date="09/29/2026", seed=202,
        sheets=[
            Sheet("C1.0", "EXISTING CONDITIONS", drawing="site", notes=[
                ("Property boundary of the 14.6-acre plat and lands owned by the applicant shown heavy dashed.",
                 [ex("N.6.A.1")]),
                ("No wetlands exist on the site per delineation by Kjolhaug Environmental, June 2026. No floodplain or "
                 "shoreland on site.", [ex("N.6.A.4")]),
                ("Existing farmstead buildings and drive to be removed.", []),
            ]),
            Sheet("C3.0", "GRADING PLAN", drawing="contours", notes=[
                ("Existing and proposed contours are shown at 2-foot intervals. Elevations are on NGVD 1929 datum.",
                 [ex("N.6.A.7"), f("contour_interval_ft", 2), f("vertical_datum", "NGVD29")]),
                ("Pond P-1: NWL 985.0, 100-yr HWL 988.6. Existing wetland-free depression bottom 983.2.", [ex("N.6.A.6")]),
            ]),
            Sheet("C4.0", "STORM SEWER PLAN", drawing="pipes", notes=[
                ("Existing and proposed storm sewer location, alignment and invert elevations shown; see structure table.",
                 [ex("N.6.A.3")]),
                ("Drainage and utility easements over Outlot A and along all lot lines per plat.", [ex("N.6.A.12")]),
            ]),
            Sheet("C5.0", "EXISTING DRAINAGE MAP", drawing="map", notes=[
                ("Existing on-site subwatersheds and the 11.3-acre off-site contributing subwatershed to the north.",
                 [ex("N.6.A.2")]),
            ]),
            Sheet("C5.1", "PROPOSED DRAINAGE MAP", drawing="map", notes=[
                ("Proposed subwatersheds 2S and 3S and off-site area 1S routed to Pond P-1.", []),
            ]),
            Sheet("C6.0", "POND AND OUTLET DETAILS", drawing="detail", notes=[
                ("Outlet control structure OCS-1 with skimmer, 4-inch orifice, 15-inch RCP; riprap apron detail; "
                 "pond section with 10-ft safety bench at 10:1. Construct per City of Medina standard specifications.",
                 [ex("N.6.A.8")]),
            ]),
        ])
    draw_plan_set(out, files[2], rec, plans, size=FULL, set_tag="plan_set.full_size")
    draw_plan_set(out, files[3], rec, plans, size=HALF, set_tag="plan_set.reduced", label="HALF-SIZE SET 11x17")
    return files


def p03_chanhassen_villas(out: Path, rec: Recorder) -> list[str]:
    """A developer's engineer writes a memo-style report; the drainage map never made it in."""
    files = ["Minnewashta_Woods_SWMP.pdf", "Minnewashta_Woods_Civil_Plans.pdf", "Minnewashta_Woods_Plans_11x17.pdf",
             "MPCA_Permit_Coverage.pdf"]
    r = Doc(out, files[0], rec, font="Times-Roman", bold="Times-Bold")
    r.para("MEMORANDUM", size=14, font="Times-Bold")
    r.table([["TO:", "Minnehaha Creek Watershed District - Permitting"],
             ["FROM:", "Ellen Marsh, PE - Carver Ridge Engineering"],
             ["DATE:", "November 2, 2026"],
             ["RE:", "Minnewashta Woods - Stormwater Management, Chanhassen MN"]], widths=[60, 380], header=False)
    r.heading("Project description")
    r.para("Minnewashta Woods is a 19-lot small-lot single-family detached development on a 6.3-acre parcel west of "
           "Minnewashta Parkway in the City of Chanhassen. Lots range from 7,800 to 11,200 square feet. The developer, "
           "Lotus Homes Inc., is a private company.",
           tags=[f("project_type", "single_family_subdivision"), f("dwelling_units", 19), f("site_area_ac", 6.3),
                 f("applicant_public_entity", False)])
    r.para("Density: 19 units / 6.3 ac = 3.02 units per acre. Disturbed area: 5.7 ac. The remainder (0.6 ac) is a tree "
           "preservation area along the west line.",
           tags=[f("density_du_per_ac", 3.02), f("disturbed_area_ac", 5.7)])
    r.para("Impervious areas - existing: 0.31 ac (house, barn, gravel drive); proposed: 2.05 ac.",
           tags=[f("existing_impervious_ac", 0.31), f("proposed_impervious_ac", 2.05)])
    r.heading("Methodology")
    r.para("HydroCAD, NRCS Type II 24-hour rainfall (Atlas 14): 1-year 2.48\", 10-year 4.25\", 100-year 7.42\". "
           "Critical-duration events were routed through the basin (reservoir routing), and the existing low area in the "
           "southeast corner is reused for the basin.", tags=[st("N.4.2")])
    r.para("Soils are Hydrologic Soil Group C/D (Kilkenny-Lester complex); infiltration is not proposed.",
           tags=[f("infiltration_proposed", False)])
    r.heading("Results")
    r.para("Peak discharge at the southeast property corner (to the Minnewashta Parkway storm sewer):")
    r.table([["", "1-yr", "10-yr", "50-yr", "100-yr"],
             ["Existing (cfs)", "2.84", "7.95", "13.2", "17.4"],
             ["Proposed (cfs)", "2.10", "7.12", "14.9", "18.6"]], widths=[110, 70, 70, 70, 70],
            tags=[ex("N.6.A.9"), f("peak_rates_cfs", {"1": {"existing": 2.84, "proposed": 2.10},
                                                      "10": {"existing": 7.95, "proposed": 7.12},
                                                      "100": {"existing": 17.4, "proposed": 18.6}})])
    r.para("The 100-year proposed rate exceeds existing by 1.2 cfs; the downstream city pipe has capacity for the "
           "proposed flow and the developer requests that the District accept the increase.")
    r.para("Basin 1: NWL 928.5; 100-year HWL 931.8; EOF 933.8 (2.0 ft freeboard); 10-ft bench at 10H:1V. "
           "Lowest opening of adjacent homes (Lots 8-10): 934.5.",
           tags=[f("ponds", [{"name": "Basin 1", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10,
                              "freeboard_ft": 2.0}]),
                 f("hwl_100yr_elev_ft", 931.8), f("lowest_opening_elev_ft", 934.5)])
    r.para("Off-site water levels: the Minnewashta Parkway system downstream is not surcharged in any modeled event, so "
           "off-site water levels are not adversely affected during or after construction.", tags=[st("N.4.3")])
    r.para("Basin 1 is above the 100-year flood elevation and lies within a drainage and utility easement on Outlot A.",
           tags=[st("N.4.6")])
    r.para("Basin outlet FES-3 has Class II riprap and an energy dissipater to minimize scour.", tags=[st("N.4.8")])
    r.heading("BMPs")
    r.para("Best management practices follow the MPCA Protecting Water Quality in Urban Areas manual: reduced street "
           "width, tree preservation, and the wet basin. Permanent BMPs: (1) Basin 1 wet pond; (2) riprap at FES-3; "
           "(3) tree preservation easement.", tags=[st("N.3.0"), st("N.3.2")])
    r.para("Appendix: HydroCAD input and output (pages 3-5).")
    r.new_page()
    r.heading("Appendix - HydroCAD summary")
    r.para("Subcatchment 1S existing 6.3 ac CN 72; 2S proposed to basin 4.9 ac CN 84; 3S bypass 1.4 ac CN 74; "
           "Pond 1P stage-storage-discharge, outlet 12-inch with 5-inch orifice.", tags=[ex("N.6.A.10")])
    r.table([["Node", "1-yr", "2-yr", "10-yr", "100-yr"],
             ["2S inflow", "6.4", "8.0", "13.9", "27.0"], ["1P outflow", "0.9", "1.3", "3.8", "11.2"],
             ["3S bypass", "1.2", "1.6", "3.3", "7.4"]], widths=[90, 60, 60, 60, 60])
    r.save()
    plans = PlanSet(
        project="MINNEWASHTA WOODS - CHANHASSEN", firm="CARVER RIDGE ENGINEERING",
        firm_lines=["Chaska, Minnesota", "952-555-0117"], certification=PE_MN,
        certifier="Ellen Marsh, PE  Reg. No. 51207", date="11/02/2026", seed=303,
        sheets=[
            Sheet("C-1", "EXISTING CONDITIONS & REMOVALS", notes=[
                ("Boundary of the 6.3-acre property owned by the applicant shown.", [ex("N.6.A.1")]),
                ("No wetlands, floodplain or shoreland on the property.", [ex("N.6.A.4")]),
            ]),
            Sheet("C-2", "GRADING & DRAINAGE", drawing="contours", notes=[
                ("Contour interval 2 feet, existing and proposed. Vertical datum: NAVD 88.",
                 [f("contour_interval_ft", 2), f("vertical_datum", "NAVD88")]),
                ("Basin 1 NWL 928.5 / HWL 931.8.", [ex("N.6.A.6")]),
                ("Drainage and utility easement over Outlot A (Basin 1).", [ex("N.6.A.12")]),
            ]),
            Sheet("C-3", "STORM SEWER", drawing="pipes", notes=[
                ("Storm sewer locations, alignments and inverts shown; connect to existing 24\" RCP in Minnewashta Pkwy.",
                 [ex("N.6.A.3")]),
            ]),
            Sheet("C-4", "DETAILS", drawing="detail", notes=[
                ("Basin outlet structure, skimmer, riprap and FES details; construct per City of Chanhassen standard "
                 "specifications.", [ex("N.6.A.8")]),
            ]),
        ])
    draw_plan_set(out, files[1], rec, plans, size=FULL, set_tag="plan_set.full_size")
    draw_plan_set(out, files[2], rec, plans, size=HALF, set_tag="plan_set.reduced")
    m = Doc(out, files[3], rec)
    m.title("Minnesota Pollution Control Agency")
    m.para("Construction Stormwater General Permit - Coverage Notification", size=12)
    m.para("Permit No. MNR100001, coverage ID C00071933. Project: Minnewashta Woods, Chanhassen. Permittee (owner): "
           "Lotus Homes Inc. Coverage effective 10/27/2026. Acres disturbed per application: 5.7.",
           tags=[ex("N.6.A.13")])
    m.para("This notice is your proof of permit coverage. Keep it with the SWPPP on site.")
    m.save()
    return files


def p04_slp_apartments(out: Path, rec: Recorder) -> list[str]:
    """A large multidisciplinary firm's report for urban redevelopment with underground infiltration."""
    files = ["Excelsior_Blvd_Apartments_Stormwater_Report.pdf", "Civil_Plan_Set_24x36.pdf"]
    r = Doc(out, files[0], rec, margin=64)
    r.footer = "Westbrook & Lund Engineers | Excelsior & Wooddale Apartments | MCWD Submittal"
    r.title("Stormwater Management Report", 18)
    r.para("Excelsior & Wooddale Apartments - 4300 Excelsior Boulevard, St. Louis Park, Minnesota", size=11)
    r.para("Owner/Applicant: Wooddale Partners LP    Prepared by: Westbrook & Lund Engineers    Date: 10/21/2026")
    r.heading("Executive Summary")
    r.para("The project redevelops a 2.9-acre block occupied by a vacant grocery store and surface parking into a "
           "six-story, 148-unit apartment building with one level of underground parking. Building gross floor area is "
           "212,400 square feet. The entire 2.9-acre site will be disturbed.",
           tags=[f("project_type", "multi_unit_residential"), f("site_area_ac", 2.9), f("dwelling_units", 148),
                 f("disturbed_area_ac", 2.9)])
    r.table([["Land cover", "Existing (ac)", "Proposed (ac)"],
             ["Impervious", "2.31", "2.52"], ["Pervious", "0.59", "0.38"], ["Total", "2.90", "2.90"]],
            widths=[150, 110, 110], row_tags={1: [f("existing_impervious_ac", 2.31), f("proposed_impervious_ac", 2.52)]})
    r.para("The net increase in impervious surface is 0.21 acres.", tags=[f("net_impervious_increase_ac", 0.21)])
    r.heading("Site and Soils")
    r.para("Soils encountered in six borings by American Engineering Testing (AET report 20-26117) are poorly graded "
           "sand (SP) and silty sand (SM) fill over native outwash sand; measured double-ring infiltrometer rates were "
           "1.6 to 2.4 in/hr. The design infiltration rate is 0.8 in/hr (SP, HSG A). Soil delineation and permeability "
           "for existing and proposed conditions are shown on Sheet C2.1.", tags=[ex("N.6.C")])
    r.para("No wetlands are present on or adjacent to the site. The southern edge of the property lies within the "
           "Minnehaha Creek 100-year floodplain fringe shown on Sheet C1.0; the 100-year high water level is 902.1 "
           "(NGVD 29).", tags=[f("hwl_100yr_elev_ft", 902.1)])
    r.para("The receiving storm sewer (Excelsior Boulevard trunk to Minnehaha Creek) is not landlocked.",
           tags=[f("landlocked", False)])
    r.heading("Stormwater Management Approach")
    r.para("An underground infiltration and detention chamber system (StormTech MC-3500, 9,850 cubic feet) beneath the "
           "courtyard will infiltrate the first 1.1 inches of runoff from impervious surfaces; infiltration is proposed. "
           "Larger events are detained and released through an outlet control manhole to the Excelsior Boulevard trunk.",
           tags=[f("infiltration_proposed", True)])
    r.para("There are no natural low areas on this fully developed block; detention and the outlet were designed by "
           "reservoir routing of critical-duration events in XPSWMM.", tags=[st("N.4.2")])
    r.para("Best management practices follow the MPCA manual Protecting Water Quality in Urban Areas, including "
           "minimizing new impervious surface, infiltration, pretreatment and construction-phase erosion control.",
           tags=[st("N.3.0")])
    r.para("List of permanent BMPs: underground infiltration chambers with isolator row; hydrodynamic separator "
           "pretreatment (CDS 2015-4); courtyard green roof (6,200 sq. ft.); street sweeping of the private drive.",
           tags=[st("N.3.2")])
    r.heading("Peak Rate Control")
    r.table([["Storm event (24-hr)", "Rainfall (in)", "Existing peak (cfs)", "Proposed peak (cfs)"],
             ["1-year", "2.50", "6.21", "4.80"], ["2-year", "2.87", "7.30", "5.42"],
             ["10-year", "4.27", "12.9", "10.2"], ["100-year", "7.45", "24.7", "21.3"]],
            widths=[120, 80, 110, 110],
            tags=[ex("N.6.A.9"), f("peak_rates_cfs", {"1": {"existing": 6.21, "proposed": 4.80},
                                                      "10": {"existing": 12.9, "proposed": 10.2},
                                                      "100": {"existing": 24.7, "proposed": 21.3}})])
    r.para("Tributary runoff: 0.7 acres of Wooddale Avenue right-of-way drain onto the site and are included in both "
           "models; the system was sized for it.", tags=[st("N.4.4")])
    r.para("Because discharge to the trunk is reduced for every event, off-site water levels are not adversely affected "
           "during or after construction.", tags=[st("N.4.3")])
    r.para("The chamber system sits above the projected 100-year flood elevation (bottom of stone 905.0) and within a "
           "drainage and utility easement granted to the City of St. Louis Park.", tags=[st("N.4.6")])
    r.para("The project is consistent with the City of St. Louis Park Surface Water Management Plan; the City's "
           "engineering review letter (October 6, 2026) is attached as Appendix D.", tags=[st("N.4.7")])
    r.para("The outlet to the trunk is a manhole connection; the single surface outfall (roof overflow at the south "
           "lawn) has a riprap splash pad to prevent erosion and scour.", tags=[st("N.4.8")])
    r.heading("Building Openings")
    r.para("The lowest opening of the new building is the underground garage entry at elevation 903.5.",
           tags=[f("lowest_opening_elev_ft", 903.5)])
    r.new_page()
    r.heading("Appendix A - XPSWMM Model Output")
    r.para("Link and node summary tables, chamber stage-storage-infiltration table, and outlet rating curve used to size "
           "the system.", tags=[ex("N.6.A.10")])
    r.table([["Node", "Max HGL", "Max inflow (cfs)", "Drainage area (ac)"],
             ["CB-1", "907.1", "3.4", "0.82"], ["CB-2", "906.8", "2.9", "0.66"], ["OCS-1", "905.9", "4.9", "2.90"],
             ["Offsite-W", "908.2", "1.6", "0.70"]], widths=[90, 80, 110, 120])
    r.new_page()
    r.heading("Appendix C - NPDES Construction Stormwater Permit")
    r.para("MPCA Construction Stormwater Permit coverage C00072418 issued to Wooddale Partners LP on 10/15/2026 for "
           "2.9 acres of disturbance.", tags=[ex("N.6.A.13")])
    r.heading("Appendix D - City of St. Louis Park Review")
    r.para("The City has reviewed the stormwater plans for Excelsior & Wooddale Apartments and finds them in "
           "conformance with the City's Surface Water Management Plan. - Jack Sullivan, City Engineer, 10/6/2026",
           tags=[ex("N.6.A.11")])
    r.save()
    plans = PlanSet(
        project="EXCELSIOR & WOODDALE APARTMENTS - ST. LOUIS PARK", firm="WESTBROOK & LUND",
        firm_lines=["Engineers | Architects", "Minneapolis, Minnesota"], certification=PE_MN,
        certifier="Priya Natarajan, P.E. License No. 53390", date="10/21/2026", seed=404,
        sheets=[
            Sheet("C1.0", "EXISTING CONDITIONS", notes=[
                ("Property lines and the 2.9-acre parcel owned by the applicant per ALTA survey.", [ex("N.6.A.1")]),
                ("No wetlands on site. Minnehaha Creek 100-yr floodplain (902.1) and shoreland district limits shown "
                 "along south line.", [ex("N.6.A.4")]),
            ]),
            Sheet("C2.0", "GRADING PLAN", drawing="contours", notes=[
                ("Existing and proposed contours at 2 ft interval, NGVD 29 datum.",
                 [ex("N.6.A.7"), f("contour_interval_ft", 2), f("vertical_datum", "NGVD29")]),
                ("Normal water elevation: none on site (no permanent pool). Minnehaha Creek 100-yr HWL 902.1 at "
                 "south line.", [ex("N.6.A.6")]),
            ]),
            Sheet("C2.1", "SOILS PLAN", notes=[
                ("Soil boring locations, soil identification and description, and tested permeability (1.6-2.4 in/hr) "
                 "delineated for existing and proposed conditions.", [ex("N.6.A.5")]),
            ]),
            Sheet("C3.0", "STORMWATER PLAN", drawing="pipes", notes=[
                ("Existing and proposed storm sewer and chamber system location, alignment and elevations.",
                 [ex("N.6.A.3")]),
                ("Drainage and utility easement over chamber system to the City of St. Louis Park.", [ex("N.6.A.12")]),
            ]),
            Sheet("C3.1", "DRAINAGE AREA MAPS", drawing="map", notes=[
                ("Existing and proposed on-site drainage areas and the 0.7-ac off-site Wooddale Ave. area.",
                 [ex("N.6.A.2")]),
            ]),
            Sheet("C4.0", "STORMWATER DETAILS", drawing="detail", notes=[
                ("MC-3500 chamber, isolator row, OCS-1 weir and orifice, CDS pretreatment details and specifications.",
                 [ex("N.6.A.8")]),
            ]),
        ])
    draw_plan_set(out, files[1], rec, plans, size=FULL, set_tag="plan_set.full_size")
    return files


def p05_excelsior_retail(out: Path, rec: Recorder) -> list[str]:
    """A small-town architect's engineer sends a short narrative and two half-size sheets."""
    files = ["Water_Street_Retail_Narrative.pdf", "Water_Street_Retail_Site_Plans.pdf"]
    r = Doc(out, files[0], rec)
    r.title("Water Street Retail Building", 15)
    r.para("Stormwater narrative for MCWD review  |  215 Water Street, Excelsior, Minnesota  |  October 2026")
    r.heading("Project")
    r.para("Lakeshore Commercial Properties LLC proposes a two-story commercial retail building (ground floor retail, "
           "office above; 9,600 sq. ft. total floor area) with a rear parking lot on a 0.41-acre lot that is now a "
           "gravel lot and a small garage. The City of Excelsior approved the site plan on September 8, 2026.",
           tags=[f("project_type", "commercial"), f("site_area_ac", 0.41)])
    r.para("Existing impervious area 0.12 acres; proposed impervious area 0.33 acres; the whole 0.41-acre lot will be "
           "graded.", tags=[f("existing_impervious_ac", 0.12), f("proposed_impervious_ac", 0.33),
                            f("disturbed_area_ac", 0.41)])
    r.heading("Best Management Practices")
    r.para("The design follows the MPCA's Protecting Water Quality in Urban Areas: the parking lot is kept to the City "
           "minimum (18 stalls), roof runoff is directed to a landscaped filtration basin, and pavement drains to a "
           "sump catch basin with a SNOUT hood before entering the Water Street storm sewer.", tags=[st("N.3.0")])
    r.para("Permanent BMPs for the site:", tags=[st("N.3.2")])
    r.bullets(["Biofiltration basin (610 sq. ft.) with underdrain - infiltration is not proposed because of the "
               "contaminated fill noted in the Phase II ESA", "4-ft sump catch basin with SNOUT hood",
               "Pervious landscaped area along the Second Street frontage", "Annual parking lot sweeping"])
    r.para("Infiltration is not proposed.", tags=[f("infiltration_proposed", False)])
    r.heading("Building Openings")
    r.para("The lowest door or window opening of the new building is 951.0 (finished floor). The Lake Minnetonka "
           "100-year high water elevation is 931.5, so openings are 19.5 feet above it.",
           tags=[f("lowest_opening_elev_ft", 951.0), f("hwl_100yr_elev_ft", 931.5)])
    r.para("Parcel 34-117-23-11-0045. Lot dimensions 120 ft x 149 ft. Contact: Dana Whitcomb, Whitcomb Design Group, "
           "612-555-0163.")
    r.save()
    plans = PlanSet(
        project="WATER STREET RETAIL - EXCELSIOR", firm="WHITCOMB DESIGN GROUP",
        firm_lines=["Architecture / Site", "Excelsior, Minnesota"], certification=None, date="10/05/2026", seed=505,
        sheets=[
            Sheet("C1", "SITE PLAN", notes=[
                ("Property lines per survey by Lake Area Surveying; lot area 17,880 SF.", [ex("N.6.A.1")]),
                ("Building footprint 4,800 SF. 18 parking stalls.", []),
            ]),
            Sheet("C2", "GRADING AND UTILITY PLAN", drawing="pipes", notes=[
                ("Biofiltration basin bottom 948.0, overflow 948.8, underdrain to CBMH-2.", []),
                ("Connect 12\" PVC to existing Water Street storm sewer.", []),
            ]),
        ])
    draw_plan_set(out, files[1], rec, plans, size=HALF, set_tag="plan_set.reduced")
    return files


def p06_minnetonka_industrial(out: Path, rec: Recorder) -> list[str]:
    """A national design-build firm's numbered-section report for a warehouse campus."""
    files = ["Section_1_Application_and_Narrative.pdf", "Section_2_Hydrology_Report.pdf",
             "Section_3_Construction_Plans_Full.pdf", "Section_4_Construction_Plans_Reduced.pdf"]
    a = Doc(out, files[0], rec, font="Courier", bold="Courier-Bold")
    a.title("BAKER ROAD LOGISTICS CENTER", 14)
    a.para("Minnehaha Creek Watershed District permit application narrative", size=10)
    a.para("Applicant: Baker Road Industrial Partners, LLC (a private Delaware limited liability company)",
           tags=[f("applicant_public_entity", False)])
    a.para("Site: 5801 Baker Road, Minnetonka MN. PIDs 35-117-22-14-0011 and -0012 (combined 11.4 acres).",
           tags=[f("site_area_ac", 11.4)])
    a.para("Use: industrial - two office/warehouse buildings (142,000 and 96,500 sq ft) with truck courts.",
           tags=[f("project_type", "industrial")])
    a.para("Land disturbance: 10.2 acres. Existing impervious: 4.60 acres. Proposed impervious: 7.90 acres. "
           "Net new impervious: 3.30 acres.",
           tags=[f("disturbed_area_ac", 10.2), f("existing_impervious_ac", 4.60), f("proposed_impervious_ac", 7.90),
                 f("net_impervious_increase_ac", 3.30)])
    a.para("The applicant will post the surety required by the District upon Board approval and will execute the "
           "District's maintenance agreement following approval.")
    a.heading("RULE N SUBMITTAL CHECKLIST")
    a.table([["Rule N Section 6 item", "Location in submittal"],
             ["(A) PE-certified plans, full and reduced", "Sections 3 and 4"],
             ["(A)(2) Drainage maps", "Sheets C-500, C-501"], ["(A)(7) Contours", "Sheet C-300"],
             ["(A)(9) Rate analysis", "Section 2, Table 3"], ["(A)(13) NPDES", "Section 2, Attachment 4"],
             ["(C) Soil borings", "Section 2, Attachment 3"]], widths=[230, 200])
    a.save()
    r = Doc(out, files[1], rec, margin=60)
    r.footer = "Section 2 - Hydrology Report - Baker Road Logistics Center"
    r.title("SECTION 2 - HYDROLOGY AND WATER QUALITY REPORT", 13)
    r.heading("2.1 Site Description")
    r.para("The 11.4-acre site is a former office park with two buildings and parking lots. It drains east to a "
           "wetland complex off-site that outlets to Minnehaha Creek. No wetlands were identified on the site itself "
           "(Wenck delineation, May 2026). The receiving system is not landlocked. Infiltration is not proposed due to "
           "Type D clay soils and shallow groundwater observed in the borings.",
           tags=[f("landlocked", False), f("infiltration_proposed", False)])
    r.heading("2.2 Design Criteria")
    r.para("MCWD Rule N and City of Minnetonka Water Resources Management Plan. Rate control for the 1-, 10- and "
           "100-year 24-hour events; 50% annual TP removal; MPCA Protecting Water Quality in Urban Areas BMPs "
           "(site design, structural, non-structural).", tags=[st("N.3.0")])
    r.heading("2.3 Rate Control Results")
    r.para("Table 3. Peak discharge at east property line (cfs)")
    r.table([["Event", "Precip. (in)", "Pre-dev.", "Post-dev.", "Note"],
             ["1-yr", "2.49", "8.4", "6.9", ""], ["10-yr", "4.26", "21.7", "17.3", ""],
             ["100-yr", "7.44", "44.1", "39.8", ""], ["2-yr", "2.87", "11.0", "8.8", "reference only"]],
            widths=[70, 80, 80, 80, 100],
            tags=[ex("N.6.A.9"), f("peak_rates_cfs", {"1": {"existing": 8.4, "proposed": 6.9},
                                                      "10": {"existing": 21.7, "proposed": 17.3},
                                                      "100": {"existing": 44.1, "proposed": 39.8}})])
    r.para("Ponds 1 and 2 were sized by reservoir routing of the critical-duration events in HydroCAD; Pond 1 "
           "enlarges an existing natural low area in the southeast corner.", tags=[st("N.4.2")])
    r.para("Water levels in the off-site wetland are not raised for any event during or after construction (see "
           "Attachment 2 wetland bounce analysis).", tags=[st("N.4.3")])
    r.para("Runoff from 2.7 acres of Baker Road and the adjacent office lot to the west is tributary to the site and is "
           "routed through Pond 2.", tags=[st("N.4.4")])
    r.para("Both ponds are above the projected 100-year flood elevation of the off-site wetland and are inside "
           "drainage and flowage easements to be recorded.", tags=[st("N.4.6")])
    r.para("Conformance with the City of Minnetonka Water Resources Management Plan is documented by the City's "
           "stormwater review letter, Attachment 5.", tags=[st("N.4.7")])
    r.para("Pond outfalls discharge onto Class III riprap aprons with filter fabric; the pond outfall velocities are "
           "below 4 ft/s to minimize erosion and scouring.", tags=[st("N.4.8"), st("N.5.4")])
    r.heading("2.4 Water Quality")
    r.para("P8 modelling (1959-2005 precipitation record) gives an annual total phosphorus removal of 46% for the "
           "site with Ponds 1 and 2 in series (existing load 6.8 lb/yr; remaining load 3.7 lb/yr). Outlets have "
           "baffle weirs that retain floatables for the 1-year event.",
           tags=[f("phosphorus_removal_pct", 46), st("N.5.2")])
    r.table([["Pond", "NWL", "100-yr HWL", "EOF", "Freeboard (ft)", "Bench width (ft)", "Bench slope"],
             ["Pond 1", "908.0", "912.4", "914.9", "2.5", "8", "10:1"],
             ["Pond 2", "910.5", "913.6", "916.6", "3.0", "10", "10:1"]],
            widths=[55, 50, 70, 50, 80, 90, 70],
            tags=[f("ponds", [{"name": "Pond 1", "safety_bench_width_ft": 8, "safety_bench_slope_h_per_v": 10,
                               "freeboard_ft": 2.5},
                              {"name": "Pond 2", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10,
                               "freeboard_ft": 3.0}])])
    r.para("Lowest floor and opening elevation of both buildings: 916.0; 100-year HWL of Pond 1, the pond adjacent "
           "to both buildings: 912.4.", tags=[f("lowest_opening_elev_ft", 916.0), f("hwl_100yr_elev_ft", 912.4)])
    r.heading("2.5 Permanent BMPs")
    r.para("Permanent BMPs: Pond 1 (wet), Pond 2 (wet), baffle-weir outlet structures, sump manholes at all pond "
           "inlets, riprap aprons, and native buffer plantings.", tags=[st("N.3.2")])
    r.new_page()
    r.heading("Attachment 1 - HydroCAD and P8 Output")
    r.para("Full HydroCAD routing diagrams, node listings and P8 mass balance output used to design the ponds and "
           "outlets.", tags=[ex("N.6.A.10")])
    r.table([["Subcatchment", "Area (ac)", "CN", "Imp %"],
             ["E-1", "6.1", "82", "41"], ["E-2", "5.3", "80", "39"], ["OFF-1", "2.7", "88", "62"],
             ["P-1", "7.2", "91", "76"], ["P-2", "4.2", "86", "58"]], widths=[100, 80, 60, 60])
    r.new_page()
    r.heading("Attachment 3 - Geotechnical Soil Borings")
    r.para("Terracon report MN265117: eight borings; fat clay (CH) and lean clay (CL) to 25 ft; groundwater at 6 to 9 "
           "ft below grade.", tags=[ex("N.6.C")])
    r.heading("Attachment 4 - NPDES Permit")
    r.para("MPCA Construction Stormwater General Permit MNR100001 coverage C00071588, issued 10/2/2026 to Baker Road "
           "Industrial Partners, LLC.", tags=[ex("N.6.A.13")])
    r.heading("Attachment 5 - City of Minnetonka Review")
    r.para("City of Minnetonka Engineering, 9/25/2026: the stormwater management plan has been reviewed and conforms "
           "to the City's Water Resources Management Plan.", tags=[ex("N.6.A.11")])
    r.save()
    plans = PlanSet(
        project="BAKER ROAD LOGISTICS CENTER - MINNETONKA", firm="CORBEL DESIGN-BUILD",
        firm_lines=["Civil Engineering Group", "Eden Prairie, MN"], certification=PE_MN,
        certifier="Daniel Okafor, PE  MN Lic. 46021", date="10/08/2026", seed=606,
        sheets=[
            Sheet("C-100", "EXISTING CONDITIONS", notes=[
                ("Property lines of the 11.4-acre site owned by the applicant.", [ex("N.6.A.1")]),
                ("No wetlands, floodplain or shoreland within the property.", [ex("N.6.A.4")]),
            ]),
            Sheet("C-300", "GRADING PLAN", drawing="contours", notes=[
                ("2' contours, existing and proposed. Datum: NGVD 1929.",
                 [ex("N.6.A.7"), f("contour_interval_ft", 2), f("vertical_datum", "NGVD29")]),
                ("Pond 1 NWL 908.0 HWL 912.4; Pond 2 NWL 910.5 HWL 913.6.", [ex("N.6.A.6")]),
            ]),
            Sheet("C-400", "STORM SEWER PLAN", drawing="pipes", notes=[
                ("Existing and proposed storm sewer, pond locations, alignments and elevations.", [ex("N.6.A.3")]),
                ("Drainage and flowage easements over Ponds 1 and 2.", [ex("N.6.A.12")]),
            ]),
            Sheet("C-500", "EXISTING DRAINAGE AREAS", drawing="map", notes=[
                ("Existing subwatersheds E-1, E-2 and off-site OFF-1 (2.7 ac).", [ex("N.6.A.2")]),
            ]),
            Sheet("C-501", "PROPOSED DRAINAGE AREAS", drawing="map", notes=[("Proposed subwatersheds P-1, P-2.", [])]),
            Sheet("C-600", "POND DETAILS & SPECS", drawing="detail", notes=[
                ("Outlet structures with baffle weir, pond cross sections, riprap aprons; technical specifications "
                 "Section 33 40 00.", [ex("N.6.A.8")]),
            ]),
        ])
    draw_plan_set(out, files[2], rec, plans, size=FULL, set_tag="plan_set.full_size")
    draw_plan_set(out, files[3], rec, plans, size=HALF, set_tag="plan_set.reduced")
    return files


PACKAGES_A = [
    ("x27-01-orono-home", "text", "N.2.A single-family home", p01_orono_home),
    ("x27-02-medina-subdivision", "text", "N.2.B.2 low density 14.6 ac; no NPDES", p02_medina_subdivision),
    ("x27-03-chanhassen-small-lot", "text", "N.2.C.2; 100-yr rate up; NAVD88; no drainage map", p03_chanhassen_villas),
    ("x27-04-slp-apartments", "text", "N.2.D.2 high density; <50% increase; low opening; no reduced set", p04_slp_apartments),
    ("x27-05-excelsior-retail", "text", "N.2.D.1 commercial 0.41 ac; >=50% increase", p05_excelsior_retail),
    ("x27-06-minnetonka-industrial", "text", "N.2.D.3; TP 46%; bench 8 ft; surety", p06_minnetonka_industrial),
]
