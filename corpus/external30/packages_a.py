"""Packages 1-6 of external30: city streets, a park district trail, a county road, a city
overlay, a school addition and a private apartment redevelopment. Each author writes in
their own order and words; the tags beside the words are the truth."""

from __future__ import annotations

from pathlib import Path

from corpus.external30.kit import Doc, Sheet, TitleBlock, draw_plansets, ex, fact, package, rates_rows, st
from corpus.truth import Recorder

PE_MN = "I hereby certify that this plan was prepared by me or under my direct supervision and that I am a duly Licensed Professional Engineer under the laws of the State of Minnesota."


# ---------------------------------------------------------------------------------------------
@package("x30-01-hopkins-street-recon", "text", 3001, "N.2.E no net increase; city street reconstruction")
def hopkins_streets(folder: Path):
    rec = Recorder()
    d = Doc(rec, folder, "Hopkins_2027_Street_Recon_Stormwater_Memo.pdf", font="Times-Roman", bold="Times-Bold",
            size=11, header="City of Hopkins  |  Public Works - Engineering Division  |  1010 1st Street South, Hopkins, MN 55343",
            numbering="{n}")
    d.title("MEMORANDUM")
    d.p("TO: Permitting Program, Minnehaha Creek Watershed District\nFROM: Nate Okafor, P.E., Assistant City Engineer\n"
        "DATE: February 9, 2027\nRE: 2027 Street and Utility Reconstruction - Interlachen Park Neighborhood (City Project 2026-04)")
    d.h("Purpose")
    d.p("The City of Hopkins will fully reconstruct the streets of the Interlachen Park neighborhood in 2027. This memo "
        "documents the existing and proposed impervious surface within the project so the District can confirm whether a "
        "stormwater permit under Rule N is needed. The City asks for a determination that no Rule N permit is required "
        "because the project does not result in a net increase in impervious surface.")
    d.h("Project description")
    d.p("The project reconstructs 1.62 miles of residential streets (Interlachen Road, Boyce Street, Oakwood Road, "
        "Ashley Road and Homedale Road), replaces 8,450 LF of watermain, 2,310 LF of sanitary sewer and 3,980 LF of storm "
        "sewer, and replaces concrete curb and gutter. Street widths are reduced from 32 feet to 28 feet on Oakwood Road and "
        "Ashley Road to match the City's complete streets policy. No sidewalks or trails are added.")
    d.p("The project is a linear project: a public street reconstruction within existing City right-of-way.",
        tags=[fact("project_type", "linear")])
    d.p("Project area (right-of-way limits of the reconstructed streets): 9.80 acres. Limits of disturbance (including "
        "driveway aprons and boulevard restoration): 8.9 acres.",
        tags=[fact("site_area_ac", 9.8), fact("disturbed_area_ac", 8.9), ex("N.6.D")])
    d.h("Impervious surface summary")
    d.table([
        ["Item", "Existing (ac)", "Proposed (ac)"],
        ["Street pavement", "3.71", "3.58"],
        ["Curb and gutter", "0.44", "0.46"],
        ["Driveway aprons within ROW", "0.47", "0.51"],
        ["Total impervious within project area", "4.62", "4.55"],
        ["Net change in impervious surface", "", "-0.07 (decrease)"],
    ], [230, 110, 120], tags=[fact("existing_impervious_ac", 4.62), fact("proposed_impervious_ac", 4.55),
                             fact("net_impervious_increase_ac", -0.07), ex("N.6.E")])
    d.p("All 3.71 acres of existing street pavement will be fully reconstructed (reconstructed impervious). Reconstructed "
        "impervious is not new impervious; the total impervious surface after the project is 0.07 acre less than today.")
    d.h("Drainage and water resources")
    d.p("The neighborhood drains through City trunk storm sewer to Minnehaha Creek near Blake Road. The 2-year peak flow "
        "in the Oakwood Road trunk line is 14.2 cfs and is not changed by the project. No wetlands were identified within "
        "the project area and no floodplain is affected. Infiltration is not proposed; the soil borings along Homedale Road "
        "show dense clay till.", tags=[fact("infiltration_proposed", False)])
    d.p("Although not required for a project without a net increase, the City will install the following permanent "
        "stormwater BMPs: four sumped catch basins with SAFL baffles on Oakwood Road; a hydrodynamic separator (3-ft sump) "
        "upstream of the outfall at Blake Road; and replacement of 420 SF of failed riprap at the outfall.",
        tags=[st("N.3.2")])
    d.h("Applicant")
    d.p("Applicant: City of Hopkins, a Minnesota municipal corporation (public entity). Contact: Nate Okafor, P.E., "
        "952-939-1300. Parcels adjoining the work are listed for notice only (e.g. PID 24-117-22-31-0045, 24-117-22-31-0112).",
        tags=[fact("applicant_public_entity", True)])
    d.signature(["Nate Okafor, P.E.", "Assistant City Engineer, City of Hopkins", "MN License No. 48812"])
    return rec, [d.save()]


