"""Packages 7-12: a church campus, county and city roads, two trails, a phased subdivision."""

from __future__ import annotations

from corpus.external4.kit import F, S, X, Pkg


def p07_minnetonka_church() -> Pkg:
    """N.2.D.3: a church's volunteer engineer; 44% TP removal and no drainage map."""
    pkg = Pkg("x4-07-minnetonka-grace-church", seed=407, scenario="institutional >= 8 ac, TP unmet, drainage map missing")
    d = pkg.doc("Grace_Church_Parking_Expansion_Narrative.pdf", header="Grace Lutheran Church of Minnetonka - Building & Grounds Committee")
    d.para("To the Minnehaha Creek Watershed District:", font="Times-Italic")
    d.para("I am a member of Grace Lutheran Church and a retired civil engineer (still licensed in Minnesota), and "
           "I prepared the stormwater design for our parking and fellowship hall project as a volunteer. The "
           "congregation is a private nonprofit religious corporation, not a government body.",
           F("applicant_public_entity", False))
    d.para("What we are building: a 6,800 sq ft fellowship hall addition on the east side of the sanctuary and an "
           "expanded north parking lot (from 142 to 231 stalls) for our church campus at 4400 Williston Road.",
           F("project_type", "institutional"))
    d.para("The church owns 9.3 acres here (one tax parcel, 22-117-22-44-0007). Today about 1.8 acres of it is "
           "roof and pavement. When we are done it will be 3.1 acres, so we are adding 1.3 acres of hard surface.",
           F("site_area_ac", 9.3), F("existing_impervious_ac", 1.8), F("proposed_impervious_ac", 3.1),
           F("net_impervious_increase_ac", 1.3))
    d.para("The contractor's grading limits take in about 5.4 acres, because the north lot regrading ties into "
           "the ball field and we are rebuilding the field drainage at the same time.", F("disturbed_area_ac", 5.4))
    d.heading("How we handle the water", size=12)
    d.para("We followed the MPCA's Protecting Water Quality in Urban Areas: keep the wooded slope to Gleason "
           "Lake creek, use curb cuts into vegetated islands, and collect the rest to one new wet pond. Infiltration "
           "is not proposed - the soil report shows clay below 18 inches.", S("N.3.0"), F("infiltration_proposed", False))
    d.para("Permanent BMPs list: the North Pond (wet pond with skimmer), six vegetated parking islands with curb "
           "cuts, two sump catch basins, and the riprap outfall to the creek channel.", S("N.3.2"))
    d.para("The North Pond is built in the existing low spot behind the ball field rather than a new hole, and I "
           "sized the outlet by routing the critical storms through it in HydroCAD.", S("N.4.2"))
    d.para("The neighborhood to the west (about 7 acres of homes) drains onto our lot; I put it in both HydroCAD "
           "models and it passes through the North Pond.", S("N.4.4"))
    d.table(["Storm", "Now (cfs)", "After (cfs)"],
            [["1 year", "4.6", "3.9"], ["10 year", "11.8", "10.1"], ["100 year", "26.3", "24.8"]],
            F("peak_rates_cfs", {"1": {"existing": 4.6, "proposed": 3.9}, "10": {"existing": 11.8, "proposed": 10.1},
                                 "100": {"existing": 26.3, "proposed": 24.8}}), X("N.6.A.9"),
            title="Peak flow leaving the site at the south culvert")
    d.para("The pond is above the creek's 100-year flood level and we will grant the City a drainage and utility "
           "easement over it.", S("N.4.6"))
    d.para("The outlet pipe ends in a flared end with riprap on fabric so it will not scour the channel.",
           S("N.4.8"), S("N.5.4"))
    d.para("The outlet structure has a skimmer that keeps floating trash in the pond during a 1-year storm.", S("N.5.2"))
    d.para("Phosphorus: the MIDS calculator gives 44 percent annual TP removal. I know the rule asks for 50 and we "
           "would like to talk with staff about adding an iron-enhanced sand filter bench.", F("phosphorus_removal_pct", 44))
    d.para("North Pond: normal water 906.0, 100-year level 909.3, safety bench 10 feet wide at 10:1, and 2.2 "
           "feet of freeboard to the top of the berm.",
           F("ponds", [{"name": "North Pond", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 2.2}]))
    d.para("The fellowship hall's lowest opening is 921.0. The North Pond's 100-year level is 909.3, but the "
           "street low point just north of the hall floods to 917.5 in the 100-year storm, so that is the 100-year "
           "high water next to the building: the opening is 3.5 ft above it.", F("lowest_opening_elev_ft", 921.0), F("hwl_100yr_elev_ft", 917.5))
    d.para("Enclosed: the plan set (full size and 11x17), the HydroCAD and MIDS printouts, and our MPCA construction "
           "stormwater permit coverage card (permit C00072210).", X("N.6.A.10"), X("N.6.A.13"))
    d.appendix("Enclosure - MPCA permit coverage card", [
        "MINNESOTA POLLUTION CONTROL AGENCY - Construction Stormwater General Permit MNR100001",
        "Coverage Notification. Permit ID: C00072210. Project: Grace Lutheran Church Parking and Fellowship Hall, Minnetonka.",
        "Your application for coverage under the NPDES/SDS Construction Stormwater General Permit was received and "
        "coverage is effective August 28, 2026. Keep this notice and the SWPPP on site until the Notice of Termination.",
    ])
    d.signature(["Gerald (Jerry) Ostlund, P.E. (retired), MN License 14822", "for the Building & Grounds Committee"])
    d.save()
    p = pkg.plans(base="Grace", firm="GRACE LUTHERAN CHURCH", project="PARKING & FELLOWSHIP HALL", city="Minnetonka",
                  engineer="Gerald Ostlund", license_no="14822")
    p.sheet("1", "SITE & BOUNDARY", [("Church property lines (owned by Grace Lutheran Church of Minnetonka) shown.", (X("N.6.A.1"),)),
                                     ("No wetlands on the church property. The Gleason Lake creek floodplain stays "
                                      "in the channel off our land.", (X("N.6.A.4"),))])
    p.sheet("2", "GRADING", [("Contours every 2 feet, NGVD 1929.", (F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2), X("N.6.A.7"))),
                             ("North Pond NWL 906.0, HWL 909.3; no existing pond on site.", (X("N.6.A.6"),))])
    p.sheet("3", "STORM SEWER", [("Existing and new storm pipes with inverts and the south culvert.", (X("N.6.A.3"),)),
                                 ("Drainage and utility easement over the North Pond (to be recorded).", (X("N.6.A.12"),))])
    p.sheet("4", "POND DETAILS", [("Pond section, outlet structure with skimmer, riprap; MnDOT specifications.", (X("N.6.A.8"),))])
    p.draw("Grace_Plans_24x36.pdf", "Grace_Plans_11x17.pdf")
    return pkg


