"""Letter-size documents turned into what an office scanner returns: image-only, tilted, speckled.

Only the pixels survive, so the checker must OCR them. Deterministic for a seed (fixed
noise, fixed rotation, fixed PDF dates).
"""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image

_FIXED = time.gmtime(1714564800)  # 2024-05-01 12:00 UTC


def scan_pdf(path: Path, *, seed: int, dpi: int = 200, angle: float = 0.7) -> None:
    """Replace ``path`` by an image-only copy of itself."""
    rng = np.random.default_rng(seed)
    pdf = pdfium.PdfDocument(str(path))
    images: list[Image.Image] = []
    try:
        for i in range(len(pdf)):
            page = pdf[i]
            img = page.render(scale=dpi / 72).to_pil().convert("L")
            page.close()
            tilt = angle if i % 2 == 0 else -angle * 0.8
            img = img.rotate(tilt, resample=Image.Resampling.BICUBIC, expand=False, fillcolor=255)
            arr = np.asarray(img, dtype=np.int16)
            arr = arr + rng.normal(0, 9, arr.shape).astype(np.int16)
            specks = rng.random(arr.shape) < 0.0006
            arr[specks] = 40
            arr = np.clip(arr, 0, 255).astype(np.uint8)
            images.append(Image.fromarray(arr, "L"))
    finally:
        pdf.close()
    images[0].save(str(path), "PDF", save_all=True, append_images=images[1:], resolution=float(dpi),
                   creationDate=_FIXED, modDate=_FIXED)
