"""Reading PDFs: every broken file is an error entry; text comes out as rows, cells and boxes."""

from __future__ import annotations

import io
import pickle
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from extract.pdf.reader import DAMAGED_FALLBACK, PASSWORD_REQUIRED, read_pdf
from extract.pdf.rows import Run, runs_to_lines
from extract.pdf.source import ReceivedFile

SHARED = Path(__file__).resolve().parents[2] / "shared" / "pdfs"
ENCRYPTED = SHARED / "edge" / "005-libreoffice-writer-password_libreoffice-writer-password.pdf"


def _pdf(draw, pages: int = 1, rotation: int = 0) -> bytes:
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=letter)
    for i in range(pages):
        if rotation:
            c.setPageRotation(rotation)
        draw(c, i)
        c.showPage()
    c.save()
    return buf.getvalue()


def _table(c: canvas.Canvas, _: int) -> None:
    c.setFont("Helvetica", 11)
    c.drawString(72, 720, "Table 3. Peak discharge summary for the site")
    y = 690
    for row in [("Event", "Existing (cfs)", "Proposed (cfs)"), ("1-year", "3.42", "2.96"), ("100-year", "14.62", "12.30")]:
        for x, text in zip((72, 250, 420), row):
            c.drawString(x, y, text)
        y -= 18


def _file(data: bytes, name: str = "doc.pdf") -> ReceivedFile:
    return ReceivedFile(name=name, data=data, sha256="abc", size=len(data))


def test_empty_file() -> None:
    entry, pages = read_pdf(_file(b""))
    assert entry.error == "empty file" and pages == [] and entry.pages == 0


def test_not_a_pdf() -> None:
    entry, pages = read_pdf(_file(b"Dear reviewer, please find attached... " * 40, "letter.pdf"))
    assert entry.error == "not a PDF (no %PDF header)"
    assert entry.path == "letter.pdf" and pages == []


@pytest.mark.parametrize("fraction", [0.2, 0.5, 0.9])
def test_truncated_pdf_is_an_error_not_an_exception(fraction: float) -> None:
    data = _pdf(_table, pages=3)
    entry, pages = read_pdf(_file(data[: int(len(data) * fraction)]))
    assert entry.error == "corrupt or truncated PDF"
    assert pages == []


def test_received_error_passes_through() -> None:
    entry, pages = read_pdf(ReceivedFile(name="x.zip/a.pdf", error="unsafe path in zip: ../a.pdf"))
    assert entry.error == "unsafe path in zip: ../a.pdf" and pages == []


def test_encrypted_without_password() -> None:
    entry, pages = read_pdf(ReceivedFile(name="enc.pdf", path=str(ENCRYPTED)))
    assert entry.error == PASSWORD_REQUIRED and pages == []


def test_encrypted_with_wrong_password() -> None:
    entry, pages = read_pdf(ReceivedFile(name="enc.pdf", path=str(ENCRYPTED)), password="guess")
    assert entry.error == PASSWORD_REQUIRED and pages == []


def test_encrypted_with_password() -> None:
    entry, pages = read_pdf(ReceivedFile(name="enc.pdf", path=str(ENCRYPTED)), password="openpassword")
    assert entry.error is None
    assert entry.pages == len(pages) == 1
    assert entry.text_layer is True
    assert len(pages[0].text.strip()) > 20


def test_too_many_pages() -> None:
    entry, pages = read_pdf(_file(_pdf(_table, pages=3)), max_pages=2)
    assert entry.error == "too many pages: 3 (limit 2)" and pages == []


def test_table_rows_split_into_cells_at_column_gaps() -> None:
    entry, pages = read_pdf(_file(_pdf(_table), "calc.pdf"))
    assert entry.error is None and entry.pages == 1 and entry.ocr_pages == 0
    assert entry.text_layer is True
    assert entry.page_sizes == [(612.0, 792.0)]
    page = pages[0]
    assert (page.file, page.number, page.ocr) == ("calc.pdf", 1, False)
    texts = [line.text for line in page.lines]
    assert texts == [
        "Table 3. Peak discharge summary for the site",
        "Event\tExisting (cfs)\tProposed (cfs)",
        "1-year\t3.42\t2.96",
        "100-year\t14.62\t12.30",
    ]
    row = page.lines[2]
    assert [c.text for c in row.cells] == ["1-year", "3.42", "2.96"]
    # boxes: top-left origin, in points, where reportlab drew them (baseline y=672)
    for cell, x in zip(row.cells, (72, 250, 420)):
        x0, top, x1, bottom = cell.bbox
        assert x0 == pytest.approx(x, abs=1.5)
        assert x0 < x1 and top < bottom
        assert top == pytest.approx(792 - 672 - 11, abs=3)
        assert bottom == pytest.approx(792 - 672, abs=4)
    assert row.bbox[0] == row.cells[0].bbox[0] and row.bbox[2] == row.cells[-1].bbox[2]
    # the prose line is one cell: its word gaps are narrow
    assert len(page.lines[0].cells) == 1


def _rotated(c: canvas.Canvas, _: int) -> None:
    # reportlab swaps the media box for /Rotate 90; drawing rotated 90 degrees
    # counter-clockwise makes the text upright on the displayed page
    c.setFont("Helvetica", 14)
    c.saveState()
    c.translate(100, 60)
    c.rotate(90)
    c.drawString(0, 0, "Upright on the displayed sheet 12.45 acres")
    c.restoreState()
    c.drawString(300, 300, "Sideways note")


