"""Authors 7-12: a homeowner's engineer in Shorewood (scanned), a developer's engineer in
Long Lake, a subdivision engineer in Victoria (a common scheme), a Minneapolis retail
consultant, Hennepin County's trail designers, and an architect-led office addition in
Tonka Bay.
"""

from __future__ import annotations

from corpus.external21.common import Pkg
from corpus.external21.plans import FULL_22x34, FULL_24x36, REDUCED_11x17, cert, plan_set
from corpus.external21.writer import F, S, Writer, X


def shorewood_teardown(p: Pkg) -> None:
    """Single-family teardown-rebuild (N.2.A, no permit); per-surface table; scanned."""
    name = p.file("Rule_N_Inquiry_24860_Smithtown_Rd.pdf")
    p.scans.append(("_src_inquiry.pdf", name))
    w = Writer(p.root, name, p.rec, font="Courier", size=10, margin=70, draw_to="_src_inquiry.pdf")
    w.para("SCHMITT RESIDENTIAL ENGINEERING")
    w.para("4 Lakeview Ct, Shorewood MN 55331")
    w.para("April 14, 2026")
    w.para("To: Minnehaha Creek Watershed District")
    w.para("Subject: 24860 Smithtown Road, Shorewood - house teardown and rebuild (PID 32-117-23-14-0031)")
    w.para("The Andersons will tear down their 1948 house and detached garage and build a new single-family "
           "home with an attached garage on the same lot. Nothing else is planned (no subdivision).",
           tags=[F("project_type", "single_family_home")])
    w.para("Lot area: 22,651 sq ft (0.52 acre). Area to be disturbed: about 0.30 acre.",
           tags=[F("site_area_ac", 0.52), F("disturbed_area_ac", 0.30)])
    w.para("Hard surface, before and after:")
    w.table([["ITEM", "BEFORE (SF)", "AFTER (SF)"], ["House", "2,410", "3,520"], ["Garage", "624", "incl."],
             ["Driveway", "1,380", "1,610"], ["Patio", "0", "640"], ["Walks/steps", "378", "328"],
             ["TOTAL", "4,792", "6,098"]], [150, 110, 110],
            tags=[F("existing_impervious_ac", 0.11), F("proposed_impervious_ac", 0.14)])
    w.para("That is 1,306 sq ft more hard surface than today. The Shorewood shoreland code allows 30% "
           "hardcover; we are at 27%, so no variance is needed.", tags=[F("net_impervious_increase_ac", 0.03)])
    w.para("Lake Minnetonka OHW is 929.4 and its 100-year flood elevation 931.5 (NGVD 29). The new lowest "
           "opening (walkout door) is 936.8.",
           tags=[F("hwl_100yr_elev_ft", 931.5), F("lowest_opening_elev_ft", 936.8), F("vertical_datum", "NGVD29")])
    w.para("Roof water goes to a rain garden in the back yard; silt fence and a rock entrance during work.")
    w.para("Our understanding is that Rule N does not need a permit for a single-family home rebuild, but "
           "the erosion control rule may; please advise.")
    w.para("Mark Schmitt, PE (MN 40127)")
    w.close()


