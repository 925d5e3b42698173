"""Packages 01-06: a homeowner, a surveyor, a developer's engineer, an apartment
builder's civil firm, a small-town builder and a church's volunteer engineer.

Each writer draws its own pages in its own habits and tags only what a page says.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external28.draw import ARCH_D, ANSI_D, LETTER, TABLOID, F, Package, S, Sheet, X
from corpus.external28.plansets import pe_cert, plan_set, rates_fact, rates_rows


def p01_deephaven_home(root: Path) -> Package:
    """A homeowner's typed letter about a teardown-rebuild; arrives on paper (scanned)."""
    pkg = Package(root, "x28-01-deephaven-home", "scanned", 2801, "N.2.A single-family rebuild, homeowner letter")
    d = pkg.doc("Ostrowski_letter.pdf", font="Times-Roman")
    d.line("Mark and Julie Ostrowski", 11)
    d.line("19515 Vine Hill Court", 11)
    d.line("Deephaven, MN 55391", 11, gap=24)
    d.line("September 14, 2026", 11, gap=24)
    d.line("Minnehaha Creek Watershed District", 11)
    d.line("Permitting Department", 11)
    d.line("15320 Minnetonka Boulevard, Minnetonka, MN 55345", 11, gap=24)
    d.line("Re:  Do we need a District permit?  PID 19-117-22-34-0021", 11, bold=True, gap=20)
    d.para("Hello,", 11)
    d.para("Our builder told us to write to you before we start. We are tearing down our 1958 rambler and "
           "building a new single-family home for our own family on the same lot. Nothing else is being "
           "divided or sold off; it stays one house on one lot.", 11, tags=[F("project_type", "single_family_home")])
    d.para("Our lot is 30,930 square feet (0.71 acres) according to the survey from Lake Country Land "
           "Surveying dated August 2, 2026.", 11, tags=[F("site_area_ac", 0.71)])
    d.para("The hardcover on the lot today (house, garage, driveway and walks) is 4,100 square feet. After "
           "the new house is built the hardcover will be 5,020 square feet. The new house has a finished "
           "floor area of about 3,400 square feet on two levels, and a 3-stall garage.", 11,
           tags=[F("existing_impervious_ac", 0.0941), F("proposed_impervious_ac", 0.1152)])
    d.para("There are no wetlands on our lot and we are not on the lake; the nearest water is St. Albans Bay, "
           "about 600 feet to the north. The builder will put up silt fence along the back and the street "
           "side, and the downspouts will go to the lawn.", 11)
    d.para("Demolition would start around October 20 and the house should be done by next August. If you "
           "need anything else, please call me at 952-555-0147.", 11)
    d.para("Thank you,", 11, after=26)
    d.line("Julie Ostrowski", 11)
    d.save()
    return pkg


