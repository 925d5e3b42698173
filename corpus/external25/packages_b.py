"""Authors 7-12: golf maintenance building, regional trail, street and sidewalk, county salt shed,
street removal, senior living addition (a common scheme)."""

from __future__ import annotations

from pathlib import Path

from corpus.external25.common import Built, E, F, S, plan_set
from corpus.external25.doc import Doc
from corpus.truth import Recorder


def p07_golf_maintenance(folder: Path) -> Built:
    """A golf club's small-town engineer, Q&A style: the 1-year peak rises."""
    rec = Recorder()
    d = Doc(folder, "WildMeadow_Maintenance_Facility_SWPPP_and_Rule_N.pdf", rec, font="Times-Roman", size=10.5,
            margin=66, header="Wild Meadow Golf Club - Turf Maintenance Facility - Medina, Minnesota")
    d.heading("Rule N submittal in question-and-answer form", 14)
    d.para("Q. Who is applying? A. Wild Meadow Golf Club, Inc., a privately owned daily-fee golf course. "
           "Engineer: Crow River Engineering.", tags=[F("applicant_public_entity", False)])
    d.para("Q. What is being built? A. A 9,600 sf turf maintenance building with an equipment wash pad, a "
           "2,000-gallon double-walled fuel tank and a paved service yard, replacing a 1960s pole shed. The "
           "course itself (27 holes, about 148 acres) is not being changed.")
    d.para("Q. What land use is it? A. Commercial: the building serves a for-profit golf business.",
           tags=[F("project_type", "commercial")])
    d.para("Q. How big is the project? A. The project area is 1.90 acres; grading disturbs 1.75 acres.",
           tags=[F("site_area_ac", 1.90), F("disturbed_area_ac", 1.75), E("N.6.D")])
    d.para("Q. Impervious? A. Existing 0.12 acres (the pole shed and its slab); proposed 0.71 acres; net "
           "increase 0.59 acres.",
           tags=[F("existing_impervious_ac", 0.12), F("proposed_impervious_ac", 0.71),
                 F("net_impervious_increase_ac", 0.59), E("N.6.E")])
    d.para("Q. BMPs? A. Per the MPCA manual Protecting Water Quality in Urban Areas: yard runoff goes to a "
           "filtration basin, the wash pad drains to an oil-water separator and sanitary, disturbed rough "
           "is reseeded within 7 days.", tags=[S("N.3.0")])
    d.para("Q. List of permanent BMPs? A. Filtration basin FB-1; oil-water separator; wash pad roof; "
           "native buffer along the wetland edge. That is all.", tags=[S("N.3.2")])
    d.para("Q. Infiltration? A. Infiltration is not proposed due to clay soils (HSG D); FB-1 has a "
           "drain tile.", tags=[F("infiltration_proposed", False)])
    d.para("Q. Is the receiving area landlocked? A. No. The site is not landlocked; it drains to the "
           "wetland and on to Painter Creek.", tags=[F("landlocked", False)])
    d.heading("Peak rates at the west property line", 12)
    d.table([["Storm", "Existing (cfs)", "Proposed (cfs)"],
             ["1-year", "0.62", "0.71"], ["2-year", "0.95", "0.90"], ["10-year", "2.3", "2.1"],
             ["100-year", "5.4", "4.9"]],
            [120, 110, 110],
            tags=[F("peak_rates_cfs", {"1": {"existing": 0.62, "proposed": 0.71},
                                       "10": {"existing": 2.3, "proposed": 2.1},
                                       "100": {"existing": 5.4, "proposed": 4.9}}), E("N.6.A.9")],
            text="Storm existing proposed 1-year 0.62 0.71 10-year 2.3 2.1 100-year 5.4 4.9")
    d.para("The 1-year rate is 0.09 cfs higher; we believe this is negligible.")
    d.para("Q. Runoff from off site? A. The 0.8 acres of cart path and rough north of the yard that drain "
           "onto the project are included in the HydroCAD model and pass through FB-1.", tags=[S("N.4.4")])
    d.para("Q. Detention design? A. FB-1 uses the existing low area by the old shed; outlet by reservoir "
           "routing (HydroCAD) of critical-duration events.", tags=[S("N.4.2")])
    d.para("Q. Off-site water levels? A. The wetland's 100-year level does not rise (existing 984.9, "
           "proposed 984.9); no effect off site during or after construction.", tags=[S("N.4.3")])
    d.para("Q. Facilities above the flood elevation and in easements? A. Yes; FB-1 is above the 100-year "
           "level and in a drainage easement to the City of Medina.", tags=[S("N.4.6")])
    d.para("Q. Municipal plan? A. Conforms to the City of Medina Surface Water Management Plan; the City "
           "Engineer's review letter is on page 2.", tags=[S("N.4.7")])
    d.para("Q. Outfall? A. FES with riprap and a level spreader into the wetland buffer to avoid scour.",
           tags=[S("N.4.8")])
    d.para("Q. Building openings? A. Lowest opening 987.5; wetland 100-year HWL 984.9.",
           tags=[F("lowest_opening_elev_ft", 987.5), F("hwl_100yr_elev_ft", 984.9)])
    d.new_page()
    d.heading("City of Medina - City Engineer review", 12)
    d.para("We have reviewed the Wild Meadow maintenance facility plans (Crow River Engineering, 4/2026) "
           "and find them consistent with the City's Surface Water Management Plan.", tags=[E("N.6.A.11")])
    d.heading("MPCA NPDES permit", 12)
    d.para("Construction stormwater permit coverage C00072301 issued April 22, 2026 to Wild Meadow Golf "
           "Club, Inc.", tags=[E("N.6.A.13")])
    d.heading("Computations", 12)
    d.table([["Subcatchment", "Acres", "CN", "Tc"], ["1S existing", "1.90", "74", "12.0"],
             ["2S proposed to FB-1", "1.40", "85", "6.0"], ["3S bypass", "0.50", "71", "9.0"]],
            [140, 60, 50, 50], tags=[E("N.6.A.10")], text="HydroCAD subcatchments")
    d.save()
    common = dict(firm="CROW RIVER ENGINEERING", project="WILD MEADOW GC MAINTENANCE FACILITY, MEDINA MN",
                  engineer="Karin E. Sundberg", license_no="47020", date="4/18/2026")
    sheets = [
        ("C-1", "EXISTING CONDITIONS / DRAINAGE MAP", [
            ("Property lines; golf club ownership boundary shown.", [E("N.6.A.1")]),
            ("Drainage areas 1S (existing), 2S and 3S (proposed); off-site area 0.8 ac from the cart path "
             "delineated.", [E("N.6.A.2")]),
            ("Wetland delineated by Midwest Wetland Co., 10/2025 (Type 3).", [E("N.6.A.4")]),
            ("2-foot contours, NGVD 29 datum.", [F("contour_interval_ft", 2), F("vertical_datum", "NGVD29")])],
         ["PROPERTY LINE", "WETLAND", "DA 1S"], []),
        ("C-2", "GRADING PLAN", [
            ("Existing and proposed contours, 2-ft interval, NGVD 1929.", [E("N.6.A.7")]),
            ("FB-1 and storm sewer with inverts; wetland NWL 982.0, 100-yr HWL 984.9.", [E("N.6.A.3"), E("N.6.A.6")]),
            ("Drainage easement over FB-1.", [E("N.6.A.12")])],
         ["FB-1", "FFE 987.5"], []),
        ("C-3", "DETAILS AND SPECIFICATIONS", [
            ("Filtration basin section, outlet structure, separator; specifications attached.", [E("N.6.A.8")])],
         ["FB-1 SECTION"], []),
    ]
    files = plan_set(folder, rec, "WildMeadow_Civil_Plans", sheets=sheets, seed=7, **common)
    return Built(rec, [d.name] + files, scenario="golf maintenance 1.9 ac commercial D.2; 1-yr peak up")


