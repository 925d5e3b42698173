"""Turning a drawn PDF into what a copier makes of it: image-only pages, a little crooked and grey.

The two scanned packages of this set went through an office scanner: no text layer, a
slight skew, speckle and softness. The RNG is seeded per file so a rebuild is identical.
"""

from __future__ import annotations

import time
import zlib
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter

_SCANNED = time.strptime("2026-03-02 09:14:00", "%Y-%m-%d %H:%M:%S")  # fixed, so rebuilds are identical


def scan_pdf(path: Path, seed: int, dpi: int = 200) -> None:
    """Replace ``path`` by an image-only PDF of its pages (letter pages only, as a scanner feeds)."""
    rng = np.random.default_rng(seed + zlib.crc32(path.name.encode()))
    pdf = pdfium.PdfDocument(str(path))
    pages: list[Image.Image] = []
    try:
        for i in range(len(pdf)):
            page = pdf[i]
            w, h = page.get_size()
            if abs(w - 612) > 1 or abs(h - 792) > 1:
                raise ValueError(f"{path.name} page {i + 1}: only letter pages are scanned")
            img = page.render(scale=dpi / 72).to_pil().convert("L")
            angle = float(rng.uniform(0.3, 1.0)) * (1 if rng.random() < 0.5 else -1)
            img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            img = img.filter(ImageFilter.GaussianBlur(radius=0.6))
            arr = np.asarray(img, dtype=np.int16)
            noise = rng.normal(0, 9, arr.shape)
            arr = np.clip(arr + noise - 6, 0, 255).astype(np.uint8)
            pages.append(Image.fromarray(arr, "L"))
    finally:
        pdf.close()
    pages[0].save(str(path), "PDF", resolution=dpi, save_all=True, append_images=pages[1:],
                  creationDate=_SCANNED, modDate=_SCANNED)
