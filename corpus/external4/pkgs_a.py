"""Packages 1-6: a lakeshore home, two subdivisions, apartments, a storefront, a warehouse."""

from __future__ import annotations

from corpus.external4.kit import F, S, X, Pkg, sf


def p01_orono_residence() -> Pkg:
    """N.2.A: a homeowner's engineer writes a letter; the house needs no District permit."""
    pkg = Pkg("x4-01-orono-residence", seed=401, scenario="single-family home, N.2.A")
    d = pkg.doc("Rehder-letter-1845-Shadywood.pdf", header="REHDER & ASSOCIATES, INC.  Civil Engineering | Land Surveying")
    d.para("November 4, 2026", font="Helvetica")
    d.para("Minnehaha Creek Watershed District, Permitting Program, 15320 Minnetonka Boulevard, Minnetonka, MN 55345")
    d.para("RE: 1845 Shadywood Road, Orono - PID 17-117-23-31-0012 - New residence, drainage narrative", font="Times-Bold")
    d.para("Dear Permit Reviewer:")
    d.para("On behalf of the owners, Peter and Anne Lindqvist, we are forwarding the grading and erosion control "
           "exhibit for the lot referenced above. The applicant is a private property owner.",
           F("applicant_public_entity", False))
    d.para("The work consists of removing a 1950s seasonal cabin and constructing one new single-family home with an "
           "attached three-stall garage, a driveway and a lakeside patio. No other dwelling is proposed and the lot "
           "will not be subdivided.", F("project_type", "single_family_home"))
    d.para("The parcel comprises approximately 1.84 acres (80,150 sf) above the ordinary high water level of Lake "
           "Minnetonka (OHW 929.4). The new home has a finished floor area of 4,950 sf on two levels; the "
           "neighboring parcel to the west (2.31 acres) is under separate ownership and is not part of this work.",
           F("site_area_ac", 1.84))
    d.table(["Cover Type", "Existing (SF)", "Proposed (SF)"],
            [["House / garage roof", "2,140", "5,880"], ["Driveway (bituminous)", "3,310", "4,120"],
             ["Patio and walks", "0", "2,400"], ["Total impervious", "5,450", "12,400"]],
            F("existing_impervious_ac", sf(5450)), F("proposed_impervious_ac", sf(12400)),
            title="Table 1 - Hard cover")
    d.para("Land disturbance is limited to approximately 0.6 acre, all of it upland of the 50-foot shoreland "
           "setback. Infiltration is not proposed; the roof drains discharge to turf and a vegetated swale. "
           "No wetlands were identified on the lot.", F("disturbed_area_ac", 0.6), F("infiltration_proposed", False))
    d.para("The lowest opening of the new home (walkout sill) is set at elevation 935.2, which is 3.7 feet above "
           "the Lake Minnetonka 100-year high water elevation of 931.5 (NGVD 29).",
           F("lowest_opening_elev_ft", 935.2), F("hwl_100yr_elev_ft", 931.5), F("vertical_datum", "NGVD29"))
    d.para("Because this is the construction of a single-family home, we understand Rule N does not require a "
           "stormwater permit; the grading and erosion control permit (Rule B) application is submitted separately.")
    d.signature(["Michael J. Rehder, P.E.", "Rehder & Associates, Inc., Eagan, MN"])
    d.save()
    return pkg


