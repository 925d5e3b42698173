#!/usr/bin/env bash
# Quickstart 1: set up, then check the bundled example package, writing report.html
# and printing the text summary. Exit status is rulen's (1: the example has deficiencies).
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh || exit 2
.venv/bin/rulen check examples/deficient --format html --out report.html
status=$?
echo "Open report.html in a browser for the full report (exit status $status: 0 clean, 1 deficiencies, 2 unreadable)."
exit 0
