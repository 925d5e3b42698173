"""Packages that are one phase of a larger scheme: a business park, townhomes, a subdivision.

Each is a different firm's document set; each states the earlier phases its own way, and the
truth records the aggregate only where the pages establish common ownership of adjacent
sites developed since Rule N took effect.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external16 import appendix as ap
from corpus.external16.doc import ANSI_D, ARCH_D, TABLOID, F, S, X
from corpus.external16.package import Pkg
from corpus.external16.plans import PlanSet, Sheet


def business_park_phase2(root: Path) -> Pkg:
    """A developer's engineer files phase 2; phase 1 (same owner, 2019) shares the pond."""
    p = Pkg(root, "x16-01-carlson-park-ph2", 1601, "industrial phase 2, common scheme 9.6 ac -> D.3; TP 47%")
    d = p.doc("01_Stormwater_Management_Report.pdf", font="Times-Roman", size=10.5,
                  footer="Kestrel Civil Engineering, Inc.  |  Carlson Business Park Phase 2  |  page {page}")
    d.line("STORMWATER MANAGEMENT REPORT", bold=True, size=16, center=True)
    d.line("Carlson Business Park - Phase 2 (Carlson Business Park 2nd Addition)", size=12, center=True)
    d.line("City of Plymouth, Hennepin County, Minnesota", center=True)
    d.line("Prepared for Carlson Ridge Partners LLC  -  March 14, 2025  -  KCE Project No. 24-0417", center=True)
    d.space(14)
    d.heading("1. Project Summary")
    d.para("Carlson Ridge Partners LLC proposes two office/warehouse buildings (58,400 sf and 41,200 sf floor area) "
           "with 164 parking stalls and truck courts on Lot 1, Block 1, Carlson Business Park 2nd Addition "
           "(PID 22-118-22-31-0007). The land use is light industrial (zoned I-1).", F("project_type", "industrial"))
    d.para("The Phase 2 parcel is 5.40 acres.", F("site_area_ac", 5.4))
    d.para("Phase 1 of the business park (Lot 1, Block 1, Carlson Business Park; 4.2 ac) was developed by the "
           "same owner in 2019 under MCWD Permit 19-114 and drains to the same regional pond. Together with "
           "Phase 1 (4.2 ac), the common scheme totals 9.6 acres, and the District's requirements are applied "
           "to the aggregate: Sections 3, 4 and 5 of Rule N.", F("common_scheme_area_ac", 9.6))
    d.para("The land north of the site (Outlot A, 12.7 acres) is owned by Three Rivers Park District and is not "
           "part of this scheme.")
    d.table([["Land cover (Phase 2 parcel)", "Existing (ac)", "Proposed (ac)"],
             ["Impervious surface", "0.00", "3.71"],
             ["Pervious (turf, prairie, pond)", "5.40", "1.69"],
             ["Net increase in impervious", "", "3.71"]], [230, 100, 100],
            tags=[[], [F("existing_impervious_ac", 0.0), F("proposed_impervious_ac", 3.71)], [],
                  [F("net_impervious_increase_ac", 3.71)]])
    d.para("Land disturbance: 5.8 acres, which includes 0.4 acre of grading on the Phase 1 parcel to enlarge "
           "the shared pond.", F("disturbed_area_ac", 5.8))
    d.para("The applicant is a private limited liability company, not a public entity; a performance bond "
           "will be posted following Board approval.", F("applicant_public_entity", False))
    d.heading("2. Hydrology and Rate Control")
    d.para("The site was modeled in HydroCAD 10 using Atlas 14 rainfall depths and MSE 3 distributions. The "
           "existing natural depression at the southwest corner is retained and enlarged as the regional pond "
           "(Pond P-1); detention and the outlet were sized by reservoir routing of the critical-duration "
           "events.", S("N.4.2"))
    d.para("A 31.5-acre off-site drainage area from Vicksburg Lane and the residential area to the north enters "
           "the site in a 36-inch RCP; it is routed through the site in the analysis and bypasses Pond P-1 in a "
           "separate storm sewer sized for the 100-year event.", S("N.4.4"))
    d.table([["Event (24-hr)", "Existing (cfs)", "Proposed (cfs)"],
             ["1-year (2.49 in)", "4.8", "3.1"],
             ["2-year (2.87 in)", "6.0", "4.2"],
             ["10-year (4.26 in)", "11.6", "9.4"],
             ["100-year (7.44 in)", "24.9", "22.7"]], [150, 100, 100],
            tags=[[X("N.6.A.9")], [F("peak_rates_cfs", _rates((4.8, 3.1), (11.6, 9.4), (24.9, 22.7)))], [], [], []])
    d.para("Because peak rates leaving the site at the Vicksburg Lane culvert decrease for every event and the "
           "pond outlet discharges to the existing ditch, water levels off the site will not be adversely "
           "affected during or after construction.", S("N.4.3"))
    d.para("Pond P-1 lies above the projected 100-year flood elevation of the Elm Creek tributary and within the "
           "drainage and utility easement dedicated on the plat.", S("N.4.6"))
    d.para("The stormwater design conforms to the City of Plymouth Surface Water Management Plan (2018); the "
           "City's review letter is attached as Appendix C.", S("N.4.7"))
    d.para("The pond outlet and the 36-inch bypass discharge onto Class III riprap aprons with geotextile to "
           "minimize erosion and scouring.", S("N.4.8"), S("N.5.4"))
    d.heading("3. Water Quality")
    d.para("P8 modeling of the combined Phase 1 and Phase 2 tributary area gives an annual total phosphorus "
           "removal of 47% at the site outlet. The permanent pool was sized on the total tributary drainage "
           "area.", F("phosphorus_removal_pct", 47))
    d.para("The pond outlet structure has a submerged inlet and a skimmer baffle to retain floatables for "
           "runoff up to the 1-year event.", S("N.5.2"))
    d.table([["Pond", "NWL", "100-yr HWL", "Bench width", "Bench slope", "Freeboard"],
             ["P-1 (shared)", "940.0", "944.3", "10 ft", "10:1", "2.5 ft"]], [90, 60, 70, 80, 80, 70],
            tags=[[], [F("ponds", [{"name": "P-1", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10,
                                    "freeboard_ft": 2.5}])]])
    d.para("Infiltration is not proposed: the soil borings (Appendix D) found lean clay to 14 feet.",
           F("infiltration_proposed", False))
    d.para("The receiving ditch is not landlocked; it flows to Elm Creek.", F("landlocked", False))
    d.para("Lowest opening of the new buildings: 948.6; 100-year HWL of Pond P-1: 944.3.",
           F("lowest_opening_elev_ft", 948.6), F("hwl_100yr_elev_ft", 944.3))
    d.heading("4. Best Management Practices")
    d.para("Site design limits new impervious surface (shared drive aisles, landbanked parking), and the BMPs "
           "follow the MPCA manual Protecting Water Quality in Urban Areas.", S("N.3.0"))
    d.para("Permanent BMPs: (1) wet pond P-1 with skimmer outlet; (2) sump manholes with SAFL baffles at "
           "STMH-4 and STMH-9; (3) native prairie on 1.1 acres; (4) riprap outlet aprons.", S("N.3.2"))
    d.new_page()
    d.heading("Appendices")
    d.line("A. HydroCAD and P8 computations (existing and proposed, 1-, 2-, 10-, 100-year)")
    d.line("B. MPCA NPDES construction stormwater permit coverage")
    d.line("C. City of Plymouth engineering review letter (conformance with the City SWMP)")
    d.line("D. Geotechnical soil boring logs (Braun Intertec, January 2025)")
    d.line("Phase 1 approval: MCWD Permit 19-114, issued June 3, 2019 (not attached).")
    d.line("Plans: one full-size set (24 x 36) and one reduced set (11 x 17), sheets C1.0 - C5.0.")
    ap.computations(d, "Appendix A - HydroCAD node summary and P8 results", [
        ["Node", "1-yr peak out", "10-yr peak out", "100-yr peak out", "P8 TP removal"],
        ["1P Pond P-1", "3.1 cfs", "9.4 cfs", "22.7 cfs", "47%"],
        ["2P STMH-9 sump", "-", "-", "-", "(pretreatment)"],
        ["3R Bypass 36in", "11.2 cfs", "27.0 cfs", "48.5 cfs", "-"]])
    ap.npdes_card(d, "C00071843", "Carlson Business Park Phase 2", "Carlson Ridge Partners LLC", "2/27/2025", 5.8)
    ap.city_letter(d, "Plymouth", "February 20, 2025", "Carlson Business Park Phase 2", "D. Campbell",
                   "Surface Water Management Plan (2018)")
    ap.borings(d, "Braun Intertec", [("B-1", "14 ft", "Lean clay (CL), moist, stiff"),
                                     ("B-2", "16 ft", "Lean clay (CL) over clayey sand (SC)"),
                                     ("B-5", "20 ft", "Fill 2 ft; lean clay (CL); groundwater not encountered")])
    d.save()
    plans = PlanSet("Kestrel Civil Engineering, Inc.", "7600 Bass Lake Road, Suite 210, New Hope, MN 55428",
                    "Carlson Business Park - Phase 2", "Carlson Ridge Partners LLC", "Megan R. Holmquist", "48812",
                    "03/14/2025", [
                        Sheet("C1.0", "EXISTING CONDITIONS AND PROPERTY", notes=[
                            ("Boundary and lands owned by Carlson Ridge Partners LLC shown heavy dashed.", [X("N.6.A.1")]),
                            ("No wetlands, shoreland or floodplain areas exist on the Phase 2 parcel (wetland "
                             "delineation by Kjolhaug Environmental, 2024).", [X("N.6.A.4")]),
                            ("Elevations on NGVD 1929 datum. Contours at 2-foot intervals.",
                             [F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2)])],
                              labels=[("PID 22-118-22-31-0007  5.40 AC", [])]),
                        Sheet("C2.0", "DRAINAGE AREA MAP - EXISTING AND PROPOSED", notes=[
                            ("Off-site subwatershed OS-1 (31.5 ac) and existing/proposed on-site subwatersheds "
                             "delineated.", [X("N.6.A.2")])], labels=[("OS-1 31.5 AC", []), ("P-1A 3.9 AC", [])]),
                        Sheet("C3.0", "GRADING AND STORM SEWER PLAN", notes=[
                            ("Existing and proposed storm sewer, pond and outlet: location, alignment and "
                             "inverts shown.", [X("N.6.A.3")]),
                            ("Pond P-1: NWL 940.0 (existing 938.2), 100-year HWL 944.3 (existing 943.1).", [X("N.6.A.6")]),
                            ("Drainage and utility easement over Pond P-1 per plat, Doc. No. A11298754.", [X("N.6.A.12")])],
                              pond=True, buildings=2),
                        Sheet("C4.0", "POND P-1 SECTIONS AND OUTLET DETAILS", notes=[
                            ("Construction details and specifications for Pond P-1, outlet control structure "
                             "OCS-1 and riprap aprons.", [X("N.6.A.8")])], pond=True, buildings=0),
                        Sheet("C5.0", "EROSION AND SEDIMENT CONTROL PLAN", notes=[
                            ("SWPPP per MPCA general permit. Silt fence, rock entrance, inlet protection.", [])]),
                    ])
    p.plans("02_Plans_Full_Size_24x36.pdf", ARCH_D, plans, "plan_set.full_size")
    p.plans("03_Plans_Reduced_11x17.pdf", TABLOID, plans, "plan_set.reduced")
    return p


