"""Packages 1-6: an attorney, a clinic developer, an Edina architect-developer, an industrial
LLC, a school district and a city road project (scanned)."""

from __future__ import annotations

from corpus.external20.engineering import bmp_list, plan_items
from corpus.external20.kit import Package, attachments, cert, rates, reduced, sheets
from corpus.external20.layout import Doc, Page, Style, ex, fact, h, p, st, t

S4_STATEMENTS = {
    "N.4.2": "Natural low areas are used for detention where feasible; the pond and outlet were sized by reservoir routing (HydroCAD, SCS Type II, 24-hour critical duration).",
    "N.4.3": "Downstream water levels are not adversely affected during or after construction; temporary sediment basins discharge at or below existing rates.",
    "N.4.4": "Runoff tributary to the site from off-site areas is routed through the site and included in the analysis and design.",
    "N.4.6": "The rate control facilities lie above the projected 100-year flood elevation and within drainage and utility easements.",
    "N.4.7": "The stormwater management design conforms to the City's approved Local Surface Water Management Plan.",
    "N.4.8": "Outfalls are designed to minimize erosion and scouring with Class III riprap aprons and energy dissipation.",
}


def _s4(*ids: str) -> list:
    return [p(S4_STATEMENTS[i], st(i)) for i in ids]