def p08_regional_trail(folder: Path) -> Built:
    """A city's trail project: 10-ft trail with 6-ft turf shoulders, the whole project (N.2.E.4)."""
    rec = Recorder()
    d = Doc(folder, "Minnetrista_Trail_Connection_Letter.pdf", rec, font="Helvetica", size=10.5, margin=72)
    d.heading("City of Minnetrista", 15)
    d.para("7701 County Road 110 West, Minnetrista, MN 55364   |   July 7, 2026")
    d.para("Subject: Halsted Bay trail connection - request for determination under Rule N")
    d.para("The City of Minnetrista, a public body, is building a new bituminous trail connecting the "
           "Dakota Rail Regional Trail to Lake Minnetonka Regional Park along the old rail spur. The trail "
           "is the entire project; no roadway is being built or widened.",
           tags=[F("applicant_public_entity", True), F("project_type", "linear")])
    d.table([["Trail data", ""],
             ["Length", "5,600 ft"],
             ["Paved width", "10 ft"],
             ["Turf shoulder (pervious buffer) each side", "6 ft"],
             ["Driveway and street crossings, share of buffer area", "6 %"],
             ["New trail surface", "1.29 acres"],
             ["Corridor (project area)", "3.40 acres"],
             ["Disturbed", "3.10 acres"]],
            [280, 110],
            tags=[F("sidewalk_trail", {"width_ft": 10, "buffer_ft": 6, "crossing_pct": 6, "area_ac": 1.29,
                                       "standalone": True}),
                  F("net_impervious_increase_ac", 1.29), F("site_area_ac", 3.40), F("disturbed_area_ac", 3.10),
                  E("N.6.D"), E("N.6.E")],
            text="Trail 5,600 ft, 10 ft wide, 6 ft turf shoulders, crossings 6%, 1.29 acres, corridor 3.40 ac")
    d.para("The 1.29 acres of trail surface is the whole net increase in impervious surface. Two "
           "residential driveways and Kings Point Road cross the trail.")
    d.para("Because the trail is no wider than 10 feet and has a pervious buffer of at least 5 feet on "
           "each side, with crossings well under 25 percent of the buffer, we believe no District permit is "
           "needed under paragraph 2(E)(4). We will still use silt fence, erosion control blanket on the "
           "ditch slopes and seed the shoulders with MnDOT mix 25-131.")
    d.para("No wetlands were identified within the corridor; the MnRAM review is on file with the City. "
           "A 36-inch culvert under the trail at Station 31+50 is replaced in kind (same size, same inverts).")
    d.para("Sincerely, City Engineer, City of Minnetrista. Attachment: trail typical section.")
    d.new_page()
    d.heading("Typical section", 12)
    d.para("6 ft turf shoulder | 10 ft bituminous trail (2 in wear over 6 in Class 5) | 6 ft turf shoulder. "
           "Side slopes 4:1 maximum beyond the shoulders.")
    d.save()
    return Built(rec, [d.name], scenario="standalone trail 10 ft / 6 ft buffers: N.2.E.4 no permit")


