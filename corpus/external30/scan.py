"""Turn a drawn letter-size PDF into what a scanner at the District front desk gives back."""

from __future__ import annotations

import io
from datetime import datetime
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter

_FIXED = datetime(2027, 3, 1, 9, 0, 0).timetuple()  # a repeatable build needs a fixed date


def scan_pdf(path: Path, seed: int, dpi: int = 200) -> None:
    """Replace ``path`` by an image-only PDF: slight skew, sensor noise and blur, no text layer.

    Seeded, so a build is byte-for-byte repeatable and the truth stays valid.
    """
    rng = np.random.default_rng(seed)
    pdf = pdfium.PdfDocument(str(path))
    pages = []
    for i in range(len(pdf)):
        img = pdf[i].render(scale=dpi / 72).to_pil().convert("L")
        angle = float(rng.uniform(0.3, 1.0)) * (1 if rng.random() < 0.5 else -1)
        img = img.rotate(angle, resample=Image.BICUBIC, fillcolor=255)
        arr = np.asarray(img, dtype=np.float32)
        arr = arr + rng.normal(0, 9, arr.shape)
        arr = np.clip(arr * 0.96 + 6, 0, 255).astype(np.uint8)
        img = Image.fromarray(arr, "L").filter(ImageFilter.GaussianBlur(0.6))
        pages.append(img)
    pdf.close()
    buf = io.BytesIO()
    pages[0].save(buf, "PDF", save_all=True, append_images=pages[1:], resolution=float(dpi),
                  creationDate=_FIXED, modDate=_FIXED)
    Path(path).write_bytes(buf.getvalue())
