"""``python -m corpus generate OUT --n N --seed S``: the corpus' own command (it is not part of the installed product)."""

from __future__ import annotations

import sys

from corpus.generate import main as generate_main


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0] != "generate":
        print("usage: python -m corpus generate OUT [--n N] [--seed S] [--split tuning|heldout|both] [--refresh]",
              file=sys.stderr)
        return 2
    return generate_main(args[1:])


if __name__ == "__main__":
    raise SystemExit(main())
