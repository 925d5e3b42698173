"""Turn a text PDF into what a photocopier-scanner returns: image-only pages, skewed and specked.

Deterministic (a seeded generator) so the build is reproducible; letter pages only, as
the brief for this set asks.
"""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image


def scan_pdf(src: Path, dst: Path, seed: int, dpi: int = 200) -> int:
    """Rasterise ``src`` at ``dpi``, rotate each page by 0.5-1 degree, add light noise, write ``dst``."""
    rng = np.random.default_rng(seed)
    pdf = pdfium.PdfDocument(str(src))
    pages: list[Image.Image] = []
    try:
        for i in range(len(pdf)):
            img = pdf[i].render(scale=dpi / 72).to_pil().convert("L")
            angle = float(rng.uniform(0.5, 1.0)) * (1 if rng.random() < 0.5 else -1)
            img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            arr = np.asarray(img, dtype=np.int16)
            arr = arr + rng.normal(0, 9, arr.shape).astype(np.int16)
            specks = rng.random(arr.shape) < 0.0004
            arr[specks] = 40
            pages.append(Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8)))
    finally:
        pdf.close()
    dst.parent.mkdir(parents=True, exist_ok=True)
    stamp = time.gmtime(1756684800)  # a fixed date keeps the build reproducible
    pages[0].save(str(dst), "PDF", resolution=dpi, save_all=True, append_images=pages[1:],
                  creationDate=stamp, modDate=stamp, producer="Office scanner")
    return len(pages)
