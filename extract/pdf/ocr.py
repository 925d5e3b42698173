"""OCR of pages without a usable text layer: pdfium renders, RapidOCR reads.

Scanned permit pages carry the same numbers as born-digital ones, so OCR output is turned
into the same ``Line``/``Cell`` shapes (boxes in PDF points, origin top-left) by the same
row grouping. The orientation classifier is off: in an earlier measurement it silently
dropped lines, and permit scans are upright. The engine is created once per process, on
first use, and never stored in returned objects (they must stay picklable for workers).

Memory: the page is rendered in grayscale at a capped pixel count, and text *detection*
runs on overlapping tiles (the detector's memory grows with the image; a letter page at
300 dpi in one piece peaked at 1.6 GB, in tiles of 1,600 px at ~0.7 GB, in tiles of 800 px
at ~0.4 GB). Boxes cut by a tile edge are merged with their other half before
*recognition*, which reads each box from the whole page, so a number crossing a tile edge
is never read as two numbers. The process hands large freed blocks back to the system
(``_return_freed_memory``, ``_trim_heap``), so a long audit worker's size stays flat. (Recognising one box
at a time instead of RapidOCR's batches of six saves ~100 MB but read worse: 98.5% of
characters and 568/573 numbers, and slower.)

Spaces: the recogniser drops some spaces between words ("builda", "4.26in"); they are put
back from the crop's own blank columns and, where the pixels cannot tell, from spelling
(``extract.pdf.ocr_gaps``, ``extract.pdf.ocr_split``; measured with ``scripts/ocr_spacing.py``).
Only spaces are added: no character, and no digit, is ever changed.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import math
import threading
from typing import Any

import cv2
import numpy as np
import pypdfium2 as pdfium

from extract.pdf.ocr_gaps import Reading, restore_spaces
from extract.pdf.ocr_split import split_glued
from extract.pdf.page import Line
from extract.pdf.rows import Run, runs_to_lines

DPI = 300
MAX_PIXELS = 40_000_000
"""Render cap: a 24x36 in sheet at 300 dpi would be 78 Mpx; above the cap the dpi drops."""

TILE = 800
OVERLAP = 200
"""Detection tiles (pixels, on the page at ``DET_DPI``) and their overlap: a text row is
shorter than the overlap. Measured with ``scripts/ocr_compare.py`` on 63 corpus scan pages
(2026-12-04): tiles of 800 read 98.9% of characters and 571/573 numbers at 4.2 s a page,
tiles of 1,600 98.7-98.8% and 569-571/573 at 4.7-5.1 s (a busier machine), with a peak
~200 MB higher."""

MMAP_THRESHOLD = 4 << 20
"""Blocks above this size (bytes) are mapped apart and unmapped when freed (glibc).

Measured on a 2-page scan checked four times in one worker-like process (2026-12-04): glibc's own
sliding threshold peaked at 551-651 MB; 16 MB at 551-651 MB; 4 MB with the heap trimmed after each
page at 469 MB, then 559-560 MB flat, for ~4% more CPU (7.5 s a check against 7.2 s)."""

DET_DPI = 150
"""Detection runs on the page downscaled to this resolution (4x fewer pixels than 300 dpi,
boxes found as well in measurement); recognition reads the boxes at full resolution."""

MIN_SKEW = 0.3
"""Tilt (degrees) above which rows are grouped on de-rotated boxes."""

MIN_SCORE = 0.5
"""Recognition confidence below which a box's text is dropped (RapidOCR's default)."""

_engine: Any = None
_lock = threading.Lock()

Quad = np.ndarray  # (4, 2) float32: tl, tr, br, bl in page pixels


def get_engine() -> Any:
    """The process's RapidOCR engine, built on first use from the models inside the wheel."""
    global _engine
    if _engine is None:
        with _lock:
            if _engine is None:
                import os

                from rapidocr import RapidOCR

                params = {
                    "Global.use_cls": False,
                    "Global.log_level": "error",
                    "Global.max_side_len": TILE + 64,
                    "Global.text_score": MIN_SCORE,
                }
                threads = os.environ.get("RULEN_OCR_THREADS") or ("1" if os.environ.get("RULEN_IN_WORKER") else "")
                if threads.isdigit() and int(threads) > 0:
                    # one of N worker processes on N cores: one thread each, or they fight
                    params["EngineConfig.onnxruntime.intra_op_num_threads"] = int(threads)
                    params["EngineConfig.onnxruntime.inter_op_num_threads"] = 1
                _return_freed_memory()
                _engine = RapidOCR(params=params)
    return _engine


