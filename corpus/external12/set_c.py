"""Packages 9-12: a county highway department (road with a qualifying trail), a small city's
street reconstruction (Orono, scanned), a city trail that is too wide for the trail
exemption (Minnetonka), and a phased medium-density subdivision draining to a landlocked
basin (Chanhassen)."""

from __future__ import annotations

from reportlab.lib import colors

from corpus.external12 import boiler
from corpus.external12.civil import Site, civil_sheets
from corpus.external12.doc import Report, Style
from corpus.external12.package import E, F, Package, S
from corpus.external12.plans import PlanSet


def p09_county_road() -> Package:
    st = Style(body_font="Helvetica", bold_font="Helvetica-Bold", size=10, numbering="decimal",
               header="Hennepin County Transportation Project Delivery", footer_left="CSAH 15 (Shoreline Drive) - Stormwater Report - CP 2176",
               table_header_bg=colors.HexColor("#e2efd9"))
    r = Report("CSAH15_Stormwater_Report.pdf", "CSAH 15 Reconstruction", st)
    r.cover([("title", "CSAH 15 (Shoreline Drive) Reconstruction"), ("line", "County Project 2176 - Stormwater Management Report"),
             ("line", "Cities of Spring Park and Mound"), ("line", "Hennepin County Transportation Project Delivery"), ("line", "September 2025")])
    r.toc()
    r.h1("Executive Summary")
    r.p("Hennepin County, a public entity, will reconstruct 1.46 miles of CSAH 15 (Shoreline Drive), a county road, "
        "adding turn lanes, a 10-foot multi-use trail on the north side, and storm sewer with a treatment pond.",
        [F("applicant_public_entity", True), F("project_type", "linear")])
    r.table([["Item", "Acres"], ["Total project area", "7.4"], ["Existing impervious", "3.92"], ["Proposed impervious", "5.54"],
             ["Net increase in impervious (includes trail)", "1.62"], ["Disturbed area", "7.1"]], caption="Table 1.1 Project areas",
            widths=[3.2, 1.0], tags=[F("site_area_ac", 7.4), F("existing_impervious_ac", 3.92), F("proposed_impervious_ac", 5.54),
                                     F("net_impervious_increase_ac", 1.62), F("disturbed_area_ac", 7.1)])
    trail = {"width_ft": 10.0, "buffer_ft": 6.0, "crossing_pct": 14.0, "area_ac": 0.38, "standalone": False}
    r.p("The trail is 10 feet wide with a 6-foot turf boulevard (pervious buffer) on each side. Driveway and side "
        "street crossings cover 14 percent of the required buffer area. The trail pavement is 0.38 acres and, under "
        "MCWD Rule N paragraph 2(E)(4), is excluded from the net increase calculation.", [F("sidewalk_trail", trail)])
    r.h1("Background and Earlier Approvals")
    r.p("CSAH 15 was last reconstructed in 1987. The 2009 mill-and-overlay (County Project 0512) needed no District "
        "permit. MCWD Permit 14-233 covered the 2014 Spring Park signal project, 0.6 acres, with 0.21 acres of new "
        "pavement treated by a sump structure.")
    r.p("Right-of-way is 66 feet, widening to 80 feet at the Sunset Drive intersection. Average daily traffic is "
        "9,400 vehicles (2023).")
    boiler.regulatory(r, "Spring Park", 2)
    r.h1("Alternatives")
    r.h2("Alternative 1: Ditch section with no pond (rejected)")
    r.p("Keep rural ditches and add turn lanes only. Rejected: it provides no treatment and does not serve the trail.")
    r.h2("Alternative 2: Urban section, trail, wet pond (preferred and selected)")
    r.p("Curb and gutter, storm sewer to Pond A in the county-owned parcel west of Sunset Drive. This is the "
        "alternative designed in the plans and analyzed below.")
    r.h1("Water Quantity")
    r.p("Pond A is built in the natural low area west of Sunset Drive; the pond and outlet were designed by reservoir "
        "routing of critical-duration events.", [S("N.4.2")])
    r.p("About 22 acres of residential neighborhoods south of the road drain to the corridor; they are included in "
        "the existing and proposed models.", [S("N.4.4")])
    r.table([["Storm", "Existing (cfs)", "Proposed (cfs)"], ["1-yr", "7.6", "7.1"], ["2-yr", "9.1", "8.4"], ["10-yr", "17.2", "16.5"],
             ["50-yr", "27.9", "26.8"], ["100-yr", "33.0", "31.8"]], caption="Table 5.1 Peak discharge to Lake Minnetonka (West Arm)",
            widths=[1.4, 1.4, 1.4], tags=[F("peak_rates_cfs", {"1": {"existing": 7.6, "proposed": 7.1}, "10": {"existing": 17.2, "proposed": 16.5},
                                                              "100": {"existing": 33.0, "proposed": 31.8}}), E("N.6.A.9")])
    r.p("The project does not raise water levels off the right-of-way during or after construction; temporary "
        "pumping will discharge through sediment bags.", [S("N.4.3")])
    r.p("Outfalls to the lake have riprap aprons and a concrete energy dissipater at Pond A's outlet to minimize "
        "erosion and scouring.", [S("N.4.8"), S("N.5.4")])
    r.h1("Water Quality")
    r.p("The MIDS calculator gives annual total phosphorus removal of 53 percent for the selected alternative.",
        [F("phosphorus_removal_pct", 53.0)])
    r.table([["Pond", "NWL", "100-yr HWL", "Top of berm", "Freeboard", "Bench width", "Bench slope"],
             ["Pond A", "929.0", "931.4", "933.4", "2.0 ft", "10 ft", "10:1"]], caption="Table 6.1 Pond A",
            widths=[0.7, 0.6, 0.9, 0.9, 0.8, 0.9, 0.9],
            tags=[F("ponds", [{"name": "Pond A", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.0}]),
                  F("hwl_100yr_elev_ft", 931.4)])
    r.p("Pond A's outlet has a baffle weir that keeps floatables in the pond for the 1-year event.", [S("N.5.2")])
    r.p("Infiltration is not proposed: groundwater is within 3 feet of the surface along the lake.", [F("infiltration_proposed", False)])
    r.h1("BMPs and Local Plans")
    r.p("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas: narrowed lanes, Pond A, sump structures, "
        "turf boulevards and county street sweeping.", [S("N.3.0")])
    r.p("Permanent BMPs: Pond A with baffle weir outlet; sump manholes at Stations 112+40 and 131+10; riprap aprons at "
        "three lake outfalls; turf boulevards.", [S("N.3.2")])
    r.p("The drainage design conforms to the local water management plans of Spring Park (2018) and Mound (2019); "
        "both cities' review letters are attached.", [S("N.4.7")])
    r.h1("Construction")
    boiler.erosion_control(r, 0)
    boiler.sequence(r, ["Stage 1 (2026): south half, Pond A, outfalls", "Stage 2 (2026): north half and trail", "Stage 3 (2027): wear course, turf"])
    boiler.maintenance(r, "Hennepin County Transportation Operations", 0)
    boiler.limitations(r, "Hennepin County Transportation Project Delivery", 1)
    r.h1("Appendix A - Model Output")
    boiler.hydrocad_printout(r, "CSAH15 EXISTING", "ex", [("OS-S neighborhoods", 22.0, 74, 28.0), ("EX-R corridor", 7.4, 86, 11.0)],
                             "30L Lake outlet", {"1": 7.6, "2": 9.1, "5": 12.5, "10": 17.2, "50": 27.9, "100": 33.0}, tags=[E("N.6.A.10")])
    r.page_break()
    boiler.hydrocad_printout(r, "CSAH15 PROPOSED", "pr", [("OS-S neighborhoods", 22.0, 74, 28.0), ("PR-R1 to Pond A", 5.1, 92, 9.0),
                                                           ("PR-R2 direct", 2.3, 84, 8.0)],
                             "30L Lake outlet", {"1": 7.1, "2": 8.4, "5": 11.9, "10": 16.5, "50": 26.8, "100": 31.8})
    r.h1("Appendix B - Letters and Permits")
    r.p("City of Spring Park, May 12, 2025, and City of Mound, May 19, 2025: each city reviewed the CSAH 15 drainage "
        "plans and finds them consistent with its local water management plan.", [E("N.6.A.11")])
    r.p("MPCA NPDES Construction Stormwater Permit coverage C00077031 issued to Hennepin County, August 2025.", [E("N.6.A.13")])

    site = Site(owner="Hennepin County (right-of-way and Pond A parcel)", pid="CSAH 15 R/W; 19-117-23-41-0007",
                wetland="WETLAND 15-3 (TYPE 3) DELINEATED; SHORELAND OF LAKE MINNETONKA; FEMA ZONE AE LIMITS SHOWN",
                pond="POND A", nwl=929.0, hwl=931.4, existing_water="Lake Minnetonka OHW 929.4 (existing and proposed)",
                datum="NGVD 1929", datum_value="NGVD29", contour=2,
                pipes=["36\" RCP trunk, INV 926.0 at outfall", "24\" RCP to Pond A, INV 929.0", "Baffle weir OCS-A"],
                easement="Pond A within county fee parcel; flowage easement over Lot 3 to elevation 933.4.",
                npdes_note="NPDES coverage C00077031.")
    ps = PlanSet("Hennepin County Transportation", "CSAH 15 Reconstruction (CP 2176)", "Spring Park", "CP 2176", "09/02/2025",
                 "Martin J. Ekstrom", "41977", civil_sheets(site, prefix="D"))
    return Package("ext12-09-county-road-trail", "N.2.E.3 road; qualifying trail excluded (1.62-0.38 >= 1); public", seed=1209,
                   reports=[r], plans=[(ps, "CSAH15_Plans_Full.pdf", "CSAH15_Plans_Half.pdf")])