def p02_medina_plat(root: Path) -> Package:
    """A land surveyor's five-lot rural plat: District form, one-page narrative, plat sheet."""
    pkg = Package(root, "x28-02-medina-5-lots", "text", 2802, "N.2.B.1 low-density plat 6.4 ac")
    f = pkg.doc("MCWD_permit_application.pdf")
    f.line("MINNEHAHA CREEK WATERSHED DISTRICT", 13, bold=True)
    f.line("PERMIT APPLICATION FORM", 12, bold=True, gap=22)
    f.line("1. PROPERTY / PROJECT INFORMATION", 10, bold=True)
    f.field("Project name:", "HOLLY CREEK ESTATES")
    f.field("Project address / location:", "3310 Hamel Road, Medina")
    f.field("PID(s):", "03-118-23-21-0004")
    f.field("Total project area (acres):", "6.40", tags=[F("site_area_ac", 6.40)])
    f.field("Area to be disturbed (acres):", "2.3", tags=[F("disturbed_area_ac", 2.3)])
    f.line("2. APPLICANT", 10, bold=True)
    f.field("Name:", "Gerald and Anne Lindqvist", tags=[F("applicant_public_entity", False)])
    f.field("Mailing address:", "3310 Hamel Road, Medina, MN 55340")
    f.field("Agent / consultant:", "Meander Land Surveying, Inc. (Tom Brekke, LS)")
    f.line("3. TYPE OF PROJECT (check all that apply)", 10, bold=True)
    f.checkbox("Single-family residential subdivision", True, tags=[F("project_type", "single_family_subdivision")])
    f.checkbox("Multi-family / commercial / industrial / institutional", False)
    f.checkbox("Road / linear project", False)
    f.checkbox("Single-family home", False)
    f.line("4. IMPERVIOUS SURFACE", 10, bold=True)
    f.field("Existing impervious (acres):", "0.06", tags=[F("existing_impervious_ac", 0.06)])
    f.field("Proposed impervious (acres):", "0.71", tags=[F("proposed_impervious_ac", 0.71)])
    f.field("Net increase (acres):", "0.65", tags=[F("net_impervious_increase_ac", 0.65)])
    f.field("Number of lots / units:", "5", tags=[F("dwelling_units", 5)])
    f.space(10)
    f.field("Signature of applicant:", "/s/ Gerald Lindqvist        Date: 10/02/2026")
    f.save()

    n = pkg.doc("Project_narrative.pdf", font="Times-Roman")
    n.line("MEANDER LAND SURVEYING, INC.", 12, bold=True)
    n.line("PO Box 212, Loretto, MN 55357  |  763-555-0190", 9, gap=20)
    n.line("HOLLY CREEK ESTATES - PROJECT NARRATIVE", 12, bold=True, gap=18)
    n.para("The Lindqvist property is 6.40 acres of pasture and yard on the north side of Hamel Road. It is "
           "a remnant of a 40-acre farm; the other 33.6 acres were sold in 1994 and are owned by others. "
           "The owners propose to divide the property into five single-family lots, keeping the existing "
           "house on Lot 1. Gross density is 0.78 units per acre.", 11,
           tags=[F("site_area_ac", 6.40), F("density_du_per_ac", 0.78)])
    n.para("Lot areas: Lot 1 1.42 ac, Lot 2 1.21 ac, Lot 3 1.18 ac, Lot 4 1.19 ac, Lot 5 1.40 ac. "
           "The 0.25-acre strip along Hamel Road is dedicated as right-of-way; Hamel Road is a county road "
           "with 620 feet of frontage.", 11)
    n.para("Stormwater. The homes will be built by the lot buyers. The plat itself includes a 330-foot "
           "shared private driveway and the house pads. We have laid the lots out to keep the wooded slope "
           "in the northeast corner undisturbed, to limit the new driveway to 16 feet wide, and to send "
           "roof and driveway runoff across lawn and the existing swale before it leaves the site, so "
           "that new hard surface is kept small and runoff soaks in and slows down.", 11,
           tags=[S("N.3.0")])
    n.para("Permanent BMPs: (1) 0.9-acre conservation easement over the wooded slope, no grading or "
           "clearing; (2) 180 feet of vegetated swale along the shared drive; (3) rock check dams at two "
           "places in the swale; (4) native prairie seeding of the disturbed areas outside the lawns.", 11,
           tags=[S("N.3.2")])
    n.para("No wetlands were identified on the property by the wetland delineation of June 2026. No "
           "floodplain is mapped. There is no pond or infiltration practice proposed. Silt fence and a "
           "rock construction entrance will be used during construction and removed after turf is "
           "established.", 11)
    n.para("Thomas Brekke, Licensed Land Surveyor No. 44107", 10)
    n.save()

    p = pkg.doc("Preliminary_plat.pdf", size=TABLOID, margin=30)
    sh = Sheet(p, "PRELIMINARY PLAT", "1 of 1", "MEANDER LAND SURVEYING", "HOLLY CREEK ESTATES, MEDINA",
               None, 77)
    for i, (lot, area) in enumerate([("LOT 1", "61,855 SF"), ("LOT 2", "52,708 SF"), ("LOT 3", "51,401 SF"),
                                     ("LOT 4", "51,836 SF"), ("LOT 5", "60,984 SF")]):
        sh.note(400 + i * 330, 900, lot, 14, bold=True)
        sh.note(400 + i * 330, 870, area)
    sh.note(300, 1500, "CONSERVATION EASEMENT 0.90 AC")
    sh.note(300, 250, "HAMEL ROAD (CSAH 115)")
    sh.note(300, 200, "TOTAL AREA 6.40 AC  -  R/W DEDICATION 0.25 AC")
    p.save()
    return pkg


