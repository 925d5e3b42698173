"""Commercial, industrial, institutional and high-density packages, each from a different hand."""

from __future__ import annotations

from pathlib import Path

from corpus.external7.common import Package, district_form, rate_rows, sf
from corpus.external7.doc import PlanSet, exhibit, fact, sketch_lots, statement
from corpus.external7.plansheets import P, S, T, body
from corpus.external7.scan import scan_pdf
from corpus.truth import Truth


def excelsior_bakery(out: Path) -> Truth:
    """A bakery addition on a 0.38-acre lot (N.2.D.1, BMPs only), mailed in and scanned."""
    p = Package(out, "x7-02-excelsior-bakery", 702)
    area, exist, prop, net, dist = 0.38, 0.30, 0.33, 0.03, 0.21
    d = p.doc("Excelsior Bakery - MCWD application.pdf", font="Courier")
    d.para("NORTHSHORE ARCHITECTS  /  220 Water St, Excelsior MN 55331", bold=True)
    d.para("5/14/25 -- MCWD permits -- Re: Lake Street Bakery addition, 205 Lake St, Excelsior (PID 34-117-23-31-0052)")
    d.para("Enclosed: MCWD form; BMP memo. Owner: Lake Street Bakery LLC. 1-story addition of 1,210 sf to the existing 2,840 sf "
           "building; parking lot restriped, 6 stalls. Commercial use. Questions: Anna Kvale, 952-555-0193.",
           tags=[fact("project_type", "commercial")])
    d.gap(6)
    district_form(d, applicant="Lake Street Bakery LLC", public=False, project="Lake Street Bakery addition",
                  address="205 Lake Street", city="Excelsior", ptype="commercial", boxes=[
                      ("5. Total site area (acres)", f"{area:.2f}", [fact("site_area_ac", area)]),
                      ("6. Area disturbed (acres)", f"{dist:.2f}", [fact("disturbed_area_ac", dist)]),
                      ("7. Existing impervious (sq ft)", sf(exist), [fact("existing_impervious_ac", exist)]),
                      ("8. Proposed impervious (sq ft)", sf(prop), [fact("proposed_impervious_ac", prop)]),
                      ("9. Net new impervious (acres)", f"{net:.2f}", [fact("net_impervious_increase_ac", net)]),
                      ("10. Number of dwelling units", "", []),
                  ], signed="A. Kvale", date="5/14/25")
    d.save()
    m = p.doc("BMP memo.pdf", font="Courier")
    m.para("BMP MEMO -- LAKE ST BAKERY ADDITION -- 5/14/25", bold=True)
    m.para(f"Site {sf(area)} SF ({area:.2f} AC). Impervious {sf(exist)} SF exist. -> {sf(prop)} SF prop. Net +{sf(net)} SF "
           f"(+{net:.2f} AC). Disturbed approx. {sf(dist)} SF.",
           tags=[fact("site_area_ac", area), fact("existing_impervious_ac", exist), fact("proposed_impervious_ac", prop),
                 fact("net_impervious_increase_ac", net)])
    m.para("Rule N: commercial, site < 0.5 AC -> Sec. 3 BMPs only. No rate control or WQ required.")
    m.para("BMPs: site design keeps the addition on existing paved area (no new parking); roof of addition drains to a "
           "planter box; non-structural: monthly lot sweeping, snow stored on the north turf. All per MPCA 'Protecting "
           "Water Quality in Urban Areas'.", tags=[statement("N.3.0")])
    m.para("Permanent BMP list: 1) roof-drain planter box 12'x20' w/ underdrain; 2) 4-ft sump CB at lot entrance w/ hood; "
           "3) lot sweeping (owner, monthly Apr-Nov).", tags=[statement("N.3.2")])
    m.para("Openings: low opening of addition (rear service door) = 951.2. 100-yr HWL of the Water St. depression "
           "(City of Excelsior storm model) = 944.8. Difference 6.4 ft.",
           tags=[fact("lowest_opening_elev_ft", 951.2), fact("hwl_100yr_elev_ft", 944.8)])
    m.para("Soils: fill over sand; no infiltration proposed (contaminated fill noted in 1998 tank removal).",
           tags=[fact("infiltration_proposed", False)])
    m.para("Sketch below: addition hatched, planter at NE corner. Not to scale.")
    sketch_lots(m, 120, 160, 360, 230, 2, "BLDG")
    m.save()
    scan_pdf(p.root / d.rel, seed=7021, dpi=200, angle=0.8)
    scan_pdf(p.root / m.rel, seed=7022, dpi=220, angle=0.4)
    return p.finish("scanned", "N.2.D.1 small commercial, scanned, terse")