def p08_hennepin_csah5() -> Pkg:
    """N.2.E.1: the county road adds 1.5 acres, but 0.71 acre is a qualifying trail, so under 1 acre counts."""
    pkg = Pkg("x4-08-hennepin-csah5", seed=408, scenario="road with qualifying trail excluded, public, >5 ac disturbed")
    d = pkg.doc("HC_CSAH5_Stormwater_Memo.pdf", header="HENNEPIN COUNTY  |  Public Works - Transportation Project Delivery")
    d.heading("CSAH 5 (Minnetonka Boulevard) Reconstruction - Williston Road to Plymouth Road", size=13)
    d.para("County Project No. 2176300.  Prepared with SRF Consulting Group, Inc.  Applicant: Hennepin County, a "
           "political subdivision of the State of Minnesota.", F("applicant_public_entity", True))
    d.para("The project reconstructs 1.9 miles of a two-lane county road (ADT 14,500) as a three-lane section with "
           "curb and gutter, and adds a multi-use trail on the north side. No buildings are involved.",
           F("project_type", "linear"))
    d.table(["", "Pre-Project", "Post-Project", "Change"],
            [["Impervious surface (ac)", "5.6", "7.1", "+1.5"], ["Project area (ac)", "9.8", "9.8", "-"]],
            F("existing_impervious_ac", 5.6), F("proposed_impervious_ac", 7.1), F("net_impervious_increase_ac", 1.5),
            F("site_area_ac", 9.8))
    d.para("Disturbance limits encompass \u00b18.7 acres, including temporary slope easements on 31 parcels.",
           F("disturbed_area_ac", 8.7))
    d.heading("Trail", size=11)
    d.para("The new trail is a 10-foot bituminous multi-use trail. It is separated from the back of curb by a "
           "6-foot turf boulevard and has at least 6 feet of turf on its outer side to the right-of-way. "
           "Driveway and side-street crossings interrupt about 14 percent of the required "
           "pervious buffer area. The trail accounts for 0.71 acre of the 1.5-acre increase and is excluded from "
           "the net increase under Rule N, paragraph 2(E)(4).",
           F("sidewalk_trail", {"width_ft": 10, "buffer_ft": 6, "crossing_pct": 14, "area_ac": 0.71, "standalone": False}))
    d.heading("Best management practices", size=11)
    d.para("The county follows the MPCA Minnesota Stormwater Manual and \"Protecting Water Quality in Urban Areas\": "
           "the third lane replaces the former shoulders instead of widening further, curb cuts send runoff to "
           "boulevard swales, and erosion control follows the SWPPP.", S("N.3.0"))
    d.para("Permanent BMPs: (1) three boulevard bioswales (Sta. 12+40, 31+00, 58+75); (2) two hydrodynamic "
           "separators at the Minnehaha Creek tributary crossings; (3) sump catch basins at all low points.", S("N.3.2"))
    d.para("Drainage through the Lake Minnetonka-Gleason Creek subwatershed: the 2-year and 10-year pipe capacities "
           "were checked with the county's storm sewer model. No wetlands are filled; the project is outside the "
           "100-year floodplain except at the Gleason Creek culvert, which is replaced in kind.")
    d.signature(["Kristin M. Paulsen, P.E.", "Hennepin County Transportation Project Delivery"])
    d.save()
    return pkg


