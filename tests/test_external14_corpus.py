"""The external14 set builds, builds the same bytes twice, and its truth files are sound.

Sound means: every id and fact name is one the engine knows, every value parses, every
recorded location is a real page whose text carries the recorded words (text packages),
scanned packages really have no text layer, and ``expected`` is the engine's own answer.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from corpus.external14.build import PACKAGES, build
from corpus.truth import TRUTH_NAME, Truth, expected_for
from rulen.clauses import EXHIBIT_IDS
from rulen.facts import FACT_SPECS, coerce

STATEMENT_IDS = {"N.3.0", "N.3.2", "N.4.2", "N.4.3", "N.4.4", "N.4.5", "N.4.6", "N.4.7", "N.4.8", "N.5.2", "N.5.4"}


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("ext14")
    build(out)
    return out


def _truths(root: Path) -> list[Truth]:
    return [Truth.model_validate_json(p.read_text("utf-8")) for p in sorted(root.glob(f"*/{TRUTH_NAME}"))]


def _digest(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


def _page_texts(path: Path) -> list[str]:
    doc = pdfium.PdfDocument(str(path))
    try:
        return [doc[i].get_textpage().get_text_range() for i in range(len(doc))]
    finally:
        doc.close()


def _squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


def test_twelve_packages_two_scanned(corpus: Path) -> None:
    truths = _truths(corpus)
    assert [t.id for t in truths] == sorted(PACKAGES)
    assert len(truths) == 12
    assert all(t.split == "external14" for t in truths)
    assert sum(t.kind == "scanned" for t in truths) == 2


def test_build_is_byte_for_byte_deterministic(corpus: Path, tmp_path: Path) -> None:
    build(tmp_path)
    assert _digest(tmp_path) == _digest(corpus)


def test_files_listed_are_the_pdfs_on_disk(corpus: Path) -> None:
    for t in _truths(corpus):
        on_disk = sorted(p.name for p in (corpus / t.id).glob("*.pdf"))
        assert t.files == on_disk
        assert t.malformed == []


def test_ids_and_values_are_known_to_the_engine(corpus: Path) -> None:
    for t in _truths(corpus):
        for name, value in t.facts.items():
            assert name in FACT_SPECS, (t.id, name)
            coerce(name, value)  # raises if a truth value would not parse
        for ident in t.exhibits:
            assert ident in EXHIBIT_IDS or ident.startswith("plan_set."), (t.id, ident)
        assert set(t.statements) <= STATEMENT_IDS, t.id
        assert t.conflicts == []


def test_every_location_is_a_real_page_carrying_its_words(corpus: Path) -> None:
    for t in _truths(corpus):
        pages = {f: _page_texts(corpus / t.id / f) for f in t.files}
        locations = [loc for locs in t.fact_locations.values() for loc in locs]
        locations += list(t.exhibits.values()) + list(t.statements.values())
        for loc in locations:
            assert loc.file in pages, (t.id, loc.file)
            assert 1 <= loc.page <= len(pages[loc.file]), (t.id, loc.file, loc.page)
            if t.kind == "text":
                assert _squash(loc.text) in _squash(pages[loc.file][loc.page - 1]), (t.id, loc.text)


def test_scanned_packages_are_image_only_letter_pages(corpus: Path) -> None:
    for t in _truths(corpus):
        if t.kind != "scanned":
            continue
        for name in t.files:
            doc = pdfium.PdfDocument(str(corpus / t.id / name))
            try:
                for i in range(len(doc)):
                    w, h = doc[i].get_size()
                    assert abs(w - 612) < 2 and abs(h - 792) < 2
                    assert doc[i].get_textpage().get_text_range().strip() == ""
            finally:
                doc.close()


def test_expected_is_the_engines_answer(corpus: Path) -> None:
    for t in _truths(corpus):
        assert t.expected == json.loads(json.dumps(expected_for(t))), t.id


def test_outcomes_cover_the_spread(corpus: Path) -> None:
    got = {t.id: t.expected["applicability"] for t in _truths(corpus)}
    paragraphs = {pid: a["paragraph"] for pid, a in got.items()}
    assert paragraphs == {
        "x14-01-orono-home": "N.2.A",
        "x14-02-minnetrista-whitetail-ph2": "N.2.B.2",
        "x14-03-victoria-fieldstone": "N.2.B.3",
        "x14-04-chanhassen-lyman-townhomes": "N.2.C.2",
        "x14-05-hopkins-mainstreet-flats": "N.2.D.2",
        "x14-06-excelsior-cafe": "N.2.D.1",
        "x14-07-plymouth-warehouse": "N.2.D.3",
        "x14-08-minnetonka-schools-addition": "N.2.D.2",
        "x14-09-hennepin-csah19": "N.2.E.3",
        "x14-10-deephaven-streets": "N.2.E",
        "x14-11-minnetonka-trail": "N.2.E.4",
        "x14-12-stlouispark-trail": "N.2.E.1",
    }
    assert got["x14-03-victoria-fieldstone"]["surety_required"] is True
    assert got["x14-08-minnetonka-schools-addition"]["surety_required"] is False  # public, 6.2 ac disturbed
    assert got["x14-05-hopkins-mainstreet-flats"]["basis"] == "additional_only"
    assert got["x14-06-excelsior-cafe"]["basis"] == "whole_site"


def test_planted_deficiencies_are_in_the_expected_answer(corpus: Path) -> None:
    truths = {t.id: t.expected for t in _truths(corpus)}

    def status(pid: str, kind: str, ident: str) -> str:
        return next(x["status"] for x in truths[pid][kind] if x["id"] == ident)

    assert status("x14-02-minnetrista-whitetail-ph2", "exhibits", "N.6.A") == "missing"  # no reduced set
    assert status("x14-03-victoria-fieldstone", "criteria", "N.5.3") == "unmet"  # 1.5 ft freeboard
    assert status("x14-04-chanhassen-lyman-townhomes", "criteria", "N.4.1") == "unmet"  # 100-yr up
    assert status("x14-05-hopkins-mainstreet-flats", "exhibits", "N.6.A.7") == "missing"  # NAVD 88, 1 ft
    assert status("x14-07-plymouth-warehouse", "criteria", "N.5.1") == "unmet"  # 44% TP
    assert status("x14-07-plymouth-warehouse", "exhibits", "N.6.A.13") == "missing"
    assert status("x14-08-minnetonka-schools-addition", "exhibits", "N.6.A.2") == "missing"
    assert status("x14-08-minnetonka-schools-addition", "criteria", "N.4.9") == "unmet"  # 1.5 ft above HWL
