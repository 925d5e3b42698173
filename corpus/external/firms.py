"""Fourteen permit packages, each in the manner of a different kind of Minnesota firm.

Firm names are invented; the habits are real: how a national consultant, a suburban civil
shop, a county, MnDOT, a school district's architect or a homeowner's engineer lays out a
stormwater plan and fills in the District's application. Every fact, exhibit and statement
is tagged where it is drawn; a number drawn without a tag is a distractor on purpose.
"""

from __future__ import annotations

from typing import Callable

from corpus.external import common as cm
from corpus.external.kit import ANSI_D, ARCH_D, LETTER, F, Package, S, X

SQFT = 43560.0


def ac(sf: float) -> float:
    return round(sf / SQFT, 4)


MPCA = "Protecting Water Quality in Urban Areas"


# 1 ---------------------------------------------------------------------------------------------------
def ext01_apartments(pkg: Package) -> dict:
    """National-consultant style: numbered sections, summary tables, events as columns."""
    firm = ["NORTHGATE ENGINEERING", "7699 Anagram Drive, Eden Prairie, MN 55344", "northgate-eng.example"]
    proj = "The Lakeview Flats - 142-Unit Apartment, Hopkins, MN"
    d = pkg.doc("Lakeview_Flats_SWMP.pdf")
    d.header = "Lakeview Flats | Stormwater Management Plan | Northgate Project No. 0041288.00"
    d._start_page()
    d.h("Stormwater Management Plan")
    d.p("The Lakeview Flats, 1015 Excelsior Avenue East, Hopkins, Minnesota")
    d.p("Prepared for: Lakeview Flats Owner LLC    Prepared by: Northgate Engineering    March 14, 2026")
    d.h("1.0 Project Summary", 2)
    d.p("The project redevelops a former bank and surface parking lot into a five-story, 142-unit apartment "
        "building with one level of underground parking.", tags=[F("project_type", "multi_unit_residential"),
                                                                  F("dwelling_units", 142)])
    d.table(["Item", "Quantity"], [
        ["Parent parcel (PID 24-117-22-44-0031), before lot split", "6.20 ac"],
        ["Project site (Lot 1, Block 1)", "3.85 ac"],
        ["Residential density", "36.9 units/acre"],
        ["Building footprint", "48,900 SF"],
        ["Gross floor area", "196,000 SF"],
        ["Area of disturbance", "3.60 ac"],
    ], widths=[330, 150], title="Table 1. Site Summary",
        row_tags=[(), [F("site_area_ac", 3.85)], [F("density_du_per_ac", 36.9)], (), (), [F("disturbed_area_ac", 3.60)]])
    d.table(["Surface", "Existing (ac)", "Proposed (ac)", "Change (ac)"], [
        ["Impervious", "0.62", "2.71", "+2.09"], ["Pervious", "3.23", "1.14", "-2.09"], ["Total", "3.85", "3.85", "0.00"],
    ], widths=[150, 110, 110, 110], title="Table 2. Impervious Coverage",
        row_tags=[[F("existing_impervious_ac", 0.62), F("proposed_impervious_ac", 2.71),
                   F("net_impervious_increase_ac", 2.09)], (), ()])
    d.h("2.0 Existing Conditions", 2)
    d.p("The site drains west to a City trunk storm sewer in Excelsior Avenue. An off-site area of 1.4 acres of "
        "the neighboring commercial property drains onto the site and is included in the existing and proposed "
        "HydroCAD models and sized into the underground system.", tags=[S("N.4.4")])
    d.p("No wetlands, shoreland or floodplain areas were identified on the site.", tags=[X("N.6.A.4")])
    d.p("Soil borings (Appendix D) encountered lean clay (CL) to the depths explored; infiltration is not "
        "feasible due to clay soils and is not proposed.", tags=[F("infiltration_proposed", False)])
    d.p("The site is not located within a landlocked basin.", tags=[F("landlocked", False)])
    d.h("3.0 Stormwater Management", 2)
    d.p(f"Best management practices were selected in accordance with the MPCA manual \"{MPCA}\" and the "
        "Minnesota Stormwater Manual: site design limits new impervious surface with structured parking, and "
        "structural and non-structural BMPs control peak flow and pollutants.", tags=[S("N.3.0")])
    d.p("Permanent BMPs:", bold=True)
    d.bullets([("Underground detention system UG-1 (StormTech MC-3500 chambers) with outlet control structure",
                [S("N.3.2")]), "Hydrodynamic separator upstream of UG-1", "Sump catch basins with SAFL Baffles",
               "Permanent turf and landscape restoration"])
    d.p("There is no natural low area on the site that could be used for detention. The underground system and "
        "its outlet were designed by reservoir routing of the 24-hour critical-duration events in HydroCAD.",
        tags=[S("N.4.2")])
    d.p("Because proposed peak rates are below existing at the site boundary, off-site water levels will not be "
        "adversely affected during or after construction.", tags=[S("N.4.3")])
    d.p("UG-1 lies above the projected 100-year flood elevation and within a drainage and utility easement "
        "dedicated on the plat.", tags=[S("N.4.6")])
    d.p("The plan conforms to the City of Hopkins Local Surface Water Management Plan (see city letter, Appendix F).",
        tags=[S("N.4.7")])
    d.p("The outfall to the public storm sewer is a pipe connection; the emergency overflow is lined with "
        "Class II riprap on geotextile to minimize erosion and scour.", tags=[S("N.4.8")])
    d.h("4.0 Rate Control", 2)
    d.table(["Condition", "1-yr (2.48 in)", "2-yr (2.87 in)", "10-yr (4.27 in)", "100-yr (7.41 in)"], [
        ["Pre (cfs)", "3.12", "4.05", "7.88", "15.40"], ["Post (cfs)", "2.41", "3.02", "6.10", "13.92"],
    ], widths=[100, 95, 95, 95, 95], title="Table 3. Peak Discharge Rates at Site Boundary (Atlas 14, MSE3)",
        tags=[F("peak_rates_cfs", {"1": {"existing": 3.12, "proposed": 2.41}, "10": {"existing": 7.88, "proposed": 6.10},
                                   "100": {"existing": 15.40, "proposed": 13.92}}), X("N.6.A.9")])
    d.p("The 100-year high water elevation adjacent to the building (surface overflow to Excelsior Avenue) is "
        "927.8; the lowest opening of the building is 931.5, giving 3.7 feet of separation. Elevations are NGVD 29.",
        tags=[F("hwl_100yr_elev_ft", 927.8), F("lowest_opening_elev_ft", 931.5)])
    d.h("Appendices", 2)
    d.bullets(["A - Drainage area maps (existing and proposed)", "B - HydroCAD output", "C - MPCA NPDES coverage",
               "D - Geotechnical borings", "E - Draft maintenance agreement", "F - City of Hopkins letter"])
    cm.hydrocad_listing(d, [("1S", "EX site", "3.12", "-"), ("2S", "PR to UG-1", "9.02", "-"),
                            ("UG-1", "Underground detention", "1.95", "926.41 / 0.412 af")],
                        "MSE 24-hr 3 1-yr Rainfall=2.48\"", tags=[X("N.6.A.10")])
    cm.npdes_letter(d, "Lakeview Flats", "Lakeview Flats Owner LLC", "C00071534", "February 20, 2026", "3.6 acres")
    cm.boring_logs(d, "Braun-style Geotechnical", [("SB-1", "930.4", "FILL: lean clay; then LEAN CLAY (CL), gray", "None"),
                                                  ("SB-2", "929.8", "LEAN CLAY (CL) with sand, brown", "At 19 ft")],
                   tags=[X("N.6.C")])
    cm.maintenance_agreement(d, "Lakeview Flats Owner LLC", "the underground detention system UG-1 and its outlet structure",
                             tags=[X("N.6.B")])
    cm.city_letter(d, "Hopkins", "The Lakeview Flats", "March 2, 2026", tags=[X("N.6.A.11")])
    d.close()
    sheets = [
        dict(number="C0.1", title="Title Sheet", notes=[("SHEET INDEX: C0.1 TITLE, C1.0 EXISTING CONDITIONS, C2.0 DRAINAGE "
                                                         "AREA MAPS, C3.0 GRADING, C4.0 STORM SEWER, C5.0 DETAILS", ())]),
        dict(number="C1.0", title="Existing Conditions Survey", drawing="site", contours=(924, 2),
             tags=[X("N.6.A.1")], notes=[("Property lines and easements per ALTA/NSPS survey. Lands owned by applicant "
                                          "shown heavy dashed.", ()),
                                         ("Contour interval = 2 feet. Vertical datum: NGVD 29.",
                                          [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"), X("N.6.A.7")])]),
        dict(number="C2.0", title="Drainage Area Maps - Existing and Proposed", tags=[X("N.6.A.2")],
             labels=[("OFFSITE 1.40 AC (TO SITE)", ()), ("EX-1 3.85 AC", ()), ("PR-1 3.10 AC TO UG-1", ())]),
        dict(number="C3.0", title="Grading and Erosion Control Plan", contours=(924, 2),
             notes=[("Existing and proposed normal water level and 100-yr HWL shown for UG-1: NWL none (dry system), "
                     "100-YR HWL 926.41.", [X("N.6.A.6")])]),
        dict(number="C4.0", title="Storm Sewer Plan", drawing="storm", tags=[X("N.6.A.3")],
             notes=[("Drainage and utility easement over UG-1 per plat.", [X("N.6.A.12")])]),
        dict(number="C5.0", title="Stormwater Details", tags=[X("N.6.A.8")],
             notes=[("UG-1 chamber section, outlet control structure OCS-1 with weir, riprap EOF detail.", ())]),
    ]
    cm.plan_sets(pkg, "Lakeview_Flats_Civil_Plans", firm, proj, ("Megan T. Sorensen, P.E.", "48817"), "03/14/2026",
                 sheets, full=ARCH_D)
    return dict(scenario="high-density multi-unit, redevelopment >=50%, complete")


# 2 ---------------------------------------------------------------------------------------------------
def ext02_retail(pkg: Package) -> dict:
    """National retail consultant: MCWD form plus a memo-style report; events as rows per discharge point."""
    firm = ["KESSLER-HAHN", "and Associates, Inc.", "767 Eustis Street, Suite 100, St. Paul, MN 55114"]
    proj = "Excelsior Crossing Retail Center"
    f = pkg.doc("01_MCWD_Permit_Application.pdf")
    f.h("MINNEHAHA CREEK WATERSHED DISTRICT - PERMIT APPLICATION")
    f.kv([("Project name", proj, ()),
          ("Applicant", "EC Retail Partners, LLC", ()),
          ("Applicant is a public entity", "No", [F("applicant_public_entity", False)]),
          ("Project type", "Commercial (retail center, three buildings)", [F("project_type", "commercial")]),
          ("Total Parcel Area", "9.40 acres", [F("site_area_ac", 9.40)]),
          ("Land disturbing activity", "8.90 acres", [F("disturbed_area_ac", 8.90)]),
          ("Impervious - existing", "0.35 acres", [F("existing_impervious_ac", 0.35)]),
          ("Impervious - proposed", "6.12 acres", [F("proposed_impervious_ac", 6.12)]),
          ("PID", "33-117-23-22-0008", ())], box=True)
    f.close()
    d = pkg.doc("02_Stormwater_Report.pdf", font="Times-Roman", size_pt=10.5)
    d.h("Drainage Report - Excelsior Crossing")
    d.p("Kessler-Hahn and Associates, Inc. | KHA No. 160742011 | April 2, 2026")
    d.p("PURPOSE. This memorandum summarizes the stormwater design for a 9.40-acre retail development "
        "with a 52,000 SF anchor store and two outlot pads. The site is a former farmstead.")
    d.p("DESIGN APPROACH. Stormwater BMPs follow the MPCA manual \"" + MPCA + "\": impervious area is "
        "minimized through shared parking, and structural BMPs (a wet pond and sump structures) with "
        "non-structural practices (sweeping) limit pollutants.", tags=[S("N.3.0")])
    d.p("The permanent stormwater BMPs are: (1) wet detention Pond 1, (2) outlet control structure with skimmer, "
        "(3) sump manholes with baffles, (4) riprap outfall apron.", tags=[S("N.3.2")])
    d.p("The existing low area in the southeast corner of the site is used for Pond 1. The pond and its outlet "
        "were designed by reservoir routing of the critical-duration 1-, 10- and 100-year events.", tags=[S("N.4.2")])
    d.p("Runoff from 2.3 acres of County Road 101 right-of-way tributary to the site is routed through Pond 1 in "
        "both the existing and proposed models.", tags=[S("N.4.4")])
    d.p("Downstream water levels in the receiving ditch will not rise during or after construction since all "
        "proposed rates are at or below existing.", tags=[S("N.4.3")])
    d.p("Pond 1 is located above the projected 100-year flood elevation of the downstream wetland and lies "
        "within a drainage and flowage easement.", tags=[S("N.4.6")])
    d.p("The design conforms with the City of Chanhassen Surface Water Management Plan.", tags=[S("N.4.7")])
    d.p("The outlet pipe discharges onto a riprap energy dissipater designed to minimize erosion and scouring "
        "of the receiving channel.", tags=[S("N.4.8"), S("N.5.4")])
    d.p("The pond outlet structure has a skimmer baffle that retains floatables for storms up to and including "
        "the 1-year event.", tags=[S("N.5.2")])
    d.p("Infiltration was evaluated and is not proposed: borings show seasonally high groundwater within 3 feet.",
        tags=[F("infiltration_proposed", False)])
    d.p("The receiving water is the Riley Creek tributary ditch; the site is not located within a landlocked basin.",
        tags=[F("landlocked", False)])
    d.h("Peak Discharge Summary", 2)
    rates = {"1": {"existing": 4.10, "proposed": 2.95}, "10": {"existing": 11.20, "proposed": 8.40},
             "100": {"existing": 24.60, "proposed": 19.90}}
    d.table(["Event", "DP-1 EX", "DP-1 PR", "DP-2 EX", "DP-2 PR", "Total Site EX", "Total Site PR"], [
        ["1-yr", "2.60", "1.85", "1.50", "1.10", "4.10", "2.95"],
        ["2-yr", "3.40", "2.40", "1.90", "1.40", "5.30", "3.80"],
        ["10-yr", "7.10", "5.20", "4.10", "3.20", "11.20", "8.40"],
        ["50-yr", "12.60", "10.10", "7.20", "6.00", "19.80", "16.10"],
        ["100-yr", "15.70", "12.40", "8.90", "7.50", "24.60", "19.90"],
    ], widths=[60, 65, 65, 65, 65, 90, 90], title="Table 4. Peak Rates (cfs), EX vs PR, by Discharge Point",
        tags=[F("peak_rates_cfs", rates), X("N.6.A.9")])
    d.h("Water Quality", 2)
    d.p("A P8 model (Appendix B) of the proposed site with Pond 1 predicts annual total phosphorus removal of 62% "
        "at the site outlet; the permanent pool was sized on the total tributary drainage area (11.7 ac).",
        tags=[F("phosphorus_removal_pct", 62.0)])
    d.table(["Pond", "NWL", "100-yr HWL", "EOF", "Bench width", "Bench slope", "Freeboard"], [
        ["Pond 1", "942.0", "945.6", "946.6", "10 ft", "10:1", "2.4 ft"]], widths=[60, 60, 70, 60, 80, 70, 70],
        title="Table 5. Pond Data (NGVD 29)", tags=[F("ponds", [{"name": "Pond 1", "safety_bench_width_ft": 10.0,
                                                               "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.4}])])
    d.p("Lowest floor elevation of the anchor store: 951.0.")
    cm.hydrocad_listing(d, [("DP-1", "North outlet", "1.85", "-"), ("P1", "Pond 1", "2.95", "945.60 / 2.31 af")],
                        "MSE 24-hr 3 100-yr Rainfall=7.40\"", tags=[X("N.6.A.10")])
    d.new_page()
    d.p("APPENDIX B - P8 URBAN CATCHMENT MODEL v3.5 OUTPUT: Particle removal TP 62.0% / TSS 87.4% ; "
        "Precipitation file MSP 1955-2004.")
    cm.npdes_letter(d, proj, "EC Retail Partners, LLC", "C00072201", "March 28, 2026", "8.9 acres")
    cm.boring_logs(d, "North Star Geotechnical", [("B-1", "948.2", "SILTY SAND (SM); then SANDY LEAN CLAY (CL)", "At 3.0 ft"),
                                                 ("B-2", "946.9", "CLAYEY SAND (SC)", "At 2.5 ft")], tags=[X("N.6.C")])
    cm.city_letter(d, "Chanhassen", proj, "March 30, 2026", tags=[X("N.6.A.11")])
    d.close()
    sheets = [
        dict(number="C000", title="Cover Sheet"),
        dict(number="C100", title="Existing Conditions and Removals", contours=(940, 2), tags=[X("N.6.A.1")],
             notes=[("Boundary and property lines per survey. Contours shown at 2' interval, NGVD 1929 datum.",
                     [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"), X("N.6.A.7")]),
                    ("No wetlands exist on site per wetland determination dated 08/2025.", [X("N.6.A.4")])]),
        dict(number="C200", title="Drainage Area Map", tags=[X("N.6.A.2")],
             labels=[("OFF-SITE CR 101 ROW 2.30 AC", ()), ("EX DA-1 / EX DA-2", ()), ("PR DA-1 TO POND 1", ())]),
        dict(number="C300", title="Grading Plan", drawing="pond", contours=(940, 2),
             notes=[("POND 1: NWL 942.0 (EX NWL NONE), 100-YR HWL 945.6, EOF 946.6.", [X("N.6.A.6")])]),
        dict(number="C400", title="Storm Sewer Plan", drawing="storm", tags=[X("N.6.A.3")],
             notes=[("Drainage and flowage easement over Pond 1, see plat.", [X("N.6.A.12")])]),
        dict(number="C500", title="Civil Details", tags=[X("N.6.A.8")]),
    ]
    cm.plan_sets(pkg, "03_Civil_Plans_22x34", firm, proj, ("Jordan P. Lindahl, P.E.", "52290"), "04/02/2026",
                 sheets, full=ANSI_D, reduced=False)
    return dict(scenario="commercial >= 8 ac, private surety, no reduced set")


# 3 ---------------------------------------------------------------------------------------------------
def ext03_subdivision(pkg: Package) -> dict:
    """Suburban land-development firm: narrative report, events as rows, a 100-yr increase."""
    firm = ["SANDBERG TECH", "Civil Engineering | Land Surveying", "Maple Grove, Minnesota"]
    proj = "Woodland Ridge - 18 Lot Single Family Subdivision, Minnetrista"
    d = pkg.doc("Woodland_Ridge_Stormwater.pdf")
    d.h("WOODLAND RIDGE")
    d.h("Stormwater Management Report", 2)
    d.p("Prepared for Ridgeview Homes, Inc. by Sandberg Tech, May 2026.")
    d.h("Project Description", 2)
    d.p("Woodland Ridge is a subdivision of 18 single-family lots on 11.20 acres (gross) split from a 40.0-acre "
        "parent parcel (PID 12-117-24-31-0004). The remaining 28.8 acres were sold by the previous owner "
        "in 2019 and are under separate ownership.", tags=[F("project_type", "single_family_subdivision"), F("dwelling_units", 18),
                                   F("site_area_ac", 11.20)])
    d.p("Gross density is 1.61 units per acre. Lots range from 0.38 to 0.61 acres.", tags=[F("density_du_per_ac", 1.61)])
    d.p("Area of Disturbance: 9.80 acres (grading limits).", tags=[F("disturbed_area_ac", 9.80)])
    d.p("Impervious surfaces: existing farmhouse and drive 0.18 ac; proposed streets, driveways and roofs 2.94 ac.",
        tags=[F("existing_impervious_ac", 0.18), F("proposed_impervious_ac", 2.94)])
    d.h("Stormwater Design", 2)
    d.p(f"The BMPs for this project were selected following \"{MPCA}\" (MPCA): clustering lots and narrow "
        "streets limit new impervious surface; a wet pond provides rate control and treatment.", tags=[S("N.3.0")])
    d.p("Permanent BMPs: Pond A (wet pond) with outlet structure; riprap at all flared end sections; "
        "permanent seeding of disturbed areas.", tags=[S("N.3.2")])
    d.p("Pond A occupies the natural depression at the south property line and was sized by reservoir routing "
        "in HydroCAD for the critical-duration events.", tags=[S("N.4.2")])
    d.p("The 9.6-acre upstream drainage area west of the site is accounted for in the models and passes through "
        "Pond A.", tags=[S("N.4.4")])
    d.p("Flared end sections discharge onto Class III riprap aprons to minimize erosion and scour.", tags=[S("N.4.8")])
    d.p("Infiltration is not feasible due to clay soils.", tags=[F("infiltration_proposed", False)])
    d.table(["Storm Event", "Existing Conditions (cfs)", "Proposed Conditions (cfs)"], [
        ["1-Year", "2.8", "1.9"], ["2-Year", "3.9", "2.7"], ["10-Year", "9.6", "8.8"], ["100-Year", "21.3", "22.7"]],
        widths=[120, 170, 170], title="Peak Discharge Rates - South Property Line",
        tags=[F("peak_rates_cfs", {"1": {"existing": 2.8, "proposed": 1.9}, "10": {"existing": 9.6, "proposed": 8.8},
                                   "100": {"existing": 21.3, "proposed": 22.7}}), X("N.6.A.9")])
    d.p("The 100-year proposed rate exceeds existing by 1.4 cfs; the developer requests that the District accept "
        "this given the downstream culvert capacity.")
    d.table(["Pond", "NWL", "HWL (100-yr)", "Safety bench", "Freeboard to EOF"], [
        ["Pond A", "987.0", "990.8", "10' wide @ 10:1", "2.0'"]], widths=[80, 70, 100, 120, 110],
        tags=[F("ponds", [{"name": "Pond A", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                           "freeboard_ft": 2.0}])])
    cm.hydrocad_listing(d, [("EX", "Existing site", "21.3", "-"), ("PA", "Pond A", "22.7", "990.80 / 3.02 af")],
                        "Atlas-14 24-hr 100-yr Rainfall=7.30\"", tags=[X("N.6.A.10")])
    cm.npdes_letter(d, "Woodland Ridge", "Ridgeview Homes, Inc.", "C00071890", "April 22, 2026", "9.8 acres")
    d.close()
    sheets = [
        dict(number="1", title="Cover Sheet"),
        dict(number="2", title="Existing Conditions / Boundary", contours=(984, 2), tags=[X("N.6.A.1")],
             notes=[("2 FT CONTOURS, NGVD 29 DATUM.", [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"), X("N.6.A.7")]),
                    ("NO WETLANDS, SHORELAND OR FLOODPLAIN ON SITE.", [X("N.6.A.4")])]),
        dict(number="3", title="Pre and Post Drainage Areas", tags=[X("N.6.A.2")],
             labels=[("OFFSITE 9.6 AC", ()), ("EX-1", ()), ("PR-1 / PR-2", ())]),
        dict(number="4", title="Grading, Drainage and Erosion Control", drawing="pond", contours=(984, 2),
             tags=[X("N.6.A.3")], notes=[("POND A NWL 987.0 HWL 990.8; EX WETLAND NONE.", [X("N.6.A.6")]),
                                         ("Drainage and utility easement over Pond A.", [X("N.6.A.12")])]),
        dict(number="5", title="Details", tags=[X("N.6.A.8")]),
    ]
    cm.plan_sets(pkg, "Woodland_Ridge_Plans", firm, proj, ("Brent A. Kowalski, PE", "41203"), "05/08/2026", sheets)
    return dict(scenario="low-density subdivision 8-20 ac, 100-yr increase, private surety")


# 4 ---------------------------------------------------------------------------------------------------
def ext04_townhomes(pkg: Package) -> dict:
    """Mid-size firm; memo and HydroCAD; no drainage area map anywhere (a deficiency)."""
    firm = ["ALLYN ENGINEERING", "233 Park Ave S, Suite 300, Minneapolis, MN 55415"]
    proj = "Creekside Villas Townhomes, Minnetonka"
    d = pkg.doc("report/Creekside_Villas_SW_Narrative.pdf")
    d.h("Creekside Villas - Stormwater Narrative")
    d.p("Date: June 1, 2026   To: MCWD Permitting   From: Allyn Engineering")
    d.kv([("Development", "38 townhome units in 7 buildings (multi-family)", [F("project_type", "multi_unit_residential"),
                                                                              F("dwelling_units", 38)]),
          ("Site Acreage", "6.30 ac", [F("site_area_ac", 6.30)]),
          ("Area disturbed", "5.40 ac", [F("disturbed_area_ac", 5.40)]),
          ("Existing impervious", "0.00 ac (vacant, wooded)", [F("existing_impervious_ac", 0.0)]),
          ("New impervious", "2.47 ac", [F("net_impervious_increase_ac", 2.47)])], label_w=150)
    d.p(f"BMPs are consistent with \"{MPCA}\": pervious areas are preserved along the creek and structural BMPs "
        "(an infiltration basin) treat the new impervious surface.", tags=[S("N.3.0")])
    d.p("Permanent BMPs list: Infiltration Basin IB-1; pretreatment forebay; outlet structure OS-1; riprap overflow.",
        tags=[S("N.3.2")])
    d.p("IB-1 is placed in the existing low area and was designed by reservoir routing of the critical-duration "
        "events.", tags=[S("N.4.2")])
    d.p("Off-site runoff from Ridgedale Drive (0.8 ac) is conveyed through the site and included in the model.",
        tags=[S("N.4.4")])
    d.p("Off-site water levels will not be adversely affected during or after construction.", tags=[S("N.4.3")])
    d.p("IB-1 is above the 100-year flood elevation of Minnehaha Creek and within a drainage easement.", tags=[S("N.4.6")])
    d.p("The design conforms to the City of Minnetonka Water Resources Management Plan.", tags=[S("N.4.7")])
    d.p("The overflow outfall is protected by riprap to minimize erosion and scour.", tags=[S("N.4.8")])
    d.p("Infiltration is proposed in IB-1. Soils are SP and SP-SM (Hydrologic Soil Group A) with a design "
        "infiltration rate of 0.8 in/hr; see the soil delineation on sheet C3 and the borings.",
        tags=[F("infiltration_proposed", True), X("N.6.A.5")])
    d.p("A wetland was delineated along the east property line (Type 2, delineated 9/2025) and is shown on C1.",
        tags=[X("N.6.A.4")])
    d.table(["", "EX 1-yr", "PR 1-yr", "EX 10-yr", "PR 10-yr", "EX 100-yr", "PR 100-yr"], [
        ["Rate (cfs)", "3.6", "2.2", "8.9", "6.0", "17.5", "14.8"]], widths=[70, 65, 65, 65, 65, 70, 70],
        title="Peak rates at east property line",
        tags=[F("peak_rates_cfs", {"1": {"existing": 3.6, "proposed": 2.2}, "10": {"existing": 8.9, "proposed": 6.0},
                                   "100": {"existing": 17.5, "proposed": 14.8}}), X("N.6.A.9")])
    cm.hydrocad_listing(d, [("IB-1", "Infiltration basin", "2.2", "912.4 / 0.61 af")], "MSE3 1-yr Rainfall=2.49\"",
                        tags=[X("N.6.A.10")])
    cm.boring_logs(d, "Allyn Geotechnical Services", [("ST-1", "915.0", "POORLY GRADED SAND (SP), fine, brown", "None to 20 ft"),
                                                     ("ST-2", "913.1", "SAND WITH SILT (SP-SM)", "None")], tags=[X("N.6.C")])
    cm.npdes_letter(d, proj, "Creekside Villas LLC", "C00072311", "May 18, 2026", "5.4 acres")
    cm.city_letter(d, "Minnetonka", proj, "May 20, 2026", tags=[X("N.6.A.11")])
    d.close()
    sheets = [
        dict(number="C0", title="Title Sheet"),
        dict(number="C1", title="Existing Conditions", contours=(908, 2), tags=[X("N.6.A.1")],
             notes=[("Property line, existing easements, delineated wetland boundary shown.", ()),
                    ("CONTOURS 2' INTERVAL. ELEVATIONS NGVD29.", [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"), X("N.6.A.7")])]),
        dict(number="C2", title="Grading Plan", contours=(908, 2), drawing="pond",
             notes=[("IB-1 BOTTOM 910.0, 100-YR HWL 912.4; WETLAND NWL 906.1 (EX & PR).", [X("N.6.A.6")])]),
        dict(number="C3", title="Utility and Storm Plan", drawing="storm", tags=[X("N.6.A.3")],
             notes=[("Soil boundaries and infiltration rates per borings ST-1, ST-2.", ()),
                    ("20' drainage and utility easement over IB-1.", [X("N.6.A.12")])]),
        dict(number="C4", title="Details", tags=[X("N.6.A.8")]),
    ]
    cm.plan_sets(pkg, "plans/Creekside_Villas_Civil", firm, proj, ("Anna K. Reyes, P.E.", "50331"), "06/01/2026",
                 sheets, full=ANSI_D)
    return dict(scenario="medium-density multi-unit 5-8 ac, infiltration, missing drainage map, surety")


# 5 ---------------------------------------------------------------------------------------------------
def ext05_church(pkg: Package) -> dict:
    """Small-site redevelopment, rates in prose, hard-surface wording, < 50% increase."""
    firm = ["LUND & OKERLUND ASSOCIATES", "Land planning - civil - surveying", "Wayzata, Minnesota"]
    proj = "St. Bartholomew Church - Parking Expansion and Gathering Space Addition"
    d = pkg.doc("StBart_Stormwater_Plan.pdf", font="Times-Roman", size_pt=11)
    d.h("St. Bartholomew Church Expansion - Stormwater Management Plan")
    d.p("Lund & Okerlund Associates | 630 East Lake Street, Wayzata | July 2026")
    d.p("The church (an institutional use) proposes a 9,800 SF gathering space addition and parking lot expansion "
        "on its property at 630 Rice Street.", tags=[F("project_type", "institutional")])
    d.p("Total Parcel Area: 2.41 acres (104,980 sq.ft.). Disturbed area: 1.35 acres.",
        tags=[F("site_area_ac", 2.41), F("disturbed_area_ac", 1.35)])
    d.p("Existing hard surface covers 1.10 acres and proposed hard surface 1.42 acres, a net increase of 0.32 acres. "
        "New/reconstructed impervious (including mill-and-overlay replacement) totals 0.58 acres.",
        tags=[F("existing_impervious_ac", 1.10), F("proposed_impervious_ac", 1.42), F("net_impervious_increase_ac", 0.32)])
    d.p(f"Site design follows \"{MPCA}\": the parking expansion is limited to the minimum stall count and the "
        "filtration basin and sump catch basins treat the added hard surface.", tags=[S("N.3.0")])
    d.p("Permanent BMPs: Filtration Basin 1 with iron-enhanced sand, sump catch basins CB-3 and CB-5, turf "
        "restoration.", tags=[S("N.3.2")])
    d.p("Basin 1 uses the existing low area behind the rectory; its outlet was designed by reservoir routing of "
        "the critical-duration events.", tags=[S("N.4.2")])
    d.p("Runoff from 0.5 acres of the adjacent cemetery drains to the site and is included in the analysis.",
        tags=[S("N.4.4")])
    d.p("Off-site water levels will not be adversely affected during or after construction.", tags=[S("N.4.3")])
    d.p("The plan meets the City of Wayzata Local Surface Water Management Plan.", tags=[S("N.4.7")])
    d.p("The outlet of Basin 1 discharges to a riprap energy dissipater to prevent scour.", tags=[S("N.4.8")])
    d.p("In the existing condition the 1-year peak discharge is 2.45 cfs, which is reduced to 2.10 cfs in the "
        "proposed condition. The 5-year discharge changes from 3.90 to 3.55 cfs. For the 10-year event the rate "
        "decreases from 5.20 cfs existing to 4.65 cfs proposed, and for the 100-year event from 10.30 cfs to 9.85 cfs.",
        tags=[F("peak_rates_cfs", {"1": {"existing": 2.45, "proposed": 2.10}, "10": {"existing": 5.20, "proposed": 4.65},
                                   "100": {"existing": 10.30, "proposed": 9.85}}), X("N.6.A.9")])
    d.p("The 100-year high water elevation adjacent to the addition (Basin 1) is 943.9; the lowest opening of the "
        "addition is 948.2 (NGVD 29).", tags=[F("hwl_100yr_elev_ft", 943.9), F("lowest_opening_elev_ft", 948.2)])
    d.p("Filtration (not infiltration) is proposed; the basin has an impermeable liner because of clay soils.",
        tags=[F("infiltration_proposed", False)])
    d.p("No wetlands, shoreland or floodplain are located on the property.", tags=[X("N.6.A.4")])
    cm.hydrocad_listing(d, [("1P", "Basin 1", "4.65", "943.1 / 0.21 af")], "MSE3 10-yr Rainfall=4.26\"",
                        tags=[X("N.6.A.10")])
    cm.npdes_letter(d, "St. Bartholomew Church Expansion", "Church of St. Bartholomew", "C00072650", "June 12, 2026",
                    "1.35 acres")
    d.close()
    sheets = [
        dict(number="C-1", title="Existing Conditions", contours=(940, 2), tags=[X("N.6.A.1")],
             notes=[("Contour interval 2 feet; NGVD 1929 datum.", [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"), X("N.6.A.7")])]),
        dict(number="C-2", title="Drainage Areas - Existing and Proposed", tags=[X("N.6.A.2")],
             labels=[("OFFSITE (CEMETERY) 0.50 AC", ()), ("EX DA 2.41 AC", ()), ("PR DA-1 TO BASIN 1", ())]),
        dict(number="C-3", title="Grading and Storm Sewer", drawing="storm", tags=[X("N.6.A.3")], contours=(940, 2),
             notes=[("BASIN 1: NWL N/A (FILTRATION), 100-YR HWL 943.9.", [X("N.6.A.6")])]),
        dict(number="C-4", title="Details and Specifications", tags=[X("N.6.A.8")]),
    ]
    cm.plan_sets(pkg, "StBart_Civil", firm, proj, ("Thomas R. Okerlund, P.E.", "23318"), "07/06/2026", sheets)
    return dict(scenario="institutional 0.5-8 ac, redevelopment <50%, rates in prose, no N.4.6 statement, no city letter")


# 6 ---------------------------------------------------------------------------------------------------
def ext06_county_road(pkg: Package) -> dict:
    """County road project with a trail; public applicant, > 5 ac disturbed; TP removal 45%."""
    firm = ["W.S. BERGLUND, INC.", "701 Xenia Ave S, Golden Valley, MN 55416"]
    proj = "CSAH 19 (Shoreline Drive) Reconstruction, County Project No. 1902"
    d = pkg.doc("CSAH19_Stormwater_Management_Report.pdf")
    d.header = "Hennepin County | CSAH 19 Reconstruction | Stormwater Management Report"
    d._start_page()
    d.h("CSAH 19 Reconstruction - Stormwater Management Report")
    d.p("Applicant: Hennepin County Transportation Project Delivery (a county, public entity). Prepared by W.S. "
        "Berglund, Inc., August 2026.", tags=[F("applicant_public_entity", True)])
    d.h("1. Project Overview", 2)
    d.p("The project reconstructs 1.4 miles (7,390 feet) of CSAH 19 from TH 12 to CSAH 15, adds turn lanes, and "
        "builds a multi-use trail along the north side.", tags=[F("project_type", "linear")])
    d.table(["Item", "Acres"], [["Project Limits", "7.80"], ["Disturbed area", "7.10"], ["Existing impervious", "4.12"],
                                ["Proposed impervious", "5.58"], ["Net new impervious", "1.46"],
                                ["Upstream drainage area to project", "212.0"]], widths=[280, 100],
            row_tags=[[F("site_area_ac", 7.80)], [F("disturbed_area_ac", 7.10)], [F("existing_impervious_ac", 4.12)],
                      [F("proposed_impervious_ac", 5.58)], [F("net_impervious_increase_ac", 1.46)], ()])
    d.p("The trail is 10 feet wide with a 5-foot turf boulevard on each side. Its 0.38 acres of bituminous surface "
        "are excluded from the net increase under Rule N.2.E.4; street and driveway crossings cover 12% of the "
        "required buffer area.", tags=[F("sidewalk_trail", {"width_ft": 10.0, "buffer_ft": 5.0, "crossing_pct": 12.0,
                                                             "area_ac": 0.38, "standalone": False})])
    d.h("2. BMPs", 2)
    d.p(f"BMPs comply with the MPCA \"{MPCA}\" guidance: the typical section was narrowed to limit new impervious "
        "surface and a wet pond and sump structures treat runoff.", tags=[S("N.3.0")])
    d.p("Permanent BMPs", bold=True)
    d.bullets([("Pond 19-1 (wet pond) with skimmer outlet", [S("N.3.2")]), "Sump manholes (4) with SAFL Baffles",
               "Riprap outfall aprons"])
    d.p("Pond 19-1 is located in an existing low area. Pond outlet sizing used reservoir routing of "
        "critical-duration events in XP-SWMM.", tags=[S("N.4.2")])
    d.p("The 212-acre upstream drainage area is included in the model.", tags=[S("N.4.4")])
    d.p("Water levels off-site are not adversely affected during or after construction.", tags=[S("N.4.3")])
    d.p("Pond 19-1 is above the 100-year flood elevation of Gleason Lake and in County right-of-way and a "
        "drainage easement.", tags=[S("N.4.6")])
    d.p("The design conforms to the City of Wayzata and City of Plymouth surface water management plans.",
        tags=[S("N.4.7")])
    d.p("All outfalls have riprap and energy dissipation to minimize erosion and scour.", tags=[S("N.4.8"), S("N.5.4")])
    d.p("The Pond 19-1 outlet has a skimmer that removes floatables for the 1-year event.", tags=[S("N.5.2")])
    d.p("No infiltration is proposed: contaminated soils were found along the corridor.",
        tags=[F("infiltration_proposed", False)])
    d.p("The receiving water is Gleason Lake; the project is not located within a landlocked basin.",
        tags=[F("landlocked", False)])
    d.h("3. Rate Control", 2)
    d.table(["Discharge point", "Event", "Existing (cfs)", "Proposed (cfs)"], [
        ["West (DP-W)", "1-yr", "2.5", "2.4"], ["East (DP-E)", "1-yr", "3.7", "3.5"], ["Total", "1-yr", "6.2", "5.9"],
        ["West (DP-W)", "10-yr", "6.0", "5.8"], ["East (DP-E)", "10-yr", "8.8", "8.3"], ["Total", "10-yr", "14.8", "14.1"],
        ["West (DP-W)", "100-yr", "12.1", "11.9"], ["East (DP-E)", "100-yr", "17.4", "16.8"], ["Total", "100-yr", "29.5", "28.7"],
    ], widths=[140, 80, 110, 110], title="Table 3-1. Peak Discharge by Discharge Point",
        tags=[F("peak_rates_cfs", {"1": {"existing": 6.2, "proposed": 5.9}, "10": {"existing": 14.8, "proposed": 14.1},
                                   "100": {"existing": 29.5, "proposed": 28.7}}), X("N.6.A.9")])
    d.h("4. Water Quality", 2)
    d.p("The MIDS calculator shows the BMPs remove 45% of the annual total phosphorus load from the new impervious "
        "area; right-of-way constraints prevent further treatment.", tags=[F("phosphorus_removal_pct", 45.0)])
    d.table(["Pond", "NWL", "HWL", "Bench", "Freeboard"], [["Pond 19-1", "929.5", "932.9", "10 ft at 10:1", "2.0 ft"]],
            widths=[90, 70, 70, 120, 90], tags=[F("ponds", [{"name": "Pond 19-1", "safety_bench_width_ft": 10.0,
                                                             "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.0}])])
    d.p("Wetland W-3 lies within the project limits; it was delineated and is avoided. The floodplain of Gleason "
        "Lake is shown on the plans.", tags=[X("N.6.A.4")])
    cm.hydrocad_listing(d, [("DP-W", "West outfall", "11.9", "-"), ("DP-E", "East outfall", "16.8", "-"),
                            ("19-1", "Pond 19-1", "8.1", "932.9 / 1.8 af")], "XP-SWMM summary, 100-yr 24-hr",
                        tags=[X("N.6.A.10")])
    cm.npdes_letter(d, proj, "Hennepin County", "C00073002", "July 30, 2026", "7.1 acres")
    d.close()
    sheets = [
        dict(number="1", title="Title Sheet", drawing="road"),
        dict(number="12", title="Right of Way and Existing Conditions", drawing="road", contours=(928, 2),
             tags=[X("N.6.A.1")], notes=[("Existing right of way and property lines shown. 2-foot contours, NGVD 29.",
                                          [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"), X("N.6.A.7")])]),
        dict(number="40", title="Drainage Area Map", drawing="road", tags=[X("N.6.A.2")],
             labels=[("OFFSITE 212 AC", ()), ("EX-W / EX-E", ()), ("PR-W / PR-E / POND 19-1", ())]),
        dict(number="41", title="Storm Sewer Plan", drawing="storm", tags=[X("N.6.A.3")],
             notes=[("POND 19-1 NWL 929.5 HWL 932.9; GLEASON LAKE OHW 929.0, 100-YR 931.2.", [X("N.6.A.6")])]),
        dict(number="44", title="Pond Details and Special Provisions", tags=[X("N.6.A.8")],
             notes=[("Drainage easement for Pond 19-1 per County ROW plat No. 1902.", [X("N.6.A.12")])]),
    ]
    cm.plan_sets(pkg, "CSAH19_Plans", firm, proj, ("Rachel M. Dubois, P.E.", "46021"), "08/10/2026", sheets, full=ANSI_D)
    return dict(scenario="county road, trail exclusion, E.3, public no surety, TP 45%, no city letter")


# 7 ---------------------------------------------------------------------------------------------------
def ext07_city_street(pkg: Package) -> dict:
    """City street and utility project: feasibility-report voice; BMPs only (N.2.E.1)."""
    d = pkg.doc("Ridgedale_2027_Street_Project_Stormwater.pdf")
    d.h("City of Minnetonka - 2027 Street and Utility Improvements (Ridgedale Neighborhood)")
    d.p("Stormwater Narrative for MCWD Permit | Prepared by Bergstrom & Mack Engineers for the City of Minnetonka "
        "(applicant, a municipality)", tags=[F("applicant_public_entity", True)])
    d.p("Scope: full-depth reconstruction of 0.9 miles of residential streets (Oak Ridge Road, Ridgewood Lane) "
        "with new curb and gutter and storm sewer.", tags=[F("project_type", "linear")])
    d.kv([("Project Limits", "3.20 acres", [F("site_area_ac", 3.20)]),
          ("Land disturbance", "3.00 acres", [F("disturbed_area_ac", 3.00)]),
          ("Existing impervious", "89,300 sq.ft. (2.05 ac)", [F("existing_impervious_ac", 2.05)]),
          ("Proposed impervious", "107,150 sq.ft. (2.46 ac)", [F("proposed_impervious_ac", 2.46)]),
          ("Net increase", "0.41 ac (curb widening)", [F("net_impervious_increase_ac", 0.41)])], label_w=160)
    d.p(f"Best management practices: widths were held to the City minimum to limit new impervious surface; BMPs "
        f"follow the MPCA's \"{MPCA}\".", tags=[S("N.3.0")])
    d.p("Permanent BMPs included in the project: two sump manholes with SAFL Baffles; rain garden at Oak Ridge "
        "cul-de-sac (lined, no infiltration); turf boulevard restoration.", tags=[S("N.3.2")])
    d.p("Infiltration is not proposed (clay soils, utilities).", tags=[F("infiltration_proposed", False)])
    d.p("Survey datum: NAVD 88. Contours at 1-foot intervals on the reduced plan sheets.",
        tags=[F("vertical_datum", "NAVD88"), F("contour_interval_ft", 1.0)])
    d.close()
    sheets = [dict(number="C-01", title="Street and Storm Sewer Plan", drawing="road", contours=(900, 1),
                   tags=[X("N.6.A.1"), X("N.6.A.3")])]
    cm.plan_sets(pkg, "Ridgedale_2027_Plans", ["BERGSTROM & MACK", "Engineers | Mankato - Minnetonka"],
                 "2027 Street and Utility Improvements", ("Luis A. Fernandez, P.E.", "44120"), "09/01/2026", sheets,
                 full=None, reduced=True)
    return dict(scenario="city street, net < 1 ac, E.1, public")


# 8 ---------------------------------------------------------------------------------------------------
def ext08_office(pkg: Package) -> dict:
    """Small civil shop: everything on the plan sheets; NAVD 88 survey."""
    firm = ["CEDAR STREET CIVIL GROUP", "4931 W 35th St, Suite 200, St. Louis Park, MN 55416"]
    proj = "Excelsior & Grand Office Building"
    d = pkg.doc("SWMP_Excelsior_Grand.pdf")
    d.h("STORMWATER MANAGEMENT PLAN - EXCELSIOR & GRAND OFFICE")
    d.p("Project: a 3-story, 42,000 sq.ft. office building (commercial) replacing a vacant restaurant. "
        "Site Acreage: 1.92 AC (83,635 SF).", tags=[F("project_type", "commercial"), F("site_area_ac", 1.92)])
    d.table(["", "EXISTING", "PROPOSED"], [["Impervious Coverage (SF)", "30,928", "60,113"],
                                           ["Impervious Coverage (AC)", "0.71", "1.38"],
                                           ["Pervious (AC)", "1.21", "0.54"]], widths=[180, 100, 100],
            row_tags=[(), [F("existing_impervious_ac", 0.71), F("proposed_impervious_ac", 1.38)], ()])
    d.p("Disturbed area = 1.80 AC.", tags=[F("disturbed_area_ac", 1.80)])
    d.p(f"BMP selection follows \"{MPCA}\" (MPCA, 2000) and the Minnesota Stormwater Manual.", tags=[S("N.3.0")])
    d.p("PERMANENT BMPs: Infiltration Basin 1; Pretreatment Sump MH; Native seeding of basin side slopes.",
        tags=[S("N.3.2")])
    d.p("Infiltration Basin 1 is proposed in the sandy outwash soils (SP) found in borings SB-1 to SB-3; measured "
        "infiltration rate 1.63 in/hr. Soil types and limits are shown on sheet C4.",
        tags=[F("infiltration_proposed", True), X("N.6.A.5")])
    d.p("The natural low area in the northwest corner is used for Basin 1, sized by reservoir routing of the "
        "critical-duration events.", tags=[S("N.4.2")])
    d.p("Off-site runoff from the alley (0.2 ac) is included in the model.", tags=[S("N.4.4")])
    d.p("Off-site water levels will not be adversely affected during or after construction.", tags=[S("N.4.3")])
    d.p("Basin 1 is above the 100-year flood elevation and within a drainage easement.", tags=[S("N.4.6")])
    d.p("The design conforms to the City of St. Louis Park Surface Water Management Plan.", tags=[S("N.4.7")])
    d.p("The basin overflow outfall is armored with riprap to minimize erosion and scour.", tags=[S("N.4.8")])
    d.table(["EVENT", "EXISTING (CFS)", "PROPOSED (CFS)"], [["1-YR", "1.90", "1.40"], ["10-YR", "4.40", "3.70"],
                                                          ["100-YR", "8.60", "8.10"]], widths=[100, 120, 120],
            title="RATE CONTROL SUMMARY",
            tags=[F("peak_rates_cfs", {"1": {"existing": 1.9, "proposed": 1.4}, "10": {"existing": 4.4, "proposed": 3.7},
                                       "100": {"existing": 8.6, "proposed": 8.1}}), X("N.6.A.9")])
    d.p("Building: lowest opening 905.5; 100-year HWL (Basin 1, governs building) 901.2. All elevations NAVD 88.",
        tags=[F("lowest_opening_elev_ft", 905.5), F("hwl_100yr_elev_ft", 901.2)])
    cm.hydrocad_listing(d, [("1P", "Infiltration Basin 1", "8.10", "901.2 / 0.18 af")], "MSE3 100-yr Rainfall=7.40\"",
                        tags=[X("N.6.A.10")])
    cm.boring_logs(d, "Cedar Street Geotech", [("SB-1", "903.6", "POORLY GRADED SAND (SP)", "None"),
                                              ("SB-2", "904.0", "SP, trace gravel", "None"),
                                              ("SB-3", "903.1", "SP-SM", "At 21 ft")], tags=[X("N.6.C")])
    cm.npdes_letter(d, proj, "E&G Office Holdings LLC", "C00072890", "August 4, 2026", "1.8 acres")
    cm.city_letter(d, "St. Louis Park", proj, "August 12, 2026", tags=[X("N.6.A.11")])
    d.close()
    sheets = [
        dict(number="C1", title="Existing Conditions & Removals", contours=(900, 2), tags=[X("N.6.A.1")],
             notes=[("CONTOUR INTERVAL: 2 FT. VERTICAL DATUM: NAVD 88.", [F("contour_interval_ft", 2.0), F("vertical_datum", "NAVD88")]),
                    ("NO WETLANDS ON SITE. SITE NOT IN SHORELAND OR FLOODPLAIN.", [X("N.6.A.4")])]),
        dict(number="C2", title="Drainage Maps - Existing / Proposed", tags=[X("N.6.A.2")],
             labels=[("OFFSITE ALLEY 0.20 AC", ()), ("EXISTING DA", ()), ("PROPOSED DA TO BASIN 1", ())]),
        dict(number="C3", title="Grading Plan", contours=(900, 2), drawing="pond",
             notes=[("BASIN 1: NWL NONE (DRY), 100-YR HWL 901.2. NO EXISTING WATER ELEVATIONS.", [X("N.6.A.6")])]),
        dict(number="C4", title="Utility Plan", drawing="storm", tags=[X("N.6.A.3")],
             notes=[("10' drainage and utility easement over Basin 1.", [X("N.6.A.12")])]),
        dict(number="C5", title="Civil Details", tags=[X("N.6.A.8")]),
    ]
    cm.plan_sets(pkg, "Excelsior_Grand_Civil_Set", firm, proj, ("Kyle J. Nordstrom, PE", "49562"), "08/20/2026", sheets)
    return dict(scenario="commercial 0.5-8 ac redevelopment >=50%, NAVD 88 datum, infiltration")


# 9 ---------------------------------------------------------------------------------------------------
def ext09_house(pkg: Package) -> dict:
    """A homeowner's small-site engineer: a two-page letter and a survey sheet, scanned."""
    d = pkg.doc("_house_src.pdf", font="Courier", size_pt=10)
    d.p("R. HALVORSEN, P.E. - SMALL SITE ENGINEERING - 2210 Shadywood Rd, Orono MN")
    d.p("September 3, 2026")
    d.p("To: Minnehaha Creek Watershed District, Permitting")
    d.p("Re: Lindqvist residence, 1840 North Arm Drive, Orono (PID 04-117-23-12-0011)")
    d.p("The owners, Erik and Sara Lindqvist, will tear down the existing 1950s house and build a new single-family "
        "home with attached garage on the same lot.", tags=[F("project_type", "single_family_home")])
    d.p("Lot area: 37,460 sq ft (0.86 acre).", tags=[F("site_area_ac", 0.86)])
    d.p("Hard cover: existing 6,850 sq ft; proposed 8,120 sq ft (21.7% of the lot, below the City's 25% limit).",
        tags=[F("existing_impervious_ac", ac(6850)), F("proposed_impervious_ac", ac(8120))])
    d.p("Disturbed area: about 19,600 sq ft.", tags=[F("disturbed_area_ac", ac(19600))])
    d.p("Lake Minnetonka OHW 929.4; 100-year flood elevation 931.5 (NGVD 29). Proposed low floor 931.0 (basement "
        "walkout slab, no openings below 932.4); lowest opening 932.4.",
        tags=[F("hwl_100yr_elev_ft", 931.5), F("lowest_opening_elev_ft", 932.4), F("vertical_datum", "NGVD29")])
    d.p("The survey shows 1-foot contours. Erosion control: silt fence along the shore side, rock entrance.",
        tags=[F("contour_interval_ft", 1.0)])
    d.p("Please let me know if you need the shoreline permit drawings as well.")
    d.signature(["Robert Halvorsen, P.E., MN Lic. 19877"])
    d.close()
    scanned = "Lindqvist_submittal_scan.pdf"
    return dict(scenario="single-family home N.2.A, scanned", scan=("_house_src.pdf", scanned))


# 10 --------------------------------------------------------------------------------------------------
def ext10_trail(pkg: Package) -> dict:
    """City engineering division memo for a standalone trail (N.2.E.4)."""
    d = pkg.doc("Trail_Connection_Memo.pdf")
    d.p("CITY OF ST. LOUIS PARK - ENGINEERING DIVISION", bold=True)
    d.p("MEMORANDUM")
    d.kv([("TO", "Minnehaha Creek Watershed District", ()), ("FROM", "Public Works - Engineering", ()),
          ("DATE", "September 10, 2026", ()), ("SUBJECT", "Minnehaha Creek Trail Connection - permit applicability", ())],
         label_w=90)
    d.p("The City of St. Louis Park (applicant, a municipality) will construct a standalone paved trail connection "
        "between Louisiana Avenue and the Minnehaha Creek regional trail. No roadway work is included.",
        tags=[F("applicant_public_entity", True), F("project_type", "linear")])
    d.p("The trail is 8 feet wide and 2,640 feet long, with a 6-foot turf shoulder on each side. The new trail "
        "surface is 0.48 acres. One driveway crossing covers 3% of the required buffer area.",
        tags=[F("sidewalk_trail", {"width_ft": 8.0, "buffer_ft": 6.0, "crossing_pct": 3.0, "area_ac": 0.48,
                                   "standalone": True})])
    d.p("Project limits total 1.90 acres, of which 1.60 acres will be disturbed.",
        tags=[F("site_area_ac", 1.90), F("disturbed_area_ac", 1.60)])
    d.p("No wetlands were identified within the project limits. The trail is outside the 100-year floodplain.",
        tags=[X("N.6.A.4")])
    d.p("We believe no MCWD stormwater permit is required under Rule N.2.E.4; an erosion control permit "
        "application is submitted separately.")
    d.signature(["Debra K. Olin, P.E., City Engineer"])
    d.close()
    return dict(scenario="standalone trail N.2.E.4, public")


# 11 --------------------------------------------------------------------------------------------------
def ext11_mndot(pkg: Package) -> dict:
    """MnDOT: drainage design memo; 11x17 plans only; NAVD 88."""
    d = pkg.doc("SP2706-412_Drainage_Memo.pdf")
    d.p("Minnesota Department of Transportation - Metro District Water Resources Engineering", bold=True)
    d.h("Drainage Design Memorandum - S.P. 2706-412 (TH 7 at CSAH 101)", 2)
    d.p("Applicant: MnDOT (State of Minnesota). Work: turn lanes, signal, and 0.62 miles of shoulder widening on "
        "Trunk Highway 7.", tags=[F("applicant_public_entity", True), F("project_type", "linear")])
    d.table(["Quantity", "Value"], [["Total project area", "4.10 ac"], ["Soil disturbance", "3.95 ac"],
                                    ["Existing impervious", "2.60 ac"], ["Proposed impervious", "4.90 ac"],
                                    ["Net new impervious", "2.30 ac"]], widths=[200, 120],
            row_tags=[[F("site_area_ac", 4.10)], [F("disturbed_area_ac", 3.95)], [F("existing_impervious_ac", 2.60)],
                      [F("proposed_impervious_ac", 4.90)], [F("net_impervious_increase_ac", 2.30)]])
    d.p(f"BMPs follow MnDOT's Drainage Manual and the MPCA \"{MPCA}\"; the widening was limited to the minimum "
        "needed for the turn lanes.", tags=[S("N.3.0")])
    d.p("Permanent BMPs: Infiltration Basin IB-7A (NE quadrant); two-cell ditch check; permanent turf establishment.",
        tags=[S("N.3.2")])
    d.p("Infiltration is proposed in IB-7A; soils are Hydrologic Soil Group B loamy sand, with the soil survey "
        "delineation and permeability test results in Attachment 2.",
        tags=[F("infiltration_proposed", True), X("N.6.A.5")])
    d.p("IB-7A uses the existing infield low area; it was sized by reservoir routing of critical-duration events.",
        tags=[S("N.4.2")])
    d.p("Runoff from 31 acres upstream of the highway (CSAH 101 and residential areas) is included in the model.",
        tags=[S("N.4.4")])
    d.p("No adverse effects on off-site water levels are expected during or after construction.", tags=[S("N.4.3")])
    d.p("Culvert outlets have riprap and energy dissipation to prevent erosion and scour.", tags=[S("N.4.8")])
    d.table(["", "1-YR EX", "1-YR PR", "2-YR EX", "2-YR PR", "10-YR EX", "10-YR PR", "100-YR EX", "100-YR PR"], [
        ["Peak (cfs)", "5.1", "4.8", "6.6", "6.1", "11.9", "11.2", "22.6", "21.9"]],
        widths=[60] + [56] * 8, title="Peak Flow Comparison at the ROW line (cfs)",
        tags=[F("peak_rates_cfs", {"1": {"existing": 5.1, "proposed": 4.8}, "10": {"existing": 11.9, "proposed": 11.2},
                                   "100": {"existing": 22.6, "proposed": 21.9}}), X("N.6.A.9")])
    d.p("Elevations are on NAVD 88 (MnDOT standard). Contours on the plans are at 2-foot intervals.",
        tags=[F("vertical_datum", "NAVD88"), F("contour_interval_ft", 2.0)])
    d.p("No wetlands are impacted. A wetland delineation report found no wetlands within the project limits.",
        tags=[X("N.6.A.4")])
    cm.hydrocad_listing(d, [("IB-7A", "Infiltration basin", "21.9", "951.8 / 0.9 af")], "Atlas14 100-yr",
                        tags=[X("N.6.A.10")])
    cm.npdes_letter(d, "S.P. 2706-412", "MnDOT Metro District", "C00073120", "August 28, 2026", "3.95 acres")
    d.close()
    sheets = [
        dict(number="1 OF 6", title="Title Sheet", drawing="road"),
        dict(number="2 OF 6", title="Existing Right of Way and Topography", drawing="road", contours=(946, 2),
             tags=[X("N.6.A.1")]),
        dict(number="3 OF 6", title="Drainage Area Map", drawing="road", tags=[X("N.6.A.2")],
             labels=[("OFFSITE 31 AC", ()), ("EX / PR SUBAREAS", ())]),
        dict(number="4 OF 6", title="Drainage Plan", drawing="storm", tags=[X("N.6.A.3")],
             notes=[("IB-7A: BOTTOM 949.0, 100-YR HWL 951.8; NO EXISTING WATER ELEVATIONS ON SITE.", [X("N.6.A.6")])]),
        dict(number="5 OF 6", title="Drainage Details", tags=[X("N.6.A.8")]),
    ]
    cm.plan_sets(pkg, "SP2706-412_Plans_11x17", ["MINNESOTA DEPARTMENT", "OF TRANSPORTATION", "Metro District"],
                 "S.P. 2706-412 TH 7 at CSAH 101", ("Paul E. Vang, P.E.", "40588"), "08/15/2026", sheets,
                 full=None, reduced=True, tb_style=1)
    return dict(scenario="MnDOT E.2, NAVD 88, 11x17 only (no full-size), no N.4.6/N.4.7/N.6.A.11/12")


# 12 --------------------------------------------------------------------------------------------------
def ext12_school(pkg: Package) -> dict:
    """School district architect's package with the civil report bound in; freeboard 1.5 ft; no NPDES permit."""
    firm = ["HALLBERG ARCHITECTS", "with Prairie Civil Engineering", "Minneapolis, MN"]
    proj = "ISD 278 Westwind Elementary Classroom Addition"
    d = pkg.doc("Westwind_Elementary_Submittal.pdf")
    d.h("Westwind Elementary School - Classroom Addition and Site Improvements")
    d.p("Owner and applicant: Independent School District No. 278 (a public school district). Architect: "
        "Hallberg Architects. Civil: Prairie Civil Engineering. Issued for MCWD review, October 2026.",
        tags=[F("applicant_public_entity", True)])
    d.h("Project Data", 2)
    d.kv([("Use", "Public school (institutional)", [F("project_type", "institutional")]),
          ("Site Acreage", "14.60 acres", [F("site_area_ac", 14.60)]),
          ("Addition floor area", "82,000 SF (two stories)", ()),
          ("Area of Disturbance", "4.30 acres", [F("disturbed_area_ac", 4.30)]),
          ("Hard surface - existing", "4.80 acres", [F("existing_impervious_ac", 4.80)]),
          ("Hard surface - proposed", "6.05 acres", [F("proposed_impervious_ac", 6.05)]),
          ("Finished floor elevation", "968.0", ())], label_w=190)
    d.h("Civil Narrative", 2)
    d.p(f"BMPs follow the MPCA manual \"{MPCA}\": bus loop and parking were consolidated to limit new impervious "
        "surface, and a wet pond treats and detains runoff.", tags=[S("N.3.0")])
    d.p("Permanent BMPs: Pond 2 (wet) with skimmer outlet; two sump catch basins; native buffer planting.",
        tags=[S("N.3.2")])
    d.p("Pond 2 was sized by reservoir routing of critical-duration events and uses the existing low area north "
        "of the playfields.", tags=[S("N.4.2")])
    d.p("Runoff from the 6.4-acre residential neighborhood to the east is included in the analysis.", tags=[S("N.4.4")])
    d.p("The project will not adversely affect off-site water levels during or after construction.", tags=[S("N.4.3")])
    d.p("Pond 2 is above the 100-year flood elevation and within a drainage easement.", tags=[S("N.4.6")])
    d.p("The design conforms with the City of Maple Plain Local Water Plan.", tags=[S("N.4.7")])
    d.p("The pond outfall has a riprap apron to minimize erosion and scouring.", tags=[S("N.4.8"), S("N.5.4")])
    d.p("A skimmer on the pond outlet removes floatables for the 1-year event.", tags=[S("N.5.2")])
    d.p("Infiltration is not feasible due to clay soils.", tags=[F("infiltration_proposed", False)])
    d.table(["Event", "Pre (cfs)", "Post (cfs)"], [["1 yr", "6.4", "5.1"], ["10 yr", "15.2", "12.0"], ["50 yr", "24.0", "20.1"],
                                                 ["100 yr", "31.8", "27.5"]], widths=[100, 100, 100],
            title="Peak Discharge Rates",
            tags=[F("peak_rates_cfs", {"1": {"existing": 6.4, "proposed": 5.1}, "10": {"existing": 15.2, "proposed": 12.0},
                                       "100": {"existing": 31.8, "proposed": 27.5}}), X("N.6.A.9")])
    d.p("MIDS calculator result: 54% annual TP removal for the site.", tags=[F("phosphorus_removal_pct", 54.0)])
    d.table(["Pond", "NWL", "HWL", "EOF", "Bench width / slope", "Freeboard"],
            [["Pond 2", "960.0", "963.1", "964.6", "10 ft / 10:1", "1.5 ft"]], widths=[70, 60, 60, 60, 130, 80],
            tags=[F("ponds", [{"name": "Pond 2", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                               "freeboard_ft": 1.5}])])
    d.p("The NPDES construction stormwater permit will be obtained by the contractor before construction.")
    cm.hydrocad_listing(d, [("P2", "Pond 2", "27.5", "963.1 / 2.7 af")], "MSE3 100-yr", tags=[X("N.6.A.10")])
    cm.boring_logs(d, "Prairie Geotechnical", [("B-1", "966.0", "LEAN CLAY (CL)", "At 9 ft")], tags=[X("N.6.C")])
    cm.city_letter(d, "Maple Plain", proj, "September 28, 2026", tags=[X("N.6.A.11")])
    d.close()
    sheets = [
        dict(number="G001", title="Cover Sheet and Code Summary"),
        dict(number="C101", title="Existing Conditions Survey", contours=(958, 2), tags=[X("N.6.A.1")],
             notes=[("CONTOURS AT 2' INTERVALS, NGVD 1929.", [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"), X("N.6.A.7")]),
                    ("No wetlands were identified on site.", [X("N.6.A.4")])]),
        dict(number="C201", title="Drainage Area Maps", tags=[X("N.6.A.2")],
             labels=[("OFFSITE NEIGHBORHOOD 6.4 AC", ()), ("EX-1 / EX-2", ()), ("PR-1 TO POND 2", ())]),
        dict(number="C301", title="Grading and Drainage Plan", contours=(958, 2), drawing="pond", tags=[X("N.6.A.3")],
             notes=[("POND 2: EX NWL NONE; PR NWL 960.0, 100-YR HWL 963.1.", [X("N.6.A.6")]),
                    ("Drainage easement over Pond 2 to be dedicated to the City.", [X("N.6.A.12")])]),
        dict(number="C501", title="Civil Details", tags=[X("N.6.A.8")]),
        dict(number="A201", title="Floor Plans"),
    ]
    cm.plan_sets(pkg, "Westwind_Drawings", firm, proj, ("Nicole S. Brandt, PE", "47710"), "10/02/2026", sheets)
    return dict(scenario="institutional >= 8 ac, pond freeboard 1.5 ft, NPDES missing, <50% increase")


# 13 --------------------------------------------------------------------------------------------------
def ext13_coffee(pkg: Package) -> dict:
    """A filled-in application form plus a one-page narrative, scanned (N.2.D.1)."""
    d = pkg.doc("_coffee_src.pdf")
    d.h("MCWD PERMIT APPLICATION - STORMWATER MANAGEMENT")
    d.kv([("1. Project name", "Bluff Street Coffee (drive-through)", ()),
          ("2. Applicant", "Bluff Street Properties LLC", ()),
          ("3. Public entity?", "No", [F("applicant_public_entity", False)]),
          ("4. Type of development", "Commercial", [F("project_type", "commercial")]),
          ("5. Site area", "16,553 SF / 0.38 acres", [F("site_area_ac", 0.38)]),
          ("6. Disturbed area", "0.36 acres", [F("disturbed_area_ac", 0.36)]),
          ("7. Impervious area, existing", "0.29 acres", [F("existing_impervious_ac", 0.29)]),
          ("8. Impervious area, proposed", "0.31 acres", [F("proposed_impervious_ac", 0.31)])], label_w=210, box=True)
    d.p("Building floor area 2,100 SF. Parcel 17-029-24-41-0102.")
    d.h("Stormwater narrative (Metro Site Design)", 2)
    d.p(f"BMPs follow the MPCA's \"{MPCA}\": the drive-through lane replaces existing parking so new impervious "
        "surface is limited, and runoff is pretreated before the city sewer.", tags=[S("N.3.0")])
    d.p("Permanent BMPs: one sump catch basin with a SNOUT hood; a 400 SF landscaped bioretention cell (lined).",
        tags=[S("N.3.2")])
    d.signature(["Metro Site Design - D. Pham, P.E."])
    d.close()
    return dict(scenario="small commercial < 0.5 ac, D.1, scanned", scan=("_coffee_src.pdf", "Bluff_Street_Coffee_scan.pdf"))


# 14 --------------------------------------------------------------------------------------------------
def ext14_warehouse(pkg: Package) -> dict:
    """Industrial greenfield with a common scheme; two ponds; private, surety."""
    firm = ["TOLLEFSON CONSULTING ENGINEERS", "Bloomington, Minnesota"]
    proj = "Valley Distribution Center - Building A"
    f = pkg.doc("01_Application_Form.pdf")
    f.h("Minnehaha Creek Watershed District - Permit Application")
    f.check("Applicant type:", [("Public (city, county, state, federal)", False), ("Private", True)],
            tags=[F("applicant_public_entity", False)])
    f.check("Project type:", [("Residential", False), ("Commercial", False), ("Industrial", True), ("Linear", False)],
            tags=[F("project_type", "industrial")])
    f.kv([("Project size (acres)", "12.50", [F("site_area_ac", 12.50)]),
          ("Acres disturbed", "11.80", [F("disturbed_area_ac", 11.80)]),
          ("Existing impervious (acres)", "0.00", [F("existing_impervious_ac", 0.0)]),
          ("Proposed impervious (acres)", "8.40", [F("proposed_impervious_ac", 8.40)]),
          ("Aggregate area under common ownership", "18.70 acres (Building A site and Phase 2 parcel)",
           [F("common_scheme_area_ac", 18.70)])], label_w=230)
    f.close()
    d = pkg.doc("02_Stormwater_Management_Plan.pdf", font="Times-Roman", size_pt=11)
    d.h("Stormwater Management Plan - Valley Distribution Center, Eden Prairie")
    d.p("Tollefson Consulting Engineers | October 2026 | 410,000 SF warehouse with 64 dock doors.")
    d.p("The site is currently undeveloped farmland.")
    d.p(f"BMP selection follows \"{MPCA}\" (MPCA); site design preserves the wooded ravine and structural BMPs "
        "(two wet ponds) control rates and phosphorus.", tags=[S("N.3.0")])
    d.p("Permanent BMPs: Pond North; Pond South; outlet structures with baffle skimmers; riprap outfalls.",
        tags=[S("N.3.2")])
    d.p("Both ponds are located in natural depressions and were designed by reservoir routing of the "
        "critical-duration events.", tags=[S("N.4.2")])
    d.p("The 44-acre upstream watershed west of Flying Cloud Drive is included in the models.", tags=[S("N.4.4")])
    d.p("Off-site water levels will not be adversely affected during or after construction.", tags=[S("N.4.3")])
    d.p("The ponds are above the 100-year flood elevation of Purgatory Creek and within drainage and flowage "
        "easements.", tags=[S("N.4.6")])
    d.p("The design conforms with the City of Eden Prairie Water Resources Management Plan.", tags=[S("N.4.7")])
    d.p("Pond outfalls have riprap and energy dissipation to minimize erosion and scour.", tags=[S("N.4.8"), S("N.5.4")])
    d.p("Baffle skimmers on both outlets remove floatables for the 1-year event.", tags=[S("N.5.2")])
    d.p("Infiltration is not feasible due to clay soils.", tags=[F("infiltration_proposed", False)])
    d.p("The site is not located within a landlocked basin.", tags=[F("landlocked", False)])
    d.table(["Location", "1-Year Existing", "1-Year Proposed", "10-Year Existing", "10-Year Proposed",
             "100-Year Existing", "100-Year Proposed"], [
        ["North outlet", "4.1", "2.9", "9.9", "8.1", "19.5", "18.0"],
        ["South outlet", "3.5", "2.3", "8.5", "6.8", "16.5", "15.2"],
        ["Total Site", "7.6", "5.2", "18.4", "14.9", "36.0", "33.2"]],
        widths=[80, 70, 70, 72, 72, 70, 72], title="Table 2 - Peak Discharge Rates (cfs)",
        tags=[F("peak_rates_cfs", {"1": {"existing": 7.6, "proposed": 5.2}, "10": {"existing": 18.4, "proposed": 14.9},
                                   "100": {"existing": 36.0, "proposed": 33.2}}), X("N.6.A.9")])
    d.p("P8 modeling shows an annual TP removal of 58% for the site.", tags=[F("phosphorus_removal_pct", 58.0)])
    d.table(["", "Pond North", "Pond South"], [["NWL", "878.0", "876.5"], ["100-yr HWL", "881.6", "880.2"],
                                               ["Safety bench", "10 ft at 10:1", "10 ft at 10:1"],
                                               ["Freeboard", "2.5 ft", "2.0 ft"]], widths=[120, 120, 120],
            title="Pond Summary",
            tags=[F("ponds", [{"name": "Pond North", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                               "freeboard_ft": 2.5},
                              {"name": "Pond South", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                               "freeboard_ft": 2.0}])])
    d.p("The 100-year high water elevation adjacent to Building A is 884.0; the lowest opening (loading dock "
        "doors) is 887.5.", tags=[F("hwl_100yr_elev_ft", 884.0), F("lowest_opening_elev_ft", 887.5)])
    d.p("A Type 3 wetland (0.9 ac) in the ravine was delineated and is preserved with a buffer.", tags=[X("N.6.A.4")])
    cm.hydrocad_listing(d, [("PN", "Pond North", "18.0", "881.6 / 4.1 af"), ("PS", "Pond South", "15.2", "880.2 / 3.3 af")],
                        "MSE3 100-yr", tags=[X("N.6.A.10")])
    cm.npdes_letter(d, proj, "Valley Industrial Partners LLC", "C00073455", "October 1, 2026", "11.8 acres")
    cm.boring_logs(d, "Tollefson Geotechnical", [("B-1", "882.0", "SANDY LEAN CLAY (CL)", "At 12 ft")], tags=[X("N.6.C")])
    cm.maintenance_agreement(d, "Valley Industrial Partners LLC", "Pond North, Pond South and their outlet structures",
                             tags=[X("N.6.B")])
    cm.city_letter(d, "Eden Prairie", proj, "October 5, 2026", tags=[X("N.6.A.11")])
    d.close()
    sheets = [
        dict(number="C0.0", title="Cover"),
        dict(number="C1.0", title="Existing Conditions", contours=(874, 2), tags=[X("N.6.A.1")],
             notes=[("Contour interval 2 ft. Datum NGVD 1929.", [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"), X("N.6.A.7")])]),
        dict(number="C2.0", title="Drainage Area Maps", tags=[X("N.6.A.2")],
             labels=[("OFFSITE 44 AC", ()), ("EX NORTH / EX SOUTH", ()), ("PR TO POND NORTH / POND SOUTH", ())]),
        dict(number="C3.0", title="Grading Plan", drawing="pond", contours=(874, 2),
             notes=[("POND NORTH NWL 878.0 HWL 881.6; POND SOUTH NWL 876.5 HWL 880.2; WETLAND NWL 875.2.", [X("N.6.A.6")])]),
        dict(number="C4.0", title="Storm Sewer Plan", drawing="storm", tags=[X("N.6.A.3")],
             notes=[("Drainage and flowage easements over both ponds.", [X("N.6.A.12")])]),
        dict(number="C5.0", title="Details", tags=[X("N.6.A.8")]),
    ]
    cm.plan_sets(pkg, "03_Civil_Plans", firm, proj, ("Erik J. Tollefson, P.E.", "51007"), "10/08/2026", sheets)
    return dict(scenario="industrial >= 8 ac greenfield, common scheme, two ponds, private surety")


FIRMS: dict[str, Callable[[Package], dict]] = {
    "ext01-apartments": ext01_apartments,
    "ext02-retail": ext02_retail,
    "ext03-subdivision": ext03_subdivision,
    "ext04-townhomes": ext04_townhomes,
    "ext05-church": ext05_church,
    "ext06-county-road": ext06_county_road,
    "ext07-city-street": ext07_city_street,
    "ext08-office": ext08_office,
    "ext09-house": ext09_house,
    "ext10-trail": ext10_trail,
    "ext11-mndot": ext11_mndot,
    "ext12-school": ext12_school,
    "ext13-coffee": ext13_coffee,
    "ext14-warehouse": ext14_warehouse,
}
