"""The external21 builder: it runs, is deterministic, and its truth is what its pages say."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from corpus.external21.build import AUTHORS, build, main
from corpus.spec import OMITTABLE_EXHIBITS, STATEMENT_IDS
from corpus.truth import TRUTH_NAME, load_truth, truth_facts
from rulen.engine import determine
from rulen.facts import FACT_SPECS, coerce

EXHIBIT_IDS = set(OMITTABLE_EXHIBITS) | {"N.6.D", "N.6.E"}


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("ext21")
    build(out)
    return out


def _digest(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


def _page_texts(path: Path) -> list[str]:
    pdf = pdfium.PdfDocument(str(path))
    try:
        return [pdf[i].get_textpage().get_text_range() for i in range(len(pdf))]
    finally:
        pdf.close()


def _squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


def test_builds_twelve_packages_two_scanned(built: Path) -> None:
    truths = [load_truth(d) for d in sorted(built.iterdir())]
    assert len(truths) == 12 == len(AUTHORS)
    assert sorted(t.kind for t in truths).count("scanned") == 2
    for t in truths:
        assert t.split == "external21"
        on_disk = sorted(str(p.relative_to(built / t.id)) for p in (built / t.id).rglob("*.pdf"))
        assert on_disk == sorted(t.files)


def test_cli_writes_the_same_set(built: Path, tmp_path: Path) -> None:
    assert main([str(tmp_path)]) == 0
    assert _digest(tmp_path) == _digest(built)


def test_usage_error_without_out() -> None:
    assert main([]) == 2


def test_truth_is_well_formed(built: Path) -> None:
    for pkg in sorted(built.iterdir()):
        t = load_truth(pkg)
        for name, value in t.facts.items():
            assert name in FACT_SPECS
            assert coerce(name, value) is not None
            assert t.fact_locations[name], name
        assert set(t.exhibits) <= EXHIBIT_IDS
        assert set(t.statements) <= set(STATEMENT_IDS)
        assert t.malformed == []
        for loc in [x for locs in t.fact_locations.values() for x in locs] + list(t.exhibits.values()) + list(t.statements.values()):
            assert loc.file in t.files
            pdf = pdfium.PdfDocument(str(pkg / loc.file))
            assert 1 <= loc.page <= len(pdf)
            pdf.close()


def test_expected_is_the_engine_answer(built: Path) -> None:
    for pkg in sorted(built.iterdir()):
        t = load_truth(pkg)
        assert t.expected == json.loads(determine(truth_facts(t)).model_dump_json())


def test_text_packages_carry_each_tagged_block_on_its_page(built: Path) -> None:
    """A fact, exhibit or statement is recorded on the page whose text layer holds its words."""
    checked = 0
    for pkg in sorted(built.iterdir()):
        t = load_truth(pkg)
        if t.kind != "text":
            continue
        texts = {f: [_squash(x) for x in _page_texts(pkg / f)] for f in t.files}
        locs = [x for locs in t.fact_locations.values() for x in locs] + list(t.exhibits.values()) + list(t.statements.values())
        for loc in locs:
            # a table is recorded as "row | row"; a plan-set part as "TITLE (full size)"
            words = _squash(loc.text.split(" | ")[0])[:30]
            if loc.text.endswith(("(11x17)", "(full size)")):
                words = _squash(loc.text.rsplit(" (", 1)[0])[:30]
            assert words and words in texts[loc.file][loc.page - 1], (t.id, loc)
            checked += 1
    assert checked > 300


def test_scans_are_image_only_letter_pages(built: Path) -> None:
    for pkg in sorted(built.iterdir()):
        t = load_truth(pkg)
        if t.kind != "scanned":
            continue
        for f in t.files:
            pdf = pdfium.PdfDocument(str(pkg / f))
            for i in range(len(pdf)):
                w, h = pdf[i].get_size()
                assert abs(w - 612) < 2 and abs(h - 792) < 2
                assert pdf[i].get_textpage().get_text_range().strip() == ""
            pdf.close()


def test_areas_in_square_feet_and_acres_never_conflict(built: Path) -> None:
    for pkg in sorted(built.iterdir()):
        assert load_truth(pkg).conflicts == []


def test_spread_of_outcomes(built: Path) -> None:
    apps = {load_truth(d).id: load_truth(d).expected["applicability"] for d in sorted(built.iterdir())}
    paragraphs = {a["paragraph"] for a in apps.values()}
    assert {"N.2.A", "N.2.E", "N.2.E.2", "N.2.E.3", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.B.2"} <= paragraphs
    assert {a["basis"] for a in apps.values()} == {"whole_site", "additional_only"}
    assert {a["surety_required"] for a in apps.values()} == {True, False}
    assert any(not a["permit_required"] for a in apps.values())


def test_truth_file_name(built: Path) -> None:
    assert all((d / TRUTH_NAME).is_file() for d in built.iterdir())
