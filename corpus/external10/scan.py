"""Turning a drawn letter-size PDF into what a scanner hands back: images only, slightly askew.

Seeded, so a rebuild gives the same bytes: the skew, the speckle and the blur come from
the package's own random generator, not from the clock.
"""

from __future__ import annotations

import io
import time
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter


def scan_pdf(path: Path, seed: int, dpi: int = 200) -> None:
    """Replace ``path`` by an image-only PDF of its pages, each rotated 0.3-1 degrees."""
    rng = np.random.default_rng(seed)
    pdf = pdfium.PdfDocument(str(path))
    images: list[Image.Image] = []
    try:
        for i in range(len(pdf)):
            w, h = pdf[i].get_size()
            if (round(w), round(h)) != (612, 792):
                raise ValueError(f"{path.name} page {i + 1}: scans are letter size only")
            img = pdf[i].render(scale=dpi / 72).to_pil().convert("L")
            angle = float(rng.uniform(0.3, 1.0)) * (1 if rng.random() < 0.5 else -1)
            img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            img = img.filter(ImageFilter.GaussianBlur(radius=0.6))
            arr = np.asarray(img, dtype=np.int16)
            noise = rng.normal(0, 9, arr.shape)
            arr = np.clip(arr + noise, 0, 255).astype(np.uint8)
            speck = rng.random(arr.shape) < 0.0004
            arr[speck] = 40
            images.append(Image.fromarray(arr, mode="L"))
    finally:
        pdf.close()
    buf = io.BytesIO()
    stamp = time.strptime("2026-01-05 09:00:00", "%Y-%m-%d %H:%M:%S")  # fixed, so the bytes do not depend on the clock
    images[0].save(buf, format="PDF", save_all=True, append_images=images[1:], resolution=dpi,
                   creationDate=stamp, modDate=stamp, producer="external10 scanner")
    path.write_bytes(buf.getvalue())
