"""Packages 1-6 of external33: homes, subdivisions, apartments, a drive-thru.

Each function is one author: its own layout, headings, label words and units. Numbers
that carry a Rule N fact are tagged where drawn; everything else on the page (PIDs,
floor areas, lot areas, 2- and 5-year rates, off-site areas) is an untagged distractor.
"""

from __future__ import annotations

from corpus.external33.kit import FULL, REDUCED, F, Package, S, X


def rates(e1: float, p1: float, e10: float, p10: float, e100: float, p100: float) -> dict:
    return {"1": {"existing": e1, "proposed": p1}, "10": {"existing": e10, "proposed": p10},
            "100": {"existing": e100, "proposed": p100}}


def pond(name: str, width: float, slope: float, freeboard: float) -> dict:
    return {"name": name, "safety_bench_width_ft": width, "safety_bench_slope_h_per_v": slope,
            "freeboard_ft": freeboard}


# ------------------------------------------------------------------------------------------------
def p01_orono_home(pkg: Package) -> None:
    """A homeowner's engineer: one letter, the District's form, a single-family rebuild."""
    d = pkg.doc("Casco_Point_Rebuild_MCWD.pdf", header="Lakeshore Civil, LLC  |  Orono, Minnesota",
                footer="Lakeshore Civil, LLC - page {page}")
    d.text("MINNEHAHA CREEK WATERSHED DISTRICT - PERMIT APPLICATION", font="Helvetica-Bold", size=13)
    d.text("Applicant information", font="Helvetica-Bold")
    d.table([["Field", "Entry"],
             ["Property owner / applicant", "Daniel and Teresa Forsberg"],
             ["Site address", "4470 Casco Point Road, Orono, MN 55391"],
             ["PID", "21-117-23-44-0012"],
             ["Lot size", "37,462 sq. ft. (0.86 acres)"],
             ["Proposed use", "Single-family home (tear-down and rebuild)"],
             ["Applicant type", "Private property owner (not a public entity)"]],
            [170, 300], tags={4: [F("site_area_ac", 0.86)], 5: [F("project_type", "single_family_home")],
                              6: [F("applicant_public_entity", False)]})
    d.text("Rules applied for: [X] Erosion Control   [X] Stormwater Management (Rule N) - determination requested   "
           "[ ] Wetland Protection   [ ] Floodplain Alteration", size=9)
    d.text("Signature of applicant: ______________________  Date: March 3, 2025", size=9)
    d.new_page()
    d.text("March 3, 2025", size=10)
    d.text("Minnehaha Creek Watershed District, Permitting Department, 15320 Minnetonka Boulevard, "
           "Minnetonka, MN 55345")
    d.text("RE: Forsberg Residence, 4470 Casco Point Road, Orono - stormwater narrative", font="Helvetica-Bold")
    d.text("On behalf of the owners we submit this narrative for the reconstruction of a single-family home. "
           "The existing 1962 rambler and detached garage will be removed and replaced with a two-story home "
           "with an attached three-stall garage (finished floor area approximately 4,350 square feet).",
           tags=[F("project_type", "single_family_home")])
    d.text("Impervious surfaces. The lot presently has 7,405 sq. ft. of house, garage, driveway and patio "
           "(0.17 ac). After construction the impervious total will be 9,148 sq. ft. (0.21 ac), an increase "
           "of 1,743 sq. ft. The 210-foot driveway is replaced in its current alignment.",
           tags=[F("existing_impervious_ac", 0.17), F("proposed_impervious_ac", 0.21)])
    d.text("Grading. Land disturbance is limited to the building pad, driveway and yard areas, about 17,860 "
           "square feet (0.41 acres). Silt fence and a rock construction entrance will be installed before "
           "demolition and kept until turf is established.",
           tags=[F("disturbed_area_ac", 0.41)])
    d.text("Drainage. Roof drains discharge to a vegetated swale along the east lot line, which carries runoff "
           "toward Lake Minnetonka as it does today. No infiltration practice is proposed because groundwater "
           "is high this close to the lake.",
           tags=[F("infiltration_proposed", False)])
    d.text("We understand Rule N does not require a stormwater permit for the construction or reconstruction "
           "of a single-family home, and ask the District to confirm this in its review of the erosion "
           "control application.")
    d.space(10)
    d.text("Sincerely,")
    d.text("Marit Halvorsen, P.E.  |  Lakeshore Civil, LLC  |  (952) 555-0147")
    d.close()


