"""Resubmittal packages 07-12: public road and trail work, a phased scheme, a school, a landlocked plat."""

from __future__ import annotations

from pathlib import Path

from corpus.external26.common import draw_sheets, routing_appendix
from corpus.external26.doc import ANSI_D, LEDGER, Package, exhibit, fact, statement


def pkg07(out: Path) -> Package:
    """Hennepin County: a county road with a 10-ft trail whose buffer the resubmittal widens to 5 ft."""
    pkg = Package(out, "ext26-07-hennepin-csah19-trail", "text", 2607,
                  "N.2.E.1 after N.2.E.4 trail exclusion; public, no surety")
    hdr = "HENNEPIN COUNTY TRANSPORTATION PROJECT DELIVERY  -  CP 2183  -  CSAH 19 (Smithtown Rd to CSAH 82)"
    m = pkg.doc("CP2183_MCWD_Project_Memorandum_Rev.pdf", header=hdr, footer="Sheet", font="Helvetica",
                bold="Helvetica-Bold", body=10)
    m.h("PROJECT MEMORANDUM - WATERSHED PERMIT (REVISED)", 13)
    m.p("Date: March 16, 2026 (supersedes memorandum of January 27, 2026).  Applicant: Hennepin County, a "
        "political subdivision of the State of Minnesota.", fact("applicant_public_entity", True))
    m.p("Location: County State Aid Highway 19, Shorewood and Tonka Bay, 1.3 miles from Station 10+00 to "
        "Station 78+60.")
    m.h("1. Scope", 11)
    m.p("Reconstruction of CSAH 19 as a two-lane urban roadway with turn lanes, new curb and gutter, storm "
        "sewer, and a bituminous multi-use trail along the east side. Total project area within the "
        "construction limits is 6.8 acres; 6.1 acres will be disturbed.",
        fact("project_type", "linear"), fact("site_area_ac", 6.8), fact("disturbed_area_ac", 6.1))
    m.p("Impervious surface: existing 3.40 acres, proposed 4.70 acres, a net increase of 1.30 acres. The net "
        "increase includes the trail.", fact("existing_impervious_ac", 3.4), fact("proposed_impervious_ac", 4.7),
        fact("net_impervious_increase_ac", 1.3))
    m.h("2. Trail (revised per District comment 2)", 11)
    m.p("The multi-use trail is 10 feet wide. In the January layout the boulevard between the trail and the "
        "curb narrowed to 4 feet between Stations 42+00 and 47+50. The trail has been shifted east; the "
        "pervious boulevard and back-of-trail turf are now a minimum of 5 feet wide on both sides for the "
        "full length. Driveway and side street crossings cover 12 percent of the required buffer area. The "
        "trail's impervious area is 0.45 acres.",
        fact("sidewalk_trail", {"width_ft": 10.0, "buffer_ft": 5.0, "crossing_pct": 12.0, "area_ac": 0.45,
                                "standalone": False}))
    m.h("3. Stormwater best management practices", 11)
    m.p("Best management practices follow the MPCA manual Protecting Water Quality in Urban Areas and the "
        "MnDOT erosion control standards: the roadway section is held to the minimum width, curb cuts feed "
        "boulevard swales, and temporary controls include inlet protection, ditch checks and a SWPPP.",
        statement("N.3.0"))
    m.p("Permanent BMPs: (a) two biofiltration basins at Station 24+50 and 61+00; (b) sump manholes with "
        "baffles at three outfalls to Lake Minnetonka; (c) 1,900 feet of boulevard swale.",
        statement("N.3.2"))
    m.h("4. Response to District comments (MCWD letter of February 20, 2026)", 11)
    m.p("Comment 1: \"State the net increase in impervious surface and the project area.\" Response: see "
        "Section 1 (the January memo listed only the corridor length).")
    m.p("Comment 2: \"The trail buffer is 4 ft between Sta. 42+00 and 47+50; N.2.E.4 needs 5 ft on each side.\" "
        "Response: revised, see Section 2.")
    m.p("Comment 3: \"Surety?\" Response: Hennepin County is a county and is not required to post surety.")
    m.p("Off-site drainage from 118 acres of residential neighborhoods crosses the corridor in three existing "
        "culverts, which are replaced in kind. The 2-year and 5-year spreads were checked in the storm sewer "
        "design.")
    m.save()
    return pkg


