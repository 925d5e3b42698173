"""Packages whose question is ownership: a church's new lot, a school campus of several
parcels, a sister LLC next door, and a site part of which holds an earlier District permit.

Where the pages say the neighbouring development predates Rule N, or the neighbour is not
under common ownership, no aggregate is recorded: the rule counts only development since
Rule N took effect on adjacent sites under common or related ownership.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external16 import appendix as ap
from corpus.external16.doc import ANSI_D, ARCH_D, TABLOID, F, S, X
from corpus.external16.package import Pkg
from corpus.external16.plans import PlanSet, Sheet
from corpus.external16.pk_phases import _rates


def church_parking_lot(root: Path) -> Pkg:
    """A congregation paves the house lot it bought next door; the campus predates Rule N. Scanned."""
    p = Pkg(root, "x16-02-st-bart-parking", 1602, "institutional 0.44 ac lot, campus predates Rule N -> D.1; scanned",
            kind="scanned")
    d = p.doc("St_Bartholomew_parking_MCWD.pdf", font="Times-Roman", size=11, margin=72)
    d.line("St. Bartholomew Lutheran Church", bold=True, size=14)
    d.line("615 Rice Street East, Wayzata, Minnesota 55391")
    d.space(8)
    d.line("January 21, 2025")
    d.line("Minnehaha Creek Watershed District, Permitting")
    d.line("15320 Minnetonka Boulevard, Minnetonka, MN 55345")
    d.space(8)
    d.line("Re: Stormwater permit application - east parking lot, 1822 Ferndale Road", bold=True)
    d.space(4)
    d.para("Dear Permitting Staff: St. Bartholomew Lutheran Church purchased the single-family lot at 1822 Ferndale "
           "Road (PID 06-117-22-41-0033) in 2023 and proposes to remove the house and build a 38-stall parking "
           "lot for the church, an institutional use.", F("project_type", "institutional"))
    d.para("The project area is the former residential lot, 0.44 acres. Construction will disturb 0.41 acres.",
           F("site_area_ac", 0.44), F("disturbed_area_ac", 0.41))
    d.para("The church campus to the west (PID 06-117-22-41-0030, 3.9 acres, sanctuary of 21,400 square feet) has "
           "been owned by the congregation since 1957. The sanctuary (1961) and the education wing (1988) both "
           "predate the District's Rule N, and nothing has been built on the campus since; we therefore have not "
           "aggregated the campus with the new lot.")
    d.para("The applicant is a church, not a governmental unit.", F("applicant_public_entity", False))
    d.para("Sincerely,  Pastor Ruth Lindahl, for the Church Council")
    d.new_page()
    d.heading("Project data")
    d.table([["Item", "Existing", "Proposed"],
             ["Impervious (house, garage, driveway / parking lot)", "3,050 sq ft", "14,375 sq ft"],
             ["Parking stalls on the lot", "2", "38"],
             ["Green space", "16,116 sq ft", "4,791 sq ft"]], [250, 90, 90],
            tags=[[], [F("existing_impervious_ac", round(3050 / 43560, 4)), F("proposed_impervious_ac", round(14375 / 43560, 4))]])
    d.para("Our engineer (Sorensen Engineering, LLC) advises that a church is an institutional use under Rule N "
           "paragraph D, and that a site under one-half acre needs only the Best Management Practices of Section 3.")
    d.heading("Best management practices")
    d.para("The lot was laid out to keep impervious area as small as the stall count allows (9-foot stalls, one-way "
           "aisle), and the practices follow the MPCA manual Protecting Water Quality in Urban Areas.", S("N.3.0"))
    d.para("Runoff from the lot is treated in a 1,150 square foot rain garden (an infiltration basin) at the "
           "southeast corner; infiltration is proposed because the borings show sandy loam.",
           F("infiltration_proposed", True))
    d.para("Permanent BMPs: (1) rain garden / infiltration basin with a 6-inch ponding depth; (2) pretreatment "
           "forebay with a sump catch basin; (3) 14 boulevard trees; (4) snow storage on turf away from the "
           "rain garden.", S("N.3.2"))
    d.para("No wetlands were identified on the lot, and the lot is outside the Lake Minnetonka floodplain.")
    d.new_page()
    d.heading("Sketch site plan (not to scale)")
    d.para("Ferndale Road to the north; sanctuary to the west; 38 stalls; rain garden southeast; existing house "
           "and detached garage to be removed. Prepared by Sorensen Engineering, LLC, Excelsior, MN.")
    d.c.rect(100, 250, 400, 300)
    d.c.rect(380, 270, 100, 60)
    d.c.setFont("Times-Roman", 9)
    d.c.drawString(390, 300, "RAIN GARDEN")
    d.c.drawString(200, 520, "FERNDALE ROAD")
    d.c.drawString(110, 400, "PARKING (38)")
    d.save()
    return p


def school_campus(root: Path) -> Pkg:
    """A school district expands one campus over three parcels; a fourth predates Rule N."""
    p = Pkg(root, "x16-03-isd277-grandview", 1603,
            "institutional 11.6 ac public, H +27% additional_only -> D.3; NAVD88; NPDES not yet")
    d = p.doc("ISD277_Grandview_Campus_Stormwater.pdf", font="Helvetica", size=10,
                  header="Westonka Public Schools - ISD 277  |  Grandview Middle School Campus Expansion",
                  footer="Larkspur Engineering  -  Page {page}")
    d.line("Grandview Middle School Campus Expansion", bold=True, size=16)
    d.line("Stormwater Management Plan for MCWD Rule N  -  Mound, Minnesota  -  February 2025", size=11)
    d.space(10)
    d.heading("Applicant")
    d.para("Independent School District No. 277 (Westonka Public Schools) is a public school district and a "
           "political subdivision of the State of Minnesota; it requests that no surety be required.",
           F("applicant_public_entity", True))
    d.heading("Parcels")
    d.para("The district has assembled the campus from the parcels below. The bus garage parcel is adjacent and "
           "district-owned, but the garage was built in 1976 and nothing has been developed on it since Rule N "
           "took effect; no work is proposed there.")
    d.table([["Parcel", "PID", "Acquired", "Area (ac)", "In this project"],
             ["A - existing school", "13-117-24-12-0004", "1959", "6.20", "yes"],
             ["B - former church", "13-117-24-12-0011", "2022", "2.85", "yes"],
             ["C - two residences", "13-117-24-12-0015/16", "2023", "2.55", "yes"],
             ["Project site (A-C)", "", "", "11.60", ""],
             ["D - bus garage", "13-117-24-13-0002", "1975", "3.10", "no"]], [130, 130, 70, 70, 90],
            tags=[[], [], [], [], [F("site_area_ac", 11.6)], []])
    d.heading("Scope")
    d.para("A 38,000 square foot classroom and gymnasium addition, a bus loop, a 210-stall parking lot on "
           "Parcels B and C, and a new stormwater pond. Land use: institutional (public school).",
           F("project_type", "institutional"))
    d.para("Impervious surface on the project site: existing 4.90 acres, proposed 6.22 acres, a net increase of "
           "1.32 acres (27 percent). Because the increase is under 50 percent, Rule N applies to the additional "
           "impervious surface and the altered area.", F("existing_impervious_ac", 4.9),
           F("proposed_impervious_ac", 6.22), F("net_impervious_increase_ac", 1.32))
    d.para("Disturbed area: 7.4 acres.", F("disturbed_area_ac", 7.4))
    d.heading("Rate control")
    d.table([["Return period", "Existing peak (cfs)", "Proposed peak (cfs)"],
             ["1-year", "7.1", "5.0"], ["10-year", "16.4", "13.2"], ["100-year", "33.8", "31.5"]],
            [120, 130, 130], tags=[[X("N.6.A.9")], [F("peak_rates_cfs", _rates((7.1, 5.0), (16.4, 13.2), (33.8, 31.5)))]])
    d.para("The new pond occupies the natural depression on Parcel C; outlet structures were designed by "
           "reservoir routing (XPSWMM) of critical-duration events.", S("N.4.2"))
    d.para("Downstream water levels in the Langdon Lake outlet channel are unchanged; the project will not "
           "adversely affect off-site water levels during or after construction.", S("N.4.3"))
    d.para("Runoff from 4.2 acres of Commerce Boulevard right-of-way tributary to the campus is included in the "
           "model and routed through the pond.", S("N.4.4"))
    d.para("The pond lies above the 100-year flood elevation of Langdon Lake and within a drainage and utility "
           "easement to be granted to the City of Mound.", S("N.4.6"))
    d.para("The City of Mound confirmed conformance with its Surface Water Management Plan (letter of January 30, "
           "2025, attached).", S("N.4.7"))
    d.para("Outfalls have riprap aprons and a plunge pool.", S("N.4.8"), S("N.5.4"))
    d.heading("Water quality")
    d.para("P8 annual TP removal: 62 percent.", F("phosphorus_removal_pct", 62))
    d.para("The pond outlet has a submerged reverse-slope pipe that removes floatables for the 1-year event.", S("N.5.2"))
    d.table([["Pond", "Safety bench", "Bench slope", "Freeboard"], ["North Pond", "10 ft", "10H:1V", "2.0 ft"]],
            [110, 90, 90, 90], tags=[[], [F("ponds", [{"name": "North Pond", "safety_bench_width_ft": 10,
                                                      "safety_bench_slope_h_per_v": 10, "freeboard_ft": 2.0}])]])
    d.para("An infiltration basin east of the gym is proposed; soils are described on sheet C2.", F("infiltration_proposed", True))
    d.para("Lowest opening of the addition 952.0; 100-year HWL of the North Pond 947.5.",
           F("lowest_opening_elev_ft", 952.0), F("hwl_100yr_elev_ft", 947.5))
    d.heading("Best management practices")
    d.para("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas: North Pond, infiltration basin, "
           "pervious-paver plaza, and tree trenches along the bus loop.", S("N.3.0"), S("N.3.2"))
    d.heading("Status of other approvals")
    d.para("NPDES construction stormwater permit: the contractor will apply to the MPCA after bidding; it is not "
           "yet available. Attached: Appendix A computations, Appendix B borings, the City of Mound letter.")
    ap.computations(d, "Appendix A - XPSWMM and P8 computations", [
        ["Node", "1-yr", "10-yr", "100-yr", "P8 TP"],
        ["North Pond outlet", "5.0 cfs", "13.2 cfs", "31.5 cfs", "62%"],
        ["Commerce Blvd inflow", "2.6 cfs", "6.9 cfs", "13.0 cfs", "-"]])
    ap.borings(d, "American Engineering Testing", [("SB-1", "25 ft", "Sandy loam over poorly graded sand (SP)"),
                                                   ("SB-4", "25 ft", "Silty sand (SM); water at 17 ft"),
                                                   ("SB-9", "20 ft", "Fill 4 ft; lean clay (CL)")])
    ap.city_letter(d, "Mound", "January 30, 2025", "Grandview Middle School Campus Expansion", "B. Hanson",
                   "Surface Water Management Plan")
    d.save()
    plans = PlanSet("Larkspur Engineering", "5200 Shoreline Drive, Mound, MN 55364", "Grandview MS Campus Expansion",
                    "Independent School District No. 277", "Priya N. Haugen", "47261", "2/14/2025", [
                        Sheet("C1", "EXISTING CONDITIONS AND REMOVALS", notes=[
                            ("District property lines, Parcels A-D.", [X("N.6.A.1")]),
                            ("Wetland W-1 (0.3 ac, delineated 2024) and Langdon Lake shoreland boundary shown.", [X("N.6.A.4")]),
                            ("Elevations are NAVD 88. Contour interval 2 ft.",
                             [F("vertical_datum", "NAVD88"), F("contour_interval_ft", 2)])]),
                        Sheet("C2", "DRAINAGE AREAS AND SOILS", notes=[
                            ("Existing and proposed drainage areas; off-site area from Commerce Blvd (4.2 ac).", [X("N.6.A.2")]),
                            ("Soils: Hayden loam (B) at infiltration basin, measured rate 0.45 in/hr; existing and "
                             "proposed soil delineation.", [X("N.6.A.5")])]),
                        Sheet("C3", "GRADING AND UTILITIES", notes=[
                            ("Existing and proposed storm sewer, pond and infiltration basin with elevations.", [X("N.6.A.3")]),
                            ("North Pond NWL 943.0, HWL 947.5; Langdon Lake OHW 929.4, 100-yr 931.0.", [X("N.6.A.6")]),
                            ("Drainage and utility easement to the City of Mound over the pond.", [X("N.6.A.12")])],
                              pond=True, buildings=2),
                        Sheet("C4", "STORMWATER DETAILS", notes=[
                            ("Outlet structure, reverse-slope pipe, infiltration basin and riprap details; "
                             "specifications in project manual Section 33 40 00.", [X("N.6.A.8")])]),
                    ])
    p.plans("ISD277_Plans_22x34.pdf", ANSI_D, plans, "plan_set.full_size")
    p.plans("ISD277_Plans_11x17.pdf", TABLOID, plans, "plan_set.reduced")
    return p


def sister_llc_storage(root: Path) -> Pkg:
    """A 1.4-acre commercial site next to a sister LLC's 7.6 acres: a 9-acre scheme. No reduced set."""
    p = Pkg(root, "x16-04-hollis-storage", 1604,
            "commercial 1.4 ac + sister LLC 7.6 ac = 9.0 -> D.3; freeboard 1.5; no reduced set")
    d = p.doc("Hollis_Storage_Stormwater_Memo.pdf", font="Helvetica", size=10)
    d.line("MEMORANDUM", bold=True, size=14)
    d.line("To: Minnehaha Creek Watershed District")
    d.line("From: Jonas Berglund, P.E., Berglund Water Resources")
    d.line("Date: June 2, 2025")
    d.line("Re: Ridgedale Self Storage, 12900 Wayzata Boulevard, Minnetonka - Rule N")
    d.space(8)
    d.para("Hollis Storage Partners LLC will build a three-story climate-controlled self-storage building "
           "(96,000 sf gross floor area, 1,040 units) with 14 parking spaces. The use is commercial.",
           F("project_type", "commercial"))
    d.para("Site: 1.4 acres (Lot 2, Block 1, Hollis Addition).", F("site_area_ac", 1.4))
    d.para("Ownership: the two parcels are under common ownership (Hollis Storage Partners LLC and Hollis Auto "
           "Holdings LLC have the same principals, Dana and Craig Hollis). The adjoining Hollis Auto parcel "
           "(Lot 1, Block 1; 7.6 ac) was developed in 2015 under MCWD Permit 15-087, after Rule N took effect. "
           "In the aggregate the common scheme is 9.0 acres, so Sections 3, 4 and 5 apply.",
           F("common_scheme_area_ac", 9.0))
    d.para("Impervious: 0.05 ac existing (bituminous drive), 1.02 ac proposed.",
           F("existing_impervious_ac", 0.05), F("proposed_impervious_ac", 1.02))
    d.para("Disturbance 1.5 ac; private applicant (not a public entity).", F("disturbed_area_ac", 1.5),
           F("applicant_public_entity", False))
    d.heading("Quantity")
    d.table([["Peak (cfs)", "1-yr", "10-yr", "100-yr"], ["Existing", "1.10", "2.95", "6.20"], ["Proposed", "0.62", "2.41", "5.88"]],
            [90, 60, 60, 60], tags=[[X("N.6.A.9")], [F("peak_rates_cfs", _rates((1.10, 0.62), (2.95, 2.41), (6.20, 5.88)))]])
    d.para("The small pond uses the existing swale low point; outlet sized by reservoir routing of critical "
           "storms (HydroCAD).", S("N.4.2"))
    d.para("No adverse effect on off-site water levels; the Wayzata Boulevard storm sewer receives lower "
           "peaks in all events.", S("N.4.3"))
    d.para("Off-site runoff: 0.8 acres of the Hollis Auto lot drains onto the site and is included in the model.",
           S("N.4.4"))
    d.para("The pond is above the 100-year flood elevation and within a drainage easement.", S("N.4.6"))
    d.para("Consistent with the City of Minnetonka Water Resources Management Plan; City staff review letter "
           "May 12, 2025 enclosed.", S("N.4.7"))
    d.para("Riprap at the outfall for erosion and scour control.", S("N.4.8"), S("N.5.4"))
    d.heading("Quality")
    d.para("MIDS: 58% TP removal.", F("phosphorus_removal_pct", 58))
    d.para("Storage Pond: bench 10 feet at 10:1; freeboard 1.5 feet above the 100-year level of 958.5.",
           F("ponds", [{"name": "Storage Pond", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10,
                        "freeboard_ft": 1.5}]))
    d.para("Building lowest opening 962.0; 100-year HWL 958.5.", F("lowest_opening_elev_ft", 962.0),
           F("hwl_100yr_elev_ft", 958.5))
    d.para("Infiltration is not proposed due to clay soils. The site is not landlocked.",
           F("infiltration_proposed", False), F("landlocked", False))
    d.para("BMPs are per the MPCA Protecting Water Quality in Urban Areas manual. List of permanent BMPs: "
           "wet pond, hydrodynamic separator (Stormceptor STC 900), riprap outfall.", S("N.3.0"), S("N.3.2"))
    d.para("Enclosed: HydroCAD and MIDS computations; MPCA NPDES permit coverage; City letter; full-size plans "
           "(24x36).")
    ap.computations(d, "HydroCAD / MIDS output - Ridgedale Self Storage", [
        ["Node", "1-yr", "10-yr", "100-yr", "TP removal"],
        ["Storage Pond", "0.62 cfs", "2.41 cfs", "5.88 cfs", "58%"]])
    ap.npdes_card(d, "C00072377", "Ridgedale Self Storage", "Hollis Storage Partners LLC", "5/20/2025", 1.5)
    ap.city_letter(d, "Minnetonka", "May 12, 2025", "Ridgedale Self Storage", "W. Wischnack",
                   "Water Resources Management Plan")
    d.save()
    plans = PlanSet("Berglund Water Resources", "401 Second Avenue South, Hopkins, MN 55343", "Ridgedale Self Storage",
                    "Hollis Storage Partners LLC", "Jonas Berglund", "44107", "06/02/2025", [
                        Sheet("C100", "SITE AND PROPERTY", notes=[
                            ("Property lines of Lot 2 (applicant) and Lot 1 (Hollis Auto Holdings LLC).", [X("N.6.A.1")]),
                            ("No wetlands, shoreland or floodplain on the site.", [X("N.6.A.4")])]),
                        Sheet("C200", "GRADING, DRAINAGE AND STORMWATER", notes=[
                            ("Existing and proposed subwatersheds, off-site area from Lot 1.", [X("N.6.A.2")]),
                            ("Existing and proposed storm facilities with elevations.", [X("N.6.A.3")]),
                            ("Pond NWL 955.0 / HWL 958.5; existing 100-yr 957.2.", [X("N.6.A.6")]),
                            ("2-ft contours, NGVD29 datum.", [F("contour_interval_ft", 2), F("vertical_datum", "NGVD29")]),
                            ("Drainage easement over pond, Doc. 5120334.", [X("N.6.A.12")])], pond=True),
                        Sheet("C300", "DETAILS", notes=[
                            ("Outlet structure, separator and riprap details and specifications.", [X("N.6.A.8")])]),
                    ])
    p.plans("Hollis_Storage_Plans_24x36.pdf", ARCH_D, plans, "plan_set.full_size")
    return p