def p10_orono_street() -> Package:
    st = Style(body_font="Courier", bold_font="Courier-Bold", size=10, numbering="decimal",
               footer_left="CITY OF ORONO - PUBLIC WORKS", header="2025 STREET RECONSTRUCTION - NORTH ARM DRIVE")
    r = Report("Orono_North_Arm_Drive_Report.pdf", "North Arm Drive", st)
    r.cover([("title", "NORTH ARM DRIVE"), ("line", "2025 Street Reconstruction"), ("line", "Stormwater Summary for MCWD"),
             ("line", "City of Orono, Minnesota"), ("line", "Prepared by the City Engineer"), ("line", "January 2025")])
    r.toc("CONTENTS")
    r.h1("Summary")
    r.p("The City of Orono, a public entity, will reconstruct North Arm Drive, a city street, from County Road 19 to "
        "its east terminus (0.9 miles).", [F("applicant_public_entity", True), F("project_type", "linear")])
    r.p("Project area: 3.7 acres. Existing impervious surface: 2.84 acres. Proposed impervious surface: 2.79 acres. "
        "The project has a net decrease of 0.05 acres of impervious surface. Disturbed area: 3.2 acres.",
        [F("site_area_ac", 3.7), F("existing_impervious_ac", 2.84), F("proposed_impervious_ac", 2.79),
         F("net_impervious_increase_ac", -0.05), F("disturbed_area_ac", 3.2)])
    r.h1("History")
    r.p("North Arm Drive was paved in 1978 at 28 feet wide and overlaid in 2003. The 2019 feasibility study measured "
        "2.91 acres of impervious surface, including private driveways beyond the project limits that are not part of "
        "this project.")
    boiler.regulatory(r, "Orono", 2)
    r.h1("Alternatives")
    r.p("Option 1 rebuilt the street at its present 28-foot width (no change in impervious area). Option 2 narrows "
        "the street to 24 feet and adds a 5-foot shoulder on one side. Option 2 was selected by the City Council on "
        "November 25, 2024 and is the basis of all figures in this report.")
    r.table([["", "Option 1", "Option 2 (selected)"], ["Street width", "28 ft", "24 ft + 5 ft shoulder"], ["Impervious (ac)", "2.84", "2.79"],
             ["Cost (M$)", "3.1", "3.0"]], caption="Table 2. Options", widths=[1.6, 1.6, 2.0])
    r.h1("Drainage")
    r.p("Runoff continues to reach the North Arm of Lake Minnetonka through the existing ditches and two culverts. "
        "The culverts at Stations 14+50 and 31+20 are replaced in kind (18-inch RCP).")
    r.p("Sump catch basins are added at the two low points to trap sediment before the ditches.")
    r.h1("Erosion Control")
    boiler.erosion_control(r, 1)
    boiler.sequence(r, ["Utility work (May)", "Reclaim and grade (June)", "Curb and base (July)", "Paving and restoration (August)"])
    boiler.limitations(r, "the City of Orono Engineering Department")
    r.h1("Appendix - Quantities")
    r.table([["Item", "Unit", "Quantity"], ["Full-depth reclamation", "SY", "14,820"], ["Bituminous wear course", "TON", "2,130"],
             ["Concrete curb and gutter", "LF", "1,460"], ["18\" RCP culvert", "LF", "96"], ["Sump catch basin", "EA", "2"],
             ["Erosion control blanket", "SY", "3,900"]], caption="Engineer's estimate quantities", widths=[2.6, 0.8, 1.2])
    return Package("ext12-10-orono-street", "N.2.E street with net decrease; no permit; scanned", seed=1210, kind="scanned", reports=[r])


