"""The bulk audit: thousands of archived packages, in parallel, resumable, one bad file never stops it.

Each package below the audit root (a sub-folder, a .zip, or a lone PDF) is checked by the
same pure function as ``rulen check`` (:func:`intake.pipeline.check_package`) in a worker
process, or on a Dask cluster of worker processes when a scheduler address is given
(``local`` starts ``LocalCluster(processes=True)``: never threads, pdfium is not
thread-safe). The driver alone writes: ``reports/<package>.json`` and ``.html`` for each
package, a ``state.jsonl`` journal (one line per finished package, with a fingerprint of
its files) that makes a re-run skip what is done and unchanged, and at the end
``summary.csv``, ``quarantine.csv`` (what could not be checked, and why) and ``index.html``.

A weekend run: workers die with the driver (``kill -9`` included; see
:func:`extract.pdf.ocr_pool.die_with_parent`); at most one package per worker is in flight, so a
worker that dies (killed for memory) costs only the packages it held, which are tried again
(three times at most); a package over its time limit is stopped (inside the worker by an
alarm, and, should a C call never return, by the driver ending that worker) and quarantined.
On Dask a task runs in a worker's thread, where no alarm can fire: a watchdog raises the
timeout in that thread instead (:class:`_ThreadWatchdog`), and a check stuck in a C call is
ended with its worker process (the driver has the nanny restart it): no timed-out check is
left running in a thread.
The same package is never written twice into the results of one run, and the journal's last
line for a package wins on resume.

Workers run one OCR thread each (``OMP_NUM_THREADS=1``, one onnxruntime thread) and OCR their
pages themselves: with N packages in flight on N cores, a per-package OCR pool would only
fight them (``rulen check`` alone spreads one package's pages over the cores).
"""

from __future__ import annotations

import csv
import hashlib
import os
import re
import signal
import threading
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterable
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from extract.pdf.ocr_pool import worker_init
from intake.pipeline import CheckOptions, check_paths, readable
from rulen.models import Report

JOURNAL = "state.jsonl"
QUARANTINE = "quarantine.csv"
MAX_ATTEMPTS = 3
"""Times a package may be in flight in a worker that dies before it is quarantined."""
HARD_GRACE_S = 60.0
"""Beyond its time limit, how long the driver waits for a worker's own alarm before ending it."""

NOT_CHECKED = ("crashed", "unreadable", "timeout")


class AuditItem(BaseModel):
    """One finished package, as the journal and the summary record it."""

    package: str = Field(description="the package's name in the audit (file-system safe)")
    source: str = Field(default="", description="the package's path below the audit root, as found")
    fingerprint: str
    status: str = Field(description="checked | unreadable | crashed | timeout")
    exit_code: int
    paragraph: str | None = None
    permit_required: bool | None = None
    sections: list[int] = Field(default_factory=list)
    deficiencies: int = 0
    missing_exhibits: int = 0
    unmet: int = 0
    needs_review: int = 0
    files: int = 0
    pages: int = 0
    ocr_pages: int = 0
    file_errors: int = 0
    application_date: str | None = None
    rule_in_force: bool | None = Field(default=None, description="false: filed under a later rule, findings for reference")
    missing_ids: list[str] = Field(default_factory=list, description="clause ids of the missing exhibits")
    unmet_ids: list[str] = Field(default_factory=list, description="clause ids of the unmet criteria")
    seconds: float = 0.0
    time_limit_s: float | None = None
    worker: str | None = Field(default=None, description="host:pid of the process that checked it")
    worker_rss_mb: float | None = Field(default=None, description="that process's peak resident memory so far, MB")
    error: str | None = None
    report: str | None = Field(default=None, description="HTML report, relative to the audit folder")
    report_json: str | None = Field(default=None, description="JSON report, relative to the audit folder")


class WorkResult(BaseModel):
    item: AuditItem
    report: Report | None = None


class PackageTimeout(BaseException):
    """Raised inside a worker by its alarm when a package runs over its time limit (a BaseException:
    the readers' own `except Exception` nets, which keep one odd page from sinking a package, must not hold it)."""


