"""Packages 05-08: a city trail (scanned), a city street project, a county road, an apartment redevelopment."""

from __future__ import annotations

from pathlib import Path

from corpus.external29.forms import application_form, hydrocad_summary
from corpus.external29.kit import FULL_SIZE, HALF_SIZE, F, Package, S, X, plan_set


def minnetonka_trail(out: Path) -> Package:
    """A city's in-house engineering memo, photocopied and scanned: a standalone 8-ft trail (N.2.E.4)."""
    pkg = Package(out, "x29-05-minnetonka-ridgedale-trail", kind="scanned", seed=5)
    trail = {"width_ft": 8.0, "buffer_ft": 5.0, "crossing_pct": 9.0, "area_ac": 0.34, "standalone": True}
    f = application_form(
        pkg, "Trail_Application.pdf", project="Ridgedale Drive Trail - Phase 2",
        location="Ridgedale Dr, Wayzata Blvd to Plymouth Rd", city="Minnetonka", pid="R/W",
        applicant="City of Minnetonka - Public Works", agent="Will Manchester, PE, City Engineer", public=True,
        ptype="Road / street / trail", type_tags=[F("project_type", "linear")],
        fields=[("Project area:", ("1.9 acres (grading limits)", [F("site_area_ac", 1.9)])),
                ("Disturbed area:", ("1.2 acres", [F("disturbed_area_ac", 1.2)])),
                ("New impervious:", ("0.34 ac trail; no existing impervious removed",
                                     [F("net_impervious_increase_ac", 0.34)]))],
        rules=("B",), date="6/3/2024", signer="W. Manchester")
    f.save()
    d = pkg.doc("Trail_Engineering_Memo.pdf", margin=64)
    d.para("CITY OF MINNETONKA", 15, bold=True, after=0)
    d.para("Engineering Division  |  14600 Minnetonka Blvd  |  952-939-8200", 9, after=10)
    d.rule()
    d.para("ENGINEERING MEMORANDUM", 12, bold=True)
    d.para("To: Minnehaha Creek Watershed District, permit staff\nFrom: Jess Tolle, Project Engineer\n"
           "Date: June 3, 2024\nSubject: Ridgedale Drive Trail Phase 2 - MCWD applicability", after=10)
    d.heading("Project", 11)
    d.para("The City will build Phase 2 of the Ridgedale Drive trail: a bituminous multi-use trail along the "
           "east side of Ridgedale Drive from Wayzata Boulevard to Plymouth Road, 1,850 LF, connecting to the "
           "2022 Phase 1 trail. The trail is the whole project: no street widening, curb changes or parking are "
           "included.", tags=[F("project_type", "linear")])
    d.heading("Trail data", 11)
    d.table([["Item", "Value"], ["Trail width", "8 ft bituminous"],
             ["Pervious buffer (turf boulevard), each side", "min. 5 ft"],
             ["Crossings (driveways, 1 street) in the buffer", "9% of required buffer area"],
             ["Trail area (new impervious)", "0.34 AC"],
             ["Length", "1,850 LF"], ["Grading limits / project area", "1.9 AC"]], [260, 170],
            tags=[F("sidewalk_trail", trail), F("site_area_ac", 1.9)])
    d.para("No existing pavement is removed, so the net increase in impervious surface equals the trail area, "
           "0.34 acres. Approximately 1.2 acres will be disturbed for grading, boulevard restoration and two "
           "retaining walls near the Ridgedale Center ring road.",
           tags=[F("net_impervious_increase_ac", 0.34), F("disturbed_area_ac", 1.2)])
    d.heading("MCWD Rule N", 11)
    d.para("Per Rule N paragraph 2(E)(4), a sidewalk or trail 10 ft wide or less with a pervious buffer of at "
           "least 5 ft on each side does not require a permit, and crossings under 25% of the buffer do not void "
           "the exception. This trail is 8 ft with 5 ft minimum turf buffers and crossings at 9%, so we "
           "believe no stormwater permit is needed. We apply under Rule B (erosion control) for the 1.2 acres "
           "of disturbance.")
    d.para("Drainage: trail cross-slope 2% toward the boulevard; no storm sewer is added. One 15-in. CMP culvert "
           "under the trail at Sta. 12+40 is replaced in kind.")
    d.heading("Erosion control", 11)
    d.para("Silt fence / bio-rolls along the downhill side, inlet protection at the six catch basins on "
           "Ridgedale Drive, boulevard sod within 7 days of final grade. Contractor: TBD (bid July 2024).")
    d.space(10)
    d.signature(["Jess Tolle, PE, Project Engineer", "City of Minnetonka"])
    d.save()
    return pkg


