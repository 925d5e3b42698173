"""Packages 07-12 of external17: additions to developed sites, residential densities, a single home."""

from __future__ import annotations

from pathlib import Path

from corpus.external17.civil import Civil, PondData, civil_sheets, report_pages
from corpus.external17.kit import Pkg


def _ac(sf: int) -> float:
    return round(sf / 43560.0, 4)


def p07_slp_retail(out: Path) -> Pkg:
    """A retail addition, impervious table in square feet only; no reduced plan set."""
    p = Pkg(out, "x17-07-slp-retail-addition", scenario="N.2.D.2 commercial, N.2.H additional only (22%); no reduced set")
    p.new_file("Excelsior_Blvd_Retail_Addition_Application.pdf")
    p.text("MCWD PERMIT APPLICATION", size=14, bold=True)
    p.text("Project: Excelsior & Grand Retail Addition, 3900 Excelsior Blvd, St. Louis Park", size=10)
    p.text("Applicant: Grand Way Retail Partners LP (private)", size=10)
    p.fact("applicant_public_entity", False, "Applicant: Grand Way Retail Partners LP (private)")
    p.checkboxes([("Residential", False), ("Commercial", True), ("Industrial", False), ("Institutional", False),
                  ("Linear", False), ("Mixed use", False)], per_row=6)
    p.fact("project_type", "commercial", "[X] Commercial")
    site, ex, pr = 106722, 70567, 86249
    p.table(["IMPERVIOUS SURFACE SUMMARY", "EXISTING (SF)", "PROPOSED (SF)", "CHANGE (SF)"],
            [["Building roof", "31,800", "40,200", "8,400"], ["Parking / drive aisles", "33,917", "40,449", "6,532"],
             ["Sidewalks / plaza", "4,850", "5,600", "750"],
             ["TOTAL IMPERVIOUS", "70,567", "86,249", "15,682"],
             ["PERVIOUS (landscape)", "36,155", "20,473", "-15,682"], ["TOTAL SITE AREA", "106,722", "106,722", ""]],
            widths=[2.6, 1.4, 1.4, 1.4], bold_rows=(3, 5))
    p.fact("existing_impervious_ac", _ac(ex), "TOTAL IMPERVIOUS existing 70,567 SF")
    p.fact("proposed_impervious_ac", _ac(pr), "TOTAL IMPERVIOUS proposed 86,249 SF")
    p.fact("net_impervious_increase_ac", _ac(pr - ex), "TOTAL IMPERVIOUS change 15,682 SF")
    p.exhibit("N.6.E", "TOTAL IMPERVIOUS change 15,682 SF")
    p.fact("site_area_ac", _ac(site), "TOTAL SITE AREA 106,722 SF")
    p.exhibit("N.6.D", "TOTAL SITE AREA 106,722 SF")
    p.table(["OTHER SITE DATA", "VALUE"],
            [["Land disturbance", "39,200 SF"], ["Gross floor area after addition", "52,600 SF"],
             ["Parking stalls (required / provided)", "168 / 174"], ["Increase as % of existing impervious", "22%"]],
            widths=[3, 2])
    p.fact("disturbed_area_ac", _ac(39200), "Land disturbance 39,200 SF")
    p.close_file()
    cv = Civil(firm="Loucks", project="Excelsior & Grand Retail Addition", city="St. Louis Park",
               engineer=("Ben Takahashi", "47710", "01/30/2025"), style=4, reduced=False,
               rates={"1": (5.2, 4.9), "2": (6.3, 5.9), "5": (8.4, 7.9), "10": (10.7, 10.1), "100": (19.8, 19.2)},
               offsite_ac=0.9, subcatchments=[("DA-1 ROOF/PLAZA", 1.10, 1.10), ("DA-2 PARKING", 1.35, 1.35)],
               low_opening=(899.1, 896.6), tp_pct=None,
               statements=("N.3.0", "N.3.2", "N.4.2", "N.4.3", "N.4.4", "N.4.6", "N.4.8"),
               npdes=None, city_letter=True, wetlands="none",
               infiltration_note="Infiltration is not proposed: the site is an MPCA VIC site with contaminated fill.",
               bmps=("Underground detention/filtration (StormTech) with pretreatment row", "Sump manholes w/ SAFL baffle",
                     "Riprap at outfall", "Tree trenches along Excelsior Blvd"))
    civil_sheets(p, cv, "EG")
    report_pages(p, cv, "EG_Stormwater_Memo.pdf", [("Owner", "Grand Way Retail Partners LP")])
    return p


