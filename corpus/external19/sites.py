"""The site packages: a campus, a subdivision, townhomes, a commercial pad and an industrial
expansion, each carrying a sidewalk or trail that is NOT a linear project of its own, so
N.2.E(4) never decides them however the author argues it.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external19 import appendices as app
from corpus.external19.kit import Doc, F, S, X
from corpus.external19.plans import Sheet, plan_sets
from corpus.truth import Recorder


def _site_sheets(*, datum_note: str, datum_tags: list, elev_note: str, soils: bool, ponds_note: str,
                 drainage: bool = True) -> list[Sheet]:
    """A civil set as most Twin Cities firms number it (C0.0 ... C5.0)."""
    sheets = [
        Sheet("C0.0", "COVER SHEET", [("SHEET INDEX: C0.0 COVER; C1.0 EXISTING CONDITIONS; C2.0 SITE PLAN; "
                                       "C3.0 GRADING; " + ("C3.1 DRAINAGE AREA MAPS; " if drainage else "")
                                       + "C4.0 STORM SEWER; C5.0 DETAILS", None)]),
        Sheet("C1.0", "EXISTING CONDITIONS", [
            ("BOUNDARY AND PROPERTY LINES OF THE APPLICANT'S PARCELS PER SURVEY; ADJOINING OWNERS LABELED",
             [X("N.6.A.1")]),
            ("WETLAND BOUNDARIES, FEMA 100-YEAR FLOODPLAIN AND SHORELAND OVERLAY LIMITS SHOWN PER DELINEATION",
             [X("N.6.A.4")]),
        ] + ([("SOILS: IDENTIFICATION, DESCRIPTION, PERMEABILITY AND LIMITS OF EACH SOIL UNIT, EXISTING AND "
               "PROPOSED (SEE GEOTECHNICAL BORINGS)", [X("N.6.A.5")])] if soils else [])),
        Sheet("C2.0", "SITE PLAN AND EASEMENTS", [
            ("DRAINAGE AND UTILITY EASEMENTS AND FLOWAGE EASEMENT OVER STORMWATER FACILITIES, EXISTING AND PROPOSED",
             [X("N.6.A.12")]),
        ]),
        Sheet("C3.0", "GRADING PLAN", [
            (datum_note, datum_tags),
            (elev_note, [X("N.6.A.6")]),
        ]),
        Sheet("C4.0", "STORM SEWER PLAN", [
            ("EXISTING AND PROPOSED STORM SEWER AND " + ponds_note + ": LOCATION, ALIGNMENT AND ELEVATIONS",
             [X("N.6.A.3")]),
        ]),
        Sheet("C5.0", "DETAILS AND SPECIFICATIONS", [
            ("CONSTRUCTION DETAILS AND SPECIFICATIONS FOR " + ponds_note + ", OUTLET CONTROL STRUCTURES AND OUTFALLS",
             [X("N.6.A.8")]),
        ]),
    ]
    if drainage:
        sheets.insert(4, Sheet("C3.1", "DRAINAGE AREA MAPS", [
            ("EXISTING AND PROPOSED ON-SITE SUBWATERSHEDS AND THE OFF-SITE CONTRIBUTING SUBWATERSHED DELINEATED",
             [X("N.6.A.2")]),
        ]))
    return sheets


# -- 5. Hopkins Public Schools: a campus with a path (institutional, not linear) ---------------------
def hopkins_campus(root: Path, rec: Recorder, pid: str) -> None:
    rates = {"1": {"existing": 6.2, "proposed": 5.9}, "10": {"existing": 14.8, "proposed": 14.1},
             "100": {"existing": 29.5, "proposed": 28.8}}
    ponds = [{"name": "Pond A", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 1.5}]
    d = Doc(root, f"{pid}/01_Application_Narrative.pdf", rec, size_pt=10.5)
    d.running_header("Hopkins North Middle School Site Improvements | ISD 270 | MCWD Permit Narrative")
    d.line("Hopkins North Middle School -- Site Improvements", bold=True, size=15)
    d.line("Independent School District No. 270 (Hopkins Public Schools), 10908 Excelsior Blvd, Hopkins")
    d.line("Civil engineer: Tamarack Civil Partners | August 2026")
    d.gap(8)
    d.heading("Applicant")
    d.para("Independent School District No. 270 is a public school district and a public entity; it will own "
           "and maintain all stormwater facilities.", tags=[F("applicant_public_entity", True)])
    d.heading("Project")
    d.para("The District is rebuilding the bus loop and staff parking, adding a 6-classroom wing (14,200 sq ft "
           "floor area) and building a campus path loop. This is an institutional project on a single school "
           "parcel (PID 24-117-22-33-0002).", tags=[F("project_type", "institutional")])
    d.para("The campus path is 10 feet wide, with 5 feet of turf on both sides. Our understanding is that the "
           "2(E)(4) sidewalk and trail provision is written for linear projects; the path is part of the campus "
           "and its area is counted in the impervious totals below.")
    d.table([
        ["Site data", "Acres"],
        ["School parcel / project area", "11.6"],
        ["Area disturbed", "6.4"],
        ["Impervious, existing", "4.80"],
        ["Impervious, proposed", "5.35"],
        ["Net new impervious", "0.55"],
        ["Campus path (included above)", "0.31"],
        ["Off-site area draining to Pond A", "3.9"],
    ], [0.7, 0.3], tags=[F("site_area_ac", 11.6), F("disturbed_area_ac", 6.4), F("existing_impervious_ac", 4.80),
                         F("proposed_impervious_ac", 5.35), F("net_impervious_increase_ac", 0.55)])
    d.heading("Best management practices")
    d.para("BMPs follow the MPCA manual \"Protecting Water Quality in Urban Areas\": parking is consolidated to "
           "limit new impervious surface, roof drains discharge to a rain garden, and sediment is controlled under "
           "the SWPPP.", tags=[S("N.3.0")])
    d.para("Permanent BMPs: Pond A (wet pond), Rain Garden RG-1, sump manhole with SAFL baffle at the bus loop.",
           tags=[S("N.3.2")])
    d.heading("Water quantity")
    d.table([
        ["Event (24-hr, MSE 3)", "Existing cfs", "Proposed cfs"],
        ["1-year", "6.2", "5.9"],
        ["2-year", "8.0", "7.7"],
        ["10-year", "14.8", "14.1"],
        ["100-year", "29.5", "28.8"],
    ], [0.4, 0.3, 0.3], tags=[F("peak_rates_cfs", rates), X("N.6.A.9")])
    d.para("Pond A uses the existing depression east of the athletic field, a natural low area, and its outlet was "
           "designed by reservoir routing of the critical-duration events.", tags=[S("N.4.2")])
    d.para("Off-site water levels are unaffected during and after construction.", tags=[S("N.4.3")])
    d.para("The 3.9 acres of off-site residential drainage entering from the north is carried through the pond "
           "model and the storm sewer design.", tags=[S("N.4.4")])
    d.para("The site is not landlocked; Pond A outlets to the Minnehaha Creek trunk sewer on 5th Avenue.", tags=[F("landlocked", False)])
    d.para("Pond A lies above the projected 100-year flood elevation of Minnehaha Creek and within a drainage "
           "easement granted to the City of Hopkins.", tags=[S("N.4.6")])
    d.para("The City of Hopkins reviewed the plans and confirmed by letter (Appendix F) that the design conforms "
           "to the Hopkins Local Surface Water Management Plan.", tags=[S("N.4.7")])
    d.para("The pond outfall has a riprap apron with filter fabric to minimize erosion and scouring.",
           tags=[S("N.4.8")])
    d.heading("Water quality")
    d.para("P8 modeling shows 61% annual average total phosphorus removal.", tags=[F("phosphorus_removal_pct", 61.0)])
    d.table([
        ["Pond", "NWL", "100-yr HWL", "Top of berm", "Freeboard", "Bench"],
        ["Pond A", "902.0", "906.3", "907.8", "1.5 ft", "10 ft at 10:1"],
    ], [0.15, 0.15, 0.17, 0.17, 0.16, 0.2], tags=[F("ponds", ponds)])
    d.para("The Pond A outlet has a skimmer plate that removes floatables for the 1-year event.", tags=[S("N.5.2")])
    d.para("The Pond A outfall to the trunk sewer is a riprapped overflow designed to minimize erosion and "
           "scouring.", tags=[S("N.5.4")])
    d.para("Infiltration is not proposed due to clay soils (borings SB-1 to SB-8).",
           tags=[F("infiltration_proposed", False)])
    d.para("The new wing's lowest opening is at elevation 912.4; the 100-year high water elevation next to it, "
           "at the Rain Garden RG-1 overflow, is 909.9.", tags=[F("lowest_opening_elev_ft", 912.4), F("hwl_100yr_elev_ft", 909.9)])
    d.para("HydroCAD and P8 computations are in Appendix C. The City's letter is Appendix F. The MPCA NPDES "
           "construction stormwater permit coverage letter is Appendix G.")
    app.calcs(d, "APPENDIX C", "HydroCAD 10.2 and P8 3.5",
              [["1S bus loop", "2.40", "92", "7.0"], ["2S fields", "5.10", "74", "21.0"],
               ["3S off-site north", "3.90", "79", "16.5"]])
    app.city_letter(d, "APPENDIX F", "City of Hopkins", "Hopkins Local Surface Water Management Plan",
                    "Hopkins North Middle School Site Improvements", "July 28, 2026")
    app.npdes(d, "APPENDIX G", "Independent School District No. 270", "Hopkins North MS Site Improvements",
              "C00062017", "August 3, 2026")
    d.save()
    g = Doc(root, f"{pid}/02_Geotechnical_Report.pdf", rec, size_pt=10)
    g.line("GEOTECHNICAL EVALUATION REPORT", bold=True, size=14)
    g.line("Hopkins North Middle School Additions -- Report No. 26-0311")
    g.para("Eight standard penetration test borings (SB-1 to SB-8) were drilled in June 2026. Boring logs, "
           "groundwater observations and laboratory results follow. Soils are lean clay (CL) glacial till below "
           "1 to 3 feet of topsoil and fill.", tags=[X("N.6.C")])
    g.table([["Boring", "Depth (ft)", "Soil", "Water"], ["SB-1", "21", "CL till", "none"], ["SB-4", "26", "CL/SC", "19.5 ft"]],
            [0.25, 0.25, 0.25, 0.25])
    g.save()
    sheets = _site_sheets(
        datum_note="EXISTING AND PROPOSED CONTOURS AT 2-FOOT INTERVALS. ELEVATIONS ARE NAVD 88.",
        datum_tags=[F("vertical_datum", "NAVD88"), F("contour_interval_ft", 2.0)],
        elev_note="POND A: EXISTING NWL 901.5, 100-YR 905.9; PROPOSED NWL 902.0, 100-YR HWL 906.3",
        soils=False, ponds_note="POND A AND RAIN GARDEN RG-1")
    plan_sets(root, rec, f"{pid}/03_Plans", "TAMARACK CIVIL PARTNERS", "Hopkins North MS Site Improvements",
              sheets, engineer="Ruth A. Lindgren", lic="43977", date="08/10/2026", reduced=True)


# -- 6. A developer's subdivision, second phase of a common scheme, with a trail through an outlot ----
def minnetrista_subdivision(root: Path, rec: Recorder, pid: str) -> None:
    rates = {"1": {"existing": 3.2, "proposed": 2.9}, "10": {"existing": 11.4, "proposed": 10.8},
             "100": {"existing": 31.0, "proposed": 32.4}}
    ponds = [{"name": "Pond 1", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.0},
             {"name": "Pond 2", "safety_bench_width_ft": 8.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.3}]
    d = Doc(root, f"{pid}/Halstead_Ridge_2nd_Stormwater_Report.pdf", rec, font="Times-Roman", size_pt=11)
    d.line("STORMWATER MANAGEMENT REPORT", bold=True, size=16)
    d.line("Halstead Ridge 2nd Addition -- City of Minnetrista, Hennepin County", size=12)
    d.line("Prairie Crest Engineering for Halstead Ridge Development LLC | September 2026")
    d.gap(10)
    d.heading("Summary")
    d.para("Halstead Ridge Development LLC, a private developer (not a public entity), proposes a single-family "
           "subdivision of 14 lots on 9.4 acres, a gross density of 1.49 units per acre.",
           tags=[F("applicant_public_entity", False), F("project_type", "single_family_subdivision"),
                 F("dwelling_units", 14), F("site_area_ac", 9.4), F("density_du_per_ac", 1.49)])
    d.para("Halstead Ridge 1st Addition (11.8 acres, 2022) adjoins to the west and was developed by the same "
           "owner. Under the District's common scheme of development provision, the aggregate area of the two "
           "phases, 21.2 acres, sets the applicable requirements.", tags=[F("common_scheme_area_ac", 21.2)])
    d.para("The parent farm parcel was 38.5 acres before platting; the remaining 17.3 acres were sold to the "
           "Three Rivers Park District in 2019 and are not part of either phase. Lots range from 0.42 to 0.71 acres.")
    d.table([
        ["", "Existing", "Proposed", "Net"],
        ["Impervious (ac)", "0.12", "2.30", "2.18"],
        ["Disturbed (ac)", "", "8.1", ""],
    ], [0.4, 0.2, 0.2, 0.2], tags=[F("existing_impervious_ac", 0.12), F("proposed_impervious_ac", 2.30),
                                   F("net_impervious_increase_ac", 2.18), F("disturbed_area_ac", 8.1)])
    d.para("An 8-foot bituminous trail runs through Outlot B between the two phases with 6 feet of turf on each "
           "side. It is part of the subdivision, and its 0.14 acres are included in the proposed impervious area.")
    d.heading("BMPs (Section 3)")
    d.para("Consistent with the MPCA's \"Protecting Water Quality in Urban Areas\", the plat preserves the wooded "
           "ravine in Outlot A, uses 28-foot streets, and treats all new impervious surface in two wet ponds.",
           tags=[S("N.3.0")])
    d.para("Permanent BMPs: Pond 1, Pond 2, the Outlot A conservation easement, and riprapped outfalls.",
           tags=[S("N.3.2")])
    d.heading("Rate control (Section 4)")
    d.table([
        ["Event", "Existing (cfs)", "Proposed (cfs)"],
        ["1-yr 24-hr", "3.2", "2.9"],
        ["10-yr 24-hr", "11.4", "10.8"],
        ["100-yr 24-hr", "31.0", "32.4"],
        ["2-yr 24-hr", "4.6", "4.2"],
    ], [0.4, 0.3, 0.3], tags=[F("peak_rates_cfs", rates), X("N.6.A.9")])
    d.para("Ponds 1 and 2 occupy the two natural depressions on the farm and were sized by reservoir routing of "
           "the critical-duration events.", tags=[S("N.4.2")])
    d.para("No adverse off-site water level effect is expected during or after construction; the downstream "
           "culvert under County Road 110 was checked.", tags=[S("N.4.3")])
    d.para("Runoff from 6.7 acres of off-site farmland to the south is accommodated in Pond 2 and the model.",
           tags=[S("N.4.4")])
    d.para("The receiving wetland drains to Halsted Bay and is not landlocked.", tags=[F("landlocked", False)])
    d.para("Both ponds are above the 100-year flood elevation of the receiving wetland and within drainage and "
           "flowage easements dedicated on the plat.", tags=[S("N.4.6")])
    d.para("The City of Minnetrista reviewed the report for conformance with its Local Water Management Plan "
           "(2018); its review memo is Attachment 4.", tags=[S("N.4.7")])
    d.para("Pond outfalls have riprap aprons to minimize erosion and scour.", tags=[S("N.4.8")])
    d.heading("Water quality (Section 5)")
    d.para("P8 results: annual total phosphorus removal 52%.", tags=[F("phosphorus_removal_pct", 52.0)])
    d.table([
        ["Pond", "Safety bench", "Bench slope", "Freeboard (100-yr to EOF)"],
        ["Pond 1", "10 ft", "10:1", "2.0 ft"],
        ["Pond 2", "8 ft", "10:1", "2.3 ft"],
    ], [0.25, 0.25, 0.25, 0.25], tags=[F("ponds", ponds)])
    d.para("Both pond outlets have skimmer structures for the 1-year event to remove floatables.", tags=[S("N.5.2")])
    d.para("Water quality pond outfalls are riprapped to minimize erosion and scouring.", tags=[S("N.5.4")])
    d.para("Infiltration is not proposed due to clay soils.", tags=[F("infiltration_proposed", False)])
    d.para("The lowest opening of any house (Lot 6, Block 2) is 958.0; the adjacent Pond 2 100-year HWL is 955.6.",
           tags=[F("lowest_opening_elev_ft", 958.0), F("hwl_100yr_elev_ft", 955.6)])
    d.para("Computations (HydroCAD, P8) are in Appendix A. NPDES construction stormwater permit coverage "
           "(MPCA) is included as Appendix B.")
    app.calcs(d, "APPENDIX A", "HydroCAD 10.2 and P8 3.5",
              [["P1 lots north", "4.60", "76", "14.0"], ["P2 lots south", "4.80", "75", "15.5"],
               ["OS-S off-site farmland", "6.70", "72", "28.0"]])
    app.npdes(d, "APPENDIX B", "Halstead Ridge Development LLC", "Halstead Ridge 2nd Addition", "C00062288",
              "August 27, 2026")
    app.city_letter(d, "ATTACHMENT 4", "City of Minnetrista", "Minnetrista Local Water Management Plan (2018)",
                    "Halstead Ridge 2nd Addition", "August 19, 2026")
    d.save()
    sheets = _site_sheets(
        datum_note="EXISTING AND PROPOSED 2-FT CONTOURS. DATUM: NGVD 1929.",
        datum_tags=[X("N.6.A.7"), F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2.0)],
        elev_note="POND 1: NWL 950.0, 100-YR HWL 953.1. POND 2: NWL 951.0, 100-YR HWL 955.6. EXISTING WETLAND 949.8 / 952.4",
        soils=False, ponds_note="PONDS 1 AND 2")
    plan_sets(root, rec, f"{pid}/plans", "PRAIRIE CREST ENGINEERING", "Halstead Ridge 2nd Addition", sheets,
              engineer="Marcus E. Hedlund", lic="40512", date="09/02/2026", reduced=True)


# -- 10. Townhomes in Orono: high density, 1-ft contours, a low opening too close to the HWL -----------
def orono_townhomes(root: Path, rec: Recorder, pid: str) -> None:
    rates = {"1": {"existing": 2.6, "proposed": 2.1}, "10": {"existing": 6.9, "proposed": 6.2},
             "100": {"existing": 14.3, "proposed": 13.5}}
    d = Doc(root, f"{pid}/Narrative_Lakeside_Commons.pdf", rec, font="Helvetica", size_pt=10, margin=58)
    d.line("LAKESIDE COMMONS TOWNHOMES", bold=True, size=15)
    d.line("Orono, Minnesota -- Watershed permit narrative")
    d.line("Submitted by Crosby Lane Partners LLC (developer) with Westfield Site Engineering")
    d.rule()
    d.para("Project: 48 townhome units on 4.1 acres (11.7 units per acre), replacing a vacant garden center. "
           "Crosby Lane Partners LLC is a private applicant.",
           tags=[F("project_type", "multi_unit_residential"), F("dwelling_units", 48), F("site_area_ac", 4.1),
                 F("density_du_per_ac", 11.7), F("applicant_public_entity", False)])
    d.para("Impervious surface goes from 1.30 acres (existing building, lot and display yard) to 2.45 acres, "
           "a net increase of 1.15 acres. Disturbance: 3.9 acres.",
           tags=[F("existing_impervious_ac", 1.30), F("proposed_impervious_ac", 2.45),
                 F("net_impervious_increase_ac", 1.15), F("disturbed_area_ac", 3.9)])
    d.para("Sidewalks: 5-foot walks line both sides of the private drive and a 6-foot connection meets the "
           "Dakota Rail Regional Trail. They are part of the townhome site, not a separate linear project.")
    d.heading("BMPs")
    d.para("BMPs follow the MPCA \"Protecting Water Quality in Urban Areas\" manual: shared driveways, a "
           "compact footprint and an underground infiltration system under the guest parking.", tags=[S("N.3.0")])
    d.para("Permanent BMPs: underground infiltration chamber system UG-1 (StormTech MC-3500), pretreatment "
           "isolator row, two sump catch basins.", tags=[S("N.3.2")])
    d.para("Infiltration is proposed in UG-1; soil borings show loamy sand at 8 feet (1.6 in/hr).",
           tags=[F("infiltration_proposed", True)])
    d.heading("Rate control")
    d.table([
        ["Storm", "Pre (cfs)", "Post (cfs)"],
        ["1-year", "2.6", "2.1"],
        ["10-year", "6.9", "6.2"],
        ["100-year", "14.3", "13.5"],
    ], [0.4, 0.3, 0.3], tags=[F("peak_rates_cfs", rates), X("N.6.A.9")])
    d.para("There is no natural low area on this previously developed site; UG-1 and its outlet were designed by "
           "reservoir routing of the critical-duration events in HydroCAD.", tags=[S("N.4.2")])
    d.para("Off-site water levels are not adversely affected during or after construction.", tags=[S("N.4.3")])
    d.para("Runoff from 0.8 acres of County Road 15 right-of-way tributary to the site is included in the model.",
           tags=[S("N.4.4")])
    d.para("The receiving area (Lake Minnetonka, North Arm) is not landlocked.", tags=[F("landlocked", False)])
    d.para("UG-1 is above the 100-year flood elevation of Lake Minnetonka and within a drainage and utility "
           "easement.", tags=[S("N.4.6")])
    d.para("The City of Orono has reviewed the project; its engineer's letter confirming conformance with the "
           "Orono Local Water Management Plan is attached (Appendix 1).", tags=[S("N.4.7")])
    d.para("The overflow outfall to the North Arm has a riprap apron to minimize erosion and scouring.",
           tags=[S("N.4.8")])
    d.para("Lowest opening (Building 3 walkout): 931.2. 100-year HWL of the adjacent UG-1 overflow area: 929.8.",
           tags=[F("lowest_opening_elev_ft", 931.2), F("hwl_100yr_elev_ft", 929.8)])
    d.para("HydroCAD computations: Appendix 2. MPCA NPDES construction stormwater permit: Appendix 3. Geotechnical "
           "boring logs: Appendix 4.")
    app.city_letter(d, "APPENDIX 1", "City of Orono", "Orono Local Water Management Plan",
                    "Lakeside Commons Townhomes", "June 9, 2026")
    app.calcs(d, "APPENDIX 2", "HydroCAD 10.2",
              [["A1 townhomes west", "1.90", "84", "8.0"], ["A2 townhomes east", "1.70", "85", "7.5"],
               ["OS County Road 15", "0.80", "95", "5.0"]])
    app.npdes(d, "APPENDIX 3", "Crosby Lane Partners LLC", "Lakeside Commons Townhomes", "C00061877",
              "June 16, 2026")
    app.borings(d, "APPENDIX 4", [["B-1", "25", "SP loamy sand below 8 ft", "none"],
                                  ["B-2", "25", "SM/SP", "21 ft"]])
    d.save()
    sheets = _site_sheets(
        datum_note="EXISTING AND PROPOSED CONTOURS AT 1-FOOT INTERVALS (NGVD 1929)",
        datum_tags=[F("vertical_datum", "NGVD29"), F("contour_interval_ft", 1.0)],
        elev_note="EXISTING: NO PONDED AREAS ON SITE; LAKE MINNETONKA OHW 929.4. PROPOSED: UG-1 NORMAL (BOTTOM) 924.0, 100-YR HWL 927.9; OVERFLOW AREA 100-YR 929.8",
        soils=True, ponds_note="INFILTRATION SYSTEM UG-1")
    plan_sets(root, rec, f"{pid}/Plans", "WESTFIELD SITE ENGINEERING", "Lakeside Commons Townhomes", sheets,
              engineer="Ana M. Ruiz", lic="55890", date="06/22/2026", reduced=True)


# -- 11. A small commercial pad in Chanhassen: under half an acre, BMPs only --------------------------
def chanhassen_pad(root: Path, rec: Recorder, pid: str) -> None:
    d = Doc(root, f"{pid}/Lot2_Pad_Stormwater_Memo.pdf", rec, font="Times-Roman", size_pt=11.5, margin=80)
    d.line("MEMO", bold=True, size=16)
    d.line("Re: Lot 2, Block 1, Arboretum Village 3rd Addition -- dental clinic pad (Chanhassen)")
    d.line("From: Quarry Hill Engineering    To: MCWD permitting    Date: 10/05/2026")
    d.rule()
    d.para("This is a commercial building pad of 0.42 acres within a 2.7-acre plat; the other lots of the plat are "
           "owned by others and are not part of this application.",
           tags=[F("project_type", "commercial"), F("site_area_ac", 0.42)])
    d.para("Impervious: existing 0.10 acres (gravel staging pad), proposed 0.31 acres, net increase 0.21 acres. "
           "About 0.45 acres will be disturbed, including the sidewalk connection in the street boulevard.",
           tags=[F("existing_impervious_ac", 0.10), F("proposed_impervious_ac", 0.31),
                 F("net_impervious_increase_ac", 0.21), F("disturbed_area_ac", 0.45)])
    d.para("The building is 4,800 sq ft. A 6-foot sidewalk connects the entrance to the Highway 5 trail; it is "
           "part of the commercial site.")
    d.para("BMPs consistent with the MPCA manual \"Protecting Water Quality in Urban Areas\" are incorporated: "
           "parking held to the City minimum, roof runoff to a rain garden, silt fence and inlet protection during "
           "construction.", tags=[S("N.3.0")])
    d.para("Permanent BMPs: rain garden RG-1 (620 sq ft) and a sump manhole with SAFL baffle.", tags=[S("N.3.2")])
    d.para("The building's lowest opening is 951.5, and the 100-year high water elevation of RG-1 next to the "
           "building is 948.0.", tags=[F("lowest_opening_elev_ft", 951.5), F("hwl_100yr_elev_ft", 948.0)])
    d.para("Infiltration is not proposed: RG-1 is a lined filtration basin on clay soils.",
           tags=[F("infiltration_proposed", False)])
    d.save()


# -- 12. An industrial expansion in Medina: under 50% more impervious, a steep bench, low TP removal ----
def medina_industrial(root: Path, rec: Recorder, pid: str) -> None:
    rates = {"1": {"existing": 8.8, "proposed": 8.1}, "10": {"existing": 20.4, "proposed": 19.0},
             "100": {"existing": 41.7, "proposed": 40.9}}
    ponds = [{"name": "Pond N", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 6.0, "freeboard_ft": 2.2}]
    d = Doc(root, f"{pid}/Hamel_Rd_Expansion_SWMP.pdf", rec, size_pt=10)
    d.running_header("Northgate Precision -- Hamel Road Plant Expansion -- Stormwater Management Plan")
    d.line("Stormwater Management Plan", bold=True, size=16)
    d.line("Northgate Precision Plant Expansion, 4100 Hamel Road, Medina MN", size=12)
    d.line("Prepared by Birchwood & Tate Civil Engineers for Northgate Precision Inc. (private owner)")
    d.gap(8)
    d.heading("1. Site")
    d.para("The industrial site is 9.5 acres (PID 02-118-23-44-0007). The expansion adds a 62,000 sq ft "
           "warehouse wing and truck court, and replaces the 6-foot public sidewalk along Hamel Road in kind.",
           tags=[F("project_type", "industrial"), F("site_area_ac", 9.5)])
    d.para("Northgate Precision Inc. is a private corporation, not a public entity.",
           tags=[F("applicant_public_entity", False)])
    d.table([
        ["Impervious", "Acres"],
        ["Existing", "5.20"],
        ["Proposed", "6.10"],
        ["Net increase", "0.90"],
        ["Disturbed area", "5.5"],
    ], [0.6, 0.4], tags=[F("existing_impervious_ac", 5.20), F("proposed_impervious_ac", 6.10),
                         F("net_impervious_increase_ac", 0.90), F("disturbed_area_ac", 5.5)])
    d.heading("2. BMPs")
    d.para("The design applies the MPCA's \"Protecting Water Quality in Urban Areas\": truck court runoff is "
           "pretreated, roof runoff is kept separate, and the existing pond is enlarged rather than a new pond "
           "built.", tags=[S("N.3.0")])
    d.para("Permanent BMPs: enlarged Pond N, hydrodynamic separator at the truck court, riprap outfall.",
           tags=[S("N.3.2")])
    d.heading("3. Rate control")
    d.table([
        ["Return period", "Existing cfs", "Proposed cfs"],
        ["1-yr", "8.8", "8.1"],
        ["5-yr", "14.9", "13.8"],
        ["10-yr", "20.4", "19.0"],
        ["100-yr", "41.7", "40.9"],
    ], [0.4, 0.3, 0.3], tags=[F("peak_rates_cfs", rates), X("N.6.A.9")])
    d.para("Pond N occupies the site's natural low area; its outlet was designed by reservoir routing of the "
           "critical-duration events.", tags=[S("N.4.2")])
    d.para("No adverse effect on off-site water levels occurs during or after construction.", tags=[S("N.4.3")])
    d.para("Off-site runoff from 4.4 acres of Hamel Road and the neighboring lot is included in the analysis.",
           tags=[S("N.4.4")])
    d.para("The site drains to the Long Lake Creek ditch; it is not landlocked.",
           tags=[F("landlocked", False)])
    d.para("Pond N is above the 100-year flood elevation of Long Lake Creek and within a drainage easement.",
           tags=[S("N.4.6")])
    d.para("Outfalls have riprap aprons to minimize erosion and scouring.", tags=[S("N.4.8")])
    d.heading("4. Water quality")
    d.para("P8: annual total phosphorus removal 47% for the site.", tags=[F("phosphorus_removal_pct", 47.0)])
    d.table([
        ["Pond", "Bench width", "Bench slope (H:V)", "Freeboard"],
        ["Pond N", "10 ft", "6:1", "2.2 ft"],
    ], [0.25, 0.25, 0.25, 0.25], tags=[F("ponds", ponds)])
    d.para("The Pond N outlet has a baffle weir that removes floatables for the 1-year event.", tags=[S("N.5.2")])
    d.para("Pond N's outfall is a riprapped channel designed to minimize erosion and scouring.", tags=[S("N.5.4")])
    d.para("Infiltration is not proposed due to clay soils.", tags=[F("infiltration_proposed", False)])
    d.para("The new wing's lowest opening is 986.0; the Pond N 100-year HWL beside it is 983.1.",
           tags=[F("lowest_opening_elev_ft", 986.0), F("hwl_100yr_elev_ft", 983.1)])
    d.para("Hydrology, hydraulics and P8 water quality computations: Appendix A. MPCA NPDES construction "
           "stormwater permit: Appendix B.")
    app.calcs(d, "APPENDIX A", "HydroCAD 10.2 and P8 3.5",
              [["S1 truck court", "2.90", "95", "6.0"], ["S2 roofs", "3.10", "98", "5.0"],
               ["OS Hamel Road and neighbor", "4.40", "88", "12.0"]])
    app.npdes(d, "APPENDIX B", "Northgate Precision Inc.", "Hamel Road Plant Expansion", "C00061590",
              "July 9, 2026")
    d.save()
    sheets = _site_sheets(
        datum_note="EXISTING AND PROPOSED CONTOURS, 2-FT INTERVAL, NGVD 29 DATUM",
        datum_tags=[X("N.6.A.7"), F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2.0)],
        elev_note="POND N: EXISTING NWL 978.0, 100-YR 982.4; PROPOSED NWL 978.0, 100-YR HWL 983.1",
        soils=False, ponds_note="POND N")
    plan_sets(root, rec, f"{pid}/plans", "BIRCHWOOD & TATE", "Northgate Precision Expansion", sheets,
              engineer="Samuel K. Tate", lic="46218", date="07/15/2026", reduced=True)
