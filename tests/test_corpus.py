"""The synthetic corpus: deterministic, covering every branch of Section 2, true to its own pages."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import pdfplumber
import pypdfium2 as pdfium
import pytest

from corpus.generate import generate, generate_one
from corpus.spec import PackageSpec
from corpus.truth import TRUTH_NAME, load_truth, truth_facts
from rulen.engine import determine


def _digest(root: Path) -> dict[str, str]:
    return {p.relative_to(root).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


@pytest.fixture(scope="module")
def corpus60(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    out = tmp_path_factory.mktemp("corpus60")
    return generate(out, 60, seed=11, scanned_share=0.0, malformed=True)


def test_same_seed_same_bytes_and_other_seed_differs(tmp_path: Path) -> None:
    a = generate(tmp_path / "a", 5, seed=7, scanned_share=0.3)
    b = generate(tmp_path / "b", 5, seed=7, scanned_share=0.3)
    generate(tmp_path / "c", 5, seed=8, scanned_share=0.3)
    assert [p.name for p in a] == [p.name for p in b]
    assert _digest(tmp_path / "a") == _digest(tmp_path / "b")
    assert _digest(tmp_path / "a") != _digest(tmp_path / "c")


def test_every_branch_of_section_2_appears(corpus60: list[Path]) -> None:
    truths = [load_truth(p) for p in corpus60]
    paragraphs = {t.expected["applicability"]["paragraph"] for t in truths}
    wanted = {"N.2.A", "N.2.B", "N.2.B.1", "N.2.B.2", "N.2.B.3", "N.2.C", "N.2.C.1", "N.2.C.2", "N.2.C.3",
              "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E", "N.2.E.1", "N.2.E.2", "N.2.E.3", "N.2.E.4"}
    assert wanted <= paragraphs, wanted - paragraphs
    # N.2.F both ways, and a public applicant exempted although >= 5 acres are disturbed
    surety = {t.expected["applicability"]["surety_required"] for t in truths}
    assert surety == {True, False}
    assert any(t.facts.get("applicant_public_entity") is True and t.facts.get("disturbed_area_ac", 0) >= 5
               and t.expected["applicability"]["surety_required"] is False for t in truths)
    # N.2.G: a site under 2 acres that needs a permit because of its common scheme
    assert any("common_scheme_area_ac" in t.facts and t.facts["site_area_ac"] < 2
               and t.expected["applicability"]["permit_required"] for t in truths)
    # N.2.H on both sides of 50 %
    assert {t.expected["applicability"]["basis"] for t in truths} >= {"whole_site", "additional_only"}
    # thresholds met exactly
    areas = {t.facts.get("site_area_ac") for t in truths}
    assert {0.5, 2.0, 5.0, 8.0, 20.0} <= areas
    # both splits, missing exhibits, unmet and not-demonstrated criteria
    assert {t.split for t in truths} == {"tuning", "heldout"}
    statuses = {c["status"] for t in truths for c in t.expected["criteria"]}
    assert {"met", "unmet", "not_demonstrated", "not_applicable"} <= statuses
    assert any(e["status"] == "missing" for t in truths for e in t.expected["exhibits"])


def test_truth_facts_are_consistent(corpus60: list[Path]) -> None:
    for pkg in corpus60:
        t = load_truth(pkg)
        f = t.facts
        if {"existing_impervious_ac", "proposed_impervious_ac", "net_impervious_increase_ac"} <= f.keys():
            assert f["existing_impervious_ac"] + f["net_impervious_increase_ac"] == pytest.approx(
                f["proposed_impervious_ac"], abs=0.011), pkg
        if "density_du_per_ac" in f and "site_area_ac" in f:
            assert f["density_du_per_ac"] == pytest.approx(f["dwelling_units"] / f["site_area_ac"], abs=0.01)
        if "peak_rates_cfs" in f:
            assert set(f["peak_rates_cfs"]) == {"1", "10", "100"}
        if "disturbed_area_ac" in f and "site_area_ac" in f:
            assert f["disturbed_area_ac"] <= f["site_area_ac"] + 1e-3
        for name in t.conflicts:  # a conflict is kept out of the facts, with every location it was read at
            assert name not in f and len(t.fact_locations[name]) >= 2
        # the truth's own facts are valid engine input, and the expected answer is the engine's answer on them
        assert t.expected == determine(truth_facts(t)).model_dump(mode="json")


def _words(text: str) -> list[str]:
    return [w for w in re.split(r"[\s|:/;]+", text) if w]


def test_truth_points_at_pages_that_carry_the_words(corpus60: list[Path]) -> None:
    checked = 0
    for pkg in corpus60[:24]:
        t = load_truth(pkg)
        locations = list(t.exhibits.values()) + list(t.statements.values()) + [
            loc for locs in t.fact_locations.values() for loc in locs]
        pages: dict[tuple[str, int], set[str]] = {}
        for loc in locations:
            key = (loc.file, loc.page)
            if key not in pages:
                with pdfplumber.open(pkg / loc.file) as pdf:
                    assert loc.page <= len(pdf.pages)
                    pages[key] = set(_words(pdf.pages[loc.page - 1].extract_text() or ""))
            words = [w for w in _words(loc.text) if not w.endswith("\u2026")][:8]
            missing = [w for w in words if w not in pages[key]]
            assert not missing, (pkg.name, loc, missing)
            checked += 1
    assert checked > 200


def test_scanned_packages_are_short_image_only_pdfs(tmp_path: Path) -> None:
    pkgs = generate(tmp_path, 2, seed=3, scanned_share=1.0, malformed=False)
    for pkg in pkgs:
        t = load_truth(pkg)
        assert t.kind == "scanned"
        total = 0
        for rel in t.files:
            with pdfplumber.open(pkg / rel) as pdf:
                for page in pdf.pages:
                    assert (page.extract_text() or "").strip() == ""
                    assert page.images, "a scanned page is an image"
                    assert max(page.width, page.height) <= 17 * 72 + 1  # no 24x36 sheets
                total += len(pdf.pages)
        assert total <= 6
        assert t.facts, "a scanned package still states facts (in its pixels)"


def test_malformed_files_are_malformed(corpus60: list[Path]) -> None:
    seen = set()
    for pkg in corpus60:
        t = load_truth(pkg)
        for bad in t.malformed:
            path = pkg / bad.file
            seen.add(bad.reason)
            assert bad.file in t.files
            if bad.reason == "empty":
                assert path.stat().st_size == 0
            if bad.reason == "not_pdf":
                assert not path.read_bytes().startswith(b"%PDF")
            with pytest.raises(pdfium.PdfiumError):
                pdfium.PdfDocument(str(path))
    assert seen == {"truncated", "encrypted", "empty", "not_pdf"}


def test_generate_one_from_a_spec(tmp_path: Path) -> None:
    spec = PackageSpec(id="example-commercial", project_type="commercial", site_area_ac=3.2,
                       existing_impervious_ac=0.4, proposed_impervious_ac=2.1,
                       peak_rates={"1": (2.1, 1.8), "10": (5.0, 4.6), "100": (9.2, 10.4)},
                       omit_exhibits=["N.6.A.2", "N.6.A.13"], sections_hint=[3, 4], malformed=["encrypted"])
    pkg = generate_one(tmp_path, spec)
    assert (pkg / TRUTH_NAME).exists()
    t = load_truth(pkg)
    assert t.facts["site_area_ac"] == pytest.approx(3.2, rel=0.001)
    assert t.facts["peak_rates_cfs"]["100"] == {"existing": 9.2, "proposed": 10.4}
    assert "N.6.A.2" not in t.exhibits and "N.6.A.13" not in t.exhibits
    status = {e["id"]: e["status"] for e in t.expected["exhibits"]}
    assert status["N.6.A.2"] == "missing" and status["N.6.A.13"] == "missing"
    crit = {c["id"]: c["status"] for c in t.expected["criteria"]}
    assert crit["N.4.1"] == "unmet"
    assert [m.reason for m in t.malformed] == ["encrypted"]


def test_refresh_recomputes_a_stale_expected(tmp_path: Path) -> None:
    from corpus.truth import refresh_expected, write_truth

    pkg = generate(tmp_path, 1, seed=4, scanned_share=0.0)[0]
    truth = load_truth(pkg)
    stale = truth.model_copy(update={"expected": {"applicability": {"paragraph": "stale"}}})
    write_truth(stale, pkg)
    assert refresh_expected(tmp_path) == 1
    assert load_truth(pkg).expected == truth.expected == determine(truth_facts(truth)).model_dump(mode="json")
