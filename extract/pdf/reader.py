"""One received file → its FileEntry and its pages, whatever state the file is in.

Packages contain empty, truncated, encrypted and mislabelled files; each becomes an error
entry with a reason a person can act on, never an exception, so the rest of the package is
still checked. Pages are opened, read and closed one at a time, so memory stays flat however
long the file is. A page with (almost) no text but with drawn content is a scan or outlined
CAD text: it is OCRed when allowed.
"""

from __future__ import annotations

import logging
import os
from typing import Any, Iterator

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from extract.pdf.page import Page
from extract.pdf.source import ReceivedFile
from extract.pdf.survey import hidden_layer_is_garbage, survey
from extract.pdf.text_layer import TextLayer, read_text_layer
from rulen.models import FileEntry

_log = logging.getLogger("rulen.progress")

MIN_TEXT_CHARS = 20
"""Fewer non-space characters than this is a page without a usable text layer."""

PASSWORD_REQUIRED = "encrypted: password required (use --password)"
DAMAGED_FALLBACK = "damaged PDF: read by the fallback reader (pdfplumber); pages may be missing, no OCR"
"""Set with pages: the file is readable in part, and a reviewer should know it is damaged."""

_OPEN_ERRORS = {
    pdfium_c.FPDF_ERR_FILE: "cannot open file",
    pdfium_c.FPDF_ERR_FORMAT: "corrupt or truncated PDF",
    pdfium_c.FPDF_ERR_SECURITY: "encrypted with an unsupported security handler",
    pdfium_c.FPDF_ERR_PAGE: "corrupt PDF: page tree unreadable",
}


class _FileError(Exception):
    """A reason the whole file cannot be read, in words for the report."""


def read_pdf(
    file: ReceivedFile,
    *,
    password: str | None = None,
    ocr: bool = True,
    max_pages: int = 2000,
) -> tuple[FileEntry, list[Page]]:
    """The file's entry (pages, OCR count, sizes, or error) and its pages; never raises."""
    entry, pages = stream_pdf(file, password=password, ocr=ocr, max_pages=max_pages)
    return entry, list(pages)


def stream_pdf(
    file: ReceivedFile,
    *,
    password: str | None = None,
    ocr: bool = True,
    max_pages: int = 2000,
) -> tuple[FileEntry, Iterator[Page]]:
    """Like :func:`read_pdf`, but pages come one at a time, for callers that need not keep
    them all (memory then stays flat whatever the file's length).

    ``entry`` is filled in as the pages are consumed: it is complete once the iterator is
    exhausted (``pages`` and ``error`` are known at once; ``ocr_pages``, ``page_sizes`` and
    ``text_layer`` grow as pages are read). Never raises.
    """
    entry = FileEntry(path=file.name, sha256=file.sha256)
    if file.error:
        entry.error = file.error
        return entry, iter(())
    try:
        doc = _open(file, password)
    except _FileError as exc:
        entry.error = str(exc)
        pages: list[Page] = []
        if entry.error == _OPEN_ERRORS[pdfium_c.FPDF_ERR_FORMAT]:
            _fallback(file, entry, pages, max_pages)
        return entry, iter(pages)
    try:
        count = len(doc)
    except Exception as exc:  # noqa: BLE001
        doc.close()
        entry.error = f"unreadable PDF: {_reason(exc)}"
        return entry, iter(())
    if count == 0 or count > max_pages:
        doc.close()
        entry.error = "PDF has no pages" if count == 0 else f"too many pages: {count} (limit {max_pages})"
        return entry, iter(())
    entry.pages = count
    entry.text_layer = False
    return entry, _consume(doc, file.name, entry, ocr)


def _consume(doc: pdfium.PdfDocument, name: str, entry: FileEntry, ocr: bool) -> Iterator[Page]:
    """Pages of an open document, updating ``entry``; closes the document at the end."""
    try:
        for page, had_text, note in _pages(doc, name, ocr):
            entry.page_sizes.append((round(page.width, 2), round(page.height, 2)))
            entry.ocr_pages += int(page.ocr)
            entry.text_layer = entry.text_layer or had_text
            if note and entry.error is None:
                entry.error = note
            yield page
    except Exception as exc:  # noqa: BLE001 - pdfium can fail anywhere on a hostile file
        entry.error = f"unreadable PDF: {_reason(exc)}"
    finally:
        doc.close()


def _fallback(file: ReceivedFile, entry: FileEntry, pages: list[Page], max_pages: int) -> None:
    """pdfium could not parse the file: let pdfplumber try before calling it corrupt."""
    from extract.pdf.fallback import read_with_pdfplumber

    read = read_with_pdfplumber(file, max_pages)
    if not read:
        return
    pages.extend(read)
    entry.error = DAMAGED_FALLBACK
    entry.pages = len(read)
    entry.page_sizes = [(round(p.width, 2), round(p.height, 2)) for p in read]
    entry.text_layer = any(p.lines for p in read)


def _reason(exc: BaseException) -> str:
    text = str(exc).strip() or type(exc).__name__
    return text.splitlines()[0][:200]


