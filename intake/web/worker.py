"""Checks run here, in worker processes, never in the web server (PDFium is not thread-safe).

``rulen worker --db URL --data DIR`` claims queued packages from the database one at a time
(an atomic UPDATE: two workers never share one), checks each with the same pipeline as
``rulen check`` under a time limit, and writes the report back only while its claim still
holds. ``rulen serve`` starts ``--workers N`` of them as subprocesses and supervises them: a
worker that dies has its package re-queued (and the worker restarted); a check past its time
limit has its worker killed and the package failed with that reason; on start, packages left
``checking`` by a previous run are re-queued; after ``max_attempts`` interruptions a package
is failed rather than tried for ever.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time
from contextlib import contextmanager
from pathlib import Path

from intake.web.store import PackageRow, Store

MAX_ATTEMPTS = 3


class TimeLimit(BaseException):
    """Raised by the alarm; a BaseException, so the pipeline's per-file ``except Exception`` cannot
    swallow it and report the package as merely having a bad file."""


_expired = [False]


def _alarm(_signum, _frame):
    _expired[0] = True  # remembered: a bare ``except:`` somewhere below cannot hide it
    raise TimeLimit()


def check_one(store: Store, row: PackageRow, token: str, worker: str, *, ocr: bool = True,
              time_limit: float = 600.0, render_pages: bool = True) -> str:
    """Check one claimed package and write its result; returns the status written."""
    from intake.pipeline import CheckOptions, check_paths, readable
    from rulen.models import FileEntry

    overrides = row.overrides_dict()
    use_alarm = threading.current_thread() is threading.main_thread() and time_limit > 0
    _expired[0] = False
    try:
        if use_alarm:
            old = signal.signal(signal.SIGALRM, _alarm)
            signal.setitimer(signal.ITIMER_REAL, time_limit)
        try:
            folder = store.files_dir(row.id)
            paths = sorted(p for p in folder.iterdir() if p.is_file()) if folder.is_dir() else []
            store.progress(row.id, token, pages_total=_count_pages(paths), pages_done=0)
            with _reporting_progress(store, row.id, token):
                report = check_paths(paths, CheckOptions(overrides=overrides, ocr=ocr))
        finally:
            if use_alarm:
                signal.setitimer(signal.ITIMER_REAL, 0)
                signal.signal(signal.SIGALRM, old)
        if _expired[0]:
            raise TimeLimit()
    except TimeLimit:
        store.finish(row.id, token, worker, status="failed", report=None,
                     error=f"the check took longer than its time limit of {time_limit:g} s")
        return "failed"
    except Exception as exc:  # noqa: BLE001 - the queue must go on; the reason is shown to the reviewer
        store.finish(row.id, token, worker, status="failed", report=None, error=f"{type(exc).__name__}: {exc}")
        return "failed"
    refused = [FileEntry(path=name, error=reason) for name, reason in row.upload_errors_list()]
    package = report.package.model_copy(update={"name": row.name, "files": [*report.package.files, *refused]})
    report = report.model_copy(update={"package": package})
    ok = readable(report)
    status = "checked" if ok or overrides else "failed"
    try:  # the evidence viewer's page images: rendered here, in the worker, never in the web process
        if render_pages and store.folder(row.id).is_dir():  # (not for a package deleted meanwhile)
            from intake.web.viewer import render_evidence_pages

            render_evidence_pages(report, store.files_dir(row.id), store.folder(row.id) / "pages")
    except Exception as exc:  # noqa: BLE001 - no page images is no reason to lose the report
        print(f"rulen worker: page images of package {row.id}: {exc}", file=sys.stderr)
    store.finish(
        row.id, token, worker, status=status,
        error=None if ok or overrides else "no readable PDF in the package (see the file errors)",
        report=report.model_dump_json(), paragraph=report.applicability.paragraph,
        deficiencies=len(report.deficiencies), unmet=sum(c.status == "unmet" for c in report.criteria),
        missing=sum(e.status == "missing" for e in report.exhibits),
        needs_review=len(report.applicability.needs_review),
        file_errors=sum(f.error is not None for f in report.package.files),
    )
    return status


def _count_pages(paths: list[Path]) -> int:
    import pypdfium2 as pdfium

    total = 0
    for path in paths:
        try:
            pdf = pdfium.PdfDocument(str(path))
        except Exception:  # noqa: BLE001 - the check reports the bad file
            continue
        total += len(pdf)
        pdf.close()
    return total


@contextmanager
def _reporting_progress(store: Store, package_id: int, token: str):
    """Pages read so far, written after each file: the pipeline's reader is wrapped, in this worker
    process only, for the duration of one check (the pipeline itself takes no progress callback)."""
    import intake.pipeline as pipeline

    original = pipeline.read_pdf
    done = 0

    def counting(received, **kw):
        nonlocal done
        entry, pages = original(received, **kw)
        done += len(pages)
        store.progress(package_id, token, pages_done=done)
        return entry, pages

    pipeline.read_pdf = counting
    try:
        yield
    finally:
        pipeline.read_pdf = original


def run_once(store: Store, worker: str = "inline", **kw) -> int | None:
    """Claim and check one package; the id checked, or None when the queue is empty."""
    claimed = store.claim_next(worker)
    if claimed is None:
        return None
    row, token = claimed
    check_one(store, row, token, worker, **kw)
    return row.id


def drain(store: Store, **kw) -> list[int]:
    """Check everything queued, here (tests, and single-process use)."""
    done = []
    while (pid := run_once(store, **kw)) is not None:
        done.append(pid)
    return done


def work(db_url: str, data_dir: Path, worker: str, *, ocr: bool = True, time_limit: float = 600.0,
         poll: float = 0.5, max_jobs: int | None = None, parent: int | None = None) -> None:
    """The worker loop: claim, check, repeat; SIGTERM stops it between packages. With ``parent``
    (the supervising server's pid), it also stops when that process is gone (a crashed server's
    workers do not go on claiming behind the next one's back)."""
    store = Store(db_url, data_dir)
    stopping = False

    def _stop(_s, _f):
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGTERM, _stop)
    done = 0
    while not stopping and (max_jobs is None or done < max_jobs):
        if parent is not None and os.getppid() != parent:
            return
        if run_once(store, worker, ocr=ocr, time_limit=time_limit) is None:
            time.sleep(poll)
        else:
            done += 1
            if _expired[0]:  # interrupted inside the PDF reader: start afresh (the supervisor respawns us)
                return


