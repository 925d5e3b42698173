"""Packages 7-12: senior housing on church land, an HRA, a school district plat, a cottage court,
land-trust twinhomes, and a county agency's apartments."""

from __future__ import annotations

from corpus.external22 import appendix as ap
from corpus.external22.doc import Package
from corpus.external22.packages_a import F, S, X
from corpus.external22.plans import Sheet, plan_set


def p07_wayzata_senior(pkg: Package) -> None:
    """A builder applying on behalf of a church that sells it part of its campus; 1-ft contours."""
    d = pkg.doc("Summit_Place_Stormwater_Narrative.pdf", font="Times-Roman", size=11, margin=66,
                header="Summit Place Senior Residences - Wayzata", footer="Anderson Engineering of Minnesota")
    d.text("Summit Place Senior Residences", font="Times-Bold", size=16, gap=2)
    d.text("Stormwater Narrative and Rule N Compliance", font="Times-Italic", size=12, gap=12)
    d.text("Prepared for Ridgeline Builders, Inc., applicant, on behalf of and with the written consent of the "
           "fee owner, St. Bartholomew's Lutheran Church. The church will sell the east part of its campus to "
           "Ridgeline at closing; the sanctuary and school remain church property.")
    d.heading("Project description")
    d.text("The church campus (parent parcel) is 11.3 acres. The project site is the 3.4-acre east portion, "
           "now the church's overflow parking lot and a lawn. Ridgeline proposes a four-story senior "
           "apartment building with 64 units (age 55+), underground parking for 70 vehicles, and a "
           "community garden.",
           [F("site_area_ac", 3.4), F("dwelling_units", 64), F("project_type", "multi_unit_residential")])
    d.text("Density is 18.8 units per acre on the project site. Wayzata's comprehensive plan guides this area "
           "High Density Residential (12-30 units/acre).", [F("density_du_per_ac", 18.8)])
    d.text("Impervious surface: 0.90 acres existing (parking lot) and 2.10 acres proposed. Total disturbed "
           "area 3.3 acres.",
           [F("existing_impervious_ac", 0.9), F("proposed_impervious_ac", 2.1), F("disturbed_area_ac", 3.3)])
    d.text("Because impervious surface increases by more than 50%, the site is treated as if undeveloped.")
    d.heading("Best management practices")
    d.text("New impervious area is limited by putting all parking under the building. A wet pond and an "
           "iron-enhanced sand filter bench treat runoff and hold peak flows, consistent with the MPCA's "
           "Protecting Water Quality in Urban Areas.", [S("N.3.0")])
    d.text("Permanent BMPs: (1) wet pond P-1 with iron-enhanced sand filter bench; (2) two pretreatment sump "
           "structures; (3) outlet skimmer structure; (4) native plantings on the pond slopes.", [S("N.3.2")])
    d.text("Infiltration is not proposed; the borings found clay to 14 feet.", [F("infiltration_proposed", False)])
    d.heading("Rate control")
    d.text("The existing low area at the east property line, where the lawn ponds today, is used for pond "
           "P-1. The pond and outlet were sized by reservoir routing of 24-hour Atlas 14 events, the critical "
           "duration for this site.", [S("N.4.2")])
    d.table([["Return period", "Existing (cfs)", "Proposed (cfs)", "Change"],
             ["1-year", "4.6", "2.9", "-1.7"], ["10-year", "10.8", "7.5", "-3.3"],
             ["100-year", "21.1", "17.9", "-3.2"]], [120, 110, 110, 80],
            tags=[F("peak_rates_cfs", {"1": {"existing": 4.6, "proposed": 2.9}, "10": {"existing": 10.8, "proposed": 7.5},
                                       "100": {"existing": 21.1, "proposed": 17.9}}), X("N.6.A.9")])
    d.text("Off-site runoff from 1.8 acres of the church campus to the west flows through the site and is "
           "included in the model and in the pond sizing.", [S("N.4.4")])
    d.text("Water levels downstream in the Wayzata Boulevard storm sewer and at Gray's Bay are not increased "
           "during or after construction; temporary sediment basins discharge at existing rates.", [S("N.4.3")])
    d.text("Pond P-1 lies above the projected 100-year flood elevation of Lake Minnetonka and within a "
           "drainage and utility easement to be dedicated on the plat.", [S("N.4.6")])
    d.text("The design conforms to the City of Wayzata Surface Water Management Plan; the City Engineer's "
           "letter of review is Appendix C.", [S("N.4.7")])
    d.text("The pond outfall has a riprap apron and plunge pool to keep erosion and scour from occurring.",
           [S("N.4.8")])
    d.text("Pond P-1 NWL 931.0, 100-year HWL 934.8. Lowest building opening (garage entry) 937.5.",
           [F("hwl_100yr_elev_ft", 934.8), F("lowest_opening_elev_ft", 937.5)])
    d.text("The receiving water is not landlocked.", [F("landlocked", False)])
    d.heading("Appendices")
    d.text("Appendix A: HydroCAD model output (existing and proposed, 1-, 2-, 10-, 100-year). Appendix B: "
           "Geotechnical report, Braun Intertec, borings SB-1 to SB-6. Appendix C: Letter from the City of "
           "Wayzata Engineer. Appendix D: MPCA NPDES Construction Stormwater Permit coverage card.")
    ap.model_output(d, "Appendix A - HydroCAD Output", "HydroCAD 10.2",
                    [["Node", "Area (ac)", "CN", "1-yr out", "10-yr out", "100-yr out"],
                     ["EX-1", "2.1", "74", "3.2", "7.4", "14.6"], ["EX-2", "1.3", "80", "1.4", "3.4", "6.5"],
                     ["OS-1", "1.8", "72", "1.9", "4.6", "9.3"], ["P-1 (pond)", "-", "-", "2.9", "7.5", "17.9"]],
                    [X("N.6.A.10")])
    ap.boring_logs(d, "Appendix B - Geotechnical Borings", "Braun Intertec",
                   [["SB-1", "936.4", "Lean clay (CL), stiff", "none to 21 ft"],
                    ["SB-3", "933.9", "Clayey sand (SC) over lean clay", "18.5 ft"],
                    ["SB-6", "931.2", "Topsoil, lean clay (CL)", "14.0 ft"]], [X("N.6.C")])
    ap.city_letter(d, "Appendix C - City Review", "Wayzata", "Mark Kaltsas, City Engineer", "April 2, 2026",
                   "The City has reviewed the Summit Place grading and stormwater plans and finds the project "
                   "consistent with the City of Wayzata Surface Water Management Plan.", [X("N.6.A.11")])
    ap.npdes_card(d, "Appendix D - NPDES Permit Coverage", "C00071544", "Ridgeline Builders, Inc.",
                  "Summit Place Senior Residences", "April 20, 2026", "3.3", [X("N.6.A.13")])
    d.save()
    base = "Summit Place Senior Residences, Wayzata MN"
    sheets = [
        Sheet("C-001", "Cover, Index, Legend", ["Sheet index: C-101, C-201, C-301, C-501."]),
        Sheet("C-101", "Existing Conditions and Removals", [
            ("Property lines of the 3.4-acre purchase parcel and remaining church land shown.", [X("N.6.A.1")]),
            ("Topography: 1-foot contours, NGVD 1929.", [F("contour_interval_ft", 1), F("vertical_datum", "NGVD29")]),
            ("No wetlands on site. Site is outside the Lake Minnetonka shoreland and floodplain.", [X("N.6.A.4")])]),
        Sheet("C-201", "Drainage Areas - Existing and Proposed", [
            ("On-site subwatersheds EX-1, EX-2, PR-1 to PR-3 and the 1.8-ac off-site area OS-1.", [X("N.6.A.2")])]),
        Sheet("C-301", "Grading, Drainage, Erosion Control", [
            ("Storm sewer and pond: location, alignment and elevations, existing and proposed.", [X("N.6.A.3")]),
            ("Pond P-1 normal water 931.0, 100-year 934.8.", [X("N.6.A.6")]),
            ("Drainage and utility easement over Pond P-1.", [X("N.6.A.12")])]),
        Sheet("C-501", "Storm Details", [("Outlet structure, skimmer, filter bench section, riprap; specifications.", [X("N.6.A.8")])]),
    ]
    kw = dict(firm="Anderson Engineering of Minnesota", engineer="Thomas R. Anderson", license_no="25561", project=base)
    plan_set(pkg, "Summit_Place_Plans_22x34.pdf", sheets, **kw)
    plan_set(pkg, "Summit_Place_Plans_11x17.pdf", sheets, size="reduced", **kw)


