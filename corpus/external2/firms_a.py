"""Packages 1-6: a homeowner's engineer, a small-town memo, a design-build submittal, a
one-table apartment package, a cover-lettered office redevelopment, a school architect."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.pagesizes import letter

from corpus.external2.kit import ANSI_D, ARCH_D, TABLOID, Package, exhibit, fact, sqft, statement
from corpus.external2.plans import (
    X0, Y0, Y1, PlanSheet, TitleBlock, boundary, building, contour_field, detail_boxes, draw_set,
    drainage_panels, notes, pipes, pond_shape,
)


def p01_orono_home(root: Path) -> Package:
    """A lake lot in Orono: the owners' engineer fills in the form and writes a one-page memo."""
    pkg = Package(root, "x2-01-orono-home", kind="scanned", seed=201, scenario="N.2.A single-family home, scanned")
    d = pkg.doc("Lindqvist_MCWD_submittal.pdf", letter)
    d.h("MINNEHAHA CREEK WATERSHED DISTRICT", 13, center=True)
    d.h("Permit Application - Applicant Information", 11, center=True, gap=0)
    d.space(6)
    d.kv("Project name / address", "Lindqvist Residence, 2640 North Shore Drive, Orono")
    d.kv("Property owner (applicant)", "Jon and Kari Lindqvist")
    d.kv("Property ID (PID)", "03-117-23-42-0017")
    d.boxes("Is the applicant a public entity?", [("Yes", False), ("No", True)],
            tags=[fact("applicant_public_entity", False)])
    d.p("Type of project (check one):", 10)
    d.boxes("", [("Single-family home (new or reconstruction)", True), ("Subdivision", False)],
            tags=[fact("project_type", "single_family_home")])
    d.boxes("", [("Commercial / institutional", False), ("Road / trail", False), ("Other", False)])
    d.kv("Lot area", f"{sqft(0.92)} sq. ft. (0.92 acres)", tags=[fact("site_area_ac", 0.92)])
    d.kv("Area of land disturbance", f"{sqft(0.35)} sq. ft.", tags=[fact("disturbed_area_ac", 0.35)])
    d.kv("Date of application", "April 8, 2024")
    d.space(10)
    d.p("Signature of owner: ______________________________    Date: ____________", 10)

    d.new_page()
    d.letterhead("Lindgren Site Engineering, LLC", ["Residential grading, drainage & septic design",
                                                   "PO Box 112, Navarre, MN 55331  |  952-555-0140"])
    d.h("MEMO - Grading and Drainage Summary", 12)
    d.p("To: MCWD Permitting   From: Ole Lindgren, P.E.   Re: 2640 North Shore Drive   Date: April 5, 2024", 9)
    d.p("The owners will remove the 1962 rambler and build a new two-story single-family home with an attached "
        "garage on the same lot. The new home has a finished floor area of 4,860 sq. ft. over two levels. The lot "
        "was split from a 2.6-acre parent parcel in 1988; the rest of that parcel is under separate ownership.")
    d.p(f"Hard surface. Existing hard surface (house, garage, driveway, patio) is {sqft(0.16)} sq. ft. Proposed hard "
        f"surface is {sqft(0.23)} sq. ft., an increase of {round(0.23 * 43560) - round(0.16 * 43560):,} sq. ft.",
        tags=[fact("existing_impervious_ac", 0.16), fact("proposed_impervious_ac", 0.23),
              fact("net_impervious_increase_ac", 0.07)])
    d.p("Drainage. Roof runoff from the garage and the north half of the house is piped to a 380 sq. ft. rain "
        "garden in the front yard, which infiltrates the runoff into the sandy loam; the rest of the lot keeps "
        "draining over lawn toward Lake Minnetonka as it does today. The lot is not located within a landlocked "
        "basin.", tags=[fact("infiltration_proposed", True), fact("landlocked", False)])
    d.p("Elevations. All elevations are NGVD 1929. The 100-year flood elevation of Lake Minnetonka is 931.5. The "
        "lowest floor (basement slab) is at 933.6 and the lowest opening (walkout door sill) is at 934.6, 3.1 feet "
        "above the 100-year flood elevation.",
        tags=[fact("vertical_datum", "NGVD29"), fact("hwl_100yr_elev_ft", 931.5), fact("lowest_opening_elev_ft", 934.6)])
    d.p("Erosion control: silt fence along the downhill side of the work limits, rock construction entrance on the "
        "driveway, and seed and blanket on disturbed slopes within 7 days of final grade.")

    d.new_page()
    d.h("SITE PLAN  (reduced, 1\" = 30')", 11)
    c = d.c
    c.setLineWidth(2)
    c.setDash([10, 4, 2, 4])
    c.rect(90, 180, 430, 470)
    c.setDash()
    c.setFont("Helvetica-Bold", 8)
    c.drawString(96, 655, "PROPERTY LINE (per survey by others, 2023)")
    d.tag([exhibit("N.6.A.1")], "SITE PLAN PROPERTY LINE (per survey by others, 2023)")
    c.rect(230, 380, 150, 110)
    c.drawString(250, 430, "PROPOSED HOUSE")
    c.setFont("Helvetica", 7)
    for i, e in enumerate(range(944, 932, -2)):
        y = 620 - i * 70
        c.line(90, y, 520, y - 30)
        c.drawString(470, y - 22, f"{e}")
    c.drawString(96, 170, "1-foot contours shown; every 2nd contour labelled. NGVD 1929.")
    d.tag([fact("contour_interval_ft", 1.0)], "1-foot contours shown")
    c.drawString(96, 160, "LAKE MINNETONKA (South)")
    d.save()
    return pkg


