"""Packages 5-8: a national firm's apartment redevelopment (St. Louis Park, full-size plans
only), an architect-led storefront memo (Hopkins), a design-build industrial report split in
three files (Medina), and a school district's phased campus project (Excelsior)."""

from __future__ import annotations

from reportlab.lib import colors

from corpus.external12 import boiler
from corpus.external12.civil import Site, civil_sheets
from corpus.external12.doc import Report, Style
from corpus.external12.package import E, F, Package, S
from corpus.external12.plans import PlanSet


def p05_slp_apartments() -> Package:
    st = Style(body_font="Times-Roman", bold_font="Times-Bold", size=11, numbering="section",
               header="THE LOUISIANA - STORMWATER MANAGEMENT REPORT", footer_left="Kestrel & Vance Engineers, Inc.",
               table_header_bg=colors.HexColor("#c6d9f1"))
    r = Report("Louisiana_Apartments_Stormwater_Report.pdf", "The Louisiana", st)
    r.cover([("title", "THE LOUISIANA"), ("line", "Multi-Family Redevelopment - Stormwater Management Report"),
             ("line", "3900 Excelsior Boulevard area, St. Louis Park, Minnesota"), ("line", "Prepared for Excelsior Gateway Residential LLC"),
             ("line", "Kestrel & Vance Engineers, Inc. - KV No. 60417"), ("line", "July 2025")])
    r.toc("Table of Contents")
    r.h1("Executive Summary")
    r.p("The Louisiana replaces a two-story 1974 office building and its surface parking with a 168-unit apartment "
        "building over structured parking. The property is 2.91 acres, so the density is 57.7 dwelling units per acre "
        "(multi-unit residential).",
        [F("project_type", "multi_unit_residential"), F("dwelling_units", 168), F("site_area_ac", 2.91), F("density_du_per_ac", 57.7)])
    r.p("The site is almost entirely paved today. Impervious surface goes from 2.41 acres to 2.55 acres, a net increase "
        "of 0.14 acres. Land disturbance is 2.8 acres.",
        [F("existing_impervious_ac", 2.41), F("proposed_impervious_ac", 2.55), F("net_impervious_increase_ac", 0.14),
         F("disturbed_area_ac", 2.8)])
    r.p("Gross floor area is 212,400 square feet on six levels; the existing office building has 46,800 square feet.")
    r.h1("Site History")
    r.p("The office building was built in 1974 on what was then a 3.05-acre parcel; 0.14 acres along Excelsior "
        "Boulevard were taken for right-of-way in 1989. MCWD Permit 98-062 approved a parking expansion in 1998 that "
        "added 0.36 acres of pavement and a small sump; that permit reported 2.38 acres of impervious surface.")
    r.p("A 2016 Phase II environmental site assessment found petroleum-impacted fill under the former fuel island; the "
        "site is enrolled in the MPCA Voluntary Investigation and Cleanup program (VIC 27904).")
    r.p("No wetlands were identified on the site (National Wetlands Inventory and the City's 2019 wetland "
        "inventory); the Minnehaha Creek shoreland overlay covers the south edge and is shown on sheet C1.0.")
    boiler.regulatory(r, "St. Louis Park", 0)
    r.h1("Stormwater Alternatives")
    r.h2("Alternative 1 - Surface biofiltration basins")
    r.p("Two biofiltration basins totalling 5,900 square feet in the courtyard. Rejected: the courtyard is over the "
        "parking deck and the basins would need to be lined planters with little treatment credit.")
    r.h2("Alternative 2 - Underground detention with filtration (SELECTED)")
    r.p("A 60-inch CMP detention gallery with a sand-filter vault under the east drive aisle, discharging to the "
        "City's Excelsior Boulevard trunk sewer. This alternative is the one carried into the plans and this report.")
    r.h2("Alternative 3 - Green roof and cistern")
    r.p("An intensive green roof on 60% of the roof with a 20,000-gallon reuse cistern. Rejected on cost after the "
        "structural review; it would have cut proposed impervious surface to 2.31 acres.")
    r.h1("Rate Control Analysis")
    r.p("There is no natural low area on this fully developed site; the underground gallery and its outlet orifice "
        "were sized by reservoir routing of the critical-duration 24-hour events.", [S("N.4.2")])
    r.p("About 0.7 acres of the Excelsior Boulevard right-of-way drain onto the site at the west driveway; that runoff "
        "is routed through the gallery and included in the model.", [S("N.4.4")])
    r.table([["Return period", "Existing (cfs)", "Proposed (cfs)"], ["1-year", "6.9", "5.2"], ["2-year", "8.3", "6.1"],
             ["5-year", "10.9", "8.4"], ["10-year", "14.8", "12.9"], ["100-year", "27.3", "24.0"]],
            caption="Table 5-1: Peak discharge to the City trunk sewer (down-gradient boundary)", widths=[1.6, 1.6, 1.6],
            tags=[F("peak_rates_cfs", {"1": {"existing": 6.9, "proposed": 5.2}, "10": {"existing": 14.8, "proposed": 12.9},
                                       "100": {"existing": 27.3, "proposed": 24.0}}), E("N.6.A.9")])
    r.p("Because peak rates drop for every event, water levels in the trunk sewer and downstream at Minnehaha Creek "
        "are not raised during or after construction.", [S("N.4.3")])
    r.p("The gallery is above the projected 100-year flood elevation and lies within a drainage and utility easement "
        "to be dedicated to the City.", [S("N.4.6")])
    r.p("The only outfall is a pipe connection into the City manhole; the gallery outlet has a concrete baffle and "
        "the emergency overflow spills to the street across a riprap-armored curb cut to prevent erosion and scour.", [S("N.4.8")])
    r.p("The 100-year high water elevation at the site's low point (the east drive aisle) is 899.6. The lowest "
        "opening of the building, the garage entrance, is at 904.5.",
        [F("hwl_100yr_elev_ft", 899.6), F("lowest_opening_elev_ft", 904.5)])
    r.h1("Best Management Practices")
    r.p("The project's BMPs follow the MPCA manual Protecting Water Quality in Urban Areas: structured parking "
        "instead of surface lots (site design), the filtration vault and sump structures (structural), and weekly "
        "sweeping of the drive aisles (non-structural).", [S("N.3.0")])
    r.table([["No.", "Permanent BMP"], ["1", "60-inch CMP detention gallery (540 lf)"], ["2", "Sand filter vault"],
             ["3", "Sump catch basins with SAFL baffles (4)"], ["4", "Riprap at emergency overflow"]],
            caption="Table 6-1: List of permanent BMPs", widths=[0.6, 4.0], tags=[S("N.3.2")])
    r.p("Infiltration is not proposed because of the contaminated fill documented in the VIC program file.",
        [F("infiltration_proposed", False)])
    r.h1("Municipal Plan Conformance")
    r.p("The design meets the City of St. Louis Park Comprehensive Surface Water Management Plan (2018) for the "
        "Excelsior Boulevard subwatershed (MC-17); the City's review memo is in Appendix C.", [S("N.4.7")])
    r.h1("Construction and Maintenance")
    boiler.erosion_control(r, 0)
    boiler.maintenance(r, "Excelsior Gateway Residential LLC", 1)
    r.p("Plans: the full-size (24 x 36) civil plan set, certified by a Minnesota professional engineer, is submitted "
        "under separate cover as Louisiana_Civil_Plans.pdf.")
    boiler.limitations(r, "Kestrel & Vance Engineers, Inc.", 1)
    r.h1("Appendix A - Model Output")
    boiler.hydrocad_printout(r, "LOUISIANA EXISTING", "ex", [("EX-ROW Excelsior Blvd", 0.70, 98, 5.0), ("EX-1 site", 2.91, 95, 6.0)],
                             "5L Trunk MH 211", {"1": 6.9, "2": 8.3, "5": 10.9, "10": 14.8, "50": 23.4, "100": 27.3},
                             tags=[E("N.6.A.10")])
    r.page_break()
    boiler.hydrocad_printout(r, "LOUISIANA PROPOSED", "pr", [("PR-ROW Excelsior Blvd", 0.70, 98, 5.0), ("PR-1 to gallery", 2.55, 96, 5.0),
                                                              ("PR-2 landscape", 0.36, 74, 8.0)],
                             "5L Trunk MH 211", {"1": 5.2, "2": 6.1, "5": 8.4, "10": 12.9, "50": 20.6, "100": 24.0})
    r.h1("Appendix B - Geotechnical Borings")
    r.table([["Boring", "Fill depth", "Native soil", "Water"], ["B-1", "6 ft", "Sand", "14 ft"], ["B-2", "9 ft (petroleum odor)", "Silty sand", "12 ft"],
             ["B-3", "4 ft", "Sand", "15 ft"]], caption="Borings, Loucks Geotechnical, 2024", widths=[0.9, 1.9, 1.5, 0.9], tags=[E("N.6.C")])
    r.h1("Appendix C - City Review and MPCA Permit")
    r.p("City of St. Louis Park Engineering memo, June 20, 2025: the stormwater plan was reviewed and is consistent "
        "with the City's Comprehensive Surface Water Management Plan for subwatershed MC-17.", [E("N.6.A.11")])
    r.p("MPCA NPDES/SDS Construction Stormwater Permit: coverage ID C00076120 issued June 30, 2025 to Excelsior "
        "Gateway Residential LLC.", [E("N.6.A.13")])

    site = Site(owner="Excelsior Gateway Residential LLC", pid="07-117-24-12-0031",
                wetland="SHORELAND OVERLAY (MINNEHAHA CREEK, 300 FT) SHOWN HATCHED",
                pond=None, nwl=None, hwl=None, existing_water="Existing: no open water. 100-yr HWL at east drive low point 899.6 (ex. and prop.)",
                datum="NGVD 1929", datum_value="NGVD29", contour=2,
                pipes=["60\" CMP gallery, INV 894.0", "12\" PVC outlet to MH 211, INV 893.2", "Sand filter vault SF-1"],
                easement="Drainage and utility easement over the gallery and vault, 30 ft wide.",
                npdes_note="NPDES coverage C00076120.")
    ps = PlanSet("Kestrel & Vance Engineers, Inc.", "The Louisiana", "St. Louis Park", "60417", "07/02/2025", "Priya N. Raman", "47702",
                 civil_sheets(site))
    return Package("ext12-05-slp-apartments", "N.2.D.2 high-density multi-unit; additional_only; no reduced set", seed=1205,
                   reports=[r], plans=[(ps, "Louisiana_Civil_Plans.pdf", None)])


