"""A second reader for files pdfium refuses: pdfplumber (pdfminer), which repairs some
broken cross-reference tables pdfium gives up on (e.g. a damaged linearized file).

Only used after pdfium failed with a format error, so its ~50x slower speed costs nothing
on healthy files. Pages come out as the same lines and cells; nothing is rendered, so such
pages cannot be OCRed.
"""

from __future__ import annotations

import io

from extract.pdf.page import Page
from extract.pdf.rows import Run, runs_to_lines
from extract.pdf.source import ReceivedFile

MAX_BYTES = 100_000_000
"""Bigger broken files are not retried: pdfminer on them can take minutes."""


def read_with_pdfplumber(file: ReceivedFile, max_pages: int) -> list[Page] | None:
    """Pages of ``file`` as pdfplumber reads them, or None if it cannot read them either."""
    if file.size > MAX_BYTES:
        return None
    try:
        import pdfplumber

        source = io.BytesIO(file.data) if file.data is not None else file.path
        pages: list[Page] = []
        with pdfplumber.open(source) as pdf:
            if not pdf.pages or len(pdf.pages) > max_pages:
                return None
            for number, page in enumerate(pdf.pages, start=1):
                try:
                    runs = [
                        Run(w["text"], float(w["x0"]), float(w["top"]), float(w["x1"]), float(w["bottom"]),
                            (float(w["x1"]) - float(w["x0"])) / max(len(w["text"]), 1))
                        for w in page.extract_words()
                        if w.get("upright", True)
                    ]
                    pages.append(Page(file=file.name, number=number, width=float(page.width),
                                      height=float(page.height), lines=runs_to_lines(runs)))
                finally:
                    page.close()
        return pages
    except Exception:  # noqa: BLE001 - the fallback failing just keeps pdfium's error
        return None
