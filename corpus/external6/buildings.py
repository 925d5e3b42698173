"""Packages for buildings other than houses: townhomes, a warehouse expansion, a coffee shop
and a school addition, each by a different kind of author.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external6.common import E, F, S, npdes_letter
from corpus.external6.doc import ANSI_D, ARCH_D, TABLOID, Package, PlanSet


def chanhassen_townhomes(out: Path) -> Package:
    """A boutique civil firm: one long submittal letter, with plans on NAVD 88 and a 100-year rate that rises."""
    pkg = Package("x6-04-chanhassen-lotus-row", out, seed=604,
                  scenario="high-density multi-unit 0.5-8 ac; 100-yr up, opening 1.5 ft, NAVD88, no city doc")
    firm = ["NORTH SHORE CIVIL DESIGN", "600 Market Street, Suite 210", "Chanhassen, MN 55317"]
    r = pkg.doc("Lotus_Row_MCWD_Submittal.pdf", size=10, margin=62, font="Helvetica",
                footer="NSCD Job 2318  |  Lotus Row Townhomes  |  MCWD Rule N submittal")
    r.h1("Lotus Row Townhomes", 17)
    r.p("Submittal to the Minnehaha Creek Watershed District - Rule N Stormwater Management", size=11)
    r.table([["Applicant", "Lotus Row Partners, LLC (private developer)"],
             ["Location", "7700 block of Great Plains Blvd, Chanhassen (PID 25-2510020)"],
             ["Proposal", "48 for-sale townhome units in 9 buildings"],
             ["Site area", "4.12 ac (179,467 sf)"],
             ["Density", "11.7 du/ac"],
             ["Disturbance", "3.95 ac"]], [110, 330], header=0,
            tags=[F("applicant_public_entity", False), F("project_type", "multi_unit_residential"),
                  F("dwelling_units", 48), F("site_area_ac", 4.12), F("density_du_per_ac", 11.7),
                  F("disturbed_area_ac", 3.95)])
    r.p("The site held a church and its parking lot, which will be removed. Impervious cover goes from 0.95 ac "
        "(41,382 sf) to 2.61 ac (113,692 sf).",
        tags=[F("existing_impervious_ac", 0.95), F("proposed_impervious_ac", 2.61)])
    r.p("As multi-unit housing at more than 8 units per acre on a site between one-half and eight acres, the project "
        "falls under Rule N paragraph 2(D)(2): Sections 3 and 4 apply.")
    r.h1("BMPs", 12)
    r.p("Site design follows the MPCA guidance in Protecting Water Quality in Urban Areas: buildings are clustered on "
        "the upland, the private drive is 24 ft, and roof runoff is piped to the underground system. Permanent BMPs:",
        tags=[S("N.3.0")])
    r.bullets(["UG-1 underground infiltration chamber system (StormTech MC-3500), 6,800 cf below the outlet",
               "SUMP-1 pretreatment manhole with SAFL baffle",
               "Two bioretention basins (BR-1, BR-2) with underdrains",
               "Riprap outlet apron at FES-5"], tags=[S("N.3.2")])
    r.p("Infiltration is proposed. Borings SB-1 to SB-4 found poorly graded sand (SP) from 6 to 15 feet; design "
        "infiltration rate 0.8 in/hr (Minnesota Stormwater Manual, SP soils).",
        tags=[F("infiltration_proposed", True)])
    r.h1("Rate control", 12)
    r.p("HydroCAD 10.2, Atlas 14 MSE 3, 24-hr critical duration; the underground system and its outlet were sized by "
        "reservoir routing. The site has no natural depression to use for storage.", tags=[S("N.4.2")])
    r.table([["cfs", "1 YR", "2 YR", "10 YR", "100 YR"],
             ["EX", "3.21", "4.10", "8.45", "16.20"],
             ["PR", "2.64", "3.55", "7.90", "16.95"]], [70, 70, 70, 70, 70],
            title="Peak flow to Great Plains Blvd storm sewer (site total)",
            tags=[E("N.6.A.9"), F("peak_rates_cfs", {"1": {"existing": 3.21, "proposed": 2.64},
                                                       "10": {"existing": 8.45, "proposed": 7.90},
                                                       "100": {"existing": 16.20, "proposed": 16.95}})])
    r.p("The 100-year proposed rate is 0.75 cfs over existing because the emergency overflow weir engages; we are "
        "working on a revised outlet and will resubmit the table. The City storm sewer has capacity for the 10-year "
        "flow, and no off-site water level rises during or after construction.", tags=[S("N.4.3")])
    r.p("About 1.1 acres of Great Plains Boulevard drains onto the site and is included in subcatchment 3S of both "
        "models.", tags=[S("N.4.4")])
    r.p("The site is not landlocked. Outfalls: FES-5 has a Class II riprap apron and a plunge pool to prevent "
        "scour.", tags=[F("landlocked", False), S("N.4.8")])
    r.p("Building 9 walkout: lowest opening 951.3; BR-2 100-year HWL 949.8.",
        tags=[F("lowest_opening_elev_ft", 951.3), F("hwl_100yr_elev_ft", 949.8)])
    r.p("Wetlands: none on or adjacent to the site (see sheet C1).")
    r.new_page()
    r.h1("Appendix 1 - HydroCAD reports", 12)
    r.p("Subcatchment, pond and reach summaries for the 1, 2, 10 and 100-year events, existing and proposed, and the "
        "bioretention and chamber sizing computations.", tags=[E("N.6.A.10")])
    r.table([["Subcat", "Area", "CN", "Tc"], ["1S", "1.62", "61", "12.0"], ["2S", "1.39", "98", "6.0"],
             ["3S (incl. off-site)", "2.22", "84", "9.5"]], [120, 60, 50, 50])
    r.new_page()
    r.h1("Appendix 2 - Geotechnical report excerpt (Bluff Geotechnical, 11/2025)", 12)
    r.p("Four borings to 20 ft. SB-1: topsoil, clayey sand fill to 5.5 ft, poorly graded sand SP to 20 ft. No "
        "groundwater encountered.", tags=[E("N.6.C")])
    npdes_letter(r, "Lotus Row Partners, LLC", "Lotus Row Townhomes", "C00071877", "December 29, 2025", 3.95)
    r.save()

    for name, size, part in (("Lotus_Row_Civil_22x34.pdf", ANSI_D, "plan_set.full_size"),
                             ("Lotus_Row_Civil_11x17.pdf", TABLOID, "plan_set.reduced")):
        ps = PlanSet(pkg, name, size, firm, "LOTUS ROW TOWNHOMES - CHANHASSEN, MINNESOTA", "Rachel Oyelaran", "48812",
                     "01/09/2026", tags_first=[E(part)])
        ps.sheet("C1", "Existing Conditions", [
            ("Property lines and right-of-way per survey; parcel owned by applicant outlined.", [E("N.6.A.1")]),
            ("There are no wetlands, marshes, shoreland or floodplain areas on this site.", [E("N.6.A.4")]),
            ("Benchmark: MnDOT 1027 A, elev. 956.12 (NAVD 88).", [F("vertical_datum", "NAVD88")])],
            drawing="EXISTING CONDITIONS")
        ps.sheet("C2", "Drainage Areas", [
            ("Existing and proposed drainage area maps with off-site area from Great Plains Blvd.", [E("N.6.A.2")])],
            drawing="DRAINAGE AREAS")
        ps.sheet("C3", "Grading Plan", [
            ("2-ft contours, elevations NAVD 88.", [F("contour_interval_ft", 2)]),
            ("BR-1 NWL 948.0 / HWL 949.1; BR-2 NWL 948.5 / HWL 949.8; UG-1 HWL 947.6.", [E("N.6.A.6")])],
            drawing="GRADING", contours=(946, 2))
        ps.sheet("C4", "Storm Sewer and Soils", [
            ("Existing and proposed storm sewer, UG-1, BR-1, BR-2 with inverts.", [E("N.6.A.3")]),
            ("Soils: SP sand, permeability 0.8 in/hr, delineated at UG-1 and BR-1/BR-2 per borings SB-1 to SB-4.",
             [E("N.6.A.5")]),
            ("Drainage and utility easements over UG-1 and the bioretention basins.", [E("N.6.A.12")])],
            drawing="STORM SEWER")
        ps.sheet("C5", "Details", [
            ("Chamber system, SAFL baffle manhole, bioretention section and specifications.", [E("N.6.A.8")])],
            drawing="DETAILS")
        ps.save()
    return pkg


def hopkins_warehouse(out: Path) -> Package:
    """A national firm's numbered report: industrial expansion under 50% more impervious, pond freeboard
    short, NPDES coverage promised but not attached."""
    pkg = Package("x6-05-hopkins-shady-oak-dc", out, seed=605,
                  scenario="industrial >8 ac, additional-only basis, freeboard 1.5 ft, no NPDES doc")
    firm = ["MERIDIAN HARTE", "Engineering | Planning | Landscape", "222 South Ninth Street, Minneapolis MN 55402"]
    r = pkg.doc("MCWD_Permit_Submittal_Shady_Oak_DC.pdf", size=9.5, margin=58,
                header="Shady Oak Distribution Center Expansion", footer="Meridian Harte Project No. 193806114")
    r.h1("SHADY OAK DISTRIBUTION CENTER EXPANSION", 15, center=True)
    r.p("Stormwater Management Plan and Rule N Compliance Memorandum", size=11)
    r.p("Hopkins, Minnesota  |  Revised February 12, 2026")
    r.h1("1.0 Introduction", 12)
    r.p("Shady Oak Industrial Holdings, LLC (a private owner) proposes a 38,200 sf loading-dock addition to its "
        "184,500 sf warehouse at 1100 Shady Oak Road, with truck court expansion and trailer parking. The property "
        "(PID 24-117-22-33-0008) is 11.64 acres and is zoned I-1 Industrial.",
        tags=[F("applicant_public_entity", False), F("project_type", "industrial"), F("site_area_ac", 11.64)])
    r.table([["Parameter", "Existing", "Proposed", "Change"],
             ["Impervious area (sf)", "345,000", "395,525", "+50,525"],
             ["Impervious area (ac)", "7.92", "9.08", "+1.16"],
             ["Pervious area (ac)", "3.72", "2.56", "-1.16"]], [140, 80, 80, 80],
            title="Table 1. Land cover",
            tags=[F("existing_impervious_ac", 7.92), F("proposed_impervious_ac", 9.08),
                  F("net_impervious_increase_ac", 1.16)])
    r.p("Land disturbance totals 6.85 acres, including the truck court reconstruction.",
        tags=[F("disturbed_area_ac", 6.85)])
    r.p("Because impervious area grows by 14.6 percent of the existing, Rule N paragraph 2(H) applies the "
        "requirements to the additional impervious surface and altered area only.")
    r.h1("2.0 Existing Site", 12)
    r.p("The site drains west to a Minnehaha Creek tributary along the Canadian Pacific "
        "rail line via a 36-inch storm sewer. About 6.3 acres of Excelsior Boulevard right-of-way drain onto the site "
        "and are carried in the analysis as off-site subcatchment OS-2.", tags=[S("N.4.4")])
    r.p("No wetlands were identified on the property, and it lies outside the FEMA floodplain and the shoreland "
        "overlay. Infiltration is not proposed: a Phase II ESA documented petroleum-impacted soils, and the MPCA "
        "prohibits infiltration through contaminated soils.", tags=[F("infiltration_proposed", False)])
    r.p("The receiving water is not landlocked.", tags=[F("landlocked", False)])
    r.new_page()
    r.h1("3.0 Water Quantity", 12)
    r.p("Detention is provided in an expanded wet pond (P-1) in the existing low area at the southwest corner, which "
        "is already a natural depression; P-1 and its outlet were designed by reservoir routing of the 24-hour "
        "critical-duration events (HydroCAD, Atlas 14).", tags=[S("N.4.2")])
    r.table([["Event (24-hr)", "Rainfall (in)", "Pre (cfs)", "Post (cfs)"],
             ["1-year", "2.49", "12.84", "11.02"],
             ["2-year", "2.86", "15.60", "13.11"],
             ["5-year", "3.56", "20.75", "17.40"],
             ["10-year", "4.26", "25.92", "22.15"],
             ["100-year", "7.40", "48.70", "46.33"]], [110, 90, 80, 80],
            title="Table 3. Peak discharge at the west property line (all drainage areas combined)",
            tags=[E("N.6.A.9"), F("peak_rates_cfs", {"1": {"existing": 12.84, "proposed": 11.02},
                                                       "10": {"existing": 25.92, "proposed": 22.15},
                                                       "100": {"existing": 48.70, "proposed": 46.33}})])
    r.p("Because peak rates and the 100-year pond level fall, water levels off the site are not raised during or "
        "after construction.", tags=[S("N.4.3")])
    r.p("P-1 is above the projected 100-year flood elevation of the tributary and is wholly within a recorded "
        "drainage and utility easement.", tags=[S("N.4.6")])
    r.p("Conformance with the City of Hopkins Surface Water Management Plan (2020) is documented in the City "
        "review letter, Appendix C.", tags=[S("N.4.7")])
    r.p("The P-1 outfall has a riprap apron and energy-dissipation basin so that it does not erode or scour the "
        "channel.", tags=[S("N.4.8"), S("N.5.4")])
    r.h1("4.0 Water Quality", 12)
    r.p("P8 modeling of the additional impervious area and altered area shows P-1 removes 58% of annual TP.",
        tags=[F("phosphorus_removal_pct", 58)])
    r.table([["Pond", "NWL", "100-yr HWL", "Top of berm", "Freeboard", "Bench"],
             ["P-1", "898.0", "903.2", "904.7", "1.5 ft", "10 ft, 10H:1V"]], [50, 60, 80, 80, 70, 110],
            title="Table 4. Pond P-1 (NGVD 29)",
            tags=[F("ponds", [{"name": "P-1", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10,
                               "freeboard_ft": 1.5}])])
    r.p("The P-1 outlet has a hooded skimmer that retains floatables through the 1-year event.", tags=[S("N.5.2")])
    r.p("Low floor of the addition (dock pit excluded): lowest opening 906.0 vs. P-1 100-yr HWL 903.2.",
        tags=[F("lowest_opening_elev_ft", 906.0), F("hwl_100yr_elev_ft", 903.2)])
    r.h1("5.0 BMPs", 12)
    r.p("Structural and non-structural BMPs were chosen using the MPCA manual Protecting Water Quality in Urban "
        "Areas. Permanent BMPs: expanded wet pond P-1 with skimmer; sump manholes at CB-4 and CB-9; riprap "
        "outfall; monthly truck court sweeping.", tags=[S("N.3.0"), S("N.3.2")])
    r.h1("6.0 Permits", 12)
    r.p("The NPDES construction stormwater permit application will be submitted by the contractor before "
        "mobilization. City of Hopkins grading permit: pending.")
    r.new_page()
    r.h1("Appendix A. Hydrologic and water quality computations", 12)
    r.p("HydroCAD routing reports and P8 output used to design P-1 and its outlet.", tags=[E("N.6.A.10")])
    r.table([["Subcatchment", "Area (ac)", "Imp. %", "Tc"],
             ["OS-2 Excelsior Blvd", "6.30", "72", "15"], ["1S Roof", "4.24", "100", "5"],
             ["2S Truck court", "4.10", "95", "7"], ["3S Landscape", "3.30", "5", "18"]], [130, 70, 60, 50])
    r.new_page()
    r.h1("Appendix B. Geotechnical borings", 12)
    r.p("Eight borings (B-1 to B-8), Twin Lakes Testing, October 2025: fill over lean clay; water at "
        "9-12 ft.", tags=[E("N.6.C")])
    r.new_page()
    r.h1("Appendix C. City of Hopkins review", 12)
    r.p("CITY OF HOPKINS - PUBLIC WORKS. January 26, 2026. We have reviewed the stormwater plan for the Shady Oak "
        "Distribution Center expansion and find it consistent with the City of Hopkins Surface Water Management "
        "Plan. - Mike Vrieze, Public Works Director", tags=[E("N.6.A.11")])
    r.save()

    for name, size, part in (("Civil_Plans_Full.pdf", ARCH_D, "plan_set.full_size"),
                             ("Civil_Plans_Half.pdf", TABLOID, "plan_set.reduced")):
        ps = PlanSet(pkg, name, size, firm, "SHADY OAK DISTRIBUTION CENTER EXPANSION - HOPKINS, MN",
                     "Brian Kowalczyk", "45290", "02/12/2026", tags_first=[E(part)])
        ps.sheet("C0.00", "Cover Sheet", [
            ("Sheet list: C0.00 Cover; C0.01 Existing Conditions; C1.01 Drainage Area Map; C3.01 Grading Plan; "
             "C4.01 Storm Sewer Plan; C8.01 Civil Details.", []),
            ("Owner: Shady Oak Industrial Holdings, LLC. Building addition 38,200 SF; total building 222,700 SF.", [])],
            drawing="SHADY OAK DISTRIBUTION CENTER EXPANSION")
        ps.sheet("C0.01", "Existing Conditions", [
            ("Property line and applicant-owned parcel shown; adjacent rail right-of-way.", [E("N.6.A.1")]),
            ("No wetlands, floodplain or shoreland on site.", [E("N.6.A.4")])], drawing="EXISTING CONDITIONS")
        ps.sheet("C1.01", "Drainage Area Map", [
            ("Existing and proposed subwatersheds and off-site area OS-2.", [E("N.6.A.2")])], drawing="DRAINAGE")
        ps.sheet("C3.01", "Grading Plan", [
            ("Contour interval 2 ft; NGVD 29 datum.", [F("contour_interval_ft", 2), F("vertical_datum", "NGVD29"),
                                                       E("N.6.A.7")]),
            ("P-1 existing NWL 898.0 / HWL 903.9; proposed NWL 898.0 / HWL 903.2.", [E("N.6.A.6")])],
            drawing="GRADING", contours=(896, 2))
        ps.sheet("C4.01", "Storm Sewer Plan", [
            ("Existing and proposed storm sewer, P-1 and outlet OCS-1 with rim and invert elevations.",
             [E("N.6.A.3")]),
            ("Drainage and utility easement over P-1 (Doc. No. 4419263).", [E("N.6.A.12")])], drawing="UTILITIES")
        ps.sheet("C8.01", "Civil Details", [
            ("OCS-1 skimmer, pond bench section, riprap; specifications per Section 33 40 00.", [E("N.6.A.8")])],
            drawing="DETAILS")
        ps.save()
    return pkg


def minnetonka_coffee(out: Path) -> Package:
    """A one-person firm's memo for a drive-through coffee shop under half an acre: BMPs only."""
    pkg = Package("x6-06-minnetonka-coffee", out, seed=606, scenario="commercial < 0.5 ac, Section 3 only")
    d = pkg.doc("Ridgedale_Coffee_Stormwater_Memo.pdf", font="Courier", bold="Courier-Bold", size=9.5, margin=64)
    d.p("MEMORANDUM", font=d.bold, size=13)
    d.table([["TO:", "MCWD Permitting"], ["FROM:", "Pat Nguyen, P.E., Nguyen Site Engineering"],
             ["DATE:", "01/15/2026"], ["RE:", "Drive-thru coffee, 12900 Wayzata Blvd, Minnetonka"]],
            [60, 380], header=0, grid=False)
    d.p("The project replaces a vacant bank building with a 2,150 sf drive-through coffee shop, 24 parking stalls "
        "and a double stacking lane. Owner/applicant: Ridgedale Pad LLC (private).",
        tags=[F("project_type", "commercial"), F("applicant_public_entity", False)])
    d.p("SITE DATA", font=d.bold)
    d.table([["Lot area", "18,295 sf = 0.42 ac"],
             ["Disturbed", "0.42 ac (whole lot)"],
             ["Impervious - existing", "14,375 sf = 0.33 ac"],
             ["Impervious - proposed", "15,680 sf = 0.36 ac"],
             ["Net new impervious", "1,305 sf = 0.03 ac"]], [160, 220], header=0, grid=False,
            tags=[F("site_area_ac", 0.42), F("disturbed_area_ac", 0.42), F("existing_impervious_ac", 0.33),
                  F("proposed_impervious_ac", 0.36), F("net_impervious_increase_ac", 0.03)])
    d.p("RULE N: commercial on less than 1/2 acre -> para. 2(D)(1), Section 3 (BMPs) only. No rate control or "
        "P8 modeling is included.")
    d.p("BMPs (per MPCA 'Protecting Water Quality in Urban Areas'): reduced paved area at the rear, curb cuts into "
        "landscaped islands, infiltration trench along the north curb, inlet protection and sweeping during "
        "construction.", tags=[S("N.3.0")])
    d.p("Infiltration: yes - 120 ft x 4 ft rock trench, bottom 924.0, in loamy sand (HSG B).",
        tags=[F("infiltration_proposed", True)])
    d.p("PERMANENT BMPs:", font=d.bold)
    d.bullets(["1. Infiltration trench IT-1 with observation well", "2. Two landscaped curb-cut islands",
               "3. Sump catch basin CB-1 with SNOUT hood"], mark="-", tags=[S("N.3.2")])
    d.p("OPENINGS: FFE / lowest opening 930.5. 100-yr HWL of the City pond across Wayzata Blvd (MCWD model) "
        "926.4 -> 4.1 ft separation.",
        tags=[F("lowest_opening_elev_ft", 930.5), F("hwl_100yr_elev_ft", 926.4)])
    d.p("OTHER: no wetlands on or near the lot; not landlocked (drains to City storm sewer).",
        tags=[F("landlocked", False)])
    d.p("- P.N.")
    d.save()
    return pkg


