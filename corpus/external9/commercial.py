"""Apartments, shops, plants and schools of the archive: the 0.5- and 8-acre lines of N.2.D.

Redevelopment is the common case here, so existing and proposed hard surface are both
printed and N.2.H falls either side of 50%. Each package has one author: a developer's
engineer, a city staff memo, an industrial consultant, a school district's architect team.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external9.kit import F, Package, S, X
from corpus.external9.plans import ARCH_D, FULL_22x34, TABLOID, Firm, Sheet, drainage, plan_sets, site
from corpus.truth import Truth


# ---------------------------------------------------------------------------------------------------
def p06_st_louis_park_flats(root: Path) -> Truth:
    """Apartments over a garage on an old strip-mall lot; the garage door sits too low; no NPDES copy."""
    pkg = Package(root, "x9-06-excelsior-blvd-flats", "text", 906, "D.2 96 units on 2.35 ac, +16% impervious, opening 1.4 ft, no NPDES")
    firm = Firm("Halverson Kolb Associates", "Minneapolis, Minnesota", "612.338.0410", "Brian T. Kolb", "40217")
    proj, city = "Excelsior Boulevard Flats", "City of St. Louis Park"
    r = pkg.doc("x9-06_stormwater_narrative.pdf")
    r.new_page()
    r.set("Times-Roman", 11, 72)
    r.line("HALVERSON KOLB ASSOCIATES", font="Times-Bold", size=13)
    r.line("MEMORANDUM", font="Times-Bold", size=12, gap=20)
    r.line("TO:        Minnehaha Creek Watershed District, Permitting")
    r.line("FROM:      Brian Kolb, P.E.")
    r.line("DATE:      June 10, 2014")
    r.line("RE:        Excelsior Boulevard Flats - Rule N stormwater narrative")
    r.line("CC:        Linden Street Partners (developer); Phillip Elkin, St. Louis Park Engineering", gap=20)
    r.para("The project replaces a 1962 strip retail center at 5600 Excelsior Boulevard with a "
           "five-story, 96-unit apartment building over one level of structured parking "
           "(118,000 sf gross floor area, 142 stalls) on a 2.35-acre site.",
           tags=[F("project_type", "multi_unit_residential"), F("dwelling_units", 96), F("site_area_ac", 2.35)])
    r.para("Density is 40.9 units per acre, so under Rule N(2)(D) this is high-density residential "
           "redevelopment on a site of one-half acre or more and less than eight acres.",
           tags=[F("density_du_per_ac", 40.9)])
    r.table([["Impervious surface", "Acres"],
             ["Existing (building, parking lot)", "1.71"],
             ["Proposed (building, drives, plaza)", "1.98"],
             ["Net increase", "0.27"],
             ["Area disturbed", "2.30"]],
            [260, 80], head_font="Times-Bold",
            tags=[[], [F("existing_impervious_ac", 1.71)], [F("proposed_impervious_ac", 1.98)],
                  [F("net_impervious_increase_ac", 0.27), X("N.6.E")], [F("disturbed_area_ac", 2.30)]])
    r.para("The impervious area grows by about 16 percent, so we understand the rule's requirements "
           "apply to the additional impervious surface and the site alteration only.")
    r.para("Soils and infiltration. Four borings (Appendix B) found 6 to 11 feet of urban fill over "
           "lean clay. Infiltration is not proposed: the fill is impacted and the site is enrolled in "
           "the MPCA Voluntary Investigation and Cleanup program.",
           tags=[F("infiltration_proposed", False)])
    r.para("No wetlands, shoreland or floodplain exist on the site.", tags=[X("N.6.A.4")])
    r.para("Rate control. No natural low areas remain on this fully developed site, so detention "
           "is provided in an underground pipe system (240 LF of 72-inch CMP) beneath the east "
           "drive. The system and its outlet were designed in HydroCAD by reservoir routing of the "
           "critical-duration 1-, 10- and 100-year events.", tags=[S("N.4.2")])
    r.para("About 0.6 acres of Excelsior Boulevard gutter flow enters the site at the west drive "
           "and is included in both models and routed through the system.", tags=[S("N.4.4")])

    r.new_page()
    r.table([["Peak rate to Excelsior Blvd storm sewer", "Existing (cfs)", "Proposed (cfs)"],
             ["1-year", "5.9", "5.1"],
             ["10-year", "12.4", "11.0"],
             ["100-year", "24.9", "22.7"]],
            [230, 95, 95], head_font="Times-Bold",
            tags=[[X("N.6.A.9")],
                  [F("peak_rates_cfs", {"1": {"existing": 5.9, "proposed": 5.1},
                                        "10": {"existing": 12.4, "proposed": 11.0},
                                        "100": {"existing": 24.9, "proposed": 22.7}})]])
    r.para("Because proposed rates are below existing for each event and the system discharges to "
           "the same city pipe, water levels downstream are not raised during or after "
           "construction.", tags=[S("N.4.3")])
    r.para("The 100-year high water elevation of the east drive low point, where the system "
           "overflows, is 890.0 (NGVD 1929). The garage entrance, the lowest opening of the new "
           "building, is at 891.4.",
           tags=[F("hwl_100yr_elev_ft", 890.0), F("lowest_opening_elev_ft", 891.4)])
    r.para("The outlet from the underground system enters the city manhole through a concrete "
           "baffle and drops onto a grouted riprap sump, which prevents scour in the manhole "
           "invert.", tags=[S("N.4.8")])
    r.para("The design is in conformance with the St. Louis Park Comprehensive Surface Water "
           "Management Plan (2011), Minnehaha Creek subwatershed MC-12.", tags=[S("N.4.7")])
    r.para("BMPs, per the MPCA manual Protecting Water Quality in Urban Areas, are: a smaller "
           "parking footprint by putting parking under the building, planted plaza areas over "
           "structure, and inlet protection during construction.", tags=[S("N.3.0")])
    r.para("Permanent BMPs: underground detention system with sump manhole and SAFL baffle; two "
           "hydrodynamic separators (CDS 2015); 4,200 sf of planted area over the parking deck.",
           tags=[S("N.3.2")])
    r.line("Appendix A: HydroCAD output.  Appendix B: Soil borings.  Appendix C: City letter.")

    r.new_page()
    r.line("APPENDIX A - HydroCAD Node Listing", font="Times-Bold")
    r.tag([X("N.6.A.10")], "APPENDIX A - HydroCAD Node Listing")
    r.set("Courier", 8.6)
    for row in ("1S  Existing site   2.35 ac  CN 94  Tc 6.0 min  100-yr Q = 24.9 cfs",
                "2S  Proposed site   2.35 ac  CN 96  Tc 6.0 min  100-yr Q = 27.1 cfs",
                "3S  Excelsior gutter 0.60 ac CN 98  Tc 5.0 min  (both conditions)",
                "1P  UG system 240 LF 72\" CMP  Peak El 889.2  Storage 0.31 af  Out 22.7 cfs"):
        r.line(row)
    r.set("Times-Roman", 11)
    r.y -= 14
    r.line("APPENDIX B - Soil Borings (Braun Intertec, Nov. 2013)", font="Times-Bold")
    r.tag([X("N.6.C")], "APPENDIX B - Soil Borings (Braun Intertec, Nov. 2013)")
    r.table([["Boring", "Surface El.", "Fill depth", "Below fill", "Water"],
             ["SB-1", "893.1", "6.5 ft", "Lean clay (CL)", "none"],
             ["SB-2", "892.4", "9.0 ft", "Lean clay (CL)", "none"],
             ["SB-3", "891.8", "11.0 ft", "Sandy clay (CL)", "23.5 ft"],
             ["SB-4", "892.9", "7.0 ft", "Lean clay (CL)", "none"]],
            [60, 75, 75, 120, 60], size=9.5)
    r.line("APPENDIX C - City of St. Louis Park", font="Times-Bold")
    r.para("May 29, 2014. The Engineering Department has reviewed the site, grading and utility "
           "plans for Excelsior Boulevard Flats and finds the stormwater design consistent with the "
           "City's Surface Water Management Plan. - Phillip Elkin, Senior Engineering Project Manager",
           tags=[X("N.6.A.11")])

    sheets = [
        Sheet("C-100", "Existing Conditions",
              notes=[("PROPERTY LINE AND LANDS OWNED BY LINDEN STREET PARTNERS PER ALTA SURVEY.", [X("N.6.A.1")]),
                     ("EXISTING STORM: CATCH BASINS TO 15\" RCP, INV 885.9, TO CITY MAIN.", [])],
              draw=site(low=884, n=5, proposed=False)),
        Sheet("C-200", "Drainage Areas",
              notes=[("EXISTING AND PROPOSED DRAINAGE AREAS 1S, 2S; OFF-SITE 3S (EXCELSIOR BLVD GUTTER, 0.60 AC).", [X("N.6.A.2")])],
              draw=drainage([("1S (EXISTING) / 2S (PROPOSED)", "2.35 AC")], ("3S", "0.60 AC"), "CITY STORM SEWER")),
        Sheet("C-300", "Grading Plan",
              notes=[("2 FOOT CONTOURS. ELEVATIONS ON NGVD 1929.", [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"), X("N.6.A.7")]),
                     ("NO STANDING WATER EXISTS ON SITE. PROPOSED UG SYSTEM: NORMAL WATER (DRY) 884.0, 100-YR 889.2; EAST DRIVE LOW POINT 100-YR HWL 890.0.", [X("N.6.A.6")]),
                     ("GARAGE ENTRANCE EL 891.4.", [])],
              draw=site(low=884, n=5)),
        Sheet("C-400", "Storm Sewer and Underground System",
              notes=[("EXISTING 15\" RCP TO BE ABANDONED. PROPOSED 12\"-18\" RCP, 240 LF 72\" CMP SYSTEM, INVERTS AS SHOWN.", [X("N.6.A.3")]),
                     ("UG SYSTEM IN 20-FT DRAINAGE AND UTILITY EASEMENT TO THE CITY (DOC. NO. 9812440).", [X("N.6.A.12")]),
                     ("OUTLET MH-3: 4\" ORIFICE, WEIR WALL, SAFL BAFFLE. CONSTRUCT PER CITY STANDARD SPECIFICATIONS AND MANUFACTURER'S SPECIFICATIONS.", [X("N.6.A.8")])],
              draw=site(low=884, n=4, existing=False, pipe_label="72\" CMP  INV 884.0")),
    ]
    plan_sets(pkg, firm, proj, city, "6/10/2014", sheets,
              full=("x9-06_civil_24x36.pdf", ARCH_D), reduced=("x9-06_civil_11x17.pdf", TABLOID))
    return pkg.finish()


def ac(sf: float) -> float:
    return round(sf / 43560.0, 4)


# ---------------------------------------------------------------------------------------------------
def p07_wayzata_lake_street(root: Path) -> Truth:
    """A city planner's upper-case memo forwarding a small lakefront retail rebuild (BMPs only)."""
    pkg = Package(root, "x9-07-lake-street-retail", "text", 907, "D.1 commercial 0.41 ac, +158% impervious (whole site)")
    m = pkg.doc("x9-07_city_memo_2008.pdf")
    m.new_page()
    m.set("Courier", 10, 66)
    m.line("CITY OF WAYZATA", font="Courier-Bold", size=12)
    m.line("600 RICE STREET EAST  WAYZATA MINNESOTA 55391", gap=20)
    m.line("M E M O R A N D U M", font="Courier-Bold", size=12, gap=18)
    m.line("TO:      MINNEHAHA CREEK WATERSHED DISTRICT - PERMITS")
    m.line("FROM:    PLANNING DEPARTMENT, CITY OF WAYZATA")
    m.line("DATE:    MARCH 3, 2008")
    m.line("SUBJECT: 217 LAKE STREET EAST - BAYSIDE MERCANTILE BUILDING")
    m.line("CC:      CITY ENGINEER; BUILDING OFFICIAL; HEINRICH ARCHITECTS; FILE 08-014", gap=18)
    m.para("THE CITY COUNCIL APPROVED THE SITE PLAN FOR A NEW TWO-STORY RETAIL AND OFFICE BUILDING "
           "AT 217 LAKE STREET EAST ON FEBRUARY 19, 2008 (RESOLUTION 12-2008). THE EXISTING "
           "ONE-STORY SHOP AND GRAVEL LOT WILL BE REMOVED.", tags=[F("project_type", "commercial")])
    m.para("THE LOT IS 17,860 SQUARE FEET (0.41 ACRE). EXISTING HARD SURFACE COVERAGE IS 5,230 "
           "SQUARE FEET; PROPOSED HARD SURFACE COVERAGE IS 13,500 SQUARE FEET. THE BUILDING FLOOR "
           "AREA IS 6,800 SQUARE FEET WITH 22 PARKING STALLS.",
           tags=[F("site_area_ac", 0.41), F("existing_impervious_ac", ac(5230)),
                 F("proposed_impervious_ac", ac(13500))])
    m.para("THE APPLICANT'S NARRATIVE ON STORMWATER BEST MANAGEMENT PRACTICES IS ATTACHED. THE CITY "
           "ASKS THAT THE DISTRICT COORDINATE ANY PERMIT CONDITIONS WITH THE BUILDING PERMIT, "
           "WHICH WILL NOT BE ISSUED UNTIL THE DISTRICT HAS ACTED.")
    m.para("THE PROPERTY IS PID 06-117-22-34-0051. THE DOWNTOWN PARKING DISTRICT RATIO (1 STALL "
           "PER 300 SF) IS MET.")
    m.y -= 10
    m.line("/S/ M. NIELSEN, CITY PLANNER")

    a = pkg.doc("x9-07_applicant_narrative.pdf")
    a.new_page()
    a.set("Helvetica", 10.5, 72)
    a.line("Bayside Mercantile Building - Stormwater BMP Narrative", font="Helvetica-Bold", size=13)
    a.line("217 Lake Street East, Wayzata  |  Lake Street Partners LLC  |  February 27, 2008", gap=20)
    a.para("Scope. Construction of a 6,800 square foot retail/office building with a surface "
           "lot on 0.41 acres in downtown Wayzata. Earthwork and paving will disturb 0.38 acres.",
           tags=[F("disturbed_area_ac", 0.38)])
    a.para("Rule N. As commercial redevelopment on a site of less than one-half acre, only the "
           "Best Management Practices of section 3 apply. Because hard surface more than doubles, "
           "the BMPs have been designed for the whole site.")
    a.para("Best management practices. Following the MPCA manual Protecting Water Quality in "
           "Urban Areas, the design keeps the parking lot to the 22 stalls the City requires, "
           "drains the roof to a planter box, and sweeps the lot monthly.", tags=[S("N.3.0")])
    a.line("List of permanent BMPs:", font="Helvetica-Bold")
    a.tag([S("N.3.2")], "List of permanent BMPs:")
    for row in ("1. Roof-drain flow-through planter box, 420 sq ft",
                "2. Two sumped catch basins with SNOUT hoods",
                "3. Planted landscape strip along the Lake Street frontage, 640 sq ft",
                "4. Monthly parking lot sweeping (owner's maintenance plan)"):
        a.line(row, indent=14)
    a.y -= 8
    a.para("Flood elevation. The 100-year high water elevation of Lake Minnetonka is 931.5 (NGVD "
           "1929). The lowest door or window opening of the new building is at 934.0, 2.5 feet "
           "above it.", tags=[F("hwl_100yr_elev_ft", 931.5), F("lowest_opening_elev_ft", 934.0),
                              F("vertical_datum", "NGVD29")])
    a.para("The site drains to the Lake Street storm sewer and on to Wayzata Bay.")
    a.y -= 10
    a.line("Prepared by: Heinrich Architects with Westwood Civil (J. Paulsen)")
    return pkg.finish()


