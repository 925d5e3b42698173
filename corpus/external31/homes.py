"""Residential packages of external31: a home, subdivisions, townhomes and apartments.

Each function writes one package the way its author would upload it (several PDFs) and
tags, sentence by sentence, what those words state. Values live in the sentences only.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external31.kit import FULL_22x34, FULL_24x36, HALF_11x17, F, Package, S, Sheet, X, sqft, write_sets

PE = ("I hereby certify that this plan, specification, or report was prepared by me or under my direct "
      "supervision and that I am a duly Licensed Professional Engineer under the laws of the State of Minnesota.")


def p01_deephaven_home(root: Path) -> Package:
    """A homeowner's engineer: a teardown and new home on Lake Minnetonka. N.2.A, no permit under Rule N."""
    pkg = Package(root, "ext31-01-deephaven-home")
    d = pkg.doc("MCWD_Permit_Application_4120_Highview.pdf", header="Minnehaha Creek Watershed District - Permit Application")
    d.title("Permit Application - 4120 Highview Lane, Deephaven")
    d.field("Applicant", "Mark and Julie Sorensen (property owners)")
    d.field("Engineer", "Lakeside Civil LLC, Excelsior MN - T. Brandt")
    d.field("Property ID (PID)", "18-117-22-43-0021")
    d.field("Project description", "Remove existing 1962 rambler and construct a new single-family home with "
            "attached garage, driveway and patio.", tags=[F("project_type", "single_family_home")])
    d.field("Lot area", f"{sqft(0.87)} sq ft (0.87 acres)", tags=[F("site_area_ac", 0.87), X("N.6.D")])
    d.field("Area to be disturbed", "0.31 acres", tags=[F("disturbed_area_ac", 0.31)])
    d.field("Rules applied for", "Rule B (Erosion Control), Rule E (Floodplain)")
    d.field("Anticipated start", "May 4, 2026")
    d.p("Rule N: the work is construction of a single-family home and its residential appurtenances on an "
        "existing platted lot. We understand a stormwater permit is not required for this activity under "
        "Rule N paragraph 2(A); erosion control (Rule B) and floodplain (Rule E) review is requested.")
    d.h("Impervious surface summary")
    d.table(["Surface", "Existing (sq ft)", "Proposed (sq ft)"],
            [["House / garage", "2,940", "3,870"], ["Driveway", "2,410", "3,020"], ["Patio / walks", "748", "1,386"],
             ["Total", f"{sqft(0.14)}", f"{sqft(0.19)}"], ["Total (acres)", "0.14", "0.19"]],
            tags=[F("existing_impervious_ac", 0.14), F("proposed_impervious_ac", 0.19), X("N.6.E")],
            caption="Table 1 - Impervious surfaces on the lot")
    d.p("The finished floor of the new home (main level) is 936.0. The lake's ordinary high water is 929.4. "
        "No fill is placed below the regulatory flood elevation.")
    d.signature(["Mark Sorensen, owner", "March 9, 2026"])
    d.close()
    ps = pkg.plans("Grading_Erosion_Control_Plan.pdf", HALF_11x17, firm="Lakeside Civil LLC",
                   project="Sorensen Residence, 4120 Highview Lane", city="Deephaven, Minnesota",
                   certification="I hereby certify that this survey was prepared by me or under my direct supervision "
                                 "and that I am a duly Licensed Land Surveyor under the laws of the State of Minnesota.",
                   date="March 6, 2026", engineer=False)
    ps.sheet(Sheet("1 of 1", "Grading, Drainage and Erosion Control Plan", draw="grading", notes=[
        ("Elevations shown are on NAVD 88 datum. Contour interval 1 foot.",
         [F("vertical_datum", "NAVD88"), F("contour_interval_ft", 1.0)]),
        ("Silt fence and rock construction entrance to be installed before any grading.", []),
        (f"Lot area {sqft(0.87)} sq ft. Existing house and garage to be removed.", [F("site_area_ac", 0.87)]),
    ], labels=["EX. 930", "EX. 932", "PROP. 934", "LAKE MINNETONKA OHW 929.4"]), [X("plan_set.reduced")])
    ps.close()
    return pkg


