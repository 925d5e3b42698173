"""Packages 1-4: a homeowner's engineer (Edina, scanned), a small land surveyor-engineer
(Shorewood), a regional consultant with split files (Victoria, phase 2 of a common scheme),
and a multi-discipline firm (Minnetonka townhomes)."""

from __future__ import annotations

from reportlab.lib import colors

from corpus.external12 import boiler
from corpus.external12.civil import Site, civil_sheets
from corpus.external12.doc import Report, Style
from corpus.external12.package import E, F, Package, S
from corpus.external12.plans import PlanSet


def p01_edina_home() -> Package:
    st = Style(body_font="Times-Roman", bold_font="Times-Bold", size=11.5, numbering="decimal",
               footer_left="Brandvold Residence - Drainage Narrative - Rev. 2", header="HALVERSON CIVIL, PLLC")
    r = Report("Brandvold_Residence_Drainage_Report.pdf", "Brandvold Residence", st)
    r.cover([("title", "DRAINAGE AND GRADING NARRATIVE"), ("title", "Brandvold Residence"),
             ("line", "4817 Arden Avenue, Edina, Minnesota"), ("line", "Prepared for Mark and Julia Brandvold"),
             ("line", "Halverson Civil, PLLC - Job 24-117"), ("line", "Revised March 3, 2025")])
    r.toc("CONTENTS")
    r.h1("Executive Summary")
    r.p("This narrative accompanies the City of Edina grading permit for the teardown and reconstruction of the "
        "Brandvold home. The project is the construction of a single-family home, with its driveway, patio and "
        "yard grading, on one existing residential lot. No subdivision is proposed.", [F("project_type", "single_family_home")])
    r.p("The lot is 22,651 square feet (0.52 acres). Hard cover increases from 5,227 square feet (0.12 acres) today to "
        "7,405 square feet (0.17 acres) with the new house, drive and patio. Grading will disturb about 16,553 "
        "square feet (0.38 acres).",
        [F("site_area_ac", 0.52), F("existing_impervious_ac", 0.12), F("proposed_impervious_ac", 0.17), F("disturbed_area_ac", 0.38)])
    r.p("Two house layouts were studied (Section 3). Layout B, a full basement with lookout windows on the north "
        "side, is the selected design and is the only layout shown on the grading plan. Layout A is described for the "
        "record only.")
    r.h1("Existing Conditions and History")
    r.p("The existing rambler was built in 1956 on Lot 9, Block 3, Country Club District Brown Section (PID "
        "19-028-24-31-0045). A 640 square foot addition was built in 1994 under City permit B-94-1182. The lot falls "
        "about 6 feet from Arden Avenue to the rear yard, which drains to the Minnehaha Creek floodplain behind the lot.")
    r.p("In 2011 the prior owner received City approval for a 24-foot by 30-foot detached garage that was never built; "
        "that approval listed a lot area of 22,480 square feet from an older survey and has expired.")
    r.p("The rear yard sits next to the creek's mapped floodplain. The 100-year high water elevation of Minnehaha "
        "Creek at this reach is 909.8 (per the FEMA Flood Insurance Study).", [F("hwl_100yr_elev_ft", 909.8)])
    r.page_break()
    boiler.regulatory(r, "Edina", 2)
    r.h1("Design Alternatives")
    r.h2("Layout A - Walkout toward the creek (not selected)")
    r.p("Layout A placed a walkout basement facing the creek with a lowest opening at 910.9 and 8,120 square feet of "
        "hard cover. It was dropped because the walkout would sit barely a foot above the flood elevation and needed "
        "fill in the rear yard.")
    r.h2("Layout B - Full basement with lookout windows (selected)")
    r.p("Layout B keeps the house footprint toward the street. Its lowest opening (the lookout window sills) is at "
        "elevation 912.4, which is 2.6 feet above the 100-year high water elevation.", [F("lowest_opening_elev_ft", 912.4)])
    r.table([["Item", "Layout A (not selected)", "Layout B (SELECTED)"], ["Hard cover (sf)", "8,120", "7,405"],
             ["Lowest opening", "910.9", "912.4"], ["Finished floor (main)", "919.0", "920.5"],
             ["Rear-yard fill (cy)", "140", "0"]], caption="Table 1 - Layout comparison", widths=[2.0, 2.0, 2.0])
    r.page_break()
    r.h1("Drainage Design")
    r.p("Roof drains on the front half discharge to the street; the back half discharges to a splash pad and a 30-foot "
        "vegetated swale along the south lot line. Infiltration is not proposed: the soil borings met dense clay loam "
        "at 2 feet with mottling, so a rain garden would not drain.", [F("infiltration_proposed", False)])
    r.p("Runoff leaving the lot still follows its present path to the creek floodplain; no new discharge point is "
        "created and no neighbouring lot receives new runoff. The driveway is pitched to the street.")
    r.h2("Roof and yard drainage areas")
    r.table([["Area", "Square feet", "Outlet"], ["Front roof", "1,610", "Street gutter"], ["Rear roof", "1,720", "Splash pad / swale"],
             ["Driveway", "1,930", "Street gutter"], ["Patio and walks", "2,145", "Lawn"], ["Lawn and beds", "15,246", "Creek floodplain"]],
            caption="Table 2 - Surfaces by outlet", widths=[2.0, 1.5, 2.2])
    r.page_break()
    r.h1("Erosion Control and Construction")
    boiler.erosion_control(r, 1)
    boiler.sequence(r, ["Install silt fence along the rear yard and south line.", "Demolish the house and remove the slab.",
                        "Excavate the basement; stockpile in the front yard.", "Frame, backfill, rough grade.",
                        "Final grade, topsoil, sod the rear yard within 7 days."])
    r.page_break()
    boiler.limitations(r, "Halverson Civil, PLLC")
    r.h1("Appendix A - Soil Boring Logs")
    r.table([["Boring", "Depth (ft)", "Description", "Water"], ["SB-1", "0-1.0", "Topsoil, black silty loam", "-"],
             ["SB-1", "1.0-9.0", "Clay loam, brown, mottled", "none"], ["SB-1", "9.0-14.0", "Sandy lean clay, gray", "at 12.5 ft"],
             ["SB-2", "0-1.5", "Topsoil fill", "-"], ["SB-2", "1.5-12.0", "Clay loam, brown-gray", "none"]],
            caption="Borings by Braun Intertec, February 11, 2025", widths=[0.8, 1.0, 3.0, 1.0])
    r.page_break()
    r.h1("Appendix B - Photo Log")
    for i, cap in enumerate(["Front of existing house looking west", "Rear yard looking toward the creek floodplain",
                             "South lot line swale location", "Driveway apron at Arden Avenue"], start=1):
        r.p(f"Photo {i}: {cap}. Taken February 2025.")
    return Package("ext12-01-edina-home", "N.2.A single-family home; scanned", seed=1201, kind="scanned", reports=[r])