def find_packages(root: Path) -> list[Path]:
    """Sub-folders and .zip files are packages; a PDF lying directly in ``root`` is one too."""
    if root.is_file():
        return [root]
    found = [p for p in sorted(root.iterdir()) if not p.name.startswith(".")
             and (p.is_dir() or p.suffix.lower() in (".zip", ".pdf"))]
    return found


def fingerprint(package: Path) -> str:
    """Names, sizes and modification times of the package's files: cheap, and changes when they do."""
    digest = hashlib.sha256()
    files = [package] if package.is_file() else sorted(p for p in package.rglob("*") if p.is_file())
    for f in files:
        st = f.stat()
        digest.update(f"{f.relative_to(package.parent).as_posix()}\0{st.st_size}\0{st.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def _safe_name(package: Path, root: Path) -> str:
    rel = package.relative_to(root).as_posix() if package != root else package.name
    return re.sub(r"[^A-Za-z0-9._-]+", "_", rel).strip("_") or "package"


def _alarm(_signum: int, _frame: Any) -> None:
    raise PackageTimeout()


class _ThreadWatchdog:
    """The time limit of a check running in a thread other than the main one (a Dask worker's),
    where SIGALRM cannot be delivered: after ``seconds`` it raises :class:`PackageTimeout` in that
    thread (``PyThreadState_SetAsyncExc``; it lands at the thread's next Python instruction, so a C
    call that never returns is left to the driver, which ends the worker process).

    ``disarm`` is the race's only exit: once it returns no exception can be scheduled, and one
    scheduled but not yet delivered is withdrawn and raised there, at a known place."""

    def __init__(self, seconds: float):
        self._tid = threading.get_ident()
        self._lock = threading.Lock()
        self._done = False
        self.fired = False
        self._timer = threading.Timer(seconds, self._fire)
        self._timer.daemon = True
        self._timer.start()

    def _fire(self) -> None:
        import ctypes

        with self._lock:
            if self._done:
                return
            self.fired = True
            ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(self._tid), ctypes.py_object(PackageTimeout))

    def disarm(self) -> None:
        import ctypes

        with self._lock:
            self._done = True
            self._timer.cancel()
            if self.fired:
                ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(self._tid), None)  # withdraw if pending
                raise PackageTimeout()


def audit_one(package: str, fp: str, options: CheckOptions, time_limit_s: float | None = None) -> WorkResult:
    """Check one package; never raises (a crash or a timeout becomes an entry). Runs in a worker."""
    started = time.perf_counter()
    name = Path(package).name
    main = threading.current_thread() is threading.main_thread()
    timer = bool(time_limit_s) and main and hasattr(signal, "setitimer")
    previous = None
    watchdog = None
    try:
        if timer:
            previous = signal.signal(signal.SIGALRM, _alarm)
            signal.setitimer(signal.ITIMER_REAL, float(time_limit_s))
        elif time_limit_s and not main:
            watchdog = _ThreadWatchdog(float(time_limit_s))
        try:
            report = check_paths([package], options)
        finally:
            if watchdog is not None:
                watchdog.disarm()
    except PackageTimeout:
        return WorkResult(item=AuditItem(package=name, fingerprint=fp, status="timeout", exit_code=2,
                                         error=f"over the time limit of {time_limit_s:g} s", time_limit_s=time_limit_s,
                                         seconds=round(time.perf_counter() - started, 3)))
    except Exception as exc:  # noqa: BLE001 - one bad package must never stop an audit
        detail = traceback.format_exception_only(type(exc), exc)[-1].strip()
        return WorkResult(item=AuditItem(package=name, fingerprint=fp, status="crashed", exit_code=2,
                                         error=detail, seconds=round(time.perf_counter() - started, 3)))
    finally:
        if timer:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous or signal.SIG_DFL)
    item = item_of(report, name, fp, time.perf_counter() - started)
    return WorkResult(item=item.model_copy(update=_whoami()), report=report)


def _whoami() -> dict[str, Any]:
    import socket

    rss = None
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                rss = round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    return {"worker": f"{socket.gethostname()}:{os.getpid()}", "worker_rss_mb": rss}


