"""Plan sheets and stormwater narratives shared by the engineer authors, with per-author switches.

Each switch changes what the pages say, and the tags change with it, so a left-out drainage
map or a NAVD 88 note is a real absence or a real deficiency on the page, not only in the truth.
"""

from __future__ import annotations

from typing import Any

from corpus.external20.layout import Block, ex, fact, h, p, st, t


def plan_items(o: dict[str, Any]) -> list[tuple[str, str, list[Block]]]:
    """Sheets of a civil set; ``o`` holds numbers and switches (see the packages)."""
    n = o["numbers"]
    omit = set(o.get("omit", ()))
    datum, interval = o["datum"], o["interval"]
    datum_words = {"NGVD29": "NGVD 1929", "NAVD88": "NAVD 1988"}[datum]
    ok_contours = datum == "NGVD29" and interval == 2
    contour_tags = [fact("vertical_datum", datum), fact("contour_interval_ft", interval)]
    if ok_contours:
        contour_tags.append(ex("N.6.A.7"))
    items = []
    ex_sheet = [h("EXISTING CONDITIONS AND BOUNDARY"),
                p(f"Property lines, and all lands owned by the applicant ({o['owner']}), are shown heavy; "
                  f"adjoining parcels are labeled with owner of record.", ex("N.6.A.1")),
                p(f"Existing contours shown at {interval:g}-foot interval. All elevations are on the "
                  f"{datum_words} vertical datum.", *contour_tags),
                p(o["wetland_note"], ex("N.6.A.4"))]
    if "distract_sheet" in o:
        ex_sheet.append(p(o["distract_sheet"]))
    items.append((n[0], "EXISTING CONDITIONS", ex_sheet))
    grading = [h("GRADING, DRAINAGE AND EROSION CONTROL PLAN"),
               p(f"Proposed contours at {interval:g}-ft interval tie to existing grades at the limits of disturbance.")]
    elev_tags = [ex("N.6.A.6")]
    grading.append(p(o["water_levels"], *elev_tags))
    if o.get("lowest") is not None:
        grading.append(p(f"Lowest floor/opening elevations of new buildings: lowest opening {o['lowest']:.1f}. "
                         f"Adjacent 100-year HWL {o['hwl']:.1f}.",
                         fact("lowest_opening_elev_ft", o["lowest"]), fact("hwl_100yr_elev_ft", o["hwl"])))
    items.append((n[1], "GRADING PLAN", grading))
    storm = [h("STORM SEWER AND STORMWATER FACILITIES"),
             p("Existing and proposed storm sewer, structures and stormwater facilities are shown with location, "
               "alignment, rim and invert elevations.", ex("N.6.A.3"))]
    if "N.6.A.12" not in omit:
        storm.append(p(o["easement_note"], ex("N.6.A.12")))
    items.append((n[2], "STORM SEWER PLAN", storm))
    if "N.6.A.2" not in omit:
        items.append((n[3], "DRAINAGE AREA MAPS", [
            h("EXISTING AND PROPOSED DRAINAGE AREA MAPS"),
            p(f"Off-site contributing subwatershed ({o['offsite_ac']:.2f} ac tributary from the {o['offsite_dir']}) "
              f"and existing and proposed on-site subwatersheds are delineated.", ex("N.6.A.2")),
            t([["Subcatchment", "Area (ac)", "CN"]] + o["subcats"])]))
    details = [h("STORMWATER DETAILS AND SPECIFICATIONS"),
               p("Construction details and specifications for the outlet control structures, pond grading, "
                 "riprap aprons and pipe bedding are on this sheet.", ex("N.6.A.8"))]
    if o.get("ponds"):
        rows = [["Pond", "NWL", "100-yr HWL", "Bench width (ft)", "Bench slope", "Freeboard (ft)"]]
        value = []
        for pd in o["ponds"]:
            rows.append([pd["name"], f"{pd['nwl']:.1f}", f"{pd['hwl']:.1f}", f"{pd['bench']:g}",
                         f"{pd['slope']:g}:1", f"{pd['fb']:.1f}"])
            value.append({"name": pd["name"], "safety_bench_width_ft": pd["bench"],
                          "safety_bench_slope_h_per_v": pd["slope"], "freeboard_ft": pd["fb"]})
        details.append(t(rows, fact("ponds", value)))
    items.append((n[4], "DETAILS", details))
    if o.get("soils_sheet"):
        items.append((n[5], "SOILS", [h("SITE SOILS"), p(o["soils_sheet"], ex("N.6.A.5"))]))
    return items


def bmp_list(items: list[str]) -> Block:
    return p("Permanent BMPs: " + "; ".join(items) + ".", st("N.3.2"))