def p02_shorewood_subdivision(root: Path) -> Package:
    """A developer's engineer, three letter-size PDFs, scanned: nine lots on 6.8 acres (N.2.B.1)."""
    pkg = Package(root, "ext31-02-shorewood-birch-bluff", kind="scanned")
    d = pkg.doc("01_MCWD_Application.pdf", header="MCWD Permit Application Form", font="Times-Roman", size=10.5)
    d.title("Birch Bluff Ridge - Preliminary Plat", size=14)
    d.field("Applicant / Owner", "Birch Bluff Land Co., LLC, 600 Lake St E, Wayzata MN")
    d.field("Applicant is a public entity?", "No", tags=[F("applicant_public_entity", False)])
    d.field("Project location", "5500 block of Birch Bluff Road, City of Shorewood; PID 31-117-23-22-0009")
    d.field("Type of development", "Single-family residential subdivision (9 lots)",
            tags=[F("project_type", "single_family_subdivision"), F("dwelling_units", 9)])
    d.field("Total site area (acres)", "6.80", tags=[F("site_area_ac", 6.8), X("N.6.D")])
    d.field("Disturbed area (acres)", "4.1", tags=[F("disturbed_area_ac", 4.1)])
    d.field("Density (units per acre)", "1.32", tags=[F("density_du_per_ac", 1.32)])
    d.field("Receiving water", "Lake Minnetonka (Christmas Lake subwatershed)")
    d.p("Rules: C (Erosion Control) and N (Stormwater Management). Plans and narrative attached.")
    d.signature(["Dale Kerber, Manager, Birch Bluff Land Co.", "February 17, 2026"])
    d.close()

    n = pkg.doc("02_Stormwater_Management_Narrative.pdf", header="Birch Bluff Ridge - Stormwater Narrative",
                footer="Kerber Engineering & Surveying, Inc.", font="Times-Roman", size=10.5)
    n.title("Stormwater Management Narrative", size=14)
    n.h("1. Site")
    n.p(f"The site is {sqft(6.8)} square feet of former hobby-farm land on the south side of Birch Bluff Road. "
        "Two existing homes and a pole barn will be removed. Approximately 2.3 acres of off-site land to the "
        "north drains across the site and is carried through in a 15-inch pipe along the west line.",
        tags=[F("site_area_ac", 6.8)])
    n.p("Existing impervious surface is 0.41 acres (houses, barn and gravel drive). Proposed impervious "
        "surface, counting 4,000 sq ft per lot plus the cul-de-sac street, is 1.62 acres, a net increase of "
        "1.21 acres.",
        tags=[F("existing_impervious_ac", 0.41), F("proposed_impervious_ac", 1.62),
              F("net_impervious_increase_ac", 1.21), X("N.6.E")])
    n.h("2. Best management practices")
    n.p("BMPs were selected from the MPCA manual Protecting Water Quality in Urban Areas and the Minnesota "
        "Stormwater Manual: the street is kept to a 26-foot width, roof drains of Lots 3-9 are directed to "
        "lawn areas, and the two basins below provide treatment and peak flow control.", tags=[S("N.3.0")])
    n.p("Permanent BMPs for this plat:", tags=[])
    n.bullets(["Infiltration Basin A (Outlot A), 2,900 cu ft below the overflow",
               "Infiltration Basin B (rear of Lots 6-7), 1,850 cu ft",
               "Pre-treatment sump manholes (2) ahead of each basin",
               "Roof-drain disconnection on Lots 3-9",
               "Native seed buffer along the bluff"], tags=[S("N.3.2")])
    n.p("Soil borings (Haugo GeoTechnical, January 2026) found loamy sand to 9 feet, so infiltration is proposed "
        "for both basins with a design rate of 0.8 in/hr.", tags=[F("infiltration_proposed", True)])
    n.h("3. Rates and flood elevations")
    n.p("Two-year runoff leaving the south line falls from 3.1 cfs to 2.4 cfs. Rate control calculations for "
        "other events are not required for a plat of this size and are not included.")
    n.p("The lowest opening of any proposed home is 951.5 (Lot 7 walkout). The 100-year high water level of "
        "Basin B, the nearest basin, is 948.0, so every opening is at least two feet above it.",
        tags=[F("lowest_opening_elev_ft", 951.5), F("hwl_100yr_elev_ft", 948.0)])
    n.p("The site is not landlocked: runoff reaches Christmas Lake through the Birch Bluff Road storm sewer.",
        tags=[F("landlocked", False)])
    n.table(["Lot", "Area (sq ft)", "Lot", "Area (sq ft)"],
            [["1", "22,410", "6", "24,980"], ["2", "21,870", "7", "31,205"], ["3", "20,650", "8", "26,114"],
             ["4", "20,500", "9", "29,377"], ["5", "23,940", "Outlot A", "38,730"]], caption="Lot areas")
    n.close()

    c = pkg.doc("03_City_of_Shorewood_Prelim_Plat_Approval.pdf", header="CITY OF SHOREWOOD", font="Times-Roman")
    c.p("5755 Country Club Road, Shorewood, Minnesota 55331")
    c.p("February 10, 2026")
    c.p("RE: Birch Bluff Ridge - Preliminary Plat, Planning Case 25-31")
    c.p("The City Council approved the preliminary plat of Birch Bluff Ridge on February 9, 2026 (Resolution "
        "26-014). City engineering staff reviewed the grading, utility and stormwater plans and found them "
        "acceptable subject to the comments of the Minnehaha Creek Watershed District.", tags=[X("N.6.A.11")])
    c.signature(["Marie Darling, Planning Director"])
    c.close()
    return pkg


