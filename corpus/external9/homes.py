"""Residential packages of the archive: a home, and subdivisions across the 2/8/20-acre lines.

Each function is one author: the homeowner's engineer who faxes a letter, the developer's
typed form, the township-era consultant who photocopies half-size sheets. Square feet are
converted to acres only in the truth (the pages print what the author printed).
"""

from __future__ import annotations

from pathlib import Path

from corpus.external9.kit import F, Package, S, X
from corpus.external9.plans import ARCH_D, LETTER_LAND, TABLOID, Firm, Sheet, drainage, draw_sheet, plan_sets, site
from corpus.truth import Truth


def ac(sf: float) -> float:
    return round(sf / 43560.0, 4)


# ---------------------------------------------------------------------------------------------------
def p01_deephaven_home(root: Path) -> Truth:
    """A faxed letter asking the District to confirm no permit for a rebuilt lake home."""
    pkg = Package(root, "x9-01-cottagewood-home", "text", 901, "single-family home (N.2.A), faxed 2006")
    d = pkg.doc("x9-01_fax_2006-05-12.pdf")
    d.new_page()
    d.set("Courier", 11)
    d.line("*** FACSIMILE TRANSMITTAL ***", font="Courier-Bold", size=14, align="center", gap=30)
    for row in ("TO:      Permit Coordinator, Minnehaha Creek Watershed District",
                "FAX:     (952) 471-0682",
                "FROM:    R. Hanlon, Hanlon-Reiter Engineering, Inc.",
                "DATE:    05/12/2006        TIME: 2:41 PM",
                "PAGES:   2 (INCLUDING THIS COVER)",
                "RE:      4120 Cottagewood Road, Deephaven -- Rule N question"):
        d.line(row)
    d.y -= 20
    d.para("Attached is our letter on the rebuild of the Lindqvist residence. Please call if the "
           "District needs the survey; we will send hard copies by mail. The original of this "
           "transmittal is retained in our office.")
    d.y -= 260
    d.line("CONFIDENTIALITY NOTICE: This facsimile is intended only for the addressee. If received",
           size=8)
    d.line("in error please notify the sender at (952) 474-3310 and destroy all copies.", size=8)

    d.new_page()
    d.set("Courier", 10.5)
    d.line("HANLON-REITER ENGINEERING, INC.", font="Courier-Bold", size=12)
    d.line("Civil Engineering * Land Surveying * 600 Excelsior Blvd, Excelsior MN 55331")
    d.rule()
    d.line("May 12, 2006")
    d.y -= 6
    d.line("Minnehaha Creek Watershed District")
    d.line("Attn: Permits")
    d.y -= 6
    d.line("RE:  Lindqvist Residence, 4120 Cottagewood Road, Deephaven")
    d.line("     PID 17-117-23-41-0032   Lot 7, Block 2, Cottagewood Park")
    d.y -= 8
    d.para("Our client intends to remove the existing 1948 cabin and detached garage and construct "
           "a new single-family home with an attached three-stall garage on the same lot.",
           tags=[F("project_type", "single_family_home")])
    d.para("The lot contains 37,460 sq. ft. (0.86 acre) above the ordinary high water level of "
           "Lake Minnetonka.", tags=[F("site_area_ac", 0.86)])
    d.para("Hard surface coverage on the lot is summarized below (house, garage, drive, walks and "
           "patios; the dock and the lake are not counted):")
    d.table([["", "Existing", "Proposed"],
             ["Hard surface coverage", "6,120 sq ft", "8,940 sq ft"],
             ["Increase", "", "2,820 sq ft"]],
            [190, 120, 120],
            tags=[[], [F("existing_impervious_ac", ac(6120)), F("proposed_impervious_ac", ac(8940))],
                  [F("net_impervious_increase_ac", ac(2820))]])
    d.para("The new home has a finished floor area of about 4,650 sq. ft. on two levels. Grading "
           "will disturb approximately 0.45 acre; no grading is proposed within the shore impact "
           "zone.", tags=[F("disturbed_area_ac", 0.45)])
    d.para("The 100-year flood elevation of Lake Minnetonka is 931.5 (NGVD 1929). The lowest "
           "opening of the new home, the walkout door, is set at 936.0, so it stands 4.5 feet "
           "above the flood elevation.",
           tags=[F("hwl_100yr_elev_ft", 931.5), F("lowest_opening_elev_ft", 936.0),
                 F("vertical_datum", "NGVD29")])
    d.para("Because this is the reconstruction of a single-family home and its residential "
           "appurtenances, we understand that a stormwater management permit under Rule N is not "
           "required. An erosion control permit application will be submitted separately, with "
           "silt fence along the lakeward side of the work. Please confirm at your convenience.")
    d.y -= 10
    d.line("Sincerely,")
    d.y -= 14
    d.line("Robert J. Hanlon, P.E.")
    d.line("cc: K. & J. Lindqvist;  City of Deephaven Building Official")
    return pkg.finish()


