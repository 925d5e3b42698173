"""External set 16 (common schemes, phases, additions): the builder and its truth files.

The set is only a fair measure if its truth is exactly what its pages say and its
``expected`` is the rule engine's own answer; these tests hold the builder to that.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from corpus.external16.build import build
from corpus.truth import TRUTH_NAME, Truth, load_truth, truth_facts
from rulen.clauses import registry
from rulen.engine import determine
from rulen.facts import make_fact

LETTER = (612.0, 792.0)


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("ext16") / "set"
    build(out)
    return out


@pytest.fixture(scope="module")
def truths(built: Path) -> list[Truth]:
    return [load_truth(p) for p in sorted(built.rglob(TRUTH_NAME))]


def _digests(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


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


def test_builds_twelve_packages_two_scanned(truths: list[Truth], built: Path) -> None:
    assert len(truths) == 12
    assert len({t.id for t in truths}) == 12
    assert {t.split for t in truths} == {"external16"}
    assert sorted(t.kind for t in truths).count("scanned") == 2
    for t in truths:
        on_disk = sorted(p.name for p in (built / t.id).glob("*.pdf"))
        assert on_disk == sorted(t.files)


def test_build_is_deterministic(built: Path, tmp_path: Path) -> None:
    again = tmp_path / "again"
    build(again)
    assert _digests(again) == _digests(built)


def test_truth_is_well_formed(truths: list[Truth], built: Path) -> None:
    known = registry()
    for t in truths:
        assert t.malformed == [] and t.conflicts == []
        for name, value in t.facts.items():
            make_fact(name, value)  # raises on a value that does not parse
            assert t.fact_locations[name], name
        pages = {f: len(_page_sizes(built / t.id / f)) for f in t.files}
        locations = [loc for locs in t.fact_locations.values() for loc in locs]
        locations += list(t.exhibits.values()) + list(t.statements.values())
        for loc in locations:
            assert loc.file in pages and 1 <= loc.page <= pages[loc.file], (t.id, loc)
        for ident in t.exhibits:
            assert ident in known or ident.startswith("plan_set."), ident
        for ident in t.statements:
            assert ident in known and ident.split(".")[1] in "345", ident


def test_expected_is_the_engines_answer(truths: list[Truth]) -> None:
    for t in truths:
        assert t.expected == json.loads(determine(truth_facts(t)).model_dump_json()), t.id


def _words(text: str) -> str:
    return re.sub(r"\s+", "", text).lower()


def test_recorded_words_are_on_the_recorded_page(truths: list[Truth], built: Path) -> None:
    """For text packages the words a truth cites must be on the page it names."""
    checked = 0
    for t in truths:
        if t.kind != "text":
            continue
        texts = {f: [_words(p) for p in _page_texts(built / t.id / f)] for f in t.files}
        locations = [loc for locs in t.fact_locations.values() for loc in locs]
        locations += list(t.exhibits.values()) + list(t.statements.values())
        for loc in locations:
            first_cell = next(c for c in loc.text.split(" | ") if c.strip())
            head = _words(" ".join(first_cell.split()[:3]))
            assert head and head in texts[loc.file][loc.page - 1], (t.id, loc)
            checked += 1
    assert checked > 300


def test_scanned_packages_are_letter_size_images(truths: list[Truth], built: Path) -> None:
    for t in (t for t in truths if t.kind == "scanned"):
        for f in t.files:
            assert set(_page_sizes(built / t.id / f)) == {LETTER}
            assert all(not p.strip() for p in _page_texts(built / t.id / f))


def test_set_covers_schemes_and_additions(truths: list[Truth]) -> None:
    app = {t.id: t.expected["applicability"] for t in truths}
    paragraphs = {a["paragraph"] for a in app.values()}
    assert {"N.2.A", "N.2.B.1", "N.2.B.3", "N.2.C.3", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E.1"} <= paragraphs
    assert {a["basis"] for a in app.values()} >= {"whole_site", "additional_only"}
    assert {a["surety_required"] for a in app.values()} == {True, False}
    larger = [t for t in truths if t.facts.get("common_scheme_area_ac", 0) > t.facts.get("site_area_ac", 0)]
    assert len(larger) >= 5
    unmet = {c["id"] for t in truths for c in t.expected["criteria"] if c["status"] == "unmet"}
    assert {"N.4.1", "N.4.9", "N.5.1", "N.5.3"} <= unmet
    missing = {e["id"] for t in truths for e in t.expected["exhibits"] if e["status"] == "missing"}
    assert {"N.6.A", "N.6.A.2", "N.6.A.7", "N.6.A.13"} <= missing
