"""Build the external14 set: ``python -m corpus.external14.build OUT``.

Each package function draws its pages and returns its :class:`~corpus.external14.kit.Package`;
the truth file is written from what the recorder saw, and ``expected`` is the rule
engine's own answer on those facts.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from corpus.external14.kit import Package
from corpus.external14.packages_a import PACKAGES_A
from corpus.external14.packages_b import PACKAGES_B
from corpus.external14.scan import scan_in_place
from corpus.truth import Truth, expected_for, write_truth

PACKAGES = {**PACKAGES_A, **PACKAGES_B}
SPLIT = "external14"


def _truth(pkg: Package, seed: int) -> Truth:
    rec = pkg.rec
    truth = Truth(id=pkg.id, split=SPLIT, kind=pkg.kind, seed=seed, scenario=pkg.id,
                  facts=rec.facts, fact_locations=rec.fact_locations, conflicts=rec.conflicts,
                  exhibits=rec.exhibits, statements=rec.statements, files=sorted(pkg.files))
    truth.expected = expected_for(truth)
    return truth


def build(out: Path) -> list[Path]:
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for seed, (pid, make) in enumerate(sorted(PACKAGES.items()), start=14000):
        if (out / pid).exists():
            shutil.rmtree(out / pid)
        pkg = make(out)
        if pkg.kind == "scanned":
            for i, name in enumerate(pkg.files):
                scan_in_place(pkg.dir / name, seed * 10 + i, angle=0.3 + 0.15 * (i % 4))
        written.append(write_truth(_truth(pkg, seed), pkg.dir))
    return written


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    out = Path(argv[0]) if argv else Path("/tmp/ext14")
    for path in build(out):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