def p09_wayzata_street() -> Pkg:
    """N.2.E: a city street rebuilt narrower; impervious surface goes down, no permit."""
    pkg = Pkg("x4-09-wayzata-lake-street", seed=409, scenario="road, no net increase, N.2.E")
    d = pkg.doc("Wayzata_LakeSt_East_RuleN_Letter.pdf", header="CITY OF WAYZATA  -  Public Works Department  -  600 Rice Street East")
    d.para("September 29, 2026")
    d.para("Minnehaha Creek Watershed District, Attn: Permitting")
    d.para("Subject: 2027 Lake Street East and Walker Avenue Street Reconstruction - Rule N applicability",
           font="Times-Bold")
    d.para("The City of Wayzata, a municipal corporation, will reconstruct Lake Street East from Barry Avenue to "
           "Ferndale Road and Walker Avenue from Lake Street to Wayzata Boulevard (about 2,350 feet of street). The "
           "work is a full street reconstruction with new curb, storm sewer and watermain.",
           F("applicant_public_entity", True), F("project_type", "linear"))
    d.para("Lake Street East is narrowed from 36 to 32 feet and two parking bays are removed, so hard surface "
           "goes down:")
    d.table(["", "Pre-Project", "Post-Project", "Change"],
            [["Impervious (acres)", "2.48", "2.31", "-0.17"], ["Total project area (acres)", "4.6", "4.6", ""]],
            F("existing_impervious_ac", 2.48), F("proposed_impervious_ac", 2.31), F("net_impervious_increase_ac", -0.17),
            F("site_area_ac", 4.6))
    d.para("Land disturbance: approximately 4.2 acres within the right-of-way.", F("disturbed_area_ac", 4.2))
    d.para("Because there is no net increase in impervious surface, the City understands a Rule N stormwater "
           "permit is not required; the erosion control (Rule B) application is enclosed separately. The 12 sump "
           "catch basins and two SAFL baffles will be installed anyway as part of the City's Lake Minnetonka "
           "protection program.")
    d.signature(["Michael P. Kelly, P.E., City Engineer", "City of Wayzata"])
    d.save()
    return pkg