def p06_hopkins_retail() -> Package:
    st = Style(body_font="Helvetica", bold_font="Helvetica-Bold", size=10.5, numbering="plain", grid=False,
               footer_left="Mainstreet Mercantile | Stormwater Memorandum", footer_right_total=False)
    r = Report("Mainstreet_Mercantile_Stormwater_Memo.pdf", "Mainstreet Mercantile", st)
    r.cover([("title", "Mainstreet Mercantile"), ("line", "Stormwater Memorandum for MCWD Permit Application"),
             ("line", "1010 Mainstreet, Hopkins, Minnesota"), ("line", "Owner: Mercantile Block Holdings, LLC"),
             ("line", "Northline Architects + Engineers"), ("line", "February 2025")])
    r.toc("Contents")
    r.h1("Overview")
    r.p("A one-story retail and cafe building (6,200 square feet) with 14 parking stalls replaces a vacant commercial "
        "building and its lot. This is a commercial redevelopment on a 0.42-acre (18,295 square foot) site.",
        [F("project_type", "commercial"), F("site_area_ac", 0.42)])
    r.table([["Surface", "Existing (sf)", "Proposed (sf)"], ["Building", "4,870", "6,200"], ["Pavement and walks", "8,634", "9,482"],
             ["Total impervious", "13,504", "15,682"], ["Pervious", "4,791", "2,613"]],
            caption="Table 1. Hard surface summary", widths=[2.0, 1.4, 1.4],
            tags=[F("existing_impervious_ac", 0.31), F("proposed_impervious_ac", 0.36)])
    r.p("The net increase in impervious surface is 2,178 square feet (0.05 acres). The whole site, 18,295 square feet, "
        "will be disturbed.", [F("net_impervious_increase_ac", 0.05), F("disturbed_area_ac", 0.42)])
    r.h1("History")
    r.p("The parcel held a filling station from 1962 to 1994; the tanks were removed under MPCA Leak 8841 (closed 1997). "
        "The current building dates from 1996. The Mainstreet block (4.8 acres, nine owners) was studied in the City's "
        "2014 redevelopment framework; no other parcel on the block is owned by the applicant.")
    r.p("The 1996 building permit showed 13,900 square feet of hard cover; a later survey (2024) measured the 13,504 "
        "used here.")
    boiler.regulatory(r, "Hopkins", 2)
    r.h1("Site Plan Schemes")
    r.p("Scheme A (drive-through coffee, 16,550 square feet impervious) was not pursued after the City's sketch plan "
        "review. Scheme B, without a drive-through, is the submitted site plan. Only Scheme B figures appear in "
        "Table 1 and the rest of this memorandum.")
    r.h1("Best Management Practices")
    r.p("BMPs were selected following the MPCA manual Protecting Water Quality in Urban Areas: reduce paving by sharing "
        "parking with the municipal ramp (site design), a stormwater planter at the entry and sump catch basins "
        "(structural), and monthly lot sweeping (non-structural).", [S("N.3.0")])
    r.p("Permanent BMPs: stormwater planter SP-1 (420 sf, lined, underdrained); two 3-foot sump catch basins with "
        "SNOUT hoods; trench drain with sediment basket at the alley.", [S("N.3.2")])
    r.p("The planter is lined; infiltration is not proposed because of the former fuel-station soils.",
        [F("infiltration_proposed", False)])
    r.h1("Building Openings")
    r.p("The 100-year high water elevation of the alley low point (City of Hopkins 2017 flood study, node HOP-42) is "
        "902.1. The finished floor and lowest door opening of the new building is 906.5.",
        [F("hwl_100yr_elev_ft", 902.1), F("lowest_opening_elev_ft", 906.5)])
    r.h1("Construction Notes")
    boiler.erosion_control(r, 1)
    boiler.sequence(r, ["Demolition (March)", "Utilities and planter (April)", "Building (May-October)", "Paving and landscaping (October)"])
    boiler.maintenance(r, "Mercantile Block Holdings, LLC", 0)
    boiler.limitations(r, "Northline Architects + Engineers")
    boiler.references(r, ["City of Hopkins Surface Water Management Plan (2018)."])
    return Package("ext12-06-hopkins-retail", "N.2.D.1 commercial 0.42 ac; additional_only; openings met", seed=1206, reports=[r])


