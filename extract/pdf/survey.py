"""What is drawn on a page (images, vector paths, visible or invisible text), and whether a
hidden text layer over a scan is real text or OCR garbage.

Scanners often put an invisible OCR layer over the page image. A good one is better than
our OCR (and free); a bad one ("l1I| Wr$% ,;") would feed nonsense to the fact readers
while hiding the scan from OCR. Only that case is judged here: all text invisible, over an
image, and most of its tokens implausible as words or numbers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from extract.pdf.page import Line
from extract.words.lazy_compile import lazy_compile

MAX_OBJECTS = 20_000
"""Objects looked at per page; a page heavier than this is a drawing, not a scan."""

_WORD = lazy_compile(r"^[A-Za-z]+(?:['\-/][A-Za-z]+)*$")
_NUMBERISH = lazy_compile(r"^[A-Za-z]{0,6}[\d][\d.,/%:+\-]*[A-Za-z]{0,6}$")
_CONSONANTS = lazy_compile(r"[bcdfghjklmnpqrstvwxz]{5,}", re.IGNORECASE)
_VOWEL = lazy_compile(r"[aeiouyAEIOUY]")


@dataclass
class Survey:
    images: int = 0
    paths: int = 0
    text_objects: int = 0
    invisible_text: int = 0
    truncated: bool = False

    @property
    def drawn(self) -> bool:
        return self.images > 0 or self.paths > 0

    @property
    def hidden_text_over_image(self) -> bool:
        return self.images > 0 and self.text_objects > 0 and self.invisible_text >= 0.9 * self.text_objects


def survey(page: pdfium.PdfPage) -> Survey:
    """Count the page's objects by kind (descending into form XObjects), raw and cheap."""
    out = Survey()
    budget = [MAX_OBJECTS]

    def walk(count: int, get, depth: int) -> None:
        for i in range(count):
            if budget[0] <= 0:
                out.truncated = True
                return
            budget[0] -= 1
            obj = get(i)
            kind = pdfium_c.FPDFPageObj_GetType(obj)
            if kind == pdfium_c.FPDF_PAGEOBJ_IMAGE:
                out.images += 1
            elif kind == pdfium_c.FPDF_PAGEOBJ_TEXT:
                out.text_objects += 1
                if pdfium_c.FPDFTextObj_GetTextRenderMode(obj) == pdfium_c.FPDF_TEXTRENDERMODE_INVISIBLE:
                    out.invisible_text += 1
            elif kind in (pdfium_c.FPDF_PAGEOBJ_PATH, pdfium_c.FPDF_PAGEOBJ_SHADING):
                out.paths += 1
            elif kind == pdfium_c.FPDF_PAGEOBJ_FORM and depth < 4:
                walk(pdfium_c.FPDFFormObj_CountObjects(obj), lambda j, o=obj: pdfium_c.FPDFFormObj_GetObject(o, j), depth + 1)

    raw = page.raw
    walk(pdfium_c.FPDFPage_CountObjects(raw), lambda i: pdfium_c.FPDFPage_GetObject(raw, i), 0)
    return out


def plausible_share(lines: list[Line]) -> float:
    """Share of tokens that look like words or numbers (1.0 when there are no tokens)."""
    tokens = [t.strip(".,;:()[]{}\"'!?*•") for line in lines for t in line.text.split()]
    tokens = [t for t in tokens if t]
    if not tokens:
        return 1.0
    good = 0
    for token in tokens:
        if _NUMBERISH.match(token):
            good += 1
        elif _WORD.match(token) and not _CONSONANTS.search(token) and (_VOWEL.search(token) or len(token) <= 3):
            good += 1
    return good / len(tokens)


def hidden_layer_is_garbage(found: Survey, lines: list[Line]) -> bool:
    """An invisible layer over a scan whose tokens are mostly not words or numbers."""
    return found.hidden_text_over_image and plausible_share(lines) < 0.5