def p02_medina_subdivision() -> Pkg:
    """N.2.B.3 at 23.5 acres, low density; elevations on NAVD 88, so the contour exhibit fails."""
    pkg = Pkg("x4-02-medina-hamel-ridge", seed=402, scenario="low-density subdivision >= 20 ac, NAVD 88")
    d = pkg.doc("HamelRidge_StormwaterReport.pdf", header="Sathre-Bergquist, Inc.  |  Hamel Ridge  |  Stormwater Management Report")
    d.heading("HAMEL RIDGE - STORMWATER MANAGEMENT REPORT", size=15)
    d.para("City of Medina, Hennepin County, Minnesota.  Prepared for Hamel Ridge Development LLC, a private "
           "Minnesota limited liability company (not a public body).  October 2026.", F("applicant_public_entity", False))
    d.heading("1. Project Summary")
    d.para("Hamel Ridge subdivides the former Koenig farmstead into 21 single-family residential lots with public "
           "streets, two stormwater ponds and an outlot for the ponds. The development parcel is taken from a parent "
           "parcel of 61.3 acres; the 37.8-acre remainder stays in agricultural use with the seller.",
           F("project_type", "single_family_subdivision"), F("dwelling_units", 21))
    d.table(["Item", "Value"],
            [["Gross site area (plat boundary)", "23.52 acres"], ["Single-family lots", "21 (0.63 - 1.41 ac each)"],
             ["Gross density", "0.89 units per acre"], ["Right-of-way dedicated", "2.96 acres"],
             ["Outlot A (ponds)", "3.05 acres"], ["Area cleared/graded", "14.2 acres"]],
            F("site_area_ac", 23.52), F("density_du_per_ac", 0.89), F("disturbed_area_ac", 14.2),
            widths=[3, 2], title="Site data")
    d.para("Existing hard cover is limited to the farmhouse, outbuildings and gravel yard, about 0.41 acre. After "
           "build-out (streets, driveways and an assumed 5,000 sf of roof per lot) impervious surface totals 4.87 "
           "acres, a net increase of 4.46 acres.", F("existing_impervious_ac", 0.41),
           F("proposed_impervious_ac", 4.87), F("net_impervious_increase_ac", 4.46))
    d.heading("2. Applicable Standards")
    d.para("With more than 20 acres at under two units per acre, the MCWD Rule N BMP, rate control and water "
           "quality provisions apply. The City of Medina Local Surface Water Management Plan (2018) rate and "
           "volume standards were also applied; the pond outlets meet the City plan's requirement of no increase "
           "in peak discharge to the Long Lake Creek tributary ditches.", S("N.4.7"))
    d.heading("3. Best Management Practices")
    d.para("Site design keeps new hard cover low: 28-foot streets instead of 32-foot, clustered lots that leave "
           "the wooded northeast slope undisturbed, and decompaction of lawn areas. All practices follow the MPCA "
           "Minnesota Stormwater Manual and \"Protecting Water Quality in Urban Areas\".", S("N.3.0"))
    d.para("Permanent BMPs: (1) NURP wet pond Pond 1 with skimmer outlet; (2) wet pond Pond 2 with baffle weir; "
           "(3) sump manholes with SAFL baffles at CBMH-4 and CBMH-9; (4) native buffer plantings around both "
           "ponds; (5) riprap and geotextile at the two flared-end outfalls.", S("N.3.2"))
    d.para("Infiltration is not proposed: the borings found Lester-Le Sueur clay loam with seasonally high "
           "groundwater at 3 to 5 feet. The site is not landlocked; it drains by ditch to Long Lake Creek.",
           F("infiltration_proposed", False), F("landlocked", False))
    d.new_page()
    d.heading("4. Rate Control")
    d.para("HydroCAD 10 models of the existing and proposed conditions used Atlas 14 24-hour MSE 3 rainfall; each "
           "pond was sized by reservoir routing of the critical-duration events, and the existing low area in the "
           "southwest corner was enlarged into Pond 2 rather than excavating new storage.", S("N.4.2"))
    d.table(["Event", "Rainfall (in)", "Existing (cfs)", "Proposed (cfs)"],
            [["1-year", "2.49", "8.9", "6.2"], ["2-year", "2.85", "12.7", "8.8"],
             ["10-year", "4.26", "29.6", "21.5"], ["100-year", "7.41", "71.8", "58.3"]],
            F("peak_rates_cfs", {"1": {"existing": 8.9, "proposed": 6.2}, "10": {"existing": 29.6, "proposed": 21.5},
                                 "100": {"existing": 71.8, "proposed": 58.3}}), X("N.6.A.9"),
            title="Table 4.1 - Peak discharge at the south property line (Discharge Point A)")
    d.para("The 46-acre upland drainage area north of County Road 24 that crosses the site in a ditch was modelled "
           "in both conditions and is routed through the site in a 36-inch bypass pipe, not through the ponds.",
           S("N.4.4"))
    d.para("Downstream water levels are not raised: the Long Lake Creek culvert headwater is 971.2 in both conditions "
           "for the 100-year event, and temporary sediment basins meter flows during construction.", S("N.4.3"))
    d.para("Both ponds lie outside the FEMA floodplain, above the projected 100-year flood elevation of the "
           "creek, and are covered by drainage and utility easements over Outlot A.", S("N.4.6"))
    d.heading("5. Water Quality")
    d.para("A P8 model (1995 Minneapolis rainfall file, permanent pools sized on the total tributary area "
           "including the 46-acre off-site area) gives 57% annual total phosphorus removal at the site boundary "
           "(NURP target 60% for TSS, 50% TP).", F("phosphorus_removal_pct", 57))
    d.table(["Pond", "NWL", "100-yr HWL", "Safety bench", "Bench slope", "Freeboard"],
            [["Pond 1", "982.0", "985.6", "10 ft", "10:1", "2.4 ft"],
             ["Pond 2", "976.5", "979.9", "12 ft", "10:1", "2.0 ft"]],
            F("ponds", [{"name": "Pond 1", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 2.4},
                        {"name": "Pond 2", "safety_bench_width_ft": 12, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 2.0}]),
            title="Table 5.1 - Pond data")
    d.para("Pond 1 discharges through a skimmer hood on the outlet structure and Pond 2 through a baffle weir; "
           "both retain floatables through the 1-year event.", S("N.5.2"))
    d.para("The pond outfalls and the bypass pipe end in flared-end sections with Class III riprap aprons on "
           "geotextile, sized for the 100-year outlet velocity.", S("N.4.8"), S("N.5.4"))
    d.para("Lots 1-6, Block 2 back onto Pond 1: their lowest openings are set no lower than 988.0, 2.4 ft above "
           "the Pond 1 100-year HWL of 985.6.", F("lowest_opening_elev_ft", 988.0), F("hwl_100yr_elev_ft", 985.6))
    d.heading("Appendices")
    d.bullets(["A - HydroCAD existing and proposed node listings, pond routing and outlet rating curves",
               "B - P8 input and output, storm sewer spreadsheet (10-year design)"], X("N.6.A.10"))
    d.bullets(["C - Geotechnical Evaluation Report, Braun Intertec, 11 soil borings (SB-1 to SB-11)"], X("N.6.C"))
    d.bullets(["D - MPCA NPDES/SDS Construction Stormwater Permit coverage letter, permit no. C00071442, "
               "issued September 22, 2026"], X("N.6.A.13"))
    d.bullets(["E - City of Medina staff review of preliminary plat (memo dated Aug. 12, 2026)"])
    d.appendix("Appendix D - NPDES Permit Coverage", [
        "MINNESOTA POLLUTION CONTROL AGENCY - Construction Stormwater General Permit MNR100001",
        "Coverage Notification. Permit ID: C00071442. Project: Hamel Ridge, Medina.",
        "Your application for coverage under the NPDES/SDS Construction Stormwater General Permit was received and "
        "coverage is effective September 22, 2026. Keep this notice and the SWPPP on site until the Notice of Termination.",
    ])
    d.appendix("Appendix C - Geotechnical Evaluation (summary of borings)", [
        "Braun Intertec Project B2604417. Eleven standard penetration borings SB-1 to SB-11 to 14.5-21 ft.",
        "Typical profile: 1-2 ft topsoil over lean clay (CL) and clayey sand (SC); groundwater 3-5 ft at SB-4, SB-7.",
    ])
    d.save()
    p = pkg.plans(base="HamelRidge", firm="SATHRE-BERGQUIST, INC.", project="HAMEL RIDGE", city="Medina",
                  engineer="David B. Pemberton", license_no="40417")
    p.sheet("C0.1", "COVER SHEET", [("All elevations are on NAVD 88 datum.", (F("vertical_datum", "NAVD88"),)),
                                    ("Contour interval: 2 feet.", (F("contour_interval_ft", 2),))])
    p.sheet("C1.1", "EXISTING CONDITIONS", [("Boundary of the property owned by Hamel Ridge Development LLC shown heavy dashed; "
                                             "adjoining parcels and the parent parcel remainder shown light.", (X("N.6.A.1"),)),
                                            ("Wetland A (Type 2, 0.38 ac) delineated by Kjolhaug Environmental, June 2026. "
                                             "No floodplain or shoreland areas on site.", (X("N.6.A.4"),))])
    p.sheet("C2.1", "DRAINAGE AREA MAPS", [("Existing and proposed drainage areas, including the 46-acre off-site "
                                            "subwatershed north of CR 24.", (X("N.6.A.2"),))])
    p.sheet("C3.1", "GRADING PLAN", [("Pond 1 NWL 982.0 / HWL 985.6; Pond 2 NWL 976.5 / HWL 979.9; existing "
                                      "wetland A normal level 980.3, 100-yr 981.4.", (X("N.6.A.6"),))])
    p.sheet("C4.1", "STORM SEWER PLAN", [("Existing and proposed storm sewer with pipe alignment, sizes and inverts; "
                                          "existing 24-inch CMP under CR 24 to remain.", (X("N.6.A.3"),)),
                                         ("Drainage and utility easements over Outlot A and all pond maintenance "
                                          "access routes, per plat.", (X("N.6.A.12"),))])
    p.sheet("C4.5", "POND AND OUTLET DETAILS", [("Pond cross sections, outlet structure OCS-1 and OCS-2 details and "
                                                "City of Medina standard specifications.", (X("N.6.A.8"),))])
    p.sheet("C9.1", "CITY PLAN CONFORMANCE", [("City of Medina Engineer's letter (Sept. 30, 2026): the stormwater "
                                              "design conforms to the Medina Local Surface Water Management Plan.", (X("N.6.A.11"),))])
    p.draw("HamelRidge_Plans_FULL_24x36.pdf", "HamelRidge_Plans_11x17.pdf")
    return pkg


