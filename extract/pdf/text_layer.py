"""The text layer of one PDF page, read with pdfium, as lines and cells with boxes.

pdfium is used character by character (unicode, loose box, angle): its own "rects" break
at every font change and would split ``remain`` + ``d`` into two runs, while characters let
us split words at real gaps only. Boxes are converted from PDF user space (origin
bottom-left, unrotated) to the page as displayed (origin top-left, /Rotate applied), so a
/Rotate 90 plan sheet reads left to right like a person sees it.
"""

from __future__ import annotations

import math
import unicodedata
from dataclasses import dataclass, field

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from extract.pdf.page import Line
from extract.pdf.rows import Run, runs_to_lines, single_line

WORD_GAP_HEIGHTS = 0.25
"""Consecutive characters further apart than this share of their height are two words."""

SAMPLE_EVERY = 32
"""Every n-th character's render mode is looked at, to spot an invisible OCR layer cheaply."""

GARBAGE_SHARE = 0.3
"""A text layer with more than this share of unmappable characters is not usable."""


@dataclass
class TextLayer:
    """What a page's text layer gave: its lines, and how much of it is real text."""

    lines: list[Line] = field(default_factory=list)
    chars: int = 0
    bad_chars: int = 0
    sampled: int = 0
    invisible: int = 0

    @property
    def invisible_share(self) -> float:
        """Share of sampled characters drawn invisibly (render mode 3: an OCR layer)."""
        return self.invisible / self.sampled if self.sampled else 0.0

    @property
    def garbage(self) -> bool:
        """Mostly unmappable glyphs (broken font encodings, private-use codes)."""
        return self.chars > 0 and self.bad_chars / self.chars > GARBAGE_SHARE


@dataclass
class _Geometry:
    """User space → displayed page, for a page's crop box and /Rotate."""

    x0: float
    y0: float
    width: float  # unrotated
    height: float
    rotation: int

    def point(self, x: float, y: float) -> tuple[float, float]:
        u, v = x - self.x0, y - self.y0
        if self.rotation == 90:
            return v, u
        if self.rotation == 180:
            return self.width - u, v
        if self.rotation == 270:
            return self.height - v, self.width - u
        return u, self.height - v

    def box(self, left: float, bottom: float, right: float, top: float) -> tuple[float, float, float, float]:
        ax, ay = self.point(left, bottom)
        bx, by = self.point(right, top)
        return min(ax, bx), min(ay, by), max(ax, bx), max(ay, by)


def page_geometry(page: pdfium.PdfPage) -> _Geometry:
    left, bottom, right, top = page.get_cropbox()
    rotation = page.get_rotation() % 360
    return _Geometry(left, bottom, right - left, top - bottom, rotation)


_NORMALIZE = str.maketrans(
    {
        "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2212": "-", "\u00ad": "-",
        "\ufb00": "ff", "\ufb01": "fi", "\ufb02": "fl", "\ufb03": "ffi", "\ufb04": "ffl",
    }
)
"""Hyphen look-alikes and ligatures a reader would otherwise miss ("2\u2010year", "de\ufb01ned")."""


def _is_bad(ch: str, code: int) -> bool:
    if ch == "\ufffd" or 0xE000 <= code <= 0xF8FF:
        return True
    return unicodedata.category(ch) in ("Cc", "Cs", "Co", "Cn")