def hopkins_flats(out: Path) -> Truth:
    """142 apartments on 3.90 acres (N.2.D.2), a redevelopment adding 14% impervious (additional only).

    No drainage map in the set, and the garage entrance is only 1.5 ft above the creek's 100-year level.
    """
    p = Package(out, "x7-06-hopkins-flats", 706)
    area, units, exist, prop, net, dist = 3.90, 142, 2.91, 3.31, 0.40, 3.75
    rates = {"1": {"existing": 4.2, "proposed": 3.0}, "10": {"existing": 9.8, "proposed": 7.7},
             "100": {"existing": 17.9, "proposed": 15.2}}
    c = p.doc("Cover Letter and Application.pdf")
    c.lines(["HALVERSON KLOSS CIVIL", "1000 Excelsior Blvd, Suite 300, Hopkins MN 55343"], size=12)
    c.gap(8)
    c.lines(["August 4, 2025", "MCWD Permitting", "RE: Artistry Flats, 1101-1125 Mainstreet, Hopkins"])
    c.para(f"Dear Reviewer: On behalf of Artistry Flats Owner LLC we submit a stormwater permit application for the "
           f"redevelopment of the former Hopkins Honda site into a five-story building with {units} apartment units and "
           f"structured parking. The enclosed Stormwater Management Plan and civil plans support the application.",
           tags=[fact("dwelling_units", units), fact("project_type", "multi_unit_residential")])
    c.para("The building contains 168,400 gross square feet on a footprint of 41,900 sq. ft. The adjacent parcel to the east "
           "(1135 Mainstreet) is owned by an unrelated party and is not part of this project.")
    c.lines(["Sincerely,", "Beth Lindquist, P.E.", "Halverson Kloss Civil"])
    c.new_page()
    district_form(c, applicant="Artistry Flats Owner LLC", public=False, project="Artistry Flats",
                  address="1101-1125 Mainstreet", city="Hopkins", ptype="multi_unit_residential", boxes=[
                      ("5. Total site area (acres)", f"{area:.2f}", [fact("site_area_ac", area)]),
                      ("6. Area disturbed (acres)", f"{dist:.2f}", [fact("disturbed_area_ac", dist)]),
                      ("7. Existing impervious (acres)", f"{exist:.2f}", [fact("existing_impervious_ac", exist)]),
                      ("8. Proposed impervious (acres)", f"{prop:.2f}", [fact("proposed_impervious_ac", prop)]),
                      ("9. Net new impervious (acres)", f"{net:.2f}", [fact("net_impervious_increase_ac", net)]),
                      ("10. Number of dwelling units", f"{units}", [fact("dwelling_units", units)]),
                      ("11. Density (units/acre)", "36.4", [fact("density_du_per_ac", 36.4)]),
                  ], signed="Beth Lindquist", date="08/04/2025")
    c.save()

    r = p.doc("Stormwater Management Plan.pdf", header="Artistry Flats - Stormwater Management Plan - August 2025")
    r.heading("ARTISTRY FLATS  -  STORMWATER MANAGEMENT PLAN", size=15)
    r.para("Halverson Kloss Civil  |  August 4, 2025  |  Certified: Beth A. Lindquist, P.E., MN Lic. 50122", size=9)
    r.heading("Site data", size=12)
    r.table(["Item", "Area (SF)", "Area (AC)"],
            [["Total site", sf(area), f"{area:.2f}"], ["Existing impervious", sf(exist), f"{exist:.2f}"],
             ["Proposed impervious", sf(prop), f"{prop:.2f}"], ["Net increase", sf(net), f"{net:.2f}"],
             ["Land disturbance", sf(dist), f"{dist:.2f}"]], [200, 120, 100],
            row_tags={0: [fact("site_area_ac", area)], 1: [fact("existing_impervious_ac", exist)],
                      2: [fact("proposed_impervious_ac", prop)], 3: [fact("net_impervious_increase_ac", net)],
                      4: [fact("disturbed_area_ac", dist)]})
    r.para(f"Density: {units} units / {area:.2f} ac = 36.4 units per acre. Rule N 2(D): high density residential on a "
           "site between 0.5 and 8 acres; sections 3 and 4 apply. Impervious area increases by 14% of existing, so under "
           "2(H) the requirements apply to the additional impervious surface and site alteration only.",
           tags=[fact("density_du_per_ac", 36.4)])
    r.heading("BMPs", size=12)
    r.para("The project uses site design (a green roof on 9,800 sq. ft. of the podium deck and building over existing "
           "pavement), structural BMPs (an underground StormTech MC-3500 detention system with an isolator row, and a "
           "hydrodynamic separator) and non-structural BMPs (garage sweeping, salt management plan). The BMPs are "
           "consistent with the MPCA manual Protecting Water Quality in Urban Areas.", tags=[statement("N.3.0")])
    r.para("Permanent BMPs: green roof (9,800 SF); underground detention system UG-1 with isolator row; hydrodynamic "
           "separator HDS-1; salt management plan.", tags=[statement("N.3.2")])
    r.para("Infiltration is not proposed due to contaminated fill identified in the Phase II environmental site assessment "
           "(Braun, 2024).", tags=[fact("infiltration_proposed", False)])
    r.heading("Rate control", size=12)
    r.para("There is no natural low area on this fully paved site, so detention is provided underground. UG-1 and its "
           "outlet were sized by reservoir routing in HydroCAD of the critical-duration (24-hour) Atlas 14 events.",
           tags=[statement("N.4.2")])
    rows, rt = rate_rows([("1-yr", 4.2, 3.0), ("2-yr", 5.3, 3.9), ("5-yr", 7.4, 5.6), ("10-yr", 9.8, 7.7), ("100-yr", 17.9, 15.2)],
                         rates, {"1-yr": "1", "10-yr": "10", "100-yr": "100"})
    r.table(["Storm", "Q exist (cfs)", "Q prop (cfs)", "Change"], rows, [100, 110, 110, 90],
            title="Peak discharge to Mainstreet storm sewer", row_tags=rt, tags=[exhibit("N.6.A.9")])
    r.para("Off-site runoff: 0.6 acres of Mainstreet sidewalk and the alley drain onto the site today and are routed "
           "through UG-1 in the proposed model.", tags=[statement("N.4.4")])
    r.para("Water levels off the site are not adversely affected during or after construction; discharge is reduced for "
           "every event and goes to the same Mainstreet trunk sewer.", tags=[statement("N.4.3")])
    r.para("UG-1 sits above the projected 100-year flood elevation of Minnehaha Creek and inside a drainage and utility "
           "easement granted to the City of Hopkins.", tags=[statement("N.4.6")])
    r.para("The design conforms to the City of Hopkins Surface Water Management Plan; the City's review email of "
           "July 22, 2025 is attached.", tags=[statement("N.4.7")])
    r.para("The outlet from UG-1 ties into an existing manhole, and the 12-inch outfall at the creek bank has a riprap "
           "apron and flared end section to minimize erosion and scouring.", tags=[statement("N.4.8")])
    r.table(["Subarea", "Area (SF)", "CN", "Tc (min)", "To"],
            [["P1 roof", "41,900", "98", "6", "UG-1"], ["P2 plaza", "52,300", "94", "6", "UG-1"],
             ["P3 green space", "49,984", "74", "8", "UG-1"], ["P4 bypass", "25,700", "90", "6", "street"]],
            [110, 90, 50, 70, 80], title="Proposed subareas (computations summary)", tags=[exhibit("N.6.A.10")])
    r.para("Flood protection: the lowest opening (parking garage entrance) is at 903.1. The 100-year HWL of Minnehaha "
           "Creek at the site is 901.6.", tags=[fact("lowest_opening_elev_ft", 903.1), fact("hwl_100yr_elev_ft", 901.6)])
    r.new_page()
    r.heading("Attachment: City of Hopkins review (email)", size=12)
    r.para("From: City Engineer, City of Hopkins. Date: July 22, 2025. 'We have reviewed the Artistry Flats stormwater "
           "design against the Hopkins Surface Water Management Plan and it conforms.'", tags=[exhibit("N.6.A.11")])
    r.heading("Attachment: NPDES permit", size=12)
    r.para("MPCA Construction Stormwater Permit coverage C00073115, issued July 30, 2025 to Artistry Flats Owner LLC.",
           tags=[exhibit("N.6.A.13")])
    r.save()

    ps = PlanSet("HALVERSON KLOSS CIVIL", "Artistry Flats", "Beth A. Lindquist", "50122", "08/04/2025", "Hopkins")
    ps.sheet("C-100", "Existing Conditions / Removals", body(
        S(2, "PARCEL"),
        P(f"Property line (heavy) encloses the applicant's parcels, {sf(area)} SF. Existing catch basins and 15-inch storm sewer "
          "(inv. 897.8) shown.", tags=[exhibit("N.6.A.1")]),
        P("No wetlands on site. 100-year floodplain of Minnehaha Creek (elev. 901.6) delineated along south line; "
          "shoreland district boundary shown.", tags=[exhibit("N.6.A.4")])))
    ps.sheet("C-300", "Grading, Drainage and Storm Sewer", body(
        S(1, "BUILDING"),
        P("Existing and proposed contours shown at 2 ft interval, NGVD 1929.",
          tags=[exhibit("N.6.A.7"), fact("contour_interval_ft", 2.0), fact("vertical_datum", "NGVD29")]),
        P("UG-1 location, alignment and invert elevations (bottom 898.5, outlet 898.5) and existing Mainstreet trunk "
          "sewer shown.", tags=[exhibit("N.6.A.3")]),
        T(["", "Normal WL", "100-yr WL"], [["Minnehaha Creek (existing and proposed)", "896.0", "901.6"], ["UG-1 (dry)", "n/a", "900.9"]],
          [420, 160, 160], tags=[exhibit("N.6.A.6")])))
    ps.sheet("C-500", "Details and Specifications", body(
        P("UG-1: StormTech MC-3500, 84 chambers, isolator row, outlet control manhole with 6-inch orifice. Installation per "
          "manufacturer and MnDOT 2503. HDS-1: 6-ft separator.", tags=[exhibit("N.6.A.8")]),
        P("Drainage and utility easement over UG-1 to the City of Hopkins (Doc. No. 5289113).", tags=[exhibit("N.6.A.12")])))
    p.plans(ps, "Civil Plans - Full Size.pdf", reduced=False)
    p.plans(ps, "Civil Plans - Half Size 11x17.pdf", reduced=True)
    return p.finish("text", "N.2.D.2 high density redevelopment, no drainage map, low opening")