def lakeview_ridge() -> Package:
    """A land-use attorney argues the aggregate; the engineer's drainage map is left out."""
    pkg = Package("e20-01-lakeview-ridge", "text", 2001, "N.2.B.2 via N.2.G aggregate; missing drainage map")
    law = Style(font="Times-Roman", bold="Times-Bold", size=11, header="SUNDQUIST & BERG, P.A.  |  Attorneys at Law  |  Wayzata, Minnesota")
    letter = Doc("Counsel letter", [Page([
        p("March 4, 2026\nMinnehaha Creek Watershed District\nPermitting Program\n15320 Minnetonka Boulevard\nMinnetonka, MN 55345"),
        p("Re: Lakeview Ridge 2nd Addition, Minnetonka - Rule N applicability (common scheme of development)"),
        p("Dear Permitting Staff: We represent Ridgeview Land II, LLC in connection with the plat of Lakeview Ridge 2nd Addition. "
          "The plat is a single-family subdivision of nine (9) lots on 6.10 acres of land lying north of Ridgemount Avenue.",
          fact("project_type", "single_family_subdivision"), fact("dwelling_units", 9), fact("site_area_ac", 6.10), ex("N.6.D")),
        p("The parent parcel (PID 09-117-22-31-0004) originally comprised 16.95 acres. Of that, the 1st Addition (4.40 acres) was "
          "platted and developed in 2019, after Rule N took effect, by Ridgeview Land, LLC; an outlot of 4.35 acres has been deeded "
          "to the City for park purposes and will not be developed."),
        p("Ridgeview Land, LLC and Ridgeview Land II, LLC have the same managing member. We therefore do not contest that the two "
          "additions are adjacent sites under related ownership developed as a common scheme. Taken in the aggregate under "
          "N.2.G, the development totals 10.50 acres.", fact("common_scheme_area_ac", 10.50)),
        p("A 2.10 acre portion of the original tract, sold in 2009 to the Hendrickson family and not adjacent to the 2nd Addition, is not "
          "under common ownership and is not included."),
        p("Our client is a private developer. The grading limits enclose 5.40 acres of disturbance, and we understand a performance "
          "surety will be required following Board approval.", fact("disturbed_area_ac", 5.40), fact("applicant_public_entity", False)),
        p("Very truly yours,\nMargaret J. Sundquist, Attorney for the Applicant"),
    ])], law)
    eng = Style(font="Helvetica", bold="Helvetica-Bold", size=9.5, header="Westwood Ridge Engineering - Stormwater Management Report",
                footer="WRE Project 25-0147", rule_under_heading=True)
    rate_rows = {"1": (3.80, 3.10), "10": (9.60, 8.20), "100": (18.40, 16.90)}
    report = Doc("Stormwater report", [
        Page([h("1. Project Summary"),
              p("Lakeview Ridge 2nd Addition creates nine single-family lots with a public cul-de-sac. The site is currently "
                "pasture and woodland with a farmstead driveway. The site is not landlocked; it drains south to the Ridgemount "
                "Avenue storm sewer and ultimately to Minnehaha Creek.", fact("landlocked", False)),
              p("Impervious area: 0.08 acres existing (farmstead driveway); 1.62 acres proposed (street, driveways and roofs).",
                fact("existing_impervious_ac", 0.08), fact("proposed_impervious_ac", 1.62)),
              p("Infiltration is not proposed: borings encountered lean clay (CL) to 14 feet.", fact("infiltration_proposed", False)),
              p("BMPs were selected in accordance with the MPCA manual Protecting Water Quality in Urban Areas: minimized street "
                "width, preserved woodland on Lots 6-9, a wet pond and erosion controls during construction.", st("N.3.0")),
              bmp_list(["wet sedimentation pond (Pond 1)", "outlet structure with skimmer", "riprap outfall apron", "native buffer seeding"]),
              h("2. Rate Control"),
              *_s4("N.4.2", "N.4.3", "N.4.4", "N.4.6", "N.4.8"),
              rates(rate_rows, {"2": (5.1, 4.4)}, ["1", "2", "10", "100"], ["Event", "Existing (cfs)", "Proposed (cfs)", "Change"]),
              p("Hydrologic and hydraulic computations (HydroCAD node listings) are in Appendix B.")]),
        Page([h("3. Municipal Review and Permits"),
              p("City of Minnetonka engineering staff reviewed the preliminary plat and found the stormwater design in conformance "
                "with the City's Water Resources Management Plan (review memo dated January 22, 2026, attached).", st("N.4.7")),
              p("MPCA NPDES/SDS Construction Stormwater General Permit coverage: permit number C00071123, coverage card attached."),
              h("Appendix B - HydroCAD summary"),
              t([["Node", "Area (ac)", "Peak 10-yr (cfs)"], ["1S", "2.31", "3.9"], ["2S", "3.79", "5.2"], ["OS-1 offsite", "1.35", "1.8"]])]),
    ], eng)
    o = {"numbers": ["C1.0", "C2.0", "C3.0", "C3.5", "C4.0"], "datum": "NGVD29", "interval": 2,
         "owner": "Ridgeview Land II, LLC", "omit": ["N.6.A.2"],
         "wetland_note": "No wetlands, floodplain or shoreland areas were identified on the site (delineation report, 2025).",
         "water_levels": "Pond 1: existing normal water N/A; proposed NWL 954.0, 100-year HWL 958.1.",
         "lowest": 962.5, "hwl": 958.1,
         "easement_note": "Drainage and utility easements over Pond 1 and all storm sewer are dedicated on the plat.",
         "ponds": [{"name": "Pond 1", "nwl": 954.0, "hwl": 958.1, "bench": 10, "slope": 10, "fb": 2.4}]}
    certification = cert("Daniel R. Okafor, P.E.", "48213", "02/27/2026")
    full = sheets("WESTWOOD RIDGE ENGINEERING", "LAKEVIEW RIDGE 2ND ADDITION", "02/27/2026", certification,
                  plan_items(o), Style(), "Civil plans")
    full.pages[0].blocks.insert(0, p("Full-size civil plan set, certified by a Minnesota professional engineer (see title block).",
                                     ex("plan_set.full_size"), ex("plan_set.pe_certified")))
    pkg.docs = [("01_counsel_letter.pdf", letter), ("02_stormwater_report.pdf", report),
                ("plans/03_civil_full.pdf", full), ("plans/04_civil_11x17.pdf", reduced(full)),
                ("05_attachments.pdf", attachments(eng, "Lakeview Ridge 2nd Addition", comps=[['Node / model', 'Area (ac)', 'Result'], ['1S (HydroCAD)', '2.31', 'Pond 1 peak elev 958.1'], ['2S', '3.79', 'routed to Pond 1'], ['OS-1 offsite', '1.35', 'bypass to Pond 1']], city=("Minnetonka", "Water Resources Management Plan", "January 22, 2026", "Sarah Holm, P.E., Assistant City Engineer"), npdes=("C00071123", "Ridgeview Land II, LLC", "February 20, 2026")))]
    return pkg


