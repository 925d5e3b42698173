"""The external6 set: builds, rebuilds byte for byte, and each truth is what the engine says of it.

The set is the project's last blind measure, so these tests only check the set itself
(well-formed truths, locations that exist, the spread of outcomes it was written to cover);
they never run the extractor on it.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from corpus.external6.build import BUILDERS, build, main
from corpus.truth import TRUTH_NAME, Truth, load_truth, truth_facts
from rulen.clauses import registry
from rulen.engine import determine
from rulen.facts import coerce


def _digest(root: Path) -> dict[str, str]:
    return {p.relative_to(root).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Truth]]:
    out = tmp_path_factory.mktemp("ext6")
    return out, build(out)


def test_builds_twelve_packages_with_truth_files(built: tuple[Path, list[Truth]]) -> None:
    out, truths = built
    assert len(truths) == len(BUILDERS) == 12
    assert len({t.id for t in truths}) == 12
    for t in truths:
        assert load_truth(out / t.id) == t
        assert t.split == "external6"
        on_disk = sorted(p.name for p in (out / t.id).glob("*.pdf"))
        assert on_disk == sorted(t.files)


def test_rebuild_is_byte_identical(built: tuple[Path, list[Truth]], tmp_path: Path) -> None:
    out, _ = built
    assert main([str(tmp_path)]) == 0
    assert _digest(tmp_path) == _digest(out)


def test_expected_is_the_engines_answer_on_the_truth(built: tuple[Path, list[Truth]]) -> None:
    _, truths = built
    for t in truths:
        assert t.expected is not None
        again = json.loads(determine(truth_facts(t)).model_dump_json())
        assert again == t.expected, t.id


def test_facts_parse_in_contract_units_and_have_locations(built: tuple[Path, list[Truth]]) -> None:
    out, truths = built
    for t in truths:
        assert t.facts, t.id
        assert t.conflicts == [], t.id
        for name, value in t.facts.items():
            coerce(name, value)  # raises on a value the contract would refuse
            assert t.fact_locations[name], (t.id, name)
        rates = t.facts.get("peak_rates_cfs")
        if rates is not None:
            assert set(rates) == {"1", "10", "100"}, t.id


def test_every_location_is_a_real_page_of_the_package(built: tuple[Path, list[Truth]]) -> None:
    out, truths = built
    known = set(registry())
    for t in truths:
        pages = {}
        for name in t.files:
            pdf = pdfium.PdfDocument(str(out / t.id / name))
            pages[name] = len(pdf)
            pdf.close()
        locations = [loc for locs in t.fact_locations.values() for loc in locs]
        locations += list(t.exhibits.values()) + list(t.statements.values())
        for loc in locations:
            assert loc.file in pages and 1 <= loc.page <= pages[loc.file], (t.id, loc)
            assert loc.text.strip(), (t.id, loc)
        for ident in t.exhibits:
            assert ident in known or ident.startswith("plan_set."), (t.id, ident)
            assert ident.startswith(("N.6.", "plan_set.")), (t.id, ident)
        for ident in t.statements:
            assert ident in known and ident.split(".")[1] in ("3", "4", "5"), (t.id, ident)


def test_scanned_packages_are_image_only_letter_pages(built: tuple[Path, list[Truth]]) -> None:
    out, truths = built
    scanned = [t for t in truths if t.kind == "scanned"]
    assert len(scanned) == 2
    for t in scanned:
        for name in t.files:
            pdf = pdfium.PdfDocument(str(out / t.id / name))
            try:
                for page in pdf:
                    w, h = page.get_size()
                    assert abs(w - 612) < 2 and abs(h - 792) < 2
                    assert page.get_textpage().get_text_range().strip() == ""
            finally:
                pdf.close()


def test_text_packages_have_a_text_layer(built: tuple[Path, list[Truth]]) -> None:
    out, truths = built
    for t in truths:
        if t.kind != "text":
            continue
        pdf = pdfium.PdfDocument(str(out / t.id / t.files[0]))
        try:
            assert len(pdf[0].get_textpage().get_text_range().strip()) > 100, t.id
        finally:
            pdf.close()


def test_outcomes_spread_over_the_rule(built: tuple[Path, list[Truth]]) -> None:
    """The set was written to cover these outcomes; a change that loses one must be deliberate."""
    _, truths = built
    by_id = {t.id: t.expected for t in truths}
    paragraphs = {e["applicability"]["paragraph"] for e in by_id.values()}
    assert {"N.2.A", "N.2.B.2", "N.2.B.3", "N.2.C.1", "N.2.D.1", "N.2.D.2", "N.2.D.3",
            "N.2.E", "N.2.E.1", "N.2.E.2", "N.2.E.4"} <= paragraphs
    sureties = {e["applicability"]["surety_required"] for e in by_id.values() if e["applicability"]["permit_required"]}
    assert sureties == {True, False}
    assert {e["applicability"]["basis"] for e in by_id.values()} >= {"whole_site", "additional_only"}

    def status(kind: str, ident: str) -> set[str]:
        return {item["status"] for e in by_id.values() for item in e[kind] if item["id"] == ident}

    for cid in ("N.4.1", "N.4.9", "N.5.1", "N.5.3"):
        assert "unmet" in status("criteria", cid), cid
    for xid in ("N.6.A", "N.6.A.2", "N.6.A.7", "N.6.A.11", "N.6.A.13"):
        assert "missing" in status("exhibits", xid), xid
    common = [t for t in truths if "common_scheme_area_ac" in t.facts]
    assert common and common[0].facts["common_scheme_area_ac"] > common[0].facts["site_area_ac"]


def test_usage_error_without_an_output_folder(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([]) == 2
    assert "usage" in capsys.readouterr().err


def test_truth_file_name_is_the_corpus_one(built: tuple[Path, list[Truth]]) -> None:
    out, truths = built
    assert all((out / t.id / TRUTH_NAME).is_file() for t in truths)
