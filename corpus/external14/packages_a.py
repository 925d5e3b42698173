"""Packages 1-6: a homeowner, two developers, a townhome builder, an apartment developer, a café.

Each function is one author. Every tagged sentence is on the page exactly as written; words
with no tag state nothing the truth counts (distractors: PIDs, floor areas, lot sizes, dates).
"""

from __future__ import annotations

from pathlib import Path

from corpus.external14.kit import LETTER, F, Package, S, X, plan_sets


def p01_orono_home(out: Path) -> Package:
    """Owners' one-page letter: a new house on an old cabin lot; no permit under N.2.A."""
    pkg = Package(out, "x14-01-orono-home")
    d = pkg.pdf("letter-to-mcwd.pdf")
    d.text("Dan and Ellen Kragness", size=11)
    d.text("1745 Shadywood Road, Orono, MN 55356")
    d.text("March 3, 2025")
    d.text("Minnehaha Creek Watershed District, Permitting, 15320 Minnetonka Blvd, Minnetonka, MN 55345")
    d.text("Re: New house at 1745 Shadywood Road (PID 12-117-23-41-0008)", font="Helvetica-Bold")
    d.text("Hello,")
    d.text("We are building a new single-family home for ourselves at the address above, replacing the "
           "small 1950s cabin we took down last fall.", [F("project_type", "single_family_home")])
    d.text("The whole lot is about half an acre. It's 150 feet wide along the road and slopes gently "
           "toward the lake.", [F("site_area_ac", 0.5)])
    d.text("The old cabin, shed and gravel drive covered about 2,900 square feet. The new roof, driveway "
           "and patio will come to about 6,500 square feet. The house itself has about 3,400 square feet "
           "of finished floor space on two levels.",
           [F("existing_impervious_ac", 0.0666), F("proposed_impervious_ac", 0.1492)])
    d.text("No wetlands were identified on the lot. We are not changing the shoreline or the dock.")
    d.text("Our builder, Northwood Homes, says a single house like ours doesn't need a Rule N permit, but the "
           "City of Orono asked us to send the District a note so everyone has the same information. Silt "
           "fence goes up before digging starts and stays until the lawn is in.")
    d.text("Thanks for your help. Call us at 952-555-0148 with any questions.")
    d.text("Dan Kragness and Ellen Kragness")
    d.close()
    return pkg


