"""The external8 set: builds, rebuilds byte for byte, and each truth is what the engine says of it.

The set is a blind measure, so these tests check only the set itself (well-formed truths,
locations on real pages, plan sheets of the sizes the truth claims, scans without a text
layer, the spread of outcomes it was written to cover); they never run the extractor on it.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from corpus.external8.build import BUILDERS, build, main
from corpus.truth import Truth, load_truth, truth_facts
from rulen.clauses import registry
from rulen.engine import determine
from rulen.facts import coerce

TABLOID_PT = (17 * 72, 11 * 72)


def _digest(root: Path) -> dict[str, str]:
    return {p.relative_to(root).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


def _sizes(path: Path) -> list[tuple[float, float]]:
    pdf = pdfium.PdfDocument(str(path))
    try:
        return [tuple(pdf[i].get_size()) for i in range(len(pdf))]
    finally:
        pdf.close()


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Truth]]:
    out = tmp_path_factory.mktemp("ext8")
    return out, build(out)


def _by_id(truths: list[Truth]) -> dict[str, Truth]:
    return {t.id: t for t in truths}


def test_builds_twelve_packages_with_truth_files(built: tuple[Path, list[Truth]]) -> None:
    out, truths = built
    assert len(truths) == len(BUILDERS) == 12
    assert len({t.id for t in truths}) == 12
    for t in truths:
        assert load_truth(out / t.id) == t
        assert t.split == "external8"
        assert t.malformed == []
        on_disk = sorted(p.name for p in (out / t.id).glob("*.pdf"))
        assert on_disk == sorted(t.files)


def test_rebuild_is_byte_identical(built: tuple[Path, list[Truth]], tmp_path: Path) -> None:
    out, _ = built
    assert main([str(tmp_path)]) == 0
    assert _digest(tmp_path) == _digest(out)


def test_main_refuses_a_missing_output_argument() -> None:
    assert main([]) == 2


def test_expected_is_the_engines_answer_on_the_truth(built: tuple[Path, list[Truth]]) -> None:
    _, truths = built
    for t in truths:
        assert t.expected is not None
        again = json.loads(determine(truth_facts(t)).model_dump_json())
        assert again == t.expected, t.id


def test_facts_parse_in_contract_units_and_have_locations(built: tuple[Path, list[Truth]]) -> None:
    _, truths = built
    for t in truths:
        assert t.facts, t.id
        assert t.conflicts == [], t.id
        for name, value in t.facts.items():
            coerce(name, value)  # raises on a value the contract would refuse
            assert t.fact_locations[name], (t.id, name)
        rates = t.facts.get("peak_rates_cfs")
        if rates is not None:
            assert set(rates) == {"1", "10", "100"}, t.id
            assert all(r["existing"] is not None and r["proposed"] is not None for r in rates.values())


def test_every_location_is_a_real_page_and_every_id_a_known_clause(built: tuple[Path, list[Truth]]) -> None:
    out, truths = built
    known = set(registry()) | {"plan_set.pe_certified", "plan_set.full_size", "plan_set.reduced"}
    for t in truths:
        pages = {name: len(_sizes(out / t.id / name)) for name in t.files}
        locations = [loc for locs in t.fact_locations.values() for loc in locs]
        locations += list(t.exhibits.values()) + list(t.statements.values())
        for loc in locations:
            assert loc.file in pages, (t.id, loc.file)
            assert 1 <= loc.page <= pages[loc.file], (t.id, loc.file, loc.page)
        assert set(t.exhibits) <= known, t.id
        assert set(t.statements) <= known, t.id


def test_plan_set_parts_are_on_sheets_of_the_size_claimed(built: tuple[Path, list[Truth]]) -> None:
    out, truths = built
    for t in truths:
        full = t.exhibits.get("plan_set.full_size")
        if full is not None:
            w, h = _sizes(out / t.id / full.file)[full.page - 1]
            assert max(w, h) > TABLOID_PT[0] and min(w, h) > TABLOID_PT[1], t.id
        reduced = t.exhibits.get("plan_set.reduced")
        if reduced is not None:
            for w, h in _sizes(out / t.id / reduced.file):
                assert max(w, h) <= TABLOID_PT[0] + 0.5 and min(w, h) <= TABLOID_PT[1] + 0.5, t.id
        # a large sheet in the package is always recorded as the full-size set
        large = [n for n in t.files if any(max(s) > TABLOID_PT[0] + 1 for s in _sizes(out / t.id / n))]
        assert bool(large) == (full is not None), t.id


def test_scanned_packages_are_letter_images_without_text(built: tuple[Path, list[Truth]]) -> None:
    out, truths = built
    scanned = [t for t in truths if t.kind == "scanned"]
    assert len(scanned) == 2
    for t in scanned:
        for name in t.files:
            pdf = pdfium.PdfDocument(str(out / t.id / name))
            try:
                for i in range(len(pdf)):
                    page = pdf[i]
                    assert tuple(round(v) for v in page.get_size()) == (612, 792), (t.id, name)
                    assert page.get_textpage().get_text_range().strip() == "", (t.id, name, i + 1)
            finally:
                pdf.close()


def test_text_packages_carry_their_recorded_words(built: tuple[Path, list[Truth]]) -> None:
    """Every fact and statement's recorded words are on its page: the truth says where the words are."""
    out, truths = built
    checked = 0
    for t in truths:
        if t.kind != "text":
            continue
        locations = [loc for locs in t.fact_locations.values() for loc in locs] + list(t.statements.values())
        for loc in locations:
            pdf = pdfium.PdfDocument(str(out / t.id / loc.file))
            try:
                words = set(pdf[loc.page - 1].get_textpage().get_text_range().split())
            finally:
                pdf.close()
            first = loc.text.split(" | ")[0].split()[:4]
            assert set(first) <= words, (t.id, loc.file, loc.page, first)
            checked += 1
    assert checked > 150


