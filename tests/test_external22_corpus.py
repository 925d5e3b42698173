"""The external22 outside set: it builds, deterministically, and its truth is honest.

Honest here means: every truth location points at a real page of a real file whose words
carry the tagged text, and ``expected`` is exactly the rule engine's answer on the truth.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from corpus.external22.build import PACKAGES, build
from corpus.spec import OMITTABLE_EXHIBITS, STATEMENT_IDS
from corpus.truth import TRUTH_NAME, load_truth, truth_facts
from rulen.engine import determine
from rulen.facts import make_fact

EXHIBIT_IDS = set(OMITTABLE_EXHIBITS) | {"N.6.A", "N.6.D", "N.6.E"}


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("ext22")
    build(out)
    return out


def _digests(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


def _page_words(path: Path, page: int) -> set[str]:
    pdf = pdfium.PdfDocument(str(path))
    try:
        text = pdf[page - 1].get_textpage().get_text_range()
    finally:
        pdf.close()
    return set(re.findall(r"[A-Za-z0-9.]+", text))


def test_builds_twelve_packages_two_scanned(built: Path) -> None:
    truths = [load_truth(p) for p in sorted(built.glob(f"*/{TRUTH_NAME}"))]
    assert len(truths) == 12 == len(PACKAGES)
    assert sorted(t.kind for t in truths).count("scanned") == 2
    assert {t.split for t in truths} == {"external22"}


def test_build_is_deterministic(built: Path, tmp_path: Path) -> None:
    build(tmp_path)
    assert _digests(tmp_path) == _digests(built)


def test_truth_files_are_well_formed(built: Path) -> None:
    for path in sorted(built.glob(f"*/{TRUTH_NAME}")):
        truth = load_truth(path)
        pkg = path.parent
        assert truth.id == pkg.name
        assert truth.files and all((pkg / f).is_file() for f in truth.files)
        assert set(truth.exhibits) <= EXHIBIT_IDS, truth.id
        assert set(truth.statements) <= set(STATEMENT_IDS), truth.id
        assert truth.malformed == [] and truth.conflicts == []
        for name, value in truth.facts.items():
            make_fact(name, value)  # every value is in contract units and parses
        locations = [loc for locs in truth.fact_locations.values() for loc in locs]
        locations += list(truth.exhibits.values()) + list(truth.statements.values())
        for loc in locations:
            assert loc.file in truth.files
            pdf = pdfium.PdfDocument(str(pkg / loc.file))
            assert 1 <= loc.page <= len(pdf), (truth.id, loc)
            pdf.close()


def test_text_package_locations_carry_their_words(built: Path) -> None:
    """A tag's words are on the page it names (text packages; scans have no text layer)."""
    checked = 0
    for path in sorted(built.glob(f"*/{TRUTH_NAME}")):
        truth = load_truth(path)
        if truth.kind != "text":
            continue
        locations = [loc for locs in truth.fact_locations.values() for loc in locs]
        locations += list(truth.exhibits.values()) + list(truth.statements.values())
        for loc in locations:
            words = re.findall(r"[A-Za-z0-9.]+", loc.text)[:8]
            assert set(words) <= _page_words(path.parent / loc.file, loc.page), (truth.id, loc.text)
            checked += 1
    assert checked > 200


def test_scanned_packages_are_image_only_letter_pages(built: Path) -> None:
    for path in sorted(built.glob(f"*/{TRUTH_NAME}")):
        truth = load_truth(path)
        if truth.kind != "scanned":
            continue
        for name in truth.files:
            pdf = pdfium.PdfDocument(str(path.parent / name))
            for page in pdf:
                w, h = page.get_size()
                assert (round(w), round(h)) == (612, 792)
                assert page.get_textpage().get_text_range().strip() == ""
            pdf.close()


def test_expected_is_the_engines_answer(built: Path) -> None:
    for path in sorted(built.glob(f"*/{TRUTH_NAME}")):
        truth = load_truth(path)
        answer = json.loads(determine(truth_facts(truth)).model_dump_json())
        assert truth.expected == answer, truth.id


OUTCOMES = {
    "x22-01-excelsior-teardown": ("N.2.A", False, []),
    "x22-02-deephaven-lot-split": ("N.2.B", False, []),
    "x22-03-minnetrista-plat": ("N.2.C.2", True, [3, 4]),
    "x22-04-chanhassen-townhomes": ("N.2.C.1", True, [3]),
    "x22-05-hopkins-apartments": ("N.2.D.2", True, [3, 4]),
    "x22-06-stlouispark-mixed-use": ("N.2.D.1", True, [3]),
    "x22-07-wayzata-senior": ("N.2.D.2", True, [3, 4]),
    "x22-08-edina-hra": ("N.2.D.2", True, [3, 4]),
    "x22-09-minnetonka-school-plat": ("N.2.B.3", True, [3, 4, 5]),
    "x22-10-victoria-cottages": ("N.2.C.1", True, [3]),
    "x22-11-shorewood-land-trust": ("N.2.C.1", True, [3]),
    "x22-12-chanhassen-county-cda": ("N.2.D.3", True, [3, 4, 5]),
}


def test_the_set_spreads_over_the_residential_paragraphs(built: Path) -> None:
    seen = {}
    for path in sorted(built.glob(f"*/{TRUTH_NAME}")):
        app = load_truth(path).expected["applicability"]
        seen[path.parent.name] = (app["paragraph"], app["permit_required"], app["sections"])
    assert seen == OUTCOMES


def test_surety_follows_applicant_and_disturbance(built: Path) -> None:
    surety = {p.parent.name: load_truth(p).expected["applicability"]["surety_required"]
              for p in built.glob(f"*/{TRUTH_NAME}")}
    assert surety["x22-03-minnetrista-plat"] is True  # private builder, 5.6 ac disturbed
    for public in ("x22-08-edina-hra", "x22-09-minnetonka-school-plat", "x22-12-chanhassen-county-cda"):
        assert surety[public] is False  # public applicants disturbing 5 acres or more
