"""Packages 7-12: a city street crew's scanned letter, a county highway memo, a city trail
scanned at the front desk, a subdivision developer's second phase, a drive-through coffee
shop's hand-filled form, and a small city's trail letter.
"""

from __future__ import annotations

from corpus.external24.firms_a import ANSI_D, TABLOID, rates
from corpus.external24.kit import F, S, X
from corpus.external24.package import Package, copier
from corpus.external24.plans import sheet


# 7 ------------------------------------------------------------------------------------------
def st_louis_park_street(pkg: Package) -> None:
    """A city engineer's two-page letter and an impervious tabulation, both scanned at 150 dpi."""
    d = pkg.doc("SLP_Cedar_Lake_Rd_letter_scan.pdf", delivery=copier(dpi=150, skews=(-0.9, 0.6), seed=pkg.seed, quality=50),
                font="Times-Roman", bold="Times-Bold", body=11.5)
    d.center("CITY OF ST. LOUIS PARK", 15)
    d.center("Engineering Department  -  7305 Oxford Street, St. Louis Park, MN 55426", 9, bold=False)
    d.space(12)
    d.para("May 9, 2017")
    d.para("Minnehaha Creek Watershed District, Attn: Permit Program")
    d.para("Subject: 2017 Cedar Lake Road Reconstruction (Louisiana Ave. to Texas Ave.) - Rule N applicability",
           font="Times-Bold")
    d.para("The City of St. Louis Park, a municipal corporation, will reconstruct Cedar Lake Road between "
           "Louisiana Avenue and Texas Avenue (approximately 0.9 miles). The work is a street reconstruction: "
           "full-depth pavement replacement, curb and gutter, storm sewer and watermain.",
           [F("applicant_public_entity", True), F("project_type", "linear")])
    d.para("The total project area within the construction limits is 6.8 acres, of which 6.1 acres will be "
           "disturbed. The street is being narrowed from 44 feet to 40 feet face-to-face, so impervious surface "
           "decreases slightly (see the attached tabulation).",
           [F("site_area_ac", 6.8), X("N.6.D"), F("disturbed_area_ac", 6.1)])
    d.para("Existing impervious surface: 4.10 acres. Proposed impervious surface: 4.02 acres. Net change: "
           "-0.08 acres (a net decrease).",
           [F("existing_impervious_ac", 4.1), F("proposed_impervious_ac", 4.02), F("net_impervious_increase_ac", -0.08),
            X("N.6.E")])
    d.para("Because there is no net increase in impervious surface, we understand no stormwater permit is "
           "required under Rule N, paragraph 2(E). Erosion control will be permitted under the City's MS4 "
           "program and the MCWD erosion control rule.")
    d.new_page()
    d.para("Drainage from the corridor continues to the existing trunk storm sewer that outlets to "
           "Minnehaha Creek near Louisiana Avenue. No wetlands are located within the project limits.")
    d.para("Please contact me with any questions.")
    d.para("Sincerely,")
    d.para("Phillip Elkin, P.E., Senior Project Engineer", font="Times-Italic")
    d.space(14)
    d.heading("Impervious Surface Tabulation by Segment", 11)
    d.table([["Segment", "Length (ft)", "Existing (ac)", "Proposed (ac)", "Change (ac)"],
             ["Louisiana Ave - Kentucky Ave", "1,620", "1.38", "1.35", "-0.03"],
             ["Kentucky Ave - Jersey Ave", "1,540", "1.30", "1.28", "-0.02"],
             ["Jersey Ave - Texas Ave", "1,590", "1.42", "1.39", "-0.03"],
             ["Total", "4,750", "4.10", "4.02", "-0.08"]], [170, 75, 80, 85, 75])


