"""Build the external10 set: ``python -m corpus.external10.build OUT``.

Each package is drawn, scanned where it is a scanned package, and its truth written
from what the pages recorded; ``expected`` is the rule engine's own answer on that truth.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Callable

from corpus.external10 import public, residential
from corpus.external10.kit import Package
from corpus.external10.scan import scan_pdf
from corpus.truth import Truth, expected_for, write_truth

Builder = tuple[str, str, str, Callable[[Package], None]]

BUILDERS: list[Builder] = [
    ("x10-01-orono-lakeshore-home", "text", "N.2.A single-family home", residential.orono_home),
    ("x10-02-shorewood-amesbury-woods", "scanned", "N.2.B.1 low density 4.62 ac", residential.shorewood_subdivision),
    ("x10-03-victoria-wildflower-ridge-2nd", "text", "N.2.B.2 via common scheme; no drainage map",
     residential.victoria_phase_two),
    ("x10-04-chanhassen-longacres-glen", "text", "N.2.C.3; Pond A freeboard 1.5 ft", residential.chanhassen_subdivision),
    ("x10-05-long-lake-brown-road-townhomes", "text", "N.2.C.2 multi-unit; infiltration; no NPDES",
     residential.long_lake_townhomes),
    ("x10-06-st-louis-park-wooddale-apartments", "text", "N.2.D.2 high density; 100-yr rise; no reduced set",
     public.st_louis_park_apartments),
    ("x10-07-wayzata-lake-street-dental", "text", "N.2.D.1 whole site; opening 1.9 ft above HWL",
     public.wayzata_dental),
    ("x10-08-medina-hamel-road-logistics", "text", "N.2.D.3 industrial; NAVD 88; TP 44%", public.medina_industrial),
    ("x10-09-minnetonka-schools-clear-springs", "text", "N.2.D.2 institutional public; 1-ft contours",
     public.minnetonka_school),
    ("x10-10-hennepin-csah-110", "text", "N.2.E.3 county road; trail buffer 3 ft; bench 8 ft",
     public.hennepin_county_road),
    ("x10-11-edina-morningside-streets", "scanned", "N.2.E no net increase", public.edina_streets),
    ("x10-12-mound-lost-lake-trail", "text", "N.2.E.4 standalone trail", public.mound_trail),
]


def build_one(out: Path, index: int, builder: Builder) -> Truth:
    pid, kind, scenario, fn = builder
    folder = out / pid
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    pkg = Package(pid, kind, folder)
    fn(pkg)
    if kind == "scanned":
        for n, name in enumerate(pkg.files):
            scan_pdf(folder / name, seed=1000 + 17 * index + n)
    rec = pkg.rec
    truth = Truth(id=pid, split="external10", kind=kind, seed=index, scenario=scenario,
                  facts=rec.facts, fact_locations=rec.fact_locations, conflicts=rec.conflicts,
                  exhibits=rec.exhibits, statements=rec.statements, files=sorted(pkg.files))
    truth.expected = expected_for(truth)
    write_truth(truth, folder)
    return truth


def build(out: Path) -> list[Truth]:
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    return [build_one(out, i, b) for i, b in enumerate(BUILDERS)]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m corpus.external10.build OUT", file=sys.stderr)
        return 2
    truths = build(Path(args[0]))
    for t in truths:
        app = (t.expected or {}).get("applicability", {})
        print(f"{t.id:45s} {t.kind:8s} {app.get('paragraph')} sections={app.get('sections')} "
              f"surety={app.get('surety_required')} basis={app.get('basis')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