def p08_excelsior_shop(out: Path) -> Pkg:
    """A small main-street commercial lot, everything in square feet, BMP list; scanned."""
    p = Pkg(out, "x17-08-excelsior-small-commercial", kind="scanned",
            scenario="N.2.D.1 commercial under 0.5 ac, BMPs only, openings met")
    p.new_file("Water_St_Commercial_MCWD_Submittal.pdf", font="times")
    p.text("MINNEHAHA CREEK WATERSHED DISTRICT - PERMIT APPLICATION", size=12, bold=True)
    p.field("Project", "218 Water Street Mixed Retail (one-story commercial)")
    p.field("Applicant", "Lake Minnetonka Mercantile LLC")
    p.field("Applicant type", "Private")
    p.fact("applicant_public_entity", False, "Applicant type Private")
    p.checkboxes([("Single-family home", False), ("Subdivision", False), ("Commercial", True), ("Road/trail", False)],
                 per_row=4)
    p.fact("project_type", "commercial", "[X] Commercial")
    p.field("Lot area", "17,860 sq. ft.")
    p.fact("site_area_ac", _ac(17860), "Lot area 17,860 sq. ft.")
    p.exhibit("N.6.D", "Lot area 17,860 sq. ft.")
    p.field("Existing impervious", "12,100 sq. ft.")
    p.fact("existing_impervious_ac", _ac(12100), "Existing impervious 12,100 sq. ft.")
    p.field("Proposed impervious", "14,350 sq. ft.")
    p.fact("proposed_impervious_ac", _ac(14350), "Proposed impervious 14,350 sq. ft.")
    p.field("Net new impervious", "2,250 sq. ft.")
    p.fact("net_impervious_increase_ac", _ac(2250), "Net new impervious 2,250 sq. ft.")
    p.exhibit("N.6.E", "Net new impervious 2,250 sq. ft.")
    p.field("Area of land disturbance", "6,500 sq. ft.")
    p.fact("disturbed_area_ac", _ac(6500), "Area of land disturbance 6,500 sq. ft.")
    p.field("Building floor area", "9,800 sq. ft. (two levels)")
    p.field("Dwelling units", "N/A")
    p.new_page()
    p.text("BMP SUMMARY AND BUILDING ELEVATIONS", size=12, bold=True)
    t = ("Site design, structural and non-structural BMPs are used to limit new impervious surface, keep infiltration "
         "and peak flow control and limit pollutants, per the MPCA manual Protecting Water Quality in Urban Areas.")
    p.text(t, size=10)
    p.statement("N.3.0", t)
    bmps = ["Hydrodynamic separator (Downstream Defender) at the rear inlet",
            "Roof drains to sump manhole with SAFL Baffle",
            "Inlet protection and rock entrance during construction", "Monthly sweeping of rear lot"]
    p.text("Permanent BMPs:", size=10, bold=True)
    for i, b in enumerate(bmps[:2] + bmps[3:], 1):
        p.text(f"{i}. {b}", size=10, indent=14)
    p.statement("N.3.2", "Permanent BMPs: hydrodynamic separator; sump manhole with SAFL Baffle; sweeping")
    p.table(["Elevation", "Feet"], [["Lowest door / window opening (rear)", "936.8"],
                                    ["100-yr high water, Lake Minnetonka (St. Albans Bay)", "933.9"],
                                    ["Ordinary high water", "929.4"]], widths=[3.5, 1])
    p.fact("lowest_opening_elev_ft", 936.8, "Lowest door / window opening (rear) 936.8")
    p.fact("hwl_100yr_elev_ft", 933.9, "100-yr high water, Lake Minnetonka 933.9")
    p.close_file()
    return p


