"""The external12 builder: it runs, gives the same bytes twice, and its truth is well-formed,
points at pages that carry the words, and expects exactly what the rule engine says."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from corpus.external12.build import all_packages, build
from corpus.external12.package import build_package
from corpus.truth import TRUTH_NAME, Truth, load_truth, truth_facts
from rulen.clauses import registry
from rulen.engine import determine
from rulen.facts import make_fact


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Truth]]:
    out = tmp_path_factory.mktemp("ext12")
    truths = build(out)
    return out, truths


def _page_texts(path: Path) -> list[str]:
    pdf = pdfium.PdfDocument(str(path))
    try:
        return [pdf[i].get_textpage().get_text_range() for i in range(len(pdf))]
    finally:
        pdf.close()


def _page_sizes(path: Path) -> list[tuple[float, float]]:
    pdf = pdfium.PdfDocument(str(path))
    try:
        return [tuple(pdf[i].get_size()) for i in range(len(pdf))]
    finally:
        pdf.close()


def _norm(text: str) -> str:
    return " ".join(text.lower().split())


def test_twelve_packages_two_scanned(built: tuple[Path, list[Truth]]) -> None:
    out, truths = built
    assert len(truths) == 12
    assert len({t.id for t in truths}) == 12
    assert sorted(t.kind for t in truths).count("scanned") == 2
    for t in truths:
        assert t.split == "external12"
        assert (out / t.id / TRUTH_NAME).is_file()
        assert load_truth(out / t.id) == t


def test_truth_is_well_formed(built: tuple[Path, list[Truth]]) -> None:
    out, truths = built
    known = registry()
    for t in truths:
        for name, value in t.facts.items():
            make_fact(name, value)  # every value parses in contract units
        assert not t.conflicts, t.id
        assert t.malformed == []
        for ident in list(t.exhibits) + list(t.statements):
            assert ident in known or ident.startswith("plan_set."), (t.id, ident)
        pages = {f: len(_page_sizes(out / t.id / f)) for f in t.files}
        locations = [loc for locs in t.fact_locations.values() for loc in locs]
        locations += list(t.exhibits.values()) + list(t.statements.values())
        for loc in locations:
            assert loc.file in pages, (t.id, loc.file)
            assert 1 <= loc.page <= pages[loc.file], (t.id, loc.file, loc.page)
        assert set(t.facts) <= set(t.fact_locations)


def test_expected_is_the_engines_answer(built: tuple[Path, list[Truth]]) -> None:
    _, truths = built
    for t in truths:
        assert t.expected == json.loads(determine(truth_facts(t)).model_dump_json()), t.id


def test_text_locations_carry_their_words(built: tuple[Path, list[Truth]]) -> None:
    """On born-digital files the recorded page holds the first words of the recorded text."""
    out, truths = built
    for t in truths:
        if t.kind != "text":
            continue
        cache: dict[str, list[str]] = {}
        locations = [loc for locs in t.fact_locations.values() for loc in locs]
        locations += list(t.exhibits.values()) + list(t.statements.values())
        for loc in locations:
            texts = cache.setdefault(loc.file, [_norm(x) for x in _page_texts(out / t.id / loc.file)])
            words = _norm(loc.text).split()[:3]
            assert words and all(w in texts[loc.page - 1] for w in words), (t.id, loc.file, loc.page, words)


def test_scans_are_letter_size_images_only(built: tuple[Path, list[Truth]]) -> None:
    out, truths = built
    for t in truths:
        if t.kind != "scanned":
            continue
        for f in t.files:
            sizes = _page_sizes(out / t.id / f)
            assert len(sizes) >= 10
            assert all(abs(w - 612) < 1 and abs(h - 792) < 1 for w, h in sizes), (t.id, f)
            assert all(x.strip() == "" for x in _page_texts(out / t.id / f)), (t.id, f)


def test_reports_are_long(built: tuple[Path, list[Truth]]) -> None:
    """Every package's longest letter-size file runs to at least ten pages."""
    out, truths = built
    for t in truths:
        longest = max(len(_page_sizes(out / t.id / f)) for f in t.files)
        assert longest >= 10, t.id


def test_plan_sets_are_full_size_and_reduced(built: tuple[Path, list[Truth]]) -> None:
    out, truths = built
    for t in truths:
        for part, (lo, hi) in (("plan_set.full_size", (1200, 3000)), ("plan_set.reduced", (1000, 1230))):
            loc = t.exhibits.get(part)
            if loc is None:
                continue
            w, h = _page_sizes(out / t.id / loc.file)[0]
            assert lo <= max(w, h) <= hi, (t.id, part, w, h)
            if part == "plan_set.reduced":
                assert max(w, h) <= 17 * 72 + 0.5 and min(w, h) <= 11 * 72 + 0.5


def test_outcomes_spread(built: tuple[Path, list[Truth]]) -> None:
    _, truths = built
    apps = [t.expected["applicability"] for t in truths]
    paragraphs = {a["paragraph"] for a in apps}
    assert {"N.2.A", "N.2.B.1", "N.2.B.3", "N.2.C.2", "N.2.C.3", "N.2.D.1", "N.2.D.2", "N.2.D.3",
            "N.2.E", "N.2.E.2", "N.2.E.3"} <= paragraphs
    assert {a["surety_required"] for a in apps} == {True, False}
    assert {"whole_site", "additional_only"} <= {a["basis"] for a in apps}
    unmet = {c["id"] for t in truths for c in t.expected["criteria"] if c["status"] == "unmet"}
    assert {"N.3.1", "N.4.1", "N.5.1", "N.5.3"} <= unmet
    missing = {e["id"] for t in truths for e in t.expected["exhibits"] if e["status"] == "missing"}
    assert {"N.6.A", "N.6.A.2", "N.6.A.7", "N.6.A.12", "N.6.A.13"} <= missing


def test_common_scheme_and_trail_decide(built: tuple[Path, list[Truth]]) -> None:
    """The aggregate area, not the phase alone, and the trail exclusion change the paragraph."""
    _, truths = built
    by_id = {t.id: t for t in truths}
    scheme = by_id["ext12-03-victoria-common-scheme"]
    assert scheme.facts["site_area_ac"] < 20 <= scheme.facts["common_scheme_area_ac"]
    assert scheme.expected["applicability"]["paragraph"] == "N.2.B.3"
    road = by_id["ext12-09-county-road-trail"]
    assert road.facts["sidewalk_trail"]["width_ft"] <= 10 and road.facts["sidewalk_trail"]["buffer_ft"] >= 5
    assert road.expected["applicability"]["paragraph"] == "N.2.E.3"
    trail = by_id["ext12-11-minnetonka-trail"]
    assert trail.facts["sidewalk_trail"]["width_ft"] > 10
    assert trail.expected["applicability"]["paragraph"] == "N.2.E.2"


def test_builder_is_deterministic(built: tuple[Path, list[Truth]], tmp_path: Path) -> None:
    out, _ = built
    chosen = [p for p in all_packages() if p.id in ("ext12-06-hopkins-retail", "ext12-10-orono-street", "ext12-03-victoria-common-scheme")]
    assert len(chosen) == 3
    for pkg in chosen:
        build_package(pkg, tmp_path)
        for f in sorted((out / pkg.id).iterdir()):
            again = tmp_path / pkg.id / f.name
            assert hashlib.sha256(f.read_bytes()).digest() == hashlib.sha256(again.read_bytes()).digest(), (pkg.id, f.name)


def test_main_rejects_bad_arguments() -> None:
    from corpus.external12.build import main

    assert main([]) == 2
