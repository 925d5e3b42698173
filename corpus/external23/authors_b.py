"""Authors 7-12: a city trail project, an industrial owner's engineer, a Medina commercial phase
two, an Excelsior mixed-use redevelopment, and two scanned letter-size submittals (a homeowner's
engineer in Deephaven and a city trail in Shorewood)."""

from __future__ import annotations

from pathlib import Path

from corpus.external23.common import ATLAS14, cert, hydrocad_summary, plan_set
from corpus.external23.doc import E, F, LETTER, Pkg, S
from corpus.external23.sheets import Sheet, TitleBlock, section_sketch


# --------------------------------------------------------------------------------------------
def minnetrista_trail(root: Path) -> Pkg:
    """City trail whose shoulders are too narrow for the N.2.E.4 exclusion."""
    p = Pkg(root, "x23-07-minnetrista-county-rd-110-trail")
    d = p.doc("CR110_Trail_Stormwater_Summary.pdf", LETTER, font="Helvetica", size=10)
    d.heading("City of Minnetrista - County Road 110 Regional Trail Connection", size=13)
    d.text("Stormwater summary for MCWD Rule N  |  Applicant: City of Minnetrista (public entity)",
           tags=[F("applicant_public_entity", True)])
    d.text("Project: a stand-alone bituminous trail (linear project), 1.4 miles, from Halstead Drive to the "
           "Dakota Rail Regional Trail in Mound.", tags=[F("project_type", "linear")])
    trail = {"width_ft": 10.0, "buffer_ft": 4.0, "crossing_pct": 8.0, "area_ac": 0.74, "standalone": True}
    d.text("Trail width 10 feet. Because of retaining walls along Lake Minnetonka's Halsted Bay, the turf "
           "shoulder is 4 feet on each side. Driveway crossings cover 8% of the buffer area. Trail surface 0.74 ac.",
           tags=[F("sidewalk_trail", trail)])
    d.text("Total project area: 2.90 acres. Net increase in impervious surface: 0.74 acres. Disturbed: 2.60 acres.",
           tags=[F("site_area_ac", 2.90), E("N.6.D"), F("net_impervious_increase_ac", 0.74), E("N.6.E"),
                 F("disturbed_area_ac", 2.60)])
    d.text("BMPs: the trail drains by sheet flow to the turf shoulders and two bioswales; silt fence and "
           "prompt turf establishment, consistent with the MPCA manual Protecting Water Quality in Urban Areas.",
           tags=[S("N.3.0")])
    d.text("Permanent BMPs: bioswale BS-1 (Sta. 12+40 to 15+10); bioswale BS-2 (Sta. 41+00 to 43+25); turf shoulders.",
           tags=[S("N.3.2")])
    d.text("Halsted Bay OHW 929.4; the trail profile stays at least 3 ft above it. Parcel data: 23 adjoining parcels.")
    d.save()
    return p


