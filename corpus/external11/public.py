"""Packages of public bodies, contractors, an HOA and a phased developer: a school district, a
city's part-time engineer, a county, a landscape contractor, an HOA board member, a developer.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external11.applicants import _cert
from corpus.external11.doc import Package, exhibit as ex, fact as f, statement as st
from corpus.external11.plans import FULL_22x34, FULL_24x36, REDUCED_11x17, plan_set


def p07_school_minnetonka(out: Path) -> Package:
    """A school district's checklist for fields and parking on 12.6 ac: N.2.D.3, public, bench 8 ft,
    no NPDES, 1-ft contours."""
    pkg = Package(out, "x11-07-minnetonka-school", "institutional 12.6 ac public, school district checklist")
    d = pkg.doc("ISD276_Athletic_Complex_checklist.pdf", fsize=9.5)
    d.line("Minnetonka Public Schools - ISD 276, Facilities Dept.", bold=True, size=12)
    d.line("Athletic complex & parking expansion, Minnetonka Middle School West, 6421 Hazeltine Blvd, Excelsior")
    d.line("Prepared by R. Thorsen, Facilities Project Mgr. (plans by Westwood Valley Engineering)")
    d.rule()
    d.line("The applicant is Independent School District No. 276, a public school district (public entity).",
           [f("applicant_public_entity", True)])
    d.line("Project type: institutional (public school). Site area 12.6 ac. (548,860 s.f.) - the school "
           "parcel. Disturbed area approx. 6.3 ac.", [f("project_type", "institutional"), f("site_area_ac", 12.6),
                                                    f("disturbed_area_ac", 6.3)])
    d.line("Imp.: exist. 4.1 ac. / prop. 5.0 ac. / net +0.9 ac. (22%). The building (118,000 s.f. floor "
           "area) is not changing.", [f("existing_impervious_ac", 4.1), f("proposed_impervious_ac", 5.0),
                                      f("net_impervious_increase_ac", 0.9)])
    d.gap()
    rows = [["Rule N checklist item", "Y/N/NA", "Where"],
            ["PE certified plans, full size 24x36", "Y", "Plan set C1-C5"],
            ["Reduced 11x17 set", "Y", "separate file"],
            ["Property lines", "Y", "C1"],
            ["Drainage maps exist/prop + offsite", "Y", "C2"],
            ["Stormwater facilities", "Y", "C3"],
            ["Wetlands/floodplain", "Y", "C1 (Wetland 1)"],
            ["Soils (infiltration proposed)", "Y", "C4 (incl. boring logs)"],
            ["Normal & 100-yr water elevations", "Y", "C3"],
            ["2-ft contours, NGVD 29", "N", "1-ft contours used"],
            ["Construction plans & specs", "Y", "C5"],
            ["1/10/100-yr rate & volume analysis", "Y", "this packet p.2"],
            ["Computations", "Y", "this packet p.2"],
            ["Municipal plan conformance", "Y", "city letter p.2"],
            ["Easements", "Y", "C3"],
            ["NPDES permit", "N", "applied 2/2026, pending"],
            ["Maintenance agreement", "NA", "after Board approval"]]
    d.table(rows, [250, 60, 170])
    d.line("BMPs: the design limits new pavement (the overflow lot is turf-reinforced), keeps runoff on site "
           "for infiltration, and follows the MPCA manual Protecting Water Quality in Urban Areas.",
           [st("N.3.0")])
    d.line("Permanent BMPs: Infiltration Basin IB-1, wet Pond 1 with skimmer outlet, turf-reinforced overflow "
           "lot, riprap outfall, 2 sump manholes.", [st("N.3.2")])
    d.line("Infiltration is proposed at IB-1 (Hubbard sand, 1.2 in/hr measured).", [f("infiltration_proposed", True)])
    d.new_page()
    d.line("Rate & volume summary (HydroCAD, Atlas 14 MSE3 24-hr)", bold=True)
    d.table([["Event", "Exist cfs", "Prop cfs", "Exist vol ac-ft", "Prop vol ac-ft"],
             ["1-yr", "4.4", "2.0", "0.61", "0.58"], ["2-yr", "6.2", "2.8", "0.84", "0.80"],
             ["10-yr", "13.9", "8.1", "1.90", "1.79"], ["100-yr", "31.5", "24.2", "4.45", "4.30"]],
            [70, 80, 80, 100, 100],
            {0: [ex("N.6.A.9"), f("peak_rates_cfs", {"1": {"existing": 4.4, "proposed": 2.0},
                                                     "10": {"existing": 13.9, "proposed": 8.1},
                                                     "100": {"existing": 31.5, "proposed": 24.2}})]})
    d.line("Design computations: Pond 1 NURP pool 1.1 ac-ft on 9.4 ac total tributary area; IB-1 drawdown "
           "38 hr; outlet orifice 8 in. (HydroCAD routing).", [ex("N.6.A.10")])
    d.line("P8 result: annual TP removal 64% at the down-gradient boundary.", [f("phosphorus_removal_pct", 64.0)])
    d.line("Pond 1: NWL 944.5, 100-yr HWL 948.1, safety bench 8 ft wide at 10:1, freeboard 2.2 ft.",
           [f("ponds", [{"name": "Pond 1", "safety_bench_width_ft": 8.0, "safety_bench_slope_h_per_v": 10.0,
                         "freeboard_ft": 2.2}])])
    d.line("Q: Why an 8 ft bench? A: the ball field fence is tight to the pond. We hope 8 ft works.")
    d.line("Natural low area (the old hockey rink depression) is used for IB-1; outlet by reservoir routing.",
           [st("N.4.2")])
    d.line("Off-site runoff (1.8 ac from Hazeltine Blvd) is included.", [st("N.4.4")])
    d.line("No adverse effect on off-site water levels during or after construction.", [st("N.4.3")])
    d.line("The site is not landlocked.", [f("landlocked", False)])
    d.line("Pond 1 & IB-1 are above the 100-yr flood elev. and inside the drainage & utility easement on C3.",
           [st("N.4.6")])
    d.line("Outfalls have riprap & energy dissipators to minimize erosion and scour.", [st("N.4.8"), st("N.5.4")])
    d.line("The Pond 1 outlet has a skimmer to remove floatables for the 1-yr event.", [st("N.5.2")])
    d.line("City of Minnetonka letter (2/4/2026): 'The project conforms to the City of Minnetonka Water "
           "Resources Management Plan.'", [ex("N.6.A.11"), st("N.4.7")])
    d.line("Buildings: the only new building is a concession/restroom bldg; its lowest opening is 951.0 vs "
           "Pond 1 HWL 948.1.", [f("lowest_opening_elev_ft", 951.0), f("hwl_100yr_elev_ft", 948.1)])
    d.save()
    firm = ["WESTWOOD VALLEY ENGINEERING", "Plymouth, MN", "MMW ATHLETIC COMPLEX", "ISD 276"]
    cert = _cert("Sara Lindgren", "47105", "2/5/2026")
    sheets = [
        ("C1", "EXISTING CONDITIONS", [
            ("Property lines, ISD 276 ownership.", [ex("N.6.A.1")]),
            ("Contours at 1-ft interval, NGVD 1929 datum.", [f("vertical_datum", "NGVD29"),
                                                              f("contour_interval_ft", 1.0)]),
            ("Wetland 1 (0.35 ac, Type 2) delineated by Kjolhaug 9/2025; no floodplain on site.",
             [ex("N.6.A.4")]),
        ]),
        ("C2", "DRAINAGE AREA MAPS", [
            ("Existing and proposed subwatersheds and 1.8 ac off-site area (Hazeltine Blvd).", [ex("N.6.A.2")]),
        ]),
        ("C3", "GRADING & STORMWATER", [
            ("Existing and proposed storm sewer, Pond 1 and IB-1 with elevations.", [ex("N.6.A.3")]),
            ("Pond 1 NWL 944.5 / HWL 948.1; exist. depression HWL 946.0, no normal pool.", [ex("N.6.A.6")]),
            ("Drainage & utility easement over Pond 1 and IB-1.", [ex("N.6.A.12")]),
        ]),
        ("C4", "SOILS", [
            ("Soil types, descriptions and permeability, existing and proposed condition; boring logs SB-1..SB-6 "
             "(soil profile, depth to groundwater) shown on this sheet.",
             [ex("N.6.A.5"), ex("N.6.C")]),
        ]),
        ("C5", "DETAILS & SPECIFICATIONS", [
            ("Pond, outlet, basin and riprap details; project manual sec. 33 40 00.", [ex("N.6.A.8")]),
        ]),
    ]
    plan_set(pkg, "MMW_civil_24x36.pdf", FULL_24x36, sheets, firm, cert, "plan_set.full_size", seed=7)
    plan_set(pkg, "MMW_civil_11x17.pdf", REDUCED_11x17, sheets, firm, cert, "plan_set.reduced", seed=7)
    return pkg


def p08_city_tonka_bay(out: Path) -> Package:
    """A city's part-time engineer: street reconstruction with a small decrease in pavement: N.2.E."""
    pkg = Package(out, "x11-08-tonka-bay-street", "street reconstruction, no net increase, city memo")
    d = pkg.doc("TonkaBay_2026_Street_Recon_memo.pdf", font="Courier", fsize=9.5)
    d.line("CITY OF TONKA BAY", bold=True, size=12)
    d.line("MEMO - 2026 Street Reconstruction (Manitou Rd, Woodpecker Ridge Rd)")
    d.line("From: B. Nordquist, PE (contract/part-time City Engineer, 16 hrs/wk)")
    d.line("Date: 02/11/2026")
    d.rule()
    d.line("- Applicant is the City of Tonka Bay (municipal corporation).", [f("applicant_public_entity", True)])
    d.line("- Project = full reconstruction of two existing city streets (a road project), approx. 3,420 LF.",
           [f("project_type", "linear")])
    d.line("- Total project area approx. 3.1 ac (135,040 sf) incl. boulevards.", [f("site_area_ac", 3.1)])
    d.line("- Pavement: exist. 1.84 ac / prop. 1.79 ac (streets narrowed 26' -> 24' in two blocks).",
           [f("existing_impervious_ac", 1.84), f("proposed_impervious_ac", 1.79)])
    d.line("- So there is NO net increase in impervious surface; it is a decrease of approx. 0.05 ac (2,180 sf).",
           [f("net_impervious_increase_ac", -0.05)])
    d.line("- Disturbed area approx. 2.6 ac (curb-to-curb plus boulevard restoration).",
           [f("disturbed_area_ac", 2.6)])
    d.line("- No sidewalks or trails in this project. Driveway aprons replaced in kind (41 aprons).")
    d.line("- No wetlands were idenitfied in the work limits; Lake Minnetonka is ~400 ft north.")
    d.line("- Storm sewer: replace 6 catch basins in kind; add 2 sump CBs w/ SAFL baffles as a water quality "
           "upgrade.")
    d.line("- 2-yr design for the storm sewer per city std; 10-yr HGL check.")
    d.gap()
    d.line("Q: Does this need an MCWD stormwater permit?", bold=True)
    d.line("A: We believe not under Rule N (E) since there is no net increase. We understand erosion control "
           "(Rule B) still applies and we'll submit that separately. Please confirm.")
    d.gap()
    d.line("> From MCWD (Jan 30):  Brian, send the exist/prop imp. areas and we'll confirm.", size=8.5)
    d.line("> > Brian: numbers above. Bid opening 3/12/2026, construction May-Sept 2026.", size=8.5)
    d.save()
    return pkg


