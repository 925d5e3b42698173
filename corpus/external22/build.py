"""Build the external22 set: ``python -m corpus.external22.build OUT``.

Each package is drawn, two are scanned, and its truth written from what was drawn; the
expected determination is the rule engine's own answer on those true facts.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Callable

from corpus.external22 import packages_a as a
from corpus.external22 import packages_b as b
from corpus.external22.doc import Package
from corpus.external22.scan import scan_pdf
from corpus.truth import Truth, expected_for, write_truth

SPLIT = "external22"

# (package id, author function, kind, scenario label: the branch the package is meant to exercise)
PACKAGES: list[tuple[str, Callable[[Package], None], str, str]] = [
    ("x22-01-excelsior-teardown", a.p01_excelsior_teardown, "text", "N.2.A single-family teardown"),
    ("x22-02-deephaven-lot-split", a.p02_deephaven_lot_split, "text", "N.2.B lot split under 2 ac"),
    ("x22-03-minnetrista-plat", a.p03_minnetrista_plat, "text", "N.2.C.2 plat, surety, 100-yr rate up, no drainage map/NPDES/reduced set"),
    ("x22-04-chanhassen-townhomes", a.p04_chanhassen_townhomes, "text", "N.2.C.1 townhomes, opening 1.5 ft above HWL"),
    ("x22-05-hopkins-apartments", a.p05_hopkins_apartments, "text", "N.2.D.2 redevelopment <50%, NAVD88 1-ft, no NPDES"),
    ("x22-06-stlouispark-mixed-use", a.p06_stlouispark_mixed_use, "scanned", "N.2.D.1 mixed use under 0.5 ac"),
    ("x22-07-wayzata-senior", b.p07_wayzata_senior, "text", "N.2.D.2 church land, >=50% increase, 1-ft contours"),
    ("x22-08-edina-hra", b.p08_edina_hra, "text", "N.2.D.2 public HRA >5 ac disturbed, 1-yr rate up, low opening"),
    ("x22-09-minnetonka-school-plat", b.p09_minnetonka_school_plat, "text", "N.2.B.3 school district plat, bench 8 ft"),
    ("x22-10-victoria-cottages", b.p10_victoria_cottages, "scanned", "N.2.C.1 via common scheme (N.2.G)"),
    ("x22-11-shorewood-land-trust", b.p11_shorewood_land_trust, "text", "N.2.C.1 twinhomes 7.8 du/ac (derived)"),
    ("x22-12-chanhassen-county-cda", b.p12_chanhassen_county_cda, "text", "N.2.D.3 county CDA, TP 47%, freeboard 1.8 ft"),
]


def build_package(out: Path, seed: int, pid: str, author: Callable[[Package], None], kind: str, scenario: str) -> Truth:
    pkg = Package(out, pid, kind)
    author(pkg)
    if kind == "scanned":
        for name in pkg.files:
            scan_pdf(pkg.dir / name, seed * 100 + len(name))
    rec = pkg.rec
    truth = Truth(id=pid, split=SPLIT, kind=kind, seed=seed, scenario=scenario, facts=rec.facts,
                  fact_locations=rec.fact_locations, conflicts=rec.conflicts, exhibits=rec.exhibits,
                  statements=rec.statements, files=list(pkg.files))
    truth.expected = expected_for(truth)
    write_truth(truth, pkg.dir)
    return truth


def build(out: Path) -> list[Truth]:
    """Build every package into ``out`` (replacing earlier builds of the same ids)."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    truths = []
    for seed, (pid, author, kind, scenario) in enumerate(PACKAGES, start=1):
        if (out / pid).exists():
            shutil.rmtree(out / pid)
        truths.append(build_package(out, seed, pid, author, kind, scenario))
    return truths


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m corpus.external22.build OUT", file=sys.stderr)
        return 2
    truths = build(Path(args[0]))
    print(f"built {len(truths)} packages into {args[0]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