def item_of(report: Report, name: str, fp: str, seconds: float) -> AuditItem:
    """The journal's line for a checked package."""
    files = report.package.files
    ok = readable(report)
    date = report.facts.get("application_date")
    missing = [e.id for e in report.exhibits if e.status == "missing"]
    unmet = [c.id for c in report.criteria if c.status == "unmet"]
    return AuditItem(
        package=name, fingerprint=fp, status="checked" if ok else "unreadable",
        exit_code=(1 if report.deficiencies else 0) if ok else 2,
        paragraph=report.applicability.paragraph, permit_required=report.applicability.permit_required,
        sections=report.applicability.sections, deficiencies=len(report.deficiencies),
        missing_exhibits=len(missing), unmet=len(unmet), missing_ids=missing, unmet_ids=unmet,
        needs_review=len(report.applicability.needs_review),
        application_date=str(date.value) if date is not None and date.value is not None else None,
        rule_in_force=getattr(report.applicability, "rule_in_force", None),
        files=len(files), pages=sum(f.pages for f in files), ocr_pages=sum(f.ocr_pages for f in files),
        file_errors=sum(f.error is not None for f in files), seconds=round(seconds, 3),
    )


def load_journal(out: Path) -> dict[str, AuditItem]:
    """What earlier runs finished (a package's last line wins); a torn last line (a killed run) is ignored."""
    done: dict[str, AuditItem] = {}
    path = out / JOURNAL
    if not path.exists():
        return done
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            item = AuditItem.model_validate_json(line)
        except ValueError:
            continue
        done[item.package] = item
    return done


def _redo(prior: AuditItem | None, fp: str, time_limit_s: float | None) -> bool:
    """Whether a package the journal knows must be checked again."""
    if prior is None or prior.fingerprint != fp or prior.status == "crashed":
        return True
    if prior.status == "timeout":  # tried again only with more time than it had
        return not time_limit_s or time_limit_s > (prior.time_limit_s or 0)
    return False


class _DaskSetup:
    """A Dask worker plugin: every worker process rulen's cluster starts dies with its parent."""

    def __init__(self, ocr_workers: int = 1):
        self.ocr_workers = ocr_workers

    def setup(self, worker: Any) -> None:
        worker_init(self.ocr_workers)


