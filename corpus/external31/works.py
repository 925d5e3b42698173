"""Commercial, industrial, public and linear packages of external31.

Same method as ``homes``: each package is several PDFs, and each sentence carries the tags
of what it states, recorded on the page it lands on.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external31.homes import PE
from corpus.external31.kit import FULL_22x34, FULL_24x36, HALF_11x17, F, Package, S, Sheet, X, sqft, write_sets


def p07_hopkins_warehouse(root: Path) -> Package:
    """An industrial redevelopment, whole site (N.2.H >= 50%); TP 44%, an 8-ft bench, full-size plans only."""
    pkg = Package(root, "ext31-07-hopkins-warehouse")
    firm = "Bluestem Engineering Group"
    a = pkg.doc("MCWD_Application.pdf", header="Permit Application - Minnehaha Creek Watershed District")
    a.title("Shady Oak Logistics Center - Building Expansion")
    a.field("Applicant", "Shady Oak Industrial Partners LP")
    a.field("Public body?", "No", tags=[F("applicant_public_entity", False)])
    a.field("Address / PID", "1001 Shady Oak Road S, Hopkins / 24-117-22-41-0006")
    a.field("Type", "Industrial (warehouse / distribution)", tags=[F("project_type", "industrial")])
    a.field("Parcel area", "11.2 ac", tags=[F("site_area_ac", 11.2), X("N.6.D")])
    a.field("Area of disturbance", "9.8 ac", tags=[F("disturbed_area_ac", 9.8)])
    a.field("New building footprint", "142,000 sq ft (existing building 96,500 sq ft to remain)")
    a.signature(["Brian Tollefson, VP Development", "March 16, 2026"])
    a.close()

    n = pkg.doc("Stormwater_Report.pdf", header="Shady Oak Logistics Center - Stormwater Management Report", footer=firm)
    n.title("Stormwater Management Report")
    n.h("Existing and proposed conditions")
    n.p("Impervious cover on the 11.2-acre parcel grows from 4.0 acres to 7.1 acres, a net increase of 3.1 acres "
        "(78 percent), so Rule N is applied to the whole site.",
        tags=[F("site_area_ac", 11.2), F("existing_impervious_ac", 4.0), F("proposed_impervious_ac", 7.1),
              F("net_impervious_increase_ac", 3.1), X("N.6.E")])
    n.p("The site drains west to Minnehaha Creek through the Excelsior Boulevard storm sewer; the site is not "
        "landlocked. A 2.8-acre off-site area of the rail corridor drains in from the north and is included in "
        "the HydroCAD model and Pond 1 sizing.", tags=[F("landlocked", False), S("N.4.4")])
    n.h("BMPs")
    n.p("BMPs are consistent with the MPCA manual Protecting Water Quality in Urban Areas: a wet pond, sump "
        "catch basins, and preserved green space along the creek corridor.", tags=[S("N.3.0")])
    n.p("List of permanent BMPs: Pond 1 (wet pond with skimmer outlet), 6 sump catch basins with SAFL baffles, "
        "riprap outfall at FES-10.", tags=[S("N.3.2")])
    n.p("Infiltration is not proposed due to clay soils and shallow groundwater.", tags=[F("infiltration_proposed", False)])
    n.h("Rate control")
    n.p("Pond 1 expands the existing low area in the south-west corner, and the outlet was designed by reservoir "
        "routing of critical duration 24-hour events.", tags=[S("N.4.2")])
    n.p("Peak rates leaving the site are reduced for every event, so water levels in the downstream system are not "
        "raised during or after construction.", tags=[S("N.4.3")])
    n.p("Pond 1 lies above the creek's 100-year flood elevation (898.4) and within a recorded drainage and utility "
        "easement.", tags=[S("N.4.6")])
    n.p("The design conforms to the City of Hopkins Surface Water Management Plan.", tags=[S("N.4.7")])
    n.p("The pond outfall (FES-10) ends on a Class III riprap apron with filter fabric to prevent erosion and "
        "scour.", tags=[S("N.4.8"), S("N.5.4")])
    n.h("Water quality")
    n.p("P8 results: Pond 1 removes 44% of the annual total phosphorus load; additional treatment is limited by "
        "the site's footprint.", tags=[F("phosphorus_removal_pct", 44.0)])
    n.p("A skimmer on the Pond 1 outlet retains floatables for the 1-year event.", tags=[S("N.5.2")])
    n.table(["Pond", "NWL", "HWL (100-yr)", "Bench", "Bench slope", "Freeboard"],
            [["Pond 1", "900.0", "905.2", "8 ft", "10:1", "2.3 ft"]],
            tags=[F("ponds", [{"name": "Pond 1", "safety_bench_width_ft": 8.0, "safety_bench_slope_h_per_v": 10.0,
                               "freeboard_ft": 2.3}])], caption="Pond 1 design data")
    n.p("Lowest opening of the expansion (loading dock doors) is 912.0, above the Pond 1 100-year HWL of 905.2.",
        tags=[F("lowest_opening_elev_ft", 912.0), F("hwl_100yr_elev_ft", 905.2)])
    n.close()

    h = pkg.doc("HydroCAD_Appendix.pdf", header="HydroCAD Appendix", font="Courier", size=9)
    h.title("HydroCAD Summary", size=12, tags=[X("N.6.A.10")])
    h.table(["Return period", "Existing", "Proposed"],
            [["1 yr", "11.4 cfs", "8.8 cfs"], ["5 yr", "20.2 cfs", "15.0 cfs"], ["10 yr", "26.1 cfs", "19.7 cfs"],
             ["100 yr", "52.3 cfs", "44.9 cfs"]],
            tags=[F("peak_rates_cfs", {"1": {"existing": 11.4, "proposed": 8.8}, "10": {"existing": 26.1, "proposed": 19.7},
                                       "100": {"existing": 52.3, "proposed": 44.9}}), X("N.6.A.9")],
            caption="Peak discharge to Excelsior Blvd storm sewer")
    h.close()
    q = pkg.doc("P8_Appendix.pdf", header="P8 Appendix")
    q.table(["Parameter", "Value"], [["TP load in (lb/yr)", "18.9"], ["TP load out (lb/yr)", "10.6"],
                                     ["TP removal", "44%"], ["TSS removal", "79%"]],
            tags=[F("phosphorus_removal_pct", 44.0)], caption="P8 annual summary")
    q.close()

    sheets = [
        (Sheet("C1.01", "Existing Conditions", draw="site", notes=[
            ("Property lines and the applicant's parcel outlined per ALTA/NSPS survey.", [X("N.6.A.1")]),
            ("Floodplain of Minnehaha Creek (100-yr 898.4) shown along west line; no wetlands on site.", [X("N.6.A.4")]),
            ("Datum: NGVD 29. Contour interval: 2 feet.", [F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2.0), X("N.6.A.7")]),
        ]), []),
        (Sheet("C1.02", "Drainage Areas - Existing and Proposed", draw="drainage", notes=[
            ("On-site subwatersheds and the 2.8-ac rail corridor off-site area.", [X("N.6.A.2")]),
        ]), []),
        (Sheet("C3.01", "Grading and Storm Sewer", draw="grading", notes=[
            ("Pond 1 NWL 900.0, HWL 905.2; existing low area normal 899.5, 100-yr 903.0.", [X("N.6.A.6")]),
            ("Existing and proposed storm sewer, Pond 1 and outlet shown with inverts.", [X("N.6.A.3")]),
            ("Drainage and utility easement over Pond 1 (Doc. No. A10455821).", [X("N.6.A.12")]),
        ]), []),
        (Sheet("C5.01", "Storm Details and Specifications", draw="detail", notes=[
            ("Outlet structure with skimmer, pond cross-section with bench, FES and riprap details; "
             "specifications in project manual Division 33.", [X("N.6.A.8")]),
        ]), []),
    ]
    write_sets(pkg, sheets, ("Plans_24x36.pdf", FULL_24x36), None, firm=firm,
               project="Shady Oak Logistics Center Expansion", city="Hopkins, Minnesota",
               certification=PE + " Sara Lindquist, PE 47203", date="March 13, 2026")
    npd = pkg.doc("NPDES.pdf", header="MPCA Construction Stormwater Permit")
    npd.p("Permit coverage: Shady Oak Logistics Center, Permit ID C00072051, effective March 11, 2026.",
          tags=[X("N.6.A.13")])
    npd.close()
    cl = pkg.doc("City_Letter.pdf", header="City of Hopkins - Public Works")
    cl.p("The City has reviewed the stormwater plan for the Shady Oak Logistics Center expansion and finds it in "
         "conformance with the Hopkins Surface Water Management Plan.", tags=[X("N.6.A.11")])
    cl.close()
    return pkg


def p08_wayzata_clinic(root: Path) -> Package:
    """A small commercial redevelopment (0.41 ac, N.2.D.1) whose lowest opening is only 1.1 ft above the lake's HWL."""
    pkg = Package(root, "ext31-08-wayzata-lake-street-clinic")
    a = pkg.doc("Application.pdf", header="MCWD Permit Application")
    a.title("Lake Street Dental - 620 Lake Street East, Wayzata")
    a.field("Applicant", "LSD Properties LLC")
    a.field("Project", "Commercial - replace 1970s bank building with a one-story dental clinic",
            tags=[F("project_type", "commercial")])
    a.field("Site area", f"{sqft(0.41)} sf / 0.41 ac", tags=[F("site_area_ac", 0.41), X("N.6.D")])
    a.field("Disturbed area", "0.41 ac", tags=[F("disturbed_area_ac", 0.41)])
    a.field("Impervious existing / proposed", "0.30 ac / 0.33 ac",
            tags=[F("existing_impervious_ac", 0.30), F("proposed_impervious_ac", 0.33), X("N.6.E")])
    a.signature(["Dr. Anne Holm, member", "March 20, 2026"])
    a.close()
    m = pkg.doc("Stormwater_Memo.pdf", header="Memorandum - Civil Site Group")
    m.title("Stormwater Memo - Lake Street Dental", size=13)
    m.p("To: MCWD Permitting. From: Civil Site Group. Date: March 19, 2026.")
    m.p(f"Impervious area increases by {sqft(0.03)} sq ft (0.03 ac), from 0.30 to 0.33 acres.",
        tags=[F("net_impervious_increase_ac", 0.03), F("existing_impervious_ac", 0.30), F("proposed_impervious_ac", 0.33)])
    m.p("Best management practices are per the MPCA manual Protecting Water Quality in Urban Areas: a rain garden "
        "takes the roof and front lot, and the rear lot drains to a sump catch basin.", tags=[S("N.3.0")])
    m.p("Permanent BMPs: (1) rain garden with underdrain, 640 sq ft; (2) sump catch basin with SNOUT hood; "
        "(3) pervious pavers at the patient drop-off.", tags=[S("N.3.2")])
    m.p("Infiltration is not proposed; the rain garden is lined because of the high water table near the lake.",
        tags=[F("infiltration_proposed", False)])
    m.p("Building openings: the clinic's finished floor and lowest door threshold are 932.6. The Lake Minnetonka "
        "100-year high water elevation is 931.5.",
        tags=[F("lowest_opening_elev_ft", 932.6), F("hwl_100yr_elev_ft", 931.5)])
    m.p("Existing parcel 2-year peak rate: 1.1 cfs; proposed 0.9 cfs.")
    m.close()
    ps = pkg.plans("Site_Plans_11x17.pdf", HALF_11x17, firm="Civil Site Group", project="Lake Street Dental",
                   city="Wayzata, Minnesota", certification=PE + " Matt Pavek, PE 44263", date="March 18, 2026")
    ps.sheet(Sheet("C2", "Grading and Drainage Plan", draw="grading", notes=[
        ("Proposed rain garden (bottom 933.5, overflow 934.5) and existing and proposed storm sewer to Lake Street "
         "shown with inverts.", [X("N.6.A.3")]),
        ("Elevations NGVD 29; 2-foot contours.", [F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2.0), X("N.6.A.7")]),
    ], labels=["FFE 932.6", "LAKE MINNETONKA 100-YR HWL 931.5"]), [X("plan_set.reduced")])
    ps.sheet(Sheet("C3", "Utility Plan", draw="site", notes=[("Sump catch basin CB-2 with hood.", [])]))
    ps.close()
    return pkg