def pkg08(out: Path) -> Package:
    """St. Louis Park: a city street reconstruction whose resubmittal corrects the net change to a decrease."""
    pkg = Package(out, "ext26-08-slp-street-recon", "text", 2608, "N.2.E no net increase after correction")
    s = pkg.doc("2026_Street_Reconstruction_Summary_SLP.pdf", font="Times-Roman", bold="Times-Bold", body=10.5,
                footer="City of St. Louis Park Engineering -")
    s.h("City of St. Louis Park - 2026 Pavement Management, Area 3 (Project 4026-1000)", 13)
    s.h("Summary for Minnehaha Creek Watershed District (original, January 6, 2026)", 11)
    s.p("The City will reconstruct Brookview Drive, Texas Avenue South (W. 36th St to Minnetonka Blvd) and "
        "W. 34th Street. Total length 0.9 miles. Work includes full-depth pavement replacement, new curb and "
        "gutter, spot sidewalk replacement, water main and storm sewer.", fact("project_type", "linear"))
    s.p("The project area (right of way within the construction limits) is 3.1 acres. The City of St. Louis "
        "Park, a municipal corporation, is the applicant.", fact("site_area_ac", 3.1),
        fact("applicant_public_entity", True))
    s.p("Impervious surface: existing 2.35 acres; proposed 2.31 acres, because Texas Avenue is narrowed "
        "from 36 to 32 feet and a cul-de-sac island is added. Net increase: 0.12 acres.",
        fact("existing_impervious_ac", 2.35), fact("proposed_impervious_ac", 2.31))
    s.new_page()
    s.h("Response to MCWD comments (letter of January 29, 2026) - February 24, 2026", 12)
    s.p("MCWD Comment 1: \"The summary gives existing 2.35 ac and proposed 2.31 ac, which is a decrease, but "
        "also states a net increase of 0.12 ac. Clarify.\"")
    s.p("City response: The 0.12-acre net increase was an error carried over from the 2024 Area 2 project. "
        "The correct figure is a net decrease of 0.04 acres (net change -0.04 ac). The existing and proposed "
        "areas stated in the summary are correct.", fact("net_impervious_increase_ac", -0.04))
    s.p("MCWD Comment 2: \"Please confirm whether any trail is part of the work.\" City response: No trail "
        "is included. Sidewalk panels are replaced in place only where damaged.")
    s.p("MCWD Comment 3: \"Land disturbance?\" City response: 3.1 acres, the full project area.",
        fact("disturbed_area_ac", 3.1))
    s.p("Debra Heiser, P.E., City Engineer")
    s.save()
    return pkg


