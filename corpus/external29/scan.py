"""Turn a drawn PDF into what a scanner hands back: image-only pages, a little crooked and noisy.

Letter-size pages only (the brief's scans). Deterministic: the tilt and noise come from a
seeded generator, and the PDF dates are fixed, so two builds give the same bytes.
"""

from __future__ import annotations

import random
import time
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter

DPI = 200
FIXED_DATE = time.struct_time((2024, 5, 14, 9, 30, 0, 1, 135, 0))


def scan_pdf(path: Path, seed: int) -> None:
    """Replace ``path`` with an image-only copy of itself (200 dpi, 0.3-1 degree tilt, light noise)."""
    rnd = random.Random(seed)
    noise = np.random.default_rng(seed)
    pdf = pdfium.PdfDocument(str(path))
    images: list[Image.Image] = []
    try:
        for page in pdf:
            img = page.render(scale=DPI / 72).to_pil().convert("L")
            angle = rnd.uniform(0.3, 1.0) * rnd.choice((-1, 1))
            img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            arr = np.asarray(img, dtype=np.int16)
            arr = arr + noise.normal(0, 9, arr.shape).astype(np.int16) - 6
            img = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "L")
            img = img.filter(ImageFilter.GaussianBlur(0.6))
            images.append(img)
    finally:
        pdf.close()
    images[0].save(str(path), "PDF", resolution=DPI, save_all=True, append_images=images[1:],
                   creationDate=FIXED_DATE, modDate=FIXED_DATE, title=path.stem)
