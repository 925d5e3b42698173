"""Packages 1-6: a teardown, a lot split, a small plat, townhomes, apartments, a mixed-use building.

Each function is one author. Facts are tagged only on the lines that state them.
"""

from __future__ import annotations

from corpus.external22 import appendix as ap
from corpus.external22.doc import Package
from corpus.external22.plans import REDUCED, Sheet, plan_set


def F(name, value):
    return ("fact", name, value)


def X(ident):
    return ("exhibit", ident, True)


def S(ident):
    return ("statement", ident, True)


def p01_excelsior_teardown(pkg: Package) -> None:
    """A homeowner's engineer writes one letter: the rule's N.2.A exemption, in passing."""
    d = pkg.doc("Ruud_Residence_Letter.pdf", font="Times-Roman", size=11, margin=72)
    d.text("LAKESIDE CIVIL & SURVEY, LLC", font="Times-Bold", size=13, gap=1)
    d.text("318 Second Street, Excelsior, MN 55331  |  952-555-0148", size=9, gap=14)
    d.text("March 9, 2026")
    d.text("Minnehaha Creek Watershed District\nPermitting Department\n15320 Minnetonka Blvd.\nMinnetonka, MN 55345", gap=10)
    d.text("RE: Ruud Residence - 540 Lake Street, Excelsior (PID 34-117-23-41-0019)", font="Times-Bold")
    d.text("Dear Permit Reviewer:")
    d.text("On behalf of our clients, Erik and Hanna Ruud, the owners of the property, we submit the enclosed "
           "information for the removal of the existing 1948 rambler and the construction of a new "
           "single-family home with an attached three-stall garage on the same lot.",
           [F("project_type", "single_family_home")])
    d.text("The lot is 0.42 acres (18,295 square feet) and lies about 300 feet from St. Alban's Bay of Lake "
           "Minnetonka; the lot is outside the mapped 100-year floodplain of the lake. "
           "The new house has a finished floor area of 3,850 square feet over two levels (footprint 2,410 sf).",
           [F("site_area_ac", 0.42)])
    d.text("Existing impervious surface on the lot (house, detached garage, driveway and walks) totals 0.09 "
           "acres; after construction it will be 0.13 acres. The area to be graded, including the foundation "
           "excavation and the driveway, is 0.31 acres. No accessory dwelling unit is proposed.",
           [F("existing_impervious_ac", 0.09), F("proposed_impervious_ac", 0.13), F("disturbed_area_ac", 0.31)])
    d.text("Roof runoff from the rear of the house will be directed to a 240 square foot rain garden in the "
           "back yard; silt fence and a rock construction entrance will be maintained until the lawn is "
           "established. Because the work is construction of a single-family home and its appurtenances, we "
           "understand that a stormwater management permit under Rule N is not required, and we ask that the "
           "District confirm this so the City of Excelsior can issue the building permit. An erosion control "
           "permit application is being filed separately.")
    d.text("Sincerely,", gap=2)
    d.signature(["Paul Brandvold, P.E.", "Lakeside Civil & Survey, LLC", "cc: Erik and Hanna Ruud; City of Excelsior Building Official"])
    d.save()


