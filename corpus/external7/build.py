"""Build the external7 set: ``python -m corpus.external7.build OUT``.

Each builder writes one package folder under OUT (its PDFs and ``rulen-truth.json``)
and returns the truth. Building twice gives byte-identical files.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Callable

from corpus.external7 import buildings, homes, linear
from corpus.truth import Truth

BUILDERS: list[Callable[[Path], Truth]] = [
    homes.deephaven_rebuild,
    buildings.excelsior_bakery,
    homes.shorewood_villas,
    homes.victoria_preserve,
    homes.chanhassen_meadows,
    buildings.hopkins_flats,
    buildings.minnetonka_school,
    buildings.medina_warehouse,
    buildings.wayzata_phase2,
    linear.st_louis_park_streets,
    linear.shoreline_drive,
    linear.minnetrista_trail,
]


def build(out: Path) -> list[Truth]:
    """Every package, in BUILDERS order; files of the same name are overwritten (``main`` clears old folders first)."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    truths = []
    for builder in BUILDERS:
        truths.append(builder(out))
    return truths


def clean(out: Path) -> None:
    for child in Path(out).glob("x7-*"):
        if child.is_dir():
            shutil.rmtree(child)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m corpus.external7.build OUT", file=sys.stderr)
        return 2
    out = Path(args[0])
    clean(out)
    truths = build(out)
    for t in truths:
        app = (t.expected or {}).get("applicability", {})
        print(f"{t.id:34s} {t.kind:8s} {app.get('paragraph')!s:8s} sections={app.get('sections')} "
              f"surety={app.get('surety_required')} basis={app.get('basis')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
