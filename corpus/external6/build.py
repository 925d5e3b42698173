"""Build the external6 set: ``python -m corpus.external6.build OUT``.

Twelve packages written blind by one author imitating twelve; the truth of each is what its
pages recorded while drawn, and ``expected`` is the rule engine's answer on that truth, so
the set measures the extractor, never the engine.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable

from corpus.external6 import buildings, homes, linear
from corpus.external6.doc import Package
from corpus.external6.scan import scan_pdf
from corpus.truth import TRUTH_NAME, Truth, expected_for, write_truth

SPLIT = "external6"

BUILDERS: tuple[Callable[[Path], Package], ...] = (
    homes.deephaven_home,
    homes.orono_subdivision,
    homes.shorewood_villas,
    buildings.chanhassen_townhomes,
    buildings.hopkins_warehouse,
    buildings.minnetonka_coffee,
    buildings.minnetonka_school,
    linear.hennepin_csah19,
    linear.edina_streets,
    linear.minnetrista_trail,
    linear.stlouispark_trail,
    homes.victoria_phase2,
)


def truth_of(pkg: Package) -> Truth:
    rec = pkg.rec
    truth = Truth(id=pkg.id, split=SPLIT, kind=pkg.kind, seed=pkg.seed, scenario=pkg.scenario,
                  facts=dict(rec.facts), fact_locations=dict(rec.fact_locations), conflicts=list(rec.conflicts),
                  exhibits=dict(rec.exhibits), statements=dict(rec.statements), malformed=[],
                  files=list(pkg.files))
    truth.expected = expected_for(truth)
    return truth


def build_one(builder: Callable[[Path], Package], out: Path) -> Truth:
    pkg = builder(out)
    if pkg.kind == "scanned":
        for name in pkg.files:
            scan_pdf(pkg.dir / name, pkg.seed)
    truth = truth_of(pkg)
    write_truth(truth, pkg.dir)
    return truth


def build(out: Path) -> list[Truth]:
    """Every package of the set under ``out``; returns their truths."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    return [build_one(b, out) for b in BUILDERS]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m corpus.external6.build OUT", file=sys.stderr)
        return 2
    truths = build(Path(args[0]))
    for t in truths:
        app = (t.expected or {}).get("applicability", {})
        print(f"{t.id:36} {t.kind:8} {app.get('paragraph')!s:8} sections={app.get('sections')} "
              f"surety={app.get('surety_required')} -> {Path(args[0]) / t.id / TRUTH_NAME}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
