"""Resubmittal packages 01-06, each by a different author.

Every package is what the District holds after its first review: the original document,
the applicant's answer to the comment letter, and whatever was revised or added. Values
the package explicitly corrects are tagged only in their corrected form; the superseded
figures stay on the page as distractors, untagged.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external26.common import draw_sheets, routing_appendix
from corpus.external26.doc import ANSI_D, ARCH_D, LEDGER, Package, exhibit, fact, statement


def pkg01(out: Path) -> Package:
    """Deephaven: a homeowner's engineer answers a comment on a house rebuild (N.2.A)."""
    pkg = Package(out, "ext26-01-deephaven-house", "text", 2601, "N.2.A house rebuild, lot area corrected")
    d = pkg.doc("Lakeside_Civil_letter_2026-01-20.pdf", font="Times-Roman", bold="Times-Bold", body=11)
    d.p("LAKESIDE CIVIL, LLC  |  412 Second Street, Excelsior, MN 55331  |  (952) 555-0148", size=9)
    d.p("January 20, 2026")
    d.p("Minnehaha Creek Watershed District, Permitting Program, 15320 Minnetonka Blvd., Minnetonka, MN 55345")
    d.p("RE: 19420 Lakeview Avenue, Deephaven - Permit Inquiry, PID 20-117-23-31-0042")
    d.p("Dear Permitting Staff:")
    d.p("On behalf of the owners, Mr. and Mrs. Haugland, we are writing about the planned demolition of the "
        "existing house at 19420 Lakeview Avenue and the construction of a new single-family home on the same "
        "lot, with an attached garage, driveway and patio.",
        fact("project_type", "single_family_home"))
    d.p("The lot is 0.58 acres. The new home has a finished floor area of 4,850 square feet on two levels "
        "(building footprint 2,960 sf). Existing impervious surface on the lot is 3,920 square feet (0.09 acres); "
        "after construction it will be 6,100 square feet (0.14 acres).",
        fact("existing_impervious_ac", 0.09), fact("proposed_impervious_ac", 0.14))
    d.p("No wetlands were identified on the lot, and no work is proposed below the ordinary high water level "
        "of Lake Minnetonka (929.4). Roof drains will discharge to a rain garden in the side yard. The lot is not "
        "landlocked; it drains to St. Louis Bay.", fact("landlocked", False))
    d.p("We would appreciate the District's confirmation of which of its rules, if any, apply.")
    d.p("Sincerely,  Ingrid Solberg, P.E., Lakeside Civil, LLC")
    d.save()

    r = pkg.doc("Response_to_MCWD_comments_2026-02-17.pdf", font="Times-Roman", bold="Times-Bold", body=11)
    r.p("LAKESIDE CIVIL, LLC", size=12, font="Times-Bold")
    r.p("February 17, 2026   -   Response to District email of February 3, 2026 (file 26-0114)")
    r.p("The District's comments are quoted in italics-style brackets below, followed by our response.")
    r.p("[District Comment 1: \"The certificate of survey in the file shows a lot area different from the 0.58 "
        "acres given in your letter. Please confirm the lot area.\"]", font="Times-Italic")
    r.p("Response 1: Our letter misstated the lot area. The correct lot area is 0.62 acres (27,007 square feet) "
        "per the certificate of survey by Carlson Land Surveying dated December 2, 2025. The 0.58-acre figure "
        "excluded the strip north of the lot line.", fact("site_area_ac", 0.62))
    r.p("[District Comment 2: \"Please describe the work. Is any part of it beyond the home and its residential "
        "appurtenances?\"]", font="Times-Italic")
    r.p("Response 2: No. The work is the reconstruction of one single-family home with its garage, driveway, "
        "patio and a rain garden. No subdivision of the lot and no other structures are proposed.")
    r.p("Response 3: The impervious figures in our January 20 letter are unchanged.")
    r.p("Ingrid Solberg, P.E.")
    r.save()
    return pkg


