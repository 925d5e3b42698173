"""Packages 01-04: a lakeshore home, and three residential subdivisions (low and medium density)."""

from __future__ import annotations

from pathlib import Path

from corpus.external29.forms import application_form, hydrocad_summary
from corpus.external29.kit import FULL_SIZE, HALF_SIZE, F, Package, S, X, plan_set


def orono_residence(out: Path) -> Package:
    """A homeowner's engineer: a short letter and the form, for a tear-down and rebuild (N.2.A)."""
    pkg = Package(out, "x29-01-orono-lakeshore-residence", seed=1)
    f = application_form(
        pkg, "MCWD_Application_Kuehn.pdf", project="Kuehn Residence - teardown/rebuild",
        location="2875 Casco Point Rd", city="Orono", pid="19-117-23-31-0012",
        applicant="Mark & Julie Kuehn", agent="Bayview Civil, PLLC (T. Ostrowski, PE)",
        ptype="Single-family home", type_tags=[F("project_type", "single_family_home")],
        fields=[("Lot area:", ("40,075 SF (0.92 AC)", [F("site_area_ac", 0.92)])),
                ("Area disturbed:", ("0.41 AC", [F("disturbed_area_ac", 0.41)])),
                ("Impervious - existing / proposed:", ("0.21 AC / 0.26 AC",
                 [F("existing_impervious_ac", 0.21), F("proposed_impervious_ac", 0.26)])),
                ("Waterbody:", ("Lake Minnetonka (West Arm)", []))],
        rules=("B",), date="04/22/2024", signer="T. Ostrowski, agent",
        description=("Remove existing 1962 rambler and detached garage; construct new 2-story single-family "
                     "home with attached garage, driveway and patio. Shoreline not altered.", []))
    f.save()
    d = pkg.doc("Bayview_Civil_letter_Kuehn.pdf", margin=72,
                footer="Bayview Civil, PLLC  |  Long Lake, MN  |  952-555-0148")
    d.para("BAYVIEW CIVIL, PLLC", 14, bold=True, after=0)
    d.para("1840 W. Wayzata Blvd, Long Lake, MN 55356", 9, after=14)
    d.para("April 22, 2024", after=12)
    d.para("Minnehaha Creek Watershed District\nAttn: Permitting\n15320 Minnetonka Blvd\nMinnetonka, MN 55345", after=12)
    d.para("RE: Kuehn Residence, 2875 Casco Point Road, Orono - erosion control and stormwater", bold=True)
    d.para("Dear Permitting staff,")
    d.para("On behalf of the owners we submit the enclosed application for the reconstruction of a single-family "
           "home at the above address. The existing 1962 rambler (1,850 SF footprint) and the detached garage "
           "will be removed and a new two-story home with attached three-stall garage built on the same pad.",
           tags=[F("project_type", "single_family_home")])
    d.para("The lot is 40,075 SF (0.92 acres). Existing impervious surface is 0.21 acres (9,150 SF) and proposed "
           "impervious surface is 0.26 acres (11,330 SF), house, driveway, walks and patio included. The new "
           "house has a 3,420 SF finished floor area over a walkout lower level.",
           tags=[F("site_area_ac", 0.92), F("existing_impervious_ac", 0.21), F("proposed_impervious_ac", 0.26)])
    d.para("Low floor / opening: the lowest opening (walkout door) is set at 935.2. The 100-year flood elevation "
           "of Lake Minnetonka is 931.5 and the OHW is 929.4, so the lowest opening is 3.7 ft above the "
           "100-year elevation. Elevations are from the survey by Lakeland Surveying dated 3/4/2024.",
           tags=[F("lowest_opening_elev_ft", 935.2), F("hwl_100yr_elev_ft", 931.5)])
    d.para("Roof drains will discharge to lawn areas on the street side. Grading is confined to the house pad and the driveway; the "
           "shoreline, the existing retaining wall and the dock are not part of this work. Approx. 0.41 acres "
           "will be disturbed. Silt fence and a rock construction entrance will be installed before demolition.",
           tags=[F("disturbed_area_ac", 0.41)])
    d.para("As this is construction of a single-family home we understand that a stormwater (Rule N) permit "
           "is not required, and we apply under the erosion control rule only.")
    d.para("Please call with any questions.")
    d.signature(["Tom Ostrowski, PE", "Bayview Civil, PLLC"])
    d.save()
    return pkg


