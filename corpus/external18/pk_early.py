"""Packages 1-6 of the archive (1998-2011): a homeowner's engineer, a developer's fax,
an all-caps consultant memo, a Minneapolis letterhead, a hand-filled Hopkins form and an
industrial drainage report."""

from __future__ import annotations

from corpus.external18.common import boring_logs, city_letter, computations, npdes_page, plan_set, rate_rows
from corpus.external18.kit import F, Package, S, X

PE = ("I HEREBY CERTIFY THAT THIS PLAN WAS PREPARED BY ME OR UNDER MY DIRECT SUPERVISION AND THAT "
      "I AM A DULY LICENSED PROFESSIONAL ENGINEER UNDER THE LAWS OF THE STATE OF MINNESOTA.")


def p01_deephaven_home(pkg: Package) -> None:
    """1998, a homeowner's engineer asks whether a new house on a lake lot needs a permit (N.2.A)."""
    pdf = pkg.pdf("1998-06-12 Kroll residence letter.pdf", font="Courier", size=10.5)
    pdf.line("LAKESHORE CIVIL DESIGN, INC.", font="Courier-Bold", size=13, center=True)
    pdf.line("18290 Minnetonka Blvd.  *  Deephaven, Minnesota 55391  *  (612) 474-0182", size=9, center=True)
    pdf.rule()
    pdf.gap()
    pdf.line("June 12, 1998")
    pdf.gap()
    pdf.line("Minnehaha Creek Watershed District")
    pdf.line("Attn: Permits")
    pdf.line("2500 Shadywood Road, Excelsior, MN 55331")
    pdf.gap()
    pdf.line("RE:  Proposed residence, 19435 Lakeview Avenue, Deephaven")
    pdf.line("     PID 20-117-22-33-0015 / Our File No. 98-117")
    pdf.gap()
    pdf.para("Dear Permit Coordinator:")
    pdf.para("We represent Mr. and Mrs. Thomas Kroll, who propose to remove the existing seasonal cabin "
             "and construct a new single-family home with an attached three-stall garage on their lot "
             "on St. Alban's Bay of Lake Minnetonka.", F("project_type", "single_family_home"))
    pdf.para("The lot contains 27,010 S.F. (0.62 AC.). Existing hardcover (cabin, gravel drive and walks) "
             "totals 4,650 S.F.; proposed hardcover is 6,180 S.F., an impervious coverage of 22.9 "
             "percent of the lot.", F("site_area_ac", 0.62), F("existing_impervious_ac", 0.107),
             F("proposed_impervious_ac", 0.142))
    pdf.para("The house has a finished floor area of 3,420 S.F. on two levels. Approximately 0.30 AC. "
             "will be disturbed by construction.", F("disturbed_area_ac", 0.30))
    pdf.para("The lowest floor (walkout) opening is at elevation 934.5 NGVD. The 100 yr high water "
             "elevation of Lake Minnetonka is 931.5, so the walkout sits 3.0 feet above it.",
             F("lowest_opening_elev_ft", 934.5), F("hwl_100yr_elev_ft", 931.5), F("vertical_datum", "NGVD29"))
    pdf.para("Silt fence will be placed along the shoreline side of the grading limits and the disturbed "
             "area will be sodded on completion.")
    pdf.new_page()
    pdf.line("Minnehaha Creek Watershed District", size=9)
    pdf.line("June 12, 1998 - Page 2", size=9)
    pdf.gap()
    pdf.para("It is our understanding that the District does not require a stormwater permit for the "
             "construction or reconstruction of a single-family home. A shoreland and grading review "
             "by the City of Deephaven is in process (city file 98-22). We would appreciate your "
             "written confirmation so that the building permit can be released before the July 1 "
             "start of construction.")
    pdf.para("Please call me if you need further information.")
    pdf.gap()
    pdf.line("Sincerely,")
    pdf.gap(2)
    pdf.line("Gerald P. Lindquist, P.E.")
    pdf.line("Lakeshore Civil Design, Inc.")
    pdf.gap()
    pdf.line("cc:  T. Kroll; City of Deephaven Building Dept.", size=9)
    pdf.save()


