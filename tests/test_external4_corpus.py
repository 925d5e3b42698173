"""The external4 set: it builds, builds the same bytes twice, and its truth is well-formed.

An outside set is only an honest yardstick if its truth is exactly what its pages say and
its ``expected`` is the rule engine's answer on that truth, so both are checked here
against the built PDFs themselves.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from corpus.external4.build import BUILDERS, build
from corpus.spec import STATEMENT_IDS
from corpus.truth import TRUTH_NAME, load_truth, truth_facts
from rulen.clauses import registry
from rulen.engine import determine
from rulen.facts import make_fact


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("ext4")
    build(out)
    return out


def _dirs(root: Path) -> list[Path]:
    return sorted(p for p in root.iterdir() if p.is_dir())


def _digest(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


def _pages(path: Path) -> list[str]:
    pdf = pdfium.PdfDocument(str(path))
    try:
        return [pdf[i].get_textpage().get_text_range() for i in range(len(pdf))]
    finally:
        pdf.close()


def test_builds_twelve_packages_each_with_its_truth(built: Path) -> None:
    dirs = _dirs(built)
    assert len(dirs) == len(BUILDERS) == 12
    for d in dirs:
        truth = load_truth(d)
        assert truth.id == d.name
        assert truth.split == "external4"
        assert truth.malformed == []
        assert sorted(truth.files) == sorted(p.name for p in d.iterdir() if p.name != TRUTH_NAME)
        assert all(f.endswith(".pdf") for f in truth.files)


def test_build_is_deterministic(built: Path, tmp_path: Path) -> None:
    build(tmp_path)
    assert _digest(tmp_path) == _digest(built)


def test_expected_is_the_engine_answer_on_the_truth(built: Path) -> None:
    for d in _dirs(built):
        truth = load_truth(d)
        assert truth.expected == json.loads(determine(truth_facts(truth)).model_dump_json()), d.name


def test_truth_values_ids_and_locations_are_well_formed(built: Path) -> None:
    known = registry()
    for d in _dirs(built):
        truth = load_truth(d)
        assert set(truth.facts) == set(truth.fact_locations), d.name
        assert truth.conflicts == [], d.name  # this set states each fact one way only
        for name, value in truth.facts.items():
            make_fact(name, value)  # raises if the value is not in contract units/shape
        rates = truth.facts.get("peak_rates_cfs", {})
        assert set(rates) <= {"1", "10", "100"}, d.name
        for ident in truth.exhibits:
            assert ident.startswith("plan_set.") or (ident in known and ident.startswith("N.6.")), (d.name, ident)
        assert set(truth.statements) <= set(STATEMENT_IDS), d.name


def test_locations_point_at_pages_that_carry_their_numbers(built: Path) -> None:
    for d in _dirs(built):
        truth = load_truth(d)
        pages = {f: _pages(d / f) for f in truth.files}
        locations = [loc for locs in truth.fact_locations.values() for loc in locs]
        locations += list(truth.exhibits.values()) + list(truth.statements.values())
        assert locations, d.name
        for loc in locations:
            assert loc.file in pages, (d.name, loc.file)
            assert 1 <= loc.page <= len(pages[loc.file]), (d.name, loc.file, loc.page)
            if truth.kind == "text":
                page = pages[loc.file][loc.page - 1].replace(",", "")
                for number in re.findall(r"\d+(?:\.\d+)?", loc.text.replace(",", "")[:80]):
                    assert number in page, (d.name, loc.file, loc.page, number)


def test_scanned_packages_are_image_only_letter_pages(built: Path) -> None:
    scanned = [load_truth(d) for d in _dirs(built) if load_truth(d).kind == "scanned"]
    assert len(scanned) == 2
    for truth in scanned:
        for f in truth.files:
            pdf = pdfium.PdfDocument(str(built / truth.id / f))
            try:
                for i in range(len(pdf)):
                    w, h = pdf[i].get_size()
                    assert abs(w - 612) < 2 and abs(h - 792) < 2
                    assert pdf[i].get_textpage().get_text_range().strip() == ""
            finally:
                pdf.close()


def test_the_set_spreads_over_rule_n_outcomes(built: Path) -> None:
    app = {d.name: load_truth(d).expected["applicability"] for d in _dirs(built)}
    paragraphs = {a["paragraph"] for a in app.values()}
    assert {"N.2.A", "N.2.B.2", "N.2.B.3", "N.2.C.1", "N.2.D.1", "N.2.D.2", "N.2.D.3",
            "N.2.E", "N.2.E.1", "N.2.E.2", "N.2.E.4"} <= paragraphs
    assert {a["basis"] for a in app.values()} >= {"whole_site", "additional_only", None}
    assert any(a["surety_required"] for a in app.values())
    # the common-scheme package is decided on the aggregate, not on its own 4.1 acres
    victoria = load_truth(built / "x4-12-victoria-stieger-phase2")
    assert victoria.facts["site_area_ac"] < 8 <= victoria.facts["common_scheme_area_ac"]
    assert app["x4-12-victoria-stieger-phase2"]["paragraph"] == "N.2.B.2"
    # the county road's qualifying trail takes its net increase under 1 acre
    assert load_truth(built / "x4-08-hennepin-csah5").facts["net_impervious_increase_ac"] >= 1
    assert app["x4-08-hennepin-csah5"]["paragraph"] == "N.2.E.1"


def test_deficiencies_the_set_was_written_to_carry(built: Path) -> None:
    def status(pid: str, ident: str) -> str:
        exp = load_truth(built / pid).expected
        items = {e["id"]: e["status"] for e in exp["exhibits"] + exp["criteria"]}
        return items[ident]

    assert status("x4-02-medina-hamel-ridge", "N.6.A.7") == "missing"  # NAVD 88
    assert status("x4-03-chanhassen-townhomes", "N.3.1") == "unmet"  # opening 1.5 ft above HWL
    assert status("x4-04-slp-wooddale-apartments", "N.4.1") == "unmet"  # 100-year rate up
    assert status("x4-04-slp-wooddale-apartments", "N.6.A.7") == "missing"  # 1-ft contours
    assert status("x4-06-independence-warehouse", "N.5.3") == "unmet"  # 1.5 ft freeboard
    assert status("x4-06-independence-warehouse", "N.6.A.13") == "missing"  # NPDES only promised
    assert status("x4-07-minnetonka-grace-church", "N.5.1") == "unmet"  # 44% TP
    assert status("x4-07-minnetonka-grace-church", "N.6.A.2") == "missing"  # no drainage map
    assert status("x4-11-shorewood-smithtown-trail", "N.6.A") == "missing"  # no reduced set
    assert status("x4-12-victoria-stieger-phase2", "N.6.A.11") == "missing"