# 8 ------------------------------------------------------------------------------------------
def plymouth_county_road(pkg: Package) -> None:
    """A county highway department's technical memorandum, with its multi-use trail singled out."""
    d = pkg.doc("HC_CSAH6_Technical_Memo.pdf", font="Times-Roman", bold="Times-Bold", body=11)
    d.header = "Hennepin County Transportation Project Delivery - CP 2176 - CSAH 6 (Old Rockford Rd)"
    d._start()
    d.heading("TECHNICAL MEMORANDUM: STORMWATER - CSAH 6 RECONSTRUCTION, PLYMOUTH", 12)
    d.para("Date: July 11, 2022   Applicant: Hennepin County, a political subdivision of the State of Minnesota",
           [F("applicant_public_entity", True)])
    d.heading("1. Scope", 11)
    d.para("Hennepin County will reconstruct 1.2 miles of County State Aid Highway 6 in Plymouth from a two-lane "
           "rural section to a three-lane urban section with a multi-use trail (about 2,700 feet) on the north "
           "side between Vicksburg Lane and Fernbrook Lane.",
           [F("project_type", "linear")])
    d.para("Total project area: 7.3 acres. Disturbed area: 7.9 acres including temporary easements.",
           [F("site_area_ac", 7.3), X("N.6.D"), F("disturbed_area_ac", 7.9)])
    d.heading("2. Impervious surface", 11)
    d.table([["", "Existing (ac)", "Proposed (ac)"], ["Roadway and turn lanes", "3.85", "4.68"],
             ["Multi-use trail", "0.00", "0.62"], ["Total impervious", "3.85", "5.30"]], [200, 100, 100],
            row_tags={3: [F("existing_impervious_ac", 3.85), F("proposed_impervious_ac", 5.3)]})
    d.para("The net increase in impervious surface for the project, including the trail, is 1.45 acres.",
           [F("net_impervious_increase_ac", 1.45), X("N.6.E")])
    d.para("The trail is 10 feet wide with a turf boulevard at least 6 feet wide on each side. Driveway and "
           "street crossings occupy 12 percent of the required boulevard area. Trail area: 0.62 acres.",
           [F("sidewalk_trail", {"width_ft": 10, "buffer_ft": 6, "crossing_pct": 12, "area_ac": 0.62, "standalone": False})])
    d.heading("3. Best management practices", 11)
    d.para("The design follows the MPCA's Protecting Water Quality in Urban Areas. Lane widths were reduced to "
           "11 feet and the center turn lane is omitted east of Vicksburg Lane to limit new pavement.", [S("N.3.0")])
    d.para("Permanent BMPs:")
    d.bullets(["Dry swales in the south ditch (Sta. 12+00 to 31+50)", "Two sump manholes with SAFL baffles",
               "Riprap at culvert outlets CV-2 and CV-4", "Native seed in all turf boulevards"], [S("N.3.2")], mark="-")
    d.heading("4. Events analysed", 11)
    d.para("For the county's drainage design the 2-year and 10-year events were used for storm sewer sizing "
           "(2.87 and 4.27 inches). Ditch capacity was checked for the 50-year event.")