def p09_county_medina(out: Path) -> Package:
    """A county road reconstruction with a qualifying trail: N.2.E.2 after the trail is left out."""
    pkg = Package(out, "x11-09-medina-county-road", "county road, net 2.4 ac incl 0.7 ac trail, 4.6 ac project")
    d = pkg.doc("CSAH24_Medina_stormwater_report.pdf", font="Helvetica", fsize=10)
    d.line("HENNEPIN COUNTY TRANSPORTATION - STORMWATER MANAGEMENT REPORT", bold=True, size=11)
    d.line("CSAH 24 (Hamel Rd to Arrowhead Dr), Medina - reconstruction and multi-use trail")
    d.line("Project No. 2167 - January 2026")
    d.rule()
    d.line("1.0 Applicant. Hennepin County, a county government, is the applicant and owner of the right of way.",
           [f("applicant_public_entity", True)])
    d.line("2.0 Description. Reconstruction of 0.9 mi of a two-lane county road (linear project) to a 3-lane "
           "section with a 10-ft bituminous trail on the north side.", [f("project_type", "linear")])
    d.line("Total project area: 4.6 ac. Disturbed area: 4.1 ac.", [f("site_area_ac", 4.6),
                                                                   f("disturbed_area_ac", 4.1)])
    d.line("Impervious: existing 3.2 ac, proposed 5.6 ac, net increase 2.4 ac (this includes the trail).",
           [f("existing_impervious_ac", 3.2), f("proposed_impervious_ac", 5.6),
            f("net_impervious_increase_ac", 2.4)])
    d.line("Trail: 10 ft wide, 0.7 ac, with a pervious (turf) buffer of 5 ft on each side; driveway and street "
           "crossings take up 12% of the required buffer area.",
           [f("sidewalk_trail", {"width_ft": 10.0, "buffer_ft": 5.0, "crossing_pct": 12.0, "area_ac": 0.7,
                                 "standalone": False})])
    d.line("The right of way (parent corridor) is 14.8 ac over the full 2.3-mile CSAH 24 corridor; only the "
           "0.9-mile segment is in this project.")
    d.line("3.0 BMPs. Site design narrows lanes to 11 ft and uses rural ditches; BMPs are consistent with the "
           "MPCA manual Protecting Water Quality in Urban Areas.", [st("N.3.0")])
    d.line("Permanent BMPs: (a) two dry detention basins (DB-1, DB-2); (b) vegetated ditches; (c) riprap "
           "outfalls; (d) permanent turf on all slopes.", [st("N.3.2")])
    d.line("Infiltration is not proposed (Hamel clay loam, seasonal high groundwater at 2 ft).",
           [f("infiltration_proposed", False)])
    d.line("4.0 Rate control (HydroCAD, Atlas 14, 24-hr, critical durations checked).", bold=True)
    d.table([["Discharge point", "Event", "Existing cfs", "Proposed cfs"],
             ["Total (both crossings)", "1-yr", "6.0", "5.2"],
             ["Total (both crossings)", "10-yr", "15.3", "14.1"],
             ["Total (both crossings)", "100-yr", "33.0", "31.6"],
             ["DP-1 culvert only", "100-yr", "19.4", "18.8"]], [150, 70, 100, 100],
            {0: [f("peak_rates_cfs", {"1": {"existing": 6.0, "proposed": 5.2},
                                      "10": {"existing": 15.3, "proposed": 14.1},
                                      "100": {"existing": 33.0, "proposed": 31.6}}), ex("N.6.A.9")]})
    d.line("DB-1 uses the natural low area east of Arrowhead Dr; both basins were sized by reservoir routing "
           "of critical-duration events.", [st("N.4.2")])
    d.line("Runoff from 22 ac of farmland south of the road, tributary to the ditches, is included.",
           [st("N.4.4")])
    d.line("Off-site water levels are not adversely affected during or after construction.", [st("N.4.3")])
    d.line("The receiving Elm Creek tributary is not landlocked.", [f("landlocked", False)])
    d.line("DB-1 and DB-2 are above the 100-yr flood elevation and within county right of way and drainage "
           "easements.", [st("N.4.6")])
    d.line("The design conforms to the City of Medina Local Surface Water Management Plan; Medina staff "
           "reviewed it (letter 1/16/2026 in App. 2 below).", [st("N.4.7")])
    d.line("Basin outfalls have riprap and geotextile to minimize erosion and scouring.", [st("N.4.8")])
    d.new_page()
    d.line("App. 1 - Computations", bold=True)
    d.line("HydroCAD node summary: DB-1 peak el. 988.6, storage 1.1 ac-ft; DB-2 peak el. 991.2, storage 0.7 "
           "ac-ft; culvert capacity checks; ditch velocities (max 3.1 fps).", [ex("N.6.A.10")])
    d.line("App. 2 - City of Medina review letter (1/16/2026)", bold=True)
    d.line("The City has reviewed the CSAH 24 plans and finds the stormwater design consistent with the Medina "
           "Local Surface Water Management Plan.", [ex("N.6.A.11")])
    d.line("App. 3 - MPCA Construction Stormwater Permit", bold=True)
    d.line("NPDES/SDS General Permit coverage issued to Hennepin County, Permit No. C00071888, 1/21/2026.",
           [ex("N.6.A.13")])
    d.save()
    firm = ["HENNEPIN COUNTY", "Transportation Project Delivery", "CSAH 24 - MEDINA", "SP 027-624-012"]
    cert = _cert("Daniel Okafor", "52281", "1/12/2026")
    sheets = [
        ("D-1", "EXISTING CONDITIONS", [
            ("Right of way and property lines; county-owned land shown.", [ex("N.6.A.1")]),
            ("Contours 2 ft, NGVD 29.", [ex("N.6.A.7"), f("vertical_datum", "NGVD29"),
                                         f("contour_interval_ft", 2.0)]),
            ("No wetland, floodplain or shoreland within the construction limits (MnRAM review 2025).",
             [ex("N.6.A.4")]),
        ]),
        ("D-2", "DRAINAGE AREA MAP", [
            ("Existing and proposed subwatersheds and 22 ac off-site tributary area.", [ex("N.6.A.2")]),
        ]),
        ("D-3", "DRAINAGE PLAN", [
            ("Existing culverts and proposed DB-1, DB-2, ditches and culverts with elevations.", [ex("N.6.A.3")]),
            ("DB-1 bottom (normal) 985.0 / 100-yr 988.6; DB-2 bottom 988.0 / 100-yr 991.2; exist. low area HWL 987.9.",
             [ex("N.6.A.6")]),
        ]),
        ("D-4", "DETAILS", [
            ("Basin outlet, riprap and culvert details; MnDOT specs 2501, 2511.", [ex("N.6.A.8")]),
        ]),
    ]
    plan_set(pkg, "CSAH24_plans_22x34.pdf", FULL_22x34, sheets, firm, cert, "plan_set.full_size", seed=9)
    plan_set(pkg, "CSAH24_plans_11x17.pdf", REDUCED_11x17, sheets, firm, cert, "plan_set.reduced", seed=9)
    return pkg


