"""Section 5 of Rule N: water quality, each check beside its clause."""

from __future__ import annotations

from rulen.criteria_common import by_statement, not_applicable, openings_above_hwl
from rulen.models import CriterionStatus
from rulen.registry import Context, criterion

TP_REMOVAL_MIN_PCT = 50.0
BENCH_MIN_WIDTH_FT = 10.0
BENCH_MIN_H_PER_V = 10.0  # "no steeper than 10:1 (H:V)": 10 or more horizontal per vertical
FREEBOARD_MIN_FT = 2.0


@criterion("N.5.1", "a water quality model (e.g. P8 or MIDS) showing at least 50% annual removal of total phosphorus")
def phosphorus_removal(ctx: Context) -> CriterionStatus:
    """(1) "... designed to reduce phosphorus loading at the down-gradient site boundary by at
    least 50 percent on an annual average removal basis"."""
    skip = not_applicable(ctx, "N.5.1")
    if skip:
        return skip
    pct = ctx.num("phosphorus_removal_pct")
    evidence = ctx.evidence("phosphorus_removal_pct")
    if pct is None:
        return CriterionStatus(id="N.5.1", status="not_demonstrated", reason="No annual total phosphorus removal figure was found.")
    detail = {"phosphorus_removal_pct": pct, "required_pct": TP_REMOVAL_MIN_PCT}
    if pct >= TP_REMOVAL_MIN_PCT:
        return CriterionStatus(id="N.5.1", status="met", evidence=evidence, detail=detail,
                               reason=f"{pct:g}% annual TP removal (50% required).")
    return CriterionStatus(id="N.5.1", status="unmet", evidence=evidence, detail=detail,
                           reason=f"{pct:g}% annual TP removal is below the 50% required.")


@criterion("N.5.2", "pond outlets that remove floatables (e.g. skimmers or baffles) for the 1-year event")
def floatables(ctx: Context) -> CriterionStatus:
    """(2) "Pond outlets shall remove floatables from runoff before discharge for a one-year event.\""""
    return by_statement(ctx, "N.5.2")


def _pond_problems(pond: dict) -> tuple[list[str], list[str]]:
    name = pond.get("name") or "a pond"
    width, slope, freeboard = pond.get("safety_bench_width_ft"), pond.get("safety_bench_slope_h_per_v"), pond.get("freeboard_ft")
    bad, unknown = [], []
    for label, value, ok, need in (
        ("safety bench width", width, lambda v: v >= BENCH_MIN_WIDTH_FT, f"{BENCH_MIN_WIDTH_FT:g} ft"),
        ("safety bench slope", slope, lambda v: v >= BENCH_MIN_H_PER_V, "10:1 (H:V) or flatter"),
        ("freeboard", freeboard, lambda v: v >= FREEBOARD_MIN_FT, f"{FREEBOARD_MIN_FT:g} ft"),
    ):
        if value is None:
            unknown.append(f"{name}: {label} not stated")
        elif not ok(value):
            shown = f"{value:g}:1" if label == "safety bench slope" else f"{value:g} ft"
            bad.append(f"{name}: {label} {shown}, {need} required")
    return bad, unknown


@criterion("N.5.3", "for every pond, a safety bench at least 10 ft wide at 10:1 (H:V) or flatter, and at least 2 ft of freeboard above the 100-year pond level")
def pond_bench_and_freeboard(ctx: Context) -> CriterionStatus:
    """(3) "All ponds must provide a ten-(10) foot safety bench at a slope no steeper than 10:1
    (H:V) and two (2) feet of freeboard above the 100-year pond level.\""""
    skip = not_applicable(ctx, "N.5.3")
    if skip:
        return skip
    ponds = ctx.value("ponds")
    evidence = ctx.evidence("ponds")
    if ponds is None:
        return CriterionStatus(id="N.5.3", status="not_demonstrated", reason="No pond safety bench or freeboard data was found.")
    if not ponds:
        return CriterionStatus(id="N.5.3", status="not_applicable", evidence=evidence, reason="No ponds are proposed.")
    bad, unknown = [], []
    for pond in ponds:
        b, u = _pond_problems(pond)
        bad += b
        unknown += u
    detail = {"ponds": ponds}
    if bad:
        return CriterionStatus(id="N.5.3", status="unmet", evidence=evidence, detail=detail, reason="; ".join(bad) + ".")
    if unknown:
        return CriterionStatus(id="N.5.3", status="not_demonstrated", evidence=evidence, detail=detail, reason="; ".join(unknown) + ".")
    return CriterionStatus(id="N.5.3", status="met", evidence=evidence, detail=detail,
                           reason=f"{len(ponds)} pond(s): bench, slope and freeboard as required.")


@criterion("N.5.4", "outfall structures of the water quality facilities designed to minimise erosion and scouring (e.g. riprap, energy dissipation)")
def quality_outfalls(ctx: Context) -> CriterionStatus:
    """(4) "Quality control facility outfall structures shall incorporate designs to minimize erosion and scouring.\""""
    return by_statement(ctx, "N.5.4")


@criterion("N.5.5", "building plans showing door and window openings at least 2 feet above the 100-year high water elevation")
def quality_openings(ctx: Context) -> CriterionStatus:
    """(5) "New buildings and structures shall have door and window openings a minimum of two feet
    above the 100 year high water elevation.\""""
    return not_applicable(ctx, "N.5.5") or openings_above_hwl(ctx, "N.5.5")
