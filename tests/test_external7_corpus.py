"""The external7 set: builds, rebuilds byte for byte, and each truth is what the engine says of it.

The set is a blind measure, so these tests check only the set itself (well-formed truths,
locations that exist and carry their numbers, the spread of outcomes it was written to
cover); they never run the extractor on it.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from corpus.external7.build import BUILDERS, build, main
from corpus.external7.common import sf
from corpus.truth import TRUTH_NAME, Truth, load_truth, truth_facts
from rulen.clauses import registry
from rulen.engine import determine
from rulen.facts import FACT_SPECS, coerce

LETTER = (612.0, 792.0)


def _digest(root: Path) -> dict[str, str]:
    return {p.relative_to(root).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Truth]]:
    out = tmp_path_factory.mktemp("ext7")
    return out, build(out)


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


def test_builds_twelve_packages_with_truth_files(built: tuple[Path, list[Truth]]) -> None:
    out, truths = built
    assert len(truths) == len(BUILDERS) == 12
    assert len({t.id for t in truths}) == 12
    for t in truths:
        assert t.split == "external7"
        assert load_truth(out / t.id) == t
        on_disk = sorted(p.relative_to(out / t.id).as_posix() for p in (out / t.id).rglob("*.pdf"))
        assert on_disk == t.files


def test_rebuild_is_byte_identical(built: tuple[Path, list[Truth]], tmp_path: Path) -> None:
    out, _ = built
    assert main([str(tmp_path)]) == 0
    assert _digest(tmp_path) == _digest(out)


def test_main_refuses_without_an_output_folder() -> None:
    assert main([]) == 2


def test_every_truth_is_well_formed(built: tuple[Path, list[Truth]]) -> None:
    out, truths = built
    ids = set(registry())
    for t in truths:
        for name, value in t.facts.items():
            assert name in FACT_SPECS, (t.id, name)
            assert coerce(name, value) is not None, (t.id, name)
            assert t.fact_locations.get(name), (t.id, name)
        for rate in t.facts.get("peak_rates_cfs", {}):
            assert rate in ("1", "10", "100"), (t.id, rate)
        for key in list(t.exhibits) + list(t.statements):
            assert key in ids or key.startswith("plan_set."), (t.id, key)
        assert set(t.statements) <= {"N.3.0", "N.3.2", "N.4.2", "N.4.3", "N.4.4", "N.4.5", "N.4.6", "N.4.7",
                                     "N.4.8", "N.5.2", "N.5.4"}, t.id
        assert t.malformed == [] and t.conflicts == []


def test_every_location_is_a_real_page(built: tuple[Path, list[Truth]]) -> None:
    out, truths = built
    for t in truths:
        pages = {f: len(_page_sizes(out / t.id / f)) for f in t.files}
        locs = [loc for locs in t.fact_locations.values() for loc in locs]
        locs += list(t.exhibits.values()) + list(t.statements.values())
        for loc in locs:
            assert loc.file in pages, (t.id, loc.file)
            assert 1 <= loc.page <= pages[loc.file], (t.id, loc.file, loc.page)


def _written_forms(value: float) -> set[str]:
    forms = {f"{value:g}", f"{value:.2f}", f"{value:.1f}"}
    if 0 < abs(value) < 100:
        forms.add(sf(abs(value)))  # an acreage written in square feet
    return forms


def test_numbers_are_on_the_pages_they_are_recorded_on(built: tuple[Path, list[Truth]]) -> None:
    """A fact counts only where a page carries it: every numeric fact's value is printed there."""
    out, truths = built
    checked = 0
    for t in truths:
        if t.kind != "text":
            continue
        texts = {f: _page_texts(out / t.id / f) for f in t.files}
        for name, value in t.facts.items():
            if FACT_SPECS[name].kind not in ("number", "count"):
                continue
            for loc in t.fact_locations[name]:
                page = " ".join(texts[loc.file][loc.page - 1].split())
                assert any(form in page for form in _written_forms(float(value))), (t.id, name, value, loc)
                checked += 1
    assert checked > 120


def test_plan_set_parts_are_the_sizes_they_claim(built: tuple[Path, list[Truth]]) -> None:
    out, truths = built
    for t in truths:
        for part, size in (("plan_set.full_size", (2448, 1584)), ("plan_set.reduced", (1224, 792))):
            loc = t.exhibits.get(part)
            if loc is not None:
                assert _page_sizes(out / t.id / loc.file)[loc.page - 1] == size, (t.id, part)
                assert "plan_set.pe_certified" in t.exhibits, t.id


def test_scanned_packages_are_letter_size_images_without_text(built: tuple[Path, list[Truth]]) -> None:
    out, truths = built
    scanned = [t for t in truths if t.kind == "scanned"]
    assert len(scanned) == 2
    for t in scanned:
        for f in t.files:
            assert all(size == LETTER for size in _page_sizes(out / t.id / f)), (t.id, f)
            assert all(not text.strip() for text in _page_texts(out / t.id / f)), (t.id, f)


def test_expected_is_the_engines_answer_on_the_truth(built: tuple[Path, list[Truth]]) -> None:
    _, truths = built
    for t in truths:
        assert t.expected == json.loads(determine(truth_facts(t)).model_dump_json()), t.id


def _statuses(t: Truth, kind: str) -> dict[str, str]:
    return {item["id"]: item["status"] for item in t.expected[kind]}


def test_the_set_covers_the_outcomes_it_was_written_for(built: tuple[Path, list[Truth]]) -> None:
    _, truths = built
    app = {t.id: t.expected["applicability"] for t in truths}
    paragraphs = {a["paragraph"] for a in app.values()}
    assert {"N.2.A", "N.2.B.3", "N.2.C.1", "N.2.C.2", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E", "N.2.E.3",
            "N.2.E.4"} <= paragraphs
    assert {a["surety_required"] for a in app.values()} == {True, False}
    assert {"whole_site", "additional_only"} <= {a["basis"] for a in app.values()}
    assert any("common_scheme_area_ac" in t.facts for t in truths)
    public_big = [t for t in truths if t.facts.get("applicant_public_entity") is True
                  and t.facts.get("disturbed_area_ac", 0) >= 5 and app[t.id]["permit_required"]]
    assert public_big and all(app[t.id]["surety_required"] is False for t in public_big)
    unmet = {cid for t in truths for cid, s in _statuses(t, "criteria").items() if s == "unmet"}
    assert {"N.4.1", "N.4.9", "N.5.1", "N.5.3"} <= unmet
    missing = {cid for t in truths for cid, s in _statuses(t, "exhibits").items() if s == "missing"}
    assert {"N.6.A", "N.6.A.2", "N.6.A.7", "N.6.A.12", "N.6.A.13"} <= missing
    trails = [t.facts["sidewalk_trail"] for t in truths if "sidewalk_trail" in t.facts]
    assert any(tr["width_ft"] <= 10 and tr["buffer_ft"] >= 5 for tr in trails)
    assert any(tr["width_ft"] > 10 for tr in trails)
    assert sum(1 for t in truths if len(t.files) >= 2) >= 8


def test_truth_name_is_the_corpus_one(built: tuple[Path, list[Truth]]) -> None:
    out, truths = built
    assert all((out / t.id / TRUTH_NAME).is_file() for t in truths)
