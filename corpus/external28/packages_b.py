"""Packages 07-12: a school district, a small city's street program (scanned), a county
highway department, two city trail projects and a design-build firm's industrial phase 2.

Each writer draws its own pages in its own habits and tags only what a page says.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external28.draw import ANSI_D, ARCH_D, TABLOID, F, Package, S, Sheet, X
from corpus.external28.plansets import pe_cert, plan_set, rates_fact, rates_rows


def p07_minnetonka_school(root: Path) -> Package:
    """A school district's consultant: numbered-section plan, full and reduced sets; freeboard short."""
    pkg = Package(root, "x28-07-minnetonka-school", "text", 2807,
                  "N.2.D.3 institutional 12.5 ac, public (no surety), pond freeboard 1.5 ft")
    rates = {"1": (6.80, 5.95), "10": (17.20, 14.10), "100": (38.90, 33.70)}
    r = pkg.doc("SWMP_Scenic_Heights.pdf", font="Times-Roman")
    r.line("Scenic Heights Elementary School - Addition and Site Improvements", 13, bold=True)
    r.line("Stormwater Management Plan", 12)
    r.line("Prepared for Independent School District 276 (Minnetonka Public Schools)", 10.5,
           tags=[F("applicant_public_entity", True)])
    r.line("by Cedar Ridge Engineering, Inc.  -  November 2, 2026", 10.5, gap=22)
    r.line("1. Project", 11.5, bold=True)
    r.para("ISD 276 will build a 14,800 sq ft classroom addition, rebuild the bus loop and parent drop-off, "
           "and add 60 parking stalls at Scenic Heights Elementary, 5650 Scenic Heights Drive, Minnetonka. "
           "The school parcel is 12.5 acres (the district's adjoining Big Willow Park lease area of 21 "
           "acres is not part of the work). The work disturbs 6.8 acres.", 11,
           tags=[F("project_type", "institutional"), F("site_area_ac", 12.5), F("disturbed_area_ac", 6.8)])
    r.para("Impervious surfaces: existing 4.10 ac, proposed 5.35 ac, net increase 1.25 ac.", 11,
           tags=[F("existing_impervious_ac", 4.10), F("proposed_impervious_ac", 5.35),
                 F("net_impervious_increase_ac", 1.25)])
    r.line("2. BMPs", 11.5, bold=True)
    r.para("Best management practices consistent with the MPCA manual Protecting Water Quality in Urban "
           "Areas are used: parking is kept to the district's minimum, the bus loop is narrowed, roof "
           "runoff goes to an infiltration basin, and the remaining site drains to a wet pond.", 11,
           tags=[S("N.3.0")])
    r.para("Permanent BMPs: infiltration basin IB-1 (2,900 sq ft bottom), wet pond WP-1, outlet structure "
           "OCS-1 with skimmer, pretreatment forebay, riprap at FES-4 and FES-7.", 11, tags=[S("N.3.2")])
    r.line("3. Soils", 11.5, bold=True)
    r.para("Infiltration is proposed at IB-1. Soils at IB-1 are Hawick loamy sand (HSG A); the design "
           "infiltration rate is 0.8 in/hr (MPCA manual, SP/SM). Soil types, permeability and limits are "
           "delineated on sheet C-2 and the soil borings are in Appendix B.", 11,
           tags=[F("infiltration_proposed", True), X("N.6.A.5")])
    r.line("4. Rate Control", 11.5, bold=True)
    r.para("WP-1 is built in the existing natural depression west of the parking lot. Ponds and outlets "
           "were designed by reservoir routing (HydroCAD) of the Atlas 14 24-hour critical events.", 11,
           tags=[S("N.4.2")])
    r.table([["Event", "Existing Q (cfs)", "Proposed Q (cfs)", "Change"]] +
            rates_rows(rates, {"2": (8.10, 7.00), "50": (31.00, 26.80)}, "{}-yr 24-hr"),
            [110, 110, 110, 80], tags=[rates_fact(rates), X("N.6.A.9")])
    r.para("Off-site flow from Scenic Heights Drive (2.2 ac) is included in the models and passes "
           "through WP-1.", 11, tags=[S("N.4.4")])
    r.para("Water levels on neighboring properties will not rise, during or after construction, since "
           "discharge rates decrease and the route is unchanged.", 11, tags=[S("N.4.3")])
    r.para("WP-1 and IB-1 are above the 100-year flood elevation of Minnehaha Creek and lie in drainage "
           "and utility easements.", 11, tags=[S("N.4.6")])
    r.para("The plan conforms to the City of Minnetonka Water Resources Management Plan, and the City "
           "reviewed it at the site plan stage (letter of October 14, 2026, Appendix C).", 11,
           tags=[S("N.4.7")])
    r.para("FES-4 and FES-7 discharge onto riprap aprons sized to keep outlet velocities non-erosive and "
           "prevent scouring.", 11, tags=[S("N.4.8"), S("N.5.4")])
    r.new_page()
    r.line("5. Water Quality", 11.5, bold=True)
    r.para("MIDS calculator results: WP-1 and IB-1 together remove 54% of the annual TP load.", 11,
           tags=[F("phosphorus_removal_pct", 54)])
    r.para("OCS-1 has a skimmer that retains floatables for the 1-year event.", 11, tags=[S("N.5.2")])
    r.table([["Pond", "NWL", "HWL (100-yr)", "Top of berm", "Freeboard", "Bench"],
             ["WP-1", "924.0", "927.5", "929.0", "1.5 ft", "10' @ 10:1"]], [60, 60, 90, 80, 70, 80],
            tags=[F("ponds", [{"name": "WP-1", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10,
                               "freeboard_ft": 1.5}])])
    r.para("Lowest opening of the addition: 936.0. 100-year high water next to the addition (WP-1): 927.5.",
           11, tags=[F("lowest_opening_elev_ft", 936.0), F("hwl_100yr_elev_ft", 927.5)])
    r.line("Appendix A - HydroCAD and MIDS output", 11.5, bold=True, tags=[X("N.6.A.10")])
    r.table([["Node", "Area", "CN", "100-yr in", "100-yr out"], ["1S", "6.2 ac", "78", "21.4", "-"],
             ["2S", "6.3 ac", "74", "17.9", "-"], ["WP-1", "-", "-", "35.2", "27.1"]], [70, 70, 50, 80, 80])
    r.line("Appendix B - Soil borings (American Engineering Testing)", 11.5, bold=True, tags=[X("N.6.C")])
    r.table([["Boring", "Depth", "Soil", "Water"], ["ST-1", "20'", "Loamy sand (SM)", "none"],
             ["ST-2", "20'", "Sand w/ silt (SP-SM)", "none"]], [60, 60, 160, 60])
    r.line("Appendix C - City of Minnetonka review letter, October 14, 2026", 11.5, bold=True,
           tags=[X("N.6.A.11")])
    r.para("\"The City has reviewed the site plan for Scenic Heights Elementary. The stormwater design "
           "meets the City's Water Resources Management Plan.\" - Engineering Division", 10.5)
    r.line("Appendix D - NPDES", 11.5, bold=True)
    r.para("MPCA Construction Stormwater permit coverage C00071577 issued to ISD 276, 10/28/2026.", 10.5,
           tags=[X("N.6.A.13")])
    r.save()
    cert = pe_cert("Laura Stenberg, P.E.", "45570", "11/02/2026")
    sheets = [
        ("EXISTING CONDITIONS", "C-1", [
            (150, 1550, "SCHOOL PARCEL BOUNDARY - ISD 276 OWNERSHIP", [X("N.6.A.1")]),
            (150, 1520, "NO WETLANDS OR FLOODPLAIN ON SITE; NOT IN SHORELAND", [X("N.6.A.4")]),
            (150, 1490, "EXISTING STORM SEWER: 15\" RCP TO SCENIC HEIGHTS DR", [X("N.6.A.3")])]),
        ("SOILS AND DRAINAGE AREAS", "C-2", [
            (150, 1550, "EXISTING AND PROPOSED DRAINAGE AREAS 1S, 2S, OFF-SITE OS-1 (2.2 AC)", [X("N.6.A.2")]),
            (150, 1520, "SOIL DELINEATION: HAWICK LOAMY SAND (HSG A) AT IB-1; LESTER LOAM ELSEWHERE", [])]),
        ("GRADING PLAN", "C-3", [
            (150, 1550, "WP-1 NWL 924.0  HWL 927.5;  IB-1 BOTTOM 930.0  HWL 932.1", [X("N.6.A.6")]),
            (150, 1520, "ELEVATIONS NGVD 29.  2' CONTOUR INTERVAL.", [F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2)]),
            (150, 1490, "DRAINAGE & UTILITY EASEMENT OVER WP-1 AND IB-1", [X("N.6.A.12")])]),
        ("STORM SEWER AND DETAILS", "C-4", [
            (150, 1550, "OCS-1 DETAIL, WP-1 SECTION, IB-1 SECTION, FES RIPRAP DETAIL, SPECIFICATIONS", [X("N.6.A.8")])]),
    ]
    plan_set(pkg, "Plans_full.pdf", ARCH_D, sheets, "CEDAR RIDGE ENGINEERING", "SCENIC HEIGHTS ELEMENTARY",
             cert, "plan_set.full_size", 700)
    plan_set(pkg, "Plans_reduced_11x17.pdf", TABLOID, sheets, "CEDAR RIDGE ENGINEERING",
             "SCENIC HEIGHTS ELEMENTARY", cert, "plan_set.reduced", 700)
    return pkg


