"""OCR that scales: a package's scanned pages across a pool of processes, and a cache so a re-check OCRs nothing."""

from __future__ import annotations

import io
from pathlib import Path

import cv2
import numpy as np
import pytest
from PIL import Image
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas

import extract.pdf.ocr_pool as ocr_pool
from extract.pdf.reader import read_pdf
from intake.receive import receive

WORDS = [["Site area: 12.45 acres", "Impervious: 3.87 ac"], ["Freeboard 2.5 ft", "HWL 905.3"]]


def _scan(path: Path, pages: list[list[str]]) -> Path:
    """A PDF of images only (no text layer): each page a 4 x 1.5 in 'scan' of a few lines, at 300 dpi."""
    c = canvas.Canvas(str(path), pagesize=(288, 108))
    for lines in pages:
        img = np.full((450, 1200), 255, np.uint8)
        for k, text in enumerate(lines):
            cv2.putText(img, text, (40, 150 + 170 * k), cv2.FONT_HERSHEY_SIMPLEX, 2.0, 0, 4, cv2.LINE_AA)
        buf = io.BytesIO()
        Image.fromarray(img).save(buf, format="PNG")
        c.drawImage(ImageReader(io.BytesIO(buf.getvalue())), 0, 0, width=288, height=108)
        c.showPage()
    c.save()
    return path


@pytest.fixture()
def cache_dir(tmp_path: Path, monkeypatch) -> Path:
    folder = tmp_path / "ocr-cache"
    monkeypatch.setenv("RULEN_OCR_CACHE", str(folder))
    return folder


def _read(path: Path):
    return read_pdf(receive([path]).files[0], ocr=True)


def test_pages_go_to_the_pool_and_a_recheck_ocrs_nothing(tmp_path: Path, cache_dir: Path, monkeypatch):
    pdf = _scan(tmp_path / "scan.pdf", WORDS)
    monkeypatch.setenv("RULEN_OCR_WORKERS", "2")
    ocr_pool.shutdown_pool()
    entry, pages = _read(pdf)
    assert entry.error is None and entry.ocr_pages == 2 and [p.ocr for p in pages] == [True, True]
    assert ocr_pool._pool is not None  # two pages waiting: they went to the pool
    assert "12.45" in pages[0].text and "905.3" in pages[1].text
    assert len(list(cache_dir.rglob("*.json"))) == 2

    def no_ocr(*_a):
        raise AssertionError("a cached page was OCRed again")

    monkeypatch.setattr(ocr_pool, "_ocr_job", no_ocr)
    ocr_pool.shutdown_pool()
    entry2, pages2 = _read(pdf)
    assert entry2.error is None and entry2.ocr_pages == 2
    assert [p.lines for p in pages2] == [p.lines for p in pages]
    assert ocr_pool._pool is None  # nothing to OCR, no pool started
    ocr_pool.shutdown_pool()


def test_one_page_is_read_in_process_and_the_same_as_in_the_pool(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("RULEN_OCR_CACHE", "off")
    monkeypatch.setenv("RULEN_OCR_WORKERS", "2")
    ocr_pool.shutdown_pool()
    one = _scan(tmp_path / "one.pdf", WORDS[:1])
    entry, pages = _read(one)
    assert entry.ocr_pages == 1 and ocr_pool._pool is None  # a single scanned page never pays for a pool
    monkeypatch.setenv("RULEN_OCR_WORKERS", "1")
    _, alone = _read(_scan(tmp_path / "two.pdf", WORDS))
    assert ocr_pool._pool is None and alone[0].lines == pages[0].lines


def test_cache_key_is_the_image_and_its_scale():
    a = np.zeros((10, 10), np.uint8)
    b = a.copy()
    b[3, 3] = 1
    assert ocr_pool.image_key(a, 4.0) == ocr_pool.image_key(a.copy(), 4.0)
    assert ocr_pool.image_key(a, 4.0) != ocr_pool.image_key(b, 4.0)
    assert ocr_pool.image_key(a, 4.0) != ocr_pool.image_key(a, 2.0)


def test_unwritable_cache_costs_speed_not_the_page(tmp_path: Path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("RULEN_OCR_CACHE", str(blocker / "cache"))  # below a file: cannot be created
    monkeypatch.setenv("RULEN_OCR_WORKERS", "1")
    entry, pages = _read(_scan(tmp_path / "s.pdf", WORDS[1:]))
    assert entry.error is None and "905.3" in pages[0].text


def test_an_audit_of_scanned_packages_ends(tmp_path: Path):
    """Audit workers OCR in their own process: a worker that had started an OCR pool of its own could not exit."""
    import json
    import os
    import subprocess
    import sys

    root = tmp_path / "archive"
    (root / "scan").mkdir(parents=True)
    _scan(root / "scan" / "scan.pdf", WORDS)
    env = dict(os.environ, RULEN_OCR_CACHE="off")
    env.pop("RULEN_OCR_WORKERS", None)
    done = subprocess.run([sys.executable, "-m", "intake.cli", "audit", str(root), "--out", str(tmp_path / "out"), "-j", "1"],
                          env=env, capture_output=True, text=True, timeout=180, cwd=Path(__file__).resolve().parents[1])
    assert done.returncode in (0, 1), done.stderr
    item = json.loads((tmp_path / "out" / "state.jsonl").read_text().splitlines()[0])
    assert item["status"] == "checked" and item["ocr_pages"] == 2
