"""Packages 7-12 of external33: warehouse, school, county road, city street, trail, phase 2.

Same conventions as :mod:`corpus.external33.pkgs_a`: tagged words are the truth,
everything else on the page is ordinary distractor text.
"""

from __future__ import annotations

from corpus.external33.kit import FULL, REDUCED, F, Package, S, X
from corpus.external33.pkgs_a import pond, rates


# ------------------------------------------------------------------------------------------------
def p07_minnetonka_warehouse(pkg: Package) -> None:
    """Site data on the cover; low TP removal, short freeboard; only a full-size plan set."""
    firm = "KESTREL ENGINEERING, INC."
    proj = "SHADY OAK ROAD DISTRIBUTION CENTER - 10901 BREN ROAD EAST, MINNETONKA, MN"
    cert = ("I hereby certify that this plan, specification or report was prepared by me or under my direct "
            "supervision and that I am a duly Licensed Professional Engineer under the laws of the State of "
            "Minnesota.  Brian K. Sorensen  Lic. No. 41077  Date 08/22/2025")
    r = pkg.doc("SWMP_ShadyOak_DC.pdf", header="KESTREL ENGINEERING  |  Stormwater Management Plan",
                footer="Shady Oak Road Distribution Center - {page}")
    r.text("STORMWATER MANAGEMENT PLAN", font="Helvetica-Bold", size=18)
    r.text("Shady Oak Road Distribution Center  -  Minnetonka, Minnesota  -  August 22, 2025", size=11)
    r.space(6)
    r.table([["SITE DATA", "", ""],
             ["Property area", "11.40 AC", "496,584 SF"],
             ["Building footprint", "3.26 AC", "142,000 SF warehouse / office"],
             ["Impervious - existing", "1.20 AC", "former nursery greenhouses and lot"],
             ["Impervious - proposed", "7.85 AC", "building, truck court, parking"],
             ["Net new impervious", "6.65 AC", ""],
             ["Disturbed area", "10.6 AC", ""],
             ["Land use", "Industrial (warehouse / distribution)", ""],
             ["Developer", "Bren Road Logistics LLC - private applicant", ""]],
            [150, 170, 180], tags={1: [F("site_area_ac", 11.40)], 3: [F("existing_impervious_ac", 1.20)],
                                   4: [F("proposed_impervious_ac", 7.85)], 5: [F("net_impervious_increase_ac", 6.65)],
                                   6: [F("disturbed_area_ac", 10.6)], 7: [F("project_type", "industrial")],
                                   8: [F("applicant_public_entity", False)]})
    r.text("Rule N applicability: industrial development on a site of 8 acres or more - paragraph 2(D)(3), "
           "Sections 3, 4 and 5. A performance surety will be posted (disturbance exceeds five acres).")
    r.text("Contents: 1 Narrative - 2 Rate Control - 3 Water Quality - 4 Pond Design - Appendix A HydroCAD - "
           "Appendix B P8 - Appendix C Geotechnical Borings - Appendix D City correspondence and MPCA permit")
    r.new_page()
    r.heading("1  NARRATIVE", rule=True)
    r.text("The site drains northwest to a natural depression at the corner of Bren Road and Shady Oak Road, "
           "which overflows to the City storm sewer leading to Minnehaha Creek at Highway 169.")
    r.text("The existing depression is used for the new wet pond (NW Pond), and the pond and outlet were "
           "designed by reservoir routing of critical-duration events (24-hour, Atlas 14).", tags=[S("N.4.2")])
    r.text("BMPs were selected following the MPCA Protecting Water Quality in Urban Areas manual: the NW Pond, "
           "a sump manhole ahead of the pond, tree preservation along Shady Oak Road and sweeping of the truck "
           "court.", tags=[S("N.3.0")])
    r.text("Permanent BMPs: (a) NW Pond with skimmer outlet; (b) 4-ft sump manholes STMH-4 and STMH-9; "
           "(c) riprap outfall apron; (d) 1.1 acres of preserved woods; (e) monthly sweeping program.",
           tags=[S("N.3.2")])
    r.text("Infiltration is not proposed due to clay soils (borings B-1 to B-8 show lean clay to 20 ft).",
           tags=[F("infiltration_proposed", False)])
    r.text("Runoff from 4.3 acres of Bren Road right-of-way drains onto the site today; it is collected in the "
           "east storm sewer and routed through the NW Pond in the proposed model.", tags=[S("N.4.4")])
    r.text("The NW Pond and outlet lie above the 100-year flood elevation of the downstream system and inside "
           "a drainage and utility easement to be recorded over the pond.", tags=[S("N.4.6")])
    r.text("The City of Minnetonka reviewed the plan for conformance with its Water Resources Management Plan "
           "and found the quantity controls conform (letter, Appendix D).", tags=[S("N.4.7")])
    r.text("The pond outfall has a Type 3 riprap apron with a plunge pool to dissipate energy and prevent "
           "scour; the same apron protects the water quality outfall.", tags=[S("N.4.8"), S("N.5.4")])
    r.text("The NW Pond outlet structure has a baffle (skimmer) that keeps floatables in the pond for events "
           "up to the 1-year storm.", tags=[S("N.5.2")])
    r.text("The depression is not landlocked; it overflows to the City system.", tags=[F("landlocked", False)])
    r.heading("2  RATE CONTROL", rule=True)
    r.table([["Storm event", "Existing Q (cfs)", "Proposed Q (cfs)"],
             ["1-yr 24-hr", "9.8", "7.1"], ["2-yr 24-hr", "13.0", "9.4"], ["5-yr 24-hr", "18.2", "13.5"],
             ["10-yr 24-hr", "24.6", "18.3"], ["100-yr 24-hr", "51.2", "44.0"]],
            [130, 130, 130], tags={0: [F("peak_rates_cfs", rates(9.8, 7.1, 24.6, 18.3, 51.2, 44.0)),
                                       X("N.6.A.9")]})
    r.text("Downstream water levels are lowered for every event, so the project does not adversely affect "
           "off-site water levels; temporary sediment basins control rates during construction.",
           tags=[S("N.4.3")])
    r.heading("3  WATER QUALITY", rule=True)
    r.text("P8 was run for the 1959 Minneapolis-St. Paul rainfall year. Annual total phosphorus load at the "
           "site outlet: 9.61 lb/yr proposed without treatment, 5.38 lb/yr with treatment. Annual TP removal "
           "efficiency: 44%. TSS removal 78%.", tags=[F("phosphorus_removal_pct", 44.0)])
    r.text("The permanent pool (1.42 ac-ft) was sized on the full tributary area including the Bren Road "
           "right-of-way.")
    r.heading("4  POND DESIGN", rule=True)
    r.table([["", "NW Pond"], ["Normal water level", "918.0"], ["100-year HWL", "922.8"],
             ["Emergency overflow", "923.5"], ["Safety bench", "10 ft at 10:1 (H:V)"],
             ["Freeboard, HWL to top of pond berm (924.3)", "1.5 ft"],
             ["Lowest building opening (dock doors)", "926.0"]],
            [230, 200], tags={2: [F("hwl_100yr_elev_ft", 922.8)],
                              5: [F("ponds", [pond("NW Pond", 10, 10, 1.5)])],
                              6: [F("lowest_opening_elev_ft", 926.0)]})
    r.new_page()
    r.heading("APPENDIX A - HYDROCAD", size=13)
    r.text("Existing and proposed HydroCAD models: subcatchments EX-1..EX-3, OS-BREN (4.3 ac), PR-1..PR-6, "
           "NW Pond routing, 1/2/5/10/100-year reports, runoff volumes.", tags=[X("N.6.A.10")])
    r.heading("APPENDIX B - P8 OUTPUT", size=13)
    r.text("P8 v3.5 summary: devices NW Pond; particle file NURP50; TP removal 44%.")
    r.new_page()
    r.heading("APPENDIX C - GEOTECHNICAL SOIL BORINGS", size=13)
    r.text("Northland Geotechnical report NG-2507112, July 2025. Boring logs B-1 through B-8: lean clay (CL) with "
           "sand seams; groundwater observed at 14 ft in B-3.", tags=[X("N.6.C")])
    r.table([["Boring", "Surface el.", "Depth (ft)", "Soil"], ["B-1", "927.4", "20", "CL"],
             ["B-3", "921.0", "25", "CL / SC"], ["B-8", "930.2", "20", "CL"]], [80, 90, 80, 120])
    r.new_page()
    r.heading("APPENDIX D - CITY OF MINNETONKA AND MPCA", size=13)
    r.text("City of Minnetonka Engineering, 14600 Minnetonka Blvd. August 12, 2025: staff have reviewed the "
           "Shady Oak Road Distribution Center stormwater plan; it conforms with the City's Water Resources "
           "Management Plan. - Sarah Nystrom, Water Resources Engineer", tags=[X("N.6.A.11")])
    r.text("MPCA construction stormwater general permit coverage, permit no. C00073377, issued 08/15/2025.",
           tags=[X("N.6.A.13")])
    r.close()

    ps = pkg.plans("Civil_Plans_22x34.pdf", FULL, firm, proj, cert)
    ps.sheet("C0.0", "COVER", [("Full-size plan set, 22 x 34.", [X("plan_set.full_size")])],
             labels=["SHADY OAK ROAD DISTRIBUTION CENTER"], cert_tags=[X("plan_set.pe_certified")], seed=31)
    ps.sheet("C1.0", "EXISTING CONDITIONS",
             [("Property lines and ownership: Bren Road Logistics LLC, 11.40 acres.", [X("N.6.A.1")]),
              ("Wetland W-1 (Type 1, 0.22 ac) delineated by Kestrel, May 2025; boundary shown.", [X("N.6.A.4")]),
              ("Datum NGVD 1929; contour interval 2 feet.",
               [F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2.0)])],
             labels=["W-1", "EX GREENHOUSES", "PROPERTY LINE"], seed=32)
    ps.sheet("C2.0", "DRAINAGE AREA MAPS", [("Existing and proposed subwatershed maps incl. off-site OS-BREN.",
                                             [X("N.6.A.2")])], labels=["EX-1", "PR-1", "OS-BREN"], seed=33)
    ps.sheet("C3.0", "GRADING PLAN",
             [("Existing and proposed contours at 2-ft intervals (NGVD 29).", [X("N.6.A.7")]),
              ("NW Pond: existing depression normal water 917.2, 100-yr 921.6; proposed NWL 918.0, HWL 922.8.",
               [X("N.6.A.6")]),
              ("Drainage and utility easement over NW Pond and outlet.", [X("N.6.A.12")])],
             labels=["NW POND", "TRUCK COURT", "918", "920", "922"], seed=34)
    ps.sheet("C4.0", "STORM SEWER PLAN", [("Existing and proposed storm sewer, alignment, inverts.",
                                           [X("N.6.A.3")])], labels=["STMH-4", "STMH-9"], seed=35)
    ps.sheet("C5.0", "STORM DETAILS AND SPECIFICATIONS", [("Pond section, outlet structure with baffle, riprap "
                                                            "apron and specifications.", [X("N.6.A.8")])],
             labels=["OCS-1"], seed=36)
    ps.close()


