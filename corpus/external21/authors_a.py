"""Authors 1-6: a small Excelsior civil firm (scanned letter), a church's consultant in
Wayzata, a school district's engineer in Edina, an industrial developer's engineer in
Hopkins, and two city engineering departments (St. Louis Park, Minnetonka).

Every number that is a fact is tagged where it is drawn; every other number on these
pages (floor areas, stalls, PIDs, zoning limits, 2-yr storms) is a distractor on purpose.
"""

from __future__ import annotations

from reportlab.lib.pagesizes import letter

from corpus.external21.common import Pkg
from corpus.external21.plans import FULL_22x34, FULL_24x36, REDUCED_11x17, cert, plan_set
from corpus.external21.writer import F, S, Writer, X


def excelsior_pad(p: Pkg) -> None:
    """0.38-acre commercial pad (N.2.D.1), +7% impervious, letter report, scanned."""
    name = p.file("Water_St_Stormwater_Letter.pdf")
    p.scans.append(("_src_letter.pdf", name))
    w = Writer(p.root, name, p.rec, font="Times-Roman", size=11, draw_to="_src_letter.pdf")
    w.para("LAKESIDE CIVIL & SURVEY, INC.   |   PO Box 114, Excelsior, MN 55331   |   952-555-0148", size=9)
    w.para("March 3, 2026")
    w.para("Minnehaha Creek Watershed District, Permitting, 15320 Minnetonka Blvd, Minnetonka, MN 55345")
    w.para("RE: 226 Water Street, Excelsior - Restaurant Pad Redevelopment (PID 34-117-23-21-0045)")
    w.para("Dear Permitting Staff:")
    w.para("On behalf of Lakeside Hospitality LLC we submit this letter in support of a Rule N permit for the "
           "commercial redevelopment of the former bank pad at 226 Water Street. The existing one-story bank "
           "and drive-through canopy will be demolished and replaced with a 4,200 square foot restaurant "
           "with an outdoor patio.", tags=[F("project_type", "commercial")])
    w.para("The parcel is 0.38 acres (16,553 sq. ft.) and is the project area. The adjoining municipal lot to "
           "the east (0.61 acres, City of Excelsior) is not part of this application.",
           tags=[F("site_area_ac", 0.38), X("N.6.D")])
    w.para("Approximately 0.35 acres will be disturbed; the 12-foot strip along the alley is left alone.",
           tags=[F("disturbed_area_ac", 0.35)])
    w.para("Applicant is a public entity: No.", tags=[F("applicant_public_entity", False)])
    w.heading("Impervious surface", size=12)
    w.para("The existing site is about 79% impervious. The zoning code allows up to 85% lot coverage in the "
           "CBD district, so both conditions are within the city limit. By surface:")
    w.table([["Surface", "Existing (sq. ft.)", "Proposed (sq. ft.)"],
             ["Building roof", "3,850", "4,200"], ["Parking and drive aisle", "7,740", "7,912"],
             ["Sidewalks", "1,478", "1,377"], ["Patio", "0", "450"],
             ["Total impervious", "13,068", "13,939"]], [190, 130, 130],
            tags=[F("existing_impervious_ac", 0.30), F("proposed_impervious_ac", 0.32)])
    w.para("Net new impervious is 871 sq. ft. (0.02 acres), roughly 7 percent more than today. Parking drops "
           "from 34 stalls to 31 to make room for the patio.", tags=[F("net_impervious_increase_ac", 0.02), X("N.6.E")])
    w.heading("Best management practices", size=12)
    w.para("Site design follows the MPCA manual Protecting Water Quality in Urban Areas: the patio replaces "
           "a drive-through lane, roof drains are disconnected to landscaped areas, and erosion and sediment "
           "controls (silt fence, inlet protection, rock entrance) stay until turf is established.",
           tags=[S("N.3.0")])
    w.para("Permanent BMPs: (1) a 420 sq. ft. lined biofiltration basin with underdrain at the northwest "
           "corner; (2) a sump manhole with a SAFL Baffle ahead of the Water Street connection; (3) roof drain "
           "disconnection to the east planting bed.", tags=[S("N.3.2")])
    w.para("Infiltration is not proposed: the borings found Hayden clay loam over dense till, so the "
           "biofiltration basin is lined.", tags=[F("infiltration_proposed", False)])
    w.heading("Building elevation", size=12)
    w.para("The 100-year high water level of Lake Minnetonka is 931.5 (NGVD 1929). The lowest opening of the "
           "new restaurant, the service door on the north wall, is at 942.3, more than 10 feet above it.",
           tags=[F("hwl_100yr_elev_ft", 931.5), F("lowest_opening_elev_ft", 942.3), F("vertical_datum", "NGVD29")])
    w.para("For reference, the 2-year, 24-hour rainfall is 2.8 inches (Atlas 14); no rate control is proposed "
           "because Rule N asks only for BMPs on a site under one-half acre. A 1957 aerial shows the lot already "
           "paved.")
    w.para("Sincerely,")
    w.para("Dana Kowalczyk, Project Engineer")
    w.close()


