"""Packages 01-05: a lakeshore home, three subdivisions and a townhome project.

Each function is one author: its own firm, its own habits of layout. Numbers that matter
are tagged where they are drawn; every other number on the page (lot areas, PIDs, the
2- and 50-year storms, per-subcatchment rows, floor areas) is there to be ignored.
"""

from __future__ import annotations

from corpus.external10.kit import (
    LETTER_LANDSCAPE, F, Package, S, Sheet, TitleBlock, X, plan_set,
)

NGVD = ("fact", "vertical_datum", "NGVD29")
C2 = ("fact", "contour_interval_ft", 2.0)


# -- 01 ---------------------------------------------------------------------------------------------
def orono_home(pkg: Package) -> None:
    """A homeowner's engineer: a two-page letter with a grey sidebar restating the numbers."""
    d = pkg.doc("Brandvold_residence_MCWD_letter.pdf", font="Times-Roman", bold="Times-Bold", body=10.5,
                footer="Halvorson Site Engineering  |  Project 25-118")
    d.sidebar("PROJECT AT A GLANCE", [
        "Address: 2870 North Shore Drive, Orono",
        "PID 11-117-23-44-0012",
        ("Lot area: 37,897 sq ft (0.87 ac)", [F("site_area_ac", 0.87)]),
        ("Impervious, existing: 9,148 sq ft (0.21 ac)", [F("existing_impervious_ac", 0.21)]),
        ("Impervious, proposed: 10,454 sq ft (0.24 ac)", [F("proposed_impervious_ac", 0.24)]),
        "Lakeshore frontage: 96 ft",
        "House footprint: 3,180 sq ft; garage 864 sq ft",
        "Survey dated 06/11/2025",
    ], width=170)
    d.para("HALVORSON SITE ENGINEERING", font="Times-Bold", size=14, after=1)
    d.para("1525 Wayzata Boulevard East, Suite 210, Wayzata, MN 55391", size=9, after=14)
    d.para("September 22, 2025", after=10)
    d.para("Permitting Program\nMinnehaha Creek Watershed District\n15320 Minnetonka Boulevard\nMinnetonka, MN 55345", after=10)
    d.para("RE: Brandvold Residence, 2870 North Shore Drive, City of Orono - stormwater applicability", font="Times-Bold")
    d.para("On behalf of Mark and Julie Brandvold, we submit this letter describing the tear-down and "
           "reconstruction of their single-family home on Lake Minnetonka (North Arm).",
           [F("project_type", "single_family_home")])
    d.para("The owners are private homeowners and are not a public body. They will build the new home "
           "themselves through their general contractor, Lakeside Homes of Excelsior.",
           [F("applicant_public_entity", False)])
    d.para("The work removes the 1962 rambler, its detached garage and the asphalt drive, and builds a "
           "two-story home with an attached garage and a shorter concrete drive. Land disturbance, "
           "including the construction entrance and stockpile, is limited to 0.45 acres.",
           [F("disturbed_area_ac", 0.45)])
    d.para("Net change in impervious surface is +1,306 square feet (0.03 ac). Roof runoff from the lake "
           "side of the house is routed to a 310 sq ft rain garden that is designed to infiltrate the "
           "first inch of runoff; the street side sheds to the lawn.",
           [F("net_impervious_increase_ac", 0.03), F("infiltration_proposed", True)])
    d.para("The lowest opening of the new home (walkout door) is at elevation 936.5, five feet above the "
           "Lake Minnetonka 100-year high water elevation of 931.5. The ordinary high water level is 929.4. "
           "All elevations are NGVD 1929.",
           [F("lowest_opening_elev_ft", 936.5), F("hwl_100yr_elev_ft", 931.5), NGVD])
    d.para("We understand that a single-family home is exempt from the District's stormwater rule; "
           "the shoreline, erosion control and floodplain rules are addressed in separate applications "
           "to the District. Please call me at 952-555-0143 with any questions.")
    d.para("Sincerely,\n\nAnders Halvorson, P.E.\nHalvorson Site Engineering", after=0)
    d.new_page()
    d.heading("Impervious Surface Worksheet", 13)
    d.table([3.0, 1.2, 1.2, 1.2, 1.2],
            [[("", 1), ("Existing", 2), ("Proposed", 2)], ["Surface", "sq ft", "acres", "sq ft", "acres"]],
            [["House (incl. porch)", "2,412", "0.055", "3,180", "0.073"],
             ["Garage", "576", "0.013", "864", "0.020"],
             ["Driveway", "4,210", "0.097", "3,890", "0.089"],
             ["Walks, patio, steps", "1,950", "0.045", "2,520", "0.058"],
             ["Total", "9,148", "0.21", "10,454", "0.24"]],
            bold_rows=[4], title="Table 1. Hard surface by element",
            notes=["Areas taken from the certificate of survey (06/11/2025) and the architect's site plan.",
                   "Lot coverage 27.6% (Orono limit 25% in the shoreland overlay; variance granted 08/2025)."])
    d.para("Rain garden sizing: 310 sq ft bottom, 12-inch ponding depth, 18-inch amended soil. Drawdown "
           "within 48 hours at 0.5 in/hr. Overflow to the lawn at elevation 937.2.", size=9.5)
    d.close()


