"""External set 25: the builder runs, repeats itself exactly, and its truth is what its pages say."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pypdfium2 as pdfium
import pytest

from corpus.external25.build import PACKAGES, build
from corpus.truth import TRUTH_NAME, Truth, expected_for, load_truth
from rulen.clauses import registry
from rulen.facts import make_fact


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("ext25")
    build(out)
    return out


def _truths(root: Path) -> list[Truth]:
    return [load_truth(root / pid) for pid, _ in PACKAGES]


def _digests(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


def _page_texts(path: Path) -> list[str]:
    pdf = pdfium.PdfDocument(str(path))
    try:
        return [pdf[i].get_textpage().get_text_range() for i in range(len(pdf))]
    finally:
        pdf.close()


def _numbers(value: Any) -> list[float]:
    if isinstance(value, bool) or value is None:
        return []
    if isinstance(value, (int, float)):
        return [float(value)]
    if isinstance(value, dict):
        return [n for v in value.values() for n in _numbers(v)]
    if isinstance(value, list):
        return [n for v in value for n in _numbers(v)]
    return []


def _written(number: float, text: str) -> bool:
    forms = {f"{number:g}", f"{number:.2f}", f"{number:.1f}", f"{number:,.0f}"}
    return any(form in text for form in forms)


def test_twelve_packages_two_scanned(built: Path) -> None:
    truths = _truths(built)
    assert len(truths) == 12
    assert sorted(t.kind for t in truths).count("scanned") == 2
    for t in truths:
        assert t.split == "external25"
        assert (built / t.id / TRUTH_NAME).is_file()
        for name in t.files:
            assert (built / t.id / name).read_bytes().startswith(b"%PDF")


def test_build_is_deterministic(built: Path, tmp_path: Path) -> None:
    build(tmp_path)
    assert _digests(tmp_path) == _digests(built)


def test_expected_is_the_engine_on_the_truth(built: Path) -> None:
    for t in _truths(built):
        assert t.expected is not None
        assert json.loads(json.dumps(t.expected)) == expected_for(t), t.id


def test_truth_is_well_formed(built: Path) -> None:
    known = set(registry())
    for t in _truths(built):
        pages = {name: len(_page_texts(built / t.id / name)) for name in t.files}
        for name, value in t.facts.items():
            make_fact(name, value)  # raises on a value the contract does not accept
            assert t.fact_locations[name], (t.id, name)
        for ident, loc in {**t.exhibits, **t.statements}.items():
            assert ident in known or ident.startswith("plan_set."), (t.id, ident)
            assert loc.file in pages and 1 <= loc.page <= pages[loc.file], (t.id, ident, loc)
        assert t.conflicts == []
        assert t.malformed == []


def test_numbers_of_text_facts_are_on_their_pages(built: Path) -> None:
    """A fact counts only if its page carries it: every number is printed where it is cited."""
    for t in _truths(built):
        if t.kind != "text":
            continue
        texts = {name: _page_texts(built / t.id / name) for name in t.files}
        for name, value in t.facts.items():
            for loc in t.fact_locations[name]:
                page = texts[loc.file][loc.page - 1]
                for number in _numbers(value):
                    assert _written(number, page), (t.id, name, number, loc.file, loc.page)


def test_scanned_packages_are_letter_size_images(built: Path) -> None:
    for t in _truths(built):
        if t.kind != "scanned":
            continue
        for name in t.files:
            pdf = pdfium.PdfDocument(str(built / t.id / name))
            try:
                for i in range(len(pdf)):
                    w, h = pdf[i].get_size()
                    assert (round(w), round(h)) == (612, 792)
                    assert pdf[i].get_textpage().get_text_range().strip() == ""
            finally:
                pdf.close()


def test_outcomes_are_spread(built: Path) -> None:
    apps = {t.id: t.expected["applicability"] for t in _truths(built)}
    paragraphs = {a["paragraph"] for a in apps.values()}
    assert {"N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E", "N.2.E.1", "N.2.E.4"} <= paragraphs
    assert any(a["surety_required"] for a in apps.values())
    assert {"whole_site", "additional_only"} <= {a["basis"] for a in apps.values()}
    # the common scheme lifts the senior living addition (4.9 ac) over the 8-acre line
    assert apps["x25-12-plymouth-senior-living"]["paragraph"] == "N.2.D.3"


def test_deficiencies_the_authors_left(built: Path) -> None:
    want = {
        "x25-02-minnetonka-park-shelter": {"N.6.A.2"},
        "x25-04-edina-school-gym": {"N.4.1", "N.6.A.7"},
        "x25-05-hopkins-hospital-ramp": {"N.6.A.7", "N.6.A.13", "N.4.9"},
        "x25-06-spring-park-marina": {"N.5.3", "N.6.A"},
        "x25-07-medina-golf-maintenance": {"N.4.1"},
        "x25-10-medina-county-salt-shed": {"N.5.1", "N.5.3"},
        "x25-12-plymouth-senior-living": {"N.6.A.11", "N.4.7"},
    }
    for t in _truths(built):
        got = {d["id"] for d in t.expected["deficiencies"]}
        assert got == want.get(t.id, set()) | ({"N.3.1"} if t.id == "x25-03-excelsior-church-lot" else set()), t.id


def test_command_line_asks_for_one_folder(capsys: pytest.CaptureFixture[str]) -> None:
    from corpus.external25.build import main

    assert main([]) == 2
    assert "usage" in capsys.readouterr().err
