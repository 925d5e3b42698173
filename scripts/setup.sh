#!/usr/bin/env bash
# Set up everything rulen needs on a fresh Debian machine with Python 3.11:
# system tools (poppler-utils for the pdftotext benchmark), a virtualenv in .venv,
# and the package with its test extras. Safe to run again: it skips what is done.
set -euo pipefail
cd "$(dirname "$0")/.."

if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  need=()
  command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)
  python3 -c 'import ensurepip, venv' >/dev/null 2>&1 || need+=(python3-venv)
  # the web store's tests run against a real PostgreSQL (a throwaway cluster the tests start)
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
  # the workspace's browser test drives Debian's Chromium with Playwright (no browser download)
  [ -x /usr/bin/chromium ] || need+=(chromium)
  if [ ${#need[@]} -gt 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
  fi
fi

if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
.venv/bin/python -m pip install -q --upgrade pip >/dev/null
.venv/bin/python -m pip install -q -e '.[test]'
