"""Packages 7-12: an industrial developer, a school district, a county, two cities' streets and trails.

Public agencies write tersely and lean on their plan sheets; trail memos state width, buffer
and crossings plainly so N.2.E.4 can be read straight off the page.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external14.kit import LETTER, F, Package, S, X, plan_sets


def p07_plymouth_industrial(out: Path) -> Package:
    """A warehouse on 9.4 acres: phosphorus short, a narrow bench, no MPCA permit in the package."""
    pkg = Package(out, "x14-07-plymouth-warehouse")
    d = pkg.pdf("project-narrative.pdf")
    d.text("Project Narrative - Xenium Lane Distribution Center, Plymouth", font="Helvetica-Bold", size=13)
    d.text("Owner/applicant: Xenium Industrial Holdings LLC (a private company).", [F("applicant_public_entity", False)])
    d.text("We are building an office-warehouse (industrial) on vacant land off Xenium Lane North. PID "
           "16-118-22-43-0011.", [F("project_type", "industrial")])
    d.text("Site: 9.4 acres. Building: 128,000 sq ft with 22 dock doors.", [F("site_area_ac", 9.4)])
    d.text("We will disturb 7.8 acres.", [F("disturbed_area_ac", 7.8)])
    d.text("Existing hard surface is an old gravel and asphalt storage yard of 0.6 acre; proposed hard surface "
           "is 6.1 acres.", [F("existing_impervious_ac", 0.6), F("proposed_impervious_ac", 6.1)])
    d.text("Runoff goes to one wet pond on the east side, then to the existing ditch along Xenium Lane.")
    d.text("Attachments: stormwater memo, geotechnical report summary, plans (full size and 11x17), City of "
           "Plymouth review letter.")
    d.close()

    m = pkg.pdf("stormwater-memo.pdf")
    m.text("Stormwater memo - Xenium Lane DC   (Westwood Prairie Engineering, 9/3/2025)", font="Helvetica-Bold")
    m.text("HydroCAD for rates, P8 for water quality. Model printouts in Appendix B.", [X("N.6.A.10")])
    xs = [72, 180, 280]
    m.row(["", "Existing (cfs)", "Proposed (cfs)"], xs, font="Helvetica-Bold")
    rates = {"1": {"existing": 5.9, "proposed": 3.3}, "10": {"existing": 15.7, "proposed": 9.9},
             "100": {"existing": 32.0, "proposed": 24.6}}
    m.row(["1-yr 24-hr", "5.9", "3.3"], xs)
    m.row(["10-yr 24-hr", "15.7", "9.9"], xs)
    m.row(["100-yr 24-hr", "32.0", "24.6"], xs, [F("peak_rates_cfs", rates), X("N.6.A.9")])
    m.row(["100-yr 10-day snowmelt", "8.1", "7.7"], xs)
    m.text("Total phosphorus removal (annual, P8): 44 percent. Adding an iron-enhanced sand filter bench "
           "was looked at but not included.", [F("phosphorus_removal_pct", 44.0)])
    m.text("East Pond: NWL 948.0, HWL 951.9; 2.1 feet of freeboard to the top of berm; the safety bench is "
           "8 feet wide at a 10:1 slope.",
           [F("ponds", [{"name": "East Pond", "safety_bench_width_ft": 8.0, "safety_bench_slope_h_per_v": 10.0,
                          "freeboard_ft": 2.1}]), F("hwl_100yr_elev_ft", 951.9)])
    m.text("Finished floor and lowest dock opening: 957.0.", [F("lowest_opening_elev_ft", 957.0)])
    m.text("The pond uses the wet low area on the east side, and its outlet was sized by routing the "
           "critical-duration events.", [S("N.4.2")])
    m.text("The pond outlet has a submerged inlet (hood) to hold back floatables in the 1-year event.",
           [S("N.5.2")])
    m.text("Infiltration is not proposed due to clay soils. The site is not landlocked.",
           [F("infiltration_proposed", False), F("landlocked", False)])
    m.text("Permanent BMPs: East Pond, hooded outlet, riprap at both outfalls, native seeding around the "
           "pond.", [S("N.3.2")])
    m.text("Riprap with filter fabric at both pond outfalls keeps erosion and scour down.", [S("N.4.8"), S("N.5.4")])
    m.close()

    g = pkg.pdf("geotech-summary.pdf")
    g.text("Geotechnical Evaluation - summary of soil borings (Braun Intertec, July 2025)", font="Helvetica-Bold")
    g.text("Six soil borings (SB-1 to SB-6) to 21 to 26 feet. Topsoil 1 ft over lean clay (CL) to the "
           "bottom of the borings. Groundwater at 12 ft in SB-4 only. Boring logs attached.", [X("N.6.C")])
    g.close()

    c = pkg.pdf("city-review.pdf")
    c.text("City of Plymouth - Engineering", font="Helvetica-Bold")
    c.text("The City has reviewed the Xenium Lane Distribution Center stormwater plan. The design meets the "
           "City's Surface Water Management Plan.", [X("N.6.A.11"), S("N.4.7")])
    c.text("Ben Scharenbroich, Water Resources Engineer, August 27, 2025")
    c.close()

    sheets = [
        {"number": "C100", "title": "Existing Conditions", "notes": [
            ("Property lines, all owned by Xenium Industrial Holdings LLC.", [X("N.6.A.1")]),
            ("Wetland delineation: no wetlands on the property. Outside floodplain and shoreland.", [X("N.6.A.4")]),
            ("Contours at 2-foot intervals, NGVD 1929.", [F("contour_interval_ft", 2.0),
                                                          F("vertical_datum", "NGVD29"), X("N.6.A.7")])]},
        {"number": "C300", "title": "Grading and Drainage", "pond": True, "notes": [
            ("Proposed pond, storm sewer, existing ditch culverts with elevations.", [X("N.6.A.3")]),
            ("East Pond NWL 948.0 / HWL 951.9.", [X("N.6.A.6")]),
            ("Drainage and utility easement over East Pond.", [X("N.6.A.12")])]},
        {"number": "C310", "title": "Drainage Area Map", "notes": [
            ("Existing and proposed drainage areas; 2.8 acres off site to the west drains in and is routed to "
             "East Pond.", [X("N.6.A.2"), S("N.4.4")])]},
        {"number": "C500", "title": "Storm Details", "notes": [
            ("Pond cross-section, outlet structure, hood and riprap details; specifications.", [X("N.6.A.8")])]},
    ]
    plan_sets(pkg, sheets, "Xenium Lane DC", "WESTWOOD PRAIRIE", "Luis Ortega", "52904")
    return pkg


def p08_minnetonka_school(out: Path) -> Package:
    """A school district's parking and addition project: public, no surety; no drainage map."""
    pkg = Package(out, "x14-08-minnetonka-schools-addition")
    f = pkg.pdf("application-form.pdf")
    f.text("MINNEHAHA CREEK WATERSHED DISTRICT - PERMIT APPLICATION FORM", font="Helvetica-Bold", size=13)
    f.field("Project name", "MMS West addition + parking")
    f.field("Applicant", "Minnetonka Public Schools (ISD 276)")
    f.field("Public entity (city, county, school dist.)?", "Yes", [F("applicant_public_entity", True)])
    f.field("Land use", "Institutional (school)", [F("project_type", "institutional")])
    f.field("Campus / parent parcel area (ac)", "38.0")
    f.field("Project area (ac)", "7.6", [F("site_area_ac", 7.6)])
    f.field("Disturbed area (ac)", "6.2", [F("disturbed_area_ac", 6.2)])
    f.field("Existing impervious (ac)", "4.1", [F("existing_impervious_ac", 4.1)])
    f.field("Proposed impervious (ac)", "4.9", [F("proposed_impervious_ac", 4.9)])
    f.field("Net new impervious (ac)", "0.8", [F("net_impervious_increase_ac", 0.8)])
    f.field("Building addition floor area (sq ft)", "14,600")
    f.field("Rules", "B (erosion control), N (stormwater)")
    f.text("Attachments: district letter, stormwater report, City review and MPCA coverage, plan set "
           "(full size and 11 x 17).", size=9.5)
    f.close()
    d = pkg.pdf("district-letter.pdf")
    d.text("MINNETONKA PUBLIC SCHOOLS  -  ISD 276  -  Facilities Department", font="Helvetica-Bold")
    d.text("5621 County Road 101, Minnetonka MN 55345       October 6, 2025")
    d.text("Re: Minnetonka Middle School West - classroom addition and parking lot", font="Helvetica-Bold")
    d.text("Minnetonka Public Schools, Independent School District 276, is the applicant.",
           [F("applicant_public_entity", True)])
    d.text("The project adds eight classrooms to the school and rebuilds and enlarges the west parking lot.",
           [F("project_type", "institutional")])
    d.text("Project size: 7.6 acres (the work area within the 38-acre school campus). About 6.2 acres will be "
           "disturbed.", [F("site_area_ac", 7.6), F("disturbed_area_ac", 6.2)])
    d.text("Impervious surface in the work area: 4.1 acres today, 4.9 acres after the project.",
           [F("existing_impervious_ac", 4.1), F("proposed_impervious_ac", 4.9)])
    d.text("Our engineer, Oak Hill Civil, prepared the calculations and plans, which are attached. The City of "
           "Minnetonka has reviewed them (letter attached).")
    d.text("Sincerely, Paul Bourgeois, Executive Director of Facilities")
    d.close()

    m = pkg.pdf("stormwater-report.pdf")
    m.text("Oak Hill Civil - Stormwater Report (short form)", font="Helvetica-Bold", size=12)
    m.text("Computations: HydroCAD (rates) and MIDS calculator (volume); printouts follow this page.",
           [X("N.6.A.10")])
    xs = [72, 200, 300]
    m.row(["Event", "Existing cfs", "Proposed cfs"], xs, font="Helvetica-Bold")
    rates = {"1": {"existing": 9.2, "proposed": 7.0}, "10": {"existing": 21.5, "proposed": 18.8},
             "100": {"existing": 40.3, "proposed": 38.1}}
    m.row(["1-year", "9.2", "7.0"], xs)
    m.row(["10-year", "21.5", "18.8"], xs)
    m.row(["100-year", "40.3", "38.1"], xs, [F("peak_rates_cfs", rates), X("N.6.A.9")])
    m.text("The underground chamber system sits under the new parking lot, in a drainage and utility easement, "
           "above the 100-year flood elevation.", [S("N.4.6")])
    m.text("Flow from the 3.4 acres of neighborhood to the north that enters the parking lot is included in the "
           "model and the pipe sizing.", [S("N.4.4")])
    m.text("The chambers' 100-year high water level is 910.5. The new classroom wing's lowest door is 912.0.",
           [F("hwl_100yr_elev_ft", 910.5), F("lowest_opening_elev_ft", 912.0)])
    m.text("Infiltration is not proposed; borings show clay and perched water.", [F("infiltration_proposed", False)])
    m.text("The site is not landlocked.", [F("landlocked", False)])
    m.text("Permanent BMPs: underground chambers with isolator row, two rain gardens at the bus loop, and a "
           "riprap energy dissipater at the outfall to the ditch.", [S("N.3.2"), S("N.4.8")])
    m.close()

    c = pkg.pdf("city-and-mpca.pdf")
    c.text("City of Minnetonka - Natural Resources / Engineering", font="Helvetica-Bold")
    c.text("The City reviewed the Minnetonka Middle School West stormwater plan and finds it consistent with "
           "the City of Minnetonka Water Resources Management Plan. - Sept. 29, 2025",
           [X("N.6.A.11"), S("N.4.7")])
    c.new_page()
    c.text("MPCA Construction Stormwater Permit - coverage C00073390, ISD 276, effective 10/1/2025.",
           [X("N.6.A.13")])
    c.close()

    sheets = [
        {"number": "C1", "title": "Existing Conditions", "notes": [
            ("School district property lines shown.", [X("N.6.A.1")]),
            ("No wetlands, floodplain or shoreland within the work area.", [X("N.6.A.4")]),
            ("2-foot contours, NGVD 29 datum.", [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"),
                                                 X("N.6.A.7")])]},
        {"number": "C2", "title": "Grading and Storm", "notes": [
            ("Existing and proposed storm sewer, chambers and rain gardens with elevations.", [X("N.6.A.3")]),
            ("Chamber system 100-year level 910.5; rain gardens have no normal pool.", [X("N.6.A.6")]),
            ("Drainage and utility easement over the chambers (Doc. No. to be recorded).", [X("N.6.A.12")])]},
        {"number": "C3", "title": "Storm Details", "notes": [
            ("Chamber, isolator row, outlet control and dissipater details with specifications.", [X("N.6.A.8")])]},
    ]
    plan_sets(pkg, sheets, "MMS West Addition", "OAK HILL CIVIL", "Grace Nwosu", "49311")
    return pkg


