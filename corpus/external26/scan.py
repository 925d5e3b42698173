"""Turn a drawn PDF into what a scanner would hand back: image-only pages, slightly skewed and noisy.

Seeded, so the same package scans to the same bytes every time.
"""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter

DPI = 200


def scan_pdf(path: Path, seed: int) -> None:
    """Replace ``path`` by an image-only copy (200 dpi, 0.3-1 degree skew, light blur and noise)."""
    rng = random.Random(seed)
    pdf = pdfium.PdfDocument(str(path))
    images: list[Image.Image] = []
    for index in range(len(pdf)):
        page = pdf[index]
        w, h = page.get_size()
        if (round(w), round(h)) not in ((612, 792), (792, 612)):
            raise ValueError(f"{path.name}: scanned pages must be letter size, got {w}x{h}")
        img = page.render(scale=DPI / 72).to_pil().convert("L")
        angle = rng.choice((-1, 1)) * rng.uniform(0.3, 1.0)
        img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
        img = img.filter(ImageFilter.GaussianBlur(radius=rng.uniform(0.4, 0.8)))
        noise = np.random.default_rng(seed * 31 + index).normal(0, 9, (img.height, img.width))
        arr = np.clip(np.asarray(img, dtype=np.float32) + noise, 0, 255).astype(np.uint8)
        images.append(Image.fromarray(arr, "L"))
    pdf.close()
    fixed = "2026:03:14 00:00:00"
    images[0].save(str(path), "PDF", resolution=DPI, save_all=True, append_images=images[1:],
                   title=path.stem, author="scanner", creator="scanner", producer="scanner",
                   creationDate=fixed, modDate=fixed)