# ---------------------------------------------------------------------------------------------
@package("x30-02-trpd-spring-park-trail", "scanned", 3002, "N.2.E.4 standalone trail, exempt; scanned letter")
def trpd_trail(folder: Path):
    rec = Recorder()
    d = Doc(rec, folder, "TRPD_SpringPark_Connector_Exemption_Request.pdf", size=10.5,
            header="THREE RIVERS PARK DISTRICT - Planning, Design & Technology", footer="3000 Xenium Lane North, Plymouth, MN 55441",
            numbering="Page {n} of 3")
    d.p("March 2, 2027")
    d.p("Minnehaha Creek Watershed District\nAttn: Permit Review\n15320 Minnetonka Boulevard\nMinnetonka, MN 55345")
    d.p("RE: Dakota Rail Regional Trail - Spring Park Connector, Cities of Mound and Spring Park - request for Rule N "
        "exemption determination", font="Helvetica-Bold")
    d.p("Dear Permit Review staff:")
    d.p("Three Rivers Park District (the Park District), a public agency and special park district of the State of "
        "Minnesota, intends to build a new paved regional trail connection between the Dakota Rail Regional Trail at "
        "Shoreline Drive and the Spring Park bay area in summer 2027. The trail is a linear project and is the entire "
        "project: no roadway, parking or building work is included.",
        tags=[fact("project_type", "linear"), fact("applicant_public_entity", True)])
    d.p("The connector is 4,910 feet (0.93 mile) long. It is a 10-foot wide bituminous trail with turf shoulders; the "
        "pervious buffer is 6 feet on each side for its full length. It crosses two local streets and four driveways; "
        "these crossings cover 9 percent of the required pervious buffer area. The new trail pavement totals 1.13 acres, "
        "which is the entire net increase in impervious surface for the project.",
        tags=[fact("sidewalk_trail", {"width_ft": 10, "buffer_ft": 6, "crossing_pct": 9, "area_ac": 1.13, "standalone": True}),
              fact("net_impervious_increase_ac", 1.13), ex("N.6.E")])
    d.p("Construction limits total 3.4 acres (project area), all of which may be disturbed for grading and turf "
        "restoration.", tags=[fact("site_area_ac", 3.4), fact("disturbed_area_ac", 3.4), ex("N.6.D")])
    d.p("Because the trail does not exceed 10 feet in width, has a pervious buffer of at least 5 feet on each side, and its "
        "crossings are well under 25 percent of the buffer area, we believe it falls within the exception of Rule N, "
        "Section 2(E)(4), and that no permit is required.")
    d.new_page()
    d.h("Typical section and quantities (for information)")
    d.table([
        ["Element", "Dimension"],
        ["Bituminous trail surface", "10 ft"],
        ["Turf shoulder / pervious buffer, each side", "6 ft"],
        ["Clear zone to fixed objects", "2 ft beyond shoulder"],
        ["Aggregate base", "6 in. Class 5"],
        ["Trail length", "4,910 ft"],
        ["Boardwalk over swale at Sta. 31+40", "84 ft"],
    ], [250, 180])
    d.p("Drainage: the trail sheds sheet flow to the turf shoulders on both sides. Existing culverts under the former rail "
        "grade (two 24-inch CMP) are replaced in kind. The 2-year peak flow through the Sta. 22+10 culvert is 6.3 cfs and "
        "the 50-year flow is 19.5 cfs; the replacement culverts match the existing capacity.")
    d.p("No wetlands were identified within the construction limits during the 2026 field review. Infiltration is not "
        "proposed. The trail is not within the Lake Minnetonka floodplain.", tags=[fact("infiltration_proposed", False)])
    d.p("Erosion control during construction will follow the Park District's standard specifications: silt fence, "
        "inlet protection on the two Shoreline Drive catch basins, and seeding with MnDOT mix 25-131 within 7 days.")
    d.new_page()
    d.p("Adjacent parcels (for notice): PIDs 18-117-23-22-0031 and 18-117-23-22-0047 (City of Spring Park); 13-117-24-11-0009 "
        "(City of Mound). Right-of-way is owned by the Hennepin County Regional Railroad Authority and leased to the Park District.")
    d.p("Please contact me if the District needs more information to confirm the exemption.")
    d.signature(["Renee Vukovich, P.E.", "Senior Engineer, Three Rivers Park District", "763-559-9000"])
    return rec, [d.save()]


