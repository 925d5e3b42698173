"""Packages 01-06 of external17: trails and roads, common schemes, related owners, a school addition.

Each function draws one package in its own author's manner and records what it drew.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external17.civil import Civil, PondData, civil_sheets, report_pages
from corpus.external17.kit import LANDSCAPE_LETTER, Pkg


def _acres(sf: float) -> float:
    return round(sf / 43560.0, 4)


def p01_hopkins_trail(out: Path) -> Pkg:
    """City of Hopkins: a trail-only project, filled-in District form plus a typical-section table (scanned)."""
    p = Pkg(out, "x17-01-hopkins-trail", kind="scanned", scenario="N.2.E.4 standalone trail, public applicant")
    p.new_file("Hopkins_Cottageville_Trail_MCWD_Application.pdf")
    p.text("MINNEHAHA CREEK WATERSHED DISTRICT", size=13, bold=True)
    p.text("Permit Application - Stormwater Management (Rule N)", size=11)
    p.gap(6)
    p.field("Project name", "Cottageville Park Connector Trail")
    p.field("Applicant", "City of Hopkins, Public Works Dept.")
    p.field("Address / location", "Lake St NE to Cottageville Park, Hopkins")
    p.field("PID(s)", "19-117-21-33-0012; 19-117-21-34-0040")
    p.text("1. Applicant type (check one)", size=10, bold=True)
    p.checkboxes([("Private / individual", False), ("Corporation / LLC", False), ("City, county or other public agency", True)], per_row=3)
    p.fact("applicant_public_entity", True, "Applicant type: [X] City, county or other public agency")
    p.text("2. Project type (check all that apply)", size=10, bold=True)
    p.checkboxes([("Single-family home", False), ("Residential subdivision", False), ("Multi-family", False),
                  ("Commercial / industrial", False), ("Institutional", False), ("Road / street", False),
                  ("Trail / sidewalk", True), ("Other: ______", False)], per_row=3)
    p.fact("project_type", "linear", "Project type: [X] Trail / sidewalk")
    p.text("3. Areas", size=10, bold=True)
    p.field("Total project area (acres)", "2.9")
    p.fact("site_area_ac", 2.9, "Total project area (acres) 2.9")
    p.exhibit("N.6.D", "Total project area (acres) 2.9")
    p.field("Area disturbed (acres)", "2.6")
    p.fact("disturbed_area_ac", 2.6, "Area disturbed (acres) 2.6")
    p.field("Existing impervious (acres)", "0.00")
    p.fact("existing_impervious_ac", 0.0, "Existing impervious (acres) 0.00")
    p.field("Proposed impervious (acres)", "0.84")
    p.fact("proposed_impervious_ac", 0.84, "Proposed impervious (acres) 0.84")
    p.field("Net increase in impervious (acres)", "0.84 (trail only - see attached)")
    p.fact("net_impervious_increase_ac", 0.84, "Net increase in impervious (acres) 0.84")
    p.exhibit("N.6.E", "Net increase in impervious (acres) 0.84")
    p.field("Number of dwelling units", "N/A")
    p.field("Off-site drainage area crossing corridor", "41 ac (Minnehaha Creek direct)")
    p.gap(8)
    p.text("Signature: T. Ostrowski, City Engineer          Date: 04/22/2025", size=10)
    p.new_page()
    p.text("ATTACHMENT A - TRAIL TYPICAL SECTION AND QUANTITIES", size=12, bold=True)
    p.text("The project consists solely of the trail; no roadway, parking or building work is proposed.", size=10)
    p.table(["ELEMENT", "DIMENSION", "NOTE"],
            [["10' BIT. TRAIL", "10 FT", "2\" MNDOT 2360 WEAR OVER 6\" CL 5 AGG."],
             ["5' MIN. TURF BLVD (TYP.) EACH SIDE", "5 FT MIN.", "4\" TOPSOIL, SEED MIX 25-131"],
             ["CLEAR ZONE", "2 FT", "BEYOND BLVD"]], widths=[2.2, 1.0, 2.5], title="TRAIL TYPICAL SECTION")
    p.table(["QUANTITY", "VALUE"],
            [["TRAIL LENGTH", "3,660 LF"], ["TRAIL SURFACE AREA", "36,600 SF (0.84 AC)"],
             ["DRIVEWAY CROSSINGS", "6 EA"], ["DRIVEWAY CROSSINGS = 14% OF BUFFER", "5,124 SF OF 36,600 SF REQ'D BUFFER"]],
            widths=[2.5, 2.5], title="TRAIL SUMMARY")
    p.fact("sidewalk_trail", {"width_ft": 10, "buffer_ft": 5, "crossing_pct": 14, "area_ac": 0.84, "standalone": True},
           "10' BIT. TRAIL; 5' MIN. TURF BLVD (TYP.) EACH SIDE; DRIVEWAY CROSSINGS = 14% OF BUFFER; solely the trail")
    p.text("NOTE: INFILTRATION IS NOT PROPOSED; BLVD TURF PROVIDES FILTER STRIP TREATMENT.", size=9)
    p.fact("infiltration_proposed", False, "INFILTRATION IS NOT PROPOSED")
    p.close_file()
    return p


def p02_wayzata_street(out: Path) -> Pkg:
    """City of Wayzata: street reconstruction with a trail inside the road project; impervious in square feet."""
    p = Pkg(out, "x17-02-wayzata-street-trail", scenario="N.2.E no net increase once the qualifying trail is excluded")
    p.new_file("Wayzata_Ferndale_Rd_Reconstruction_Application.pdf", font="times")
    p.text("Minnehaha Creek Watershed District - Permit Application Form", size=13, bold=True)
    p.text("Part A. Applicant", size=11, bold=True)
    p.table(["Item", "Response"],
            [["Applicant", "City of Wayzata"], ["Contact", "M. Lindqvist, P.E., Director of Public Works"],
             ["Applicant is a public entity (city, county, state)?", "Yes"],
             ["Engineer", "Bolton & Menk, Inc."]], widths=[2, 3])
    p.fact("applicant_public_entity", True, "Applicant is a public entity (city, county, state)? Yes")
    p.text("Part B. Project classification", size=11, bold=True)
    p.checkboxes([("Residential", False), ("Commercial/Industrial/Institutional", False), ("Road, street or highway", True),
                  ("Trail/sidewalk (stand-alone)", False), ("Mixed use", False), ("Other", False)], per_row=2)
    p.fact("project_type", "linear", "[X] Road, street or highway")
    p.text("Part C. Site data", size=11, bold=True)
    p.table(["Parameter", "Value"],
            [["Total project area (right-of-way limits)", "7.9 acres"], ["Area to be disturbed", "6.2 acres"],
             ["Roadway length", "4,850 ft"], ["Number of lots served", "62"], ["Dwelling units", "N/A"]], widths=[3, 2])
    p.fact("site_area_ac", 7.9, "Total project area (right-of-way limits) 7.9 acres")
    p.exhibit("N.6.D", "Total project area (right-of-way limits) 7.9 acres")
    p.fact("disturbed_area_ac", 6.2, "Area to be disturbed 6.2 acres")
    p.new_page()
    p.text("Impervious Surface Summary (all values in square feet)", size=12, bold=True)
    rows = [["Street pavement", "118,900", "120,561", "+1,661"],
            ["Driveway aprons in ROW", "10,120", "10,120", "0"],
            ["5' concrete sidewalk (removed)", "6,016", "0", "-6,016"],
            ["Subtotal, roadway", "135,036", "130,681", "-4,355"],
            ["8' bituminous trail (new)", "0", "22,650", "+22,650"],
            ["TOTAL", "135,036 (3.10 ac)", "153,331 (3.52 ac)", "+18,295 (0.42 ac)"]]
    p.table(["Surface", "Existing", "Proposed", "Change"], rows, widths=[2.6, 1.6, 1.6, 1.6], bold_rows=(3, 5))
    p.fact("existing_impervious_ac", 3.10, "TOTAL existing 135,036 (3.10 ac)")
    p.fact("proposed_impervious_ac", 3.52, "TOTAL proposed 153,331 (3.52 ac)")
    p.fact("net_impervious_increase_ac", 0.42, "TOTAL change +18,295 (0.42 ac)")
    p.exhibit("N.6.E", "TOTAL change +18,295 (0.42 ac)")
    p.text("Trail Typical Section", size=12, bold=True)
    p.table(["Element", "Width (ft)"],
            [["Bituminous trail", "8"], ["Turf boulevard, street side (min.)", "6"], ["Turf buffer, back side (min.)", "6"]],
            widths=[3, 1.5])
    p.text("Plan note: 8' BIT. TRAIL W/ 6' MIN. TURF BLVD EACH SIDE. DRIVEWAY AND STREET CROSSINGS = 18% OF REQUIRED "
           "BUFFER AREA. TRAIL AREA 22,650 SF (0.52 AC).", size=10)
    p.fact("sidewalk_trail", {"width_ft": 8, "buffer_ft": 6, "crossing_pct": 18, "area_ac": 0.52, "standalone": False},
           "8' BIT. TRAIL W/ 6' MIN. TURF BLVD EACH SIDE. CROSSINGS = 18%. TRAIL AREA 0.52 AC")
    p.text("Stormwater: the existing curb inlets and 2-year storm sewer are reused. 5-yr and 50-yr checks of the "
           "inlet spread are in the City's design memo (not part of this application).", size=10)
    p.close_file()
    return p


def p03_county_road(out: Path) -> Pkg:
    """Hennepin County: road widening with a 12-ft trail on narrow boulevards; full plan set and report."""
    p = Pkg(out, "x17-03-hennepin-csah6", scenario="N.2.E.3 county road, trail fails E.4; NAVD 88; no NPDES; bench 8 ft")
    p.new_file("CSAH6_MCWD_Permit_Application.pdf")
    p.text("HENNEPIN COUNTY TRANSPORTATION PROJECT DELIVERY", size=12, bold=True)
    p.text("MCWD Permit Application Data Sheet - CP 2171 CSAH 6 (Orono / Medina)", size=11)
    p.table(["Field", "Entry"],
            [["Applicant", "Hennepin County (public entity - no surety)"], ["Project type", "Roadway (county highway)"],
             ["Total project area", "11.3 ac"], ["Disturbed area", "9.8 ac"],
             ["Existing impervious", "4.20 ac"], ["Proposed impervious", "6.80 ac"],
             ["Net increase in impervious", "2.60 ac (trail included)"], ["Dwelling units", "N/A"],
             ["Roadway length", "1.9 mi"], ["Parent right-of-way parcel (CSAH 6 corridor)", "48.6 ac"]],
            widths=[2.4, 2.6])
    p.fact("applicant_public_entity", True, "Applicant Hennepin County (public entity - no surety)")
    p.fact("project_type", "linear", "Project type Roadway (county highway)")
    p.fact("site_area_ac", 11.3, "Total project area 11.3 ac")
    p.exhibit("N.6.D", "Total project area 11.3 ac")
    p.fact("disturbed_area_ac", 9.8, "Disturbed area 9.8 ac")
    p.fact("existing_impervious_ac", 4.20, "Existing impervious 4.20 ac")
    p.fact("proposed_impervious_ac", 6.80, "Proposed impervious 6.80 ac")
    p.fact("net_impervious_increase_ac", 2.60, "Net increase in impervious 2.60 ac")
    p.exhibit("N.6.E", "Net increase in impervious 2.60 ac")
    p.text("Typical section callouts (sheet 4):", size=10, bold=True)
    p.text("12' BIT. MULTI-USE TRAIL (NORTH SIDE)  |  4' TURF BLVD (TYP.)  |  4' TURF BACK SLOPE  |  TRAIL AREA 0.90 AC",
           size=10)
    p.fact("sidewalk_trail", {"width_ft": 12, "buffer_ft": 4, "area_ac": 0.90, "standalone": False},
           "12' BIT. MULTI-USE TRAIL | 4' TURF BLVD (TYP.) | TRAIL AREA 0.90 AC")
    p.close_file()
    cv = Civil(firm="SRF Consulting Group", project="CSAH 6 Reconstruction", city="Orono",
               engineer=("Dana K. Whitcomb", "44817", "05/02/2025"), style=1,
               datum="NAVD 88", datum_value="NAVD88", contour=2.0,
               ponds=[PondData("POND A", 968.0, 971.6, 974.1, 10, 10), PondData("POND B", 959.5, 963.3, 965.4, 8, 10)],
               rates={"1": (8.4, 7.9), "2": (11.2, 10.6), "10": (21.6, 19.8), "50": (36.0, 33.9), "100": (44.1, 41.0)},
               offsite_ac=63.5, subcatchments=[("1S ROW WEST", 5.10, 5.10), ("2S ROW EAST", 6.20, 6.20)],
               tp_pct=54, tp_loads=(9.41, 4.33),
               statements=("N.3.0", "N.3.2", "N.4.2", "N.4.3", "N.4.4", "N.4.6", "N.4.8", "N.5.2", "N.5.4"),
               npdes=None, city_letter=True, wetlands="delineated", borings=True)
    civil_sheets(p, cv, "CSAH6")
    report_pages(p, cv, "CSAH6_Stormwater_Report.pdf", [("Prepared for", "Hennepin County"), ("Date", "May 2025")])
    return p


def p04_victoria_phases(out: Path) -> Pkg:
    """A developer's third phase: phase table marks this phase; an unrelated neighbour is listed and excluded."""
    p = Pkg(out, "x17-04-victoria-phase3", scenario="N.2.G common scheme 14.2 ac, SF >2 du/ac -> N.2.C.3; no drainage map; 1-ft contours; freeboard 1.5")
    p.new_file("Victoria_Woods_3rd_Addition_Application.pdf", font="helv")
    p.text("MCWD Stormwater Permit Application", size=14, bold=True)
    p.text("Victoria Woods 3rd Addition - Victoria, MN", size=11)
    p.field("Applicant", "Lakeview Ridge Development II, LLC")
    p.checkboxes([("Individual", False), ("Business entity", True), ("Public entity", False)], per_row=3)
    p.fact("applicant_public_entity", False, "[X] Business entity")
    p.text("Proposed land use:", size=10, bold=True)
    p.checkboxes([("Single-family detached (subdivision)", True), ("Townhome / multi-family", False),
                  ("Commercial", False), ("Linear (road/trail)", False)], per_row=2)
    p.fact("project_type", "single_family_subdivision", "[X] Single-family detached (subdivision)")
    p.field("Site area, this application (ac)", "3.80")
    p.fact("site_area_ac", 3.80, "Site area, this application (ac) 3.80")
    p.exhibit("N.6.D", "Site area, this application (ac) 3.80")
    p.field("Number of lots / dwelling units", "9")
    p.fact("dwelling_units", 9, "Number of lots / dwelling units 9")
    p.field("Disturbed area (ac)", "3.6")
    p.fact("disturbed_area_ac", 3.6, "Disturbed area (ac) 3.6")
    p.field("Existing impervious (ac)", "0.00 (cropland)")
    p.fact("existing_impervious_ac", 0.0, "Existing impervious (ac) 0.00")
    p.field("Proposed impervious (ac)", "1.21")
    p.fact("proposed_impervious_ac", 1.21, "Proposed impervious (ac) 1.21")
    p.field("Density (units/acre)", "see attached")
    p.field("Part of a larger common plan?", "Yes - see Phase Summary")
    p.new_page()
    p.text("PHASE SUMMARY - VICTORIA WOODS (adjacent parcels, common or related ownership)", size=11, bold=True)
    p.table(["Phase", "Owner", "Year", "Area (ac)", "Lots", "MCWD permit"],
            [["1st Addition", "Lakeview Ridge Development, LLC", "2019", "6.10", "14", "19-211"],
             ["2nd Addition", "Lakeview Ridge Development, LLC", "2021", "4.30", "11", "21-087"],
             ["3rd Addition (THIS PHASE)", "Lakeview Ridge Development II, LLC", "2025", "3.80", "9", "pending"],
             ["COMMON SCHEME TOTAL", "", "", "14.20", "", ""]],
            widths=[2.0, 2.6, 0.7, 0.9, 0.6, 1.1], bold_rows=(2, 3))
    p.fact("common_scheme_area_ac", 14.20, "COMMON SCHEME TOTAL 14.20 ac")
    p.text("Both LLCs share the same managing member (R. Halvorson). All phases were developed after Rule N took effect.",
           size=9.5)
    p.text("Adjoining parcel to the north, PID 25.116.24.110.0003 (12.40 ac, Schmidt Family Trust), is under unrelated "
           "ownership and is not part of the common scheme.", size=9.5)
    p.text("Lot areas (3rd Addition): Lots 1-9 range 11,250 to 16,980 sf; Outlot A (stormwater) 0.62 ac.", size=9.5)
    p.close_file()
    cv = Civil(firm="Westwood Professional Services", project="Victoria Woods 3rd Addition", city="Victoria",
               engineer=("Marcus J. Feld", "52290", "03/14/2025"), style=0, datum="NGVD 29", datum_value="NGVD29",
               contour=1.0, drainage_map=False,
               subcatchments=[("1S LOTS 1-5", 0.0, 2.10), ("2S LOTS 6-9 / OUTLOT A", 0.0, 1.70)],
               ponds=[PondData("POND 3P", 944.0, 947.9, 949.4, 10, 10)],
               rates={"1": (3.2, 2.9), "2": (4.0, 3.5), "10": (7.8, 7.1), "100": (15.3, 13.9)},
               low_opening=(950.5, 947.9), tp_pct=61,
               statements=("N.3.0", "N.3.2", "N.4.2", "N.4.4", "N.4.6", "N.4.8", "N.5.2"),
               npdes="C00061233", city_letter=False, wetlands="none")
    civil_sheets(p, cv, "VW3")
    report_pages(p, cv, "VW3_Stormwater_Narrative.pdf", [("Developer", "Lakeview Ridge Development II, LLC")])
    return p