def p03_victoria_subdivision(root: Path) -> Package:
    """A full submittal by a mid-size firm: 38 lots on 22.6 acres; no drainage map; Pond 2 short on freeboard."""
    pkg = Package(root, "ext31-03-victoria-wild-meadow")
    firm = "Carver Ridge Engineering, Inc."
    a = pkg.doc("Application.pdf", header="MCWD Permit Application - Wild Meadow Preserve")
    a.title("Wild Meadow Preserve - Application for Permit")
    a.field("Applicant", "Wild Meadow Development LLC (private)")
    a.field("Public entity", "No", tags=[F("applicant_public_entity", False)])
    a.field("Location", "Rolling Acres Road at 82nd Street, City of Victoria, Carver County")
    a.field("PIDs", "65.0241100, 65.0241200")
    a.field("Development type", "Single family residential subdivision, 38 lots",
            tags=[F("project_type", "single_family_subdivision"), F("dwelling_units", 38)])
    a.field("Project area", "22.6 acres", tags=[F("site_area_ac", 22.6), X("N.6.D")])
    a.field("Gross density", "1.68 units/acre", tags=[F("density_du_per_ac", 1.68)])
    a.field("Land disturbance", "18.5 acres", tags=[F("disturbed_area_ac", 18.5)])
    a.field("Impervious (ac) existing / proposed / net", "0.35 / 5.42 / 5.07",
            tags=[F("existing_impervious_ac", 0.35), F("proposed_impervious_ac", 5.42),
                  F("net_impervious_increase_ac", 5.07), X("N.6.E")])
    a.field("Submittal contents", "Narrative; App. A HydroCAD; App. B P8; full and 11x17 plans; geotech; "
            "NPDES; City letter")
    a.signature(["Nathan Quist, Wild Meadow Development LLC", "January 28, 2026"])
    a.close()

    n = pkg.doc("SWMP_Narrative.pdf", header="Wild Meadow Preserve | Stormwater Management Plan", footer=firm)
    n.title("Stormwater Management Plan - Wild Meadow Preserve, Victoria, MN")
    n.h("1.0 Project Summary")
    n.p(f"The 22.6-acre ({sqft(22.6)} sq ft) site is mostly row crop with a farmstead at the north end. The "
        "parent parcel measured 41.3 acres; the remaining 18.7 acres west of the power line were sold to the "
        "Carver County Parks Department in 2021 and are not part of this plat.", tags=[F("site_area_ac", 22.6)])
    n.p("The project includes 38 single family lots, 3,150 feet of public street and two wet ponds.")
    n.h("2.0 Drainage Patterns")
    n.p("The site drains south-east to an unnamed tributary of Sixmile Creek. The site is not landlocked. "
        "About 6.4 acres of agricultural land north of Rolling Acres Road drains onto the site; that off-site area "
        "is modeled as subcatchment OS-1 and routed through Pond 1, whose outlet is sized for it.",
        tags=[F("landlocked", False), S("N.4.4")])
    n.table(["Subcatchment", "Area (ac)", "CN", "Tc (min)", "To"],
            [["OS-1 (off-site)", "6.40", "78", "24.1", "Pond 1"], ["P-1A", "9.85", "80", "12.0", "Pond 1"],
             ["P-2A", "8.96", "81", "10.4", "Pond 2"], ["P-BYP", "3.79", "74", "9.0", "Outfall"]],
            caption="Table 2 - Proposed subcatchments")
    n.h("3.0 Best Management Practices")
    n.p("Site design follows the MPCA manual Protecting Water Quality in Urban Areas: a 28-foot street section, "
        "preserved woodland on Lots 30-38, and topsoil restoration to 6 inches on all lawns.", tags=[S("N.3.0")])
    n.p("Permanent BMPs: Pond 1 (wet pond), Pond 2 (wet pond), riprap outlet aprons at FES-1 and FES-4, "
        "skimmer structures on both pond outlets, and a 30-foot native buffer along the tributary.",
        tags=[S("N.3.2")])
    n.p("Infiltration is not proposed due to clay soils (Hydrologic Soil Group D) found in all eight borings.",
        tags=[F("infiltration_proposed", False)])
    n.h("4.0 Rate Control")
    n.p("Pond 1 occupies the existing natural depression at the south-east corner, which is used for detention "
        "as Rule N asks where feasible. Both ponds and their outlets were sized by reservoir routing in HydroCAD "
        "using 24-hour Atlas 14 critical duration events.", tags=[S("N.4.2")])
    n.p("Proposed peak rates at the south-east property line are below existing rates for the 1-, 10- and "
        "100-year events (Appendix A); downstream water levels in the tributary and at the 82nd Street culvert "
        "therefore do not rise, during or after construction.", tags=[S("N.4.3")])
    n.p("Both ponds sit above the projected 100-year flood elevation of the tributary (971.2) and are within "
        "drainage and utility easements dedicated on the plat.", tags=[S("N.4.6")])
    n.p("The design conforms to the City of Victoria Comprehensive Stormwater Management Plan (2018) "
        "standards for rate and volume.", tags=[S("N.4.7")])
    n.p("Pond outfalls discharge to Class II riprap aprons with geotextile fabric sized for the 10-year outlet "
        "velocity to limit erosion and scour at the tributary.", tags=[S("N.4.8"), S("N.5.4")])
    n.h("5.0 Water Quality")
    n.p("P8 modeling (Appendix B) shows the ponds remove 62% of the annual total phosphorus load.",
        tags=[F("phosphorus_removal_pct", 62.0)])
    n.p("Each pond outlet has a skimmer baffle to retain floatables through the 1-year event.",
        tags=[S("N.5.2")])
    n.table(["Pond", "NWL", "100-yr HWL", "Top of berm", "Bench width", "Bench slope", "Freeboard"],
            [["Pond 1", "976.0", "980.3", "982.8", "10 ft", "10:1", "2.5 ft"],
             ["Pond 2", "981.0", "984.6", "986.1", "10 ft", "10:1", "1.5 ft"]],
            tags=[F("ponds", [
                {"name": "Pond 1", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.5},
                {"name": "Pond 2", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 1.5}])],
            caption="Table 4 - Pond data (NGVD 29)")
    n.p("Low building openings: the lowest opening of the homes around Pond 2 (Lots 14-19) is 987.0, which is 2.4 "
        "feet above the 100-year HWL of Pond 2 (984.6).",
        tags=[F("lowest_opening_elev_ft", 987.0), F("hwl_100yr_elev_ft", 984.6)])
    n.p("No wetlands were identified by the delineation (Kjolhaug Environmental, October 2025).")
    n.close()

    ap = pkg.doc("Appendix_A_HydroCAD.pdf", header="Appendix A - HydroCAD Summary", font="Courier", size=9)
    ap.title("Appendix A - HydroCAD 10.20 Output Summary", size=12, tags=[X("N.6.A.10")])
    ap.p("Rainfall: MSE 3, 24-hr, Atlas 14. 1-yr 2.48 in, 2-yr 2.87 in, 10-yr 4.26 in, 50-yr 6.01 in, 100-yr 7.41 in.")
    ap.table(["Event", "Existing (cfs)", "Proposed (cfs)", "Change"],
             [["1-yr", "6.8", "4.1", "-2.7"], ["2-yr", "9.3", "5.6", "-3.7"], ["10-yr", "21.4", "12.9", "-8.5"],
              ["50-yr", "38.5", "26.0", "-12.5"], ["100-yr", "48.7", "33.2", "-15.5"]],
             tags=[F("peak_rates_cfs", {"1": {"existing": 6.8, "proposed": 4.1}, "10": {"existing": 21.4, "proposed": 12.9},
                                        "100": {"existing": 48.7, "proposed": 33.2}}), X("N.6.A.9")],
             caption="Peak discharge at south-east property line (POI-1)")
    ap.newpage()
    ap.p("Node listing: 1S OS-1, 2S P-1A, 3S P-2A, 4S P-BYP; 1P Pond 1; 2P Pond 2; 1L POI-1. Outlet OCS-1: 12\" "
         "orifice at 976.0, 4' weir at 979.2. OCS-2: 8\" orifice at 981.0, 3' weir at 983.9.")
    ap.close()

    b = pkg.doc("Appendix_B_P8_Water_Quality.pdf", header="Appendix B - P8 Urban Catchment Model")
    b.title("Appendix B - P8 Results", size=12)
    b.table(["Constituent", "Inflow (lb/yr)", "Outflow (lb/yr)", "Removal"],
            [["TSS", "6,420", "1,190", "81%"], ["Total P", "21.6", "8.2", "62%"]],
            tags=[F("phosphorus_removal_pct", 62.0)], caption="Annual loads, 1955-2004 precipitation record")
    b.close()

    sheets = [
        (Sheet("C1.0", "Existing Conditions and Removals", draw="site", notes=[
            ("Boundary and property lines per Schoell Madson survey; lands owned by applicant shown hatched.", [X("N.6.A.1")]),
            ("No wetlands, shoreland or floodplain areas exist on the site (wetland delineation Oct. 2025).", [X("N.6.A.4")]),
            ("Elevations are NGVD 29 datum. Existing contours at 2-foot intervals.",
             [F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2.0), X("N.6.A.7")]),
        ], labels=["PID 65.0241100", "EX. 24\" CMP CULVERT INV 972.4"]), []),
        (Sheet("C2.0", "Grading Plan", draw="grading", notes=[
            ("Proposed contours at 2-foot intervals (NGVD 29).", []),
            ("Pond 1: NWL 976.0, 100-yr HWL 980.3. Pond 2: NWL 981.0, 100-yr HWL 984.6. Existing depression "
             "normal water 975.5, existing 100-yr 977.9.", [X("N.6.A.6")]),
            ("Drainage and utility easements over Ponds 1 and 2 and Outlot B to be dedicated on the final plat.", [X("N.6.A.12")]),
        ], labels=["POND 1", "POND 2", "LOWEST OPENING 987.0"]), []),
        (Sheet("C3.0", "Storm Sewer and Pond Plan", draw="site", notes=[
            ("Existing 24\" culvert under Rolling Acres Road to remain; proposed storm sewer, FES and outlet structures "
             "shown with inverts and alignments.", [X("N.6.A.3")]),
        ], labels=["OCS-1 RIM 982.8", "FES-1 INV 975.0"]), []),
        (Sheet("C4.0", "Storm Details and Specifications", draw="detail", notes=[
            ("Outlet control structure, skimmer, riprap apron and pond section details. Construction per City of "
             "Victoria standard specifications and MnDOT 2451/2511.", [X("N.6.A.8")]),
        ]), []),
        (Sheet("C5.0", "SWPPP and Erosion Control", draw="site", notes=[
            ("Temporary sediment basin at Pond 1; perimeter silt fence; rock entrance.", []),
        ]), []),
    ]
    write_sets(pkg, sheets, ("Plans_Full.pdf", FULL_24x36), ("Plans_11x17.pdf", HALF_11x17), firm=firm,
               project="Wild Meadow Preserve", city="Victoria, Minnesota", certification=PE + " Ellen Marsh, PE 48812",
               date="January 26, 2026")

    g = pkg.doc("Geotech_Report.pdf", header="Braun Intertec - Preliminary Geotechnical Evaluation")
    g.title("Preliminary Geotechnical Evaluation - Wild Meadow Preserve")
    g.p("Eight standard penetration test borings (ST-1 to ST-8) were drilled November 12-13, 2025 to depths of 20 "
        "to 25 feet. Boring logs and a location sketch are attached.", tags=[X("N.6.C")])
    g.table(["Boring", "Surface elev.", "Soils", "Groundwater"],
            [["ST-1", "982.4", "Lean clay (CL) to 18'", "Not encountered"], ["ST-4", "978.1", "Clay loam (CL) over sandy lean clay", "12.5'"],
             ["ST-7", "985.9", "Lean clay (CL)", "Not encountered"]], caption="Summary of borings")
    g.close()

    p = pkg.doc("NPDES_Coverage.pdf", header="Minnesota Pollution Control Agency")
    p.title("Construction Stormwater Permit Coverage Card", size=13)
    p.p("Permit MNR100001. Permit ID C00071934. Project: Wild Meadow Preserve, Victoria. Coverage effective "
        "January 20, 2026. Owner: Wild Meadow Development LLC.", tags=[X("N.6.A.13")])
    p.close()

    c = pkg.doc("City_of_Victoria_Letter.pdf", header="City of Victoria - Engineering")
    c.p("January 22, 2026")
    c.p("City staff reviewed the Wild Meadow Preserve preliminary grading and stormwater plans. The stormwater "
        "management design is consistent with the City's Comprehensive Stormwater Management Plan.",
        tags=[X("N.6.A.11")])
    c.signature(["Cara Geheren, PE, City Engineer"])
    c.close()
    return pkg