def glen_lake_clinic() -> Package:
    """A clinic developer's cover letter quotes the planner: under 0.5 acre alone, over in aggregate."""
    pkg = Package("e20-02-glen-lake-clinic", "text", 2002, "N.2.D.2 via aggregate; 100-year rate increase")
    dev = Style(font="Helvetica", bold="Helvetica-Bold", size=10, header="LAKESIDE HEALTH PROPERTIES  -  Development Services")
    cover = Doc("Cover letter", [Page([
        p("February 18, 2026"),
        p("To: MCWD Permit Coordinator\nFrom: Lakeside Clinic Holdings, LLC (a wholly-owned subsidiary of Lakeside Health Properties, LLC)"),
        h("Glen Lake Clinic - Phase 2 Medical Office, 14600 Excelsior Boulevard, Minnetonka"),
        p("Phase 2 is a one-story medical office building (6,800 sq ft floor area) with 31 parking stalls on a 0.42 acre commercial lot.",
          fact("project_type", "commercial"), fact("site_area_ac", 0.42), ex("N.6.D")),
        p("Phase 1 (the existing Lakeside Clinic, 0.73 acres, District permit 20-318 issued June 2020) adjoins to the west and is owned by our parent company."),
        p("The City planner's staff report (Planning Commission, January 8, 2026) states: \"Phase 1 and Phase 2 are adjacent, are under "
          "related corporate ownership, and have been developed since the watershed district's Rule N took effect. Staff treats them as a "
          "common scheme of development; the combined area is 1.15 acres.\"", fact("common_scheme_area_ac", 1.15)),
        p("We therefore apply for rate control review under the aggregate. Existing impervious surface on the Phase 2 lot is 0.05 acres "
          "(a gravel pad counted as impervious); proposed impervious is 0.31 acres, a net increase of 0.26 acres.",
          fact("existing_impervious_ac", 0.05), fact("proposed_impervious_ac", 0.31), fact("net_impervious_increase_ac", 0.26), ex("N.6.E")),
        p("Land disturbance is limited to 0.40 acres. The applicant is a private company.",
          fact("disturbed_area_ac", 0.40), fact("applicant_public_entity", False)),
        p("Sincerely, Priya Raman, Director of Real Estate"),
    ])], dev)
    eng = Style(font="Courier", bold="Courier-Bold", size=9, header="ANCHOR CIVIL GROUP / STORMWATER NARRATIVE / GLEN LAKE CLINIC PH 2")
    rate_rows = {"1": (0.62, 0.48), "10": (1.41, 1.30), "100": (2.55, 2.71)}
    narrative = Doc("Stormwater narrative", [Page([
        h("A. DESIGN APPROACH"),
        p("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas: reduced parking, an underground filtration chamber, "
          "sump catch basins and street sweeping.", st("N.3.0")),
        bmp_list(["underground filtration chamber (UGF-1)", "sump catch basins with snouts", "riprap at the outlet to the Excelsior Blvd. ditch"]),
        p("Infiltration is not proposed because of contaminated fill identified in the Phase I ESA.", fact("infiltration_proposed", False)),
        p("The receiving ditch is not landlocked.", fact("landlocked", False)),
        h("B. PEAK RATES AT THE SOUTH PROPERTY LINE"),
        rates(rate_rows, {"5": (1.02, 0.90), "50": (2.10, 2.16)}, ["1", "5", "10", "50", "100"],
              ["STORM", "EX (CFS)", "PR (CFS)", "DIFF"]),
        p("The 100-year proposed rate exceeds existing by 0.16 cfs; the outlet orifice will be revised at final design."),
        *_s4("N.4.2", "N.4.3", "N.4.4", "N.4.6", "N.4.8"),
        p("The design is consistent with the City of Minnetonka Water Resources Management Plan, and City engineering reviewed the plans (letter attached, p. 2).",
          st("N.4.7")),
    ]), Page([
        h("C. ATTACHMENTS"),
        p("City of Minnetonka engineering review letter, January 30, 2026: \"Staff has reviewed the Glen Lake Clinic Phase 2 stormwater plan "
          "and finds it consistent with the City's Water Resources Management Plan.\""),
        p("HydroCAD routing computations for UGF-1 and the outlet (12 pages)."),
        p("An MPCA construction stormwater permit is not required: less than one acre is disturbed."),
    ])], eng)
    o = {"numbers": ["C-101", "C-201", "C-301", "C-401", "C-501"], "datum": "NGVD29", "interval": 2,
         "owner": "Lakeside Clinic Holdings, LLC",
         "wetland_note": "There are no wetlands, shoreland or floodplain areas on this lot.",
         "water_levels": "Normal water level: none on site (UGF-1 dry system). 100-year HWL at the Excelsior Blvd. ditch: 926.4 existing and proposed.",
         "lowest": 931.0, "hwl": 926.4,
         "easement_note": "A private drainage easement over UGF-1 in favor of the City is shown.",
         "offsite_ac": 0.21, "offsite_dir": "Phase 1 parking lot",
         "subcats": [["EX-1", "0.42", "74"], ["PR-1", "0.36", "95"], ["PR-2", "0.06", "74"]]}
    full = sheets("ANCHOR CIVIL GROUP", "GLEN LAKE CLINIC - PHASE 2", "02/10/2026",
                  cert("Tomas Lindgren, P.E.", "51977", "02/10/2026"), plan_items(o), Style(font="Courier", bold="Courier-Bold"), "Plans")
    full.pages[0].blocks.insert(0, p("FULL SIZE SET (22x34). Signed by a Minnesota-licensed professional engineer.",
                                     ex("plan_set.full_size"), ex("plan_set.pe_certified")))
    pkg.docs = [("cover_letter.pdf", cover), ("stormwater_narrative.pdf", narrative),
                ("plans_22x34.pdf", full), ("plans_11x17.pdf", reduced(full)),
                ("attachments.pdf", attachments(eng, "Glen Lake Clinic Phase 2", comps=[['Node / model', 'Area (ac)', 'Result'], ['PR-1 to UGF-1', '0.36', 'UGF-1 peak stage 927.9'], ['PR-2 bypass', '0.06', 'direct to ditch']], city=("Minnetonka", "Water Resources Management Plan", "January 30, 2026", "Sarah Holm, P.E., Assistant City Engineer")))]
    return pkg


