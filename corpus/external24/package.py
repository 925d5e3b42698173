"""One package being built: its documents, how each is delivered (born digital or scanned), its truth."""

from __future__ import annotations

import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Literal

from reportlab.lib.pagesizes import letter

from corpus.external24 import scan
from corpus.external24.kit import Doc
from corpus.truth import Recorder, Truth, expected_for, write_truth

SPLIT = "external24"


@dataclass
class Package:
    id: str
    kind: Literal["text", "scanned"]
    seed: int
    scenario: str
    out: Path
    rec: Recorder = field(default_factory=Recorder)
    _docs: list[tuple[Doc, Path, Callable[[Path, Path], None] | None]] = field(default_factory=list)
    _tmp: Path | None = None

    def doc(self, rel: str, *, delivery: Callable[[Path, Path], None] | None = None, size=letter, **style: Any) -> Doc:
        """A document of the package; ``delivery`` turns the drawn PDF into the delivered one (a scan)."""
        if delivery is None:
            path = self.out / rel
        else:
            if self._tmp is None:
                self._tmp = Path(tempfile.mkdtemp(prefix="ext24-"))
            path = self._tmp / rel
        d = Doc(path, rel, self.rec, size=size, **style)
        self._docs.append((d, path, delivery))
        return d

    def finish(self) -> Truth:
        files = []
        try:
            for d, path, delivery in self._docs:
                d.save()
                if delivery is not None:
                    delivery(path, self.out / d.rel)
                files.append(d.rel)
        finally:
            if self._tmp is not None:
                shutil.rmtree(self._tmp, ignore_errors=True)
        truth = Truth(id=self.id, split=SPLIT, kind=self.kind, seed=self.seed, scenario=self.scenario,
                      facts=dict(self.rec.facts), fact_locations=dict(self.rec.fact_locations),
                      conflicts=list(self.rec.conflicts), exhibits=dict(self.rec.exhibits),
                      statements=dict(self.rec.statements), malformed=[], files=sorted(files))
        truth.expected = expected_for(truth)
        write_truth(truth, self.out)
        return truth


def copier(**kw: Any) -> Callable[[Path, Path], None]:
    return lambda src, dst: scan.copier(src, dst, **kw)


def fax(**kw: Any) -> Callable[[Path, Path], None]:
    return lambda src, dst: scan.fax(src, dst, **kw)
