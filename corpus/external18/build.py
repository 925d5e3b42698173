"""Build the external18 set: ``python -m corpus.external18.build OUT``.

Each package is written by its author function, scanned where the archive holds only paper,
and given a truth file whose ``expected`` is the rule engine's answer on the recorded facts.
"""

from __future__ import annotations

import shutil
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from corpus.external18 import pk_early, pk_late
from corpus.external18.kit import Package
from corpus.external18.scan import ScanLook, scan_pdf
from corpus.truth import Truth, expected_for, write_truth

SPLIT = "external18"


@dataclass(frozen=True)
class Entry:
    id: str
    author: Callable[[Package], None]
    scenario: str
    look: ScanLook | None = None  # None: born digital


PACKAGES: tuple[Entry, ...] = (
    Entry("x18-01-deephaven-home-1998", pk_early.p01_deephaven_home, "N.2.A single-family home",
          ScanLook(dpi=200, angle=0.6, blur=0.5, noise=5.0)),
    Entry("x18-02-chanhassen-lotus-ridge-2001", pk_early.p02_chanhassen_addition,
          "N.2.G common scheme -> N.2.B.2; 100 yr rate up; no NPDES; reduced only; surety",
          ScanLook(dpi=300, angle=0.9, blur=0.6, noise=6.0)),
    Entry("x18-03-plymouth-townhomes-2003", pk_early.p03_plymouth_townhomes,
          "N.2.C.2 multi-unit; whole site; no NPDES; surety"),
    Entry("x18-04-minneapolis-lofts-2006", pk_early.p04_minneapolis_apartments,
          "N.2.D.2 high density; additional only; opening < 2 ft; NAVD 88; no easements"),
    Entry("x18-05-hopkins-bakery-2009", pk_early.p05_hopkins_retail, "N.2.D.1 commercial < 0.5 ac; fax form",
          ScanLook(dpi=150, angle=1.2, blur=0.7, noise=8.0)),
    Entry("x18-06-minnetonka-industrial-2011", pk_early.p06_minnetonka_industrial,
          "N.2.D.3 industrial; whole site; TP 44%; bench 8 ft; surety"),
    Entry("x18-07-excelsior-school-2013", pk_late.p07_excelsior_school,
          "N.2.D.3 institutional public (no surety); no drainage map; freeboard 1.5; infiltration",
          ScanLook(dpi=250, angle=0.4, blur=0.4, noise=5.0)),
    Entry("x18-08-csah19-county-road-2004", pk_late.p08_county_road,
          "N.2.E.3 after qualifying trail exclusion; public; 1-ft contours"),
    Entry("x18-09-wayzata-streets-2008", pk_late.p09_wayzata_street, "N.2.E no net increase",
          ScanLook(dpi=200, angle=0.8, blur=0.5, noise=5.0, gray_paper=True)),
    Entry("x18-10-shorewood-trail-2012", pk_late.p10_shorewood_trail, "N.2.E.4 standalone trail"),
    Entry("x18-11-mound-commerce-blvd-2015", pk_late.p11_mound_street,
          "N.2.E.2 trail buffer 3 ft fails E.4; 1 yr rate up; reduced only",
          ScanLook(dpi=200, angle=1.4, blur=0.6, noise=7.0, photocopy=True)),
    Entry("x18-12-independence-pioneer-trail-2000", pk_late.p12_independence_subdivision,
          "N.2.B.3 subdivision; no reduced set; pond 2 slope 6:1; surety"),
)


def build_one(entry: Entry, out: Path, seed: int) -> Truth:
    kind = "text" if entry.look is None else "scanned"
    pkg = Package(out, entry.id, kind, seed, entry.scenario)
    entry.author(pkg)
    if entry.look is not None:
        for i, rel in enumerate(pkg.files):
            path = pkg.dir / rel
            scan_pdf(path, path, entry.look, seed * 100 + i)
    rec = pkg.rec
    truth = Truth(id=entry.id, split=SPLIT, kind=kind, seed=seed, scenario=entry.scenario,
                  facts=rec.facts, fact_locations=rec.fact_locations, conflicts=rec.conflicts,
                  exhibits=rec.exhibits, statements=rec.statements, malformed=[], files=list(pkg.files))
    truth.expected = expected_for(truth)
    write_truth(truth, pkg.dir)
    return truth


def build(out: Path) -> list[Truth]:
    """Write every package below ``out`` (replacing any earlier build of them)."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    truths = []
    for n, entry in enumerate(PACKAGES, start=1):
        if (out / entry.id).exists():
            shutil.rmtree(out / entry.id)
        truths.append(build_one(entry, out, 1800 + n))
    return truths


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m corpus.external18.build OUT", file=sys.stderr)
        return 2
    for t in build(Path(args[0])):
        app = (t.expected or {}).get("applicability", {})
        print(f"{t.id:44s} {t.kind:8s} {app.get('paragraph')!s:8s} sections={app.get('sections')} "
              f"surety={app.get('surety_required')} basis={app.get('basis')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
