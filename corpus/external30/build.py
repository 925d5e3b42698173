"""Build the external30 set: ``python -m corpus.external30.build OUT``.

Every package is drawn, its truth recorded from the pages, and ``expected`` computed by the
rule engine on that truth, so the set measures the checker and never the author's intent.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from corpus.external30.packages_a import PACKAGES_A
from corpus.external30.packages_b import PACKAGES_B
from corpus.external30.scan import scan_pdf
from corpus.truth import Truth, expected_for, write_truth

PACKAGES = PACKAGES_A + PACKAGES_B


def build_one(out: Path, make) -> Truth:
    meta = make.meta
    folder = Path(out) / meta["id"]
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    rec, files = make(folder)
    if meta["kind"] == "scanned":
        for i, name in enumerate(files):
            scan_pdf(folder / name, seed=meta["seed"] * 100 + i)
    truth = Truth(
        id=meta["id"], split="external30", kind=meta["kind"], seed=meta["seed"],
        scenario=meta["scenario"], facts=rec.facts, fact_locations=rec.fact_locations,
        conflicts=rec.conflicts, exhibits=rec.exhibits, statements=rec.statements,
        malformed=[], files=sorted(files),
    )
    truth.expected = expected_for(truth)
    write_truth(truth, folder)
    return truth


def build(out: Path) -> list[Truth]:
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    return [build_one(out, make) for make in PACKAGES]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0] if args else "/tmp/ext30")
    truths = build(out)
    for t in truths:
        a = t.expected["applicability"]
        print(f"{t.id:44s} {t.kind:7s} {a['paragraph']} sections={a['sections']} surety={a['surety_required']} basis={a['basis']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