def p03_chanhassen_townhomes() -> Pkg:
    """N.2.C.1: 29 townhomes on 4.1 acres; BMPs only, and the low opening sits too close to the basin HWL."""
    pkg = Pkg("x4-03-chanhassen-townhomes", seed=403, scenario="medium density 2-5 ac, N.3.1 unmet")
    d = pkg.doc("Pioneer_Lakeview_Townhomes_SWMP.pdf", header="Pioneer Engineering, P.A. - Mendota Heights, MN")
    d.heading("Lakeview Townhomes of Chanhassen", size=15)
    d.para("Stormwater Management Plan narrative for the MCWD permit application. Owner/developer: Lyman Lakes "
           "Homes, Inc. (private).", F("applicant_public_entity", False))
    d.para("Project description: 29 townhome units on 4.1 acres (7.1 du/ac), arranged in six buildings of four "
           "to six attached units each along a private drive off Lyman Boulevard. This is multi-unit residential "
           "development; there is no single-family component.",
           F("dwelling_units", 29), F("site_area_ac", 4.1), F("density_du_per_ac", 7.1),
           F("project_type", "multi_unit_residential"))
    d.para("The site is vacant former pasture today; there is no existing impervious surface (0.00 ac). Roofs, "
           "the private drive, guest parking and sidewalks total 2.02 acres when complete.",
           F("existing_impervious_ac", 0.0), F("proposed_impervious_ac", 2.02))
    d.para("Grading limits cover approximately 3.9 acres; the remaining 0.2 acre along the east wetland buffer "
           "will not be touched. The wetland itself (Bluff Creek tributary, off-site) is not within the property.",
           F("disturbed_area_ac", 3.9))
    d.heading("Best management practices")
    d.para("The design limits impervious area with shared driveways and a 24-foot private drive, preserves the "
           "east tree line, and treats runoff in a biofiltration basin with an underdrain, designed to the MPCA "
           "Minnesota Stormwater Manual (the successor to Protecting Water Quality in Urban Areas).", S("N.3.0"))
    d.para("Permanent BMPs on this site are:")
    d.bullets(["Biofiltration Basin B-1 (2,850 sf filter bed, engineered media, 6-inch underdrain)",
               "Two sump catch basins with SAFL baffles", "Native seed buffer along the east property line",
               "Pretreatment forebay at the B-1 inlet"], S("N.3.2"))
    d.para("Soils are Hamel-Glencoe clay loams (HSG C/D). Infiltration is not proposed due to clay soils; the "
           "biofiltration basin is lined and underdrained.", F("infiltration_proposed", False))
    d.heading("Building elevations")
    d.table(["Building", "Garage floor", "Lowest opening", "Adjacent 100-yr HWL (B-1)"],
            [["Bldg 1 (units 1-5)", "960.0", "960.4", "957.1"], ["Bldg 2 (units 6-10)", "959.0", "959.4", "957.1"],
             ["Bldg 3 (units 11-14)", "958.2", "958.6", "957.1"]],
            F("lowest_opening_elev_ft", 958.6), F("hwl_100yr_elev_ft", 957.1),
            title="Table 2. Low openings next to Biofiltration Basin B-1")
    d.para("Buildings 4-6 are more than 8 feet above B-1 and are not listed. The 2-year and 10-year bounce in B-1 "
           "is 0.6 ft and 1.2 ft respectively.")
    d.signature(["Prepared by: Erin K. Stahl, P.E. (MN 52870)", "Pioneer Engineering, P.A."])
    d.save()
    return pkg


