"""Packages 9-11: a park district's standalone trail, a retail developer's cover letter with an
enclosure list (the NPDES permit is not among them), and a mixed-use letter delivered as a scan."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.pagesizes import landscape, letter

from corpus.external3.kit import SHEET_11x17, SHEET_24x36, Doc
from corpus.external3.packages_a import Built, ac
from corpus.external3.sets import (E, F, Firm, S, Sheet, boring_logs, draw_plans, hydrocad_listing,
                                   maintenance_agreement)


def p09_orono_trail(root: Path) -> Built:
    """A park district's standalone regional trail: 10 ft wide, 5 ft buffers (N.2.E.4, no permit)."""
    b = Built("x3-09-orono-trail", "text", 309, "N.2.E.4 standalone qualifying trail")
    d = Doc(root, "Luce_Line_Connector_Trail_Narrative.pdf", b.rec,
            header="Three Lakes Park District - Luce Line Connector - Watershed Narrative")
    d.text("THREE LAKES PARK DISTRICT - Planning & Development", size=13, bold=True)
    d.text("Luce Line Connector Regional Trail, Segment 2 (Orono) - Watershed District Coordination Narrative")
    d.text("Project description", size=11, bold=True)
    d.text("The project is a new paved regional trail, and only a trail: no road, parking or building work is "
           "included. It runs 1.7 miles along the former rail grade from Brown Road to the Long Lake border.",
           tags=[F("project_type", "linear")])
    d.table([["Trail data", ""], ["Paved width", "10 ft (bituminous)"], ["Pervious buffer (each side)", "5 ft turf / native seed"],
             ["Crossings (driveways, Old Crystal Bay Rd) as share of buffer area", "9%"],
             ["Trail pavement area", "1.94 acres"], ["Project Limits", "7.90 acres"]], [330, 150], size=9,
            tags=[F("sidewalk_trail", {"width_ft": 10.0, "buffer_ft": 5.0, "crossing_pct": 9.0, "area_ac": 1.94,
                                       "standalone": True}), F("site_area_ac", 7.9), E("N.6.D")])
    d.text("The grade is a crushed-rock railbed today; the ballast is not counted as impervious surface in this narrative.")
    d.text("Erosion control: silt fence or biologs along both sides wherever the grade is within 50 feet of Stubbs "
           "Bay wetlands; temporary seeding within 7 days. No wetland fill is proposed.")
    d.text("Because the trail is no wider than 10 feet, keeps a pervious buffer of at least 5 feet on each side, "
           "and its crossings cover less than 25% of the buffer area, the District's stormwater rule does not "
           "require a permit for it; an erosion control permit application is enclosed separately.")
    d.text("Contact: Jenna Ostrowski, Senior Planner, 763-555-0122")
    d.save()
    b.files.append(d.rel)
    return b


