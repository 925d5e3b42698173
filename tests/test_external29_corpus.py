"""The external29 set builds, builds the same bytes twice, and its truth files say what the rule engine says.

The truth is recorded while drawing, so these tests check it is well formed and that each
``expected`` is exactly ``rulen.engine.determine`` on the truth's own facts.
"""

from __future__ import annotations

import json
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from corpus.external29.build import build, main
from corpus.truth import TRUTH_NAME, load_truth, truth_facts
from rulen.clauses import EXHIBIT_IDS
from rulen.engine import determine
from rulen.facts import FACT_SPECS, coerce

STATEMENT_IDS = {"N.3.0", "N.3.2", "N.4.2", "N.4.3", "N.4.4", "N.4.5", "N.4.6", "N.4.7", "N.4.8", "N.5.2", "N.5.4"}
PLAN_PARTS = {"plan_set.pe_certified", "plan_set.full_size", "plan_set.reduced"}
LETTER = (612.0, 792.0)


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("ext29")
    assert main([str(out)]) == 0
    return out


@pytest.fixture(scope="module")
def truths(built: Path) -> dict[str, object]:
    return {p.parent.name: load_truth(p) for p in sorted(built.glob(f"*/{TRUTH_NAME}"))}


def test_twelve_packages_two_scanned(truths: dict) -> None:
    assert len(truths) == 12
    assert sum(t.kind == "scanned" for t in truths.values()) == 2
    assert {t.split for t in truths.values()} == {"external29"}
    assert all(t.id == name for name, t in truths.items())


def test_build_is_deterministic(built: Path, tmp_path: Path) -> None:
    build(tmp_path)
    first = sorted(p.relative_to(built) for p in built.rglob("*") if p.is_file())
    second = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*") if p.is_file())
    assert first == second
    for rel in first:
        assert (built / rel).read_bytes() == (tmp_path / rel).read_bytes(), rel


def test_usage_error_without_out_dir() -> None:
    assert main([]) == 2


def test_files_listed_exist_and_open(built: Path, truths: dict) -> None:
    for name, t in truths.items():
        on_disk = sorted(p.name for p in (built / name).glob("*.pdf"))
        assert on_disk == sorted(t.files), name
        for f in t.files:
            pdf = pdfium.PdfDocument(str(built / name / f))
            try:
                assert len(pdf) >= 1
            finally:
                pdf.close()


def test_scanned_packages_are_image_only_letter_pages(built: Path, truths: dict) -> None:
    for name, t in truths.items():
        if t.kind != "scanned":
            continue
        for f in t.files:
            pdf = pdfium.PdfDocument(str(built / name / f))
            try:
                for page in pdf:
                    w, h = page.get_size()
                    assert abs(w - LETTER[0]) < 2 and abs(h - LETTER[1]) < 2, (name, f)
                    assert page.get_textpage().get_text_range().strip() == "", (name, f)
            finally:
                pdf.close()


def test_locations_point_at_real_pages(built: Path, truths: dict) -> None:
    for name, t in truths.items():
        pages = {}
        for f in t.files:
            pdf = pdfium.PdfDocument(str(built / name / f))
            pages[f] = len(pdf)
            pdf.close()
        locs = [loc for ls in t.fact_locations.values() for loc in ls]
        locs += list(t.exhibits.values()) + list(t.statements.values())
        for loc in locs:
            assert loc.file in pages and 1 <= loc.page <= pages[loc.file], (name, loc)


def test_truth_well_formed(truths: dict) -> None:
    for name, t in truths.items():
        assert not t.malformed and not t.conflicts, name
        for fact, value in t.facts.items():
            assert fact in FACT_SPECS, (name, fact)
            coerce(fact, value)  # parses in contract units
            assert t.fact_locations.get(fact), (name, fact)
        rates = t.facts.get("peak_rates_cfs")
        if rates is not None:
            assert set(rates) == {"1", "10", "100"}, name
        for ident in t.exhibits:
            assert ident in EXHIBIT_IDS or ident in PLAN_PARTS, (name, ident)
        assert set(t.statements) <= STATEMENT_IDS, name


def test_text_packages_carry_their_words(built: Path, truths: dict) -> None:
    """A fact located on a text page is really printed there (numbers appear in the page text)."""
    for name, t in truths.items():
        if t.kind != "text":
            continue
        for fact in ("site_area_ac", "disturbed_area_ac"):
            for loc in t.fact_locations.get(fact, []):
                pdf = pdfium.PdfDocument(str(built / name / loc.file))
                try:
                    text = pdf[loc.page - 1].get_textpage().get_text_range()
                finally:
                    pdf.close()
                value = float(t.facts[fact])
                assert any(s in text for s in (f"{value:.2f}", f"{value:.1f}", f"{value:g}")), (name, fact, loc)


def test_expected_is_the_engine_on_the_truth(truths: dict) -> None:
    for name, t in truths.items():
        assert t.expected is not None, name
        assert t.expected == json.loads(determine(truth_facts(t)).model_dump_json()), name


def test_spread_of_outcomes(truths: dict) -> None:
    apps = {n: t.expected["applicability"] for n, t in truths.items()}
    paragraphs = {a["paragraph"] for a in apps.values()}
    assert {"N.2.A", "N.2.E.4", "N.2.E", "N.2.E.3", "N.2.B.2", "N.2.B.3", "N.2.C.1", "N.2.C.2",
            "N.2.D.1", "N.2.D.2", "N.2.D.3"} <= paragraphs
    assert any(a["surety_required"] for a in apps.values())
    assert {a["basis"] for a in apps.values()} >= {"whole_site", "additional_only"}
    statuses = {(c["id"], c["status"]) for t in truths.values() for c in t.expected["criteria"]}
    for cid in ("N.4.1", "N.5.1", "N.5.3", "N.4.9"):
        assert (cid, "unmet") in statuses, cid
    missing = {(e["id"], e["status"]) for t in truths.values() for e in t.expected["exhibits"]}
    for eid in ("N.6.A", "N.6.A.2", "N.6.A.7", "N.6.A.13"):
        assert (eid, "missing") in missing, eid
    assert any("common_scheme_area_ac" in t.facts for t in truths.values())
    public = [t for t in truths.values() if t.facts.get("applicant_public_entity") is True
              and t.facts.get("disturbed_area_ac", 0) >= 5]
    assert public and all(t.expected["applicability"]["surety_required"] is False for t in public)