def p08_edina_hra(pkg: Package) -> None:
    """A city HRA: resolution-like cover, staff memo, consultant tables; a walkout too low."""
    d = pkg.doc("Edina_HRA_Application.pdf", font="Helvetica", size=10, margin=60)
    d.text("HOUSING AND REDEVELOPMENT AUTHORITY OF EDINA", font="Helvetica-Bold", size=13, gap=1)
    d.text("4801 West 50th Street, Edina, Minnesota 55424", size=9, gap=12)
    d.text("Application to the Minnehaha Creek Watershed District - Pentagon Park Affordable Housing",
           font="Helvetica-Bold")
    d.text("The Housing and Redevelopment Authority of Edina, a public body corporate and politic created "
           "under Minn. Stat. 469.003, is the applicant and owner.", [F("applicant_public_entity", True)])
    d.text("The HRA will build 96 affordable rental units (three 32-unit buildings) and a tot lot on the "
           "former Pentagon Park office parcels, 6.8 acres in all.",
           [F("dwelling_units", 96), F("site_area_ac", 6.8), F("project_type", "multi_unit_residential")])
    d.text("Parking: 112 garage and 60 surface stalls. Buildings are 3 stories, 41,000 sf each.")
    d.signature(["Scott Neal, Executive Director", "Housing and Redevelopment Authority of Edina"])
    d.new_page()
    d.text("Stormwater summary (Barr-Kline Engineering)", font="Helvetica-Bold", size=12)
    d.table([["Quantity", "Acres"], ["Site area", "6.80"], ["Impervious, existing", "4.95"],
             ["Impervious, proposed", "4.10"], ["Disturbed", "6.40"]], [220, 100],
            row_tags={1: [F("site_area_ac", 6.8)], 2: [F("existing_impervious_ac", 4.95)],
                      3: [F("proposed_impervious_ac", 4.1)], 4: [F("disturbed_area_ac", 6.4)]})
    d.text("The redevelopment reduces impervious surface by 0.85 acres. BMPs: the plan removes parking, "
           "adds a wet pond and tree trenches, and follows the MPCA manual for urban water quality.",
           [F("net_impervious_increase_ac", -0.85), S("N.3.0")])
    d.text("Permanent stormwater BMPs: wet pond WP-1; 14 tree trenches with underdrains; two hydrodynamic "
           "separators.", [S("N.3.2")])
    d.text("Infiltration is not proposed (contaminated fill).", [F("infiltration_proposed", False)])
    d.text("Peak discharge to Nine Mile Creek storm sewer at the south line, cfs:")
    d.table([["", "1-yr", "2-yr", "10-yr", "100-yr"], ["Existing", "11.2", "13.5", "21.0", "38.6"],
             ["Proposed", "11.9", "12.8", "18.4", "33.1"]], [80, 70, 70, 70, 70],
            tags=[F("peak_rates_cfs", {"1": {"existing": 11.2, "proposed": 11.9}, "10": {"existing": 21.0, "proposed": 18.4},
                                       "100": {"existing": 38.6, "proposed": 33.1}}), X("N.6.A.9")])
    d.text("Pond WP-1 and its outlet were designed by reservoir routing of the critical 24-hour events; the "
           "site has no natural low area left after earlier development.", [S("N.4.2")])
    d.text("Pond WP-1 sits above the 100-year flood elevation of the creek and within a drainage easement "
           "granted by the HRA to the City.", [S("N.4.6")])
    d.text("The outfall to the creek storm sewer is a submerged outlet with a riprap apron designed to prevent "
           "erosion and scouring.", [S("N.4.8")])
    d.text("Pond WP-1: NWL 906.0, 100-year HWL 911.1. Building B lowest opening (walkout patio door) "
           "912.6.", [F("hwl_100yr_elev_ft", 911.1), F("lowest_opening_elev_ft", 912.6)])
    d.text("The project is consistent with the City of Edina Comprehensive Water Resource Management Plan; "
           "the City's engineering review memo of March 30, 2026 is attached.", [S("N.4.7")])
    d.text("Attachments: HydroCAD computations; City of Edina review memo; MPCA NPDES permit coverage.")
    ap.model_output(d, "Attachment 1 - HydroCAD computations", "HydroCAD 10.2 (Atlas 14, MSE 3)",
                    [["Node", "Area (ac)", "CN", "1-yr", "10-yr", "100-yr"],
                     ["P-1", "2.4", "88", "4.4", "7.1", "12.9"], ["P-2", "3.1", "86", "5.0", "8.3", "15.2"],
                     ["WP-1 out", "-", "-", "11.9", "18.4", "33.1"]], [X("N.6.A.10")])
    ap.city_letter(d, "Attachment 2 - City of Edina review memo", "Edina", "Ross Bintner, P.E., Engineering Director",
                   "March 30, 2026", "Engineering staff reviewed the Pentagon Park Affordable Housing grading and "
                   "stormwater plans for conformance with the Comprehensive Water Resource Management Plan and have no "
                   "further comments.", [X("N.6.A.11")])
    ap.npdes_card(d, "Attachment 3 - NPDES coverage", "C00070918", "Housing and Redevelopment Authority of Edina",
                  "Pentagon Park Affordable Housing", "March 12, 2026", "6.4", [X("N.6.A.13")])
    d.save()
    base = "Pentagon Park Affordable Housing - Edina HRA"
    sheets = [
        Sheet("G-1", "Title and Index", ["Index of sheets; see civil sheets C-1 to C-4."]),
        Sheet("C-1", "Existing Conditions", [
            ("Property lines of HRA-owned parcels (Lots 1-3).", [X("N.6.A.1")]),
            ("Contours 2 ft, NGVD29.", [F("contour_interval_ft", 2), F("vertical_datum", "NGVD29")]),
            ("Nine Mile Creek floodplain delineated along south edge; no wetlands.", [X("N.6.A.4")])]),
        Sheet("C-2", "Drainage Area Maps", [("Off-site, existing and proposed subwatersheds.", [X("N.6.A.2")])]),
        Sheet("C-3", "Grading and Utility Plan", [
            ("Existing and proposed storm sewer alignment and elevations.", [X("N.6.A.3")]),
            ("Pond WP-1 NWL 906.0 / HWL 911.1.", [X("N.6.A.6")]),
            ("Drainage easement over WP-1 to the City of Edina.", [X("N.6.A.12")])]),
        Sheet("C-4", "Stormwater Details", [("Pond outlet, separators, tree trench details and specifications.", [X("N.6.A.8")])]),
    ]
    kw = dict(firm="Barr-Kline Engineering", engineer="Lena M. Kline", license_no="51102", project=base)
    plan_set(pkg, "Pentagon_Park_Civil_Full.pdf", sheets, **kw)
    plan_set(pkg, "Pentagon_Park_Civil_Half.pdf", sheets, size="reduced", **kw)


