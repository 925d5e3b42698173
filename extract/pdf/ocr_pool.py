"""OCR that scales: the pages of one package read across cores, and never read twice.

Two pieces, both below the PDF reader (``extract.pdf.reader`` renders, this module reads):

- :class:`OcrCache`: what OCR read on a page, on disk, keyed by the sha256 of the rendered
  page image (its pixels, shape and scale) and of the OCR settings. A re-check of the same
  package, or the same page in another package, costs a render and a hash, never an OCR.
  The folder is ``--ocr-cache DIR`` / ``$RULEN_OCR_CACHE``, else ``$XDG_CACHE_HOME/rulen/ocr``
  (``~/.cache/rulen/ocr``); ``RULEN_OCR_CACHE=off`` turns it off.
- :class:`OcrRunner`: a process pool sized to the machine (``$RULEN_OCR_WORKERS``, default
  the number of cores; 1, no pool, inside a worker process), started only when a second page needing OCR arrives while the first
  is still waiting: a package with one scanned page never pays for a pool. Its workers run
  one onnxruntime thread each and die with their parent (:func:`die_with_parent`).

pdfium is never called from the pool: the reader renders in its own process (pdfium is not
thread-safe, and a rendered page is plain pixels), and the pool only runs the engine.
"""

from __future__ import annotations

import atexit
import ctypes
import hashlib
import json
import os
import signal
import sys
import threading
import time
from concurrent.futures import Future, ProcessPoolExecutor
from pathlib import Path
from typing import Any

import numpy as np

from extract.pdf.page import Line

CACHE_VERSION = "2"
"""Bumped when what OCR returns for the same pixels changes (engine, settings, spacing repair)."""

PR_SET_PDEATHSIG = 1


def die_with_parent(poll_s: float = 1.0) -> None:
    """Make this (worker) process end when its parent does, even by ``kill -9``.

    Linux: ``prctl(PR_SET_PDEATHSIG, SIGKILL)``. Everywhere, and because the death signal
    follows the parent *thread* that started us: a daemon thread that polls ``os.getppid()``
    and exits the process once we have been re-parented.
    """
    parent = os.getppid()
    if sys.platform.startswith("linux"):
        try:
            libc = ctypes.CDLL("libc.so.6", use_errno=True)
            libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        except (OSError, AttributeError):
            pass
    if os.getppid() != parent or parent == 1:
        os._exit(1)  # the parent died before we could watch it

    def watch() -> None:
        while True:
            time.sleep(poll_s)
            if os.getppid() != parent:
                os._exit(1)

    threading.Thread(target=watch, name="rulen-parent-watch", daemon=True).start()


def worker_init(ocr_workers: int | None = None) -> None:
    """Initializer of every worker process rulen starts (OCR pool, audit pool, Dask workers)."""
    die_with_parent()
    os.environ["OMP_NUM_THREADS"] = "1"
    if ocr_workers is not None:
        os.environ["RULEN_OCR_WORKERS"] = str(ocr_workers)
    os.environ["RULEN_IN_WORKER"] = "1"


# ---------------------------------------------------------------- cache


def default_cache_dir() -> Path | None:
    env = os.environ.get("RULEN_OCR_CACHE")
    if env:
        return None if env.lower() in ("off", "0", "none", "") else Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "rulen" / "ocr"


def image_key(image: np.ndarray, scale: float, spacing: bool = True) -> str:
    digest = hashlib.sha256()
    digest.update(f"v{CACHE_VERSION}|{image.shape}|{image.dtype}|{scale:.6f}|{spacing}|".encode())
    digest.update(np.ascontiguousarray(image).tobytes())
    return digest.hexdigest()


def _line_to_json(line: Line) -> Any:
    return line.model_dump(mode="json") if hasattr(line, "model_dump") else line.__dict__


