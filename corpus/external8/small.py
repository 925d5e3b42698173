"""The small submittals: a home, a small shop, a medium-density plat, a street, two trails.

Each is written as its author would: a homeowner's engineer's two-page letter, a city
engineering memo, a park district memo, a consultant's letter report with two sheets.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external8.draw import ANSI_D, ARCH_D, IN, Letter, Package, Sheets, Sheet, F, S, X
from corpus.external8.scan import scan_pdf
from corpus.truth import Truth


def home_deephaven(root: Path, seed: int) -> Truth:
    """A tear-down and rebuild on Lake Minnetonka: a homeowner's engineer, scanned at the city."""
    pkg = Package(root, "e8-01-deephaven-home", "scanned", seed, "N.2.A single-family home, scanned letter")

    def head(d: Letter) -> None:
        d.at(72, 740, "NORDLUND CIVIL & SURVEY, LLC", font="Times-Bold", size=13)
        d.at(72, 727, "2210 Wayzata Boulevard, Suite 4  |  Long Lake, MN 55356  |  952-555-0148", size=8.5)
        d.c.line(72, 720, 540, 720)
        d.y = 700

    d = Letter(pkg, "Nordlund-letter-and-site-plan.pdf", font="Times-Roman", size=11, header=head)
    d.p("September 18, 2025")
    d.p("Permitting Program\nMinnehaha Creek Watershed District\n15320 Minnetonka Boulevard\nMinnetonka, MN 55345")
    d.p("RE:  Kessler residence, 18455 Lakeview Lane, City of Deephaven  (PID 20-117-22-41-0009)", font="Times-Bold")
    d.p("Dear Permitting Staff:")
    d.p("On behalf of Tom and Anne Kessler we enclose the site plan for the removal of the existing house and "
        "the construction of a new single-family home on their lot on St. Louis Bay. The work is the "
        "reconstruction of one single-family home and its driveway, patio and retaining walls; nothing else is "
        "proposed.", [F("project_type", "single_family_home")])
    d.p("The property is 0.86 acres (37,460 square feet) above the ordinary high water level. The new house "
        "has a footprint of 3,120 square feet and about 5,480 square feet of finished floor area.",
        [F("site_area_ac", 0.86)])
    d.p("Hard cover on the lot today is 4,790 square feet (0.11 acres); after construction it will be 6,970 "
        "square feet (0.16 acres), or 18.6 percent of the lot area, under the 30 percent the Deephaven code allows.",
        [F("existing_impervious_ac", 0.11), F("proposed_impervious_ac", 0.16)])
    d.p("Grading will disturb approximately 0.41 acres. Silt fence and a rock construction entrance will be in "
        "place before demolition, and the lakeside slope will be stabilized with erosion control blanket "
        "within 7 days of final grade.", [F("disturbed_area_ac", 0.41)])
    d.p("Lake Minnetonka's ordinary high water level is 929.4 and the District's 100-year flood elevation for the "
        "lake is 931.5. The lowest opening of the new home, the walkout patio door, is at elevation "
        "934.6, so it sits 3.1 feet above the 100-year flood elevation.",
        [F("hwl_100yr_elev_ft", 931.5), F("lowest_opening_elev_ft", 934.6)])
    d.p("Because the project is the reconstruction of a single-family home, we understand that a stormwater "
        "management permit is not required under paragraph (A) of Rule N; we are sending the plan so the "
        "District can confirm that and review the shoreline and erosion control items under its other rules.")
    d.p("Please call me with any questions.")
    d.p("Sincerely,\n\nGreta Nordlund, P.E.\nNordlund Civil & Survey, LLC")
    d.newpage()
    # the letter-size site plan (a surveyor's drawing reduced onto the second page)
    c = d.c
    d.at(72, 690, "SITE PLAN / CERTIFICATE OF SURVEY - KESSLER RESIDENCE", font="Times-Bold", size=11)
    c.setDash([8, 3, 2, 3])
    c.setLineWidth(1.6)
    c.line(110, 200, 500, 230)
    c.line(500, 230, 470, 620)
    c.line(470, 620, 130, 600)
    c.line(130, 600, 110, 200)
    c.setDash()
    d.at(140, 585, "PROPERTY LINE (TYP.)", size=8, tags=[X("N.6.A.1")])
    d.at(300, 612, "S87°14'20\"W  341.72", size=7)
    d.at(470, 420, "N04°30'12\"E  390.10", size=7)
    c.setLineWidth(1.2)
    c.rect(240, 330, 150, 110)
    d.at(255, 395, "PROPOSED HOUSE", size=8)
    d.at(255, 383, "LOWEST OPENING 934.6", size=8)
    d.at(255, 371, "GARAGE FLOOR 941.2", size=8)
    c.setLineWidth(0.5)
    for k, yy in enumerate((250, 275, 300)):
        c.bezier(112, yy, 220, yy + 20, 360, yy - 15, 498, yy + 12)
    d.at(90, 215, "OHW 929.4", size=7)
    d.at(330, 262, "100-YR FLOOD ELEV. 931.5", size=7)
    d.at(72, 160, "SILT FENCE ALONG THE LAKESIDE LIMIT OF GRADING.  DISTURBED AREA 0.41 AC.", size=8)
    d.at(72, 148, "EXISTING HOUSE (2,460 SF) AND DETACHED GARAGE TO BE REMOVED.", size=8)
    d.at(72, 136, "ST. LOUIS BAY - LAKE MINNETONKA", size=8)
    d.close()
    scan_pdf(pkg.dir / d.name, seed)
    return pkg.truth()


