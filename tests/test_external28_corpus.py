"""The external28 builder: it runs, is deterministic, and every truth is what the engine says.

The truth's ``expected`` must equal ``rulen.engine.determine`` on the truth's own facts,
so a later engine change shows up here rather than as a silent scoring drift.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from corpus.external28.build import build
from corpus.truth import expected_for, load_truth
from rulen.facts import make_fact


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("ext28")
    build(out)
    return out


def _digests(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


def _pages(path: Path) -> list[tuple[float, float]]:
    pdf = pdfium.PdfDocument(str(path))
    try:
        return [tuple(pdf[i].get_size()) for i in range(len(pdf))]
    finally:
        pdf.close()


def _text(path: Path, page: int) -> str:
    pdf = pdfium.PdfDocument(str(path))
    try:
        return pdf[page - 1].get_textpage().get_text_range()
    finally:
        pdf.close()


def test_twelve_packages_two_scanned(built: Path) -> None:
    truths = [load_truth(p) for p in sorted(built.iterdir()) if p.is_dir()]
    assert len(truths) == 12
    assert len({t.id for t in truths}) == 12
    assert sorted(t.kind for t in truths).count("scanned") == 2
    assert all(t.split == "external28" for t in truths)


def test_build_is_deterministic(built: Path, tmp_path: Path) -> None:
    build(tmp_path)
    assert _digests(tmp_path) == _digests(built)


def test_truth_files_are_well_formed(built: Path) -> None:
    for folder in sorted(p for p in built.iterdir() if p.is_dir()):
        truth = load_truth(folder)
        assert truth.id == folder.name
        assert truth.files and truth.malformed == []
        pages = {name: _pages(folder / name) for name in truth.files}
        for name, value in truth.facts.items():
            make_fact(name, value)  # every value parses in contract units
        located = [loc for locs in truth.fact_locations.values() for loc in locs]
        located += list(truth.exhibits.values()) + list(truth.statements.values())
        for loc in located:
            assert loc.file in pages, (truth.id, loc.file)
            assert 1 <= loc.page <= len(pages[loc.file]), (truth.id, loc.file, loc.page)
        assert set(truth.fact_locations) == set(truth.facts)


def test_expected_is_the_engine_answer(built: Path) -> None:
    for folder in sorted(p for p in built.iterdir() if p.is_dir()):
        truth = load_truth(folder)
        assert truth.expected is not None
        assert json.dumps(truth.expected, sort_keys=True) == json.dumps(expected_for(truth), sort_keys=True)


def test_scans_are_letter_size_images_without_text(built: Path) -> None:
    for folder in sorted(p for p in built.iterdir() if p.is_dir()):
        truth = load_truth(folder)
        if truth.kind != "scanned":
            continue
        for name in truth.files:
            for w, h in _pages(folder / name):
                assert abs(w - 612) < 2 and abs(h - 792) < 2
            assert _text(folder / name, 1).strip() == ""


def test_text_pages_carry_the_stated_numbers(built: Path) -> None:
    """A fact's page must really print it: spot-check the plain numeric facts."""
    for folder in sorted(p for p in built.iterdir() if p.is_dir()):
        truth = load_truth(folder)
        if truth.kind != "text":
            continue
        for name in ("site_area_ac", "phosphorus_removal_pct", "lowest_opening_elev_ft"):
            if name not in truth.facts:
                continue
            value = float(truth.facts[name])
            for loc in truth.fact_locations[name]:
                text = _text(folder / loc.file, loc.page)
                forms = {f"{value:g}", f"{value:.1f}", f"{value:.2f}"}
                assert any(f in text for f in forms), (truth.id, name, loc)


def test_outcomes_are_spread(built: Path) -> None:
    paragraphs = set()
    surety = set()
    unmet = set()
    for folder in sorted(p for p in built.iterdir() if p.is_dir()):
        exp = load_truth(folder).expected_determination()
        paragraphs.add(exp.applicability.paragraph)
        surety.add(exp.applicability.surety_required)
        unmet |= {c.id for c in exp.criteria if c.status == "unmet"}
    assert {"N.2.A", "N.2.B.1", "N.2.C.3", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E", "N.2.E.1",
            "N.2.E.3", "N.2.E.4"} <= paragraphs
    assert surety == {True, False}
    assert {"N.4.1", "N.5.1", "N.5.3", "N.4.9"} <= unmet