def p05_plymouth_industrial(out: Path) -> Pkg:
    """Parcel table of related LLCs (aggregated) and a utility parcel (not); low opening and bench slope fail."""
    p = Pkg(out, "x17-05-plymouth-industrial", scenario="N.2.G related LLCs 9.5 ac -> N.2.D.3; surety; opening 1.4 ft; bench 6:1")
    p.new_file("Hwy55_Flex_Industrial_MCWD.pdf", font="courier")
    p.text("PERMIT APPLICATION CHECKLIST - RULE N", size=12, bold=True)
    p.text("Project: Hwy 55 Flex Industrial Bldg. B, 3405 Xenium Ln N, Plymouth", size=10)
    p.table(["Q", "Question", "Answer"],
            [["1", "Applicant", "Hwy 55 Industrial Partners LLC"],
             ["2", "Applicant a city/county/state agency?", "No"],
             ["3", "Land use", "Industrial (office/warehouse)"],
             ["4", "Site area (this parcel)", "5.60 ac"],
             ["5", "Area disturbed", "5.2 ac"],
             ["6", "Existing impervious", "0.00 ac"],
             ["7", "Proposed impervious", "3.85 ac"],
             ["8", "Building floor area", "78,400 sf"],
             ["9", "Parking", "112 stalls + 18 dock doors"],
             ["10", "Density (residential only)", "N/A"],
             ["11", "Adjacent parcels under common ownership?", "see attached Parcel Table"]],
            widths=[0.4, 3.0, 2.6])
    p.fact("applicant_public_entity", False, "Applicant a city/county/state agency? No")
    p.fact("project_type", "industrial", "Land use Industrial (office/warehouse)")
    p.fact("site_area_ac", 5.60, "Site area (this parcel) 5.60 ac")
    p.exhibit("N.6.D", "Site area (this parcel) 5.60 ac")
    p.fact("disturbed_area_ac", 5.2, "Area disturbed 5.2 ac")
    p.fact("existing_impervious_ac", 0.0, "Existing impervious 0.00 ac")
    p.fact("proposed_impervious_ac", 3.85, "Proposed impervious 3.85 ac")
    p.new_page()
    p.text("PARCEL TABLE", size=12, bold=True)
    p.table(["Parcel", "PID", "Owner", "Area (ac)", "Developed", "Aggregated?"],
            [["1 (this application)", "16-118-22-44-0007", "Hwy 55 Industrial Partners LLC", "5.60", "2025", "Yes"],
             ["2 (Bldg. A, adjoining)", "16-118-22-44-0006", "Hwy 55 Industrial Partners II LLC", "3.90", "2018", "Yes"],
             ["3 (substation, adjoining)", "16-118-22-44-0009", "Northern States Power Co.", "2.20", "1987", "No - unrelated"],
             ["Aggregate, common/related ownership (1 + 2)", "", "", "9.50", "", ""]],
            widths=[1.9, 1.5, 2.3, 0.8, 0.9, 1.1], bold_rows=(3,))
    p.fact("common_scheme_area_ac", 9.50, "Aggregate, common/related ownership (1 + 2) 9.50 ac")
    p.text("Parcels 1 and 2 share a general partner (Xenium Holdings). Bldg. A was built after Rule N took effect.", size=9)
    p.close_file()
    cv = Civil(firm="Sambatek", project="Hwy 55 Flex Industrial Bldg. B", city="Plymouth",
               engineer=("Priya Ramanathan", "49107", "06/09/2025"), style=2, font="courier",
               datum="NGVD 1929",
               ponds=[PondData("NURP POND 1", 951.0, 955.8, 958.0, 10, 6)],
               rates={"1": (4.6, 3.1), "10": (10.9, 8.8), "100": (21.7, 19.5)},
               offsite_ac=7.4, subcatchments=[("P1 ROOF", 0.00, 1.80), ("P2 PAVED", 0.00, 2.05), ("P3 PERVIOUS", 5.60, 1.75)],
               low_opening=(957.2, 955.8), tp_pct=56,
               statements=("N.3.0", "N.3.2", "N.4.2", "N.4.3", "N.4.4", "N.4.6", "N.4.8", "N.5.2", "N.5.4"),
               npdes="C00058120", city_letter=True, wetlands="none")
    civil_sheets(p, cv, "Hwy55B")
    report_pages(p, cv, "Hwy55B_Stormwater_Calcs.pdf", [("Owner", "Hwy 55 Industrial Partners LLC")])
    return p


