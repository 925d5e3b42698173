"""Turning a drawn package into what a scanner gives back: image-only, slightly skewed, noisy pages.

The noise comes from a generator seeded by the file's name, so two builds are byte-identical.
"""

from __future__ import annotations

import zlib
import time
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter

DPI = 200


def scan_pdf(path: Path, seed_text: str) -> int:
    """Replace ``path`` with an image-only PDF of its pages; returns the page count."""
    rng = np.random.default_rng(zlib.crc32(seed_text.encode("utf-8")))
    pdf = pdfium.PdfDocument(str(path))
    pages: list[Image.Image] = []
    try:
        for i in range(len(pdf)):
            page = pdf[i]
            img = page.render(scale=DPI / 72.0, grayscale=True).to_pil().convert("L")
            page.close()
            angle = float(rng.uniform(0.3, 1.0)) * (1 if rng.random() < 0.5 else -1)
            img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            img = img.filter(ImageFilter.GaussianBlur(radius=0.6))
            arr = np.asarray(img, dtype=np.float32)
            arr = arr * 0.93 + 12 + rng.normal(0.0, 7.0, arr.shape)  # grey paper, sensor noise
            pages.append(Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), mode="L"))
    finally:
        pdf.close()
    first, rest = pages[0], pages[1:]
    stamp = time.gmtime(1772443800)  # a fixed scan time: Pillow would stamp "now" and break reproducibility
    first.save(str(path), "PDF", resolution=float(DPI), save_all=True, append_images=rest,
               title=path.stem, creationDate=stamp, modDate=stamp)
    return len(pages)