def p02_shorewood_subdivision() -> Package:
    st = Style(numbering="roman", footer_left="Galpin Lake Engineering | Eureka Ridge", heading_color=colors.HexColor("#1f3864"))
    r = Report("Eureka_Ridge_Stormwater_Management_Plan.pdf", "Eureka Ridge", st)
    r.cover([("title", "Stormwater Management Plan"), ("title", "EUREKA RIDGE"), ("line", "City of Shorewood, Hennepin County"),
             ("line", "Applicant: Eureka Ridge Land Partners, LLC"), ("line", "Galpin Lake Engineering, Inc."),
             ("line", "May 2025")])
    r.toc()
    r.h1("Executive Summary")
    r.p("Eureka Ridge is a single-family residential subdivision of 11 lots on a 6.84-acre site on Eureka Road "
        "in Shorewood, at a gross density of 1.61 units per acre.",
        [F("project_type", "single_family_subdivision"), F("site_area_ac", 6.84), F("dwelling_units", 11), F("density_du_per_ac", 1.61)])
    r.p("Impervious surface increases from 0.31 acres (the farmhouse, outbuildings and gravel drive) to 1.62 acres, a net "
        "increase of 1.31 acres. Grading will disturb 5.9 acres.",
        [F("existing_impervious_ac", 0.31), F("proposed_impervious_ac", 1.62), F("net_impervious_increase_ac", 1.31), F("disturbed_area_ac", 5.9)])
    r.p("The applicant is a private developer, not a public entity, and will provide the performance bond the "
        "District requires for disturbance of five acres or more.", [F("applicant_public_entity", False)])
    r.page_break()
    r.h1("Project History")
    r.p("The site is the west part of the former Kuehn farm, a 14.2-acre parent parcel (PID 32-117-23-11-0006). The east "
        "7.36 acres were sold to the City of Shorewood in 2004 for Freeman Park expansion and are not under common or "
        "related ownership with the applicant.")
    r.p("A 2016 concept for the whole 14.2 acres (28 lots) was withdrawn before any District application. The farmhouse "
        "was built about 1921; the pole barn (3,400 square feet) in 1978.")
    boiler.regulatory(r, "Shorewood", 1)
    r.h1("Alternatives Considered")
    r.h2("Concept 1 - 14 lots with public cul-de-sac (rejected)")
    r.p("Concept 1 platted 14 lots (2.05 units per acre) on a 28-foot public street with 1.91 acres of impervious "
        "surface. The City's planning commission preferred fewer lots and more tree preservation; the concept was "
        "withdrawn in January 2025.")
    r.h2("Concept 2 - 11 lots on a private drive (SELECTED)")
    r.p("Concept 2 is the design submitted with this application. All figures in the rest of this plan refer to "
        "Concept 2 only.")
    r.table([["", "Concept 1 (rejected)", "Concept 2 (selected)"], ["Lots", "14", "11"], ["Density (u/ac)", "2.05", "1.61"],
             ["Impervious (ac)", "1.91", "1.62"], ["Trees saved", "41%", "63%"]], caption="Table I-1 Concept comparison",
            widths=[1.8, 1.8, 1.8])
    lots = [("1", "22,410"), ("2", "21,980"), ("3", "24,150"), ("4", "23,700"), ("5", "26,300"), ("6", "31,920"),
            ("7", "28,450"), ("8", "22,060"), ("9", "20,880"), ("10", "21,340"), ("11", "25,610")]
    r.table([["Lot", "Area (sf)"]] + [list(x) for x in lots], caption="Table I-2 Lot tabulation (Concept 2); Outlot A 0.41 ac",
            widths=[0.8, 1.2])
    r.page_break()
    r.h1("Best Management Practices")
    r.p("Best management practices were chosen from the MPCA manual Protecting Water Quality in Urban Areas: site "
        "design that clusters the lots and keeps the wooded slope, a shared private drive instead of a public street, "
        "disconnection of roof drains to lawns, and rain gardens; non-structural practices include street sweeping "
        "by the homeowners association and a ban on phosphorus fertilizer in the covenants.", [S("N.3.0")])
    r.p("Permanent BMPs (complete list):", [S("N.3.2")])
    r.bullets(["Rain garden RG-1 (Lot 3 and Lot 4 rear yards), 1,450 sf",
               "Rain garden RG-2 (Outlot A), 2,100 sf", "Vegetated swale along the private drive, 410 lf",
               "Riprap energy dissipater at the RG-2 overflow", "Conservation easement over the wooded slope, 1.9 acres"],
              [S("N.3.2")])
    r.p("The rain gardens are lined and underdrained; infiltration is not proposed because the Hamel loam on the "
        "site is poorly drained.", [F("infiltration_proposed", False)])
    r.page_break()
    r.h1("Hydrology")
    boiler.rainfall_table(r)
    r.p("Although Rule N rate control does not apply to a subdivision of this size, the City asked for a rate "
        "comparison at the west property line.")
    r.table([["Event", "Existing (cfs)", "Proposed (cfs)"], ["1-year", "3.4", "3.1"], ["2-year", "4.6", "4.3"],
             ["10-year", "9.2", "8.8"], ["100-year", "19.7", "19.1"]], caption="Table V-1 Peak discharge, west property line",
            widths=[1.6, 1.6, 1.6],
            tags=[F("peak_rates_cfs", {"1": {"existing": 3.4, "proposed": 3.1}, "10": {"existing": 9.2, "proposed": 8.8},
                                       "100": {"existing": 19.7, "proposed": 19.1}})])
    r.h1("Building Elevations")
    r.p("The low area at the southwest corner holds water in large storms; its 100-year high water level is 947.1. "
        "The lowest opening of the new homes is the Lot 7 lookout window at 948.6.",
        [F("hwl_100yr_elev_ft", 947.1), F("lowest_opening_elev_ft", 948.6)])
    r.p("Lots 1-6 and 8-11 have lowest openings between 952.0 and 961.5.")
    r.page_break()
    r.h1("Construction")
    boiler.erosion_control(r, 0)
    boiler.maintenance(r, "Eureka Ridge Homeowners Association", 0)
    r.page_break()
    boiler.limitations(r, "Galpin Lake Engineering, Inc.", 1)
    r.h1("Appendix - MPCA Permit Coverage")
    r.p("Construction Stormwater General Permit MNR100001 - Coverage Notification. Permittee: Eureka Ridge Land "
        "Partners, LLC. Project: Eureka Ridge, Shorewood. Permit coverage ID C00074410, effective April 28, 2025.",
        [E("N.6.A.13")])
    boiler.references(r, ["City of Shorewood Local Surface Water Management Plan (2018)."])
    return Package("ext12-02-shorewood-subdivision", "N.2.B.1 low density 6.84 ac; surety; opening 1.5 ft above HWL", seed=1202,
                   reports=[r])


