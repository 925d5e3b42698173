"""The intake benchmark: how fast and how lean reading packages is, against ``pdftotext``.

Performance is measured here and printed, never asserted in tests. For every given path
(a PDF, a folder or a zip: one package each) it reports pages, text-layer pages per second,
OCR pages per second, time per file and package, peak RSS, and the ratio of our time to
``pdftotext -layout`` on the same files in the same run. It also builds a 500-page PDF and
reads it in a fresh process, to show memory stays flat as a file grows, and checks on a few
pages that pdfplumber finds the same words as our pdfium reader.

Run: ``python -m intake.bench [PATHS...] [--no-ocr]`` (default: ``shared/pdfs/engineering``).
``rulen bench --ocr [PATHS...]`` times OCR instead: the engine alone, the whole check with one
and with N OCR processes, and a re-check from the OCR cache (default: a 20-page scanned package
made from the examples).
"""

from __future__ import annotations

import multiprocessing
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any, Callable, Sequence

from extract.pdf.reader import read_pdf, stream_pdf
from intake.pipeline import CheckOptions, check_package
from intake.receive import ReceivedFile, receive

DEFAULT_PATH = Path(__file__).resolve().parents[2] / "shared" / "pdfs" / "engineering"


def peak_rss_mb() -> float:
    """Peak resident memory of this process so far, in MB.

    Linux's ``VmHWM`` first: ``getrusage``'s max RSS survives ``exec``, so a fresh child
    process would report its parent's peak.
    """
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def run_bench(paths: Sequence[Path], *, ocr: bool = True) -> dict[str, Any]:
    """Figures for each path (one package each), the 500-page memory check, pdfplumber check."""
    pdftotext = shutil.which("pdftotext")
    sets = [_bench_package(Path(p), ocr=ocr, pdftotext=pdftotext) for p in paths]
    first_text = next((f for s in sets for f in s["files"] if f["text_pages"] and f.get("disk_path")), None)
    return {
        "pdftotext": pdftotext or "missing (install poppler-utils for the comparison)",
        "sets": sets,
        "memory_500_pages": memory_check(),
        "pdfplumber_check": compare_pdfplumber(Path(first_text["disk_path"])) if first_text else None,
    }


def _bench_package(path: Path, *, ocr: bool, pdftotext: str | None) -> dict[str, Any]:
    start = time.perf_counter()
    package = receive([path])
    files = []
    for received in package.files:
        files.append(_bench_file(received, ocr=ocr, pdftotext=pdftotext))
    total = time.perf_counter() - start
    check_start = time.perf_counter()
    check_package(package, CheckOptions(ocr=ocr))  # the whole pipeline: pages, facts, rules
    check_s = time.perf_counter() - check_start
    text_pages = sum(f["text_pages"] for f in files)
    ocr_pages = sum(f["ocr_pages"] for f in files)
    text_s = sum(f["text_s"] for f in files)
    ocr_s = sum(f["ocr_s"] for f in files)
    p2t = [f["pdftotext_s"] for f in files if f["pdftotext_s"] is not None]
    return {
        "package": package.name,
        "files": files,
        "pages": sum(f["pages"] for f in files),
        "text_pages": text_pages,
        "ocr_pages": ocr_pages,
        "text_pages_per_s": text_pages / text_s if text_s > 0 else None,
        "ocr_pages_per_s": ocr_pages / ocr_s if ocr_s > 0 and ocr_pages else None,
        "package_s": total,
        "check_s": check_s,
        "pdftotext_s": sum(p2t) if p2t else None,
        "ratio_to_pdftotext": (text_s / sum(p2t)) if p2t and sum(p2t) > 0 else None,
        # the issue's measure: the whole check (in this process; the first package pays the one-time loads)
        "check_ratio_to_pdftotext": (check_s / sum(p2t)) if p2t and sum(p2t) > 0 else None,
        "peak_rss_mb": peak_rss_mb(),
    }