def p09_hennepin_csah19(out: Path) -> Package:
    """A county road with a qualifying trail: the trail's area comes off the net increase."""
    pkg = Package(out, "x14-09-hennepin-csah19")
    d = pkg.pdf("county-transmittal.pdf")
    d.text("HENNEPIN COUNTY  -  Transportation Project Delivery", font="Helvetica-Bold")
    d.text("Transmittal to MCWD, November 3, 2025")
    d.text("Project: CSAH 19 (Smithtown Road to County Road 15), Shorewood and Tonka Bay. County Project 2019-04.")
    d.text("Hennepin County is the applicant.", [F("applicant_public_entity", True)])
    d.text("The project reconstructs 1.4 miles of county road with a new multi-use trail on the east side.",
           [F("project_type", "linear")])
    d.text("Total project area: 7.2 acres. All 7.2 acres will be disturbed.",
           [F("site_area_ac", 7.2), F("disturbed_area_ac", 7.2)])
    d.text("Impervious: 3.1 acres existing, 5.7 acres proposed, a net increase of 2.6 acres (trail included).",
           [F("existing_impervious_ac", 3.1), F("proposed_impervious_ac", 5.7),
            F("net_impervious_increase_ac", 2.6)])
    d.text("Trail: 10 feet wide, with a grass boulevard at least 5 feet wide on each side. Street and driveway "
           "crossings cover 18% of that buffer. Trail surface: 0.9 acre.",
           [F("sidewalk_trail", {"width_ft": 10.0, "buffer_ft": 5.0, "crossing_pct": 18.0, "area_ac": 0.9,
                                 "standalone": False})])
    d.text("Treatment: two new wet ponds and a sump structure. Water quality and rate summaries follow.")
    d.new_page()
    d.text("Water quality and rate summary", font="Helvetica-Bold")
    xs = [72, 190, 290]
    d.row(["Event", "Existing cfs", "Proposed cfs"], xs, font="Helvetica-Bold")
    rates = {"1": {"existing": 7.4, "proposed": 6.9}, "10": {"existing": 16.8, "proposed": 15.2},
             "100": {"existing": 30.5, "proposed": 29.7}}
    d.row(["1-year", "7.4", "6.9"], xs)
    d.row(["10-year", "16.8", "15.2"], xs)
    d.row(["50-year", "25.7", "24.0"], xs)
    d.row(["100-year", "30.5", "29.7"], xs, [F("peak_rates_cfs", rates), X("N.6.A.9")])
    d.text("Phosphorus: 55% annual TP removal (P8) for the new impervious area.", [F("phosphorus_removal_pct", 55.0)])
    d.text("Pond A: 10-ft safety bench at 10:1, 2.0 ft of freeboard. Pond B: 12-ft bench at 10:1, 2.5 ft of "
           "freeboard.", [F("ponds", [
               {"name": "Pond A", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.0},
               {"name": "Pond B", "safety_bench_width_ft": 12.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.5}])])
    d.text("Pond outlets are skimmed (1-year floatables) and discharge onto riprap to stop erosion and scour.",
           [S("N.5.2"), S("N.5.4"), S("N.4.8")])
    d.text("Ponds are in existing low spots in the right-of-way; outlets were designed by reservoir routing of "
           "critical-duration events.", [S("N.4.2")])
    d.text("Runoff from the 41 acres of neighborhoods draining to the road is carried through the new storm "
           "sewer and modeled.", [S("N.4.4")])
    d.text("Downstream water levels at St. Alban's Bay do not rise during or after construction.", [S("N.4.3")])
    d.text("Infiltration is not proposed. The receiving water is not landlocked.",
           [F("infiltration_proposed", False), F("landlocked", False)])
    d.text("Permanent BMPs: Pond A, Pond B, sump manhole at Station 42+50, riprap at three outfalls. Selected "
           "per the MPCA manual \"Protecting Water Quality in Urban Areas\".", [S("N.3.2"), S("N.3.0")])
    d.text("HydroCAD and P8 files and printouts: Appendix C of the county's stormwater report (enclosed).",
           [X("N.6.A.10")])
    d.text("NPDES: MPCA construction stormwater coverage C00073512, issued 10/20/2025, attached.", [X("N.6.A.13")])
    d.text("Cities of Shorewood and Tonka Bay reviewed the project (letters dated Oct. 14 and 16, 2025); both "
           "found it consistent with their local water management plans.", [X("N.6.A.11"), S("N.4.7")])
    d.close()

    sheets = [
        {"number": "SW-1", "title": "Right-of-Way and Existing", "notes": [
            ("County right-of-way and permanent easements shown; property lines of adjoining parcels.",
             [X("N.6.A.1")]),
            ("Wetlands, floodplain and shoreland: none within the project limits.", [X("N.6.A.4")]),
            ("Contours at 2 ft, NGVD 1929.", [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"),
                                             X("N.6.A.7")])]},
        {"number": "SW-2", "title": "Storm Sewer and Ponds", "pond": True, "notes": [
            ("Existing and proposed storm sewer, culverts, Ponds A and B with elevations.", [X("N.6.A.3")]),
            ("Pond A NWL 932.0 HWL 934.9; Pond B NWL 931.0 HWL 933.6.", [X("N.6.A.6")]),
            ("Ponds are inside county right-of-way and drainage easements, above the 100-year flood "
             "elevation.", [S("N.4.6"), X("N.6.A.12")])]},
        {"number": "SW-3", "title": "Drainage Areas", "notes": [
            ("Existing and proposed subwatersheds, including the 41 acres off site.", [X("N.6.A.2")])]},
        {"number": "SW-4", "title": "Pond Details", "notes": [
            ("Pond sections, outlet and skimmer details, riprap; special provisions.", [X("N.6.A.8")])]},
    ]
    plan_sets(pkg, sheets, "CSAH 19 Reconstruction", "HENNEPIN COUNTY", "Chad Ellos", "44870")
    return pkg