# ---------------------------------------------------------------------------------------------
@package("x30-03-hennepin-csah61-recon", "text", 3003, "N.2.E.3 county road with qualifying trail; NAVD 88 datum")
def hennepin_csah61(folder: Path):
    rec = Recorder()
    files = []
    r = Doc(rec, folder, "CSAH61_Stormwater_Management_Report.pdf", size=10,
            header="Hennepin County Transportation Project Delivery  |  CP 2168  |  CSAH 61 (Shady Oak Road) Reconstruction",
            footer="Prepared by Kestrel Engineering Group, Inc. for Hennepin County", numbering="{n}")
    r.title("CSAH 61 (Shady Oak Road) Reconstruction\nStormwater Management Report", 18)
    r.p("County Project No. 2168 - Cities of Minnetonka and Hopkins\nPrepared for: Hennepin County Public Works, 1600 Prairie "
        "Drive, Medina, MN 55340\nPrepared by: Kestrel Engineering Group, Inc., Minneapolis\nJanuary 2027")
    r.p("I hereby certify that this report was prepared by me or under my direct supervision and that I am a duly Licensed "
        "Professional Engineer under the laws of the State of Minnesota. - Daniel Ferreira, P.E., Reg. No. 51234")
    r.h("Contents")
    r.bullets(["1. Project overview", "2. Regulatory summary", "3. Existing and proposed conditions", "4. Best management practices",
               "5. Rate control", "6. Water quality", "7. Exhibit index", "Appendices A-F (separate file)"])
    r.new_page()
    r.h("1. Project overview")
    r.p("Hennepin County proposes to reconstruct CSAH 61 (Shady Oak Road) from Excelsior Boulevard to TH 7, a corridor length "
        "of 1.45 miles. The project widens the two-lane rural section to a three-lane urban section with a center turn lane, "
        "adds a multi-use trail on the east side, rebuilds storm sewer, and constructs one wet detention pond. It is a linear "
        "road project entirely within County right-of-way and permanent easements.",
        tags=[fact("project_type", "linear")])
    r.p("The applicant is Hennepin County, a political subdivision of the State of Minnesota (public entity).",
        tags=[fact("applicant_public_entity", True)])
    r.table([
        ["Quantity", "Value"],
        ["Total project area (construction limits)", "18.6 ac"],
        ["Area disturbed (limits of disturbance)", "16.9 ac"],
        ["Existing impervious within project area", "7.84 ac"],
        ["Proposed impervious within project area", "10.25 ac"],
        ["Net increase in impervious surface", "2.41 ac"],
        ["   of which: multi-use trail (east side)", "0.96 ac"],
        ["Reconstructed impervious (fully reconstructed)", "7.12 ac"],
        ["Mill and overlay only", "0.39 ac"],
        ["Drainage area to downstream boundary (incl. off-site)", "212 ac"],
    ], [300, 120], tags=[fact("site_area_ac", 18.6), fact("disturbed_area_ac", 16.9), fact("existing_impervious_ac", 7.84),
                         fact("proposed_impervious_ac", 10.25), fact("net_impervious_increase_ac", 2.41), ex("N.6.D"), ex("N.6.E")])
    r.p("The multi-use trail is 10 feet wide with an 8-foot turf boulevard between trail and curb and at least 8 feet of "
        "turf behind the trail. Street and driveway crossings occupy 14 percent of the required pervious buffer area. The "
        "trail pavement is 0.96 acre.",
        tags=[fact("sidewalk_trail", {"width_ft": 10, "buffer_ft": 8, "crossing_pct": 14, "area_ac": 0.96, "standalone": False})])
    r.h("2. Regulatory summary")
    r.p("Under MCWD Rule N, Section 2(E), the net increase excluding the qualifying trail (2.41 - 0.96 = 1.45 ac) exceeds one "
        "acre and the total project area exceeds five acres, so Sections 3, 4 and 5 apply to treat the increase. The "
        "County is a public body; no surety is required under Section 2(F). The project disturbs more than one acre and "
        "is covered under the MPCA Construction Stormwater General Permit (Appendix E).")
    r.new_page()
    r.h("3. Existing and proposed conditions")
    r.p("The corridor drains east to Minnehaha Creek via the Hopkins trunk system and a ditch that crosses under the Canadian "
        "Pacific rail line. Runoff from 164 acres of off-site residential and commercial land west of the corridor enters the "
        "County storm sewer at four points; this tributary area is included in the HydroCAD model and the new trunk pipes and "
        "Pond 61-2 are sized to pass it (drainage areas on sheet C-4).", tags=[st("N.4.4")])
    r.p("A wetland delineation (October 2025) found no wetlands within the construction limits. The corridor lies outside "
        "the Minnehaha Creek floodplain and shoreland district; see sheet C-2.")
    r.p("Soils are HSG C and D glacial till. Infiltration is not proposed due to clay soils; the geotechnical borings "
        "(Appendix F) found clay loam to 14 feet.", tags=[fact("infiltration_proposed", False)])
    r.p("The receiving area is not landlocked: Pond 61-2 outlets to the trunk storm sewer and Minnehaha Creek.",
        tags=[fact("landlocked", False)])
    r.p("Elevations in this report and on the plans are on the NAVD 88 vertical datum, the County's survey standard. "
        "Contours are shown at 2-foot intervals.", tags=[fact("vertical_datum", "NAVD88"), fact("contour_interval_ft", 2)])
    r.h("4. Best management practices")
    r.p("The design limits new impervious surface (three lanes instead of the four-lane alternative), preserves 1.9 acres of "
        "wooded slope, and uses structural BMPs (wet pond, sumps, an iron-enhanced sand filter bench) and non-structural "
        "BMPs (County street sweeping twice a year, erosion and sediment control per the SWPPP). All BMPs are designed in "
        "accordance with the MPCA manual Protecting Water Quality in Urban Areas and the Minnesota Stormwater Manual.",
        tags=[st("N.3.0")])
    r.p("Permanent BMPs:")
    r.bullets(["Pond 61-2 (wet detention pond) with skimmer outlet structure OCS-1",
               "Iron-enhanced sand filter bench on the Pond 61-2 perimeter (600 SF)",
               "Six sumped manholes with SAFL baffles",
               "Riprap energy dissipaters at outfalls FES-4 and FES-9",
               "Turf boulevards and 1.9 ac of preserved woods"], tags=[st("N.3.2")])
    r.new_page()
    r.h("5. Rate control")
    r.p("Pond 61-2 uses the existing natural low area east of Sta. 142+00, where feasible, rather than a new excavation in upland. "
        "The pond and its outlet were designed by reservoir routing in HydroCAD 10.2 with Atlas 14 24-hour MSE 3 events; the "
        "critical duration was checked for the 1-, 10- and 100-year events.", tags=[st("N.4.2")])
    r.p("Peak discharge at the downstream project boundary (Shady Oak Road at the CP rail crossing), cfs:")
    r.table(rates_rows([("1-year", 18.4, 16.9), ("2-year", 24.0, 22.1), ("10-year", 41.2, 38.0), ("50-year", 70.3, 67.2),
                        ("100-year", 88.6, 84.1)], ["Event", "Existing", "Proposed", "Change"]),
            [110, 90, 90, 90], tags=[fact("peak_rates_cfs", {"1": {"existing": 18.4, "proposed": 16.9},
                                                             "10": {"existing": 41.2, "proposed": 38.0},
                                                             "100": {"existing": 88.6, "proposed": 84.1}}), ex("N.6.A.9")])
    r.p("Because peak rates leaving the corridor are reduced for every event and the new pipes carry the same tributary flows, "
        "the project will not adversely affect water levels off the site during or after construction; temporary bypass "
        "pumping keeps the trunk line operating during construction.", tags=[st("N.4.3")])
    r.p("Pond 61-2 and its outlet lie above the projected 100-year flood elevation of Minnehaha Creek and entirely within "
        "County right-of-way and a permanent drainage and utility easement (sheet R-3).", tags=[st("N.4.6")])
    r.p("The design is consistent with the City of Minnetonka Water Resources Management Plan (2018) and the City of Hopkins "
        "Local Surface Water Management Plan; both cities reviewed the 60% plans (Appendix D).", tags=[st("N.4.7")])
    r.p("All outfalls (FES-4, FES-9 and the pond overflow) have Class III riprap aprons on geotextile to minimize erosion and "
        "scouring.", tags=[st("N.4.8")])
    r.h("6. Water quality")
    r.p("P8 modeling of the 1.45 acres of new impervious requiring treatment shows annual total phosphorus removal of 58% "
        "(50% required) and TSS removal of 86%.", tags=[fact("phosphorus_removal_pct", 58)])
    r.table([["Pond 61-2", "Value"], ["Normal water level", "906.0"], ["100-year HWL", "910.6"],
             ["Top of berm", "912.9"], ["Freeboard above 100-yr HWL", "2.3 ft"],
             ["Safety bench", "10 ft wide at 10:1 (H:V), 1 ft below NWL"], ["Permanent pool", "1.42 ac-ft"]],
            [200, 220], tags=[fact("ponds", [{"name": "Pond 61-2", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10,
                                              "freeboard_ft": 2.3}]), fact("hwl_100yr_elev_ft", 910.6)])
    r.p("The outlet structure OCS-1 has a submerged inlet and skimmer baffle that removes floatables for flows up to and "
        "including the 1-year event.", tags=[st("N.5.2")])
    r.p("The pond outfall to the trunk ditch has a riprap apron and a plunge pool for energy dissipation to minimize erosion "
        "and scouring.", tags=[st("N.5.4")])
    r.new_page()
    r.h("7. Exhibit index (Rule N, Section 6)")
    r.table([["Item", "Location"],
             ["6(A) certified plans", "Full-size set (22x34) and reduced set (11x17), sheets G-1 to D-2"],
             ["(1) Property lines / ROW", "Sheet R-3"], ["(2) Drainage maps", "Sheet C-4"],
             ["(3) Stormwater facilities", "Sheets C-5, C-6"], ["(4) Wetlands / floodplain", "Sheet C-2"],
             ["(6) Normal and 100-yr elevations", "Sheet C-6"], ["(7) Contours", "Sheets C-5, C-6 (2 ft, NAVD 88)"],
             ["(8) Construction plans and specs", "Sheets D-1, D-2; Spec. 2502"], ["(9) Rate analyses", "Section 5; Appendix A"],
             ["(10) Computations", "Appendices A, B"], ["(11) Municipal review", "Appendix D"],
             ["(12) Easements", "Sheet R-3"], ["(13) NPDES", "Appendix E"], ["(B) Maintenance agreement", "Appendix C"],
             ["(C) Soil borings", "Appendix F"]], [200, 260])
    files.append(r.save())

    tb = TitleBlock("KESTREL ENGINEERING GROUP", "800 Washington Ave N, Suite 300, Minneapolis, MN 55401",
                    "CSAH 61 (SHADY OAK ROAD) RECONSTRUCTION - CP 2168", "HENNEPIN COUNTY PUBLIC WORKS",
                    "Daniel Ferreira", "51234", "01/15/2027", "K-24-117", cert_words=PE_MN)
    sheets = [
        Sheet("G-1", "Title sheet and sheet index", [("Elevations are NAVD 88. Contour interval 2 ft.",
                                                      [fact("vertical_datum", "NAVD88"), fact("contour_interval_ft", 2)])], art="street"),
        Sheet("C-2", "Existing conditions, wetlands and floodplain",
              [("No wetlands within construction limits per wetland delineation dated 10/14/2025. Minnehaha Creek 100-yr floodplain (elev. 903.8) lies outside the limits.", [ex("N.6.A.4")])], art="plan"),
        Sheet("R-3", "Right-of-way and easement plan",
              [("Existing and proposed County right-of-way and property lines shown. Permanent drainage and utility easement over Pond 61-2 (Doc. No. T5512093).", [ex("N.6.A.1"), ex("N.6.A.12")])], art="plan"),
        Sheet("C-4", "Drainage area map - existing and proposed",
              [("Off-site contributing subwatersheds OS-1 to OS-4 (164 ac) and existing and proposed on-site subwatersheds shown.", [ex("N.6.A.2")])], art="drainage"),
        Sheet("C-5", "Storm sewer plan and profile",
              [("Existing and proposed storm sewer, structures, inverts and rim elevations shown.", [ex("N.6.A.3")])], art="profile"),
        Sheet("C-6", "Pond 61-2 grading plan",
              [("Pond 61-2: NWL 906.0, 100-yr HWL 910.6 (existing low area NWL 905.2, HWL 909.8).", [ex("N.6.A.6")]),
               ("Safety bench 10 ft wide at 10:1. Top of berm 912.9.", [])], art="pond"),
        Sheet("D-1", "Outlet structure OCS-1 and pond details",
              [("Construction details of OCS-1 with skimmer baffle, FES and riprap aprons. See Spec. 2502 and 2511.", [ex("N.6.A.8")])], art="profile"),
        Sheet("D-2", "Standard plates and trail typical section",
              [("Trail typical section: 10 ft bituminous trail, 8 ft turf boulevard each side.", [])], art="street"),
    ]
    files += draw_plansets(rec, folder, sheets, tb, full_name="CSAH61_Plans_22x34.pdf", reduced_name="CSAH61_Plans_11x17.pdf",
                           full_tags=[ex("plan_set.full_size")], reduced_tags=[ex("plan_set.reduced")])

    a = Doc(rec, folder, "CSAH61_Appendices.pdf", size=9.5, header="CSAH 61 Stormwater Management Report - Appendices")
    a.h("Appendix A - HydroCAD routing summary")
    a.p("Node summary for the 1-, 10- and 100-year 24-hour events, existing and proposed: subcatchment runoff volumes, pond "
        "routing, outlet rating curves and hydrographs. Hydrologic and hydraulic computations used to design Pond 61-2 and the "
        "trunk storm sewer.", tags=[ex("N.6.A.10")])
    a.table([["Subcatchment", "Area (ac)", "CN", "Tc (min)", "Q100 (cfs)"], ["OS-1", "61.2", "78", "24.0", "51.3"],
             ["OS-2", "48.9", "80", "19.5", "44.0"], ["P-3", "6.4", "91", "8.0", "19.8"], ["P-4", "5.2", "89", "7.5", "15.9"]],
            [100, 80, 60, 70, 80])
    a.h("Appendix B - P8 water quality model output")
    a.p("P8 v3.5, 1959 Minneapolis precipitation file. TP load in 0.61 lb/yr; removal 58%.")
    a.new_page()
    a.h("Appendix C - Stormwater facility maintenance agreement")
    a.p("Draft maintenance agreement between Hennepin County and the City of Minnetonka for Pond 61-2, outlet structure OCS-1, "
        "sumped manholes and outfalls: inspection annually, sediment removal when 50% of sump capacity is used, County as "
        "responsible party, to be recorded after Board approval.", tags=[ex("N.6.B")])
    a.h("Appendix D - City review letters")
    a.p("City of Minnetonka, letter of November 20, 2026: the City has reviewed the 60% plans and finds the stormwater design "
        "consistent with the City's Water Resources Management Plan. City of Hopkins, email of December 3, 2026: no comments "
        "on the drainage design.", tags=[ex("N.6.A.11")])
    a.new_page()
    a.h("Appendix E - NPDES construction stormwater permit")
    a.p("MPCA Construction Stormwater General Permit coverage card, Permit No. MNR10F4K2, issued December 18, 2026 to "
        "Hennepin County for CP 2168.", tags=[ex("N.6.A.13")])
    a.h("Appendix F - Geotechnical soil borings")
    a.p("Standard penetration test boring logs SB-1 to SB-12 (November 2025): clay loam (CL) to 14 ft, groundwater "
        "not encountered.", tags=[ex("N.6.C")])
    files.append(a.save())
    return rec, files


