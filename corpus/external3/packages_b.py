"""Packages 3-5: a three-file submittal, a design-build contractor's one-table summary, and a
landscape architect's letter for a small café site."""

from __future__ import annotations

from pathlib import Path

from corpus.external3.kit import CHECKED, SHEET_11x17, SHEET_22x34, UNCHECKED, Doc
from corpus.external3.packages_a import Built, ac
from corpus.external3.sets import (E, F, Firm, S, Sheet, boring_logs, draw_plans, hydrocad_listing,
                                   maintenance_agreement, npdes_letter)


def p03_shorewood_three_files(root: Path) -> Built:
    """application.pdf + swmp.pdf + plans.pdf; medium density; no reduced set (deficiency);
    the detention-design statement (N.4.2) is never made."""
    b = Built("x3-03-shorewood-amesbury", "text", 303, "N.2.C.2 medium density, no reduced set, no N.4.2")
    a = Doc(root, "application.pdf", b.rec)
    a.text("MCWD PERMIT APPLICATION FORM", size=13, bold=True)
    a.text("Project: Amesbury Point          City: Shorewood          County: Hennepin")
    a.text("Owner/Applicant: Amesbury Point Partners LLC (private developer)")
    a.text(f"Applicant is:  {UNCHECKED} Public agency   {CHECKED} Private", tags=[F("applicant_public_entity", False)])
    a.text(f"Type of project:  {CHECKED} Residential subdivision (single family detached)   {UNCHECKED} Multi-family   "
           f"{UNCHECKED} Commercial   {UNCHECKED} Linear", tags=[F("project_type", "single_family_subdivision")])
    a.text("Site Acreage: 6.48 ac          Number of units: 21 detached single-family lots",
           tags=[F("site_area_ac", 6.48), F("dwelling_units", 21), E("N.6.D")])
    a.text("Land disturbing activity: 5.90 acres", tags=[F("disturbed_area_ac", 5.9)])
    a.text("Impervious Coverage - existing: 0.62 ac; proposed: 2.35 ac",
           tags=[F("existing_impervious_ac", 0.62), F("proposed_impervious_ac", 2.35), E("N.6.E")])
    a.text("Parent tract (Amesbury farm, PID 33-117-23-22-0001) totals 38.7 acres; the remaining 32.2 acres are "
           "owned by the Minnetonka Country Club Association and are not part of this application.")
    a.text("Enclosures: swmp.pdf (stormwater management plan), plans.pdf (22x34 civil plans).")
    a.save()
    b.files.append(a.rel)

    s = Doc(root, "swmp.pdf", b.rec, header="Amesbury Point - Stormwater Management Plan - Lakeside Civil Group")
    s.text("LAKESIDE CIVIL GROUP", size=14, bold=True)
    s.text("Stormwater Management Plan - Amesbury Point, Shorewood, MN - July 2025")
    s.heading("Purpose")
    s.text("Twenty-one single-family homes are proposed on the former Amesbury horse farm. This plan documents "
           "compliance with MCWD Rule N and the City of Shorewood Surface Water Management Plan.")
    s.heading("Best management practices")
    s.text("Site design, structural and non-structural BMPs were selected following 'Protecting Water Quality in "
           "Urban Areas' (MPCA): clustered lots preserve the wooded slope, the street is 26 feet wide, and the "
           "homeowners' association sweeps the street each spring and fall.", tags=[S("N.3.0")])
    s.text("Permanent BMPs: (1) NURP Pond A; (2) riprap outlet at FES-2; (3) 2.1 acres of preserved woods in an "
           "outlot with a conservation easement; (4) sump catch basins CB-4 and CB-9.", tags=[S("N.3.2")])
    s.heading("Rate control")
    s.text("Peak flows leaving the site at the Smithtown Road ditch (cfs):")
    s.table([["Event", "EX", "PR"], ["1-yr", "2.86", "1.94"], ["2-yr", "3.70", "2.51"], ["10-yr", "7.95", "6.20"],
             ["100-yr", "14.60", "13.90"]], [80, 70, 70], size=9.5,
            tags=[F("peak_rates_cfs", {"1": {"existing": 2.86, "proposed": 1.94},
                                       "10": {"existing": 7.95, "proposed": 6.2},
                                       "100": {"existing": 14.6, "proposed": 13.9}}), E("N.6.A.9")])
    s.text("Because peaks drop at the ditch for every event, water levels in the Smithtown Road ditch and the "
           "downstream Shorewood wetland are not raised during or after construction.", tags=[S("N.4.3")])
    s.text("Runoff from 3.3 acres of Shorewood Oaks to the west enters the site and is counted in the Pond A "
           "drainage area in the models.", tags=[S("N.4.4")])
    s.text("Pond A is located above the site's projected 100-year flood elevation and entirely inside a drainage "
           "and utility easement on Outlot B.", tags=[S("N.4.6")])
    s.text("The rate and volume standards of the Shorewood Surface Water Management Plan are met.", tags=[S("N.4.7")])
    s.text("The Pond A outlet and FES-2 discharge onto riprap with geotextile to prevent erosion and scour.",
           tags=[S("N.4.8")])
    s.heading("Pond A")
    s.text("Normal water level 958.0; 100-year HWL 961.3; emergency overflow 963.3. The pond has a 10-foot safety "
           "bench at 10:1 and 2.0 feet of freeboard above the 100-year pond level.",
           tags=[F("ponds", [{"name": "Pond A", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                              "freeboard_ft": 2.0}]), F("hwl_100yr_elev_ft", 961.3)])
    s.text("Low floor elevations of the lots adjoining Pond A range from 964.0 to 969.5; the lowest opening of any "
           "home is 964.0.", tags=[F("lowest_opening_elev_ft", 964.0)])
    s.text("No wetlands or floodplain are on the site. Infiltration is not feasible due to clay soils (Hayden-Kilkenny "
           "clay loam) and is not proposed. The site is not located within a landlocked basin.",
           tags=[E("N.6.A.4"), F("infiltration_proposed", False), F("landlocked", False)])
    s.text("Datum: NGVD 29. Contour interval: 2 feet.", tags=[F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2.0)])
    s.heading("Appendices")
    s.text("A - HydroCAD report; B - MPCA permit; C - City of Shorewood letter")
    hydrocad_listing(s, [("EX-1", "Existing site", "6.48 ac", "14.60 cfs"), ("OS-1", "Shorewood Oaks", "3.30 ac", "8.1 cfs"),
                         ("PR-1", "To Pond A", "5.10 ac", "15.2 cfs"), ("P-A", "Pond A", "-", "11.0 cfs")],
                    routing_note=False)
    npdes_letter(s, "Amesbury Point Partners LLC", "Amesbury Point", "C00072018", "June 30, 2025", "5.9")
    s.new_page()
    s.text("CITY OF SHOREWOOD", size=12, bold=True, tags=[E("N.6.A.11")])
    s.text("5755 Country Club Road, Shorewood, MN 55331 - July 8, 2025. Re: Amesbury Point. The City Engineer has "
           "reviewed the stormwater plan and finds it in conformance with the City's Surface Water Management Plan.")
    s.save()
    b.files.append(s.rel)

    firm = Firm("LAKESIDE CIVIL GROUP", "19600 Highway 7, Shorewood, MN 55331", "Peter J. Lindqvist", "48820")
    sheets = [
        Sheet("1", "EXISTING CONDITIONS SURVEY", [("BOUNDARY / PROPERTY LINES OF AMESBURY POINT PARTNERS LLC", [E("N.6.A.1")]),
                                                 ("EX. CONTOURS 2 FT, NGVD 29", None)]),
        Sheet("2", "DRAINAGE AREA MAP", [("OFF-SITE SUBWATERSHED OS-1 (3.30 AC); EXISTING SUBWATERSHED EX-1; "
                                          "PROPOSED SUBWATERSHEDS PR-1, PR-2", [E("N.6.A.2")])]),
        Sheet("3", "GRADING PLAN", [("PROPOSED 2' CONTOURS (NGVD 29)", [E("N.6.A.7")]),
                                    ("POND A NWL 958.0 / 100-YR HWL 961.3", [E("N.6.A.6")])]),
        Sheet("4", "STORM SEWER AND POND PLAN", [("EX. AND PROPOSED STORM SEWER, INVERTS, POND A", [E("N.6.A.3")]),
                                                 ("DRAINAGE & UTILITY EASEMENT OVER OUTLOT B", [E("N.6.A.12")])]),
        Sheet("5", "DETAILS AND SPECIFICATIONS", [("OUTLET CONTROL STRUCTURE, SKIMMER, RIPRAP, POND SECTION", [E("N.6.A.8")])]),
    ]
    draw_plans(root, "plans.pdf", b.rec, SHEET_22x34, firm, "AMESBURY POINT - SHOREWOOD, MINNESOTA", "07/15/2025",
               sheets, "plan_set.full_size", seed=3)
    b.files.append("plans.pdf")
    return b