def p03_victoria_subdivision(root: Path) -> Package:
    """A developer's engineer: cover letter, stormwater report, plans full size and 11x17."""
    pkg = Package(root, "x28-03-victoria-marsh-pointe", "text", 2803, "N.2.C.3 24-lot plat 9.2 ac, no NPDES")
    rates = {"1": (4.21, 3.08), "10": (11.83, 8.42), "100": (27.46, 19.91)}
    firm = "LAKEWOOD CIVIL GROUP"
    proj = "MARSH POINTE - VICTORIA, MN"
    cert = pe_cert("Daniel R. Kvam, P.E.", "48213", "10/09/2026")

    c = pkg.doc("Cover_letter.pdf")
    c.line("LAKEWOOD CIVIL GROUP, LLC", 14, bold=True)
    c.line("7600 Market Boulevard, Suite 210, Chanhassen, MN 55317", 9, gap=24)
    c.line("October 9, 2026", 10, gap=18)
    c.line("Minnehaha Creek Watershed District - Permit Review", 10, gap=18)
    c.line("RE: Marsh Pointe, Victoria - Rule N Stormwater Management Permit Application", 10, bold=True, gap=18)
    c.para("On behalf of Westbrook Homes LLC, the applicant, please find enclosed the permit application "
           "package for Marsh Pointe, a 24-lot single-family subdivision on 9.20 acres south of "
           "Highway 5 and west of Rolling Acres Road in the City of Victoria. The enclosed items are:",
           tags=[F("applicant_public_entity", False), F("project_type", "single_family_subdivision"),
                 F("site_area_ac", 9.20), F("dwelling_units", 24)])
    for item in ("Stormwater Management Report (with HydroCAD and P8 output)",
                 "Civil plan set, 24\" x 36\" (5 sheets), signed",
                 "Civil plan set reduced to 11\" x 17\" (5 sheets)",
                 "City of Victoria preliminary plat review memorandum",
                 "Geotechnical soil boring summary (Braun Intertec)"):
        c.line("-  " + item, 10, x=90)
    c.space(6)
    c.para("The MPCA NPDES construction stormwater permit will be applied for by the grading contractor "
           "once a contractor is selected. Please contact me with any questions.")
    c.line("Daniel Kvam, P.E.   dkvam@lakewoodcivil.example   952-555-0133", 10)
    c.save()

    r = pkg.doc("Stormwater_report.pdf")
    r.line("MARSH POINTE", 16, bold=True)
    r.line("Stormwater Management Report", 13, gap=20)
    r.line("Lakewood Civil Group, LLC  -  October 2026", 10, gap=24)
    r.line("1.0 Project Summary", 12, bold=True)
    r.table([["Item", "Value"],
             ["Total site area", "9.20 ac"],
             ["Parent tract (Westbrook holdings, both sides of Hwy 5)", "31.7 ac"],
             ["Lots", "24 single-family"],
             ["Gross density", "2.61 units/ac"],
             ["Disturbed area", "8.10 ac"],
             ["Existing impervious", "0.12 ac"],
             ["Proposed impervious", "3.05 ac"],
             ["Net new impervious", "2.93 ac"]], [300, 140],
            tags=[F("site_area_ac", 9.20), F("dwelling_units", 24), F("density_du_per_ac", 2.61),
                  F("disturbed_area_ac", 8.10), F("existing_impervious_ac", 0.12),
                  F("proposed_impervious_ac", 3.05), F("net_impervious_increase_ac", 2.93), X("N.6.D")])
    r.para("The 31.7-acre parent tract figure is for reference only; the land north of Highway 5 is "
           "owned by an unrelated party (Kerber Family Trust) and is not part of this or any planned "
           "phase.", 9)
    r.line("2.0 Existing Conditions", 12, bold=True)
    r.para("The site is cropland sloping south to a wetland complex off site. No wetlands were identified "
           "on the site (delineation approved by the City of Victoria LGU, July 2026). Soils are Lester-"
           "Kilkenny clay loams, hydrologic soil group C/D; infiltration is not proposed due to clay "
           "soils. The site is not landlocked; it drains south through a 24-inch culvert under Rolling "
           "Acres Road to Wassermann Lake.", tags=[F("infiltration_proposed", False), F("landlocked", False)])
    r.para("About 3.4 acres of farmland west of the site drain onto it. This off-site area is included in "
           "the existing and proposed HydroCAD models and is routed through the site in a swale to the "
           "pond, so it is accommodated in the design.", tags=[S("N.4.4")])
    r.line("3.0 Best Management Practices", 12, bold=True)
    r.para("Site design limits street width to 28 feet, keeps the southern oak stand, and routes rear-yard "
           "drainage over turf. Runoff from all streets and lots is treated in one wet pond before "
           "leaving the site, following the MPCA manual Protecting Water Quality in Urban Areas.",
           tags=[S("N.3.0")])
    r.para("Permanent BMPs: Pond 1 (NURP wet pond with 10-foot safety bench), skimmer outlet structure "
           "OCS-1, riprap outlet apron FES-3, 4 sump catch basins, 1.1 acres of native buffer seeding.",
           tags=[S("N.3.2")])
    r.new_page()
    r.line("4.0 Water Quantity", 12, bold=True)
    r.para("Pond 1 occupies the natural low area in the southeast corner of the site. HydroCAD models "
           "use NRCS Type II 24-hour rainfall (Atlas 14) and reservoir routing; the 24-hour storm was "
           "confirmed as the critical duration for the pond and outlet design.", tags=[S("N.4.2")])
    r.table([["Event", "Existing (cfs)", "Proposed (cfs)", "Change"]] + rates_rows(rates, {"2": (5.64, 4.02)}),
            [110, 110, 110, 90], tags=[rates_fact(rates), X("N.6.A.9")])
    r.para("Table 1. Peak discharge at the south property line (Point of Interest 1). Subcatchment rows "
           "(1S 6.1 ac, 2S 3.1 ac, OS-1 3.4 ac) are in Appendix A.", 9)
    r.para("Peak rates decrease for every event, so downstream and off-site water levels are not "
           "adversely affected during or after construction; temporary sediment basins hold construction "
           "runoff.", tags=[S("N.4.3")])
    r.para("Pond 1 and its outlet lie above the projected 100-year flood elevation of Wassermann Lake and "
           "inside a drainage and utility easement dedicated on the plat (Outlot B).", tags=[S("N.4.6")])
    r.para("The design conforms to the City of Victoria Local Surface Water Management Plan (2018) "
           "criteria for rate and volume; see City review memo, Appendix C.", tags=[S("N.4.7")])
    r.para("The pond outlet FES-3 discharges onto a Class III riprap apron with geotextile to prevent "
           "erosion and scouring at the outfall.", tags=[S("N.4.8"), S("N.5.4")])
    r.line("5.0 Water Quality", 12, bold=True)
    r.para("P8 modeling shows Pond 1 removes 62% of the annual total phosphorus load leaving the site. "
           "The permanent pool was sized for the full 12.6-acre tributary area including off-site land.",
           tags=[F("phosphorus_removal_pct", 62)])
    r.para("The outlet structure OCS-1 has a submerged skimmer baffle that keeps floatables in the pond "
           "through the 1-year event.", tags=[S("N.5.2")])
    r.table([["Pond", "NWL", "100-yr HWL", "Bench", "Bench slope", "Freeboard"],
             ["Pond 1", "975.0", "978.4", "10 ft", "10:1", "2.3 ft"]], [70, 60, 80, 60, 80, 70],
            tags=[F("ponds", [{"name": "Pond 1", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10,
                               "freeboard_ft": 2.3}]), F("hwl_100yr_elev_ft", 978.4)])
    r.para("The lowest opening of any new house adjacent to the pond is 982.5, which is 4.1 feet above the "
           "100-year HWL of 978.4.", tags=[F("lowest_opening_elev_ft", 982.5), F("hwl_100yr_elev_ft", 978.4)])
    r.new_page()
    r.line("Appendix A - HydroCAD Routing Summary", 12, bold=True,
           tags=[X("N.6.A.10")])
    r.table([["Node", "Area (ac)", "CN", "Tc (min)", "100-yr Peak (cfs)"],
             ["1S", "6.10", "74", "14.2", "15.6"], ["2S", "3.10", "79", "9.8", "9.9"],
             ["OS-1", "3.40", "72", "22.0", "6.8"], ["1P Pond 1", "12.60", "-", "-", "19.91"]],
            [90, 80, 60, 80, 120])
    r.line("Appendix B - P8 Summary: TP inflow 7.9 lb/yr, outflow 3.0 lb/yr, removal 62%", 10)
    r.space(10)
    r.line("Appendix C - City of Victoria Review", 12, bold=True)
    r.para("Memo from Cara Olson, P.E., City Engineer, to Planning Commission, September 22, 2026: "
           "\"Engineering has reviewed the Marsh Pointe preliminary plat and grading plan. Stormwater "
           "management is consistent with the City's Local Surface Water Management Plan.\"",
           tags=[X("N.6.A.11")])
    r.line("Appendix D - Soil Borings (Braun Intertec, Aug 2026)", 12, bold=True)
    r.table([["Boring", "Surface", "Soil", "Groundwater"],
             ["SB-1", "984.1", "Lean clay (CL) to 15'", "not encountered"],
             ["SB-2", "979.6", "Sandy lean clay (CL)", "at 12.5'"]], [60, 60, 200, 110], tags=[X("N.6.C")])
    r.save()

    sheets = [
        ("EXISTING CONDITIONS", "C1", [
            (150, 1550, "BOUNDARY AND EXISTING CONDITIONS - PROPERTY OWNED BY WESTBROOK HOMES LLC", [X("N.6.A.1")]),
            (150, 1520, "NO WETLANDS, SHORELAND OR FLOODPLAIN AREAS ON SITE (DELINEATION 7/2026)", [X("N.6.A.4")]),
            (150, 1490, "ELEVATIONS NGVD 1929 DATUM.  CONTOUR INTERVAL 2 FEET.",
             [F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2)]),
            (150, 1460, "EX. 24\" CMP CULVERT INV 972.8 UNDER ROLLING ACRES RD", [X("N.6.A.3")])]),
        ("DRAINAGE AREA MAPS", "C2", [
            (150, 1550, "EXISTING AND PROPOSED DRAINAGE AREAS: OFF-SITE OS-1 (3.4 AC), 1S (6.1 AC), 2S (3.1 AC)",
             [X("N.6.A.2")])]),
        ("GRADING PLAN", "C3", [
            (150, 1550, "POND 1: NWL 975.0  100-YR HWL 978.4", [X("N.6.A.6")]),
            (150, 1520, "10' SAFETY BENCH AT 10:1, 1' BELOW NWL.  3:1 SIDE SLOPES ABOVE", []),
            (150, 1490, "D&U EASEMENT OVER OUTLOT B (POND) PER PLAT", [X("N.6.A.12")]),
            (150, 1460, "ELEVATIONS NGVD 1929.  2' CONTOURS.",
             [F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2)])]),
        ("STORM SEWER PLAN", "C4", [
            (150, 1550, "STORM SEWER: 15\"-30\" RCP, CBMH 1-12, OCS-1, FES-3 WITH RIPRAP", [X("N.6.A.3")])]),
        ("STORMWATER DETAILS", "C5", [
            (150, 1550, "OUTLET CONTROL STRUCTURE OCS-1 DETAIL WITH SKIMMER; POND CROSS SECTION; RIPRAP APRON", [X("N.6.A.8")]),
            (150, 1520, "SPECIFICATIONS: CITY OF VICTORIA STANDARD SPECS 2025, MNDOT 2451/2511", [])]),
    ]
    plan_set(pkg, "Plans_24x36.pdf", ARCH_D, sheets, firm, proj, cert, "plan_set.full_size", 300)
    plan_set(pkg, "Plans_11x17.pdf", TABLOID, sheets, firm, proj, cert, "plan_set.reduced", 300)
    return pkg


