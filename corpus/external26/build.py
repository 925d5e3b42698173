"""Build external set 26: ``python -m corpus.external26.build OUT``.

The truth of each package is what its pages carry (recorded while drawing); ``expected`` is
the rule engine's own answer on those facts, so the set measures the extractor, not the rules.
"""

from __future__ import annotations

import sys
from pathlib import Path

from corpus.external26.doc import Package
from corpus.external26.packages_a import PACKAGES_A
from corpus.external26.packages_b import PACKAGES_B
from corpus.external26.scan import scan_pdf
from corpus.truth import Truth, expected_for, write_truth

SPLIT = "external26"
PACKAGES = PACKAGES_A + PACKAGES_B


def truth_of(pkg: Package) -> Truth:
    rec = pkg.rec
    truth = Truth(id=pkg.id, split=SPLIT, kind=pkg.kind, seed=pkg.seed, scenario=pkg.scenario,
                  facts=rec.facts, fact_locations=rec.fact_locations, conflicts=rec.conflicts,
                  exhibits=rec.exhibits, statements=rec.statements, malformed=[], files=sorted(pkg.files))
    truth.expected = expected_for(truth)
    return truth


def build(out: Path) -> list[Truth]:
    """Write every package below ``out`` (each folder replaced), with its truth file."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    truths = []
    for make in PACKAGES:
        pkg = make(out)
        if pkg.kind == "scanned":
            for i, name in enumerate(pkg.files):
                scan_pdf(pkg.root / name, pkg.seed * 10 + i)
        truth = truth_of(pkg)
        write_truth(truth, pkg.root)
        truths.append(truth)
    return truths


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m corpus.external26.build OUT", file=sys.stderr)
        return 2
    out = Path(args[0])
    for truth in build(out):
        print(f"{truth.id}: {truth.kind}, {len(truth.files)} files, {len(truth.facts)} facts")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
