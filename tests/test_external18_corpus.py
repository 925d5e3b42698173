"""The external18 set ("the paper archive"): the builder runs, is deterministic, and every
truth file is well-formed, points at pages that exist, and expects exactly what the rule
engine decides on its facts."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from corpus.external18.build import PACKAGES, build
from corpus.truth import load_truth, truth_facts
from rulen.engine import determine
from rulen.facts import make_fact

LETTER_PT = (612.0, 792.0)


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("ext18")
    build(out)
    return out


def _hashes(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


def _pages(path: Path) -> list[tuple[float, float, str]]:
    doc = pdfium.PdfDocument(str(path))
    try:
        out = []
        for i in range(len(doc)):
            page = doc[i]
            w, h = page.get_size()
            tp = page.get_textpage()
            out.append((w, h, tp.get_text_range()))
            tp.close()
            page.close()
        return out
    finally:
        doc.close()


def test_builds_twelve_packages_six_scanned(built: Path) -> None:
    truths = [load_truth(built / e.id) for e in PACKAGES]
    assert len(truths) == 12
    assert sum(t.kind == "scanned" for t in truths) == 6
    assert all(t.split == "external18" for t in truths)
    assert len(list(built.rglob("rulen-truth.json"))) == 12


def test_build_is_deterministic(built: Path, tmp_path: Path) -> None:
    build(tmp_path)
    assert _hashes(tmp_path) == _hashes(built)


@pytest.mark.parametrize("entry", PACKAGES, ids=lambda e: e.id)
def test_truth_is_well_formed_and_points_at_real_pages(built: Path, entry) -> None:
    truth = load_truth(built / entry.id)
    assert truth.id == entry.id
    assert truth.malformed == []
    pages = {}
    for rel in truth.files:
        path = built / entry.id / rel
        assert path.is_file(), rel
        pages[rel] = _pages(path)
        if truth.kind == "scanned":
            for w, h, text in pages[rel]:
                assert abs(w - LETTER_PT[0]) < 2 and abs(h - LETTER_PT[1]) < 2, (rel, w, h)
                assert text.strip() == "", f"{rel} has a text layer but is meant to be a scan"
    locations = [loc for locs in truth.fact_locations.values() for loc in locs]
    locations += list(truth.exhibits.values()) + list(truth.statements.values())
    for loc in locations:
        assert loc.file in pages, loc.file
        assert 1 <= loc.page <= len(pages[loc.file]), (loc.file, loc.page)
    for name, value in truth.facts.items():
        assert make_fact(name, value).value is not None, name  # every fact parses in contract units
        assert truth.fact_locations.get(name), f"{name} has no page"


@pytest.mark.parametrize("entry", PACKAGES, ids=lambda e: e.id)
def test_expected_is_the_engines_answer(built: Path, entry) -> None:
    truth = load_truth(built / entry.id)
    assert truth.expected is not None
    assert truth.expected == json.loads(determine(truth_facts(truth)).model_dump_json())


def test_born_digital_text_carries_the_recorded_words(built: Path) -> None:
    """Spot-check that facts of the text packages really are on the page they are recorded on."""
    checks = {
        "x18-03-plymouth-townhomes-2003": ("site_area_ac", "6.3 AC."),
        "x18-06-minnetonka-industrial-2011": ("phosphorus_removal_pct", "44 percent"),
        "x18-08-csah19-county-road-2004": ("sidewalk_trail", "6 FT TURF BUFFER"),
    }
    for pid, (fact, words) in checks.items():
        truth = load_truth(built / pid)
        loc = truth.fact_locations[fact][0]
        text = _pages(built / pid / loc.file)[loc.page - 1][2]
        assert words in " ".join(text.split()), (pid, fact)


def test_set_covers_the_spread_of_outcomes(built: Path) -> None:
    apps = {e.id: load_truth(built / e.id).expected["applicability"] for e in PACKAGES}
    paragraphs = {a["paragraph"] for a in apps.values()}
    assert {"N.2.A", "N.2.B.2", "N.2.B.3", "N.2.C.2", "N.2.D.1", "N.2.D.2", "N.2.D.3",
            "N.2.E", "N.2.E.2", "N.2.E.3", "N.2.E.4"} <= paragraphs
    assert {a["surety_required"] for a in apps.values() if a["permit_required"]} == {True, False}
    assert {"whole_site", "additional_only"} <= {a["basis"] for a in apps.values()}
    # the common scheme is what lifts the Chanhassen addition over 8 acres
    lotus = load_truth(built / "x18-02-chanhassen-lotus-ridge-2001")
    assert lotus.facts["site_area_ac"] < 8 <= lotus.facts["common_scheme_area_ac"]
    assert apps["x18-02-chanhassen-lotus-ridge-2001"]["paragraph"] == "N.2.B.2"
    # a public body disturbing over 5 acres owes no surety
    school = load_truth(built / "x18-07-excelsior-school-2013")
    assert school.facts["applicant_public_entity"] is True and school.facts["disturbed_area_ac"] >= 5
    assert apps["x18-07-excelsior-school-2013"]["surety_required"] is False


def test_realistic_deficiencies_are_in_the_expected_answers(built: Path) -> None:
    def status(pid: str, cid: str) -> str:
        exp = load_truth(built / pid).expected
        return next(x["status"] for x in exp["exhibits"] + exp["criteria"] if x["id"] == cid)

    assert status("x18-02-chanhassen-lotus-ridge-2001", "N.4.1") == "unmet"
    assert status("x18-02-chanhassen-lotus-ridge-2001", "N.6.A.13") == "missing"
    assert status("x18-04-minneapolis-lofts-2006", "N.4.9") == "unmet"
    assert status("x18-04-minneapolis-lofts-2006", "N.6.A.7") == "missing"
    assert status("x18-06-minnetonka-industrial-2011", "N.5.1") == "unmet"
    assert status("x18-06-minnetonka-industrial-2011", "N.5.3") == "unmet"
    assert status("x18-07-excelsior-school-2013", "N.6.A.2") == "missing"
    assert status("x18-08-csah19-county-road-2004", "N.6.A.7") == "missing"
    assert status("x18-12-independence-pioneer-trail-2000", "N.6.A") == "missing"
