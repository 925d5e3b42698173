"""Turning born-digital PDFs into what a scanner gives back: tilted, noisy, image-only pages.

Scanned packages test the OCR path; nothing of the original text layer survives, so the
only way to read them is to look at the pixels. Deterministic for a seed.
"""

from __future__ import annotations

import io
import random
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas


def scan_pdf(src: Path, dst: Path, rng: random.Random, dpi: int = 200) -> int:
    """Rasterise ``src`` page by page and write an image-only ``dst``; returns the page count."""
    pdf = pdfium.PdfDocument(str(src))
    try:
        images: list[tuple[Image.Image, float, float]] = []
        for page in pdf:
            w, h = page.get_size()
            bitmap = page.render(scale=dpi / 72.0, grayscale=True)
            img = bitmap.to_pil().convert("L")
            images.append((_degrade(img, rng), w, h))
            page.close()
    finally:
        pdf.close()
    dst.parent.mkdir(parents=True, exist_ok=True)
    c = canvas.Canvas(str(dst), pagesize=(images[0][1], images[0][2]), invariant=1)
    for img, w, h in images:
        c.setPageSize((w, h))
        buf = io.BytesIO()
        img.save(buf, format="JPEG", quality=70)
        buf.seek(0)
        c.drawImage(ImageReader(buf), 0, 0, width=w, height=h)
        c.showPage()
    c.save()
    return len(images)


def _degrade(img: Image.Image, rng: random.Random) -> Image.Image:
    angle = rng.choice([-1, 1]) * rng.uniform(0.3, 1.5)
    img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    if rng.random() < 0.6:
        img = img.filter(ImageFilter.GaussianBlur(radius=rng.uniform(0.3, 0.8)))
    arr = np.asarray(img, dtype=np.int16)
    noise = np.random.default_rng(rng.randrange(1 << 30)).normal(0, rng.uniform(4, 10), arr.shape)
    arr = np.clip(arr + noise - rng.uniform(0, 12), 0, 255).astype(np.uint8)
    return Image.fromarray(arr, mode="L")
