"""OCR: the numbers of a tilted, noisy scan survive, in rows and cells with boxes."""

from __future__ import annotations

import pickle
import re
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
import pytest

import extract.pdf.ocr as ocr
from extract.pdf.reader import read_pdf
from intake.receive import receive

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "pages" / "scan_numbers.pdf"

NUMBERS = ["12.45", "61,057", "3.87", "3.42", "905.3", "902.15", "61", "2.96", "7.18", "6.05", "14.62", "12.30"]


def _numbers(text: str) -> list[str]:
    return re.findall(r"\d[\d,.]*\d|\d", text)


@pytest.fixture(scope="module")
def scanned():
    package = receive([FIXTURE])
    return read_pdf(package.files[0], ocr=True)


def test_fixture_has_no_text_layer() -> None:
    entry, pages = read_pdf(receive([FIXTURE]).files[0], ocr=False)
    assert entry.text_layer is False and pages[0].lines == []


def test_numbers_survive_ocr(scanned) -> None:
    entry, pages = scanned
    assert entry.error is None
    assert entry.ocr_pages == 1 and pages[0].ocr is True
    found = _numbers(pages[0].text)
    for number in NUMBERS:
        assert number in found, f"{number} lost by OCR; read: {pages[0].text!r}"


def test_labels_and_values_stay_on_one_line(scanned) -> None:
    _, pages = scanned
    texts = [line.text for line in pages[0].lines]
    assert "Site area: 12.45 acres" in texts
    assert "Existing impervious area: 61,057 sf" in texts


def test_scanned_table_splits_into_cells(scanned) -> None:
    _, pages = scanned
    rows = {line.cells[0].text: [c.text for c in line.cells] for line in pages[0].lines if line.cells}
    assert rows["1-year"] == ["1-year", "3.42", "2.96"]
    assert rows["100-year"] == ["100-year", "14.62", "12.30"]


def test_ocr_boxes_are_in_points_where_the_words_are(scanned) -> None:
    _, pages = scanned
    page = pages[0]
    line = next(ln for ln in page.lines if "12.45" in ln.text)
    x0, top, x1, bottom = line.bbox
    # drawn at x=72 pt, baseline y=705 pt from the bottom of a 792 pt page, 10 pt font;
    # the scan is tilted 1 degree about the centre, which moves this corner ~5 pt left
    assert x0 == pytest.approx(72, abs=12)
    assert top == pytest.approx(792 - 705 - 10, abs=8)
    assert bottom == pytest.approx(792 - 705, abs=12)
    assert 0 <= x0 < x1 <= page.width and 0 <= top < bottom <= page.height


def test_results_hold_no_engine_and_pickle(scanned) -> None:
    again = pickle.loads(pickle.dumps(scanned))
    assert again == scanned


def test_small_tiles_do_not_split_or_duplicate_numbers(monkeypatch) -> None:
    """Text crossing tile edges is merged before it is read: no number read twice or in halves."""
    page = pdfium.PdfDocument(str(FIXTURE))[0]
    image = np.asarray(page.render(scale=200 / 72, grayscale=True).to_pil().convert("L"))
    monkeypatch.setattr(ocr, "TILE", 300)
    monkeypatch.setattr(ocr, "OVERLAP", 60)
    lines = ocr.ocr_image(np.ascontiguousarray(image), 200 / 72)
    found = _numbers("\n".join(line.text for line in lines))
    for number in ["12.45", "61,057", "905.3", "14.62", "12.30"]:
        assert found.count(number) == 1, found
    assert "61" in found and "057" not in found


def _quad(x0: float, x1: float, top: float, height: float, slope: float) -> np.ndarray:
    """A text box from x0 to x1 whose top edge starts at ``top`` and falls ``slope`` px per px."""
    return np.array([[x0, top], [x1, top + slope * (x1 - x0)],
                     [x1, top + slope * (x1 - x0) + height], [x0, top + height]], dtype=np.float32)


# Pieces of text boxes as two tiles see them: (first, second, one text box?). The tilted pieces are
# what the detector found on a corpus scan tilted 1.4 degrees, lines 23 px tall at a 24 px pitch,
# where the upright bounding boxes of two neighbouring lines overlap by 62% of a line's height.
_LINE_1_LEFT = np.array([[100, 136], [799, 119], [799, 142], [100, 159]], dtype=np.float32)
_LINE_1_RIGHT = np.array([[475, 126], [1126, 110], [1126, 133], [475, 149]], dtype=np.float32)
_LINE_2_RIGHT = np.array([[480, 150], [1050, 136], [1050, 159], [480, 173]], dtype=np.float32)
MERGE_CASES = [
    ("one line cut by a tile edge", _quad(100, 800, 119, 23, 0), _quad(475, 1120, 119, 23, 0), True),
    ("one tilted line's two pieces", _LINE_1_LEFT, _LINE_1_RIGHT, True),
    ("the same box read twice", _quad(300, 500, 50, 30, 0), _quad(300, 500, 51, 30, 0), True),
    ("two halves that only touch", _quad(100, 400, 50, 30, 0), _quad(401, 700, 50, 30, 0), True),
    ("a tilted line and the next one down", _LINE_1_LEFT, _LINE_2_RIGHT, False),
    ("a line and the next one down", _quad(100, 800, 119, 23, 0), _quad(475, 1120, 143, 23, 0), False),
    ("same height, far apart", _quad(100, 300, 50, 30, 0), _quad(320, 500, 50, 30, 0), False),
]