def _medina_memo(pkg: Package) -> None:
    d = pkg.doc("Bridle_Ridge_SW_Memo.pdf", margin=66, header="North Fork Land Surveying & Engineering, Inc.  -  Project 23-114",
                footer="Bridle Ridge - Stormwater Memo")
    d.para("MEMORANDUM", 16, bold=True, after=10)
    d.table([["TO:", "MCWD Permitting; City of Medina Engineering"], ["FROM:", "Jake Brandt, PE"],
             ["DATE:", "March 8, 2024"], ["RE:", "Bridle Ridge - Stormwater Management (Rule N)"]],
            [70, 380], header=False, grid=False, size=10)
    d.rule()
    d.heading("1. Project", 11)
    d.para("Bridle Ridge is a 12-lot single-family subdivision on the former Lindahl farmstead, 4400 Arrowhead Dr, "
           "Medina (PID 03-118-23-44-0002). The platted area is 9.40 acres of a 31.6-acre parent parcel; the "
           "remainder stays in agriculture and is not part of this plat.",
           tags=[F("project_type", "single_family_subdivision"), F("site_area_ac", 9.40), F("dwelling_units", 12)])
    d.para("Density = 12 units / 9.40 ac = 1.28 units/acre. Lots range 0.46 to 0.71 AC.",
           tags=[F("density_du_per_ac", 1.28)])
    d.table([["", "Existing (AC)", "Proposed (AC)"],
             ["Impervious (roads, drives, roofs)", "0.12", "2.31"],
             ["Pervious", "9.28", "7.09"],
             ["Net new imp.", "", "2.19"]], [200, 100, 100],
            tags=[F("existing_impervious_ac", 0.12), F("proposed_impervious_ac", 2.31),
                  F("net_impervious_increase_ac", 2.19)])
    d.para("Grading disturbs approx. 6.10 AC (street, building pads, pond).", tags=[F("disturbed_area_ac", 6.10)])
    d.heading("2. Existing conditions", 11)
    d.para("The site drains south to the Hamel Road ditch and on to Elm Creek Rd culvert; the receiving ditch is "
           "not landlocked. An area of 3.2 AC north of the site (off-site, Arrowhead Dr right-of-way and the "
           "Ahlstrom property) drains across the site and is included in the model as subcatchment OS-1; the "
           "new storm sewer and the pond are sized to pass it.",
           tags=[F("landlocked", False), S("N.4.4")])
    d.para("Soils are Lester-Kilkenny loams (HSG C) over clay till per the borings (Appendix C). Infiltration is "
           "not proposed due to the clay soils; filtration is not proposed either. No wetlands were found on the "
           "platted area (Kjolhaug delineation 2023, no-wetland determination).",
           tags=[F("infiltration_proposed", False)])
    d.heading("3. Rate control", 11)
    d.para("Runoff was modeled in HydroCAD (SCS TR-20, Atlas 14, MSE 3 24-hr). The pond (Pond 1) uses the "
           "existing low area in the southeast corner of the site, and the outlet was sized by reservoir routing "
           "of the critical-duration 24-hr events.", tags=[S("N.4.2")])
    d.table([["Event", "Rainfall (in)", "Existing (cfs)", "Proposed (cfs)"],
             ["1-yr", "2.49", "3.21", "2.84"], ["2-yr", "2.87", "4.40", "3.95"],
             ["10-yr", "4.27", "8.90", "7.75"], ["100-yr", "7.41", "19.60", "20.30"]], [80, 90, 100, 100],
            tags=[F("peak_rates_cfs", {"1": {"existing": 3.21, "proposed": 2.84},
                                       "10": {"existing": 8.90, "proposed": 7.75},
                                       "100": {"existing": 19.60, "proposed": 20.30}}), X("N.6.A.9")])
    d.para("Table 1 - Peak discharge at the south property line (Hamel Rd ditch). The 100-yr proposed rate is "
           "0.7 cfs over existing; the outlet will be revised with the final plat.", size=9)
    d.para("A temporary sediment basin will be used in the Pond 1 footprint during grading.")
    d.heading("4. Pond 1", 11)
    d.table([["", "Elev. / value"], ["NWL", "982.0"], ["100-yr HWL", "985.6"], ["EOF", "987.8"],
             ["Freeboard (HWL to EOF)", "2.2 ft"], ["Safety bench", "10 ft @ 10:1"],
             ["Outlet", "OCS-1, 6\" orifice @ 982.0, 24\" RCP"]], [180, 170],
            tags=[F("ponds", [{"name": "Pond 1", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                               "freeboard_ft": 2.2}]), F("hwl_100yr_elev_ft", 985.6)])
    d.para("Lots 4-6 back onto the pond. Their minimum low opening elevation is 988.1, 2.5 ft above the pond "
           "100-yr HWL.", tags=[F("lowest_opening_elev_ft", 988.1), F("hwl_100yr_elev_ft", 985.6)])
    d.para("The FES at the pond inlet and the outlet FES get Class III riprap with geotextile and an energy "
           "dissipating apron to prevent erosion and scour.", tags=[S("N.4.8")])
    d.heading("5. BMPs", 11)
    d.para("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas: minimized street width (28 ft), "
           "disconnected roof drains to lawn, a wet pond, and the construction-phase erosion control measures.",
           tags=[S("N.3.0")])
    d.para("Permanent BMPs: (1) Pond 1 wet detention with skimmer outlet; (2) riprap energy dissipaters at FES; "
           "(3) 4 ft min. turf buffer along rear yards draining to pond; (4) native seeding on pond slopes.",
           tags=[S("N.3.2")])
    d.heading("6. City plan", 11)
    d.para("The design is consistent with the City of Medina Local Surface Water Management Plan (2018), which "
           "requires rate control to existing; see City Engineer review letter (Appendix B).", tags=[S("N.4.7")])
    d.heading("Attachments", 11)
    d.para("A - HydroCAD output   B - City of Medina review letter   C - Soil borings   D - NPDES coverage")
    d.new_page()
    d.para("APPENDIX A - HydroCAD output", 11, bold=True, tags=[X("N.6.A.10")])
    ev = ["1", "2", "10", "100"]
    hydrocad_summary(d, "Bridle Ridge EXISTING  -  Node listing", [
        ("1S", "Site south (ex)", 9.40, 74, [2.31, 3.18, 6.40, 14.10]),
        ("OS-1", "Off-site north", 3.20, 78, [0.90, 1.22, 2.50, 5.50]),
        ("DP-1", "Hamel Rd ditch", 12.60, 0, [3.21, 4.40, 8.90, 19.60])], ev)
    hydrocad_summary(d, "Bridle Ridge PROPOSED  -  Node listing", [
        ("2S", "To pond", 7.10, 80, [3.90, 5.10, 9.80, 19.90]),
        ("3S", "Bypass (rear yards)", 2.30, 72, [0.41, 0.60, 1.35, 3.10]),
        ("OS-1", "Off-site north", 3.20, 78, [0.90, 1.22, 2.50, 5.50]),
        ("1P", "Pond 1 (outflow)", 10.30, 0, [2.50, 3.40, 6.60, 17.60]),
        ("DP-1", "Hamel Rd ditch", 12.60, 0, [2.84, 3.95, 7.75, 20.30])], ev,
        note="1P Pond 1: Peak Elev= 985.60' (100-yr)  Storage= 1.84 af  Primary 24.0\" RCP + 6.0\" orifice")
    d.new_page()
    d.para("APPENDIX B", 11, bold=True)
    d.para("CITY OF MEDINA - Public Works / Engineering", 10, bold=True, after=2)
    d.para("2052 County Road 24, Medina MN 55340", 9)
    d.para("February 27, 2024")
    d.para("Re: Bridle Ridge preliminary plat - engineering review", bold=True)
    d.para("City staff has reviewed the preliminary grading and stormwater plans for Bridle Ridge dated 2/9/2024. "
           "The stormwater management plan conforms with the City of Medina Local Surface Water Management Plan, "
           "subject to the comments below. 1. Provide drainage and utility easements over Pond 1 to the HWL plus "
           "10 ft. 2. Revise outlet so the 100-yr rate does not exceed existing. 3. Street light locations to follow.",
           tags=[X("N.6.A.11")])
    d.signature(["Tom Kellogg, PE, City Engineer (WSB for the City)"])
    d.para("APPENDIX C - Geotechnical soil borings", 11, bold=True, tags=[X("N.6.C")])
    d.table([["Boring", "Surface", "Topsoil", "Soil", "Water"],
             ["SB-1", "990.4", "1.5 ft", "Lean clay (CL) to 15'", "none"],
             ["SB-2", "986.1", "2.0 ft", "Lean clay w/ sand (CL)", "11.0'"],
             ["SB-3", "984.0", "1.0 ft", "Clayey sand (SC) / clay", "8.5'"]], [60, 60, 60, 200, 60], size=8.5)
    d.para("Haugo GeoTechnical Services, report 23-0412, Nov. 2023 (logs summarized).", size=8.5)
    d.new_page()
    d.para("APPENDIX D", 11, bold=True)
    d.para("Minnesota Pollution Control Agency - Construction Stormwater General Permit MNR100001", bold=True)
    d.para("Permit coverage: Bridle Ridge, Medina.  Permit ID: C00071842.  Coverage effective: 3/1/2024. "
           "Owner: Bridle Ridge Partners LLC. Operator: Loeffler Excavating. Disturbed area: 6.1 acres.",
           tags=[X("N.6.A.13")])
    d.save()


