"""Turn a drawn letter-size PDF into what a scanner at a city front desk returns.

Pages are rendered, tilted a little, blurred and speckled, and rebuilt as image-only
PDFs: the text layer is gone, so only OCR can read them. Seeded, so rebuilds are
byte-identical.
"""

from __future__ import annotations

import io
import time
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter

DPI = 200


def scan_pdf(path: Path, seed: int, *, angles: tuple[float, ...] = (0.4, -0.7, 0.9, -0.35)) -> None:
    """Replace ``path`` with an image-only scan of itself (letter pages only)."""
    pdf = pdfium.PdfDocument(str(path))
    pages: list[Image.Image] = []
    rng = np.random.RandomState(seed)
    for i in range(len(pdf)):
        width, height = pdf[i].get_size()
        if abs(width - 612) > 1 or abs(height - 792) > 1:
            raise ValueError(f"{path.name}: page {i + 1} is not letter size; scans are letter-size only")
        img = pdf[i].render(scale=DPI / 72).to_pil().convert("L")
        img = img.rotate(angles[i % len(angles)], resample=Image.BICUBIC, expand=False, fillcolor=255)
        img = img.filter(ImageFilter.GaussianBlur(0.7))
        arr = np.asarray(img, dtype=np.int16)
        arr = arr + rng.normal(0, 9, arr.shape).astype(np.int16)
        specks = rng.random_sample(arr.shape) < 0.0006
        arr[specks] = 40
        arr = np.clip(arr, 0, 255).astype(np.uint8)
        gray = Image.fromarray(arr, "L")
        buf = io.BytesIO()
        gray.save(buf, "JPEG", quality=72)
        pages.append(Image.open(io.BytesIO(buf.getvalue())))
    pdf.close()
    stamp = time.strptime("2025-11-03 09:12:00", "%Y-%m-%d %H:%M:%S")  # a fixed scan time: rebuilds are byte-identical
    pages[0].save(str(path), "PDF", save_all=True, append_images=pages[1:], resolution=float(DPI),
                  creationDate=stamp, modDate=stamp)
