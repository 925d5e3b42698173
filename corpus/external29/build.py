"""Build the external29 set: ``python -m corpus.external29.build OUT``.

Each package function draws its PDFs; the truth is what the pages recorded, and
``expected`` is the rule engine's own answer on those facts.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Callable

from corpus.external29 import packages_a, packages_b, packages_c
from corpus.external29.kit import Package
from corpus.external29.scan import scan_pdf
from corpus.truth import Truth, expected_for, write_truth

SPLIT = "external29"
BUILDERS: list[Callable[[Path], Package]] = [*packages_a.ALL, *packages_b.ALL, *packages_c.ALL]


def truth_of(pkg: Package) -> Truth:
    rec = pkg.rec
    truth = Truth(id=pkg.id, split=SPLIT, kind=pkg.kind, seed=pkg.seed, scenario="",
                  facts=rec.facts, fact_locations=rec.fact_locations, conflicts=rec.conflicts,
                  exhibits=rec.exhibits, statements=rec.statements, malformed=[], files=sorted(pkg.files))
    truth.expected = expected_for(truth)
    return truth


def build(out: Path) -> list[Truth]:
    """Write every package below ``out`` (each in its own folder, replaced if there)."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    truths = []
    for make in BUILDERS:
        pkg = make(out)
        if pkg.kind == "scanned":
            for i, name in enumerate(sorted(pkg.files)):
                scan_pdf(pkg.dir / name, seed=pkg.seed * 31 + i)
        truth = truth_of(pkg)
        write_truth(truth, pkg.dir)
        truths.append(truth)
    return truths


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m corpus.external29.build OUT", file=sys.stderr)
        return 2
    out = Path(args[0])
    for child in out.glob("x29-*"):
        if child.is_dir():
            shutil.rmtree(child)
    for t in build(out):
        app = (t.expected or {}).get("applicability", {})
        print(f"{t.id:40s} {t.kind:8s} {app.get('paragraph')!s:9s} sections={app.get('sections')} "
              f"surety={app.get('surety_required')} basis={app.get('basis')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