def pkg02(out: Path) -> Package:
    """Orono: a developer's engineer resubmits a 14-lot subdivision after the first review."""
    pkg = Package(out, "ext26-02-orono-stonegate", "text", 2602,
                  "N.2.B.2 low density, area corrected across 8 ac, rates and freeboard revised")
    hdr = "Stonegate Ridge - Stormwater Management Plan - Kessler Whitman Engineering"
    n = pkg.doc("01_SWMP_Stonegate_Ridge_2026-01-09.pdf", header=hdr, footer="Page")
    n.h("STONEGATE RIDGE, ORONO, MINNESOTA", 15)
    n.h("Stormwater Management Plan - Original Submittal, January 9, 2026", 11)
    n.h("1. Project Description", 11)
    n.p("Stonegate Land Co., LLC proposes a 14-lot single-family residential subdivision on the former Benson "
        "farmstead at 2700 Old Crystal Bay Road North. The site is 7.8 acres of a 21.5-acre parent parcel "
        "(PIDs 08-118-23-22-0003 and -0004). Lots range from 0.31 to 0.52 acres.",
        fact("project_type", "single_family_subdivision"), fact("dwelling_units", 14))
    n.p("Existing impervious surface (farmhouse, outbuildings, gravel drive) totals 0.35 acres. Proposed "
        "impervious surface, including the public street, driveways and an assumed 4,000 sf of roof per lot, "
        "totals 2.48 acres. Grading will disturb 6.4 acres.",
        fact("existing_impervious_ac", 0.35), fact("proposed_impervious_ac", 2.48), fact("disturbed_area_ac", 6.4))
    n.h("2. Best Management Practices", 11)
    n.p("Site design limits new impervious surface with a 28-foot street section and shared driveways for Lots "
        "3-4 and 9-10. Structural and non-structural BMPs follow the MPCA manual Protecting Water Quality in "
        "Urban Areas: temporary sediment basin, silt fence, rock construction entrances, street sweeping, and "
        "permanent vegetated buffers.", statement("N.3.0"))
    n.p("Infiltration is not proposed due to clay soils (hydrologic soil group D across the site).",
        fact("infiltration_proposed", False))
    n.h("3. Rate Control", 11)
    n.p("The stormwater pond (Pond 1) is located in the natural low area at the southwest corner of the site. "
        "The pond and its outlet were designed by reservoir routing in HydroCAD 10.2 using MSE 3 Atlas 14 "
        "rainfall, with the 24-hour critical duration events.", statement("N.4.2"))
    n.p("About 3.6 acres of off-site drainage from the properties to the north is tributary to the site; it is "
        "routed through the site storm sewer and included in the HydroCAD model and the pond sizing.",
        statement("N.4.4"))
    n.p("Table 3. Peak discharge at the south property line (cfs) - ORIGINAL")
    n.table([["Event", "Existing", "Proposed"], ["2-year", "4.0", "3.7"], ["1-year", "2.9", "3.0"],
             ["10-year", "8.1", "8.4"], ["100-year", "16.3", "17.1"]], [90, 80, 80])
    n.p("The pond normal water level is 950.0 and the 100-year high water level is 954.6. The pond has a 10-foot "
        "safety bench at 10:1 and a top of berm of 956.0.")
    n.save()

    m = pkg.doc("02_Response_to_Comments_2026-03-14.pdf", header="KESSLER WHITMAN ENGINEERING  -  MEMORANDUM",
                footer="Memo p.")
    m.p("TO: Minnehaha Creek Watershed District, Permit Review    FROM: Dana Kessler, P.E.    DATE: March 14, 2026")
    m.p("RE: Stonegate Ridge (MCWD Application 26-0031) - Response to District Comment Letter dated February 12, 2026")
    m.p("This memorandum restates each District comment (quoted) and our response. This resubmittal supersedes "
        "the corresponding parts of the January 9, 2026 Stormwater Management Plan.")
    m.p("Comment 1 (District): \"The application form gives 7.8 acres but the plat shows a larger "
        "development area. Confirm the site area.\"")
    m.p("Response: The site area was misstated as 7.8 acres; the correct site area is 8.3 acres. The 7.8-acre "
        "figure omitted Outlot A (the pond outlot). All calculations already used 8.3 acres.",
        fact("site_area_ac", 8.3))
    m.p("Comment 2 (District): \"A drainage map showing the off-site contributing area and the existing and "
        "proposed subwatersheds was not included.\"")
    m.p("Response: Sheet C2.1, Drainage Area Map, is added to the plan set (REV 2).")
    m.p("Comment 3 (District): \"Provide the MPCA NPDES construction stormwater permit.\"")
    m.p("Response: NPDES coverage has now been obtained; the MPCA coverage letter (Permit C00067412) is attached.")
    m.p("Comment 4 (District): \"The 100-year proposed rate of 17.1 cfs exceeds the existing 16.3 cfs, and the "
        "1-year and 10-year rates also increase. Revise to meet N.4.1.\"")
    m.p("Response: The pond outlet was revised (6-inch orifice at 950.0, 15-inch RCP at 952.3). The revised "
        "HydroCAD results are in the attached Revised Table 3, which supersedes Table 3 of the January 9 plan.")
    m.p("Comment 5 (District): \"Pond 1 shows 1.4 feet of freeboard between the 100-year HWL and the top of "
        "berm; N.5.3 requires 2 feet.\"")
    m.p("Response: The berm was raised to 956.8 on Sheet C3.0 (REV 2). Freeboard is now 2.2 feet above the "
        "100-year HWL of 954.6. The safety bench remains 10 feet wide at 10:1.",
        fact("ponds", [{"name": "Pond 1", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                        "freeboard_ft": 2.2}]),
        fact("hwl_100yr_elev_ft", 954.6))
    m.p("Comment 6 (District): \"Provide a list of all permanent BMPs and describe outlet protection.\"")
    m.p("Response: Permanent BMPs: (1) Pond 1 wet detention pond; (2) outlet control structure OCS-1; "
        "(3) riprap energy dissipation at FES-4 and FES-7; (4) 25-foot native vegetated buffer around the "
        "wetland; (5) sump manholes with SAFL baffles at CBMH-2 and CBMH-5.", statement("N.3.2"))
    m.p("Riprap (Class III, 18-inch depth) with geotextile is provided at each flared end section so the "
        "outfalls do not erode or scour the receiving swale.", statement("N.4.8"))
    m.p("Comment 7 (District): \"Address N.4.5 (landlocked receiving areas).\"")
    m.p("Response: We believe N.4.5 does not apply because the receiving area is not landlocked: Pond 1 "
        "outlets through the County Road 6 culvert to Long Lake Creek.", fact("landlocked", False))
    m.p("Comment 8 (District): \"Address N.4.3, N.4.6 and N.4.7.\"")
    m.p("Response: The project will not adversely affect water levels off the site during or after "
        "construction: the temporary sediment basin and the pond hold discharge below existing rates, and the "
        "off-site wetland to the south receives the same drainage area as today.", statement("N.4.3"))
    m.p("Pond 1 lies above the projected 100-year flood elevation of Long Lake Creek and entirely "
        "within the drainage and utility easement over Outlot A.", statement("N.4.6"))
    m.p("The City of Orono reviewed the plan; its letter of March 2, 2026 states that the stormwater design "
        "conforms with the Orono Local Surface Water Management Plan (2018). The letter is attached.",
        statement("N.4.7"))
    m.p("Comment 9 (District): \"Lowest openings of the new homes?\"  Response: The lowest opening elevation "
        "of any home (Lot 11, lookout) is 958.0, 3.4 feet above the 100-year HWL.",
        fact("lowest_opening_elev_ft", 958.0))
    m.new_page()
    m.h("Revised Table 3 - Peak discharge at the south property line (cfs)", 11)
    m.p("REV 2, March 14, 2026. Supersedes Table 3 of the January 9, 2026 plan. HydroCAD 10.2, Atlas 14, "
        "24-hour MSE 3 distribution.")
    m.table([["Event", "Rain (in)", "Existing", "Proposed", "Change"],
             ["1-year", "2.49", "2.9", "2.6", "-0.3"],
             ["2-year", "2.86", "4.0", "3.3", "-0.7"],
             ["10-year", "4.26", "8.1", "7.4", "-0.7"],
             ["50-year", "6.27", "13.0", "12.2", "-0.8"],
             ["100-year", "7.41", "16.3", "15.8", "-0.5"]], [80, 70, 70, 70, 60],
            fact("peak_rates_cfs", {"1": {"existing": 2.9, "proposed": 2.6}, "10": {"existing": 8.1, "proposed": 7.4},
                                    "100": {"existing": 16.3, "proposed": 15.8}}),
            exhibit("N.6.A.9"))
    m.p("HydroCAD node summaries, pond stage-storage-discharge and storm sewer sizing calculations (Rational "
        "method, 10-year) were rerun for REV 2; the pond routing summary follows.")
    routing_appendix(m, "Revised Appendix B - HydroCAD routing summary, Pond 1 (REV 2)",
                     "HydroCAD 10.20-5c s/n 08815. Pond 1 primary outlet: 6-in orifice at 950.0, 15-in RCP at 952.3; "
                     "emergency overflow 955.5. Storage from the stage-storage table of the REV 2 grading.",
                     [["Pond 1", "1-year", "7.8", "951.9", "0.71", "2.1"],
                      ["Pond 1", "10-year", "17.9", "953.1", "1.42", "6.0"],
                      ["Pond 1", "100-year", "36.2", "954.6", "2.37", "13.1"],
                      ["Link DP-S", "100-year", "-", "-", "-", "15.8"]])
    m.save()

    sheets = [
        ("C1.0", "Existing Conditions and Removals", [
            ("Property boundary and lands owned by applicant (Stonegate Land Co., LLC) shown heavy dashed; "
             "parent parcel remainder north of line is not part of this application.", (exhibit("N.6.A.1"),)),
            ("Existing 18-inch CMP culvert under Old Crystal Bay Road, inv. 948.7, to remain.", ()),
            ("Delineated wetland (Type 2, 0.41 ac, Kjolhaug Environmental, 2025) and 25-ft buffer shown; "
             "no floodplain on site.", (exhibit("N.6.A.4"),)),
        ]),
        ("C2.1", "Drainage Area Map (added REV 2)", [
            ("Existing and proposed on-site subwatersheds (E1-E3, P1-P5) and the 3.6-ac off-site contributing "
             "subwatershed OS-1 delineated.", (exhibit("N.6.A.2"),)),
        ]),
        ("C3.0", "Grading Plan - REV 2 revised pond grading", [
            ("Existing and proposed contours at 2-foot intervals. Elevations are on NGVD 1929 datum.",
             (exhibit("N.6.A.7"), fact("vertical_datum", "NGVD29"), fact("contour_interval_ft", 2.0))),
            ("Existing: no pond or open water on site. Proposed Pond 1: NWL 950.0, 100-yr HWL 954.6; top of berm 956.8.",
             (exhibit("N.6.A.6"),)),
        ]),
        ("C4.0", "Storm Sewer and Pond Details", [
            ("Proposed storm sewer CBMH-1 to FES-7 with pipe sizes, inverts and alignment; existing CMP to remain.",
             (exhibit("N.6.A.3"),)),
            ("Outlet control structure OCS-1 detail, riprap detail, pond section, and storm sewer specifications "
             "(City of Orono standard specifications 2024).", (exhibit("N.6.A.8"),)),
        ]),
        ("C5.0", "Preliminary Plat and Easements", [
            ("Drainage and utility easements over Outlot A and along all lot lines; drainage and flowage "
             "easement to the City over the pond to the 956.8 contour.", (exhibit("N.6.A.12"),)),
        ]),
    ]
    revs = ["REV 1 - 01/09/2026 - MCWD submittal", "REV 2 - 03/14/2026 - revised pond grading, C2.1 added"]
    proj = "STONEGATE RIDGE - ORONO, MN - Stonegate Land Co., LLC"
    p = pkg.doc("03_Plans_Full_Size_22x34_REV2.pdf", size=ANSI_D)
    draw_sheets(p, sheets, firm="KESSLER WHITMAN ENGINEERING", project=proj, revs=revs,
                pe_name="Dana M. Kessler", lic="48812", date="03/14/2026", size_tag="plan_set.full_size",
                size_note="FULL-SIZE PLAN SET, 22 x 34 INCH SHEETS")
    p.save()
    rd = pkg.doc("04_Plans_Reduced_11x17_REV2.pdf", size=LEDGER)
    draw_sheets(rd, sheets, firm="KESSLER WHITMAN ENGINEERING", project=proj, revs=revs,
                pe_name="Dana M. Kessler", lic="48812", date="03/14/2026", size_tag="plan_set.reduced",
                size_note="REDUCED SET - 11 x 17 - HALF SCALE")
    rd.save()

    a = pkg.doc("05_Attachments_City_and_MPCA.pdf")
    a.p("CITY OF ORONO  -  Engineering Department  -  2750 Kelley Parkway, Orono, MN 55356", size=9)
    a.p("March 2, 2026")
    a.p("Re: Stonegate Ridge preliminary plat - stormwater review")
    a.p("City staff and the City Engineer have reviewed the Stonegate Ridge stormwater management plan and "
        "plans dated January 9, 2026. The stormwater design conforms with the City of Orono Local Surface Water "
        "Management Plan (2018).", exhibit("N.6.A.11"))
    a.p("Adam Edwards, P.E., City Engineer")
    a.new_page()
    a.p("Minnesota Pollution Control Agency - Construction Stormwater General Permit", size=12)
    a.p("Coverage Notification. Permit ID: C00067412. Permittee: Stonegate Land Co., LLC. Project: Stonegate "
        "Ridge, Orono, Hennepin County. Coverage effective: March 6, 2026. Acres disturbed as reported: 6.4.",
        exhibit("N.6.A.13"))
    a.save()
    return pkg


