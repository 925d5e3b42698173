"""The external17 builder: runs, is deterministic, and its truth says what its pages say.

The set is a blind measure, so these tests check only the set itself (never the extractor):
every truth file is well-formed, every location it names is a real page, the numbers it
records are printed on those pages, and ``expected`` is the rule engine's own answer.
"""

from __future__ import annotations

import json
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from corpus.external17.build import BUILDERS, build
from corpus.truth import TRUTH_NAME, Truth, load_truth, truth_facts
from rulen.engine import determine
from rulen.facts import coerce


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("ext17")
    build(out)
    return out


def _truths(root: Path) -> list[Truth]:
    return [load_truth(p) for p in sorted(root.rglob(TRUTH_NAME))]


def _page_texts(path: Path) -> list[str]:
    doc = pdfium.PdfDocument(str(path))
    try:
        return [page.get_textpage().get_text_range() for page in doc]
    finally:
        doc.close()


def _page_sizes(path: Path) -> list[tuple[float, float]]:
    doc = pdfium.PdfDocument(str(path))
    try:
        return [tuple(round(v) for v in page.get_size()) for page in doc]
    finally:
        doc.close()


def test_builds_twelve_packages_with_two_scanned(built: Path) -> None:
    truths = _truths(built)
    assert len(truths) == len(BUILDERS) == 12
    assert len({t.id for t in truths}) == 12
    assert sorted(t.kind for t in truths).count("scanned") == 2
    assert all(t.split == "external17" for t in truths)


def test_build_is_deterministic(built: Path, tmp_path: Path) -> None:
    build(tmp_path)
    first = sorted(p.relative_to(built) for p in built.rglob("*") if p.is_file())
    second = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*") if p.is_file())
    assert first == second
    for rel in first:
        assert (built / rel).read_bytes() == (tmp_path / rel).read_bytes(), rel


def test_every_listed_file_exists_and_no_other_pdf(built: Path) -> None:
    for t in _truths(built):
        pkg = built / t.id
        listed = set(t.files)
        on_disk = {str(p.relative_to(pkg)) for p in pkg.rglob("*.pdf")}
        assert listed == on_disk, t.id
        assert t.malformed == []


def test_locations_name_real_pages(built: Path) -> None:
    for t in _truths(built):
        pages = {f: len(_page_sizes(built / t.id / f)) for f in t.files}
        locs = [loc for locs in t.fact_locations.values() for loc in locs]
        locs += list(t.exhibits.values()) + list(t.statements.values())
        for loc in locs:
            assert loc.file in pages, (t.id, loc.file)
            assert 1 <= loc.page <= pages[loc.file], (t.id, loc)


def test_scanned_packages_are_image_only_letter_pages(built: Path) -> None:
    for t in _truths(built):
        if t.kind != "scanned":
            continue
        for f in t.files:
            assert all(size == (612, 792) for size in _page_sizes(built / t.id / f)), f
            assert all(not text.strip() for text in _page_texts(built / t.id / f)), f


def _number_forms(value: float) -> set[str]:
    forms = {f"{value:.2f}", f"{value:.1f}", f"{value:g}", f"{value:.0f}"}
    sf = round(value * 43560)
    forms |= {f"{v:,}" for v in range(sf - 3, sf + 4)}  # a value first written in square feet
    return forms


SCALARS = ("site_area_ac", "existing_impervious_ac", "proposed_impervious_ac", "net_impervious_increase_ac",
           "disturbed_area_ac", "common_scheme_area_ac", "dwelling_units", "density_du_per_ac",
           "phosphorus_removal_pct", "lowest_opening_elev_ft", "hwl_100yr_elev_ft")