def wayzata_church(p: Pkg) -> None:
    """2.90-acre church campus (N.2.D.2), parking rebuild + hall addition, 11% more impervious.

    Deficiencies: 100-yr proposed peak above existing; plans on NAVD 88."""
    rep = p.file("Narrative/Stormwater_Management_Report.pdf")
    w = Writer(p.root, rep, p.rec, font="Helvetica", size=10, header="Lakeview Lutheran Church - Parking & Fellowship Hall",
               footer="Carlson Pederson Engineering")
    w.heading("STORMWATER MANAGEMENT REPORT", size=16)
    w.para("Lakeview Lutheran Church, 1010 Rice Street East, Wayzata, Minnesota")
    w.para("Prepared for submittal to the Minnehaha Creek Watershed District, February 2026")
    w.heading("1. Project Description")
    w.para("Lakeview Lutheran proposes an institutional campus improvement: the north parking lot will be fully "
           "reconstructed (not a mill and overlay) and a 6,800 sq. ft. fellowship hall added to the east side of "
           "the sanctuary.", tags=[F("project_type", "institutional")])
    w.para("The church property totals 2.90 acres and is the site area for this application. The adjacent "
           "Wayzata Public Library parcel (1.3 acres) is owned by the City and is not part of the project.",
           tags=[F("site_area_ac", 2.90), X("N.6.D")])
    w.para("Land disturbance is limited to the parking lot and addition footprint, 1.60 acres in all.",
           tags=[F("disturbed_area_ac", 1.60)])
    w.heading("2. Impervious Surfaces")
    w.para("Today 1.84 acres of the campus are impervious (roof, lots, walks). The work removes 0.42 acres of "
           "existing pavement that is not rebuilt and adds 0.63 acres of new pavement and roof, a net increase "
           "of 0.21 acres. Pavement that is torn out and replaced in place (0.77 acres) is counted as existing.",
           tags=[F("existing_impervious_ac", 1.84), F("net_impervious_increase_ac", 0.21), X("N.6.E")])
    w.table([["Condition", "Impervious (ac)", "Percent of site"], ["Existing", "1.84", "63%"],
             ["Proposed", "2.05", "71%"]], [160, 110, 110], tags=[F("proposed_impervious_ac", 2.05)])
    w.para("The increase is about 11 percent of the existing impervious area, so under N.2.H the requirements "
           "apply to the additional impervious surface. Parking goes from 148 stalls to 162.")
    w.heading("3. Water Quantity")
    w.para("HydroCAD models of the existing and proposed conditions were run for the Atlas 14 24-hour events, "
           "routing the underground chamber system by reservoir routing; the critical duration was checked. "
           "There are no natural low areas on the campus that could be used for detention.", tags=[S("N.4.2")])
    w.table([["Event", "Existing (cfs)", "Proposed (cfs)"], ["1-year", "2.41", "2.10"], ["2-year", "3.05", "2.77"],
             ["10-year", "5.62", "5.30"], ["100-year", "10.84", "11.37"]], [120, 110, 110],
            tags=[F("peak_rates_cfs", {"1": {"existing": 2.41, "proposed": 2.10},
                                       "10": {"existing": 5.62, "proposed": 5.30},
                                       "100": {"existing": 10.84, "proposed": 11.37}}), X("N.6.A.9")])
    w.para("HydroCAD subcatchment summary, 100-year event (for reference; the rates above are at the site "
           "boundary):")
    w.table([["Subcatchment", "Area (ac)", "CN", "Tc (min)", "Peak (cfs)"], ["E-1 north lot", "1.62", "88", "9.1", "6.31"],
             ["E-2 sanctuary / lawn", "1.28", "79", "12.4", "3.95"], ["OS-1 Rice St (off-site)", "0.90", "94", "6.0", "4.02"],
             ["P-1 north lot to chambers", "1.71", "90", "8.0", "6.88"], ["P-2 hall roof / lawn", "1.19", "81", "11.2", "3.84"]],
            [150, 70, 50, 60, 70])
    w.para("The 100-year proposed rate is 0.53 cfs above existing; the owner has asked us to review options "
           "after the District's comments.")
    w.para("Runoff from 0.9 acres of Rice Street right-of-way that enters the lot from the south is included "
           "in both models.", tags=[S("N.4.4")])
    w.para("Downstream water levels in the City storm sewer and at Wayzata Bay are not raised during or after "
           "construction; the temporary sediment basin discharges through the existing outlet at a lower rate.",
           tags=[S("N.4.3")])
    w.para("The chamber system sits above the projected 100-year flood elevation and within a drainage and "
           "utility easement to be granted to the City.", tags=[S("N.4.6")])
    w.para("The design conforms to the City of Wayzata Surface Water Management Plan (2018); see the City "
           "Engineer's review letter in Appendix D.", tags=[S("N.4.7")])
    w.para("The outfall to the Rice Street storm sewer has a riprap apron and energy dissipator to prevent "
           "erosion and scour.", tags=[S("N.4.8")])
    w.para("The receiving system is not landlocked.", tags=[F("landlocked", False)])
    w.para("Infiltration is not proposed due to clay soils (borings SB-1 to SB-4).",
           tags=[F("infiltration_proposed", False)])
    w.heading("4. Best Management Practices")
    w.para("BMPs follow the MPCA's Protecting Water Quality in Urban Areas: minimized new pavement, curb cuts "
           "to landscaped islands, a rock construction entrance and inlet protection during work.", tags=[S("N.3.0")])
    w.para("Permanent BMPs: underground chamber system with isolator row; two hydrodynamic separators; "
           "vegetated landscape islands; riprap outfall apron.", tags=[S("N.3.2")])
    w.heading("5. Building Elevations")
    w.para("Chamber system 100-year HWL 978.6; lowest opening of the fellowship hall 991.2 (NAVD 88).",
           tags=[F("hwl_100yr_elev_ft", 978.6), F("lowest_opening_elev_ft", 991.2)])
    w.new_page()
    w.heading("Appendices")
    w.para("Appendix A - HydroCAD computations for the chamber system, outlet control structure and storm "
           "sewer sizing (existing and proposed, 1, 2, 10 and 100-year).", tags=[X("N.6.A.10")])
    w.para("Appendix B - Geotechnical report, Braun Intertec, soil borings SB-1 to SB-4.", tags=[X("N.6.C")])
    w.para("Appendix C - MPCA NPDES/SDS Construction Stormwater Permit coverage letter, permit no. C00071245, "
           "issued January 22, 2026.", tags=[X("N.6.A.13")])
    w.para("Appendix D - City of Wayzata Engineering review letter dated January 30, 2026: the City has "
           "reviewed the plans and finds them consistent with its Surface Water Management Plan.",
           tags=[X("N.6.A.11")])
    w.close()
    c = cert("Erik J. Pederson", 48812, "02/10/2026")
    sheets = [
        ("C1.0", "EXISTING CONDITIONS", [
            ("Boundary and property lines per survey; all land shown within the heavy line is owned by Lakeview "
             "Lutheran Church.", [X("N.6.A.1")]),
            ("No wetlands, shoreland or floodplain on site (Wayzata Bay shoreland lies 600 ft north).", [X("N.6.A.4")]),
            ("Elevations NAVD 88. Contour interval 2 feet.", [F("vertical_datum", "NAVD88"), F("contour_interval_ft", 2)]),
        ]),
        ("C2.0", "DRAINAGE AREA MAP", [
            ("Existing and proposed on-site subwatersheds E-1, E-2, P-1, P-2 and the off-site contributing "
             "area OS-1 (0.9 ac, Rice Street) are delineated.", [X("N.6.A.2")]),
        ]),
        ("C3.0", "GRADING AND STORM SEWER PLAN", [
            ("Existing and proposed storm sewer and chamber system with rim and invert elevations.", [X("N.6.A.3")]),
            ("Chamber system: normal water (outlet invert) 975.0, 100-year HWL 978.6. No surface water on "
             "site today.", [X("N.6.A.6")]),
            ("Drainage and utility easement over chamber system, Doc. to be recorded.", [X("N.6.A.12")]),
        ]),
        ("C4.0", "DETAILS AND SPECIFICATIONS", [
            ("Chamber system, outlet control structure, separator and riprap apron details; "
             "specifications per City of Wayzata standards.", [X("N.6.A.8")]),
        ]),
    ]
    for size, fname in ((FULL_24x36, "Plans/Lakeview_Civil_Full_24x36.pdf"), (REDUCED_11x17, "Plans/Lakeview_Civil_11x17.pdf")):
        plan_set(p.root, p.file(fname), p.rec, sheets, pagesize=size, firm="CARLSON PEDERSON ENGINEERING",
                 project="LAKEVIEW LUTHERAN CHURCH PARKING & FELLOWSHIP HALL, WAYZATA MN", certification=c,
                 date="02/10/2026")