def p09_street_sidewalk(folder: Path) -> Built:
    """A city public works department's typed form, scanned: street rebuild with a sidewalk on a 3-ft boulevard."""
    rec = Recorder()
    d = Doc(folder, "Deephaven_2026_Street_Project_MCWD.pdf", rec, font="Courier", size=10, margin=60)
    d.heading("CITY OF DEEPHAVEN - 2026 STREET RECONSTRUCTION", 12)
    d.para("MCWD PERMIT APPLICATION - ATTACHMENT A (PROJECT SUMMARY)")
    d.para("APPLICANT: CITY OF DEEPHAVEN (MUNICIPALITY). CONTACT: CITY ADMINISTRATOR.",
           tags=[F("applicant_public_entity", True)])
    d.para("STREETS: CARSON'S BAY ROAD AND VINE HILL LANE, 2,860 FT OF URBAN SECTION, WITH A NEW 8-FT "
           "CONCRETE SIDEWALK ALONG THE NORTH SIDE. PROJECT TYPE: PUBLIC STREET (LINEAR).",
           tags=[F("project_type", "linear")])
    d.checkbox("Public road / street / sidewalk / trail", True)
    d.checkbox("Commercial / industrial / institutional", False)
    d.table([["QUANTITY", "ACRES"],
             ["PROJECT LIMITS (R/W AND GRADING)", "3.90"],
             ["DISTURBED AREA", "3.20"],
             ["EXISTING IMPERVIOUS", "1.84"],
             ["PROPOSED IMPERVIOUS (INCL. SIDEWALK)", "2.46"],
             ["NET INCREASE (INCL. SIDEWALK)", "0.62"],
             ["SIDEWALK AREA", "0.41"]],
            [320, 80],
            tags=[F("site_area_ac", 3.90), F("disturbed_area_ac", 3.20), F("existing_impervious_ac", 1.84),
                  F("proposed_impervious_ac", 2.46), F("net_impervious_increase_ac", 0.62), E("N.6.D"), E("N.6.E")],
            text="PROJECT LIMITS 3.90 DISTURBED 3.20 EXISTING 1.84 PROPOSED 2.46 NET 0.62 SIDEWALK 0.41")
    d.para("SIDEWALK: 8 FT WIDE. BOULEVARD BETWEEN BACK OF CURB AND WALK IS 3 FT (TREE PRESERVATION LIMITS "
           "IT); 4 FT TURF BEHIND THE WALK. THE WALK AREA (0.41 AC) IS INCLUDED IN THE NET INCREASE.",
           tags=[F("sidewalk_trail", {"width_ft": 8, "buffer_ft": 3, "area_ac": 0.41, "standalone": False})])
    d.para("BMPS (MPCA PROTECTING WATER QUALITY IN URBAN AREAS): STREET WIDTH HELD AT 24 FT, RAIN GARDENS IN "
           "THE RIGHT-OF-WAY, SUMP CATCH BASINS, INLET PROTECTION AND SWEEPING DURING CONSTRUCTION.",
           tags=[S("N.3.0")])
    d.para("PERMANENT BMP LIST: 6 CURB-CUT RAIN GARDENS (TOTAL 2,700 SF); 9 SUMP CATCH BASINS WITH SNOUTS; "
           "1 HYDRODYNAMIC SEPARATOR AT THE OUTFALL TO CARSON'S BAY.", tags=[S("N.3.2")])
    d.para("NOTES: NO WETLANDS WERE IDENTIFIED IN THE PROJECT LIMITS. INFILTRATION IS NOT PROPOSED; THE RAIN "
           "GARDENS HAVE DRAIN TILE BECAUSE OF CLAY SUBSOILS. THE 2-YEAR 24-HOUR RAINFALL IS 2.85 IN.",
           tags=[F("infiltration_proposed", False)])
    d.new_page()
    d.heading("ATTACHMENT B - QUANTITIES BY STREET", 11)
    d.table([["STREET", "LENGTH FT", "EX IMP AC", "PR IMP AC"],
             ["CARSON'S BAY RD", "1,740", "1.12", "1.51"],
             ["VINE HILL LN", "1,120", "0.72", "0.95"]],
            [150, 90, 90, 90])
    d.para("PID OF CITY HALL PARCEL 17-117-23-44-0001 FOR MAILING ONLY.")
    d.save()
    return Built(rec, [d.name], kind="scanned", scenario="street + 8 ft walk on 3 ft boulevard: E.1, scanned",
                 scan=[d.name])


