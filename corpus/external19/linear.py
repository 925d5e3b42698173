"""The linear packages: stand-alone trails and sidewalks, and roads that carry one.

Each function is one author. The N.2.E(4) test is argued in words the way memos argue
it: the width in one sentence, each side's buffer in another, crossings counted.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external19 import appendices as app
from corpus.external19.kit import Doc, F, S, X
from corpus.external19.plans import Sheet, plan_sets
from corpus.truth import Recorder


# -- 1. City of Minnetonka: a stand-alone park trail that qualifies ---------------------------------
def minnetonka_trail(root: Path, rec: Recorder, pid: str) -> None:
    trail = {"width_ft": 10.0, "buffer_ft": 5.0, "crossing_pct": 11.0, "area_ac": 0.73, "standalone": True}
    d = Doc(root, f"{pid}/Lone_Lake_Trail_MCWD_memo.pdf", rec, font="Times-Roman", size_pt=11.5)
    d.line("CITY OF MINNETONKA", bold=True, size=15)
    d.line("Engineering Division  |  14600 Minnetonka Boulevard, Minnetonka MN 55345")
    d.rule()
    d.line("MEMORANDUM", bold=True, size=13)
    d.line("To:      Permitting Program, Minnehaha Creek Watershed District")
    d.line("From:    Assistant City Engineer")
    d.line("Date:    March 9, 2026")
    d.line("Re:      Lone Lake Park Connector Trail (City Project 26412) -- Rule N applicability")
    d.rule()
    d.para("The City of Minnetonka, a municipal corporation, is the applicant and will own and maintain the "
           "improvement.", tags=[F("applicant_public_entity", True)])
    d.para("The project is a stand-alone bituminous trail, with no street work, connecting the Lone Lake Park "
           "parking lot on Shady Oak Road to the existing trail at Minnetonka Drive, a length of 3,190 feet. "
           "Lone Lake Park itself is 146 acres; the work is confined to the trail corridor.",
           tags=[F("project_type", "linear"), F("sidewalk_trail", trail)])
    d.para("The construction limits cover 2.3 acres, of which about 1.4 acres will be graded or disturbed. "
           "The corridor lies within PID 27-117-22-41-0008 and the Shady Oak Road right-of-way.",
           tags=[F("site_area_ac", 2.3), F("disturbed_area_ac", 1.4)])
    d.heading("Why we believe no permit is needed (Rule N, paragraph 2(E)(4))")
    d.para("Width. The trail will be ten feet wide (10') for its full length; there are no wider segments.",
           tags=[F("sidewalk_trail", trail)])
    d.para("Buffers. Along Shady Oak Road the trail sits behind a 7-foot boulevard on the street side and 5 feet "
           "of turf behind it, to the park's mowed edge. North of the parking lot both sides are restored prairie "
           "at least 12 feet wide.", tags=[F("sidewalk_trail", trail)])
    d.para("Crossings. The trail crosses four residential driveways (12 to 16 feet wide) and one street (Cedar "
           "Lake Road, 36 feet curb to curb). Together the crossings occupy about 11 percent of the required "
           "buffer area, well under the 25 percent the rule allows.", tags=[F("sidewalk_trail", trail)])
    d.para("Impervious surface. The trail is the only new hard surface: 0.73 acres (31,800 sq ft). Net new "
           "impervious surface for the project is therefore 0.73 acres. No existing pavement is removed.",
           tags=[F("net_impervious_increase_ac", 0.73), F("sidewalk_trail", trail)])
    d.para("Infiltration is not proposed; the trail sheds sheet flow to the turf and prairie on both sides.",
           tags=[F("infiltration_proposed", False)])
    d.para("We ask the District to confirm that the trail is exempt under 2(E)(4). The 2-year and 10-year storm "
           "spread on Shady Oak Road is unchanged because the road is not touched. Please call with questions.")
    d.gap(20)
    d.line("cc: Public Works Director; Parks & Natural Resources Manager")
    d.save()


# -- 2. Consultant for the City of Wayzata: a street reconstruction that carries a trail -----------
def wayzata_street(root: Path, rec: Recorder, pid: str) -> None:
    trail = {"width_ft": 8.0, "buffer_ft": 5.0, "crossing_pct": 9.27, "area_ac": 0.41, "standalone": False}
    d = Doc(root, f"{pid}/RiceSt_Stormwater_Letter_Report.pdf", rec, size_pt=10)
    d.running_header("Halvorsen Kline Engineers  --  Rice Street Reconstruction, Wayzata  --  HKE 25-118")
    d.line("HALVORSEN KLINE ENGINEERS, INC.", bold=True, size=14)
    d.line("1200 Wayzata Boulevard East, Suite 300, Wayzata, Minnesota 55391")
    d.gap(10)
    d.line("April 2, 2026")
    d.line("Minnehaha Creek Watershed District, 15320 Minnetonka Blvd, Minnetonka MN 55345")
    d.line("Subject: Rice Street Reconstruction (Lake Street to Wayzata Blvd) -- Stormwater Letter Report")
    d.gap(8)
    d.para("On behalf of the City of Wayzata, the applicant, we submit this letter report for the reconstruction "
           "of Rice Street, a municipal state aid street, with a new off-street trail on its west side. The "
           "City is a public body and owns the right-of-way.",
           tags=[F("project_type", "linear"), F("applicant_public_entity", True)])
    d.heading("1. Project area and impervious surface")
    d.para("The project area, the full right-of-way from Lake Street to Wayzata Boulevard (2,140 feet), is "
           "3.4 acres. Grading and removals will disturb 3.0 acres.",
           tags=[F("site_area_ac", 3.4), F("disturbed_area_ac", 3.0)])
    d.table([
        ["Segment", "Existing imperv. (ac)", "Proposed imperv. (ac)", "Change (ac)"],
        ["Lake St to Minnetonka Ave", "0.78", "1.21", "0.43"],
        ["Minnetonka Ave to Barry Ave", "0.69", "1.09", "0.40"],
        ["Barry Ave to Wayzata Blvd", "0.58", "0.97", "0.39"],
        ["Total", "2.05", "3.27", "1.22"],
    ], [0.34, 0.22, 0.24, 0.2], tags=[F("existing_impervious_ac", 2.05), F("proposed_impervious_ac", 3.27),
                                   F("net_impervious_increase_ac", 1.22)])
    d.para("Before the trail is subtracted, the net increase in impervious surface for the project is 1.22 "
           "acres. After subtracting the trail under paragraph 2(E)(4), the net increase is 0.81 acres.",
           tags=[F("net_impervious_increase_ac", 1.22)])
    d.heading("2. The trail and paragraph 2(E)(4)")
    d.para("The trail is 8 feet wide throughout. Its surface area is 0.41 acres.", tags=[F("sidewalk_trail", trail)])
    d.para("On the street side the trail is separated from the curb by a turf boulevard no less than 5 feet wide "
           "(it widens to 9 feet near Barry Avenue). On the back side a turf strip of no less than 5 feet is kept "
           "to the right-of-way line, with seeded slopes beyond.", tags=[F("sidewalk_trail", trail)])
    d.para("Crossings: 14 driveway aprons and two street intersections pass through the buffer. Their area within "
           "the buffer is 1,150 square feet, against a required buffer area of 12,400 square feet on the two sides.",
           tags=[F("sidewalk_trail", trail)])
    d.heading("3. Best management practices")
    d.para("BMPs are incorporated consistent with the MPCA manual \"Protecting Water Quality in Urban Areas\": "
           "the street section is narrowed from 40 to 36 feet to limit new impervious surface, trail and boulevards "
           "drain to turf before reaching inlets, and sediment is controlled during construction with inlet "
           "protection, perimeter controls and staged restoration.", tags=[S("N.3.0")])
    d.para("Permanent BMPs: (1) two sump manholes with SAFL baffles at Barry Ave and Lake St; (2) 1,800 sq ft "
           "of boulevard rain garden at Minnetonka Ave; (3) turf boulevards and back-of-trail turf strips as "
           "vegetated filter areas.", tags=[S("N.3.2")])
    d.para("The receiving water, Wayzata Bay of Lake Minnetonka, is reached by the existing city trunk storm "
           "sewer; it is not landlocked. The 2-year and 5-year gutter spreads were checked for the new section.",
           tags=[F("landlocked", False)])
    d.gap(12)
    d.line("Sincerely,")
    d.line("Project Engineer, Halvorsen Kline Engineers, Inc.")
    d.save()


# -- 3. City of Edina: sidewalk replaced in kind, no net increase (scanned) ---------------------------
def edina_sidewalk(root: Path, rec: Recorder, pid: str) -> str:
    trail = {"width_ft": 5.0, "buffer_ft": 3.0, "area_ac": 0.62, "standalone": True}
    rel = f"{pid}/Edina_2026_Sidewalk_Rehab_MCWD.pdf"
    d = Doc(root, rel, rec, font="Courier", size_pt=10)
    d.line("CITY OF EDINA -- ENGINEERING DEPARTMENT", bold=True, size=12)
    d.line("7450 Metro Boulevard, Edina, MN 55439")
    d.gap(6)
    d.line("PROJECT DATA SHEET -- WATERSHED DISTRICT SUBMITTAL", bold=True)
    d.rule()
    d.line("Project:    2026 Sidewalk Rehabilitation, Morningside Neighborhood (ENG 26-4)")
    d.line("Applicant:  City of Edina (public entity)", tags=[F("applicant_public_entity", True)])
    d.line("Type:       Sidewalk replacement only; no street work", tags=[F("project_type", "linear")])
    d.line("Location:   W. 42nd St, Grimes Ave, France Ave frontage road (Edina)")
    d.line("Project area: 1.1 acres (work limits incl. boulevard restoration)", tags=[F("site_area_ac", 1.1)])
    d.line("Disturbed:  0.9 acres", tags=[F("disturbed_area_ac", 0.9)])
    d.line("Length:     5,380 linear feet of walk")
    d.rule()
    d.line("IMPERVIOUS SURFACE", bold=True)
    d.line("Existing sidewalk: 27,000 sq ft = 0.62 acres", tags=[F("existing_impervious_ac", 0.62)])
    d.line("Proposed sidewalk: 27,000 sq ft = 0.62 acres", tags=[F("proposed_impervious_ac", 0.62)])
    d.line("Net increase:      0.00 acres (no net increase)", tags=[F("net_impervious_increase_ac", 0.0)])
    d.rule()
    d.line("DESCRIPTION", bold=True)
    d.para("Deteriorated concrete walk is removed and replaced in kind on the same alignment, at its existing "
           "5-foot width. The walk is not widened anywhere. Pedestrian ramps are rebuilt to current ADA grades.",
           tags=[F("sidewalk_trail", trail)])
    d.para("The boulevard between the curb and the walk varies from 3 to 6 feet. Behind the walk are private "
           "front lawns; no retaining walls are affected.", tags=[F("sidewalk_trail", trail)])
    d.para("The sidewalk panels replaced total 0.62 acres, the same area as exists today.",
           tags=[F("sidewalk_trail", trail)])
    d.para("No stormwater facilities are proposed. Drainage patterns are unchanged; "
           "Minnehaha Creek is 0.5 miles north. Hennepin County PIDs are not listed because all work is in "
           "City right-of-way.")
    d.para("Because there is no net increase in impervious surface, the City understands that no Rule N permit "
           "is required and submits this sheet for the District's records.")
    d.save()
    return rel


# -- 4. City of St. Louis Park: a trail widened to 12 ft, with a full plan set ------------------------
def slp_regional_trail(root: Path, rec: Recorder, pid: str) -> None:
    trail = {"width_ft": 12.0, "buffer_ft": 6.0, "area_ac": 3.56, "standalone": True}
    rates = {"1": {"existing": 4.1, "proposed": 3.8}, "10": {"existing": 9.6, "proposed": 9.1},
             "100": {"existing": 18.2, "proposed": 17.4}}
    d = Doc(root, f"{pid}/report/SLP_North_Cedar_Trail_SWMP.pdf", rec, size_pt=10)
    d.running_header("North Cedar Lake Trail Reconstruction -- Stormwater Management Plan -- City of St. Louis Park")
    d.line("STORMWATER MANAGEMENT PLAN", bold=True, size=16)
    d.line("North Cedar Lake Trail Reconstruction, St. Louis Park, Minnesota", size=12)
    d.line("Prepared for the City of St. Louis Park Engineering Department, May 2026")
    d.gap(10)
    d.heading("1.0 Project description")
    d.para("The City of St. Louis Park (a public entity; applicant) will reconstruct 2.4 miles of the North Cedar "
           "Lake Trail between Wooddale Avenue and the Minneapolis city limit. The trail is the whole project: "
           "no street or parking work is included.",
           tags=[F("applicant_public_entity", True), F("project_type", "linear"), F("sidewalk_trail", trail)])
    d.para("The existing 8-foot trail is widened to a 12-foot paved width to separate commuter and recreational "
           "traffic, with 2-foot aggregate shoulders. The completed trail surface is 3.56 acres.",
           tags=[F("sidewalk_trail", trail)])
    d.para("Turf and native-seed buffers of 6 to 9 feet are kept on each side beyond the shoulders. Twelve "
           "crossings (streets, alleys and business driveways) interrupt the buffers; they are shown on the plans.",
           tags=[F("sidewalk_trail", trail)])
    d.heading("2.0 Site data")
    d.table([
        ["Item", "Value"],
        ["Project area (construction limits)", "6.2 acres"],
        ["Disturbed area", "5.8 acres"],
        ["Existing impervious (8-ft trail, plazas)", "2.10 acres"],
        ["Proposed impervious", "3.56 acres"],
        ["Net increase in impervious surface", "1.46 acres"],
        ["Off-site drainage area to Basin B (industrial park)", "22.7 acres"],
    ], [0.6, 0.4], tags=[F("site_area_ac", 6.2), F("disturbed_area_ac", 5.8), F("existing_impervious_ac", 2.10),
                         F("proposed_impervious_ac", 3.56), F("net_impervious_increase_ac", 1.46)])
    d.para("Because the widened trail exceeds 10 feet, the City does not claim the 2(E)(4) exemption. The net "
           "increase of 1.46 acres on a 6.2-acre project brings Sections 3, 4 and 5 of Rule N into play.")
    d.heading("3.0 Best management practices (Rule N Section 3)")
    d.para("Site design and structural BMPs follow the MPCA manual \"Protecting Water Quality in Urban Areas\": "
           "widening is held to the minimum for safe passing, the trail cross-slope sheds to the turf buffers, and "
           "two biofiltration basins treat the remaining runoff.", tags=[S("N.3.0")])
    d.para("Permanent BMPs: Biofiltration Basin A (STA 22+40), Biofiltration Basin B (STA 61+10), 1,900 feet of "
           "vegetated buffer strip, and riprap energy dissipaters at both basin outfalls.", tags=[S("N.3.2")])
    d.heading("4.0 Water quantity (Section 4)")
    d.para("Existing and proposed conditions were modeled in HydroCAD with the MSE 3 rainfall distribution, using "
           "reservoir routing through both basins for the critical-duration events. The existing low area near "
           "STA 61+00 is used as the footprint of Basin B, as a natural low area for detention.", tags=[S("N.4.2")])
    d.table([
        ["Event", "Existing (cfs)", "Proposed (cfs)"],
        ["2-year", "5.8", "5.5"],
        ["1-year", "4.1", "3.8"],
        ["10-year", "9.6", "9.1"],
        ["100-year", "18.2", "17.4"],
    ], [0.4, 0.3, 0.3], tags=[F("peak_rates_cfs", rates), X("N.6.A.9")])
    d.para("Peak rates at the down-gradient boundary (Cedar Lake outfall) are not increased for any event.")
    d.para("Off-site water levels are not affected during or after construction: the basins discharge at or "
           "below existing rates and temporary sediment basins are sized to pass the 10-year event without "
           "raising upstream water levels.", tags=[S("N.4.3")])
    d.para("Runoff tributary to the project, including 22.7 acres of off-site industrial park draining to Basin B, "
           "is routed through the model and the basin outlet.", tags=[S("N.4.4")])
    d.para("The receiving area (Cedar Lake) is not landlocked.", tags=[F("landlocked", False)])
    d.para("Both basins are located above the projected 100-year flood elevation of Cedar Lake (891.2) and lie "
           "within drainage and utility easements held by the City.", tags=[S("N.4.6")])
    d.para("The City Engineering Department has reviewed the design for conformance with the St. Louis Park "
           "Surface Water Management Plan (2018) and finds that the quantity controls conform to it.",
           tags=[S("N.4.7"), X("N.6.A.11")])
    d.para("Outfalls are protected by Class III riprap aprons with geotextile, sized for the 100-year outlet "
           "velocity, to minimize erosion and scour.", tags=[S("N.4.8")])
    d.heading("5.0 Water quality (Section 5)")
    d.para("A P8 model of the proposed condition shows annual total phosphorus removal of 56 percent at the "
           "down-gradient boundary (existing condition: no treatment).", tags=[F("phosphorus_removal_pct", 56.0)])
    d.para("No ponds are proposed; treatment is by the two biofiltration basins. Infiltration is not proposed "
           "due to clay soils; the basins are lined and underdrained.",
           tags=[F("ponds", []), F("infiltration_proposed", False)])
    d.para("Each basin outlet structure has a baffle/skimmer that removes floatables for the 1-year event.",
           tags=[S("N.5.2")])
    d.para("The water quality outfalls are designed with riprap aprons and an impact stilling well at Basin B to "
           "minimize erosion and scouring.", tags=[S("N.5.4")])
    d.para("HydroCAD and P8 input and output are bound as Appendix C (hydrologic, hydraulic and water quality "
           "computations used to design the basins).")
    d.heading("6.0 Other permits")
    d.para("Minneapolis Park and Recreation Board has been consulted at the city limit. A wetland delineation "
           "was not needed: no wetlands were identified within the project limits.")
    app.calcs(d, "APPENDIX C", "HydroCAD 10.2 and P8 3.5",
              [["PR-1 (trail, west)", "1.84", "78", "12.0"], ["PR-4 (trail, east)", "2.05", "80", "10.5"],
               ["OS-1 (off-site industrial)", "22.7", "91", "18.4"]])
    d.save()
    eng, lic = "Karin J. Ostrowski", "48821"
    sheets = [
        Sheet("G-1", "TITLE SHEET", [("SHEET INDEX: G-1 TITLE; C-1 EXISTING CONDITIONS; C-2 DRAINAGE AREAS; "
                                      "C-3 GRADING; C-4 STORMWATER DETAILS; C-5 EASEMENTS", None)]),
        Sheet("C-1", "EXISTING CONDITIONS", [
            ("PROPERTY LINES, RIGHT-OF-WAY AND CITY-OWNED PARCELS (PID 21-117-24-12-0004, -0011) SHOWN", [X("N.6.A.1")]),
            ("NO WETLANDS IDENTIFIED. FEMA ZONE AE FLOODPLAIN OF MINNEHAHA CREEK TRIBUTARY DELINEATED AT "
             "STA 48+00 TO 51+30; SHORELAND OF CEDAR LAKE SHOWN", [X("N.6.A.4")]),
        ]),
        Sheet("C-2", "DRAINAGE AREA MAP", [
            ("EXISTING AND PROPOSED ON-SITE SUBWATERSHEDS EX-1 TO EX-6 AND PR-1 TO PR-6, AND THE 22.7-ACRE OFF-SITE "
             "CONTRIBUTING SUBWATERSHED OS-1, DELINEATED", [X("N.6.A.2")]),
        ]),
        Sheet("C-3", "GRADING AND STORM SEWER PLAN", [
            ("EXISTING AND PROPOSED CONTOURS AT 2-FOOT INTERVALS. ELEVATIONS ON NGVD 1929 DATUM.",
             [X("N.6.A.7"), F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2.0)]),
            ("EXISTING AND PROPOSED STORM SEWER, BASINS A AND B: LOCATION, ALIGNMENT AND INVERT ELEVATIONS",
             [X("N.6.A.3")]),
            ("EXISTING: LOW AREA AT STA 61+00 NORMAL WATER 894.0, 100-YR 896.5; CEDAR LAKE OHW 890.0, 100-YR 891.2. "
             "PROPOSED: BASIN A NORMAL WATER 903.0, 100-YR HWL 905.6; BASIN B NORMAL WATER 894.5, 100-YR HWL 897.1",
             [X("N.6.A.6")]),
        ]),
        Sheet("C-4", "STORMWATER DETAILS AND SPECIFICATIONS", [
            ("BIOFILTRATION BASIN SECTIONS, OUTLET STRUCTURE WITH SKIMMER, RIPRAP APRON; SPECIFICATIONS PER "
             "MNDOT 2021 AND CITY STANDARD PLATES", [X("N.6.A.8")]),
        ]),
        Sheet("C-5", "EASEMENT PLAN", [
            ("EXISTING AND PROPOSED DRAINAGE AND UTILITY EASEMENTS OVER BASINS A AND B (DOC. NO. 10455873)",
             [X("N.6.A.12")]),
        ]),
    ]
    plan_sets(root, rec, f"{pid}/plans", "SLP ENGINEERING", "North Cedar Lake Trail Reconstruction", sheets,
              engineer=eng, lic=lic, date="05/04/2026", reduced=False)


# -- 7. Consultant for the City of Excelsior: a sidewalk widened to the storefronts -----------------
def excelsior_streetscape(root: Path, rec: Recorder, pid: str) -> None:
    trail = {"width_ft": 10.0, "buffer_ft": 0.0, "area_ac": 0.22, "standalone": False}
    d = Doc(root, f"{pid}/Water_Street_Streetscape_Narrative.pdf", rec, font="Helvetica", size_pt=10.5, margin=72)
    d.line("Water Street Streetscape -- Excelsior, Minnesota", bold=True, size=14)
    d.line("Stormwater narrative for the Minnehaha Creek Watershed District", size=11)
    d.line("Prepared by Lindqvist Civil Group for the City of Excelsior | June 2026")
    d.gap(12)
    d.heading("Who is applying")
    d.para("The City of Excelsior, a Minnesota statutory city, is the applicant.", tags=[F("applicant_public_entity", True)])
    d.heading("What is being built")
    d.para("Water Street is reconstructed from Second Street to Lake Street (1,020 feet) with new pavement, curb, "
           "lighting and sidewalks. The downtown sidewalk on the north side is widened from 6 feet to 10 feet.",
           tags=[F("project_type", "linear"), F("sidewalk_trail", trail)])
    d.para("On the street side of the widened walk there is a 5-foot planted boulevard. On the building side the "
           "walk runs to the storefronts, so there is no pervious area behind it.", tags=[F("sidewalk_trail", trail)])
    d.para("The widened walk covers 0.22 acres. Because it has no buffer on the building side, we have not taken "
           "it out of the impervious figures under 2(E)(4).", tags=[F("sidewalk_trail", trail)])
    d.heading("Numbers")
    d.table([
        ["", "acres"],
        ["Project area (right-of-way and restoration)", "1.9"],
        ["Disturbed area", "1.7"],
        ["Impervious, existing", "1.52"],
        ["Impervious, proposed", "1.90"],
        ["Net increase", "0.38"],
        ["Commons park (not in project)", "5.6"],
    ], [0.7, 0.3], tags=[F("site_area_ac", 1.9), F("disturbed_area_ac", 1.7), F("existing_impervious_ac", 1.52),
                         F("proposed_impervious_ac", 1.90), F("net_impervious_increase_ac", 0.38)])
    d.heading("Best management practices")
    d.para("We have incorporated BMPs following the MPCA's \"Protecting Water Quality in Urban Areas\": the "
           "travel lanes are narrowed to offset part of the wider walk, roof leaders of the block are disconnected "
           "to the planted boulevard, and erosion control is staged block by block.", tags=[S("N.3.0")])
    d.para("The permanent BMPs are: 620 square feet of planted boulevard cells with underdrain, two tree trenches "
           "(Silva Cell) at the Lake Street corner, and a sump catch basin with a SNOUT hood at Second Street.",
           tags=[S("N.3.2")])
    d.para("Infiltration is not proposed because of contaminated fill under the street; the tree trenches are "
           "lined. Lake Minnetonka's Excelsior Bay is the receiving water.", tags=[F("infiltration_proposed", False)])
    d.save()


# -- 8. Hennepin County: a county road whose trail loses its buffer at a retaining wall ----------------
def county_road_trail(root: Path, rec: Recorder, pid: str) -> None:
    trail = {"width_ft": 10.0, "buffer_ft": 2.0, "area_ac": 1.12, "standalone": False}
    rates = {"1": {"existing": 12.4, "proposed": 11.9}, "10": {"existing": 28.7, "proposed": 27.2},
             "100": {"existing": 55.1, "proposed": 54.0}}
    ponds = [{"name": "P-2", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.5}]
    d = Doc(root, f"{pid}/CSAH6_Drainage_Report.pdf", rec, size_pt=9.5)
    d.running_header("Hennepin County Transportation Project 2188 -- CSAH 6 (Orono / Long Lake) -- Drainage Report")
    d.line("HENNEPIN COUNTY", bold=True, size=15)
    d.line("Transportation Project Delivery -- Design Division")
    d.line("County State Aid Highway 6 Reconstruction, Brown Road to County Road 112 (Orono and Long Lake)", size=11)
    d.line("DRAINAGE REPORT FOR MCWD RULE N -- July 2026")
    d.gap(10)
    d.heading("A. General")
    d.para("Hennepin County, a political subdivision of the State, is the applicant. The project rebuilds CSAH 6 "
           "as a two-lane urban section with a multi-use trail on the north side from STA 10+00 to STA 41+50.",
           tags=[F("applicant_public_entity", True), F("project_type", "linear")])
    d.table([
        ["Quantity", "Value"],
        ["Total project area", "14.2 ac"],
        ["Area disturbed", "12.5 ac"],
        ["Existing impervious", "6.90 ac"],
        ["Proposed impervious", "9.74 ac"],
        ["Net increase in impervious", "2.84 ac"],
        ["Roadway length", "3,150 ft"],
    ], [0.6, 0.4], tags=[F("site_area_ac", 14.2), F("disturbed_area_ac", 12.5), F("existing_impervious_ac", 6.90),
                         F("proposed_impervious_ac", 9.74), F("net_impervious_increase_ac", 2.84)])
    d.heading("B. Trail")
    d.para("The trail is 10 ft wide from STA 10+00 to 25+00, then 8 ft to STA 41+50 where it meets the Luce Line "
           "connection. Trail pavement totals 1.12 acres.", tags=[F("sidewalk_trail", trail)])
    d.para("A turf buffer of at least 5 ft is provided on both sides except from STA 31+20 to 33+60, where a "
           "modular block retaining wall reduces the back buffer to 2 ft.", tags=[F("sidewalk_trail", trail)])
    d.para("The trail crosses nine driveways (16 to 24 ft wide) and three intersections. Because of the retaining "
           "wall segment the trail is not excluded under 2(E)(4); the net increase above includes it.")
    d.heading("C. Section 3 -- BMPs")
    d.para("BMPs are designed consistent with \"Protecting Water Quality in Urban Areas\" (MPCA): ditch bottoms "
           "are replaced by two infiltration trenches, the road section uses the minimum lane width, and erosion "
           "and sediment control follows the SWPPP.", tags=[S("N.3.0")])
    d.para("Permanent BMP list: Pond P-2 (wet pond), Infiltration Trench T-1, Infiltration Trench T-2, four sump "
           "structures with baffles, riprap outfall at Long Lake Creek.", tags=[S("N.3.2")])
    d.heading("D. Section 4 -- Rate control")
    d.para("Detention is provided in Pond P-2, sited in the natural low area north of STA 36+00; the pond and its "
           "outlet were sized by reservoir routing of the critical-duration events in HydroCAD.", tags=[S("N.4.2")])
    d.table([
        ["Storm", "Existing Q (cfs)", "Proposed Q (cfs)"],
        ["1-yr", "12.4", "11.9"],
        ["10-yr", "28.7", "27.2"],
        ["50-yr", "46.0", "45.1"],
        ["100-yr", "55.1", "54.0"],
    ], [0.4, 0.3, 0.3], tags=[F("peak_rates_cfs", rates), X("N.6.A.9")])
    d.para("Water levels off the right-of-way are not raised during or after construction; temporary diversions "
           "keep flows at existing rates.", tags=[S("N.4.3")])
    d.para("The 41-acre off-site watershed north of the road that drains through the CSAH 6 culverts is included "
           "in the HydroCAD model and the pond design.", tags=[S("N.4.4")])
    d.para("The project does not drain to a landlocked basin.", tags=[F("landlocked", False)])
    d.para("Pond P-2 lies above the 100-year flood elevation of Long Lake Creek and within a County drainage "
           "easement.", tags=[S("N.4.6")])
    d.para("The City of Orono and the City of Long Lake reviewed the drainage design; their letters confirming "
           "conformance with each city's local water management plan are in Appendix D.",
           tags=[S("N.4.7")])
    d.para("The outfall to Long Lake Creek has a riprap apron and plunge pool to minimize erosion and scour.",
           tags=[S("N.4.8")])
    d.heading("E. Section 5 -- Water quality")
    d.para("Infiltration is proposed in Trenches T-1 and T-2 (Hubbard loamy sand, 2.0 in/hr).",
           tags=[F("infiltration_proposed", True)])
    d.para("The MIDS calculator shows 51% annual TP removal for the project area.", tags=[F("phosphorus_removal_pct", 51.0)])
    d.table([
        ["Pond", "Bench width", "Bench slope", "Freeboard above 100-yr"],
        ["P-2", "10 ft", "10:1", "2.5 ft"],
    ], [0.25, 0.25, 0.25, 0.25], tags=[F("ponds", ponds)])
    d.para("The P-2 outlet has a submerged inlet (reverse slope pipe) to retain floatables for the 1-year event.",
           tags=[S("N.5.2")])
    d.para("The P-2 and trench overflow outfalls have riprap and a flared end section with trash guard to "
           "minimize erosion and scouring.", tags=[S("N.5.4")])
    d.para("Hydrologic, hydraulic and water quality computations (HydroCAD, MIDS) are in Appendix B.")
    d.heading("F. Permits")
    d.para("The MPCA NPDES/SDS Construction Stormwater Permit coverage letter (permit C00061234, issued June 18, "
           "2026) is attached as Appendix E.")
    d.para("Wetland: a 0.3-acre Type 2 wetland at STA 18+00 is delineated on the plans and avoided.")
    app.calcs(d, "APPENDIX B", "HydroCAD 10.2 and MIDS calculator",
              [["EX-N (north off-site)", "41.0", "74", "46.0"], ["PR-R1 (roadway)", "6.10", "94", "8.0"],
               ["PR-R2 (roadway, trail)", "5.30", "91", "9.5"]])
    app.city_letter(d, "APPENDIX D (1 of 2)", "City of Orono", "Orono Local Water Management Plan",
                    "CSAH 6 Reconstruction, Brown Road to County Road 112", "June 30, 2026")
    app.city_letter(d, "APPENDIX D (2 of 2)", "City of Long Lake", "Long Lake Surface Water Management Plan",
                    "CSAH 6 Reconstruction, Brown Road to County Road 112", "July 2, 2026")
    app.npdes(d, "APPENDIX E", "Hennepin County Transportation", "CSAH 6 Reconstruction", "C00061234",
              "June 18, 2026")
    d.save()
    sheets = [
        Sheet("1", "TITLE SHEET", [("CSAH 6 RECONSTRUCTION -- SHEET 1 OF 6. INDEX: 1 TITLE; 2 R/W AND PROPERTY; "
                                    "3 WETLANDS; 4 GRADING; 5 STORM SEWER; 6 STORM SEWER DETAILS", None)]),
        Sheet("2", "RIGHT OF WAY AND PROPERTY", [
            ("EXISTING AND PROPOSED RIGHT-OF-WAY, PROPERTY LINES, COUNTY-OWNED PARCELS AND PERMANENT DRAINAGE "
             "EASEMENT FOR POND P-2", [X("N.6.A.1"), X("N.6.A.12")]),
        ]),
        Sheet("3", "WETLANDS, FLOODPLAIN AND SOILS", [
            ("WETLAND W-1 (TYPE 2, 0.3 AC) DELINEATED; LONG LAKE CREEK 100-YR FLOODPLAIN AND SHORELAND DISTRICT SHOWN",
             [X("N.6.A.4")]),
            ("SOILS: HUBBARD LOAMY SAND (HSG A), PERMEABILITY 2.0 IN/HR AT T-1 AND T-2; LESTER LOAM (HSG B) "
             "ELSEWHERE; EXISTING AND PROPOSED SOIL LIMITS DELINEATED", [X("N.6.A.5")]),
        ]),
        Sheet("4", "GRADING PLAN", [
            ("CONTOURS: 2-FOOT INTERVAL, EXISTING AND PROPOSED. DATUM: NGVD 29.",
             [X("N.6.A.7"), F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2.0)]),
            ("POND P-2: NWL 938.0, 100-YR HWL 941.4 (EXISTING LOW AREA NWL 937.5, 100-YR 940.9)", [X("N.6.A.6")]),
        ]),
        Sheet("5", "STORM SEWER PLAN", [
            ("EXISTING AND PROPOSED STORM SEWER, CULVERTS, POND P-2 AND TRENCHES: LOCATION, ALIGNMENT, INVERTS",
             [X("N.6.A.3")]),
        ]),
        Sheet("6", "STORM SEWER DETAILS", [
            ("POND P-2 SECTION, OUTLET STRUCTURE, INFILTRATION TRENCH SECTION AND SPECIFICATIONS (MNDOT 2451, 2502, 3601)",
             [X("N.6.A.8")]),
        ]),
    ]
    plan_sets(root, rec, f"{pid}/plans", "HENNEPIN COUNTY TRANSPORTATION", "CSAH 6 Reconstruction", sheets,
              engineer="Daniel P. Wirth", lic="51207", date="07/01/2026", reduced=True)


# -- 9. City of Shorewood: a new sidewalk whose crossings exceed a quarter of the buffer (scanned) -----
def shorewood_sidewalk(root: Path, rec: Recorder, pid: str) -> str:
    trail = {"width_ft": 6.0, "buffer_ft": 5.0, "crossing_pct": 31.0, "area_ac": 0.29, "standalone": True}
    rel = f"{pid}/Smithtown_Rd_Sidewalk_Permit_Letter.pdf"
    d = Doc(root, rel, rec, font="Times-Roman", size_pt=11)
    d.line("CITY OF SHOREWOOD", bold=True, size=14)
    d.line("5755 Country Club Road, Shorewood, Minnesota 55331")
    d.gap(10)
    d.line("August 14, 2026")
    d.gap(6)
    d.line("Minnehaha Creek Watershed District -- Permits")
    d.line("RE: Smithtown Road Sidewalk, Eureka Road to Country Club Road")
    d.gap(8)
    d.para("Dear Permit Reviewer:")
    d.para("The City of Shorewood, a public entity, applies for a Rule N permit for a new concrete sidewalk along "
           "the south side of Smithtown Road. The sidewalk is the entire project; the road itself is not altered.",
           tags=[F("applicant_public_entity", True), F("project_type", "linear"), F("sidewalk_trail", trail)])
    d.para("The walk is 6 feet wide. It sits behind a 7-foot boulevard on the street side and 5 feet of turf "
           "behind, to the right-of-way line.", tags=[F("sidewalk_trail", trail)])
    d.para("Along its 2,105 feet the walk crosses 11 driveways and 2 side streets. These crossings total 2,480 "
           "square feet, or 31% of the 8,000 square feet of buffer area the rule calls for, so we understand the "
           "sidewalk does not meet the 25% limit of 2(E)(4).", tags=[F("sidewalk_trail", trail)])
    d.para("The new sidewalk is 12,630 square feet (0.29 acres), which is also the net increase in impervious "
           "surface. The project area is 0.9 acres and about 0.8 acres will be disturbed.",
           tags=[F("sidewalk_trail", trail), F("net_impervious_increase_ac", 0.29), F("site_area_ac", 0.9),
                 F("disturbed_area_ac", 0.8)])
    d.para("BMPs: following the MPCA's \"Protecting Water Quality in Urban Areas\", the walk is pitched to drain "
           "onto the turf boulevard rather than the street, and disturbed areas are restored with sod within 7 "
           "days.", tags=[S("N.3.0")])
    d.para("Permanent BMPs are limited to (a) the turf boulevard as a filter strip and (b) one rain garden "
           "(450 sq ft) at the Eureka Road low point.", tags=[S("N.3.2")])
    d.para("The site is not landlocked: it drains to Christmas "
           "Lake through the City storm sewer. The 5-year storm was used for the gutter check only.",
           tags=[F("landlocked", False)])
    d.gap(14)
    d.line("Respectfully,")
    d.line("City Engineer, City of Shorewood")
    d.save()
    return rel
