"""The external2 set builds, builds the same bytes twice, and its truth files are well-formed.

Built once per session into a temporary folder (the scanned packages take a second each);
the determinism check rebuilds only the text packages plus one scanned one.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from corpus.external2.build import BUILDERS, build
from corpus.external2.kit import Truth2
from corpus.truth import expected_for
from rulen.clauses import CRITERION_IDS, EXHIBIT_IDS
from rulen.facts import FACT_SPECS, coerce
from rulen.models import Determination

PLAN_PARTS = {"plan_set.pe_certified", "plan_set.full_size", "plan_set.reduced"}
STATEMENT_IDS = {"N.3.0", "N.3.2", "N.4.2", "N.4.3", "N.4.4", "N.4.5", "N.4.6", "N.4.7", "N.4.8", "N.5.2", "N.5.4"}


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Truth2]]:
    out = tmp_path_factory.mktemp("ext2")
    return out, build(out)


def _digest(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_builds_every_package_with_its_files(built):
    out, truths = built
    assert len(truths) == len(BUILDERS)
    assert 12 <= len(truths) <= 16
    assert len({t.id for t in truths}) == len(truths)
    for t in truths:
        pkg = out / t.id
        assert (pkg / "rulen-truth.json").is_file()
        assert t.files, t.id
        for rel in t.files:
            data = (pkg / rel).read_bytes()
            assert data.startswith(b"%PDF"), rel


def test_truth_files_are_well_formed(built):
    out, truths = built
    for t in truths:
        raw = json.loads((out / t.id / "rulen-truth.json").read_text("utf-8"))
        truth = Truth2.model_validate(raw)
        assert truth.split == "external2"
        assert truth.malformed == []
        for name, value in truth.facts.items():
            assert name in FACT_SPECS, (t.id, name)
            assert coerce(name, value) is not None
            assert truth.fact_locations[name], (t.id, name)
        for ident, loc in {**truth.exhibits, **truth.statements}.items():
            assert ident in EXHIBIT_IDS or ident in PLAN_PARTS or ident in STATEMENT_IDS, (t.id, ident)
            assert loc.file in truth.files and loc.page >= 1
        assert set(truth.statements) <= STATEMENT_IDS
        # the expected answer is the engine's own answer on these facts, and it is complete
        det = Determination.model_validate(truth.expected)
        assert truth.expected == expected_for(truth)
        assert [e.id for e in det.exhibits] == list(EXHIBIT_IDS)
        assert [c.id for c in det.criteria] == list(CRITERION_IDS)


def test_fact_locations_point_at_pages_that_exist(built):
    import pypdfium2 as pdfium

    out, truths = built
    for t in truths:
        pages = {}
        for rel in t.files:
            pdf = pdfium.PdfDocument(str(out / t.id / rel))
            pages[rel] = len(pdf)
            pdf.close()
        locs = [loc for ls in t.fact_locations.values() for loc in ls] + list(t.exhibits.values()) + list(t.statements.values())
        for loc in locs:
            assert 1 <= loc.page <= pages[loc.file], (t.id, loc)


def test_the_set_covers_the_outcomes_it_was_written_for(built):
    _, truths = built
    by_id = {t.id: t.expected_determination() for t in truths}
    paragraphs = {d.applicability.paragraph for d in by_id.values()}
    assert {"N.2.A", "N.2.B.1", "N.2.C.2", "N.2.C.3", "N.2.D.1", "N.2.D.2", "N.2.D.3", "N.2.E.3", "N.2.E.4"} <= paragraphs
    assert {d.applicability.basis for d in by_id.values()} >= {"whole_site", "additional_only"}
    sureties = [d.applicability.surety_required for d in by_id.values()]
    assert {True, False} <= set(sureties)  # a surety required in one package, not in another

    def status(pid: str, cid: str) -> str:
        det = by_id[pid]
        return next(x.status for x in det.exhibits + det.criteria if x.id == cid)

    assert status("x2-03-minnetonka-townhomes", "N.6.A.2") == "missing"
    assert status("x2-04-slp-apartments", "N.6.A.7") == "missing"  # NAVD 88
    assert status("x2-05-edina-medical-office", "N.4.1") == "unmet"
    assert status("x2-06-glen-lake-academy", "N.5.1") == "unmet"
    assert status("x2-08-wayzata-retail", "N.5.3") == "unmet"
    assert status("x2-11-victoria-subdivision", "N.6.A.13") == "missing"
    assert status("x2-12-minneapolis-mixed-use", "N.6.A") == "missing"
    assert by_id["x2-09-hennepin-csah-road"].applicability.surety_required is False
    assert sum(t.kind == "scanned" for t in truths) == 2


def test_scanned_packages_have_no_text_layer(built):
    import pypdfium2 as pdfium

    out, truths = built
    for t in (t for t in truths if t.kind == "scanned"):
        for rel in t.files:
            pdf = pdfium.PdfDocument(str(out / t.id / rel))
            try:
                for i in range(len(pdf)):
                    w, h = pdf[i].get_size()
                    assert abs(w - 612) < 2 and abs(h - 792) < 2  # letter only
                    assert pdf[i].get_textpage().get_text_range().strip() == ""
            finally:
                pdf.close()


def test_build_is_deterministic(built, tmp_path):
    out, truths = built
    again = tmp_path / "again"
    picks = ["p01_", "p03_", "p08_"]
    rebuilt = build(again, picks)
    for t in rebuilt:
        assert _digest(again / t.id) == _digest(out / t.id), t.id