def p02_chanhassen_addition(pkg: Package) -> None:
    """2001, a developer's second addition: 6.1 AC. alone, but with the 1999 first addition
    next door under the same owner the scheme is 15.7 AC. (N.2.G -> N.2.B.2)."""
    t = pkg.pdf("Lotus Ridge 2nd - transmittal and narrative.pdf", font="Courier", size=10)
    t.start("08/14/01  14:22   FAX 952 937 5822     PRAIRIE ENGINEERING INC          @{page}")
    t.line("FAX TRANSMITTAL", font="Courier-Bold", size=16, center=True)
    t.gap()
    t.line("TO:    Minnehaha Creek Watershed District - Permits")
    t.line("FROM:  Dale Sorensen, P.E., Prairie Engineering Inc., Eden Prairie")
    t.line("DATE:  August 14, 2001          PAGES (incl. cover): 2")
    t.line("RE:    LOTUS RIDGE 2ND ADDITION, CHANHASSEN - Rule N permit application")
    t.gap()
    t.para("Applicant: Lotus Ridge Development Co., a private developer (not a public entity).",
           F("applicant_public_entity", False))
    t.para("Reduced plan sheets and the hydrology printout follow by mail. Full-size sheets are being "
           "revised per City comments and will be sent when the City signs off.")
    t.new_page()
    t.line("PROJECT NARRATIVE - LOTUS RIDGE 2ND ADDITION", font="Courier-Bold", size=11)
    t.gap()
    t.para("The 2nd Addition plats 8 single-family lots on 6.1 AC. (1.31 units/AC.) south of "
           "Lotus Lake, PID 25-116-23-41-0002. The land is a former hay field; existing impervious "
           "surface is none (0.00 AC.). Proposed streets, drives and roofs total 1.42 AC. of impervious "
           "surface. Grading will disturb 5.4 AC.",
           F("project_type", "single_family_subdivision"), F("dwelling_units", 8), F("site_area_ac", 6.1),
           F("density_du_per_ac", 1.31), F("existing_impervious_ac", 0.0), F("proposed_impervious_ac", 1.42),
           F("disturbed_area_ac", 5.4), X("N.6.D"), X("N.6.E"))
    t.para("Lotus Ridge 1st Addition (9.6 AC., 14 lots, platted 1999 by the same developer) adjoins "
           "the site on the north. Taken together the two additions total 15.7 AC., and the storm water "
           "design treats them as one development.", F("common_scheme_area_ac", 15.7))
    t.para("BMPs: silt fence, rock construction entrances, inlet protection, seed and mulch within 14 "
           "days, and a detention basin, all per the MPCA manual \"Protecting Water Quality in Urban "
           "Areas\".", S("N.3.0"))
    t.para("PERMANENT BMPs: (1) Detention Basin A with outlet control structure; (2) riprap outlet "
           "apron; (3) 4 ft. sump catch basins at CB-3 and CB-5; (4) sod on all lots.", S("N.3.2"))
    t.para("Basin A is built in the existing natural low area in the southeast corner of the site, and "
           "its outlet was sized by reservoir routing of the 24 hour critical duration events in "
           "HydroCAD.", S("N.4.2"))
    t.para("Runoff from 3.4 AC. of off-site area to the west (OS-1) enters the site and is routed "
           "through Basin A in both models.", S("N.4.4"))
    t.para("The project does not raise water levels off site during or after construction; the "
           "downstream ditch HWL is unchanged.", S("N.4.3"))
    t.para("Basin A lies above the 100 yr flood elevation of Lotus Lake and within a drainage and "
           "utility easement dedicated on the plat.", S("N.4.6"))
    t.para("The outlet discharges to a riprap apron with filter fabric to minimize erosion and "
           "scour at the ditch.", S("N.4.8"))
    t.para("Infiltration is not proposed: site soils are Hayden clay loam. The basin outlets to the "
           "Lotus Lake ditch; the site is not landlocked.", F("infiltration_proposed", False),
           F("landlocked", False))
    t.save()

    c = pkg.pdf("City of Chanhassen review letter.pdf", font="Times-Roman", size=11)
    c.line("CITY OF CHANHASSEN", font="Times-Bold", size=15, center=True)
    c.line("7700 Market Boulevard  -  Chanhassen, Minnesota 55317", size=9, center=True)
    c.rule()
    c.gap()
    c.line("July 30, 2001")
    c.gap()
    c.line("Re: Lotus Ridge 2nd Addition - storm water review")
    c.gap()
    c.para("Engineering staff has reviewed the grading, drainage and storm sewer plans dated July 9, "
           "2001 for the above plat. The storm water design, including Detention Basin A, conforms to "
           "the City of Chanhassen Surface Water Management Plan (1994).", X("N.6.A.11"), S("N.4.7"))
    c.gap()
    c.line("Janet Moberg, Assistant City Engineer")
    c.save()

    firm, proj, date = "PRAIRIE ENGINEERING INC.", "LOTUS RIDGE 2ND ADDITION - CHANHASSEN, MN", "07/09/01"
    cert = (PE + "  DALE M. SORENSEN  REG. NO. 19442", (X("plan_set.pe_certified"),))
    stamp = ("REDUCED SET - HALF SIZE - DO NOT SCALE", (X("plan_set.reduced"),))
    sheets = [
        {"title": "GRADING & EROSION CONTROL PLAN", "no": "3 OF 6", "stamp": stamp, "contours": [944, 946, 948, 950],
         "notes": [
             ("HEAVY DASHED LINE = PROPERTY LINE / LIMITS OF LANDS OWNED BY LOTUS RIDGE DEVELOPMENT CO.", (X("N.6.A.1"),)),
             ("EXISTING AND PROPOSED CONTOURS AT 2 FT. INTERVAL. ELEVATIONS ARE NGVD.",
              (X("N.6.A.7"), F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"))),
             ("NO WETLANDS, MARSHES, SHORELAND OR FLOODPLAIN AREAS EXIST ON SITE (SITE REVIEW 5/2001).", (X("N.6.A.4"),)),
             ("BASIN A: EXISTING - NO STANDING WATER ON SITE. PROPOSED NWL 946.0, 100 YR HWL 949.8.", (X("N.6.A.6"),)),
             ("LOWEST OPENING OF ANY HOUSE: 952.0 (LOT 3, BLOCK 1). BASIN A 100 YR HWL 949.8.",
              (F("lowest_opening_elev_ft", 952.0), F("hwl_100yr_elev_ft", 949.8))),
             ("LOT AREAS 0.41 - 0.93 AC.  STREET LENGTH 1,180 L.F.", ()),
         ]},
        {"title": "STORM SEWER & DETENTION BASIN", "no": "4 OF 6", "stamp": stamp, "contours": [942, 944, 946],
         "notes": [
             ("EXISTING 15\" CMP CULVERT AND PROPOSED STORM SEWER (CB-1 TO FES-1): LOCATION, ALIGNMENT AND "
              "INVERT ELEVATIONS AS SHOWN. BASIN A BOTTOM 944.0.", (X("N.6.A.3"),)),
             ("OUTLET CONTROL STRUCTURE OCS-1: 48\" MH WITH 8\" ORIFICE AT 946.0 AND WEIR AT 948.5; "
              "SPECIFICATIONS PER CITY OF CHANHASSEN STANDARD PLATES 2201-2204.", (X("N.6.A.8"),)),
             ("BASIN A: 10 FT. SAFETY BENCH AT 10:1, 2.0 FT. FREEBOARD ABOVE 100 YR HWL.",
              (F("ponds", [{"name": "Basin A", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                             "freeboard_ft": 2.0}]),)),
             ("20 FT. DRAINAGE & UTILITY EASEMENT OVER BASIN A AND STORM SEWER, DEDICATED ON PLAT.", (X("N.6.A.12"),)),
         ]},
        {"title": "DRAINAGE AREA MAP", "no": "5 OF 6", "stamp": stamp, "pond": False, "contours": [944, 948, 952],
         "notes": [
             ("SUBWATERSHEDS: OFF-SITE AREA OS-1 (3.4 AC.) CONTRIBUTING FROM THE WEST; EXISTING ON-SITE "
              "DRAINAGE AREAS E-1, E-2; PROPOSED ON-SITE DRAINAGE AREAS P-1 TO P-4.", (X("N.6.A.2"),)),
         ]},
    ]
    plan_set(pkg, "Lotus Ridge 2nd - plans (reduced).pdf", "letter", sheets, firm=firm, project=proj, date=date,
             cert=cert, font="Courier")

    h = pkg.pdf("Lotus Ridge 2nd - hydrology.pdf", font="Courier", size=9.5)
    h.line("LOTUS RIDGE 2ND ADDITION - STORMWATER CALCULATIONS", font="Courier-Bold", size=11)
    h.line("PRAIRIE ENGINEERING INC.   JOB 01-058   7/09/01")
    h.gap()
    h.para("Runoff volume and peak rate analyses for existing and proposed conditions, 1, 10 and 100 yr "
           "24 hr critical events (SCS Type II, 2.4 / 4.2 / 6.0 in.), at the down-gradient property line.",
           X("N.6.A.9"))
    rows, fact = rate_rows({"1": (2.1, 1.6), "2": (3.0, 2.4), "10": (6.8, 5.9), "100": (13.4, 14.1)},
                           {"1": "1 yr", "2": "2 yr", "10": "10 yr", "100": "100 yr"})
    h.table([["EVENT", "EXISTING c.f.s.", "PROPOSED c.f.s."]] + rows, [90, 130, 130], fact)
    h.table([["EVENT", "EXIST. VOL (AC-FT)", "PROP. VOL (AC-FT)"], ["1 yr", "0.21", "0.44"],
             ["10 yr", "0.78", "1.12"], ["100 yr", "1.69", "2.10"]], [90, 130, 130])
    h.para("HydroCAD routing of Basin A (stage-storage-discharge) and storm sewer design tabulation "
           "(rational method, 10 yr) are attached.")
    h.new_page()
    h.line("BASIN A ROUTING SUMMARY - HYDROCAD 5.11", X("N.6.A.10"), font="Courier-Bold", size=10)
    h.table([["STAGE", "STORAGE (AC-FT)", "OUTFLOW (CFS)"], ["946.0", "0.00", "0.0"], ["947.0", "0.31", "1.2"],
             ["948.0", "0.66", "3.1"], ["949.0", "1.05", "7.8"], ["949.8", "1.38", "14.1"]], [90, 130, 130])
    h.table([["PIPE", "Q10 (CFS)", "DIA", "SLOPE"], ["CB-1 TO CB-2", "3.2", "15\"", "0.85%"],
             ["CB-2 TO CB-3", "5.0", "18\"", "0.60%"], ["CB-3 TO FES-1", "7.4", "21\"", "0.50%"]], [110, 90, 60, 70])
    h.save()


def p03_plymouth_townhomes(pkg: Package) -> None:
    """2003, an all-caps consultant memo for a 42-unit townhome project (N.2.C.2)."""
    m = pkg.pdf("03-114 MEMO AND STORMWATER REPORT.pdf", font="Courier", size=10)
    m.line("HALVERSON & KNUTSON ENGINEERS, INC.", font="Courier-Bold", size=12)
    m.line("MEMORANDUM", font="Courier-Bold", size=12)
    m.gap()
    m.line("TO:      MINNEHAHA CREEK WATERSHED DISTRICT")
    m.line("FROM:    R. KNUTSON, P.E.")
    m.line("DATE:    MARCH 3, 2003")
    m.line("SUBJECT: WILLOW GROVE TOWNHOMES, PLYMOUTH - RULE N SUBMITTAL")
    m.rule()
    m.para("1. PROJECT. WILLOW GROVE TOWNHOMES IS 42 TOWNHOUSE UNITS IN 11 BUILDINGS ON A 6.3 AC. "
           "SITE AT THE NE CORNER OF COUNTY ROAD 6 AND VICKSBURG LANE (DENSITY 6.67 UNITS/AC.).",
           F("project_type", "multi_unit_residential"), F("dwelling_units", 42), F("site_area_ac", 6.3),
           F("density_du_per_ac", 6.67), X("N.6.D"))
    m.para("2. APPLICANT. WILLOW GROVE PARTNERS LLC, A PRIVATE DEVELOPER. THE APPLICANT IS NOT A PUBLIC "
           "ENTITY.", F("applicant_public_entity", False))
    m.para("3. IMPERVIOUS COVERAGE. EXISTING FARMSTEAD HARDCOVER 0.18 AC.; PROPOSED 2.71 AC.; NET "
           "INCREASE 2.53 AC. AREA OF DISTURBANCE 6.0 AC. BUILDING FOOTPRINTS TOTAL 61,600 S.F.",
           F("existing_impervious_ac", 0.18), F("proposed_impervious_ac", 2.71),
           F("net_impervious_increase_ac", 2.53), F("disturbed_area_ac", 6.0), X("N.6.E"))
    m.para("4. BMP'S. TEMPORARY: SILT FENCE, ROCK ENTRANCE, INLET PROTECTION, SEEDING. ALL PER MPCA "
           "'PROTECTING WATER QUALITY IN URBAN AREAS'.", S("N.3.0"))
    m.para("5. PERMANENT BMP'S: (A) NURP POND 1 WITH OUTLET CONTROL STRUCTURE; (B) SKIMMER ON OUTLET; "
           "(C) RIPRAP AT FLARED END SECTIONS; (D) 2 RAIN GARDENS AT BLDGS 4 AND 9 (LINED, NO "
           "INFILTRATION CREDIT).", S("N.3.2"))
    m.para("6. RATE CONTROL. NURP POND 1 USES THE EXISTING NATURAL DEPRESSION ON THE EAST LINE. THE "
           "OUTLET WAS SIZED BY RESERVOIR ROUTING (HYDROCAD) OF THE CRITICAL DURATION 1, 10 AND 100 YR "
           "STORMS.", S("N.4.2"))
    m.para("7. TRIBUTARY AREA. 2.2 AC. OF OFF-SITE RUNOFF FROM THE CHURCH PARCEL TO THE NORTH IS "
           "ROUTED THROUGH THE POND AND INCLUDED IN THE ANALYSIS.", S("N.4.4"))
    m.para("8. OFF-SITE WATER LEVELS ARE NOT AFFECTED DURING OR AFTER CONSTRUCTION: THE DOWNSTREAM "
           "WETLAND BOUNCE IS UNCHANGED (1008.9).", S("N.4.3"))
    m.para("9. THE POND IS ABOVE THE 100 YR FLOOD ELEVATION AND WITHIN A DRAINAGE AND UTILITY EASEMENT "
           "ON THE PLAT.", S("N.4.6"))
    m.para("10. OUTLETS HAVE CLASS III RIPRAP ENERGY DISSIPATION TO MINIMIZE EROSION AND SCOURING.", S("N.4.8"))
    m.para("11. THE DESIGN CONFORMS TO THE CITY OF PLYMOUTH WATER RESOURCES MANAGEMENT PLAN; SEE "
           "CITY ENGINEER'S LETTER ATTACHED.", S("N.4.7"))
    m.para("12. INFILTRATION IS NOT PROPOSED DUE TO CLAY SOILS. THE SITE IS NOT LANDLOCKED.",
           F("infiltration_proposed", False), F("landlocked", False))
    m.para("13. NPDES: THE MPCA CONSTRUCTION STORMWATER PERMIT WILL BE APPLIED FOR BY THE GRADING "
           "CONTRACTOR BEFORE CONSTRUCTION.")
    m.new_page()
    m.line("STORMWATER REPORT - WILLOW GROVE TOWNHOMES", font="Courier-Bold", size=11)
    m.gap()
    m.para("RUNOFF RATE AND VOLUME ANALYSES, EXISTING AND PROPOSED, 1 YR, 10 YR AND 100 YR CRITICAL "
           "EVENTS AT THE EAST PROPERTY LINE:", X("N.6.A.9"))
    rows, fact = rate_rows({"1": (3.9, 2.8), "10": (10.2, 8.7), "50": (16.4, 14.8), "100": (19.6, 17.9)},
                           {"1": "1 YR", "10": "10 YR", "50": "50 YR", "100": "100 YR"})
    m.table([["STORM", "EXISTING (CFS)", "PROPOSED (CFS)"]] + rows, [90, 130, 130], fact)
    m.para("NURP POND 1: NWL 1012.0, 100 YR HWL 1015.6, 10 FT SAFETY BENCH AT 10:1, 2.0 FT FREEBOARD "
           "TO THE EOF. PERMANENT POOL 0.71 AC-FT.",
           F("ponds", [{"name": "NURP Pond 1", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                        "freeboard_ft": 2.0}]))
    m.para("LOWEST BUILDING OPENING 1018.0 (BLDG 7) VS POND 100 YR HWL 1015.6.",
           F("lowest_opening_elev_ft", 1018.0), F("hwl_100yr_elev_ft", 1015.6))
    m.para("ATTACHED: HYDROCAD NODE AND ROUTING PRINTOUTS, STORM SEWER TABULATION AND POND "
           "STAGE-STORAGE COMPUTATIONS.", X("N.6.A.10"))
    m.table([["NODE", "AREA (AC)", "CN", "TC (MIN)"], ["1S EX", "6.30", "74", "22.0"], ["2S OFF", "2.20", "79", "15.0"],
             ["3S PR", "6.30", "84", "10.0"]], [90, 90, 60, 70])
    m.new_page()
    m.line("CITY OF PLYMOUTH", font="Times-Bold", size=14, center=True)
    m.line("3400 PLYMOUTH BOULEVARD, PLYMOUTH MN 55447", size=9, center=True)
    m.gap()
    m.para("February 24, 2003. The City has reviewed the Willow Grove Townhomes grading and storm "
           "water plans. The proposed pond and outlet conform to the City of Plymouth Water Resources "
           "Management Plan. - D. Kessler, Water Resources Engineer", X("N.6.A.11"), font="Times-Roman", size=11)
    m.save()

    firm, proj, date = "HALVERSON & KNUTSON ENGINEERS, INC.", "WILLOW GROVE TOWNHOMES - PLYMOUTH, MINNESOTA", "02-17-03"
    cert = (PE + "  ROBERT A. KNUTSON  LIC. NO. 22871", (X("plan_set.pe_certified"),))
    sheets = [
        {"title": "GRADING, DRAINAGE & EROSION CONTROL", "no": "C-2", "contours": [1012, 1014, 1016, 1018],
         "notes": [
             ("PROPERTY LINE AND LIMITS OF LANDS OWNED BY WILLOW GROVE PARTNERS LLC SHOWN HEAVY DASHED.", (X("N.6.A.1"),)),
             ("EXISTING AND PROPOSED CONTOURS - 2 FOOT INTERVAL. DATUM: NGVD.",
              (X("N.6.A.7"), F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"))),
             ("DELINEATED WETLAND (TYPE 2, 0.4 AC.) ALONG EAST LINE, PER WETLAND REPORT 9/2002; NO FLOODPLAIN ON SITE.", (X("N.6.A.4"),)),
             ("NURP POND 1: EXISTING DEPRESSION NWL 1011.2 / 100 YR 1013.9; PROPOSED NWL 1012.0 / 100 YR HWL 1015.6.", (X("N.6.A.6"),)),
             ("DRAINAGE & UTILITY EASEMENT OVER POND AND STORM SEWER PER PLAT.", (X("N.6.A.12"),)),
         ]},
        {"title": "STORM SEWER & POND DETAILS", "no": "C-3", "contours": [1010, 1012, 1014],
         "notes": [
             ("EXISTING 12\" RCP AND PROPOSED STORM SEWER, POND AND OUTLET: LOCATION, ALIGNMENT AND ELEVATIONS "
              "AS SHOWN.", (X("N.6.A.3"),)),
             ("OUTLET CONTROL STRUCTURE DETAIL WITH SKIMMER; POND SECTION; SPECIFICATIONS PER PLYMOUTH "
              "ENGINEERING GUIDELINES 2002.", (X("N.6.A.8"),)),
         ]},
        {"title": "DRAINAGE AREA MAP", "no": "C-4", "pond": False, "contours": [1010, 1016, 1022],
         "notes": [
             ("OFF-SITE SUBWATERSHED 2S (2.2 AC.) AND EXISTING (1S) / PROPOSED (3S) ON-SITE SUBWATERSHEDS.", (X("N.6.A.2"),)),
         ]},
    ]
    plan_set(pkg, "03-114 PLANS 22x34.pdf", "full", sheets, firm=firm, project=proj, date=date, cert=cert, font="Courier")
    plan_set(pkg, "03-114 PLANS 11x17.pdf", "tabloid", sheets, firm=firm, project=proj, date=date, cert=cert, font="Courier")


def p04_minneapolis_apartments(pkg: Package) -> None:
    """2006, letterhead letter and report: 64 apartments on 1.9 AC. (N.2.D.2), a small
    impervious increase (N.2.H additional only), openings too low, NAVD 88 plans."""
    r = pkg.pdf("Creekside Lofts - letter and report.pdf", font="Times-Roman", size=11)
    r.line("BRAUN CIVIL & SURVEY, LLC", font="Times-Bold", size=16)
    r.line("2901 West Lake Street, Suite 200, Minneapolis, MN 55416   Tel 612-920-4410", size=9)
    r.rule()
    r.line("September 18, 2006")
    r.gap()
    r.para("Re: Creekside Lofts, 4800 Hiawatha Avenue, Minneapolis - MCWD Rule N application")
    r.para("Creekside Lofts replaces a vacant warehouse with a four-story building of 64 apartment "
           "units on a 1.9 acre site beside Minnehaha Creek.", F("project_type", "multi_unit_residential"),
           F("dwelling_units", 64), F("site_area_ac", 1.9), X("N.6.D"))
    r.para("Existing impervious surface is 1.22 acres; proposed impervious surface is 1.46 acres, a net "
           "increase of 0.24 acres. The whole 1.9 acre site will be disturbed. The gross floor area of the "
           "building is 71,500 S.F.", F("existing_impervious_ac", 1.22), F("proposed_impervious_ac", 1.46),
           F("net_impervious_increase_ac", 0.24), F("disturbed_area_ac", 1.9), X("N.6.E"))
    r.para("Construction BMPs (silt fence, inlet protection, rock entrance, street sweeping) follow the "
           "MPCA manual Protecting Water Quality in Urban Areas.", S("N.3.0"))
    r.para("Permanent BMPs: underground detention chambers (StormTech SC-740, 9,400 c.f.), a "
           "hydrodynamic separator, and a 2,100 S.F. green roof.", S("N.3.2"))
    r.para("No natural low area exists on this fully developed site, so detention is provided in "
           "underground chambers; the chambers and outlet orifice were designed by reservoir routing of "
           "the critical duration 1, 10 and 100 year events.", S("N.4.2"))
    r.para("Runoff from 0.6 acres of the adjacent rail corridor drains onto the site and is included in "
           "the models. Discharge to the city storm sewer is reduced, so off-site water levels are not "
           "raised during or after construction.", S("N.4.4"), S("N.4.3"))
    r.para("The outfall to the existing 36-inch city storm sewer is a manhole connection; the creek bank "
           "outfall is unchanged and has existing riprap to prevent erosion and scour.", S("N.4.8"))
    r.para("The City of Minneapolis Public Works stormwater review (letter of September 5, 2006, "
           "attached) finds the plan consistent with the City's Local Surface Water Management Plan.",
           S("N.4.7"))
    r.new_page()
    r.line("Peak discharge summary (HydroCAD 8.0, MSE-3 24 hour rainfall)", font="Times-Bold", size=12)
    r.para("Existing and proposed runoff rates and volumes for the 1, 10 and 100 year critical events at "
           "the connection to the city sewer:", X("N.6.A.9"))
    rows, fact = rate_rows({"1": (4.4, 3.1), "2": (5.3, 3.7), "10": (8.9, 6.2), "100": (15.7, 12.8)},
                           {"1": "1-year", "2": "2-year", "10": "10-year", "100": "100-year"})
    r.table([["Event", "Existing (cfs)", "Proposed (cfs)"]] + rows, [100, 120, 120], fact)
    r.para("HydroCAD reports, chamber stage-storage table and pipe sizing follow as Appendix B.")
    r.para("Minnehaha Creek 100-year high water elevation at the site is 850.6 (NAVD 88). The lowest "
           "opening of the building (parking garage entrance) is at 852.1 (NAVD 88).",
           F("hwl_100yr_elev_ft", 850.6), F("lowest_opening_elev_ft", 852.1), F("vertical_datum", "NAVD88"))
    r.para("Infiltration is not proposed because of contaminated fill found in the Phase II "
           "environmental assessment.", F("infiltration_proposed", False))
    computations(r, "APPENDIX B - CHAMBER STAGE-STORAGE AND PIPE SIZING (HYDROCAD 8.0)",
                 [["STAGE", "STORAGE (CF)", "OUTFLOW (CFS)"], ["846.5", "0", "0.0"], ["847.5", "3,100", "1.4"],
                  ["848.5", "6,300", "3.2"], ["849.5", "9,400", "6.0"]], [90, 110, 110])
    r.new_page()
    r.line("CITY OF MINNEAPOLIS - PUBLIC WORKS, SURFACE WATER & SEWERS", font="Times-Bold", size=12)
    r.para("September 5, 2006. Re: Creekside Lofts. Surface Water & Sewers has reviewed the storm water "
           "management plan and finds it consistent with the City of Minneapolis Local Surface Water "
           "Management Plan.", X("N.6.A.11"))
    r.new_page()
    r.line("MINNESOTA POLLUTION CONTROL AGENCY", font="Times-Bold", size=12)
    r.para("Construction Stormwater General Permit MN R100001 - coverage issued August 28, 2006, permit "
           "no. C00021873, Creekside Lofts, Minneapolis, 1.9 acres.", X("N.6.A.13"))
    r.save()

    firm, proj, date = "BRAUN CIVIL & SURVEY, LLC", "CREEKSIDE LOFTS - MINNEAPOLIS", "08/21/2006"
    cert = (PE.capitalize() + "  Mark T. Braun, PE  Lic. 40112", (X("plan_set.pe_certified"),))
    sheets = [
        {"title": "CIVIL SITE & GRADING PLAN", "no": "C1.0", "contours": [850, 852, 854], "pond": False,
         "notes": [
             ("Property line and applicant's ownership (Lot 1, Block 1, Creekside Addition) shown bold.", (X("N.6.A.1"),)),
             ("Existing and proposed 2-foot contours. Elevations NAVD 88.", (F("contour_interval_ft", 2.0), F("vertical_datum", "NAVD88"))),
             ("Minnehaha Creek floodplain (100-yr 850.6) and shoreland overlay delineated along the south line.", (X("N.6.A.4"),)),
             ("Creek normal water 846.9 / 100-yr 850.6, existing and proposed (unchanged).", (X("N.6.A.6"),)),
         ]},
        {"title": "STORM SEWER & UNDERGROUND DETENTION", "no": "C2.0", "contours": [848, 850, 852], "pond": False,
         "notes": [
             ("Existing and proposed storm sewer, chambers and separator: location, alignment and invert "
              "elevations as shown.", (X("N.6.A.3"),)),
             ("Chamber system, outlet control manhole and separator construction details and specifications.", (X("N.6.A.8"),)),
             ("Drainage areas: off-site rail corridor OS-1 (0.6 ac); existing and proposed on-site areas EX-1, PR-1, PR-2.", (X("N.6.A.2"),)),
         ]},
    ]
    plan_set(pkg, "Creekside Lofts plans 22x34.pdf", "full", sheets, firm=firm, project=proj, date=date, cert=cert)
    plan_set(pkg, "Creekside Lofts plans half size.pdf", "tabloid", sheets, firm=firm, project=proj, date=date, cert=cert)


def p05_hopkins_retail(pkg: Package) -> None:
    """2009, a faxed, hand-filled application for a small retail addition (N.2.D.1)."""
    f = pkg.pdf("Hopkins Mainstreet Bakery fax.pdf", font="Courier", size=10)
    f.start("JUN-22-2009 09:41   FROM: MAINSTREET BAKERY 952 938 1170   TO: MCWD   P.{page}")
    f.line("F A X", font="Helvetica-Bold", size=28, center=True)
    f.gap()
    f.line("To: MCWD permits     From: Ann Olsen, owner     Pages: 2", size=11)
    f.line("Re: permit application - bakery addition, 913 Mainstreet, Hopkins", size=11)
    f.line("    (our lot is under 1/2 acre - is the full application needed?)", size=11)
    f.gap()
    f.para("Our engineer says the District needs the form below. Please call with questions.", font="Courier-Oblique", size=11)
    f.new_page()
    f.line("MINNEHAHA CREEK WATERSHED DISTRICT - PERMIT APPLICATION", font="Helvetica-Bold", size=12, center=True)
    f.line("(please print)", size=8, center=True)
    f.gap()
    hand = "Courier-Oblique"
    f.line("1. Project name:   Mainstreet Bakery addition", font=hand, size=11)
    f.line("2. Address / PID:  913 Mainstreet, Hopkins   24-117-21-44-0071", font=hand, size=11)
    f.line("3. Type of project: commercial (retail bakery) - 1,900 S.F. addition",
           F("project_type", "commercial"), font=hand, size=11)
    f.line("4. Applicant: Olsen Properties LLC (private)", F("applicant_public_entity", False), font=hand, size=11)
    f.line("5. Total site area: 17,860 S.F. = 0.41 AC.", F("site_area_ac", 0.41), X("N.6.D"), font=hand, size=11)
    f.line("6. Impervious - existing: 12,630 S.F. (0.29 AC.)", F("existing_impervious_ac", 0.29), font=hand, size=11)
    f.line("   Impervious - proposed: 14,375 S.F. (0.33 AC.)", F("proposed_impervious_ac", 0.33), X("N.6.E"), font=hand, size=11)
    f.line("7. Area disturbed: 0.22 AC.", F("disturbed_area_ac", 0.22), font=hand, size=11)
    f.line("8. Lowest floor / opening elev.: 905.3   100 yr HWL (Minnehaha Cr.): 902.0",
           F("lowest_opening_elev_ft", 905.3), F("hwl_100yr_elev_ft", 902.0), font=hand, size=11)
    f.gap()
    f.line("9. Best management practices:", font=hand, size=11)
    f.para("During construction: silt fence, inlet protection at the alley catch basin, rock "
           "entrance - per MPCA Protecting Water Quality in Urban Areas.", S("N.3.0"), font=hand, size=11, indent=20)
    f.para("Permanent BMPs: (a) 600 S.F. rain garden at the NE corner, lined (no infiltration - "
           "contaminated soil); (b) roof leader to rain garden; (c) sump catch basin with SNOUT hood.",
           S("N.3.2"), F("infiltration_proposed", False), font=hand, size=11, indent=20)
    f.gap()
    f.line("Signed: Ann Olsen        Date: 6/22/09", font=hand, size=11)
    f.save()


def p06_minnetonka_industrial(pkg: Package) -> None:
    """2011, an industrial redevelopment report (N.2.D.3, whole site): TP removal under 50%
    and a pond bench under 10 ft; maintenance agreement and borings included."""
    r = pkg.pdf("Ridgedale Business Park - Stormwater Management Report.pdf", font="Helvetica", size=10)
    r.line("STORMWATER MANAGEMENT REPORT", font="Helvetica-Bold", size=16, center=True)
    r.line("Ridgedale Business Park - Building C, Minnetonka, Minnesota", size=12, center=True)
    r.line("Fairview Lakes Engineering  |  April 2011  |  Project 11-0207", size=9, center=True)
    r.gap(2)
    r.line("1. Project Summary", font="Helvetica-Bold", size=12)
    r.para("Ridgedale Business Park Building C is an office/warehouse (industrial) redevelopment of an "
           "11.2 acre site on Fairview Drive. The parent parcel is 23.8 acres; the remainder is not part of "
           "this application. Building C is 148,000 S.F.", F("project_type", "industrial"), F("site_area_ac", 11.2), X("N.6.D"))
    r.table([["Impervious surface", "Acres"], ["Existing", "3.10"], ["Proposed", "6.40"], ["Net increase", "3.30"]],
            [200, 80], F("existing_impervious_ac", 3.1), F("proposed_impervious_ac", 6.4),
            F("net_impervious_increase_ac", 3.3), X("N.6.E"))
    r.para("Area disturbed: 9.4 acres. Applicant: Ridgedale BP Holdings LLC, a private company (not a "
           "public entity).", F("disturbed_area_ac", 9.4), F("applicant_public_entity", False))
    r.line("2. Best Management Practices", font="Helvetica-Bold", size=12)
    r.para("Temporary and permanent BMPs are designed to the MPCA manual Protecting Water Quality in "
           "Urban Areas and the Minnesota Stormwater Manual.", S("N.3.0"))
    r.para("Permanent BMPs: Pond 1 (wet detention with skimmer outlet), two sump manholes with baffles, "
           "riprap energy dissipaters at both outfalls, native buffer plantings.", S("N.3.2"))
    r.line("3. Rate Control", font="Helvetica-Bold", size=12)
    r.para("Pond 1 enlarges the natural low area at the west property line; outlets were designed by "
           "reservoir routing of the 1, 10 and 100 year critical duration events (HydroCAD 9.1).", S("N.4.2"))
    rows, fact = rate_rows({"1": (8.2, 6.9), "10": (21.5, 18.0), "100": (41.0, 39.2)},
                           {"1": "1-yr", "10": "10-yr", "100": "100-yr"})
    r.table([["Event (24 hr)", "Existing cfs", "Proposed cfs"]] + rows, [120, 110, 110], fact, X("N.6.A.9"))
    r.para("Runoff from 4.6 acres of the Ridgedale Drive right-of-way tributary to the site is carried "
           "through Pond 1 in all runs.", S("N.4.4"))
    r.para("Off-site water levels are not affected during or after construction; the Crane Lake HWL "
           "is unchanged at 897.4.", S("N.4.3"))
    r.para("Pond 1 is above the projected 100-year flood elevation and lies within a drainage and "
           "utility easement.", S("N.4.6"))
    r.para("The City of Minnetonka reviewed the plans; they conform to the Minnetonka Water Resources "
           "Management Plan (letter in Appendix D).", S("N.4.7"))
    r.para("Outfalls: FES with Class III riprap and geotextile to minimize erosion and scouring.", S("N.4.8"))
    r.new_page()
    r.line("4. Water Quality", font="Helvetica-Bold", size=12)
    r.para("P8 modelling of Pond 1 gives an annual total phosphorus removal of 44 percent at the "
           "site boundary (TSS removal 81 percent).", F("phosphorus_removal_pct", 44.0))
    r.para("The Pond 1 outlet has a baffle skimmer that removes floatables for the 1-year event.", S("N.5.2"))
    r.para("The water quality pond outfall has riprap energy dissipation to minimize erosion and "
           "scouring.", S("N.5.4"))
    r.table([["Pond", "NWL", "100-yr HWL", "Bench width", "Bench slope", "Freeboard"],
             ["Pond 1", "912.0", "915.2", "8 ft", "10:1", "2.5 ft"]], [60, 60, 80, 80, 80, 70],
            F("ponds", [{"name": "Pond 1", "safety_bench_width_ft": 8.0, "safety_bench_slope_h_per_v": 10.0,
                         "freeboard_ft": 2.5}]))
    r.para("Building C lowest opening 921.5; the Pond 1 100-yr HWL of 915.2 is the high water next to "
           "the building.", F("lowest_opening_elev_ft", 921.5), F("hwl_100yr_elev_ft", 915.2))
    r.para("Infiltration is not proposed due to clay soils (see borings). The site is not landlocked.",
           F("infiltration_proposed", False), F("landlocked", False))
    r.line("Appendices", font="Helvetica-Bold", size=12)
    r.para("A - HydroCAD and P8 computations. B - Soil borings. C - MPCA permit coverage. D - City review "
           "letter. E - Maintenance agreement.")
    computations(r, "APPENDIX A - HYDROCAD 9.1 POND 1 ROUTING AND P8 SUMMARY",
                 [["NODE", "AREA (AC)", "CN", "PEAK 100-YR (CFS)"], ["EX-1", "11.20", "79", "41.0"],
                  ["OS-1", "4.60", "86", "17.3"], ["POND 1 OUT", "15.80", "-", "39.2"]], [100, 90, 60, 130])
    boring_logs(r, "Northland Soils Testing (report B11-0412)",
                [["SB-1", "918.4", "21", "lean clay (CL)", "none"], ["SB-4", "914.9", "21", "lean clay (CL)", "12.5"],
                 ["SB-8", "916.0", "16", "sandy lean clay", "none"]])
    npdes_page(r, "C00037711", "Ridgedale Business Park Building C", "March 22, 2011", "Ridgedale BP Holdings LLC")
    city_letter(r, "City of Minnetonka", "March 30, 2011",
                "Engineering has reviewed the Ridgedale Business Park Building C grading and storm water plans. "
                "They conform to the City of Minnetonka Water Resources Management Plan.", "Ross Lindgren, City Engineer")
    r.new_page()
    r.line("STORMWATER FACILITIES MAINTENANCE AGREEMENT", X("N.6.B"), font="Helvetica-Bold", size=12, center=True)
    r.para("(Minnehaha Creek Watershed District form) Between Ridgedale BP Holdings LLC (Owner) and the "
           "District. The Owner shall inspect Pond 1, its outlet control structure, skimmer, culverts and "
           "outfalls annually and after any 1-inch rainfall, remove sediment when 50% of the sump is "
           "filled, and keep records for the District. To be recorded with the Hennepin County Recorder "
           "before land-altering activity.")
    r.line("Owner: ______________________   Date: __________")
    r.save()

    firm, proj, date = "FAIRVIEW LAKES ENGINEERING", "RIDGEDALE BUSINESS PARK - BUILDING C, MINNETONKA MN", "04/04/2011"
    cert = ("I hereby certify that this plan was prepared by me or under my direct supervision and that I am "
            "a duly Licensed Professional Engineer under the laws of the State of Minnesota. J. Peterson 43981",
            (X("plan_set.pe_certified"),))
    sheets = [
        {"title": "GRADING AND DRAINAGE PLAN", "no": "C3", "contours": [912, 914, 916, 918],
         "notes": [
             ("Property lines and lands owned by Ridgedale BP Holdings LLC.", (X("N.6.A.1"),)),
             ("Contours 2 ft interval, existing and proposed. Datum NGVD.",
              (X("N.6.A.7"), F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"))),
             ("Crane Lake floodplain and the wetland along the west line delineated.", (X("N.6.A.4"),)),
             ("Normal and 100-yr water elevations: existing low area 910.5 / 914.0; Pond 1 NWL 912.0 / HWL 915.2.", (X("N.6.A.6"),)),
             ("Drainage and utility easement over Pond 1 and the storm sewer.", (X("N.6.A.12"),)),
         ]},
        {"title": "STORM SEWER AND POND PLAN", "no": "C4", "contours": [910, 912, 914],
         "notes": [
             ("Existing and proposed storm sewer and pond: location, alignment, elevation.", (X("N.6.A.3"),)),
             ("Outlet control structure, skimmer and riprap details; specifications section 02720.", (X("N.6.A.8"),)),
             ("Drainage area map: off-site area OS-1 (4.6 ac), existing and proposed subwatersheds.", (X("N.6.A.2"),)),
         ]},
    ]
    plan_set(pkg, "RBP-C plans full size.pdf", "full", sheets, firm=firm, project=proj, date=date, cert=cert)
    plan_set(pkg, "RBP-C plans 11x17.pdf", "tabloid", sheets, firm=firm, project=proj, date=date, cert=cert)