def pkg03(out: Path) -> Package:
    """Chanhassen: a form-style application and a short response letter, both scanned (N.2.C.1)."""
    pkg = Package(out, "ext26-03-chanhassen-lakeridge", "scanned", 2603,
                  "N.2.C.1 medium density, BMP list added, low opening still under 2 ft")
    f = pkg.doc("application_and_narrative_scan.pdf", font="Courier", bold="Courier-Bold", body=10, margin=60)
    f.h("STORMWATER PERMIT APPLICATION - PROJECT DATA", 12)
    f.p("Project: Lake Ridge Villas, 7100 Galpin Blvd, Chanhassen MN")
    f.p("Applicant: Galpin Homes Inc. (private developer)    Submitted: 12/18/2025")
    f.table([["Item", "Value"],
             ["Type of development", "Single-family detached subdivision"],
             ["Number of lots / dwelling units", "14"],
             ["Site area", "4.6 acres"],
             ["Existing impervious", "0.20 acres"],
             ["Proposed impervious", "1.65 acres"],
             ["Area disturbed", "4.1 acres"],
             ["Parent parcel (PID 25-0110200)", "9.9 acres"]], [230, 200],
            fact("project_type", "single_family_subdivision"), fact("dwelling_units", 14), fact("site_area_ac", 4.6),
            fact("existing_impervious_ac", 0.2), fact("proposed_impervious_ac", 1.65), fact("disturbed_area_ac", 4.1))
    f.p("Narrative. The 14 lots are served by a new cul-de-sac. Runoff from roofs and the street is conveyed to a "
        "bioretention basin with an underdrain. Site design keeps the existing oak stand on Lots 12-14, limits "
        "street width to 26 ft, and uses erosion control blanket, silt fence and inlet protection during "
        "construction, all per the MPCA manual Protecting Water Quality in Urban Areas.", statement("N.3.0"))
    f.p("Infiltration is not proposed: the soils are hydrologic group D clay loam, so the bioretention "
        "basin is lined and drains through its underdrain.", fact("infiltration_proposed", False))
    f.p("Elevations (NGVD 29): 100-year high water level of the bioretention basin and street low point "
        "946.5.", fact("hwl_100yr_elev_ft", 946.5), fact("vertical_datum", "NGVD29"))
    f.save()
    r = pkg.doc("response_letter_scan.pdf", font="Helvetica", bold="Helvetica-Bold", body=10)
    r.p("GALPIN HOMES INC.   |   Land Development", size=12)
    r.p("March 14, 2026")
    r.p("To: MCWD Permitting. Re: Lake Ridge Villas - response to your letter of February 20, 2026 (2 comments)")
    r.p("District comment 1: \"Provide a list of all permanent BMPs (N.3.2).\"")
    r.p("Our response: the permanent BMPs are: 1. bioretention basin with underdrain (Outlot B); "
        "2. pretreatment forebay at its inlet; 3. preserved oak stand under a conservation easement; "
        "4. two sump catch basins with SAFL baffles.", statement("N.3.2"))
    r.p("District comment 2: \"The lowest opening of the walkout on Lot 7 (947.6) is only 1.1 ft above the "
        "100-year HWL; new buildings need openings 2 feet above it.\"")
    r.p("Our response: the Lot 7 walkout was raised. The lowest opening of any new home is now 948.0 (Lot 7), "
        "1.5 ft above the 100-year HWL of 946.5. Raising it further would need a retaining wall along the "
        "rear lot line; we ask that the District accept 1.5 ft for this lot.",
        fact("lowest_opening_elev_ft", 948.0))
    r.p("Sincerely, Tom Berglund, Project Manager")
    r.save()
    return pkg


