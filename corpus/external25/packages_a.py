"""Authors 1-6: a city lift station, a park shelter, a church lot, a school gym, a hospital ramp, a marina.

Each function draws one package in one author's manner and returns what it drew. The
words carry the numbers; the tags beside them are the ground truth.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external25.common import Built, E, F, S, plan_set
from corpus.external25.doc import Doc
from corpus.truth import Recorder


def p01_lift_station(folder: Path) -> Built:
    """City of Wayzata public works memo: a lift station rebuild, BMPs only (under half an acre)."""
    rec = Recorder()
    d = Doc(folder, "Wayzata_LS4_MCWD_application.pdf", rec, font="Times-Roman", size=11,
            header="CITY OF WAYZATA - PUBLIC WORKS DEPARTMENT", footer="page")
    d.heading("MEMORANDUM", 16)
    d.para("TO: Minnehaha Creek Watershed District, Permitting")
    d.para("FROM: Utilities Superintendent, City of Wayzata, 600 Rice Street East, Wayzata MN 55391")
    d.para("DATE: April 8, 2026      RE: Sanitary Lift Station No. 4 replacement - stormwater permit application")
    d.para("The City of Wayzata, a Minnesota municipal corporation, is the applicant and owner.",
           tags=[F("applicant_public_entity", True)])
    d.para("We are replacing the 1971 wet-well/dry-well lift station at the end of Bushaway Court with a "
           "submersible station, a 14 ft x 18 ft precast control building, a paved service drive and a "
           "bypass pumping connection. The new wet well holds about 12,000 gallons; two 450 gpm pumps; "
           "1,150 LF of 8-inch force main is relined under separate contract. The station serves roughly "
           "310 connections from a sewershed of 186 acres.")
    d.para("Land use for Rule N purposes: institutional (municipal utility facility). The station parcel "
           "(PID 06-117-22-34-0012) is 0.47 acres and the whole parcel is the project site.",
           tags=[F("project_type", "institutional"), F("site_area_ac", 0.47), E("N.6.D")])
    d.heading("Impervious surface", 12)
    d.table([["", "Square feet", "Acres"],
             ["Existing impervious (old building, slab, walk)", "2,178", "0.05"],
             ["Proposed impervious (building, drive, pads)", "6,098", "0.14"],
             ["Net increase", "3,920", "0.09"]],
            [300, 90, 70],
            tags=[F("existing_impervious_ac", 0.05), F("proposed_impervious_ac", 0.14),
                  F("net_impervious_increase_ac", 0.09), E("N.6.E")],
            text="Existing impervious 0.05 ac; proposed 0.14 ac; net increase 0.09 ac")
    d.para("Area disturbed by grading, including the bypass pumping set-up area: 0.44 acres.",
           tags=[F("disturbed_area_ac", 0.44)])
    d.heading("Best management practices", 12)
    d.para("Site design keeps new paving to the minimum a vactor truck needs; the drive is 12 ft wide, "
           "not 20. Silt fence, inlet protection on the two downstream catch basins, rock construction "
           "entrance and daily sweeping during construction. All practices follow the MPCA manual "
           "Protecting Water Quality in Urban Areas.", tags=[S("N.3.0")])
    d.para("Permanent BMPs (complete list): (1) a 380 sf rain garden east of the drive, (2) a sump "
           "catch basin with SAFL baffle at the drive apron, (3) native seed restoration of all disturbed "
           "turf.", tags=[S("N.3.2")])
    d.para("Infiltration is not proposed as a stormwater practice; borings found clay loam fill and the "
           "rain garden is lined with an underdrain.", tags=[F("infiltration_proposed", False)])
    d.heading("Flood elevations", 12)
    d.para("The 100-year high water elevation of the adjacent storm pond (Wayzata Pond WP-7) is 931.8. "
           "The control building's lowest opening (door threshold) is at elevation 934.5, 2.7 ft above it. "
           "Elevations are NGVD 1929.",
           tags=[F("hwl_100yr_elev_ft", 931.8), F("lowest_opening_elev_ft", 934.5), F("vertical_datum", "NGVD29")])
    d.para("No wetlands were identified on the parcel or within 100 ft. The 2-year rainfall used for "
           "sizing the rain garden is 2.8 inches.")
    d.para("Contact: Utilities Superintendent, 952-404-5300.")
    d.save()
    return Built(rec, [d.name], scenario="institutional utility <0.5 ac, BMP only, whole-site basis")


def p02_park_shelter(folder: Path) -> Built:
    """A consultant's report for the City of Minnetonka: park shelter and parking lot; no drainage map."""
    rec = Recorder()
    d = Doc(folder, "Crane_Lake_Park_Stormwater_Report.pdf", rec, font="Helvetica", size=10,
            footer="Birchwood Civil Group | Crane Lake Park Improvements | p.")
    d.heading("Stormwater Management Report", 18)
    d.para("Crane Lake Park Improvements: Picnic Shelter, Restroom and Parking Lot. Minnetonka, Minnesota. "
           "Prepared for the City of Minnetonka Recreation Department by Birchwood Civil Group, Inc. March 2026.")
    d.heading("1. Project description")
    d.para("The City of Minnetonka (applicant, a public entity) will build a 2,900 sf open-air picnic shelter "
           "with an attached restroom building, replace the gravel lot with a 74-stall paved parking lot, and "
           "connect both to the existing trail. The park is 22.4 acres; the project area within it is 3.60 acres.",
           tags=[F("applicant_public_entity", True), F("site_area_ac", 3.60), E("N.6.D")])
    d.para("Under Rule N the park shelter is an institutional (public) use.", tags=[F("project_type", "institutional")])
    d.table([["Cover", "Existing (ac)", "Proposed (ac)", "Change (ac)"],
             ["Impervious (roofs, pavement, walks)", "0.48", "1.12", "+0.64"],
             ["Turf / prairie", "3.12", "2.48", "-0.64"]],
            [190, 90, 90, 80],
            tags=[F("existing_impervious_ac", 0.48), F("proposed_impervious_ac", 1.12),
                  F("net_impervious_increase_ac", 0.64), E("N.6.E")],
            text="Impervious existing 0.48 ac proposed 1.12 ac change +0.64")
    d.para("Grading and clearing disturb 2.90 acres, so an MPCA construction stormwater permit is required; "
           "coverage was issued (see Appendix C).", tags=[F("disturbed_area_ac", 2.90)])
    d.heading("2. Best management practices")
    d.para("BMPs were chosen from the MPCA manual Protecting Water Quality in Urban Areas: pavement limited "
           "to the stalls the park plan calls for, runoff routed to an infiltration basin, erosion control "
           "blanket on slopes steeper than 4:1, and phased grading.", tags=[S("N.3.0")])
    d.para("Permanent BMPs: infiltration basin IB-1 with pretreatment forebay; two sump manholes with "
           "baffles; 0.6 acres of native prairie restoration; an 18-inch flared end with Class III riprap.",
           tags=[S("N.3.2")])
    d.heading("3. Rate control")
    d.para("Runoff was modelled in HydroCAD with Atlas 14 MSE 3 24-hour rainfall; the infiltration basin is "
           "sited in the existing low area at the northeast corner, and its outlet was sized by reservoir "
           "routing of the critical-duration events.", tags=[S("N.4.2")])
    d.table([["Event", "Rainfall (in)", "Existing (cfs)", "Proposed (cfs)"],
             ["1-year", "2.49", "1.9", "1.4"],
             ["2-year", "2.85", "2.6", "2.0"],
             ["10-year", "4.26", "4.8", "4.1"],
             ["50-year", "6.0", "7.9", "7.2"],
             ["100-year", "7.41", "9.6", "8.8"]],
            [90, 90, 90, 90],
            tags=[F("peak_rates_cfs", {"1": {"existing": 1.9, "proposed": 1.4},
                                       "10": {"existing": 4.8, "proposed": 4.1},
                                       "100": {"existing": 9.6, "proposed": 8.8}}), E("N.6.A.9")],
            text="Peak discharge at the east property line (cfs) 1-year 1.9 1.4 10-year 4.8 4.1 100-year 9.6 8.8")
    d.para("The 14.5 acres of residential land north of the park that drain onto the site were included in "
           "the existing and proposed models and pass through the basin's overflow.", tags=[S("N.4.4")])
    d.para("Downstream water levels in Crane Lake do not rise: the proposed peak rates are below existing and "
           "construction is phased so no temporary ponding leaves the park.", tags=[S("N.4.3")])
    d.para("The basin lies above the 100-year flood elevation of Crane Lake and within the park, which the "
           "City dedicates as drainage and utility easement over the basin footprint.", tags=[S("N.4.6")])
    d.para("The design conforms to the City of Minnetonka Water Resources Management Plan (2018); see the "
           "City's review memorandum, Appendix D.", tags=[S("N.4.7")])
    d.para("The basin overflow and the 18-inch outfall end in a riprap apron with geotextile sized for the "
           "100-year outlet velocity, to prevent erosion and scour.", tags=[S("N.4.8")])
    d.para("The site is not landlocked: it outlets to Crane Lake and on to Minnehaha Creek "
           "via storm sewer.", tags=[F("landlocked", False)])
    d.heading("4. Flood protection")
    d.para("Basin IB-1 normal water (dry bottom) 940.0, 100-year HWL 944.1. Restroom lowest opening 948.6.",
           tags=[F("hwl_100yr_elev_ft", 944.1), F("lowest_opening_elev_ft", 948.6)])
    d.heading("5. Soils")
    d.para("Infiltration is proposed. Two borings (SB-1, SB-2, Appendix B) found loamy sand (HSG A/B) to "
           "12 ft; design infiltration rate 0.8 in/hr.", tags=[F("infiltration_proposed", True)])
    d.heading("Appendices")
    d.para("A: HydroCAD output (pages follow). B: soil borings. C: NPDES coverage. D: City review memo.")
    d.new_page()
    d.heading("Appendix A - HydroCAD routing summary")
    d.table([["Node", "Area (ac)", "CN", "Tc (min)", "100-yr peak (cfs)"],
             ["1S existing site", "3.60", "68", "14.2", "9.6"],
             ["2S off-site north", "14.5", "74", "22.0", "31.4"],
             ["3P basin IB-1", "-", "-", "-", "8.8 out"]],
            [110, 70, 50, 70, 110], tags=[E("N.6.A.10")],
            text="HydroCAD routing summary node area CN Tc peak")
    d.heading("Appendix B - Soil borings")
    d.para("Boring logs. SB-1: 0-1.5 ft topsoil; 1.5-12 ft SP loamy sand, no groundwater. SB-2: 0-1 ft topsoil; 1-11 ft "
           "SP-SM, groundwater not encountered. Permeability by double-ring test 0.8-1.4 in/hr.",
           tags=[E("N.6.C")])
    d.heading("Appendix C - NPDES construction stormwater permit")
    d.para("MPCA Construction Stormwater General Permit MNR100001 coverage, permit no. C00071842, issued "
           "March 2, 2026 to the City of Minnetonka for Crane Lake Park Improvements.", tags=[E("N.6.A.13")])
    d.heading("Appendix D - City of Minnetonka engineering review")
    d.para("The City's Water Resources Engineer reviewed the plans on February 20, 2026 and finds them "
           "consistent with the City's Water Resources Management Plan and its rate control standard.",
           tags=[E("N.6.A.11")])
    d.save()
    common = dict(firm="BIRCHWOOD CIVIL GROUP", project="LONE LAKE PARK IMPROVEMENTS - CITY OF MINNETONKA",
                  engineer="Dana K. Lindqvist", license_no="48812", date="3/12/2026")
    sheets = [
        ("C1.0", "EXISTING CONDITIONS", [
            ("Property lines and City park ownership shown heavy dashed. Project limits shown.", [E("N.6.A.1")]),
            ("No wetlands, shoreland or floodplain areas are on the project area; Crane Lake floodplain lies "
             "outside the park boundary shown.", [E("N.6.A.4")]),
            ("Existing contours at 2-foot intervals. Elevations NGVD 1929.",
             [F("contour_interval_ft", 2), F("vertical_datum", "NGVD29")])],
         ["PROPERTY LINE", "EX. GRAVEL LOT", "EX. 12\" RCP", "EX. CONTOUR"], []),
        ("C3.0", "GRADING AND DRAINAGE PLAN", [
            ("Proposed contours at 2-ft intervals, NGVD 1929 datum; existing contours shown dashed.", [E("N.6.A.7")]),
            ("Infiltration basin IB-1: bottom 940.0, 100-yr HWL 944.1. Existing and proposed storm sewer with "
             "inverts shown.", [E("N.6.A.3"), E("N.6.A.6")]),
            ("Drainage and utility easement over IB-1 shown hatched.", [E("N.6.A.12")])],
         ["IB-1", "HWL 944.1", "FFE 948.6", "D&U EASEMENT"], []),
        ("C4.0", "STORMWATER DETAILS AND SPECIFICATIONS", [
            ("Infiltration basin section, forebay, outlet control structure OCS-1, riprap apron details. "
             "Specifications per City standard specifications section 02720.", [E("N.6.A.8")]),
            ("Soil delineation: loamy sand (HSG A/B) under basin; permeability 0.8 in/hr design; proposed "
             "condition amended with 6 in compost in disturbed turf.", [E("N.6.A.5")])],
         ["OCS-1", "FOREBAY", "RIPRAP CL III"], []),
    ]
    files = plan_set(folder, rec, "Crane_Lake_Park_Plans", sheets=sheets, seed=2, **common)
    return Built(rec, [d.name] + files, scenario="public park shelter 3.6 ac D.2, drainage map missing")


