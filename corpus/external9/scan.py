"""Turn a drawn PDF into an image-only "archive scan" in place.

A district's archive holds paper that went through a copier and a scanner: slightly
skewed, speckled, a little soft, sometimes grey. The pages keep their count and order, so
the truth recorded while drawing still points at the right page; no text layer survives.
"""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter


def _degrade(img: Image.Image, rng: np.random.RandomState, angle: float, noise: float,
             blur: float, grey: int) -> Image.Image:
    img = img.convert("L").rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    if blur:
        img = img.filter(ImageFilter.GaussianBlur(blur))
    arr = np.asarray(img, dtype=np.float32)
    if grey:
        # a darker photocopy: paper goes grey, ink stays dark
        arr = arr * (255 - grey) / 255.0
    arr = arr + rng.normal(0.0, noise, arr.shape)
    specks = rng.random_sample(arr.shape) < 0.0004
    arr[specks] = 40
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), mode="L")


def scan_pdf(path: Path, *, seed: int, dpi: int, angle: float, noise: float, blur: float, grey: int) -> None:
    """Replace ``path`` by an image-only PDF of its pages (letter-size pages only)."""
    rng = np.random.RandomState(seed)
    pdf = pdfium.PdfDocument(str(path))
    pages = []
    for i in range(len(pdf)):
        page = pdf[i]
        w, h = page.get_size()
        if sorted((round(w), round(h))) != [612, 792]:
            raise ValueError(f"{path.name} page {i + 1}: scans are letter-size only, got {w:.0f}x{h:.0f}")
        bitmap = page.render(scale=dpi / 72.0)
        img = bitmap.to_pil()
        jitter = float(rng.uniform(-0.05, 0.05))  # keeps every page within 0.3-1.2 degrees
        pages.append(_degrade(img, rng, angle + jitter, noise, blur, grey))
    pdf.close()
    stamp = time.gmtime(1238544000)  # fixed dates keep the build byte-for-byte repeatable
    pages[0].save(str(path), "PDF", resolution=float(dpi), save_all=True, append_images=pages[1:],
                  title=path.name, creationDate=stamp, modDate=stamp)
