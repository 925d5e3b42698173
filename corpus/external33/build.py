"""Build the external33 set: ``python -m corpus.external33.build OUT``.

Twelve permit packages, each written by a different (invented) author, with a
``rulen-truth.json`` per package holding exactly what its pages state and the rule
engine's determination on those facts. Two packages are scanned to image-only PDFs.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Callable

from corpus.external33 import pkgs_a, pkgs_b
from corpus.external33.kit import Package
from corpus.external33.scan import scan_pdf
from corpus.truth import Truth, expected_for, write_truth

SPLIT = "external33"

# id, kind, seed, scenario label (never written into the PDFs), author function
PACKAGES: list[tuple[str, str, int, str, Callable[[Package], None]]] = [
    ("x33-01-orono-home", "text", 3301, "N.2.A single-family rebuild", pkgs_a.p01_orono_home),
    ("x33-02-medina-subdivision", "text", 3302, "N.2.B.2 low density, no drainage map, surety",
     pkgs_a.p02_medina_subdivision),
    ("x33-03-victoria-villas", "text", 3303, "N.2.C.2 medium density, 100-yr rate up, NAVD 88, no wetland map",
     pkgs_a.p03_victoria_villas),
    ("x33-04-shorewood-lots", "scanned", 3304, "N.2.B.1 low density, BMP only, scanned", pkgs_a.p04_shorewood_lots),
    ("x33-05-slp-apartments", "text", 3305, "N.2.D.2 multi-unit high density, additional only, low opening",
     pkgs_a.p05_slp_apartments),
    ("x33-06-hopkins-drive-thru", "text", 3306, "N.2.D.1 commercial under 0.5 ac, whole site",
     pkgs_a.p06_hopkins_drive_thru),
    ("x33-07-minnetonka-warehouse", "text", 3307, "N.2.D.3 industrial, TP 44%, freeboard 1.5, no reduced set",
     pkgs_b.p07_minnetonka_warehouse),
    ("x33-08-minnetonka-school", "text", 3308, "N.2.D.3 school district, bench 8 ft, no NPDES, no surety",
     pkgs_b.p08_minnetonka_school),
    ("x33-09-csah101", "text", 3309, "N.2.E.3 county road, trail buffer 3 ft, NAVD 88 + 1-ft contours",
     pkgs_b.p09_county_road),
    ("x33-10-mound-streets", "text", 3310, "N.2.E no net increase", pkgs_b.p10_mound_street),
    ("x33-11-tonka-bay-trail", "scanned", 3311, "N.2.E.4 standalone trail, scanned", pkgs_b.p11_tonka_bay_trail),
    ("x33-12-chanhassen-phase2", "text", 3312, "N.2.G common scheme 9.1 ac, freeboard 1.6",
     pkgs_b.p12_chanhassen_phase2),
]


def build_package(out: Path, pid: str, kind: str, seed: int, scenario: str,
                  author: Callable[[Package], None]) -> Truth:
    """Draw one package, scan it if asked, and write its truth with the engine's answer."""
    pkg = Package(out, pid, kind, seed)
    author(pkg)
    if kind == "scanned":
        for k, name in enumerate(pkg.files):
            scan_pdf(pkg.dir / name, seed * 10 + k)
    rec = pkg.rec
    truth = Truth(id=pid, split=SPLIT, kind=kind, seed=seed, scenario=scenario, facts=rec.facts,
                  fact_locations=rec.fact_locations, conflicts=rec.conflicts, exhibits=rec.exhibits,
                  statements=rec.statements, malformed=[], files=list(pkg.files))
    truth.expected = expected_for(truth)
    write_truth(truth, pkg.dir)
    return truth


def build(out: Path) -> list[Truth]:
    """Build every package below ``out`` (replacing an earlier build of the same ids)."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    truths = []
    for pid, kind, seed, scenario, author in PACKAGES:
        if (out / pid).exists():
            shutil.rmtree(out / pid)
        truths.append(build_package(out, pid, kind, seed, scenario, author))
    return truths


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m corpus.external33.build OUT", file=sys.stderr)
        return 2
    truths = build(Path(args[0]))
    for t in truths:
        app = (t.expected or {}).get("applicability", {})
        print(f"{t.id:32s} {t.kind:8s} {app.get('paragraph')!s:9s} sections={app.get('sections')} "
              f"surety={app.get('surety_required')} basis={app.get('basis')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