# --------------------------------------------------------------------------------------------
def plymouth_industrial(root: Path) -> Pkg:
    """Small industrial addition under half an acre: BMP-only, and its openings table."""
    p = Pkg(root, "x23-08-plymouth-fabrication-addition")
    d = p.doc("Fabrication_Addition_Application.pdf", LETTER, font="Courier", size=9.5, margin=54)
    d.text("NORTH AMERICAN FABRICATION - BUILDING ADDITION", font="Courier-Bold", size=12)
    d.text("3105 Fernbrook Lane N, Plymouth MN  |  Engineer: R. Brandt Engineering  |  June 2026")
    d.text("-" * 70)
    d.text("PROJECT TYPE ........ Industrial (manufacturing building addition)", tags=[F("project_type", "industrial")])
    d.text("SITE AREA ........... 0.45 acre (19,602 sf)", tags=[F("site_area_ac", 0.45), E("N.6.D")])
    d.text("IMPERVIOUS EXISTING . 0.30 acre", tags=[F("existing_impervious_ac", 0.30)])
    d.text("IMPERVIOUS PROPOSED . 0.38 acre", tags=[F("proposed_impervious_ac", 0.38)])
    d.text("NET INCREASE ........ 0.08 acre", tags=[F("net_impervious_increase_ac", 0.08), E("N.6.E")])
    d.text("DISTURBED ........... 0.31 acre", tags=[F("disturbed_area_ac", 0.31)])
    d.text("APPLICANT ........... North American Fabrication Inc. (private)", tags=[F("applicant_public_entity", False)])
    d.text("ADDITION FLOOR AREA . 6,200 sf (existing building 11,900 sf)")
    d.text("-" * 70)
    d.text("BMPs: a 1,150 cf underground filtration vault, a sump catch basin and a roof drain "
           "disconnection to a rain garden, per the MPCA manual Protecting Water Quality in Urban Areas.",
           tags=[S("N.3.0")])
    d.text("PERMANENT BMP LIST: (1) filtration vault FV-1; (2) sump CB-2 with SNOUT hood; (3) rain garden RG-1 (420 sf).",
           tags=[S("N.3.2")])
    d.text("Infiltration is not proposed: the rain garden has an impermeable liner over contaminated fill.",
           tags=[F("infiltration_proposed", False)])
    d.text("-" * 70)
    d.text("BUILDING OPENINGS VS. 100-YEAR HIGH WATER (Plymouth Pond PL-44 east of the site)", font="Courier-Bold")
    d.table(["Structure", "Lowest opening", "100-yr HWL", "Difference"],
            [["Addition - dock door", "987.8", "986.0", "1.8 ft"], ["Existing bldg (no change)", "989.5", "986.0", "3.5 ft"]],
            widths=[170, 110, 100, 90], row_tags={0: [F("lowest_opening_elev_ft", 987.8), F("hwl_100yr_elev_ft", 986.0)]})
    d.text("PL-44 normal water 982.5; 10-year 984.6; 2-year 983.7.")
    d.save()
    return p