def p04_chanhassen_townhomes(root: Path) -> Package:
    """A builder's early submittal, scanned: 36 townhomes on 6.1 acres (N.2.C.2), plans to follow."""
    pkg = Package(root, "ext31-04-chanhassen-lotus-townhomes", kind="scanned")
    a = pkg.doc("Permit_Application.pdf", header="Minnehaha Creek Watershed District | Permit Application")
    a.title("Lotus Ridge Townhomes", size=14)
    a.field("Owner / applicant", "Lotus Ridge Homes, Inc., Chaska MN")
    a.field("Engineer", "Anchor Civil Group, Eden Prairie")
    a.field("Site address", "7600 Great Plains Blvd, Chanhassen (PID 25.0361200)")
    a.field("Project type", "Multi-family residential - 36 townhome units in 9 buildings",
            tags=[F("project_type", "multi_unit_residential"), F("dwelling_units", 36)])
    a.field("Site area", "6.1 acres", tags=[F("site_area_ac", 6.1), X("N.6.D")])
    a.field("Density", "5.9 units/acre", tags=[F("density_du_per_ac", 5.9)])
    a.field("Disturbed area", "5.6 acres", tags=[F("disturbed_area_ac", 5.6)])
    a.field("Governmental applicant", "No", tags=[F("applicant_public_entity", False)])
    a.field("Net new impervious", "2.52 acres", tags=[F("net_impervious_increase_ac", 2.52), X("N.6.E")])
    a.p("Construction plans will be sent under separate cover after City final plat review.")
    a.signature(["Greg Linder, President", "March 2, 2026"])
    a.close()

    r = pkg.doc("Stormwater_Report.pdf", header="Lotus Ridge Townhomes - Stormwater Report", footer="Anchor Civil Group")
    r.title("Stormwater Report", size=14)
    r.p("The 6.1-acre site has a single home, a pole shed and gravel drive, together 0.22 acres of impervious "
        "surface. After development impervious surfaces total 2.74 acres.",
        tags=[F("site_area_ac", 6.1), F("existing_impervious_ac", 0.22), F("proposed_impervious_ac", 2.74)])
    r.p("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas: shared driveways, a wet pond with a "
        "skimmer, and amended soils in all green space.", tags=[S("N.3.0")])
    r.p("The permanent BMPs are: Pond A (wet detention), a sump manhole at CBMH-3, and an 8-foot native buffer "
        "at the pond edge.", tags=[S("N.3.2")])
    r.p("Infiltration is not proposed due to clay soils and a perched water table.", tags=[F("infiltration_proposed", False)])
    r.p("Pond A uses the low area at the south end of the site. The pond and its outlet were designed by reservoir "
        "routing of the 24-hour critical duration events in HydroCAD.", tags=[S("N.4.2")])
    r.p("Runoff from 1.3 acres of the neighboring Lake Lucy Road right-of-way enters the site and is included in "
        "the HydroCAD model and the pond sizing.", tags=[S("N.4.4")])
    r.p("The pond outfall to the Lake Lucy Road ditch has a riprap apron with energy dissipation to prevent erosion "
        "and scour.",
        tags=[S("N.4.8")])
    r.p("Water quality: the MIDS calculator shows 58% annual total phosphorus removal.",
        tags=[F("phosphorus_removal_pct", 58.0)])
    r.p("Pond A: 10-foot safety bench at 10:1, freeboard 2.0 feet above the 100-year level.",
        tags=[F("ponds", [{"name": "Pond A", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                           "freeboard_ft": 2.0}])])
    r.p("The lowest opening of Building 7, next to the pond, is 946.0; the 100-year HWL of Pond A is 943.2.",
        tags=[F("lowest_opening_elev_ft", 946.0), F("hwl_100yr_elev_ft", 943.2)])
    r.p("All elevations in this report are NAVD 88.", tags=[F("vertical_datum", "NAVD88")])
    r.p("The site is not landlocked; it drains to Lake Lucy through the Lake Lucy Road ditch.",
        tags=[F("landlocked", False)])
    r.close()

    h = pkg.doc("HydroCAD_Summary.pdf", header="HydroCAD summary - Lotus Ridge", font="Courier", size=9)
    h.title("HydroCAD Routing Summary", size=12, tags=[X("N.6.A.10")])
    h.table(["Storm", "Rain (in)", "Existing Q (cfs)", "Proposed Q (cfs)"],
            [["1-yr 24hr", "2.49", "2.1", "1.8"], ["2-yr 24hr", "2.88", "3.0", "2.5"],
             ["10-yr 24hr", "4.27", "6.4", "5.9"], ["100-yr 24hr", "7.42", "13.2", "14.1"]],
            tags=[F("peak_rates_cfs", {"1": {"existing": 2.1, "proposed": 1.8}, "10": {"existing": 6.4, "proposed": 5.9},
                                       "100": {"existing": 13.2, "proposed": 14.1}}), X("N.6.A.9")],
            caption="Discharge to south property line")
    h.p("The 100-year proposed rate exceeds existing by 0.9 cfs; the outlet weir will be revised for final.")
    h.newpage()
    h.p("Pond A stage-storage: 940.0 (outlet invert) 0 cf; 941.0 6,210 cf; 942.0 13,380 cf; 943.2 23,900 cf; 945.2 42,600 cf.")
    h.close()

    c = pkg.doc("City_Planning_Letter.pdf", header="City of Chanhassen - Planning Division")
    c.p("February 24, 2026")
    c.p("Re: Lotus Ridge Townhomes preliminary plat. The Water Resources Coordinator reviewed the stormwater "
        "concept and finds it consistent with the Chanhassen Surface Water Management Plan.",
        tags=[X("N.6.A.11"), S("N.4.7")])
    c.signature(["MacKenzie Young-Walters, Associate Planner"])
    c.close()
    return pkg