def edina_school(p: Pkg) -> None:
    """14.6-acre school campus (N.2.D.3), public, 6.2 ac disturbed; bench 8 ft; no reduced set."""
    rep = p.file("ISD273_Valley_View_Stormwater.pdf")
    w = Writer(p.root, rep, p.rec, font="Times-Roman", size=10.5, margin=66,
               footer="Edina Public Schools - Browndale Elementary School Addition - Stormwater Narrative")
    w.heading("Browndale Elementary School Addition", size=17)
    w.para("Stormwater Narrative for MCWD Rule N  |  Owner: Edina Public Schools, Independent School District "
           "No. 273, a public school district  |  Engineer: Westbrook Civil Group",
           tags=[F("applicant_public_entity", True)])
    w.heading("Project")
    w.para("The district will add a 38,000 sq. ft. gymnasium and classroom wing, rebuild the bus loop and "
           "expand the staff lot. The school is an institutional use.", tags=[F("project_type", "institutional")])
    w.para("Site area: 14.60 acres (the school parcel, PID 06-116-21-44-0002). Disturbed area: 6.20 acres. "
           "The district's adjacent athletic complex across Browndale Avenue is a separate parcel and is not "
           "altered.", tags=[F("site_area_ac", 14.60), X("N.6.D"), F("disturbed_area_ac", 6.20)])
    w.para("Floor area ratio after the addition is 0.21; the zoning limit is 0.50.")
    w.heading("Impervious Area")
    w.para("Existing impervious surfaces cover 344,124 sq. ft. Proposed impervious surfaces cover 392,911 sq. "
           "ft., a net increase of 48,787 sq. ft.",
           tags=[F("existing_impervious_ac", 7.90), F("proposed_impervious_ac", 9.02), F("net_impervious_increase_ac", 1.12)])
    w.table([["", "Existing (ac)", "Proposed (ac)", "Change (ac)"], ["Roof", "2.71", "3.58", "+0.87"],
             ["Parking / bus loop", "4.12", "4.40", "+0.28"], ["Walks, courts, plaza", "1.07", "1.04", "-0.03"],
             ["Total", "7.90", "9.02", "+1.12"]], [150, 95, 95, 95],
            tags=[F("existing_impervious_ac", 7.90), F("proposed_impervious_ac", 9.02),
                  F("net_impervious_increase_ac", 1.12), X("N.6.E")])
    w.para("The increase is 14% of the existing impervious area.")
    w.heading("Rate Control")
    w.para("Pond P-1 in the natural low area south of the bus loop is expanded; outlets were sized by reservoir "
           "routing in HydroCAD over the critical-duration events.", tags=[S("N.4.2")])
    w.table([["Storm", "Existing cfs", "Proposed cfs"], ["1-yr", "8.4", "6.9"], ["2-yr", "11.2", "9.6"],
             ["5-yr", "14.8", "12.7"], ["10-yr", "19.7", "17.2"], ["100-yr", "41.3", "38.0"]], [90, 100, 100],
            tags=[F("peak_rates_cfs", {"1": {"existing": 8.4, "proposed": 6.9}, "10": {"existing": 19.7, "proposed": 17.2},
                                       "100": {"existing": 41.3, "proposed": 38.0}}), X("N.6.A.9")])
    w.para("The 12.3 acres of residential land north of the school that drain onto the site are carried "
           "through Pond P-1 in every model run.", tags=[S("N.4.4")])
    w.para("Off-site water levels are not raised during or after construction; the Minnehaha Creek "
           "HWL downstream is unchanged.", tags=[S("N.4.3")])
    w.para("Pond P-1 lies above the projected 100-year flood elevation of Minnehaha Creek and "
           "inside a drainage and flowage easement.", tags=[S("N.4.6")])
    w.para("Quantity controls conform to the City of Edina Comprehensive Water Resources Management Plan.",
           tags=[S("N.4.7")])
    w.para("Pond outfalls have riprap and a plunge pool to limit erosion and scour; the water quality outlet "
           "of Pond P-1 discharges onto a riprap apron to minimise scouring.", tags=[S("N.4.8"), S("N.5.4")])
    w.para("The pond does not discharge to a landlocked basin.", tags=[F("landlocked", False)])
    w.heading("Water Quality")
    w.para("P8 modelling gives 61% annual total phosphorus removal for the site and its tributary area.",
           tags=[F("phosphorus_removal_pct", 61)])
    w.para("The outlet structure has a skimmer baffle that retains floatables for the 1-year event.",
           tags=[S("N.5.2")])
    w.para("Pond P-1: normal water 872.0, 100-year HWL 875.8, safety bench 8 feet wide at 10:1, freeboard "
           "2.6 feet to the lowest overflow.",
           tags=[F("ponds", [{"name": "Pond P-1", "safety_bench_width_ft": 8, "safety_bench_slope_h_per_v": 10,
                              "freeboard_ft": 2.6}]), F("hwl_100yr_elev_ft", 875.8)])
    w.para("Infiltration is proposed in the east parking island biofiltration basin (0.4 ac drainage area).",
           tags=[F("infiltration_proposed", True)])
    w.para("Lowest opening of the addition: 884.5.", tags=[F("lowest_opening_elev_ft", 884.5)])
    w.heading("BMPs")
    w.para("BMP selection follows the MPCA manual Protecting Water Quality in Urban Areas for site design, "
           "structural and non-structural practices.", tags=[S("N.3.0")])
    w.para("Permanent BMPs: Pond P-1 (expanded); east island infiltration basin; skimmer outlet; riprap "
           "outfalls; native buffer around the pond.", tags=[S("N.3.2")])
    w.heading("Attachments")
    w.para("A. Soils report with boring logs B-1 to B-9, Mn/DOT textures, measured infiltration rates and a "
           "delineation of the basin soils.", tags=[X("N.6.A.5"), X("N.6.C")])
    w.para("B. HydroCAD and P8 computations used to size Pond P-1, its outlet and the storm sewer.",
           tags=[X("N.6.A.10")])
    w.para("C. NPDES construction stormwater permit coverage (MPCA permit C00070988).", tags=[X("N.6.A.13")])
    w.para("D. City of Edina review memorandum, Engineering Department, January 2026.", tags=[X("N.6.A.11")])
    w.para("E. Maintenance agreement between ISD 273 and the City of Edina for Pond P-1, recorded as Doc. "
           "No. 5120447.", tags=[X("N.6.B")])
    w.close()
    c = cert("Hannah R. Lindqvist", 51267, "01/28/2026")
    sheets = [
        ("C100", "EXISTING CONDITIONS AND REMOVALS", [
            ("School district property lines and ownership shown.", [X("N.6.A.1")]),
            ("No wetlands on site per 2025 delineation; site is outside shoreland and FEMA floodplain.", [X("N.6.A.4")]),
            ("Vertical datum NGVD 1929; 2-ft contours.", [F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2)]),
        ]),
        ("C200", "DRAINAGE AREA MAPS", [
            ("Off-site subwatershed OS-1 (12.3 ac) and existing/proposed on-site subwatersheds.", [X("N.6.A.2")]),
        ]),
        ("C300", "GRADING, STORM SEWER AND POND PLAN", [
            ("Existing and proposed storm sewer, Pond P-1 and basin locations, alignments and elevations.", [X("N.6.A.3")]),
            ("Pond P-1, existing and proposed: NWL 872.0, 100-yr HWL 875.8.", [X("N.6.A.6")]),
            ("Drainage and flowage easement over Pond P-1.", [X("N.6.A.12")]),
        ]),
        ("C400", "STORMWATER DETAILS", [
            ("Outlet structure with skimmer, pond section, riprap, basin section; specifications.", [X("N.6.A.8")]),
        ]),
    ]
    plan_set(p.root, p.file("ISD273_Civil_Plans_Full.pdf"), p.rec, sheets, pagesize=FULL_24x36,
             firm="WESTBROOK CIVIL GROUP", project="BROWNDALE ELEMENTARY SCHOOL ADDITION, EDINA MN",
             certification=c, date="01/28/2026", font="Times-Roman")