# -- 02 ---------------------------------------------------------------------------------------------
def shorewood_subdivision(pkg: Package) -> None:
    """A small civil firm's memo: bullets up front, a land-cover spreadsheet, a numbered BMP list."""
    d = pkg.doc("AmesburyWoods_stormwater_memo.pdf", body=10,
                header="KESTREL CIVIL GROUP  -  Amesbury Woods  -  Stormwater Memorandum",
                footer="Kestrel Civil Group, 600 Highway 7, Excelsior MN")
    d.heading("MEMORANDUM", 16)
    d.table([1, 4], [], [["To:", "Minnehaha Creek Watershed District - Permits"],
                         ["From:", "Renee Okafor, P.E., Kestrel Civil Group"],
                         ["Date:", "October 3, 2025"],
                         ["Re:", "Amesbury Woods, City of Shorewood (PID 33-117-23-12-0004)"]],
            grid=False, size=10, align="ll")
    d.heading("Executive summary", 12, rule=True)
    d.bullets([
        ("A 7-lot single-family residential subdivision on Smithtown Road.",
         [F("project_type", "single_family_subdivision"), F("dwelling_units", 7)]),
        ("Site area 4.62 acres; gross density 1.52 units per acre.",
         [F("site_area_ac", 4.62), F("density_du_per_ac", 1.52)]),
        ("Impervious surface grows from 0.31 ac (existing house and drive, to be removed) to 1.18 ac, "
         "a net increase of 0.87 ac.",
         [F("existing_impervious_ac", 0.31), F("proposed_impervious_ac", 1.18), F("net_impervious_increase_ac", 0.87)]),
        ("About 3.9 acres will be graded for streets, utilities and house pads.", [F("disturbed_area_ac", 3.9)]),
        ("The applicant, Amesbury Woods LLC, is a private developer, not a public entity.",
         [F("applicant_public_entity", False)]),
        "The 1958 plat of Amesbury covered 41 acres; only Lots 4-6 of that plat are part of this project.",
    ])
    d.heading("Land cover", 12, rule=True)
    d.table([2.6, 1, 1, 1, 1, 0.7],
            [[("Cover type", 1), ("Existing", 2), ("Proposed", 2), ("", 1)],
             ["", "area", "share", "area", "share", "unit"]],
            [["Roofs", "0.09", "1.9%", "0.46", "10.0%", "ac"],
             ["Driveways / walks", "0.22", "4.8%", "0.33", "7.1%", "ac"],
             ["Public street (Amesbury Ct)", "0.00", "0.0%", "0.39", "8.4%", "ac"],
             ["Impervious subtotal", "0.31", "6.7%", "1.18", "25.5%", "ac"],
             ["Lawn, HSG D", "2.74", "59.3%", "2.96", "64.1%", "ac"],
             ["Woods", "1.57", "34.0%", "0.48", "10.4%", "ac"],
             ["Total site", "4.62", "100%", "4.62", "100%", "ac"]],
            bold_rows=[3, 6], title="Table 1 - Land cover, existing and proposed (1)",
            notes=["(1) Areas by planimeter from the preliminary plat (Kestrel, 09/2025). Shares are of the total site.",
                   "(2) Lot areas range from 0.41 to 0.63 ac; Outlot A (0.44 ac) is common open space."])
    d.heading("Soils, receiving water, flood levels", 12, rule=True)
    d.para("Soils are Hamel-Glencoe clay loams (hydrologic soil group D). Infiltration is not proposed due "
           "to clay soils; the design relies on filtration and vegetated conveyance instead.",
           [F("infiltration_proposed", False)])
    d.para("The site is not landlocked: it drains north to the City of Shorewood storm sewer in Smithtown "
           "Road and on to Gideon Bay of Lake Minnetonka.", [F("landlocked", False)])
    d.para("The lowest opening of the new homes is 952.0 (Lot 3, lookout). The 100-year high water elevation "
           "of the city pond on the adjoining outlot is 948.6, so every opening sits at least 3.4 ft above "
           "it. Elevations are on the NGVD 1929 datum.",
           [F("lowest_opening_elev_ft", 952.0), F("hwl_100yr_elev_ft", 948.6), NGVD])
    d.heading("Best management practices", 12, rule=True)
    d.para("The stormwater design combines site design, structural and non-structural BMPs: preserving "
           "the wooded slope on Lots 6 and 7, short private drives, and street sweeping and homeowner "
           "education. All BMPs follow the MPCA manual \"Protecting Water Quality in Urban Areas\".",
           [S("N.3.0")])
    d.para("Permanent BMPs to remain after construction:", [S("N.3.2")], after=1)
    d.bullets(["Biofiltration basin BF-1 on Outlot A (1,480 sq ft, underdrained).",
               "Vegetated swale along the rear of Lots 1-3 with check dams at 50-ft spacing.",
               "Sump catch basins (3-ft sump) with SAFL baffles at CB-2 and CB-4.",
               "Conservation easement over 1.1 acres of the wooded slope."], numbered=True)
    d.para("Temporary measures (silt fence, rock entrance, inlet protection) are listed on the SWPPP and are "
           "not part of the permanent list.", size=9)
    d.close()


# -- 03 ---------------------------------------------------------------------------------------------
def _v_sheets(tags_ok: bool = True) -> list[Sheet]:
    return [
        Sheet("C1.0", "EXISTING CONDITIONS", [
            (0.12, 0.86, "PROPERTY LINE - OWNED BY PRAIRIE GATE HOMES, INC. (6.84 AC)"),
            (0.55, 0.22, "100-YR FLOODPLAIN OF PAINTER CREEK TRIBUTARY\nEL 958.2 (FEMA ZONE AE) - DELINEATED"),
            (0.15, 0.50, "EX. 15\" CMP CULVERT INV 955.10"),
            (0.60, 0.70, "WILDFLOWER RIDGE 1ST ADDITION (ADJACENT, SAME OWNER)"),
        ], ["CONTOURS SHOWN AT 2-FOOT INTERVALS.", "ELEVATIONS REFER TO NGVD 1929 DATUM.",
            "NO WETLANDS WERE IDENTIFIED WITHIN THE PLAT (DELINEATION BY KJOLHAUG, 05/2025)."],
            [X("N.6.A.1"), X("N.6.A.4"), X("N.6.A.3"), NGVD, C2]),
        Sheet("C2.0", "GRADING PLAN", [
            (0.45, 0.45, "POND 2P\nNWL 958.0\n100-YR HWL 961.6"),
            (0.15, 0.80, "LOT 4 BLK 1  LO 964.0"),
            (0.70, 0.30, "EX. 100-YR FLOODPLAIN EL 958.2"),
        ], ["PROPOSED CONTOURS AT 2-FOOT INTERVALS, NGVD 1929.", "LOWEST OPENINGS PER TABLE ON SHEET C2.1."],
            [X("N.6.A.6"), NGVD, C2], ponds=[(0.48, 0.45, 0.12, 0.1)]),
        Sheet("C3.0", "STORM SEWER PLAN", [
            (0.20, 0.60, "CBMH-3 RIM 963.40 INV 958.90"),
            (0.42, 0.52, "FES-1 15\" RCP INV 958.00"),
            (0.55, 0.38, "OCS-1 (SEE DETAIL 4/C4.0) WEIR 960.10"),
            (0.75, 0.25, "36 LF 18\" RCP @ 0.80% TO EX. CULVERT"),
        ], ["RIPRAP CLASS III AT ALL FLARED END SECTIONS."], [X("N.6.A.3")], ponds=[(0.48, 0.42, 0.12, 0.1)]),
        Sheet("C4.0", "STORMWATER DETAILS", [
            (0.08, 0.85, "DETAIL 4: OUTLET CONTROL STRUCTURE OCS-1 - 48\" MH, 6\" ORIFICE 958.00, WEIR 960.10, SKIMMER"),
            (0.08, 0.55, "DETAIL 5: POND SECTION - 10' SAFETY BENCH AT 10:1, 1' BELOW NWL"),
            (0.08, 0.30, "DETAIL 6: RIPRAP OUTLET APRON, CLASS III, 12' LONG"),
        ], ["SPECIFICATIONS: MNDOT 2573, 3601 AND CITY OF VICTORIA STANDARD PLATES."], [X("N.6.A.8")], parcel=False, contours=0),
        Sheet("C5.0", "EASEMENT PLAN", [
            (0.30, 0.50, "DRAINAGE AND UTILITY EASEMENT OVER POND 2P TO EL 962.0 (1.04 AC)"),
            (0.30, 0.30, "10' D&U EASEMENTS ALONG ALL LOT LINES"),
        ], [], [X("N.6.A.12")], ponds=[(0.48, 0.45, 0.12, 0.1)]),
    ]