def p05_medina_second_addition(root: Path) -> Package:
    """Phase 2 of a plat by the same developer next to Phase 1: the aggregate 9.3 acres governs (N.2.G)."""
    pkg = Package(root, "ext31-05-medina-hamel-creek-2nd")
    firm = "Loucks-Hanson Civil"
    a = pkg.doc("01_Application_Form.pdf", header="MCWD Permit Application")
    a.title("Hamel Creek Estates 2nd Addition")
    a.field("Applicant", "Hamel Creek Partners, LLC")
    a.field("City", "Medina, Hennepin County")
    a.field("Proposed use", "7 single-family lots", tags=[F("project_type", "single_family_subdivision"), F("dwelling_units", 7)])
    a.field("Site acreage (this phase)", "4.6", tags=[F("site_area_ac", 4.6), X("N.6.D")])
    a.field("Common plan of development", "Yes - adjoins Hamel Creek Estates (1st Addition, 4.7 ac, 2019), same "
            "owner; combined area 9.3 acres", tags=[F("common_scheme_area_ac", 9.3)])
    a.field("Acres disturbed", "4.2", tags=[F("disturbed_area_ac", 4.2)])
    a.p("Applicant type (check one):", bold=True)
    a.check("Private individual, company or developer", True, tags=[F("applicant_public_entity", False)])
    a.check("Public entity (city, township, county, state or federal agency)", False)
    a.p("District rules that apply (check all):", bold=True)
    a.check("Rule B - Erosion Control", True)
    a.check("Rule D - Wetland Protection", True)
    a.check("Rule N - Stormwater Management", True)
    a.signature(["Kurt Hamel, Managing Member", "April 1, 2026"])
    a.close()

    r = pkg.doc("02_Stormwater_Report.pdf", header="Hamel Creek Estates 2nd Addition - Stormwater", footer=firm)
    r.title("Stormwater Management Report")
    r.p(f"This phase covers 4.6 acres ({sqft(4.6)} sq ft). Together with the 1st Addition, developed by the same "
        "owner in 2019 on the adjoining land to the east, the common development is 9.3 acres, so rate control "
        "under Rule N Section 4 is addressed for this phase.", tags=[F("site_area_ac", 4.6), F("common_scheme_area_ac", 9.3)])
    r.p("Density of this phase is 1.52 units per acre (7 lots).", tags=[F("density_du_per_ac", 1.52), F("dwelling_units", 7)])
    r.p("Impervious area increases from 0.05 acres (field drive) to 0.96 acres.",
        tags=[F("existing_impervious_ac", 0.05), F("proposed_impervious_ac", 0.96), X("N.6.E")])
    r.p("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas; rural section street with grassed "
        "ditches and a biofiltration basin.", tags=[S("N.3.0")])
    r.p("Permanent BMPs: (1) Biofiltration Basin 1 with underdrain; (2) grassed roadside swales; (3) riprap "
        "outlet at FES-2.", tags=[S("N.3.2")])
    r.p("Infiltration is not proposed due to clay soils; the basin has a drain tile underdrain.",
        tags=[F("infiltration_proposed", False)])
    r.p("The basin is placed in the natural swale at the north line and was designed with reservoir routing of the "
        "24-hour critical duration events.", tags=[S("N.4.2")])
    r.p("Off-site runoff from 3.4 acres west of Hamel Road is included in the model; the existing 18-inch culvert "
        "is extended and carries it through.", tags=[S("N.4.4")])
    r.p("Peak rates and levels at the Hamel Creek crossing do not increase, so off-site water levels are not "
        "affected during or after construction.", tags=[S("N.4.3")])
    r.p("Basin 1 lies above the 100-year flood elevation of Hamel Creek and within a drainage and utility "
        "easement.", tags=[S("N.4.6")])
    r.p("The plan meets the City of Medina Local Surface Water Management Plan rate and volume standards.",
        tags=[S("N.4.7")])
    r.p("FES-2 outlets onto a Class III riprap apron to prevent scour.", tags=[S("N.4.8")])
    r.p("Lowest opening on Lots 4-7 is 1,012.5; the 100-year HWL of Basin 1 is 1,008.9.",
        tags=[F("lowest_opening_elev_ft", 1012.5), F("hwl_100yr_elev_ft", 1008.9)])
    r.close()

    h = pkg.doc("03_Appendix_HydroCAD.pdf", header="Appendix - HydroCAD", font="Courier", size=9)
    h.title("HydroCAD Report - Existing and Proposed", size=12, tags=[X("N.6.A.10")])
    h.table(["Event", "Ex. peak cfs", "Prop. peak cfs"],
            [["1-year", "1.9", "1.2"], ["10-year", "5.6", "4.1"], ["50-year", "9.8", "7.7"], ["100-year", "12.3", "9.8"]],
            tags=[F("peak_rates_cfs", {"1": {"existing": 1.9, "proposed": 1.2}, "10": {"existing": 5.6, "proposed": 4.1},
                                       "100": {"existing": 12.3, "proposed": 9.8}}), X("N.6.A.9")],
            caption="Summary at POI Hamel Creek crossing")
    h.close()

    sheets = [
        (Sheet("1", "Existing Conditions", draw="site", notes=[
            ("Property lines and lands of Hamel Creek Partners shown; 1st Addition to the east (same owner, platted 2019).", [X("N.6.A.1")]),
            ("Wetland (Type 2) along the south line delineated by Kjolhaug Environmental 2025; buffer shown.", [X("N.6.A.4")]),
            ("Vertical datum NGVD 29. Contours at 1-foot interval.", [F("vertical_datum", "NGVD29"), F("contour_interval_ft", 1.0)]),
        ]), []),
        (Sheet("2", "Drainage Area Maps", draw="drainage", notes=[
            ("Existing and proposed drainage areas, including off-site area OS-1 (3.4 ac) west of Hamel Road.", [X("N.6.A.2")]),
        ]), []),
        (Sheet("3", "Grading and Storm Sewer Plan", draw="grading", notes=[
            ("Basin 1 NWL (outlet) 1,006.0, 100-yr HWL 1,008.9. Wetland normal 1,003.2, 100-yr 1,005.0.", [X("N.6.A.6")]),
            ("Existing 18\" culvert extended; proposed storm sewer, FES and basin shown with elevations.", [X("N.6.A.3")]),
            ("Drainage and utility easement over Basin 1 and the swales per plat.", [X("N.6.A.12")]),
        ]), []),
        (Sheet("4", "Details and Specifications", draw="detail", notes=[
            ("Biofiltration basin section, underdrain, outlet structure and riprap details; City of Medina "
             "specifications apply.", [X("N.6.A.8")]),
        ]), []),
    ]
    write_sets(pkg, sheets, ("04_Plan_Set_22x34.pdf", FULL_22x34), ("05_Plan_Set_11x17.pdf", HALF_11x17), firm=firm,
               project="Hamel Creek Estates 2nd Addition", city="Medina, Minnesota",
               certification=PE + " Paul Hanson, PE 40117", date="March 27, 2026")

    p = pkg.doc("06_NPDES_Permit.pdf", header="MPCA Construction Stormwater General Permit")
    p.p("Coverage letter: Hamel Creek Estates 2nd Addition, permit ID C00072210, issued March 30, 2026.",
        tags=[X("N.6.A.13")])
    p.close()
    c = pkg.doc("07_City_of_Medina_Review.pdf", header="City of Medina")
    c.p("The City Engineer reviewed the preliminary plans for Hamel Creek Estates 2nd Addition and finds the "
        "stormwater design in conformance with the City's Local Surface Water Management Plan.", tags=[X("N.6.A.11")])
    c.signature(["Jim Stremel, PE, WSB for the City of Medina"])
    c.close()
    return pkg


