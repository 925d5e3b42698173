"""external13: the builder runs, is deterministic, and every truth file agrees with the rule engine."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pdfplumber
import pytest

from corpus.external13.build import PACKAGES, build, main
from corpus.truth import Truth, load_truth, truth_facts
from rulen.engine import determine
from rulen.facts import coerce
from rulen.models import Determination

EXPECTED_PARAGRAPHS = {
    "x13-01-deephaven-residence": "N.2.A",
    "x13-02-orono-meadows": "N.2.B.2",
    "x13-03-chanhassen-villas": "N.2.C.1",
    "x13-04-victoria-townhomes": "N.2.C.3",
    "x13-05-slp-apartments": "N.2.D.2",
    "x13-06-excelsior-retail": "N.2.D.1",
    "x13-07-medina-industrial": "N.2.D.3",
    "x13-08-wayzata-school": "N.2.D.2",
    "x13-09-minnetrista-phase2": "N.2.B.3",
    "x13-10-edina-street": "N.2.E.3",
    "x13-11-shorewood-road": "N.2.E",
    "x13-12-minnetonka-trail": "N.2.E.2",
}


@pytest.fixture(scope="module")
def corpus_dir(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("ext13")
    assert main([str(out)]) == 0
    return out


def _truths(corpus_dir: Path) -> list[Truth]:
    return [load_truth(corpus_dir / pid) for pid in PACKAGES]


def _digest(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_twelve_packages_with_two_scanned(corpus_dir):
    truths = _truths(corpus_dir)
    assert len(truths) == 12
    assert sorted(t.kind for t in truths).count("scanned") == 2
    assert all(t.split == "external13" for t in truths)


def test_every_listed_file_exists_and_nothing_else(corpus_dir):
    for t in _truths(corpus_dir):
        folder = corpus_dir / t.id
        pdfs = sorted(str(p.relative_to(folder)) for p in folder.rglob("*.pdf"))
        assert pdfs == sorted(t.files)


def test_locations_point_at_real_pages(corpus_dir):
    for t in _truths(corpus_dir):
        pages = {}
        for rel in t.files:
            with pdfplumber.open(corpus_dir / t.id / rel) as pdf:
                pages[rel] = len(pdf.pages)
        locs = list(t.exhibits.values()) + list(t.statements.values()) + [
            loc for ls in t.fact_locations.values() for loc in ls]
        for loc in locs:
            assert loc.file in pages, (t.id, loc.file)
            assert 1 <= loc.page <= pages[loc.file], (t.id, loc.file, loc.page)


def test_facts_are_contract_values(corpus_dir):
    for t in _truths(corpus_dir):
        assert not t.conflicts, t.id
        for name, value in t.facts.items():
            coerce(name, value)  # raises on a name or value outside the contract
            assert t.fact_locations[name], (t.id, name)
        rates = t.facts.get("peak_rates_cfs", {})
        assert set(rates) <= {"1", "10", "100"}


def test_expected_is_the_engine_answer(corpus_dir):
    for t in _truths(corpus_dir):
        assert t.expected is not None
        fresh = json.loads(determine(truth_facts(t)).model_dump_json())
        assert t.expected == fresh, t.id
        Determination.model_validate(t.expected)


def test_outcomes_cover_the_paragraphs_intended(corpus_dir):
    got = {t.id: t.expected["applicability"]["paragraph"] for t in _truths(corpus_dir)}
    assert got == EXPECTED_PARAGRAPHS


def test_designed_deficiencies_are_in_the_truth(corpus_dir):
    def defs(pid):
        return {d["id"] for d in load_truth(corpus_dir / pid).expected["deficiencies"]}

    assert defs("x13-02-orono-meadows") == {"N.6.A.2"}
    assert defs("x13-07-medina-industrial") == {"N.6.A", "N.6.A.7"}
    assert defs("x13-08-wayzata-school") == {"N.6.A.13"}
    assert defs("x13-09-minnetrista-phase2") == {"N.6.A.7", "N.5.1"}
    assert "N.4.1" in defs("x13-05-slp-apartments") and "N.4.1" in defs("x13-12-minnetonka-trail")
    assert defs("x13-06-excelsior-retail") == {"N.3.1"}
    assert defs("x13-04-victoria-townhomes") == defs("x13-10-edina-street") == {"N.5.3"}


def test_surety_public_and_private(corpus_dir):
    app = {t.id: t.expected["applicability"] for t in _truths(corpus_dir)}
    assert app["x13-08-wayzata-school"]["surety_required"] is False  # public, 5.9 ac disturbed
    assert app["x13-10-edina-street"]["surety_required"] is False  # public, 5.3 ac disturbed
    assert app["x13-07-medina-industrial"]["surety_required"] is True
    assert app["x13-05-slp-apartments"]["basis"] == "additional_only"
    assert app["x13-08-wayzata-school"]["basis"] == "whole_site"


def test_scanned_packages_have_no_text_layer(corpus_dir):
    for t in _truths(corpus_dir):
        if t.kind != "scanned":
            continue
        for rel in t.files:
            with pdfplumber.open(corpus_dir / t.id / rel) as pdf:
                assert all(not (p.extract_text() or "").strip() for p in pdf.pages)
                assert all(abs(p.width - 612) < 2 and abs(p.height - 792) < 2 for p in pdf.pages)


def test_text_pages_carry_the_recorded_words(corpus_dir):
    t = load_truth(corpus_dir / "x13-04-victoria-townhomes")
    loc = t.fact_locations["phosphorus_removal_pct"][0]
    with pdfplumber.open(corpus_dir / t.id / loc.file) as pdf:
        assert "61%" in pdf.pages[loc.page - 1].extract_text()


def test_build_is_deterministic(corpus_dir, tmp_path):
    pids = ["x13-01-deephaven-residence", "x13-10-edina-street"]
    build(tmp_path, only=pids)
    for pid in pids:
        assert _digest(tmp_path / pid) == _digest(corpus_dir / pid)
