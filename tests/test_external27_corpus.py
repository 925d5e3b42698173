"""The external27 set: it builds, builds the same way twice, and each truth is what its pages say.

The truth is checked against the pages themselves (every fact and statement location's words are
on that page of a text package) and against the engine (``expected`` is ``rulen.engine.determine``
on the truth's facts), so a drifting builder or a stale expected answer fails here.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from corpus.external27.build import PACKAGES, build
from corpus.truth import Truth, expected_for, load_truth, truth_facts
from rulen.engine import determine
from rulen.facts import make_fact


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("ext27")
    build(out)
    return out


def _truths(root: Path) -> list[Truth]:
    return [load_truth(p) for p in sorted(root.glob("*/rulen-truth.json"))]


def _digest(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().casefold()


def test_builds_twelve_packages_two_scanned(built: Path) -> None:
    truths = _truths(built)
    assert [t.id for t in truths] == sorted(p[0] for p in PACKAGES)
    assert len(truths) == 12
    assert sum(t.kind == "scanned" for t in truths) == 2
    assert {t.split for t in truths} == {"external27"}


def test_build_is_deterministic(built: Path, tmp_path: Path) -> None:
    build(tmp_path)
    assert _digest(tmp_path) == _digest(built)


def test_truth_files_are_well_formed(built: Path) -> None:
    for truth in _truths(built):
        assert truth.files, truth.id
        assert not truth.conflicts and not truth.malformed
        pages = {}
        for rel in truth.files:
            path = built / truth.id / rel
            assert path.read_bytes()[:5] == b"%PDF-", rel
            pages[rel] = len(pdfium.PdfDocument(str(path)))
        for name, value in truth.facts.items():
            make_fact(name, value)  # parses in contract units, or raises
            assert truth.fact_locations[name], name
        locations = [loc for locs in truth.fact_locations.values() for loc in locs]
        locations += list(truth.exhibits.values()) + list(truth.statements.values())
        for loc in locations:
            assert loc.file in pages, (truth.id, loc.file)
            assert 1 <= loc.page <= pages[loc.file], (truth.id, loc)
        if "peak_rates_cfs" in truth.facts:
            assert set(truth.facts["peak_rates_cfs"]) <= {"1", "10", "100"}


def test_expected_is_the_engine_answer_on_the_truth(built: Path) -> None:
    for truth in _truths(built):
        assert truth.expected == expected_for(truth), truth.id
        assert truth.expected == json.loads(determine(truth_facts(truth)).model_dump_json())


def test_fact_and_statement_words_are_on_their_pages(built: Path) -> None:
    checked = 0
    for truth in _truths(built):
        if truth.kind != "text":
            continue
        cache: dict[tuple[str, int], str] = {}
        locations = [loc for locs in truth.fact_locations.values() for loc in locs]
        for loc in locations + list(truth.statements.values()):
            key = (loc.file, loc.page)
            if key not in cache:
                pdf = pdfium.PdfDocument(str(built / truth.id / loc.file))
                cache[key] = _norm(pdf[loc.page - 1].get_textpage().get_text_range())
            words = _norm(loc.text.split(" | ")[0])[:30]
            assert words in cache[key], (truth.id, loc)
            checked += 1
    assert checked > 150


def test_scanned_packages_are_image_only_letter_pages(built: Path) -> None:
    for truth in _truths(built):
        if truth.kind != "scanned":
            continue
        for rel in truth.files:
            pdf = pdfium.PdfDocument(str(built / truth.id / rel))
            for page in pdf:
                w, h = page.get_size()
                assert sorted((round(w), round(h))) == [612, 792], (rel, w, h)
                assert page.get_textpage().get_text_range().strip() == ""


def test_outcomes_are_spread(built: Path) -> None:
    apps = {t.id: t.expected["applicability"] for t in _truths(built)}
    paragraphs = {a["paragraph"] for a in apps.values()}
    assert {"N.2.A", "N.2.B.2", "N.2.C.2", "N.2.D.1", "N.2.D.2", "N.2.D.3",
            "N.2.E", "N.2.E.1", "N.2.E.2", "N.2.E.4"} <= paragraphs
    assert {a["surety_required"] for a in apps.values() if a["permit_required"]} == {True, False}
    assert {a["basis"] for a in apps.values()} >= {"whole_site", "additional_only"}
    unmet = {c["id"] for t in _truths(built) for c in t.expected["criteria"] if c["status"] == "unmet"}
    assert {"N.4.1", "N.4.9", "N.5.1", "N.5.3"} <= unmet
