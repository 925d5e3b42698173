"""Packages 6-8: a school architect's project manual, a county highway reconstruction, and a
small-town consultant's one long memo for a city street and trail (delivered as a scan)."""

from __future__ import annotations

from pathlib import Path

from corpus.external3.kit import CHECKED, SHEET_11x17, SHEET_22x34, SHEET_24x36, UNCHECKED, Doc
from corpus.external3.packages_a import Built, ac
from corpus.external3.sets import (E, F, Firm, S, Sheet, boring_logs, draw_plans, hydrocad_listing,
                                   maintenance_agreement, npdes_letter)


def p06_edina_academy(root: Path) -> Built:
    """A private school's architect writes the package as numbered project-manual articles.
    Institutional, 11.24 ac (N.2.D.3); the pond has only 1.5 ft of freeboard (deficiency)."""
    b = Built("x3-06-edina-academy", "text", 306, "N.2.D.3 institutional, whole site, pond freeboard 1.5 ft")
    d = Doc(root, "Southview_Academy_Stormwater_Section_33_40_00.pdf", b.rec,
            header="Southview Academy Athletic & Classroom Addition | Project Manual | Section 33 40 00")
    d.text("BRIGHTWATER ARCHITECTS + ENGINEERS", size=14, bold=True)
    d.text("Southview Academy - Athletic and Classroom Addition - Edina, Minnesota\nProject Manual, Volume 3: Civil\n"
           "SECTION 33 40 00 - STORMWATER UTILITIES AND WATERSHED PERMIT NARRATIVE\nIssued for Permit: 10 March 2025")
    d.text("I hereby certify that this plan, specification, or report was prepared by me or under my direct supervision "
           "and that I am a duly Licensed Professional Engineer under the laws of the State of Minnesota. "
           "Signed: Gregory T. Aalto, P.E., Reg. No. 46002")
    d.heading("PART 1 - GENERAL")
    d.text("1.01 OWNER: Southview Academy, an independent (private, non-profit) K-12 school; the Owner is not a "
           "public entity.", tags=[F("applicant_public_entity", False)])
    d.text("1.02 PROJECT: A classroom wing, a field house and a synthetic-turf athletic field on the Academy's campus "
           "at 7001 Valley View Road. Land use is institutional (school).", tags=[F("project_type", "institutional")])
    d.text("1.03 PROJECT SIZE: The campus parcel, which is the project site, measures 11.24 acres. The field house "
           "adds 46,500 square feet of floor area.", tags=[F("site_area_ac", 11.24), E("N.6.D")])
    d.text("1.04 IMPERVIOUS SURFACE: Existing 2.41 acres; proposed 4.06 acres; net increase 1.65 acres (68 percent "
           "of the existing impervious surface).",
           tags=[F("existing_impervious_ac", 2.41), F("proposed_impervious_ac", 4.06),
                 F("net_impervious_increase_ac", 1.65), E("N.6.E")])
    d.text("1.05 DISTURBANCE: Construction limits enclose 7.62 acres of land-disturbing activity.",
           tags=[F("disturbed_area_ac", 7.62)])
    d.text("1.06 REFERENCE DATUM: All elevations NGVD 1929. Contours shown at two-foot interval.",
           tags=[F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2.0)])
    d.heading("PART 2 - DESIGN CRITERIA")
    d.text("2.01 BMPs: Site design, structural and non-structural practices consistent with the MPCA manual "
           "'Protecting Water Quality in Urban Areas', including a reduced parking field, underdrained turf, and a "
           "wet pond with a skimmed outlet.", tags=[S("N.3.0")])
    d.text("2.02 PERMANENT BMPs: A. Stormwater Pond P-1. B. Underdrained synthetic turf field with 8-inch stone base. "
           "C. Sump manholes at STMH-2 and STMH-6. D. Riprap at all outfalls.", tags=[S("N.3.2")])
    d.text("2.03 DETENTION: P-1 occupies the existing natural depression at the south end of the campus; outlet "
           "was sized by reservoir routing of the critical-duration 1-, 10- and 100-year events.", tags=[S("N.4.2")])
    d.text("2.04 OFF-SITE: Peak discharge and the 100-year level in the Valley View Road ditch are lowered, and "
           "construction-phase sediment basins are placed so that off-site water levels are not raised.",
           tags=[S("N.4.3")])
    d.text("2.05 TRIBUTARY AREA: 4.9 acres of the adjacent Highlands neighborhood drain to P-1 and are modelled.",
           tags=[S("N.4.4")])
    d.text("2.06 FACILITY LOCATION: P-1 sits above the projected 100-year flood elevation and within a drainage and "
           "flowage easement granted to the City of Edina.", tags=[S("N.4.6")])
    d.text("2.07 CITY PLAN: The design conforms to the City of Edina Comprehensive Water Resource Management Plan.",
           tags=[S("N.4.7")])
    d.text("2.08 OUTFALLS: P-1 outfall and FES-1 have Class III riprap on geotextile; the water quality outlet has "
           "a riprap apron and an impact basin to minimise scour.", tags=[S("N.4.8"), S("N.5.4")])
    d.text("2.09 FLOATABLES: The P-1 outlet structure has a baffle skimmer that holds back floatables for the "
           "1-year event.", tags=[S("N.5.2")])
    d.text("2.10 INFILTRATION: Not proposed; the field underdrain discharges to P-1.", tags=[F("infiltration_proposed", False)])
    d.heading("PART 3 - PERFORMANCE")
    d.text("3.01 Peak discharge at the Valley View Road culvert, cubic feet per second:")
    d.table([["", "Existing Conditions", "Proposed Conditions"],
             ["1-year, 24-hour", "5.84", "3.90"], ["2-year, 24-hour", "7.30", "4.96"],
             ["10-year, 24-hour", "14.70", "10.20"], ["100-year, 24-hour", "33.10", "27.60"]],
            [130, 130, 130], size=9,
            tags=[F("peak_rates_cfs", {"1": {"existing": 5.84, "proposed": 3.9},
                                       "10": {"existing": 14.7, "proposed": 10.2},
                                       "100": {"existing": 33.1, "proposed": 27.6}}), E("N.6.A.9")])
    d.text("3.02 Water quality (P8 v3.5, 1955-2004 precipitation record): annual total phosphorus removal for the "
           "site is 62 percent.", tags=[F("phosphorus_removal_pct", 62.0)])
    d.text("3.03 Pond P-1:")
    d.table([["Item", "P-1"], ["Normal water level", "881.0"], ["100-year HWL", "884.7"],
             ["Emergency overflow", "886.2"], ["Safety bench", "10 ft wide at 10H:1V"],
             ["Freeboard above 100-yr", "1.5 ft"]], [160, 160], size=9,
            tags=[F("ponds", [{"name": "P-1", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                               "freeboard_ft": 1.5}]), F("hwl_100yr_elev_ft", 884.7)])
    d.text("3.04 Lowest opening of the field house (east service door): 887.5, 2.8 ft above the P-1 100-year HWL.",
           tags=[F("lowest_opening_elev_ft", 887.5)])
    d.text("END OF SECTION 33 40 00")
    hydrocad_listing(d, [("E1", "Existing campus", "11.24 ac", "33.10 cfs"), ("OS", "Highlands (off-site)", "4.90 ac", "12.4 cfs"),
                         ("P1", "Pond P-1", "-", "27.60 cfs")])
    d.new_page()
    d.text("P8 Urban Catchment Model - Output Summary", size=12, bold=True)
    d.text("Total phosphorus: load in 41.2 lb/yr, load out 15.7 lb/yr, removal 62%. TSS removal 88%.")
    boring_logs(d, "Northland Geotechnical", [("ST-1", "889.0", "Topsoil 1 ft; sandy lean clay (CL) to 15 ft"),
                                               ("ST-2", "886.4", "Fill 2 ft; clayey sand (SC) to 15 ft")],
                "Perched water at 8 ft in ST-2.")
    npdes_letter(d, "Southview Academy", "Southview Academy Athletic and Classroom Addition", "C00070915",
                 "February 24, 2025", "7.62")
    d.new_page()
    d.text("City of Edina - Engineering Department", size=12, bold=True, tags=[E("N.6.A.11")])
    d.text("7450 Metro Boulevard, Edina. March 4, 2025. The City has reviewed the Southview Academy stormwater plan; "
           "it is consistent with the City's Comprehensive Water Resource Management Plan.")
    d.save()
    b.files.append(d.rel)

    firm = Firm("BRIGHTWATER ARCHITECTS + ENGINEERS", "300 First Avenue North, Minneapolis, MN 55401",
                "Gregory T. Aalto", "46002")
    sheets = [
        Sheet("C-100", "SITE SURVEY AND REMOVALS", [("PROPERTY LINES - CAMPUS OWNED BY SOUTHVIEW ACADEMY", [E("N.6.A.1")]),
                                                    ("NO WETLANDS, SHORELAND OR FLOODPLAIN ON CAMPUS", [E("N.6.A.4")])]),
        Sheet("C-110", "DRAINAGE AREA MAPS", [("EXISTING SUBAREAS E1; PROPOSED SUBAREAS P1-P4; OFF-SITE HIGHLANDS AREA OS (4.90 AC)",
                                               [E("N.6.A.2")])]),
        Sheet("C-200", "GRADING PLAN", [("EXISTING AND PROPOSED 2' CONTOURS - NGVD 1929", [E("N.6.A.7")]),
                                        ("P-1: NWL 881.0 / HWL 884.7 / EOF 886.2", [E("N.6.A.6")])]),
        Sheet("C-300", "STORM SEWER PLAN", [("EX. AND PROP. STORM SEWER, P-1, FES-1, STMH-2, STMH-6 - INVERTS", [E("N.6.A.3")]),
                                            ("DRAINAGE AND FLOWAGE EASEMENT TO CITY OF EDINA OVER P-1", [E("N.6.A.12")])]),
        Sheet("C-500", "STORMWATER DETAILS", [("P-1 OUTLET WITH BAFFLE SKIMMER; POND SECTION; RIPRAP; SEE SECTION 33 40 00",
                                               [E("N.6.A.8")])]),
    ]
    draw_plans(root, "Southview_Civil_24x36.pdf", b.rec, SHEET_24x36, firm, "SOUTHVIEW ACADEMY ADDITION - EDINA",
               "03/10/2025", sheets, "plan_set.full_size", seed=6)
    draw_plans(root, "Southview_Civil_11x17.pdf", b.rec, SHEET_11x17, firm, "SOUTHVIEW ACADEMY ADDITION - EDINA",
               "03/10/2025", sheets, "plan_set.reduced", seed=6)
    b.files += ["Southview_Civil_24x36.pdf", "Southview_Civil_11x17.pdf"]
    # the P8 page tags N.6.A.10 only through the HydroCAD listing above
    return b