def p09_minnetonka_school_plat(pkg: Package) -> None:
    """A school district subdividing a surplus site: gross vs net acres; a pond bench too narrow."""
    d = pkg.doc("ISD276_Surplus_Site_Plat.pdf", font="Times-Roman", size=11, margin=72,
                footer="Cedar Ridge Estates - Rule N Submittal")
    d.text("Independent School District No. 276 (Minnetonka Public Schools)", font="Times-Bold", size=13)
    d.text("Cedar Ridge Estates - former Groveland Annex site, Minnetonka", font="Times-Italic", size=12, gap=10)
    d.text("The applicant is Independent School District No. 276, a public school district and political "
           "subdivision of the State of Minnesota, which owns the site and will plat it before sale.",
           [F("applicant_public_entity", True)])
    d.text("The District proposes to plat 31 single-family lots. The project area is 22.4 acres gross; after "
           "excluding 2.9 acres of wetland and buffer in Outlot B, the net developable area is 19.5 acres. "
           "Lots range from 15,000 to 32,000 square feet with 90-foot minimum widths.",
           [F("dwelling_units", 31), F("site_area_ac", 22.4), F("project_type", "single_family_subdivision")])
    d.text("Existing impervious (demolished annex building and parking): 2.6 acres. Proposed impervious (streets, "
           "homes, driveways): 5.9 acres. Grading will disturb 17.8 acres.",
           [F("existing_impervious_ac", 2.6), F("proposed_impervious_ac", 5.9), F("disturbed_area_ac", 17.8)])
    d.heading("Stormwater management")
    d.text("BMPs were chosen from the MPCA Protecting Water Quality in Urban Areas manual: a compact street "
           "grid limits impervious surface, and two wet ponds control rate and remove pollutants.", [S("N.3.0")])
    d.text("List of permanent BMPs: Pond 1 (wet, NURP), Pond 2 (wet with filter bench), skimmer outlets on "
           "both, wetland buffer 30 ft average.", [S("N.3.2")])
    d.text("Infiltration is not proposed; the site is in a wellhead protection area.", [F("infiltration_proposed", False)])
    d.text("Both ponds use natural depressions and were designed with reservoir routing of the critical-duration "
           "storms.", [S("N.4.2")])
    d.text("Off-site water levels are not affected: the wetland's 100-year level is the same in "
           "both conditions.", [S("N.4.3")])
    d.text("Runoff from the 6.2-acre Groveland neighborhood tributary to the site is routed through Pond 2.",
           [S("N.4.4")])
    d.text("Both ponds are above the 100-year flood elevation of the wetland and in drainage and utility "
           "easements on the plat.", [S("N.4.6")])
    d.text("The design conforms with the City of Minnetonka Water Resources Management Plan.", [S("N.4.7")])
    d.text("Outfalls have riprap and a plunge pool to minimize erosion and scouring.", [S("N.4.8"), S("N.5.4")])
    d.text("Both outlets have baffle skimmers to remove floatables for the 1-year event.", [S("N.5.2")])
    d.text("Peak rates at the wetland outlet (cfs)", font="Times-Bold")
    d.table([["Event", "Existing", "Proposed"], ["1-year", "9.8", "7.1"], ["10-year", "24.6", "20.3"],
             ["100-year", "52.0", "47.4"]], [110, 90, 90],
            tags=[F("peak_rates_cfs", {"1": {"existing": 9.8, "proposed": 7.1}, "10": {"existing": 24.6, "proposed": 20.3},
                                       "100": {"existing": 52.0, "proposed": 47.4}}), X("N.6.A.9")])
    d.text("P8 water quality model: total phosphorus removal 56% (annual).", [F("phosphorus_removal_pct", 56)])
    d.table([["Pond", "NWL", "HWL", "Bench width", "Bench slope", "Freeboard"],
             ["Pond 1", "903.0", "906.4", "8 ft", "10:1", "2.5 ft"],
             ["Pond 2", "909.0", "912.1", "10 ft", "10:1", "2.0 ft"]], [70, 60, 60, 80, 80, 70],
            tags=[F("ponds", [{"name": "Pond 1", "safety_bench_width_ft": 8.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.5},
                              {"name": "Pond 2", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.0}])])
    d.text("The site is not landlocked.", [F("landlocked", False)])
    d.text("Appendices: HydroCAD and P8 output; MPCA NPDES permit coverage letter; City of Minnetonka "
           "engineering review letter.")
    ap.model_output(d, "Appendix 1 - HydroCAD and P8 output", "HydroCAD 10.2 and P8 3.5",
                    [["Node", "Area (ac)", "CN", "1-yr", "10-yr", "100-yr", "TP in (lb)", "TP out (lb)"],
                     ["Pond 1", "9.7", "78", "3.0", "8.9", "21.5", "6.1", "2.5"],
                     ["Pond 2", "12.6", "76", "4.4", "11.6", "26.0", "7.9", "3.6"]], [X("N.6.A.10")])
    ap.npdes_card(d, "Appendix 2 - MPCA permit", "C00071002", "Independent School District No. 276",
                  "Cedar Ridge Estates", "May 28, 2026", "17.8", [X("N.6.A.13")])
    ap.city_letter(d, "Appendix 3 - City review", "Minnetonka", "Will Manchester, P.E., Director of Public Works",
                   "June 3, 2026", "The City has reviewed the preliminary plat and stormwater plan for Cedar Ridge "
                   "Estates and finds it in conformance with the City's Water Resources Management Plan.",
                   [X("N.6.A.11")])
    d.save()
    base = "Cedar Ridge Estates - ISD 276"
    sheets = [
        Sheet("1", "Cover Sheet", ["Sheets 1-6."]),
        Sheet("2", "Existing Conditions", [
            ("Plat boundary; ISD 276 ownership.", [X("N.6.A.1")]),
            ("Wetland W-1 (2.1 ac) delineated; buffer shown.", [X("N.6.A.4")]),
            ("2-foot contours, NGVD 1929 datum.", [F("contour_interval_ft", 2), F("vertical_datum", "NGVD29")])]),
        Sheet("3", "Drainage Area Map", [("Existing, proposed and off-site subwatersheds.", [X("N.6.A.2")])]),
        Sheet("4", "Grading Plan", [("Pond 1 NWL 903.0 HWL 906.4; Pond 2 NWL 909.0 HWL 912.1.", [X("N.6.A.6")]),
                                    ("Drainage and utility easements over ponds.", [X("N.6.A.12")])]),
        Sheet("5", "Storm Sewer Plan", [("Existing and proposed storm sewer, alignment and inverts.", [X("N.6.A.3")])]),
        Sheet("6", "Details", [("Outlet structures with skimmers; riprap; pond sections and specifications.", [X("N.6.A.8")])]),
    ]
    kw = dict(firm="Sathre-Berg Civil", engineer="Kevin J. Berg", license_no="40771", project=base)
    plan_set(pkg, "CedarRidge_Plans_Full.pdf", sheets, **kw)
    plan_set(pkg, "CedarRidge_Plans_Reduced.pdf", sheets, size="reduced", **kw)