def victoria_plat(root: Path, seed: int) -> Truth:
    """Fifteen lots in Victoria: a small firm's letter and three 22x34 sheets."""
    pkg = Package(root, "e8-03-victoria-medium-plat", "text", seed,
                  "N.2.C.1 medium-density subdivision 4.6 ac, infiltration, Section 3 only")

    def head(d: Letter) -> None:
        d.at(540, 750, "CARVER COUNTY CIVIL, INC.", font="Helvetica-Bold", size=10, right=True)
        d.at(540, 739, "Chaska  |  Waconia  |  carvercivil.example", size=8, right=True)
        d.at(72, 40, f"Lakeside Reserve - stormwater letter - page {d.page}", size=8)
        d.y = 720

    d = Letter(pkg, "Lakeside-Reserve-stormwater-letter.pdf", header=head)
    d.p("October 2, 2025")
    d.p("To: Minnehaha Creek Watershed District, Permit Review\nFrom: Jesse Lindqvist, P.E., Carver County Civil\n"
        "Project: Lakeside Reserve, City of Victoria (Carver County PIDs 65.0340100 and 65.0340200)")
    d.h("Purpose")
    d.p("Lakeside Reserve plats fifteen single-family lots and one outlot on the west side of Rolling Acres Road. "
        "This letter summarizes the stormwater design for the District's Rule N review.",
        [F("project_type", "single_family_subdivision"), F("dwelling_units", 15)])
    d.h("Project numbers")
    d.table([
        ["Item", "Value"],
        ["Plat area (limits of the preliminary plat)", "4.60 ac"],
        ["Single-family lots", "15"],
        ["Gross density", "3.26 units / ac"],
        ["Smallest / largest lot", "8,410 sf / 14,950 sf"],
        ["Impervious surface, existing", "0.00 ac (cropland)"],
        ["Impervious surface, proposed (streets, drives, roofs)", "1.52 ac"],
        ["Area disturbed by grading", "4.10 ac"],
        ["Off-site area draining onto the plat", "2.7 ac (from Rolling Acres Road)"],
    ], [300, 168], tags={1: [F("site_area_ac", 4.6)], 3: [F("density_du_per_ac", 3.26)],
                         5: [F("existing_impervious_ac", 0.0)], 6: [F("proposed_impervious_ac", 1.52)],
                         7: [F("disturbed_area_ac", 4.1)]})
    d.h("Stormwater best management practices")
    d.p("The plat is designed to the practices in the MPCA manual Protecting Water Quality in Urban Areas: the "
        "street section is narrowed to 28 feet to limit new hard surface, roof drains of lots 1-8 are directed to "
        "the infiltration basin, and the Lester loam topsoil is stockpiled and respread at 6 inches on every lot. "
        "Street sweeping twice a year by the City is the non-structural practice.", [S("N.3.0")])
    d.p("Permanent BMPs (to remain after construction):", font=d.bold)
    d.bullets([("Infiltration basin IB-1 in Outlot A (bottom 954.0, 1,850 sf floor)", [S("N.3.2")]),
               "Sump catch basins CB-3 and CB-5 with SAFL baffles",
               "Riprap apron with geotextile at the basin overflow",
               "Native seed mix on the basin side slopes and 6 inches of respread topsoil on lots"])
    d.h("Infiltration and soils")
    d.p("Infiltration is proposed. The NRCS soil survey maps Lester loam (hydrologic soil group B) across the "
        "plat; four soil borings by Braun Intertec (SB-1 to SB-4, attached as Appendix A) found loam and sandy "
        "loam to 12 feet with no groundwater. The design infiltration rate is 0.45 inches per hour. The soils "
        "figure on sheet C2 delineates the soil units for existing and proposed conditions.",
        [F("infiltration_proposed", True)])
    d.h("Building openings")
    d.p("The 100-year high water elevation of the infiltration basin is 955.8. The lowest opening of the homes "
        "next to the basin (lots 6 and 7) is set at 958.0.",
        [F("hwl_100yr_elev_ft", 955.8), F("lowest_opening_elev_ft", 958.0)])
    d.newpage()
    d.h("Appendix A - soil boring summary (Braun Intertec, 8/14/2025)")
    d.table([
        ["Boring", "Surface elev.", "Depth", "Soils", "Groundwater"],
        ["SB-1", "962.4", "15 ft", "Loam over sandy loam (SL)", "none"],
        ["SB-2", "958.9", "15 ft", "Loam over sandy loam (SL)", "none"],
        ["SB-3", "956.1", "12 ft", "Sandy loam (SM)", "none"],
        ["SB-4", "960.7", "15 ft", "Clay loam over loam (CL)", "none"],
    ], [60, 80, 50, 190, 88], tags={0: [X("N.6.C")]})
    d.close()

    sheets = Sheets(pkg, "Lakeside-Reserve-plans-22x34.pdf", ANSI_D)
    firm = ["CARVER COUNTY CIVIL", "110 Second St. W, Chaska MN", "952-555-0190"]
    proj = ["LAKESIDE RESERVE", "VICTORIA, MINNESOTA", "FOR: RIDGEWATER HOMES"]
    pe = ("Jesse A. Lindqvist", "51877")

    def cover(s: Sheet) -> None:
        s.frame(firm=firm, project=proj, title="COVER / SITE DATA", number="C0", of=3, date="10/02/2025",
                pe=pe)
        s.text(2 * IN, s.h - 3 * IN, "LAKESIDE RESERVE", 44, bold=True)
        s.text(2 * IN, s.h - 3.7 * IN, "PRELIMINARY PLAT - GRADING, UTILITY AND EROSION CONTROL PLANS", 18)
        s.grid(2 * IN, s.h - 6 * IN, [["SITE DATA", ""], ["GROSS PLAT AREA", "4.60 AC"], ["LOTS", "15"],
                                      ["OUTLOTS", "1 (OUTLOT A - 0.61 AC)"], ["MIN. LOT WIDTH", "65 FT"]],
               [4 * IN, 4 * IN], size=14, tags={1: [F("site_area_ac", 4.6)], 2: [F("dwelling_units", 15)]})
        s.grid(2 * IN, s.h - 11 * IN, [["SHEET", "TITLE"], ["C0", "COVER / SITE DATA"], ["C1", "GRADING & EROSION CONTROL"],
                                       ["C2", "SOILS & INFILTRATION BASIN DETAILS"]], [2 * IN, 6 * IN], size=14)

    def grading(s: Sheet) -> None:
        s.frame(firm=firm, project=proj, title="GRADING & EROSION CONTROL", number="C1", of=3, date="10/02/2025", pe=pe)
        s.parcel(2 * IN, 2 * IN, 22 * IN, 16 * IN)
        s.contours(2.3 * IN, 2.5 * IN, 21 * IN, 15 * IN, 952, 2, 8, major=10)
        for k in range(5):
            s.building((4 + 3.5 * k) * IN, 13 * IN, 2.2 * IN, 2 * IN, f"LOT {k + 1}")
        s.pond(19 * IN, 5.5 * IN, 2.5 * IN, 1.6 * IN, "IB-1")
        s.block(2 * IN, s.h - 1.2 * IN, "GRADING NOTES", [
            ("CONTOUR INTERVAL: 2 FEET. ELEVATIONS ARE NGVD 1929.",
             [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29")]),
            "SILT FENCE AT ALL DOWNSLOPE LIMITS. INLET PROTECTION AT ALL CATCH BASINS.",
            "INFILTRATION BASIN SHALL NOT BE EXCAVATED TO FINAL GRADE UNTIL THE CONTRIBUTING AREA IS STABILIZED.",
        ], size=12, width=14 * IN)

    def soils(s: Sheet) -> None:
        s.frame(firm=firm, project=proj, title="SOILS & INFILTRATION BASIN", number="C2", of=3, date="10/02/2025", pe=pe)
        s.block(2 * IN, s.h - 1.5 * IN, "SITE SOILS (EXISTING AND PROPOSED CONDITION)", [
            ("LeB - LESTER LOAM, 2-6% SLOPES, HSG B, PERMEABILITY 0.6-2.0 IN/HR (NRCS). DELINEATED HATCHED ON THIS "
             "SHEET; AFTER GRADING THE LOTS KEEP LESTER LOAM WITH 6 IN. RESPREAD TOPSOIL; THE BASIN FLOOR IS "
             "EXCAVATED INTO THE SANDY LOAM (SB-3). DESIGN INFILTRATION RATE 0.45 IN/HR.", [X("N.6.A.5")]),
            "CW - CORDOVA CLAY LOAM, HSG C/D, NOT USED FOR INFILTRATION.",
        ], size=12, width=14 * IN)
        s.pond(12 * IN, 8 * IN, 4 * IN, 2.2 * IN, "INFILTRATION BASIN IB-1")
        s.leader(15 * IN, 9 * IN, 18 * IN, 12 * IN, [("BOTTOM 954.0", [X("N.6.A.3")]), "100-YR HWL 955.8", "EOF 957.0",
                                                    "4:1 SIDE SLOPES"])
        s.block(2 * IN, 6 * IN, "INFILTRATION BASIN CONSTRUCTION", [
            ("EXCAVATE WITH LOW-PRESSURE TRACKED EQUIPMENT; NO TRAFFIC ON BASIN FLOOR. 18 IN. MNDOT 3877 TYPE A "
             "BIOROCK MIX OVER SCARIFIED SUBGRADE. OVERFLOW: 10 FT RIPRAP SPILLWAY AT 957.0.", [X("N.6.A.8")])],
                size=12, width=12 * IN)

    for fn in (cover, grading, soils):
        sheets.add(fn)
    sheets.render()
    return pkg.truth()


def excelsior_shop(root: Path, seed: int) -> Truth:
    """An addition to a Water Street shop: an architect-led letter with two 22x34 sheets."""
    pkg = Package(root, "e8-06-excelsior-shop-addition", "text", seed, "N.2.D.1 commercial 0.42 ac redevelopment")

    def head(d: Letter) -> None:
        d.at(72, 745, "SHORELINE ARCHITECTURE + ENGINEERING", font="Helvetica-Bold", size=9)
        d.at(72, 734, "Excelsior, Minnesota", size=8)
        d.y = 712

    d = Letter(pkg, "Water-St-addition-letter.pdf", header=head, size=10)
    d.p("August 28, 2025")
    d.p("Minnehaha Creek Watershed District - Permits")
    d.p("Subject: 214 Water Street - retail and office addition, City of Excelsior", font=d.bold)
    d.p("The owner, Bay Mercantile LLC, will add a two-story, 2,900 square foot retail and office wing to the "
        "back of its existing commercial building and rebuild the rear parking lot. The building will total 6,200 "
        "square feet of floor area.", [F("project_type", "commercial")])
    d.p("The parcel is 0.42 acres (18,300 sf). Paved and roofed area now covers 13,500 sf (0.31 ac); with the "
        "addition and the rebuilt lot it will cover 15,680 sf (0.36 ac).",
        [F("site_area_ac", 0.42), F("existing_impervious_ac", 0.31), F("proposed_impervious_ac", 0.36)])
    d.p("About 0.38 acres will be disturbed. The work is below the MPCA one-acre threshold, so no NPDES "
        "construction permit is needed.", [F("disturbed_area_ac", 0.38)])
    d.p("Best management practices. Following the MPCA manual Protecting Water Quality in Urban Areas, the new "
        "parking stalls are built of permeable interlocking pavers over a 12-inch stone reservoir, the roof of "
        "the addition drains to a planter box, and the dumpster enclosure is covered to keep trash out of the "
        "runoff.", [S("N.3.0")])
    d.p("The permanent BMPs are: (1) 2,400 sf of permeable pavers with underdrain, (2) the 160 sf stormwater "
        "planter at the northeast corner, and (3) a sump manhole with a snout hood at the connection to the "
        "Water Street storm sewer.", [S("N.3.2")])
    d.p("The lowest floor and lowest opening of the addition are at 948.3. The nearest 100-year high water "
        "elevation is that of Lake Minnetonka (Excelsior Bay), 931.5, far below the building.",
        [F("lowest_opening_elev_ft", 948.3), F("hwl_100yr_elev_ft", 931.5)])
    d.p("Two plan sheets (C1 site and utility plan, C2 details) are attached. - Maren Ostby, P.E.")
    d.close()

    sheets = Sheets(pkg, "Water-St-C1-C2.pdf", ANSI_D)
    firm = ["SHORELINE A+E", "Excelsior, MN"]
    proj = ["214 WATER STREET ADDITION", "EXCELSIOR, MN"]

    def c1(s: Sheet) -> None:
        s.frame(firm=firm, project=proj, title="SITE & UTILITY PLAN", number="C1", of=2, date="08/28/2025",
                pe=("Maren K. Ostby", "48213"))
        s.parcel(3 * IN, 3 * IN, 18 * IN, 14 * IN)
        s.building(6 * IN, 9 * IN, 8 * IN, 5 * IN, "EXISTING BUILDING (3,300 SF)")
        s.building(14 * IN, 9 * IN, 4 * IN, 5 * IN, "ADDITION")
        s.leader(16 * IN, 9 * IN, 21 * IN, 6 * IN, ["ADDITION FFE 948.3", "LOWEST OPENING 948.3"])
        s.text(6 * IN, 5 * IN, "PERMEABLE PAVERS (2,400 SF), BOTTOM OF STONE 944.6 - SEE DETAIL 2/C2", 12,
               tags=[X("N.6.A.3")])
        s.grid(3 * IN, s.h - 1.5 * IN, [["AREA SUMMARY", "EXISTING", "PROPOSED"], ["LOT", "18,300 SF", "18,300 SF"],
                                        ["BUILDING", "3,300 SF", "6,200 SF"], ["HARD COVER", "13,500 SF", "15,680 SF"]],
               [4 * IN, 2.5 * IN, 2.5 * IN])

    def c2(s: Sheet) -> None:
        s.frame(firm=firm, project=proj, title="DETAILS", number="C2", of=2, date="08/28/2025", pe=("Maren K. Ostby", "48213"))
        s.block(3 * IN, s.h - 2 * IN, "1  STORMWATER PLANTER", ["24 IN. ENGINEERED SOIL, 4 IN. PERFORATED UNDERDRAIN TO SUMP MH."])
        s.block(3 * IN, s.h - 6 * IN, "2  PERMEABLE PAVER SECTION", ["3-1/8 IN. PAVERS, 2 IN. ASTM NO. 8 BEDDING, 4 IN. NO. 57, 12 IN. NO. 2 STONE."],
                title_tags=[X("N.6.A.8")])

    sheets.add(c1)
    sheets.add(c2)
    sheets.render()
    return pkg.truth()


def edina_street(root: Path, seed: int) -> Truth:
    """A city engineering memo for a street rebuild that narrows the pavement: scanned."""
    pkg = Package(root, "e8-10-edina-street-memo", "scanned", seed, "N.2.E no net increase, city memo, scanned")

    def head(d: Letter) -> None:
        d.at(306, 748, "CITY OF EDINA", font="Helvetica-Bold", size=14, center=True)
        d.at(306, 734, "Engineering Department  -  7450 Metro Boulevard  -  Edina, MN 55439", size=8.5, center=True)
        d.c.line(72, 726, 540, 726)
        d.y = 710

    d = Letter(pkg, "Edina-2026-Morningside-B-memo.pdf", header=head, font="Helvetica", size=10.5)
    d.at(306, d.y, "MEMORANDUM", font="Helvetica-Bold", size=12, center=True)
    d.y -= 24
    for a, b in (("TO:", "Minnehaha Creek Watershed District, Permitting"),
                 ("FROM:", "Aaron Thibodeau, P.E., Assistant City Engineer"),
                 ("DATE:", "November 3, 2025"),
                 ("RE:", "2026 Morningside B Neighborhood Street Reconstruction (City Project ENG-26-2)")):
        d.at(72, d.y, a, font="Helvetica-Bold")
        d.at(140, d.y, b)
        d.y -= 15
    d.c.line(72, d.y, 540, d.y)
    d.y -= 8
    d.p("The City of Edina will reconstruct the local streets of the Morningside B neighborhood in 2026: "
        "Grimes Avenue, Inglewood Avenue, France Avenue frontage road and West 42nd Street, about 1.32 miles "
        "of residential street. The project replaces the pavement, curb and gutter, and the sanitary and water "
        "mains, and adds storm sewer. It is a street reconstruction; no buildings are part of it.",
        [F("project_type", "linear"), F("applicant_public_entity", True)])
    d.p("Project limits cover 6.1 acres of right-of-way. Street widths are reduced from 32 feet to 29 feet back "
        "of curb, so impervious surface goes down, not up:", [F("site_area_ac", 6.1)])
    d.table([
        ["Impervious surface within project limits", "Acres"],
        ["Existing pavement, curb and driveway aprons", "2.84"],
        ["Proposed pavement, curb and driveway aprons", "2.79"],
        ["Net change", "-0.05 (decrease)"],
    ], [330, 138], tags={1: [F("existing_impervious_ac", 2.84)], 2: [F("proposed_impervious_ac", 2.79)],
                         3: [F("net_impervious_increase_ac", -0.05)]})
    d.p("Because the project creates no net increase in impervious surface, the City understands that a Rule N "
        "stormwater permit is not required under paragraph (E). Land disturbance totals about 5.4 acres; the "
        "City will obtain NPDES construction stormwater permit coverage before work begins and will apply to "
        "the District for its erosion control permit separately.", [F("disturbed_area_ac", 5.4)])
    d.p("Drainage. Runoff continues to reach Minnehaha Creek through the existing 42nd Street trunk storm sewer. "
        "The 2-year peak rate to the trunk line is 11.8 cfs today and 11.6 cfs after the work. Ten new sump "
        "catch basins will be added.")
    d.p("Attached: Figure 1, project location.")
    d.newpage()
    d.at(72, 700, "FIGURE 1 - PROJECT LOCATION (2026 MORNINGSIDE B)", font="Helvetica-Bold", size=11)
    c = d.c
    c.setLineWidth(0.6)
    for k in range(8):
        c.line(90 + 55 * k, 220, 90 + 55 * k, 640)
        c.line(90, 220 + 55 * k, 500, 220 + 55 * k)
    c.setLineWidth(3)
    c.line(145, 275, 145, 585)
    c.line(200, 275, 200, 585)
    c.line(145, 420, 420, 420)
    d.at(150, 600, "GRIMES AVE", size=8)
    d.at(205, 600, "INGLEWOOD AVE", size=8)
    d.at(300, 426, "W 42ND ST", size=8)
    d.at(90, 200, "PROJECT LIMITS SHOWN HEAVY.  NOT TO SCALE.", size=8)
    d.close()
    scan_pdf(pkg.dir / d.name, seed)
    return pkg.truth()


def shorewood_trail(root: Path, seed: int) -> Truth:
    """A park district's memo for a trail segment that meets the N.2.E.4 exclusion."""
    pkg = Package(root, "e8-11-shorewood-trail-segment", "text", seed, "N.2.E.4 standalone trail, exempt")

    def head(d: Letter) -> None:
        d.at(72, 748, "Three Rivers Park District", font="Times-Bold", size=15)
        d.at(72, 734, "Planning, Design & Technology  |  3000 Xenium Lane North, Plymouth MN 55441", font="Times-Roman", size=8.5)
        d.y = 712

    d = Letter(pkg, "TRPD-memo-Shorewood-connector.pdf", header=head, font="Times-Roman", size=11)
    d.p("MEMO   |   December 1, 2025", font="Times-Bold")
    d.p("To: MCWD permit staff      From: Kari Helgeson, Senior Engineer      cc: City of Shorewood")
    d.p("Subject: Lake Minnetonka LRT Regional Trail - Smithtown Road connector segment", font="Times-Bold")
    d.p("The Park District, a public agency, proposes a 0.76-mile paved connector between the Lake Minnetonka LRT "
        "Regional Trail and Smithtown Road in Shorewood. The project consists solely of this trail: no road, "
        "parking lot or building is part of it.", [F("project_type", "linear"), F("applicant_public_entity", True)])
    d.p("Trail facts:", font="Times-Bold")
    d.table([
        ["Item", "Value"],
        ["Paved trail width", "10 ft bituminous"],
        ["Pervious buffer each side", "turf, 5 ft minimum (6 ft typical)"],
        ["Crossings of the buffer (2 driveways, Eureka Road)", "14% of the required buffer area"],
        ["New trail surface", "0.92 ac"],
        ["Construction limits", "2.3 ac, of which 1.9 ac disturbed"],
        ["Length", "4,010 ft (0.76 mi)"],
    ], [250, 218], tags={
        # the trail is the rows 1-4 together; its evidence is the first of them
        1: [F("sidewalk_trail", {"width_ft": 10.0, "buffer_ft": 5.0, "crossing_pct": 14.0, "area_ac": 0.92,
                                 "standalone": True})],
        5: [F("site_area_ac", 2.3), F("disturbed_area_ac", 1.9)]})
    d.p("A 10-foot trail with at least 5 feet of pervious buffer on both sides, whose crossings occupy 14 percent of "
        "the buffer, falls within paragraph (E)(4) of Rule N, and we ask the District to confirm that no stormwater "
        "management permit is needed. The typical section is on the attached sheet.")
    d.p("Erosion control follows the District's erosion control rule; silt log and inlet protection are shown "
        "on the construction plans to be submitted with that application.")
    d.close()

    sheets = Sheets(pkg, "TRPD-typical-section-22x34.pdf", ANSI_D)

    def sec(s: Sheet) -> None:
        s.frame(firm=["THREE RIVERS PARK DISTRICT", "Planning, Design & Technology"],
                project=["LAKE MINNETONKA LRT TRAIL", "SMITHTOWN RD CONNECTOR", "SHOREWOOD, MN"],
                title="TYPICAL SECTION", number="T-1", of=1, date="12/01/2025", pe=("Kari L. Helgeson", "44120"))
        c = s.c
        c.setLineWidth(2)
        c.line(6 * IN, 10 * IN, 10 * IN, 10.4 * IN)
        c.line(10 * IN, 10.4 * IN, 20 * IN, 10.4 * IN)
        c.line(20 * IN, 10.4 * IN, 24 * IN, 10 * IN)
        s.text(13 * IN, 11 * IN, "10' BITUMINOUS TRAIL", 16, bold=True)
        s.text(6.5 * IN, 11 * IN, "5' MIN. TURF", 14)
        s.text(20.5 * IN, 11 * IN, "5' MIN. TURF", 14)
        s.text(6 * IN, 8 * IN, "2% CROSS SLOPE.  3 IN. BITUMINOUS OVER 6 IN. CLASS 5.  NOT TO SCALE.", 12)

    sheets.add(sec)
    sheets.render()
    return pkg.truth()


def stlouispark_trail(root: Path, seed: int) -> Truth:
    """A consultant's letter report for a 12-foot city trail: too wide for N.2.E.4."""
    pkg = Package(root, "e8-12-slp-cedar-lake-trail", "text", seed, "N.2.E.1 trail too wide for E.4, public")

    def head(d: Letter) -> None:
        d.at(72, 748, "KESTREL WATER & TRANSPORTATION", font="Helvetica-Bold", size=11)
        d.at(540, 748, "Project 24-117", size=8.5, right=True)
        d.c.line(72, 742, 540, 742)
        d.at(306, 36, str(d.page), size=8, center=True)
        d.y = 722

    d = Letter(pkg, "Kestrel-letter-report-Wooddale-trail.pdf", header=head, size=10)
    d.p("Wooddale Avenue Multi-Use Trail - Rule N letter report", font=d.bold, size=14)
    d.p("Prepared for the City of St. Louis Park, Engineering Division | January 9, 2026")
    d.h("1. What is proposed")
    d.p("The City of St. Louis Park will build an off-street multi-use trail along Wooddale Avenue from "
        "West 36th Street to the Cedar Lake Regional Trail. The trail is the whole project; the street itself is not "
        "being changed. The applicant is the City.", [F("project_type", "linear"), F("applicant_public_entity", True)])
    d.p("The trail is 12 feet wide to serve the regional bike volumes, with a grass boulevard of 6 feet on both "
        "sides. Street and driveway crossings take up 9 percent of that boulevard. The new trail surface is "
        "0.74 acres; because a 12-foot trail is wider than the 10 feet allowed by paragraph (E)(4), it is counted: "
        "the net increase in impervious surface is 0.74 acres.",
        [F("sidewalk_trail", {"width_ft": 12.0, "buffer_ft": 6.0, "crossing_pct": 9.0, "area_ac": 0.74,
                              "standalone": True}), F("net_impervious_increase_ac", 0.74)])
    d.p("Construction limits are 1.6 acres and about 1.3 acres will be disturbed; the corridor is 0.9 miles long.",
        [F("site_area_ac", 1.6), F("disturbed_area_ac", 1.3)])
    d.h("2. Best management practices")
    d.p("Consistent with the MPCA manual Protecting Water Quality in Urban Areas, the trail is sloped 2 percent "
        "toward the boulevards so runoff sheets across turf before reaching any inlet, and the boulevards are "
        "decompacted and seeded with a salt-tolerant mix.", [S("N.3.0")])
    d.p("Permanent BMPs: two 400-square-foot boulevard bioretention cells at Station 12+50 and 31+00, the "
        "disconnected 6-foot turf boulevards, and a sump manhole at the connection to the Minnehaha Creek trunk line.",
        [S("N.3.2")])
    d.p("Section 3 (best management practices) therefore applies under paragraph (E)(1). The 2-year and 10-year peak "
        "rates at the outfall change by less than 0.1 cfs.")
    d.close()

    sheets = Sheets(pkg, "Wooddale-trail-plans-24x36.pdf", ARCH_D)

    def plan(s: Sheet) -> None:
        s.frame(firm=["KESTREL", "WATER & TRANSPORTATION"], project=["WOODDALE AVE TRAIL", "ST. LOUIS PARK, MN"],
                title="TRAIL PLAN & TYPICAL SECTION", number="C-201", of=1, date="01/09/2026",
                pe=("Lucas M. Brandvold", "55602"))
        c = s.c
        c.setLineWidth(3)
        c.line(2 * IN, 14 * IN, 30 * IN, 15 * IN)
        c.line(2 * IN, 14.6 * IN, 30 * IN, 15.6 * IN)
        s.text(8 * IN, 16 * IN, "12' BITUMINOUS TRAIL", 16, bold=True)
        s.text(8 * IN, 12.8 * IN, "6' TURF BOULEVARD (TYP. BOTH SIDES)", 13)
        s.text(4 * IN, 5 * IN, "BIORETENTION CELL STA 12+50 (400 SF)", 12)
        s.text(18 * IN, 5 * IN, "BIORETENTION CELL STA 31+00 (400 SF)", 12)

    sheets.add(plan)
    sheets.render()
    return pkg.truth()
