"""Packages 07-12: commercial, industrial, a school district, county and city streets, a city trail."""

from __future__ import annotations

from corpus.external34.attach import hydrocad, npdes
from corpus.external34.draw import ANSI_D, ARCH_D, LETTER, ex, fa, st
from corpus.external34.layout import Notes, Table, body
from corpus.external34.pk_a import MN_CERT, _rates, art
from corpus.external34.pkg import Pkg
from corpus.external34.sheets34 import Firm, Sheet, plan_set


# --------------------------------------------------------------------------- 07
def p07(pkg: Pkg) -> None:
    """Hopkins dental clinic on 0.38 ac (N.2.D.1, Section 3): impervious more than doubles."""
    firm = Firm("BLAKE ROAD CIVIL, PLLC", "45 Shady Oak Rd, Hopkins MN 55343 | 952.555.0127",
                "Nadia Rahimi, P.E.", "57102", MN_CERT, block="bottom", font="Times-Roman",
                revisions=(("1", "2026-01-19", "PERMIT"),))
    proj = ("MAINSTREET DENTAL", "1011 MAINSTREET, HOPKINS, MN")
    pre = "MainstreetDental"
    pkg.letter(f"{pre}_Letter.pdf", ["Blake Road Civil, PLLC", "45 Shady Oak Rd, Hopkins MN 55343"], [[
        "January 19, 2026", "", "Minnehaha Creek Watershed District", "", "Re: Mainstreet Dental, 1011 Mainstreet, Hopkins", "",
        "We enclose the site and grading plans for a new 4,900 sf dental clinic on the former",
        "auto repair lot at 1011 Mainstreet. The site data and BMP list are on sheet C1.",
        ("Stormwater BMPs follow the MPCA 'Protecting Water Quality in Urban Areas' manual:",
         [st("N.3.0")]),
        "parking is kept to the City minimum, roof water goes to a planted filtration basin, and",
        "erosion is controlled with inlet protection and a rock entrance.", "", "Nadia Rahimi, P.E.",
    ]])
    site = body([
        Table("SITE DATA", [230, 160], [
            ["", ""], ["Lot area", "16,553 SF (0.38 AC)"], ["Proposed use", "Commercial - dental clinic"],
            ["Building floor area", "4,900 SF"], ["Existing impervious", "5,227 SF (0.12 AC)"],
            ["Proposed impervious", "13,504 SF (0.31 AC)"], ["Increase", "8,277 SF (0.19 AC)"],
            ["Disturbed area", "16,553 SF (0.38 AC)"], ["Parking", "19 stalls"]],
            head=0, tags={1: [fa("site_area_ac", 0.38), ex("N.6.D")], 2: [fa("project_type", "commercial")],
                          4: [fa("existing_impervious_ac", 0.12)], 5: [fa("proposed_impervious_ac", 0.31)],
                          6: [fa("net_impervious_increase_ac", 0.19), ex("N.6.E")], 7: [fa("disturbed_area_ac", 0.38)]}),
        Notes("PERMANENT BMPs", [
            ("a. Filtration basin FB-1 (roof and north lot), underdrained", [st("N.3.2")]),
            "b. Sump catch basin with SNOUT hood, CB-2", "c. Pervious landscape islands"]),
        Notes("BUILDING", [
            ("Finished floor / lowest opening: 912.50", [fa("lowest_opening_elev_ft", 912.50)]),
            ("100-year HWL, rear-yard low point (City of Hopkins model): 909.80", [fa("hwl_100yr_elev_ft", 909.80)])]),
    ], art=art(scale="1\" = 20'"), col_w=560)
    grading = body([Notes("GRADING & EROSION CONTROL NOTES", [
        ("Spot elevations and 1-ft contours (NGVD 29). FB-1 bottom 908.0, overflow 909.0.",
         [fa("contour_interval_ft", 1), fa("vertical_datum", "NGVD29")]),
        ("Infiltration not proposed (contaminated soils, MPCA petroleum release site) - FB-1 lined.",
         [fa("infiltration_proposed", False)]),
        "Inlet protection on Mainstreet catch basins; rock entrance; sweep daily.",
    ])], art=art(scale="1\" = 20'"))
    sheets = [Sheet("C1", "Site Plan & Data", site), Sheet("C2", "Grading & Erosion Control", grading)]
    plan_set(pkg.rec, pkg.folder, f"{pre}_C1-C2.pdf", ARCH_D, firm, proj, sheets, "2026-01-19")