def hopkins_industrial(p: Pkg) -> None:
    """6.10-acre industrial teardown-rebuild (N.2.D.2), +79% impervious -> whole site; surety.

    Deficiencies: no drainage map; lowest opening 1.4 ft above HWL; no municipal-plan item."""
    rep = p.file("01_Stormwater_Memo.pdf")
    w = Writer(p.root, rep, p.rec, font="Courier", size=9.5, margin=60)
    w.para("MEMORANDUM")
    w.para("TO: MCWD Permit Staff        FROM: R. Thao, PE, North Loop Engineering")
    w.para("DATE: 2/17/2026              RE: 315 Excelsior Blvd W., Hopkins - Building 2 replacement")
    w.para("---------------------------------------------------------------------------")
    w.para("APPLICATION SUMMARY (MCWD form fields as filled):")
    w.table([["Field", "Entry"], ["Project name", "Building 2 replacement"], ["City", "Hopkins"],
             ["Hennepin PID", "24-117-22-31-0019"], ["Building floor area", "86,000 SF"], ["Floor area ratio", "0.32"],
             ["Rules applied for", "B (erosion), N (stormwater)"]], [180, 220])
    w.para("Scope. Excelsior Blvd Holdings LLC will demolish the 1962 warehouse and build an 86,000 SF "
           "industrial (light manufacturing) building with truck court. The parcel is 6.10 ac; the sister "
           "parcel to the west (4.4 ac) belongs to an unrelated owner.",
           tags=[F("project_type", "industrial"), F("site_area_ac", 6.10), X("N.6.D")])
    w.para("Disturbance: 5.80 ac. The applicant is a private company, not a public entity.",
           tags=[F("disturbed_area_ac", 5.80), F("applicant_public_entity", False)])
    w.para("Impervious. The existing site is 39% impervious (2.40 ac - mostly bituminous and the "
           "old roof). Proposed: 4.30 ac (70%). Net new impervious 1.90 ac, which is a 79 percent increase, so "
           "the whole site is treated as undeveloped (N.2.H).",
           tags=[F("existing_impervious_ac", 2.40), F("proposed_impervious_ac", 4.30),
                 F("net_impervious_increase_ac", 1.90), X("N.6.E")])
    w.para("City code max lot coverage in I-1 is 75% - we're at 70%. Stalls: 96 car, 14 dock.")
    w.para("Rate control. HydroCAD, Atlas 14, reservoir routing through the new wet pond (Pond 1) built in "
           "the low corner of the lot, checked for the critical duration.", tags=[S("N.4.2")])
    w.table([["EVENT", "EX (CFS)", "PR (CFS)"], ["1-YR", "4.1", "3.2"], ["10-YR", "9.8", "8.9"],
             ["50-YR", "15.6", "14.1"], ["100-YR", "19.9", "18.4"]], [90, 80, 80],
            tags=[F("peak_rates_cfs", {"1": {"existing": 4.1, "proposed": 3.2}, "10": {"existing": 9.8, "proposed": 8.9},
                                       "100": {"existing": 19.9, "proposed": 18.4}}), X("N.6.A.9")])
    w.para("Run-on of 2.2 ac from the rail corridor is routed around the pond in a swale and included in the "
           "model.", tags=[S("N.4.4")])
    w.para("No change to off-site water levels during or after construction (Minnehaha Creek HWL unaffected).",
           tags=[S("N.4.3")])
    w.para("Pond 1 is above the projected 100-yr flood elevation and in a drainage easement.", tags=[S("N.4.6")])
    w.para("Outfall: riprap + energy dissipator at FES-1 to keep scour down.", tags=[S("N.4.8")])
    w.para("Not landlocked.", tags=[F("landlocked", False)])
    w.para("Infiltration IS proposed - infiltration bench in Pond 1, sandy soils (Hubbard loamy sand).",
           tags=[F("infiltration_proposed", True)])
    w.para("Pond 1: NWL 896.0, 100-yr HWL 900.6, bench 10 ft @ 10:1, 2.5 ft freeboard.",
           tags=[F("ponds", [{"name": "Pond 1", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10,
                              "freeboard_ft": 2.5}]), F("hwl_100yr_elev_ft", 900.6)])
    w.para("Building FFE 902.0 = lowest opening (dock doors).", tags=[F("lowest_opening_elev_ft", 902.0)])
    w.para("BMPs per MPCA Protecting Water Quality in Urban Areas - pond, infiltration bench, swale, "
           "sweeping program.", tags=[S("N.3.0")])
    w.para("Permanent BMP list: Pond 1; infiltration bench; vegetated swale; FES-1 riprap.", tags=[S("N.3.2")])
    w.para("Enclosures: geotech borings (ST-1..ST-6, Braun); HydroCAD output; MPCA permit coverage card "
           "C00071502.", tags=[X("N.6.C"), X("N.6.A.10"), X("N.6.A.13")])
    w.close()
    c = cert("Ronald Thao", 45530, "2/17/2026")
    sheets = [
        ("C-1", "SITE AND SURVEY", [("Property lines and lands of Excelsior Blvd Holdings LLC.", [X("N.6.A.1")]),
                                    ("No wetland, shoreland or floodplain on the parcel.", [X("N.6.A.4")]),
                                    ("Datum NGVD29, 2' contours.", [F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2)])]),
        ("C-2", "GRADING / STORM", [("Storm sewer and Pond 1 location, alignment, inverts.", [X("N.6.A.3")]),
                                    ("Pond 1 NWL 896.0 / 100-yr HWL 900.6 (no standing water on site today).", [X("N.6.A.6")]),
                                    ("10' drainage easement around Pond 1.", [X("N.6.A.12")])]),
        ("C-3", "SOILS + DETAILS", [("Soils: Hubbard loamy sand, 2.8 in/hr design rate, delineated at bench.", [X("N.6.A.5")]),
                                    ("Outlet, bench and riprap details and specs.", [X("N.6.A.8")])]),
    ]
    for size, fname in ((FULL_22x34, "02_Civil_22x34.pdf"), (REDUCED_11x17, "03_Civil_half_size.pdf")):
        plan_set(p.root, p.file(fname), p.rec, sheets, pagesize=size, firm="NORTH LOOP ENGINEERING",
                 project="BUILDING 2 REPLACEMENT, 315 EXCELSIOR BLVD W, HOPKINS", certification=c, date="2/17/2026",
                 font="Courier")


