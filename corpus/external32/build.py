"""Build external set 32: ``python -m corpus.external32.build OUT``.

Twelve packages (4 scanned), each with its ``rulen-truth.json``. Deterministic: the same
code writes the same bytes.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable

from corpus.external32 import authors_a, authors_b
from corpus.truth import Truth

AUTHORS: list[Callable[[Path], Truth]] = [
    authors_a.p01_shorewood_home, authors_a.p02_victoria_subdivision, authors_a.p03_excelsior_church,
    authors_a.p04_wayzata_clinic, authors_a.p05_tonka_bay_marina, authors_a.p06_minnetonka_townhomes,
    authors_b.p07_edina_street, authors_b.p08_hopkins_trail, authors_b.p09_mound_overlay,
    authors_b.p10_chanhassen_phase2, authors_b.p11_minnetrista_school, authors_b.p12_long_lake_industrial,
]


def build(out: Path) -> list[Truth]:
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    return [author(out) for author in AUTHORS]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m corpus.external32.build OUT", file=sys.stderr)
        return 2
    for t in build(Path(args[0])):
        app = (t.expected or {}).get("applicability", {})
        print(f"{t.id:40s} {t.kind:8s} {app.get('paragraph')!s:8s} {app.get('sections')} surety={app.get('surety_required')} basis={app.get('basis')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