def p09_orono_public_safety(root: Path) -> Package:
    """A city's own building on 9.6 acres (N.2.D.3): public, so no surety; pond bench at 6:1."""
    pkg = Package(root, "ext31-09-orono-public-safety")
    firm = "Bolton Road Engineers"
    a = pkg.doc("Orono_PSB_Application.pdf", header="MCWD Permit Application - City of Orono")
    a.title("Orono Public Safety Building")
    a.field("Applicant", "City of Orono (municipal corporation)", tags=[F("applicant_public_entity", True)])
    a.field("Location", "2780 Kelley Parkway, Orono; PID 01-117-24-44-0003")
    a.field("Use", "Institutional - police and fire station", tags=[F("project_type", "institutional")])
    a.field("Site area", "9.6 acres", tags=[F("site_area_ac", 9.6), X("N.6.D")])
    a.field("Disturbed area", "7.2 acres", tags=[F("disturbed_area_ac", 7.2)])
    a.field("Impervious area", "Existing 0.00 ac; proposed 3.40 ac; net increase 3.40 ac",
            tags=[F("existing_impervious_ac", 0.0), F("proposed_impervious_ac", 3.4),
                  F("net_impervious_increase_ac", 3.4), X("N.6.E")])
    a.signature(["Adam Edwards, City Administrator", "February 12, 2026"])
    a.close()

    n = pkg.doc("Orono_PSB_SWMP.pdf", header="Orono Public Safety Building - SWMP", footer=firm)
    n.title("Stormwater Management Plan")
    n.p(f"The site is {sqft(9.6)} sq ft of undeveloped woodland and old field. There is no impervious surface today.",
        tags=[F("site_area_ac", 9.6)])
    n.p("BMPs are consistent with the MPCA manual Protecting Water Quality in Urban Areas.", tags=[S("N.3.0")])
    n.p("Permanent BMPs are Pond NE (wet pond), Infiltration Basin IB-1, two sump manholes and a riprap outfall.",
        tags=[S("N.3.2")])
    n.p("Infiltration is proposed in IB-1, where borings show sandy loam (HSG B) with a measured rate of 1.1 in/hr.",
        tags=[F("infiltration_proposed", True)])
    n.p("The site is not landlocked; it drains to Long Lake Creek.", tags=[F("landlocked", False)])
    n.p("Pond NE is placed in the existing wooded low area, and was designed by reservoir routing for the critical "
        "duration events.", tags=[S("N.4.2")])
    n.p("Peak rates and volumes to the Long Lake Creek wetland decrease, so off-site water levels are not "
        "adversely affected during or after construction.", tags=[S("N.4.3")])
    n.p("Runoff from 4.1 acres of Kelley Parkway and the Highway 12 ditch enters the site and is routed through "
        "Pond NE in the model.", tags=[S("N.4.4")])
    n.p("Pond NE and IB-1 are above the 100-year flood elevation of the wetland (951.8) and within drainage and "
        "utility easements.", tags=[S("N.4.6")])
    n.p("The design conforms to the City of Orono Local Water Management Plan (see conformance memo).",
        tags=[S("N.4.7")])
    n.p("Both outfalls have riprap aprons and a plunge pool to reduce velocity, erosion and scour.",
        tags=[S("N.4.8"), S("N.5.4")])
    n.p("The Pond NE outlet has a baffle skimmer that removes floatables for the 1-year event.", tags=[S("N.5.2")])
    n.p("P8 shows 57% annual TP removal at the site boundary.", tags=[F("phosphorus_removal_pct", 57.0)])
    n.table(["Pond", "Safety bench width", "Bench slope (H:V)", "Freeboard above 100-yr"],
            [["Pond NE", "10 ft", "6:1", "2.1 ft"]],
            tags=[F("ponds", [{"name": "Pond NE", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 6.0,
                               "freeboard_ft": 2.1}])], caption="Pond data")
    n.p("Lowest opening (apparatus bay doors) 968.5; Pond NE 100-year HWL 963.4.",
        tags=[F("lowest_opening_elev_ft", 968.5), F("hwl_100yr_elev_ft", 963.4)])
    n.close()

    h = pkg.doc("Orono_PSB_Appendix_HydroCAD_P8.pdf", header="Appendix - HydroCAD and P8", font="Courier", size=9)
    h.title("Appendix: HydroCAD and P8 Output", size=12, tags=[X("N.6.A.10")])
    h.table(["Storm", "Existing (cfs)", "Proposed (cfs)"],
            [["1-year", "3.2", "2.0"], ["2-year", "4.6", "2.9"], ["10-year", "9.5", "7.9"], ["100-year", "21.0", "18.8"]],
            tags=[F("peak_rates_cfs", {"1": {"existing": 3.2, "proposed": 2.0}, "10": {"existing": 9.5, "proposed": 7.9},
                                       "100": {"existing": 21.0, "proposed": 18.8}}), X("N.6.A.9")],
            caption="Peak discharge to Long Lake Creek wetland")
    h.newpage()
    h.table(["P8 device", "TP in (lb/yr)", "TP out (lb/yr)", "Removal"],
            [["Pond NE + IB-1", "9.7", "4.2", "57%"]], tags=[F("phosphorus_removal_pct", 57.0)], caption="P8 summary")
    h.close()

    sheets = [
        (Sheet("C-1", "Existing Conditions", draw="site", notes=[
            ("Property boundary of City of Orono parcel shown.", [X("N.6.A.1")]),
            ("Wetland W-1 (Type 3) delineated 2025 and its buffer; no shoreland or floodplain on site.", [X("N.6.A.4")]),
            ("Elevations NGVD29. 2-ft contour interval.", [F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2.0), X("N.6.A.7")]),
        ]), []),
        (Sheet("C-2", "Drainage Area Map", draw="drainage", notes=[
            ("Existing and proposed subwatersheds, and 4.1-ac off-site area from Kelley Parkway / Hwy 12.", [X("N.6.A.2")]),
        ]), []),
        (Sheet("C-3", "Grading, Storm Sewer and Ponding", draw="grading", notes=[
            ("Pond NE NWL 959.0, HWL 963.4; wetland W-1 normal 950.2, existing and proposed 100-yr 951.8.", [X("N.6.A.6")]),
            ("Existing ditch culverts and proposed storm sewer, pond and IB-1 with elevations.", [X("N.6.A.3")]),
            ("Drainage and utility easements over Pond NE and IB-1.", [X("N.6.A.12")]),
        ]), []),
        (Sheet("C-4", "Soils Plan", draw="site", notes=[
            ("Soil units (NRCS): Hayden loam, Lester sandy loam; boring logs and measured infiltration rates; "
             "existing and proposed as-developed soils delineated at IB-1.", [X("N.6.A.5")]),
        ]), []),
        (Sheet("C-5", "Stormwater Details and Specifications", draw="detail", notes=[
            ("Outlet structure, skimmer, pond section, IB-1 section and riprap details; specifications Section 33 46 00.",
             [X("N.6.A.8")]),
        ]), []),
    ]
    write_sets(pkg, sheets, ("Orono_PSB_Plans_FullSize.pdf", FULL_24x36), ("Orono_PSB_Plans_Reduced.pdf", HALF_11x17),
               firm=firm, project="Orono Public Safety Building", city="Orono, Minnesota",
               certification=PE + " Kevin Ruud, PE 41588", date="February 9, 2026")
    g = pkg.doc("Orono_PSB_Geotech.pdf", header="Geotechnical Report")
    g.p("Soil borings B-1 to B-9 and two double-ring infiltrometer tests; logs attached.", tags=[X("N.6.C")])
    g.close()
    p = pkg.doc("Orono_PSB_NPDES.pdf", header="MPCA")
    p.p("NPDES/SDS Construction Stormwater permit coverage for Orono Public Safety Building, ID C00071977.",
        tags=[X("N.6.A.13")])
    p.close()
    c = pkg.doc("Orono_PSB_LWMP_Conformance_Memo.pdf", header="City of Orono - Engineering")
    c.p("Memo: the Public Safety Building stormwater design conforms to the City of Orono Local Water Management "
        "Plan (2018), sections 4.2 and 5.1.", tags=[X("N.6.A.11")])
    c.close()
    return pkg


