"""Packages 1-4: a homeowner's engineer, a large consultant's form-and-report, a three-file
submittal, and a design-build contractor's one-table summary."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from corpus.external3.kit import CHECKED, SHEET_11x17, SHEET_22x34, SHEET_24x36, UNCHECKED, Doc
from corpus.external3.sets import (E, F, Firm, S, Sheet, boring_logs, draw_plans, hydrocad_listing,
                                   maintenance_agreement, npdes_letter, sheet_index)
from corpus.truth import Recorder

SQFT = 43560.0


def ac(sf: float) -> float:
    return round(sf / SQFT, 4)


@dataclass
class Built:
    id: str
    kind: str
    seed: int
    scenario: str
    rec: Recorder = field(default_factory=Recorder)
    files: list[str] = field(default_factory=list)
    scan: list[str] = field(default_factory=list)  # files to be delivered as scans


# ------------------------------------------------------------------------------------------------
def p01_excelsior_home(root: Path) -> Built:
    """A small-site engineer's single memo for a lakeshore tear-down and rebuild (N.2.A)."""
    b = Built("x3-01-excelsior-home", "text", 301, "N.2.A single-family home, lakeshore rebuild")
    d = Doc(root, "Bayview_Place_MCWD_memo.pdf", b.rec, header="Halvorsen Site Engineering - 5 Bayview Place")
    d.text("HALVORSEN SITE ENGINEERING, LLC", size=14, bold=True)
    d.text("Small-site civil engineering | 612 Second Street, Excelsior, MN 55331")
    d.text("MEMORANDUM", size=12, bold=True)
    d.text("TO: Permitting Staff, Minnehaha Creek Watershed District\nFROM: Karl Halvorsen, P.E.\n"
           "DATE: April 14, 2025\nRE: 5 Bayview Place, Excelsior - PID 27-117-23-41-0035 - stormwater and erosion control narrative")
    d.text("The owners, Tom and Rita Engstrom, intend to remove the existing 1940s cabin and detached garage and "
           "build a new single-family residence with an attached garage on the lot.",
           tags=[F("project_type", "single_family_home")])
    d.text("The property is Lot 7, Block 2 of Excelsior Bay Addition. The plat as a whole covered 14.2 acres when it "
           "was recorded in 1938; only Lot 7 is part of this work. Lot area: 21,780 sq. ft. (0.50 acres).",
           tags=[F("site_area_ac", 0.5)])
    d.text("Hard-cover figures were measured from the certificate of survey dated March 3, 2025:")
    d.table([["", "Sq. ft.", "Acres"],
             ["Existing hard cover (cabin, garage, gravel drive)", "3,920", "0.09"],
             ["Proposed hard cover (house, garage, driveway, patio)", "6,970", "0.16"],
             ["Net new hard cover", "3,050", "0.07"]], [270, 80, 70], size=9,
            tags=[F("existing_impervious_ac", 0.09), F("proposed_impervious_ac", 0.16),
                  F("net_impervious_increase_ac", 0.07)])
    d.text("For reference, the new home has a 2,860 sq. ft. footprint and 4,150 sq. ft. of finished floor area; "
           "these are building figures, not site figures.")
    d.text("Grading will disturb approximately 12,400 square feet of the lot, all of it inside the silt fence "
           "shown on the survey.", tags=[F("disturbed_area_ac", ac(12400))])
    d.text("Elevations on the survey are NGVD 1929 and the topography is shown at one-foot contours.",
           tags=[F("vertical_datum", "NGVD29"), F("contour_interval_ft", 1.0)])
    d.text("Lake Minnetonka's ordinary high water level is 929.4 and its 100-year flood elevation is 931.5. "
           "The lowest opening of the new house (the walkout patio door sill) is at elevation 937.0; the basement "
           "slab at 927.9 is below grade and has no openings.",
           tags=[F("hwl_100yr_elev_ft", 931.5), F("lowest_opening_elev_ft", 937.0)])
    d.text("Roof runoff from the lake side of the house will be piped to a 350 sq. ft. rain garden that will "
           "infiltrate into the sandy loam found in the two hand-auger holes; the rest of the roof drains to the "
           "street as it does today.", tags=[F("infiltration_proposed", True)])
    d.text("No wetlands were identified on the lot. Erosion control: silt fence along the shoreline side, a rock "
           "construction entrance on Bayview Place, inlet protection at the catch basin in front of No. 9, and "
           "seed and mulch within 7 days of final grade.")
    d.text("Because this is the reconstruction of a single-family home, we understand that Rule N does not "
           "require a stormwater permit; we are sending this memo with the shoreland and erosion control "
           "applications so that District staff have the full picture.")
    d.text("Karl Halvorsen, P.E. (MN Lic. 44718)")
    d.save()
    b.files.append(d.rel)
    return b