def p10_landscaper_deephaven(out: Path) -> Package:
    """A landscape contractor's proposal for a city trail, 8 ft wide with 6 ft buffers: N.2.E.4."""
    pkg = Package(out, "x11-10-deephaven-trail", "standalone trail qualifying for N.2.E.4, contractor quote")
    d = pkg.doc("Greenway_Trail_proposal.pdf", font="Helvetica", fsize=10)
    d.line("NORTHWOODS LANDSCAPE & HARDSCAPE", bold=True, size=13)
    d.line("Proposal / project info for the MCWD - City of Deephaven 'Greenway Trail' segment 2")
    d.line("Date: 2-16-2026   Contact: Luis Ortega, estimator")
    d.rule()
    d.line("Owner/applicant: City of Deephaven (we are the city's contractor).", [f("applicant_public_entity", True)])
    d.line("Work: new stand-alone bituminous walking trail (no road work) from Minnetonka Blvd to Northome "
           "park, approx. 2,290 LF.", [f("project_type", "linear")])
    d.table([["Item", "Qty", "Unit", "Note"],
             ["Bit. trail, 8 ft wide", "2,290", "LF", "= approx. 18,320 s.f. = 0.42 ac."],
             ["Class 5 base 6 in.", "410", "Ton", ""],
             ["Topsoil & sod, 6 ft each side", "3,055", "SY", "pervious buffer both sides"],
             ["Driveway crossings (2)", "2", "EA", "= 9% of the buffer area"],
             ["Erosion control log", "2,400", "LF", ""]], [170, 60, 50, 200],
            {1: [f("net_impervious_increase_ac", 0.42)]})
    d.line("Trail summary: 8 ft wide, turf buffer 6 ft on each side, two driveway crossings covering approx. "
           "9% of the required buffer area, trail area 0.42 ac. It is the whole project (no street work).",
           [f("sidewalk_trail", {"width_ft": 8.0, "buffer_ft": 6.0, "crossing_pct": 9.0, "area_ac": 0.42,
                                 "standalone": True})])
    d.line("Project limits (construction limits) approx. 1.3 ac.; we will disturb about 0.9 ac.",
           [f("site_area_ac", 1.3), f("disturbed_area_ac", 0.9)])
    d.line("No wetlands were identified along the route (city's consultant checked 2025). No ponds, no "
           "infiltration practices proposed - the trail sheds to the turf.", [f("infiltration_proposed", False)])
    d.line("The City asked us to put the numbers in one place so the District can confirm no permit is "
           "needed under Rule N (E)(4). Price & schedule: see page 2.")
    d.new_page()
    d.line("Price", bold=True)
    d.table([["Bid item", "Amount"], ["Mobilization", "$8,500"], ["Trail (2,290 LF)", "$96,180"],
             ["Restoration", "$21,400"], ["Total", "$126,080"]], [200, 120])
    d.line("Schedule: start 5/11/2026, 6 weeks. Warranty 2 yrs on turf establishment.")
    d.save()
    return pkg