def p10_plymouth_retail(root: Path) -> Built:
    """A retail developer's engineer: cover letter with enclosures, 9.41 ac commercial (N.2.D.3).
    Deficiencies: 45% TP removal; the NPDES permit is not enclosed."""
    b = Built("x3-10-plymouth-retail", "text", 310, "N.2.D.3 commercial, TP 45%, no NPDES permit")
    c = Doc(root, "00_Cover_Letter.pdf", b.rec)
    c.text("CORNERSTONE CIVIL PARTNERS", size=14, bold=True)
    c.text("2355 Fernbrook Lane North, Plymouth, MN 55447 | cornerstonecivil.example")
    c.text("October 6, 2025")
    c.text("Minnehaha Creek Watershed District - Permitting\n15320 Minnetonka Industrial Road, Suite 201, Minnetonka, MN 55345")
    c.text("RE: Vicksburg Crossing Retail Center - Permit Application, Rule N")
    c.text("On behalf of Vicksburg Crossing Development LLC we submit the enclosed application for a commercial "
           "retail center (grocery anchor and two pad sites) at the northwest quadrant of Vicksburg Lane and "
           "County Road 6 in Plymouth.", tags=[F("project_type", "commercial")])
    c.text("Enclosures:")
    c.bullets(["1. MCWD permit application form and fee", "2. Stormwater Management Report (01_SWMP.pdf) with "
               "HydroCAD and P8 output", "3. Full-size civil plans, 24\"x36\" (02_Civil_24x36.pdf)",
               "4. Reduced civil plans, 11\"x17\" (03_Civil_11x17.pdf)", "5. Geotechnical boring logs (in 01_SWMP.pdf)",
               "6. Draft stormwater maintenance agreement (in 01_SWMP.pdf)"], mark="")
    c.text("The MPCA construction stormwater permit application will be filed once the grading contractor is "
           "selected.")
    c.text("Sincerely,\nNoah Lindgren, P.E., Project Manager")
    c.save()
    b.files.append(c.rel)

    s = Doc(root, "01_SWMP.pdf", b.rec, header="Vicksburg Crossing - Stormwater Management Report - Cornerstone Civil Partners")
    s.text("STORMWATER MANAGEMENT REPORT\nVICKSBURG CROSSING RETAIL CENTER\nPLYMOUTH, MINNESOTA", size=15, bold=True)
    s.text("Prepared for: Vicksburg Crossing Development LLC (a private Minnesota limited liability company)",
           tags=[F("applicant_public_entity", False)])
    s.text("I hereby certify that this plan, specification, or report was prepared by me or under my direct "
           "supervision and that I am a duly Licensed Professional Engineer under the laws of the State of "
           "Minnesota. Noah Lindgren, P.E., License No. 52871, 10/06/2025")
    s.heading("1. Site")
    s.text("Site area (three parcels combined): 9.41 acres. The retail center's gross leasable area is 86,300 sf. "
           "The upstream drainage area crossing the site from County Road 6 is 22.6 acres.",
           tags=[F("site_area_ac", 9.41), E("N.6.D")])
    s.text("The existing farmstead has 0.85 acres of buildings, gravel and pavement. Proposed impervious area is "
           "6.12 acres, a net increase of 5.27 acres. Area disturbed by grading: 9.05 acres.",
           tags=[F("existing_impervious_ac", 0.85), F("proposed_impervious_ac", 6.12),
                 F("net_impervious_increase_ac", 5.27), F("disturbed_area_ac", 9.05), E("N.6.E")])
    s.text("Soils are Hamel-Glencoe clay loams; infiltration is not proposed. The receiving area, Gleason Lake's "
           "tributary channel, is not landlocked.",
           tags=[F("infiltration_proposed", False), F("landlocked", False)])
    s.text("Wetland delineation (Kjolhaug, 2024): no wetlands on site; the site is outside the FEMA floodplain.",
           tags=[E("N.6.A.4")])
    s.heading("2. BMPs")
    s.text("The BMP plan follows the MPCA manual Protecting Water Quality in Urban Areas: parking was reduced to "
           "4.0 stalls per 1,000 sf, islands are depressed landscape areas, and all runoff is routed to a wet "
           "pond before leaving the site.", tags=[S("N.3.0")])
    s.text("Permanent BMPs - Pond NW (wet detention), pretreatment sump manholes STMH-1 and STMH-5, riprap "
           "outlets, landscaped islands.", tags=[S("N.3.2")])
    s.heading("3. Rate control")
    s.table([["Point of discharge", "Event", "EX (cfs)", "PR (cfs)"],
             ["DP-A Vicksburg Lane ditch", "1-year", "3.10", "1.40"], ["DP-A Vicksburg Lane ditch", "10-year", "9.80", "5.30"],
             ["DP-A Vicksburg Lane ditch", "100-year", "22.40", "17.80"],
             ["DP-B CR 6 culvert", "1-year", "1.90", "1.20"], ["DP-B CR 6 culvert", "10-year", "5.20", "3.90"],
             ["DP-B CR 6 culvert", "100-year", "11.00", "9.40"],
             ["Total Site", "1-year", "5.00", "2.60"], ["Total Site", "10-year", "15.00", "9.20"],
             ["Total Site", "100-year", "33.40", "27.20"]], [170, 80, 70, 70], size=8.5,
            tags=[F("peak_rates_cfs", {"1": {"existing": 5.0, "proposed": 2.6},
                                       "10": {"existing": 15.0, "proposed": 9.2},
                                       "100": {"existing": 33.4, "proposed": 27.2}}), E("N.6.A.9")])
    s.text("Pond NW was sized by reservoir routing of the critical 24-hour events; no natural low area exists on "
           "the upland site.", tags=[S("N.4.2")])
    s.text("The 22.6 acres of upstream drainage are conveyed through the site in a 36-inch pipe and included in "
           "the routing.", tags=[S("N.4.4")])
    s.text("Pond NW is above the 100-year flood elevation and within a drainage and utility easement to be "
           "dedicated on the plat.", tags=[S("N.4.6")])
    s.text("Outlets discharge onto riprap aprons with filter fabric to minimise erosion and scour.",
           tags=[S("N.4.8"), S("N.5.4")])
    s.heading("4. Water quality")
    s.text("P8 results: the site achieves 45% annual total phosphorus removal (TP in 9.8 lb/yr, out 5.4 lb/yr) and "
           "80% TSS removal.", tags=[F("phosphorus_removal_pct", 45.0)])
    s.text("The Pond NW outlet structure includes a skimmer to remove floatables during the 1-year event.",
           tags=[S("N.5.2")])
    s.table([["Pond NW", "Value"], ["NWL", "988.0"], ["100-year HWL", "992.3"], ["Safety bench", "10 feet, 10:1 slope"],
             ["Freeboard (HWL to EOF)", "2.0 feet"], ["Lowest building opening", "995.0"]], [160, 140], size=9,
            tags=[F("ponds", [{"name": "Pond NW", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                               "freeboard_ft": 2.0}]), F("hwl_100yr_elev_ft", 992.3), F("lowest_opening_elev_ft", 995.0)])
    s.text("Elevations: NGVD 29 datum. Contour interval 2 feet.",
           tags=[F("vertical_datum", "NGVD29"), F("contour_interval_ft", 2.0)])
    hydrocad_listing(s, [("EX-A", "Existing to DP-A", "6.20 ac", "22.40 cfs"), ("EX-B", "Existing to DP-B", "3.21 ac", "11.00 cfs"),
                         ("UP-1", "Upstream (CR 6)", "22.60 ac", "38.0 cfs"), ("NW", "Pond NW", "-", "17.80 cfs")])
    boring_logs(s, "Haugo GeoTechnical Services", [("SB-1", "996.2", "Topsoil 1.5 ft; lean clay (CL) to 20 ft"),
                                                    ("SB-4", "992.8", "Topsoil 2 ft; clay loam till to 20 ft")],
                "No groundwater to 20 ft.")
    maintenance_agreement(s, "Vicksburg Crossing Development LLC", "Pond NW, its outlet, the sump manholes and riprap",
                          "Hennepin County")
    s.save()
    b.files.append(s.rel)

    firm = Firm("CORNERSTONE CIVIL PARTNERS", "2355 Fernbrook Lane N, Plymouth, MN 55447", "Noah Lindgren", "52871")
    sheets = [
        Sheet("C100", "EXISTING CONDITIONS", [("PROPERTY LINES OF THE THREE PARCELS OWNED BY APPLICANT", [E("N.6.A.1")])]),
        Sheet("C150", "DRAINAGE MAPS", [("UPSTREAM AREA UP-1 (22.6 AC), EXISTING EX-A/EX-B, PROPOSED PR-1 TO PR-6", [E("N.6.A.2")])]),
        Sheet("C300", "GRADING PLAN", [("EXISTING & PROPOSED CONTOURS AT 2 FT, NGVD 29", [E("N.6.A.7")]),
                                       ("POND NW: NWL 988.0, HWL 992.3", [E("N.6.A.6")])]),
        Sheet("C400", "STORM SEWER PLAN", [("EXISTING AND PROPOSED STORM SEWER, POND NW, INVERTS", [E("N.6.A.3")]),
                                           ("PROPOSED DRAINAGE AND UTILITY EASEMENT OVER POND NW", [E("N.6.A.12")])]),
        Sheet("C800", "DETAILS", [("POND NW OUTLET (SKIMMER), RIPRAP APRON, STMH SUMP - SPECIFICATIONS", [E("N.6.A.8")])]),
    ]
    draw_plans(root, "02_Civil_24x36.pdf", b.rec, SHEET_24x36, firm, "VICKSBURG CROSSING - PLYMOUTH, MN",
               "10/06/2025", sheets, "plan_set.full_size", seed=10)
    draw_plans(root, "03_Civil_11x17.pdf", b.rec, SHEET_11x17, firm, "VICKSBURG CROSSING - PLYMOUTH, MN",
               "10/06/2025", sheets, "plan_set.reduced", seed=10)
    b.files += ["02_Civil_24x36.pdf", "03_Civil_11x17.pdf"]
    # HydroCAD (N.6.A.10) is tagged by the listing; the city's review is never enclosed (N.6.A.11 missing too)
    return b