def p10_victoria_cottages(pkg: Package) -> None:
    """A cottage court, phase 2 of a common scheme with phase 1 next door (scanned)."""
    d = pkg.doc("Laketown_Cottages_Phase2.pdf", font="Helvetica", size=10.5, margin=66)
    d.text("Laketown Cottages - Phase 2", font="Helvetica-Bold", size=14)
    d.text("Submitted by Laketown Cottage Partners II, LLC (applicant), Victoria, Minnesota")
    d.text("Phase 2 builds twelve detached single-family cottage homes around a shared green on 1.7 acres "
           "at 7905 Laketown Road.",
           [F("dwelling_units", 12), F("site_area_ac", 1.7), F("project_type", "single_family_subdivision")])
    d.text("Phase 1 (Laketown Cottages, 14 homes on the adjoining 2.6 acres to the east) was built in 2024 by "
           "Laketown Cottage Partners, LLC, which has the same members as the applicant. Together the two "
           "phases cover 4.3 acres under related ownership.", [F("common_scheme_area_ac", 4.3)])
    d.text("Cottages are 1,100-1,400 sf, one-story, with detached two-car garage courts. The City's zoning "
           "overlay allows up to 9 units per acre.")
    d.text("Impervious: existing 0.05 ac (farm lane), proposed 0.78 ac. Disturbance 1.6 ac.",
           [F("existing_impervious_ac", 0.05), F("proposed_impervious_ac", 0.78), F("disturbed_area_ac", 1.6)])
    d.text("Best management practices", font="Helvetica-Bold")
    d.text("We limit impervious surface with shared garage courts and a 20-foot lane, keep runoff on site in "
           "a rain garden on the green, and protect Phase 1's pond from sediment, following the MPCA urban water "
           "quality manual.", [S("N.3.0")])
    d.text("Permanent BMPs: rain garden (1,800 sf) on the green; pervious paver walks; roof downspouts to "
           "turf.", [S("N.3.2")])
    d.text("Infiltration is proposed in the rain garden; soil borings show sandy loam (HSG B).",
           [F("infiltration_proposed", True)])
    d.signature(["Greg Halvorsen, Chief Manager", "Laketown Cottage Partners II, LLC"])
    d.save()


