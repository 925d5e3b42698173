"""Build the archive set: ``python -m corpus.external9.build OUT``.

Twelve permit packages (2005-2020 as a district's archive holds them), each by a different
author, four of them scanned, each with its ``rulen-truth.json``. The build is
deterministic: the same OUT is written byte for byte on every run.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable

from corpus.truth import Truth
from corpus.external9 import commercial, homes, linear

BUILDERS: list[Callable[[Path], Truth]] = [
    homes.p01_deephaven_home,
    homes.p02_orono_second_addition,
    homes.p03_medina_fields,
    homes.p04_victoria_laketown,
    homes.p05_independence_painter_creek,
    commercial.p06_st_louis_park_flats,
    commercial.p07_wayzata_lake_street,
    commercial.p08_hopkins_distribution,
    commercial.p09_school_addition,
    linear.p10_county_road,
    linear.p11_mound_streets,
    linear.p12_edina_trail,
]


def build(out: Path) -> list[Truth]:
    """Write every package below ``out`` and return their truths."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    return [make(out) for make in BUILDERS]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0] if args else "/tmp/ext9")
    truths = build(out)
    for t in truths:
        app = (t.expected or {}).get("applicability", {})
        print(f"{t.id:32s} {t.kind:8s} {app.get('paragraph')!s:8s} sections={app.get('sections')} "
              f"surety={app.get('surety_required')} basis={app.get('basis')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
