"""Packages for houses and subdivisions: a homeowner's letter, a developer's own narrative,
a large firm's subdivision submittal, and a phase-two plat that is part of a common scheme.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external6.common import E, F, S, npdes_letter
from corpus.external6.doc import ARCH_D, TABLOID, Package, PlanSet


def deephaven_home(out: Path) -> Package:
    """A homeowner's engineer writes one letter: a teardown-rebuild, which Rule N does not permit."""
    pkg = Package("x6-01-deephaven-home", out, seed=601, scenario="single-family home rebuild, letter only")
    d = pkg.doc("19520_Lakeview_Ave_Stormwater_Letter.pdf", font="Times-Roman", bold="Times-Bold", size=11, margin=72)
    d.h1("HALVORSEN CIVIL, LLC", 15)
    d.p("Jon Halvorsen, P.E.  |  380 Third Street, Suite 2, Excelsior, MN 55331  |  952-555-0148", size=9)
    d.gap(14)
    d.p("February 9, 2026")
    d.p("Minnehaha Creek Watershed District\nPermitting Program\n15320 Minnetonka Boulevard\nMinnetonka, MN 55345")
    d.p("RE: 19520 Lakeview Avenue, Deephaven (PID 18-117-23-42-0017) - Stormwater summary for new residence",
        font="Times-Bold")
    d.p("Dear Permitting Staff:")
    d.p("On behalf of the owners, Mark and Ellen Sorensen, we are providing this summary for the tear-down of the "
        "existing 1952 rambler and the construction of a new single-family home with an attached three-stall garage, "
        "a reconstructed driveway and a rear patio. The City of Deephaven asked that the District confirm in writing "
        "whether a stormwater management permit is needed before the building permit is issued.",
        tags=[F("project_type", "single_family_home")])
    d.p("The lot is 27,180 square feet (0.62 acres) and slopes from Lakeview Avenue toward Carsons Bay. The new home "
        "has a footprint of 2,960 sf and a finished floor area of 4,410 sf over two levels plus a walkout lower level.",
        tags=[F("site_area_ac", 0.62)])
    d.table([["", "Square feet", "Acres"],
             ["Existing hard surface (house, garage, drive, walks)", "6,310", "0.145"],
             ["Proposed hard surface", "7,905", "0.181"],
             ["Change", "+1,595", "+0.037"]],
            [250, 90, 70], title="Hard-cover summary",
            tags=[F("existing_impervious_ac", 0.145), F("proposed_impervious_ac", 0.181),
                  F("net_impervious_increase_ac", 0.037)])
    d.p("Hard cover stays at 29% of the lot, below the City's 30% shoreland limit. Roof drains will discharge to "
        "turf on the lake side of the house. No wetlands were identified on the lot; the Lake Minnetonka ordinary "
        "high water level (929.4) is about 85 feet from the nearest proposed construction.")
    d.p("The Lake Minnetonka 100-year flood elevation is 931.5 (NGVD 29). The lowest opening of the new home, the "
        "lower-level patio door, is at elevation 936.8, which is 5.3 feet above the flood elevation.",
        tags=[F("hwl_100yr_elev_ft", 931.5), F("lowest_opening_elev_ft", 936.8),
              F("vertical_datum", "NGVD29")])
    d.p("Because the work is the reconstruction of a single-family home and its appurtenances, we understand that "
        "paragraph 2(A) of Rule N applies and no District stormwater permit is required. Erosion control "
        "(silt fence and a rock construction entrance) will be installed under the City grading permit, and the "
        "shoreland setback and erosion control provisions of the District's other rules will be followed.")
    d.p("Please call me with any questions.")
    d.p("Sincerely,")
    d.signature(["Jon Halvorsen, P.E.", "MN License No. 44871"])
    d.p("cc: City of Deephaven Building Official; Sorensen Residence file 25-112", size=9)
    d.save()
    return pkg