def long_lake_apartments(p: Pkg) -> None:
    """24 units on 2.60 ac (9.2 du/ac -> N.2.D.2), no net change in impervious.

    Deficiencies: no NPDES documentation; 1-ft contours; no off-site water level statement."""
    rep = p.file("Stormwater_Report_Lakeside_Flats.pdf")
    w = Writer(p.root, rep, p.rec, font="Times-Roman", size=11, margin=72,
               header="LAKESIDE FLATS - LONG LAKE, MINNESOTA - STORMWATER MANAGEMENT REPORT")
    w.heading("Section 1.0  Introduction", size=13)
    w.para("Lakeside Flats redevelops the former Lake Lodge Motel at 1950 West Wayzata Boulevard in Long Lake "
           "into a three-story multi-family building of 24 apartment units.",
           tags=[F("project_type", "multi_unit_residential"), F("dwelling_units", 24)])
    w.para("The development site is 2.60 acres, for a density of 9.2 units per acre. Construction will "
           "disturb 2.20 acres. The motel's former overflow lot across the street (0.8 acres) was sold in 2009 "
           "and is not part of this site.",
           tags=[F("site_area_ac", 2.60), F("density_du_per_ac", 9.2), F("disturbed_area_ac", 2.20), X("N.6.D")])
    w.heading("Section 2.0  Existing and Proposed Impervious Surface", size=13)
    w.para("The motel buildings and lots cover 1.30 acres. The new building, garage entrance, drive and "
           "walks cover the same 1.30 acres: the footprint is rearranged but there is no net change in "
           "impervious surface (0.00 acres).",
           tags=[F("existing_impervious_ac", 1.30), F("proposed_impervious_ac", 1.30),
                 F("net_impervious_increase_ac", 0.0), X("N.6.E")])
    w.para("Building gross floor area is 31,500 square feet; 36 stalls are provided (24 underground). The "
           "city's maximum impervious coverage in the R-4 district is 60%.")
    w.heading("Section 3.0  Rate Control", size=13)
    w.para("An underground chamber system under the drive provides detention. No natural low area exists on "
           "the site. HydroCAD reservoir routing of the critical-duration events was used for the outlet.",
           tags=[S("N.4.2")])
    w.table([["Event (24-hr)", "Existing (cfs)", "Proposed (cfs)"], ["1-year", "3.3", "3.1"],
             ["2-year", "4.2", "3.9"], ["10-year", "7.5", "7.5"], ["100-year", "14.2", "13.8"]], [130, 110, 110],
            tags=[F("peak_rates_cfs", {"1": {"existing": 3.3, "proposed": 3.1}, "10": {"existing": 7.5, "proposed": 7.5},
                                       "100": {"existing": 14.2, "proposed": 13.8}}), X("N.6.A.9")])
    w.para("About 1.1 acres of West Wayzata Boulevard drains onto the site and is part of the model.",
           tags=[S("N.4.4")])
    w.para("The chamber system is above the projected 100-year flood elevation and inside a drainage and "
           "utility easement.", tags=[S("N.4.6")])
    w.para("The outlet to the City storm sewer has a riprap apron to minimise erosion and scouring.", tags=[S("N.4.8")])
    w.para("The system drains to Long Lake, which has an outlet; the site is not landlocked.",
           tags=[F("landlocked", False)])
    w.para("Infiltration is not proposed due to clay soils.", tags=[F("infiltration_proposed", False)])
    w.para("Chamber 100-year HWL 954.2; lowest building opening 962.0.",
           tags=[F("hwl_100yr_elev_ft", 954.2), F("lowest_opening_elev_ft", 962.0)])
    w.heading("Section 4.0  BMPs", size=13)
    w.para("BMPs were selected using the MPCA's Protecting Water Quality in Urban Areas manual.", tags=[S("N.3.0")])
    w.para("Permanent BMPs: underground chamber system; isolator row; two sump manholes; green roof over the "
           "amenity deck.", tags=[S("N.3.2")])
    w.heading("Section 5.0  Permits and Reviews", size=13)
    w.para("The City of Long Lake reviewed the plans on March 2, 2026 and found them consistent with the "
           "Long Lake Local Surface Water Management Plan (letter attached).", tags=[X("N.6.A.11"), S("N.4.7")])
    w.para("The NPDES construction stormwater permit will be obtained from the MPCA before construction.")
    w.para("HydroCAD computations for the chamber system and storm sewer are attached.", tags=[X("N.6.A.10")])
    w.close()
    c = cert("Theresa M. Vang", 47761, "03/06/2026")
    sheets = [
        ("C0.1", "SURVEY", [("Property lines and land owned by Lakeside Flats LLC.", [X("N.6.A.1")]),
                            ("No wetlands. Site lies within the Long Lake shoreland district; no floodplain.", [X("N.6.A.4")]),
                            ("NGVD 1929; 1-foot contours.", [F("vertical_datum", "NGVD29"), F("contour_interval_ft", 1)])]),
        ("C2.1", "DRAINAGE MAP", [("Off-site (OS-1, 1.1 ac) and existing and proposed subcatchments.", [X("N.6.A.2")])]),
        ("C3.1", "STORM PLAN", [("Existing and proposed storm sewer and chambers with elevations.", [X("N.6.A.3")]),
                                ("Chambers: NWL 950.5 (outlet invert), HWL 954.2. Long Lake OHW 944.7.", [X("N.6.A.6")]),
                                ("Drainage and utility easement over chambers.", [X("N.6.A.12")])]),
        ("C5.1", "DETAILS", [("Chamber, outlet and riprap details; specifications.", [X("N.6.A.8")])]),
    ]
    for size, fname in ((FULL_24x36, "Civil_Set_24x36.pdf"), (REDUCED_11x17, "Civil_Set_11x17.pdf")):
        plan_set(p.root, p.file(fname), p.rec, sheets, pagesize=size, firm="VANG + HALVORSEN CIVIL",
                 project="LAKESIDE FLATS, 1950 W WAYZATA BLVD, LONG LAKE", certification=c, date="03/06/2026",
                 font="Times-Roman")