# ---------------------------------------------------------------------------------------------------
def p02_orono_second_addition(root: Path) -> Truth:
    """A typed application and a consultant letter for a small second phase (scanned)."""
    pkg = Package(root, "x9-02-wildhurst-2nd", "scanned", 902, "common scheme 1.85 ac + 4.60 ac phase 1 (N.2.G -> N.2.B.1)")
    pkg.scan_style = 0
    d = pkg.doc("x9-02_application_2011.pdf")
    d.new_page()
    d.set("Courier", 10)
    d.line("MINNEHAHA CREEK WATERSHED DISTRICT", font="Courier-Bold", size=12, align="center")
    d.line("PERMIT APPLICATION - LAND ALTERATION / STORMWATER", font="Courier-Bold", align="center", gap=24)
    rows = [
        ("1. Project name:", "Wildhurst Ridge 2nd Addition", []),
        ("2. Location (city):", "Orono   Sec. 33, T118N, R23W", []),
        ("   Property ID:", "33-118-23-22-0009", []),
        ("3. Applicant:", "Kroll Development LLC, 2700 Kelley Pkwy, Orono", []),
        ("   Is applicant a governmental unit?", "NO", [F("applicant_public_entity", False)]),
        ("4. Type of project:", "Single family residential subdivision", [F("project_type", "single_family_subdivision")]),
        ("5. Total site area (acres):", "1.85", [F("site_area_ac", 1.85)]),
        ("6. Number of lots / dwelling units:", "3", [F("dwelling_units", 3)]),
        ("7. Area to be disturbed (acres):", "1.6", [F("disturbed_area_ac", 1.6)]),
        ("8. Impervious surface, existing (acres):", "0.04", [F("existing_impervious_ac", 0.04)]),
        ("   Impervious surface, proposed (acres):", "0.52", [F("proposed_impervious_ac", 0.52)]),
        ("9. Receiving water:", "Wetland 33-A, to Long Lake Creek", []),
        ("10. Rules applicable (check):", "[X] B  [ ] C  [X] N", []),
    ]
    for label, value, tags in rows:
        d.at(60, d.size[1] - d.y, label)
        d.at(330, d.size[1] - d.y, value, tags=tags)
        d.y -= 20
    d.y -= 20
    d.line("Signature of applicant: /s/ Dean Kroll             Date: 6-3-2011")
    d.y -= 30
    d.line("FOR DISTRICT USE:  File No. ______   Rec'd ______   Fee $ ______", size=9)

    d.new_page()
    d.set("Courier", 10)
    d.line("WESTONKA LAND CONSULTANTS", font="Courier-Bold", size=12)
    d.line("5345 Shoreline Drive, Mound, Minnesota 55364   (952) 472-0190")
    d.rule()
    d.line("June 3, 2011")
    d.line("Minnehaha Creek Watershed District - Permitting")
    d.line("Re: Wildhurst Ridge 2nd Addition, Orono - Rule N submittal", gap=20)
    d.para("Wildhurst Ridge 2nd Addition is a three-lot single family plat on 1.85 acres at the "
           "end of Kelley Parkway. It adjoins Wildhurst Ridge (1st Addition), platted in 2007 under "
           "MCWD Permit 07-088 on 4.60 acres by the Kroll Family Limited Partnership. Kroll "
           "Development LLC is managed by the same family general partner, so the two phases are "
           "under related ownership and both were developed after Rule N took effect.")
    d.para("COMMON SCHEME OF DEVELOPMENT: considered in the aggregate, the 1st and 2nd Additions "
           "total 6.45 acres. We have therefore prepared this submittal as a subdivision of two "
           "acres or more at less than two units per acre, Best Management Practices only.",
           tags=[F("common_scheme_area_ac", 6.45)])
    d.para("The balance of the original Kroll farm, about 17.85 acres north of the creek, remains "
           "in hay and is not part of any development plan.")
    d.para("Site design and BMPs. The plat keeps the new street to a 24-foot width with a "
           "cul-de-sac island, preserves the oak stand on Lot 3 and places the three homes on "
           "the upland ridge. The BMPs follow the MPCA manual Protecting Water Quality in Urban "
           "Areas and limit new hard surface, slow runoff and keep sediment on site.",
           tags=[S("N.3.0")])
    d.para("Permanent BMPs: (1) grassed swale along the east lot line, 120 feet, with rock "
           "check; (2) 30-foot unmowed native buffer strip along Wetland 33-A; (3) roof drains "
           "directed to lawn areas; (4) erosion control blanket and permanent seeding of all "
           "slopes steeper than 4:1.", tags=[S("N.3.2")])
    d.para("Infiltration is not proposed due to clay soils (Le Sueur clay loam) and a seasonal "
           "high water table about 3 feet below grade.", tags=[F("infiltration_proposed", False)])
    d.para("Building openings. The 100-year high water level of Wetland 33-A is 996.4 (NGVD "
           "1929). The lowest opening of any of the three homes is 1002.0, on Lot 2, which is 5.6 "
           "feet above it.", tags=[F("hwl_100yr_elev_ft", 996.4), F("lowest_opening_elev_ft", 1002.0),
                 F("vertical_datum", "NGVD29")])
    d.para("The existing farm drive (about 0.04 acre) will be removed. Please call me with any "
           "questions.")
    d.y -= 8
    d.line("Paul Engstrom, P.E.")
    d.line("cc:  D. Kroll;  City of Orono Planning (M. Gaffron)")
    return pkg.finish()


