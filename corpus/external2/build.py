"""Build the external2 set: ``python -m corpus.external2.build OUT``.

Draws every package, scans the ones delivered on paper, and writes each truth file with
the rule engine's expected determination. Deterministic: the same OUT bytes every run.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Callable

from corpus.external2 import firms_a, firms_b
from corpus.external2.kit import Package, Truth2
from corpus.external2.scan import scan_pdf

BUILDERS: list[Callable[[Path], Package]] = [
    firms_a.p01_orono_home, firms_a.p02_excelsior_memo, firms_a.p03_minnetonka_designbuild,
    firms_a.p04_stlouispark_onetable, firms_a.p05_edina_cover_letter, firms_a.p06_school_architect,
    *firms_b.BUILDERS,
]


def build_one(builder: Callable[[Path], Package], out: Path) -> Truth2:
    pkg = builder(out)
    if pkg.kind == "scanned":
        for i, rel in enumerate(sorted(pkg.files)):
            scan_pdf(pkg.dir / rel, seed=pkg.seed * 10 + i)
    return pkg.write_truth()


def build(out: Path, only: list[str] | None = None) -> list[Truth2]:
    """Every package (or those whose id contains one of ``only``) into ``out``, replacing old copies."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    truths = []
    for builder in BUILDERS:
        probe = builder.__name__
        if only and not any(o in probe for o in only):
            continue
        truth = build_one(builder, out)
        truths.append(truth)
    return truths


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args:
        print("usage: python -m corpus.external2.build OUT [builder-name-part ...]", file=sys.stderr)
        return 2
    out = Path(args[0])
    if out.exists() and not args[1:]:
        shutil.rmtree(out)
    for t in build(out, args[1:] or None):
        app = (t.expected or {}).get("applicability", {})
        print(f"{t.id:34s} {t.kind:7s} {str(app.get('paragraph')):8s} sections={app.get('sections')} "
              f"surety={app.get('surety_required')} basis={app.get('basis')} facts={len(t.facts)} "
              f"exhibits={len(t.exhibits)} statements={len(t.statements)} conflicts={t.conflicts}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
