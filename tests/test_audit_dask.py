"""The audit on a local Dask cluster: worker processes (never threads sharing pdfium), the same journal and resume."""

from __future__ import annotations

import csv
import os
import shutil
from pathlib import Path

from intake.audit import CheckOptions, run_audit

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def test_dask_local_runs_in_processes_and_resumes_like_the_pool(tmp_path: Path):
    root = tmp_path / "archive"
    root.mkdir()
    for kind in ("clean", "deficient", "unmet-criteria"):
        shutil.copytree(EXAMPLES / kind, root / kind)
    (root / "junk.pdf").write_bytes(b"nope")
    out = tmp_path / "out"
    options = CheckOptions(ocr=False)
    items = run_audit(root, out, workers=2, scheduler="local", options=options)
    assert sorted(i.package for i in items) == ["clean", "deficient", "junk.pdf", "unmet-criteria"]
    pids = {int(i.worker.rsplit(":", 1)[1]) for i in items if i.worker}
    assert pids and os.getpid() not in pids  # checked in worker processes, not in this one
    by = {i.package: i for i in items}
    assert by["unmet-criteria"].unmet >= 1 and by["junk.pdf"].status == "unreadable"
    journal = (out / "state.jsonl").read_text().splitlines()
    assert len(journal) == 4

    (root / "deficient" / "addendum.pdf").write_bytes(b"%PDF-1.4 broken")
    again = run_audit(root, out, workers=2, scheduler="local", options=options)
    assert len((out / "state.jsonl").read_text().splitlines()) == 5  # only the changed package again
    rows = list(csv.DictReader((out / "summary.csv").open(encoding="utf-8")))
    assert sorted(r["package"] for r in rows) == sorted(i.package for i in again)  # each package once
    assert {i.package: i.file_errors for i in again}["deficient"] == by["deficient"].file_errors + 1