def p04_slp_apartments() -> Pkg:
    """N.2.D.2: 84 apartments on 2.77 acres; 100-year rate goes up and the plans use 1-ft contours."""
    pkg = Pkg("x4-04-slp-wooddale-apartments", seed=404, scenario="high density 0.5-8 ac, rate increase, 1-ft contours")
    d = pkg.doc("Wooddale_Flats_Stormwater_Memo.pdf", header="Stantec  |  Wooddale Flats  |  Stormwater Management Memorandum")
    d.heading("MEMO", size=16)
    d.kv("To:", "Minnehaha Creek Watershed District - Permitting")
    d.kv("From:", "Stantec Consulting Services Inc., 733 Marquette Avenue, Minneapolis")
    d.kv("Date:", "October 19, 2026")
    d.kv("Project No.:", "193806112")
    d.kv("Reference:", "Wooddale Flats, 4100 Wooddale Avenue S., St. Louis Park (PIDs 07-028-24-31-0044, -0045)")
    d.heading("Development data")
    d.kv("Use:", "Five-story multifamily apartment building, 84 units, with structured parking",
         F("project_type", "multi_unit_residential"), F("dwelling_units", 84))
    d.kv("Site:", "Gross site: 2.77 AC / Net developable: 2.10 AC (after the Wooddale Avenue right-of-way "
         "dedication and the Minnehaha Creek regional trail easement)", F("site_area_ac", 2.77))
    d.kv("Density:", "30.3 du/ac on the gross site", F("density_du_per_ac", 30.3))
    d.kv("Applicant:", "Wooddale Flats Owner LLC (private developer)", F("applicant_public_entity", False))
    d.kv("Building:", "118,400 gross square feet; footprint 31,760 sf; 126 stalls")
    d.kv("Disturbance:", "2.6 acres", F("disturbed_area_ac", 2.6))
    d.table(["Cover", "Pre-Project", "Post-Project", "Change"],
            [["Impervious (ac)", "2.31", "2.45", "+0.14"], ["Pervious (ac)", "0.46", "0.32", "-0.14"],
             ["Total (ac)", "2.77", "2.77", "0.00"]],
            F("existing_impervious_ac", 2.31), F("proposed_impervious_ac", 2.45), F("net_impervious_increase_ac", 0.14),
            title="Land cover")
    d.para("The site is a fully paved former bank and office property; the redevelopment adds 0.14 acre of hard "
           "cover, about 6% of the existing impervious area.")
    d.heading("Stormwater approach")
    d.para("BMPs: green roof on 40% of the roof, an underground infiltration chamber system (StormTech MC-3500, "
           "UG-1) with an isolator row, and a hydrodynamic separator upstream; snow storage and sweeping under the "
           "operations plan. Practices follow the MPCA Minnesota Stormwater Manual and Protecting Water Quality in "
           "Urban Areas.", S("N.3.0"), F("infiltration_proposed", True))
    d.para("List of permanent BMPs: green roof (12,700 sf); UG-1 infiltration/detention chambers; isolator row; "
           "Contech CDS hydrodynamic separator; two sump catch basins.", S("N.3.2"))
    d.para("No natural low area exists on this fully developed site, so none can be used; UG-1 and its outlet "
           "were sized in HydroCAD by reservoir routing of critical-duration Atlas 14 events.", S("N.4.2"))
    d.para("The 0.9-acre parking lot of the church to the north drains onto the site today and was included in "
           "both models and routed through UG-1.", S("N.4.4"))
    d.table(["Storm Event", "Pre-Project (cfs)", "Post-Project (cfs)", "Change"],
            [["2-yr", "8.1", "6.6", "-1.5"], ["1-yr", "6.8", "5.9", "-0.9"], ["10-yr", "13.2", "12.7", "-0.5"],
             ["50-yr", "20.4", "20.9", "+0.5"], ["100-yr", "24.1", "25.3", "+1.2"]],
            F("peak_rates_cfs", {"1": {"existing": 6.8, "proposed": 5.9}, "10": {"existing": 13.2, "proposed": 12.7},
                                 "100": {"existing": 24.1, "proposed": 25.3}}), X("N.6.A.9"),
            title="Peak discharge to the Wooddale Avenue storm sewer")
    d.para("The 100-year post-project rate exceeds the pre-project rate by 1.2 cfs; Stantec proposes to discuss "
           "additional chamber rows with District staff.")
    d.para("Off-site water levels are not affected: the hydraulic grade line in the City trunk sewer rises less "
           "than 0.01 ft and erosion control keeps construction runoff on site.", S("N.4.3"))
    d.para("UG-1 lies under the parking deck, above the 100-year flood elevation of Minnehaha Creek (889.6), "
           "inside a drainage and utility easement to the City.", S("N.4.6"))
    d.para("The City of St. Louis Park engineering staff reviewed the plans for conformance with the City's "
           "Surface Water Management Plan (2018); their comment letter is enclosed.", S("N.4.7"))
    d.para("The only outfall is a 15-inch connection to the City trunk sewer; a concrete apron and riprap are "
           "provided at the emergency overflow to the boulevard.", S("N.4.8"))
    d.para("Lowest opening: parking garage entry 897.0; 100-year HWL of UG-1 and the street ponding area 893.4.",
           F("lowest_opening_elev_ft", 897.0), F("hwl_100yr_elev_ft", 893.4))
    d.para("Attachments: HydroCAD report and infiltration/drawdown computations; geotechnical report (American "
           "Engineering Testing, 8 borings); City of St. Louis Park comment letter; MPCA construction stormwater "
           "permit coverage (permit C00071987).", X("N.6.A.10"), X("N.6.C"), X("N.6.A.11"), X("N.6.A.13"))
    d.appendix("Attachment - City of St. Louis Park Engineering comment letter", [
        "City staff have reviewed the Wooddale Flats grading, drainage and utility plans against the City of",
        "St. Louis Park Surface Water Management Plan (2018). The stormwater design conforms to the Plan,",
        "subject to the MCWD rate control review.  - Engineering Department, October 2, 2026",
    ])
    d.appendix("Attachment - MPCA permit coverage", [
        "MINNESOTA POLLUTION CONTROL AGENCY - Construction Stormwater General Permit MNR100001",
        "Coverage Notification. Permit ID: C00071987. Project: Wooddale Flats, St. Louis Park.",
        "Your application for coverage under the NPDES/SDS Construction Stormwater General Permit was received and "
        "coverage is effective September 30, 2026. Keep this notice and the SWPPP on site until the Notice of Termination.",
    ])
    d.save()
    p = pkg.plans(base="Wooddale", firm="Stantec", project="WOODDALE FLATS", city="St. Louis Park",
                  engineer="Jonathan R. Verhey", license_no="48811")
    p.sheet("C000", "TITLE SHEET", [("Vertical datum: NGVD 29. Contours shown at 1-foot interval.",
                                     (F("vertical_datum", "NGVD29"), F("contour_interval_ft", 1)))])
    p.sheet("C100", "EXISTING CONDITIONS", [("Property lines of the lands owned by the applicant (Lots 1-4, Block 1, "
                                             "Wooddale Addition).", (X("N.6.A.1"),)),
                                            ("No wetlands, shoreland or floodplain areas exist on the site.", (X("N.6.A.4"),))])
    p.sheet("C300", "GRADING AND DRAINAGE", [("Drainage area map: existing and proposed subcatchments and the 0.9-ac "
                                              "off-site area from the north.", (X("N.6.A.2"),)),
                                             ("UG-1 normal (bottom) 887.5 / 100-yr 893.4; existing conditions have no "
                                              "standing water on site.", (X("N.6.A.6"),))])
    p.sheet("C400", "UTILITY PLAN", [("Existing and proposed storm sewer: alignment, pipe sizes, rim and invert "
                                      "elevations.", (X("N.6.A.3"),)),
                                     ("Drainage and utility easement over UG-1 dedicated to the City.", (X("N.6.A.12"),))])
    p.sheet("C500", "STORMWATER DETAILS", [("UG-1 chamber layout, isolator row, outlet control structure and "
                                            "specifications.", (X("N.6.A.8"),)),
                                           ("Soils: Hubbard loamy sand (HSG A) under UG-1, measured infiltration "
                                            "0.8 in/hr; existing and proposed soil delineation shown.", (X("N.6.A.5"),))])
    p.draw("Wooddale_Civil_24x36.pdf", "Wooddale_Civil_11x17.pdf")
    return pkg


