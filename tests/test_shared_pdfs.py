"""Every real-world PDF in shared/pdfs goes through the reader: pages, or a clear error."""

from __future__ import annotations

from pathlib import Path

import pytest

from extract.pdf.reader import PASSWORD_REQUIRED, read_pdf
from intake.receive import receive

SHARED = Path(__file__).resolve().parents[2] / "shared" / "pdfs"


def _pdfs() -> list[Path]:
    if not SHARED.is_dir():
        raise RuntimeError(f"shared PDFs not found at {SHARED}: the robustness suite needs them")
    found = sorted(p for sub in ("edge", "engineering") for p in (SHARED / sub).glob("*.pdf"))
    if not found:
        raise RuntimeError(f"no PDFs under {SHARED}/edge or {SHARED}/engineering")
    return found


def test_shared_pdfs_are_present() -> None:
    names = {p.parent.name for p in _pdfs()}
    assert names == {"edge", "engineering"}


@pytest.mark.parametrize("path", _pdfs(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_shared_pdf_reads_or_fails_clearly(path: Path) -> None:
    package = receive([path])
    assert len(package.files) == 1
    entry, pages = read_pdf(package.files[0], ocr=False)
    assert entry.path == path.name and len(entry.sha256) == 64
    if entry.pages == 0:
        assert entry.error and "Traceback" not in entry.error and pages == []
    else:
        assert len(pages) == entry.pages == len(entry.page_sizes)
        assert [p.number for p in pages] == list(range(1, entry.pages + 1))
        assert all(p.width > 0 and p.height > 0 for p in pages)
        for page in pages:
            for line in page.lines:
                x0, top, x1, bottom = line.bbox
                assert x0 <= x1 and top <= bottom
                assert line.text == "\t".join(c.text for c in line.cells)


def test_engineering_reports_have_text_layers() -> None:
    for path in sorted((SHARED / "engineering").glob("*.pdf")):
        entry, pages = read_pdf(receive([path]).files[0], ocr=False)
        assert entry.error is None and entry.text_layer is True, path.name
        assert sum(len(p.text) for p in pages) > 1000, path.name


def test_password_file_reports_the_password() -> None:
    path = SHARED / "edge" / "005-libreoffice-writer-password_libreoffice-writer-password.pdf"
    entry, _ = read_pdf(receive([path]).files[0], ocr=False)
    assert entry.error == PASSWORD_REQUIRED


def test_one_image_only_page_goes_through_ocr() -> None:
    path = SHARED / "edge" / "019-grayscale-image_grayscale-image.pdf"
    entry, pages = read_pdf(receive([path]).files[0], ocr=True)
    assert entry.error is None
    assert entry.text_layer is False
    assert entry.ocr_pages == 1 and pages[0].ocr is True
