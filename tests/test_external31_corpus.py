"""The external31 set: it builds, builds the same twice, and its truth is the engine's answer on its facts.

The set is the blind measure of the extractor, so these tests check only the set itself:
truth files well-formed, every cited file and page real, expected == determine(facts).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from corpus.external31.build import BUILDERS, build
from corpus.truth import TRUTH_NAME, Truth, load_truth, truth_facts
from rulen.engine import determine
from rulen.facts import FACT_SPECS, coerce


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("ext31")
    build(out)
    return out


def _digests(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


def _truths(root: Path) -> list[Truth]:
    return [load_truth(p) for p in sorted(root.glob(f"*/{TRUTH_NAME}"))]


def test_builds_twelve_packages_two_scanned(built: Path) -> None:
    truths = _truths(built)
    assert len(truths) == len(BUILDERS) == 12
    assert len({t.id for t in truths}) == 12
    assert sorted(t.kind for t in truths).count("scanned") == 2
    assert all(t.split == "external31" for t in truths)
    assert all(len(t.files) >= 2 for t in truths), "every package is uploaded as several PDFs"


def test_build_is_deterministic(built: Path, tmp_path: Path) -> None:
    build(tmp_path)
    assert _digests(tmp_path) == _digests(built)


def test_rebuild_replaces_stale_files(tmp_path: Path) -> None:
    build(tmp_path)
    pkg = next(p for p in sorted(tmp_path.iterdir()) if p.is_dir())
    (pkg / "stale.pdf").write_bytes(b"%PDF-1.4 old")
    build(tmp_path)
    assert not (pkg / "stale.pdf").exists()


def test_truth_files_are_well_formed(built: Path) -> None:
    for truth in _truths(built):
        raw = json.loads((built / truth.id / TRUTH_NAME).read_text("utf-8"))
        assert Truth.model_validate(raw) == truth
        for name, value in truth.facts.items():
            assert name in FACT_SPECS
            assert coerce(name, value) is not None
        assert truth.malformed == []
        on_disk = sorted(p.name for p in (built / truth.id).glob("*.pdf"))
        assert sorted(truth.files) == on_disk


def test_every_location_names_a_real_file_and_page(built: Path) -> None:
    for truth in _truths(built):
        pages = {}
        for name in truth.files:
            doc = pdfium.PdfDocument(str(built / truth.id / name))
            pages[name] = len(doc)
            doc.close()
        locations = [*truth.exhibits.values(), *truth.statements.values(),
                     *(loc for locs in truth.fact_locations.values() for loc in locs)]
        assert locations
        for loc in locations:
            assert loc.file in pages, (truth.id, loc.file)
            assert 1 <= loc.page <= pages[loc.file], (truth.id, loc.file, loc.page)


def test_scanned_packages_are_letter_size_images_without_text(built: Path) -> None:
    for truth in _truths(built):
        if truth.kind != "scanned":
            continue
        for name in truth.files:
            doc = pdfium.PdfDocument(str(built / truth.id / name))
            for i in range(len(doc)):
                page = doc[i]
                width, height = page.get_size()
                assert abs(width - 612) < 2 and abs(height - 792) < 2, (name, width, height)
                assert page.get_textpage().get_text_range().strip() == ""
            doc.close()


def test_expected_is_the_engines_answer_on_the_truth(built: Path) -> None:
    for truth in _truths(built):
        assert truth.expected is not None
        assert json.loads(determine(truth_facts(truth)).model_dump_json()) == truth.expected


def test_the_set_spreads_over_rule_n_outcomes(built: Path) -> None:
    apps = {t.id: t.expected["applicability"] for t in _truths(built)}
    paragraphs = {a["paragraph"] for a in apps.values()}
    assert {"N.2.A", "N.2.B.1", "N.2.B.3", "N.2.C.2", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E", "N.2.E.1",
            "N.2.E.2"} <= paragraphs
    assert {True, False} <= {a["surety_required"] for a in apps.values()}
    assert {"whole_site", "additional_only"} <= {a["basis"] for a in apps.values()}
    unmet = {c["id"] for t in _truths(built) for c in t.expected["criteria"] if c["status"] == "unmet"}
    assert {"N.3.1", "N.4.1", "N.5.1", "N.5.3"} <= unmet
    missing = {e["id"] for t in _truths(built) for e in t.expected["exhibits"] if e["status"] == "missing"}
    assert {"N.6.A", "N.6.A.2", "N.6.A.7", "N.6.A.13"} <= missing
