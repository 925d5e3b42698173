"""Section 6 of Rule N: required exhibits, each beside the words of its clause.

"Include sufficient documentation of the locations within the submittal of each of the
requested items." An exhibit is ``present`` only with evidence (file, page) that it is in
the submittal; a required one without evidence is ``missing``.
"""

from __future__ import annotations

from rulen.models import Evidence, ExhibitStatus
from rulen.registry import Context, exhibit

PLAN_PARTS = {
    "plan_set.pe_certified": "certification by a professional engineer registered in Minnesota",
    "plan_set.full_size": "a full-size plan set",
    "plan_set.reduced": "a plan set reduced to at most 11 x 17 inches",
}


def _needs_plans(ctx: Context) -> bool:
    """(A) "If the water quantity or water quality provisions set forth in sections 4 and 5 apply"."""
    return bool(ctx.sections & {4, 5})


def _why_plans(ctx: Context) -> str:
    if ctx.undecided:
        return "Applicability is undecided, so the plan exhibits are asked for as if Sections 4 and 5 applied."
    para = ctx.applicability.paragraph or "Section 2"
    return f"Sections {', '.join(map(str, sorted(ctx.sections)))} apply under {para}."


def _by_evidence(ctx: Context, cid: str, required: bool, why: str, *, found: list[Evidence] | None = None) -> ExhibitStatus:
    evidence = ctx.exhibits.get(cid, []) if found is None else found
    if evidence and not required and not ctx.undecided:
        # the rule does not ask for it here: that is the answer, and what was found stays beside it as evidence,
        # so a reader's slip on an item nobody needs is never a claim that the package holds it
        return ExhibitStatus(id=cid, status="not_required", evidence=evidence, reason=f"{why} (found in the submittal all the same)")
    if evidence:
        return ExhibitStatus(id=cid, status="present", evidence=evidence, reason="found in the submittal")
    if required:
        return ExhibitStatus(id=cid, status="missing", reason=f"Not found in the submittal. {why}")
    return ExhibitStatus(id=cid, status="not_required", reason=why)


def _plan_item(cid: str, ask: str):
    """Items (1)-(13) that every plan set must show when Section 4 or 5 applies."""

    @exhibit(cid, ask)
    def check(ctx: Context) -> ExhibitStatus:
        required = _needs_plans(ctx)
        return _by_evidence(ctx, cid, required, _why_plans(ctx) if required else "Sections 4 and 5 do not apply.")

    return check


@exhibit("N.6.A", "plans certified by a professional engineer registered in Minnesota, one full-size set and one set reduced to at most 11\" x 17\"")
def certified_plan_sets(ctx: Context) -> ExhibitStatus:
    """(A) "plans certified by a professional engineer registered in the State of Minnesota ...
    (one set of plans must be full size; one set must be reduced to a maximum size of 11" x 17")"."""
    if ctx.exhibits.get("N.6.A"):
        return ExhibitStatus(id="N.6.A", status="present", evidence=ctx.exhibits["N.6.A"], reason="stated present")
    found = {part: ctx.exhibits.get(part, []) for part in PLAN_PARTS}
    absent = [PLAN_PARTS[p] for p, ev in found.items() if not ev]
    if not absent:
        evidence = [e for ev in found.values() for e in ev[:2]]
        return ExhibitStatus(id="N.6.A", status="present", evidence=evidence, reason="certified full-size and reduced sets found")
    if not _needs_plans(ctx):
        return ExhibitStatus(id="N.6.A", status="not_required", reason="Sections 4 and 5 do not apply.")
    return ExhibitStatus(id="N.6.A", status="missing", evidence=[e for ev in found.values() for e in ev[:2]],
                         reason=f"Not found: {'; '.join(absent)}. {_why_plans(ctx)}")