def p10_minnetonka_trail() -> Pkg:
    """N.2.E.4: a standalone 8-ft trail with 6-ft turf on both sides (scanned): no permit."""
    pkg = Pkg("x4-10-minnetonka-crane-lake-trail", kind="scanned", seed=410, scenario="standalone trail, N.2.E.4, scanned")
    d = pkg.doc("Minnetonka_Parks_Trail_Memo_scan.pdf", header="CITY OF MINNETONKA - Recreation & Natural Resources / Parks Division")
    d.heading("Crane Lake Trail Segment (Ridgedale Drive to Cedar Lake Road)", size=13)
    d.para("To: MCWD permit staff.  From: Parks & Trails Project Manager.  Date: August 7, 2026.")
    d.para("The City of Minnetonka, a municipal corporation, plans to build this trail segment in 2027 as part of "
           "its park and trail system. The trail is the whole project; no street or parking work is included.",
           F("applicant_public_entity", True), F("project_type", "linear"))
    d.para("The project constructs 4,030 feet of an 8-foot bituminous trail with a minimum 6-foot turf boulevard on "
           "both sides. Two driveway crossings and the Cedar Lake Road crossing interrupt the boulevard; together "
           "they take up about 6 percent of the required buffer area. The new trail surface adds approximately "
           "0.74 acres of impervious surface.",
           F("sidewalk_trail", {"width_ft": 8, "buffer_ft": 6, "crossing_pct": 6, "area_ac": 0.74, "standalone": True}),
           F("net_impervious_increase_ac", 0.74))
    d.para("The 2016 Trail Improvement Plan calls for 10-foot trails; the width was reduced to 8 feet on this "
           "segment to save 41 significant trees.")
    d.para("Construction limits encompass \u00b11.9 acres; all disturbed turf is restored with seed and blanket "
           "within 7 days.", F("disturbed_area_ac", 1.9))
    d.para("No wetlands were identified within the construction limits (Wetland delineation, Kjolhaug, 2025).")
    d.para("We ask the District to confirm that, as a trail no wider than 10 feet with a pervious buffer of at "
           "least 5 feet on each side, this segment does not require a Rule N permit.")
    d.signature(["Darin Ellingson, Parks & Trails Project Manager", "City of Minnetonka"])
    d.save()
    return pkg