def orono_subdivision(out: Path) -> Package:
    """A large consulting firm: application form, stormwater report, full-size and half-size plans.
    Every exhibit is there except the drainage area maps."""
    pkg = Package("x6-02-orono-fox-ridge", out, seed=602, scenario="low-density subdivision over 20 ac; no drainage map")
    firm = ["CARLSON BRANDT ENGINEERING", "7500 Flying Cloud Drive, Suite 900", "Eden Prairie, MN 55344",
            "952.555.7700  carlsonbrandt.com"]
    title = "FOX RIDGE PRESERVE - ORONO, MINNESOTA"

    a = pkg.doc("01_MCWD_Permit_Application.pdf", size=9.5, margin=50)
    a.h1("MINNEHAHA CREEK WATERSHED DISTRICT - PERMIT APPLICATION", 12, center=True)
    a.table([["1. Project name", "Fox Ridge Preserve"],
             ["2. Project location", "2900 block of Old Crystal Bay Road North, City of Orono"],
             ["3. PIDs", "03-118-23-22-0004 and 03-118-23-22-0005"],
             ["4. Applicant / owner", "Fox Ridge Land Partners, LLC - attn. Dana Whitcomb"],
             ["5. Engineer", "Carlson Brandt Engineering - Erik Lindqvist, P.E."]],
            [150, 350], header=0)
    a.p("6. Applicant type", font=a.bold)
    a.checkbox(False, "Public entity (city, township, county, state or federal agency)")
    a.checkbox(True, "Private individual, business or developer", tags=[F("applicant_public_entity", False)])
    a.p("7. Rules that apply (check all)", font=a.bold)
    a.checkbox(True, "Rule B - Erosion Control")
    a.checkbox(True, "Rule N - Stormwater Management")
    a.checkbox(False, "Rule D - Wetland Protection")
    a.p("8. Project data", font=a.bold)
    a.table([["Total site area", "23.46 acres"],
             ["Area to be disturbed (graded)", "12.8 acres"],
             ["Land use", "Single-family residential subdivision, 11 lots"],
             ["Dwelling units", "11"],
             ["Gross density", "0.47 units per acre"]],
            [200, 300], header=0,
            tags=[F("site_area_ac", 23.46), F("disturbed_area_ac", 12.8),
                  F("project_type", "single_family_subdivision"), F("dwelling_units", 11),
                  F("density_du_per_ac", 0.47)])
    a.p("9. Impervious surface", font=a.bold)
    a.table([["Existing impervious (farmstead, drive)", "0.62 ac"],
             ["Proposed impervious", "3.94 ac"],
             ["Net increase", "3.32 ac"]],
            [200, 300], header=0,
            tags=[F("existing_impervious_ac", 0.62), F("proposed_impervious_ac", 3.94),
                  F("net_impervious_increase_ac", 3.32)])
    a.p("10. Submittal index - where each Rule N exhibit is found", font=a.bold)
    a.table([["Item", "Location"],
             ["Plans (full-size and 11x17)", "03_Plans_24x36.pdf; 04_Plans_11x17.pdf"],
             ["Hydrology and water quality", "02_Stormwater_Report.pdf, Sections 4-6"],
             ["City review", "02_Stormwater_Report.pdf, Appendix C"],
             ["NPDES permit", "02_Stormwater_Report.pdf, Appendix D"],
             ["Geotechnical borings", "02_Stormwater_Report.pdf, Appendix E"]],
            [200, 300])
    a.signature(["Dana Whitcomb, Managing Member, Fox Ridge Land Partners, LLC", "Date: 01/22/2026"])
    a.save()

    r = pkg.doc("02_Stormwater_Report.pdf", size=10, margin=66,
                footer="Carlson Brandt Engineering | Fox Ridge Preserve Stormwater Management Report | Project 24-0417")
    r.h1("Stormwater Management Report", 18)
    r.p("Fox Ridge Preserve, Orono, Minnesota", size=13)
    r.p("Prepared for Fox Ridge Land Partners, LLC  -  January 2026")
    r.gap(20)
    r.p("I hereby certify that this report was prepared by me or under my direct supervision and that I am a duly "
        "Licensed Professional Engineer under the laws of the State of Minnesota.  Erik Lindqvist, P.E., "
        "Reg. No. 50231, 1/20/2026", size=9)
    r.new_page()
    r.h1("1. Project Description")
    r.p("Fox Ridge Preserve subdivides a former hobby farm of 23.46 acres into 11 single-family lots of 0.92 to 1.64 "
        "acres, with 1,850 feet of new public street (Fox Ridge Lane) ending in a cul-de-sac. Existing buildings, "
        "the gravel drive and the barn foundation will be removed. Lots 1-5 drain north toward Long Lake Creek; "
        "the remainder drains east to the wetland complex on the Luce Line corridor.")
    r.h1("2. Existing Conditions", 12)
    r.p("The site is mostly hay field with a wooded ravine along the north line. Two wetlands were delineated by "
        "Prairie Edge Environmental in June 2025 (Wetland A, 0.84 ac, and Wetland B, 0.31 ac); the delineation was "
        "approved by the City of Orono as LGU under the Wetland Conservation Act and is shown on sheet C1.0. No "
        "FEMA floodplain and no shoreland overlay are mapped on the site.")
    r.p("Soils are Lester-Kilkenny loams over dense glacial till (Hydrologic Soil Group C/D). Infiltration is not "
        "proposed because the borings found clay till and perched water at 4 to 7 feet; volume reduction relies on "
        "the wet ponds and on preserved woodland.", tags=[F("infiltration_proposed", False)])
    r.p("An off-site area of 41.2 acres west of Old Crystal Bay Road drains through the site in the existing ravine "
        "culvert. It is modeled as subcatchment OS-1 in both conditions and is routed around Pond 1 in a 30-inch pipe "
        "so that the ponds are sized for their own drainage plus that bypass.", tags=[S("N.4.4")])
    r.h1("3. Design Standards", 12)
    r.p("The design follows MCWD Rule N, the City of Orono Local Surface Water Management Plan (2019) and the "
        "Minnesota Stormwater Manual. Rainfall is Atlas 14 (1-year 2.49 in, 2-year 2.86 in, 10-year 4.26 in, "
        "100-year 7.40 in, 24-hour, MSE 3 distribution).")
    r.new_page()
    r.h1("4. Water Quantity")
    r.p("Peak rates were computed with HydroCAD 10.2 using NRCS TR-20 methods, with storage-indication (reservoir) "
        "routing through both ponds for the 24-hour critical-duration events. The existing low area at the east "
        "wetland edge was used as the footprint for Pond 2 rather than excavating new basin area.",
        tags=[S("N.4.2")])
    rows = [["Event", "DP-1 North EX", "DP-1 North PR", "DP-2 East EX", "DP-2 East PR", "Total EX", "Total PR"],
            ["1-year", "2.10", "1.32", "2.72", "1.78", "4.82", "3.10"],
            ["2-year", "3.05", "1.95", "3.88", "2.61", "6.93", "4.56"],
            ["10-year", "6.40", "4.22", "8.20", "5.58", "14.60", "9.80"],
            ["100-year", "14.70", "11.85", "19.20", "15.55", "33.90", "27.40"]]
    r.table(rows, [62, 68, 68, 66, 66, 56, 56], size=8.5,
            title="Table 4-1. Peak discharge (cfs) at the site boundary",
            tags=[E("N.6.A.9"), F("peak_rates_cfs", {"1": {"existing": 4.82, "proposed": 3.10},
                                                       "10": {"existing": 14.6, "proposed": 9.8},
                                                       "100": {"existing": 33.9, "proposed": 27.4}})])
    r.p("Proposed peak rates are below existing at both discharge points for every event. The 100-year water "
        "levels in Wetland A, Wetland B and the Long Lake Creek ravine do not rise, and temporary sediment basins "
        "hold construction runoff, so water levels off the site are not affected during or after construction.",
        tags=[S("N.4.3")])
    r.p("The site is not landlocked: both discharge points have positive outlets to Long Lake Creek.",
        tags=[F("landlocked", False)])
    r.p("Ponds 1 and 2 are placed above the projected 100-year flood elevation of the wetlands and lie within "
        "drainage and utility easements dedicated on the plat (sheet C9.0).", tags=[S("N.4.6")])
    r.p("Each pond outlet discharges through a flared-end section onto a Class III riprap apron sized by the MnDOT "
        "method for the 10-year outlet velocity, so the outfalls do not scour the receiving wetlands.",
        tags=[S("N.4.8"), S("N.5.4")])
    r.h1("5. Water Quality", 12)
    r.p("Annual total phosphorus was modeled with P8 (v3.5) using the 1959 Minneapolis-St. Paul precipitation record. "
        "The two wet ponds remove 61 percent of the annual TP load leaving the developed site (load from 11.3 lb/yr "
        "to 4.4 lb/yr). Permanent pools are sized on the whole tributary drainage area.",
        tags=[F("phosphorus_removal_pct", 61)])
    r.table([["", "Pond 1", "Pond 2"],
             ["Normal water level (NWL)", "992.0", "995.5"],
             ["100-yr HWL", "997.6", "999.1"],
             ["Top of berm / EOF", "1000.0", "1001.2"],
             ["Freeboard above 100-yr HWL (ft)", "2.4", "2.1"],
             ["Safety bench width (ft)", "10", "10"],
             ["Safety bench slope", "10:1", "10:1"],
             ["Dead storage (ac-ft)", "1.12", "0.86"]],
            [190, 90, 90], title="Table 5-1. Pond data (NGVD 29)",
            tags=[F("ponds", [{"name": "Pond 1", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10,
                               "freeboard_ft": 2.4},
                              {"name": "Pond 2", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10,
                               "freeboard_ft": 2.1}])])
    r.p("The pond outlet structures have a submerged inlet and a baffle plate (skimmer) that keeps floatables in the "
        "pond through the 1-year event.", tags=[S("N.5.2")])
    r.p("The lowest opening of any new home is the walkout at Lot 3, Block 1, elevation 1000.2, which is 2.6 feet "
        "above the adjacent Pond 1 100-year HWL of 997.6.",
        tags=[F("lowest_opening_elev_ft", 1000.2), F("hwl_100yr_elev_ft", 997.6)])
    r.new_page()
    r.h1("6. Best Management Practices", 12)
    r.p("BMPs were chosen following the MPCA manual Protecting Water Quality in Urban Areas: lots are clustered to "
        "preserve 6.1 acres of woodland and the ravine, the street is 28 feet wide rather than 32, and roof drains "
        "are directed to lawn. The following permanent BMPs will remain after construction:", tags=[S("N.3.0")])
    r.bullets(["Pond 1 - wet sedimentation pond with skimmer outlet",
               "Pond 2 - wet sedimentation pond with skimmer outlet",
               "Riprap energy dissipation at three outfalls",
               "Woodland and ravine conservation easement (6.1 ac)",
               "Native buffer seeding around Wetlands A and B"], tags=[S("N.3.2")])
    r.h1("7. Subcatchment Summary", 12)
    r.table([["Subcatchment", "Area (ac)", "CN", "Tc (min)", "Outlet"],
             ["OS-1 (off-site)", "41.20", "74", "38", "ravine culvert"],
             ["PR-1", "6.85", "80", "14", "Pond 1"],
             ["PR-2", "9.02", "78", "16", "Pond 2"],
             ["PR-3 (undetained)", "7.59", "71", "22", "DP-1"]], [110, 70, 50, 60, 110])
    r.new_page()
    r.h1("Appendix A. HydroCAD Routing and P8 Output", 12)
    r.p("Node listing, stage-storage-discharge tables for Ponds 1 and 2 and the P8 particle summary follow; the "
        "full HydroCAD report for the 1-, 2-, 10- and 100-year events is 46 pages and is included electronically.",
        tags=[E("N.6.A.10")])
    r.table([["Pond 1 stage", "Storage (ac-ft)", "Discharge (cfs)"],
             ["992.0", "0.00", "0.00"], ["994.0", "0.61", "0.88"], ["996.0", "1.35", "3.90"],
             ["997.6", "2.02", "6.75"]], [110, 110, 110])
    r.new_page()
    r.h1("Appendix C. City of Orono Review", 12)
    r.p("CITY OF ORONO  -  ENGINEERING DEPARTMENT", font=r.bold)
    r.p("December 18, 2025")
    r.p("Re: Fox Ridge Preserve - preliminary plat stormwater review", font=r.bold)
    r.p("City staff and the City Engineer have reviewed the Fox Ridge Preserve grading, utility and stormwater plans "
        "dated November 21, 2025. The stormwater management design conforms to the City of Orono Local Surface Water "
        "Management Plan, and the City has no objection to the plans proceeding to the Minnehaha Creek Watershed "
        "District for permitting.", tags=[E("N.6.A.11"), S("N.4.7")])
    r.p("Gavin Rusch, P.E., City Engineer")
    npdes_letter(r, "Fox Ridge Land Partners, LLC", "Fox Ridge Preserve", "C00071264", "January 14, 2026", 12.8)
    r.new_page()
    r.h1("Appendix E. Geotechnical Evaluation (summary)", 12)
    r.p("Northland Geotechnical performed 9 standard penetration borings (ST-1 to ST-9) on November 4-6, 2025. Boring logs "
        "are attached. Topsoil 1-2 ft over lean clay (CL) and clayey sand till to the 21-ft termination depth; "
        "groundwater observed at 4.1 to 7.3 ft.", tags=[E("N.6.C")])
    r.table([["Boring", "Surface elev.", "Depth (ft)", "Water (ft)", "Soil"],
             ["ST-1", "1004.3", "21", "6.2", "CL"], ["ST-4", "998.7", "21", "4.1", "SC"],
             ["ST-8", "1002.0", "21", "7.3", "CL"]], [60, 80, 70, 70, 60])
    r.save()

    for name, size, full in (("03_Plans_24x36.pdf", ARCH_D, True), ("04_Plans_11x17.pdf", TABLOID, False)):
        ps = PlanSet(pkg, name, size, firm, title, "Erik Lindqvist", "50231", "01/20/2026",
                     tags_first=[E("plan_set.full_size" if full else "plan_set.reduced")])
        ps.sheet("C0.0", "Title Sheet", [
            ("SHEET INDEX: C0.0 Title Sheet; C1.0 Existing Conditions and Boundary; C3.0 Grading and Erosion "
             "Control; C4.0 Storm Sewer Plan and Profile; C8.0 Stormwater Details; C9.0 Easement Exhibit.", []),
            ("Location: part of the NW 1/4 of Section 3, Township 118, Range 23, City of Orono, Hennepin County. "
             "11 lots, 2 outlots. Gopher State One Call 811 before digging.", [])],
            drawing="FOX RIDGE PRESERVE")
        ps.sheet("C1.0", "Existing Conditions and Boundary", [
            ("Boundary per ALTA survey by Carlson Brandt, 9/2025. Property lines and all lands owned by the applicant "
             "(PIDs 03-118-23-22-0004 and -0005) shown heavy.", [E("N.6.A.1")]),
            ("Wetland A (0.84 ac) and Wetland B (0.31 ac) delineated by Prairie Edge Environmental 6/2025. No floodplain "
             "or shoreland on site.", [E("N.6.A.4")]),
            ("Existing 15-inch CMP ravine culvert, invert 990.4, to be replaced.", [])],
            drawing="EXISTING CONDITIONS")
        ps.sheet("C3.0", "Grading and Erosion Control Plan", [
            ("Contours at 2-foot intervals, existing dashed and proposed solid. Elevations are NGVD 1929.",
             [F("contour_interval_ft", 2), F("vertical_datum", "NGVD29"), E("N.6.A.7")]),
            ("Pond 1: NWL 992.0, 100-yr HWL 997.6. Pond 2: NWL 995.5, 100-yr HWL 999.1 (proposed). No ponds exist "
             "today.", [E("N.6.A.6")]),
            ("Silt fence, rock construction entrance and temporary sediment basins per SWPPP sheet C3.1.", [])],
            drawing="GRADING PLAN", contours=(990, 2))
        ps.sheet("C4.0", "Storm Sewer Plan and Profile", [
            ("Existing and proposed storm sewer, culverts and ponds with pipe sizes, lengths, slopes and inverts. "
             "30-inch RCP bypass for off-site area OS-1.", [E("N.6.A.3")]),
            ("Fox Ridge Lane 0+00 to 18+50.", [])],
            drawing="STORM SEWER")
        ps.sheet("C8.0", "Stormwater Details and Specifications", [
            ("Outlet control structure with baffle skimmer, pond safety bench section (10 ft at 10:1), riprap apron, "
             "flared-end section. Materials and workmanship per City of Orono Standard Specifications and MnDOT 2025.",
             [E("N.6.A.8")])],
            drawing="DETAILS")
        ps.sheet("C9.0", "Easement Exhibit", [
            ("Drainage and utility easements over Ponds 1 and 2 and the storm sewer, and the ravine flowage easement, "
             "to be dedicated on the final plat.", [E("N.6.A.12")])],
            drawing="EASEMENTS")
        ps.save()
    return pkg