def pkg09(out: Path) -> Package:
    """Victoria: a city trail widened to 12 ft in the resubmittal (fails N.2.E.4); 1-ft contours; no drainage map."""
    pkg = Package(out, "ext26-09-victoria-trail", "text", 2609,
                  "N.2.E.2 standalone trail too wide, 1-ft contours, drainage map declined")
    hdr = "City of Victoria | Stieger Lake Lane Regional Trail Connection | MCWD Permit Resubmittal"
    n = pkg.doc("Trail_Stormwater_Narrative_and_Responses.pdf", header=hdr, footer="p.", body=10)
    n.h("Stieger Lake Lane Trail Connection - Stormwater Narrative (Revised March 11, 2026)", 12)
    n.p("The City of Victoria, a municipal corporation, proposes a standalone paved trail from Steiger Lake "
        "Lane to the Lake Minnetonka LRT Regional Trail, 0.8 miles.", fact("applicant_public_entity", True),
        fact("project_type", "linear"))
    n.p("Project area: 3.8 acres. Disturbed area: 3.5 acres. Net increase in impervious surface: 1.2 acres "
        "(the new trail; no existing pavement is removed).", fact("site_area_ac", 3.8),
        fact("disturbed_area_ac", 3.5), fact("net_impervious_increase_ac", 1.2))
    n.p("Trail section (REVISED): the original submittal showed a 10-foot trail. At the City Council's "
        "direction the trail is now 12 feet wide to meet the Three Rivers Park District regional trail "
        "standard. Turf shoulders are 6 feet wide on each side; crossings of driveways and Rolling Acres Road "
        "cover 8 percent of the buffer area. The trail's impervious area is the 1.2 acres above.",
        fact("sidewalk_trail", {"width_ft": 12.0, "buffer_ft": 6.0, "crossing_pct": 8.0, "area_ac": 1.2,
                                "standalone": True}))
    n.p("BMPs: the trail is crowned to shed sheet flow onto the turf shoulders, which act as filter strips; "
        "silt fence, erosion control blanket and rock check dams are used during construction, per the MPCA "
        "manual Protecting Water Quality in Urban Areas.", statement("N.3.0"))
    n.p("Permanent BMPs: the 6-foot turf filter strips on both sides and a dry swale with check dams west of "
        "the Rolling Acres Road crossing.", statement("N.3.2"))
    n.p("Peak rates at the two culvert crossings (HydroCAD, Atlas 14):")
    n.table([["Event", "Existing cfs", "Proposed cfs"], ["1-year", "1.1", "1.0"], ["10-year", "3.4", "3.2"],
             ["100-year", "7.9", "7.6"]], [90, 90, 90],
            fact("peak_rates_cfs", {"1": {"existing": 1.1, "proposed": 1.0}, "10": {"existing": 3.4, "proposed": 3.2},
                                    "100": {"existing": 7.9, "proposed": 7.6}}), exhibit("N.6.A.9"))
    n.p("The HydroCAD model report (both crossings, existing and proposed) is attached as Exhibit 4.")
    n.p("The culvert replacements carry the same flows at lower velocity, so water levels upstream and "
        "downstream of the trail are not adversely affected during or after construction.",
        statement("N.4.3"))
    n.p("Each culvert outlet has a riprap apron with geotextile to prevent erosion and scour.",
        statement("N.4.8"))
    n.new_page()
    n.h("Responses to MCWD comment letter of February 25, 2026", 12)
    n.p("Comment 1. \"Provide a drainage map with off-site and on-site subwatersheds.\"  Response: The trail "
        "corridor drains as sheet flow to the adjacent turf; we believe a separate drainage map is not "
        "necessary for a trail. No drainage map is provided.")
    n.p("Comment 2. \"The grading plans show 1-foot contours; N.6.A.7 asks for 2-foot contours on NGVD 1929.\" "
        "Response: The grading plans keep 1-foot contours, which show the trail cross slope better. The datum is "
        "NGVD 1929.")
    n.p("Comment 3. \"Provide NPDES coverage.\"  Response: Coverage obtained; see Exhibit 5.")
    n.p("Exhibit 5: MPCA Construction Stormwater permit coverage C00066870, City of Victoria, 3.5 acres, "
        "effective February 28, 2026.", exhibit("N.6.A.13"))
    routing_appendix(n, "Exhibit 4 - HydroCAD culvert analysis (30-in RCP replacements)",
                     "Headwater elevations at the upstream culvert ends; tailwater from the downstream channel. "
                     "Atlas 14, 24-hour MSE 3.",
                     [["CV-1 Sta 31+20", "1-yr", "0.6", "958.2", "0.02", "0.6"],
                      ["CV-1 Sta 31+20", "100-yr", "4.3", "960.1", "0.11", "4.3"],
                      ["CV-2 Sta 88+05", "1-yr", "0.4", "962.7", "0.01", "0.4"],
                      ["CV-2 Sta 88+05", "100-yr", "3.3", "964.0", "0.06", "3.3"]])
    n.save()
    sheets = [
        ("C-1", "Title Sheet and Trail Alignment", [
            ("Trail alignment within City right of way and the trail easement across the Heritage Farms parcel; "
             "property lines and owners shown.", (exhibit("N.6.A.1"),)),
        ]),
        ("C-4", "Grading Plan (REV 1 - 03/11/2026 - 12 ft trail)", [
            ("Existing and proposed contours at 1-foot intervals. Datum: NGVD 1929.",
             (fact("vertical_datum", "NGVD29"), fact("contour_interval_ft", 1.0))),
        ]),
        ("C-6", "Culverts and Details", [
            ("Existing 24-in CMP culverts at Sta. 31+20 and 88+05 replaced with 30-in RCP; inverts and "
             "alignment shown.", (exhibit("N.6.A.3"),)),
            ("RCP culvert, apron, riprap and check dam details; MnDOT 2021 specifications apply.",
             (exhibit("N.6.A.8"),)),
        ]),
    ]
    proj = "STIEGER LAKE LANE TRAIL CONNECTION, VICTORIA MN"
    revs = ["1 - 01/15/2026 - MCWD", "2 - 03/11/2026 - 12 ft trail"]
    p = pkg.doc("Trail_Plans_22x34.pdf", size=ANSI_D)
    draw_sheets(p, sheets, firm="CITY OF VICTORIA ENGINEERING", project=proj, revs=revs, pe_name="Cara Geheren",
                lic="45003", date="03/11/2026", size_tag="plan_set.full_size", size_note="FULL SIZE 22x34")
    p.save()
    rd = pkg.doc("Trail_Plans_11x17.pdf", size=LEDGER)
    draw_sheets(rd, sheets, firm="CITY OF VICTORIA ENGINEERING", project=proj, revs=revs, pe_name="Cara Geheren",
                lic="45003", date="03/11/2026", size_tag="plan_set.reduced", size_note="HALF SIZE 11x17")
    rd.save()
    return pkg


