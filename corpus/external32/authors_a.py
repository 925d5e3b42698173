"""Packages 1-6: a homeowner's engineer, a Victoria developer (scanned), a church, a clinic,
a marina and a townhome developer. Each function is one author with its own habits."""

from __future__ import annotations

from pathlib import Path

from corpus.external32.kit import ARCH_D, LETTER, TABLOID, F, S, X, sheet, site_drawing
from corpus.external32.package import Pkg
from corpus.external32.plans import plan_set
from corpus.truth import Truth

SF = 43560.0


def p01_shorewood_home(out: Path) -> Truth:
    """A homeowner's engineer asks, by letter, whether a rebuilt house needs a District permit."""
    pkg = Pkg(out, "x32-01-shorewood-residence", "text", 3201, "N.2.A single-family rebuild")
    w = pkg.writer("Engstrom_Residence_Letter_to_MCWD.pdf", font="Times-Roman", size=11, margin=72)
    w.p("HALVORSEN CIVIL & SURVEY, LLC", size=14, font="Times-Bold", after=2)
    w.p("5520 County Road 19, Shorewood, MN 55331  |  952-555-0148", size=9)
    w.gap(10)
    w.p("March 9, 2026")
    w.p("Permitting Staff\nMinnehaha Creek Watershed District\n15320 Minnetonka Boulevard\nMinnetonka, MN 55345".replace("\n", " / "))
    w.p("RE: Engstrom Residence, 24850 Smithtown Road, Shorewood (PID 33-117-23-14-0027)", font="Times-Bold")
    w.p("Dear Permitting Staff:")
    w.p("On behalf of Lars and Ingrid Engstrom we are writing about the demolition of the existing 1958 rambler "
        "at the address above and the construction of a new single-family home with an attached three-stall garage, "
        "a driveway and a rear patio. No other structures are proposed.",
        [F("project_type", "single_family_home")])
    w.p("The parcel is 0.71 acres. The new home has a finished floor area of 3,420 sq ft on the main level "
        "(5,960 sq ft including the walkout lower level). Approximately 0.38 acres of the lot will be disturbed "
        "by demolition, grading and utility work.",
        [F("site_area_ac", 0.71), X("N.6.D"), F("disturbed_area_ac", 0.38)])
    w.p("Hard surface on the lot, existing and proposed:")
    w.table([["Surface", "Existing (sq ft)", "Proposed (sq ft)"],
             ["House / garage roof", "2,910", "4,320"],
             ["Driveway", "2,440", "2,410"],
             ["Walks, patio, stoop", "530", "720"],
             ["Total", "5,880", "7,450"]], [170, 120, 120],
            [F("existing_impervious_ac", round(5880 / SF, 3)), F("proposed_impervious_ac", round(7450 / SF, 3)), X("N.6.E")])
    w.p("Roof drains will discharge by splash blocks onto the lawn. Silt fence and a rock "
        "construction entrance will be installed before demolition begins. The lot is within the shoreland overlay "
        "district of Christmas Lake; the new house meets the City of Shorewood 50-foot structure setback and "
        "the 25 percent hard-cover limit (7,450 / 30,930 sq ft = 24.1 percent).")
    w.p("Because this is the reconstruction of a single-family home, we understand Rule N does not require a "
        "stormwater management permit for it. We would appreciate a short confirmation for the City's building "
        "permit file. A separate erosion control application (Rule B) will follow if the District requires one.")
    w.gap(6)
    w.p("Sincerely,")
    w.p("Karin Halvorsen, P.E.  (MN Lic. 48812)", font="Times-Italic")
    w.p("Enclosures: survey (1 sheet), demolition photos", size=9)
    w.close()
    return pkg.finish()


def _victoria_form(w) -> None:
    w.p("MINNEHAHA CREEK WATERSHED DISTRICT - PERMIT APPLICATION", size=13, font="Helvetica-Bold")
    w.p("(printed, completed and signed by applicant; pages scanned for submittal)", size=8)
    w.rule()
    rows = [["1. Project name", "Red Fox Ridge"],
            ["2. Location", "8100 Bavaria Road, Victoria, MN 55386"],
            ["3. PIDs", "65.0031100, 65.0031200"],
            ["4. Applicant", "Red Fox Ridge Development LLC (Tom Sundberg)"],
            ["5. Applicant is a public entity?", "No"],
            ["6. Project type", "Single-family residential subdivision"],
            ["7. Total site area", "6.10 acres"],
            ["8. Number of lots / units", "22 single-family lots"],
            ["9. Density", "3.6 units per acre"],
            ["10. Area disturbed", "5.8 acres"]]
    tags = {4: [F("applicant_public_entity", False)], 5: [F("project_type", "single_family_subdivision")],
            6: [F("site_area_ac", 6.10), X("N.6.D")], 7: [F("dwelling_units", 22)],
            8: [F("density_du_per_ac", 3.6)], 9: [F("disturbed_area_ac", 5.8)]}
    w.table([["Item", "Entry"]] + [[a, b] for a, b in rows[:3]], [200, 290])
    for i, (a, b) in enumerate(rows[3:], start=3):
        w.table([[a, b]], [200, 290], tags.get(i, []), header=False)
    w.p("11. Impervious surface:  existing 0.00 ac (cropland);  proposed 2.21 ac;  net increase 2.21 ac",
        [F("existing_impervious_ac", 0.0), F("proposed_impervious_ac", 2.21), F("net_impervious_increase_ac", 2.21), X("N.6.E")])
    w.p("12. Rules applied for:  [X] Rule N Stormwater   [X] Rule B Erosion Control   [ ] Rule D Wetland")
    w.gap(20)
    w.p("Signature: ___T. Sundberg___________   Date: 3/30/2026", font="Courier")