def p07_hennepin_csah(root: Path) -> Built:
    """A county highway department's report: public, 14.8 ac, net +2.6 ac (N.2.E.3); plans on
    NAVD 88 (deficiency of N.6.A.7)."""
    b = Built("x3-07-hennepin-csah", "text", 307, "N.2.E.3 county road, public >5 ac disturbed, NAVD 88")
    d = Doc(root, "CSAH_61_Stormwater_Report.pdf", b.rec, header="Hennepin County Transportation - CP 2195 - Stormwater Report")
    d.text("HENNEPIN COUNTY - Public Works, Transportation Project Delivery", size=13, bold=True)
    d.text("County Project 2195: CSAH 61 (Shady Oak Road) Reconstruction, Excelsior Boulevard to Townline Road, "
           "Minnetonka and Hopkins - Drainage and Stormwater Management Report - 95% Design, May 2025")
    d.heading("Summary of project quantities")
    d.text("The project reconstructs 1.6 miles (8,450 feet) of a two-lane rural section as a three-lane urban "
           "section with curb and gutter, a center turn lane and a sidewalk. It is a linear road project "
           "undertaken by Hennepin County, a public entity.",
           tags=[F("project_type", "linear"), F("applicant_public_entity", True)])
    d.table([["Quantity", "Acres"], ["Total project area (construction limits)", "14.80"],
             ["Disturbed area", "12.30"], ["Existing impervious surface", "6.90"], ["Proposed impervious surface", "9.50"],
             ["Net increase in impervious surface", "2.60"], ["Drainage area to downstream culvert (off-site)", "212"]],
            [260, 80], size=9,
            tags=[F("site_area_ac", 14.8), F("disturbed_area_ac", 12.3), F("existing_impervious_ac", 6.9),
                  F("proposed_impervious_ac", 9.5), F("net_impervious_increase_ac", 2.6), E("N.6.D"), E("N.6.E")])
    d.heading("Stormwater BMPs")
    d.text("Consistent with the MPCA manual Protecting Water Quality in Urban Areas and the MnDOT Drainage Manual, "
           "the County limited new pavement to the turn lane, uses two biofiltration basins and one wet pond, and "
           "will sweep the corridor twice a year.", tags=[S("N.3.0")])
    d.text("Permanent BMPs: Pond 3 (wet pond, Sta. 142+50 RT); biofiltration basins BF-1 and BF-2; sump structures "
           "at each outfall; riprap energy dissipaters.", tags=[S("N.3.2")])
    d.text("Infiltration is not feasible due to clay soils and is not proposed; BF-1 and BF-2 have underdrains and "
           "liners.", tags=[F("infiltration_proposed", False)])
    d.heading("Peak flow analysis")
    d.text("HydroCAD was used with Atlas 14 24-hour events. Results at the Minnehaha Creek crossing (cfs):")
    d.table([["Scenario", "2-yr", "1-yr", "10-yr", "100-yr"],
             ["Existing Conditions", "21.6", "17.4", "38.9", "79.5"],
             ["Proposed Conditions", "20.8", "16.9", "37.2", "76.0"]], [120, 60, 60, 60, 60], size=9,
            tags=[F("peak_rates_cfs", {"1": {"existing": 17.4, "proposed": 16.9},
                                       "10": {"existing": 38.9, "proposed": 37.2},
                                       "100": {"existing": 79.5, "proposed": 76.0}}), E("N.6.A.9")])
    d.text("Pond 3 uses the existing low area in the southwest quadrant of the Excelsior Boulevard interchange; "
           "its outlet was designed by reservoir routing of critical-duration storms.", tags=[S("N.4.2")])
    d.text("Runoff from the 212-acre upstream drainage area passes through the corridor culverts and is included "
           "in the hydraulic model.", tags=[S("N.4.4")])
    d.text("All outfalls have riprap aprons and the Pond 3 outlet discharges to a plunge pool to minimise erosion "
           "and scouring.", tags=[S("N.4.8"), S("N.5.4")])
    d.text("Pond 3's outlet has a submerged inlet (hooded) so floatables are retained for the 1-year event.",
           tags=[S("N.5.2")])
    d.heading("Water quality")
    d.text("The MIDS calculator shows 56% annual total phosphorus removal for the net new impervious surface.",
           tags=[F("phosphorus_removal_pct", 56.0)])
    d.table([["Pond", "NWL", "HWL (100-yr)", "Safety bench", "Freeboard"],
             ["Pond 3", "896.0", "899.4", "10' @ 10:1", "2.0'"]], [70, 60, 90, 100, 70], size=9,
            tags=[F("ponds", [{"name": "Pond 3", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                               "freeboard_ft": 2.0}]), F("hwl_100yr_elev_ft", 899.4)])
    d.text("Elevations are NAVD 88 (county standard). Contours are shown at 2-foot intervals on the grading sheets.",
           tags=[F("vertical_datum", "NAVD88"), F("contour_interval_ft", 2.0)])
    d.text("No wetlands are impacted; the Minnehaha Creek floodplain at the crossing is shown on sheet 41.",
           tags=[E("N.6.A.4")])
    hydrocad_listing(d, [("EX", "Existing corridor", "14.80 ac", "79.5 cfs"), ("UP", "Upstream drainage area", "212 ac", "71.0 cfs"),
                         ("P3", "Pond 3", "-", "4.1 cfs")])
    d.new_page()
    d.text("City of Minnetonka / City of Hopkins - Municipal Consent Resolutions", size=12, bold=True, tags=[E("N.6.A.11")])
    d.text("Both cities reviewed the layout and drainage design and granted municipal consent (Minnetonka Res. "
           "2025-031, Hopkins Res. 2025-12). The drainage design conforms to each city's surface water management "
           "plan.", tags=[S("N.4.7")])
    npdes_letter(d, "Hennepin County Public Works", "CSAH 61 Reconstruction (CP 2195)", "C00071102", "April 22, 2025", "12.3")
    d.save()
    b.files.append(d.rel)

    firm = Firm("HENNEPIN COUNTY PUBLIC WORKS", "1600 Prairie Drive, Medina, MN 55340", "Lucas B. Ferreira", "49931")
    sheets = [
        Sheet("1", "TITLE SHEET - CP 2195", [("CSAH 61 RECONSTRUCTION - 1.6 MILES - STATE AID PROJECT 027-661-045", None)]),
        Sheet("12", "RIGHT OF WAY AND PROPERTY LINES", [("EXISTING AND REQUIRED RIGHT OF WAY; PROPERTY LINES; COUNTY-OWNED PARCELS",
                                                         [E("N.6.A.1")]),
                                                        ("PERMANENT DRAINAGE AND FLOWAGE EASEMENT FOR POND 3", [E("N.6.A.12")])]),
        Sheet("30", "DRAINAGE AREA MAP", [("OFF-SITE 212 AC; EXISTING AND PROPOSED CORRIDOR DRAINAGE AREAS", [E("N.6.A.2")])]),
        Sheet("35", "STORM SEWER PLAN AND PROFILE", [("EX. AND PROPOSED STORM SEWER WITH INVERTS, POND 3, BF-1, BF-2", [E("N.6.A.3")])]),
        Sheet("41", "POND 3 GRADING", [("NWL 896.0 / 100-YR HWL 899.4 (NAVD 88); 2-FT CONTOURS", [E("N.6.A.6")]),
                                       ("MINNEHAHA CREEK FLOODPLAIN LIMIT", None)]),
        Sheet("44", "DRAINAGE DETAILS AND SPECIAL PROVISIONS", [("POND OUTLET, BIOFILTRATION SECTIONS, RIPRAP", [E("N.6.A.8")])]),
    ]
    draw_plans(root, "CP2195_Plans_22x34.pdf", b.rec, SHEET_22x34, firm, "CSAH 61 RECONSTRUCTION - CP 2195",
               "05/15/2025", sheets, "plan_set.full_size", seed=7)
    draw_plans(root, "CP2195_Plans_11x17.pdf", b.rec, SHEET_11x17, firm, "CSAH 61 RECONSTRUCTION - CP 2195",
               "05/15/2025", sheets, "plan_set.reduced", seed=7)
    b.files += ["CP2195_Plans_22x34.pdf", "CP2195_Plans_11x17.pdf"]
    return b


