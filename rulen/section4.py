"""Section 4 of Rule N: water quantity control, each check beside its clause."""

from __future__ import annotations

from rulen.criteria_common import by_statement, not_applicable, openings_above_hwl
from rulen.facts import EVENTS
from rulen.models import CriterionStatus
from rulen.registry import Context, criterion


@criterion("N.4.1", "a rate-control analysis showing proposed peak discharge at or below existing for the 1-, 10- and 100-year critical-duration events")
def peak_rates(ctx: Context) -> CriterionStatus:
    """(1) "Development on a site shall not increase the peak rate of stormwater runoff at the
    down-gradient site boundary ... for runoff-producing events of critical duration with
    return frequencies of 1, 10 and 100 years". Every event needs both figures."""
    skip = not_applicable(ctx, "N.4.1")
    if skip:
        return skip
    rates = ctx.value("peak_rates_cfs") or {}
    evidence = ctx.evidence("peak_rates_cfs")
    raised, missing, detail = [], [], {}
    for event in EVENTS:
        pair = rates.get(event) or {}
        existing, proposed = pair.get("existing"), pair.get("proposed")
        if existing is None or proposed is None:
            missing.append(f"{event}-year")
            continue
        detail[event] = {"existing": existing, "proposed": proposed}
        if proposed > existing:
            raised.append(f"{event}-year: {proposed:g} cfs proposed > {existing:g} cfs existing")
    if raised:
        return CriterionStatus(id="N.4.1", status="unmet", evidence=evidence, detail=detail,
                               reason="Peak rate increases: " + "; ".join(raised) + ".")
    if missing:
        return CriterionStatus(id="N.4.1", status="not_demonstrated", evidence=evidence, detail=detail,
                               reason="Existing and proposed peak rates not found for: " + ", ".join(missing) + ".")
    return CriterionStatus(id="N.4.1", status="met", evidence=evidence, detail=detail,
                           reason="Proposed peak rates do not exceed existing for the 1-, 10- and 100-year events.")


@criterion("N.4.2", "a statement that natural low areas are used for detention where feasible and that detention and outlets were designed by reservoir routing of critical-duration events")
def detention_design(ctx: Context) -> CriterionStatus:
    """(2) "Natural existing low areas will be used, where feasible ... Reservoir routing procedures
    and critical duration runoff events shall be used for design of detention areas and outlets.\""""
    return by_statement(ctx, "N.4.2")


@criterion("N.4.3", "a demonstration that off-site water levels are not adversely affected during or after construction")
def offsite_water_levels(ctx: Context) -> CriterionStatus:
    """(3) "The proposed project shall not adversely affect water levels off the site during or after construction.\""""
    return by_statement(ctx, "N.4.3")


@criterion("N.4.4", "a demonstration that runoff tributary to the project (off-site drainage) is accommodated in the analyses and design")
def tributary_runoff(ctx: Context) -> CriterionStatus:
    """(4) "Runoff tributary to the project must be accommodated in the analyses and design ...\""""
    return by_statement(ctx, "N.4.4")


@criterion("N.4.5", "for a landlocked receiving area: no increase in runoff volume, proof of ownership or rights, and a back-to-back 100-year analysis")
def landlocked_volume(ctx: Context) -> CriterionStatus:
    """(5) "The volume of runoff may not increase due to the project when the receiving area of
    said runoff is landlocked ..." The clause applies where the documents state the receiving
    area is landlocked; then a statement of the volume analysis is needed."""
    skip = not_applicable(ctx, "N.4.5")
    if skip:
        return skip
    landlocked = ctx.value("landlocked")
    if landlocked is not True:
        why = "The receiving area is stated not to be landlocked." if landlocked is False else \
            "The documents do not state that the receiving area is landlocked."
        return CriterionStatus(id="N.4.5", status="not_applicable", evidence=ctx.evidence("landlocked"), reason=why)
    found = ctx.statements.get("N.4.5", [])
    if found:
        return CriterionStatus(id="N.4.5", status="met", evidence=ctx.evidence("landlocked") + found,
                               reason="Landlocked volume analysis stated.")
    return CriterionStatus(id="N.4.5", status="not_demonstrated", evidence=ctx.evidence("landlocked"),
                           reason="The receiving area is landlocked, but no volume analysis (back-to-back 100-year events) was found.")


@criterion("N.4.6", "a statement that rate control facilities lie above the projected 100-year flood elevation and within drainage, utility or flowage easements")
def facilities_location(ctx: Context) -> CriterionStatus:
    """(6) "All stormwater rate control facilities shall be located above the projected 100-year
    flood elevation for the site and within drainage, utility and/or flowage easements ...\""""
    return by_statement(ctx, "N.4.6")


@criterion("N.4.7", "documentation that the quantity controls conform to the approved municipal stormwater management plan")
def municipal_plan(ctx: Context) -> CriterionStatus:
    """(7) "... shall be in conformance with approved Municipal Stormwater Management Plans.\""""
    return by_statement(ctx, "N.4.7")


@criterion("N.4.8", "outfall designs that minimise erosion and scouring (e.g. riprap, energy dissipation)")
def outfall_erosion(ctx: Context) -> CriterionStatus:
    """(8) "Outfall structures shall incorporate designs to minimize erosion and scouring.\""""
    return by_statement(ctx, "N.4.8")


@criterion("N.4.9", "building plans showing door and window openings at least 2 feet above the 100-year high water elevation")
def quantity_openings(ctx: Context) -> CriterionStatus:
    """(9) "New buildings and structures shall have door and window openings a minimum of two feet
    above the 100 year high water elevation.\""""
    return not_applicable(ctx, "N.4.9") or openings_above_hwl(ctx, "N.4.9")
