"""The archive set (corpus/external9): it builds, byte for byte the same, and its truth is honest.

Honest here means: every truth file is a valid ``Truth`` of split external9; every file and
page it cites exists; on text packages the words it cites are on the page it names; its
``expected`` is the rule engine's own answer on its facts; the scanned packages are image
only and letter size. The spread of Rule N outcomes the set was written to cover is checked
too, so an edit that quietly collapses two scenarios into one fails here.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from corpus.external9.build import build
from corpus.truth import TRUTH_NAME, load_truth, truth_facts
from rulen.engine import determine
from rulen.facts import coerce


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("ext9")
    build(out)
    return out


def _truths(root: Path):
    return [load_truth(p) for p in sorted(root.rglob(TRUTH_NAME))]


def _digest(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().upper()


def test_twelve_packages_four_scanned(built: Path):
    truths = _truths(built)
    assert len(truths) == 12
    assert len({t.id for t in truths}) == 12
    assert {t.split for t in truths} == {"external9"}
    assert sum(t.kind == "scanned" for t in truths) == 4


def test_build_is_deterministic(built: Path, tmp_path: Path):
    build(tmp_path / "again")
    assert _digest(built) == _digest(tmp_path / "again")


def test_expected_is_the_engine_answer_on_the_truth(built: Path):
    for truth in _truths(built):
        again = json.loads(determine(truth_facts(truth)).model_dump_json())
        assert truth.expected == again, truth.id


def test_fact_values_parse_in_contract_units(built: Path):
    for truth in _truths(built):
        assert truth.conflicts == [], truth.id
        assert truth.malformed == []
        for name, value in truth.facts.items():
            assert coerce(name, value) is not None, (truth.id, name)
            assert truth.fact_locations.get(name), (truth.id, name)
        rates = truth.facts.get("peak_rates_cfs", {})
        assert set(rates) <= {"1", "10", "100"}, truth.id


def test_cited_files_and_pages_exist(built: Path):
    for truth in _truths(built):
        pkg = built / truth.id
        on_disk = sorted(str(p.relative_to(pkg)) for p in pkg.rglob("*.pdf"))
        assert on_disk == sorted(truth.files), truth.id
        pages = {f: len(pdfium.PdfDocument(str(pkg / f))) for f in truth.files}
        locations = [loc for locs in truth.fact_locations.values() for loc in locs]
        locations += list(truth.exhibits.values()) + list(truth.statements.values())
        for loc in locations:
            assert loc.file in pages and 1 <= loc.page <= pages[loc.file], (truth.id, loc)


def test_text_packages_carry_the_cited_words_on_the_cited_page(built: Path):
    checked = 0
    for truth in _truths(built):
        if truth.kind != "text":
            continue
        pkg = built / truth.id
        cache: dict[tuple[str, int], str] = {}
        locations = [loc for locs in truth.fact_locations.values() for loc in locs]
        locations += list(truth.exhibits.values()) + list(truth.statements.values())
        for loc in locations:
            key = (loc.file, loc.page)
            if key not in cache:
                doc = pdfium.PdfDocument(str(pkg / loc.file))
                cache[key] = _norm(doc[loc.page - 1].get_textpage().get_text_range())
            needle = _norm(loc.text.split(" | ")[0])[:30]
            assert needle and needle in cache[key], (truth.id, loc.file, loc.page, needle)
            checked += 1
    assert checked > 200


def test_scanned_packages_are_letter_size_images_only(built: Path):
    for truth in _truths(built):
        if truth.kind != "scanned":
            continue
        for name in truth.files:
            doc = pdfium.PdfDocument(str(built / truth.id / name))
            for page in doc:
                w, h = page.get_size()
                assert sorted((round(w), round(h))) == [612, 792], (truth.id, name)
                assert page.get_textpage().get_text_range().strip() == "", (truth.id, name)


def test_text_plan_sets_are_full_size_or_reduced_as_tagged(built: Path):
    for truth in _truths(built):
        if truth.kind != "text":
            continue
        for part, ok in (("plan_set.full_size", lambda w, h: max(w, h) >= 34 * 72 - 1),
                         ("plan_set.reduced", lambda w, h: max(w, h) <= 17 * 72 + 1 and min(w, h) <= 11 * 72 + 1)):
            loc = truth.exhibits.get(part)
            if loc is None or not loc.file.endswith(("24x36.pdf", "22x34.pdf", "11x17.pdf")):
                continue
            w, h = pdfium.PdfDocument(str(built / truth.id / loc.file))[loc.page - 1].get_size()
            assert ok(w, h), (truth.id, part, w, h)


def test_the_set_covers_the_spread_of_rule_n(built: Path):
    app = {t.id: t.expected["applicability"] for t in _truths(built)}
    paragraphs = {a["paragraph"] for a in app.values()}
    assert {"N.2.A", "N.2.B.1", "N.2.B.2", "N.2.B.3", "N.2.C.2", "N.2.D.1", "N.2.D.2", "N.2.D.3",
            "N.2.E", "N.2.E.2", "N.2.E.3"} <= paragraphs
    assert {a["basis"] for a in app.values()} >= {"whole_site", "additional_only"}
    assert {a["surety_required"] for a in app.values() if a["permit_required"]} == {True, False}
    statuses = {(c["id"], c["status"]) for t in _truths(built) for c in t.expected["criteria"]}
    for cid in ("N.4.1", "N.4.9", "N.5.1", "N.5.3"):
        assert (cid, "unmet") in statuses, cid
    missing = {(t.id, e["id"]) for t in _truths(built) for e in t.expected["exhibits"] if e["status"] == "missing"}
    for eid in ("N.6.A", "N.6.A.2", "N.6.A.7", "N.6.A.11", "N.6.A.13"):
        assert any(i == eid for _, i in missing), eid


def test_common_scheme_and_trail_exclusion_decide(built: Path):
    by_id = {t.id: t for t in _truths(built)}
    phase2 = by_id["x9-02-wildhurst-2nd"]
    assert phase2.facts["site_area_ac"] < 2 <= phase2.facts["common_scheme_area_ac"]
    assert phase2.expected["applicability"]["paragraph"] == "N.2.B.1"
    road = by_id["x9-10-csah16-mcginty"]
    trail = road.facts["sidewalk_trail"]
    assert road.facts["net_impervious_increase_ac"] - trail["area_ac"] >= 1
    assert road.expected["applicability"]["paragraph"] == "N.2.E.3"
    narrow = by_id["x9-12-creek-valley-trail"]
    assert narrow.facts["sidewalk_trail"]["buffer_ft"] < 5
    assert narrow.expected["applicability"]["permit_required"] is True