class Executor:
    """Where work runs: a local process pool, or a Dask cluster of processes. Both hand back futures."""

    def __init__(self, workers: int, scheduler: str | None = None, ocr_workers: int = 1):
        self.scheduler = scheduler
        self.workers = workers
        self.ocr_workers = ocr_workers
        self._cluster = None
        self._client = None
        self._pool: ProcessPoolExecutor | None = None
        if scheduler:
            from distributed import Client  # optional: pip install 'rulen[dask]'

            if scheduler == "local":
                from distributed import LocalCluster

                # processes, one thread each: pdfium is not thread-safe
                self._cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                             dashboard_address=None, silence_logs=40)
                self._client = Client(self._cluster)
            else:
                self._client = Client(scheduler)
            from distributed.diagnostics.plugin import WorkerPlugin

            # every worker process: dies with its parent, one OCR thread (remote workers too)
            plugin = type("RulenWorkerSetup", (_DaskSetup, WorkerPlugin), {})(ocr_workers)
            self._client.register_plugin(plugin, name="rulen-worker-setup")
            self.workers = max(1, sum(w.get("nthreads", 1) for w in self._client.scheduler_info()["workers"].values())) \
                if scheduler != "local" else workers
        else:
            os.environ.setdefault("OMP_NUM_THREADS", "1")
            self._start_pool()

    def _start_pool(self) -> None:
        self._pool = ProcessPoolExecutor(max_workers=self.workers, initializer=worker_init, initargs=(self.ocr_workers,))

    @property
    def local(self) -> bool:
        return self._pool is not None

    def submit(self, fn: Callable, *args):
        if self._client is not None:
            return self._client.submit(fn, *args, pure=False)
        return self._pool.submit(fn, *args)

    def wait(self, futures: set, timeout: float | None) -> tuple[set, set]:
        if self._client is not None:
            from distributed import wait as dask_wait

            try:
                done, pending = dask_wait(list(futures), timeout=timeout, return_when="FIRST_COMPLETED")
            except TimeoutError:
                return set(), set(futures)
            return set(done), set(pending)
        return wait(futures, timeout=timeout, return_when=FIRST_COMPLETED)

    def restart(self) -> None:
        """End every worker of the local pool (a hung one included) and start a fresh pool."""
        if self._pool is None:
            return
        for proc in list(getattr(self._pool, "_processes", {}).values()):
            try:
                proc.kill()
            except Exception:  # noqa: BLE001
                pass
        self._pool.shutdown(wait=False, cancel_futures=True)
        self._start_pool()

    def cancel(self, future: Any) -> None:
        """Give up on ``future``; on Dask, also end the worker process running it (its nanny starts a
        fresh one): a cancelled Dask task's thread would otherwise run on, holding the worker."""
        running_on: list[str] = []
        if self._client is not None:
            try:
                running_on = [w for w, keys in self._client.processing().items() if future.key in keys]
            except Exception:  # noqa: BLE001
                running_on = []
        try:
            future.cancel(force=True)
        except Exception:  # noqa: BLE001
            pass
        if running_on:
            # the cancel travels on a batched stream, the restart by RPC: if the restart arrives
            # first, the scheduler hands the hung task to another worker, which then hangs too
            self._until_released(future.key)
            try:
                self._client.restart_workers(running_on, timeout=120)
            except Exception as exc:  # noqa: BLE001 - a worker without a nanny cannot be restarted from here
                import logging

                logging.getLogger(__name__).warning("could not end Dask worker(s) %s running a timed-out check: %r",
                                                    running_on, exc)

    def _until_released(self, key: Any, wait_s: float = 30.0) -> None:
        """Wait until no worker of the scheduler's is processing ``key`` any more."""
        deadline = time.monotonic() + wait_s
        while time.monotonic() < deadline:
            try:
                if not any(key in keys for keys in self._client.processing().values()):
                    return
            except Exception:  # noqa: BLE001 - the scheduler went away: nothing left to wait for
                return
            time.sleep(0.05)

    def close(self) -> None:
        if self._client is not None:
            self._client.close()
        if self._cluster is not None:
            self._cluster.close()
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)


def _write_reports(out: Path, name: str, report: Report) -> dict[str, str]:
    from reports.render import render

    rel_json, rel_html = f"reports/{name}.json", f"reports/{name}.html"
    (out / rel_json).write_text(render(report, "json"), encoding="utf-8")
    (out / rel_html).write_text(render(report, "html"), encoding="utf-8")
    return {"report": rel_html, "report_json": rel_json}


def run_audit(root: Path, out: Path, *, workers: int = 2, options: CheckOptions | None = None,
              scheduler: str | None = None, progress: Callable[[AuditItem, int, int], None] | None = None,
              time_limit_s: float | None = None) -> list[AuditItem]:
    """Audit every package below ``root`` into ``out``; returns every item, earlier runs' included.

    ``progress(item, finished, total)`` is called after each package (``finished`` counts
    earlier runs' packages too). ``time_limit_s``: per package, None for none.
    """
    options = options or CheckOptions()
    out.mkdir(parents=True, exist_ok=True)
    (out / "reports").mkdir(exist_ok=True)
    packages = find_packages(root)
    done = load_journal(out)
    names = {p: _safe_name(p, root) for p in packages}
    todo: list[tuple[Path, str]] = []
    results: dict[str, AuditItem] = {}
    for p in packages:
        fp = fingerprint(p)
        prior = done.get(names[p])
        if _redo(prior, fp, time_limit_s):
            todo.append((p, fp))
        else:
            results[names[p]] = prior
    total, finished = len(packages), len(results)
    if todo:
        # one OCR process per audit worker: the audit's parallelism is -j (default: the cores); a worker's own OCR
        # pool would fight its neighbours, and a process-pool worker that started one could not exit cleanly
        executor = Executor(workers, scheduler, ocr_workers=1)
        try:
            _end_torn_line(out / JOURNAL)
            with (out / JOURNAL).open("a", encoding="utf-8") as journal:
                def record(pkg: Path, result: WorkResult) -> None:
                    nonlocal finished
                    name = names[pkg]
                    if name in written:
                        return  # a package is written once a run, whatever a cluster does twice
                    written.add(name)
                    item = result.item.model_copy(update={"package": name, "source": _source(pkg, root)})
                    if result.report is not None:
                        item = item.model_copy(update=_write_reports(out, name, result.report))
                    journal.write(item.model_dump_json() + "\n")
                    journal.flush()
                    results[name] = item
                    finished += 1
                    if progress:
                        progress(item, finished, total)

                written: set[str] = set()
                _drive(executor, todo, options, time_limit_s, record)
        finally:
            executor.close()
    items = [results[names[p]] for p in packages if names[p] in results]
    write_summary(items, out)
    return items