def p10_minnetonka_street(root: Path) -> Package:
    """A city street reconstruction whose new sidewalk qualifies under N.2.E.4, leaving under 1 acre (N.2.E.1)."""
    pkg = Package(root, "ext31-10-minnetonka-street-recon")
    a = pkg.doc("01_Application.pdf", header="MCWD Permit Application")
    a.title("2026 Street Reconstruction - Cedar Lake Road Area")
    a.field("Applicant", "City of Minnetonka, Engineering Dept.", tags=[F("applicant_public_entity", True)])
    a.field("Project type", "Public street reconstruction with new sidewalk", tags=[F("project_type", "linear")])
    a.field("Project area", "4.3 acres", tags=[F("site_area_ac", 4.3), X("N.6.D")])
    a.field("Disturbed area", "4.3 acres", tags=[F("disturbed_area_ac", 4.3)])
    a.field("Length", "3,450 LF of street; 2,250 LF of sidewalk")
    a.signature(["Will Manchester, PE, City Engineer", "March 3, 2026"])
    a.close()
    n = pkg.doc("02_Stormwater_Narrative.pdf", header="City of Minnetonka - 2026 Street Reconstruction")
    n.title("Stormwater Narrative")
    n.p("Street widening from 24 to 28 feet, new curb and gutter and a new sidewalk increase impervious surface "
        "from 2.45 acres to 3.63 acres, a net increase of 1.18 acres including the sidewalk.",
        tags=[F("existing_impervious_ac", 2.45), F("proposed_impervious_ac", 3.63),
              F("net_impervious_increase_ac", 1.18), X("N.6.E")])
    n.p(f"The sidewalk is 6 feet wide with a 6-foot turf boulevard on each side; its area is {sqft(0.31)} sq ft "
        "(0.31 ac). Driveway and street crossings cover 14% of the boulevard (buffer) area.",
        tags=[F("sidewalk_trail", {"width_ft": 6.0, "buffer_ft": 6.0, "crossing_pct": 14.0, "area_ac": 0.31,
                                   "standalone": False})])
    n.p("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas.", tags=[S("N.3.0")])
    n.p("Permanent BMPs: two boulevard infiltration basins (Station 12+40 and 27+10) and three sump catch basins.",
        tags=[S("N.3.2")])
    n.p("Infiltration is proposed in the two basins (sandy soils, 0.8 in/hr).", tags=[F("infiltration_proposed", True)])
    n.p("2-year peak rate to Cedar Lake Road storm sewer is unchanged at 4.2 cfs.")
    n.close()
    ps = pkg.plans("03_Typical_Sections_11x17.pdf", HALF_11x17, firm="City of Minnetonka Engineering",
                   project="2026 Street Reconstruction - Cedar Lake Road Area", city="Minnetonka, Minnesota",
                   certification=PE + " Will Manchester, PE 26741", date="March 2, 2026")
    ps.sheet(Sheet("2", "Typical Sections", draw="road", notes=[
        ("28' street, B618 curb, 6' boulevard, 6' concrete sidewalk, 6' boulevard.", []),
    ]), [X("plan_set.reduced")])
    ps.close()
    return pkg


