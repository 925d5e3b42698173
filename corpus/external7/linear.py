"""Roads and trails: a street rehabilitation that removes pavement, a county road widening, a trail."""

from __future__ import annotations

from pathlib import Path

from corpus.external7.common import Package, district_form, rate_rows
from corpus.external7.doc import PlanSet, exhibit, fact, statement
from corpus.external7.plansheets import P, S, T, body
from corpus.truth import Truth


def st_louis_park_streets(out: Path) -> Truth:
    """A city's pavement rehabilitation that narrows streets: a net decrease, so no permit (N.2.E).

    Per-street rows in square feet, a totals row in acres; the city asks the District to confirm.
    """
    p = Package(out, "x7-10-st-louis-park-streets", 710)
    area, exist, prop, net, dist = 6.80, 3.12, 3.05, -0.07, 5.90
    d = p.doc("SLP 2026 Pavement Rehab - MCWD Application.pdf")
    d.lines(["CITY OF ST. LOUIS PARK  -  ENGINEERING DIVISION", "7305 Oxford Street, St. Louis Park, MN 55426"], size=11)
    d.gap(6)
    d.heading("MEMORANDUM", size=12)
    d.lines(["To: MCWD Permitting", "From: Ana Cortez, P.E., Project Engineer", "Date: January 12, 2026",
             "Subject: 2026 Pavement Rehabilitation, City Project 4026-1100 (Wooddale / Brunswick area)"])
    d.para("The City of St. Louis Park will reconstruct 0.8 miles (4,140 feet) of local streets in the Wooddale neighborhood. Streets are "
           "narrowed from 32 feet to 30 feet, curb and gutter is replaced, and damaged sidewalk panels are replaced in "
           "place. Utility work is limited to spot sanitary repairs and replacement of 14 catch basins.",
           tags=[fact("project_type", "linear"), fact("applicant_public_entity", True)])
    d.para(f"The total project area (right-of-way within construction limits) is {area:.2f} acres. Existing impervious "
           f"surface is {exist:.2f} acres and proposed impervious surface is {prop:.2f} acres, a net change of {net:.2f} "
           f"acres (a decrease). Approximately {dist:.1f} acres will be disturbed.",
           tags=[fact("site_area_ac", area), fact("existing_impervious_ac", exist), fact("proposed_impervious_ac", prop),
                 fact("net_impervious_increase_ac", net), fact("disturbed_area_ac", dist)])
    d.para("Because the project does not result in a net increase in impervious surface, we believe a stormwater "
           "management permit is not required under Rule N paragraph 2(E). Erosion control will follow the City's "
           "standard plates and the MPCA construction stormwater permit, which the City will obtain.")
    d.new_page()
    district_form(d, applicant="City of St. Louis Park", public=True, project="2026 Pavement Rehabilitation",
                  address="Wooddale Ave S, Brunswick Ave S, W 36th St, W 37th St", city="St. Louis Park", ptype="linear", boxes=[
                      ("5. Total site area (acres)", f"{area:.2f}", [fact("site_area_ac", area)]),
                      ("6. Area disturbed (acres)", f"{dist:.1f}", [fact("disturbed_area_ac", dist)]),
                      ("7. Existing impervious (acres)", f"{exist:.2f}", [fact("existing_impervious_ac", exist)]),
                      ("8. Proposed impervious (acres)", f"{prop:.2f}", [fact("proposed_impervious_ac", prop)]),
                      ("9. Net new impervious (acres)", f"{net:.2f} (decrease)", [fact("net_impervious_increase_ac", net)]),
                      ("10. Number of dwelling units", "", []),
                  ], signed="Ana Cortez, P.E.", date="1/12/2026")
    d.save()
    t = p.doc("SLP 2026 Pavement Rehab - Impervious Tabulation.pdf")
    t.heading("IMPERVIOUS SURFACE TABULATION BY STREET", size=12)
    t.table(["Street", "From - To", "Length (ft)", "Exist. width (ft)", "Prop. width (ft)", "Exist. imperv. (sq. ft.)", "Prop. imperv. (sq. ft.)"],
            [["Wooddale Ave S", "W 36th - W 39th", "1,160", "32", "30", "37,120", "34,800"],
             ["Brunswick Ave S", "W 35th - W 38th", "1,100", "32", "30", "35,200", "33,000"],
             ["W 36th St", "Wooddale - Brunswick", "980", "32", "30", "31,360", "29,400"],
             ["W 37th St", "Wooddale - Alabama", "900", "30", "30", "27,000", "27,000"],
             ["Sidewalks, ramps, aprons", "-", "-", "-", "-", "5,227", "8,658"]],
            [110, 110, 60, 70, 70, 90, 90], size=8)
    t.table(["", "Existing", "Proposed", "Net"],
            [["Total impervious (sq. ft.)", "135,907", "132,858", "-3,049"], ["Total impervious (acres)", f"{exist:.2f}", f"{prop:.2f}", f"{net:.2f}"]],
            [180, 100, 100, 100], title="Totals",
            row_tags={1: [fact("existing_impervious_ac", exist), fact("proposed_impervious_ac", prop),
                          fact("net_impervious_increase_ac", net)]})
    t.para("Note: per-street figures are pavement only (curb face to curb face); sidewalk, driveway apron and "
           "miscellaneous areas are listed on their own row. A 2-year storm check of the replaced catch basins is in the "
           "City's design file and is not part of this application.", size=9)
    t.save()
    return p.finish("text", "N.2.E no net increase, city street rehabilitation")