def slp_overlay(p: Pkg) -> None:
    """City mill-and-overlay with curb work: impervious decreases -> N.2.E, no permit."""
    rep = p.file("W28th_Street_Rehab_MCWD.pdf")
    w = Writer(p.root, rep, p.rec, font="Helvetica", size=10, margin=72,
               header="City of St. Louis Park - Engineering Department")
    w.heading("West 28th Street Pavement Rehabilitation - Project 4026-1102", size=14)
    w.para("Applicant: City of St. Louis Park (a municipal corporation). Contact: Public Works, 7305 Oxford St.",
           tags=[F("applicant_public_entity", True)])
    w.para("This street project mills 2 inches of bituminous and overlays it between Louisiana Avenue and "
           "Texas Avenue (2,850 feet of roadway), and replaces damaged curb. Bump-outs at two intersections are "
           "converted to boulevard.", tags=[F("project_type", "linear")])
    w.para("Project area (right-of-way limits of work): 3.40 acres. Disturbed area: 1.20 acres.",
           tags=[F("site_area_ac", 3.40), F("disturbed_area_ac", 1.20), X("N.6.D")])
    w.para("Existing impervious surface in the project area is 2.10 acres. Impervious surface will decrease by "
           "about 1,300 square feet (0.03 acres) once the bump-outs are turfed, for a proposed impervious area "
           "of 2.07 acres.", tags=[F("existing_impervious_ac", 2.10), F("net_impervious_increase_ac", -0.03),
                                   F("proposed_impervious_ac", 2.07), X("N.6.E")])
    w.para("No sidewalk is built or widened. The 2-year storm capacity of the existing sewer is unchanged; "
           "catch basin castings are replaced in kind.")
    w.para("We understand Rule N does not require a permit for a road project with no net increase in "
           "impervious surface, and submit this summary so the District can confirm.")
    w.close()