def _bench_file(received: ReceivedFile, *, ocr: bool, pdftotext: str | None) -> dict[str, Any]:
    """Text pass alone, then (if pages need it) the OCR pass; OCR time is the difference."""
    t0 = time.perf_counter()
    entry, pages = read_pdf(received, ocr=False)
    text_s = time.perf_counter() - t0
    ocr_s = 0.0
    ocr_pages = 0
    if ocr and entry.pages:
        t1 = time.perf_counter()
        entry_ocr, _ = read_pdf(received, ocr=True)
        ocr_pages = entry_ocr.ocr_pages
        if ocr_pages:
            ocr_s = max(time.perf_counter() - t1 - text_s, 0.0)
    return {
        "name": received.name,
        "disk_path": received.path,
        "pages": entry.pages,
        "text_pages": entry.pages - ocr_pages,
        "ocr_pages": ocr_pages,
        "text_s": text_s,
        "ocr_s": ocr_s,
        "file_s": text_s + ocr_s,
        "error": entry.error,
        "pdftotext_s": _pdftotext_time(received, pdftotext) if entry.pages else None,
    }


def _pdftotext_time(received: ReceivedFile, pdftotext: str | None) -> float | None:
    if not pdftotext:
        return None
    with tempfile.TemporaryDirectory() as tmp:
        source = received.path
        if source is None and received.data is not None:
            source = str(Path(tmp) / "member.pdf")
            Path(source).write_bytes(received.data)
        if source is None:
            return None
        start = time.perf_counter()
        subprocess.run([pdftotext, "-layout", source, str(Path(tmp) / "out.txt")], capture_output=True, check=False)
        return time.perf_counter() - start


def make_long_pdf(path: Path, pages: int) -> Path:
    """A ``pages``-page text PDF with a table on every page (reportlab)."""
    from reportlab.lib.pagesizes import letter
    from reportlab.pdfgen import canvas

    c = canvas.Canvas(str(path), pagesize=letter)
    for n in range(pages):
        c.setFont("Helvetica", 10)
        c.drawString(72, 740, f"Stormwater management report, page {n + 1}")
        y = 710
        for row in range(40):
            for x, text in zip((72, 250, 420), (f"Basin {row}", f"{row * 1.37:.2f} ac", f"{row * 0.42:.2f} cfs")):
                c.drawString(x, y, text)
            y -= 16
        c.showPage()
    c.save()
    return path


def _memory_child(pages: int, keep: bool, queue: Any) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = make_long_pdf(Path(tmp) / f"long{pages}.pdf", pages)
        before = peak_rss_mb()
        start = time.perf_counter()
        received = ReceivedFile(name=path.name, path=str(path))
        if keep:
            entry, kept = read_pdf(received, ocr=False)
            lines = sum(len(p.lines) for p in kept)
        else:
            entry, stream = stream_pdf(received, ocr=False)
            lines = sum(len(p.lines) for p in stream)
        queue.put(
            {
                "mode": "read_pdf (pages kept)" if keep else "stream_pdf (pages dropped)",
                "pages": entry.pages,
                "lines": lines,
                "seconds": time.perf_counter() - start,
                "rss_before_mb": before,
                "rss_after_mb": peak_rss_mb(),
                "error": entry.error,
            }
        )


def memory_check(sizes: Sequence[int] = (50, 500)) -> list[dict[str, Any]]:
    """Peak RSS before/after reading a 50- and a 500-page PDF, each in a fresh process:
    streamed (what the reader itself costs) and kept as a list (plus the pages' own size)."""
    ctx = multiprocessing.get_context("spawn")
    results = []
    for pages, keep in [(n, keep) for keep in (False, True) for n in sizes]:
        queue = ctx.Queue()
        proc = ctx.Process(target=_memory_child, args=(pages, keep, queue))
        proc.start()
        try:
            results.append(queue.get(timeout=600))
        except Exception as exc:  # noqa: BLE001 - a benchmark reports, it does not crash
            results.append({"pages": pages, "mode": "keep" if keep else "stream", "error": f"memory check failed: {exc}"})
        proc.join()
    return results


