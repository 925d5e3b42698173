"""Scanned copies: letter pages rasterised, tilted under a degree, blurred and speckled.

The text layer is gone afterwards, as with a real office scanner, so only OCR can read it.
Deterministic for a seed, so two builds give the same bytes.
"""

from __future__ import annotations

import io
import random
import time
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter

DPI = 200
SCANNED_ON = time.strptime("2026-05-14 09:30:00", "%Y-%m-%d %H:%M:%S")  # fixed, so two builds give the same bytes


def scan_in_place(path: Path, seed: int) -> int:
    """Replace ``path`` by an image-only copy; returns the number of pages."""
    rng = random.Random(seed)
    pdf = pdfium.PdfDocument(str(path))
    pages: list[Image.Image] = []
    try:
        for page in pdf:
            img = page.render(scale=DPI / 72.0, grayscale=True).to_pil().convert("L")
            pages.append(_degrade(img, rng))
            page.close()
    finally:
        pdf.close()
    buf = io.BytesIO()
    pages[0].save(buf, format="PDF", save_all=True, append_images=pages[1:], resolution=float(DPI),
                  creationDate=SCANNED_ON, modDate=SCANNED_ON)
    path.write_bytes(buf.getvalue())
    return len(pages)


def _degrade(img: Image.Image, rng: random.Random) -> Image.Image:
    angle = rng.choice([-1, 1]) * rng.uniform(0.3, 1.0)
    img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    img = img.filter(ImageFilter.GaussianBlur(radius=rng.uniform(0.3, 0.7)))
    arr = np.asarray(img, dtype=np.int16)
    noise = np.random.default_rng(rng.randrange(1 << 30)).normal(0, rng.uniform(3, 7), arr.shape)
    arr = np.clip(arr + noise - rng.uniform(0, 8), 0, 255).astype(np.uint8)
    return Image.fromarray(arr, mode="L")