def pkg10(out: Path) -> Package:
    """Long Lake: Phase 2 of a common scheme; the aggregate area brings in Section 5; TP stays short."""
    pkg = Package(out, "ext26-10-longlake-lakeview-commons-ph2", "text", 2610,
                  "N.2.G aggregate 8.7 ac -> N.2.D.3; TP 46% unmet")
    hdr = "LAKEVIEW COMMONS PHASE 2  |  1900 W. WAYZATA BLVD, LONG LAKE"
    r = pkg.doc("Lakeview_Commons_Ph2_Stormwater_Letter_Report.pdf", header=hdr, font="Times-Roman",
                bold="Times-Bold", body=10.5, footer="page")
    r.p("Harbor Engineering & Surveying, Inc.  -  Wayzata, Minnesota", font="Times-Bold")
    r.p("January 22, 2026")
    r.p("Re: Lakeview Commons Phase 2 - Stormwater Management - Letter Report")
    r.p("Phase 2 is a 3.1-acre commercial development (a 24,000 sf retail building, 11,000 sf medical office "
        "and parking) on Lot 2, Block 1, Lakeview Commons.", fact("site_area_ac", 3.1),
        fact("project_type", "commercial"))
    r.p("Existing impervious: 0.60 ac (former nursery greenhouses). Proposed impervious: 2.20 ac. Land "
        "disturbance: 2.9 acres.", fact("existing_impervious_ac", 0.6), fact("proposed_impervious_ac", 2.2),
        fact("disturbed_area_ac", 2.9))
    r.p("Stormwater BMPs follow the MPCA manual Protecting Water Quality in Urban Areas: compact parking "
        "layout, a wet pond (Pond 2P), sump structures and construction-phase erosion control.",
        statement("N.3.0"))
    r.p("Permanent BMPs: Pond 2P (wet pond), outlet structure OS-2 with baffle, riprap at FES-21, and two sump "
        "catch basins.", statement("N.3.2"))
    r.p("Pond 2P uses the existing low area west of the greenhouses; its outlet is designed by reservoir "
        "routing of 24-hour critical duration Atlas 14 events in HydroCAD.", statement("N.4.2"))
    r.p("Runoff from 1.4 acres of the Wayzata Boulevard right of way that drains onto the site is included in "
        "the model and routed to Pond 2P.", statement("N.4.4"))
    r.p("Because outflow is held below existing, off-site water levels in the Long Lake Creek channel are not "
        "adversely affected during or after construction.", statement("N.4.3"))
    r.p("Pond 2P (100-year HWL 944.6) is above the 100-year flood elevation of Long Lake and within a "
        "drainage and flowage easement.", statement("N.4.6"),
        fact("hwl_100yr_elev_ft", 944.6))
    r.p("The design conforms to the City of Long Lake Local Water Management Plan (2019); see attached "
        "City letter.", statement("N.4.7"))
    r.p("FES-21 discharges onto a Class II riprap apron with an energy-dissipating basin, minimizing erosion "
        "and scour.", statement("N.4.8"), statement("N.5.4"))
    r.p("OS-2 has a baffle that retains floatables for the 1-year event.", statement("N.5.2"))
    r.table([["Event", "Existing (cfs)", "Proposed (cfs)"], ["1-yr", "2.4", "1.3"], ["5-yr", "4.6", "3.0"],
             ["10-yr", "6.2", "4.4"], ["100-yr", "12.9", "11.8"]], [80, 100, 100],
            fact("peak_rates_cfs", {"1": {"existing": 2.4, "proposed": 1.3}, "10": {"existing": 6.2, "proposed": 4.4},
                                    "100": {"existing": 12.9, "proposed": 11.8}}), exhibit("N.6.A.9"))
    r.p("Pond 2P: NWL 941.0; 100-year HWL 944.6; top of berm 946.6 (2.0 ft freeboard); 10-foot safety bench at "
        "10:1. Lowest building opening: 947.5.",
        fact("ponds", [{"name": "Pond 2P", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                        "freeboard_ft": 2.0}]), fact("lowest_opening_elev_ft", 947.5))
    r.p("HydroCAD and storm sewer computations are attached (Attachment B).")
    r.p("Infiltration is not proposed due to clay soils. The site is not landlocked; Pond 2P outlets to "
        "Long Lake Creek.", fact("infiltration_proposed", False), fact("landlocked", False))
    r.new_page()
    r.p("Harbor Engineering & Surveying, Inc.", font="Times-Bold")
    r.p("March 13, 2026 - Response to MCWD Comment Letter dated February 18, 2026")
    r.p("District Comment 1 (quoted): \"Lakeview Commons Phase 1 (MCWD Permit 19-045, 5.6 acres, Lot 1) is "
        "adjacent to Phase 2 and is owned by Lakeview Commons I LLC, an affiliate of the applicant. Phase 1 "
        "was developed in 2019-2020, after Rule N took effect. Under N.2.G the sites are taken in aggregate.\"")
    r.p("Response 1: We agree. The common scheme of development comprises Phase 1 (5.6 acres) and Phase 2 "
        "(3.1 acres), an aggregate area of 8.7 acres. A water quality (Section 5) analysis is now provided.",
        fact("common_scheme_area_ac", 8.7))
    r.p("District Comment 2: \"Provide a phosphorus removal analysis demonstrating 50% TP removal.\"")
    r.p("Response 2: P8 modelling of Pond 2P gives 41% TP removal for the original design. Deepening the "
        "pond by 1 foot raises annual TP removal to 46 percent. A filtration bench was evaluated and is not "
        "feasible because of the utility corridor; we ask the District to consider the regional pond credit.",
        fact("phosphorus_removal_pct", 46.0))
    routing_appendix(r, "Attachment B - HydroCAD routing summary, Pond 2P (revised March 13, 2026)",
                     "Pond 2P deepened 1 ft (REV B). Outlet OS-2: 4-in orifice at 941.0, 12-in orifice at 942.6, "
                     "baffle weir at 943.8. P8 output: TP removal 46%.",
                     [["Pond 2P", "1-yr", "6.0", "942.3", "0.36", "0.9"], ["Pond 2P", "10-yr", "12.7", "943.3", "0.62", "3.6"],
                      ["Pond 2P", "100-yr", "24.4", "944.6", "0.98", "9.9"]])
    r.new_page()
    r.p("CITY OF LONG LAKE - 450 Virginia Ave, Long Lake, MN 55356")
    r.p("March 3, 2026. The City Engineer reviewed the Lakeview Commons Phase 2 plans and stormwater report. "
        "The stormwater design is consistent with the City of Long Lake Local Water Management Plan.",
        exhibit("N.6.A.11"))
    r.p("MPCA NPDES construction stormwater coverage: permit C00067201 issued to Lakeview Commons II LLC on "
        "March 2, 2026 (2.9 acres).", exhibit("N.6.A.13"))
    r.save()
    sheets = [
        ("C1", "Existing Conditions and Removals", [
            ("Lot 2, Block 1 boundary (applicant's land) and Lot 1 (Phase 1, affiliate) shown.", (exhibit("N.6.A.1"),)),
        ]),
        ("C2", "Drainage Area Maps", [
            ("Existing and proposed drainage areas and off-site area OS-1 (1.4 ac, Wayzata Blvd).",
             (exhibit("N.6.A.2"),)),
        ]),
        ("C3", "Grading, Drainage and Erosion Control - REV 2 03/13/2026 pond deepened", [
            ("Contours at 2 ft interval; elevations NGVD 29.",
             (exhibit("N.6.A.7"), fact("vertical_datum", "NGVD29"), fact("contour_interval_ft", 2.0))),
            ("Pond 2P NWL 941.0, HWL 944.6; no existing open water on site.", (exhibit("N.6.A.6"),)),
        ]),
        ("C4", "Utility Plan and Stormwater Details", [
            ("Storm sewer, Pond 2P outlet OS-2 and FES-21 location, alignment and elevations.", (exhibit("N.6.A.3"),)),
            ("OS-2 baffle weir detail, pond section, riprap detail; specifications per City of Long Lake.",
             (exhibit("N.6.A.8"),)),
            ("Drainage and flowage easement over Pond 2P per plat.", (exhibit("N.6.A.12"),)),
        ]),
    ]
    proj = "LAKEVIEW COMMONS PHASE 2, LONG LAKE, MINNESOTA"
    revs = ["A 01/22/26 MCWD", "B 03/13/26 POND DEEPENED"]
    p = pkg.doc("Ph2_Plans_FULL_22x34.pdf", size=ANSI_D)
    draw_sheets(p, sheets, firm="HARBOR ENGINEERING & SURVEYING", project=proj, revs=revs, pe_name="Mark T. Osterholt",
                lic="40211", date="3/13/26", size_tag="plan_set.full_size", size_note="FULL-SIZE SET 22x34")
    p.save()
    rd = pkg.doc("Ph2_Plans_REDUCED_11x17.pdf", size=LEDGER)
    draw_sheets(rd, sheets, firm="HARBOR ENGINEERING & SURVEYING", project=proj, revs=revs, pe_name="Mark T. Osterholt",
                lic="40211", date="3/13/26", size_tag="plan_set.reduced", size_note="REDUCED SET 11x17")
    rd.save()
    return pkg


