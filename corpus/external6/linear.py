"""Packages for roads and trails: a county highway with a qualifying trail, a city street program
that shrinks pavement, a small city's trail memo (scanned), and a wide trail that does not qualify.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external6.common import E, F, S, npdes_letter
from corpus.external6.doc import ARCH_D, TABLOID, Package, PlanSet


def hennepin_csah19(out: Path) -> Package:
    """The county writes in its own forms and tables; the trail it builds qualifies under N.2.E.4 and
    takes the road's net increase under one acre."""
    pkg = Package("x6-08-hennepin-csah19", out, seed=608,
                  scenario="county road, net 1.74 ac incl. qualifying 0.82 ac trail -> E.1; public")
    trail = {"width_ft": 10, "buffer_ft": 6, "crossing_pct": 12, "area_ac": 0.82, "standalone": False}
    a = pkg.doc("CSAH19_MCWD_Application.pdf", size=9.5, margin=54,
                header="HENNEPIN COUNTY - Transportation Project Delivery", footer="County Project No. 2181")
    a.h1("Watershed Permit Application - CSAH 19 Reconstruction", 13)
    a.table([["Applicant", "Hennepin County Transportation Department (public agency)"],
             ["Project", "County State Aid Highway 19 reconstruction, TH 7 to Smithtown Road"],
             ["Cities", "Shorewood and Tonka Bay"],
             ["Project length", "1.42 miles (Sta. 12+00 to 87+00)"],
             ["2024 ADT", "14,200"],
             ["Let date", "April 2027"]], [120, 360], header=0,
            tags=[F("applicant_public_entity", True), F("project_type", "linear")])
    a.table([["Quantity", "Acres"],
             ["Total project area (construction limits)", "9.30"],
             ["Land disturbance", "8.40"],
             ["Existing impervious", "5.12"],
             ["Proposed impervious (incl. trail)", "6.86"],
             ["Net increase in impervious", "1.74"],
             ["  of which multi-use trail", "0.82"]], [260, 80], title="Area summary",
            tags=[F("site_area_ac", 9.3), F("disturbed_area_ac", 8.4), F("existing_impervious_ac", 5.12),
                  F("proposed_impervious_ac", 6.86), F("net_impervious_increase_ac", 1.74),
                  F("sidewalk_trail", trail)])
    a.p("Trail: a 10-foot bituminous multi-use trail on the west side, separated from the curb and from the "
        "right-of-way line by turf boulevards at least 6 feet wide on each side. Driveway and side-street crossings "
        "occupy 12 percent of the required buffer area. The County requests that the trail be excluded from the net "
        "increase under Rule N 2(E)(4); the remaining roadway increase is then under one acre and only Section 3 "
        "applies.", tags=[F("sidewalk_trail", trail)])
    a.p("County contact: Luis Ferreira, P.E., Project Manager, 612-555-0131")
    a.save()

    r = pkg.doc("CSAH19_Drainage_Report.pdf", size=10, margin=60,
                footer="Hennepin County | CSAH 19 Drainage Report | Draft for agency review")
    r.h1("CSAH 19 - Drainage and Stormwater Report", 14)
    r.p("The corridor drains to Lake Minnetonka (Gideon Bay and St. Alban's Bay) through two trunk outfalls. About "
        "38 acres of residential land outside the right-of-way drains to the roadway storm sewer.")
    r.table([["Outfall", "EX 1-yr", "PR 1-yr", "EX 10-yr", "PR 10-yr", "EX 100-yr", "PR 100-yr"],
             ["OF-3 Gideon Bay", "4.1", "4.0", "9.0", "8.8", "18.3", "18.0"],
             ["OF-7 St. Alban's", "5.7", "5.5", "12.4", "12.1", "25.7", "25.2"],
             ["Total", "9.8", "9.5", "21.4", "20.9", "44.0", "43.2"]], [100, 55, 55, 60, 60, 65, 65],
            title="Peak flows (cfs), HydroCAD, Atlas 14",
            tags=[F("peak_rates_cfs", {"1": {"existing": 9.8, "proposed": 9.5},
                                       "10": {"existing": 21.4, "proposed": 20.9},
                                       "100": {"existing": 44.0, "proposed": 43.2}})])
    r.p("Best management practices are selected per the MPCA Protecting Water Quality in Urban Areas manual and "
        "MnDOT's drainage manual: narrowed lanes (11 ft), pervious boulevards, sump structures and stabilized "
        "outfalls.", tags=[S("N.3.0")])
    r.p("Permanent BMPs:", font=r.bold)
    r.bullets(["Hydrodynamic separators at OF-3 and OF-7", "Three-foot sumps in 14 catch basins",
               "Two boulevard bioretention cells (Sta. 31+50 and 64+20)", "Riprap at all reconstructed outfalls"],
              tags=[S("N.3.2")])
    r.p("No wetlands are impacted. Infiltration is not proposed: the corridor soils are clay loam with seasonally "
        "high groundwater.", tags=[F("infiltration_proposed", False)])
    r.save()

    ps = PlanSet(pkg, "CSAH19_Plan_Sheets_11x17.pdf", TABLOID,
                 ["HENNEPIN COUNTY", "Transportation Department", "1600 Prairie Drive, Medina MN 55340"],
                 "CSAH 19 RECONSTRUCTION - SP 027-619-021", "Luis Ferreira", "43302", "03/2026", layout="bottom",
                 tags_first=[E("plan_set.reduced")])
    ps.sheet("3", "Typical Sections", [
        ("Multi-use trail 10' bituminous; 6' min. turf boulevard each side; two 11' lanes and 8' shoulders.", [])],
        drawing="TYPICAL SECTIONS")
    ps.sheet("21", "Drainage Plan", [
        ("Existing and proposed storm sewer, structures and outfalls with inverts, Sta. 12+00 to 87+00.",
         [E("N.6.A.3")])], drawing="DRAINAGE")
    ps.save()
    return pkg


