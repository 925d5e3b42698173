"""The external3 set: it builds, builds the same bytes twice, and its truth is well-formed.

The truth is what an honest measurement rests on, so it is checked against the pages it
points at (files exist, pages exist, scans have no text layer) and against the rule
engine (``expected`` is the engine's answer on the recorded facts).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from corpus.external3.build import BUILDERS, build
from corpus.truth import TRUTH_NAME, expected_for, load_truth
from rulen.clauses import registry
from rulen.facts import make_fact


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("ext3")
    build(out)
    return out


def _digest(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


def _pages(path: Path) -> list[str]:
    pdf = pdfium.PdfDocument(str(path))
    try:
        return [pdf[i].get_textpage().get_text_range() for i in range(len(pdf))]
    finally:
        pdf.close()


def test_builds_every_package_with_a_truth(built: Path) -> None:
    dirs = sorted(p for p in built.iterdir() if p.is_dir())
    assert len(dirs) == len(BUILDERS) == 12
    for d in dirs:
        truth = load_truth(d)
        assert truth.id == d.name
        assert truth.split == "external3"
        assert sorted(truth.files) == sorted(p.name for p in d.iterdir() if p.name != TRUTH_NAME)


def test_build_is_deterministic(built: Path, tmp_path: Path) -> None:
    build(tmp_path)
    assert _digest(tmp_path) == _digest(built)


def test_truth_locations_point_at_real_pages(built: Path) -> None:
    for d in sorted(p for p in built.iterdir() if p.is_dir()):
        truth = load_truth(d)
        pages = {f: _pages(d / f) for f in truth.files}
        locations = [loc for locs in truth.fact_locations.values() for loc in locs]
        locations += list(truth.exhibits.values()) + list(truth.statements.values())
        assert locations, d.name
        for loc in locations:
            assert loc.file in pages, (d.name, loc.file)
            assert 1 <= loc.page <= len(pages[loc.file]), (d.name, loc.file, loc.page)
            if truth.kind == "text":
                assert pages[loc.file][loc.page - 1].strip(), (d.name, loc.file, loc.page)
        assert set(truth.facts) == set(truth.fact_locations), d.name


def test_scanned_packages_have_no_text_layer(built: Path) -> None:
    scanned = [load_truth(d) for d in built.iterdir() if d.is_dir() and load_truth(d).kind == "scanned"]
    assert len(scanned) == 2
    for truth in scanned:
        for f in truth.files:
            pdf = pdfium.PdfDocument(str(built / truth.id / f))
            try:
                sizes = [pdf[i].get_size() for i in range(len(pdf))]
            finally:
                pdf.close()
            assert all(not t.strip() for t in _pages(built / truth.id / f)), f
            # letter-size pages only (either orientation), as scanned at 200-250 dpi
            assert all(sorted(round(v) for v in s) == [612, 792] for s in sizes), (f, sizes)


def test_facts_ids_and_expected_are_well_formed(built: Path) -> None:
    known = registry()
    for d in sorted(p for p in built.iterdir() if p.is_dir()):
        truth = load_truth(d)
        for name, value in truth.facts.items():
            make_fact(name, value)  # raises on an unknown name or a value of the wrong type
        rates = truth.facts.get("peak_rates_cfs")
        if rates is not None:
            assert set(rates) <= {"1", "10", "100"}, d.name
        for ident in list(truth.exhibits) + list(truth.statements):
            assert ident in known or ident.startswith("plan_set."), (d.name, ident)
        assert set(truth.statements) <= {"N.3.0", "N.3.2", "N.4.2", "N.4.3", "N.4.4", "N.4.5", "N.4.6",
                                         "N.4.7", "N.4.8", "N.5.2", "N.5.4"}
        assert truth.malformed == [] and truth.conflicts == []
        assert json.loads(json.dumps(truth.expected)) == expected_for(truth), d.name


def test_the_set_spans_the_rule_outcomes_it_was_written_for(built: Path) -> None:
    app = {t.id: t.expected["applicability"] for t in (load_truth(d) for d in built.iterdir() if d.is_dir())}
    paragraphs = {a["paragraph"] for a in app.values()}
    assert {"N.2.A", "N.2.B.2", "N.2.C.2", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E.1", "N.2.E.2", "N.2.E.3",
            "N.2.E.4"} <= paragraphs
    assert {a["basis"] for a in app.values()} >= {"whole_site", "additional_only"}
    assert app["x3-07-hennepin-csah"]["surety_required"] is False  # public, 12.3 ac disturbed
    assert app["x3-10-plymouth-retail"]["surety_required"] is True  # private, 9.05 ac disturbed
    statuses = {t.id: {c["id"]: c["status"] for c in t.expected["criteria"] + t.expected["exhibits"]}
                for t in (load_truth(d) for d in built.iterdir() if d.is_dir())}
    assert statuses["x3-02-minnetonka-subdivision"]["N.6.A.2"] == "missing"
    assert statuses["x3-03-shorewood-amesbury"]["N.6.A"] == "missing"
    assert statuses["x3-04-hopkins-designbuild"]["N.4.1"] == "unmet"
    assert statuses["x3-06-edina-academy"]["N.5.3"] == "unmet"
    assert statuses["x3-07-hennepin-csah"]["N.6.A.7"] == "missing"
    assert statuses["x3-10-plymouth-retail"]["N.5.1"] == "unmet"
    assert statuses["x3-10-plymouth-retail"]["N.6.A.13"] == "missing"
    assert statuses["x3-12-st-louis-park-street"]["N.6.A"] == "missing"  # plans not certified