def test_recorded_numbers_are_printed_where_the_truth_says(built: Path) -> None:
    """A fact may only be true of a page that prints it: checked on the text packages."""
    checked = 0
    for t in _truths(built):
        if t.kind != "text":
            continue
        texts = {f: _page_texts(built / t.id / f) for f in t.files}
        for name in SCALARS:
            if name not in t.facts:
                continue
            for loc in t.fact_locations[name]:
                page = " ".join(texts[loc.file][loc.page - 1].split())
                assert any(form in page for form in _number_forms(float(t.facts[name]))), (t.id, name, loc)
                checked += 1
        rates = t.facts.get("peak_rates_cfs")
        if rates:
            loc = t.fact_locations["peak_rates_cfs"][0]
            page = texts[loc.file][loc.page - 1]
            for pair in rates.values():
                assert f"{pair['existing']:.1f}" in page and f"{pair['proposed']:.1f}" in page
    assert checked > 60


def test_fact_values_are_contract_values(built: Path) -> None:
    for t in _truths(built):
        for name, value in t.facts.items():
            assert coerce(name, value) is not None, (t.id, name)
        rates = t.facts.get("peak_rates_cfs")
        if rates:
            assert set(rates) == {"1", "10", "100"}, t.id  # 2-, 5- and 50-year rows are distractors
        assert t.conflicts == []


def test_expected_is_the_engines_answer(built: Path) -> None:
    for t in _truths(built):
        assert t.expected is not None
        again = json.loads(determine(truth_facts(t)).model_dump_json())
        assert again == t.expected, t.id


def test_outcomes_cover_the_theme(built: Path) -> None:
    apps = {t.id: t.expected["applicability"] for t in _truths(built)}
    paragraphs = {a["paragraph"] for a in apps.values()}
    assert {"N.2.A", "N.2.B.2", "N.2.C.1", "N.2.C.3", "N.2.D.1", "N.2.D.2", "N.2.D.3",
            "N.2.E", "N.2.E.3", "N.2.E.4"} <= paragraphs
    assert {a["basis"] for a in apps.values()} >= {"whole_site", "additional_only"}
    assert any(a["surety_required"] for a in apps.values())
    facts = {t.id: t.facts for t in _truths(built)}
    # common schemes: the aggregate is larger than the site, and an unrelated neighbour is left out
    assert facts["x17-04-victoria-phase3"]["common_scheme_area_ac"] == 14.20
    assert facts["x17-05-plymouth-industrial"]["common_scheme_area_ac"] == 9.50
    # a public body disturbing 5 acres or more owes no surety
    public_big = [i for i, f in facts.items() if f.get("applicant_public_entity") and f.get("disturbed_area_ac", 0) >= 5
                  and apps[i]["permit_required"]]
    assert public_big and all(apps[i]["surety_required"] is False for i in public_big)


def test_deficiencies_the_set_was_written_to_carry(built: Path) -> None:
    exp = {t.id: t.expected for t in _truths(built)}

    def status(pid: str, cid: str) -> str:
        items = exp[pid]["exhibits"] + exp[pid]["criteria"]
        return next(i["status"] for i in items if i["id"] == cid)

    assert status("x17-03-hennepin-csah6", "N.6.A.7") == "missing"  # NAVD 88
    assert status("x17-03-hennepin-csah6", "N.6.A.13") == "missing"  # no NPDES documentation
    assert status("x17-03-hennepin-csah6", "N.5.3") == "unmet"  # 8-ft bench
    assert status("x17-04-victoria-phase3", "N.6.A.2") == "missing"  # no drainage map
    assert status("x17-04-victoria-phase3", "N.6.A.7") == "missing"  # 1-ft contours
    assert status("x17-04-victoria-phase3", "N.5.3") == "unmet"  # 1.5 ft freeboard
    assert status("x17-05-plymouth-industrial", "N.4.9") == "unmet"  # opening 1.4 ft over HWL
    assert status("x17-06-edina-school-addition", "N.4.1") == "unmet"  # 100-year rate up
    assert status("x17-07-slp-retail-addition", "N.6.A") == "missing"  # no reduced set
    assert status("x17-10-shorewood-estates", "N.4.1") == "unmet"  # 10-year rate up
    assert status("x17-12-mound-townhomes", "N.3.1") == "unmet"  # opening 1.6 ft over HWL
    assert status("x17-09-minnetonka-apartments", "N.6.A") == "present"
    assert not [d for d in exp["x17-09-minnetonka-apartments"]["deficiencies"]]
