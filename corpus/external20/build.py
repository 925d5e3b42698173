"""Build external set 20 into a folder: ``python -m corpus.external20.build OUT``.

Each package's truth is what the recorder saw drawn, and ``expected`` is the rule engine's
own answer on those facts, so the set measures the extractor and never the rules.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Callable

from corpus.external20 import authors_a, authors_b
from corpus.external20.kit import Package
from corpus.external20.layout import render
from corpus.external20.scan import scan_pdf
from corpus.truth import Recorder, Truth, expected_for, write_truth

SPLIT = "external20"

AUTHORS: dict[str, Callable[[], Package]] = {
    "e20-01-lakeview-ridge": authors_a.lakeview_ridge,
    "e20-02-glen-lake-clinic": authors_a.glen_lake_clinic,
    "e20-03-france-flats": authors_a.france_flats,
    "e20-04-hamel-road-industrial": authors_a.medina_industrial,
    "e20-05-excelsior-elementary": authors_a.excelsior_school,
    "e20-06-victoria-road": authors_a.victoria_road,
    "e20-07-orono-home": authors_b.orono_home,
    "e20-08-bluff-creek-meadows": authors_b.chanhassen_meadows,
    "e20-09-maple-hollow": authors_b.maple_hollow,
    "e20-10-lake-street-retail": authors_b.wayzata_retail,
    "e20-11-louisiana-row": authors_b.slp_townhomes,
    "e20-12-excelsior-commons": authors_b.excelsior_commons,
}


def build_package(pkg: Package, out: Path) -> Truth:
    """Draw one package and write its truth; a fact drawn with two values is a bug here, not a conflict."""
    folder = out / pkg.id
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    rec = Recorder()
    files = []
    for i, (rel, doc) in enumerate(pkg.docs):
        path = render(doc, folder, rec, rel, seed=pkg.seed * 10 + i)
        if pkg.kind == "scanned":
            scan_pdf(path, seed=pkg.seed * 10 + i)
        files.append(rel)
    if rec.conflicts:
        raise ValueError(f"{pkg.id}: facts drawn with two values: {rec.conflicts}")
    truth = Truth(id=pkg.id, split=SPLIT, kind=pkg.kind, seed=pkg.seed, scenario=pkg.scenario,
                  facts=rec.facts, fact_locations=rec.fact_locations, conflicts=[],
                  exhibits=rec.exhibits, statements=rec.statements, malformed=[], files=sorted(files))
    truth.expected = expected_for(truth)
    write_truth(truth, folder)
    return truth


def build(out: Path) -> list[Truth]:
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    truths = []
    for pid, author in AUTHORS.items():
        pkg = author()
        if pkg.id != pid:
            raise ValueError(f"package id {pkg.id} registered as {pid}")
        truths.append(build_package(pkg, out))
    return truths


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m corpus.external20.build OUT", file=sys.stderr)
        return 2
    for truth in build(Path(args[0])):
        app = (truth.expected or {}).get("applicability", {})
        print(f"{truth.id:32} {truth.kind:8} {app.get('paragraph')} sections={app.get('sections')} "
              f"surety={app.get('surety_required')} basis={app.get('basis')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
