#!/usr/bin/env bash
# Quickstart 2 (and CI): set up, then run the whole test suite.
# Two processes (pytest-xdist), a test file each at a time: the budget is 10 minutes on 2 cores, and a
# file's module fixtures (its built corpus) stay in one process. RULEN_TEST_WORKERS overrides the count.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/python -m pytest -q -n "${RULEN_TEST_WORKERS:-2}" --dist loadfile "$@"