def read_text_layer(page: pdfium.PdfPage, textpage: pdfium.PdfTextPage) -> TextLayer:
    """Lines of ``page``'s text layer in displayed coordinates; never the raw stream order."""
    geo = page_geometry(page)
    raw_tp = textpage.raw
    count = pdfium_c.FPDFText_CountChars(raw_tp)
    rect = pdfium_c.FS_RECTF()
    get_unicode = pdfium_c.FPDFText_GetUnicode
    map_error = pdfium_c.FPDFText_HasUnicodeMapError
    get_box = pdfium_c.FPDFText_GetLooseCharBox
    get_angle = pdfium_c.FPDFText_GetCharAngle
    upright = geo.rotation == 0
    gx, gy, gh = geo.x0, geo.y0, geo.height
    words: list[Run] = []
    rotated: list[list[Run]] = []
    word: list[str] = []
    wx0 = wtop = wx1 = wbottom = 0.0
    prev = (0.0, 0.0, 0.0, 0.0)
    cur_rot: list[Run] = []
    cur_rot_angle: int | None = None
    chars = bad = sampled = invisible = 0

    def flush_word() -> None:
        if word:
            text = "".join(word).translate(_NORMALIZE)
            words.append(Run(text, wx0, wtop, wx1, wbottom, (wx1 - wx0) / len(word)))
            word.clear()

    def flush_rot() -> None:
        nonlocal cur_rot_angle
        if cur_rot:
            rotated.append(list(cur_rot))
            cur_rot.clear()
        cur_rot_angle = None

    for i in range(count):
        code = get_unicode(raw_tp, i)
        if code == 2:
            code = 0x2D  # pdfium's mark for a hyphen at a line end
        if code <= 32 or code >= 0x110000:  # spaces, line ends, controls: a word break
            flush_word()
            if cur_rot and cur_rot[-1].text != " ":
                last = cur_rot[-1]
                cur_rot.append(Run(" ", last.x0, last.top, last.x1, last.bottom, 0.0))
            continue
        ch = chr(code)
        if code >= 0x7F:
            if ch.isspace():
                flush_word()
                continue
            if _is_bad(ch, code):
                bad += 1
        chars += 1
        if map_error(raw_tp, i) == 1:
            bad += 1
        if chars % SAMPLE_EVERY == 1:
            obj = pdfium_c.FPDFText_GetTextObject(raw_tp, i)
            if obj:
                sampled += 1
                if pdfium_c.FPDFTextObj_GetTextRenderMode(obj) == pdfium_c.FPDF_TEXTRENDERMODE_INVISIBLE:
                    invisible += 1
        if not get_box(raw_tp, i, rect):
            continue
        if upright:
            box = (rect.left - gx, gh - (rect.top - gy), rect.right - gx, gh - (rect.bottom - gy))
        else:
            box = geo.box(rect.left, rect.bottom, rect.right, rect.top)
        angle = get_angle(raw_tp, i)
        disp = int(round((math.degrees(angle) if angle >= 0 else 0.0) + geo.rotation)) % 360
        if disp > 350 or disp < 10:
            if cur_rot_angle is not None:
                flush_rot()
            if word:
                height = max(min(prev[3] - prev[1], box[3] - box[1]), 0.1)
                overlap = min(prev[3], box[3]) - max(prev[1], box[1])
                gap = box[0] - prev[2]
                if overlap < 0.5 * height or gap > WORD_GAP_HEIGHTS * height or gap < -0.5 * height:
                    flush_word()
            if word:
                wx0, wtop = min(wx0, box[0]), min(wtop, box[1])
                wx1, wbottom = max(wx1, box[2]), max(wbottom, box[3])
            else:
                wx0, wtop, wx1, wbottom = box
            word.append(ch)
            prev = box
        else:
            flush_word()
            bucket = (disp + 45) // 90 % 4
            if cur_rot_angle is not None and (bucket != cur_rot_angle or _far(cur_rot[-1], box)):
                flush_rot()
            cur_rot_angle = bucket
            cur_rot.append(Run(ch.translate(_NORMALIZE), *box, char_width=min(box[2] - box[0], box[3] - box[1])))
    flush_word()
    flush_rot()
    lines = runs_to_lines(words)
    for seq in rotated:
        lines.append(_rotated_line(seq))
    return TextLayer(lines=lines, chars=chars, bad_chars=bad, sampled=sampled, invisible=invisible)


def _far(prev: Run, box: tuple[float, float, float, float]) -> bool:
    size = max(prev.x1 - prev.x0, prev.bottom - prev.top, 1.0)
    dx = (box[0] + box[2]) / 2 - (prev.x0 + prev.x1) / 2
    dy = (box[1] + box[3]) / 2 - (prev.top + prev.bottom) / 2
    return math.hypot(dx, dy) > 3 * size


def _rotated_line(seq: list[Run]) -> Line:
    """Vertical or upside-down text (plan labels): the characters in reading order, one cell."""
    text = "".join(r.text for r in seq).strip()
    merged = Run(text, min(r.x0 for r in seq), min(r.top for r in seq),
                 max(r.x1 for r in seq), max(r.bottom for r in seq), 0.0)
    return single_line([merged])