def compare_pdfplumber(path: Path, pages: int = 3, first: int = 4) -> dict[str, Any]:
    """Do pdfplumber's ``extract_words`` and our lines give the same words? How fast is each?

    Pages from ``first`` (1-based) on, past a report's cover and table of contents.
    """
    import pdfplumber

    start = time.perf_counter()
    _, ours = read_pdf(ReceivedFile(name=path.name, path=str(path)), ocr=False, max_pages=100000)
    ours_s = time.perf_counter() - start
    count = len(ours)
    start_index = min(max(first - 1, 0), max(count - pages, 0))
    ours = ours[start_index : start_index + pages]
    ours_words = Counter(w for p in ours for w in p.text.split())
    plumber_words: Counter[str] = Counter()
    start = time.perf_counter()
    with pdfplumber.open(str(path)) as pdf:
        for page in pdf.pages[start_index : start_index + pages]:
            plumber_words.update(w["text"] for w in page.extract_words())
            page.close()
    plumber_s = time.perf_counter() - start
    common = sum((ours_words & plumber_words).values())
    total = max(sum(ours_words.values()), sum(plumber_words.values()), 1)
    return {
        "file": path.name,
        "pages_compared": len(ours),
        "first_page": start_index + 1,
        "words_ours": sum(ours_words.values()),
        "words_pdfplumber": sum(plumber_words.values()),
        "agreement": common / total,
        "only_ours": [w for w, _ in (ours_words - plumber_words).most_common(8)],
        "only_pdfplumber": [w for w, _ in (plumber_words - ours_words).most_common(8)],
        "ours_s_per_page": ours_s / max(count, 1),
        "pdfplumber_s_per_page": plumber_s / max(min(pages, count), 1),
    }


def print_bench(result: dict[str, Any]) -> None:
    """The figures as rich tables."""
    from rich.console import Console
    from rich.table import Table

    console = Console(width=None if sys.stdout.isatty() else 150)
    console.print(f"pdftotext: {result['pdftotext']}")
    table = Table(title="Packages")
    for col in ("package", "files", "pages", "OCR pages", "text pages/s", "OCR pages/s", "read s", "check s", "pdftotext s", "x pdftotext", "check x pdftotext", "peak RSS MB"):
        table.add_column(col, justify="right" if col != "package" else "left")
    for s in result["sets"]:
        table.add_row(
            s["package"], str(len(s["files"])), str(s["pages"]), str(s["ocr_pages"]),
            _fmt(s["text_pages_per_s"], 0), _fmt(s["ocr_pages_per_s"], 2), _fmt(s["package_s"], 2), _fmt(s["check_s"], 2),
            _fmt(s["pdftotext_s"], 2), _fmt(s["ratio_to_pdftotext"], 2), _fmt(s.get("check_ratio_to_pdftotext"), 1), _fmt(s["peak_rss_mb"], 0),
        )
    console.print(table)
    files = Table(title="Files")
    for col in ("file", "pages", "OCR", "text s", "OCR s", "pdftotext s", "error"):
        files.add_column(col)
    for s in result["sets"]:
        for f in s["files"]:
            files.add_row(f["name"], str(f["pages"]), str(f["ocr_pages"]), _fmt(f["text_s"], 3),
                          _fmt(f["ocr_s"], 2), _fmt(f["pdftotext_s"], 3), f["error"] or "")
    console.print(files)
    mem = Table(title="Memory: one long file, read page by page in a fresh process")
    for col in ("mode", "pages", "lines", "seconds", "RSS before MB", "peak RSS after MB", "error"):
        mem.add_column(col)
    for m in result["memory_500_pages"]:
        mem.add_row(m.get("mode", ""), str(m.get("pages")), str(m.get("lines", "")), _fmt(m.get("seconds"), 2),
                    _fmt(m.get("rss_before_mb"), 0), _fmt(m.get("rss_after_mb"), 0), m.get("error") or "")
    console.print(mem)
    check = result.get("pdfplumber_check")
    if check:
        console.print(
            f"pdfplumber check on {check['file']} ({check['pages_compared']} pages): word agreement "
            f"{check['agreement']:.1%} ({check['words_ours']} ours, {check['words_pdfplumber']} pdfplumber); "
            f"{check['ours_s_per_page'] * 1000:.1f} ms/page ours vs "
            f"{check['pdfplumber_s_per_page'] * 1000:.0f} ms/page pdfplumber"
        )
        if check["only_ours"] or check["only_pdfplumber"]:
            console.print(f"  only ours: {check['only_ours']}\n  only pdfplumber: {check['only_pdfplumber']}")