def minnetonka_school(out: Path) -> Package:
    """A school district's architect fronts the package; the civil subconsultant writes the narrative.
    Public applicant over 5 acres: no surety. TP removal and one pond bench fall short."""
    pkg = Package("x6-07-isd276-clear-springs", out, seed=607,
                  scenario="institutional >8 ac, public, whole-site basis, TP 44%, bench 8 ft")
    firm = ["OSTBY CIVIL", "for HALLBERG LUND ARCHITECTS", "1401 Glenwood Ave, Minneapolis MN 55405"]
    a = pkg.doc("01_Application_Cover_Letter.pdf", font="Times-Roman", bold="Times-Bold", size=11, margin=72)
    a.h1("HALLBERG LUND ARCHITECTS", 14)
    a.p("Architecture | Interiors | Educational Planning", size=9)
    a.gap(10)
    a.p("February 20, 2026")
    a.p("Minnehaha Creek Watershed District, 15320 Minnetonka Blvd, Minnetonka, MN 55345")
    a.p("Re: Minnetonka Public Schools, Independent School District No. 276 - Clear Springs Elementary Addition "
        "and Site Improvements, 5701 County Road 101, Minnetonka", font=a.bold,
        tags=[F("project_type", "institutional"), F("applicant_public_entity", True)])
    a.p("On behalf of our client, Independent School District No. 276, a public school district, we submit the "
        "enclosed permit application. The work adds a 42,000 square foot classroom and gymnasium wing, rebuilds the "
        "bus loop and staff parking (180 stalls), and adds a turf play field.")
    a.p("Enclosed: (1) this letter and the District's application form; (2) Civil Stormwater Narrative by Ostby "
        "Civil; (3) civil sheets at half size (11x17); (4) civil sheets at full size (22x34).")
    a.p("The school property is 14.80 acres. Construction will disturb 9.6 acres. As a public body the District "
        "understands no surety is required under Rule N paragraph 2(F).",
        tags=[F("site_area_ac", 14.8), F("disturbed_area_ac", 9.6)])
    a.p("Respectfully,")
    a.signature(["Maren Lund, AIA, Project Architect", "for Minnetonka Public Schools"])
    a.save()

    r = pkg.doc("02_Civil_Stormwater_Narrative.pdf", size=10, margin=60,
                footer="Ostby Civil | Clear Springs Elementary | Stormwater Narrative")
    r.h1("Clear Springs Elementary Addition - Stormwater Narrative", 14)
    r.p("Impervious surface: existing 5.20 ac; proposed 8.40 ac; net increase 3.20 ac (61.5% of existing). The "
        "requirements are applied to the whole site under Rule N 2(H).",
        tags=[F("existing_impervious_ac", 5.2), F("proposed_impervious_ac", 8.4),
              F("net_impervious_increase_ac", 3.2)])
    r.p("Off-site runoff: 2.7 acres of County Road 101 and the adjacent neighborhood drain to the site and are "
        "routed through Pond A in both the existing and proposed models.", tags=[S("N.4.4")])
    r.p("Infiltration is proposed in the play-field infiltration gallery (IG-1); soils there are outwash sand "
        "(HSG A) per the geotechnical report.", tags=[F("infiltration_proposed", True)])
    r.p("Wetlands: a 0.6-acre Type 3 wetland at the south edge was delineated (2025) and is shown on sheet C-101. "
        "The site is not landlocked.", tags=[F("landlocked", False)])
    r.h1("Rate control", 12)
    r.p("Pond A uses the existing low area south of the bus loop. Ponds and outlets were designed with reservoir "
        "routing of critical-duration 24-hour events in HydroCAD.", tags=[S("N.4.2")])
    r.table([["Storm", "Q existing (cfs)", "Q proposed (cfs)"],
             ["Q1", "6.12", "4.90"], ["Q2", "7.95", "6.10"], ["Q10", "15.30", "12.85"], ["Q100", "31.75", "27.20"]],
            [90, 120, 120], title="Discharge to the south wetland (Minnehaha Creek tributary)",
            tags=[E("N.6.A.9"), F("peak_rates_cfs", {"1": {"existing": 6.12, "proposed": 4.9},
                                                       "10": {"existing": 15.3, "proposed": 12.85},
                                                       "100": {"existing": 31.75, "proposed": 27.2}})])
    r.p("Downstream and wetland water levels do not rise during or after construction (wetland 100-yr bounce "
        "unchanged); construction runoff is held in temporary basins.", tags=[S("N.4.3")])
    r.p("Ponds A and B are above the 100-year flood elevation of the wetland and within drainage and utility "
        "easements granted by ISD 276 (sheet C-501).", tags=[S("N.4.6")])
    r.p("The City of Minnetonka reviewed the plans for conformance with its Water Resources Management Plan; "
        "its letter is in Attachment 2.", tags=[S("N.4.7")])
    r.p("Pond outfalls: riprap aprons with filter aggregate at both FES outlets to prevent erosion.",
        tags=[S("N.4.8"), S("N.5.4")])
    r.h1("Water quality", 12)
    r.p("MIDS calculator and P8: the treatment train (Ponds A and B, IG-1) removes 44 percent of the annual total "
        "phosphorus load from the site. The 50 percent goal is not reached because the field area drains around "
        "the ponds.", tags=[F("phosphorus_removal_pct", 44)])
    r.table([["", "Pond A", "Pond B"],
             ["NWL", "936.0", "934.5"], ["HWL (100-yr)", "941.1", "938.4"],
             ["Safety bench", "8 ft wide at 10:1", "10 ft wide at 10:1"],
             ["Freeboard to EOF", "2.5 ft", "2.0 ft"]], [120, 120, 120], title="Pond summary",
            tags=[F("ponds", [{"name": "Pond A", "safety_bench_width_ft": 8, "safety_bench_slope_h_per_v": 10,
                               "freeboard_ft": 2.5},
                              {"name": "Pond B", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10,
                               "freeboard_ft": 2.0}])])
    r.p("Outlets have baffle weirs that skim floatables for the 1-year event.", tags=[S("N.5.2")])
    r.p("New wing lowest opening 945.6; Pond A 100-yr HWL 941.1 (the wing is 60 ft from Pond A).",
        tags=[F("lowest_opening_elev_ft", 945.6), F("hwl_100yr_elev_ft", 941.1)])
    r.h1("BMPs", 12)
    r.p("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas. Permanent BMPs: Pond A; Pond B; "
        "infiltration gallery IG-1; two sump manholes; native prairie buffer around the wetland.",
        tags=[S("N.3.0"), S("N.3.2")])
    r.new_page()
    r.h1("Attachment 1 - Computations", 12)
    r.p("HydroCAD node summaries, MIDS/P8 output and the IG-1 drawdown calculation.", tags=[E("N.6.A.10")])
    r.p("Geotechnical borings (Granite Ridge Geotechnical, 9/2025), 12 borings; IG-1 area SP-SM sand, water at 18 ft.",
        tags=[E("N.6.C")])
    r.new_page()
    r.h1("Attachment 2 - City of Minnetonka", 12)
    r.p("CITY OF MINNETONKA - Natural Resources / Engineering, February 10, 2026. Staff has reviewed the Clear "
        "Springs Elementary stormwater plan and finds it conforms to the City's Water Resources Management Plan. - "
        "Corinne Haas, Natural Resources Manager", tags=[E("N.6.A.11")])
    npdes_letter(r, "Independent School District No. 276", "Clear Springs Elementary Addition", "C00072233",
                 "February 17, 2026", 9.6)
    r.save()

    for name, size, part in (("03_Civil_Half-Size_11x17.pdf", TABLOID, "plan_set.reduced"),
                             ("04_Civil_Full-Size_22x34.pdf", ANSI_D, "plan_set.full_size")):
        ps = PlanSet(pkg, name, size, firm, "CLEAR SPRINGS ELEMENTARY ADDITION - ISD 276", "Jenna Ostby", "40977",
                     "02/18/2026", layout="bottom", tags_first=[E(part)])
        ps.sheet("C-101", "Existing Conditions and Removals", [
            ("School property boundary (District-owned parcels) shown.", [E("N.6.A.1")]),
            ("Type 3 wetland (0.6 ac) delineated 2025; no floodplain or shoreland.", [E("N.6.A.4")])],
            drawing="EXISTING CONDITIONS")
        ps.sheet("C-201", "Drainage Area Plan", [
            ("Existing and proposed on-site subwatersheds and the 2.7 ac off-site area.", [E("N.6.A.2")])],
            drawing="DRAINAGE")
        ps.sheet("C-301", "Grading Plan", [
            ("Existing and proposed contours at 2' intervals. Elevations: NGVD 1929.",
             [F("contour_interval_ft", 2), F("vertical_datum", "NGVD29"), E("N.6.A.7")]),
            ("Wetland NWL 933.2 (existing and proposed); Pond A NWL 936.0 / HWL 941.1; Pond B NWL 934.5 / "
             "HWL 938.4.", [E("N.6.A.6")])], drawing="GRADING", contours=(932, 2))
        ps.sheet("C-401", "Storm Sewer and Soils", [
            ("Existing and proposed storm sewer, Ponds A and B, IG-1, with inverts and alignment.", [E("N.6.A.3")]),
            ("Soil boundaries: SP-SM sand (k = 1.6 in/hr) at IG-1; clay loam elsewhere, per borings.",
             [E("N.6.A.5")])], drawing="UTILITIES")
        ps.sheet("C-501", "Stormwater Details and Easements", [
            ("Outlet structures, skimmer baffles, bench sections, IG-1 gallery; specifications Section 33 46 00.",
             [E("N.6.A.8")]),
            ("Drainage and utility easements over Ponds A and B.", [E("N.6.A.12")])], drawing="DETAILS")
        ps.save()
    return pkg