# ------------------------------------------------------------------------------------------------
def p08_minnetonka_school(pkg: Package) -> None:
    """A school district's consultant: two-column narrative, a narrow bench, no NPDES documentation."""
    firm = "RIVERBEND ARCHITECTS + ENGINEERS"
    proj = "MINNETONKA PUBLIC SCHOOLS ISD 276 - SCENIC HEIGHTS ELEMENTARY ADDITION AND PARKING"
    cert = ("I hereby certify that this plan was prepared by me or under my direct supervision and that I am a "
            "duly Licensed Professional Engineer under the laws of the State of Minnesota. "
            "Name: Lucia Ferreira, P.E.  Registration Number: 50391  Date: 2025-06-30")
    d = pkg.doc("ScenicHeights_Stormwater_Narrative.pdf", header="ISD 276 Scenic Heights Elementary",
                footer="Riverbend A+E  -  {page}", size_pt=9.5)
    d.text("Scenic Heights Elementary School - Addition and Site Improvements", font="Helvetica-Bold", size=15)
    d.text("Stormwater management narrative for MCWD permit application  |  June 30, 2025")
    d.columns([
        ("h", "1.0 Applicant and project", ()),
        ("p", "The applicant is Independent School District No. 276 (Minnetonka Public Schools), a public "
              "school district and a public entity.", [F("applicant_public_entity", True)]),
        ("p", "The project adds a 38,000 square foot classroom wing to the school (an institutional use), "
              "expands the bus loop and rebuilds the staff parking lot.", [F("project_type", "institutional")]),
        ("p", "The school campus is 24.5 acres. Construction will disturb 6.8 acres.",
         [F("site_area_ac", 24.5), F("disturbed_area_ac", 6.8)]),
        ("p", "Existing impervious surface on the campus is 7.9 acres; after the project it will be 9.4 acres, "
              "a net increase of 1.5 acres (19 percent).",
         [F("existing_impervious_ac", 7.9), F("proposed_impervious_ac", 9.4), F("net_impervious_increase_ac", 1.5)]),
        ("h", "2.0 Rule N applicability", ()),
        ("p", "Institutional use on a site over eight acres: Sections 3, 4 and 5 apply (paragraph 2(D)(3)). As "
              "the increase is less than 50 percent, the requirements apply to the additional impervious "
              "surface.", ()),
        ("h", "3.0 Best management practices", ()),
        ("p", "BMPs are consistent with the MPCA's Protecting Water Quality in Urban Areas: the parking lot is "
              "kept to the District's staff count, the existing tree line is saved, and runoff is treated in "
              "Pond A and a filtration bench.", [S("N.3.0")]),
        ("p", "Permanent BMPs: Pond A (wet pond) with outlet structure OS-A; iron-enhanced sand filtration bench "
              "on Pond A; two sump catch basins at the bus loop; riprap outfall at FES-A2.", [S("N.3.2")]),
        ("p", "Infiltration is not proposed; soils are HSG C/D silty clay.", [F("infiltration_proposed", False)]),
        ("h", "4.0 Rate control", ()),
        ("p", "Pond A is built in the existing low area east of the ball fields, and its outlet was designed by "
              "reservoir routing of the critical-duration events.", [S("N.4.2")]),
        ("p", "The neighborhood to the north (6.2 acres) drains onto the campus; it is included in the "
              "HydroCAD models and passes through Pond A.", [S("N.4.4")]),
        ("p", "Peak rates at the east property line are reduced for all events and the downstream water levels "
              "of the Minnehaha Creek tributary ditch are not raised during or after construction.", [S("N.4.3")]),
        ("p", "Pond A is above the 100-year flood elevation of the ditch and within a drainage and utility "
              "easement over the school property.", [S("N.4.6")]),
        ("p", "The City of Minnetonka reviewed the plans; its letter confirms conformance with the City Water "
              "Resources Management Plan.", [S("N.4.7")]),
        ("p", "The Pond A outfall (FES-A2) has a riprap apron and energy dissipation to prevent erosion and "
              "scour at the ditch, serving both the rate control and water quality outlet.",
         [S("N.4.8"), S("N.5.4")]),
        ("h", "5.0 Water quality", ()),
        ("p", "P8 modeling of the additional impervious area shows 61 percent annual total phosphorus removal by "
              "Pond A and the filtration bench.", [F("phosphorus_removal_pct", 61.0)]),
        ("p", "OS-A has a submerged inlet (skimmer) so floatables are retained for storms up to the 1-year "
              "event.", [S("N.5.2")]),
        ("p", "The receiving ditch is not landlocked.", [F("landlocked", False)]),
    ])
    d.heading("Peak flow comparison (cfs)", size=11)
    d.table([["Event", "Existing", "Proposed"], ["1-year", "11.4", "10.9"], ["10-year", "27.0", "25.8"],
             ["100-year", "55.1", "54.6"]], [100, 100, 100],
            tags={0: [F("peak_rates_cfs", rates(11.4, 10.9, 27.0, 25.8, 55.1, 54.6)), X("N.6.A.9")]})
    d.heading("Pond A", size=11)
    d.text("NWL 937.0; 100-year HWL 941.2; safety bench 8 feet wide at 10:1; freeboard to the lowest adjacent "
           "ground 2.4 ft. New building lowest opening (classroom wing) 945.5.",
           tags=[F("hwl_100yr_elev_ft", 941.2), F("ponds", [pond("Pond A", 8, 10, 2.4)]),
                 F("lowest_opening_elev_ft", 945.5)])
    d.new_page()
    d.heading("Attachment 1 - HydroCAD and P8 calculations", size=12)
    d.text("HydroCAD 10.2 routing of existing and proposed conditions and P8 water quality model output.",
           tags=[X("N.6.A.10")])
    d.table([["Subcatchment", "Area", "CN"], ["OS-N neighborhood", "6.2 ac", "76"], ["E-1", "8.1 ac", "84"],
             ["P-1 to Pond A", "9.6 ac", "88"]], [150, 80, 60])
    d.new_page()
    d.heading("Attachment 2 - City of Minnetonka letter", size=12)
    d.text("May 28, 2025. The City has reviewed the Scenic Heights Elementary site plans and finds the "
           "stormwater management consistent with the City's Water Resources Management Plan.",
           tags=[X("N.6.A.11")])
    d.close()

    for name, size in (("Scenic_Heights_Civil_FullSize.pdf", FULL), ("Scenic_Heights_Civil_11x17.pdf", REDUCED)):
        ps = pkg.plans(name, size, firm, proj, cert)
        full = size == FULL
        ps.sheet("C-001", "TITLE SHEET", [("Full size 22x34" if full else "Reduced 11x17",
                                           [X("plan_set.full_size" if full else "plan_set.reduced")]),
                                          ("All elevations NGVD 1929. Contours at 2 ft intervals.",
                                           [F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2.0)])],
                 labels=["SCENIC HEIGHTS ELEMENTARY"], cert_tags=[X("plan_set.pe_certified")], seed=41)
        ps.sheet("C-101", "EXISTING CONDITIONS",
                 [("ISD 276 property boundary shown.", [X("N.6.A.1")]),
                  ("Wetland boundary (Type 3, 0.9 ac) delineated by Prairie Wetland Services, 2024.",
                   [X("N.6.A.4")]),
                  ("Existing storm sewer and culverts with inverts.", ())],
                 labels=["BALL FIELDS", "WETLAND", "PROPERTY LINE"], seed=42)
        ps.sheet("C-102", "DRAINAGE AREA MAP", [("Existing, proposed and off-site (OS-N) drainage areas.",
                                                  [X("N.6.A.2")])], labels=["OS-N", "E-1", "P-1"], seed=43)
        ps.sheet("C-301", "GRADING PLAN",
                 [("Existing and proposed contours (2 ft).", [X("N.6.A.7")]),
                  ("Pond A existing low area normal 936.1, 100-yr 939.8; proposed NWL 937.0, HWL 941.2.",
                   [X("N.6.A.6")]),
                  ("Drainage and utility easement over Pond A.", [X("N.6.A.12")])],
                 labels=["POND A", "BUS LOOP"], seed=44)
        ps.sheet("C-401", "STORM SEWER AND DETAILS",
                 [("Proposed and existing storm sewer location, alignment, inverts.", [X("N.6.A.3")]),
                  ("Pond A section, OS-A outlet structure, filtration bench and riprap details; specifications "
                   "per project manual Section 33 40 00.", [X("N.6.A.8")])], labels=["OS-A", "FES-A2"], seed=45)
        ps.close()