# 9 ------------------------------------------------------------------------------------------
def victoria_trail(pkg: Package) -> None:
    """A city's trail package, signed at the counter and scanned there: form, narrative and sheets."""
    f = pkg.doc("Victoria_Trail_Application_scan.pdf", delivery=copier(dpi=200, skews=(1.4,), seed=pkg.seed, quality=45))
    c = f.c
    f.center("MCWD PERMIT APPLICATION", 13)
    f.space(6)
    rows = [("Project", "Lake Auburn Regional Trail Connection", []),
            ("Applicant", "City of Victoria", [F("applicant_public_entity", True)]),
            ("Public entity?", "Yes - city", []),
            ("Project type", "Trail (linear)", [F("project_type", "linear")]),
            ("Project area (ac)", "4.6", [F("site_area_ac", 4.6), X("N.6.D")]),
            ("Disturbed area (ac)", "3.2", [F("disturbed_area_ac", 3.2)]),
            ("Net new impervious (ac)", "1.30", [F("net_impervious_increase_ac", 1.3), X("N.6.E")]),
            ("Date", "8/30/2016", [])]
    y = f.y - 6
    for label, value, tags in rows:
        c.setFont("Helvetica", 10)
        c.drawString(72, y - 12, label)
        c.rect(250, y - 20, 300, 24)
        f.y = y
        f.hand(258, y + 1, value, tags, size=13, seed=pkg.seed)
        y -= 32
    f.y = y - 12
    f.hand(90, f.y, "Cara Geheren, City Engineer", size=14, seed=pkg.seed + 4)

    d = pkg.doc("Victoria_Trail_Narrative_and_Plans_scan.pdf",
                delivery=copier(dpi=250, skews=(-0.6, 0.9, -1.2, 0.7), seed=pkg.seed + 1, quality=55), body=10.5)
    d.heading("Lake Auburn Regional Trail Connection - Stormwater Narrative", 13)
    d.para("The City of Victoria proposes a new bituminous trail from Victoria Drive to the Lake Auburn "
           "regional trail, about 4,700 feet long. The trail is the whole project.")
    d.para("The trail is 12 feet wide (to meet regional trail standards) with 5-foot turf shoulders on each side; "
           "driveway crossings occupy 8% of the buffer. Trail impervious area is 1.30 acres.",
           [F("sidewalk_trail", {"width_ft": 12, "buffer_ft": 5, "crossing_pct": 8, "area_ac": 1.3, "standalone": True})])
    d.para("BMPs follow the MPCA's Protecting Water Quality in Urban Areas: the alignment follows existing "
           "high ground to avoid fill near Lake Auburn and drains as sheet flow to turf shoulders.", [S("N.3.0")])
    d.para("Permanent BMPs: turf shoulders and vegetated filter strips; two dry swales with rock check dams; "
           "riprap at three culvert outlets.", [S("N.3.2")])
    d.table([["Event", "Existing (cfs)", "Proposed (cfs)"], ["1-year", "1.9", "2.0"], ["10-year", "4.4", "4.3"],
             ["100-year", "8.8", "8.6"]], [110, 110, 110],
            [F("peak_rates_cfs", rates({"1": (1.9, 2.0), "10": (4.4, 4.3), "100": (8.8, 8.6)})), X("N.6.A.9")])
    d.para("HydroCAD computations used to size the swales and culverts (subcatchments T-1 to T-6, reach "
           "routing) follow as Appendix 1.")
    d.para("The trail is consistent with the City of Victoria Local Water Management Plan (2019), Section 4.2, "
           "which identifies the Lake Auburn connection.", [X("N.6.A.11"), S("N.4.7")])
    d.para("MPCA construction stormwater permit coverage C00049877 was obtained August 2016.", [X("N.6.A.13")])
    d.new_page()
    d.heading("Appendix 1 - HydroCAD computations", 12)
    d.para("Hydrologic and hydraulic computations used to design the swales and culverts:", [X("N.6.A.10")])
    d.table([["Subcat.", "Area (ac)", "CN", "Tc (min)", "Q100 (cfs)"], ["T-1", "0.9", "74", "12", "2.1"],
             ["T-2", "1.1", "76", "14", "2.4"], ["T-3", "0.6", "80", "9", "1.6"], ["T-4", "0.8", "74", "11", "1.8"],
             ["T-5", "0.7", "72", "10", "1.3"], ["T-6", "0.5", "78", "8", "1.2"]], [80, 80, 60, 70, 90])
    d.table([["Culvert", "Size", "HW100 (ft)", "Q100 (cfs)"], ["CV-1", "24\" RCP", "962.4", "4.1"],
             ["CV-2", "24\" RCP", "958.9", "5.3"], ["CV-3", "24\" RCP", "955.2", "8.6"]], [80, 90, 90, 90])
    d.new_page(); d.c.setPageSize(TABLOID); d.size = TABLOID
    common = dict(firm="CITY OF VICTORIA ENGINEERING", project="LAKE AUBURN TRAIL CONNECTION", engineer="Cara Geheren",
                  license_no="44120", date="08/24/2016", text=11.5, floor=11.5)
    sheet(d, seed=pkg.seed, title="T-3 TRAIL GRADING AND DRAINAGE", number="T-3", cert_tags=[X("plan_set.pe_certified")],
          callouts=[("RIGHT-OF-WAY AND CITY PARK PROPERTY LINES", [X("N.6.A.1")]),
                    ("EX. AND PROP. CONTOURS, 2' INTERVAL, NGVD 1929",
                     [F("contour_interval_ft", 2), F("vertical_datum", "NGVD29"), X("N.6.A.7")]),
                    ("PROP. 24\" RCP CULVERTS CV-1 TO CV-3 WITH RIPRAP; EX. 18\" CMP TO BE REPLACED", [X("N.6.A.3")]),
                    ("TRAIL EASEMENT AND DRAINAGE EASEMENT, DOC. 912334", [X("N.6.A.12")])], **common)
    d.new_page()
    sheet(d, seed=pkg.seed + 1, title="T-4 DRAINAGE AREA MAP", number="T-4", contours=False,
          callouts=[("EXISTING AND PROPOSED SUBWATERSHEDS T-1 TO T-6; OFF-SITE DRAINAGE FROM NORTH (22 AC)", [X("N.6.A.2")])],
          **common)


