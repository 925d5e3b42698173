"""Packages 7-12: a homeowner's engineer (scanned), a subdivision developer quoting staff, a
family-trust short plat, a Wayzata retail owner, a St. Louis Park townhome builder and an
Excelsior commercial developer."""

from __future__ import annotations

from corpus.external20.authors_a import _s4
from corpus.external20.engineering import bmp_list, plan_items
from corpus.external20.kit import Package, attachments, cert, rates, reduced, sheets
from corpus.external20.layout import Doc, Page, Style, ex, fact, h, p, st, t


def orono_home() -> Package:
    """Spouses own the next lot: aggregate stated, but a single-family home needs no permit. Scanned."""
    pkg = Package("e20-07-orono-home", "scanned", 2007, "N.2.A single-family home; spouse's lot given only as a part; scanned")
    eng = Style(font="Times-Roman", bold="Times-Bold", size=11, header="Lakeshore Home Engineering LLC - residential civil")
    doc = Doc("Engineer letter", [Page([
        p("March 10, 2026\nMinnehaha Creek Watershed District\nRe: Hallberg residence, 2870 Casco Point Road, Orono"),
        p("On behalf of Peter and Ingrid Hallberg we submit the grading and erosion control plan for the reconstruction of their "
          "single-family home on Lot 4 (1.85 acres).", fact("project_type", "single_family_home"), fact("site_area_ac", 1.85), ex("N.6.D")),
        p("Mrs. Hallberg separately owns the adjoining Lot 5 (1.55 acres), where a detached garage was built in 2021. As we read Rule N, "
          "a single-family home needs no District permit whether or not Lot 5 is considered with Lot 4."),
        p("Lot 3 to the south (1.20 acres) belongs to an unrelated neighbour. The Hennepin County PID for Lot 4 is "
          "17-117-23-44-0012; the lakeshore lot area recorded on the 1962 plat was 84,900 sq ft before the 1988 road taking."),
        p("Land disturbance for the home, driveway and septic mound replacement is 0.60 acres.", fact("disturbed_area_ac", 0.60)),
        p("Erosion control: silt fence, rock construction entrance and immediate seeding."),
        p("Sincerely,\nJon Mattila, P.E."),
    ])], eng)
    pkg.docs = [("Hallberg_grading_letter.pdf", doc)]
    return pkg


