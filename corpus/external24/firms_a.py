"""Packages 1-6: a homeowner's engineer, a subdivision developer with a hand-filled form,
a townhome builder's copier scan, a lakefront apartment developer, an industrial owner who
faxes, and a school district.

Each function writes one package in its author's own voice; the truth is recorded by the
calls that draw the words.
"""

from __future__ import annotations

from reportlab.lib.pagesizes import landscape, letter

from corpus.external24.kit import F, S, X
from corpus.external24.package import Package, copier, fax
from corpus.external24.plans import sheet

TABLOID = (17 * 72, 11 * 72)
ARCH_D = (36 * 72, 24 * 72)
ANSI_D = (34 * 72, 22 * 72)


def rates(p: dict[str, tuple[float, float]]) -> dict[str, dict[str, float]]:
    return {k: {"existing": e, "proposed": q} for k, (e, q) in p.items()}


# 1 ------------------------------------------------------------------------------------------
def deephaven_residence(pkg: Package) -> None:
    """A homeowner's engineer writes one plain letter: a house rebuilt on a lake lot."""
    d = pkg.doc("Hanson_Residence_MCWD_Letter.pdf", font="Times-Roman", bold="Times-Bold", body=11)
    d.center("LAKESIDE CIVIL, LLC", 15)
    d.center("4125 Shoreline Drive, Spring Park, MN 55384  |  952-555-0147", 9, bold=False)
    d.space(14)
    d.para("March 14, 2023")
    d.para("Minnehaha Creek Watershed District, Permitting, 15320 Minnetonka Blvd., Minnetonka, MN 55345")
    d.para("RE: Hanson Residence, 19480 Lakeview Avenue, Deephaven (PID 17-117-23-44-0012)", font="Times-Bold")
    d.para("Dear Permitting Staff:")
    d.para("On behalf of Eric and Joanna Hanson we submit the enclosed information for the reconstruction of "
           "a single-family home on their lakeshore lot in Deephaven. The existing 1957 rambler will be removed "
           "and a new two-story home with an attached garage built on the same footprint area, together with a "
           "new driveway and patio.", [F("project_type", "single_family_home")])
    d.para("The lot area is 0.74 acres (32,234 square feet). The new home has a finished floor area of "
           "4,850 square feet on two levels. Grading and disturbance are limited to 0.41 acres.",
           [F("site_area_ac", 0.74), X("N.6.D"), F("disturbed_area_ac", 0.41)])
    d.para("Existing and proposed hard surfaces are summarized below:")
    d.table([["Surface", "Existing (ac)", "Proposed (ac)"],
             ["House and garage", "0.07", "0.09"], ["Driveway", "0.06", "0.06"], ["Patio and walks", "0.03", "0.04"],
             ["Total impervious", "0.16", "0.19"]], [190, 110, 110],
            row_tags={4: [F("existing_impervious_ac", 0.16), F("proposed_impervious_ac", 0.19)]})
    d.para("No wetlands were identified on the lot, and no work is proposed below the ordinary high water "
           "level of Lake Minnetonka (929.4). Infiltration is not proposed; the soil borings for the "
           "foundation found dense clay loam at 3 feet.", [F("infiltration_proposed", False)])
    d.para("Silt fence and a rock construction entrance will be maintained until the lawn is established. "
           "We understand that the construction or reconstruction of a single-family home does not require "
           "a stormwater permit under Rule N; the erosion control permit application is submitted separately.")
    d.para("Sincerely,")
    d.para("Daniel R. Fosse, P.E.", font="Times-Italic")
    d.para("Lakeside Civil, LLC")