def p07_medina_industrial() -> Package:
    st = Style(body_font="Helvetica", bold_font="Helvetica-Bold", size=10, numbering="decimal",
               header="Hamel Road Logistics Center  |  Stormwater Report", footer_left="Prairie Steel Design-Build - Civil Division")
    r = Report("HRLC_Stormwater_Report.pdf", "Hamel Road Logistics Center", st)
    r.cover([("title", "Hamel Road Logistics Center"), ("line", "Stormwater Management Report"), ("line", "City of Medina, Hennepin County"),
             ("line", "Developer: Hamel Road Industrial LLC"), ("line", "Prairie Steel Design-Build, Civil Division"), ("line", "August 2025")])
    r.toc()
    r.h1("Executive Summary")
    r.p("The project builds a 152,000 square foot industrial warehouse with truck courts and employee parking on an "
        "11.6-acre site on Hamel Road. The site is an old farmstead.",
        [F("project_type", "industrial"), F("site_area_ac", 11.6)])
    r.table([["Quantity", "Value"], ["Existing impervious surface", "1.2 acres"], ["Proposed impervious surface", "7.9 acres"],
             ["Net increase in impervious surface", "6.7 acres"], ["Disturbed area", "10.8 acres"]],
            caption="Table 1-1. Project quantities", widths=[3.0, 1.5],
            tags=[F("existing_impervious_ac", 1.2), F("proposed_impervious_ac", 7.9), F("net_impervious_increase_ac", 6.7),
                  F("disturbed_area_ac", 10.8)])
    r.p("Hamel Road Industrial LLC is a private applicant; a performance bond will be provided after Board approval.",
        [F("applicant_public_entity", False)])
    r.h1("History and Phasing")
    r.p("The 38.2-acre Schmitz farm was split in 2023; the remaining 26.6 acres north of the railroad belong to the "
        "Schmitz family trust, which has no ownership interest in the applicant. No earlier District permit exists "
        "for the site. The farmhouse and three sheds (about 9,500 square feet of roof) will be removed.")
    r.p("The building will be built in one phase; a future 40,000 square foot expansion shown in the 2024 concept is "
        "not part of this application and is not designed here.")
    boiler.regulatory(r, "Medina", 1)
    r.h1("Alternatives")
    r.h2("Building Option 1 - 186,000 sf (not selected)")
    r.p("The larger footprint produced 9.1 acres of impervious surface and needed a second pond; it was dropped.")
    r.h2("Building Option 2 - 152,000 sf (selected)")
    r.p("Option 2 is the selected design; every figure in Sections 5 through 8 is for Option 2 with one wet pond.")
    r.h2("Water quality add-on considered")
    r.p("An iron-enhanced sand filter bench on Pond 1 was studied and would have raised removal to about 61 percent. "
        "It is not part of this submittal.")
    r.h1("Water Quantity")
    r.p("Pond 1 uses the existing wet swale at the southwest corner, the natural low area; the pond and its outlet "
        "were designed by reservoir routing of critical-duration events.", [S("N.4.2")])
    r.p("Runoff from 4.3 acres of Hamel Road and farm fields north of the site enters along the north line and is "
        "carried through the site storm sewer to Pond 1; it is included in the model.", [S("N.4.4")])
    r.table([["Event (24-hr)", "Existing peak (cfs)", "Proposed peak (cfs)"], ["1-year", "5.9", "3.8"], ["2-year", "7.7", "4.9"],
             ["10-year", "18.4", "12.1"], ["50-year", "32.0", "25.6"], ["100-year", "41.2", "33.5"]],
            caption="Table 5-1. Peak discharge at the south property line", widths=[1.6, 1.7, 1.7],
            tags=[F("peak_rates_cfs", {"1": {"existing": 5.9, "proposed": 3.8}, "10": {"existing": 18.4, "proposed": 12.1},
                                       "100": {"existing": 41.2, "proposed": 33.5}}), E("N.6.A.9")])
    r.p("Downstream water levels in the Long Lake Creek tributary ditch are lowered for every event; during "
        "construction a temporary sediment basin controls discharge.", [S("N.4.3")])
    r.p("Pond 1 is located above the 100-year flood elevation of the tributary and within a drainage and flowage "
        "easement dedicated on the plat.", [S("N.4.6")])
    r.p("The outlet pipe ends at a flared end section with a riprap apron and geotextile to prevent erosion and "
        "scour at the ditch.", [S("N.4.8"), S("N.5.4")])
    r.h1("Water Quality")
    r.p("The P8 model of the selected design (Option 2, Pond 1 without the sand filter) shows an annual total "
        "phosphorus removal of 44 percent.", [F("phosphorus_removal_pct", 44.0)])
    r.table([["Pond", "NWL", "100-yr HWL", "Overflow", "Freeboard (ft)", "Bench"],
             ["Pond 1", "995.5", "998.2", "1000.7", "2.5", "10 ft wide, 10:1"]], caption="Table 6-1. Pond 1",
            widths=[0.8, 0.7, 0.9, 0.9, 1.1, 1.3],
            tags=[F("ponds", [{"name": "Pond 1", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.5}]),
                  F("hwl_100yr_elev_ft", 998.2)])
    r.p("Lowest opening of the warehouse (dock doors) is 1001.0, 2.8 feet over the Pond 1 100-year HWL.",
        [F("lowest_opening_elev_ft", 1001.0)])
    r.p("Infiltration is not proposed; borings found clay till throughout.", [F("infiltration_proposed", False)])
    r.h1("BMPs")
    r.p("Site design, structural and non-structural BMPs follow the MPCA manual Protecting Water Quality in Urban Areas.",
        [S("N.3.0")])
    r.p("Permanent BMPs: Pond 1 with outlet control structure OCS-1; riprap apron at FES-7; sump manholes STMH-2 and "
        "STMH-5; 1.4 acres of native prairie buffer.", [S("N.3.2")])
    r.h1("Municipal Conformance")
    r.p("The design is consistent with the City of Medina Surface Water Management Plan (2018), Long Lake Creek "
        "subwatershed LLC-4; the City's review letter is included in the appendix volume.", [S("N.4.7")])
    r.h1("Permits")
    r.p("The contractor will apply for NPDES construction stormwater permit coverage from the MPCA before mobilization; "
        "the coverage letter will be forwarded when issued.")
    boiler.erosion_control(r, 0)
    boiler.maintenance(r, "Hamel Road Industrial LLC", 0)
    boiler.limitations(r, "Prairie Steel Design-Build", 1)

    a = Report("HRLC_Appendix_Volume.pdf", "HRLC Appendix Volume", Style(numbering="plain", size=10, footer_left="HRLC Appendices"))
    a.cover([("title", "Appendix Volume"), ("line", "Hamel Road Logistics Center"), ("line", "HydroCAD | P8 | City correspondence")])
    a.toc("APPENDICES")
    a.h1("A. HydroCAD - Existing", number=False)
    boiler.hydrocad_printout(a, "HRLC EXISTING", "ex", [("OS-N Hamel Rd and fields", 4.3, 78, 22.0), ("EX-S site", 11.6, 72, 31.0)],
                             "9L South line", {"1": 5.9, "2": 7.7, "5": 11.9, "10": 18.4, "50": 32.0, "100": 41.2}, tags=[E("N.6.A.10")])
    a.h1("B. HydroCAD - Proposed", number=False)
    boiler.hydrocad_printout(a, "HRLC PROPOSED", "pr", [("OS-N Hamel Rd and fields", 4.3, 78, 22.0), ("P-1 to Pond 1", 10.1, 90, 10.0),
                                                         ("P-2 south slope", 1.5, 70, 9.0)],
                             "9L South line", {"1": 3.8, "2": 4.9, "5": 7.6, "10": 12.1, "50": 25.6, "100": 33.5})
    a.h1("C. P8 Output", number=False)
    a.mono(["P8 v3.5 Case HRLC-OPT2", "Device POND 1  perm pool 3.44 ac-ft", "TP load in 24.1 lb/yr  out 13.5 lb/yr",
            "TP removal 44.0 %", "TSS removal 79.2 %", "", "Case HRLC-OPT2-IESF (not submitted): TP removal 61.3 %"])
    a.h1("D. City of Medina Review Letter", number=False)
    a.p("City of Medina, Public Works, July 30, 2025: City staff have reviewed the grading and stormwater plans for "
        "the Hamel Road Logistics Center and find them in conformance with the City's Surface Water Management Plan.",
        [E("N.6.A.11")])

    site = Site(owner="Hamel Road Industrial LLC", pid="03-118-23-33-0002",
                wetland="WETLAND W-2 (TYPE 1/2) DELINEATED 2024 (KES); FLOODPLAIN OF TRIBUTARY DITCH (ZONE A) SHOWN",
                pond="POND 1", nwl=995.5, hwl=998.2, existing_water="Existing: no standing water on site; ditch normal water 993.9",
                datum="NGVD 1929", datum_value="NGVD29", contour=2,
                pipes=["24\" RCP to Pond 1, INV 995.5", "18\" RCP outlet OCS-1, INV 995.5", "FES-7 with riprap, INV 993.6"],
                easement="Drainage and flowage easement over Pond 1 to elevation 1000.7.",
                npdes_note="NPDES permit to be obtained by the contractor.")
    ps = PlanSet("Prairie Steel Design-Build", "Hamel Road Logistics Center", "Medina", "PSD-2291", "08/04/2025", "Gregory T. Nyberg",
                 "44108", civil_sheets(site))
    return Package("ext12-07-medina-industrial", "N.2.D.3 industrial 11.6 ac; whole_site; TP 44%; no NPDES", seed=1207,
                   reports=[r, a], plans=[(ps, "HRLC_Civil_FullSize.pdf", "HRLC_Civil_Half.pdf")])