def hopkins_streets(out: Path) -> Package:
    """A small municipal consultant's applicability memo for a street reconstruction with less pavement."""
    pkg = Package(out, "x29-06-hopkins-2024-street-reconstruction", seed=6)
    walk = {"width_ft": 5.0, "buffer_ft": 6.5, "crossing_pct": 12.0, "area_ac": 0.26, "standalone": False}
    f = application_form(
        pkg, "Hopkins_2024_SUI_MCWD_app.pdf", project="2024 Street & Utility Improvements (City Proj. 2023-10)",
        location="Interlachen Park: Preston Ln, Homedale Rd, Boyce St, Maple Hill Rd", city="Hopkins", pid="n/a - public R/W",
        applicant="City of Hopkins", agent="Ryder Civil Group, Inc.", public=True,
        ptype="Road / street / trail", type_tags=[F("project_type", "linear")],
        fields=[("Project area:", ("7.80 ac", [F("site_area_ac", 7.80)])),
                ("Disturbed:", ("6.4 ac", [F("disturbed_area_ac", 6.4)])),
                ("Impervious ex. / prop.:", ("4.10 ac / 3.95 ac", [F("existing_impervious_ac", 4.10),
                                                                  F("proposed_impervious_ac", 3.95)]))],
        rules=("B", "N"), date="01-19-2024", signer="Ryder Civil Group for the City")
    f.save()
    d = pkg.doc("Hopkins_2024_SUI_Stormwater_Memo.pdf", font="Times-Roman", bold="Times-Bold", margin=72,
                footer="Ryder Civil Group, Inc.  -  Edina, Minnesota")
    d.para("Ryder Civil Group, Inc.", 13, bold=True, after=0)
    d.para("Municipal Engineering  -  5200 Eden Ave, Edina MN 55436", 9, after=12)
    d.para("Technical Memorandum", 13, bold=True)
    d.para("Project: City of Hopkins 2024 Street & Utility Improvements (Interlachen Park)\n"
           "Prepared for: City of Hopkins Engineering, Nick Petersen\nDate: January 19, 2024", after=10)
    d.heading("Purpose")
    d.para("This memo documents the impervious surface change of the 2024 street project for the MCWD Rule N "
           "applicability review. The project reconstructs 1.46 miles of local streets (Preston Ln, Homedale Rd, "
           "Boyce St and Maple Hill Rd) with new watermain, sanitary lining and storm sewer replacement.",
           tags=[F("project_type", "linear")])
    d.heading("Impervious surface")
    d.para("Streets are narrowed from 32 ft to 28 ft (face to face) and several abandoned driveway aprons are "
           "removed, which more than offsets the new sidewalk on Homedale Road.")
    d.table([["Street", "Length (ft)", "Ex. imp. (ac)", "Prop. imp. (ac)"],
             ["Preston Ln", "2,140", "1.52", "1.41"], ["Homedale Rd", "2,300", "1.44", "1.50"],
             ["Boyce St", "1,520", "0.66", "0.61"], ["Maple Hill Rd", "1,750", "0.48", "0.43"],
             ["TOTAL", "7,710", "4.10", "3.95"]], [140, 90, 100, 100],
            row_tags={5: [F("existing_impervious_ac", 4.10), F("proposed_impervious_ac", 3.95)]})
    d.para("Net change in impervious surface: -0.15 acres (a decrease). Total project area (construction "
           "limits) is 7.80 acres, of which about 6.4 acres will be disturbed.",
           tags=[F("net_impervious_increase_ac", -0.15), F("site_area_ac", 7.80), F("disturbed_area_ac", 6.4)])
    d.heading("Sidewalk")
    d.para("The new concrete sidewalk on the north side of Homedale Road is 5 ft wide, with a 6.5-ft turf "
           "boulevard between curb and walk and at least 6.5 ft of lawn behind it. Its area is 0.26 acres "
           "(included in the proposed figure above). Driveway crossings cover about 12% of the boulevard area.",
           tags=[F("sidewalk_trail", walk)])
    d.heading("Rule N applicability")
    d.para("Because the project decreases impervious surface, and the sidewalk meets paragraph 2(E)(4) in any "
           "case, we understand Rule N paragraph 2(E) does not require a stormwater permit. An erosion control "
           "permit (Rule B) is requested. Storm sewer is replaced at the same sizes and outfalls; the outfall to "
           "the Interlachen pond is not changed. No rate or water quality analysis was performed.")
    d.heading("Other")
    d.para("The 2-year and 10-year gutter spreads were checked for the narrowed streets (max. 7.8 ft at the "
           "10-year). Construction May-October 2024.")
    d.signature(["Anna Ruiz, PE", "Ryder Civil Group, Inc."])
    d.save()
    return pkg


