"""``python -m corpus.external12.build OUT``: write the twelve packages of split external12."""

from __future__ import annotations

import sys
from pathlib import Path

from corpus.external12.package import build_package
from corpus.truth import Truth


def all_packages() -> list:
    from corpus.external12 import set_a, set_b, set_c

    return set_a.packages() + set_b.packages() + set_c.packages()


def build(out: Path) -> list[Truth]:
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    return [build_package(p, out) for p in all_packages()]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m corpus.external12.build OUT", file=sys.stderr)
        return 2
    for t in build(Path(args[0])):
        app = (t.expected or {}).get("applicability", {})
        print(f"{t.id:42s} {t.kind:8s} {app.get('paragraph')} {app.get('sections')} surety={app.get('surety_required')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