def p11_hoa_woodland(out: Path) -> Package:
    """An HOA board member's scanned letter for a 12-ft private path: fails N.2.E.4, so N.2.E.1."""
    pkg = Package(out, "x11-11-woodland-hoa-path", "standalone 12-ft path fails N.2.E.4, HOA letter", kind="scanned")
    d = pkg.doc("Woodland_Cove_HOA_path.pdf", font="Times-Roman", fsize=11)
    d.line("Woodland Cove Homeowners Association", bold=True, size=13)
    d.line("c/o Peg Sorensen, board treasurer - 19 Woodland Cove Rd, Woodland MN 55391")
    d.line("Feb 20, 2026")
    d.gap()
    d.line("Dear Watershed District,")
    d.line("Our HOA (a private non-profit, not a public body) wants to replace the old wood-chip path along the "
           "shore lot with a paved path wide enough for the golf carts and the snow plow. Here is what our "
           "contractor gave us.", [f("applicant_public_entity", False)])
    d.gap()
    d.line("- What: a new private paved path (bituminous) - just the path, no road work.",
           [f("project_type", "linear")])
    d.line("- Width 12 ft (the plow blade is 10 ft so we went wider).")
    d.line("- Grass strip 5 ft on each side.")
    d.line("- Area of paving about 26,570 s.f. (0.61 ac.); it's all new hard surface, nothing removed.",
           [f("net_impervious_increase_ac", 0.61),
            f("sidewalk_trail", {"width_ft": 12.0, "buffer_ft": 5.0, "area_ac": 0.61, "standalone": True})])
    d.line("- Length approx. 2,215 ft. Project area (the contractor's work limits) is about 1.0 ac.; we will "
           "disturb about 0.9 ac. of it.", [f("site_area_ac", 1.0), f("disturbed_area_ac", 0.9)])
    d.line("- Lots are 1.1 to 2.6 ac. each; the commons lot where the path goes is owned by the HOA.")
    d.gap()
    d.line("Our contractor's permanent BMP list (copied from his quote):", bold=True)
    d.line("1) 5 ft sod strips both sides  2) two rock check dams at the low spot  3) path cross-slope to the "
           "grass, no curbs  4) native buffer restored at the shore", [st("N.3.2")])
    d.line("No wetlands were identified near the path (the DNR shoreline is 50 ft away). Infiltration is not "
           "proposed.", [f("infiltration_proposed", False)])
    d.gap()
    d.line("Q: Do we need a permit?  A: The contractor thinks the 10 ft rule might not fit us because we are 12 "
           "ft. We would rather ask first. Thank you for your help!")
    d.line("Peg Sorensen, Treasurer (612) 555-0190")
    d.save()
    return pkg


