"""Build the external15 set: ``python -m corpus.external15.build OUT``.

Each package is drawn into ``OUT/<id>/``; the truth is what the pages recorded while drawn, and
``expected`` is the rule engine's answer on those facts. Scanned packages are drawn born-digital
in a scratch folder and only their image-only copies land in the package.
"""

from __future__ import annotations

import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from corpus.external15 import hoa, roads_agency, roads_city, sites, trails
from corpus.external15.kit import scan
from corpus.truth import Recorder, Truth, expected_for, write_truth

SPLIT = "external15"


@dataclass(frozen=True)
class Package:
    id: str
    scenario: str
    draw: Callable[..., list[str]]
    scanned_rel: str | None = None  # the single file of a scanned package


PACKAGES = (
    Package("ext15-01-edina-street-program", "N.2.E no net increase (decrease), public", roads_city.edina_program),
    Package("ext15-02-hennepin-csah101", "N.2.E.3 with qualifying trail netted out, NAVD 88", roads_agency.hennepin_csah101),
    Package("ext15-03-trpd-dakota-rail-trail", "N.2.E.4 stand-alone trail exempt (scanned)", trails.three_rivers_trail,
            "TRPD_Dakota_Rail_Segment_C_MCWD.pdf"),
    Package("ext15-04-minnetonka-12ft-path", "N.2.E.1 trail too wide", trails.minnetonka_path),
    Package("ext15-05-isd284-srts-sidewalk", "N.2.E.1 sidewalk buffer 3 ft, N.3.0 not shown", trails.wayzata_srts),
    Package("ext15-06-stlouispark-area4", "N.2.E.2 sidewalk crossings 31%, no reduced set, no drainage map",
            roads_city.slp_reconstruction),
    Package("ext15-07-orono-heron-point-lane", "N.2.E.1 private road, totals only (scanned)", hoa.orono_private_road,
            "Heron_Point_Lane_Letter_Report.pdf"),
    Package("ext15-08-mndot-th7-vine-hill", "N.2.E.2, 100-yr rate up, no NPDES", roads_agency.mndot_th7),
    Package("ext15-09-victoria-82nd-phase2", "N.2.E.3 by common scheme, pond bench/freeboard short",
            roads_agency.victoria_phase2),
    Package("ext15-10-hopkins-mainstreet-commons", "N.2.D.2 private surety, opening < 2 ft", sites.hopkins_commercial),
    Package("ext15-11-isd276-excelsior-elementary", "N.2.D.3 institutional, TP 44%, 1-ft contours",
            sites.excelsior_school),
    Package("ext15-12-mound-chapman-park", "N.2.D.1 park building with trail loop", sites.mound_park),
)


def build_package(pkg: Package, out: Path, seed: int) -> Truth:
    folder = out / pkg.id
    folder.mkdir(parents=True, exist_ok=True)
    rec = Recorder()
    if pkg.scanned_rel:
        with tempfile.TemporaryDirectory() as tmp:
            pkg.draw(Path(tmp), rec, pkg.scanned_rel)
            scan(Path(tmp) / pkg.scanned_rel, folder / pkg.scanned_rel, seed)
        files = [pkg.scanned_rel]
    else:
        files = pkg.draw(folder, rec)
    truth = Truth(
        id=pkg.id, split=SPLIT, kind="scanned" if pkg.scanned_rel else "text", seed=seed, scenario=pkg.scenario,
        facts=rec.facts, fact_locations=rec.fact_locations, conflicts=rec.conflicts,
        exhibits=rec.exhibits, statements=rec.statements, files=sorted(files),
    )
    truth.expected = expected_for(truth)
    write_truth(truth, folder)
    return truth


def build(out: Path) -> list[Truth]:
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    return [build_package(pkg, out, seed) for seed, pkg in enumerate(PACKAGES, start=1501)]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m corpus.external15.build OUT", file=sys.stderr)
        return 2
    truths = build(Path(args[0]))
    for t in truths:
        app = (t.expected or {}).get("applicability", {})
        print(f"{t.id:40s} {t.kind:8s} {app.get('paragraph')} sections={app.get('sections')} "
              f"surety={app.get('surety_required')} basis={app.get('basis')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