# ---------------------------------------------------------------------------------------------
@package("x30-04-minnetonka-overlay-turnlane", "scanned", 3004, "N.2.E.1 mill and overlay with turn lane; scanned memo")
def minnetonka_overlay(folder: Path):
    rec = Recorder()
    d = Doc(rec, folder, "Minnetonka_2026_Pavement_Rehab_RuleN.pdf", font="Courier", bold="Courier-Bold", size=10,
            header="CITY OF MINNETONKA ENGINEERING - 14600 MINNETONKA BLVD", numbering="- {n} -")
    d.title("MCWD PERMIT APPLICATION - STORMWATER (RULE N)", 14)
    d.field("Project name:", "2026 Pavement Rehab / Plymouth Rd turn lane")
    d.field("City project no.:", "26408")
    d.field("Applicant:", "City of Minnetonka (public entity)", tags=[fact("applicant_public_entity", True)])
    d.field("Project type:", "Road - linear project", tags=[fact("project_type", "linear")])
    d.field("Total project area:", "6.3 acres", tags=[fact("site_area_ac", 6.3), ex("N.6.D")])
    d.field("Area to be disturbed:", "1.8 acres", tags=[fact("disturbed_area_ac", 1.8)])
    d.field("Mill and overlay area:", "3.1 acres (not disturbed)")
    d.field("Existing impervious:", "3.95 acres", tags=[fact("existing_impervious_ac", 3.95)])
    d.field("Proposed impervious:", "4.31 acres", tags=[fact("proposed_impervious_ac", 4.31)])
    d.field("Net new impervious:", "0.36 acres", tags=[fact("net_impervious_increase_ac", 0.36), ex("N.6.E")])
    d.field("Receiving water:", "Minnehaha Creek via Crosby Rd storm sewer")
    d.space(10)
    d.h("NARRATIVE")
    d.p("Most of this project is mill and overlay of 2.4 miles of local streets in the Groveland and Crosby Road areas, which "
        "is maintenance. The only new impervious is a 12-foot right-turn lane on Plymouth Road at Minnetonka Boulevard "
        "(0.36 acres). With a net increase under one acre, Rule N Section 3 (BMPs) applies.")
    d.p("No wetlands are impacted. Infiltration is not proposed: the turn lane sits on the former Plymouth Road fuel station "
        "site and soils are contaminated (MPCA Leak Site 21877).", tags=[fact("infiltration_proposed", False)])
    d.new_page()
    d.h("BMPs")
    d.p("BMPs for this project combine site design (turn lane length limited to 180 ft of storage, no widening of the through "
        "lanes), structural practices (a tree trench and sump manhole) and non-structural practices (street sweeping, salt "
        "management). They are consistent with the MPCA manual \"Protecting Water Quality in Urban Areas\" and the Minnesota "
        "Stormwater Manual.", tags=[st("N.3.0")])
    d.p("Permanent BMPs:")
    d.bullets(["Tree trench with 4 trees and 85 cy of structural soil (lined, no infiltration), Sta 10+40 to 11+60",
               "Sump manhole with SAFL baffle, STMH-3",
               "Sweeping of Plymouth Road 4x per year (City Public Works)"], mark="-", tags=[st("N.3.2")])
    d.p("Temporary erosion control: inlet protection at 11 catch basins, rock construction entrance, street sweeping daily.")
    d.p("2-yr peak to STMH-3 (for reference): 3.4 cfs existing, 3.6 cfs proposed. No new buildings.")
    d.signature(["Will Hanrahan, P.E.", "Project Engineer, City of Minnetonka", "Feb 23, 2027"])
    return rec, [d.save()]


