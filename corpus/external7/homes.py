"""Residential packages: a lake-lot rebuild, and subdivisions at low and medium density."""

from __future__ import annotations

from pathlib import Path

from corpus.external7.common import Package, district_form, sf
from corpus.external7.doc import PlanSet, exhibit, fact, sketch_lots, statement
from corpus.external7.plansheets import P, S, T, body
from corpus.external7.scan import scan_pdf
from corpus.truth import Truth


def deephaven_rebuild(out: Path) -> Truth:
    """A homeowner's engineer asks the District to confirm no stormwater permit is needed (N.2.A).

    Scanned: a two-page letter and the filled-in form, as the homeowner mailed them.
    """
    p = Package(out, "x7-01-deephaven-rebuild", 701)
    lot, exist, prop, dist = 0.72, 0.16, 0.19, 0.41
    d = p.doc("Lakeside_Civil_letter_19420_Lakeview.pdf", font="Times-Roman")
    d.lines(["LAKESIDE CIVIL, LLC", "Land Surveying  |  Civil Engineering", "2205 Wayzata Boulevard, Suite 4, Long Lake, MN 55356"], size=10)
    d.gap(10)
    d.lines(["March 3, 2025", "", "Permitting Program", "Minnehaha Creek Watershed District", "15320 Minnetonka Boulevard",
             "Minnetonka, MN 55345"], size=11)
    d.para("RE: 19420 Lakeview Avenue, Deephaven  -  PID 19-117-23-41-0007  -  Teardown and rebuild", bold=True, size=11)
    d.para("Dear Permitting Staff:", size=11)
    d.para("On behalf of the owners, Mark and Julia Brandvold, we are submitting the enclosed application for the "
           "reconstruction of the single-family home at the above address. The existing 1958 rambler will be removed and "
           "a new two-story single-family home with an attached garage will be built on the same lot. No other units, "
           "lots or subdivision are proposed.", size=11, tags=[fact("project_type", "single_family_home")])
    d.para(f"The lot is {sf(lot)} square feet ({lot:.2f} acres) per the survey dated January 14, 2025. Existing hard cover "
           f"(house, garage, driveway, patios and walks) is {sf(exist)} sq. ft.; proposed hard cover is {sf(prop)} sq. ft. "
           f"The new home has 4,350 sq. ft. of finished floor area on two levels.", size=11,
           tags=[fact("site_area_ac", lot), fact("existing_impervious_ac", exist), fact("proposed_impervious_ac", prop)])
    d.para(f"Grading will be limited to the building pad and driveway, about {sf(dist)} sq. ft. of disturbance "
           f"({dist:.2f} ac). Silt fence and a rock construction entrance will be installed before demolition, and the "
           "shoreline buffer along Carsons Bay will not be touched.", size=11, tags=[fact("disturbed_area_ac", dist)])
    d.para("The lowest opening of the new home (walkout door) is at elevation 936.5. The 100-year high water elevation of "
           "Lake Minnetonka is 931.5, and the ordinary high water level is 929.4, so the walkout sits five feet "
           "above the 100-year flood level.", size=11,
           tags=[fact("lowest_opening_elev_ft", 936.5), fact("hwl_100yr_elev_ft", 931.5)])
    d.para("Because this is the reconstruction of a single-family home, we understand that a stormwater management permit "
           "under Rule N is not required. We ask that the District confirm this and review the erosion control and "
           "shoreland items under its other rules. Please call me at 952-555-0148 with any questions.", size=11)
    d.lines(["Sincerely,", "", "Paul Ostergaard, P.E.", "Lakeside Civil, LLC", "Enclosures: application form, survey"], size=11)
    d.new_page()
    district_form(d, applicant="Mark and Julia Brandvold", public=False, project="Brandvold Residence",
                  address="19420 Lakeview Ave", city="Deephaven", ptype="single_family_home", boxes=[
                      ("5. Total site area (acres)", f"{lot:.2f}", [fact("site_area_ac", lot)]),
                      ("6. Area disturbed (acres)", f"{dist:.2f}", [fact("disturbed_area_ac", dist)]),
                      ("7. Existing impervious (sq ft)", sf(exist), [fact("existing_impervious_ac", exist)]),
                      ("8. Proposed impervious (sq ft)", sf(prop), [fact("proposed_impervious_ac", prop)]),
                      ("9. Net new impervious (acres)", "", []),
                      ("10. Number of dwelling units", "", []),
                  ], signed="Paul Ostergaard, agent", date="3/3/2025")
    d.save()
    scan_pdf(p.root / d.rel, seed=701, dpi=200, angle=0.5)
    return p.finish("scanned", "N.2.A single-family reconstruction, scanned letter and form")