def chanhassen_meadows() -> Package:
    """Developer quotes staff: parent company's parcel counts, a sold parcel does not. Many deficiencies."""
    pkg = Package("e20-08-bluff-creek-meadows", "text", 2008, "N.2.C.3 via aggregate; low opening; 1-ft contours; no reduced set")
    dev = Style(font="Helvetica", bold="Helvetica-Bold", size=9.5, header="BLUFF CREEK HOMES, INC.  -  Application Cover Letter")
    cover = Doc("Cover letter", [Page([
        p("February 24, 2026"),
        h("Bluff Creek Meadows - 22 single-family lots - Chanhassen"),
        p("Bluff Creek Homes, Inc. submits for a District permit. The preliminary plat has 22 single-family lots on 7.40 acres.",
          fact("project_type", "single_family_subdivision"), fact("dwelling_units", 22), fact("site_area_ac", 7.40), ex("N.6.D")),
        p("From the Chanhassen Planning Commission staff report (January 20, 2026), page 6:"),
        p("\"The 2.10 acre Pioneer Trail parcel immediately east of the plat is owned by Bluff Creek Holdings Corp., the applicant's parent "
          "company, and was graded for four homes in 2023. The two sites are adjacent and under related ownership. The 1.60 acre parcel "
          "to the south was sold in 2020 to the Ostrowski family and is no longer under common ownership.\""),
        p("Consistent with staff's finding, we state the common scheme area as 9.50 acres (7.40 + 2.10).", fact("common_scheme_area_ac", 9.50)),
        p("Gross plat area including Outlot B (1.15 acres, dedicated to the City for a trail corridor) is 8.55 acres."),
        p("Total land disturbance is 6.90 acres. Bluff Creek Homes, Inc. is a private builder.",
          fact("disturbed_area_ac", 6.90), fact("applicant_public_entity", False)),
        p("Respectfully, Dana Whitcomb, Land Acquisition Manager"),
    ])], dev)
    eng = Style(font="Times-Roman", bold="Times-Bold", size=10, header="Carver Civil Design - Stormwater Management Report - Bluff Creek Meadows",
                rule_under_heading=True)
    rate_rows = {"1": (2.90, 2.40), "10": (8.70, 7.60), "100": (17.20, 15.80)}
    report = Doc("Stormwater report", [Page([
        h("Summary"),
        p("BMPs incorporated per the MPCA manual Protecting Water Quality in Urban Areas: clustered lots, a wet pond with 10:1 bench, "
          "rear-yard swales and construction-phase erosion control.", st("N.3.0")),
        bmp_list(["Pond A (wet pond)", "skimmer structure on the Pond A outlet", "riprap energy dissipater", "rear-yard swales"]),
        p("Infiltration is not proposed due to clay soils.", fact("infiltration_proposed", False)),
        p("The site is not landlocked; Pond A discharges to Bluff Creek.", fact("landlocked", False)),
        p("P8 annual TP removal: 58%.", fact("phosphorus_removal_pct", 58)),
        p("The Pond A skimmer removes floatables during the 1-year event.", st("N.5.2")),
        p("The Pond A outfall to Bluff Creek has a riprap energy dissipater to minimize erosion and scouring.", st("N.5.4")),
        rates(rate_rows, {"2": (4.0, 3.3), "50": (14.1, 12.9)}, ["1", "2", "10", "50", "100"], ["Event", "Existing (cfs)", "Proposed (cfs)", "Change"]),
        *_s4("N.4.2", "N.4.3", "N.4.4", "N.4.6", "N.4.7", "N.4.8"),
        p("Model computations (HydroCAD, P8) are attached as Appendix C."),
        p("The City of Chanhassen engineering review memo (February 3, 2026) is attached."),
        p("MPCA construction stormwater permit coverage no. C00071560 is attached."),
    ])], eng)
    o = {"numbers": ["C1", "C2", "C3", "C4", "C5"], "datum": "NGVD29", "interval": 1, "owner": "Bluff Creek Homes, Inc.",
         "wetland_note": "No wetlands were identified within the plat. The Bluff Creek floodplain lies east of the site.",
         "water_levels": "Pond A: proposed NWL 945.0, 100-year HWL 949.7.",
         "lowest": 951.2, "hwl": 949.7,
         "easement_note": "Drainage and utility easements over Pond A and the rear-yard swales are dedicated on the plat.",
         "offsite_ac": 1.90, "offsite_dir": "Pioneer Trail",
         "subcats": [["EX", "7.40", "72"], ["PR-1", "5.10", "83"], ["PR-2", "2.30", "70"], ["OS", "1.90", "74"]],
         "ponds": [{"name": "Pond A", "nwl": 945.0, "hwl": 949.7, "bench": 10, "slope": 10, "fb": 2.2}]}
    full = sheets("CARVER CIVIL DESIGN", "BLUFF CREEK MEADOWS", "02/20/2026",
                  cert("Luis Ortega, P.E.", "47110", "02/20/2026"), plan_items(o), Style(), "Plans")
    full.pages[0].blocks.insert(0, p("Full-size plans (22 x 34) certified by a Minnesota professional engineer.",
                                     ex("plan_set.full_size"), ex("plan_set.pe_certified")))
    pkg.docs = [("1-Cover-Letter.pdf", cover), ("2-Stormwater-Report.pdf", report), ("3-Plans-FullSize.pdf", full),
                ("4-Appendices.pdf", attachments(eng, "Bluff Creek Meadows", comps=[['Node / model', 'Area (ac)', 'Result'], ['PR-1 to Pond A', '5.10', 'HWL 949.7'], ['P8 Pond A', '7.40', 'TP removal 58%']], city=("Chanhassen", "Surface Water Management Plan", "February 3, 2026", "Erick Henricksen, P.E., Water Resources Engineer"), npdes=("C00071560", "Bluff Creek Homes, Inc.", "February 15, 2026")))]
    return pkg


