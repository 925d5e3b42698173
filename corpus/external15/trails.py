"""Stand-alone trail and sidewalk packages: the N.2.E.4 exception met and failed.

Three Rivers' regional trail meets every part of the exception (10 ft, 5-ft shoulders, few
crossings) and is its own project. Minnetonka's path is 12 ft wide; the Wayzata school
district's sidewalk has a 3-ft strip at a wall. Each author states widths its own way.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external15.kit import Doc, ex, fact, st
from corpus.truth import Recorder


def three_rivers_trail(root: Path, rec: Recorder, rel: str) -> list[str]:
    trail = {"width_ft": 10.0, "buffer_ft": 5.0, "crossing_pct": 1.1, "area_ac": 2.55, "standalone": True}
    d = Doc(root, rel, rec, font="Times-Roman", size=11)
    d.new_page()
    d.line("THREE RIVERS PARK DISTRICT", 15, "Times-Bold")
    d.line("Planning, Design and Technology  -  3000 Xenium Lane North, Plymouth, MN 55441", 9)
    d.space(12)
    d.line("January 22, 2026")
    d.line("Minnehaha Creek Watershed District - Permitting")
    d.space(6)
    d.line("RE: Dakota Rail Regional Trail - Minnetrista Connector (Segment C)", 11, "Times-Bold")
    d.space(6)
    d.para("Three Rivers Park District, a special park district and political subdivision of the State of "
           "Minnesota, submits the enclosed excerpt of the Dakota Rail Regional Trail Master Plan Amendment "
           "(Chapter 5, Segment C) for the District's applicability determination.",
           tags=[fact("applicant_public_entity", True)])
    d.para("Segment C is a stand-alone trail project: a new paved regional trail from the Dakota Rail corridor at "
           "County Road 110 to Lake Minnetonka Regional Park, 2.1 miles. No roadway is built or widened as part of "
           "this project.", tags=[fact("sidewalk_trail", trail), fact("project_type", "linear")])
    d.para("We believe the segment is exempt under Rule N, Section 2(E)(4), as shown on the enclosed typical "
           "section and crossing table. Please contact the Park District's senior planner with questions.")
    d.space(30)
    d.line("Sincerely,")
    d.space(20)
    d.line("Senior Landscape Architect, Planning, Design and Technology")
    d.new_page()
    d.line("Dakota Rail Regional Trail Master Plan Amendment  |  Chapter 5  |  Segment C", 10, "Times-Italic")
    d.space(4)
    d.line("5.3 Trail design", 12, "Times-Bold")
    d.para("Typical section: 10' bituminous trail (3\" bituminous over 6\" aggregate base) with a 5' minimum turf "
           "shoulder on each side (5'-7'), then 3:1 side slopes to the existing ditch.",
           tags=[fact("sidewalk_trail", trail)])
    d.para("Length: 11,088 linear feet (2.1 miles). New trail pavement: 110,880 square feet (2.55 acres). The "
           "trail replaces no existing pavement, so the net increase in impervious surface is the trail itself, "
           "2.55 acres.", tags=[fact("sidewalk_trail", trail),
                                fact("net_impervious_increase_ac", 2.55), ex("N.6.E")])
    d.para("Project limits (grading limits) cover 8.9 acres; about 7.4 acres will be disturbed, mostly the old "
           "railroad embankment.", tags=[fact("site_area_ac", 8.9), ex("N.6.D"), fact("disturbed_area_ac", 7.4)])
    d.para("Parent parcel: Lake Minnetonka Regional Park, 296 acres (PID 15-117-24-21-0001). Average annual trail "
           "use projected at 185,000 visits by 2035; the trail corridor averages 30 ft wide.")
    d.line("5.4 Crossings of the pervious buffer", 12, "Times-Bold")
    rows = [["Crossing", "Station", "Type", "Width (ft)"],
            ["County Road 110", "STA 2+40", "Street", "32"], ["Halstead Drive", "STA 31+10", "Street", "28"],
            ["Driveway 4905", "STA 48+75", "Driveway", "16"], ["Driveway 5010", "STA 55+20", "Driveway", "14"],
            ["Field access", "STA 77+00", "Driveway", "20"], ["Park service drive", "STA 104+60", "Driveway", "12"]]
    d.table(rows, [140, 90, 80, 70], size=10)
    d.para("Crossing pavement inside the required buffer: 122 ft x 10 ft (both 5' shoulders) = 1,220 sq. ft., "
           "which is 1.1% of the required buffer area (2 x 5' x 11,088' = 110,880 sq. ft.).",
           tags=[fact("sidewalk_trail", trail)])
    d.line("5.5 Stormwater", 12, "Times-Bold")
    d.para("Runoff sheets off both edges of the trail onto the turf shoulders. No ponds or storm sewer are proposed, "
           "and infiltration basins are not proposed.", tags=[fact("infiltration_proposed", False)])
    return [d.save()]


def minnetonka_path(root: Path, rec: Recorder) -> list[str]:
    trail = {"width_ft": 12.0, "buffer_ft": 6.0, "crossing_pct": 3.2, "area_ac": 0.84, "standalone": True}
    d = Doc(root, "Minnetonka_Plymouth_Rd_Trail_Application.pdf", rec, size=10)
    d.new_page()
    d.line("CITY OF MINNETONKA  |  PUBLIC WORKS - ENGINEERING", 13, "Helvetica-Bold")
    d.line("14600 Minnetonka Boulevard, Minnetonka, MN 55345", 9)
    d.space(8)
    d.line("MCWD Permit Application - Project Description", 12, "Helvetica-Bold")
    rows = [["Project", "Plymouth Road Trail Gap (Minnetonka Blvd to Ridgedale Dr)"],
            ["City project no.", "24508  (2027 Trail Improvement Plan, priority 3)"],
            ["Applicant", "City of Minnetonka (municipal corporation)"],
            ["Location", "West side of Plymouth Road (CSAH 61), STA 10+00 to STA 40+50"],
            ["Project area (construction limits)", "2.9 acres"],
            ["Disturbed area", "2.3 acres"]]
    d.table(rows, [170, 320], header=False, size=9.5,
            tags=[fact("applicant_public_entity", True), fact("site_area_ac", 2.9), ex("N.6.D"),
                  fact("disturbed_area_ac", 2.3)])
    d.heading("Description", 11)
    d.para("The City will build a 12-ft multi-use path along the west side of Plymouth Road to close a gap in the "
           "trail system between Minnetonka Boulevard and Ridgedale Drive. The path is a stand-alone project; "
           "Plymouth Road itself (a four-lane county road, 72-ft curb-to-curb, ADT 21,000) is not modified.",
           tags=[fact("sidewalk_trail", trail), fact("project_type", "linear")])
    d.para("Buffers: a 6-ft turf boulevard separates the path from the curb and a 6-ft turf strip lies behind it, "
           "so the path has a 6-ft pervious buffer on both sides. Four driveways cross the path; their pavement "
           "covers 3.2% of the buffer area.", tags=[fact("sidewalk_trail", trail)])
    d.para("Path length 3,050 ft x 12 ft = 36,600 sq. ft. (0.84 acre) of new pavement. Net new impervious "
           "surface: 0.84 acre. Because the path is wider than 10 feet, the City understands that the Rule N "
           "Section 2(E)(4) exception does not apply and a permit is needed.",
           tags=[fact("sidewalk_trail", trail), fact("net_impervious_increase_ac", 0.84), ex("N.6.E")])
    d.heading("Best management practices (Rule N Section 3)", 11)
    d.para("The path is sloped to drain to the turf strips on both sides, so runoff filters through turf before "
           "reaching the County's storm sewer. The width is held to 12 feet (the County's minimum for a "
           "two-way shared path with this volume). Topsoil is decompacted and restored to keep infiltration, and "
           "the City sweeps trails each spring to limit sediment and phosphorus. These practices follow the MPCA "
           "manual Protecting Water Quality in Urban Areas.", tags=[st("N.3.0")])
    d.para("Permanent BMPs: (1) turf filter strips, 6 ft, both sides; (2) two rain gardens at STA 18+50 and "
           "STA 33+00 (total 1,450 sq. ft.); (3) decompacted, amended soils throughout.", tags=[st("N.3.2")])
    d.para("Infiltration is not proposed: the rain gardens are lined filtration cells because borings found clay "
           "at 18 inches.", tags=[fact("infiltration_proposed", False)])
    d.heading("Other", 11)
    d.para("No building is part of the project. Drainage from 3.4 acres of the adjacent Ridgedale parking lot "
           "reaches the curb line and is unaffected. Construction: May-August 2027.")
    return [d.save()]


def wayzata_srts(root: Path, rec: Recorder) -> list[str]:
    trail = {"width_ft": 6.0, "buffer_ft": 3.0, "area_ac": 0.34, "standalone": True}
    d = Doc(root, "ISD284_Safe_Routes_Gleason_Lake_Rd_Sidewalk.pdf", rec, font="Helvetica", size=10)
    d.new_page()
    d.line("WAYZATA PUBLIC SCHOOLS - INDEPENDENT SCHOOL DISTRICT 284", 12, "Helvetica-Bold")
    d.line("Facilities & Operations  |  210 County Road 101 North, Wayzata, MN 55391", 9)
    d.space(8)
    d.line("Safe Routes to School Sidewalk - Gleason Lake Road (Birchview Elementary)", 12, "Helvetica-Bold")
    d.line("SRTS Infrastructure Grant 2025-SRTS-118  |  Submittal to MCWD  |  March 2026", 9)
    d.space(6)
    d.para("Applicant: Independent School District 284 (Wayzata Public Schools), a Minnesota public school district.",
           tags=[fact("applicant_public_entity", True)])
    d.para("Scope: a new 6-foot concrete sidewalk on the north side of Gleason Lake Road from Vicksburg Lane to the "
           "Birchview Elementary entrance, 2,480 feet (STA 10+00 to 34+80). The sidewalk is the whole project; "
           "the roadway (two 12-ft lanes, 80-ft right-of-way) is not changed.",
           tags=[fact("sidewalk_trail", trail), fact("project_type", "linear")])
    d.para("Buffer: a turf boulevard of 6 to 8 feet lies between the curb and the walk. Behind the walk the turf "
           "buffer varies 3-8 ft; it narrows to 3 ft along the retaining wall from STA 14+20 to STA 17+60.",
           tags=[fact("sidewalk_trail", trail)])
    d.para("Nine residential driveway aprons cross the walk (widths 12 to 22 ft).")
    d.para("New impervious surface: 2,480 ft x 6 ft = 14,880 sq. ft. = 0.34 acre; this is the net increase, since "
           "no pavement is removed. Project area: 0.9 acre; area disturbed: 0.8 acre.",
           tags=[fact("sidewalk_trail", trail), fact("net_impervious_increase_ac", 0.34), ex("N.6.E"),
                 fact("site_area_ac", 0.9), ex("N.6.D"), fact("disturbed_area_ac", 0.8)])
    d.heading("Stormwater", 11)
    d.para("Runoff from the walk drains to the boulevard and then to existing Gleason Lake Road catch basins. "
           "Permanent stormwater BMPs for the project: sodded boulevards (both sides where space allows) and a "
           "vegetated swale from STA 28+00 to 33+50.", tags=[st("N.3.2")])
    d.para("Temporary erosion control: silt fence, inlet protection and a rock construction entrance.")
    d.para("Distances for reference: Birchview Elementary enrolls 640 students; 212 live within the one-mile walk "
           "zone. The school site (22.4 acres) is not part of this project.")
    return [d.save()]
