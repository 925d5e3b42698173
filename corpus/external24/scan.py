"""Turning born-digital pages into what a copier or a fax machine sends back.

Real packages of 2016-2026 arrive as image-only PDFs: printed, run through an office
copier (grayscale, a little skew, JPEG blocks, a dark edge where the lid did not close)
or faxed (1-bit, half vertical resolution). Every page comes back on letter paper; a
larger plan sheet is reduced to fit, as a copier's "fit to page" does. Noise is seeded so
the corpus builds the same bytes every time.
"""

from __future__ import annotations

import io
import time
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
from PIL import Image, ImageFilter


def _render(src: Path, dpi: int) -> list[Image.Image]:
    pdf = pdfium.PdfDocument(str(src))
    try:
        return [pdf[i].render(scale=dpi / 72).to_pil().convert("L") for i in range(len(pdf))]
    finally:
        pdf.close()


def _on_letter(img: Image.Image, dpi: int) -> Image.Image:
    """Fit a page of any size onto letter paper (landscape when the page is wider than tall)."""
    w, h = (11 * dpi, int(8.5 * dpi)) if img.width > img.height else (int(8.5 * dpi), 11 * dpi)
    if abs(img.width - w) <= 2 and abs(img.height - h) <= 2:
        return img.resize((w, h))
    scale = min((w - 0.3 * dpi) / img.width, (h - 0.3 * dpi) / img.height)
    small = img.resize((int(img.width * scale), int(img.height * scale)), Image.LANCZOS)
    page = Image.new("L", (w, h), 255)
    page.paste(small, ((w - small.width) // 2, (h - small.height) // 2))
    return page


def _jpeg(img: Image.Image, quality: int) -> Image.Image:
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=quality)
    buf.seek(0)
    return Image.open(buf).convert("L")


def _copier_page(img: Image.Image, dpi: int, skew: float, rng: np.random.Generator, quality: int, edge: bool) -> Image.Image:
    img = _on_letter(img, dpi)
    img = img.rotate(skew, resample=Image.BICUBIC, fillcolor=255)
    img = img.filter(ImageFilter.GaussianBlur(0.45 * dpi / 200))
    arr = np.asarray(img, dtype=np.float32)
    arr = arr * 0.93 + 8 + rng.normal(0, 7, arr.shape)  # toner grey, paper tone, sensor noise
    if edge:
        band = int(0.12 * dpi)
        ramp = np.linspace(60, 200, band, dtype=np.float32)
        arr[:, :band] = np.minimum(arr[:, :band], ramp[None, :] + rng.normal(0, 10, (arr.shape[0], band)))
    img = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "L")
    return _jpeg(img, quality)


def _save(pages: list[Image.Image], dst: Path, dpi: int) -> None:
    # fixed dates: Pillow stamps "now" otherwise, and two builds would differ
    when = time.gmtime(1767603600)
    pages[0].save(str(dst), "PDF", save_all=True, append_images=pages[1:], resolution=float(dpi),
                  creationDate=when, modDate=when, producer="Copier scan")


def copier(src: Path, dst: Path, *, dpi: int = 200, skews: tuple[float, ...] = (0.8,), seed: int = 0,
           quality: int = 55, edge: bool = True) -> None:
    """A whole document through the copier: one skew per page, cycling through ``skews``."""
    rng = np.random.default_rng(seed)
    pages = [_copier_page(img, dpi, skews[i % len(skews)], rng, quality, edge)
             for i, img in enumerate(_render(src, dpi))]
    _save(pages, dst, dpi)


def fax(src: Path, dst: Path, *, seed: int = 0, skew: float = 0.6) -> None:
    """Standard-mode fax: 204 x 98 dpi, black and white, a few specks."""
    rng = np.random.default_rng(seed)
    out = []
    for img in _render(src, 200):
        img = _on_letter(img, 200).rotate(skew, resample=Image.BICUBIC, fillcolor=255)
        low = img.resize((img.width, img.height // 2), Image.BILINEAR).resize(img.size, Image.NEAREST)
        arr = np.asarray(low, dtype=np.float32) + rng.normal(0, 14, low.size[::-1])
        bw = (arr > 150).astype(np.uint8) * 255
        specks = rng.random(bw.shape) < 0.0006
        bw[specks] = 0
        out.append(Image.fromarray(bw, "L"))
    _save(out, dst, 200)