# ------------------------------------------------------------------------------------------------
def p09_county_road(pkg: Package) -> None:
    """A county's road report: a wide trail with a narrow boulevard, NAVD 88 and 1-ft contours."""
    firm = "HENNEPIN COUNTY TRANSPORTATION"
    proj = "CSAH 101 RECONSTRUCTION - MINNETONKA BLVD TO WAYZATA BLVD, S.P. 027-701-019"
    cert = ("I hereby certify that this plan, specification, or report was prepared by me or under my direct "
            "supervision and that I am a duly Licensed Professional Engineer under the laws of the State of "
            "Minnesota. Print name: Andrew Schultz  Signature: (signed)  Date: 3/10/2025  License #: 47730")
    r = pkg.doc("CSAH101_Drainage_Report.pdf", header="CSAH 101 Reconstruction - Drainage and Stormwater Report",
                footer="Hennepin County Transportation Project Delivery - {page}")
    r.text("DRAINAGE AND STORMWATER REPORT", font="Helvetica-Bold", size=16)
    r.text("CSAH 101 (Bushaway Road) Reconstruction, Cities of Minnetonka and Wayzata, County Project 1802, "
           "March 2025")
    r.text("Applicant: Hennepin County, a political subdivision of the State of Minnesota (public entity).",
           tags=[F("applicant_public_entity", True)])
    r.heading("Project summary")
    r.text("The project reconstructs 1.4 miles (7,390 feet) of CSAH 101 from a rural two-lane section to an "
           "urban section with curb and gutter, turn lanes and a multiuse trail on the west side.",
           tags=[F("project_type", "linear")])
    r.table([["Quantity", "Acres"], ["Total project area (construction limits)", "7.80"],
             ["Impervious surface, existing", "4.10"], ["Impervious surface, proposed", "5.60"],
             ["Net increase in impervious", "1.50"], ["Disturbed area", "7.80"],
             ["Right-of-way acquisition (12 parcels)", "2.15"]],
            [300, 100], tags={1: [F("site_area_ac", 7.80)], 2: [F("existing_impervious_ac", 4.10)],
                              3: [F("proposed_impervious_ac", 5.60)], 4: [F("net_impervious_increase_ac", 1.50)],
                              5: [F("disturbed_area_ac", 7.80)]})
    r.text("Trail. The new bituminous multiuse trail is 10 feet wide. Between the trail and the back of curb "
           "the boulevard is 3 feet wide along most of the corridor due to right-of-way constraints; the trail "
           "covers 0.71 acres and is therefore counted in the net increase above.",
           tags=[F("sidewalk_trail", {"width_ft": 10.0, "buffer_ft": 3.0, "area_ac": 0.71, "standalone": False})])
    r.heading("Best management practices")
    r.text("BMPs for the corridor follow the MPCA manual Protecting Water Quality in Urban Areas: narrowed lanes "
           "(11 ft), two wet ponds replaced by one larger regional pond, sump structures, and turf restoration "
           "of the ditches that remain.", tags=[S("N.3.0")])
    r.text("Permanent BMP list: Pond 101-A (wet pond with skimmer outlet); 3 sump manholes with SAFL baffles; "
           "riprap at outfalls OF-1 and OF-2; restored turf ditch, Sta. 52+00 to 58+50.", tags=[S("N.3.2")])
    r.text("Infiltration is not proposed (clay soils and high groundwater).", tags=[F("infiltration_proposed", False)])
    r.heading("Rate control")
    r.table([["Storm", "Existing (cfs)", "Proposed (cfs)"], ["1-yr", "5.4", "5.1"], ["2-yr", "7.0", "6.6"],
             ["10-yr", "12.8", "12.1"], ["100-yr", "24.9", "23.7"]], [100, 110, 110],
            tags={0: [F("peak_rates_cfs", rates(5.4, 5.1, 12.8, 12.1, 24.9, 23.7)), X("N.6.A.9")]})
    r.text("Off-site runoff from 31 acres of residential neighborhoods east of the road crosses the corridor in "
           "three culverts; these flows are modeled and the culverts are sized to pass them.", tags=[S("N.4.4")])
    r.text("Water levels upstream and downstream of the corridor do not rise for any event, and staged "
           "construction keeps the culverts open, so off-site water levels are not affected during or after "
           "construction.", tags=[S("N.4.3")])
    r.text("Pond 101-A is above the 100-year flood elevation of the downstream channel, inside a County "
           "drainage easement.", tags=[S("N.4.6")])
    r.text("The design conforms with the City of Minnetonka and City of Wayzata local water management plans; "
           "both cities reviewed the layout (letters attached).", tags=[S("N.4.7")])
    r.text("Outfalls OF-1 and OF-2 have riprap aprons and energy dissipators to minimize erosion and scour, "
           "including the pond (water quality) outlet.", tags=[S("N.4.8"), S("N.5.4")])
    r.text("The receiving channel flows to Lake Minnetonka; it is not landlocked.", tags=[F("landlocked", False)])
    r.heading("Water quality")
    r.text("MIDS calculator results for the net new impervious: annual TP removal 52% (Pond 101-A); the pond "
           "outlet includes a skimmer to retain floatables through the 1-year event.",
           tags=[F("phosphorus_removal_pct", 52.0), S("N.5.2")])
    r.table([["Pond", "NWL", "HWL (100-yr)", "Bench", "Freeboard"],
             ["101-A", "928.0", "931.2", "10 ft, 10H:1V", "2.0 ft"]], [70, 60, 90, 110, 80],
            tags={1: [F("ponds", [pond("101-A", 10, 10, 2.0)]), F("hwl_100yr_elev_ft", 931.2)]})
    r.new_page()
    r.heading("Appendix 1 - Hydraulic computations")
    r.text("HydroCAD subcatchment hydrographs (existing and proposed), culvert hydraulics (HY-8), storm sewer "
           "design tabulation and MIDS output for Pond 101-A.", tags=[X("N.6.A.10")])
    r.heading("Appendix 2 - City review letters")
    r.text("City of Minnetonka, Feb. 18, 2025 and City of Wayzata, Feb. 24, 2025: each city reviewed the CSAH "
           "101 drainage design and finds it consistent with its local surface water management plan.",
           tags=[X("N.6.A.11")])
    r.heading("Appendix 3 - NPDES")
    r.text("MPCA Construction Stormwater permit coverage C00069904 issued to Hennepin County, 03/04/2025.",
           tags=[X("N.6.A.13")])
    r.close()

    for name, size in (("CSAH101_Plans_Full.pdf", FULL), ("CSAH101_Plans_Half.pdf", REDUCED)):
        ps = pkg.plans(name, size, firm, proj, cert)
        full = size == FULL
        ps.sheet("1", "TITLE SHEET", [("22\"x34\" plan set" if full else "11\"x17\" reduced plan set",
                                       [X("plan_set.full_size" if full else "plan_set.reduced")]),
                                      ("Vertical datum NAVD 88. Contour interval 1 foot.",
                                       [F("vertical_datum", "NAVD88"), F("contour_interval_ft", 1.0)])],
                 labels=["CSAH 101"], cert_tags=[X("plan_set.pe_certified")], seed=51)
        ps.sheet("4", "RIGHT OF WAY AND DRAINAGE AREAS",
                 [("Existing and proposed right-of-way lines and County property shown.", [X("N.6.A.1")]),
                  ("Drainage area map: off-site areas OS-1..OS-3, existing and proposed corridor subareas.",
                   [X("N.6.A.2")]),
                  ("Wetland 101-W1 delineated (Type 3), boundary shown.", [X("N.6.A.4")]),
                  ("County drainage easement over Pond 101-A.", [X("N.6.A.12")])],
                 labels=["R/W", "OS-1", "OS-2", "101-W1"], seed=52)
        ps.sheet("20", "DRAINAGE PLAN AND POND",
                 [("Existing and proposed storm sewer and culverts: location, alignment, inverts.", [X("N.6.A.3")]),
                  ("Pond 101-A NWL 928.0 / HWL 931.2; existing ditch normal 927.4 and 100-yr 930.6.",
                   [X("N.6.A.6")]),
                  ("Pond and outlet details, special provisions.", [X("N.6.A.8")])],
                 labels=["POND 101-A", "OF-1", "OF-2"], seed=53)
        ps.close()