def p09_minnetonka_apartments(out: Path) -> Pkg:
    """A 64-unit apartment on a former office lot: density in the Site Data table; complete submittal."""
    p = Pkg(out, "x17-09-minnetonka-apartments", scenario="N.2.D.2 multi-unit >= 8 du/ac; N.2.H whole site; complete")
    p.new_file("Ridgedale_Flats_Application.pdf")
    p.text("MCWD Permit Application - Ridgedale Flats, 12501 Ridgedale Dr, Minnetonka", size=12, bold=True)
    p.table(["Applicant information", ""],
            [["Applicant", "Ridgedale Flats Owner LLC"], ["Public entity?", "No"],
             ["Development type", "Multi-family residential (apartment)"]], widths=[2, 3])
    p.fact("applicant_public_entity", False, "Public entity? No")
    p.fact("project_type", "multi_unit_residential", "Development type Multi-family residential (apartment)")
    p.table(["SITE DATA", "UNITS", "VALUE"],
            [["Gross site area", "ac", "4.60"], ["Dwelling units", "units", "64"], ["Density", "du/ac", "13.9"],
             ["Existing impervious", "ac", "0.95"], ["Proposed impervious", "ac", "2.88"],
             ["Net impervious increase", "ac", "1.93"], ["Disturbed area", "ac", "4.4"],
             ["Building footprint", "sf", "31,250"], ["Parking (underground / surface)", "stalls", "72 / 24"],
             ["Off-site area draining to site", "ac", "12.7"]], widths=[3, 1, 1.5])
    p.fact("site_area_ac", 4.60, "Gross site area ac 4.60")
    p.exhibit("N.6.D", "Gross site area ac 4.60")
    p.fact("dwelling_units", 64, "Dwelling units 64")
    p.fact("density_du_per_ac", 13.9, "Density du/ac 13.9")
    p.fact("existing_impervious_ac", 0.95, "Existing impervious ac 0.95")
    p.fact("proposed_impervious_ac", 2.88, "Proposed impervious ac 2.88")
    p.fact("net_impervious_increase_ac", 1.93, "Net impervious increase ac 1.93")
    p.exhibit("N.6.E", "Net impervious increase ac 1.93")
    p.fact("disturbed_area_ac", 4.4, "Disturbed area ac 4.4")
    p.close_file()
    cv = Civil(firm="Alliant Engineering", project="Ridgedale Flats", city="Minnetonka",
               engineer=("Grace O. Nyberg", "46021", "07/11/2025"), style=5,
               datum="NGVD 1929",
               rates={"1": (3.9, 3.4), "2": (4.8, 4.1), "5": (6.5, 5.6), "10": (8.6, 7.5), "50": (13.0, 11.8),
                      "100": (15.2, 13.6)},
               offsite_ac=12.7, subcatchments=[("1S", 2.10, 2.30), ("2S", 2.50, 2.30)],
               low_opening=(921.5, 919.3), tp_pct=None,
               statements=("N.3.0", "N.3.2", "N.4.2", "N.4.3", "N.4.4", "N.4.6", "N.4.8"),
               npdes="C00062991", city_letter=True, wetlands="none", borings=True,
               bmps=("Underground detention chamber", "Biofiltration basin (north)", "Sump structures",
                     "Riprap outfall"))
    civil_sheets(p, cv, "RF")
    report_pages(p, cv, "RF_Stormwater_Report.pdf", [("Prepared for", "Ridgedale Flats Owner LLC")])
    return p