def victoria_phase_two(pkg: Package) -> None:
    """A two-column report, a landscape model summary, full and half-size plans; no drainage maps."""
    d = pkg.doc("WildflowerRidge2nd_SWMP.pdf", columns=2, font="Helvetica", body=9.5,
                header="Wildflower Ridge 2nd Addition  |  Stormwater Management Plan",
                footer="Lakeshore Engineering Partners  |  Job 24-0371")
    d.columns(1)
    d.para("Stormwater Management Plan", font="Helvetica-Bold", size=20, after=2)
    d.para("Wildflower Ridge 2nd Addition - City of Victoria, Carver County", size=12, after=2)
    d.para("Prepared for Prairie Gate Homes, Inc.   |   November 2025", size=10, after=10)
    d.box("Key numbers", [
        ("Site (2nd Addition): 6.84 acres; 11 single-family lots", [F("site_area_ac", 6.84), F("dwelling_units", 11)]),
        ("Aggregate with the 1st Addition (common scheme, N.2.G): 12.71 acres", [F("common_scheme_area_ac", 12.71)]),
        ("New impervious surface: 1.96 acres (site was cropland, 0.00 ac existing)",
         [F("proposed_impervious_ac", 1.96), F("existing_impervious_ac", 0.0), F("net_impervious_increase_ac", 1.96)]),
        ("Disturbed area: 6.12 acres", [F("disturbed_area_ac", 6.12)]),
    ])
    d.columns(2)
    d.heading("1. Project description", 11)
    d.para("The 2nd Addition replats Outlot B of Wildflower Ridge into 11 lots for detached single-family "
           "homes along an extension of Marigold Lane.", [F("project_type", "single_family_subdivision")])
    d.para("Prairie Gate Homes, Inc. developed the adjoining Wildflower Ridge 1st Addition (5.87 acres, "
           "9 lots, platted in 2021) and owns both properties. Because the sites are adjacent and under "
           "common ownership and both were developed after Rule N took effect, the District's thresholds "
           "are applied to the combined 12.71 acres.", [F("common_scheme_area_ac", 12.71)])
    d.para("Applicant type: private developer. The surety required for more than five disturbed acres will "
           "be posted following Board approval.", [F("applicant_public_entity", False)])
    d.heading("2. Existing conditions", 11)
    d.para("The site slopes 3-6% to the southeast toward a tributary of Painter Creek. Soils are Lester and "
           "Le Sueur loams. No wetlands were identified within the plat; the tributary's 100-year floodplain "
           "(elevation 958.2) clips the southeast corner and is delineated on Sheet C1.0.")
    d.para("About 2.3 acres of cropland north of the site (Halverson farm, PID 04-115-24-31-0002) drain onto "
           "it. This off-site runoff is routed through the proposed storm sewer and Pond 2P and is included in "
           "the HydroCAD model (subcatchment 9S).", [S("N.4.4")])
    d.heading("3. Stormwater design", 11)
    d.para("The existing low area in the southeast corner is enlarged into wet Pond 2P, using the natural "
           "depression for detention where feasible. Pond outlets were sized by reservoir routing of the "
           "24-hour critical-duration Atlas 14 events in HydroCAD.", [S("N.4.2")])
    d.para("Infiltration is not proposed due to the clay till found below 4 ft. "
           "The receiving tributary is not landlocked.",
           [F("infiltration_proposed", False), F("landlocked", False)])
    d.para("Pond 2P lies above the projected 100-year flood elevation of the tributary (958.2) and wholly "
           "within a drainage and utility easement dedicated on the plat (Sheet C5.0).", [S("N.4.6")])
    d.para("The outlet discharges through a flared end section onto a 12-ft Class III riprap apron to "
           "prevent erosion and scour at the outfall.", [S("N.4.8")])
    d.para("Pond 2P: normal water level 958.0, 100-year HWL 961.6, a 10-ft safety bench at 10:1 and 2.4 ft "
           "of freeboard to the emergency overflow.",
           [F("ponds", [{"name": "Pond 2P", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                         "freeboard_ft": 2.4}])])
    d.para("The lowest opening in the plat is 964.0 (Lot 4, Block 1), 2.4 ft above the pond's 100-year "
           "HWL of 961.6.", [F("lowest_opening_elev_ft", 964.0), F("hwl_100yr_elev_ft", 961.6)])
    d.heading("4. Best management practices", 11)
    d.para("Site design, structural and non-structural BMPs are incorporated consistent with the MPCA "
           "manual \"Protecting Water Quality in Urban Areas\": clustered lots, a wet pond, and street "
           "sweeping by the City.", [S("N.3.0")])
    d.para("Permanent BMPs: (1) wet Pond 2P with skimmer outlet; (2) riprap outlet apron; (3) sump manhole "
           "CBMH-3; (4) 4 inches of topsoil on all lawns.", [S("N.3.2")])
    d.heading("5. Municipal plan", 11)
    d.para("The City of Victoria reviewed the plan; its letter of October 28, 2025 (Appendix C) confirms "
           "the rate control design conforms to the City's Local Surface Water Management Plan.",
           [S("N.4.7"), X("N.6.A.11")])
    d.para("NPDES: construction stormwater permit coverage was issued by the MPCA on October 30, 2025 "
           "(permit C00071188); the coverage card is in Appendix D.", [X("N.6.A.13")])
    # rate table, spreadsheet style
    d.columns(1)
    d.table([2.2, 1, 1, 1, 1, 1, 1],
            [[("", 1), ("1-year", 2), ("10-year", 2), ("100-year", 2)],
             ["Point of analysis", "Ex.", "Prop.", "Ex.", "Prop.", "Ex.", "Prop."]],
            [["POA-1 site boundary (cfs)", "3.12", "2.48", "9.85", "8.91", "21.40", "19.77"],
             ["Change (cfs)", "", "-0.64", "", "-0.94", "", "-1.63"]],
            row_tags={0: [F("peak_rates_cfs", {"1": {"existing": 3.12, "proposed": 2.48},
                                               "10": {"existing": 9.85, "proposed": 8.91},
                                               "100": {"existing": 21.40, "proposed": 19.77}}),
                          X("N.6.A.9")]},
            title="Table 2. Peak discharge at the down-gradient boundary",
            notes=["Atlas 14, 24-hr MSE3 distribution: 1-yr 2.49 in, 10-yr 4.26 in, 100-yr 7.44 in.",
                   "2-year (2.87 in): 4.05 cfs existing, 3.20 cfs proposed; 50-year: 17.02 / 15.66 cfs (information only)."])
    d.new_page(size=LETTER_LANDSCAPE, columns=1)
    d.heading("Appendix A - HydroCAD node summary (proposed, 100-year)", 11)
    d.listing([
        "HydroCAD(R) 10.20-4a  s/n 08812  (c) 2024 HydroCAD Software Solutions LLC",
        "Type II 24-hr  100-YR Rainfall=7.44\"    Runoff by SCS TR-20 method, UH=SCS, Weighted-CN",
        "",
        "Subcatchment 1S: Lots 1-5 front     Runoff = 6.88 cfs @ 12.09 hrs, Volume= 0.512 af, Depth> 4.21\"",
        "   Area (ac)  CN  Description:  1.460  74  >75% Grass, HSG C;  0.540  98  Roofs, drives",
        "Subcatchment 2S: Lots 6-11          Runoff = 9.47 cfs @ 12.10 hrs, Volume= 0.701 af, Depth> 4.44\"",
        "Subcatchment 9S: Off-site cropland  Runoff = 7.12 cfs @ 12.15 hrs, Volume= 0.589 af, Depth> 3.07\"",
        "   Area (ac)  CN  Description:  2.300  78  Row crops, straight, HSG C",
        "Pond 2P: Wet pond   Peak Elev= 961.60' @ 12.61 hrs  Surf.Area= 0.642 ac  Storage= 1.417 af",
        "   Inflow Area = 9.140 ac, 21.4% Impervious, Inflow Depth > 3.78\" for 100-YR event",
        "   Inflow = 22.35 cfs @ 12.11 hrs,  Outflow = 17.41 cfs @ 12.61 hrs, Atten= 22%, Lag= 30.0 min",
        "   #1 Primary  958.00'  6.0\" Vert. Orifice C= 0.600     #2 Primary  960.10'  8.0' long Sharp-Crested Weir",
        "Subcatchment 3S: Bypass (rear yards)  Runoff = 2.61 cfs @ 12.09 hrs",
        "Link 50L: POA-1 (site boundary)     Inflow = 19.77 cfs @ 12.58 hrs, Volume= 2.104 af",
        "",
        "Existing: Link 40L: POA-1           Inflow = 21.40 cfs @ 12.20 hrs, Volume= 2.455 af",
    ])
    d.para("The listing above gives the hydrologic and hydraulic computations used to size Pond 2P and its "
           "outlet; node routing diagrams are not reproduced.", [X("N.6.A.10")], size=9)
    d.new_page(size=(612, 792), columns=1)
    d.heading("Appendix C - City of Victoria review letter", 12)
    d.para("October 28, 2025\n\nMr. Dana Sorensen, P.E., Lakeshore Engineering Partners\n\nRE: Wildflower Ridge 2nd "
           "Addition - stormwater review", after=8)
    d.para("The City's engineering staff has reviewed the grading, storm sewer and pond plans dated October 15, "
           "2025. The design is consistent with the City of Victoria Local Surface Water Management Plan "
           "(2018). The City has no further comments.")
    d.para("Sincerely, Jon Ruud, City Engineer")
    d.heading("Appendix D - MPCA permit coverage", 12)
    d.para("Construction Stormwater General Permit MNR100001 - coverage card. Permit number C00071188; "
           "issued 10/30/2025; project: Wildflower Ridge 2nd Addition; owner: Prairie Gate Homes, Inc.")
    d.close()
    tb = TitleBlock("LAKESHORE ENGINEERING PARTNERS", ["7835 Victoria Drive, Victoria MN 55386", "952-555-0190"],
                    "WILDFLOWER RIDGE 2ND ADDITION", "PRAIRIE GATE HOMES, INC.", "Dana R. Sorensen",
                    "48127", "11/14/2025", base_elev=956)
    sheets = _v_sheets()
    plan_set(pkg, "WildflowerRidge2nd_plans_full.pdf", sheets, tb, reduced=False)
    plan_set(pkg, "WildflowerRidge2nd_plans_11x17.pdf", sheets, tb, reduced=True)


