"""Authors 1-6: a Wayzata civil firm, a school district's consultant, a townhome developer's
engineer, a Chanhassen subdivision team, a city public-works department, a county highway office.

Each function draws one package in its author's own structure and returns it; the truth is
what the tags recorded while drawing.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external23.common import ATLAS14, cert, hydrocad_summary, plan_set
from corpus.external23.doc import E, F, LETTER, Pkg, S
from corpus.external23.sheets import Sheet, TitleBlock, section_sketch


# --------------------------------------------------------------------------------------------
def wayzata_commercial(root: Path) -> Pkg:
    """Larson Civil: numbered narrative, HydroCAD node summaries, underground storage, city letter."""
    p = Pkg(root, "x23-01-wayzata-lake-st-retail")
    d = p.doc("01_Stormwater_Management_Report.pdf", LETTER, font="Helvetica", size=10)
    d.footer = "Larson Civil Group | Lake Street Retail | Stormwater Management Report"
    d.heading("STORMWATER MANAGEMENT REPORT", size=16)
    d.text("Lake Street Retail & Office Redevelopment, 715 Lake Street East, Wayzata, Minnesota")
    d.text("Prepared for: Lakeshore Retail Partners LLC     Prepared by: Larson Civil Group, Plymouth MN")
    d.text("Report date: March 14, 2026     PID 06-117-22-14-0031")
    d.gap(8)
    d.heading("1.0 Project Summary")
    d.text("Project type: Commercial (retail and office) redevelopment.", tags=[F("project_type", "commercial")])
    d.text("Total site area: 3.42 acres (148,975 sf).", tags=[F("site_area_ac", 3.42), E("N.6.D")])
    d.text("Existing impervious surface: 1.94 acres.  Proposed impervious surface: 2.51 acres.  "
           "Net increase in impervious surface: 0.57 acres.",
           tags=[F("existing_impervious_ac", 1.94), F("proposed_impervious_ac", 2.51),
                 F("net_impervious_increase_ac", 0.57), E("N.6.E")])
    d.text("Area to be disturbed (clearing, grading, excavation): 3.10 acres.", tags=[F("disturbed_area_ac", 3.10)])
    d.text("Applicant type: private (not a public entity).", tags=[F("applicant_public_entity", False)])
    d.text("The new two-story building has a gross floor area of 28,400 sf; parking is reduced from 212 to 168 stalls.")
    d.text("An off-site area of 1.26 acres along Lake Street drains onto the site and is included in the model.")
    d.gap(6)
    d.heading("2.0 Best Management Practices")
    d.text("Site design BMPs (reduced parking, landscaped islands), structural BMPs (an underground "
           "storage system with sump manholes) and non-structural BMPs (street sweeping, snow storage "
           "away from inlets) are incorporated, consistent with the MPCA manual Protecting Water "
           "Quality in Urban Areas.", tags=[S("N.3.0")])
    d.text("Permanent BMPs: (1) underground storage system UG-1 (72-inch CMP, 310 LF); (2) two sump "
           "manholes with SAFL baffles; (3) riprap apron at FES-1; (4) 0.21 ac of landscaped islands.",
           tags=[S("N.3.2")])
    d.text("Infiltration is not proposed due to clay soils (HSG D) found in all borings.",
           tags=[F("infiltration_proposed", False)])
    d.heading("3.0 Rate Control")
    d.text("The existing low area at the northeast corner is retained and used for detention where "
           "feasible. UG-1 and its outlet were designed by reservoir routing in HydroCAD 10.2 using "
           "Atlas 14 critical-duration 24-hour MSE 3 events.", tags=[S("N.4.2")])
    d.table(["Event", "Atlas 14 depth (in)"], ATLAS14, widths=[120, 140])
    d.text("Runoff tributary to the project (the 1.26-acre Lake Street drainage area) is routed through "
           "UG-1 and accommodated in the analyses and design.", tags=[S("N.4.4")])
    d.text("Water levels off the site will not be adversely affected during or after construction: "
           "downstream node 20R (Wayzata Bay outfall) stage is unchanged to 0.01 ft.", tags=[S("N.4.3")])
    d.text("The receiving area is not landlocked; the site drains to Wayzata Bay by the city storm sewer.",
           tags=[F("landlocked", False)])
    d.text("UG-1 lies above the projected 100-year flood elevation and within a drainage and utility "
           "easement dedicated on the plat.", tags=[S("N.4.6")])
    d.text("The design conforms to the City of Wayzata Local Surface Water Management Plan (2018).",
           tags=[S("N.4.7")])
    d.text("The outfall FES-1 has a Class III riprap apron and energy dissipation to minimize erosion "
           "and scouring.", tags=[S("N.4.8")])
    d.new_page()
    d.heading("Table 3-1. Peak discharge at the down-gradient property line (Node 10P, HydroCAD)")
    rates = {"1": {"existing": 3.12, "proposed": 2.86}, "10": {"existing": 7.95, "proposed": 7.41},
             "100": {"existing": 14.10, "proposed": 14.62}}
    d.table(["Event", "Existing (cfs)", "Proposed (cfs)", "Change"],
            [["1-year", "3.12", "2.86", "-0.26"], ["2-year", "3.88", "3.41", "-0.47"],
             ["5-year", "5.60", "5.02", "-0.58"], ["10-year", "7.95", "7.41", "-0.54"],
             ["50-year", "11.87", "11.90", "+0.03"], ["100-year", "14.10", "14.62", "+0.52"]],
            widths=[100, 110, 110, 80], tags=[F("peak_rates_cfs", rates), E("N.6.A.9")])
    d.text("Per-subcatchment peaks (proposed, 100-year): 1S roof 5.31 cfs; 2S parking 6.02 cfs; "
           "3S off-site Lake Street 4.44 cfs; 4S landscape 1.10 cfs.")
    d.heading("4.0 Building Elevations")
    d.table(["Building", "Lowest opening (ft)", "Adjacent 100-yr HWL (ft)", "Separation (ft)"],
            [["Retail/office building", "934.0", "932.0 (UG-1)", "2.0"]], widths=[140, 120, 140, 90],
            row_tags={0: [F("lowest_opening_elev_ft", 934.0), F("hwl_100yr_elev_ft", 932.0)]})
    d.text("Existing Wayzata Bay ordinary high water 929.4 and 100-year flood elevation 931.1 are shown for reference only.")
    d.heading("5.0 Appendices")
    d.text("A. HydroCAD computations   B. City of Wayzata review letter   C. MPCA NPDES permit coverage   "
           "D. Soil boring logs   E. Plan set (full size and 11x17)")
    d.text("A stormwater maintenance agreement will be executed and recorded following Board approval.")
    d.save()

    h = p.doc("02_HydroCAD_Computations.pdf", LETTER, font="Courier", size=8.5, margin=48)
    h.text("Lake Street Retail   Prepared by Larson Civil Group   HydroCAD 10.20 s/n 04412", font="Courier-Bold",
           tags=[E("N.6.A.10")])
    h.text("Type II 24-hr  MSE 3 Atlas 14 rainfall", font="Courier")
    h.gap(6)
    hydrocad_summary(h, "Subcatchment 1S", "Roof", [("1-year", "2.49", 1.61, 1.61), ("10-year", "4.17", 2.95, 2.95), ("100-year", "7.41", 5.31, 5.31)])
    hydrocad_summary(h, "Subcatchment 3S", "Off-site Lake St", [("1-year", "2.49", 1.02, 1.02), ("100-year", "7.41", 4.44, 4.44)])
    hydrocad_summary(h, "Pond UG-1", "72-inch CMP system", [("1-year", "2.49", 6.88, 2.31), ("10-year", "4.17", 13.20, 5.92), ("100-year", "7.41", 24.10, 11.62)])
    h.text("Pond UG-1 peak elevation (100-year) = 931.96 ft; storage = 9,870 cf; outlet: 10-in orifice at 925.50, weir 929.20.", font="Courier")
    h.new_page()
    h.text("Stage-Area-Storage for Pond UG-1", font="Courier-Bold")
    h.table(["Elevation (ft)", "Storage (cf)"], [[f"{925.0 + i * 0.5:.2f}", f"{int(i * 710 + i * i * 12):,}"] for i in range(15)], widths=[120, 120])
    h.save()

    letter = p.doc("03_City_Review_Letter.pdf", LETTER, font="Times-Roman", size=11, margin=72)
    letter.text("CITY OF WAYZATA  |  Public Works / Engineering", font="Times-Bold", size=13)
    letter.text("600 Rice Street East, Wayzata, MN 55391")
    letter.gap(10)
    letter.text("February 27, 2026")
    letter.text("RE: Lake Street Retail & Office Redevelopment - stormwater review")
    letter.gap(6)
    letter.text("The City has reviewed the grading, drainage and stormwater management plans dated "
                "February 6, 2026 and finds the proposed stormwater management consistent with the City of "
                "Wayzata Local Surface Water Management Plan. The City has no objection to the MCWD "
                "application proceeding.", tags=[E("N.6.A.11")])
    letter.gap(6)
    letter.text("Sincerely, Mark Ellison, P.E., City Engineer")
    letter.save()

    n = p.doc("04_NPDES_Permit_Coverage.pdf", LETTER, font="Helvetica", size=10)
    n.text("Minnesota Pollution Control Agency", font="Helvetica-Bold", size=13)
    n.text("Construction Stormwater General Permit MNR100001 - Permit Coverage Card", font="Helvetica-Bold",
           tags=[E("N.6.A.13")])
    n.text("Permittee: Lakeshore Retail Partners LLC.  Project: Lake Street Retail.  Permit ID: C00071388.  "
           "Coverage effective: March 2, 2026.  Acres to be disturbed: 3.10.", tags=[F("disturbed_area_ac", 3.10)])
    n.save()

    b = p.doc("05_Soil_Borings.pdf", LETTER, font="Helvetica", size=9)
    b.heading("Braun Intertec - Log of Boring ST-1 to ST-3", tags=[E("N.6.C")])
    b.table(["Boring", "Depth (ft)", "Description", "USCS", "Water"],
            [["ST-1", "0-1.5", "Topsoil, black", "OL", "none"], ["ST-1", "1.5-14", "Lean clay, brown, stiff", "CL", "none"],
             ["ST-2", "0-3", "Fill, sandy lean clay", "CL", "none"], ["ST-2", "3-16", "Lean clay, gray", "CL", "12.5 ft"],
             ["ST-3", "0-2", "Bituminous and base", "-", "none"], ["ST-3", "2-15", "Clayey sand", "SC", "none"]],
            widths=[60, 70, 200, 60, 70])
    b.save()

    tb = TitleBlock("LARSON CIVIL GROUP", "Lake Street Retail & Office", "Wayzata, Minnesota",
                    cert("Daniel R. Larson", "44871"), "03/14/2026")
    sheets = [
        Sheet("C1.0", "Existing Conditions and Removals", [
            ("Property lines and the lands owned by the applicant (Lots 1-3, Block 2) are shown heavy.", [E("N.6.A.1")]),
            ("No wetlands, shoreland or floodplain areas exist on the site (delineation by Kjolhaug, 2025).", [E("N.6.A.4")]),
            ("BENCHMARK: top nut hydrant at Lake St & Rice St. Elev. 938.62. Elevations are NGVD 29.", [F("vertical_datum", "NGVD29")]),
            ("LEGEND: existing contour (2-ft interval) ----- 936 -----", [F("contour_interval_ft", 2.0)]),
        ]),
        Sheet("C3.0", "Grading and Drainage Plan", [
            ("Existing and proposed contours at 2-foot intervals, NGVD 1929 datum.", [E("N.6.A.7")]),
            ("Existing and proposed storm sewer, UG-1 and FES-1 shown with location, alignment and inverts.", [E("N.6.A.3")]),
            ("UG-1: normal water none (dry system); 100-yr HWL 932.0. Existing on-site: no standing water; 100-yr 931.1 (Wayzata Bay).", [E("N.6.A.6")]),
        ]),
        Sheet("C4.0", "Drainage Areas - Existing and Proposed", [
            ("Existing and proposed on-site subwatersheds 1S-4S and the off-site contributing subwatershed (1.26 ac) are delineated.", [E("N.6.A.2")]),
        ], sketch="contours"),
        Sheet("C5.0", "Storm Sewer Details and Specifications", [
            ("UG-1 72-inch CMP system, outlet control structure OCS-1 (10-inch orifice, weir 929.20), sump manholes, riprap apron: construction details and specifications.", [E("N.6.A.8")]),
            ("EROSION CONTROL: silt fence, rock construction entrance, inlet protection, stabilize within 7 days.", []),
        ], sketch="profile"),
    ]
    plan_set(p, "06_Plans/LakeStreet", sheets, tb)
    return p


# --------------------------------------------------------------------------------------------
def edina_school(root: Path) -> Pkg:
    """A consultant for Edina Public Schools: P8 output, a pond table over two pages, NAVD 88."""
    p = Pkg(root, "x23-02-edina-valley-view-ms")
    d = p.doc("Valley_View_MS_Stormwater_Narrative.pdf", LETTER, font="Times-Roman", size=11, margin=66)
    d.footer = "ISD 273 Valley View Middle School Site Improvements"
    d.heading("Independent School District 273 (Edina Public Schools)", size=15)
    d.text("Valley View Middle School Site Improvements - MCWD Rule N Submittal - April 2026")
    d.text("Applicant: Independent School District No. 273, a public school district and political "
           "subdivision of the State of Minnesota (public entity).", tags=[F("applicant_public_entity", True)])
    d.text("Engineer: Kestrel Engineering, Inc., Bloomington MN")
    d.heading("Project description")
    d.text("Institutional project: parking lot and bus loop reconstruction, a 9,800 sf classroom "
           "addition and athletic field regrading.", tags=[F("project_type", "institutional")])
    d.text("Project area (school parcel): 14.60 acres. The full campus, including the Edina "
           "Community Center parcel not part of this project, is 31.2 acres.", tags=[F("site_area_ac", 14.60), E("N.6.D")])
    d.text("Impervious surfaces: existing 6.10 ac; proposed 7.30 ac; net increase 1.20 ac.",
           tags=[F("existing_impervious_ac", 6.10), F("proposed_impervious_ac", 7.30),
                 F("net_impervious_increase_ac", 1.20), E("N.6.E")])
    d.text("Disturbed area: 9.20 acres.", tags=[F("disturbed_area_ac", 9.20)])
    d.heading("Stormwater management approach")
    d.text("Best management practices (site design, structural and non-structural) follow the MPCA "
           "manual Protecting Water Quality in Urban Areas: disconnecting roof drains, a wet "
           "pond, a filtration bench and an enhanced sweeping program.", tags=[S("N.3.0")])
    d.text("Permanent BMPs: Pond 1P (wet pond with filtration bench), skimmer outlet OCS-1, riprap "
           "outfall at FES-3, tree trenches TT-1 and TT-2.", tags=[S("N.3.2")])
    d.text("Infiltration is not proposed: the borings found lean clay and perched water.",
           tags=[F("infiltration_proposed", False)])
    d.text("Pond 1P uses the natural depression west of the fields; the pond and its outlet were "
           "sized by reservoir routing of critical-duration Atlas 14 events.", tags=[S("N.4.2")])
    d.text("The 22.4 acres of off-site residential drainage from Valley View Road are routed through "
           "Pond 1P and accommodated in the analyses and design.", tags=[S("N.4.4")])
    d.text("The site drains to Minnehaha Creek via the Edina storm sewer: the 100-year level at downstream node DMH-88 falls from 878.9 "
           "to 878.7, so off-site water levels are not adversely affected during or after construction.",
           tags=[S("N.4.3")])
    d.text("The receiving system is not landlocked.", tags=[F("landlocked", False)])
    d.text("Pond 1P lies above the projected 100-year flood elevation of the creek and within a "
           "drainage and flowage easement granted to the City of Edina.", tags=[S("N.4.6")])
    d.text("The design conforms to the City of Edina Comprehensive Water Resources Management Plan.", tags=[S("N.4.7")])
    d.text("Outfalls FES-2 and FES-3 have riprap and a plunge pool to minimize erosion and scouring; "
           "the pond outfall is designed for the same.", tags=[S("N.4.8"), S("N.5.4")])
    d.text("OCS-1 has a baffle/skimmer that removes floatables for the 1-year event.", tags=[S("N.5.2")])
    d.new_page()
    d.heading("Peak rates at the site boundary (HydroCAD node DP-1)")
    rates = {"1": {"existing": 11.4, "proposed": 8.2}, "10": {"existing": 27.9, "proposed": 19.6},
             "100": {"existing": 52.3, "proposed": 44.8}}
    d.table(["Storm", "Depth", "Existing cfs", "Proposed cfs"],
            [["1-yr", "2.49 in", "11.4", "8.2"], ["2-yr", "2.85 in", "14.0", "9.9"], ["10-yr", "4.17 in", "27.9", "19.6"],
             ["100-yr", "7.41 in", "52.3", "44.8"]], widths=[80, 80, 100, 100],
            tags=[F("peak_rates_cfs", rates), E("N.6.A.9")])
    d.heading("P8 Urban Catchment Model - water quality summary")
    d.text("P8 v3.5, 1959 hourly rainfall record at MSP, particle file NURP50. Full output in Appendix C.",
           tags=[E("N.6.A.10")])
    d.table(["Device", "TP load in (lb/yr)", "TP load out (lb/yr)", "TP removal (%)"],
            [["Pond 1P", "18.62", "9.20", "50.6"], ["Tree trenches", "1.15", "0.71", "38.3"],
             ["Site total at boundary", "19.77", "9.77", "50.6"]], widths=[160, 110, 110, 100],
            row_tags={2: [F("phosphorus_removal_pct", 50.6)]})
    d.text("Required by MCWD Rule N: 50% annual TP removal. The site total annual removal is 50.6 percent.")
    d.heading("Pond 1P data (continued on next page)")
    d.table(["Item", "Pond 1P"], [["Normal water level (NWL)", "873.50"], ["Permanent pool volume", "1.42 ac-ft"],
                                  ["Tributary area", "36.9 ac"], ["Outlet", "OCS-1, 15-in RCP"]], widths=[220, 140])
    d.new_page()
    d.heading("Pond 1P data (continued)")
    d.table(["Item", "Pond 1P"], [["100-year HWL", "877.20"], ["Top of berm (EOF)", "879.20"],
                                  ["Freeboard above 100-yr HWL", "2.0 ft"], ["Safety bench width", "10 ft"],
                                  ["Safety bench slope", "10:1 (H:V)"], ["Rule N minimums", "10 ft bench at 10:1, 2 ft freeboard"]],
            widths=[220, 180], tags=[F("ponds", [{"name": "Pond 1P", "safety_bench_width_ft": 10.0,
                                                 "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.0}])])
    d.text("Off-site Pond EP-7 (City of Edina, not altered): NWL 870.1, HWL 874.6, bench 6 ft - shown for context only.")
    d.heading("Building openings")
    d.text("Classroom addition: lowest opening 879.20; adjacent 100-year HWL (Pond 1P) 877.20.",
           tags=[F("lowest_opening_elev_ft", 879.2), F("hwl_100yr_elev_ft", 877.2)])
    d.heading("Submittal contents")
    d.text("NPDES construction stormwater permit coverage: to be provided later, before construction.")
    d.text("City of Edina Engineering review memo dated March 30, 2026 is attached as Appendix D.")
    d.text("Pond maintenance: ISD 273 will execute the MCWD maintenance agreement following Board approval.")
    d.new_page()
    d.heading("Appendix D - City of Edina review memo")
    d.text("To: ISD 273 Facilities. From: Edina Engineering Dept. The City has reviewed the Valley View MS "
           "stormwater plans and finds them in conformance with the City's Comprehensive Water "
           "Resources Management Plan.", tags=[E("N.6.A.11")])
    d.save()

    tb = TitleBlock("KESTREL ENGINEERING, INC.", "Valley View Middle School Site Improvements", "Edina, Minnesota",
                    cert("Priya Raman", "50219"), "04/02/2026", extra=["Owner: ISD 273"])
    sheets = [
        Sheet("C100", "Existing Conditions", [
            ("School property boundary and lands owned by ISD 273 shown.", [E("N.6.A.1")]),
            ("No wetlands were identified on the site. The site is outside shoreland and the FEMA floodplain.", [E("N.6.A.4")]),
            ("VERTICAL DATUM: Elevations are NAVD 88 (GEOID18). Benchmark MnDOT 2706 J, elev. 882.417.", [F("vertical_datum", "NAVD88")]),
            ("Contour interval: 2 feet.", [F("contour_interval_ft", 2.0)]),
        ]),
        Sheet("C300", "Grading, Drainage and Storm Sewer", [
            ("Proposed storm sewer, Pond 1P, OCS-1 and outfalls: location, alignment and elevation.", [E("N.6.A.3")]),
            ("Pond 1P: NWL 873.50, 100-yr HWL 877.20. Existing depression: no normal water, 100-yr 876.4.", [E("N.6.A.6")]),
            ("Drainage and flowage easement over Pond 1P to the City of Edina, Doc. No. A11092231.", [E("N.6.A.12")]),
        ], sketch="pond"),
        Sheet("C400", "Drainage Area Maps", [
            ("Existing and proposed on-site drainage areas and the 22.4-ac off-site subwatershed.", [E("N.6.A.2")]),
        ]),
        Sheet("C500", "Pond and Outlet Details", [
            ("Pond 1P section, OCS-1 skimmer detail, riprap details and specifications.", [E("N.6.A.8")]),
        ], sketch="profile"),
    ]
    plan_set(p, "Plans/ValleyView", sheets, tb)
    return p


# --------------------------------------------------------------------------------------------
def minnetonka_townhomes(root: Path) -> Pkg:
    """A developer's engineer answering the District checklist item by item; full-size set only."""
    p = Pkg(root, "x23-03-minnetonka-ridgedale-townhomes")
    d = p.doc("Ridgedale_Townhomes_RuleN_Response.pdf", LETTER, font="Helvetica", size=9.5, margin=50)
    d.heading("Ridgedale Townhomes - Response to MCWD Rule N Checklist", size=14)
    d.text("Developer: Cedar Ridge Homes LLC (private). Engineer: Northpoint Land Engineering, Maple Grove.",
           tags=[F("applicant_public_entity", False)])
    d.text("Location: 12600 Wayzata Blvd, Minnetonka. PIDs 03-117-22-31-0008 and -0009 (combined).")
    d.table(["Checklist item", "Response"], [
        ["Development type", "Multi-unit residential (townhomes)"],
        ["Dwelling units", "46 units"],
        ["Site area", "4.10 acres"],
        ["Density", "11.2 units/acre"],
        ["Existing impervious", "0.62 ac (former church lot)"],
        ["Proposed impervious", "2.21 ac"],
        ["Net new impervious", "1.59 ac"],
        ["Disturbed area", "3.85 ac"],
    ], widths=[180, 300], row_tags={
        0: [F("project_type", "multi_unit_residential")], 1: [F("dwelling_units", 46)],
        2: [F("site_area_ac", 4.10), E("N.6.D")], 3: [F("density_du_per_ac", 11.2)],
        4: [F("existing_impervious_ac", 0.62)], 5: [F("proposed_impervious_ac", 2.21)],
        6: [F("net_impervious_increase_ac", 1.59), E("N.6.E")], 7: [F("disturbed_area_ac", 3.85)]})
    d.text("Largest unit footprint 1,480 sf; private drive length 1,120 ft; 92 garage stalls.")
    d.heading("Section 3 - BMPs")
    d.text("Q: Are BMPs incorporated? A: Yes - site design (clustered units, preserved woods), structural "
           "(Pond 1P, sump catch basins) and non-structural BMPs per the MPCA manual Protecting Water "
           "Quality in Urban Areas.", tags=[S("N.3.0")])
    d.text("Q: List of permanent BMPs? A: Pond 1P; outlet structure OCS-1; four 3-ft sump catch basins; riprap at FES-2.",
           tags=[S("N.3.2")])
    d.heading("Section 4 - Rate control")
    d.text("4(2): Pond 1P is placed in the existing natural low area; outlet sized by reservoir routing "
           "of critical-duration events in HydroCAD.", tags=[S("N.4.2")])
    d.text("4(4): The 3.3-acre off-site area from Ridgedale Drive is included in the model and accommodated in the design.",
           tags=[S("N.4.4")])
    d.text("4(5): The receiving area (Crane Lake storm sewer) is not landlocked.", tags=[F("landlocked", False)])
    d.text("4(6): Pond 1P is above the projected 100-year flood elevation and within a drainage and utility easement.",
           tags=[S("N.4.6")])
    d.text("4(7): Conforms to the City of Minnetonka Water Resources Management Plan.", tags=[S("N.4.7")])
    d.text("4(8): FES-2 outfall has riprap energy dissipation to minimize erosion and scouring.", tags=[S("N.4.8")])
    d.text("Infiltration is not proposed (HSG C/D soils, shallow groundwater).", tags=[F("infiltration_proposed", False)])
    rates = {"1": {"existing": 1.85, "proposed": 2.04}, "10": {"existing": 6.40, "proposed": 5.10},
             "100": {"existing": 13.90, "proposed": 11.20}}
    d.heading("HydroCAD Node Listing - Reach 9R (west property line)")
    d.table(["Storm", "Existing Qp (cfs)", "Proposed Qp (cfs)"],
            [["1-yr 24-hr (2.49 in)", "1.85", "2.04"], ["2-yr 24-hr (2.85 in)", "2.60", "2.31"],
             ["10-yr 24-hr (4.17 in)", "6.40", "5.10"], ["100-yr 24-hr (7.41 in)", "13.90", "11.20"]],
            widths=[180, 130, 130], tags=[F("peak_rates_cfs", rates), E("N.6.A.9")])
    d.text("Subcatchment 2S (units 1-20 roofs) 100-yr peak 4.86 cfs; 3S (off-site) 5.02 cfs.")
    d.heading("Pond 1P")
    d.table(["NWL", "100-yr HWL", "EOF / top", "Freeboard", "Bench"],
            [["945.0", "949.5", "951.4", "1.9 ft", "10 ft @ 10:1"]], widths=[80, 90, 90, 80, 110],
            tags=[F("ponds", [{"name": "Pond 1P", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                               "freeboard_ft": 1.9}])])
    d.heading("Low openings (units adjoining Pond 1P)")
    d.table(["Building", "Lowest opening", "100-yr HWL", "Separation"],
            [["Bldg 4 (units 13-16)", "951.3", "949.5", "1.8"], ["Bldg 5 (units 17-20)", "952.1", "949.5", "2.6"]],
            widths=[150, 100, 100, 90], tags=[F("lowest_opening_elev_ft", 951.3), F("hwl_100yr_elev_ft", 949.5)])
    d.heading("Exhibits")
    d.text("Plans: one full-size set (24x36) is enclosed. 11x17 reductions will be submitted upon request.")
    d.text("NPDES: MPCA construction stormwater permit C00070912 issued Jan. 22, 2026 (copy attached, page 2).")
    d.new_page()
    d.text("MPCA CONSTRUCTION STORMWATER PERMIT - COVERAGE NOTIFICATION. Permit No. C00070912. Project: "
           "Ridgedale Townhomes, Minnetonka. Owner: Cedar Ridge Homes LLC.", tags=[E("N.6.A.13")])
    d.text("City of Minnetonka Engineering, letter of Feb. 10, 2026: staff reviewed the grading and storm "
           "water plans and find them consistent with the City Water Resources Management Plan.",
           tags=[E("N.6.A.11")])
    d.save()
    tb = TitleBlock("NORTHPOINT LAND ENGINEERING", "Ridgedale Townhomes", "Minnetonka, MN",
                    cert("Eric J. Sorensen", "47755"), "01/30/2026")
    sheets = [
        Sheet("2", "Existing Conditions", [
            ("Boundary and lands owned by the applicant shown.", [E("N.6.A.1")]),
            ("There are no wetlands, shoreland or floodplain areas on site.", [E("N.6.A.4")]),
            ("Benchmark: MnDOT 2706 AF, elev 962.08 (NGVD 29).", [F("vertical_datum", "NGVD29")]),
        ]),
        Sheet("4", "Grading Plan", [
            ("LEGEND  ---- 950 ----  proposed contour;  contour interval = 1 foot", [F("contour_interval_ft", 1.0)]),
            ("Pond 1P NWL 945.0, HWL 949.5; existing low area: no normal water, 100-yr 947.9.", [E("N.6.A.6")]),
        ], sketch="contours"),
        Sheet("5", "Storm Sewer and Drainage Areas", [
            ("Storm sewer, Pond 1P and OCS-1: location, alignment, elevations.", [E("N.6.A.3")]),
            ("Drainage area map: existing and proposed on-site subareas and off-site subwatershed 3S.", [E("N.6.A.2")]),
        ]),
        Sheet("7", "Details", [
            ("OCS-1, pond section and riprap: construction details and specifications.", [E("N.6.A.8")]),
        ], sketch="profile"),
    ]
    plan_set(p, "Plans/Ridgedale", sheets, tb, reduced=False)
    h = p.doc("HydroCAD_Report.pdf", LETTER, font="Courier", size=8.5)
    h.text("Ridgedale Townhomes - HydroCAD 10.20 - Type II 24-hr - routing computations", font="Courier-Bold", tags=[E("N.6.A.10")])
    hydrocad_summary(h, "Pond 1P", "Wet pond", [("1-year", "2.49", 5.8, 2.04), ("10-year", "4.17", 12.6, 5.1), ("100-year", "7.41", 24.9, 11.2)])
    h.text("Pond 1P peak elevation 100-year = 949.48 ft; 2-year = 946.71 ft; 50-year = 948.90 ft.", font="Courier")
    h.save()
    return p