_plan_item("N.6.A.1", "a plan showing the property lines and the lands owned by the applicant")
_plan_item("N.6.A.2", "drainage maps delineating the off-site contributing subwatershed and the existing and proposed on-site subwatersheds")
_plan_item("N.6.A.3", "plans showing the location, alignment and elevation of the existing and proposed stormwater facilities")
_plan_item("N.6.A.4", "a delineation of on-site wetlands, marshes, shoreland and floodplain areas (or a statement that there are none)")


@exhibit("N.6.A.5", "soil identification, description, permeability and delineation for the existing and proposed conditions")
def site_soils(ctx: Context) -> ExhibitStatus:
    """(5) "... site soils ... for applications proposing infiltration as a stormwater management practice"."""
    infiltration = ctx.value("infiltration_proposed") is True
    required = _needs_plans(ctx) and infiltration
    why = "Infiltration is proposed. " + _why_plans(ctx) if required else (
        "Required only where infiltration is proposed; the documents do not propose it." if _needs_plans(ctx)
        else "Sections 4 and 5 do not apply.")
    return _by_evidence(ctx, "N.6.A.5", required, why)


_plan_item("N.6.A.6", "the existing and proposed normal and 100-year water elevations on the site")


@exhibit("N.6.A.7", "existing and proposed contours at 2-foot intervals on the NGVD 1929 datum")
def contours(ctx: Context) -> ExhibitStatus:
    """(7) "Existing and proposed site contour elevations at two-foot intervals, related to NGVD, 1929 datum"."""
    cid = "N.6.A.7"
    required = _needs_plans(ctx)
    datum, interval = ctx.value("vertical_datum"), ctx.num("contour_interval_ft")
    facts_ev = ctx.evidence("vertical_datum", "contour_interval_ft")
    problems = []
    if datum is not None and datum != "NGVD29":
        problems.append(f"the plans use the {datum} datum, not NGVD 1929")
    if interval is not None and abs(interval - 2) > 1e-9:
        problems.append(f"the contour interval is {interval:g} ft, not 2 ft")
    for name in ("vertical_datum", "contour_interval_ft"):
        fact = ctx.facts.get(name)
        if fact is not None and fact.value is None and fact.conflict:
            # stated two ways: the plans cannot be shown to follow the rule until a reviewer settles which holds
            problems.append(f"the {'datum' if name == 'vertical_datum' else 'contour interval'} is stated two ways ({fact.conflict})")
    if problems:
        if not required:
            return ExhibitStatus(id=cid, status="not_required", evidence=facts_ev, reason="Sections 4 and 5 do not apply.")
        return ExhibitStatus(id=cid, status="missing", evidence=facts_ev,
                             reason=f"Contours as Rule N asks were not found: {'; '.join(problems)}. {_why_plans(ctx)}")
    if datum == "NGVD29" and interval == 2:
        return ExhibitStatus(id=cid, status="present", evidence=facts_ev + ctx.exhibits.get(cid, []),
                             reason="2-ft contours on NGVD 1929 stated")
    return _by_evidence(ctx, cid, required, _why_plans(ctx) if required else "Sections 4 and 5 do not apply.")


_plan_item("N.6.A.8", "construction plans and specifications of all proposed stormwater facilities")


@exhibit("N.6.A.9", "runoff volume and rate analyses for the 1-, 10- and 100-year critical events, existing and proposed")
def rate_analyses(ctx: Context) -> ExhibitStatus:
    """(9) "... 1, 10 and 100 year critical events, existing and proposed (if rate control requirements apply)"."""
    cid = "N.6.A.9"
    required = _needs_plans(ctx) and 4 in ctx.sections
    found = list(ctx.exhibits.get(cid, []))
    rates = ctx.value("peak_rates_cfs")
    if not found and isinstance(rates, dict) and all(
        isinstance(rates.get(e), dict) and rates[e].get("existing") is not None and rates[e].get("proposed") is not None
        for e in ("1", "10", "100")
    ):
        found = ctx.evidence("peak_rates_cfs")
    why = _why_plans(ctx) if required else "Rate control (Section 4) does not apply."
    return _by_evidence(ctx, cid, required, why, found=found)


