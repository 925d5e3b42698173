"""Checks shared by several clauses of Sections 3-5, written once.

N.3.1, N.4.9 and N.5.5 all ask that door and window openings sit at least two feet above
the 100-year high water elevation; the narrative clauses all turn on a statement in the
submittal. A criterion whose section does not apply is ``not_applicable``.
"""

from __future__ import annotations

from rulen.clauses import clause
from rulen.models import CriterionStatus
from rulen.questions import where
from rulen.registry import Context

OPENING_FREEBOARD_FT = 2.0


def not_applicable(ctx: Context, cid: str) -> CriterionStatus | None:
    section = clause(cid).section
    if section in ctx.sections:
        return None
    para = ctx.applicability.paragraph
    why = "No permit is required." if ctx.applicability.permit_required is False else (
        f"Section {section} does not apply" + (f" under {para}." if para else "."))
    return CriterionStatus(id=cid, status="not_applicable", reason=why)


def by_statement(ctx: Context, cid: str) -> CriterionStatus:
    """Narrative criteria: ``met`` only with a statement of evidence in the submittal."""
    skip = not_applicable(ctx, cid)
    if skip:
        return skip
    found = ctx.statements.get(cid, [])
    if found:
        return CriterionStatus(id=cid, status="met", evidence=found, reason="stated in the submittal")
    return CriterionStatus(id=cid, status="not_demonstrated", reason="No statement demonstrating this was found.")


def openings_above_hwl(ctx: Context, cid: str) -> CriterionStatus:
    """Lowest door/window opening >= 100-year high water elevation + 2 ft."""
    low, hwl = ctx.num("lowest_opening_elev_ft"), ctx.num("hwl_100yr_elev_ft")
    evidence = ctx.evidence("lowest_opening_elev_ft", "hwl_100yr_elev_ft")
    if low is None and ctx.value("project_type") == "linear":
        # a road, street, sidewalk or trail builds no building: there are no openings to show. One
        # that does (a stated lowest opening) is checked like any other.
        return CriterionStatus(id=cid, status="not_applicable", evidence=ctx.evidence("project_type"),
                               reason="A road, street, sidewalk or trail project: no new building whose openings to check.")
    if low is None or hwl is None:
        return CriterionStatus(id=cid, status="not_demonstrated", evidence=evidence, reason=_unsettled(ctx, low, hwl))
    margin = round(low - hwl, 3)
    detail = {"lowest_opening_elev_ft": low, "hwl_100yr_elev_ft": hwl, "margin_ft": margin}
    if margin >= OPENING_FREEBOARD_FT - 1e-9:
        return CriterionStatus(id=cid, status="met", evidence=evidence, detail=detail,
                               reason=f"Lowest opening {low:g} ft is {margin:g} ft above the 100-year HWL {hwl:g} ft.")
    return CriterionStatus(id=cid, status="unmet", evidence=evidence, detail=detail,
                           reason=f"Lowest opening {low:g} ft is only {margin:g} ft above the 100-year HWL {hwl:g} ft; 2 ft is required.")


def _unsettled(ctx: Context, low: float | None, hwl: float | None) -> str:
    """Why the openings cannot be checked: each elevation not stated, or read but left a question, and
    what the check would say with the question's likeliest answer ("if the HWL is 988.6 ft, ...")."""
    parts, guess = [], {"low": low, "hwl": hwl}
    for key, name, words in (("low", "lowest_opening_elev_ft", "lowest opening elevation"),
                             ("hwl", "hwl_100yr_elev_ft", "100-year high water elevation")):
        if guess[key] is not None:
            continue
        fact = ctx.facts.get(name)
        cands = [c for c in (fact.candidates if fact is not None else []) if isinstance(c.value, (int, float))]
        if cands:
            top = cands[0]
            parts.append(f"the {words} is a question ({top.value:g} ft, {where(top.evidence[:1])}?)")
            guess[key] = float(top.value)
        else:
            parts.append(f"the {words} is not stated")
    reason = "Not settled: " + " and ".join(parts) + "."
    if guess["low"] is not None and guess["hwl"] is not None:
        margin = round(guess["low"] - guess["hwl"], 3)
        verdict = "would be met" if margin >= OPENING_FREEBOARD_FT - 1e-9 else "would not be met"
        reason += (f" If the question's likeliest answer holds, the lowest opening {guess['low']:g} ft is {margin:g} ft "
                   f"above the HWL {guess['hwl']:g} ft, so this {verdict}.")
    return reason
