"""OCR spacing: the spaces between words the recogniser drops are put back, digits never move."""

from __future__ import annotations

import io
import re
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image, ImageFilter

import extract.pdf.ocr as ocr
from extract.pdf.ocr_gaps import Reading, may_split, restore_spaces, text_band
from extract.pdf.ocr_split import split_glued, split_token

# --- the pixel gaps: synthetic crops whose "characters" are ink blocks at known places ---


def _crop(widths: list[int], gaps: list[int], height: int = 20, pad: int = 10) -> tuple[np.ndarray, list[int]]:
    """A white crop with one black block per character; returns it and each block's centre."""
    total = pad * 2 + sum(widths) + sum(gaps)
    img = np.full((height + 2 * pad, total), 255, dtype=np.uint8)
    x, centres = pad, []
    for i, w in enumerate(widths):
        img[pad : pad + height, x : x + w] = 0
        centres.append(x + w // 2)
        x += w + (gaps[i] if i < len(gaps) else 0)
    return img, centres


def _reading(text: str, centres: list[int], width: int) -> Reading:
    # one CTC column per pixel: column c is read at x = c + 0.5
    return Reading(text=text, cols=tuple(centres), span=float(width))


def test_wide_blank_between_glued_letters_becomes_a_space() -> None:
    crop, centres = _crop([10] * 6, [3, 3, 12, 3, 3])
    assert restore_spaces(_reading("abcdef", centres, crop.shape[1]), crop) == "abc def"


def test_narrow_letter_gaps_stay_joined() -> None:
    crop, centres = _crop([10] * 6, [3, 4, 3, 4, 3])
    assert restore_spaces(_reading("abcdef", centres, crop.shape[1]), crop) == "abcdef"


def test_a_kept_space_claims_its_gap_and_another_gap_is_still_found() -> None:
    crop, centres = _crop([10] * 7, [12, 3, 3, 12, 3, 3])  # "a bcd efg", second space lost
    assert restore_spaces(_reading("a bcdefg", centres, crop.shape[1]), crop) == "a bcd efg"


def test_kept_space_with_misplaced_columns_is_not_doubled() -> None:
    crop, centres = _crop([10] * 4, [3, 12, 3])  # gap after the 2nd char, space read one char late
    centres[2] = centres[1] + 8  # the recogniser placed the 3rd character inside the gap
    assert restore_spaces(_reading("abc d", centres, crop.shape[1]), crop) == "abc d"


def test_digits_are_never_split() -> None:
    crop, centres = _crop([10] * 5, [3, 12, 3, 12])
    assert restore_spaces(_reading("12.45", centres, crop.shape[1]), crop) == "12.45"
    assert restore_spaces(_reading("6,057", centres, crop.shape[1]), crop) == "6,057"


def test_number_glued_to_a_word_is_split() -> None:
    crop, centres = _crop([10] * 6, [3, 3, 12, 3, 3])
    assert restore_spaces(_reading("4.2acr", centres, crop.shape[1]), crop) == "4.2 acr"


def test_monospaced_line_does_not_split_at_its_wide_letter_gaps() -> None:
    # letter gaps of 8 px (0.4 of the height) but the kept word gaps are 30 px wide
    crop, centres = _crop([10] * 9, [8, 8, 30, 8, 8, 30, 8, 8])
    assert restore_spaces(_reading("abc def ghi", centres, crop.shape[1]), crop) == "abc def ghi"


def test_unusable_readings_return_the_text_as_read() -> None:
    crop, centres = _crop([10] * 6, [3, 3, 12, 3, 3])
    width = crop.shape[1]
    assert restore_spaces(_reading("abcde", centres, width), crop) == "abcde"  # 5 chars, 6 columns
    blank = np.full_like(crop, 255)
    assert restore_spaces(_reading("abcdef", centres, width), blank) == "abcdef"
    assert restore_spaces(Reading("abcdef", tuple(centres), 0.0), crop) == "abcdef"
    backwards = list(reversed(centres))
    assert restore_spaces(_reading("abcdef", backwards, width), crop) == "abcdef"
    assert text_band(np.zeros((2, 2), dtype=np.uint8)) is None


def test_may_split_refuses_numbers_and_marks() -> None:
    assert may_split("s", "t") and may_split("2", "a") and may_split(":", "4") and may_split(")", "u")
    assert not may_split("1", "2") and not may_split("1", ".") and not may_split(",", "0")
    assert not may_split("(", "P") and not may_split("e", ".") and not may_split("-", "y")
    assert not may_split("…", "…")


# --- the spelling splitter ---


@pytest.mark.parametrize(
    ("token", "expected"),
    [
        ("builda", "build a"),
        ("Thesiteis", "The site is"),
        ("areais", "area is"),
        ("andwalks", "and walks"),
        ("(builda", "(build a"),
        ("4.2acres", "4.2 acres"),
        ("61,057sf", "61,057 sf"),
        ("4.26in", "4.26 in"),
        ("of4.1", "of 4.1"),
        ("100-yearHWL", "100-year HWL"),
        ("HWLis", "HWL is"),
    ],
)
def test_glued_tokens_split(token: str, expected: str) -> None:
    assert split_token(token) == expected


@pytest.mark.parametrize(
    "token",
    [
        "stormwater", "raingarden", "bioretention", "subcatchment", "multifamily", "ponding",
        "HydroCAD", "Anoka", "Isanti", "Edina", "Wayzata", "Andover", "Minnetonka",
        "impervious", "landlocked", "NGVD29", "TR-20", "P8", "1st", "2nd", "100-year", "12.45",
        "ition", "PIDs", "contourinterval",
    ],
)
def test_words_names_and_codes_stay_whole(token: str) -> None:
    assert split_token(token) == token


def test_split_glued_keeps_the_spacing_between_tokens() -> None:
    assert split_glued("Thesiteis 4.2acres,\tdensity of4.1") == "The site is 4.2 acres,\tdensity of 4.1"


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="abcdefghilnorstuwyAHLW0123456789.,-() ", max_size=40))
def test_splitting_only_ever_adds_spaces(text: str) -> None:
    out = split_glued(text)
    assert out.replace(" ", "") == text.replace(" ", "")
    assert re.findall(r"\d", out) == re.findall(r"\d", text)