def shorewood_villas(out: Path) -> Truth:
    """Medium-density single-family plat on 4.30 acres: Section 3 only (N.2.C.1).

    Three files from three hands: the developer's cover letter, the form, and the engineer's narrative.
    """
    p = Package(out, "x7-03-shorewood-villas", 703)
    area, lots, dens, exist, prop, dist = 4.30, 11, 2.56, 0.31, 1.38, 3.60
    d = p.doc("01 Cover Letter.pdf")
    d.lines(["GRANITE RIDGE HOMES, INC.", "5600 County Road 19, Shorewood, MN 55331"], size=12)
    d.gap(12)
    d.lines(["April 18, 2025", "Minnehaha Creek Watershed District", "Attn: Permit Reviewer"], size=10)
    d.para("Re: Enchanted Pines Villas  -  Shorewood, Minnesota", bold=True)
    d.para("Enclosed please find our permit application package for Enchanted Pines Villas, a plat of "
           f"{lots} single-family detached villa lots off Smithtown Road. The plat contains {area:.2f} acres including "
           "Outlot A. The City of Shorewood granted preliminary plat approval on March 24, 2025, "
           "",
           tags=[fact("dwelling_units", lots), fact("site_area_ac", area), fact("project_type", "single_family_subdivision")])
    d.para("The parent parcel (PID 33-117-23-12-0004), of which the plat is a part, was 11.9 acres when it was split "
           "in 1994; the remaining 7.6 acres were sold to the Minnetonka Country Club at that time and are not owned "
           "by us or by any related company.")
    d.para("The package contains: (1) this letter; (2) the District application form; (3) the Stormwater Narrative "
           "by Carlson & Pfeiffer Engineering with its site figure. Our check for the application fee is enclosed.")
    d.lines(["Regards,", "", "Dana Ruud, Vice President - Land"])
    d.save()

    f = p.doc("02 MCWD Application.pdf")
    district_form(f, applicant="Granite Ridge Homes, Inc.", public=False, project="Enchanted Pines Villas",
                  address="25000 block Smithtown Rd", city="Shorewood", ptype="single_family_subdivision", boxes=[
                      ("5. Total site area (acres)", f"{area:.2f} AC", [fact("site_area_ac", area)]),
                      ("6. Area disturbed (acres)", f"{dist:.1f} AC", [fact("disturbed_area_ac", dist)]),
                      ("7. Existing impervious (acres)", "", []),
                      ("8. Proposed impervious (acres)", "", []),
                      ("9. Net new impervious (acres)", "1.07", [fact("net_impervious_increase_ac", 1.07)]),
                      ("10. Number of dwelling units", f"{lots} lots", [fact("dwelling_units", lots)]),
                      ("11. Density (units/acre)", f"{dens:.2f}", [fact("density_du_per_ac", dens)]),
                  ], signed="D. Ruud", date="04/18/25")
    f.save()

    n = p.doc("03 Stormwater Narrative.pdf", header="Enchanted Pines Villas - Stormwater Narrative - Carlson & Pfeiffer Engineering")
    n.heading("STORMWATER NARRATIVE")
    n.para("1. Project Description", bold=True)
    n.para(f"The site is {area:.2f} acres ({sf(area)} sq. ft.) of former hobby-farm land with a house, pole barn and gravel "
           f"drive totaling {exist:.2f} acres of impervious surface, all of which will be removed. The proposed plat creates "
           f"{lots} lots ranging from 10,400 to 17,900 sq. ft., a 28-foot-wide public street (Enchanted Pines Court, 640 "
           f"linear feet) and Outlot A (0.52 ac). Total proposed impervious surface is {prop:.2f} acres.",
           tags=[fact("site_area_ac", area), fact("existing_impervious_ac", exist), fact("proposed_impervious_ac", prop),
                 fact("dwelling_units", lots)])
    n.para("2. Applicable Requirements", bold=True)
    n.para(f"At {lots} units on {area:.2f} acres the density is {dens:.2f} units per acre, which makes this medium density "
           "residential development under Rule N paragraph 2(C). Because the site is at least two but less than five "
           "acres, only the Best Management Practices provisions of section 3 apply; rate control and water quality "
           "provisions do not apply.", tags=[fact("density_du_per_ac", dens)])
    n.table(["Land cover", "Existing (ac)", "Proposed (ac)", "Change (ac)"],
            [["Roofs", "0.09", "0.61", "+0.52"], ["Street / drives / walks", "0.22", "0.77", "+0.55"],
             ["Total impervious", f"{exist:.2f}", f"{prop:.2f}", "+1.07"], ["Pervious (turf, woods)", "3.99", "2.92", "-1.07"]],
            widths=[170, 100, 100, 100], title="Table 1. Land cover summary",
            row_tags={2: [fact("existing_impervious_ac", exist), fact("proposed_impervious_ac", prop),
                          fact("net_impervious_increase_ac", 1.07)]})
    n.para("3. Best Management Practices", bold=True)
    n.para("Site design BMPs limit new impervious surface: the street is 28 feet wide rather than the 32 feet the city "
           "standard allows, the villas share driveways in pairs, and the wooded slope along the west line stays in "
           "Outlot A. Structural BMPs (rain gardens and a sump manhole) and non-structural BMPs (street sweeping, an "
           "association turf-care plan limiting phosphorus fertilizer) keep pollutants on site. All BMPs are designed "
           "to the specifications of the MPCA manual Protecting Water Quality in Urban Areas and its current revisions "
           "(Minnesota Stormwater Manual).", tags=[statement("N.3.0")])
    n.para("Permanent BMPs to remain after construction:", bold=True, tags=[statement("N.3.2")])
    for item in ("a. Rain garden RG-1 (Lots 3-4), 1,150 sq. ft. bottom, with underdrain",
                 "b. Rain garden RG-2 (Lots 7-8), 980 sq. ft. bottom, with underdrain",
                 "c. Sump manhole with SAFL Baffle at Smithtown Road connection",
                 "d. Outlot A conservation area (woods and native prairie, 0.52 ac)",
                 "e. Shared driveways and reduced street width"):
        n.para(item, indent=18)
    n.para("Infiltration is proposed in the two rain gardens; double-ring tests near RG-1 measured 0.45 in/hr in the "
           "sandy loam. Runoff from the 3.7-acre off-site area north of Smithtown Road stays in the road ditch and does "
           "not enter the site.", tags=[fact("infiltration_proposed", True)])
    n.para("4. Erosion Control", bold=True)
    n.para(f"About {dist:.1f} acres will be graded. Perimeter silt fence, inlet protection, a rock entrance and "
           "temporary seeding within 7 days of final grade are shown on the site figure.", tags=[fact("disturbed_area_ac", dist)])
    n.new_page()
    n.heading("FIGURE 1 - EROSION CONTROL SKETCH (NOT TO SCALE)")
    sketch_lots(n, 80, 300, 450, 330, lots)
    n.c.setFont("Helvetica", 8)
    n.c.drawString(80, 285, "RG-1 and RG-2 rain gardens shown hatched; silt fence shown dashed.")
    n.save()
    return p.finish("text", "N.2.C.1 medium density plat, three files")


