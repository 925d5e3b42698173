"""Packages 7-12: a city street project (scanned), a city trail, a city overlay, a phased
subdivision (scanned), a school district and an industrial builder (scanned)."""

from __future__ import annotations

from pathlib import Path

from corpus.external32.kit import ARCH_D, LETTER, TABLOID, F, S, X, sheet, site_drawing
from corpus.external32.package import Pkg
from corpus.external32.plans import plan_set
from corpus.truth import Truth

PE = ("I hereby certify that this plan was prepared by me or under my direct supervision and that I am a duly "
      "Licensed Professional Engineer under the laws of the State of Minnesota.")


def p07_edina_street(out: Path) -> Truth:
    """A city's street reconstruction, printed and scanned; its sidewalk boulevard is too narrow for N.2.E.4."""
    pkg = Pkg(out, "x32-07-edina-street-reconstruction", "scanned", 3207, "N.2.E.3 public >5 ac disturbed, sidewalk fails E.4")
    w = pkg.writer("Edina_2026_Street_Recon_MCWD.pdf", font="Helvetica", size=9.5, margin=54)
    w.p("CITY OF EDINA - ENGINEERING DEPARTMENT", size=12, font="Helvetica-Bold")
    w.p("7450 Metro Boulevard, Edina MN 55439")
    w.p("MCWD Permit Application: 2026 Morningside B Neighborhood Street Reconstruction (City Project ENG 26-4)",
        size=11, font="Helvetica-Bold")
    w.rule()
    w.p("Applicant: City of Edina (a municipal corporation - public entity). Contact: Joel Rasmussen, P.E., "
        "Project Engineer.", [F("applicant_public_entity", True)])
    w.p("Project type: reconstruction of local residential streets with new concrete curb, storm sewer and a new "
        "sidewalk on one side of Morningside Road.", [F("project_type", "linear")])
    w.table([["Quantity", "Value"],
             ["Total project area (right of way within limits)", "6.80 acres"],
             ["Area disturbed", "6.80 acres"],
             ["Existing impervious", "4.70 acres"],
             ["Proposed impervious", "6.00 acres"],
             ["Net increase in impervious", "1.30 acres"],
             ["Street length reconstructed", "3,150 LF"]], [260, 120],
            [F("site_area_ac", 6.80), X("N.6.D"), F("disturbed_area_ac", 6.80), F("existing_impervious_ac", 4.70),
             F("proposed_impervious_ac", 6.00), F("net_impervious_increase_ac", 1.30), X("N.6.E")])
    w.p("Sidewalk: 6-ft concrete walk along Morningside Road, 0.38 acres, behind a 3-ft grass boulevard (the right "
        "of way is narrow); driveway and street crossings cover about 22 percent of the boulevard area. Because the "
        "boulevard is under 5 feet, the sidewalk is counted in the net increase above.",
        [F("sidewalk_trail", {"width_ft": 6.0, "buffer_ft": 3.0, "crossing_pct": 22.0, "area_ac": 0.38, "standalone": False})])
    w.p("Properties served: 118 homes. Pavement width is 28 ft face-to-face (was 24 ft rural section).")
    w.h("BMPs (Section 3)")
    w.p("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas: narrowest street width allowed by fire "
        "code, sump structures, and a wet pond in Weber Woods.", [S("N.3.0")])
    w.p("Permanent BMP list: Pond A (wet pond, Weber Woods); 4 sump manholes with SAFL baffles; 2 tree trench cells "
        "(lined); riprap at both outfalls.", [S("N.3.2")])
    w.p("Infiltration is not proposed - the tree trenches are lined because of contaminated soils near the former "
        "rail spur.", [F("infiltration_proposed", False)])
    w.new_page()
    w.h("Rate control (Section 4)")
    w.p("Pond A is excavated in the existing wooded depression in Weber Woods, a natural low area. Pond A and its "
        "outlet were designed by reservoir routing (XP-SWMM) of critical-duration 1-, 10- and 100-year events.",
        [S("N.4.2")])
    w.table([["Event", "Existing Q (cfs)", "Proposed Q (cfs)"],
             ["1-year", "8.4", "7.9"], ["5-year", "14.8", "13.6"], ["10-year", "21.0", "19.6"], ["100-year", "41.8", "40.9"]],
            [100, 130, 130], [F("peak_rates_cfs", {"1": {"existing": 8.4, "proposed": 7.9}, "10": {"existing": 21.0, "proposed": 19.6},
                                                    "100": {"existing": 41.8, "proposed": 40.9}}), X("N.6.A.9")])
    w.p("All 27 acres of residential lots tributary to the streets are modeled and pass through the new storm sewer.",
        [S("N.4.4")])
    w.p("Downstream water levels in Minnehaha Creek and the Weber Pond are not raised during or after construction; "
        "temporary pumping is routed through sediment bags.", [S("N.4.3")])
    w.p("Pond A is above the 100-year flood elevation of the creek and lies in City park land dedicated for drainage "
        "and utility purposes.", [S("N.4.6")])
    w.p("Rate control conforms to the City of Edina Comprehensive Water Resource Management Plan (2018).",
        [S("N.4.7"), X("N.6.A.11")])
    w.p("Outfalls have riprap aprons and an impact-type energy dissipater to minimize erosion and scouring.",
        [S("N.4.8"), S("N.5.4")])
    w.p("The receiving water (Minnehaha Creek) is not landlocked.", [F("landlocked", False)])
    w.h("Water quality (Section 5)")
    w.p("P8 (Minneapolis 1959 rainfall, NURP50) shows 55 percent annual TP removal for the project area.",
        [F("phosphorus_removal_pct", 55.0)])
    w.p("Pond A outlet: baffle weir (skimmer) removes floatables for the 1-year event.", [S("N.5.2")])
    w.table([["Pond", "NWL", "HWL (100-yr)", "Freeboard", "Bench width", "Bench slope"],
             ["Pond A", "871.0", "874.3", "2.2 ft", "10 ft", "10:1"]], [60, 60, 80, 70, 80, 80],
            [F("ponds", [{"name": "Pond A", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.2}])])
    w.p("HydroCAD/XP-SWMM node tables and the P8 output used for the design are attached on the next page.",
        [X("N.6.A.10")])
    w.new_page()
    w.h("Model output (excerpt)")
    w.table([["Node", "Area (ac)", "Imp %", "Peak 100-yr"], ["SC-1", "9.4", "38", "14.1"], ["SC-2", "11.2", "35", "16.0"],
             ["SC-3 (ROW)", "6.8", "88", "18.7"], ["Pond A out", "-", "-", "40.9"]], [100, 80, 60, 90])
    w.p("MPCA NPDES construction stormwater permit for City Project ENG 26-4: coverage ID C00072877, issued "
        "March 5, 2026.", [X("N.6.A.13")])
    w.p("No homes or other buildings are constructed by this project.")
    cert = (PE + " Joel Rasmussen, P.E. 45521", [X("plan_set.pe_certified")])
    firm, proj = "CITY OF EDINA ENGINEERING", "MORNINGSIDE B STREET RECONSTRUCTION"
    sheet(w, number="3", title="STORM SEWER & DRAINAGE AREAS", firm=firm, project=proj,
          stamp="11x17 REDUCED, PRINTED AT 8.5x11 - NOT TO SCALE",
          notes=[("Reduced set sheets.", [X("plan_set.reduced")]),
                 ("Right-of-way lines and City-owned parcels (Weber Woods park) shown.", [X("N.6.A.1")]),
                 ("Drainage areas SC-1 to SC-3, off-site lots and existing/proposed divides shown.", [X("N.6.A.2")]),
                 ("Existing and proposed storm sewer, location, alignment, inverts.", [X("N.6.A.3")]),
                 ("No wetlands on the project; Minnehaha Creek floodplain (Zone AE) limits shown at Weber Woods.", [X("N.6.A.4")])],
          draw=site_drawing(71, road=True, label0=870), cert=cert, pagesize=LETTER)
    sheet(w, number="8", title="POND A GRADING & OUTLET", firm=firm, project=proj,
          stamp="11x17 REDUCED - NOT TO SCALE",
          notes=[("Contours 2 ft, datum NGVD 1929.", [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"), X("N.6.A.7")]),
                 ("Pond A NWL 871.0 / 100-yr 874.3; creek 100-yr 869.9.", [X("N.6.A.6")]),
                 ("Outlet structure OCS-A with baffle weir; construction details and specifications.", [X("N.6.A.8")]),
                 ("Pond A is on City park land dedicated for drainage and utility purposes.", [X("N.6.A.12")])],
          draw=site_drawing(72, label0=870), cert=cert, pagesize=LETTER)
    w.close()
    return pkg.finish()


def p08_hopkins_trail(out: Path) -> Truth:
    """A city trail with buffers on both sides: the applicant asks for confirmation of N.2.E.4."""
    pkg = Pkg(out, "x32-08-hopkins-trail", "text", 3208, "N.2.E.4 standalone trail, exempt")
    w = pkg.writer("Hopkins_Minnetonka_Mills_Trail_Memo.pdf", font="Helvetica", size=10.5, margin=66)
    w.p("MEMORANDUM", size=16, font="Helvetica-Bold")
    w.p("To: MCWD Permitting    From: Maria Pietrowski, PE, City of Hopkins Public Works    Date: April 14, 2026")
    w.p("Subject: Minnetonka Mills Road Trail Connection - Rule N applicability", font="Helvetica-Bold")
    w.rule()
    w.p("The City of Hopkins, a public entity, will build a stand-alone bituminous trail connecting the Cedar Lake "
        "LRT Regional Trail to Minnetonka Mills Road along the north side of Shady Oak Road. No street work is "
        "included; the trail is the whole project.",
        [F("applicant_public_entity", True), F("project_type", "linear")])
    w.table([["Trail data", ""],
             ["Length", "3,220 ft"],
             ["Trail width", "10 ft"],
             ["Turf buffer, each side", "6 ft minimum"],
             ["Crossings (driveways, 2 streets), share of buffer area", "9 %"],
             ["Trail surface (new impervious)", "0.74 ac"],
             ["Project area", "2.10 ac"],
             ["Disturbed area", "1.60 ac"]], [280, 120],
            [F("sidewalk_trail", {"width_ft": 10.0, "buffer_ft": 6.0, "crossing_pct": 9.0, "area_ac": 0.74, "standalone": True}),
             F("site_area_ac", 2.10), X("N.6.D"), F("disturbed_area_ac", 1.60)])
    w.p("Net increase in impervious surface: 0.74 acres, all of it the trail.",
        [F("net_impervious_increase_ac", 0.74), X("N.6.E")])
    w.p("Because the trail is no wider than 10 feet and has pervious buffers of at least 5 feet on both sides, with "
        "crossings under 25 percent of the buffer area, we believe Rule N paragraph 2(E)(4) applies and no "
        "stormwater permit is needed. An erosion control permit application under Rule B is enclosed separately.")
    w.p("For the record: the trail drains as sheet flow to the turf buffers; no storm sewer, ponds or infiltration "
        "practices are proposed. No wetlands are crossed. The adjacent Shady Oak Road (Hennepin County CSAH 61) is "
        "not altered.")
    w.p("Please contact me at 952-555-0190 with any questions.")
    w.close()
    return pkg.finish()


def p09_mound_overlay(out: Path) -> Truth:
    """A small city's street reconstruction with no net new pavement, by its consulting engineer."""
    pkg = Pkg(out, "x32-09-mound-street-no-net", "text", 3209, "N.2.E no net increase")
    w = pkg.writer("Mound_Lynwood_Blvd_Reconstruction_MCWD.pdf", font="Times-Roman", size=11, margin=70)
    w.p("Lindqvist Okafor Engineers, Inc.", size=14, font="Times-Bold")
    w.p("City Engineer for the City of Mound", size=9)
    w.gap(6)
    w.p("January 26, 2026")
    w.p("Re: Lynwood Boulevard and Wilshire Boulevard Street Reconstruction, City of Mound", font="Times-Bold")
    w.p("The City of Mound will reconstruct 4,020 feet of Lynwood Boulevard and Wilshire Boulevard in 2026: full "
        "depth pavement replacement, curb and gutter, watermain and sanitary sewer lining. The street is narrowed "
        "from 32 to 30 feet between Three Points Boulevard and Bartlett Boulevard.",
        [F("project_type", "linear")])
    w.p("The applicant is the City of Mound, a municipal corporation.", [F("applicant_public_entity", True)])
    w.table([["", "Acres"], ["Project area (construction limits)", "3.90"], ["Disturbed area", "3.10"],
             ["Impervious surface, existing", "2.64"], ["Impervious surface, proposed", "2.58"],
             ["Net change in impervious surface", "-0.06 (decrease)"]], [250, 120],
            [F("site_area_ac", 3.90), X("N.6.D"), F("disturbed_area_ac", 3.10), F("existing_impervious_ac", 2.64),
             F("proposed_impervious_ac", 2.58), F("net_impervious_increase_ac", -0.06), X("N.6.E")])
    w.p("There is no net increase in impervious surface. We therefore understand that the project does not require "
        "a Rule N stormwater permit under paragraph 2(E). Curb ramps are upgraded to current ADA standards.")
    w.p("Storm sewer is replaced in kind; two new sump catch basins are added ahead of the Lost Lake outfall. The "
        "City will apply to the District for the Rule B erosion control permit and the Rule D wetland review for the "
        "outfall repair.")
    w.p("Sincerely,")
    w.p("Amina Okafor, P.E., for the City of Mound", font="Times-Italic")
    w.close()
    return pkg.finish()


def p10_chanhassen_phase2(out: Path) -> Truth:
    """Phase 2 of a family developer's subdivision, printed and scanned; the two phases together pass 20 acres."""
    pkg = Pkg(out, "x32-10-chanhassen-phase2", "scanned", 3210, "N.2.G common scheme -> N.2.B.3; 1-yr rate up; surety")
    w = pkg.writer("Pheasant_Hollow_2nd_Addition.pdf", font="Times-Roman", size=10.5, margin=60)
    w.p("PHEASANT HOLLOW 2ND ADDITION - MCWD STORMWATER PERMIT APPLICATION", size=12.5, font="Times-Bold")
    w.p("Applicant: Brandt Family Land Co. (private)    Engineer: Sundberg Civil, Eden Prairie    May 2026")
    w.rule()
    w.table([["Application item", "Entry"],
             ["Municipality", "City of Chanhassen"],
             ["Location", "Lyman Blvd & Pioneer Trail, Chanhassen"],
             ["Type of development", "Single-family residential subdivision"],
             ["Public entity (city, county, state)?", "No"],
             ["Phase 2 site area", "7.50 acres"],
             ["Lots", "12"],
             ["Gross density", "1.6 units/acre"],
             ["Land disturbance", "6.2 acres"]], [230, 230],
            [F("project_type", "single_family_subdivision"), F("applicant_public_entity", False), F("site_area_ac", 7.50),
             X("N.6.D"), F("dwelling_units", 12), F("density_du_per_ac", 1.6), F("disturbed_area_ac", 6.2)])
    w.p("Common scheme of development. Pheasant Hollow (1st Addition, 13.80 acres, 20 lots) was platted and built in "
        "2021-2022 by the same owner on the adjacent land to the east. Taken together under MCWD Rule N paragraph 2(G) "
        "the two phases total 21.30 acres, so the requirements for a subdivision of 20 acres or more are addressed.",
        [F("common_scheme_area_ac", 21.30)])
    w.p("Impervious: existing 0.12 ac (farmstead drive and sheds, removed); proposed 1.95 ac; net increase 1.83 ac.",
        [F("existing_impervious_ac", 0.12), F("proposed_impervious_ac", 1.95), F("net_impervious_increase_ac", 1.83), X("N.6.E")])
    w.p("Lots are 14,500 to 27,000 sq ft. The new street (Ringneck Court) is 860 feet long. PID 25.0160100.")
    w.h("Section 3 - BMPs", size=11.5)
    w.p("BMPs consistent with the MPCA manual Protecting Water Quality in Urban Areas: the plat preserves the "
        "hardwood knoll, uses a wet pond and keeps rear-yard swales vegetated.", [S("N.3.0")])
    w.p("Permanent BMPs: NURP pond (Pond 2); outlet skimmer; riprap outfall; 6 inches of topsoil on lawns.", [S("N.3.2")])
    w.p("No infiltration practice is proposed (Glencoe clay loam, HSG D).", [F("infiltration_proposed", False)])
    w.h("Section 4 - Rate control", size=11.5)
    w.p("Pond 2 uses the natural pothole on Lot 9; outlet sized by HydroCAD reservoir routing of the critical duration "
        "(24-hour) events.", [S("N.4.2")])
    w.table([["Storm", "Pre-dev (cfs)", "Post-dev (cfs)"],
             ["1-yr", "1.42", "1.55"], ["10-yr", "6.31", "5.02"], ["100-yr", "15.8", "13.9"]], [90, 110, 110],
            [F("peak_rates_cfs", {"1": {"existing": 1.42, "proposed": 1.55}, "10": {"existing": 6.31, "proposed": 5.02},
                                  "100": {"existing": 15.8, "proposed": 13.9}}), X("N.6.A.9")])
    w.p("The 1-year rate rises slightly because the orifice was kept at 6 inches to avoid clogging.")
    w.p("About 1.2 acres of off-site drainage from the Lyman Boulevard ditch enters the site; it is included in both "
        "models and routed through Pond 2.", [S("N.4.4")])
    w.p("Pond 2 outfalls to the Bluff Creek tributary, which is not landlocked; off-site water levels are not "
        "adversely affected during or after construction.", [F("landlocked", False), S("N.4.3")])
    w.p("Pond 2 is located above the 100-year flood elevation and within an outlot with a drainage and utility "
        "easement.", [S("N.4.6")])
    w.p("Conforms to the City of Chanhassen Surface Water Management Plan; the City's plat review comments of "
        "April 22, 2026 are attached on the last page.", [S("N.4.7"), X("N.6.A.11")])
    w.p("The Pond 2 outfall has a riprap apron and a plunge pool to prevent erosion and scouring.", [S("N.4.8"), S("N.5.4")])
    w.new_page()
    w.h("Section 5 - Water quality", size=11.5)
    w.p("P8 model: annual TP removal 58 percent. Permanent pool sized on the total tributary drainage area.",
        [F("phosphorus_removal_pct", 58.0)])
    w.p("Outlet skimmer removes floatables for the 1-year event.", [S("N.5.2")])
    w.p("Pond 2: NWL 912.0, 100-yr HWL 915.1, berm 917.1, freeboard 2.0 ft, safety bench 10 ft wide at 10:1.",
        [F("ponds", [{"name": "Pond 2", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.0}])])
    w.p("Lowest openings of the 12 homes: 918.0 minimum (Lot 9); Pond 2 100-yr HWL 915.1.",
        [F("lowest_opening_elev_ft", 918.0), F("hwl_100yr_elev_ft", 915.1)])
    w.p("Computations: HydroCAD report and P8 summary used to size Pond 2 (following table).", [X("N.6.A.10")])
    w.table([["Subarea", "Acres", "CN"], ["OS-1 Lyman ditch", "1.20", "84"], ["PR-1 to pond", "5.90", "79"], ["PR-2 bypass", "1.60", "70"],
             ["EX-1", "7.50", "71"]], [120, 70, 50])
    w.p("MPCA construction stormwater permit: NPDES coverage C00073361 issued May 6, 2026.", [X("N.6.A.13")])
    w.p("City of Chanhassen plat review (excerpt): 'Stormwater design meets the City SWMP.' April 22, 2026.")
    cert = (PE + " David Sundberg, P.E. 49902", [X("plan_set.pe_certified")])
    firm, proj = "SUNDBERG CIVIL", "PHEASANT HOLLOW 2ND ADDITION"
    sheet(w, number="2", title="EXISTING CONDITIONS / DRAINAGE", firm=firm, project=proj, stamp="REDUCED COPY - NOT TO SCALE",
          notes=[("Reduced-size sheets (11x17 printed at letter).", [X("plan_set.reduced")]),
                 ("Plat boundary, property lines and land owned by the applicant.", [X("N.6.A.1")]),
                 ("Existing and proposed drainage areas EX-1, PR-1, PR-2 and off-site area OS-1 (1.2 ac) delineated.", [X("N.6.A.2")]),
                 ("No wetlands, floodplain or shoreland on the Phase 2 site.", [X("N.6.A.4")])],
          draw=site_drawing(101, pond=False, label0=910), cert=cert, pagesize=LETTER)
    sheet(w, number="4", title="GRADING, STORM SEWER & POND 2", firm=firm, project=proj, stamp="REDUCED COPY - NOT TO SCALE",
          notes=[("2-foot contours; NGVD 1929.", [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"), X("N.6.A.7")]),
                 ("Storm sewer and pond: location, alignment, elevations.", [X("N.6.A.3")]),
                 ("Pond 2 NWL 912.0, HWL 915.1.", [X("N.6.A.6")]),
                 ("Outlot A drainage & utility easement over Pond 2.", [X("N.6.A.12")]),
                 ("Outlet structure and skimmer detail, specs per City plates.", [X("N.6.A.8")])],
          draw=site_drawing(102, label0=910), cert=cert, pagesize=LETTER)
    w.close()
    return pkg.finish()


def p11_minnetrista_school(out: Path) -> Truth:
    """A school district's addition on a big campus: low opening and safety bench short, NPDES not included."""
    pkg = Pkg(out, "x32-11-minnetrista-school", "text", 3211, "N.2.D.3 institutional public; bench 8 ft; opening <2 ft; no NPDES")
    w = pkg.writer("ISD277_Hilltop_Addition_Stormwater.pdf", font="Helvetica", size=10, margin=60,
                   footer="ISD 277 Hilltop Primary Addition")
    w.p("Westonka Public Schools - Independent School District No. 277", size=11, font="Helvetica-Bold")
    w.p("Hilltop Primary School Classroom Addition & Bus Loop", size=16, font="Helvetica-Bold")
    w.p("Stormwater Management Plan for MCWD Rule N   |   Engstrom Abdi Architects & Engineers   |   March 2026")
    w.rule()
    w.p("Owner: ISD 277, a public school district. Public entity: yes.", [F("applicant_public_entity", True)])
    w.p("Use: public elementary school (institutional).", [F("project_type", "institutional")])
    w.p("Campus site area: 24.50 acres (PIDs 18-117-24-11-0003, -0004). Area disturbed by the addition and bus loop: "
        "3.40 acres. The classroom addition adds 14,800 sq ft to the existing 61,200 sq ft building.",
        [F("site_area_ac", 24.50), X("N.6.D"), F("disturbed_area_ac", 3.40)])
    w.p("Impervious surface: 6.20 acres existing; 7.05 acres proposed; 0.85 acres net increase.",
        [F("existing_impervious_ac", 6.20), F("proposed_impervious_ac", 7.05), F("net_impervious_increase_ac", 0.85), X("N.6.E")])
    w.h("Best Management Practices")
    w.p("All BMPs are consistent with the MPCA manual Protecting Water Quality in Urban Areas. The bus loop reuses the "
        "old staff lot footprint where possible.", [S("N.3.0")])
    w.p("Permanent BMPs: 1. expanded wet pond (West Pond); 2. skimmer outlet; 3. riprap outfall; 4. prairie "
        "plantings around the pond.", [S("N.3.2")])
    w.p("Infiltration is not proposed; clay till was found in all borings.", [F("infiltration_proposed", False)])
    w.h("Water quantity")
    w.p("The West Pond is the existing natural wetland-edge low area, expanded; its outlet was designed by reservoir "
        "routing of critical-duration events (HydroCAD).", [S("N.4.2")])
    w.table([["Event", "Existing (cfs)", "Proposed (cfs)"], ["1-yr", "9.6", "9.1"], ["10-yr", "22.4", "21.0"],
             ["100-yr", "46.0", "44.2"]], [90, 110, 110],
            [F("peak_rates_cfs", {"1": {"existing": 9.6, "proposed": 9.1}, "10": {"existing": 22.4, "proposed": 21.0},
                                  "100": {"existing": 46.0, "proposed": 44.2}}), X("N.6.A.9")])
    w.p("Runoff from 4.3 acres of County Road 110 and the neighbourhood to the north enters the campus and is routed "
        "through the West Pond in the models.", [S("N.4.4")])
    w.p("The West Pond discharges to Langdon Lake; the receiving area is not landlocked.", [F("landlocked", False)])
    w.p("Outfall: riprap apron with energy dissipation to minimize erosion and scour.", [S("N.4.8"), S("N.5.4")])
    w.p("The design conforms to the City of Minnetrista Local Surface Water Management Plan (reviewed by the City "
        "Engineer, letter of March 2, 2026 in Appendix 3).", [S("N.4.7"), X("N.6.A.11")])
    w.h("Water quality")
    w.p("P8 annual total phosphorus removal: 61 percent.", [F("phosphorus_removal_pct", 61.0)])
    w.p("The skimmer on the outlet removes floatables for the 1-year event.", [S("N.5.2")])
    w.table([["Pond", "NWL", "100-yr", "Freeboard (ft)", "Bench width (ft)", "Bench slope"],
             ["West Pond", "958.0", "961.1", "2.5", "8", "10H:1V"]], [70, 55, 55, 85, 95, 80],
            [F("ponds", [{"name": "West Pond", "safety_bench_width_ft": 8.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.5}])])
    w.p("The bench is 8 ft wide on the north side where the playground fence limits grading.")
    w.h("Building protection")
    w.p("Addition lowest opening (classroom egress door): 962.4. West Pond 100-year HWL: 961.1.",
        [F("lowest_opening_elev_ft", 962.4), F("hwl_100yr_elev_ft", 961.1)])
    w.h("Appendix 1 - Computations")
    w.p("HydroCAD and P8 output for the West Pond design.", [X("N.6.A.10")])
    w.table([["Node", "Area (ac)", "CN"], ["OS-1 CR 110", "4.30", "84"], ["S-1 campus", "16.9", "80"],
             ["S-2 fields bypass", "7.60", "71"]], [120, 80, 50])
    w.p("2-year and 50-year peaks (9.9 / 36.0 cfs proposed) were also computed for the District's information.")
    w.h("Appendix 2 - Geotechnical borings")
    w.p("Geotechnical soil boring results, American Engineering Testing, January 2026:", [X("N.6.C")])
    w.table([["Boring", "Depth (ft)", "Soils", "Water"], ["ST-1", "20", "lean clay till", "none"], ["ST-2", "20", "lean clay till", "none"],
             ["ST-3", "25", "topsoil, lean clay till", "18 ft"], ["ST-4", "20", "lean clay till", "none"]], [60, 70, 170, 60])
    w.h("Appendix 3 - City letter")
    w.p("City of Minnetrista, March 2, 2026: 'The City Engineer has reviewed the Hilltop Primary addition stormwater "
        "plan and finds it consistent with the City's Local Surface Water Management Plan.'")
    w.close()

    firm, proj = "ENGSTROM ABDI ARCHITECTS & ENGINEERS", "HILLTOP PRIMARY ADDITION - ISD 277"
    cert = (PE + " Ingrid Engstrom, PE 50276", [X("plan_set.pe_certified")])
    sheets = [
        {"number": "C100", "title": "EXISTING SITE & PROPERTY", "draw": site_drawing(111, pond=True, label0=956),
         "notes": [("School district property lines shown.", [X("N.6.A.1")]),
                   ("Wetland W-1 (delineated 2025) along the west pond; no floodplain or shoreland.", [X("N.6.A.4")])]},
        {"number": "C200", "title": "DRAINAGE AREAS", "draw": site_drawing(112, pond=False, contours=4, label0=956),
         "notes": [("Existing and proposed subwatersheds and off-site area OS-1 (4.30 ac).", [X("N.6.A.2")])]},
        {"number": "C300", "title": "GRADING & UTILITIES", "draw": site_drawing(113, label0=956),
         "notes": [("Contour interval 2 ft; NGVD 29.", [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"), X("N.6.A.7")]),
                   ("Existing and proposed storm sewer with inverts; West Pond expansion.", [X("N.6.A.3")]),
                   ("West Pond NWL 958.0, 100-yr 961.1.", [X("N.6.A.6")]),
                   ("Drainage easement over West Pond to 963.6.", [X("N.6.A.12")])]},
        {"number": "C500", "title": "DETAILS", "draw": None,
         "notes": [("Outlet structure with skimmer, riprap and pond section details and specifications.", [X("N.6.A.8")])]},
    ]
    plan_set(pkg, "ISD277_Plans_22x34.pdf", ARCH_D, firm=firm, project=proj, sheets=sheets, cert=cert,
             size_note=("FULL-SIZE SET", [X("plan_set.full_size")]))
    plan_set(pkg, "ISD277_Plans_11x17.pdf", TABLOID, firm=firm, project=proj, sheets=sheets, cert=cert,
             size_note=("11x17 REDUCED SET", [X("plan_set.reduced")]), tag_items=False)
    return pkg.finish()


def p12_long_lake_industrial(out: Path) -> Truth:
    """An industrial builder's paper package, printed and scanned; impervious up by more than half, infiltration basin."""
    pkg = Pkg(out, "x32-12-long-lake-industrial", "scanned", 3212, "N.2.D.2 industrial, whole_site, infiltration, surety")
    w = pkg.writer("Brown_Road_Industrial_MCWD_Package.pdf", font="Helvetica", size=10, margin=56)
    w.p("APPLICATION FOR MCWD PERMIT - STORMWATER MANAGEMENT", size=13, font="Helvetica-Bold")
    w.p("Brown Road Industrial Building  -  1820 Brown Road South, Long Lake MN 55356", size=11)
    w.rule()
    w.checkbox("Commercial", False)
    w.checkbox("Industrial", True, [F("project_type", "industrial")])
    w.checkbox("Institutional", False)
    w.checkbox("Residential", False)
    w.p("Applicant: Halvorsen Properties LLC.   Public entity:  [ ] Yes   [X] No", [F("applicant_public_entity", False)])
    w.table([["", "Existing", "Proposed"], ["Site area (ac)", "7.60", "7.60"], ["Impervious (ac)", "2.80", "4.50"]],
            [150, 100, 100], [F("site_area_ac", 7.60), X("N.6.D"), F("existing_impervious_ac", 2.80),
                              F("proposed_impervious_ac", 4.50)])
    w.p("Net increase in impervious: 1.70 ac.    Land disturbed: 5.6 ac.",
        [F("net_impervious_increase_ac", 1.70), X("N.6.E"), F("disturbed_area_ac", 5.6)])
    w.p("Building: 62,000 sq ft office/warehouse replacing two older shop buildings (18,500 sq ft). 96 parking "
        "stalls, 14 dock doors. PID 02-118-23-33-0008.")
    w.gap(14)
    w.p("Signed: ___Lars Halvorsen____  Owner      Date 2/16/2026", font="Courier")
    w.new_page()
    w.h("STORMWATER NARRATIVE")
    w.p("Engineer: Marsh Kowalski Engineering, Wayzata.", size=9)
    w.p("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas: the building is placed on the old shop "
        "footprints, the wooded east edge is kept, and runoff is treated and infiltrated.", [S("N.3.0")])
    w.p("Permanent BMPs: infiltration basin IB-1 with pretreatment forebay; sump catch basins (3); riprap outfall; "
        "native plantings on the basin.", [S("N.3.2")])
    w.p("Infiltration is proposed in IB-1. Soils at IB-1 are Hawick loamy sand (HSG A), design infiltration rate "
        "0.8 in/hr; soils are shown on Sheet C2.", [F("infiltration_proposed", True)])
    w.p("IB-1 is built in the existing low area at the southwest corner; its outlet was set by reservoir routing "
        "(HydroCAD) of critical duration 1-, 10- and 100-year storms.", [S("N.4.2")])
    w.table([["Storm", "Existing cfs", "Proposed cfs"], ["1 yr", "4.2", "2.0"], ["2 yr", "5.5", "2.9"],
             ["10 yr", "11.9", "8.8"], ["100 yr", "25.3", "22.6"]], [90, 100, 100],
            [F("peak_rates_cfs", {"1": {"existing": 4.2, "proposed": 2.0}, "10": {"existing": 11.9, "proposed": 8.8},
                                  "100": {"existing": 25.3, "proposed": 22.6}}), X("N.6.A.9")])
    w.p("Off-site runoff from Brown Road (0.9 ac) is included in the model and routed through IB-1.", [S("N.4.4")])
    w.p("Peak rates and volumes leaving the site go down, so off-site water levels are not adversely affected during "
        "or after construction.", [S("N.4.3")])
    w.p("Long Lake, the receiving water, is not landlocked.", [F("landlocked", False)])
    w.p("The design conforms to the City of Long Lake Local Water Management Plan; the City Engineer reviewed the "
        "project (review letter of February 9, 2026 attached).", [S("N.4.7"), X("N.6.A.11")])
    w.p("The IB-1 overflow ends in a riprap apron with energy dissipation to minimize erosion and scouring.", [S("N.4.8")])
    w.p("New building lowest opening (dock door sill) 981.0; IB-1 100-yr HWL 977.2.",
        [F("lowest_opening_elev_ft", 981.0), F("hwl_100yr_elev_ft", 977.2)])
    w.new_page()
    w.h("COMPUTATIONS, BORINGS AND PERMITS")
    w.p("HydroCAD routing and infiltration drawdown calculations used to design IB-1 are summarized here.", [X("N.6.A.10")])
    w.table([["Node", "Area (ac)", "CN", "100-yr in/out (cfs)"], ["OS Brown Rd", "0.90", "90", "4.1"],
             ["P1 roof/lot", "5.10", "89", "22.0 / -"], ["P2 bypass", "2.50", "61", "3.2"], ["IB-1", "-", "-", "22.0 / 19.9"]],
            [100, 70, 50, 130])
    w.p("Drawdown: 1.1 ft of storage over 0.8 in/hr = 16.5 hours (< 48 hours).")
    w.p("Geotechnical soil boring results (Northern Technologies, December 2025):", [X("N.6.C")])
    w.table([["Boring", "Depth (ft)", "Soils", "Groundwater"], ["SB-1 (IB-1)", "15", "loamy sand", "not encountered"],
             ["SB-2 (IB-1)", "15", "loamy sand over sand", "not encountered"], ["SB-3", "20", "loam over sandy loam", "not encountered"]],
            [90, 70, 150, 110])
    w.p("MPCA NPDES construction stormwater permit coverage C00071904, issued February 12, 2026.", [X("N.6.A.13")])
    w.p("City of Long Lake letter, February 9, 2026: 'The City Engineer has reviewed the grading and stormwater plans "
        "for the Brown Road Industrial Building and has no objection.'")
    cert = (PE + " Sara Marsh, P.E. 46613", [X("plan_set.pe_certified")])
    firm, proj = "MARSH KOWALSKI ENGINEERING", "BROWN ROAD INDUSTRIAL - LONG LAKE"
    sheet(w, number="C1", title="EXISTING CONDITIONS & DRAINAGE", firm=firm, project=proj, stamp="HALF SIZE - PRINTED 8.5x11",
          notes=[("Reduced plan sheets.", [X("plan_set.reduced")]),
                 ("Property lines; applicant-owned land hatched.", [X("N.6.A.1")]),
                 ("Existing/proposed drainage areas and Brown Road off-site area.", [X("N.6.A.2")]),
                 ("No wetlands, floodplain or shoreland on site.", [X("N.6.A.4")])],
          draw=site_drawing(121, pond=False, label0=974), cert=cert, pagesize=LETTER)
    sheet(w, number="C2", title="GRADING, STORM & SOILS", firm=firm, project=proj, stamp="HALF SIZE - PRINTED 8.5x11",
          notes=[("2-ft contours, NGVD 1929 datum.", [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"), X("N.6.A.7")]),
                 ("Soils: Hawick loamy sand (HSG A) under IB-1, Lester loam elsewhere; permeability and limits shown, existing and proposed.", [X("N.6.A.5")]),
                 ("Existing and proposed storm sewer, IB-1 location and elevations.", [X("N.6.A.3")]),
                 ("IB-1 bottom 975.0 (no permanent pool), 100-yr HWL 977.2.", [X("N.6.A.6")]),
                 ("Drainage and utility easement over IB-1.", [X("N.6.A.12")]),
                 ("IB-1 forebay, outlet and media details; specifications.", [X("N.6.A.8")])],
          draw=site_drawing(122, label0=974), cert=cert, pagesize=LETTER)
    w.close()
    return pkg.finish()