# ------------------------------------------------------------------------------------------------
def p02_medina_subdivision(pkg: Package) -> None:
    """A mid-size firm's full report with numbered sections; plans in two sizes; no drainage map."""
    firm = "HEDBERG & LUND ENGINEERING"
    proj = "WILDFLOWER RIDGE - MEDINA, MINNESOTA. Preliminary / final plat, 14 single-family lots"
    cert = ("I hereby certify that this plan, specification, or report was prepared by me or under my direct "
            "supervision and that I am a duly Licensed Professional Engineer under the laws of the State of "
            "Minnesota. Erik J. Lund, P.E. License No. 48213. Date 04/11/2025")
    r = pkg.doc("01_Stormwater_Management_Report.pdf", header="Wildflower Ridge | Stormwater Management Report",
                footer="Hedberg & Lund Engineering  -  {page}")
    r.space(120)
    r.text("STORMWATER MANAGEMENT REPORT", font="Helvetica-Bold", size=20, align="center")
    r.text("Wildflower Ridge", font="Helvetica-Bold", size=15, align="center")
    r.text("City of Medina, Hennepin County, Minnesota", align="center")
    r.space(30)
    r.text("Prepared for: Ridgeline Homes, Inc., 1201 Hamel Road, Medina MN 55340", align="center")
    r.text("Prepared by: Hedberg & Lund Engineering, Maple Plain, Minnesota", align="center")
    r.text("April 11, 2025  -  Project No. 24-0388", align="center")
    r.space(40)
    r.text(cert, size=8.5)
    r.new_page()
    r.heading("1.0  INTRODUCTION", rule=True)
    r.text("Ridgeline Homes, Inc. proposes Wildflower Ridge, a residential subdivision of fourteen (14) "
           "single-family lots with a public street, on a 9.62-acre site along Hamel Road. The property "
           "(PID 02-118-23-31-0004) is a former farmstead; the house, outbuildings and gravel yard will be "
           "removed.", tags=[F("project_type", "single_family_subdivision"), F("dwelling_units", 14),
                             F("site_area_ac", 9.62)])
    r.text("The development density is 1.46 units per acre, below the two units per acre that defines a "
           "low-density subdivision under MCWD Rule N, paragraph 2(B). The applicant is a private developer.",
           tags=[F("density_du_per_ac", 1.46), F("applicant_public_entity", False)])
    r.heading("2.0  SITE DATA")
    r.table([["Item", "Existing", "Proposed"],
             ["Total site area", "9.62 ac", "9.62 ac"],
             ["Impervious surface", "0.08 ac", "2.31 ac"],
             ["Net new impervious", "-", "2.23 ac"],
             ["Land disturbance (grading limits)", "-", "7.85 ac"],
             ["Average lot area", "-", "0.52 ac (range 0.41 - 0.74 ac)"],
             ["Right-of-way dedicated", "-", "1.34 ac"]],
            [200, 110, 160], tags={1: [F("site_area_ac", 9.62)],
                                   2: [F("existing_impervious_ac", 0.08), F("proposed_impervious_ac", 2.31)],
                                   3: [F("net_impervious_increase_ac", 2.23)], 4: [F("disturbed_area_ac", 7.85)]})
    r.text("Because the site is 8 acres or more but less than 20 acres, the Best Management Practices "
           "(Section 3) and Water Quantity Control (Section 4) provisions of Rule N apply.")
    r.heading("3.0  EXISTING CONDITIONS")
    r.text("The site drains south and east to an existing depression and then through a 24-inch culvert under "
           "Hamel Road to the roadside ditch, which flows to Painter Creek, a tributary of Lake Minnetonka. An "
           "off-site area of approximately 12.7 acres west of the property drains through the site in existing "
           "conditions.")
    r.text("Soils are mapped as Lester-Kilkenny clay loams (Hydrologic Soil Group C and D). A wetland "
           "delineation was completed by Prairie Wetland Services in September 2024: one Type 2 wetland "
           "(Wetland A, 0.31 acres) lies in the southeast corner and is shown on the plans with its buffer. No "
           "wetlands were identified on the north half of the property.")
    r.heading("4.0  STORMWATER MANAGEMENT APPROACH")
    r.text("Runoff from the new street and the front yards is collected by storm sewer and routed to a "
           "constructed wet pond (Pond 1) in Outlot A. The pond is placed in the existing natural low area at "
           "the southeast corner, and the pond and its outlet were sized by reservoir routing of the "
           "critical-duration 24-hour events in HydroCAD.", tags=[S("N.4.2")])
    r.text("The 12.7 acres of off-site drainage from the west is carried through the site in a bypass swale "
           "and its runoff is included in the existing and proposed HydroCAD models, so the pond and outlet "
           "accommodate the tributary flow.", tags=[S("N.4.4")])
    r.text("Infiltration is not proposed due to the clay soils; stormwater volume is managed by the wet pond "
           "and by preserving the wooded south slope.", tags=[F("infiltration_proposed", False)])
    r.text("Best management practices were selected in accordance with the MPCA manual Protecting Water "
           "Quality in Urban Areas: site design that limits street width to 28 feet, preservation of 1.9 acres "
           "of woods, a wet pond, a skimmer on the outlet, and the erosion and sediment control measures of "
           "the SWPPP.", tags=[S("N.3.0")])
    r.text("Permanent BMPs for this project:", font="Helvetica-Bold", tags=[S("N.3.2")])
    r.bullets(["Pond 1 - wet sedimentation pond, NWL 975.5, with outlet control structure OCS-1 and skimmer",
               "Riprap energy dissipater at the pond outlet and at FES-3 inlet",
               "Native seed buffer (25 ft average) around Wetland A",
               "Preserved woodland on Lots 9-12 (conservation easement)"])
    r.text("The outlet of Pond 1 discharges to the existing ditch through a 15-inch RCP with a flared end "
           "section and Class III riprap apron on geotextile to prevent erosion and scour.", tags=[S("N.4.8")])
    r.heading("5.0  RATE CONTROL")
    r.text("Peak discharge rates leaving the site at the southeast corner (Hamel Road culvert) are summarized "
           "below for Atlas 14 24-hour storms. The 2-year event is shown for the City's information.")
    r.table([["Event", "Rainfall (in)", "Existing (cfs)", "Proposed (cfs)"],
             ["1-year", "2.48", "3.12", "2.41"],
             ["2-year", "2.85", "4.05", "3.10"],
             ["10-year", "4.26", "8.64", "6.90"],
             ["100-year", "7.41", "19.8", "17.2"]],
            [90, 100, 110, 110], tags={0: [F("peak_rates_cfs", rates(3.12, 2.41, 8.64, 6.90, 19.8, 17.2)),
                                           X("N.6.A.9")]})
    r.text("Runoff volumes for the same events are tabulated in Appendix A. Proposed rates are below existing "
           "for every event, and the culvert headwater at Hamel Road is lowered for the 10- and 100-year "
           "events, so water levels off the site are not raised during or after construction.",
           tags=[S("N.4.3")])
    r.text("The site discharges to Painter Creek and is not landlocked.", tags=[F("landlocked", False)])
    r.heading("6.0  POND DESIGN")
    r.table([["Pond", "NWL", "100-yr HWL", "EOF", "Bench", "Freeboard"],
             ["Pond 1", "975.5", "978.6", "979.4", "10 ft @ 10:1", "2.5 ft (to 981.1 lowest lot grade)"]],
            [60, 50, 70, 50, 90, 150], tags={1: [F("ponds", [pond("Pond 1", 10, 10, 2.5)]),
                                                 F("hwl_100yr_elev_ft", 978.6)]})
    r.text("The lowest building opening on the lots adjacent to the pond is 981.0 (Lots 6 and 7, lookout), "
           "2.4 feet above the 100-year HWL.", tags=[F("lowest_opening_elev_ft", 981.0)])
    r.text("Pond 1, its outlet and the bypass swale are above the projected 100-year flood elevation of the "
           "Hamel Road ditch and lie within drainage and utility easements dedicated on the plat.",
           tags=[S("N.4.6")])
    r.heading("7.0  REGULATORY")
    r.text("The City of Medina reviewed the preliminary plat; its engineer's letter of March 20, 2025 (Appendix "
           "C) states the stormwater design conforms with the City's Local Surface Water Management Plan.",
           tags=[S("N.4.7")])
    r.text("An NPDES/SDS construction stormwater permit has been issued by the MPCA; the coverage card is in "
           "Appendix D.")
    r.close()

    a = pkg.doc("02_Appendices.pdf", header="Wildflower Ridge - Appendices", footer="Appendix page {page}")
    a.heading("APPENDIX A - HYDROCAD MODEL OUTPUT", size=14)
    a.text("HydroCAD 10.20 - Wildflower Ridge existing and proposed models. Type II 24-hr Atlas 14 "
           "rainfall, Medina. Subcatchment, pond routing and reach reports follow.", tags=[X("N.6.A.10")])
    a.table([["Node", "Area (ac)", "CN", "Tc (min)", "10-yr Q (cfs)", "100-yr Q (cfs)"],
             ["EX-1 on-site", "9.62", "74", "24.0", "8.64", "19.8"],
             ["OS-1 off-site west", "12.70", "72", "31.5", "9.88", "24.1"],
             ["PR-1 to Pond 1", "6.05", "81", "12.0", "9.21", "19.9"],
             ["PR-2 bypass", "3.57", "74", "18.0", "3.02", "6.96"]], [130, 60, 40, 60, 90, 90])
    a.text("Pond 1 stage-storage-discharge: NWL 975.5, storage at 978.6 = 2.71 ac-ft; OCS-1 orifice 6-inch at "
           "975.5, weir 4 ft at 977.4.")
    a.text("Runoff volumes (ac-ft), existing / proposed: 1-yr 0.61 / 0.98; 10-yr 1.64 / 2.12; 100-yr 3.71 / 4.30.")
    a.new_page()
    a.heading("APPENDIX C - CITY OF MEDINA REVIEW LETTER", size=14)
    a.text("CITY OF MEDINA - Public Works / Engineering, 2052 County Road 24, Medina, MN 55340")
    a.text("March 20, 2025.  RE: Wildflower Ridge preliminary plat - stormwater review.")
    a.text("City staff and the City Engineer have reviewed the grading, drainage and storm sewer plans and the "
           "stormwater report. The proposed stormwater management is in conformance with the City of Medina "
           "Local Surface Water Management Plan (2018). - Dan Ritter, P.E., City Engineer",
           tags=[X("N.6.A.11")])
    a.new_page()
    a.heading("APPENDIX D - MPCA CONSTRUCTION STORMWATER PERMIT", size=14)
    a.text("Minnesota Pollution Control Agency - NPDES/SDS General Permit MNR100001 - Construction Stormwater. "
           "Coverage issued to Ridgeline Homes, Inc. for Wildflower Ridge, Medina. Permit coverage number "
           "C00071842. Effective 04/02/2025. Acres disturbed: 7.85.", tags=[X("N.6.A.13")])
    a.close()

    for name, size in (("03_Plans_full_size_22x34.pdf", FULL), ("04_Plans_reduced_11x17.pdf", REDUCED)):
        ps = pkg.plans(name, size, firm, proj, cert)
        full = size == FULL
        ps.sheet("C0.1", "COVER SHEET AND SHEET INDEX",
                 [("Sheet index: C0.1 Cover, C1.1 Existing Conditions, C3.1 Grading and Drainage, C4.1 Storm "
                   "Sewer and Pond Details.", ()),
                  ("Full-size set 22x34; a half-size set 11x17 is submitted with the application."
                   if full else "Half-size set 11x17 (scale shown is half of the noted scale).",
                   [X("plan_set.full_size" if full else "plan_set.reduced")])],
                 labels=["WILDFLOWER RIDGE", "HAMEL ROAD", "LOCATION MAP"], cert_tags=[X("plan_set.pe_certified")],
                 seed=2)
        ps.sheet("C1.1", "EXISTING CONDITIONS / BOUNDARY",
                 [("Boundary and topography by Lund Land Surveying, 09/2024. Property lines and the lands owned "
                   "by the applicant (Ridgeline Homes, Inc., 9.62 acres) are shown heavy.", [X("N.6.A.1")]),
                  ("Wetland A delineated by Prairie Wetland Services 09/2024, Type 2, 0.31 ac; wetland boundary "
                   "and 25-ft buffer shown.", [X("N.6.A.4")]),
                  ("Existing 24-inch CMP culvert under Hamel Road, inv. 972.9.", ()),
                  ("Elevations are NGVD 1929 datum. Contour interval 2 feet.",
                   [F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2.0)])],
                 labels=["PROPERTY LINE", "WETLAND A", "EX 24\" CMP", "978", "980", "982"], seed=3)
        ps.sheet("C3.1", "GRADING, DRAINAGE AND EROSION CONTROL PLAN",
                 [("Existing contours dashed, proposed contours solid, 2-foot interval, NGVD 29.",
                   [X("N.6.A.7")]),
                  ("Pond 1: NWL 975.5 proposed (existing depression water level 974.8); 100-year HWL 978.6.",
                   [X("N.6.A.6")]),
                  ("Drainage and utility easement over Outlot A and the pond, per plat; 10-ft D&U easements "
                   "along lot lines.", [X("N.6.A.12")]),
                  ("Lowest opening elevations shown for each lot; minimum 981.0 at Lots 6-7.", ())],
                 labels=["POND 1", "OUTLOT A", "EOF 979.4", "LOT 6", "LOT 7", "D&U EASEMENT"], seed=4)
        ps.sheet("C4.1", "STORM SEWER PLAN AND POND DETAILS",
                 [("Existing and proposed storm sewer: location, alignment, pipe sizes and inverts shown; "
                   "CB-1 rim 986.2 inv 982.1 to FES-3 inv 975.5.", [X("N.6.A.3")]),
                  ("Outlet control structure OCS-1 detail with skimmer baffle; pond cross-section with 10-ft "
                   "safety bench at 10:1 and riprap apron detail; specifications per City standard plates.",
                   [X("N.6.A.8")])],
                 labels=["OCS-1", "FES-3", "POND SECTION", "RIPRAP APRON"], seed=5)
        ps.close()


