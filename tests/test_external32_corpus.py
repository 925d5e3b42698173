"""External set 32: the builder runs, is deterministic, and every truth is what its pages say."""

from __future__ import annotations

import json
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from corpus.external32.build import build
from corpus.truth import TRUTH_NAME, Truth, expected_for
from rulen.facts import coerce

LETTER = (612.0, 792.0)


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("ext32")
    build(out)
    return out


def _truths(root: Path) -> list[Truth]:
    return [Truth.model_validate_json(p.read_text("utf-8")) for p in sorted(root.rglob(TRUTH_NAME))]


def _pages(path: Path) -> list[tuple[tuple[float, float], str]]:
    pdf = pdfium.PdfDocument(str(path))
    try:
        out = []
        for page in pdf:
            text = page.get_textpage().get_text_range()
            out.append((tuple(round(v) for v in page.get_size()), text))
            page.close()
        return out
    finally:
        pdf.close()


def test_twelve_packages_four_scanned(built: Path) -> None:
    truths = _truths(built)
    assert len(truths) == 12
    assert sum(t.kind == "scanned" for t in truths) == 4
    assert {t.split for t in truths} == {"external32"}
    assert len({t.id for t in truths}) == 12


def test_builder_is_deterministic(built: Path, tmp_path: Path) -> None:
    build(tmp_path)
    first = sorted(p.relative_to(built) for p in built.rglob("*") if p.is_file())
    second = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*") if p.is_file())
    assert first == second
    for rel in first:
        assert (built / rel).read_bytes() == (tmp_path / rel).read_bytes(), rel


def test_expected_is_the_engines_answer(built: Path) -> None:
    for truth in _truths(built):
        assert truth.expected is not None
        assert json.dumps(truth.expected, sort_keys=True) == json.dumps(expected_for(truth), sort_keys=True), truth.id


def test_facts_parse_in_contract_units(built: Path) -> None:
    for truth in _truths(built):
        assert not truth.conflicts, truth.id
        for name, value in truth.facts.items():
            coerce(name, value)  # raises on a bad name or value
            assert truth.fact_locations.get(name), f"{truth.id}: {name} has no location"


def test_every_location_is_a_real_page(built: Path) -> None:
    for truth in _truths(built):
        pkg = built / truth.id
        pages = {f: _pages(pkg / f) for f in truth.files}
        locs = [loc for ls in truth.fact_locations.values() for loc in ls]
        locs += list(truth.exhibits.values()) + list(truth.statements.values())
        for loc in locs:
            assert loc.file in pages, (truth.id, loc.file)
            assert 1 <= loc.page <= len(pages[loc.file]), (truth.id, loc)


def test_scans_are_image_only_letter_pages(built: Path) -> None:
    for truth in _truths(built):
        for f in truth.files:
            pages = _pages(built / truth.id / f)
            if truth.kind == "scanned":
                assert all(size == LETTER for size, _ in pages), (truth.id, f)
                assert all(not text.strip() for _, text in pages), (truth.id, f)
            else:
                assert any(text.strip() for _, text in pages), (truth.id, f)


def _number_forms(value: float) -> set[str]:
    return {f"{value:g}", f"{value:.1f}", f"{value:.2f}", f"{value:,.0f}"}


def test_numeric_facts_are_printed_on_their_page(built: Path) -> None:
    """In born-digital packages a number recorded as a fact must be on the page it is recorded at
    (areas written in square feet are converted, so they are looked up by their square feet)."""
    for truth in _truths(built):
        if truth.kind != "text":
            continue
        pkg = built / truth.id
        for name, value in truth.facts.items():
            if not isinstance(value, (int, float)) or isinstance(value, bool):
                continue
            for loc in truth.fact_locations[name]:
                text = _pages(pkg / loc.file)[loc.page - 1][1].replace("\r", "")
                forms = _number_forms(float(value)) | _number_forms(round(float(value) * 43560, -1))
                assert any(form in text for form in forms), (truth.id, name, value, loc.page)


def test_outcomes_spread_over_rule_n(built: Path) -> None:
    truths = {t.id: t for t in _truths(built)}
    apps = {i: t.expected["applicability"] for i, t in truths.items()}
    paragraphs = {a["paragraph"] for a in apps.values()}
    assert {"N.2.A", "N.2.C.2", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E", "N.2.E.3", "N.2.E.4", "N.2.B.3"} <= paragraphs
    assert {a["basis"] for a in apps.values()} >= {"whole_site", "additional_only"}
    assert any(a["surety_required"] for a in apps.values())
    # a public applicant disturbing 5 acres or more owes no surety
    edina = truths["x32-07-edina-street-reconstruction"]
    assert edina.facts["applicant_public_entity"] is True and edina.facts["disturbed_area_ac"] >= 5
    assert apps[edina.id]["surety_required"] is False
    # the common scheme decides the Chanhassen phase, not its own 7.5 acres
    assert apps["x32-10-chanhassen-phase2"]["paragraph"] == "N.2.B.3"
    unmet = {c["id"] for t in truths.values() for c in t.expected["criteria"] if c["status"] == "unmet"}
    assert {"N.4.1", "N.5.1", "N.5.3", "N.4.9"} <= unmet
    missing = {e["id"] for t in truths.values() for e in t.expected["exhibits"] if e["status"] == "missing"}
    assert {"N.6.A", "N.6.A.2", "N.6.A.7", "N.6.A.13"} <= missing


def test_plan_set_sizes_match_the_truth(built: Path) -> None:
    """A full-size set is recorded only on a page larger than 11 x 17; a reduced set only on one no larger."""
    seen = set()
    for truth in _truths(built):
        pkg = built / truth.id
        for ident, small in (("plan_set.full_size", False), ("plan_set.reduced", True)):
            loc = truth.exhibits.get(ident)
            if loc is None:
                continue
            seen.add(ident)
            w, h = _pages(pkg / loc.file)[loc.page - 1][0]
            fits = max(w, h) <= 17 * 72 and min(w, h) <= 11 * 72
            assert fits == small, (truth.id, ident, (w, h))
    assert seen == {"plan_set.full_size", "plan_set.reduced"}
