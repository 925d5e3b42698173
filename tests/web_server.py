"""The real ``rulen serve`` (uvicorn and its worker subprocesses) on a loopback port, for the
load test and the browser test."""

from __future__ import annotations

import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(url: str, data: Path, port: int, log) -> subprocess.Popen:
    proc = subprocess.Popen([sys.executable, "-m", "intake.cli", "serve", "--port", str(port), "--db", url,
                             "--data", str(data), "--workers", "2", "--no-ocr", "--time-limit", "120"],
                            stdout=log, stderr=log, stdin=subprocess.DEVNULL,
                            start_new_session=True)  # its own process group: a crash can take the workers too
    end = time.monotonic() + 60
    while time.monotonic() < end:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/health", timeout=1).status_code == 200:
                return proc
        except httpx.HTTPError:
            time.sleep(0.2)
    proc.kill()
    raise AssertionError("the server did not come up")


def stop(proc: subprocess.Popen) -> None:
    proc.send_signal(signal.SIGTERM)
    proc.wait(timeout=60)