def p10_deephaven_street(out: Path) -> Package:
    """A city engineer's one-page letter (scanned): street rebuilt narrower, no net increase."""
    pkg = Package(out, "x14-10-deephaven-streets", kind="scanned")
    d = pkg.pdf("city-engineer-letter.pdf", LETTER)
    d.text("CITY OF DEEPHAVEN", font="Helvetica-Bold", size=13)
    d.text("20225 Cottagewood Road, Deephaven MN 55331      February 10, 2026")
    d.text("Re: 2026 Street Improvements - Vine Hill Road and Lakeview Avenue", font="Helvetica-Bold")
    d.text("The City of Deephaven plans to reconstruct Vine Hill Road and Lakeview Avenue (about 0.6 mile "
           "in all) this summer.", [F("applicant_public_entity", True), F("project_type", "linear")])
    d.text("The streets are being rebuilt 2 feet narrower than today. Existing pavement is 1.42 acres; new "
           "pavement will be 1.38 acres, so hard surface goes down slightly.",
           [F("existing_impervious_ac", 1.42), F("proposed_impervious_ac", 1.38)])
    d.text("Work limits cover 2.1 acres.", [F("disturbed_area_ac", 2.1)])
    d.text("Existing catch basins will be replaced with sump catch basins. No new ponds are planned.")
    d.text("We believe no District permit is required under Rule N since there is no net increase in "
           "impervious surface. Please let us know if you see it differently.")
    d.text("Sincerely, Lee Gustafson, PE, City Engineer")
    d.close()
    return pkg