def test_rotated_page_reads_as_displayed() -> None:
    data = _pdf(_rotated, rotation=90)
    entry, pages = read_pdf(_file(data))
    assert entry.error is None
    page = pages[0]
    doc = pdfium.PdfDocument(data)
    shown_w, shown_h = doc[0].get_size()
    assert (page.width, page.height) == (shown_w, shown_h)
    upright = [ln for ln in page.lines if ln.text == "Upright on the displayed sheet 12.45 acres"]
    assert len(upright) == 1
    x0, top, x1, bottom = upright[0].bbox
    assert x1 - x0 > 5 * (bottom - top)  # horizontal as displayed
    # the box is where the words are drawn on the rendered (displayed) page
    image = np.asarray(doc[0].render(scale=1).to_pil().convert("L"))
    assert image.shape == (round(shown_h), round(shown_w))
    inside = image[int(top) : int(bottom) + 1, int(x0) : int(x1) + 1]
    outside = image[int(bottom) + 20 : int(bottom) + 40, int(x0) : int(x1) + 1]
    assert inside.min() < 100 and outside.min() > 200
    # text that is sideways on the displayed page is kept, as its own line
    assert any(ln.text == "Sideways note" and ln.bbox[3] - ln.bbox[1] > ln.bbox[2] - ln.bbox[0] for ln in page.lines)


def _image_only(c: canvas.Canvas, _: int) -> None:
    c.setFillGray(0.2)
    c.rect(100, 100, 300, 200, fill=1)


def test_page_without_text_is_not_ocred_when_ocr_is_off() -> None:
    entry, pages = read_pdf(_file(_pdf(_image_only)), ocr=False)
    assert entry.error is None and entry.ocr_pages == 0
    assert entry.text_layer is False
    assert pages[0].lines == [] and pages[0].ocr is False


def test_blank_page_is_not_sent_to_ocr() -> None:
    entry, pages = read_pdf(_file(_pdf(lambda c, i: None)), ocr=True)
    assert entry.error is None and entry.ocr_pages == 0 and pages[0].lines == []


def test_reads_from_disk_and_results_pickle(tmp_path: Path) -> None:
    path = tmp_path / "calc.pdf"
    path.write_bytes(_pdf(_table, pages=2))
    entry, pages = read_pdf(ReceivedFile(name="calc.pdf", path=str(path), sha256="s", size=1))
    assert entry.pages == 2 and [p.number for p in pages] == [1, 2]
    assert entry.sha256 == "s"
    assert pickle.loads(pickle.dumps((entry, pages))) == (entry, pages)


def test_file_pdfium_cannot_parse_is_read_by_the_fallback_and_flagged() -> None:
    path = SHARED / "edge" / "017-unreadable-meta-data_unreadablemetadata.pdf"
    entry, pages = read_pdf(ReceivedFile(name=path.name, path=str(path), size=path.stat().st_size))
    assert entry.error == DAMAGED_FALLBACK
    assert entry.pages == len(pages) >= 1
    assert "Rotary Potentiometer" in pages[0].text


def test_stream_pdf_fills_the_entry_as_pages_are_consumed() -> None:
    from extract.pdf.reader import stream_pdf

    entry, stream = stream_pdf(_file(_pdf(_table, pages=3)))
    assert entry.pages == 3 and entry.page_sizes == []
    first = next(stream)
    assert first.number == 1 and len(entry.page_sizes) == 1
    rest = list(stream)
    assert [p.number for p in rest] == [2, 3]
    assert len(entry.page_sizes) == 3 and entry.text_layer is True and entry.error is None


_word = st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789.,", min_size=1, max_size=8)


@st.composite
def _runs(draw) -> list[Run]:
    out = []
    for _ in range(draw(st.integers(min_value=0, max_value=30))):
        text = draw(_word)
        x0 = draw(st.floats(min_value=0, max_value=500))
        top = draw(st.floats(min_value=0, max_value=700))
        size = draw(st.floats(min_value=4, max_value=20))
        width = len(text) * size * 0.5
        out.append(Run(text, x0, top, x0 + width, top + size, size * 0.5))
    return out


@settings(max_examples=150, deadline=None)
@given(_runs())
def test_rows_keep_every_run_once_and_cells_inside_lines(runs: list[Run]) -> None:
    lines = runs_to_lines(runs)
    words = sorted(w for line in lines for cell in line.cells for w in cell.text.split(" "))
    # a run's text may be glued to a touching neighbour, never lost or duplicated
    assert "".join(sorted("".join(words))) == "".join(sorted("".join(r.text for r in runs)))
    for line in lines:
        assert line.text == "\t".join(c.text for c in line.cells)
        for cell in line.cells:
            assert line.bbox[0] <= cell.bbox[0] <= cell.bbox[2] <= line.bbox[2]
            assert line.bbox[1] <= cell.bbox[1] <= cell.bbox[3] <= line.bbox[3]
        xs = [c.bbox[0] for c in line.cells]
        assert xs == sorted(xs)
    tops = [line.bbox[1] for line in lines]
    assert all(b >= a - 0.051 for a, b in zip(tops, tops[1:]))  # top to bottom