def p05_excelsior_storefront() -> Pkg:
    """N.2.D.1: a 0.41-acre commercial lot (scanned); BMPs only, low opening well above HWL."""
    pkg = Pkg("x4-05-excelsior-storefront", kind="scanned", seed=405, scenario="commercial < 0.5 ac, scanned")
    d = pkg.doc("HRGreen_WaterSt_Narrative_scan.pdf", header="HR Green, Inc. - 2550 University Ave W, St. Paul")
    d.heading("Stormwater Narrative - 255 Water Street Retail Expansion", size=14)
    d.para("Location: 255 Water Street, Excelsior, Minnesota.  Applicant: Water Street Partners LLC, a private "
           "company.", F("applicant_public_entity", False))
    d.para("The project is a commercial retail expansion: a 1,900 sf addition to the existing 4,340 sf "
           "storefront building (6,240 sf total floor area) and reconstruction of the rear parking lot.",
           F("project_type", "commercial"))
    d.para("Lot area: 17,860 square feet (0.41 acre).", F("site_area_ac", 0.41))
    d.table(["Cover Type", "Existing (SF)", "Proposed (SF)"],
            [["Building", "4,340", "6,240"], ["Parking / drive", "7,512", "8,702"], ["Walks", "780", "740"],
             ["Total impervious", "12,632", "15,682"]],
            F("existing_impervious_ac", sf(12632)), F("proposed_impervious_ac", sf(15682)))
    d.para("Net new impervious: 3,050 sf (0.07 ac).", F("net_impervious_increase_ac", 0.07))
    d.para("Disturbed area: approximately 0.33 acres.", F("disturbed_area_ac", 0.33))
    d.heading("BMPs", size=12)
    d.para("Runoff from the new roof and parking is treated before it reaches the Lake Street storm sewer. The "
           "practices follow the MPCA manual Protecting Water Quality in Urban Areas.", S("N.3.0"))
    d.para("Permanent BMPs: (a) tree trench with 4 trees along Water St.; (b) sump manhole with SAFL baffle; "
           "(c) pervious pavers in 6 parking stalls.", S("N.3.2"))
    d.para("Lowest opening of the addition: 944.8. The 100-year HWL of Lake Minnetonka is 931.5, and the local "
           "100-year HWL in the street is 940.1 (Atlas 14); the opening is 4.7 ft above it.",
           F("lowest_opening_elev_ft", 944.8), F("hwl_100yr_elev_ft", 940.1))
    d.signature(["Andrea M. Kocur, P.E.", "HR Green, Inc."])
    d.save()
    return pkg