# --------------------------------------------------------------------------------------------
def chanhassen_subdivision(root: Path) -> Pkg:
    """A large residential team: table of contents, MIDS loads (no percent), two ponds."""
    p = Pkg(root, "x23-04-chanhassen-bluff-creek-preserve")
    d = p.doc("Bluff_Creek_Preserve_SWPPP_and_Stormwater.pdf", LETTER, font="Times-Roman", size=11)
    d.footer = "Bluff Creek Preserve - Stormwater Management Plan"
    d.heading("Bluff Creek Preserve", size=18)
    d.text("Stormwater Management Plan  |  Chanhassen, Minnesota  |  Prepared for Southwest Land Co. (private developer)",
           tags=[F("applicant_public_entity", False)])
    d.heading("Table of Contents")
    for line in ("1. Project Overview .... 2", "2. Water Quantity .... 2", "3. Water Quality (MIDS) .... 3",
                 "4. Ponds .... 3", "Sheet C6 - Drainage Area Maps (existing and proposed) .... plan set",
                 "Appendix A - NPDES Permit .... 5", "Appendix B - Draft Maintenance Agreement .... 6"):
        d.text(line)
    d.new_page()
    d.heading("1. Project Overview")
    d.text("Single-family residential subdivision of 38 lots on a 22.50-acre site (density 1.69 units/acre). "
           "The parent farm parcel is 61.3 acres; the remaining 38.8 acres stay in agriculture and are not part of this project.",
           tags=[F("project_type", "single_family_subdivision"), F("dwelling_units", 38), F("site_area_ac", 22.50),
                 F("density_du_per_ac", 1.69), E("N.6.D")])
    d.text("Impervious: existing 0.35 ac (farmstead); proposed 5.90 ac; increase 5.55 ac. Grading disturbs 18.40 acres.",
           tags=[F("existing_impervious_ac", 0.35), F("proposed_impervious_ac", 5.90),
                 F("net_impervious_increase_ac", 5.55), E("N.6.E"), F("disturbed_area_ac", 18.40)])
    d.text("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas: site design preserving the Bluff "
           "Creek corridor, two wet ponds, and non-structural street sweeping and education.", tags=[S("N.3.0")])
    d.text("Permanent BMPs: Pond 1P, Pond 2P, outlet structures OCS-1 and OCS-2 with skimmers, riprap outfalls.",
           tags=[S("N.3.2")])
    d.text("Infiltration is not proposed due to clay soils. No wetlands were identified within the project area.",
           tags=[F("infiltration_proposed", False)])
    d.heading("2. Water Quantity")
    d.text("Both ponds use existing natural low areas where feasible; outlets were designed by reservoir routing "
           "of critical-duration Atlas 14 events.", tags=[S("N.4.2")])
    d.text("Water levels off the site are not adversely affected during or after construction (Bluff Creek "
           "node BC-4 unchanged).", tags=[S("N.4.3")])
    d.text("Runoff tributary to the project from 12.1 ac of upland farm field is accommodated in the analyses and design.",
           tags=[S("N.4.4")])
    d.text("The site is not landlocked.", tags=[F("landlocked", False)])
    d.text("Both ponds lie above the projected 100-year flood elevation of Bluff Creek (912.0) and within drainage "
           "and utility easements on the plat.", tags=[S("N.4.6")])
    d.text("Conforms with the City of Chanhassen Surface Water Management Plan.", tags=[S("N.4.7")])
    d.text("Outfalls have riprap and energy dissipation to minimize erosion and scouring; the water quality "
           "pond outfalls likewise.", tags=[S("N.4.8"), S("N.5.4")])
    d.text("Skimmers on OCS-1 and OCS-2 remove floatables for the 1-year event.", tags=[S("N.5.2")])
    rates = {"1": {"existing": 9.8, "proposed": 6.1}, "10": {"existing": 31.4, "proposed": 22.0},
             "100": {"existing": 70.2, "proposed": 58.9}}
    d.table(["Return period", "Existing (cfs)", "Proposed (cfs)"],
            [["1-year", "9.8", "6.1"], ["2-year", "13.3", "8.0"], ["5-year", "20.6", "13.7"],
             ["10-year", "31.4", "22.0"], ["100-year", "70.2", "58.9"]], widths=[120, 110, 110],
            tags=[F("peak_rates_cfs", rates), E("N.6.A.9")])
    d.new_page()
    d.heading("3. Water Quality (MIDS Calculator)")
    d.text("MIDS calculator v3, site-wide results (full calculator output in Appendix C):", tags=[E("N.6.A.10")])
    d.table(["BMP", "TP load to BMP (lb/yr)", "TP load leaving (lb/yr)"],
            [["Pond 1P", "9.60", "4.70"], ["Pond 2P", "4.60", "2.50"], ["Total", "14.20", "7.20"]], widths=[140, 150, 150])
    d.text("Rule N requires 50% annual TP removal at the down-gradient boundary.")
    d.heading("4. Ponds")
    ponds = [{"name": "Pond 1P", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.0},
             {"name": "Pond 2P", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 1.9}]
    d.table(["Pond", "NWL", "100-yr HWL", "Low berm", "Freeboard", "Bench width", "Bench slope"],
            [["1P", "941.0", "945.3", "947.3", "2.0", "10 ft", "10:1"], ["2P", "947.5", "951.0", "952.9", "1.9", "10 ft", "10:1"]],
            widths=[50, 60, 70, 70, 70, 80, 80], tags=[F("ponds", ponds)])
    d.text("Existing off-site Pond CH-18 (city) NWL 936.2, HWL 939.9 - no change.")
    d.text("No homes adjoin Pond 2P. Lowest opening of any home adjoining a pond: 947.3 (Lot 4, Block 2); "
           "Pond 1P 100-year HWL 945.3.", tags=[F("lowest_opening_elev_ft", 947.3), F("hwl_100yr_elev_ft", 945.3)])
    d.table(["Lot/Block", "Lowest opening", "Adjacent HWL"], [["4/2", "947.3", "945.3"], ["5/2", "948.0", "945.3"], ["6/2", "948.6", "945.3"]],
            widths=[100, 100, 100])
    d.new_page()
    d.heading("Appendix A - NPDES Permit")
    d.text("MPCA General Stormwater Permit for Construction Activity, coverage C00072140, Bluff Creek Preserve, "
           "issued to Southwest Land Co.", tags=[E("N.6.A.13")])
    d.new_page()
    d.heading("Appendix B - Draft Stormwater Maintenance Agreement")
    d.text("This Stormwater Facilities Maintenance Agreement between Southwest Land Co. and the Minnehaha Creek "
           "Watershed District provides for inspection and maintenance of Ponds 1P and 2P, outlet structures, "
           "culverts and outfalls, to be recorded with Carver County.", tags=[E("N.6.B")])
    d.new_page()
    d.heading("Appendix D - City of Chanhassen Review")
    d.text("Chanhassen Engineering reviewed the preliminary plat grading and stormwater plans; the stormwater "
           "design is consistent with the City's Surface Water Management Plan.", tags=[E("N.6.A.11")])
    d.save()
    tb = TitleBlock("WESTWOOD HILLS CIVIL", "Bluff Creek Preserve", "Chanhassen, Minnesota",
                    cert("Laura K. Whitcomb", "41236"), "02/18/2026")
    sheets = [
        Sheet("C1", "Existing Conditions / Preliminary Plat", [
            ("Plat boundary and lands owned by the applicant.", [E("N.6.A.1")]),
            ("No wetlands were identified; the Bluff Creek floodplain (912.0) and shoreland limits are shown.", [E("N.6.A.4")]),
            ("Elevations are NGVD 29. Contour interval 2 ft.", [F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2.0)]),
        ]),
        Sheet("C3", "Grading Plan", [
            ("Existing and proposed 2-ft contours, NGVD 1929.", [E("N.6.A.7")]),
            ("Pond 1P NWL 941.0 HWL 945.3; Pond 2P NWL 947.5 HWL 951.0; existing low areas 100-yr 939.2.", [E("N.6.A.6")]),
            ("Drainage and utility easements over both ponds, per plat.", [E("N.6.A.12")]),
        ], sketch="pond"),
        Sheet("C4", "Storm Sewer Plan", [("Storm sewer, ponds and outlets: location, alignment, elevation.", [E("N.6.A.3")])]),
        Sheet("C5", "Pond Sections and Outlet Details", [
            ("Pond sections, OCS-1/OCS-2 skimmer details, specifications.", [E("N.6.A.8")]),
            ("EROSION CONTROL: 60 days max exposure; stabilize pond slopes within 7 days.", []),
        ], sketch="profile"),
    ]
    plan_set(p, "Plans/BluffCreek", sheets, tb)
    return p