def minnetonka_school(out: Path) -> Truth:
    """A school district's 18.4-acre campus expansion (N.2.D.3), public, impervious up 58% (whole site).

    Five files. Pond 1 has 1.5 ft of freeboard, the grading plan uses 1-ft contours, and the
    NPDES permit is promised rather than documented.
    """
    p = Package(out, "x7-07-minnetonka-school", 707)
    area, exist, prop, net, dist = 18.4, 6.20, 9.80, 3.60, 7.8
    pond = {"name": "Pond 1", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 1.5}
    rates = {"1": {"existing": 12.4, "proposed": 9.1}, "10": {"existing": 27.5, "proposed": 22.0},
             "100": {"existing": 52.3, "proposed": 47.8}}
    c = p.doc("01_ISD276_Cover_Letter.pdf", font="Times-Roman")
    c.lines(["MINNETONKA PUBLIC SCHOOLS", "Independent School District 276", "5621 County Road 101, Minnetonka, MN 55345"], size=12)
    c.gap(10)
    c.lines(["September 8, 2025", "", "Minnehaha Creek Watershed District", "Permitting Department"], size=11)
    c.para("Re: Scenic Heights Elementary School - Addition and Site Improvements", bold=True, size=11)
    c.para("Minnetonka Public Schools, Independent School District 276, a public school district, is the applicant for the "
           "enclosed stormwater management permit application. The project adds a 24,000 square foot classroom wing and "
           "a gymnasium, reconfigures the bus loop and parking, and replaces the play fields. Our civil consultant, "
           "Oakridge Engineering, prepared the report and plans.", size=11,
           tags=[fact("applicant_public_entity", True), fact("project_type", "institutional")])
    c.para("The District's construction schedule calls for work to begin in June 2026. The contractor will apply for "
           "coverage under the MPCA NPDES construction stormwater permit before construction, and a copy will be "
           "forwarded when issued.", size=11)
    c.lines(["Respectfully,", "", "Jeffrey Amundson, Executive Director of Facilities"], size=11)
    c.save()
    f = p.doc("02_MCWD_Permit_Application.pdf")
    district_form(f, applicant="Minnetonka Public Schools ISD 276", public=True, project="Scenic Heights Elementary Addition",
                  address="5650 Scenic Heights Dr", city="Minnetonka", ptype="institutional", boxes=[
                      ("5. Total site area (acres)", f"{area} acres", [fact("site_area_ac", area)]),
                      ("6. Area disturbed (acres)", f"{dist} acres", [fact("disturbed_area_ac", dist)]),
                      ("7. Existing impervious (acres)", f"{exist:.2f}", [fact("existing_impervious_ac", exist)]),
                      ("8. Proposed impervious (acres)", f"{prop:.2f}", [fact("proposed_impervious_ac", prop)]),
                      ("9. Net new impervious (acres)", f"{net:.2f}", [fact("net_impervious_increase_ac", net)]),
                      ("10. Number of dwelling units", "N/A", []),
                  ], signed="J. Amundson", date="9/8/2025")
    f.save()

    r = p.doc("03_Stormwater_Report.pdf", header="Scenic Heights Elementary - Stormwater Report - Oakridge Engineering")
    r.heading("STORMWATER MANAGEMENT REPORT - SCENIC HEIGHTS ELEMENTARY", size=14)
    r.para("Oakridge Engineering, Inc., Plymouth, MN. September 5, 2025. Prepared under the direct supervision of Luis "
           "Fernandez, P.E. (MN 47730).", size=9)
    r.heading("1. Site", size=12)
    r.para(f"School campus: {area} acres (PID 28-117-22-33-0001). Existing impervious {exist:.2f} ac; proposed {prop:.2f} ac; "
           f"net increase {net:.2f} ac, which is 58% of the existing impervious area, so Rule N applies to the whole site as "
           f"if undeveloped. Disturbance: {dist} acres. Building area after the addition: 118,500 sq. ft.",
           tags=[fact("site_area_ac", area), fact("existing_impervious_ac", exist), fact("proposed_impervious_ac", prop),
                 fact("net_impervious_increase_ac", net), fact("disturbed_area_ac", dist)])
    r.para("Institutional use on a site of 8 acres or more: Rule N sections 3, 4 and 5 apply. As a public school district "
           "the applicant is not required to post surety.")
    r.heading("2. BMPs (Section 3)", size=12)
    r.para("Site design BMPs minimize new impervious surface (two-story wing instead of one-story, pervious play surface); "
           "structural BMPs are Pond 1 (wet pond) and a bioretention basin; non-structural BMPs are the district's "
           "sweeping and salt-reduction program. All are consistent with the MPCA manual Protecting Water Quality in "
           "Urban Areas.", tags=[statement("N.3.0")])
    r.para("Permanent BMPs: Pond 1; Pond 1 outlet structure; bioretention basin BIO-1 (lined, underdrained); sump manholes "
           "STMH-4 and STMH-9; riprap outfall apron at FES-12.", tags=[statement("N.3.2")])
    r.para("Infiltration is not proposed: BIO-1 is lined because the borings found dense glacial till.",
           tags=[fact("infiltration_proposed", False)])
    r.heading("3. Rate Control (Section 4)", size=12)
    r.para("Pond 1 uses the existing low area north of the fields, which was the feasible natural low area; reservoir "
           "routing of the critical-duration events (the 24-hour storm governed) set the outlet.", tags=[statement("N.4.2")])
    rows, rt = rate_rows([("1-year", 12.4, 9.1), ("10-year", 27.5, 22.0), ("100-year", 52.3, 47.8)], rates,
                         {"1-year": "1", "10-year": "10", "100-year": "100"})
    r.table(["Event", "Existing cfs", "Proposed cfs", "Diff."], rows, [110, 110, 110, 90],
            title="Peak rates to Minnehaha Creek tributary (point A)", row_tags=rt, tags=[exhibit("N.6.A.9")])
    r.para("The 14.6-acre residential area west of the school drains through the campus and is included in the models "
           "and in the design of Pond 1.", tags=[statement("N.4.4")])
    r.para("The project will not adversely affect off-site water levels during or after construction; Pond 1 reduces "
           "all peaks and the downstream culvert under Scenic Heights Drive has capacity.", tags=[statement("N.4.3")])
    r.para("The receiving water is not landlocked.", tags=[fact("landlocked", False)])
    r.para("Pond 1 is above the projected 100-year flood elevation and is within a drainage and utility easement to the "
           "City of Minnetonka.", tags=[statement("N.4.6")])
    r.para("The plan conforms with the City of Minnetonka Water Resources Management Plan; see City review letter, "
           "Appendix B.", tags=[statement("N.4.7")])
    r.para("Outfalls FES-12 and FES-15 have riprap aprons and a baffled energy dissipator at FES-12 to minimize erosion "
           "and scour.", tags=[statement("N.4.8"), statement("N.5.4")])
    r.heading("4. Water Quality (Section 5)", size=12)
    r.para("MIDS calculator / P8: annual TP removal 63% for the whole site.", tags=[fact("phosphorus_removal_pct", 63)])
    r.table(["Pond", "NWL", "HWL 100-yr", "EOF", "Bench", "Freeboard"],
            [["Pond 1", "928.0", "931.5", "933.0", "10 ft @ 10:1", "1.5 ft"]], [70, 70, 80, 70, 100, 80],
            row_tags={0: [fact("ponds", [pond]), fact("hwl_100yr_elev_ft", 931.5)]})
    r.para("The lowest opening of the new wing is 941.0, 9.5 ft above the Pond 1 100-year HWL of 931.5.",
           tags=[fact("lowest_opening_elev_ft", 941.0), fact("hwl_100yr_elev_ft", 931.5)])
    r.new_page()
    r.heading("Appendix A. Hydrologic, water quality and hydraulic computations", size=12)
    r.table(["Drainage area", "Acres", "CN", "Q10 (cfs)", "Q100 (cfs)"],
            [["Campus to Pond 1", "12.9", "84", "31.0", "58.7"], ["Offsite west", "14.6", "76", "18.2", "40.0"],
             ["Bypass", "5.5", "70", "6.3", "14.1"]], [150, 60, 50, 80, 80], tags=[exhibit("N.6.A.10")])
    r.heading("Appendix B. City of Minnetonka review", size=12)
    r.para("August 29, 2025: The City of Minnetonka engineering staff reviewed the Scenic Heights Elementary stormwater "
           "plan. It is consistent with the City's Water Resources Management Plan.", tags=[exhibit("N.6.A.11")])
    r.save()

    ps = PlanSet("OAKRIDGE ENGINEERING", "Scenic Heights Elementary", "Luis Fernandez", "47730", "9/5/2025", "Minnetonka")
    ps.sheet("C1.01", "Existing Conditions", body(
        S(2, "SCHOOL"),
        P(f"ISD 276 property boundary ({area} acres) shown heavy.", tags=[exhibit("N.6.A.1")]),
        P("Wetland W-1 (Type 3, 0.62 ac) delineated along north line by Kjolhaug Environmental; no floodplain.",
          tags=[exhibit("N.6.A.4")])))
    ps.sheet("C1.02", "Drainage Areas - Existing and Proposed", body(
        S(3, "DA"),
        P("Existing and proposed on-site drainage areas and off-site area (14.6 ac) delineated.", tags=[exhibit("N.6.A.2")])))
    ps.sheet("C3.01", "Grading Plan", body(
        S(4, "FIELD"),
        P("Contours: 1 foot interval (index every 5 ft). Datum: NGVD 29.",
          tags=[fact("contour_interval_ft", 1.0), fact("vertical_datum", "NGVD29")]),
        T(["", "NWL", "100-yr HWL"], [["Existing low area (ex.)", "927.1", "930.2"], ["Pond 1 (prop.)", "928.0", "931.5"]],
          [300, 150, 150], tags=[exhibit("N.6.A.6")], row_tags={1: [fact("hwl_100yr_elev_ft", 931.5)]})))
    ps.sheet("C4.01", "Storm Sewer and Pond", body(
        S(6, "STMH"),
        P("Existing and proposed storm sewer, Pond 1, BIO-1 and outfalls with alignment and invert elevations.",
          tags=[exhibit("N.6.A.3")]),
        P("Pond 1 within drainage and utility easement per Doc. 4471230.", tags=[exhibit("N.6.A.12")])))
    ps.sheet("C5.01", "Stormwater Details", body(
        P("Pond 1 section: 10 ft safety bench at 10:1, freeboard 1.5 ft to EOF 933.0. OCS: 54-inch structure with 10-inch "
          "orifice and 36-inch overflow weir. BIO-1 media per MnDOT 3877. Specifications on this sheet.",
          tags=[exhibit("N.6.A.8"), fact("ponds", [pond])])))
    p.plans(ps, "04_Plan_Set_Full.pdf", reduced=False)
    p.plans(ps, "05_Plan_Set_Reduced.pdf", reduced=True)
    return p.finish("text", "N.2.D.3 public institutional >5 ac, freeboard 1.5, 1-ft contours, no NPDES")