def p03_church_lot(folder: Path) -> Built:
    """A church's own letter with a parish volunteer's table; scanned. Under half an acre."""
    rec = Recorder()
    d = Doc(folder, "Excelsior_church_parking_application.pdf", rec, font="Times-Roman", size=11, margin=80)
    d.heading("Our Savior's Lakeside Church", 15)
    d.para("480 Second Street, Excelsior, Minnesota 55331          May 4, 2026")
    d.para("Minnehaha Creek Watershed District, Permits")
    d.para("Dear Permit Coordinator,")
    d.para("The congregation wants 60 more stalls. Sunday attendance has grown to about 420 and members now "
           "park along Second Street. We propose to pave a new lot on the lawn south of the 14,500 sf sanctuary. "
           "The church owns about 2.8 acres in all (PID 34-117-23-21-0044), but the work is confined to the "
           "south lawn.")
    d.para("Our Savior's Lakeside Church is a Minnesota religious nonprofit corporation; it is not a public "
           "entity.", tags=[F("applicant_public_entity", False)])
    d.para("Our engineer tells us a church is an institutional use under Rule N.",
           tags=[F("project_type", "institutional")])
    d.heading("Project numbers", 12)
    d.table([["Item", "Value"],
             ["Project area (new lot and grading limits)", "0.42 acres"],
             ["Area disturbed", "0.48 acres"],
             ["Existing impervious in project area (walk)", "0.04 acres"],
             ["Proposed impervious in project area", "0.35 acres"],
             ["Net new impervious", "0.31 acres"],
             ["New parking stalls", "60"]],
            [280, 120],
            tags=[F("site_area_ac", 0.42), F("disturbed_area_ac", 0.48), F("existing_impervious_ac", 0.04),
                  F("proposed_impervious_ac", 0.35), F("net_impervious_increase_ac", 0.31), E("N.6.D"), E("N.6.E")],
            text="Project area 0.42 acres; disturbed 0.48; existing impervious 0.04; proposed 0.35; net 0.31")
    d.para("The disturbed area is a little larger than the project area because the contractor will stage on "
           "the existing lot.")
    d.heading("How we will handle the water", 12)
    d.para("Our engineer designed the lot to follow the MPCA handbook Protecting Water Quality in Urban Areas: "
           "the lot drains to a rain garden rather than straight to the street, we kept the drive aisle at 22 "
           "feet, and the contractor will keep silt fence and inlet protection up until the grass grows.",
           tags=[S("N.3.0")])
    d.para("The permanent practices are: a 1,100 square foot rain garden with underdrain, a sump catch basin "
           "with a snout hood, and a row of trees in the landscape islands. That is the full list.",
           tags=[S("N.3.2")])
    d.para("No buildings are part of this project. No wetlands were identified on the church property.")
    d.para("With thanks, the Buildings and Grounds Committee. Attached: lot layout by our engineer (1 page).")
    d.new_page()
    d.heading("Parking lot layout (reduced)", 12)
    d.para("Sixty 9 x 18 ft stalls, two rows, 22 ft aisle. Rain garden at southeast corner, overflow to "
           "Second Street catch basin. Sanctuary floor elevation and lot grades shown by our surveyor.")
    d.table([["Stall row", "Stalls", "Length (ft)"], ["North", "31", "279"], ["South", "29", "261"]],
            [120, 80, 80])
    d.save()
    return Built(rec, [d.name], kind="scanned", scenario="church lot 0.42 ac D.1, scanned", scan=[d.name])