# --------------------------------------------------------------------------------------------
def medina_common_scheme(root: Path) -> Pkg:
    """Phase 2 of a commercial center next to Phase 1 by a related owner: aggregate area governs."""
    p = Pkg(root, "x23-09-medina-hamel-crossing-phase2")
    d = p.doc("Hamel_Crossing_Ph2_Stormwater_Report.pdf", LETTER, font="Helvetica", size=10)
    d.footer = "Hamel Crossing Phase 2 - Stormwater Report - Sunde & Moreau Engineering"
    d.heading("Hamel Crossing Phase 2 - Stormwater Management Report", size=15)
    d.text("Medina, Minnesota. Applicant: Hamel Crossing II LLC (private).", tags=[F("applicant_public_entity", False)])
    d.heading("Project and common scheme of development")
    d.text("Phase 2 is a commercial development (retail, restaurant and a 14,000 sf medical office) on a 6.20-acre site.",
           tags=[F("project_type", "commercial"), F("site_area_ac", 6.20), E("N.6.D")])
    d.text("Phase 1 (3.90 acres, adjoining to the east) was developed in 2019 by Hamel Crossing LLC, which has the "
           "same managing members. Together the phases are a common scheme of development with an aggregate area "
           "of 10.10 acres, which governs under Rule N paragraph 2(G).", tags=[F("common_scheme_area_ac", 10.10)])
    d.text("Phase 2 is undeveloped farmland: existing impervious 0.00 ac; proposed impervious 3.85 ac; net increase 3.85 ac. "
           "Disturbed area 5.60 ac.", tags=[F("existing_impervious_ac", 0.0), F("proposed_impervious_ac", 3.85),
                                             F("net_impervious_increase_ac", 3.85), E("N.6.E"), F("disturbed_area_ac", 5.60)])
    d.text("BMPs: a wet pond, an iron-enhanced sand filter bench, reduced parking ratios and a sweeping "
           "program, in keeping with the MPCA manual Protecting Water Quality in Urban Areas.", tags=[S("N.3.0")])
    d.text("List of permanent BMPs: Pond 2P; iron-enhanced sand filter bench; OCS-2 with skimmer; riprap outfall FES-9.",
           tags=[S("N.3.2")])
    d.text("Infiltration is not proposed (clay loam till).", tags=[F("infiltration_proposed", False)])
    d.text("Pond 2P is built in the natural low area; detention and outlet designed by reservoir routing of "
           "critical-duration events.", tags=[S("N.4.2")])
    d.text("The project will not adversely affect off-site water levels during or after construction.", tags=[S("N.4.3")])
    d.text("Off-site runoff from Phase 1 (3.90 ac, treated in Phase 1 Pond 1P) passes through and is accommodated "
           "in the analyses and design.", tags=[S("N.4.4")])
    d.text("The receiving wetland is not landlocked; it outlets to Elm Creek tributary ditch.", tags=[F("landlocked", False)])
    d.text("Pond 2P is above the projected 100-year flood elevation and inside a drainage and utility easement.",
           tags=[S("N.4.6")])
    d.text("The plan conforms with the City of Medina Local Water Management Plan.", tags=[S("N.4.7")])
    d.text("FES-9 has riprap and a plunge pool designed to minimize erosion and scouring at the outfall of "
           "the quality pond.", tags=[S("N.4.8"), S("N.5.4")])
    d.text("The skimmer on OCS-2 removes floatables for the 1-year event.", tags=[S("N.5.2")])
    d.new_page()
    d.heading("Rainfall (NOAA Atlas 14, Medina)")
    d.table(["Event", "24-hr depth (in)"], ATLAS14, widths=[120, 120])
    rates = {"1": {"existing": 4.3, "proposed": 3.1}, "10": {"existing": 12.8, "proposed": 9.9},
             "100": {"existing": 27.5, "proposed": 24.0}}
    d.heading("Peak discharge - down-gradient boundary DP-A")
    d.table(["", "1-yr", "2-yr", "10-yr", "50-yr", "100-yr"],
            [["Existing (cfs)", "4.3", "5.5", "12.8", "21.9", "27.5"], ["Proposed (cfs)", "3.1", "3.8", "9.9", "18.4", "24.0"]],
            widths=[100, 60, 60, 60, 60, 60], tags=[F("peak_rates_cfs", rates), E("N.6.A.9")])
    d.heading("Water quality - MIDS calculator")
    d.text("MIDS v3 results, Phase 2 site: TP load 6.45 lb/yr in, 3.25 lb/yr out; annual TP removal 49.6% "
           "(Rule N minimum 50%).", tags=[F("phosphorus_removal_pct", 49.6), E("N.6.A.10")])
    d.heading("Pond 2P cross-section callouts")
    ponds = [{"name": "Pond 2P", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 6.0, "freeboard_ft": 2.2}]
    d.text("Pond 2P: NWL 1004.0; 100-yr HWL 1007.8; top of berm 1010.0 (freeboard 2.2 ft); safety bench 10 ft wide at 6:1.",
           tags=[F("ponds", ponds)])
    section_sketch(d, 60, d.y - 150, 280, 130, ["TOP 1010.0", "HWL 1007.8", "NWL 1004.0", "10' BENCH @ 6:1"], 8)
    d.y -= 160
    d.text("Phase 1 Pond 1P (existing, not modified): NWL 1001.5, HWL 1005.2, bench 10 ft @ 10:1, freeboard 2.5 ft.")
    d.text("Lowest opening, medical office: 1010.2 (100-yr HWL Pond 2P 1007.8).",
           tags=[F("lowest_opening_elev_ft", 1010.2), F("hwl_100yr_elev_ft", 1007.8)])
    d.new_page()
    d.heading("Attachments")
    d.text("MPCA Construction Stormwater Permit coverage letter, permit no. C00073005, issued to Hamel Crossing II LLC.",
           tags=[E("N.6.A.13")])
    d.text("City of Medina Planning & Public Works: the City has reviewed the Phase 2 stormwater plan and finds "
           "it consistent with the City's Local Water Management Plan (letter dated April 2, 2026).", tags=[E("N.6.A.11")])
    d.heading("Geotechnical borings SB-1 to SB-4 (Haugo GeoTechnical)", tags=[E("N.6.C")])
    d.table(["Boring", "Depth", "Soil", "Groundwater"],
            [["SB-1", "0-18 ft", "Clay loam till (CL)", "none"], ["SB-2", "0-20 ft", "Lean clay (CL)", "16 ft"],
             ["SB-3", "0-16 ft", "Sandy lean clay", "none"], ["SB-4", "0-18 ft", "Lean clay", "14 ft"]],
            widths=[70, 70, 200, 100])
    d.save()
    tb = TitleBlock("SUNDE & MOREAU ENGINEERING", "Hamel Crossing Phase 2", "Medina, Minnesota",
                    cert("Thomas A. Moreau", "39102"), "04/10/2026")
    sheets = [
        Sheet("C-1", "Existing Conditions", [
            ("Property lines; lands owned by Hamel Crossing II LLC; Phase 1 (related owner) shown.", [E("N.6.A.1")]),
            ("No wetlands on the Phase 2 site; no shoreland or floodplain.", [E("N.6.A.4")]),
            ("BENCHMARK NOTE: All elevations are NGVD 29.", [F("vertical_datum", "NGVD29")]),
        ]),
        Sheet("C-3", "Grading and Erosion Control", [
            ("LEGEND: existing/proposed contours, 2' interval.", [F("contour_interval_ft", 2.0), E("N.6.A.7")]),
            ("Pond 2P NWL 1004.0, 100-yr HWL 1007.8; existing low area 100-yr 1006.1.", [E("N.6.A.6")]),
        ], sketch="contours"),
        Sheet("C-4", "Storm Sewer and Drainage Areas", [
            ("Proposed storm sewer and Pond 2P: location, alignment, elevations.", [E("N.6.A.3")]),
            ("Drainage map: existing and proposed subwatersheds, off-site Phase 1 area.", [E("N.6.A.2")]),
            ("Drainage and utility easement over Pond 2P per plat of Hamel Crossing 2nd Addition.", [E("N.6.A.12")]),
        ], sketch="pond"),
        Sheet("C-6", "Pond and Outlet Details", [("OCS-2, skimmer, filter bench, riprap: details and specifications.", [E("N.6.A.8")])],
              sketch="profile"),
    ]
    plan_set(p, "Plans/HamelCrossing2", sheets, tb)
    return p