def _rates_table(rows: list[tuple[str, float, float]], tag_events: dict[str, str]) -> tuple[list[list[str]], dict[int, list]]:
    """Rows of a rate table; only the 1-, 10- and 100-year rows are tagged as the fact."""
    out, tags = [], {}
    rates = {}
    for i, (event, ex, pr) in enumerate(rows):
        out.append([event, f"{ex:.1f}", f"{pr:.1f}", f"{pr - ex:+.1f}"])
        if event in tag_events:
            rates[tag_events[event]] = {"existing": ex, "proposed": pr}
            tags[i] = "rate"
    row_tags = {i: [fact("peak_rates_cfs", rates)] for i in tags}
    return out, row_tags


def victoria_preserve(out: Path) -> Truth:
    """A 31-lot low-density plat on 22.6 acres (N.2.B.3), resubmitted after a District comment letter.

    The memo answers each comment; the revised report and plans carry the current design.
    Figures of the first submittal appear only as quoted in the comments, never as current.
    """
    p = Package(out, "x7-04-victoria-preserve", 704)
    area, lots, dens, exist, prop, net, dist = 22.6, 31, 1.37, 0.41, 5.96, 5.55, 14.2
    pond = {"name": "Pond 1", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.4}
    rates = {"1": {"existing": 6.8, "proposed": 5.1}, "10": {"existing": 18.4, "proposed": 14.9},
             "100": {"existing": 41.2, "proposed": 36.0}}
    firm, eng, lic = "Prairie Bluff Engineering", "Karen T. Lindgren", "44817"

    m = p.doc("1_Response_to_MCWD_Comments_2025-06-02.pdf", header="Prairie Bluff Engineering  |  Memorandum")
    m.heading("MEMORANDUM")
    m.lines(["To:      Minnehaha Creek Watershed District, Permitting", "From:    Karen Lindgren, P.E., Prairie Bluff Engineering",
             "Date:    June 2, 2025", "Re:      Wassermann Preserve - Permit Application 25-118 - Response to Comments (Resubmittal No. 1)"])
    m.rule_line()
    m.para("The District's comment letter of May 12, 2025 is answered below, comment by comment. The District's comments "
           "are repeated in italics-style quotes; our responses follow. The enclosed Stormwater Management Report Revision 1 "
           "(June 2, 2025) and the revised plan set dated June 2, 2025 replace the April 7, 2025 submittal in full. Where a "
           "figure below differs from the April submittal, the figure in this memo and in Revision 1 is the current design.")
    m.para("Comment 1: \"The P8 model reports 44% annual total phosphorus removal; Rule N requires 50%.\"", bold=True)
    m.para("Response: Pond 1 was enlarged (permanent pool now 2.31 acre-feet) and an iron-enhanced sand filter bench was "
           "added on the east side. The revised P8 model shows 58% annual TP removal at the down-gradient boundary. See "
           "Report Rev. 1, Section 6.", tags=[fact("phosphorus_removal_pct", 58)])
    m.para("Comment 2: \"The 100-year proposed peak rate at the west property line (43.0 cfs) exceeds the existing rate.\"", bold=True)
    m.para("Response: The Pond 1 outlet was revised to a 15-inch orifice and a 6-ft weir at 956.8. The revised 100-year "
           "proposed rate is 36.0 cfs, below the existing 41.2 cfs. The full revised table (1, 10 and 100-year) is Table 4 "
           "of Report Rev. 1.")
    m.para("Comment 3: \"Show the safety bench and freeboard of Pond 1.\"", bold=True)
    m.para("Response: Added to Sheet C5.0: a 10-foot safety bench at 10:1 (H:V), and 2.4 ft of freeboard from the "
           "100-year HWL of Pond 1 (957.6) to the emergency overflow (960.0).", tags=[fact("ponds", [pond])])
    m.para("Comment 4: \"Provide the 11x17 reduced plan set.\"", bold=True)
    m.para("Response: Enclosed (file 4).")
    m.para("Comment 5: \"Provide the NPDES construction stormwater permit.\"", bold=True)
    m.para("Response: MPCA coverage was issued May 20, 2025; the coverage letter is Appendix F of Report Rev. 1.")
    m.lines(["", "Enclosures: Report Rev. 1; Plans (22x34); Plans (11x17)"])
    m.save()

    r = p.doc("2_Stormwater_Management_Report_REV1.pdf", header="Wassermann Preserve  -  Stormwater Management Report  -  Revision 1, June 2, 2025")
    r.gap(120)
    r.heading("STORMWATER MANAGEMENT REPORT", size=20, center=True)
    r.heading("Wassermann Preserve", size=16, center=True)
    r.heading("Victoria, Minnesota", size=12, center=True)
    r.heading("Revision 1  -  June 2, 2025 (supersedes April 7, 2025)", size=11, center=True)
    r.gap(100)
    r.para("I hereby certify that this report was prepared by me or under my direct supervision and that I am a duly "
           "Licensed Professional Engineer under the laws of the State of Minnesota.  Karen T. Lindgren, P.E.  Reg. No. 44817")
    r.new_page()
    district_form(r, applicant="Lennox Land Partners, LLC", public=False, project="Wassermann Preserve",
                  address="8200 Rolling Acres Rd (PID 05.0260400)", city="Victoria", ptype="single_family_subdivision", boxes=[
                      ("5. Total site area (acres)", f"{area}", [fact("site_area_ac", area)]),
                      ("6. Area disturbed (acres)", f"{dist}", [fact("disturbed_area_ac", dist)]),
                      ("7. Existing impervious (acres)", f"{exist:.2f}", [fact("existing_impervious_ac", exist)]),
                      ("8. Proposed impervious (acres)", f"{prop:.2f}", [fact("proposed_impervious_ac", prop)]),
                      ("9. Net new impervious (acres)", f"{net:.2f}", [fact("net_impervious_increase_ac", net)]),
                      ("10. Number of dwelling units", f"{lots}", [fact("dwelling_units", lots)]),
                      ("11. Density (units/acre)", "", []),
                  ], signed="Karen T. Lindgren, agent", date="6-2-2025")
    r.new_page()
    r.heading("1. Project Summary")
    r.para(f"Wassermann Preserve is a {lots}-lot single-family subdivision on {area} acres west of Rolling Acres Road. "
           f"Gross density is {dens} units per acre. The parent farm owned by the Hartmann family is 61 acres; only the "
           f"{area}-acre plat area is being developed and sold to the applicant. Lots range from 0.31 to 0.58 acres.",
           tags=[fact("dwelling_units", lots), fact("site_area_ac", area), fact("density_du_per_ac", dens)])
    r.para("Under Rule N paragraph 2(B)(3) (subdivisions of 20 acres or more at two units per acre or less), sections 3, "
           "4 and 5 apply.")
    r.table(["Item", "Existing", "Proposed"],
            [["Site area (ac)", f"{area}", f"{area}"], ["Impervious (ac)", f"{exist:.2f}", f"{prop:.2f}"],
             ["Net new impervious (ac)", "-", f"{net:.2f}"], ["Disturbed (ac)", "-", f"{dist}"]],
            widths=[200, 120, 120], title="Table 1. Site data",
            row_tags={1: [fact("existing_impervious_ac", exist), fact("proposed_impervious_ac", prop)],
                      2: [fact("net_impervious_increase_ac", net)], 3: [fact("disturbed_area_ac", dist)]})
    r.heading("2. Best Management Practices")
    r.para("Site design, structural and non-structural BMPs are used to limit new impervious surface, preserve infiltration "
           "and peak-flow control and limit pollutants: a 26-ft street section, preservation of the oak stand in Outlot B, "
           "Pond 1 with an iron-enhanced sand filter bench, and an HOA fertilizer and sweeping program. The BMPs follow the "
           "MPCA manual Protecting Water Quality in Urban Areas and the Minnesota Stormwater Manual.", tags=[statement("N.3.0")])
    r.para("List of permanent BMPs: (1) Pond 1 wet detention pond; (2) iron-enhanced sand filter bench; (3) Pond 1 outlet "
           "structure OCS-1 with skimmer; (4) riprap outfall FES-3 with energy dissipation; (5) Outlot B conservation area.",
           tags=[statement("N.3.2")])
    r.para("Infiltration is not proposed: the site soils are Lester-Kilkenny clay loams (HSG C/D) with perched water at "
           "3-5 ft in borings SB-1 through SB-6.", tags=[fact("infiltration_proposed", False)])
    r.heading("3. Rate Control")
    r.para("HydroCAD 10 reservoir routing with Atlas 14 24-hour MSE-3 storms was used; the 24-hour event was confirmed as the "
           "critical duration. The natural low area in the southwest corner was used for Pond 1, where it was feasible to "
           "detain runoff.", tags=[statement("N.4.2")])
    rows, rt = _rates_table([("1-yr", 6.8, 5.1), ("2-yr", 8.9, 7.0), ("10-yr", 18.4, 14.9), ("50-yr", 33.0, 28.8), ("100-yr", 41.2, 36.0)],
                            {"1-yr": "1", "10-yr": "10", "100-yr": "100"})
    rt = {i: [fact("peak_rates_cfs", rates)] for i in rt}
    r.table(["Event", "Existing (cfs)", "Proposed (cfs)", "Change"], rows, [120, 120, 120, 100],
            title="Table 4. Peak discharge at west property line (Revision 1, current)", row_tags=rt, tags=[exhibit("N.6.A.9")])
    r.para("The 20.3-acre off-site area east of Rolling Acres Road (Subwatershed OS-1) drains through the site and is included "
           "in the existing and proposed models and in the sizing of Pond 1 and its outlet.", tags=[statement("N.4.4")])
    r.para("Water levels off the site will not be adversely affected during or after construction: rates leaving the site "
           "drop for every event and the temporary sediment basin discharges to the same ditch.", tags=[statement("N.4.3")])
    r.para("The site is not landlocked; it drains by ditch to Wassermann Lake.", tags=[fact("landlocked", False)])
    r.para("Pond 1 is above the projected 100-year flood elevation of Wassermann Lake (949.7) and lies within a drainage and "
           "utility easement over Outlot C dedicated on the plat.", tags=[statement("N.4.6")])
    r.para("The design conforms to the City of Victoria Local Surface Water Management Plan (2018), Section 5.3 rate and "
           "quality standards; see the City's letter in Appendix E.", tags=[statement("N.4.7")])
    r.para("Outfalls FES-3 and FES-7 have Class III riprap aprons with geotextile and a plunge-pool energy dissipator to "
           "minimize erosion and scouring.", tags=[statement("N.4.8"), statement("N.5.4")])
    r.new_page()
    r.heading("4. Water Quality (Section 6 of this report)")
    r.para("P8 (v3.5) with 1959 Minneapolis-St. Paul rainfall, total tributary drainage area 42.9 acres (on-site and OS-1) "
           "used to size the permanent pool. Annual TP removal, revised design: 58%. Annual TSS removal: 86%.",
           tags=[fact("phosphorus_removal_pct", 58)])
    r.para("The Pond 1 outlet (OCS-1) has a submerged skimmer baffle that removes floatables for events up to and including "
           "the 1-year event before discharge.", tags=[statement("N.5.2")])
    r.table(["Pond", "NWL", "100-yr HWL", "Bench width", "Bench slope", "Freeboard"],
            [["Pond 1", "954.0", "957.6", "10 ft", "10:1", "2.4 ft"]], [80, 70, 90, 90, 90, 80],
            title="Table 6. Pond data", row_tags={0: [fact("ponds", [pond]), fact("hwl_100yr_elev_ft", 957.6)]})
    r.para("Lowest proposed building opening (Lot 9, Block 2 lookout) is 961.0, 3.4 ft above the 100-year HWL of Pond 1 (957.6).",
           tags=[fact("lowest_opening_elev_ft", 961.0), fact("hwl_100yr_elev_ft", 957.6)])
    r.heading("Appendices")
    r.para("Appendix A - HydroCAD reports, existing and proposed; Appendix B - P8 input and output; Appendix C - outlet "
           "and storm sewer hydraulic computations (Rational method, HGL); Appendix D - geotechnical borings; "
           "Appendix E - City of Victoria letter; Appendix F - NPDES coverage.")
    r.new_page()
    r.heading("Appendix A-C. Hydrologic, Water Quality and Hydraulic Computations (summary)")
    r.table(["Subcatchment", "Area (ac)", "CN", "Tc (min)", "Q100 (cfs)"],
            [["EX-1", "14.8", "74", "22.1", "28.6"], ["EX-2", "7.8", "72", "18.4", "14.9"], ["OS-1", "20.3", "78", "31.0", "33.2"],
             ["PR-1 to Pond 1", "17.1", "81", "14.2", "48.1"], ["PR-2 bypass", "5.5", "73", "16.0", "10.6"]],
            [150, 90, 60, 80, 90], tags=[exhibit("N.6.A.10")])
    r.heading("Appendix D. Geotechnical Soil Borings (Braun Intertec, Feb. 2025)")
    r.table(["Boring", "Surface elev", "Soil", "Water depth"],
            [["SB-1", "962.4", "Lean clay (CL)", "4.5 ft"], ["SB-3", "958.1", "Clayey sand (SC)", "3.0 ft"],
             ["SB-6", "965.0", "Lean clay (CL)", "none"]], [80, 100, 160, 100], tags=[exhibit("N.6.C")])
    r.new_page()
    r.heading("Appendix E. City of Victoria")
    r.para("May 28, 2025. To Prairie Bluff Engineering: The City of Victoria Engineering Department has reviewed the "
           "Wassermann Preserve grading and stormwater plans and finds them consistent with the City's Local Surface Water "
           "Management Plan. - Jay Sorensen, P.E., City Engineer", tags=[exhibit("N.6.A.11")])
    r.heading("Appendix F. NPDES Construction Stormwater Permit")
    r.para("Minnesota Pollution Control Agency - General Permit Authorization to Discharge Stormwater Associated with "
           "Construction Activity under the NPDES/SDS Program. Permit No. MNR100001, coverage C00071842, issued May 20, "
           "2025 to Lennox Land Partners, LLC for Wassermann Preserve, Victoria.", tags=[exhibit("N.6.A.13")])
    r.save()

    ps = PlanSet(firm, "Wassermann Preserve", eng, lic, "6/2/2025", "Victoria")
    ps.sheet("C1.0", "Existing Conditions and Property", body(
        S(6, "PARCEL"),
        P("Heavy line: plat boundary = lands owned by applicant (22.6 AC). Property lines of adjoining parcels shown thin.",
          tags=[exhibit("N.6.A.1"), fact("site_area_ac", area)]),
        P("No wetlands were identified on site (wetland determination, Kjolhaug Environmental, Sept. 2024). The site is "
          "outside shoreland and outside the 100-year floodplain.", tags=[exhibit("N.6.A.4")])))
    ps.sheet("C2.0", "Drainage Area Maps", body(
        S(4, "DA"),
        P("Existing subwatersheds EX-1, EX-2 and off-site subwatershed OS-1 (20.3 ac) and proposed subwatersheds PR-1 and "
          "PR-2 are delineated above.", tags=[exhibit("N.6.A.2")])))
    ps.sheet("C3.0", "Grading Plan", body(
        S(lots, "LOT"),
        P("Existing and proposed contours at 2-foot intervals. Elevations are NGVD 1929 datum.",
          tags=[exhibit("N.6.A.7"), fact("contour_interval_ft", 2.0), fact("vertical_datum", "NGVD29")]),
        T(["Water body", "Existing NWL", "Proposed NWL", "Existing 100-yr", "Proposed 100-yr"],
          [["Pond 1", "-", "954.0", "-", "957.6"], ["SW depression", "951.2", "-", "953.9", "-"]],
          [200, 160, 160, 160, 160], title="Normal and 100-year water elevations", tags=[exhibit("N.6.A.6")])))
    ps.sheet("C4.0", "Storm Sewer Plan", body(
        S(8, "STR"),
        P("Existing 24-inch culvert under Rolling Acres Road (inv. 950.3) and proposed storm sewer, Pond 1, OCS-1 and FES "
          "locations, alignment and invert elevations shown.", tags=[exhibit("N.6.A.3")])))
    ps.sheet("C5.0", "Pond and Outlet Details", body(
        T(["Pond", "NWL", "HWL (100-yr)", "Safety bench", "Bench slope (H:V)", "Freeboard (ft)"],
          [["Pond 1", "954.0", "957.6", "10 ft", "10:1", "2.4"]], [140, 120, 160, 160, 200, 160],
          row_tags={0: [fact("ponds", [pond]), fact("hwl_100yr_elev_ft", 957.6)]}),
        P("OCS-1 outlet control structure: 15-inch orifice at 954.0, 6-ft weir at 956.8, skimmer baffle. Specifications: "
          "MnDOT 2506 structures, Class III riprap per MnDOT 3601, iron-enhanced sand per MCWD specification.",
          tags=[exhibit("N.6.A.8")])))
    ps.sheet("C6.0", "Preliminary Plat - Easements", body(
        S(lots, "LOT"),
        P("Drainage and utility easements over Outlot C (Pond 1) and over all storm sewer, 20 ft wide, dedicated to the City "
          "of Victoria. No county or judicial ditch crosses the site.", tags=[exhibit("N.6.A.12")])))
    p.plans(ps, "3_Plans_22x34.pdf", reduced=False)
    p.plans(ps, "4_Plans_11x17.pdf", reduced=True)
    return p.finish("text", "N.2.B.3 low-density plat, resubmittal with response memo")


