"""Residential packages of the archive: a home, and subdivisions across the 2/8/20-acre lines.

Each function is one author: the homeowner's engineer who faxes a letter, the developer's
typed form, the township-era consultant who photocopies half-size sheets. Square feet are
converted to acres only in the truth (the pages print what the author printed).
"""

from __future__ import annotations

from pathlib import Path

from corpus.external9.kit import F, Package, S, X
from corpus.external9.plans import FULL_22x34, ARCH_D, LETTER_LAND, TABLOID, Firm, Sheet, draw_sheet, site
from corpus.truth import Truth


def ac(sf: float) -> float:
    return round(sf / 43560.0, 4)


# ---------------------------------------------------------------------------------------------------
def p01_deephaven_home(root: Path) -> Truth:
    """A faxed letter asking the District to confirm no permit for a rebuilt lake home."""
    pkg = Package(root, "x9-01-cottagewood-home", "text", 901, "single-family home (N.2.A), faxed 2006")
    d = pkg.doc("x9-01_fax_2006-05-12.pdf")
    d.new_page()
    d.set("Courier", 11)
    d.line("*** FACSIMILE TRANSMITTAL ***", font="Courier-Bold", size=14, align="center", gap=30)
    for row in ("TO:      Permit Coordinator, Minnehaha Creek Watershed District",
                "FAX:     (952) 471-0682",
                "FROM:    R. Hanlon, Hanlon-Reiter Engineering, Inc.",
                "DATE:    05/12/2006        TIME: 2:41 PM",
                "PAGES:   2 (INCLUDING THIS COVER)",
                "RE:      4120 Cottagewood Road, Deephaven -- Rule N question"):
        d.line(row)
    d.y -= 20
    d.para("Attached is our letter on the rebuild of the Lindqvist residence. Please call if the "
           "District needs the survey; we will send hard copies by mail. The original of this "
           "transmittal is retained in our office.")
    d.y -= 260
    d.line("CONFIDENTIALITY NOTICE: This facsimile is intended only for the addressee. If received",
           size=8)
    d.line("in error please notify the sender at (952) 474-3310 and destroy all copies.", size=8)

    d.new_page()
    d.set("Courier", 10.5)
    d.line("HANLON-REITER ENGINEERING, INC.", font="Courier-Bold", size=12)
    d.line("Civil Engineering * Land Surveying * 600 Excelsior Blvd, Excelsior MN 55331")
    d.rule()
    d.line("May 12, 2006")
    d.y -= 6
    d.line("Minnehaha Creek Watershed District")
    d.line("Attn: Permits")
    d.y -= 6
    d.line("RE:  Lindqvist Residence, 4120 Cottagewood Road, Deephaven")
    d.line("     PID 17-117-23-41-0032   Lot 7, Block 2, Cottagewood Park")
    d.y -= 8
    d.para("Our client intends to remove the existing 1948 cabin and detached garage and construct "
           "a new single-family home with an attached three-stall garage on the same lot.",
           tags=[F("project_type", "single_family_home")])
    d.para("The lot contains 37,460 sq. ft. (0.86 acre) above the ordinary high water level of "
           "Lake Minnetonka.", tags=[F("site_area_ac", 0.86)])
    d.para("Hard surface coverage on the lot is summarized below (house, garage, drive, walks and "
           "patios; the dock and the lake are not counted):")
    d.table([["", "Existing", "Proposed"],
             ["Hard surface coverage", "6,120 sq ft", "8,940 sq ft"],
             ["Increase", "", "2,820 sq ft"]],
            [190, 120, 120],
            tags=[[], [F("existing_impervious_ac", ac(6120)), F("proposed_impervious_ac", ac(8940))],
                  [F("net_impervious_increase_ac", ac(2820))]])
    d.para("The new home has a finished floor area of about 4,650 sq. ft. on two levels. Grading "
           "will disturb approximately 0.45 acre; no grading is proposed within the shore impact "
           "zone.", tags=[F("disturbed_area_ac", 0.45)])
    d.para("The 100-year flood elevation of Lake Minnetonka is 931.5 (NGVD 1929). The lowest "
           "opening of the new home, the walkout door, is set at 936.0, so it stands 4.5 feet "
           "above the flood elevation.",
           tags=[F("hwl_100yr_elev_ft", 931.5), F("lowest_opening_elev_ft", 936.0)])
    d.para("Because this is the reconstruction of a single-family home and its residential "
           "appurtenances, we understand that a stormwater management permit under Rule N is not "
           "required. An erosion control permit application will be submitted separately, with "
           "silt fence along the lakeward side of the work. Please confirm at your convenience.")
    d.y -= 10
    d.line("Sincerely,")
    d.y -= 14
    d.line("Robert J. Hanlon, P.E.")
    d.line("cc: K. & J. Lindqvist;  City of Deephaven Building Official")
    return pkg.finish()