# ------------------------------------------------------------------------------------------------
def p10_mound_street(pkg: Package) -> None:
    """A city engineer's two-page letter: street reconstruction with a small net decrease."""
    d = pkg.doc("Mound_2025_Street_Project_MCWD_letter.pdf", footer="City of Mound - {page}")
    d.text("CITY OF MOUND", font="Helvetica-Bold", size=16)
    d.text("2415 Wilshire Boulevard, Mound, MN 55364  -  Public Works / Engineering")
    d.text("July 7, 2025")
    d.text("Minnehaha Creek Watershed District, Attn: Permitting")
    d.text("Subject: 2025 Street and Utility Improvements - Lynwood Boulevard and Three Points Boulevard",
           font="Helvetica-Bold")
    d.text("The City of Mound, a municipal corporation, is the applicant. The project reconstructs 3,850 linear "
           "feet of existing residential streets (Lynwood Blvd, Three Points Blvd and Bartlett Blvd), replaces "
           "watermain and sanitary sewer, and adds curb and gutter.",
           tags=[F("applicant_public_entity", True), F("project_type", "linear")])
    d.text("Project area within the construction limits is 5.6 acres, of which about 4.9 acres will be "
           "disturbed.", tags=[F("site_area_ac", 5.6), F("disturbed_area_ac", 4.9)])
    d.table([["Impervious surface", "Acres"], ["Existing street and driveway aprons", "2.35"],
             ["Proposed street and driveway aprons", "2.29"], ["Net change", "-0.06 (decrease)"]],
            [280, 140], tags={1: [F("existing_impervious_ac", 2.35)], 2: [F("proposed_impervious_ac", 2.29)],
                              3: [F("net_impervious_increase_ac", -0.06)]})
    d.text("The streets are narrowed from 30 to 28 feet where they are rebuilt, which more than offsets the new "
           "curb. Because there is no net increase in impervious surface, we understand no Rule N stormwater "
           "permit is required; we request the District's confirmation and will apply for the erosion control "
           "permit separately.")
    d.text("Existing catch basins at Lynwood and Three Points will receive sump structures. The storm sewer "
           "outlets to Lake Minnetonka (Cooks Bay) are replaced in kind.")
    d.space(10)
    d.text("Megan Trask, P.E., City Engineer")
    d.new_page()
    d.text("Attachment: project location map", font="Helvetica-Bold")
    d.c.rect(90, 250, 430, 430)
    d.c.drawString(140, 600, "LYNWOOD BLVD")
    d.c.drawString(260, 420, "THREE POINTS BLVD")
    d.c.drawString(150, 300, "BARTLETT BLVD")
    d.close()


