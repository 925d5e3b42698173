"""Build the external4 set: ``python -m corpus.external4.build OUT``.

Each package is written into ``OUT/<package id>/`` with its ``rulen-truth.json``; the
truth's ``expected`` is the rule engine's own answer on what the pages state.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable

from corpus.external4 import pkgs_a, pkgs_b
from corpus.external4.kit import Pkg
from corpus.truth import Truth

BUILDERS: list[Callable[[], Pkg]] = [
    pkgs_a.p01_orono_residence, pkgs_a.p02_medina_subdivision, pkgs_a.p03_chanhassen_townhomes,
    pkgs_a.p04_slp_apartments, pkgs_a.p05_excelsior_storefront, pkgs_a.p06_independence_warehouse,
    pkgs_b.p07_minnetonka_church, pkgs_b.p08_hennepin_csah5, pkgs_b.p09_wayzata_street,
    pkgs_b.p10_minnetonka_trail, pkgs_b.p11_shorewood_trail, pkgs_b.p12_victoria_phase2,
]


def build(out: Path) -> list[Truth]:
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    return [make().write(out) for make in BUILDERS]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m corpus.external4.build OUT", file=sys.stderr)
        return 2
    for truth in build(Path(args[0])):
        app = (truth.expected or {}).get("applicability", {})
        print(f"{truth.id:40s} {truth.kind:8s} {app.get('paragraph')} {app.get('sections')} "
              f"surety={app.get('surety_required')} basis={app.get('basis')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