def medina_warehouse(out: Path) -> Truth:
    """A 7.62-acre warehouse on farmland (N.2.D.2), private, 7.2 acres graded (surety).

    A terse consultant: one combined submittal file and a full-size plan set, but no reduced set.
    Infiltration is proposed, so the soils sheet matters.
    """
    p = Package(out, "x7-08-medina-warehouse", 708)
    area, prop, dist = 7.62, 4.88, 7.20
    rates = {"1": {"existing": 5.6, "proposed": 3.2}, "10": {"existing": 14.1, "proposed": 9.9},
             "100": {"existing": 29.8, "proposed": 24.0}}
    s = p.doc("Medina Logistics - MCWD Submittal.pdf")
    s.para("TRIAD CIVIL  |  Medina Logistics Center  |  MCWD submittal  |  10/6/25", bold=True)
    s.para("Encl: application, SW memo, HydroCAD summary, soils/geotech. Plans: 22x34 set (separate file).")
    district_form(s, applicant="Hamel Road Industrial LLC", public=False, project="Medina Logistics Center",
                  address="3400 Hamel Rd", city="Medina", ptype="industrial", boxes=[
                      ("5. Total site area (acres)", f"{area:.2f}", [fact("site_area_ac", area)]),
                      ("6. Area disturbed (acres)", f"{dist:.2f}", [fact("disturbed_area_ac", dist)]),
                      ("7. Existing impervious (acres)", "0.00", [fact("existing_impervious_ac", 0.0)]),
                      ("8. Proposed impervious (acres)", f"{prop:.2f}", [fact("proposed_impervious_ac", prop)]),
                      ("9. Net new impervious (acres)", f"{prop:.2f}", [fact("net_impervious_increase_ac", prop)]),
                      ("10. Number of dwelling units", "", []),
                  ], signed="R. Ng", date="10/6/25")
    s.new_page()
    s.heading("SW MEMO", size=12)
    s.para(f"Site {area:.2f} ac, ag field, 0.00 ac imperv. exist. Prop. 4.88 ac imperv (bldg 112,000 sf + dock/parking). "
           "Industrial, 0.5-8 ac: Rule N secs. 3, 4.",
           tags=[fact("site_area_ac", area), fact("existing_impervious_ac", 0.0), fact("proposed_impervious_ac", prop),
                 fact("project_type", "industrial")])
    s.para("BMPs: site design (min. parking per code), infiltration basin IB-1, pretreatment forebay, sweeping. Per MPCA "
           "Protecting Water Quality in Urban Areas.", tags=[statement("N.3.0")])
    s.para("Permanent BMPs: IB-1; forebay FB-1; OCS-1; riprap at FES-2.", tags=[statement("N.3.2")])
    s.para("Infiltration proposed: IB-1, 1.0 in. over new imperv., design rate 0.8 in/hr (HSG B).",
           tags=[fact("infiltration_proposed", True)])
    s.para("Rate: HydroCAD, Atlas 14, 24-hr critical; reservoir routing thru IB-1. IB-1 in the existing NE low area.",
           tags=[statement("N.4.2")])
    rows, rt = rate_rows([("1", 5.6, 3.2), ("2", 7.1, 4.0), ("10", 14.1, 9.9), ("100", 29.8, 24.0)], rates,
                         {"1": "1", "10": "10", "100": "100"})
    s.table(["Yr", "Ex cfs", "Pr cfs", "D"], rows, [50, 70, 70, 60], row_tags=rt, tags=[exhibit("N.6.A.9")])
    s.para("Offsite: 2.1 ac Hwy 55 ROW routed through site, in model.", tags=[statement("N.4.4")])
    s.para("No adverse off-site WL impacts, during or after constr.", tags=[statement("N.4.3")])
    s.para("Not landlocked.", tags=[fact("landlocked", False)])
    s.para("IB-1 above proj. 100-yr flood elev., in D&U easement.", tags=[statement("N.4.6")])
    s.para("Conforms to City of Medina SWMP (city memo attached).", tags=[statement("N.4.7")])
    s.para("FES-2: riprap + geotextile, erosion/scour control.", tags=[statement("N.4.8")])
    s.para("Low opening (dock FFE) 1004.0; IB-1 100-yr HWL 998.6.",
           tags=[fact("lowest_opening_elev_ft", 1004.0), fact("hwl_100yr_elev_ft", 998.6)])
    s.new_page()
    s.heading("HYDROCAD SUMMARY", size=12)
    s.table(["Node", "Area ac", "CN", "Q100", "Peak El."],
            [["1S EX", "9.72", "71", "29.8", "-"], ["2S PR to IB-1", "7.20", "88", "38.4", "-"],
             ["3S offsite", "2.10", "89", "11.3", "-"], ["IB-1", "-", "-", "24.0", "998.6"]],
            [90, 60, 40, 60, 60], tags=[exhibit("N.6.A.10")])
    s.heading("CITY OF MEDINA MEMO (9/30/25)", size=12)
    s.para("City staff reviewed the Medina Logistics Center grading and stormwater plans; consistent with the City of "
           "Medina Local Water Management Plan.", tags=[exhibit("N.6.A.11")])
    s.heading("NPDES", size=12)
    s.para("MPCA CSW permit coverage C00073402, 10/1/25, Hamel Road Industrial LLC.", tags=[exhibit("N.6.A.13")])
    s.heading("GEOTECH (Haugo GeoTechnical, 8/2025)", size=12)
    s.table(["Boring", "Elev", "Soil", "GW"],
            [["B-1", "1001.2", "SP-SM sand", "none to 21 ft"], ["B-4", "999.8", "SM silty sand", "16 ft"]],
            [60, 60, 120, 90], tags=[exhibit("N.6.C")])
    s.save()

    ps = PlanSet("TRIAD CIVIL", "Medina Logistics Center", "Richard Ng", "48820", "10/06/25", "Medina")
    ps.sheet("C1", "Existing / Property", body(
        S(1, "PARCEL"),
        P(f"Property line = applicant ownership, {area:.2f} AC.", tags=[exhibit("N.6.A.1")]),
        P("No wetlands, shoreland or floodplain on site (wetland review, 6/2025).", tags=[exhibit("N.6.A.4")])))
    ps.sheet("C2", "Drainage Maps", body(
        S(3, "DA"),
        P("EX and PR drainage areas; offsite 3S (2.1 ac).", tags=[exhibit("N.6.A.2")])))
    ps.sheet("C3", "Grading", body(
        S(2, "BLDG"),
        P("2' contours, NGVD 29.", tags=[exhibit("N.6.A.7"), fact("contour_interval_ft", 2.0), fact("vertical_datum", "NGVD29")]),
        T(["", "NWL", "100-yr"], [["NE low area (ex.)", "996.0", "997.4"], ["IB-1 (prop., dry)", "996.5 (bottom)", "998.6"]],
          [260, 200, 150], tags=[exhibit("N.6.A.6")], row_tags={1: [fact("hwl_100yr_elev_ft", 998.6)]})))
    ps.sheet("C4", "Storm / Soils", body(
        S(4, "STR"),
        P("Ex. and prop. storm sewer, IB-1, FB-1, OCS-1: locations, alignment, inverts.", tags=[exhibit("N.6.A.3")]),
        P("SOILS: 1) Hayden loam, HSG B, 0.6-2.0 in/hr, upland; 2) Angus loam, HSG B, 0.6-2.0 in/hr, NE low area (IB-1). "
          "Proposed: IB-1 bottom in SP-SM sand (B-1), design 0.8 in/hr; compacted areas outside IB-1 decompacted.",
          tags=[exhibit("N.6.A.5")]),
        P("D&U easement over IB-1 and FB-1 to City of Medina.", tags=[exhibit("N.6.A.12")])))
    ps.sheet("C5", "Details / Specs", body(
        P("IB-1 section, FB-1, OCS-1 (12\" orifice, 4' weir), riprap FES-2. Specs: MnDOT 2503, 2506, 3601; IB-1 "
          "media per MN Stormwater Manual.", tags=[exhibit("N.6.A.8")])))
    p.plans(ps, "Medina Logistics - Plans 22x34.pdf", reduced=False)
    return p.finish("text", "N.2.D.2 industrial new development, terse, no reduced set, infiltration")


