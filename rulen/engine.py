"""Facts in, Determination out: the whole of Rule N as one pure function.

Picklable inputs and outputs and no global state, so ``rulen check``, the bulk audit and
the web app all call the same thing.
"""

from __future__ import annotations

from rulen import section3, section4, section5, section6  # noqa: F401  (they register the rules)
from rulen.applicability import decide
from rulen.clauses import CRITERION_IDS, EXHIBIT_IDS, clause
from rulen.derive import complete
from rulen.models import CriterionStatus, Deficiency, Determination, ExhibitStatus, Facts
from rulen.registry import CRITERION_RULES, EXHIBIT_RULES, Context


def _deficiencies(exhibits: list[ExhibitStatus], criteria: list[CriterionStatus]) -> list[Deficiency]:
    """One per missing exhibit and unmet or not-demonstrated criterion: what to provide, why, which clause."""
    out = []
    for ex in exhibits:
        if ex.status == "missing":
            out.append(Deficiency(
                id=ex.id, kind="exhibit",
                message=f"Provide {EXHIBIT_RULES[ex.id].ask}, and say where it is in the submittal. "
                        f"{ex.reason} {ex.id} asks for: {clause(ex.id).short}"))
    for cr in criteria:
        if cr.status in ("unmet", "not_demonstrated"):
            ask = CRITERION_RULES[cr.id].ask
            lead = f"Revise the design: {cr.reason} Provide {ask}." if cr.status == "unmet" \
                else f"Provide {ask}. {cr.reason}"
            out.append(Deficiency(id=cr.id, kind="criterion",
                                  message=f"{lead} {cr.id} requires: {clause(cr.id).short}"))
    return out


def determine(facts: Facts) -> Determination:
    """Which sections of Rule N apply, which exhibits are missing, which criteria are unmet."""
    completed, problems = complete(facts)
    applicability = decide(completed, problems)
    undecided = (applicability.paragraph is None and applicability.permit_required is not False
                 and not applicability.sections)  # sections settled without a paragraph are decided
    sections = frozenset({3, 4, 5}) if undecided else frozenset(applicability.sections)
    if undecided:
        applicability.needs_review.append(
            "Until applicability is settled, exhibits and criteria are checked as if Sections 3, 4 and 5 applied.")
    ctx = Context(facts=completed, exhibits=facts.exhibits, statements=facts.statements,
                  applicability=applicability, sections=sections, undecided=undecided)
    exhibits = [EXHIBIT_RULES[cid].check(ctx) for cid in EXHIBIT_IDS]
    criteria = [CRITERION_RULES[cid].check(ctx) for cid in CRITERION_IDS]
    return Determination(
        applicability=applicability,
        exhibits=exhibits,
        criteria=criteria,
        deficiencies=_deficiencies(exhibits, criteria),
        facts_used=completed,
    )
