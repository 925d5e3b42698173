"""On Dask a check runs in a worker's thread: over its time limit it must stop, not run on in that thread.

Two ways to be over time: in Python (the thread's watchdog raises the timeout in it) and in a
call that never returns to Python (the driver ends the worker process; its nanny starts a new
one). Either way nothing of the timed-out check is left running, and the other packages are
checked on the same cluster.
"""

from __future__ import annotations

import os
import shutil
import sys
import threading
import time
from pathlib import Path

import pytest

pytest.importorskip("distributed")
import cloudpickle  # noqa: E402  (comes with distributed)

import intake.audit as audit  # noqa: E402

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
_real_audit_one = audit.audit_one

cloudpickle.register_pickle_by_value(sys.modules[__name__])  # the spawned workers cannot import this module


def _slow_audit_one(package: str, fp: str, options, time_limit_s=None):
    """Runs in a Dask worker: the 'clean' package loops in Python, the 'deficient' one hangs in a
    sleep no exception can interrupt; each leaves a trace (its pid, a heartbeat file) behind."""
    import intake.audit as worker_audit

    beat = Path(package).parent.parent / "beats"
    beat.mkdir(exist_ok=True)
    real = worker_audit.check_paths

    def hang(paths, opts):
        name = Path(paths[0]).name
        with (beat / f"{name}.pid").open("a") as fh:  # one line per run: a package runs once
            fh.write(f"{os.getpid()} {threading.get_ident()}\n")
        if name == "clean":
            n = 0
            while True:  # Python: every loop can be interrupted
                n += 1
                (beat / "clean.beat").write_text(str(n))
                time.sleep(0.05)
        if name == "deficient":
            time.sleep(3600)  # one C call: no exception lands in it
        return real(paths, opts)

    worker_audit.check_paths = hang
    try:
        return worker_audit.audit_one(package, fp, options, time_limit_s)
    finally:
        worker_audit.check_paths = real


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_a_timed_out_check_on_dask_is_stopped_in_its_thread_or_with_its_worker(tmp_path: Path, monkeypatch):
    root = tmp_path / "archive"
    root.mkdir()
    for kind in ("clean", "deficient", "unmet-criteria"):
        shutil.copytree(EXAMPLES / kind, root / kind)
    beats = tmp_path / "beats"
    monkeypatch.setattr(audit, "audit_one", _slow_audit_one)
    monkeypatch.setattr(audit, "HARD_GRACE_S", 2.0)
    hung_worker_alive_when_recorded: list[bool] = []

    def progress(item, done, total):
        if item.package == "deficient":
            pid = int((beats / "deficient.pid").read_text().split()[0])
            for _ in range(300):  # restart_workers has returned; give the OS a moment to reap it (30 s on busy cores)
                if not _alive(pid):
                    break
                time.sleep(0.1)
            hung_worker_alive_when_recorded.append(_alive(pid))

    items = audit.run_audit(root, tmp_path / "out", workers=2, scheduler="local", time_limit_s=20.0,
                            options=audit.CheckOptions(ocr=False), progress=progress)
    by = {i.package: i for i in items}
    assert set(by) == {"clean", "deficient", "unmet-criteria"}
    # in Python: stopped inside the worker's thread by its watchdog, at the limit
    assert by["clean"].status == "timeout" and "worker ended" not in by["clean"].error
    # in a call that never returns: the driver ended the worker process that ran it
    assert by["deficient"].status == "timeout" and "worker ended" in by["deficient"].error
    assert hung_worker_alive_when_recorded == [False]
    # the scheduler forgot the hung task before its worker was ended: no other worker ran it again
    assert len((beats / "deficient.pid").read_text().splitlines()) == 1
    # the cluster went on checking
    assert by["unmet-criteria"].status == "checked"
    # the looping check does not run on after its timeout
    first = (beats / "clean.beat").read_text()
    time.sleep(0.5)
    assert (beats / "clean.beat").read_text() == first


def test_the_watchdog_raises_in_its_own_thread_and_never_after_disarm():
    got: dict[str, object] = {}

    def loop():
        dog = audit._ThreadWatchdog(0.2)
        try:
            try:
                while True:
                    time.sleep(0.01)
            finally:
                dog.disarm()
        except audit.PackageTimeout:
            got["timeout"] = True
        quick = audit._ThreadWatchdog(0.2)
        quick.disarm()  # finished in time: nothing raised, then or later
        time.sleep(0.4)
        got["after"] = True

    t = threading.Thread(target=loop)
    t.start()
    t.join(10)
    assert got == {"timeout": True, "after": True}