def edina_streets(out: Path) -> Package:
    """A city public-works memo with a street-by-street table: the pavement shrinks, so no permit."""
    pkg = Package("x6-09-edina-morningside-streets", out, seed=609, scenario="street reconstruction, net decrease")
    d = pkg.doc("Edina_2026_Morningside_Street_Recon_MCWD.pdf", font="Helvetica", size=10, margin=66)
    d.h1("CITY OF EDINA", 15)
    d.p("Engineering Department  |  7450 Metro Boulevard, Edina, MN 55439", size=9)
    d.gap(8)
    d.p("To: Minnehaha Creek Watershed District, Permitting\nFrom: Dana Kolstad, P.E., Engineering Services "
        "Manager\nDate: January 27, 2026\nSubject: 2026 Morningside C Neighborhood Street Reconstruction - Rule N "
        "applicability", font=d.bold,
        tags=[F("applicant_public_entity", True)])
    d.p("The City will reconstruct 1.7 miles of local streets in the Morningside neighborhood (Project ENG 26-3), "
        "replacing pavement, curb and gutter, water main and storm sewer. Streets are narrowed from 32 to 28 feet "
        "where parking allows, and the existing sidewalks are replaced in place.",
        tags=[F("project_type", "linear")])
    d.table([["Street", "Length (ft)", "EX imperv. (ac)", "PR imperv. (ac)"],
             ["Morningside Rd", "2,640", "1.02", "0.98"],
             ["Scott Terrace", "1,320", "0.48", "0.47"],
             ["Grimes Ave", "2,110", "0.79", "0.75"],
             ["Lynn Ave", "1,950", "0.63", "0.62"],
             ["France Ave frontage", "1,180", "0.49", "0.47"],
             ["TOTAL", "9,200", "3.41", "3.29"]], [150, 80, 100, 100],
            title="Impervious surface by street",
            tags=[F("existing_impervious_ac", 3.41), F("proposed_impervious_ac", 3.29)])
    d.p("Net change in impervious surface: -0.12 acres (a decrease). The project area (right-of-way within the "
        "construction limits) is 11.6 acres, and about 7.9 acres will be disturbed.",
        tags=[F("net_impervious_increase_ac", -0.12), F("site_area_ac", 11.6), F("disturbed_area_ac", 7.9)])
    d.p("Because the project does not result in a net increase in impervious surface, we understand that Rule N "
        "paragraph 2(E) does not require a stormwater management permit. An erosion control permit (Rule B) "
        "application is being submitted separately, and the City will obtain NPDES construction stormwater "
        "permit coverage.")
    d.p("Storm sewer work includes four new sump manholes and replacement of the 1960s outfall to Minnehaha Creek "
        "at W. 44th Street with a riprapped flared end. No wetlands are affected.")
    d.p("Please contact me at 952-555-0110 with any questions.")
    d.signature(["Dana Kolstad, P.E.", "City of Edina"])
    d.save()
    return pkg