def _fmt(value: float | None, digits: int) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


# ---------------------------------------------------------------- OCR bench (rulen bench --ocr)


def make_scanned_package(out: Path, pages: int = 20, dpi: int = 200) -> Path:
    """A scanned package: the example packages' pages rendered to images and put back as a PDF
    with no text layer (what a district's archive scanner makes), ``pages`` long."""
    import io

    import pypdfium2 as pdfium
    from reportlab.lib.utils import ImageReader
    from reportlab.pdfgen import canvas

    examples = Path(__file__).resolve().parents[1] / "examples"
    sources = sorted(examples.rglob("*.pdf"))
    out.mkdir(parents=True, exist_ok=True)
    target = out / "scanned.pdf"
    c = canvas.Canvas(str(target))
    done = 0
    for src in sources:
        try:
            doc = pdfium.PdfDocument(str(src))
        except pdfium.PdfiumError:
            continue  # the examples hold a broken file on purpose
        try:
            for page in doc:
                if done >= pages:
                    break
                w, h = page.get_size()
                if w > 800 or h > 800:  # plan sheets: letter pages keep the bench comparable
                    page.close()
                    continue
                image = page.render(scale=dpi / 72, grayscale=True).to_pil()
                page.close()
                buf = io.BytesIO()
                image.save(buf, format="PNG")
                c.setPageSize((w, h))
                c.drawImage(ImageReader(io.BytesIO(buf.getvalue())), 0, 0, width=w, height=h)
                c.showPage()
                done += 1
        finally:
            doc.close()
        if done >= pages:
            break
    c.save()
    return out


def _ocr_images(package_path: Path) -> list[tuple[Any, float]]:
    """The rendered images of every page of a package the reader would OCR."""
    import pypdfium2 as pdfium

    from extract.pdf.ocr import render_page
    from extract.pdf.reader import _triage
    from extract.pdf.text_layer import read_text_layer

    images = []
    for received in receive([package_path]).files:
        if received.error:
            continue
        doc = pdfium.PdfDocument(received.path or received.data)
        try:
            for page in doc:
                tp = page.get_textpage()
                try:
                    layer = read_text_layer(page, tp)
                finally:
                    tp.close()
                if _triage(page, layer)[1]:
                    images.append(render_page(page))
                page.close()
        finally:
            doc.close()
    return images


