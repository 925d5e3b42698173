"""Build split external34: ``python -m corpus.external34.build OUT``.

Every package is drawn from fixed data with fixed seeds, so two builds are identical.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Callable

from corpus.external34 import pk_a, pk_b
from corpus.external34.pkg import Pkg
from corpus.truth import Truth

# id, kind, seed, scenario, writer
PACKAGES: list[tuple[str, str, int, str, Callable[[Pkg], None]]] = [
    ("x34-01-edina-home", "scanned", 3401, "N.2.A single-family rebuild", pk_a.p01),
    ("x34-02-minnetonka-ridgeview", "text", 3402, "N.2.G common scheme -> N.2.B.2", pk_a.p02),
    ("x34-03-victoria-wildrose", "text", 3403, "N.2.B.3, bench 8 ft, TP 46%, no NPDES", pk_a.p03),
    ("x34-04-plymouth-fernbrook", "text", 3404, "N.2.C.2, 100-yr up, NAVD 88, no drainage map", pk_a.p04),
    ("x34-05-deephaven-carsons", "text", 3405, "N.2.C.1 Section 3 only", pk_a.p05),
    ("x34-06-stlouispark-monterey", "text", 3406, "N.2.D.2 additional only, opening 1.5 ft, 1-ft contours, no 11x17", pk_a.p06),
    ("x34-07-hopkins-dental", "text", 3407, "N.2.D.1 commercial 0.38 ac, whole site", pk_b.p07),
    ("x34-08-medina-hamel-bp3", "text", 3408, "N.2.D.3 industrial, complete and compliant, surety", pk_b.p08),
    ("x34-09-wayzata-isd284", "text", 3409, "N.2.D.3 institutional public, freeboard 1.5 ft", pk_b.p09),
    ("x34-10-hennepin-csah15", "text", 3410, "N.2.E.3 road with qualifying trail left out, public", pk_b.p10),
    ("x34-11-shorewood-streets", "text", 3411, "N.2.E no net increase", pk_b.p11),
    ("x34-12-minnetonka-trail", "scanned", 3412, "N.2.E.1 stand-alone 12-ft trail fails N.2.E.4", pk_b.p12),
]


def build(out: Path, only: list[str] | None = None) -> list[Truth]:
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    truths = []
    for pid, kind, seed, scenario, write in PACKAGES:
        if only and pid not in only:
            continue
        folder = out / pid
        if folder.exists():
            shutil.rmtree(folder)
        pkg = Pkg(out, pid, kind, seed, scenario)
        write(pkg)
        truths.append(pkg.finish())
    return truths


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args:
        print("usage: python -m corpus.external34.build OUT", file=sys.stderr)
        return 2
    for t in build(Path(args[0])):
        a = (t.expected or {}).get("applicability", {})
        print(f"{t.id}: {a.get('paragraph')} sections={a.get('sections')} surety={a.get('surety_required')} basis={a.get('basis')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
