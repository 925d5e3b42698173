"""Packages written by applicants for themselves: a homeowner, a church volunteer, a small
builder, a developer's engineer, a developer, a tenant-improvement architect.

Each function draws one package and returns it with its recorder filled; the wording is the
author's own (abbreviations, Q&A, pasted e-mails, Yes/No checklists), never a template.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external11.doc import Package, exhibit as ex, fact as f, statement as st
from corpus.external11.plans import FULL_22x34, FULL_24x36, REDUCED_11x17, plan_set

SF = 43560.0


def p01_homeowner_orono(out: Path) -> Package:
    """A homeowner's Q&A letter for a tear-down and rebuild: N.2.A, no permit (scanned)."""
    pkg = Package(out, "x11-01-orono-home", "single-family home rebuild, homeowner Q&A", kind="scanned")
    d = pkg.doc("Ostrander_house_MCWD_questions.pdf", font="Times-Roman", fsize=11)
    d.line("Dan & Karin Ostrander", bold=True)
    d.line("2215 Shadywood Rd., Orono MN 55356   (PID 27-117-23-31-0012)")
    d.line("March 3, 2026")
    d.gap()
    d.line("To: Minnehaha Creek Watershed District, permitting")
    d.line("Re: our new house - do we need a stormwater permit?")
    d.gap()
    d.line("Hello - our builder said we should send you this before we pull the city permit. I wrote it as "
           "questions and answers because that is how the pre-app call went. Thanks for looking.")
    d.gap()
    d.line("Q: What are you building?", bold=True)
    d.line("A: We are tearing down the old 1952 cabin and building a new single-family home (one house, "
           "4 bedrooms) with an attached 3-stall garage. It is just our own house, no lot split.",
           [f("project_type", "single_family_home")])
    d.line("Q: How big is the lot?", bold=True)
    d.line("A: About 0.86 ac. per the survey (approx. 37,460 s.f.). The house itself is 3,450 s.f. finished "
           "floor area on two levels, but that is floor area, not footprint.", [f("site_area_ac", 0.86)])
    d.line("Q: How much hard surface (imp.) is there now and after?", bold=True)
    d.line("A: Exist. 4,792 s.f. (cabin, gravel drive, shed)  /  prop. 6,970 s.f. (house, garage, new "
           "drive, small patio). That's 0.11 ac. now and 0.16 ac. after.",
           [f("existing_impervious_ac", 0.11), f("proposed_impervious_ac", 0.16)])
    d.line("Q: How much ground will you disturb?", bold=True)
    d.line("A: about 0.30 ac. (13,070 s.f. ±) inside the silt fence. The rest of the yard and the big oaks "
           "stay as-is.", [f("disturbed_area_ac", 0.30)])
    d.line("Q: Any wetlands?", bold=True)
    d.line("A: No wetlands were identified on our lot. The cattail area across Shadywood Rd. is the "
           "neighbor's and we are not touching it.")
    d.line("Q: Where does the water go? Is it landlocked?", bold=True)
    d.line("A: The site is not landlocked - it sheets down the lawn to Lake Minnetonka (Tonka Bay side).",
           [f("landlocked", False)])
    d.line("Q: Rain garden / infiltration?", bold=True)
    d.line("A: Infiltration is not proposed. Our landscaper dug a test hole and it is heavy clay, so no "
           "rain garden. Gutters go to splash blocks on the lawn.", [f("infiltration_proposed", False)])
    d.line("Q: How high is the house compared to the lake?", bold=True)
    d.line("A: The lowest opening (walkout door sill) is at elev. 934.6. The 100-yr flood elev. of "
           "Lake Minnetonka is 931.5 per the District's website, so about 3 ft higher. The lake's ordinary "
           "high water is 929.4 (not the flood level).",
           [f("lowest_opening_elev_ft", 934.6), f("hwl_100yr_elev_ft", 931.5)])
    d.gap()
    d.line("From the e-mail we got after the call (pasted):", bold=True)
    d.line("> On Feb 26, 2026, MCWD permit desk wrote:", font="Courier", size=9)
    d.line("> Dan - thanks for the call. Rule N paragraph (A) says a permit is not required for the "
           "construction or reconstruction of a single-family home. Erosion control (Rule B) may still "
           "apply depending on grading; please send a short description.", font="Courier", size=9)
    d.line("OK - this letter is the short description. Excavation is approx. 410 cu. yds. for the "
           "basement. Start date is May 2026, done by Nov.")
    d.gap()
    d.line("Thank you!  - Dan Ostrander  (952) 555-0148")
    d.save()
    return pkg


