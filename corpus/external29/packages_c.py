"""Packages 09-12: a small retail addition (scanned), a warehouse, a school, a phased townhome project."""

from __future__ import annotations

from pathlib import Path

from corpus.external29.forms import application_form, hydrocad_summary
from corpus.external29.kit import FULL_SIZE, HALF_SIZE, F, Package, S, X, plan_set


def excelsior_retail(out: Path) -> Package:
    """A design-build contractor's two-page letter, faxed/scanned: a 0.38-acre lot (N.2.D.1)."""
    pkg = Package(out, "x29-09-excelsior-water-street-addition", kind="scanned", seed=9)
    f = application_form(
        pkg, "Water_St_MCWD_Application.pdf", project="218 Water St - rear addition & patio",
        location="218 Water Street", city="Excelsior", pid="34-117-23-12-0031",
        applicant="Lakeview Mercantile LLC", agent="Tonka Bay Builders (design-build), J. Pearson", public=False,
        ptype="Commercial", type_tags=[F("project_type", "commercial")],
        fields=[("Parcel area:", ("16,553 SF / 0.38 AC", [F("site_area_ac", 0.38)])),
                ("Disturbed:", ("0.22 AC", [F("disturbed_area_ac", 0.22)])),
                ("Impervious existing:", ("12,630 SF (0.29 AC)", [F("existing_impervious_ac", 0.29)])),
                ("Impervious proposed:", ("14,370 SF (0.33 AC)", [F("proposed_impervious_ac", 0.33)]))],
        date="5/20/24", signer="J. Pearson")
    f.save()
    d = pkg.doc("Water_St_Stormwater_Letter.pdf", font="Courier", bold="Courier-Bold", margin=72)
    d.para("TONKA BAY BUILDERS, INC.", 13, bold=True, after=0)
    d.para("Design / Build - Commercial & Residential - Tonka Bay, MN", 9, after=14)
    d.para("May 20, 2024", 10)
    d.para("MCWD Permit Staff\n15320 Minnetonka Blvd\nMinnetonka MN 55345", 10)
    d.para("Re: Lakeview Mercantile, 218 Water St, Excelsior - stormwater narrative", 10, bold=True)
    d.para("We are building a 2,100 SF one-story rear addition to the existing retail building, a paver patio "
           "and a re-striped rear lot with 11 stalls. The lot is 0.38 acres.", 10,
           tags=[F("project_type", "commercial"), F("site_area_ac", 0.38)])
    d.para("Impervious: existing 0.29 ac, proposed 0.33 ac (+0.04 ac, about 14%). The existing building "
           "(4,850 SF) and the front sidewalk stay. Disturbed area 0.22 ac.", 10,
           tags=[F("existing_impervious_ac", 0.29), F("proposed_impervious_ac", 0.33),
                 F("net_impervious_increase_ac", 0.04), F("disturbed_area_ac", 0.22)])
    d.para("Stormwater. The site drains to the City storm sewer in Water St and on to Lake Minnetonka "
           "(Excelsior Bay). We have been told that under Rule N a commercial site under 1/2 acre needs the "
           "Section 3 BMPs only, so no rate or TP model was run.", 10)
    d.para("BMPs (per the MPCA manual Protecting Water Quality in Urban Areas): the roof of the addition "
           "drains to a lined filtration planter; the rear lot is re-graded to sheet flow across a 6-ft "
           "vegetated strip before the catch basin; the existing catch basin gets a sump and SAFL baffle.", 10,
           tags=[S("N.3.0")])
    d.para("Permanent BMPs list: 1) 450 SF filtration planter (lined, underdrained); 2) 6 ft vegetated filter "
           "strip, 90 LF; 3) sump catch basin with SAFL baffle.", 10, tags=[S("N.3.2")])
    d.para("Infiltration is not proposed because the planter sits against the building footings.", 10,
           tags=[F("infiltration_proposed", False)])
    d.para("Openings: the lowest opening of the addition is the rear service door at 936.4. The 100-year flood "
           "elevation of Lake Minnetonka is 931.5, so the door is 4.9 ft above it. Topo survey by Tonka "
           "Surveying, 4/2024.", 10,
           tags=[F("lowest_opening_elev_ft", 936.4), F("hwl_100yr_elev_ft", 931.5)])
    d.para("Erosion control: silt fence, inlet protection on the Water St catch basins, street sweeping. Work "
           "June to September 2024.", 10)
    d.signature(["Jeff Pearson, Project Manager", "Tonka Bay Builders, Inc.  952-555-0177"])
    d.save()
    return pkg