def run_ocr_bench(paths: Sequence[Path], workers: Sequence[int] | None = None) -> list[dict[str, Any]]:
    """For each scanned package: OCR pages/s of the engine alone (called directly, one process and
    one onnxruntime thread, on pages rendered beforehand), then of the whole ``check`` with 1 and
    with N OCR processes of one thread each (cache off, the pool's start counted), then a check
    that fills an empty cache and a re-check from it."""
    import os

    import extract.pdf.ocr as ocr_module
    from extract.pdf import ocr_pool
    from extract.pdf.ocr import ocr_image

    cores = os.cpu_count() or 1
    counts = list(workers or sorted({1, cores}))
    saved = {k: os.environ.get(k) for k in ("RULEN_OCR_CACHE", "RULEN_OCR_WORKERS", "RULEN_OCR_THREADS")}
    results = []
    try:
        for path in paths:
            images = _ocr_images(path)
            row: dict[str, Any] = {"package": path.name, "ocr_pages": len(images)}
            if not images:
                results.append(row)
                continue
            # the engine alone, on one core (one onnxruntime thread), as each OCR process runs it
            os.environ["RULEN_OCR_THREADS"] = "1"
            ocr_module._engine = None
            ocr_image(*images[0])  # load the engine: its start-up is not the engine's speed
            t0 = time.perf_counter()
            for image, scale in images:
                ocr_image(image, scale)
            row["engine_s"] = time.perf_counter() - t0
            row["engine_pages_per_s"] = len(images) / row["engine_s"]
            row["load_engine"] = os.getloadavg()[0]
            os.environ["RULEN_OCR_CACHE"] = "off"
            for n in counts:
                os.environ["RULEN_OCR_WORKERS"] = str(n)
                ocr_pool.shutdown_pool()
                t0 = time.perf_counter()
                report = check_package(receive([path]), CheckOptions(ocr=True))
                took = time.perf_counter() - t0
                got = sum(f.ocr_pages for f in report.package.files)
                row[f"check_{n}_s"] = took
                row[f"check_{n}_pages_per_s"] = got / took
                row[f"load_check_{n}"] = os.getloadavg()[0]
            with tempfile.TemporaryDirectory() as cache_dir:
                os.environ["RULEN_OCR_CACHE"] = cache_dir
                os.environ["RULEN_OCR_WORKERS"] = str(cores)
                ocr_pool.shutdown_pool()
                cache = ocr_pool.cache()
                t0 = time.perf_counter()
                check_package(receive([path]), CheckOptions(ocr=True))
                row["cold_cache_s"] = time.perf_counter() - t0
                hits, misses = cache.hits, cache.misses
                t0 = time.perf_counter()
                check_package(receive([path]), CheckOptions(ocr=True))
                row["warm_cache_s"] = time.perf_counter() - t0
                row["warm_cache_hits"] = cache.hits - hits
                row["warm_cache_ocr"] = cache.misses - misses
                row["load_cache"] = os.getloadavg()[0]
            ocr_pool.shutdown_pool()
            ocr_module._engine = None
            results.append(row)
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
    return results


def print_ocr_bench(rows: list[dict[str, Any]]) -> None:
    import os

    from rich.console import Console
    from rich.table import Table

    cores = os.cpu_count() or 1
    counts = sorted({int(k.split("_")[1]) for r in rows for k in r if k.startswith("check_") and k.endswith("_s")})
    console = Console(width=None if sys.stdout.isatty() else 170)
    table = Table(title=f"OCR ({cores} cores): pages per second")
    cols = ["package", "OCR pages", "engine alone p/s"] + [f"check {n} proc p/s" for n in counts] \
        + ["check/engine (1 proc)", f"speed-up {counts[-1]}/1" if counts else "speed-up", "cache: cold s", "re-check s",
           "re-check OCRed"]
    for col in cols:
        table.add_column(col, justify="left" if col == "package" else "right")
    for r in rows:
        if not r.get("ocr_pages"):
            table.add_row(r["package"], "0", *["-"] * (len(cols) - 2))
            continue
        one = r.get(f"check_{counts[0]}_s") if counts else None
        table.add_row(
            r["package"], str(r["ocr_pages"]), _fmt(r["engine_pages_per_s"], 2),
            *[_fmt(r[f"check_{n}_pages_per_s"], 2) for n in counts],
            _fmt(one / r["engine_s"] if one else None, 2),
            _fmt(r[f"check_{counts[0]}_s"] / r[f"check_{counts[-1]}_s"] if counts else None, 2),
            _fmt(r["cold_cache_s"], 1), _fmt(r["warm_cache_s"], 2),
            f"{r['warm_cache_ocr']} of {r['warm_cache_hits'] + r['warm_cache_ocr']}",
        )
    console.print(table)
    for r in rows:
        loads = {k[5:]: v for k, v in r.items() if k.startswith("load_")}
        if loads:
            console.print(f"{r['package']}: 1-min load average after each figure: "
                          + ", ".join(f"{k} {v:.1f}" for k, v in loads.items()))
    console.print("check/engine: time of the whole check with one OCR process over the engine alone on the same "
                  "pages (goal <= 1.2); speed-up: one process's check time over N processes' (goal >= 1.7 on 2 cores).")


# ---------------------------------------------------------------- audit bench (python -m intake.bench --audit N)