# 10 -----------------------------------------------------------------------------------------
def medina_phase_two(pkg: Package) -> None:
    """A developer's second phase: the first phase next door, by an affiliate, counts (N.2.G)."""
    n = pkg.doc("01_Hamel_Creek_2nd_Addition_Stormwater.pdf", font="Helvetica", body=10)
    n.para("HAMEL CREEK ESTATES 2ND ADDITION", font="Helvetica-Bold", size=15)
    n.para("Stormwater Management Plan  |  Medina, Minnesota  |  Prepared by Crow River Engineering for Hamel Creek "
           "Development II, LLC  |  May 2023", size=9)
    n.space(6)
    n.heading("Project overview", 11)
    n.para("The 2nd Addition is a single-family subdivision of 14 lots on 6.2 acres (2.26 units per acre). "
           "Lots range from 12,000 to 17,500 square feet.",
           [F("project_type", "single_family_subdivision"), F("dwelling_units", 14), F("site_area_ac", 6.2),
            F("density_du_per_ac", 2.26), X("N.6.D")])
    n.para("Hamel Creek Estates (1st Addition), 7.3 acres, lies immediately west and was platted in 2019 by Hamel "
           "Creek Land Co., which shares its members with the applicant. Both additions are one development; "
           "the common scheme of development totals 13.5 acres.", [F("common_scheme_area_ac", 13.5)])
    n.para("Existing impervious: 0.12 acres (farmstead). Proposed impervious: 2.05 acres. Disturbed area: 5.4 "
           "acres. The applicant is a private developer.",
           [F("existing_impervious_ac", 0.12), F("proposed_impervious_ac", 2.05), F("disturbed_area_ac", 5.4),
            F("applicant_public_entity", False)])
    n.heading("BMPs", 11)
    n.para("In keeping with Protecting Water Quality in Urban Areas (MPCA), the street section is 28 feet and "
           "the wooded north slope stays in an outlot.", [S("N.3.0")])
    n.para("Permanent BMPs are: NURP pond 2P with skimmer structure; pretreatment sump manhole; native buffer "
           "around the pond; Outlot B woodland preservation.", [S("N.3.2")])
    n.para("Infiltration is not proposed because the site has Hamel-Glencoe clay loam soils and a high water table.",
           [F("infiltration_proposed", False)])
    n.heading("Rate control", 11)
    n.table([["Return period", "Existing cfs", "Proposed cfs"], ["1-year", "4.6", "3.1"], ["2-year", "5.9", "3.8"],
             ["10-year", "11.0", "7.4"], ["100-year", "24.8", "19.5"]], [130, 110, 110],
            [F("peak_rates_cfs", rates({"1": (4.6, 3.1), "10": (11.0, 7.4), "100": (24.8, 19.5)})), X("N.6.A.9")])
    n.para("Pond 2P occupies the existing depression in the southeast corner; its outlet was sized by "
           "reservoir routing of critical-duration events.", [S("N.4.2")])
    n.para("The pond discharges to the Hamel Creek ditch (Hennepin County Ditch 16) through a riprap-lined "
           "outfall to prevent erosion and scour.", [S("N.4.8"), S("N.5.4")])
    n.para("Runoff from the 1st Addition (subcatchment 3S, 7.3 acres) is tributary to pond 2P and is included "
           "in the analyses and the pond design.", [S("N.4.4")])
    n.heading("Water quality", 11)
    n.para("P8: total phosphorus removal 61% annually.", [F("phosphorus_removal_pct", 61)])
    n.table([["Pond", "NWL", "100-yr HWL", "Bench width", "Bench slope", "Freeboard"],
             ["2P", "985.0", "988.4", "10 ft", "10:1", "1.6 ft"]], [60, 60, 80, 90, 80, 80],
            [F("ponds", [{"name": "2P", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 1.6}]),
             F("hwl_100yr_elev_ft", 988.4)])
    n.para("Lowest building opening on lots adjacent to 2P: 991.6.", [F("lowest_opening_elev_ft", 991.6)])
    n.para("A skimmer plate on the outlet structure retains floatables for the 1-year event.", [S("N.5.2")])
    n.new_page()
    n.heading("Appendix - model output, permits, borings", 11)
    n.para("HydroCAD and P8 computations used to design pond 2P and its outlet: see tables below.", [X("N.6.A.10")])
    n.table([["Subcatchment", "Area (ac)", "CN"], ["1S", "3.4", "78"], ["2S", "2.8", "82"], ["3S (1st Addn.)", "7.3", "80"]],
            [140, 90, 60])
    n.para("MPCA construction stormwater permit: coverage C00072290, issued May 2, 2023.", [X("N.6.A.13")])
    n.para("Soil borings SB-1 to SB-4, Haugo GeoTechnical, April 2023: clay loam over glacial till.", [X("N.6.C")])
    n.heading("City of Medina - engineering review memorandum (copy)", 10)
    n.para("To: Dusty Finke, City Planner. From: City Engineer. Date: March 3, 2023. Re: Hamel Creek Estates 2nd "
           "Addition preliminary plat. We reviewed the grading, drainage and stormwater plans. The stormwater plan "
           "is consistent with the City of Medina Local Water Management Plan; we have no further comments.",
           [X("N.6.A.11"), S("N.4.7")], indent=12)

    n.new_page()
    n.center("STORMWATER MAINTENANCE AGREEMENT", 13)
    n.para("This Agreement is made between the City of Medina, a Minnesota municipal corporation, and Hamel Creek "
           "Development II, LLC (the Owner), for Hamel Creek Estates 2nd Addition.", [X("N.6.B")])
    for k, txt in enumerate((
            "The Owner shall inspect pond 2P, outlet control structure OCS-2P, the sump manhole, all culverts and the "
            "riprap outfall to County Ditch 16 each spring and after any rainfall of 2.5 inches or more.",
            "The Owner shall remove sediment from the pond when it fills 50 percent of the sump depth, and repair "
            "erosion and structural damage within 30 days of discovery.",
            "This Agreement runs with the land and shall be recorded with Hennepin County before any land-altering "
            "activity begins."), 1):
        n.para(f"{k}. {txt}", indent=12)
    n.para("Signed: ______________________ (Owner)      ______________________ (City of Medina)")

    for rel, size, txt, part in (("02_Plans_22x34.pdf", ANSI_D, 15, "plan_set.full_size"),
                                 ("03_Plans_11x17.pdf", TABLOID, 8, "plan_set.reduced")):
        p = pkg.doc(rel, size=size)
        common = dict(firm="CROW RIVER ENGINEERING", project="HAMEL CREEK ESTATES 2ND ADDITION - MEDINA",
                      engineer="Samuel O. Brekke", license_no="50831", date="05/10/2023", text=txt)
        sheet(p, seed=pkg.seed, title="C3 GRADING, DRAINAGE AND EROSION CONTROL", number="C3", pond=True,
              title_tags=[X(part)], cert_tags=[X("plan_set.pe_certified")],
              callouts=[("BOUNDARY OF HAMEL CREEK DEVELOPMENT II, LLC PROPERTY", [X("N.6.A.1")]),
                        ("2-FOOT CONTOURS, NGVD 1929", [F("contour_interval_ft", 2), F("vertical_datum", "NGVD29"), X("N.6.A.7")]),
                        ("POND 2P NWL 985.0 / 100-YR HWL 988.4", [X("N.6.A.6")]),
                        ("WETLAND W-2 (DELINEATED 2022) AND COUNTY DITCH 16 FLOODPLAIN", [X("N.6.A.4")]),
                        ("PROP. 18\" AND 24\" RCP STORM SEWER TO POND 2P; OUTLET 15\" RCP TO CD 16", [X("N.6.A.3")]),
                        ("DRAINAGE AND UTILITY EASEMENT OVER OUTLOT A (POND) AND CD 16", [X("N.6.A.12")])],
              notes=[("LOTS 1-14, BLOCK 1.", [])], **common)
        p.new_page()
        sheet(p, seed=pkg.seed + 2, title="C6 POND 2P OUTLET DETAILS", number="C6", contours=False,
              callouts=[("OUTLET CONTROL STRUCTURE OCS-2P WITH SKIMMER - DETAIL AND SPECIFICATIONS", [X("N.6.A.8")])],
              **common)