def shoreline_drive(out: Path) -> Truth:
    """A county road widening with a 12-ft trail (too wide for N.2.E.4) on 12.6 acres: N.2.E.3.

    Five files. Phosphorus removal is 41%, and Pond A's bench is 6:1.
    """
    p = Package(out, "x7-11-shoreline-drive", 711)
    area, exist, prop, net, dist = 12.6, 5.84, 7.46, 1.62, 9.3
    trail = {"width_ft": 12.0, "buffer_ft": 5.0, "crossing_pct": 14.0, "area_ac": 0.52, "standalone": False}
    pond = {"name": "Pond A", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 6.0, "freeboard_ft": 2.1}
    rates = {"1": {"existing": 7.7, "proposed": 6.9}, "10": {"existing": 16.2, "proposed": 15.8},
             "100": {"existing": 30.5, "proposed": 29.7}}
    c = p.doc("01 County Transmittal.pdf")
    c.lines(["HENNEPIN COUNTY", "Transportation Project Delivery", "1600 Prairie Drive, Medina, MN 55340"], size=11)
    c.gap(6)
    c.lines(["February 2, 2026", "Minnehaha Creek Watershed District", "Re: CSAH 15 (Shoreline Drive) Reconstruction, "
             "CP 2168, Orono and Spring Park"])
    c.para("Hennepin County, a county of the State of Minnesota, applies for a stormwater management permit for the "
           "reconstruction of CSAH 15 (Shoreline Drive) from CSAH 19 to CSAH 51, 1.9 miles. The project adds turn lanes, "
           "widens shoulders and builds a 12-foot multi-use trail on the lake side.",
           tags=[fact("applicant_public_entity", True), fact("project_type", "linear")])
    c.para("Enclosed: application form; drainage report; plan set (full size and 11x17). The MPCA construction stormwater "
           "permit coverage letter is in the drainage report, Appendix 4.")
    c.lines(["Chad Lindholm, P.E., Project Manager"])
    c.save()
    f = p.doc("02 Application Form.pdf")
    district_form(f, applicant="Hennepin County Transportation", public=True, project="CSAH 15 Reconstruction (CP 2168)",
                  address="CSAH 15, CSAH 19 to CSAH 51", city="Orono / Spring Park", ptype="linear", boxes=[
                      ("5. Total site area (acres)", f"{area}", [fact("site_area_ac", area)]),
                      ("6. Area disturbed (acres)", f"{dist}", [fact("disturbed_area_ac", dist)]),
                      ("7. Existing impervious (acres)", f"{exist:.2f}", [fact("existing_impervious_ac", exist)]),
                      ("8. Proposed impervious (acres)", f"{prop:.2f}", [fact("proposed_impervious_ac", prop)]),
                      ("9. Net new impervious (acres)", f"{net:.2f}", [fact("net_impervious_increase_ac", net)]),
                      ("10. Number of dwelling units", "", []),
                  ], signed="C. Lindholm", date="2-2-2026")
    f.save()

    r = p.doc("03 Drainage Report.pdf", header="CSAH 15 (Shoreline Drive) - Drainage Report - Hennepin County CP 2168")
    r.heading("DRAINAGE REPORT  -  CSAH 15 RECONSTRUCTION", size=14)
    r.para("Prepared by Hennepin County Transportation Design, January 2026, under the supervision of Chad Lindholm, P.E.", size=9)
    r.heading("1. Project area and impervious surface", size=12)
    r.table(["", "Acres"], [["Total project area (construction limits)", f"{area}"], ["Existing impervious", f"{exist:.2f}"],
                            ["Proposed impervious", f"{prop:.2f}"], ["Net increase (includes trail)", f"{net:.2f}"],
                            ["Disturbed", f"{dist}"], ["Right-of-way, total (for reference)", "21.4"]],
            [260, 100], row_tags={0: [fact("site_area_ac", area)], 1: [fact("existing_impervious_ac", exist)],
                                  2: [fact("proposed_impervious_ac", prop)], 3: [fact("net_impervious_increase_ac", net)],
                                  4: [fact("disturbed_area_ac", dist)]})
    r.para("Trail: the multi-use trail is 12 feet wide, with a turf boulevard of 5 feet on each side; street and driveway "
           "crossings occupy 14% of that buffer area. Trail pavement is 0.52 acres. Because the trail is wider than 10 "
           "feet it does not qualify for the N.2.E.4 exclusion, and its area stays in the net increase.",
           tags=[fact("sidewalk_trail", trail)])
    r.para("With a net increase of 1.62 acres and a project area over 5 acres, Rule N paragraph 2(E)(3) applies: sections "
           "3, 4 and 5, to treat the increase.")
    r.heading("2. BMPs", size=12)
    r.para("The County uses site design (narrower lanes than the 2040 plan contemplated, curb cuts to turf swales), "
           "structural BMPs (Pond A, sump structures) and non-structural BMPs (sweeping, smart salting), consistent with "
           "the MPCA manual Protecting Water Quality in Urban Areas.", tags=[statement("N.3.0")])
    r.para("Permanent BMP list: Pond A; OCS-A with baffle; sump manholes at Sta. 42+10 and 61+75; turf swales on the "
           "lake side; riprap outfall at Sta. 55+40.", tags=[statement("N.3.2")])
    r.para("Infiltration is not proposed; the corridor soils are clay with high groundwater near the lake.",
           tags=[fact("infiltration_proposed", False)])
    r.heading("3. Rate control", size=12)
    r.para("The existing wet swale at Sta. 55+00 (a natural low area) was converted to Pond A. Reservoir routing in "
           "HydroCAD of critical-duration events (24-hour) was used for Pond A and its outlet.", tags=[statement("N.4.2")])
    rows, rt = rate_rows([("1-yr", 7.7, 6.9), ("2-yr", 9.4, 8.3), ("10-yr", 16.2, 15.8), ("50-yr", 25.1, 24.4), ("100-yr", 30.5, 29.7)],
                         rates, {"1-yr": "1", "10-yr": "10", "100-yr": "100"})
    r.table(["Event", "Existing (cfs)", "Proposed (cfs)", "Change"], rows, [100, 110, 110, 90],
            title="Peak discharge to Lake Minnetonka (Outfall 3)", row_tags=rt, tags=[exhibit("N.6.A.9")])
    r.para("Runoff from 38 acres of residential land north of the road crosses the corridor in three culverts and is "
           "accommodated in the analyses and the culvert and pond design.", tags=[statement("N.4.4")])
    r.para("Water levels off the right-of-way will not be adversely affected during or after construction.",
           tags=[statement("N.4.3")])
    r.para("The receiving water, Lake Minnetonka, is not landlocked.", tags=[fact("landlocked", False)])
    r.para("Pond A is above the projected 100-year flood elevation of Lake Minnetonka and within County "
           "right-of-way and a drainage easement.", tags=[statement("N.4.6")])
    r.para("The City of Orono reviewed the project and confirmed it conforms with the Orono Local Surface Water "
           "Management Plan (letter, Appendix 3).", tags=[statement("N.4.7")])
    r.para("Outfalls have riprap and a plunge pool at Sta. 55+40 to minimize erosion and scour, for both the rate and "
           "quality facilities.", tags=[statement("N.4.8"), statement("N.5.4")])
    r.heading("4. Water quality", size=12)
    r.para("P8 modeling of the net new impervious surface: annual TP removal 41%. The constrained corridor leaves no "
           "room for a larger pond.", tags=[fact("phosphorus_removal_pct", 41)])
    r.para("OCS-A has a baffle that removes floatables for the 1-year event.", tags=[statement("N.5.2")])
    r.table(["Pond", "NWL", "100-yr HWL", "Bench width", "Bench slope", "Freeboard"],
            [["Pond A", "931.0", "934.2", "10 ft", "6:1", "2.1 ft"]], [70, 60, 80, 80, 80, 70],
            row_tags={0: [fact("ponds", [pond]), fact("hwl_100yr_elev_ft", 934.2)]})
    r.new_page()
    r.heading("Appendix 1-2. Hydrologic, hydraulic and P8 computations", size=12)
    r.table(["Area", "Acres", "CN", "Q100 (cfs)"],
            [["Road to Pond A", "6.1", "92", "21.0"], ["North culverts (offsite)", "38.0", "74", "61.2"], ["Bypass", "6.5", "80", "8.7"]],
            [180, 70, 50, 80], tags=[exhibit("N.6.A.10")])
    r.heading("Appendix 3. City of Orono", size=12)
    r.para("January 20, 2026. The City of Orono has reviewed the CSAH 15 drainage design and finds it consistent with the "
           "Orono Local Surface Water Management Plan.", tags=[exhibit("N.6.A.11")])
    r.heading("Appendix 4. MPCA", size=12)
    r.para("NPDES/SDS Construction Stormwater General Permit coverage C00074011, January 28, 2026, Hennepin County, "
           "CP 2168.", tags=[exhibit("N.6.A.13")])
    r.save()

    ps = PlanSet("HENNEPIN COUNTY TRANSPORTATION", "CSAH 15 Reconstruction CP 2168", "Chad Lindholm", "41876", "01/30/2026", "Orono")
    ps.sheet("D-1", "Right-of-Way and Drainage Areas", body(
        S(5, "PARCEL"),
        P("County right-of-way and construction limits (12.6 ac) shown; adjacent property lines.", tags=[exhibit("N.6.A.1")]),
        P("Drainage map: existing and proposed on-site drainage areas and the 38-acre off-site area north of the road.",
          tags=[exhibit("N.6.A.2")]),
        P("Lake Minnetonka shoreland and 100-year floodplain delineated; wetland W-2 (0.18 ac) delineated at Sta. 48+00.",
          tags=[exhibit("N.6.A.4")])))
    ps.sheet("D-2", "Drainage Plan and Pond A", body(
        S(6, "STA"),
        P("Existing and proposed storm sewer, culverts and Pond A with alignment and invert elevations.", tags=[exhibit("N.6.A.3")]),
        P("Contours at 2-foot interval. Datum NGVD 1929.", tags=[exhibit("N.6.A.7"), fact("contour_interval_ft", 2.0),
                                                           fact("vertical_datum", "NGVD29")]),
        T(["", "NWL", "100-yr HWL"], [["Existing wet swale", "930.6", "933.0"], ["Pond A (proposed)", "931.0", "934.2"]],
          [300, 160, 160], tags=[exhibit("N.6.A.6")]),
        P("Drainage easement over Pond A, Doc. No. T5802231 (Torrens).", tags=[exhibit("N.6.A.12")])))
    ps.sheet("D-3", "Drainage Details", body(
        P("Pond A: 10 ft bench at 6:1, freeboard 2.1 ft. OCS-A: 60-inch structure, 8-inch orifice, baffle. Riprap Class III, "
          "plunge pool. Specifications: MnDOT 2501, 2503, 2506, 2511.", tags=[exhibit("N.6.A.8"), fact("ponds", [pond])])))
    p.plans(ps, "04 Plans Full.pdf", reduced=False)
    p.plans(ps, "05 Plans Half.pdf", reduced=True)
    return p.finish("text", "N.2.E.3 county road, 12-ft trail not excluded, TP 41%, bench 6:1")