_plan_item("N.6.A.10", "all hydrologic, water quality and hydraulic computations used to design the stormwater facilities")
_plan_item("N.6.A.11", "documentation of conformance with the municipal stormwater management plan, or that the municipality has reviewed the project")
_plan_item("N.6.A.12", "a delineation of flowage easements or other property interests dedicated to stormwater (including county or judicial ditches)")


@exhibit("N.6.A.13", "the NPDES construction stormwater permit from the MPCA")
def npdes_permit(ctx: Context) -> ExhibitStatus:
    """(13) "... NPDES Stormwater Permit from the MPCA if required by the MPCA": one acre or more disturbed."""
    disturbed = ctx.num("disturbed_area_ac")
    sizes = [v for v in (ctx.num("site_area_ac"), ctx.num("common_scheme_area_ac")) if v is not None]
    if disturbed is not None:
        mpca = disturbed >= 1
        mpca_why = f"{disturbed:g} ac are disturbed (the MPCA requires a permit from 1 acre)."
    elif sizes and max(sizes) < 1:
        mpca, mpca_why = False, "The site is under 1 acre, so the MPCA permit is not required."
    else:
        mpca, mpca_why = True, "The disturbed area is not stated, so the MPCA permit is presumed required."
    required = _needs_plans(ctx) and mpca
    why = (mpca_why + " " + _why_plans(ctx)) if required else (mpca_why if _needs_plans(ctx) else "Sections 4 and 5 do not apply.")
    return _by_evidence(ctx, "N.6.A.13", required, why)


@exhibit("N.6.B", "a maintenance agreement for the ponds, outlet structures, culverts, outfalls and other stormwater facilities (due following Board approval)")
def maintenance_agreement(ctx: Context) -> ExhibitStatus:
    """(B) "A maintenance agreement shall be submitted (following Board approval) ..."."""
    found = ctx.exhibits.get("N.6.B", [])
    if found:
        return ExhibitStatus(id="N.6.B", status="present", evidence=found, reason="found in the submittal")
    ponds = ctx.value("ponds")
    facilities = _needs_plans(ctx) or bool(ponds) or ctx.value("infiltration_proposed") is True
    if facilities and ctx.permit_possible:
        return ExhibitStatus(id="N.6.B", status="deferred", reason="Due following Board approval, for the stormwater facilities.")
    return ExhibitStatus(id="N.6.B", status="not_required", reason="No stormwater facilities are proposed.")


@exhibit("N.6.C", "geotechnical soil boring results, if available")
def soil_borings(ctx: Context) -> ExhibitStatus:
    """(C) "Geotechnical soil boring results if available"."""
    found = ctx.exhibits.get("N.6.C", [])
    if found:
        return ExhibitStatus(id="N.6.C", status="present", evidence=found, reason="found in the submittal")
    return ExhibitStatus(id="N.6.C", status="optional", reason="Asked for only if available; not found.")


def _stated_acreage(ctx: Context, cid: str, fact: str, why_absent: str) -> ExhibitStatus:
    found = list(ctx.exhibits.get(cid, []))
    if ctx.num(fact) is not None:
        found = ctx.evidence(fact) + found
    if not ctx.permit_possible:
        status = "present" if found else "not_required"
        return ExhibitStatus(id=cid, status=status, evidence=found, reason="No permit is required.")
    return _by_evidence(ctx, cid, True, why_absent, found=found)


@exhibit("N.6.D", "the project size, in acres")
def project_size(ctx: Context) -> ExhibitStatus:
    """(D) "Documentation of project size (in acreage)"."""
    return _stated_acreage(ctx, "N.6.D", "site_area_ac", "The project size in acres was not found.")


@exhibit("N.6.E", "the net increase in impervious surface, in acres")
def net_increase(ctx: Context) -> ExhibitStatus:
    """(E) "Document the net increase in impervious surface (acreage)"."""
    return _stated_acreage(ctx, "N.6.E", "net_impervious_increase_ac",
                           "The net increase in impervious surface (or the existing and proposed impervious areas) was not found.")