# 2 ------------------------------------------------------------------------------------------
def tonka_bay_subdivision(pkg: Package) -> None:
    """A signed application form, printed, filled by hand and scanned; the narrative stays digital."""
    f = pkg.doc("1_Application_Form_signed.pdf", delivery=copier(dpi=200, skews=(0.9,), seed=pkg.seed, quality=50))
    c = f.c
    f.center("MINNEHAHA CREEK WATERSHED DISTRICT", 13)
    f.center("PERMIT APPLICATION FORM", 12)
    f.space(6)
    rows = [
        ("Project name", "Oak Knoll Preserve", []),
        ("Project location (city)", "Tonka Bay", []),
        ("Applicant", "Oak Knoll Partners LLC", []),
        ("Is the applicant a public entity?", "No", [F("applicant_public_entity", False)]),
        ("Type of project", "Single-family subdivision (9 lots)", [F("project_type", "single_family_subdivision"), F("dwelling_units", 9)]),
        ("Total site area (acres)", "5.6", [F("site_area_ac", 5.6), X("N.6.D")]),
        ("Area to be disturbed (acres)", "4.1", [F("disturbed_area_ac", 4.1)]),
        ("Existing impervious (acres)", "0.35", [F("existing_impervious_ac", 0.35)]),
        ("Proposed impervious (acres)", "1.62", [F("proposed_impervious_ac", 1.62)]),
        ("Parcel ID(s)", "29-117-23-21-0004", []),
    ]
    y = f.y - 10
    for label, value, tags in rows:
        c.setFont("Helvetica", 10)
        c.drawString(72, y - 12, label + ":")
        c.line(290, y - 14, 540, y - 14)
        f.y = y
        f.hand(296, y + 2, value, tags, size=13, seed=pkg.seed)
        y -= 30
    f.y = y - 10
    f.para("I certify that the information in this application is true and correct.", size=9)
    f.hand(100, f.y - 4, "Mark T. Lindqvist", size=15, seed=pkg.seed + 1)
    c.line(90, f.y - 22, 300, f.y - 22)
    f.hand(360, f.y - 4, "6/12/2021", size=13, seed=pkg.seed + 2)
    c.line(350, f.y - 22, 470, f.y - 22)
    f.y -= 30
    f.para("Signature of applicant                                        Date", size=8)

    n = pkg.doc("2_Stormwater_Narrative.pdf", font="Helvetica", body=10)
    n.header = "Oak Knoll Preserve - Stormwater Management Narrative - June 2021"
    n._start()
    n.heading("Oak Knoll Preserve, Tonka Bay, Minnesota", 14)
    n.para("Prepared by Bluestem Land Design for Oak Knoll Partners LLC", size=9)
    n.heading("Project summary")
    n.para("Oak Knoll Preserve subdivides an existing wooded estate into nine single-family lots served by a "
           "new public cul-de-sac (approximately 1,150 lineal feet). The 5.6-acre property yields a gross "
           "density of 1.61 units per acre. Lot areas range from 0.38 to 0.61 acres.",
           [F("density_du_per_ac", 1.61)])
    n.para("The existing house, barn and gravel drive (0.35 acres of impervious surface) will be removed. "
           "Street, driveways and rooftops at build-out total 1.62 acres, a net increase of 1.27 acres.",
           [F("net_impervious_increase_ac", 1.27), X("N.6.E")])
    n.heading("Best management practices")
    n.para("Site design follows the MPCA manual Protecting Water Quality in Urban Areas: the street is held to "
           "a 24-foot width, mature oaks are preserved in a conservation easement over the rear of Lots 4-7, "
           "and roof runoff is directed to lawn areas. Construction-phase practices include perimeter silt "
           "fence, inlet protection, rock entrances and temporary seeding within 7 days.", [S("N.3.0")])
    n.para("Permanent BMPs for the development are:")
    n.bullets(["Bioretention basin with underdrain at the cul-de-sac island",
               "Two vegetated swales along the east property line",
               "Sump manholes with SAFL baffles at the two street inlets",
               "Oak conservation easement (1.1 acres) with native understory"], [S("N.3.2")])
    n.heading("Drainage")
    n.para("The site drains north to Lake Minnetonka through the city storm sewer on Manitou Road and is "
           "not landlocked. No wetlands were identified on the property during the 2020 field review.",
           [F("landlocked", False)])
    n.para("The bioretention basin is lined with an underdrain because the site is underlain by HSG C/D "
           "clay loam; infiltration is not proposed.", [F("infiltration_proposed", False)])
    n.para("A 2-year, 24-hour check of the cul-de-sac inlets (2.9 inches, Atlas 14) shows no bypass.")