def p04_school_gym(folder: Path) -> Built:
    """A private school's architect-led submittal: gym addition; 100-yr rate rises; 1-ft contours."""
    rec = Recorder()
    d = Doc(folder, "Wooddale_Academy_Gym_SWMP.pdf", rec, font="Helvetica", size=9.5, margin=60,
            header="Wooddale Academy Gymnasium Addition - Edina, MN - Stormwater Management Plan")
    d.heading("Stormwater Management Plan", 16)
    d.para("Owner: Wooddale Academy, an independent K-12 school (private). Civil engineer: Northstar Site "
           "Engineering. Architect: Hale Studio. Submitted June 2026.",
           tags=[F("applicant_public_entity", False)])
    d.para("We're adding an 18,400 sf gymnasium with 600 bleacher seats to the west side of the school, "
           "plus a bus drop-off loop. The school campus at 5100 Wooddale Avenue is one parcel of 6.40 acres and "
           "the whole campus is the site for this application.",
           tags=[F("site_area_ac", 6.40), E("N.6.D")])
    d.para("Land use: institutional (private school).", tags=[F("project_type", "institutional")])
    d.table([["", "Existing", "Proposed"],
             ["Impervious area, whole campus (ac)", "3.10", "3.72"],
             ["Net new impervious (ac)", "", "0.62"],
             ["Disturbed area (ac)", "", "1.60"]],
            [220, 90, 90],
            tags=[F("existing_impervious_ac", 3.10), F("proposed_impervious_ac", 3.72),
                  F("net_impervious_increase_ac", 0.62), F("disturbed_area_ac", 1.60), E("N.6.E")],
            text="Impervious whole campus existing 3.10 proposed 3.72 net 0.62 disturbed 1.60")
    d.heading("BMPs", 12)
    d.para("Site design: the gym sits on the old tennis courts, so most of its roof replaces pavement; the bus "
           "loop reuses the existing curb line. Practices meet the MPCA's Protecting Water Quality in Urban "
           "Areas manual.", tags=[S("N.3.0")])
    d.para("Permanent BMP list: underground storage chamber UG-1 (StormTech MC-3500, 4,150 cf), "
           "hydrodynamic separator upstream, and a 0.2 ac bioretention strip along the bus loop.",
           tags=[S("N.3.2")])
    d.para("Infiltration is not proposed: borings show HSG D clay till; UG-1 is lined.",
           tags=[F("infiltration_proposed", False)])
    d.heading("Rate control", 12)
    d.para("UG-1 sits in the existing low corner of the ball field and its outlet orifices were set by "
           "reservoir routing (HydroCAD, critical 24-hr events).", tags=[S("N.4.2")])
    d.table([["Peak flow at SW property corner (cfs)", "1-yr", "2-yr", "10-yr", "100-yr"],
             ["Existing", "3.1", "3.8", "7.4", "14.2"],
             ["Proposed", "2.9", "3.5", "7.0", "14.9"]],
            [200, 55, 55, 55, 55],
            tags=[F("peak_rates_cfs", {"1": {"existing": 3.1, "proposed": 2.9},
                                       "10": {"existing": 7.4, "proposed": 7.0},
                                       "100": {"existing": 14.2, "proposed": 14.9}}), E("N.6.A.9")],
            text="Peak flow existing 3.1 3.8 7.4 14.2 proposed 2.9 3.5 7.0 14.9")
    d.para("The 100-year proposed peak is 0.7 cfs over existing; the chamber overflows to Wooddale Avenue storm "
           "sewer, which the City says has capacity.")
    d.para("Off-site runoff from 2.2 acres of Wooddale Avenue right-of-way enters the site and is carried in the "
           "model and through UG-1's bypass.", tags=[S("N.4.4")])
    d.para("The project causes no adverse change in water levels off site during or after construction; the "
           "receiving storm sewer discharges to Minnehaha Creek far below its HWL.",
           tags=[S("N.4.3")])
    d.para("UG-1 is above the 100-year elevation and within a drainage and utility easement granted to the "
           "City of Edina.", tags=[S("N.4.6")])
    d.para("The City of Edina reviewed the plan against its Comprehensive Water Resources Management Plan and "
           "found it conforming (letter of May 28, 2026, page 2).", tags=[S("N.4.7")])
    d.para("Outlet pipe to the Wooddale Avenue manhole; the bioretention overflow has a riprap splash pad to stop "
           "scour.", tags=[S("N.4.8")])
    d.para("Gym lowest opening 902.0; adjacent 100-year HWL (UG-1 overflow) 899.4.",
           tags=[F("lowest_opening_elev_ft", 902.0), F("hwl_100yr_elev_ft", 899.4)])
    d.para("NPDES: MPCA construction stormwater permit C00072210 was issued to Wooddale Academy on May 30, 2026; "
           "coverage letter on page 2.")
    d.new_page()
    d.heading("City of Edina - Engineering Department", 12)
    d.para("May 28, 2026. The City has reviewed the Wooddale Academy gymnasium grading, drainage and utility "
           "plans. The stormwater design conforms to the City of Edina Comprehensive Water Resources "
           "Management Plan.", tags=[E("N.6.A.11")])
    d.heading("MPCA construction stormwater permit coverage", 12)
    d.para("Permit C00072210 under the Construction Stormwater General Permit, permittee Wooddale Academy, "
           "coverage effective May 30, 2026.", tags=[E("N.6.A.13")])
    d.heading("HydroCAD summary", 12)
    d.table([["Subcatchment", "Area (ac)", "CN", "100-yr (cfs)"],
             ["E1 campus", "6.40", "83", "14.2"], ["OS1 Wooddale Ave", "2.20", "95", "8.1"],
             ["P1 campus routed", "6.40", "86", "14.9"]],
            [130, 80, 60, 90], tags=[E("N.6.A.10")], text="HydroCAD subcatchment summary")
    d.save()
    common = dict(firm="NORTHSTAR SITE ENGINEERING", project="CAHILL ACADEMY GYMNASIUM ADDITION, EDINA MN",
                  engineer="Marcus J. Oyelaran", license_no="51207", date="06/02/2026")
    sheets = [
        ("C-100", "EXISTING CONDITIONS AND DRAINAGE AREAS", [
            ("Property line of the 6.40 acre campus shown; owner Wooddale Academy.", [E("N.6.A.1")]),
            ("Drainage areas: existing E1, proposed P1, off-site OS1 (Wooddale Avenue) delineated.", [E("N.6.A.2")]),
            ("No wetlands, shoreland or floodplain on the campus.", [E("N.6.A.4")]),
            ("Contours at 1-foot interval. Datum NGVD 1929.", [F("contour_interval_ft", 1), F("vertical_datum", "NGVD29")])],
         ["PROPERTY LINE", "DA E1", "DA OS1", "EX. TENNIS COURTS"], []),
        ("C-300", "GRADING, DRAINAGE AND UTILITY PLAN", [
            ("Existing and proposed storm sewer, UG-1 and bioretention with inverts and rims.", [E("N.6.A.3")]),
            ("UG-1: normal (dry) 893.0; 100-yr HWL 899.4. Gym FFE 902.0.", [E("N.6.A.6")]),
            ("Drainage and utility easement over UG-1 to the City of Edina.", [E("N.6.A.12")])],
         ["UG-1", "GYM FFE 902.0", "BUS LOOP", "D&U EASEMENT"], []),
        ("C-500", "STORMWATER DETAILS", [
            ("UG-1 chamber layout, outlet structure, bioretention section and specifications.", [E("N.6.A.8")])],
         ["MC-3500", "OCS", "BIORETENTION"], []),
    ]
    files = plan_set(folder, rec, "Wooddale_Academy_Gym_Civil", sheets=sheets, seed=4, **common)
    return Built(rec, [d.name] + files, scenario="private school 6.4 ac D.2 additional-only; 100-yr up; 1-ft contours")