def p11_hennepin_csah15(root: Path) -> Package:
    """A county road rehabilitation with a small impervious decrease: no permit under N.2.E."""
    pkg = Package(root, "ext31-11-hennepin-csah15")
    a = pkg.doc("CSAH15_MCWD_Application.pdf", header="Hennepin County Transportation - MCWD Application")
    a.title("CSAH 15 (Shoreline Drive) Rehabilitation, Spring Park and Mound")
    a.field("Applicant", "Hennepin County Transportation Project Delivery", tags=[F("applicant_public_entity", True)])
    a.field("Project type", "County road mill-and-overlay with turn-lane removal", tags=[F("project_type", "linear")])
    a.field("Project limits", "1.9 miles, Tuxedo Blvd to CSAH 19; ADT 11,800")
    a.field("Project area", "5.9 ac", tags=[F("site_area_ac", 5.9), X("N.6.D")])
    a.field("Disturbed area", "2.1 ac", tags=[F("disturbed_area_ac", 2.1)])
    a.signature(["Jason Gottfried, PE, Project Manager", "April 6, 2026"])
    a.close()
    m = pkg.doc("CSAH15_Impervious_Memo.pdf", header="Hennepin County - Impervious Surface Memo")
    m.p("Existing impervious within the project limits is 3.12 acres; proposed is 3.04 acres. The net change is "
        "-0.08 acres (a decrease), so the project results in no net increase in impervious surface.",
        tags=[F("existing_impervious_ac", 3.12), F("proposed_impervious_ac", 3.04),
              F("net_impervious_increase_ac", -0.08), X("N.6.E")])
    m.p("Removed: the westbound right-turn lane at Black Lake Road (0.11 ac). Added: bus pad at Sunset Drive (0.03 ac).")
    m.close()
    ps = pkg.plans("CSAH15_Layout_11x17.pdf", HALF_11x17, firm="Hennepin County Transportation",
                   project="CSAH 15 Rehabilitation", city="Spring Park / Mound, Minnesota",
                   certification=PE + " Jason Gottfried, PE 43820", date="April 2, 2026")
    ps.sheet(Sheet("L-1", "Layout", draw="road", notes=[("Turn lane removal area shown hatched.", [])]),
             [X("plan_set.reduced")])
    ps.close()
    return pkg


