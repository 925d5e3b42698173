"""Facts in, Determination out: the whole of Rule N as one pure function.

Picklable inputs and outputs and no global state, so ``rulen check``, the bulk audit and
the web app all call the same thing.

An undecided package is not a deficient one. When Section 2 cannot be decided, the rules
run twice: once as if every section a permit could bring applied, once as if the least
the facts allow applied (no permit at all, or Section 3 alone where a permit is sure).
What both readings agree on stands; the rest is ``undetermined`` ("needed if Sections 4–5
apply"), and the deficiency list holds the questions that would decide it.
"""

from __future__ import annotations

from rulen import section3, section4, section5, section6  # noqa: F401  (they register the rules)
from rulen.applicability import DECIDING, decide
from rulen.clauses import CRITERION_IDS, EXHIBIT_IDS, clause
from rulen.derive import Problem, complete
from rulen.facts import FACT_SPECS
from rulen.models import (Applicability, CriterionStatus, Deficiency, Determination, ExhibitStatus, Fact,
                          Facts)
from rulen.questions import contradiction_question, fact_question
from rulen.registry import CRITERION_RULES, EXHIBIT_RULES, Context

# what is a deficiency in a world where the rule applies, and no deficiency in one where it does not
_WANTING = {"missing", "unmet", "not_demonstrated"}


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


def _check(completed: dict[str, Fact], facts: Facts, applicability: Applicability, sections: frozenset[int],
           undecided: bool, reads: dict[str, set[str]] | None = None) -> tuple[list[ExhibitStatus], list[CriterionStatus]]:
    """Every exhibit and criterion checked; ``reads`` collects, by criterion id, the facts its check looked at."""
    ctx = Context(facts=completed, exhibits=facts.exhibits, statements=facts.statements,
                  applicability=applicability, sections=sections, undecided=undecided)
    exhibits = [EXHIBIT_RULES[cid].check(ctx) for cid in EXHIBIT_IDS]
    criteria = []
    for cid in CRITERION_IDS:
        ctx.read.clear()
        criteria.append(CRITERION_RULES[cid].check(ctx))
        if reads is not None:
            reads.setdefault(cid, set()).update(ctx.read)
    return exhibits, criteria


def criterion_questions(criteria: list[CriterionStatus], reads: dict[str, set[str]], completed: dict[str, Fact],
                        asked: set[str]) -> list[Deficiency]:
    """A question for each fact read with too little confidence to set (it has candidates, no value) that a
    criterion left unsettled looked at: its answer settles the criterion. Once each, in the contract's order."""
    wanted = {n for cr in criteria if cr.status in _WANTING | {"undetermined"} for n in reads.get(cr.id, ())}
    return [fact_question(n, completed[n]) for n in FACT_SPECS
            if n in wanted and n not in asked and n in completed
            and completed[n].value is None and completed[n].candidates]


def _least(applicability: Applicability) -> tuple[Applicability, frozenset[int]]:
    """The least demanding answer the facts still allow: no permit, or (a permit being sure) Section 3 alone."""
    if applicability.permit_required is True:
        return applicability.model_copy(update={"sections": [3]}), frozenset({3})
    return applicability.model_copy(update={"permit_required": False, "sections": []}), frozenset()


def _conditional(most: ExhibitStatus | CriterionStatus, least: ExhibitStatus | CriterionStatus):
    """One item read in both worlds: agreement stands; a want in one world only is ``undetermined``."""
    if most.status == least.status or most.status not in _WANTING | {"deferred"}:
        return most
    return most.model_copy(update={
        "status": "undetermined",
        "reason": f"Needed if Sections 4–5 apply (applicability is undecided): {most.reason}".strip()})


def _hinted(ex: ExhibitStatus, hints: list) -> ExhibitStatus:
    """A `missing` item some page reads like (the page classifier's hint) is `undetermined`, citing the page: a
    false `missing` costs an applicant a round. It stays on the deficiency list as a question (:func:`_as_question`)."""
    if ex.status != "missing" or not hints:
        return ex
    pages = ", ".join(f"{e.file} p. {e.page}" for e in hints[:3])
    return ex.model_copy(update={"status": "undetermined", "evidence": list(hints[:3]),
                                 "reason": f"Not found for certain: {pages} reads like this item; a reviewer should "
                                           f"confirm. {ex.reason}".strip()})