def pkg04(out: Path) -> Package:
    """Minnetonka: multi-family redevelopment; the resubmittal keeps NAVD 88 and a 100-year increase."""
    pkg = Package(out, "ext26-04-minnetonka-ridgedale-flats", "text", 2604,
                  "N.2.D.2 high density, <50% increase, 100-yr above existing, NAVD88")
    hdr = "Ridgedale Flats | Stormwater Management Report | Revision 1 (03/16/2026)"
    n = pkg.doc("Ridgedale_Flats_SWMR_Rev1.pdf", font="Times-Roman", bold="Times-Bold", header=hdr, footer="-")
    n.h("Ridgedale Flats Apartments", 16)
    n.p("12800 Wayzata Boulevard, Minnetonka, Minnesota. Prepared for Ridgedale Flats LP by Ridgeline Civil "
        "Group. Revision 1 responds to MCWD comments of February 24, 2026; revised text is marked with a bar.")
    n.h("Section 1  Site and project", 12)
    n.p("The 3.9-acre site (three parcels, PIDs 02-117-22-14-0006, -0007, -0011) is now an office building "
        "and surface parking lot. The project replaces them with a five-story, 64-unit apartment building "
        "(gross floor area 86,400 sf) with structured parking.",
        fact("site_area_ac", 3.9), fact("project_type", "multi_unit_residential"), fact("dwelling_units", 64))
    n.p("Impervious surface: existing 2.10 ac; proposed 2.90 ac; net increase 0.80 ac. The land disturbance "
        "is 3.6 acres, including 0.2 acres of work in the Wayzata Boulevard right of way.",
        fact("existing_impervious_ac", 2.1), fact("proposed_impervious_ac", 2.9),
        fact("net_impervious_increase_ac", 0.8), fact("disturbed_area_ac", 3.6))
    n.h("Section 2  Best management practices", 12)
    n.p("Consistent with the MPCA manual Protecting Water Quality in Urban Areas, the project uses site design "
        "(parking under the building, a smaller surface lot), structural BMPs and non-structural BMPs (street "
        "sweeping, an erosion control plan with a SWPPP).", statement("N.3.0"))
    n.p("Permanent BMPs: underground detention chamber system UG-1 (StormTech MC-3500), a hydrodynamic "
        "separator upstream of UG-1, sump manholes, and a 2,400 sf rain garden along the east drive.",
        statement("N.3.2"))
    n.p("Infiltration is not proposed because of contaminated fill identified in the Phase II ESA.",
        fact("infiltration_proposed", False))
    n.h("Section 3  Rate control", 12)
    n.p("No natural low areas exist on this developed site; UG-1 and its outlet were designed by reservoir "
        "routing in HydroCAD with Atlas 14 critical-duration (24-hour) events.", statement("N.4.2"))
    n.p("The design follows the City of Minnetonka Water Resources Management Plan (2019) and its rate "
        "control standards; the City's review letter is in Appendix C.", statement("N.4.7"))
    n.p("The UG-1 outlet connects by pipe to an existing manhole; where the overflow reaches the east "
        "swale, a riprap apron with filter fabric prevents erosion and scour.", statement("N.4.8"))
    n.p("Table 3-1 (REVISED). Peak discharge to Wayzata Blvd storm sewer, cfs")
    n.table([["Event", "Existing", "Proposed (Rev 1)", "Proposed (original, superseded)"],
             ["1-yr (2.48 in)", "4.2", "3.9", "4.4"], ["2-yr (2.85 in)", "5.1", "4.7", "5.2"],
             ["10-yr (4.26 in)", "9.8", "9.1", "10.3"], ["100-yr (7.40 in)", "17.6", "18.3", "19.0"]],
            [110, 70, 110, 170],
            fact("peak_rates_cfs", {"1": {"existing": 4.2, "proposed": 3.9}, "10": {"existing": 9.8, "proposed": 9.1},
                                    "100": {"existing": 17.6, "proposed": 18.3}}), exhibit("N.6.A.9"))
    n.p("HydroCAD routing reports for UG-1 (existing and proposed, 1-, 2-, 10- and 100-year) are in Appendix B.")
    n.p("The 100-year high water level in UG-1 is 929.4. The lowest opening of the building (garage entry) is "
        "931.8.", fact("hwl_100yr_elev_ft", 929.4), fact("lowest_opening_elev_ft", 931.8))
    routing_appendix(n, "Appendix B  HydroCAD routing, UG-1 (Revision 1)",
                     "UG-1: 86 MC-3500 chambers (72 originally), outlet 10-in orifice at 924.0 and 24-in overflow weir "
                     "at 928.2. Atlas 14, 24-hour MSE 3.",
                     [["UG-1", "1-yr", "6.1", "925.9", "0.38", "2.8"], ["UG-1", "10-yr", "13.0", "927.6", "0.71", "7.4"],
                      ["UG-1", "100-yr", "23.8", "929.4", "1.02", "16.2"]])
    n.new_page()
    n.h("Appendix A  Response to MCWD comments of February 24, 2026", 12)
    n.p("MCWD 1: \"Table 3-1 shows a 100-year increase. Rule N requires no increase for the 1-, 10- and "
        "100-year events.\"  Response: UG-1 was enlarged by 14 chambers, which cut the 1- and 10-year rates. "
        "The 100-year rate remains 0.7 cfs above existing because the chamber field cannot extend under the "
        "fire lane. We ask the District to consider the regional benefit of the rain garden.")
    n.p("MCWD 2: \"The plans reference NAVD 88. Rule N requires NGVD 1929 contours.\"  Response: The City of "
        "Minnetonka requires NAVD 88 on all plan sets, so the plans remain on NAVD 88. A conversion note "
        "(NGVD 29 and NAVD 88 differ by 0.11 ft at this site, VERTCON) is added to Sheet C3.0.")
    n.p("MCWD 3: \"Provide the MPCA permit.\"  Response: Attached as Appendix D.")
    n.new_page()
    n.h("Appendix C  City of Minnetonka review", 12)
    n.p("City of Minnetonka Engineering, March 9, 2026: The City has reviewed the Ridgedale Flats stormwater "
        "report and plans. The stormwater management design conforms to the City of Minnetonka Water "
        "Resources Management Plan (2019).  - Will Manchester, P.E., Director of Public Works",
        exhibit("N.6.A.11"))
    n.h("Appendix D  NPDES", 12)
    n.p("MPCA Construction Stormwater Permit coverage: Permit No. C00066981, issued March 4, 2026 to "
        "Ridgedale Flats LP, for 3.6 acres of disturbance.", exhibit("N.6.A.13"))
    n.save()

    sheets = [
        ("C1.0", "Existing Conditions", [
            ("Property lines of the three parcels owned by Ridgedale Flats LP shown.", (exhibit("N.6.A.1"),)),
        ]),
        ("C2.0", "Drainage Areas", [
            ("Existing drainage areas EX-1, EX-2; proposed drainage areas PR-1 to PR-4.", (exhibit("N.6.A.2"),)),
        ]),
        ("C3.0", "Grading and Drainage Plan - REV 1", [
            ("Contours at 2-foot intervals. VERTICAL DATUM: NAVD 88.",
             (fact("vertical_datum", "NAVD88"), fact("contour_interval_ft", 2.0))),
            ("Datum note: NGVD 29 and NAVD 88 differ by 0.11 ft here (VERTCON); all plan elevations are NAVD 88.", ()),
            ("UG-1 (dry system, no permanent pool): 100-yr HWL 929.4; outlet invert 924.0. Existing site: no ponding or open water.",
             (exhibit("N.6.A.6"),)),
        ]),
        ("C4.0", "Storm Sewer Plan and Details", [
            ("Existing and proposed storm sewer with inverts, UG-1 chamber layout, hydrodynamic separator.",
             (exhibit("N.6.A.3"),)),
            ("StormTech MC-3500 installation details and specifications, outlet structure detail.",
             (exhibit("N.6.A.8"),)),
            ("Drainage and utility easement over UG-1, granted to the City, shown.", (exhibit("N.6.A.12"),)),
        ]),
    ]
    revs = ["1  02/02/2026  MCWD submittal", "2  03/16/2026  UG-1 enlarged, datum note"]
    proj = "RIDGEDALE FLATS, MINNETONKA MN"
    p = pkg.doc("Ridgedale_Flats_Civil_ArchD.pdf", size=ARCH_D)
    draw_sheets(p, sheets, firm="RIDGELINE CIVIL GROUP", project=proj, revs=revs, pe_name="Priya Raman",
                lic="53310", date="3/16/2026", size_tag="plan_set.full_size",
                size_note="Full size set: 24 x 36 in sheets")
    p.save()
    rd = pkg.doc("Ridgedale_Flats_Civil_11x17.pdf", size=LEDGER)
    draw_sheets(rd, sheets, firm="RIDGELINE CIVIL GROUP", project=proj, revs=revs, pe_name="Priya Raman",
                lic="53310", date="3/16/2026", size_tag="plan_set.reduced",
                size_note="11x17 reduced set, not to scale")
    rd.save()
    return pkg