def p04_hopkins_apartments(root: Path) -> Package:
    """An apartment redevelopment's civil firm: two-page memo and a full-size set only."""
    pkg = Package(root, "x28-04-hopkins-apartments", "text", 2804,
                  "N.2.D.2 48 units 2.1 ac, <50% increase, 10-yr rate up, 1-ft contours, no reduced set")
    rates = {"1": (2.94, 2.61), "10": (5.62, 5.93), "100": (11.40, 10.84)}
    m = pkg.doc("Stormwater_memo.pdf", font="Times-Roman")
    m.line("NORTHSTAR SITE ENGINEERING", 13, bold=True)
    m.line("MEMORANDUM", 12, bold=True, gap=18)
    m.line("To:      MCWD Permitting", 10.5)
    m.line("From:    Priya Raman, P.E.", 10.5)
    m.line("Date:    October 27, 2026", 10.5)
    m.line("Re:      The Artisan on Excelsior - 1015 Excelsior Blvd, Hopkins", 10.5, gap=18)
    m.para("Hopkins Artisan Partners LLC proposes to remove the existing one-story auto service building and "
           "its parking lot and construct a 48-unit apartment building with underground parking on the "
           "2.10-acre site. The new building has a gross floor area of 61,300 sq ft on five levels. "
           "Density is 22.9 units per acre.", 11,
           tags=[F("applicant_public_entity", False), F("project_type", "multi_unit_residential"),
                 F("dwelling_units", 48), F("site_area_ac", 2.10), F("density_du_per_ac", 22.9)])
    m.para("Impervious surface: existing 1.55 acres; proposed 1.72 acres; net increase 0.17 acres (11%). "
           "The whole site, 2.0 acres, will be disturbed.", 11,
           tags=[F("existing_impervious_ac", 1.55), F("proposed_impervious_ac", 1.72),
                 F("net_impervious_increase_ac", 0.17), F("disturbed_area_ac", 2.0)])
    m.para("BMPs. Runoff from the roof and the court is routed to a 4,200 cubic foot underground "
           "storage chamber (UG-1) with a pretreatment manhole; green roof plantings on 5,000 sq ft of "
           "the podium reduce runoff at the source, and the parking area is reduced by the structured "
           "garage.", 11, tags=[S("N.3.0")])
    m.para("Permanent stormwater BMPs: UG-1 underground chamber with orifice outlet; SAFL Baffle "
           "pretreatment manhole STMH-2; 5,000 sq ft podium green roof; 0.31 acres of new landscaped area.",
           11, tags=[S("N.3.2")])
    m.para("Infiltration is not proposed; the site is on the MPCA Voluntary Investigation and Cleanup list "
           "and contaminated fill is present. No wetlands were found on or next to the site and it is not "
           "in a floodplain.", 11, tags=[F("infiltration_proposed", False)])
    m.para("Rate control. UG-1 was sized by reservoir routing of the 24-hour Atlas 14 events in "
           "HydroCAD; there are no natural low areas on this fully developed site.", 11, tags=[S("N.4.2")])
    m.table([["Storm", "Existing cfs", "Proposed cfs", "Change"]] + rates_rows(rates, {"2": (3.71, 3.30)}, "{}-yr"),
            [90, 100, 100, 80], tags=[rates_fact(rates), X("N.6.A.9")])
    m.para("The 10-year proposed rate is 0.31 cfs above existing; we are looking at a smaller orifice in "
           "the next revision.", 10)
    m.new_page()
    m.para("Off-site runoff from the alley to the north (0.4 ac) enters the site catch basins and is "
           "included in the HydroCAD model.", 11, tags=[S("N.4.4")])
    m.para("The City of Hopkins has reviewed the site plan; the stormwater design meets the Hopkins "
           "Surface Water Management Plan (see letter from Hopkins Public Works dated October 6, 2026 on "
           "sheet C0.1).", 11, tags=[S("N.4.7")])
    m.para("The connection to the existing 36-inch trunk sewer in Excelsior Boulevard is a manhole "
           "connection; there is no open outfall on the site.", 11)
    m.para("The 100-year HWL in the chamber is 905.3; the lowest opening (garage entry) is 912.0.", 11,
           tags=[F("hwl_100yr_elev_ft", 905.3), F("lowest_opening_elev_ft", 912.0)])
    m.para("HydroCAD output (12 pages) is attached to the plan set as sheet C0.2.", 11)
    m.save()

    cert = pe_cert("Priya Raman, P.E.", "51907", "10/27/2026")
    sheets = [
        ("COVER / CITY REVIEW", "C0.1", [
            (150, 1550, "CITY OF HOPKINS PUBLIC WORKS - SITE PLAN REVIEW LETTER, OCT. 6, 2026: STORMWATER DESIGN CONFORMS TO THE HOPKINS SWMP",
             [X("N.6.A.11")]),
            (150, 1520, "SITE AREA 2.10 AC   EXIST. IMPERVIOUS 1.55 AC   PROP. IMPERVIOUS 1.72 AC",
             [F("site_area_ac", 2.10), F("existing_impervious_ac", 1.55), F("proposed_impervious_ac", 1.72)])]),
        ("HYDROCAD COMPUTATIONS", "C0.2", [
            (150, 1550, "HYDROCAD ROUTING DIAGRAM AND NODE SUMMARIES: 1S, 2S, OS-1, UG-1", [X("N.6.A.10")])]),
        ("EXISTING CONDITIONS / REMOVALS", "C1.0", [
            (150, 1550, "PROPERTY LINE - LOTS 1-6, BLOCK 4, WEST MINNEAPOLIS (OWNED BY APPLICANT)", [X("N.6.A.1")]),
            (150, 1520, "NO WETLANDS OR FLOODPLAIN ON SITE", [X("N.6.A.4")]),
            (150, 1490, "EX. CB AND 12\" RCP TO EXCELSIOR BLVD TRUNK", [X("N.6.A.3")])]),
        ("GRADING AND DRAINAGE", "C2.0", [
            (150, 1550, "DRAINAGE AREAS: EXISTING 1S/2S, PROPOSED P1-P3, OFF-SITE OS-1 (ALLEY)", [X("N.6.A.2")]),
            (150, 1520, "UG-1 NORMAL WATER ELEV 899.0 (DRY)  100-YR HWL 905.3", [X("N.6.A.6")]),
            (150, 1490, "CONTOUR INTERVAL 1 FT.  ELEVATIONS ON NGVD 29.",
             [F("contour_interval_ft", 1), F("vertical_datum", "NGVD29")]),
            (150, 1460, "10' DRAINAGE & UTILITY EASEMENT OVER UG-1 TO CITY OF HOPKINS", [X("N.6.A.12")])]),
        ("STORM SEWER & DETAILS", "C3.0", [
            (150, 1550, "UG-1 CHAMBER SYSTEM DETAIL, OUTLET STMH-3 WITH 4\" ORIFICE, SAFL BAFFLE STMH-2", [X("N.6.A.8")]),
            (150, 1520, "MPCA NPDES CSW PERMIT COVERAGE C00071844 ISSUED 10/20/2026", [X("N.6.A.13")])]),
    ]
    plan_set(pkg, "Civil_plans_full_size.pdf", ANSI_D, sheets, "NORTHSTAR SITE ENGINEERING",
             "THE ARTISAN ON EXCELSIOR - HOPKINS", cert, "plan_set.full_size", 400)
    return pkg


