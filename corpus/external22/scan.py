"""Turn a drawn PDF into what a scanner makes of it: image-only pages, slightly skewed and noisy.

Why our own: a scanned package must lose its text layer entirely, so the checker has to OCR it;
the noise is seeded so the build stays deterministic.
"""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter

DPI = 200


def scan_pdf(path: Path, seed: int) -> None:
    """Replace ``path`` by an image-only scan of itself (letter pages only)."""
    rng = np.random.default_rng(seed)
    pdf = pdfium.PdfDocument(str(path))
    pages: list[Image.Image] = []
    for i in range(len(pdf)):
        page = pdf[i]
        w, h = page.get_size()
        if abs(w - 612) > 1 or abs(h - 792) > 1:
            raise ValueError(f"{path.name}: page {i + 1} is not letter size; scans are letter only")
        img = page.render(scale=DPI / 72).to_pil().convert("L")
        angle = float(rng.uniform(0.3, 1.0)) * (1 if rng.random() < 0.5 else -1)
        img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
        arr = np.asarray(img, dtype=np.float32)
        arr = arr + rng.normal(0, 9, arr.shape)
        arr = np.clip(arr * 0.96 + 8, 0, 255).astype(np.uint8)
        img = Image.fromarray(arr, "L").filter(ImageFilter.GaussianBlur(0.6))
        pages.append(img)
    pdf.close()
    stamp = time.strptime("2026-05-01 09:00:00", "%Y-%m-%d %H:%M:%S")  # fixed: a scan date in the file would break determinism
    pages[0].save(path, "PDF", resolution=DPI, save_all=True, append_images=pages[1:],
                  creationDate=stamp, modDate=stamp, producer="Canon DR-C225 II")