# ------------------------------------------------------------------------------------------------
def p03_victoria_villas(pkg: Package) -> None:
    """Two-column narrative, NAVD 88 plans, a 100-year rate increase, no wetland delineation."""
    firm = "CARVER CIVIL GROUP"
    proj = "CREEKSIDE VILLAS, VICTORIA MN - 22 single-family villa lots"
    cert = ("I HEREBY CERTIFY THAT THIS PLAN WAS PREPARED BY ME OR UNDER MY DIRECT SUPERVISION AND THAT I AM A "
            "DULY LICENSED PROFESSIONAL ENGINEER UNDER THE LAWS OF THE STATE OF MINNESOTA. "
            "Rachel M. Okafor, PE  Reg. No. 55102  Date: 05/02/2025")
    d = pkg.doc("Creekside_Villas_SWMP.pdf", header="CREEKSIDE VILLAS  -  STORMWATER MANAGEMENT PLAN",
                footer="Carver Civil Group  |  {page}", size_pt=9.5)
    d.text("Creekside Villas", font="Helvetica-Bold", size=18)
    d.text("Stormwater Management Plan  |  City of Victoria, Carver County  |  May 2, 2025", size=10)
    d.table([["Applicant", "Owner type", "Site", "Units", "Disturbed"],
             ["Westwood Lane Builders LLC", "Private", "6.40 ac", "22 lots", "5.9 ac"]],
            [150, 70, 70, 70, 80], tags={1: [F("applicant_public_entity", False), F("site_area_ac", 6.40),
                                             F("dwelling_units", 22), F("disturbed_area_ac", 5.9)]})
    d.columns([
        ("h", "Project description", ()),
        ("p", "Westwood Lane Builders proposes a single-family residential subdivision of 22 detached villa "
              "homes on individual lots, on 6.40 acres at the northwest corner of Bavaria Road and 82nd Street, a density of 3.44 units per "
              "acre. Association-maintained private drives serve the homes.",
         [F("project_type", "single_family_subdivision"), F("density_du_per_ac", 3.44)]),
        ("p", "The parcel (PID 65.0220300) is currently in row crops with no existing impervious surface "
              "(0.00 acres). Proposed roofs, drives and walks total 2.74 acres.",
         [F("existing_impervious_ac", 0.0), F("proposed_impervious_ac", 2.74)]),
        ("h", "Applicable requirements", ()),
        ("p", "At more than two units per acre on a site between five and eight acres, MCWD Rule N paragraph "
              "2(C)(2) applies: Sections 3 and 4.", ()),
        ("h", "Best management practices", ()),
        ("p", "BMPs follow the MPCA Protecting Water Quality in Urban Areas manual: a compact lot layout that "
              "limits street pavement, a wet pond with an iron-enhanced sand filter bench, and the erosion "
              "control practices of the SWPPP.", [S("N.3.0")]),
        ("p", "Permanent BMP list: (1) wet pond P-1 with outlet structure; (2) iron-enhanced sand filter bench; "
              "(3) riprap outlet apron; (4) native buffer plantings along Zumbra Creek ditch.", [S("N.3.2")]),
        ("h", "Drainage areas", ()),
        ("p", "Drainage areas are shown on Figures 2 and 3. An off-site area of 3.1 acres east of Bavaria Road "
              "drains through the site and is routed through the proposed storm sewer and pond in the "
              "proposed model.", [S("N.4.4")]),
        ("p", "Infiltration is not proposed because the site soils are Hydrologic Soil Group D clays.",
         [F("infiltration_proposed", False)]),
        ("h", "Rate control", ()),
        ("p", "HydroCAD was used with Atlas 14 24-hour rainfall. Pond P-1 was designed with reservoir routing; "
              "it occupies the existing swale bottom, the site's natural low area.", [S("N.4.2")]),
        ("p", "Energy dissipation at the pond outfall is a Class II riprap apron 12 feet long to minimize "
              "erosion and scour in the ditch.", [S("N.4.8")]),
    ])
    d.heading("Peak discharge summary (cfs) at the west property line", size=11)
    d.table([["Storm", "Existing", "Proposed", "Change"],
             ["1-yr (2.5 in)", "2.10", "1.95", "-0.15"],
             ["5-yr (3.6 in)", "4.70", "4.32", "-0.38"],
             ["10-yr (4.3 in)", "6.80", "6.45", "-0.35"],
             ["100-yr (7.4 in)", "14.2", "15.1", "+0.9"]],
            [120, 90, 90, 90], tags={0: [F("peak_rates_cfs", rates(2.10, 1.95, 6.80, 6.45, 14.2, 15.1)),
                                         X("N.6.A.9")]})
    d.text("The 100-year proposed rate is slightly higher than existing; the developer's engineer proposes to "
           "address this with a revised outlet weir during final design.")
    d.heading("Pond data", size=11)
    d.table([["Pond", "NWL", "100-yr HWL", "Safety bench", "Freeboard"],
             ["P-1", "959.0", "962.3", "10 ft wide at 10:1", "2.0 ft (HWL to top of berm 964.3)"]],
            [50, 50, 70, 110, 190], tags={1: [F("ponds", [pond("P-1", 10, 10, 2.0)]),
                                              F("hwl_100yr_elev_ft", 962.3)]})
    d.text("Lowest opening elevation of the homes along the pond: 965.0 (Lots 14-16).",
           tags=[F("lowest_opening_elev_ft", 965.0)])
    d.text("Receiving water: the site outlets to the Zumbra Creek ditch, which flows to Lake Zumbra. The "
           "receiving area is not landlocked.", tags=[F("landlocked", False)])
    d.text("City review: the City of Victoria engineering department reviewed the concept and preliminary "
           "plans (letter attached, last page).")
    d.new_page()
    d.text("Figure 2 - Existing drainage areas", font="Helvetica-Bold", size=12)
    d.text("Existing subwatersheds EX-1 (6.40 ac on-site) and OS-1 (3.1 ac off-site east of Bavaria Road) with "
           "flow arrows to the west property line.", tags=[X("N.6.A.2")])
    d.c.rect(100, 300, 400, 300)
    d.c.drawString(180, 450, "EX-1  6.40 ac")
    d.c.drawString(380, 520, "OS-1  3.1 ac")
    d.new_page()
    d.text("Figure 3 - Proposed drainage areas", font="Helvetica-Bold", size=12)
    d.text("Proposed subwatersheds PR-1 to Pond P-1 (5.12 ac), PR-2 uncontrolled rear yards (1.28 ac), OS-1 "
           "routed through P-1.")
    d.c.rect(100, 300, 400, 300)
    d.c.drawString(180, 450, "PR-1  5.12 ac")
    d.new_page()
    d.text("Appendix - HydroCAD summary", font="Helvetica-Bold", size=12)
    d.text("Routing diagram, subcatchment summaries (CN, Tc, area) and Pond P-1 stage-storage-discharge "
           "tables for the 1-, 5-, 10- and 100-year events, existing and proposed; runoff volumes 100-yr "
           "existing 2.41 ac-ft, proposed 3.02 ac-ft.", tags=[X("N.6.A.10")])
    d.new_page()
    d.text("CITY OF VICTORIA", font="Helvetica-Bold", size=13)
    d.text("7951 Rose Street, Victoria, MN 55386  -  April 24, 2025")
    d.text("Re: Creekside Villas - engineering review of preliminary plans. The City has reviewed the "
           "preliminary grading, drainage and utility plans and the stormwater calculations dated April 2025. "
           "Comments are enclosed; the City requests the 100-year rate be reduced to existing before final "
           "plat. - Joel Brandt, P.E., City Engineer", tags=[X("N.6.A.11")])
    d.new_page()
    d.text("MPCA NPDES/SDS CONSTRUCTION STORMWATER PERMIT - COVERAGE CONFIRMATION", font="Helvetica-Bold", size=11)
    d.text("Permittee: Westwood Lane Builders LLC. Project: Creekside Villas, Victoria. Permit ID C00072310, "
           "coverage effective 04/29/2025 under general permit MNR100001.", tags=[X("N.6.A.13")])
    d.close()

    for name, size in (("Plans_22x34.pdf", FULL), ("Plans_11x17.pdf", REDUCED)):
        ps = pkg.plans(name, size, firm, proj, cert)
        full = size == FULL
        ps.sheet("1", "TITLE SHEET", [("Plan set " + ("full size 22\" x 34\"" if full else "reduced to 11\" x 17\""),
                                       [X("plan_set.full_size" if full else "plan_set.reduced")]),
                                      ("Vertical datum: NAVD 88. Contours shown at 2 ft intervals.",
                                       [F("vertical_datum", "NAVD88"), F("contour_interval_ft", 2.0)])],
                 labels=["CREEKSIDE VILLAS", "BAVARIA ROAD", "82ND STREET"], cert_tags=[X("plan_set.pe_certified")],
                 seed=11)
        ps.sheet("3", "SITE PLAN / PRELIMINARY PLAT",
                 [("Boundary lines of the applicant's parcel and lot lines shown per preliminary plat.",
                   [X("N.6.A.1")]),
                  ("Drainage and utility easements over Outlot B (pond) and 5-ft side-lot easements.",
                   [X("N.6.A.12")])], labels=["OUTLOT B", "LOT 14", "LOT 16"], seed=12)
        ps.sheet("4", "GRADING AND DRAINAGE PLAN",
                 [("P-1 NWL 959.0 / HWL 962.3; existing low area water elevation 958.2, existing 100-year 960.9.",
                   [X("N.6.A.6")]),
                  ("Lowest openings: 965.0 at Lots 14-16.", ())], labels=["P-1", "EOF 963.3", "960", "962", "964"],
                 seed=13)
        ps.sheet("5", "DRAINAGE AREA MAP",
                 [("Existing subwatersheds EX-1 and off-site OS-1 (3.1 ac); proposed PR-1, PR-2 and OS-1 routed to "
                   "P-1. Flow arrows and outlet points shown.", [X("N.6.A.2")])],
                 labels=["EX-1", "OS-1", "PR-1", "PR-2"], seed=15)
        ps.sheet("6", "STORM SEWER AND POND DETAILS",
                 [("Storm sewer plan with pipe sizes, alignment and inverts; existing 18\" culvert under 82nd "
                   "Street, inv. 956.7.", [X("N.6.A.3")]),
                  ("Outlet structure detail, pond section with safety bench, sand filter bench, riprap apron, "
                   "and construction specifications.", [X("N.6.A.8")])], labels=["OCS", "FES"], seed=14)
        ps.close()