# --------------------------------------------------------------------------- 08
def p08(pkg: Pkg) -> None:
    """Medina industrial building on 11.8 ac of cropland (N.2.D.3): a complete, compliant set."""
    firm = Firm("NORTH STAR CIVIL ENGINEERS", "4005 Hamel Road, Medina, MN 55340\nTel 763-555-0150",
                "Gregory S. Paulsen, P.E.", "44590", MN_CERT, block="bottom",
                revisions=(("A", "09/22/25", "SITE PLAN"), ("B", "12/04/25", "CITY"), ("C", "02/02/26", "MCWD")))
    proj = ("HAMEL ROAD BUSINESS PARK - BUILDING 3", "MEDINA, MINNESOTA")
    pre = "HamelRdBP3"
    pkg.letter(f"{pre}_Cover_Memo.pdf", ["NORTH STAR CIVIL ENGINEERS", "4005 Hamel Road, Medina, MN 55340"], [[
        "MEMORANDUM  -  February 2, 2026", "", "TO: MCWD Permitting Staff", "RE: Hamel Road Business Park, Building 3", "",
        "This submittal includes the full-size (24x36) and 11x17 civil plans, the HydroCAD and",
        "P8 reports, the MPCA permit card and the City of Medina review letter.", "",
        ("Best management practices (site design, structural and non-structural) are selected",
         [st("N.3.0")]),
        "per the MPCA 'Protecting Water Quality in Urban Areas' manual and shown on sheet C4.",
        ("Pond 1 uses the existing natural low area in the southeast corner, and both ponds and",
         [st("N.4.2")]),
        "the outlet were sized by reservoir routing of the critical-duration 1, 10 and 100-yr events.",
        ("Peak levels on the adjacent Hamel Road ditch and the wetland to the south are not raised", [st("N.4.3")]),
        "during or after construction.",
        ("The 14.6 ac of off-site drainage from the north crossing Hamel Road is routed through the",
         [st("N.4.4")]),
        "site in a bypass pipe and included in the model.",
        ("Ponds and outlets lie above the projected 100-yr flood elevation of the wetland and within",
         [st("N.4.6")]),
        "drainage and utility easements.",
    ], [
        "CITY OF MEDINA  -  2052 County Road 24, Medina, MN 55340", "",
        ("December 18, 2025 - Hamel Road Business Park Bldg 3: engineering review", [ex("N.6.A.11")]),
        "", "Staff reviewed the stormwater plans dated 12/04/25. The plan is consistent with the",
        ("City of Medina Local Surface Water Management Plan (2018). No further comments.", [st("N.4.7")]),
        "", "Jim Stremel, City Engineer (WSB)",
    ]])
    rates = _rates({"1": (8.2, 3.6), "10": (19.4, 10.1), "100": (38.7, 29.5)})
    ponds = [{"name": "Pond 1", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 2.0},
             {"name": "Pond 2", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 2.4}]
    cover = body([
        Table("SITE DATA", [260, 150], [
            ["", ""], ["Zoning", "I (Industrial Park)"], ["Property area", "11.80 AC"], ["Use", "Office / warehouse (industrial)"],
            ["Building", "148,600 SF"], ["Existing impervious (row crop site)", "0.00 AC"], ["Proposed impervious", "6.90 AC"],
            ["Net new impervious", "6.90 AC"], ["Disturbance limits", "10.50 AC"], ["Off-site area routed through site", "14.60 AC"]],
            head=0, tags={2: [fa("site_area_ac", 11.80), ex("N.6.D")], 3: [fa("project_type", "industrial")],
                          5: [fa("existing_impervious_ac", 0.0)], 6: [fa("proposed_impervious_ac", 6.90)],
                          7: [fa("net_impervious_increase_ac", 6.90), ex("N.6.E")], 8: [fa("disturbed_area_ac", 10.50)]}),
        Table("SHEET LIST", [60, 240], [["C1", "TITLE / SITE DATA"], ["C2", "EXISTING CONDITIONS"], ["C3", "GRADING"],
                                        ["C4", "STORMWATER / BMPs"], ["C5", "DRAINAGE MAPS"], ["C6", "DETAILS"]], head=0),
        Notes("DATUM", [("Vertical datum NGVD 1929. Contours 2 ft.", [fa("vertical_datum", "NGVD29"), fa("contour_interval_ft", 2),
                                                                     ex("N.6.A.7")])]),
    ], art=art(), col_w=520)
    existing = body([
        Notes("EXISTING CONDITIONS", [
            ("Property lines / ownership of applicant (Hamel Road Partners III LLC) shown heavy dash-dot.", [ex("N.6.A.1")]),
            ("Wetland W-1 (Type 2, 0.88 ac) off site to the south - delineation by Kjolhaug 5/2025; no on-site wetland, floodplain or shoreland.",
             [ex("N.6.A.4")]),
            "Existing field drainage to south ditch; field tile to be abandoned.",
        ]),
        Table("SOIL BORINGS (Haugo GeoTechnical, 7/2025)", [60, 80, 240], [
            ["B", "SURF.", "DESCRIPTION"], ["B-1", "1011.2", "Topsoil 1.5 ft; sandy lean clay"], ["B-2", "1008.4", "Poorly graded sand (SP)"],
            ["B-3", "1009.0", "Silty sand (SM) over clay"]], title_tags=[ex("N.6.C")]),
    ], art=art(contour=(1012, 2, True)))
    grading = body([
        Table("POND DATA", [170, 80, 80], [
            ["", "POND 1", "POND 2"], ["NWL", "1002.0", "1004.5"], ["100-YR HWL", "1005.6", "1007.8"], ["Freeboard (HWL to EOF/top)", "2.0", "2.4"],
            ["Safety bench", "10' @ 10:1", "10' @ 10:1"], ["Existing low area el.", "1001.4", "-"]],
            tags={1: [ex("N.6.A.6")], 3: [fa("ponds", ponds)]}),
        Notes("BUILDING", [("Lowest opening (loading dock doors): 1011.50", [fa("lowest_opening_elev_ft", 1011.5)]),
                           ("Highest 100-yr HWL adjacent to building (Pond 2): 1007.80", [fa("hwl_100yr_elev_ft", 1007.8)])]),
        Notes("INFILTRATION BASIN IB-1", [
            ("Infiltration basin IB-1 proposed (1.1 in. over new impervious).", [fa("infiltration_proposed", True)]),
            ("Soils at IB-1: HSG A/B poorly graded sand (SP), design rate 0.8 in/hr; limits of SP delineated per B-2.",
             [ex("N.6.A.5")]),
        ]),
    ], art=art(ponds=("POND 1", "POND 2"), contour=(1010, 2, False)))
    bmps = body([
        Notes("PERMANENT BMPs", [("Pond 1, Pond 2, infiltration basin IB-1, pretreatment forebays, sump manholes,", [st("N.3.2")]),
                                 "native prairie seeding on 2.1 ac, salt management plan."]),
        Table("STORM STRUCTURES", [80, 130, 70, 70], [["STR", "TYPE", "RIM", "INV"], ["OCS-1", "72\" MH baffle weir", "1006.0", "1002.0"],
                                                      ["OCS-2", "60\" MH baffle weir", "1008.2", "1004.5"],
                                                      ["FES-10", "24\" FES", "-", "999.8"]], title_tags=[ex("N.6.A.3")]),
        Notes("OUTLETS", [
            ("OCS-1 and OCS-2 baffles retain floatables for the 1-year event.", [st("N.5.2")]),
            ("FES-10 outfall: riprap apron Class III, 20 ft long, minimizes erosion and scouring.", [st("N.4.8"), st("N.5.4")]),
            ("Ponds, IB-1 and outlets within drainage and utility easements recorded by document no. T5501822.",
             [ex("N.6.A.12")]),
        ]),
        Table("PHOSPHORUS (P8)", [200, 80], [["", "TP"], ["Annual load (lb/yr)", "9.6"], ["Removal", "61%"]],
              tags={2: [fa("phosphorus_removal_pct", 61)]}),
    ], art=art(ponds=("POND 1", "POND 2")))
    drainage = body([
        Table("PEAK RUNOFF RATES (CFS) - SOUTH PROPERTY LINE", [100, 80, 80], [
            ["EVENT", "EXISTING", "PROPOSED"], ["1-YR", "8.2", "3.6"], ["2-YR", "11.0", "4.9"], ["10-YR", "19.4", "10.1"],
            ["100-YR", "38.7", "29.5"]], tags={0: [ex("N.6.A.9")], 1: [fa("peak_rates_cfs", rates)]}),
        Notes("DRAINAGE MAPS", [("Existing (EX-1..3), proposed (PR-1..5) and off-site (OS-1, 14.60 ac) subwatersheds delineated.",
                                 [ex("N.6.A.2")]),
                                ("The site is not landlocked; Pond 1 outlets south to a Painter Creek tributary.",
                                 [fa("landlocked", False)])]),
    ], art=art(ponds=("POND 1", "POND 2")))
    details = body([Notes("DETAILS", [("Pond sections, OCS-1/OCS-2, IB-1 section and FES riprap details; specs per City of Medina standards.",
                                       [ex("N.6.A.8")])])])
    sheets = [Sheet("C1", "Title / Site Data", cover), Sheet("C2", "Existing Conditions", existing), Sheet("C3", "Grading", grading),
              Sheet("C4", "Stormwater / BMPs", bmps), Sheet("C5", "Drainage Maps", drainage), Sheet("C6", "Details", details)]
    plan_set(pkg.rec, pkg.folder, f"{pre}_Civil_Full.pdf", ARCH_D, firm, proj, sheets, "02/02/26",
             reduced_name=f"{pre}_Civil_11x17.pdf")
    hydrocad(pkg, f"{pre}_HydroCAD_P8.pdf", "Hamel Road Business Park Bldg 3",
             [("EX-1", 8.1, 78, 28.0), ("OS-1", 14.6, 74, 41.0), ("PR-1", 5.2, 92, 10.0), ("PR-2", 3.9, 84, 12.0)],
             ["1P Pond 1: 100-yr Peak El=1005.6 Outflow=18.8 cfs", "2P Pond 2: 100-yr Peak El=1007.8 Outflow=7.7 cfs",
              "IB-1: 1.1 in volume infiltrated in 38 hr", "P8: TP removal 61%"], "North Star Civil Engineers")
    npdes(pkg, f"{pre}_MPCA_Card.pdf", "C00070330", "Hamel Road Business Park Bldg 3", "Hamel Road Partners III LLC",
          "Medina", 10.50, "January 6, 2026")


