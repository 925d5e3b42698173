"""Build the external packages and their truth files: ``python -m corpus.external.build OUT``.

The truth's ``expected`` is the rule engine's answer on the truth's own facts, so the
score measures reading, not the rules. The truth's ``split`` is ``external``, so these
packages form their own group in ``rulen eval``.
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path
from typing import Any

from corpus.external.firms import FIRMS
from corpus.external.kit import Package, scan
from corpus.truth import TRUTH_NAME, Location, Truth, expected_for


def _remap(rec_locs: dict[str, Any], old: str, new: str) -> None:
    for value in rec_locs.values():
        for loc in value if isinstance(value, list) else [value]:
            if loc.file == old:
                loc.file = new


def build_one(out: Path, ident: str) -> dict[str, Any]:
    """One package folder with its PDFs and ``rulen-truth.json``; returns the truth as written."""
    pkg = Package(out, ident)
    meta = FIRMS[ident](pkg)
    rec, files, kind = pkg.rec, list(pkg.files), "text"
    if "scan" in meta:
        src, dst = meta["scan"]
        scan(pkg.root / src, pkg.root / dst, seed=sum(map(ord, ident)))
        (pkg.root / src).unlink()
        for table in (rec.fact_locations, rec.exhibits, rec.statements):
            _remap(table, src, dst)
        files = [dst if f == src else f for f in files]
        kind = "scanned"
    truth = Truth(id=ident, split="external", kind=kind, seed=0, scenario=meta["scenario"], facts=rec.facts,
                  fact_locations=rec.fact_locations, conflicts=rec.conflicts, exhibits=rec.exhibits,
                  statements=rec.statements, files=sorted(files))
    truth.expected = expected_for(truth)
    data = json.loads(truth.model_dump_json())
    (pkg.root / TRUTH_NAME).write_text(json.dumps(data, indent=1), "utf-8")
    return data


def build(out: Path, only: list[str] | None = None) -> list[dict[str, Any]]:
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    idents = only or list(FIRMS)
    for ident in idents:
        if (out / ident).exists():
            shutil.rmtree(out / ident)
    return [build_one(out, ident) for ident in idents]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args:
        print("usage: python -m corpus.external.build OUT [PACKAGE_ID ...]", file=sys.stderr)
        return 2
    truths = build(Path(args[0]), args[1:] or None)
    for t in truths:
        app = t["expected"]["applicability"]
        print(f"{t['id']:22s} {t['kind']:8s} {app['paragraph']!s:8s} sections={app['sections']} "
              f"surety={app['surety_required']} basis={app['basis']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