def _open(file: ReceivedFile, password: str | None) -> pdfium.PdfDocument:
    source: str | bytes
    if file.data is not None:
        head = file.data[:1024]
        source = file.data
        size = len(file.data)
    elif file.path:
        try:
            with open(file.path, "rb") as fh:
                head = fh.read(1024)
            size = os.path.getsize(file.path)
        except OSError as exc:
            raise _FileError(f"cannot read: {exc.strerror or exc}") from None
        source = file.path
    else:
        raise _FileError("no data")
    if size == 0:
        raise _FileError("empty file")
    if b"%PDF" not in head:
        raise _FileError("not a PDF (no %PDF header)")
    last: pdfium.PdfiumError | None = None
    for attempt in (None, password) if password else (None,):
        try:
            return pdfium.PdfDocument(source, password=attempt)
        except pdfium.PdfiumError as exc:
            last = exc
            if getattr(exc, "err_code", None) != pdfium_c.FPDF_ERR_PASSWORD:
                break
        except Exception as exc:  # noqa: BLE001
            raise _FileError(f"unreadable PDF: {_reason(exc)}") from None
    code = getattr(last, "err_code", None)
    if code == pdfium_c.FPDF_ERR_PASSWORD:
        raise _FileError(PASSWORD_REQUIRED)
    raise _FileError(_OPEN_ERRORS.get(code, f"unreadable PDF: {_reason(last) if last else 'unknown'}"))


def _triage(page: pdfium.PdfPage, layer: TextLayer) -> tuple[bool, bool]:
    """(keep the text layer, OCR would help) for one page.

    OCR helps on a scanned image; on vector drawing with no text at all (maybe outlined CAD
    text); on a garbled layer; and on an invisible OCR layer over a scan that is mostly
    nonsense. Not on a short genuine text page ("CUHP OUTPUT / 2-YEAR", a separator sheet):
    OCR would only re-read it, at about a second a page. A garbled or nonsense layer is not
    kept: it would feed the fact readers noise.
    """
    usable = layer.chars >= MIN_TEXT_CHARS and not layer.garbage
    if usable and layer.invisible_share < 0.9:
        return True, False  # ordinary visible text: no need to walk the page's objects
    found = survey(page)
    if usable:
        nonsense = hidden_layer_is_garbage(found, layer.lines)
        return not nonsense, nonsense
    if layer.garbage:
        return False, found.drawn or found.text_objects > 0
    return True, found.images > 0 or (layer.chars == 0 and found.paths > 0)


def _pages(doc: pdfium.PdfDocument, name: str, ocr: bool) -> Iterator[tuple[Page, bool, str | None]]:
    """Each page read and closed in turn: (page, had a usable text layer, problem note).

    A page that needs OCR is rendered here (pdfium stays in this process) and handed to an
    :class:`extract.pdf.ocr_pool.OcrRunner`, which answers from the cache or reads it, in a pool
    across cores once two such pages are waiting. Pages are yielded in order; up to a small
    window of pages is read ahead so the pool has work while the first OCR runs.
    """
    from collections import deque

    runner = None
    if ocr:
        from extract.pdf.ocr_pool import OcrRunner

        runner = OcrRunner()
    window = 2 * runner.workers if runner is not None and runner.workers > 1 else 0
    ahead: deque[list[Any]] = deque()  # [page, had_text, note, job or None]
    for index in range(len(doc)):
        ahead.append(_read_page(doc, index, name, runner))
        while ahead and (ahead[0][3] is None or len(ahead) > window):
            yield _finish(ahead.popleft(), runner)
    while ahead:
        yield _finish(ahead.popleft(), runner)


def _finish(item: list[Any], runner: Any) -> tuple[Page, bool, str | None]:
    page, had_text, note, job = item
    if job is not None:
        try:
            page.lines = runner.result(job)
            page.ocr = True
            _log.info("OCR %s page %d%s", page.file, page.number, " (cache)" if job.from_cache else "")
        except Exception as exc:  # noqa: BLE001 - OCR failure loses a page, not the file
            note = note or f"page {page.number}: OCR failed: {_reason(exc)}"
    return page, had_text, note


def _read_page(doc: pdfium.PdfDocument, index: int, name: str, runner: Any) -> list[Any]:
    """[page, had a usable text layer, problem note, OCR job or None] for one page, closed after."""
    number = index + 1
    try:
        page = doc[index]
    except Exception as exc:  # noqa: BLE001
        return [Page(file=name, number=number, width=0.0, height=0.0), False, f"page {number} unreadable: {_reason(exc)}", None]
    note: str | None = None
    job = None
    try:
        width, height = page.get_size()
        textpage = page.get_textpage()
        try:
            layer = read_text_layer(page, textpage)
        finally:
            textpage.close()
        keep, worth_ocr = _triage(page, layer)
        lines = layer.lines if keep else []
        if runner is not None and worth_ocr:
            try:
                from extract.pdf.ocr import render_page

                job = runner.submit(*render_page(page))
                lines = []
            except Exception as exc:  # noqa: BLE001 - OCR failure loses a page, not the file
                note = f"page {number}: OCR failed: {_reason(exc)}"
        result = Page(file=name, number=number, width=width, height=height, lines=lines)
        had_text = layer.chars > 0 and keep
    except Exception as exc:  # noqa: BLE001
        result = Page(file=name, number=number, width=0.0, height=0.0)
        had_text = False
        note = f"page {number} unreadable: {_reason(exc)}"
        job = None
    finally:
        page.close()
    return [result, had_text, note, job]