def _as_question(d: Deficiency, exhibits: list[ExhibitStatus]) -> Deficiency:
    """A hinted item stays on the list, as the question it is: a doubt is never hidden, nor an exit status 0."""
    ex = next((e for e in exhibits if e.id == d.id), None)
    if ex is None or ex.status != "undetermined":
        return d
    pages = ", ".join(f"{e.file} p. {e.page}" for e in ex.evidence[:3])
    return d.model_copy(update={"message": f"Confirm that {pages} shows {EXHIBIT_RULES[d.id].ask}; if it does not, "
                                           f"provide it and say where it is in the submittal. {d.id} asks for: "
                                           f"{clause(d.id).short}"})


def questions(completed: dict[str, Fact], problems: list[Problem], applicability: Applicability) -> list[Deficiency]:
    """The facts whose answer decides Section 2: unset, contradicted or read without enough confidence."""
    ptype = completed.get("project_type")
    kind = ptype.value if ptype is not None else None
    names = set(DECIDING.get(kind, {"project_type"})) if kind else {"project_type"}
    for involved, _ in problems:
        if involved & names:
            names |= involved
    wanted = []
    for name in FACT_SPECS:  # the contract's order
        if name not in names or name == "common_scheme_area_ac" and name not in completed:
            continue
        fact = completed.get(name)
        if name == "sidewalk_trail" and fact is not None and fact.value is not None and _blocks(name, applicability):
            wanted.append(fact_question(name, None if fact.conflict is None else fact))  # its measures are wanted
        elif fact is None or fact.value is None:
            if name in ("sidewalk_trail", "density_du_per_ac", "dwelling_units") and fact is None \
                    and not _blocks(name, applicability):
                continue  # asked only where the paragraph waits on it
            if fact is None and name in ("existing_impervious_ac", "proposed_impervious_ac") \
                    and "net_impervious_increase_ac" in completed:
                continue
            wanted.append(fact_question(name, fact))
    asked = {d.id for d in wanted}
    for involved, message in problems:  # stated facts that contradict each other: each is put to the reviewer
        if involved & names:
            wanted += [contradiction_question(n, message) for n in FACT_SPECS if n in involved and n not in asked]
            asked |= involved
    return wanted


def _blocks(name: str, applicability: Applicability) -> bool:
    words = {"sidewalk_trail": "sidewalk", "density_du_per_ac": "Density", "dwelling_units": "Density"}[name]
    return any(words in r for r in applicability.needs_review)


def determine(facts: Facts) -> Determination:
    """Which sections of Rule N apply, which exhibits are missing, which criteria are unmet."""
    completed, problems = complete(facts)
    applicability = decide(completed, problems)
    undecided = (applicability.paragraph is None and applicability.permit_required is not False
                 and not applicability.sections)  # sections settled without a paragraph are decided
    reads: dict[str, set[str]] = {}
    if not undecided:
        exhibits, criteria = _check(completed, facts, applicability, frozenset(applicability.sections), False, reads)
        deficiencies = criterion_questions(criteria, reads, completed, set()) + _deficiencies(exhibits, criteria)
    else:
        applicability.needs_review.append(
            "Applicability is undecided: the questions below decide it; exhibits and criteria that depend on the "
            "answer are shown as conditional, not as deficiencies.")
        most = _check(completed, facts, applicability, frozenset({3, 4, 5}), True, reads)
        least_app, least_sections = _least(applicability)
        least = _check(completed, facts, least_app, least_sections, False)
        exhibits = [_conditional(m, l) for m, l in zip(most[0], least[0])]
        criteria = [_conditional(m, l) for m, l in zip(most[1], least[1])]
        asked = questions(completed, problems, applicability)
        deficiencies = (asked + criterion_questions(criteria, reads, completed, {d.id for d in asked})
                        + _deficiencies(exhibits, criteria))
    exhibits = [_hinted(ex, facts.exhibit_hints.get(ex.id, [])) for ex in exhibits]
    deficiencies = [_as_question(d, exhibits) if d.kind == "exhibit" and d.id in facts.exhibit_hints else d
                    for d in deficiencies]
    return Determination(
        applicability=applicability,
        exhibits=exhibits,
        criteria=criteria,
        deficiencies=deficiencies,
        facts_used=completed,
    )