def _csah15_memo(pkg: Package, trail: dict) -> None:
    d = pkg.doc("CSAH15_Stormwater_Memo.pdf", margin=62,
                header="Hennepin County Transportation  -  CP 2171500  -  CSAH 15 (Shoreline Dr) Reconstruction",
                footer="Lakeland Engineering Group  |  Stormwater Memorandum  |  Feb. 2024")
    d.para("STORMWATER MEMORANDUM", 15, bold=True, after=2)
    d.para("CSAH 15 (Shoreline Drive) from Tuxedo Blvd to CSAH 110, Mound / Spring Park", 10)
    d.para("Owner: Hennepin County Transportation Project Delivery.  Prepared by: Lakeland Engineering Group "
           "(D. Soucek, PE).", 9, after=10)
    d.heading("1.0 Project Description")
    d.para("Reconstruction of 0.6 mile (3,170 ft) of CSAH 15 as a two-lane urban section with a center turn lane, curb "
           "and gutter, storm sewer, and a 10-ft multi-use trail on the north side. Total project area is 6.90 "
           "acres and 6.2 acres will be disturbed.",
           tags=[F("project_type", "linear"), F("site_area_ac", 6.90), F("disturbed_area_ac", 6.2)])
    d.table([["Impervious (AC)", "Existing", "Proposed", "Change"],
             ["Roadway", "3.10", "3.98", "+0.88"], ["Trail / walk", "0.30", "0.71", "+0.41"],
             ["Driveways / other", "0.00", "0.31", "+0.31"], ["Total", "3.40", "5.00", "+1.60"]],
            [140, 80, 80, 80],
            row_tags={4: [F("existing_impervious_ac", 3.40), F("proposed_impervious_ac", 5.00),
                          F("net_impervious_increase_ac", 1.60)]})
    d.para("The trail is 10 ft wide. On the road side it is separated from the curb by a 3-ft boulevard (the "
           "right of way along Lake Minnetonka does not allow more), so it does not qualify for the Rule N "
           "2(E)(4) exclusion and its 0.71 acres are counted in the net increase above.",
           tags=[F("sidewalk_trail", trail)])
    d.heading("2.0 Applicability")
    d.para("Net new impervious is 1.60 AC and the project area 6.90 AC, so Rule N Sections 3, 4 and 5 apply to "
           "treat the increase. Hennepin County is a public body; no surety applies.")
    d.heading("3.0 Rate Control")
    d.para("XP-SWMM model, Atlas 14, MSE 3 24-hr; the new pond (Pond 15-2) and the existing roadside depression "
           "at Sta. 48+00 (natural low area, used for storage) were designed by reservoir routing; 24-hr was "
           "the critical duration for all events.", tags=[S("N.4.2")])
    d.table([["Outfall", "Event", "Existing", "Proposed"],
             ["Total to Lake Mtka (all outfalls)", "1-yr", "6.4", "5.9"], ["", "2-yr", "8.1", "7.5"],
             ["", "10-yr", "14.9", "14.1"], ["", "100-yr", "29.7", "28.8"]], [190, 60, 70, 70],
            tags=[F("peak_rates_cfs", {"1": {"existing": 6.4, "proposed": 5.9},
                                       "10": {"existing": 14.9, "proposed": 14.1},
                                       "100": {"existing": 29.7, "proposed": 28.8}}), X("N.6.A.9")])
    d.para("Rates in cfs. The lake level is not affected; no off-site property sees higher water levels during "
           "or after construction (temporary pumping is to sediment traps).", tags=[S("N.4.3")])
    d.para("The 11.5 AC residential drainage area north of the road (off-site) flows into the new trunk storm "
           "sewer and is included in the model and pipe sizing.", tags=[S("N.4.4")])
    d.para("Pond 15-2 sits above the 100-yr flood elevation of Lake Minnetonka (931.5) and within county "
           "right of way and a permanent drainage easement from the City of Mound.", tags=[S("N.4.6")])
    d.heading("4.0 Water Quality")
    d.para("MIDS calculator / P8 check: annual TP removal for the project area is 52% (Pond 15-2 plus two "
           "iron-enhanced sand filter benches and sumps). The receiving area is not landlocked. Infiltration is "
           "not proposed (high groundwater, clay fill).",
           tags=[F("phosphorus_removal_pct", 52.0), F("landlocked", False), F("infiltration_proposed", False)])
    d.table([["Pond 15-2", ""], ["NWL", "933.4"], ["100-yr HWL", "935.8"], ["Top of berm / EOF", "937.3"],
             ["Freeboard", "1.5 ft"], ["Safety bench", "10 ft at 10:1"]], [160, 120],
            tags=[F("ponds", [{"name": "Pond 15-2", "safety_bench_width_ft": 10.0,
                               "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 1.5}])])
    d.para("Freeboard is 1.5 ft because the berm ties into the trail grade; a variance request may follow.")
    d.para("The Pond 15-2 outlet has a baffle weir that holds floatables back for the 1-yr event. Riprap and "
           "a plunge pool at each outfall to the lake reduce erosion and scour.",
           tags=[S("N.5.2"), S("N.4.8"), S("N.5.4")])
    d.heading("5.0 BMPs")
    d.para("BMPs follow MPCA Protecting Water Quality in Urban Areas. Permanent BMPs: Pond 15-2; 2 iron-enhanced "
           "sand filter benches; 6 sump catch basins with SAFL baffles; riprap outfalls; boulevard trees.",
           tags=[S("N.3.0"), S("N.3.2")])
    d.para("City coordination: the Cities of Mound and Spring Park reviewed the plans; the stormwater design "
           "is consistent with both cities' approved surface water management plans (letters attached).",
           tags=[S("N.4.7")])
    d.new_page()
    d.para("Attachment A - model summary", 11, bold=True, tags=[X("N.6.A.10")])
    hydrocad_summary(d, "XP-SWMM node summary", [
        ("DA-1", "North residential (off-site)", 11.50, 72, [3.10, 4.00, 7.80, 16.00]),
        ("DA-2", "Roadway west", 2.90, 90, [2.20, 2.70, 4.60, 8.40]),
        ("DA-3", "Roadway east", 4.00, 88, [2.80, 3.40, 5.90, 10.70]),
        ("P15-2", "Pond 15-2 outflow", 14.40, 0, [2.60, 3.30, 6.40, 14.20]),
        ("OUT", "Total to lake", 18.40, 0, [5.90, 7.50, 14.10, 28.80])], ["1", "2", "10", "100"],
        banner="XP-SWMM 2020.1  -  Hydrology: SCS unit hydrograph, MSE 3 24-hr (Atlas 14)  -  run CSAH15_PR_rev2")
    d.para("Attachment B - City letters", 11, bold=True)
    d.para("City of Mound, Public Works (Feb. 9, 2024): The City has reviewed the CSAH 15 plans and finds the "
           "stormwater facilities consistent with the Mound Surface Water Management Plan.  City of Spring Park "
           "(Feb. 12, 2024): reviewed, no comments.", tags=[X("N.6.A.11")])
    d.para("Attachment C - MPCA", 11, bold=True)
    d.para("NPDES/SDS Construction Stormwater permit coverage, Permit C00071977, Hennepin County, effective "
           "2/20/2024.", tags=[X("N.6.A.13")])
    d.save()


def county_road(out: Path) -> Package:
    """A county project by a small consultant: a road with a trail too close to the curb (N.2.E.3)."""
    pkg = Package(out, "x29-07-csah15-shoreline-drive", seed=7)
    trail = {"width_ft": 10.0, "buffer_ft": 3.0, "area_ac": 0.71, "standalone": False}
    f = application_form(
        pkg, "CSAH15_MCWD_Permit_Application.pdf", project="CSAH 15 (Shoreline Dr) Reconstruction, CP 2171500",
        location="CSAH 15, Tuxedo Blvd to CSAH 110", city="Mound / Spring Park", pid="County R/W",
        applicant="Hennepin County Transportation", agent="Lakeland Engineering Group", public=True,
        ptype="Road / street / trail", type_tags=[F("project_type", "linear")],
        fields=[("Project area (ac):", ("6.90", [F("site_area_ac", 6.90)])),
                ("Disturbed (ac):", ("6.2", [F("disturbed_area_ac", 6.2)])),
                ("Net new impervious (ac):", ("1.60", [F("net_impervious_increase_ac", 1.60)]))],
        rules=("B", "C", "N"), date="2/22/24", signer="C. Halvorson, Hennepin County")
    f.save()
    _csah15_memo(pkg, trail)
    firm = ["LAKELAND", "ENGINEERING GROUP", "Excelsior, MN"]
    cert = ["I hereby certify that this plan, specification or report was prepared by me or under my direct "
            "supervision and that I am a duly Licensed Professional Engineer under the laws of the State of "
            "Minnesota.", "Daniel Soucek, P.E.  License # 45530  2/16/2024"]
    common = dict(firm=firm, project="CSAH 15 (SHORELINE DRIVE) RECONSTRUCTION  HENNEPIN COUNTY CP 2171500",
                  cert=cert, cert_tags=[X("plan_set.pe_certified")])
    sheets = [
        dict(number="C-1", title="EXISTING CONDITIONS / RIGHT OF WAY", notes=[
            ("EXISTING AND PROPOSED RIGHT OF WAY, PROPERTY LINES AND COUNTY-OWNED PARCELS SHOWN.", [X("N.6.A.1")]),
            ("LAKE MINNETONKA SHORELAND DISTRICT AND 100-YR FLOODPLAIN (931.5) SHOWN. NO WETLANDS IN PROJECT LIMITS.",
             [X("N.6.A.4")]),
            ("ELEVATIONS NAVD 88. CONTOUR INTERVAL 2 FT.",
             [F("vertical_datum", "NAVD88"), F("contour_interval_ft", 2.0)])]),
        dict(number="C-2", title="DRAINAGE AREA MAP (EXISTING / PROPOSED)", notes=[
            ("EXISTING AND PROPOSED DRAINAGE AREAS DA-1 TO DA-3, INCLUDING OFF-SITE DA-1 (11.5 AC).",
             [X("N.6.A.2")])]),
        dict(number="C-3", title="STORM SEWER & POND PLAN", notes=[
            ("EXISTING CULVERTS AND PROPOSED STORM SEWER, POND 15-2 AND SAND FILTER BENCHES WITH INVERTS.",
             [X("N.6.A.3")]),
            ("POND 15-2: NWL 933.4, 100-YR HWL 935.8. LAKE MINNETONKA OHW 929.4, 100-YR 931.5.", [X("N.6.A.6")]),
            ("PERMANENT DRAINAGE EASEMENT (CITY OF MOUND) OVER POND 15-2, DOC. NO. T5512093.", [X("N.6.A.12")]),
            ("EXISTING AND PROPOSED CONTOURS AT 2-FT INTERVALS (NAVD 88).", [F("contour_interval_ft", 2.0)])]),
        dict(number="C-4", title="POND, OUTLET & FILTER BENCH DETAILS", notes=[
            ("POND 15-2 SECTION, OUTLET STRUCTURE WITH BAFFLE WEIR, IRON-ENHANCED SAND FILTER DETAILS; "
             "MNDOT 2501, 2502, 2511 SPECIFICATIONS APPLY.", [X("N.6.A.8")])]),
    ]
    plan_set(pkg, "CSAH15_Plans_22x34.pdf", FULL_SIZE, sheets, common, "plan_set.full_size")
    plan_set(pkg, "CSAH15_Plans_11x17.pdf", HALF_SIZE, sheets, common, "plan_set.reduced")
    return pkg


def slp_apartments(out: Path) -> Package:
    """A design-build civil firm's bullet-point memo for a 96-unit redevelopment (N.2.D.2, additional only)."""
    pkg = Package(out, "x29-08-st-louis-park-wooddale-flats", seed=8)
    f = application_form(
        pkg, "WooddaleFlats_Application.pdf", project="Wooddale Flats", location="3601 Wooddale Ave S",
        city="St. Louis Park", pid="07-028-24-13-0045", applicant="Wooddale Flats Owner LLC",
        agent="Brightline Design-Build (civil: M. Okafor)", public=False,
        ptype="Multi-family", type_tags=[F("project_type", "multi_unit_residential")],
        fields=[("Site:", ("2.30 AC (100,188 SF)", [F("site_area_ac", 2.30)])),
                ("Units:", ("96", [F("dwelling_units", 96)])),
                ("Disturbance:", ("2.30 AC", [F("disturbed_area_ac", 2.30)])),
                ("Imp. ex/prop:", ("1.71 AC / 1.89 AC", [F("existing_impervious_ac", 1.71),
                                                        F("proposed_impervious_ac", 1.89)]))],
        date="3-15-2024", signer="M. Okafor, PE")
    f.save()
    d = pkg.doc("WooddaleFlats_SWMemo.pdf", margin=58, header="BRIGHTLINE DESIGN-BUILD  //  CIVIL",
                footer="Wooddale Flats - stormwater memo - 3/15/2024")
    d.para("Wooddale Flats - Stormwater Memo", 15, bold=True)
    d.para("3601 Wooddale Ave S, St. Louis Park  |  Brightline job 2317  |  Michael Okafor, PE", 9, after=10)
    d.heading("A. The project", 11)
    for text, tags in (
        ("5-story, 96-unit apartment building with 1 level of underground parking; replaces a 1970s office "
         "building (22,400 SF) and its surface lot.", [F("project_type", "multi_unit_residential"),
                                                      F("dwelling_units", 96)]),
        ("Site 2.30 AC -> 41.7 units/AC.", [F("site_area_ac", 2.30), F("density_du_per_ac", 41.7)]),
        ("Imp. existing 1.71 AC; proposed 1.89 AC; net +0.18 AC (+10.5%).",
         [F("existing_impervious_ac", 1.71), F("proposed_impervious_ac", 1.89),
          F("net_impervious_increase_ac", 0.18)]),
        ("Whole site disturbed: 2.30 AC.", [F("disturbed_area_ac", 2.30)]),
        ("Not landlocked - discharges to City storm sewer in W 36th St -> Minnehaha Creek.", [F("landlocked", False)]),
    ):
        d.para("-  " + text, indent=10, after=3, tags=tags)
    d.heading("B. Soils / infiltration", 11)
    d.para("-  Fill over sandy lean clay; the site is enrolled in the MPCA VIC program (petroleum impacts). "
           "Infiltration is not proposed due to the contaminated soils; filtration is used instead.",
           indent=10, tags=[F("infiltration_proposed", False)])
    d.para("-  Geotech: Braun Intertec report B2302114, 8 borings (summary in App. C).", indent=10)
    d.heading("C. Rate control", 11)
    for text, tags in (
        ("Underground detention: 42\" CMP system, 5,900 CF, with a 2-stage outlet manhole; designed by "
         "reservoir routing of the critical-duration (24-hr) events. The site is fully developed and has no "
         "natural low area to use.", [S("N.4.2")]),
        ("Off-site: 0.25 AC of the alley to the east drains onto the site; it is included in the model and "
         "the system.", [S("N.4.4")]),
        ("No change to off-site water levels: discharge goes to the same City pipe at lower rates.", [S("N.4.3")]),
    ):
        d.para("-  " + text, indent=10, after=3, tags=tags)
    d.table([["Peak (cfs) @ W 36th St", "1-yr", "2-yr", "10-yr", "100-yr"],
             ["Existing", "4.62", "5.51", "8.70", "15.32"], ["Proposed", "2.05", "2.44", "4.10", "9.85"]],
            [150, 60, 60, 60, 60],
            tags=[F("peak_rates_cfs", {"1": {"existing": 4.62, "proposed": 2.05},
                                       "10": {"existing": 8.70, "proposed": 4.10},
                                       "100": {"existing": 15.32, "proposed": 9.85}}), X("N.6.A.9")])
    d.heading("D. Building elevations", 11)
    d.para("-  Lowest opening (garage entry at W 36th St) 903.5; 100-yr HWL of the underground system and the "
           "street low point 900.8 -> 2.7 ft separation.", indent=10,
           tags=[F("lowest_opening_elev_ft", 903.5), F("hwl_100yr_elev_ft", 900.8)])
    d.heading("E. BMPs", 11)
    d.para("-  Per MPCA Protecting Water Quality in Urban Areas: reduced surface parking, green roof on the "
           "amenity deck (3,200 SF), underground detention, filtration, sweeping.", indent=10, tags=[S("N.3.0")])
    d.para("-  Permanent BMP list: (1) UG detention system; (2) cartridge filter vault (Jellyfish JF6-6-1); "
           "(3) green roof; (4) sump manholes w/ SAFL baffles (2).", indent=10, tags=[S("N.3.2")])
    d.heading("F. City", 11)
    d.para("-  St. Louis Park engineering approved the stormwater plan as conforming to the City's Surface "
           "Water Management Plan (letter 3/4/2024, App. B).", indent=10, tags=[S("N.4.7")])
    d.new_page()
    d.para("App. A - HydroCAD", 11, bold=True, tags=[X("N.6.A.10")])
    hydrocad_summary(d, "Wooddale Flats - EX / PR", [
        ("EX-1", "Existing site", 2.30, 92, [4.42, 5.27, 8.33, 14.67]),
        ("OS-1", "Alley (off-site)", 0.25, 98, [0.20, 0.24, 0.37, 0.65]),
        ("PR-1", "To UG system", 2.05, 93, [4.10, 4.90, 7.60, 13.20]),
        ("PR-2", "Bypass (blvd)", 0.25, 80, [0.22, 0.29, 0.55, 1.10]),
        ("UG-1", "UG system outflow", 2.30, 0, [1.83, 2.15, 3.55, 8.75]),
        ("POA", "W 36th St", 2.55, 0, [2.05, 2.44, 4.10, 9.85])], ["1", "2", "10", "100"],
        note="UG-1 Peak Elev= 900.80' (100-yr)  Storage= 5,880 cf")
    d.para("App. B - City of St. Louis Park", 11, bold=True)
    d.para("Letter, March 4, 2024, Engineering Dept.: 'The stormwater management plan for Wooddale Flats has "
           "been reviewed and conforms with the City of St. Louis Park Surface Water Management Plan.'",
           tags=[X("N.6.A.11")])
    d.para("App. C - Soil borings", 11, bold=True, tags=[X("N.6.C")])
    d.table([["Boring", "Surface", "Fill", "Native", "GW"], ["ST-1", "904.1", "0-6 ft", "Sandy lean clay", "none"],
             ["ST-4", "903.2", "0-9 ft", "Clayey sand", "16 ft"], ["ST-7", "905.0", "0-4 ft", "Lean clay", "none"]],
            [60, 60, 60, 150, 60], size=8.5)
    d.para("App. D - MPCA", 11, bold=True)
    d.para("Construction Stormwater permit coverage, Permit ID C00072215, issued 3/12/2024.", tags=[X("N.6.A.13")])
    d.save()
    firm = ["BRIGHTLINE", "DESIGN-BUILD", "Golden Valley, MN"]
    cert = ["I hereby certify that this plan was prepared by me or under my direct supervision and that I am a "
            "duly Licensed Professional Engineer under the laws of the State of Minnesota.",
            "Michael Okafor, PE  Reg. No. 52231"]
    common = dict(firm=firm, project="WOODDALE FLATS  3601 WOODDALE AVE S  ST. LOUIS PARK", cert=cert,
                  cert_tags=[X("plan_set.pe_certified")])
    sheets = [
        dict(number="C100", title="EXISTING CONDITIONS", notes=[
            ("PROPERTY LINES PER ALTA SURVEY; ENTIRE PARCEL OWNED BY APPLICANT.", [X("N.6.A.1")]),
            ("NO WETLANDS, SHORELAND OR FLOODPLAIN ON SITE.", [X("N.6.A.4")]),
            ("2' CONTOURS, NGVD 29 (CITY DATUM).", [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29")])]),
        dict(number="C150", title="DRAINAGE AREA MAPS", notes=[
            ("EXISTING EX-1 AND PROPOSED PR-1/PR-2 SUBWATERSHEDS; OFF-SITE OS-1 (ALLEY) SHOWN.", [X("N.6.A.2")])]),
        dict(number="C300", title="GRADING PLAN", notes=[
            ("EXISTING/PROPOSED CONTOURS 2-FT INTERVAL.", [F("contour_interval_ft", 2.0)]),
            ("EXISTING: NO NORMAL WATER OR 100-YR HWL ON SITE. PROPOSED UG SYSTEM: NO PERMANENT POOL "
             "(OUTLET INV. 895.0), 100-YR HWL 900.8.", [X("N.6.A.6")])]),
        dict(number="C400", title="UTILITY & STORMWATER PLAN", notes=[
            ("EXISTING AND PROPOSED STORM SEWER, UG DETENTION AND FILTER VAULT WITH RIM/INVERT ELEVATIONS.",
             [X("N.6.A.3")]),
            ("DRAINAGE & UTILITY EASEMENT OVER UG SYSTEM TO BE RECORDED IN FAVOR OF CITY.", [X("N.6.A.12")])]),
        dict(number="C500", title="STORMWATER DETAILS & SPECIFICATIONS", notes=[
            ("UG DETENTION, OUTLET MANHOLE AND FILTER VAULT DETAILS; SPECIFICATIONS PER CITY OF ST. LOUIS PARK "
             "STANDARD SPECS.", [X("N.6.A.8")])]),
    ]
    plan_set(pkg, "WooddaleFlats_Civil_24x36.pdf", FULL_SIZE, sheets, common, "plan_set.full_size")
    plan_set(pkg, "WooddaleFlats_Civil_11x17.pdf", HALF_SIZE, sheets, common, "plan_set.reduced")
    return pkg


ALL = [minnetonka_trail, hopkins_streets, county_road, slp_apartments]