def p02_excelsior_memo(root: Path) -> Package:
    """A small-town consultant writes the whole application as one long memo."""
    pkg = Package(root, "x2-02-shorewood-six-lots", kind="scanned", seed=202,
                  scenario="N.2.B.1 low-density subdivision, memo only, scanned")
    d = pkg.doc("Galpin_Woods_MCWD_memo.pdf", letter, font="Times-Roman")
    d.footer = "Lakeshore Civil, Inc.  -  Galpin Woods  -  page {page}"
    d.letterhead("LAKESHORE CIVIL, INC.", ["351 Second Street, Excelsior, Minnesota 55331", "civil engineering - land surveying"])
    d.p("MEMORANDUM", 12, font="Times-Bold")
    d.p("TO: Minnehaha Creek Watershed District, Permitting Program\nFROM: R. Dahlberg, P.E.\nDATE: March 18, 2024\n"
        "RE: Galpin Woods - stormwater narrative in support of MCWD permit application", 10)
    d.p("This memo is the whole of our stormwater submittal for Galpin Woods, a six-lot single-family residential "
        "subdivision on the west side of Galpin Lake Road in the City of Shorewood. We have written it as one narrative "
        "so the reviewer can follow it front to back; please call me with any questions.",
        tags=[fact("project_type", "single_family_subdivision")])
    d.p("Site. The property consists of 4.10 acres (PID 34-117-23-11-0004), currently a farmstead with a house, a pole "
        "barn and a gravel drive. The developer, Galpin Woods LLC, proposes six single-family lots, for a density of "
        "1.46 units per acre. Lots range from 0.41 to 0.62 acres; the balance is the public street and an outlot for "
        "stormwater. The new public street, Galpin Woods Court, is 640 feet long with a cul-de-sac.",
        tags=[fact("site_area_ac", 4.10), fact("dwelling_units", 6), fact("density_du_per_ac", 1.46)])
    d.p("Land disturbance. Approximately 3.2 acres will be graded for the street, the house pads and the two rain "
        "gardens; the wooded west edge of the property will not be touched.", tags=[fact("disturbed_area_ac", 3.2)])
    d.p("Hard surface. The existing farmstead (house, barn, gravel drive) totals 0.38 acres of hard surface. "
        "After development, counting the street, the driveways and an assumed 4,500 square feet of rooftop per lot, "
        "the impervious area will be 1.21 acres, an increase of 0.83 acres.",
        tags=[fact("existing_impervious_ac", 0.38), fact("proposed_impervious_ac", 1.21),
              fact("net_impervious_increase_ac", 0.83)])
    d.p("Drainage patterns. Runoff from the site leaves to the northeast toward the Galpin Lake Road ditch, as it does "
        "today; the site does not drain to a landlocked basin. About 11.5 acres upstream, west of the property, drain "
        "across the wooded edge; that water is left on its existing path and is not routed through the new street.",
        tags=[fact("landlocked", False)])
    d.p("Best management practices. Following the MPCA manual Protecting Water Quality in Urban Areas, the design "
        "keeps the street at the minimum city width of 28 feet, saves the wooded west edge, directs roof drains to "
        "lawn, and treats street runoff in two rain gardens before it leaves the site. Temporary practices during "
        "construction are described in the SWPPP on the grading plan.", tags=[statement("N.3.0")])
    d.p("The permanent BMPs for this development are: (1) Rain Garden A at the cul-de-sac, 1,450 sq. ft.; "
        "(2) Rain Garden B on Outlot A, 2,100 sq. ft.; (3) the preserved 0.6-acre wooded buffer along the west "
        "property line, under a conservation easement; and (4) rock-lined energy dissipation at the outlet of Rain "
        "Garden B. Both rain gardens are infiltration basins that infiltrate the first inch of runoff from the "
        "street and driveways.", tags=[statement("N.3.2"), fact("infiltration_proposed", True)])
    d.p("Wetlands and floodplain. No wetlands, shoreland areas or floodplain areas exist on the property; the "
        "nearest wetland is the off-site basin east of Galpin Lake Road.", tags=[exhibit("N.6.A.4")])
    d.p("Building elevations. All elevations in this memo are NGVD 1929. The 100-year high water level of the "
        "off-site wetland basin east of the road is 964.8. The lowest openings of the six new homes will be set at "
        "968.0 or higher, which is at least 3.2 feet above that high water level.",
        tags=[fact("vertical_datum", "NGVD29"), fact("hwl_100yr_elev_ft", 964.8), fact("lowest_opening_elev_ft", 968.0)])
    d.p("Applicability. With six lots on 4.10 acres the subdivision is at less than two units per acre on a site "
        "between two and eight acres, so we understand the MCWD stormwater rule requires the best management "
        "practices above and no rate control or water quality pond. We have not prepared a HydroCAD model.")
    d.p("Respectfully, R. Dahlberg, P.E., Lakeshore Civil, Inc.")
    d.save()
    return pkg


def _rate_rows(events: list[tuple[str, float, float]]) -> list[list[str]]:
    return [[f"{e}", f"{a:.1f}", f"{b:.1f}"] for e, a, b in events]


