"""Section 3 of Rule N: Best Management Practices, each check beside its clause."""

from __future__ import annotations

from rulen.criteria_common import by_statement, not_applicable, openings_above_hwl
from rulen.models import CriterionStatus
from rulen.registry import Context, criterion


@criterion("N.3.0", "a description of the BMPs (site design, structural and non-structural) and that they follow the MPCA manual \"Protecting Water Quality in Urban Areas\"")
def bmps_incorporated(ctx: Context) -> CriterionStatus:
    """"BMPs must be incorporated in all projects requiring a permit under this rule ..."."""
    return by_statement(ctx, "N.3.0")


@criterion("N.3.1", "building plans showing door and window openings at least 2 feet above the 100-year high water elevation")
def bmp_only_openings(ctx: Context) -> CriterionStatus:
    """(1) "All applications for which compliance only with BMP's is required shall delineate buildings
    and structures showing that door and window openings are a minimum of two feet above the
    100-year high water elevation." Where Section 4 or 5 applies, N.4.9 / N.5.5 ask the same."""
    skip = not_applicable(ctx, "N.3.1")
    if skip:
        return skip
    if ctx.sections != frozenset({3}):
        return CriterionStatus(id="N.3.1", status="not_applicable",
                               reason="Applies to BMP-only applications; N.4.9 covers openings here.")
    return openings_above_hwl(ctx, "N.3.1")


@criterion("N.3.2", "a list of all permanent BMPs")
def permanent_bmp_list(ctx: Context) -> CriterionStatus:
    """(2) "Provide a list of all permanent BMP's.\""""
    return by_statement(ctx, "N.3.2")
