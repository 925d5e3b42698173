"""City street packages: Edina's program memo (no net increase) and St. Louis Park's consultant report.

Edina writes impervious in square feet per segment and totals them itself; the program narrows
streets, so the totals fall. St. Louis Park adds a sidewalk whose driveway crossings break the
N.2.E.4 buffer, so its area stays in the net increase.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external15.kit import Doc, ex, fact, st
from corpus.external15.plans import PlanMeta, Sheet, plan_sets
from corpus.truth import Recorder


def edina_program(root: Path, rec: Recorder) -> list[str]:
    d = Doc(root, "Edina_ENG26-3_MCWD_Rule_N_Submittal.pdf", rec, size=10.5)
    d.new_page()
    d.line("CITY OF EDINA", 16, "Helvetica-Bold")
    d.line("Engineering Department  |  7450 Metro Boulevard  |  Edina, MN 55439  |  952-826-0371", 9)
    d.space(14)
    d.line("MEMORANDUM", 13, "Helvetica-Bold")
    d.line("To:       Permitting Program, Minnehaha Creek Watershed District")
    d.line("From:     Assistant City Engineer, City of Edina")
    d.line("Date:     February 9, 2026")
    d.line("Re:       2026 Neighborhood Street Reconstruction and Mill & Overlay, City Project No. ENG 26-3")
    d.space(8)
    d.para("The City of Edina, a Minnesota municipal corporation, is the applicant and owner of the street "
           "right-of-way for this project.", tags=[fact("applicant_public_entity", True)])
    d.para("This memo transmits the City's 2026 pavement program for the Countryside C and Golf Terrace Heights "
           "neighborhoods for the District's review under Rule N. The work is maintenance and reconstruction of "
           "existing public streets: full-depth reconstruction of 1.09 miles of local streets with new concrete curb "
           "and gutter, and a mill and 2-inch bituminous overlay of 0.92 miles of Interlachen Boulevard and "
           "Blake Road (north of Interlachen). No street is extended, and no sidewalk or trail is added.",
           tags=[fact("project_type", "linear")])
    d.para("As part of the reconstruction the City Council approved narrowing the reconstructed local streets from "
           "32 feet to 28 feet back-of-curb to back-of-curb, consistent with the City's Living Streets Policy. "
           "Right-of-way width remains 50 feet. Average daily traffic on the local streets is under 450 vehicles "
           "per day; Interlachen Boulevard carries about 6,100 ADT.")
    d.para("The construction limits for the whole program total 9.6 acres, of which approximately 6.8 acres will be "
           "disturbed (street subgrade, curb replacement and boulevard restoration).",
           tags=[fact("site_area_ac", 9.6), ex("N.6.D"), fact("disturbed_area_ac", 6.8)])
    d.heading("Impervious surface", 11.5)
    d.para("Impervious surface was measured from the 2025 aerial survey and the proposed typical sections. "
           "The table on page 2 lists each segment; the totals are repeated here.")
    d.para("Existing impervious surface within the construction limits: 232,610 sq. ft. (5.34 acres). "
           "Proposed impervious surface: 222,592 sq. ft. (5.11 acres).",
           tags=[fact("existing_impervious_ac", 5.34), fact("proposed_impervious_ac", 5.11)])
    d.para("The project therefore results in a net decrease of 10,018 sq. ft. (0.23 acre) of impervious surface; "
           "there is no net increase in impervious surface.",
           tags=[fact("net_impervious_increase_ac", -0.23), ex("N.6.E")])
    d.new_page()
    d.line("ENG 26-3  Segment impervious summary (square feet)", 11, "Helvetica-Bold")
    d.space(6)
    rows = [["Segment", "Work", "Length (ft)", "Width B-B", "Existing (sf)", "Proposed (sf)"],
            ["Kaymar Dr", "Reconstruct", "1,920", "32' to 28'", "66,960", "59,430"],
            ["Ridge Rd", "Reconstruct", "1,410", "32' to 28'", "49,110", "43,520"],
            ["Golf Terrace", "Reconstruct", "1,760", "30' to 28'", "55,720", "52,580"],
            ["W. 58th St", "Reconstruct", "640", "28' (no change)", "19,870", "25,112"],
            ["Interlachen Blvd", "Mill & overlay", "3,300", "n/a", "28,450", "28,450"],
            ["Blake Rd N.", "Mill & overlay", "1,560", "n/a", "12,500", "13,500"],
            ["Total", "", "10,590", "", "232,610", "222,592"]]
    d.table(rows, [95, 85, 70, 90, 85, 85])
    d.para("Note: W. 58th Street gains area where a failing gravel shoulder and bituminous curb are replaced with "
           "concrete curb and gutter; Blake Road gains a 1,000 sq. ft. bus pad. Both are included in the totals above.",
           size=9)
    d.para("Pavement sections: reconstructed local streets 3.5-inch bituminous over 8-inch aggregate base; overlay "
           "streets 2-inch mill and overlay. Parcel-level PIDs of abutting properties are listed in the feasibility "
           "report (PID 28-117-21-34-0012 through 28-117-21-43-0088) and are not needed for this review.", size=9)
    d.heading("Drainage and BMPs", 11.5)
    d.para("Existing storm sewer is replaced in kind where structures are deteriorated; no new outfalls are "
           "created. Inlet protection, rock construction entrances and street sweeping will be used during "
           "construction. Infiltration is not proposed: the soil borings show clay loam throughout the "
           "neighborhood.", tags=[fact("infiltration_proposed", False)])
    d.heading("Request", 11.5)
    d.para("Because the project maintains and reconstructs existing streets and decreases impervious surface, the "
           "City requests the District's confirmation that a Rule N stormwater permit is not required under "
           "paragraph (E) of Section 2. The City will still apply for the District's erosion control permit.")
    d.space(10)
    d.line("City of Edina Engineering  -  ENG 26-3", 9)
    return [d.save()]


def slp_reconstruction(root: Path, rec: Recorder) -> list[str]:
    rep = Doc(root, "Report/SLP_2026_Street_Reconstruction_Stormwater_Memo.pdf", rec, font="Times-Roman", size=11)
    rep.new_page()
    rep.line("KESTREL CIVIL ENGINEERING, INC.", 14, "Times-Bold")
    rep.line("1500 Park Place Boulevard, Suite 300  -  St. Louis Park, Minnesota 55416", 9)
    rep.space(10)
    rep.line("Stormwater Management Memorandum", 13, "Times-Bold")
    rep.line("City of St. Louis Park 2026 Street Reconstruction Program - Area 4 (Aquila Park neighborhood)")
    rep.line("City Project No. 4026-1101   |   Kestrel Project 25-118   |   March 3, 2026")
    rep.space(8)
    rep.certify("Daniel R. Okafor", "51877", "03/03/2026")
    rep.line("1. Project description", 11.5, "Times-Bold")
    rep.para("The City of St. Louis Park (the applicant, a Minnesota municipal corporation) will reconstruct 0.51 "
             "miles of local streets in the Aquila Park neighborhood: Aquila Avenue S. (STA 10+00 to 24+60), "
             "W. 29th Street (STA 30+00 to 36+40) and Xylon Avenue S. (STA 40+00 to 45+80). Streets are widened from "
             "24 feet to 28 feet face-to-face to provide parking on one side, and a new 5-foot concrete sidewalk is "
             "added along both sides of Aquila Avenue and the north side of W. 29th Street.",
             tags=[fact("applicant_public_entity", True), fact("project_type", "linear")])
    rep.para("Total project area (construction limits): 4.6 acres. The entire project area, 4.6 acres, will be "
             "disturbed.", tags=[fact("site_area_ac", 4.6), ex("N.6.D"), fact("disturbed_area_ac", 4.6)])
    rep.line("2. Impervious surface", 11.5, "Times-Bold")
    rows = [["", "Existing (ac)", "Proposed (ac)", "Change (ac)"],
            ["Street pavement and curb", "3.52", "4.23", "+0.71"],
            ["Driveway aprons in ROW", "0.44", "0.54", "+0.10"],
            ["New 5-ft sidewalk", "0.00", "0.41", "+0.41"],
            ["Project total", "3.96", "5.18", "+1.22"]]
    rep.table(rows, [170, 90, 90, 90], size=10,
              tags=[fact("existing_impervious_ac", 3.96), fact("proposed_impervious_ac", 5.18)])
    rep.para("The net increase in impervious surface for the project is 1.22 acres, including 0.41 acre of new "
             "sidewalk (with pedestrian ramps).", tags=[fact("net_impervious_increase_ac", 1.22), ex("N.6.E")])
    rep.para("Sidewalk and the N.2.E(4) exception. The sidewalk is 5 feet wide. It is separated from the curb by a "
             "6-foot turf boulevard on the street side and has a 5-foot minimum turf strip behind the walk to the "
             "right-of-way line. The boulevard is interrupted by 42 driveway aprons and 6 street crossings; these "
             "impervious crossings cover 31% of the required pervious buffer area (see Table 3 of the appendix). "
             "Because the crossings exceed 25 percent, the sidewalk does not qualify for the exception and its "
             "0.41 acre is counted in the net increase.",
             tags=[fact("sidewalk_trail", {"width_ft": 5.0, "buffer_ft": 5.0, "crossing_pct": 31.0,
                                           "area_ac": 0.41, "standalone": False})])
    rep.line("3. Best management practices", 11.5, "Times-Bold")
    rep.para("BMPs were selected following the MPCA manual Protecting Water Quality in Urban Areas and the Minnesota "
             "Stormwater Manual. Site design limits new pavement to the 28-foot section the City's parking study "
             "requires; the turf boulevards are decompacted and restored with topsoil to keep infiltration capacity; "
             "and peak flow is controlled in underground storage so that pollutant loads leaving the site do not "
             "increase.", tags=[st("N.3.0")])
    rep.para("Permanent BMPs: (1) underground storage system UG-1 (48-inch perforated CMP, 310 LF) at W. 29th Street; "
             "(2) two sump manholes with SAFL Baffles; (3) restored turf boulevards.", tags=[st("N.3.2")])
    rep.para("Infiltration is not proposed: the borings found clay till (HSG D) at 2 to 4 feet.",
             tags=[fact("infiltration_proposed", False)])
    rep.new_page()
    rep.line("4. Rate control (Rule N Section 4)", 11.5, "Times-Bold")
    rep.para("Peak rates were computed in HydroCAD (NRCS TR-20, Atlas 14, MSE 3 distribution, 24-hour critical "
             "duration) at the down-gradient boundary, the W. 29th Street connection to the City trunk storm sewer.")
    rows = [["Event", "Rainfall (in)", "Existing (cfs)", "Proposed (cfs)"],
            ["2-year", "2.87", "7.9", "7.4"],
            ["1-year", "2.48", "6.2", "5.9"],
            ["10-year", "4.27", "14.8", "14.1"],
            ["50-year", "6.21", "23.3", "22.9"],
            ["100-year", "7.38", "27.5", "26.9"]]
    rep.table(rows, [90, 90, 100, 100], size=10,
              tags=[fact("peak_rates_cfs", {"1": {"existing": 6.2, "proposed": 5.9},
                                            "10": {"existing": 14.8, "proposed": 14.1},
                                            "100": {"existing": 27.5, "proposed": 26.9}}), ex("N.6.A.9")])
    rep.para("The neighborhood has no natural low area within the right-of-way that could be used for detention; "
             "storage is therefore provided underground. The storage system and its outlet were sized by reservoir "
             "routing of the critical-duration events above.", tags=[st("N.4.2")])
    rep.para("Water levels off the site are not adversely affected during or after construction: proposed peak rates "
             "and 100-year elevations in the City trunk system at Aquila Park are equal to or lower than existing, "
             "and temporary pumping during construction discharges to a sediment trap.", tags=[st("N.4.3")])
    rep.para("Runoff tributary to the project from 11.2 acres of residential backyards east of Aquila Avenue "
             "(off-site drainage area) was included in the HydroCAD model and the pipe sizing.", tags=[st("N.4.4")])
    rep.para("UG-1 lies above the projected 100-year flood elevation of Aquila Pond (elev. 889.4), within "
             "public street right-of-way, and its outlet pipe lies in the drainage and utility easement shown on "
             "sheet C3.1.", tags=[st("N.4.6")])
    rep.para("The design conforms to the City of St. Louis Park Surface Water Management Plan (2018, amended 2023); "
             "the City's Water Resources Engineer reviewed the plans and her conformance letter is Appendix C.",
             tags=[st("N.4.7"), ex("N.6.A.11")])
    rep.para("The single outfall from UG-1 into the existing manhole is submerged and fitted with an energy "
             "dissipating baffle; no open-channel outfall is created, so erosion and scour are avoided.",
             tags=[st("N.4.8")])
    rep.para("The site is not landlocked; it drains through the City trunk system to Minnehaha Creek.",
             tags=[fact("landlocked", False)])
    rep.line("5. Appendices (in this file)", 11.5, "Times-Bold")
    rep.line("A. HydroCAD report   B. Storage and outlet design computations   C. City review letter   D. NPDES")
    rep.new_page()
    rep.line("Appendix A/B - HydroCAD routing summary and UG-1 design computations", 11.5, "Times-Bold")
    rep.para("Node summary for all subcatchments (areas in acres): 1S Aquila north 3.12; 2S Aquila south 2.84; "
             "3S W. 29th 1.96; 4S Xylon 0.94; OS-1 off-site yards 11.2. Curve numbers 74 to 98; times of "
             "concentration 6.0 to 18.4 min. UG-1: storage 0.21 ac-ft, outlet 12-inch orifice at 891.20, weir at "
             "893.40; peak stage 100-year 894.62. Pipe sizing by Rational Method, 10-year design, full computations "
             "in the HydroCAD output that follows.", tags=[ex("N.6.A.10")])
    rep.para("Table 3 - Sidewalk buffer crossings: required buffer area 2 x 5 ft x 3,560 LF = 35,600 sq. ft.; "
             "driveway and street crossings within the buffer 11,040 sq. ft. = 31% of the required buffer.", size=10)
    rep.line("Appendix C - City of St. Louis Park review", 11.5, "Times-Bold")
    rep.para("\"The Engineering Department has reviewed the Area 4 plans and finds the stormwater design consistent "
             "with the City's Surface Water Management Plan.\" - Water Resources Engineer, City of St. Louis Park, "
             "February 20, 2026.")
    rep.line("Appendix D - NPDES", 11.5, "Times-Bold")
    rep.para("MPCA NPDES/SDS Construction Stormwater General Permit coverage was issued for this project on "
             "February 26, 2026, permit coverage number C00071842; the coverage letter is attached.",
             tags=[ex("N.6.A.13")])
    files = [rep.save()]
    meta = PlanMeta(office="KESTREL CIVIL ENGINEERING, INC.", project="2026 STREET RECONSTRUCTION - AREA 4",
                    location="CITY OF ST. LOUIS PARK, MINNESOTA", engineer="Daniel R. Okafor", license_no="51877",
                    date="03/03/2026", layout="right", project_no="CITY PROJECT NO. 4026-1101")
    sheets = [
        Sheet("C0.1", "Title Sheet and Sheet Index", [
            ("SHEET INDEX: C0.1 TITLE, C1.1 EXISTING CONDITIONS, C3.1 STREET AND STORM SEWER PLAN, C5.1 STORM DETAILS", []),
            ("PROJECT LOCATION: AQUILA AVE S., W. 29TH ST AND XYLON AVE S., ST. LOUIS PARK", []),
        ], "road"),
        Sheet("C1.1", "Existing Conditions and Removals", [
            ("RIGHT-OF-WAY LINES (50' ROW) AND ADJACENT PROPERTY LINES SHOWN; ALL WORK IS WITHIN CITY-OWNED RIGHT-OF-WAY",
             [ex("N.6.A.1")]),
            ("EXISTING STORM SEWER: 12\"-24\" RCP, CATCH BASINS CB-1 TO CB-14 WITH RIM AND INVERT ELEVATIONS", []),
        ], "road"),
        Sheet("C3.1", "Street and Storm Sewer Plan", [
            ("EXISTING AND PROPOSED STORM SEWER, UG-1 48\" PERFORATED CMP STORAGE (310 LF), STRUCTURES, INVERTS AND "
             "ALIGNMENT SHOWN", [ex("N.6.A.3")]),
            ("20-FT DRAINAGE AND UTILITY EASEMENT (DOC. NO. 4471208) OVER THE UG-1 OUTLET PIPE", [ex("N.6.A.12")]),
            ("EXISTING AND PROPOSED CONTOURS AT 2-FOOT INTERVALS. ELEVATIONS ARE NGVD 1929 DATUM.",
             [ex("N.6.A.7"), fact("contour_interval_ft", 2.0), fact("vertical_datum", "NGVD29")]),
            ("AQUILA POND (OFF-ROW): NORMAL WATER LEVEL 886.0 EXISTING AND PROPOSED; 100-YEAR HWL 889.4 EXISTING, "
             "889.4 PROPOSED. UG-1 100-YR PEAK STAGE 894.62.", [ex("N.6.A.6")]),
        ], "road"),
        Sheet("C5.1", "Storm Sewer Details and Specifications", [
            ("UG-1 STORAGE SYSTEM CONSTRUCTION DETAIL, OUTLET CONTROL STRUCTURE OCS-1 WITH 12\" ORIFICE, SAFL BAFFLE "
             "SUMP MANHOLE DETAIL; MATERIALS PER CITY STANDARD SPECIFICATIONS AND MnDOT 2503.", [ex("N.6.A.8")]),
        ], "details"),
    ]
    files += plan_sets(root, "Plans/SLP_Area4_Plans_22x34.pdf", None, rec, meta, sheets)
    return files