def p11_minnetonka_trail(out: Path) -> Package:
    """A city's half-page memo for a narrow trail with wide grass buffers: exempt under N.2.E.4."""
    pkg = Package(out, "x14-11-minnetonka-trail")
    d = pkg.pdf("trail-memo.pdf")
    d.text("CITY OF MINNETONKA - ENGINEERING MEMO", font="Helvetica-Bold")
    d.text("Date: March 16, 2026     To: MCWD permit staff     From: Sarah Kiel, Project Engineer")
    d.text("Subject: Excelsior Boulevard trail gap, Williston Road to Plymouth Road", font="Helvetica-Bold")
    d.text("The City of Minnetonka will build a new bituminous trail to close a gap along Excelsior "
           "Boulevard. The trail is the whole project.",
           [F("applicant_public_entity", True), F("project_type", "linear")])
    d.text("The trail is 8 feet wide and 2,450 feet long, with a grass buffer 6 feet wide on both sides. The "
           "two driveway crossings and one street crossing take up about 12% of the buffer area. New paved "
           "area is 0.45 acre.",
           [F("sidewalk_trail", {"width_ft": 8.0, "buffer_ft": 6.0, "crossing_pct": 12.0, "area_ac": 0.45,
                                 "standalone": True})])
    d.text("No trees over 12 inches are removed and no wetlands are affected. We read Rule N's trail "
           "exemption to apply, and we're sending this memo for your records. Erosion control will follow "
           "the City's standard plates.")
    d.close()
    return pkg