def _libc() -> Any:
    """The C library, where it is glibc (``mallopt``, ``malloc_trim``); None elsewhere."""
    global _libc_handle
    if _libc_handle is None:
        name = ctypes.util.find_library("c")
        try:
            lib = ctypes.CDLL(name) if name else None
            _libc_handle = lib if lib is not None and hasattr(lib, "mallopt") and hasattr(lib, "malloc_trim") else False
        except OSError:
            _libc_handle = False
    return _libc_handle or None


_libc_handle: Any = None


def _return_freed_memory() -> None:
    """Have glibc map large blocks apart, so memory the detector frees goes back to the system.

    Without it glibc raises its mapping threshold after the first large free and keeps
    later tensors in the heap, where they stay and add up: a process that OCRed a page held
    ~450 MB after it, ~300 MB with the threshold fixed and the heap trimmed. Other C
    libraries: nothing to do.
    """
    lib = _libc()
    if lib is not None:
        lib.mallopt(-3, MMAP_THRESHOLD)  # M_MMAP_THRESHOLD


def _trim_heap() -> None:
    """Give the heap's free pages back after a page is read (the next page's peak starts lower)."""
    lib = _libc()
    if lib is not None:
        lib.malloc_trim(0)


def render_scale(width_pt: float, height_pt: float, dpi: int = DPI) -> float:
    """Pixels per point: ``dpi``/72, lowered so the page stays under ``MAX_PIXELS``."""
    scale = dpi / 72
    pixels = width_pt * scale * height_pt * scale
    if pixels > MAX_PIXELS:
        scale *= math.sqrt(MAX_PIXELS / pixels)
    return scale


def ocr_page(page: pdfium.PdfPage, *, dpi: int = DPI) -> list[Line]:
    """The lines OCR reads on ``page`` (as displayed), boxes in points."""
    image, scale = render_page(page, dpi=dpi)
    return ocr_image(image, scale)


def render_page(page: pdfium.PdfPage, *, dpi: int = DPI) -> tuple[np.ndarray, float]:
    """The page as OCR sees it: a grayscale image and its pixels per point (what the OCR cache hashes)."""
    width, height = page.get_size()
    scale = render_scale(width, height, dpi)
    bitmap = page.render(scale=scale, grayscale=True)
    try:
        image = np.array(bitmap.to_numpy(), copy=True)
    finally:
        bitmap.close()
    if image.ndim == 3:
        image = np.ascontiguousarray(image[:, :, 0])
    return image, scale


def ocr_image(gray: np.ndarray, scale: float, *, spacing: bool = True) -> list[Line]:
    """Lines read from a grayscale image whose pixels are ``scale`` per PDF point.

    ``spacing`` puts back the spaces between words that the recogniser dropped: where the scan
    shows a word gap (``extract.pdf.ocr_gaps``), then where the spelling leaves no doubt
    (``extract.pdf.ocr_split``). It is off only to measure what the repair is worth
    (``scripts/ocr_spacing.py --raw``).
    """
    read = read_image(gray, det_factor=min(1.0, DET_DPI / (scale * 72)), spacing=spacing)
    _trim_heap()
    return lines_from_boxes(read, scale, gray.shape)


def lines_from_boxes(read: list[tuple[str, Quad]], scale: float, shape: tuple[int, ...]) -> list[Line]:
    """Rows and cells, in points, of boxes read on an image of ``shape`` (tilt corrected)."""
    skew = skew_degrees([quad for _, quad in read])
    runs = []
    for text, quad in read:
        shown = _box(quad, scale)
        if abs(skew) >= MIN_SKEW:
            # group rows as if the scan were straight; report the real box
            x0, top, x1, bottom = _box(_rotate(quad, -skew, shape), scale)
            runs.append(Run(text, x0, top, x1, bottom, (x1 - x0) / max(len(text), 1), shown=shown))
        else:
            runs.append(Run(text, *shown, (shown[2] - shown[0]) / max(len(text), 1)))
    return runs_to_lines(runs)


def _box(quad: Quad, scale: float) -> tuple[float, float, float, float]:
    return (
        float(quad[:, 0].min()) / scale,
        float(quad[:, 1].min()) / scale,
        float(quad[:, 0].max()) / scale,
        float(quad[:, 1].max()) / scale,
    )


