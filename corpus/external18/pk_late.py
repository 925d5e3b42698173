"""Packages 7-12 of the archive: a school district, a county highway memo, a city street
letter, a faxed trail request, a photocopied street-and-trail plan and a rural subdivision
on a hand-filled form."""

from __future__ import annotations

from corpus.external18.common import boring_logs, city_letter, computations, npdes_page, plan_set, rate_rows
from corpus.external18.kit import F, Package, S, X
from corpus.external18.pk_early import PE


def p07_excelsior_school(pkg: Package) -> None:
    """2013, ISD 276 (public, 7.2 AC. disturbed, no surety), N.2.D.3 whole site; no drainage
    map, pond freeboard 1.5 ft, infiltration with soils data; reduced sheets only."""
    r = pkg.pdf("ISD276 Excelsior Elem - application.pdf", font="Times-Roman", size=11)
    r.line("MINNETONKA PUBLIC SCHOOLS - INDEPENDENT SCHOOL DISTRICT 276", font="Times-Bold", size=12, center=True)
    r.line("5621 County Road 101, Minnetonka, MN 55345", size=9, center=True)
    r.rule()
    r.para("May 6, 2013 - Excelsior Elementary School addition and parking, 441 Oak Street, Excelsior.")
    r.para("The applicant, Independent School District 276, is a public entity.", F("applicant_public_entity", True))
    r.para("The project is an institutional (school) addition of 32,000 S.F. with parking on the 14.6 acre "
           "school site. Existing impervious 3.9 acres; proposed 6.1 acres. Disturbed area 7.2 acres.",
           F("project_type", "institutional"), F("site_area_ac", 14.6), F("existing_impervious_ac", 3.9),
           F("proposed_impervious_ac", 6.1), F("disturbed_area_ac", 7.2), X("N.6.D"), X("N.6.E"))
    r.para("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas. Permanent BMPs: Pond P-1, "
           "infiltration basin IB-1, sump manholes, riprap outfalls.", S("N.3.0"), S("N.3.2"))
    r.para("Infiltration is proposed in IB-1: soils are Hubbard loamy sand, permeability 0.8 in/hr, "
           "delineated on sheet C-2 for existing and proposed conditions.",
           F("infiltration_proposed", True))
    r.para("Pond P-1 uses the natural low area north of the ball fields; outlets designed by reservoir "
           "routing of the critical 24 hr events. Off-site runoff (5.1 acres, Oak Street) is included.",
           S("N.4.2"), S("N.4.4"))
    rows, fact = rate_rows({"1": (5.6, 4.1), "10": (14.2, 12.5), "100": (28.0, 26.3)},
                           {"1": "1 yr", "10": "10 yr", "100": "100 yr"})
    r.table([["Storm", "Existing (cfs)", "Proposed (cfs)"]] + rows, [100, 120, 120], fact, X("N.6.A.9"))
    r.para("P8 annual TP removal 61 percent. Pond P-1 outlet skimmer removes floatables for the 1 yr event; "
           "outfall has riprap to minimize erosion and scouring.", F("phosphorus_removal_pct", 61.0),
           S("N.5.2"), S("N.5.4"), S("N.4.8"))
    r.para("Pond P-1: 10 ft safety bench at 10:1, freeboard 1.5 ft above the 100 yr HWL 953.4.",
           F("ponds", [{"name": "Pond P-1", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                        "freeboard_ft": 1.5}]))
    r.para("Lowest opening of the addition 958.0; 100 yr HWL 953.4.", F("lowest_opening_elev_ft", 958.0),
           F("hwl_100yr_elev_ft", 953.4))
    r.para("HydroCAD and P8 computations, the soil borings and the MPCA permit coverage follow.")
    computations(r, "HYDROCAD / P8 SUMMARY - EXCELSIOR ELEMENTARY",
                 [["NODE", "AREA (AC)", "CN", "PEAK 100 YR (CFS)"], ["EX", "14.60", "72", "28.0"],
                  ["OFF-SITE", "5.10", "83", "12.9"], ["P-1 OUT", "19.70", "-", "26.3"]], [100, 90, 60, 130])
    boring_logs(r, "Metro Geotechnical Testing", [["SB-1", "956.2", "20", "loamy sand (SM)", "none"],
                                                    ["SB-4", "954.8", "20", "loamy sand (SP-SM)", "none"]])
    npdes_page(r, "C00041209", "Excelsior Elementary School Addition", "April 30, 2013", "ISD 276")
    r.save()
    firm, proj, date = "LAKEWOOD CIVIL GROUP", "EXCELSIOR ELEMENTARY - ISD 276", "04/22/13"
    cert = (PE + " K. ANDERSON 44510", (X("plan_set.pe_certified"),))
    stamp = ("REDUCED 11x17 SET", (X("plan_set.reduced"),))
    sheets = [{"title": "GRADING PLAN", "no": "C-2", "stamp": stamp, "contours": [952, 954, 956],
               "notes": [
                   ("Property lines / ISD 276 ownership.", (X("N.6.A.1"),)),
                   ("2 ft contours, existing and proposed, NGVD.", (X("N.6.A.7"), F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"))),
                   ("No wetlands or floodplain on site.", (X("N.6.A.4"),)),
                   ("Soils: Hubbard loamy sand, 0.8 in/hr, existing and proposed delineation.", (X("N.6.A.5"),)),
                   ("Pond P-1 existing low area 950.0 / 952.1; proposed NWL 950.5, 100 yr 953.4.", (X("N.6.A.6"),)),
                   ("Storm sewer, Pond P-1 and IB-1 location, alignment and elevations.", (X("N.6.A.3"),)),
                   ("Outlet structure and IB-1 details and specifications.", (X("N.6.A.8"),)),
                   ("Drainage and utility easement over Pond P-1.", (X("N.6.A.12"),)),
               ]}]
    plan_set(pkg, "ISD276 Excelsior Elem - plans.pdf", "letter", sheets, firm=firm, project=proj, date=date, cert=cert)
    c = pkg.pdf("City of Excelsior review.pdf", font="Courier", size=10)
    c.line("CITY OF EXCELSIOR - ENGINEERING", font="Courier-Bold", size=12)
    c.para("April 29, 2013. The City has reviewed the Excelsior Elementary storm water plan; it conforms "
           "to the City Local Surface Water Management Plan.", X("N.6.A.11"), S("N.4.7"))
    c.save()


def p08_county_road(pkg: Package) -> None:
    """2004, a county highway memo: N.2.E.3 even after the qualifying trail is left out;
    public (no surety); 1-ft contours."""
    m = pkg.pdf("CSAH 19 reconstruction - memo.pdf", font="Courier", size=10)
    m.line("HENNEPIN COUNTY TRANSPORTATION DEPARTMENT", font="Courier-Bold", size=11)
    m.line("INTEROFFICE / TRANSMITTAL MEMO")
    m.line("DATE: OCTOBER 12, 2004   TO: MCWD   FROM: D. ROTH, P.E., DESIGN DIVISION")
    m.line("SUBJ: CSAH 19 (SMITHTOWN RD TO CSAH 15), TONKA BAY / SHOREWOOD - S.P. 27-619-12")
    m.rule()
    m.para("THE COUNTY, A PUBLIC AGENCY, IS THE APPLICANT.", F("applicant_public_entity", True))
    m.para("PROJECT: RECONSTRUCTION OF 1.6 MILES OF CSAH 19 WITH AN 8 FT BITUMINOUS TRAIL. PROJECT AREA "
           "7.8 AC. DISTURBED AREA 6.9 AC.", F("project_type", "linear"), F("site_area_ac", 7.8),
           F("disturbed_area_ac", 6.9), X("N.6.D"))
    m.para("IMPERVIOUS: EXISTING 4.20 AC., PROPOSED 5.95 AC., NET INCREASE 1.75 AC. (INCLUDES THE TRAIL).",
           F("existing_impervious_ac", 4.2), F("proposed_impervious_ac", 5.95),
           F("net_impervious_increase_ac", 1.75), X("N.6.E"))
    m.para("TRAIL: 8 FT WIDE, 6 FT TURF BUFFER EACH SIDE; DRIVEWAY AND STREET CROSSINGS COVER 12% OF THE "
           "BUFFER AREA; TRAIL AREA 0.55 AC.",
           F("sidewalk_trail", {"width_ft": 8.0, "buffer_ft": 6.0, "crossing_pct": 12.0, "area_ac": 0.55, "standalone": False}))
    m.para("BMPS PER MPCA PROTECTING WATER QUALITY IN URBAN AREAS. PERMANENT BMPS: POND 19-A, TWO SUMP "
           "MANHOLES, RIPRAP AT OUTLETS, TURF DITCHES.", S("N.3.0"), S("N.3.2"))
    m.para("POND 19-A IS IN THE EXISTING LOW AREA AT STA 84+00; OUTLET DESIGNED BY RESERVOIR ROUTING OF "
           "CRITICAL DURATION EVENTS. RUNOFF FROM 22 AC. OF TRIBUTARY RESIDENTIAL AREA IS INCLUDED.",
           S("N.4.2"), S("N.4.4"))
    m.para("NO ADVERSE EFFECT ON OFF-SITE WATER LEVELS DURING OR AFTER CONSTRUCTION.", S("N.4.3"))
    m.para("POND 19-A IS ABOVE THE LAKE MINNETONKA 100 YR FLOOD ELEVATION AND WITHIN COUNTY "
           "RIGHT OF WAY AND A DRAINAGE EASEMENT.", S("N.4.6"))
    m.para("OUTFALLS HAVE RIPRAP AND ENERGY DISSIPATION TO MINIMIZE EROSION AND SCOURING; THE POND "
           "OUTLET SKIMMER REMOVES FLOATABLES FOR THE 1 YR EVENT.", S("N.4.8"), S("N.5.4"), S("N.5.2"))
    m.new_page()
    rows, fact = rate_rows({"1": (6.1, 5.8), "10": (15.9, 15.0), "100": (30.2, 29.7)},
                           {"1": "1 YR", "10": "10 YR", "100": "100 YR"})
    m.line("PEAK RATES AT OUTFALL TO ST. ALBANS BAY (C.F.S.), EXISTING AND PROPOSED:", X("N.6.A.9"))
    m.table([["STORM", "EXISTING", "PROPOSED"]] + rows, [90, 100, 100], fact)
    m.para("P8: ANNUAL TOTAL PHOSPHORUS REMOVAL 52%.", F("phosphorus_removal_pct", 52.0))
    m.para("POND 19-A: 10 FT BENCH AT 10:1, 2.0 FT FREEBOARD.",
           F("ponds", [{"name": "Pond 19-A", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                        "freeboard_ft": 2.0}]))
    m.para("INFILTRATION NOT PROPOSED (CLAY). RECEIVING WATER IS NOT LANDLOCKED.",
           F("infiltration_proposed", False), F("landlocked", False))
    m.para("ATTACHED: HYDROCAD COMPUTATIONS; NPDES PERMIT FROM MPCA; CITY OF TONKA BAY LETTER.")
    computations(m, "HYDROCAD ROUTING - POND 19-A",
                 [["STAGE", "STORAGE AC-FT", "OUTFLOW CFS"], ["929.0", "0.00", "0.0"], ["930.0", "0.82", "9.6"],
                  ["931.2", "1.90", "29.7"]], [90, 110, 110])
    npdes_page(m, "C00019988", "CSAH 19 Reconstruction S.P. 27-619-12", "September 14, 2004", "Hennepin County")
    city_letter(m, "City of Tonka Bay", "September 28, 2004",
                "The City has reviewed the CSAH 19 drainage plans within Tonka Bay. The storm water design "
                "conforms to the City of Tonka Bay Local Surface Water Management Plan.", "City Engineer", S("N.4.7"))
    m.save()
    firm, proj, date = "HENNEPIN COUNTY TRANSPORTATION", "CSAH 19 RECONSTRUCTION S.P. 27-619-12", "09/30/04"
    cert = (PE + " DAVID ROTH 20781", (X("plan_set.pe_certified"),))
    sheets = [{"title": "DRAINAGE & GRADING", "no": "14 OF 62", "contours": [930, 931, 932, 933],
               "notes": [
                   ("RIGHT OF WAY AND COUNTY-OWNED PARCELS SHOWN.", (X("N.6.A.1"),)),
                   ("EXISTING AND PROPOSED CONTOURS AT 1 FT INTERVAL, NGVD.", (F("contour_interval_ft", 1.0), F("vertical_datum", "NGVD29"))),
                   ("SHORELAND OF LAKE MINNETONKA AND WETLAND W-3 DELINEATED.", (X("N.6.A.4"),)),
                   ("POND 19-A: EXISTING LOW AREA NWL 929.0 / 100 YR 930.8; PROPOSED NWL 929.0 / 100 YR 931.2.", (X("N.6.A.6"),)),
                   ("DRAINAGE AREA MAP: OFF-SITE 22 AC., EXISTING AND PROPOSED SUBAREAS.", (X("N.6.A.2"),)),
                   ("STORM SEWER AND POND LOCATION, ALIGNMENT, INVERTS.", (X("N.6.A.3"),)),
                   ("OUTLET STRUCTURE DETAIL, MNDOT SPEC 2503 / 2511.", (X("N.6.A.8"),)),
                   ("DRAINAGE EASEMENT OVER POND 19-A.", (X("N.6.A.12"),)),
               ]}]
    plan_set(pkg, "CSAH 19 - sheets 22x34.pdf", "full", sheets, firm=firm, project=proj, date=date, cert=cert, font="Courier")
    plan_set(pkg, "CSAH 19 - sheets 11x17.pdf", "tabloid", sheets, firm=firm, project=proj, date=date, cert=cert, font="Courier")


def p09_wayzata_street(pkg: Package) -> None:
    """2008, a city engineer's letter: street reconstruction with a net decrease (N.2.E)."""
    l = pkg.pdf("Wayzata 2008 street project letter.pdf", font="Times-Roman", size=11.5)
    l.line("CITY OF WAYZATA", font="Times-Bold", size=16, center=True)
    l.line("600 Rice Street  -  Wayzata, Minnesota 55391", size=9, center=True)
    l.rule()
    l.line("March 17, 2008")
    l.gap()
    l.para("Re: 2008 Street Reconstruction - Bushaway Road neighborhood (Gleason, Circle, Harbor Lane)")
    l.para("The City proposes to reconstruct 4,200 L.F. of local streets within a project area of 3.9 "
           "acres. Streets will be narrowed from 30 ft to 26 ft.", F("project_type", "linear"), F("site_area_ac", 3.9))
    l.para("Existing impervious surface is 2.36 acres and proposed impervious surface is 2.31 acres, a "
           "net decrease of 0.05 acres. About 3.4 acres will be disturbed.",
           F("existing_impervious_ac", 2.36), F("proposed_impervious_ac", 2.31),
           F("net_impervious_increase_ac", -0.05), F("disturbed_area_ac", 3.4))
    l.para("The City of Wayzata is the applicant. As there is no net increase in impervious surface, we "
           "understand no District permit is required; we ask for your confirmation.",
           F("applicant_public_entity", True))
    l.gap()
    l.line("Dale Hartwig, City Engineer")
    l.save()


def p10_shorewood_trail(pkg: Package) -> None:
    """2012, a faxed request for a standalone 8-ft trail with 6-ft buffers (N.2.E.4)."""
    f = pkg.pdf("Shorewood LRT trail connection - fax.pdf", font="Courier", size=10.5)
    f.start("05/02/2012 11:03  CITY OF SHOREWOOD ENG  952-474-3236        #0412 P.00{page}/002")
    f.line("CITY OF SHOREWOOD - FACSIMILE", font="Courier-Bold", size=14, center=True)
    f.line("TO: MCWD PERMITS   FROM: L. FRANZEN, CITY ENGINEER   RE: TRAIL CONNECTION")
    f.new_page()
    f.para("The City of Shorewood, a public entity, proposes a stand-alone bituminous trail from "
           "Country Club Road to the LRT regional trail. The trail is the whole project.",
           F("applicant_public_entity", True), F("project_type", "linear"))
    f.para("Trail width 8 ft, with a pervious turf buffer of 6 ft on each side. Driveway crossings cover "
           "9% of the required buffer area. New trail surface 0.71 AC.; total corridor 2.4 AC.; "
           "disturbed 1.6 AC.",
           F("sidewalk_trail", {"width_ft": 8.0, "buffer_ft": 6.0, "crossing_pct": 9.0, "area_ac": 0.71, "standalone": True}),
           F("site_area_ac", 2.4), F("disturbed_area_ac", 1.6))
    f.para("Net increase in impervious surface: 0.71 AC. (the trail itself).", F("net_impervious_increase_ac", 0.71), X("N.6.E"))
    f.save()


def p11_mound_street(pkg: Package) -> None:
    """2015, a photocopied city plan: street widening with a 10-ft trail on 3-ft buffers
    (fails N.2.E.4), N.2.E.2; the 1 yr rate rises; reduced sheets only."""
    r = pkg.pdf("Mound 2015 Commerce Blvd - report.pdf", font="Helvetica", size=10.5)
    r.line("CITY OF MOUND - COMMERCE BOULEVARD IMPROVEMENTS - STORMWATER SUMMARY", font="Helvetica-Bold", size=11)
    r.line("Dakota Ridge Engineering, Inc.  |  February 2015", size=9)
    r.rule()
    r.para("Applicant: City of Mound (public).", F("applicant_public_entity", True))
    r.para("Street widening with turn lanes and a 10 ft trail on Commerce Blvd. Total project area "
           "3.6 acres; disturbed 3.2 acres.", F("project_type", "linear"), F("site_area_ac", 3.6),
           F("disturbed_area_ac", 3.2), X("N.6.D"))
    r.para("Impervious: existing 1.90 ac, proposed 3.20 ac, net increase 1.30 ac.",
           F("existing_impervious_ac", 1.9), F("proposed_impervious_ac", 3.2),
           F("net_impervious_increase_ac", 1.3), X("N.6.E"))
    r.para("Trail 10 ft wide with a 3 ft boulevard between trail and curb; trail area 0.45 ac.",
           F("sidewalk_trail", {"width_ft": 10.0, "buffer_ft": 3.0, "area_ac": 0.45, "standalone": False}))
    r.para("BMPs per MPCA Protecting Water Quality in Urban Areas; permanent BMPs: underground storage "
           "pipe, two sump structures with SAFL baffles, riprap outlet.", S("N.3.0"), S("N.3.2"))
    r.para("Runoff rates and volumes, existing and proposed, 1, 10 and 100 yr critical events:", X("N.6.A.9"))
    rows, fact = rate_rows({"1": (1.8, 2.2), "5": (3.6, 3.5), "10": (5.5, 5.1), "100": (11.2, 10.4)},
                           {"1": "1 yr", "5": "5 yr", "10": "10 yr", "100": "100 yr"})
    r.table([["Event", "Existing cfs", "Proposed cfs"]] + rows, [90, 110, 110], fact)
    r.para("Off-site runoff (8.3 ac) tributary to Commerce Blvd is included in the models.", S("N.4.4"))
    r.para("The outfall to Lost Lake has riprap to minimize erosion and scouring.", S("N.4.8"))
    computations(r, "HYDROCAD 10 - STORAGE PIPE ROUTING",
                 [["STAGE", "STORAGE CF", "OUTFLOW CFS"], ["928.0", "0", "0.0"], ["929.5", "2,900", "2.2"],
                  ["931.0", "6,100", "10.4"]], [90, 110, 110])
    npdes_page(r, "C00052214", "Commerce Blvd Improvements", "February 9, 2015", "City of Mound")
    r.save()
    firm, proj, date = "DAKOTA RIDGE ENGINEERING, INC.", "COMMERCE BLVD IMPROVEMENTS - CITY OF MOUND", "01/30/15"
    cert = (PE + " S. SMITH 45122", (X("plan_set.pe_certified"),))
    stamp = ("HALF SIZE (11x17) - SCALE ACCORDINGLY", (X("plan_set.reduced"),))
    sheets = [{"title": "DRAINAGE PLAN", "no": "D1", "stamp": stamp, "contours": [932, 934, 936], "pond": False,
               "notes": [
                   ("Right of way and city-owned parcels.", (X("N.6.A.1"),)),
                   ("Existing and proposed contours, 2 ft, NGVD.", (X("N.6.A.7"), F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"))),
                   ("Drainage areas: off-site 8.3 ac, existing and proposed subareas.", (X("N.6.A.2"),)),
                   ("Storm sewer and storage pipe location, alignment and inverts.", (X("N.6.A.3"),)),
                   ("Storage pipe and outlet details; specifications per City of Mound standards.", (X("N.6.A.8"),)),
               ]}]
    plan_set(pkg, "Mound 2015 Commerce Blvd - plans.pdf", "letter", sheets, firm=firm, project=proj, date=date, cert=cert)


def p12_independence_subdivision(pkg: Package) -> None:
    """2000, a rural subdivision on a hand-filled form with a letter (N.2.B.3): full-size
    plans only, Pond 2 bench at 6:1."""
    a = pkg.pdf("Pioneer Trail Estates - application form and letter.pdf", font="Courier", size=10)
    hand = "Courier-Oblique"
    a.line("MINNEHAHA CREEK WATERSHED DISTRICT", font="Helvetica-Bold", size=12, center=True)
    a.line("PERMIT APPLICATION - STORMWATER (RULE N)", font="Helvetica-Bold", size=11, center=True)
    a.gap()
    a.line("Project: PIONEER TRAIL ESTATES, City of Independence", font=hand, size=11)
    a.line("Applicant: Pioneer Land Co. (private)   Public entity?  [ ] yes  [X] no",
           F("applicant_public_entity", False), font=hand, size=11)
    a.line("Type: single family subdivision - 26 lots", F("project_type", "single_family_subdivision"),
           F("dwelling_units", 26), font=hand, size=11)
    a.line("Site area: 31.5 AC.   Density: 0.83 units/AC.", F("site_area_ac", 31.5),
           F("density_du_per_ac", 0.83), X("N.6.D"), font=hand, size=11)
    a.line("Impervious: exist. 0.35 AC.  prop. 4.90 AC.", F("existing_impervious_ac", 0.35),
           F("proposed_impervious_ac", 4.9), X("N.6.E"), font=hand, size=11)
    a.line("Area to be graded: 18.0 AC.", F("disturbed_area_ac", 18.0), font=hand, size=11)
    a.gap()
    a.line("CROW RIVER ASSOCIATES  -  ENGINEERS & LAND SURVEYORS", font="Times-Bold", size=13)
    a.line("9 West Division Street, Buffalo, MN", font="Times-Roman", size=9)
    a.para("June 5, 2000. Enclosed are the full-size plans and the storm water report for Pioneer Trail "
           "Estates. BMPs follow the MPCA manual Protecting Water Quality in Urban Areas. Permanent BMPs: "
           "NURP Ponds 1 and 2, outlet control structures with skimmers, riprap at outlets.",
           S("N.3.0"), S("N.3.2"), font="Times-Roman", size=11)
    a.para("The ponds use existing natural low areas and were designed by reservoir routing of critical "
           "duration events. 12 acres of off-site farmland drain through the site and are included. "
           "Off-site water levels are not affected. Ponds lie above the 100 yr flood elevation within "
           "drainage easements. Outlets have riprap to minimize erosion and scour; skimmers remove "
           "floatables for the 1 yr event.", S("N.4.2"), S("N.4.4"), S("N.4.3"), S("N.4.6"), S("N.4.8"),
           S("N.5.4"), S("N.5.2"), font="Times-Roman", size=11)
    a.new_page()
    a.line("STORM WATER REPORT - PIONEER TRAIL ESTATES", font="Courier-Bold", size=11)
    a.line("Existing / proposed runoff rates, 1, 10 and 100 yr critical events:", X("N.6.A.9"))
    rows, fact = rate_rows({"1": (9.4, 6.0), "2": (12.1, 8.3), "10": (27.0, 21.4), "100": (55.3, 48.9)},
                           {"1": "1 yr", "2": "2 yr", "10": "10 yr", "100": "100 yr"})
    a.table([["STORM", "EXIST. CFS", "PROP. CFS"]] + rows, [90, 100, 100], fact)
    a.para("Walker P8: annual TP removal 58%.", F("phosphorus_removal_pct", 58.0))
    a.table([["POND", "BENCH", "SLOPE", "FREEBOARD"], ["NURP Pond 1", "10 ft", "10:1", "2.0 ft"],
             ["NURP Pond 2", "10 ft", "6:1", "2.0 ft"]], [100, 70, 70, 90],
            F("ponds", [{"name": "NURP Pond 1", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.0},
                        {"name": "NURP Pond 2", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 6.0, "freeboard_ft": 2.0}]))
    a.para("Lowest opening (Lot 4, Block 2) 990.0; NURP Pond 2 100 yr HWL 986.4.",
           F("lowest_opening_elev_ft", 990.0), F("hwl_100yr_elev_ft", 986.4))
    a.para("Infiltration is not proposed. The site is not landlocked (outlet to Lake Independence).",
           F("infiltration_proposed", False), F("landlocked", False))
    computations(a, "HYDROCAD & P8 OUTPUT - PIONEER TRAIL ESTATES",
                 [["POND", "NWL", "HWL 100 YR", "P8 TP REM."], ["NURP Pond 1", "981.0", "984.2", "61%"],
                  ["NURP Pond 2", "983.5", "986.4", "55%"]], [100, 70, 90, 90])
    npdes_page(a, "C00008871", "Pioneer Trail Estates", "May 30, 2000", "Pioneer Land Co.")
    city_letter(a, "City of Independence", "May 26, 2000",
                "The City has reviewed the Pioneer Trail Estates plans; the storm water ponds conform to the "
                "City storm water management plan.", "City Administrator", S("N.4.7"))
    a.save()
    firm, proj, date = "CROW RIVER ASSOCIATES", "PIONEER TRAIL ESTATES - INDEPENDENCE, MN", "5-22-00"
    cert = (PE + " PAUL HANSEN 14622", (X("plan_set.pe_certified"),))
    sheets = [{"title": "GRADING & DRAINAGE", "no": "3 OF 9", "contours": [984, 986, 988, 990],
               "notes": [
                   ("Property lines and lands of Pioneer Land Co.", (X("N.6.A.1"),)),
                   ("2 ft contours existing and proposed, NGVD.", (X("N.6.A.7"), F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29"))),
                   ("Wetland basins 1-3 delineated; no floodplain.", (X("N.6.A.4"),)),
                   ("Drainage map: off-site 12 ac, existing and proposed drainage areas.", (X("N.6.A.2"),)),
                   ("Ponds: existing low areas NWL 980.2 / 983.0 and 983.0 / 985.1; proposed Pond 1 NWL 981.0 / 100 yr 984.2, Pond 2 NWL 983.5 / 100 yr 986.4.", (X("N.6.A.6"),)),
                   ("Storm sewer and ponds location, alignment, elevation.", (X("N.6.A.3"),)),
                   ("Outlet control structure details and specifications.", (X("N.6.A.8"),)),
                   ("Drainage & utility easements over ponds.", (X("N.6.A.12"),)),
               ]}]
    plan_set(pkg, "Pioneer Trail Estates - plans full size.pdf", "full", sheets, firm=firm, project=proj, date=date, cert=cert)
