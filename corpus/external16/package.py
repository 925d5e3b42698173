"""One package being written: its folder, its recorder, its files, and its truth at the end.

The truth's ``expected`` is the rule engine's own answer on the recorded facts, so the set
measures the extractor, never a second opinion about the rule.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from corpus.external16.doc import LETTER, Doc
from corpus.external16.plans import PlanSet, draw_plan_set
from corpus.external16.scan import scan_pdf
from corpus.truth import Recorder, Truth, expected_for, write_truth

SPLIT = "external16"


class Pkg:
    def __init__(self, root: Path, ident: str, seed: int, scenario: str,
                 kind: Literal["text", "scanned"] = "text") -> None:
        self.ident, self.seed, self.scenario, self.kind = ident, seed, scenario, kind
        self.folder = Path(root) / ident
        self.folder.mkdir(parents=True, exist_ok=True)
        self.rec = Recorder()
        self.files: list[str] = []

    def doc(self, name: str, **kw) -> Doc:
        if self.kind == "scanned":
            kw["pagesize"] = LETTER  # scanners take letter paper only
        self.files.append(name)
        return Doc(self.rec, self.folder, name, **kw)

    def plans(self, name: str, pagesize: tuple[float, float], plans: PlanSet, size_tag: str) -> None:
        self.files.append(name)
        draw_plan_set(self.rec, self.folder, name, pagesize, plans, size_tag)

    def finish(self) -> Truth:
        if self.kind == "scanned":
            for k, name in enumerate(self.files):
                scan_pdf(self.folder / name, seed=self.seed * 100 + k)
        truth = Truth(
            id=self.ident, split=SPLIT, kind=self.kind, seed=self.seed, scenario=self.scenario,
            facts=dict(self.rec.facts), fact_locations=dict(self.rec.fact_locations),
            conflicts=list(self.rec.conflicts), exhibits=dict(self.rec.exhibits),
            statements=dict(self.rec.statements), malformed=[], files=sorted(self.files),
        )
        truth.expected = expected_for(truth)
        write_truth(truth, self.folder)
        return truth