# ---------------------------------------------------------------------------------------------------
def p02_orono_second_addition(root: Path) -> Truth:
    """A typed application and a consultant letter for a small second phase (scanned)."""
    pkg = Package(root, "x9-02-wildhurst-2nd", "scanned", 902, "common scheme 1.85 ac + 4.60 ac phase 1 (N.2.G -> N.2.B.1)")
    d = pkg.doc("x9-02_application_2011.pdf")
    d.new_page()
    d.set("Courier", 10)
    d.line("MINNEHAHA CREEK WATERSHED DISTRICT", font="Courier-Bold", size=12, align="center")
    d.line("PERMIT APPLICATION - LAND ALTERATION / STORMWATER", font="Courier-Bold", align="center", gap=24)
    rows = [
        ("1. Project name:", "Wildhurst Ridge 2nd Addition", []),
        ("2. Location (city):", "Orono   Sec. 33, T118N, R23W", []),
        ("   Property ID:", "33-118-23-22-0009", []),
        ("3. Applicant:", "Kroll Development LLC, 2700 Kelley Pkwy, Orono", []),
        ("   Is applicant a governmental unit?", "NO", [F("applicant_public_entity", False)]),
        ("4. Type of project:", "Single family residential subdivision", [F("project_type", "single_family_subdivision")]),
        ("5. Total site area (acres):", "1.85", [F("site_area_ac", 1.85)]),
        ("6. Number of lots / dwelling units:", "3", [F("dwelling_units", 3)]),
        ("7. Area to be disturbed (acres):", "1.6", [F("disturbed_area_ac", 1.6)]),
        ("8. Impervious surface, existing (acres):", "0.04", [F("existing_impervious_ac", 0.04)]),
        ("   Impervious surface, proposed (acres):", "0.52", [F("proposed_impervious_ac", 0.52)]),
        ("9. Receiving water:", "Wetland 33-A, to Long Lake Creek", []),
        ("10. Rules applicable (check):", "[X] B  [ ] C  [X] N", []),
    ]
    for label, value, tags in rows:
        d.at(60, d.size[1] - d.y, label)
        d.at(330, d.size[1] - d.y, value, tags=tags)
        d.y -= 20
    d.y -= 20
    d.line("Signature of applicant: /s/ Dean Kroll             Date: 6-3-2011")
    d.y -= 30
    d.line("FOR DISTRICT USE:  File No. ______   Rec'd ______   Fee $ ______", size=9)

    d.new_page()
    d.set("Courier", 10)
    d.line("WESTONKA LAND CONSULTANTS", font="Courier-Bold", size=12)
    d.line("5345 Shoreline Drive, Mound, Minnesota 55364   (952) 472-0190")
    d.rule()
    d.line("June 3, 2011")
    d.line("Minnehaha Creek Watershed District - Permitting")
    d.line("Re: Wildhurst Ridge 2nd Addition, Orono - Rule N submittal", gap=20)
    d.para("Wildhurst Ridge 2nd Addition is a three-lot single family plat on 1.85 acres at the "
           "end of Kelley Parkway. It adjoins Wildhurst Ridge (1st Addition), platted in 2007 under "
           "MCWD Permit 07-088 on 4.60 acres by the Kroll Family Limited Partnership. Kroll "
           "Development LLC is managed by the same family general partner, so the two phases are "
           "under related ownership and both were developed after Rule N took effect.")
    d.para("COMMON SCHEME OF DEVELOPMENT: considered in the aggregate, the 1st and 2nd Additions "
           "total 6.45 acres. We have therefore prepared this submittal as a subdivision of two "
           "acres or more at less than two units per acre, Best Management Practices only.",
           tags=[F("common_scheme_area_ac", 6.45)])
    d.para("The balance of the original Kroll farm, about 17.85 acres north of the creek, remains "
           "in hay and is not part of any development plan.")
    d.para("Site design and BMPs. The plat keeps the new street to a 24-foot width with a "
           "cul-de-sac island, preserves the oak stand on Lot 3 and places the three homes on "
           "the upland ridge. The BMPs follow the MPCA manual Protecting Water Quality in Urban "
           "Areas and limit new hard surface, slow runoff and keep sediment on site.",
           tags=[S("N.3.0")])
    d.para("Permanent BMPs: (1) grassed swale along the east lot line, 120 feet, with rock "
           "check; (2) 30-foot unmowed native buffer strip along Wetland 33-A; (3) roof drains "
           "directed to lawn areas; (4) erosion control blanket and permanent seeding of all "
           "slopes steeper than 4:1.", tags=[S("N.3.2")])
    d.para("Infiltration is not proposed due to clay soils (Le Sueur clay loam) and a seasonal "
           "high water table about 3 feet below grade.", tags=[F("infiltration_proposed", False)])
    d.para("Building openings. The 100-year high water level of Wetland 33-A is 996.4 (NGVD "
           "1929). The lowest opening of any of the three homes is 1002.0, on Lot 2, which is 5.6 "
           "feet above it.", tags=[F("hwl_100yr_elev_ft", 996.4), F("lowest_opening_elev_ft", 1002.0)])
    d.para("The existing farm drive (about 0.04 acre) will be removed. Please call me with any "
           "questions.")
    d.y -= 8
    d.line("Paul Engstrom, P.E.")
    d.line("cc:  D. Kroll;  City of Orono Planning (M. Gaffron)")
    return pkg.finish()
