"""Turn a typed letter-size PDF into what a photocopier-scanner gives back: image-only pages.

Rendered at 200 dpi, turned a fraction of a degree, lightly blurred and speckled, then
rebuilt as an image-only PDF, so no text layer survives; the noise is seeded, so the
build stays deterministic.
"""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter

DPI = 200


def scan_pdf(path: Path, seed: int) -> int:
    """Replace ``path`` with a scanned copy of itself; returns the page count."""
    rng = np.random.RandomState(seed)
    pdf = pdfium.PdfDocument(str(path))
    images: list[Image.Image] = []
    try:
        for i in range(len(pdf)):
            page = pdf[i]
            w, h = page.get_size()
            if abs(w - 612) > 1 or abs(h - 792) > 1:
                raise ValueError(f"{path.name} page {i + 1}: scans are letter-size only")
            img = page.render(scale=DPI / 72).to_pil().convert("L")
            angle = float(rng.uniform(0.3, 1.0)) * (1 if rng.rand() < 0.5 else -1)
            img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            img = img.filter(ImageFilter.GaussianBlur(radius=0.6))
            arr = np.asarray(img).astype(np.int16)
            arr = arr + rng.normal(0, 7, arr.shape).astype(np.int16)
            specks = rng.rand(*arr.shape) < 0.0006
            arr[specks] = 40
            images.append(Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8)))
    finally:
        pdf.close()
    fixed = time.gmtime(1793491200)  # a fixed date (2026-11-01) keeps rebuilds byte-identical
    images[0].save(str(path), "PDF", resolution=DPI, save_all=True, append_images=images[1:],
                   creationDate=fixed, modDate=fixed, producer="scanner")
    return len(images)
