"""The external5 builder: it runs, it is deterministic, and each truth is the engine's own answer.

The set was written blind to the extractor; these tests guard only that the truth files say
what the pages say (facts recorded where drawn) and that ``expected`` is ``rulen.engine.determine``
on those facts, so an engine change cannot silently leave the reference stale.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pdfplumber
import pytest

from corpus.external5.build import build
from corpus.truth import TRUTH_NAME, expected_for, load_truth, truth_facts
from rulen.engine import determine
from rulen.facts import coerce

PARAGRAPHS = {
    "x5-01-orono-home": "N.2.A",
    "x5-02-minnetrista-whitetail": "N.2.B.2",
    "x5-03-victoria-lakeview": "N.2.C.3",
    "x5-04-shorewood-amesbury": "N.2.C.1",
    "x5-05-slp-wooddale": "N.2.D.2",
    "x5-06-hopkins-dental": "N.2.D.1",
    "x5-07-plymouth-industrial": "N.2.D.3",
    "x5-08-minnetonka-school": "N.2.D.3",
    "x5-09-edina-valleyview": "N.2.E.3",
    "x5-10-longlake-csah112": "N.2.E.1",
    "x5-11-minnetonka-streets": "N.2.E",
    "x5-12-chanhassen-galpin": "N.2.D.3",
}


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("ext5")
    build(out)
    return out


def _truths(root: Path):
    return [load_truth(p) for p in sorted(root.rglob(TRUTH_NAME))]


def _digest(root: Path) -> dict[str, str]:
    """Truth files byte for byte, and PDFs by their text (reportlab stamps creation dates)."""
    out = {}
    for path in sorted(root.rglob("*")):
        if path.name == TRUTH_NAME:
            out[str(path.relative_to(root))] = hashlib.sha256(path.read_bytes()).hexdigest()
    return out


def test_twelve_packages_two_scanned(built: Path) -> None:
    truths = _truths(built)
    assert [t.id for t in truths] == sorted(PARAGRAPHS)
    assert sum(t.kind == "scanned" for t in truths) == 2
    assert {t.split for t in truths} == {"external5"}


def test_build_is_deterministic(built: Path, tmp_path: Path) -> None:
    build(tmp_path)
    assert _digest(tmp_path) == _digest(built)


def test_expected_is_the_engine_on_the_truth(built: Path) -> None:
    for t in _truths(built):
        assert t.expected == expected_for(t, determine), t.id
        assert t.expected["applicability"]["paragraph"] == PARAGRAPHS[t.id], t.id


def test_truth_is_well_formed(built: Path) -> None:
    for t in _truths(built):
        pkg = built / t.id
        assert t.files and all((pkg / f).is_file() for f in t.files), t.id
        assert t.conflicts == [], t.id
        for name, value in t.facts.items():
            coerce(name, value)  # every value parses in contract units
        locations = [loc for locs in t.fact_locations.values() for loc in locs]
        locations += list(t.exhibits.values()) + list(t.statements.values())
        for loc in locations:
            assert loc.file in t.files, (t.id, loc.file)
            with pdfplumber.open(pkg / loc.file) as pdf:
                assert 1 <= loc.page <= len(pdf.pages), (t.id, loc.file, loc.page)
        if "peak_rates_cfs" in t.facts:
            assert set(t.facts["peak_rates_cfs"]) == {"1", "10", "100"}
        assert set(t.facts) == set(truth_facts(t).facts)


def test_scanned_packages_have_no_text_layer_and_letter_pages(built: Path) -> None:
    for t in _truths(built):
        if t.kind != "scanned":
            continue
        for f in t.files:
            with pdfplumber.open(built / t.id / f) as pdf:
                for page in pdf.pages:
                    assert not (page.extract_text() or "").strip()
                    assert (round(page.width), round(page.height)) == (612, 792)


def test_recorded_text_pages_carry_the_words(built: Path) -> None:
    """A fact's page holds its number: the truth points where a reviewer would look."""
    t = load_truth(built / "x5-07-plymouth-industrial")
    loc = t.fact_locations["site_area_ac"][0]
    with pdfplumber.open(built / t.id / loc.file) as pdf:
        assert "12.40" in pdf.pages[loc.page - 1].extract_text()
    ponds = {p["name"]: p for p in t.facts["ponds"]}
    assert ponds["Pond 1"]["safety_bench_width_ft"] == 8.0
    assert t.facts["contour_interval_ft"] == 1.0
    assert "N.6.A.13" not in t.exhibits


def test_deficiencies_planted_are_in_expected(built: Path) -> None:
    def status(pid: str, kind: str, ident: str) -> str:
        t = load_truth(built / pid)
        return next(x["status"] for x in t.expected[kind] if x["id"] == ident)

    assert status("x5-02-minnetrista-whitetail", "exhibits", "N.6.A.2") == "missing"
    assert status("x5-02-minnetrista-whitetail", "criteria", "N.4.1") == "unmet"
    assert status("x5-03-victoria-lakeview", "criteria", "N.5.1") == "unmet"
    assert status("x5-03-victoria-lakeview", "criteria", "N.5.3") == "unmet"
    assert status("x5-03-victoria-lakeview", "exhibits", "N.6.A.7") == "missing"
    assert status("x5-07-plymouth-industrial", "exhibits", "N.6.A.13") == "missing"
    assert status("x5-07-plymouth-industrial", "criteria", "N.4.9") == "unmet"
    assert status("x5-09-edina-valleyview", "exhibits", "N.6.A") == "missing"
    assert status("x5-12-chanhassen-galpin", "exhibits", "N.6.A.11") == "missing"
    t = load_truth(built / "x5-08-minnetonka-school")
    assert t.expected["applicability"]["surety_required"] is False
    assert json.loads(json.dumps(t.facts))["applicant_public_entity"] is True