def p08_shorewood_streets(root: Path) -> Package:
    """A small city's public works letter for a mill-and-overlay program; arrives scanned."""
    pkg = Package(root, "x28-08-shorewood-streets", "scanned", 2808, "N.2.E no net increase, city street project")
    d = pkg.doc("Shorewood_2027_streets.pdf", font="Times-Roman")
    d.line("CITY OF SHOREWOOD", 14, bold=True)
    d.line("5755 Country Club Road  -  Shorewood, Minnesota 55331", 9.5, gap=24)
    d.line("October 19, 2026", 11, gap=18)
    d.line("Minnehaha Creek Watershed District", 11)
    d.line("Attn: Permitting Program", 11, gap=18)
    d.line("RE: 2027 Street Reconstruction - Yellowstone Trail and Lilac Lane", 11, bold=True, gap=18)
    d.para("The City of Shorewood is the applicant for the 2027 street reconstruction of Yellowstone Trail "
           "(1,780 feet) and Lilac Lane (1,120 feet). The streets will be reclaimed and repaved at their "
           "existing width with new concrete curb, and the storm sewer will be replaced in place.", 11,
           tags=[F("applicant_public_entity", True), F("project_type", "linear")])
    d.para("The project area within the construction limits is 3.8 acres, and the area disturbed is 3.5 "
           "acres.", 11, tags=[F("site_area_ac", 3.8), F("disturbed_area_ac", 3.5)])
    d.table([["", "Acres"], ["Existing impervious (pavement, drives in R/W)", "1.46"],
             ["Proposed impervious", "1.41"], ["Net change", "-0.05"]], [300, 80], size=10,
            tags=[F("existing_impervious_ac", 1.46), F("proposed_impervious_ac", 1.41),
                  F("net_impervious_increase_ac", -0.05)])
    d.para("Because the streets are narrowed slightly at two intersections, there is no net increase in "
           "impervious surface; the impervious area goes down by 0.05 acres. We ask that the District "
           "confirm that a Rule N permit is not required. An erosion control (Rule B) application will "
           "follow with the final plans.", 11)
    d.para("No wetlands are affected and no work is proposed below the ordinary high water level of "
           "Christmas Lake. Two existing sump catch basins will be replaced with new sump structures.", 11)
    d.para("Sincerely,", 11, after=24)
    d.line("Andrew Budde, P.E., City Engineer", 11)
    d.line("cc: Shorewood City Council; WSB (consultant)", 9)
    d.save()
    return pkg