# -- 04 ---------------------------------------------------------------------------------------------
def chanhassen_subdivision(pkg: Package) -> None:
    """A large firm's formal report: numbered sections, a lot table that runs two pages, pond data."""
    d = pkg.doc("LongacresGlen_Stormwater_Report.pdf", font="Times-Roman", bold="Times-Bold", body=10.5,
                header="Longacres Glen - Stormwater Management Report - Sathre & Lund Engineering",
                footer="Sathre & Lund Engineering, Inc.  |  File 2025-1142")
    d.para("LONGACRES GLEN", font="Times-Bold", size=22, after=2)
    d.para("Stormwater Management Report for MCWD Permit Application", size=13, after=2)
    d.para("City of Chanhassen, Carver County, Minnesota - December 2025", after=14)
    d.para("I hereby certify that this report was prepared by me or under my direct supervision and that I am a "
           "duly Licensed Professional Engineer under the laws of the State of Minnesota. "
           "Signed: Teresa M. Lund, P.E., License No. 44201, 12/05/2025.", size=9)
    d.heading("1.0 Executive Summary", 13, rule=True)
    d.bullets([
        ("38 single-family lots on 11.24 acres (3.38 units/acre).",
         [F("project_type", "single_family_subdivision"), F("dwelling_units", 38), F("site_area_ac", 11.24),
          F("density_du_per_ac", 3.38)]),
        ("Existing impervious 0.42 ac; proposed 4.36 ac; net increase 3.94 ac.",
         [F("existing_impervious_ac", 0.42), F("proposed_impervious_ac", 4.36), F("net_impervious_increase_ac", 3.94)]),
        ("Two wet ponds (A and B) provide rate control and treatment; annual TP removal 58% (P8).",
         [F("phosphorus_removal_pct", 58.0)]),
        ("Disturbed area 10.6 ac. Applicant: Longacres Glen Development LLC, a private company.",
         [F("disturbed_area_ac", 10.6), F("applicant_public_entity", False)]),
    ])
    d.heading("2.0 Site and Receiving Waters", 13, rule=True)
    d.para("2.1 The site lies west of Galpin Boulevard and drains to Lake Minnewashta through the City storm "
           "sewer on Longacres Drive. The receiving water is not landlocked.", [F("landlocked", False)])
    d.para("2.2 A 3.1-acre wooded area of the Ridgeview Church property (off-site, PID 25-0170200) drains "
           "across the north line. Its runoff is accommodated in the design: it is carried through Pond A "
           "and modelled as subcatchment OS-1.", [S("N.4.4")])
    d.para("2.3 Wetland W-1 (Type 3, 0.38 acres) was delineated by Kjolhaug Environmental in May 2025 and is "
           "shown on Sheet C1; a 20-ft buffer is preserved. No floodplain or shoreland is on the site.")
    d.para("2.4 Soils are Lester-Kilkenny clay loams (HSG C/D). Infiltration is not proposed due to clay soils "
           "and a seasonal high water table at 3 ft.", [F("infiltration_proposed", False)])
    d.heading("3.0 Lot Data", 13, rule=True)
    lots = []
    for i in range(1, 39):
        blk = 1 if i <= 20 else 2
        area = 7800 + (i * 397) % 4100
        lots.append([f"Lot {i if i <= 20 else i - 20}, Block {blk}", f"{area:,}", f"{area / 43560:.3f}",
                     f"{2900 + (i * 131) % 900:,}", f"{979.0 + (i * 0.7) % 12:.1f}"])
    d.table([2.4, 1.3, 1, 1.4, 1.4],
            [["Lot", "Lot area (sf)", "(ac)", "Impervious (sf)", "Garage floor"]],
            lots, title="Table 3-1. Lot areas and building elevations",
            notes=["Garage floor elevations are preliminary; lowest openings are governed by Section 5.4."])
    d.heading("4.0 Rate Control", 13, rule=True)
    d.para("4.1 Ponds A and B occupy the two natural depressions on the site, which are used for detention "
           "where feasible. Outlets were designed by reservoir routing in HydroCAD of the 24-hour critical "
           "duration events.", [S("N.4.2")])
    d.para("4.2 Peak rates leaving the site are reduced for all events (Table 4-1). Water levels downstream "
           "in the Longacres Drive pipe and at Lake Minnewashta are not adversely affected during or after "
           "construction; temporary sediment basins hold construction runoff.", [S("N.4.3")])
    d.table([2.4, 1, 1, 1, 1, 1, 1],
            [[("", 1), ("1-YEAR (2.49\")", 2), ("10-YEAR (4.26\")", 2), ("100-YEAR (7.44\")", 2)],
             ["Location", "EX", "PR", "EX", "PR", "EX", "PR"]],
            [["Site boundary (total), cfs", "4.21", "3.05", "12.66", "9.48", "27.90", "24.12"],
             ["  to Longacres Dr pipe", "2.90", "2.18", "8.71", "6.70", "19.02", "17.33"],
             ["  to Galpin Blvd ditch", "1.31", "0.87", "3.95", "2.78", "8.88", "6.79"]],
            row_tags={0: [F("peak_rates_cfs", {"1": {"existing": 4.21, "proposed": 3.05},
                                               "10": {"existing": 12.66, "proposed": 9.48},
                                               "100": {"existing": 27.90, "proposed": 24.12}}), X("N.6.A.9")]},
            title="Table 4-1. Peak discharge rates (cfs)",
            notes=["The total row governs. 2-year: 5.02 / 3.66 cfs; 5-year: 8.10 / 6.21 cfs."])
    d.para("4.3 Ponds A and B lie above the 100-year flood elevation of Lake Minnewashta (945.1) and within "
           "drainage and utility easements on the plat.", [S("N.4.6")])
    d.para("4.4 The design conforms to the City of Chanhassen Surface Water Management Plan (2nd "
           "generation); the City's review memo of November 20, 2025 is attached as Appendix E.",
           [S("N.4.7"), X("N.6.A.11")])
    d.para("4.5 Each pond outlet discharges onto a riprap apron with geotextile, and the outfall to the "
           "Galpin ditch has an energy dissipating plunge pool, minimizing erosion and scouring.",
           [S("N.4.8"), S("N.5.4")])
    d.heading("5.0 Water Quality", 13, rule=True)
    d.para("5.1 P8 modelling (Appendix D) gives an annual average total phosphorus removal of 58% for the "
           "site, against 50% required.", [F("phosphorus_removal_pct", 58.0)])
    d.para("5.2 Both outlet structures have a submerged baffle (skimmer) that retains floatables for the "
           "1-year event.", [S("N.5.2")])
    d.table([1.3, 1, 1, 1.2, 1.2, 1.1, 1.1],
            [[("", 1), ("Elevations", 3), ("Safety bench", 2), ("", 1)],
             ["Pond", "NWL", "100-yr HWL", "EOF", "Width (ft)", "Slope (H:V)", "Freeboard (ft)"]],
            [["Pond A", "971.0", "975.3", "976.8", "10", "10:1", "1.5"],
             ["Pond B", "965.5", "969.8", "971.8", "12", "10:1", "2.0"]],
            row_tags={0: [F("ponds", [
                {"name": "Pond A", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 1.5},
                {"name": "Pond B", "safety_bench_width_ft": 12.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.0}])]},
            title="Table 5-1. Pond data",
            notes=["Freeboard is measured from the 100-year HWL to the lowest point of the emergency overflow (EOF).",
                   "Permanent pool volumes: Pond A 1.21 ac-ft, Pond B 0.88 ac-ft, sized on total tributary area."])
    d.para("5.4 The governing building is Lot 12, Block 2 beside Pond A: lowest opening 978.0, 2.7 ft above "
           "the 100-year HWL of 975.3.", [F("lowest_opening_elev_ft", 978.0), F("hwl_100yr_elev_ft", 975.3)])
    d.heading("6.0 Best Management Practices", 13, rule=True)
    d.para("6.1 BMPs - site design, structural and non-structural - are incorporated to limit new impervious "
           "surface and pollutant loads, consistent with the MPCA manual \"Protecting Water Quality in Urban "
           "Areas\".", [S("N.3.0")])
    d.para("6.2 List of permanent BMPs:", [S("N.3.2")], after=1)
    d.bullets(["Wet detention Pond A with skimmer outlet", "Wet detention Pond B with skimmer outlet",
               "Riprap aprons and plunge pool at outfalls", "Preserved 20-ft wetland buffer with monuments",
               "Sump manholes at the pond inlets (4-ft sumps)"], numbered=True)
    d.heading("7.0 Exhibits", 13, rule=True)
    d.para("7.1 Full-size (22\" x 34\") and half-size (11\" x 17\") plan sets accompany this report. "
           "Appendix C holds the HydroCAD and P8 output; Appendix E the City memo; Appendix F the NPDES permit "
           "coverage; Appendix G the draft stormwater maintenance agreement with the City.")
    d.new_page(size=LETTER_LANDSCAPE)
    d.heading("Appendix C - Model output (HydroCAD 10.20, P8 3.5)", 12)
    d.listing([
        ("HydroCAD node listing - Proposed - Type II 24-hr 100-YR Rainfall=7.44\"", [X("N.6.A.10")]),
        "Subcatchment PA-1: Lots 1-9 Blk 1      Runoff = 8.02 cfs @ 12.10 hrs, Volume= 0.611 af, Depth> 4.02\"",
        "Subcatchment PA-2: Lots 10-20 Blk 1    Runoff = 9.77 cfs @ 12.10 hrs, Volume= 0.744 af, Depth> 4.11\"",
        "Subcatchment OS-1: Ridgeview woods     Runoff = 5.41 cfs @ 12.16 hrs, Volume= 0.601 af, Depth> 2.33\"",
        "Pond A: Wet pond   Peak Elev= 975.30' @ 12.70 hrs  Storage= 2.215 af   Inflow= 23.20 cfs  Outflow= 12.02 cfs",
        "   #1 Primary 971.00' 5.0\" Vert. Orifice   #2 Primary 973.40' 6.0' Broad-Crested Weir",
        "Subcatchment PB-1..PB-4 (combined)     Runoff = 14.66 cfs @ 12.09 hrs, Volume= 1.020 af",
        "Pond B: Wet pond   Peak Elev= 969.80' @ 12.52 hrs  Storage= 1.362 af   Inflow= 14.66 cfs  Outflow= 9.31 cfs",
        "Link POA: Site boundary                Inflow = 24.12 cfs @ 12.55 hrs, Volume= 3.880 af",
        "",
        "P8 Urban Catchment Model v3.5 - 1959-2018 MSP hourly - Particle file NURP50",
        "Device        Inflow TP (lb/yr)   Outflow TP (lb/yr)   Removal %   Overflow (ac-ft)",
        "POND_A              9.82               4.21              57.1          0.00",
        "POND_B              6.44               2.62              59.3          0.00",
        "SITE TOTAL         16.26               6.83              58.0",
    ])
    d.new_page(size=(612, 792))
    d.heading("Appendix E - City of Chanhassen review memo", 12)
    d.para("To: Teresa Lund, P.E.   From: Erik Henricksen, Water Resources Engineer   Date: November 20, 2025")
    d.para("Staff reviewed the Longacres Glen grading and stormwater plans. The ponds and outlets conform to "
           "the City's Surface Water Management Plan. Submit the recorded maintenance agreement before the "
           "plat is released.")
    d.heading("Appendix F - NPDES construction stormwater permit", 12)
    d.para("MPCA Construction Stormwater General Permit coverage: permit C00072315, issued 11/26/2025, "
           "Longacres Glen, 10.6 acres disturbed.", [X("N.6.A.13")])
    d.heading("Appendix G - Stormwater Maintenance Agreement (draft)", 12)
    d.para("This Stormwater Maintenance Agreement is made between Longacres Glen Development LLC and the "
           "City of Chanhassen for Ponds A and B, outlet structures OCS-A and OCS-B, and the riprap outfalls. "
           "Inspection yearly; sediment removal when 50% of the sump is full; responsible party: the "
           "homeowners association after turnover. To be recorded with Carver County.", [X("N.6.B")])
    d.close()
    tb = TitleBlock("SATHRE & LUND ENGINEERING", ["150 South Fifth Street, Minneapolis MN 55402"],
                    "LONGACRES GLEN", "LONGACRES GLEN DEVELOPMENT LLC", "Teresa M. Lund", "44201", "12/05/2025", base_elev=964)
    sheets = [
        Sheet("C1", "EXISTING CONDITIONS & REMOVALS", [
            (0.1, 0.88, "BOUNDARY OF LANDS OWNED BY APPLICANT - 11.24 AC"),
            (0.5, 0.6, "WETLAND W-1 (TYPE 3, 0.38 AC)\nDELINEATED 05/2025"), (0.2, 0.2, "EX 24\" RCP INV 962.30")],
            ["EXISTING CONTOURS AT 2' INTERVAL, NGVD 29."], [X("N.6.A.1"), X("N.6.A.4"), X("N.6.A.3"), NGVD, C2]),
        Sheet("C2", "DRAINAGE AREA MAPS", [
            (0.1, 0.8, "EXISTING SUBWATERSHEDS EX-1 (7.02 AC), EX-2 (4.22 AC)"),
            (0.1, 0.5, "PROPOSED SUBWATERSHEDS PA-1..PA-6, PB-1..PB-4"),
            (0.6, 0.85, "OFF-SITE OS-1 (3.10 AC) - RIDGEVIEW CHURCH")], [], [X("N.6.A.2")]),
        Sheet("C3", "GRADING PLAN", [
            (0.3, 0.6, "POND A  NWL 971.0  HWL 975.3"), (0.6, 0.3, "POND B  NWL 965.5  HWL 969.8")],
            ["PROPOSED CONTOURS AT 2-FT INTERVALS.", "DATUM: NGVD 1929."], [X("N.6.A.6"), NGVD, C2],
            ponds=[(0.35, 0.6, 0.1, 0.08), (0.65, 0.3, 0.1, 0.08)]),
        Sheet("C4", "STORM SEWER & POND DETAILS", [
            (0.1, 0.8, "OCS-A: 54\" MH, 5\" ORIFICE @ 971.0, BAFFLE, WEIR @ 973.4"),
            (0.1, 0.6, "OCS-B: 48\" MH, 4\" ORIFICE @ 965.5, BAFFLE"),
            (0.1, 0.4, "POND SECTION: 10' BENCH @ 10:1")],
            ["SPECIFICATIONS PER CITY OF CHANHASSEN STANDARD SPECIFICATIONS (2025)."], [X("N.6.A.8"), X("N.6.A.3")],
            parcel=False, contours=0),
        Sheet("C5", "PLAT & EASEMENTS", [(0.3, 0.5, "DRAINAGE & UTILITY EASEMENTS OVER PONDS A AND B TO HWL + 1'")],
              [], [X("N.6.A.12")]),
    ]
    plan_set(pkg, "LongacresGlen_plans_22x34.pdf", sheets, tb, reduced=False)
    plan_set(pkg, "LongacresGlen_plans_11x17.pdf", sheets, tb, reduced=True)