def p02_deephaven_lot_split(pkg: Package) -> None:
    """A homeowner's lot split: the application form carries the facts, a survey memo the rest."""
    d = pkg.doc("Application_Form.pdf", font="Helvetica", size=9.5, margin=50)
    d.text("MINNEHAHA CREEK WATERSHED DISTRICT - PERMIT APPLICATION", font="Helvetica-Bold", size=12, gap=10)
    d.table([["Item", "Response"],
             ["Applicant name", "Margaret L. Thorsen (owner)"],
             ["Mailing address", "19750 Cottagewood Road, Deephaven, MN 55331"],
             ["Property PID", "18-117-23-22-0007"],
             ["City", "Deephaven"],
             ["Type of project", "Minor subdivision (lot split) - single-family residential"],
             ["Parcel area", "1.62 acres"],
             ["Number of lots / dwelling units", "2 lots, 2 single-family homes (1 existing, 1 new)"],
             ["Existing impervious", "0.19 acres"],
             ["Proposed impervious", "0.31 acres"],
             ["Area of land disturbance", "0.38 acres"]],
            [190, 300],
            row_tags={6: [F("project_type", "single_family_subdivision")], 7: [F("site_area_ac", 1.62)],
                      8: [F("dwelling_units", 2)], 9: [F("existing_impervious_ac", 0.19)],
                      10: [F("proposed_impervious_ac", 0.31)], 11: [F("disturbed_area_ac", 0.38)]})
    d.text("Signature of applicant: Margaret L. Thorsen        Date: 4/14/2026")
    d.save()
    m = pkg.doc("Survey_Memo.pdf", font="Courier", size=10, margin=66)
    m.text("MEMORANDUM", font="Courier-Bold", size=12)
    m.text("TO: MCWD Permit Staff     FROM: Gilbertson Land Surveying     DATE: April 14, 2026")
    m.text("SUBJECT: Thorsen lot split, 19750 Cottagewood Road, Deephaven")
    m.text("The owner proposes to divide the 1.62-acre parcel into two lots, one with the existing house to "
           "remain (Parcel A, 0.91 acres, 142 feet of frontage) and one new buildable lot (Parcel B, 0.71 acres, "
           "118 feet of frontage). That is a density of 1.23 units per acre. Deephaven zoning (R-1) allows lots "
           "down to 0.5 acres, so the ordinance would permit three lots; the owner proposes two.",
           [F("density_du_per_ac", 1.23)])
    m.text("The new home on Parcel B will have about 2,900 square feet of finished floor area and a two-stall "
           "garage. A shared driveway off Cottagewood Road serves both lots. Both lots drain to "
           "Cottagewood Road, not to Carsons Bay directly.")
    m.text("We believe the lot split falls under the District's exemption for single-family subdivisions of "
           "less than two acres at two units per acre or less. Please contact us if more is needed.")
    m.signature(["Dale Gilbertson, L.S.", "Gilbertson Land Surveying, Inc."])
    m.save()


