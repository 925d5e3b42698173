"""Born-digital letter pages turned into what a copier's scan-to-PDF gives back.

Only pixels survive (no text layer), with a slight tilt, speckle and softness, so a
scanned package can be read only through OCR. Seeded, hence deterministic.
"""

from __future__ import annotations

import io
import time
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter

DPI = 200
SCANNED_AT = time.struct_time((2026, 8, 20, 9, 0, 0, 3, 232, 0))  # fixed, so the bytes are the same on every build


def scan_pdf(path: Path, seed: int) -> None:
    """Replace ``path`` by an image-only copy of itself (letter pages only)."""
    rng = np.random.RandomState(seed)
    doc = pdfium.PdfDocument(str(path))
    images: list[Image.Image] = []
    try:
        for i in range(len(doc)):
            page = doc[i]
            bitmap = page.render(scale=DPI / 72.0)
            img = bitmap.to_pil().convert("L")
            page.close()
            angle = float(rng.uniform(0.3, 1.0)) * (1 if rng.rand() < 0.5 else -1)
            img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
            arr = np.asarray(img, dtype=np.int16)
            noise = rng.normal(0, 9, arr.shape)
            speck = rng.rand(*arr.shape) < 0.0008
            arr = np.clip(arr + noise, 0, 255)
            arr[speck] = 60
            img = Image.fromarray(arr.astype(np.uint8)).filter(ImageFilter.GaussianBlur(0.6))
            images.append(img)
    finally:
        doc.close()
    buf = io.BytesIO()
    images[0].save(buf, format="PDF", save_all=True, append_images=images[1:], resolution=float(DPI),
                   creationDate=SCANNED_AT, modDate=SCANNED_AT)
    Path(path).write_bytes(buf.getvalue())