# ---------------------------------------------------------------------------------------------------
def p03_medina_fields(root: Path) -> Truth:
    """A 2005 consultant's report with TR-20 tables and half-size sheets, all scanned. No drainage map."""
    pkg = Package(root, "x9-03-hamel-fields", "scanned", 903, "B.2 14.8 ac, 100-yr rate up, no drainage map, surety")
    pkg.scan_style = 1
    firm = Firm("Loren & Baske Engineering", "Wayzata, Minnesota", "(952) 473-5520", "Gary L. Baske", "17942")
    proj, city = "Hamel Fields", "City of Medina"

    t = pkg.doc("x9-03_transmittal.pdf")
    t.new_page()
    t.set("Courier", 10.5)
    t.line("LOREN & BASKE ENGINEERING, INC.", font="Courier-Bold", size=12)
    t.line("315 East Lake Street, Wayzata, MN 55391", gap=22)
    t.line("LETTER OF TRANSMITTAL", font="Courier-Bold", size=12, align="center", gap=22)
    t.line("To:    Minnehaha Creek Watershed District      Date: September 19, 2005")
    t.line("Attn:  Permit Review                            Job No.: 2005-117")
    t.line("Re:    Hamel Fields - Stormwater Management Permit Application", gap=20)
    t.line("WE ARE SENDING YOU:", font="Courier-Bold")
    t.line("Copies  Description", font="Courier-Bold")
    t.line("  1     Permit application form and fee ($750)")
    t.line("  2     Full-size plan sets (22\" x 34\"), signed, sheets C1-C4",
           tags=[X("plan_set.full_size")])
    t.line("  1     Reduced plan set (8-1/2\" x 11\"), attached")
    t.line("  1     Stormwater management report with TR-20 computations")
    t.line("  1     City of Medina engineering review memo, 8/30/05")
    t.line("  1     MPCA NPDES construction permit coverage letter", gap=20)
    t.line("REMARKS:", font="Courier-Bold")
    t.para("Please review for the October board meeting. The developer is aware that a surety will "
           "be required following Board approval.")
    t.line("Copy to: Hamel Fields LLC (T. Ostrowski); City of Medina (Tom Kellogg, City Engr.)")
    t.line("Signed: G. L. Baske")

    r = pkg.doc("x9-03_stormwater_report.pdf")
    r.new_page()
    r.set("Times-Roman", 11.5, 72)
    r.line("STORMWATER MANAGEMENT REPORT", font="Times-Bold", size=14, align="center")
    r.line("HAMEL FIELDS  -  MEDINA, MINNESOTA", font="Times-Bold", size=12, align="center")
    r.line("September 2005", align="center", gap=26)
    r.line("1. PROJECT DESCRIPTION", font="Times-Bold")
    r.para("Hamel Fields is a residential subdivision of 18 single family lots on a 14.8-acre site "
           "north of Hamel Road, a density of 1.22 units per acre. The site is the former "
           "Ostrowski farmstead; the farm buildings and gravel yard cover about 0.35 acres.",
           tags=[F("project_type", "single_family_subdivision"), F("dwelling_units", 18),
                 F("site_area_ac", 14.8), F("density_du_per_ac", 1.22)])
    r.para("Impervious area (roofs, street, drives) will be 3.10 acres after development, compared "
           "with 0.35 acres today. Grading will disturb 9.6 acres. Lot areas range from 0.52 to 0.91 "
           "acres; Hamel Road frontage is 1,240 feet.",
           tags=[F("existing_impervious_ac", 0.35), F("proposed_impervious_ac", 3.10), F("disturbed_area_ac", 9.6)])
    r.para("Under Rule N the project is a subdivision of eight acres or more but less than twenty "
           "acres at two units per acre or less; Best Management Practices and water quantity "
           "control apply.")
    r.line("2. SOILS AND EXISTING DRAINAGE", font="Times-Bold")
    r.para("The SCS soil survey maps Hamel and Lester clay loams (hydrologic group C/D). Infiltration "
           "is not proposed as a stormwater practice because of these soils.",
           tags=[F("infiltration_proposed", False)])
    r.para("The pre-developed site drains south-east to a natural low area and then through a 24-inch "
           "culvert under Hamel Road toward Holy Name Lake. The site is not landlocked. About 6.2 "
           "acres of farm field west of the site drain onto it.", tags=[F("landlocked", False)])
    r.line("3. METHODOLOGY", font="Times-Bold")
    r.para("Runoff was computed with SCS TR-20 using the Type II 24-hour storm (1-yr 2.4 in., "
           "10-yr 4.2 in., 100-yr 6.0 in.). The pond and its outlet were designed by reservoir "
           "routing of the critical-duration events, and the natural low area in the south-east "
           "corner is used as the detention basin (NURP Pond 1).", tags=[S("N.4.2")])
    r.para("The 6.2 acres of off-site field that drain onto the site are routed through the pond "
           "and were included in both the pre-developed and post-developed models.", tags=[S("N.4.4")])

    r.new_page()
    r.line("4. RESULTS", font="Times-Bold")
    r.para("Table 1 compares peak discharge at the Hamel Road culvert (down-gradient boundary).")
    r.table([["Event (Type II, 24-hr)", "Pre-developed (cfs)", "Post-developed (cfs)"],
             ["1-year", "4.2", "3.1"],
             ["2-year", "6.0", "4.4"],
             ["10-year", "14.8", "12.9"],
             ["100-year", "31.5", "33.8"]],
            [160, 130, 140], font="Times-Roman", size=10.5, head_font="Times-Bold",
            tags=[[X("N.6.A.9")],
                  [F("peak_rates_cfs", {"1": {"existing": 4.2, "proposed": 3.1},
                                        "10": {"existing": 14.8, "proposed": 12.9},
                                        "100": {"existing": 31.5, "proposed": 33.8}})]])
    r.para("The 100-year post-developed rate is slightly higher than pre-developed because of the "
           "off-site area; we propose to discuss this with District staff.")
    r.para("NURP Pond 1: normal water level 982.0, 100-year high water level 986.4 (NGVD 1929). The "
           "pond has a 10-foot safety bench at 10:1 and 2.0 feet of freeboard from the 100-year "
           "level to the lowest overflow.",
           tags=[F("hwl_100yr_elev_ft", 986.4),
                 F("ponds", [{"name": "NURP Pond 1", "safety_bench_width_ft": 10.0,
                              "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.0}])])
    r.para("The lowest opening of the homes on Lots 7-10 next to the pond is 989.0, 2.6 feet above "
           "the pond's 100-year level.", tags=[F("lowest_opening_elev_ft", 989.0)])
    r.line("5. BEST MANAGEMENT PRACTICES", font="Times-Bold")
    r.para("Site design and structural BMPs are taken from the MPCA manual Protecting Water Quality "
           "in Urban Areas: the street is narrowed to 28 feet, the wooded ravine is kept as an "
           "outlot, and runoff is treated before it leaves the site.", tags=[S("N.3.0")])
    r.para("Permanent BMPs: NURP Pond 1 with skimmer outlet; riprap energy dissipater at the "
           "outlet; 25-foot vegetated buffer around the pond; sumped catch basins at CB-3 and "
           "CB-5.", tags=[S("N.3.2")])
    r.para("The pond outfall into the existing ditch is a flared end section on a Class III "
           "riprap apron 12 feet long, to prevent erosion and scour.", tags=[S("N.4.8")])

    r.new_page()
    r.line("APPENDIX A - TR-20 SUMMARY (excerpt)", font="Courier-Bold", size=10)
    r.set("Courier", 8.5)
    r.tag([X("N.6.A.10")], "APPENDIX A - TR-20 SUMMARY (excerpt)")
    for row in ("TR20 XEQ 09/14/05 HAMEL FIELDS  POST-DEVELOPED  RUN 3",
                " XSECTION/ STRUCTURE   DRAINAGE   STORM   PEAK ELEV   PEAK RATE",
                " ID                     AREA (SQMI)        (FT)        (CFS)",
                " STRUCTURE  1 (POND)   0.0328      1        983.4       3.1",
                " STRUCTURE  1 (POND)   0.0328      10       985.1      12.9",
                " STRUCTURE  1 (POND)   0.0328      100      986.4      33.8",
                " XSECTION  10 (CULV)   0.0328      100      --         33.8",
                " SUBAREA   P1  CN 78   AREA 9.7 AC   TC 0.31 HR",
                " SUBAREA   P2  CN 74   AREA 5.1 AC   TC 0.22 HR",
                " SUBAREA   OFF CN 71   AREA 6.2 AC   TC 0.48 HR",
                " END OF JOB"):
        r.line(row)
    r.y -= 20
    r.set("Times-Roman", 11)
    r.line("CITY OF MEDINA  -  ENGINEERING MEMORANDUM", font="Times-Bold")
    r.line("To: Planning Commission   From: Tom Kellogg, City Engineer   Date: 8/30/05")
    r.para("Re: Hamel Fields preliminary plat. Staff reviewed the grading, drainage and storm "
           "sewer plans. The stormwater design conforms to the City of Medina Surface Water "
           "Management Plan (2004); the pond and outlet will be in a drainage and utility easement "
           "dedicated on the plat.", tags=[X("N.6.A.11"), S("N.4.7")])

    r.new_page()
    r.line("MINNESOTA POLLUTION CONTROL AGENCY", font="Times-Bold", align="center")
    r.line("520 Lafayette Road North, St. Paul, MN 55155", align="center", gap=20)
    r.line("September 2, 2005")
    r.line("Hamel Fields LLC, c/o T. Ostrowski")
    r.line("RE: NPDES/SDS General Stormwater Permit for Construction Activity - Coverage", gap=16)
    r.para("Your application for coverage under the NPDES/SDS General Stormwater Permit for "
           "Construction Activity (MN R100001) has been received for the project Hamel Fields, "
           "Medina. Coverage is effective September 2, 2005. Permit number C00021874.",
           tags=[X("N.6.A.13")])
    r.para("Keep the Stormwater Pollution Prevention Plan on site and submit a Notice of "
           "Termination when the site is finally stabilized.")

    p = pkg.doc("x9-03_plans_reduced.pdf", LETTER_LAND)
    stamp = "REDUCED SET - NOT TO SCALE"
    sheets = [
        Sheet("C1", "Existing Conditions",
              notes=[("PROPERTY LINES PER BOUNDARY SURVEY 6/2005. LANDS OWNED BY APPLICANT (HAMEL FIELDS LLC) SHOWN WITHIN HEAVY DASHED LINE.", [X("N.6.A.1")]),
                     ("NO WETLANDS WERE IDENTIFIED ON THE SITE (WETLAND DETERMINATION 5/2005). NO SHORELAND OR FLOODPLAIN ON SITE.", [X("N.6.A.4")]),
                     ("EXISTING LOW AREA: NO NORMAL POOL, 100-YR HWL 983.1.", []),
                     ("EXISTING 24\" CMP UNDER HAMEL RD, INV 979.6.", [])],
              draw=site(low=982, n=7, proposed=False, boundary_label="PROPERTY LINE - LANDS OWNED BY APPLICANT")),
        Sheet("C2", "Grading and Drainage Plan",
              notes=[("CONTOUR INTERVAL 2 FEET. ELEVATIONS ARE NGVD 1929 DATUM.",
                      [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"), X("N.6.A.7")]),
                     ("NURP POND 1: EXISTING LOW AREA HWL 983.1; PROPOSED NWL 982.0, 100-YR HWL 986.4.", [X("N.6.A.6")]),
                     ("POND AND OUTLET WITHIN DRAINAGE AND UTILITY EASEMENT (OUTLOT A) PER PLAT.", [X("N.6.A.12")]),
                     ("LOTS 7-10: LOWEST OPENING 989.0 MIN.", [])],
              draw=site(low=982, n=7, pond_labels=["NURP POND 1", "NWL 982.0", "HWL 986.4"])),
        Sheet("C3", "Storm Sewer Plan",
              notes=[("EXISTING: 24\" CMP CULVERT UNDER HAMEL ROAD INV 979.6. PROPOSED: 15\"-24\" RCP STORM SEWER CB-1 TO POND, INVERTS AS SHOWN.", [X("N.6.A.3")]),
                     ("CB-3 AND CB-5 WITH 3-FT SUMPS.", [])],
              draw=site(low=982, n=7, existing=False, pond_labels=["NURP POND 1"], pipe_label="18\" RCP @ 0.8%  INV 984.2")),
        Sheet("C4", "Details and Specifications",
              notes=[("OUTLET STRUCTURE OCS-1: 48\" MH, 6\" ORIFICE AT 982.0, SKIMMER PLATE, WEIR 985.3. ALL STORM SEWER PER CITY OF MEDINA STANDARD SPECIFICATIONS AND MNDOT 2503.", [X("N.6.A.8")]),
                     ("RIPRAP: CLASS III, 12 FT APRON AT FES, ON GEOTEXTILE.", [])],
              draw=None),
    ]
    for s in sheets:
        draw_sheet(p, LETTER_LAND, firm, proj, city, "9/19/05", s, X("plan_set.reduced"), stamp=stamp)
    return pkg.finish()


# ---------------------------------------------------------------------------------------------------
def p04_victoria_laketown(root: Path) -> Truth:
    """A 2016 plan on the newer NAVD 88 datum: everything else in order, but not the District's datum."""
    pkg = Package(root, "x9-04-laketown-pines", "text", 904, "C.2 medium density 6.40 ac, NAVD 88 contours")
    firm = Firm("Carver Ridge Civil, LLC", "Chaska, Minnesota", "952.448.7100", "Anne M. Sorensen", "44871")
    proj, city = "Laketown Pines", "City of Victoria"
    r = pkg.doc("x9-04_SWMP_2016.pdf")
    r.new_page()
    r.set("Helvetica", 10, 66)
    r.line("STORMWATER MANAGEMENT PLAN", font="Helvetica-Bold", size=15)
    r.line("Laketown Pines  |  Victoria, Minnesota  |  April 8, 2016", size=10.5, gap=22)
    r.line("Prepared for: Pine Bend Homes, Inc.      Prepared by: Carver Ridge Civil, LLC", gap=20)
    r.line("Project summary", font="Helvetica-Bold", size=11.5)
    r.table([["Item", "Value"],
             ["Site area", "6.40 ac"],
             ["Single-family lots", "22"],
             ["Hard surface coverage - existing", "0.18 ac"],
             ["Hard surface coverage - proposed", "2.26 ac"],
             ["Land disturbance", "5.9 ac"],
             ["Outlot A (stormwater)", "0.71 ac"]],
            [230, 120], head_font="Helvetica-Bold",
            tags=[[X("N.6.D")], [F("site_area_ac", 6.40)], [F("dwelling_units", 22)],
                  [F("existing_impervious_ac", 0.18)], [F("proposed_impervious_ac", 2.26)],
                  [F("disturbed_area_ac", 5.9)]])
    r.para("Laketown Pines replaces a rural homestead on the west side of County Road 11 with 22 "
           "single-family detached lots on a new public street, roughly 3.4 homes per acre.",
           tags=[F("project_type", "single_family_subdivision"), F("density_du_per_ac", 3.4)])
    r.para("Rule N applicability: a single-family subdivision above two units per acre on a site of "
           "five acres or more but less than eight acres - Sections 3 and 4.")
    r.line("Existing conditions", font="Helvetica-Bold", size=11.5)
    r.para("The site slopes north to a wooded depression on Outlot A and then to the Lake Zumbra "
           "outlet channel. A wetland delineation (Kjolhaug Environmental, Oct. 2015) found no "
           "wetlands on the site. The receiving area is not landlocked. About 3.8 acres of the "
           "County Road 11 right-of-way and neighbouring yards drain onto the site from the south.",
           tags=[F("landlocked", False)])
    r.para("Infiltration is not proposed due to clay soils (Hamel-Glencoe complex, hydrologic "
           "soil group C).", tags=[F("infiltration_proposed", False)])
    r.line("Design approach", font="Helvetica-Bold", size=11.5)
    r.para("The existing wooded depression is expanded into Pond 1, so the natural low area does "
           "the detention. Pond 1 and its outlet were sized in HydroCAD by reservoir routing of "
           "the Atlas 14 MSE3 24-hour events, checking the 6-, 12- and 24-hour durations for the "
           "critical one.", tags=[S("N.4.2")])
    r.para("The 3.8 acres of off-site runoff from the south is carried through the site in the "
           "street storm sewer and routed through Pond 1; it is included in both the existing and "
           "proposed models.", tags=[S("N.4.4")])

    r.new_page()
    r.line("Peak discharge at the north property line", font="Helvetica-Bold", size=11.5)
    r.table([["Event", "Existing (cfs)", "Proposed (cfs)", "Change"],
             ["1-yr (2.49 in)", "2.8", "2.1", "-0.7"],
             ["2-yr (2.86 in)", "3.9", "2.9", "-1.0"],
             ["10-yr (4.26 in)", "8.9", "7.4", "-1.5"],
             ["100-yr (7.42 in)", "21.3", "19.6", "-1.7"]],
            [130, 100, 100, 80], head_font="Helvetica-Bold",
            tags=[[X("N.6.A.9")],
                  [F("peak_rates_cfs", {"1": {"existing": 2.8, "proposed": 2.1},
                                        "10": {"existing": 8.9, "proposed": 7.4},
                                        "100": {"existing": 21.3, "proposed": 19.6}})]])
    r.para("Pond 1 data: normal water level 958.0, 100-year high water level 961.3 (NAVD 88), a "
           "10-foot safety bench at 10:1 and 2.0 feet of freeboard to the emergency overflow.",
           tags=[F("hwl_100yr_elev_ft", 961.3),
                 F("ponds", [{"name": "Pond 1", "safety_bench_width_ft": 10.0,
                              "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.0}])])
    r.para("The lowest building opening in the plat (Lot 9, Block 1, lookout) is 963.5, which is 2.2 "
           "feet above the pond's 100-year level.", tags=[F("lowest_opening_elev_ft", 963.5)])
    r.para("Pond 1 sits above the projected 100-year flood elevation of the outlet channel and lies "
           "entirely within a drainage and utility easement over Outlot A.", tags=[S("N.4.6")])
    r.para("Because every peak rate drops and the pond outlet matches the existing channel capacity, "
           "water levels off the site do not rise during or after construction.", tags=[S("N.4.3")])
    r.para("The pond outlet discharges through a 15-inch flared end section onto a riprap apron "
           "with a plunge pool, which dissipates energy and prevents scour in the channel.",
           tags=[S("N.4.8")])
    r.line("Best management practices", font="Helvetica-Bold", size=11.5)
    r.para("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas: a narrower 28-foot "
           "street, preservation of the wooded slopes in Outlot B, disconnected roof drains and "
           "phased grading to limit exposed soil.", tags=[S("N.3.0")])
    r.para("Permanent BMPs: Pond 1 with skimmer structure; riprap apron and plunge pool; 16.5-foot "
           "native buffer around Pond 1; sumped manhole at STMH-4.", tags=[S("N.3.2")])
    r.para("The proposal conforms to the City of Victoria Local Surface Water Management Plan "
           "(2009), which limits rates to existing for the 1-, 10- and 100-year events.",
           tags=[S("N.4.7")])
    r.line("Attachments: A. HydroCAD report   B. City of Victoria review letter   C. MPCA permit")

    r.new_page()
    r.line("Attachment A - HydroCAD summary (Pond 1)", font="Helvetica-Bold", size=11.5)
    r.tag([X("N.6.A.10")], "Attachment A - HydroCAD summary (Pond 1)")
    r.set("Courier", 8.5)
    for row in ("HydroCAD 10.00  s/n 03121  (c) 2013 HydroCAD Software Solutions LLC",
                "Subcat 1S: North lots     Runoff = 6.12 cfs @ 12.14 hrs  100-yr  CN=82  Area=3.05 ac",
                "Subcat 2S: Street/south   Runoff = 9.44 cfs @ 12.10 hrs  100-yr  CN=85  Area=3.35 ac",
                "Subcat 3S: Offsite CR 11  Runoff = 8.90 cfs @ 12.18 hrs  100-yr  CN=80  Area=3.80 ac",
                "Pond 1P: Pond 1   Peak Elev=961.30'  Storage=1.42 af  Inflow=24.01 cfs  Outflow=19.60 cfs",
                "  Primary OutFlow Max=19.60 cfs @ 12.32 hrs  HW=961.30'",
                "  1=Orifice 8.0\" @ 958.00'  2=Weir 6.0' @ 960.20'  3=EOF 14.0' @ 963.30'"):
        r.line(row)
    r.set("Helvetica", 10)
    r.y -= 16
    r.line("Attachment B - City of Victoria", font="Helvetica-Bold", size=11.5)
    r.para("March 28, 2016. Re: Laketown Pines preliminary plat - engineering review. The City "
           "Engineer has reviewed the grading and storm sewer plans and the stormwater report and "
           "finds them consistent with the City's Local Surface Water Management Plan, subject to "
           "the comments in the attached memo. - Cara Geheren, P.E., City Engineer",
           tags=[X("N.6.A.11")])
    r.y -= 6
    r.line("Attachment C - MPCA", font="Helvetica-Bold", size=11.5)
    r.para("Construction Stormwater General Permit MNR100001: permit coverage issued 3/14/2016, "
           "permit number C00041522, project Laketown Pines, Victoria.", tags=[X("N.6.A.13")])

    sheets = [
        Sheet("C1.0", "Existing Conditions and Removals",
              notes=[("PROPERTY LINES AND LANDS OWNED BY PINE BEND HOMES, INC. PER ALTA SURVEY 11/2015.", [X("N.6.A.1")]),
                     ("NO WETLANDS DELINEATED ON SITE (KJOLHAUG 10/2015). NO FLOODPLAIN OR SHORELAND.", [X("N.6.A.4")]),
                     ("EXISTING DEPRESSION: NWL NONE (DRY), 100-YR HWL 959.6.", []),
                     ("CONTOURS AT 2-FOOT INTERVAL, NAVD 88.", [F("contour_interval_ft", 2.0), F("vertical_datum", "NAVD88")])],
              draw=site(low=956, n=7, proposed=False)),
        Sheet("C2.0", "Drainage Area Maps",
              notes=[("EXISTING AND PROPOSED DRAINAGE AREAS, INCLUDING 3.8 AC OFF-SITE (CR 11 AND YARDS) TRIBUTARY FROM THE SOUTH.", [X("N.6.A.2")]),
                     ("SUBAREAS 1S, 2S, 3S AS IN HYDROCAD REPORT.", [])],
              draw=drainage([("1S", "3.05 AC"), ("2S", "3.35 AC")], ("3S", "3.80 AC"), "POND 1 (1P)")),
        Sheet("C3.0", "Grading Plan",
              notes=[("POND 1: EXISTING 100-YR 959.6; PROPOSED NWL 958.0, HWL 961.3, EOF 963.3.", [X("N.6.A.6")]),
                     ("OUTLOT A: DRAINAGE AND UTILITY EASEMENT OVER ENTIRE OUTLOT.", [X("N.6.A.12")]),
                     ("CONTOURS AT 2-FOOT INTERVAL, NAVD 88.", [])],
              draw=site(low=956, n=7, pond_labels=["POND 1", "NWL 958.0", "HWL 961.3"])),
        Sheet("C4.0", "Storm Sewer Plan and Details",
              notes=[("EXISTING 12\" CMP FIELD CULVERT TO BE REMOVED. PROPOSED 12\"-24\" RCP STORM SEWER, STRUCTURE RIMS AND INVERTS AS SHOWN.", [X("N.6.A.3")]),
                     ("OUTLET STRUCTURE OCS-1 WITH SKIMMER, 8\" ORIFICE; FES WITH CLASS III RIPRAP. CITY OF VICTORIA STANDARD SPECIFICATIONS APPLY.", [X("N.6.A.8")])],
              draw=site(low=956, n=5, existing=False, pond_labels=["POND 1"], pipe_label="18\" RCP  INV 957.9")),
    ]
    plan_sets(pkg, firm, proj, city, "4/8/2016", sheets,
              full=("x9-04_plans_24x36.pdf", ARCH_D), reduced=("x9-04_plans_11x17.pdf", TABLOID))
    return pkg.finish()


# ---------------------------------------------------------------------------------------------------
def p05_independence_painter_creek(root: Path) -> Truth:
    """A 2009 rural subdivision report on a grey photocopier: TP removal short, one pond's freeboard short."""
    pkg = Package(root, "x9-05-painter-creek-ridge", "scanned", 905, "B.3 31.5 ac, TP 46%, freeboard 1.5 ft, surety")
    pkg.scan_style = 2
    firm = Firm("Sunde & Voight Engineering", "Rogers, Minnesota", "763-428-2170", "Dale R. Voight", "21536")
    proj, city = "Painter Creek Ridge", "City of Independence"
    r = pkg.doc("x9-05_drainage_report_2009.pdf")
    r.new_page()
    r.set("Courier", 10, 64)
    r.line("DRAINAGE AND WATER QUALITY REPORT", font="Courier-Bold", size=13, align="center")
    r.line("PAINTER CREEK RIDGE", font="Courier-Bold", size=12, align="center")
    r.line("INDEPENDENCE, MINNESOTA", align="center")
    r.line("JULY 2009 (REVISED AUGUST 21, 2009)", align="center", gap=24)
    r.line("SUBMITTAL CONTENTS", font="Courier-Bold")
    r.line("  - THIS REPORT WITH TR-20 AND P8 OUTPUT")
    r.line("  - FULL-SIZE PLAN SET, 2 COPIES (24 X 36), SHEETS C-1 TO C-4, SIGNED",
           tags=[X("plan_set.full_size")])
    r.line("  - HALF-SIZE PLAN SET (COPY ATTACHED TO THIS REPORT)")
    r.line("  - MPCA CONSTRUCTION STORMWATER PERMIT COVERAGE CARD", gap=20)
    r.line("I. SITE", font="Courier-Bold")
    r.para("PAINTER CREEK RIDGE IS A RURAL SINGLE FAMILY SUBDIVISION OF 24 LOTS ON 31.5 ACRES "
           "BETWEEN COUNTY ROAD 19 AND PAINTER CREEK. GROSS DENSITY IS 0.76 UNITS PER ACRE. THE "
           "PROPERTY IS PID 27-118-24-33-0002 AND -0004.",
           tags=[F("project_type", "single_family_subdivision"), F("dwelling_units", 24),
                 F("site_area_ac", 31.5), F("density_du_per_ac", 0.76)])
    r.para("EXISTING IMPERVIOUS (FARM BUILDINGS, SILO PAD, DRIVE) IS 0.61 ACRES. POST-DEVELOPED "
           "IMPERVIOUS (STREETS, DRIVES, ROOFS AT 4,500 SF PER LOT) IS 4.95 ACRES. 18.2 ACRES WILL "
           "BE GRADED.",
           tags=[F("existing_impervious_ac", 0.61), F("proposed_impervious_ac", 4.95), F("disturbed_area_ac", 18.2)])
    r.para("WETLAND 1 (TYPE 3, 0.8 AC) WAS DELINEATED IN MAY 2009 AND IS SHOWN ON SHEET C-1. "
           "SOILS ARE LESTER-HAYDEN LOAMS AND CORDOVA CLAY LOAM; INFILTRATION IS NOT PROPOSED. THE "
           "SITE DRAINS TO PAINTER CREEK AND IS NOT LANDLOCKED.",
           tags=[F("infiltration_proposed", False), F("landlocked", False)])
    r.line("II. RATE CONTROL", font="Courier-Bold")
    r.para("TR-20, TYPE II 24-HOUR RAINFALL. THE NATURAL DEPRESSION IN THE NORTHEAST FIELD IS "
           "EXCAVATED FOR NURP POND 1. THE OUTLET WAS SIZED BY RESERVOIR ROUTING OF THE 1, 10 AND "
           "100-YEAR CRITICAL EVENTS.", tags=[S("N.4.2")])
    r.para("RUNOFF FROM 11.4 ACRES WEST OF COUNTY ROAD 19 CROSSES THE SITE IN A 30-INCH CULVERT "
           "AND IS CARRIED IN THE POND AND THE MODEL IN BOTH CONDITIONS.", tags=[S("N.4.4")])

    r.new_page()
    r.line("TABLE 1 - PEAK DISCHARGE TO PAINTER CREEK (CFS)", font="Courier-Bold")
    r.table([["STORM", "PRE-DEVELOPED", "POST-DEVELOPED"],
             ["1 YR", "9.8", "7.2"],
             ["2 YR", "13.1", "9.9"],
             ["10 YR", "28.4", "22.0"],
             ["50 YR", "49.7", "43.8"],
             ["100 YR", "61.0", "55.3"]],
            [120, 150, 150], head_font="Courier-Bold",
            tags=[[X("N.6.A.9")],
                  [F("peak_rates_cfs", {"1": {"existing": 9.8, "proposed": 7.2},
                                        "10": {"existing": 28.4, "proposed": 22.0},
                                        "100": {"existing": 61.0, "proposed": 55.3}})]])
    r.line("III. WATER QUALITY", font="Courier-Bold")
    r.para("THE P8 URBAN CATCHMENT MODEL (1959 RAINFALL YEAR) WAS RUN FOR THE POST-DEVELOPED SITE. "
           "NURP POND 1 REMOVES 46 PERCENT OF THE ANNUAL TOTAL PHOSPHORUS LOAD. THE PERMANENT POOL "
           "(1.9 AC-FT) WAS SIZED ON THE WHOLE TRIBUTARY AREA INCLUDING THE OFF-SITE 11.4 ACRES.",
           tags=[F("phosphorus_removal_pct", 46.0)])
    r.para("THE POND OUTLET HAS A SUBMERGED INLET (REVERSE SLOPE PIPE) TO HOLD BACK FLOATABLES UP "
           "TO THE 1-YEAR EVENT.", tags=[S("N.5.2")])
    r.table([["NURP POND 1", ""],
             ["NORMAL WATER LEVEL", "955.0"],
             ["100-YR HIGH WATER LEVEL", "958.4"],
             ["SAFETY BENCH", "10 FT WIDE AT 10:1"],
             ["FREEBOARD, HWL TO TOP OF BERM", "1.5 FT"],
             ["LOWEST OPENING, ADJ. LOTS", "961.0"]],
            [220, 170],
            tags=[[], [], [F("hwl_100yr_elev_ft", 958.4)],
                  [F("ponds", [{"name": "NURP Pond 1", "safety_bench_width_ft": 10.0,
                                "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 1.5}])],
                  [], [F("lowest_opening_elev_ft", 961.0)]])
    r.para("THE POND OUTFALL TO PAINTER CREEK IS A 24-INCH FES WITH A CLASS IV RIPRAP APRON AND "
           "GEOTEXTILE TO PREVENT EROSION AND SCOURING OF THE CREEK BANK.", tags=[S("N.4.8"), S("N.5.4")])
    r.para("NURP POND 1 LIES ABOVE THE PAINTER CREEK 100-YEAR FLOOD ELEVATION (953.9) AND IS WITHIN "
           "A DRAINAGE AND UTILITY EASEMENT ON OUTLOT B.", tags=[S("N.4.6")])
    r.line("IV. BEST MANAGEMENT PRACTICES", font="Courier-Bold")
    r.para("BMPS ARE DESIGNED PER THE MPCA MANUAL PROTECTING WATER QUALITY IN URBAN AREAS: LARGE "
           "LOTS WITH CLUSTERED DRIVES, RURAL SECTION STREETS WITH GRASSED DITCHES AND A 50-FOOT "
           "CREEK BUFFER.", tags=[S("N.3.0")])
    r.para("PERMANENT BMPS: NURP POND 1; GRASSED ROADSIDE DITCHES (2,300 LF); 50-FOOT PAINTER "
           "CREEK BUFFER; 25-FOOT WETLAND BUFFER; RIPRAP OUTFALL.", tags=[S("N.3.2")])

    r.new_page()
    r.line("APPENDIX - MODEL OUTPUT (EXCERPTS)", font="Courier-Bold")
    r.tag([X("N.6.A.10")], "APPENDIX - MODEL OUTPUT (EXCERPTS)")
    r.set("Courier", 8.2)
    for row in ("TR-20  PAINTER CREEK RIDGE  POST  TYPE II  ARC 2",
                "  STRUCT 01  NURP POND 1   100-YR  PEAK EL 958.40  PEAK Q 55.3 CFS  STOR 6.8 AF",
                "  STRUCT 01  NURP POND 1    10-YR  PEAK EL 957.12  PEAK Q 22.0 CFS",
                "  STRUCT 01  NURP POND 1     1-YR  PEAK EL 955.88  PEAK Q  7.2 CFS",
                "  SUBAREA  N1  15.2 AC  CN 74     SUBAREA  S1  16.3 AC  CN 72   OFFSITE 11.4 AC CN 70",
                "",
                "P8 V3.4  CASE: PCR-POST  YEAR 1959  PARTICLE FILE NURP50",
                "  DEVICE   NAME          TP LOAD IN (LB)   TP OUT (LB)   REMOVAL",
                "  POND     NURP POND 1   41.2              22.2          46.1 %",
                "  TSS REMOVAL 79.4 %"):
        r.line(row)
    r.set("Courier", 10)
    r.y -= 18
    r.line("MPCA CONSTRUCTION STORMWATER PERMIT - COVERAGE CARD", font="Courier-Bold")
    r.para("PERMITTEE: PAINTER CREEK RIDGE LLC.  PROJECT: PAINTER CREEK RIDGE, INDEPENDENCE.  NPDES "
           "PERMIT NO. C00032290.  COVERAGE DATE 08/03/2009.  GENERAL PERMIT MN R100001.",
           tags=[X("N.6.A.13")])

    p = pkg.doc("x9-05_halfsize_sheets.pdf", LETTER_LAND)
    sheets = [
        Sheet("C-1", "Existing Conditions",
              notes=[("BOUNDARY AND LANDS OWNED BY PAINTER CREEK RIDGE LLC SHOWN HEAVY DASHED. PARENT PARCELS 27-118-24-33-0002, -0004.", [X("N.6.A.1")]),
                     ("WETLAND 1 (TYPE 3, 0.8 AC) DELINEATED 5/2009. PAINTER CREEK FLOODPLAIN (EL 953.9) SHOWN ALONG EAST LINE.", [X("N.6.A.4")]),
                     ("EXISTING 30\" CMP UNDER CR 19, INV 952.1.", [])],
              draw=site(low=952, n=7, proposed=False)),
        Sheet("C-2", "Drainage Area Map",
              notes=[("PRE-DEVELOPED AND POST-DEVELOPED SUBAREAS N1, S1 AND OFF-SITE AREA (11.4 AC) WEST OF CR 19.", [X("N.6.A.2")])],
              draw=drainage([("N1", "15.2 AC"), ("S1", "16.3 AC")], ("OFFSITE", "11.4 AC"), "NURP POND 1")),
        Sheet("C-3", "Grading Plan",
              notes=[("CONTOUR INTERVAL 2 FT. DATUM NGVD 1929.", [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"), X("N.6.A.7")]),
                     ("WETLAND 1: NWL 954.2, 100-YR 955.6 (EXISTING = PROPOSED). NURP POND 1: NWL 955.0, HWL 958.4.", [X("N.6.A.6")]),
                     ("OUTLOT B: DRAINAGE AND UTILITY EASEMENT.", [X("N.6.A.12")]),
                     ("STORM SEWER: EXISTING 30\" CMP TO REMAIN; PROPOSED 15\"-24\" RCP AND FES AS SHOWN WITH INVERTS.", [X("N.6.A.3")])],
              draw=site(low=952, n=7, pond_labels=["NURP POND 1", "NWL 955.0", "HWL 958.4"], pipe_label="24\" RCP INV 955.0")),
        Sheet("C-4", "Pond Outlet Details",
              notes=[("OUTLET CONTROL STRUCTURE: 60\" MH, REVERSE SLOPE 12\" RCP INLET, 4\" ORIFICE AT 955.0, OVERFLOW WEIR 957.6. CONSTRUCT PER MNDOT 2506 AND CITY OF INDEPENDENCE SPECIFICATIONS.", [X("N.6.A.8")])]),
    ]
    for s in sheets:
        draw_sheet(p, LETTER_LAND, firm, proj, city, "8/21/09", s, X("plan_set.reduced"), stamp="HALF SIZE")
    return pkg.finish()
