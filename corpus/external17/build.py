"""Build the external17 set: ``python -m corpus.external17.build OUT``.

Each package is drawn, scanned where its author sent paper, and given its truth; the
expected determination is the rule engine's own answer on the true facts, so the set
measures the extractor, never the rules.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable

from corpus.external17 import packages_a as a
from corpus.external17 import packages_b as b
from corpus.external17.kit import Pkg, scan_package
from corpus.truth import Truth, expected_for, write_truth

BUILDERS: tuple[Callable[[Path], Pkg], ...] = (
    a.p01_hopkins_trail, a.p02_wayzata_street, a.p03_county_road, a.p04_victoria_phases,
    a.p05_plymouth_industrial, a.p06_edina_school,
    b.p07_slp_retail, b.p08_excelsior_shop, b.p09_minnetonka_apartments, b.p10_shorewood_subdivision,
    b.p11_orono_home, b.p12_mound_townhomes,
)


def build(out: Path) -> list[Truth]:
    """Draw every package below ``out`` and write its ``rulen-truth.json``; returns the truths."""
    out = Path(out)
    truths = []
    for i, make in enumerate(BUILDERS, 1):
        pkg = make(out)
        if pkg.kind == "scanned":
            scan_package(pkg.dir, pkg.files, seed=1700 + i)
        truth = pkg.truth()
        truth.expected = expected_for(truth)
        write_truth(truth, pkg.dir)
        truths.append(truth)
    return truths


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m corpus.external17.build OUT", file=sys.stderr)
        return 2
    truths = build(Path(args[0]))
    for t in truths:
        app = (t.expected or {}).get("applicability", {})
        print(f"{t.id:40s} {t.kind:8s} {app.get('paragraph')!s:8s} sections={app.get('sections')} "
              f"surety={app.get('surety_required')} basis={app.get('basis')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