def _end_torn_line(path: Path) -> None:
    """A run killed mid-write leaves a last line without its newline: end it, or the next line would join it."""
    try:
        with path.open("rb+") as fh:
            fh.seek(0, os.SEEK_END)
            if fh.tell() and (fh.seek(-1, os.SEEK_END) or fh.read(1) != b"\n"):
                fh.write(b"\n")
    except FileNotFoundError:
        pass


def _source(pkg: Path, root: Path) -> str:
    return pkg.relative_to(root).as_posix() if pkg != root else pkg.name


def _failed(pkg: Path, fp: str, status: str, error: str, seconds: float = 0.0, limit: float | None = None) -> WorkResult:
    return WorkResult(item=AuditItem(package=pkg.name, fingerprint=fp, status=status, exit_code=2, error=error,
                                     seconds=round(seconds, 3), time_limit_s=limit))


def _drive(executor: Executor, todo: list[tuple[Path, str]], options: CheckOptions, time_limit_s: float | None,
           record: Callable[[Path, WorkResult], None]) -> None:
    """Keep one package per worker in flight; record each as it finishes, dies or runs over time."""
    queue = list(reversed(todo))
    attempts: Counter[Path] = Counter()
    flight: dict[Any, tuple[Path, str, float]] = {}  # future -> (package, fingerprint, started)
    hard = time_limit_s + HARD_GRACE_S if time_limit_s else None
    while queue or flight:
        while queue and len(flight) < executor.workers:
            pkg, fp = queue.pop()
            attempts[pkg] += 1
            flight[executor.submit(audit_one, str(pkg), fp, options, time_limit_s)] = (pkg, fp, time.monotonic())
        finished, _ = executor.wait(set(flight), timeout=5.0 if hard else None)
        broken = False
        for fut in finished:
            pkg, fp, started = flight.pop(fut)
            try:
                result: WorkResult = fut.result()
            except (BrokenProcessPool, OSError, EOFError) as exc:  # its worker died (killed for memory?)
                broken = broken or isinstance(exc, BrokenProcessPool)
                if attempts[pkg] < MAX_ATTEMPTS:
                    queue.append((pkg, fp))
                    continue
                result = _failed(pkg, fp, "crashed", f"worker died {attempts[pkg]} times: {exc!r}",
                                 time.monotonic() - started)
            except Exception as exc:  # noqa: BLE001 - e.g. a Dask worker lost: record, go on
                if "KilledWorker" in type(exc).__name__ and attempts[pkg] < MAX_ATTEMPTS:
                    queue.append((pkg, fp))
                    continue
                result = _failed(pkg, fp, "crashed", f"worker failed: {exc!r}", time.monotonic() - started)
            record(pkg, result)
        if hard:
            now = time.monotonic()
            late = [f for f, (_, _, t0) in flight.items() if now - t0 > hard]
            for fut in late:  # its worker's alarm did not fire (a C call that never returns)
                pkg, fp, started = flight.pop(fut)
                executor.cancel(fut)
                record(pkg, _failed(pkg, fp, "timeout", f"over the time limit of {time_limit_s:g} s (worker ended)",
                                    now - started, time_limit_s))
            if late and executor.local:
                broken = True
        if broken and executor.local:
            # the pool is unusable (or holds a hung worker): what was in flight goes back in the queue
            for fut, (pkg, fp, _) in flight.items():
                queue.append((pkg, fp))
            flight.clear()
            executor.restart()


SUMMARY_COLUMNS = list(AuditItem.model_fields)
QUARANTINE_COLUMNS = ["package", "source", "status", "error", "seconds", "files", "file_errors"]


