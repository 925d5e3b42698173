"""The bulk audit: parallel, resumable, and one bad package never stops it."""

from __future__ import annotations

import csv
import shutil
import zipfile
from pathlib import Path

import pytest

import intake.audit as audit
from intake.audit import load_journal, run_audit, triage_order

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


@pytest.fixture()
def archive(tmp_path: Path) -> Path:
    root = tmp_path / "archive"
    root.mkdir()
    shutil.copytree(EXAMPLES / "clean", root / "2019-001 clean")
    shutil.copytree(EXAMPLES / "unmet-criteria", root / "2019-002")
    with zipfile.ZipFile(root / "2019-003.zip", "w") as zf:
        for pdf in sorted((EXAMPLES / "missing-exhibits").rglob("*.pdf")):
            zf.write(pdf, pdf.relative_to(EXAMPLES / "missing-exhibits").as_posix())
    (root / "2019-004 <b>junk.pdf").write_bytes(b"not a pdf at all")
    return root


def _journal_lines(out: Path) -> int:
    return len((out / "state.jsonl").read_text(encoding="utf-8").splitlines())


def test_audit_in_parallel_then_resume(archive: Path, tmp_path: Path):
    out = tmp_path / "out"
    items = run_audit(archive, out, workers=2)
    by_name = {i.package: i for i in items}
    assert len(items) == 4
    assert by_name["2019-001_clean"].status == "checked"
    assert by_name["2019-002"].unmet >= 1 and by_name["2019-002"].exit_code == 1
    assert by_name["2019-003.zip"].missing_exhibits >= 1
    junk = next(i for i in items if i.package.startswith("2019-004"))
    assert junk.status == "unreadable" and junk.file_errors == 1 and junk.exit_code == 2
    for item in items:
        assert (out / item.report).exists() and (out / item.report_json).exists()
    rows = list(csv.DictReader((out / "summary.csv").open(encoding="utf-8")))
    assert rows[0]["status"] == "unreadable"  # triage order: what needs a person first
    html = (out / "index.html").read_text(encoding="utf-8")
    assert "<b>junk" not in html and "&lt;b&gt;junk" in html

    assert _journal_lines(out) == 4
    again = run_audit(archive, out, workers=2)
    assert _journal_lines(out) == 4  # nothing re-checked
    assert [i.model_dump() for i in again] == [i.model_dump() for i in items]

    (archive / "2019-002" / "late addendum.pdf").write_bytes(b"%PDF-1.4 broken")
    run_audit(archive, out, workers=1)
    assert _journal_lines(out) == 5  # only the changed package
    assert load_journal(out)["2019-002"].file_errors == 1


def test_a_crashing_package_is_recorded_and_the_rest_go_on(archive: Path, tmp_path: Path, monkeypatch):
    real = audit.check_paths

    def flaky(paths, options):
        if "2019-002" in str(paths[0]):
            raise RuntimeError("simulated parser crash")
        return real(paths, options)

    monkeypatch.setattr(audit, "check_paths", flaky)
    items = run_audit(archive, tmp_path / "out", workers=1)  # a forked pool worker sees the patch
    by_name = {i.package: i for i in items}
    assert by_name["2019-002"].status == "crashed"
    assert "simulated parser crash" in by_name["2019-002"].error
    assert by_name["2019-001_clean"].status == "checked"
    assert triage_order(items)[0].package == "2019-002"
    # a crashed package is tried again on the next run
    monkeypatch.setattr(audit, "check_paths", real)
    items = run_audit(archive, tmp_path / "out", workers=1)
    assert {i.package: i for i in items}["2019-002"].status == "checked"