def p11_shorewood_trail() -> Pkg:
    """N.2.E.2: a 12-ft trail fails N.2.E.4; only a full-size plan set (no reduced set)."""
    pkg = Pkg("x4-11-shorewood-smithtown-trail", seed=411, scenario="trail too wide, N.2.E.2, no reduced set")
    d = pkg.doc("Barr_Smithtown_Trail_Stormwater_Report.pdf", header="Barr Engineering Co. | Smithtown Road Regional Trail | Stormwater Report")
    d.heading("Smithtown Road Regional Trail - Stormwater Management", size=14)
    d.para("Prepared for the City of Shorewood (a Minnesota municipal corporation) by Barr Engineering Co., "
           "Minneapolis. November 2026.", F("applicant_public_entity", True))
    d.heading("1.0 Project", size=11)
    d.para("The City will build a 12-foot wide bituminous trail with 5-foot turf shoulders on each side along "
           "Smithtown Road from Country Club Road to the Excelsior city limit (5,200 feet). Driveway crossings "
           "cover about 9 percent of the shoulder area. The trail is a stand-alone project; the road itself is not "
           "reconstructed.", F("project_type", "linear"),
           F("sidewalk_trail", {"width_ft": 12, "buffer_ft": 5, "crossing_pct": 9, "area_ac": 1.21, "standalone": True}))
    d.table(["Quantity", "Acres"],
            [["Total project area", "3.4"], ["Net increase in impervious surface (trail)", "1.21"],
             ["Disturbed area", "3.1"], ["Wetland within corridor (not impacted)", "0.46"]],
            F("site_area_ac", 3.4), F("net_impervious_increase_ac", 1.21), F("disturbed_area_ac", 3.1),
            widths=[3, 1])
    d.para("At 12 feet the trail is wider than the 10 feet allowed by Rule N 2(E)(4), so the exception does not "
           "apply; with a 1.21-acre increase on a 3.4-acre project, BMPs and rate control are required.")
    d.heading("2.0 BMPs", size=11)
    d.para("The trail profile follows existing grade to limit cut and fill; runoff sheet-flows to the turf "
           "shoulders and two dry swales. Practices conform to the MPCA Protecting Water Quality in Urban Areas "
           "manual. Infiltration is not proposed: Hayden clay loam throughout.", S("N.3.0"), F("infiltration_proposed", False))
    d.para("Permanent BMPs: Swale S-1 and S-2 with check dams; Dry Basin DB-1 with a 4-inch orifice outlet; turf "
           "shoulders; riprap at the DB-1 outfall.", S("N.3.2"))
    d.heading("3.0 Rate control", size=11)
    d.para("Dry Basin DB-1 uses the existing roadside depression at Sta. 31+00; its outlet was sized by reservoir "
           "routing of the critical-duration Atlas 14 events in XPSWMM.", S("N.4.2"))
    d.table(["Event", "Existing (cfs)", "Proposed (cfs)"],
            [["1-yr 24-hr", "2.1", "2.0"], ["10-yr 24-hr", "5.6", "5.4"], ["100-yr 24-hr", "12.9", "12.6"]],
            F("peak_rates_cfs", {"1": {"existing": 2.1, "proposed": 2.0}, "10": {"existing": 5.6, "proposed": 5.4},
                                 "100": {"existing": 12.9, "proposed": 12.6}}), X("N.6.A.9"))
    d.para("Off-site water levels do not change: the 100-year level of the adjacent wetland stays at 944.3.", S("N.4.3"))
    d.para("The 62-acre residential area north of Smithtown Road that crosses under the trail in three culverts "
           "is modelled and the culverts are extended, not resized.", S("N.4.4"))
    d.para("DB-1 lies above the wetland's 100-year elevation and inside the City's drainage and utility easement.", S("N.4.6"))
    d.para("The design conforms to the City of Shorewood Local Surface Water Management Plan (2018), and the City "
           "Engineer's conformance memo is attached.", S("N.4.7"), X("N.6.A.11"))
    d.para("The DB-1 outlet and the culvert extensions end in riprap aprons on geotextile.", S("N.4.8"))
    d.para("Appendix A: XPSWMM model output and culvert computations. Appendix B: MPCA NPDES construction stormwater "
           "permit coverage, permit no. C00072388.", X("N.6.A.10"), X("N.6.A.13"))
    d.para("Plans: one full-size (24x36) set is enclosed.")
    d.appendix("Attachment - City of Shorewood Engineer's conformance memo", [
        "The Smithtown Road Regional Trail stormwater design conforms to the City of Shorewood Local Surface",
        "Water Management Plan (2018).  - City Engineer, November 3, 2026",
    ])
    d.appendix("Appendix B - MPCA NPDES permit coverage", [
        "MINNESOTA POLLUTION CONTROL AGENCY - Construction Stormwater General Permit MNR100001",
        "Coverage Notification. Permit ID: C00072388. Project: Smithtown Road Regional Trail, Shorewood.",
        "Your application for coverage under the NPDES/SDS Construction Stormwater General Permit was received and "
        "coverage is effective October 27, 2026. Keep this notice and the SWPPP on site until the Notice of Termination.",
    ])
    d.save()
    p = pkg.plans(base="Smithtown", firm="BARR ENGINEERING CO.", project="SMITHTOWN ROAD REGIONAL TRAIL", city="Shorewood",
                  engineer="Karen L. Haugen", license_no="47729")
    p.sheet("G-001", "TITLE SHEET", [("Datum: NGVD 29. Existing and proposed contours at 2-foot interval.",
                                      (F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2), X("N.6.A.7")))])
    p.sheet("C-101", "EXISTING CONDITIONS", [("Right-of-way and City-owned trail corridor lines.", (X("N.6.A.1"),)),
                                             ("Wetland W-3 (0.46 ac) delineated by Barr, 2026; no shoreland; FEMA "
                                              "Zone A at the Country Club Road culvert.", (X("N.6.A.4"),))])
    p.sheet("C-201", "DRAINAGE AREAS", [("Existing and proposed subwatersheds and the 62-ac off-site area.", (X("N.6.A.2"),))])
    p.sheet("C-301", "TRAIL PLAN & PROFILE", [("Existing culverts and proposed swales, DB-1 and extensions with "
                                               "inverts.", (X("N.6.A.3"),)),
                                              ("DB-1 bottom 946.0, 100-yr 948.7; wetland W-3 normal 942.1, 100-yr 944.3.", (X("N.6.A.6"),)),
                                              ("Drainage and utility easement over DB-1.", (X("N.6.A.12"),))])
    p.sheet("C-501", "DETAILS", [("DB-1 outlet, check dam, riprap details and specifications.", (X("N.6.A.8"),))])
    p.draw("Smithtown_Trail_Plans_24x36.pdf", None)
    return pkg