@pytest.mark.parametrize("first,second,one", [c[1:] for c in MERGE_CASES], ids=[c[0] for c in MERGE_CASES])
def test_tile_pieces_merge_only_when_one_box(first, second, one) -> None:
    assert ocr._same_text(first, second) is one
    assert ocr._same_text(second, first) is one


def test_tilted_tight_lines_across_tiles_stay_apart(monkeypatch) -> None:
    """Tilted lines set close together, cut by tile edges both ways: every line read once, whole."""
    import io

    from PIL import Image
    from reportlab.pdfgen import canvas

    lines = [f"Line {k}: the basin removes {50 + k}.{k} percent of the annual phosphorus load." for k in range(8)]
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=(520, 20 + 11 * len(lines)))
    for k, line in enumerate(lines):
        c.setFont("Times-Roman", 10)
        c.drawString(10, 14 + 11 * (len(lines) - 1 - k), line)
    c.save()
    image = pdfium.PdfDocument(buf.getvalue())[0].render(scale=300 / 72, grayscale=True).to_pil().convert("L")
    image = image.rotate(0.8, resample=Image.BICUBIC, expand=True, fillcolor=255)
    monkeypatch.setattr(ocr, "TILE", 320)
    monkeypatch.setattr(ocr, "OVERLAP", 100)
    read = [line.text for line in ocr.ocr_image(np.ascontiguousarray(np.asarray(image)), 300 / 72)]
    text = "\n".join(read)
    for k in range(8):
        assert f"{50 + k}.{k} percent" in text, text


def test_render_scale_caps_big_sheets() -> None:
    assert ocr.render_scale(612, 792) == pytest.approx(300 / 72)
    scale = ocr.render_scale(36 * 72, 24 * 72)
    assert (36 * 72 * scale) * (24 * 72 * scale) <= ocr.MAX_PIXELS * 1.0001


def _scan_with_hidden_layer(lines: list[str]) -> bytes:
    """The fixture scan's image with an invisible text layer on top (as scanners make)."""
    import io

    from reportlab.lib.pagesizes import letter
    from reportlab.lib.utils import ImageReader
    from reportlab.pdfgen import canvas

    image = pdfium.PdfDocument(str(FIXTURE))[0].render(scale=150 / 72).to_pil()
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=letter)
    c.drawImage(ImageReader(image), 0, 0, *letter)
    text = c.beginText(72, 705)
    text.setTextRenderMode(3)
    text.setFont("Helvetica", 10)
    for line in lines:
        text.textLine(line)
    c.drawText(text)
    c.showPage()
    c.save()
    return buf.getvalue()


def test_nonsense_hidden_ocr_layer_is_replaced_by_ocr() -> None:
    from extract.pdf.source import ReceivedFile

    junk = ["l1I| Wr$% ,;:: xqzvbt ~~^ Il1|l", "#@! qqwrtz |||; l1l1 ^~ Zxcvbnm", "¦¦ Ww:;, 0O0o ~~ |l|I trkxzq"] * 4
    data = _scan_with_hidden_layer(junk)
    entry, pages = read_pdf(ReceivedFile(name="scan.pdf", data=data))
    assert entry.ocr_pages == 1 and pages[0].ocr is True
    assert "12.45" in _numbers(pages[0].text) and "xqzvbt" not in pages[0].text
    entry_off, pages_off = read_pdf(ReceivedFile(name="scan.pdf", data=data), ocr=False)
    assert entry_off.ocr_pages == 0 and pages_off[0].lines == []  # nonsense is not passed on


def test_good_hidden_ocr_layer_is_kept_without_ocr() -> None:
    from extract.pdf.source import ReceivedFile

    good = ["Site area: 12.45 acres", "Existing impervious area: 61,057 sf", "Proposed impervious area 3.87 acres"]
    entry, pages = read_pdf(ReceivedFile(name="scan.pdf", data=_scan_with_hidden_layer(good)))
    assert entry.ocr_pages == 0 and pages[0].ocr is False
    assert [line.text for line in pages[0].lines] == good


def test_tilted_scan_keeps_table_rows_together(monkeypatch) -> None:
    """At ~3.5 degrees, rows grouped on raw boxes interleave ("Event 2.96"); de-skewed they hold."""
    from PIL import Image

    image = pdfium.PdfDocument(str(FIXTURE))[0].render(scale=200 / 72, grayscale=True).to_pil().convert("L")
    tilted = np.ascontiguousarray(np.asarray(image.rotate(2.5, resample=Image.BICUBIC, fillcolor=255)))
    read = ocr.read_image(tilted, det_factor=0.75)
    assert abs(ocr.skew_degrees([q for _, q in read])) > 2.5

    def rows_of(lines):
        return {line.cells[0].text: [c.text for c in line.cells] for line in lines}

    rows = rows_of(ocr.lines_from_boxes(read, 200 / 72, tilted.shape))
    assert rows["Event"] == ["Event", "Existing (cfs)", "Proposed (cfs)"]
    assert rows["1-year"] == ["1-year", "3.42", "2.96"]
    assert rows["10-year"] == ["10-year", "7.18", "6.05"]
    assert rows["100-year"] == ["100-year", "14.62", "12.30"]

    monkeypatch.setattr(ocr, "MIN_SKEW", 90.0)  # the same boxes, grouped without the correction
    assert rows_of(ocr.lines_from_boxes(read, 200 / 72, tilted.shape)).get("1-year") != ["1-year", "3.42", "2.96"]
