"""Shared helpers of the web app's tests: an app on a temp store, a logged-in browser-like client."""

from __future__ import annotations

import re
from pathlib import Path

from fastapi.testclient import TestClient

from intake.web.app import create_app
from intake.web.security import hash_password
from intake.web.store import Store
from intake.web.worker import drain

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
PASSWORD = "correct horse battery"
_CSRF = re.compile(r'name="csrf" value="([^"]+)"')


def make_app(tmp_path: Path, db_url: str | None = None, **kw):
    db_url = db_url or f"sqlite:///{tmp_path / 'db.sqlite'}"
    kw.setdefault("allowed_hosts", ["testserver"])
    return create_app(db_url, tmp_path / "data", **kw), db_url


def add_user(app, name: str = "alice", role: str = "admin") -> None:
    app.state.store.add_user(name, hash_password(PASSWORD), role)


def csrf_of(html: str) -> str:
    m = _CSRF.search(html)
    assert m, "no CSRF field on the page"
    return m.group(1)


def login(client: TestClient, name: str = "alice", password: str = PASSWORD):
    page = client.get("/login")
    return client.post("/login", data={"name": name, "password": password, "csrf": csrf_of(page.text)})


def logged_in(tmp_path: Path, role: str = "admin", **kw) -> tuple[TestClient, Store, str]:
    app, _url = make_app(tmp_path, **kw)
    add_user(app, role=role)
    client = TestClient(app)
    r = login(client)
    assert r.status_code == 200 and "review queue" in r.text
    return client, app.state.store, csrf_of(r.text)


def example_files(name: str) -> list[tuple[str, tuple[str, bytes, str]]]:
    return [("files", (p.name, p.read_bytes(), "application/pdf")) for p in sorted((EXAMPLES / name).rglob("*.pdf"))]


def upload(client: TestClient, csrf: str, files, name: str = ""):
    return client.post("/packages", data={"csrf": csrf, "name": name}, files=files)


def check_all(store: Store, *, render_pages: bool = False) -> list[int]:
    """Run the queued checks here, as a worker process would (one thread: the test's); the page
    images of the evidence viewer only where a test looks at them (they take a second a package)."""
    return drain(store, worker="test", ocr=False, time_limit=120, render_pages=render_pages)


def zip_bomb(member_mib: int = 1900, name: str = "plans.pdf", declared_mib: int | None = None) -> bytes:
    """A small zip (about 1 KB per 1 MiB) holding one member of ``member_mib`` MiB of zeros, made in
    well under a second: a deflate block of 1 MiB of zeros after a full flush is the same bytes
    every time, so the stream is one block repeated (the zip of issue 15: 1.9 GB in under 2 MB).
    ``declared_mib`` makes the headers lie about the unpacked size."""
    import struct
    import zlib

    chunk = b"\0" * (1 << 20)
    c = zlib.compressobj(9, zlib.DEFLATED, -15)
    first = c.compress(chunk) + c.flush(zlib.Z_FULL_FLUSH)
    block = c.compress(chunk) + c.flush(zlib.Z_FULL_FLUSH)
    data = first + block * (member_mib - 1) + c.flush()
    crc = 0
    for _ in range(member_mib):
        crc = zlib.crc32(chunk, crc)
    size, fname = (member_mib if declared_mib is None else declared_mib) << 20, name.encode()
    local = struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, 0, 8, 0, 0x21, crc, len(data), size, len(fname), 0) + fname
    central = struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 20, 20, 0, 8, 0, 0x21, crc, len(data), size,
                          len(fname), 0, 0, 0, 0, 0, 0) + fname
    end = struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, 1, 1, len(central), len(local) + len(data), 0)
    return local + data + central + end