def p03_minnetrista_plat(pkg: Package) -> None:
    """A builder's small plat: a cover letter, a civil engineer's stormwater report, full-size plans only."""
    L = pkg.doc("01_Cover_Letter.pdf", font="Helvetica", size=10.5, margin=72)
    L.text("Kingsley Ridge Homes, Inc.", font="Helvetica-Bold", size=14, gap=2)
    L.text("5200 Shoreline Drive, Mound, MN 55364", size=9, gap=16)
    L.text("May 4, 2026")
    L.text("Minnehaha Creek Watershed District, 15320 Minnetonka Boulevard, Minnetonka, MN 55345")
    L.text("Re: Permit application - Whitetail Preserve, City of Minnetrista", font="Helvetica-Bold")
    L.text("Kingsley Ridge Homes, Inc. is the applicant and the contract purchaser of the 6.2-acre Lundgren "
           "property on County Road 110. We propose fourteen new homes on 6.2 gross acres, which works out to "
           "about 5.1 acres of lots once the new street right-of-way (0.9 acres) and Outlot A (0.2 acres, a "
           "stormwater outlot to be dedicated to the City) are taken out.",
           [F("dwelling_units", 14), F("site_area_ac", 6.2), F("project_type", "single_family_subdivision")])
    L.text("The Lundgren farmstead was originally 38 acres; the remaining 31.8 acres to the south are not owned "
           "or controlled by Kingsley Ridge and are not part of this plat. The City's comprehensive plan guides "
           "the site Low Density Residential (up to 3 units per acre).")
    L.text("Enclosed: the application form, the stormwater management report by Carlson Schmitt Engineering, and "
           "one full-size set of the civil plans. The MPCA construction stormwater permit will be obtained "
           "before grading.")
    L.signature(["Brian Kingsley, President", "Kingsley Ridge Homes, Inc."])
    L.save()
    f = pkg.doc("02_MCWD_Application.pdf", font="Helvetica", size=9.5, margin=54)
    f.text("MCWD PERMIT APPLICATION - GENERAL INFORMATION", font="Helvetica-Bold", size=12)
    f.table([["Field", "Entry"],
             ["Project name", "Whitetail Preserve"],
             ["Applicant", "Kingsley Ridge Homes, Inc."],
             ["Is the applicant a public entity (city, county, state)?", "No"],
             ["Total project area (acres)", "6.2"],
             ["Area to be disturbed (acres)", "5.6"],
             ["Existing impervious (acres)", "0.35"],
             ["Proposed impervious (acres)", "1.94"],
             ["Lots / units", "14 single-family"]],
            [300, 200],
            row_tags={3: [F("applicant_public_entity", False)], 4: [F("site_area_ac", 6.2)],
                      5: [F("disturbed_area_ac", 5.6)], 6: [F("existing_impervious_ac", 0.35)],
                      7: [F("proposed_impervious_ac", 1.94)], 8: [F("dwelling_units", 14)]})
    f.save()
    r = pkg.doc("03_Stormwater_Report.pdf", font="Times-Roman", size=11, margin=72,
                header="Whitetail Preserve - Stormwater Management Report", footer="Carlson Schmitt Engineering")
    r.heading("1. Introduction")
    r.text("This report supports the MCWD permit for Whitetail Preserve, a 14-lot single-family plat in "
           "Minnetrista. The site drains west to an existing wetland basin and then to Halsted Bay.")
    r.heading("2. Best Management Practices")
    r.text("Site design limits new impervious surface with a 26-foot street section and short driveways; the "
           "plan preserves the wooded west slope and controls peak flow, and the erosion control plan follows "
           "the MPCA manual Protecting Water Quality in Urban Areas.", [S("N.3.0")])
    r.text("Permanent BMPs: (1) wet detention pond NURP-1 in Outlot A; (2) rear-yard vegetated swales on Lots "
           "5-9; (3) riprap energy dissipater at the pond outlet; (4) native buffer seeding around the wetland.",
           [S("N.3.2")])
    r.text("Infiltration is not proposed due to clay loam soils (hydrologic soil group C/D).",
           [F("infiltration_proposed", False)])
    r.heading("3. Rate Control")
    r.text("The HydroCAD model uses Atlas 14 24-hour rainfall with reservoir routing through the pond; the "
           "natural depression in the northwest corner is used as the pond location.", [S("N.4.2")])
    r.text("Table 3-1. Peak discharge at the west property line (cfs)")
    r.table([["Event", "Existing", "Proposed"], ["2-year", "3.1", "2.2"], ["1-year", "2.4", "1.7"],
             ["10-year", "7.9", "6.6"], ["50-year", "14.2", "14.1"], ["100-year", "17.3", "18.0"]],
            [120, 100, 100],
            tags=[F("peak_rates_cfs", {"1": {"existing": 2.4, "proposed": 1.7},
                                       "10": {"existing": 7.9, "proposed": 6.6},
                                       "100": {"existing": 17.3, "proposed": 18.0}}), X("N.6.A.9")])
    r.text("The 100-year proposed rate exceeds existing by 0.7 cfs; the builder intends to revise the outlet "
           "after preliminary review.")
    r.text("Runoff from 11.4 acres of off-site farmland east of the site is routed through the pond and "
           "included in the model.", [S("N.4.4")])
    r.text("The pond outlet discharges through a riprap apron sized for the 10-year outlet velocity to prevent "
           "erosion and scour.", [S("N.4.8")])
    r.text("The site is not landlocked; the wetland outlets to Halsted Bay.", [F("landlocked", False)])
    r.heading("4. Pond NURP-1")
    r.text("Normal water level 951.0; 100-year HWL 954.6 (NGVD 1929). Lowest opening of adjacent homes is "
           "957.0 (Lot 6). A 10-foot safety bench at 10:1 surrounds the permanent pool.",
           [F("hwl_100yr_elev_ft", 954.6), F("lowest_opening_elev_ft", 957.0),
            F("ponds", [{"name": "NURP-1", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0}])])
    r.heading("Appendix A - HydroCAD Output")
    r.text("Subcatchment 1S: 2.9 ac, CN 79, Tc 14.2 min. Subcatchment 2S: 3.3 ac, CN 77, Tc 18.0 min. "
           "Off-site 3S: 11.4 ac, CN 74. Pond 1P routing: 1-, 10-, 100-year 24-hour events, storage-indication "
           "method.", [X("N.6.A.10")])
    r.save()
    base = "Whitetail Preserve - Minnetrista, MN"
    sheets = [
        Sheet("C0.1", "Cover Sheet and Sheet Index", ["Full-size 22x34 set.", "Sheet index: C1.1 Existing Conditions, "
              "C3.1 Grading and Drainage, C4.1 Storm Sewer, C8.1 Details."]),
        Sheet("C1.1", "Existing Conditions", [
            ("Property boundary and lands owned by applicant shown heavy dashed.", [X("N.6.A.1")]),
            ("Wetland delineated by Kjolhaug Environmental, June 2025 (Type 2, 0.4 ac). No floodplain on site.", [X("N.6.A.4")]),
            ("Existing contours at 2-foot interval, NGVD 1929 datum.",
             [F("contour_interval_ft", 2), F("vertical_datum", "NGVD29")])]),
        Sheet("C3.1", "Grading and Drainage Plan", [
            ("Proposed contours at 2-foot interval. Pond NURP-1: NWL 951.0, HWL 954.6. Wetland NWL 949.8.", [X("N.6.A.6")]),
            ("Drainage and utility easement over Outlot A and the pond to the 100-year HWL.", [X("N.6.A.12")])]),
        Sheet("C4.1", "Storm Sewer Plan and Profiles", [
            ("Existing 15-inch culvert under CR 110 and proposed storm sewer: location, alignment, inverts.", [X("N.6.A.3")])]),
        Sheet("C8.1", "Stormwater Details and Specifications", [
            ("Pond outlet control structure OCS-1, skimmer, riprap apron; specifications per City standard plates.", [X("N.6.A.8")])]),
    ]
    plan_set(pkg, "04_Civil_Plans_FULL.pdf", sheets, firm="Carlson Schmitt Engineering", engineer="Rachel M. Schmitt",
             license_no="48213", project=base)