def p06_stlouispark_apartments(root: Path) -> Package:
    """A mid-rise apartment on a former strip mall: 180 units on 3.4 acres, a small impervious increase."""
    pkg = Package(root, "ext31-06-stlouispark-flats")
    firm = "Northline Civil Engineers"
    a = pkg.doc("Application.pdf", header="MCWD Permit Application | Excelsior Flats")
    a.title("Excelsior Flats - 3900 Excelsior Boulevard")
    a.field("Applicant", "EB Flats Owner LLC")
    a.field("Site", "3900-3940 Excelsior Blvd, St. Louis Park; PIDs 06-028-24-22-0014, -0015")
    a.field("Land use", "Multi-unit residential, 180 apartment units over structured parking",
            tags=[F("project_type", "multi_unit_residential"), F("dwelling_units", 180)])
    a.field("Site area", "3.40 acres", tags=[F("site_area_ac", 3.4), X("N.6.D")])
    a.field("Disturbed", "3.40 acres", tags=[F("disturbed_area_ac", 3.4)])
    a.field("Building floor area", "212,400 sq ft (6 stories)")
    a.signature(["Ryan Falk, authorized agent", "February 5, 2026"])
    a.close()

    n = pkg.doc("Stormwater_Management_Plan.pdf", header="Excelsior Flats SWMP", footer=firm)
    n.title("Stormwater Management Plan")
    n.p(f"Existing impervious surface is {sqft(2.9)} sq ft and proposed impervious surface is {sqft(3.05)} sq ft, "
        f"a net increase of {sqft(0.15)} sq ft (0.15 acres).",
        tags=[F("existing_impervious_ac", 2.9), F("proposed_impervious_ac", 3.05), F("net_impervious_increase_ac", 0.15),
              X("N.6.E")])
    n.p("The existing strip mall parking lot has no stormwater treatment. BMPs were chosen according to the MPCA "
        "manual Protecting Water Quality in Urban Areas: green roof on the amenity deck, an underground filtration "
        "system and reduced surface parking.", tags=[S("N.3.0")])
    n.p("Permanent BMPs: StormTech MC-3500 detention chambers (System 1), iron-enhanced sand filter vault, 3,800 sq "
        "ft extensive green roof, and two hydrodynamic separators.", tags=[S("N.3.2")])
    n.p("Infiltration is not proposed due to contaminated fill identified in the Phase II ESA; the chambers are lined.",
        tags=[F("infiltration_proposed", False)])
    n.p("No natural low area exists on this fully developed site. The chamber system and its outlet were sized by "
        "reservoir routing of 24-hour critical duration events.", tags=[S("N.4.2")])
    n.p("Peak discharge to the Excelsior Boulevard storm sewer is reduced for all events, so water levels off site "
        "are not raised during or after construction.", tags=[S("N.4.3")])
    n.p("No off-site area drains onto the site; runoff from the alley to the south (0.2 ac) is included in the "
        "model and routed to System 1.", tags=[S("N.4.4")])
    n.p("System 1 is above the projected 100-year flood elevation and lies within a drainage and utility easement "
        "granted to the City.", tags=[S("N.4.6")])
    n.p("The design conforms to the City of St. Louis Park Surface Water Management Plan.", tags=[S("N.4.7")])
    n.p("Lowest opening (garage entrance) is 905.0. The proposed 100-year HWL next to the building, at the alley low "
        "point where System 1 overflows, is 899.6.",
        tags=[F("lowest_opening_elev_ft", 905.0), F("hwl_100yr_elev_ft", 899.6)])
    n.close()

    h = pkg.doc("Appendix_A_HydroCAD_Output.pdf", header="Appendix A", font="Courier", size=9)
    h.title("Appendix A - HydroCAD Output", size=12, tags=[X("N.6.A.10")])
    h.table(["Event", "Depth (in)", "Existing (cfs)", "Proposed (cfs)"],
            [["1-yr", "2.49", "8.9", "6.2"], ["2-yr", "2.85", "10.6", "7.1"], ["10-yr", "4.26", "15.8", "13.1"],
             ["100-yr", "7.44", "28.4", "26.0"]],
            tags=[F("peak_rates_cfs", {"1": {"existing": 8.9, "proposed": 6.2}, "10": {"existing": 15.8, "proposed": 13.1},
                                       "100": {"existing": 28.4, "proposed": 26.0}}), X("N.6.A.9")],
            caption="Peak rates to Excelsior Blvd trunk storm sewer")
    h.close()

    sheets = [
        (Sheet("C100", "Existing Conditions and Demolition", draw="site", notes=[
            ("Property lines per ALTA survey; applicant's parcels outlined.", [X("N.6.A.1")]),
            ("The site has no wetlands, shoreland or floodplain (FEMA Zone X).", [X("N.6.A.4")]),
            ("Elevations on NGVD 1929 datum; 2-foot contours.", [F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2.0), X("N.6.A.7")]),
        ]), []),
        (Sheet("C200", "Drainage Area Map", draw="drainage", notes=[
            ("Existing and proposed subwatersheds; off-site alley area 0.2 ac.", [X("N.6.A.2")]),
        ]), []),
        (Sheet("C300", "Grading, Drainage and Storm Sewer", draw="grading", notes=[
            ("System 1 stone base 896.5, outlet invert (normal level) 897.0, 100-yr HWL 899.6. Alley low point: "
             "existing 100-yr 900.1, proposed 100-yr 899.6.", [X("N.6.A.6")]),
            ("Existing and proposed storm sewer with inverts; System 1 location and alignment.", [X("N.6.A.3")]),
            ("Drainage and utility easement over System 1 per document no. 5-1234.", [X("N.6.A.12")]),
        ]), []),
        (Sheet("C400", "Stormwater Details and Specifications", draw="detail", notes=[
            ("Chamber layout, outlet control structure, filter vault and green roof details; specifications per "
             "Section 33 40 00.", [X("N.6.A.8")]),
        ]), []),
    ]
    write_sets(pkg, sheets, ("Civil_Plans_Full_Size.pdf", FULL_24x36), ("Civil_Plans_Half_Size.pdf", HALF_11x17),
               firm=firm, project="Excelsior Flats", city="St. Louis Park, Minnesota",
               certification=PE + " Dana Whitcomb, PE 52290", date="February 2, 2026")
    g = pkg.doc("Geotechnical_Report.pdf", header="Geotechnical Exploration Report")
    g.p("Twelve soil borings (SB-1 through SB-12) encountered 4 to 11 feet of fill over glacial outwash sand. "
        "Logs attached.", tags=[X("N.6.C")])
    g.close()
    m = pkg.doc("SLP_Engineering_Memo.pdf", header="City of St. Louis Park - Engineering")
    m.p("Engineering staff have reviewed the Excelsior Flats stormwater plan. It is consistent with the City's "
        "Surface Water Management Plan.", tags=[X("N.6.A.11")])
    m.close()
    np_ = pkg.doc("MPCA_NPDES_Coverage.pdf", header="MPCA")
    np_.p("Construction Stormwater Permit coverage granted: Excelsior Flats, Permit ID C00071588, January 29, 2026.",
          tags=[X("N.6.A.13")])
    np_.close()
    return pkg
