"""Build external set 23: ``python -m corpus.external23.build OUT``.

Each author draws its package; two are then scanned. The truth is what the pages' tags
recorded, and ``expected`` is the rule engine's answer on that truth, never hand-written.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable

from corpus.external23 import authors_a, authors_b
from corpus.external23.doc import Pkg
from corpus.external23.scan import scan_in_place
from corpus.truth import Truth, expected_for, write_truth

AUTHORS: list[tuple[Callable[[Path], Pkg], str, bool]] = [
    (authors_a.wayzata_commercial, "commercial 3.42 ac, N.2.D.2, 100-yr rate up", False),
    (authors_a.edina_school, "institutional 14.6 ac public, N.2.D.3, NAVD 88, NPDES later", False),
    (authors_a.minnetonka_townhomes, "multi-unit 11.2 du/ac, N.2.D.2, 1-yr up, 1-ft contours, no reduced set", False),
    (authors_a.chanhassen_subdivision, "subdivision 22.5 ac, N.2.B.3, MIDS loads only, freeboard 1.9, drainage map only in TOC", False),
    (authors_a.stlouispark_street, "street reconstruction, sidewalk excluded, N.2.E.1", False),
    (authors_a.hennepin_overlay, "county overlay, net decrease, N.2.E", False),
    (authors_b.minnetrista_trail, "trail with 4-ft shoulders, N.2.E.1", False),
    (authors_b.plymouth_industrial, "industrial 0.45 ac, N.2.D.1, openings 1.8 ft", False),
    (authors_b.medina_common_scheme, "commercial common scheme 10.1 ac, N.2.D.3, TP 49.6%, bench 6:1", False),
    (authors_b.excelsior_mixed_use, "mixed use 1.9 ac, whole site, infiltration, openings 1.8 ft, NPDES in contents only", False),
    (authors_b.deephaven_home, "single-family home, N.2.A (scanned)", True),
    (authors_b.shorewood_trail, "stand-alone trail, N.2.E.4 (scanned)", True),
]


def build(out: Path) -> list[Truth]:
    """Draw every package below ``out`` and write its ``rulen-truth.json``; returns the truths."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    truths = []
    for seed, (author, scenario, scanned) in enumerate(AUTHORS, start=2300):
        pkg = author(out)
        if scanned:
            for name in pkg.files:
                scan_in_place(pkg.dir / name, seed)
        rec = pkg.rec
        truth = Truth(id=pkg.id, split="external23", kind="scanned" if scanned else "text", seed=seed,
                      scenario=scenario, facts=rec.facts, fact_locations=rec.fact_locations,
                      conflicts=rec.conflicts, exhibits=rec.exhibits, statements=rec.statements,
                      files=list(pkg.files))
        truth.expected = expected_for(truth)
        write_truth(truth, pkg.dir)
        truths.append(truth)
    return truths


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m corpus.external23.build OUT", file=sys.stderr)
        return 2
    truths = build(Path(args[0]))
    print(f"built {len(truths)} packages in {args[0]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
