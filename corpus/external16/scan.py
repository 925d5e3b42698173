"""Image-only "scanned" copies: how a paper submittal reaches the District after a copier.

Each page is rendered, turned a fraction of a degree, blurred and speckled, and the PDF is
rebuilt from the images alone (no text layer), so only OCR can read it. The noise comes
from a seeded generator, so a rebuild gives the same bytes.
"""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter

DPI = 200
SCANNED_ON = time.strptime("2025-10-14 09:30", "%Y-%m-%d %H:%M")  # fixed, so rebuilds match


def scan_pdf(path: Path, seed: int, dpi: int = DPI) -> int:
    """Replace ``path`` with an image-only copy; returns the page count."""
    rng = np.random.default_rng(seed)
    pdf = pdfium.PdfDocument(str(path))
    images: list[Image.Image] = []
    try:
        for i in range(len(pdf)):
            page = pdf[i]
            img = page.render(scale=dpi / 72).to_pil().convert("L")
            angle = float(rng.uniform(0.3, 1.0)) * (1 if rng.random() < 0.5 else -1)
            img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            img = img.filter(ImageFilter.GaussianBlur(radius=0.6))
            arr = np.asarray(img, dtype=np.int16)
            arr = arr + rng.normal(0, 9, arr.shape).astype(np.int16)
            speck = rng.random(arr.shape) < 0.0015
            arr[speck] = 40
            images.append(Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "L"))
    finally:
        pdf.close()
    images[0].save(str(path), "PDF", resolution=float(dpi), save_all=True, append_images=images[1:],
                   creationDate=SCANNED_ON, modDate=SCANNED_ON)
    return len(images)