def p03_minnetonka_designbuild(root: Path) -> Package:
    """A design-build contractor's stormwater submittal, split into three files."""
    pkg = Package(root, "x2-03-minnetonka-townhomes", seed=203,
                  scenario="N.2.C.2 townhomes, design-build, three files, no drainage map, surety")
    app = pkg.doc("application.pdf", letter)
    app.h("MCWD PERMIT APPLICATION FORM", 13)
    app.p("Please print or type. Mark boxes with an X.", 8)
    app.kv("Project", "Ridgedale Commons Townhomes")
    app.kv("Location", "12010 Wayzata Boulevard, Minnetonka")
    app.kv("Applicant", "Ridgedale Commons LP (c/o Northstar Design-Build)")
    app.boxes("Applicant type:", [("Private", True), ("Public (city/county/state)", False)], style="x",
              tags=[fact("applicant_public_entity", False)])
    app.boxes("Land use:", [("SF home", False), ("SF subdivision", False), ("Multi-family / townhome", True),
                            ("Commercial", False)], style="x", tags=[fact("project_type", "multi_unit_residential")])
    app.kv("Site Acreage", "6.20 ac", tags=[fact("site_area_ac", 6.20)])
    app.kv("Number of dwelling units", "34 (townhome units in 7 buildings)", tags=[fact("dwelling_units", 34)])
    app.kv("Land disturbing activity", "5.6 ac", tags=[fact("disturbed_area_ac", 5.6)])
    app.kv("Impervious Coverage - existing", "0.45 ac", tags=[fact("existing_impervious_ac", 0.45)])
    app.kv("Impervious Coverage - proposed", "2.71 ac", tags=[fact("proposed_impervious_ac", 2.71)])
    app.kv("Net change in impervious", "+2.26 ac", tags=[fact("net_impervious_increase_ac", 2.26)])
    app.kv("Receiving water", "Minnehaha Creek via Ridgedale Drive storm sewer")
    app.kv("Applicant signature / date", "M. Okafor, Project Manager   02/12/2024")
    app.save()

    sw = pkg.doc("swmp.pdf", letter)
    sw.footer = "Northstar Design-Build | Submittal 014 | p. {page}"
    sw.letterhead("NORTHSTAR DESIGN-BUILD CONTRACTORS", ["Submittal No. 014 - Stormwater Management",
                  "Engineer of record: Bluestem Civil Engineering, St. Paul"], size=13)
    sw.table([["Submittal item", "Spec section", "Status"],
              ["Stormwater management report", "33 40 00", "For MCWD review"],
              ["Storm sewer and pond construction plans", "33 41 00", "For MCWD review"],
              ["Geotechnical report excerpts", "31 00 00", "Information"]], widths=[3, 1.3, 1.6])
    sw.h("1. Scope", 11)
    sw.p("Thirty-four owner-occupied townhome units in seven buildings, private drives, guest parking and one wet "
         "detention pond (Pond A) on a 6.20-acre site north of Ridgedale Center. The design-build team will hold "
         "the MPCA construction stormwater permit; the coverage letter is in Attachment C.")
    sw.h("2. Best management practices", 11)
    sw.p("Site-design and structural BMPs were selected from the MPCA manual Protecting Water Quality in Urban "
         "Areas: buildings clustered to keep the 1.1-acre oak stand, drives at 24 ft, roof runoff to turf, a wet "
         "pond with skimmer outlet, and permanent turf establishment on all disturbed areas.", tags=[statement("N.3.0")])
    sw.p("List of permanent BMPs: Pond A (wet detention); OCS-1 outlet with skimmer; riprap apron FES-4; preserved "
         "oak stand; turf reinforcement mat on the pond overflow.", tags=[statement("N.3.2")])
    sw.h("3. Soils", 11)
    sw.p("Borings B-1 to B-6 (Attachment B) found lean clay (CL) to 14 ft. Infiltration is not feasible due to clay "
         "soils and infiltration is not proposed; volume is managed by the wet pond.",
         tags=[fact("infiltration_proposed", False)])
    sw.h("4. Rate control", 11)
    sw.p("HydroCAD 10.2, Atlas 14 rainfall, 24-hour MSE 3 distribution; the 24-hour duration was confirmed critical "
         "by also routing 6- and 12-hour events. Pond A was sized by reservoir routing and sits in the natural low "
         "area at the northeast corner, so the existing low spot is used for detention.", tags=[statement("N.4.2")])
    sw.p("Off-site flows: 2.3 acres of the Ridgedale Drive boulevard drain onto the site today; that runoff is "
         "included in the proposed model (subcatchment OS-1) and passes through Pond A.", tags=[statement("N.4.4")])
    sw.table([["Storm event", "Existing peak (cfs)", "Proposed peak (cfs)"]] + _rate_rows(
        [("1-yr (2.49 in)", 3.8, 2.9), ("2-yr (2.87 in)", 5.1, 3.6), ("10-yr (4.26 in)", 11.2, 8.7),
         ("100-yr (7.41 in)", 24.6, 21.3)]), widths=[2, 1.5, 1.5], title="Table 2 - Peak discharge leaving the site",
        tags=[fact("peak_rates_cfs", {"1": {"existing": 3.8, "proposed": 2.9}, "10": {"existing": 11.2, "proposed": 8.7},
                                       "100": {"existing": 24.6, "proposed": 21.3}})])
    sw.p("Because every proposed peak is below the existing one, water levels in the Ridgedale Drive storm sewer and "
         "downstream are not raised; during construction a temporary sediment basin in the Pond A footprint controls "
         "discharge, so off-site water levels are not adversely affected during or after construction.",
         tags=[statement("N.4.3")])
    sw.table([["Pond", "NWL", "100-yr HWL", "Top of berm", "Safety bench", "Bench slope", "Freeboard"],
              ["Pond A", "912.0", "915.6", "918.0", "10 ft", "10:1", "2.4 ft"]],
             widths=[1, 0.8, 1, 0.8, 1.1, 1, 1], title="Table 3 - Pond A",
             tags=[fact("ponds", [{"name": "Pond A", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10,
                                   "freeboard_ft": 2.4}])])
    sw.p("Buildings 5 and 6 face Pond A. Their lowest opening is 919.5, 3.9 ft above the pond's 100-year HWL of "
         "915.6. Elevations are on NGVD 29.", tags=[fact("lowest_opening_elev_ft", 919.5), fact("hwl_100yr_elev_ft", 915.6),
                                                      fact("vertical_datum", "NGVD29")])
    sw.p("The 18-inch outlet pipe ends in flared end section FES-4 on a Class III riprap apron (see detail 6/C5.0) to "
         "prevent erosion and scour in the receiving swale.", tags=[statement("N.4.8")])
    sw.new_page()
    sw.h("Attachment A - HydroCAD node listing (excerpt)", 11)
    sw.table([["Node", "Description", "Area (ac)", "Peak 100-yr (cfs)"],
              ["1S", "EX site", "6.20", "24.6"], ["OS-1", "Ridgedale Dr boulevard", "2.30", "6.8"],
              ["2S", "PR to Pond A", "5.45", "30.1"], ["3S", "PR bypass", "0.75", "2.7"], ["1P", "Pond A", "-", "19.0 out"],
              ["DP", "Site outlet (sum)", "-", "21.3"]], widths=[0.8, 2.4, 1, 1.4],
             tags=[exhibit("N.6.A.10")])
    sw.h("Attachment B - Geotechnical borings (excerpt)", 11)
    sw.table([["Boring", "Surface elev.", "0-2 ft", "2-9 ft", "9-14 ft", "Water"],
              ["B-1", "922.4", "Topsoil", "Lean clay CL", "Lean clay CL", "none"],
              ["B-4", "915.1", "Topsoil", "Lean clay CL", "Sandy lean clay", "11.5 ft"]],
             widths=[0.8, 1, 1, 1.3, 1.3, 0.9], tags=[exhibit("N.6.C")])
    sw.new_page()
    sw.h("Attachment C - MPCA permit coverage", 11)
    sw.p("Minnesota Pollution Control Agency, 520 Lafayette Road North, St. Paul", 9)
    sw.p("NPDES/SDS Construction Stormwater General Permit MNR100001 - Notice of coverage. Permit coverage is issued "
         "to Northstar Design-Build Contractors (Owner: Ridgedale Commons LP) for Ridgedale Commons Townhomes, "
         "Minnetonka. Permit ID C00071342. Coverage effective 02/01/2024.", tags=[exhibit("N.6.A.13")])
    sw.save()

    tb = TitleBlock("BLUESTEM CIVIL ENGINEERING", ["for Northstar Design-Build", "St. Paul, MN"],
                    "Ridgedale Commons Townhomes, Minnetonka", "Dana K. Whitefeather", "48831", "01/26/2024")

    def c1(s):
        boundary(s)
        building(s, X0 + 500, Y0 + 600, 300, 160, "EX HOUSE (REMOVE)")
        contour_field(s, 926, 2, 7, proposed=False)
        s.c.setLineWidth(2)
        s.c.ellipse(X0 + 1250, Y0 + 300, X0 + 1600, Y0 + 500)
        s.text(X0 + 1260, Y0 + 400, "WETLAND (DELINEATED 6/14/2023)", 12, True)
        notes(s, "NOTES", ["Existing contours at 2-ft intervals, NGVD 29.", "Boundary per ALTA survey dated 10/3/2023.",
                           "PID 11-117-22-14-0008. Parcel area 6.20 AC."])

    def c3(s):
        boundary(s)
        contour_field(s, 926, 2, 7)
        pond_shape(s, X0 + 1150, Y0 + 320, "POND A", ["NWL 912.0", "HWL (100-YR) 915.6", "TOP OF BERM 918.0"])
        for i in range(4):
            building(s, X0 + 250 + i * 280, Y0 + 900, 220, 110, f"BLDG {i + 1}")
        notes(s, "GRADING NOTES", ["1. Contour interval 2 feet.", "2. Elevations on NGVD 1929 datum.",
                                   "3. Lowest opening Bldgs 5-6: 919.5.", "4. Pond A normal water 912.0, 100-yr 915.6."])

    def c4(s):
        boundary(s)
        pipes(s, [("CBMH-1", "CBMH-2", "15\"", "0.50%"), ("CBMH-2", "OCS-1", "18\"", "0.40%"),
                  ("OCS-1", "FES-4", "18\"", "1.00%")])
        notes(s, "STORM SEWER SCHEDULE", ["CBMH-1 RIM 921.10 INV 916.20", "CBMH-2 RIM 919.80 INV 914.90",
                                          "OCS-1 RIM 916.60 INV 912.00 (SKIMMER)", "FES-4 INV 909.80"])

    def c5(s):
        detail_boxes(s, ["1 CATCH BASIN MANHOLE", "2 OUTLET CONTROL STRUCTURE OCS-1", "3 SKIMMER",
                         "4 POND SECTION W/ SAFETY BENCH", "5 EMERGENCY OVERFLOW", "6 RIPRAP AT FES",
                         "7 SILT FENCE", "8 ROCK CONSTRUCTION ENTRANCE"])

    sheets = [PlanSheet("C1.0", "EXISTING CONDITIONS", c1, [exhibit("N.6.A.1"), exhibit("N.6.A.4")]),
              PlanSheet("C3.0", "GRADING PLAN", c3, [exhibit("N.6.A.7"), exhibit("N.6.A.6"), fact("contour_interval_ft", 2.0)]),
              PlanSheet("C4.0", "STORM SEWER PLAN", c4, [exhibit("N.6.A.3")]),
              PlanSheet("C5.0", "DETAILS", c5, [exhibit("N.6.A.8")])]
    pl = pkg.doc("plans.pdf", ARCH_D)
    draw_set(pl, ARCH_D, sheets, tb, "plan_set.full_size", start_new_page=False)
    draw_set(pl, TABLOID, sheets, tb, "plan_set.reduced", start_new_page=True)
    pl.save()
    return pkg