def p06_independence_warehouse() -> Pkg:
    """N.2.D.3: 14.6-acre industrial site; a pond with 1.5 ft freeboard, NPDES only promised."""
    pkg = Pkg("x4-06-independence-warehouse", seed=406, scenario="industrial >= 8 ac, freeboard unmet, NPDES missing")
    d = pkg.doc("ISG_Pioneer_Trail_Logistics_SWPPP_and_Stormwater.pdf", header="ISG  |  Pioneer Trail Logistics Center")
    d.heading("PIONEER TRAIL LOGISTICS CENTER", size=15)
    d.heading("Stormwater Management Plan", size=12, font="Helvetica")
    d.para("Owner: Crow River Industrial Partners LLC (private).  Location: County Road 11 at Pioneer Trail, City of "
           "Independence.  Parcel size 14.6 acres (635,976 sq. ft.).", F("applicant_public_entity", False),
           F("site_area_ac", 14.6))
    d.para("Proposed: a 118,000 sq. ft. industrial warehouse and distribution building with truck court, 38 dock "
           "doors and 96 car stalls.", F("project_type", "industrial"))
    d.table(["Pre-Project", "Post-Project", "Change"], [["0.00 ac", "8.90 ac", "+8.90 ac"]],
            F("existing_impervious_ac", 0.0), F("proposed_impervious_ac", 8.9), F("net_impervious_increase_ac", 8.9),
            title="Impervious surface")
    d.para("The site is in row crops today with no buildings or pavement. Clearing and grading covers 12.9 acres; "
           "the 1.7-acre woodlot on the west edge stays. The 2,400 LF of County Road 11 frontage is not altered.",
           F("disturbed_area_ac", 12.9))
    d.para("The MPCA NPDES construction stormwater permit will be applied for once the MCWD permit is issued.")
    d.heading("BMPs", size=12)
    d.para("The design uses the MPCA's Protecting Water Quality in Urban Areas practices: two wet ponds, a "
           "vegetated swale along the truck court, and preserved woodland. Infiltration is not proposed due to "
           "clay soils (Le Sueur loam over glacial till).", S("N.3.0"), F("infiltration_proposed", False))
    d.para("Permanent BMPs: Pond 1 (wet, 1.1 ac NWL); Pond 2 (wet, 0.6 ac NWL); 900 LF vegetated swale; two "
           "skimmer structures; riprap outfalls.", S("N.3.2"))
    d.heading("Rate control", size=12)
    d.table(["Return period", "Existing cfs", "Proposed cfs"],
            [["1-yr", "11.4", "5.1"], ["2-yr", "15.9", "7.0"], ["5-yr", "24.2", "11.8"], ["10-yr", "32.8", "17.3"],
             ["50-yr", "58.0", "36.2"], ["100-yr", "71.5", "47.9"]],
            F("peak_rates_cfs", {"1": {"existing": 11.4, "proposed": 5.1}, "10": {"existing": 32.8, "proposed": 17.3},
                                 "100": {"existing": 71.5, "proposed": 47.9}}), X("N.6.A.9"))
    d.para("Routing of the critical-duration events through each pond (HydroCAD reservoir routing) set the outlet "
           "sizes; the natural depression at the southeast corner becomes Pond 2.", S("N.4.2"))
    d.para("The 18-acre farm field to the north drains across the site and is included in the models; it is "
           "routed through Pond 1.", S("N.4.4"))
    d.para("The site is not landlocked: it outlets to the Pioneer Creek ditch.", F("landlocked", False))
    d.para("Both ponds sit above the Pioneer Creek 100-year flood elevation and inside drainage and utility "
           "easements recorded with the plat.", S("N.4.6"))
    d.para("Pond outlets discharge to riprap basins with energy dissipators before the ditch.", S("N.4.8"), S("N.5.4"))
    d.heading("Water quality", size=12)
    d.para("MIDS calculator: 62% annual total phosphorus removal for the site; permanent pool volumes use the "
           "total tributary area (32.6 ac).", F("phosphorus_removal_pct", 62))
    d.table(["Pond", "NWL", "HWL (100-yr)", "Top of berm", "Bench", "Freeboard"],
            [["Pond 1", "994.0", "998.2", "999.7", "10 ft @ 10:1", "1.5 ft"],
             ["Pond 2", "991.0", "994.6", "996.6", "10 ft @ 10:1", "2.0 ft"]],
            F("ponds", [{"name": "Pond 1", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 1.5},
                        {"name": "Pond 2", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 2.0}]))
    d.para("Skimmer structures on both outlets hold back floating debris for the 1-year storm.", S("N.5.2"))
    d.para("Finished floor / lowest opening of the building: 1003.5, 5.3 ft above the Pond 1 HWL of 998.2.",
           F("lowest_opening_elev_ft", 1003.5), F("hwl_100yr_elev_ft", 998.2))
    d.para("The City of Independence has adopted a Local Surface Water Management Plan; the City Engineer's "
           "conformance letter is attached as Appendix F.", S("N.4.7"), X("N.6.A.11"))
    d.para("Appendix G: HydroCAD and MIDS computations. Appendix H: Geotechnical borings (Haugo GeoTechnical, 9 "
           "borings).", X("N.6.A.10"), X("N.6.C"))
    d.appendix("Appendix F - City of Independence conformance letter", [
        "The City has reviewed the Pioneer Trail Logistics Center stormwater plan and finds it in conformance",
        "with the City of Independence Local Surface Water Management Plan.  - City Engineer, Oct. 6, 2026",
    ])
    d.save()
    p = pkg.plans(base="PTLC", firm="ISG", project="PIONEER TRAIL LOGISTICS CENTER", city="Independence",
                  engineer="Tyler J. Bergstrom", license_no="53104")
    p.sheet("C0.01", "COVER", [("Elevations: NGVD 1929. 2 ft contours.", (F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2), X("N.6.A.7")))])
    p.sheet("C1.01", "EXISTING CONDITIONS / BOUNDARY", [("Property boundary of the lands of Crow River Industrial "
                                                         "Partners LLC.", (X("N.6.A.1"),)),
                                                        ("No wetlands were identified (wetland determination by "
                                                         "Kjolhaug, May 2026). Site is outside shoreland and floodplain.", (X("N.6.A.4"),))])
    p.sheet("C2.01", "DRAINAGE MAP", [("Existing and proposed on-site drainage areas and the 18-ac off-site area.", (X("N.6.A.2"),))])
    p.sheet("C3.01", "GRADING", [("Pond 1 NWL 994.0 HWL 998.2; Pond 2 NWL 991.0 HWL 994.6. Existing: no "
                                  "open water on site.", (X("N.6.A.6"),))])
    p.sheet("C4.01", "STORM SEWER", [("Proposed storm sewer alignment and inverts; existing field tile to be "
                                      "abandoned.", (X("N.6.A.3"),)),
                                     ("Drainage & utility easements over both ponds.", (X("N.6.A.12"),))])
    p.sheet("C5.01", "POND DETAILS", [("Pond sections, skimmer outlet and riprap details; specifications.", (X("N.6.A.8"),))])
    p.draw("PTLC_Plans_FullSize.pdf", "PTLC_Plans_Half_11x17.pdf")
    return pkg