def victoria_subdivision(p: Pkg) -> None:
    """Phase 2 of a common scheme (4.60 + 3.90 = 8.50 ac) at 1.7 du/ac -> N.2.B.2.

    Farmstead teardown: 0.31 ac -> 1.95 ac impervious; only both sides are stated."""
    rep = p.file("Wildflower_Ridge_2nd_Stormwater.pdf")
    w = Writer(p.root, rep, p.rec, font="Helvetica", size=9.5, margin=64,
               footer="Wildflower Ridge 2nd Addition - Stormwater Management Plan - Prairie Edge Engineering")
    w.heading("WILDFLOWER RIDGE 2ND ADDITION - VICTORIA, MN", size=13)
    w.heading("Sec. 1  Development summary", size=11)
    w.para("Eight single-family lots are platted on the former Mertz farmstead. The farmhouse, barn, "
           "machine shed and gravel yard are removed.",
           tags=[F("project_type", "single_family_subdivision"), F("dwelling_units", 8)])
    w.table([["Item", "Value"], ["Site area (this phase)", "4.60 ac"], ["Lots", "8 (min. lot 15,000 sf)"],
             ["Street", "Wildflower Trail, 820 lf"], ["Disturbed area", "4.20 ac"],
             ["Carver County PID", "65.0221700"]], [200, 160],
            tags=[F("site_area_ac", 4.60), F("disturbed_area_ac", 4.20), X("N.6.D")])
    w.heading("Sec. 2  Common scheme of development", size=11)
    w.para("Wildflower Ridge (1st Addition, 3.90 acres, platted 2021) adjoins this phase to the east and was "
           "developed by Wildflower Land Company, an affiliate of the applicant Wildflower Ridge Partners LLC. "
           "Under N.2.G the two phases are considered together: an aggregate area of 8.50 acres.",
           tags=[F("common_scheme_area_ac", 8.50)])
    w.heading("Sec. 3  Impervious surfaces", size=11)
    w.para("Farmstead impervious today (house, barn, shed, and the compacted gravel yard counted as "
           "impervious): 0.31 acres.", tags=[F("existing_impervious_ac", 0.31)])
    w.para("After build-out (street, driveways, 8 houses at 3,500 sf of roof each): 1.95 acres.",
           tags=[F("proposed_impervious_ac", 1.95)])
    w.para("The city's lot coverage limit in the R-1A district is 30% per lot; all lots comply.")
    w.heading("Sec. 4  Rate control", size=11)
    w.para("Pond 200 uses the existing natural low area in the southwest corner. Its outlet was designed by "
           "reservoir routing of the 1-, 10- and 100-year critical-duration events.", tags=[S("N.4.2")])
    w.table([["Storm", "Existing", "Proposed", "units"], ["1-yr", "2.9", "1.4", "cfs"], ["10-yr", "8.8", "4.6", "cfs"],
             ["50-yr", "15.1", "9.7", "cfs"], ["100-yr", "19.3", "12.9", "cfs"]], [90, 80, 80, 60],
            tags=[F("peak_rates_cfs", {"1": {"existing": 2.9, "proposed": 1.4}, "10": {"existing": 8.8, "proposed": 4.6},
                                       "100": {"existing": 19.3, "proposed": 12.9}}), X("N.6.A.9")])
    w.table([["Drainage area", "Acres", "To"], ["EX-1 farmstead", "2.75", "SW low area"], ["EX-2 field", "1.85", "east ditch"],
             ["PR-1 lots + street", "3.30", "Pond 200"], ["PR-2 rear yards", "1.30", "east ditch"],
             ["OS-1 farm field (off-site)", "12.40", "Pond 200"]], [170, 70, 110])
    w.para("12.4 acres of farm field north of the site drains across it; the model carries this run-on "
           "through Pond 200.", tags=[S("N.4.4")])
    w.para("Water levels on the neighbouring parcels and at Stieger Lake are not raised during or after "
           "construction.", tags=[S("N.4.3")])
    w.para("Pond 200 sits above the projected 100-year flood elevation within a drainage and utility "
           "easement on Outlot A.", tags=[S("N.4.6")])
    w.para("The design is consistent with the City of Victoria Local Surface Water Management Plan.",
           tags=[S("N.4.7")])
    w.para("FES outlets get riprap aprons to minimize erosion and scour.", tags=[S("N.4.8")])
    w.para("The site drains to Stieger Lake, which is not landlocked.", tags=[F("landlocked", False)])
    w.para("Pond 200: NWL 964.0, HWL 968.3, 10 ft bench at 10:1, freeboard 2.4 ft. Lowest opening on any "
           "lot 973.9.",
           tags=[F("ponds", [{"name": "Pond 200", "safety_bench_width_ft": 10, "safety_bench_slope_h_per_v": 10,
                              "freeboard_ft": 2.4}]), F("hwl_100yr_elev_ft", 968.3), F("lowest_opening_elev_ft", 973.9)])
    w.para("Infiltration is not proposed (Lester-Kilkenny clay loam).", tags=[F("infiltration_proposed", False)])
    w.heading("Sec. 5  BMPs", size=11)
    w.para("BMPs follow Protecting Water Quality in Urban Areas (MPCA): phased grading, pond, and preserved "
           "hedgerow.", tags=[S("N.3.0")])
    w.para("Permanent BMPs: Pond 200 with skimmer; riprap at FES-1 and FES-2; 30-ft native buffer.",
           tags=[S("N.3.2")])
    w.heading("Sec. 6  Attachments", size=11)
    w.para("HydroCAD report (all subcatchments, ponds and reaches); soil borings SB-1 to SB-5; MPCA NPDES "
           "permit coverage C00071610; City of Victoria preliminary plat review letter.",
           tags=[X("N.6.A.10"), X("N.6.C"), X("N.6.A.13"), X("N.6.A.11")])
    w.close()
    c = cert("Jorge Alvarez", 49108, "11/20/2025")
    sheets = [
        ("1", "EXISTING CONDITIONS", [("Boundary; lands of Wildflower Ridge Partners LLC.", [X("N.6.A.1")]),
                                      ("No wetlands found; not in shoreland or floodplain.", [X("N.6.A.4")]),
                                      ("NGVD 29 datum. 2' contours.", [F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2)])]),
        ("4", "DRAINAGE AREA MAP", [("Off-site (12.4 ac) and existing/proposed subwatersheds.", [X("N.6.A.2")])]),
        ("5", "GRADING, STORM SEWER, POND 200", [("Storm sewer and Pond 200, alignments and elevations.", [X("N.6.A.3")]),
                                               ("Pond 200 NWL 964.0, 100-yr HWL 968.3 (existing low area is dry).", [X("N.6.A.6")]),
                                               ("Drainage & utility easement over Outlot A.", [X("N.6.A.12")])]),
        ("8", "STORM DETAILS", [("Outlet, skimmer, riprap details; specifications.", [X("N.6.A.8")])]),
    ]
    for size, fname in ((FULL_22x34, "Plans_22x34.pdf"), (REDUCED_11x17, "Plans_11x17.pdf")):
        plan_set(p.root, p.file(fname), p.rec, sheets, pagesize=size, firm="PRAIRIE EDGE ENGINEERING",
                 project="WILDFLOWER RIDGE 2ND ADDITION, VICTORIA MN", certification=c, date="11/20/2025")


