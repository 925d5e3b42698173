"""Build the external24 packages: ``python -m corpus.external24.build OUT``.

Each package goes into ``OUT/<package id>/`` with its PDFs and ``rulen-truth.json``.
Seeds are fixed so two builds give the same truth and the same bytes.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from corpus.external24 import firms_a, firms_b
from corpus.external24.package import Package
from corpus.truth import Truth

ALL = firms_a.PACKAGES + firms_b.PACKAGES


def build(out: Path, only: set[str] | None = None) -> list[Truth]:
    """Write every package (or those named in ``only``) below ``out``; an old package folder is replaced."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    truths = []
    for n, (ident, kind, write, scenario) in enumerate(ALL, 1):
        if only is not None and ident not in only:
            continue
        folder = out / ident
        if folder.exists():
            shutil.rmtree(folder)
        folder.mkdir()
        pkg = Package(id=ident, kind=kind, seed=2400 + n, scenario=scenario, out=folder)
        write(pkg)
        truths.append(pkg.finish())
    return truths


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m corpus.external24.build OUT", file=sys.stderr)
        return 2
    for t in build(Path(argv[0])):
        a = (t.expected or {}).get("applicability", {})
        print(f"{t.id:40s} {t.kind:8s} {a.get('paragraph')!s:8s} sections={a.get('sections')} surety={a.get('surety_required')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
