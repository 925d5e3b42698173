"""The bulk audit: thousands of archived packages, in parallel, resumable, one bad file never stops it.

Each package below the audit root (a sub-folder, a .zip, or a lone PDF) is checked by the
same pure function as ``rulen check`` (:func:`intake.pipeline.check_package`) in a worker
process, or on a Dask cluster when a scheduler address is given. The driver alone writes:
``reports/<package>.json`` for each package, a ``state.jsonl`` journal (one line per
finished package, with a fingerprint of its files) that makes a re-run skip what is done
and unchanged, and ``summary.csv`` + ``index.html`` at the end.

Workers are limited to one OCR thread each (``OMP_NUM_THREADS=1``): with N processes on N
cores, onnxruntime's own thread pool would only fight them.
"""

from __future__ import annotations

import csv
import hashlib
import os
import re
import time
import traceback
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from pathlib import Path

from pydantic import BaseModel, Field

from intake.pipeline import CheckOptions, check_paths, readable
from rulen.models import Report

JOURNAL = "state.jsonl"


class AuditItem(BaseModel):
    """One finished package, as the journal and the summary record it."""

    package: str = Field(description="the package's name in the audit (file-system safe)")
    source: str = Field(default="", description="the package's path below the audit root, as found")
    fingerprint: str
    status: str = Field(description="checked | unreadable | crashed")
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
    seconds: float = 0.0
    error: str | None = None
    report: str | None = Field(default=None, description="HTML report, relative to the audit folder")
    report_json: str | None = Field(default=None, description="JSON report, relative to the audit folder")


class WorkResult(BaseModel):
    item: AuditItem
    report: Report | None = None


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


def audit_one(package: str, fp: str, options: CheckOptions) -> WorkResult:
    """Check one package; never raises (a crash becomes an entry). Runs in a worker."""
    started = time.perf_counter()
    name = Path(package).name
    try:
        report = check_paths([package], options)
    except Exception as exc:  # noqa: BLE001 - one bad package must never stop an audit
        detail = traceback.format_exception_only(type(exc), exc)[-1].strip()
        return WorkResult(item=AuditItem(package=name, fingerprint=fp, status="crashed", exit_code=2,
                                         error=detail, seconds=round(time.perf_counter() - started, 3)))
    files = report.package.files
    ok = readable(report)
    item = AuditItem(
        package=name, fingerprint=fp, status="checked" if ok else "unreadable",
        exit_code=(1 if report.deficiencies else 0) if ok else 2,
        paragraph=report.applicability.paragraph, permit_required=report.applicability.permit_required,
        sections=report.applicability.sections, deficiencies=len(report.deficiencies),
        missing_exhibits=sum(e.status == "missing" for e in report.exhibits),
        unmet=sum(c.status == "unmet" for c in report.criteria),
        needs_review=len(report.applicability.needs_review),
        files=len(files), pages=sum(f.pages for f in files), ocr_pages=sum(f.ocr_pages for f in files),
        file_errors=sum(f.error is not None for f in files), seconds=round(time.perf_counter() - started, 3),
    )
    return WorkResult(item=item, report=report)


def load_journal(out: Path) -> dict[str, AuditItem]:
    """What earlier runs finished; a torn last line (a killed run) is ignored."""
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


class Executor:
    """Where work runs: a local process pool, or a Dask cluster. Both hand back futures."""

    def __init__(self, workers: int, scheduler: str | None = None):
        self.scheduler = scheduler
        if scheduler:
            from distributed import Client  # optional: pip install 'rulen[dask]'

            self._client = Client(scheduler) if scheduler != "local" else Client(processes=False, n_workers=1, threads_per_worker=workers)
            self._pool = None
        else:
            os.environ.setdefault("OMP_NUM_THREADS", "1")
            self._client = None
            self._pool = ProcessPoolExecutor(max_workers=workers)

    def submit(self, fn: Callable, *args):
        if self._client is not None:
            return self._client.submit(fn, *args, pure=False)
        return self._pool.submit(fn, *args)

    def as_completed(self, futures: list) -> Iterator:
        if self._client is not None:
            from distributed import as_completed

            yield from as_completed(futures)
            return
        pending = set(futures)
        while pending:
            finished, pending = wait(pending, return_when=FIRST_COMPLETED)
            yield from finished

    def close(self) -> None:
        if self._client is not None:
            self._client.close()
        if self._pool is not None:
            self._pool.shutdown(cancel_futures=True)