def p04_chanhassen_townhomes(pkg: Package) -> None:
    """A developer's narrative in numbered paragraphs, Section 3 only, and a BMP schedule."""
    d = pkg.doc("Lyman_Commons_Narrative.pdf", font="Helvetica", size=10, margin=60,
                footer="Lyman Commons | MCWD submittal")
    d.text("LYMAN COMMONS TOWNHOMES", font="Helvetica-Bold", size=15, gap=2)
    d.text("Project narrative for the Minnehaha Creek Watershed District", size=11, gap=12)
    d.text("Applicant: Bluff Creek Partners LLC, by its manager Anita Okafor, 7900 Market Blvd., Chanhassen")
    d.text("1. Proposal. Bluff Creek Partners LLC proposes 24 townhome units in six 4-unit buildings on 4.1 "
           "acres at the southwest corner of Lyman Boulevard and Audubon Road.",
           [F("project_type", "multi_unit_residential"), F("dwelling_units", 24), F("site_area_ac", 4.1)])
    d.text("2. Density. The City's PUD allows up to 8 units per acre here; the project is below that at "
           "5.9 units per acre. Units are 1,650-1,900 sf with two-car garages.",
           [F("density_du_per_ac", 5.9)])
    d.text("3. Impervious surface. Existing: 0.12 acres (farm drive and machine shed). Proposed: 1.71 acres "
           "(buildings, private drive, guest parking). Land disturbance is 3.9 acres.",
           [F("existing_impervious_ac", 0.12), F("proposed_impervious_ac", 1.71), F("disturbed_area_ac", 3.9)])
    d.text("4. Stormwater. Under the District's rule, medium density residential between 2 and 5 acres must "
           "incorporate best management practices. The design minimizes new impervious area with a shared private "
           "drive, disconnects roof drains to turf and a bioretention basin, and follows the MPCA guidance "
           "Protecting Water Quality in Urban Areas.", [S("N.3.0")])
    d.text("5. Buildings. The bioretention basin's 100-year high water level is 945.0. The lowest opening of "
           "the adjacent Building 4 is a walkout at 946.5.",
           [F("hwl_100yr_elev_ft", 945.0), F("lowest_opening_elev_ft", 946.5)])
    d.text("6. Soils. Infiltration is not proposed; the basin has an underdrain because the soils are clayey "
           "till.", [F("infiltration_proposed", False)])
    d.text("Schedule of Permanent BMPs", font="Helvetica-Bold", size=11)
    d.table([["No.", "BMP", "Location", "Maintained by"],
             ["1", "Bioretention basin (3,200 sf)", "Southeast common area", "Townhome association"],
             ["2", "Disconnected roof leaders", "All six buildings", "Townhome association"],
             ["3", "Pre-treatment sump manhole", "Upstream of basin", "Townhome association"],
             ["4", "Native seeding, 0.6 ac", "West slope", "Townhome association"]],
            [40, 180, 150, 140], tags=[S("N.3.2")])
    d.signature(["Anita Okafor, Manager", "Bluff Creek Partners LLC"])
    d.save()