# 11 -----------------------------------------------------------------------------------------
def chanhassen_coffee(pkg: Package) -> None:
    """A drive-through coffee shop: a hand-filled form and a two-page narrative, both scanned."""
    f = pkg.doc("Application_scan.pdf", delivery=copier(dpi=300, skews=(1.2,), seed=pkg.seed, quality=60, edge=False))
    c = f.c
    f.para("Minnehaha Creek Watershed District - Permit Application", font="Helvetica-Bold", size=13)
    f.space(4)
    rows = [("Project name/address", "Daybreak Coffee, 7900 Market Blvd, Chanhassen", []),
            ("Applicant", "Daybreak Coffee Co. (private)", [F("applicant_public_entity", False)]),
            ("Land use", "Commercial - drive-thru coffee shop", [F("project_type", "commercial")]),
            ("Parcel area", "0.42 acres", [F("site_area_ac", 0.42), X("N.6.D")]),
            ("Disturbed area", "0.45 ac", [F("disturbed_area_ac", 0.45)]),
            ("Building size", "1,800 sq ft", [])]
    y = f.y
    for label, value, tags in rows:
        c.setFont("Helvetica-Bold", 10)
        c.drawString(72, y - 12, label)
        c.line(230, y - 15, 560, y - 15)
        f.y = y
        f.hand(234, y + 1, value, tags, size=12, seed=pkg.seed)
        y -= 30
    f.y = y

    d = pkg.doc("Narrative_scan.pdf", delivery=copier(dpi=150, skews=(0.5, -0.7), seed=pkg.seed + 1, quality=45),
                font="Times-Roman", bold="Times-Bold", body=11.5)
    d.para("Stormwater narrative - Daybreak Coffee, Chanhassen (March 2020)", font="Times-Bold", size=13)
    d.para("The site, a vacant lot with an old gravel pad, will be developed with an 1,800-square-foot coffee "
           "shop, drive-through lane and 14 parking stalls. The lot (Lot 2, Block 1, Market Square 3rd Addition, "
           "PID 25-1760020) was split in 2018 from a 2.9-acre parent parcel whose other lots are owned by "
           "unrelated parties.")
    d.table([["Impervious", "sq ft", "acres"], ["Existing (gravel pad)", "2,180", "0.05"], ["Proposed", "13,500", "0.31"]],
            [170, 90, 90], row_tags={1: [F("existing_impervious_ac", 0.05)], 2: [F("proposed_impervious_ac", 0.31)]})
    d.para("BMPs are selected from the MPCA publication Protecting Water Quality in Urban Areas: the "
           "drive-through lane is kept to one lane and the parking lot drains to a landscaped island.", [S("N.3.0")])
    d.para("Permanent BMPs: a bioretention basin in the north island (lined, with underdrain) and a sump "
           "catch basin with a snout at the entrance.", [S("N.3.2")])
    d.para("Because of the lined basin, infiltration is not proposed.", [F("infiltration_proposed", False)])
    d.new_page()
    d.para("The building sits next to the city's Market Boulevard regional pond, whose 100-year high water "
           "elevation is 947.6. The lowest opening of the building (the front door) is at 951.2, which is "
           "3.6 feet above it.", [F("hwl_100yr_elev_ft", 947.6), F("lowest_opening_elev_ft", 951.2)])
    d.para("Site plans: see sheet C-1 (civil site plan) submitted with the city site plan review. A 5-year "
           "storm check of the drive-through inlet was done for the city.")