def p03_victoria_common_scheme() -> Package:
    st = Style(numbering="section", header="Wildflower Ridge 2nd Addition - Stormwater Management Report",
               footer_left="Carver Lakes Consulting Engineers  |  CLCE 2025-044")
    r = Report("WR2_Stormwater_Report.pdf", "Wildflower Ridge 2nd Addition", st)
    r.cover([("title", "Stormwater Management Report"), ("title", "Wildflower Ridge 2nd Addition"), ("line", "City of Victoria, Carver County"),
             ("line", "Owner / Applicant: Oak Prairie Homes, Inc."), ("line", "Carver Lakes Consulting Engineers"),
             ("line", "June 9, 2025")])
    r.toc()
    r.h1("Executive Summary")
    r.p("Wildflower Ridge 2nd Addition is Phase 2 of the Wildflower Ridge single-family residential subdivision: 14 "
        "lots on a 9.1-acre site, a gross density of 1.54 units per acre.",
        [F("project_type", "single_family_subdivision"), F("dwelling_units", 14), F("site_area_ac", 9.1), F("density_du_per_ac", 1.54)])
    r.p("Phase 1 (Wildflower Ridge, 12.4 acres, 19 lots) was permitted by the District in 2021 and is owned by the same "
        "applicant. The two phases are adjacent and under common ownership, so they form a common scheme of "
        "development with an aggregate area of 21.5 acres.", [F("common_scheme_area_ac", 21.5)])
    r.p("Impervious surface: existing 0.08 acres, proposed 2.47 acres, net increase 2.39 acres. Area disturbed: "
        "8.3 acres. Oak Prairie Homes is a private applicant and will post the required surety.",
        [F("existing_impervious_ac", 0.08), F("proposed_impervious_ac", 2.47), F("net_impervious_increase_ac", 2.39),
         F("disturbed_area_ac", 8.3), F("applicant_public_entity", False)])
    r.page_break()
    r.h1("History of the Common Scheme")
    r.p("MCWD Permit 21-118 (April 2021) approved Phase 1 with Pond 1P. The approved Phase 1 figures, given here for "
        "reference only, were: site area 12.4 acres, 2.96 acres impervious, 61% total phosphorus removal, Pond 1P "
        "100-year HWL 972.6 and freeboard 2.4 feet.")
    r.p("The Phase 1 report reserved capacity in Pond 1P for 1.2 acres of Phase 2 runoff; the design below does not "
        "use that reserve and routes Phase 2 to its own pond.")
    boiler.regulatory(r, "Victoria", 0, county="Carver")
    r.h1("Design Alternatives")
    r.h2("Alternative 1 - Regional pond 2P (SELECTED)")
    r.p("A single wet pond (Pond 2P) in the natural depression at the south end of the site, with a multi-stage outlet "
        "to the existing culvert under Rolling Acres Road. This is the selected and submitted design.")
    r.h2("Alternative 2 - Two ponds plus infiltration (rejected)")
    r.p("Two smaller ponds and an infiltration bench, with 63% TP removal on paper, was rejected after the geotechnical "
        "borings found clay till (HSG D) across the site.")
    r.page_break()
    r.h1("Rate Control")
    r.p("The natural depression at the south end is used for Pond 2P. Pond 2P and its outlet were designed by "
        "reservoir routing of the 24-hour critical-duration events in HydroCAD.", [S("N.4.2")])
    r.p("The 31.6 acres of off-site land north of the site (Phase 1 excluded) that drain across Phase 2 were included "
        "in the model and are conveyed through the site in a bypass pipe sized for the 100-year event.", [S("N.4.4")])
    r.table([["Event", "Existing (cfs)", "Proposed (cfs)", "Change"], ["1-yr", "4.1", "3.2", "-0.9"], ["2-yr", "5.6", "4.4", "-1.2"],
             ["10-yr", "11.6", "9.8", "-1.8"], ["50-yr", "19.9", "18.1", "-1.8"], ["100-yr", "24.9", "22.7", "-2.2"]],
            caption="Table 4-1. Peak discharge at the south property line (down-gradient boundary)", widths=[1.1, 1.4, 1.4, 1.0],
            tags=[F("peak_rates_cfs", {"1": {"existing": 4.1, "proposed": 3.2}, "10": {"existing": 11.6, "proposed": 9.8},
                                       "100": {"existing": 24.9, "proposed": 22.7}}), E("N.6.A.9")])
    r.p("Water levels downstream in the Rolling Acres Road ditch fall for every event, and no off-site water level is "
        "raised during construction because the temporary basin discharges through the same culvert.", [S("N.4.3")])
    r.p("Pond 2P lies in an outlot covered by a drainage and utility easement and sits above the projected 100-year "
        "flood elevation of the downstream wetland.", [S("N.4.6")])
    r.p("The pond outlet discharges through a flared end section onto a Class III riprap apron 18 feet long, sized for "
        "the 100-year outlet velocity to prevent erosion and scour.", [S("N.4.8"), S("N.5.4")])
    r.page_break()
    r.h1("Water Quality")
    r.p("P8 modeling of the selected design gives an annual total phosphorus removal of 58 percent at the south "
        "property line.", [F("phosphorus_removal_pct", 58.0)])
    r.p("The pond outlet has a submerged inlet and a baffle that hold back floatables for the 1-year event.", [S("N.5.2")])
    r.table([["Pond", "NWL", "100-yr HWL", "Emergency overflow", "Freeboard", "Safety bench"],
             ["Pond 2P", "966.0", "968.4", "970.0", "1.6 ft", "10 ft at 10:1"]],
            caption="Table 5-1. Pond 2P data (NAVD 88)", widths=[0.9, 0.7, 0.9, 1.3, 0.9, 1.2],
            tags=[F("ponds", [{"name": "Pond 2P", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 1.6}]),
                  F("hwl_100yr_elev_ft", 968.4), F("vertical_datum", "NAVD88")])
    r.p("The lowest opening of any new home is 971.2 (Lot 6, Block 2), 2.8 feet above the Pond 2P 100-year HWL.",
        [F("lowest_opening_elev_ft", 971.2)])
    r.p("Infiltration is not proposed. The receiving wetland is not landlocked; it outlets to Wassermann Lake.",
        [F("infiltration_proposed", False), F("landlocked", False)])
    r.page_break()
    r.h1("BMPs and Municipal Conformance")
    r.p("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas: the wet pond, preserved tree "
        "buffers, soil decompaction of lawns, and street sweeping by the City.", [S("N.3.0")])
    r.p("Permanent BMP list: Pond 2P with multi-stage outlet and baffle; riprap apron at FES-2; 1.1 acres of native "
        "buffer around the wetland; sump manhole STMH-4.", [S("N.3.2")])
    r.p("The design conforms to the City of Victoria Local Surface Water Management Plan (2019): rate control at "
        "subwatershed VIC-22 and the Plan's 2-foot freeboard goal were checked. The City's review letter is in "
        "Appendix C.", [S("N.4.7")])
    r.page_break()
    r.h1("Construction")
    boiler.erosion_control(r, 0)
    boiler.sequence(r, ["Phase 2A (2025): clearing, Pond 2P and outlet, street and utilities.",
                        "Phase 2B (2026): home construction and final turf."])
    boiler.maintenance(r, "Oak Prairie Homes, Inc., then the Wildflower Ridge HOA", 1)
    boiler.references(r, ["MCWD Permit 21-118, Wildflower Ridge (Phase 1)."])
    boiler.limitations(r, "Carver Lakes Consulting Engineers")

    a = Report("WR2_Appendices.pdf", "Wildflower Ridge 2nd Addition - Appendices",
               Style(numbering="plain", footer_left="WR2 Appendices", size=10))
    a.cover([("title", "Appendices"), ("line", "Wildflower Ridge 2nd Addition"), ("line", "A - HydroCAD  B - P8  C - City letter  D - Borings  E - MPCA")])
    a.toc("INDEX OF APPENDICES")
    a.h1("Appendix A - HydroCAD Model Output", number=False)
    boiler.hydrocad_printout(a, "WR2 EXISTING", "ex", [("OS-1 off-site north", 31.6, 74, 38.0), ("EX-1 site", 9.1, 71, 24.5)],
                             "1L South line", {"1": 4.1, "2": 5.6, "5": 8.0, "10": 11.6, "50": 19.9, "100": 24.9},
                             tags=[E("N.6.A.10")])
    a.page_break()
    boiler.hydrocad_printout(a, "WR2 PROPOSED", "pr", [("OS-1 off-site north", 31.6, 74, 38.0), ("P-1 to Pond 2P", 7.2, 80, 12.0),
                                                        ("P-2 rear yards bypass", 1.9, 72, 15.5)],
                             "1L South line", {"1": 3.2, "2": 4.4, "5": 6.5, "10": 9.8, "50": 18.1, "100": 22.7})
    a.page_break()
    a.h1("Appendix B - P8 Water Quality Output", number=False)
    a.mono(["P8 Urban Catchment Model v3.5  Case: WR2-PROPOSED", "Precip file MSP4989.PCP  Period 1955-1995",
            "Device: POND 2P   Permanent pool 2.61 ac-ft", "Particle  Load-in(lbs)  Load-out  Removal%",
            "TP        11.92        5.01      58.0", "TSS       4,410        771       82.5",
            "Overall TP removal at outlet: 58.0 %"])
    a.page_break()
    a.h1("Appendix C - City of Victoria Review Letter", number=False)
    a.p("City of Victoria Engineering, June 2, 2025. Re: Wildflower Ridge 2nd Addition. City staff reviewed the "
        "stormwater plan and find it consistent with the City's Local Surface Water Management Plan for "
        "subwatershed VIC-22, subject to the conditions of the preliminary plat.", [E("N.6.A.11")])
    a.h1("Appendix D - Geotechnical Boring Logs", number=False)
    a.table([["Boring", "Surface el.", "Soil", "Groundwater"], ["ST-1", "975.2", "Clay till to 15 ft", "none"],
             ["ST-2", "969.8", "Clay till; sand seam at 9 ft", "8.5 ft"], ["ST-3", "972.4", "Lean clay", "none"]],
            caption="Standard penetration test borings", widths=[1.0, 1.2, 2.6, 1.2], tags=[E("N.6.C")])
    a.h1("Appendix E - MPCA Construction Stormwater Permit", number=False)
    a.p("MPCA NPDES/SDS Construction Stormwater Permit MNR100001 coverage card: permittee Oak Prairie Homes, Inc.; "
        "project Wildflower Ridge 2nd Addition; permit coverage ID C00075502; issued May 30, 2025.", [E("N.6.A.13")])

    site = Site(owner="Oak Prairie Homes, Inc.", pid="04-116-0010", wetland="WETLAND W-1 (TYPE 3) DELINEATED 2024; NO FLOODPLAIN ON SITE",
                pond="POND 2P", nwl=966.0, hwl=968.4, existing_water="Existing wetland W-1: NWL 965.1 (replaced by Pond 2P)",
                datum="NAVD 88", datum_value="NAVD88", contour=2,
                pipes=["18\" RCP STMH-3 to Pond 2P, INV 966.5", "30\" RCP bypass, INV 963.2", "15\" RCP outlet, INV 966.0"],
                easement="Flowage easement over Pond 2P to elevation 970.0; drainage & utility easements over Outlot A.",
                npdes_note="MPCA permit coverage C00075502.")
    ps = PlanSet("Carver Lakes Consulting Engineers", "Wildflower Ridge 2nd Addition", "Victoria", "2025-044", "05/30/2025",
                 "Anne K. Solberg", "48213", civil_sheets(site))
    return Package("ext12-03-victoria-common-scheme", "N.2.G aggregate 21.5 ac -> N.2.B.3; freeboard 1.6; NAVD 88", seed=1203,
                   reports=[r, a], plans=[(ps, "WR2_Plans_22x34.pdf", "WR2_Plans_11x17.pdf")])