class OcrCache:
    """Lines read per page image, one small JSON file per key (sharded by its first 2 hex digits)."""

    def __init__(self, folder: Path | None):
        self.folder = folder
        self.hits = 0
        self.misses = 0

    def _path(self, key: str) -> Path:
        assert self.folder is not None
        return self.folder / key[:2] / f"{key}.json"

    def get(self, key: str) -> list[Line] | None:
        if self.folder is None:
            return None
        try:
            raw = json.loads(self._path(key).read_text(encoding="utf-8"))
            lines = [Line.model_validate(x) for x in raw]
        except (OSError, ValueError):
            self.misses += 1
            return None
        self.hits += 1
        return lines

    def put(self, key: str, lines: list[Line]) -> None:
        if self.folder is None:
            return
        path = self._path(key)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_text(json.dumps([_line_to_json(l) for l in lines]), encoding="utf-8")
            os.replace(tmp, path)  # atomic: two workers writing one page never tear it
        except OSError:
            pass  # a read-only or full cache folder costs speed, never the check


_caches: dict[str, OcrCache] = {}


def cache() -> OcrCache:
    """This process's cache for the folder configured now (the environment may change in tests)."""
    folder = default_cache_dir()
    key = str(folder)
    if key not in _caches:
        _caches[key] = OcrCache(folder)
    return _caches[key]


# ---------------------------------------------------------------- pool


def ocr_workers() -> int:
    """OCR processes for one package: ``$RULEN_OCR_WORKERS``, else the cores in a main process and 1 in a
    child process (an audit, eval or web worker: its siblings have the cores, and a multiprocessing child
    that started a pool of its own would not exit)."""
    env = os.environ.get("RULEN_OCR_WORKERS")
    if env:
        try:
            return max(1, int(env))
        except ValueError:
            pass
    import multiprocessing

    if multiprocessing.parent_process() is not None:
        return 1
    return os.cpu_count() or 1


def _ocr_job(image: np.ndarray, scale: float) -> list[Line]:
    from extract.pdf.ocr import ocr_image

    return ocr_image(image, scale)


_pool: ProcessPoolExecutor | None = None
_pool_size = 0


def _get_pool(size: int) -> ProcessPoolExecutor:
    global _pool, _pool_size
    if _pool is None or _pool_size != size:
        if _pool is not None:
            _pool.shutdown(wait=False, cancel_futures=True)
        import multiprocessing

        # spawn: the reader's process holds pdfium and maybe threads; a fork of it is not safe
        _pool = ProcessPoolExecutor(max_workers=size, mp_context=multiprocessing.get_context("spawn"),
                                    initializer=worker_init, initargs=(1,))
        _pool_size = size
    return _pool


def shutdown_pool() -> None:
    global _pool
    if _pool is not None:
        _pool.shutdown(wait=True, cancel_futures=True)
        _pool = None


atexit.register(shutdown_pool)


class Job:
    """One page's OCR: done from the cache, waiting (not yet sent), or running in the pool."""

    def __init__(self, key: str, image: np.ndarray | None, scale: float):
        self.key = key
        self.image = image
        self.scale = scale
        self.lines: list[Line] | None = None
        self.future: Future | None = None
        self.from_cache = False


class OcrRunner:
    """Hands out :class:`Job`s for rendered pages and their lines, in any order asked.

    ``workers`` > 1 and at least two jobs not yet done: they go to the pool. One job alone is
    run here, in this process, when its lines are asked for.
    """

    def __init__(self, workers: int | None = None):
        self.workers = workers if workers is not None else ocr_workers()
        self.cache = cache()
        self.waiting: list[Job] = []
        self.ocr_pages = 0

    def submit(self, image: np.ndarray, scale: float) -> Job:
        key = image_key(image, scale)
        job = Job(key, image, scale)
        hit = self.cache.get(key)
        if hit is not None:
            job.lines, job.from_cache, job.image = hit, True, None
            return job
        self.waiting.append(job)
        running = _pool is not None and _pool_size == self.workers
        if self.workers > 1 and (len(self.waiting) >= 2 or running):
            self._send()  # two to share, or a pool already started: this process need not load the engine
        return job

    def _send(self) -> None:
        pool = _get_pool(self.workers)
        for job in self.waiting:
            job.future = pool.submit(_ocr_job, job.image, job.scale)
            job.image = None
        self.waiting = []

    def result(self, job: Job) -> list[Line]:
        if job.lines is not None:
            return job.lines
        if job.future is None:  # still waiting: nobody to share it with, read it here
            self.waiting = [j for j in self.waiting if j is not job]
            lines = _ocr_job(job.image, job.scale)
            job.image = None
        else:
            lines = job.future.result()
        self.ocr_pages += 1
        self.cache.put(job.key, lines)
        job.lines = lines
        return lines
