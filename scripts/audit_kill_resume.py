"""Kill the audit driver at random points, resume, and count: every package exactly once in summary.csv.

Run: ``python scripts/audit_kill_resume.py [N] [KILLS] [-- AUDIT OPTIONS]`` (default 100 packages,
3 kills, ``-j 2 --no-ocr``; without ``--no-ocr`` one package in 10 is a 2-page scan). Prints, for each kill, how many packages the journal held, then
whether the final summary has each package once, how many journal lines were written (a
package checked twice would show as more lines than packages) and whether any worker survived.
"""

from __future__ import annotations

import csv
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

import psutil

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from intake.bench import make_archive  # noqa: E402


def main() -> int:
    args = sys.argv[1:]
    extra = args[args.index("--") + 1:] if "--" in args else ["-j", "2", "--no-ocr"]
    args = args[: args.index("--")] if "--" in args else args
    n = int(args[0]) if args else 100
    kills = int(args[1]) if len(args) > 1 else 3
    rng = random.Random(7)
    with tempfile.TemporaryDirectory() as tmp:
        # with OCR on, the archive mixes text and scanned packages (one in 10 a 2-page scan), 5% broken
        root = make_archive(Path(tmp) / "archive", n, scanned_every=0 if "--no-ocr" in extra else 10)
        out = Path(tmp) / "out"
        journal = out / "state.jsonl"
        cmd = [sys.executable, "-m", "intake.cli", "audit", str(root), "--out", str(out), *extra]
        env = dict(os.environ, RULEN_OCR_CACHE="off")
        survivors = 0
        for k in range(kills):
            proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            before = journal.read_text().count("\n") if journal.exists() else 0
            target = before + rng.randint(1, max(1, (n - before) // 2))
            while proc.poll() is None and (journal.read_text().count("\n") if journal.exists() else 0) < target:
                time.sleep(rng.uniform(0.01, 0.2))
            kids = psutil.Process(proc.pid).children(recursive=True) if proc.poll() is None else []
            proc.send_signal(signal.SIGKILL)
            proc.wait()
            _, alive = psutil.wait_procs(kids, timeout=10)
            survivors += len(alive)
            for p in alive:
                p.kill()
            done = journal.read_text().count("\n") if journal.exists() else 0
            print(f"kill {k + 1}: journal holds {done} of {n} packages; workers left alive: {len(alive)}")
        final = subprocess.run(cmd, env=env, capture_output=True, text=True)
        rows = list(csv.DictReader((out / "summary.csv").open(encoding="utf-8")))
        counts = Counter(r["package"] for r in rows)
        lines = journal.read_text().splitlines()
        print(f"final run exit status {final.returncode}; summary rows {len(rows)}, distinct {len(counts)}, "
              f"each exactly once: {len(rows) == len(counts) == n}")
        print(f"journal lines {len(lines)} for {n} packages (more would mean a package checked twice; a line torn by a kill "
              f"is re-checked once); workers that survived a kill: {survivors}")
        return 0 if len(rows) == len(counts) == n and survivors == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