def maple_hollow() -> Package:
    """A family trust's third addition: 1994 phase not counted, 2018 phase counted, parts added up in the text."""
    pkg = Package("e20-09-maple-hollow", "text", 2009, "N.2.B.1 via aggregate of 1.70 + 2.90 ac; BMP-only")
    sty = Style(font="Helvetica", bold="Helvetica-Bold", size=10.5, header="Perkins Land Surveying & Engineering")
    doc = Doc("Application", [Page([
        h("Maple Hollow 3rd Addition - Independence, MN"),
        p("Applicant: Susan L. Perkins, Trustee of the Perkins Family Revocable Trust."),
        p("The 3rd Addition divides 1.70 acres into 3 single-family lots.",
          fact("project_type", "single_family_subdivision"), fact("site_area_ac", 1.70), fact("dwelling_units", 3), ex("N.6.D")),
        h("Common scheme of development"),
        p("Maple Hollow 1st Addition (6.20 acres) was platted in 1994, before Rule N took effect, and is not counted. Maple Hollow 2nd Addition "
          "(2.90 acres) was platted in 2018 by Robert Perkins, the trustee's husband, and adjoins the 3rd Addition on the west."),
        p("Because the spouses' ownership is related, the 2nd and 3rd Additions are a common scheme: 1.70 + 2.90 = 4.60 acres in aggregate.",
          fact("common_scheme_area_ac", 4.60)),
        p("Disturbed area: 1.30 acres. The applicant is a private trust.", fact("disturbed_area_ac", 1.30), fact("applicant_public_entity", False)),
        h("BMPs"),
        p("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas: lots keep existing tree cover, driveways are shared, and "
          "roof drains discharge to a vegetated swale.", st("N.3.0")),
        bmp_list(["vegetated swale along the west line", "shared driveway", "tree preservation easement", "permanent seeding"]),
        p("Building openings: the lowest opening of the three new homes is 1012.4; the 100-year high water elevation of the downstream "
          "wetland is 1008.9.", fact("lowest_opening_elev_ft", 1012.4), fact("hwl_100yr_elev_ft", 1008.9)),
        p("Lot areas: Lot 1, 0.52 ac; Lot 2, 0.61 ac; Lot 3, 0.57 ac. PID 31-118-24-12-0007."),
    ])], sty)
    pkg.docs = [("maple_hollow_3rd_application.pdf", doc)]
    return pkg


def wayzata_retail() -> Package:
    """An unrelated neighbour's parcel is not aggregated; a small retail site, BMP-only, openings too low."""
    pkg = Package("e20-10-lake-street-retail", "text", 2010, "N.2.D.1; additional_only; no BMP list; opening 1.5 ft")
    sty = Style(font="Times-Roman", bold="Times-Bold", size=11, header="Bayview Retail Partners LLC")
    doc = Doc("Owner's narrative", [Page([
        h("Lake Street Retail Renovation, 612 East Lake Street, Wayzata"),
        p("Bayview Retail Partners LLC will replace a 1970s retail building with a new two-tenant retail building (5,400 sq ft) on its 0.38 acre lot.",
          fact("project_type", "commercial"), fact("site_area_ac", 0.38), ex("N.6.D")),
        p("The adjoining 0.90 acre parcel to the east is owned by Lake Street Partners, an unrelated company with no common members or "
          "officers; it is not part of a common scheme and is not included."),
        p("Impervious surface: existing 0.30 acres; proposed 0.34 acres; net increase 0.04 acres.",
          fact("existing_impervious_ac", 0.30), fact("proposed_impervious_ac", 0.34), fact("net_impervious_increase_ac", 0.04), ex("N.6.E")),
        p("Disturbed area 0.36 acres. The owner is a private LLC.", fact("disturbed_area_ac", 0.36), fact("applicant_public_entity", False)),
        p("Stormwater BMPs, selected following the MPCA manual Protecting Water Quality in Urban Areas, include a rain garden in the rear "
          "setback and sump catch basins; construction erosion control per City standards.", st("N.3.0")),
        p("Lowest opening of the new building (rear service door): 945.6. 100-year HWL of Wayzata Bay: 944.1.",
          fact("lowest_opening_elev_ft", 945.6), fact("hwl_100yr_elev_ft", 944.1)),
        p("2-year storm runoff from the lot is 0.9 cfs existing and 0.9 cfs proposed (City standard check)."),
        p("Prepared by Gregory Ames, managing partner"),
    ])], sty)
    pkg.docs = [("lake_street_retail.pdf", doc)]
    return pkg