def _chan_memo(pkg: Package) -> None:
    d = pkg.doc("LDW_Distribution_SWMP.pdf", margin=66, header="Bluff Creek Engineering, LLC - Chanhassen, MN",
                footer="Lake Drive West Distribution Center - Stormwater Management Plan")
    d.para("STORMWATER MANAGEMENT PLAN", 15, bold=True, after=2)
    d.para("Lake Drive West Distribution Center  -  Chanhassen, Minnesota", 11, after=2)
    d.para("BCE Project 2024-031  |  April 5, 2024  |  Owner: LDW Industrial Partners LP", 9, after=12)
    d.heading("Section 1 - Site", 11)
    d.para("Lot 2, Block 1, Chanhassen Business Center 4th Addition; 11.20 acres, currently vacant "
           "(former farm field, no impervious surface: existing impervious 0.00 AC). The project is a "
           "148,000 SF office/warehouse (industrial) building with 26 dock doors, truck court and parking.",
           tags=[F("site_area_ac", 11.20), F("existing_impervious_ac", 0.0), F("project_type", "industrial")])
    d.table([["Land cover", "Existing (AC)", "Proposed (AC)"], ["Building", "0.00", "3.40"],
             ["Pavement / walks", "0.00", "4.00"], ["Total impervious", "0.00", "7.40"],
             ["Pervious", "11.20", "3.80"]], [160, 100, 100],
            row_tags={3: [F("existing_impervious_ac", 0.0), F("proposed_impervious_ac", 7.40)]})
    d.para("Disturbed area: 10.4 AC (grading limits extend onto the future Lot 3 pad only for erosion control).",
           tags=[F("disturbed_area_ac", 10.4)])
    d.para("Soils are Glencoe clay loam and Lester-Kilkenny complex (HSG C/D); infiltration is not proposed. "
           "A wetland (Wetland A, 0.41 AC) lies on the north edge and is protected with a 20-ft buffer; no "
           "wetland impacts. The site is not in shoreland or floodplain.", tags=[F("infiltration_proposed", False)])
    d.heading("Section 2 - Water quantity", 11)
    d.para("HydroCAD with Atlas 14 24-hour MSE 3 rainfall, critical duration checked (24-hr governs). "
           "Pond 1 is built in the site's existing depression (natural low area), and its outlet was designed "
           "by reservoir routing.", tags=[S("N.4.2")])
    d.para("Off-site runoff from 2.6 AC of Lake Drive West right-of-way enters at the SW corner and is routed "
           "through Pond 1; it is included in all analyses.", tags=[S("N.4.4")])
    d.table([["Discharge point DP-1 (Bluff Creek trib.)", "1-yr", "10-yr", "100-yr"],
             ["Existing (cfs)", "6.10", "15.80", "35.20"], ["Proposed (cfs)", "3.20", "9.90", "27.60"]],
            [210, 60, 60, 60],
            tags=[F("peak_rates_cfs", {"1": {"existing": 6.10, "proposed": 3.20},
                                       "10": {"existing": 15.80, "proposed": 9.90},
                                       "100": {"existing": 35.20, "proposed": 27.60}}), X("N.6.A.9")])
    d.para("Off-site water levels: the downstream culvert under Lyman Blvd sees lower peaks; upstream levels "
           "unchanged. Construction: temporary sediment basin in the Pond 1 footprint.", tags=[S("N.4.3")])
    d.para("Pond 1 is located above the 100-year flood elevation of the Bluff Creek tributary and entirely "
           "within a drainage and utility easement dedicated on the plat.", tags=[S("N.4.6")])
    d.para("Pond 1 and the outlet conform to the City of Chanhassen Surface Water Management Plan (see City "
           "review memo, Appendix C).", tags=[S("N.4.7")])
    d.para("The pond outfall to the tributary has a riprap apron and a plunge pool to limit erosion and scour.",
           tags=[S("N.4.8"), S("N.5.4")])
    d.heading("Section 3 - Water quality", 11)
    d.table([["Pond 1", ""], ["NWL", "948.0"], ["100-yr HWL", "951.3"], ["EOF", "953.3"],
             ["Freeboard", "2.0 ft"], ["Bench", "10 ft wide, 10:1"], ["Permanent pool", "2.35 ac-ft"]],
            [150, 140], tags=[F("ponds", [{"name": "Pond 1", "safety_bench_width_ft": 10.0,
                                           "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.0}])])
    d.para("P8 results (Appendix B): annual TP removal of 44%. A second treatment device (iron-enhanced sand "
           "filter) is being considered to reach 50%.", tags=[F("phosphorus_removal_pct", 44.0)])
    d.para("Building: FFE 960.5; lowest opening (dock door sills at the truck court) 958.0 vs. Pond 1 "
           "100-yr HWL 951.3.", tags=[F("lowest_opening_elev_ft", 958.0), F("hwl_100yr_elev_ft", 951.3)])
    d.heading("Section 4 - BMPs", 11)
    d.para("Per MPCA Protecting Water Quality in Urban Areas. Permanent BMPs: Pond 1 (NURP wet pond); riprap "
           "outfall; 20-ft wetland buffer; sump manholes at pond inlets; native seed on pond slopes.",
           tags=[S("N.3.0"), S("N.3.2")])
    d.para("Receiving water is not landlocked.", tags=[F("landlocked", False)])
    d.new_page()
    d.para("Appendix A - HydroCAD", 11, bold=True, tags=[X("N.6.A.10")])
    hydrocad_summary(d, "EXISTING", [
        ("EX1", "Site", 11.20, 78, [5.10, 6.80, 13.30, 29.80]),
        ("OS1", "Lake Dr W ROW", 2.60, 85, [1.00, 1.20, 2.50, 5.40]),
        ("DP-1", "Bluff Cr trib", 13.80, 0, [6.10, 8.00, 15.80, 35.20])], ["1", "2", "10", "100"])
    hydrocad_summary(d, "PROPOSED", [
        ("PR1", "To Pond 1", 10.10, 93, [14.20, 17.00, 26.90, 47.10]),
        ("PR2", "Bypass", 1.10, 74, [0.30, 0.40, 1.00, 2.30]),
        ("1P", "Pond 1", 12.70, 0, [2.90, 3.60, 8.90, 25.30]),
        ("DP-1", "Bluff Cr trib", 13.80, 0, [3.20, 4.00, 9.90, 27.60])], ["1", "2", "10", "100"])
    d.para("Appendix B - P8 summary", 11, bold=True)
    d.table([["Component", "Load in (lb/yr)", "Load out", "Removal"], ["TSS", "4,120", "1,280", "69%"],
             ["TP", "12.9", "7.2", "44%"]], [100, 100, 90, 70], size=8.5)
    d.new_page()
    d.para("Appendix C - City of Chanhassen engineering review memo (3/28/2024)", 11, bold=True)
    d.para("The City has reviewed the grading, drainage and stormwater plans. The stormwater facilities are "
           "consistent with the City's Surface Water Management Plan; the City's water quality requirement "
           "defers to the watershed district.", tags=[X("N.6.A.11")])
    d.para("Appendix D - MPCA", 11, bold=True)
    d.para("Construction Stormwater General Permit coverage: C00072102, dated 4/1/2024, 10.4 acres.",
           tags=[X("N.6.A.13")])
    d.save()


def chanhassen_warehouse(out: Path) -> Package:
    """A small firm's plan with printouts; full-size plans only, TP under 50% (N.2.D.3)."""
    pkg = Package(out, "x29-10-chanhassen-ldw-distribution", seed=10)
    f = application_form(
        pkg, "LDW_MCWD_App.pdf", project="Lake Drive West Distribution Center",
        location="Lake Dr W & Lyman Blvd", city="Chanhassen", pid="25.1770020",
        applicant="LDW Industrial Partners LP", agent="Bluff Creek Engineering, LLC", public=False,
        ptype="Industrial", type_tags=[F("project_type", "industrial")],
        fields=[("Site area:", ("11.20 ac", [F("site_area_ac", 11.20)])),
                ("Grading / disturbance:", ("10.4 ac", [F("disturbed_area_ac", 10.4)])),
                ("Proposed impervious:", ("7.40 ac", [F("proposed_impervious_ac", 7.40)])),
                ("Building:", ("148,000 SF", []))],
        rules=("B", "D", "N"), date="04/05/2024", signer="P. Larkin for LDW")
    f.save()
    _chan_memo(pkg)
    firm = ["BLUFF CREEK", "ENGINEERING, LLC", "Chanhassen MN"]
    cert = ["I hereby certify that this plan was prepared by me or under my direct supervision and that I am a "
            "duly Licensed Professional Engineer under the laws of the State of Minnesota.",
            "Paul Larkin, PE  License 41902  4/5/24"]
    common = dict(firm=firm, project="LAKE DRIVE WEST DISTRIBUTION CENTER  CHANHASSEN, MN", cert=cert,
                  cert_tags=[X("plan_set.pe_certified")])
    sheets = [
        dict(number="C1.0", title="EXISTING CONDITIONS", notes=[
            ("PROPERTY LINES OF LOT 2, BLOCK 1 (OWNED BY APPLICANT) AND ADJOINING LOTS SHOWN.", [X("N.6.A.1")]),
            ("WETLAND A (0.41 AC) DELINEATED 2023 WITH 20' BUFFER; NO FLOODPLAIN OR SHORELAND.", [X("N.6.A.4")]),
            ("CONTOURS 2 FT; NGVD 1929 DATUM.", [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29")])]),
        dict(number="C2.0", title="DRAINAGE AREA MAP", notes=[
            ("EXISTING EX1, PROPOSED PR1 AND PR2, OFF-SITE OS1 (2.6 AC).", [X("N.6.A.2")])]),
        dict(number="C3.0", title="GRADING & DRAINAGE PLAN", notes=[
            ("EXISTING AND PROPOSED 2' CONTOURS (NGVD 29).", [F("contour_interval_ft", 2.0)]),
            ("POND 1: NWL 948.0, HWL 951.3. WETLAND A: NWL 946.2, HWL 947.9.", [X("N.6.A.6")]),
            ("DRAINAGE & UTILITY EASEMENT OVER POND 1 PER PLAT.", [X("N.6.A.12")])]),
        dict(number="C4.0", title="STORM SEWER PLAN", notes=[
            ("EXISTING 36\" RCP IN LAKE DR W; PROPOSED STORM SEWER AND POND 1 WITH INVERTS.", [X("N.6.A.3")])]),
        dict(number="C5.0", title="DETAILS", notes=[
            ("POND 1 SECTION, OUTLET CONTROL STRUCTURE, RIPRAP APRON; SPECS PER CITY STANDARD PLATES.",
             [X("N.6.A.8")])]),
    ]
    plan_set(pkg, "LDW_Civil_Plans.pdf", FULL_SIZE, sheets, common, "plan_set.full_size")
    return pkg


def wayzata_school(out: Path) -> Package:
    """A school district's project by a small civil firm: 54% more impervious, opening too low, no NPDES papers."""
    pkg = Package(out, "x29-11-wayzata-schools-oakwood-elementary", seed=11)
    f = application_form(
        pkg, "ISD284_Oakwood_MCWD_Application.pdf", project="Oakwood Elementary - Addition & Site Improvements",
        location="17340 County Road 6", city="Plymouth", pid="05-118-22-31-0001",
        applicant="Independent School District 284 (Wayzata Public Schools)",
        agent="Wayfield Civil, Inc.", public=True,
        ptype="Institutional", type_tags=[F("project_type", "institutional")],
        fields=[("Site area:", ("14.80 AC", [F("site_area_ac", 14.80)])),
                ("Disturbed:", ("6.3 AC", [F("disturbed_area_ac", 6.3)])),
                ("Existing imp.:", ("5.90 AC", [F("existing_impervious_ac", 5.90)])),
                ("Proposed imp.:", ("9.10 AC", [F("proposed_impervious_ac", 9.10)]))],
        rules=("B", "N"), date="2/2/2024", signer="District Facilities Director")
    f.save()
    d = pkg.doc("Oakwood_Stormwater_Narrative.pdf", font="Times-Roman", bold="Times-Bold", margin=68,
                footer="Wayfield Civil, Inc.  -  Oakwood Elementary  -  Stormwater Narrative")
    d.para("Wayfield Civil, Inc.", 12, bold=True, after=0)
    d.para("Civil Engineering | Land Surveying | Maple Plain, MN", 9, after=12)
    d.center("OAKWOOD ELEMENTARY SCHOOL", 14)
    d.center("Addition and Site Improvements - Stormwater Narrative", 11, bold=False)
    d.space(8)
    d.table([["PROJECT SUMMARY", ""], ["Owner", "ISD 284 Wayzata Public Schools"],
             ["Site", "14.80 ac"], ["Building addition", "38,500 SF (2 stories), gym + classrooms"],
             ["Existing impervious", "5.90 ac"], ["Proposed impervious", "9.10 ac"],
             ["Increase", "3.20 ac (54%)"], ["Disturbance", "6.3 ac"], ["TP removal", "55%"]], [160, 260],
            row_tags={2: [F("site_area_ac", 14.80)], 4: [F("existing_impervious_ac", 5.90)],
                      5: [F("proposed_impervious_ac", 9.10)], 6: [F("net_impervious_increase_ac", 3.20)],
                      7: [F("disturbed_area_ac", 6.3)], 8: [F("phosphorus_removal_pct", 55.0)]},
            tags=[F("project_type", "institutional")])
    d.heading("Existing site")
    d.para("The school (1968, additions 1994) sits on 14.80 acres with parking on the east and play fields to "
           "the west. Runoff drains west to a ditch along Vicksburg Lane. The receiving ditch is not landlocked. "
           "The 4.4-acre neighborhood to the north (off-site) drains onto the play fields; the new storm sewer "
           "and pond are sized for it and it is in all models.", tags=[F("landlocked", False), S("N.4.4")])
    d.para("Site soils are Hawick loamy sand on the west (HSG A) and Lester loam (HSG B) on the east; the "
           "borings (Appendix 2) confirm sand to 12 ft in the west field. Infiltration is proposed: an "
           "infiltration basin (IB-1) in the west field takes 1.1 in. off the new impervious surface.",
           tags=[F("infiltration_proposed", True)])
    d.heading("Rate control")
    d.para("HydroCAD; Atlas 14 MSE 3 24-hr events (critical duration). The NW pond is graded into the natural "
           "low area at the northwest corner; the pond and IB-1 outlets were sized by reservoir routing.",
           tags=[S("N.4.2")])
    d.table([["Event", "Ex. (cfs)", "Prop. (cfs)"], ["1-yr", "9.8", "7.1"], ["2-yr", "12.2", "8.9"],
             ["10-yr", "22.4", "18.0"], ["50-yr", "38.8", "33.1"], ["100-yr", "47.5", "41.2"]], [80, 80, 80],
            tags=[F("peak_rates_cfs", {"1": {"existing": 9.8, "proposed": 7.1},
                                       "10": {"existing": 22.4, "proposed": 18.0},
                                       "100": {"existing": 47.5, "proposed": 41.2}}), X("N.6.A.9")])
    d.para("Water levels downstream in the Vicksburg Lane ditch are lower for every event and construction "
           "runoff is held in temporary basins, so off-site water levels are not adversely affected.",
           tags=[S("N.4.3")])
    d.heading("Water quality")
    d.para("P8 model: the NW pond and IB-1 together remove 55% of the annual TP load.",
           tags=[F("phosphorus_removal_pct", 55.0)])
    d.table([["", "NW Pond"], ["NWL", "993.0"], ["100-yr HWL", "996.1"], ["EOF", "998.5"],
             ["Freeboard", "2.4 ft"], ["Safety bench", "10 ft, 10:1"]], [120, 120],
            tags=[F("ponds", [{"name": "NW Pond", "safety_bench_width_ft": 10.0,
                               "safety_bench_slope_h_per_v": 10.0, "freeboard_ft": 2.4}])])
    d.para("The NW pond outlet has a skimmer plate to hold floatables back for the 1-yr storm. The pond and "
           "IB-1 overflow outfalls have riprap with filter fabric to prevent erosion and scour.",
           tags=[S("N.5.2"), S("N.4.8"), S("N.5.4")])
    d.heading("Building elevations")
    d.para("The gym addition lowest opening (west exit door) is 997.6. The 100-year HWL of IB-1, next to the "
           "addition, is 996.1. (Existing building FFE 1001.0 is unchanged.)",
           tags=[F("lowest_opening_elev_ft", 997.6), F("hwl_100yr_elev_ft", 996.1)])
    d.heading("BMPs and City plan")
    d.para("BMPs follow the MPCA manual Protecting Water Quality in Urban Areas. Permanent BMPs: NW wet pond; "
           "infiltration basin IB-1 with forebay; two sump manholes; riprap outfalls; parking lot islands "
           "with tree trenches.", tags=[S("N.3.0"), S("N.3.2")])
    d.para("The City of Plymouth reviewed the site plan (letter, Appendix 3) and found the stormwater design in "
           "conformance with the Plymouth Surface Water Management Plan.", tags=[S("N.4.7")])
    d.para("NPDES: the contractor will obtain MPCA construction stormwater permit coverage after award "
           "(bid date March 2024).")
    d.new_page()
    d.para("Appendix 1 - HydroCAD summary", 11, bold=True, tags=[X("N.6.A.10")])
    hydrocad_summary(d, "Oakwood ES - POST", [
        ("P1", "To NW pond", 7.20, 84, [5.90, 7.40, 13.60, 27.00]),
        ("P2", "To IB-1", 3.10, 86, [3.10, 3.80, 6.50, 11.80]),
        ("OS-N", "North neighborhood", 4.40, 75, [1.50, 2.00, 4.20, 9.00]),
        ("NWP", "NW pond outflow", 11.60, 0, [4.20, 5.30, 11.10, 26.40]),
        ("DP", "Vicksburg ditch", 19.20, 0, [7.10, 8.90, 18.00, 41.20])], ["1", "2", "10", "100"])
    d.para("Appendix 2 - Soil borings (Braun Intertec)", 11, bold=True, tags=[X("N.6.C")])
    d.table([["Boring", "Elev.", "Soil", "GW"], ["SB-1", "999.0", "Poorly graded sand (SP) to 12'", "none"],
             ["SB-2", "1000.2", "Silty sand (SM) / sand", "none"], ["SB-3", "1003.5", "Lean clay (CL)", "14.5'"]],
            [60, 60, 220, 60], size=8.5)
    d.para("Appendix 3 - City of Plymouth review letter (1/26/2024)", 11, bold=True)
    d.para("Engineering has reviewed the Oakwood Elementary site plans; the stormwater management plan is in "
           "conformance with the City's Surface Water Management Plan.", tags=[X("N.6.A.11")])
    d.save()
    firm = ["WAYFIELD CIVIL", "Maple Plain, MN"]
    cert = ["I hereby certify that this plan was prepared by me or under my direct supervision and that I am a "
            "duly Licensed Professional Engineer under the laws of the State of Minnesota.",
            "Erik Dahl, P.E.  No. 47751"]
    common = dict(firm=firm, project="OAKWOOD ELEMENTARY ADDITION - ISD 284", cert=cert,
                  cert_tags=[X("plan_set.pe_certified")])
    sheets = [
        dict(number="C0.1", title="EXISTING CONDITIONS", notes=[
            ("PROPERTY LINES; SCHOOL DISTRICT PARCEL (PID 05-118-22-31-0001) OUTLINED.", [X("N.6.A.1")]),
            ("NO WETLANDS, SHORELAND OR FLOODPLAIN ON SITE (MCWD/NWI REVIEWED).", [X("N.6.A.4")]),
            ("2-FT CONTOURS, NGVD 29.", [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29")])]),
        dict(number="C0.2", title="SOILS MAP", notes=[
            ("SITE SOILS DELINEATED FOR EXISTING AND PROPOSED CONDITIONS: HAWICK LOAMY SAND (HSG A, DESIGN "
             "INFILTRATION RATE 0.8 IN/HR) AND LESTER LOAM (HSG B, 0.3 IN/HR); IB-1 FOOTPRINT ON HSG A.",
             [X("N.6.A.5")])]),
        dict(number="C1.0", title="DRAINAGE AREAS", notes=[
            ("EXISTING AND PROPOSED ON-SITE DRAINAGE AREAS AND OFF-SITE OS-N (4.4 AC).", [X("N.6.A.2")])]),
        dict(number="C2.0", title="GRADING & STORM SEWER", notes=[
            ("EXISTING AND PROPOSED CONTOURS AT 2' INTERVALS.", [F("contour_interval_ft", 2.0)]),
            ("NW POND NWL 993.0, HWL 996.1; IB-1 BOTTOM 994.0, HWL 996.1; NO EXISTING PONDS ON SITE.", [X("N.6.A.6")]),
            ("EXISTING AND PROPOSED STORM SEWER, NW POND, IB-1 WITH INVERTS.", [X("N.6.A.3")]),
            ("DRAINAGE & UTILITY EASEMENT OVER NW POND AND IB-1 DEDICATED TO CITY OF PLYMOUTH.", [X("N.6.A.12")])]),
        dict(number="C3.0", title="STORMWATER DETAILS", notes=[
            ("NW POND SECTION WITH 10' BENCH AT 10:1; OUTLET WITH SKIMMER; IB-1 SECTION; SPECIFICATIONS ON SHEET.",
             [X("N.6.A.8")])]),
    ]
    plan_set(pkg, "Oakwood_Civil_FullSize.pdf", FULL_SIZE, sheets, common, "plan_set.full_size")
    plan_set(pkg, "Oakwood_Civil_Reduced.pdf", HALF_SIZE, sheets, common, "plan_set.reduced")
    return pkg


def shorewood_townhomes(out: Path) -> Package:
    """A surveyor-led firm answering the District checklist in order; phase 2 of a common scheme (N.2.G)."""
    pkg = Package(out, "x29-12-shorewood-eureka-townhomes-ph2", seed=12)
    f = application_form(
        pkg, "Eureka_Ph2_Application.pdf", project="Eureka Road Townhomes - Phase 2",
        location="5700 block Eureka Rd", city="Shorewood", pid="33-117-23-24-0008",
        applicant="Eureka Land Co.", agent="Otten Land Surveying & Civil", public=False,
        ptype="Multi-family", type_tags=[F("project_type", "multi_unit_residential")],
        fields=[("Site area (this phase):", ("3.10 AC", [F("site_area_ac", 3.10)])),
                ("Units:", ("18 townhomes (3 buildings)", [F("dwelling_units", 18)])),
                ("Disturbed:", ("3.3 AC", [F("disturbed_area_ac", 3.3)]))],
        date="3/29/2024", signer="B. Otten")
    f.save()
    d = pkg.doc("Eureka_Ph2_Rule_N_Narrative.pdf", margin=64, header="OTTEN LAND SURVEYING & CIVIL  -  Excelsior, MN",
                footer="Eureka Road Townhomes Phase 2  -  Rule N narrative")
    d.para("EUREKA ROAD TOWNHOMES - PHASE 2", 14, bold=True, after=2)
    d.para("Rule N narrative, in the order of the District checklist. March 29, 2024.", 9.5, after=10)
    d.heading("Section 2 - Applicability", 11)
    d.para("Project: 18 townhome units (multi-unit residential) in three 6-unit buildings on 3.10 acres, "
           "5.81 units/acre.", tags=[F("project_type", "multi_unit_residential"), F("dwelling_units", 18),
                                     F("site_area_ac", 3.10), F("density_du_per_ac", 5.81)])
    d.para("Common scheme: Phase 1 (16 units on 2.90 acres, MCWD permit 2020-118, built 2021) is adjacent "
           "and was developed by the same owner, Eureka Land Co., after Rule N took effect. Together the "
           "phases are 6.00 acres, and we have applied Rule N to that aggregate: Sections 3 and 4.",
           tags=[F("common_scheme_area_ac", 6.00)])
    d.para("Impervious (Phase 2 site): existing 0.22 AC (house, shed, drive), proposed 1.48 AC; net increase "
           "1.26 AC. Disturbed 3.3 AC (includes the shared pond grading on Phase 1 outlot). Surety is not "
           "required below 5 AC.", tags=[F("existing_impervious_ac", 0.22), F("proposed_impervious_ac", 1.48),
                                          F("net_impervious_increase_ac", 1.26), F("disturbed_area_ac", 3.3)])
    d.heading("Section 3 - BMPs", 11)
    d.para("BMPs are consistent with the MPCA's Protecting Water Quality in Urban Areas. (A)(2) Permanent "
           "BMPs: expansion of the Phase 1 wet pond (Pond 2); rain garden RG-3 (lined, filtration only); "
           "sump manhole at the pond inlet; riprap at FES.", tags=[S("N.3.0"), S("N.3.2")])
    d.para("Infiltration is not proposed (HSG C soils, seasonal high water at 4 ft).",
           tags=[F("infiltration_proposed", False)])
    d.heading("Section 4 - Water quantity", 11)
    d.para("(B)(1) Peak rates at the south line (Eureka Rd ditch), HydroCAD, Atlas 14:", after=2)
    d.table([["", "1-yr", "2-yr", "5-yr", "10-yr", "100-yr"], ["Existing", "1.9", "2.6", "3.9", "5.2", "11.8"],
             ["Proposed", "2.1", "2.6", "3.6", "4.6", "10.1"]], [80, 50, 50, 50, 50, 55],
            tags=[F("peak_rates_cfs", {"1": {"existing": 1.9, "proposed": 2.1},
                                       "10": {"existing": 5.2, "proposed": 4.6},
                                       "100": {"existing": 11.8, "proposed": 10.1}}), X("N.6.A.9")])
    d.para("The 1-yr proposed rate is 0.2 cfs above existing; the Pond 2 orifice will be reduced from 4 in. to "
           "3 in. in the final plans.", size=9)
    d.para("(B)(2) Pond 2 occupies the natural low area shared by both phases; the outlet is designed by "
           "reservoir routing of the 24-hr critical-duration events.", tags=[S("N.4.2")])
    d.para("(B)(3) No grading occurs off site except on the Phase 1 outlot owned by the applicant.")
    d.para("(B)(4) 1.4 AC of Eureka Road and the lot to the west drain through the site and are modeled.",
           tags=[S("N.4.4")])
    d.para("(B)(5) The site is not landlocked.", tags=[F("landlocked", False)])
    d.para("(B)(6) Pond 2 is above the 100-yr flood elevation and inside a drainage and utility easement "
           "(Phase 1 plat, Outlot A).", tags=[S("N.4.6")])
    d.para("(B)(7) Conforms to the Shorewood Local Surface Water Management Plan; City review letter attached.",
           tags=[S("N.4.7")])
    d.para("(B)(8) Riprap aprons with geotextile at both pond FES.", tags=[S("N.4.8")])
    d.para("(B)(9) Lowest openings: Building C lookout windows 957.6; Pond 2 100-yr HWL 955.0.",
           tags=[F("lowest_opening_elev_ft", 957.6), F("hwl_100yr_elev_ft", 955.0)])
    d.table([["Pond 2 (expanded)", "NWL 951.5", "HWL 955.0", "EOF 957.2", "Freeboard 2.2 ft", "Bench 10' @ 10:1"]],
            [100, 65, 65, 65, 90, 100], header=False, size=8.5,
            tags=[F("ponds", [{"name": "Pond 2", "safety_bench_width_ft": 10.0, "safety_bench_slope_h_per_v": 10.0,
                               "freeboard_ft": 2.2}])])
    d.heading("Attachments", 11)
    d.para("HydroCAD summary; City of Shorewood letter; MPCA permit coverage; plan set (full and 11x17).")
    d.new_page()
    d.para("HydroCAD summary", 11, bold=True, tags=[X("N.6.A.10")])
    hydrocad_summary(d, "Eureka Ph 2", [
        ("1S", "Existing site", 3.10, 74, [1.50, 2.10, 3.20, 4.30, 9.90]),
        ("2S", "Off-site: Eureka Rd, W lot", 1.40, 82, [0.40, 0.50, 0.70, 0.90, 1.90]),
        ("3S", "Proposed to Pond 2", 2.70, 84, [3.40, 4.20, 5.60, 6.80, 12.40]),
        ("2P", "Pond 2", 4.10, 0, [1.80, 2.20, 3.10, 3.90, 8.60]),
        ("DP", "Eureka Rd ditch (prop.)", 4.50, 0, [2.10, 2.60, 3.60, 4.60, 10.10])], ["1", "2", "5", "10", "100"])
    d.para("City of Shorewood - Planning & Engineering, 3/22/2024", 11, bold=True)
    d.para("The City has reviewed the Phase 2 grading and stormwater plans and finds them consistent with the "
           "Shorewood Local Surface Water Management Plan.", tags=[X("N.6.A.11")])
    d.para("MPCA Construction Stormwater permit", 11, bold=True)
    d.para("Coverage letter: Eureka Road Townhomes Ph 2, permit C00072260, effective 3/25/2024.",
           tags=[X("N.6.A.13")])
    d.save()
    firm = ["OTTEN", "LAND SURVEYING & CIVIL", "Excelsior, MN"]
    cert = ["I hereby certify that this plan was prepared by me or under my direct supervision and that I am a "
            "duly Licensed Professional Engineer under the laws of the State of Minnesota.",
            "Brian Otten, PE  Reg. No. 40318"]
    common = dict(firm=firm, project="EUREKA ROAD TOWNHOMES - PHASE 2  SHOREWOOD", cert=cert,
                  cert_tags=[X("plan_set.pe_certified")])
    sheets = [
        dict(number="1", title="EXISTING CONDITIONS & BOUNDARY", notes=[
            ("BOUNDARY OF PHASE 2 AND PHASE 1 OUTLOT A; ALL LANDS OF EUREKA LAND CO. SHOWN.", [X("N.6.A.1")]),
            ("NO WETLANDS; SITE IS OUTSIDE SHORELAND AND FLOODPLAIN.", [X("N.6.A.4")]),
            ("2-FOOT CONTOURS. VERTICAL DATUM: NGVD 1929.",
             [F("contour_interval_ft", 2.0), F("vertical_datum", "NGVD29")])]),
        dict(number="2", title="DRAINAGE MAP - EXISTING & PROPOSED", notes=[
            ("SUBWATERSHEDS 1S (EXISTING), 3S (PROPOSED) AND OFF-SITE 2S.", [X("N.6.A.2")])]),
        dict(number="3", title="GRADING, DRAINAGE & UTILITY PLAN", notes=[
            ("EXISTING (DASHED) AND PROPOSED (SOLID) 2' CONTOURS, NGVD 1929.", [F("contour_interval_ft", 2.0)]),
            ("POND 2 EXISTING NWL 951.5 / HWL 954.6; PROPOSED NWL 951.5 / HWL 955.0.", [X("N.6.A.6")]),
            ("EXISTING AND PROPOSED STORM SEWER AND POND 2 EXPANSION WITH INVERTS.", [X("N.6.A.3")]),
            ("D&U EASEMENT OVER POND 2 (OUTLOT A, PHASE 1 PLAT).", [X("N.6.A.12")])]),
        dict(number="4", title="DETAILS", notes=[
            ("POND 2 SECTION (10' BENCH @ 10:1), OUTLET STRUCTURE, RG-3 SECTION, RIPRAP; SPECIFICATIONS.",
             [X("N.6.A.8")])]),
    ]
    plan_set(pkg, "Eureka_Ph2_Plans_22x34.pdf", FULL_SIZE, sheets, common, "plan_set.full_size")
    plan_set(pkg, "Eureka_Ph2_Plans_11x17.pdf", HALF_SIZE, sheets, common, "plan_set.reduced")
    return pkg


ALL = [excelsior_retail, chanhassen_warehouse, wayzata_school, shorewood_townhomes]