# ------------------------------------------------------------------------------------------------
def p11_tonka_bay_trail(pkg: Package) -> None:
    """A small city's trail memo on letter paper; scanned when it reached the District."""
    d = pkg.doc("TonkaBay_Manitou_Trail.pdf", footer="- {page} -")
    d.text("CITY OF TONKA BAY", font="Helvetica-Bold", size=15)
    d.text("4901 Manitou Road, Tonka Bay, MN 55331")
    d.text("MEMO - Manitou Road Trail Project - MCWD Rule N determination", font="Helvetica-Bold", size=12)
    d.text("Date: September 2, 2025.   From: Tonka Bay contract city engineer.   To: MCWD permitting staff.")
    d.text("The City of Tonka Bay (a public entity) proposes a stand-alone bituminous trail along the east side "
           "of Manitou Road from County Road 19 to Lake Minnetonka Park. No roadway work is included; the trail "
           "is the whole project.", tags=[F("applicant_public_entity", True), F("project_type", "linear")])
    d.table([["Trail data", ""], ["Length", "2,610 ft"], ["Trail width", "8 ft"],
             ["Pervious (turf) buffer, each side", "5 ft minimum"],
             ["Driveway and street crossings", "9 crossings = 11% of the required buffer area"],
             ["Trail impervious area", "0.48 ac"], ["Project area (grading limits)", "1.9 ac"],
             ["Disturbed area", "1.2 ac"]], [220, 240],
            tags={2: [F("sidewalk_trail", {"width_ft": 8.0, "buffer_ft": 5.0, "crossing_pct": 11.0, "area_ac": 0.48,
                                           "standalone": True})],
                  6: [F("site_area_ac", 1.9)], 7: [F("disturbed_area_ac", 1.2)]})
    d.text("The trail is no wider than ten feet and has a pervious buffer of at least five feet on each side; "
           "crossings occupy less than 25 percent of the buffer. The City therefore believes the project is "
           "exempt under Rule N paragraph 2(E)(4).")
    d.text("Drainage is by sheet flow to the turf buffers; no storm sewer is proposed. The nearest water "
           "resource is Lake Minnetonka (Gideon Bay), 400 feet to the west.")
    d.new_page()
    d.text("Typical section", font="Helvetica-Bold", size=12)
    d.c.line(100, 500, 500, 500)
    d.c.drawString(120, 510, "5' TURF")
    d.c.drawString(260, 510, "8' BITUMINOUS TRAIL")
    d.c.drawString(420, 510, "5' TURF (MIN)")
    d.c.drawString(120, 470, "MANITOU ROAD")
    d.close()


