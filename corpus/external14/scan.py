"""Turning a drawn PDF into a photocopy: image-only pages, slightly skewed, noisy and soft.

Seeded, with fixed PDF dates, so the same package scans to the same bytes every time.
"""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter

DPI = 200
_FIXED = time.strptime("2025-05-01 12:00:00", "%Y-%m-%d %H:%M:%S")


def scan_in_place(path: Path, seed: int, angle: float) -> None:
    doc = pdfium.PdfDocument(str(path))
    pages: list[Image.Image] = []
    rng = np.random.default_rng(seed)
    for i in range(len(doc)):
        img = doc[i].render(scale=DPI / 72).to_pil().convert("L")
        img = img.rotate(angle if i % 2 == 0 else -angle * 0.7, resample=Image.BILINEAR, fillcolor=255)
        img = img.filter(ImageFilter.GaussianBlur(0.7))
        arr = np.asarray(img, dtype=np.int16) + rng.normal(0, 9, size=(img.height, img.width)).astype(np.int16)
        pages.append(Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "L"))
    doc.close()
    pages[0].save(str(path), "PDF", resolution=DPI, save_all=True, append_images=pages[1:],
                  creationDate=_FIXED, modDate=_FIXED)
