"""A civil plan set as Twin Cities firms issue it: cover with site data, existing conditions,
grading with pond callouts, storm sewer, erosion control, details.

Firms differ in sheet names, numbering, sizes and words; the facts live where they live
on real sets: the site-data table on the cover, datum and contour interval in the grading
notes, pond numbers in a callout, the disturbed area and the NPDES permit number on the
erosion control sheet.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from corpus.external8.draw import IN, Package, Sheet, Sheets, Tag, F, X


@dataclass
class PondCallout:
    name: str
    nwl: float
    hwl: float
    bench_w: float
    bench_slope: float
    freeboard: float
    top: float
    outlet: str = "OCS-1: 4 IN. ORIFICE AT NWL, 18 IN. WEIR"

    def fact(self) -> dict[str, Any]:
        return {"name": self.name, "safety_bench_width_ft": self.bench_w,
                "safety_bench_slope_h_per_v": self.bench_slope, "freeboard_ft": self.freeboard}


@dataclass
class PlanSet:
    file: str
    size: tuple[float, float]
    reduced: str | None
    firm: list[str]
    project: list[str]
    pe: tuple[str, str] | None
    date: str
    words: dict[str, str] = field(default_factory=dict)  # sheet titles by role
    numbers: list[str] = field(default_factory=lambda: ["C0.0", "C1.0", "C2.0", "C3.0", "C4.0", "C5.0", "C6.0"])
    site_rows: list[tuple[str, str, list[Tag]]] = field(default_factory=list)
    wetlands: tuple[str, list[Tag]] | None = None
    drainage_map: tuple[float, float, float] | None = None  # offsite ac, existing ac, proposed ac subareas
    ponds: list[PondCallout] = field(default_factory=list)
    hwl_fact: bool = True
    contour_note: tuple[str, list[Tag]] = ("", [])
    opening: tuple[str, float] | None = None  # label, elevation
    storm_note: tuple[str, list[Tag]] | None = None
    outfall_note: tuple[str, list[Tag]] | None = None
    easement_note: tuple[str, list[Tag]] | None = None
    esc_lines: list[tuple[str, list[Tag]] | str] = field(default_factory=list)
    detail_lines: list[tuple[str, list[Tag]] | str] = field(default_factory=list)
    general_notes: list[str] = field(default_factory=list)
    base_elev: int = 930


def render(pkg: Package, ps: PlanSet) -> None:
    sheets = Sheets(pkg, ps.file, ps.size, reduced=ps.reduced)
    roles = ["cover", "existing"] + (["drainage"] if ps.drainage_map else []) + ["grading", "storm", "esc", "details"]
    n = len(roles)
    titles = {"cover": "COVER SHEET", "existing": "EXISTING CONDITIONS", "drainage": "DRAINAGE AREA MAPS",
              "grading": "GRADING PLAN", "storm": "STORM SEWER PLAN", "esc": "EROSION CONTROL PLAN",
              "details": "STORMWATER DETAILS"}
    titles.update(ps.words)
    nums = dict(zip(roles, ps.numbers))
    w, h = ps.size

    def frame(s: Sheet, role: str) -> None:
        s.frame(firm=ps.firm, project=ps.project, title=titles[role], number=nums[role], of=n, date=ps.date, pe=ps.pe)

    def cover(s: Sheet) -> None:
        frame(s, "cover")
        s.text(2 * IN, h - 3 * IN, ps.project[0], 48, bold=True)
        s.text(2 * IN, h - 3.8 * IN, " / ".join(ps.project[1:]), 20)
        y = s.grid(2 * IN, h - 6 * IN, [["SITE DATA", ""]] + [[a, b] for a, b, _ in ps.site_rows], [7 * IN, 5 * IN],
                   size=14, tags={i + 1: t for i, (_, _, t) in enumerate(ps.site_rows)})
        s.grid(2 * IN, y - 0.6 * IN, [["SHEET", "TITLE"]] + [[nums[r], titles[r]] for r in roles], [2.5 * IN, 9.5 * IN], size=13)
        if ps.general_notes:
            s.block(16 * IN, h - 6 * IN, "GENERAL NOTES", [f"{k + 1}. {t}" for k, t in enumerate(ps.general_notes)],
                    size=11, width=10 * IN)

    def existing(s: Sheet) -> None:
        frame(s, "existing")
        s.parcel(2 * IN, 2.5 * IN, w - 9 * IN, h - 6 * IN, label="PROPERTY LINE / LIMITS OF OWNERSHIP")
        s.contours(2.3 * IN, 3 * IN, w - 9.6 * IN, h - 7 * IN, ps.base_elev, 2, 9, major=10)
        if ps.wetlands:
            text, tags = ps.wetlands
            s.c.setDash(2, 4)
            s.c.ellipse(4 * IN, 4 * IN, 9 * IN, 7 * IN)
            s.c.setDash()
            s.block(4 * IN, 3.6 * IN, "", [(text, tags)], size=11, width=12 * IN)
        s.block(2 * IN, h - 1.2 * IN, "LEGEND", ["- - - PROPERTY LINE", "___ EXISTING CONTOUR", "--->-- EXISTING STORM SEWER"],
                size=11)

    def drainage(s: Sheet) -> None:
        frame(s, "drainage")
        off, ex, pr = ps.drainage_map or (0, 0, 0)
        s.text(2 * IN, h - 1.5 * IN, "EXISTING DRAINAGE AREAS", 18, bold=True)
        s.text((w - 4.5 * IN) / 2 + 1 * IN, h - 1.5 * IN, "PROPOSED DRAINAGE AREAS", 18, bold=True)
        bw = (w - 9 * IN) / 2 - 1 * IN
        for k, x0 in enumerate((2 * IN, (w - 4.5 * IN) / 2 + 1 * IN)):
            s.c.setDash(12, 6)
            s.c.rect(x0, 3 * IN, bw, h - 6 * IN)
            s.c.setDash()
            # subarea divides and flow arrows, as drainage maps draw them
            s.c.setLineWidth(1.5)
            s.c.line(x0 + bw * 0.45, 3 * IN, x0 + bw * 0.55, h - 3 * IN)
            s.c.line(x0, 3 * IN + (h - 6 * IN) * 0.6, x0 + bw * 0.5, 3 * IN + (h - 6 * IN) * 0.55)
            s.c.setLineWidth(1)
            names = ("EX-1", "EX-2", "EX-3") if k == 0 else ("P-1", "P-2", "P-3", "P-4")
            for j, name in enumerate(names):
                s.text(x0 + bw * (0.15 + 0.5 * (j % 2)), 3 * IN + (h - 6 * IN) * (0.3 + 0.4 * (j // 2)), name, 16, bold=True)
            s.text(x0 - 0.2 * IN, h - 2.6 * IN, "OS-1 (OFF-SITE) -->", 14, bold=True)
        s.block(2 * IN, 2.6 * IN, "", [(f"OFF-SITE SUBWATERSHED OS-1: {off:g} AC;  EXISTING ON-SITE "
                                        f"SUBAREAS EX-1..EX-3: {ex:g} AC;  PROPOSED SUBAREAS P-1..P-4: {pr:g} AC",
                                        [X("N.6.A.2")])], size=12, width=w - 8 * IN)

    def grading(s: Sheet) -> None:
        frame(s, "grading")
        s.parcel(2 * IN, 2.5 * IN, w - 9 * IN, h - 6 * IN)
        s.contours(2.3 * IN, 3 * IN, w - 9.6 * IN, h - 7 * IN, ps.base_elev, 2, 9, major=10)
        text, tags = ps.contour_note
        s.block(2 * IN, h - 1.2 * IN, "GRADING NOTES", [(text, tags),
                                                        "ALL SLOPES 4:1 MAXIMUM UNLESS NOTED.",
                                                        "SPOT ELEVATIONS ARE FINISHED GRADE."], size=11, width=16 * IN)
        for k, pond in enumerate(ps.ponds):
            cx, cy = (8 + 9 * k) * IN, 7 * IN
            s.pond(cx, cy, 3.2 * IN, 1.8 * IN, pond.name)
            s.leader(cx + 2 * IN, cy + 1.2 * IN, cx + 3.2 * IN, cy + 4.6 * IN, [
                (pond.name, []),
                (f"NWL {pond.nwl:.1f}", [X("N.6.A.6")]),
                (f"100-YR HWL {pond.hwl:.1f}", [F("hwl_100yr_elev_ft", pond.hwl)] if ps.hwl_fact else []),
                (f"{pond.bench_w:g}' SAFETY BENCH @ {pond.bench_slope:g}:1", []),
                (f"FREEBOARD {pond.freeboard:.1f}' (TOP OF BERM {pond.top:.1f})", []),
            ])
        if ps.ponds:
            p0 = ps.ponds[0]
            s.tag([F("ponds", [p.fact() for p in ps.ponds])],
                  f"{p0.name} NWL {p0.nwl:.1f} 100-YR HWL {p0.hwl:.1f} {p0.bench_w:g}' SAFETY BENCH @ "
                  f"{p0.bench_slope:g}:1 FREEBOARD {p0.freeboard:.1f}'")
        if ps.opening:
            label, elev = ps.opening
            s.building(w - 14 * IN, h - 8 * IN, 5 * IN, 3 * IN, label)
            s.text(w - 14 * IN, h - 8.4 * IN, f"LOWEST OPENING {elev:.1f}", 12, bold=True,
                   tags=[F("lowest_opening_elev_ft", elev)])
        if ps.easement_note:
            s.block(w - 14 * IN, 5 * IN, "", [ps.easement_note], size=11, width=8 * IN)

    def storm(s: Sheet) -> None:
        frame(s, "storm")
        s.parcel(2 * IN, 2.5 * IN, w - 9 * IN, h - 6 * IN)
        s.pipe([(5 * IN, 15 * IN), (9 * IN, 13 * IN), (14 * IN, 12 * IN), (18 * IN, 8 * IN)],
               f"CBMH-1 RIM {ps.base_elev + 11.2:.1f} INV {ps.base_elev + 6.4:.1f}")
        if ps.storm_note:
            s.block(2 * IN, h - 1.2 * IN, "STORM SEWER", [ps.storm_note], size=11, width=16 * IN)
        if ps.outfall_note:
            s.block(14 * IN, 5 * IN, "OUTFALL", [ps.outfall_note], size=11, width=10 * IN)

    def esc(s: Sheet) -> None:
        frame(s, "esc")
        s.parcel(2 * IN, 2.5 * IN, w - 9 * IN, h - 6 * IN)
        s.block(2 * IN, h - 1.2 * IN, "EROSION AND SEDIMENT CONTROL", ps.esc_lines, size=11, width=16 * IN)

    def details(s: Sheet) -> None:
        frame(s, "details")
        s.block(2 * IN, h - 1.5 * IN, "STORMWATER FACILITY DETAILS", ps.detail_lines, size=12, width=18 * IN)
        s.c.rect(4 * IN, 4 * IN, 6 * IN, 5 * IN)
        s.c.rect(6 * IN, 4 * IN, 1 * IN, 6 * IN)
        s.text(4 * IN, 3.5 * IN, "OUTLET CONTROL STRUCTURE - SECTION", 12, bold=True)

    fns = {"cover": cover, "existing": existing, "drainage": drainage, "grading": grading, "storm": storm,
           "esc": esc, "details": details}
    for role in roles:
        sheets.add(fns[role])
    sheets.render()