# ---------------------------------------------------------------------------------------------
@package("x30-05-wayzata-schools-addition", "text", 3005, "N.2.D.3 school, <50% increase; TP 44%; no reduced set")
def wayzata_school(folder: Path):
    rec = Recorder()
    files = []
    f = Doc(rec, folder, "01_MCWD_Application_Form.pdf", size=10, header="Minnehaha Creek Watershed District - Permit Application",
            numbering="Form page {n}")
    f.title("Permit Application", 15)
    f.field("Applicant", "Independent School District 284 (Wayzata Public Schools)")
    f.field("Applicant is a public entity", "Yes - school district", tags=[fact("applicant_public_entity", True)])
    f.field("Project", "Fernbrook Ridge Elementary School Addition and Site Improvements")
    f.field("Address / city", "4815 Fernbrook Lane N, Plymouth")
    f.field("PID", "03-118-22-41-0007")
    f.field("Land use", "Institutional (public school)", tags=[fact("project_type", "institutional")])
    f.field("Site area", "12.6 acres", tags=[fact("site_area_ac", 12.6), ex("N.6.D")])
    f.field("Disturbed area", "6.8 acres", tags=[fact("disturbed_area_ac", 6.8)])
    f.field("Building floor area", "78,400 SF existing + 14,200 SF addition")
    f.field("Rules applied for", "B (erosion control), N (stormwater)")
    f.field("Engineer", "Northbeam Civil, Inc. - Priya Raman, P.E.")
    files.append(f.save())

    r = Doc(rec, folder, "02_Stormwater_Management_Plan.pdf", font="Helvetica", size=10,
            header="Fernbrook Ridge Elementary - Stormwater Management Plan", footer="Northbeam Civil, Inc.  |  Project 2411",
            numbering="page {n}")
    r.title("Stormwater Management Plan\nFernbrook Ridge Elementary School Addition", 16)
    r.p("Wayzata Public Schools (ISD 284) - Plymouth, Minnesota - December 2026")
    r.h("Site and project")
    r.p("The school site is 12.6 acres and is fully developed with the 1991 school building, two parking lots, bus loop, "
        "playgrounds and athletic fields. The project adds a 14,200 SF classroom wing, expands the south parking lot by 62 "
        "stalls, and reconfigures the bus loop. This is redevelopment of an institutional site.")
    r.table([["Impervious surface", "Acres"], ["Existing", "5.10"], ["Proposed", "5.92"], ["New impervious", "0.82"],
             ["Reconstructed impervious (bus loop)", "0.67"]], [260, 100],
            tags=[fact("existing_impervious_ac", 5.10), fact("proposed_impervious_ac", 5.92),
                  fact("net_impervious_increase_ac", 0.82), ex("N.6.E")])
    r.p("Because the impervious area increases by less than 50 percent (0.82 / 5.10 = 16%), Rule N requirements apply to the "
        "additional impervious surface and site alteration. The site is 8 acres or more, so Sections 3, 4 and 5 apply.")
    r.p("Soils are Lester-Kilkenny loams; the geotechnical borings found clay loam till (HSG C/D). Infiltration is not proposed. "
        "No wetlands were identified on the site; the site is outside the floodplain and shoreland areas.",
        tags=[fact("infiltration_proposed", False)])
    r.p("The site is not landlocked; the expanded pond outlets to the Plymouth storm sewer on Fernbrook Lane.",
        tags=[fact("landlocked", False)])
    r.h("BMPs (Section 3)")
    r.p("Site design keeps the addition on the footprint of a former hard-surface play area, keeps parking islands vegetated, "
        "and drains the new parking to the expanded pond. Structural BMPs: expanded wet pond 2P and sump catch basins. "
        "Non-structural: the District's grounds staff sweep lots each spring and fall and follow a salt management plan. BMPs "
        "are designed following the MPCA manual \"Protecting Water Quality in Urban Areas\".", tags=[st("N.3.0")])
    r.p("Permanent BMPs: (1) Pond 2P wet detention pond (expanded); (2) outlet control structure OCS-2P with baffle weir; (3) "
        "four sump catch basins with 3-ft sumps; (4) riprap at FES-12; (5) vegetated parking islands.", tags=[st("N.3.2")])
    r.new_page()
    r.h("Rate control (Section 4)")
    r.p("Pond 2P is an expansion of the existing pond in the natural low area at the northeast corner of the site, so no new "
        "low area is created. Pond storage and the outlet were designed with reservoir routing in HydroCAD using 24-hour "
        "Atlas 14 events, with the critical duration confirmed for each return period.", tags=[st("N.4.2")])
    r.table(rates_rows([("2-yr", 12.1, 11.8), ("1-yr", 9.6, 9.1), ("10-yr", 22.4, 21.0), ("100-yr", 44.9, 43.2)],
                       ["Event", "Existing cfs", "Proposed cfs", "Diff."]), [90, 100, 100, 80],
            tags=[fact("peak_rates_cfs", {"1": {"existing": 9.6, "proposed": 9.1}, "10": {"existing": 22.4, "proposed": 21.0},
                                          "100": {"existing": 44.9, "proposed": 43.2}}), ex("N.6.A.9")])
    r.p("Peak rates at the site boundary on Fernbrook Lane do not increase, and the pond holds the 100-year event on site, "
        "so water levels off the site are not adversely affected during or after construction (a temporary sediment basin "
        "controls construction runoff).", tags=[st("N.4.3")])
    r.p("About 3.4 acres of off-site residential yards north of the site drain onto the school site; that runoff is included "
        "in the HydroCAD model and routed through Pond 2P.", tags=[st("N.4.4")])
    r.p("Pond 2P lies above the 100-year flood elevation and within a drainage and utility easement dedicated to the City of "
        "Plymouth (sheet C3.0).", tags=[st("N.4.6")])
    r.p("The design conforms to the City of Plymouth Surface Water Management Plan; Plymouth engineering staff reviewed the "
        "plans (letter in Appendix C).", tags=[st("N.4.7")])
    r.p("The outlet to Fernbrook Lane and the pond inlets have riprap aprons to minimize erosion and scour.", tags=[st("N.4.8")])
    r.h("Water quality (Section 5)")
    r.p("The MIDS calculator gives annual total phosphorus removal of 44% for the site draining to Pond 2P. The District's "
        "50% goal is not reached because the 0.9-acre south lot cannot be routed to the pond without a lift station.",
        tags=[fact("phosphorus_removal_pct", 44)])
    r.p("Pond 2P: NWL 955.0, 100-year HWL 958.9, emergency overflow 960.2, top of berm 960.9 (freeboard 2.0 ft), 10-ft safety "
        "bench at 10:1 slope. The lowest opening of the new wing is 962.5.",
        tags=[fact("ponds", [{"name": "Pond 2P", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 2.0}]),
              fact("hwl_100yr_elev_ft", 958.9), fact("lowest_opening_elev_ft", 962.5)])
    r.p("OCS-2P has a baffle weir that keeps floatables in the pond for the 1-year event. The pond outfall has riprap to "
        "minimize erosion and scouring.", tags=[st("N.5.2"), st("N.5.4")])
    r.p("Plans: a full-size plan set (22x34) certified by a Minnesota professional engineer accompanies this plan.")
    files.append(r.save())

    tb = TitleBlock("NORTHBEAM CIVIL, INC.", "2150 Niagara Lane N, Plymouth, MN 55447",
                    "FERNBROOK RIDGE ELEMENTARY SCHOOL ADDITION", "INDEPENDENT SCHOOL DISTRICT 284", "Priya Raman", "47790",
                    "12/04/2026", "2411", cert_words=PE_MN)
    sheets = [
        Sheet("C0.0", "Cover sheet", [("Sheet index: C0.0 cover; C1.0 existing conditions; C2.0 grading; C3.0 storm sewer; C4.0 details; C5.0 drainage areas.", [])]),
        Sheet("C1.0", "Existing conditions and survey", [("Property lines of the ISD 284 parcel and existing impervious shown. No wetlands, floodplain or shoreland on site.", [ex("N.6.A.1"), ex("N.6.A.4")])]),
        Sheet("C2.0", "Grading and erosion control plan", [("Existing and proposed contours at 2-foot intervals. Elevations NGVD 1929.", [fact("vertical_datum", "NGVD29"), fact("contour_interval_ft", 2), ex("N.6.A.7")]),
                                                          ("Pond 2P: existing NWL 955.0 / HWL 959.3; proposed NWL 955.0 / HWL 958.9.", [ex("N.6.A.6")])], art="grading"),
        Sheet("C3.0", "Storm sewer and pond plan", [("Existing and proposed storm sewer, Pond 2P and OCS-2P with inverts and rims. Drainage and utility easement over Pond 2P per Doc. 4433871.", [ex("N.6.A.3"), ex("N.6.A.12")])], art="pond"),
        Sheet("C4.0", "Civil details", [("OCS-2P baffle weir, riprap apron and pond section details. Specifications on sheet.", [ex("N.6.A.8")])], art="profile"),
        Sheet("C5.0", "Drainage area map", [("Existing and proposed drainage areas on site and 3.4 ac off-site area north of the site.", [ex("N.6.A.2")])], art="drainage"),
    ]
    files += draw_plansets(rec, folder, sheets, tb, full_name="03_Plan_Set_FULL_22x34.pdf", reduced_name=None,
                           full_tags=[ex("plan_set.full_size")])

    a = Doc(rec, folder, "04_Appendices.pdf", size=9.5, header="Fernbrook Ridge Elementary - Appendices")
    a.h("Appendix A - HydroCAD report")
    a.p("Routing diagrams, subcatchment and pond reports for the 1-, 2-, 10- and 100-year events; MIDS calculator worksheet. "
        "These are the hydrologic, hydraulic and water quality computations used to design Pond 2P.", tags=[ex("N.6.A.10")])
    a.h("Appendix B - Geotechnical evaluation (soil borings)")
    a.p("Six soil borings ST-1 to ST-6 by a geotechnical consultant, October 2026: topsoil over clay loam till.", tags=[ex("N.6.C")])
    a.new_page()
    a.h("Appendix C - City of Plymouth review")
    a.p("Letter from the City of Plymouth Engineering Department, November 30, 2026: the City has reviewed the grading and "
        "stormwater plans and finds them consistent with the City's Surface Water Management Plan.", tags=[ex("N.6.A.11")])
    a.h("Appendix D - NPDES permit")
    a.p("MPCA Construction Stormwater Permit coverage, permit ID C00071532, dated December 12, 2026 (ISD 284, owner).",
        tags=[ex("N.6.A.13")])
    files.append(a.save())
    return rec, files