def p11_minnetonka_trail() -> Package:
    st = Style(body_font="Helvetica", bold_font="Helvetica-Bold", size=10.5, numbering="section",
               header="City of Minnetonka | Minnetonka Mills Regional Trail Connection", footer_left="Stormwater Management Report - City Project 23401")
    r = Report("Mills_Trail_Stormwater_Report.pdf", "Minnetonka Mills Trail", st)
    r.cover([("title", "Minnetonka Mills Trail Connection"), ("line", "Stormwater Management Report"), ("line", "City Project 23401"),
             ("line", "City of Minnetonka Engineering"), ("line", "with Tamarack Water Resources"), ("line", "October 2025")])
    r.toc()
    r.h1("Executive Summary")
    r.p("The City of Minnetonka, a public entity, will build a standalone off-road trail from Minnetonka Mills Park "
        "to the Highway 7 trail. The trail is the whole project; there is no street work.",
        [F("applicant_public_entity", True), F("project_type", "linear")])
    trail = {"width_ft": 12.0, "buffer_ft": 5.0, "crossing_pct": 8.0, "area_ac": 1.21, "standalone": True}
    r.p("The selected design is a 12-foot bituminous trail with 5-foot turf buffers on both sides; street and "
        "driveway crossings cover 8 percent of the buffer area. New trail pavement totals 1.21 acres.", [F("sidewalk_trail", trail)])
    r.p("Total project area (grading limits): 4.6 acres. Net increase in impervious surface: 1.21 acres. Disturbed "
        "area: 4.1 acres.", [F("site_area_ac", 4.6), F("net_impervious_increase_ac", 1.21), F("disturbed_area_ac", 4.1)])
    r.h1("Background")
    r.p("The 2020 Trail Improvement Plan ranked this 2.3-mile connection third of 14 segments. A 2021 feasibility "
        "report assumed an 8-foot trail with 0.81 acres of pavement; that report is superseded.")
    boiler.regulatory(r, "Minnetonka", 0)
    r.h1("Trail Width Alternatives")
    r.h2("Alternative 1 - 10-foot trail")
    r.p("A 10-foot trail with 5-foot buffers (1.01 acres of pavement) would have met the Rule N trail exemption. The "
        "City did not select it: counts of 1,900 users per summer day and the need for two-way bicycle passing and "
        "plowing call for more width.")
    r.h2("Alternative 2 - 12-foot trail (SELECTED)")
    r.p("The 12-foot trail is the adopted layout (Council resolution 2025-088). Because it is wider than 10 feet it "
        "does not qualify for the exemption, and this application addresses Sections 3 and 4 of Rule N.")
    r.h1("Hydrology and Rate Control")
    r.p("Two natural low areas beside the trail are used as dry detention swales; they and their outlets were "
        "designed by reservoir routing of the critical-duration storms.", [S("N.4.2")])
    r.p("Runoff from 12.6 acres of upslope yards and park land crosses the corridor and is carried through new "
        "culverts sized for the 100-year event; it is part of both models.", [S("N.4.4")])
    r.table([["Event", "Existing (cfs)", "Proposed (cfs)"], ["1-year", "3.1", "3.0"], ["2-year", "3.9", "3.8"],
             ["10-year", "8.2", "8.0"], ["100-year", "16.0", "15.9"]], caption="Table 5-1 Peak flow leaving the corridor at Minnehaha Creek",
            widths=[1.4, 1.4, 1.4], tags=[F("peak_rates_cfs", {"1": {"existing": 3.1, "proposed": 3.0}, "10": {"existing": 8.2, "proposed": 8.0},
                                                              "100": {"existing": 16.0, "proposed": 15.9}}), E("N.6.A.9")])
    r.p("Water levels in the creek and the adjacent wetland are unchanged during and after construction.", [S("N.4.3")])
    r.p("Culvert outlets get riprap aprons and the swale outlets have rock check dams to limit erosion and scour.", [S("N.4.8")])
    r.p("The wetland next to the trail has a normal water level of 922.3 and a 100-year high water level of 924.0.",
        [F("hwl_100yr_elev_ft", 924.0)])
    r.p("Infiltration is not proposed because the corridor lies in the City's wellhead protection area.",
        [F("infiltration_proposed", False)])
    r.h1("BMPs and City Plan")
    r.p("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas: minimum width alternatives reviewed, "
        "turf buffers, dry swales, and seasonal sweeping.", [S("N.3.0")])
    r.p("Permanent BMPs: dry swales DS-1 and DS-2 with rock checks; turf buffers; riprap aprons at culverts C-3, C-5 "
        "and C-6.", [S("N.3.2")])
    r.p("The project conforms to the Minnetonka Water Resources Management Plan (2019), Minnehaha Creek "
        "subwatershed MC-2; the Engineering Division's plan review memo is attached.", [S("N.4.7")])
    r.h1("Construction")
    boiler.erosion_control(r, 0)
    boiler.maintenance(r, "City of Minnetonka Public Works", 1)
    boiler.limitations(r, "City of Minnetonka Engineering", 1)
    r.h1("Appendix A - HydroCAD")
    boiler.hydrocad_printout(r, "MILLS TRAIL EXISTING", "ex", [("OS-1 upslope", 12.6, 68, 24.0), ("EX-T corridor", 4.6, 62, 14.0)],
                             "40L Creek", {"1": 3.1, "2": 3.9, "5": 5.6, "10": 8.2, "50": 13.4, "100": 16.0}, tags=[E("N.6.A.10")])
    r.page_break()
    boiler.hydrocad_printout(r, "MILLS TRAIL PROPOSED", "pr", [("OS-1 upslope", 12.6, 68, 24.0), ("PR-T corridor", 4.6, 70, 12.0)],
                             "40L Creek", {"1": 3.0, "2": 3.8, "5": 5.5, "10": 8.0, "50": 13.2, "100": 15.9})
    r.h1("Appendix B - City Review and NPDES")
    r.p("Engineering Division plan review memo, September 30, 2025: the trail drainage design was reviewed for "
        "conformance with the City's Water Resources Management Plan; no changes required.", [E("N.6.A.11")])
    r.p("MPCA construction stormwater permit coverage C00077588 issued to the City of Minnetonka, October 2025.", [E("N.6.A.13")])

    site = Site(owner="City of Minnetonka (park land and trail corridor)", pid="various; see C1.0",
                wetland="WETLAND MM-4 (TYPE 3) DELINEATED 2025; MINNEHAHA CREEK FLOODPLAIN SHOWN",
                pond=None, nwl=None, hwl=None, existing_water="Wetland MM-4: NWL 922.3, 100-yr HWL 924.0 (existing and proposed)",
                datum="NGVD 1929", datum_value="NGVD29", contour=2,
                pipes=["Culvert C-3 24\" RCP, INV 920.5", "Culvert C-5 18\" RCP, INV 925.1", "Dry swales DS-1, DS-2"],
                npdes_note="NPDES coverage C00077588.", omit=("easement",))
    ps = PlanSet("City of Minnetonka Engineering", "Minnetonka Mills Trail Connection", "Minnetonka", "23401", "10/01/2025",
                 "Sarah E. Lindqvist", "49120", civil_sheets(site))
    return Package("ext12-11-minnetonka-trail", "N.2.E.2 standalone 12-ft trail fails N.2.E.4; no easement delineation", seed=1211,
                   reports=[r], plans=[(ps, "Mills_Trail_Plans_22x34.pdf", "Mills_Trail_Plans_11x17.pdf")])