def pkg05(out: Path) -> Package:
    """Hopkins: a franchise engineer's terse narrative; the errata moves the site below 0.5 acre."""
    pkg = Package(out, "ext26-05-hopkins-drive-thru", "text", 2605, "N.2.D.1 under 0.5 ac after correction")
    n = pkg.doc("Stormwater_Narrative.pdf", font="Helvetica", bold="Helvetica-Bold", body=9.5, margin=54,
                footer="Northstar Site Engineering | p.")
    n.h("STORMWATER NARRATIVE - BREW & GO, 1010 MAINSTREET, HOPKINS", 12)
    n.table([["Project", "Coffee shop with drive-thru (2,150 sf building)"],
             ["Owner / applicant", "NS Mainstreet Holdings LLC"],
             ["Parcel area", "0.52 ac"],
             ["Existing impervious", "0.31 ac"],
             ["Proposed impervious", "0.33 ac"],
             ["Disturbed area", "0.40 ac"],
             ["Receiving water", "Minnehaha Creek via city storm sewer"]], [150, 300],
            fact("project_type", "commercial"), fact("existing_impervious_ac", 0.31),
            fact("proposed_impervious_ac", 0.33), fact("disturbed_area_ac", 0.4), grid=False)
    n.p("BMPs. The redevelopment removes a paved lot and replaces it with a building, drive-thru lane and "
        "landscape islands. BMPs follow the MPCA manual Protecting Water Quality in Urban Areas: a "
        "pervious paver patio, curb-cut rain garden, inlet protection, and a swept construction entrance.",
        statement("N.3.0"))
    n.p("Finished floor 906.2. The 100-year high water level of the street sag at Mainstreet and 10th Avenue "
        "is 902.9 (City of Hopkins storm model), so the lowest door is 3.3 ft above it. Datum NGVD 29.",
        fact("lowest_opening_elev_ft", 906.2), fact("hwl_100yr_elev_ft", 902.9), fact("vertical_datum", "NGVD29"))
    n.save()
    e = pkg.doc("Errata_and_Comment_Response_REV1.pdf", font="Helvetica", bold="Helvetica-Bold", body=9.5,
                margin=54, footer="Northstar Site Engineering | p.")
    e.h("ERRATA SHEET No. 1 - March 12, 2026", 12)
    e.p("Item 1. The parcel area was misstated as 0.52 acres in the Stormwater Narrative. The correct parcel "
        "area is 0.42 acres (18,295 sf) per the ALTA survey; 0.52 ac included the alley to the north, which is "
        "not part of the parcel. All other values in the narrative are unchanged.", fact("site_area_ac", 0.42))
    e.h("RESPONSE TO MCWD REVIEW COMMENTS (letter of Feb. 26, 2026)", 11)
    e.p("Comment 1: \"Confirm the site area; the survey and narrative differ.\" - See Errata Item 1.")
    e.p("Comment 2: \"List all permanent BMPs (N.3.2).\" - Permanent BMPs are: rain garden RG-1 (1,150 sf) "
        "at the south curb cut; pervious paver patio (620 sf); sump catch basin CB-2 with SAFL baffle.",
        statement("N.3.2"))
    e.p("Comment 3: \"Is rate control provided?\" - No change. The parcel is under the size at which Rule N "
        "rate control applies, and the proposed impervious increase is 0.02 ac.")
    e.save()
    return pkg