def pkg11(out: Path) -> Package:
    """Excelsior: a school district's resubmittal, scanned; freeboard still short, NPDES deferred."""
    pkg = Package(out, "ext26-11-isd276-excelsior-school", "scanned", 2611,
                  "N.2.D.3 institutional, >=50% increase, public no surety, freeboard 1.9, NPDES missing")
    n = pkg.doc("ISD276_Excelsior_Elementary_resubmittal_scan.pdf", font="Helvetica", bold="Helvetica-Bold",
                body=10, margin=64, footer="ISD 276 / Excelsior Elementary - ")
    n.h("Minnetonka Public Schools, ISD 276 - Excelsior Elementary Site Improvements", 12)
    n.p("Stormwater narrative, resubmittal of March 16, 2026 (first submittal December 12, 2025). Applicant: "
        "Independent School District No. 276, a public school district.", fact("applicant_public_entity", True))
    n.p("The school site at 441 Third Street, Excelsior is 12.4 acres. The project adds a gymnasium (18,500 sf), "
        "a bus loop and expanded parking. Impervious surface increases from 3.0 acres to 5.1 acres. "
        "Disturbance: 7.9 acres.", fact("project_type", "institutional"), fact("site_area_ac", 12.4),
        fact("existing_impervious_ac", 3.0), fact("proposed_impervious_ac", 5.1), fact("disturbed_area_ac", 7.9))
    n.p("BMPs per the MPCA manual Protecting Water Quality in Urban Areas: reduced parking stall count, a wet "
        "pond on the east playfield, tree trench along Third Street, and construction erosion control.",
        statement("N.3.0"))
    n.p("Permanent BMPs: East Pond; tree trench (140 ft); outlet structure with skimmer; riprap outfall.",
        statement("N.3.2"))
    n.p("East Pond uses the low area of the existing playfield; its outlet is sized by reservoir routing of "
        "critical duration (24-hour) events.", statement("N.4.2"))
    n.p("Off-site water levels are not adversely affected during or after construction: discharge to the "
        "Galpin Lake outlet channel is below existing for all events.", statement("N.4.3"))
    n.p("The design conforms to the City of Excelsior Surface Water Management Plan (see City letter).",
        statement("N.4.7"))
    n.p("The pond outfall has a riprap apron with energy dissipation to minimize erosion and scouring.",
        statement("N.4.8"), statement("N.5.4"))
    n.p("The skimmer on the outlet structure removes floatables for the 1-year event.", statement("N.5.2"))
    n.p("All elevations NGVD 29.", fact("vertical_datum", "NGVD29"))
    n.new_page()
    n.h("Peak discharge (HydroCAD), cfs", 11)
    n.table([["Event", "Existing", "Proposed"], ["1-year", "5.2", "3.1"], ["2-year", "6.4", "3.9"],
             ["10-year", "12.8", "9.0"], ["100-year", "26.5", "22.7"]], [100, 90, 90],
            fact("peak_rates_cfs", {"1": {"existing": 5.2, "proposed": 3.1}, "10": {"existing": 12.8, "proposed": 9.0},
                                    "100": {"existing": 26.5, "proposed": 22.7}}), exhibit("N.6.A.9"))
    n.p("P8 water quality model: annual total phosphorus removal 61%.", fact("phosphorus_removal_pct", 61.0))
    n.p("HydroCAD routing for East Pond (revised outlet) is summarized on the last page.")
    n.h("Responses to District comments (letter of January 30, 2026)", 11)
    n.p("Comment 3: \"East Pond freeboard is 1.6 ft; 2 ft is required.\"  Response: the emergency overflow was "
        "lowered; freeboard above the 100-year HWL (949.5) is now 1.9 ft. The bench is 10 ft at 10:1. The site "
        "cannot accommodate a higher berm next to the playground.",
        fact("ponds", [{"name": "East Pond", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                        "freeboard_ft": 1.9}]), fact("hwl_100yr_elev_ft", 949.5))
    n.p("Comment 4: \"The gymnasium low opening (951.0) is 1.5 ft above the HWL.\"  Response: the gymnasium "
        "floor was raised; its lowest opening is now 952.0.", fact("lowest_opening_elev_ft", 952.0))
    n.p("Comment 5: \"Provide NPDES permit coverage.\"  Response: the NPDES permit will be obtained by the "
        "contractor before construction.")
    n.p("Comment 6: \"Revised plan sheets?\"  Response: revised plan sheets will follow with the final "
        "submittal.")
    n.new_page()
    n.p("CITY OF EXCELSIOR - 339 Third Street - Excelsior, MN 55331")
    n.p("February 27, 2026. The City has reviewed the Excelsior Elementary site improvement stormwater plan "
        "and finds it consistent with the City of Excelsior Surface Water Management Plan.",
        exhibit("N.6.A.11"))
    routing_appendix(n, "HydroCAD routing summary - East Pond (March 2026)",
                     "East Pond outlet: 6-in orifice at 946.0 with skimmer, 18-in RCP at 947.8, EOF 951.4 (lowered).",
                     [["East Pond", "1-year", "12.6", "947.1", "0.84", "1.9"], ["East Pond", "10-year", "27.1", "948.3", "1.70", "6.6"],
                      ["East Pond", "100-year", "52.8", "949.5", "2.95", "17.4"]])
    n.save()
    return pkg