def _write_reports(out: Path, name: str, report: Report) -> dict[str, str]:
    from reports.render import render

    rel_json, rel_html = f"reports/{name}.json", f"reports/{name}.html"
    (out / rel_json).write_text(render(report, "json"), encoding="utf-8")
    (out / rel_html).write_text(render(report, "html"), encoding="utf-8")
    return {"report": rel_html, "report_json": rel_json}


def run_audit(root: Path, out: Path, *, workers: int = 2, options: CheckOptions | None = None,
              scheduler: str | None = None, progress: Callable[[AuditItem, int, int], None] | None = None) -> list[AuditItem]:
    """Audit every package below ``root`` into ``out``; returns every item, earlier runs' included."""
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
        if prior and prior.fingerprint == fp and prior.status != "crashed":
            results[names[p]] = prior
        else:
            todo.append((p, fp))
    total, finished = len(packages), len(results)
    if todo:
        executor = Executor(workers, scheduler)
        try:
            futures = {executor.submit(audit_one, str(p), fp, options): p for p, fp in todo}
            with (out / JOURNAL).open("a", encoding="utf-8") as journal:
                for fut in executor.as_completed(list(futures)):
                    pkg = futures[fut]
                    try:
                        result: WorkResult = fut.result()
                    except Exception as exc:  # a worker died (e.g. killed for memory): record, go on
                        result = WorkResult(item=AuditItem(package=pkg.name, fingerprint="", status="crashed",
                                                           exit_code=2, error=f"worker failed: {exc!r}"))
                    item = result.item.model_copy(update={"package": names[pkg], "source": pkg.relative_to(root).as_posix() if pkg != root else pkg.name})
                    if result.report is not None:
                        item = item.model_copy(update=_write_reports(out, names[pkg], result.report))
                    journal.write(item.model_dump_json() + "\n")
                    journal.flush()
                    results[names[pkg]] = item
                    finished += 1
                    if progress:
                        progress(item, finished, total)
        finally:
            executor.close()
    items = [results[names[p]] for p in packages if names[p] in results]
    write_summary(items, out)
    return items


SUMMARY_COLUMNS = list(AuditItem.model_fields)


def triage_order(items: Iterable[AuditItem]) -> list[AuditItem]:
    """What needs a person first: crashes and unreadable packages, then needs-review, then most deficiencies."""
    rank = {"crashed": 0, "unreadable": 1, "checked": 2}
    return sorted(items, key=lambda i: (rank.get(i.status, 3), -(i.needs_review > 0), -i.unmet, -i.deficiencies, i.package))


def write_summary(items: list[AuditItem], out: Path) -> None:
    from reports.audit_index import render_audit_index

    ordered = triage_order(items)
    with (out / "summary.csv").open("w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=SUMMARY_COLUMNS)
        writer.writeheader()
        for item in ordered:
            row = item.model_dump()
            row["sections"] = " ".join(map(str, item.sections))
            writer.writerow(row)
    (out / "index.html").write_text(render_audit_index([i.model_dump() for i in ordered]), encoding="utf-8")


def summary_counts(items: list[AuditItem]) -> dict[str, int]:
    return {
        "packages": len(items),
        "checked": sum(i.status == "checked" for i in items),
        "with deficiencies": sum(i.deficiencies > 0 for i in items),
        "needs review": sum(i.needs_review > 0 for i in items),
        "unreadable": sum(i.status == "unreadable" for i in items),
        "crashed": sum(i.status == "crashed" for i in items),
        "pages": sum(i.pages for i in items),
        "OCR pages": sum(i.ocr_pages for i in items),
    }
