"""External set 26 (resubmittals): the builder runs, is deterministic, and its truth is honest.

Honest means: every truth file validates, every location points at a real page of a real
file, each stated fact parses in contract units, nothing is recorded two ways, superseded
figures stay on the pages but out of the truth, and ``expected`` is the rule engine's own
answer on the truth's facts.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pdfplumber
import pypdfium2 as pdfium
import pytest

from corpus.external26.build import PACKAGES, build
from corpus.truth import TRUTH_NAME, expected_for, load_truth
from rulen.facts import make_fact


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("ext26")
    build(out)
    return out


def _truths(root: Path):
    return [load_truth(p) for p in sorted(root.glob(f"*/{TRUTH_NAME}"))]


def _digests(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


def _text(path: Path, page: int | None = None) -> str:
    with pdfplumber.open(path) as pdf:
        pages = pdf.pages if page is None else [pdf.pages[page - 1]]
        return "\n".join(p.extract_text() or "" for p in pages)


def test_twelve_packages_two_scanned(built: Path) -> None:
    truths = _truths(built)
    assert len(truths) == len(PACKAGES) == 12
    assert len({t.id for t in truths}) == 12
    assert sorted(t.kind for t in truths).count("scanned") == 2
    assert all(t.split == "external26" for t in truths)


def test_build_is_deterministic(built: Path, tmp_path: Path) -> None:
    build(tmp_path)
    assert _digests(tmp_path) == _digests(built)


def test_rebuild_removes_stale_files(tmp_path: Path) -> None:
    build(tmp_path)
    stale = tmp_path / "ext26-01-deephaven-house" / "stale.pdf"
    stale.write_bytes(b"old")
    build(tmp_path)
    assert not stale.exists()


def test_files_and_locations_are_real(built: Path) -> None:
    for truth in _truths(built):
        folder = built / truth.id
        on_disk = sorted(p.name for p in folder.iterdir() if p.name != TRUTH_NAME)
        assert on_disk == sorted(truth.files), truth.id
        pages = {name: len(pdfium.PdfDocument(str(folder / name))) for name in truth.files}
        locations = [loc for locs in truth.fact_locations.values() for loc in locs]
        locations += list(truth.exhibits.values()) + list(truth.statements.values())
        for loc in locations:
            assert loc.file in pages, (truth.id, loc.file)
            assert 1 <= loc.page <= pages[loc.file], (truth.id, loc.file, loc.page)
        assert set(truth.fact_locations) == set(truth.facts)


def test_facts_parse_in_contract_units_and_are_never_contradictory(built: Path) -> None:
    for truth in _truths(built):
        assert truth.conflicts == [], truth.id
        assert truth.malformed == []
        for name, value in truth.facts.items():
            assert make_fact(name, value).value is not None, (truth.id, name)
        rates = truth.facts.get("peak_rates_cfs", {})
        assert set(rates) <= {"1", "10", "100"}, truth.id


def test_expected_is_the_engines_answer(built: Path) -> None:
    for truth in _truths(built):
        assert truth.expected is not None
        assert json.dumps(truth.expected, sort_keys=True) == json.dumps(expected_for(truth), sort_keys=True)


def test_scanned_packages_are_image_only_letter_pages(built: Path) -> None:
    for truth in _truths(built):
        if truth.kind != "scanned":
            continue
        for name in truth.files:
            path = built / truth.id / name
            assert _text(path).strip() == "", (truth.id, name)
            pdf = pdfium.PdfDocument(str(path))
            for i in range(len(pdf)):
                w, h = pdf[i].get_size()
                assert (round(w), round(h)) == (612, 792)


def test_text_locations_carry_their_words(built: Path) -> None:
    """Each fact location of a text package is on a page whose text layer holds its words' start."""
    for truth in _truths(built):
        if truth.kind != "text":
            continue
        for name, locs in truth.fact_locations.items():
            for loc in locs:
                page_text = " ".join(_text(built / truth.id / loc.file, loc.page).split())
                head = " ".join(loc.text.split())[:25]
                assert head and head in page_text, (truth.id, name, head)


