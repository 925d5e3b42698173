"""A homeowners' association widening its private road: a letter report by the HOA's engineer.

Only the two impervious totals are written (no net figure), in square feet with acres; the reader
does the subtraction. The HOA is private, which the letter says in so many words.
"""

from __future__ import annotations

from pathlib import Path

from corpus.external15.kit import Doc, ex, fact, st
from corpus.truth import Recorder


def orono_private_road(root: Path, rec: Recorder, rel: str) -> list[str]:
    d = Doc(root, rel, rec, font="Times-Roman", size=11.5, margin=70)
    d.new_page()
    d.line("Lakeshore Civil & Survey, LLC", 14, "Times-Bold")
    d.line("Long Lake, Minnesota", 10)
    d.space(14)
    d.line("April 2, 2026")
    d.space(6)
    d.line("Board of Directors, Heron Point Homeowners Association, Inc.")
    d.line("c/o Minnehaha Creek Watershed District, Permitting")
    d.space(8)
    d.line("Re:  Heron Point Lane private road improvements, City of Orono", 11.5, "Times-Bold")
    d.space(6)
    d.para("Heron Point Homeowners Association, Inc. is a private Minnesota nonprofit corporation that owns and "
           "maintains Heron Point Lane, a private road serving nine homes on Stubbs Bay. The Association is the "
           "permit applicant.", tags=[fact("applicant_public_entity", False)])
    d.para("The Orono Fire Department requires the road to be widened from 16 feet to 20 feet and a 45-foot radius "
           "turnaround to be built at the north end. The work reconstructs the existing 1,540-foot bituminous road "
           "on its present alignment. Lots served range from 1.1 to 3.6 acres (PIDs 19-118-23-32-0004 through "
           "19-118-23-32-0012).", tags=[fact("project_type", "linear")])
    d.para("Work limits total 1.9 acres, of which 1.6 acres will be disturbed.",
           tags=[fact("site_area_ac", 1.9), ex("N.6.D"), fact("disturbed_area_ac", 1.6)])
    d.para("Impervious surface, from our survey of March 2026:")
    d.line("Existing road, aprons and hammerhead ........ 30,930 sq. ft. (0.71 acre)", indent=20,
           tags=[fact("existing_impervious_ac", 0.71)])
    d.line("Proposed road, aprons and turnaround ......... 44,430 sq. ft. (1.02 acres)", indent=20,
           tags=[fact("proposed_impervious_ac", 1.02)])
    d.space(6)
    d.para("There are no sidewalks or trails.")
    d.new_page()
    d.line("Stormwater management", 12, "Times-Bold")
    d.para("Best management practices were chosen with the MPCA's Protecting Water Quality in Urban Areas manual: "
           "the road is widened only to the 20 feet the fire code requires; it is crowned to shed runoff to grassed "
           "swales on both sides, which slow and filter runoff and allow what infiltration the soils permit; and "
           "the turnaround drains to a vegetated filter strip rather than directly to the lake, limiting sediment "
           "and phosphorus.", tags=[st("N.3.0")])
    d.para("Permanent BMPs: 1. grassed swales along both sides of the road, 1,300 feet; 2. vegetated filter strip "
           "(25 feet wide) at the turnaround; 3. riprap at the two culvert outlets.", tags=[st("N.3.2")])
    d.para("Infiltration is not proposed due to clay soils (Hamel clay loam). The site is not landlocked: the "
           "swales drain to Stubbs Bay of Lake Minnetonka.",
           tags=[fact("infiltration_proposed", False), fact("landlocked", False)])
    d.para("For reference, the 2-year, 24-hour rainfall is 2.87 inches; the off-site area draining to the road "
           "ditches is about 4.5 acres of wooded slope.")
    d.space(20)
    d.line("Respectfully,")
    d.space(16)
    d.line("Engineer for the Association, Lakeshore Civil & Survey, LLC")
    return [d.save()]
