"""One package: its report files and plan sets, built into a folder with its truth.

Tags are fed to :class:`corpus.truth.Recorder` with the page each landed on, so the truth
holds only what some page states; the expected determination is the rule engine's answer on
those facts. Scanned packages are drawn first, then replaced by image-only copies (the pages
and their order do not change, so the locations stay right).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from corpus.external12.doc import Report, Tag
from corpus.external12.plans import PlanSet, build_plans
from corpus.external12.scan import scan_pdf
from corpus.truth import Location, Recorder, Truth, expected_for, write_truth


def F(name: str, value: Any) -> Tag:
    return ("fact", name, value)


def E(ident: str) -> Tag:
    return ("exhibit", ident, None)


def S(ident: str) -> Tag:
    return ("statement", ident, None)


@dataclass
class Package:
    id: str
    scenario: str
    seed: int
    kind: Literal["text", "scanned"] = "text"
    reports: list[Report] = field(default_factory=list)
    plans: list[tuple[PlanSet, str | None, str | None]] = field(default_factory=list)
    allow_conflicts: tuple[str, ...] = ()


def build_package(pkg: Package, out: Path) -> Truth:
    folder = Path(out) / pkg.id
    folder.mkdir(parents=True, exist_ok=True)
    events: list[tuple[list[Tag], Location]] = []
    files: list[str] = []
    for rep in pkg.reports:
        target = folder / rep.file
        if pkg.kind == "scanned":
            draft = folder / (rep.file + ".draft")
            events += rep.build(draft)
            scan_pdf(draft, target, pkg.seed * 31 + len(files))
            draft.unlink()
        else:
            events += rep.build(target)
        files.append(rep.file)
    for ps, full, reduced in pkg.plans:
        if pkg.kind == "scanned":
            raise ValueError("scanned packages carry letter-size pages only")
        events += build_plans(ps, folder, full, reduced)
        files += [n for n in (full, reduced) if n]
    rec = Recorder()
    for tags, where in events:
        rec.tag(tags, where)
    unexpected = [c for c in rec.conflicts if c not in pkg.allow_conflicts]
    if unexpected:
        raise ValueError(f"{pkg.id}: facts stated two ways by mistake: {unexpected}")
    truth = Truth(id=pkg.id, split="external12", kind=pkg.kind, seed=pkg.seed, scenario=pkg.scenario,
                  facts=rec.facts, fact_locations=rec.fact_locations, conflicts=rec.conflicts,
                  exhibits=rec.exhibits, statements=rec.statements, malformed=[], files=sorted(files))
    truth.expected = expected_for(truth)
    write_truth(truth, folder)
    return truth
