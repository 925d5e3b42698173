"""Facts the rule needs but documents often leave implicit, and the checks that tie facts together.

Derivations are arithmetic on stated facts only (density from units and area, net increase
from existing and proposed); each derived fact says ``source: derived`` and carries the
evidence of its inputs. When stated facts disagree with each other (existing + net !=
proposed), nothing is picked: the disagreement is returned for ``needs_review``.
"""

from __future__ import annotations

from rulen.facts import FACT_SPECS
from rulen.models import Fact, Facts

# Two figures "agree" within this relative tolerance: documents round acres to 2 decimals.
REL_TOL = 0.015
ABS_TOL_AC = 0.011


def close(a: float, b: float, rel: float = REL_TOL, abs_tol: float = ABS_TOL_AC) -> bool:
    return abs(a - b) <= max(abs_tol, rel * max(abs(a), abs(b)))


def _derived(name: str, value: float, *inputs: Fact) -> Fact:
    evidence = [e for f in inputs for e in f.evidence]
    return Fact(value=round(value, 4), unit=FACT_SPECS[name].unit, source="derived", evidence=evidence)


Problem = tuple[frozenset[str], str]  # the facts involved, and a plain-language reason


def complete(facts: Facts) -> tuple[dict[str, Fact], list[Problem]]:
    """The facts with derivable ones filled in, and the contradictions found among them."""
    out = dict(facts.facts)
    problems: list[Problem] = []
    for name, fact in out.items():
        if fact.conflict:
            problems.append((frozenset({name}), f"{name.replace('_', ' ')}: {fact.conflict}"))

    def num(name: str) -> float | None:
        fact = out.get(name)
        value = None if fact is None else fact.value
        return value if isinstance(value, (int, float)) and not isinstance(value, bool) else None

    existing, proposed, net = (
        num("existing_impervious_ac"),
        num("proposed_impervious_ac"),
        num("net_impervious_increase_ac"),
    )
    if net is None and existing is not None and proposed is not None:
        out["net_impervious_increase_ac"] = _derived(
            "net_impervious_increase_ac", proposed - existing,
            out["existing_impervious_ac"], out["proposed_impervious_ac"],
        )
    elif net is not None and existing is not None and proposed is not None:
        # Compare the increases, not the totals: a tolerance relative to a large site's
        # total would hide a disagreement of whole acres in the figure N.2.E decides by.
        if not close(proposed - existing, net):
            problems.append((
                frozenset({"existing_impervious_ac", "proposed_impervious_ac", "net_impervious_increase_ac"}),
                f"impervious figures disagree: existing {existing:g} ac + net increase {net:g} ac "
                f"is not the proposed {proposed:g} ac",
            ))
    elif net is not None and proposed is None and existing is not None:
        out["proposed_impervious_ac"] = _derived(
            "proposed_impervious_ac", existing + net,
            out["existing_impervious_ac"], out["net_impervious_increase_ac"],
        )
    elif net is not None and existing is None and proposed is not None:
        out["existing_impervious_ac"] = _derived(
            "existing_impervious_ac", proposed - net,
            out["proposed_impervious_ac"], out["net_impervious_increase_ac"],
        )

    units, area, density = num("dwelling_units"), num("site_area_ac"), num("density_du_per_ac")
    if density is None and units is not None and area:
        out["density_du_per_ac"] = _derived(
            "density_du_per_ac", units / area, out["dwelling_units"], out["site_area_ac"]
        )
    elif density is not None and units is not None and area:
        if not close(units / area, density, rel=0.03, abs_tol=0.05):
            problems.append((
                frozenset({"density_du_per_ac", "dwelling_units", "site_area_ac"}),
                f"density disagrees: {units:g} units on {area:g} ac is {units / area:.2f} units/acre, "
                f"but {density:g} units/acre is stated",
            ))
    return out, problems
