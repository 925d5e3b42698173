"""The external33 set builds, builds the same bytes twice, and its truth says what its pages say."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from corpus.external33.build import PACKAGES, build
from corpus.spec import STATEMENT_IDS
from corpus.truth import TRUTH_NAME, Truth, load_truth, truth_facts
from rulen.clauses import registry
from rulen.engine import determine
from rulen.facts import FACT_SPECS, coerce


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("ext33")
    build(out)
    return out


@pytest.fixture(scope="module")
def truths(built: Path) -> list[Truth]:
    return [load_truth(p.parent) for p in sorted(built.rglob(TRUTH_NAME))]


def _digests(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


def _pages(path: Path) -> list[str]:
    pdf = pdfium.PdfDocument(str(path))
    try:
        return [pdf[i].get_textpage().get_text_range() for i in range(len(pdf))]
    finally:
        pdf.close()


def _squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


def test_builds_twelve_packages_with_their_files(built: Path, truths: list[Truth]) -> None:
    assert [t.id for t in truths] == sorted(pid for pid, *_ in PACKAGES)
    assert len(truths) == 12
    for t in truths:
        assert t.files, t.id
        for name in t.files:
            data = (built / t.id / name).read_bytes()
            assert data.startswith(b"%PDF"), (t.id, name)


def test_build_is_deterministic(built: Path, tmp_path: Path) -> None:
    build(tmp_path)
    assert _digests(tmp_path) == _digests(built)


def test_truth_is_well_formed(truths: list[Truth]) -> None:
    known = set(registry())
    for t in truths:
        assert t.split == "external33"
        assert t.malformed == []
        assert t.conflicts == []
        for name, value in t.facts.items():
            assert name in FACT_SPECS, (t.id, name)
            coerce(name, value)  # raises on a value the contract refuses
            assert t.fact_locations[name], (t.id, name)
        rates = t.facts.get("peak_rates_cfs")
        if rates is not None:
            assert set(rates) == {"1", "10", "100"}, t.id
        for ident in t.exhibits:
            assert ident in known or ident.startswith("plan_set."), (t.id, ident)
            assert ident.startswith(("N.6.", "plan_set.")), (t.id, ident)
        for ident in t.statements:
            assert ident in STATEMENT_IDS, (t.id, ident)


def test_locations_point_at_pages_that_carry_the_words(built: Path, truths: list[Truth]) -> None:
    for t in truths:
        pages = {name: _pages(built / t.id / name) for name in t.files}
        locations = [loc for locs in t.fact_locations.values() for loc in locs]
        locations += list(t.exhibits.values()) + list(t.statements.values())
        for loc in locations:
            assert loc.file in pages, (t.id, loc.file)
            assert 1 <= loc.page <= len(pages[loc.file]), (t.id, loc.file, loc.page)
            if t.kind == "text":
                page_text = _squash(pages[loc.file][loc.page - 1])
                for part in loc.text.split("|"):  # a table row: each cell's words are on the page
                    assert _squash(part) in page_text, (t.id, loc.file, loc.page, part)


def test_expected_is_the_engine_on_the_truth(truths: list[Truth]) -> None:
    for t in truths:
        assert t.expected == json.loads(determine(truth_facts(t)).model_dump_json()), t.id


def test_scanned_packages_are_image_only_letter_pages(built: Path, truths: list[Truth]) -> None:
    scanned = [t for t in truths if t.kind == "scanned"]
    assert len(scanned) == 2
    for t in scanned:
        for name in t.files:
            pdf = pdfium.PdfDocument(str(built / t.id / name))
            try:
                for i in range(len(pdf)):
                    w, h = pdf[i].get_size()
                    assert abs(w - 612) < 2 and abs(h - 792) < 2, (t.id, name, i, w, h)
                    assert pdf[i].get_textpage().get_text_range().strip() == "", (t.id, name, i)
            finally:
                pdf.close()


def test_the_set_spreads_the_outcomes(truths: list[Truth]) -> None:
    apps = {t.id: t.expected["applicability"] for t in truths}
    paragraphs = {a["paragraph"] for a in apps.values()}
    assert {"N.2.A", "N.2.B.1", "N.2.B.2", "N.2.C.2", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E", "N.2.E.3",
            "N.2.E.4"} <= paragraphs
    assert {a["surety_required"] for a in apps.values()} == {True, False}
    assert {"whole_site", "additional_only"} <= {a["basis"] for a in apps.values()}
    unmet = {c["id"] for t in truths for c in t.expected["criteria"] if c["status"] == "unmet"}
    assert {"N.4.1", "N.4.9", "N.5.1", "N.5.3"} <= unmet
    missing = {e["id"] for t in truths for e in t.expected["exhibits"] if e["status"] == "missing"}
    assert {"N.6.A", "N.6.A.2", "N.6.A.7", "N.6.A.13"} <= missing
    # the common scheme governs one package: its own site is under 8 acres, the aggregate is not
    scheme = [t for t in truths if "common_scheme_area_ac" in t.facts]
    assert len(scheme) == 1 and scheme[0].facts["site_area_ac"] < 8 <= scheme[0].facts["common_scheme_area_ac"]
    assert apps[scheme[0].id]["paragraph"] == "N.2.D.3"
