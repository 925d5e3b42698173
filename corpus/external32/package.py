"""One package being written: its folder, its recorder, and the truth written at the end.

Scanned packages are drawn born-digital into a scratch folder first and then "printed and
scanned" page for page, so page numbers, and hence the truth's locations, do not move.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from typing import Any, Literal

from corpus.external32.kit import LETTER, Writer, scan
from corpus.truth import Recorder, Truth, expected_for, write_truth

SPLIT = "external32"


class Pkg:
    def __init__(self, out: Path, pid: str, kind: Literal["text", "scanned"], seed: int, scenario: str) -> None:
        self.pid, self.kind, self.seed, self.scenario = pid, kind, seed, scenario
        self.dir = Path(out) / pid
        if self.dir.exists():
            shutil.rmtree(self.dir)
        self.dir.mkdir(parents=True)
        self.rec = Recorder()
        self.files: list[str] = []
        self._scratch = Path(tempfile.mkdtemp(prefix=f"ext32-{pid}-")) if kind == "scanned" else None

    def writer(self, fname: str, **kw: Any) -> Writer:
        if self.kind == "scanned" and kw.get("pagesize", LETTER) != LETTER:
            raise ValueError("scanned packages hold letter-size pages only")
        self.files.append(fname)
        folder = self._scratch if self._scratch is not None else self.dir
        return Writer(self.rec, folder, fname, **kw)

    def finish(self) -> Truth:
        if self._scratch is not None:
            for i, fname in enumerate(self.files):
                scan(self._scratch / fname, self.dir / fname, self.seed * 31 + i)
            shutil.rmtree(self._scratch, ignore_errors=True)
        r = self.rec
        truth = Truth(id=self.pid, split=SPLIT, kind=self.kind, seed=self.seed, scenario=self.scenario,
                      facts=r.facts, fact_locations=r.fact_locations, conflicts=r.conflicts,
                      exhibits=r.exhibits, statements=r.statements, files=list(self.files))
        truth.expected = expected_for(truth)
        write_truth(truth, self.dir)
        return truth