def chanhassen_meadows(out: Path) -> Truth:
    """A 24-lot plat at 3.38 units/acre on 7.10 acres (N.2.C.2), from a consultant who writes at length.

    Deficiencies the District would find: the 100-year proposed rate exceeds existing, the
    plans are on NAVD 88, no easement delineation and no statement that the pond sits in one.
    """
    p = Package(out, "x7-05-chanhassen-meadows", 705)
    area, lots, dens, exist, prop, dist = 7.10, 24, 3.38, 0.22, 2.64, 6.3
    pond = {"name": "Pond A", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.0}
    rates = {"1": {"existing": 3.1, "proposed": 2.7}, "10": {"existing": 8.2, "proposed": 7.9},
             "100": {"existing": 15.6, "proposed": 16.4}}
    r = p.doc("Lyman Meadows SWMP.pdf", font="Times-Roman", header="Lyman Meadows  |  Stormwater Management Plan  |  Bluestem Civil Group",
              footer="Bluestem Civil Group, 7801 Park Drive, Chanhassen, MN 55317  |  Project 2417")
    r.gap(150)
    r.heading("LYMAN MEADOWS", size=22, center=True)
    r.heading("STORMWATER MANAGEMENT PLAN AND RULE N PERMIT NARRATIVE", size=13, center=True)
    r.heading("City of Chanhassen, Carver County, Minnesota", size=12, center=True)
    r.gap(40)
    r.para("Prepared for: Lyman Meadows Development, LLC (private developer), 470 West 78th Street, Chanhassen. "
           "Prepared by: Bluestem Civil Group. Date: July 21, 2025.", size=11, tags=[fact("applicant_public_entity", False)])
    r.new_page()
    r.heading("Table of Contents", size=12)
    for row in ("1. Introduction and Background", "2. Existing Site Conditions", "3. Proposed Development",
                "4. Regulatory Framework and Applicability", "5. Best Management Practices", "6. Hydrologic Methodology",
                "7. Rate Control Results", "8. Additional Section 4 Criteria", "9. Water Quality (for information)",
                "10. Erosion and Sediment Control", "11. Exhibit Locator"):
        r.para(row, size=11, indent=12)
    r.new_page()
    r.heading("1. Introduction and Background", size=13)
    r.para("Bluestem Civil Group has been retained by Lyman Meadows Development, LLC to prepare this stormwater management "
           "plan in support of a Minnehaha Creek Watershed District permit application. The narrative is deliberately "
           "comprehensive, because the property has a long and somewhat complicated history and because the City of "
           "Chanhassen and the District have both asked, in pre-application meetings held on February 11 and March 4, "
           "2025, that the relationship between this plat and the surrounding land be explained in full. We have tried to "
           "answer every question raised at those meetings here, so that the reviewer does not have to assemble the "
           "picture from the plans alone.", size=11)
    r.para("The property lies on the south side of Lyman Boulevard, about 0.4 miles west of Audubon Road, in the "
           "Bluff Creek portion of the city that drains east toward Rice Marsh Lake. The larger parent tract, historically "
           "the Gorra nursery, comprised some 38.5 acres when the nursery closed in 2011. The northern 31.4 acres were "
           "platted by a different developer as Lyman Ridge in 2016 and are not under common or related ownership with "
           "the present applicant; the remaining land is the subject of this application.", size=11)
    r.heading("2. Existing Site Conditions", size=13)
    r.para(f"The site contains {area:.2f} acres ({sf(area)} square feet). Existing impervious surface is limited to the old "
           f"nursery office, a greenhouse foundation and a gravel yard, totaling {exist:.2f} acres. Topography falls about "
           "22 feet from the northwest corner (elevation 968) to a shallow depression in the southeast corner (elevation "
           "946). Slopes are generally 2-6%, with a short 12% bank near the east line.", size=11,
           tags=[fact("site_area_ac", area), fact("existing_impervious_ac", exist)])
    r.para("Soils mapped by the NRCS are Kingsley sandy loam and Glencoe clay loam. Because the Glencoe unit occupies the "
           "low ground where any infiltration facility would naturally go, and because the borings found mottled clay at "
           "3.5 feet there, infiltration is not proposed; the soils simply cannot accept it at a rate the Minnesota "
           "Stormwater Manual would credit.", size=11, tags=[fact("infiltration_proposed", False)])
    r.para("No wetlands were identified on the site during the delineation completed by Kjolhaug Environmental in "
           "October 2024, and the District concurred by letter on December 2, 2024. The site is not within shoreland "
           "and no FEMA floodplain is mapped on it.", size=11)
    r.heading("3. Proposed Development", size=13)
    r.para(f"The plat of Lyman Meadows creates {lots} single-family lots, one public street (Meadow Lane, 1,180 feet long, "
           f"31 feet back-to-back) and Outlot A for stormwater. Lot areas range from 7,800 to 11,400 square feet, which is "
           f"why the density is {dens} units per acre rather than the 1.5 to 2 units per acre typical of this part of "
           f"Chanhassen. Proposed impervious surface, with an assumed 3,200 square feet of roof and driveway per lot, is "
           f"{prop:.2f} acres.", size=11,
           tags=[fact("project_type", "single_family_subdivision"), fact("dwelling_units", lots),
                 fact("density_du_per_ac", dens), fact("proposed_impervious_ac", prop)])
    r.para(f"The whole site will be graded except a 0.8-acre strip of trees along the south line, so the disturbed area "
           f"is {dist} acres.", size=11, tags=[fact("disturbed_area_ac", dist)])
    r.heading("4. Regulatory Framework and Applicability", size=13)
    r.para(f"Rule N paragraph 2(C) governs residential subdivisions with single-family units at more than two units per "
           f"acre. At {area:.2f} acres the site is at least five but less than eight acres, so the Best Management "
           "Practices of section 3 and the Water Quantity Control provisions of section 4 apply. The water quality "
           "provisions of section 5 do not apply, although we report the pond's treatment below for information. The "
           "disturbed area exceeds five acres and the applicant is a private party, so we understand a performance "
           "bond will be required following Board approval.", size=11)
    r.heading("5. Best Management Practices", size=13)
    r.para("The BMP approach combines site design, structural and non-structural practices, all consistent with the MPCA "
           "manual Protecting Water Quality in Urban Areas as revised and incorporated into the Minnesota Stormwater "
           "Manual. Site design BMPs: a narrower street than the city's 33-foot standard, the preserved tree strip, and "
           "disconnection of rear roof drains to turf. Structural BMPs: Pond A (a wet detention pond in Outlot A), its "
           "outlet structure with a skimmer, a sump catch basin at each street low point, and riprap at the outfall. "
           "Non-structural BMPs: HOA street sweeping in spring and fall and a phosphorus-free fertilizer covenant.", size=11,
           tags=[statement("N.3.0")])
    r.para("The permanent BMPs, listed: Pond A; outlet control structure OCS-A with skimmer; sump catch basins CB-2, CB-5 "
           "and CB-9; riprap apron at FES-A1; preserved tree strip (0.8 ac); roof drain disconnection on Lots 1-12.",
           size=11, tags=[statement("N.3.2")])
    r.new_page()
    r.heading("6. Hydrologic Methodology", size=13)
    r.para("Runoff was modeled in HydroCAD 10.2 using NRCS TR-20 methods, Atlas 14 rainfall (1-year 2.48 in, 2-year 2.85 "
           "in, 10-year 4.26 in, 100-year 7.41 in) and the MSE-3 24-hour distribution. Durations from 1 to 24 hours were "
           "run, and the 24-hour event produced the highest peaks for every return period, so it is the critical "
           "duration. Pond A and its outlet were designed by reservoir routing of those critical-duration events, and "
           "Pond A occupies the natural depression in the southeast corner, which was the feasible low area for detention.",
           size=11, tags=[statement("N.4.2")])
    r.para("Runoff tributary to the project from off site - 2.6 acres of Lyman Boulevard right-of-way and back yards of "
           "Lyman Ridge - enters at the northwest corner; it is included in both the existing and proposed models and "
           "is routed through Pond A.", size=11, tags=[statement("N.4.4")])
    r.heading("7. Rate Control Results", size=13)
    r.para("Peak discharge leaving the site at the southeast property line is compared below. We note candidly that the "
           "100-year proposed rate is slightly above existing; the outlet is being refined and a revision will follow.",
           size=11)
    rows, rt = _rates_table([("1-year", 3.1, 2.7), ("2-year", 3.9, 3.4), ("10-year", 8.2, 7.9), ("100-year", 15.6, 16.4)],
                            {"1-year": "1", "10-year": "10", "100-year": "100"})
    rt = {i: [fact("peak_rates_cfs", rates)] for i in rt}
    r.table(["Event (24-hr)", "Existing (cfs)", "Proposed (cfs)", "Difference (cfs)"], rows, [120, 120, 120, 120],
            title="Table 7-1. Peak rates at the down-gradient boundary", row_tags=rt, tags=[exhibit("N.6.A.9")])
    r.table(["Condition", "Runoff volume 1-yr (ac-ft)", "10-yr (ac-ft)", "100-yr (ac-ft)"],
            [["Existing", "0.21", "0.78", "1.89"], ["Proposed", "0.44", "1.12", "2.37"]], [120, 160, 110, 110],
            title="Table 7-2. Runoff volumes")
    r.heading("8. Additional Section 4 Criteria", size=13)
    r.para("Off-site water levels: the receiving storm sewer in Audubon Road has capacity for the proposed flows, and the "
           "rates leaving the site in the 1- and 10-year events decrease, so water levels off the site will not be "
           "adversely affected during or after construction.", size=11, tags=[statement("N.4.3")])
    r.para("The receiving area is not landlocked; flows continue by storm sewer to Rice Marsh Lake.", size=11,
           tags=[fact("landlocked", False)])
    r.para("Conformance: the design follows the City of Chanhassen Surface Water Management Plan (2018 update), which "
           "requires rate control to existing conditions and skimmers on pond outlets. The City Engineer's review "
           "letter of June 30, 2025 is attached as Appendix C.", size=11, tags=[statement("N.4.7")])
    r.para("Outfall FES-A1 discharges onto a Class II riprap apron 12 feet long with a filter blanket, sized from "
           "the outlet velocity of 6.1 ft/s, to minimize erosion and scouring.", size=11, tags=[statement("N.4.8")])
    r.para("Building openings: the lowest opening in the plat (Lot 14 walkout) is 948.5, and the 100-year high water "
           "level of Pond A is 945.3.", size=11, tags=[fact("lowest_opening_elev_ft", 948.5), fact("hwl_100yr_elev_ft", 945.3)])
    r.heading("9. Water Quality (for information)", size=13)
    r.para("Although section 5 does not apply, P8 shows Pond A removing 61% of the annual total phosphorus load. Pond A has "
           "a 10-foot safety bench at 10:1 and 2.0 feet of freeboard above its 100-year level.", size=11,
           tags=[fact("phosphorus_removal_pct", 61), fact("ponds", [pond])])
    r.heading("10. Erosion and Sediment Control", size=13)
    r.para("Silt fence, a temporary sediment basin in the Pond A footprint, inlet protection and stabilization within 7 "
           "days are set out in the SWPPP (Appendix E, to follow). Coverage under the MPCA NPDES Construction Stormwater General Permit was "
           "obtained on July 8, 2025 (permit coverage no. C00072960); the coverage card is Appendix D.", size=11)
    r.new_page()
    r.heading("11. Exhibit Locator", size=13)
    r.table(["Rule N Section 6 item", "Location"],
            [["Property lines, lands of applicant", "Sheet C1"], ["Drainage maps", "Sheet C2"], ["Stormwater facilities", "Sheet C4"],
             ["Wetlands/shoreland/floodplain", "Sheet C1 (none)"], ["Normal and 100-yr elevations", "Sheet C3"],
             ["Contours", "Sheet C3"], ["Construction plans/specifications", "Sheet C5"], ["Rate analyses", "Section 7"],
             ["Computations", "Appendix A, B"], ["Municipal plan", "Appendix C"], ["NPDES", "Appendix D"]], [260, 200])
    r.heading("Appendix A-B. HydroCAD and Hydraulic Computations (summary)", size=12)
    r.table(["Node", "Area (sq. ft.)", "CN", "Peak in 100-yr (cfs)", "Peak elev"],
            [["1S existing", "309,276", "71", "15.6", "-"], ["2S proposed to Pond A", "262,350", "82", "21.9", "-"],
             ["3S off-site", "113,256", "80", "7.4", "-"], ["Pond A", "-", "-", "16.4 (out)", "945.3"]],
            [150, 110, 50, 130, 80], tags=[exhibit("N.6.A.10")])
    r.new_page()
    r.heading("Appendix C. City of Chanhassen", size=12)
    r.para("June 30, 2025. The City has reviewed the Lyman Meadows stormwater plan for conformance with the City's Surface "
           "Water Management Plan. The plan conforms, subject to the watershed district's rate control requirement. "
           "- Erik Henricksen, P.E., Project Engineer, City of Chanhassen", size=11, tags=[exhibit("N.6.A.11")])
    r.heading("Appendix D. MPCA Construction Stormwater Permit Coverage", size=12)
    r.para("Minnesota Pollution Control Agency. NPDES/SDS Construction Stormwater General Permit MNR100001. Coverage "
           "C00072960 effective July 8, 2025. Permittee: Lyman Meadows Development, LLC. Project: Lyman Meadows, Chanhassen.",
           size=11, tags=[exhibit("N.6.A.13")])
    r.save()

    ps = PlanSet("BLUESTEM CIVIL GROUP", "Lyman Meadows", "Thomas J. Ekberg", "51209", "07/21/2025", "Chanhassen")
    ps.sheet("C1", "Existing Conditions", body(
        S(3, "TRACT"),
        P(f"Boundary of Lyman Meadows Development, LLC property ({area:.2f} ac) shown heavy; adjoining property lines thin.",
          tags=[exhibit("N.6.A.1")]),
        P("No wetlands were identified on site. No shoreland or floodplain.", tags=[exhibit("N.6.A.4")])))
    ps.sheet("C2", "Drainage Area Map", body(
        S(3, "SUBAREA"),
        P("Existing and proposed on-site drainage areas and off-site area 3S (2.6 ac) delineated.", tags=[exhibit("N.6.A.2")])))
    ps.sheet("C3", "Grading Plan", body(
        S(lots),
        P("Contour interval 2 feet. Vertical datum: NAVD 88.", tags=[fact("contour_interval_ft", 2.0), fact("vertical_datum", "NAVD88")]),
        T(["", "Normal water level", "100-year HWL"], [["Existing SE depression", "943.9", "944.6"], ["Proposed Pond A", "941.0", "945.3"]],
          [300, 200, 200], tags=[exhibit("N.6.A.6")], row_tags={1: [fact("hwl_100yr_elev_ft", 945.3)]})))
    ps.sheet("C4", "Storm Sewer and Pond Plan", body(
        S(6, "CB"),
        P("Proposed storm sewer, Pond A, OCS-A and FES-A1 shown with alignment and inverts; existing 18-inch RCP in Lyman "
          "Boulevard (inv. 952.10) shown.", tags=[exhibit("N.6.A.3")])))
    ps.sheet("C5", "Details and Specifications", body(
        P("OCS-A: 48-inch manhole, 8-inch orifice at 941.0, 24-inch overflow at 944.0, skimmer. Pond A: 10-ft safety bench "
          "at 10:1, freeboard 2.0 ft. Riprap Class II per MnDOT 3601. Pipe: RCP Class V per MnDOT 2503.",
          tags=[exhibit("N.6.A.8"), fact("ponds", [pond])])))
    p.plans(ps, "Lyman Meadows Plans FULL.pdf", reduced=False)
    p.plans(ps, "Lyman Meadows Plans 11x17.pdf", reduced=True)
    return p.finish("text", "N.2.C.2 medium density, 100-yr rate up, NAVD 88, no easements")