def minnetonka_streets(p: Pkg) -> None:
    """City full reconstruction, 7.8 ac, net +1.46 ac incl. 0.38 ac qualifying sidewalk -> N.2.E.3.

    Deficiency: Pond A freeboard 1.6 ft."""
    rep = p.file("Report/Glen_Lake_Neighborhood_Streets_Stormwater.pdf")
    w = Writer(p.root, rep, p.rec, font="Helvetica", size=10, footer="City of Minnetonka | Glen Lake Streets 2026")
    w.heading("GLEN LAKE NEIGHBORHOOD STREET RECONSTRUCTION", size=14)
    w.heading("Stormwater Management Plan - City Project 26401", size=11)
    w.para("The City of Minnetonka, a public entity, will fully reconstruct 1.9 miles of local streets "
           "(pavement, base, curb and storm sewer) and add a sidewalk on Woodhill Road. This is a linear "
           "street project.", tags=[F("applicant_public_entity", True), F("project_type", "linear")])
    w.para("Total project area: 7.80 acres; the whole area is disturbed (7.80 acres).",
           tags=[F("site_area_ac", 7.80), F("disturbed_area_ac", 7.80), X("N.6.D")])
    w.heading("Impervious accounting", size=11)
    w.table([["Item", "Existing (ac)", "Proposed (ac)"], ["Street pavement", "3.96", "5.04"],
             ["Driveway aprons", "0.24", "0.24"], ["Sidewalk (new)", "0.00", "0.38"],
             ["Total", "4.20", "5.66"]], [170, 100, 100],
            tags=[F("existing_impervious_ac", 4.20), F("proposed_impervious_ac", 5.66)])
    w.para("Net increase in impervious surface: 1.46 acres, of which 0.38 acres is the new sidewalk. Streets "
           "widen from 24 to 28 feet to meet the City standard.", tags=[F("net_impervious_increase_ac", 1.46), X("N.6.E")])
    w.para("The Woodhill Road sidewalk is 6 feet wide with a 6-foot turf boulevard on each side. Driveway and "
           "street crossings cover 14 percent of the boulevard area.",
           tags=[F("sidewalk_trail", {"width_ft": 6, "buffer_ft": 6, "crossing_pct": 14, "area_ac": 0.38,
                                      "standalone": False})])
    w.heading("Rate control", size=11)
    w.para("Pond A is built in the natural depression at Woodhill and Eden Lane; its outlet is sized by "
           "reservoir routing of the critical-duration events.", tags=[S("N.4.2")])
    w.table([["Return period", "Existing peak (cfs)", "Proposed peak (cfs)"], ["1-year", "6.2", "5.1"],
             ["10-year", "14.0", "12.6"], ["100-year", "29.5", "27.8"]], [130, 140, 140],
            tags=[F("peak_rates_cfs", {"1": {"existing": 6.2, "proposed": 5.1}, "10": {"existing": 14.0, "proposed": 12.6},
                                       "100": {"existing": 29.5, "proposed": 27.8}}), X("N.6.A.9")])
    w.para("Off-site drainage from 21 acres of backyards enters the streets and is modelled.", tags=[S("N.4.4")])
    w.para("Glen Lake water levels are not affected during or after construction.", tags=[S("N.4.3")])
    w.para("Pond A is above the projected 100-year flood elevation and lies in a City drainage and utility "
           "easement.", tags=[S("N.4.6")])
    w.para("The project conforms to the City of Minnetonka Water Resources Management Plan (2018).",
           tags=[S("N.4.7"), X("N.6.A.11")])
    w.para("All outfalls have riprap aprons and energy dissipation to keep erosion and scouring to a minimum; "
           "this includes the water quality outlet of Pond A.", tags=[S("N.4.8"), S("N.5.4")])
    w.para("Glen Lake has an outlet; the receiving area is not landlocked.", tags=[F("landlocked", False)])
    w.heading("Water quality", size=11)
    w.para("MIDS calculator: 47% annual TP removal for the reconstructed area (the 2-year event alone would "
           "give 62%, but Rule N asks for the annual average).", tags=[F("phosphorus_removal_pct", 47)])
    w.para("Pond A: bench 10 ft wide at 10:1, 100-year HWL 931.9, top of berm 933.5 (freeboard 1.6 ft). "
           "Outlet skimmer removes floatables for the 1-year event.",
           tags=[F("hwl_100yr_elev_ft", 931.9), F("ponds", [{"name": "Pond A", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10,
                              "freeboard_ft": 1.6}]), S("N.5.2")])
    w.para("Infiltration is not proposed due to clay soils and shallow groundwater.",
           tags=[F("infiltration_proposed", False)])
    w.heading("BMPs", size=11)
    w.para("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas (narrowest street section, "
           "sump catch basins, erosion control).", tags=[S("N.3.0")])
    w.para("Permanent BMPs: Pond A; 14 sump catch basins; riprap outfalls; turf boulevards.", tags=[S("N.3.2")])
    w.para("Attached: HydroCAD and MIDS computations (Appendix 1); MPCA NPDES construction permit coverage "
           "C00071377 (Appendix 2); soil borings by the City's geotechnical consultant (Appendix 3).",
           tags=[X("N.6.A.10"), X("N.6.A.13"), X("N.6.C")])
    w.close()
    c = cert("Marisa Okonkwo", 50214, "12/15/2025")
    sheets = [
        ("G-1", "PROJECT LIMITS", [("Right-of-way and City-owned parcels shown.", [X("N.6.A.1")]),
                                  ("Wetland W-1 (Type 2) delineated; Glen Lake shoreland line shown.", [X("N.6.A.4")]),
                                  ("Datum: NGVD 1929. Contours 2 ft.", [F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2)])]),
        ("D-1", "DRAINAGE AREAS", [("Off-site and existing/proposed subwatersheds.", [X("N.6.A.2")])]),
        ("S-1", "STORM SEWER", [("Existing and proposed storm sewer and Pond A, elevations.", [X("N.6.A.3")]),
                                ("Pond A NWL 928.0, 100-yr HWL 931.9; Glen Lake NWL 927.1.", [X("N.6.A.6")]),
                                ("Drainage and utility easement, Pond A.", [X("N.6.A.12")])]),
        ("S-2", "STORM DETAILS", [("Pond, outlet, skimmer, riprap details; City specs.", [X("N.6.A.8")])]),
    ]
    for size, fname in ((FULL_22x34, "Plans/26401_full.pdf"), (REDUCED_11x17, "Plans/26401_11x17.pdf")):
        plan_set(p.root, p.file(fname), p.rec, sheets, pagesize=size, firm="CITY OF MINNETONKA ENGINEERING",
                 project="GLEN LAKE NEIGHBORHOOD STREETS, PROJECT 26401", certification=c, date="12/15/2025")


AUTHORS_A = {
    "ext21-excelsior-pad": (excelsior_pad, "scanned"),
    "ext21-wayzata-church": (wayzata_church, "text"),
    "ext21-edina-school": (edina_school, "text"),
    "ext21-hopkins-industrial": (hopkins_industrial, "text"),
    "ext21-slp-overlay": (slp_overlay, "text"),
    "ext21-minnetonka-streets": (minnetonka_streets, "text"),
}