def france_flats() -> Package:
    """Related trust owns a parcel across France Avenue: not adjacent, so not aggregated. NAVD 88 contours."""
    pkg = Package("e20-03-france-flats", "text", 2003, "N.2.D.2 high density, no aggregate across a street; NAVD 88")
    arch = Style(font="Helvetica", bold="Helvetica-Bold", size=9.5, header="France Flats | Permit Application Narrative | Sorensen Family Partners")
    narrative = Doc("Application narrative", [Page([
        h("Project"),
        p("France Flats is a four-story apartment building with 48 dwelling units and structured parking at 5200 France Avenue South, Edina. "
          "The development site is 3.90 acres (two platted lots combined).",
          fact("project_type", "multi_unit_residential"), fact("dwelling_units", 48), fact("site_area_ac", 3.90), ex("N.6.D")),
        h("Ownership and common scheme"),
        p("The applicant, Sorensen Family Partners LP, is controlled by the Sorensen Family Trust. The same trust owns a 1.60 acre parcel at "
          "5141 France Avenue, redeveloped in 2022. That parcel lies across France Avenue, a public street, from this site. It is not adjacent, "
          "and the applicant has not aggregated it; this application is for the 3.90 acre site only."),
        p("No other parcel adjoining the site is under common or related ownership: the properties to the north (Edina Lutheran Church) and "
          "south (a medical office condominium) are owned by unrelated parties."),
        h("Site data"),
        t([["Item", "Existing", "Proposed"], ["Impervious area (ac)", "2.45", "2.98"], ["Building footprint (sq ft)", "31,200", "44,900"],
           ["Parking stalls", "160", "96 (72 enclosed)"]],
          fact("existing_impervious_ac", 2.45), fact("proposed_impervious_ac", 2.98)),
        p("Area to be graded: 3.70 acres. The applicant is a private limited partnership.",
          fact("disturbed_area_ac", 3.70), fact("applicant_public_entity", False)),
        p("The site is not landlocked; it drains to the City storm sewer in France Avenue and then to Minnehaha Creek.", fact("landlocked", False)),
    ])], arch)
    eng = Style(font="Times-Roman", bold="Times-Bold", size=10.5, header="Kimball-Hart Engineers, Inc.   Stormwater Memorandum", rule_under_heading=True)
    rate_rows = {"1": (6.20, 5.40), "10": (13.80, 12.10), "100": (24.60, 22.90)}
    memo = Doc("Stormwater memorandum", [Page([
        h("Best management practices"),
        p("Site design follows the MPCA manual Protecting Water Quality in Urban Areas: the project reduces surface parking, adds an "
          "underground detention vault and a biofiltration basin, and uses inlet protection during construction.", st("N.3.0")),
        bmp_list(["underground detention vault", "lined biofiltration basin", "hydrodynamic separator", "outlet riprap"]),
        p("Infiltration is not proposed: the basin is lined because of the adjacent dry cleaner's soil contamination.", fact("infiltration_proposed", False)),
        h("Rate control"),
        rates(rate_rows, {"2": (7.9, 6.9)}, ["1", "2", "10", "100"], ["Storm event", "Existing cfs", "Proposed cfs", "Change"]),
        *_s4("N.4.2", "N.4.3", "N.4.4", "N.4.6", "N.4.7", "N.4.8"),
        p("Full hydrologic and hydraulic computations are appended (HydroCAD report, 34 pages)."),
        p("City of Edina engineering has reviewed the plan for conformance with the Edina Comprehensive Water Resource Management Plan; "
          "its review memo of February 2, 2026 is attached."),
        p("NPDES construction stormwater permit coverage (MPCA permit C00070988) is attached."),
        p("Geotechnical evaluation (Braun Intertec, 11 borings, December 2025) is attached."),
    ])], eng)
    o = {"numbers": ["C100", "C200", "C300", "C400", "C500"], "datum": "NAVD88", "interval": 2,
         "owner": "Sorensen Family Partners LP",
         "wetland_note": "No wetlands were identified. The site is outside the FEMA floodplain and shoreland overlay.",
         "water_levels": "Biofiltration basin: normal water level none (dry); 100-year HWL 885.2.",
         "lowest": 889.5, "hwl": 885.2,
         "easement_note": "Drainage and utility easements over the vault and basin are dedicated to the City.",
         "offsite_ac": 0.64, "offsite_dir": "west (France Avenue boulevard)",
         "subcats": [["EX-A", "3.90", "91"], ["PR-A", "3.12", "94"], ["PR-B", "0.78", "78"], ["OFF-1", "0.64", "90"]]}
    full = sheets("KIMBALL-HART ENGINEERS, INC.", "FRANCE FLATS", "01/30/2026",
                  cert("Rachel Nguyen, P.E.", "44870", "01/30/2026"), plan_items(o), Style(font="Times-Roman", bold="Times-Bold"), "Civil set")
    full.pages[0].blocks.insert(0, p("Full-size civil set, bearing the certification of a Minnesota professional engineer.",
                                     ex("plan_set.full_size"), ex("plan_set.pe_certified")))
    pkg.docs = [("France_Flats_Narrative.pdf", narrative), ("France_Flats_Stormwater_Memo.pdf", memo),
                ("France_Flats_Civil_FullSize.pdf", full), ("France_Flats_Civil_Reduced.pdf", reduced(full)),
                ("France_Flats_Attachments.pdf", attachments(eng, "France Flats", comps=[['Node / model', 'Area (ac)', 'Result'], ['PR-A to vault', '3.12', 'vault peak elev 884.1'], ['PR-B to biofilter', '0.78', 'HWL 885.2'], ['OFF-1', '0.64', 'bypass']], city=("Edina", "Comprehensive Water Resource Management Plan", "February 2, 2026", "Chad Millner, P.E., Director of Engineering"), npdes=("C00070988", "Sorensen Family Partners LP", "January 28, 2026"), borings=[["Boring", "Depth (ft)", "Soil"], ["B-1", "21", "fill over lean clay"], ["B-4", "26", "fill over clayey sand"]]))]
    return pkg