def p05_hopkins_apartments(pkg: Package) -> None:
    """A design-build apartment team: an application letter, a report with a NAVD 88 survey, plans full and reduced."""
    L = pkg.doc("A_Application_Letter.pdf", font="Helvetica", size=10, margin=72)
    L.text("NORTHLINE RESIDENTIAL DEVELOPMENT, LLC", font="Helvetica-Bold", size=13)
    L.text("June 1, 2026")
    L.text("To the Minnehaha Creek Watershed District:")
    L.text("Northline Residential Development, LLC applies for a stormwater permit for The Artisan, a "
           "five-story building of 120 apartments with structured parking at 1011 Mainstreet in Hopkins. "
           "The site is 2.9 acres and is currently a vacant retail strip and its parking lot.",
           [F("project_type", "multi_unit_residential"), F("dwelling_units", 120), F("site_area_ac", 2.9)])
    L.text("The building has 138,000 gross square feet, 176 parking stalls and a 0.3-acre courtyard. The "
           "Hopkins zoning district (MU-H) would allow up to 60 units per acre.")
    L.signature(["Jon Vasquez, Development Manager", "Northline Residential Development, LLC"])
    L.save()
    r = pkg.doc("B_Stormwater_Memo.pdf", font="Helvetica", size=10, margin=60,
                header="The Artisan | Stormwater memorandum | Westwood-Hale Engineers")
    r.heading("Site summary")
    r.table([["Item", "Value"], ["Existing impervious", "2.31 ac"], ["Proposed impervious", "2.51 ac"],
             ["Disturbed area", "2.90 ac"], ["Net new impervious", "0.20 ac"]],
            [200, 120], row_tags={1: [F("existing_impervious_ac", 2.31)], 2: [F("proposed_impervious_ac", 2.51)],
                                  3: [F("disturbed_area_ac", 2.9)], 4: [F("net_impervious_increase_ac", 0.2)]})
    r.text("Because the impervious area increases by less than half, we understand that the rate control "
           "requirements apply to the additional impervious surface and the altered area only.")
    r.heading("BMPs")
    r.text("Permanent BMPs: underground filtration chamber (StormTech SC-740, 62 chambers) with isolator row; "
           "green roof on the amenity deck (4,800 sf); sump catch basins with SNOUT hoods.", [S("N.3.2")])
    r.text("These practices limit pollutants and control the peak flow in keeping with the MPCA manual "
           "Protecting Water Quality in Urban Areas.", [S("N.3.0")])
    r.text("Infiltration is not proposed: the site is a former dry cleaner with soil contamination.",
           [F("infiltration_proposed", False)])
    r.heading("Rate control")
    r.text("Peak rates leaving the site to the Mainstreet storm sewer (HydroCAD, MSE 3 24-hour):")
    r.table([["Storm", "Existing cfs", "Proposed cfs"], ["1-yr", "8.2", "5.9"], ["2-yr", "9.6", "6.8"],
             ["10-yr", "15.4", "12.0"], ["100-yr", "27.8", "24.9"]], [100, 110, 110],
            tags=[F("peak_rates_cfs", {"1": {"existing": 8.2, "proposed": 5.9}, "10": {"existing": 15.4, "proposed": 12.0},
                                       "100": {"existing": 27.8, "proposed": 24.9}}), X("N.6.A.9")])
    r.text("The chamber system was sized by reservoir routing of the critical-duration events; there is no "
           "natural low area on this fully developed site.", [S("N.4.2")])
    r.text("The discharge does not raise water levels off site: the receiving Mainstreet trunk has capacity "
           "for the 10-year flow, and the 100-year overflow follows the existing route to 11th Avenue.",
           [S("N.4.3")])
    r.text("The project follows the City of Hopkins Local Surface Water Management Plan (2018) requirements "
           "for rate control and filtration.", [S("N.4.7")])
    r.text("The 100-year HWL in the chamber system is 893.4 (NAVD 88). The lowest floor opening of the "
           "building is 899.0.", [F("hwl_100yr_elev_ft", 893.4), F("lowest_opening_elev_ft", 899.0)])
    r.text("The site is not landlocked.", [F("landlocked", False)])
    r.heading("Attachments")
    r.text("Attachment 1: HydroCAD report. Attachment 2: City of Hopkins Engineering review letter.")
    ap.model_output(r, "Attachment 1 - HydroCAD report", "HydroCAD 10.2",
                    [["Node", "Area (ac)", "CN", "1-yr", "2-yr", "10-yr", "100-yr"],
                     ["Roof", "1.1", "98", "3.1", "3.6", "5.9", "10.3"], ["Site", "1.8", "90", "4.6", "5.4", "8.8", "16.1"],
                     ["Chambers out", "-", "-", "5.9", "6.8", "12.0", "24.9"]], [X("N.6.A.10")])
    ap.city_letter(r, "Attachment 2 - City of Hopkins review", "Hopkins", "Nate Stanley, P.E., City Engineer",
                   "May 20, 2026", "The City has reviewed the plans for The Artisan and they are consistent with "
                   "the City of Hopkins Local Surface Water Management Plan.", [X("N.6.A.11")])
    r.save()
    base = "The Artisan - 1011 Mainstreet, Hopkins"
    sheets = [
        Sheet("C0.0", "Title Sheet", ["Civil plan set; see index."]),
        Sheet("C1.0", "Existing Conditions Survey", [
            ("Boundary and the applicant's parcel shown; Lot 1, Block 1, Mainstreet Addition.", [X("N.6.A.1")]),
            ("Elevations on NAVD 88 datum. Contours at 1-foot interval.",
             [F("vertical_datum", "NAVD88"), F("contour_interval_ft", 1)]),
            ("No wetlands, shoreland or floodplain exist on the site.", [X("N.6.A.4")]),
        ]),
        Sheet("C2.0", "Drainage Area Map", [
            ("Existing and proposed on-site drainage areas; off-site area from the alley (0.2 ac) included.", [X("N.6.A.2")])]),
        Sheet("C3.0", "Grading, Drainage and Storm Sewer", [
            ("Existing and proposed storm sewer with inverts and rim elevations.", [X("N.6.A.3")])]),
        Sheet("C5.0", "Stormwater Details", [
            ("Chamber section, outlet control structure with weir plate, isolator row specification.", [X("N.6.A.8")])]),
    ]
    plan_set(pkg, "C_Civil_FullSize.pdf", sheets, firm="Westwood-Hale Engineers", engineer="Daniel K. Hale",
             license_no="44017", project=base)
    plan_set(pkg, "D_Civil_11x17.pdf", sheets, firm="Westwood-Hale Engineers", engineer="Daniel K. Hale",
             license_no="44017", project=base, size="reduced")


