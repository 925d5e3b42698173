"""Roads and trails of the archive: N.2.E with and without a net increase, and N.2.E.4.

A county road whose trail qualifies for the exclusion, a city street that ends up with less
hard surface than it started with, and a city trail too hemmed in to have a 5-foot buffer.
All three applicants are public bodies, so none owes a surety.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external9.kit import F, Package, S, X
from corpus.external9.plans import FULL_22x34, TABLOID, Firm, Sheet, drainage, plan_sets, site
from corpus.truth import Truth


# ---------------------------------------------------------------------------------------------------
def p10_county_road(root: Path) -> Truth:
    """A county highway department's design memo: the trail meets N.2.E.4 and is left out of the net increase."""
    pkg = Package(root, "x9-10-csah16-mcginty", "text", 910, "E.3 county road 7.8 ac, net 2.50 incl. 0.90 ac qualifying trail")
    firm = Firm("Hennepin County Transportation", "Medina, Minnesota", "612-596-0300", "Carla J. Stueve", "25884")
    proj, city = "CSAH 16 (McGinty Road) Reconstruction", "City of Minnetonka"
    m = pkg.doc("x9-10_design_memo_2015.pdf")
    m.new_page()
    m.set("Courier", 10, 66)
    m.line("HENNEPIN COUNTY", font="Courier-Bold", size=12)
    m.line("PUBLIC WORKS - TRANSPORTATION DEPARTMENT", font="Courier-Bold")
    m.line("1600 PRAIRIE DRIVE, MEDINA MN 55340", gap=18)
    m.line("DATE:    APRIL 20, 2015")
    m.line("TO:      MINNEHAHA CREEK WATERSHED DISTRICT")
    m.line("FROM:    CARLA STUEVE, P.E., DESIGN DIVISION")
    m.line("SUBJECT: CSAH 16 (MCGINTY ROAD), CSAH 101 TO I-494, COUNTY PROJECT 1116")
    m.line("CC:      CITY OF MINNETONKA ENGINEERING; R/W DIVISION; PROJECT FILE", gap=16)
    m.para("HENNEPIN COUNTY, A PUBLIC AGENCY, WILL RECONSTRUCT 1.45 MILES (7,650 FT) OF CSAH 16 "
           "FROM A RURAL TWO-LANE SECTION TO A THREE-LANE URBAN SECTION WITH CURB, STORM SEWER AND "
           "AN OFF-ROAD TRAIL ON THE NORTH SIDE. RIGHT-OF-WAY WIDTH IS 100 FEET.",
           tags=[F("project_type", "linear"), F("applicant_public_entity", True)])
    m.table([["ITEM", "ACRES"],
             ["TOTAL PROJECT AREA (CONSTRUCTION LIMITS)", "7.8"],
             ["LAND DISTURBANCE", "7.4"],
             ["EXISTING IMPERVIOUS", "4.10"],
             ["PROPOSED IMPERVIOUS (INCLUDING TRAIL)", "6.60"],
             ["NET INCREASE IN IMPERVIOUS (INCLUDING TRAIL)", "2.50"],
             ["  OF WHICH NEW TRAIL", "0.90"]],
            [330, 80], head_font="Courier-Bold",
            tags=[[], [F("site_area_ac", 7.8)], [F("disturbed_area_ac", 7.4)],
                  [F("existing_impervious_ac", 4.10)], [F("proposed_impervious_ac", 6.60)],
                  [F("net_impervious_increase_ac", 2.50)], []])
    m.para("TRAIL. THE NEW TRAIL IS 8 FEET WIDE, BITUMINOUS, WITH A 6-FOOT TURF BOULEVARD BETWEEN "
           "IT AND THE CURB AND AT LEAST 6 FEET OF TURF ON THE OUTSIDE. DRIVEWAY AND SIDE-STREET "
           "CROSSINGS COVER 12 PERCENT OF THE REQUIRED BUFFER AREA. THE TRAIL (0.90 ACRES) THEREFORE "
           "MEETS RULE N(2)(E)(4) AND IS NOT COUNTED IN THE NET INCREASE; THE ROADWAY ALONE ADDS 1.60 "
           "ACRES.",
           tags=[F("sidewalk_trail", {"width_ft": 8.0, "buffer_ft": 6.0, "crossing_pct": 12.0,
                                       "area_ac": 0.90, "standalone": False})])
    m.para("WITH A ROADWAY INCREASE OF MORE THAN ONE ACRE ON A PROJECT AREA OF FIVE ACRES OR MORE, "
           "SECTIONS 3, 4 AND 5 APPLY TO THE INCREASE. THE COUNTY IS EXEMPT FROM THE SURETY "
           "REQUIREMENT.")
    m.para("SOILS ARE HYDROLOGIC GROUP D (LESTER-KILKENNY CLAY LOAMS); INFILTRATION IS NOT PROPOSED. "
           "THE CORRIDOR DRAINS TO MINNEHAHA CREEK VIA THE CRANE LAKE OUTLET; NO RECEIVING AREA "
           "IS LANDLOCKED.",
           tags=[F("infiltration_proposed", False), F("landlocked", False)])

    m.new_page()
    m.line("HYDROLOGY (SCS TR-55 / HYDROCAD, TYPE II 24-HOUR)", font="Courier-Bold")
    m.table([["EVENT", "EXISTING CFS", "PROPOSED CFS"],
             ["1-YR", "7.4", "6.9"],
             ["2-YR", "9.6", "8.8"],
             ["10-YR", "17.8", "16.1"],
             ["100-YR", "36.2", "34.0"]],
            [140, 130, 130], head_font="Courier-Bold",
            tags=[[X("N.6.A.9")],
                  [F("peak_rates_cfs", {"1": {"existing": 7.4, "proposed": 6.9},
                                        "10": {"existing": 17.8, "proposed": 16.1},
                                        "100": {"existing": 36.2, "proposed": 34.0}})]])
    m.para("RATE CONTROL IS PROVIDED IN POND NE-1, BUILT IN THE EXISTING LOW AREA NORTH OF THE "
           "CRANE LAKE OUTLET; THE POND AND OUTLET WERE SIZED BY RESERVOIR ROUTING OF THE CRITICAL "
           "24-HOUR EVENTS.", tags=[S("N.4.2")])
    m.para("18.6 ACRES OF RESIDENTIAL AREA SOUTH OF THE ROAD DRAIN THROUGH THE CORRIDOR AND ARE "
           "CARRIED IN THE STORM SEWER AND POND MODEL.", tags=[S("N.4.4")])
    m.para("DOWNSTREAM WATER LEVELS IN THE CRANE LAKE OUTLET ARE UNCHANGED OR LOWER FOR ALL EVENTS, "
           "DURING AND AFTER CONSTRUCTION.", tags=[S("N.4.3")])
    m.para("WATER QUALITY: P8 SHOWS POND NE-1 REMOVES 55 PERCENT OF THE ANNUAL TOTAL PHOSPHORUS "
           "LOAD FROM THE NEW IMPERVIOUS AREA.", tags=[F("phosphorus_removal_pct", 55.0)])
    m.para("POND NE-1: NWL 918.5, 100-YR HWL 921.6 (NGVD 1929), 10-FT SAFETY BENCH AT 10:1, 2.0 FT "
           "FREEBOARD TO THE TOP OF BERM. OUTLET SKIMMER RETAINS FLOATABLES FOR THE 1-YEAR EVENT.",
           tags=[F("hwl_100yr_elev_ft", 921.6),
                 F("ponds", [{"name": "Pond NE-1", "safety_bench_width_ft": 10.0,
                              "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.0}]),
                 S("N.5.2")])
    m.para("ALL OUTFALLS HAVE RIPRAP APRONS AND THE POND OUTLET HAS A CONCRETE ENERGY DISSIPATOR TO "
           "PREVENT EROSION AND SCOUR.", tags=[S("N.4.8"), S("N.5.4")])
    m.para("POND NE-1 IS ABOVE THE 100-YEAR FLOOD ELEVATION OF THE OUTLET CHANNEL AND LIES WITHIN "
           "COUNTY RIGHT-OF-WAY AND A PERMANENT PONDING EASEMENT.", tags=[S("N.4.6")])
    m.para("BMPS (MPCA, PROTECTING WATER QUALITY IN URBAN AREAS): NARROWER 11-FT LANES, RETAINED "
           "DITCH SECTION EAST OF STATION 60+00, PHASED CONSTRUCTION WITH STABILIZATION WITHIN 7 DAYS.",
           tags=[S("N.3.0")])
    m.para("PERMANENT BMPS: POND NE-1; SUMP MANHOLES (4); RIPRAP OUTFALLS (6); TURF BOULEVARDS.",
           tags=[S("N.3.2")])
    m.para("THE CITY OF MINNETONKA HAS REVIEWED THE PLANS (LETTER ATTACHED) AND THE DESIGN CONFORMS "
           "TO THE CITY WATER RESOURCES MANAGEMENT PLAN.", tags=[S("N.4.7")])

    m.new_page()
    m.line("ATTACHMENTS", font="Courier-Bold")
    m.line("1. HYDROCAD / P8 SUMMARY", font="Courier-Bold")
    m.tag([X("N.6.A.10")], "1. HYDROCAD / P8 SUMMARY")
    m.set("Courier", 8.5)
    for row in ("POND NE-1  100-YR  PEAK EL 921.60  IN 49.8 CFS  OUT 34.0 CFS  STORAGE 3.1 AF",
                "POND NE-1   10-YR  PEAK EL 920.44  OUT 16.1 CFS",
                "P8  NE-1  TP IN 14.6 LB  TP OUT 6.6 LB  REMOVAL 55 %",
                "SUBAREAS: RD-1 3.9 AC  RD-2 3.9 AC  OFFSITE-S 18.6 AC"):
        m.line(row)
    m.set("Courier", 10)
    m.y -= 10
    m.line("2. CITY OF MINNETONKA - ENGINEERING REVIEW (4/9/2015)", font="Courier-Bold")
    m.para("THE CITY HAS REVIEWED THE CSAH 16 PLANS. THE STORMWATER DESIGN CONFORMS TO THE CITY OF "
           "MINNETONKA WATER RESOURCES MANAGEMENT PLAN. /S/ L. WISCHNACK, CITY ENGINEER",
           tags=[X("N.6.A.11")])
    m.line("3. MPCA NPDES CONSTRUCTION STORMWATER PERMIT", font="Courier-Bold")
    m.para("COVERAGE UNDER MNR100001 ISSUED 3/30/2015. PERMIT NO. C00044107. PERMITTEE: HENNEPIN "
           "COUNTY PUBLIC WORKS.", tags=[X("N.6.A.13")])

    sheets = [
        Sheet("S-1", "Right of Way and Existing Conditions",
              notes=[("EXISTING AND PROPOSED RIGHT-OF-WAY LINES; LANDS OWNED BY HENNEPIN COUNTY (R/W PLAT 1116) AND PERMANENT PONDING EASEMENT PARCEL 12.", [X("N.6.A.1"), X("N.6.A.12")]),
                     ("WETLAND W-2 (TYPE 3) DELINEATED 2014, SHOWN; NO FLOODPLAIN WITHIN PROJECT LIMITS.", [X("N.6.A.4")])],
              draw=site(low=916, n=6, proposed=False, boundary_label="R/W LINE")),
        Sheet("S-2", "Drainage Area Map",
              notes=[("EXISTING AND PROPOSED DRAINAGE AREAS RD-1, RD-2 AND OFF-SITE AREA OFFSITE-S (18.6 AC).", [X("N.6.A.2")])],
              draw=drainage([("RD-1", "3.9 AC"), ("RD-2", "3.9 AC")], ("OFFSITE-S", "18.6 AC"), "POND NE-1")),
        Sheet("S-3", "Grading and Pond Plan",
              notes=[("2-FOOT CONTOURS, NGVD 1929 DATUM.", [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"), X("N.6.A.7")]),
                     ("POND NE-1: EXISTING LOW AREA 100-YR 920.2; PROPOSED NWL 918.5, HWL 921.6. WETLAND W-2 NWL 917.0 (UNCHANGED).", [X("N.6.A.6")])],
              draw=site(low=916, n=6, pond_labels=["POND NE-1", "NWL 918.5", "HWL 921.6"])),
        Sheet("S-4", "Storm Sewer Plan",
              notes=[("EXISTING CULVERTS (3) REMOVED; PROPOSED 15\"-36\" RCP TRUNK WITH INVERTS; EXISTING 36\" CMP AT CRANE LAKE OUTLET TO REMAIN.", [X("N.6.A.3")]),
                     ("POND OUTLET STRUCTURE, SKIMMER AND DISSIPATOR PER DETAIL 8; MNDOT SPEC. 2503, 2506, 2511.", [X("N.6.A.8")])],
              draw=site(low=916, n=4, existing=False, pond_labels=["POND NE-1"], pipe_label="36\" RCP INV 918.5")),
    ]
    plan_sets(pkg, firm, proj, city, "4/20/2015", sheets,
              full=("x9-10_plans_22x34.pdf", FULL_22x34), reduced=("x9-10_plans_11x17.pdf", TABLOID))
    return pkg.finish()


# ---------------------------------------------------------------------------------------------------
def p11_mound_streets(root: Path) -> Truth:
    """A city engineer's typed request: street reconstruction with less hard surface (scanned)."""
    pkg = Package(root, "x9-11-mound-2010-streets", "scanned", 911, "N.2.E street reconstruction, net decrease 0.07 ac")
    pkg.scan_style = 3
    d = pkg.doc("x9-11_city_of_mound_request.pdf")
    d.new_page()
    d.set("Courier", 10.5, 66)
    d.line("CITY OF MOUND", font="Courier-Bold", size=13, align="center")
    d.line("5341 MAYWOOD ROAD  MOUND, MINNESOTA 55364-1687", align="center")
    d.line("PHONE (952) 472-0600   FAX (952) 472-0620", align="center", gap=24)
    d.line("February 17, 2010")
    d.line("Minnehaha Creek Watershed District")
    d.line("Attn: Permit Review", gap=14)
    d.line("RE:  2010 Street Improvement Project, City Project PW-10-01")
    d.line("     Island View Drive, Lynwood Boulevard, Wilshire Boulevard", gap=14)
    d.para("The City of Mound will reconstruct the streets listed above in 2010: full-depth "
           "reclamation of the bituminous, new concrete curb and gutter, replacement of the storm "
           "sewer and watermain. The total street length is 2,850 feet.",
           tags=[F("project_type", "linear"), F("applicant_public_entity", True)])
    d.para("Island View Drive will be narrowed from 28 feet to 24 feet back-to-back, and the "
           "gravel shoulders on Lynwood Boulevard will be replaced with turf. The net change in "
           "impervious surface is therefore a decrease, as tabulated below.")
    d.table([["", "ACRES"],
             ["Project area (construction limits)", "3.4"],
             ["Impervious - existing", "2.31"],
             ["Impervious - proposed", "2.24"],
             ["Net change", "-0.07 (decrease)"],
             ["Area disturbed", "3.1"]],
            [280, 140],
            tags=[[], [F("site_area_ac", 3.4)], [F("existing_impervious_ac", 2.31)],
                  [F("proposed_impervious_ac", 2.24)], [F("net_impervious_increase_ac", -0.07)],
                  [F("disturbed_area_ac", 3.1)]])
    d.para("Because the project does not result in a net increase in impervious surface, we "
           "understand no stormwater management permit is required under Rule N(2)(E). The City "
           "will apply for the erosion control permit under Rule B and will keep inlet protection "
           "on all catch basins until the boulevards are restored. Sumps will be added at the two "
           "outlets to Lost Lake.")
    d.para("Please reply by letter or fax so that we can include the District's determination in "
           "the bid documents (bid opening March 25, 2010).")
    d.y -= 8
    d.line("Sincerely,")
    d.line("Daniel L. Faulkner, P.E., City Engineer")
    d.line("cc:  Kandis Hanson, City Manager;  Carlton Moore, Public Works Director;  file")

    d.new_page()
    d.line("ATTACHMENT - IMPERVIOUS SURFACE BY STREET (SQUARE FEET)", font="Courier-Bold")
    d.table([["STREET", "LENGTH", "EXISTING", "PROPOSED", "CHANGE"],
             ["Island View Dr", "1,320 ft", "41,180", "36,900", "-4,280"],
             ["Lynwood Blvd", "980 ft", "36,610", "37,720", "+1,110"],
             ["Wilshire Blvd", "550 ft", "22,830", "22,950", "+120"],
             ["TOTAL", "2,850 ft", "100,620", "97,570", "-3,050"]],
            [130, 80, 90, 90, 80], size=9.5)
    d.tag([F("existing_impervious_ac", round(100620 / 43560, 4)),
           F("proposed_impervious_ac", round(97570 / 43560, 4)),
           F("net_impervious_increase_ac", round(-3050 / 43560, 4))], "TOTAL")
    d.para("Notes: existing widths from the 1974 as-built plans; proposed widths are back-of-curb "
           "to back-of-curb. Driveway aprons are replaced in kind and are not counted. Street "
           "widths were field-checked in October 2009.")
    return pkg.finish()


# ---------------------------------------------------------------------------------------------------
def p12_edina_trail(root: Path) -> Truth:
    """A city's own trail along the creek: 10 ft wide but only 3-ft shoulders, so N.2.E.4 does not apply."""
    pkg = Package(root, "x9-12-creek-valley-trail", "text", 912, "E.2 standalone 10-ft trail with 3-ft buffers, 3.9 ac")
    firm = Firm("City of Edina Engineering", "Edina, Minnesota", "952-826-0371", "Jessica V. Wilson", "50412")
    proj, city = "Creek Valley Trail Connection", "City of Edina"
    r = pkg.doc("x9-12_trail_stormwater_memo_2020.pdf")
    r.new_page()
    r.set("Helvetica", 10, 66)
    r.line("CITY OF EDINA  |  ENGINEERING DEPARTMENT", font="Helvetica-Bold", size=12)
    r.line("7450 Metro Boulevard, Edina, MN 55439", gap=16)
    r.line("MEMORANDUM", font="Helvetica-Bold", size=12)
    r.line("To:      Minnehaha Creek Watershed District")
    r.line("From:    Jessica Wilson, P.E., Water Resources Engineer")
    r.line("Date:    March 9, 2020")
    r.line("Re:      Creek Valley Trail Connection - Rule N permit application")
    r.line("Copies:  Parks & Recreation Director; Transportation Planner; project file ENG 20-3", gap=14)
    r.para("The City of Edina proposes a new 10-foot-wide bituminous multi-use trail, 5,010 feet "
           "long, connecting Creek Valley Park with the Minnehaha Creek regional trail. The trail is "
           "a stand-alone project; no street work is included.",
           tags=[F("project_type", "linear"), F("applicant_public_entity", True)])
    r.para("Along most of its length the trail is squeezed between the creek bank and existing "
           "retaining walls, so it has a 3-foot turf shoulder on each side rather than a 5-foot "
           "buffer. Street and driveway crossings occupy about 9 percent of the shoulder area. The "
           "trail adds 1.15 acres of impervious surface and does not qualify for the exemption of "
           "Rule N(2)(E)(4).",
           tags=[F("sidewalk_trail", {"width_ft": 10.0, "buffer_ft": 3.0, "crossing_pct": 9.0,
                                       "area_ac": 1.15, "standalone": True})])
    r.table([["Summary", "Acres"],
             ["Total project area (grading limits)", "3.9"],
             ["Net increase in impervious surface", "1.15"],
             ["Land disturbance", "3.6"]],
            [260, 80], head_font="Helvetica-Bold",
            tags=[[], [F("site_area_ac", 3.9)], [F("net_impervious_increase_ac", 1.15), X("N.6.E")],
                  [F("disturbed_area_ac", 3.6)]])
    r.para("With a net increase of one acre or more on a project area under five acres, the BMP "
           "and rate control requirements (Sections 3 and 4) apply to the increase.")
    r.para("Groundwater is within 2 feet of the surface in the creek corridor; infiltration is "
           "not proposed. The creek corridor is not landlocked.",
           tags=[F("infiltration_proposed", False), F("landlocked", False)])
    r.line("Rate control", font="Helvetica-Bold", size=11)
    r.para("Runoff from the trail is spread across the turf shoulders and into two grassed swales "
           "with rock check dams before reaching the creek. HydroCAD (Atlas 14, MSE3 24-hour) peak "
           "rates at the creek:")
    r.table([["Event", "Existing (cfs)", "Proposed (cfs)"],
             ["1-year", "1.2", "1.2"],
             ["2-year", "1.6", "1.6"],
             ["10-year", "3.4", "3.3"],
             ["100-year", "7.9", "7.6"]],
            [120, 110, 110], head_font="Helvetica-Bold",
            tags=[[X("N.6.A.9")],
                  [F("peak_rates_cfs", {"1": {"existing": 1.2, "proposed": 1.2},
                                        "10": {"existing": 3.4, "proposed": 3.3},
                                        "100": {"existing": 7.9, "proposed": 7.6}})]])
    r.para("About 6.4 acres of the park and adjacent yards drain across the trail corridor; "
           "culverts under the trail were sized for this off-site flow and it is included in both "
           "models.", tags=[S("N.4.4")])
    r.para("Peak rates and creek stages are unchanged or lower, so water levels off the site are "
           "not affected during or after construction.", tags=[S("N.4.3")])
    r.para("Each culvert outlet and swale outfall to the creek has a riprap apron on geotextile to "
           "prevent erosion and scour.", tags=[S("N.4.8")])

    r.new_page()
    r.line("BMPs", font="Helvetica-Bold", size=11)
    r.para("The BMPs follow the MPCA manual Protecting Water Quality in Urban Areas and the "
           "Minnesota Stormwater Manual: the trail follows the existing informal path, tree removal "
           "is limited, and all disturbed ground is restored with native seed.", tags=[S("N.3.0")])
    r.para("Permanent BMPs: two grassed swales with rock check dams (410 and 260 feet); turf "
           "shoulders; riprap aprons at five culvert outlets; native seeding on 1.9 acres.",
           tags=[S("N.3.2")])
    r.line("Municipal plan", font="Helvetica-Bold", size=11)
    r.para("The project conforms to the City of Edina Comprehensive Water Resources Management "
           "Plan (2018), Minnehaha Creek subwatershed MHC_52, which requires no increase in peak "
           "rates to the creek.", tags=[S("N.4.7"), X("N.6.A.11")])
    r.line("Floodplain", font="Helvetica-Bold", size=11)
    r.para("Minnehaha Creek normal water elevation in the reach is 862.0 and the 100-year flood "
           "elevation is 868.9 (NGVD 1929). The trail is built at or near existing grade in the "
           "floodplain, with no net fill.", tags=[F("hwl_100yr_elev_ft", 868.9)])
    r.line("Attachments", font="Helvetica-Bold", size=11)
    r.line("A. HydroCAD summary   B. MPCA construction stormwater permit")
    r.y -= 8
    r.line("A. HydroCAD summary", font="Helvetica-Bold")
    r.tag([X("N.6.A.10")], "A. HydroCAD summary")
    r.set("Courier", 8.5)
    for row in ("1S Trail west  0.61 ac  CN 80    2S Trail east  0.54 ac  CN 80",
                "3S Offsite park/yards 6.40 ac CN 74   Reach 1R Swale W  Reach 2R Swale E",
                "100-yr: Link CREEK  Existing 7.9 cfs  Proposed 7.6 cfs"):
        r.line(row)
    r.set("Helvetica", 10)
    r.y -= 8
    r.line("B. MPCA", font="Helvetica-Bold")
    r.para("NPDES/SDS Construction Stormwater General Permit coverage, permit C00061945, issued "
           "2/27/2020 to the City of Edina for the Creek Valley Trail Connection.", tags=[X("N.6.A.13")])

    sheets = [
        Sheet("C-1", "Existing Conditions",
              notes=[("PARK PROPERTY LINES AND CITY-OWNED PARCELS (CREEK VALLEY PARK) SHOWN; PRIVATE PARCELS LABELED.", [X("N.6.A.1")]),
                     ("WETLAND W-4 DELINEATED 2019 AND MINNEHAHA CREEK 100-YR FLOODPLAIN (868.9) SHOWN.", [X("N.6.A.4")])],
              draw=site(low=862, n=5, proposed=False, boundary_label="PARK PROPERTY LINE")),
        Sheet("C-2", "Drainage Areas",
              notes=[("EXISTING AND PROPOSED SUBCATCHMENTS 1S, 2S AND OFF-SITE 3S (6.40 AC).", [X("N.6.A.2")])],
              draw=drainage([("1S", "0.61 AC"), ("2S", "0.54 AC")], ("3S", "6.40 AC"), "MINNEHAHA CREEK")),
        Sheet("C-3", "Grading Plan",
              notes=[("CONTOUR INTERVAL 2 FT; NGVD 1929.", [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"), X("N.6.A.7")]),
                     ("MINNEHAHA CREEK NWL 862.0, 100-YR 868.9 (EXISTING AND PROPOSED). WETLAND W-4 NWL 863.1.", [X("N.6.A.6")]),
                     ("TRAIL 10' WIDE, 3' TURF SHOULDERS EACH SIDE.", [])],
              draw=site(low=862, n=5)),
        Sheet("C-4", "Drainage Plan and Details",
              notes=[("EXISTING 18\" CMP (2) REPLACED; PROPOSED 15\"-24\" RCP CULVERTS WITH INVERTS, SWALES W AND E.", [X("N.6.A.3")]),
                     ("CHECK DAM, RIPRAP APRON AND CULVERT DETAILS; MNDOT 2501, 2511 AND CITY OF EDINA STANDARD SPECIFICATIONS.", [X("N.6.A.8")])],
              draw=site(low=862, n=4, existing=False, pipe_label="24\" RCP INV 863.4")),
    ]
    plan_sets(pkg, firm, proj, city, "3/9/2020", sheets,
              full=("x9-12_plans_22x34.pdf", FULL_22x34), reduced=("x9-12_plans_11x17.pdf", TABLOID))
    return pkg.finish()