def p02_church_excelsior(out: Path) -> Package:
    """A church volunteer's pasted e-mails for a parking lot and hall addition: N.2.D.1, basis additional only."""
    pkg = Package(out, "x11-02-excelsior-church", "institutional under 0.5 ac, <50% increase, e-mails")
    d = pkg.doc("St_Albans_parking_emails.pdf", font="Helvetica", fsize=10)
    d.line("St. Alban's Lutheran Church - Parking lot & fellowship hall addition", bold=True, size=12)
    d.line("Compiled by Marlys Pederson, Building Committee volunteer. 441 2nd St., Excelsior MN")
    d.line("Below are our e-mails with the engineer and the city, in order, so the District has everything in one place.")
    d.rule()
    d.line("From: Marlys Pederson    Sent: Mon 1/12/2026 9:14 AM", bold=True)
    d.line("To: Tom Reinholt (Reinholt Civil)   Subject: RE: church lot numbers")
    d.line("Tom, for the watershed form: the church is an institutional use (it's a church, "
           "not a business) and our whole parcel is 0.44 ac. (19,170 s.f.) - we checked the county site.",
           [f("project_type", "institutional"), f("site_area_ac", 0.44)])
    d.line("> On Fri 1/9/2026, Tom Reinholt wrote:", font="Courier", size=9)
    d.line("> Marlys - imp. today is 9,150 s.f. (building, old lot, walks) = 0.21 ac. After the "
           "addition & the new 14 stalls it is 13,070 s.f. = 0.30 ac. So net increase 0.09 ac, about "
           "43% more than today.", [f("existing_impervious_ac", 0.21), f("proposed_impervious_ac", 0.30),
                                     f("net_impervious_increase_ac", 0.09)], font="Courier", size=9)
    d.line("> Disturbed area approx. 7,840 s.f. (0.18 ac). The new hall is 2,400 s.f. floor area.",
           [f("disturbed_area_ac", 0.18)], font="Courier", size=9)
    d.rule()
    d.line("From: Tom Reinholt    Sent: Wed 1/14/2026 3:40 PM", bold=True)
    d.line("Subject: BMPs for the watershed")
    d.line("Marlys, here is the language for the BMP part. The stormwater BMPs are a mix of site design "
           "(keeping the new stalls to the minimum the city allows, saving the two big maples) and "
           "structural practices, and they are consistent with the MPCA manual Protecting Water Quality "
           "in Urban Areas.", [st("N.3.0")])
    d.line("Permanent BMPs (list):", bold=True)
    d.line("1. Sump catch basin w/ SAFL Baffle at the low corner of the lot  2. 20-ft vegetated filter "
           "strip along the east edge  3. Permanent turf on all disturbed areas  4. Roof drains to the "
           "filter strip, not the street", [st("N.3.2")])
    d.line("Infiltration is not proposed due to clay soils (we hit clay at 1.5 ft in the test pit).",
           [f("infiltration_proposed", False)])
    d.line("> > Marlys asked: do we need ponds?  -- No. On a 0.44 ac. site only the Section 3 BMPs apply.",
           font="Courier", size=9)
    d.rule()
    d.line("From: Marlys Pederson    Sent: Thu 1/15/2026 8:02 AM", bold=True)
    d.line("Subject: the 'two feet' question")
    d.line("Tom, the checklist asks about door and window openings. What do I put?")
    d.line("> Reply (Tom): the hall's lowest opening (the new east door) is elev. 962.3. The 100-year high "
           "water elevation of the low area by Water St. is 957.8, so 4.5 ft of separation - over the 2 ft.",
           [f("lowest_opening_elev_ft", 962.3), f("hwl_100yr_elev_ft", 957.8)], font="Courier", size=9)
    d.rule()
    d.line("From: City of Excelsior, Planning    Sent: Tue 1/20/2026", bold=True)
    d.line("The site plan was reviewed at the 1/19 Planning Commission (parking variance for 2 stalls "
           "approved). Construction is planned for June 2026.")
    d.line("No wetlands were identified within 300 ft. The building committee thanks you!")
    d.save()
    return pkg


def _cert(name: str, lic: str, date: str) -> list:
    return [(f"I hereby certify that this plan, specification, or report was prepared by me or under my "
             f"direct supervision and that I am a duly Licensed Professional Engineer under the laws of the "
             f"State of Minnesota. {name}  Lic. No. {lic}  Date {date}", [ex("plan_set.pe_certified")])]


