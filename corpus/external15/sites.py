"""Non-linear contrast packages: sites that have sidewalks or trails but are not linear projects.

A commercial redevelopment with a frontage sidewalk, a school campus with new walks, and a
city park with a trail loop: each is decided by its site (N.2.D), never by N.2.E, so the
sidewalk widths on their pages are distractors and no ``sidewalk_trail`` fact is recorded.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external15.kit import Doc, ex, fact, st
from corpus.external15.plans import PlanMeta, Sheet, plan_sets
from corpus.truth import Recorder


def hopkins_commercial(root: Path, rec: Recorder) -> list[str]:
    r = Doc(root, "01_Stormwater_Management_Report.pdf", rec, size=10)
    r.new_page()
    r.line("NORTHFORK CIVIL GROUP", 14, "Helvetica-Bold")
    r.line("Stormwater Management Report  -  Mainstreet Commons, Hopkins, Minnesota", 11)
    r.line("Prepared for Mainstreet Commons LLC  |  Northfork No. 25-0417  |  February 27, 2026", 9)
    r.space(8)
    r.certify("Priya N. Raman", "52240", "02/27/2026")
    r.heading("Site and proposal", 11)
    r.para("Mainstreet Commons LLC, a private developer, proposes to redevelop three contiguous parcels at 1000-1040 "
           "Mainstreet (PIDs 24-117-22-13-0041, -0042 and -0057; 1.9, 2.6 and 1.6 acres) into a commercial "
           "retail and office building of 48,200 sq. ft. with 212 parking stalls.",
           tags=[fact("applicant_public_entity", False), fact("project_type", "commercial")])
    r.para("Site area: 6.1 acres. Disturbed area: 5.4 acres.",
           tags=[fact("site_area_ac", 6.1), ex("N.6.D"), fact("disturbed_area_ac", 5.4)])
    r.para("The site is already developed (former lumber yard). Existing impervious: 4.1 acres. Proposed "
           "impervious: 4.9 acres. Net increase: 0.8 acre.",
           tags=[fact("existing_impervious_ac", 4.1), fact("proposed_impervious_ac", 4.9),
                 fact("net_impervious_increase_ac", 0.8), ex("N.6.E")])
    r.para("A 6-ft concrete public sidewalk with a 5-ft boulevard will be rebuilt along the 640-ft Mainstreet "
           "frontage as part of the site work.")
    r.heading("BMPs", 11)
    r.para("Consistent with the MPCA's Protecting Water Quality in Urban Areas, the design limits impervious surface "
           "(structured parking under the building's north wing), enhances infiltration with an underground "
           "infiltration gallery, controls peak flows, and limits pollutants with pretreatment.", tags=[st("N.3.0")])
    r.para("Permanent BMPs: underground infiltration gallery UG-A; pretreatment manhole with SAFL baffle; two "
           "bioretention cells in the parking islands; permeable pavers at the plaza.", tags=[st("N.3.2")])
    r.para("Infiltration is proposed in UG-A; soils are Sparta loamy sand (HSG A), measured 1.6 in/hr.",
           tags=[fact("infiltration_proposed", True)])
    r.heading("Rate control", 11)
    rows = [["Storm", "Existing (cfs)", "Proposed (cfs)"], ["1-yr", "12.4", "9.1"], ["2-yr", "15.0", "11.3"],
            ["10-yr", "28.8", "22.0"], ["100-yr", "51.2", "47.5"]]
    r.table(rows, [90, 110, 110], tags=[ex("N.6.A.9"), fact("peak_rates_cfs", {
        "1": {"existing": 12.4, "proposed": 9.1}, "10": {"existing": 28.8, "proposed": 22.0},
        "100": {"existing": 51.2, "proposed": 47.5}})])
    r.new_page()
    r.para("There is no natural low area on the developed site; UG-A and its outlet were designed by reservoir "
           "routing of the critical-duration events (Atlas 14, 24-hr).", tags=[st("N.4.2")])
    r.para("Water levels off site are not adversely affected during or after construction.", tags=[st("N.4.3")])
    r.para("Runoff tributary to the site from 2.3 acres of Mainstreet right-of-way is included in the model.",
           tags=[st("N.4.4")])
    r.para("UG-A is above the projected 100-year flood elevation of Minnehaha Creek (909.0) and within a drainage "
           "and utility easement.", tags=[st("N.4.6")])
    r.para("The City of Hopkins reviewed the plans for conformance with its approved Surface Water Management Plan; "
           "the City's conformance letter (January 30, 2026) is attached.", tags=[st("N.4.7"), ex("N.6.A.11")])
    r.para("The overflow outfall to the creek has a riprap apron and flared end section to minimize erosion and "
           "scouring.", tags=[st("N.4.8")])
    r.para("The site is not landlocked.", tags=[fact("landlocked", False)])
    r.para("Building: lowest floor / lowest opening elevation 912.6. The 100-year high water elevation adjacent "
           "to the building (UG-A overflow) is 910.9.",
           tags=[fact("lowest_opening_elev_ft", 912.6), fact("hwl_100yr_elev_ft", 910.9)])
    r.heading("Attachments", 11)
    r.para("A. HydroCAD model and infiltration gallery sizing computations (18 subcatchments).", tags=[ex("N.6.A.10")])
    r.para("B. Geotechnical report with 8 soil borings (Haugo GeoTechnical, 2025).", tags=[ex("N.6.C")])
    r.para("C. MPCA NPDES construction stormwater permit coverage C00071955.", tags=[ex("N.6.A.13")])
    r.para("D. Stormwater maintenance agreement (MCWD form) for UG-A, pretreatment manhole, bioretention cells and "
           "outfall, Mainstreet Commons LLC responsible.", tags=[ex("N.6.B")])
    files = [r.save()]
    meta = PlanMeta(office="NORTHFORK CIVIL GROUP", project="MAINSTREET COMMONS", location="HOPKINS, MINNESOTA",
                    engineer="Priya N. Raman", license_no="52240", date="02/27/2026", layout="right")
    sheets = [
        Sheet("C0.0", "Cover Sheet", [("SHEETS C0.0 - C5.0", [])], "site"),
        Sheet("C1.0", "Existing Conditions and Survey", [
            ("BOUNDARY OF LANDS OWNED BY APPLICANT (3 PARCELS), PROPERTY LINES", [ex("N.6.A.1")]),
            ("MINNEHAHA CREEK FLOODPLAIN (ZONE AE, EL. 909.0) AND SHORELAND LIMIT", [ex("N.6.A.4")]),
            ("SOILS: SPARTA LOAMY SAND (HSG A) 1.6 IN/HR; UDORTHENTS FILL - EXISTING AND PROPOSED LIMITS",
             [ex("N.6.A.5")]),
        ], "site"),
        Sheet("C2.0", "Drainage Areas", [("EXISTING AND PROPOSED SUBWATERSHEDS; OFF-SITE AREA 2.3 AC", [ex("N.6.A.2")])],
              "drainage"),
        Sheet("C3.0", "Grading and Utilities", [
            ("EXISTING AND PROPOSED STORM SEWER AND UG-A LOCATION, ALIGNMENT, ELEVATIONS", [ex("N.6.A.3")]),
            ("CONTOURS: 2-FOOT INTERVAL, NGVD 29",
             [ex("N.6.A.7"), fact("contour_interval_ft", 2.0), fact("vertical_datum", "NGVD29")]),
            ("MINNEHAHA CREEK NORMAL 905.2 / 100-YR 909.0 EXISTING AND PROPOSED; UG-A 100-YR 910.9", [ex("N.6.A.6")]),
            ("DRAINAGE AND UTILITY EASEMENT OVER UG-A", [ex("N.6.A.12")]),
            ("BUILDING LOWEST OPENING 912.6", []),
        ], "site"),
        Sheet("C5.0", "Stormwater Details", [("UG-A GALLERY, BIORETENTION, PRETREATMENT DETAILS AND SPECIFICATIONS",
                                              [ex("N.6.A.8")])], "details"),
    ]
    files += plan_sets(root, "02_Civil_Plans_22x34.pdf", "03_Civil_Plans_11x17.pdf", rec, meta, sheets)
    return files


def excelsior_school(root: Path, rec: Recorder) -> list[str]:
    r = Doc(root, "ISD276_Excelsior_Elementary_Site_Improvements_SWMP.pdf", rec, font="Times-Roman", size=11)
    r.new_page()
    r.line("Minnetonka Public Schools  -  Independent School District 276", 13, "Times-Bold")
    r.line("Excelsior Elementary School Site Improvements and Classroom Addition", 12)
    r.line("Stormwater Management Plan  |  Prepared by Lakeview Design Engineers  |  March 2026", 9)
    r.space(8)
    r.certify("Jonathan P. Meyer", "46671", "03/09/2026")
    r.para("Owner and applicant: Independent School District 276, a Minnesota public school district.",
           tags=[fact("applicant_public_entity", True)])
    r.para("The project rebuilds the bus loop and staff parking, adds a 12,800 sq. ft. classroom addition, and "
           "replaces the campus walks with 8-ft concrete sidewalks bordered by 6-ft turf on both sides. It is "
           "institutional development of the school site; it is not a road or trail project.",
           tags=[fact("project_type", "institutional")])
    r.para("School site area: 11.4 acres. Area disturbed: 6.2 acres.",
           tags=[fact("site_area_ac", 11.4), ex("N.6.D"), fact("disturbed_area_ac", 6.2)])
    r.para("Impervious: existing 5.2 acres; proposed 6.9 acres; net increase 1.7 acres.",
           tags=[fact("existing_impervious_ac", 5.2), fact("proposed_impervious_ac", 6.9),
                 fact("net_impervious_increase_ac", 1.7), ex("N.6.E")])
    r.line("BMPs", 11.5, "Times-Bold")
    r.para("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas: the bus loop was shortened to limit "
           "new impervious surface, tree trenches enhance infiltration and peak flow control, and a wet pond limits "
           "pollutant discharge.", tags=[st("N.3.0")])
    r.para("Permanent BMPs: wet pond E-1 with skimmer outlet; three tree trenches; sump catch basins.",
           tags=[st("N.3.2")])
    r.para("Infiltration is not proposed (Lester clay loam).", tags=[fact("infiltration_proposed", False)])
    r.line("Rate control", 11.5, "Times-Bold")
    rows = [["Event", "Existing cfs", "Proposed cfs"], ["1-year", "8.2", "7.0"], ["10-year", "19.5", "17.1"],
            ["50-year", "31.6", "29.0"], ["100-year", "38.4", "35.9"]]
    r.table(rows, [90, 100, 100], tags=[ex("N.6.A.9"), fact("peak_rates_cfs", {
        "1": {"existing": 8.2, "proposed": 7.0}, "10": {"existing": 19.5, "proposed": 17.1},
        "100": {"existing": 38.4, "proposed": 35.9}})])
    r.new_page()
    r.para("Pond E-1 uses the natural low area at the southwest corner of the campus; E-1 and its outlet were "
           "designed by reservoir routing of the critical-duration events.", tags=[st("N.4.2")])
    r.para("Off-site water levels are not adversely affected during or after construction.", tags=[st("N.4.3")])
    r.para("Pond E-1 is above the projected 100-year flood elevation and within a drainage easement dedicated to "
           "the City of Excelsior.", tags=[st("N.4.6")])
    r.para("The City of Excelsior reviewed the plan and confirmed conformance with its Local Water Management Plan "
           "(letter of February 12, 2026, attached).", tags=[st("N.4.7"), ex("N.6.A.11")])
    r.para("The pond outfall to the Lake Minnetonka (Excelsior Bay) storm line has a riprap apron to minimize "
           "erosion and scouring.", tags=[st("N.4.8"), st("N.5.4")])
    r.para("The receiving area is not landlocked.", tags=[fact("landlocked", False)])
    r.line("Water quality", 11.5, "Times-Bold")
    r.para("P8 model: annual total phosphorus removal 44%.", tags=[fact("phosphorus_removal_pct", 44.0)])
    r.para("Pond E-1: 10-ft safety bench at 10:1; 100-year pond level 955.1; emergency overflow 957.3, for 2.2 ft "
           "of freeboard.", tags=[fact("ponds", [{"name": "E-1", "safety_bench_width_ft": 10.0,
                                                    "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.2}])])
    r.para("The E-1 outlet skimmer removes floatables for the 1-year event.", tags=[st("N.5.2")])
    r.para("Classroom addition lowest opening 958.4; 100-year high water (pond E-1) 955.1.",
           tags=[fact("lowest_opening_elev_ft", 958.4), fact("hwl_100yr_elev_ft", 955.1)])
    r.line("Appendix", 11.5, "Times-Bold")
    r.para("HydroCAD and P8 computations for pond E-1 and tree trenches.", tags=[ex("N.6.A.10")])
    r.para("MPCA NPDES construction stormwater permit C00072003.", tags=[ex("N.6.A.13")])
    files = [r.save()]
    meta = PlanMeta(office="LAKEVIEW DESIGN ENGINEERS", project="EXCELSIOR ELEMENTARY SITE IMPROVEMENTS",
                    location="EXCELSIOR, MN - ISD 276", engineer="Jonathan P. Meyer", license_no="46671",
                    date="03/09/2026", layout="right")
    sheets = [
        Sheet("C-1", "Existing Site", [
            ("PROPERTY LINES OF THE SCHOOL DISTRICT PARCEL", [ex("N.6.A.1")]),
            ("WETLAND (DELINEATED 2025) AT SW CORNER", [ex("N.6.A.4")]),
        ], "site"),
        Sheet("C-2", "Drainage Areas", [("EXISTING AND PROPOSED SUBWATERSHEDS, OFF-SITE 4.0 AC", [ex("N.6.A.2")])],
              "drainage"),
        Sheet("C-3", "Grading", [
            ("EXISTING AND PROPOSED CONTOURS AT 1-FT INTERVAL, NGVD 29",
             [ex("N.6.A.7"), fact("contour_interval_ft", 1.0), fact("vertical_datum", "NGVD29")]),
            ("EXISTING AND PROPOSED STORM SEWER, POND E-1 LOCATION, ALIGNMENT AND ELEVATIONS", [ex("N.6.A.3")]),
            ("POND E-1 NWL 952.0 / 100-YR 955.1; WETLAND NWL 948.5 / 100-YR 950.8 EXISTING AND PROPOSED",
             [ex("N.6.A.6")]),
            ("DRAINAGE EASEMENT OVER POND E-1", [ex("N.6.A.12")]),
        ], "pond"),
        Sheet("C-4", "Storm Details", [("POND E-1 SECTION, SKIMMER OUTLET, TREE TRENCH DETAILS, SPECIFICATIONS",
                                       [ex("N.6.A.8")])], "details"),
    ]
    files += plan_sets(root, "Plans_Full_Size.pdf", "Plans_Reduced.pdf", rec, meta, sheets)
    return files


def mound_park(root: Path, rec: Recorder) -> list[str]:
    d = Doc(root, "Mound_Chapman_Place_Park_Application.pdf", rec, size=10)
    d.new_page()
    d.line("CITY OF MOUND  -  PARKS AND PUBLIC WORKS", 13, "Helvetica-Bold")
    d.line("Stormwater permit application summary for MCWD", 10)
    d.space(8)
    rows = [["Project", "Chapman Place Park warming house and trail loop"],
            ["Applicant", "City of Mound (municipal corporation)"],
            ["Land use category", "Institutional (public park)"],
            ["Site area", "0.46 acre (park parcel)"],
            ["Disturbed area", "0.46 acre (entire park)"],
            ["Existing impervious", "0.05 acre (old shelter slab, 2,180 sq. ft.)"],
            ["Proposed impervious", "0.19 acre"],
            ["Net increase", "0.14 acre"]]
    d.table(rows, [150, 330], header=False, size=9.5, tags=[
        fact("applicant_public_entity", True), fact("project_type", "institutional"), fact("site_area_ac", 0.46),
        ex("N.6.D"), fact("disturbed_area_ac", 0.46), fact("existing_impervious_ac", 0.05),
        fact("proposed_impervious_ac", 0.19), fact("net_impervious_increase_ac", 0.14), ex("N.6.E")])
    d.para("The project replaces the old shelter with a 1,450 sq. ft. warming house and adds an 8-ft bituminous "
           "trail loop (520 ft) through the park with turf on both sides, and a small plaza. The trail loop is "
           "inside the park and serves it; it is not a separate trail project.")
    d.heading("BMPs", 11)
    d.para("Following the MPCA manual Protecting Water Quality in Urban Areas: the loop is kept to 8 feet to limit "
           "impervious surface, the warming house roof drains to a rain garden to enhance infiltration and control "
           "peak flow, and the plaza drains through a vegetated swale to limit pollutants.", tags=[st("N.3.0")])
    d.para("Permanent BMPs: rain garden (600 sq. ft.); vegetated swale (140 ft); native plantings along the "
           "Langdon Lake edge.", tags=[st("N.3.2")])
    d.para("Infiltration is proposed in the rain garden; measured soil rate 0.8 in/hr (loamy sand).",
           tags=[fact("infiltration_proposed", True)])
    d.heading("Building elevations", 11)
    d.para("Warming house lowest opening (door threshold) 937.8. Langdon Lake 100-year high water elevation 934.9 "
           "(MCWD). The lowest opening is 2.9 ft above the 100-year high water.",
           tags=[fact("lowest_opening_elev_ft", 937.8), fact("hwl_100yr_elev_ft", 934.9)])
    d.para("For reference, Chapman Place Park is one of 22 City parks (total 96 acres); Langdon Lake covers 139 "
           "acres and the park's drainage reaches it through a 12-in. culvert under Shoreline Drive (CSAH 15).")
    return [d.save()]
