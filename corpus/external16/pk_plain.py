"""Plain single-phase packages for contrast: a city street with a buffered trail, and a
lakeshore home. Neither aggregates anything; each says so, or says nothing about it.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external16.doc import ANSI_D, F, S
from corpus.external16.package import Pkg
from corpus.external16.plans import PlanSet, Sheet


def street_and_trail(root: Path) -> Pkg:
    """A city street rebuild whose 10-ft trail qualifies for N.2.E.4: 1.30 - 0.52 = 0.78 ac -> E.1."""
    p = Pkg(root, "x16-11-smithtown-rd", 1611, "linear public 6.4 ac, net 1.30 incl. qualifying trail 0.52 -> E.1")
    d = p.doc("Smithtown_Road_Reconstruction_MCWD_Application.pdf", font="Helvetica", size=10,
                  header="City of Shorewood - Public Works  |  Smithtown Road Reconstruction (CP 25-02)",
                  footer="page {page}")
    d.line("Smithtown Road Reconstruction and Trail - CP 25-02", bold=True, size=14)
    d.line("MCWD Rule N Application Summary  |  City of Shorewood  |  January 2025")
    d.space(6)
    d.para("The City of Shorewood, a Minnesota municipal corporation, will reconstruct 0.9 miles of Smithtown "
           "Road from Country Club Road to the Victoria city limits, with curb and gutter and a new off-road "
           "trail on the north side.", F("project_type", "linear"), F("applicant_public_entity", True))
    d.table([["Quantity", "Value"],
             ["Total project area (right-of-way and easements)", "6.4 ac"],
             ["Area disturbed", "6.4 ac"],
             ["Existing impervious", "3.10 ac"],
             ["Proposed impervious (includes trail)", "4.40 ac"],
             ["Net increase in impervious", "1.30 ac"],
             ["Trail: width / pervious buffer each side", "10 ft / 6 ft"],
             ["Trail impervious area", "0.52 ac"],
             ["Driveway and street crossings, share of required buffer area", "12%"]], [320, 90],
            tags=[[], [F("site_area_ac", 6.4)], [F("disturbed_area_ac", 6.4)], [F("existing_impervious_ac", 3.1)],
                  [F("proposed_impervious_ac", 4.4)], [F("net_impervious_increase_ac", 1.3)],
                  [F("sidewalk_trail", {"width_ft": 10, "buffer_ft": 6, "crossing_pct": 12, "area_ac": 0.52,
                                        "standalone": False})], [], []])
    d.para("The trail is 10 feet wide with a turf boulevard of at least 6 feet on each side; 31 driveway and two "
           "street crossings interrupt 12 percent of the required buffer area. Under N.2.E.4 the trail is left out "
           "of the net increase, which leaves 0.78 acres of new street impervious, so only the BMPs of Section 3 "
           "apply. As a city the applicant owes no surety.")
    d.heading("Best management practices")
    d.para("The street keeps its 28-foot width (no widening) to limit new impervious surface; the increase comes "
           "from the trail, curb and gutter and two turn lanes. BMPs follow the MPCA manual Protecting Water "
           "Quality in Urban Areas.", S("N.3.0"))
    d.para("Permanent BMPs: four underdrained boulevard biofiltration basins, sump catch basins at each outfall, "
           "and riprap at the two ditch outfalls.", S("N.3.2"))
    d.para("No infiltration is proposed: the corridor soils are clay.", F("infiltration_proposed", False))
    d.para("No wetlands were identified in the corridor other than the Smithtown Pond fringe, which is avoided.")
    d.para("The 2-year storm peak at the Smithtown Pond outfall is 4.1 cfs existing and 4.3 cfs proposed; rate "
           "control is not required for this project.")
    d.save()
    plans = PlanSet("City of Shorewood Engineering", "5755 Country Club Road, Shorewood, MN 55331",
                    "Smithtown Road Reconstruction CP 25-02", "City of Shorewood", "Andrew Budde", "49901",
                    "1/10/2025", [
                        Sheet("1", "TITLE SHEET AND TYPICAL SECTIONS", notes=[
                            ("Typical section: 28 ft street, 6 ft boulevard, 10 ft bituminous trail, 6 ft turf.", [])],
                              buildings=0, contours=0),
                        Sheet("5", "STREET AND TRAIL PLAN STA 10+00 TO 30+00", notes=[
                            ("Street and trail alignment, stationing and curb line.", [])], buildings=0),
                    ])
    p.plans("Smithtown_Rd_Plans_22x34.pdf", ANSI_D, plans, "plan_set.full_size")
    return p


def lakeshore_home(root: Path) -> Pkg:
    """A builder's application for one new home on a lakeshore lot: N.2.A, no permit."""
    p = Pkg(root, "x16-12-shoreline-dr-home", 1612, "single-family home rebuild 0.92 ac -> N.2.A")
    d = p.doc("1455_Shoreline_Dr_Stormwater_Info.pdf", font="Times-Roman", size=11, margin=72)
    d.line("Halden Custom Homes", bold=True, size=13)
    d.line("Stormwater information - 1455 Shoreline Drive, Orono", size=11)
    d.line("September 9, 2025")
    d.space(8)
    d.para("Halden Custom Homes will tear down the existing 1950s cabin and build a new single-family home with "
           "an attached garage for the owners, Paul and Lena Okafor.", F("project_type", "single_family_home"))
    d.para("Lot area 0.92 acres (40,075 sq ft). Existing impervious 0.09 acres; proposed 0.15 acres. About 0.4 "
           "acres will be disturbed.", F("site_area_ac", 0.92), F("existing_impervious_ac", 0.09),
           F("proposed_impervious_ac", 0.15), F("disturbed_area_ac", 0.4))
    d.para("The owners do not own any adjoining property; the neighbouring lots (1445 and 1465 Shoreline Drive) "
           "are held by unrelated owners.")
    d.para("Lowest floor and lowest opening of the new home: 936.0. Lake Minnetonka 100-year flood elevation: "
           "931.5.", F("lowest_opening_elev_ft", 936.0), F("hwl_100yr_elev_ft", 931.5))
    d.para("Erosion control: silt fence along the lake side, rock construction entrance, and a rain garden of "
           "300 square feet for the roof downspouts.")
    d.para("We understand from the District's rule that construction of a single-family home does not need a "
           "stormwater permit; the shoreland and erosion control rules are addressed separately.")
    d.save()
    return p