# 3 ------------------------------------------------------------------------------------------
def minnetonka_townhomes(pkg: Package) -> None:
    """A builder's whole package run through the office copier, reduced plan sheets included."""
    d = pkg.doc("Ridgeview_Townhomes_MCWD_submittal_scan.pdf",
                delivery=copier(dpi=200, skews=(0.7, -1.1, 0.5, 1.3, -0.6, 0.9), seed=pkg.seed, quality=45))
    d.para("NORTHFIELD HOMES, INC.", font="Helvetica-Bold", size=14)
    d.para("7600 Excelsior Boulevard, Suite 210, St. Louis Park, MN 55426", size=9)
    d.space(10)
    d.para("TRANSMITTAL", font="Helvetica-Bold", size=12)
    d.kv([("To:", "Minnehaha Creek Watershed District", []),
          ("Date:", "April 18, 2024", []),
          ("Project:", "Ridgeview Townhomes, 14500 Ridgedale Dr., Minnetonka", []),
          ("Applicant:", "Northfield Homes, Inc. (private developer)", [F("applicant_public_entity", False)])], label_w=90)
    d.para("Enclosed for your review: stormwater narrative, rate summary, grading and drainage sheet C3.0 and "
           "drainage area map C3.1 from the reduced (11x17) plan set, and the MPCA construction stormwater "
           "permit coverage letter.")
    d.new_page()
    d.heading("STORMWATER NARRATIVE", 13, underline=True)
    d.para("Ridgeview Townhomes is a 38-unit townhome development (multi-unit residential) on a 6.4 acre site "
           "at a density of 5.9 units per acre.", [F("project_type", "multi_unit_residential"), F("dwelling_units", 38),
                                                 F("site_area_ac", 6.4), F("density_du_per_ac", 5.9), X("N.6.D")])
    d.para("Impervious surface increases from 0.60 acres (existing single-family homes and drives) to 2.70 "
           "acres, a net increase of 2.10 acres. Grading will disturb 5.8 acres.",
           [F("existing_impervious_ac", 0.6), F("proposed_impervious_ac", 2.7), F("net_impervious_increase_ac", 2.1),
            X("N.6.E"), F("disturbed_area_ac", 5.8)])
    d.para("BMPs were selected from the MPCA manual Protecting Water Quality in Urban Areas: the units are "
           "clustered to leave the wooded slope undisturbed, and rooftops drain to the basin rather than to the "
           "street.", [S("N.3.0")])
    d.para("Permanent BMPs: (1) wet detention Basin 2 with outlet control structure; (2) 4-ft sumps with "
           "baffles at CB-3 and CB-7; (3) native seeded buffer around Basin 2.", [S("N.3.2")])
    d.para("Basin 2 is located in the natural low area at the southwest corner of the site. The basin and "
           "outlet were designed by reservoir routing in HydroCAD using the Atlas 14 critical-duration events.",
           [S("N.4.2")])
    d.para("An off-site area of 3.1 acres north of Ridgedale Drive drains onto the site; it was included in "
           "the existing and proposed models and is routed through Basin 2.", [S("N.4.4")])
    d.heading("PEAK RATE SUMMARY (cfs) - discharge point DP-1, southwest property corner", 10)
    d.table([["Event", "Existing", "Proposed"], ["1-year", "3.2", "2.9"], ["2-year", "4.1", "3.7"],
             ["10-year", "7.8", "7.1"], ["100-year", "14.6", "15.3"]], [120, 110, 110],
            [F("peak_rates_cfs", rates({"1": (3.2, 2.9), "10": (7.8, 7.1), "100": (14.6, 15.3)})), X("N.6.A.9")])
    d.para("The 100-year proposed rate is slightly higher than existing; the outlet will be revised in the "
           "next submittal.")
    d.new_page(); d.c.setPageSize(TABLOID); d.size = TABLOID
    sheet(d, seed=pkg.seed, title="GRADING AND DRAINAGE PLAN - REDUCED (11x17) SET", number="C3.0",
          firm="CARDINAL ENGINEERING", project="RIDGEVIEW TOWNHOMES - MINNETONKA", engineer="Laura J. Peterka",
          license_no="48211", date="04/12/2024", text=11.5, floor=11.5, pond=True,
          title_tags=[X("plan_set.reduced")], cert_tags=[X("plan_set.pe_certified")],
          callouts=[("PROPERTY LINE (TYP.) - ALL LANDS SHOWN ARE OWNED BY APPLICANT", [X("N.6.A.1")]),
                    ("EXISTING AND PROPOSED CONTOURS AT 2-FT INTERVALS, NGVD 1929 DATUM",
                     [F("contour_interval_ft", 2), F("vertical_datum", "NGVD29"), X("N.6.A.7")]),
                    ("BASIN 2: NWL 939.0   100-YR HWL 943.1", [F("hwl_100yr_elev_ft", 943.1), X("N.6.A.6")]),
                    ("LOWEST OPENING, UNITS 12-19: 944.5", [F("lowest_opening_elev_ft", 944.5)]),
                    ("PROPOSED 15\" RCP STORM SEWER CB-3 TO BASIN 2, INV 938.2; EX. 12\" CMP TO BE REMOVED",
                     [X("N.6.A.3")])],
          notes=[("CONTRACTOR TO VERIFY UTILITY LOCATIONS (GOPHER STATE ONE CALL).", []),
                 ("ALL DISTURBED AREAS TO RECEIVE 4\" TOPSOIL AND SEED.", [])])
    d.new_page()
    sheet(d, seed=pkg.seed + 1, title="DRAINAGE AREA MAP - REDUCED (11x17) SET", number="C3.1",
          firm="CARDINAL ENGINEERING", project="RIDGEVIEW TOWNHOMES - MINNETONKA", engineer="Laura J. Peterka",
          license_no="48211", date="04/12/2024", text=11.5, floor=11.5, contours=False,
          callouts=[("EXISTING AND PROPOSED SUBWATERSHEDS; OFF-SITE SUBWATERSHED OS-1 (3.1 AC) NORTH OF "
                     "RIDGEDALE DRIVE", [X("N.6.A.2")]),
                    ("EX-1 4.2 AC  EX-2 2.2 AC  |  PR-1 3.6 AC  PR-2 2.8 AC", [])])
    d.new_page(); d.c.setPageSize(letter); d.size = letter
    d.y = letter[1] - 72
    d.para("Minnesota Pollution Control Agency", font="Helvetica-Bold", size=12)
    d.para("Construction Stormwater General Permit - Coverage Notification", font="Helvetica-Bold")
    d.kv([("Permit coverage no.:", "C00061234", [X("N.6.A.13")]), ("Issued:", "April 2, 2024", []),
          ("Site:", "Ridgeview Townhomes, Minnetonka", []), ("Owner:", "Northfield Homes, Inc.", [])], label_w=140)


