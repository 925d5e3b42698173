"""OCR of pages without a usable text layer: pdfium renders, RapidOCR reads.

Scanned permit pages carry the same numbers as born-digital ones, so OCR output is turned
into the same ``Line``/``Cell`` shapes (boxes in PDF points, origin top-left) by the same
row grouping. The orientation classifier is off: in an earlier measurement it silently
dropped lines, and permit scans are upright. The engine is created once per process, on
first use, and never stored in returned objects (they must stay picklable for worker
processes). Big sheets are rendered at a capped pixel count and read in overlapping
tiles, so a 24x36 plan sheet cannot blow up memory.
"""

from __future__ import annotations

import math
import threading
from typing import Any

import numpy as np
import pypdfium2 as pdfium

from extract.page import Line
from extract.pdf_rows import Run, runs_to_lines

DPI = 300
MAX_PIXELS = 40_000_000
"""Render cap: a 24x36 in sheet at 300 dpi would be 78 Mpx; above the cap the dpi drops."""

TILE = 2048
OVERLAP = 256
SINGLE_PASS_MAX_SIDE = 3400
"""A letter page at 300 dpi (2550x3300) is read whole; bigger renders are tiled."""

_engine: Any = None
_lock = threading.Lock()


def get_engine() -> Any:
    """The process's RapidOCR engine, built on first use from the models inside the wheel."""
    global _engine
    if _engine is None:
        with _lock:
            if _engine is None:
                from rapidocr import RapidOCR

                _engine = RapidOCR(
                    params={
                        "Global.use_cls": False,
                        "Global.log_level": "error",
                        "Global.max_side_len": SINGLE_PASS_MAX_SIDE + 64,
                    }
                )
    return _engine


def render_scale(width_pt: float, height_pt: float, dpi: int = DPI) -> float:
    """Pixels per point: ``dpi``/72, lowered so the page stays under ``MAX_PIXELS``."""
    scale = dpi / 72
    pixels = width_pt * scale * height_pt * scale
    if pixels > MAX_PIXELS:
        scale *= math.sqrt(MAX_PIXELS / pixels)
    return scale


def ocr_page(page: pdfium.PdfPage, *, dpi: int = DPI) -> list[Line]:
    """The lines OCR reads on ``page`` (as displayed), boxes in points."""
    width, height = page.get_size()
    scale = render_scale(width, height, dpi)
    bitmap = page.render(scale=scale, grayscale=True)
    try:
        image = bitmap.to_numpy().copy()
    finally:
        bitmap.close()
    if image.ndim == 3:
        image = image[:, :, 0]
    return ocr_image(image, scale)


def ocr_image(gray: np.ndarray, scale: float) -> list[Line]:
    """Lines read from a grayscale image whose pixels are ``scale`` per PDF point."""
    runs = [
        Run(text, x0 / scale, top / scale, x1 / scale, bottom / scale, (x1 - x0) / scale / max(len(text), 1))
        for text, (x0, top, x1, bottom) in _read_tiles(gray)
    ]
    return runs_to_lines(runs)


def _read_tiles(gray: np.ndarray) -> list[tuple[str, tuple[float, float, float, float]]]:
    h, w = gray.shape[:2]
    if max(h, w) <= SINGLE_PASS_MAX_SIDE:
        return _read(gray, 0, 0)
    found: list[tuple[str, tuple[float, float, float, float]]] = []
    step = TILE - OVERLAP
    for ty in range(0, max(h - OVERLAP, 1), step):
        for tx in range(0, max(w - OVERLAP, 1), step):
            tile = gray[ty : ty + TILE, tx : tx + TILE]
            # keep a box only where its centre is in this tile's own share of the overlap,
            # so text in an overlap band is read once
            lo_x = tx + (OVERLAP / 2 if tx > 0 else 0)
            lo_y = ty + (OVERLAP / 2 if ty > 0 else 0)
            hi_x = tx + TILE - (OVERLAP / 2 if tx + TILE < w else 0)
            hi_y = ty + TILE - (OVERLAP / 2 if ty + TILE < h else 0)
            for text, box in _read(tile, tx, ty):
                cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
                if lo_x <= cx < hi_x and lo_y <= cy < hi_y:
                    found.append((text, box))
    return found


def _read(gray: np.ndarray, dx: int, dy: int) -> list[tuple[str, tuple[float, float, float, float]]]:
    if gray.size == 0 or int(gray.min()) > 245:
        return []  # blank: skip the engine
    rgb = np.ascontiguousarray(np.repeat(gray[:, :, None], 3, axis=2))
    result = get_engine()(rgb, use_cls=False)
    boxes = getattr(result, "boxes", None)
    texts = getattr(result, "txts", None)
    if boxes is None or texts is None:
        return []
    out = []
    for quad, text in zip(boxes, texts):
        if not text or not str(text).strip():
            continue
        xs = [float(p[0]) for p in quad]
        ys = [float(p[1]) for p in quad]
        out.append((str(text), (min(xs) + dx, min(ys) + dy, max(xs) + dx, max(ys) + dy)))
    return out
