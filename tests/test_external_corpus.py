"""The external-firms corpus builds, builds the same way twice, and its truth files are sound."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from corpus.external.build import build
from corpus.external.firms import FIRMS
from corpus.truth import TRUTH_NAME, Truth, expected_for
from rulen.facts import FACT_SPECS, coerce
from rulen.clauses import CRITERION_IDS, EXHIBIT_IDS

STATEMENT_IDS = {"N.3.0", "N.3.2", "N.4.2", "N.4.3", "N.4.4", "N.4.5", "N.4.6", "N.4.7", "N.4.8", "N.5.2", "N.5.4"}


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("external")
    build(out)
    return out


def _truths(root: Path) -> list[dict]:
    return [json.loads(p.read_text("utf-8")) for p in sorted(root.glob(f"*/{TRUTH_NAME}"))]


def _digest(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


def test_every_firm_builds_a_package(corpus: Path) -> None:
    truths = _truths(corpus)
    assert [t["id"] for t in truths] == sorted(FIRMS)
    assert 12 <= len(truths) <= 16
    assert {t["kind"] for t in truths} == {"text", "scanned"}
    assert sum(t["kind"] == "scanned" for t in truths) == 2


def test_build_is_byte_for_byte_deterministic(corpus: Path, tmp_path: Path) -> None:
    build(tmp_path)
    assert _digest(tmp_path) == _digest(corpus)


def test_truth_files_are_well_formed(corpus: Path) -> None:
    for t in _truths(corpus):
        assert t["split"] == "external"
        Truth.model_validate({**t, "split": "heldout"})  # every other field has the corpus's shape
        pkg = corpus / t["id"]
        on_disk = sorted(str(p.relative_to(pkg)) for p in pkg.rglob("*.pdf"))
        assert on_disk == sorted(t["files"]), t["id"]
        for name, value in t["facts"].items():
            assert name in FACT_SPECS, (t["id"], name)
            coerce(name, value)  # raises if a value is not in the contract's units and types
            assert t["fact_locations"][name], (t["id"], name)
        if "peak_rates_cfs" in t["facts"]:
            assert set(t["facts"]["peak_rates_cfs"]) <= {"1", "10", "100"}
        for ident in t["exhibits"]:
            assert ident in EXHIBIT_IDS or ident.startswith("plan_set."), (t["id"], ident)
        assert set(t["statements"]) <= STATEMENT_IDS, t["id"]
        locations = [loc for locs in t["fact_locations"].values() for loc in locs]
        locations += list(t["exhibits"].values()) + list(t["statements"].values())
        for loc in locations:
            assert loc["file"] in t["files"] and loc["page"] >= 1 and loc["text"], (t["id"], loc)


def test_expected_is_the_engines_answer_on_the_truth(corpus: Path) -> None:
    for t in _truths(corpus):
        truth = Truth.model_validate({**t, "split": "heldout"})
        assert expected_for(truth) == t["expected"], t["id"]
        assert {c["id"] for c in t["expected"]["criteria"]} == set(CRITERION_IDS)


def test_the_spread_of_outcomes_is_covered(corpus: Path) -> None:
    by_id = {t["id"]: t["expected"] for t in _truths(corpus)}
    paragraphs = {e["applicability"]["paragraph"] for e in by_id.values()}
    assert {"N.2.A", "N.2.B.2", "N.2.C.2", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E.1", "N.2.E.2", "N.2.E.3",
            "N.2.E.4"} <= paragraphs
    sureties = {(e["applicability"]["surety_required"]) for e in by_id.values()}
    assert sureties == {True, False}
    assert {e["applicability"]["basis"] for e in by_id.values()} >= {"whole_site", "additional_only"}

    def status(pid: str, cid: str) -> str:
        items = by_id[pid]["exhibits"] + by_id[pid]["criteria"]
        return next(i["status"] for i in items if i["id"] == cid)

    assert status("ext02-retail", "N.6.A") == "missing"  # no reduced set
    assert status("ext03-subdivision", "N.4.1") == "unmet"  # 100-year rate goes up
    assert status("ext04-townhomes", "N.6.A.2") == "missing"  # no drainage map
    assert status("ext06-county-road", "N.5.1") == "unmet"  # 45% TP removal
    assert status("ext08-office", "N.6.A.7") == "missing"  # NAVD 88
    assert status("ext12-school", "N.5.3") == "unmet"  # 1.5 ft freeboard
    assert status("ext12-school", "N.6.A.13") == "missing"  # no NPDES permit
    assert by_id["ext06-county-road"]["applicability"]["surety_required"] is False  # county, 7.1 ac disturbed
    assert by_id["ext14-warehouse"]["applicability"]["surety_required"] is True  # private, 11.8 ac


def test_scanned_packages_hold_images_only(corpus: Path) -> None:
    import pypdfium2 as pdfium

    for t in _truths(corpus):
        if t["kind"] != "scanned":
            continue
        for rel in t["files"]:
            doc = pdfium.PdfDocument(str(corpus / t["id"] / rel))
            try:
                for page in doc:
                    assert page.get_textpage().get_text_range().strip() == ""
                    w, h = page.get_size()
                    assert abs(w - 612) < 2 and abs(h - 792) < 2  # letter size only
            finally:
                doc.close()