def wayzata_phase2(out: Path) -> Truth:
    """Phase 2 (1.90 acres) of a retail center whose Phase 1 (7.50 acres) was permitted in 2019 (N.2.G).

    A resubmittal: the District asked for the common-scheme analysis, which moved the project
    from N.2.D.2 to N.2.D.3. The new Pond 2 bench is only 8 ft wide.
    """
    p = Package(out, "x7-09-wayzata-phase2", 709)
    area, common, exist, prop, net, dist = 1.90, 9.40, 1.12, 1.46, 0.34, 1.70
    pond = {"name": "Pond 2", "safety_bench_width_ft": 8.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.2}
    rates = {"1": {"existing": 1.9, "proposed": 1.6}, "10": {"existing": 4.6, "proposed": 4.1},
             "100": {"existing": 8.1, "proposed": 7.9}}
    m = p.doc("Response Letter R1.pdf", font="Times-Roman")
    m.lines(["SUNDQUIST ENGINEERING & SURVEYING", "Wayzata, Minnesota"], size=12)
    m.lines(["November 3, 2025", "MCWD Permit 25-301  Bushaway Commons Phase 2  -  Resubmittal R1"], size=11)
    m.para("We respond to the District's letter of October 14, 2025. Revision R1 of the narrative and plans (dated November "
           "3, 2025) supersedes the September 22 submittal; figures in R1 are the current design.", size=11)
    m.para("1. District: \"Lot 1 (Phase 1) and Lot 2 appear to be under related ownership; address N.2.G.\" Response: "
           "Agreed. Bushaway Partners LLC (Lot 1) and Bushaway Partners II LLC (Lot 2) have the same managing member. "
           f"Phase 1 (7.50 ac, MCWD permit 2019-114) and Phase 2 ({area:.2f} ac) total {common:.2f} acres, so sections 3, 4 "
           "and 5 apply. A water quality analysis has been added (R1 Section 5).", size=11,
           tags=[fact("common_scheme_area_ac", common)])
    m.para("2. District: \"The 100-year proposed rate (8.6 cfs) exceeds existing.\" Response: The Pond 2 outlet weir was "
           "raised 0.4 ft. The current 100-year proposed rate is 7.9 cfs against 8.1 cfs existing (R1 Table 2).", size=11)
    m.para("3. District: \"Provide the NPDES permit.\" Response: Included as R1 Attachment C.", size=11)
    m.lines(["", "Mara Sundquist, P.E."], size=11)
    m.save()

    r = p.doc("Narrative R1.pdf", header="Bushaway Commons Phase 2 - Stormwater Narrative - Revision R1 (11/3/2025)")
    r.heading("Bushaway Commons Phase 2 - Stormwater Narrative (R1)", size=14)
    r.para("Applicant: Bushaway Partners II LLC (private). Project: 11,600 sq. ft. retail/restaurant building and parking on "
           "Lot 2, Block 1, Bushaway Commons, 1250 Bushaway Road, Wayzata.",
           tags=[fact("applicant_public_entity", False), fact("project_type", "commercial")])
    r.table(["Quantity", "Lot 2 (this application)", "Lots 1+2 aggregate"],
            [["Area (AC)", f"{area:.2f}", f"{common:.2f}"], ["Existing impervious (AC)", f"{exist:.2f}", "-"],
             ["Proposed impervious (AC)", f"{prop:.2f}", "-"], ["Net increase (AC)", f"{net:.2f}", "-"],
             ["Disturbed (AC)", f"{dist:.2f}", "-"]], [170, 160, 150], title="Table 1. Site data (R1)",
            row_tags={0: [fact("site_area_ac", area), fact("common_scheme_area_ac", common)],
                      1: [fact("existing_impervious_ac", exist)], 2: [fact("proposed_impervious_ac", prop)],
                      3: [fact("net_impervious_increase_ac", net)], 4: [fact("disturbed_area_ac", dist)]})
    r.para("Lot 2 is a developed site (former bank and parking); impervious area increases 30%, so under N.2.H the "
           "requirements apply to the additional impervious surface and site alteration.")
    r.heading("1. BMPs", size=12)
    r.para("Site design, structural and non-structural BMPs consistent with the MPCA manual Protecting Water Quality in "
           "Urban Areas: reuse of existing pavement footprint, Pond 2 (wet pond) with skimmer outlet, and a parking lot "
           "sweeping and deicer plan.", tags=[statement("N.3.0")])
    r.para("Permanent BMPs: Pond 2; outlet structure OCS-2 with skimmer; riprap at FES-21; sweeping/deicer plan.",
           tags=[statement("N.3.2")])
    r.para("Infiltration is not proposed due to clay soils (borings B-1 to B-3, Phase 1 report).",
           tags=[fact("infiltration_proposed", False)])
    r.heading("2. Rate control", size=12)
    r.para("Pond 2 is placed in the existing low swale along the east line (the feasible natural low area). Reservoir "
           "routing (HydroCAD) of 24-hour critical-duration events was used to size Pond 2 and OCS-2.", tags=[statement("N.4.2")])
    rows, rt = rate_rows([("1-yr", 1.9, 1.6), ("5-yr", 3.3, 2.8), ("10-yr", 4.6, 4.1), ("100-yr", 8.1, 7.9)], rates,
                         {"1-yr": "1", "10-yr": "10", "100-yr": "100"})
    r.table(["Event", "Existing (cfs)", "Proposed R1 (cfs)", "Change"], rows, [100, 110, 130, 90],
            title="Table 2. Peak rates at east property line (R1 - current)", row_tags=rt, tags=[exhibit("N.6.A.9")])
    r.para("Runoff from 1.1 acres of Lot 1 parking enters Lot 2 and is included in the models and in Pond 2.",
           tags=[statement("N.4.4")])
    r.para("Off-site water levels will not be adversely affected during or after construction.", tags=[statement("N.4.3")])
    r.para("The receiving area (Wayzata Bay via city storm sewer) is not landlocked.", tags=[fact("landlocked", False)])
    r.para("Pond 2 lies above the projected 100-year flood elevation of Lake Minnetonka (931.5) and within a drainage and "
           "utility easement to the City of Wayzata.", tags=[statement("N.4.6")])
    r.para("The design conforms to the City of Wayzata Surface Water Management Plan; City review letter in Attachment B.",
           tags=[statement("N.4.7")])
    r.para("Outfall FES-21 has a riprap apron and energy dissipation to minimize erosion and scouring; the same outfall "
           "serves the quality pond.", tags=[statement("N.4.8"), statement("N.5.4")])
    r.heading("3. Water quality (added in R1)", size=12)
    r.para("P8 model: Pond 2 removes 62% of the annual TP load from its total tributary area (3.0 ac).",
           tags=[fact("phosphorus_removal_pct", 62)])
    r.para("OCS-2 has a skimmer that removes floatables for the 1-year event before discharge.", tags=[statement("N.5.2")])
    r.table(["Pond", "NWL", "100-yr HWL", "Safety bench", "Slope", "Freeboard"],
            [["Pond 2", "936.0", "940.1", "8 ft", "10:1", "2.2 ft"]], [70, 60, 80, 90, 60, 80],
            row_tags={0: [fact("ponds", [pond]), fact("hwl_100yr_elev_ft", 940.1)]})
    r.para("Lowest opening of the new building: 944.0 (3.9 ft above Pond 2 HWL 940.1).",
           tags=[fact("lowest_opening_elev_ft", 944.0), fact("hwl_100yr_elev_ft", 940.1)])
    r.new_page()
    r.heading("Attachment A. Computations", size=12)
    r.table(["Subcatchment", "Area (sq. ft.)", "CN", "Q100 (cfs)"],
            [["EX-A", "82,764", "85", "8.1"], ["PR-A to Pond 2", "130,680", "90", "12.7"], ["Lot 1 inflow", "47,916", "96", "5.3"]],
            [150, 110, 50, 90], tags=[exhibit("N.6.A.10")])
    r.heading("Attachment B. City of Wayzata", size=12)
    r.para("October 30, 2025. The City of Wayzata has reviewed the Bushaway Commons Phase 2 stormwater plan (R1) and finds "
           "it consistent with the City's Surface Water Management Plan.", tags=[exhibit("N.6.A.11")])
    r.heading("Attachment C. NPDES", size=12)
    r.para("MPCA NPDES/SDS Construction Stormwater permit coverage C00073655, October 20, 2025, Bushaway Partners II LLC.",
           tags=[exhibit("N.6.A.13")])
    r.save()

    ps = PlanSet("SUNDQUIST ENGINEERING & SURVEYING", "Bushaway Commons Phase 2", "Mara Sundquist", "45593", "11/3/2025 (R1)", "Wayzata")
    ps.sheet("C0.1", "Existing Conditions and Ownership", body(
        S(2, "LOT"),
        P(f"Lot 2 boundary ({area:.2f} ac) and Lot 1 (7.50 ac, related ownership) shown; property lines heavy.",
          tags=[exhibit("N.6.A.1")]),
        P("No wetlands identified. Site is in the Lake Minnetonka shoreland district (boundary shown); outside floodplain.",
          tags=[exhibit("N.6.A.4")])))
    ps.sheet("C0.2", "Drainage Map", body(
        S(3, "DA"),
        P("Existing and proposed subwatersheds and the off-site Lot 1 area draining to Lot 2 delineated.",
          tags=[exhibit("N.6.A.2")])))
    ps.sheet("C2.0", "Grading and Storm Sewer (R1)", body(
        S(2, "LOT"),
        P("Contours 2 ft, NGVD 1929 datum.", tags=[exhibit("N.6.A.7"), fact("contour_interval_ft", 2.0), fact("vertical_datum", "NGVD29")]),
        P("Existing city storm sewer (inv. 933.4) and proposed Pond 2, OCS-2, FES-21 with inverts.", tags=[exhibit("N.6.A.3")]),
        T(["", "NWL", "100-yr"], [["Pond 2 (proposed)", "936.0", "940.1"], ["Existing swale", "-", "938.2"]], [300, 120, 120],
          tags=[exhibit("N.6.A.6")], row_tags={0: [fact("hwl_100yr_elev_ft", 940.1)]}),
        P("Drainage and utility easement over Pond 2 (to be dedicated to City of Wayzata).", tags=[exhibit("N.6.A.12")])))
    ps.sheet("C3.0", "Pond 2 Details (R1)", body(
        T(["Pond", "Bench width", "Bench slope", "Freeboard"], [["Pond 2", "8 ft", "10:1", "2.2 ft"]], [200, 200, 200, 200],
          row_tags={0: [fact("ponds", [pond])]}),
        P("OCS-2: 48\" MH, 6\" orifice at 936.0, weir at 939.2 (raised 0.4 ft in R1), skimmer. Specs: MnDOT 2506, 3601.",
          tags=[exhibit("N.6.A.8")])))
    p.plans(ps, "Plans R1 Full.pdf", reduced=False)
    p.plans(ps, "Plans R1 11x17.pdf", reduced=True)
    return p.finish("text", "N.2.G common scheme to N.2.D.3, resubmittal, bench 8 ft")