def p10_salt_shed(folder: Path) -> Built:
    """A county public works design memo: salt storage building, 8.6 ac, TP removal short of 50%."""
    rec = Recorder()
    d = Doc(folder, "Hennepin_Medina_Salt_Storage_Design_Memo.pdf", rec, font="Helvetica", size=9.5, margin=58,
            header="HENNEPIN COUNTY PUBLIC WORKS - Medina Facility - Salt Storage Building", footer="Page")
    d.heading("Design memorandum: stormwater", 14)
    d.para("Hennepin County (applicant; a county, so a public entity) Transportation Operations. We're "
           "putting up a 12,800 sf salt storage building (42 ft to the peak, holds about 5,000 tons) with a "
           "paved apron and loading lane, and regrading the truck yard so brine and meltwater stay on site.",
           tags=[F("applicant_public_entity", True)])
    d.para("Rule N category: institutional (county public works facility).",
           tags=[F("project_type", "institutional")])
    d.table([["Site data", "Acres"],
             ["Facility site (project area)", "8.60"],
             ["Area of disturbance", "5.40"],
             ["Impervious before", "4.80"],
             ["Impervious after", "5.95"],
             ["Net new impervious", "1.15"]],
            [260, 80],
            tags=[F("site_area_ac", 8.60), F("disturbed_area_ac", 5.40), F("existing_impervious_ac", 4.80),
                  F("proposed_impervious_ac", 5.95), F("net_impervious_increase_ac", 1.15), E("N.6.D"), E("N.6.E")],
            text="Facility site 8.60 disturbance 5.40 before 4.80 after 5.95 net 1.15")
    d.para("The facility houses 18 plow trucks; the fuel island (two 10,000 gallon tanks) is unchanged.")
    d.heading("BMPs")
    d.para("Covered salt storage, curbed apron draining to the pond, sweeping, and construction BMPs under the "
           "MPCA manual Protecting Water Quality in Urban Areas.", tags=[S("N.3.0")])
    d.para("Permanent BMPs: wet ponds A and B with skimmer outlets; sump manhole forebay; covered loading; "
           "vegetated swale along the east yard.", tags=[S("N.3.2")])
    d.para("Infiltration is not proposed (chloride).", tags=[F("infiltration_proposed", False)])
    d.heading("Rate control")
    d.table([["Event", "Existing", "Proposed"],
             ["1-yr", "4.1", "3.6"], ["10-yr", "11.2", "10.4"], ["100-yr", "22.8", "21.7"]],
            [100, 80, 80],
            tags=[F("peak_rates_cfs", {"1": {"existing": 4.1, "proposed": 3.6},
                                       "10": {"existing": 11.2, "proposed": 10.4},
                                       "100": {"existing": 22.8, "proposed": 21.7}}), E("N.6.A.9")],
            text="Event existing proposed 1-yr 4.1 3.6 10-yr 11.2 10.4 100-yr 22.8 21.7 (cfs)")
    d.para("Pond A expands the existing yard low area; outlet by reservoir routing of critical events.",
           tags=[S("N.4.2")])
    d.para("Off-site runoff from County Road 116 (2.6 ac) is routed through Pond A and modelled.", tags=[S("N.4.4")])
    d.para("No adverse effect on off-site water levels during or after construction: downstream ditch HWL "
           "drops 0.1 ft.", tags=[S("N.4.3")])
    d.para("Pond A lies above the 100-year flood elevation and within the County's own drainage easement "
           "recorded over the facility.", tags=[S("N.4.6")])
    d.para("Conforms to the City of Medina Surface Water Management Plan; the City's review letter is "
           "attached.", tags=[S("N.4.7")])
    d.para("Pond outfall: riprap apron and plunge pool to prevent erosion and scour.",
           tags=[S("N.4.8"), S("N.5.4")])
    d.heading("Water quality")
    d.para("P8 annual TP removal at the site outlet: 44 percent. (Chloride is not removed by ponding.) Both "
           "pond outlets have baffle skimmers that remove floatables for the 1-year event.",
           tags=[F("phosphorus_removal_pct", 44), S("N.5.2")])
    d.table([["Pond", "NWL", "100-yr HWL", "Safety bench", "Freeboard"],
             ["A", "955.0", "958.9", "10 ft wide at 10:1", "2.5 ft"],
             ["B (east swale)", "956.5", "958.9", "8 ft wide at 8:1", "2.0 ft"]],
            [90, 60, 80, 130, 80],
            tags=[F("ponds", [{"name": "A", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10,
                               "freeboard_ft": 2.5},
                              {"name": "B", "safety_bench_width_ft": 8, "safety_bench_slope_h_per_v": 8,
                               "freeboard_ft": 2.0}])],
            text="Pond A safety bench 10 ft at 10:1 freeboard 2.5 ft; Pond B 8 ft at 8:1 freeboard 2.0 ft")
    d.para("Pond B is squeezed between the yard and the County Road 116 ditch, so its bench is narrower.")
    d.para("Salt building lowest opening 961.8; Pond A 100-year HWL 958.9.",
           tags=[F("lowest_opening_elev_ft", 961.8), F("hwl_100yr_elev_ft", 958.9)])
    d.new_page()
    d.heading("City of Medina review")
    d.para("The City of Medina has reviewed the salt storage building plans and finds the stormwater design "
           "conforms to the City's Surface Water Management Plan. (City Engineer, May 2026)",
           tags=[E("N.6.A.11")])
    d.heading("NPDES")
    d.para("MPCA construction stormwater permit coverage C00072419 issued to Hennepin County on May 19, 2026.",
           tags=[E("N.6.A.13")])
    d.heading("HydroCAD / P8 summary")
    d.table([["Item", "Value"], ["Subcatchments", "7"], ["Pond A storage to HWL", "2.9 ac-ft"],
             ["TP load in / out", "11.6 / 6.5 lb/yr"]], [160, 120], tags=[E("N.6.A.10")],
            text="HydroCAD P8 summary")
    d.save()
    common = dict(firm="HENNEPIN COUNTY PUBLIC WORKS - ENGINEERING", project="MEDINA FACILITY SALT STORAGE BUILDING",
                  engineer="Luis A. Carrington", license_no="45561", date="05/20/2026")
    sheets = [
        ("C101", "EXISTING CONDITIONS AND DRAINAGE AREAS", [
            ("County property lines and ownership.", [E("N.6.A.1")]),
            ("Drainage areas existing and proposed; off-site CR 116 area 2.6 ac.", [E("N.6.A.2")]),
            ("No wetlands, shoreland or floodplain on the facility site.", [E("N.6.A.4")]),
            ("Contours 2 ft, NGVD 1929.", [F("contour_interval_ft", 2), F("vertical_datum", "NGVD29")])],
         ["PROPERTY LINE", "DA-1", "DA-OFF"], []),
        ("C201", "GRADING AND DRAINAGE", [
            ("Existing and proposed 2-ft contours (NGVD 1929); storm sewer and Pond A with elevations.",
             [E("N.6.A.7"), E("N.6.A.3")]),
            ("Pond A NWL 955.0, Pond B NWL 956.5; 100-yr HWL 958.9 (both).", [E("N.6.A.6")]),
            ("Drainage easement over Pond A.", [E("N.6.A.12")])],
         ["POND A", "SALT BLDG FFE 961.8"], []),
        ("C301", "POND AND OUTLET DETAILS", [
            ("Pond A section (10 ft bench at 10:1), Pond B section (8 ft bench at 8:1), skimmer outlet, "
             "riprap; specifications.",
             [E("N.6.A.8")])],
         ["POND A SECTION"], []),
    ]
    files = plan_set(folder, rec, "Medina_Salt_Storage_Plans", sheets=sheets, seed=10, **common)
    return Built(rec, [d.name] + files, scenario="county salt shed 8.6 ac D.3 public no surety; TP 44%")


