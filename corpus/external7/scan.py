"""Turn a drawn PDF into what a scanner returns: image-only pages, a little crooked and grainy.

Letter-size pages only. Deterministic: the noise comes from a seeded generator and the
PDF is written with fixed dates, so a rebuild is byte-identical.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter

FIXED_DATE = "D:20250301000000"


def scan_pdf(path: Path, seed: int, dpi: int = 200, angle: float = 0.6) -> None:
    """Replace ``path`` with an image-only copy of itself."""
    pdf = pdfium.PdfDocument(str(path))
    rng = np.random.default_rng(seed)
    pages: list[Image.Image] = []
    for i in range(len(pdf)):
        img = pdf[i].render(scale=dpi / 72).to_pil().convert("L")
        turn = angle if i % 2 == 0 else -angle * 0.7
        img = img.rotate(turn, resample=Image.BICUBIC, expand=False, fillcolor=255)
        img = img.filter(ImageFilter.GaussianBlur(radius=0.6))
        arr = np.asarray(img, dtype=np.int16)
        arr = arr + rng.normal(0, 9, arr.shape).astype(np.int16)
        img = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), mode="L")
        pages.append(img)
    pdf.close()
    pages[0].save(str(path), "PDF", resolution=float(dpi), save_all=True, append_images=pages[1:],
                  creationDate=FIXED_DATE, modDate=FIXED_DATE, producer="scanner", title=path.stem)
