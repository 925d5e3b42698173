"""Setting each scalar fact from its scored readings, or turning it into a question.

The rule-based reconciliation (:mod:`extract.choose.reconcile`) has already given each fact a value
or a conflict; the chooser replaces that for the scalar facts it has readings of. A value is
set only where its calibrated confidence clears the model's threshold; below it the Fact keeps
no value, carries its best readings as ``candidates`` (value, evidence, confidence) and says
in ``conflict`` that the reader was not sure, so the report asks the reviewer.
"""

from __future__ import annotations


from extract.choose.features import describe, opening_stated, pond_own, same_value
from extract.choose.groups import ValueGroup
from extract.choose.model import ChooserModel, stratum
from extract.choose.reconcile import dedupe_evidence
from rulen.facts import FACT_SPECS, make_fact
from rulen.models import Evidence, Fact, FactCandidate
from rulen.questions import show_value, where

# facts another fact is derived from in the readers: a changed input drops the derived one (the engine re-derives it)
_DERIVED_FROM = {"density_du_per_ac": {"dwelling_units", "site_area_ac"},
                 "net_impervious_increase_ac": {"existing_impervious_ac", "proposed_impervious_ac"}}


def _evidence(g: ValueGroup) -> list[Evidence]:
    return dedupe_evidence([c.evidence for c in g.members])


def scored(facts: dict[str, Fact], groups: dict[str, list[ValueGroup]],
           model: ChooserModel) -> dict[str, list[tuple[float, ValueGroup]]]:
    """Each fact's groups with their calibrated confidence, most likely first."""
    settled = {n: f.value for n, f in facts.items()}
    out = {}
    for name, gs in groups.items():
        rule = facts.get(name)
        rows = describe(gs, None if rule is None else rule.value, bool(rule is not None and rule.conflict), settled)
        out[name] = sorted(((model.confidence(x), g) for x, g in zip(rows, gs)), key=lambda t: -t[0])
    return out


def choose(facts: dict[str, Fact], groups: dict[str, list[ValueGroup]], model: ChooserModel | None) -> dict[str, Fact]:
    """The facts with every scalar fact set by the model where it is sure, a question where it is not."""
    if model is None:
        return facts
    out = dict(facts)
    changed: set[str] = set()
    settled = {n: f.value for n, f in facts.items()}
    for name, ranked in scored(facts, groups, model).items():
        before = facts.get(name)
        if before is not None and before.source != "extracted":
            continue  # a derived fact is the engine's arithmetic, not a reading to choose between
        conf, top = ranked[0]
        rule_value = None if before is None or before.conflict else before.value
        rivals = sum(1 for c, _ in ranked if c >= model.ask_floor)  # a reading the model all but rules out is no rival
        kind = stratum(max(rivals, 1), bool(before is not None and before.conflict),
                       rule_value is not None and any(same_value(c.value, rule_value) for c in top.members),
                       inferred=pond_own(top), paired=opening_stated(settled))
        if conf >= model.threshold(kind):
            try:
                fact = make_fact(name, top.value, evidence=_evidence(top))
            except ValueError:
                continue
            out[name] = fact.model_copy(update={"confidence": round(conf, 4)})
        elif conf >= model.ask_floor:
            cands = [FactCandidate(value=make_fact(name, g.value).value, evidence=_evidence(g)[:2],
                                   confidence=round(c, 4)) for c, g in ranked[:3] if c >= model.ask_floor]
            words = " or ".join(f"{show_value(name, c.value)} ({where(c.evidence)})" for c in cands)
            why = before.conflict if before is not None and before.conflict else (
                f"read only as a pond's or basin's own level, never said to be the one beside the buildings: {words}?"
                if kind.startswith("inferred") or all(pond_own(g) for _, g in ranked[:3])
                else f"not sure enough to set: {words}?")
            out[name] = Fact(value=None, unit=FACT_SPECS[name].unit, evidence=[e for c in cands for e in c.evidence],
                             conflict=why, candidates=cands)
        elif before is not None and before.conflict:
            pass  # a contradiction the package holds stays one, however unlikely each reading looks
        else:
            out.pop(name, None)  # nothing read is worth a question: not found
        if before is None or out.get(name) is None or out[name].value != before.value:
            changed.add(name)
    _settle_by_arithmetic(out, groups, model)
    for derived, inputs in _DERIVED_FROM.items():
        if derived in out and out[derived].source == "derived" and inputs & changed:
            del out[derived]
    return out


def _settle_by_arithmetic(out: dict[str, Fact], groups: dict[str, list[ValueGroup]], model: ChooserModel) -> None:
    """An unsure reading that the sure facts' arithmetic gives too (net = proposed − existing) is settled:
    two independent readings agree. It is as sure as the least sure of the facts it follows from."""
    for name, inputs in _ARITHMETIC.items():
        fact = out.get(name)
        if fact is None or not fact.candidates:
            continue
        sure = [out.get(n) for n in inputs]
        if any(f is None or f.value is None or f.confidence is None for f in sure):
            continue
        expected = _ARITH_VALUE[name](*[f.value for f in sure])
        top = fact.candidates[0]
        if isinstance(top.value, (int, float)) and abs(top.value - expected) <= max(0.011, 0.015 * abs(expected)):
            conf = min(f.confidence for f in sure)
            if conf >= model.set_threshold:
                out[name] = make_fact(name, top.value, evidence=[*top.evidence, *(e for f in sure for e in f.evidence[:1])]
                                      ).model_copy(update={"confidence": conf})


_ARITHMETIC = {"net_impervious_increase_ac": ("proposed_impervious_ac", "existing_impervious_ac"),
               "proposed_impervious_ac": ("existing_impervious_ac", "net_impervious_increase_ac"),
               "existing_impervious_ac": ("proposed_impervious_ac", "net_impervious_increase_ac"),
               "density_du_per_ac": ("dwelling_units", "site_area_ac")}
_ARITH_VALUE = {"net_impervious_increase_ac": lambda p, e: p - e, "proposed_impervious_ac": lambda e, n: e + n,
                "existing_impervious_ac": lambda p, n: p - n,
                "density_du_per_ac": lambda u, a: u / a if a else float("nan")}
