"""A weekend run's safety nets: a time limit per package, a quarantine list, counts and charts in the index."""

from __future__ import annotations

import csv
import shutil
import signal
import time
from pathlib import Path

import pytest

import intake.audit as audit
from intake.audit import AuditItem, audit_exit_status, breakdown, run_audit, summary_counts

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


@pytest.fixture()
def archive(tmp_path: Path) -> Path:
    root = tmp_path / "archive"
    root.mkdir()
    for kind in ("clean", "deficient", "missing-exhibits"):
        shutil.copytree(EXAMPLES / kind, root / kind)
    (root / "broken.pdf").write_bytes(b"%PDF-1.4 truncated")
    return root


def test_a_package_over_its_time_limit_is_stopped_and_quarantined(archive: Path, tmp_path: Path):
    out = tmp_path / "out"
    items = run_audit(archive, out, workers=1, time_limit_s=0.02, options=audit.CheckOptions(ocr=False))
    by = {i.package: i for i in items}
    assert by["deficient"].status == "timeout" and "time limit" in by["deficient"].error
    rows = {r["package"]: r for r in csv.DictReader((out / "quarantine.csv").open(encoding="utf-8"))}
    assert rows["deficient"]["status"] == "timeout"
    assert rows["broken.pdf"]["status"] in ("unreadable", "timeout")  # it may not even get to its pdfplumber fallback
    assert set(rows) == {i.package for i in items if i.status != "checked"}
    assert audit_exit_status(items) == 2
    # with the same limit a timed-out package is not tried again; with more time it is
    again = run_audit(archive, out, workers=1, time_limit_s=0.02, options=audit.CheckOptions(ocr=False))
    assert {i.package: i.status for i in again}["deficient"] == "timeout"
    more = run_audit(archive, out, workers=1, time_limit_s=600, options=audit.CheckOptions(ocr=False))
    assert {i.package: i.status for i in more} == {"clean": "checked", "deficient": "checked",
                                                   "missing-exhibits": "checked", "broken.pdf": "unreadable"}


def _hang_in_c(paths, options):
    """A check stuck where no Python signal handler can run (as in a C call that never returns)."""
    if "deficient" in str(paths[0]):
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGALRM})
        time.sleep(600)
    return _real(paths, options)


_real = audit.check_paths


def test_the_driver_ends_a_worker_whose_alarm_cannot_fire(archive: Path, tmp_path: Path, monkeypatch):
    monkeypatch.setattr(audit, "check_paths", _hang_in_c)  # the forked workers inherit the patch
    monkeypatch.setattr(audit, "HARD_GRACE_S", 1.0)
    started = time.monotonic()
    items = run_audit(archive, tmp_path / "out", workers=2, time_limit_s=5.0, options=audit.CheckOptions(ocr=False))
    took = time.monotonic() - started
    by = {i.package: i for i in items}
    assert by["deficient"].status == "timeout" and "worker ended" in by["deficient"].error
    assert by["clean"].status == "checked" and by["missing-exhibits"].status == "checked"
    assert len(items) == 4 and took < 120


def test_index_and_summary_count_by_paragraph_exhibit_and_criterion(archive: Path, tmp_path: Path):
    out = tmp_path / "out"
    later = run_audit(archive, tmp_path / "later", workers=2, options=audit.CheckOptions(ocr=False))
    assert dict(breakdown(later)["by rule in force"]) == {"a later rule": 3}  # the examples are dated 2025-2026
    assert breakdown(later)["by paragraph"] == []
    # a reviewer dates them (say the archive's index says 2012): Rule N was in force
    items = run_audit(archive, out, workers=2, options=audit.CheckOptions(ocr=False, overrides={"application_date": "2012-05-01"}))
    counts = breakdown(items)
    assert dict(counts["by rule in force"]) == {"Rule N": 3}
    checked = [i for i in items if i.status == "checked"]
    assert sum(n for _, n in counts["by paragraph"]) == len(checked)
    missing = dict(counts["by missing exhibit"])
    assert missing and sum(missing.values()) == sum(i.missing_exhibits for i in checked)
    assert all(k.startswith("N.6") for k in missing)
    html = (out / "index.html").read_text(encoding="utf-8")
    assert html.count("<svg") == sum(bool(v) for v in counts.values())
    for clause, n in counts["by missing exhibit"][:3]:
        assert f"{clause}: {n}</title>" in html
    assert "<script" not in html and "src=" not in html and "href=\"http" not in html  # nothing fetched
    row = next(csv.DictReader((out / "summary.csv").open(encoding="utf-8")))
    assert "missing_ids" in row and "rule_in_force" in row


def test_filed_under_a_later_rule_is_counted_apart():
    def item(name: str, rule: bool | None, paragraph: str) -> AuditItem:
        return AuditItem(package=name, fingerprint="x", status="checked", exit_code=1, paragraph=paragraph,
                         rule_in_force=rule, deficiencies=1, missing_exhibits=1, missing_ids=["N.6.A.1"])

    items = [item("a", True, "N.2.D.2"), item("b", None, "N.2.D.2"), item("c", False, "N.2.D.1")]
    counts = breakdown(items)
    assert counts["by rule in force"] == [("Rule N", 1), ("a later rule", 1), ("undated", 1)]
    assert counts["by paragraph"] == [("N.2.D.2", 2)]
    assert counts["by missing exhibit"] == [("N.6.A.1", 2)]
    assert counts["filed under a later rule (for reference): by paragraph"] == [("N.2.D.1", 1)]
    assert summary_counts(items)["filed under a later rule"] == 1


def test_a_torn_journal_line_from_a_killed_run_costs_only_that_package(archive: Path, tmp_path: Path):
    out = tmp_path / "out"
    run_audit(archive, out, workers=1, options=audit.CheckOptions(ocr=False))
    journal = out / "state.jsonl"
    lines = journal.read_text(encoding="utf-8").splitlines()
    journal.write_text("\n".join(lines[:-1]) + "\n" + lines[-1][: len(lines[-1]) // 2], encoding="utf-8")  # killed mid-write
    run_audit(archive, out, workers=1, options=audit.CheckOptions(ocr=False))
    again = run_audit(archive, out, workers=1, options=audit.CheckOptions(ocr=False))
    text = journal.read_text(encoding="utf-8").splitlines()
    assert len(text) == len(lines) + 1  # the torn package once more, nothing else, and no line glued to the torn one
    assert len(audit.load_journal(out)) == len(again) == 4


def test_a_month_that_straddles_the_rule_change_is_counted_undecided_not_undated():
    june = AuditItem(package="j", fingerprint="x", status="checked", exit_code=1, application_date="2014-06",
                     rule_in_force=None)
    may = AuditItem(package="m", fingerprint="x", status="checked", exit_code=1, application_date="2014-05",
                    rule_in_force=True)
    nodate = AuditItem(package="n", fingerprint="x", status="checked", exit_code=1)
    assert breakdown([june, may, nodate])["by rule in force"] == [
        ("Rule N", 1), ("undated", 1), ("undecided (month only)", 1)]
