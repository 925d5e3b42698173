"""Build external13: ``python -m corpus.external13.build OUT``.

Twelve packages by twelve fictional Twin Cities firms, written blind to the extractor.
Each package folder gets its PDFs and a ``rulen-truth.json`` whose facts, exhibits and
statements were recorded while the pages were drawn, and whose ``expected`` is the rule
engine's answer on those facts. Two packages are then replaced by image-only scans.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import Callable

from corpus.external13 import firms_a, firms_b
from corpus.external13.kit import scan
from corpus.truth import Recorder, Truth, expected_for, write_truth

SPLIT = "external13"

Builder = Callable[[Path, Recorder], list[str]]

# package id -> (builder, scanned?, what it exercises)
PACKAGES: dict[str, tuple[Builder, bool, str]] = {
    "x13-01-deephaven-residence": (firms_a.p01_deephaven_residence, True, "N.2.A single-family home, scanned"),
    "x13-02-orono-meadows": (firms_a.p02_orono_meadows, False, "N.2.B.2 low density 19.6 ac; drainage map missing"),
    "x13-03-chanhassen-villas": (firms_a.p03_chanhassen_villas, True, "N.2.C.1 medium density 4.6 ac, scanned"),
    "x13-04-victoria-townhomes": (firms_a.p04_victoria_townhomes, False, "N.2.C.3 multi-unit 8.9 ac; bench 8 ft"),
    "x13-05-slp-apartments": (firms_a.p05_slp_apartments, False, "N.2.D.2 high density, N.2.H <50%; 100-yr rate up"),
    "x13-06-excelsior-retail": (firms_a.p06_excelsior_retail, False, "N.2.D.1 commercial 0.41 ac; opening 1.6 ft"),
    "x13-07-medina-industrial": (firms_b.p07_medina_industrial, False, "N.2.D.3 industrial; NAVD 88; no reduced set"),
    "x13-08-wayzata-school": (firms_b.p08_wayzata_school, False, "N.2.D.2 institutional, public, N.2.H >=50%; no NPDES"),
    "x13-09-minnetrista-phase2": (firms_b.p09_minnetrista_phase2, False, "N.2.G common scheme -> N.2.B.3; TP 44%; 1-ft contours"),
    "x13-10-edina-street": (firms_b.p10_edina_street, False, "N.2.E.3 street with E.4 sidewalk excluded; freeboard 1.5 ft"),
    "x13-11-shorewood-road": (firms_b.p11_shorewood_road, False, "N.2.E no net increase once the trail is excluded"),
    "x13-12-minnetonka-trail": (firms_b.p12_minnetonka_trail, False, "N.2.E.2 trail failing E.4 (crossings 31%); 10-yr up"),
}


def build_one(pid: str, out: Path) -> Truth:
    """Draw one package into ``out/pid`` and write its truth."""
    builder, scanned, scenario = PACKAGES[pid]
    folder = out / pid
    folder.mkdir(parents=True, exist_ok=True)
    rec = Recorder()
    files = builder(folder, rec)
    if scanned:
        for i, rel in enumerate(files):
            with tempfile.TemporaryDirectory() as tmp:
                clean = Path(tmp) / "clean.pdf"
                (folder / rel).replace(clean)
                scan(clean, folder / rel, seed=1300 + 17 * i + int(pid[4:6]))
    truth = Truth(
        id=pid, split=SPLIT, kind="scanned" if scanned else "text", seed=int(pid[4:6]), scenario=scenario,
        facts=rec.facts, fact_locations=rec.fact_locations, conflicts=rec.conflicts,
        exhibits=rec.exhibits, statements=rec.statements, malformed=[], files=sorted(files),
    )
    truth.expected = expected_for(truth)
    write_truth(truth, folder)
    return truth


def build(out: Path, only: list[str] | None = None) -> list[Truth]:
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    return [build_one(pid, out) for pid in PACKAGES if only is None or pid in only]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m corpus.external13.build OUT", file=sys.stderr)
        return 2
    for t in build(Path(args[0])):
        app = (t.expected or {}).get("applicability", {})
        print(f"{t.id:32s} {t.kind:8s} {app.get('paragraph')!s:8s} sections={app.get('sections')} "
              f"surety={app.get('surety_required')} basis={app.get('basis')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