# --- real OCR on a rendered, degraded scan with tight word spacing ---

LINES = [
    "The site is 4.2 acres and the 100-year HWL is 905.3 feet (NGVD 29).",
    "The development will include 12 dwelling units, a density of 4.1 units per acre.",
    "Grading will disturb 1.2 acres of the site with a 10-year and 100-year event.",
]


def _tight_scan(dpi: int = 200) -> np.ndarray:
    """Times 9 pt with word spacing cut by 1.2 pt (where the recogniser glues "HWLis", "of4.1"),
    rendered at 200 dpi, tilted 0.6 degrees, blurred and noised like a scan."""
    from reportlab.pdfgen import canvas

    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=(560, 20 + 13.5 * len(LINES)))
    y = 14 + 13.5 * (len(LINES) - 1)
    for line in LINES:
        text = c.beginText(10, y)
        text.setFont("Times-Roman", 9)
        text.setWordSpace(-1.2)
        text.textLine(line)
        c.drawText(text)
        y -= 13.5
    c.save()
    image = pdfium.PdfDocument(buf.getvalue())[0].render(scale=dpi / 72, grayscale=True).to_pil().convert("L")
    image = image.rotate(0.6, resample=Image.BICUBIC, fillcolor=255).filter(ImageFilter.GaussianBlur(0.5))
    noisy = np.asarray(image, dtype=np.int16) + np.random.default_rng(3).normal(0, 6, image.size[::-1])
    return np.ascontiguousarray(np.clip(noisy, 0, 255).astype(np.uint8))


@pytest.fixture(scope="module")
def tight_reads() -> tuple[str, str]:
    image = _tight_scan()
    raw = "\n".join(line.text for line in ocr.ocr_image(image, 200 / 72, spacing=False))
    fixed = "\n".join(line.text for line in ocr.ocr_image(image, 200 / 72))
    return raw, fixed


def test_tight_scan_gets_its_words_back(tight_reads) -> None:
    _, fixed = tight_reads
    words = fixed.split()
    for phrase in ["HWL is 905.3", "density of 4.1 units", "4.2 acres", "100-year event"]:
        assert phrase in fixed, fixed
    assert "of" in words and "is" in words


def test_repair_changes_no_digit_and_only_adds_spaces(tight_reads) -> None:
    raw, fixed = tight_reads
    assert re.findall(r"\d[\d.,]*", fixed.replace(" ", "")) == re.findall(r"\d[\d.,]*", raw.replace(" ", ""))
    assert fixed.replace(" ", "") == raw.replace(" ", "")


def test_failed_word_positions_fall_back_to_the_text_as_read(monkeypatch) -> None:
    """A word-box decoding that fails on an odd box costs the spaces' repair, not the page."""
    engine = ocr.get_engine()
    real = engine._load_rec_model()

    class PositionsFail:
        def __call__(self, args):
            if args.return_word_box:
                raise IndexError("odd box")
            return real(args)

    monkeypatch.setattr(engine, "_load_rec_model", lambda: PositionsFail())
    text = "\n".join(line.text for line in ocr.ocr_image(_tight_scan(), 200 / 72))
    for number in ["4.2", "905.3", "12", "1.2", "100-year"]:
        assert number in text, text


def test_splitter_leaves_every_real_text_layer_word_alone() -> None:
    """Words as the district's real engineering PDFs print them are never split (no false glue)."""
    import pdfplumber

    shared = Path(__file__).resolve().parents[2] / "shared" / "pdfs" / "engineering"
    pdfs = sorted(shared.glob("*.pdf"))
    assert pdfs, f"shared engineering PDFs not found at {shared}"
    words = []
    for path in pdfs:
        with pdfplumber.open(path) as pdf:
            for page in pdf.pages[:2]:
                words += [w["text"] for w in page.extract_words()]
    assert len(words) > 2000
    assert [w for w in words if split_token(w) != w] == []
