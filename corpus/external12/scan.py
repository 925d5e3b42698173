"""A photocopier's version of a letter-size PDF: tilted, slightly blurred, speckled, image only.

The text layer is gone afterwards, so the package can only be read through OCR. Seeded, so
the same input gives the same bytes.
"""

from __future__ import annotations

import io
import time
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter

DPI = 200


def scan_pdf(src: Path, dst: Path, seed: int) -> int:
    """Replace ``dst`` with an image-only copy of ``src``; returns the page count."""
    rng = np.random.default_rng(seed)
    pdf = pdfium.PdfDocument(str(src))
    images: list[Image.Image] = []
    try:
        for i in range(len(pdf)):
            page = pdf[i]
            w, h = page.get_size()
            if abs(w - 612) > 1 or abs(h - 792) > 1:
                raise ValueError(f"page {i + 1} of {src.name} is not letter size; scans are letter only")
            img = page.render(scale=DPI / 72).to_pil().convert("L")
            angle = float(rng.uniform(0.3, 1.0)) * (1 if rng.random() < 0.5 else -1)
            img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            img = img.filter(ImageFilter.GaussianBlur(radius=0.6))
            arr = np.asarray(img, dtype=np.int16)
            noise = rng.normal(0, 9, arr.shape)
            speck = rng.random(arr.shape) < 0.0007
            arr = np.clip(arr + noise, 0, 255)
            arr[speck] = 40
            images.append(Image.fromarray(arr.astype(np.uint8), "L"))
    finally:
        pdf.close()
    buf = io.BytesIO()
    fixed = time.gmtime(1735689600)  # no clock in the bytes: same input, same file
    images[0].save(buf, format="PDF", save_all=True, append_images=images[1:], resolution=DPI,
                   creationDate=fixed, modDate=fixed)
    dst.write_bytes(buf.getvalue())
    return len(images)
