"""Build the external28 set: ``python -m corpus.external28.build OUT``.

Each package writer draws its PDFs and tags what each page states; this module turns
the recorded tags into ``rulen-truth.json`` with ``expected`` computed by the rule
engine itself, and scans the packages that arrived on paper.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable

from corpus.external28 import packages_a, packages_b
from corpus.external28.draw import Package
from corpus.external28.scan import scan_pdf
from corpus.truth import Truth, expected_for, write_truth

SPLIT = "external28"
Writer = Callable[[Path], Package]
WRITERS: list[Writer] = [*packages_a.WRITERS, *packages_b.WRITERS]


def build_one(root: Path, writer: Writer) -> Truth:
    pkg = writer(root)
    if pkg.kind == "scanned":
        for name in pkg.files:
            scan_pdf(pkg.out / name, pkg.seed)
    rec = pkg.rec
    truth = Truth(
        id=pkg.pid, split=SPLIT, kind=pkg.kind, seed=pkg.seed, scenario=pkg.scenario,
        facts=rec.facts, fact_locations=rec.fact_locations, conflicts=rec.conflicts,
        exhibits=rec.exhibits, statements=rec.statements, malformed=[], files=list(pkg.files),
    )
    truth.expected = expected_for(truth)
    write_truth(truth, pkg.out)
    return truth


def build(out: Path) -> list[Truth]:
    """Write every package below ``out`` (replacing an earlier build of the same ids)."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    truths = []
    for writer in WRITERS:
        truths.append(build_one(out, writer))
    return truths


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m corpus.external28.build OUT", file=sys.stderr)
        return 2
    out = Path(args[0])
    for t in build(out):
        app = (t.expected or {}).get("applicability", {})
        print(f"{t.id:40s} {t.kind:8s} {app.get('paragraph')} {app.get('sections')} surety={app.get('surety_required')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
