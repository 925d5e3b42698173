"""Build the external27 set: ``python -m corpus.external27.build OUT``.

Twelve packages written by outside authors who never saw the extractor, each with the
truth its pages state (``rulen-truth.json``) and the rule engine's answer on that truth.
Builds are deterministic: the same OUT contents every run.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from corpus.external27.packages_a import PACKAGES_A
from corpus.external27.packages_b import PACKAGES_B
from corpus.external27.scan import scan_package
from corpus.truth import Recorder, Truth, expected_for, write_truth

SPLIT = "external27"
PACKAGES = PACKAGES_A + PACKAGES_B


def build_one(out: Path, index: int) -> Truth:
    pkg_id, kind, scenario, draw = PACKAGES[index]
    pkg_dir = Path(out) / pkg_id
    if pkg_dir.exists():
        shutil.rmtree(pkg_dir)
    pkg_dir.mkdir(parents=True)
    rec = Recorder()
    files = draw(pkg_dir, rec)
    if kind == "scanned":
        scan_package(pkg_dir, files, seed=index + 2700)
    truth = Truth(
        id=pkg_id, split=SPLIT, kind=kind, seed=index, scenario=scenario,
        facts=rec.facts, fact_locations=rec.fact_locations, conflicts=rec.conflicts,
        exhibits=rec.exhibits, statements=rec.statements, files=sorted(files),
    )
    truth.expected = expected_for(truth)
    write_truth(truth, pkg_dir)
    return truth


def build(out: Path) -> list[Truth]:
    Path(out).mkdir(parents=True, exist_ok=True)
    return [build_one(out, i) for i in range(len(PACKAGES))]


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m corpus.external27.build OUT", file=sys.stderr)
        return 2
    truths = build(Path(argv[0]))
    for t in truths:
        app = (t.expected or {}).get("applicability", {})
        print(f"{t.id:44s} {t.kind:8s} {app.get('paragraph')} sections={app.get('sections')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