def pkg12(out: Path) -> Package:
    """Independence: a landlocked rural plat; back-to-back analysis added, bench fixed, 1-yr still up."""
    pkg = Package(out, "ext26-12-independence-landlocked-plat", "text", 2612,
                  "N.2.B.3 landlocked, N.4.5 added, bench slope fixed, 1-yr rate above existing")
    hdr = "PROVIDENCE FARM ESTATES -- INDEPENDENCE, MINNESOTA -- STORMWATER REPORT"
    r = pkg.doc("Providence_Farm_Estates_Stormwater_Report_REV.pdf", header=hdr, font="Courier",
                bold="Courier-Bold", body=9.5, footer="--")
    r.h("PROVIDENCE FARM ESTATES", 13)
    r.p("Stormwater report, revised March 17, 2026. Prepared by Crow River Land Engineering for "
        "Providence Farm Development LLC.")
    r.p("The plat is 24.0 acres of a 61-acre parent farm (PID 04-118-24-33-0002). It creates 11 single-family "
        "lots of 1.5 to 2.6 acres each.", fact("site_area_ac", 24.0), fact("dwelling_units", 11),
        fact("project_type", "single_family_subdivision"))
    r.p("Impervious: existing 0.4 ac (farm buildings); proposed 2.9 ac. Disturbed area: 9.5 acres.",
        fact("existing_impervious_ac", 0.4), fact("proposed_impervious_ac", 2.9), fact("disturbed_area_ac", 9.5))
    r.p("BMPs per the MPCA manual Protecting Water Quality in Urban Areas: rural section roads with grass "
        "swales, clustered driveways, a wet pond and permanent native buffers.", statement("N.3.0"))
    r.p("Permanent BMPs: North Pond (wet pond), 1,600 ft of grass swale, outlet structure with baffle, "
        "riprap at pond inlet and outlet.", statement("N.3.2"))
    r.p("North Pond is built in the existing farm low area; its outlet was designed by reservoir routing of "
        "the critical 24-hour events.", statement("N.4.2"))
    r.p("The 14 acres of off-site cropland to the east that drain through the site are included in the model.",
        statement("N.4.4"))
    r.p("The receiving area, the wetland basin in the northwest corner (Basin 27-0481W), is landlocked: it has "
        "no outlet below elevation 1001.2.", fact("landlocked", True))
    r.p("North Pond lies above the projected 100-year flood elevation of the landlocked basin and within a "
        "drainage and flowage easement dedicated on the plat.", statement("N.4.6"))
    r.p("The plan conforms to the City of Independence Local Water Management Plan.", statement("N.4.7"))
    r.p("Outfalls have Class III riprap with geotextile and a plunge pool to minimize erosion and scour.",
        statement("N.4.8"), statement("N.5.4"))
    r.p("The outlet baffle retains floatables for the 1-year event.", statement("N.5.2"))
    r.p("Annual TP removal (P8): 52 percent.", fact("phosphorus_removal_pct", 52.0))
    r.p("Infiltration is not proposed; the soils are Lester-Hayden clay loam.", fact("infiltration_proposed", False))
    r.table([["EVENT", "EXISTING CFS", "PROPOSED CFS"], ["1 YR", "0.8", "0.9"], ["2 YR", "1.5", "1.4"],
             ["10 YR", "4.4", "4.1"], ["100 YR", "12.0", "11.2"]], [100, 110, 110],
            fact("peak_rates_cfs", {"1": {"existing": 0.8, "proposed": 0.9}, "10": {"existing": 4.4, "proposed": 4.1},
                                    "100": {"existing": 12.0, "proposed": 11.2}}), exhibit("N.6.A.9"))
    r.p("Computations: HydroCAD node reports and P8 output, Appendix A.")
    r.new_page()
    r.h("RESPONSES TO MCWD COMMENTS OF FEBRUARY 23, 2026", 11)
    r.p("1. MCWD: \"The receiving basin is landlocked. Provide the N.4.5 analysis.\" RESPONSE: Added. The "
        "runoff volume to the landlocked basin does not increase (existing 5.82 ac-ft, proposed 5.79 ac-ft for "
        "the 100-year event) because the pond's reuse irrigation draws down the live pool. The applicant owns "
        "the basin and its surroundings (Outlot C). Back-to-back 100-year events were analysed: the basin "
        "peaks at 999.6 with 1.6 ft to its overflow at 1001.2.", statement("N.4.5"))
    r.p("2. MCWD: \"North Pond safety bench slope is 6:1; the rule requires 10:1 or flatter.\" RESPONSE: "
        "Revised to 10:1, 10 ft wide (Sheet C4, REV 2). Freeboard above the 100-year HWL of 1004.1 is 2.4 ft.",
        fact("ponds", [{"name": "North Pond", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                        "freeboard_ft": 2.4}]), fact("hwl_100yr_elev_ft", 1004.1))
    r.p("3. MCWD: \"The 1-year proposed rate exceeds existing.\" RESPONSE: No change. The 0.1 cfs difference is "
        "within the precision of the model; we ask the District to accept it.")
    r.p("4. MCWD: \"Lowest openings.\" RESPONSE: the lowest opening on any lot is 1008.0 (Lot 5).",
        fact("lowest_opening_elev_ft", 1008.0))
    r.p("5. MCWD: \"Off-site water levels?\" RESPONSE: discharge to the landlocked basin is held at or below "
        "existing volume, so off-site water levels are not adversely affected during or after construction.",
        statement("N.4.3"))
    routing_appendix(r, "APPENDIX A - HYDROCAD NODE SUMMARY (REV 2)",
                     "North Pond outlet: 4-in orifice at 1000.5, 3-ft weir at 1002.9 with baffle. Basin 27-0481W has "
                     "no outlet; back-to-back 100-year routing in Response 1.",
                     [["NORTH POND", "1 YR", "3.9", "1001.6", "0.55", "0.7"], ["NORTH POND", "10 YR", "12.2", "1002.9", "1.31", "3.2"],
                      ["NORTH POND", "100 YR", "31.0", "1004.1", "2.62", "9.4"]])
    r.new_page()
    r.p("CITY OF INDEPENDENCE - 1920 County Road 90, Independence, MN 55359")
    r.p("March 9, 2026: The City has reviewed the Providence Farm Estates preliminary plat and stormwater "
        "report. The stormwater plan is consistent with the City's Local Water Management Plan.",
        exhibit("N.6.A.11"))
    r.p("MPCA: Construction Stormwater Permit C00067240, Providence Farm Development LLC, effective "
        "March 5, 2026, 9.5 acres.", exhibit("N.6.A.13"))
    r.save()
    sheets = [
        ("C1", "Existing Conditions", [
            ("Plat boundary, parent farm boundary and lands owned by the applicant.", (exhibit("N.6.A.1"),)),
            ("Landlocked wetland basin 27-0481W, delineated edge, and Zone A floodplain shown.", (exhibit("N.6.A.4"),)),
        ]),
        ("C2", "Drainage Areas", [
            ("Off-site area OS-1 (14 ac), existing and proposed on-site subwatersheds.", (exhibit("N.6.A.2"),)),
        ]),
        ("C3", "Grading", [
            ("TWO-FOOT CONTOURS. NGVD 1929 DATUM.",
             (exhibit("N.6.A.7"), fact("vertical_datum", "NGVD29"), fact("contour_interval_ft", 2.0))),
            ("Basin 27-0481W existing NWL 998.0; North Pond NWL 1000.5, 100-yr HWL 1004.1.",
             (exhibit("N.6.A.6"),)),
        ]),
        ("C4", "Pond and Storm Sewer Details (REV 2 - 03/17/2026 - bench 10:1)", [
            ("Culverts, swales, North Pond and outlet: location, alignment, elevations.", (exhibit("N.6.A.3"),)),
            ("Outlet structure, baffle, pond section, riprap; specifications.", (exhibit("N.6.A.8"),)),
            ("Drainage and flowage easements over North Pond and Outlot C.", (exhibit("N.6.A.12"),)),
        ]),
    ]
    proj = "PROVIDENCE FARM ESTATES, INDEPENDENCE MN"
    revs = ["REV 1 - 01/08/2026 - MCWD", "REV 2 - 03/17/2026 - revised pond grading"]
    p = pkg.doc("PFE_Plans_22x34.pdf", size=ANSI_D, font="Courier", bold="Courier-Bold")
    draw_sheets(p, sheets, firm="CROW RIVER LAND ENGINEERING", project=proj, revs=revs, pe_name="Lee A. Brandt",
                lic="26690", date="03/17/2026", size_tag="plan_set.full_size", size_note="FULL SIZE 22x34 SET")
    p.save()
    rd = pkg.doc("PFE_Plans_11x17.pdf", size=LEDGER, font="Courier", bold="Courier-Bold")
    draw_sheets(rd, sheets, firm="CROW RIVER LAND ENGINEERING", project=proj, revs=revs, pe_name="Lee A. Brandt",
                lic="26690", date="03/17/2026", size_tag="plan_set.reduced", size_note="REDUCED 11x17 SET")
    rd.save()
    return pkg


PACKAGES_B = (pkg07, pkg08, pkg09, pkg10, pkg11, pkg12)
