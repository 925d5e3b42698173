"""The durable job queue and the worker processes that run the checks (never the web process)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

from web_helpers import example_files, logged_in, upload

from intake.web.store import Store
from intake.web.worker import WorkerPool, check_one


def _statuses(store: Store, pid: int) -> list[str]:
    return [e.detail_dict()["new"] for e in store.events(pid) if e.action == "status"]


def test_claims_are_exclusive_and_a_stale_check_writes_nothing(tmp_path: Path):
    store = Store(f"sqlite:///{tmp_path / 'db.sqlite'}", tmp_path / "data")
    a = store.create("a", "alice")
    b = store.create("b", "alice")
    (row1, tok1), (row2, tok2) = store.claim_next("w1"), store.claim_next("w2")
    assert {row1.id, row2.id} == {a.id, b.id} and store.claim_next("w3") is None
    store.correct(row1.id, "alice", "site_area_ac", "3", "stated on C-1")  # re-queued while being checked
    assert not store.finish(row1.id, tok1, "w1", status="checked", report="{}")  # the stale check is dropped
    row1b, tok1b = store.claim_next("w3")
    assert row1b.id == row1.id and tok1b != tok1
    assert store.finish(row1.id, tok1b, "w3", status="checked", report=None)
    assert not store.finish(row1.id, tok1b, "w3", status="checked", report=None)  # never twice
    assert _statuses(store, row1.id) == ["checking", "queued", "checking", "checked"]


def test_interrupted_checks_are_requeued_then_failed_after_max_attempts(tmp_path: Path):
    store = Store(f"sqlite:///{tmp_path / 'db.sqlite'}", tmp_path / "data")
    pid = store.create("p", "alice").id
    for attempt in (1, 2):
        store.claim_next("w")
        assert store.release(max_attempts=3, why="interrupted: the server restarted") == [pid]
        assert store.get(pid).status == "queued" and store.get(pid).attempts == attempt
    store.claim_next("w")
    store.release(max_attempts=3, why="the worker stopped mid-check")
    row = store.get(pid)
    assert row.status == "failed" and "gave up after 3 attempts" in row.error


def test_a_check_over_its_time_limit_fails_with_the_reason(tmp_path: Path):
    client, store, csrf = logged_in(tmp_path)
    upload(client, csrf, example_files("deficient"), name="slow")
    row, token = store.claim_next("w")
    assert check_one(store, row, token, "w", ocr=False, time_limit=0.001) == "failed"
    page = client.get(f"/packages/{row.id}").text
    assert "The check failed" in page and "time limit of 0.001 s" in page


def test_the_web_process_never_opens_a_pdf(tmp_path: Path):
    code = textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {str(Path(__file__).parent)!r})
        from pathlib import Path
        from web_helpers import logged_in, example_files, upload
        client, store, csrf = logged_in(Path({str(tmp_path)!r}))
        r = upload(client, csrf, example_files("clean"), name="p")
        assert r.status_code == 200, r.status_code
        page = client.get("/packages/1").text
        assert "Waiting for a worker" in page
        print(sorted(m for m in sys.modules if m.split(".")[0] in ("pypdfium2", "pdfplumber", "extract", "spacy")))
    """)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def test_progress_is_pages_read_of_pages(tmp_path: Path):
    client, store, csrf = logged_in(tmp_path)
    upload(client, csrf, example_files("clean"), name="p")
    row, token = store.claim_next("w")
    seen = []
    original = store.progress

    def spy(package_id, tok, **values):
        original(package_id, tok, **values)
        fresh = store.get(package_id)
        seen.append((fresh.pages_done, fresh.pages_total))

    store.progress = spy
    assert check_one(store, row, token, "w", ocr=False, render_pages=False) == "checked"
    total = seen[0][1]
    assert total > 6 and seen[0] == (0, total) and seen[-1] == (total, total)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen) and len(seen) == 7  # after each of the 6 files
    assert client.get(f"/api/packages/{row.id}").json()["pages_done"] == total


def test_the_supervisor_kills_a_check_past_its_time_limit(tmp_path: Path):
    from datetime import timedelta

    from sqlalchemy import update

    from intake.web.store import PackageRow, now

    store = Store(f"sqlite:///{tmp_path / 'db.sqlite'}", tmp_path / "data")
    pid = store.create("stuck", "alice").id
    pool = WorkerPool(store.url, store.data_dir, 0, time_limit=5, grace=1)
    stuck = subprocess.Popen(["sleep", "60"])  # stands for a worker stuck inside PDFium, deaf to its alarm
    pool.procs = {0: ("w-stuck", stuck)}
    store.claim_next("w-stuck")
    pool.check_health()
    assert stuck.poll() is None and store.get(pid).status == "checking"  # within its time: left alone
    with store.session() as s, s.begin():
        s.execute(update(PackageRow).where(PackageRow.id == pid).values(started=now() - timedelta(seconds=7)))
    try:
        pool.check_health()
        assert stuck.poll() is not None  # killed
        row = store.get(pid)
        assert row.status == "failed" and "time limit of 5 s" in row.error
        assert pool.procs[0][0] != "w-stuck"  # a fresh worker took the slot
    finally:
        pool.stop()