def _rates(one: tuple[float, float], ten: tuple[float, float], hundred: tuple[float, float]) -> dict:
    return {e: {"existing": a, "proposed": b} for e, (a, b) in (("1", one), ("10", ten), ("100", hundred))}


def townhomes_phase3(root: Path) -> Pkg:
    """A townhome builder's third phase, with a phase table and a total."""
    p = Pkg(root, "x16-05-rolling-meadow-ph3", 1605, "multi-unit 4.1 ac phase, 3 phases 10.6 ac -> C.3; 100-yr up")
    d = p.doc("RollingMeadow_Ph3_Permit_Narrative.pdf", font="Helvetica", size=10,
                  header="Brightwater Homes  /  Rolling Meadow Townhomes 3rd Addition  /  MCWD Permit Application",
                  footer="{page}")
    d.line("Rolling Meadow Townhomes 3rd Addition", bold=True, size=15)
    d.line("Victoria, Minnesota  -  Stormwater Narrative  -  April 2025", size=11)
    d.space(8)
    d.heading("Project")
    d.para("Brightwater Homes, Inc. will build 22 townhome units in five buildings on the 3rd Addition parcel "
           "south of Bavaria Road.", F("dwelling_units", 22), F("project_type", "multi_unit_residential"))
    d.para("3rd Addition site area: 4.1 acres.", F("site_area_ac", 4.1))
    d.heading("Rolling Meadow phases (all owned and developed by Brightwater Homes, Inc.)")
    d.table([["Phase", "Plat", "MCWD permit", "Built", "Area (ac)", "Units"],
             ["1", "Rolling Meadow", "19-043", "2019-20", "3.6", "18"],
             ["2", "Rolling Meadow 2nd Addition", "21-118", "2021-22", "2.9", "16"],
             ["3", "Rolling Meadow 3rd Addition", "this application", "2025-26", "4.1", "22"],
             ["Total", "", "", "", "10.6", "56"]], [45, 160, 90, 60, 60, 45],
            tags=[[], [], [], [], [F("common_scheme_area_ac", 10.6)]])
    d.para("The three phases are adjacent and under common ownership, so under MCWD Rule N paragraph G they are "
           "considered in the aggregate (10.6 acres), and Sections 3, 4 and 5 apply.")
    d.heading("Impervious surface and disturbance")
    d.para("Existing impervious on the 3rd Addition parcel: 0.00 ac (row crops). Proposed impervious: 1.86 ac "
           "(roofs, private street, driveways and walks).",
           F("existing_impervious_ac", 0.0), F("proposed_impervious_ac", 1.86))
    d.para("Area to be graded: 4.3 acres. No surety is expected because less than five acres are disturbed; "
           "Brightwater Homes is a private developer (not a public entity).",
           F("disturbed_area_ac", 4.3), F("applicant_public_entity", False))
    d.heading("Rate control")
    d.para("Runoff is routed (HydroCAD, Atlas 14) through the existing low area in the northeast corner, "
           "deepened as Pond 3; outlets were designed by reservoir routing of critical-duration storms.", S("N.4.2"))
    d.table([["Peak discharge at south property line", "1-yr", "10-yr", "50-yr", "100-yr"],
             ["Existing (cfs)", "2.2", "6.9", "11.3", "14.2"],
             ["Proposed (cfs)", "1.4", "5.8", "10.7", "14.9"]], [220, 55, 55, 55, 55],
            tags=[[X("N.6.A.9")], [F("peak_rates_cfs", _rates((2.2, 1.4), (6.9, 5.8), (14.2, 14.9)))], []])
    d.para("Drainage from the 6.8-acre wooded area west of the site (Carver County Parks) is carried through "
           "Pond 3 and was included in all routings.", S("N.4.4"))
    d.para("Pond 3 is above the 100-year flood elevation of the Wasserman Lake floodplain and lies within a "
           "drainage and utility easement.", S("N.4.6"))
    d.para("The plans were reviewed by the City of Victoria for conformance with its Local Surface Water "
           "Management Plan; see the City's letter (Attachment 4).", S("N.4.7"))
    d.para("Flared-end outlets have riprap and an energy dissipator to limit erosion and scour.", S("N.4.8"), S("N.5.4"))
    d.heading("Water quality")
    d.para("MIDS calculator: 55% annual TP removal for the 3rd Addition drainage area.", F("phosphorus_removal_pct", 55))
    d.para("Pond 3 outlet has a baffle weir to hold back floatables through the 1-year storm.", S("N.5.2"))
    d.para("Pond 3: 10-foot safety bench at 10:1, 2.0 feet of freeboard above the 100-year level (978.9).",
           F("ponds", [{"name": "Pond 3", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10,
                        "freeboard_ft": 2.0}]))
    d.para("Lowest opening of the new townhomes is 981.5, versus the Pond 3 100-year HWL of 978.9.",
           F("lowest_opening_elev_ft", 981.5), F("hwl_100yr_elev_ft", 978.9))
    d.para("Soils are Lester-Kilkenny loams (hydrologic group C); infiltration is not proposed.",
           F("infiltration_proposed", False))
    d.heading("BMPs")
    d.para("BMPs are designed per the MPCA's Protecting Water Quality in Urban Areas: clustered buildings to limit "
           "impervious area, Pond 3, and 6 inches of amended topsoil.", S("N.3.0"))
    d.para("Permanent BMP list: Pond 3 (wet pond with baffle weir); soil amendment on all turf; riprap outlets.", S("N.3.2"))
    d.new_page()
    d.heading("Attachments")
    d.line("1. HydroCAD report and MIDS calculator output")
    d.line("2. NPDES/SDS construction stormwater permit coverage")
    d.line("3. Plan set (22x34 full size, and 11x17 half size)")
    d.line("4. City of Victoria review letter")
    ap.computations(d, "Attachment 1 - HydroCAD summary (Rolling Meadow 3rd Addition)", [
        ["Node", "1-yr", "10-yr", "100-yr", "Peak elev 100-yr"],
        ["Pond 3 outflow", "1.4 cfs", "5.8 cfs", "14.9 cfs", "978.9"],
        ["OS off-site inflow", "0.9 cfs", "3.8 cfs", "8.1 cfs", "-"]])
    ap.npdes_card(d, "C00072155", "Rolling Meadow Townhomes 3rd Addition", "Brightwater Homes, Inc.", "4/9/2025", 4.3)
    ap.city_letter(d, "Victoria", "March 28, 2025", "Rolling Meadow Townhomes 3rd Addition", "K. Ostlund",
                   "Local Surface Water Management Plan")
    d.save()
    plans = PlanSet("Meridian Land Engineering", "1250 Lake Drive West, Chanhassen, MN 55317",
                    "Rolling Meadow Townhomes 3rd Addition", "Brightwater Homes, Inc.", "Tyler J. Vang", "51907",
                    "4/2/25", [
                        Sheet("1", "EXISTING CONDITIONS", notes=[
                            ("Property boundary of the 3rd Addition; lands of Brightwater Homes shown.", [X("N.6.A.1")]),
                            ("No wetland, shoreland or floodplain on the 3rd Addition parcel.", [X("N.6.A.4")]),
                            ("2' contours. Datum: NGVD 29.", [F("contour_interval_ft", 2), F("vertical_datum", "NGVD29")])]),
                        Sheet("2", "DRAINAGE AREA MAPS", notes=[
                            ("Existing and proposed drainage areas, with off-site area OS (6.8 ac).", [X("N.6.A.2")])]),
                        Sheet("3", "GRADING, DRAINAGE AND STORM SEWER", notes=[
                            ("Existing and proposed storm sewer and Pond 3, with inverts.", [X("N.6.A.3")]),
                            ("Pond 3 NWL 975.0; 100-yr HWL 978.9 (existing low area 100-yr 977.6).", [X("N.6.A.6")]),
                            ("D&U easement over Pond 3 per plat.", [X("N.6.A.12")])], pond=True, buildings=3),
                        Sheet("4", "STORM SEWER AND POND DETAILS", notes=[
                            ("Pond 3 outlet structure, baffle weir, riprap details and specifications.", [X("N.6.A.8")])],
                              pond=True, buildings=0),
                    ])
    p.plans("RollingMeadow_Ph3_Plans_22x34.pdf", ANSI_D, plans, "plan_set.full_size")
    p.plans("RollingMeadow_Ph3_Plans_11x17.pdf", TABLOID, plans, "plan_set.reduced")
    return p