def make_archive(root: Path, n: int, *, scanned_every: int = 0, broken_share: float = 0.05) -> Path:
    """A synthetic archive of ``n`` small packages: copies of the examples (each copy its own
    package), one in ``scanned_every`` a 2-page scan (0: none), and ``broken_share`` broken files."""
    import random

    examples = Path(__file__).resolve().parents[1] / "examples"
    kinds = sorted(p for p in examples.iterdir() if p.is_dir())
    scan = make_scanned_package(root.parent / f"{root.name}-scan", pages=2) / "scanned.pdf" if scanned_every else None
    rng = random.Random(16)
    root.mkdir(parents=True, exist_ok=True)
    broken = set(rng.sample(range(n), max(1, round(n * broken_share)))) if broken_share else set()
    for k in range(n):
        target = root / f"pkg-{k:05d}"
        if k in broken:
            target.mkdir()
            (target / "application.pdf").write_bytes(b"%PDF-1.4\n" + bytes(rng.randrange(256) for _ in range(512)))
        elif scan is not None and k % scanned_every == 0:
            target.mkdir()
            shutil.copy(scan, target / "scan.pdf")
        else:
            shutil.copytree(kinds[k % len(kinds)], target)
    return root


def run_audit_bench(n: int, jobs: Sequence[int] = (1, 2), *, dask: bool = True, ocr: bool = False,
                    scanned_every: int = 0,
                    on_row: Callable[[dict[str, Any]], None] | None = None) -> list[dict[str, Any]]:
    """Packages per hour of ``run_audit`` on a fresh synthetic archive for each -j (and a local Dask
    cluster of max(jobs) processes), with the peak RSS of the busiest worker. ``on_row`` gets each
    run's row as it ends (the three runs of a 1,000-package archive take over an hour)."""
    import os

    from intake.audit import run_audit

    rows = []
    # the archive's scans are copies of one scan: with the OCR cache on, all but the first would be free
    saved_cache = os.environ.get("RULEN_OCR_CACHE")
    os.environ["RULEN_OCR_CACHE"] = "off"
    try:
        return _audit_runs(n, jobs, dask=dask, ocr=ocr, scanned_every=scanned_every, rows=rows, on_row=on_row)
    finally:
        if saved_cache is None:
            os.environ.pop("RULEN_OCR_CACHE", None)
        else:
            os.environ["RULEN_OCR_CACHE"] = saved_cache


def _audit_runs(n: int, jobs: Sequence[int], *, dask: bool, ocr: bool, scanned_every: int,
                rows: list[dict[str, Any]],
                on_row: Callable[[dict[str, Any]], None] | None) -> list[dict[str, Any]]:
    import os

    from intake.audit import run_audit

    with tempfile.TemporaryDirectory() as tmp:
        root = make_archive(Path(tmp) / "archive", n, scanned_every=scanned_every)
        runs = [(j, None) for j in jobs] + ([(max(jobs), "local")] if dask else [])
        for j, scheduler in runs:
            out = Path(tmp) / f"out-{j}-{scheduler}"
            load0 = os.getloadavg()[0]
            t0 = time.perf_counter()
            items = run_audit(root, out, workers=j, scheduler=scheduler, options=CheckOptions(ocr=ocr))
            took = time.perf_counter() - t0
            load1 = os.getloadavg()[0]
            rss = [i.worker_rss_mb for i in items if i.worker_rss_mb]
            rows.append({"workers": j, "where": scheduler or "pool", "packages": len(items), "seconds": took,
                         "packages_per_hour": len(items) / took * 3600, "peak_worker_rss_mb": max(rss, default=None),
                         "statuses": dict(Counter(i.status for i in items)),
                         "load": (load0, load1, os.getloadavg()[1])})
            if on_row is not None:
                on_row(rows[-1])
    return rows


ONE_PAGE = Path(__file__).resolve().parents[1] / "examples" / "deficient" / "MCWD_Permit_Application.pdf"


def _wall(cmd: Sequence[str], cwd: Path) -> tuple[float, int]:
    start = time.perf_counter()
    done = subprocess.run(list(cmd), cwd=cwd, capture_output=True, check=False)
    return time.perf_counter() - start, done.returncode