def p08_victoria_street_trail(root: Path) -> Built:
    """A small-town consultant's single long memo for a city street with a 10-ft trail (N.2.E.4
    exclusion brings the net below 1 acre: N.2.E.1). Delivered as a scan."""
    b = Built("x3-08-victoria-street-trail", "scanned", 308, "N.2.E.1 after trail exclusion, public, scanned memo")
    d = Doc(root, "Victoria_Rose_St_memo.pdf", b.rec)
    d.text("PRAIRIE RIVER ENGINEERING", size=15, bold=True)
    d.text("City engineers for Victoria, Mayer and New Germany")
    d.text("MEMORANDUM", size=13, bold=True)
    d.text("To: Minnehaha Creek Watershed District\nFrom: Dale Kuehn, P.E., City Engineer\nDate: June 9, 2025\n"
           "Subject: Rose Street and Trail Improvements - Rule N", size=11)
    d.text("The City of Victoria, a municipal corporation, is the applicant for this street reconstruction, which "
           "rebuilds Rose Street from Highway 5 to Church Lake Boulevard (0.9 mile) and adds a bituminous trail "
           "on the north side.", size=11,
           tags=[F("applicant_public_entity", True), F("project_type", "linear")])
    d.text("The total project area is 6.3 acres and about 5.8 acres will be disturbed. Existing impervious surface "
           "is 3.12 acres and proposed is 4.27 acres, a net increase of 1.15 acres including the trail.", size=11,
           tags=[F("site_area_ac", 6.3), F("disturbed_area_ac", 5.8), F("existing_impervious_ac", 3.12),
                 F("proposed_impervious_ac", 4.27), F("net_impervious_increase_ac", 1.15), E("N.6.D"), E("N.6.E")])
    d.text("The trail is 10 feet wide with a 6-foot turf buffer on each side. Street and driveway crossings cover 12% "
           "of the required buffer area. The trail's pavement is 0.55 acres.", size=11,
           tags=[F("sidewalk_trail", {"width_ft": 10.0, "buffer_ft": 6.0, "crossing_pct": 12.0, "area_ac": 0.55,
                                      "standalone": False})])
    d.text("We understand the trail meets the width, buffer and crossing limits of Rule N paragraph 2.E.4.",
           size=11)
    d.text("BMPs follow the MPCA's Protecting Water Quality in Urban Areas: the street is narrowed from 36 to 32 "
           "feet, the trail drains to turf, and two sump catch basins are added.", size=11, tags=[S("N.3.0")])
    d.text("Permanent BMPs: (a) sump catch basins at Sta. 3+40 and 9+80; (b) 6-ft turf buffers along the trail; "
           "(c) a riprap outlet at the Church Lake outfall.", size=11, tags=[S("N.3.2")])
    d.text("No buildings are part of this project. No wetlands were identified within the right of way.", size=11)
    d.text("Please contact me with any questions. - Dale Kuehn, P.E.", size=11)
    d.save()
    b.scan.append(d.rel)
    return b