# 4 ------------------------------------------------------------------------------------------
def wayzata_apartments(pkg: Package) -> None:
    """A lakefront apartment developer's engineer: numbered report, full-size and 11x17 sets, city letter."""
    r = pkg.doc("02_Stormwater_Management_Report.pdf", font="Times-Roman", bold="Times-Bold", body=11)
    r.center("Stormwater Management Report", 18)
    r.center("The Lakeview Residences - 305 Lake Street East, Wayzata, Minnesota", 11, bold=False)
    r.center("Prepared for Lakeview Residences LP by Halvorsen Stantec-Kline Engineering | September 2025", 9, bold=False)
    r.space(12)
    r.heading("1.0  Project Description")
    r.para("The Lakeview Residences replaces a former service station and a two-story office building with a "
           "five-story multi-family building of 112 apartment units over one level of structured parking. "
           "The site is 3.9 acres, for a density of 28.7 units per acre. The building has a gross floor area "
           "of 151,000 square feet.", [F("project_type", "multi_unit_residential"), F("dwelling_units", 112),
                                       F("site_area_ac", 3.9), F("density_du_per_ac", 28.7), X("N.6.D")])
    r.para("The site is fully developed today. Existing impervious surface is 2.95 acres; proposed impervious "
           "surface is 3.20 acres, a net increase of 0.25 acres (8.5 percent of the existing impervious area). "
           "Land disturbance totals 3.70 acres.",
           [F("existing_impervious_ac", 2.95), F("proposed_impervious_ac", 3.2), F("net_impervious_increase_ac", 0.25),
            X("N.6.E"), F("disturbed_area_ac", 3.7)])
    r.para("The applicant, Lakeview Residences LP, is a private limited partnership.", [F("applicant_public_entity", False)])
    r.heading("2.0  Best Management Practices")
    r.para("Practices were chosen following the MPCA's Protecting Water Quality in Urban Areas. The design "
           "removes 0.4 acres of surface parking by placing parking beneath the building and routes all roof "
           "runoff to treatment before discharge.", [S("N.3.0")])
    r.para("Permanent BMPs: underground detention system UG-1 (StormTech MC-3500 chambers) with outlet "
           "control structure OCS-1; hydrodynamic separator upstream of UG-1; green roof on the amenity deck "
           "(6,200 sf); pervious pavers at the lakeside plaza.", [S("N.3.2")])
    r.para("Infiltration is not proposed: petroleum-impacted soils from the former service station remain "
           "beneath the site under an MPCA Petroleum Brownfields determination.", [F("infiltration_proposed", False)])
    r.heading("3.0  Water Quantity")
    r.para("Rates were modeled in HydroCAD with the Atlas 14 MSE-3 distribution. Off-site runoff from 0.8 "
           "acres of Lake Street right-of-way that enters the site is included in both models.", [S("N.4.4")])
    r.para("The fully developed site has no natural low area that could be used for detention, so detention is "
           "provided underground; UG-1 and its outlet were designed by reservoir routing of the critical-"
           "duration events.", [S("N.4.2")])
    r.table([["Event (24-hr)", "Rainfall (in)", "Existing (cfs)", "Proposed (cfs)"],
             ["1-year", "2.49", "6.1", "4.2"], ["2-year", "2.85", "7.0", "4.9"], ["5-year", "3.56", "8.9", "6.6"],
             ["10-year", "4.26", "12.4", "9.8"], ["100-year", "7.41", "22.7", "19.9"]], [110, 100, 110, 110],
            [F("peak_rates_cfs", rates({"1": (6.1, 4.2), "10": (12.4, 9.8), "100": (22.7, 19.9)})), X("N.6.A.9")])
    r.para("Discharge continues to the existing Lake Street trunk storm sewer; the reduced rates will not "
           "adversely affect water levels off-site during or after construction.", [S("N.4.3")])
    r.para("UG-1 (bottom 936.0) sits above the Lake Minnetonka 100-year flood elevation of 931.5 and within a "
           "drainage and utility easement to be dedicated with the plat.", [S("N.4.6"), F("hwl_100yr_elev_ft", 931.5)])
    r.para("The lowest opening of the building, the parking garage entrance, is at elevation 936.5, five feet "
           "above the 100-year flood elevation.", [F("lowest_opening_elev_ft", 936.5)])
    r.para("The outfall to the Lake Street storm sewer is a manhole connection; the existing lake outfall "
           "already has a riprap apron and energy dissipator, so scour is minimized.", [S("N.4.8")])
    r.heading("4.0  Appendices")
    r.para("Appendix A: HydroCAD existing and proposed models (node listings, routing diagrams and pond "
           "reports). Appendix B: geotechnical soil borings. Appendix C: MPCA permit coverage.")
    r.new_page()
    r.heading("Appendix A - HydroCAD Summary")
    r.para("Hydrologic and hydraulic computations used to size UG-1 and OCS-1: subcatchment listings, stage-"
           "storage-discharge tables and routing for each event are reproduced below.", [X("N.6.A.10")])
    r.table([["Subcatchment", "Area (ac)", "CN", "Tc (min)"], ["E-1", "2.31", "94", "8.0"], ["E-2", "1.59", "92", "6.0"],
             ["OS-1", "0.80", "96", "5.0"], ["P-1", "3.05", "95", "6.0"], ["P-2", "0.85", "80", "8.0"]], [120, 90, 70, 80])
    r.table([["Stage (ft)", "Storage (cf)", "Discharge (cfs)"], ["936.0", "0", "0.0"], ["937.5", "14,200", "1.8"],
             ["939.0", "27,900", "5.3"], ["940.5", "38,400", "9.4"]], [110, 110, 110])
    r.heading("Appendix B - Geotechnical Soil Borings")
    r.para("Braun Intertec advanced six soil borings (ST-1 to ST-6) in May 2025; boring logs show fill over "
           "lean clay (CL) to 14-22 feet, with groundwater at elevation 930.6.", [X("N.6.C")])
    r.heading("Appendix C - MPCA Construction Stormwater Permit")
    r.para("NPDES/SDS Construction Stormwater General Permit coverage MNR10F4K2, effective August 29, 2025, "
           "issued to Lakeview Residences LP.", [X("N.6.A.13")])

    ltr = pkg.doc("01_City_of_Wayzata_review_letter.pdf", font="Helvetica", body=10.5)
    ltr.para("CITY OF WAYZATA", font="Helvetica-Bold", size=14)
    ltr.para("600 Rice Street East, Wayzata, MN 55391", size=9)
    ltr.space(10)
    ltr.para("September 22, 2025")
    ltr.para("RE: The Lakeview Residences - stormwater plan review")
    ltr.para("City engineering staff reviewed the stormwater management report and plans dated September 2025. "
             "The stormwater plan is consistent with the City of Wayzata Local Surface Water Management Plan "
             "(2018) and the City has no objection to the District permit.", [X("N.6.A.11"), S("N.4.7")])
    ltr.para("Mike Kellerman, P.E., City Engineer", font="Helvetica-Oblique")

    for rel, size, txt in (("03_Plans_Full_Size_24x36.pdf", ARCH_D, 16), ("04_Plans_Reduced_11x17.pdf", TABLOID, 8)):
        full = size == ARCH_D
        p = pkg.doc(rel, size=size)
        common = dict(firm="HALVORSEN STANTEC-KLINE", project="THE LAKEVIEW RESIDENCES - WAYZATA", engineer="Priya N. Raman",
                      license_no="52207", date="09/05/2025", text=txt)
        sheet(p, seed=pkg.seed, title="C2.0 GRADING, DRAINAGE AND EROSION CONTROL", number="C2.0", pond=False,
              title_tags=[X("plan_set.full_size" if full else "plan_set.reduced")], cert_tags=[X("plan_set.pe_certified")],
              callouts=[("PROPERTY LINE - LAKEVIEW RESIDENCES LP", [X("N.6.A.1")]),
                        ("EXISTING AND PROPOSED 2-FT CONTOURS. ELEVATIONS ARE NAVD 88.",
                         [F("contour_interval_ft", 2), F("vertical_datum", "NAVD88")]),
                        ("SHORELAND DISTRICT OF LAKE MINNETONKA AND 100-YR FLOODPLAIN (EL. 931.5) SHOWN HATCHED; "
                         "NO WETLANDS ON SITE", [X("N.6.A.4")]),
                        ("LAKE MINNETONKA OHW 929.4 (NORMAL); 100-YR 931.5 - EXISTING AND PROPOSED", [X("N.6.A.6")]),
                        ("EX. 18\" RCP TO BE REMOVED; PROPOSED UG-1 AND 24\" RCP TO LAKE ST. TRUNK, INV 933.10",
                         [X("N.6.A.3")]),
                        ("DRAINAGE AND UTILITY EASEMENT OVER UG-1 (TO BE DEDICATED)", [X("N.6.A.12")])],
              notes=[("SEE SHEET C4.0 FOR DETAILS.", [])], **common)
        p.new_page()
        sheet(p, seed=pkg.seed + 3, title="C2.1 DRAINAGE AREA MAP", number="C2.1", contours=False,
              callouts=[("EXISTING SUBWATERSHEDS E-1, E-2; PROPOSED P-1, P-2; OFF-SITE OS-1 (LAKE ST. R.O.W., 0.80 AC)",
                         [X("N.6.A.2")])], **common)
        p.new_page()
        sheet(p, seed=pkg.seed + 5, title="C4.0 STORMWATER DETAILS", number="C4.0", contours=False,
              callouts=[("UG-1 STORMTECH MC-3500 CHAMBER SYSTEM - PLAN, SECTION AND SPECIFICATIONS", [X("N.6.A.8")]),
                        ("OCS-1 OUTLET CONTROL STRUCTURE: 6\" ORIFICE 936.00, WEIR 939.20, SKIMMER HOOD", [])], **common)