def p05_hospital_ramp(folder: Path) -> Built:
    """A hospital system's design-build team: a parking ramp on a surface lot; NAVD 88; no NPDES."""
    rec = Recorder()
    d = Doc(folder, "LHP_Hopkins_Ramp_Narrative.pdf", rec, font="Helvetica", size=10,
            footer="Lakeview Health Partners - East Ramp - MCWD submittal - sheet")
    d.heading("East Parking Ramp - Stormwater Narrative", 15)
    d.para("Applicant: Lakeview Health Partners (a private nonprofit hospital system, not a public body), "
           "1500 Excelsior Blvd, Hopkins. "
           "The hospital campus covers 31.5 acres with 212 licensed beds; this application covers only the "
           "East Lot, where a 5-level, 640-stall precast ramp (68 ft tall) replaces the surface lot.",
           tags=[F("applicant_public_entity", False)])
    d.para("Rule N category: institutional (hospital).", tags=[F("project_type", "institutional")])
    d.table([["Quantity", "Value"],
             ["Project site (East Lot parcel)", "2.30 ac"],
             ["Disturbed area", "2.30 ac"],
             ["Existing impervious", "2.05 ac"],
             ["Proposed impervious", "2.12 ac"],
             ["Net increase in impervious", "0.07 ac"]],
            [250, 100],
            tags=[F("site_area_ac", 2.30), F("disturbed_area_ac", 2.30), F("existing_impervious_ac", 2.05),
                  F("proposed_impervious_ac", 2.12), F("net_impervious_increase_ac", 0.07), E("N.6.D"), E("N.6.E")],
            text="Project site 2.30 ac disturbed 2.30 existing impervious 2.05 proposed 2.12 net 0.07")
    d.para("BMPs: the ramp's footprint is mostly on existing pavement; landscaped islands become "
           "bioretention; construction BMPs per the MPCA manual Protecting Water Quality in Urban Areas.",
           tags=[S("N.3.0")])
    d.para("Permanent BMPs: (a) two bioretention cells, 2,400 sf total; (b) underground iron-enhanced sand "
           "filter below the drive aisle; (c) hydrodynamic separator at the outlet.", tags=[S("N.3.2")])
    d.para("No infiltration is proposed because the lot sits on compacted fill over clay.",
           tags=[F("infiltration_proposed", False)])
    d.heading("Rate control", 12)
    d.table([["Return period", "Existing cfs", "Proposed cfs"],
             ["1-yr", "6.8", "6.5"], ["5-yr", "10.4", "9.9"], ["10-yr", "13.9", "13.2"], ["100-yr", "24.6", "23.9"]],
            [120, 100, 100],
            tags=[F("peak_rates_cfs", {"1": {"existing": 6.8, "proposed": 6.5},
                                       "10": {"existing": 13.9, "proposed": 13.2},
                                       "100": {"existing": 24.6, "proposed": 23.9}}), E("N.6.A.9")],
            text="Return period existing proposed 1-yr 6.8 6.5 10-yr 13.9 13.2 100-yr 24.6 23.9")
    d.para("Detention uses the existing low area in the southeast island; outlet sized by reservoir routing of "
           "critical-duration events.", tags=[S("N.4.2")])
    d.para("Off-site flow from Excelsior Boulevard (0.9 ac) is included in both models.", tags=[S("N.4.4")])
    d.para("Off-site water levels are not affected: Hopkins storm trunk HGL unchanged during and after "
           "construction.", tags=[S("N.4.3")])
    d.para("The sand filter and cells are above the 100-year flood elevation and inside the drainage easement "
           "shown on C4.", tags=[S("N.4.6")])
    d.para("Outfall to the trunk manhole via a drop structure; no open outfall, so no scour.", tags=[S("N.4.8")])
    d.para("Ramp lowest opening (level P1 stair door) 912.3. 100-year HWL in the bioretention cells 911.0.",
           tags=[F("lowest_opening_elev_ft", 912.3), F("hwl_100yr_elev_ft", 911.0)])
    d.para("City of Hopkins engineering reviewed the plans at the March 2026 DRC meeting; its comment letter "
           "is attached as page 2.")
    d.para("Computations: HydroCAD summary, page 2.")
    d.new_page()
    d.heading("City of Hopkins - Development Review Committee comments", 12)
    d.para("The City has reviewed the East Ramp grading and storm sewer plans; the project is consistent with "
           "the Hopkins Local Surface Water Management Plan. Comments: none outstanding.", tags=[E("N.6.A.11"), S("N.4.7")])
    d.heading("HydroCAD summary", 12)
    d.table([["Node", "Area (ac)", "CN", "1-yr", "10-yr", "100-yr"],
             ["EX-1", "2.30", "96", "6.8", "13.9", "24.6"], ["OFF-1", "0.90", "98", "2.9", "5.4", "9.1"],
             ["PR-1 routed", "2.30", "96", "6.5", "13.2", "23.9"]],
            [90, 60, 40, 50, 50, 50], tags=[E("N.6.A.10")], text="HydroCAD node summary")
    d.save()
    common = dict(firm="GRANITE RIDGE ENGINEERS", project="LHP EAST PARKING RAMP, HOPKINS MN",
                  engineer="Priya S. Hallberg", license_no="44390", date="3/30/2026")
    sheets = [
        ("C1", "EXISTING CONDITIONS", [
            ("Property lines of the East Lot and LHP ownership.", [E("N.6.A.1")]),
            ("No wetlands, shoreland or floodplain on site.", [E("N.6.A.4")]),
            ("Contours at 2-ft intervals; elevations NAVD 88.", [F("contour_interval_ft", 2), F("vertical_datum", "NAVD88")])],
         ["PROPERTY LINE", "EX. LOT"], []),
        ("C2", "DRAINAGE AREA MAP", [
            ("Existing EX-1, proposed PR-1 and off-site OFF-1 drainage areas.", [E("N.6.A.2")])],
         ["EX-1", "PR-1", "OFF-1"], []),
        ("C4", "GRADING AND STORM SEWER", [
            ("Existing and proposed storm sewer, bioretention and sand filter, with elevations.", [E("N.6.A.3")]),
            ("Bioretention normal 905.5 (dry), 100-yr HWL 911.0.", [E("N.6.A.6")]),
            ("Drainage easement over the filter and cells.", [E("N.6.A.12")])],
         ["SAND FILTER", "BIO-1", "BIO-2", "RAMP"], []),
        ("C5", "STORMWATER DETAILS", [
            ("Bioretention, iron-enhanced sand filter and separator details and specifications.", [E("N.6.A.8")])],
         ["DETAIL 1", "DETAIL 2"], []),
    ]
    files = plan_set(folder, rec, "LHP_East_Ramp_Civil", sheets=sheets, seed=5, **common)
    return Built(rec, [d.name] + files, scenario="hospital ramp 2.3 ac D.2; NAVD88; no NPDES; opening 1.3 ft")