def p04_stlouispark_onetable(root: Path) -> Package:
    """An apartment redevelopment whose narrative puts every number in one summary table."""
    pkg = Package(root, "x2-04-slp-apartments", seed=204,
                  scenario="N.2.D.2 high-density apartments, additional_only, NAVD 88")
    d = pkg.doc("Excelsior_Park_Apartments_Stormwater.pdf", letter)
    d.letterhead("Kestrel & Hart Engineering", ["767 Eustis Street, St. Paul MN 55114"], size=14)
    d.h("Excelsior & Park Apartments - Stormwater Management Plan", 13)
    d.p("Prepared for Excelsior Park Residential LLC.  January 30, 2024.  City of St. Louis Park.", 9)
    d.h("Project Summary", 11)
    s = 2.85
    d.table([["Item", "Value", "Note"],
             ["Development", "Multi-family apartment building", "6 stories, 182 units"],
             ["Total Parcel Area", "2.85 acres", f"{sqft(s)} SF"],
             ["Dwelling units / density", "182 units / 63.9 units per acre", ""],
             ["Existing impervious", "2.31 acres", "former bank + surface lot"],
             ["Proposed impervious", "2.49 acres", ""],
             ["Net new impervious", "0.18 acres", ""],
             ["Area of Disturbance", "2.78 acres", "incl. work in ROW"],
             ["Applicant", "Private developer", ""],
             ["Infiltration proposed", "No", "contaminated fill (MPCA VIC site)"],
             ["Wetlands / shoreland / floodplain on site", "None", "NWI, DNR PWI and FEMA FIRM checked"],
             ["Vertical datum", "NAVD 88", "all plan elevations"],
             ["Contour interval", "2 ft", "grading plan C300"],
             ["Lowest opening (garage entry)", "906.8", "NAVD 88"],
             ["100-yr HWL at building (Park Commons Dr low point)", "903.1", "NAVD 88"],
             ["Building gross floor area", "198,400 SF", "information only"],
             ["Parking", "241 stalls (219 structured)", ""]],
            widths=[2.6, 2.2, 2.2], size=8.5,
            tags=[fact("project_type", "multi_unit_residential"), fact("site_area_ac", 2.85), fact("dwelling_units", 182),
                  fact("density_du_per_ac", 63.9), fact("existing_impervious_ac", 2.31), fact("proposed_impervious_ac", 2.49),
                  fact("net_impervious_increase_ac", 0.18), fact("disturbed_area_ac", 2.78),
                  fact("applicant_public_entity", False), fact("infiltration_proposed", False), exhibit("N.6.A.4"),
                  fact("vertical_datum", "NAVD88"), fact("contour_interval_ft", 2.0),
                  fact("lowest_opening_elev_ft", 906.8), fact("hwl_100yr_elev_ft", 903.1)])
    d.h("Approach", 11)
    d.p("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas: the building replaces surface parking, "
        "runoff from the roof and plaza is routed to an underground filtration/detention system (UGS-1) with "
        "an iron-enhanced sand filter, and green roof areas cover 6,100 SF.", tags=[statement("N.3.0")])
    d.p("Permanent BMPs: UGS-1 underground detention chambers; iron-enhanced sand filter cell; 6,100 SF intensive "
        "green roof; sump manholes with SAFL baffles at STMH-2 and STMH-5.", tags=[statement("N.3.2")])
    d.p("Runoff from 0.6 acres of Park Commons Drive that enters the site at the east driveway is modelled as "
        "subcatchment OFF-1 and routed through UGS-1.", tags=[statement("N.4.4")])
    d.p("The two discharge points (DP-1 to the Excelsior Boulevard trunk, DP-2 to Park Commons Drive) each see lower "
        "peaks than today, so the proposed project does not adversely affect water levels off the site during or "
        "after construction.", tags=[statement("N.4.3")])
    d.table([["Discharge point", "1-yr EX", "1-yr PR", "2-yr EX", "2-yr PR", "10-yr EX", "10-yr PR", "100-yr EX", "100-yr PR"],
             ["DP-1", "4.1", "2.2", "5.0", "2.8", "8.3", "5.1", "15.2", "11.0"],
             ["DP-2", "1.9", "1.6", "2.3", "1.9", "3.6", "3.2", "6.4", "6.1"],
             ["Total Site", "6.0", "3.8", "7.3", "4.7", "11.9", "8.3", "21.6", "17.1"]],
            size=8, title="Peak discharge (cfs), HydroCAD, Atlas 14 MSE3 24-hr",
            tags=[fact("peak_rates_cfs", {"1": {"existing": 6.0, "proposed": 3.8}, "10": {"existing": 11.9, "proposed": 8.3},
                                           "100": {"existing": 21.6, "proposed": 17.1}})])
    d.p("The DP-1 connection enters the existing manhole with a drop structure; no open-channel outfall is created, and "
        "the DP-2 curb outlet has a concrete splash pad to prevent erosion and scour.", tags=[statement("N.4.8")])
    d.new_page()
    d.h("Appendix 1 - HydroCAD Routing Diagram and Node Listing", 11)
    d.table([["Node", "Type", "Area (ac)", "Routing"], ["EX-1", "Subcat", "2.05", "DP-1"], ["EX-2", "Subcat", "0.80", "DP-2"],
             ["OFF-1", "Subcat", "0.60", "UGS-1"], ["PR-1", "Subcat", "2.31", "UGS-1"], ["PR-2", "Subcat", "0.54", "DP-2"],
             ["UGS-1", "Pond", "-", "DP-1"]], widths=[1, 1, 1, 1.5], tags=[exhibit("N.6.A.10")])
    d.h("Appendix 2 - City of St. Louis Park review", 11)
    d.p("City of St. Louis Park, Engineering Department, 7305 Oxford Street. February 6, 2024. To Kestrel & Hart: The "
        "City has reviewed the stormwater management plan for the Excelsior & Park Apartments. The proposed "
        "stormwater management is consistent with the City's Surface Water Management Plan (2018). - J. Ruiz, Water "
        "Resources Engineer", tags=[exhibit("N.6.A.11"), statement("N.4.7")])
    d.h("Appendix 3 - Construction stormwater permit", 11)
    d.p("MPCA NPDES/SDS Construction Stormwater Permit - permit coverage card. Permittee: Excelsior Park Residential "
        "LLC. Site: Excelsior & Park Apartments, St. Louis Park. Permit No. C00070988, issued January 22, 2024.",
        tags=[exhibit("N.6.A.13")])
    d.save()

    tb = TitleBlock("KESTREL & HART", ["767 Eustis St, St. Paul"], "Excelsior & Park Apartments, St. Louis Park",
                    "Priya N. Raman", "52290", "01/30/2024", block="bottom")

    def c100(s):
        boundary(s, "PROPERTY LINE / RIGHT-OF-WAY")
        building(s, X0 + 400, Y0 + 500, 700, 400, "EX BANK & PARKING (REMOVE)")
        contour_field(s, 910, 2, 6, proposed=False)
        notes(s, "SURVEY NOTES", ["Elevations NAVD 88.", "PID 06-117-21-33-0051 and -0052.", "Total Parcel Area 2.85 ac."])

    def c300(s):
        boundary(s)
        building(s, X0 + 400, Y0 + 500, 800, 450, "6-STORY APARTMENT FFE 907.5")
        contour_field(s, 910, 2, 6)
        notes(s, "GRADING NOTES", ["Contours at 2-ft interval, NAVD 88 datum.", "Lowest opening (garage) 906.8.",
                                   "UGS-1 100-yr HWL 903.1."])

    def c400(s):
        boundary(s)
        pipes(s, [("CB-1", "STMH-2", "12\"", "1.0%"), ("STMH-2", "UGS-1", "15\"", "0.5%"), ("UGS-1", "STMH-5", "12\"", "0.5%")])
        notes(s, "STORM NOTES", ["UGS-1: 48 chambers, INV 898.50", "STMH-5 sump w/ SAFL baffle", "Connect to EX trunk at DP-1"])

    def c500(s):
        detail_boxes(s, ["1 UGS-1 CHAMBER SECTION", "2 IRON-ENHANCED SAND FILTER", "3 SAFL BAFFLE", "4 OUTLET STRUCTURE",
                         "5 DROP MANHOLE", "6 CURB OUTLET SPLASH PAD"])

    def c600(s):
        drainage_panels(s, ["EX-1  2.05 AC  to DP-1", "EX-2  0.80 AC  to DP-2"],
                        ["PR-1  2.31 AC  to UGS-1", "PR-2  0.54 AC  to DP-2"],
                        "OFF-SITE: OFF-1 0.60 AC (Park Commons Dr) enters at east drive")

    sheets = [PlanSheet("C100", "EXISTING CONDITIONS & REMOVALS", c100, [exhibit("N.6.A.1")]),
              PlanSheet("C300", "GRADING & EROSION CONTROL", c300, []),
              PlanSheet("C400", "STORM SEWER & UTILITIES", c400, [exhibit("N.6.A.3")]),
              PlanSheet("C500", "CIVIL DETAILS", c500, [exhibit("N.6.A.8")]),
              PlanSheet("C600", "DRAINAGE AREA MAPS", c600, [exhibit("N.6.A.2")])]
    pl = pkg.doc("Civil_Plans_22x34_and_11x17.pdf", ANSI_D)
    draw_set(pl, ANSI_D, sheets, tb, "plan_set.full_size", start_new_page=False)
    draw_set(pl, TABLOID, sheets, tb, "plan_set.reduced", start_new_page=True)
    pl.save()
    return pkg