# 5 ------------------------------------------------------------------------------------------
def hopkins_industrial(pkg: Package) -> None:
    """An industrial owner faxes a cover sheet and mails a copier scan of everything else."""
    fx = pkg.doc("01_Fax_Cover.pdf", delivery=fax(seed=pkg.seed, skew=0.8), font="Courier", bold="Courier-Bold", body=11)
    fx.para("FAX TRANSMISSION", font="Courier-Bold", size=16)
    fx.space(8)
    fx.kv([("TO:", "Minnehaha Creek Watershed District - Permits", []), ("FROM:", "Kessler Fabrication Co.", []),
           ("DATE:", "10/03/2019", []), ("PAGES:", "1 (package mailed separately)", []),
           ("RE:", "Plant 2 expansion, 1100 Excelsior Blvd, Hopkins", [])], label_w=80)
    fx.space(8)
    fx.para("Our engineer's stormwater package for the Plant 2 expansion follows by mail. The site is 9.6 acres "
            "and is owned by Kessler Fabrication Co., a private company. Please call with questions.",
            [F("site_area_ac", 9.6), X("N.6.D"), F("applicant_public_entity", False)], size=12)
    fx.para("- R. Kessler, Facilities Manager, 952-555-0190", size=12)

    d = pkg.doc("02_Stormwater_Package_scan.pdf", delivery=copier(dpi=150, skews=(1.2, -0.8, 1.0, -1.4, 0.6), seed=pkg.seed + 1,
                                                                  quality=40), font="Helvetica", body=10.5)
    d.para("RIVERBEND CIVIL ENGINEERS", font="Helvetica-Bold", size=13)
    d.para("Stormwater Management Plan - Kessler Fabrication Plant 2 Expansion, Hopkins MN - September 2019")
    d.heading("Project")
    d.para("Kessler Fabrication will add a 96,000 sf manufacturing building, truck court and employee parking "
           "on its industrial property along Excelsior Boulevard. Site area: 9.6 acres.",
           [F("project_type", "industrial"), F("site_area_ac", 9.6)])
    d.table([["", "Acres"], ["Existing impervious", "2.10"], ["Proposed impervious", "5.80"],
             ["Net new impervious", "3.70"], ["Disturbed area", "8.9"]], [200, 90],
            row_tags={1: [F("existing_impervious_ac", 2.1)], 2: [F("proposed_impervious_ac", 5.8)],
                      3: [F("net_impervious_increase_ac", 3.7), X("N.6.E")], 4: [F("disturbed_area_ac", 8.9)]})
    d.heading("BMPs")
    d.para("The plan applies the MPCA Protecting Water Quality in Urban Areas manual: parking stalls are sized "
           "at 9 x 18 ft to limit pavement, and the truck court drains to the pond forebay.", [S("N.3.0")])
    d.para("Permanent stormwater BMPs: wet pond A with forebay; outlet structure with skimmer; riprap outfall "
           "apron; sump catch basins CB-1 through CB-6.", [S("N.3.2")])
    d.heading("Rate control")
    d.table([["Storm", "Existing cfs", "Proposed cfs"], ["1-yr", "8.4", "5.1"], ["10-yr", "19.6", "12.2"],
             ["50-yr", "31.2", "24.9"], ["100-yr", "38.0", "30.4"]], [100, 110, 110],
            [F("peak_rates_cfs", rates({"1": (8.4, 5.1), "10": (19.6, 12.2), "100": (38.0, 30.4)})), X("N.6.A.9")])
    d.heading("Water quality and Pond A")
    d.para("P8 modeling shows Pond A removes 56% of the annual total phosphorus load from the site.",
           [F("phosphorus_removal_pct", 56)])
    d.para("Pond A: normal water level 902.0; 100-year HWL 906.8. Safety bench 8 feet wide at 10:1; "
           "freeboard from the 100-year HWL to the top of the berm (909.3) is 2.5 feet.",
           [F("ponds", [{"name": "Pond A", "safety_bench_width_ft": 8, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 2.5}]),
            F("hwl_100yr_elev_ft", 906.8)])
    d.para("The outlet structure has a skimmer baffle to retain floatables during the 1-year event.", [S("N.5.2")])
    d.para("The pond outfall discharges onto a Class III riprap apron with geotextile to prevent erosion and "
           "scour at the creek-side swale.", [S("N.5.4"), S("N.4.8")])
    d.para("Lowest opening of the new building: 912.0.", [F("lowest_opening_elev_ft", 912.0)])
    d.new_page()
    d.para("Runoff from the 14.2-acre upstream area OFF-1 that reaches the site is included in the existing and "
           "proposed HydroCAD models and is conveyed around Pond A in the 24-inch pipe.", [S("N.4.4")])
    d.heading("Computations")
    d.para("HydroCAD and P8 model output used to design Pond A and its outlet (drainage area listings, "
           "stage-storage, routing and pollutant removal) follow.", [X("N.6.A.10")])
    d.table([["Subcatchment", "Area ac", "CN"], ["EX-1", "6.2", "74"], ["EX-2", "3.4", "78"], ["PR-1 (to Pond A)", "7.8", "90"],
             ["PR-2 (bypass)", "1.8", "74"], ["OFF-1 (upstream)", "14.2", "81"]], [150, 90, 60])
    d.new_page(); d.c.setPageSize(TABLOID); d.size = TABLOID
    common = dict(firm="RIVERBEND CIVIL ENGINEERS", project="KESSLER PLANT 2 - HOPKINS", engineer="Thomas A. Ruud",
                  license_no="40962", date="09/20/2019", text=12, floor=11.5)
    sheet(d, seed=pkg.seed, title="C3 GRADING AND STORM SEWER PLAN", number="C3", pond=True,
          cert_tags=[X("plan_set.pe_certified")],
          callouts=[("PROPERTY LINE - KESSLER FABRICATION CO.", [X("N.6.A.1")]),
                    ("CONTOURS: 2-FT INTERVAL, NGVD 29", [F("contour_interval_ft", 2), F("vertical_datum", "NGVD29"), X("N.6.A.7")]),
                    ("POND A  NWL 902.0  100-YR HWL 906.8", [X("N.6.A.6")]),
                    ("ZONE AE FLOODPLAIN, MINNEHAHA CREEK (EL. 893.4)", [X("N.6.A.4")]),
                    ("EX. 24\" RCP; PROP. 18\" RCP CB-1 TO POND A INV 901.5", [X("N.6.A.3")]),
                    ("DRAINAGE EASEMENT OVER POND A PER DOC. 4471928", [X("N.6.A.12")])],
          notes=[("FFE 912.5", [])], **common)
    d.new_page()
    sheet(d, seed=pkg.seed + 2, title="C4 DRAINAGE MAP AND POND DETAILS", number="C4", contours=False, **common,
          callouts=[("EX. AND PROP. SUBWATERSHEDS; OFF-SITE AREA OFF-1 14.2 AC", [X("N.6.A.2")]),
                    ("POND A OUTLET STRUCTURE DETAIL AND SPECIFICATIONS", [X("N.6.A.8")])])