def p10_shorewood_subdivision(out: Path) -> Pkg:
    """Seven large lots from a farmstead: lot table with areas; 10-year rate up; 1-ft contours."""
    p = Pkg(out, "x17-10-shorewood-estates", scenario="N.2.B.2 SF <= 2 du/ac, 9.4 ac; surety; 10-yr up; 1-ft contours")
    p.new_file("Shorewood_Oaks_Preliminary_Plat_Application.pdf", font="times")
    p.text("Minnehaha Creek Watershed District - Permit Application", size=13, bold=True)
    p.text("Shorewood Oaks (preliminary plat), 5600 Country Club Rd, Shorewood", size=11)
    p.field("Applicant", "Oak Leaf Homes, Inc. (private developer)")
    p.fact("applicant_public_entity", False, "Oak Leaf Homes, Inc. (private developer)")
    p.checkboxes([("Single-family home", False), ("Single-family subdivision", True), ("Multi-family", False),
                  ("Commercial", False)], per_row=2)
    p.fact("project_type", "single_family_subdivision", "[X] Single-family subdivision")
    p.table(["Parcel Table", "Area (sf)", "Area (ac)"],
            [["Lot 1", "52,700", "1.21"], ["Lot 2", "48,350", "1.11"], ["Lot 3", "50,530", "1.16"],
             ["Lot 4", "47,920", "1.10"], ["Lot 5", "61,420", "1.41"], ["Lot 6", "56,630", "1.30"],
             ["Lot 7", "49,660", "1.14"], ["Outlot A (pond)", "24,390", "0.56"], ["Right-of-way", "17,860", "0.41"],
             ["TOTAL PLAT AREA", "409,460", "9.40"]], widths=[2.5, 1.5, 1.5], bold_rows=(9,))
    p.fact("site_area_ac", 9.40, "TOTAL PLAT AREA 409,460 sf 9.40 ac")
    p.exhibit("N.6.D", "TOTAL PLAT AREA 9.40 ac")
    p.field("Number of dwelling units", "7")
    p.fact("dwelling_units", 7, "Number of dwelling units 7")
    p.field("Density", "0.74 units / acre")
    p.fact("density_du_per_ac", 0.74, "Density 0.74 units / acre")
    p.field("Disturbed area", "6.3 acres")
    p.fact("disturbed_area_ac", 6.3, "Disturbed area 6.3 acres")
    p.field("Impervious, existing / proposed", "0.35 ac / 1.62 ac")
    p.fact("existing_impervious_ac", 0.35, "Impervious, existing 0.35 ac")
    p.fact("proposed_impervious_ac", 1.62, "Impervious, proposed 1.62 ac")
    p.field("Net increase in impervious", "1.27 ac")
    p.fact("net_impervious_increase_ac", 1.27, "Net increase in impervious 1.27 ac")
    p.exhibit("N.6.E", "Net increase in impervious 1.27 ac")
    p.close_file()
    cv = Civil(firm="Carlson McCain", project="Shorewood Oaks", city="Shorewood",
               engineer=("Luis F. Ortega", "41986", "08/01/2025"), style=6, font="times", contour=1.0,
               ponds=[PondData("POND 100", 958.0, 961.7, 964.0, 10, 10)],
               rates={"1": (2.9, 2.4), "2": (3.6, 3.3), "10": (6.1, 6.6), "100": (12.8, 11.9)},
               offsite_ac=4.8, subcatchments=[("E1/P1", 4.90, 4.70), ("E2/P2", 4.50, 4.70)],
               low_opening=(965.0, 961.7), tp_pct=None,
               statements=("N.3.0", "N.3.2", "N.4.2", "N.4.3", "N.4.4", "N.4.6", "N.4.8"),
               npdes="C00063310", city_letter=True, wetlands="delineated")
    civil_sheets(p, cv, "SO")
    report_pages(p, cv, "SO_Drainage_Report.pdf", [("Developer", "Oak Leaf Homes, Inc.")])
    return p


def p11_orono_home(out: Path) -> Pkg:
    """A homeowner's engineer: one house on one lot, the parent plat named as history only."""
    p = Pkg(out, "x17-11-orono-home", scenario="N.2.A single-family home")
    p.new_file("Orono_Residence_Permit_Form.pdf", font="courier")
    p.text("MCWD PERMIT APPLICATION (all rules)", size=12, bold=True)
    p.field("Property", "1650 Bayside Rd, Orono", label_w=150)
    p.field("Owner / applicant", "David & Karin Ekstrom", label_w=150)
    p.field("Applicant type", "Individual homeowner", label_w=150)
    p.fact("applicant_public_entity", False, "Applicant type Individual homeowner")
    p.text("Project type:", size=10, bold=True)
    p.checkboxes([("Single-family home (new/rebuild)", True), ("Subdivision", False), ("Commercial", False),
                  ("Road/trail", False)], per_row=2)
    p.fact("project_type", "single_family_home", "[X] Single-family home (new/rebuild)")
    p.table(["SITE DATA", "SQ FT", "ACRES"],
            [["Lot area", "58,806", "1.35"], ["Existing impervious (house, drive)", "3,480", "0.08"],
             ["Proposed impervious (house, drive, patio)", "9,150", "0.21"], ["House footprint", "4,260", ""],
             ["Finished floor area", "6,900", ""]], widths=[3, 1.3, 1.3])
    p.fact("site_area_ac", 1.35, "Lot area 58,806 sf 1.35 ac")
    p.fact("existing_impervious_ac", 0.08, "Existing impervious 3,480 sf 0.08 ac")
    p.fact("proposed_impervious_ac", 0.21, "Proposed impervious 9,150 sf 0.21 ac")
    p.text("Legal: Lot 4, Block 1, Brown's Bay Addition (parent plat of 1962, 14.6 ac, 11 lots); "
           "PID 08-117-23-21-0014.", size=9)
    p.text("Rule N: existing home is demolished and one new single-family home is built. Shoreland (Lake "
           "Minnetonka) setback 75 ft is met.", size=9)
    ll = "Drainage from the lot is not landlocked; it flows overland to Lake Minnetonka."
    p.text(ll, size=9)
    p.fact("landlocked", False, ll)
    p.close_file()
    return p