def test_corrected_values_replace_the_superseded_ones(built: Path) -> None:
    by_id = {t.id: t for t in _truths(built)}
    orono = by_id["ext26-02-orono-stonegate"]
    assert orono.facts["site_area_ac"] == 8.3
    assert "7.8 acres" in _text(built / orono.id / "01_SWMP_Stonegate_Ridge_2026-01-09.pdf")
    assert orono.facts["peak_rates_cfs"]["100"] == {"existing": 16.3, "proposed": 15.8}
    assert orono.facts["ponds"][0]["freeboard_ft"] == 2.2
    hopkins = by_id["ext26-05-hopkins-drive-thru"]
    assert hopkins.facts["site_area_ac"] == 0.42
    assert "0.52 ac" in _text(built / hopkins.id / "Stormwater_Narrative.pdf")
    slp = by_id["ext26-08-slp-street-recon"]
    assert slp.facts["net_impervious_increase_ac"] == -0.04
    assert "0.12 acres" in _text(built / slp.id / "2026_Street_Reconstruction_Summary_SLP.pdf")


def test_spread_of_outcomes(built: Path) -> None:
    got = {t.id: t.expected["applicability"] for t in _truths(built)}
    paragraphs = {a["paragraph"] for a in got.values()}
    assert {"N.2.A", "N.2.B.2", "N.2.B.3", "N.2.C.1", "N.2.D.1", "N.2.D.2", "N.2.D.3",
            "N.2.E", "N.2.E.1", "N.2.E.2"} <= paragraphs
    assert got["ext26-07-hennepin-csah19-trail"]["paragraph"] == "N.2.E.1"  # trail left out of 1.3 ac
    assert got["ext26-10-longlake-lakeview-commons-ph2"]["sections"] == [3, 4, 5]  # 8.7-ac aggregate
    assert got["ext26-11-isd276-excelsior-school"]["surety_required"] is False
    assert got["ext26-12-independence-landlocked-plat"]["surety_required"] is True
    assert {a["basis"] for a in got.values()} >= {"whole_site", "additional_only"}


def test_deficiencies_the_set_is_meant_to_carry(built: Path) -> None:
    def status(tid: str, kind: str, cid: str) -> str:
        truth = next(t for t in _truths(built) if t.id == tid)
        return next(x["status"] for x in truth.expected[kind] if x["id"] == cid)

    assert status("ext26-04-minnetonka-ridgedale-flats", "criteria", "N.4.1") == "unmet"
    assert status("ext26-04-minnetonka-ridgedale-flats", "exhibits", "N.6.A.7") == "missing"  # NAVD 88
    assert status("ext26-06-medina-hamel-industrial", "criteria", "N.5.3") == "unmet"  # 8-ft bench
    assert status("ext26-06-medina-hamel-industrial", "exhibits", "N.6.A") == "missing"  # no reduced set
    assert status("ext26-09-victoria-trail", "exhibits", "N.6.A.2") == "missing"
    assert status("ext26-09-victoria-trail", "exhibits", "N.6.A.7") == "missing"  # 1-ft contours
    assert status("ext26-10-longlake-lakeview-commons-ph2", "criteria", "N.5.1") == "unmet"
    assert status("ext26-11-isd276-excelsior-school", "exhibits", "N.6.A.13") == "missing"
    assert status("ext26-12-independence-landlocked-plat", "criteria", "N.4.5") == "met"
    assert status("ext26-03-chanhassen-lakeridge", "criteria", "N.3.1") == "unmet"
    assert status("ext26-02-orono-stonegate", "criteria", "N.4.1") == "met"


def test_cli_usage_error() -> None:
    from corpus.external26.build import main
    assert main([]) == 2