def p11_shorewood_land_trust(pkg: Package) -> None:
    """A community land trust's twinhomes: units and area stated, density left to the reader."""
    d = pkg.doc("Land_Trust_Twinhomes_Packet.pdf", font="Helvetica", size=10, margin=54,
                header="Galpin Lake Road Twinhomes", footer="Lake Minnetonka Area Community Land Trust")
    d.text("Galpin Lake Road Twinhomes", font="Helvetica-Bold", size=16, gap=2)
    d.text("Permit submittal to the Minnehaha Creek Watershed District", gap=10)
    d.text("Who we are: the Lake Minnetonka Area Community Land Trust, a Minnesota nonprofit corporation, is "
           "the applicant. We hold the land in trust and sell the homes to income-qualified buyers.")
    d.table([["Project facts", ""], ["Buildings", "9 twinhome buildings"], ["Homes", "18 units"],
             ["Site", "2.3 acres (two parcels combined)"], ["Existing house", "to be removed"],
             ["Impervious (existing / proposed)", "0.14 ac / 0.96 ac"], ["Land disturbance", "2.1 ac"]],
            [220, 220],
            row_tags={1: [F("project_type", "multi_unit_residential")], 2: [F("dwelling_units", 18)],
                      3: [F("site_area_ac", 2.3)],
                      5: [F("existing_impervious_ac", 0.14), F("proposed_impervious_ac", 0.96)],
                      6: [F("disturbed_area_ac", 2.1)]})
    d.text("Shorewood's comprehensive plan guides the parcels Medium Density Residential, 6 to 10 units per "
           "acre. Each home is about 1,450 sf with a one-stall garage.")
    d.text("Stormwater", font="Helvetica-Bold", size=12)
    d.text("Best management practices follow the MPCA Protecting Water Quality in Urban Areas manual: a single "
           "shared driveway limits new pavement, two rain gardens take roof and drive runoff, and silt fence and "
           "inlet protection control sediment during construction.", [S("N.3.0")])
    d.text("Permanent BMPs: rain gardens RG-1 (900 sf) and RG-2 (1,250 sf); the shared driveway; a sump "
           "catch basin at the Galpin Lake Road entrance.", [S("N.3.2")])
    d.text("Infiltration is proposed in the two rain gardens (sand, HSG A per borings).",
           [F("infiltration_proposed", True)])
    d.text("Rain garden RG-2 100-year high water 967.2; lowest opening of Building 5 is 970.0.",
           [F("hwl_100yr_elev_ft", 967.2), F("lowest_opening_elev_ft", 970.0)])
    d.signature(["Maria Lindqvist, Executive Director", "Lake Minnetonka Area Community Land Trust"])
    d.save()