def skew_degrees(quads: list[Quad]) -> float:
    """The scan's tilt: the median slope of the long text boxes' top edges (0 if unsure).

    The recognizer reads tilted boxes fine (each is straightened), but rows must be grouped
    straight: at 3 degrees a table's rows otherwise interleave (``Event 2.96``).
    """
    angles = []
    for quad in quads:
        dx, dy = float(quad[1, 0] - quad[0, 0]), float(quad[1, 1] - quad[0, 1])
        height = float(np.linalg.norm(quad[3] - quad[0]))
        if dx > 4 * max(height, 1.0):
            angles.append(math.degrees(math.atan2(dy, dx)))
    if len(angles) < 3:
        return 0.0
    return float(np.median(angles))


def _rotate(quad: Quad, degrees: float, shape: tuple[int, ...]) -> Quad:
    """``quad`` turned by ``degrees`` (image coordinates, y down) about the image centre."""
    cy, cx = shape[0] / 2, shape[1] / 2
    rad = math.radians(degrees)
    cos, sin = math.cos(rad), math.sin(rad)
    x, y = quad[:, 0] - cx, quad[:, 1] - cy
    return np.stack([x * cos - y * sin + cx, x * sin + y * cos + cy], axis=1).astype(np.float32)


def read_image(gray: np.ndarray, *, det_factor: float = 1.0, spacing: bool = True) -> list[tuple[str, Quad]]:
    """(text, quad in pixels) for every box read on a grayscale page image.

    Boxes are found on the image scaled by ``det_factor`` and read from the full image.
    """
    small = gray
    if det_factor < 1.0:
        size = (max(1, round(gray.shape[1] * det_factor)), max(1, round(gray.shape[0] * det_factor)))
        small = cv2.resize(gray, size, interpolation=cv2.INTER_AREA)
    fx = gray.shape[1] / small.shape[1]
    fy = gray.shape[0] / small.shape[0]
    found = [(q * np.array([fx, fy], dtype=np.float32), t) for q, t in _detect_tiled(small)]
    quads = [q for q in _merge(found) if np.ptp(q[:, 0]) >= 3 and np.ptp(q[:, 1]) >= 3]
    if not quads:
        return []
    crops = [_crop(gray, q) for q in quads]
    out = []
    for quad, crop, (text, score, reading) in zip(quads, crops, _recognize([_to_rgb(c) for c in crops])):
        if text and text.strip() and score >= MIN_SCORE:
            if spacing:
                text = split_glued(restore_spaces(reading, crop) if reading is not None else text)
            out.append((text.strip(), quad))
    return out


def _to_rgb(gray: np.ndarray) -> np.ndarray:
    return np.ascontiguousarray(np.repeat(gray[:, :, None], 3, axis=2))


def _starts(size: int) -> list[int]:
    if size <= TILE:
        return [0]
    step = TILE - OVERLAP
    starts = list(range(0, size - TILE, step))
    return starts + [size - TILE]


def _detect_tiled(gray: np.ndarray) -> list[tuple[Quad, int]]:
    """Detected text boxes in page pixels, each tagged with the tile it came from."""
    h, w = gray.shape[:2]
    found: list[tuple[Quad, int]] = []
    tile_id = 0
    for ty in _starts(h):
        for tx in _starts(w):
            tile = gray[ty : ty + TILE, tx : tx + TILE]
            tile_id += 1
            if tile.size == 0 or int(tile.min()) > 200:
                continue  # no ink: skip the detector
            for quad in _detect(_to_rgb(tile)):
                found.append((quad + np.array([tx, ty], dtype=np.float32), tile_id))
    return found


def _detect(rgb: np.ndarray) -> list[Quad]:
    result = get_engine()(rgb, use_det=True, use_cls=False, use_rec=False)
    boxes = getattr(result, "boxes", None)
    if boxes is None:
        return []
    return [np.asarray(b, dtype=np.float32).reshape(4, 2) for b in boxes]


def _recognize(crops: list[np.ndarray]) -> list[tuple[str, float, Reading | None]]:
    """(text, confidence, where each character was read) for every crop.

    The character columns come from RapidOCR's word-box decoding; without them (an older
    RapidOCR, its one-by-one fallback, or a decoding that fails on an odd box) the text is
    used as read, spaces unrepaired: a missing position never costs the page.
    """
    engine = get_engine()
    try:
        from rapidocr.ch_ppocr_rec import TextRecInput

        rec = engine._load_rec_model()  # batched recognition of our own crops
    except (ImportError, AttributeError):  # a RapidOCR without these internals: one by one
        out = []
        for crop in crops:
            res = engine(crop, use_det=False, use_cls=False, use_rec=True)
            txts = getattr(res, "txts", None) or ("",)
            scores = getattr(res, "scores", None) or (0.0,)
            out.append((str(txts[0]), float(scores[0]), None))
        return out
    try:
        result = rec(TextRecInput(img=crops, return_word_box=True))
        words = result.word_results or ()
    except (IndexError, ValueError, TypeError):
        result = rec(TextRecInput(img=crops))
        words = ()
    out = []
    for i, (t, s) in enumerate(zip(result.txts, result.scores)):
        out.append((str(t), float(s), _reading(str(t), words[i] if i < len(words) else None)))
    return out


