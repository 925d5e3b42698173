"""The external30 set builds, builds the same every time, and its truth is what its pages say.

The set exists to measure the checker honestly, so a truth that claimed something no page
carries (or an ``expected`` that is not the engine's own answer) would make every score
built on it a lie; these tests guard against both.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from corpus.external30.build import PACKAGES, build
from corpus.spec import OMITTABLE_EXHIBITS, STATEMENT_IDS
from corpus.truth import TRUTH_NAME, load_truth, truth_facts
from rulen.engine import determine
from rulen.facts import make_fact

SECTION6_EXTRA = {"N.6.D", "N.6.E", "N.6.A"}
LETTER = (612.0, 792.0)


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("ext30")
    build(out)
    return out


def _truths(root: Path):
    return [load_truth(p) for p in sorted(root.glob(f"*/{TRUTH_NAME}"))]


def _page_texts(path: Path) -> list[str]:
    pdf = pdfium.PdfDocument(str(path))
    try:
        return [pdf[i].get_textpage().get_text_range() for i in range(len(pdf))]
    finally:
        pdf.close()


def _page_sizes(path: Path) -> list[tuple[float, float]]:
    pdf = pdfium.PdfDocument(str(path))
    try:
        return [tuple(round(v) for v in pdf[i].get_size()) for i in range(len(pdf))]
    finally:
        pdf.close()


def _digest(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


def test_builds_twelve_packages_two_scanned(built: Path) -> None:
    truths = _truths(built)
    assert len(truths) == 12 == len(PACKAGES)
    assert len({t.id for t in truths}) == 12
    assert sorted(t.kind for t in truths).count("scanned") == 2
    assert all(t.split == "external30" and t.malformed == [] for t in truths)


def test_build_is_deterministic(built: Path, tmp_path: Path) -> None:
    build(tmp_path)
    assert _digest(tmp_path) == _digest(built)


def test_every_listed_file_exists_and_every_location_is_a_real_page(built: Path) -> None:
    for t in _truths(built):
        folder = built / t.id
        pdfs = sorted(p.name for p in folder.glob("*.pdf"))
        assert pdfs == sorted(t.files), t.id
        pages = {name: len(_page_texts(folder / name)) for name in t.files}
        locs = [loc for locs in t.fact_locations.values() for loc in locs]
        locs += list(t.exhibits.values()) + list(t.statements.values())
        for loc in locs:
            assert loc.file in pages, (t.id, loc.file)
            assert 1 <= loc.page <= pages[loc.file], (t.id, loc)


def test_truth_ids_and_fact_values_are_valid(built: Path) -> None:
    allowed_exhibits = set(OMITTABLE_EXHIBITS) | SECTION6_EXTRA
    for t in _truths(built):
        assert set(t.exhibits) <= allowed_exhibits, t.id
        assert set(t.statements) <= set(STATEMENT_IDS), t.id
        assert t.conflicts == [], t.id
        for name, value in t.facts.items():
            make_fact(name, value)  # raises on a value the contract refuses
            assert t.fact_locations.get(name), (t.id, name)


def test_expected_is_the_engine_answer_on_the_truth(built: Path) -> None:
    for t in _truths(built):
        again = json.loads(determine(truth_facts(t)).model_dump_json())
        assert t.expected == again, t.id


def _number_forms(value: float) -> set[str]:
    forms = {f"{value:g}", f"{value:.1f}", f"{value:.2f}", f"{value:,.0f}"}
    if float(value).is_integer():
        forms.add(str(int(value)))
    return forms


def test_numeric_facts_are_printed_on_the_page_they_are_recorded_for(built: Path) -> None:
    checked = 0
    for t in _truths(built):
        if t.kind != "text":
            continue
        texts = {name: _page_texts(built / t.id / name) for name in t.files}
        for name, value in t.facts.items():
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                continue
            for loc in t.fact_locations[name]:
                page = texts[loc.file][loc.page - 1]
                assert any(f in page for f in _number_forms(abs(value))), (t.id, name, value, loc)
                checked += 1
    assert checked > 80


def test_scanned_packages_are_image_only_letter_pages(built: Path) -> None:
    for t in _truths(built):
        if t.kind != "scanned":
            continue
        for name in t.files:
            path = built / t.id / name
            assert all(not txt.strip() for txt in _page_texts(path)), name
            assert set(_page_sizes(path)) == {LETTER}, name


def test_outcomes_spread_over_rule_n(built: Path) -> None:
    apps = {t.id: t.expected["applicability"] for t in _truths(built)}
    paragraphs = {a["paragraph"] for a in apps.values()}
    assert {"N.2.A", "N.2.E", "N.2.E.1", "N.2.E.2", "N.2.E.3", "N.2.E.4", "N.2.B.3", "N.2.C.3",
            "N.2.D.1", "N.2.D.2", "N.2.D.3"} <= paragraphs
    assert {a["surety_required"] for a in apps.values() if a["permit_required"]} == {True, False}
    assert {"whole_site", "additional_only"} <= {a["basis"] for a in apps.values()}
    unmet = {c["id"] for t in _truths(built) for c in t.expected["criteria"] if c["status"] == "unmet"}
    assert {"N.4.1", "N.5.1", "N.5.3", "N.3.1"} <= unmet
    missing = {e["id"] for t in _truths(built) for e in t.expected["exhibits"] if e["status"] == "missing"}
    assert {"N.6.A", "N.6.A.2", "N.6.A.7", "N.6.A.13"} <= missing
