"""The rule registry: one clause id, one request to the applicant, one check.

Shaped after ruff's rule registry. Each Section 3-6 clause is a function decorated with
:func:`exhibit` or :func:`criterion`, living in ``rulen/section<N>.py`` beside the words
of its clause. The decorator refuses an id the clause registry does not know and an id
registered twice, so every clause is checked exactly once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from rulen.clauses import clause
from rulen.models import Applicability, CriterionStatus, Evidence, ExhibitStatus, Fact


@dataclass(frozen=True)
class Context:
    """What a rule may look at: completed facts, exhibits and statements found, and Section 2's answer.

    ``sections`` is the set of sections the checks assume: the applicable ones, or, when
    Section 2 could not be decided, every section a permit could require (so that nothing
    is waved through while the facts are in question).
    """

    facts: dict[str, Fact]
    exhibits: dict[str, list[Evidence]]
    statements: dict[str, list[Evidence]]
    applicability: Applicability
    sections: frozenset[int]
    undecided: bool
    # the facts the checks looked at, in order: a check that could not settle its clause names in them the
    # questions whose answers would (see :func:`rulen.engine.criterion_questions`)
    read: list[str] = field(default_factory=list, compare=False)

    def value(self, name: str) -> Any:
        self.read.append(name)
        fact = self.facts.get(name)
        return None if fact is None else fact.value

    def num(self, name: str) -> float | None:
        value = self.value(name)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return None
        return float(value)

    def evidence(self, *names: str) -> list[Evidence]:
        return [e for n in names for e in (self.facts[n].evidence if n in self.facts else [])]

    @property
    def permit_possible(self) -> bool:
        return self.applicability.permit_required is not False


ExhibitCheck = Callable[[Context], ExhibitStatus]
CriterionCheck = Callable[[Context], CriterionStatus]


@dataclass(frozen=True)
class Rule:
    id: str
    ask: str  # what the applicant should provide, in words they understand
    check: Callable[[Context], Any] = field(compare=False)


EXHIBIT_RULES: dict[str, Rule] = {}
CRITERION_RULES: dict[str, Rule] = {}


def _register(table: dict[str, Rule], clause_id: str, ask: str) -> Callable:
    clause(clause_id)  # refuses an unknown id

    def wrap(fn: Callable) -> Callable:
        if clause_id in table:
            raise ValueError(f"{clause_id} registered twice")
        table[clause_id] = Rule(clause_id, ask, fn)
        return fn

    return wrap


def exhibit(clause_id: str, ask: str) -> Callable[[ExhibitCheck], ExhibitCheck]:
    return _register(EXHIBIT_RULES, clause_id, ask)


def criterion(clause_id: str, ask: str) -> Callable[[CriterionCheck], CriterionCheck]:
    return _register(CRITERION_RULES, clause_id, ask)