def p03_builder_minnetrista(out: Path) -> Package:
    """A small builder's checklist for a 14-lot low-density subdivision: N.2.B.2, 1-yr rate up, no NPDES."""
    pkg = Package(out, "x11-03-minnetrista-builder", "low density subdivision 11.2 ac, checklist Yes/No/N/A")
    d = pkg.doc("Halsted_Ridge_application.pdf", fsize=10)
    d.line("HALSTED RIDGE - 14 lot subdivision, Minnetrista", bold=True, size=13)
    d.line("Applicant: Kessler Homes LLC (small builder, 3 employees) - Greg Kessler, owner")
    d.line("Site: 6400 blk County Rd 110 W, Minnetrista. PIDs 05-116-24-11-0003 & -0004")
    d.gap()
    d.line("Hi, we are a small outfit so I filled out your checklist myself and our engineer (Lakeland "
           "Engineering) did the plans & the HydroCAD. Numbers are from the plat.")
    d.gap()
    rows = [
        ["Item", "Answer", "Yes/No/N/A"],
        ["Type of project", "single family subdivision, 14 lots", "-"],
        ["Site area", "11.2 ac. (487,870 s.f.)", "-"],
        ["No. of homes / density", "14 homes / 1.25 per ac.", "-"],
        ["Area disturbed", "approx. 9.1 ac.", "-"],
        ["Applicant a city/county/state agency?", "no, private builder", "No"],
        ["Wetlands on site?", "none - see sheet C1", "No"],
        ["Infiltration proposed?", "no - clay loam, HSG C/D", "No"],
        ["Receiving water landlocked?", "no, outlets to Halsted Bay culvert", "No"],
        ["NPDES permit attached?", "will apply before grading", "No"],
    ]
    d.table(rows, [190, 210, 80], {
        1: [f("project_type", "single_family_subdivision")],
        2: [f("site_area_ac", 11.2)],
        3: [f("dwelling_units", 14), f("density_du_per_ac", 1.25)],
        4: [f("disturbed_area_ac", 9.1)],
        5: [f("applicant_public_entity", False)],
        7: [f("infiltration_proposed", False)],
        8: [f("landlocked", False)],
    })
    d.line("Note: lot sizes run 0.45 ac. to 0.92 ac. The parent parcel before the 1998 split was 31 ac.; "
           "the north 19.8 ac. was sold to an unrelated buyer (Three Rivers Park) and is NOT part of this.")
    d.line("New street (Halsted Ridge Ct.) is approx. 1,150 LF long, 28 ft wide.")
    d.gap()
    d.line("BMPs", bold=True, size=11)
    d.line("We kept the cul-de-sac short and narrow, saved the tree line on the west side and used rural "
           "section ditches, consistent w/ the MPCA manual Protecting Water Quality in Urban Areas.",
           [st("N.3.0")])
    d.line("Permanant BMPs: (1) wet pond (Pond 1) w/ outlet control structure; (2) grass swales along the "
           "street; (3) 4 in. topsoil & sod on all lots; (4) riprap at the pond outlet.", [st("N.3.2")])
    d.gap()
    d.line("Rate control (from Lakeland's HydroCAD, 24-hr MSE3 rainfall)", bold=True, size=11)
    rr = [["Event", "Exist. (cfs)", "Prop. (cfs)"],
          ["1-yr", "2.1", "2.4"], ["2-yr", "3.0", "2.9"], ["10-yr", "7.8", "6.1"],
          ["50-yr", "13.2", "10.0"], ["100-yr", "16.4", "12.7"]]
    d.table(rr, [120, 120, 120], {0: [f("peak_rates_cfs", {"1": {"existing": 2.1, "proposed": 2.4},
                                                           "10": {"existing": 7.8, "proposed": 6.1},
                                                           "100": {"existing": 16.4, "proposed": 12.7}})],
                                  1: [ex("N.6.A.9")]})
    d.line("Greg's note: yes the 1-yr is a little higher, Lakeland says the pond outlet can be tweaked. We "
           "wanted to get this in before the board meeting.")
    d.line("Pond 1: NWL 944.0, 100-yr HWL 947.6, safety bench 10 ft wide at 10:1, freeboard 2.4 ft to the "
           "EOF / top of berm.", [f("ponds", [{"name": "Pond 1", "safety_bench_width_ft": 10.0,
                                             "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.4}])])
    d.line("The existing low area in the SE corner is used for the pond; outlet sized by reservoir routing "
           "of the critical 24-hr events.", [st("N.4.2")])
    d.line("Runoff from the 3.4 ac. off-site area north of the site (Co Rd 110 ditch) is routed through the "
           "pond and included in the model.", [st("N.4.4")])
    d.line("Q: Will water levels go up on neighbors? A: No - the pond holds the extra runoff; no adverse "
           "effect on off-site water levels during or after construction.", [st("N.4.3")])
    d.line("The pond is above the 100-yr flood elev. of Halsted Bay and sits in a drainage & utility "
           "easement on Outlot A.", [st("N.4.6")])
    d.line("The City of Minnetrista reviewed the plans and found them in conformance with the city's Local "
           "Surface Water Management Plan (city letter is the last page).", [st("N.4.7")])
    d.line("Riprap (Class III) and a geotextile at the pond outfall keep the ditch from scouring.",
           [st("N.4.8")])
    d.line("Lowest opening on the lots next to the pond (lots 6-9) is 950.0, 2.4 ft over the pond HWL of "
           "947.6.", [f("lowest_opening_elev_ft", 950.0), f("hwl_100yr_elev_ft", 947.6)])
    d.new_page()
    d.line("CITY OF MINNETRISTA - Engineering Dept.", bold=True)
    d.line("February 9, 2026")
    d.line("Re: Halsted Ridge preliminary plat - stormwater", bold=True)
    d.line("The City has reviewed the Halsted Ridge grading and stormwater plans dated 1/30/2026 and finds "
           "them consistent with the City of Minnetrista Local Surface Water Management Plan (2018).",
           [ex("N.6.A.11")])
    d.line("Signed, Paul Ek, P.E., City Engineer")
    d.save()
    firm = ["LAKELAND ENGINEERING, INC.", "Mound, Minnesota", "HALSTED RIDGE", "Kessler Homes LLC"]
    cert = _cert("Renee Swanberg", "44718", "1/30/2026")
    sheets = [
        ("C1", "EXISTING CONDITIONS", [
            ("Boundary & property lines per survey by Ek Surveying; lands owned by applicant shown hatched.",
             [ex("N.6.A.1")]),
            ("Existing contours at 2-ft interval. Elevations NGVD 1929 datum.",
             [ex("N.6.A.7"), f("vertical_datum", "NGVD29"), f("contour_interval_ft", 2.0)]),
            ("No wetlands, marsh, shoreland or floodplain within the site per field review 10/2025.",
             [ex("N.6.A.4")]),
        ]),
        ("C2", "DRAINAGE AREA MAPS", [
            ("Existing and proposed on-site subwatersheds and the 3.4 ac off-site drainage area to the north.",
             [ex("N.6.A.2")]),
        ]),
        ("C3", "GRADING & POND PLAN", [
            ("Existing culvert and proposed Pond 1, outlet and storm sewer: location, alignment and inverts shown.",
             [ex("N.6.A.3")]),
            ("Pond 1 NWL 944.0 / HWL 947.6 (exist. low area NWL none, HWL 945.1).", [ex("N.6.A.6")]),
            ("Drainage & utility easement over Pond 1 and Outlot A.", [ex("N.6.A.12")]),
        ]),
        ("C4", "STORM SEWER DETAILS & SPECS", [
            ("Outlet control structure, riprap and pipe details; MnDOT 2573/2451 specifications.",
             [ex("N.6.A.8")]),
            ("Pond sizing computations: NURP pool 2.9 ac-ft on 14.6 ac tributary (11.2 ac site + 3.4 ac off-site); "
             "HydroCAD 100-yr routed peak el. 947.6; outlet 15 in. RCP w/ 6 in. orifice at 944.0.", [ex("N.6.A.10")]),
        ]),
    ]
    plan_set(pkg, "Halsted_Ridge_plans_22x34.pdf", FULL_22x34, sheets, firm, cert, "plan_set.full_size", seed=3)
    plan_set(pkg, "Halsted_Ridge_plans_11x17.pdf", REDUCED_11x17, sheets, firm, cert, "plan_set.reduced", seed=3)
    return pkg


def p04_engineer_chanhassen(out: Path) -> Package:
    """A developer's engineer, 28 lots on 8.6 ac at 3.26/ac: N.2.C.3; TP 46%, freeboard 1.5 ft, no drainage map."""
    pkg = Package(out, "x11-04-chanhassen-subdivision", "medium density SF subdivision 8.6 ac, engineer memo")
    d = pkg.doc("Lotus_Meadows_stormwater_memo.pdf", font="Times-Roman", fsize=11)
    d.line("MEMORANDUM", bold=True, size=14)
    d.line("To: MCWD Permitting    From: J. Halvorsen, PE, Prairie Civil Group")
    d.line("Date: 2/2/2026    Re: Lotus Meadows (Chanhassen) - Rule N submittal")
    d.rule()
    d.line("1. Project. Lotus Meadows is a single-family residential subdivision of 28 lots on a site of "
           "8.6 ac. (374,620 s.f.), i.e. 3.26 units/ac. The developer is Lotus Meadows Partners LLC.",
           [f("project_type", "single_family_subdivision"), f("dwelling_units", 28), f("site_area_ac", 8.6),
            f("density_du_per_ac", 3.26)])
    d.line("Approx. 7.9 ac. will be graded. The exist. site is a farmstead: 0.35 ac. imp. today (house, "
           "barns, gravel yard), 3.05 ac. imp. proposed (streets, drives, roofs).",
           [f("disturbed_area_ac", 7.9), f("existing_impervious_ac", 0.35), f("proposed_impervious_ac", 3.05)])
    d.line("2. Off-site. An off-site drainage area of 2.3 ac. (Lake Lucy Rd. ROW) drains onto the site and is "
           "carried through Pond A in the model.", [st("N.4.4")])
    d.line("3. Soils. Infiltration is not proposed due to clay soils (Hamel-Glencoe, HSG D). The borings "
           "(Braun Intertec, 6 borings, Dec. 2025) are summarized in App. C at the end of this memo.",
           [f("infiltration_proposed", False)])
    d.line("4. Rate control. HydroCAD, Atlas 14, 24-hr MSE 3. Results at the west property line:")
    d.table([["Event", "Existing cfs", "Proposed cfs"], ["1-yr", "3.4", "2.2"], ["2-yr", "4.6", "2.9"],
             ["10-yr", "10.9", "7.0"], ["100-yr", "24.8", "19.6"]], [110, 110, 110],
            {1: [f("peak_rates_cfs", {"1": {"existing": 3.4, "proposed": 2.2},
                                      "10": {"existing": 10.9, "proposed": 7.0},
                                      "100": {"existing": 24.8, "proposed": 19.6}})]})
    d.line("The natural depression in the NW corner is used as Pond A; both ponds were designed by reservoir "
           "routing of critical-duration events.", [st("N.4.2")])
    d.line("Downstream water levels (Lake Lucy) are not adversely affected during or after construction, since "
           "all peak rates drop.", [st("N.4.3")])
    d.line("The site is not landlocked; it drains to Lake Lucy via the city storm sewer.", [f("landlocked", False)])
    d.line("Both ponds lie above the 100-yr flood elevation of Lake Lucy and within drainage & utility "
           "easements shown on the plat.", [st("N.4.6")])
    d.line("5. Water quality (P8). Annual TP removal at the site boundary = 46%. (Pond A dead storage is "
           "limited by the sanitary sewer crossing; we would like to discuss.)",
           [f("phosphorus_removal_pct", 46.0)])
    d.line("Pond outlets have a skimmer (baffle) structure to hold floatables for the 1-yr event.",
           [st("N.5.2")])
    d.line("All pond outfalls have riprap and a plunge pool to prevent erosion and scour.",
           [st("N.4.8"), st("N.5.4")])
    d.table([["Pond", "NWL", "100-yr HWL", "Bench", "Bench slope", "Freeboard"],
             ["Pond A", "958.0", "961.9", "10 ft", "10:1", "2.1 ft"],
             ["Pond B", "955.5", "959.0", "10 ft", "10:1", "1.5 ft"]], [70, 60, 80, 60, 80, 70],
            {0: [f("ponds", [{"name": "Pond A", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                              "freeboard_ft": 2.1},
                             {"name": "Pond B", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                              "freeboard_ft": 1.5}])]})
    d.line("6. Buildings. Lowest opening of any lot adjacent to a pond is 962.4 (Lot 3, Blk 2) vs. the governing "
           "100-yr HWL of 959.0 at Pond B.", [f("lowest_opening_elev_ft", 962.4), f("hwl_100yr_elev_ft", 959.0)])
    d.line("7. BMPs follow the MPCA manual Protecting Water Quality in Urban Areas. Permanent BMPs: Pond A, "
           "Pond B, skimmer outlets, riprap outfalls, 6 in. amended topsoil on all lawns.",
           [st("N.3.0"), st("N.3.2")])
    d.line("8. City review. City of Chanhassen staff (Water Resources) reviewed the plans on 1/22/2026 and found "
           "them consistent with the Chanhassen Surface Water Management Plan; their letter is App. D.",
           [st("N.4.7")])
    d.line("9. NPDES. MPCA construction stormwater permit coverage: Permit No. C00071234, issued 1/28/2026 "
           "(copy App. E).")
    d.line("10. Model output. HydroCAD and P8 summaries are App. A and B.")
    d.line("The developer is not a public entity; we understand a surety will be required after Board approval.",
           [f("applicant_public_entity", False)])
    d.new_page()
    d.line("App. A / B - HydroCAD and P8 summaries", bold=True)
    d.table([["Node", "Area ac", "CN", "Peak 100-yr cfs", "Storage ac-ft"], ["Pond A", "5.9", "78", "11.2", "2.41"],
             ["Pond B", "5.0", "80", "9.8", "1.87"], ["P8: Pond A TP", "-", "-", "-", "48% removal"],
             ["P8: Pond B TP", "-", "-", "-", "44% removal"]], [110, 70, 50, 110, 110],
            {1: [ex("N.6.A.10")]})
    d.line("Subcatchment areas include the 2.3 ac. off-site area; site-wide annual TP removal 46% (above).")
    d.line("App. C - Soil borings (Braun Intertec)", bold=True)
    d.table([["Boring", "Surface", "Soil", "Groundwater"], ["SB-1", "962.1", "lean clay (CL)", "none to 20 ft"],
             ["SB-2", "959.4", "lean clay (CL)", "16.5 ft"], ["SB-3", "957.8", "sandy lean clay", "none"]],
            [80, 80, 160, 120], {1: [ex("N.6.C")]})
    d.line("App. D - City of Chanhassen letter (1/22/2026)", bold=True)
    d.line("City staff have reviewed the Lotus Meadows plans and find the stormwater design in conformance "
           "with the City of Chanhassen Surface Water Management Plan. - T. Marx, Water Resources Coordinator",
           [ex("N.6.A.11")])
    d.line("App. E - MPCA NPDES/SDS Construction Stormwater permit", bold=True)
    d.line("Coverage under the General Permit is effective 1/28/2026. Permit No. C00071234. Project: Lotus "
           "Meadows, Chanhassen. Permittee: Lotus Meadows Partners LLC.", [ex("N.6.A.13")])
    d.save()
    firm = ["PRAIRIE CIVIL GROUP", "Chanhassen, MN", "LOTUS MEADOWS", "Lotus Meadows Partners LLC"]
    cert = _cert("Jens Halvorsen", "51022", "2/2/2026")
    sheets = [
        ("C-1", "EXISTING CONDITIONS / REMOVALS", [
            ("Property lines and ownership limits of Lotus Meadows Partners LLC.", [ex("N.6.A.1")]),
            ("Contours at 2 ft intervals, NGVD 1929.", [ex("N.6.A.7"), f("vertical_datum", "NGVD29"),
                                                          f("contour_interval_ft", 2.0)]),
            ("Wetland delineation: no wetlands on site (Kjolhaug Env., 2025). No floodplain or shoreland.",
             [ex("N.6.A.4")]),
        ]),
        ("C-2", "GRADING PLAN", [
            ("Pond A NWL 958.0 / 100-yr HWL 961.9; Pond B NWL 955.5 / 100-yr HWL 959.0; exist. depression NWL 957.2, "
             "HWL 959.6.",
             [ex("N.6.A.6")]),
            ("Drainage & utility easements dedicated over both ponds per plat.", [ex("N.6.A.12")]),
        ]),
        ("C-3", "STORM SEWER PLAN", [
            ("Existing and proposed storm sewer, ponds and outlets with inverts.", [ex("N.6.A.3")]),
        ]),
        ("C-4", "DETAILS", [
            ("Outlet structure (skimmer), riprap, pond sections; City std. specs.", [ex("N.6.A.8")]),
        ]),
    ]
    plan_set(pkg, "Lotus_Meadows_plans_24x36.pdf", FULL_24x36, sheets, firm, cert, "plan_set.full_size", seed=4)
    plan_set(pkg, "Lotus_Meadows_plans_11x17.pdf", REDUCED_11x17, sheets, firm, cert, "plan_set.reduced", seed=4)
    return pkg


def p05_developer_hopkins(out: Path) -> Package:
    """A developer's narrative for 64 apartments on 1.9 ac: N.2.D.2; 100-yr rate up, NAVD 88, no reduced set."""
    pkg = Package(out, "x11-05-hopkins-apartments", "high density multi-family 1.9 ac, redevelopment <50%")
    d = pkg.doc("Excelsior_Blvd_Flats_narrative.pdf", fsize=10)
    d.line("EXCELSIOR BLVD FLATS - Hopkins, MN", bold=True, size=13)
    d.line("Project narrative by the developer (Northgate Residential) for the MCWD stormwater permit")
    d.rule()
    d.line("What: a 5-story multi-family apartment building, 64 units, with tuck-under parking, replacing "
           "a vacant strip mall. Site = 1.9 ac. (82,764 s.f.) = 33.7 units/ac.",
           [f("project_type", "multi_unit_residential"), f("dwelling_units", 64), f("site_area_ac", 1.9),
            f("density_du_per_ac", 33.7)])
    d.line("Imp. surface: exist. 1.30 ac. (56,630 s.f.) - old mall roof & parking. Prop. 1.52 ac. "
           "(66,210 s.f.). Net incr. = 0.22 ac. (17%).",
           [f("existing_impervious_ac", 1.30), f("proposed_impervious_ac", 1.52),
            f("net_impervious_increase_ac", 0.22)])
    d.line("Disturbed: the whole site, approx. 1.9 ac.", [f("disturbed_area_ac", 1.9)])
    d.line("Building gross floor area 71,500 s.f.; 81 stalls (12 surface). Demolition starts 4/2026.")
    d.gap()
    d.line("Stormwater approach", bold=True, size=11)
    d.line("Underground detention (StormTech MC-3500 chambers, 9,400 cu. ft.) under the surface lot. "
           "Infiltration is not proposed: the old mall left contaminated fill (MPCA VIC site).",
           [f("infiltration_proposed", False)])
    d.line("BMPs per the MPCA manual Protecting Water Quality in Urban Areas; permanent BMPs are the "
           "chamber system w/ isolator row, a green roof on 40% of the roof, and sump manholes.",
           [st("N.3.0"), st("N.3.2")])
    d.line("HydroCAD summary (Atlas 14, 24-hr):", bold=True)
    d.table([["", "1-yr", "10-yr", "100-yr"], ["Exist. (cfs)", "2.9", "5.1", "6.4"],
             ["Prop. (cfs)", "1.6", "3.8", "6.9"]], [100, 80, 80, 80],
            {1: [f("peak_rates_cfs", {"1": {"existing": 2.9, "proposed": 1.6},
                                      "10": {"existing": 5.1, "proposed": 3.8},
                                      "100": {"existing": 6.4, "proposed": 6.9}})]})
    d.line("(The 100-yr goes up a bit because the chambers overtop; the engineer is resizing. The 2-yr, "
           "1.9 vs 2.4 cfs, is not required.)")
    d.line("Off-site runoff from the alley (0.3 ac.) is included in the chamber design.", [st("N.4.4")])
    d.line("Chambers are inside a drainage & utility easement, above the 100-yr flood elev. of Minnehaha Creek.",
           [st("N.4.6")])
    d.line("Outfall to the city storm sewer on 8th Ave S. has a flared end w/ riprap to prevent scour.",
           [st("N.4.8")])
    d.line("The receiving storm sewer is not landlocked.", [f("landlocked", False)])
    d.line("Lowest opening (garage door) elev. 904.0; 100-yr HWL of the chamber system 899.6.",
           [f("lowest_opening_elev_ft", 904.0), f("hwl_100yr_elev_ft", 899.6)])
    d.line("City of Hopkins engineering reviewed the plans and confirmed conformance with the Hopkins Local "
           "Surface Water Management Plan (e-mail 1/27/2026, attached on the next page).", [st("N.4.7")])
    d.line("MPCA NPDES construction stormwater permit: coverage received 2/3/2026, Permit No. C00072230 "
           "(confirmation on the next page).")
    d.new_page()
    d.line("Forwarded e-mail", bold=True)
    d.line("From: Hopkins Engineering <engineering@hopkinsmn.example>  Tue 1/27/2026")
    d.line("> We have reviewed the Excelsior Blvd Flats grading/utility plans and they conform with the City's "
           "Local Surface Water Management Plan. - K. Lindqvist, Asst. City Engineer", [ex("N.6.A.11")],
           font="Courier", size=9)
    d.line("MPCA e-Services confirmation", bold=True)
    d.line("Your application for coverage under the NPDES/SDS Construction Stormwater General Permit is "
           "approved. Permit No. C00072230, effective 2/3/2026, site: Excelsior Blvd Flats, Hopkins.",
           [ex("N.6.A.13")])
    d.line("Note: we only printed the full-size (24x36) set for this submittal; the 11x17s will follow.")
    d.save()
    firm = ["CARDINAL CIVIL LLC", "Hopkins, MN", "EXCELSIOR BLVD FLATS", "Northgate Residential"]
    cert = _cert("Ana Ruiz", "49310", "1/30/2026")
    sheets = [
        ("C100", "EXISTING CONDITIONS", [
            ("Property lines per ALTA survey; applicant-owned parcel outlined.", [ex("N.6.A.1")]),
            ("Contours at 2-ft interval. Vertical datum: NAVD 88.", [f("vertical_datum", "NAVD88"),
                                                                     f("contour_interval_ft", 2.0)]),
            ("No wetlands, shoreland or floodplain on the site.", [ex("N.6.A.4")]),
        ]),
        ("C200", "DRAINAGE AREA MAP", [
            ("Existing and proposed on-site subcatchments and the 0.3 ac off-site alley drainage area.",
             [ex("N.6.A.2")]),
        ]),
        ("C300", "GRADING & STORM SEWER", [
            ("Existing storm sewer to be removed and proposed chamber system, pipes and inverts.",
             [ex("N.6.A.3")]),
            ("Chamber normal (outlet invert) elev. 896.0 and 100-yr HWL 899.6; existing 100-yr ponding 898.2.",
             [ex("N.6.A.6")]),
            ("Drainage & utility easement over the chamber system.", [ex("N.6.A.12")]),
        ]),
        ("C400", "DETAILS & SPECIFICATIONS", [
            ("StormTech MC-3500 installation details and specification section 33 46 00.", [ex("N.6.A.8")]),
            ("Stormwater computations (HydroCAD, exist./prop.): 1-yr 2.9/1.6 cfs, 10-yr 5.1/3.8 cfs, 100-yr 6.4/6.9 cfs; "
             "100-yr runoff volume 0.61/0.66 ac-ft; chamber storage 9,400 cf, peak stage 899.6.",
             [ex("N.6.A.10"), ex("N.6.A.9")]),
        ]),
    ]
    plan_set(pkg, "Flats_civil_24x36.pdf", FULL_24x36, sheets, firm, cert, "plan_set.full_size", seed=5)
    return pkg


def p06_architect_wayzata(out: Path) -> Package:
    """A tenant-improvement architect's letter for a retail addition: N.2.D.2, whole site, opening 1.6 ft."""
    pkg = Package(out, "x11-06-wayzata-retail", "commercial 2.7 ac, >=50% increase, architect letter")
    d = pkg.doc("Lake_St_Retail_TI_letter.pdf", font="Helvetica", fsize=10)
    d.line("HOLM + VESTERGAARD ARCHITECTS", bold=True, size=12)
    d.line("Tenant Improvement & Addition - Lake Street Retail Center, Wayzata, MN")
    d.line("Feb. 10, 2026")
    d.gap()
    d.line("To the Minnehaha Creek Watershed District:")
    d.line("We are the architect of record for the tenant improvement and building addition at the Lake Street "
           "Retail Center, a commercial (retail/restaurant) property. We are not engineers; the civil plans are "
           "by Lakeside Civil and are attached. This letter summarizes the numbers you asked for.",
           [f("project_type", "commercial")])
    d.table([["Item", "Value"],
             ["Site area", "117,612 s.f. (2.70 ac.)"],
             ["Exist. impervious", "39,200 s.f. (0.90 ac.)"],
             ["Prop. impervious", "63,162 s.f. (1.45 ac.)"],
             ["Net increase", "0.55 ac. (+61%)"],
             ["Disturbed area", "1.6 ac. ±"],
             ["Bldg floor area (TI + addition)", "18,400 s.f. (not a site figure)"],
             ["Parking", "94 stalls, was 61"]], [200, 220],
            {1: [f("site_area_ac", 2.70)], 2: [f("existing_impervious_ac", 0.90)],
             3: [f("proposed_impervious_ac", 1.45)], 4: [f("net_impervious_increase_ac", 0.55)],
             5: [f("disturbed_area_ac", 1.6)]})
    d.line("Since the imp. area grows by more than half, we understand the District looks at the whole site.")
    d.line("Q: Are there wetlands? A: No wetlands were identified (see civil sheet C1 note).")
    d.line("Q: Infiltration? A: Yes - an infiltration basin in the south green space; soils are sandy "
           "(Hubbard loamy sand), see the soils sheet and Braun boring logs.", [f("infiltration_proposed", True)])
    d.line("Q: Is the site landlocked? A: No, it outlets to the Lake St storm sewer.", [f("landlocked", False)])
    d.line("Q: Floor elevation vs. flood? A: The addition's lowest opening (loading door) is elev. 935.2. The "
           "infiltration basin 100-yr HWL is 933.6.", [f("lowest_opening_elev_ft", 935.2),
                                                      f("hwl_100yr_elev_ft", 933.6)])
    d.line("BMPs: site design (shared parking w/ the bank, narrower drive aisles) and structural practices "
           "consistent with the MPCA manual Protecting Water Quality in Urban Areas.", [st("N.3.0")])
    d.line("Permanent BMP list: infiltration basin w/ pretreatment forebay; 2 sump manholes; pervious "
           "pavers at the patio (1,850 s.f.); native plantings.", [st("N.3.2")])
    d.line("Rates (from the civil's HydroCAD):")
    d.table([["Event", "Exist.", "Prop."], ["1 yr", "1.8 cfs", "1.1 cfs"], ["10 yr", "4.9 cfs", "3.6 cfs"],
             ["100 yr", "9.7 cfs", "8.8 cfs"]], [90, 90, 90],
            {0: [f("peak_rates_cfs", {"1": {"existing": 1.8, "proposed": 1.1},
                                      "10": {"existing": 4.9, "proposed": 3.6},
                                      "100": {"existing": 9.7, "proposed": 8.8}})]})
    d.line("The basin uses the existing low spot in the green space; the outlet was set by reservoir routing "
           "(HydroCAD, critical 24-hr storms).", [st("N.4.2")])
    d.line("There is no off-site water reaching the site except the 0.2 ac. of Lake St. boulevard, which is in "
           "the model.", [st("N.4.4")])
    d.line("Off-site water levels won't be affected during or after construction (rates go down).", [st("N.4.3")])
    d.line("The basin outfall has a riprap apron.", [st("N.4.8")])
    d.line("NPDES: our contractor holds the MPCA construction stormwater permit for the site, Permit "
           "C00073004; the coverage letter (1/30/2026) is copied below.")
    d.line("> MPCA: Coverage under the Construction Stormwater General Permit is granted. Permit No. C00073004. "
           "Site: Lake Street Retail Center, Wayzata.", [ex("N.6.A.13")], font="Courier", size=9)
    d.line("Respectfully, Ingrid Vestergaard, AIA")
    d.save()
    firm = ["LAKESIDE CIVIL, INC.", "Wayzata, MN", "LAKE STREET RETAIL", "TI + ADDITION"]
    cert = _cert("Mark Dahlberg", "40277", "2/6/2026")
    sheets = [
        ("C1", "EXISTING CONDITIONS", [
            ("Property lines and owner's parcel (PID 06-117-22-42-0019).", [ex("N.6.A.1")]),
            ("2 ft contours, NGVD 29 datum.", [ex("N.6.A.7"), f("vertical_datum", "NGVD29"),
                                               f("contour_interval_ft", 2.0)]),
            ("No wetlands, floodplain or shoreland areas on site.", [ex("N.6.A.4")]),
        ]),
        ("C2", "DRAINAGE MAP", [
            ("Existing and proposed drainage areas, incl. 0.2 ac off-site boulevard.", [ex("N.6.A.2")]),
        ]),
        ("C3", "GRADING & STORM", [
            ("Existing and proposed storm sewer & infiltration basin: location, alignment, inverts.",
             [ex("N.6.A.3")]),
            ("Basin NWL (bottom) 930.5, 100-yr HWL 933.6; existing low spot HWL 932.0.", [ex("N.6.A.6")]),
            ("Drainage & utility easement over the basin.", [ex("N.6.A.12")]),
        ]),
        ("C4", "SOILS & DETAILS", [
            ("Soils: Hubbard loamy sand, permeability 1.6 in/hr (design 0.8 in/hr), delineated in existing "
             "and proposed condition; boring logs B-1 to B-4 (soil profile, groundwater) shown on this sheet.",
             [ex("N.6.A.5"), ex("N.6.C")]),
            ("Basin, forebay and outlet construction details and specifications.", [ex("N.6.A.8")]),
            ("HydroCAD computations (exist./prop.): 1-yr 1.8/1.1 cfs, 10-yr 4.9/3.6 cfs, 100-yr 9.7/8.8 cfs; 100-yr "
             "runoff volume 0.92/0.81 ac-ft; basin drawdown 41 hr at 0.8 in/hr design rate.",
             [ex("N.6.A.10"), ex("N.6.A.9")]),
        ]),
    ]
    plan_set(pkg, "Lake_St_civil_22x34.pdf", FULL_22x34, sheets, firm, cert, "plan_set.full_size", seed=6)
    plan_set(pkg, "Lake_St_civil_11x17.pdf", REDUCED_11x17, sheets, firm, cert, "plan_set.reduced", seed=6)
    return pkg
