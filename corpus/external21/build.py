"""Build the external21 set: ``python -m corpus.external21.build OUT``.

Each author function draws its package's pages and tags what they state; the truth file
is the recorder's content plus the rule engine's answer on exactly those facts.
"""

from __future__ import annotations

import shutil
import sys
import zlib
from pathlib import Path

from corpus.external21.authors_a import AUTHORS_A
from corpus.external21.authors_b import AUTHORS_B
from corpus.external21.common import Pkg
from corpus.external21.scan import scan_pdf
from corpus.truth import Truth, expected_for, write_truth

SPLIT = "external21"
AUTHORS = {**AUTHORS_A, **AUTHORS_B}


def build_one(out: Path, package_id: str) -> Truth:
    """Draw one package into ``out/package_id`` (replacing it) and write its truth."""
    author, kind = AUTHORS[package_id]
    root = Path(out) / package_id
    if root.exists():
        shutil.rmtree(root)
    root.mkdir(parents=True)
    pkg = Pkg(id=package_id, root=root, kind=kind)
    author(pkg)
    seed = zlib.crc32(package_id.encode())
    for src, name in pkg.scans:
        scan_pdf(root / src, root / name, seed=seed)
        (root / src).unlink()
    rec = pkg.rec
    truth = Truth(
        id=package_id, split=SPLIT, kind=kind, seed=seed, scenario=author.__doc__.strip().splitlines()[0] if author.__doc__ else "",
        facts=rec.facts, fact_locations=rec.fact_locations, conflicts=rec.conflicts,
        exhibits=rec.exhibits, statements=rec.statements, files=sorted(pkg.files),
    )
    truth.expected = expected_for(truth)
    write_truth(truth, root)
    return truth


def build(out: Path) -> list[Truth]:
    Path(out).mkdir(parents=True, exist_ok=True)
    return [build_one(Path(out), pid) for pid in AUTHORS]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m corpus.external21.build OUT", file=sys.stderr)
        return 2
    for t in build(Path(args[0])):
        app = (t.expected or {}).get("applicability", {})
        print(f"{t.id:30s} {t.kind:8s} {app.get('paragraph')!s:8s} sections={app.get('sections')} "
              f"surety={app.get('surety_required')} basis={app.get('basis')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
