"""Turning a born-digital file into what the filing cabinet gives back: page images only.

Each package's scan has its own habits (resolution, skew, a gray paper tone, a heavy
second-generation photocopy), drawn from a seeded generator so a rebuild gives the same
bytes. Pages stay letter size: a scanner feeds 8.5 x 11.
"""

from __future__ import annotations

import io
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter


@dataclass(frozen=True)
class ScanLook:
    dpi: int = 200
    angle: float = 0.6
    blur: float = 0.5
    noise: float = 6.0
    gray_paper: bool = False
    photocopy: bool = False


def _page_image(bitmap: Image.Image, look: ScanLook, rng: np.random.Generator, page: int) -> Image.Image:
    img = bitmap.convert("L")
    angle = look.angle * (1 if page % 2 else -0.8)
    img = img.rotate(angle, resample=Image.BICUBIC, expand=False, fillcolor=255)
    if look.blur:
        img = img.filter(ImageFilter.GaussianBlur(look.blur))
    a = np.asarray(img).astype(np.float32)
    if look.photocopy:
        a = np.clip((a - 70.0) * 1.9, 0, 255)  # toner spread: darks darker, light strokes gone pale
    if look.gray_paper:
        a = a * 0.86 + 8.0
    a = a + rng.normal(0.0, look.noise, a.shape)
    specks = rng.random(a.shape) < 0.0004
    a[specks] = 40.0
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "L")


def scan_pdf(src: Path, dst: Path, look: ScanLook, seed: int) -> int:
    """Render ``src`` and write an image-only PDF to ``dst``; returns the page count."""
    rng = np.random.default_rng(seed)
    doc = pdfium.PdfDocument(str(src))
    pages = []
    try:
        for i in range(len(doc)):
            bitmap = doc[i].render(scale=look.dpi / 72.0).to_pil()
            pages.append(_page_image(bitmap, look, rng, i + 1))
    finally:
        doc.close()
    buf = io.BytesIO()
    # a fixed scan date: Pillow would otherwise stamp the clock time and no two builds would match
    when = time.gmtime(1456824600)  # 2016-03-01 09:30 UTC
    pages[0].save(buf, format="PDF", save_all=True, append_images=pages[1:], resolution=float(look.dpi),
                  creationDate=when, modDate=when, producer="district archive scan station")
    Path(dst).write_bytes(buf.getvalue())
    return len(pages)