# ------------------------------------------------------------------------------------------------
def p04_shorewood_lots(pkg: Package) -> None:
    """A surveyor-engineer's short memo on letter paper, numbers in words; scanned by the District."""
    d = pkg.doc("Birch_Bluff_Addition_submittal.pdf", footer="Page {page} of 3")
    d.text("OAKRIDGE SURVEYING & ENGINEERING", font="Helvetica-Bold", size=14)
    d.text("5621 County Road 19, Shorewood, Minnesota 55331  -  952-555-0199")
    d.space(6)
    d.text("MEMORANDUM", font="Helvetica-Bold", size=12)
    d.table([["To:", "MCWD Permitting"], ["From:", "Paul Wendt, P.E."], ["Date:", "June 9, 2025"],
             ["Re:", "Birch Bluff Addition - Rule N stormwater memo"]], [60, 380], header_rows=0, grid=False)
    d.text("Birch Bluff Addition is a five lot single family residential plat on four and three-tenths acres "
           "(4.30 ac) at 24650 Birch Bluff Road. The owner, Birch Bluff Partners LLC, is a private party. One "
           "existing house will remain on Lot 1; four new homes will be built.",
           tags=[F("project_type", "single_family_subdivision"), F("site_area_ac", 4.30), F("dwelling_units", 5),
                 F("applicant_public_entity", False)])
    d.text("Density works out to one and sixteen-hundredths units per acre (1.16 units/acre), so the "
           "subdivision falls under paragraph 2(B) of Rule N; with a site of at least two but less than eight "
           "acres, only the Section 3 best management practices apply.", tags=[F("density_du_per_ac", 1.16)])
    d.text("Existing impervious coverage (house, garage, long gravel drive) is thirty-one hundredths of an acre "
           "(0.31 ac). After the four new homes and a shared drive the total is ninety-two hundredths of an "
           "acre (0.92 ac).", tags=[F("existing_impervious_ac", 0.31), F("proposed_impervious_ac", 0.92)])
    d.text("Grading will disturb about three and one-tenth acres (3.1 ac). Lot areas range from 0.62 to 1.05 "
           "acres; the parent parcel description and PID 33-117-23-12-0008 are on the plat.",
           tags=[F("disturbed_area_ac", 3.1)])
    d.new_page()
    d.text("Best Management Practices", font="Helvetica-Bold", size=11)
    d.text("The BMPs follow the MPCA manual Protecting Water Quality in Urban Areas: minimizing driveway "
           "length with a shared drive, preserving the oak stand on Lots 3-4, directing roof runoff to rain "
           "gardens, and silt fence, inlet protection and rock entrance during construction.", tags=[S("N.3.0")])
    d.text("Infiltration is proposed: each new lot has a rain garden sized to infiltrate one inch of runoff "
           "from its roof and driveway.",
           tags=[F("infiltration_proposed", True)])
    d.text("Permanent BMPs:", font="Helvetica-Bold", tags=[S("N.3.2")])
    d.bullets(["Rain gardens RG-2, RG-3, RG-4 and RG-5 (one per new lot), 250 to 320 sq ft each",
               "Shared driveway (12 ft) serving Lots 2-3",
               "Oak preservation area, Lots 3 and 4 (recorded covenant)"])
    d.text("Building openings. The lowest opening of the new homes is nine hundred fifty-one and one-half "
           "(951.5). The 100-year high water level of the rain garden system and the Birch Bluff Road low "
           "point is 949.2, so openings are 2.3 feet above the 100-year HWL.",
           tags=[F("lowest_opening_elev_ft", 951.5), F("hwl_100yr_elev_ft", 949.2)])
    d.text("The site drains north to Lake Minnetonka (Carson's Bay); it is not landlocked.",
           tags=[F("landlocked", False)])
    d.new_page()
    d.text("Site sketch (not to scale)", font="Helvetica-Bold", size=11)
    d.c.rect(110, 330, 380, 330)
    for k, lab in enumerate(["LOT 1 (existing home)", "LOT 2", "LOT 3", "LOT 4", "LOT 5"]):
        d.c.drawString(130 + (k % 3) * 120, 600 - (k // 3) * 150, lab)
    d.c.drawString(130, 340, "BIRCH BLUFF ROAD")
    d.y = 300
    d.text("Prepared by Oakridge Surveying & Engineering. Drainage arrows show general flow to the north.")
    d.close()


# ------------------------------------------------------------------------------------------------
def p05_slp_apartments(pkg: Package) -> None:
    """A large firm's report with a summary table up front; a garage entry too low."""
    firm = "NORTHSTAR DESIGN COLLABORATIVE"
    proj = "THE LOUISIANA FLATS - 5000 BLOCK OF WEST 36TH ST, ST. LOUIS PARK, MN"
    cert = ("I hereby certify that this plan was prepared by me or under my direct supervision and that I am a "
            "duly Licensed Professional Engineer under the laws of the State of Minnesota. "
            "Signature: /s/ Thomas Vang   Typed name: Thomas Vang   Date: 02/14/2025   License #: 44716")
    r = pkg.doc("Louisiana_Flats_Stormwater_Report.pdf", header="The Louisiana Flats - Stormwater Report",
                footer="NDC | {page}")
    r.text("The Louisiana Flats", font="Helvetica-Bold", size=18)
    r.text("Stormwater Management Report - MCWD Rule N submittal - February 14, 2025")
    r.text("Executive summary", font="Helvetica-Bold", size=11)
    r.table([["Parameter", "Value", "Notes"],
             ["Land use", "Multifamily residential", "5-story, 148 dwelling units over structured parking"],
             ["Site area", "3.92 acres", "Lots 1-3, Block 1, Park Commons"],
             ["Density", "37.8 units/acre", ""],
             ["Impervious - existing", "3.05 acres", "office building and surface parking (1979)"],
             ["Impervious - proposed", "3.27 acres", ""],
             ["Disturbance", "3.92 acres", "entire site"],
             ["Applicant", "LF Residential Partners LP", "private"]],
            [130, 140, 210], tags={1: [F("project_type", "multi_unit_residential")], 2: [F("site_area_ac", 3.92)],
                                   3: [F("density_du_per_ac", 37.8)], 4: [F("existing_impervious_ac", 3.05)],
                                   5: [F("proposed_impervious_ac", 3.27)], 6: [F("disturbed_area_ac", 3.92)],
                                   7: [F("applicant_public_entity", False)]})
    r.text("The project will construct 148 units (building gross floor area 212,400 sf). Because multifamily "
           "density exceeds 8 units/acre on a site between 0.5 and 8 acres, Rule N Sections 3 and 4 apply. The "
           "impervious area increases by 0.22 acres, about 7% of the existing coverage, so requirements apply "
           "to the additional impervious surface.",
           tags=[F("dwelling_units", 148), F("net_impervious_increase_ac", 0.22)])
    r.heading("1. Existing drainage")
    r.text("The site drains to the City storm sewer in West 36th Street and from there to Minnehaha Creek. Two "
           "off-site areas totaling 0.84 acres (the alley and the rear yards to the north) drain onto the site; "
           "that runoff is captured by the proposed catch basins and included in the modeled tributary area of "
           "the underground system.", tags=[S("N.4.4")])
    r.heading("2. Proposed stormwater management")
    r.text("Stormwater is managed by an underground detention and filtration system (UG-1, 410 LF of 72-inch "
           "CMP) beneath the courtyard, a green roof on the amenity deck, and pervious pavers at the dog run. "
           "These practices are consistent with the MPCA urban water quality manual (Protecting Water Quality in "
           "Urban Areas) and reduce pollutant generation from the site.", tags=[S("N.3.0")])
    r.text("Infiltration is not proposed: the site has contaminated fill per the Phase II ESA and the MPCA "
           "VIC program does not allow infiltration here.", tags=[F("infiltration_proposed", False)])
    r.text("Permanent BMPs", font="Helvetica-Bold", tags=[S("N.3.2")])
    r.table([["BMP", "Type", "Location"],
             ["UG-1 underground detention/filtration", "Structural", "Courtyard"],
             ["Green roof (6,200 sf)", "Structural", "Level 2 amenity deck"],
             ["Pervious pavers (1,150 sf)", "Structural", "Dog run"],
             ["Hydrodynamic separator (CDS 2015)", "Structural", "Upstream of UG-1"],
             ["Monthly parking ramp sweeping", "Non-structural", "Garage"]], [200, 100, 170])
    r.heading("3. Rate control")
    r.text("HydroCAD routing, NOAA Atlas 14 MSE 3 24-hour events, at the connection to the 36th Street trunk:")
    r.table([["Return period", "Existing cfs", "Proposed cfs"],
             ["1-year", "6.21", "4.80"], ["2-year", "7.55", "5.61"], ["10-year", "13.9", "10.6"],
             ["50-year", "22.3", "19.5"], ["100-year", "27.4", "24.9"]],
            [120, 100, 100], tags={0: [F("peak_rates_cfs", rates(6.21, 4.80, 13.9, 10.6, 27.4, 24.9)),
                                       X("N.6.A.9")]})
    r.text("Because proposed peak flows to the trunk are lower for all events, the project does not raise "
           "water levels in the City system or downstream, during or after construction; during construction "
           "the temporary sediment basin discharges at or below the existing rate.", tags=[S("N.4.3")])
    r.text("The design is consistent with the City of St. Louis Park Comprehensive Surface Water Management "
           "Plan (2018 update) rate and volume standards.", tags=[S("N.4.7")])
    r.text("The receiving storm sewer is not landlocked.", tags=[F("landlocked", False)])
    r.heading("4. Freeboard")
    r.text("The 100-year HWL within UG-1 and at the garage entry sag of the private drive is 896.4. The lowest "
           "opening of the building is the parking garage entry at 897.8.",
           tags=[F("hwl_100yr_elev_ft", 896.4), F("lowest_opening_elev_ft", 897.8)])
    r.heading("5. Attachments")
    r.bullets(["A. HydroCAD report", "B. City of St. Louis Park plan review letter", "C. MPCA permit coverage",
               "D. Plan set (full size and 11x17)"])
    r.new_page()
    r.heading("Attachment A - HydroCAD report (summary)")
    r.text("Subcatchment, pond and link reports for existing (E1-E3) and proposed (P1-P5) conditions; UG-1 "
           "stage-storage-discharge; 1, 2, 10, 50 and 100-year events; volumes in acre-feet.", tags=[X("N.6.A.10")])
    r.table([["Subcatchment", "Area (ac)", "CN", "Tc"], ["E1", "2.61", "95", "6.0"], ["E2", "1.31", "92", "6.0"],
             ["OS-1 alley/rear yards", "0.84", "80", "10.0"], ["P1 roof", "1.48", "98", "5.0"]],
            [150, 80, 60, 60])
    r.new_page()
    r.heading("Attachment B - City of St. Louis Park")
    r.text("Engineering Division, 7305 Oxford Street, St. Louis Park MN 55426. January 30, 2025. The City has "
           "completed its review of the stormwater management plan for The Louisiana Flats and finds it in "
           "conformance with the City's Surface Water Management Plan, subject to the attached comments.",
           tags=[X("N.6.A.11")])
    r.new_page()
    r.heading("Attachment C - MPCA Construction Stormwater permit")
    r.text("NPDES/SDS construction stormwater general permit coverage: permit number C00070915, issued "
           "02/03/2025 to LF Residential Partners LP.", tags=[X("N.6.A.13")])
    r.close()

    for name, size in (("Plans/LF_civil_FULL.pdf", FULL), ("Plans/LF_civil_HALF.pdf", REDUCED)):
        ps = pkg.plans(name, size, firm, proj, cert)
        full = size == FULL
        ps.sheet("C000", "TITLE SHEET",
                 [("Sheet size 22x34 (full size)" if full else "Half size set - 11x17",
                   [X("plan_set.full_size" if full else "plan_set.reduced")]),
                  ("Benchmark: MnDOT 2706 F, elevation 899.62 (NGVD 29). All elevations NGVD 29.",
                   [F("vertical_datum", "NGVD29")])],
                 labels=["THE LOUISIANA FLATS", "W 36TH ST", "LOUISIANA AVE"],
                 cert_tags=[X("plan_set.pe_certified")], seed=21)
        ps.sheet("C100", "EXISTING CONDITIONS AND REMOVALS",
                 [("Property boundary per ALTA survey; owner LF Residential Partners LP.", [X("N.6.A.1")]),
                  ("Existing contours at 2-foot intervals.", [F("contour_interval_ft", 2.0)]),
                  ("Existing catch basins and storm sewer to 36th Street trunk with rims and inverts.", ())],
                 labels=["EX OFFICE BLDG", "EX PARKING", "PROPERTY LINE"], seed=22)
        ps.sheet("C300", "GRADING AND DRAINAGE PLAN",
                 [("Proposed 2-ft contours and spot elevations; existing contours screened.", [X("N.6.A.7")]),
                  ("Drainage area map inset: off-site OS-1, existing E1-E2 and proposed P1-P5 subwatersheds.",
                   [X("N.6.A.2")]),
                  ("UG-1 normal (outlet invert) 891.5 and 100-yr 896.4; existing site ponding none.",
                   [X("N.6.A.6")]),
                  ("Garage entry 897.8.", ())], labels=["UG-1", "GARAGE ENTRY 897.8", "P1", "P2"], seed=23)
        ps.sheet("C400", "STORM SEWER AND UNDERGROUND SYSTEM",
                 [("Existing and proposed storm sewer, UG-1 location, alignment and inverts.", [X("N.6.A.3")]),
                  ("UG-1 details, outlet control manhole, CDS unit and specifications.", [X("N.6.A.8")])],
                 labels=["UG-1 72\" CMP", "OCS MH", "CDS"], seed=24)
        ps.close()


# ------------------------------------------------------------------------------------------------
def p06_hopkins_drive_thru(pkg: Package) -> None:
    """A small civil shop: site data on the cover page, everything else in a short memo."""
    d = pkg.doc("Mainstreet_Coffee_Hopkins_MCWD.pdf", header="Mainstreet Coffee - 1105 Mainstreet, Hopkins",
                footer="Bluestem Site Design | {page}")
    d.text("STORMWATER MEMO & SITE DATA", font="Helvetica-Bold", size=16)
    d.text("Mainstreet Coffee drive-thru restaurant - 1105 Mainstreet, Hopkins MN 55343")
    d.table([["SITE DATA", ""],
             ["Zoning", "B-3 General Business"],
             ["Parcel area", "18,295 SF (0.42 AC)"],
             ["Building", "2,100 SF one-story restaurant with drive-thru"],
             ["Existing impervious", "9,148 SF"],
             ["Proposed impervious", "15,682 SF"],
             ["Increase in impervious", "6,534 SF (0.15 AC), +71%"],
             ["Disturbed area", "18,295 SF"],
             ["Parking stalls", "14 (incl. 1 ADA)"],
             ["Owner / applicant", "Brewhaus Properties LLC (private)"]],
            [160, 300], tags={2: [F("site_area_ac", 0.42)], 4: [F("existing_impervious_ac", 0.21)],
                              5: [F("proposed_impervious_ac", 0.36)], 6: [F("net_impervious_increase_ac", 0.15)],
                              7: [F("disturbed_area_ac", 0.42)], 9: [F("applicant_public_entity", False)]})
    d.text("The project is a commercial redevelopment of a former auto service lot.",
           tags=[F("project_type", "commercial")])
    d.text("Because the parcel is under one-half acre, MCWD Rule N paragraph 2(D)(1) applies (Section 3 BMPs "
           "only). Impervious area grows by more than 50 percent, so the site is evaluated as a whole.")
    d.heading("BMPs", size=11)
    d.text("Per the MPCA manual Protecting Water Quality in Urban Areas, the design limits impervious area to "
           "what the drive-thru stacking requires, keeps the 20-ft landscape setback along Mainstreet, and "
           "treats the parking lot in a lined biofiltration basin before it reaches the City storm sewer.",
           tags=[S("N.3.0")])
    d.text("Permanent BMPs: lined biofiltration basin (BF-1, 620 sf, with underdrain); sump catch basin with "
           "SNOUT hood (CB-2); 1,900 sf of landscaped islands and setback.", tags=[S("N.3.2")])
    d.text("Infiltration is not proposed due to petroleum-impacted soils found in the Phase II ESA; BF-1 has an "
           "impermeable liner.", tags=[F("infiltration_proposed", False)])
    d.heading("Building elevation", size=11)
    d.text("Finished floor / lowest opening: 912.70. 100-year HWL at BF-1 and the rear-yard overflow: 909.90. "
           "Separation: 2.8 ft.", tags=[F("lowest_opening_elev_ft", 912.70), F("hwl_100yr_elev_ft", 909.90)])
    d.text("The 2-year and 10-year peak flows to the Mainstreet storm sewer decrease slightly (2-yr 1.21 to 1.04 "
           "cfs) because of BF-1 storage, though rate control is not required for this site.")
    d.new_page()
    d.text("Site plan excerpt", font="Helvetica-Bold", size=12)
    d.c.rect(120, 320, 360, 360)
    d.c.drawString(150, 640, "MAINSTREET")
    d.c.drawString(250, 500, "BUILDING 2,100 SF")
    d.c.drawString(330, 380, "BF-1")
    d.y = 290
    d.text("Prepared by Bluestem Site Design, Inc., Edina MN. Jenna Kowalczyk, PE. Date: 7/18/2025.")
    d.close()