def p09_county_road(root: Path) -> Package:
    """A county highway department's corridor project: report plus plans, TP removal under 50%."""
    pkg = Package(root, "x28-09-csah112-long-lake", "text", 2809,
                  "N.2.E.3 county road, net 1.6 ac on 7.9 ac, public, TP 44%")
    rates = {"1": (9.40, 8.70), "10": (22.10, 20.60), "100": (46.80, 44.20)}
    r = pkg.doc("CSAH112_Stormwater_Report.pdf")
    r.line("HENNEPIN COUNTY TRANSPORTATION DEPARTMENT", 12, bold=True)
    r.line("CSAH 112 (Wayzata Boulevard W) - Willow Drive to Brown Road, Long Lake and Orono", 11)
    r.line("County Project 2191  |  Drainage Report  |  September 2026", 10, gap=20)
    r.para("Applicant: Hennepin County (Transportation Project Delivery). The project reconstructs 1.4 "
           "miles of CSAH 112 as a two-lane urban section with turn lanes and a median.",
           tags=[F("applicant_public_entity", True), F("project_type", "linear")])
    r.table([["Quantity", "Value"], ["Project area (construction limits)", "7.9 acres"],
             ["Disturbed area", "7.2 acres"], ["Existing impervious", "3.2 acres"],
             ["Proposed impervious", "4.8 acres"], ["Net new impervious", "1.6 acres"],
             ["Off-site drainage area to Pond A", "41.5 acres"]], [260, 120],
            tags=[F("site_area_ac", 7.9), F("disturbed_area_ac", 7.2), F("existing_impervious_ac", 3.2),
                  F("proposed_impervious_ac", 4.8), F("net_impervious_increase_ac", 1.6)])
    r.para("BMPs. New impervious is kept to the minimum lane and shoulder widths, ditches are kept where "
           "the urban section allows, and runoff is treated in Pond A and two sump structures.",
           tags=[S("N.3.0")])
    r.para("Permanent BMPs: Pond A (wet pond), outlet structure with baffle weir, 2 sump manholes, "
           "4,300 LF of turf ditch, riprap at all outlets.", tags=[S("N.3.2")])
    r.para("Infiltration is not proposed due to clay soils and shallow groundwater along the corridor. "
           "The corridor is not landlocked; it drains to Long Lake Creek.",
           tags=[F("infiltration_proposed", False), F("landlocked", False)])
    r.para("Pond A is located in the existing low area at Brown Road; it was designed by reservoir "
           "routing in XPSWMM using Atlas 14 critical-duration events.", tags=[S("N.4.2")])
    r.table([["Storm event", "Existing (cfs)", "Proposed (cfs)", "Change"]] + rates_rows(rates, None, "{} yr"),
            [110, 100, 100, 80], tags=[rates_fact(rates), X("N.6.A.9")])
    r.para("Runoff from 41.5 acres of upstream residential land is carried through the corridor and is "
           "included in the model.", tags=[S("N.4.4")])
    r.para("Pond A outlets through a baffle weir that holds back floatables for the 1-year event.",
           tags=[S("N.5.2")])
    r.para("P8 results: Pond A and the sump manholes remove 44% of the annual total phosphorus load from "
           "the project area. Right-of-way limits prevent a larger pond.",
           tags=[F("phosphorus_removal_pct", 44)])
    r.table([["Pond", "NWL", "HWL", "Bench width", "Bench slope", "Freeboard"],
             ["Pond A", "956.0", "959.1", "10 ft", "10:1", "2.0 ft"]], [60, 60, 60, 80, 80, 70],
            tags=[F("hwl_100yr_elev_ft", 959.1), F("ponds", [{"name": "Pond A", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10,
                               "freeboard_ft": 2.0}])])
    r.para("All outfalls have riprap aprons and energy dissipation to prevent erosion and scour.",
           tags=[S("N.4.8"), S("N.5.4")])
    r.para("The Cities of Long Lake and Orono reviewed the layout (municipal consent, June 2026) and the "
           "design follows both cities' local water plans.", tags=[S("N.4.7")])
    r.new_page()
    r.line("Attachment 1 - XPSWMM and P8 model summaries", 11, bold=True, tags=[X("N.6.A.10")])
    r.table([["Subcatchment", "Area (ac)", "Imperv %"], ["E-1", "3.9", "41"], ["E-2", "4.0", "40"],
             ["OS-1", "41.5", "28"]], [120, 80, 80])
    r.line("Attachment 2 - MPCA NPDES Construction Stormwater permit coverage C00071390", 11, bold=True,
           tags=[X("N.6.A.13")])
    r.line("Attachment 3 - Municipal consent resolutions, City of Long Lake (26-031) and City of Orono (6418)", 11,
           bold=True, tags=[X("N.6.A.11")])
    r.para("Both resolutions approve the CSAH 112 layout, including Pond A and the storm sewer, after review "
           "by each city's engineer against its local water management plan.")
    r.save()
    cert = pe_cert("Mark Lindahl, P.E.", "40219", "09/18/2026")
    sheets = [
        ("RIGHT OF WAY AND EXISTING", "5", [
            (150, 1550, "EXISTING AND PROPOSED RIGHT OF WAY (HENNEPIN COUNTY); PERMANENT DRAINAGE EASEMENT AT POND A",
             [X("N.6.A.1"), X("N.6.A.12")]),
            (150, 1520, "WETLAND W-1 (TYPE 2, 0.3 AC) DELINEATED SOUTH OF STA 52+00 - NO IMPACT", [X("N.6.A.4")])]),
        ("DRAINAGE AREA MAP", "12", [
            (150, 1550, "DRAINAGE AREAS: OFF-SITE OS-1, EXISTING E-1/E-2, PROPOSED P-1/P-2", [X("N.6.A.2")])]),
        ("STORM SEWER PLAN AND PROFILE", "13", [
            (150, 1550, "STORM SEWER 15\"-48\" RCP, EXISTING TO BE REMOVED AND PROPOSED", [X("N.6.A.3")]),
            (150, 1520, "POND A NWL 956.0  100-YR HWL 959.1", [X("N.6.A.6"), F("hwl_100yr_elev_ft", 959.1)])]),
        ("POND GRADING", "14", [
            (150, 1550, "ELEVATIONS: NGVD 1929.  CONTOURS AT 2 FT.", [F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2)]),
            (150, 1520, "POND A OUTLET STRUCTURE, WEIR DETAIL, RIPRAP - SEE SPEC 2511 AND 2503", [X("N.6.A.8")])]),
    ]
    plan_set(pkg, "CSAH112_plans_22x34.pdf", ANSI_D, sheets, "HENNEPIN COUNTY", "CSAH 112 - CP 2191", cert,
             "plan_set.full_size", 900)
    plan_set(pkg, "CSAH112_plans_11x17.pdf", TABLOID, sheets, "HENNEPIN COUNTY", "CSAH 112 - CP 2191", cert,
             "plan_set.reduced", 900)
    return pkg