class WorkerPool:
    """``rulen serve``'s worker subprocesses, supervised from a thread of the web process
    (which itself never opens a PDF: it only starts processes and reads and writes rows)."""

    def __init__(self, db_url: str, data_dir: Path, n: int, *, ocr: bool = True, time_limit: float = 600.0,
                 max_attempts: int = MAX_ATTEMPTS, grace: float = 15.0, tick: float = 1.0):
        self.db_url, self.data_dir, self.n = db_url, Path(data_dir), n
        self.ocr, self.time_limit, self.max_attempts, self.grace, self.tick = ocr, time_limit, max_attempts, grace, tick
        self.store = Store(db_url, data_dir)
        self.procs: dict[int, tuple[str, subprocess.Popen]] = {}
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._serial = 0

    def _worker_id(self, slot: int) -> str:
        self._serial += 1
        return f"{socket.gethostname()}:{os.getpid()}:{slot}.{self._serial}"

    def _spawn(self, slot: int) -> None:
        wid = self._worker_id(slot)
        cmd = [sys.executable, "-m", "intake.cli", "worker", "--db", self.db_url, "--data", str(self.data_dir),
               "--id", wid, "--time-limit", str(self.time_limit), "--parent", str(os.getpid())]
        if not self.ocr:
            cmd.append("--no-ocr")
        self.procs[slot] = (wid, subprocess.Popen(cmd, stdin=subprocess.DEVNULL))

    def start(self) -> "WorkerPool":
        interrupted = self.store.release(max_attempts=self.max_attempts, why="interrupted: the server restarted")
        if interrupted:
            print(f"rulen: re-queued {len(interrupted)} interrupted check(s): {interrupted}", file=sys.stderr)
        for slot in range(self.n):
            self._spawn(slot)
        self._thread = threading.Thread(target=self._supervise, name="rulen-workers", daemon=True)
        self._thread.start()
        return self

    def _supervise(self) -> None:
        while not self._stop.wait(self.tick):
            try:
                self.check_health()
            except Exception as exc:  # noqa: BLE001 - a database hiccup must not end supervision
                print(f"rulen: worker supervision: {exc}", file=sys.stderr)

    def check_health(self) -> None:
        by_id = {wid: (slot, proc) for slot, (wid, proc) in self.procs.items()}
        for row in self.store.overdue(self.time_limit + self.grace):
            if row.worker in by_id:
                slot, proc = by_id[row.worker]
                proc.kill()
                proc.wait()
                self.store.release(row.worker, max_attempts=self.max_attempts, fail=True,
                                   why=f"the check took longer than its time limit of {self.time_limit:g} s")
        for slot, (wid, proc) in list(self.procs.items()):
            if proc.poll() is not None and not self._stop.is_set():
                self.store.release(wid, max_attempts=self.max_attempts,
                                   why=f"the worker stopped mid-check (exit {proc.returncode})")
                self._spawn(slot)

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=5)
        for _slot, (_wid, proc) in self.procs.items():
            if proc.poll() is None:
                proc.terminate()
        for _slot, (wid, proc) in self.procs.items():
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
            self.store.release(wid, max_attempts=self.max_attempts + 1, why="interrupted: the server stopped")


def with_workers(application, pool: WorkerPool):
    """The ASGI app with the worker pool tied to the server's lifespan: started at startup, stopped
    (its checks re-queued) at shutdown, before uvicorn re-raises the signal that stopped it."""
    from starlette.concurrency import run_in_threadpool

    async def app(scope, receive, send):
        if scope["type"] != "lifespan":
            return await application(scope, receive, send)
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                await run_in_threadpool(pool.start)
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                await run_in_threadpool(pool.stop)
                await send({"type": "lifespan.shutdown.complete"})
                return

    return app
