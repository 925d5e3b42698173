"""A bounded load test on loopback: the real ``rulen serve`` (uvicorn, worker subprocesses) takes
50 concurrent uploads, keeps the queue page fast while the checks run, survives being killed
mid-queue with its workers (the restart re-queues what was interrupted) and a worker killed
mid-check, and checks every package exactly once; hostile uploads leave it small and up."""

from __future__ import annotations

import os
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


def test_fifty_concurrent_uploads_a_crash_mid_queue_a_killed_worker_each_checked_once(tmp_path: Path):
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
        assert any(r["status"] in ("queued", "checking") for r in rows)  # still working: now crash it
        os.killpg(proc.pid, signal.SIGKILL)  # the server and its workers die at once, mid-check
        proc.wait()
        crashed = [r.id for r in store.summaries() if r.status == "checking"]  # read from the store: no server
        assert crashed  # left "checking" by the crash
        proc = _serve(url, data, port, log)
        # and a worker of the new server is killed mid-check
        deadline = time.monotonic() + 60
        victim = None
        while victim is None and time.monotonic() < deadline:
            busy = [r for r in store.summaries() if r.status == "checking" and r.worker and f":{proc.pid}:" in r.worker]
            if busy:
                victim = busy[0]
            else:
                time.sleep(0.05)
        assert victim is not None
        pids = subprocess.run(["pgrep", "-f", "--", f"--id {victim.worker} "], capture_output=True, text=True).stdout.split()
        assert len(pids) == 1
        os.kill(int(pids[0]), signal.SIGKILL)
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
        why = {i: [e.detail_dict().get("why", "") for e in store.events(i)] for i in (*crashed, victim.id)}
        assert all(any("server restarted" in w for w in why[i]) for i in crashed)  # re-queued, then checked once
        assert any("worker stopped mid-check" in w for w in why[victim.id])
    finally:
        if proc.poll() is None:
            _stop(proc)
        log.close()
    assert proc.returncode in (0, -signal.SIGTERM)  # uvicorn re-raises the SIGTERM once shut down
    left = subprocess.run(["pgrep", "-f", f"intake.cli worker --db {url}"], capture_output=True, text=True)
    assert left.stdout.split() == []  # no worker left behind


def _rss_peak_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    raise AssertionError("no VmHWM")


def test_hostile_uploads_to_the_real_server(tmp_path: Path):
    import socket

    from web_helpers import zip_bomb

    url, data = f"sqlite:///{tmp_path / 'db.sqlite'}", tmp_path / "data"
    store = Store(url, data)
    user = store.add_user("loader", hash_password("load-test-password"), "reviewer")
    auth = {"Authorization": f"Bearer {store.new_token(user.id, 'api')}"}
    port = _port()
    base = f"http://127.0.0.1:{port}"
    log = (tmp_path / "serve.log").open("wb")
    proc = _serve(url, data, port, log)
    try:
        # a 600 MB body is refused on its declared length, unread
        with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
            s.sendall(f"POST /api/packages HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAuthorization: {auth['Authorization']}\r\n"
                      f"Content-Type: multipart/form-data; boundary=b\r\nContent-Length: {600 * 10**6}\r\n\r\n".encode()
                      + b"--b\r\n" + b"x" * 65536)
            assert s.recv(200).startswith(b"HTTP/1.1 413")
        files = [("files", ("bomb.zip", zip_bomb(1900), "application/zip")),  # 1.9 GB in 1.9 MB, as in issue 15
                 ("files", ("liar.zip", zip_bomb(1900, "liar.pdf", declared_mib=1), "application/zip")),
                 ("files", ("../../<script>alert(1)</script>.pdf", PDF.read_bytes(), "application/pdf")),
                 ("files", ("setup.exe", b"MZ\x90\x00" * 100, "application/octet-stream"))]
        r = httpx.post(f"{base}/api/packages", headers=auth, data={"name": "hostile"}, files=files, timeout=120)
        assert r.status_code == 201, r.text
        pid = r.json()["id"]
        end = time.monotonic() + 120
        while httpx.get(f"{base}/api/packages/{pid}", headers=auth).json()["status"] not in ("checked", "failed"):
            assert time.monotonic() < end
            time.sleep(0.3)
        report = httpx.get(f"{base}/api/packages/{pid}/report", headers=auth).json()
        errors = {f["path"]: f["error"] for f in report["package"]["files"] if f["error"]}
        assert "1900 MiB is over the 256 MiB limit" in errors["bomb.zip/plans.pdf"]
        assert "liar.zip/liar.pdf" in errors and "not a PDF" in errors["setup.exe"]
        paths = {f["path"] for f in report["package"]["files"]}
        assert "script_.pdf" in paths and not any("<" in p or ".." in p for p in paths)  # the last part, made safe
        peak = _rss_peak_mib(proc.pid)
        print(f"server peak RSS {peak:.0f} MiB")
        assert peak < 400  # the web process never held the bomb
        assert httpx.get(f"{base}/health").status_code == 200
    finally:
        _stop(proc)
        log.close()
    outside = [p for p in tmp_path.rglob("*") if not (p.is_relative_to(data) or p.name in ("db.sqlite", "serve.log")
                                                      or p.name.startswith("db.sqlite-"))]
    assert outside == []