def p12_chanhassen_subdivision() -> Package:
    st = Style(body_font="Times-Roman", bold_font="Times-Bold", size=11, numbering="decimal",
               header="Lotus Ridge - Stormwater Management Plan", footer_left="Bavaria Road Engineering, LLC")
    r = Report("Lotus_Ridge_SWMP.pdf", "Lotus Ridge", st)
    r.cover([("title", "LOTUS RIDGE"), ("line", "Stormwater Management Plan - Phases 1 and 2"), ("line", "City of Chanhassen, Carver County"),
             ("line", "Developer: Lotus Ridge Development, Inc."), ("line", "Bavaria Road Engineering, LLC"), ("line", "May 2025")])
    r.toc()
    r.h1("Executive Summary")
    r.p("Lotus Ridge is a single-family residential subdivision of 26 lots on 8.4 acres (3.10 units per acre), "
        "built in two phases under this one application.",
        [F("project_type", "single_family_subdivision"), F("dwelling_units", 26), F("site_area_ac", 8.4), F("density_du_per_ac", 3.10)])
    r.p("Existing impervious surface is 0.22 acres; proposed is 3.05 acres, a net increase of 2.83 acres. Grading "
        "disturbs 7.9 acres. The developer is a private company and will post the District's surety.",
        [F("existing_impervious_ac", 0.22), F("proposed_impervious_ac", 3.05), F("net_impervious_increase_ac", 2.83),
         F("disturbed_area_ac", 7.9), F("applicant_public_entity", False)])
    r.table([["Phase", "Lots", "Year"], ["1", "14", "2026"], ["2", "12", "2027"]], caption="Table 1-1 Phasing", widths=[1.0, 1.0, 1.0])
    r.h1("History")
    r.p("A 9-lot plat (Lotus Woods) was approved by the City in 2008 on 5.1 acres of this land but was never recorded. "
        "The adjoining Lotus Lake Estates (1994) is under separate ownership.")
    boiler.regulatory(r, "Chanhassen", 1, county="Carver")
    r.h1("Alternatives")
    r.p("Alternative 1 (selected): one NURP pond, NURP Pond 1, at the northwest corner, discharging to Basin 14. "
        "Alternative 2 (rejected): a filtration bench and two rain gardens, which could not meet the volume limit for "
        "the landlocked basin.")
    r.h1("Receiving Water and Volume")
    r.p("The site drains to Basin 14, a landlocked depression with no outlet.", [F("landlocked", True)])
    r.p("The developer owns Basin 14 as Outlot B of the plat and will dedicate a flowage easement over it. Back-to-back "
        "100-year events were modeled: the runoff volume leaving the site does not increase (4.61 acre-feet existing, "
        "4.58 acre-feet proposed) and Basin 14 holds both events with 1.4 feet of freeboard to the lowest adjacent "
        "ground.", [S("N.4.5")])
    r.h1("Rate Control")
    r.p("NURP Pond 1 uses the existing low area at the northwest corner; pond and outlet were designed by reservoir "
        "routing of critical-duration events.", [S("N.4.2")])
    r.p("Runoff from 3.2 acres of Lotus Lake Estates backyards enters from the east and is included in the analysis.", [S("N.4.4")])
    r.table([["Event", "Existing (cfs)", "Proposed (cfs)"], ["1-year", "3.3", "2.2"], ["10-year", "9.4", "6.1"], ["50-year", "16.1", "12.0"],
             ["100-year", "19.8", "14.7"]], caption="Table 6-1 Peak discharge to Basin 14", widths=[1.4, 1.4, 1.4],
            tags=[F("peak_rates_cfs", {"1": {"existing": 3.3, "proposed": 2.2}, "10": {"existing": 9.4, "proposed": 6.1},
                                       "100": {"existing": 19.8, "proposed": 14.7}}), E("N.6.A.9")])
    r.p("Off-site water levels are not raised: Basin 14 is on the applicant's land and its bounce is lower than "
        "today.", [S("N.4.3")])
    r.p("The pond is above the projected 100-year flood elevation of Basin 14 and within a drainage and utility "
        "easement on Outlot A.", [S("N.4.6")])
    r.p("The pond outlet ends in a riprap apron with geotextile to minimize erosion and scouring.", [S("N.4.8"), S("N.5.4")])
    r.h1("Water Quality")
    r.p("P8 gives 56 percent annual total phosphorus removal for Alternative 1.", [F("phosphorus_removal_pct", 56.0)])
    r.table([["", "NURP Pond 1"], ["Normal water level", "951.0"], ["100-year HWL", "955.5"], ["EOF", "957.7"], ["Freeboard", "2.2 ft"],
             ["Safety bench", "8 ft wide at 10:1"]], caption="Table 7-1 Pond data", widths=[2.0, 1.6],
            tags=[F("ponds", [{"name": "NURP Pond 1", "safety_bench_width_ft": 8.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.2}]),
                  F("hwl_100yr_elev_ft", 955.5)])
    r.p("The outlet has a skimmer plate that holds floatables back for the 1-year storm.", [S("N.5.2")])
    r.p("The lowest opening on any lot is 958.0 (Lot 4, Block 1), 2.5 feet above the pond HWL.", [F("lowest_opening_elev_ft", 958.0)])
    r.p("Infiltration is not proposed (clay loam, HSG C/D).", [F("infiltration_proposed", False)])
    r.h1("BMPs and City Plan")
    r.p("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas: NURP Pond 1, tree preservation, "
        "reduced street width, and street sweeping by the City.", [S("N.3.0")])
    r.p("Permanent BMP list: NURP Pond 1 and outlet OCS-1 with skimmer; riprap apron; sump manhole STMH-3; Outlot B "
        "native buffer.", [S("N.3.2")])
    r.p("The design conforms to the City of Chanhassen Surface Water Management Plan (2018) for the Lotus Lake "
        "subwatershed; see the City letter in the appendix volume.", [S("N.4.7")])
    r.h1("Construction")
    boiler.erosion_control(r, 1)
    boiler.maintenance(r, "Lotus Ridge Development, Inc., then the City of Chanhassen", 0)
    boiler.limitations(r, "Bavaria Road Engineering, LLC")

    a = Report("Lotus_Ridge_Appendices.pdf", "Lotus Ridge Appendices", Style(numbering="plain", size=10, footer_left="Lotus Ridge - Appendices"))
    a.cover([("title", "Lotus Ridge"), ("line", "Appendices A-E")])
    a.toc("APPENDIX INDEX")
    a.h1("Appendix A - HydroCAD (existing)", number=False)
    boiler.hydrocad_printout(a, "LOTUS RIDGE EXISTING", "ex", [("OS-E Lotus Lake Estates", 3.2, 76, 18.0), ("EX-1 site", 8.4, 70, 22.0)],
                             "14P Basin 14 inflow", {"1": 3.3, "2": 4.3, "5": 6.3, "10": 9.4, "50": 16.1, "100": 19.8}, tags=[E("N.6.A.10")])
    a.h1("Appendix B - HydroCAD (proposed)", number=False)
    boiler.hydrocad_printout(a, "LOTUS RIDGE PROPOSED", "pr", [("OS-E Lotus Lake Estates", 3.2, 76, 18.0), ("P-1 to NURP Pond 1", 7.0, 82, 11.0),
                                                                ("P-2 rear yards", 1.4, 72, 14.0)],
                             "14P Basin 14 inflow", {"1": 2.2, "2": 2.9, "5": 4.2, "10": 6.1, "50": 12.0, "100": 14.7})
    a.h1("Appendix C - P8", number=False)
    a.mono(["P8 v3.5  LOTUS-ALT1", "Device NURP POND 1 perm pool 1.92 ac-ft", "TP removal 56.0 %", "TSS removal 84.1 %"])
    a.h1("Appendix D - Soil Borings", number=False)
    a.table([["Boring", "Soil", "Water"], ["B-1", "Clay loam to 14 ft", "none"], ["B-2", "Clay loam, silt seams", "11 ft"]],
            caption="Borings, April 2025", widths=[1.0, 2.6, 1.2], tags=[E("N.6.C")])
    a.h1("Appendix E - City Letter and MPCA Coverage", number=False)
    a.p("City of Chanhassen Water Resources, April 22, 2025: staff reviewed the Lotus Ridge stormwater plan; it is "
        "consistent with the City's Surface Water Management Plan.", [E("N.6.A.11")])
    a.p("MPCA construction stormwater permit coverage C00075177 issued to Lotus Ridge Development, Inc., May 2025.", [E("N.6.A.13")])
    a.h1("Appendix F - Maintenance Agreement", number=False)
    a.p("Stormwater Facilities Maintenance Agreement on the District's Maintenance Agreement Form, signed by Lotus "
        "Ridge Development, Inc. and the City of Chanhassen: NURP Pond 1, outlet OCS-1, culverts and the riprap "
        "outfall; inspection twice a year, sediment removal when the pool depth is reduced by 25 percent. It will be "
        "recorded with Carver County before any land-altering activity.", [E("N.6.B")])

    site = Site(owner="Lotus Ridge Development, Inc.", pid="25-0171000",
                wetland="BASIN 14 (LANDLOCKED, TYPE 2 WETLAND) DELINEATED 2024",
                pond="NURP POND 1", nwl=951.0, hwl=955.5, existing_water="Basin 14: normal 946.2 (no outlet); see report for bounce",
                datum="NGVD 1929", datum_value="NGVD29", contour=2,
                pipes=["18\" RCP to NURP Pond 1, INV 951.0", "15\" RCP outlet OCS-1 to Basin 14, INV 951.0"],
                easement="Drainage and utility easement over Outlot A (pond); flowage easement over Outlot B (Basin 14).",
                npdes_note="NPDES coverage C00075177.")
    ps = PlanSet("Bavaria Road Engineering, LLC", "Lotus Ridge", "Chanhassen", "BRE-25-019", "05/12/2025", "Henrik O. Dahl", "46655",
                 civil_sheets(site))
    return Package("ext12-12-chanhassen-subdivision", "N.2.C.3 medium density 3.10 u/ac; landlocked; bench 8 ft", seed=1212,
                   reports=[r, a], plans=[(ps, "Lotus_Ridge_Plans_Full.pdf", "Lotus_Ridge_Plans_11x17.pdf")])


def packages() -> list[Package]:
    return [p09_county_road(), p10_orono_street(), p11_minnetonka_trail(), p12_chanhassen_subdivision()]
