"""The external24 set builds, builds the same bytes twice, and its truth is sound.

The truth is the reference the checker is scored against, so a malformed truth or an
``expected`` that is not the engine's own answer would make every score meaningless.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from corpus.external24.build import ALL, build
from corpus.spec import OMITTABLE_EXHIBITS, STATEMENT_IDS
from corpus.truth import TRUTH_NAME, expected_for, load_truth
from rulen.facts import FACT_SPECS, coerce

LETTER = (612.0, 792.0)


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("ext24")
    build(out)
    return out


def _digest(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def _truths(built: Path):
    return [load_truth(p) for p in sorted(built.rglob(TRUTH_NAME))]


def test_twelve_packages_six_scanned(built):
    truths = _truths(built)
    assert [t.id for t in truths] == sorted(ident for ident, *_ in ALL)
    assert sum(t.kind == "scanned" for t in truths) == 6
    assert sum(t.kind == "text" for t in truths) == 6
    assert {t.split for t in truths} == {"external24"}


def test_build_is_deterministic(built, tmp_path):
    build(tmp_path)
    assert _digest(tmp_path) == _digest(built)


def test_only_listed_files_and_pages_exist(built):
    for t in _truths(built):
        folder = built / t.id
        on_disk = sorted(p.name for p in folder.iterdir() if p.name != TRUTH_NAME)
        assert on_disk == t.files, t.id
        pages = {}
        for rel in t.files:
            pdf = pdfium.PdfDocument(str(folder / rel))
            pages[rel] = len(pdf)
            pdf.close()
        locations = [loc for locs in t.fact_locations.values() for loc in locs]
        locations += list(t.exhibits.values()) + list(t.statements.values())
        for loc in locations:
            assert loc.file in pages, (t.id, loc.file)
            assert 1 <= loc.page <= pages[loc.file], (t.id, loc.file, loc.page)


def test_scanned_files_are_image_only_letter_pages(built):
    scanned_files = 0
    for t in _truths(built):
        for rel in t.files:
            if "scan" not in rel.lower() and "signed" not in rel.lower() and "fax" not in rel.lower():
                continue
            scanned_files += 1
            pdf = pdfium.PdfDocument(str(built / t.id / rel))
            for page in pdf:
                w, h = page.get_size()
                assert sorted((round(w), round(h))) == sorted(LETTER), (t.id, rel)
                assert page.get_textpage().get_text_range().strip() == "", (t.id, rel)
            pdf.close()
        if t.kind == "scanned":
            assert any("scan" in f.lower() or "signed" in f.lower() or "fax" in f.lower() for f in t.files), t.id
    assert scanned_files >= 9


def test_truth_ids_and_values_are_well_formed(built):
    for t in _truths(built):
        assert not t.malformed and not t.conflicts, t.id
        assert set(t.exhibits) <= set(OMITTABLE_EXHIBITS) | {"N.6.D", "N.6.E"}, t.id
        assert set(t.statements) <= set(STATEMENT_IDS), t.id
        for name, value in t.facts.items():
            assert name in FACT_SPECS, (t.id, name)
            assert coerce(name, value) is not None, (t.id, name)
            assert t.fact_locations[name], (t.id, name)
        rates = t.facts.get("peak_rates_cfs")
        if rates is not None:
            assert set(rates) == {"1", "10", "100"}, t.id


def test_expected_is_the_engines_answer(built):
    for t in _truths(built):
        assert t.expected is not None
        assert t.expected == json.loads(json.dumps(expected_for(t))), t.id


def test_spread_of_outcomes(built):
    by_id = {t.id: t.expected_determination().applicability for t in _truths(built)}
    paragraphs = {a.paragraph for a in by_id.values()}
    assert {"N.2.A", "N.2.B.1", "N.2.C.2", "N.2.C.3", "N.2.D.1", "N.2.D.2", "N.2.D.3",
            "N.2.E", "N.2.E.1", "N.2.E.2", "N.2.E.4"} <= paragraphs
    assert by_id["e24-10-medina-hamel-creek-2nd"].paragraph == "N.2.C.3"  # common scheme lifts 6.2 ac over 8
    assert by_id["e24-08-plymouth-csah6"].paragraph == "N.2.E.1"  # trail left out of the 1.45 ac increase
    assert by_id["e24-06-edina-valley-view"].surety_required is False  # public, 6.3 ac disturbed
    assert by_id["e24-05-hopkins-kessler"].surety_required is True
    assert {a.basis for a in by_id.values()} >= {"whole_site", "additional_only"}


def test_deliberate_deficiencies_are_in_expected(built):
    defs = {t.id: {d.id for d in t.expected_determination().deficiencies} for t in _truths(built)}
    assert "N.4.1" in defs["e24-03-minnetonka-ridgeview"] and "N.4.9" in defs["e24-03-minnetonka-ridgeview"]
    assert "N.6.A.7" in defs["e24-04-wayzata-lakeview"]  # NAVD 88
    assert {"N.5.3", "N.6.A.13"} <= defs["e24-05-hopkins-kessler"]
    assert {"N.5.1", "N.6.A.7", "N.6.A"} <= defs["e24-06-edina-valley-view"]
    assert {"N.6.A.2", "N.5.3"} <= defs["e24-10-medina-hamel-creek-2nd"]
    assert not defs["e24-12-excelsior-trail"]