def subdivision_phase2(root: Path) -> Pkg:
    """A 6.2-acre low-density phase in a 21.3-acre scheme; the pond bench is too narrow and steep."""
    p = Pkg(root, "x16-10-hamel-creek-2nd", 1610, "SF subdivision 6.2 ac phase, scheme 21.3 ac -> B.3; bench 8 ft 6:1")
    d = p.doc("Hamel_Creek_Preserve_2nd_Addn_SWMP.pdf", font="Courier", size=9.5)
    d.line("HAMEL CREEK PRESERVE 2ND ADDITION", bold=True, size=13)
    d.line("STORMWATER MANAGEMENT PLAN - MEDINA, MN", bold=True)
    d.line("TAMARACK LAND COMPANY  /  PREPARED BY NORTHFIELD CIVIL GROUP  /  05-09-2025")
    d.space(10)
    d.heading("PROJECT DESCRIPTION")
    d.para("THE 2ND ADDITION PLATS 8 SINGLE-FAMILY LOTS ON 6.2 ACRES (1.29 UNITS PER ACRE).",
           F("dwelling_units", 8), F("site_area_ac", 6.2), F("density_du_per_ac", 1.29),
           F("project_type", "single_family_subdivision"))
    d.para("THE PHASE 2 PLAT IS CARVED FROM THE 46-ACRE TESSMAN FARM PARENT PARCEL (PID 03-118-23-44-0002); THE "
           "REMAINDER STAYS IN AGRICULTURE WITH THE SELLER, AN UNRELATED PARTY.")
    d.para("PHASE 1 (HAMEL CREEK PRESERVE, 15.1 ACRES, 22 LOTS) WAS PLATTED AND BUILT BY TAMARACK LAND COMPANY "
           "IN 2018 UNDER MCWD PERMIT 18-066 AND ADJOINS PHASE 2 ON THE EAST. TOGETHER WITH PHASE 1 THE COMMON "
           "SCHEME OF DEVELOPMENT TOTALS 21.3 ACRES; RULE N SECTIONS 3, 4 AND 5 APPLY.",
           F("common_scheme_area_ac", 21.3))
    d.para("EXISTING IMPERVIOUS (FARM DRIVE AND MACHINE SHED): 0.12 AC. PROPOSED IMPERVIOUS: 1.45 AC. NET "
           "INCREASE: 1.33 AC.", F("existing_impervious_ac", 0.12), F("proposed_impervious_ac", 1.45),
           F("net_impervious_increase_ac", 1.33))
    d.para("DISTURBED AREA: 5.6 AC. APPLICANT IS A PRIVATE DEVELOPER; SURETY WILL BE PROVIDED.",
           F("disturbed_area_ac", 5.6), F("applicant_public_entity", False))
    d.heading("RATE CONTROL")
    d.table([["EVENT", "EX (CFS)", "PR (CFS)"], ["1-YR", "3.4", "2.1"], ["5-YR", "7.9", "6.0"],
             ["10-YR", "10.8", "8.7"], ["100-YR", "22.6", "19.9"]], [90, 80, 80],
            tags=[[X("N.6.A.9")], [F("peak_rates_cfs", _rates((3.4, 2.1), (10.8, 8.7), (22.6, 19.9)))]])
    d.para("POND 2 USES THE EXISTING LOW AREA NEAR HAMEL ROAD; OUTLETS WERE SIZED BY RESERVOIR ROUTING OF THE "
           "CRITICAL-DURATION 24-HOUR EVENTS (HYDROCAD).", S("N.4.2"))
    d.para("OFF-SITE RUNOFF FROM 9.4 ACRES OF FARMLAND TO THE NORTH IS ROUTED THROUGH POND 2 IN ALL MODELS.", S("N.4.4"))
    d.para("DOWNSTREAM WATER LEVELS IN THE HAMEL CREEK CULVERT ARE UNCHANGED OR LOWER FOR ALL EVENTS; NO ADVERSE "
           "OFF-SITE EFFECT DURING OR AFTER CONSTRUCTION.", S("N.4.3"))
    d.para("POND 2 IS ABOVE THE 100-YEAR FLOOD ELEVATION OF HAMEL CREEK AND INSIDE A DRAINAGE AND UTILITY "
           "EASEMENT ON THE PLAT.", S("N.4.6"))
    d.para("DESIGN IS CONSISTENT WITH THE CITY OF MEDINA LOCAL SURFACE WATER MANAGEMENT PLAN.", S("N.4.7"))
    d.para("POND OUTFALL: RIPRAP APRON, CLASS II, WITH FILTER FABRIC.", S("N.4.8"), S("N.5.4"))
    d.heading("WATER QUALITY")
    d.para("P8 RESULT: 61 PERCENT ANNUAL TP REMOVAL.", F("phosphorus_removal_pct", 61))
    d.para("POND 2 OUTLET: SKIMMER STRUCTURE FOR FLOATABLES (1-YEAR EVENT).", S("N.5.2"))
    d.para("POND 2: SAFETY BENCH 8 FT WIDE AT 6:1; FREEBOARD 2.0 FT ABOVE THE 100-YR HWL 987.4.",
           F("ponds", [{"name": "Pond 2", "safety_bench_width_ft": 8, "safety_bench_slope_h_per_v": 6,
                        "freeboard_ft": 2.0}]))
    d.para("LOWEST OPENINGS OF THE NEW HOMES: 990.5 MINIMUM; POND 2 100-YR HWL 987.4.",
           F("lowest_opening_elev_ft", 990.5), F("hwl_100yr_elev_ft", 987.4))
    d.para("NO INFILTRATION IS PROPOSED (HYDROLOGIC SOIL GROUP D). THE SITE IS NOT LANDLOCKED.",
           F("infiltration_proposed", False), F("landlocked", False))
    d.heading("BMPS")
    d.para("BMPS FOLLOW THE MPCA MANUAL PROTECTING WATER QUALITY IN URBAN AREAS. PERMANENT BMPS: POND 2; "
           "SKIMMER; RIPRAP; 40-FOOT NATIVE BUFFER ALONG HAMEL CREEK.", S("N.3.0"), S("N.3.2"))
    d.heading("ENCLOSURES")
    d.line("HYDROCAD AND P8 COMPUTATIONS; MPCA PERMIT COVERAGE; CITY OF MEDINA REVIEW MEMO")
    ap.computations(d, "HYDROCAD / P8 SUMMARY - POND 2", [
        ["NODE", "1-YR", "10-YR", "100-YR", "TP REMOVAL"],
        ["POND 2 OUT", "2.1 CFS", "8.7 CFS", "19.9 CFS", "61%"],
        ["OS-N INFLOW", "1.8 CFS", "6.2 CFS", "12.4 CFS", "-"]])
    ap.npdes_card(d, "C00072410", "Hamel Creek Preserve 2nd Addition", "Tamarack Land Company", "5/1/2025", 5.6)
    ap.city_letter(d, "Medina", "April 22, 2025", "Hamel Creek Preserve 2nd Addition", "J. Scherer",
                   "Local Surface Water Management Plan")
    d.save()
    plans = PlanSet("Northfield Civil Group", "300 Second Street, Wayzata, MN 55391", "Hamel Creek Preserve 2nd Addition",
                    "Tamarack Land Company", "Aaron P. Kline", "45520", "05/09/2025", [
                        Sheet("C-1", "EXISTING CONDITIONS", notes=[
                            ("PLAT BOUNDARY AND LANDS OF TAMARACK LAND COMPANY.", [X("N.6.A.1")]),
                            ("WETLAND DELINEATED ALONG HAMEL CREEK (OUTSIDE LOTS); FEMA ZONE A SHOWN.", [X("N.6.A.4")]),
                            ("CONTOUR INTERVAL 2 FEET, NGVD 1929.", [F("contour_interval_ft", 2), F("vertical_datum", "NGVD29")])]),
                        Sheet("C-2", "DRAINAGE MAPS", notes=[
                            ("EXISTING AND PROPOSED SUBWATERSHEDS; OFF-SITE AREA OS-N 9.4 AC.", [X("N.6.A.2")])]),
                        Sheet("C-3", "GRADING AND STORM SEWER", notes=[
                            ("STORM SEWER AND POND 2 LOCATION, ALIGNMENT, INVERTS (EXISTING AND PROPOSED).", [X("N.6.A.3")]),
                            ("POND 2 NWL 983.0 / 100-YR HWL 987.4; EXISTING LOW AREA 100-YR 986.1.", [X("N.6.A.6")]),
                            ("DRAINAGE AND UTILITY EASEMENT OVER POND 2.", [X("N.6.A.12")])], pond=True, buildings=0),
                        Sheet("C-4", "DETAILS AND SPECIFICATIONS", notes=[
                            ("POND 2 OUTLET, SKIMMER AND RIPRAP DETAILS; SPECIFICATIONS.", [X("N.6.A.8")])]),
                    ])
    p.plans("Hamel_Creek_2nd_Plans_FULL.pdf", ARCH_D, plans, "plan_set.full_size")
    p.plans("Hamel_Creek_2nd_Plans_HALF.pdf", TABLOID, plans, "plan_set.reduced")
    return p