def p05_edina_cover_letter(root: Path) -> Package:
    """An office redevelopment sent with a cover letter listing its enclosures; 100-yr peak goes up."""
    pkg = Package(root, "x2-05-edina-medical-office", seed=205,
                  scenario="N.2.D.2 commercial redevelopment, whole_site, 100-yr peak increase")
    cl = pkg.doc("00_Cover_Letter.pdf", letter)
    cl.letterhead("CIVIL SITE GROUP", ["5000 Glenwood Avenue, Golden Valley, MN"], size=14)
    cl.p("March 4, 2024", 10)
    cl.p("Minnehaha Creek Watershed District\n15320 Minnetonka Boulevard\nMinnetonka, MN 55345", 10)
    cl.p("RE: Permit application - France Avenue Medical Office, 7250 France Avenue South, Edina", 10, font="Helvetica-Bold")
    cl.p("On behalf of Southdale Health Properties LLC we submit the enclosed application for the redevelopment of "
         "Lot 1, Block 1, Southdale Medical Second Addition. Lot 1 is 1.84 acres; it is one of four lots platted from a "
         "6.9-acre parent parcel in 2019, and Lots 2-4 are under separate ownership.",
         tags=[fact("site_area_ac", 1.84)])
    cl.p("Enclosures:", 10, font="Helvetica-Bold")
    cl.bullets(["01 MCWD permit application form", "02 Stormwater Management Report with HydroCAD output",
                "03 Geotechnical Evaluation Report excerpt (Braun Intertec)", "04 MPCA NPDES permit coverage letter",
                "05 Civil plan set, 24x36 (5 sheets), and the same set reduced to 11x17"])
    cl.p("Sincerely,\nMatt Pavek, PE, Civil Site Group")
    cl.save()

    d = pkg.doc("02_SWMP_France_Ave_Medical.pdf", letter)
    d.footer = "France Ave Medical Office SWMP - {page}"
    d.h("Stormwater Management Report", 14)
    d.p("France Avenue Medical Office  |  Edina, Minnesota  |  Civil Site Group project 23-118", 9)
    d.h("Project", 11)
    d.p("A two-story, 38,000 SF medical office building (commercial use) with 142 surface stalls replaces a vacant "
        "restaurant and its parking lot.", tags=[fact("project_type", "commercial")])
    d.table([["", "Existing", "Proposed"],
             ["Impervious surface", f"{sqft(0.62)} sf (0.62 ac)", f"{sqft(1.41)} sf (1.41 ac)"],
             ["Pervious surface", f"{sqft(1.22)} sf", f"{sqft(0.43)} sf"]], widths=[2, 2, 2],
            tags=[fact("existing_impervious_ac", 0.62), fact("proposed_impervious_ac", 1.41)])
    d.p("The impervious surface increases by 0.79 ac (127%), so the site is treated as if undeveloped. The limits "
        "of grading cover 1.70 acres.", tags=[fact("net_impervious_increase_ac", 0.79), fact("disturbed_area_ac", 1.70)])
    d.h("BMPs", 11)
    d.p("Consistent with the MPCA manual Protecting Water Quality in Urban Areas, the site keeps the mature boulevard "
        "trees, uses the minimum parking the City allows, and treats runoff in a biofiltration basin with underdrain "
        "before it reaches France Avenue. Permanent BMPs: (a) Biofiltration Basin 1 with underdrain; (b) sump "
        "catch basins CB-3 and CB-6; (c) riprap at the basin inlet FES-1.", tags=[statement("N.3.0"), statement("N.3.2")])
    d.p("Borings B-1 to B-4 show silty clay (HSG D) with perched water at 6 feet; infiltration is not proposed.",
        tags=[fact("infiltration_proposed", False)])
    d.h("Rate control", 11)
    d.p("HydroCAD, Atlas 14, 24-hour nested distribution. Detention in the biofiltration basin was designed by reservoir "
        "routing of the critical 24-hour events; the basin is placed in the site's existing low corner by the "
        "restaurant's former loading dock.", tags=[statement("N.4.2")])
    d.p("No off-site runoff reaches the site: France Avenue and W 72nd Street are curbed and the neighbors drain away, "
        "so there is no tributary area to accommodate.", tags=[statement("N.4.4")])
    d.table([["Event", "Existing Conditions (cfs)", "Proposed Conditions (cfs)"],
             ["1-year", "1.12", "0.96"], ["2-year", "1.48", "1.20"], ["10-year", "3.31", "2.87"],
             ["50-year", "5.83", "5.95"], ["100-year", "7.41", "7.92"]], widths=[1.4, 2, 2],
            title="Peak runoff rates to France Avenue storm sewer",
            tags=[fact("peak_rates_cfs", {"1": {"existing": 1.12, "proposed": 0.96}, "10": {"existing": 3.31, "proposed": 2.87},
                                           "100": {"existing": 7.41, "proposed": 7.92}})])
    d.p("The 100-year rate exceeds existing by 0.51 cfs because the basin's overflow weir engages; we are evaluating a "
        "larger outlet structure and will resubmit the table.")
    d.p("The stormwater plan conforms to the City of Edina Comprehensive Water Resources Management Plan.",
        tags=[statement("N.4.7"), exhibit("N.6.A.11")])
    d.p("Building elevations (NGVD 29): lowest opening 884.6; 100-year high water elevation of Biofiltration Basin 1, "
        "next to the building, 881.9.", tags=[fact("lowest_opening_elev_ft", 884.6), fact("hwl_100yr_elev_ft", 881.9),
                                             fact("vertical_datum", "NGVD29")])
    d.new_page()
    d.h("HydroCAD output (summary)", 11)
    d.table([["Node", "Area", "CN", "Tc", "Q100"], ["1S Existing site", "1.84 ac", "79", "10.0 min", "7.41 cfs"],
             ["2S Proposed to basin", "1.52 ac", "92", "6.0 min", "9.80 cfs"], ["3S Proposed bypass", "0.32 ac", "74", "6.0 min", "1.12 cfs"],
             ["1P Biofiltration Basin 1", "-", "-", "-", "6.95 cfs out"]], widths=[2.2, 1, 0.6, 1, 1.2],
            tags=[exhibit("N.6.A.10")])
    d.save()

    g = pkg.doc("03_Geotech_excerpt.pdf", letter)
    g.h("BRAUN INTERTEC - Geotechnical Evaluation (excerpt)", 12)
    g.p("Project B2311482, France Avenue Medical Office, Edina. Boring logs B-1 through B-4.")
    g.table([["Boring", "Depth (ft)", "Soil description", "Blows/ft"], ["B-1", "0-3", "Fill: silty clay, dark brown", "7"],
             ["B-1", "3-15", "Silty clay (CL), gray, moist", "11"], ["B-3", "0-15", "Sandy lean clay (CL)", "9"]],
            widths=[0.8, 1, 3, 1], tags=[exhibit("N.6.C")])
    g.save()

    n = pkg.doc("04_NPDES_coverage.pdf", letter)
    n.h("Minnesota Pollution Control Agency", 12)
    n.p("Construction Stormwater Permit Coverage Card - NPDES/SDS Permit MNR100001", 10)
    n.p("Permittee: Southdale Health Properties LLC. Project: France Avenue Medical Office, Edina. Coverage date: "
        "February 26, 2024. Permit ID: C00071877.", tags=[exhibit("N.6.A.13")])
    n.save()

    a = pkg.doc("01_Application.pdf", letter)
    a.h("MCWD Permit Application", 13)
    a.kv("Project", "France Avenue Medical Office")
    a.kv("City", "Edina")
    a.kv("Applicant", "Southdale Health Properties LLC")
    a.boxes("Applicant is a governmental unit:", [("yes", False), ("no", True)],
            tags=[fact("applicant_public_entity", False)])
    a.kv("Project Limits (acres)", "1.84", tags=[fact("site_area_ac", 1.84)])
    a.kv("Disturbed area (acres)", "1.70", tags=[fact("disturbed_area_ac", 1.70)])
    a.kv("Rules applied for", "Rule N - Stormwater Management; Rule B - Erosion Control")
    a.save()

    tb = TitleBlock("CIVIL SITE GROUP", ["5000 Glenwood Ave", "Golden Valley, MN"], "France Avenue Medical Office, Edina",
                    "Matthew R. Pavek", "44263", "03/04/2024")

    def c1(s):
        boundary(s, "LOT 1 BOUNDARY / PROPERTY LINE")
        building(s, X0 + 500, Y0 + 600, 400, 220, "EX RESTAURANT")
        contour_field(s, 890, 2, 5, proposed=False)
        notes(s, "EXISTING NOTES", ["Contours 2 ft, NGVD 1929.", "Lot 1 = 1.84 AC.", "Lots 2-4: other owners."])

    def c2(s):
        boundary(s)
        building(s, X0 + 400, Y0 + 650, 520, 300, "MEDICAL OFFICE FFE 885.0")
        contour_field(s, 890, 2, 5)
        pond_shape(s, X0 + 1100, Y0 + 320, "BIOFILTRATION BASIN 1", ["BOTTOM 879.5", "100-YR HWL 881.9", "EOF 882.5"])
        notes(s, "GRADING", ["Contour interval: 2 feet", "Datum: NGVD 1929", "Lowest opening 884.6"])

    def c3(s):
        boundary(s)
        pipes(s, [("CB-3", "CBMH-4", "12\"", "1.0%"), ("CBMH-4", "FES-1", "15\"", "0.8%"), ("OCS-1", "EX MH", "12\"", "0.5%")])
        notes(s, "STORM", ["FES-1 with Class II riprap", "OCS-1 RIM 882.5", "Connect to EX 24\" RCP in France Ave"])

    def c4(s):
        detail_boxes(s, ["1 BIOFILTRATION SECTION", "2 UNDERDRAIN", "3 OUTLET STRUCTURE OCS-1", "4 SUMP CATCH BASIN",
                         "5 RIPRAP AT FES", "6 SILT FENCE"])

    def c5(s):
        drainage_panels(s, ["EX-1  1.84 AC  to France Ave"], ["PR-1  1.52 AC  to Basin 1", "PR-2  0.32 AC  bypass"],
                        "No off-site area drains to the site.")

    sheets = [PlanSheet("C1.0", "EXISTING CONDITIONS", c1, [exhibit("N.6.A.1")]),
              PlanSheet("C2.0", "GRADING, DRAINAGE & EROSION CONTROL", c2,
                        [exhibit("N.6.A.7"), fact("contour_interval_ft", 2.0)]),
              PlanSheet("C3.0", "UTILITY PLAN", c3, [exhibit("N.6.A.3")]),
              PlanSheet("C4.0", "DETAILS", c4, [exhibit("N.6.A.8")]),
              PlanSheet("C5.0", "DRAINAGE MAPS", c5, [exhibit("N.6.A.2")])]
    pl = pkg.doc("05_Plans_24x36.pdf", ARCH_D)
    draw_set(pl, ARCH_D, sheets, tb, "plan_set.full_size", start_new_page=False)
    pl.save()
    rd = pkg.doc("05_Plans_11x17.pdf", TABLOID)
    draw_set(rd, TABLOID, sheets, tb, "plan_set.reduced", start_new_page=False)
    rd.save()
    return pkg