def p10_minnetrista_trail(root: Path) -> Package:
    """A city engineer's two-page letter for a standalone 8-ft trail with wide turf buffers."""
    pkg = Package(root, "x28-10-minnetrista-trail", "text", 2810, "N.2.E.4 exempt 8-ft trail, 6-ft buffers")
    d = pkg.doc("Kings_Point_trail_letter.pdf")
    d.line("City of Minnetrista - Engineering", 12, bold=True)
    d.line("7701 County Road 110 West, Minnetrista, MN 55364", 9, gap=20)
    d.line("November 4, 2026", 10, gap=16)
    d.line("To: MCWD Permitting     From: Ryan Lindgren, P.E., City Engineer", 10, gap=16)
    d.line("Subject: Kings Point Road Trail - permit determination request", 10, bold=True, gap=16)
    d.para("The City of Minnetrista will build a stand-alone bituminous trail along the east side of Kings "
           "Point Road from County Road 15 to the Dakota Rail Regional Trail, 4,100 feet long. No street "
           "work is included; the trail is the whole project.",
           tags=[F("applicant_public_entity", True), F("project_type", "linear")])
    d.para("The trail is 8 feet wide. It has a pervious turf buffer of at least 6 feet on each side (6 ft "
           "on the road side, 8 to 20 ft on the field side). Three driveway crossings and one street "
           "crossing cover 7% of the required buffer area. The new trail surface is 0.75 acres.",
           tags=[F("sidewalk_trail", {"width_ft": 8, "buffer_ft": 6, "crossing_pct": 7, "area_ac": 0.75,
                                      "standalone": True})])
    d.table([["Item", "Quantity"], ["Construction limits (project area)", "2.9 ac"],
             ["Disturbed area", "2.4 ac"], ["New impervious (trail)", "0.75 ac"],
             ["Existing impervious removed", "0.00 ac"], ["Trail length", "4,100 LF"],
             ["Parcels with temporary easements", "14"]], [240, 100],
            tags=[F("site_area_ac", 2.9), F("disturbed_area_ac", 2.4), F("net_impervious_increase_ac", 0.75)])
    d.para("No wetlands were identified within the construction limits, and no trees over 12 inches will "
           "be removed. Erosion control follows City standard plate ER-3.")
    d.para("We believe this trail meets the Rule N exemption for trails 10 feet wide or narrower with 5-foot "
           "pervious buffers. Please confirm. The typical section is attached.")
    d.line("Ryan Lindgren, P.E.", 10)
    d.save()
    t = pkg.doc("Typical_section.pdf", size=TABLOID, margin=30)
    sh = Sheet(t, "TYPICAL SECTION", "2 of 2", "CITY OF MINNETRISTA", "KINGS POINT ROAD TRAIL", None, 1010)
    sh.note(600, 1100, "6' TURF  |  8' BITUMINOUS TRAIL  |  8'-20' TURF", 20)
    sh.note(600, 1040, "2% CROSS SLOPE   3\" WEAR COURSE   6\" CL 5 AGG BASE", 14)
    sh.note(600, 980, "KINGS POINT RD (EXIST. 24' PAVED, NOT CHANGED)", 14)
    t.save()
    return pkg


