"""Turn a letter-size text PDF into an image-only 'scan': slight skew, grain and blur.

Everything random is seeded, and the PDF dates are fixed, so a build is byte-for-byte repeatable.
"""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter

DPI = 200
FIXED_DATE = time.struct_time((2026, 3, 2, 9, 0, 0, 0, 61, 0))


def scan_pdf(path: Path, seed: int) -> None:
    rng = np.random.default_rng(seed)
    pdf = pdfium.PdfDocument(str(path))
    images = []
    for i in range(len(pdf)):
        img = pdf[i].render(scale=DPI / 72).to_pil().convert("L")
        angle = float(rng.uniform(0.3, 1.0)) * (1 if rng.random() < 0.5 else -1)
        img = img.rotate(angle, resample=Image.BILINEAR, fillcolor=255)
        arr = np.asarray(img, dtype=np.int16)
        arr = arr + rng.normal(0, 9, arr.shape).astype(np.int16)
        img = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8)).filter(ImageFilter.GaussianBlur(0.6))
        images.append(img)
    pdf.close()
    images[0].save(str(path), "PDF", resolution=float(DPI), save_all=True, append_images=images[1:],
                   creationDate=FIXED_DATE, modDate=FIXED_DATE)
