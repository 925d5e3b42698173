"""The readings of one fact grouped by value: the unit the chooser scores.

Two readings agree when they are the same value within the rounding their writers used
(the rule :func:`extract.choose.reconcile.same_reading` already applies); each group keeps every
reading, so its evidence, strength and context can be described.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from extract.propose.candidate import Candidate
from extract.choose.reconcile import admissible, best_value, settled_groups, strongest

# the facts a single value settles; structured ones (rates, ponds, trails) are merged by their readers
SCALAR_FACTS = (
    "project_type", "site_area_ac", "dwelling_units", "density_du_per_ac", "existing_impervious_ac",
    "proposed_impervious_ac", "net_impervious_increase_ac", "disturbed_area_ac", "applicant_public_entity",
    "common_scheme_area_ac", "infiltration_proposed", "landlocked", "phosphorus_removal_pct",
    "lowest_opening_elev_ft", "hwl_100yr_elev_ft", "vertical_datum", "contour_interval_ft",
)


@dataclass
class ValueGroup:
    """Every reading of one value of one fact."""

    name: str
    members: list[Candidate] = field(default_factory=list)

    @property
    def value(self) -> Any:
        return best_value(self.members)


def group_candidates(cands: list[Candidate]) -> dict[str, list[ValueGroup]]:
    """Scalar facts' readings by fact name, then by value (in the order first read).

    What the writer's own words settle is settled before the model is asked, with the same rules the
    reconciliation uses: readings the words rule out (:func:`admissible`), a loose mention beside a
    labelled figure (:func:`strongest`), a figure the package itself says it replaces
    (:func:`revised_over_replaced`)."""
    by_name: dict[str, list[Candidate]] = {}
    for c in cands:
        if c.name in SCALAR_FACTS and not c.conflict and c.value is not None:
            by_name.setdefault(c.name, []).append(c)
    out: dict[str, list[ValueGroup]] = {}
    for name, readings in by_name.items():
        groups = settled_groups(strongest(admissible(name, readings)))
        if groups:
            out[name] = [ValueGroup(name, g) for g in groups]
    return out