# ---------------------------------------------------------------------------------------------
@package("x30-06-slp-apartments", "text", 3006, "N.2.D.2 high-density, >=50% increase; 100-yr rate up; no drainage map")
def slp_apartments(folder: Path):
    rec = Recorder()
    files = []
    m = Doc(rec, folder, "Wooddale_Flats_Stormwater_TechMemo.pdf", font="Helvetica", size=10,
            header="LARKIN HOFF CIVIL  |  Technical Memorandum", numbering="{n}")
    m.title("Technical Memorandum - Stormwater Management\nWooddale Flats, St. Louis Park", 15)
    m.p("To: Minnehaha Creek Watershed District\nFrom: Colin Larkin, P.E., Larkin Hoff Civil\nClient: Ridgeline Residential LLC "
        "(private developer)\nDate: January 21, 2027")
    m.field("Applicant public entity?", "No", tags=[fact("applicant_public_entity", False)])
    m.h("1. Project")
    m.p("Ridgeline Residential will remove the two-story office building and parking lot at 4105 Wooddale Avenue South and "
        "build a five-story apartment building with 164 units and structured parking. The site is 2.90 acres (PIDs "
        "06-028-24-13-0019 and -0020 combined). Density: 56.6 units per acre. The building is 191,000 gross square feet.",
        tags=[fact("project_type", "multi_unit_residential"), fact("site_area_ac", 2.9), fact("dwelling_units", 164),
              fact("density_du_per_ac", 56.6), ex("N.6.D")])
    m.p("The whole 2.90-acre site will be disturbed.", tags=[fact("disturbed_area_ac", 2.9)])
    m.table([["Land cover", "Existing (ac)", "Proposed (ac)"], ["Building", "0.31", "0.98"], ["Pavement and walks", "0.90", "1.06"],
             ["Total impervious", "1.21", "2.04"], ["Pervious", "1.69", "0.86"]], [200, 100, 100],
            tags=[fact("existing_impervious_ac", 1.21), fact("proposed_impervious_ac", 2.04)])
    m.p("New impervious: 0.83 acre, an increase of 69% over existing, so the site is treated as undeveloped under Rule N "
        "Section 2(H). Multi-unit residential above 8 units/acre on a site of 0.5 to 8 acres: Sections 3 and 4 apply.",
        tags=[fact("net_impervious_increase_ac", 0.83), ex("N.6.E")])
    m.h("2. Existing drainage")
    m.p("The site drains to the City storm sewer in Wooddale Avenue and on to Minnehaha Creek. No wetlands, floodplain or "
        "shoreland are on the site. The site is not landlocked. A 2-year storm produces 2.2 cfs at the Wooddale connection today.",
        tags=[fact("landlocked", False)])
    m.p("Infiltration is not proposed due to contaminated fill soils (former dry cleaner on the adjacent parcel; MPCA VIC "
        "enrollment).", tags=[fact("infiltration_proposed", False)])
    m.h("3. BMPs")
    m.p("The design uses site design (structured parking under the building instead of surface lots, green roof on the "
        "amenity deck), structural BMPs (underground chamber system UGS-1 with an isolator row, sump manholes) and "
        "non-structural BMPs (monthly sweeping of the drive, a snow storage plan). All BMPs follow the MPCA manual "
        "\"Protecting Water Quality in Urban Areas\".", tags=[st("N.3.0")])
    m.p("List of permanent BMPs: UGS-1 underground detention (StormTech MC-3500, 7,900 CF); isolator row; two sump manholes "
        "with baffles; 4,200 SF green roof; riprap at the overflow.", tags=[st("N.3.2")])
    m.p("No stormwater ponds are proposed; rate control is provided by UGS-1.", tags=[fact("ponds", [])])
    m.new_page()
    m.h("4. Rate control")
    m.p("There is no natural low area on this urban site, so detention is provided underground. UGS-1 and its outlet orifice "
        "plate were designed by reservoir routing in HydroCAD for the 1-, 10- and 100-year Atlas 14 events of critical duration.",
        tags=[st("N.4.2")])
    m.table(rates_rows([("1-year", 3.1, 2.6), ("10-year", 7.9, 6.8), ("100-year", 14.2, 15.1)],
                       ["Event", "Existing (cfs)", "Proposed (cfs)", "Change"]), [100, 100, 100, 80],
            tags=[fact("peak_rates_cfs", {"1": {"existing": 3.1, "proposed": 2.6}, "10": {"existing": 7.9, "proposed": 6.8},
                                          "100": {"existing": 14.2, "proposed": 15.1}}), ex("N.6.A.9")])
    m.p("The 100-year proposed rate exceeds existing by 0.9 cfs because UGS-1 is limited by the parking garage footprint. We "
        "request the District's guidance; the Wooddale Avenue storm sewer has capacity for the 100-year flow.")
    m.p("Water levels off the site will not be adversely affected during or after construction: the City storm sewer "
        "downstream has surcharge capacity and a temporary sediment trap is used during construction.", tags=[st("N.4.3")])
    m.p("No off-site area drains onto the site; the alley to the east is crowned away. Runoff tributary to the project is "
        "therefore limited to the site itself and is fully accounted for in the model.", tags=[st("N.4.4")])
    m.p("UGS-1 is above the 100-year flood elevation and within a drainage and utility easement to be granted to the City.",
        tags=[st("N.4.6")])
    m.p("The plan conforms to the St. Louis Park Surface Water Management Plan; the City's review letter is attached.",
        tags=[st("N.4.7")])
    m.p("The overflow to Wooddale Avenue discharges through a riprap-lined swale to prevent erosion and scouring.",
        tags=[st("N.4.8")])
    m.p("Lowest opening (parking garage entry) 891.5. 100-year HWL at the Wooddale Avenue low point: 888.9.",
        tags=[fact("lowest_opening_elev_ft", 891.5), fact("hwl_100yr_elev_ft", 888.9)])
    m.h("5. Attachments")
    m.bullets(["A - HydroCAD output", "B - City of St. Louis Park review letter", "C - NPDES permit", "D - Geotechnical report",
               "Plan set (22x34 and 11x17)"])
    m.new_page()
    m.h("Attachment A - HydroCAD output")
    m.p("Subcatchment, node and UGS-1 routing reports for the 1-, 10- and 100-year events; orifice plate sizing. These are the "
        "hydrologic and hydraulic computations used to design UGS-1.", tags=[ex("N.6.A.10")])
    m.h("Attachment B - City review")
    m.p("City of St. Louis Park Engineering, letter of January 8, 2027: the City has reviewed the plans and finds them "
        "consistent with the City's Surface Water Management Plan.", tags=[ex("N.6.A.11")])
    m.h("Attachment C - NPDES")
    m.p("MPCA Construction Stormwater General Permit coverage, permit ID C00072210 (Ridgeline Residential LLC).",
        tags=[ex("N.6.A.13")])
    m.h("Attachment D - Geotechnical report")
    m.p("Soil borings B-1 to B-5: fill over poorly graded sand; groundwater at 16 ft.", tags=[ex("N.6.C")])
    files.append(m.save())

    tb = TitleBlock("LARKIN HOFF CIVIL", "123 N 3rd St, Suite 500, Minneapolis, MN 55401", "WOODDALE FLATS",
                    "RIDGELINE RESIDENTIAL LLC", "Colin Larkin", "44561", "01/20/2027", "LH-2307", cert_words=PE_MN)
    sheets = [
        Sheet("C-001", "Title sheet", [("Vertical datum: NGVD 1929. Contour interval: 2 feet.", [fact("vertical_datum", "NGVD29"), fact("contour_interval_ft", 2)])]),
        Sheet("C-100", "Existing conditions and removals", [("Property lines and lands owned by applicant (Lots 1-4, Block 1, Wooddale Addition).", [ex("N.6.A.1")]),
                                                            ("No wetlands, floodplain or shoreland on site.", [ex("N.6.A.4")])]),
        Sheet("C-300", "Grading plan", [("Existing and proposed 2-foot contours, NGVD 1929.", [ex("N.6.A.7")]),
                                        ("Finished floor 892.0; lowest opening (garage entry) 891.5.", [fact("lowest_opening_elev_ft", 891.5)])], art="grading"),
        Sheet("C-400", "Utility and storm sewer plan", [("UGS-1, existing and proposed storm sewer with inverts; easement over UGS-1 shown.", [ex("N.6.A.3"), ex("N.6.A.12")])], art="plan"),
        Sheet("C-500", "Details", [("UGS-1 chamber layout, isolator row, orifice plate OCS-1 and riprap details.", [ex("N.6.A.8")])], art="profile"),
    ]
    files += draw_plansets(rec, folder, sheets, tb, full_name="Wooddale_Flats_Civil_FULL.pdf", reduced_name="Wooddale_Flats_Civil_11x17.pdf",
                           full_tags=[ex("plan_set.full_size")], reduced_tags=[ex("plan_set.reduced")])
    return rec, files


PACKAGES_A = [hopkins_streets, trpd_trail, hennepin_csah61, minnetonka_overlay, wayzata_school, slp_apartments]