# --------------------------------------------------------------------------- 09
def p09(pkg: Pkg) -> None:
    """Wayzata Public Schools parking and fields, 9.4 ac (N.2.D.3, public): Pond 3 freeboard 1.5 ft."""
    firm = Firm("BLUEWATER CIVIL ENGINEERING", "1515 Wayzata Blvd E, Wayzata MN 55391\n952.555.0193",
                "Hannah K. Dahl, PE", "52237", MN_CERT, block="right",
                revisions=(("1", "01/12/26", "BID SET"), ("2", "02/10/26", "ADDENDUM 1")))
    proj = ("WAYZATA PUBLIC SCHOOLS (ISD 284)", "CENTRAL MIDDLE SCHOOL", "PARKING & ATHLETIC IMPROVEMENTS", "PLYMOUTH / WAYZATA, MN")
    pre = "ISD284_CMS"
    pkg.letter(f"{pre}_Cover_Letter.pdf", ["Wayzata Public Schools - Independent School District 284",
                                           "210 County Road 101 North, Wayzata, MN 55391"], [[
        "February 10, 2026", "", "Minnehaha Creek Watershed District", "", "Re: Central Middle School parking and athletic improvements", "",
        ("Independent School District 284, a public school district, applies for a Rule N permit", [fa("applicant_public_entity", True)]),
        "for the reconstruction of the north parking lot, a new bus loop and a synthetic turf",
        "field at Central Middle School. Our engineer, Bluewater Civil Engineering, prepared",
        "the enclosed plans (22x34 and 11x17), stormwater report and permit documents.", "",
        ("BMPs follow the MPCA manual 'Protecting Water Quality in Urban Areas'; the permanent", [st("N.3.0")]),
        "BMPs are listed on sheet C-001.", "", "Jill Carlson, Executive Director of Operations",
    ]])
    rates = _rates({"1": (9.5, 7.7), "10": (21.0, 17.2), "100": (40.2, 36.8)})
    pond3 = [{"name": "Pond 3", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 1.5}]
    cover = body([
        Table("PROJECT DATA", [270, 140], [
            ["DESCRIPTION", "ACRES"], ["Campus parcel (PID 0111822220001)", "38.60"], ["Project area (limits of work)", "9.40"],
            ["Land use", "Institutional - public school"], ["Disturbed area", "6.80"],
            ["Impervious - existing (project area)", "4.10"], ["Impervious - proposed (project area)", "5.30"],
            ["Net impervious increase", "1.20"], ["Synthetic turf field (pervious, underdrained)", "1.95"]],
            tags={2: [fa("site_area_ac", 9.40), ex("N.6.D")], 3: [fa("project_type", "institutional")], 4: [fa("disturbed_area_ac", 6.80)],
                  5: [fa("existing_impervious_ac", 4.10)], 6: [fa("proposed_impervious_ac", 5.30)],
                  7: [fa("net_impervious_increase_ac", 1.20), ex("N.6.E")]}),
        Notes("PERMANENT BMPs", [("Pond 3 (expanded wet pond), iron-enhanced sand filter bench IESF-1,", [st("N.3.2")]),
                                 "sump catch basins (9), tree trenches along bus loop (6 cells)."]),
        Table("SHEET INDEX", [70, 260], [["C-001", "COVER"], ["C-101", "EXISTING CONDITIONS & REMOVALS"], ["C-201", "SITE PLAN"],
                                         ["C-301", "GRADING & STORMWATER"], ["C-401", "DRAINAGE AREAS"], ["C-501", "DETAILS"]], head=0),
    ], art=art(), col_w=540)
    existing = body([Notes("EXISTING CONDITIONS", [
        ("District property line (lands owned by ISD 284) shown heavy; adjacent parcels light.", [ex("N.6.A.1")]),
        ("No wetlands, floodplain or shoreland within the project limits.", [ex("N.6.A.4")]),
        ("Contours 2 ft interval, NGVD 29.", [fa("contour_interval_ft", 2), fa("vertical_datum", "NGVD29"), ex("N.6.A.7")]),
        "Existing Pond 3 (built 1997) to be expanded; existing NWL 958.0.",
    ])], art=art(ponds=("POND 3",), contour=(968, 2, True)))
    grading = body([
        Table("POND 3 (EXPANDED)", [220, 90], [["", "EXIST. / PROP."], ["Normal water level", "958.0 / 958.0"],
                                               ["100-yr HWL", "961.2 / 961.9"], ["Top of berm / EOF", "963.4"],
                                               ["Freeboard, 100-yr HWL to top", "1.5 ft"], ["Safety bench", "10 ft @ 10:1"]],
              tags={1: [ex("N.6.A.6")], 2: [fa("hwl_100yr_elev_ft", 961.9)], 4: [fa("ponds", pond3)]}),
        Notes("NOTES", [
            "Infiltration is not proposed (HSG D clay; borings not available at this time).",
            ("   No infiltration practice is part of this project.", [fa("infiltration_proposed", False)]),
            ("Pond 3 and OCS-3 lie within the existing drainage easement (Doc. No. 2911304) on District land.", [ex("N.6.A.12")]),
            ("OCS-3 includes a skimmer baffle to retain floatables in the 1-year event.", [st("N.5.2")]),
        ]),
        Table("STORM STRUCTURES", [80, 130, 70, 70], [["STR", "TYPE", "RIM", "INV"], ["CB-12", "2x3 sump", "966.3", "962.1"],
                                                      ["OCS-3", "60\" MH skimmer", "962.4", "958.0"]], title_tags=[ex("N.6.A.3")]),
    ], art=art(ponds=("POND 3",), contour=(966, 2, False)))
    drainage = body([
        Table("RATE CONTROL SUMMARY (CFS), DISCHARGE TO GLEASON LAKE DITCH", [90, 80, 80], [
            ["EVENT", "EXISTING", "PROPOSED"], ["1-YR", "9.5", "7.7"], ["10-YR", "21.0", "17.2"], ["100-YR", "40.2", "36.8"]],
            tags={0: [ex("N.6.A.9")], 1: [fa("peak_rates_cfs", rates)]}),
        Table("TP REMOVAL (MIDS CALCULATOR)", [200, 80], [["", ""], ["Pond 3 + IESF-1 annual TP removal", "55%"]],
              head=0, tags={1: [fa("phosphorus_removal_pct", 55)]}),
        Notes("DRAINAGE AREAS", [("Existing and proposed subwatersheds and the off-site area (residential, 6.3 ac) are delineated.",
                                  [ex("N.6.A.2")])]),
    ], art=art(ponds=("POND 3",)))
    details = body([Notes("DETAILS", [("OCS-3, IESF-1 bench, tree trench and pond section details; MnDOT 2360 / 2502 specifications.",
                                       [ex("N.6.A.8")])])])
    sheets = [Sheet("C-001", "Cover", cover), Sheet("C-101", "Existing Conditions", existing),
              Sheet("C-301", "Grading & Stormwater", grading), Sheet("C-401", "Drainage Areas", drainage), Sheet("C-501", "Details", details)]
    plan_set(pkg.rec, pkg.folder, f"{pre}_Plans_22x34.pdf", ANSI_D, firm, proj, sheets, "02/10/26",
             reduced_name=f"{pre}_Plans_11x17.pdf")
    hydrocad(pkg, f"{pre}_Stormwater_Report.pdf", "Central Middle School - Stormwater Computations",
             [("E-1", 9.40, 82, 14.0), ("OS-1", 6.30, 72, 25.0), ("P-1", 9.40, 85, 12.0)],
             ["3P Pond 3: 100-yr Peak El=961.9 Outflow=22.0 cfs", "MIDS: TP removal 55%"], "Bluewater Civil Engineering")
    npdes(pkg, f"{pre}_NPDES.pdf", "C00071988", "Central Middle School Parking & Athletic Improvements",
          "Independent School District 284", "Plymouth", 6.80, "February 3, 2026")