def medina_industrial() -> Package:
    """Two LLCs, one managing member: Phase 1 plus Phase 2 pass 8 acres. Low TP removal, narrow bench."""
    pkg = Package("e20-04-hamel-road-industrial", "text", 2004, "N.2.D.3 via aggregate; TP 46%; bench 8 ft; surety")
    dev = Style(font="Times-Roman", bold="Times-Bold", size=10.5, header="HAMEL ROAD II, LLC")
    cover = Doc("Developer letter", [Page([
        p("January 26, 2026\nRe: Hamel Road Business Park - Phase 2, Medina, Minnesota"),
        p("Hamel Road II, LLC proposes a 92,000 sq ft office-warehouse (industrial) building on Lot 2, Block 1, a site of 6.20 acres.",
          fact("project_type", "industrial"), fact("site_area_ac", 6.20), ex("N.6.D")),
        p("Phase 1 (Lot 1, 5.10 acres) was developed in 2019 under District permit 19-077 by Hamel Road Holdings, LLC. Both LLCs have "
          "the same managing member, Mr. Kurt Vogel, and the lots share a common boundary."),
        t([["Parcel", "Owner", "Acres", "Developed"], ["Lot 1 (Phase 1)", "Hamel Road Holdings, LLC", "5.10", "2019"],
           ["Lot 2 (Phase 2)", "Hamel Road II, LLC", "6.20", "2026 (proposed)"], ["Common scheme total", "", "11.30", ""],
           ["Outlot A (to City, 1998 plat)", "City of Medina", "2.75", "-"]], fact("common_scheme_area_ac", 11.30),
          widths=[150, 160, 60, 98]),
        p("The site is undeveloped farmland with no existing impervious surface; proposed impervious is 3.95 acres. Grading will disturb "
          "5.80 acres. The applicant is a private company and will post the required surety.",
          fact("existing_impervious_ac", 0.0), fact("proposed_impervious_ac", 3.95), fact("disturbed_area_ac", 5.80),
          fact("applicant_public_entity", False)),
        p("Kurt Vogel, Managing Member"),
    ])], dev)
    eng = Style(font="Helvetica", bold="Helvetica-Bold", size=9.5, header="Sathre Prairie Engineering  |  Stormwater Management Plan  |  Hamel Road Ph. 2")
    rate_rows = {"1": (4.10, 2.90), "10": (11.30, 8.80), "100": (23.70, 19.50)}
    report = Doc("Stormwater management plan", [Page([
        h("Water quality and BMPs"),
        p("BMPs were chosen following the MPCA manual Protecting Water Quality in Urban Areas (site design, structural and non-structural).", st("N.3.0")),
        bmp_list(["wet pond (Pond 2) with 10:1 bench", "pond outlet with baffle (skimmer)", "riprap outfall and plunge pool", "native prairie buffer"]),
        p("P8 modeling of Pond 2 shows annual total phosphorus removal of 46 percent at the down-gradient boundary.", fact("phosphorus_removal_pct", 46)),
        p("The Pond 2 outlet has a baffle weir that removes floatables for the 1-year event.", st("N.5.2")),
        p("The pond outfall uses a riprap plunge pool to minimize erosion and scour.", st("N.5.4")),
        p("Infiltration is not proposed; the site soils are Hamel and Glencoe clay loams.", fact("infiltration_proposed", False)),
        p("The receiving area (Elm Creek tributary ditch) is not landlocked.", fact("landlocked", False)),
        h("Rate control"),
        rates(rate_rows, {"2": (5.80, 4.20), "5": (8.10, 6.30)}, ["1", "2", "5", "10", "100"], ["Event", "Existing", "Proposed", "Delta"]),
        *_s4("N.4.2", "N.4.3", "N.4.4", "N.4.6", "N.4.7", "N.4.8"),
    ]), Page([
        h("Appendices"),
        p("Appendix A: HydroCAD and P8 model input and output."),
        p("Appendix B: City of Medina review letter confirming conformance with the Medina Local Water Management Plan (January 20, 2026)."),
        p("Appendix C: MPCA Construction Stormwater Permit coverage, permit no. C00071402."),
        p("Appendix D: Geotechnical soil borings (8 borings, Haugo GeoTechnical, 2025)."),
    ])], eng)
    o = {"numbers": ["3 of 12", "4 of 12", "6 of 12", "7 of 12", "9 of 12"], "datum": "NGVD29", "interval": 2,
         "owner": "Hamel Road II, LLC",
         "wetland_note": "Wetland delineation (2025): no wetlands on Lot 2. No shoreland or floodplain.",
         "water_levels": "Pond 2 proposed NWL 992.0; 100-year HWL 996.8. No existing ponding on site.",
         "lowest": 1002.0, "hwl": 996.8,
         "easement_note": "Drainage and utility easement over Pond 2 and its outlet; flowage easement to the Elm Creek ditch.",
         "offsite_ac": 3.40, "offsite_dir": "north (Hamel Road right-of-way)",
         "subcats": [["E1", "6.20", "78"], ["P1", "4.85", "92"], ["P2", "1.35", "74"], ["OS", "3.40", "80"]],
         "ponds": [{"name": "Pond 2", "nwl": 992.0, "hwl": 996.8, "bench": 8, "slope": 10, "fb": 2.5}]}
    full = sheets("SATHRE PRAIRIE ENGINEERING", "HAMEL ROAD BUSINESS PARK PH 2", "01/22/2026",
                  cert("Erik Sathre, P.E.", "22391", "01/22/2026"), plan_items(o), Style(), "Plans")
    full.pages[0].blocks.insert(0, p("Full-size plan set (22 x 34), signed by a Minnesota-registered professional engineer.",
                                     ex("plan_set.full_size"), ex("plan_set.pe_certified")))
    pkg.docs = [("A_developer_letter.pdf", cover), ("B_stormwater_plan.pdf", report),
                ("C_plans_full.pdf", full), ("D_plans_half.pdf", reduced(full)),
                ("E_appendices.pdf", attachments(eng, "Hamel Road Business Park Phase 2", comps=[['Node / model', 'Area (ac)', 'Result'], ['P1 to Pond 2', '4.85', 'Pond 2 HWL 996.8'], ['P8 Pond 2', '6.20', 'TP removal 46%'], ['OS', '3.40', 'routed through Pond 2']], city=("Medina", "Local Water Management Plan", "January 20, 2026", "Jim Stremel, City Engineer"), npdes=("C00071402", "Hamel Road II, LLC", "January 19, 2026"), borings=[["Boring", "Depth (ft)", "Soil"], ["SB-1", "25", "clay loam"], ["SB-5", "30", "clay loam over silty clay"]]))]
    return pkg