def p05_excelsior_retail(root: Path) -> Package:
    """A small builder's letter and a letter-size site sketch for a shop's lot rework."""
    pkg = Package(root, "x28-05-excelsior-shop", "text", 2805, "N.2.D.1 commercial 0.38 ac")
    d = pkg.doc("Water_Street_letter.pdf")
    d.line("BAYSIDE BUILDERS", 14, bold=True)
    d.line("General Contractors since 1987  -  Excelsior, Minnesota", 9, gap=22)
    d.line("11/3/2026", 10, gap=14)
    d.line("MCWD", 10)
    d.line("Attn: Permit Technician", 10, gap=16)
    d.line("Subject: 224 Water Street parking lot and addition", 10, bold=True, gap=16)
    d.para("We are the contractor for Linden Tree Gifts at 224 Water Street, Excelsior. The owner is adding a "
           "900 sq ft addition to the back of the store (existing store is 5,400 sq ft) and repaving and "
           "re-striping the rear parking lot. This is a commercial property.",
           tags=[F("project_type", "commercial")])
    d.para("The lot is 16,550 sq ft, or 0.38 acres. Right now 13,070 sq ft is building and pavement "
           "(0.30 ac). When we are done it will be 14,375 sq ft (0.33 ac), so 0.03 acres more hard surface. "
           "We will disturb about 15,200 sq ft (0.35 ac).",
           tags=[F("site_area_ac", 0.38), F("existing_impervious_ac", 0.30), F("proposed_impervious_ac", 0.33),
                 F("net_impervious_increase_ac", 0.03), F("disturbed_area_ac", 0.35)])
    d.para("To keep runoff down we made the new parking stalls 9 ft wide instead of 10, took out the old "
           "concrete loading pad, and are sending the lot to a planted filtration bed before the catch basin "
           "so the water is cleaned before it goes to Lake Minnetonka.", tags=[S("N.3.0")])
    d.para("Permanent BMPs (stays after construction):", after=2, tags=[S("N.3.2")])
    for b in ("1. Filtration bed, 600 sq ft, with sand media and 4\" underdrain to the catch basin",
              "2. Sump catch basin (3 ft sump) with SAFL Baffle",
              "3. Two new boulevard trees and 1,300 sq ft of new lawn where the pad was"):
        d.line(b, 10, x=90)
    d.space(6)
    d.para("The filtration bed has an underdrain and liner, so it is not an infiltration system. There are "
           "no wetlands on the lot, and the lot is well above the lake.",
           tags=[F("infiltration_proposed", False)])
    d.para("Temporary: silt fence on the alley side and inlet protection on the Water Street catch basin.")
    d.para("Call Jim at 952-555-0112 with questions.", after=18)
    d.line("Jim Haugen, Bayside Builders", 10)
    d.save()
    s = pkg.doc("Site_sketch.pdf", size=LETTER, margin=36)
    sh = Sheet(s, "SITE PLAN", "SK-1", "BAYSIDE BUILDERS", "224 WATER ST, EXCELSIOR", None, 55)
    sh.note(250, 1500, "EX. STORE 5,400 SF", 22)
    sh.note(250, 1100, "900 SF ADDITION", 22)
    sh.note(250, 800, "FILTRATION BED 600 SF", 22)
    sh.note(250, 500, "PARKING 14 STALLS (9' x 18')", 22)
    sh.note(250, 300, "PID 34-117-23-41-0058", 22)
    s.save()
    return pkg


