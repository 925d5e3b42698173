"""The external34 corpus builds, builds the same twice, and its truth is what its pages say."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from corpus.external34.build import PACKAGES, build
from corpus.truth import TRUTH_NAME, load_truth, truth_facts
from rulen.clauses import registry
from rulen.engine import determine
from rulen.facts import FACT_SPECS, coerce


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("ext34")
    build(out)
    return out


def _pages(pdf_path: Path) -> list[tuple[tuple[float, float], str]]:
    pdf = pdfium.PdfDocument(str(pdf_path))
    try:
        out = []
        for page in pdf:
            tp = page.get_textpage()
            out.append((page.get_size(), tp.get_text_range()))
            tp.close()
            page.close()
        return out
    finally:
        pdf.close()


def _squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


def test_builds_twelve_packages_two_scanned(built: Path) -> None:
    folders = sorted(p for p in built.iterdir() if (p / TRUTH_NAME).exists())
    assert len(folders) == 12 == len(PACKAGES)
    kinds = [load_truth(f).kind for f in folders]
    assert kinds.count("scanned") == 2


def test_build_is_deterministic(built: Path, tmp_path: Path) -> None:
    build(tmp_path, only=["x34-01-edina-home", "x34-08-medina-hamel-bp3"])
    for pid in ("x34-01-edina-home", "x34-08-medina-hamel-bp3"):
        for f in sorted((tmp_path / pid).iterdir()):
            assert f.read_bytes() == (built / pid / f.name).read_bytes(), f.name


@pytest.mark.parametrize("pid", [p[0] for p in PACKAGES])
def test_truth_well_formed_and_expected_is_engine_answer(built: Path, pid: str) -> None:
    truth = load_truth(built / pid)
    assert truth.id == pid and truth.split == "external34"
    assert truth.files and all((built / pid / f).is_file() for f in truth.files)
    assert truth.malformed == [] and truth.conflicts == []
    for name, value in truth.facts.items():
        assert name in FACT_SPECS
        assert coerce(name, value) is not None
        assert truth.fact_locations[name], name
    known = registry()
    for ident in [*truth.exhibits, *truth.statements]:
        assert ident in known or ident.startswith("plan_set."), ident
    expected = json.loads(determine(truth_facts(truth)).model_dump_json())
    assert truth.expected == expected


@pytest.mark.parametrize("pid", [p[0] for p in PACKAGES])
def test_every_location_is_on_its_page(built: Path, pid: str) -> None:
    truth = load_truth(built / pid)
    pages = {f: _pages(built / pid / f) for f in truth.files}
    locations = [loc for locs in truth.fact_locations.values() for loc in locs]
    locations += [*truth.exhibits.values(), *truth.statements.values()]
    for loc in locations:
        assert 1 <= loc.page <= len(pages[loc.file]), (loc.file, loc.page)
        size, text = pages[loc.file][loc.page - 1]
        if truth.kind == "scanned":
            assert text.strip() == ""  # image only: nothing but pixels to read
            assert (round(size[0]), round(size[1])) == (612, 792)
        elif not loc.text.endswith("sheet)") and not loc.text.endswith("reduced set)"):
            for cell in loc.text.split(" | "):
                assert _squash(cell) in _squash(text), (loc.file, loc.page, cell)


def test_plan_sets_are_full_size_and_reduced_to_11x17(built: Path) -> None:
    for pid, *_ in PACKAGES:
        truth = load_truth(built / pid)
        for part, allowed in (("plan_set.full_size", {(2592, 1728), (2448, 1584)}), ("plan_set.reduced", {(1224, 792)})):
            loc = truth.exhibits.get(part)
            if loc is not None:
                (w, h), _ = _pages(built / pid / loc.file)[0]
                assert (round(w), round(h)) in allowed, (pid, part)


def test_outcomes_are_spread(built: Path) -> None:
    paragraphs = {load_truth(built / p[0]).expected["applicability"]["paragraph"] for p in PACKAGES}
    assert {"N.2.A", "N.2.B.2", "N.2.B.3", "N.2.C.1", "N.2.C.2", "N.2.D.1", "N.2.D.2", "N.2.D.3",
            "N.2.E", "N.2.E.1", "N.2.E.3"} <= paragraphs
    sureties = [load_truth(built / p[0]).expected["applicability"]["surety_required"] for p in PACKAGES]
    assert {True, False} <= set(sureties)  # some packages need a surety, some do not
    ridge = load_truth(built / "x34-02-minnetonka-ridgeview")
    assert ridge.facts["common_scheme_area_ac"] > ridge.facts["site_area_ac"]
    assert ridge.expected["applicability"]["paragraph"] == "N.2.B.2"  # 4.12 ac alone would be N.2.B.1