def excelsior_school() -> Package:
    """A school district: older phases predate Rule N and do not count; no NPDES documentation."""
    pkg = Package("e20-05-excelsior-elementary", "text", 2005, "N.2.D.3 institutional public; additional_only; missing NPDES")
    isd = Style(font="Helvetica", bold="Helvetica-Bold", size=10, header="Minnetonka Public Schools, ISD 276 - Facilities & Construction")
    letter = Doc("District letter", [Page([
        p("February 9, 2026"),
        h("Excelsior Elementary School Addition and Site Improvements"),
        p("Independent School District No. 276, a public school district, applies for a permit for a classroom addition, bus loop and "
          "parking reconstruction at Excelsior Elementary, 441 Oak Street, Excelsior. The school campus site is 9.20 acres.",
          fact("project_type", "institutional"), fact("site_area_ac", 9.20), fact("applicant_public_entity", True), ex("N.6.D")),
        p("History of the campus: the original school (1956) and the gymnasium addition (1998) were built before Rule N took effect and "
          "are not part of any common scheme count. The District has developed no adjacent land since Rule N took effect; the 4.8 acre "
          "athletic field parcel across Oak Street is not part of this application."),
        t([["", "Acres"], ["Existing impervious", "3.10"], ["Proposed impervious", "4.00"], ["Net increase", "0.90"],
           ["Disturbed area", "6.40"], ["Building floor area (sq ft)", "86,000"]],
          fact("existing_impervious_ac", 3.10), fact("proposed_impervious_ac", 4.00), fact("net_impervious_increase_ac", 0.90),
          fact("disturbed_area_ac", 6.40), ex("N.6.E")),
        p("As a public body, the District understands no surety is required."),
    ])], isd)
    eng = Style(font="Times-Roman", bold="Times-Bold", size=10, header="Bolton-Kraus Associates  /  Stormwater Report  /  Excelsior Elementary")
    rate_rows = {"1": (7.40, 6.10), "10": (16.90, 14.20), "100": (31.20, 28.80)}
    report = Doc("Stormwater report", [Page([
        h("BMPs"),
        p("The design follows the MPCA manual Protecting Water Quality in Urban Areas: pervious play surfaces retained, a wet pond (North Basin), "
          "tree trenches along Oak Street, and a construction SWPPP.", st("N.3.0")),
        bmp_list(["North Basin wet pond", "skimmer on the North Basin outlet", "tree trenches", "riprap outfall to Galpin Lake outlet channel"]),
        p("Infiltration is not proposed (seasonally high groundwater at 3 feet).", fact("infiltration_proposed", False)),
        p("The receiving water is not landlocked.", fact("landlocked", False)),
        h("Water quality"),
        p("P8 results: annual total phosphorus removal 55 percent.", fact("phosphorus_removal_pct", 55)),
        p("The North Basin outlet skimmer removes floatables for the 1-year event.", st("N.5.2")),
        p("The North Basin outfall is armored with riprap to minimize erosion and scour.", st("N.5.4")),
        h("Rate control"),
        rates(rate_rows, {"2": (9.8, 8.1)}, ["1", "2", "10", "100"], ["Return period", "Existing", "Proposed", "Change"]),
        *_s4("N.4.2", "N.4.3", "N.4.4", "N.4.6", "N.4.7", "N.4.8"),
        p("Computations: HydroCAD and P8 output are in Appendix 2."),
        p("City of Excelsior review: the City Engineer's letter (January 29, 2026) confirms conformance with the City's surface water plan."),
    ])], eng)
    o = {"numbers": ["C-1", "C-2", "C-3", "C-4", "C-5"], "datum": "NGVD29", "interval": 2, "owner": "ISD 276",
         "wetland_note": "No wetlands were identified on the campus; the site is outside shoreland and floodplain overlays.",
         "water_levels": "North Basin: existing NWL 929.0 and 100-year 931.6; proposed NWL 929.0, 100-year HWL 932.3.",
         "lowest": 937.0, "hwl": 932.3,
         "easement_note": "The North Basin lies within a drainage and utility easement; no county or judicial ditch crosses the site.",
         "offsite_ac": 2.10, "offsite_dir": "residential block to the east",
         "subcats": [["EX-1", "9.20", "80"], ["PR-1", "5.60", "88"], ["PR-2", "3.60", "74"], ["OFF", "2.10", "76"]],
         "ponds": [{"name": "North Basin", "nwl": 929.0, "hwl": 932.3, "bench": 10, "slope": 10, "fb": 2.0}]}
    full = sheets("BOLTON-KRAUS ASSOCIATES", "EXCELSIOR ELEMENTARY ADDITION", "02/02/2026",
                  cert("Amy Kraus, P.E.", "40412", "02/02/2026"), plan_items(o), Style(font="Times-Roman", bold="Times-Bold"), "Plans")
    full.pages[0].blocks.insert(0, p("Full-size construction plans, certified by a professional engineer licensed in Minnesota.",
                                     ex("plan_set.full_size"), ex("plan_set.pe_certified")))
    pkg.docs = [("ISD276_letter.pdf", letter), ("stormwater_report.pdf", report),
                ("plans/full_size.pdf", full), ("plans/reduced.pdf", reduced(full)),
                ("appendix.pdf", attachments(eng, "Excelsior Elementary Addition", comps=[['Node / model', 'Area (ac)', 'Result'], ['PR-1 to North Basin', '5.60', 'HWL 932.3'], ['P8 North Basin', '9.20', 'TP removal 55%']], city=("Excelsior", "Surface Water Management Plan", "January 29, 2026", "Tom Brown, P.E., City Engineer")))]
    return pkg