# --------------------------------------------------------------------------- 10
def p10(pkg: Pkg) -> None:
    """Hennepin County CSAH 15 reconstruction, 7.9 ac: a qualifying 10-ft trail leaves the net at 1.37 ac (N.2.E.3)."""
    firm = Firm("HENNEPIN COUNTY TRANSPORTATION PROJECT DELIVERY", "1600 Prairie Drive, Medina, MN 55340",
                "Carlos M. Reyes, P.E.", "45871",
                ("I hereby certify that this plan, specification or report was prepared by",
                 "me or under my direct supervision and that I am a duly Licensed",
                 "Professional Engineer under the laws of the State of Minnesota."),
                block="right", revisions=(("-", "01/05/26", "90% PLANS"), ("A", "02/16/26", "FINAL")))
    proj = ("CSAH 15 (SHORELINE DRIVE)", "FROM CSAH 19 TO NORTHERN AVE", "ORONO / SPRING PARK / MOUND", "C.P. 2184500")
    pre = "CSAH15_CP2184500"
    pkg.letter(f"{pre}_Transmittal.pdf", ["HENNEPIN COUNTY - Public Works", "1600 Prairie Drive, Medina, MN 55340"], [[
        "February 16, 2026", "", "MCWD Permitting", "", "Subject: CSAH 15 reconstruction, County Project 2184500", "",
        ("Hennepin County, a county of the State of Minnesota, requests a Rule N permit for the", [fa("applicant_public_entity", True)]),
        "reconstruction of CSAH 15 with a new 10-ft multi-use trail on the lake side. Plans (22x34,",
        "and 11x17), the drainage report, MPCA coverage and the municipal consent resolutions",
        "of the Cities of Orono, Spring Park and Mound are enclosed.", "",
        ("BMPs meet the MPCA manual 'Protecting Water Quality in Urban Areas' (see sheet 2).", [st("N.3.0")]),
        "", "Carlos Reyes, P.E., Project Manager",
    ], [
        "CITY OF ORONO - RESOLUTION NO. 7412 (Municipal Consent)", "",
        ("Approving the layout, drainage and stormwater plans for CSAH 15, C.P. 2184500", [ex("N.6.A.11")]),
        "", "The City Engineer has reviewed the drainage plans and finds them consistent with",
        ("the City of Orono Local Surface Water Management Plan.", [st("N.4.7")]),
        "Adopted January 26, 2026. (Spring Park Res. 26-03 and Mound Res. 26-011 similar, on file.)",
    ]])
    rates = _rates({"1": (12.4, 11.8), "10": (27.9, 26.1), "100": (55.3, 52.0)})
    pond = [{"name": "Pond 15-1", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 2.0}]
    trail = {"width_ft": 10, "buffer_ft": 6, "crossing_pct": 12, "area_ac": 0.58, "standalone": False}
    t1 = body([
        Table("PROJECT QUANTITIES (STORMWATER)", [300, 120], [
            ["ITEM", "ACRES"], ["Total project area (construction limits)", "7.90"], ["Existing impervious", "3.10"],
            ["Proposed impervious (incl. trail)", "5.05"], ["Net increase in impervious", "1.95"],
            ["  of which: multi-use trail (10 ft)", "0.58"], ["Disturbed area", "6.30"], ["Roadway length", "2.1 mi (11,090 ft)"]],
            tags={1: [fa("site_area_ac", 7.90), ex("N.6.D")], 2: [fa("existing_impervious_ac", 3.10)],
                  3: [fa("proposed_impervious_ac", 5.05)], 4: [fa("net_impervious_increase_ac", 1.95), ex("N.6.E")],
                  6: [fa("disturbed_area_ac", 6.30)]}),
        Notes("PROJECT DESCRIPTION", [
            ("Reconstruction of county highway (urban section) with storm sewer, Pond 15-1 and a trail.",
             [fa("project_type", "linear")]),
            "Posted speed 35 mph. ADT 11,400 (2024).",
        ]),
        Table("TRAIL TYPICAL SECTION", [260, 120], [
            ["", ""], ["Multi-use trail width (bituminous)", "10 ft"], ["Turf boulevard, road side", "6 ft min."],
            ["Turf / native buffer, lake side", "6 ft min."], ["Driveway & street crossings, % of buffer area", "12%"],
            ["Trail area", "0.58 ac"]], head=0, tags={5: [fa("sidewalk_trail", trail)]}),
        Table("SHEET INDEX", [60, 260], [["1", "TITLE"], ["2", "STORMWATER DATA / BMPs"], ["3-9", "DRAINAGE PLAN"],
                                         ["10", "POND 15-1 GRADING"], ["11", "DRAINAGE AREA MAP"]], head=0),
    ], art=art(), col_w=560)
    t2 = body([
        Notes("PERMANENT BMPs", [("Pond 15-1; 4 sump manholes with SAFL baffles; rain gardens RG-A, RG-B (underdrained);", [st("N.3.2")]),
                                 "turf boulevards; 2 ft sump at each catch basin in the lake segment."]),
        Notes("GENERAL", [
            ("Right of way and county-owned lands shown; permanent and temporary easements tabulated on sheet 3.", [ex("N.6.A.1")]),
            ("Lake Minnetonka shoreland (1,000 ft) and floodplain below 931.5 shown; no wetland impacts (delineation 2024).",
             [ex("N.6.A.4")]),
            ("Elevations NGVD 1929; contours at 2 ft.", [fa("vertical_datum", "NGVD29"), fa("contour_interval_ft", 2), ex("N.6.A.7")]),
            ("No infiltration is proposed (high groundwater near the lake).", [fa("infiltration_proposed", False)]),
        ]),
        Table("PEAK DISCHARGE TO LAKE MINNETONKA (CFS)", [100, 80, 80], [
            ["EVENT", "EXISTING", "PROPOSED"], ["1-YEAR", "12.4", "11.8"], ["10-YEAR", "27.9", "26.1"], ["100-YEAR", "55.3", "52.0"]],
            tags={0: [ex("N.6.A.9")], 1: [fa("peak_rates_cfs", rates)]}),
        Table("WATER QUALITY", [200, 70], [["", ""], ["Annual TP removal (P8)", "52%"]], head=0,
              tags={1: [fa("phosphorus_removal_pct", 52)]}),
    ], art=art())
    t3 = body([
        Table("POND 15-1", [200, 100], [["", "ELEV"], ["NWL", "933.0"], ["100-yr HWL", "935.6"], ["Freeboard to top of berm", "2.0 ft"],
                                        ["Safety bench", "10 ft, 10:1"]], tags={1: [ex("N.6.A.6")], 2: [fa("hwl_100yr_elev_ft", 935.6)],
                                                                 3: [fa("ponds", pond)]}),
        Table("STRUCTURES", [80, 130, 70, 70], [["STR", "TYPE", "RIM", "INV"], ["OCS-15", "60\" MH weir + skimmer", "936.2", "933.0"],
                                                ["FES-15", "30\" FES", "-", "930.9"]], title_tags=[ex("N.6.A.3")]),
        Notes("NOTES", [("Pond 15-1 within county right of way and drainage easement (Doc. 11302264).", [ex("N.6.A.12")]),
                        ("OCS-15 skimmer retains floatables for the 1-yr event; FES-15 has riprap to prevent erosion and scour.",
                         [st("N.5.2"), st("N.4.8"), st("N.5.4")]),
                        ("Construction details: MnDOT standard plates 4020, 4180; pond and OCS details this sheet.", [ex("N.6.A.8")])]),
    ], art=art(ponds=("POND 15-1",), contour=(938, 2, False)))
    t4 = body([Notes("DRAINAGE AREA MAP", [
        ("Existing and proposed subwatersheds along the corridor and off-site areas draining to the road (41.7 ac) delineated.",
         [ex("N.6.A.2")]),
        ("Off-site runoff (41.7 ac) is carried through the new storm sewer and included in the model.", [st("N.4.4")])])],
        art=art())
    sheets = [Sheet("1", "Title / Quantities", t1), Sheet("2", "Stormwater Data / BMPs", t2), Sheet("10", "Pond 15-1 Grading", t3),
              Sheet("11", "Drainage Area Map", t4)]
    plan_set(pkg.rec, pkg.folder, f"{pre}_Plans_22x34.pdf", ANSI_D, firm, proj, sheets, "02/16/26",
             reduced_name=f"{pre}_Plans_Half.pdf")
    hydrocad(pkg, f"{pre}_Drainage_Report.pdf", "CSAH 15 Drainage Report - County Project 2184500",
             [("EX-A", 12.2, 80, 15.0), ("OS-A", 41.7, 70, 35.0), ("PR-A", 12.2, 85, 12.0)],
             ["15-1 Pond: 100-yr Peak El=935.6 Outflow=14.3 cfs", "P8: TP removal 52%"], "Hennepin County")
    npdes(pkg, f"{pre}_MPCA.pdf", "C00070777", "CSAH 15 Reconstruction", "Hennepin County", "Orono", 6.30, "February 9, 2026")


