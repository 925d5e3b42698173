"""Build the external11 set: ``python -m corpus.external11.build OUT``.

Each package is drawn, scanned where it is a scanned package, and its truth written from what
the pages recorded; ``expected`` is the rule engine's own answer on those facts.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable

from corpus.external11 import applicants, public
from corpus.external11.doc import Package
from corpus.external11.scan import scan_pdf
from corpus.truth import Truth, expected_for, write_truth

SPLIT = "external11"

BUILDERS: list[Callable[[Path], Package]] = [
    applicants.p01_homeowner_orono,
    applicants.p02_church_excelsior,
    applicants.p03_builder_minnetrista,
    applicants.p04_engineer_chanhassen,
    applicants.p05_developer_hopkins,
    applicants.p06_architect_wayzata,
    public.p07_school_minnetonka,
    public.p08_city_tonka_bay,
    public.p09_county_medina,
    public.p10_landscaper_deephaven,
    public.p11_hoa_woodland,
    public.p12_developer_victoria,
]


def truth_of(pkg: Package, seed: int) -> Truth:
    rec = pkg.rec
    truth = Truth(
        id=pkg.id, split=SPLIT, kind=pkg.kind, seed=seed, scenario=pkg.scenario,
        facts=dict(rec.facts), fact_locations=dict(rec.fact_locations), conflicts=list(rec.conflicts),
        exhibits=dict(rec.exhibits), statements=dict(rec.statements), malformed=[], files=list(pkg.files),
    )
    truth.expected = expected_for(truth)
    return truth


def build(out: Path) -> list[Truth]:
    """Draw every package below ``out``; returns their truths (also written beside the PDFs)."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    truths = []
    for seed, make in enumerate(BUILDERS, start=1101):
        pkg = make(out)
        if pkg.kind == "scanned":
            for name in pkg.files:
                scan_pdf(pkg.folder / name, seed=seed)
        truth = truth_of(pkg, seed)
        write_truth(truth, pkg.folder)
        truths.append(truth)
    return truths


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m corpus.external11.build OUT", file=sys.stderr)
        return 2
    truths = build(Path(args[0]))
    for t in truths:
        app = (t.expected or {}).get("applicability", {})
        print(f"{t.id:34s} {t.kind:8s} {app.get('paragraph')!s:8s} sections={app.get('sections')} "
              f"surety={app.get('surety_required')} basis={app.get('basis')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
