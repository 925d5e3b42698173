"""Additions to developed sites (N.2.H): a retailer's pad building under 50% more
impervious, a hardware store's expansion over 50%, and a homeowner splitting a lot.

Each writes the existing and proposed impervious its own way (square-foot tables, prose
with a percentage, a letter); the truth holds only the figures the pages state.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external16 import appendix as ap
from corpus.external16.doc import ARCH_D, TABLOID, F, S, X
from corpus.external16.package import Pkg
from corpus.external16.pk_phases import _rates
from corpus.external16.plans import PlanSet, Sheet

SF = 43560.0


def retail_addition_small(root: Path) -> Pkg:
    """A pad building on a developed retail site: impervious up 19.6%; no drainage map."""
    p = Pkg(root, "x16-06-knollwood-pad-c", 1606, "commercial 6.3 ac, H +19.6% additional_only -> D.2; no drainage map")
    d = p.doc("Knollwood_Crossing_Building_C_Stormwater.pdf", font="Helvetica", size=9.5,
                  header="Knollwood Crossing - Building C  |  Stormwater Management Summary  |  Corridor Civil Partners, Inc.",
                  footer="CCP #2411-08    {page}")
    d.line("KNOLLWOOD CROSSING - BUILDING C", bold=True, size=14)
    d.line("Highway 7 and Aquila Avenue, St. Louis Park, MN  |  Owner: KC Retail Holdings LP  |  July 2025")
    d.space(6)
    d.heading("1.0 Site data")
    d.table([["Item", "Square feet", "Acres"],
             ["Total site (Lots 1-3, Block 1, Knollwood Crossing)", "274,428", "6.30"],
             ["Existing impervious (Buildings A & B, parking)", "200,376", "4.60"],
             ["Proposed impervious", "239,580", "5.50"],
             ["Net new impervious", "39,204", "0.90"],
             ["Area of disturbance", "56,628", "1.30"],
             ["Building C floor area (new)", "9,800", "-"],
             ["Parking stalls (existing 412 / proposed 376)", "-", "-"]], [260, 90, 70],
            tags=[[], [F("site_area_ac", 6.3)], [F("existing_impervious_ac", 4.6)], [F("proposed_impervious_ac", 5.5)],
                  [F("net_impervious_increase_ac", 0.9)], [F("disturbed_area_ac", 1.3)], [], []])
    d.para("Knollwood Crossing is an existing retail center (Buildings A and B, 48,000 sf, built 2004). The owner "
           "proposes a 9,800 sf retail pad building (Building C) in the northwest parking field. Use: commercial.",
           F("project_type", "commercial"))
    d.para("The 39,204 sf of new impervious is a 19.6 percent increase over the existing 200,376 sf. Under Rule N "
           "paragraph H the requirements apply to the additional impervious surface and the altered area only.")
    d.para("KC Retail Holdings LP is a private owner (not a public entity).", F("applicant_public_entity", False))
    d.heading("2.0 Rate control")
    d.para("Rate control is provided by a 140-foot run of 60-inch perforated CMP (underground storage) beneath "
           "the Building C parking. The CMP replaces storage in the existing low corner of the lot; the outlet "
           "orifice was designed by reservoir routing of critical-duration events.", S("N.4.2"))
    d.table([["Peak to Aquila Ave storm sewer", "Existing", "Proposed"],
             ["1-year", "3.40 cfs", "3.12 cfs"], ["2-year", "4.05 cfs", "3.70 cfs"],
             ["10-year", "7.90 cfs", "7.41 cfs"], ["100-year", "15.60 cfs", "15.02 cfs"]], [200, 80, 80],
            tags=[[X("N.6.A.9")], [F("peak_rates_cfs", _rates((3.40, 3.12), (7.90, 7.41), (15.60, 15.02)))]])
    d.para("Water levels downstream (Aquila Avenue trunk storm sewer) are not adversely affected during or after "
           "construction; peak flows to the trunk line decrease.", S("N.4.3"))
    d.para("Off-site runoff from 0.6 ac of Highway 7 right-of-way enters the site and is included in the model.",
           S("N.4.4"))
    d.para("The CMP system is above the 100-year flood elevation and within a private drainage easement "
           "recorded with the plat.", S("N.4.6"))
    d.para("The design conforms to the City of St. Louis Park Surface Water Management Plan; the City's review "
           "letter is attached.", S("N.4.7"))
    d.para("The only outfall is a pipe connection to the City's trunk storm sewer; no open outfall is proposed.")
    d.para("Building C lowest opening (finished floor) 902.3; 100-year HWL of the CMP system 898.0.",
           F("lowest_opening_elev_ft", 902.3), F("hwl_100yr_elev_ft", 898.0))
    d.para("Infiltration is not proposed: the site is an MPCA voluntary-cleanup site with contaminated fill.",
           F("infiltration_proposed", False))
    d.heading("3.0 Best management practices")
    d.para("BMPs are consistent with the MPCA manual Protecting Water Quality in Urban Areas. The pad is placed "
           "on existing pavement to limit new impervious surface.", S("N.3.0"))
    d.para("Permanent BMPs: (a) 60-inch CMP underground storage; (b) two sump catch basins with SNOUT hoods; "
           "(c) tree trenches (6) in parking islands.", S("N.3.2"))
    ap.computations(d, "HydroCAD summary - Knollwood Crossing Building C", [
        ["Node", "1-yr", "10-yr", "100-yr", "Peak elev"],
        ["UG CMP", "3.12 cfs", "7.41 cfs", "15.02 cfs", "898.0"]])
    ap.city_letter(d, "St. Louis Park", "June 30, 2025", "Knollwood Crossing Building C", "D. Hawley",
                   "Surface Water Management Plan")
    ap.npdes_card(d, "C00072501", "Knollwood Crossing Building C", "KC Retail Holdings LP", "7/7/2025", 1.3)
    d.save()
    plans = PlanSet("Corridor Civil Partners, Inc.", "8400 Normandale Lake Blvd, Bloomington, MN 55437",
                    "Knollwood Crossing - Building C", "KC Retail Holdings LP", "Renee K. Sandoval", "43398",
                    "07/10/2025", [
                        Sheet("C1.1", "EXISTING CONDITIONS", notes=[
                            ("Property lines of Lots 1-3, Block 1, owned by KC Retail Holdings LP.", [X("N.6.A.1")]),
                            ("There are no wetlands, shoreland or floodplain areas on the site.", [X("N.6.A.4")]),
                            ("Contours at 2 ft intervals, NGVD 1929 datum.",
                             [F("contour_interval_ft", 2), F("vertical_datum", "NGVD29")])], buildings=2),
                        Sheet("C3.1", "GRADING AND UTILITY PLAN", notes=[
                            ("Existing and proposed storm sewer and CMP system: location, alignment, inverts.", [X("N.6.A.3")]),
                            ("CMP 100-yr HWL 898.0; no normal pool. Existing parking low point 100-yr 898.4.", [X("N.6.A.6")]),
                            ("Private drainage easement over the CMP system, Doc. No. 4471203.", [X("N.6.A.12")])],
                              buildings=3),
                        Sheet("C5.1", "STORM DETAILS", notes=[
                            ("CMP, outlet control manhole and SNOUT details and specifications.", [X("N.6.A.8")])]),
                    ])
    p.plans("Knollwood_C_Civil_24x36.pdf", ARCH_D, plans, "plan_set.full_size")
    p.plans("Knollwood_C_Civil_11x17.pdf", TABLOID, plans, "plan_set.reduced")
    return p


def retail_addition_large(root: Path) -> Pkg:
    """A hardware store grows 78%; the neighbour is unrelated; openings too low; 1-ft contours."""
    p = Pkg(root, "x16-07-water-st-hardware", 1607,
            "commercial 2.7 ac, H +78% whole_site -> D.2; unrelated neighbour; opening 1.4 ft; 1-ft contours")
    d = p.doc("Water_Street_Hardware_Expansion_Narrative.pdf", font="Times-Roman", size=11, margin=72)
    d.line("Water Street Hardware - Store Expansion", bold=True, size=15)
    d.line("Excelsior, Minnesota", size=12)
    d.line("Stormwater narrative by Lakeside Surveying & Engineering, Inc., August 2025")
    d.space(10)
    d.para("Water Street Hardware, Inc., a privately held company, intends to expand its store at 290 Water "
           "Street. The expansion adds a 12,600 square foot lumber and garden building, a covered drive-through "
           "yard and 22 parking spaces to the existing 14,000 square foot store. This is commercial development.",
           F("project_type", "commercial"), F("applicant_public_entity", False))
    d.para("The site consists of two tax parcels (PIDs 34-117-23-21-0019 and -0020) totaling 2.7 acres, both "
           "owned by the applicant.", F("site_area_ac", 2.7))
    d.para("The adjacent parcel to the east (3.1 acres, PID 34-117-23-21-0022) is owned by Lakeside Dental "
           "Properties LLC, an unrelated party, and is not aggregated with this site.")
    d.para("The store, its parking and yard cover 0.90 acres of impervious surface today. After the expansion "
           "there will be 1.60 acres, an increase of 78 percent, so Rule N is applied to the whole site as if it "
           "were undeveloped.", F("existing_impervious_ac", 0.9), F("proposed_impervious_ac", 1.6))
    d.para("About 1.9 acres will be graded.", F("disturbed_area_ac", 1.9))
    d.para("Runoff will be detained in a dry pond in the natural swale along the south line, with the outlet "
           "designed by reservoir routing of the critical 24-hour storms.", S("N.4.2"))
    d.para("Peak discharge leaving the site toward Galpin Lake Road, existing versus proposed: 1-year 2.3 and "
           "1.6 cfs; 10-year 5.5 and 4.7 cfs; 100-year 10.9 and 10.1 cfs. (The 2-year event is 2.9 and 2.2 cfs.)",
           F("peak_rates_cfs", _rates((2.3, 1.6), (5.5, 4.7), (10.9, 10.1))), X("N.6.A.9"))
    d.para("The drainage from 1.3 acres of Water Street and the alley that reaches the site is included in the "
           "pond sizing.", S("N.4.4"))
    d.para("Off-site water levels will not be adversely affected during or after construction; discharge to the "
           "Galpin Lake Road ditch is reduced for every storm.", S("N.4.3"))
    d.para("The City of Excelsior has no adopted local stormwater plan of its own; City staff reviewed the "
           "project at the July 14, 2025 planning commission meeting (minutes attached).")
    d.para("The pond outlet discharges through a riprap-lined spillway and plunge pool to limit erosion and "
           "scour.", S("N.4.8"))
    d.para("The lowest opening of the new building (the garden center overhead door) is at 933.4. The 100-year "
           "high water elevation of the south pond is 932.0.", F("lowest_opening_elev_ft", 933.4),
           F("hwl_100yr_elev_ft", 932.0))
    d.para("Infiltration is not proposed because of shallow groundwater. The site is not landlocked.",
           F("infiltration_proposed", False), F("landlocked", False))
    d.para("The design follows the MPCA manual Protecting Water Quality in Urban Areas, and the permanent BMPs "
           "are: the dry pond, a rain garden at the parking entrance, and two sump manholes.", S("N.3.0"), S("N.3.2"))
    d.new_page()
    d.heading("City of Excelsior Planning Commission - minutes excerpt, July 14, 2025")
    d.para("Item 5: Water Street Hardware expansion. Staff reviewed the grading and drainage plan and the "
           "watershed district requirements; the Commission recommended approval of the site plan.", X("N.6.A.11"))
    ap.computations(d, "HydroCAD report - Water Street Hardware", [
        ["Node", "1-yr", "10-yr", "100-yr", "Peak elev"],
        ["South dry pond", "1.6 cfs", "4.7 cfs", "10.1 cfs", "932.0"],
        ["Water St inflow", "0.8 cfs", "2.0 cfs", "3.9 cfs", "-"]])
    ap.npdes_card(d, "C00072588", "Water Street Hardware Expansion", "Water Street Hardware, Inc.", "8/4/2025", 1.9)
    d.save()
    plans = PlanSet("Lakeside Surveying & Engineering, Inc.", "24 Lake Street, Excelsior, MN 55331",
                    "Water Street Hardware Expansion", "Water Street Hardware, Inc.", "Colin A. Fredrickson", "42815",
                    "8/11/2025", [
                        Sheet("C1", "EXISTING SITE AND BOUNDARY", notes=[
                            ("Boundary of both parcels owned by Water Street Hardware, Inc.", [X("N.6.A.1")]),
                            ("No wetlands or floodplain on site; Lake Minnetonka shoreland district boundary shown.",
                             [X("N.6.A.4")]),
                            ("Contours shown at 1-foot interval. Datum NGVD 1929.",
                             [F("contour_interval_ft", 1), F("vertical_datum", "NGVD29")])]),
                        Sheet("C2", "DRAINAGE AREAS", notes=[
                            ("Existing and proposed on-site drainage areas and off-site area (1.3 ac).", [X("N.6.A.2")])]),
                        Sheet("C3", "GRADING AND STORMWATER", notes=[
                            ("Existing and proposed storm sewer, pond and spillway with elevations.", [X("N.6.A.3")]),
                            ("South pond: dry (no normal water), 100-yr HWL 932.0; existing swale 100-yr 931.6.",
                             [X("N.6.A.6")]),
                            ("Drainage easement over the south pond.", [X("N.6.A.12")])], pond=True, buildings=2),
                        Sheet("C4", "DETAILS", notes=[
                            ("Outlet structure, spillway and riprap details; specifications.", [X("N.6.A.8")])]),
                    ])
    p.plans("WSH_Civil_Full.pdf", ARCH_D, plans, "plan_set.full_size")
    p.plans("WSH_Civil_Reduced_11x17.pdf", TABLOID, plans, "plan_set.reduced")
    return p


def lot_split(root: Path) -> Pkg:
    """A homeowner's engineer splits a lot; the same trust re-platted the lot next door in 2017. Scanned."""
    p = Pkg(root, "x16-09-ekdahl-lot-split", 1609, "SF subdivision 1.6 ac + 0.8 ac trust lot = 2.4 -> B.1; scanned",
            kind="scanned")
    d = p.doc("Ekdahl_minor_subdivision_letter.pdf", font="Courier", size=10, margin=70)
    d.line("TRELSTAD ENGINEERING", bold=True, size=12)
    d.line("Deephaven, Minnesota")
    d.space(8)
    d.line("October 6, 2025")
    d.line("MCWD Permitting - Rule N review")
    d.line("RE: Ekdahl minor subdivision, 18210 Minnetonka Boulevard, Deephaven")
    d.space(6)
    d.para("On behalf of the Ekdahl Family Trust we submit the stormwater plan for a two-lot minor subdivision "
           "of the 1.6-acre lot at 18210 Minnetonka Boulevard (PID 17-117-22-32-0009) into Parcel A (0.85 ac, "
           "existing house to remain) and Parcel B (0.75 ac, new single-family home). Total: 2 single-family "
           "lots.", F("site_area_ac", 1.6), F("dwelling_units", 2), F("project_type", "single_family_subdivision"))
    d.para("The Ekdahl Family Trust also owns the adjoining lot to the west, 18240 Minnetonka Boulevard (0.8 "
           "acre), which it re-platted and built a new home on in 2017, after Rule N took effect. Taken together "
           "as a common scheme of development the two lots total 2.4 acres, and Section 3 (BMPs) applies.",
           F("common_scheme_area_ac", 2.4))
    d.para("The lot across Cottagewood Road (1.1 acres) belongs to the Rasmussens and is not related.")
    d.heading("Impervious area")
    d.para("Existing: 6,970 sq ft (house, garage, drive). Proposed: 13,070 sq ft with the new home on Parcel B.",
           F("existing_impervious_ac", round(6970 / SF, 4)), F("proposed_impervious_ac", round(13070 / SF, 4)))
    d.para("Grading limits: about 0.35 acre. The Trust is a private applicant.", F("disturbed_area_ac", 0.35),
           F("applicant_public_entity", False))
    d.new_page()
    d.heading("BMPs")
    d.para("The new home uses a tuck-under garage and a shared driveway to keep new impervious surface low; all "
           "BMPs follow the MPCA manual Protecting Water Quality in Urban Areas.", S("N.3.0"))
    d.para("Permanent BMPs: 1) 450 sq ft rain garden (infiltration) on Parcel B; 2) gutter downspouts to the "
           "rain garden; 3) existing oak stand preserved as a no-mow area.", S("N.3.2"), F("infiltration_proposed", True))
    d.para("Openings: lowest opening of the new home 935.5 (walkout). Lake Minnetonka 100-year high water "
           "elevation 931.5.", F("lowest_opening_elev_ft", 935.5), F("hwl_100yr_elev_ft", 931.5))
    d.para("No wetlands were identified on either parcel. Soils are Hayden loam.")
    d.space(10)
    d.line("Sincerely,")
    d.line("Mark Trelstad, P.E.")
    d.save()
    return p
