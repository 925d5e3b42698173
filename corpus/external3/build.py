"""Build the external3 set: ``python -m corpus.external3.build OUT``.

Each package is drawn into ``OUT/<id>/``; files meant to arrive as scans are rasterised in
place; then the truth (what the pages say, recorded while drawing) is written with the rule
engine's own determination on it as ``expected``.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Callable

from corpus.external3.packages_a import Built, p01_excelsior_home, p02_minnetonka_subdivision
from corpus.external3.packages_b import p03_shorewood_three_files, p04_hopkins_designbuild, p05_wayzata_cafe
from corpus.external3.packages_c import p06_edina_academy, p07_hennepin_csah, p08_victoria_street_trail
from corpus.external3.packages_d import p09_orono_trail, p10_plymouth_retail, p11_minneapolis_mixed_use
from corpus.external3.packages_e import p12_st_louis_park_street
from corpus.external3.scan import scan_pdf
from corpus.truth import Truth, expected_for, write_truth

SPLIT = "external3"
BUILDERS: list[Callable[[Path], Built]] = [
    p01_excelsior_home, p02_minnetonka_subdivision, p03_shorewood_three_files, p04_hopkins_designbuild,
    p05_wayzata_cafe, p06_edina_academy, p07_hennepin_csah, p08_victoria_street_trail, p09_orono_trail,
    p10_plymouth_retail, p11_minneapolis_mixed_use, p12_st_louis_park_street,
]


def build_package(builder: Callable[[Path], Built], out: Path) -> Truth:
    """Draw one package into a fresh folder below ``out`` and write its truth."""
    tmp = out / f".building-{builder.__name__}"
    if tmp.exists():
        shutil.rmtree(tmp)
    tmp.mkdir(parents=True)
    built = builder(tmp)
    for i, rel in enumerate(built.scan):
        src = tmp / rel
        raw = src.with_suffix(".text.pdf")
        src.rename(raw)
        scan_pdf(raw, src, seed=built.seed * 10 + i, dpi=200 if i else 250)
        raw.unlink()
    files = sorted(set(built.files) | set(built.scan))
    rec = built.rec
    truth = Truth(
        id=built.id, split=SPLIT, kind=built.kind, seed=built.seed, scenario=built.scenario,
        facts=rec.facts, fact_locations=rec.fact_locations, conflicts=rec.conflicts,
        exhibits=rec.exhibits, statements=rec.statements, malformed=[], files=files,
    )
    truth.expected = expected_for(truth)
    write_truth(truth, tmp)
    final = out / built.id
    if final.exists():
        shutil.rmtree(final)
    tmp.rename(final)
    return truth


def build(out: Path) -> list[Truth]:
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    return [build_package(b, out) for b in BUILDERS]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m corpus.external3.build OUT", file=sys.stderr)
        return 2
    truths = build(Path(args[0]))
    for t in truths:
        app = (t.expected or {}).get("applicability", {})
        print(f"{t.id:34s} {t.kind:8s} {app.get('paragraph')!s:8s} sections={app.get('sections')} "
              f"surety={app.get('surety_required')} basis={app.get('basis')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
