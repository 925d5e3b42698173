"""The store on both databases it supports, each a real server: SQLite and PostgreSQL (a
throwaway local cluster of Debian's package, started by the session fixture)."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from pg_server import fresh_database, postgres_server
from sqlalchemy import text
from web_helpers import add_user, check_all, csrf_of, example_files, login, make_app, upload

from intake.web.store import Store
from rulen.models import Report


@pytest.fixture(scope="session")
def pg_port():
    with postgres_server() as (_url, port):
        yield port


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'db.sqlite'}"
    port = request.getfixturevalue("pg_port")
    return fresh_database(port, f"t{abs(hash(str(tmp_path))) % 10**9}")


def test_concurrent_claims_never_share_a_package(db_url: str, tmp_path: Path):
    store = Store(db_url, tmp_path / "data")
    ids = [store.create(f"p{i}", "alice").id for i in range(30)]
    won: list[int] = []
    errors: list[BaseException] = []
    lock = threading.Lock()

    def claimer(name: str) -> None:
        try:
            mine = Store(db_url, tmp_path / "data")  # its own engine and schema check, as a worker process has
            while (claimed := mine.claim_next(name)) is not None:
                with lock:
                    won.append(claimed[0].id)
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=claimer, args=(f"w{i}",)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert sorted(won) == ids  # every package claimed, and each exactly once


def test_the_audit_trail_is_append_only(db_url: str, tmp_path: Path):
    store = Store(db_url, tmp_path / "data")
    pid = store.create("p", "alice").id
    store.correct(pid, "alice", "site_area_ac", "2.5", "C-1")
    for stmt in ("UPDATE events SET actor = 'mallory'", "DELETE FROM events"):
        with pytest.raises(Exception, match="append-only"):
            with store.engine.begin() as conn:
                conn.execute(text(stmt))
    assert [e.actor for e in store.events(pid)] == ["alice", "alice", "alice"]
    assert store.delete(pid, "alice") and [e.action for e in store.events(pid)][-1] == "delete"


def test_the_workspace_end_to_end(db_url: str, tmp_path: Path):
    app, _ = make_app(tmp_path, db_url)
    add_user(app)
    client = TestClient(app)
    csrf = csrf_of(login(client).text)
    upload(client, csrf, example_files("unmet-criteria"), name="24-117")
    pid = client.get("/api/packages").json()[0]["id"]
    client.post(f"/packages/{pid}/facts", data={"csrf": csrf, "name": "applicant_public_entity", "value": "true",
                                                 "reason": "a city project"})
    check_all(app.state.store)
    report = Report.model_validate_json(client.get(f"/api/packages/{pid}/report").content)
    assert report.facts["applicant_public_entity"].source == "override"
    assert any(c.id == "N.4.1" and c.status == "unmet" for c in report.criteria)
    assert client.get("/packages/99999999999999999999").status_code == 404
    assert client.get(f"/packages/{2**31}").status_code == 404
    assert "a city project" in client.get(f"/packages/{pid}").text


def test_a_store_of_the_old_web_app_gets_the_new_columns(tmp_path: Path):
    import sqlite3

    db = tmp_path / "old.sqlite"
    con = sqlite3.connect(db)
    con.execute("CREATE TABLE packages (id INTEGER PRIMARY KEY, name VARCHAR(300), status VARCHAR(20), created DATETIME, "
                "checked DATETIME, overrides TEXT, report TEXT, error TEXT, paragraph VARCHAR(20), deficiencies INTEGER, "
                "unmet INTEGER, needs_review INTEGER, file_errors INTEGER)")
    con.execute("INSERT INTO packages VALUES (1, 'old one', 'checked', '2026-01-01 00:00:00', NULL, '{}', NULL, NULL, "
                "'N.2.D.2', 3, 1, 0, 0)")
    con.commit()
    con.close()
    store = Store(f"sqlite:///{db}", tmp_path / "data")
    row = store.get(1)
    assert row.name == "old one" and row.round == 1 and row.attempts == 0 and row.missing == 0
    assert [r.name for r in store.summaries()] == ["old one"]


def test_the_public_login_page_never_shows_the_database_password(pg_port: int, tmp_path: Path):
    url = fresh_database(pg_port, "pw_hidden").replace("postgres@", "postgres:s3cret-pw@")  # trust auth ignores it
    app, _ = make_app(tmp_path, url)
    page = TestClient(app).get("/login").text
    assert "rulen users add NAME --role admin --db postgresql+psycopg://postgres:***@127.0.0.1" in page
    assert "s3cret-pw" not in page
