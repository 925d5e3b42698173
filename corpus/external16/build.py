"""``python -m corpus.external16.build OUT``: write the twelve packages and their truth files.

Everything is seeded and the PDFs are written with invariant metadata, so two builds give
the same bytes; that keeps the measurement repeatable.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Callable

from corpus.external16 import pk_additions, pk_owners, pk_phases, pk_plain
from corpus.external16.package import Pkg
from corpus.truth import Truth

BUILDERS: list[Callable[[Path], Pkg]] = [
    pk_phases.business_park_phase2,
    pk_owners.church_parking_lot,
    pk_owners.school_campus,
    pk_owners.sister_llc_storage,
    pk_phases.townhomes_phase3,
    pk_additions.retail_addition_small,
    pk_additions.retail_addition_large,
    pk_owners.prior_permit_clinic,
    pk_additions.lot_split,
    pk_phases.subdivision_phase2,
    pk_plain.street_and_trail,
    pk_plain.lakeshore_home,
]


def build(out: Path) -> list[Truth]:
    """Build every package into ``out`` (emptied first) and return their truths."""
    out = Path(out)
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    return [builder(out).finish() for builder in BUILDERS]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m corpus.external16.build OUT", file=sys.stderr)
        return 2
    truths = build(Path(args[0]))
    for t in truths:
        app = (t.expected or {}).get("applicability", {})
        print(f"{t.id:34s} {t.kind:8s} {app.get('paragraph')!s:8s} {app.get('sections')} basis={app.get('basis')}"
              f" surety={app.get('surety_required')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