def prior_permit_clinic(root: Path) -> Pkg:
    """Part of the site already holds a District permit; the aggregate does not change the paragraph."""
    p = Pkg(root, "x16-08-blake-rd-clinic", 1608, "commercial 1.8 ac, earlier permit 2.1 ac, aggregate 3.9 -> D.2; complete")
    d = p.doc("BlakeRoad_South_Building_Permit_Application.pdf", font="Helvetica", size=10)
    d.line("MCWD PERMIT APPLICATION - STORMWATER (RULE N)", bold=True, size=13)
    d.table([["Field", "Entry"],
             ["Project", "Blake Road Medical Campus - South Building"],
             ["Location", "215 Blake Road North, Hopkins, MN 55343 (PID 24-117-22-33-0041)"],
             ["Applicant", "Blake Road Medical Properties LLC (private)"],
             ["Public entity?", "No"],
             ["Land use", "Commercial (medical office)"],
             ["Area of this application", "1.80 acres (south portion)"],
             ["Area disturbed", "2.0 acres"],
             ["Previous MCWD permits on the site", "2012-201 (north building, north 2.10 acres)"]], [180, 300],
            tags=[[], [], [], [], [F("applicant_public_entity", False)], [F("project_type", "commercial")],
                  [F("site_area_ac", 1.8)], [F("disturbed_area_ac", 2.0)], []])
    d.heading("Narrative")
    d.para("The north building (24,000 sf clinic, 96 stalls) was built in 2012-13 under MCWD Permit 2012-201 on the "
           "north 2.10 acres of the same parcel and the same owner. Considering all development on the site since "
           "Rule N took effect, the aggregate is 3.9 acres; like the 1.8-acre application area alone, that falls "
           "between one-half and eight acres, so Sections 3 and 4 apply (paragraph D.2).",
           F("common_scheme_area_ac", 3.9))
    d.para("Impervious area in the application area: existing 15,250 sq ft (0.35 ac, old parking lot), proposed "
           "53,140 sq ft (1.22 ac); net increase 37,890 sq ft (0.87 ac).",
           F("existing_impervious_ac", 0.35), F("proposed_impervious_ac", 1.22), F("net_impervious_increase_ac", 0.87))
    d.para("Rate control is provided by an underground chamber system (StormTech MC-3500) sited in the existing "
           "low area of the lot; outlet orifices were designed by reservoir routing of critical-duration events.",
           S("N.4.2"))
    d.table([["Storm", "Existing cfs", "Proposed cfs"], ["1-yr", "2.6", "1.9"], ["10-yr", "5.8", "4.4"],
             ["100-yr", "11.9", "10.8"]], [100, 100, 100],
            tags=[[X("N.6.A.9")], [F("peak_rates_cfs", _rates((2.6, 1.9), (5.8, 4.4), (11.9, 10.8)))]])
    d.para("Downstream water levels in the Minnehaha Creek storm outfall are not raised; off-site water levels are "
           "not adversely affected during or after construction.", S("N.4.3"))
    d.para("Run-on from the 1.1-acre Blake Road right-of-way is included in the chamber sizing.", S("N.4.4"))
    d.para("The chambers lie above the projected 100-year flood elevation of Minnehaha Creek (897.2) and within a "
           "drainage and utility easement.", S("N.4.6"))
    d.para("The City of Hopkins Surface Water Management Plan was followed; City engineering approval "
           "letter dated April 4, 2025 is attached.", S("N.4.7"))
    d.para("The outfall to the creek has a riprap apron and flared end section to minimize erosion and scouring.",
           S("N.4.8"))
    d.para("Lowest opening of the South Building: 911.0. 100-year high water elevation next to the building: "
           "905.6.", F("lowest_opening_elev_ft", 911.0), F("hwl_100yr_elev_ft", 905.6))
    d.para("Infiltration is not proposed: the site is a former rail corridor with contaminated fill.",
           F("infiltration_proposed", False))
    d.para("BMPs are designed per the MPCA manual Protecting Water Quality in Urban Areas. Permanent BMPs: "
           "underground chambers with isolator row, filtration media filter, sump manhole, native plantings.",
           S("N.3.0"), S("N.3.2"))
    d.new_page()
    d.heading("Submittal index")
    d.line("Civil plans: full-size (22 x 34) and reduced (11 x 17), certified")
    d.line("HydroCAD model output, chamber and orifice calculations")
    d.line("MPCA NPDES construction stormwater permit coverage")
    d.line("City of Hopkins approval letter")
    d.line("Draft stormwater maintenance agreement (MCWD form) for the chambers and filter")
    d.line("Braun Intertec geotechnical borings")
    ap.computations(d, "HydroCAD model output - chamber system", [
        ["Node", "1-yr", "10-yr", "100-yr", "Peak elev"],
        ["UG-1 chambers", "1.9 cfs", "4.4 cfs", "10.8 cfs", "905.6"],
        ["Blake Rd run-on", "0.7 cfs", "1.6 cfs", "3.1 cfs", "-"]])
    ap.npdes_card(d, "C00071988", "Blake Road Medical Campus - South Building", "Blake Road Medical Properties LLC",
                  "4/18/2025", 2.0)
    ap.city_letter(d, "Hopkins", "April 4, 2025", "Blake Road Medical Campus - South Building", "N. Stiele",
                   "Surface Water Management Plan")
    ap.maintenance_agreement(d, "Blake Road Medical Properties LLC", "the underground chambers, filter and outfall")
    ap.borings(d, "Braun Intertec", [("ST-1", "20 ft", "Fill (sand, cinders, debris) 9 ft; silty sand"),
                                     ("ST-3", "25 ft", "Fill 7 ft; peat 3 ft; sand (SP)")])
    d.save()
    plans = PlanSet("Halvard & Moe Engineers", "1011 First Street South, Hopkins, MN 55343",
                    "Blake Road Medical Campus - South Building", "Blake Road Medical Properties LLC",
                    "Samuel Okonkwo", "50233", "04/11/2025", [
                        Sheet("C-100", "EXISTING CONDITIONS", notes=[
                            ("Parcel boundary; application area (south 1.80 ac) and previously permitted north area.",
                             [X("N.6.A.1")]),
                            ("Minnehaha Creek floodplain (100-yr 897.2) and shoreland shown; no wetlands on site.",
                             [X("N.6.A.4")]),
                            ("2-foot contours on NGVD 1929.", [F("contour_interval_ft", 2), F("vertical_datum", "NGVD29")])]),
                        Sheet("C-200", "DRAINAGE AREA MAP", notes=[
                            ("Existing and proposed on-site drainage areas and off-site Blake Road area (1.1 ac).",
                             [X("N.6.A.2")])]),
                        Sheet("C-300", "GRADING AND STORM SEWER", notes=[
                            ("Existing and proposed storm sewer and chamber system, inverts.", [X("N.6.A.3")]),
                            ("Normal and 100-year elevations: chambers NWL n/a, HWL 905.6; Minnehaha Creek NWL 893.0, "
                             "100-yr 897.2.", [X("N.6.A.6")]),
                            ("Drainage and utility easement over the chambers.", [X("N.6.A.12")])], buildings=2),
                        Sheet("C-400", "STORMWATER DETAILS", notes=[
                            ("Chamber, filter, outlet and riprap details; specifications.", [X("N.6.A.8")])]),
                    ])
    p.plans("BlakeRoad_South_Civil_22x34.pdf", ANSI_D, plans, "plan_set.full_size")
    p.plans("BlakeRoad_South_Civil_11x17.pdf", TABLOID, plans, "plan_set.reduced")
    return p