# --------------------------------------------------------------------------------------------
def excelsior_mixed_use(root: Path) -> Pkg:
    """Redevelopment more than doubling impervious; infiltration with soils; NPDES only in the contents."""
    p = Pkg(root, "x23-10-excelsior-water-st-mixed-use")
    d = p.doc("Water_Street_Flats_Stormwater.pdf", LETTER, font="Times-Roman", size=10.5)
    d.footer = "Water Street Flats - MCWD submittal"
    d.heading("Water Street Flats - Stormwater Management Plan", size=15)
    d.text("Excelsior, Minnesota - mixed-use redevelopment (ground-floor retail, 24 apartments above).",
           tags=[F("project_type", "mixed_use"), F("dwelling_units", 24)])
    d.text("Owner: Lakeview Flats LP (private).", tags=[F("applicant_public_entity", False)])
    d.heading("Contents")
    for line in ("1 Site data", "2 Rate control", "3 Infiltration and soils", "Appendix E - Soil borings",
                 "Appendix F - NPDES permit", "Appendix G - City of Excelsior review"):
        d.text(line)
    d.heading("1 Site data")
    d.table(["Item", "Value"], [["Site area", "1.90 ac"], ["Existing impervious", "0.80 ac"], ["Proposed impervious", "1.55 ac"],
                                ["Increase", "0.75 ac (94%)"], ["Disturbed", "1.85 ac"], ["Building footprint", "21,300 sf"]],
            widths=[180, 160], row_tags={0: [F("site_area_ac", 1.90), E("N.6.D")], 1: [F("existing_impervious_ac", 0.80)],
                                         2: [F("proposed_impervious_ac", 1.55)], 3: [F("net_impervious_increase_ac", 0.75), E("N.6.E")],
                                         4: [F("disturbed_area_ac", 1.85)]})
    d.text("BMPs per the MPCA manual Protecting Water Quality in Urban Areas: underground infiltration chambers, "
           "pretreatment manhole, green roof and sweeping.", tags=[S("N.3.0")])
    d.text("Permanent BMPs: infiltration chamber system IC-1; pretreatment structure PT-1; 4,200 sf green roof.",
           tags=[S("N.3.2")])
    d.heading("2 Rate control")
    d.text("IC-1 and its outlet were sized by reservoir routing of critical-duration events; the natural low "
           "area at the alley is used where feasible.", tags=[S("N.4.2")])
    d.text("Runoff tributary to the project from 0.6 ac of Water Street is accommodated in the design.", tags=[S("N.4.4")])
    d.text("Water levels off site (Lake Minnetonka, Excelsior Bay) are not adversely affected during or after construction.",
           tags=[S("N.4.3")])
    d.text("The receiving water is not landlocked.", tags=[F("landlocked", False)])
    d.text("IC-1 is above the 100-year flood elevation and within a drainage and utility easement.", tags=[S("N.4.6")])
    d.text("The project conforms to the City of Excelsior Surface Water Management Plan.", tags=[S("N.4.7")])
    d.text("The overflow outfall to the bay has a riprap apron to minimize erosion and scouring.", tags=[S("N.4.8")])
    rates = {"1": {"existing": 2.21, "proposed": 1.30}, "10": {"existing": 5.02, "proposed": 4.15},
             "100": {"existing": 9.44, "proposed": 9.02}}
    d.table(["Event", "Existing", "Proposed"],
            [["1-yr", "2.21 cfs", "1.30 cfs"], ["5-yr", "3.90 cfs", "3.02 cfs"], ["10-yr", "5.02 cfs", "4.15 cfs"],
             ["50-yr", "7.80 cfs", "7.95 cfs"], ["100-yr", "9.44 cfs", "9.02 cfs"]], widths=[90, 100, 100],
            tags=[F("peak_rates_cfs", rates), E("N.6.A.9")])
    d.text("HydroCAD routing output for IC-1 (all storms) follows this page.", tags=[E("N.6.A.10")])
    hydrocad_summary(d, "Pond IC-1", "Infiltration chambers", [("1-year", "2.49", 3.9, 1.30), ("100-year", "7.41", 12.1, 9.02)])
    d.text("Lowest opening (retail entry) 941.8; IC-1 100-year HWL 940.0.",
           tags=[F("lowest_opening_elev_ft", 941.8), F("hwl_100yr_elev_ft", 940.0)])
    d.text("Lake Minnetonka 100-year flood elevation 931.5 (for reference).")
    d.heading("3 Infiltration and soils")
    d.text("Infiltration is proposed in chamber system IC-1.", tags=[F("infiltration_proposed", True)])
    d.text("Site soils: Hamel-Glencoe complex in the north third (HSG C, 0.2 in/hr) and outwash sand in the south "
           "(HSG A, 0.8 in/hr design rate); existing and proposed soil delineation is on sheet C2.", tags=[E("N.6.A.5")])
    d.new_page()
    d.heading("Appendix E - Soil borings")
    d.table(["Boring", "Depth", "Description", "Groundwater"],
            [["B-1", "0-4", "Fill", "none"], ["B-1", "4-22", "Poorly graded sand (SP)", "19 ft"], ["B-2", "0-15", "Lean clay", "none"]],
            widths=[60, 60, 200, 90], tags=[E("N.6.C")])
    d.heading("Appendix G - City of Excelsior review")
    d.text("The City Engineer reviewed the Water Street Flats stormwater plan and finds it consistent with the "
           "City of Excelsior Surface Water Management Plan.", tags=[E("N.6.A.11")])
    d.save()
    tb = TitleBlock("BAYSIDE CIVIL + SURVEY", "Water Street Flats", "Excelsior, Minnesota",
                    cert("Kristin M. Aho", "52310"), "05/01/2026")
    sheets = [
        Sheet("C1", "Existing Conditions and Removals", [
            ("Property lines and lands owned by Lakeview Flats LP.", [E("N.6.A.1")]),
            ("No wetlands; the site is within the Lake Minnetonka shoreland district (shown); floodplain 931.5 shown.", [E("N.6.A.4")]),
            ("Vertical datum: NGVD 29. Benchmark: top of hydrant, Water St & 2nd St, 944.71.", [F("vertical_datum", "NGVD29")]),
        ]),
        Sheet("C2", "Grading, Drainage, Soils", [
            ("Contour interval 2 feet; existing and proposed contours.", [F("contour_interval_ft", 2.0), E("N.6.A.7")]),
            ("IC-1: no normal water (infiltration); 100-yr HWL 940.0. Existing: 100-yr 939.1 at alley low point.", [E("N.6.A.6")]),
            ("Storm sewer, IC-1, PT-1: location, alignment, elevation.", [E("N.6.A.3")]),
            ("Drainage areas existing/proposed and off-site Water Street area.", [E("N.6.A.2")]),
        ], sketch="contours"),
        Sheet("C3", "Details", [
            ("IC-1 chamber system, PT-1 and outlet details and specifications.", [E("N.6.A.8")]),
            ("Drainage and utility easement over IC-1 (Doc. T5561209).", [E("N.6.A.12")]),
        ], sketch="profile"),
    ]
    plan_set(p, "Plans/WaterStreetFlats", sheets, tb)
    return p