def p06_school_architect(root: Path) -> Package:
    """A private school's addition, submitted by its architect with the civil engineer's report; TP 45%."""
    pkg = Package(root, "x2-06-glen-lake-academy", seed=206,
                  scenario="N.2.D.3 institutional, private non-profit, surety, TP 45%")
    d = pkg.doc("GLMA_Stormwater_Submittal.pdf", letter, font="Times-Roman")
    d.letterhead("HALVERSON RUUD ARCHITECTS", ["Architecture | Interiors | Planning - 400 First Ave N, Minneapolis"], size=14)
    d.p("Glen Lake Montessori Academy - Gymnasium and Classroom Addition", 13, font="Times-Bold")
    d.p("Owner: Glen Lake Montessori Academy, a private non-profit school. 4900 Eden Prairie Road, Minnetonka.", 10,
        tags=[fact("applicant_public_entity", False)])
    d.p("Section 1 - Project narrative (architect)", 11, font="Times-Bold")
    d.p("The Academy serves 640 students. The project adds a 31,000 SF gymnasium and 18 classrooms (86,500 SF "
        "building total after the addition), expands the south parking lot, rebuilds the bus loop and adds a "
        "2.3-acre athletic field. The campus is an institutional use; the whole 14.6-acre campus is the project site.",
        tags=[fact("project_type", "institutional"), fact("site_area_ac", 14.6)])
    d.p("Section 2 - Civil engineer's stormwater report (Alder Civil, Inc.)", 11, font="Times-Bold")
    d.table([["Quantity", "Acres"], ["Campus (project site)", "14.60"], ["Land disturbance", "9.80"],
             ["Impervious - existing", "3.90"], ["Impervious - proposed", "5.60"], ["Net new impervious", "1.70"],
             ["Tributary off-site area (Eden Prairie Rd)", "4.20"]], widths=[3, 1.2],
            tags=[fact("disturbed_area_ac", 9.8), fact("existing_impervious_ac", 3.9), fact("proposed_impervious_ac", 5.6),
                  fact("net_impervious_increase_ac", 1.7)])
    d.p("BMP approach. BMPs were selected with the MPCA manual Protecting Water Quality in Urban Areas: two wet "
        "ponds, preservation of the wooded ravine, reduced parking stall size, and disconnected roof leaders.",
        tags=[statement("N.3.0")])
    d.p("Permanent BMPs: Pond 1 (wet pond), Pond 2 (wet pond), OCS-1 and OCS-2 baffle weirs, riprap outfall aprons, "
        "preserved ravine buffer.", tags=[statement("N.3.2")])
    d.p("Infiltration is not feasible due to clay soils (borings in Appendix C) and is not proposed.",
        tags=[fact("infiltration_proposed", False)])
    d.p("Both ponds are placed in existing natural depressions. Outlets were sized by reservoir routing in HydroCAD "
        "with the 24-hour event, which was confirmed as the critical duration.", tags=[statement("N.4.2")])
    d.p("The 4.2 acres of Eden Prairie Road right-of-way that drain across the campus today are routed through Pond 2 "
        "in the proposed model.", tags=[statement("N.4.4")])
    d.table([["", "1-yr", "2-yr", "5-yr", "10-yr", "100-yr"],
             ["Existing (cfs)", "8.4", "10.9", "15.3", "19.8", "41.2"],
             ["Proposed (cfs)", "6.1", "8.0", "11.9", "15.6", "36.4"]], widths=[1.6, 1, 1, 1, 1, 1],
            title="Peak discharge at the south property line (down-gradient boundary)",
            tags=[fact("peak_rates_cfs", {"1": {"existing": 8.4, "proposed": 6.1}, "10": {"existing": 19.8, "proposed": 15.6},
                                           "100": {"existing": 41.2, "proposed": 36.4}})])
    d.p("Downstream water levels: the ponds reduce every peak, and construction-phase sediment basins in the pond "
        "footprints hold runoff during grading, so water levels off the site are not adversely affected during or "
        "after construction.", tags=[statement("N.4.3")])
    d.p("Both ponds lie above the 100-year flood elevation of Shady Oak Lake and within the drainage and utility "
        "easements shown on sheet C7.", tags=[statement("N.4.6")])
    d.p("Outfalls: each pond outlet ends in a flared end section on a Class III riprap apron with geotextile, sized "
        "for the 100-year outlet velocity to minimize erosion and scour.", tags=[statement("N.4.8"), statement("N.5.4")])
    d.p("Floatables: OCS-1 and OCS-2 have baffle weirs (skimmers) that keep floatables in the ponds for flows up to "
        "and beyond the 1-year event.", tags=[statement("N.5.2")])
    d.table([["Pond", "NWL", "HWL (100-yr)", "Top of berm", "Bench width", "Bench slope", "Freeboard"],
             ["Pond 1", "930.0", "935.2", "937.2", "10 ft", "10:1", "2.0 ft"],
             ["Pond 2", "926.0", "931.0", "933.5", "12 ft", "10:1", "2.5 ft"]], widths=[1, 0.8, 1, 1, 1, 1, 1],
            title="Pond data (NGVD 29)",
            tags=[fact("ponds", [{"name": "Pond 1", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 2.0},
                                 {"name": "Pond 2", "safety_bench_width_ft": 12, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 2.5}]),
                  exhibit("N.6.A.6"), fact("vertical_datum", "NGVD29")])
    d.p("Water quality (P8 v3.5, 1959 rainfall year): annual total phosphorus removal for the campus is 45%.",
        tags=[fact("phosphorus_removal_pct", 45)])
    d.p("The gymnasium's lowest opening is 938.0; the 100-year high water elevation adjacent to the gymnasium is 935.2 "
        "(Pond 1).", tags=[fact("lowest_opening_elev_ft", 938.0), fact("hwl_100yr_elev_ft", 935.2)])
    d.new_page()
    d.p("Appendix A - HydroCAD and P8 computations", 11, font="Times-Bold")
    d.table([["Node", "Area", "Peak in", "Peak out", "Storage"], ["1P Pond 1", "6.1 ac", "22.3 cfs", "9.8 cfs", "1.9 ac-ft"],
             ["2P Pond 2", "8.3 ac", "31.0 cfs", "24.1 cfs", "2.4 ac-ft"], ["P8 device 1", "-", "-", "-", "TP 44%"]],
            widths=[1.5, 1, 1, 1, 1], tags=[exhibit("N.6.A.10")])
    d.p("Appendix B - City of Minnetonka letter", 11, font="Times-Bold")
    d.p("The City of Minnetonka Engineering Division has reviewed the stormwater plan for the Glen Lake Montessori "
        "Academy addition and finds it in conformance with the City of Minnetonka Water Resources Management Plan. "
        "- W. Tollefson, City Engineer, 2/20/2024", tags=[exhibit("N.6.A.11"), statement("N.4.7")])
    d.p("Appendix C - Soil borings", 11, font="Times-Bold")
    d.table([["Boring", "Elev.", "Profile"], ["SB-1", "941.2", "0-1 topsoil; 1-16 lean clay CL"],
             ["SB-2", "936.7", "0-2 fill; 2-15 clayey sand SC; water at 9 ft"]], widths=[1, 1, 4], tags=[exhibit("N.6.C")])
    d.p("Appendix D - MPCA coverage", 11, font="Times-Bold")
    d.p("NPDES/SDS construction stormwater permit coverage issued 2/14/2024 to Glen Lake Montessori Academy, permit "
        "C00071655.", tags=[exhibit("N.6.A.13")])
    d.save()

    tb = TitleBlock("ALDER CIVIL, INC.", ["Hopkins, Minnesota", "for Halverson Ruud Architects"],
                    "Glen Lake Montessori Academy Addition", "Tomas E. Quist", "41177", "02/22/2024")

    def c1(s):
        boundary(s, "PROPERTY LINE (CAMPUS)")
        contour_field(s, 944, 2, 8, proposed=False)
        s.c.ellipse(X0 + 200, Y0 + 280, X0 + 600, Y0 + 480)
        s.text(X0 + 220, Y0 + 380, "WETLAND W-1 (TYPE 2), DELINEATED", 12, True)
        notes(s, "NOTES", ["No floodplain or shoreland on site.", "PID 33-117-22-21-0002", "Elev. NGVD 29"])

    def c2(s):
        drainage_panels(s, ["E1 9.1 AC", "E2 5.5 AC"], ["P1 6.1 AC to Pond 1", "P2 8.3 AC to Pond 2 (incl. off-site)"],
                        "OFF-SITE: Eden Prairie Road ROW 4.2 AC tributary")

    def c3(s):
        boundary(s)
        contour_field(s, 944, 2, 8)
        pond_shape(s, X0 + 300, Y0 + 300, "POND 1", ["NWL 930.0", "HWL 935.2", "BENCH 10' @ 10:1"])
        pond_shape(s, X0 + 1000, Y0 + 300, "POND 2", ["NWL 926.0", "HWL 931.0", "BENCH 12' @ 10:1"])
        notes(s, "GRADING NOTES", ["2-ft contours, NGVD 1929", "Gym lowest opening 938.0"])

    def c4(s):
        boundary(s)
        pipes(s, [("CB-10", "MH-11", "15\"", "0.6%"), ("MH-11", "POND 1", "21\"", "0.5%"), ("OCS-1", "FES-20", "18\"", "0.5%")])
        notes(s, "STORM", ["OCS-1 baffle weir", "OCS-2 baffle weir", "FES-20, FES-30 riprap"])

    def c5(s):
        detail_boxes(s, ["1 POND SECTION / SAFETY BENCH", "2 OCS BAFFLE WEIR", "3 RIPRAP APRON", "4 EOF", "5 CB"])

    def c7(s):
        boundary(s)
        s.c.setDash(12, 6)
        s.c.rect(X0 + 280, Y0 + 280, 500, 300)
        s.c.rect(X0 + 980, Y0 + 280, 500, 300)
        s.c.setDash()
        notes(s, "EASEMENTS", ["Drainage & utility easement over Pond 1", "Drainage & utility easement over Pond 2",
                               "To be recorded with Hennepin County"])

    sheets = [PlanSheet("C1", "EXISTING CONDITIONS", c1, [exhibit("N.6.A.1"), exhibit("N.6.A.4")]),
              PlanSheet("C2", "DRAINAGE AREA MAPS", c2, [exhibit("N.6.A.2")]),
              PlanSheet("C3", "GRADING PLAN", c3, [exhibit("N.6.A.7"), fact("contour_interval_ft", 2.0)]),
              PlanSheet("C4", "STORM SEWER", c4, [exhibit("N.6.A.3")]),
              PlanSheet("C5", "DETAILS", c5, [exhibit("N.6.A.8")]),
              PlanSheet("C7", "EASEMENT EXHIBIT", c7, [exhibit("N.6.A.12")])]
    pl = pkg.doc("GLMA_Civil_Plans.pdf", ARCH_D)
    draw_set(pl, ARCH_D, sheets, tb, "plan_set.full_size", start_new_page=False)
    draw_set(pl, TABLOID, sheets, tb, "plan_set.reduced", start_new_page=True)
    pl.save()
    return pkg