def p06_stlouispark_mixed_use(pkg: Package) -> None:
    """A small architect-led mixed-use building: a typed form and a one-page summary (scanned)."""
    d = pkg.doc("Walker_Lake_MixedUse_Submittal.pdf", font="Courier", size=10, margin=60)
    d.text("PERMIT APPLICATION SUMMARY - WALKER & LAKE FLATS", font="Courier-Bold", size=12, gap=10)
    d.text("Applicant ........ Lake Street Partners II LLC, c/o Studio Ostrom Architects")
    d.text("Location ......... 3801 Walker Street, St. Louis Park, MN")
    d.text("Program .......... 38 apartments and 6,000 sf of retail, five stories (mixed use)",
           [F("project_type", "mixed_use"), F("dwelling_units", 38)])
    d.text("Site area ........ 0.46 acres (20,038 sf)", [F("site_area_ac", 0.46)])
    d.text("Impervious ....... existing 0.41 ac / proposed 0.40 ac",
           [F("existing_impervious_ac", 0.41), F("proposed_impervious_ac", 0.40)])
    d.text("Disturbance ...... 0.46 ac", [F("disturbed_area_ac", 0.46)])
    d.text("Parking .......... 41 stalls underground, 4 surface")
    d.text("Zoning ........... MX (no density cap; FAR 3.0 allowed, 2.6 proposed)")
    d.text("", gap=6)
    d.text("STORMWATER", font="Courier-Bold")
    d.text("The site is already almost entirely paved. Best management practices: we reduce impervious "
           "surface slightly, add a planted stormwater planter to take roof runoff, and protect inlets during "
           "construction per the MPCA Protecting Water Quality in Urban Areas manual.", [S("N.3.0")])
    d.text("Permanent BMPs list: (a) 1,100 sf stormwater planter at the Walker St frontage; (b) 2 sump "
           "manholes with baffles; (c) pervious pavers at the bike court (600 sf).", [S("N.3.2")])
    d.text("Infiltration is not proposed (existing fill and high groundwater).", [F("infiltration_proposed", False)])
    d.text("Lowest opening (retail entry) 901.2. The 100-yr HWL of the nearby Minnehaha Creek floodplain is "
           "897.6 per the District's model.", [F("lowest_opening_elev_ft", 901.2), F("hwl_100yr_elev_ft", 897.6)])
    d.signature(["Karin Ostrom, AIA", "for Lake Street Partners II LLC"])
    d.save()