# --------------------------------------------------------------------------------------------
def deephaven_home(root: Path) -> Pkg:
    """A homeowner's engineer asks whether a teardown-rebuild needs a permit (to be scanned)."""
    p = Pkg(root, "x23-11-deephaven-home-rebuild")
    d = p.doc("Deephaven_Residence_Letter.pdf", LETTER, font="Times-Roman", size=12, margin=72)
    d.text("Halvorsen Engineering, LLC", font="Times-Bold", size=15)
    d.text("Excelsior, Minnesota")
    d.gap(12)
    d.text("To: Minnehaha Creek Watershed District Permitting. Date: May 12, 2026")
    d.text("Re: 19450 Lakeview Ave, Deephaven - reconstruction of a single-family home")
    d.gap(8)
    d.text("The owners will remove the existing house and build a new single-family home with an attached garage.",
           tags=[F("project_type", "single_family_home")])
    d.text("The lot is 0.62 acres. Impervious surface goes from 0.11 acres (existing) to 0.17 acres (proposed).",
           tags=[F("site_area_ac", 0.62), E("N.6.D"), F("existing_impervious_ac", 0.11), F("proposed_impervious_ac", 0.17),
                 E("N.6.E")])
    d.text("Finished floor 946.5; the lowest opening is 945.0 (walkout); Lake Minnetonka 100-year high water 931.5.",
           tags=[F("lowest_opening_elev_ft", 945.0), F("hwl_100yr_elev_ft", 931.5)])
    d.text("The owners understand paragraph 2(A) of Rule N applies; an erosion control permit under Rule B is requested separately.")
    d.gap(10)
    d.text("Respectfully, Jon Halvorsen, P.E.")
    d.save()
    return p