def p12_stlouispark_trail(out: Path) -> Package:
    """A city's letter for a 12-ft trail with 4-ft buffers: not exempt; Section 3 applies."""
    pkg = Package(out, "x14-12-stlouispark-trail")
    d = pkg.pdf("city-letter.pdf")
    d.text("City of St. Louis Park - Engineering", font="Helvetica-Bold", size=12)
    d.text("April 7, 2026")
    d.text("Re: Minnehaha Creek regional trail connection, Louisiana Avenue to Meadowbrook Lane",
           font="Helvetica-Bold")
    d.text("The City of St. Louis Park is the applicant. This is a trail-only project.",
           [F("applicant_public_entity", True), F("project_type", "linear")])
    d.text("The trail is twelve feet wide, to carry bikes and walkers both ways, with a four-foot mowed "
           "shoulder on each side before the creek corridor vegetation. It adds 0.7 acre of pavement.",
           [F("sidewalk_trail", {"width_ft": 12.0, "buffer_ft": 4.0, "area_ac": 0.7, "standalone": True}),
            F("net_impervious_increase_ac", 0.7)])
    d.text("The corridor we're working in is 1.6 acres, all of which will be disturbed.",
           [F("site_area_ac", 1.6), F("disturbed_area_ac", 1.6)])
    d.text("Because the trail is wider than 10 feet, we understand it doesn't qualify for the trail "
           "exemption and Section 3 applies.")
    d.text("Best management practices that stay in place: a vegetated swale along the low side of the "
           "trail, two small rain gardens at Meadowbrook Lane, and native seed in the disturbed areas. "
           "These come from the MPCA manual \"Protecting Water Quality in Urban Areas\" and keep runoff "
           "from the new pavement off the creek bank.", [S("N.3.2"), S("N.3.0")])
    d.text("The Minnehaha Creek floodplain is next to the trail but no fill is placed in it. No buildings "
           "are part of this project.")
    d.text("Contact: Phillip Elkin, Water Resources Manager, 952-555-0122")
    d.close()
    return pkg


PACKAGES_B = {
    "x14-07-plymouth-warehouse": p07_plymouth_industrial,
    "x14-08-minnetonka-schools-addition": p08_minnetonka_school,
    "x14-09-hennepin-csah19": p09_hennepin_csah19,
    "x14-10-deephaven-streets": p10_deephaven_street,
    "x14-11-minnetonka-trail": p11_minnetonka_trail,
    "x14-12-stlouispark-trail": p12_stlouispark_trail,
}