def minnetrista_trail(out: Path) -> Package:
    """A small city's two-page memo with a hand-drafted typical section, scanned at the front desk."""
    pkg = Package("x6-10-minnetrista-trail", out, kind="scanned", seed=610,
                  scenario="standalone trail 8 ft, 5 ft buffers, crossings 9% -> N.2.E.4; scanned")
    trail = {"width_ft": 8, "buffer_ft": 5, "crossing_pct": 9, "area_ac": 0.58, "standalone": True}
    d = pkg.doc("Minnetrista_CR110_Trail_memo.pdf", font="Times-Roman", bold="Times-Bold", size=11, margin=72)
    d.h1("CITY OF MINNETRISTA", 14, center=True)
    d.p("7701 County Road 110 West, Minnetrista, MN 55364", size=9)
    d.gap(6)
    d.p("MEMO   February 24, 2026", font=d.bold)
    d.p("To: MCWD permit staff    From: Public Works Director    Re: County Road 110 North trail segment")
    d.p("The City of Minnetrista, the applicant, is building a stand-alone paved trail along the south side of "
        "County Road 110 from Halstead Drive to the Lake Minnetonka Regional Trail. There is no roadway work.",
        tags=[F("applicant_public_entity", True), F("project_type", "linear")])
    d.p("Trail width is 8 feet (bituminous). A turf and native-grass strip of at least 5 feet is kept on each side. "
        "The trail crosses three driveways and one side street; together the crossings cover about 9% of the "
        "required 5-foot buffer area.", tags=[F("sidewalk_trail", trail)])
    d.table([["Trail length", "3,160 ft"], ["Trail surface (new impervious)", "0.58 ac"],
             ["Project area (grading limits)", "2.1 ac"], ["Disturbed area", "1.9 ac"]], [220, 120], header=0,
            tags=[F("sidewalk_trail", trail), F("net_impervious_increase_ac", 0.58), F("site_area_ac", 2.1),
                  F("disturbed_area_ac", 1.9)])
    d.p("We believe this is exempt under Rule N 2(E)(4) (trail 10 ft or less with 5 ft pervious buffer both "
        "sides). No wetlands are crossed; the Six Mile Creek culvert is not touched.")
    d.new_page()
    d.h1("Typical Section - CR 110 Trail", 12, center=True)
    c = d.c
    y0 = 430
    c.setLineWidth(1.2)
    c.line(100, y0, 512, y0)
    c.setLineWidth(3)
    c.line(256, y0 + 2, 356, y0 + 2)
    c.setLineWidth(0.8)
    for x0, x1, label in ((196, 256, "5' MIN TURF"), (356, 416, "5' MIN TURF"), (256, 356, "8' BIT. TRAIL")):
        c.line(x0, y0 + 30, x1, y0 + 30)
        c.line(x0, y0 + 25, x0, y0 + 35)
        c.line(x1, y0 + 25, x1, y0 + 35)
        c.setFont("Times-Roman", 9)
        c.drawCentredString((x0 + x1) / 2, y0 + 40, label)
    c.drawString(110, y0 - 20, "CR 110 SHOULDER")
    c.drawString(430, y0 - 20, "R/W")
    c.drawString(200, y0 - 60, "2\" bituminous wear over 6\" aggregate base, 2% cross slope")
    d.y = y0 - 100
    d.p("Drawn by: T. Hage    Checked: City Engineer    Not to scale", size=9)
    d.save()
    return pkg