def slp_townhomes() -> Package:
    """A townhome builder's subsidiary built Phase I: aggregate over 5 acres; 1-year rate increase."""
    pkg = Package("e20-11-louisiana-row", "text", 2011, "N.2.C.2 via aggregate; whole_site; 1-year rate increase")
    dev = Style(font="Helvetica", bold="Helvetica-Bold", size=10, header="Louisiana Row II LLC | Project Summary", footer="Louisiana Row Phase II")
    summary = Doc("Project summary", [Page([
        h("Louisiana Row Phase II - St. Louis Park"),
        p("Phase II adds 28 townhome units (multi-family, 4- to 6-unit buildings) on a 4.30 acre site at Louisiana Avenue and 36th Street.",
          fact("project_type", "multi_unit_residential"), fact("dwelling_units", 28), fact("site_area_ac", 4.30), ex("N.6.D")),
        h("Phase history and N.2.G"),
        t([["Phase", "Owner", "Area (ac)", "Year"], ["Phase I (22 units)", "Louisiana Row LLC (parent)", "3.60", "2017"],
           ["Phase II (this application)", "Louisiana Row II LLC (subsidiary)", "4.30", "2026"]], widths=[140, 190, 70, 68]),
        p("Phase I was developed after Rule N took effect, adjoins Phase II, and is owned by our parent company. The aggregate common scheme "
          "area is 7.90 acres.", fact("common_scheme_area_ac", 7.90)),
        p("Existing impervious (former office parking lot): 1.20 acres. Proposed impervious: 2.40 acres.",
          fact("existing_impervious_ac", 1.20), fact("proposed_impervious_ac", 2.40)),
        p("Grading limits: 4.10 acres. The applicant is a private developer.", fact("disturbed_area_ac", 4.10), fact("applicant_public_entity", False)),
    ])], dev)
    eng = Style(font="Courier", bold="Courier-Bold", size=9, header="NORTHSTAR CIVIL - STORMWATER NARRATIVE - LOUISIANA ROW II")
    rate_rows = {"1": (2.10, 2.35), "10": (5.80, 5.10), "100": (11.90, 10.70)}
    report = Doc("Stormwater narrative", [Page([
        p("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas (green space between buildings, underground storage, sumps).", st("N.3.0")),
        bmp_list(["underground storage (UGS-1)", "sump manholes", "pervious pavers at guest parking", "riprap outlet apron"]),
        p("Infiltration is not proposed: soils are fill over clay.", fact("infiltration_proposed", False)),
        p("The site is not landlocked; it discharges to the Louisiana Avenue trunk storm sewer.", fact("landlocked", False)),
        rates(rate_rows, {"2": (2.9, 3.0), "5": (4.1, 3.9)}, ["1", "2", "5", "10", "100"], ["EVENT", "EXIST CFS", "PROP CFS", "CHANGE"]),
        p("The 1-year proposed peak exceeds existing; the UGS-1 low-flow orifice is under review."),
        *_s4("N.4.2", "N.4.3", "N.4.4", "N.4.6", "N.4.7", "N.4.8"),
        p("HydroCAD computations: Attachment 3."),
        p("City of St. Louis Park engineering reviewed the plan for conformance with its Surface Water Management Plan (letter, Attachment 4)."),
        p("MPCA NPDES construction permit coverage (C00071688): Attachment 5."),
    ])], eng)
    o = {"numbers": ["C0.1", "C1.1", "C2.1", "C2.2", "C3.1"], "datum": "NGVD29", "interval": 2, "owner": "Louisiana Row II LLC",
         "wetland_note": "No wetlands, shoreland or floodplain areas exist on the site.",
         "water_levels": "UGS-1: no normal water (dry storage); 100-year HWL 899.3. No existing on-site water levels.",
         "lowest": 904.0, "hwl": 899.3,
         "easement_note": "Drainage and utility easement over UGS-1 in favor of the City of St. Louis Park.",
         "offsite_ac": 0.55, "offsite_dir": "36th Street boulevard",
         "subcats": [["EX-1", "4.30", "86"], ["PR-1", "3.10", "91"], ["PR-2", "1.20", "74"], ["OS-1", "0.55", "88"]]}
    full = sheets("NORTHSTAR CIVIL", "LOUISIANA ROW PHASE II", "02/12/2026",
                  cert("Grace Whitfield, P.E.", "53318", "02/12/2026"), plan_items(o), Style(font="Courier", bold="Courier-Bold"), "Plans")
    full.pages[0].blocks.insert(0, p("FULL SIZE PLAN SET - CERTIFIED BY A MINNESOTA PROFESSIONAL ENGINEER.",
                                     ex("plan_set.full_size"), ex("plan_set.pe_certified")))
    pkg.docs = [("summary.pdf", summary), ("stormwater.pdf", report), ("plans_full.pdf", full), ("plans_reduced.pdf", reduced(full)),
                ("attachments.pdf", attachments(eng, "Louisiana Row Phase II", comps=[['Node / model', 'Area (ac)', 'Result'], ['PR-1 to UGS-1', '3.10', 'HWL 899.3'], ['PR-2', '1.20', 'bypass']], city=("St. Louis Park", "Surface Water Management Plan", "February 6, 2026", "Phil Elkin, Water Resources Manager"), npdes=("C00071688", "Louisiana Row II LLC", "February 9, 2026")))]
    return pkg


