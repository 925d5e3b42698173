"""Build external set 25: ``python -m corpus.external25.build OUT``.

Each package is drawn into ``OUT/<id>/``; its truth is what the drawn pages carry (see
``corpus.external25.doc``), and ``expected`` is the rule engine's answer on that truth, so
the set measures the extractor, not the engine.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Callable

from corpus.external25 import packages_a as a
from corpus.external25 import packages_b as b
from corpus.external25.common import Built
from corpus.external25.scan import scan_pdf
from corpus.truth import Truth, expected_for, write_truth

SPLIT = "external25"

PACKAGES: list[tuple[str, Callable[[Path], Built]]] = [
    ("x25-01-wayzata-lift-station", a.p01_lift_station),
    ("x25-02-minnetonka-park-shelter", a.p02_park_shelter),
    ("x25-03-excelsior-church-lot", a.p03_church_lot),
    ("x25-04-edina-school-gym", a.p04_school_gym),
    ("x25-05-hopkins-hospital-ramp", a.p05_hospital_ramp),
    ("x25-06-spring-park-marina", a.p06_marina),
    ("x25-07-medina-golf-maintenance", b.p07_golf_maintenance),
    ("x25-08-minnetrista-trail", b.p08_regional_trail),
    ("x25-09-deephaven-street-sidewalk", b.p09_street_sidewalk),
    ("x25-10-medina-county-salt-shed", b.p10_salt_shed),
    ("x25-11-mound-street-removal", b.p11_street_removal),
    ("x25-12-plymouth-senior-living", b.p12_senior_living),
]


def build_one(out: Path, pid: str, draw: Callable[[Path], Built], seed: int) -> Truth:
    folder = out / pid
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    built = draw(folder)
    for name in built.scan:
        scan_pdf(folder / name, seed=seed * 101 + len(name))
    rec = built.rec
    truth = Truth(id=pid, split=SPLIT, kind=built.kind, seed=seed, scenario=built.scenario,
                  facts=rec.facts, fact_locations=rec.fact_locations, conflicts=rec.conflicts,
                  exhibits=rec.exhibits, statements=rec.statements, malformed=[], files=sorted(built.files))
    truth.expected = expected_for(truth)
    write_truth(truth, folder)
    return truth


def build(out: Path) -> list[Truth]:
    """Draw all twelve packages into ``out``; returns their truths."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    return [build_one(out, pid, draw, seed) for seed, (pid, draw) in enumerate(PACKAGES, start=1)]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m corpus.external25.build OUT", file=sys.stderr)
        return 2
    truths = build(Path(args[0]))
    for t in truths:
        app = (t.expected or {}).get("applicability", {})
        print(f"{t.id:36s} {t.kind:8s} {app.get('paragraph')!s:8s} sections={app.get('sections')} "
              f"surety={app.get('surety_required')} basis={app.get('basis')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