# 6 ------------------------------------------------------------------------------------------
def edina_school(pkg: Package) -> None:
    """A school district's owner's representative; a full-size set only, computed in a memo style."""
    m = pkg.doc("ISD273_Valley_View_MCWD_Application.pdf", font="Helvetica", body=10)
    m.para("EDINA PUBLIC SCHOOLS - INDEPENDENT SCHOOL DISTRICT 273", font="Helvetica-Bold", size=12)
    m.para("MEMORANDUM", font="Helvetica-Bold", size=16)
    m.kv([("To:", "MCWD Permitting", []), ("From:", "Facilities & Construction, ISD 273", []), ("Date:", "February 6, 2026", []),
          ("Subject:", "Valley View Middle School Addition - Rule N submittal", [])], label_w=70)
    m.para("Edina Public Schools (Independent School District 273), a public school district, applies for the "
           "Valley View Middle School classroom addition (institutional). The addition is 38,000 square feet.",
           [F("applicant_public_entity", True), F("project_type", "institutional")])
    m.table([["Item", "Value"], ["Project area (campus parcel)", "14.2 acres"], ["Land disturbance", "6.3 acres"],
             ["Existing impervious", "5.90 acres"], ["Proposed impervious", "6.60 acres"], ["Net increase", "0.70 acres"],
             ["Parking stalls added", "64"]], [220, 140],
            row_tags={1: [F("site_area_ac", 14.2), X("N.6.D")], 2: [F("disturbed_area_ac", 6.3)],
                      3: [F("existing_impervious_ac", 5.9)], 4: [F("proposed_impervious_ac", 6.6)],
                      5: [F("net_impervious_increase_ac", 0.7), X("N.6.E")]})
    m.heading("BMPs", 11)
    m.para("Per the MPCA manual Protecting Water Quality in Urban Areas, the new parking replaces a gravel "
           "bus loop and drains to a new pond; roof drains are disconnected to a turf swale.", [S("N.3.0")])
    m.para("Permanent BMPs: Pond P-1 with skimmer outlet; turf swale S-1; two sump manholes with baffles.", [S("N.3.2")])
    m.para("Infiltration is not proposed due to clay soils (HSG D) found in all borings.", [F("infiltration_proposed", False)])
    m.heading("Quantity", 11)
    m.para("Pond P-1 uses the existing low area near the ball fields; outlet sizing was done by reservoir "
           "routing of the critical-duration Atlas 14 events.", [S("N.4.2")])
    m.table([["Event", "Existing (cfs)", "Proposed (cfs)"], ["1-yr 24-hr", "11.2", "9.8"], ["10-yr 24-hr", "24.5", "21.0"],
             ["100-yr 24-hr", "47.9", "44.6"], ["100-yr 10-day snowmelt", "9.1", "9.0"]], [150, 110, 110],
            [F("peak_rates_cfs", rates({"1": (11.2, 9.8), "10": (24.5, 21.0), "100": (47.9, 44.6)})), X("N.6.A.9")])
    m.para("Runoff from 3.4 acres of the adjoining neighborhood reaches the campus and is routed through "
           "P-1 in both models.", [S("N.4.4")])
    m.para("Peak rates and volumes leaving the campus are reduced, so off-site water levels downstream on "
           "Minnehaha Creek are not adversely affected.", [S("N.4.3")])
    m.para("P-1 lies above the 100-year flood elevation of the creek and within a drainage and utility "
           "easement recorded with Hennepin County.", [S("N.4.6")])
    m.para("P-1 outfalls through a flared end section with riprap energy dissipation.", [S("N.4.8"), S("N.5.4")])
    m.heading("Quality", 11)
    m.para("P8 results: annual TP removal for the campus drainage area is 44%.", [F("phosphorus_removal_pct", 44)])
    m.para("Pond P-1: NWL 874.0, 100-year HWL 877.9, safety bench 10 ft wide at 10:1, freeboard 2.0 ft.",
           [F("ponds", [{"name": "P-1", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10, "freeboard_ft": 2.0}]),
            F("hwl_100yr_elev_ft", 877.9)])
    m.para("The P-1 outlet has a skimmer to hold back floatables during the 1-year event.", [S("N.5.2")])
    m.para("Lowest opening of the addition: 881.5.", [F("lowest_opening_elev_ft", 881.5)])
    m.heading("Attachments", 11)
    m.para("City of Edina engineering letter; HydroCAD and P8 output; NPDES coverage; soil borings; "
           "full-size plan set (24 x 36).")
    m.new_page()
    m.para("CITY OF EDINA - Engineering Department", font="Helvetica-Bold", size=12)
    m.para("January 28, 2026. City staff reviewed the Valley View Middle School addition. The stormwater design "
           "conforms to the City of Edina Comprehensive Water Resources Management Plan.", [X("N.6.A.11"), S("N.4.7")])
    m.heading("HydroCAD / P8 output", 11)
    m.para("Hydrologic, hydraulic and water quality computations used to design Pond P-1 and its outlet.", [X("N.6.A.10")])
    m.table([["Node", "Peak elev", "Storage (ac-ft)"], ["P-1 1-yr", "875.6", "0.92"], ["P-1 10-yr", "876.5", "1.44"],
             ["P-1 100-yr", "877.9", "2.31"]], [120, 100, 120])
    m.heading("MPCA NPDES Construction Stormwater Permit", 11)
    m.para("Coverage number C00088412 issued January 15, 2026 to Independent School District 273.", [X("N.6.A.13")])
    m.heading("Soil borings", 11)
    m.para("American Engineering Testing boring logs SB-1 to SB-5 (December 2025): lean clay to 20 ft.", [X("N.6.C")])
    m.new_page(); m.c.setPageSize(ARCH_D); m.size = ARCH_D
    common = dict(firm="WSB CIVIL FOR ISD 273", project="VALLEY VIEW MIDDLE SCHOOL ADDITION - EDINA", engineer="Kari M. Sundquist",
                  license_no="45590", date="01/30/2026", text=16)
    sheet(m, seed=pkg.seed, title="C-201 GRADING PLAN (FULL SIZE 24x36)", number="C-201", pond=True,
          title_tags=[X("plan_set.full_size")], cert_tags=[X("plan_set.pe_certified")],
          callouts=[("PROPERTY LINE - ISD 273 CAMPUS", [X("N.6.A.1")]),
                    ("1-FT CONTOURS SHOWN, NGVD 1929 DATUM", [F("contour_interval_ft", 1), F("vertical_datum", "NGVD29")]),
                    ("POND P-1 NWL 874.0  100-YR HWL 877.9", [X("N.6.A.6")]),
                    ("DELINEATED WETLAND W-1 (TYPE 2) AND 100-YR FLOODPLAIN SHOWN", [X("N.6.A.4")]),
                    ("EX. AND PROP. STORM SEWER; 24\" RCP OUTLET INV 873.5", [X("N.6.A.3")]),
                    ("DRAINAGE AND UTILITY EASEMENT OVER P-1, DOC. T5590213", [X("N.6.A.12")])],
          notes=[("EROSION CONTROL PER SHEET C-101.", [])], **common)
    m.new_page()
    sheet(m, seed=pkg.seed + 1, title="C-202 DRAINAGE AREAS AND DETAILS", number="C-202", contours=False,
          callouts=[("EXISTING/PROPOSED SUBWATERSHEDS AND OFF-SITE AREA (3.4 AC)", [X("N.6.A.2")]),
                    ("P-1 OUTLET STRUCTURE, SKIMMER AND RIPRAP - DETAILS AND SPECS", [X("N.6.A.8")])], **common)


PACKAGES = (
    ("e24-01-deephaven-hanson-residence", "text", deephaven_residence, "N.2.A single-family home"),
    ("e24-02-tonka-bay-oak-knoll", "scanned", tonka_bay_subdivision, "N.2.B.1 low density subdivision, hand-filled form scanned"),
    ("e24-03-minnetonka-ridgeview", "scanned", minnetonka_townhomes, "N.2.C.2 townhomes, 100-yr rate up, low opening under 2 ft, surety"),
    ("e24-04-wayzata-lakeview", "text", wayzata_apartments, "N.2.D.2 high density redevelopment <50%, NAVD 88"),
    ("e24-05-hopkins-kessler", "scanned", hopkins_industrial, "N.2.D.3 industrial >=50%, bench 8 ft, no NPDES, fax cover"),
    ("e24-06-edina-valley-view", "text", edina_school, "N.2.D.3 school district, TP 44%, 1-ft contours, no reduced set"),
)
