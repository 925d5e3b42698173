"""Ground truth of a synthetic package: what its documents really state, and where.

The truth is recorded while pages are drawn (:class:`Recorder`), never from the spec
alone, so a fact counts only if some page carries it. :func:`truth_facts` turns a truth
into the engine's :class:`~rulen.models.Facts`, so the expected determination is the
rule engine's own answer on the true facts.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable, Literal

from pydantic import BaseModel, Field

from rulen.facts import make_fact
from rulen.models import Determination, Evidence, Fact, Facts

TRUTH_NAME = "rulen-truth.json"


class Location(BaseModel):
    file: str
    page: int = Field(ge=1)
    text: str = ""


class MalformedFile(BaseModel):
    file: str
    reason: Literal["truncated", "encrypted", "empty", "not_pdf"]


class Truth(BaseModel):
    id: str
    split: Literal[
        "tuning", "heldout", "external", "external2", "external3", "external4", "external5", "external6", "external7", "external8", "external9", "external10", "external11", "external12", "external13", "external14", "external15", "external16", "external17", "external18", "external19", "external20", "external21", "external22", "external23", "external24", "external25", "external26", "external27", "external28", "external29", "external30", "external31", "external32", "external33", "external34"
    ]
    kind: Literal["text", "scanned"]
    seed: int
    scenario: str = ""
    facts: dict[str, Any] = Field(default_factory=dict)
    fact_locations: dict[str, list[Location]] = Field(default_factory=dict)
    conflicts: list[str] = Field(default_factory=list, description="facts stated two different ways")
    exhibits: dict[str, Location] = Field(default_factory=dict, description="only present ones")
    statements: dict[str, Location] = Field(default_factory=dict, description="narrative criteria demonstrated")
    malformed: list[MalformedFile] = Field(default_factory=list)
    files: list[str] = Field(default_factory=list, description="every file of the package, relative paths")
    expected: dict[str, Any] | None = Field(default=None, description="Determination JSON of rulen.engine.determine")

    def expected_determination(self) -> Determination | None:
        return None if self.expected is None else Determination.model_validate(self.expected)


class Recorder:
    """Collects, while drawing, where each fact, exhibit and statement landed.

    The first location of an exhibit or statement is kept; every location of a fact is
    kept. A fact recorded with two different values is a conflict (kept, never resolved).
    """

    def __init__(self) -> None:
        self.facts: dict[str, Any] = {}
        self.fact_locations: dict[str, list[Location]] = {}
        self.conflicts: list[str] = []
        self.exhibits: dict[str, Location] = {}
        self.statements: dict[str, Location] = {}

    def fact(self, name: str, value: Any, where: Location) -> None:
        if name in self.facts and not _same(self.facts[name], value):
            if name not in self.conflicts:
                self.conflicts.append(name)
        else:
            self.facts.setdefault(name, value)
        self.fact_locations.setdefault(name, []).append(where)

    def exhibit(self, ident: str, where: Location) -> None:
        self.exhibits.setdefault(ident, where)

    def statement(self, ident: str, where: Location) -> None:
        self.statements.setdefault(ident, where)

    def tag(self, tags: list[tuple[str, str, Any]] | tuple, where: Location) -> None:
        for kind, ident, value in tags:
            if kind == "exhibit":
                self.exhibit(ident, where)
            elif kind == "statement":
                self.statement(ident, where)
            elif kind == "fact":
                self.fact(ident, value, where)
            else:  # pragma: no cover - a programming error in a voice
                raise ValueError(f"unknown tag kind {kind!r}")


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, float) or isinstance(b, float):
        try:
            # the same area written in square feet and in acres differs by rounding only
            return abs(float(a) - float(b)) <= 1e-3 * max(1.0, abs(float(a)))
        except (TypeError, ValueError):
            return False
    return a == b


def truth_facts(truth: Truth) -> Facts:
    """The engine's input built from the truth: facts with evidence, exhibits, statements."""
    facts: dict[str, Fact] = {}
    for name, value in truth.facts.items():
        if name in truth.conflicts:
            continue
        locs = truth.fact_locations.get(name, [])
        facts[name] = make_fact(name, value, evidence=[_ev(loc) for loc in locs[:3]])
    for name in truth.conflicts:
        locs = truth.fact_locations.get(name, [])
        facts[name] = Fact(
            value=None,
            unit=None,
            evidence=[_ev(loc) for loc in locs],
            conflict=f"{name} is stated with different values",
        )
    return Facts(
        facts=facts,
        exhibits={k: [_ev(v)] for k, v in truth.exhibits.items()},
        statements={k: [_ev(v)] for k, v in truth.statements.items()},
    )


def _ev(loc: Location) -> Evidence:
    return Evidence(file=loc.file, page=loc.page, text=loc.text or "(synthetic)")


def default_determine() -> Callable[[Facts], Determination] | None:
    try:
        from rulen.engine import determine
    except ImportError:
        return None
    return determine


def expected_for(truth: Truth, determine: Callable[[Facts], Determination] | None = None) -> dict[str, Any] | None:
    determine = determine or default_determine()
    if determine is None:
        return None
    return json.loads(determine(truth_facts(truth)).model_dump_json())


def load_truth(path: Path) -> Truth:
    """A package's truth, from its folder or from the ``rulen-truth.json`` file itself."""
    path = Path(path)
    if path.is_dir():
        path = path / TRUTH_NAME
    return Truth.model_validate_json(path.read_text("utf-8"))


def refresh_expected(corpus_dir: Path, determine: Callable[[Facts], Determination] | None = None) -> int:
    """Recompute ``expected`` of every truth below ``corpus_dir`` after the rule engine changed.

    The facts, exhibits and statements are what the pages say and do not change; only the
    engine's answer does, so a checked-in corpus stays a fair reference.
    """
    count = 0
    for path in sorted(Path(corpus_dir).rglob(TRUTH_NAME)):
        truth = load_truth(path)
        truth.expected = expected_for(truth, determine)
        write_truth(truth, path.parent)
        count += 1
    return count


def write_truth(truth: Truth, package_dir: Path) -> Path:
    path = Path(package_dir) / TRUTH_NAME
    path.write_text(truth.model_dump_json(indent=1), "utf-8")
    return path
