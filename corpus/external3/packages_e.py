"""Package 12: a city public-works department's street project written the MnDOT way
(hydraulics memo, Q-notation), with uncertified plans (deficiency)."""

from __future__ import annotations

from pathlib import Path

from corpus.external3.kit import CHECKED, SHEET_11x17, SHEET_22x34, UNCHECKED, Doc
from corpus.external3.packages_a import Built
from corpus.external3.sets import E, F, Firm, S, Sheet, draw_plans, hydrocad_listing, npdes_letter


def p12_st_louis_park_street(root: Path) -> Built:
    """City street reconstruction, net +1.13 ac on 4.4 ac (N.2.E.2); the plan sets carry no
    engineer's certification."""
    b = Built("x3-12-st-louis-park-street", "text", 312, "N.2.E.2 city street, plans not certified")
    d = Doc(root, "W36th_St_Hydraulics_Memo.pdf", b.rec, header="City of St. Louis Park Engineering - Project 4025-1100")
    d.text("CITY OF ST. LOUIS PARK - ENGINEERING DIVISION", size=13, bold=True)
    d.text("5005 Minnetonka Boulevard, St. Louis Park, MN 55416")
    d.text("HYDRAULICS MEMORANDUM - S.P. 4025-1100 - West 36th Street Reconstruction (Wooddale Ave. to Highway 100)")
    d.text("Date: 02/20/2025   Prepared by: Municipal Engineering staff   Reviewed: Water Resources Engineer")
    d.heading("1. Scope")
    d.text("Full reconstruction of 0.7 mi of West 36th Street: new pavement, curb, a center turn lane and storm "
           "sewer. This is a street project of the City of St. Louis Park (a public applicant).",
           tags=[F("project_type", "linear"), F("applicant_public_entity", True)])
    d.table([["Item", "Yes", "No", "Quantity"],
             ["Total project area (construction limits)", CHECKED, "", "4.40 ac"],
             ["Existing impervious surface", CHECKED, "", "2.05 ac"],
             ["Proposed impervious surface", CHECKED, "", "3.18 ac"],
             ["New/Reconstructed impervious (net new)", CHECKED, "", "1.13 ac"],
             ["Disturbed area", CHECKED, "", "4.40 ac"],
             ["Infiltration practices", "", CHECKED, "-"],
             ["Landlocked receiving water", "", CHECKED, "-"]], [250, 40, 40, 90], size=9,
            tags=[F("site_area_ac", 4.4), F("existing_impervious_ac", 2.05), F("proposed_impervious_ac", 3.18),
                  F("net_impervious_increase_ac", 1.13), F("disturbed_area_ac", 4.4),
                  F("infiltration_proposed", False), F("landlocked", False), E("N.6.D"), E("N.6.E")])
    d.heading("2. Hydrology")
    d.text("Design discharges at the outlet to the Minnehaha Creek trunk (TR-20, Atlas 14, 24-hr):")
    d.table([["", "Q1 (cfs)", "Q2 (cfs)", "Q10 (cfs)", "Q50 (cfs)", "Q100 (cfs)"],
             ["EX", "8.6", "10.4", "17.9", "27.5", "33.0"], ["PR", "8.1", "9.9", "16.8", "26.1", "31.4"]],
            [60, 70, 70, 70, 70, 70], size=9,
            tags=[F("peak_rates_cfs", {"1": {"existing": 8.6, "proposed": 8.1}, "10": {"existing": 17.9, "proposed": 16.8},
                                       "100": {"existing": 33.0, "proposed": 31.4}}), E("N.6.A.9")])
    d.text("Rates are held by an underground pipe gallery (UG-36) sized by reservoir routing of the critical-duration "
           "events; the corridor has no natural low area.", tags=[S("N.4.2")])
    d.text("The 38 acres of residential area north of the street that drain into the new storm sewer are included "
           "in the model.", tags=[S("N.4.4")])
    d.text("Hydraulic grade lines in the trunk are lowered for all events, so water levels off the corridor are not "
           "raised during or after construction.", tags=[S("N.4.3")])
    d.heading("3. BMPs")
    d.text("Per the MPCA's Protecting Water Quality in Urban Areas and the City's Surface Water Management Plan, "
           "the project uses a narrower section where parking is not needed, sump manholes and the UG-36 gallery.",
           tags=[S("N.3.0")])
    d.text("Permanent BMPs: UG-36 pipe gallery; sump manholes SMH-3, SMH-8, SMH-12; riprap at the trunk outfall.",
           tags=[S("N.3.2"), S("N.4.8")])  # riprap at the outfall is an erosion-minimising outfall design
    d.text("The design conforms to the St. Louis Park Surface Water Management Plan (2018).", tags=[S("N.4.7")])
    d.text("No wetlands or floodplain exist within the corridor.", tags=[E("N.6.A.4")])
    d.text("Datum NGVD 29; existing and proposed contours at 2-ft intervals on the grading sheets.",
           tags=[F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2.0)])
    d.text("No buildings are part of the project; 100-year elevations are not affected.")
    hydrocad_listing(d, [("EX", "Existing corridor", "4.40 ac", "33.0 cfs"), ("N", "Residential area north", "38.0 ac", "52.1 cfs"),
                         ("UG", "UG-36 gallery", "-", "31.4 cfs")])
    npdes_letter(d, "City of St. Louis Park", "West 36th Street Reconstruction", "C00070688", "February 3, 2025", "4.4")
    d.save()
    b.files.append(d.rel)

    firm = Firm("CITY OF ST. LOUIS PARK ENGINEERING", "5005 Minnetonka Blvd, St. Louis Park, MN 55416", None, None)
    sheets = [
        Sheet("1", "TITLE SHEET", [("S.P. 4025-1100 WEST 36TH STREET - PLANS FOR PERMIT REVIEW (NOT FOR CONSTRUCTION)", None)]),
        Sheet("3", "EXISTING CONDITIONS & RIGHT OF WAY", [("RIGHT OF WAY AND PROPERTY LINES; CITY-OWNED PARCELS", [E("N.6.A.1")])]),
        Sheet("8", "DRAINAGE AREA MAP", [("OFF-SITE AREA N (38.0 AC); EXISTING AND PROPOSED CORRIDOR SUBAREAS", [E("N.6.A.2")])]),
        Sheet("14", "STORM SEWER PLAN", [("EX. AND PROP. STORM SEWER, UG-36, INVERTS AND RIM ELEVATIONS", [E("N.6.A.3")])]),
        Sheet("20", "GRADING PLAN", [("EXISTING AND PROPOSED 2' CONTOURS, NGVD 29", [E("N.6.A.7")])]),
        Sheet("26", "STORM SEWER DETAILS", [("UG-36 GALLERY, OUTLET WEIR, SUMP MANHOLE, RIPRAP - SPECIFICATIONS", [E("N.6.A.8")])]),
    ]
    draw_plans(root, "W36th_Plans_Full.pdf", b.rec, SHEET_22x34, firm, "WEST 36TH STREET RECONSTRUCTION",
               "02/20/2025", sheets, "plan_set.full_size", seed=12)
    draw_plans(root, "W36th_Plans_Half.pdf", b.rec, SHEET_11x17, firm, "WEST 36TH STREET RECONSTRUCTION",
               "02/20/2025", sheets, "plan_set.reduced", seed=12)
    b.files += ["W36th_Plans_Full.pdf", "W36th_Plans_Half.pdf"]
    return b