def p12_plymouth_trail(root: Path) -> Package:
    """A city's standalone 11-ft trail: too wide for N.2.E.4, 1.87 ac net on 4.6 ac (N.2.E.2); 1-yr rate up; no NPDES."""
    pkg = Package(root, "ext31-12-plymouth-gleason-trail")
    firm = "City of Plymouth Engineering"
    a = pkg.doc("Plymouth_Trail_Application.pdf", header="MCWD Permit Application")
    a.title("Gleason Lake Drive Regional Trail Connection")
    a.field("Applicant", "City of Plymouth", tags=[F("applicant_public_entity", True)])
    a.field("Project type", "Bituminous multi-use trail (standalone project)", tags=[F("project_type", "linear")])
    a.field("Total project area", "4.6 ac", tags=[F("site_area_ac", 4.6), X("N.6.D")])
    a.field("Disturbed area", "4.6 ac", tags=[F("disturbed_area_ac", 4.6)])
    a.field("Net new impervious", "1.87 ac", tags=[F("net_impervious_increase_ac", 1.87), X("N.6.E")])
    a.signature(["Chris LaBounty, PE, Deputy Director of Public Works", "March 24, 2026"])
    a.close()
    m = pkg.doc("Plymouth_Trail_Stormwater_Memo.pdf", header="Gleason Lake Drive Trail - Stormwater Memo")
    m.title("Stormwater Memorandum", size=13)
    m.p(f"The trail is 7,405 feet (1.4 miles) long and 11 feet wide, {sqft(1.87)} sq ft (1.87 acres), with a "
        "5-foot turf shoulder on each side. Driveway and street crossings take up 9 percent of the shoulder area. "
        "The trail is the whole project.",
        tags=[F("sidewalk_trail", {"width_ft": 11.0, "buffer_ft": 5.0, "crossing_pct": 9.0, "area_ac": 1.87,
                                   "standalone": True})])
    m.p("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas: two dry swales with check dams and "
        "disconnected trail drainage to turf.", tags=[S("N.3.0")])
    m.p("Permanent BMPs: Dry Swale 1 (Sta. 10+00 to 24+50), Dry Swale 2 (Sta. 51+00 to 66+00), riprap at culvert "
        "outlets.", tags=[S("N.3.2")])
    m.p("Infiltration is not proposed due to clay soils.", tags=[F("infiltration_proposed", False)])
    m.p("Runoff from the 38-acre neighborhood north of Gleason Lake Drive crosses the trail in three existing "
        "culverts, which are extended and were included in the HydroCAD analysis.", tags=[S("N.4.4")])
    m.p("New culvert ends have riprap aprons to prevent erosion and scour.", tags=[S("N.4.8")])
    m.table(["Event", "Existing peak (cfs)", "Proposed peak (cfs)"],
            [["1-year", "2.1", "2.3"], ["10-year", "6.0", "5.7"], ["50-year", "11.6", "11.0"], ["100-year", "14.8", "14.1"]],
            tags=[F("peak_rates_cfs", {"1": {"existing": 2.1, "proposed": 2.3}, "10": {"existing": 6.0, "proposed": 5.7},
                                       "100": {"existing": 14.8, "proposed": 14.1}}), X("N.6.A.9")],
            caption="Peak discharge at the Gleason Lake outlet culvert")
    m.newpage()
    m.title("Attachment: HydroCAD Node Summary", size=12, tags=[X("N.6.A.10")])
    m.p("Subcatchments 1S-6S, reaches 1R-2R (dry swales), ponds none. MSE 3 24-hr Atlas 14 rainfall: 1-yr 2.49 in, "
        "10-yr 4.27 in, 100-yr 7.43 in.")
    m.table(["Subcat", "Area (ac)", "CN", "Tc (min)", "Q1 (cfs)", "Q10 (cfs)", "Q100 (cfs)"],
            [["1S", "0.62", "74", "8.0", "0.3", "1.0", "2.5"], ["2S", "0.55", "76", "7.5", "0.3", "0.9", "2.3"],
             ["3S", "0.91", "72", "11.2", "0.4", "1.2", "3.1"], ["4S", "0.74", "75", "9.1", "0.3", "1.0", "2.6"],
             ["5S", "0.88", "73", "10.0", "0.4", "1.1", "2.9"], ["6S", "0.90", "74", "9.6", "0.4", "1.1", "3.0"]],
            caption="Proposed subcatchments (trail corridor)")
    m.p("Reach 1R (Dry Swale 1): 2' bottom, 4:1 sides, 0.8% slope, n = 0.035; 10-yr depth 0.6 ft. Reach 2R: "
        "2' bottom, 4:1 sides, 1.1% slope; 10-yr depth 0.5 ft.")
    m.close()
    sheets = [
        (Sheet("G-2", "Existing Conditions and Right of Way", draw="road", notes=[
            ("Right-of-way and property lines; City-owned parcels and trail easements shown.", [X("N.6.A.1")]),
            ("Gleason Lake wetland (Type 3) edge delineated 2025; floodplain limits shown.", [X("N.6.A.4")]),
            ("NGVD 29 datum, 2-ft contours.", [F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2.0), X("N.6.A.7")]),
        ]), []),
        (Sheet("D-1", "Drainage Areas", draw="drainage", notes=[
            ("Existing and proposed subwatersheds, off-site 38-ac neighborhood area.", [X("N.6.A.2")]),
        ]), []),
        (Sheet("C-3", "Grading and Drainage", draw="grading", notes=[
            ("Existing and proposed culverts and dry swales with inverts and alignment.", [X("N.6.A.3")]),
        ]), []),
        (Sheet("C-6", "Details and Special Provisions", draw="detail", notes=[
            ("Dry swale section, check dam, riprap apron; specifications per MnDOT 2511 and special provisions.",
             [X("N.6.A.8")]),
        ]), []),
    ]
    write_sets(pkg, sheets, ("Plymouth_Trail_Plans_22x34.pdf", FULL_22x34), ("Plymouth_Trail_Plans_11x17.pdf", HALF_11x17),
               firm=firm, project="Gleason Lake Drive Regional Trail Connection", city="Plymouth, Minnesota",
               certification=PE + " Chris LaBounty, PE 42077", date="March 20, 2026")
    return pkg


ALL = (p07_hopkins_warehouse, p08_wayzata_clinic, p09_orono_public_safety, p10_minnetonka_street,
       p11_hennepin_csah15, p12_plymouth_trail)
