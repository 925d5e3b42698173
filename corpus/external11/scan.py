"""Image-only copies of letter-size packages, as an office scanner would make them.

Pages are rendered, turned a fraction of a degree, speckled and softened, then rebuilt as a
PDF with no text layer. Everything is seeded, so a rebuild gives the same bytes.
"""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter

FIXED_DATE = time.gmtime(1767225600)  # 2026-01-01, so a rebuild gives the same bytes


def scan_pdf(path: Path, seed: int, dpi: int = 200) -> None:
    """Replace the PDF at ``path`` with a scanned (image-only) copy of itself."""
    rng = np.random.default_rng(seed)
    pdf = pdfium.PdfDocument(str(path))
    images: list[Image.Image] = []
    for i in range(len(pdf)):
        page = pdf[i]
        img = page.render(scale=dpi / 72.0).to_pil().convert("L")
        angle = float(rng.uniform(0.3, 1.0)) * (1 if rng.random() < 0.5 else -1)
        img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
        arr = np.asarray(img, dtype=np.int16)
        noise = rng.normal(0, 9, arr.shape)
        specks = rng.random(arr.shape) < 0.0006
        arr = np.clip(arr + noise, 0, 255)
        arr[specks] = 40
        img = Image.fromarray(arr.astype(np.uint8)).filter(ImageFilter.GaussianBlur(0.6))
        images.append(img)
    pdf.close()
    first, rest = images[0], images[1:]
    first.save(str(path), "PDF", resolution=float(dpi), save_all=True, append_images=rest,
               creationDate=FIXED_DATE, modDate=FIXED_DATE, title=path.name)