def shorewood_villas(out: Path) -> Package:
    """A homebuilder writes its own narrative and scans it at the office copier."""
    pkg = Package("x6-03-shorewood-birch-bluff", out, kind="scanned", seed=603,
                  scenario="medium-density subdivision 2-5 ac, BMPs only; scanned")
    d = pkg.doc("Birch_Bluff_Narrative_signed.pdf", font="Helvetica", size=10.5, margin=64)
    d.h1("BIRCHWOOD LANE HOMES", 16)
    d.p("Building in the Lake Minnetonka area since 1994  -  24150 Smithtown Road, Shorewood MN 55331")
    d.gap(10)
    d.h1("Project Narrative - Birch Bluff Villas", 13)
    d.p("To: Minnehaha Creek Watershed District        Date: March 2, 2026")
    d.p("Birchwood Lane Homes, LLC is a private homebuilder and is the applicant and owner. We are asking for the "
        "District's stormwater permit for Birch Bluff Villas, a small neighborhood of nine detached single-family "
        "villa homes on Birch Bluff Road in Shorewood.",
        tags=[F("applicant_public_entity", False), F("project_type", "single_family_subdivision"),
              F("dwelling_units", 9)])
    d.p("The property is 3.62 acres (two parcels, PIDs 33-117-23-11-0021 and -0022, which we bought together in "
        "2024). With 9 homes that works out to 2.49 units per acre. Lots run from 9,800 to 14,200 square feet, and "
        "the new private street is about 640 feet long.",
        tags=[F("site_area_ac", 3.62), F("density_du_per_ac", 2.49)])
    d.p("Today the land has one older house, a pole barn and a gravel driveway, about 0.31 acres of hard surface. "
        "When finished there will be 1.27 acres of roofs, driveways and street. We will grade about 3.1 acres; the "
        "wooded slope along the east line is left alone.",
        tags=[F("existing_impervious_ac", 0.31), F("proposed_impervious_ac", 1.27), F("disturbed_area_ac", 3.1)])
    d.h1("What Rule N requires here", 12)
    d.p("Our engineer tells us this is medium density (more than 2 homes per acre) on a site between 2 and 5 acres, "
        "so Section 3 (BMPs) of Rule N applies. We have not prepared rate or water quality modeling for that reason, "
        "but the infiltration basin is sized for one inch of runoff from all new hard surface.")
    d.new_page()
    d.h1("How we are handling stormwater", 12)
    d.p("We followed the MPCA's Protecting Water Quality in Urban Areas manual in laying out the site. The street is "
        "24 feet wide with no curb on the low side, driveways are shared in pairs to cut hard surface, roof water "
        "goes to yards, and the basin soaks runoff into the sandy loam soils on the north end. Infiltration is "
        "proposed: the soil borings show sandy loam to 12 feet.",
        tags=[S("N.3.0"), F("infiltration_proposed", True)])
    d.p("Permanent BMPs that will stay after the homes are built:", font=d.bold)
    d.bullets(["Infiltration basin (north end, 3,900 sq ft bottom) with pretreatment sump manhole",
               "Shared driveways for Lots 2/3, 4/5 and 7/8",
               "Rain gardens at Lots 1 and 9",
               "Native seed mix and no-mow zone on the east slope"], tags=[S("N.3.2")])
    d.p("No wetlands were identified on the property, and the site is not in the shoreland district.")
    d.p("Every home's lowest door or window is at least 2 feet above the 100-year high water of the basin. The "
        "basin's 100-year high water elevation is 952.4 and the lowest opening (Lot 6 lookout window) is at 955.0.",
        tags=[F("hwl_100yr_elev_ft", 952.4), F("lowest_opening_elev_ft", 955.0)])
    d.p("Erosion control: silt fence around the whole graded area, a rock entrance off Birch Bluff Road, and "
        "seed and mulch within 7 days of final grade. Street sweeping as needed.")
    d.new_page()
    d.h1("Contacts", 12)
    d.table([["Role", "Name", "Phone"],
             ["Owner / applicant", "Birchwood Lane Homes, LLC - Tom Reinholt", "952-555-0199"],
             ["Civil engineer", "Lakeside Land Engineering - K. Mraz, P.E.", "952-555-0176"],
             ["Surveyor", "Gronberg & Associates", "763-555-0102"]], [110, 240, 90])
    d.p("Signed,")
    d.signature(["Tom Reinholt, President", "Birchwood Lane Homes, LLC", "3/2/2026"])
    d.save()
    return pkg