def minnetrista_trail(out: Path) -> Truth:
    """A city's stand-alone 10-ft trail with 6-ft turf buffers: N.2.E.4, no permit."""
    p = Package(out, "x7-12-minnetrista-trail", 712)
    area, dist = 4.9, 3.2
    trail = {"width_ft": 10.0, "buffer_ft": 6.0, "crossing_pct": 9.0, "area_ac": 1.70, "standalone": True}
    d = p.doc("Trail Application.pdf")
    d.lines(["CITY OF MINNETRISTA", "7701 County Road 110 West, Minnetrista, MN 55364"], size=11)
    d.gap(6)
    d.lines(["March 9, 2026", "To: MCWD Permitting", "Re: County Road 110 Trail Connection (Halstead Drive to the Dakota Rail Regional Trail)"])
    d.para("The City proposes a stand-alone paved trail, 1.4 miles long, along the south side of County Road 110. No road "
           "work is included; the trail is the entire project.", tags=[fact("project_type", "linear"), fact("applicant_public_entity", True)])
    d.para("The trail is 10 feet wide with a turf buffer 6 feet wide on each side. Driveway and street crossings (11 "
           "driveways, 2 streets) interrupt 9% of the required buffer area. Trail pavement totals 1.70 acres; the "
           f"construction limits cover {area} acres, of which about {dist} acres will be graded.",
           tags=[fact("sidewalk_trail", trail), fact("site_area_ac", area), fact("disturbed_area_ac", dist)])
    d.para("We request confirmation that, under Rule N paragraph 2(E)(4), no stormwater management permit is required. "
           "Erosion control and wetland items are addressed under separate applications.")
    d.lines(["Paul Kaczmarek, Public Works Director"])
    d.new_page()
    district_form(d, applicant="City of Minnetrista", public=True, project="CR 110 Trail Connection",
                  address="County Road 110 W, Halstead Dr to Dakota Rail Trail", city="Minnetrista", ptype="linear", boxes=[
                      ("5. Total site area (acres)", f"{area}", [fact("site_area_ac", area)]),
                      ("6. Area disturbed (acres)", f"{dist}", [fact("disturbed_area_ac", dist)]),
                      ("7. Existing impervious (acres)", "", []),
                      ("8. Proposed impervious (acres)", "", []),
                      ("9. Net new impervious (acres)", "1.70 (trail)", [fact("net_impervious_increase_ac", 1.70)]),
                      ("10. Number of dwelling units", "", []),
                  ], signed="P. Kaczmarek", date="3/9/26")
    d.save()
    s = p.doc("Trail Typical Section.pdf")
    s.heading("TYPICAL SECTION - CR 110 TRAIL", size=12)
    c = s.c
    y = 520
    c.setLineWidth(1)
    c.line(110, y, 170, y)
    c.rect(170, y, 150, 8)
    c.line(320, y, 380, y)
    c.setFont("Helvetica", 9)
    c.drawCentredString(140, y - 14, "6' TURF")
    c.drawCentredString(245, y + 14, "10' BITUMINOUS TRAIL")
    c.drawCentredString(350, y - 14, "6' TURF")
    c.drawString(400, y, "CR 110 (no work)")
    s.y = 470
    s.para("Trail: 10 ft bituminous, 2% cross slope. Buffer: 6 ft turf both sides. Crossings: 9% of buffer area.",
           tags=[fact("sidewalk_trail", trail)])
    s.table(["Segment", "Length (ft)", "Width (ft)", "Area (sq. ft.)"],
            [["Halstead Dr - Kings Point Rd", "3,920", "10", "39,200"], ["Kings Point Rd - Dakota Rail Trail", "3,472", "10", "34,720"],
             ["Total", "7,392", "10", "73,920 (1.70 ac)"]], [190, 80, 70, 120])
    s.save()
    return p.finish("text", "N.2.E.4 stand-alone qualifying trail")
