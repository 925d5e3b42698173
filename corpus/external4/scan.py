"""Image-only copies of letter-size pages, as an office scanner would make them.

Slight skew, speckle and blur, no text layer: the checker must read these by OCR. Seeded,
and the PDF dates fixed, so a build is byte-for-byte repeatable.
"""

from __future__ import annotations

import io
import time

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter

DPI = 200
FIXED_DATE = time.struct_time((2026, 3, 2, 9, 0, 0, 0, 61, 0))


def scan_pdf(data: bytes, seed: int) -> bytes:
    """Render each page at 200 dpi, rotate 0.3-1 degree, add noise and blur, rebuild as images."""
    rng = np.random.default_rng(seed)
    pdf = pdfium.PdfDocument(data)
    images: list[Image.Image] = []
    try:
        for i in range(len(pdf)):
            w, h = pdf[i].get_size()
            if abs(w - 612) > 1 or abs(h - 792) > 1:
                raise ValueError("only letter-size pages are scanned")
            img = pdf[i].render(scale=DPI / 72).to_pil().convert("L")
            angle = float(rng.uniform(0.3, 1.0)) * (1 if rng.random() < 0.5 else -1)
            img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            arr = np.asarray(img, dtype=np.int16)
            arr = arr + rng.normal(0, 9, arr.shape).astype(np.int16)
            specks = rng.random(arr.shape) < 0.0007
            arr[specks] = 40
            img = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8)).filter(ImageFilter.GaussianBlur(0.6))
            images.append(img)
    finally:
        pdf.close()
    out = io.BytesIO()
    images[0].save(out, format="PDF", save_all=True, append_images=images[1:], resolution=DPI,
                   creationDate=FIXED_DATE, modDate=FIXED_DATE)
    return out.getvalue()