def minneapolis_retail(p: Pkg) -> None:
    """1.05-ac retail pad in Minneapolis (N.2.D.2), impervious decreases by 0.16 ac.

    Deficiencies: no easement exhibit; no outfall erosion statement."""
    rep = p.file("Hennepin_Lake_Retail_SWMP.pdf")
    w = Writer(p.root, rep, p.rec, font="Helvetica", size=10, margin=72)
    w.heading("Hennepin & Lake Retail - Stormwater Management Plan", size=15)
    w.para("Site: 3001 Hennepin Avenue South, Minneapolis | Applicant: Uptown Pad Partners LP | Prepared by "
           "Riverbend Site Design | March 2026")
    w.heading("What is being built", size=12)
    w.para("The vacant drive-through bank is replaced by a two-story commercial retail building of 18,400 "
           "square feet (FAR 0.40) with 52 parking stalls.", tags=[F("project_type", "commercial")])
    w.para("The site is 1.05 acres. All of it except the 0.05-acre landscaped corner plaza is disturbed, "
           "1.00 acre.", tags=[F("site_area_ac", 1.05), F("disturbed_area_ac", 1.00), X("N.6.D")])
    w.heading("Impervious surface", size=12)
    w.para("The existing site is 92% impervious: 42,253 sq. ft. of roof, canopy, drive lanes and parking. We "
           "remove 0.42 acres of pavement and add 0.26 acres of new roof and walks, so impervious area falls "
           "by 0.16 acres, to 35,284 sq. ft.",
           tags=[F("existing_impervious_ac", 0.97), F("net_impervious_increase_ac", -0.16),
                 F("proposed_impervious_ac", 0.81), X("N.6.E")])
    w.para("The neighbouring parcel to the north (0.44 acres, 3019 Hennepin) is separately owned and not "
           "part of the work. Historical aerials from 1938 and 1964 show the site fully built.")
    w.heading("Rate control", size=12)
    w.para("Detention is in an underground tank (no natural low area on this urban lot); the orifice was "
           "sized with reservoir routing of the critical-duration storms.", tags=[S("N.4.2")])
    w.table([["", "1-year", "2-year", "10-year", "100-year"], ["Existing (cfs)", "3.9", "4.7", "8.2", "15.6"],
             ["Proposed (cfs)", "3.1", "3.8", "6.9", "13.2"]], [110, 70, 70, 70, 70],
            tags=[F("peak_rates_cfs", {"1": {"existing": 3.9, "proposed": 3.1}, "10": {"existing": 8.2, "proposed": 6.9},
                                       "100": {"existing": 15.6, "proposed": 13.2}}), X("N.6.A.9")])
    w.para("Run-on from the alley (0.2 acres) is included.", tags=[S("N.4.4")])
    w.para("Water levels in the City system and Bde Maka Ska are not raised during or after construction.",
           tags=[S("N.4.3")])
    w.para("The tank is above the projected 100-year flood elevation; it sits under the private drive.")
    w.para("Conformance: the Minneapolis Public Works Surface Water & Sewers Division reviewed the plans "
           "(letter of February 20, 2026) under the City's Stormwater Management Plan.",
           tags=[S("N.4.7"), X("N.6.A.11")])
    w.para("The City storm sewer the site drains to outlets to Bde Maka Ska; not landlocked.",
           tags=[F("landlocked", False)])
    w.para("Infiltration is not proposed: the site is an MPCA Voluntary Investigation and Cleanup site with "
           "contaminated fill.", tags=[F("infiltration_proposed", False)])
    w.para("Tank 100-year HWL 862.4; lowest opening of the building 870.1.",
           tags=[F("hwl_100yr_elev_ft", 862.4), F("lowest_opening_elev_ft", 870.1)])
    w.heading("BMPs", size=12)
    w.para("BMPs follow the MPCA Protecting Water Quality in Urban Areas manual: less pavement, tree "
           "trenches, sweeping.", tags=[S("N.3.0")])
    w.para("Permanent BMPs: underground detention tank; two lined tree trenches; hydrodynamic separator.",
           tags=[S("N.3.2")])
    w.para("Attached: HydroCAD output and separator sizing; MPCA NPDES construction stormwater permit "
           "coverage letter C00071720.", tags=[X("N.6.A.10"), X("N.6.A.13")])
    w.close()
    c = cert("Priya Nair", 52290, "03/12/2026")
    sheets = [
        ("C-101", "EXISTING CONDITIONS", [("Property lines and applicant's land per ALTA survey.", [X("N.6.A.1")]),
                                          ("No wetlands, shoreland or floodplain on site.", [X("N.6.A.4")]),
                                          ("NGVD 1929 datum, 2-foot contours.", [F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2)])]),
        ("C-201", "DRAINAGE AREAS", [("Off-site alley area and existing/proposed drainage areas.", [X("N.6.A.2")])]),
        ("C-301", "UTILITY PLAN", [("Existing and proposed storm sewer, tank and separator with elevations.", [X("N.6.A.3")]),
                                   ("Tank: normal (orifice invert) 857.0; 100-year HWL 862.4.", [X("N.6.A.6")])]),
        ("C-501", "DETAILS", [("Tank, orifice structure and tree trench details; specifications.", [X("N.6.A.8")])]),
    ]
    for size, fname in ((FULL_24x36, "C-Set_Full.pdf"), (REDUCED_11x17, "C-Set_Half.pdf")):
        plan_set(p.root, p.file(fname), p.rec, sheets, pagesize=size, firm="RIVERBEND SITE DESIGN",
                 project="HENNEPIN & LAKE RETAIL, MINNEAPOLIS", certification=c, date="03/12/2026")