def p11_street_removal(folder: Path) -> Built:
    """A city engineer's one-page-and-a-table letter: removing a street stub, net decrease."""
    rec = Recorder()
    d = Doc(folder, "Mound_Shoreline_Lane_Removal.pdf", rec, font="Times-Roman", size=11.5, margin=78)
    d.heading("City of Mound - Engineering", 14)
    d.para("August 3, 2026. To: MCWD permitting staff. Re: Shoreline Lane stub removal and Bartlett Boulevard "
           "mill and overlay.")
    d.para("The City of Mound (a municipal corporation) will tear out the dead-end stub of Shoreline Lane, "
           "which was vacated last year, restore it to turf and trees as part of Surfside Park, and mill and "
           "overlay 1,300 ft of Bartlett Boulevard at its existing width. It is a public street project; no "
           "buildings are involved.", tags=[F("applicant_public_entity", True), F("project_type", "linear")])
    d.table([["", "Acres"],
             ["Project area", "1.40"],
             ["Disturbed (removal, overlay edges, restoration)", "1.10"],
             ["Impervious, existing", "0.52"],
             ["Impervious, proposed", "0.34"],
             ["Net change in impervious", "-0.18 (decrease)"]],
            [280, 110],
            tags=[F("site_area_ac", 1.40), F("disturbed_area_ac", 1.10), F("existing_impervious_ac", 0.52),
                  F("proposed_impervious_ac", 0.34), F("net_impervious_increase_ac", -0.18), E("N.6.D"), E("N.6.E")],
            text="Project area 1.40, disturbed 1.10, existing 0.52, proposed 0.34, net change -0.18")
    d.para("Because the project reduces impervious surface, we understand no Rule N permit is required. We "
           "are sending this so the District has it on file. Erosion control: silt fence along the lakeshore "
           "and topsoil with sod on the old street bed.")
    d.para("The park is 6.2 acres; the lake frontage is 410 ft. The 100-year flood elevation of Lake "
           "Minnetonka does not reach the restored area.")
    d.save()
    return Built(rec, [d.name], scenario="street removal with restoration: net decrease, N.2.E no permit")


