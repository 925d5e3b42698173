"""The external11 outside set: it builds, rebuilds byte for byte, and its truths say what its pages say.

The truth is what a reviewer would extract, so these tests check it against the drawn pages
(the cited page exists and carries the cited words) and against the rule engine (``expected``
is ``rulen.engine.determine`` on the truth's own facts).
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pdfplumber
import pytest

from corpus.external11.build import BUILDERS, build
from corpus.spec import STATEMENT_IDS
from corpus.truth import TRUTH_NAME, Truth, expected_for, load_truth, truth_facts
from rulen.clauses import registry
from rulen.engine import determine
from rulen.facts import make_fact

LETTER = (612.0, 792.0)


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("ext11")
    build(out)
    return out


@pytest.fixture(scope="module")
def truths(built: Path) -> list[Truth]:
    return [load_truth(p) for p in sorted(built.rglob(TRUTH_NAME))]


def _digests(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def _words(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def test_builds_twelve_packages_of_the_split(truths: list[Truth]) -> None:
    assert len(truths) == len(BUILDERS) == 12
    assert len({t.id for t in truths}) == 12
    assert {t.split for t in truths} == {"external11"}
    assert sorted(t.kind for t in truths).count("scanned") == 2


def test_rebuild_is_byte_identical(built: Path, tmp_path: Path) -> None:
    build(tmp_path)
    assert _digests(tmp_path) == _digests(built)


def test_every_file_listed_exists_and_is_a_pdf(built: Path, truths: list[Truth]) -> None:
    for t in truths:
        folder = built / t.id
        on_disk = sorted(p.name for p in folder.iterdir() if p.suffix == ".pdf")
        assert sorted(t.files) == on_disk
        for name in t.files:
            assert (folder / name).read_bytes()[:5] == b"%PDF-"


def test_truth_round_trips_and_expected_is_the_engines_answer(built: Path, truths: list[Truth]) -> None:
    for t in truths:
        raw = json.loads((built / t.id / TRUTH_NAME).read_text("utf-8"))
        assert Truth.model_validate(raw) == t
        assert t.expected == expected_for(t)
        assert t.expected == json.loads(determine(truth_facts(t)).model_dump_json())
        assert t.malformed == [] and t.conflicts == []


def test_facts_parse_in_contract_units(truths: list[Truth]) -> None:
    for t in truths:
        for name, value in t.facts.items():
            make_fact(name, value)  # raises on an unknown name or a value that does not parse
            assert t.fact_locations.get(name), f"{t.id}: {name} has no location"
        rates = t.facts.get("peak_rates_cfs")
        if rates is not None:
            assert set(rates) == {"1", "10", "100"}, t.id


def test_ids_are_known_clauses(truths: list[Truth]) -> None:
    known = set(registry())
    for t in truths:
        for ident in t.exhibits:
            assert ident.startswith("plan_set.") or (ident in known and ident.startswith("N.6.")), ident
        for ident in t.statements:
            assert ident in STATEMENT_IDS, ident


def test_every_cited_page_exists_and_carries_the_words(built: Path, truths: list[Truth]) -> None:
    for t in truths:
        texts: dict[str, list[str]] = {}
        for name in t.files:
            with pdfplumber.open(built / t.id / name) as pdf:
                texts[name] = [_words(p.extract_text() or "") for p in pdf.pages]
        locations = [loc for locs in t.fact_locations.values() for loc in locs]
        locations += list(t.exhibits.values()) + list(t.statements.values())
        for loc in locations:
            assert loc.file in t.files, (t.id, loc.file)
            pages = texts[loc.file]
            assert 1 <= loc.page <= len(pages), (t.id, loc.file, loc.page)
            if t.kind == "text" and " | " not in loc.text:
                head = " ".join(_words(loc.text).split(" ")[:4])
                assert head in pages[loc.page - 1], (t.id, loc.file, loc.page, head)


def test_scanned_packages_are_image_only_letter_pages(built: Path, truths: list[Truth]) -> None:
    for t in (t for t in truths if t.kind == "scanned"):
        for name in t.files:
            with pdfplumber.open(built / t.id / name) as pdf:
                for page in pdf.pages:
                    assert (page.extract_text() or "").strip() == ""
                    assert len(page.images) == 1
                    assert abs(page.width - LETTER[0]) < 1 and abs(page.height - LETTER[1]) < 1


def test_plan_sets_are_full_size_and_reduced_where_stated(built: Path, truths: list[Truth]) -> None:
    for t in truths:
        for part, check in (("plan_set.full_size", lambda w, h: max(w, h) >= 34 * 72 - 1),
                            ("plan_set.reduced", lambda w, h: max(w, h) <= 17 * 72 + 1 and min(w, h) <= 11 * 72 + 1)):
            loc = t.exhibits.get(part)
            if loc is None:
                continue
            with pdfplumber.open(built / t.id / loc.file) as pdf:
                assert all(check(p.width, p.height) for p in pdf.pages), (t.id, part)


def test_set_spreads_over_the_outcomes(truths: list[Truth]) -> None:
    apps = [t.expected["applicability"] for t in truths]
    paragraphs = {a["paragraph"] for a in apps}
    assert {"N.2.A", "N.2.B.2", "N.2.C.3", "N.2.D.1", "N.2.D.2", "N.2.D.3",
            "N.2.E", "N.2.E.1", "N.2.E.2", "N.2.E.4"} <= paragraphs
    assert {a["basis"] for a in apps} >= {"whole_site", "additional_only"}
    assert any(a["surety_required"] for a in apps)
    public_big = [t for t in truths if t.facts.get("applicant_public_entity") is True
                  and (t.facts.get("disturbed_area_ac") or 0) >= 5]
    assert public_big and all(t.expected["applicability"]["surety_required"] is False for t in public_big)
    assert any("common_scheme_area_ac" in t.facts for t in truths)
    unmet = {c["id"] for t in truths for c in t.expected["criteria"] if c["status"] == "unmet"}
    assert {"N.4.1", "N.4.9", "N.5.1", "N.5.3"} <= unmet
    missing = {e["id"] for t in truths for e in t.expected["exhibits"] if e["status"] == "missing"}
    assert {"N.6.A", "N.6.A.2", "N.6.A.7", "N.6.A.13"} <= missing


def test_product_layers_are_not_imported() -> None:
    folder = Path(__file__).resolve().parents[1] / "corpus" / "external11"
    for path in folder.glob("*.py"):
        source = path.read_text("utf-8")
        assert not re.search(r"^\s*(from|import)\s+(extract|reports|intake)\b", source, re.M), path.name