# --------------------------------------------------------------------------------------------
def stlouispark_street(root: Path) -> Pkg:
    """City public works memo: street reconstruction whose sidewalk qualifies for N.2.E.4."""
    p = Pkg(root, "x23-05-slp-cedar-lake-rd-reconstruction")
    d = p.doc("Cedar_Lake_Road_Permit_Memo.pdf", LETTER, font="Helvetica", size=10)
    d.heading("CITY OF ST. LOUIS PARK - ENGINEERING DEPARTMENT", size=13)
    d.text("MEMORANDUM  |  Cedar Lake Road Reconstruction (Project 4025-1100)  |  May 4, 2026")
    d.text("Applicant: City of St. Louis Park, a municipal corporation (public entity).",
           tags=[F("applicant_public_entity", True)])
    d.text("Project type: road reconstruction (linear) with new sidewalk, 1.6 miles from Louisiana Ave to Zarthan Ave.",
           tags=[F("project_type", "linear")])
    d.table(["Quantity", "Value"], [
        ["Total project area", "6.80 ac"], ["Existing impervious", "3.95 ac"], ["Proposed impervious", "5.30 ac"],
        ["Net increase in impervious (incl. sidewalk)", "1.35 ac"], ["Disturbed area", "6.10 ac"],
        ["Right-of-way width", "66 ft"], ["Pavement width", "36 ft face-to-face"],
    ], widths=[260, 160], row_tags={0: [F("site_area_ac", 6.80), E("N.6.D")], 1: [F("existing_impervious_ac", 3.95)],
                                    2: [F("proposed_impervious_ac", 5.30)],
                                    3: [F("net_impervious_increase_ac", 1.35), E("N.6.E")], 4: [F("disturbed_area_ac", 6.10)]})
    d.heading("Sidewalk")
    trail = {"width_ft": 6.0, "buffer_ft": 5.0, "crossing_pct": 18.0, "area_ac": 0.42, "standalone": False}
    d.text("The new sidewalk is 6 feet wide with a pervious turf boulevard of 5 feet on each side. Street and "
           "driveway crossings cover 18% of the required buffer area. Sidewalk impervious area: 0.42 ac.",
           tags=[F("sidewalk_trail", trail)])
    d.text("Per MCWD Rule N paragraph 2(E)(4), the City requests that the sidewalk be excluded from the net increase.")
    d.heading("Best management practices")
    d.text("BMPs consistent with the MPCA manual Protecting Water Quality in Urban Areas are incorporated: "
           "narrowed pavement, boulevard trees in structural soil (site design), sump manholes (structural), "
           "and the City's street sweeping program (non-structural).", tags=[S("N.3.0")])
    d.text("Permanent BMPs: 14 boulevard tree trenches; 3 sump manholes with SAFL baffles; 1 hydrodynamic separator at Zarthan Ave.",
           tags=[S("N.3.2")])
    d.text("Peak rates for information: 2-year 18.2 cfs existing / 18.9 cfs proposed at the Minnehaha Creek outfall.")
    d.save()
    return p