def p06_edina_school(out: Path) -> Pkg:
    """A school district's addition: impervious grows by more than half; the 100-year rate rises."""
    p = Pkg(out, "x17-06-edina-school-addition", scenario="N.2.D.3 institutional, N.2.H whole site (57%); 100-yr rate up")
    p.new_file("Edina_HS_Addition_MCWD_Form.pdf", font="times")
    p.text("Minnehaha Creek Watershed District", size=13, bold=True)
    p.text("Application for Permit - Stormwater (Rule N) - Section 1: Applicability", size=11)
    p.field("Applicant", "Independent School District No. 273 (Edina Public Schools)")
    p.text("Applicant type:", size=10, bold=True)
    p.checkboxes([("Private", False), ("Public (city, county, school district, state agency)", True)], per_row=2)
    p.fact("applicant_public_entity", True, "Applicant type: [X] Public (city, county, school district, state agency)")
    p.text("Project type:", size=10, bold=True)
    p.checkboxes([("Residential", False), ("Commercial", False), ("Industrial", False), ("Institutional", True),
                  ("Road / trail", False), ("Mixed use", False)], per_row=3)
    p.fact("project_type", "institutional", "Project type: [X] Institutional")
    p.table(["Site Data", "Existing", "Proposed"],
            [["Site area (ac)", "11.20", "11.20"], ["Building footprint (sf)", "96,300", "121,800"],
             ["Gross floor area (sf)", "248,000", "301,500"], ["Impervious area (ac)", "3.40", "5.35"],
             ["Parking stalls", "410", "455"], ["Disturbed area (ac)", "-", "4.1"]], widths=[2.5, 1.5, 1.5])
    p.fact("site_area_ac", 11.20, "Site area (ac) 11.20")
    p.exhibit("N.6.D", "Site area (ac) 11.20")
    p.fact("existing_impervious_ac", 3.40, "Impervious area (ac) existing 3.40")
    p.fact("proposed_impervious_ac", 5.35, "Impervious area (ac) proposed 5.35")
    p.fact("disturbed_area_ac", 4.1, "Disturbed area (ac) 4.1")
    p.field("Net increase in impervious surface (ac)", "1.95  (57% of existing)")
    p.fact("net_impervious_increase_ac", 1.95, "Net increase in impervious surface (ac) 1.95")
    p.exhibit("N.6.E", "Net increase in impervious surface (ac) 1.95")
    p.field("Dwelling units", "N/A")
    p.close_file()
    cv = Civil(firm="Kimley-Horn", project="Edina High School Addition", city="Edina",
               engineer=("Hannah L. Dvorak", "55432", "02/20/2025"), style=3, font="times",
               datum="NGVD29",
               ponds=[PondData("POND 1", 906.0, 910.3, 912.6, 10, 10)],
               rates={"1": (6.3, 5.8), "2": (8.1, 7.7), "10": (14.9, 14.2), "100": (17.6, 18.9)},
               offsite_ac=12.1, subcatchments=[("EX-1/PR-1 NORTH", 6.00, 6.00), ("EX-2/PR-2 SOUTH", 5.20, 5.20)],
               low_opening=(912.3, 910.3), tp_pct=52,
               statements=("N.3.0", "N.3.2", "N.4.2", "N.4.3", "N.4.4", "N.4.6", "N.4.8", "N.5.2", "N.5.4"),
               npdes="C00060417", city_letter=True, wetlands="none", borings=True)
    civil_sheets(p, cv, "EHS")
    report_pages(p, cv, "EHS_Stormwater_Management_Plan.pdf", [("Owner", "ISD 273"), ("Date", "February 2025")])
    return p
