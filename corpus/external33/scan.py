"""Turn a drawn PDF into what a copier makes of it: an image-only PDF, a little skewed and noisy.

The words stay where they were drawn, so the truth's page numbers still hold; only the
text layer is gone. Seeded, so a rebuild gives the same pixels.
"""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter

DPI = 200


def scan_pdf(path: Path, seed: int) -> None:
    """Replace ``path`` with a scanned copy (letter-size pages only)."""
    rng = np.random.default_rng(seed)
    pdf = pdfium.PdfDocument(str(path))
    pages: list[Image.Image] = []
    try:
        for i in range(len(pdf)):
            page = pdf[i]
            w, h = page.get_size()
            if max(w, h) > 800:
                raise ValueError(f"{path.name}: page {i + 1} is not letter size; only letter pages are scanned")
            img = page.render(scale=DPI / 72).to_pil().convert("L")
            angle = float(rng.uniform(0.3, 1.0)) * (1 if rng.random() < 0.5 else -1)
            img = img.rotate(angle, resample=Image.BICUBIC, fillcolor=255)
            img = img.filter(ImageFilter.GaussianBlur(radius=float(rng.uniform(0.4, 0.8))))
            arr = np.asarray(img, dtype=np.int16)
            noise = rng.normal(0, 9, arr.shape)
            speckle = rng.random(arr.shape) < 0.0015
            arr = np.clip(arr + noise, 0, 255)
            arr[speckle] = 40
            pages.append(Image.fromarray(arr.astype(np.uint8), "L"))
    finally:
        pdf.close()
    first, rest = pages[0], pages[1:]
    stamp = time.gmtime(1756800900)  # a fixed scan time (2025-09-02) keeps rebuilds byte-identical
    first.save(str(path), "PDF", resolution=DPI, save_all=True, append_images=rest,
               title=path.stem, producer="Canon iR-ADV C5535 scan", creationDate=stamp, modDate=stamp)