def p08_excelsior_school() -> Package:
    st = Style(body_font="Times-Roman", bold_font="Times-Bold", size=11, numbering="roman",
               header="Minnetonka Public Schools - Excelsior Elementary Site Improvements", footer_left="Stormwater Management Plan")
    r = Report("Excelsior_Elementary_SWMP.pdf", "Excelsior Elementary", st)
    r.cover([("title", "Excelsior Elementary School"), ("line", "Site Improvements - Phases 1 and 2"), ("line", "Stormwater Management Plan"),
             ("line", "Independent School District No. 276, Minnetonka Public Schools"), ("line", "Lakeshore Civil Associates"),
             ("line", "March 2025")])
    r.toc()
    r.h1("Executive Summary")
    r.p("Independent School District No. 276 (Minnetonka Public Schools), a public entity, proposes a parking and bus "
        "loop reconstruction and a classroom addition at Excelsior Elementary, an institutional use. The school site "
        "is 7.6 acres.", [F("applicant_public_entity", True), F("project_type", "institutional"), F("site_area_ac", 7.6)])
    r.p("Impervious area is 3.1 acres today and will be 3.9 acres, a net increase of 0.8 acres. Land disturbance over "
        "both phases is 5.6 acres.", [F("existing_impervious_ac", 3.1), F("proposed_impervious_ac", 3.9),
                                      F("net_impervious_increase_ac", 0.8), F("disturbed_area_ac", 5.6)])
    r.h1("Project History and Phasing")
    r.p("The school opened in 1951. MCWD Permit 02-117 covered the 2002 gymnasium addition; it listed a site area of "
        "7.9 acres (before the 2010 right-of-way dedication on Oak Street) and 2.8 acres of impervious surface, and "
        "approved an infiltration trench that was later removed.")
    r.table([["Phase", "Work", "Season", "Disturbed (ac)"], ["1", "Parking lot and bus loop", "Summer 2025", "3.4"],
             ["2", "Classroom addition, play area", "Summer 2026", "2.2"]], caption="Phasing", widths=[0.6, 2.6, 1.2, 1.1])
    boiler.regulatory(r, "Excelsior", 0)
    r.h1("Alternatives")
    r.p("Three treatment concepts were compared with the District's facilities staff:")
    r.table([["Concept", "Description", "Decision"], ["A", "Infiltration basin in south play field", "SELECTED"],
             ["B", "Underground filtration under the parking lot", "Rejected (cost)"], ["C", "Permeable pavers in parking stalls", "Rejected (maintenance)"]],
            caption="Treatment concepts", widths=[0.8, 3.2, 1.6])
    r.p("Concept A is the design shown in the plans and analyzed below.")
    r.h1("Rate Control")
    r.p("The infiltration basin occupies the natural low area of the south play field; it and its outlet were sized "
        "by reservoir routing of critical-duration events.", [S("N.4.2")])
    r.p("About 1.9 acres of residential yards east of the site drain onto the school grounds; that area is part of "
        "the model and reaches the basin through a new swale.", [S("N.4.4")])
    r.table([["Frequency", "Existing (cfs)", "Proposed (cfs)"], ["1-yr", "8.2", "7.4"], ["5-yr", "13.6", "12.2"],
             ["10-yr", "19.5", "17.9"], ["100-yr", "36.8", "35.2"]], caption="Peak discharge to Lake Street storm sewer",
            widths=[1.4, 1.4, 1.4], tags=[F("peak_rates_cfs", {"1": {"existing": 8.2, "proposed": 7.4}, "10": {"existing": 19.5, "proposed": 17.9},
                                                              "100": {"existing": 36.8, "proposed": 35.2}}), E("N.6.A.9")])
    r.p("Off-site water levels are not raised during or after construction; the downstream pipe flows lower.", [S("N.4.3")])
    r.p("The basin sits above the projected 100-year flood elevation and within a drainage and utility easement "
        "granted to the City of Excelsior.", [S("N.4.6")])
    r.p("The basin overflow discharges over a riprap spillway with turf reinforcement mat to minimize erosion and "
        "scouring.", [S("N.4.8")])
    r.p("The basin's 100-year HWL is 957.0; the lowest opening of the classroom addition is 961.5.",
        [F("hwl_100yr_elev_ft", 957.0), F("lowest_opening_elev_ft", 961.5)])
    r.h1("Infiltration and Soils")
    r.p("Infiltration is proposed. The south play field is Estherville sandy loam over sand (HSG A); two infiltrometer "
        "tests measured 2.1 and 2.6 inches per hour. Soils are mapped on sheet C5.1.", [F("infiltration_proposed", True)])
    r.h1("BMPs and City Plan")
    r.p("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas, including reduced bus-loop width, the "
        "infiltration basin with forebay, and an annual sweeping contract.", [S("N.3.0")])
    r.p("Permanent BMPs: infiltration basin IB-1 with forebay; two sump manholes; riprap spillway; 0.3 acres of "
        "native planting.", [S("N.3.2")])
    r.p("The project conforms to the City of Excelsior Local Water Management Plan (2017); the City Engineer's review "
        "letter is in Appendix B.", [S("N.4.7")])
    r.h1("Construction")
    boiler.erosion_control(r, 1)
    boiler.maintenance(r, "Minnetonka Public Schools, Buildings and Grounds", 1)
    boiler.limitations(r, "Lakeshore Civil Associates")
    r.h1("Appendix A - HydroCAD Output")
    boiler.hydrocad_printout(r, "EXCELSIOR ES EXISTING", "ex", [("OS-E yards", 1.9, 72, 16.0), ("EX-1 school", 7.6, 82, 12.0)],
                             "20L Lake St", {"1": 8.2, "2": 9.8, "5": 13.6, "10": 19.5, "50": 31.3, "100": 36.8}, tags=[E("N.6.A.10")])
    r.page_break()
    boiler.hydrocad_printout(r, "EXCELSIOR ES PROPOSED", "pr", [("OS-E yards", 1.9, 72, 16.0), ("PR-1 to IB-1", 5.8, 88, 9.0),
                                                                 ("PR-2 bypass", 1.8, 79, 10.0)],
                             "20L Lake St", {"1": 7.4, "2": 8.9, "5": 12.2, "10": 17.9, "50": 29.6, "100": 35.2})
    r.h1("Appendix B - Correspondence")
    r.p("City of Excelsior, City Engineer, February 24, 2025: the stormwater plan was reviewed against the City's "
        "Local Water Management Plan; no objections.", [E("N.6.A.11")])
    r.p("MPCA construction stormwater permit coverage ID C00073991 issued to ISD 276, March 3, 2025.", [E("N.6.A.13")])
    r.table([["Boring", "Soil", "Water"], ["SB-1", "Sandy loam over sand", "none to 20 ft"], ["SB-2", "Sand", "none"]],
            caption="Appendix B-3 Soil borings (Braun Intertec)", widths=[1.0, 2.6, 1.4], tags=[E("N.6.C")])

    site = Site(owner="Independent School District No. 276", pid="34-117-23-22-0009",
                wetland="SHORELAND DISTRICT OF LAKE MINNETONKA (1,000 FT) DELINEATED; NO WETLAND",
                pond=None, nwl=None, hwl=None,
                existing_water="Existing: no ponding. Proposed IB-1: bottom 955.0 (dry), 100-yr HWL 957.0",
                datum="NGVD 1929", datum_value="NGVD29", contour=1,
                pipes=["15\" RCP to IB-1, INV 955.5", "12\" RCP overflow to Lake St, INV 955.8"],
                easement="Drainage and utility easement over IB-1 (Doc. 10455210).",
                soils=["Estherville sandy loam (HSG A), 2.0-6.0 in/hr (NRCS)", "Measured 2.1 and 2.6 in/hr; design 1.0 in/hr",
                       "Proposed: basin floor decompacted, 12 in. sand"],
                npdes_note="NPDES coverage C00073991.")
    ps = PlanSet("Lakeshore Civil Associates", "Excelsior Elementary Site Improvements", "Excelsior", "LCA-2407", "03/01/2025",
                 "Dana R. Whitcomb", "50391", civil_sheets(site))
    return Package("ext12-08-excelsior-school", "N.2.D.2 institutional public, disturbed 5.6 (no surety); 1-ft contours", seed=1208,
                   reports=[r], plans=[(ps, "ES_Plans_Full.pdf", "ES_Plans_11x17.pdf")])


def packages() -> list[Package]:
    return [p05_slp_apartments(), p06_hopkins_retail(), p07_medina_industrial(), p08_excelsior_school()]