def victoria_phase2(out: Path) -> Package:
    """A surveyor-engineer for a developer: phase 2 of a plat next to phase 1, same owner, full-size plans only."""
    pkg = Package("x6-12-victoria-deer-run-2nd", out, seed=612,
                  scenario="common scheme (phase 2 of adjacent plat), 1-ft contours, no reduced set")
    firm = ["GRONBERG & ASSOCIATES", "Land Surveyors - Civil Engineers", "112 Chestnut Street N, Chaska, MN 55318"]
    r = pkg.doc("Deer_Run_Ridge_2nd_Stormwater.pdf", font="Times-Roman", bold="Times-Bold", size=11, margin=70,
                header="Deer Run Ridge 2nd Addition - Stormwater Narrative - Gronberg & Associates")
    r.h1("DEER RUN RIDGE 2ND ADDITION", 16, center=True)
    r.p("Stormwater Management Narrative  -  City of Victoria, Carver County  -  February 2026")
    r.gap(8)
    r.h1("Project Summary", 12)
    r.table([["Item", "Value"],
             ["Developer", "Deer Run Development Co. (private)"],
             ["Gross area, 2nd Addition", "6.24 ac"],
             ["Single-family lots", "11"],
             ["Density", "1.76 units/ac"],
             ["Disturbed area", "5.6 ac"],
             ["Impervious, existing", "0.00 ac (cropland)"],
             ["Impervious, proposed", "2.05 ac"]], [200, 220],
            tags=[F("applicant_public_entity", False), F("site_area_ac", 6.24), F("dwelling_units", 11),
                  F("density_du_per_ac", 1.76), F("disturbed_area_ac", 5.6), F("existing_impervious_ac", 0.0),
                  F("proposed_impervious_ac", 2.05), F("project_type", "single_family_subdivision")])
    r.p("Relationship to the first addition. Deer Run Ridge (1st Addition, 13 lots on 7.48 acres, platted 2021 "
        "and built out in 2022-2023) lies immediately west and was developed by the same owner, Deer Run "
        "Development Co. The two additions are one common scheme of development, and we have evaluated Rule N "
        "applicability on the aggregate area of 13.72 acres, which places the project under paragraph 2(B)(2).",
        tags=[F("common_scheme_area_ac", 13.72)])
    r.p("Both phases drain to the existing regional pond built with the 1st Addition (Pond 100), which is expanded "
        "under this application; the 1st Addition's drainage area is already included in the model as tributary "
        "runoff, as is 3.3 acres of off-site area from Rolling Acres Road.", tags=[S("N.4.4")])
    r.h1("Rate Control", 12)
    r.p("HydroCAD with Atlas 14 24-hr MSE 3 rainfall; Pond 100 and its outlet were designed by reservoir routing of "
        "the critical-duration events. The existing depression in the NE corner is kept and used as Pond 100's "
        "forebay.", tags=[S("N.4.2")])
    r.table([["", "1-yr", "2-yr", "10-yr", "50-yr", "100-yr"],
             ["Pre (cfs)", "1.84", "2.41", "5.66", "10.9", "14.02"],
             ["Post (cfs)", "1.12", "1.50", "3.93", "8.1", "11.37"]], [80, 60, 60, 60, 60, 60],
            title="Peak discharge at south property line (to Wassermann Lake tributary)",
            tags=[E("N.6.A.9"), F("peak_rates_cfs", {"1": {"existing": 1.84, "proposed": 1.12},
                                                       "10": {"existing": 5.66, "proposed": 3.93},
                                                       "100": {"existing": 14.02, "proposed": 11.37}})])
    r.p("No increase in off-site water levels results during or after construction: the downstream culvert under "
        "Rolling Acres Road sees lower peak flows for all events and sediment is held in temporary basins.",
        tags=[S("N.4.3")])
    r.p("Pond 100 lies above the 100-year flood elevation of the Wassermann Lake tributary and within a drainage and "
        "utility easement on Outlot A.", tags=[S("N.4.6")])
    r.p("The outfall to the tributary is a 24-inch FES with a 12-foot riprap apron and geotextile, designed to avoid "
        "erosion and scour at the discharge.", tags=[S("N.4.8")])
    r.p("The design conforms to the City of Victoria Local Water Management Plan (2018); the City's review letter "
        "is attached.", tags=[S("N.4.7")])
    r.new_page()
    r.h1("Pond 100 and Building Openings", 12)
    r.table([["Pond", "NWL", "100-yr HWL", "Bench", "Freeboard"],
             ["Pond 100 (expanded)", "972.0", "979.2", "10 ft @ 10:1", "2.3 ft"]], [120, 60, 80, 90, 70],
            tags=[F("ponds", [{"name": "Pond 100", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10,
                               "freeboard_ft": 2.3}])])
    r.p("Lowest opening of the new homes: 982.5 (Lot 4, Block 2); the 100-year HWL of Pond 100 is 979.2.",
        tags=[F("lowest_opening_elev_ft", 982.5), F("hwl_100yr_elev_ft", 979.2)])
    r.p("Infiltration is not proposed; the site is Hamel-Glencoe clay loam (HSG C/D).",
        tags=[F("infiltration_proposed", False)])
    r.h1("Best Management Practices", 12)
    r.p("BMP selection follows the MPCA's Protecting Water Quality in Urban Areas: phased grading, preserved "
        "hedgerow, reduced street width (26 ft), and the expanded wet pond.", tags=[S("N.3.0")])
    r.p("Permanent BMPs: (1) Pond 100 wet pond expansion with skimmer outlet; (2) riprap outfall apron; "
        "(3) 25-ft native buffer around the Outlot B wetland.", tags=[S("N.3.2")])
    r.p("Wetland: one Type 2 wetland (0.42 ac) in Outlot B, delineated 2025 and approved by the City as LGU; it is "
        "shown on sheet 2 with a 25-ft buffer.")
    r.new_page()
    r.h1("Attachment 1 - City of Victoria", 12)
    r.p("CITY OF VICTORIA - Engineering", font=r.bold)
    r.p("January 30, 2026. The City has reviewed the grading, drainage and utility plans for Deer Run Ridge 2nd "
        "Addition. The stormwater design is consistent with the City's Local Water Management Plan. - "
        "Cara Ostlund, City Engineer", tags=[E("N.6.A.11")])
    r.new_page()
    r.h1("Attachment 2 - HydroCAD summary and pond stage-storage", 12)
    r.p("HydroCAD node reports (1-, 2-, 10-, 50- and 100-year), pond stage-storage-discharge and outlet rating "
        "computations used to size Pond 100 and the outlet.", tags=[E("N.6.A.10")])
    r.table([["Subcat", "Area (ac)", "CN", "To"],
             ["1S Phase 1 lots", "7.48", "79", "Pond 100"], ["2S Phase 2 lots", "5.10", "80", "Pond 100"],
             ["3S off-site", "3.30", "74", "Pond 100"], ["4S rear yards", "1.14", "70", "South line"]],
            [110, 70, 50, 90])
    npdes_letter(r, "Deer Run Development Co.", "Deer Run Ridge 2nd Addition", "C00072019", "February 3, 2026", 5.6)
    r.save()

    ps = PlanSet(pkg, "Deer_Run_Ridge_2nd_Plans_24x36.pdf", ARCH_D, firm,
                 "DEER RUN RIDGE 2ND ADDITION - VICTORIA, MN", "Paul Gronberg", "41126", "02/06/2026", layout="bottom",
                 tags_first=[E("plan_set.full_size")])
    ps.sheet("1", "Existing Conditions / Boundary", [
        ("Boundary of 2nd Addition and of the adjoining Deer Run Ridge (1st Addition), both owned by Deer Run "
         "Development Co.", [E("N.6.A.1")]),
        ("Existing topography at 1-foot contour interval, NGVD 29 datum.",
         [F("contour_interval_ft", 1), F("vertical_datum", "NGVD29")])], drawing="EXISTING CONDITIONS")
    ps.sheet("2", "Grading Plan", [
        ("Proposed 1-ft contours. Pond 100: NWL 972.0, HWL 979.2 (existing NWL 972.0, HWL 978.6).",
         [E("N.6.A.6")]),
        ("Outlot B wetland (0.42 ac) with 25-ft buffer; no floodplain.", [E("N.6.A.4")])], drawing="GRADING", contours=(970, 1))
    ps.sheet("3", "Drainage Area Maps", [
        ("Existing and proposed drainage areas, including off-site area 3S (3.3 ac) and the 1st Addition.",
         [E("N.6.A.2")])], drawing="DRAINAGE AREAS - EXISTING / PROPOSED")
    ps.sheet("4", "Storm Sewer and Pond Plan", [
        ("Existing and proposed storm sewer with inverts; Pond 100 expansion and outlet structure OCS-1.",
         [E("N.6.A.3")]),
        ("Drainage and utility easement over Outlot A (pond) and all storm sewer.", [E("N.6.A.12")])],
        drawing="STORM SEWER")
    ps.sheet("5", "Details", [
        ("OCS-1 skimmer structure, safety bench section, riprap apron; specifications per City of Victoria "
         "standard plates.", [E("N.6.A.8")])], drawing="DETAILS")
    ps.save()
    return pkg
