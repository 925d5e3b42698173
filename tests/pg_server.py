"""A throwaway PostgreSQL server for the store's tests: Debian's ``postgresql`` package (which
``scripts/setup.sh`` installs), a fresh cluster in a temp folder on a free loopback port, run as
the ``postgres`` user when the tests run as root, stopped and removed afterwards."""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path


def _bin(name: str) -> str:
    found = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"))
    if found:
        return found[-1]
    path = shutil.which(name)
    if path is None:
        raise RuntimeError(f"PostgreSQL's {name} not found: run scripts/setup.sh (it installs postgresql)")
    return path


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def postgres_server():
    root = Path(tempfile.mkdtemp(prefix="rulen-pg-"))
    as_root = os.geteuid() == 0
    prefix = ["runuser", "-u", "postgres", "--"] if as_root else []
    if as_root:
        shutil.chown(root, "postgres")
    data, port = root / "data", _free_port()
    env = {**os.environ, "LC_ALL": "C.UTF-8"}
    subprocess.run([*prefix, _bin("initdb"), "-D", str(data), "-U", "postgres", "-A", "trust", "-E", "UTF8",
                    "--no-sync"], check=True, capture_output=True, env=env, cwd=root)
    opts = f"-p {port} -k {root} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off"
    subprocess.run([*prefix, _bin("pg_ctl"), "-D", str(data), "-o", opts, "-l", str(root / "log"), "-w", "start"],
                   check=True, capture_output=True, env=env, cwd=root)
    try:
        url = f"postgresql+psycopg://postgres@127.0.0.1:{port}/postgres"
        yield url, port
    finally:
        subprocess.run([*prefix, _bin("pg_ctl"), "-D", str(data), "-m", "immediate", "stop"],
                       capture_output=True, env=env, cwd=root)
        time.sleep(0.1)
        shutil.rmtree(root, ignore_errors=True)


def fresh_database(port: int, name: str) -> str:
    import psycopg

    with psycopg.connect(f"host=127.0.0.1 port={port} user=postgres dbname=postgres", autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}"')
        conn.execute(f'CREATE DATABASE "{name}"')
    return f"postgresql+psycopg://postgres@127.0.0.1:{port}/{name}"