def orono_trail(p: Pkg) -> None:
    """County trail 12 ft wide, 4-ft buffer (fails N.2.E.4), net +1.22 ac on 4.2 ac -> N.2.E.2.

    Deficiency: 10-yr proposed peak above existing."""
    rep = p.file("CR15_Trail_Stormwater_Report.pdf")
    w = Writer(p.root, rep, p.rec, font="Times-Roman", size=10.5, margin=72,
               footer="Hennepin County Transportation - CR 15 Regional Trail Gap")
    w.heading("COUNTY ROAD 15 REGIONAL TRAIL GAP (ORONO - LONG LAKE)", size=13)
    w.para("1. Applicant. Hennepin County, a political subdivision of the State of Minnesota (public entity).",
           tags=[F("applicant_public_entity", True)])
    w.para("2. Project. A new off-road bituminous trail along County Road 15 from Brown Road to the Long Lake "
           "city limit, 1.6 miles. The trail is the whole project; no roadway lanes change.",
           tags=[F("project_type", "linear")])
    w.para("3. Trail section. The trail is 12 feet wide with a 4-foot turf shoulder each side; driveway and "
           "street crossings cover 18% of the shoulder area. The trail pavement is 1.22 acres.",
           tags=[F("sidewalk_trail", {"width_ft": 12, "buffer_ft": 4, "crossing_pct": 18, "area_ac": 1.22,
                                      "standalone": True})])
    w.para("4. Areas. Project area 4.20 acres; disturbed 3.90 acres. Existing impervious in the corridor (old "
           "paved shoulder) 0.15 acres; proposed 1.37 acres; net increase 1.22 acres.",
           tags=[F("site_area_ac", 4.20), F("disturbed_area_ac", 3.90), F("existing_impervious_ac", 0.15),
                 F("proposed_impervious_ac", 1.37), F("net_impervious_increase_ac", 1.22), X("N.6.D"), X("N.6.E")])
    w.para("5. Rate control. Two dry swales with check dams and a culvert-controlled low area at Station "
           "42+00; routing by HydroCAD reservoir routing over the critical durations.", tags=[S("N.4.2")])
    w.table([["Return period", "Ex. cfs", "Prop. cfs"], ["1-yr", "1.8", "1.7"], ["2-yr", "2.6", "2.5"],
             ["10-yr", "4.4", "4.9"], ["100-yr", "9.6", "9.1"]], [110, 80, 80],
            tags=[F("peak_rates_cfs", {"1": {"existing": 1.8, "proposed": 1.7}, "10": {"existing": 4.4, "proposed": 4.9},
                                       "100": {"existing": 9.6, "proposed": 9.1}}), X("N.6.A.9")])
    w.para("6. Off-site. Ditch flow from 38 acres east of CR 15 passes under the trail in the existing "
           "culverts, which are extended; it is in the model.", tags=[S("N.4.4")])
    w.para("7. Wetland W-3 levels are not raised during or after construction.", tags=[S("N.4.3")])
    w.para("8. The swales lie above the 100-year flood elevation and within County right-of-way and "
           "drainage easements.", tags=[S("N.4.6")])
    w.para("9. Culvert outlets get riprap and energy dissipation to minimize erosion and scour.", tags=[S("N.4.8")])
    w.para("10. The City of Orono reviewed the plans (letter of 1/12/2026) for consistency with its Local "
           "Water Management Plan.", tags=[S("N.4.7"), X("N.6.A.11")])
    w.para("11. W-3 outlets to Long Lake Creek; it is not landlocked. Infiltration is not proposed due to "
           "clay soils.", tags=[F("landlocked", False), F("infiltration_proposed", False)])
    w.para("12. BMPs per MPCA Protecting Water Quality in Urban Areas. Permanent BMPs: two dry swales with "
           "check dams; riprap at culvert outlets; turf shoulders.", tags=[S("N.3.0"), S("N.3.2")])
    w.para("13. Attachments: HydroCAD computations; MPCA NPDES permit coverage C00071399; geotechnical "
           "borings along the alignment.", tags=[X("N.6.A.10"), X("N.6.A.13"), X("N.6.C")])
    w.close()
    c = cert("Samuel K. Berg", 44290, "01/05/2026")
    sheets = [
        ("3", "TYPICAL SECTIONS / RIGHT OF WAY", [("County right-of-way and property lines.", [X("N.6.A.1")]),
                                                 ("Elevations NGVD 29; 2-ft contours.", [F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2)])]),
        ("7", "DRAINAGE AREAS", [("Off-site (38 ac) and existing/proposed corridor drainage areas.", [X("N.6.A.2")])]),
        ("9", "WETLANDS AND DRAINAGE", [("Wetland W-3 delineated; Long Lake shoreland overlay shown.", [X("N.6.A.4")]),
                                       ("Culverts and swales: location, alignment, inverts.", [X("N.6.A.3")]),
                                       ("W-3 NWL 944.2, 100-year 946.0 (existing and proposed).", [X("N.6.A.6"), F("hwl_100yr_elev_ft", 946.0)]),
                                       ("Drainage easements and County ditch 14 shown.", [X("N.6.A.12")])]),
        ("12", "DRAINAGE DETAILS", [("Swale, check dam, culvert and riprap details; Mn/DOT specs.", [X("N.6.A.8")])]),
    ]
    for size, fname in ((FULL_22x34, "CR15_Plans_22x34.pdf"), (REDUCED_11x17, "CR15_Plans_11x17.pdf")):
        plan_set(p.root, p.file(fname), p.rec, sheets, pagesize=size, firm="HENNEPIN COUNTY TRANSPORTATION",
                 project="CR 15 REGIONAL TRAIL GAP, ORONO - LONG LAKE", certification=c, date="01/05/2026",
                 font="Times-Roman")