def p11_chanhassen_trail(root: Path) -> Package:
    """A city's short memo and District form for a 10-ft trail with a 3-ft curbside buffer."""
    pkg = Package(root, "x28-11-chanhassen-trail", "text", 2811, "N.2.E.1 trail fails E.4 (3-ft buffer), net 0.74 ac")
    f = pkg.doc("MCWD_application_Lyman_trail.pdf")
    f.line("MINNEHAHA CREEK WATERSHED DISTRICT - PERMIT APPLICATION", 11.5, bold=True, gap=20)
    f.field("Applicant name", "City of Chanhassen", tags=[F("applicant_public_entity", True)])
    f.field("Contact", "Erick Henricksen, Project Engineer")
    f.field("Project name", "Lyman Boulevard Trail Gap (Audubon Rd to Galpin Blvd)")
    f.field("Project type", "Trail (linear)", tags=[F("project_type", "linear")])
    f.field("Project area, acres", "1.9", tags=[F("site_area_ac", 1.9)])
    f.field("Disturbed area, acres", "1.5", tags=[F("disturbed_area_ac", 1.5)])
    f.field("New impervious, acres", "0.74", tags=[F("net_impervious_increase_ac", 0.74)])
    f.field("Start / completion", "May 2027 / Sept 2027")
    f.save()
    m = pkg.doc("Project_memo.pdf")
    m.line("City of Chanhassen  |  Engineering Department", 11, bold=True, gap=18)
    m.line("Lyman Boulevard Trail Gap - Project Memo", 12, bold=True, gap=16)
    m.para("The project fills a 3,200-foot gap in the trail on the north side of Lyman Boulevard. The "
           "stand-alone trail is 10 feet wide. Along most of its length it sits 3 feet behind the back of "
           "curb, so the turf buffer on the street side is 3 feet; the buffer on the north side is 5 feet "
           "or more. Driveway and street crossings are 11% of the buffer area. Trail surface: 0.74 acres.",
           tags=[F("sidewalk_trail", {"width_ft": 10, "buffer_ft": 3, "crossing_pct": 11, "area_ac": 0.74,
                                      "standalone": True})])
    m.para("Because the street-side buffer is under 5 feet, the City is applying for a permit. Lyman "
           "Boulevard itself is not changed.")
    m.para("BMPs: the trail is graded to shed water north across the turf buffer into a grassed swale "
           "rather than into the street gutter, trail width is held at 10 feet, and disturbed areas are "
           "restored with native seed.", tags=[S("N.3.0")])
    m.para("Permanent BMPs: 2,600 feet of grassed swale; native seed restoration (1.1 ac); two ditch "
           "checks of rock at the Bluff Creek crossing approach.", tags=[S("N.3.2")])
    m.para("No wetlands were identified in the corridor. Bluff Creek is crossed on the existing bridge; "
           "no work in the creek. Infiltration is not proposed.", tags=[F("infiltration_proposed", False)])
    m.save()
    return pkg


