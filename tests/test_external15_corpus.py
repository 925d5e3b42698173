"""The external15 builder: runs, is deterministic, and writes truths the engine agrees with.

The set is built once per module into a temporary folder (about a second); each test reads
from that build. A second build checks byte-for-byte determinism.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pdfplumber
import pytest

from corpus.external15.build import PACKAGES, build
from corpus.truth import TRUTH_NAME, load_truth, truth_facts
from rulen.clauses import registry
from rulen.engine import determine
from rulen.facts import FACT_SPECS, coerce

STATEMENT_IDS = {"N.3.0", "N.3.2", "N.4.2", "N.4.3", "N.4.4", "N.4.5", "N.4.6", "N.4.7", "N.4.8", "N.5.2", "N.5.4"}


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("ext15")
    build(out)
    return out


def _truths(root: Path):
    return [load_truth(p) for p in sorted(root.glob(f"*/{TRUTH_NAME}"))]


def _digest(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


def test_builds_twelve_packages_two_scanned(built: Path) -> None:
    truths = _truths(built)
    assert [t.id for t in truths] == sorted(p.id for p in PACKAGES)
    assert len(truths) == 12
    assert sum(t.kind == "scanned" for t in truths) == 2
    assert {t.split for t in truths} == {"external15"}


def test_build_is_deterministic(built: Path, tmp_path: Path) -> None:
    build(tmp_path)
    assert _digest(tmp_path) == _digest(built)


def test_listed_files_exist_and_nothing_else(built: Path) -> None:
    for t in _truths(built):
        folder = built / t.id
        on_disk = sorted(str(p.relative_to(folder)) for p in folder.rglob("*.pdf"))
        assert on_disk == sorted(t.files), t.id
        for rel in t.files:
            assert (folder / rel).read_bytes()[:5] == b"%PDF-", rel


def test_fact_values_parse_in_contract_units(built: Path) -> None:
    for t in _truths(built):
        assert t.conflicts == [], t.id
        for name, value in t.facts.items():
            assert name in FACT_SPECS, (t.id, name)
            assert coerce(name, value) is not None
            assert t.fact_locations.get(name), (t.id, name)
        for event in t.facts.get("peak_rates_cfs", {}):
            assert event in ("1", "10", "100"), (t.id, event)


def test_ids_are_known_clauses(built: Path) -> None:
    known = set(registry())
    for t in _truths(built):
        for ident in t.exhibits:
            assert ident in known or ident.startswith("plan_set."), (t.id, ident)
            assert ident.startswith(("N.6.", "plan_set.")), (t.id, ident)
        assert set(t.statements) <= STATEMENT_IDS, t.id


def test_every_location_is_a_real_page(built: Path) -> None:
    for t in _truths(built):
        pages = {}
        for rel in t.files:
            with pdfplumber.open(built / t.id / rel) as pdf:
                pages[rel] = len(pdf.pages)
        locs = [loc for ls in t.fact_locations.values() for loc in ls]
        locs += list(t.exhibits.values()) + list(t.statements.values())
        for loc in locs:
            assert loc.file in pages, (t.id, loc.file)
            assert 1 <= loc.page <= pages[loc.file], (t.id, loc.file, loc.page)


def _page_text(path: Path, page: int) -> str:
    with pdfplumber.open(path) as pdf:
        return (pdf.pages[page - 1].extract_text() or "").replace(",", "")


def test_numeric_facts_are_printed_on_their_pages(built: Path) -> None:
    """A number in the truth must be written on a page it was recorded on (text packages)."""
    for t in _truths(built):
        if t.kind != "text":
            continue
        for name, value in t.facts.items():
            if FACT_SPECS[name].kind != "number":
                continue
            wanted = f"{abs(float(value)):g}"
            texts = [_page_text(built / t.id / loc.file, loc.page) for loc in t.fact_locations[name]]
            assert any(wanted in text for text in texts), (t.id, name, wanted)


def test_scanned_packages_are_image_only_letter_pages(built: Path) -> None:
    for t in _truths(built):
        if t.kind != "scanned":
            continue
        for rel in t.files:
            with pdfplumber.open(built / t.id / rel) as pdf:
                for page in pdf.pages:
                    assert (round(page.width), round(page.height)) == (612, 792)
                    assert not (page.extract_text() or "").strip()


def test_expected_is_the_engine_on_the_truth(built: Path) -> None:
    for t in _truths(built):
        fresh = json.loads(determine(truth_facts(t)).model_dump_json())
        assert t.expected == fresh, t.id


def test_spread_of_linear_outcomes(built: Path) -> None:
    by_id = {t.id: t for t in _truths(built)}
    paragraphs = {i: t.expected["applicability"]["paragraph"] for i, t in by_id.items()}
    assert {"N.2.E", "N.2.E.1", "N.2.E.2", "N.2.E.3", "N.2.E.4", "N.2.D.1", "N.2.D.2", "N.2.D.3"} <= set(
        paragraphs.values())
    assert paragraphs["ext15-02-hennepin-csah101"] == "N.2.E.3"  # qualifying trail netted out, still >= 1 ac
    assert paragraphs["ext15-06-stlouispark-area4"] == "N.2.E.2"  # crossings 31%: sidewalk stays in the net
    assert paragraphs["ext15-09-victoria-82nd-phase2"] == "N.2.E.3"  # phase alone < 5 ac, aggregate >= 5 ac
    sureties = {i: t.expected["applicability"]["surety_required"] for i, t in by_id.items()}
    assert sureties["ext15-10-hopkins-mainstreet-commons"] is True
    assert sureties["ext15-02-hennepin-csah101"] is False  # public, 11.8 ac disturbed


def test_only_linear_projects_carry_a_sidewalk_trail(built: Path) -> None:
    for t in _truths(built):
        if "sidewalk_trail" in t.facts:
            assert t.facts["project_type"] == "linear", t.id
        assert "project_type" in t.facts, t.id
