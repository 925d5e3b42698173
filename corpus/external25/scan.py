"""Turn a drawn PDF into what a copier makes of it: image-only pages, a little askew and grainy.

A scanned package tests the OCR path; its truth is unchanged because the words and their
pages are the same. Noise comes from a seeded generator so the build is repeatable.
"""

from __future__ import annotations

import io
import time
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter

DPI = 220
FIXED_DATE = time.gmtime(1767225600)  # a fixed stamp keeps the build byte-for-byte repeatable


def scan_pdf(path: Path, seed: int) -> None:
    """Replace ``path`` by an image-only copy (letter pages only)."""
    rng = np.random.RandomState(seed)
    pdf = pdfium.PdfDocument(str(path))
    images: list[Image.Image] = []
    try:
        for i in range(len(pdf)):
            page = pdf[i]
            img = page.render(scale=DPI / 72).to_pil().convert("L")
            angle = float(rng.uniform(0.3, 1.0)) * (1 if rng.rand() > 0.5 else -1)
            img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            arr = np.asarray(img, dtype=np.float32)
            arr = arr + rng.normal(0.0, 9.0, arr.shape).astype(np.float32)
            img = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
            img = img.filter(ImageFilter.GaussianBlur(radius=0.6))
            images.append(img)
    finally:
        pdf.close()
    buf = io.BytesIO()
    images[0].save(buf, format="PDF", save_all=True, append_images=images[1:], resolution=DPI,
                   creationDate=FIXED_DATE, modDate=FIXED_DATE, producer="copier")
    Path(path).write_bytes(buf.getvalue())
