"""External set 20 (common schemes of development) builds, builds the same twice, and its truth is sound."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from corpus.external20.build import AUTHORS, build
from corpus.truth import TRUTH_NAME, Truth, expected_for
from rulen.clauses import CRITERION_IDS, EXHIBIT_IDS
from rulen.facts import FACT_SPECS, coerce

STATEMENT_IDS = {"N.3.0", "N.3.2", "N.4.2", "N.4.3", "N.4.4", "N.4.5", "N.4.6", "N.4.7", "N.4.8", "N.5.2", "N.5.4"}
LETTER = (612.0, 792.0)


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("external20")
    build(out)
    return out


def _truths(root: Path) -> list[dict]:
    return [json.loads(p.read_text("utf-8")) for p in sorted(root.glob(f"*/{TRUTH_NAME}"))]


def _digest(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


def _by_id(root: Path) -> dict[str, dict]:
    return {t["id"]: t for t in _truths(root)}


def test_twelve_packages_two_scanned(corpus: Path) -> None:
    truths = _truths(corpus)
    assert [t["id"] for t in truths] == sorted(AUTHORS)
    assert len(truths) == 12
    assert sum(t["kind"] == "scanned" for t in truths) == 2


def test_build_is_byte_for_byte_deterministic(corpus: Path, tmp_path: Path) -> None:
    build(tmp_path)
    assert _digest(tmp_path) == _digest(corpus)


def test_truth_files_are_well_formed(corpus: Path) -> None:
    for t in _truths(corpus):
        truth = Truth.model_validate(t)
        assert truth.split == "external20"
        assert truth.conflicts == [] and truth.malformed == []
        pkg = corpus / t["id"]
        assert sorted(str(p.relative_to(pkg)) for p in pkg.rglob("*.pdf")) == sorted(t["files"])
        for name, value in t["facts"].items():
            assert name in FACT_SPECS, (t["id"], name)
            coerce(name, value)
            assert t["fact_locations"][name], (t["id"], name)
        if "peak_rates_cfs" in t["facts"]:
            assert set(t["facts"]["peak_rates_cfs"]) == {"1", "10", "100"}
        assert set(t["exhibits"]) <= set(EXHIBIT_IDS) | {"plan_set.pe_certified", "plan_set.full_size", "plan_set.reduced"}
        assert set(t["statements"]) <= STATEMENT_IDS
        for loc in [*t["exhibits"].values(), *t["statements"].values()]:
            assert loc["file"] in t["files"]
            with pdfium.PdfDocument(str(pkg / loc["file"])) as pdf:
                assert 1 <= loc["page"] <= len(pdf)


def test_expected_is_the_engine_on_the_truth(corpus: Path) -> None:
    for t in _truths(corpus):
        truth = Truth.model_validate(t)
        assert t["expected"] == expected_for(truth), t["id"]
        assert [e["id"] for e in t["expected"]["exhibits"]] == list(EXHIBIT_IDS)
        assert [c["id"] for c in t["expected"]["criteria"]] == list(CRITERION_IDS)


def test_scans_are_letter_size_images_without_text(corpus: Path) -> None:
    for t in _truths(corpus):
        if t["kind"] != "scanned":
            continue
        for rel in t["files"]:
            with pdfium.PdfDocument(str(corpus / t["id"] / rel)) as pdf:
                for page in pdf:
                    w, h = page.get_size()
                    assert abs(w - LETTER[0]) < 1 and abs(h - LETTER[1]) < 1
                    assert page.get_textpage().get_text_range().strip() == ""


def test_common_scheme_is_recorded_only_where_an_aggregate_is_stated(corpus: Path) -> None:
    truths = _by_id(corpus)
    stated = {k: t["facts"]["common_scheme_area_ac"] for k, t in truths.items() if "common_scheme_area_ac" in t["facts"]}
    assert stated == {"e20-01-lakeview-ridge": 10.5, "e20-02-glen-lake-clinic": 1.15, "e20-04-hamel-road-industrial": 11.3,
                      "e20-08-bluff-creek-meadows": 9.5, "e20-09-maple-hollow": 4.6, "e20-11-louisiana-row": 7.9,
                      "e20-12-excelsior-commons": 8.7}
    # across a street, unrelated neighbour, pre-Rule N phases, a city road, a spouse's lot given only as a part
    for pid in ("e20-03-france-flats", "e20-10-lake-street-retail", "e20-05-excelsior-elementary",
                "e20-06-victoria-road", "e20-07-orono-home"):
        assert "common_scheme_area_ac" not in truths[pid]["facts"]


def test_outcomes_spread_across_rule_n(corpus: Path) -> None:
    app = {k: t["expected"]["applicability"] for k, t in _by_id(corpus).items()}
    assert {k: a["paragraph"] for k, a in app.items()} == {
        "e20-01-lakeview-ridge": "N.2.B.2", "e20-02-glen-lake-clinic": "N.2.D.2", "e20-03-france-flats": "N.2.D.2",
        "e20-04-hamel-road-industrial": "N.2.D.3", "e20-05-excelsior-elementary": "N.2.D.3",
        "e20-06-victoria-road": "N.2.E.1", "e20-07-orono-home": "N.2.A", "e20-08-bluff-creek-meadows": "N.2.C.3",
        "e20-09-maple-hollow": "N.2.B.1", "e20-10-lake-street-retail": "N.2.D.1", "e20-11-louisiana-row": "N.2.C.2",
        "e20-12-excelsior-commons": "N.2.D.3"}
    assert app["e20-05-excelsior-elementary"]["surety_required"] is False  # public body, 6.4 ac disturbed
    assert app["e20-04-hamel-road-industrial"]["surety_required"] is True


def test_intended_deficiencies_are_in_the_expected_answer(corpus: Path) -> None:
    truths = _by_id(corpus)

    def status(pid: str, what: str, cid: str) -> str:
        return next(x["status"] for x in truths[pid]["expected"][what] if x["id"] == cid)

    assert status("e20-01-lakeview-ridge", "exhibits", "N.6.A.2") == "missing"
    assert status("e20-02-glen-lake-clinic", "criteria", "N.4.1") == "unmet"
    assert status("e20-03-france-flats", "exhibits", "N.6.A.7") == "missing"
    assert status("e20-04-hamel-road-industrial", "criteria", "N.5.1") == "unmet"
    assert status("e20-04-hamel-road-industrial", "criteria", "N.5.3") == "unmet"
    assert status("e20-05-excelsior-elementary", "exhibits", "N.6.A.13") == "missing"
    assert status("e20-08-bluff-creek-meadows", "exhibits", "N.6.A") == "missing"
    assert status("e20-08-bluff-creek-meadows", "criteria", "N.4.9") == "unmet"
    assert status("e20-10-lake-street-retail", "criteria", "N.3.1") == "unmet"
    assert status("e20-11-louisiana-row", "criteria", "N.4.1") == "unmet"
    assert status("e20-12-excelsior-commons", "criteria", "N.5.3") == "unmet"
    assert status("e20-12-excelsior-commons", "exhibits", "N.6.A.5") == "present"


def test_every_recorded_fact_location_carries_its_words(corpus: Path) -> None:
    """A truth location must point at a page whose text holds the excerpt (text packages)."""
    for t in _truths(corpus):
        if t["kind"] != "text":
            continue
        for name, locs in t["fact_locations"].items():
            loc = locs[0]
            with pdfium.PdfDocument(str(corpus / t["id"] / loc["file"])) as pdf:
                text = " ".join(pdf[loc["page"] - 1].get_textpage().get_text_range().split())
            words = [w for w in loc["text"].split() if w != "|"][:6]
            assert words and all(w in text for w in words), (t["id"], name, loc)