def victoria_road() -> Package:
    """A city road inside a phased development; its trail qualifies and drops the net under 1 acre. Scanned."""
    pkg = Package("e20-06-victoria-road", "scanned", 2006, "N.2.E.1 after N.2.E.4 trail exclusion; public; scanned")
    city = Style(font="Courier", bold="Courier-Bold", size=10, header="CITY OF VICTORIA - ENGINEERING DEPARTMENT")
    doc = Doc("City application", [Page([
        h("Stieger Lake Lane Extension - Permit Application Narrative"),
        p("The City of Victoria, a municipal corporation, is the applicant. The project extends Stieger Lake Lane 2,350 feet as an urban "
          "street with a bituminous trail on the north side. Total project area (right-of-way within the construction limits): 4.10 acres.",
          fact("project_type", "linear"), fact("applicant_public_entity", True), fact("site_area_ac", 4.10), ex("N.6.D")),
        p("The street serves the Stieger Lake Preserve development (38.6 acres, phases 1-3 permitted separately under District permits "
          "21-102, 23-044 and 25-019). The City owns only the right-of-way. The development parcels are owned by the developer, are "
          "permitted on their own, and are not aggregated with this City road project."),
        t([["Impervious", "Acres"], ["Existing (rural road)", "1.05"], ["Proposed", "2.40"], ["Net increase (incl. trail)", "1.35"]],
          fact("existing_impervious_ac", 1.05), fact("proposed_impervious_ac", 2.40), fact("net_impervious_increase_ac", 1.35), ex("N.6.E")),
        p("The trail is 10 feet wide with a 6-foot turf boulevard (pervious buffer) on both sides. Driveway and street crossings cover 12 "
          "percent of the buffer area. Trail impervious area: 0.42 acres.",
          fact("sidewalk_trail", {"width_ft": 10, "buffer_ft": 6, "crossing_pct": 12, "area_ac": 0.42, "standalone": False})),
        p("Disturbed area: 5.60 acres. As a public body the City provides no surety.", fact("disturbed_area_ac", 5.60)),
    ]), Page([
        h("Best Management Practices"),
        p("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas: narrowed lanes, boulevard trees, sump manholes and "
          "erosion and sediment control during construction.", st("N.3.0")),
        bmp_list(["sump manholes with baffles (3)", "boulevard tree trenches", "riprap at the culvert outlet", "permanent turf boulevards"]),
        p("Infiltration is not proposed due to clay soils.",
          fact("infiltration_proposed", False)),
        p("Rainfall for 2-, 5- and 50-year events was checked for gutter spread only (spread 7.5 ft at 10-year)."),
        p("Prepared by: Carla Jimenez, P.E., City Engineer"),
    ])], city)
    pkg.docs = [("victoria_stieger_lake_lane.pdf", doc)]
    return pkg