def p04_minnetonka_townhomes() -> Package:
    st = Style(body_font="Helvetica", bold_font="Helvetica-Bold", size=10, numbering="decimal", grid=False,
               footer_left="Plymouth Road Townhomes  -  Stormwater Report", header="BLUESTEM DESIGN GROUP")
    r = Report("Plymouth_Road_Townhomes_SWMP.pdf", "Plymouth Road Townhomes", st)
    r.cover([("title", "Plymouth Road Townhomes"), ("line", "Stormwater Management Plan"), ("line", "Minnetonka, Minnesota"),
             ("line", "Ridgedale Townhome Partners, LLC"), ("line", "Bluestem Design Group, Project 1187"), ("line", "April 18, 2025")])
    r.toc()
    r.h1("Summary")
    r.p("The project redevelops four single-family lots into 36 multi-family townhome units in six buildings. The "
        "site is 5.42 acres; density is 6.64 units per acre.",
        [F("project_type", "multi_unit_residential"), F("dwelling_units", 36), F("site_area_ac", 5.42), F("density_du_per_ac", 6.64)])
    r.table([["", "Acres"], ["Existing impervious", "0.58"], ["Proposed impervious", "2.35"], ["Net new impervious", "1.77"],
             ["Disturbed area", "4.8"]], caption="Table 1.1 Site data", widths=[2.4, 1.0],
            tags=[F("existing_impervious_ac", 0.58), F("proposed_impervious_ac", 2.35), F("net_impervious_increase_ac", 1.77),
                  F("disturbed_area_ac", 4.8)])
    r.p("Building floor area is 81,400 square feet; the four existing homes (built 1948-1962) total 7,950 square feet.")
    r.h1("History")
    r.p("The lots were assembled in 2023 (PIDs 14-117-22-44-0011 through 0014). A 2019 proposal by another developer "
        "for 44 senior apartments on 5.9 acres (including a lot since sold) was denied by the City.")
    boiler.regulatory(r, "Minnetonka", 1)
    r.h1("Alternatives")
    r.h2("Alternative A - Surface wet pond (not selected)")
    r.p("A 0.41-acre wet pond at the east line. It would have needed removal of 38 significant trees and was set aside.")
    r.h2("Alternative B - Underground infiltration chambers (SELECTED)")
    r.p("Two StormTech MC-3500 chamber fields under the guest parking, with an outlet control manhole. This is the "
        "selected alternative; the tables that follow are for Alternative B.")
    r.p("Infiltration is proposed: the chambers sit on Hubbard loamy sand (HSG A), measured infiltration rate 1.6 "
        "inches per hour (double-ring test DR-2).", [F("infiltration_proposed", True)])
    r.page_break()
    r.h1("Water Quantity")
    r.p("Existing low areas on the site are too small for detention; the chamber fields and outlet were designed by "
        "reservoir routing (HydroCAD, critical-duration 24-hour events).", [S("N.4.2")])
    r.table([["Storm", "Existing cfs", "Proposed cfs"], ["1-year", "2.8", "2.1"], ["10-year", "7.9", "7.2"], ["100-year", "15.3", "16.1"]],
            caption="Table 3.2 Site discharge at the east property line", widths=[1.4, 1.4, 1.4],
            tags=[F("peak_rates_cfs", {"1": {"existing": 2.8, "proposed": 2.1}, "10": {"existing": 7.9, "proposed": 7.2},
                                       "100": {"existing": 15.3, "proposed": 16.1}}), E("N.6.A.9")])
    r.p("The 100-year rate is 0.8 cfs over existing because the emergency overflow engages; the design team proposes "
        "to discuss a variance with District staff.")
    r.table([["Subarea", "Area (ac)", "Impervious (ac)", "CN"], ["E-1", "3.10", "0.31", "66"], ["E-2", "2.32", "0.27", "64"],
             ["P-1", "3.55", "1.90", "84"], ["P-2", "1.87", "0.45", "68"]], caption="Table 3.1 Drainage areas", widths=[1.2, 1.2, 1.4, 0.8])
    r.p("Downstream water levels in the Plymouth Road storm sewer are not raised for any event, during or after "
        "construction.", [S("N.4.3")])
    r.p("The chamber fields are above the 100-year flood elevation and lie within a drainage and utility easement "
        "granted to the City.", [S("N.4.6")])
    r.p("The outfall to the City storm sewer is a pipe connection; the overflow swale is lined with turf reinforcement "
        "mat and riprap to prevent erosion and scour.", [S("N.4.8")])
    r.p("The 100-year HWL in the chambers and the overflow swale is 931.2; the lowest opening of the townhomes is "
        "934.5 (Building 6 garage slab).", [F("hwl_100yr_elev_ft", 931.2), F("lowest_opening_elev_ft", 934.5)])
    r.page_break()
    r.h1("BMPs and Conformance")
    r.p("Site design, structural and non-structural BMPs follow the MPCA manual Protecting Water Quality in Urban Areas.",
        [S("N.3.0")])
    r.p("Permanent BMPs: (1) infiltration chamber field A; (2) chamber field B; (3) pretreatment isolator rows; (4) sump "
        "catch basins CB-1 to CB-6; (5) overflow swale with TRM.", [S("N.3.2")])
    r.p("The project conforms with the City of Minnetonka Water Resources Management Plan (2019); City engineering "
        "review comments of March 28, 2025 are attached as Appendix C.", [S("N.4.7")])
    r.page_break()
    r.h1("Construction")
    boiler.erosion_control(r, 1)
    boiler.maintenance(r, "Plymouth Road Townhome Association", 0)
    r.page_break()
    boiler.limitations(r, "Bluestem Design Group", 1)
    r.h1("Appendix A - HydroCAD Summary")
    boiler.hydrocad_printout(r, "PLYMOUTH RD EXISTING", "ex", [("E-1", 3.10, 66, 18.0), ("E-2", 2.32, 64, 21.0)], "10L East line",
                             {"1": 2.8, "2": 3.6, "5": 5.3, "10": 7.9, "50": 12.6, "100": 15.3}, tags=[E("N.6.A.10")])
    r.page_break()
    boiler.hydrocad_printout(r, "PLYMOUTH RD PROPOSED", "pr", [("P-1", 3.55, 84, 8.0), ("P-2", 1.87, 68, 15.0)], "10L East line",
                             {"1": 2.1, "2": 2.9, "5": 4.6, "10": 7.2, "50": 12.9, "100": 16.1})
    r.page_break()
    r.h1("Appendix B - Geotechnical Report Excerpt")
    r.table([["Boring", "Soil", "Infiltration test"], ["SB-1", "Loamy sand to 12 ft", "-"], ["SB-2", "Loamy sand, gravel at 9 ft", "DR-2: 1.6 in/hr"],
             ["SB-3", "Sandy loam over sand", "-"]], caption="Borings, Northland Geotechnical, Jan. 2025", widths=[1.0, 2.6, 1.6],
            tags=[E("N.6.C")])
    r.h1("Appendix C - City Review and MPCA Coverage")
    r.p("City of Minnetonka Engineering, March 28, 2025: the stormwater design was reviewed against the City Water "
        "Resources Management Plan; volume and rate approach accepted; see comments 1-7.", [E("N.6.A.11")])
    r.p("MPCA Construction Stormwater Permit coverage: permit MNR100001, coverage ID C00074988, permittee Ridgedale "
        "Townhome Partners, LLC, effective April 9, 2025.", [E("N.6.A.13")])

    site = Site(owner="Ridgedale Townhome Partners, LLC", pid="14-117-22-44-0011 to 0014",
                wetland="WETLAND W-A (TYPE 2 FRINGE, 0.12 AC) DELINEATED BY KJOLHAUG ENVIRONMENTAL, 2024",
                pond=None, nwl=None, hwl=None, existing_water="Existing: no open water on site. Proposed chambers: NWL n/a, 100-yr HWL 931.2",
                datum="NGVD 1929", datum_value="NGVD29", contour=2,
                pipes=["12\" HDPE to chamber field A, INV 926.4", "15\" RCP outlet to City STMH 41, INV 925.1"],
                easement="Drainage and utility easement over chamber fields A and B (Doc. to be recorded).",
                soils=["Soils: Hubbard loamy sand (HSG A), permeability 6-20 in/hr (NRCS)",
                       "Measured: 1.6 in/hr at DR-2; design rate 0.8 in/hr", "Proposed condition: decompacted topsoil 8 in."],
                npdes_note="Coverage C00074988.", omit=("drainage",))
    ps = PlanSet("Bluestem Design Group", "Plymouth Road Townhomes", "Minnetonka", "1187", "04/18/2025", "Luis M. Ortega", "52210",
                 civil_sheets(site))
    return Package("ext12-04-minnetonka-townhomes", "N.2.C.2 multi-unit 6.64 u/ac; 100-yr rate up; no drainage map", seed=1204,
                   reports=[r], plans=[(ps, "Plans_FullSize.pdf", "Plans_11x17.pdf")])


def packages() -> list[Package]:
    return [p01_edina_home(), p02_shorewood_subdivision(), p03_victoria_common_scheme(), p04_minnetonka_townhomes()]