# ---------------------------------------------------------------------------------------------------
def p08_hopkins_distribution(root: Path) -> Truth:
    """An industrial expansion report with a full-size set only: no reduced set was sent."""
    pkg = Package(root, "x9-08-hopkins-distribution", "text", 908, "D.3 industrial 11.6 ac, +9% impervious, no reduced set, surety")
    firm = Firm("Dahlgren Peterson Engineers", "Bloomington, Minnesota", "952-881-3344", "Mark A. Dahlgren", "19870")
    proj, city = "Northstar Distribution Expansion", "City of Hopkins"
    c = pkg.doc("x9-08_cover_letter.pdf")
    c.new_page()
    c.set("Times-Roman", 11.5, 72)
    c.line("DAHLGREN PETERSON ENGINEERS, INC.", font="Times-Bold", size=13)
    c.line("8500 Normandale Lake Blvd., Suite 400, Bloomington, MN 55437", gap=22)
    c.line("October 15, 2012")
    c.line("Minnehaha Creek Watershed District")
    c.line("Re: Northstar Distribution Expansion, 301 Seventh Street South, Hopkins", gap=16)
    c.para("Enclosed for the District's review are the permit application, the stormwater "
           "management report and one full-size (22 x 34) set of the signed civil plans, sheets C1 "
           "through C5.", tags=[X("plan_set.full_size")])
    c.para("Northstar Logistics, Inc. (a private corporation) is the applicant and understands "
           "that a performance bond will be required following Board approval.",
           tags=[F("applicant_public_entity", False)])
    c.y -= 6
    c.line("Very truly yours,")
    c.line("Mark A. Dahlgren, P.E.")
    c.line("Enclosures (3)")
    c.line("c:  J. Vang, Northstar Logistics;  Steve Stadler, Hopkins Public Works")

    r = pkg.doc("x9-08_stormwater_report.pdf")
    r.new_page()
    r.set("Times-Roman", 11, 72)
    r.line("STORMWATER MANAGEMENT REPORT", font="Times-Bold", size=14)
    r.line("Northstar Distribution Expansion  -  Hopkins, Minnesota  -  October 2012", gap=20)
    r.line("1.0  Project", font="Times-Bold", size=12)
    r.para("Northstar Logistics will add a 64,000 sf truck-dock wing and 48 trailer stalls to its "
           "existing 212,000 sf warehouse. The industrial site is Lot 1, Block 1, Hopkins "
           "Industrial Park 2nd Addition, 11.6 acres; the remaining lots of the 38-acre plat are "
           "owned by others.", tags=[F("project_type", "industrial"), F("site_area_ac", 11.6)])
    r.table([["", "Acres"],
             ["Existing impervious", "7.9"],
             ["Proposed impervious", "8.6"],
             ["Disturbed area", "10.2"],
             ["Off-site area draining to site (7th St S)", "3.2"]],
            [260, 80], head_font="Times-Bold",
            tags=[[], [F("existing_impervious_ac", 7.9)], [F("proposed_impervious_ac", 8.6)],
                  [F("disturbed_area_ac", 10.2)], []])
    r.para("The increase of 0.7 acres is under 50 percent of the existing impervious area, so the "
           "rate and water quality criteria are applied to the additional impervious surface and "
           "the altered area.", tags=[F("net_impervious_increase_ac", 0.7)])
    r.para("A wetland review (Aug. 2012) found no wetlands on the site; there is no floodplain or "
           "shoreland. Infiltration is not proposed because of the shallow groundwater (4 to 6 feet "
           "below grade) and the industrial use. The site is not landlocked.",
           tags=[X("N.6.A.4"), F("infiltration_proposed", False), F("landlocked", False)])
    r.line("2.0  Rate control", font="Times-Bold", size=12)
    r.para("The existing low area at the south-west corner is enlarged into Pond 1. The pond and "
           "its two-stage outlet were designed by reservoir routing (HydroCAD, SCS Type II, 24-hour "
           "critical duration).", tags=[S("N.4.2")])
    r.para("The 3.2 acres of Seventh Street South that drain onto the site are routed through Pond "
           "1 in both existing and proposed models.", tags=[S("N.4.4")])
    r.table([["Peak discharge (cfs)", "Existing", "Proposed"],
             ["1-year", "11.3", "9.8"],
             ["5-year", "19.0", "16.2"],
             ["10-year", "25.6", "21.9"],
             ["100-year", "48.2", "44.0"]],
            [200, 90, 90], head_font="Times-Bold",
            tags=[[X("N.6.A.9")],
                  [F("peak_rates_cfs", {"1": {"existing": 11.3, "proposed": 9.8},
                                        "10": {"existing": 25.6, "proposed": 21.9},
                                        "100": {"existing": 48.2, "proposed": 44.0}})]])
    r.para("Discharge to the Hopkins trunk storm sewer is reduced for every event, so off-site "
           "water levels will not be affected during or after construction.", tags=[S("N.4.3")])

    r.new_page()
    r.line("3.0  Water quality", font="Times-Bold", size=12)
    r.para("P8 modelling of the additional impervious area and altered area shows Pond 1 removes "
           "62 percent of the annual total phosphorus load.", tags=[F("phosphorus_removal_pct", 62.0)])
    r.para("Pond 1: normal water 906.0, 100-year high water 909.8 (NGVD 1929), 10-foot safety "
           "bench at 10:1 (H:V), 2.0 feet of freeboard from the 100-year level to the top of berm.",
           tags=[F("hwl_100yr_elev_ft", 909.8),
                 F("ponds", [{"name": "Pond 1", "safety_bench_width_ft": 10.0,
                              "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.0}])])
    r.para("The outlet structure has a baffle skimmer that retains floatables through the 1-year "
           "event.", tags=[S("N.5.2")])
    r.para("The pond outfall is a 24-inch flared end with riprap and a concrete energy dissipator "
           "block, so neither the pond nor the receiving ditch will erode or scour.",
           tags=[S("N.4.8"), S("N.5.4")])
    r.para("The lowest opening of the expansion (dock leveller pits excluded) is 912.5, 2.7 feet "
           "above the pond's 100-year high water.", tags=[F("lowest_opening_elev_ft", 912.5)])
    r.para("Pond 1 is above the 100-year flood elevation of the site and lies within a drainage "
           "and utility easement granted to the City.", tags=[S("N.4.6")])
    r.para("The plan conforms to the City of Hopkins Surface Water Management Plan (2010), as "
           "confirmed in the City's letter of October 2, 2012 (Attachment 2).",
           tags=[S("N.4.7")])
    r.line("4.0  Best management practices", font="Times-Bold", size=12)
    r.para("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas: the trailer stalls "
           "reuse the existing gravel storage yard footprint, and construction phasing keeps "
           "disturbed area to one phase at a time.", tags=[S("N.3.0")])
    r.para("Permanent BMPs: Pond 1 with skimmer; riprap outfall; two sumped manholes; a 20-foot "
           "turf buffer around the pond.", tags=[S("N.3.2")])
    r.line("Attachment 1 - HydroCAD and P8 summaries", font="Times-Bold")
    r.tag([X("N.6.A.10")], "Attachment 1 - HydroCAD and P8 summaries")
    r.set("Courier", 8.5)
    for row in ("HydroCAD  Pond 1P  100-yr Peak Elev=909.80'  Inflow=61.3 cfs  Outflow=44.0 cfs",
                "HydroCAD  Pond 1P   10-yr Peak Elev=908.41'  Outflow=21.9 cfs",
                "P8  Pond 1  TP in 18.4 lb/yr  TP out 7.0 lb/yr  removal 62 %"):
        r.line(row)
    r.set("Times-Roman", 11)
    r.y -= 8
    r.line("Attachment 2 - City of Hopkins letter", font="Times-Bold")
    r.para("October 2, 2012. Public Works has reviewed the drainage plan for the Northstar "
           "expansion and finds it conforms to the Hopkins Surface Water Management Plan. - Steve "
           "Stadler, Public Works Director", tags=[X("N.6.A.11")])
    r.line("Attachment 3 - MPCA", font="Times-Bold")
    r.para("NPDES/SDS Construction Stormwater permit coverage, permit number C00036712, issued "
           "September 24, 2012 to Northstar Logistics, Inc.", tags=[X("N.6.A.13")])

    sheets = [
        Sheet("C1", "Existing Conditions",
              notes=[("PROPERTY LINES; LOT 1, BLOCK 1 OWNED BY NORTHSTAR LOGISTICS, INC.", [X("N.6.A.1")]),
                     ("EXISTING LOW AREA: NO PERMANENT POOL, 100-YR EL 907.9.", [])],
              draw=site(low=904, n=5, proposed=False)),
        Sheet("C2", "Drainage Areas",
              notes=[("EXISTING AND PROPOSED DRAINAGE AREAS AND 3.2 AC OFF-SITE AREA (7TH ST S).", [X("N.6.A.2")])],
              draw=drainage([("EX-1 (EXISTING)", "8.4 AC"), ("PR-1 (PROPOSED)", "8.9 AC")], ("OS-1", "3.2 AC"), "POND 1")),
        Sheet("C3", "Grading Plan",
              notes=[("2' CONTOURS. NGVD 1929.", [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"), X("N.6.A.7")]),
                     ("POND 1: EXISTING LOW AREA 100-YR 907.9; PROPOSED NWL 906.0, HWL 909.8.", [X("N.6.A.6")]),
                     ("DRAINAGE AND UTILITY EASEMENT OVER POND 1 (DOC. 4410287).", [X("N.6.A.12")])],
              draw=site(low=904, n=5, pond_labels=["POND 1", "NWL 906.0", "HWL 909.8"])),
        Sheet("C4", "Storm Sewer Plan",
              notes=[("EXISTING 18\" RCP TO TRUNK STORM SEWER TO REMAIN. PROPOSED 12\"-24\" RCP, INVERTS AS SHOWN.", [X("N.6.A.3")])],
              draw=site(low=904, n=4, existing=False, pond_labels=["POND 1"], pipe_label="24\" RCP INV 906.0")),
        Sheet("C5", "Details",
              notes=[("OUTLET STRUCTURE: 5' MH, 6\" ORIFICE 906.0, BAFFLE SKIMMER, WEIR 908.3. SPECIFICATIONS: CITY OF HOPKINS STANDARD, CEAM 2011.", [X("N.6.A.8")])]),
    ]
    plan_sets(pkg, firm, proj, city, "10/15/2012", sheets, full=("x9-08_civil_plans_22x34.pdf", FULL_22x34), reduced=None)
    return pkg.finish()


# ---------------------------------------------------------------------------------------------------
def p09_school_addition(root: Path) -> Truth:
    """A school district's addition: public (no surety), 1-foot contours, a narrow safety bench."""
    pkg = Package(root, "x9-09-highcroft-school", "text", 909, "D.3 institutional 14.2 ac, public, bench 8 ft, 1-ft contours, infiltration")
    firm = Firm("Bergquist Lund Civil", "Minnetonka, Minnesota", "952-935-6611", "Karen E. Lund", "46033")
    proj, city = "Highcroft Ridge Elementary Addition", "City of Minnetonka"
    L = pkg.doc("x9-09_district_letter.pdf")
    L.new_page()
    L.set("Times-Roman", 11.5, 72)
    L.line("MINNETONKA PUBLIC SCHOOLS", font="Times-Bold", size=13)
    L.line("Independent School District 276  -  5621 County Road 101, Minnetonka, MN 55345", gap=22)
    L.line("January 22, 2019")
    L.line("Minnehaha Creek Watershed District, Permitting Program", gap=14)
    L.line("RE: Highcroft Ridge Elementary - classroom and gymnasium addition", gap=14)
    L.para("Independent School District 276, a public school district, is the applicant for the "
           "enclosed stormwater permit application. The School Board authorized the application on "
           "January 10, 2019 (Resolution 19-04).", tags=[F("applicant_public_entity", True)])
    L.para("The addition adds 38,500 square feet of floor area and a 120-stall parking lot to the "
           "school campus. Bergquist Lund Civil prepared the enclosed stormwater management plan and "
           "the signed civil drawings (one 24 x 36 set and one 11 x 17 set).")
    L.y -= 6
    L.line("Sincerely,")
    L.line("Paul Bourgeois, Executive Director of Finance and Operations")
    L.line("cc: Board of Education; Karen Lund, P.E.; City of Minnetonka Engineering; file 19-FAC-07")

    r = pkg.doc("x9-09_SWMP.pdf")
    r.new_page()
    r.set("Helvetica", 10, 66)
    r.line("Highcroft Ridge Elementary Addition", font="Helvetica-Bold", size=14)
    r.line("Stormwater Management Plan  -  January 2019", size=11, gap=18)
    r.line("1. Site", font="Helvetica-Bold", size=11.5)
    r.para("The school campus is an institutional site of 14.2 acres at 16800 Highcroft Drive, "
           "Minnetonka (PID 28-117-22-14-0003). Construction will disturb 6.8 acres.",
           tags=[F("project_type", "institutional"), F("site_area_ac", 14.2), F("disturbed_area_ac", 6.8)])
    r.table([["Impervious surface", "Existing", "Proposed", "Change"],
             ["Buildings", "2.05 ac", "2.93 ac", "+0.88 ac"],
             ["Parking, drives, play courts", "3.05 ac", "3.42 ac", "+0.37 ac"],
             ["Total", "5.10 ac", "6.35 ac", "+1.25 ac"]],
            [170, 80, 80, 80], head_font="Helvetica-Bold",
            tags=[[], [], [], [F("existing_impervious_ac", 5.10), F("proposed_impervious_ac", 6.35),
                               F("net_impervious_increase_ac", 1.25), X("N.6.E")]])
    r.para("The impervious area increases by 25 percent of the existing, so the District's rate "
           "and quality criteria are applied to the new impervious surface and altered areas.")
    r.para("A delineated wetland (Wetland A, Manage 2, 0.42 acres) lies on the east edge of the "
           "campus; it is not altered. The campus drains north to a tributary of Minnehaha Creek "
           "at Highcroft Drive and is not landlocked.",
           tags=[F("landlocked", False)])
    r.line("2. Infiltration", font="Helvetica-Bold", size=11.5)
    r.para("An infiltration basin (Basin 1, 5,900 sf bottom) is proposed for the new parking lot. "
           "Soil borings SB-1 to SB-8 (Attachment C) found poorly graded sand (SP) below 3 feet at "
           "the basin; a design infiltration rate of 0.8 in/hr is used.",
           tags=[F("infiltration_proposed", True)])
    r.line("3. Rate control", font="Helvetica-Bold", size=11.5)
    r.para("The natural depression north of the gym is used for the North Pond. The North Pond and "
           "Basin 1 outlets were designed by reservoir routing (HydroCAD, Atlas 14, 24-hour "
           "critical duration).", tags=[S("N.4.2")])
    r.para("About 2.1 acres of Highcroft Drive and adjacent yards drain onto the campus; they are "
           "included in both models and pass through the North Pond.", tags=[S("N.4.4")])
    r.table([["Event", "Existing peak (cfs)", "Proposed peak (cfs)"],
             ["1-year", "6.1", "5.0"],
             ["10-year", "15.2", "13.8"],
             ["100-year", "33.0", "30.9"]],
            [110, 130, 130], head_font="Helvetica-Bold",
            tags=[[X("N.6.A.9")],
                  [F("peak_rates_cfs", {"1": {"existing": 6.1, "proposed": 5.0},
                                        "10": {"existing": 15.2, "proposed": 13.8},
                                        "100": {"existing": 33.0, "proposed": 30.9}})]])
    r.para("With lower peak rates for each event at the same outfall, off-site water levels are "
           "not raised during or after construction.", tags=[S("N.4.3")])

    r.new_page()
    r.line("4. Water quality", font="Helvetica-Bold", size=11.5)
    r.para("The MIDS calculator shows the North Pond and Basin 1 together remove 58 percent of the "
           "annual total phosphorus load from the new impervious surface.",
           tags=[F("phosphorus_removal_pct", 58.0)])
    r.para("North Pond: normal water 940.0, 100-year high water 944.1 (NGVD 1929). The safety bench "
           "is 8 feet wide at 10:1; freeboard from the 100-year level to the top of the berm is 2.2 "
           "feet. The bench was narrowed to save two mature oaks.",
           tags=[F("hwl_100yr_elev_ft", 944.1),
                 F("ponds", [{"name": "North Pond", "safety_bench_width_ft": 8.0,
                              "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.2}])])
    r.para("The North Pond outlet has a hooded skimmer to trap floatables from the 1-year event.",
           tags=[S("N.5.2")])
    r.para("Both outfalls end in riprap aprons on geotextile (Class III) to prevent erosion and "
           "scouring.", tags=[S("N.4.8"), S("N.5.4")])
    r.para("The lowest opening of the addition is 948.0, 3.9 feet above the North Pond 100-year "
           "level.", tags=[F("lowest_opening_elev_ft", 948.0)])
    r.para("The North Pond and Basin 1 are above the 100-year flood elevation of the creek and are "
           "covered by a drainage and utility easement to the City of Minnetonka.", tags=[S("N.4.6")])
    r.para("The design conforms to the City of Minnetonka Water Resources Management Plan (2017); "
           "see the City's review letter in Attachment B.", tags=[S("N.4.7")])
    r.line("5. BMPs", font="Helvetica-Bold", size=11.5)
    r.para("BMPs are consistent with the MPCA manual Protecting Water Quality in Urban Areas (now "
           "the Minnesota Stormwater Manual): the addition is built on the existing hard court "
           "footprint, parking is shared with the church next door, and roof water goes to Basin 1.",
           tags=[S("N.3.0")])
    r.para("Permanent BMPs: North Pond (wet pond) with skimmer; Infiltration Basin 1; riprap "
           "outfalls; 16.5-foot wetland buffer; sumped manholes STMH-2 and STMH-5.", tags=[S("N.3.2")])
    r.line("Attachments", font="Helvetica-Bold", size=11.5)
    r.line("A. HydroCAD and MIDS output   B. City of Minnetonka letter   C. Soil borings   D. MPCA permit")

    r.new_page()
    r.line("Attachment A - model output (summary)", font="Helvetica-Bold")
    r.tag([X("N.6.A.10")], "Attachment A - model output (summary)")
    r.set("Courier", 8.4)
    for row in ("HydroCAD  1P North Pond  100-yr  Peak 944.10'  Inflow 41.6 cfs  Outflow 30.9 cfs",
                "HydroCAD  2P Basin 1     100-yr  Peak 951.02'  Exfiltration 0.11 cfs",
                "MIDS  Site: Highcroft Addition  TP load 6.9 lb/yr  removed 4.0 lb/yr  (58%)"):
        r.line(row)
    r.set("Helvetica", 10)
    r.y -= 10
    r.line("Attachment B - City of Minnetonka", font="Helvetica-Bold")
    r.para("January 15, 2019. Engineering staff reviewed the Highcroft Ridge Elementary grading and "
           "stormwater plans and find them in conformance with the City's Water Resources Management "
           "Plan. - Will Manchester, P.E., City Engineer", tags=[X("N.6.A.11")])
    r.line("Attachment C - Soil borings (Braun Intertec, Sept. 2018)", font="Helvetica-Bold")
    r.tag([X("N.6.C")], "Attachment C - Soil borings (Braun Intertec, Sept. 2018)")
    r.table([["Boring", "Surface", "Topsoil", "Below", "Groundwater"],
             ["SB-3 (Basin 1)", "953.8", "1.0 ft", "SP sand to 21 ft", "not encountered"],
             ["SB-4 (Basin 1)", "954.1", "1.5 ft", "SP sand to 19 ft", "not encountered"],
             ["SB-6 (Pond)", "944.9", "2.0 ft", "CL clay", "7.5 ft"]],
            [95, 60, 60, 120, 100], size=9)
    r.line("Attachment D - MPCA", font="Helvetica-Bold")
    r.para("Construction Stormwater Permit MNR100001 coverage, permit C00058120, issued 1/8/2019 to "
           "ISD 276, Highcroft Ridge Elementary Addition.", tags=[X("N.6.A.13")])

    sheets = [
        Sheet("C0.1", "Existing Conditions",
              notes=[("PROPERTY LINES; CAMPUS OWNED BY INDEPENDENT SCHOOL DISTRICT 276.", [X("N.6.A.1")]),
                     ("WETLAND A (MANAGE 2) DELINEATED 6/2018, BOUNDARY SHOWN. NO FLOODPLAIN OR SHORELAND ON SITE.", [X("N.6.A.4")])],
              draw=site(low=938, step=1, n=8, proposed=False)),
        Sheet("C0.2", "Drainage Area Maps",
              notes=[("EXISTING AND PROPOSED ON-SITE SUBCATCHMENTS; OFF-SITE 2.1 AC (HIGHCROFT DR).", [X("N.6.A.2")])],
              draw=drainage([("E1 (EXISTING)", "9.8 AC"), ("P1 (PROPOSED)", "6.3 AC"), ("P2 (PROPOSED)", "3.5 AC")], ("OS", "2.1 AC"), "NORTH POND")),
        Sheet("C0.3", "Soils Map",
              notes=[("SOILS: EXISTING AND PROPOSED. HUBBARD LOAMY SAND (SP, 0.8 IN/HR) AT BASIN 1; LESTER CLAY LOAM (CL, <0.2 IN/HR) AT NORTH POND. BORING LOCATIONS SB-1 TO SB-8.", [X("N.6.A.5")])],
              draw=site(low=938, step=1, n=5, proposed=False, extra=["HUBBARD LOAMY SAND", "LESTER CLAY LOAM"])),
        Sheet("C1.0", "Grading Plan",
              notes=[("CONTOUR INTERVAL 1 FOOT. DATUM NGVD 1929.", [F("contour_interval_ft", 1.0), F("vertical_datum", "NGVD29")]),
                     ("NORTH POND: EXISTING DEPRESSION 100-YR 942.6; PROPOSED NWL 940.0, HWL 944.1. WETLAND A: NWL 936.8, 100-YR 938.0.", [X("N.6.A.6")]),
                     ("DRAINAGE AND UTILITY EASEMENT OVER NORTH POND AND BASIN 1 (TO BE RECORDED).", [X("N.6.A.12")])],
              draw=site(low=938, step=1, n=8, pond_labels=["NORTH POND", "NWL 940.0", "HWL 944.1"])),
        Sheet("C2.0", "Storm Sewer and Details",
              notes=[("EXISTING 15\" RCP FROM PARKING LOT TO REMAIN. PROPOSED 12\"-21\" HDPE/RCP AND BASIN 1 INLETS, INVERTS AS SHOWN.", [X("N.6.A.3")]),
                     ("OUTLET STRUCTURE OCS-1 (SKIMMER, 5\" ORIFICE), BASIN 1 OVERFLOW. SPECIFICATIONS SECTION 33 40 00.", [X("N.6.A.8")])],
              draw=site(low=938, step=1, n=5, existing=False, pond_labels=["NORTH POND"], pipe_label="18\" RCP INV 940.5")),
    ]
    plan_sets(pkg, firm, proj, city, "1/22/2019", sheets,
              full=("x9-09_civil_24x36.pdf", ARCH_D), reduced=("x9-09_civil_11x17.pdf", TABLOID))
    return pkg.finish()