def p04_hopkins_designbuild(root: Path) -> Built:
    """A design-build contractor's submittal with every figure in one summary table; the
    100-year Total Site peak goes up (deficiency)."""
    b = Built("x3-04-hopkins-designbuild", "text", 304, "N.2.D.2 high-density apartments, 100-yr rate increase")
    d = Doc(root, "Blake_Road_Flats_Design-Build_Submittal.pdf", b.rec,
            header="Summit Design-Build Co. | Submittal SUB-C-014 | Blake Road Flats")
    d.text("SUMMIT DESIGN-BUILD CO.", size=15, bold=True)
    d.text("SUBMITTAL SUB-C-014 - WATERSHED PERMIT PACKAGE (MCWD RULE N)\nProject: Blake Road Flats, 3.92-acre "
           "redevelopment at Blake Road and Excelsior Boulevard, Hopkins\nRevision 2 - August 11, 2025")
    d.text("Transmittal: this submittal contains the project data sheet, the civil narrative, rate-control results, "
           "the HydroCAD routing summary, the boring logs, the draft maintenance agreement and the MPCA coverage letter. "
           "Civil plans are submitted as separate full-size (22x34) and half-size (11x17) files.")
    d.heading("PROJECT DATA SHEET")
    d.table([["Parameter", "Value", "Source"],
             ["Use", "Multi-family apartments (one 5-story building)", "Arch. A0.01"],
             ["Dwelling units", "168", "Arch. A0.01"],
             ["Project Limits (site area)", "3.92 ac", "ALTA survey"],
             ["Density", "42.9 units/acre", "calc."],
             ["Building gross floor area", "198,400 sf", "Arch. (not a site figure)"],
             ["Hard surface, existing (warehouse, paving)", "3.05 ac", "survey"],
             ["Hard surface, proposed", "3.31 ac", "C3.0"],
             ["Net new hard surface", "0.26 ac", "calc."],
             ["Land disturbing activity", "3.92 ac", "SWPPP"],
             ["Infiltration", "Not proposed (clay, see borings)", "geotech"],
             ["Owner", "Blake Road Flats LP (private)", "-"],
             ["Vertical datum / contours", "NGVD 29 / 2 ft", "C2.0"]], [200, 200, 100], size=8.5,
            tags=[F("project_type", "multi_unit_residential"), F("dwelling_units", 168), F("site_area_ac", 3.92),
                  F("density_du_per_ac", 42.9), F("existing_impervious_ac", 3.05), F("proposed_impervious_ac", 3.31),
                  F("net_impervious_increase_ac", 0.26), F("disturbed_area_ac", 3.92),
                  F("infiltration_proposed", False), F("applicant_public_entity", False),
                  F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2.0), E("N.6.D"), E("N.6.E")])
    d.heading("CIVIL NARRATIVE")
    d.text("The warehouse, its loading dock and almost all paving are removed. Runoff from the new building and drives "
           "is stored in an underground chamber system (UG-1, 14,200 cubic feet) under the courtyard and released "
           "through a 6-inch orifice to the Excelsior Boulevard trunk storm sewer. Infiltration is not feasible due "
           "to clay soils (borings B-1 to B-4 found lean clay to 18 feet).")
    d.text("BMPs were chosen from the MPCA's 'Protecting Water Quality in Urban Areas' toolbox: less hard surface per "
           "unit than the warehouse, green roof over the amenity deck, underground storage with pretreatment, and "
           "a construction-phase SWPPP.", tags=[S("N.3.0")])
    d.text("Permanent BMP list: UG-1 underground storage chambers with isolator row; green roof (4,800 sf); "
           "hydrodynamic separator HDS-1; riprap at the creek outfall.", tags=[S("N.3.2")])
    d.text("UG-1 and its outlet were sized by reservoir routing of the 24-hour critical-duration events; the site has "
           "no natural low area to use.", tags=[S("N.4.2")])
    d.text("Runoff from 1.1 acres of Blake Road right-of-way that now enters the site is kept out by a curb cut "
           "relocation, and the remaining 0.4 acres of tributary parking lot to the west is included in the model.",
           tags=[S("N.4.4")])
    d.text("UG-1 is placed above the 100-year flood elevation of Minnehaha Creek (893.4) within a recorded drainage "
           "and utility easement.", tags=[S("N.4.6")])
    d.text("The creek outfall (DP-2) is an existing 18-inch pipe; a new riprap apron and cut-off wall protect the "
           "bank from scour.", tags=[S("N.4.8")])
    d.heading("RATE CONTROL RESULTS (HydroCAD, Atlas 14)")
    d.table([["Discharge point", "1-yr Pre", "1-yr Post", "10-yr Pre", "10-yr Post", "100-yr Pre", "100-yr Post"],
             ["DP-1 Excelsior Blvd trunk", "6.10", "4.55", "11.20", "9.60", "19.80", "20.95"],
             ["DP-2 Creek outfall", "1.12", "0.95", "2.40", "2.10", "4.30", "4.25"],
             ["Total Site", "7.22", "5.50", "13.60", "11.70", "24.10", "25.20"]],
            [150, 60, 60, 60, 60, 60, 65], size=8.5,
            tags=[F("peak_rates_cfs", {"1": {"existing": 7.22, "proposed": 5.5},
                                       "10": {"existing": 13.6, "proposed": 11.7},
                                       "100": {"existing": 24.1, "proposed": 25.2}}), E("N.6.A.9")])
    d.text("The 100-year Total Site post-development peak exceeds pre-development by 1.1 cfs; the design-build team "
           "proposes to address this in Revision 3.")
    d.heading("ELEVATIONS")
    d.text("Minnehaha Creek at the site: normal water 890.2, 100-year flood elevation 893.4 (FEMA). Lowest opening of "
           "the building (parking garage entrance) 899.8; first floor 901.0.",
           tags=[F("hwl_100yr_elev_ft", 893.4), F("lowest_opening_elev_ft", 899.8)])
    hydrocad_listing(d, [("1S", "Existing site", "3.92 ac", "24.10 cfs"), ("2S", "Proposed to UG-1", "3.20 ac", "21.8 cfs"),
                         ("1P", "UG-1 chambers", "-", "15.5 cfs"), ("3S", "West parking (off-site)", "0.40 ac", "2.9 cfs")])
    boring_logs(d, "American Engineering Testing, Inc.", [("B-1", "897.5", "Fill 4 ft; lean clay (CL) to 18 ft; sand to 26 ft"),
                                                         ("B-3", "898.1", "Fill 3 ft; lean clay (CL) to 17 ft")],
                "Water at 16 ft in B-1. Clay unsuitable for infiltration.")
    maintenance_agreement(d, "Blake Road Flats LP", "UG-1, HDS-1, the outlet structure and the creek outfall", "Hennepin County")
    npdes_letter(d, "Summit Design-Build Co. and Blake Road Flats LP", "Blake Road Flats", "C00072440", "July 29, 2025", "3.92")
    d.new_page()
    d.text("CITY OF HOPKINS - PUBLIC WORKS", size=12, bold=True, tags=[E("N.6.A.11")])
    d.text("1010 First Street South, Hopkins. July 30, 2025. Staff reviewed the stormwater plan for Blake Road Flats. "
           "The plan conforms to the City of Hopkins Surface Water Management Plan; the rate-control standards of "
           "the City plan are met for the 1- and 10-year events.", tags=[S("N.4.7")])
    d.save()
    b.files.append(d.rel)

    firm = Firm("HALDEN ENGINEERING (for Summit Design-Build)", "1200 Mainstreet, Hopkins, MN 55343",
                "Rosa E. Delgado", "53390")
    sheets = [
        Sheet("C1.0", "EXISTING CONDITIONS & REMOVALS", [("PROPERTY LINE; LANDS OF BLAKE ROAD FLATS LP", [E("N.6.A.1")]),
                                                         ("EX. STORM SEWER TO EXCELSIOR BLVD TRUNK; EX. 18\" CREEK OUTFALL", None)]),
        Sheet("C1.1", "DRAINAGE AREA MAPS (EX/PR)", [("EXISTING AND PROPOSED DRAINAGE AREAS, OFF-SITE AREA 3S (0.40 AC)", [E("N.6.A.2")])]),
        Sheet("C2.0", "GRADING PLAN", [("2-FT CONTOURS, NGVD 29", [E("N.6.A.7")]),
                                       ("MINNEHAHA CREEK NWL 890.2 / 100-YR 893.4; FEMA FLOODPLAIN LIMIT; NO WETLANDS ON SITE",
                                        [E("N.6.A.6"), E("N.6.A.4")])]),
        Sheet("C3.0", "UTILITY PLAN", [("PROPOSED UG-1, HDS-1, STORM SEWER WITH INVERTS", [E("N.6.A.3")]),
                                       ("DRAINAGE AND UTILITY EASEMENT (DOC. NO. 4410233)", [E("N.6.A.12")])]),
        Sheet("C4.0", "CIVIL DETAILS", [("UG-1 CHAMBER SECTION, OUTLET STRUCTURE, RIPRAP APRON - SPECIFICATIONS", [E("N.6.A.8")])]),
    ]
    draw_plans(root, "Blake_Road_Flats_Civil_22x34.pdf", b.rec, SHEET_22x34, firm,
               "BLAKE ROAD FLATS - HOPKINS, MN", "08/11/2025", sheets, "plan_set.full_size", seed=4)
    draw_plans(root, "Blake_Road_Flats_Civil_11x17.pdf", b.rec, SHEET_11x17, firm,
               "BLAKE ROAD FLATS - HOPKINS, MN", "08/11/2025", sheets, "plan_set.reduced", seed=4)
    b.files += ["Blake_Road_Flats_Civil_22x34.pdf", "Blake_Road_Flats_Civil_11x17.pdf"]
    return b