def p12_developer_victoria(out: Path) -> Package:
    """Phase 2 of a townhome development next to phase 1 under related ownership: N.2.G, N.2.C.3;
    Pond B bench steeper than 10:1."""
    pkg = Package(out, "x11-12-victoria-townhomes", "common scheme: phase 2 3.6 ac + phase 1 4.9 ac, townhomes")
    d = pkg.doc("Laketown_Villas_Ph2_application.pdf", fsize=10)
    d.line("LAKETOWN VILLAS 2ND ADDITION - Victoria, MN", bold=True, size=13)
    d.line("Applicant: Laketown Villas II LLC (sister company of Laketown Villas LLC - same two owners)")
    d.line("Narrative written by the developer, Carl Bjornson, with numbers from our engineer.")
    d.rule()
    d.line("Q: What is it?", bold=True)
    d.line("A: 22 townhome units (multi-unit residential, 5 buildings of 4-5 units) on 3.6 ac. -> 6.1 units/ac.",
           [f("project_type", "multi_unit_residential"), f("dwelling_units", 22), f("site_area_ac", 3.6),
            f("density_du_per_ac", 6.1)])
    d.line("Q: Is it part of something bigger?", bold=True)
    d.line("A: Yes. Phase 1 (Laketown Villas, 30 units on 4.9 ac., built 2021-2022, well after Rule N took "
           "effect) is right next door and owned by our sister LLC. Together the two phases are 8.5 ac. under "
           "common/related ownership, so we treat it as one common scheme of development.",
           [f("common_scheme_area_ac", 8.5)])
    d.line("Q: Hard surface?", bold=True)
    d.line("A: Today Phase 2 is a corn field, 0.0 ac. imp. After: 1.7 ac. (74,050 s.f.) of roofs, drives and "
           "the private street.", [f("existing_impervious_ac", 0.0), f("proposed_impervious_ac", 1.7)])
    d.line("Q: How much gets graded?", bold=True)
    d.line("A: approx. 3.4 ac. (Phase 2 only).", [f("disturbed_area_ac", 3.4)])
    d.line("Q: Ponds?", bold=True)
    d.table([["Pond", "NWL", "HWL 100-yr", "Bench width", "Bench slope", "Freeboard"],
             ["Pond A (Ph. 1, expanded)", "963.0", "966.4", "10 ft", "10:1", "2.0 ft"],
             ["Pond B (new)", "961.5", "964.8", "10 ft", "6:1", "2.3 ft"]], [140, 55, 75, 75, 70, 65],
            {0: [f("ponds", [{"name": "Pond A", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                              "freeboard_ft": 2.0},
                             {"name": "Pond B", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 6.0,
                              "freeboard_ft": 2.3}])]})
    d.line("(Pond B's bench is 6:1 because of the lot lines - engineer says it's 'close'.)")
    d.line("Q: Phosphorus?  A: P8 shows 62% annual TP removal for the combined ponds.",
           [f("phosphorus_removal_pct", 62.0)])
    d.line("Q: Rates?  A: see table (HydroCAD, 24-hr Atlas 14).")
    d.table([["", "1 yr", "2 yr", "10 yr", "100 yr"], ["exist.", "3.1", "4.2", "9.0", "21.7"],
             ["prop.", "1.9", "2.5", "6.2", "17.3"]], [70, 70, 70, 70, 70],
            {0: [f("peak_rates_cfs", {"1": {"existing": 3.1, "proposed": 1.9},
                                      "10": {"existing": 9.0, "proposed": 6.2},
                                      "100": {"existing": 21.7, "proposed": 17.3}})]})
    d.line("Q: Floors?  A: lowest opening of the townhomes next to Pond B is 967.5; Pond B 100-yr HWL 964.8.",
           [f("lowest_opening_elev_ft", 967.5), f("hwl_100yr_elev_ft", 964.8)])
    d.line("Q: Infiltration?  A: No, not proposed - Glencoe clay.", [f("infiltration_proposed", False)])
    d.line("Q: Landlocked?  A: No, the ponds outlet to Lake Auburn via the Rolling Acres Rd culvert.",
           [f("landlocked", False)])
    d.new_page()
    d.line("Stormwater checklist (engineer's words)", bold=True)
    d.line("BMPs are consistent with the MPCA manual Protecting Water Quality in Urban Areas: clustered "
           "buildings, short private street, ponds.", [st("N.3.0")])
    d.line("Permanent BMPs: Pond A (expanded), Pond B, skimmer outlets, riprap outfalls, amended soils.",
           [st("N.3.2")])
    d.line("Pond B uses the existing wet swale (natural low area); ponds designed by reservoir routing of "
           "critical-duration events.", [st("N.4.2")])
    d.line("No adverse effect on off-site water levels during or after construction.", [st("N.4.3")])
    d.line("The 1.2 ac. of Rolling Acres Rd draining onto the site is included in the model.", [st("N.4.4")])
    d.line("Ponds are above the 100-yr flood elev. of Lake Auburn and in drainage & utility easements.",
           [st("N.4.6")])
    d.line("The City of Victoria reviewed the plans for conformance with its Local Surface Water Management "
           "Plan and found them consistent (letter 2/3/2026 below).", [st("N.4.7")])
    d.line("Riprap and a stilling basin at both pond outfalls minimize erosion and scour.", [st("N.4.8"), st("N.5.4")])
    d.line("Skimmer structures at both outlets remove floatables for the 1-yr event.", [st("N.5.2")])
    d.line("> City of Victoria, 2/3/2026: 'The Laketown Villas 2nd Addition stormwater plan conforms to the "
           "City's Local Surface Water Management Plan.' - City Engineer", [ex("N.6.A.11")], size=9)
    d.line("> MPCA: NPDES Construction Stormwater permit coverage, Permit No. C00072901, effective 2/6/2026.",
           [ex("N.6.A.13")], size=9)
    d.line("HydroCAD & P8 computations: pond stage-storage, outlet rating, P8 device table (all on the next page).")
    d.new_page()
    d.line("Computations", bold=True)
    d.table([["Device", "Drainage ac", "Dead storage ac-ft", "Outlet", "TP removal"],
             ["Pond A", "6.9", "1.45", "12 in + skimmer", "60%"],
             ["Pond B", "3.1", "0.71", "10 in + skimmer", "66%"],
             ["Combined", "10.0", "2.16", "-", "62%"]], [90, 80, 110, 110, 80], {1: [ex("N.6.A.10")]})
    d.save()
    firm = ["BLUE HERON ENGINEERING", "Victoria, MN", "LAKETOWN VILLAS 2ND ADD.", "Laketown Villas II LLC"]
    cert = _cert("Tove Aune", "46633", "2/2/2026")
    sheets = [
        ("1", "EXISTING CONDITIONS", [
            ("Property lines of Phase 2 and adjacent Phase 1 (related ownership) shown.", [ex("N.6.A.1")]),
            ("2 ft contours, NGVD 1929 datum.", [ex("N.6.A.7"), f("vertical_datum", "NGVD29"),
                                                 f("contour_interval_ft", 2.0)]),
            ("No wetlands; wet swale is not a wetland per 2025 delineation. No floodplain.", [ex("N.6.A.4")]),
        ]),
        ("2", "DRAINAGE MAPS", [
            ("Existing & proposed subwatersheds; 1.2 ac off-site from Rolling Acres Rd.", [ex("N.6.A.2")]),
        ]),
        ("3", "GRADING / STORM", [
            ("Existing Pond A, proposed Pond B, storm sewer and outlets with elevations.", [ex("N.6.A.3")]),
            ("Pond A NWL 963.0 / HWL 966.4; Pond B NWL 961.5 / HWL 964.8; exist. swale HWL 962.9.",
             [ex("N.6.A.6")]),
            ("Drainage & utility easements over both ponds.", [ex("N.6.A.12")]),
        ]),
        ("4", "DETAILS", [
            ("Outlet skimmer, riprap, pond section details; city specs.", [ex("N.6.A.8")]),
        ]),
    ]
    plan_set(pkg, "Laketown2_plans_22x34.pdf", FULL_22x34, sheets, firm, cert, "plan_set.full_size", seed=12)
    plan_set(pkg, "Laketown2_plans_11x17.pdf", REDUCED_11x17, sheets, firm, cert, "plan_set.reduced", seed=12)
    return pkg