# ------------------------------------------------------------------------------------------------
MTKA_FIRM = Firm("NORTHSTAR LAND & WATER, INC.", "7800 Excelsior Blvd, Suite 300, Hopkins, MN 55343 | 952.555.0140",
                 "Anneliese M. Vork", "51237")


def _checkbox_form(d: Doc, rows: list[tuple[str, list[tuple[str, bool]], list | None]]) -> None:
    for label, options, tags in rows:
        line = label + "   " + "   ".join(f"{CHECKED if on else UNCHECKED} {opt}" for opt, on in options)
        d.text(line, size=9.5, tags=tags, gap=3)


def p02_minnetonka_subdivision(root: Path) -> Built:
    """A large consultant: a filled-in form with check boxes, a report, full and reduced plans.

    Deficiency: the report never includes a drainage area map (N.6.A.2)."""
    b = Built("x3-02-minnetonka-subdivision", "text", 302, "N.2.B.2 low-density subdivision, missing drainage map")
    project = "RIDGEWOOD HOLLOW - 14 LOT SINGLE FAMILY SUBDIVISION - MINNETONKA, MN"
    # application form
    d = Doc(root, "01_MCWD_Permit_Application.pdf", b.rec, header="MCWD Permit Application - Ridgewood Hollow")
    d.text("MINNEHAHA CREEK WATERSHED DISTRICT - PERMIT APPLICATION", size=13, bold=True)
    d.text("Section 1. Applicant / Property", size=11, bold=True)
    d.field_line("Project name:", "Ridgewood Hollow")
    d.field_line("Location:", "14500 Ridgewood Road, Minnetonka (PIDs 20-117-22-33-0004, -0005)")
    d.field_line("Applicant:", "Ridgewood Hollow LLC, c/o Brandt Homes, 3400 Annapolis Lane, Plymouth")
    _checkbox_form(d, [
        ("Applicant type:", [("City/County/State agency", False), ("Private", True)], [F("applicant_public_entity", False)]),
        ("Rules triggered:", [("B Erosion Control", True), ("C Floodplain", False), ("D Wetland", False),
                              ("N Stormwater", True)], None),
        ("Land use:", [("Single-family home", False), ("Single-family subdivision", True), ("Multi-family", False),
                       ("Commercial/Industrial", False), ("Road/Trail", False)],
         [F("project_type", "single_family_subdivision")]),
        ("Infiltration proposed?", [("Yes", True), ("No", False)], [F("infiltration_proposed", True)]),
        ("Discharges to a landlocked basin?", [("Yes", False), ("No", True)], [F("landlocked", False)]),
    ])
    d.text("Section 2. Project data", size=11, bold=True)
    d.table([["Item", "Value"],
             ["Total Parcel Area (gross)", "9.62 acres"],
             ["Number of lots / dwelling units", "14"],
             ["Density", "1.46 units per acre"],
             ["Area of Disturbance", "8.35 acres"],
             ["Existing impervious", "0.41 acres"],
             ["Proposed impervious", "2.58 acres"],
             ["New impervious (net)", "2.17 acres"]], [230, 150], size=9.5,
            tags=[F("site_area_ac", 9.62), F("dwelling_units", 14), F("density_du_per_ac", 1.46),
                  F("disturbed_area_ac", 8.35), F("existing_impervious_ac", 0.41),
                  F("proposed_impervious_ac", 2.58), F("net_impervious_increase_ac", 2.17), E("N.6.D"), E("N.6.E")])
    d.text("Section 3. Submittal checklist (where found)", size=11, bold=True)
    d.table([["Item", "Location in submittal"],
             ["Stormwater management plan", "02_Stormwater_Report.pdf"],
             ["Full-size plans (24x36)", "03_Plans_24x36.pdf"],
             ["Reduced plans (11x17)", "04_Plans_11x17.pdf"],
             ["NPDES permit", "02_Stormwater_Report.pdf, Appendix D"],
             ["Geotechnical report", "02_Stormwater_Report.pdf, Appendix C"]], [230, 230], size=9)
    d.text("Signature of applicant: /s/ Derek Brandt        Date: 06/02/2025")
    d.save()
    b.files.append(d.rel)

    # report
    r = Doc(root, "02_Stormwater_Report.pdf", b.rec, header="Northstar Land & Water - Ridgewood Hollow SWMP")
    r.text("STORMWATER MANAGEMENT PLAN", size=16, bold=True)
    r.text("Ridgewood Hollow, Minnetonka, Minnesota\nPrepared for Ridgewood Hollow LLC\nJune 2, 2025\nNorthstar Project No. 24-0917")
    r.text(("I hereby certify that this plan, specification, or report was prepared by me or under my "
                              "direct supervision and that I am a duly Licensed Professional Engineer under the laws "
                              "of the State of Minnesota. Anneliese M. Vork, P.E.  License No. 51237"))
    r.heading("1.0 Executive Summary")
    r.text("The 9.62-acre site will be subdivided into 14 single-family lots with a public street (Ridgewood Court). "
           "Stormwater is managed by an infiltration basin and a wet sedimentation pond before discharge to the "
           "existing 24-inch culvert under Ridgewood Road, which drains to Minnehaha Creek about 0.6 miles east.")
    r.heading("2.0 Existing Conditions")
    r.text("The site is a wooded former estate with one house and a long gravel drive. Soils are Hydrologic Soil "
           "Group B (Lester loam) in the upland and C in the swale. No wetlands were identified on site "
           "(delineation by Kjolhaug Environmental, October 2024, no wetland boundary approved). "
           "The site is not located within a landlocked basin.", tags=[E("N.6.A.4")])
    r.text("About 11.4 acres of off-site residential land north of the site drain through it in the existing swale; "
           "this upstream drainage area is carried through the site in a 30-inch bypass pipe and is included in "
           "every HydroCAD model of this report.", tags=[S("N.4.4")])
    r.heading("3.0 Best Management Practices")
    r.text("BMPs follow the MPCA manual 'Protecting Water Quality in Urban Areas' and the Minnesota Stormwater "
           "Manual: the street is kept to 28 feet back-to-back, driveways are short, and roof leaders discharge to "
           "lawns; structural BMPs treat all new impervious surface; street sweeping is specified in the HOA "
           "documents.", tags=[S("N.3.0")])
    r.text("Permanent BMPs:")
    r.bullets(["Infiltration basin IB-1 (bottom 946.0, 0.21 ac-ft)", "Wet sedimentation Pond 1 with skimmer outlet",
               "Riprap energy dissipaters at FES-3 and FES-7", "Native seed buffer along the east swale"],
              tags=[S("N.3.2")])
    r.heading("4.0 Rate Control")
    r.text("Detention was designed by reservoir routing of the Atlas 14 24-hour critical-duration events in "
           "HydroCAD; the natural low area in the southeast corner is used as the pond site.", tags=[S("N.4.2")])
    r.text("Table 4-1. Peak discharge at the Ridgewood Road culvert (cfs)")
    r.table([["Condition", "1-yr", "2-yr", "5-yr", "10-yr", "50-yr", "100-yr"],
             ["Existing", "4.12", "5.30", "8.04", "11.80", "20.7", "26.40"],
             ["Proposed", "3.05", "3.91", "6.62", "9.90", "18.9", "24.70"]],
            [80, 55, 55, 55, 55, 55, 55], size=9,
            tags=[F("peak_rates_cfs", {"1": {"existing": 4.12, "proposed": 3.05},
                                       "10": {"existing": 11.8, "proposed": 9.9},
                                       "100": {"existing": 26.4, "proposed": 24.7}}), E("N.6.A.9")])
    r.text("Tailwater at the culvert is unchanged and the downstream ditch on the Kelley property sees lower peaks in "
           "every event, so off-site water levels are not raised during or after construction.", tags=[S("N.4.3")])
    r.text("Pond 1 and IB-1 lie above the projected 100-year flood elevation of the site and within drainage and "
           "utility easements dedicated on the plat (Outlot A).", tags=[S("N.4.6")])
    r.text("The design follows the City of Minnetonka Water Resources Management Plan (2018) and its rate control "
           "standards.", tags=[S("N.4.7")])
    r.text("All flared end sections discharge onto Class III riprap aprons sized by the HEC-14 method to prevent "
           "scour.", tags=[S("N.4.8")])
    r.heading("5.0 Pond Data")
    r.table([["Pond", "NWL", "100-yr HWL", "Bench width", "Bench slope", "Freeboard to EOF"],
             ["Pond 1", "941.0", "944.6", "10 ft", "10:1", "2.1 ft"]], [60, 60, 80, 80, 80, 110], size=9,
            tags=[F("ponds", [{"name": "Pond 1", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                               "freeboard_ft": 2.1}])])
    r.text("The lowest opening of every lot (minimum lowest opening elevation on the grading plan) is 947.0, which "
           "is 2.4 feet above the Pond 1 100-year HWL of 944.6.",
           tags=[F("lowest_opening_elev_ft", 947.0), F("hwl_100yr_elev_ft", 944.6)])
    r.text("Elevations are on the NGVD 29 datum; grading plans show 2-foot contours.",
           tags=[F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2.0)])
    r.heading("Appendix A - HydroCAD Output")
    hydrocad_listing(r, [("1S", "Existing on-site", "9.62 ac", "26.40 cfs"), ("2S", "Off-site north", "11.40 ac", "31.2 cfs"),
                         ("3S", "Proposed to Pond 1", "6.85 ac", "19.9 cfs"), ("1P", "Pond 1", "-", "18.1 cfs")])
    r.new_page()
    r.text("Appendix B - City of Minnetonka Review", size=12, bold=True, tags=[E("N.6.A.11")])
    r.text("City of Minnetonka, Engineering Division, 14600 Minnetonka Blvd. May 20, 2025. The City has reviewed the "
           "Ridgewood Hollow preliminary plat and stormwater plan and finds them consistent with the City's local "
           "water management plan, subject to MCWD approval. - Will Strand, Water Resources Engineer")
    boring_logs(r, "Braun Intertec Corporation", [("SB-1", "952.3", "Topsoil 1.5 ft; clayey sand (SC) to 9 ft; sand (SP) to 21 ft"),
                                                  ("SB-2", "948.0", "Topsoil 1 ft; silty sand (SM) to 14 ft; lean clay (CL) to 21 ft")],
                "Groundwater not encountered. Infiltration rate 0.8 in/hr (SM) used for IB-1.")
    npdes_letter(r, "Ridgewood Hollow LLC", "Ridgewood Hollow", "C00071544", "May 28, 2025", "8.4")
    r.save()
    b.files.append(r.rel)

    sheets = [
        Sheet("C0.0", "TITLE SHEET", [("RIDGEWOOD HOLLOW - CIVIL CONSTRUCTION PLANS", None),
                                       ("Sheet index: C0.0 Title, C1.0 Existing Conditions, C2.0 Preliminary Plat, C3.0 Grading, "
                                        "C3.1 Soils, C4.0 Storm Sewer, C5.0 Details", None)]),
        Sheet("C1.0", "EXISTING CONDITIONS", [("PROPERTY LINE (BOUNDARY) AS SURVEYED; LANDS OF APPLICANT SHADED", [E("N.6.A.1")]),
                                             ("EX. 24\" CMP CULVERT, INV 936.1; EX. DRAINAGE SWALE", None),
                                             ("NO WETLANDS, SHORELAND OR FLOODPLAIN ON SITE", None),
                                             ("EX. 2' CONTOURS, NGVD 29", None)]),
        Sheet("C2.0", "PRELIMINARY PLAT", [("DRAINAGE AND UTILITY EASEMENT OVER OUTLOT A (POND 1) AND IB-1", [E("N.6.A.12")]),
                                          ("14 LOTS, BLOCK 1; RIDGEWOOD COURT R/W 50'", None)]),
        Sheet("C3.0", "GRADING AND EROSION CONTROL PLAN", [("PROPOSED 2' CONTOURS, EXISTING 2' CONTOURS (NGVD 29)", [E("N.6.A.7")]),
                                                          ("POND 1: NWL 941.0, 100-YR HWL 944.6, EOF 946.7", [E("N.6.A.6")]),
                                                          ("MIN. LOWEST OPENING 947.0", None)]),
        Sheet("C3.1", "SOILS PLAN", [("SOIL BORINGS SB-1, SB-2; LESTER LOAM (HSG B), LE SUEUR (HSG C); "
                                      "PERMEABILITY 0.8 IN/HR AT IB-1; SOIL LIMITS DELINEATED", [E("N.6.A.5")])]),
        Sheet("C4.0", "STORM SEWER PLAN AND PROFILES", [("EXISTING AND PROPOSED STORM SEWER: LOCATION, ALIGNMENT, INVERTS", [E("N.6.A.3")]),
                                                       ("CBMH-4 RIM 950.2 INV 945.8; FES-3 INV 941.0", None)]),
        Sheet("C5.0", "STORMWATER DETAILS", [("POND 1 OUTLET STRUCTURE OCS-1 WITH SKIMMER; IB-1 SECTION; RIPRAP APRON DETAIL; "
                                              "SPECIFICATIONS PER CITY STANDARD", [E("N.6.A.8")])]),
    ]
    draw_plans(root, "03_Plans_24x36.pdf", b.rec, SHEET_24x36, MTKA_FIRM, project, "06/02/2025", sheets,
               "plan_set.full_size", seed=2)
    draw_plans(root, "04_Plans_11x17.pdf", b.rec, SHEET_11x17, MTKA_FIRM, project, "06/02/2025", sheets,
               "plan_set.reduced", seed=2)
    b.files += ["03_Plans_24x36.pdf", "04_Plans_11x17.pdf"]
    return b