def pkg06(out: Path) -> Package:
    """Medina: a national firm's drainage report with a comment-response matrix; no reduced set yet."""
    pkg = Package(out, "ext26-06-medina-hamel-industrial", "text", 2606,
                  "N.2.D.3 industrial, TP fixed to 52%, bench 8 ft kept, no reduced set, surety")
    hdr = "DRAINAGE REPORT  Hamel Road Distribution Center  Medina, MN  Project 25-1187"
    n = pkg.doc("Drainage_Report_Resubmittal_2.pdf", header=hdr, footer="Page", body=9.5)
    n.h("Hamel Road Distribution Center - Drainage Report (Resubmittal 2, March 13, 2026)", 13)
    n.h("1.0 Executive summary", 11)
    n.p("Prairie Logistics Partners LLC proposes a 142,000 sf warehouse with truck courts and a stormwater "
        "basin on an 11.6-acre site at 3400 Hamel Road, Medina (part of a 40-acre parent tract). The site is "
        "now row-crop field with a farm driveway.", fact("project_type", "industrial"), fact("site_area_ac", 11.6))
    n.p("Existing impervious area is 0.15 ac; proposed impervious area is 7.05 ac. Construction will disturb "
        "10.2 acres.", fact("existing_impervious_ac", 0.15), fact("proposed_impervious_ac", 7.05),
        fact("disturbed_area_ac", 10.2))
    n.h("2.0 Stormwater management approach", 11)
    n.p("BMPs were chosen from the MPCA manual Protecting Water Quality in Urban Areas: site design that "
        "keeps the east woodland, a wet pond with a 1-year extended detention outlet, and non-structural "
        "measures (sweeping, snow storage away from the basin).", statement("N.3.0"))
    n.p("Permanent BMPs: Basin A (wet pond), the outlet structure with skimmer, the riprap outfall and "
        "plunge pool, sump manholes at STMH-3 and STMH-8, and native seeding of the basin slopes.",
        statement("N.3.2"))
    n.p("Infiltration is not proposed due to clay soils and groundwater 4 ft below grade (see the geotechnical "
        "borings in Appendix D).", fact("infiltration_proposed", False))
    n.p("Basin A occupies the natural depression in the southwest corner. Its outlet was sized by reservoir "
        "routing (HydroCAD 10.2) of the 24-hour critical duration Atlas 14 events.", statement("N.4.2"))
    n.p("The 27 acres of off-site farmland north of Hamel Road that drain across the site are routed through "
        "a bypass pipe and included in the existing and proposed models.", statement("N.4.4"))
    n.p("Discharge to the Elm Creek tributary ditch stays at or below existing rates, so downstream water "
        "levels are not adversely affected during or after construction.", statement("N.4.3"))
    n.p("Basin A is above the projected 100-year flood elevation of the ditch and lies in a drainage "
        "and flowage easement to the City of Medina.", statement("N.4.6"))
    n.p("The plan conforms to the City of Medina Local Surface Water Management Plan; see the City Engineer's "
        "letter, Appendix E.", statement("N.4.7"))
    n.p("The 36-inch outfall discharges to a riprap plunge pool sized per MnDOT standards, minimizing erosion "
        "and scour at the ditch.", statement("N.4.8"), statement("N.5.4"))
    n.p("The outlet structure has a submerged skimmer baffle that holds floatables for events up to the "
        "1-year storm.", statement("N.5.2"))
    n.h("3.0 Results", 11)
    n.table([["Storm", "Existing (cfs)", "Proposed (cfs)"], ["1-yr 24-hr", "6.8", "4.1"],
             ["2-yr 24-hr", "9.3", "5.5"], ["10-yr 24-hr", "18.2", "12.6"], ["100-yr 24-hr", "36.9", "31.4"],
             ["100-yr 10-day snowmelt", "11.0", "10.6"]], [150, 100, 100],
            fact("peak_rates_cfs", {"1": {"existing": 6.8, "proposed": 4.1}, "10": {"existing": 18.2, "proposed": 12.6},
                                    "100": {"existing": 36.9, "proposed": 31.4}}), exhibit("N.6.A.9"))
    n.p("Basin A: NWL 992.0; 100-year HWL 995.8; top of berm 998.3 (freeboard 2.5 ft); aquatic/safety bench "
        "8 ft wide at 10:1. Lowest building opening (dock doors) 1002.0.",
        fact("hwl_100yr_elev_ft", 995.8), fact("lowest_opening_elev_ft", 1002.0),
        fact("ponds", [{"name": "Basin A", "safety_bench_width_ft": 8.0, "safety_bench_slope_h_per_v": 10.0,
                        "freeboard_ft": 2.5}]))
    n.p("Water quality (P8 v3.5, revised): total phosphorus removal is 52 percent of the annual load.",
        fact("phosphorus_removal_pct", 52.0))
    n.p("Appendices B (HydroCAD), C (P8 model) and the storm sewer tabulation hold all hydrologic, hydraulic and "
        "water quality computations.")
    n.new_page()
    n.h("Comment response matrix - MCWD letter of February 19, 2026", 11)
    rows = [["No.", "District comment (quoted)", "Response"],
            ["1", "\"P8 shows 44% TP removal; 50% is required.\"", "Iron-enhanced sand bench added. Now 52%."],
            ["2", "\"Safety bench is 8 ft; Rule N requires 10 ft.\"", "Declined: 8 ft matches Medina detail ST-14."],
            ["3", "\"Provide NPDES coverage.\"", "Obtained 03/05/2026; see Appendix F."],
            ["4", "\"Provide an 11x17 reduced plan set.\"", "Will be provided with the final plan submittal."],
            ["5", "\"Confirm disturbed area.\"", "10.2 ac, unchanged."]]
    n.table(rows, [30, 250, 230], size=8)
    routing_appendix(n, "Appendix B - HydroCAD summary, Basin A (Resubmittal 2)",
                     "Basin A outlet: 8-in orifice at 992.0, 4-ft weir at 994.6, skimmer baffle; EOF 996.3. "
                     "P8 (Appendix C): 52% TP, 86% TSS, Basin A dead storage 2.9 ac-ft.",
                     [["Basin A", "1-yr", "21.5", "993.4", "1.9", "2.6"], ["Basin A", "10-yr", "46.0", "994.5", "4.1", "8.8"],
                      ["Basin A", "100-yr", "93.2", "995.8", "7.6", "24.9"]])
    n.new_page()
    n.h("Appendix D - Geotechnical soil borings (summary)", 11)
    n.table([["Boring", "Surface", "Depth (ft)", "Soils", "Groundwater"], ["SB-1", "991.8", "21", "CL lean clay", "987.5"],
             ["SB-4", "994.2", "26", "CL/SC", "989.9"], ["SB-7", "996.0", "21", "CL lean clay", "none"]],
            [60, 60, 70, 120, 90], exhibit("N.6.C"))
    n.h("Appendix E - City of Medina", 11)
    n.p("Letter of March 10, 2026: The City has reviewed the Hamel Road Distribution Center stormwater plans; "
        "the design is consistent with the Medina Local Surface Water Management Plan. - Jim Stremel, P.E., "
        "City Engineer", exhibit("N.6.A.11"))
    n.h("Appendix F - MPCA", 11)
    n.p("NPDES/SDS Construction Stormwater permit coverage C00067055, effective 03/05/2026, Prairie Logistics "
        "Partners LLC, 10.2 acres disturbed.", exhibit("N.6.A.13"))
    n.save()

    sheets = [
        ("C100", "Existing Conditions", [
            ("Boundary of the 11.6-ac site, lands owned by the applicant, adjoining owners.", (exhibit("N.6.A.1"),)),
            ("Delineated wetland W-1 (Type 3) with 25-ft buffer; Zone A floodplain along ditch.",
             (exhibit("N.6.A.4"),)),
        ]),
        ("C200", "Drainage Maps", [
            ("Off-site subwatershed OS-1 (27 ac), existing and proposed on-site subwatersheds.",
             (exhibit("N.6.A.2"),)),
        ]),
        ("C300", "Grading Plan (REV 2, 03/13/2026, Basin A iron sand bench)", [
            ("2-FT CONTOURS. ELEVATIONS NGVD 1929.",
             (exhibit("N.6.A.7"), fact("vertical_datum", "NGVD29"), fact("contour_interval_ft", 2.0))),
            ("Basin A existing ground 990-994; proposed NWL 992.0, 100-yr HWL 995.8.", (exhibit("N.6.A.6"),)),
        ]),
        ("C400", "Storm Sewer and Basin Details", [
            ("Proposed storm sewer, bypass pipe, Basin A outlet, alignment and inverts; existing field tile "
             "removed.", (exhibit("N.6.A.3"),)),
            ("Outlet structure, skimmer, riprap plunge pool and basin section details; specifications.",
             (exhibit("N.6.A.8"),)),
            ("Drainage and flowage easement over Basin A to the City of Medina.", (exhibit("N.6.A.12"),)),
        ]),
    ]
    p = pkg.doc("Civil_Plans_Full_Size.pdf", size=ANSI_D)
    draw_sheets(p, sheets, firm="MERIDIAN DESIGN GROUP", project="HAMEL ROAD DISTRIBUTION CENTER, MEDINA MN",
                revs=["0 12/19/2025 PERMIT", "1 01/23/2026 CITY", "2 03/13/2026 MCWD RESUB"],
                pe_name="Robert J. Lindqvist", lic="41977", date="03/13/2026", size_tag="plan_set.full_size",
                size_note="FULL SIZE 22x34 PLANS")
    p.save()
    return pkg


PACKAGES_A = (pkg01, pkg02, pkg03, pkg04, pkg05, pkg06)
