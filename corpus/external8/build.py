"""Build the external8 set: ``python -m corpus.external8.build OUT``.

Each builder draws one package and returns its truth (recorded while drawing, with the
engine's answer as ``expected``); the truth file is written beside the PDFs.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Callable

from corpus.external8 import large, public, small
from corpus.truth import Truth, write_truth

BUILDERS: list[Callable[[Path, int], Truth]] = [
    small.home_deephaven,
    large.minnetrista_plat,
    small.victoria_plat,
    large.chanhassen_townhomes,
    large.hopkins_apartments,
    small.excelsior_shop,
    public.medina_industrial,
    public.minnetonka_school,
    public.orono_county_road,
    small.edina_street,
    small.shorewood_trail,
    small.stlouispark_trail,
]


def build(out: Path) -> list[Truth]:
    """Draw every package under ``out`` (each in its own fresh folder) and write its truth."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    truths = []
    for seed, builder in enumerate(BUILDERS, start=8001):
        truth = builder(out, seed)
        write_truth(truth, out / truth.id)
        truths.append(truth)
    return truths


def _clean(out: Path) -> None:
    for child in out.glob("e8-*"):
        if child.is_dir():
            shutil.rmtree(child)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m corpus.external8.build OUT", file=sys.stderr)
        return 2
    out = Path(args[0])
    out.mkdir(parents=True, exist_ok=True)
    _clean(out)
    truths = build(out)
    print(f"built {len(truths)} packages in {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