def shorewood_trail(root: Path) -> Pkg:
    """A city trail that meets every test of N.2.E.4 (to be scanned)."""
    p = Pkg(root, "x23-12-shorewood-smithtown-trail")
    d = p.doc("Smithtown_Trail_Application.pdf", LETTER, font="Helvetica", size=10.5)
    d.heading("CITY OF SHOREWOOD - Smithtown Road Trail", size=14)
    d.text("Applicant: City of Shorewood, a Minnesota municipal corporation.", tags=[F("applicant_public_entity", True)])
    d.text("Project: a stand-alone 10-foot bituminous trail (linear project) along Smithtown Road from "
           "Country Club Road to Eureka Road, 0.9 miles.", tags=[F("project_type", "linear")])
    trail = {"width_ft": 10.0, "buffer_ft": 6.0, "crossing_pct": 12.0, "area_ac": 0.85, "standalone": True}
    d.table(["Trail data", "Value"], [["Width", "10 ft"], ["Pervious buffer (turf), each side", "6 ft minimum"],
                                      ["Crossings (driveways, streets) as share of buffer area", "12%"],
                                      ["Trail impervious area", "0.85 ac"], ["Project area", "2.40 ac"],
                                      ["Disturbed area", "2.10 ac"]],
            widths=[300, 140], tags=[F("sidewalk_trail", trail)],
            row_tags={4: [F("site_area_ac", 2.40), E("N.6.D")], 5: [F("disturbed_area_ac", 2.10)]})
    d.text("The City requests confirmation that no permit is required under Rule N paragraph 2(E)(4).")
    d.text("Erosion control: silt fence along the ditch, inlet protection at 6 catch basins, turf restoration within 7 days.")
    d.save()
    return p