def p05_wayzata_cafe(root: Path) -> Built:
    """A watershed-savvy landscape architect's letter for a 0.38-acre café (N.2.D.1, Section 3 only);
    hard cover goes down."""
    b = Built("x3-05-wayzata-cafe", "text", 305, "N.2.D.1 small commercial, impervious decrease")
    d = Doc(root, "Lake_Street_Cafe_Stormwater_Letter.pdf", b.rec)
    d.text("TALLGRASS LANDSCAPE ARCHITECTURE", size=14, bold=True)
    d.text("Ecological site design | 801 East Lake Street, Wayzata, MN 55391")
    d.text("September 3, 2025")
    d.text("Minnehaha Creek Watershed District\n15320 Minnetonka Industrial Road, Suite 201\nMinnetonka, MN 55345")
    d.text("Re: Lake Street Café - 740 East Lake Street, Wayzata - Rule N stormwater narrative")
    d.text("Dear District staff,")
    d.text("We are writing on behalf of Ferndale Hospitality LLC, which will convert the former bank at 740 East Lake "
           "Street into a café with outdoor seating. This is a commercial redevelopment of an already-developed lot.",
           tags=[F("project_type", "commercial")])
    d.text("The lot measures 16,550 sq. ft. (0.38 acre). Today 13,240 ft² of it is roof and asphalt; after the "
           "work, hard surface will total 12,105 ft². Impervious coverage therefore falls: a net change of "
           "-1,135 ft² (-0.026 acre).",
           tags=[F("site_area_ac", ac(16550)), F("existing_impervious_ac", ac(13240)),
                 F("proposed_impervious_ac", ac(12105)), F("net_impervious_increase_ac", -0.026), E("N.6.D"), E("N.6.E")])
    d.text("Grading and paving replacement will disturb about 15,700 ft².", tags=[F("disturbed_area_ac", ac(15700))])
    d.text("Our approach follows the site-design and structural BMPs of the MPCA's Protecting Water Quality in Urban "
           "Areas: we remove the drive-through lane, replace the patio with permeable pavers, and send the café roof "
           "to a planted stormwater planter before it reaches the Lake Street storm sewer.", tags=[S("N.3.0")])
    d.text("The permeable paver patio (2,100 ft²) has an open-graded stone base and is designed to infiltrate; "
           "the native soils at the patio are sandy (see the attached hand-auger notes).",
           tags=[F("infiltration_proposed", True)])
    d.text("The permanent BMPs are:")
    d.bullets(["Permeable interlocking concrete paver patio with 12-inch stone reservoir",
               "Roof-drain stormwater planter (180 ft²) with underdrain", "Two tree trenches along Lake Street",
               "Sump manhole with SNOUT hood at the connection to the city storm sewer"], mark="-", tags=[S("N.3.2")])
    d.text("The café's finished floor and lowest door threshold are at 944.9 (NGVD 29). Lake Minnetonka's 100-year "
           "flood elevation is 931.5, so the lowest opening is 13.4 feet above it.",
           tags=[F("lowest_opening_elev_ft", 944.9), F("hwl_100yr_elev_ft", 931.5), F("vertical_datum", "NGVD29")])
    d.text("The building's floor area (3,900 ft²) is unchanged. The parcel (PID 06-117-22-14-0021) was platted in 1911 "
           "as part of the 40-acre Wayzata townsite addition.")
    d.text("Please call me at 952-555-0190 with any questions.")
    d.text("Sincerely,\nMaren Solheim, PLA, ASLA\nTallgrass Landscape Architecture")
    d.save()
    b.files.append(d.rel)
    return b