def triage_order(items: Iterable[AuditItem]) -> list[AuditItem]:
    """What needs a person first: crashes, timeouts and unreadable packages, then needs-review, then most deficiencies."""
    rank = {"crashed": 0, "timeout": 0, "unreadable": 1, "checked": 2}
    return sorted(items, key=lambda i: (rank.get(i.status, 3), -(i.needs_review > 0), -i.unmet, -i.deficiencies, i.package))


def write_summary(items: list[AuditItem], out: Path) -> None:
    from reports.audit_index import render_audit_index

    ordered = triage_order(items)
    with (out / "summary.csv").open("w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=SUMMARY_COLUMNS)
        writer.writeheader()
        for item in ordered:
            row = item.model_dump()
            for key in ("sections", "missing_ids", "unmet_ids"):
                row[key] = " ".join(map(str, row[key]))
            writer.writerow(row)
    with (out / QUARANTINE).open("w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=QUARANTINE_COLUMNS, extrasaction="ignore")
        writer.writeheader()
        for item in ordered:
            if item.status in NOT_CHECKED:
                writer.writerow(dict(item.model_dump(), error=item.error or _file_error_text(item)))
    (out / "index.html").write_text(render_audit_index([i.model_dump() for i in ordered], breakdown(items)),
                                    encoding="utf-8")


def _file_error_text(item: AuditItem) -> str:
    return f"no readable PDF ({item.file_errors} of {item.files} files in error)" if item.status == "unreadable" else ""


def summary_counts(items: list[AuditItem]) -> dict[str, int]:
    return {
        "packages": len(items),
        "checked": sum(i.status == "checked" for i in items),
        "with deficiencies": sum(i.status == "checked" and i.deficiencies > 0 for i in items),
        "needs review": sum(i.needs_review > 0 for i in items),
        "filed under a later rule": sum(i.rule_in_force is False for i in items),
        "unreadable": sum(i.status == "unreadable" for i in items),
        "timed out": sum(i.status == "timeout" for i in items),
        "crashed": sum(i.status == "crashed" for i in items),
        "pages": sum(i.pages for i in items),
        "OCR pages": sum(i.ocr_pages for i in items),
    }


def breakdown(items: list[AuditItem]) -> dict[str, list[tuple[str, int]]]:
    """Counts of checked packages by deciding paragraph, by missing exhibit and by unmet criterion, most first.

    Packages filed under a later rule are counted apart (their Rule N findings are for reference only).
    """
    in_force = [i for i in items if i.status == "checked" and i.rule_in_force is not False]
    later = [i for i in items if i.status == "checked" and i.rule_in_force is False]

    def ordered(counter: Counter) -> list[tuple[str, int]]:
        return sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))

    rule = {True: "Rule N", False: "a later rule", None: "undated"}

    def rule_of(i: AuditItem) -> str:
        if i.rule_in_force is None and i.application_date:
            return "undecided (month only)"  # June 2014: the day decides, and it is not written
        return rule[i.rule_in_force]

    return {
        "by rule in force": ordered(Counter(rule_of(i) for i in items if i.status == "checked")),
        "by paragraph": ordered(Counter(i.paragraph or "undecided" for i in in_force)),
        "by missing exhibit": ordered(Counter(x for i in in_force for x in i.missing_ids)),
        "by unmet criterion": ordered(Counter(x for i in in_force for x in i.unmet_ids)),
        "filed under a later rule (for reference): by paragraph": ordered(Counter(i.paragraph or "undecided" for i in later)),
        "filed under a later rule (for reference): by missing exhibit": ordered(Counter(x for i in later for x in i.missing_ids)),
    }


def audit_exit_status(items: list[AuditItem]) -> int:
    """The run's exit status, with ``check``'s meanings over the whole archive.

    2 when any package could not be checked (unreadable, crashed, timed out: see quarantine.csv),
    else 1 when any package has deficiencies, else 0. (3, an internal error of the audit
    itself, is the command line's.)
    """
    if any(i.status in NOT_CHECKED for i in items):
        return 2
    return 1 if any(i.deficiencies > 0 for i in items) else 0