# --------------------------------------------------------------------------------------------
def hennepin_overlay(root: Path) -> Pkg:
    """County highway letter: mill and overlay with less pavement than before (no permit)."""
    p = Pkg(root, "x23-06-hennepin-csah15-overlay")
    d = p.doc("CSAH15_Determination_Request.pdf", LETTER, font="Times-Roman", size=11.5, margin=72)
    d.text("HENNEPIN COUNTY  Transportation Project Delivery", font="Times-Bold", size=14)
    d.text("1600 Prairie Drive, Medina, MN 55340")
    d.gap(10)
    d.text("April 20, 2026.  Re: CSAH 15 (Shoreline Drive) mill and overlay, Orono / Spring Park, County Project 2214")
    d.gap(6)
    d.text("Hennepin County, a political subdivision of the State of Minnesota (public entity), requests a "
           "determination that no Rule N permit is needed for this roadway project.",
           tags=[F("applicant_public_entity", True), F("project_type", "linear")])
    d.text("The 2.1-mile project mills and overlays the existing pavement and removes a bypass lane. "
           "Total project area is 4.40 acres. Existing impervious surface is 3.10 acres and proposed "
           "impervious surface is 3.02 acres, a net decrease of 0.08 acres.",
           tags=[F("site_area_ac", 4.40), E("N.6.D"), F("existing_impervious_ac", 3.10), F("proposed_impervious_ac", 3.02),
                 F("net_impervious_increase_ac", -0.08), E("N.6.E")])
    d.text("Disturbance is limited to 1.20 acres of shoulder and curb work.", tags=[F("disturbed_area_ac", 1.20)])
    d.text("Average daily traffic 14,300 (2024); 18 catch basins are adjusted; no wetlands were identified within the right of way.")
    d.gap(8)
    d.text("Sincerely,  Anne Kowalski, P.E., Project Manager")
    d.save()
    return p