def p11_minneapolis_mixed_use(root: Path) -> Built:
    """A mixed-use building in Minneapolis; the narrative is a letter to the District, the plans are
    letter-size reductions with 1-ft contours, and the whole package is a photocopy scan."""
    b = Built("x3-11-minneapolis-mixed-use", "scanned", 311, "N.2.D.2 mixed use, scanned, 1-ft contours, no full-size set")
    d = Doc(root, "Hennepin_Lake_Mixed_Use_Letter.pdf", b.rec)
    d.text("URBAN WATERS CONSULTING ENGINEERS", size=15, bold=True)
    d.text("2900 Hennepin Avenue, Suite 410, Minneapolis, MN 55408", size=11)
    d.text("August 18, 2025", size=11)
    d.text("Minnehaha Creek Watershed District, Permitting Program", size=11)
    d.text("Subject: The Calhoun Commons - 3001 Hennepin Avenue South, Minneapolis - Stormwater Management", size=11,
           bold=True)
    d.text("The Calhoun Commons is a six-story mixed-use building with ground-floor retail and 96 apartments above, "
           "replacing a one-story shopping center and its parking lot.", size=11,
           tags=[F("project_type", "mixed_use"), F("dwelling_units", 96)])
    d.text("The site is 1.62 acres. Impervious area is 1.48 acres today and will be 1.55 acres. Grading and "
           "utility work will disturb the entire 1.62 acres.", size=11,
           tags=[F("site_area_ac", 1.62), F("existing_impervious_ac", 1.48), F("proposed_impervious_ac", 1.55),
                 F("disturbed_area_ac", 1.62), E("N.6.D"), E("N.6.E")])
    d.text("Following Protecting Water Quality in Urban Areas (MPCA), we replace surface parking with an underground "
           "garage, add a blue roof and direct all runoff to an underground filtration vault.", size=11,
           tags=[S("N.3.0")])
    d.text("Permanent BMPs: underground filtration vault UF-1; blue roof control drains; two sump manholes with baffles.",
           size=11, tags=[S("N.3.2")])
    d.text("Peak discharge to the Hennepin Avenue storm sewer, cfs:", size=11)
    d.table([["Storm", "Existing", "Proposed"], ["1-year", "3.40", "2.10"], ["10-year", "7.90", "5.60"],
             ["100-year", "15.20", "12.80"]], [110, 90, 90], size=10,
            tags=[F("peak_rates_cfs", {"1": {"existing": 3.4, "proposed": 2.1}, "10": {"existing": 7.9, "proposed": 5.6},
                                       "100": {"existing": 15.2, "proposed": 12.8}}), E("N.6.A.9")])
    d.text("UF-1 was designed by routing the 24-hour critical-duration storms through its storage and orifice; "
           "there is no natural low area on this fully developed block.", size=11, tags=[S("N.4.2")])
    d.text("The design meets the rate standards of the City of Minneapolis Stormwater Management Program, as "
           "confirmed in the City's preliminary review letter of August 4, 2025 (attached).", size=11,
           tags=[S("N.4.7")])
    d.text("Infiltration is not proposed (contaminated fill). No wetlands or floodplain are on the site. The "
           "100-year high water level of the vault is 853.6; the lowest opening, the garage door, is at 857.0.",
           size=11, tags=[F("infiltration_proposed", False), E("N.6.A.4"), F("hwl_100yr_elev_ft", 853.6),
                          F("lowest_opening_elev_ft", 857.0)])
    d.text("Survey elevations are NGVD 29 and the topography is shown at 1-foot contours.", size=11,
           tags=[F("vertical_datum", "NGVD29"), F("contour_interval_ft", 1.0)])
    d.text("Sincerely, Priya Raman, P.E.", size=11)
    d.new_page()
    d.text("CITY OF MINNEAPOLIS - Public Works, Surface Water & Sewers", size=13, bold=True, tags=[E("N.6.A.11")])
    d.text("August 4, 2025. Re: 3001 Hennepin Ave S. The City has reviewed the preliminary stormwater plan for "
           "The Calhoun Commons and finds it consistent with the City's stormwater management ordinance and "
           "Surface Water Management Plan.", size=11)
    d.new_page()
    d.text("MPCA - NPDES/SDS Construction Stormwater Permit: Notice of Coverage", size=13, bold=True,
           tags=[E("N.6.A.13")])
    d.text("Permit ID C00072255, issued August 12, 2025 to Calhoun Commons Owner LLC for The Calhoun Commons, "
           "3001 Hennepin Avenue South, Minneapolis. Disturbed acres: 1.62.", size=11)
    d.save()
    b.scan.append(d.rel)

    firm = Firm("URBAN WATERS CONSULTING ENGINEERS", "2900 Hennepin Ave, Minneapolis, MN", "Priya Raman", "50614")
    sheets = [
        Sheet("C1", "SURVEY & DRAINAGE AREAS (REDUCED SET)", [("PROPERTY LINE OF APPLICANT'S PARCEL", [E("N.6.A.1")]),
                                                              ("EXISTING AND PROPOSED DRAINAGE AREAS (SUBAREAS EX-1, PR-1, PR-2)",
                                                               [E("N.6.A.2")])]),
        Sheet("C2", "GRADING & UTILITIES (REDUCED SET)", [("UF-1 VAULT, STORM SEWER, INVERTS", [E("N.6.A.3")]),
                                                          ("1-FT CONTOURS, NGVD 29", None),
                                                          ("UF-1: NO PERMANENT POOL (NORMAL WATER NONE); 100-YR HWL 853.6; NO EXISTING PONDING ON SITE",
                                                           [E("N.6.A.6")])]),
    ]
    draw_plans(root, "Calhoun_Commons_Plans_Reduced.pdf", b.rec, landscape(letter), firm,
               "THE CALHOUN COMMONS - MINNEAPOLIS", "08/18/2025", sheets, "plan_set.reduced", seed=11)
    b.scan.append("Calhoun_Commons_Plans_Reduced.pdf")
    return b