def _reading(text: str, info: Any) -> Reading | None:
    """The character columns of RapidOCR's ``WordInfo`` for ``text`` (None when unusable)."""
    cols = getattr(info, "word_cols", None)
    span = getattr(info, "line_txt_len", 0.0)
    if not cols or not span:
        return None
    try:
        flat = tuple(int(c) for word in cols for c in word)
        return Reading(text=text, cols=flat, span=float(span))
    except (TypeError, ValueError):
        return None


def _rect(quad: Quad) -> tuple[float, float, float, float]:
    return float(quad[:, 0].min()), float(quad[:, 1].min()), float(quad[:, 0].max()), float(quad[:, 1].max())


def _same_text(qa: Quad, qb: Quad) -> bool:
    """Two boxes from different tiles are one text box cut by a tile edge (or read twice).

    Their heights are compared where the two boxes meet (the middle of their shared columns),
    from each box's own top and bottom edges, not from their upright bounding boxes: on a
    tilted scan a line's pieces sit a few pixels apart in height, and with tight line spacing
    the bounding boxes of two neighbouring lines overlap as much as a line's own halves do.
    """
    a, b = _rect(qa), _rect(qb)
    if min(a[2], b[2]) - max(a[0], b[0]) <= -2:
        return False
    x = (max(a[0], b[0]) + min(a[2], b[2])) / 2
    (ta, ba), (tb, bb) = _extent_at(qa, x), _extent_at(qb, x)
    min_h = min(ba - ta, bb - tb)
    return min_h > 0 and min(ba, bb) - max(ta, tb) >= 0.6 * min_h


def _extent_at(quad: Quad, x: float) -> tuple[float, float]:
    """(top, bottom) of ``quad`` (tl, tr, br, bl) in the column ``x`` (clamped to the box)."""

    def edge(p: np.ndarray, q: np.ndarray) -> float:
        if abs(float(q[0] - p[0])) < 1e-6:
            return float(min(p[1], q[1]))
        t = min(1.0, max(0.0, (x - float(p[0])) / float(q[0] - p[0])))
        return float(p[1] + t * (q[1] - p[1]))

    top = edge(quad[0], quad[1])
    bottom = edge(quad[3], quad[2])
    return min(top, bottom), max(top, bottom)


def _merge(found: list[tuple[Quad, int]]) -> list[Quad]:
    """Union boxes of different tiles that are parts (or copies) of one text box."""
    n = len(found)
    parent = list(range(n))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    rects = [_rect(q) for q, _ in found]
    order = sorted(range(n), key=lambda i: rects[i][0])
    for pos, i in enumerate(order):
        for j in order[pos + 1 :]:
            if rects[j][0] > rects[i][2] + 2:
                break
            if found[i][1] != found[j][1] and _same_text(found[i][0], found[j][0]):
                parent[root(j)] = root(i)
    groups: dict[int, list[int]] = {}
    for i in range(n):
        groups.setdefault(root(i), []).append(i)
    quads = []
    for members in groups.values():
        if len(members) == 1:
            quads.append(found[members[0]][0])
        else:
            points = np.concatenate([found[i][0] for i in members]).astype(np.float32)
            quads.append(_ordered(cv2.boxPoints(cv2.minAreaRect(points))))
    return quads


def _ordered(points: np.ndarray) -> Quad:
    s = points.sum(axis=1)
    d = points[:, 1] - points[:, 0]
    return np.array(
        [points[np.argmin(s)], points[np.argmin(d)], points[np.argmax(s)], points[np.argmax(d)]],
        dtype=np.float32,
    )


def _crop(gray: np.ndarray, quad: Quad) -> np.ndarray:
    """The box straightened into its own image (RapidOCR's crop: perspective warp)."""
    from rapidocr.utils.process_img import get_rotate_crop_image

    h, w = gray.shape[:2]
    clipped = np.clip(quad, [0, 0], [w - 1, h - 1]).astype(np.float32)
    return get_rotate_crop_image(gray, clipped)
