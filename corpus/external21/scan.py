"""Turn a text PDF into an image-only "scan": rendered, slightly rotated, noisy, blurred.

Letter pages only. The seed fixes the noise so two builds are byte-for-byte alike.
"""

from __future__ import annotations

import io
import time
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter


def scan_pdf(src: Path, dst: Path, seed: int, dpi: int = 200, angle: float = 0.6) -> int:
    pdf = pdfium.PdfDocument(str(src))
    rng = np.random.default_rng(seed)
    pages: list[Image.Image] = []
    for i in range(len(pdf)):
        img = pdf[i].render(scale=dpi / 72.0).to_pil().convert("L")
        tilt = angle if i % 2 == 0 else -angle * 0.7
        img = img.rotate(tilt, resample=Image.BICUBIC, expand=False, fillcolor=255)
        arr = np.asarray(img, dtype=np.int16)
        arr = arr + rng.normal(0, 9, arr.shape).astype(np.int16)
        speck = rng.random(arr.shape) < 0.0006
        arr[speck] = 40
        img = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8)).filter(ImageFilter.GaussianBlur(0.6))
        pages.append(img)
    pdf.close()
    buf = io.BytesIO()
    stamp = time.strptime("2026-04-15 09:30:00", "%Y-%m-%d %H:%M:%S")  # fixed: Pillow stamps "now" otherwise
    pages[0].save(buf, format="PDF", save_all=True, append_images=pages[1:], resolution=float(dpi),
                  creationDate=stamp, modDate=stamp)
    Path(dst).write_bytes(buf.getvalue())
    return len(pages)