# -- 05 ---------------------------------------------------------------------------------------------
def long_lake_townhomes(pkg: Package) -> None:
    """A developer's in-house engineer: mostly spreadsheets printed to PDF, units in their own column."""
    d = pkg.doc("BrownRoad_Townhomes_calcs.pdf", body=9,
                header="HOLLIS DEVELOPMENT CO. - ENGINEERING   Brown Road Townhomes, Long Lake   Rev. 2",
                footer="calc workbook printout - sheets 'Summary', 'LandCover', 'Rates', 'Soils'")
    d.table([3.2, 1.4, 0.8, 3.0],
            [[("SUMMARY", 4)], ["Item", "Value", "Unit", "Source / note"]],
            [["Project", "townhomes", "", "Brown Road Townhomes: 32 attached units, 8 buildings"],
             ["Site area", "5.64", "ac", "ALTA survey 07/2025"],
             ["Dwelling units", "32", "du", "site plan rev. 2"],
             ["Density", "5.67", "du/ac", "= 32 / 5.64"],
             ["Impervious, existing", "0.88", "ac", "'LandCover'"],
             ["Impervious, proposed", "2.41", "ac", "'LandCover'"],
             ["Net new impervious", "1.53", "ac", "= proposed - existing"],
             ["Disturbed area", "5.20", "ac", "grading limits"],
             ["Applicant", "private", "", "Hollis Development Co., not a public entity"],
             ["Parent parcel (1987)", "12.30", "ac", "remainder owned by Orono Lutheran Church"],
             ["Off-site area to site", "1.85", "ac", "Brown Rd ditch, see 'Rates'"]],
            row_tags={0: [F("project_type", "multi_unit_residential")], 1: [F("site_area_ac", 5.64)],
                      2: [F("dwelling_units", 32)], 3: [F("density_du_per_ac", 5.67)],
                      4: [F("existing_impervious_ac", 0.88)], 5: [F("proposed_impervious_ac", 2.41)],
                      6: [F("net_impervious_increase_ac", 1.53)], 7: [F("disturbed_area_ac", 5.2)],
                      8: [F("applicant_public_entity", False)]},
            align="lrcl")
    d.table([2.2, 0.9, 0.9, 0.9, 0.9, 0.6],
            [[("LAND COVER", 1), ("Existing", 2), ("Proposed", 2), ("", 1)],
             ["Cover", "HSG B", "HSG C", "HSG B", "HSG C", "unit"]],
            [["Buildings", "0.21", "0.05", "0.88", "0.31", "ac"],
             ["Pavement & walks", "0.42", "0.20", "0.80", "0.42", "ac"],
             ["Turf / open space", "2.10", "1.31", "1.30", "1.03", "ac"],
             ["Woods", "0.92", "0.43", "0.54", "0.36", "ac"],
             ["Totals", "3.65", "1.99", "3.52", "2.12", "ac"]],
            bold_rows=[4], notes=["Existing buildings: farmhouse, barn and two sheds (to be removed)."])
    d.table([2.4, 0.8, 0.8, 0.8, 0.8, 0.8, 0.8, 0.6],
            [[("RATES - POA 1 (Brown Road culvert)", 1), ("1-yr", 2), ("10-yr", 2), ("100-yr", 2), ("", 1)],
             ["Condition", "Ex", "Pr", "Ex", "Pr", "Ex", "Pr", "unit"]],
            [["Peak discharge", "2.94", "2.61", "8.02", "7.45", "17.66", "16.90", "cfs"],
             ["Volume", "0.33", "0.41", "0.79", "0.93", "1.72", "1.95", "ac-ft"],
             ["Pond 1 peak elevation", "", "955.1", "", "955.6", "", "955.9", "ft"]],
            row_tags={0: [F("peak_rates_cfs", {"1": {"existing": 2.94, "proposed": 2.61},
                                               "10": {"existing": 8.02, "proposed": 7.45},
                                               "100": {"existing": 17.66, "proposed": 16.90}}), X("N.6.A.9")]},
            notes=[("Off-site 1.85 ac from the Brown Road ditch is routed through Pond 1 and included in both "
                   "conditions, so runoff tributary to the project is accommodated in the design.", [S("N.4.4")]),
                   "2-yr (2.87\") Ex 3.70 / Pr 3.31 cfs; 50-yr Ex 13.95 / Pr 13.20 cfs - not governing."])
    d.table([1.8, 1, 1, 1, 1, 1.2],
            [[("SOILS (geotech. by Braun Intertec, report B2504411)", 6)],
             ["Unit", "Map symbol", "HSG", "Texture", "Ksat (in/hr)", "Condition"]],
            [["Hayden loam", "L22C", "B", "loam", "0.80", "existing & proposed"],
             ["Lester loam", "L25B", "B", "loam", "0.80", "existing & proposed"],
             ["Glencoe clay loam", "L36A", "C/D", "clay loam", "0.06", "existing; under Bldg 7"]],
            notes=["Soil units are delineated on Sheet C1.2 (soils and infiltration areas). Borings SB-1 to SB-6 "
                   "(logs on the next page) found loam to 14 ft; groundwater not encountered."],
            title_tags=[X("N.6.A.5")], title="Site soils - existing and proposed (as-developed) condition")
    d.para("Infiltration: an 1,850 sq ft infiltration trench beneath the Building 3-4 green (design rate "
           "0.80 in/hr, 48-hr drawdown) treats roof runoff before Pond 1.", [F("infiltration_proposed", True)])
    d.new_page()
    d.heading("Boring logs SB-1 to SB-6 (summary)", 11)
    d.table([1, 1.2, 3.5, 1.2],
            [["Boring", "Surface el.", "Strata", "Water"]],
            [["SB-1", "961.4", "0-1.5 topsoil; 1.5-14 SM silty sand, brown", "none"],
             ["SB-2", "959.8", "0-1 topsoil; 1-14 SC clayey sand", "none"],
             ["SB-3", "962.7", "0-2 fill; 2-14 SM silty sand", "none"],
             ["SB-4", "958.3", "0-1 topsoil; 1-6 CL lean clay; 6-14 SM", "none"],
             ["SB-5", "960.1", "0-1.5 topsoil; 1.5-14 SP-SM", "none"],
             ["SB-6", "957.6", "0-1 topsoil; 1-14 CL lean clay", "none"]], align="lrlc",
            title="Geotechnical soil borings (Braun Intertec, 08/2025)", title_tags=[X("N.6.C")])
    d.heading("Pond 1 and building openings", 11)
    d.table([2.4, 1, 0.6, 3],
            [["Item", "Value", "Unit", "Note"]],
            [["Pond 1 NWL", "953.5", "ft", "NGVD 1929"],
             ["Pond 1 100-yr HWL", "955.9", "ft", "from 'Rates'"],
             ["Safety bench width", "10", "ft", "1 ft below NWL"],
             ["Safety bench slope", "10:1", "H:V", ""],
             ["Freeboard to EOF", "2.0", "ft", "EOF 957.9"],
             ["Lowest opening (Bldg 6)", "958.5", "ft", "2.6 ft above HWL"]],
            row_tags={1: [F("hwl_100yr_elev_ft", 955.9)], 4: [F("ponds", [
                {"name": "Pond 1", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.0}])],
                      5: [F("lowest_opening_elev_ft", 958.5)], 0: [NGVD]},
            align="lrcl")
    d.heading("Narrative notes (from sheet 'Notes')", 11)
    d.bullets([
        ("Pond 1 uses the existing low swale in the southeast corner for detention where feasible; the "
         "outlet was sized by reservoir routing of 24-hr critical duration events (HydroCAD 10.2).", [S("N.4.2")]),
        ("Pond 1 is above the 100-year flood elevation of Long Lake (954.2) and inside a drainage and utility "
         "easement.", [S("N.4.6")]),
        ("The rate control design conforms to the City of Long Lake Surface Water Management Plan (2019); the "
         "City Engineer's review memo of 09/18/2025 is attached.", [S("N.4.7"), X("N.6.A.11")]),
        ("Pond outlet pipe discharges to a riprap energy dissipator to minimize erosion and scouring.", [S("N.4.8")]),
        ("BMPs (site design, structural and non-structural) are consistent with the MPCA manual \"Protecting "
         "Water Quality in Urban Areas\".", [S("N.3.0")]),
        ("Permanent BMPs: Pond 1; infiltration trench; sump catch basins CB-3 and CB-7; riprap dissipator.",
         [S("N.3.2")]),
        ("The receiving water (Long Lake) is not landlocked.", [F("landlocked", False)]),
        "NPDES: the contractor will apply for MPCA construction stormwater permit coverage before grading.",
        "HydroCAD and infiltration computations are printed in sheet 'Model' (next page).",
    ])
    d.new_page()
    d.heading("Sheet 'Model' - HydroCAD 10.2 summary, proposed", 11)
    d.listing([
        ("Event   Node          Inflow(cfs)  Outflow(cfs)  Peak El.  Storage(af)  Vol.(af)", [X("N.6.A.10")]),
        "1-yr    P-1 subcat       3.12          -            -          -        0.262",
        "1-yr    Pond 1           3.98         1.91       955.10      0.301      0.330",
        "1-yr    Trench IT-1      0.66         0.00       957.20      0.041      0.052",
        "1-yr    POA 1            2.61          -            -          -        0.410",
        "10-yr   Pond 1          10.35         5.66       955.60      0.488      0.801",
        "10-yr   POA 1            7.45          -            -          -        0.930",
        "100-yr  Pond 1          22.41        13.02       955.90      0.622      1.702",
        "100-yr  POA 1           16.90          -            -          -        1.950",
        "Infiltration trench: 1,850 sf x 0.80 in/hr = 0.034 cfs; WQ volume 0.055 af drains in 19.4 hr",
    ])
    d.heading("City of Long Lake - Engineer's review memo (09/18/2025)", 11)
    d.para("The City has reviewed the Brown Road Townhomes grading and stormwater plans. Pond 1 and the "
           "infiltration trench are consistent with the City's Surface Water Management Plan (2019). "
           "- Scott Ostertag, P.E., City Engineer")
    d.close()
    tb = TitleBlock("HOLLIS DEVELOPMENT CO.", ["Engineering Department", "2100 Wayzata Blvd, Long Lake MN"],
                    "BROWN ROAD TOWNHOMES", "HOLLIS DEVELOPMENT CO.", "Marcus J. Hollis", "51930", "10/02/2025", base_elev=950)
    sheets = [
        Sheet("C1.1", "EXISTING CONDITIONS", [
            (0.1, 0.88, "PROPERTY BOUNDARY - HOLLIS DEVELOPMENT CO. (5.64 AC)"),
            (0.55, 0.25, "WETLAND W-1 (TYPE 3, 0.22 AC) - DELINEATED 06/2025"),
            (0.2, 0.4, "EX. 18\" CMP CULVERT UNDER BROWN RD INV 952.80")],
            ["CONTOUR INTERVAL 2 FEET.", "VERTICAL DATUM NGVD 1929."], [X("N.6.A.1"), X("N.6.A.4"), X("N.6.A.3"), NGVD, C2]),
        Sheet("C1.2", "SOILS & INFILTRATION AREAS", [
            (0.2, 0.7, "L22C HAYDEN LOAM (HSG B)"), (0.5, 0.5, "L36A GLENCOE CLAY LOAM (HSG C/D)"),
            (0.3, 0.3, "INFILTRATION TRENCH 1,850 SF - KSAT 0.80 IN/HR")], [], [X("N.6.A.5")]),
        Sheet("C2.1", "DRAINAGE AREA MAP", [
            (0.1, 0.8, "EXISTING DA E-1 3.21 AC, E-2 2.43 AC"), (0.1, 0.55, "PROPOSED DA P-1 4.02 AC, P-2 1.62 AC"),
            (0.6, 0.85, "OFF-SITE OS-1 1.85 AC (BROWN RD DITCH)")], [], [X("N.6.A.2")]),
        Sheet("C3.1", "GRADING & POND PLAN", [
            (0.45, 0.4, "POND 1  NWL 953.5  100-YR HWL 955.9"), (0.2, 0.8, "BLDG 6 LOWEST OPENING 958.5")],
            ["PROPOSED CONTOURS 2' INTERVAL, NGVD 29."], [X("N.6.A.6"), NGVD, C2], ponds=[(0.48, 0.4, 0.1, 0.08)]),
        Sheet("C4.1", "STORM SEWER, DETAILS & EASEMENTS", [
            (0.1, 0.8, "OCS-1: 48\" MH, 4\" ORIFICE 953.5, WEIR 955.0"), (0.1, 0.6, "RIPRAP DISSIPATOR CLASS III"),
            (0.1, 0.4, "DRAINAGE & UTILITY EASEMENT OVER POND 1 TO EL 956.9")],
            ["SPECIFICATIONS: CITY OF LONG LAKE STANDARD SPECS."], [X("N.6.A.8"), X("N.6.A.3"), X("N.6.A.12")],
            contours=0),
    ]
    plan_set(pkg, "BrownRoad_plans_22x34.pdf", sheets, tb, reduced=False)
    plan_set(pkg, "BrownRoad_plans_half.pdf", sheets, tb, reduced=True)