def medina_subdivision(out: Path) -> Package:
    """A surveying-and-engineering shop: memo with appendices, 3-sheet plan set; no drainage map."""
    pkg = Package(out, "x29-02-medina-bridle-ridge", seed=2)
    f = application_form(
        pkg, "Application_Bridle_Ridge.pdf", project="Bridle Ridge", location="4400 Arrowhead Dr",
        city="Medina", pid="03-118-23-44-0002", applicant="Bridle Ridge Partners LLC (D. Ahlstrom)",
        agent="North Fork Land Surveying & Engineering", public=False,
        ptype="Residential subdivision", type_tags=[F("project_type", "single_family_subdivision")],
        fields=[("Site area (AC):", ("9.40", [F("site_area_ac", 9.40)])),
                ("No. of units / lots:", ("12 SF lots", [F("dwelling_units", 12)])),
                ("Disturbed area (AC):", ("6.1", [F("disturbed_area_ac", 6.1)])),
                ("Imp. existing / proposed (AC):", ("0.12 / 2.31", [F("existing_impervious_ac", 0.12),
                                                                    F("proposed_impervious_ac", 2.31)]))],
        date="3/8/24", signer="D. Ahlstrom")
    f.save()
    _medina_memo(pkg)
    firm = ["NORTH FORK", "Land Surveying & Engineering, Inc.", "Medina, MN  763-555-0190"]
    cert = ["I hereby certify that this plan was prepared by me or under my direct supervision and that I am a "
            "duly Licensed Professional Engineer under the laws of the State of Minnesota.",
            "Jake R. Brandt, PE   Lic. No. 48817   Date 3/8/2024"]
    common = dict(firm=firm, project="BRIDLE RIDGE  -  MEDINA, MN", cert=cert,
                  cert_tags=[X("plan_set.pe_certified")])
    sheets = [
        dict(number="C1", title="EXISTING CONDITIONS & REMOVALS", notes=[
            ("Boundary and existing topography by North Fork, field survey 10/2023.", []),
            ("Plat boundary (heavy line) and lands of the owner (Bridle Ridge Partners LLC, PID 03-118-23-44-0002) shown.",
             [X("N.6.A.1")]),
            ("No wetlands, shoreland or FEMA floodplain on the platted area (no-wetland determination 8/2023).",
             [X("N.6.A.4")]),
            ("Contour interval 2 ft. Elevations NGVD 29.",
             [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29")])]),
        dict(number="C2", title="GRADING, DRAINAGE & EROSION CONTROL", notes=[
            ("Existing contours dashed, proposed contours solid, 2' interval, datum NGVD 1929.",
             [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"), X("N.6.A.7")]),
            ("Storm sewer and Pond 1 shown with inverts; existing 18\" CMP at Hamel Rd to remain.", [X("N.6.A.3")]),
            ("POND 1: NWL 982.0, 100-YR HWL 985.6, EOF 987.8. Existing site has no permanent water.", [X("N.6.A.6")]),
            ("Drainage & utility easement over Pond 1 to HWL + 10 ft and over all storm sewer, dedicated on plat.",
             [X("N.6.A.12")]),
            ("Min. low opening Lots 4-6: 988.1.", [F("lowest_opening_elev_ft", 988.1)])]),
        dict(number="C3", title="STORM SEWER, POND & OUTLET DETAILS", notes=[
            ("Pond 1 section: 10' safety bench at 10:1, 3:1 above, 3:1 below bench to 4' depth.", []),
            ("OCS-1 outlet structure with 6\" orifice, skimmer baffle; Class III riprap at FES (detail 5).",
             [X("N.6.A.8")]),
            ("Construct per City of Medina standard specifications and MnDOT 2501/2511.", [])]),
    ]
    plan_set(pkg, "Bridle_Ridge_Plans_24x36.pdf", FULL_SIZE, sheets, common, "plan_set.full_size")
    plan_set(pkg, "Bridle_Ridge_Plans_11x17.pdf", HALF_SIZE, sheets, common, "plan_set.reduced")
    return pkg




def victoria_villas(out: Path) -> Package:
    """A design-build builder's narrative: prose, one bullet list, no plans (BMP-only, N.2.C.1)."""
    pkg = Package(out, "x29-03-victoria-hollow-creek-villas", seed=3)
    f = application_form(
        pkg, "01_MCWD_Application.pdf", project="Hollow Creek Villas", location="8010 Rolling Acres Rd",
        city="Victoria", pid="25.0150300 / 25.0150310", applicant="Carver Valley Builders, Inc.",
        agent="Pioneer Bluff Engineering (S. Vang)", public=False,
        ptype="Residential subdivision", type_tags=[F("project_type", "single_family_subdivision")],
        fields=[("Total site area:", ("4.62 acres", [F("site_area_ac", 4.62)])),
                ("Units:", ("14 detached villas", [F("dwelling_units", 14)])),
                ("Land disturbance:", ("4.1 ac", [F("disturbed_area_ac", 4.1)])),
                ("Impervious surface, existing:", ("0.35 ac", [F("existing_impervious_ac", 0.35)])),
                ("Impervious surface, proposed:", ("1.74 ac", [F("proposed_impervious_ac", 1.74)]))],
        date="May 2, 2024", signer="Rick Lindquist, President")
    f.save()
    d = pkg.doc("02_Project_Narrative.pdf", font="Times-Roman", bold="Times-Bold", margin=72,
                footer="Carver Valley Builders  -  Hollow Creek Villas  -  Project Narrative")
    d.center("HOLLOW CREEK VILLAS", 16)
    d.center("Project Narrative and Stormwater BMP Summary", 12, bold=False)
    d.center("Victoria, Minnesota  -  May 2024", 10, bold=False)
    d.space(10)
    d.heading("Overview")
    d.para("Carver Valley Builders proposes fourteen (14) detached single-family villa homes on a private "
           "street, replacing a single home, a pole barn and a gravel drive on two parcels totaling 4.62 acres. "
           "Each villa sits on its own lot (0.17 to 0.24 acres) with association-maintained common area. The "
           "resulting density is 3.03 units per acre, so the project is medium density residential.",
           tags=[F("project_type", "single_family_subdivision"), F("dwelling_units", 14), F("site_area_ac", 4.62),
                 F("density_du_per_ac", 3.03)])
    d.para("Impervious surface rises from 0.35 acres today to 1.74 acres (roofs 0.98 ac, street 0.48 ac, drives "
           "and walks 0.28 ac). The private street is 760 feet long with a cul-de-sac, 24 feet wide back of curb to back of curb.",
           tags=[F("existing_impervious_ac", 0.35), F("proposed_impervious_ac", 1.74)])
    d.heading("Drainage")
    d.para("The site slopes gently east toward Rolling Acres Road. Runoff today sheet-flows to the road ditch. "
           "Soils are Hawick loamy sand and Estherville sandy loam (HSG A/B) per the NRCS soil survey. Because of the sandy soils, infiltration is "
           "proposed: a 5,400 SF infiltration basin in the east common area will take the first 1.1 inches of "
           "runoff from all new impervious surface.", tags=[F("infiltration_proposed", True)])
    d.para("The infiltration basin bottom is at 955.0 with an overflow weir at 957.5. The basin 100-year "
           "high water level is 958.3. The lowest opening of the nearest villa (Lot 9) is 961.0, 2.7 feet above it; "
           "all other openings are higher.", tags=[F("hwl_100yr_elev_ft", 958.3), F("lowest_opening_elev_ft", 961.0)])
    d.heading("Rule N applicability")
    d.para("With a 4.62-acre site at more than two units per acre, we understand Rule N requires the Best "
           "Management Practices of Section 3 only. Rate control is nonetheless improved by the basin; no "
           "pond is proposed.")
    d.heading("Best management practices")
    d.para("The BMPs were selected from the MPCA manual, Protecting Water Quality in Urban Areas, and the "
           "Minnesota Stormwater Manual. Site design keeps the street narrow and preserves the oak stand on the "
           "north line; structural and non-structural BMPs are listed below.", tags=[S("N.3.0")])
    d.para("Permanent BMPs:", bold=True, after=2, tags=[S("N.3.2")])
    for item in ("Infiltration basin with pretreatment sump manhole (SMH-3)",
                 "Roof leaders of Lots 1-7 directed to the rear-yard swale and the basin",
                 "Native prairie seed mix in the common area (0.61 ac)",
                 "Preserved oak stand, 0.42 ac, under a conservation easement to the association",
                 "Association street sweeping each spring and fall"):
        d.para("-  " + item, indent=14, after=2)
    d.space(6)
    d.para("Temporary: silt fence, rock entrance, inlet protection, and the basin area fenced off from "
           "construction traffic to keep it from compacting until the site is stabilized.")
    d.heading("Schedule and contacts")
    d.para("Grading June 2024; homes 2024-2026. Builder: Rick Lindquist, 952-555-0122. Engineer: Sue Vang, PE, "
           "Pioneer Bluff Engineering, Chaska.")
    d.save()
    return pkg


def _indep_memo(pkg: Package) -> None:
    d = pkg.doc("Stormwater_Report_Maple_Hollow.pdf", font="Times-Roman", bold="Times-Bold", margin=70,
                header="RIDGELINE CIVIL + SURVEY  |  Maple Hollow  |  Stormwater Management Memo  |  Rev. 1",
                footer="Ridgeline Civil + Survey, Delano MN")
    d.center("Maple Hollow", 18)
    d.center("Stormwater Management Memo", 13, bold=False)
    d.center("City of Independence, Hennepin County", 10, bold=False)
    d.center("Prepared for: Pioneer Trail Homes LLC     April 2024", 10, bold=False)
    d.space(12)
    d.heading("SUMMARY TABLE", 11, underline=True)
    d.table([["Item", "Value"],
             ["Site (plat) area", "23.50 AC"],
             ["Lots", "18 single-family"],
             ["Gross density", "0.77 u/ac"],
             ["Imp. - existing", "0.40 AC (farm bldgs, drive)"],
             ["Imp. - proposed", "3.85 AC"],
             ["Net increase", "3.45 AC"],
             ["Disturbed area", "15.2 AC"],
             ["Receiving water", "Lake Independence via Pioneer Creek"],
             ["Annual TP removal (P8)", "61%"]], [170, 250],
            row_tags={1: [F("site_area_ac", 23.50)], 2: [F("dwelling_units", 18)],
                      3: [F("density_du_per_ac", 0.77)], 4: [F("existing_impervious_ac", 0.40)],
                      5: [F("proposed_impervious_ac", 3.85)], 6: [F("net_impervious_increase_ac", 3.45)],
                      7: [F("disturbed_area_ac", 15.2)], 9: [F("phosphorus_removal_pct", 61.0)]},
            tags=[F("project_type", "single_family_subdivision")])
    d.heading("SITE", 11, underline=True)
    d.para("Maple Hollow subdivides two farm parcels (PID 22-118-24-33-0001, -0004; 41.9 AC combined) into 18 "
           "rural single-family lots of 0.9-1.6 AC and 5 outlots. Only the 23.50 AC plat is being developed; "
           "Outlot E (18.4 AC) stays in crop. The existing barn and the farmhouse are removed.")
    d.para("Wetland 1 (Type 2/3, 0.62 AC) in the northwest corner was delineated by Kjolhaug Environmental "
           "(2023) and is shown with its 30 ft buffer on the plans; it is not filled. The site is outside the "
           "FEMA floodplain and shoreland district. Soils are Lester loam and Cordova clay loam (HSG C/D); "
           "infiltration is not proposed.", tags=[F("infiltration_proposed", False)])
    d.para("About 6.8 AC of off-site farmland to the west drains through the site in a grassed waterway. It is "
           "carried in the analysis (subcatchment OS-W) and routed around Pond A in a 30-in. RCP bypass.",
           tags=[S("N.4.4")])
    d.heading("RATE CONTROL", 11, underline=True)
    d.para("HydroCAD, Atlas 14 24-hr MSE 3 events, with ponds modeled by storage-indication reservoir routing. "
           "Pond A is placed in the existing wet swale (natural low area) at the east line. Results at the "
           "east property line (DP-1, Pioneer Creek tributary):", tags=[S("N.4.2")])
    d.table([["Event", "1-yr", "2-yr", "10-yr", "50-yr", "100-yr"],
             ["Existing (cfs)", "11.2", "14.8", "29.5", "52.0", "63.1"],
             ["Proposed (cfs)", "9.4", "12.1", "26.8", "49.9", "60.7"]], [90, 60, 60, 60, 60, 60],
            tags=[F("peak_rates_cfs", {"1": {"existing": 11.2, "proposed": 9.4},
                                       "10": {"existing": 29.5, "proposed": 26.8},
                                       "100": {"existing": 63.1, "proposed": 60.7}}), X("N.6.A.9")])
    d.para("Off-site water levels are unaffected: the upstream waterway and the downstream culvert under "
           "Pioneer Trail see no rise in the 100-yr elevation, and a temporary sediment basin keeps construction "
           "flows at existing rates.", tags=[S("N.4.3")])
    d.para("Pond A and Pond B are above the 100-yr flood elevation of Pioneer Creek (no FEMA elevation on site; "
           "creek HWL 993.0 at Pioneer Trail) and lie entirely within drainage and utility easements on Outlots B "
           "and C.", tags=[S("N.4.6")])
    d.para("Conformance: the plan conforms to the City of Independence Local Water Management Plan (2019); City "
           "staff comments are attached.", tags=[S("N.4.7")])
    d.heading("WATER QUALITY", 11, underline=True)
    d.para("P8 (v3.5) with 1955-2004 MSP rainfall: annual TP load 14.6 lb/yr to DP-1 unmitigated, 5.7 lb/yr "
           "with ponds, i.e. 61% TP removal (TSS 86%). Permanent pool volumes use the total tributary area "
           "including OS-W.", tags=[F("phosphorus_removal_pct", 61.0)])
    d.table([["Pond", "NWL", "100-yr HWL", "EOF", "Freeboard", "Bench (W / slope)", "Dead storage"],
             ["Pond A", "1005.0", "1009.6", "1012.1", "2.5 ft", "8 ft / 10:1", "1.92 ac-ft"],
             ["Pond B", "1000.0", "1003.2", "1006.2", "3.0 ft", "10 ft / 10:1", "0.88 ac-ft"]],
            [55, 55, 70, 55, 60, 100, 75], size=8.5,
            tags=[F("ponds", [{"name": "Pond A", "safety_bench_width_ft": 8.0, "safety_bench_slope_h_per_v": 10.0,
                               "freeboard_ft": 2.5},
                              {"name": "Pond B", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                               "freeboard_ft": 3.0}])])
    d.para("Both outlet structures have a submerged (reverse-slope) pipe / skimmer so floatables are held back "
           "for storms up to and beyond the 1-year event.", tags=[S("N.5.2")])
    d.para("All pond inlets and the outlet FES have riprap aprons (Class III, 18 in. thick on geotextile) sized "
           "for outlet velocity, to keep erosion and scour out of the ponds and the creek.",
           tags=[S("N.4.8"), S("N.5.4")])
    d.para("Lowest openings: Lots 7-10 face Pond A. Their lowest opening is 1012.4, which is 2.8 ft over the "
           "Pond A 100-yr HWL of 1009.6.", tags=[F("lowest_opening_elev_ft", 1012.4), F("hwl_100yr_elev_ft", 1009.6)])
    d.heading("BMPs", 11, underline=True)
    d.para("BMPs per the MPCA Protecting Water Quality in Urban Areas manual: rural section streets without curb "
           "(grass ditches), large lots with 75% of each lot left pervious, wetland buffer, and two wet ponds. "
           "Permanent BMP list: Pond A; Pond B; outlet skimmers; riprap aprons; 30 ft wetland buffer with "
           "monuments; grassed road ditches.", tags=[S("N.3.0"), S("N.3.2")])
    d.heading("APPENDICES", 11, underline=True)
    d.para("1. HydroCAD summary   2. P8 summary   3. City comments   4. MPCA permit")
    d.new_page()
    d.para("Appendix 1 - HydroCAD summary (full report on request)", 11, bold=True, tags=[X("N.6.A.10")])
    ev = ["1", "2", "10", "100"]
    hydrocad_summary(d, "MAPLE HOLLOW - EXISTING", [
        ("E1", "Site to east", 23.50, 76, [9.10, 12.00, 24.10, 51.30]),
        ("OS-W", "Off-site west", 6.80, 79, [2.10, 2.80, 5.40, 11.80]),
        ("DP-1", "East line", 30.30, 0, [11.20, 14.80, 29.50, 63.10])], ev)
    hydrocad_summary(d, "MAPLE HOLLOW - PROPOSED", [
        ("P1", "To Pond A", 13.40, 80, [7.30, 9.40, 18.30, 37.00]),
        ("P2", "To Pond B", 6.70, 78, [3.10, 4.10, 8.30, 17.20]),
        ("P3", "Bypass", 3.40, 74, [1.00, 1.40, 3.10, 6.90]),
        ("OS-W", "Off-site west", 6.80, 79, [2.10, 2.80, 5.40, 11.80]),
        ("DP-1", "East line", 30.30, 0, [9.40, 12.10, 26.80, 60.70])], ev,
        note="Pond A peak 1009.60 (100-yr)   Pond B peak 1003.20 (100-yr)")
    d.para("Appendix 2 - P8 summary", 11, bold=True)
    d.table([["Device", "Type", "TP in (lb)", "TP out (lb)", "TP removal"],
             ["Pond A", "Wet pond", "9.8", "3.9", "60%"], ["Pond B", "Wet pond", "4.8", "1.8", "63%"],
             ["Overall", "to DP-1", "14.6", "5.7", "61%"]], [70, 80, 70, 70, 70], size=8.5)
    d.new_page()
    d.para("Appendix 3 - City of Independence staff review", 11, bold=True)
    d.para("From: Ron Wagner, PE, City Engineer (Hakanson Anderson for the City). Date: 3/29/2024.", size=9.5)
    d.para("The City has reviewed the Maple Hollow preliminary plat, grading plan and stormwater memo. The "
           "stormwater design meets the rate control and water quality requirements of the City's Local Water "
           "Management Plan. Comments: add wetland buffer monuments; label Outlot B and C easements.",
           tags=[X("N.6.A.11")])
    d.para("Appendix 4 - MPCA Construction Stormwater permit", 11, bold=True)
    d.para("MPCA Construction Stormwater General Permit - coverage issued. Project: Maple Hollow, Independence. "
           "Permit No. C00072390, issued 4/4/2024. Acres disturbed: 15.2.", tags=[X("N.6.A.13")])
    d.save()


def independence_subdivision(out: Path) -> Package:
    """A civil-and-survey firm, table first: 23.5-acre rural plat (N.2.B.3); a narrow bench, 1-ft contours."""
    pkg = Package(out, "x29-04-independence-maple-hollow", seed=4)
    f = application_form(
        pkg, "MCWD_permit_app_MapleHollow.pdf", project="Maple Hollow (prelim. plat)",
        location="Pioneer Trail & Co Rd 19", city="Independence", pid="22-118-24-33-0001, -0004",
        applicant="Pioneer Trail Homes LLC", agent="Ridgeline Civil + Survey / K. Moe", public=False,
        ptype="Residential subdivision", type_tags=[F("project_type", "single_family_subdivision")],
        fields=[("Site area:", ("23.50 AC", [F("site_area_ac", 23.50)])),
                ("Units:", ("18", [F("dwelling_units", 18)])),
                ("Disturbed:", ("15.2 AC", [F("disturbed_area_ac", 15.2)])),
                ("Net impervious increase:", ("3.45 AC", [F("net_impervious_increase_ac", 3.45)]))],
        rules=("B", "D", "N"), date="4/10/2024", signer="K. Moe")
    f.save()
    _indep_memo(pkg)
    firm = ["RIDGELINE", "Civil + Survey", "Delano, MN 55328"]
    cert = ["I HEREBY CERTIFY THAT THIS PLAN WAS PREPARED BY ME OR UNDER MY DIRECT SUPERVISION AND THAT I AM A "
            "DULY LICENSED PROFESSIONAL ENGINEER UNDER THE LAWS OF THE STATE OF MINNESOTA.",
            "KAREN L. MOE, P.E.  REG. NO. 44120  DATE 04/10/24"]
    common = dict(firm=firm, project="MAPLE HOLLOW - INDEPENDENCE, MINNESOTA", cert=cert,
                  cert_tags=[X("plan_set.pe_certified")])
    sheets = [
        dict(number="1 OF 5", title="EXISTING CONDITIONS", notes=[
            ("PLAT BOUNDARY AND PROPERTY LINES; LANDS OF PIONEER TRAIL HOMES LLC (BOTH PIDS) HATCHED.",
             [X("N.6.A.1")]),
            ("WETLAND 1 (0.62 AC) PER KJOLHAUG 2023 DELINEATION; NO FLOODPLAIN OR SHORELAND ON SITE.", [X("N.6.A.4")]),
            ("EXISTING CONTOURS AT 1-FT INTERVAL. DATUM: NGVD 29.",
             [F("contour_interval_ft", 1.0), F("vertical_datum", "NGVD29")])]),
        dict(number="2 OF 5", title="DRAINAGE AREA MAPS - EXISTING & PROPOSED", notes=[
            ("EXISTING SUBWATERSHEDS E1 AND OFF-SITE OS-W (6.8 AC); PROPOSED SUBWATERSHEDS P1, P2, P3 AND OS-W.",
             [X("N.6.A.2")]),
            ("DISCHARGE POINT DP-1 AT EAST PROPERTY LINE.", [])]),
        dict(number="3 OF 5", title="GRADING & DRAINAGE PLAN", notes=[
            ("PROPOSED CONTOURS 1-FT INTERVAL (NGVD 29).", [F("contour_interval_ft", 1.0)]),
            ("POND A NWL 1005.0 HWL 1009.6; POND B NWL 1000.0 HWL 1003.2; WETLAND 1 NWL 1011.3, HWL 1012.0.",
             [X("N.6.A.6")]),
            ("STORM SEWER, PONDS AND OFF-SITE BYPASS PIPE SHOWN WITH INVERTS.", [X("N.6.A.3")]),
            ("DRAINAGE AND UTILITY EASEMENTS OVER OUTLOTS B AND C (PONDS) AND OVER ALL STORM SEWER.",
             [X("N.6.A.12")])]),
        dict(number="4 OF 5", title="STORM SEWER PLAN & PROFILE", notes=[
            ("STORM SEWER PER CITY OF INDEPENDENCE STANDARDS; RCP CLASS 5 UNDER STREETS.", [])]),
        dict(number="5 OF 5", title="POND & OUTLET DETAILS", notes=[
            ("POND A: 8' SAFETY BENCH AT 10:1; POND B: 10' BENCH AT 10:1. 4:1 SIDE SLOPES ABOVE BENCH.", []),
            ("OUTLET STRUCTURES OCS-A/OCS-B WITH REVERSE-SLOPE SKIMMER PIPE; RIPRAP APRONS. SPECIFICATIONS ON SHEET.",
             [X("N.6.A.8")])]),
    ]
    plan_set(pkg, "MapleHollow_CivilPlans_FULL.pdf", FULL_SIZE, sheets, common, "plan_set.full_size")
    plan_set(pkg, "MapleHollow_CivilPlans_HALF.pdf", HALF_SIZE, sheets, common, "plan_set.reduced")
    return pkg


ALL = [orono_residence, medina_subdivision, victoria_villas, independence_subdivision]
