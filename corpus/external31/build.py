"""Build the external31 set: ``python -m corpus.external31.build OUT``.

Each package is drawn, scanned where its kind says so, and given a truth file whose
``expected`` is ``rulen.engine.determine`` on the recorded facts.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from corpus.external31 import homes, works
from corpus.external31.kit import Package
from corpus.external31.scan import scan_pdf
from corpus.truth import Truth, expected_for, write_truth

SPLIT = "external31"
BUILDERS = (homes.p01_deephaven_home, homes.p02_shorewood_subdivision, homes.p03_victoria_subdivision,
            homes.p04_chanhassen_townhomes, homes.p05_medina_second_addition, homes.p06_stlouispark_apartments,
            *works.ALL)


def truth_of(pkg: Package, seed: int, scenario: str) -> Truth:
    rec = pkg.rec
    truth = Truth(id=pkg.id, split=SPLIT, kind=pkg.kind, seed=seed, scenario=scenario, facts=dict(rec.facts),
                  fact_locations=dict(rec.fact_locations), conflicts=list(rec.conflicts),
                  exhibits=dict(rec.exhibits), statements=dict(rec.statements), malformed=[],
                  files=list(pkg.files))
    truth.expected = expected_for(truth)
    return truth


def build_one(index: int, out: Path) -> Truth:
    builder = BUILDERS[index]
    pkg = builder(out)
    if pkg.kind == "scanned":
        for name in pkg.files:
            scan_pdf(pkg.dir / name, f"{pkg.id}/{name}")
    truth = truth_of(pkg, seed=index + 1, scenario=(builder.__doc__ or "").strip().splitlines()[0])
    write_truth(truth, pkg.dir)
    return truth


def build(out: Path) -> list[Truth]:
    """Write every package below ``out`` (each package folder is replaced) and return their truths."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    truths = []
    return [_fresh(i, out) for i in range(len(BUILDERS))]


def _fresh(index: int, out: Path) -> Truth:
    """Build in a scratch folder, then replace the package: a stale file would join the package."""
    tmp = out / f".building-{index}"
    if tmp.exists():
        shutil.rmtree(tmp)
    truth = build_one(index, tmp)
    final = out / truth.id
    if final.exists():
        shutil.rmtree(final)
    (tmp / truth.id).rename(final)
    shutil.rmtree(tmp)
    return truth


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m corpus.external31.build OUT", file=sys.stderr)
        return 2
    for t in build(Path(args[0])):
        app = (t.expected or {}).get("applicability", {})
        print(f"{t.id:40s} {t.kind:8s} {app.get('paragraph')!s:8s} sections={app.get('sections')} "
              f"surety={app.get('surety_required')} files={len(t.files)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