def p02_victoria_subdivision(out: Path) -> Truth:
    """A small developer's paper submittal, printed and scanned; medium-density plat."""
    pkg = Pkg(out, "x32-02-victoria-red-fox-ridge", "scanned", 3202, "N.2.C.2 medium density, drainage map missing, surety")
    w = pkg.writer("RedFoxRidge_MCWD_Submittal.pdf", font="Helvetica", size=10, margin=54)
    _victoria_form(w)
    w.new_page()
    w.h("STORMWATER NARRATIVE - RED FOX RIDGE", size=13)
    w.p("Prepared by Thorsen Engineering, Inc., Chaska, for Red Fox Ridge Development LLC.", size=9)
    w.p("The 6.10-acre site is an old hay field north of Bavaria Road. It is part of a larger 38.5-acre farm "
        "parcel; the remaining 32.4 acres were not purchased and stay with the Schmieg family. Lots range from "
        "9,800 to 16,200 sq ft. The new street (Red Fox Lane) is 1,240 feet long.")
    w.p("Best management practices are planned and will be built following the MPCA manual Protecting Water "
        "Quality in Urban Areas: a wet detention pond, preservation of the wooded south slope, street sweeping "
        "by the City, and a phased erosion control plan.", [S("N.3.0")])
    w.p("Permanent BMPs: (1) NURP wet pond (Pond 1) with outlet structure; (2) riprap outfall apron; "
        "(3) 4 inches of topsoil on all lawns; (4) preserved woodland buffer along the south line.", [S("N.3.2")])
    w.p("Rate control. The pond is placed in the existing low swale at the southeast corner, the natural low "
        "area of the site. The pond and its outlet were designed by reservoir routing in HydroCAD of the 24-hour "
        "critical-duration events (Atlas 14).", [S("N.4.2")])
    w.p("About 3.1 acres of off-site drainage from the field to the north enters the site; it is included in the "
        "existing and proposed models and is routed through Pond 1.", [S("N.4.4")])
    w.p("Peak flows leaving the site at the southeast property line are held at or below existing rates, so "
        "water levels off the site are not adversely affected during or after construction; a temporary "
        "sediment basin controls runoff during construction.", [S("N.4.3")])
    w.p("Pond 1 is above the 100-year flood elevation of the downstream wetland and lies within a drainage and "
        "utility easement dedicated on the plat.", [S("N.4.6")])
    w.p("The pond outlet pipe ends in a flared end section with a Class III riprap apron and geotextile to "
        "prevent erosion and scour.", [S("N.4.8")])
    w.p("Infiltration is not proposed: the soil survey maps Le Sueur clay loam (HSG C/D) with a seasonally high "
        "water table.", [F("infiltration_proposed", False)])
    w.p("The pond discharges through a 15-inch pipe to the wetland, which drains to Lake Auburn; the receiving "
        "area is not landlocked.", [F("landlocked", False)])
    w.p("Lowest openings of the new homes are set at 968.5 or higher; the Pond 1 100-year HWL is 965.4.",
        [F("lowest_opening_elev_ft", 968.5), F("hwl_100yr_elev_ft", 965.4)])
    w.new_page()
    w.h("PEAK DISCHARGE SUMMARY (HydroCAD, Atlas 14, 24-hr)", size=12)
    w.p("Discharge at the southeast property line:")
    w.table([["Event", "Rainfall (in)", "Existing (cfs)", "Proposed (cfs)"],
             ["1-year", "2.48", "3.9", "3.1"],
             ["2-year", "2.85", "5.4", "4.2"],
             ["10-year", "4.26", "11.2", "8.7"],
             ["100-year", "7.41", "24.6", "21.9"]], [100, 100, 110, 110],
            [F("peak_rates_cfs", {"1": {"existing": 3.9, "proposed": 3.1}, "10": {"existing": 11.2, "proposed": 8.7},
                                  "100": {"existing": 24.6, "proposed": 21.9}}), X("N.6.A.9")])
    w.p("Pond 1 routing: NWL 962.0, 100-year HWL 965.4, outlet 12-inch orifice at 962.0 and weir at 964.2. "
        "Node-by-node HydroCAD output (subcatchments 1S-4S, pond 1P, reach 5R) follows in the table below.",
        [X("N.6.A.10")])
    w.table([["Node", "Area (ac)", "CN", "Tc (min)", "100-yr peak (cfs)"],
             ["1S (offsite N)", "3.10", "78", "24.0", "9.8"],
             ["2S (lots)", "3.44", "80", "12.0", "13.1"],
             ["3S (street)", "1.12", "92", "8.0", "7.0"],
             ["4S (bypass S)", "1.54", "74", "10.0", "4.6"],
             ["1P (Pond 1)", "-", "-", "-", "17.3 out"]], [110, 70, 50, 70, 120])
    w.new_page()
    w.h("CITY OF VICTORIA - ENGINEERING REVIEW (copy)", size=12)
    w.p("Memo, City Engineer to Planning Commission, March 18, 2026. Re: Red Fox Ridge preliminary plat.")
    w.p("Engineering has reviewed the preliminary plat and stormwater plan. The stormwater design is in "
        "conformance with the City of Victoria Local Surface Water Management Plan (2018) for rate control and "
        "pond design.", [X("N.6.A.11"), S("N.4.7")])
    w.gap(10)
    w.h("MPCA CONSTRUCTION STORMWATER PERMIT", size=12)
    w.p("NPDES/SDS General Construction Stormwater Permit MNR100001 - coverage card. Coverage ID C00071482; "
        "coverage date April 2, 2026; owner Red Fox Ridge Development LLC.", [X("N.6.A.13")])
    # reduced plan sheets, letter size
    cert = ("I hereby certify that this plan was prepared by me or under my direct supervision and that I am a duly "
            "Licensed Professional Engineer under the laws of the State of Minnesota. Erik Thorsen, P.E., Lic. No. 44107",
            [X("plan_set.pe_certified")])
    firm, proj = "THORSEN ENGINEERING, INC.", "RED FOX RIDGE - VICTORIA, MN"
    sheet(w, number="C1", title="EXISTING CONDITIONS", firm=firm, project=proj, stamp="REDUCED SET - 8.5x11, NOT TO SCALE",
          notes=[("Plan sheets reduced to 8.5 x 11 for this submittal.", [X("plan_set.reduced")]),
                 ("Property lines and the boundary of the land owned by the applicant shown heavy dashed.", [X("N.6.A.1")]),
                 ("Type 2 wetland (0.41 ac) delineated by Kjolhaug Env., Oct. 2025; no floodplain or shoreland on site.", [X("N.6.A.4")]),
                 ("Contours at 2-ft interval, NGVD 1929 datum.", [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"), X("N.6.A.7")])],
          draw=site_drawing(2, pond=False, label0=956), cert=cert, pagesize=LETTER)
    sheet(w, number="C3", title="GRADING & STORM SEWER", firm=firm, project=proj, stamp="REDUCED SET - NOT TO SCALE",
          notes=[("Storm sewer: CB 1-6, 12-18 in RCP, location, alignment and inverts shown; no existing storm sewer on site.", [X("N.6.A.3")]),
                 ("Pond 1: NWL 962.0, 100-yr HWL 965.4. Wetland existing NWL 960.3, 100-yr 961.9.", [X("N.6.A.6")]),
                 ("Drainage and utility easement over Pond 1 to elevation 966.0.", [X("N.6.A.12")])],
          draw=site_drawing(3, label0=956), cert=cert, pagesize=LETTER)
    sheet(w, number="C4", title="POND OUTLET DETAILS", firm=firm, project=proj, stamp="REDUCED SET - NOT TO SCALE",
          notes=[("OCS-1 outlet control structure: 48-in manhole, 12-in orifice inv 962.0, weir 964.2, "
                  "trash rack; construction specifications per City of Victoria standard plates.", [X("N.6.A.8")]),
                 ("FES with Class III riprap, 18 in thick, on geotextile.", [])],
          draw=None, cert=cert, pagesize=LETTER)
    w.close()
    return pkg.finish()


def p03_excelsior_church(out: Path) -> Truth:
    """A church parking expansion, by a mid-size firm that writes in numbered report sections."""
    pkg = Pkg(out, "x32-03-excelsior-church-parking", "text", 3203, "N.2.D.2 institutional, additional_only, 100-yr rate up")
    w = pkg.writer("01_Application_and_Stormwater_Report.pdf", font="Helvetica", size=10, margin=64,
                   footer="Mount Calvary Lutheran Church - Parking Expansion - Stormwater Report")
    w.p("STORMWATER MANAGEMENT REPORT", size=16, font="Helvetica-Bold")
    w.p("Mount Calvary Lutheran Church - Parking Lot Expansion and Storage Building", size=12)
    w.p("301 Mill Street, Excelsior, Minnesota    |    February 20, 2026    |    Brandt Delgado Engineers, project 25-117")
    w.rule()
    w.h("1. Project Summary")
    w.p("Mount Calvary Lutheran Church proposes to expand its north parking lot by 52 stalls (to 164 stalls) and to "
        "build a detached 1,150 sq ft grounds storage building. The sanctuary and education wing (18,400 sq ft) are "
        "not changed. The church is an institutional use.", [F("project_type", "institutional")])
    w.table([["Quantity", "Value"],
             ["Project site (two church parcels)", "3.40 acres"],
             ["Existing impervious", "1.10 acres"],
             ["Proposed impervious", "1.38 acres"],
             ["Net increase in impervious", "0.28 acres"],
             ["Disturbed area", "1.60 acres"]], [230, 150],
            [F("site_area_ac", 3.40), X("N.6.D"), F("existing_impervious_ac", 1.10), F("proposed_impervious_ac", 1.38),
             F("net_impervious_increase_ac", 0.28), X("N.6.E"), F("disturbed_area_ac", 1.60)])
    w.p("PIDs 34-117-23-22-0041 and -0042. Mill Street frontage 412 feet.", size=9)
    w.h("2. Best Management Practices")
    w.p("The design limits new pavement to what the parish needs, keeps the existing oak stand, and treats the new lot "
        "in a surface biofiltration basin; all practices follow the MPCA manual Protecting Water Quality in Urban "
        "Areas.", [S("N.3.0")])
    w.p("Permanent BMPs: biofiltration basin B-1 with draintile and underdrain cleanouts; sump catch basins with "
        "SAFL baffles (2); riprap outfall at the basin overflow; native seed on the basin side slopes.", [S("N.3.2")])
    w.p("Infiltration is not proposed: the NRCS soil survey maps lean clay (HSG D) here, so B-1 is lined "
        "and underdrained.", [F("infiltration_proposed", False)])
    w.h("3. Rate Control")
    w.p("Basin B-1 was placed in the existing low area behind the education wing, which already ponds after storms. "
        "Its outlet was sized by reservoir routing (HydroCAD, dynamic storage-indication) of the 24-hour "
        "critical-duration 1-, 10- and 100-year events.", [S("N.4.2")])
    w.p("Discharge at the east property line (Study Point A), Atlas 14 MSE3 24-hr storms:")
    w.table([["Storm", "Existing (cfs)", "Proposed (cfs)", "Change"],
             ["1-year", "2.10", "1.84", "-0.26"],
             ["2-year", "2.71", "2.40", "-0.31"],
             ["10-year", "5.62", "5.05", "-0.57"],
             ["100-year", "10.9", "11.6", "+0.7"]], [90, 110, 110, 80],
            [F("peak_rates_cfs", {"1": {"existing": 2.10, "proposed": 1.84}, "10": {"existing": 5.62, "proposed": 5.05},
                                  "100": {"existing": 10.9, "proposed": 11.6}}), X("N.6.A.9")])
    w.p("The 100-year proposed rate exceeds existing by 0.7 cfs because the basin overflow weir was held low to keep "
        "water off the storage building pad. The designer intends to revisit the weir after the District's comments.")
    w.p("The 0.22 acres of Mill Street boulevard that drain onto the site are included in both models and pass "
        "through B-1.", [S("N.4.4")])
    w.p("Study Point A discharges to the Mill Street storm sewer, which has capacity for the proposed rates; "
        "off-site water levels are not adversely affected during or after construction.", [S("N.4.3")])
    w.p("Basin B-1 lies above the 100-year flood elevation of Lake Minnetonka and entirely within a new drainage and "
        "utility easement granted to the City.", [S("N.4.6")])
    w.p("The overflow outfall has a Type 1 riprap apron and energy dissipation at the pipe outlet to minimize "
        "erosion and scouring.", [S("N.4.8")])
    w.p("The drainage from the church is not tributary to a landlocked area; it reaches Lake Minnetonka through the "
        "City storm sewer.", [F("landlocked", False)])
    w.p("The storm design conforms to the City of Excelsior Surface Water Management Plan (2019), Section 5, rate "
        "and volume standards. A copy of the City Engineer's review letter of February 11, 2026 is in Appendix C.",
        [S("N.4.7"), X("N.6.A.11")])
    w.h("4. Buildings")
    w.p("Storage building lowest opening (overhead door sill) 951.2. Basin B-1 100-year high water level 947.8.",
        [F("lowest_opening_elev_ft", 951.2), F("hwl_100yr_elev_ft", 947.8)])
    w.h("Appendix A - HydroCAD computations")
    w.p("HydroCAD computations used to design basin B-1: subcatchment data and the basin's stage-storage-discharge "
        "routing table.", [X("N.6.A.10")])
    w.table([["Subcatchment", "Area (ac)", "CN", "Tc (min)"],
             ["P1 north lot", "0.94", "91", "6.0"],
             ["P2 roof + walks", "0.62", "96", "6.0"],
             ["P3 lawn", "1.31", "74", "14.2"],
             ["P4 bypass", "0.53", "79", "9.5"]], [130, 80, 60, 70])
    w.table([["B-1 stage (ft)", "Storage (cu ft)", "Discharge (cfs)"], ["945.0", "0", "0.00"], ["946.0", "3,150", "0.62"],
             ["947.0", "7,020", "3.10"], ["947.8", "10,480", "7.44"], ["948.5", "13,900", "12.8"]], [110, 110, 110])
    w.h("Appendix B - MPCA permit")
    w.p("MPCA NPDES Construction Stormwater Permit coverage: permit no. MNR100001, coverage ID C00070923, issued "
        "January 29, 2026 to Mount Calvary Lutheran Church.", [X("N.6.A.13")])
    w.h("Appendix C - City of Excelsior letter")
    w.p("'The City has reviewed the Mount Calvary parking expansion grading and storm sewer plans and finds them "
        "consistent with the City's Surface Water Management Plan.' - City Engineer, Feb. 11, 2026.")
    w.close()

    firm, proj = "BRANDT DELGADO ENGINEERS", "MOUNT CALVARY LUTHERAN - PARKING EXPANSION"
    cert = ("I hereby certify that this plan was prepared by me or under my direct supervision and that I am a duly "
            "Licensed Professional Engineer under the laws of the State of Minnesota.  Sara Delgado, P.E.  Reg. No. 51920",
            [X("plan_set.pe_certified")])
    sheets = [
        {"number": "C0.1", "title": "EXISTING CONDITIONS", "draw": site_drawing(31, pond=False),
         "notes": [("Property lines and church-owned parcels shown; boundary per ALTA survey 2025.", [X("N.6.A.1")]),
                   ("No wetlands, marshes or floodplain on site; site lies within the Lake Minnetonka shoreland district (boundary shown).", [X("N.6.A.4")]),
                   ("Existing storm sewer: CB-E1 to Mill Street trunk, 12 in RCP, inverts shown.", [])]},
        {"number": "C1.0", "title": "DRAINAGE AREA MAP", "draw": site_drawing(32, pond=False, contours=4),
         "notes": [("Existing and proposed on-site subcatchments E1-E3 / P1-P4 and the off-site area from Mill Street (0.22 ac) delineated.", [X("N.6.A.2")])]},
        {"number": "C2.0", "title": "GRADING, DRAINAGE & STORM SEWER", "draw": site_drawing(33),
         "notes": [("Contour interval 2 feet. Elevations NGVD 29.", [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"), X("N.6.A.7")]),
                   ("Existing and proposed storm sewer location, alignment and rim/invert elevations.", [X("N.6.A.3")]),
                   ("Basin B-1: normal water (outlet) 945.0, 100-yr HWL 947.8.", [X("N.6.A.6")]),
                   ("Drainage & utility easement over basin B-1, per document to be recorded.", [X("N.6.A.12")])]},
        {"number": "C5.0", "title": "STORMWATER DETAILS & SPECIFICATIONS", "draw": None,
         "notes": [("Biofiltration basin section, filter media spec (MnDOT 3877 Type G), draintile, outlet structure OCS-1 and riprap details.", [X("N.6.A.8")])]},
    ]
    plan_set(pkg, "02_Plan_Set_Full_Size_22x34.pdf", ARCH_D, firm=firm, project=proj, sheets=sheets, cert=cert,
             size_note=("FULL SIZE SET 22 x 34", [X("plan_set.full_size")]))
    plan_set(pkg, "03_Plan_Set_Reduced_11x17.pdf", TABLOID, firm=firm, project=proj, sheets=sheets, cert=cert,
             size_note=("REDUCED SET 11 x 17 - HALF SCALE", [X("plan_set.reduced")]), tag_items=False)
    return pkg.finish()


def p04_wayzata_clinic(out: Path) -> Truth:
    """A small clinic remodel and addition under half an acre, by a one-person firm that types in Courier."""
    pkg = Pkg(out, "x32-04-wayzata-clinic", "text", 3204, "N.2.D.1 commercial under 0.5 ac")
    w = pkg.writer("Lakeview_Clinic_MCWD.pdf", font="Courier", size=9.5, margin=58)
    w.p("LAKEVIEW FAMILY CLINIC - BUILDING ADDITION", size=13, font="Courier-Bold")
    w.p("MCWD permit application - stormwater (Rule N) and erosion control (Rule B)")
    w.p("1105 East Wayzata Boulevard, Wayzata MN 55391          April 1, 2026")
    w.rule()
    w.p("APPLICANT ........ Lakeview Family Clinic, P.A. (Dr. Amina Abdi)")
    w.p("ENGINEER ......... Whitcomb Engineering (Peter Whitcomb, PE)")
    w.p("USE .............. Medical clinic (commercial)", [F("project_type", "commercial")])
    w.p("LOT AREA ......... 17,860 SF (0.41 AC)", [F("site_area_ac", 0.41), X("N.6.D")])
    w.p("DISTURBED ........ 0.33 AC", [F("disturbed_area_ac", 0.33)])
    w.p("BUILDING ......... existing 4,100 SF + addition 2,100 SF = 6,200 SF")
    w.p("PARKING .......... 24 stalls (no change)")
    w.gap(4)
    w.p("IMPERVIOUS SURFACE (SF / AC)", font="Courier-Bold")
    w.table([["", "SF", "AC"], ["Existing", "12,630", "0.29"], ["Proposed", "14,370", "0.33"], ["Net increase", "1,740", "0.04"]],
            [110, 90, 70], [F("existing_impervious_ac", 0.29), F("proposed_impervious_ac", 0.33),
                            F("net_impervious_increase_ac", 0.04), X("N.6.E")])
    w.p("BMPS", font="Courier-Bold")
    w.p("The addition replaces part of the parking island, so new hard surface is kept to 1,740 SF. Roof runoff from "
        "the addition goes to a planter box filter; the rest of the lot continues to drain to the Wayzata Boulevard "
        "storm sewer. Erosion and sediment control during construction and the permanent practices follow the MPCA "
        "manual 'Protecting Water Quality in Urban Areas'.", [S("N.3.0")])
    w.p("LIST OF PERMANENT BMPS: (a) roof planter box filter, 180 SF; (b) sump manhole with SAFL baffle at CB-2; "
        "(c) pervious pavers at the patient drop-off, 620 SF (lined, not infiltrating).", [S("N.3.2")])
    w.p("Infiltration is not proposed because old fill with debris was found under the lot (Phase I ESA 2025).",
        [F("infiltration_proposed", False)])
    w.p("FLOOD PROTECTION", font="Courier-Bold")
    w.p("Addition lowest door and window opening: 936.0. 100-year high water of the Wayzata Blvd. low point "
        "(City model): 933.2. Separation 2.8 ft.", [F("lowest_opening_elev_ft", 936.0), F("hwl_100yr_elev_ft", 933.2)])
    w.p("The site drains to Lake Minnetonka through city pipe; 2-year and 5-year flows were not computed because the "
        "District does not require rate control here.")
    w.gap(14)
    w.p("Peter Whitcomb, PE  MN 40917             signed 4/1/2026")
    w.close()
    return pkg.finish()


def p05_tonka_bay_marina(out: Path) -> Truth:
    """A marina's upland rebuild over 8 acres: TP removal short, pond freeboard short, NAVD 88 plans."""
    pkg = Pkg(out, "x32-05-tonka-bay-marina", "text", 3205, "N.2.D.3 commercial; TP<50, freeboard<2, NAVD88")
    c = pkg.writer("A_Cover_Letter.pdf", font="Times-Roman", size=11, margin=72)
    c.p("OSTRANDER MARSH ENGINEERING", size=15, font="Times-Bold")
    c.p("Water Resources  -  Site Civil  -  Excelsior, Minnesota", size=9)
    c.gap(8)
    c.p("May 4, 2026")
    c.p("Minnehaha Creek Watershed District, Permitting")
    c.p("Re: Tonka Bay Marina - Upland Storage Building and Parking Reconstruction, 70 Manitou Road, Tonka Bay",
        font="Times-Bold")
    c.p("Enclosed for the District's review on behalf of Tonka Bay Marina Holdings, Inc. are the stormwater narrative "
        "(file B), the full-size and half-size plan sets (files C and D) and the modeling appendix (file E). The marina "
        "is a commercial property of 9.20 acres on Lake Minnetonka; 3.30 acres will be disturbed.",
        [F("project_type", "commercial"), F("site_area_ac", 9.20), X("N.6.D"), F("disturbed_area_ac", 3.30)])
    c.p("The marina holds 212 boat slips and a 41,000 sq ft heated storage hall that stays. The new cold-storage "
        "building is 28,500 sq ft. Please call me with questions.")
    c.p("Erik Ostrander, P.E.", font="Times-Italic")
    c.close()

    w = pkg.writer("B_Stormwater_Narrative.pdf", font="Times-Roman", size=10.5, margin=66,
                   footer="Tonka Bay Marina | Stormwater Narrative | OME 26-031")
    w.h("Stormwater Management Narrative", size=15)
    w.h("Site and impervious areas", size=12)
    w.p("Impervious cover (building roofs, gravel and bituminous boat storage yard) is 4.10 acres today and will be "
        "4.62 acres after the project, a net increase of 0.52 acres. The parent marina property including submerged "
        "lands is 14.6 acres; only the 9.20-acre upland is the project site.",
        [F("existing_impervious_ac", 4.10), F("proposed_impervious_ac", 4.62), F("net_impervious_increase_ac", 0.52), X("N.6.E")])
    w.h("Best management practices", size=12)
    w.p("BMPs were selected from, and will be built to, the MPCA manual Protecting Water Quality in Urban Areas: "
        "minimizing new yard paving, a wet pond, vegetated swales and a shoreline buffer.", [S("N.3.0")])
    w.p("Permanent BMPs listed: 1) Pond 1 (wet pond) with skimmer outlet; 2) two grass swales along Manitou Road; "
        "3) a 25-ft native shoreline buffer; 4) hydrodynamic separator at the boat wash pad.", [S("N.3.2")])
    w.p("Infiltration was considered and is not proposed, because groundwater is within 3 feet of the surface near "
        "the lake.", [F("infiltration_proposed", False)])
    w.h("Water quantity", size=12)
    w.p("Pond 1 occupies the existing low area at the east end of the yard, used today as a snow storage area. Pond "
        "and outlet were sized by reservoir routing (HydroCAD) using the critical-duration 24-hour storms.", [S("N.4.2")])
    w.table([["Return period", "Existing peak (cfs)", "Proposed peak (cfs)"],
             ["1-yr", "6.8", "6.1"], ["10-yr", "15.3", "14.0"], ["50-yr", "24.0", "22.1"], ["100-yr", "29.4", "27.7"]],
            [120, 140, 140], [F("peak_rates_cfs", {"1": {"existing": 6.8, "proposed": 6.1}, "10": {"existing": 15.3, "proposed": 14.0},
                                                    "100": {"existing": 29.4, "proposed": 27.7}}), X("N.6.A.9")])
    w.p("Runoff from 1.9 acres of Manitou Road and the neighbouring lots drains onto the site and is included in the "
        "models and in the sizing of Pond 1.", [S("N.4.4")])
    w.p("Because the site discharges directly to Lake Minnetonka, the project has no adverse effect on off-site water "
        "levels during or after construction.", [S("N.4.3")])
    w.p("Lake Minnetonka is not landlocked (outlet at Gray's Bay dam).", [F("landlocked", False)])
    w.p("Pond 1 is located above the lake's 100-year flood elevation and inside a drainage and flowage easement to be "
        "granted to the City of Tonka Bay.", [S("N.4.6")])
    w.p("The project conforms to the City of Tonka Bay Local Water Management Plan; the City's review letter is in "
        "Appendix E.", [S("N.4.7"), X("N.6.A.11")])
    w.p("Both the Pond 1 outfall and the swale outlets at the lake end in riprap aprons with energy dissipators to "
        "minimize erosion and scouring.", [S("N.4.8"), S("N.5.4")])
    w.h("Water quality", size=12)
    w.p("P8 modeling of the whole tributary area gives an annual total phosphorus removal of 44 percent. Space for a "
        "larger permanent pool is limited by the boat storage yard.", [F("phosphorus_removal_pct", 44.0)])
    w.p("The Pond 1 outlet has a submerged inlet (reverse-slope pipe) and skimmer baffle that hold back floatables "
        "for the 1-year event.", [S("N.5.2")])
    w.table([["Pond", "NWL", "100-yr HWL", "Top of berm", "Freeboard", "Safety bench"],
             ["Pond 1", "932.0", "934.4", "935.9", "1.5 ft", "10 ft at 10:1"]], [60, 60, 80, 80, 70, 100],
            [F("ponds", [{"name": "Pond 1", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 1.5}])])
    w.h("New building", size=12)
    w.p("The cold-storage building's lowest opening is 938.0; the 100-year high water level next to it is that of "
        "Pond 1, 934.4.", [F("lowest_opening_elev_ft", 938.0), F("hwl_100yr_elev_ft", 934.4)])
    w.h("MPCA permit and soils", size=12)
    w.p("MPCA NPDES construction stormwater permit: the project has coverage under general permit MNR100001, "
        "coverage ID C00072210, dated April 20, 2026.", [X("N.6.A.13")])
    w.p("Geotechnical soil boring results (SB-1 through SB-6, Braun Intertec, March 2026) are in Appendix E.")
    w.close()

    firm, proj = "OSTRANDER MARSH ENGINEERING", "TONKA BAY MARINA - UPLAND RECONSTRUCTION"
    cert = ("I hereby certify that this plan was prepared by me or under my direct supervision and that I am a duly "
            "Licensed Professional Engineer under the laws of the State of Minnesota. Erik Ostrander, Lic. 47390",
            [X("plan_set.pe_certified")])
    sheets = [
        {"number": "C-100", "title": "EXISTING CONDITIONS & REMOVALS", "draw": site_drawing(51, pond=False, label0=928),
         "notes": [("Property lines and land owned by the applicant shown.", [X("N.6.A.1")]),
                   ("Shoreland district, OHW 929.4 and the 100-yr floodplain of Lake Minnetonka delineated; no wetlands.", [X("N.6.A.4")])]},
        {"number": "C-200", "title": "DRAINAGE AREA MAP", "draw": site_drawing(52, pond=False, contours=3, label0=928),
         "notes": [("Existing / proposed drainage areas and off-site area from Manitou Road (1.9 ac).", [X("N.6.A.2")])]},
        {"number": "C-300", "title": "GRADING & STORM SEWER", "draw": site_drawing(53, label0=928),
         "notes": [("Elevations on NAVD 88. 2-foot contours.", [F("vertical_datum", "NAVD88"), F("contour_interval_ft", 2.0)]),
                   ("Storm sewer and Pond 1 location, alignment and elevations; existing culverts to lake shown.", [X("N.6.A.3")]),
                   ("Pond 1 NWL 932.0, 100-yr HWL 934.4; lake OHW 929.4, 100-yr 931.5.", [X("N.6.A.6")]),
                   ("Drainage and flowage easement over Pond 1.", [X("N.6.A.12")])]},
        {"number": "C-500", "title": "STORM DETAILS", "draw": None,
         "notes": [("Pond 1 outlet structure, skimmer, riprap and separator details and specifications.", [X("N.6.A.8")])]},
    ]
    plan_set(pkg, "C_Plans_Full_Size.pdf", ARCH_D, firm=firm, project=proj, sheets=sheets, cert=cert,
             size_note=("Full-size set (22x34).", [X("plan_set.full_size")]))
    plan_set(pkg, "D_Plans_Half_Size_11x17.pdf", TABLOID, firm=firm, project=proj, sheets=sheets, cert=cert,
             size_note=("Half-size set (11x17).", [X("plan_set.reduced")]), tag_items=False)

    e = pkg.writer("E_Appendix_Models.pdf", font="Helvetica", size=9, margin=54)
    e.h("Appendix E - HydroCAD, P8 and geotechnical summary")
    e.p("HydroCAD routing, P8 input/output and Pond 1 stage-storage tables used to design the facilities.", [X("N.6.A.10")])
    e.table([["Subcatchment", "Area (ac)", "CN", "Tc"], ["OS-1 Manitou Rd", "1.90", "86", "9"],
             ["P-1 yard", "4.05", "91", "10"], ["P-2 roofs", "1.21", "98", "6"], ["P-3 buffer/lawn", "3.94", "69", "15"]],
            [140, 80, 60, 60])
    e.p("P8: TSS removal 79%, TP removal 44%, particle file NURP50, 1990-1999 Minneapolis rainfall.")
    e.p("Geotechnical soil boring results (Braun Intertec, March 2026):", [X("N.6.C")])
    e.table([["Boring", "Depth (ft)", "Soils", "Groundwater (ft)"], ["SB-1", "15", "organic silt over fine sand", "2.5"],
             ["SB-2", "15", "fill over fine sand", "3.0"], ["SB-3", "20", "fine sand", "3.5"],
             ["SB-4", "15", "silty sand", "4.0"], ["SB-5", "15", "fill over silty sand", "3.0"], ["SB-6", "20", "fine sand", "3.5"]],
            [60, 70, 180, 100])
    e.p("City of Tonka Bay, letter of April 27, 2026: the City has reviewed the marina plans and finds them consistent "
        "with its Local Water Management Plan.")
    e.close()
    return pkg.finish()


def p06_minnetonka_townhomes(out: Path) -> Truth:
    """A townhome developer's engineer: one combined PDF of form and report, full-size plans only,
    1-foot contours."""
    pkg = Pkg(out, "x32-06-minnetonka-townhomes", "text", 3206, "N.2.D.2 high density, 1-ft contours, no reduced set")
    w = pkg.writer("Birchwood_Townhomes_Stormwater.pdf", font="Helvetica", size=9.5, margin=50,
                   footer="Birchwood Townhomes - MCWD Submittal")
    w.p("BIRCHWOOD TOWNHOMES", size=18, font="Helvetica-Bold")
    w.p("Stormwater Management Plan  |  4300 Baker Road, Minnetonka  |  Kowalski Nguyen Civil, June 2026")
    w.rule()
    w.table([["Data", ""],
             ["Applicant", "Birchwood Townhomes LLC"],
             ["Land use", "Multi-family residential (townhomes)"],
             ["Dwelling units", "36 (nine 4-unit buildings)"],
             ["Site area", "3.90 ac"],
             ["Density", "9.2 units/ac"]], [140, 250],
            [F("project_type", "multi_unit_residential"), F("dwelling_units", 36), F("site_area_ac", 3.90), X("N.6.D"),
             F("density_du_per_ac", 9.2)])
    w.table([["Areas", "acres"],
             ["Disturbance", "3.70"],
             ["Impervious, existing (house, barn, drive)", "0.45"],
             ["Impervious, proposed", "2.05"],
             ["Net new impervious", "1.60"]], [220, 80],
            [F("disturbed_area_ac", 3.70), F("existing_impervious_ac", 0.45), F("proposed_impervious_ac", 2.05),
             F("net_impervious_increase_ac", 1.60), X("N.6.E")])
    w.p("The property was one large-lot homestead (PID 29-117-22-31-0006); the neighbouring 11.2-acre church "
        "property to the west is under separate ownership. Each townhome unit is about 1,850 sq ft.")
    w.h("BMPs")
    w.p("Site design clusters the buildings on the upland and keeps the wooded ravine in a conservation easement. "
        "Practices follow the MPCA manual Protecting Water Quality in Urban Areas.", [S("N.3.0")])
    w.p("Permanent BMPs: (1) wet detention pond; (2) conservation easement over the ravine (0.8 ac); "
        "(3) rain leader disconnection to lawn; (4) SAFL baffle sumps at two catch basins.", [S("N.3.2")])
    w.p("No infiltration is proposed: the soils are hydrologic soil group D (Hayden-Lester clay loam).",
        [F("infiltration_proposed", False)])
    w.h("Rate control")
    w.p("The pond is built where the site already drains and ponds, in the low area at the ravine head. The pond and "
        "outlet were designed by reservoir routing in HydroCAD using critical duration storms.", [S("N.4.2")])
    w.table([["", "1 yr", "2 yr", "10 yr", "100 yr"],
             ["Existing (cfs)", "2.6", "3.4", "7.9", "16.3"],
             ["Proposed (cfs)", "1.9", "2.5", "6.8", "15.7"]], [100, 60, 60, 60, 60],
            [F("peak_rates_cfs", {"1": {"existing": 2.6, "proposed": 1.9}, "10": {"existing": 7.9, "proposed": 6.8},
                                  "100": {"existing": 16.3, "proposed": 15.7}}), X("N.6.A.9")])
    w.p("Baker Road drainage (0.7 ac) enters the site at the north and is carried through the pond in both models.",
        [S("N.4.4")])
    w.p("The pond is above the 100-year flood level of the ravine and sits in a drainage and utility easement.",
        [S("N.4.6")])
    w.p("Outfall to the ravine: flared end with riprap and a plunge pool so that the outfall does not erode or scour "
        "the ravine.", [S("N.4.8")])
    w.p("The plan is consistent with the City of Minnetonka Water Resources Management Plan; the City's engineering "
        "staff reviewed it at concept (memo attached, last page).", [S("N.4.7"), X("N.6.A.11")])
    w.p("The ravine outlets to Minnehaha Creek; the receiving area is not landlocked.", [F("landlocked", False)])
    w.h("Building elevations")
    w.p("Lowest opening of any unit: 957.0 (Building 7 lookout window). Pond 100-yr HWL: 953.8.",
        [F("lowest_opening_elev_ft", 957.0), F("hwl_100yr_elev_ft", 953.8)])
    w.h("Computations")
    w.p("HydroCAD node listing and MIDS calculator output used for the pond design:", [X("N.6.A.10")])
    w.table([["Node", "Area (ac)", "CN", "Peak 100-yr (cfs)"], ["E1", "3.90", "72", "14.2"], ["OS", "0.70", "89", "2.9"],
             ["P1 to pond", "3.35", "84", "13.7"], ["P2 bypass", "0.55", "74", "1.8"]], [100, 70, 50, 110])
    w.p("MPCA NPDES construction stormwater permit: coverage C00073015 (MNR100001), issued May 28, 2026.",
        [X("N.6.A.13")])
    w.h("City of Minnetonka - concept review memo (copy)")
    w.p("'Engineering staff reviewed the concept stormwater design for Birchwood Townhomes and find it consistent with "
        "the City's Water Resources Management Plan.' May 12, 2026.")
    w.close()

    firm, proj = "KOWALSKI NGUYEN CIVIL", "BIRCHWOOD TOWNHOMES - MINNETONKA"
    cert = ("I hereby certify that this plan was prepared by me or under my direct supervision and that I am a duly "
            "Licensed Professional Engineer under the laws of the State of Minnesota. Anh Nguyen, P.E. No. 53318",
            [X("plan_set.pe_certified")])
    sheets = [
        {"number": "C1", "title": "EXISTING CONDITIONS", "draw": site_drawing(61, pond=False, contours=9, step=1, label0=950),
         "notes": [("Boundary and property owned by the applicant.", [X("N.6.A.1")]),
                   ("No wetlands, marshes, floodplain or shoreland on the property.", [X("N.6.A.4")])]},
        {"number": "C2", "title": "DRAINAGE MAPS", "draw": site_drawing(62, pond=False, contours=4, step=1, label0=950),
         "notes": [("Existing and proposed drainage areas on site, and the off-site Baker Road area (0.7 ac).", [X("N.6.A.2")])]},
        {"number": "C3", "title": "GRADING & STORM SEWER PLAN", "draw": site_drawing(63, contours=9, step=1, label0=950),
         "notes": [("1' contours, NGVD 29 datum.", [F("contour_interval_ft", 1.0), F("vertical_datum", "NGVD29")]),
                   ("Storm sewer and pond: location, alignment and elevations.", [X("N.6.A.3")]),
                   ("Pond NWL 950.0; 100-yr HWL 953.8.", [X("N.6.A.6")]),
                   ("Drainage and utility easement over the pond to 954.8.", [X("N.6.A.12")])]},
        {"number": "C4", "title": "STORM DETAILS", "draw": None,
         "notes": [("Outlet structure, skimmer, riprap and plunge pool details; specifications per City standards.", [X("N.6.A.8")])]},
    ]
    plan_set(pkg, "Birchwood_Plans_Full_Size.pdf", ARCH_D, firm=firm, project=proj, sheets=sheets, cert=cert,
             size_note=("Full size plans.", [X("plan_set.full_size")]))
    return pkg.finish()
