"""The external10 set: it builds, rebuilds byte for byte, and each truth is the engine's answer on it.

The set is a blind measure of the extractor, so nothing here runs the extractor: the tests
check the set itself (well-formed truths, locations on real pages carrying the recorded
words, plan sheets of the sizes claimed, scans without a text layer) and that it covers
the outcomes it was written for.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from corpus.external10.build import BUILDERS, build, main
from corpus.truth import Truth, load_truth, truth_facts
from rulen.clauses import registry
from rulen.engine import determine
from rulen.facts import coerce

TABLOID_PT = (17 * 72, 11 * 72)
PLAN_PARTS = {"plan_set.pe_certified", "plan_set.full_size", "plan_set.reduced"}


def _digest(root: Path) -> dict[str, str]:
    return {p.relative_to(root).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


def _pages(path: Path) -> list[tuple[tuple[float, float], str]]:
    pdf = pdfium.PdfDocument(str(path))
    try:
        return [(tuple(pdf[i].get_size()), pdf[i].get_textpage().get_text_range()) for i in range(len(pdf))]
    finally:
        pdf.close()


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Truth]]:
    out = tmp_path_factory.mktemp("ext10")
    return out, build(out)


def test_builds_twelve_packages_with_their_truth(built: tuple[Path, list[Truth]]) -> None:
    out, truths = built
    assert len(truths) == len(BUILDERS) == 12
    assert len({t.id for t in truths}) == 12
    for t in truths:
        assert load_truth(out / t.id) == t
        assert t.split == "external10"
        assert t.malformed == []
        assert sorted(p.name for p in (out / t.id).glob("*.pdf")) == sorted(t.files)


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
        assert json.loads(determine(truth_facts(t)).model_dump_json()) == t.expected, t.id


def test_facts_are_in_contract_units_without_conflicts(built: tuple[Path, list[Truth]]) -> None:
    _, truths = built
    for t in truths:
        assert t.conflicts == [], t.id
        assert {"project_type", "site_area_ac", "applicant_public_entity"} <= set(t.facts), t.id
        for name, value in t.facts.items():
            coerce(name, value)  # raises on a value the contract would refuse
            assert t.fact_locations[name], (t.id, name)
        rates = t.facts.get("peak_rates_cfs")
        if rates is not None:
            assert set(rates) == {"1", "10", "100"}, t.id
            assert all(r["existing"] is not None and r["proposed"] is not None for r in rates.values())


def test_every_location_is_a_real_page_and_every_id_a_known_clause(built: tuple[Path, list[Truth]]) -> None:
    out, truths = built
    known = set(registry()) | PLAN_PARTS
    for t in truths:
        counts = {name: len(_pages(out / t.id / name)) for name in t.files}
        locations = [loc for locs in t.fact_locations.values() for loc in locs]
        locations += list(t.exhibits.values()) + list(t.statements.values())
        for loc in locations:
            assert loc.file in counts, (t.id, loc.file)
            assert 1 <= loc.page <= counts[loc.file], (t.id, loc.file, loc.page)
        assert set(t.exhibits) <= known and set(t.statements) <= known, t.id


def test_recorded_words_are_on_the_recorded_page(built: tuple[Path, list[Truth]]) -> None:
    out, truths = built
    checked = 0
    for t in truths:
        if t.kind != "text":
            continue
        locations = [loc for locs in t.fact_locations.values() for loc in locs]
        locations += list(t.statements.values()) + list(t.exhibits.values())
        for loc in locations:
            words = set(_pages(out / t.id / loc.file)[loc.page - 1][1].split())
            first = loc.text.split()[:4]
            assert first and set(first) <= words, (t.id, loc.file, loc.page, first)
            checked += 1
    assert checked > 200


def test_plan_sets_are_the_sizes_the_truth_claims(built: tuple[Path, list[Truth]]) -> None:
    out, truths = built
    for t in truths:
        full, reduced = t.exhibits.get("plan_set.full_size"), t.exhibits.get("plan_set.reduced")
        if full is not None:
            (w, h), _ = _pages(out / t.id / full.file)[full.page - 1]
            assert max(w, h) > TABLOID_PT[0] and min(w, h) > TABLOID_PT[1], t.id
        if reduced is not None:
            for (w, h), _ in _pages(out / t.id / reduced.file):
                assert max(w, h) <= TABLOID_PT[0] + 0.5 and min(w, h) <= TABLOID_PT[1] + 0.5, t.id
        large = [n for n in t.files if any(max(s) > TABLOID_PT[0] + 1 for s, _ in _pages(out / t.id / n))]
        assert bool(large) == (full is not None), t.id
        # a certified plan set is recorded exactly when a plan sheet is in the package
        assert ("plan_set.pe_certified" in t.exhibits) == bool(large), t.id


def test_scanned_packages_are_letter_images_without_text(built: tuple[Path, list[Truth]]) -> None:
    out, truths = built
    scanned = [t for t in truths if t.kind == "scanned"]
    assert len(scanned) == 2
    for t in scanned:
        for name in t.files:
            for size, text in _pages(out / t.id / name):
                assert tuple(round(v) for v in size) == (612, 792), (t.id, name)
                assert text.strip() == "", (t.id, name)


def test_the_spread_of_outcomes_it_was_written_for(built: tuple[Path, list[Truth]]) -> None:
    _, truths = built
    by = {t.id: t for t in truths}
    apps = {t.id: t.expected["applicability"] for t in truths}
    assert {a["paragraph"] for a in apps.values()} >= {
        "N.2.A", "N.2.B.1", "N.2.B.2", "N.2.C.2", "N.2.C.3", "N.2.D.1", "N.2.D.2", "N.2.D.3",
        "N.2.E", "N.2.E.3", "N.2.E.4"}
    assert {a["basis"] for a in apps.values()} >= {"whole_site", "additional_only"}
    public_big = [t for t in truths if t.facts.get("applicant_public_entity") is True
                  and t.facts.get("disturbed_area_ac", 0) >= 5 and apps[t.id]["permit_required"]]
    private_big = [t for t in truths if t.facts.get("applicant_public_entity") is False
                   and t.facts.get("disturbed_area_ac", 0) >= 5 and apps[t.id]["permit_required"]]
    assert len(public_big) >= 2 and all(apps[t.id]["surety_required"] is False for t in public_big)
    assert len(private_big) >= 3 and all(apps[t.id]["surety_required"] is True for t in private_big)
    # the Victoria phase alone is under 8 acres; with the 1st Addition it is not
    ph2 = by["x10-03-victoria-wildflower-ridge-2nd"]
    assert ph2.facts["site_area_ac"] < 8 <= ph2.facts["common_scheme_area_ac"] < 20
    assert apps[ph2.id]["paragraph"] == "N.2.B.2"
    unmet = {c["id"] for t in truths for c in t.expected["criteria"] if c["status"] == "unmet"}
    assert unmet >= {"N.3.1", "N.4.1", "N.5.1", "N.5.3"}
    missing = {e["id"] for t in truths for e in t.expected["exhibits"] if e["status"] == "missing"}
    assert missing >= {"N.6.A", "N.6.A.2", "N.6.A.7", "N.6.A.13"}
    # one pond short of freeboard, one bench too narrow
    ponds = [p for t in truths for p in t.facts.get("ponds", [])]
    assert any(p["freeboard_ft"] < 2 for p in ponds) and any(p["safety_bench_width_ft"] < 10 for p in ponds)
    assert {t.facts.get("vertical_datum") for t in truths} >= {"NGVD29", "NAVD88"}
    assert 1.0 in {t.facts.get("contour_interval_ft") for t in truths}
    trails = {t.id: apps[t.id]["paragraph"] for t in truths if "sidewalk_trail" in t.facts}
    assert set(trails.values()) == {"N.2.E.3", "N.2.E", "N.2.E.4"}