# --------------------------------------------------------------------------- 11
def p11(pkg: Pkg) -> None:
    """Shorewood street reconstruction with narrower streets: impervious goes down (N.2.E, no permit)."""
    firm = Firm("CITY OF SHOREWOOD - ENGINEERING", "5755 Country Club Road, Shorewood, MN 55331",
                "Matt Bauman, P.E., City Engineer", "40932", MN_CERT, block="bottom",
                revisions=(("1", "02/23/26", "COUNCIL APPROVAL"),))
    proj = ("2026 STREET RECONSTRUCTION", "SMITHTOWN POND NEIGHBORHOOD", "CITY PROJECT 25-07")
    pre = "Shorewood_2026_Streets"
    pkg.letter(f"{pre}_Memo.pdf", ["CITY OF SHOREWOOD", "5755 Country Club Road, Shorewood, MN 55331"], [[
        "MEMORANDUM", "", "To: Minnehaha Creek Watershed District", "From: Matt Bauman, P.E., City Engineer",
        "Date: February 23, 2026", "Re: 2026 Street Reconstruction (City Project 25-07)", "",
        ("The City of Shorewood will reconstruct 1.4 miles of local streets (Smithtown Lane,", [fa("project_type", "linear")]),
        "Pleasant Avenue, Grant Lorenz Road). Streets are narrowed from 28 to 24 ft; no trail or",
        "sidewalk is added. The impervious summary on sheet 2 shows a net decrease, so we",
        "understand no Rule N stormwater permit is required; the plans are sent for your records.",
        ("The City is the applicant and owner of the right of way.", [fa("applicant_public_entity", True)]),
    ]])
    t1 = body([
        Table("STREET SEGMENTS", [200, 90, 90, 90], [
            ["STREET", "LENGTH (FT)", "EX. WIDTH", "PROP. WIDTH"], ["Smithtown Lane", "3,120", "28", "24"],
            ["Pleasant Avenue", "2,480", "28", "24"], ["Grant Lorenz Road", "1,790", "26", "24"]]),
        Table("SHEET INDEX", [50, 250], [["1", "TITLE SHEET"], ["2", "STORMWATER SUMMARY"], ["3-11", "STREET & UTILITY PLANS"],
                                         ["12-14", "DETAILS"]], head=0),
    ], art=art(), col_w=560)
    t2 = body([
        Table("IMPERVIOUS SURFACE SUMMARY", [260, 100], [
            ["", "ACRES"], ["Project area (right of way within construction limits)", "4.60"], ["Existing impervious", "2.84"],
            ["Proposed impervious", "2.79"], ["Net change", "-0.05 (decrease)"], ["Disturbed area", "4.20"]],
            tags={1: [fa("site_area_ac", 4.60), ex("N.6.D")], 2: [fa("existing_impervious_ac", 2.84)],
                  3: [fa("proposed_impervious_ac", 2.79)], 4: [fa("net_impervious_increase_ac", -0.05), ex("N.6.E")],
                  5: [fa("disturbed_area_ac", 4.20)]}),
        Notes("STORMWATER NOTES", [
            "Catch basins replaced with 2-ft sump structures (14). Smithtown Pond outlet unchanged (NWL 947.2).",
            "Erosion control: inlet protection, sweeping, 4 in. topsoil and sod on boulevards.",
            ("No wetlands are impacted. Contours on plan sheets at 1 ft (NAVD 88).",
             [fa("contour_interval_ft", 1), fa("vertical_datum", "NAVD88")]),
        ]),
    ], art=art())
    sheets = [Sheet("1", "Title Sheet", t1), Sheet("2", "Stormwater Summary", t2)]
    plan_set(pkg.rec, pkg.folder, f"{pre}_Plans_22x34.pdf", ANSI_D, firm, proj, sheets, "02/23/26",
             reduced_name=f"{pre}_Plans_11x17.pdf")