def p02_minnetrista_phase2(out: Path) -> Package:
    """Developer's letter for phase 2 beside its own phase 1: N.2.G aggregate; no reduced set."""
    pkg = Package(out, "x14-02-minnetrista-whitetail-ph2")
    d = pkg.pdf("cover-letter.pdf")
    d.text("Whitetail Ridge Development LLC  |  4120 County Road 110 W, Minnetrista MN 55364")
    d.text("April 14, 2025")
    d.text("To: MCWD Permitting Staff")
    d.text("Subject: Whitetail Ridge 2nd Addition - stormwater permit application", font="Helvetica-Bold")
    d.text("We're asking for a Rule N permit for the second phase of Whitetail Ridge, a single-family "
           "subdivision.", [F("project_type", "single_family_subdivision")])
    d.text("Phase 2 is 6.1 acres and will have 7 single-family lots. Lots run from about 0.55 to 0.9 acre each.",
           [F("site_area_ac", 6.1), F("dwelling_units", 7)])
    d.text("Phase 1 (Whitetail Ridge, 4 lots, platted in 2021) is right next door on the east side and was "
           "developed by us as well. Taken together, the two phases cover 9.4 acres, so our engineer designed "
           "everything to the Rule N requirements for 9.4 acres.", [F("common_scheme_area_ac", 9.4)])
    d.text("Today the phase 2 land is a hay field with no hard surface at all. When it's built out there will "
           "be about 1.45 acres of street, driveways and roofs.",
           [F("existing_impervious_ac", 0.0), F("proposed_impervious_ac", 1.45)])
    d.text("We'll grade about five and a half acres. We understand a performance bond is needed for that.",
           [F("disturbed_area_ac", 5.5)])
    d.text("Enclosed: the stormwater memo from Lakeside Civil, the City's review letter, our MPCA permit "
           "coverage, and one full-size set of plans (5 sheets).")
    d.text("Thank you,  Mark Ostlund, Manager")
    d.close()

    m = pkg.pdf("stormwater-memo.pdf")
    m.text("LAKESIDE CIVIL, LLC - MEMO", font="Helvetica-Bold", size=13)
    m.text("Project: Whitetail Ridge 2nd Addition, Minnetrista     Date: 4/10/2025     By: J. Haugen, PE")
    m.text("1. What we did", font="Helvetica-Bold")
    m.text("Runoff was modeled in HydroCAD with Atlas 14 rainfall and 24-hour storms. The pond and its "
           "outlet were sized by routing the storms through the pond; the low spot at the northwest corner "
           "of the site is where the pond goes.", [S("N.4.2"), X("N.6.A.10")])
    m.text("The 14.2 acres of farm field north of the site that drain across it today were included in the "
           "model and pass through the pond.", [S("N.4.4")])
    m.text("2. Peak flows leaving the site at the west property line (cfs)", font="Helvetica-Bold")
    xs = [72, 200, 300, 400]
    m.row(["Storm", "Existing", "Proposed", "Change"], xs, font="Helvetica-Bold")
    m.row(["2-year", "4.0", "3.6", "-0.4"], xs)
    rates = {"1": {"existing": 3.1, "proposed": 2.6}, "10": {"existing": 8.4, "proposed": 7.9},
                   "100": {"existing": 17.9, "proposed": 16.2}}
    m.row(["1-year", "3.1", "2.6", "-0.5"], xs)
    m.row(["10-year", "8.4", "7.9", "-0.5"], xs)
    m.row(["100-year", "17.9", "16.2", "-1.7"], xs, [F("peak_rates_cfs", rates), X("N.6.A.9")])
    m.text("Peak flows go down for every storm, so water levels downstream are not raised during or after "
           "construction.", [S("N.4.3")])
    m.text("3. Pond 1", font="Helvetica-Bold")
    m.text("Normal water level 962.0, 100-year high water 965.4. The safety bench is 10 feet wide at 10:1, and "
           "the top of berm gives 2.0 feet of freeboard over the 100-year level. The pond sits in a drainage "
           "and utility easement on the plat and above the 100-year flood elevation of the site.",
           [F("ponds", [{"name": "Pond 1", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                          "freeboard_ft": 2.0}]), F("hwl_100yr_elev_ft", 965.4), S("N.4.6")])
    m.text("Lowest openings on the new houses are at 967.5 or higher.", [F("lowest_opening_elev_ft", 967.5)])
    m.new_page()
    m.text("4. Other things the District asks about", font="Helvetica-Bold")
    m.text("Infiltration is not proposed; the borings found clay loam.", [F("infiltration_proposed", False)])
    m.text("The site is not landlocked. It drains west through a 24-inch culvert under County Road 110 to "
           "Halsted Bay.", [F("landlocked", False)])
    m.text("The pond outlet pipe ends in a riprap apron with geotextile to keep the channel from scouring.",
           [S("N.4.8")])
    m.text("Permanent BMPs: (a) Pond 1 wet pond; (b) outlet control structure OCS-1; (c) riprap apron at FES-3; "
           "(d) native seed on pond slopes; (e) 4 inches of topsoil on all lots.", [S("N.3.2")])
    m.text("Together these limit new hard surface, slow peak flows and trap sediment, following the MPCA "
           "guidance \"Protecting Water Quality in Urban Areas\".", [S("N.3.0")])
    m.text("Design rainfall depths (Atlas 14): 1-yr 2.49 in, 10-yr 4.26 in, 100-yr 7.41 in.")
    m.close()

    c = pkg.pdf("city-review-letter.pdf")
    c.text("CITY OF MINNETRISTA  -  Public Works / Engineering", font="Helvetica-Bold")
    c.text("April 2, 2025")
    c.text("Re: Whitetail Ridge 2nd Addition - stormwater review")
    c.text("City staff reviewed the grading plan and stormwater memo for the above plat. The pond and storm "
           "sewer are consistent with the City of Minnetrista Local Water Management Plan (2018).",
           [X("N.6.A.11"), S("N.4.7")])
    c.text("Paul Vos, PE, City Engineer")
    c.close()

    n = pkg.pdf("mpca-permit-coverage.pdf")
    n.text("Minnesota Pollution Control Agency", font="Helvetica-Bold")
    n.text("NPDES/SDS Construction Stormwater General Permit - Coverage Notification")
    n.text("Permittee: Whitetail Ridge Development LLC.  Project: Whitetail Ridge 2nd Addition.  "
           "Permit coverage number: C00071452.  Coverage date: 03/28/2025.", [X("N.6.A.13")])
    n.close()

    sheets = [
        {"number": "C1", "title": "Existing Conditions", "notes": [
            ("Property lines shown heavy dashed; all land inside the boundary is owned by Whitetail Ridge "
             "Development LLC.", [X("N.6.A.1")]),
            ("No wetlands, shoreland or floodplain areas are present on the site.", [X("N.6.A.4")]),
            ("Existing and proposed contours at 2-foot intervals. Elevations are NGVD 1929.",
             [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"), X("N.6.A.7")]),
            ("Existing: no stormwater facilities; 18-inch CMP culvert at the west line, invert 958.2.", [])]},
        {"number": "C2", "title": "Grading and Drainage", "pond": True, "notes": [
            ("Proposed storm sewer, catch basins and Pond 1 shown with pipe sizes, slopes and inverts.",
             [X("N.6.A.3")]),
            ("Pond 1: NWL 962.0  HWL 965.4. No existing water levels on the site.", [X("N.6.A.6")]),
            ("Drainage and utility easement over Pond 1 and the outlet pipe, dedicated on the plat.",
             [X("N.6.A.12")])]},
        {"number": "C3", "title": "Drainage Areas", "notes": [
            ("Existing and proposed drainage areas on the site, and the 14.2-acre off-site area to the north "
             "that drains onto it.", [X("N.6.A.2")]),
            ("Subarea P1 3.9 ac, P2 1.6 ac, P3 0.6 ac (bypass).", [])]},
        {"number": "C4", "title": "Pond and Outlet Details", "notes": [
            ("Construction details and specifications for Pond 1, outlet structure OCS-1, FES-3 and the riprap "
             "apron.", [X("N.6.A.8")])]},
        {"number": "C5", "title": "Erosion Control", "notes": [
            ("Silt fence, rock construction entrance, inlet protection. Stabilize within 7 days.", [])]},
    ]
    plan_sets(pkg, sheets, "Whitetail Ridge 2nd Addn", "LAKESIDE CIVIL", "Jon Haugen", "48213", reduced=False)
    return pkg


def p03_victoria_farm(out: Path) -> Package:
    """A filled-in District application form for a 21.5-acre, 14-lot plat; pond freeboard short."""
    pkg = Package(out, "x14-03-victoria-fieldstone")
    f = pkg.pdf("mcwd-application-form.pdf")
    f.text("MINNEHAHA CREEK WATERSHED DISTRICT - PERMIT APPLICATION", font="Helvetica-Bold", size=13)
    f.text("Please type or print. Attach plans and calculations.", size=9)
    f.field("Project name", "Fieldstone Farm")
    f.field("Project address / city", "8600 Bavaria Rd, Victoria")
    f.field("Applicant", "Fieldstone Farm Partners LLC")
    f.field("Is the applicant a public entity?", "No", [F("applicant_public_entity", False)])
    f.field("Type of project", "Single-family subdivision", [F("project_type", "single_family_subdivision")])
    f.field("Parent parcel area (acres)", "38.7")
    f.field("Project site area (acres)", "21.5", [F("site_area_ac", 21.5)])
    f.field("Number of residential units", "14", [F("dwelling_units", 14)])
    f.field("Area to be disturbed (acres)", "11.0", [F("disturbed_area_ac", 11.0)])
    f.field("Existing impervious (acres)", "0.3", [F("existing_impervious_ac", 0.3)])
    f.field("Proposed impervious (acres)", "3.9", [F("proposed_impervious_ac", 3.9)])
    f.field("PID(s)", "05-116-24-32-0002")
    f.field("Rules applied for", "C, D, N")
    f.text("Plan set: one full-size set (34 x 22) and one 11 x 17 set are attached.", size=9.5)
    f.text("Signature of applicant: R. Lindahl, Managing Partner      Date: 5/6/2025", size=9.5)
    f.new_page()
    f.text("ATTACHMENT A - Stormwater summary (Carver Engineering Group)", font="Helvetica-Bold")
    f.text("Peak discharge at the south property line, cfs. Models: HydroCAD (rate), P8 (phosphorus).",
           [X("N.6.A.10")])
    xs = [72, 190, 290, 390]
    f.row(["Event", "Existing", "Proposed", ""], xs, font="Helvetica-Bold")
    rates = {"1": {"existing": 6.8, "proposed": 5.1}, "10": {"existing": 19.4, "proposed": 14.0},
             "100": {"existing": 41.2, "proposed": 33.5}}
    f.row(["1-yr", "6.8", "5.1", ""], xs)
    f.row(["5-yr", "13.9", "9.8", ""], xs)
    f.row(["10-yr", "19.4", "14.0", ""], xs)
    f.row(["50-yr", "33.0", "26.1", ""], xs)
    f.row(["100-yr", "41.2", "33.5", ""], xs, [F("peak_rates_cfs", rates), X("N.6.A.9")])
    f.text("Both ponds were placed in the existing low areas, and their outlets were designed by routing the "
           "critical-duration storms.", [S("N.4.2")])
    f.text("Flow from the 6.3 acres of Bavaria Road right-of-way that enters the site is routed through Pond 2.",
           [S("N.4.4")])
    f.text("P8 shows the ponds remove 62 percent of the annual total phosphorus load.",
           [F("phosphorus_removal_pct", 62.0)])
    f.text("Pond 1: safety bench 10 ft wide at 10:1; freeboard 2.0 ft. Pond 2: safety bench 10 ft wide at 10:1; "
           "freeboard one and a half feet (berm held low to match the trail grade).",
           [F("ponds", [{"name": "Pond 1", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                          "freeboard_ft": 2.0},
                         {"name": "Pond 2", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                          "freeboard_ft": 1.5}])])
    f.text("Both pond outlets have a baffle skimmer so floatables stay in the pond up to the 1-year storm, and "
           "each outfall has a riprap apron to prevent erosion and scour.", [S("N.5.2"), S("N.5.4"), S("N.4.8")])
    f.text("100-year HWL of Pond 2 (the controlling level) is 975.2; the lowest house opening is 978.0.",
           [F("hwl_100yr_elev_ft", 975.2), F("lowest_opening_elev_ft", 978.0)])
    f.text("Infiltration is not proposed due to clay soils. The site is not landlocked.",
           [F("infiltration_proposed", False), F("landlocked", False)])
    f.text("Permanent BMPs: Ponds 1 and 2, skimmer outlets, riprap aprons, 6-inch topsoil on lots, native "
           "buffer around the ponds. These follow the MPCA manual \"Protecting Water Quality in Urban Areas\".",
           [S("N.3.2"), S("N.3.0")])
    f.close()

    c = pkg.pdf("attachment-b-city-and-mpca.pdf")
    c.text("ATTACHMENT B", font="Helvetica-Bold")
    c.text("City of Victoria, Engineering: \"We have reviewed the Fieldstone Farm preliminary plat stormwater "
           "plan and find it consistent with the City's Local Surface Water Management Plan.\" - Letter dated "
           "April 22, 2025, signed Cara Geheren, PE.", [X("N.6.A.11"), S("N.4.7")])
    c.text("MPCA Construction Stormwater Permit: coverage C00071880 issued April 30, 2025 to Fieldstone Farm "
           "Partners LLC (copy of the coverage card attached below).", [X("N.6.A.13")])
    c.text("Coverage card: Permit C00071880 / Fieldstone Farm / Victoria, Carver County / 21.5 ac.")
    c.close()

    sheets = [
        {"number": "1", "title": "Existing Conditions", "notes": [
            ("Boundary and property lines of the land owned by Fieldstone Farm Partners LLC.", [X("N.6.A.1")]),
            ("Wetland delineation: none found (Kjolhaug Environmental, Sept. 2024). Not in floodplain or "
             "shoreland.", [X("N.6.A.4")]),
            ("Contours at 2-foot intervals, NGVD 29.", [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"),
                                                       X("N.6.A.7")])]},
        {"number": "2", "title": "Grading Plan", "pond": True, "notes": [
            ("Ponds 1 and 2, storm sewer and inverts shown. Existing field tile to be removed.", [X("N.6.A.3")]),
            ("Pond 1 NWL 968.0 HWL 971.6; Pond 2 NWL 971.0 HWL 975.2.", [X("N.6.A.6")]),
            ("Ponds sit above the 100-year flood level of the site, inside drainage and utility easements.",
             [S("N.4.6"), X("N.6.A.12")])]},
        {"number": "3", "title": "Drainage Area Maps", "notes": [
            ("Existing and proposed drainage areas; off-site area from Bavaria Road (6.3 ac) shown.",
             [X("N.6.A.2")])]},
        {"number": "4", "title": "Storm Details", "notes": [
            ("Outlet structures, skimmers, riprap aprons and pond sections with construction specifications.",
             [X("N.6.A.8")])]},
    ]
    plan_sets(pkg, sheets, "Fieldstone Farm", "CARVER ENGINEERING", "Ann Roemhildt", "51177")
    return pkg


def p04_chanhassen_townhomes(out: Path) -> Package:
    """A small firm's memo for 18 townhomes on 5.2 acres; the 100-year rate goes up."""
    pkg = Package(out, "x14-04-chanhassen-lyman-townhomes")
    m = pkg.pdf("project-memo.pdf")
    m.text("BLUFF CREEK CIVIL", font="Helvetica-Bold", size=14)
    m.text("MEMO to Minnehaha Creek Watershed District    June 2, 2025")
    m.text("Lyman Crossing Townhomes, 1600 Lyman Blvd, Chanhassen", font="Helvetica-Bold")
    m.text("Eighteen townhomes in four buildings on a 5.2-acre site.",
           [F("project_type", "multi_unit_residential"), F("dwelling_units", 18), F("site_area_ac", 5.2)])
    m.text("The developer is Lyman Crossing LLC. Grading will disturb 4.6 acres; the rest of the site stays "
           "as is.", [F("disturbed_area_ac", 4.6)])
    m.text("Hard surface goes from 0.4 acre (old house and farm buildings) to 2.3 acres.",
           [F("existing_impervious_ac", 0.4), F("proposed_impervious_ac", 2.3)])
    m.text("Stormwater goes to an infiltration basin in the southwest corner, with an overflow to the Lyman "
           "Blvd storm sewer. Soils are Hydrologic Soil Group B sandy loam; see the soils note on sheet C3.",
           [F("infiltration_proposed", True)])
    m.text("Peak rates at the south property line (cfs):", font="Helvetica-Bold")
    xs = [72, 180, 280]
    m.row(["", "Existing", "Proposed"], xs, font="Helvetica-Bold")
    rates = {"1": {"existing": 2.2, "proposed": 1.4}, "10": {"existing": 6.0, "proposed": 5.1},
             "100": {"existing": 11.2, "proposed": 11.8}}
    m.row(["1-year", "2.2", "1.4"], xs)
    m.row(["10-year", "6.0", "5.1"], xs)
    m.row(["100-year", "11.2", "11.8"], xs, [F("peak_rates_cfs", rates), X("N.6.A.9")])
    m.text("The 100-year rate is a little higher because the overflow weir was kept at 1 foot to protect "
           "the neighbors' yards. HydroCAD report attached as Appendix A.", [X("N.6.A.10")])
    m.text("The basin uses the natural low spot on the site, and the outlet was sized by routing the "
           "critical storms through it.", [S("N.4.2")])
    m.text("The basin's 100-year high water is 951.3; the lowest building opening is 954.0.",
           [F("hwl_100yr_elev_ft", 951.3), F("lowest_opening_elev_ft", 954.0)])
    m.text("No wetlands on site. The site is not landlocked.", [F("landlocked", False)])
    m.text("BMPs kept after construction: infiltration basin, pretreatment sump manhole, riprap at the basin "
           "inlet, amended soils in yards. These follow the MPCA urban BMP manual (\"Protecting Water Quality "
           "in Urban Areas\").", [S("N.3.2"), S("N.3.0"), S("N.4.8")])
    m.text("Attached: plans (full size and 11x17), City of Chanhassen review letter, MPCA permit coverage.")
    m.text("Kari Lind, PE")
    m.close()

    c = pkg.pdf("city-letter-and-npdes.pdf")
    c.text("City of Chanhassen - Engineering Department, May 28, 2025", font="Helvetica-Bold")
    c.text("We reviewed the Lyman Crossing Townhomes stormwater plan for conformance with the City's Surface "
           "Water Management Plan. It conforms.", [X("N.6.A.11"), S("N.4.7")])
    c.new_page()
    c.text("MPCA NPDES Construction Stormwater Permit - coverage letter", font="Helvetica-Bold")
    c.text("Permit ID C00072011, Lyman Crossing Townhomes, Chanhassen. Effective 05/30/2025.", [X("N.6.A.13")])
    c.close()

    sheets = [
        {"number": "C1", "title": "Existing Conditions", "notes": [
            ("Property lines; parcel owned by Lyman Crossing LLC (PID 25-0220100).", [X("N.6.A.1")]),
            ("No wetlands, floodplain or shoreland on the parcel.", [X("N.6.A.4")]),
            ("2-ft contours, NGVD 1929 datum.", [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"),
                                                 X("N.6.A.7")])]},
        {"number": "C2", "title": "Grading and Storm", "pond": True, "notes": [
            ("Infiltration basin, sump manhole and storm pipe shown with elevations.", [X("N.6.A.3")]),
            ("Basin: bottom 947.0, 100-yr HWL 951.3. No standing water on site today.", [X("N.6.A.6")]),
            ("Basin is in a drainage and utility easement.", [X("N.6.A.12")])]},
        {"number": "C3", "title": "Drainage Areas and Soils", "notes": [
            ("Existing and proposed drainage areas, plus 1.1 acres draining in from Lyman Blvd.", [X("N.6.A.2")]),
            ("Soils: Lester sandy loam (HSG B), measured infiltration rate 0.8 in/hr; soil "
             "boundaries delineated.", [X("N.6.A.5")])]},
        {"number": "C4", "title": "Details", "notes": [
            ("Basin section, overflow weir, sump manhole and riprap details with specifications.", [X("N.6.A.8")])]},
    ]
    plan_sets(pkg, sheets, "Lyman Crossing Townhomes", "BLUFF CREEK CIVIL", "Kari Lind", "50452")
    return pkg


def p05_hopkins_apartments(out: Path) -> Package:
    """A developer's short letter for 96 apartments on a strip-mall site; NAVD 88 and 1-ft contours."""
    pkg = Package(out, "x14-05-hopkins-mainstreet-flats")
    d = pkg.pdf("developer-letter.pdf")
    d.text("Excelsior Boulevard Partners", font="Helvetica-Bold", size=13)
    d.text("July 8, 2025")
    d.text("Dear District staff,")
    d.text("We plan to tear down the Hopkins Plaza strip mall at 1100 Mainstreet and build Mainstreet Flats, "
           "a 96-unit apartment building.", [F("project_type", "multi_unit_residential"), F("dwelling_units", 96)])
    d.text("The property is 2.4 acres.", [F("site_area_ac", 2.4)])
    d.text("Almost all of it is paved today: 2.05 acres of roof and parking. After the project there will be "
           "2.18 acres of roof, drives and patios, because the new courtyard is mostly lawn.",
           [F("existing_impervious_ac", 2.05), F("proposed_impervious_ac", 2.18)])
    d.text("The building is about 118,000 square feet over five floors with 140 parking stalls, most of them "
           "underground. The whole 2.4 acres will be disturbed during demolition.", [F("disturbed_area_ac", 2.4)])
    d.text("Stormwater goes to an underground storage tank under the courtyard that meters flow to the "
           "Mainstreet storm sewer. Our engineer's calculations and plans are enclosed.")
    d.text("Sincerely, Tom Becker, Development Director")
    d.close()

    c = pkg.pdf("stormwater-calcs.pdf")
    c.text("Mainstreet Flats - Stormwater Calculations (summary)", font="Helvetica-Bold")
    c.text("Prepared by Nine Mile Engineering. HydroCAD 10.2, MSE 3 distribution, Atlas 14.", [X("N.6.A.10")])
    xs = [72, 200, 300]
    c.row(["Storm", "Existing cfs", "Proposed cfs"], xs, font="Helvetica-Bold")
    rates = {"1": {"existing": 4.6, "proposed": 2.0}, "10": {"existing": 9.1, "proposed": 5.2},
             "100": {"existing": 16.4, "proposed": 12.9}}
    c.row(["1 yr", "4.6", "2.0"], xs)
    c.row(["2 yr", "5.6", "2.6"], xs)
    c.row(["10 yr", "9.1", "5.2"], xs)
    c.row(["100 yr", "16.4", "12.9"], xs, [F("peak_rates_cfs", rates), X("N.6.A.9")])
    c.text("Lower peak flows mean no rise in water levels downstream, during or after construction.", [S("N.4.3")])
    c.text("Infiltration is not proposed: contaminated fill was found under the old parking lot.",
           [F("infiltration_proposed", False)])
    c.text("Permanent BMPs: underground storage tank, two sump catch basins with SAFL baffles, and the "
           "courtyard lawn and planters. They follow the MPCA manual \"Protecting Water Quality in Urban "
           "Areas\".", [S("N.3.2"), S("N.3.0")])
    c.text("The tank's 100-year water level is 893.1 (NAVD 88); the lowest floor opening is 899.5 (NAVD 88).",
           [F("hwl_100yr_elev_ft", 893.1), F("lowest_opening_elev_ft", 899.5)])
    c.close()

    sheets = [
        {"number": "C1.0", "title": "Existing Conditions", "notes": [
            ("Property lines and the land owned by Excelsior Boulevard Partners.", [X("N.6.A.1")]),
            ("Existing storm sewer and catch basins shown.", []),
            ("No wetlands, floodplain or shoreland on site.", [X("N.6.A.4")]),
            ("Existing and proposed contours are at 1-foot intervals. Datum: NAVD 88.",
             [F("contour_interval_ft", 1.0), F("vertical_datum", "NAVD88")])]},
        {"number": "C2.0", "title": "Grading and Utilities", "notes": [
            ("Underground tank, catch basins and storm pipe to Mainstreet, with inverts.", [X("N.6.A.3")]),
            ("Tank 100-yr level 893.1. No normal water level (tank drains dry).", [X("N.6.A.6")])]},
        {"number": "C3.0", "title": "Drainage Areas", "notes": [
            ("Existing and proposed drainage areas on the property.", [X("N.6.A.2")])]},
        {"number": "C4.0", "title": "Storm Details", "notes": [
            ("Tank, outlet orifice and sump details with specifications.", [X("N.6.A.8")])]},
    ]
    plan_sets(pkg, sheets, "Mainstreet Flats", "NINE MILE ENGINEERING", "Rachel Yang", "47790")
    return pkg


def p06_excelsior_cafe(out: Path) -> Package:
    """A café owner's two-page letter (scanned): small commercial, Section 3 only."""
    pkg = Package(out, "x14-06-excelsior-cafe", kind="scanned")
    d = pkg.pdf("owner-letter.pdf", LETTER)
    d.text("Lakeside Grind Coffee  -  220 Water Street, Excelsior MN", font="Helvetica-Bold", size=12)
    d.text("August 19, 2025")
    d.text("To the Minnehaha Creek Watershed District:")
    d.text("We're expanding our coffee shop: a new drive-up lane, a bigger patio and more parking behind the "
           "building.", [F("project_type", "commercial")])
    d.text("The whole lot is about four-tenths of an acre (0.40 acre).", [F("site_area_ac", 0.4)])
    d.text("Right now roof and pavement cover 0.22 acre. When we're done it will be 0.35 acre, so we're adding "
           "about 0.13 acre (roughly 5,660 square feet) of new hard surface.",
           [F("existing_impervious_ac", 0.22), F("proposed_impervious_ac", 0.35),
            F("net_impervious_increase_ac", 0.13)])
    d.text("The building addition is 640 square feet.")
    d.text("What we're doing for stormwater, and will keep doing after construction:", font="Helvetica-Bold")
    d.text("1. A rain garden at the back corner that takes the new parking lot.  2. Permeable pavers on the "
           "patio.  3. Gutters on the addition routed into the rain garden.  4. Sweeping the lot in spring "
           "and fall.", [S("N.3.2")])
    d.text("Our landscape engineer picked these from the MPCA book \"Protecting Water Quality in Urban Areas\" "
           "to keep new hard surface small, soak in what we can, and keep dirt and salt out of the lake.",
           [S("N.3.0")])
    d.new_page()
    d.text("Flooding:", font="Helvetica-Bold")
    d.text("Lake Minnetonka's 100-year high water level is 931.5. The lowest door of the building addition "
           "is at 934.8, more than three feet higher.",
           [F("hwl_100yr_elev_ft", 931.5), F("lowest_opening_elev_ft", 934.8)])
    d.text("No wetlands were identified on or next to the lot.")
    d.text("We don't think rate control applies to a lot this small, but please tell us if we missed "
           "something. Our contact is Jenna Olson, 952-555-0190.")
    d.text("Thank you,  Jenna Olson, Owner")
    d.close()
    return pkg


PACKAGES_A = {
    "x14-01-orono-home": p01_orono_home,
    "x14-02-minnetrista-whitetail-ph2": p02_minnetrista_phase2,
    "x14-03-victoria-fieldstone": p03_victoria_farm,
    "x14-04-chanhassen-lyman-townhomes": p04_chanhassen_townhomes,
    "x14-05-hopkins-mainstreet-flats": p05_hopkins_apartments,
    "x14-06-excelsior-cafe": p06_excelsior_cafe,
}