def p12_senior_living(folder: Path) -> Built:
    """A developer's LLC: assisted-living addition; an affiliated phase 1 next door makes it 8.1 ac (N.2.G)."""
    rec = Recorder()
    d = Doc(folder, "Trillium_Plymouth_Phase2_Stormwater.pdf", rec, font="Helvetica", size=10, margin=64,
            footer="Trillium Senior Living of Plymouth - Phase 2 -")
    d.heading("Phase 2 Assisted Living Addition - Stormwater Summary", 14)
    d.para("Applicant: Trillium Senior Living of Plymouth LLC (private developer/owner). Engineer: Elm Creek "
           "Land Design. Plymouth, Minnesota, near Gleason Lake.", tags=[F("applicant_public_entity", False)])
    d.para("The addition is a 3-story, 42-unit assisted living wing with memory care, joined to the existing "
           "86-unit building: 128 dwelling units in all on the 4.90-acre site, a density of 26.1 units per "
           "acre. Land use: multi-family residential (senior housing).",
           tags=[F("dwelling_units", 128), F("site_area_ac", 4.90), F("density_du_per_ac", 26.1),
                 F("project_type", "multi_unit_residential"), E("N.6.D")])
    d.para("Common scheme: the adjacent 3.20-acre parcel to the east (independent living, phase 1, built in "
           "2019) is owned by our affiliate Trillium Senior Living Holdings LLC. Taken together the two "
           "adjacent parcels are 8.10 acres, and we have applied Rule N on that aggregate area.",
           tags=[F("common_scheme_area_ac", 8.10)])
    d.table([["Impervious (this site)", "Acres"], ["Existing", "2.60"], ["Proposed", "3.05"],
             ["Net increase", "0.45"], ["Land disturbed", "1.20"]],
            [220, 80],
            tags=[F("existing_impervious_ac", 2.60), F("proposed_impervious_ac", 3.05),
                  F("net_impervious_increase_ac", 0.45), F("disturbed_area_ac", 1.20), E("N.6.E")],
            text="Existing 2.60 proposed 3.05 net increase 0.45 disturbed 1.20")
    d.heading("BMPs", 12)
    d.para("Underground parking puts 38 of the 52 new stalls below the building; BMPs follow the MPCA manual "
           "Protecting Water Quality in Urban Areas.", tags=[S("N.3.0")])
    d.para("Permanent BMPs: underground filtration system UF-1 (Jellyfish), a biofiltration basin on the "
           "courtyard side, and tree trenches along the drive. No pond is proposed.",
           tags=[S("N.3.2"), F("ponds", [])])
    d.para("Infiltration is not proposed; the soils are HSG C/D clay loam.", tags=[F("infiltration_proposed", False)])
    d.heading("Rate control", 12)
    d.table([["cfs", "1-yr", "10-yr", "100-yr"], ["Existing", "2.2", "5.9", "11.8"], ["Proposed", "2.0", "5.5", "11.1"]],
            [100, 70, 70, 70],
            tags=[F("peak_rates_cfs", {"1": {"existing": 2.2, "proposed": 2.0},
                                       "10": {"existing": 5.9, "proposed": 5.5},
                                       "100": {"existing": 11.8, "proposed": 11.1}}), E("N.6.A.9")],
            text="Existing 2.2 5.9 11.8 Proposed 2.0 5.5 11.1")
    d.para("The biofiltration basin uses the existing low area; outlet set by reservoir routing of "
           "critical-duration events.", tags=[S("N.4.2")])
    d.para("Runoff from 1.1 acres of the phase 1 parking lot reaches this site and is included in the model.",
           tags=[S("N.4.4")])
    d.para("No adverse effect on water levels off the site during or after construction.", tags=[S("N.4.3")])
    d.para("UF-1 and the basin are above the 100-year flood elevation and inside drainage and utility "
           "easements.", tags=[S("N.4.6")])
    d.para("Outfall to Gleason Lake storm sewer through a riprap-lined plunge pool to prevent erosion and scour.",
           tags=[S("N.4.8"), S("N.5.4")])
    d.heading("Water quality", 12)
    d.para("MIDS calculator: total phosphorus removal 52 percent annually. The UF-1 outlet has a baffle that "
           "retains floatables for the 1-year event.", tags=[F("phosphorus_removal_pct", 52), S("N.5.2")])
    d.para("New wing lowest opening 958.0; basin 100-year HWL 955.2.",
           tags=[F("lowest_opening_elev_ft", 958.0), F("hwl_100yr_elev_ft", 955.2)])
    d.para("MPCA construction stormwater permit C00072660 issued June 9, 2026 (copy on page 2).")
    d.new_page()
    d.heading("MPCA coverage", 12)
    d.para("Construction Stormwater General Permit coverage, permit C00072660, Trillium Senior Living of "
           "Plymouth LLC, Phase 2 Addition, effective June 9, 2026.", tags=[E("N.6.A.13")])
    d.heading("Computations", 12)
    d.table([["Model", "Result"], ["HydroCAD, 5 subcatchments", "see rate table"],
             ["MIDS TP removal", "52 %"]], [200, 120], tags=[E("N.6.A.10")], text="HydroCAD and MIDS")
    d.save()
    common = dict(firm="ELM CREEK LAND DESIGN", project="TRILLIUM SENIOR LIVING PHASE 2, PLYMOUTH MN",
                  engineer="Greta M. Holm", license_no="52114", date="06/12/2026")
    sheets = [
        ("C1.1", "EXISTING CONDITIONS", [
            ("Property lines of the 4.90-acre site and the affiliated phase 1 parcel.", [E("N.6.A.1")]),
            ("No wetlands, shoreland or floodplain on site.", [E("N.6.A.4")]),
            ("2-ft contours; NGVD 1929 datum.", [F("contour_interval_ft", 2), F("vertical_datum", "NGVD29")])],
         ["PROPERTY LINE", "PHASE 1"], []),
        ("C2.1", "DRAINAGE AREA MAP", [
            ("Existing and proposed drainage areas and the off-site phase 1 area.", [E("N.6.A.2")])],
         ["DA-E", "DA-P", "DA-OFF"], []),
        ("C3.1", "GRADING AND UTILITIES", [
            ("2-ft contours existing and proposed (NGVD 1929); UF-1, basin and storm sewer with elevations.",
             [E("N.6.A.7"), E("N.6.A.3")]),
            ("Biofiltration basin dry bottom 951.0; 100-yr HWL 955.2.", [E("N.6.A.6")]),
            ("Drainage and utility easements over UF-1 and the basin.", [E("N.6.A.12")])],
         ["UF-1", "BASIN", "FFE 958.0"], []),
        ("C4.1", "STORMWATER DETAILS", [
            ("UF-1 and biofiltration details and specifications.", [E("N.6.A.8")])],
         ["UF-1"], []),
    ]
    files = plan_set(folder, rec, "Trillium_Phase2_Civil", sheets=sheets, seed=12, **common)
    return Built(rec, [d.name] + files, scenario="senior living 4.9 ac + affiliate 3.2 ac = 8.1 (N.2.G) D.3; no municipal doc")