# 12 -----------------------------------------------------------------------------------------
def excelsior_trail(pkg: Package) -> None:
    """A small city's one-page letter about a trail that the rule leaves out (N.2.E.4)."""
    d = pkg.doc("Excelsior_Lake_St_Trail.pdf", font="Helvetica", body=11)
    d.para("City of Excelsior  |  339 Third Street, Excelsior, MN 55331", font="Helvetica-Bold", size=11)
    d.space(10)
    d.para("June 2, 2025")
    d.para("To the Minnehaha Creek Watershed District:")
    d.para("The City of Excelsior plans the Lake Street trail, a stand-alone trail project from Water Street to "
           "the Excelsior Commons, about 4,900 feet long, in a project area of 2.3 acres.",
           [F("applicant_public_entity", True), F("project_type", "linear"), F("site_area_ac", 2.3), X("N.6.D")])
    d.para("The bituminous trail is 8 feet wide. A pervious turf buffer of 6 feet is kept on each side; "
           "crossings of streets and driveways cover 14 percent of the buffer area. The trail adds 0.90 acres "
           "of impervious surface.",
           [F("sidewalk_trail", {"width_ft": 8, "buffer_ft": 6, "crossing_pct": 14, "area_ac": 0.9, "standalone": True}),
            F("net_impervious_increase_ac", 0.9), X("N.6.E")])
    d.para("The adjoining Commons parking lot (0.6 acres) is not part of this project. No wetlands are within "
           "the project area and no work occurs below the OHW of Lake Minnetonka.")
    d.para("We believe the trail meets the exclusion for trails of Rule N and request confirmation that no "
           "stormwater management permit is needed.")
    d.para("Respectfully,  Kristi Luger, City Manager", font="Helvetica-Oblique")


PACKAGES = (
    ("e24-07-stlouispark-cedar-lake-rd", "scanned", st_louis_park_street, "N.2.E no net increase, city"),
    ("e24-08-plymouth-csah6", "text", plymouth_county_road, "N.2.E.1 via N.2.E.4 trail exclusion, county"),
    ("e24-09-victoria-trail", "scanned", victoria_trail, "N.2.E.2 trail too wide, 1-yr rate up"),
    ("e24-10-medina-hamel-creek-2nd", "text", medina_phase_two, "N.2.G common scheme -> N.2.C.3, freeboard 1.6, no drainage map"),
    ("e24-11-chanhassen-coffee", "scanned", chanhassen_coffee, "N.2.D.1 small commercial, openings met"),
    ("e24-12-excelsior-trail", "text", excelsior_trail, "N.2.E.4 standalone trail, no permit"),
)