def p12_chanhassen_county_cda(pkg: Package) -> None:
    """A county development agency's apartments over 8 acres: TP under 50% and freeboard under 2 ft."""
    d = pkg.doc("CDA_Powers_Crossing_Report.pdf", font="Helvetica", size=10, margin=60,
                header="Carver County CDA - Powers Crossing Apartments", footer="Stormwater Management Plan")
    d.text("POWERS CROSSING APARTMENTS", font="Helvetica-Bold", size=15)
    d.text("Stormwater Management Plan - submitted by the Carver County Community Development Agency")
    d.text("Applicant: Carver County Community Development Agency (a public agency of Carver County), "
           "705 Walnut Street, Chaska.", [F("applicant_public_entity", True)])
    d.text("Project: 75 apartments of workforce housing in two buildings, with a playground and a trail "
           "link, on 9.1 acres along Powers Boulevard in Chanhassen. Density: 8.2 units per acre.",
           [F("dwelling_units", 75), F("site_area_ac", 9.1), F("density_du_per_ac", 8.2),
            F("project_type", "multi_unit_residential")])
    d.text("Existing impervious 0.2 ac (gravel drive); proposed impervious 3.6 ac; disturbance 7.2 ac.",
           [F("existing_impervious_ac", 0.2), F("proposed_impervious_ac", 3.6), F("disturbed_area_ac", 7.2)])
    d.text("BMPs (per the MPCA manual): compact parking, a wet pond, and a biofiltration basin limit new "
           "impervious and pollutant loads.", [S("N.3.0")])
    d.text("Permanent BMP list: wet pond WP-A; biofiltration basin BF-1 with underdrain; skimmer outlet "
           "structure OCS-A.", [S("N.3.2")])
    d.text("Infiltration is not proposed due to clay soils.", [F("infiltration_proposed", False)])
    d.table([["Storm", "Ex. Q (cfs)", "Prop. Q (cfs)"], ["1-yr 24-hr", "5.5", "3.2"], ["5-yr", "9.7", "6.1"],
             ["10-yr", "13.0", "8.8"], ["100-yr", "28.4", "22.6"]], [110, 100, 100],
            tags=[F("peak_rates_cfs", {"1": {"existing": 5.5, "proposed": 3.2}, "10": {"existing": 13.0, "proposed": 8.8},
                                       "100": {"existing": 28.4, "proposed": 22.6}}), X("N.6.A.9")])
    d.text("Pond WP-A uses the site's natural swale low point; outlets were designed with reservoir routing "
           "of critical-duration events.", [S("N.4.2")])
    d.text("No adverse effect on off-site water levels is expected during or after construction.", [S("N.4.3")])
    d.text("Tributary runoff from 3.0 acres of Powers Boulevard is accommodated in the pond design.", [S("N.4.4")])
    d.text("WP-A is above the 100-year flood level of Bluff Creek and within a drainage easement.", [S("N.4.6")])
    d.text("Conforms to the City of Chanhassen Surface Water Management Plan.", [S("N.4.7")])
    d.text("Outfall FES with riprap to minimize erosion and scouring.", [S("N.4.8"), S("N.5.4")])
    d.text("OCS-A has a baffle skimmer to remove floatables in a 1-year event.", [S("N.5.2")])
    d.text("MIDS calculator: annual total phosphorus removal 47%.", [F("phosphorus_removal_pct", 47)])
    d.text("WP-A: safety bench 10 ft at 10:1; freeboard from the 100-year level (958.3) to the top of berm "
           "is 1.8 ft. Lowest opening of the buildings is 960.5.",
           [F("ponds", [{"name": "WP-A", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 1.8}]),
            F("hwl_100yr_elev_ft", 958.3), F("lowest_opening_elev_ft", 960.5)])
    d.text("The site is not landlocked.", [F("landlocked", False)])
    d.text("Appendices: HydroCAD and MIDS output; NPDES permit coverage; City of Chanhassen review letter; "
           "soil borings.")
    ap.model_output(d, "Appendix A - HydroCAD / MIDS", "HydroCAD 10.2 and MIDS calculator v4",
                    [["Node", "Area (ac)", "CN", "1-yr", "10-yr", "100-yr"],
                     ["DA-1", "5.9", "82", "4.8", "9.9", "19.0"], ["DA-2", "3.2", "74", "1.6", "3.9", "8.2"],
                     ["WP-A out", "-", "-", "3.2", "8.8", "22.6"]], [X("N.6.A.10")])
    ap.npdes_card(d, "Appendix B - NPDES permit coverage", "C00071210", "Carver County Community Development Agency",
                  "Powers Crossing Apartments", "June 9, 2026", "7.2", [X("N.6.A.13")])
    ap.city_letter(d, "Appendix C - City of Chanhassen review", "Chanhassen", "Erick Henricksen, Water Resources Engineer",
                   "June 15, 2026", "We have reviewed the Powers Crossing stormwater plan; it conforms with the "
                   "Chanhassen Surface Water Management Plan.", [X("N.6.A.11")])
    ap.boring_logs(d, "Appendix D - Soil borings", "American Engineering Testing",
                   [["B-1", "962.0", "Lean clay (CL)", "none"], ["B-4", "957.5", "Sandy lean clay", "11 ft"]],
                   [X("N.6.C")])
    d.save()
    base = "Powers Crossing Apartments - Carver County CDA"
    sheets = [
        Sheet("C000", "Cover", ["Sheet list C100-C500."]),
        Sheet("C100", "Existing Conditions", [
            ("Property lines and CDA-owned land.", [X("N.6.A.1")]),
            ("Bluff Creek floodplain and Wetland A delineated.", [X("N.6.A.4")]),
            ("Contour interval 2 feet; NGVD 1929 datum.", [F("contour_interval_ft", 2), F("vertical_datum", "NGVD29")])]),
        Sheet("C200", "Drainage Areas", [("Off-site, existing, proposed drainage areas.", [X("N.6.A.2")])]),
        Sheet("C300", "Grading and Storm", [
            ("Storm sewer existing and proposed with elevations.", [X("N.6.A.3")]),
            ("WP-A NWL 954.0, HWL 958.3.", [X("N.6.A.6")]),
            ("Drainage easement over WP-A and BF-1.", [X("N.6.A.12")])]),
        Sheet("C500", "Details", [("Pond, OCS-A, biofiltration details and specifications.", [X("N.6.A.8")])]),
    ]
    kw = dict(firm="Sunde-Lee Engineering", engineer="Priya Lee", license_no="53390", project=base)
    plan_set(pkg, "Powers_Crossing_Civil_Full.pdf", sheets, **kw)
    plan_set(pkg, "Powers_Crossing_Civil_11x17.pdf", sheets, size="reduced", **kw)