def test_the_spread_of_outcomes_it_was_written_for(built: tuple[Path, list[Truth]]) -> None:
    _, truths = built
    apps = {t.id: t.expected["applicability"] for t in truths}
    paragraphs = {a["paragraph"] for a in apps.values()}
    assert {"N.2.A", "N.2.B.3", "N.2.C.1", "N.2.C.2", "N.2.D.1", "N.2.D.2", "N.2.D.3",
            "N.2.E", "N.2.E.1", "N.2.E.3", "N.2.E.4"} <= paragraphs
    assert {a["basis"] for a in apps.values()} >= {"whole_site", "additional_only"}
    by = _by_id(truths)
    # public bodies disturbing 5 acres or more owe no surety; private ones do
    public_big = [t for t in truths if t.facts.get("applicant_public_entity") is True
                  and t.facts.get("disturbed_area_ac", 0) >= 5 and apps[t.id]["permit_required"]]
    private_big = [t for t in truths if t.facts.get("applicant_public_entity") is not True
                   and t.facts.get("disturbed_area_ac", 0) >= 5 and apps[t.id]["permit_required"]]
    assert len(public_big) >= 2 and all(apps[t.id]["surety_required"] is False for t in public_big)
    assert len(private_big) >= 2 and all(apps[t.id]["surety_required"] is True for t in private_big)
    # the common scheme governs the Chanhassen phase: 1.82 acres alone would need no permit
    ph2 = by["e8-04-chanhassen-bluff-creek-ph2"]
    assert ph2.facts["site_area_ac"] < 2 <= 5 <= ph2.facts["common_scheme_area_ac"]
    assert apps[ph2.id]["paragraph"] == "N.2.C.2"
    unmet = {(t.id, c["id"]) for t in truths for c in t.expected["criteria"] if c["status"] == "unmet"}
    assert {cid for _, cid in unmet} >= {"N.4.1", "N.4.9", "N.5.1", "N.5.3"}
    missing = {e["id"] for t in truths for e in t.expected["exhibits"] if e["status"] == "missing"}
    assert missing >= {"N.6.A", "N.6.A.2", "N.6.A.7", "N.6.A.13"}
    trails = [t for t in truths if "sidewalk_trail" in t.facts]
    assert {apps[t.id]["paragraph"] for t in trails} == {"N.2.E.4", "N.2.E.1"}