def p06_marina(folder: Path) -> Built:
    """A marina LLC's engineer: boat storage building, 9.1 ac, Sections 3-5, surety, short freeboard, no 11x17."""
    rec = Recorder()
    d = Doc(folder, "Black_Lake_Marina_Permit_Application.pdf", rec, font="Courier", size=9.5, margin=54)
    d.heading("BLACK LAKE MARINA - COLD STORAGE BUILDING NO. 3", 13)
    d.para("PERMIT APPLICATION NARRATIVE - MINNEHAHA CREEK WATERSHED DISTRICT")
    d.para("APPLICANT: BLACK LAKE MARINA HOLDINGS LLC (PRIVATE), 4150 SHORELINE DRIVE, SPRING PARK MN. "
           "ENGINEER: LAKESHORE CIVIL, LLC.", tags=[F("applicant_public_entity", False)])
    d.para("THE OWNER IS BUILDING A 24,000 SF HEATED BOAT STORAGE BUILDING FOR ABOUT 380 BOATS, WITH A "
           "PAVED YARD, ON THE UPLAND PART OF THE MARINA. THE MARINA HAS 140 SLIPS; DOCKS ARE NOT PART OF "
           "THIS WORK. USE: COMMERCIAL MARINA.", tags=[F("project_type", "commercial")])
    d.table([["SITE DATA", "ACRES"],
             ["MARINA PARCEL (PIDS 18-117-23-12-0003/0004) = SITE", "9.10"],
             ["EXISTING IMPERVIOUS", "4.20"],
             ["PROPOSED IMPERVIOUS", "5.10"],
             ["NET INCREASE", "0.90"],
             ["AREA DISTURBED (INCL. STOCKPILE AREA)", "5.30"]],
            [330, 80],
            tags=[F("site_area_ac", 9.10), F("existing_impervious_ac", 4.20), F("proposed_impervious_ac", 5.10),
                  F("net_impervious_increase_ac", 0.90), F("disturbed_area_ac", 5.30), E("N.6.D"), E("N.6.E")],
            text="SITE 9.10 EXISTING IMPERVIOUS 4.20 PROPOSED 5.10 NET 0.90 DISTURBED 5.30")
    d.para("BMPS FOLLOW MPCA 'PROTECTING WATER QUALITY IN URBAN AREAS': BOAT YARD RUNOFF IS ROUTED TO A WET "
           "POND INSTEAD OF THE LAKE; ROOF DRAINS TO THE POND; WASH WATER GOES TO SANITARY.", tags=[S("N.3.0")])
    d.para("PERMANENT BMPS: (1) WET POND P-1 WITH SKIMMER OUTLET, (2) PRETREATMENT SUMP MH, (3) 40-FT NATIVE "
           "SHORELAND BUFFER. NO OTHERS.", tags=[S("N.3.2")])
    d.para("INFILTRATION IS NOT PROPOSED (HIGH GROUNDWATER). THE SITE IS NOT LANDLOCKED; IT DRAINS TO LAKE "
           "MINNETONKA (WEST ARM).", tags=[F("infiltration_proposed", False), F("landlocked", False)])
    d.heading("RATE CONTROL", 11)
    d.table([["EVENT", "EXIST CFS", "PROP CFS"],
             ["1-YR", "8.2", "6.1"], ["2-YR", "10.0", "7.7"], ["10-YR", "17.5", "14.9"],
             ["50-YR", "28.1", "25.0"], ["100-YR", "33.9", "31.2"]],
            [100, 90, 90],
            tags=[F("peak_rates_cfs", {"1": {"existing": 8.2, "proposed": 6.1},
                                       "10": {"existing": 17.5, "proposed": 14.9},
                                       "100": {"existing": 33.9, "proposed": 31.2}}), E("N.6.A.9")],
            text="EVENT EXIST PROP 1-YR 8.2 6.1 10-YR 17.5 14.9 100-YR 33.9 31.2")
    d.para("P-1 OCCUPIES THE EXISTING LOW SWALE; OUTLET SET BY RESERVOIR ROUTING (HYDROCAD) OF CRITICAL "
           "DURATION EVENTS.", tags=[S("N.4.2")])
    d.para("OFF-SITE RUNOFF FROM COUNTY ROAD 15 (1.4 AC) IS ROUTED AROUND P-1 IN A SWALE AND MODELLED.",
           tags=[S("N.4.4")])
    d.para("NO ADVERSE EFFECT ON OFF-SITE WATER LEVELS DURING OR AFTER CONSTRUCTION; LAKE LEVEL IS "
           "CONTROLLED AT GRAYS BAY DAM.", tags=[S("N.4.3")])
    d.para("P-1 IS ABOVE THE 100-YEAR FLOOD ELEVATION OF THE LAKE AND INSIDE A DRAINAGE AND FLOWAGE "
           "EASEMENT TO THE CITY OF SPRING PARK.", tags=[S("N.4.6")])
    d.para("CITY OF SPRING PARK CONFIRMS CONFORMANCE WITH ITS LOCAL WATER MANAGEMENT PLAN (LETTER "
           "IN THE ATTACHMENTS).", tags=[S("N.4.7")])
    d.para("P-1 OUTFALL: 24-IN FES WITH CLASS IV RIPRAP AND GEOTEXTILE; ENERGY DISSIPATION FOR BOTH RATE AND "
           "QUALITY OUTFLOW.", tags=[S("N.4.8"), S("N.5.4")])
    d.heading("WATER QUALITY", 11)
    d.para("P8 MODEL: ANNUAL TOTAL PHOSPHORUS REMOVAL 54 PERCENT AT THE SITE OUTLET. POND OUTLET HAS A BAFFLE "
           "SKIMMER THAT HOLDS BACK FLOATABLES FOR THE 1-YEAR EVENT.",
           tags=[F("phosphorus_removal_pct", 54), S("N.5.2")])
    d.table([["POND", "NWL", "100-YR HWL", "BENCH WIDTH", "BENCH SLOPE", "FREEBOARD"],
             ["P-1", "936.0", "938.6", "10 FT", "10:1", "1.5 FT"]],
            [60, 60, 80, 90, 90, 80],
            tags=[F("ponds", [{"name": "P-1", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10,
                               "freeboard_ft": 1.5}])],
            text="POND P-1 BENCH 10 FT 10:1 FREEBOARD 1.5 FT")
    d.para("BUILDING LOWEST OPENING 941.0, 2.4 FT ABOVE THE P-1 100-YR HWL OF 938.6.",
           tags=[F("lowest_opening_elev_ft", 941.0), F("hwl_100yr_elev_ft", 938.6)])
    d.para("MPCA NPDES CONSTRUCTION STORMWATER PERMIT C00072555 ISSUED 5/11/2026 (COPY IN THE ATTACHMENTS).")
    d.new_page()
    d.heading("ATTACHMENTS", 11)
    d.para("CITY OF SPRING PARK, 5/2/2026: THE CITY HAS REVIEWED THE COLD STORAGE BUILDING NO. 3 GRADING AND "
           "STORM PLANS AND FINDS THEM IN CONFORMANCE WITH THE CITY'S LOCAL WATER MANAGEMENT PLAN.",
           tags=[E("N.6.A.11")])
    d.para("MPCA: CONSTRUCTION STORMWATER GENERAL PERMIT COVERAGE, PERMIT NUMBER C00072555, PERMITTEE BLACK "
           "LAKE MARINA HOLDINGS LLC, EFFECTIVE MAY 11, 2026.", tags=[E("N.6.A.13")])
    d.para("HYDROCAD AND P8 OUTPUT SUMMARY: 6 SUBCATCHMENTS, 1 POND; P8 TP LOAD IN 9.8 LB/YR, OUT 4.5 LB/YR.",
           tags=[E("N.6.A.10")])
    d.para("DRAFT STORMWATER MAINTENANCE AGREEMENT (MCWD FORM) BETWEEN THE DISTRICT AND BLACK LAKE MARINA "
           "HOLDINGS LLC FOR POND P-1, ITS OUTLET AND THE RIPRAP OUTFALL: INSPECTION EACH SPRING, SEDIMENT "
           "REMOVAL WHEN 50% OF SUMP FULL, OWNER RESPONSIBLE.", tags=[E("N.6.B")])
    d.save()
    common = dict(firm="LAKESHORE CIVIL, LLC", project="BLACK LAKE MARINA COLD STORAGE BLDG 3, SPRING PARK MN",
                  engineer="Thomas R. Vang", license_no="40977", date="05/14/2026")
    sheets = [
        ("C0.1", "EXISTING SITE AND DRAINAGE AREAS", [
            ("Property lines, both marina PIDs, owned by the applicant.", [E("N.6.A.1")]),
            ("Existing and proposed subwatersheds and the County Road 15 off-site area (1.4 ac).", [E("N.6.A.2")]),
            ("Shoreland of Lake Minnetonka (OHW 929.4) delineated; no wetlands on the upland.", [E("N.6.A.4")]),
            ("2-FT CONTOURS, NGVD 1929.", [F("contour_interval_ft", 2), F("vertical_datum", "NGVD29")])],
         ["PROPERTY LINE", "OHW 929.4", "DA-1", "DA-OFF"], []),
        ("C2.0", "GRADING AND STORM SEWER", [
            ("Existing and proposed storm sewer, pond P-1 and outlet with elevations; 2-ft contours NGVD 1929.",
             [E("N.6.A.3"), E("N.6.A.7")]),
            ("P-1 NWL 936.0, 100-yr HWL 938.6.", [E("N.6.A.6")]),
            ("Drainage and flowage easement over P-1 shown.", [E("N.6.A.12")])],
         ["P-1", "BLDG 3 FFE 941.0", "FLOWAGE ESMT"], []),
        ("C3.0", "POND AND OUTLET DETAILS", [
            ("Pond P-1 section (10 ft bench at 10:1), skimmer outlet, riprap and specifications.", [E("N.6.A.8")])],
         ["P-1 SECTION", "SKIMMER"], []),
    ]
    files = plan_set(folder, rec, "Black_Lake_Marina_Plans_FULL", sheets=sheets, reduced=False, seed=6, **common)
    return Built(rec, [d.name] + files, scenario="marina 9.1 ac D.3 private surety; freeboard 1.5; no reduced set")