def p06_wayzata_church(root: Path) -> Package:
    """A church's volunteer engineer: District form, short memo, plan set both sizes, no drainage map."""
    pkg = Package(root, "x28-06-wayzata-church-lot", "text", 2806,
                  "N.2.D.2 institutional 4.2 ac, >=50% increase (whole site), drainage map missing")
    rates = {"1": (3.12, 2.88), "10": (7.41, 6.79), "100": (15.20, 14.06)}
    f = pkg.doc("Application.pdf")
    f.line("Minnehaha Creek Watershed District", 12, bold=True)
    f.line("Permit Application", 12, bold=True, gap=20)
    f.field("Applicant", "St. Bartholomew Lutheran Church", tags=[F("applicant_public_entity", False)])
    f.field("Contact", "Rev. Karen Sather, 630 Rice Street E, Wayzata")
    f.field("Engineer", "Paul Nygaard, P.E. (Nygaard Engineering)")
    f.field("Project", "Parking lot expansion and drive realignment")
    f.field("Land use", "Institutional (church)", tags=[F("project_type", "institutional")])
    f.field("Site area (acres)", "4.20", tags=[F("site_area_ac", 4.20)])
    f.field("Disturbed area (acres)", "1.9", tags=[F("disturbed_area_ac", 1.9)])
    f.field("Existing impervious (acres)", "1.00", tags=[F("existing_impervious_ac", 1.00)])
    f.field("Proposed impervious (acres)", "1.60", tags=[F("proposed_impervious_ac", 1.60)])
    f.field("Rules applied for", "B (Erosion Control), N (Stormwater)")
    f.field("Date", "10/15/2026")
    f.save()

    m = pkg.doc("Stormwater_memo.pdf")
    m.line("Nygaard Engineering  |  Orono, MN", 10, bold=True, gap=18)
    m.line("St. Bartholomew Lutheran Church - Parking Expansion: Stormwater Memo", 12, bold=True, gap=18)
    m.para("The church adds 92 parking stalls east of the existing lot. Impervious area grows by 0.60 acres, "
           "a 60% increase over the existing 1.00 acres, so the whole 4.20-acre site is treated as if "
           "undeveloped for rate control.",
           tags=[F("net_impervious_increase_ac", 0.60), F("existing_impervious_ac", 1.00), F("site_area_ac", 4.20)])
    m.para("BMPs: The new stalls drain to a 0.21-acre biofiltration basin in the existing low lawn east "
           "of the lot; curb cuts spread flow; the overflow lot uses turf-reinforced grass pavers that "
           "are counted as impervious.", tags=[S("N.3.0")])
    m.para("Permanent BMP list: biofiltration basin BF-1 (lined, underdrained), outlet structure OS-1, "
           "riprap at FES-2, 8 curb cuts with concrete aprons.", tags=[S("N.3.2")])
    m.para("BF-1 has an impermeable liner because of the steep slope to the neighbor's lot; infiltration is "
           "not proposed. No wetlands or floodplain on the site. Off-site flow from Rice Street E (0.8 ac) "
           "is collected and bypassed around BF-1 in the analysis and design.",
           tags=[F("infiltration_proposed", False), S("N.4.4")])
    m.para("BF-1 uses the natural low lawn area for detention; it was sized by reservoir routing in "
           "HydroCAD with the 24-hour critical duration.", tags=[S("N.4.2")])
    m.table([["Return period", "Existing (cfs)", "Proposed (cfs)", "Difference"]] +
            rates_rows(rates, {"5": (5.02, 4.66)}, "{}-year"), [110, 100, 100, 90],
            tags=[rates_fact(rates), X("N.6.A.9")])
    m.para("Because the proposed rates are below existing for each event, no adverse effect on off-site "
           "water levels is expected during or after construction.", tags=[S("N.4.3")])
    m.para("BF-1 is above the 100-year flood elevation of Gleason Lake and lies in a drainage easement the "
           "church will grant to the City.", tags=[S("N.4.6")])
    m.para("The project follows the City of Wayzata Surface Water Management Plan; City staff reviewed "
           "the plans on September 30, 2026 (letter on sheet C-1).", tags=[S("N.4.7")])
    m.para("FES-2 outlets onto a riprap apron to prevent scour and erosion.", tags=[S("N.4.8")])
    m.para("HydroCAD computations for BF-1 (existing and proposed) follow on the next page.")
    m.new_page()
    m.line("HydroCAD Report - BF-1 (excerpt)", 11, bold=True, tags=[X("N.6.A.10")])
    m.table([["Subcat", "Area ac", "CN", "Tc min"], ["E1", "4.20", "71", "18.0"], ["P1", "2.10", "88", "7.5"],
             ["P2", "2.10", "69", "16.0"], ["OS1 (bypass)", "0.80", "91", "6.0"]], [100, 80, 60, 70])
    m.line("Pond BF-1: bottom 962.0, outlet 963.5, 100-yr HWL 965.8, overflow 966.3", 10,
           tags=[F("hwl_100yr_elev_ft", 965.8)])
    m.new_page()
    m.line("MPCA Construction Stormwater Permit - Coverage Card", 11, bold=True, tags=[X("N.6.A.13")])
    m.para("Permittee: St. Bartholomew Lutheran Church. Permit ID C00072210. Coverage effective "
           "10/12/2026. Site: 630 Rice Street E, Wayzata.")
    m.save()

    cert = pe_cert("Paul Nygaard, P.E.", "22651", "10/15/2026")
    sheets = [
        ("EXISTING CONDITIONS", "C-1", [
            (150, 1550, "PROPERTY BOUNDARY - ST. BARTHOLOMEW LUTHERAN CHURCH PARCEL (PID 06-117-22-12-0003)", [X("N.6.A.1")]),
            (150, 1520, "CITY OF WAYZATA STAFF REVIEW LETTER 9/30/2026 - STORMWATER PLAN CONSISTENT WITH CITY SWMP", [X("N.6.A.11")]),
            (150, 1490, "NO WETLANDS OR FLOODPLAIN ON SITE", [X("N.6.A.4")]),
            (150, 1460, "DATUM: NGVD 1929.  2-FOOT CONTOURS.", [F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2)])]),
        ("GRADING & STORM SEWER", "C-2", [
            (150, 1550, "BF-1 NORMAL WATER ELEV 963.5  100-YR HWL 965.8", [X("N.6.A.6"), F("hwl_100yr_elev_ft", 965.8)]),
            (150, 1520, "PROP. 12\"-18\" HDPE STORM SEWER, CB-1 TO CB-6, OS-1, FES-2; EX. 12\" RCP TO RICE ST", [X("N.6.A.3")]),
            (150, 1490, "DRAINAGE EASEMENT OVER BF-1 TO CITY OF WAYZATA", [X("N.6.A.12")])]),
        ("DETAILS", "C-3", [
            (150, 1550, "BIOFILTRATION BASIN BF-1 SECTION, MEDIA SPEC, LINER, OS-1 OUTLET DETAIL", [X("N.6.A.8")])]),
    ]
    plan_set(pkg, "Plans_24x36.pdf", ARCH_D, sheets, "NYGAARD ENGINEERING", "ST. BARTHOLOMEW PARKING", cert,
             "plan_set.full_size", 600)
    plan_set(pkg, "Plans_half_size.pdf", TABLOID, sheets, "NYGAARD ENGINEERING", "ST. BARTHOLOMEW PARKING", cert,
             "plan_set.reduced", 600)
    return pkg


WRITERS = [p01_deephaven_home, p02_medina_plat, p03_victoria_subdivision, p04_hopkins_apartments,
           p05_excelsior_retail, p06_wayzata_church]