# ------------------------------------------------------------------------------------------------
def p12_chanhassen_phase2(pkg: Package) -> None:
    """A developer's engineer writing Phase 2 of a business park: the common scheme governs."""
    firm = "LAKE COUNTRY CIVIL, P.A."
    proj = "LYMAN COMMONS 2ND ADDITION (PHASE 2) - CHANHASSEN, MINNESOTA"
    cert = ("I hereby certify that this plan was prepared by me or under my direct supervision and that I am a "
            "duly Licensed Professional Engineer under the laws of the State of Minnesota. "
            "Kristin A. Bauer, P.E.  Lic. 52870  10/03/2025")
    r = pkg.doc("Lyman_Commons_Phase2_Stormwater.pdf", header="Lyman Commons Phase 2 - Stormwater",
                footer="Lake Country Civil | page {page}")
    r.text("LYMAN COMMONS 2ND ADDITION", font="Helvetica-Bold", size=17)
    r.text("Stormwater Management Plan - Commercial (retail / office) - October 3, 2025")
    r.heading("Project overview")
    r.text("Lyman Partners LLC (private developer) proposes Phase 2 of Lyman Commons: two retail/office "
           "buildings (combined 24,800 sf) with parking on Lot 1, Block 1, Lyman Commons 2nd Addition. The "
           "Phase 2 site is 2.80 acres.", tags=[F("applicant_public_entity", False), F("project_type", "commercial"),
                                               F("site_area_ac", 2.80)])
    r.text("Common scheme: Phase 1 (3.55 acres, built 2019 under MCWD permit 19-211) is adjacent and owned by "
           "Lyman Commons I LLC, an affiliate of the applicant; the remaining Outlot A (2.75 acres) to the west "
           "is planned as Phase 3 by the same ownership. Under Rule N paragraph 2(G) the adjacent sites are "
           "considered in aggregate: 9.10 acres, so Sections 3, 4 and 5 apply.",
           tags=[F("common_scheme_area_ac", 9.10)])
    r.table([["Phase 2 site", "Acres"], ["Existing impervious (farm drive)", "0.15"],
             ["Proposed impervious", "1.96"], ["Net increase", "1.81"], ["Land disturbance", "2.95"]],
            [250, 100], tags={1: [F("existing_impervious_ac", 0.15)], 2: [F("proposed_impervious_ac", 1.96)],
                              3: [F("net_impervious_increase_ac", 1.81)], 4: [F("disturbed_area_ac", 2.95)]})
    r.heading("BMPs")
    r.text("BMPs were chosen per the MPCA Protecting Water Quality in Urban Areas manual: Pond 2 (wet pond), an "
           "infiltration basin for the first inch of runoff, pervious landscape islands, and erosion control "
           "during construction.", tags=[S("N.3.0")])
    r.bullets([("Permanent BMPs - Pond 2 wet pond with outlet OCS-2 and skimmer; Infiltration Basin IB-1 "
                "(2,900 sf); riprap outfall; landscape islands (0.21 ac).", [S("N.3.2")])])
    r.text("Infiltration is proposed in IB-1. Soils are Hawick loamy sand (HSG A/B); the geotechnical borings "
           "(Appendix C) measured infiltration rates of 0.8 in/hr.", tags=[F("infiltration_proposed", True)])
    r.heading("Rate control")
    r.text("Pond 2 uses the existing swale low point at the southwest corner; the pond and outlet were sized "
           "by reservoir routing in HydroCAD with critical-duration Atlas 14 storms.", tags=[S("N.4.2")])
    r.table([["Event", "Exist. cfs", "Prop. cfs"], ["1-yr", "1.92", "1.40"], ["10-yr", "5.10", "4.22"],
             ["100-yr", "11.6", "10.1"], ["100-yr 10-day snowmelt", "2.3", "2.1"]], [150, 90, 90],
            tags={0: [F("peak_rates_cfs", rates(1.92, 1.40, 5.10, 4.22, 11.6, 10.1)), X("N.6.A.9")]})
    r.text("Runoff from 1.6 acres of Lyman Boulevard right-of-way enters the site and is routed through Pond 2 "
           "in the proposed model.", tags=[S("N.4.4")])
    r.text("Proposed rates are lower for every event, so downstream water levels at the Bluff Creek tributary "
           "are not raised during or after construction.", tags=[S("N.4.3")])
    r.text("Pond 2 and IB-1 are above the 100-year flood elevation and within drainage and utility easements "
           "on the plat.", tags=[S("N.4.6")])
    r.text("The City of Chanhassen reviewed the design for conformance with its Surface Water Management Plan "
           "(letter, Appendix D).", tags=[S("N.4.7")])
    r.text("The Pond 2 outfall uses a riprap apron and a reinforced turf channel to minimize erosion and "
           "scouring.", tags=[S("N.4.8"), S("N.5.4")])
    r.text("The site outlets to the Bluff Creek tributary ditch; it is not landlocked.",
           tags=[F("landlocked", False)])
    r.heading("Water quality")
    r.text("MIDS: 63% annual TP removal for the Phase 2 site (Pond 2 + IB-1). OCS-2 has a skimmer plate that "
           "retains floatables for the 1-year event.", tags=[F("phosphorus_removal_pct", 63.0), S("N.5.2")])
    r.table([["Pond 2", "Value"], ["NWL", "948.0"], ["100-yr HWL", "951.4"], ["Safety bench", "10' wide, 10:1"],
             ["Freeboard", "1.6' (HWL to EOF 953.0)"], ["Lowest building opening", "954.0"]], [200, 200],
            tags={2: [F("hwl_100yr_elev_ft", 951.4)], 4: [F("ponds", [pond("Pond 2", 10, 10, 1.6)])],
                  5: [F("lowest_opening_elev_ft", 954.0)]})
    r.new_page()
    r.heading("Appendix A - HydroCAD / MIDS computations")
    r.text("HydroCAD node listing, pond routing and MIDS calculator worksheets used to size Pond 2, IB-1 and "
           "the storm sewer.", tags=[X("N.6.A.10")])
    r.heading("Appendix C - Geotechnical evaluation")
    r.text("Prairie Soils Testing, Inc., September 2025: borings SB-1 to SB-5 with logs; loamy sand to 12 ft; "
           "no groundwater encountered.", tags=[X("N.6.C")])
    r.heading("Appendix D - City of Chanhassen")
    r.text("September 25, 2025 - The City of Chanhassen Water Resources Coordinator has reviewed the Lyman "
           "Commons 2nd Addition plans; the stormwater design conforms with the City Surface Water Management "
           "Plan.", tags=[X("N.6.A.11")])
    r.heading("Appendix E - MPCA permit")
    r.text("NPDES construction stormwater permit coverage C00074020, Lyman Partners LLC, 09/30/2025.",
           tags=[X("N.6.A.13")])
    r.heading("Appendix F - Stormwater maintenance agreement")
    r.text("Stormwater Facilities Maintenance Agreement between Lyman Partners LLC and the Minnehaha Creek "
           "Watershed District for Pond 2, OCS-2, IB-1 and the outfall: inspection schedule, methods and "
           "responsible parties. Executed 10/01/2025.", tags=[X("N.6.B")])
    r.close()

    for name, size in (("LymanCommons2_Civil_22x34.pdf", FULL), ("LymanCommons2_Civil_11x17.pdf", REDUCED)):
        ps = pkg.plans(name, size, firm, proj, cert)
        full = size == FULL
        ps.sheet("C1", "COVER AND NOTES", [("Sheet size: 22x34" if full else "Sheet size: 11x17 (half size)",
                                           [X("plan_set.full_size" if full else "plan_set.reduced")]),
                                          ("Elevation datum NGVD 1929; contours every 2 feet.",
                                           [F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2.0)])],
                 labels=["LYMAN COMMONS 2ND ADDITION"], cert_tags=[X("plan_set.pe_certified")], seed=61)
        ps.sheet("C2", "EXISTING CONDITIONS",
                 [("Property lines: Lot 1, Block 1 (applicant) and adjacent Phase 1 and Outlot A (affiliates).",
                   [X("N.6.A.1")]),
                  ("Wetland W-1 (Type 3) along the south line delineated 2025; boundary shown.", [X("N.6.A.4")]),
                  ("Soils: Hawick loamy sand (HSG A/B) existing; proposed IB-1 footprint on the same soils, "
                   "permeability 0.8 in/hr, delineation per borings SB-1 to SB-5.", [X("N.6.A.5")])],
                 labels=["PHASE 1", "OUTLOT A", "W-1"], seed=62)
        ps.sheet("C3", "GRADING AND DRAINAGE",
                 [("Existing and proposed 2-ft contours.", [X("N.6.A.7")]),
                  ("Drainage areas: off-site (Lyman Blvd 1.6 ac), existing and proposed subwatersheds.",
                   [X("N.6.A.2")]),
                  ("Pond 2 NWL 948.0 / HWL 951.4; existing swale normal none, 100-yr 949.9.", [X("N.6.A.6")]),
                  ("Drainage and utility easements over Pond 2 and IB-1.", [X("N.6.A.12")])],
                 labels=["POND 2", "IB-1", "EOF 953.0"], seed=63)
        ps.sheet("C4", "STORM SEWER AND DETAILS",
                 [("Storm sewer plan: locations, alignment, inverts (existing and proposed).", [X("N.6.A.3")]),
                  ("Pond 2 section, OCS-2, IB-1 section and specifications.", [X("N.6.A.8")])],
                 labels=["OCS-2"], seed=64)
        ps.close()