def excelsior_commons() -> Package:
    """A spouse's trust parcel is adjacent and counts; a family parcel across Water Street does not. Low freeboard."""
    pkg = Package("e20-12-excelsior-commons", "text", 2012, "N.2.D.3 via aggregate; freeboard 1.6 ft; infiltration with soils")
    law = Style(font="Times-Roman", bold="Times-Bold", size=10.5, header="NORDQUIST & PAPPAS, PLLC - Real Estate and Land Use")
    letter = Doc("Counsel letter", [Page([
        p("February 27, 2026\nRe: Excelsior Commons - 2nd Street and Water Street, Excelsior"),
        p("This firm represents Excelsior Commons LLC (Mr. Alan Brekke, sole member). The project is a commercial center on a site of "
          "7.60 acres.", fact("project_type", "commercial"), fact("site_area_ac", 7.60), ex("N.6.D")),
        p("The adjoining 1.10 acre parcel to the west, owned by the Karen Brekke Revocable Trust (Mr. Brekke's spouse), was developed "
          "in 2024 as Phase 1 under District permit 24-151. Under N.2.G the sites are adjacent and under related ownership; the common "
          "scheme area is 8.70 acres.", fact("common_scheme_area_ac", 8.70)),
        p("A 2.30 acre parcel owned by Mr. Brekke's brother lies across Water Street, a public street. It is not adjacent to the site and "
          "is not included in the common scheme figure above."),
        p("Impervious surface: existing 2.80 acres (former lumber yard); proposed 5.10 acres. Disturbed area 7.90 acres. The applicant "
          "is a private company and will provide the surety required by N.2.F.",
          fact("existing_impervious_ac", 2.80), fact("proposed_impervious_ac", 5.10), fact("disturbed_area_ac", 7.90),
          fact("applicant_public_entity", False)),
        p("Sincerely, Helen Pappas"),
    ])], law)
    eng = Style(font="Helvetica", bold="Helvetica-Bold", size=9, header="Lakeland Engineering Co. - Stormwater Management Plan - Excelsior Commons")
    rate_rows = {"1": (8.10, 6.90), "10": (19.40, 17.20), "100": (36.50, 33.80)}
    report = Doc("Stormwater plan", [Page([
        h("1. BMPs"),
        p("BMP selection follows the MPCA manual Protecting Water Quality in Urban Areas: infiltration basin, wet pond, landscaped islands.", st("N.3.0")),
        bmp_list(["Infiltration Basin IB-1", "Pond E-1 (wet pond)", "Pond E-1 baffled outlet", "riprap outfall"]),
        p("Infiltration is proposed in IB-1; soils are Hubbard loamy sand (Group A), measured infiltration rate 1.6 in/hr.",
          fact("infiltration_proposed", True)),
        p("The receiving water is not landlocked.", fact("landlocked", False)),
        h("2. Water quality"),
        p("MIDS calculator: annual TP removal 61 percent.", fact("phosphorus_removal_pct", 61)),
        p("The Pond E-1 outlet baffle removes floatables for the 1-year event.", st("N.5.2")),
        p("Pond E-1 outfall has riprap and a plunge pool to minimize erosion and scour.", st("N.5.4")),
        h("3. Rate control"),
        rates(rate_rows, {"2": (11.2, 9.7)}, ["1", "2", "10", "100"], ["Event", "Existing (cfs)", "Proposed (cfs)", "Change"]),
        *_s4("N.4.2", "N.4.3", "N.4.4", "N.4.6", "N.4.7", "N.4.8"),
        p("Appendix: HydroCAD and MIDS computations; City of Excelsior review letter (conformance with the local water plan); "
          "MPCA construction stormwater permit coverage no. C00071711; soil borings (6)."),
    ])], eng)
    o = {"numbers": ["C-01", "C-02", "C-03", "C-04", "C-05", "C-06"], "datum": "NGVD29", "interval": 2, "owner": "Excelsior Commons LLC",
         "wetland_note": "No wetlands on the site. Shoreland overlay of Lake Minnetonka (Excelsior Bay) covers the north 200 ft; no floodplain.",
         "water_levels": "Pond E-1: proposed NWL 930.5, 100-year HWL 934.2. IB-1: 100-year HWL 936.0.",
         "lowest": 939.0, "hwl": 934.2,
         "easement_note": "Drainage, utility and flowage easements over Pond E-1 and IB-1 are shown.",
         "offsite_ac": 1.25, "offsite_dir": "2nd Street",
         "subcats": [["E-1", "7.60", "89"], ["P-1", "5.40", "95"], ["P-2", "2.20", "61"], ["OS-1", "1.25", "85"]],
         "ponds": [{"name": "Pond E-1", "nwl": 930.5, "hwl": 934.2, "bench": 10, "slope": 10, "fb": 1.6}],
         "soils_sheet": "Soil borings SB-1 to SB-6: Hubbard loamy sand, hydrologic soil group A, permeability 1.6 in/hr; delineation of soil units under existing and proposed conditions."}
    full = sheets("LAKELAND ENGINEERING CO.", "EXCELSIOR COMMONS", "02/25/2026",
                  cert("Victor Haas, P.E.", "39001", "02/25/2026"), plan_items(o), Style(), "Plans")
    full.pages[0].blocks.insert(0, p("Full-size construction plans, PE-certified (Minnesota).",
                                     ex("plan_set.full_size"), ex("plan_set.pe_certified")))
    pkg.docs = [("01_counsel_letter.pdf", letter), ("02_stormwater_plan.pdf", report),
                ("03_plans_full.pdf", full), ("04_plans_reduced.pdf", reduced(full)),
                ("05_appendix.pdf", attachments(eng, "Excelsior Commons", comps=[['Node / model', 'Area (ac)', 'Result'], ['P-1 to Pond E-1', '5.40', 'HWL 934.2'], ['P-2 to IB-1', '2.20', 'HWL 936.0'], ['MIDS', '7.60', 'TP removal 61%']], city=("Excelsior", "Surface Water Management Plan", "February 19, 2026", "Tom Brown, P.E., City Engineer"), npdes=("C00071711", "Excelsior Commons LLC", "February 22, 2026"), borings=[["Boring", "Depth (ft)", "Soil"], ["SB-1", "20", "loamy sand (SP-SM)"], ["SB-6", "25", "loamy sand over sand"]]))]
    return pkg
