"""Setting ``project_type`` from the description where no reader's reading was set.

Only a fact the readers left unset (absent, or a question) is touched: the classifier never
overrules a kind the package states. Above the threshold measured for 99% precision on
authors not trained on, the kind is set with the line that speaks for it most as evidence;
above the floor it becomes a question with the two likeliest kinds; below, nothing.
"""

from __future__ import annotations

from extract.choose.kind import KindModel, best_of
from rulen.models import Evidence, Fact, FactCandidate


MIN_LINES = 3


def kind_from_description(facts: dict[str, Fact], lines: list[tuple[str, Evidence]],
                          model: KindModel | None) -> dict[str, Fact]:
    current = facts.get("project_type")
    if model is None or len(lines) < MIN_LINES:
        return facts  # a line or two is no description of a project
    if current is not None and (current.value is not None or current.source != "extracted" or not current.candidates):
        return facts  # a stated kind, a reviewer's, or a contradiction the package itself holds: not the classifier's
    text = " \n".join(t for t, _ in lines)
    probs = model.probabilities(text)
    ranked = sorted(probs.items(), key=lambda kv: -kv[1])
    kind, margin = best_of(probs)
    p = ranked[0][1]
    conf = model.confidence(margin)
    per_line = [model.probabilities(t) for t, _ in lines]  # once: the line that speaks most for each kind

    def line_for(k: str) -> Evidence:
        return max(zip(per_line, lines), key=lambda pl: pl[0][k])[1][1]

    best_line = line_for(kind)
    out = dict(facts)
    if conf >= model.set_threshold:
        out["project_type"] = Fact(value=kind, source="extracted", evidence=[best_line], confidence=round(conf, 4))
        return out
    if p < model.ask_floor:
        return facts
    cands = list(current.candidates) if current is not None else []
    known = {c.value for c in cands}
    for k, pk in ranked[:2]:
        if k not in known and pk >= model.ask_floor / 2:
            line = line_for(k)
            cands.append(FactCandidate(value=k, evidence=[line], confidence=round(min(pk, conf if k == kind else pk), 4)))
    words = " or ".join(f"{c.value.replace('_', ' ')} ({c.evidence[0].file} p. {c.evidence[0].page})" for c in cands[:3])
    out["project_type"] = Fact(value=None, evidence=[c.evidence[0] for c in cands[:3]], candidates=cands[:3],
                               conflict=f"not sure enough to set: {words}?")
    return out
