"""Turning a drawn package into what a scanner at a front desk produces.

Pages are rendered at 200 dpi, turned a fraction of a degree, given sensor noise and a
slight blur, and rebuilt as image-only PDFs: no text layer survives, so only OCR can read
them. The noise is seeded, so the same package scans the same way every build.
"""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter

DPI = 200


def _scan_page(img: Image.Image, rng: np.random.Generator) -> Image.Image:
    gray = img.convert("L")
    angle = float(rng.uniform(0.3, 1.0)) * (1 if rng.random() < 0.5 else -1)
    gray = gray.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    arr = np.asarray(gray, dtype=np.float32)
    arr = arr * 0.93 + 10 + rng.normal(0, 9, arr.shape)
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    return out.filter(ImageFilter.GaussianBlur(0.6))


def scan_file(path: Path, rng: np.random.Generator) -> None:
    pdf = pdfium.PdfDocument(str(path))
    pages = []
    for page in pdf:
        bitmap = page.render(scale=DPI / 72)
        pages.append(_scan_page(bitmap.to_pil(), rng))
    pdf.close()
    stamp = time.gmtime(1793534400)  # a fixed scan date keeps the build byte-for-byte repeatable
    pages[0].save(str(path), "PDF", resolution=DPI, save_all=True, append_images=pages[1:],
                  creationDate=stamp, modDate=stamp)


def scan_package(pkg_dir: Path, files: list[str], seed: int) -> None:
    rng = np.random.default_rng(seed)
    for rel in sorted(files):
        scan_file(Path(pkg_dir) / rel, rng)