def run_cold_start(pdf: Path = ONE_PAGE, runs: int = 5) -> dict[str, Any]:
    """Wall time of ``rulen check PDF`` in a new process each time (median of ``runs``), beside
    ``pdftotext -layout`` and a bare interpreter start on the same file in the same run.

    Runs alternate (interpreter, pdftotext, check) so a load change on a shared machine hits all
    three alike. Text layer only (``--no-ocr``), JSON to a pipe, as a script would call it.
    """
    import os
    import statistics

    root = Path(__file__).resolve().parents[1]
    pdftotext = shutil.which("pdftotext")
    times: dict[str, list[float]] = {"python": [], "pdftotext": [], "check": []}
    status = None
    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(runs):
            times["python"].append(_wall([sys.executable, "-c", "pass"], root)[0])
            if pdftotext:
                times["pdftotext"].append(_wall([pdftotext, "-layout", str(pdf), str(Path(tmp) / "out.txt")], root)[0])
            seconds, status = _wall([sys.executable, "-m", "intake.cli", "check", str(pdf), "--no-ocr", "--format", "json"], root)
            times["check"].append(seconds)
    median = {k: statistics.median(v) if v else None for k, v in times.items()}
    return {
        "pdf": str(pdf),
        "runs": runs,
        "median_s": median,
        "min_s": {k: min(v) if v else None for k, v in times.items()},
        "ratio_to_pdftotext": median["check"] / median["pdftotext"] if median["pdftotext"] else None,
        "check_exit_status": status,
        "bytecode_cached": not os.environ.get("PYTHONDONTWRITEBYTECODE"),
        "load_average": os.getloadavg(),
    }


def print_cold_start(result: dict[str, Any]) -> None:
    m, lo = result["median_s"], result["min_s"]
    load = ", ".join(f"{x:.1f}" for x in result["load_average"])
    print(f"Cold start, one page ({Path(result['pdf']).name}), median of {result['runs']} fresh processes"
          f" (load average {load}):")
    print(f"  rulen check --no-ocr --format json  {m['check']:.2f} s (min {lo['check']:.2f})"
          f"   exit status {result['check_exit_status']}")
    if m["pdftotext"] is not None:
        print(f"  pdftotext -layout                   {m['pdftotext']:.3f} s (min {lo['pdftotext']:.3f})"
              f"   check is {result['ratio_to_pdftotext']:.0f}x")
    print(f"  python -c pass                      {m['python']:.3f} s (min {lo['python']:.3f})")
    if not result["bytecode_cached"]:
        print("  (PYTHONDONTWRITEBYTECODE is set: every start compiles the .py files without a .pyc)")


def _print_audit_row(row: dict[str, Any]) -> None:
    print(f"-j {row['workers']} {row['where']:5}: {row['packages']} packages in {row['seconds']:.1f} s = "
          f"{row['packages_per_hour']:,.0f} packages/h; peak worker RSS {row['peak_worker_rss_mb']} MB; {row['statuses']}; "
          f"load average {row['load'][0]:.1f} at start, {row['load'][1]:.1f} at end (5-min {row['load'][2]:.1f})",
          flush=True)


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    ocr = "--no-ocr" not in args
    if "--audit" in args:
        n = int(args[args.index("--audit") + 1])
        run_audit_bench(n, ocr=ocr, scanned_every=10 if ocr else 0, on_row=_print_audit_row)
        return 0
    if "--ocr" in args:
        paths = [Path(a) for a in args if a != "--ocr"]
        if not paths:
            paths = [make_scanned_package(Path(tempfile.mkdtemp(prefix="rulen-ocr-bench-")) / "scanned-20-pages")]
        print_ocr_bench(run_ocr_bench(paths))
        return 0
    paths = [Path(a) for a in args if a != "--no-ocr"] or [DEFAULT_PATH]
    missing = [str(p) for p in paths if not p.exists()]
    if missing:
        print(f"not found: {', '.join(missing)}", file=sys.stderr)
        return 2
    print_bench(run_bench(paths, ocr=ocr))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
