"""A weekend run killed by ``kill -9``: no worker outlives the driver, and a resume checks every package once."""

from __future__ import annotations

import csv
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import psutil
import pytest

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
REPO = EXAMPLES.parent


def _archive(root: Path, n: int) -> Path:
    root.mkdir()
    kinds = sorted(p for p in EXAMPLES.iterdir() if p.is_dir())
    for k in range(n):
        shutil.copytree(kinds[k % len(kinds)], root / f"pkg-{k:02d}")
    return root


def _start(root: Path, out: Path, *extra: str) -> subprocess.Popen:
    env = dict(os.environ, RULEN_OCR_CACHE="off")
    return subprocess.Popen([sys.executable, "-m", "intake.cli", "audit", str(root), "--out", str(out), "-j", "2",
                             "--no-ocr", *extra], cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _workers_of(proc: subprocess.Popen, want: int, timeout: float = 60.0) -> list[psutil.Process]:
    driver = psutil.Process(proc.pid)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        kids = [k for k in driver.children(recursive=True) if k.is_running()]
        python_kids = [k for k in kids if "python" in (k.name() or "").lower()]
        if len(python_kids) >= want:
            return python_kids
        time.sleep(0.1)
    raise AssertionError(f"the audit never started {want} workers")


def _wait_gone(procs: list[psutil.Process], timeout: float = 10.0) -> list[psutil.Process]:
    _, alive = psutil.wait_procs(procs, timeout=timeout)
    return [p for p in alive if p.is_running() and p.status() != psutil.STATUS_ZOMBIE]


@pytest.mark.parametrize("mode", [[], ["--dask", "local"]], ids=["process-pool", "dask-local"])
def test_no_worker_survives_kill_9_of_the_driver(tmp_path: Path, mode: list[str]):
    root = _archive(tmp_path / "archive", 8)
    proc = _start(root, tmp_path / "out", *mode)
    workers = _workers_of(proc, 2)
    pids = [w.pid for w in workers]
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    alive = _wait_gone(workers)
    for p in alive:  # leave nothing behind even when the test fails
        p.kill()
    assert not alive, f"orphaned workers: {[(p.pid, p.cmdline()[:4]) for p in alive]} of {pids}"


def test_killed_then_resumed_every_package_once(tmp_path: Path):
    root = _archive(tmp_path / "archive", 8)
    out = tmp_path / "out"
    proc = _start(root, out)
    journal = out / "state.jsonl"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not (journal.exists() and journal.read_text().count("\n") >= 2):
        time.sleep(0.05)
    workers = [k for k in psutil.Process(proc.pid).children(recursive=True)]
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    _wait_gone(workers)
    done_before = journal.read_text().count("\n")
    assert 2 <= done_before < 8 or done_before == 8  # killed part way (or, on a fast machine, at the very end)
    again = _start(root, out)
    again.communicate(timeout=120)
    assert again.returncode in (0, 1), again.returncode  # every package checked (the examples have deficiencies)
    rows = list(csv.DictReader((out / "summary.csv").open(encoding="utf-8")))
    assert sorted(r["package"] for r in rows) == [f"pkg-{k:02d}" for k in range(8)]
    lines = journal.read_text().splitlines()
    assert len(lines) == 8  # nothing finished before the kill was checked again