def p12_victoria_phase2() -> Pkg:
    """N.2.B.2 through N.2.G: Phase 2 alone is 4.1 acres, but with Phase 1 the scheme is 10.4 acres."""
    pkg = Pkg("x4-12-victoria-stieger-phase2", seed=412, scenario="common scheme, subdivision, municipal plan missing")
    d = pkg.doc("Stieger_Lake_Preserve_2nd_Addition_Developer_Letter.pdf", header="STIEGER LAKE LAND CO. LLC")
    d.para("October 2, 2026")
    d.para("Minnehaha Creek Watershed District, Permits")
    d.para("Re: Stieger Lake Preserve 2nd Addition, Victoria", font="Times-Bold")
    d.para("Stieger Lake Land Co. LLC, a private developer, asks for a Rule N permit for the 2nd Addition. To be "
           "clear about our holdings: Phase 1 (Stieger Lake Preserve, platted 2019, 6.3 ac, 14 lots) and this Phase "
           "2 (4.1 ac) are owned by the same LLC and sit side by side, so together the two phases total 10.4 acres "
           "developed since Rule N took effect.", F("applicant_public_entity", False), F("common_scheme_area_ac", 10.4))
    d.para("Phase 2 is 7 single-family lots on 4.1 acres, about 1.7 units per acre, served by an extension of "
           "Stieger Lake Lane.", F("project_type", "single_family_subdivision"), F("dwelling_units", 7),
           F("site_area_ac", 4.1), F("density_du_per_ac", 1.7))
    d.signature(["Brian Kessler, Managing Member"])
    d.save()
    r = pkg.doc("CarlsonMcCain_Stieger2_Stormwater_Narrative.pdf", header="Carlson McCain, Inc.  |  Stieger Lake Preserve 2nd Addition")
    r.heading("Stormwater Narrative", size=14)
    r.table(["Cover Type", "Existing (SF)", "Proposed (SF)"],
            [["Roofs", "3,100", "21,000"], ["Driveways / walks", "2,127", "9,830"], ["Street", "0", "11,859"],
             ["Total impervious", "5,227", "42,689"]],
            F("existing_impervious_ac", 0.12), F("proposed_impervious_ac", 0.98), title="Table 1 - Impervious cover (Phase 2)")
    r.para("Existing impervious 0.12 ac (farmhouse and drive, to be removed); proposed 0.98 ac.")
    r.para("Grading limits cover 3.6 acres of the 4.1-acre Phase 2 site.", F("disturbed_area_ac", 3.6))
    r.para("BMPs follow the MPCA Protecting Water Quality in Urban Areas manual: lots are clustered on the upland, "
           "the street is 28 feet wide, and the oak stand on Lots 5-7 is kept. No infiltration BMPs are included; the "
           "site is HSG D (Lester-Kilkenny clay loam).", S("N.3.0"), F("infiltration_proposed", False))
    r.para("Permanent BMPs: Pond 2P (wet pond) with skimmer outlet; sump manhole SMH-3; native seed buffer on "
           "Outlot B.", S("N.3.2"))
    r.para("Pond 2P uses the natural low area at the south end of the site; the outlet was sized by reservoir "
           "routing of critical-duration events (HydroCAD, Atlas 14).", S("N.4.2"))
    r.table(["Event", "Existing (cfs)", "Proposed (cfs)"],
            [["1-yr", "3.2", "2.4"], ["5-yr", "6.1", "4.8"], ["10-yr", "8.7", "6.9"], ["100-yr", "19.5", "17.2"]],
            F("peak_rates_cfs", {"1": {"existing": 3.2, "proposed": 2.4}, "10": {"existing": 8.7, "proposed": 6.9},
                                 "100": {"existing": 19.5, "proposed": 17.2}}), X("N.6.A.9"),
            title="Peak rates at the south property line")
    r.para("Runoff from 5.8 acres of Phase 1 rear yards enters the site from the north and is included in the "
           "Pond 2P analysis.", S("N.4.4"))
    r.para("Stieger Lake's 100-year level (968.9) is not raised; the outlet discharges at the existing rate.", S("N.4.3"))
    r.para("Pond 2P lies above Stieger Lake's projected 100-year flood elevation and within a drainage and utility "
           "easement on Outlot B.", S("N.4.6"))
    r.para("The Pond 2P outfall has a riprap energy dissipater at the lake edge.", S("N.4.8"))
    r.para("Pond 2P: NWL 966.0, HWL 969.2, bench 8 ft at 10:1, freeboard 2.0 ft.",
           F("ponds", [{"name": "Pond 2P", "safety_bench_width_ft": 8, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 2.0}]))
    r.para("Lowest opening of any Phase 2 home: 972.0 (Lot 3), above the Pond 2P HWL of 969.2.",
           F("lowest_opening_elev_ft", 972.0), F("hwl_100yr_elev_ft", 969.2))
    r.para("Attached: HydroCAD report (Appendix A); MPCA NPDES permit coverage C00071905 (Appendix B).",
           X("N.6.A.10"), X("N.6.A.13"))
    r.appendix("Appendix B - NPDES permit coverage", [
        "MINNESOTA POLLUTION CONTROL AGENCY - Construction Stormwater General Permit MNR100001",
        "Coverage Notification. Permit ID: C00071905. Project: Stieger Lake Preserve 2nd Addition, Victoria.",
        "Your application for coverage under the NPDES/SDS Construction Stormwater General Permit was received and "
        "coverage is effective September 15, 2026. Keep this notice and the SWPPP on site until the Notice of Termination.",
    ])
    r.save()
    p = pkg.plans(base="Stieger2", firm="CARLSON McCAIN, INC.", project="STIEGER LAKE PRESERVE 2ND ADDN", city="Victoria",
                  engineer="Thomas E. Carlson", license_no="21964")
    p.sheet("1 of 5", "EXISTING CONDITIONS", [("Plat boundary and lands of Stieger Lake Land Co. LLC.", (X("N.6.A.1"),)),
                                              ("Stieger Lake shoreland (Natural Environment lake) and the 0.3-ac "
                                               "fringe wetland delineated along the south line.", (X("N.6.A.4"),))])
    p.sheet("2 of 5", "GRADING & DRAINAGE", [("2-foot contours, NGVD 1929 datum.",
                                               (F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2), X("N.6.A.7"))),
                                              ("Existing and proposed drainage areas, including the Phase 1 off-site area.", (X("N.6.A.2"),)),
                                              ("Pond 2P NWL 966.0 / HWL 969.2; Stieger Lake OHW 966.4, 100-yr 968.9.", (X("N.6.A.6"),))])
    p.sheet("3 of 5", "STORM SEWER", [("Proposed storm sewer alignment, inverts; existing culvert under Stieger "
                                       "Lake Lane.", (X("N.6.A.3"),)),
                                      ("Drainage and utility easement over Outlot B.", (X("N.6.A.12"),))])
    p.sheet("4 of 5", "POND DETAILS", [("Pond 2P section, outlet control structure, riprap and specifications.", (X("N.6.A.8"),))])
    p.sheet("5 of 5", "EROSION CONTROL", ["SWPPP narrative per MPCA general permit."])
    p.draw("Stieger2_Plans_FullSize.pdf", "Stieger2_Plans_11x17.pdf")
    return pkg