def p12_mound_townhomes(out: Path) -> Pkg:
    """Eighteen townhomes on 3.1 ac: BMPs only, but the lowest opening is 1.6 ft over the HWL."""
    p = Pkg(out, "x17-12-mound-townhomes", scenario="N.2.C.1 multi-unit < 8 du/ac; N.3.1 unmet")
    p.new_file("Harbor_Place_Townhomes_MCWD.pdf")
    p.text("MCWD RULE N APPLICATION FORM", size=13, bold=True)
    p.field("Project", "Harbor Place Townhomes, Commerce Blvd, Mound")
    p.field("Applicant", "Harbor Place Partners LLC (private)")
    p.fact("applicant_public_entity", False, "Harbor Place Partners LLC (private)")
    p.checkboxes([("Single-family (detached)", False), ("Multi-unit residential (townhome/apartment)", True),
                  ("Commercial/Industrial", False), ("Institutional", False), ("Road/Trail", False)], per_row=2)
    p.fact("project_type", "multi_unit_residential", "[X] Multi-unit residential (townhome/apartment)")
    p.table(["SITE DATA", "VALUE"],
            [["Site area", "3.10 ac"], ["Units", "18 (6 buildings x 3)"], ["Density", "-"],
             ["Disturbed area", "2.9 ac"], ["Existing impervious", "0.00 ac (vacant)"],
             ["Proposed impervious", "1.34 ac"], ["Garage stalls / guest stalls", "36 / 12"],
             ["Off-site drainage to site", "2.2 ac"]], widths=[2.5, 2.5])
    p.fact("site_area_ac", 3.10, "Site area 3.10 ac")
    p.exhibit("N.6.D", "Site area 3.10 ac")
    p.fact("dwelling_units", 18, "Units 18 (6 buildings x 3)")
    p.fact("disturbed_area_ac", 2.9, "Disturbed area 2.9 ac")
    p.fact("existing_impervious_ac", 0.0, "Existing impervious 0.00 ac (vacant)")
    p.fact("proposed_impervious_ac", 1.34, "Proposed impervious 1.34 ac")
    p.new_page()
    p.text("BUILDING ELEVATION TABLE", size=12, bold=True)
    p.table(["Bldg", "Lowest floor (slab)", "Lowest opening (garage door)", "Adj. 100-yr HWL (Basin 1)"],
            [["1", "929.8", "938.6", "937.0"], ["2", "930.2", "939.0", "937.0"], ["3", "931.0", "939.8", "937.0"],
             ["4-6", "931.8", "940.6", "937.0"]], widths=[0.8, 1.5, 1.9, 2.2])
    p.text("Lowest floors are frost-protected slabs below grade with no doors or windows; the garage door sill is the "
           "lowest opening of each building.", size=9)
    p.fact("lowest_opening_elev_ft", 938.6, "Bldg 1 Lowest opening 938.6")
    p.fact("hwl_100yr_elev_ft", 937.0, "Adj. 100-yr HWL (Basin 1) 937.0")
    t = ("BMPs (site design, structural and non-structural) limit impervious surface, maintain infiltration and peak "
         "flow control and limit pollutants, consistent with the MPCA manual Protecting Water Quality in Urban Areas.")
    p.text(t, size=10)
    p.statement("N.3.0", t)
    p.text("Permanent BMPs: (1) Basin 1 biofiltration basin with drain tile; (2) sump catch basins; (3) native "
           "buffer along the channel.", size=10)
    p.statement("N.3.2", "Permanent BMPs: Basin 1 biofiltration; sump catch basins; native buffer")
    p.text("The site is not landlocked.", size=10)
    p.fact("landlocked", False, "The site is not landlocked.")
    p.close_file()
    return p