def stlouispark_trail(out: Path) -> Package:
    """A mid-size consultant for a city: a 12-ft trail with narrow boulevards does not qualify, and the
    1-year rate rises slightly."""
    pkg = Package("x6-11-slp-minnetonka-blvd-trail", out, seed=611,
                  scenario="trail 12 ft / 4 ft buffer fails E.4; net 1.31 ac, area 3.9 -> E.2; 1-yr up")
    trail = {"width_ft": 12, "buffer_ft": 4, "area_ac": 1.31, "standalone": True}
    firm = ["ANDERBERG LINDAHL & ASSOCIATES", "Consulting Engineers", "3400 Annapolis Lane, Plymouth MN 55447"]
    r = pkg.doc("Mtka_Blvd_Trail_Stormwater_Report.pdf", size=10, margin=60,
                footer="Anderberg Lindahl & Associates | Minnetonka Boulevard Trail | SLP Project 2025-1300")
    r.h1("Minnetonka Boulevard Trail (Texas Ave to Louisiana Ave)", 14)
    r.p("Stormwater Management Report prepared for the City of St. Louis Park", size=11,
        tags=[F("applicant_public_entity", True)])
    r.h1("Project", 12)
    r.p("The City of St. Louis Park will build a 12-foot-wide concrete multi-use trail on the north side of "
        "Minnetonka Boulevard. Space between the curb and the trail, and between the trail and the right-of-way, is "
        "limited; the turf boulevard is 4 feet wide at its narrowest. The trail is the whole project; the road "
        "itself is not changed.", tags=[F("project_type", "linear")])
    r.table([["Item", "Value"], ["Trail length", "4,750 ft"], ["Trail width", "12 ft"],
             ["Boulevard (buffer) width, min.", "4 ft"], ["New impervious (trail)", "1.31 ac"],
             ["Net increase in impervious", "1.31 ac"], ["Project area", "3.90 ac"], ["Disturbed area", "3.40 ac"]],
            [200, 120], tags=[F("sidewalk_trail", trail), F("net_impervious_increase_ac", 1.31),
                              F("site_area_ac", 3.9), F("disturbed_area_ac", 3.4)])
    r.p("With a 4-ft buffer the trail does not meet Rule N 2(E)(4). The net increase is over 1 acre and the "
        "project area is under 5 acres, so Sections 3 and 4 apply (2(E)(2)).")
    r.h1("Soils and BMPs", 12)
    r.p("Infiltration is not proposed due to clay soils (Hamel loam, HSG C/D) and shallow utilities.",
        tags=[F("infiltration_proposed", False)])
    r.p("BMPs were selected using the MPCA manual Protecting Water Quality in Urban Areas: the trail is pitched to "
        "drain across the boulevard, four tree trenches with underground storage slow runoff, and catch basins get "
        "sumps. Permanent BMPs: Tree trenches TT-1 to TT-4 with storage chambers; sump catch basins (6); riprap at "
        "the outfall to the Minnehaha Creek storm sewer.", tags=[S("N.3.0"), S("N.3.2")])
    r.h1("Rate Control", 12)
    r.p("The tree-trench storage and its orifice outlets were designed by reservoir routing of the critical-duration "
        "24-hour events; there is no natural low area in the corridor.", tags=[S("N.4.2")])
    r.table([["Return period", "Existing Q (cfs)", "Proposed Q (cfs)", "Change"],
             ["1-year", "2.41", "2.48", "+0.07"], ["2-year", "3.02", "2.99", "-0.03"],
             ["10-year", "5.90", "5.71", "-0.19"], ["50-year", "9.85", "9.47", "-0.38"],
             ["100-year", "12.40", "11.90", "-0.50"]], [100, 110, 110, 70],
            title="Peak discharge to the Minnetonka Blvd trunk storm sewer",
            tags=[E("N.6.A.9"), F("peak_rates_cfs", {"1": {"existing": 2.41, "proposed": 2.48},
                                                       "10": {"existing": 5.9, "proposed": 5.71},
                                                       "100": {"existing": 12.4, "proposed": 11.9}})])
    r.p("Runoff from the 14.6 acres of residential yards north of the trail that reaches the boulevard is included "
        "in subcatchment 2S in both conditions.", tags=[S("N.4.4")])
    r.p("Downstream water levels in the trunk storm sewer and at Minnehaha Creek are not raised by the project "
        "during or after construction.", tags=[S("N.4.3")])
    r.p("The single new outfall has a riprap apron and geotextile to prevent erosion and scour.", tags=[S("N.4.8")])
    r.p("No wetlands, floodplain or shoreland areas lie within the project limits.")
    r.new_page()
    r.h1("Appendix - HydroCAD output and tree trench sizing", 12)
    r.p("Full HydroCAD summaries (1, 2, 10, 50 and 100-year) and chamber storage computations.",
        tags=[E("N.6.A.10")])
    npdes_letter(r, "City of St. Louis Park", "Minnetonka Boulevard Trail", "C00072480", "February 9, 2026", 3.4)
    r.save()

    for name, size, part in (("Trail_Plans_FULL.pdf", ARCH_D, "plan_set.full_size"),
                             ("Trail_Plans_HALF.pdf", TABLOID, "plan_set.reduced")):
        ps = PlanSet(pkg, name, size, firm, "MINNETONKA BOULEVARD TRAIL - ST. LOUIS PARK", "Megan Sorensen", "52210",
                     "02/05/2026", tags_first=[E(part)])
        ps.sheet("C1", "Existing Conditions", [
            ("Right-of-way lines and City-owned parcels shown.", [E("N.6.A.1")]),
            ("No wetlands, floodplain or shoreland areas within the project limits.", [E("N.6.A.4")])],
            drawing="EXISTING CONDITIONS")
        ps.sheet("C2", "Drainage Areas", [
            ("Existing and proposed drainage areas, including the 14.6 ac off-site area 2S.", [E("N.6.A.2")])],
            drawing="DRAINAGE AREAS")
        ps.sheet("C3", "Grading and Storm Sewer", [
            ("2-foot contours, NGVD 29.", [F("contour_interval_ft", 2), F("vertical_datum", "NGVD29"),
                                          E("N.6.A.7")]),
            ("Existing and proposed storm sewer, tree trenches TT-1 to TT-4 with inverts.", [E("N.6.A.3")])],
            drawing="GRADING", contours=(900, 2))
        ps.sheet("C4", "Details", [
            ("Tree trench with storage chambers, outlet orifice, riprap apron; City specifications.",
             [E("N.6.A.8")])], drawing="DETAILS")
        ps.save()
    return pkg
