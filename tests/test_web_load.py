"""A bounded load test on loopback: the real ``rulen serve`` (uvicorn, worker subprocesses) takes
50 concurrent uploads, keeps the queue page fast while the checks run, survives a restart
mid-queue, and checks every package exactly once."""

from __future__ import annotations

import signal
import subprocess
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
from web_helpers import EXAMPLES
from web_server import serve as _serve, stop as _stop, free_port as _port

from intake.web.security import hash_password
from intake.web.store import Store

N = 50
PDF = EXAMPLES / "clean" / "MCWD_Permit_Application.pdf"


def test_fifty_concurrent_uploads_a_restart_mid_queue_each_checked_once(tmp_path: Path):
    url, data = f"sqlite:///{tmp_path / 'db.sqlite'}", tmp_path / "data"
    store = Store(url, data)
    user = store.add_user("loader", hash_password("load-test-password"), "reviewer")
    token = store.new_token(user.id, "api")
    auth = {"Authorization": f"Bearer {token}"}
    port = _port()
    base = f"http://127.0.0.1:{port}"
    log = (tmp_path / "serve.log").open("wb")
    proc = _serve(url, data, port, log)
    blob = PDF.read_bytes()
    try:
        def one(i: int) -> int:
            with httpx.Client(timeout=60) as c:
                r = c.post(f"{base}/api/packages", headers=auth, data={"name": f"load {i:02d}"},
                           files=[("files", (PDF.name, blob, "application/pdf"))])
                return r.status_code

        with ThreadPoolExecutor(max_workers=N) as pool:
            codes = list(pool.map(one, range(N)))
        assert codes == [201] * N
        # the queue page stays fast while the two workers check
        timings = []
        with httpx.Client(timeout=30, headers=auth) as c:
            for _ in range(20):
                t0 = time.perf_counter()
                r = c.get(f"{base}/")
                timings.append(time.perf_counter() - t0)
                assert r.status_code == 200
                time.sleep(0.05)
            rows = c.get(f"{base}/api/packages").json()
        p95 = sorted(timings)[int(0.95 * len(timings)) - 1]
        assert p95 < 0.5, timings
        assert len(rows) == N and len({r["name"] for r in rows}) == N  # stored once each
        assert any(r["status"] in ("queued", "checking") for r in rows)  # still working: now restart it
        _stop(proc)
        proc = _serve(url, data, port, log)
        end = time.monotonic() + 240
        while time.monotonic() < end:
            rows = httpx.get(f"{base}/api/packages", headers=auth, timeout=30).json()
            if all(r["status"] in ("checked", "failed") for r in rows):
                break
            time.sleep(0.5)
        assert [r["status"] for r in rows] == ["checked"] * N, [(r["id"], r["status"], r["error"]) for r in rows]
        for r in rows:
            events = httpx.get(f"{base}/api/packages/{r['id']}/events", headers=auth, timeout=30).json()
            assert [e.get("new") for e in events if e["action"] == "status"].count("checked") == 1, events
        assert httpx.get(f"{base}/health", timeout=5).status_code == 200
    finally:
        if proc.poll() is None:
            _stop(proc)
        log.close()
    assert proc.returncode in (0, -signal.SIGTERM)  # uvicorn re-raises the SIGTERM once shut down
    left = subprocess.run(["pgrep", "-f", f"intake.cli worker --db {url}"], capture_output=True, text=True)
    assert left.stdout.split() == []  # no worker left behind