def tonka_bay_office(p: Pkg) -> None:
    """0.72-ac office/showroom addition (N.2.D.2), +56% impervious -> whole site.

    Deficiencies: plans not PE-certified (architect only); 1-yr proposed peak above existing."""
    rep = p.file("Bayview_Marine_Addition_Stormwater.pdf")
    w = Writer(p.root, rep, p.rec, font="Helvetica", size=10, margin=80,
               header="Bayview Marine - Office and Showroom Addition - 5520 Manitou Road, Tonka Bay")
    w.heading("Stormwater Narrative", size=14)
    w.para("Bayview Marine proposes a 5,600 sq. ft. commercial office and boat showroom addition and a "
           "reconfigured customer lot.", tags=[F("project_type", "commercial")])
    w.para("Parcel area: 0.72 acres (31,363 sq. ft.). The vacant neighbouring lot at 5530 Manitou Road "
           "(0.55 acres) is under different ownership. Area disturbed: 0.65 acres.",
           tags=[F("site_area_ac", 0.72), F("disturbed_area_ac", 0.65), X("N.6.D")])
    w.heading("Hard surface", size=12)
    w.para("Existing impervious: 17,860 sq. ft. Proposed impervious: 27,878 sq. ft. Net new impervious is "
           "10,018 sq. ft. (0.23 acres), an increase of about 56 percent.",
           tags=[F("existing_impervious_ac", 0.41), F("proposed_impervious_ac", 0.64),
                 F("net_impervious_increase_ac", 0.23), X("N.6.E")])
    w.para("Tonka Bay allows 35% hardcover in the shoreland district for residential lots; this commercial "
           "parcel has a 75% limit. Stalls go from 18 to 26.")
    w.heading("Rates", size=12)
    w.para("A surface biofiltration basin in the low north corner detains runoff; HydroCAD reservoir routing "
           "of the critical-duration events set its outlet.", tags=[S("N.4.2")])
    w.table([["Storm", "Existing", "Proposed"], ["1-year", "0.92 cfs", "1.04 cfs"], ["10-year", "2.10 cfs", "1.98 cfs"],
             ["100-year", "4.05 cfs", "3.80 cfs"]], [100, 90, 90],
            tags=[F("peak_rates_cfs", {"1": {"existing": 0.92, "proposed": 1.04}, "10": {"existing": 2.10, "proposed": 1.98},
                                       "100": {"existing": 4.05, "proposed": 3.80}}), X("N.6.A.9")])
    w.para("Manitou Road runoff (0.3 ac) enters the lot and is included.", tags=[S("N.4.4")])
    w.para("Lake Minnetonka levels are not affected during or after construction.", tags=[S("N.4.3")])
    w.para("The basin is above the 100-year flood elevation of Lake Minnetonka and inside a "
           "drainage easement. Basin 100-year HWL: 934.6.", tags=[S("N.4.6"), F("hwl_100yr_elev_ft", 934.6)])
    w.para("The City of Tonka Bay reviewed the project for conformance with its stormwater plan (letter of "
           "March 9, 2026).", tags=[S("N.4.7"), X("N.6.A.11")])
    w.para("Outlet pipe to the lake ends in a riprap apron to minimize erosion and scour.", tags=[S("N.4.8")])
    w.para("Lake Minnetonka is not landlocked. Infiltration is not proposed (perched water at 3 ft).",
           tags=[F("landlocked", False), F("infiltration_proposed", False)])
    w.para("Lowest opening of the addition: 937.2 (NGVD 29).",
           tags=[F("lowest_opening_elev_ft", 937.2), F("vertical_datum", "NGVD29")])
    w.para("An NPDES construction stormwater permit is not required, as less than one acre is disturbed.")
    w.heading("BMPs", size=12)
    w.para("Practices follow the MPCA manual Protecting Water Quality in Urban Areas.", tags=[S("N.3.0")])
    w.para("Permanent BMPs: biofiltration basin; pretreatment forebay; riprap apron.", tags=[S("N.3.2")])
    w.para("HydroCAD computations for the basin and outlet are attached.", tags=[X("N.6.A.10")])
    w.close()
    sheets = [
        ("A0.1", "SITE SURVEY", [("Property lines, lands of Bayview Marine Inc.", [X("N.6.A.1")]),
                                 ("No wetlands; Lake Minnetonka shoreland and 100-yr floodplain limits shown.", [X("N.6.A.4")]),
                                 ("Datum NGVD 1929, 2-foot contours.", [F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2)])]),
        ("A0.2", "DRAINAGE AREAS", [("Off-site (Manitou Rd) and existing/proposed drainage areas.", [X("N.6.A.2")])]),
        ("A0.3", "GRADING AND STORM", [("Existing and proposed storm pipes and basin with elevations.", [X("N.6.A.3")]),
                                       ("Basin normal (outlet) 933.0, 100-yr HWL 934.6; lake OHW 929.4.", [X("N.6.A.6")]),
                                       ("Drainage easement over basin.", [X("N.6.A.12")])]),
        ("A0.4", "DETAILS", [("Basin section, outlet and riprap details; specifications.", [X("N.6.A.8")])]),
    ]
    for size, fname in ((FULL_24x36, "Bayview_Site_Plans_24x36.pdf"), (REDUCED_11x17, "Bayview_Site_Plans_11x17.pdf")):
        plan_set(p.root, p.file(fname), p.rec, sheets, pagesize=size, firm="BAYSIDE ARCHITECTS, AIA",
                 project="BAYVIEW MARINE ADDITION, TONKA BAY - ARCHITECT OF RECORD: L. FRYE, AIA (MN 21955)",
                 certification=None, date="03/10/2026")


AUTHORS_B = {
    "ext21-shorewood-teardown": (shorewood_teardown, "scanned"),
    "ext21-long-lake-apartments": (long_lake_apartments, "text"),
    "ext21-victoria-subdivision": (victoria_subdivision, "text"),
    "ext21-minneapolis-retail": (minneapolis_retail, "text"),
    "ext21-orono-trail": (orono_trail, "text"),
    "ext21-tonka-bay-office": (tonka_bay_office, "text"),
}
