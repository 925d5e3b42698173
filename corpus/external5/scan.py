"""Turn a text PDF into what a scanner makes of it: page images, slightly skewed and noisy.

Only letter-size pages are scanned (a desktop scanner's bed), at 200-300 dpi.
"""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter


def scan_pdf(src: Path, dst: Path, seed: int) -> None:
    rnd = random.Random(seed)
    pdf = pdfium.PdfDocument(str(src))
    images = []
    dpi = rnd.choice([200, 240, 300])
    try:
        for i in range(len(pdf)):
            img = pdf[i].render(scale=dpi / 72).to_pil().convert("L")
            angle = rnd.uniform(0.3, 1.0) * rnd.choice([-1, 1])
            img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            arr = np.asarray(img, dtype=np.int16)
            noise = np.random.default_rng(seed * 100 + i).normal(0, 9, arr.shape)
            arr = np.clip(arr + noise, 0, 255).astype(np.uint8)
            img = Image.fromarray(arr).filter(ImageFilter.GaussianBlur(0.6))
            images.append((img, dpi))
    finally:
        pdf.close()
    first, dpi = images[0]
    first.save(dst, "PDF", resolution=float(dpi), save_all=True, append_images=[im for im, _ in images[1:]])