# --------------------------------------------------------------------------- 12
def p12(pkg: Pkg) -> None:
    """Minnetonka 12-ft regional trail connection (too wide for N.2.E.4): N.2.E.1; letter-size, scanned."""
    pkg.letter("Minnetonka_Ridgedale_Trail_MCWD.pdf", ["CITY OF MINNETONKA - Public Works / Engineering",
                                                        "14600 Minnetonka Blvd, Minnetonka, MN 55345   (952) 939-8200"], [[
        "March 2, 2026", "", "Minnehaha Creek Watershed District", "Permitting", "",
        "RE: Ridgedale Drive - Plymouth Road trail connection (City Project 26409)", "",
        ("The City of Minnetonka proposes a new stand-alone paved trail along the north side", [fa("project_type", "linear")]),
        "of Ridgedale Drive from Plymouth Road to the Crane Lake trail, 0.9 miles. The trail is",
        "12 feet wide (regional trail standard) with turf boulevards. No road work is included.",
        ("The applicant is the City of Minnetonka, a municipal corporation.", [fa("applicant_public_entity", True)]),
        "",
        ("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas: the trail sheds", [st("N.3.0")]),
        "to turf boulevards, and erosion is controlled with bio-rolls and prompt restoration.",
        "Permanent BMPs: (1) turf boulevards both sides; (2) two vegetated swales at the",
        ("Crane Lake outlet crossing; (3) 2-ft sump catch basin at Plymouth Road.", [st("N.3.2")]),
        "", "Data sheet and typical section are attached.", "", "Will Manchester, P.E.",
    ], [
        "PROJECT DATA - RIDGEDALE DRIVE TRAIL (CP 26409)", "",
        ("Project area (construction limits) ............ 2.60 ac", [fa("site_area_ac", 2.60), ex("N.6.D")]),
        "Trail length ................................... 4,770 ft",
        ("Trail width (bituminous) ....................... 12 ft", []),
        ("Boulevard / pervious buffer each side .......... 6 ft", []),
        ("Crossings (driveways, 3 streets), % of buffer .. 8 %", []),
        ("New trail impervious area ...................... 0.88 ac",
         [fa("sidewalk_trail", {"width_ft": 12, "buffer_ft": 6, "crossing_pct": 8, "area_ac": 0.88, "standalone": True})]),
        ("Net increase in impervious surface ............. 0.88 ac", [fa("net_impervious_increase_ac", 0.88), ex("N.6.E")]),
        ("Disturbed area ................................. 2.10 ac", [fa("disturbed_area_ac", 2.10)]),
        "Right of way width, Ridgedale Drive ............. 80 ft",
        "Ridgedale Center parcel (adjacent, not part of project) 82.4 ac",
        "",
        "TYPICAL SECTION",
        "|<- 6' turf ->|<------ 12' bituminous trail ------>|<- 6' turf ->| curb | Ridgedale Dr",
        "  4\" topsoil      2\" SPWEA240B over 6\" Cl. 5 aggregate base      sod",
        "",
        "No wetlands are filled. Crane Lake water levels are not affected.",
    ]], font="Helvetica", size=9.5)