def p12_independence_industrial(root: Path) -> Package:
    """A design-build firm's phase 2 warehouse: narrative, spreadsheet printout, plans in two sizes."""
    pkg = Package(root, "x28-12-independence-phase2", "text", 2812,
                  "N.2.G common scheme 8.5 ac industrial, 6:1 bench, NAVD 88, openings 1.4 ft above HWL")
    rates = {"1": (2.60, 2.10), "10": (7.90, 6.40), "100": (18.30, 15.70)}
    n = pkg.doc("Phase2_narrative.pdf")
    n.line("Rolling Prairie Business Park - Phase 2", 13, bold=True)
    n.line("Stormwater narrative  |  Tessmer Design-Build, Inc.  |  October 2026", 9.5, gap=20)
    n.para("Applicant: Rolling Prairie Holdings LLC. Phase 2 is a 36,000 sq ft office-warehouse "
           "(industrial) building with truck court on Lot 2, Block 1, Rolling Prairie Business Park, "
           "Independence. The Phase 2 site is 4.6 acres.",
           tags=[F("applicant_public_entity", False), F("project_type", "industrial"), F("site_area_ac", 4.6)])
    n.para("Phase 1 (Lot 1, 3.9 acres, MCWD permit 24-118, built 2024-2025) is adjacent and owned by the "
           "same LLC. Taken together, Phases 1 and 2 cover 8.5 acres, and the stormwater design for Phase "
           "2 is based on that 8.5-acre common development.", tags=[F("common_scheme_area_ac", 8.5)])
    n.para("Phase 2 disturbs 4.1 acres. Existing impervious on Lot 2 is zero (row crops); proposed is 2.90 "
           "acres.", tags=[F("disturbed_area_ac", 4.1), F("existing_impervious_ac", 0.0),
                            F("proposed_impervious_ac", 2.90)])
    n.para("BMPs: truck court sized to the tenant's minimum; building roof drains to the pond through a "
           "vegetated swale; landscaped islands capture parking runoff.", tags=[S("N.3.0")])
    n.para("Permanent BMPs: Pond 2 (wet), outlet structure OS-2 with skimmer, swale S-1, riprap at FES-5.",
           tags=[S("N.3.2")])
    n.para("Infiltration is not proposed due to clay soils. The site is not landlocked (outlet to the "
           "County Ditch 14 branch).", tags=[F("infiltration_proposed", False), F("landlocked", False)])
    n.para("Pond 2 was sized by reservoir routing in HydroCAD for the 24-hour critical events.",
           tags=[S("N.4.2")])
    n.para("OS-2 skimmer keeps floatables in the pond up to the 1-year storm. FES-5 has a riprap apron to "
           "control erosion and scour at the outfall.", tags=[S("N.5.2"), S("N.4.8"), S("N.5.4")])
    n.para("Building finished floor / lowest opening: 975.0. Pond 2 100-year HWL: 973.6.",
           tags=[F("lowest_opening_elev_ft", 975.0), F("hwl_100yr_elev_ft", 973.6)])
    n.para("The City of Independence reviewed the site plan on September 8, 2026 (Resolution 26-0908-02); "
           "a copy is the last page of this narrative.")
    n.para("MPCA NPDES permit coverage for Phase 2: C00071902, issued 10/1/2026.", tags=[X("N.6.A.13")])
    n.new_page()
    n.line("CITY OF INDEPENDENCE - RESOLUTION NO. 26-0908-02", 11, bold=True, tags=[X("N.6.A.11")])
    n.para("A resolution approving the site plan for Rolling Prairie Business Park Phase 2. The City "
           "Engineer has reviewed the grading, drainage and stormwater management plan and finds it "
           "consistent with the City's Local Surface Water Management Plan. Adopted September 8, 2026.",
           tags=[S("N.4.7")])
    n.save()
    s = pkg.doc("Calc_printout.pdf", size=(11 * 72, 8.5 * 72), font="Courier", margin=40)
    s.line("Sheet1 - POND 2 DESIGN (Rolling Prairie Ph 2)            printed 10/21/2026 3:14 PM", 8.5,
           tags=[X("N.6.A.10")])
    s.table([["Event", "Ex Q cfs", "Pr Q cfs", "Delta"]] + rates_rows(rates, {"2": (3.50, 2.90)}, "{}YR"),
            [80, 80, 80, 80], size=8.5, tags=[rates_fact(rates), X("N.6.A.9")])
    s.table([["Pond", "NWL", "HWL100", "Freeboard", "Bench W", "Bench H:V"],
             ["POND 2", "971.0", "973.6", "2.5", "10", "6:1"]], [70, 60, 60, 70, 60, 70], size=8.5,
            tags=[F("ponds", [{"name": "Pond 2", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 6,
                               "freeboard_ft": 2.5}])])
    s.table([["Item", "Ph 1", "Ph 2", "Total"], ["Area ac", "3.9", "4.6", "8.5"],
             ["Imperv ac", "2.4", "2.9", "5.3"]], [90, 60, 60, 60], size=8.5)
    s.line("TP removal Ph 2 (P8): 58%", 8.5, tags=[F("phosphorus_removal_pct", 58)])
    s.save()
    cert = pe_cert("Nathan Tessmer, P.E.", "53318", "10/22/2026")
    sheets = [
        ("SITE & EXISTING", "C100", [
            (150, 1550, "LOT 2, BLOCK 1 - PROPERTY OF ROLLING PRAIRIE HOLDINGS LLC; LOT 1 (PHASE 1) SAME OWNER", [X("N.6.A.1")]),
            (150, 1520, "NO WETLANDS, FLOODPLAIN OR SHORELAND ON LOT 2", [X("N.6.A.4")])]),
        ("GRADING & DRAINAGE", "C200", [
            (150, 1550, "EXISTING AND PROPOSED ON-SITE DRAINAGE AREAS AND OFF-SITE SUBWATERSHED BOUNDARY", [X("N.6.A.2")]),
            (150, 1520, "POND 2 NWL 971.0  HWL 973.6", [X("N.6.A.6")]),
            (150, 1490, "ELEVATIONS ARE NAVD 88.  2 FT CONTOURS.", [F("vertical_datum", "NAVD88"), F("contour_interval_ft", 2)]),
            (150, 1460, "DRAINAGE & UTILITY EASEMENT OVER POND 2 (PLAT)", [X("N.6.A.12")])]),
        ("STORM & DETAILS", "C300", [
            (150, 1550, "STORM SEWER CB1-CB9, OS-2, FES-5; POND 2 SECTION; OS-2 SKIMMER DETAIL", [X("N.6.A.3"), X("N.6.A.8")])]),
    ]
    plan_set(pkg, "Ph2_plans_24x36.pdf", ARCH_D, sheets, "TESSMER DESIGN-BUILD", "ROLLING PRAIRIE PH 2", cert,
             "plan_set.full_size", 1200)
    plan_set(pkg, "Ph2_plans_11x17.pdf", TABLOID, sheets, "TESSMER DESIGN-BUILD", "ROLLING PRAIRIE PH 2", cert,
             "plan_set.reduced", 1200)
    return pkg


WRITERS = [p07_minnetonka_school, p08_shorewood_streets, p09_county_road, p10_minnetrista_trail,
           p11_chanhassen_trail, p12_independence_industrial]
